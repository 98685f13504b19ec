//! Makes the bank of practice positions for the techniques generation does not serve within
//! the practice budget (`assets/practice-bank.txt`).
//!
//! First it times generation alone (the bank aside): `practice::generated_within(t, seed, 400)`
//! for seeds 1 to 10 and each technique the engine practises. A technique is banked when a seed
//! finds no position within the 400 puzzles, or when its 95th-percentile time (nearest rank over
//! the ten seeds, so the slowest) is over `BANK_OVER`: half the 1 s the practice bench targets,
//! a margin for slower machines. Each technique's median and p95, and the decision, go to
//! standard error. The times are this machine's, so the choice is too.
//!
//! Then one pass over the puzzles of the given files, each solved by the engine's logic once,
//! and for each banked technique the first positions where it is the engine's next step, in
//! HoDoKu's library format, to standard output (the bank's header comment is written by hand).
//!
//!   cargo run --release --example practice_bank -- tests/data/logic_puzzles.txt > bank.txt
//!
//! The puzzle files are one puzzle a line (`#` comments and anything after a tab skipped), as
//! the fixtures in `tests/data/` are. At most `PER_TECHNIQUE` positions are kept for each.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use peerless::logic::{self, library, Grid, Technique};
use peerless::practice::{self, PracticeError};
use peerless::Board;

const PER_TECHNIQUE: usize = 4;

/// The seeds generation is timed on, and its budget of puzzles for each.
const SEEDS: u64 = 10;
const PUZZLES: u32 = 400;

/// A technique whose 95th-percentile time by generation is over this is banked.
const BANK_OVER: Duration = Duration::from_millis(500);

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: practice_bank FILE...");
        std::process::exit(2);
    }
    let rare: Vec<Technique> = Technique::ALL
        .iter()
        .copied()
        // The bank is of classic positions; the Killer techniques come from generated Killers.
        .filter(|&t| practice::practised(t) && !t.is_killer())
        .filter(|&t| banked(t))
        .collect();
    eprintln!(
        "banked: {}",
        rare.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ")
    );
    let mut bank: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    let mut puzzles = 0usize;
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        for line in text.lines() {
            let cells = line.split('\t').next().unwrap_or("");
            if cells.starts_with('#') || cells.trim().is_empty() {
                continue;
            }
            let Ok(mut puzzle) = cells.parse::<Board>() else {
                continue;
            };
            puzzles += 1;
            puzzle.mark_givens();
            let Ok(solution) = logic::solve_logically(&puzzle) else {
                continue;
            };
            let mut grid = Grid::new(&puzzle);
            for step in &solution.steps {
                if let Some(index) = rare.iter().position(|&t| t == step.technique) {
                    let kept = bank.entry(index).or_default();
                    if kept.len() < PER_TECHNIQUE {
                        if let Some(next) = logic::next_step(&grid) {
                            if next.technique == step.technique {
                                kept.extend(library::library_line(&grid, &next));
                            }
                        }
                    }
                }
                grid.apply(step);
            }
        }
    }
    for (index, lines) in &bank {
        println!("# {}", rare[*index].name());
        for line in lines {
            println!("{line}");
        }
    }
    eprintln!("{puzzles} puzzles read from {}", files.join(", "));
    let missing: Vec<&str> = rare
        .iter()
        .enumerate()
        .filter(|(i, _)| bank.get(i).is_none_or(|l| l.is_empty()))
        .map(|(_, t)| t.name())
        .collect();
    eprintln!("no position in these puzzles: {}", missing.join(", "));
}

/// Whether generation fails to serve `technique` within the budget: times it on the seeds and
/// says why on standard error. The first seed that finds nothing decides (the rest are not run).
fn banked(technique: Technique) -> bool {
    let mut times = Vec::new();
    for seed in 1..=SEEDS {
        let start = Instant::now();
        match practice::generated_within(technique, seed, PUZZLES) {
            Ok(_) => times.push(start.elapsed()),
            Err(PracticeError::NotFound { .. }) => {
                eprintln!(
                    "{:<32} seed {seed}: none in {PUZZLES} puzzles ({:.1} s): bank",
                    technique.name(),
                    start.elapsed().as_secs_f64()
                );
                return true;
            }
            Err(PracticeError::NeverNext(_)) => return false,
        }
    }
    times.sort();
    let (median, p95) = (percentile(&times, 0.5), percentile(&times, 0.95));
    let bank = p95 > BANK_OVER;
    eprintln!(
        "{:<32} median {:>8.1} ms  p95 {:>8.1} ms: {}",
        technique.name(),
        median.as_secs_f64() * 1e3,
        p95.as_secs_f64() * 1e3,
        if bank { "bank" } else { "generated" }
    );
    bank
}

/// The time at `fraction` of `sorted` by nearest rank (as the benches take it).
fn percentile(sorted: &[Duration], fraction: f64) -> Duration {
    let rank = ((sorted.len() as f64 * fraction).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}
