//! Cages drawn over a solved grid, and reshaped until the layout has one solution.
//!
//! See [`super`] for the method; this file holds its two first moves: [`draw`] grows the
//! cages, to a size drawn from the level's [`Sizes`], and [`make_unique`] reshapes them
//! (a cell across a boundary, a split, a merge) while the solver finds a second solution.

use rand_core::Rng;

use crate::board::{Board, Cell};
use crate::generate::shuffle;
use crate::killer::{connected_from, neighbours, Cages};
use crate::sets::{CellSet, Digits};
use crate::solver::{self, bounded, Solution};

/// How many reshapes a layout may take before it is dropped for a new grid.
pub const MAX_RESHAPES: u32 = 60;

/// The largest cage the reshaping and the levels' merges make (drawn cages have at most 5
/// cells).
pub(super) const MAX_SIZE: usize = 6;

/// How often each cage size is drawn: weights out of 20 for 2, 3, 4 and 5 cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Sizes(pub [u32; 4]);

impl Sizes {
    /// A size drawn with these weights.
    fn draw<R: Rng + ?Sized>(self, rng: &mut R) -> usize {
        let mut pick = bounded(rng, self.0.iter().sum());
        for (size, &weight) in (2..).zip(self.0.iter()) {
            if pick < weight {
                return size;
            }
            pick -= weight;
        }
        2
    }
}

/// Reshapes `cages` (drawn over `solution`) until the solver proves the layout has one
/// solution: the layout and how many reshapes it took, or `None` when no reshape helps or
/// more than [`MAX_RESHAPES`] would be needed.
pub(super) fn make_unique<R: Rng + ?Sized>(
    cages: &mut Vec<CellSet>,
    solution: &Board,
    givens: &Board,
    rng: &mut R,
) -> Option<(Cages, u32)> {
    for reshapes in 0..=MAX_RESHAPES {
        let layout = layout(cages, solution);
        let other = match solver::killer::solve(givens, &layout) {
            Solution::Unique(_) => return Some((layout, reshapes)),
            Solution::Multiple(a, b) => {
                if a.as_bytes() == solution.as_bytes() {
                    b
                } else {
                    a
                }
            }
            // The grid solves its own layout: neither can happen.
            Solution::None | Solution::Conflict(_) => return None,
        };
        if !reshape(cages, solution, &other, rng) {
            return None;
        }
    }
    None
}

/// The layout of `cages` with the sums `solution` gives them.
pub(super) fn layout(cages: &[CellSet], solution: &Board) -> Cages {
    let list = cages.iter().map(|&cells| (cells, sum_in(cells, solution)));
    // Connected cages with different digits of a solved grid, covering it: always a layout.
    Cages::new(list).expect("cages drawn over a solved grid")
}

/// What `grid`'s digits in `cells` add up to.
pub(super) fn sum_in(cells: CellSet, grid: &Board) -> u32 {
    cells
        .iter()
        .filter_map(|cell| grid.get(cell))
        .map(|digit| u32::from(digit.get()))
        .sum()
}

/// Whether `grid`'s digits in `cells` all differ.
pub(super) fn differ_in(cells: CellSet, grid: &Board) -> bool {
    let digits: Digits = cells.iter().filter_map(|cell| grid.get(cell)).collect();
    digits.len() == cells.len()
}

/// Whether `cells` fit the published shape: at most [`MAX_SIZE`] cells within 3 rows and 3
/// columns (4 for a cage of six).
pub(super) fn compact(cells: CellSet) -> bool {
    let (mut rows, mut cols) = (0u16, 0u16);
    for cell in cells {
        rows |= 1 << cell.row();
        cols |= 1 << cell.col();
    }
    let span = |bits: u16| 16 - bits.leading_zeros() - bits.trailing_zeros();
    let limit = if cells.len() > 5 { 4 } else { 3 };
    cells.len() <= MAX_SIZE && span(rows) <= limit && span(cols) <= limit
}

/// Cages grown over `solution` (see the module's documentation); `None` when a cell is left
/// that no neighbouring cage can take.
pub(super) fn draw<R: Rng + ?Sized>(
    solution: &Board,
    sizes: Sizes,
    rng: &mut R,
) -> Option<Vec<CellSet>> {
    let mut free = CellSet::ALL;
    let mut cages: Vec<CellSet> = Vec::with_capacity(32);
    let mut order = Cell::ALL;
    shuffle(&mut order, rng);
    let walled = |cell: Cell, free: CellSet| (neighbours(CellSet::single(cell)) & free).len();
    while !free.is_empty() {
        // The free cell with the fewest free neighbours, the first of them in a random order.
        let start = order
            .iter()
            .copied()
            .filter(|&cell| free.contains(cell))
            .min_by_key(|&cell| walled(cell, free))?;
        let target = sizes.draw(rng);
        let mut cells = CellSet::single(start);
        free.remove(start);
        while cells.len() < target {
            let digits: Digits = cells.iter().filter_map(|c| solution.get(c)).collect();
            let mut options: Vec<Cell> = (neighbours(cells) & free)
                .iter()
                .filter(|&cell| solution.get(cell).is_some_and(|d| !digits.contains(d)))
                .filter(|&cell| compact(cells | CellSet::single(cell)))
                .collect();
            if options.is_empty() {
                break;
            }
            shuffle(&mut options, rng);
            // Most cage cells touched, then fewest free neighbours left behind.
            let best = options.iter().copied().max_by_key(|&cell| {
                let touching = (neighbours(CellSet::single(cell)) & cells).len();
                (touching, 4 - walled(cell, free))
            })?;
            cells.insert(best);
            free.remove(best);
        }
        cages.push(cells);
    }
    // Cells left alone join a neighbouring cage that lacks their digit, the smallest first.
    let mut index = 0;
    while index < cages.len() {
        let cells = cages[index];
        if cells.len() > 1 {
            index += 1;
            continue;
        }
        let around = neighbours(cells);
        let host = (0..cages.len())
            .filter(|&other| other != index && !(cages[other] & around).is_empty())
            .filter(|&other| {
                let joined = cages[other] | cells;
                compact(joined) && differ_in(joined, solution)
            })
            .min_by_key(|&other| cages[other].len())?;
        cages[host] |= cells;
        cages.swap_remove(index);
    }
    Some(cages)
}

/// Reshapes the cages where `other` (a second solution of the layout) differs from `solution`,
/// preferring a change that `other` does not survive; `false` when no change is possible.
fn reshape<R: Rng + ?Sized>(
    cages: &mut Vec<CellSet>,
    solution: &Board,
    other: &Board,
    rng: &mut R,
) -> bool {
    let differ: CellSet = Cell::ALL
        .into_iter()
        .filter(|&cell| solution.get(cell) != other.get(cell))
        .collect();
    // A layout `other` does not solve: a cage whose digits there repeat or add up otherwise.
    let breaks = |cells: CellSet| {
        !differ_in(cells, other) || sum_in(cells, other) != sum_in(cells, solution)
    };
    let mut changes: Vec<Change> = Vec::new();
    let mut touched: Vec<usize> = (0..cages.len())
        .filter(|&index| !(cages[index] & differ).is_empty())
        .collect();
    shuffle(&mut touched, rng);
    for &from in &touched {
        let cage = cages[from];
        // A cell moved across a boundary.
        for cell in cage & differ {
            let rest = cage - CellSet::single(cell);
            if rest.len() < 2 || connected_from(rest.first().unwrap_or(cell), rest) != rest {
                continue;
            }
            for (to, &target) in cages.iter().enumerate() {
                let grown = target | CellSet::single(cell);
                if to == from
                    || (neighbours(target) & CellSet::single(cell)).is_empty()
                    || !compact(grown)
                    || !differ_in(grown, solution)
                {
                    continue;
                }
                changes.push(Change::Move {
                    cell,
                    from,
                    to,
                    breaks: breaks(rest) || breaks(grown),
                });
            }
        }
        // A cage of four or more split in two connected parts of two or more.
        for part in splits(cage) {
            let breaks = breaks(part) || breaks(cage - part);
            changes.push(Change::Split {
                index: from,
                part,
                breaks,
            });
        }
        // Two cages merged where `other` repeats a digit across them.
        for (to, &other_cage) in cages.iter().enumerate() {
            let joined = cage | other_cage;
            if to != from
                && !(neighbours(cage) & other_cage).is_empty()
                && compact(joined)
                && differ_in(joined, solution)
                && !differ_in(joined, other)
            {
                changes.push(Change::Merge { from, to });
            }
        }
    }
    let Some(change) = changes
        .iter()
        .find(|change| change.breaks())
        .or_else(|| changes.first())
    else {
        return false;
    };
    change.apply(cages);
    true
}

/// Every way to cut `cage` into two connected parts of two cells or more, each once: the
/// first part of each (the rest is the second). A part is grown from each cell, a cell at a
/// time; the reshaping's splits and the level steering's are these.
pub(super) fn splits(cage: CellSet) -> Vec<CellSet> {
    let mut parts = Vec::new();
    if cage.len() < 4 {
        return parts;
    }
    for start in cage {
        let mut part = CellSet::single(start);
        while part.len() + 2 <= cage.len() {
            let Some(next) = (neighbours(part) & cage).first() else {
                break;
            };
            part.insert(next);
            let rest = cage - part;
            if part.len() >= 2
                && rest.len() >= 2
                && connected_from(rest.first().unwrap_or(start), rest) == rest
                && !parts.contains(&part)
                && !parts.contains(&rest)
            {
                parts.push(part);
            }
        }
    }
    parts
}

/// One way to reshape the cages.
#[derive(Clone, Copy, Debug)]
enum Change {
    /// `cell` leaves cage `from` for cage `to`.
    Move {
        cell: Cell,
        from: usize,
        to: usize,
        breaks: bool,
    },
    /// Cage `index` becomes `part` and the rest.
    Split {
        index: usize,
        part: CellSet,
        breaks: bool,
    },
    /// Cages `from` and `to` become one (only where the other solution repeats a digit in it).
    Merge { from: usize, to: usize },
}

impl Change {
    /// Whether the other solution does not solve the layout after the change.
    fn breaks(&self) -> bool {
        match *self {
            Change::Move { breaks, .. } | Change::Split { breaks, .. } => breaks,
            Change::Merge { .. } => true,
        }
    }

    fn apply(&self, cages: &mut Vec<CellSet>) {
        match *self {
            Change::Move { cell, from, to, .. } => {
                cages[from].remove(cell);
                cages[to].insert(cell);
            }
            Change::Split { index, part, .. } => {
                let rest = cages[index] - part;
                cages[index] = part;
                cages.push(rest);
            }
            Change::Merge { from, to } => {
                let moved = cages[to];
                cages[from] |= moved;
                cages.swap_remove(to);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_stay_compact() {
        let cells = |names: &[(usize, usize)]| -> CellSet {
            names
                .iter()
                .map(|&(r, c)| Cell::at(r, c).unwrap())
                .collect()
        };
        assert!(compact(cells(&[(0, 0), (0, 1), (0, 2)])));
        assert!(
            !compact(cells(&[(0, 0), (0, 1), (0, 2), (0, 3)])),
            "a line of four"
        );
        assert!(compact(cells(&[(0, 0), (0, 1), (1, 1), (1, 2)])));
        assert!(compact(cells(&[
            (0, 0),
            (0, 1),
            (0, 2),
            (1, 0),
            (1, 1),
            (1, 2)
        ])));
    }
}
