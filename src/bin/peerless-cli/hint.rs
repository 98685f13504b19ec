//! `peerless-cli hint`: the hint for a game in progress, in its three levels.

use std::io::{self, BufWriter, Write};

use lexopt::{Parser, ValueExt};
use peerless::l10n::{Language, Localizer};
use peerless::logic::{hint, Hint, HintLevel};
use peerless::{Cell, Digits};

use crate::{
    help, killer_argument, language_argument, library_argument, puzzle_argument, CliError, Outcome,
};

const HELP: &str = "\
peerless-cli hint: the next hint for a puzzle, or for a game in progress

Usage: peerless-cli hint PUZZLE [CURRENT]
       peerless-cli hint POSITION

PUZZLE is the puzzle's 81 cells (1-9, or . or 0 for empty), or a Killer (our line
of cage letters, ':' and the sums, or a sharing link); CURRENT the board as the
player has filled it, 81 cells (the same givens plus their entries; the puzzle
itself when absent). Candidates come from the board, and for a Killer from its
cages too; a Killer's hint may read its cages. POSITION is a line in HoDoKu's
library format (as 'peerless-cli practice' writes): its givens, placed digits
and candidates.

Prints the hint's three levels, one a line: where to look and for what, then the
cells, then the whole step. A wrong entry is reported first, naming its cell; a
puzzle that is not proper is answered with why no hint can be given.

Options:
      --lang LANG  The hint in this language: en (the default), de, fr, es, pt-BR,
                   it, nl, pl, ru, ja or zh-Hans
  -h, --help       Print this help
";

/// Runs the command.
pub fn run(mut parser: Parser) -> Result<Outcome, CliError> {
    use lexopt::Arg::{Long, Short, Value};
    let mut positionals = Vec::new();
    let mut language = Language::English;
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return help(HELP),
            Long("lang") => language = language_argument(&mut parser)?,
            Value(text) if positionals.len() < 2 => positionals.push(text.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    if positionals.is_empty() {
        return Err(CliError::Usage("PUZZLE is missing".to_string()));
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let Some(position) = library_argument(&mut out, &positionals[0], "PUZZLE")? else {
        out.flush()?;
        return Ok(Outcome { malformed: true });
    };
    if let Some(entry) = position {
        if positionals.len() > 1 {
            return Err(CliError::Usage(
                "a position in HoDoKu's library format holds the board: no CURRENT".to_string(),
            ));
        }
        let hint = hint(&entry.puzzle, &entry.current(), &entry.candidates());
        write_levels(&mut out, &hint, Localizer::for_language(language))?;
        out.flush()?;
        return Ok(Outcome::default());
    }
    let killer = killer_argument(&positionals[0]);
    let Some(mut puzzle) = (match &killer {
        Some(killer) => Some(killer.givens),
        None => puzzle_argument(&mut out, &positionals[0], "PUZZLE")?,
    }) else {
        out.flush()?;
        return Ok(Outcome { malformed: true });
    };
    puzzle.mark_givens();
    let mut current = puzzle;
    if let Some(text) = positionals.get(1) {
        let Some(board) = puzzle_argument(&mut out, text, "CURRENT")? else {
            out.flush()?;
            return Ok(Outcome { malformed: true });
        };
        if let Some(cell) = changed_given(&puzzle, &board) {
            writeln!(
                out,
                "invalid: CURRENT changes {cell}, a given of PUZZLE ({} instead of {})",
                board.get(cell).map_or(".".to_string(), |d| d.to_string()),
                puzzle.get(cell).map_or(".".to_string(), |d| d.to_string())
            )?;
            out.flush()?;
            return Ok(Outcome { malformed: true });
        }
        for cell in !puzzle.givens() {
            current.force(cell, board.get(cell));
        }
    }
    let none = [Digits::EMPTY; 81];
    let hint = match &killer {
        Some(killer) => peerless::logic::killer::hint(killer, &current, &none),
        None => hint(&puzzle, &current, &none),
    };
    write_levels(&mut out, &hint, Localizer::for_language(language))?;
    out.flush()?;
    Ok(Outcome::default())
}

/// The hint's levels, one a line (a level that says no more than the one before is left out).
fn write_levels(out: &mut dyn Write, hint: &Hint, localizer: &Localizer) -> io::Result<()> {
    let mut last = String::new();
    for level in HintLevel::ALL {
        let text = localizer.format(&hint.message(level));
        if text != last {
            writeln!(out, "{text}")?;
        }
        last = text;
    }
    Ok(())
}

/// The first given of `puzzle` that `board` holds differently.
fn changed_given(puzzle: &peerless::Board, board: &peerless::Board) -> Option<Cell> {
    puzzle
        .givens()
        .iter()
        .find(|&cell| board.get(cell) != puzzle.get(cell))
}
