//! The Killer techniques on published Killers and random layouts: sound, found, explained.

use proptest::prelude::*;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::board::{Cell, Digit};
use crate::killer::testing::random_layout;
use crate::logic::Level;
use crate::sets::CellSet;

/// The published Killers of `tests/data/killer_published.txt` (sources in its README), each
/// with its published solution.
fn published() -> Vec<(Killer, Board)> {
    include_str!("../../../tests/data/killer_published.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (puzzle, solution) = line.split_once(' ').expect("puzzle and solution");
            (
                Killer::parse(puzzle).expect("a Killer"),
                solution.parse().expect("a solution"),
            )
        })
        .collect()
}

fn cell(name: &str) -> Cell {
    crate::logic::testing::cell(name)
}

#[test]
fn a_cage_of_3_in_two_cells_is_1_and_2() {
    // Wikipedia's example: its first cage is r1c1 and r1c2, adding up to 3.
    let (killer, _) = &published()[0];
    let grid = grid(&killer.givens, &killer.cages);
    let step = find(&grid, &killer.cages, Technique::CageCombinations).expect("a step");
    assert_eq!(
        step.focus_cells,
        CellSet::single(cell("r1c1")) | CellSet::single(cell("r1c2"))
    );
    assert_eq!(
        step.text(),
        "Cage Combinations: the cage of r1c1 and r1c2 adds up to 3; different digits make that \
         only as 1+2. That means r1c1 and r1c2 cannot be 3, 4, 5, 6, 7, 8 or 9."
    );
}

#[test]
fn a_placed_digit_leaves_its_cage_too() {
    let (killer, _) = &published()[0];
    let mut grid = grid(&killer.givens, &killer.cages);
    let one = Digit::new(1).unwrap();
    let step = crate::logic::step::StepBuilder::new(Technique::Trial)
        .place(cell("r1c1"), one)
        .explain(crate::l10n::Message::new("step-trial"));
    apply(&mut grid, &killer.cages, &step);
    assert!(!grid.has(cell("r1c2"), one), "a cage mate");
    assert!(!grid.has(cell("r5c1"), one), "a peer");
}

#[test]
fn published_killers_are_solved_by_hand_to_their_solutions() {
    for (killer, solution) in published() {
        let solved = solve_logically(&killer).expect("a proper Killer");
        assert_eq!(solved.solution.to_string(), solution.to_string());
        assert!(!solved.grade.needs_trial, "{:?}", solved.grade);
        let mut grid = grid(&killer.givens, &killer.cages);
        for step in &solved.steps {
            assert!(agrees_with(step, &solution), "{step:?}");
            assert!(!step.technique.is_uniqueness());
            apply(&mut grid, &killer.cages, step);
        }
        assert_eq!(grid.to_board().to_string(), solution.to_string());
        assert!(solved.grade.level <= Level::Hard, "{:?}", solved.grade);
    }
}

/// Every Killer technique is found at some position of the published Killers' or of random
/// layouts' solutions by hand, and says its arithmetic.
#[test]
fn every_killer_technique_is_found_and_explained() {
    let mut seen = Vec::new();
    let mut puzzles: Vec<(Cages, Board)> = published()
        .into_iter()
        .map(|(killer, solution)| (killer.cages, solution))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(59);
    for size in [3, 4, 5, 6] {
        for _ in 0..4 {
            let solution = solver::random_solution(&Board::EMPTY, &mut rng).unwrap();
            puzzles.push((random_layout(&solution, size, &mut rng), solution));
        }
    }
    for (cages, solution) in &puzzles {
        let mut grid = grid(&Board::EMPTY, cages);
        while let Some(step) = next_step(&grid, cages) {
            for technique in ORDER.into_iter().filter(|t| t.is_killer()) {
                if let Some(found) = find(&grid, cages, technique) {
                    assert!(agrees_with(&found, solution), "{found:?}");
                    let text = found.text();
                    // The arithmetic: a sum worked out, or the ways to make one.
                    assert!(
                        text.contains(" = ") || text.contains('+') || found.focus_cells.len() == 1,
                        "{text}"
                    );
                    if !seen.contains(&technique) {
                        seen.push(technique);
                    }
                }
            }
            apply(&mut grid, cages, &step);
        }
    }
    for technique in ORDER.into_iter().filter(|t| t.is_killer()) {
        assert!(seen.contains(&technique), "{technique} never found");
    }
}

#[test]
fn the_order_holds_every_technique_once_uniqueness_left_out() {
    let all: Vec<Technique> = order().collect();
    for &technique in Technique::ALL {
        let expected = technique.in_default_set()
            && !technique.is_uniqueness()
            && technique != Technique::Trial;
        assert_eq!(
            all.iter().filter(|&&t| t == technique).count(),
            usize::from(expected),
            "{technique}"
        );
    }
    // Each level's techniques come before the next level's Killer ones.
    for pair in ORDER.windows(2) {
        assert!(pair[0].level() <= pair[1].level(), "{pair:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Over random layouts (which may have many solutions), with some of the solution given,
    /// no step removes or places against the grid the layout was grown over: each is sound.
    #[test]
    fn steps_never_contradict_a_solution(seed in any::<u64>(), size in 2usize..7, shown in 0usize..30) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let solution = solver::random_solution(&Board::EMPTY, &mut rng).unwrap();
        let cages = random_layout(&solution, size, &mut rng);
        let mut board = Board::EMPTY;
        for cell in Cell::ALL.into_iter().filter(|c| (c.index() * 7 + seed as usize) % 81 < shown) {
            board.force(cell, solution.get(cell));
        }
        let mut grid = grid(&board, &cages);
        let mut steps = 0;
        while let Some(step) = next_step(&grid, &cages) {
            prop_assert!(agrees_with(&step, &solution), "{:?}", step);
            apply(&mut grid, &cages, &step);
            steps += 1;
            prop_assert!(steps < 2000);
        }
    }
}
