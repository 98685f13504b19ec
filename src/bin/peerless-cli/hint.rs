//! `peerless-cli hint`: the hint for a game in progress, in its three levels.

use std::io::{self, BufWriter, Write};

use lexopt::{Parser, ValueExt};
use peerless::logic::{hint, HintLevel};
use peerless::{Cell, Digits};

use crate::{help, puzzle_argument, CliError, Outcome};

const HELP: &str = "\
peerless-cli hint: the next hint for a puzzle, or for a game in progress

Usage: peerless-cli hint PUZZLE [CURRENT]

PUZZLE is the puzzle's 81 cells (1-9, or . or 0 for empty); CURRENT the board as the
player has filled it (the same givens plus their entries; the puzzle itself when
absent). Candidates come from the board.

Prints the hint's three levels, one a line: where to look and for what, then the
cells, then the whole step. A wrong entry is reported first, naming its cell; a
puzzle that is not proper is answered with why no hint can be given.

Options:
  -h, --help  Print this help
";

/// Runs the command.
pub fn run(mut parser: Parser) -> Result<Outcome, CliError> {
    use lexopt::Arg::{Long, Short, Value};
    let mut positionals = Vec::new();
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return help(HELP),
            Value(text) if positionals.len() < 2 => positionals.push(text.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    if positionals.is_empty() {
        return Err(CliError::Usage("PUZZLE is missing".to_string()));
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let Some(mut puzzle) = puzzle_argument(&mut out, &positionals[0], "PUZZLE")? else {
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
    let hint = hint(&puzzle, &current, &[Digits::EMPTY; 81]);
    let mut last = String::new();
    for level in HintLevel::ALL {
        let text = hint.text(level);
        if text != last {
            writeln!(out, "{text}")?;
        }
        last = text;
    }
    out.flush()?;
    Ok(Outcome::default())
}

/// The first given of `puzzle` that `board` holds differently.
fn changed_given(puzzle: &peerless::Board, board: &peerless::Board) -> Option<Cell> {
    puzzle
        .givens()
        .iter()
        .find(|&cell| board.get(cell) != puzzle.get(cell))
}
