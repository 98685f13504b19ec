//! The finished puzzle a game starts from: givens, solution and grade, checked to agree.

use std::fmt;

use crate::board::{Board, Cell};
use crate::logic::Grade;
use crate::rules;

/// A puzzle ready to play: its givens, its solution and its grade.
///
/// The game never generates or solves a puzzle itself: the generator (on a worker thread) or the
/// import of a typed puzzle hands one of these over, so starting a game is instant and the game
/// model stays independent of how puzzles are made. The solution is checked against the givens
/// once, here, because mistake checking and reveals trust it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    givens: Board,
    solution: Board,
    grade: Grade,
}

/// Why a solution does not belong to the givens it came with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The solution has an empty cell or a clash.
    IncompleteSolution,
    /// The solution holds another digit than the given in this cell.
    DisagreesWithGiven(Cell),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::IncompleteSolution => {
                f.write_str("the solution is not a complete grid without clashes")
            }
            PuzzleError::DisagreesWithGiven(cell) => {
                write!(f, "the solution disagrees with the given in {cell}")
            }
        }
    }
}

impl std::error::Error for PuzzleError {}

impl From<crate::generate::Generated> for Puzzle {
    /// A generated puzzle: the generator solved and graded it, so nothing needs checking again.
    fn from(made: crate::generate::Generated) -> Puzzle {
        Puzzle {
            givens: made.puzzle,
            solution: made.solution,
            grade: made.grade,
        }
    }
}

impl Puzzle {
    /// A puzzle from its `givens` (every digit on the board becomes a given), its `solution` and
    /// its `grade`. Fails when the solution is not a complete grid or contradicts a given.
    ///
    /// Uniqueness is not re-checked here (the generator and [`import`](crate::game::import)
    /// already did, and it costs a solve); a puzzle with several solutions still plays, but
    /// mistakes are judged against this one.
    pub fn new(givens: Board, solution: Board, grade: Grade) -> Result<Puzzle, PuzzleError> {
        let mut givens = givens;
        givens.mark_givens();
        if !rules::is_complete(&solution) {
            return Err(PuzzleError::IncompleteSolution);
        }
        if let Some(cell) = givens
            .givens()
            .iter()
            .find(|&cell| givens.get(cell) != solution.get(cell))
        {
            return Err(PuzzleError::DisagreesWithGiven(cell));
        }
        // The solution carries the same givens, so both boards say which cells are fixed.
        let mut full = givens;
        for cell in !givens.givens() {
            full.force(cell, solution.get(cell));
        }
        Ok(Puzzle {
            givens,
            solution: full,
            grade,
        })
    }

    /// The puzzle as the player first sees it: every digit is a given.
    pub fn givens(&self) -> &Board {
        &self.givens
    }

    /// The solution, with the same givens marked.
    pub fn solution(&self) -> &Board {
        &self.solution
    }

    /// How hard the puzzle is.
    pub fn grade(&self) -> &Grade {
        &self.grade
    }
}
