//! Our solver against the `sudoku` crate (a JCZSolve port, the fastest Rust solver we know) on the
//! public puzzle sets, single thread, in the same run: puzzles per second and the ratio, for the
//! first solution and for counting to 2 (the uniqueness check the generator makes).
//!
//! Run: `cargo bench --bench solver_sets` (reads `../shared/data/*.txt` or `$PEERLESS_DATA`; a
//! missing set is skipped). `PEERLESS_ROUNDS` sets the number of timed rounds (default 5); the
//! table gives the median round. Every puzzle's solution count is checked to agree between the two
//! solvers before anything is timed.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

use peerless::{solver, Board};

const SETS: [&str; 6] = [
    "kaggle_10k.txt",
    "17_clue.txt",
    "magictour_top1465.txt",
    "forum_hardest_1905_11plus.txt",
    "forum_hardest_1106.txt",
    "serg_benchmark.txt",
];

fn data_dir() -> PathBuf {
    std::env::var_os("PEERLESS_DATA")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data"))
}

/// Puzzles per second of one timed run of `run` over `count` puzzles.
fn rate(count: usize, run: impl FnOnce() -> usize) -> f64 {
    let start = Instant::now();
    black_box(run());
    count as f64 / start.elapsed().as_secs_f64()
}

/// The processor's model, as Linux names it (`/proc/cpuinfo`), or the architecture elsewhere: a
/// figure says where it was measured, since the solvers' order can differ between processors.
fn processor() -> String {
    std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find_map(|line| line.strip_prefix("model name"))
                .and_then(|rest| rest.split_once(':'))
                .map(|(_, model)| model.trim().to_string())
        })
        .unwrap_or_else(|| std::env::consts::ARCH.to_string())
}

/// The median of some rates.
fn median(mut rates: Vec<f64>) -> f64 {
    rates.sort_by(f64::total_cmp);
    rates[rates.len() / 2]
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument selects sets by name.
    let filter: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let rounds: usize = std::env::var("PEERLESS_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(5);
    let dir = data_dir();
    let vectors = solver::vectors();
    println!("solver comparison, single thread, median of {rounds} rounds (puzzles/s)");
    println!(
        "processor: {}; the solver's vectors: {vectors}",
        processor()
    );
    println!(
        "{:<30} {:>7} | {:>11} {:>11} {:>6} | {:>11} {:>11} {:>6} | vectors",
        "set", "puzzles", "first:ours", "sudoku", "ratio", "count2:ours", "sudoku", "ratio",
    );
    for name in SETS {
        if filter.as_deref().is_some_and(|f| !name.contains(f)) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(dir.join(name)) else {
            println!("{name:<30} skipped: not found in {}", dir.display());
            continue;
        };
        let ours: Vec<Board> = text.lines().map(|l| l.parse().expect("a puzzle")).collect();
        let theirs: Vec<sudoku::Sudoku> = ours
            .iter()
            .map(|b| sudoku::Sudoku::from_bytes(*b.as_bytes()).expect("a puzzle"))
            .collect();
        for (a, b) in ours.iter().zip(&theirs) {
            let (x, y) = (solver::count_solutions(a, 2), b.solutions_count_up_to(2));
            assert_eq!(x, y, "solution counts differ on {a}");
        }
        let n = ours.len();
        // Interleave the solvers round by round so that machine noise hits both alike; report
        // each one's median round.
        let mut rates: [Vec<f64>; 4] = Default::default();
        for _ in 0..rounds {
            rates[0].push(rate(n, || {
                ours.iter()
                    .filter(|b| solver::first_solution(black_box(b)).is_some())
                    .count()
            }));
            rates[1].push(rate(n, || {
                theirs
                    .iter()
                    .filter(|s| black_box(**s).some_solution().is_some())
                    .count()
            }));
            rates[2].push(rate(n, || {
                ours.iter()
                    .map(|b| solver::count_solutions(black_box(b), 2))
                    .sum()
            }));
            rates[3].push(rate(n, || {
                theirs
                    .iter()
                    .map(|s| black_box(*s).solutions_count_up_to(2))
                    .sum()
            }));
        }
        let [fo, ft, co, ct] = rates.map(median);
        println!(
            "{name:<30} {n:>7} | {fo:>11.0} {ft:>11.0} {:>5.2}x | {co:>11.0} {ct:>11.0} {:>5.2}x | \
             {vectors}",
            fo / ft,
            co / ct
        );
    }
}
