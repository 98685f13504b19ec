//! `peerless-cli steps`: the whole logical solution of one puzzle, step by step.

use std::io::{self, BufWriter, Write};

use lexopt::{Parser, ValueExt};
use peerless::l10n::{Language, Localizer};
use peerless::logic::{self, library, Level};
use peerless::{Killer, Variant};

use crate::grade::write_not_proper;
use crate::{
    help, killer_argument, language_argument, library_argument, puzzle_argument, write_conflicts,
    write_variant_conflicts, CliError, Outcome,
};

const HELP: &str = "\
peerless-cli steps: solve one puzzle the way a player would, one step a line

Usage: peerless-cli steps PUZZLE

PUZZLE is 81 cells (1-9, or . or 0 for empty) as one argument, a position in
HoDoKu's library format (its givens, placed digits and candidates; the steps then
start there), or a Killer (81 cage letters, ':' and the sums, as 'generate
--variant killer' writes them, or a sharing link). Each line is one step in the player's words, the simplest available
step each time; the last line is the grade of the puzzle (LEVEL SCORE, as
'peerless-cli grade' prints it).

A puzzle that is not proper is answered as by 'grade': none, multiple,
conflict: ..., or invalid: ... (exit status 1).

Options:
      --lang LANG  The steps in this language: en (the default), de, fr, es, pt-BR,
                   it, nl, pl, ru, ja or zh-Hans
  -h, --help       Print this help
";

/// Runs the command.
pub fn run(mut parser: Parser) -> Result<Outcome, CliError> {
    use lexopt::Arg::{Long, Short, Value};
    let mut puzzle = None;
    let mut language = Language::English;
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return help(HELP),
            Long("lang") => language = language_argument(&mut parser)?,
            Value(text) if puzzle.is_none() => puzzle = Some(text.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    let text = puzzle.ok_or_else(|| CliError::Usage("PUZZLE is missing".to_string()))?;
    let localizer = Localizer::for_language(language);
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let Some(position) = library_argument(&mut out, &text, "PUZZLE")? else {
        out.flush()?;
        return Ok(Outcome { malformed: true });
    };
    if let Some(entry) = position {
        write_steps_from(&mut out, &entry, localizer)?;
        out.flush()?;
        return Ok(Outcome::default());
    }
    if let Some(killer) = killer_argument(&text) {
        write_killer_steps(&mut out, &killer, localizer)?;
        out.flush()?;
        return Ok(Outcome::default());
    }
    let Some(board) = puzzle_argument(&mut out, &text, "PUZZLE")? else {
        out.flush()?;
        return Ok(Outcome { malformed: true });
    };
    if write_conflicts(&mut out, &board)? {
        writeln!(out)?;
    } else {
        match logic::solve_logically(&board) {
            Ok(solution) => {
                for step in &solution.steps {
                    writeln!(out, "{}", localizer.format(&step.explanation))?;
                }
                write_grade(
                    &mut out,
                    solution.grade.level,
                    solution.grade.score,
                    localizer,
                )?;
            }
            Err(error) => {
                write_not_proper(&mut out, error)?;
                writeln!(out)?;
            }
        }
    }
    out.flush()?;
    Ok(Outcome::default())
}

/// A Killer's steps, then its grade; or why it is not a proper puzzle.
fn write_killer_steps(
    out: &mut dyn Write,
    killer: &Killer,
    localizer: &Localizer,
) -> io::Result<()> {
    let variant = Variant::Killer(Box::new(killer.cages.clone()));
    if write_variant_conflicts(out, &killer.givens, &variant)? {
        return writeln!(out);
    }
    match logic::killer::solve_logically(killer) {
        Ok(solution) => {
            for step in &solution.steps {
                writeln!(out, "{}", localizer.format(&step.explanation))?;
            }
            write_grade(out, solution.grade.level, solution.grade.score, localizer)
        }
        Err(error) => {
            write_not_proper(out, error)?;
            writeln!(out)
        }
    }
}

/// The steps from a position in HoDoKu's library format, the simplest each time, then the
/// grade of its puzzle. A position the techniques cannot finish says so on its last step line.
fn write_steps_from(
    out: &mut dyn Write,
    entry: &library::LibraryEntry,
    localizer: &Localizer,
) -> io::Result<()> {
    if let Err(error) = logic::grade(&entry.puzzle) {
        write_not_proper(out, error)?;
        return writeln!(out);
    }
    let mut grid = entry.grid;
    while !grid.is_solved() {
        let Some(step) = logic::next_step(&grid) else {
            writeln!(
                out,
                "stuck: no technique finds a step here (trial and error would)"
            )?;
            break;
        };
        writeln!(out, "{}", localizer.format(&step.explanation))?;
        grid.apply(&step);
    }
    match logic::grade(&entry.puzzle) {
        Ok(grade) => write_grade(out, grade.level, grade.score, localizer),
        Err(error) => {
            write_not_proper(out, error)?;
            writeln!(out)
        }
    }
}

/// The grade line: `LEVEL SCORE`, the level as `grade` prints it in English (`Hard 1234`), in
/// the language's words otherwise.
fn write_grade(
    out: &mut dyn Write,
    level: Level,
    score: u32,
    localizer: &Localizer,
) -> io::Result<()> {
    if localizer.language() == Language::English {
        writeln!(out, "{level} {score}")
    } else {
        writeln!(out, "{} {score}", localizer.format(&level.message()))
    }
}
