//! Puzzles from outside: typed, pasted or copied from a newspaper into the pad, checked and graded
//! before they are played.

use std::fmt;

use crate::board::{Board, Cell, Digit, ParseError};
use crate::logic;
use crate::rules::{self, Conflict};
use crate::solver::{self, Solution};

use super::puzzle::Puzzle;

/// Why a puzzle cannot be played, in words a player can act on: where the text is wrong, which
/// givens clash, or why the grid is not a proper puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The text is not a grid: a character that is not a cell, or the wrong number of cells.
    Unreadable(ParseError),
    /// Two givens share a row, column or box; `more` other pairs clash as well.
    Clash {
        /// The first clashing pair (rows first, then columns, then boxes).
        first: Conflict,
        /// How many other pairs clash.
        more: usize,
    },
    /// Every cell is already filled.
    AlreadySolved,
    /// No way to fill the grid obeys the rules.
    NoSolution,
    /// More than one way to fill the grid obeys the rules; `cell` differs between two of them.
    MultipleSolutions {
        /// A cell where two solutions differ.
        cell: Cell,
        /// The two digits it takes in them, smaller first.
        digits: [Digit; 2],
    },
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Unreadable(error) => write!(f, "The puzzle cannot be read: {error}."),
            ImportError::Clash { first, more: 0 } => write!(f, "The givens clash: {first}."),
            ImportError::Clash { first, more: 1 } => {
                write!(f, "The givens clash: {first}, and one more pair clashes.")
            }
            ImportError::Clash { first, more } => {
                write!(f, "The givens clash: {first}, and {more} more pairs clash.")
            }
            ImportError::AlreadySolved => {
                f.write_str("The grid is already complete: there is nothing left to solve.")
            }
            ImportError::NoSolution => f.write_str(
                "The puzzle has no solution: no way of filling the empty cells obeys the rules.",
            ),
            ImportError::MultipleSolutions {
                cell,
                digits: [a, b],
            } => write!(
                f,
                "The puzzle has more than one solution ({cell} can be {a} or {b}, for one), \
                 so it needs more givens."
            ),
        }
    }
}

impl std::error::Error for ImportError {}

/// Reads a puzzle typed or pasted by the player (the one-line form or a grid, see
/// [`Board::parse`]), checks that it is a proper puzzle and grades it.
pub fn import(text: &str) -> Result<Puzzle, ImportError> {
    let board = Board::parse(text).map_err(ImportError::Unreadable)?;
    import_board(&board)
}

/// Checks a puzzle entered on the board itself (every digit on `board` becomes a given) and
/// grades it: the way to bring in a puzzle where there is no clipboard.
pub fn import_board(board: &Board) -> Result<Puzzle, ImportError> {
    let mut givens = *board;
    givens.mark_givens();
    let mut clashes = rules::conflict_pairs(&givens);
    if let Some(first) = clashes.next() {
        return Err(ImportError::Clash {
            first,
            more: clashes.count(),
        });
    }
    if givens.is_full() {
        return Err(ImportError::AlreadySolved);
    }
    let solution = match solver::solve(&givens) {
        Solution::Unique(solution) => solution,
        Solution::None | Solution::Conflict(_) => return Err(ImportError::NoSolution),
        Solution::Multiple(one, other) => {
            let differs =
                Cell::ALL
                    .into_iter()
                    .find_map(|cell| match (one.get(cell), other.get(cell)) {
                        (Some(a), Some(b)) if a != b => Some((cell, [a.min(b), a.max(b)])),
                        _ => None,
                    });
            return match differs {
                Some((cell, digits)) => Err(ImportError::MultipleSolutions { cell, digits }),
                None => Err(ImportError::NoSolution), // two equal "solutions" cannot happen
            };
        }
    };
    // A proper puzzle always grades; the error arms above already cover what grading refuses.
    let grade = logic::grade(&givens).map_err(|_| ImportError::NoSolution)?;
    Puzzle::new(givens, solution, grade).map_err(|_| ImportError::NoSolution)
}
