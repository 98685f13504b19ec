//! The rules layer's hot paths and the solvers allocate nothing, classic and Killer: counted by the engine's
//! counting allocator, installed here, which tallies the allocations of the thread that runs the
//! work (so other test threads cannot disturb the count).

use std::hint::black_box;

#[path = "../src/heap.rs"]
mod heap;

use heap::CountingAllocator;
use peerless::generate::killer as killer_generator;
use peerless::{rules, solver, Board, Cages, Cell, CellSet, Digit};
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

    // A Killer made by the generator (which may allocate: it is not measured), its solution,
    // the solution with two cells swapped (clashing in a cage or in a sum), and an empty grid.
    let killer = killer_generator::generate(
        &killer_generator::Options::default(),
        &mut ChaCha8Rng::seed_from_u64(3),
    );
    let cages = &killer.puzzle.cages;
    let mut swapped = killer.solution;
    let (a, b) = (Cell::ALL[0], Cell::ALL[1]);
    swapped.force(a, killer.solution.get(b));
    swapped.force(b, killer.solution.get(a));
    let killer_boards = [Board::EMPTY, killer.solution, swapped, puzzle];
    let cage_list: Vec<(CellSet, u32)> = cages
        .iter()
        .map(|cage| (cage.cells(), u32::from(cage.sum())))
        .collect();

    let counts = [
        (
            "Cages::new",
            allocations_in(|| {
                black_box(Cages::new(black_box(&cage_list).iter().copied()).is_ok());
            }),
        ),
        (
            "killer rules: is_legal/candidates/candidate_grid",
            allocations_in(|| {
                for board in &killer_boards {
                    black_box(rules::killer::candidate_grid(black_box(board), cages));
                    for cell in Cell::ALL {
                        black_box(rules::killer::candidates(board, cages, cell));
                        for digit in Digit::ALL {
                            black_box(rules::killer::is_legal(board, cages, cell, digit));
                        }
                    }
                }
            }),
        ),
        (
            "killer rules: conflicts/cage_clashes/is_complete",
            allocations_in(|| {
                for board in &killer_boards {
                    black_box(rules::killer::conflicts(black_box(board), cages));
                    rules::killer::cage_clashes(board, cages, |clash| {
                        black_box(clash);
                    });
                    black_box(rules::killer::is_complete(board, cages));
                }
            }),
        ),
        (
            "killer solve/count_solutions/first_solution",
            allocations_in(|| {
                for board in &killer_boards {
                    black_box(solver::killer::solve(black_box(board), cages));
                    black_box(solver::killer::count_solutions(board, cages, 10));
                    black_box(solver::killer::first_solution(board, cages));
                }
            }),
        ),
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
