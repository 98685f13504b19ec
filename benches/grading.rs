//! Grading against the public raters, and grading speed.
//!
//! Grades the calibration set in `tests/data/rated.tsv` (299 puzzles rated by HoDoKu 2.2.0, Sudoku
//! Explainer 1.2.1.3 and qqwing; see `tests/data/README.md`), then the held-out check in
//! `tests/data/heldout.tsv` (1689 puzzles rated by HoDoKu only), and prints for each:
//!
//! - the share of puzzles whose level equals HoDoKu's (Easy, Medium, Hard, Expert, Extreme against
//!   HoDoKu's Easy, Medium, Hard, Unfair, Extreme), the share within one level, and the confusion
//!   matrix;
//! - the share of puzzles whose score equals HoDoKu's, and how many puzzles needed trial and error
//!   here where HoDoKu needed none (and the other way round);
//! - the Spearman rank correlation of our score with the SE rating (puzzles SE could not rate in
//!   60 s are left out), and of HoDoKu's own score with it for comparison;
//! - the median and 99th percentile grading time per puzzle, by our level;
//! - the time a hint takes at every position a player passes through (each step of the logical
//!   solution, with full notes; the best of three runs per position): the game computes hints on
//!   the main thread, so the slowest hint is the longest a hint can hold up a frame.
//!
//! Run: `cargo bench --bench grading`. Set `PEERLESS_RATED=path` to grade another file of the same
//! format instead, and `PEERLESS_MISMATCHES=1` to list the puzzles whose level or score differs.

use std::time::{Duration, Instant};

use peerless::logic::{hint, solve_logically, Hint, Level, Step};
use peerless::{Board, Cell, Digits, Grid};

/// One rated puzzle.
struct Rated {
    puzzle: Board,
    line: String,
    hodoku_level: Level,
    hodoku_score: u32,
    se: Option<f64>,
    /// Whether HoDoKu needed brute force (its trial and error) for the puzzle.
    hodoku_trial: bool,
}

fn hodoku_level(name: &str) -> Level {
    match name {
        "Easy" => Level::Easy,
        "Medium" => Level::Medium,
        "Hard" => Level::Hard,
        "Unfair" => Level::Expert,
        "Extreme" => Level::Extreme,
        other => panic!("unknown HoDoKu level {other:?}"),
    }
}

fn load(path: &str) -> Vec<Rated> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    text.lines()
        .skip(1)
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            Rated {
                puzzle: fields[0].parse().expect("a puzzle"),
                line: fields[0].to_string(),
                hodoku_level: hodoku_level(fields[1]),
                hodoku_score: fields[2].parse().expect("a score"),
                se: fields.get(3).and_then(|s| s.trim().parse().ok()),
                hodoku_trial: fields.get(5).is_some_and(|s| s.trim() == "yes"),
            }
        })
        .collect()
}

/// Ranks with ties sharing their mean rank.
fn ranks(values: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..values.len()).collect();
    order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
    let mut ranks = vec![0.0; values.len()];
    let mut i = 0;
    while i < order.len() {
        let mut j = i;
        while j + 1 < order.len() && values[order[j + 1]] == values[order[i]] {
            j += 1;
        }
        for &k in &order[i..=j] {
            ranks[k] = (i + j) as f64 / 2.0;
        }
        i = j + 1;
    }
    ranks
}

/// Spearman's rank correlation: Pearson's correlation of the ranks.
fn spearman(a: &[f64], b: &[f64]) -> f64 {
    let (ra, rb) = (ranks(a), ranks(b));
    let n = ra.len() as f64;
    let (ma, mb) = (ra.iter().sum::<f64>() / n, rb.iter().sum::<f64>() / n);
    let cov: f64 = ra.iter().zip(&rb).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = ra.iter().map(|x| (x - ma).powi(2)).sum();
    let vb: f64 = rb.iter().map(|y| (y - mb).powi(2)).sum();
    cov / (va * vb).sqrt()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index]
}

fn main() {
    // `cargo bench` passes `--bench`; nothing else is needed.
    let paths: Vec<String> = match std::env::var("PEERLESS_RATED") {
        Ok(path) => vec![path],
        Err(_) => ["rated.tsv", "heldout.tsv"]
            .iter()
            .map(|name| format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR")))
            .collect(),
    };
    for (i, path) in paths.iter().enumerate() {
        if i > 0 {
            println!();
        }
        report(path);
    }
}

/// Grades the puzzles of `path` and prints the agreement and timing tables.
fn report(path: &str) {
    let show_mismatches = std::env::var_os("PEERLESS_MISMATCHES").is_some();
    let rated = load(path);
    let mut confusion = [[0usize; 5]; 5];
    let mut times: [Vec<Duration>; 5] = Default::default();
    let mut all_times = Vec::new();
    let (mut exact, mut within_one) = (0, 0);
    let (mut ours, mut theirs, mut se) = (Vec::new(), Vec::new(), Vec::new());
    let mut our_levels = Vec::new();
    let mut scores = Vec::new();
    let mut hint_times = Vec::new();
    let mut slowest: Slowest = None;
    let (mut trial_only_here, mut trial_only_hodoku, mut trial_both) = (0, 0, 0);
    for entry in &rated {
        // The best of three runs: the grade is deterministic, the clock is not.
        let mut best = Duration::MAX;
        let mut result = None;
        for _ in 0..3 {
            let start = Instant::now();
            let solved = solve_logically(&entry.puzzle).expect("a proper puzzle");
            best = best.min(start.elapsed());
            result = Some(solved);
        }
        let solved = result.expect("graded");
        time_hints(&entry.puzzle, &solved.steps, &mut hint_times, &mut slowest);
        let grade = solved.grade;
        let (a, b) = (grade.level as usize, entry.hodoku_level as usize);
        confusion[b][a] += 1;
        exact += usize::from(a == b);
        within_one += usize::from(a.abs_diff(b) <= 1);
        times[a].push(best);
        all_times.push(best);
        scores.push((f64::from(grade.score), f64::from(entry.hodoku_score)));
        match (grade.needs_trial, entry.hodoku_trial) {
            (true, false) => trial_only_here += 1,
            (false, true) => trial_only_hodoku += 1,
            (true, true) => trial_both += 1,
            (false, false) => {}
        }
        if let Some(rating) = entry.se {
            our_levels.push(a as f64);
            ours.push(f64::from(grade.score));
            theirs.push(f64::from(entry.hodoku_score));
            se.push(rating);
        }
        if show_mismatches && (a != b || grade.score != entry.hodoku_score) {
            let techniques: Vec<String> = grade
                .techniques
                .iter()
                .filter(|(t, _)| !t.is_single())
                .map(|(t, n)| format!("{}x{n}", t.name()))
                .collect();
            println!(
                "{} ours {} {} hodoku {} {}  {}",
                entry.line,
                grade.level,
                grade.score,
                entry.hodoku_level,
                entry.hodoku_score,
                techniques.join(",")
            );
        }
    }
    let n = rated.len() as f64;
    println!("Grading {} puzzles of {path}", rated.len());
    println!();
    println!(
        "level equal to HoDoKu's:   {:5.1}%  ({exact}/{})",
        100.0 * exact as f64 / n,
        rated.len()
    );
    println!(
        "within one level:          {:5.1}%  ({within_one}/{})",
        100.0 * within_one as f64 / n,
        rated.len()
    );
    if se.is_empty() {
        println!("Spearman vs SE: no SE ratings in this file");
    } else {
        println!(
            "Spearman, our score vs SE: {:6.3}  ({} puzzles with an SE rating)",
            spearman(&ours, &se),
            se.len()
        );
        println!(
            "Spearman, our level vs SE: {:6.3}  (the grade players see)",
            spearman(&our_levels, &se)
        );
        println!(
            "Spearman, HoDoKu's score vs SE (for comparison): {:6.3}",
            spearman(&theirs, &se)
        );
    }
    let (all_ours, all_theirs): (Vec<f64>, Vec<f64>) = scores.iter().copied().unzip();
    let equal_scores = scores.iter().filter(|(a, b)| a == b).count();
    println!(
        "Spearman, our score vs HoDoKu's: {:6.3}",
        spearman(&all_ours, &all_theirs)
    );
    println!(
        "score equal to HoDoKu's:   {:5.1}%  ({equal_scores}/{})",
        100.0 * equal_scores as f64 / n,
        scores.len()
    );
    println!(
        "trial and error where HoDoKu needs none: {trial_only_here}; HoDoKu's brute force where \
         we need none: {trial_only_hodoku}; both: {trial_both}"
    );
    println!();
    println!("confusion (rows: HoDoKu, columns: ours)");
    print!("{:>10}", "");
    for level in Level::ALL {
        print!("{:>9}", level.name());
    }
    println!();
    let hodoku_names = ["Easy", "Medium", "Hard", "Unfair", "Extreme"];
    for (row, name) in confusion.iter().zip(hodoku_names) {
        print!("{name:>10}");
        for count in row {
            print!("{count:>9}");
        }
        println!();
    }
    println!();
    println!("grading time per puzzle (best of 3), by our level");
    println!(
        "{:>10} {:>7} {:>12} {:>12} {:>12}",
        "level", "count", "median", "p99", "max"
    );
    for (level, list) in Level::ALL.iter().zip(times.iter_mut()) {
        list.sort();
        println!(
            "{:>10} {:>7} {:>12.3?} {:>12.3?} {:>12.3?}",
            level.name(),
            list.len(),
            percentile(list, 0.5),
            percentile(list, 0.99),
            list.last().copied().unwrap_or_default()
        );
    }
    all_times.sort();
    println!(
        "{:>10} {:>7} {:>12.3?} {:>12.3?} {:>12.3?}",
        "all",
        all_times.len(),
        percentile(&all_times, 0.5),
        percentile(&all_times, 0.99),
        all_times.last().copied().unwrap_or_default()
    );
    hint_times.sort();
    println!();
    println!(
        "hint time at every step of the logical solutions ({} hints): median {:.3?}, p99 {:.3?}, \
         p99.9 {:.3?}, max {:.3?}",
        hint_times.len(),
        percentile(&hint_times, 0.5),
        percentile(&hint_times, 0.99),
        percentile(&hint_times, 0.999),
        hint_times.last().copied().unwrap_or_default()
    );
    if let Some((time, technique, puzzle)) = slowest {
        println!("slowest hint: {time:.3?}, a {technique} step, in {puzzle}");
    }
}

/// The slowest hint seen: how long it took, the technique it gave, and the puzzle.
type Slowest = Option<(Duration, &'static str, String)>;

/// Times a hint at every position of `puzzle`'s logical solution `steps`, the player's notes
/// being the candidates there, adding the times to `times` and keeping the slowest in `slowest`.
fn time_hints(puzzle: &Board, steps: &[Step], times: &mut Vec<Duration>, slowest: &mut Slowest) {
    let mut grid = Grid::new(puzzle);
    for step in steps {
        let board = grid.to_board();
        let mut notes = [Digits::EMPTY; 81];
        for cell in Cell::ALL {
            if grid.value(cell).is_none() {
                notes[cell.index()] = grid.candidates(cell);
            }
        }
        // The best of three, as for grading: the hint is deterministic, the machine is not (a
        // busy machine can stall one run by more than any hint takes).
        let mut elapsed = Duration::MAX;
        let mut answer = None;
        for _ in 0..3 {
            let start = Instant::now();
            answer = Some(std::hint::black_box(hint(puzzle, &board, &notes)));
            elapsed = elapsed.min(start.elapsed());
        }
        let answer = answer.expect("three runs");
        times.push(elapsed);
        if slowest
            .as_ref()
            .is_none_or(|(worst, _, _)| elapsed > *worst)
        {
            let technique = match &answer {
                Hint::Step(step) => step.technique.name(),
                _ => "no step",
            };
            *slowest = Some((elapsed, technique, puzzle.to_string()));
        }
        grid.apply(step);
    }
}
