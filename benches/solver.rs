//! Criterion benchmarks of the exact solver beside the `sudoku` crate (a JCZSolve port), on the
//! fixture samples in `tests/data/`: each iteration solves a whole sample.
//!
//! Run: `cargo bench --bench solver`. For whole public sets see `benches/solver_sets.rs`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use peerless::{solver, Board};

const SAMPLES: [(&str, &str); 4] = [
    ("kaggle", include_str!("../tests/data/kaggle_50.txt")),
    ("17_clue", include_str!("../tests/data/17_clue_100.txt")),
    (
        "forum_hardest_1106",
        include_str!("../tests/data/forum_hardest_1106_50.txt"),
    ),
    ("serg", include_str!("../tests/data/serg_benchmark_50.txt")),
];

fn solving(c: &mut Criterion) {
    for (name, text) in SAMPLES {
        let ours: Vec<Board> = text.lines().map(|l| l.parse().unwrap()).collect();
        let theirs: Vec<sudoku::Sudoku> = ours
            .iter()
            .map(|b| sudoku::Sudoku::from_bytes(*b.as_bytes()).unwrap())
            .collect();
        let mut group = c.benchmark_group(format!("{name} x{}", ours.len()));
        group.bench_function("count to 2: peerless", |b| {
            b.iter(|| {
                ours.iter()
                    .map(|p| solver::count_solutions(black_box(p), 2))
                    .sum::<usize>()
            })
        });
        group.bench_function("count to 2: sudoku crate", |b| {
            b.iter(|| {
                theirs
                    .iter()
                    .map(|s| black_box(*s).solutions_count_up_to(2))
                    .sum::<usize>()
            })
        });
        group.bench_function("first solution: peerless", |b| {
            b.iter(|| {
                ours.iter()
                    .filter(|p| solver::first_solution(black_box(p)).is_some())
                    .count()
            })
        });
        group.bench_function("first solution: sudoku crate", |b| {
            b.iter(|| {
                theirs
                    .iter()
                    .filter(|s| black_box(**s).some_solution().is_some())
                    .count()
            })
        });
        group.finish();
    }
}

criterion_group!(benches, solving);
criterion_main!(benches);
