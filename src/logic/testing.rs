//! Helpers for the technique tests: run the logical solution of a published example and check each
//! step against the solution.

use crate::board::Board;
use crate::logic::grade::agrees_with;
use crate::logic::grid::Grid;
use crate::logic::next_step;
use crate::logic::step::{Step, Technique};
use crate::solver::{self, Solution};

/// The unique solution of `puzzle`.
pub(crate) fn solution_of(puzzle: &str) -> Board {
    match solver::solve(&puzzle.parse().expect("a puzzle line")) {
        Solution::Unique(solution) => solution,
        other => panic!("not a proper puzzle: {other:?}"),
    }
}

/// Solves `puzzle` step by step (checking every step against the solution) and returns the first
/// step of `technique`. Panics when the solution never uses it.
pub(crate) fn first_use(puzzle: &str, technique: Technique) -> Step {
    let solution = solution_of(puzzle);
    let mut grid = Grid::new(&puzzle.parse().expect("a puzzle line"));
    let mut used = Vec::new();
    while let Some(step) = next_step(&grid) {
        assert!(agrees_with(&step, &solution), "unsound step {step:?}");
        if step.technique == technique {
            return step;
        }
        used.push(step.technique);
        grid.apply(&step);
    }
    panic!("{technique} never used; the solution used {used:?}");
}

/// Like [`first_use`], with `technique` added to HoDoKu's default set (it is tried in its place in
/// the order): for techniques HoDoKu's default settings leave off.
pub(crate) fn first_use_enabling(puzzle: &str, technique: Technique) -> Step {
    let solution = solution_of(puzzle);
    let mut grid = Grid::new(&puzzle.parse().expect("a puzzle line"));
    loop {
        let step = Technique::ALL
            .iter()
            .filter(|t| t.in_default_set() || **t == technique)
            .find_map(|&t| crate::logic::find(&grid, t))
            .unwrap_or_else(|| panic!("{technique} never used"));
        assert!(agrees_with(&step, &solution), "unsound step {step:?}");
        if step.technique == technique {
            return step;
        }
        grid.apply(&step);
    }
}

/// The eliminations of `step` in forum notation (`r4c8<>7`), cell by cell (whatever order the
/// step removes them in).
pub(crate) fn eliminations(step: &Step) -> Vec<String> {
    let mut sorted = step.eliminations.clone();
    sorted.sort();
    sorted
        .iter()
        .map(|c| format!("{}<>{}", c.cell, c.digit))
        .collect()
}

/// The placements of `step` in forum notation (`r4c8=7`).
pub(crate) fn placements(step: &Step) -> Vec<String> {
    step.placements
        .iter()
        .map(|c| format!("{}={}", c.cell, c.digit))
        .collect()
}

/// The cell named like `r3c7`.
pub(crate) fn cell(name: &str) -> crate::board::Cell {
    let bytes = name.as_bytes();
    crate::board::Cell::at(usize::from(bytes[1] - b'1'), usize::from(bytes[3] - b'1'))
        .expect("a cell name")
}

/// The digit `value` (1 to 9).
pub(crate) fn digit(value: u8) -> crate::board::Digit {
    crate::board::Digit::new(value).expect("a digit")
}

/// The candidates of `step` playing `role`, in forum notation (`5r3c7`), sorted.
pub(crate) fn with_role(step: &Step, role: crate::logic::roles::Role) -> Vec<String> {
    let mut list: Vec<String> = step.roles.with_role(role).map(|c| c.to_string()).collect();
    list.sort();
    list
}

/// The units of `step` playing `role`, in order.
pub(crate) fn units_as(step: &Step, role: crate::logic::roles::UnitRole) -> Vec<String> {
    step.roles
        .units_with_role(role)
        .map(|u| u.to_string())
        .collect()
}

/// The almost locked sets of `step`, each as its cells and digits (`{r4c7, r5c8} 289`), in order.
pub(crate) fn alses(step: &Step) -> Vec<String> {
    step.roles
        .alses
        .iter()
        .map(|als| format!("{:?} {}", als.cells, als.digits))
        .collect()
}

/// The links of `step`'s chain `index` in forum notation (`5r1c1 = 5r1c7`, `-` for weak).
pub(crate) fn links(step: &Step, index: usize) -> Vec<String> {
    step.roles.chains[index]
        .links
        .iter()
        .map(|link| format!("{link:?}"))
        .collect()
}
