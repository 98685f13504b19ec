//! `peerless-cli validate`: complete, valid, or which cells clash.

use lexopt::{Parser, ValueExt};

use crate::{
    for_each_puzzle_of_kind, help, variant_argument, write_variant_conflicts, CliError, Kind,
    Outcome,
};

const HELP: &str = "\
peerless-cli validate: say whether each puzzle is complete, valid or clashing

Usage: peerless-cli validate [--variant classic|killer] [FILE]

Answers, one line per puzzle (classic or Killer):
  complete               every cell filled and no clash
  valid                  no clash (cells may be empty; it may still have no solution)
  conflict: D rRcC rRcC (row|column|box N), ...
                         every pair of cells holding the same digit in a unit; in a
                         Killer also D rRcC rRcC (cage rRcC) for a digit twice in a
                         cage (named by its first cell), 'cage rRcC adds up to T, not
                         S' for a full cage, and 'cage rRcC holds DIGITS, which no
                         combination of S contains' for one not yet full
  invalid: <what and where>
                         the line is not a puzzle (bad character, wrong cell count)

Options:
      --variant V  Read every line as classic or killer (default: a line of cage
                   letters and ':', or a link, is a Killer)
  -h, --help       Print this help
";

/// Runs the command.
pub fn run(mut parser: Parser) -> Result<Outcome, CliError> {
    use lexopt::Arg::{Long, Short, Value};
    let mut file = None;
    let mut kind = Kind::Detect;
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return help(HELP),
            Long("variant") => kind = variant_argument(&mut parser)?,
            Value(path) if file.is_none() => file = Some(path.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    for_each_puzzle_of_kind(file.as_deref(), kind, |board, variant, out| {
        if write_variant_conflicts(out, board, variant)? {
            Ok(())
        } else if variant.is_complete(board) {
            out.write_all(b"complete")
        } else {
            out.write_all(b"valid")
        }
    })
}
