//! Practice positions: for every technique the engine practises, the time to a position from
//! a seed (median and 95th percentile over seeds), how many puzzles of its level it took, and
//! whether it came from generation or from the bank of published positions (the techniques
//! generated puzzles rarely need). The target: a position within 1 s at the 95th percentile
//! for each technique made by generation.
//!
//! Run: `cargo bench --bench practice`. `PEERLESS_PRACTICE_SEEDS` sets positions per technique
//! (default 20). No peer makes practice positions, so no peer's figure stands beside ours.

use std::time::{Duration, Instant};

use peerless::practice::{practice, PracticeError, Source};
use peerless::Technique;

mod support;

use support::{ms, percentile};

fn main() {
    let seeds: u64 = std::env::var("PEERLESS_PRACTICE_SEEDS")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(20);
    println!("practice positions, one core, {seeds} seeds per technique");
    println!(
        "{:<32} {:>6} {:>10} {:>10} {:>10} {:>8} {:>10}",
        "technique", "found", "median ms", "p95 ms", "puzzles", "within", "from"
    );
    let (mut made, mut over, mut rare, mut banked) = (0, 0, Vec::new(), Vec::new());
    for &technique in Technique::ALL {
        let mut times = Vec::new();
        let mut puzzles = 0u64;
        let mut missed = 0;
        let mut from_bank = false;
        for seed in 1..=seeds {
            let start = Instant::now();
            match practice(technique, seed) {
                Ok(found) => {
                    times.push(start.elapsed());
                    puzzles += u64::from(found.puzzles);
                    from_bank = found.source == Source::Bank;
                }
                Err(PracticeError::NeverNext(_)) => break,
                Err(PracticeError::NotFound { .. }) => missed += 1,
            }
            // A technique generation does not serve: two misses tell, without the whole run.
            if times.is_empty() && missed >= 2 {
                break;
            }
        }
        if times.is_empty() {
            if missed > 0 {
                rare.push(technique);
                println!(
                    "{:<32} {:>6}   (none: rare in generated puzzles, and not in the bank)",
                    technique.name(),
                    0
                );
            }
            continue;
        }
        times.sort();
        let p95 = percentile(&times, 0.95);
        let within = p95 <= Duration::from_secs(1);
        if from_bank {
            banked.push(technique);
        } else {
            made += 1;
            over += usize::from(!within);
        }
        println!(
            "{:<32} {:>6} {:>10.1} {:>10.1} {:>10.1} {:>8} {:>10}",
            technique.name(),
            format!("{}/{}", times.len(), times.len() + missed),
            ms(percentile(&times, 0.5)),
            ms(p95),
            puzzles as f64 / times.len() as f64,
            if within { "1 s" } else { "over" },
            if from_bank { "bank" } else { "generated" }
        );
    }
    let names = |all: &[Technique]| all.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ");
    println!(
        "{made} techniques made by generation ({over} over 1 s at p95); {} from the bank: {}; \
         {} with no position: {}",
        banked.len(),
        names(&banked),
        rare.len(),
        names(&rare)
    );
}
