//! The arithmetic the Killer techniques share: which ways of making a sum the cells' candidates
//! allow, and which candidates those ways use.
//!
//! A group is open cells whose digits add up to a known sum: a cage's open cells, or cells the
//! rule of 45 finds. When its digits must differ (a cage, or cells that all see each other) the
//! ways are the combinations of the compile-time table, each checked against the candidates by
//! a walk over the sets of digits already placed, cell by cell (at most 512 sets a cell, so a
//! cage of nine is as quick as a pair). Otherwise the ways are the cells' digits in order,
//! found by a search over their candidates that keeps apart the cells that see each other.

use crate::board::{Cell, Digit};
use crate::killer::{arrangements, combinations, Cages};
use crate::logic::grid::Grid;
use crate::sets::{CellSet, Digits};

/// The most cells of a group whose digits need not differ: more would list too many ways to
/// explain, and bounds little.
pub(super) const MAX_SUM_ONLY: usize = 4;

/// The most ways a step lists: more would not read as an explanation.
pub(super) const MAX_WAYS: usize = 8;

/// The most combinations of one size and sum: four or five digits adding up to 20 or 25 have
/// twelve (checked against the table in the tests).
pub(super) const MAX_COMBINATIONS: usize = 12;

/// The most ways a [`Fit`] holds: a combination each, or [`MAX_WAYS`] ways of a sum.
const MAX_FIT: usize = if MAX_COMBINATIONS > MAX_WAYS {
    MAX_COMBINATIONS
} else {
    MAX_WAYS
};

/// One way to make a group's sum: a combination (digits that differ), or the cells' digits in
/// order (a group whose digits need not differ).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Way {
    Combination(Digits),
    Digits([u8; MAX_SUM_ONLY], u8),
}

impl Way {
    /// `1+2+6`, digits ascending for a combination, in the cells' order otherwise.
    fn notation(self) -> String {
        let digits: Vec<String> = match self {
            Way::Combination(set) => set.iter().map(|d| d.to_string()).collect(),
            Way::Digits(values, len) => values[..usize::from(len)]
                .iter()
                .map(|d| d.to_string())
                .collect(),
        };
        digits.join("+")
    }
}

/// Ways in notation: `1+8 / 2+7 / 3+6`.
pub(super) fn notation(ways: &[Way]) -> String {
    let parts: Vec<String> = ways.iter().map(|way| way.notation()).collect();
    parts.join(" / ")
}

/// The open cells of a group (at most nine, as a cage or a unit holds), in order, kept on the
/// stack: the techniques read every cage at every step, so nothing here allocates.
#[derive(Clone, Copy)]
pub(super) struct Cells {
    cells: [Cell; 9],
    len: u8,
}

impl Cells {
    /// The cells of `set` in order, or `None` when there are more than nine.
    pub fn of(set: CellSet) -> Option<Cells> {
        if set.len() > 9 {
            return None;
        }
        let mut cells = [Cell::ALL[0]; 9];
        for (slot, cell) in cells.iter_mut().zip(set) {
            *slot = cell;
        }
        Some(Cells {
            cells,
            len: set.len() as u8,
        })
    }
}

impl std::ops::Deref for Cells {
    type Target = [Cell];

    fn deref(&self) -> &[Cell] {
        &self.cells[..usize::from(self.len)]
    }
}

/// What the candidates allow a group: the ways that fit, and for each cell (in the group's
/// order) the digits some fitting way puts there. On the stack, as [`Cells`].
pub(super) struct Fit {
    ways: [Way; MAX_FIT],
    len: u8,
    pub keep: [Digits; 9],
}

impl Fit {
    fn new() -> Fit {
        Fit {
            ways: [Way::Combination(Digits::EMPTY); MAX_FIT],
            len: 0,
            keep: [Digits::EMPTY; 9],
        }
    }

    /// The ways that fit, in the table's order.
    pub fn ways(&self) -> &[Way] {
        &self.ways[..usize::from(self.len)]
    }

    /// Adds a way; `false` when there is no room left for it.
    fn push(&mut self, way: Way) -> bool {
        let Some(slot) = self.ways.get_mut(usize::from(self.len)) else {
            return false;
        };
        *slot = way;
        self.len += 1;
        true
    }

    /// The candidates of the group's cells that no fitting way uses.
    pub fn unused(&self, grid: &Grid, cells: &[Cell]) -> crate::logic::step::CandidateSet {
        let mut out = crate::logic::step::CandidateSet::EMPTY;
        for (&cell, &keep) in cells.iter().zip(&self.keep) {
            for digit in grid.candidates(cell) - keep {
                out.insert(cell, digit);
            }
        }
        out
    }
}

/// The combinations of `cells` different digits adding up to `sum` that avoid `excluded`.
pub(super) fn combinations_avoiding(
    cells: usize,
    sum: u32,
    excluded: Digits,
) -> impl Iterator<Item = Digits> + Clone {
    let table = u8::try_from(sum).map_or(&[][..], |sum| combinations(cells, sum));
    table
        .iter()
        .copied()
        .filter(move |set| (*set & excluded).is_empty())
}

/// Which of `combinations` fit the candidates of `cells` (each cell a different digit of the
/// combination, the combination used whole), and what each cell can take.
pub(super) fn fit_distinct(
    grid: &Grid,
    cells: &[Cell],
    combinations: impl IntoIterator<Item = Digits>,
) -> Fit {
    let mut fit = Fit::new();
    // At most nine cells: more cannot hold different digits, and no combination fits them.
    if cells.len() > 9 {
        return fit;
    }
    let mut held = [0u16; 9];
    for (slot, &cell) in held.iter_mut().zip(cells) {
        *slot = grid.candidates(cell).bits();
    }
    let candidates = &held[..cells.len()];
    for combination in combinations {
        if combination.len() != cells.len() {
            continue;
        }
        if let Some(allowed) = arrangements(candidates, combination.bits()) {
            if !fit.push(Way::Combination(combination)) {
                break;
            }
            for (keep, digits) in fit.keep.iter_mut().zip(allowed) {
                *keep |= Digits::from_bits_truncate(digits);
            }
        }
    }
    fit
}

/// The ways the candidates of `cells` (at most [`MAX_SUM_ONLY`]) make `sum`, two cells that
/// see each other (or share a cage) never holding the same digit; `None` when there are more
/// than [`MAX_WAYS`].
pub(super) fn fit_sum(grid: &Grid, cages: &Cages, cells: &[Cell], sum: u32) -> Option<Fit> {
    if cells.is_empty() || cells.len() > MAX_SUM_ONLY {
        return None;
    }
    let mut fit = Fit::new();
    let mut values = [0u8; MAX_SUM_ONLY];
    if !search(grid, cages, cells, sum, 0, &mut values, &mut fit) {
        return None;
    }
    Some(fit)
}

/// Fills `values` from cell `at` on; false when the ways overflow [`MAX_WAYS`].
fn search(
    grid: &Grid,
    cages: &Cages,
    cells: &[Cell],
    left: u32,
    at: usize,
    values: &mut [u8; MAX_SUM_ONLY],
    fit: &mut Fit,
) -> bool {
    if at == cells.len() {
        if left == 0 {
            if fit.ways().len() == MAX_WAYS || !fit.push(Way::Digits(*values, cells.len() as u8)) {
                return false;
            }
            for (keep, &value) in fit.keep.iter_mut().zip(values.iter()) {
                if let Some(digit) = Digit::new(value) {
                    keep.insert(digit);
                }
            }
        }
        return true;
    }
    let cell = cells[at];
    let remaining = (cells.len() - at - 1) as u32;
    for digit in grid.candidates(cell) {
        let value = u32::from(digit.get());
        // The others hold at least 1 and at most 9 each.
        if value + remaining > left || value + 9 * remaining < left {
            continue;
        }
        let clash = cells[..at]
            .iter()
            .zip(values.iter())
            .any(|(&other, &v)| v == digit.get() && sees(cages, cell, other));
        if clash {
            continue;
        }
        values[at] = digit.get();
        if !search(grid, cages, cells, left - value, at + 1, values, fit) {
            return false;
        }
    }
    values[at] = 0;
    true
}

/// Whether two cells may not hold the same digit: peers, or in one cage.
pub(super) fn sees(cages: &Cages, a: Cell, b: Cell) -> bool {
    a.peer_set().contains(b) || cages.index_of(a) == cages.index_of(b)
}

/// Whether every two cells of `cells` see each other (so their digits differ).
pub(super) fn all_differ(cages: &Cages, cells: CellSet) -> bool {
    cells
        .iter()
        .all(|a| cells.iter().all(|b| a == b || sees(cages, a, b)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(text: &str) -> Digits {
        text.chars()
            .filter_map(|c| c.to_digit(10))
            .filter_map(|v| Digit::new(v as u8))
            .collect()
    }

    #[test]
    fn ways_read_as_sums() {
        let ways = [Way::Combination(digits("89")), Way::Digits([2, 5, 0, 0], 2)];
        assert_eq!(notation(&ways), "8+9 / 2+5");
    }

    #[test]
    fn a_fit_has_room_for_every_combination_of_a_size_and_sum() {
        let most = (1..=9)
            .flat_map(|size| (0..=45u8).map(move |sum| combinations(size, sum).len()))
            .max();
        assert_eq!(most, Some(MAX_COMBINATIONS));
    }

    #[test]
    fn cells_hold_a_group_of_nine_at_most() {
        let row = CellSet::from_iter((0..9).filter_map(Cell::new));
        assert_eq!(Cells::of(row).map(|c| c.len()), Some(9));
        assert!(Cells::of(row | CellSet::single(Cell::ALL[80])).is_none());
        let pair = Cells::of(CellSet::from_iter([Cell::ALL[3], Cell::ALL[1]])).unwrap();
        assert_eq!(&pair[..], &[Cell::ALL[1], Cell::ALL[3]]);
    }
}
