//! Criterion benchmarks of the Killer engine: the solver on generated Killers (proving each
//! unique, and a first solution), and the generator making one, beside the classic generator
//! making one graded puzzle, in the same run.
//!
//! Run: `cargo bench --bench killer`. `benches/generate.rs` prints the Killer generator's median
//! and 99th percentile per puzzle; `scripts/killer-cpsat.sh` times the solver beside CP-SAT.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use peerless::generate::{self, Options};
use peerless::{solver, Level};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The Killers of seeds 0..50 of stream 2026.
fn killers() -> Vec<peerless::Killer> {
    (0..50)
        .map(|index| {
            let mut rng = ChaCha8Rng::seed_from_u64(2026);
            rng.set_stream(index);
            generate::killer::generate(&generate::killer::Options::default(), &mut rng).puzzle
        })
        .collect()
}

fn solving(c: &mut Criterion) {
    let puzzles = killers();
    let mut group = c.benchmark_group(format!("killer x{}", puzzles.len()));
    group.bench_function("count to 2", |b| {
        b.iter(|| {
            puzzles
                .iter()
                .map(|p| solver::killer::count_solutions(black_box(&p.givens), &p.cages, 2))
                .sum::<usize>()
        })
    });
    group.bench_function("first solution", |b| {
        b.iter(|| {
            puzzles
                .iter()
                .filter(|p| {
                    solver::killer::first_solution(black_box(&p.givens), &p.cages).is_some()
                })
                .count()
        })
    });
    group.finish();
}

fn generating(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate one puzzle");
    group.sample_size(20);
    let mut seed = 0u64;
    let killer = generate::killer::Options {
        level: Level::Medium,
    };
    group.bench_function("killer Medium, graded", |b| {
        b.iter(|| {
            seed += 1;
            generate::killer::generate(&killer, &mut ChaCha8Rng::seed_from_u64(seed))
        })
    });
    let options = Options {
        level: Level::Medium,
        ..Options::default()
    };
    let mut seed = 0u64;
    group.bench_function("classic Medium, graded", |b| {
        b.iter(|| {
            seed += 1;
            generate::generate(&options, &mut ChaCha8Rng::seed_from_u64(seed))
        })
    });
    group.finish();
}

criterion_group!(benches, solving, generating);
criterion_main!(benches);
