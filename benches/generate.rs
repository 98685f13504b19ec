//! Generator speed and distribution, one core, beside qqwing's generator and the `sudoku` crate's
//! in the same run; and the Killer generator's, beside the classic one's.
//!
//! Run: `cargo bench --bench generate` (qqwing is used when installed: `apt-get install qqwing`).
//! `PEERLESS_GENERATE_COUNT` sets puzzles per level (default 200). For each level it prints the
//! median and 99th-percentile time to a finished, graded puzzle, the mean number of grids dug and
//! graded per puzzle, and the distribution: clue counts, scores and the techniques seen. Then
//! the Killer generator at each level (`PEERLESS_KILLER_COUNT` puzzles, default 50): the median
//! and 99th-percentile time to a Killer proved unique and graded at the level, beside the
//! classic generator's median at that level from the same run, the layouts drawn and changes
//! made to reach the level, the givens, the cage sizes, and the time the Killer solver takes to
//! prove each one unique again (counting to 2), median and 99th percentile.

use std::collections::BTreeMap;
use std::process::Command;
use std::time::{Duration, Instant};

use peerless::generate::{self, Options, Symmetry};
use peerless::{solver, Level};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod support;

use support::{ms, percentile};

/// Milliseconds per puzzle of qqwing at `difficulty` (its own default symmetry, the command
/// `qqwing --generate N --difficulty LEVEL --one-line`), or `None` when qqwing is not installed.
fn qqwing_ms(difficulty: &str, count: usize) -> Option<f64> {
    let start = Instant::now();
    let output = Command::new("qqwing")
        .args(["--generate", &count.to_string(), "--difficulty", difficulty])
        .arg("--one-line")
        .output()
        .ok()?;
    let elapsed = start.elapsed();
    let made = String::from_utf8_lossy(&output.stdout).lines().count();
    (output.status.success() && made == count).then(|| ms(elapsed) / count as f64)
}

fn main() {
    let count: usize = std::env::var("PEERLESS_GENERATE_COUNT")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(200);
    println!("generator, one core, rotational symmetry, {count} puzzles per level");
    println!(
        "{:<8} {:>9} {:>9} {:>9} {:>9} | {:<13} {:>10} {:>8}",
        "level", "median ms", "p99 ms", "attempts", "clues", "qqwing level", "qqwing ms", "ratio"
    );
    let qqwing_levels = [
        (Level::Easy, "simple"),
        (Level::Medium, "easy"),
        (Level::Hard, "intermediate"),
        (Level::Expert, "expert"),
    ];
    let mut distribution = Vec::new();
    let mut classic = Vec::new();
    for level in Level::ALL {
        let options = Options {
            level,
            symmetry: Symmetry::Rotational,
            minimal: false,
        };
        let mut times = Vec::with_capacity(count);
        let mut attempts = 0u64;
        let (mut clues, mut scores) = ((usize::MAX, 0usize), (u32::MAX, 0u32));
        let mut techniques = BTreeMap::new();
        for index in 0..count {
            let mut rng = ChaCha8Rng::seed_from_u64(2026);
            rng.set_stream(index as u64);
            let start = Instant::now();
            let puzzle = generate::generate(&options, &mut rng);
            times.push(start.elapsed());
            assert_eq!(puzzle.grade.level, level);
            attempts += u64::from(puzzle.attempts);
            let given = puzzle.puzzle.given_count();
            clues = (clues.0.min(given), clues.1.max(given));
            scores = (
                scores.0.min(puzzle.grade.score),
                scores.1.max(puzzle.grade.score),
            );
            for (technique, _) in &puzzle.grade.techniques {
                *techniques.entry(technique.name()).or_insert(0u32) += 1;
            }
        }
        times.sort();
        let (median, p99) = (percentile(&times, 0.5), percentile(&times, 0.99));
        classic.push((level, median));
        let peer = qqwing_levels.iter().find(|(l, _)| *l == level);
        let theirs = peer.and_then(|(_, name)| qqwing_ms(name, count.min(100)));
        let (peer_name, peer_ms, ratio) = match (peer, theirs) {
            (Some((_, name)), Some(t)) => (
                name.to_string(),
                format!("{t:.2}"),
                format!("{:.0}x", t / ms(median)),
            ),
            (Some((_, name)), None) => (name.to_string(), "absent".into(), "-".into()),
            (None, _) => ("-".into(), "-".into(), "-".into()),
        };
        println!(
            "{:<8} {:>9.3} {:>9.3} {:>9.1} {:>4}-{:<4} | {:<13} {:>10} {:>8}",
            level.name(),
            ms(median),
            ms(p99),
            attempts as f64 / count as f64,
            clues.0,
            clues.1,
            peer_name,
            peer_ms,
            ratio
        );
        distribution.push((level, clues, scores, techniques));
    }

    // The sudoku crate's generator makes ungraded puzzles: a floor for the digging alone.
    let mut times: Vec<Duration> = (0..count)
        .map(|_| {
            let start = Instant::now();
            std::hint::black_box(sudoku::Sudoku::generate());
            start.elapsed()
        })
        .collect();
    times.sort();
    println!(
        "sudoku crate, ungraded: median {:.3} ms, p99 {:.3} ms",
        ms(percentile(&times, 0.5)),
        ms(percentile(&times, 0.99))
    );

    println!(
        "\ndistribution by level (clues, score, techniques seen with how many puzzles used them)"
    );
    for (level, clues, scores, techniques) in distribution {
        let seen: Vec<String> = techniques
            .iter()
            .map(|(name, n)| format!("{name} {n}"))
            .collect();
        println!(
            "{}: clues {}-{}, score {}-{}; {}",
            level.name(),
            clues.0,
            clues.1,
            scores.0,
            scores.1,
            seen.join(", ")
        );
    }
    let killer_count: usize = std::env::var("PEERLESS_KILLER_COUNT")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(count.min(50));
    killer(killer_count, &classic);
}

/// The Killer generator at each level on `count` seeds (streams of 2026, as the classic
/// levels), beside the classic generator's median at the same level from this run
/// (`classic`), and the solver proving each Killer unique again.
fn killer(count: usize, classic: &[(Level, Duration)]) {
    println!("\nKiller generator, {count} puzzles per level (each unique, graded at its level, no trial)");
    println!(
        "{:<8} {:>9} {:>9} {:>8} {:>7} {:>7} | {:>10} {:>8}",
        "level", "median ms", "p99 ms", "layouts", "steers", "givens", "classic ms", "ratio"
    );
    let mut proofs = Vec::with_capacity(count * Level::ALL.len());
    let mut sizes = BTreeMap::new();
    for level in Level::ALL {
        let options = generate::killer::Options { level };
        let mut times = Vec::with_capacity(count);
        let (mut layouts, mut steers, mut givens) = (0u64, 0u64, 0usize);
        for index in 0..count {
            let mut rng = ChaCha8Rng::seed_from_u64(2026);
            rng.set_stream(index as u64);
            let start = Instant::now();
            let made = generate::killer::generate(&options, &mut rng);
            times.push(start.elapsed());
            assert_eq!(made.grade.level, level);
            assert!(!made.grade.needs_trial);
            layouts += u64::from(made.layouts);
            steers += u64::from(made.steers);
            givens += made.puzzle.givens.given_count();
            for cage in &made.puzzle.cages {
                *sizes.entry(cage.size()).or_insert(0u32) += 1;
            }
            let start = Instant::now();
            let solutions =
                solver::killer::count_solutions(&made.puzzle.givens, &made.puzzle.cages, 2);
            proofs.push(start.elapsed());
            assert_eq!(solutions, 1);
        }
        times.sort();
        let median = percentile(&times, 0.5);
        let (theirs, ratio) = match classic.iter().find(|(l, _)| *l == level) {
            Some(&(_, t)) => (
                format!("{:.3}", ms(t)),
                format!("{:.1}x", ms(median) / ms(t)),
            ),
            None => ("-".into(), "-".into()),
        };
        println!(
            "{:<8} {:>9.3} {:>9.3} {:>8.2} {:>7.1} {:>7.1} | {:>10} {:>8}",
            level.name(),
            ms(median),
            ms(percentile(&times, 0.99)),
            layouts as f64 / count as f64,
            steers as f64 / count as f64,
            givens as f64 / count as f64,
            theirs,
            ratio
        );
    }
    proofs.sort();
    let sizes: Vec<String> = sizes
        .iter()
        .map(|(size, n)| format!("{size}: {n}"))
        .collect();
    println!("cage sizes (cells: cages): {}", sizes.join(", "));
    println!(
        "Killer solver proving them unique (count to 2): median {:.3} ms, p99 {:.3} ms",
        ms(percentile(&proofs, 0.5)),
        ms(percentile(&proofs, 0.99))
    );
}
