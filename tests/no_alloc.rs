//! The rules layer's hot paths and the solver allocate nothing: counted by the engine's
//! counting allocator, installed here, which tallies the allocations of the thread that runs the
//! work (so other test threads cannot disturb the count).

use std::hint::black_box;

#[path = "../src/heap.rs"]
mod heap;

use heap::CountingAllocator;
use peerless::{rules, solver, Board, Cell, Digit};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[global_allocator]
static GLOBAL: CountingAllocator = CountingAllocator;

/// How many allocations `work` makes.
fn allocations_in(work: impl FnOnce()) -> u64 {
    let before = heap::allocations();
    work();
    heap::allocations() - before
}

#[test]
fn engine_hot_paths_do_not_allocate() {
    let solved: Board =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
            .parse()
            .unwrap();
    let puzzle: Board =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
            .parse()
            .unwrap();
    let clashing = Board::from_matrix(&[[5u8; 9]; 9]).unwrap();
    let boards = [solved, puzzle, clashing];
    // For the solver also an empty board (many solutions) and one of the hardest known puzzles
    // (Arto Inkala's, published 2012), which branches deeply.
    let hardest: Board =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
            .parse()
            .unwrap();
    let solver_boards = [solved, puzzle, clashing, Board::default(), hardest];
    let mut rng = ChaCha8Rng::seed_from_u64(7);

    // Sanity check that the counter sees allocations at all.
    assert!(allocations_in(|| drop(black_box(vec![1u8; 16]))) >= 1);

    let counts = [
        (
            "candidates",
            allocations_in(|| {
                for board in &boards {
                    for cell in Cell::ALL {
                        black_box(rules::candidates(black_box(board), cell));
                    }
                }
            }),
        ),
        (
            "candidate_grid",
            allocations_in(|| {
                for board in &boards {
                    black_box(rules::candidate_grid(black_box(board)));
                }
            }),
        ),
        (
            "is_legal",
            allocations_in(|| {
                for board in &boards {
                    for cell in Cell::ALL {
                        for digit in Digit::ALL {
                            black_box(rules::is_legal(black_box(board), cell, digit));
                        }
                    }
                }
            }),
        ),
        (
            "conflicts",
            allocations_in(|| {
                for board in &boards {
                    black_box(rules::conflicts(black_box(board)));
                }
            }),
        ),
        (
            "conflict_pairs",
            allocations_in(|| {
                for board in &boards {
                    black_box(rules::conflict_pairs(black_box(board)).count());
                }
            }),
        ),
        (
            "is_complete",
            allocations_in(|| {
                for board in &boards {
                    black_box(rules::is_complete(black_box(board)));
                }
            }),
        ),
        (
            "solve/count_solutions/first_solution",
            allocations_in(|| {
                for board in &solver_boards {
                    black_box(solver::solve(black_box(board)));
                    black_box(solver::count_solutions(black_box(board), 100));
                    black_box(solver::first_solution(black_box(board)));
                }
            }),
        ),
        (
            "random_solution",
            allocations_in(|| {
                for board in &solver_boards {
                    black_box(solver::random_solution(black_box(board), &mut rng));
                }
            }),
        ),
        (
            "filled_count/given_count",
            allocations_in(|| {
                for board in &boards {
                    black_box(black_box(board).filled_count() + board.given_count());
                }
            }),
        ),
    ];
    for (name, count) in counts {
        println!("{name}: {count} allocations");
        assert_eq!(count, 0, "{name} allocated");
    }
}
