//! The first position of a puzzle's logical solution where a technique is the next step, for a
//! classic puzzle or a Killer alike: the one walk every practice position comes from.

use crate::board::Board;
use crate::killer::Killer;
use crate::logic::{self, Grid, Step, Technique};
use crate::variant::Variant;

/// The first position of `puzzle`'s logical solution where the next step, by the engine's
/// order of techniques, is `technique`; with that step. ([`first_position_in`] for a classic
/// puzzle.)
pub fn first_position(puzzle: &Board, technique: Technique) -> Option<(Grid, Step)> {
    first_position_in(puzzle, &Variant::Classic, technique)
}

/// The first position of the logical solution of `puzzle` (its givens) played by `variant`'s
/// rules where the next step is `technique`, with that step: for a classic puzzle in the
/// classic order, for a Killer in the Killer order ([`logic::killer::order`]), its grid starting
/// from the candidates the cages leave. `None` when the solution never needs the technique
/// next, or the puzzle has no one solution.
pub fn first_position_in(
    puzzle: &Board,
    variant: &Variant,
    technique: Technique,
) -> Option<(Grid, Step)> {
    let (steps, mut grid) = match variant {
        Variant::Classic => (
            logic::solve_logically(puzzle).ok()?.steps,
            Grid::new(puzzle),
        ),
        Variant::Killer(cages) => {
            let killer = Killer {
                cages: (**cages).clone(),
                givens: *puzzle,
            };
            (
                logic::killer::solve_logically(&killer).ok()?.steps,
                logic::killer::grid(puzzle, cages),
            )
        }
    };
    for step in &steps {
        if step.technique == technique {
            if let Some(next) = next_step(&grid, variant) {
                if next.technique == technique {
                    return Some((grid, next));
                }
            }
        }
        match variant {
            Variant::Classic => grid.apply(step),
            Variant::Killer(cages) => logic::killer::apply(&mut grid, cages, step),
        }
    }
    None
}

/// The next step on a grid played by `variant`'s rules: [`logic::next_step`], or
/// [`logic::killer::next_step`] with the Killer's cages.
pub fn next_step(grid: &Grid, variant: &Variant) -> Option<Step> {
    match variant {
        Variant::Classic => logic::next_step(grid),
        Variant::Killer(cages) => logic::killer::next_step(grid, cages),
    }
}
