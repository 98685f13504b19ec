//! The rules of a Killer grid: the classic rules, plus each cage's own: its digits differ, and
//! they add up to its sum.
//!
//! The same questions as for a classic grid, with the same meanings: whether a digit would be
//! legal in a cell (ignoring the cell's own content), the legal digits of a cell and of every
//! cell, which cells clash (both ends of every clash), and whether the grid is solved. A cage
//! adds three kinds of clash: a digit repeated in the cage marks each cell that holds it; a full
//! cage whose digits do not add up to its sum marks all its cells; and a cage that is not full
//! but whose digits already fit no combination of its sum (too much, or digits its sum cannot
//! use) marks its filled cells. Like the classic functions these are pure functions of the board
//! and the cages, and allocate nothing: one pass over the cells gathers, per cage, the digits
//! seen, those seen twice, their sum and how many cells are filled.

use std::fmt;

use crate::board::{Board, Cell, Digit};
use crate::killer::{Cage, Cages};
use crate::rules;
use crate::sets::{CellSet, Digits};

/// Per-cage digit masks of a board, indexed like [`Cages::as_slice`]: the digits present, those
/// present twice or more, their total, and the number of filled cells.
struct CageMasks {
    seen: [u16; 81],
    repeated: [u16; 81],
    sum: [u16; 81],
    filled: [u8; 81],
}

impl CageMasks {
    #[inline]
    fn of(board: &Board, cages: &Cages) -> CageMasks {
        let mut masks = CageMasks {
            seen: [0; 81],
            repeated: [0; 81],
            sum: [0; 81],
            filled: [0; 81],
        };
        let owner = cages.cage_indices();
        for (index, &value) in board.as_bytes().iter().enumerate() {
            let cage = usize::from(owner[index]);
            // An empty cell contributes bit 0, which is masked away, and nothing to the sum.
            let bit = (1u16 << value) & !1;
            masks.repeated[cage] |= masks.seen[cage] & bit;
            masks.seen[cage] |= bit;
            masks.sum[cage] += u16::from(value);
            masks.filled[cage] += u8::from(value != 0);
        }
        masks
    }
}

/// The digits a cell of `cage` may take when the cage's other cells hold `others`: those of a
/// combination that contains them all, minus them.
#[inline]
fn cage_allows(cage: &Cage, others: u16) -> u16 {
    let mut allowed = 0u16;
    for combination in cage.combinations() {
        let bits = combination.bits();
        if bits & others == others {
            allowed |= bits;
        }
    }
    allowed & !others
}

/// The digits held by the cells of `cell`'s cage other than `cell` (a digit the cell holds
/// counts only when another cell of the cage holds it too).
#[inline]
fn others_in_cage(masks: &CageMasks, cage: usize, own: u16) -> u16 {
    masks.seen[cage] & !(own & !masks.repeated[cage])
}

/// Would `digit` be legal in `cell`? True when no peer holds it, no other cell of its cage holds
/// it, and the cage's digits with it still fit a combination of the cage's sum. The cell's own
/// content is ignored, as in [`rules::is_legal`].
#[inline]
pub fn is_legal(board: &Board, cages: &Cages, cell: Cell, digit: Digit) -> bool {
    if !rules::is_legal(board, cell, digit) {
        return false;
    }
    let cage = cages.cage_of(cell);
    let cells = board.as_bytes();
    let mut others = 0u16;
    for other in cage.cells() - CellSet::single(cell) {
        others |= (1u16 << cells[other.index()]) & !1;
    }
    cage_allows(cage, others) & digit.bit() != 0
}

/// The digits legal in `cell` ([`is_legal`] for each), ignoring the cell's own content.
#[inline]
pub fn candidates(board: &Board, cages: &Cages, cell: Cell) -> Digits {
    let cage = cages.cage_of(cell);
    let cells = board.as_bytes();
    let mut others = 0u16;
    for other in cage.cells() - CellSet::single(cell) {
        others |= (1u16 << cells[other.index()]) & !1;
    }
    rules::candidates(board, cell) & Digits::from_bits_truncate(cage_allows(cage, others))
}

/// The legal digits of every cell in one pass: `grid[c] == candidates(board, cages, c)`.
pub fn candidate_grid(board: &Board, cages: &Cages) -> [Digits; 81] {
    let mut grid = rules::candidate_grid(board);
    let masks = CageMasks::of(board, cages);
    let owner = cages.cage_indices();
    let list = cages.as_slice();
    // What an empty cell of each cage allows, worked out once per cage.
    let mut empty_allows = [0u16; 81];
    for (index, cage) in list.iter().enumerate() {
        empty_allows[index] = cage_allows(cage, masks.seen[index]);
    }
    for (index, &value) in board.as_bytes().iter().enumerate() {
        let cage = usize::from(owner[index]);
        let allowed = if value == 0 {
            empty_allows[cage]
        } else {
            cage_allows(&list[cage], others_in_cage(&masks, cage, 1 << value))
        };
        grid[index] &= Digits::from_bits_truncate(allowed);
    }
    grid
}

/// Every cell that clashes: the classic clashes, and each cage's (see the module's
/// documentation), both ends of every clash.
pub fn conflicts(board: &Board, cages: &Cages) -> CellSet {
    rules::conflicts(board) | cage_conflicts(board, cages)
}

/// The cells that clash within their cages alone: repeated digits, full cages with the wrong
/// sum (all their cells), and cages whose digits fit no combination of their sum (their filled
/// cells).
pub fn cage_conflicts(board: &Board, cages: &Cages) -> CellSet {
    let masks = CageMasks::of(board, cages);
    let list = cages.as_slice();
    // Per cage: whether all its filled cells are marked.
    let mut whole = [false; 81];
    for (index, cage) in list.iter().enumerate() {
        let filled = usize::from(masks.filled[index]);
        whole[index] = if filled == cage.size() {
            masks.sum[index] != u16::from(cage.sum())
        } else {
            filled > 0 && {
                let seen = masks.seen[index];
                !cage
                    .combinations()
                    .iter()
                    .any(|combination| combination.bits() & seen == seen)
            }
        };
    }
    let owner = cages.cage_indices();
    let mut bits = 0u128;
    for (index, &value) in board.as_bytes().iter().enumerate() {
        let cage = usize::from(owner[index]);
        let bit = (1u16 << value) & !1;
        let clashes = masks.repeated[cage] & bit != 0 || (value != 0 && whole[cage]);
        bits |= u128::from(clashes) << index;
    }
    CellSet::from_bits_truncate(bits)
}

/// Whether the grid is solved: complete by the classic rules, and every cage's digits different
/// and adding up to its sum.
pub fn is_complete(board: &Board, cages: &Cages) -> bool {
    if !rules::is_complete(board) {
        return false;
    }
    let masks = CageMasks::of(board, cages);
    cages.iter().enumerate().all(|(index, cage)| {
        masks.repeated[index] == 0 && masks.sum[index] == u16::from(cage.sum())
    })
}

/// One clash within a cage, for messages that say what clashes (the cells [`cage_conflicts`]
/// marks are those these name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CageClash {
    /// The same digit twice in a cage.
    Repeated {
        /// The digit.
        digit: Digit,
        /// The two cells, in reading order.
        cells: [Cell; 2],
        /// The cage's first cell, which names it.
        cage: Cell,
    },
    /// A full cage whose digits add up to another number than its sum.
    WrongSum {
        /// The cage's first cell.
        cage: Cell,
        /// What its digits add up to.
        total: u32,
        /// Its sum.
        sum: u8,
    },
    /// A cage not yet full whose digits fit no combination of its sum.
    Unreachable {
        /// The cage's first cell.
        cage: Cell,
        /// The different digits it holds.
        digits: Digits,
        /// Its sum.
        sum: u8,
        /// Its size.
        size: usize,
    },
}

impl fmt::Display for CageClash {
    /// A sentence for a player: `5 at r1c3 clashes with 5 at r2c4 (the cage at r1c3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CageClash::Repeated { digit, cells, cage } => write!(
                f,
                "{digit} at {} clashes with {digit} at {} (the cage at {cage})",
                cells[0], cells[1]
            ),
            CageClash::WrongSum { cage, total, sum } => {
                write!(f, "the cage at {cage} adds up to {total}, not {sum}")
            }
            CageClash::Unreachable {
                cage,
                digits,
                sum,
                size,
            } => write!(
                f,
                "the cage at {cage} holds {digits}, which no {size} different digits adding up \
                 to {sum} contain"
            ),
        }
    }
}

/// Calls `each` with every clash within a cage, cage by cage in the order of their first cells:
/// each pair of cells with the same digit, then the cage's sum when it is wrong or out of reach.
/// Allocates nothing.
pub fn cage_clashes(board: &Board, cages: &Cages, mut each: impl FnMut(CageClash)) {
    let masks = CageMasks::of(board, cages);
    for (index, cage) in cages.iter().enumerate() {
        let first = cage.first_cell();
        if masks.repeated[index] != 0 {
            for a in cage.cells() {
                for b in cage.cells() {
                    if a < b && board.get(a).is_some() && board.get(a) == board.get(b) {
                        if let Some(digit) = board.get(a) {
                            each(CageClash::Repeated {
                                digit,
                                cells: [a, b],
                                cage: first,
                            });
                        }
                    }
                }
            }
        }
        let filled = usize::from(masks.filled[index]);
        let seen = masks.seen[index];
        if filled == cage.size() && masks.sum[index] != u16::from(cage.sum()) {
            each(CageClash::WrongSum {
                cage: first,
                total: u32::from(masks.sum[index]),
                sum: cage.sum(),
            });
        } else if filled > 0
            && filled < cage.size()
            && !cage
                .combinations()
                .iter()
                .any(|combination| combination.bits() & seen == seen)
        {
            each(CageClash::Unreachable {
                cage: first,
                digits: Digits::from_bits_truncate(seen),
                sum: cage.sum(),
                size: cage.size(),
            });
        }
    }
}

#[cfg(test)]
mod tests;
