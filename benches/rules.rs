//! The rules layer against the plain loop versions it replaces (`src/rules/naive.rs`, the unit
//! tests' oracle, included here by path since it is not part of the library), so the speed-up of
//! the compile-time peer table and the one-pass unit masks is measured, not claimed.
//!
//! Run: `cargo bench --bench rules`. Each group prints the fast and the naive version side by side.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use peerless::rules;
use peerless::{Board, Cell, Digit};

#[path = "../src/rules/naive.rs"]
mod naive;

const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn is_legal(c: &mut Criterion) {
    let board: Board = PUZZLE.parse().unwrap();
    // Every (cell, digit) pair once per iteration: 729 calls.
    let mut group = c.benchmark_group("is_legal x729");
    group.bench_function("peer table", |b| {
        b.iter(|| {
            let board = black_box(&board);
            let mut legal = 0u32;
            for cell in Cell::ALL {
                for digit in Digit::ALL {
                    legal += u32::from(rules::is_legal(board, cell, digit));
                }
            }
            legal
        })
    });
    group.bench_function("naive loops", |b| {
        b.iter(|| {
            let board = black_box(&board);
            let mut legal = 0u32;
            for cell in Cell::ALL {
                for digit in Digit::ALL {
                    legal += u32::from(naive::is_legal(board, cell, digit));
                }
            }
            legal
        })
    });
    group.finish();
}

fn candidates(c: &mut Criterion) {
    let board: Board = PUZZLE.parse().unwrap();
    let mut group = c.benchmark_group("candidates of all 81 cells");
    group.bench_function("peer table, per cell", |b| {
        b.iter(|| {
            let board = black_box(&board);
            Cell::ALL.map(|cell| rules::candidates(board, cell))
        })
    });
    group.bench_function("unit masks, one pass", |b| {
        b.iter(|| rules::candidate_grid(black_box(&board)))
    });
    group.bench_function("naive loops", |b| {
        b.iter(|| {
            let board = black_box(&board);
            Cell::ALL.map(|cell| naive::candidates(board, cell))
        })
    });
    group.finish();
}

fn conflicts(c: &mut Criterion) {
    let full: Board = SOLVED.parse().unwrap();
    let mut group = c.benchmark_group("conflicts on a full board");
    group.bench_function("unit masks", |b| {
        b.iter(|| rules::conflicts(black_box(&full)))
    });
    group.bench_function("naive pairs", |b| {
        b.iter(|| naive::conflicts(black_box(&full)))
    });
    group.finish();

    let mut group = c.benchmark_group("is_complete on a full board");
    group.bench_function("unit masks", |b| {
        b.iter(|| rules::is_complete(black_box(&full)))
    });
    group.bench_function("naive: full and no conflicts", |b| {
        b.iter(|| {
            let full = black_box(&full);
            full.is_full() && naive::conflicts(full).is_empty()
        })
    });
    group.finish();
}

criterion_group!(benches, is_legal, candidates, conflicts);
criterion_main!(benches);
