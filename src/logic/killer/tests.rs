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
    // Level by level: no technique comes after a harder one.
    for pair in all.windows(2) {
        assert!(pair[0].level() <= pair[1].level(), "{pair:?}");
    }
    assert_eq!(
        all[..ORDER.len()],
        ORDER,
        "the Killer order leads up to Hard"
    );
}

/// Hard Killers generated from `seed`, each with its full solve by hand.
fn hard_killers(seed: u64, count: usize) -> Vec<(Killer, LogicalSolution)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let options = crate::generate::killer::Options { level: Level::Hard };
    (0..count)
        .map(|_| {
            let killer = crate::generate::killer::generate(&options, &mut rng).puzzle;
            let full = solve_logically(&killer).unwrap();
            (killer, full)
        })
        .collect()
}

/// The grid of `killer` after `steps`.
fn grid_after(killer: &Killer, steps: &[Step]) -> Grid {
    let mut grid = grid(&killer.givens, &killer.cages);
    for step in steps {
        apply(&mut grid, &killer.cages, step);
    }
    grid
}

#[test]
fn a_solve_capped_at_its_level_takes_the_full_solves_steps() {
    for (killer, full) in hard_killers(61, 6) {
        let capped = solve_within(&killer, full.grade.level).expect("finished at its level");
        assert_eq!(capped, full.steps);
        // One level lower, the capped solve stops where the full one first needs the level.
        let Err(stuck) = solve_within(&killer, Level::Medium) else {
            panic!("a Hard Killer solved by Medium techniques: {killer}");
        };
        let first_hard = full
            .steps
            .iter()
            .position(|step| step.technique.level() == Level::Hard)
            .unwrap();
        assert_eq!(*stuck, grid_after(&killer, &full.steps[..first_hard]));
    }
}

#[test]
fn a_solve_that_gives_up_at_a_technique_stops_where_the_order_first_reaches_it() {
    let position = |technique| order().position(|t| t == technique).unwrap();
    for (killer, full) in hard_killers(62, 4) {
        // Giving up at a technique above the cap changes nothing.
        let beyond = solve_within_giving_up(&killer, Level::Hard, &[Technique::SueDeCoq]);
        assert_eq!(beyond.as_ref(), Ok(&full.steps));
        // Giving up at the technique of the hardest step: the solve stops at the first point
        // where the order reached it, that is before the first step at or after it in order.
        let hardest = full
            .steps
            .iter()
            .map(|s| s.technique)
            .max_by_key(|&t| position(t))
            .unwrap();
        let Err(stuck) = solve_within_giving_up(&killer, Level::Hard, &[hardest]) else {
            panic!("finished without {hardest:?}: {killer}");
        };
        let stop = full
            .steps
            .iter()
            .position(|step| position(step.technique) >= position(hardest))
            .unwrap();
        assert_eq!(*stuck, grid_after(&killer, &full.steps[..stop]));
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

#[test]
fn a_killer_hint_tells_mistakes_first_then_the_next_cage_step() {
    let made = crate::generate::killer::generate(
        &crate::generate::killer::Options {
            level: Level::Medium,
        },
        &mut ChaCha8Rng::seed_from_u64(62),
    );
    let killer = &made.puzzle;
    let none = [Digits::EMPTY; 81];
    // From the start: the first step of the solve by hand, which reads a cage.
    let Hint::Step(step) = hint(killer, &killer.givens, &none) else {
        panic!("no step for {killer}");
    };
    let first = solve_logically(killer).unwrap().steps.remove(0);
    assert_eq!(step, first);
    assert!(step.technique.is_killer(), "{:?}", step.technique);
    // A wrong entry is told before any step, naming its cell and what belongs there.
    let cell = (!killer.givens.givens()).first().unwrap();
    let correct = made.solution.get(cell).unwrap();
    let wrong = Digit::new(correct.get() % 9 + 1).unwrap();
    let mut player = killer.givens;
    player.force(cell, Some(wrong));
    assert_eq!(
        hint(killer, &player, &none),
        Hint::Mistake {
            cell,
            entered: wrong,
            correct
        }
    );
    // Notes that leave out the digit of a cell are told next.
    let mut notes = [Digits::ALL; 81];
    notes[cell.index()] = Digits::ALL - Digits::single(correct);
    assert_eq!(
        hint(killer, &killer.givens, &notes),
        Hint::MissingNote {
            cell,
            digit: correct
        }
    );
    assert_eq!(hint(killer, &made.solution, &none), Hint::Solved);
}
