//! `peerless-cli solve` and `peerless-cli count`: the exact solver, one puzzle per line.

use std::io;

use lexopt::{Parser, ValueExt};
use peerless::Solution;

use crate::stats::Stats;
use crate::{
    for_each_puzzle_of_kind, help, number, variant_argument, write_variant_conflicts, CliError,
    Kind, Outcome,
};

const SOLVE_HELP: &str = "\
peerless-cli solve: solve each puzzle

Usage: peerless-cli solve [--first] [--variant classic|killer] [--stats] [FILE]

Answers, one line per puzzle (classic or Killer):
  <81 digits>                        the solution, when it is unique
  multiple: <81 digits> <81 digits>  two different solutions
  none                               no solution (although no two digits clash)
  conflict: D rRcC rRcC (row|column|box N), ...
                                     digits that already clash (not searched; in
                                     a Killer also within cages, as validate says)
  invalid: <what and where>          the line is not a puzzle

Options:
      --first      Stop at the first solution found, without proving it is the only
                   one: the answer is <81 digits> whether or not there are others
                   (what solver benchmarks call 'first solution'; on the hardest
                   puzzles about half the work)
      --variant V  Read every line as classic or killer (default: a line of cage
                   letters and ':', or a link, is a Killer)
      --stats      Print to standard error: puzzles, total time, puzzles per second,
                   and the median time per puzzle
  -h, --help       Print this help
";

const COUNT_HELP: &str = "\
peerless-cli count: count each puzzle's solutions, up to a limit

Usage: peerless-cli count [--limit N] [--variant classic|killer] [--stats] [FILE]

Answers, one line per puzzle (classic or Killer): the number of solutions, at
most N (so with the default N = 2, '1' means the puzzle is proper and '2' that it
has several); '0' for a puzzle with no solution or with clashing digits; or
'invalid: ...'.

Options:
      --limit N    Stop counting at N solutions (default 2, at least 1)
      --variant V  Read every line as classic or killer (default: a line of cage
                   letters and ':', or a link, is a Killer)
      --stats      Print to standard error: puzzles, total time, puzzles per second,
                   the median time per puzzle, and the solver's guesses per puzzle
                   (with --limit 1, those of solve --first)
  -h, --help       Print this help
";

/// Runs `solve`.
pub fn run_solve(mut parser: Parser) -> Result<Outcome, CliError> {
    use lexopt::Arg::{Long, Short, Value};
    let mut want_stats = false;
    let mut first = false;
    let mut file = None;
    let mut kind = Kind::Detect;
    while let Some(arg) = parser.next()? {
        match arg {
            Long("first") => first = true,
            Long("variant") => kind = variant_argument(&mut parser)?,
            Long("stats") => want_stats = true,
            Short('h') | Long("help") => return help(SOLVE_HELP),
            Value(path) if file.is_none() => file = Some(path.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    let mut stats = Stats::new(want_stats);
    if first {
        let outcome = for_each_puzzle_of_kind(file.as_deref(), kind, |board, variant, out| {
            match stats.time(|| variant.first_solution(board)) {
                Some(solution) => out.write_all(&solution.line_bytes()),
                // Rare, so the clash is looked for only here.
                None if variant.conflicts(board).is_empty() => out.write_all(b"none"),
                None => write_variant_conflicts(out, board, variant).map(drop),
            }
        })?;
        stats.report(&mut io::stderr().lock(), "solving")?;
        return Ok(outcome);
    }
    let outcome =
        for_each_puzzle_of_kind(file.as_deref(), kind, |board, variant, out| {
            match stats.time(|| variant.solve(board)) {
                Solution::Unique(solution) => out.write_all(&solution.line_bytes()),
                Solution::Multiple(one, another) => {
                    out.write_all(b"multiple: ")?;
                    out.write_all(&one.line_bytes())?;
                    out.write_all(b" ")?;
                    out.write_all(&another.line_bytes())
                }
                Solution::None => out.write_all(b"none"),
                Solution::Conflict(_) => write_variant_conflicts(out, board, variant).map(drop),
            }
        })?;
    stats.report(&mut io::stderr().lock(), "solving")?;
    Ok(outcome)
}

/// Runs `count`.
pub fn run_count(mut parser: Parser) -> Result<Outcome, CliError> {
    use lexopt::Arg::{Long, Short, Value};
    let mut want_stats = false;
    let mut limit = 2usize;
    let mut file = None;
    let mut kind = Kind::Detect;
    while let Some(arg) = parser.next()? {
        match arg {
            Long("stats") => want_stats = true,
            Long("variant") => kind = variant_argument(&mut parser)?,
            Long("limit") => {
                limit = number(&mut parser, "--limit")?;
                if limit == 0 {
                    let message = "--limit needs a number of at least 1";
                    return Err(CliError::Usage(message.to_string()));
                }
            }
            Short('h') | Long("help") => return help(COUNT_HELP),
            Value(path) if file.is_none() => file = Some(path.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    let mut stats = Stats::new(want_stats);
    let mut text = itoa_buffer();
    let outcome = for_each_puzzle_of_kind(file.as_deref(), kind, |board, variant, out| {
        let count = if want_stats {
            let count = stats.time(|| variant.count_with_guesses(board, limit));
            stats.add_guesses(count.guesses);
            count.solutions
        } else {
            variant.count_solutions(board, limit)
        };
        out.write_all(format_count(&mut text, count))
    })?;
    stats.report(&mut io::stderr().lock(), "counting")?;
    Ok(outcome)
}

/// A buffer for writing counts without allocating per line.
fn itoa_buffer() -> [u8; 20] {
    [0; 20]
}

/// `count` in decimal, written into the end of `buffer`.
fn format_count(buffer: &mut [u8; 20], mut count: usize) -> &[u8] {
    let mut at = buffer.len();
    loop {
        at -= 1;
        buffer[at] = b'0' + (count % 10) as u8;
        count /= 10;
        if count == 0 {
            return &buffer[at..];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_written_in_decimal() {
        let mut buffer = itoa_buffer();
        assert_eq!(format_count(&mut buffer, 0), b"0");
        assert_eq!(format_count(&mut buffer, 2), b"2");
        assert_eq!(format_count(&mut buffer, 1234567), b"1234567");
        assert_eq!(
            format_count(&mut buffer, usize::MAX),
            usize::MAX.to_string().as_bytes()
        );
    }
}
