//! Facts derived from a game's board (clashes, candidates, counts, complete units, wrong
//! entries), by the rules of the puzzle's kind.
//!
//! Each rule is asked of the puzzle's [`Variant`](crate::Variant): a classic puzzle's is the
//! classic function itself, and a Killer's clashes include a cage's repeats and wrong sums (both
//! ends) and its candidates respect the cages.

use crate::board::{Board, Digit};
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

use super::puzzle::Puzzle;

/// Facts derived from the board, recomputed when a digit changes (never per frame, and not for a
/// change of notes alone, which none of them depends on).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Derived {
    pub(super) conflicts: CellSet,
    pub(super) counts: [u8; 9],
    pub(super) candidates: [Digits; 81],
    pub(super) complete_units: u32,
    pub(super) finished: Digits,
    pub(super) wrong: CellSet,
}

impl Derived {
    /// The facts of `board` in a game of `puzzle`: clashes and candidates by the puzzle's own
    /// rules (a Killer's cages too), wrong entries against its solution.
    pub(super) fn of(board: &Board, puzzle: &Puzzle) -> Derived {
        let variant = puzzle.variant();
        let solution = puzzle.solution();
        let conflicts = variant.conflicts(board);
        let mut counts = [0u8; 9];
        let mut wrong = CellSet::EMPTY;
        for (cell, value) in board.iter() {
            if let Some(digit) = value {
                counts[digit.index()] += 1;
                if solution.get(cell) != Some(digit) {
                    wrong.insert(cell);
                }
            }
        }
        let mut candidates = variant.candidate_grid(board);
        for cell in board.filled_cells() {
            candidates[cell.index()] = Digits::EMPTY;
        }
        let mut complete_units = 0u32;
        for unit in Unit::ALL {
            let seen: Digits = unit.cells().iter().filter_map(|&c| board.get(c)).collect();
            // Nine cells holding nine different digits: full and without a clash.
            if seen == Digits::ALL {
                complete_units |= 1 << unit.index();
            }
        }
        let finished = Digit::ALL
            .into_iter()
            .filter(|&digit| {
                counts[digit.index()] == 9
                    && !(conflicts.iter()).any(|cell| board.get(cell) == Some(digit))
            })
            .collect();
        Derived {
            conflicts,
            counts,
            candidates,
            complete_units,
            finished,
            wrong,
        }
    }
}
