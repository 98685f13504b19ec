//! The finished puzzle a game starts from: its kind, givens, solution and grade, checked to
//! agree.

use std::fmt;

use crate::board::{Board, Cell};
use crate::killer::{Cages, Killer};
use crate::logic::{self, Grade, Hint};
use crate::rules;
use crate::sets::Digits;
use crate::variant::Variant;

/// A puzzle ready to play: its kind (classic, or Killer with its cages), its givens, its
/// solution and its grade.
///
/// The game never generates or solves a puzzle itself: the generator (on a worker thread) or the
/// import of a typed puzzle hands one of these over, so starting a game is instant and the game
/// model stays independent of how puzzles are made. The solution is checked against the givens
/// once, here, because mistake checking and reveals trust it. The kind travels with the puzzle
/// so that everything the game asks of the rules (clashes, candidates, the win, hints) is asked
/// of the puzzle's own [`Variant`], and a classic puzzle asks exactly what it always asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    givens: Board,
    solution: Board,
    grade: Grade,
    variant: Variant,
}

/// Why a solution does not belong to the givens it came with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// The solution has an empty cell or a clash (for a Killer, a cage's too).
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
            variant: Variant::Classic,
        }
    }
}

impl From<crate::generate::killer::Generated> for Puzzle {
    /// A generated Killer: solved and graded by the generator, and its cages checked when they
    /// were built, so nothing needs checking again.
    fn from(made: crate::generate::killer::Generated) -> Puzzle {
        let mut givens = made.puzzle.givens;
        givens.mark_givens();
        // The solution carries the same givens, as in `Puzzle::with_variant`.
        let mut solution = givens;
        for cell in !givens.givens() {
            solution.force(cell, made.solution.get(cell));
        }
        Puzzle {
            givens,
            solution,
            grade: made.grade,
            variant: Variant::Killer(Box::new(made.puzzle.cages)),
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
        Puzzle::with_variant(givens, solution, grade, Variant::Classic)
    }

    /// A puzzle of either kind: as [`Puzzle::new`], with the solution checked by `variant`'s
    /// rules (a Killer's solution must also fill every cage with different digits adding up to
    /// its sum).
    pub fn with_variant(
        givens: Board,
        solution: Board,
        grade: Grade,
        variant: Variant,
    ) -> Result<Puzzle, PuzzleError> {
        let mut givens = givens;
        givens.mark_givens();
        if !variant.is_complete(&solution) {
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
            variant,
        })
    }

    /// A Killer puzzle: its cages and givens, its `solution` and its `grade`, checked as
    /// [`Puzzle::with_variant`] checks.
    pub fn killer(killer: Killer, solution: Board, grade: Grade) -> Result<Puzzle, PuzzleError> {
        let variant = Variant::Killer(Box::new(killer.cages));
        Puzzle::with_variant(killer.givens, solution, grade, variant)
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

    /// The kind of puzzle: classic, or Killer with its cages.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The cages, for a Killer.
    pub fn cages(&self) -> Option<&Cages> {
        self.variant.cages()
    }

    /// The puzzle as a [`Killer`] (its cages and givens), for a Killer: what our one-line format
    /// writes and the Killer logic reads.
    pub fn to_killer(&self) -> Option<Killer> {
        self.cages().map(|cages| Killer {
            cages: cages.clone(),
            givens: self.givens,
        })
    }

    /// The puzzle as one line of text that brings it back in ([`check`](crate::game::check)
    /// reads it): a classic puzzle's givens as 81 characters, a Killer in our one-line format
    /// (cage letters, sums, and the givens if any). What the game copies and puts in its
    /// links; every character of either is one a URL's `#...` holds as it is.
    pub fn line(&self) -> String {
        self.variant.line(&self.givens)
    }

    /// The hint for a game of this puzzle at `player` (givens and entries) with the player's
    /// `notes`: the classic logic's for a classic puzzle, the Killer logic's (its techniques and
    /// the cages' candidates) for a Killer. See [`logic::hint`].
    pub fn hint(&self, player: &Board, notes: &[Digits; 81]) -> Hint {
        match &self.variant {
            Variant::Classic => logic::hint(&self.givens, player, notes),
            Variant::Killer(cages) => {
                let killer = Killer {
                    cages: Cages::clone(cages),
                    givens: self.givens,
                };
                logic::killer::hint(&killer, player, notes)
            }
        }
    }

    /// The candidates a hint's step was found on when the player's notes were no candidate
    /// grid, in each empty cell of `board`: the digits no peer holds, and for a Killer no cage
    /// mate either (what [`logic::killer::grid`] starts from). A hint that removes some writes
    /// these where the player sees them go.
    pub fn hint_candidates(&self, board: &Board, cell: Cell) -> Digits {
        match &self.variant {
            Variant::Classic => rules::candidates(board, cell),
            Variant::Killer(cages) => {
                let mates = cages.cage_of(cell).cells();
                let placed: Digits = mates
                    .iter()
                    .filter(|&mate| mate != cell)
                    .filter_map(|mate| board.get(mate))
                    .collect();
                rules::candidates(board, cell) - placed
            }
        }
    }
}
