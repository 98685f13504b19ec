//! `peerless-cli generate`: puzzles at a level, reproducible from a seed, on several threads with
//! the same output as on one.

use std::collections::BTreeMap;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use lexopt::Parser;
use peerless::generate::{self, Options, Symmetry};
use peerless::Level;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::stats::Stats;
use crate::{help, number, value, CliError, Outcome};

const HELP: &str = "\
peerless-cli generate: make puzzles with exactly one solution at a level

Usage: peerless-cli generate --level LEVEL [OPTIONS]

Writes one puzzle per line (81 characters, '.' for empty).

Options:
      --level LEVEL        easy, medium, hard, expert or extreme (required)
      --count N            How many puzzles (default 1)
      --seed S             Seed (a number): the same seed and options give the same
                           puzzles on every machine; without it, a fresh seed is drawn
                           and printed with --stats
      --symmetry PATTERN   none, rotational (default) or mirror
      --minimal            No clue can be removed without losing uniqueness (may break
                           the symmetry where it would leave a removable clue)
      --threads T          Worker threads (default 1); the output is the same puzzles in
                           the same order as with one thread
      --stats              Print to standard error: puzzles per second and the time per
                           puzzle (median and 99th percentile)
  -h, --help               Print this help

A progress line is shown on standard error when it is a terminal.
";

/// Runs the command.
pub fn run(mut parser: Parser) -> Result<Outcome, CliError> {
    use lexopt::Arg::{Long, Short};
    let mut level = None;
    let mut count = 1usize;
    let mut seed = None;
    let mut symmetry = Symmetry::Rotational;
    let mut minimal = false;
    let mut threads = 1usize;
    let mut want_stats = false;
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return help(HELP),
            Long("level") => {
                let name = value(&mut parser)?;
                level = Some(
                    name.parse::<Level>()
                        .map_err(|e| CliError::Usage(e.to_string()))?,
                );
            }
            Long("count") => count = number(&mut parser, "--count")?,
            Long("seed") => seed = Some(number::<u64>(&mut parser, "--seed")?),
            Long("symmetry") => {
                let name = value(&mut parser)?;
                symmetry = name
                    .parse::<Symmetry>()
                    .map_err(|e| CliError::Usage(e.to_string()))?;
            }
            Long("minimal") => minimal = true,
            Long("threads") => {
                threads = number(&mut parser, "--threads")?;
                if threads == 0 {
                    return Err(CliError::Usage("--threads needs at least 1".to_string()));
                }
            }
            Long("stats") => want_stats = true,
            _ => return Err(arg.unexpected().into()),
        }
    }
    let Some(level) = level else {
        return Err(CliError::Usage("--level is required".to_string()));
    };
    let options = Options {
        level,
        symmetry,
        minimal,
    };
    let seed = seed.unwrap_or_else(fresh_seed);
    let mut stats = Stats::new(want_stats);
    let progress = io::stderr().is_terminal();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    generate_in_order(&options, seed, count, threads, |index, puzzle, elapsed| {
        stats.record(elapsed);
        out.write_all(&puzzle.puzzle.line_bytes())?;
        out.write_all(b"\n")?;
        if progress {
            eprint!("\rgenerated {} of {count}", index + 1);
        }
        Ok(())
    })?;
    out.flush()?;
    if progress {
        eprintln!();
    }
    if want_stats {
        let mut err = io::stderr().lock();
        writeln!(
            err,
            "seed: {seed} (level {}, symmetry {}{})",
            level.name(),
            symmetry.name(),
            if minimal { ", minimal" } else { "" }
        )?;
        stats.report(&mut err, "generating")?;
    }
    Ok(Outcome::default())
}

/// A seed for a run without `--seed`, from the clock and the process id.
fn fresh_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    nanos ^ u64::from(std::process::id()).rotate_left(32)
}

/// The random stream of puzzle number `index` of a run: its own ChaCha stream of the seed, so a
/// puzzle does not depend on which thread made it or on the puzzles before it.
fn stream(seed: u64, index: usize) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index as u64);
    rng
}

/// How far ahead of the output the workers may run, per thread (bounds the memory of the
/// reordering buffer when one puzzle is slow).
const AHEAD_PER_THREAD: usize = 64;

/// Makes puzzles 0..count on `threads` workers and hands them to `emit` in index order, with the
/// time each took.
fn generate_in_order(
    options: &Options,
    seed: u64,
    count: usize,
    threads: usize,
    mut emit: impl FnMut(usize, &generate::Generated, Duration) -> io::Result<()>,
) -> io::Result<()> {
    if threads == 1 {
        for index in 0..count {
            let start = Instant::now();
            let puzzle = generate::generate(options, &mut stream(seed, index));
            emit(index, &puzzle, start.elapsed())?;
        }
        return Ok(());
    }
    let next = AtomicUsize::new(0);
    let written = AtomicUsize::new(0);
    let stop = AtomicBool::new(false);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let sender = sender.clone();
            let (next, written, stop) = (&next, &written, &stop);
            scope.spawn(move || loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                if index >= count {
                    return;
                }
                while index >= written.load(Ordering::Acquire) + AHEAD_PER_THREAD * threads {
                    if stop.load(Ordering::Relaxed) {
                        return;
                    }
                    std::thread::sleep(Duration::from_millis(1));
                }
                let start = Instant::now();
                let Some(puzzle) =
                    generate::generate_until(options, &mut stream(seed, index), stop)
                else {
                    return;
                };
                if sender.send((index, puzzle, start.elapsed())).is_err() {
                    return;
                }
            });
        }
        drop(sender);
        let mut pending = BTreeMap::new();
        let mut result = Ok(());
        for (index, puzzle, elapsed) in receiver {
            pending.insert(index, (puzzle, elapsed));
            while let Some((puzzle, elapsed)) = pending.remove(&written.load(Ordering::Relaxed)) {
                let index = written.load(Ordering::Relaxed);
                if let Err(error) = emit(index, &puzzle, elapsed) {
                    stop.store(true, Ordering::Relaxed);
                    result = Err(error);
                    break;
                }
                written.store(index + 1, Ordering::Release);
            }
            if result.is_err() {
                break;
            }
        }
        result
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_give_the_same_puzzles_in_the_same_order() {
        let options = Options {
            level: Level::Medium,
            ..Options::default()
        };
        let collect = |threads| {
            let mut lines = Vec::new();
            generate_in_order(&options, 42, 12, threads, |index, puzzle, _| {
                lines.push((index, puzzle.puzzle.to_string()));
                Ok(())
            })
            .unwrap();
            lines
        };
        let one = collect(1);
        assert_eq!(one.len(), 12);
        assert!(one.iter().enumerate().all(|(i, (index, _))| i == *index));
        assert_eq!(collect(3), one);
    }
}
