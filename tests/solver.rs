//! The exact solver on public puzzle collections (`tests/data/`), checked against the definition
//! of a solution and against an independent solver (the `sudoku` crate).

#[path = "support/dug.rs"]
mod dug;

use dug::{Change, Dug};
use peerless::{rules, solver, Board, Cell, Solution};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;

fn load(name: &str) -> Vec<Board> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| line.parse().unwrap_or_else(|e| panic!("{name}: {e}")))
        .collect()
}

/// A solution is complete, clash-free and keeps every digit of the puzzle.
fn assert_solves(puzzle: &Board, solution: &Board) {
    assert!(
        rules::is_complete(solution),
        "{puzzle}: {solution} is not a solution"
    );
    for cell in Cell::ALL {
        if let Some(digit) = puzzle.get(cell) {
            assert_eq!(solution.get(cell), Some(digit), "{puzzle}: {cell} changed");
        }
    }
    assert_eq!(
        solution.givens(),
        puzzle.givens(),
        "{puzzle}: the givens stay givens"
    );
}

fn independent_count(puzzle: &Board) -> usize {
    independent_count_up_to(puzzle, 2)
}

/// The independent solver's count of `puzzle`'s solutions, up to `limit` (0 when digits clash).
fn independent_count_up_to(puzzle: &Board, limit: usize) -> usize {
    sudoku::Sudoku::from_bytes(*puzzle.as_bytes())
        .expect("a puzzle")
        .solutions_count_up_to(limit)
}

#[test]
fn proper_puzzles_have_one_solution_that_solves_them() {
    let sets = [
        "17_clue_100.txt",
        "forum_hardest_1905_11plus_100.txt",
        "forum_hardest_1106_50.txt",
        "magictour_top1465_50.txt",
        "kaggle_50.txt",
    ];
    for name in sets {
        let puzzles = load(name);
        assert!(!puzzles.is_empty());
        for puzzle in &puzzles {
            match solver::solve(puzzle) {
                Solution::Unique(solution) => {
                    assert_solves(puzzle, &solution);
                    assert_eq!(solver::first_solution(puzzle), Some(solution));
                }
                other => panic!("{name}: {puzzle}: expected one solution, got {other:?}"),
            }
            assert_eq!(solver::count_solutions(puzzle, 2), 1);
            assert_eq!(independent_count(puzzle), 1, "{puzzle}");
        }
    }
}

#[test]
fn ambiguous_puzzles_show_two_different_solutions() {
    for puzzle in &load("serg_benchmark_50.txt") {
        match solver::solve(puzzle) {
            Solution::Multiple(one, another) => {
                assert_ne!(one, another, "{puzzle}");
                assert_solves(puzzle, &one);
                assert_solves(puzzle, &another);
            }
            other => panic!("{puzzle}: expected several solutions, got {other:?}"),
        }
        assert_eq!(solver::count_solutions(puzzle, 2), 2);
        assert_eq!(independent_count(puzzle), 2, "{puzzle}");
        assert!(solver::count_solutions(puzzle, 1000) >= 2);
    }
}

#[test]
fn counting_agrees_with_the_independent_solver_beyond_two() {
    // Remove clues from hard puzzles so that they have many solutions, and count far.
    for puzzle in load("forum_hardest_1106_50.txt").iter().take(10) {
        let mut loose = *puzzle;
        for cell in Cell::ALL
            .iter()
            .filter(|c| puzzle.get(**c).is_some())
            .take(3)
        {
            loose.force(*cell, None);
        }
        let ours = solver::count_solutions(&loose, 500);
        let theirs = sudoku::Sudoku::from_bytes(*loose.as_bytes())
            .unwrap()
            .solutions_count_up_to(500);
        assert_eq!(ours, theirs, "{loose}");
    }
}

#[test]
fn a_clash_is_reported_with_its_cells_and_counts_as_no_solution() {
    let mut puzzle = load("17_clue_100.txt")[0];
    let (a, b) = (Cell::at(0, 0).unwrap(), Cell::at(0, 8).unwrap());
    let digit = peerless::Digit::new(4);
    puzzle.force(a, digit);
    puzzle.force(b, digit);
    match solver::solve(&puzzle) {
        Solution::Conflict(cells) => {
            assert!(cells.contains(a) && cells.contains(b));
            assert_eq!(cells, rules::conflicts(&puzzle));
        }
        other => panic!("expected a conflict, got {other:?}"),
    }
    assert_eq!(solver::count_solutions(&puzzle, 2), 0);
    assert_eq!(solver::first_solution(&puzzle), None);
}

proptest! {
    /// Boards dug from a solved grid reach every answer (measured over 1000: about 30% unique,
    /// 45% several, 15% none without a clash, 10% a clash), and the grid says which are possible: a dug board keeps the
    /// grid as a solution, so it has one (the grid itself) or several, never none; a wrong but
    /// clash-free digit never leaves the grid as a solution and never makes a clash.
    #[test]
    fn boards_dug_from_a_grid_get_the_answers_the_grid_allows(
        dug in dug::dug(),
        limit in 1usize..200,
    ) {
        let Dug { grid, board, change, .. } = dug;
        let clash_free = rules::conflicts(&board).is_empty();
        match solver::solve(&board) {
            Solution::Unique(solution) => {
                assert_solves(&board, &solution);
                if change == Change::Nothing {
                    prop_assert_eq!(solution.as_bytes(), grid.as_bytes(), "the grid is the solution");
                }
                if change == Change::WrongDigit {
                    prop_assert_ne!(solution.as_bytes(), grid.as_bytes());
                }
                prop_assert_eq!(independent_count(&board), 1);
            }
            Solution::Multiple(one, another) => {
                prop_assert_ne!(one, another);
                assert_solves(&board, &one);
                assert_solves(&board, &another);
                prop_assert_eq!(independent_count(&board), 2);
            }
            Solution::None => {
                prop_assert_ne!(change, Change::Nothing, "the grid solves a dug board");
                prop_assert!(clash_free);
                prop_assert_eq!(independent_count(&board), 0);
            }
            Solution::Conflict(cells) => {
                prop_assert_eq!(change, Change::Overwritten, "only an overwrite can clash");
                prop_assert_eq!(cells, rules::conflicts(&board));
                prop_assert_eq!(independent_count(&board), 0);
            }
        }
        if change != Change::Overwritten {
            prop_assert!(clash_free);
        }
        prop_assert_eq!(
            solver::count_solutions(&board, limit),
            independent_count_up_to(&board, limit),
            "{}", board
        );
        match solver::first_solution(&board) {
            Some(first) => assert_solves(&board, &first),
            None => prop_assert_eq!(solver::count_solutions(&board, 1), 0),
        }
    }
}

/// The strategy above does what it claims: over a few hundred boards every answer comes up, each
/// from the change that can cause it.
#[test]
fn dug_boards_reach_every_answer() {
    let mut runner = TestRunner::deterministic();
    let mut seen = [0usize; 4];
    for _ in 0..400 {
        let dug = dug::dug().new_tree(&mut runner).unwrap().current();
        let kind = match solver::solve(&dug.board) {
            Solution::Unique(_) => 0,
            Solution::Multiple(..) => 1,
            Solution::None => 2,
            Solution::Conflict(_) => 3,
        };
        seen[kind] += 1;
    }
    // Measured: about 115, 180, 70 and 35 of 400.
    assert!(
        seen.iter().all(|&n| n >= 20),
        "unique, several, none, clash: {seen:?}"
    );
}
