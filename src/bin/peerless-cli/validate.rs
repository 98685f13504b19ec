//! `peerless-cli validate`: complete, valid, or which cells clash.

use peerless::rules;

use crate::args::Args;
use crate::{for_each_puzzle, parse_common, write_conflicts, CliError, Outcome};

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
pub fn run(args: Args) -> Result<Outcome, CliError> {
    let Some(common) = parse_common(args, HELP, |_, _| Ok(false))? else {
        return Ok(Outcome::default());
    };
    for_each_puzzle(&common, |board, out| {
        if write_conflicts(out, board)? {
            Ok(())
        } else if rules::is_complete(board) {
            out.write_all(b"complete")
        } else {
            out.write_all(b"valid")
        }
    })
}
