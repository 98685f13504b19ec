//! Killer generation: cages drawn over a random solution, shaped like published Killers, then
//! reshaped until the puzzle has exactly one solution.
//!
//! 1. **A random complete grid**, as for a classic puzzle ([`solver::random_solution`]).
//! 2. **Cages drawn over it.** Starting each time from the free cell with the fewest free
//!    neighbours (so that no cell is left walled in), a cage grows to a size drawn from the
//!    published shape (2 to 5 cells: 35 % twos, 35 % threes, 20 % fours, 10 % fives), adding the
//!    free neighbour that keeps it compact (touching most of its cells, within a 3 by 3 box of
//!    rows and columns: no long snakes) and whose digit in the grid the cage does not hold yet,
//!    since a cage's digits differ. A cell left alone joins a neighbouring cage that lacks its
//!    digit; where none can take it, the layout is drawn again. The sums are the grid's.
//! 3. **Reshaped until unique.** While the solver finds a second solution, the cages where it
//!    differs from the grid are reshaped so that it stops being one: a cell moves across a
//!    boundary into the neighbouring cage (two sums change), or a cage of four or more is split
//!    in two, or two small cages are merged where the other solution repeats a digit across
//!    them; a reshape that rules the other solution out is taken first, and the shapes stay
//!    within the limits above (2 to 6 cells). A layout that finds no reshape, or needs more
//!    than [`MAX_RESHAPES`], is dropped for a new grid.
//!
//! **No levels yet.** Hitting a level needs grading by the Killer techniques, which a later
//! step of the engine adds: until then there is no level parameter, rather than one that would
//! promise what is not measured. Every puzzle made here is proved unique by the Killer solver,
//! has no givens and no cage of one cell.
//!
//! Every random choice comes from the caller's generator through the engine's own bounded draw
//! and shuffle (as for the classic generator), so a seed gives the same Killer on every
//! platform.

use std::sync::atomic::{AtomicBool, Ordering};

use rand_core::Rng;

use super::shuffle;
use crate::board::{Board, Cell};
use crate::killer::{connected_from, neighbours, Cages, Killer};
use crate::sets::{CellSet, Digits};
use crate::solver::{self, bounded, Solution};

/// How many reshapes a layout may take before it is dropped for a new grid.
pub const MAX_RESHAPES: u32 = 60;

/// The largest cage the reshaping makes (drawn cages have at most 5 cells).
const MAX_SIZE: usize = 6;

/// A generated Killer with its solution and what it took to make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle: its cages, and no givens.
    pub puzzle: Killer,
    /// Its one solution.
    pub solution: Board,
    /// How many layouts were drawn (each over a new grid) to find it.
    pub layouts: u32,
    /// How many reshapes the last layout took.
    pub reshapes: u32,
}

/// Generates a Killer with one solution; see [`generate_until`] for one that can be stopped.
pub fn generate<R: Rng + ?Sized>(rng: &mut R) -> Generated {
    let never = AtomicBool::new(false);
    // With the flag never raised, the search only ends with a puzzle.
    generate_until(rng, &never).expect("not stopped")
}

/// Generates a Killer, checking `stop` between layouts: `None` when it was raised.
pub fn generate_until<R: Rng + ?Sized>(rng: &mut R, stop: &AtomicBool) -> Option<Generated> {
    let mut layouts = 0;
    loop {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        layouts += 1;
        if let Some(made) = attempt(rng) {
            return Some(Generated { layouts, ..made });
        }
    }
}

/// One layout of [`generate`]'s: a new grid, cages drawn over it and reshaped; the puzzle when
/// it came out unique. A caller that cannot wait for the whole search calls this in a loop with
/// the same generator, and gets the same puzzle as [`generate`].
pub fn attempt<R: Rng + ?Sized>(rng: &mut R) -> Option<Generated> {
    // An empty board always has a solution.
    let solution = solver::random_solution(&Board::EMPTY, rng)?;
    let mut cages = draw(&solution, rng)?;
    for reshapes in 0..=MAX_RESHAPES {
        let layout = layout(&cages, &solution);
        let other = match solver::killer::solve(&Board::EMPTY, &layout) {
            Solution::Unique(_) => {
                return Some(Generated {
                    puzzle: Killer {
                        cages: layout,
                        givens: Board::EMPTY,
                    },
                    solution,
                    layouts: 1,
                    reshapes,
                });
            }
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
        if !reshape(&mut cages, &solution, &other, rng) {
            return None;
        }
    }
    None
}

/// The layout of `cages` with the sums `solution` gives them.
fn layout(cages: &[CellSet], solution: &Board) -> Cages {
    let list = cages.iter().map(|&cells| (cells, sum_in(cells, solution)));
    // Connected cages with different digits of a solved grid, covering it: always a layout.
    Cages::new(list).expect("cages drawn over a solved grid")
}

/// What `grid`'s digits in `cells` add up to.
fn sum_in(cells: CellSet, grid: &Board) -> u32 {
    cells
        .iter()
        .filter_map(|cell| grid.get(cell))
        .map(|digit| u32::from(digit.get()))
        .sum()
}

/// Whether `grid`'s digits in `cells` all differ.
fn differ_in(cells: CellSet, grid: &Board) -> bool {
    let digits: Digits = cells.iter().filter_map(|cell| grid.get(cell)).collect();
    digits.len() == cells.len()
}

/// Whether `cells` fit the published shape: at most [`MAX_SIZE`] cells within 3 rows and 3
/// columns (4 for a cage of six).
fn compact(cells: CellSet) -> bool {
    let (mut rows, mut cols) = (0u16, 0u16);
    for cell in cells {
        rows |= 1 << cell.row();
        cols |= 1 << cell.col();
    }
    let span = |bits: u16| 16 - bits.leading_zeros() - bits.trailing_zeros();
    let limit = if cells.len() > 5 { 4 } else { 3 };
    cells.len() <= MAX_SIZE && span(rows) <= limit && span(cols) <= limit
}

/// A size from the published shape: 2 (35 %), 3 (35 %), 4 (20 %) or 5 (10 %).
fn drawn_size<R: Rng + ?Sized>(rng: &mut R) -> usize {
    match bounded(rng, 20) {
        0..=6 => 2,
        7..=13 => 3,
        14..=17 => 4,
        _ => 5,
    }
}

/// Cages grown over `solution` (see the module's documentation); `None` when a cell is left
/// that no neighbouring cage can take.
fn draw<R: Rng + ?Sized>(solution: &Board, rng: &mut R) -> Option<Vec<CellSet>> {
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
        let target = drawn_size(rng);
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
        // A cage of four or more split in two connected parts of two or more: a part grown
        // from each cell, a cell at a time.
        if cage.len() >= 4 {
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
                    {
                        let breaks = breaks(part) || breaks(rest);
                        changes.push(Change::Split {
                            index: from,
                            part,
                            breaks,
                        });
                    }
                }
            }
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
    use crate::rules;
    use rand_chacha::rand_core::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn generated_killers_are_unique_compact_and_solved_by_their_grid() {
        for seed in 0..12 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let made = generate(&mut rng);
            let cages = &made.puzzle.cages;
            assert_eq!(made.puzzle.givens, Board::EMPTY);
            assert!(rules::killer::is_complete(&made.solution, cages));
            assert_eq!(
                solver::killer::count_solutions(&Board::EMPTY, cages, 2),
                1,
                "seed {seed}: {}",
                made.puzzle
            );
            for cage in cages {
                assert!((2..=MAX_SIZE).contains(&cage.size()), "{cage:?}");
                assert!(compact(cage.cells()), "{cage:?}");
            }
        }
    }

    #[test]
    fn a_seed_gives_the_same_killer() {
        let make = |seed| generate(&mut ChaCha8Rng::seed_from_u64(seed)).puzzle;
        assert_eq!(make(5), make(5));
        assert_ne!(make(5), make(6));
    }

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
