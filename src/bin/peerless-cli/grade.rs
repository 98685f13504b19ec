//! `peerless-cli grade`: how hard each puzzle is for a player solving by hand.

use std::io::Write;

use lexopt::{Parser, ValueExt};
use peerless::l10n::{Language, Localizer};
use peerless::logic::{self, GradeError};

use peerless::{Killer, Variant};

use crate::{
    for_each_puzzle_of_kind, help, language_argument, variant_argument, write_variant_conflicts,
    CliError, Kind, Outcome,
};

const HELP: &str = "\
peerless-cli grade: the difficulty of each puzzle, as a player solving by hand meets it

Usage: peerless-cli grade [--variant classic|killer] [FILE]

The puzzle is solved by always taking the simplest step (techniques in HoDoKu's
default order, with its default scores and level rules). A Killer puzzle (a line
of cage letters, ':' and the sums, or a sharing link) is solved with the cage
techniques too, and its level is that of its hardest technique.

Answers, one line per puzzle:
  LEVEL SCORE TECHNIQUE,TECHNIQUE,...
                         LEVEL is Easy, Medium, Hard, Expert or Extreme (HoDoKu's
                         Easy, Medium, Hard, Unfair, Extreme); SCORE the sum of the
                         step scores; the techniques in order of first use.
                         'trial-and-error' among them means the techniques could
                         not finish the puzzle.
  none                   the puzzle has no solution
  multiple               the puzzle has more than one solution
  conflict: D rRcC rRcC (row|column|box N), ...
                         digits of the puzzle clash
  invalid: <what and where>
                         the line is not a puzzle

Options:
      --variant V  Read every line as classic or killer (default: a line of cage
                   letters or a link is a Killer, anything else classic)
      --lang LANG  LEVEL and the techniques in this language's words (their names,
                   comma-separated), not the fixed English words and slugs above:
                   de, fr, es, pt-BR, it, nl, pl, ru, ja or zh-Hans (en: as above)
  -h, --help       Print this help
";

/// Runs the command.
pub fn run(mut parser: Parser) -> Result<Outcome, CliError> {
    use lexopt::Arg::{Long, Short, Value};
    let mut file = None;
    let mut language = Language::English;
    let mut kind = Kind::Detect;
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return help(HELP),
            Long("lang") => language = language_argument(&mut parser)?,
            Long("variant") => kind = variant_argument(&mut parser)?,
            Value(path) if file.is_none() => file = Some(path.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    let localizer = Localizer::for_language(language);
    for_each_puzzle_of_kind(file.as_deref(), kind, |board, variant, out| {
        if write_variant_conflicts(out, board, variant)? {
            return Ok(());
        }
        let grade = match variant {
            Variant::Classic => logic::grade(board),
            Variant::Killer(cages) => logic::killer::grade(&Killer {
                cages: (**cages).clone(),
                givens: *board,
            }),
        };
        match grade {
            Ok(grade) if language != Language::English => {
                let words = |message| localizer.format(&message);
                let names: Vec<String> = grade
                    .techniques
                    .iter()
                    .map(|(technique, _)| words(technique.message()))
                    .collect();
                write!(
                    out,
                    "{} {} {}",
                    words(grade.level.message()),
                    grade.score,
                    names.join(", ")
                )
            }
            Ok(grade) => {
                write!(out, "{} {} ", grade.level, grade.score)?;
                for (i, (technique, _)) in grade.techniques.iter().enumerate() {
                    if i > 0 {
                        out.write_all(b",")?;
                    }
                    out.write_all(technique.slug().as_bytes())?;
                }
                Ok(())
            }
            Err(error) => write_not_proper(out, error),
        }
    })
}

/// The answer for a board that is not a proper puzzle: `none`, `multiple` or `conflict: ...`.
pub fn write_not_proper(out: &mut dyn Write, error: GradeError) -> std::io::Result<()> {
    match error {
        GradeError::NoSolution => out.write_all(b"none"),
        GradeError::MultipleSolutions => out.write_all(b"multiple"),
        GradeError::Conflict(_) => out.write_all(b"conflict"),
    }
}
