//! `peerless-cli validate`: complete, valid, or which cells clash.

use lexopt::{Parser, ValueExt};
use peerless::rules;

use crate::{for_each_puzzle, help, write_conflicts, CliError, Outcome};

const HELP: &str = "\
peerless-cli validate: say whether each puzzle is complete, valid or clashing

Usage: peerless-cli validate [FILE]

Answers, one line per puzzle:
  complete               every cell filled and no clash
  valid                  no clash (cells may be empty; it may still have no solution)
  conflict: D rRcC rRcC (row|column|box N), ...
                         every pair of cells holding the same digit in a unit
  invalid: <what and where>
                         the line is not a puzzle (bad character, wrong cell count)

Options:
  -h, --help  Print this help
";

/// Runs the command.
pub fn run(mut parser: Parser) -> Result<Outcome, CliError> {
    use lexopt::Arg::{Long, Short, Value};
    let mut file = None;
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return help(HELP),
            Value(path) if file.is_none() => file = Some(path.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    for_each_puzzle(file.as_deref(), |board, out| {
        if write_conflicts(out, board)? {
            Ok(())
        } else if rules::is_complete(board) {
            out.write_all(b"complete")
        } else {
            out.write_all(b"valid")
        }
    })
}
