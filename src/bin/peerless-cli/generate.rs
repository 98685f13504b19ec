//! `peerless-cli generate`: puzzles at a level, or Killer puzzles, reproducible from a seed, on
//! several threads with the same output as on one.

use std::collections::BTreeMap;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use lexopt::Parser;
use peerless::generate::{self, Options, Symmetry};
use peerless::{Killer, Level};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::stats::Stats;
use crate::{help, number, value, variant_argument, CliError, Kind, Outcome};

const HELP: &str = "\
peerless-cli generate: make puzzles with exactly one solution at a level

Usage: peerless-cli generate --level LEVEL [OPTIONS]
       peerless-cli generate --variant killer --level LEVEL [--json] [OPTIONS]

Writes one puzzle per line (81 characters, '.' for empty); with --variant killer,
one Killer per line in Peerless's format (81 cage letters, ':', the sums), or with
--json one JSON object per line: {\"puzzle\": \"<that line>\", \"level\": \"Hard\",
\"givens\": \"<81 characters>\", \"cages\": [{\"cells\": [\"r1c1\", ...], \"sum\":
15}, ...]}. Every puzzle is proved to have one solution and is graded at the level
asked for; a Killer is also solved by the techniques alone (no trial), and has
givens only at Easy. --symmetry and --minimal are for classic puzzles.

Options:
      --level LEVEL        easy, medium, hard, expert or extreme (required)
      --variant V          classic (the default) or killer
      --json               With --variant killer: a JSON object per line
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
    let mut kind = Kind::Classic;
    let mut json = false;
    let mut classic_only = None;
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return help(HELP),
            Long("variant") => kind = variant_argument(&mut parser)?,
            Long("json") => json = true,
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
                classic_only = Some("--symmetry");
            }
            Long("minimal") => {
                minimal = true;
                classic_only = Some("--minimal");
            }
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
    let seed = seed.unwrap_or_else(fresh_seed);
    let Some(level) = level else {
        return Err(CliError::Usage("--level is required".to_string()));
    };
    if kind == Kind::Killer {
        if let Some(option) = classic_only {
            return Err(CliError::Usage(format!(
                "{option} is for classic puzzles: a Killer's cages make its pattern"
            )));
        }
        let options = generate::killer::Options { level };
        return run_killer(&options, seed, count, threads, json, want_stats);
    }
    if json {
        return Err(CliError::Usage(
            "--json is for Killer puzzles (--variant killer)".to_string(),
        ));
    }
    let options = Options {
        level,
        symmetry,
        minimal,
    };
    let make =
        |rng: &mut ChaCha8Rng, stop: &AtomicBool| generate::generate_until(&options, rng, stop);
    let heading = format!(
        "seed: {seed} (level {}, symmetry {}{})",
        level.name(),
        symmetry.name(),
        if minimal { ", minimal" } else { "" }
    );
    let runs = Runs {
        seed,
        count,
        threads,
        want_stats,
    };
    runs.print(make, &heading, |out, made| {
        out.write_all(&made.puzzle.line_bytes())
    })
}

/// A run of `generate`: how many puzzles, from which seed, on how many threads, timed or not.
struct Runs {
    seed: u64,
    count: usize,
    threads: usize,
    want_stats: bool,
}

impl Runs {
    /// Makes the run's puzzles by `make` and prints each, in the seeds' order, by `line` and a
    /// newline (a count of them on a terminal's standard error); with `--stats`, `heading` and
    /// the times after them.
    fn print<T: Send>(
        &self,
        make: impl Fn(&mut ChaCha8Rng, &AtomicBool) -> Option<T> + Sync,
        heading: &str,
        mut line: impl FnMut(&mut dyn Write, &T) -> io::Result<()>,
    ) -> Result<Outcome, CliError> {
        let Runs {
            seed,
            count,
            threads,
            want_stats,
        } = *self;
        let mut stats = Stats::new(want_stats);
        let progress = io::stderr().is_terminal();
        let stdout = io::stdout();
        let mut out = BufWriter::new(stdout.lock());
        generate_in_order(make, seed, count, threads, |index, made, elapsed| {
            stats.record(elapsed);
            line(&mut out, made)?;
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
            writeln!(err, "{heading}")?;
            stats.report(&mut err, "generating")?;
        }
        Ok(Outcome::default())
    }
}

/// One Killer as `--json` writes it.
#[derive(Serialize)]
struct KillerJson {
    /// The puzzle in Peerless's one-line format.
    puzzle: String,
    /// Its level, as `grade` names it (`Easy` .. `Extreme`).
    level: &'static str,
    /// The givens, 81 characters, `.` for empty.
    givens: String,
    /// The cages, each with its cells (`r1c1`) and sum.
    cages: Vec<CageJson>,
}

/// One cage of [`KillerJson`].
#[derive(Serialize)]
struct CageJson {
    cells: Vec<String>,
    sum: u8,
}

impl KillerJson {
    fn of(puzzle: &Killer, level: Level) -> KillerJson {
        KillerJson {
            puzzle: puzzle.to_string(),
            level: level.name(),
            givens: puzzle.givens.to_string(),
            cages: puzzle
                .cages
                .iter()
                .map(|cage| CageJson {
                    cells: cage.cells().iter().map(|cell| cell.to_string()).collect(),
                    sum: cage.sum(),
                })
                .collect(),
        }
    }
}

/// `generate --variant killer`: Killers with one solution at a level, a line each.
fn run_killer(
    options: &generate::killer::Options,
    seed: u64,
    count: usize,
    threads: usize,
    json: bool,
    want_stats: bool,
) -> Result<Outcome, CliError> {
    let make = |rng: &mut ChaCha8Rng, stop: &AtomicBool| {
        generate::killer::generate_until(options, rng, stop)
    };
    let runs = Runs {
        seed,
        count,
        threads,
        want_stats,
    };
    let heading = format!(
        "seed: {seed} (variant killer, level {})",
        options.level.name()
    );
    runs.print(make, &heading, |out, made| {
        if json {
            serde_json::to_writer(&mut *out, &KillerJson::of(&made.puzzle, made.grade.level))?;
        } else {
            write!(out, "{}", made.puzzle)?;
        }
        Ok(())
    })
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

/// Makes puzzles 0..count with `make` (given each puzzle's stream and a flag that stops it) on
/// `threads` workers and hands them to `emit` in index order, with the time each took.
fn generate_in_order<T: Send>(
    make: impl Fn(&mut ChaCha8Rng, &AtomicBool) -> Option<T> + Sync,
    seed: u64,
    count: usize,
    threads: usize,
    mut emit: impl FnMut(usize, &T, Duration) -> io::Result<()>,
) -> io::Result<()> {
    if threads == 1 {
        let never = AtomicBool::new(false);
        for index in 0..count {
            let start = Instant::now();
            // With the flag never raised, `make` ends only with a puzzle.
            let Some(puzzle) = make(&mut stream(seed, index), &never) else {
                continue;
            };
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
            let (next, written, stop, make) = (&next, &written, &stop, &make);
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
                let Some(puzzle) = make(&mut stream(seed, index), stop) else {
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
        let make =
            |rng: &mut ChaCha8Rng, stop: &AtomicBool| generate::generate_until(&options, rng, stop);
        let collect = |threads| {
            let mut lines = Vec::new();
            generate_in_order(
                make,
                42,
                12,
                threads,
                |index, puzzle: &generate::Generated, _| {
                    lines.push((index, puzzle.puzzle.to_string()));
                    Ok(())
                },
            )
            .unwrap();
            lines
        };
        let one = collect(1);
        assert_eq!(one.len(), 12);
        assert!(one.iter().enumerate().all(|(i, (index, _))| i == *index));
        assert_eq!(collect(3), one);
    }
}
