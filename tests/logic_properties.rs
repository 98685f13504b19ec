//! The logic engine against the exact solver, over thousands of puzzles: no step may contradict the
//! solution, the steps must reach it, hints built on a player's notes must be true, and what a
//! step gives for drawing (candidates by role, links with their strength) must be true too.
//!
//! The puzzles are `tests/data/logic_puzzles.txt` (2000 puzzles from five public lists, easy to
//! extreme) and the 299 rated puzzles of `tests/data/rated.tsv`; see `tests/data/README.md`.

use std::sync::OnceLock;

mod common;

use peerless::logic::{hint, solve_logically, Grid, Hint, LogicalSolution, Node, Step, Technique};
use peerless::solver::{self, Solution};
use peerless::{Board, Cell, Digit, Digits};
use proptest::prelude::*;

/// Every test puzzle with its solution and its logical solution. Each puzzle is solved once, on
/// every core (the hardest need forcing nets), and the tests below share the answers.
fn puzzles() -> &'static [(Board, Board, LogicalSolution)] {
    static PUZZLES: OnceLock<Vec<(Board, Board, LogicalSolution)>> = OnceLock::new();
    PUZZLES.get_or_init(|| {
        let lists = include_str!("data/logic_puzzles.txt");
        let rated = include_str!("data/rated.tsv");
        let lines: Vec<&str> = lists
            .lines()
            .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
            .chain(
                rated
                    .lines()
                    .skip(1)
                    .map(|line| line.split('\t').next().unwrap()),
            )
            .collect();
        let solve = |line: &str| {
            let mut puzzle: Board = line.parse().expect("a puzzle");
            puzzle.mark_givens();
            let Solution::Unique(solution) = solver::solve(&puzzle) else {
                panic!("not a proper puzzle: {line}");
            };
            let solved = solve_logically(&puzzle).expect("a proper puzzle");
            (puzzle, solution, solved)
        };
        common::on_every_core(&lines, |line| solve(line))
    })
}

/// Why `step` contradicts `solution`, if it does.
fn contradiction(step: &Step, solution: &Board) -> Option<String> {
    for placement in &step.placements {
        if solution.get(placement.cell) != Some(placement.digit) {
            return Some(format!("places {placement}"));
        }
    }
    for elimination in &step.eliminations {
        if solution.get(elimination.cell) == Some(elimination.digit) {
            return Some(format!("removes {elimination}, the solution's digit"));
        }
    }
    None
}

/// Whether `node` is true in `solution`: its candidate is the cell's digit, or its digit is in one
/// of its cells.
fn holds(node: Node, solution: &Board) -> bool {
    node.candidates()
        .any(|c| solution.get(c.cell) == Some(c.digit))
}

/// Why the drawing data of `step` is wrong on `grid` (the candidates before the step), if it is:
/// every candidate with a role and every elimination must be a candidate of the grid, and every
/// link must hold in the solution as its strength says (a weak link's ends are not both true; a
/// node reached by strong links is true, or one of their sources is: one link in a chain, every
/// fact a single stood on in a net).
fn bad_drawing(step: &Step, grid: &Grid, solution: &Board) -> Option<String> {
    for (candidate, role) in &step.roles.candidates {
        if !grid.has(candidate.cell, candidate.digit) {
            return Some(format!("{candidate} ({role:?}) is not a candidate"));
        }
    }
    for elimination in &step.eliminations {
        if !grid.has(elimination.cell, elimination.digit) {
            return Some(format!("removes {elimination}, not a candidate"));
        }
    }
    for chain in &step.roles.chains {
        for link in &chain.links {
            if !link.strong && holds(link.from, solution) && holds(link.to, solution) {
                return Some(format!("weak link {link:?} has both ends true"));
            }
            for node in link.from.candidates().chain(link.to.candidates()) {
                if !grid.has(node.cell, node.digit) {
                    return Some(format!("link {link:?} uses {node}, not a candidate"));
                }
            }
        }
        for link in chain.links.iter().filter(|link| link.strong) {
            let sources: Vec<Node> = chain
                .links
                .iter()
                .filter(|other| other.strong && other.to == link.to)
                .map(|other| other.from)
                .collect();
            if !holds(link.to, solution) && !sources.iter().any(|&s| holds(s, solution)) {
                return Some(format!(
                    "strong links into {} from {sources:?}: all false",
                    link.to
                ));
            }
        }
    }
    None
}

#[test]
fn every_step_is_true_and_the_steps_reach_the_solution() {
    let mut trials = 0;
    let mut used = std::collections::HashSet::new();
    for (puzzle, solution, solved) in puzzles() {
        assert_eq!(&solved.solution, solution);
        let mut grid = Grid::new(puzzle);
        for step in &solved.steps {
            if let Some(problem) = contradiction(step, solution) {
                panic!(
                    "{puzzle}: {} {problem}: {}",
                    step.technique, step.explanation
                );
            }
            assert!(
                !step.placements.is_empty() || !step.eliminations.is_empty(),
                "{puzzle}: an empty step: {step:?}"
            );
            if let Some(problem) = bad_drawing(step, &grid, solution) {
                panic!(
                    "{puzzle}: {} {problem}: {}",
                    step.technique, step.explanation
                );
            }
            grid.apply(step);
        }
        assert!(grid.is_solved(), "{puzzle}: the steps stop short");
        assert_eq!(grid.to_board().as_bytes(), solution.as_bytes());
        used.extend(solved.steps.iter().map(|s| s.technique));
        let used_trial = solved.steps.iter().any(|s| s.technique == Technique::Trial);
        assert_eq!(solved.grade.needs_trial, used_trial);
        trials += usize::from(used_trial);
        let counted: u32 = solved.grade.techniques.iter().map(|(_, n)| n).sum();
        assert_eq!(counted as usize, solved.steps.len());
    }
    // The lists reach from trivial to the hardest known puzzles: both kinds must be there.
    assert!(trials > 0 && trials < puzzles().len());
    // And they reach the techniques HoDoKu uses before it guesses.
    for technique in [
        Technique::ForcingChain,
        Technique::ForcingNet,
        Technique::AlsXyChain,
        Technique::FinnedFrankenSwordfish,
        Technique::GroupedNiceLoop,
    ] {
        assert!(used.contains(&technique), "{technique} never used");
    }
}

/// The position after the first `steps` logical steps of `puzzle` (`solved`): the board and, as
/// notes, the candidates left.
fn position_after(puzzle: &Board, solved: &LogicalSolution, steps: usize) -> (Board, [Digits; 81]) {
    let mut grid = Grid::new(puzzle);
    for step in solved.steps.iter().take(steps) {
        grid.apply(step);
    }
    let mut notes = [Digits::EMPTY; 81];
    for cell in Cell::ALL {
        notes[cell.index()] = grid.candidates(cell);
    }
    (grid.to_board(), notes)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn hints_on_the_players_notes_are_true(index in 0usize..2299, progress in 0usize..120) {
        let (puzzle, solution, solved) = &puzzles()[index % puzzles().len()];
        let (board, notes) = position_after(puzzle, solved, progress);
        match hint(puzzle, &board, &notes) {
            Hint::Step(step) => {
                prop_assert!(contradiction(&step, solution).is_none(), "{:?}", step);
                let grid = Grid::with_notes(&board, &notes);
                prop_assert!(bad_drawing(&step, &grid, solution).is_none(), "{:?}", step);
                // A hint removes only notes the player has.
                for elimination in &step.eliminations {
                    prop_assert!(notes[elimination.cell.index()].contains(elimination.digit));
                }
            }
            Hint::Solved => prop_assert!(board.is_full()),
            other => prop_assert!(false, "unexpected hint {:?}", other),
        }
    }

    #[test]
    fn a_wrong_entry_is_reported_before_anything_else(
        index in 0usize..2299,
        pick in 0usize..81,
        shift in 1usize..9,
    ) {
        let (puzzle, solution, _) = &puzzles()[index % puzzles().len()];
        let open: Vec<Cell> = puzzle.empty_cells().iter().collect();
        let cell = open[pick % open.len()];
        let correct = solution.get(cell).unwrap();
        let wrong = Digit::ALL[(correct.index() + shift) % 9];
        let mut player = *puzzle;
        player.set(cell, Some(wrong)).unwrap();
        let answer = hint(puzzle, &player, &[Digits::EMPTY; 81]);
        prop_assert_eq!(answer, Hint::Mistake { cell, entered: wrong, correct });
    }
}
