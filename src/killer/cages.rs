//! A Killer puzzle's cages: each cage's cells, sum and the digit combinations its sum allows,
//! and each cell's cage, checked once when the layout is built.
//!
//! A layout that cannot be a Killer puzzle is refused at construction, with the cage and cell
//! that make it so: cages that overlap, a cell in no cage, a cage in two pieces, a sum its cells
//! cannot make, or sums that do not add up to the 405 of a solved grid. What is built is
//! therefore always a partition of the 81 cells into connected cages with possible sums, and
//! nothing downstream checks it again. The cages are kept in the order of their first cells
//! (reading row by row), so two layouts of the same cages are equal however they were listed.
//!
//! Everything is fixed-size (at most 81 cages of one cell), so a layout is built and read
//! without allocating.

use std::fmt;

use crate::board::Cell;
use crate::killer::combinations::{combinations, sum_range, MAX_CAGE_SIZE};
use crate::sets::{CellSet, Digits};

/// What the digits of a solved grid add up to: nine units of 1 to 9.
pub const GRID_SUM: u32 = 405;

/// One cage: connected cells whose different digits add up to its sum.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cage {
    cells: CellSet,
    combinations: &'static [Digits],
    digits: Digits,
    sum: u8,
}

impl Cage {
    /// The cage's cells.
    #[inline]
    pub fn cells(&self) -> CellSet {
        self.cells
    }

    /// How many cells the cage has (1 to 9).
    #[inline]
    pub fn size(&self) -> usize {
        self.cells.len()
    }

    /// The sum its digits must make.
    #[inline]
    pub fn sum(&self) -> u8 {
        self.sum
    }

    /// The sets of digits that can fill the cage, from the compile-time table
    /// ([`combinations`](crate::killer::combinations)): the cage holds exactly one of them.
    #[inline]
    pub fn combinations(&self) -> &'static [Digits] {
        self.combinations
    }

    /// Every digit of some combination: the only digits any cell of the cage can hold.
    #[inline]
    pub fn digits(&self) -> Digits {
        self.digits
    }

    /// The cage's first cell in reading order, where its sum is printed.
    #[inline]
    pub fn first_cell(&self) -> Cell {
        // A cage is never empty (checked at construction).
        self.cells.first().unwrap_or(Cell::ALL[0])
    }
}

impl fmt::Debug for Cage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Cage({} = {:?})", self.sum, self.cells)
    }
}

/// A Killer layout: cages that cover the 81 cells, each connected, with a sum its size allows,
/// all the sums adding up to 405. Only [`Cages::new`] builds one, and it checks all of that.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Cages {
    cages: [Cage; 81],
    len: u8,
    /// For each cell, the index of its cage in `cages`.
    cage_of: [u8; 81],
}

/// Why a list of cages is not a Killer layout. Cages are numbered from 1 in the order they were
/// given, and named with their first cell, so the message points at the cage in its source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CageError {
    /// A cage with no cells.
    Empty {
        /// The cage, from 0 in the order given.
        cage: usize,
    },
    /// A cell in two cages.
    Overlap {
        /// The cell.
        cell: Cell,
        /// The first cage it is in, from 0 in the order given.
        first: usize,
        /// The second cage it is in.
        second: usize,
    },
    /// A cell in no cage.
    Uncovered {
        /// The cell.
        cell: Cell,
    },
    /// A cage in more than one piece: `cell` does not touch the piece of the cage's first cell
    /// through the cage's own cells, side by side.
    Disconnected {
        /// The cage, from 0 in the order given.
        cage: usize,
        /// Its first cell.
        first: Cell,
        /// A cell of another piece.
        cell: Cell,
    },
    /// A sum that different digits in as many cells as the cage has cannot make (and any cage
    /// over 9 cells, which cannot hold different digits at all).
    ImpossibleSum {
        /// The cage, from 0 in the order given.
        cage: usize,
        /// Its first cell.
        first: Cell,
        /// How many cells it has.
        size: usize,
        /// Its sum.
        sum: u32,
    },
    /// The sums do not add up to 405, what every solved grid adds up to.
    Total {
        /// What they add up to.
        total: u32,
    },
}

impl fmt::Display for CageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CageError::Empty { cage } => write!(f, "cage {} has no cells", cage + 1),
            CageError::Overlap {
                cell,
                first,
                second,
            } => write!(
                f,
                "{cell} is in two cages, cage {} and cage {}",
                first + 1,
                second + 1
            ),
            CageError::Uncovered { cell } => write!(f, "{cell} is in no cage"),
            CageError::Disconnected { cage, first, cell } => write!(
                f,
                "cage {} (at {first}) is in pieces: {cell} does not join {first} \
                 through the cage's cells side by side",
                cage + 1
            ),
            CageError::ImpossibleSum {
                cage,
                first,
                size,
                sum,
            } => {
                let cells = if size == 1 { "cell" } else { "cells" };
                write!(
                    f,
                    "cage {} (at {first}) has {size} {cells} and a sum of {sum}, ",
                    cage + 1
                )?;
                if size > MAX_CAGE_SIZE {
                    write!(f, "but a cage holds at most 9 different digits")
                } else {
                    match sum_range(size) {
                        (low, high) if low == high => {
                            write!(f, "but {size} different digits always add up to {low}")
                        }
                        (low, high) if size == 1 => {
                            write!(f, "but one digit is {low} to {high}")
                        }
                        (low, high) => {
                            write!(f, "but {size} different digits add up to {low} to {high}")
                        }
                    }
                }
            }
            CageError::Total { total } => write!(
                f,
                "the cage sums add up to {total}, but a solved grid adds up to {GRID_SUM}"
            ),
        }
    }
}

impl std::error::Error for CageError {}

/// The cells orthogonally next to `cells` (and not in it).
pub fn neighbours(cells: CellSet) -> CellSet {
    const NOT_FIRST_COLUMN: u128 = {
        let mut bits = 0u128;
        let mut i = 0;
        while i < 81 {
            if i % 9 != 0 {
                bits |= 1 << i;
            }
            i += 1;
        }
        bits
    };
    const NOT_LAST_COLUMN: u128 = NOT_FIRST_COLUMN >> 1;
    let bits = cells.bits();
    let spread =
        (bits << 1 & NOT_FIRST_COLUMN) | (bits >> 1 & NOT_LAST_COLUMN) | bits << 9 | bits >> 9;
    CellSet::from_bits_truncate(spread) - cells
}

/// The cells of `cells` joined to `start` side by side through `cells`.
pub fn connected_from(start: Cell, cells: CellSet) -> CellSet {
    let mut reached = CellSet::single(start);
    loop {
        let grown = reached | (neighbours(reached) & cells);
        if grown == reached {
            return reached;
        }
        reached = grown;
    }
}

impl Cages {
    /// Builds a layout from its cages (cells and sum each), in any order; see [`CageError`] for
    /// what is refused. The cages are kept in the order of their first cells.
    pub fn new<I: IntoIterator<Item = (CellSet, u32)>>(cages: I) -> Result<Cages, CageError> {
        const NONE: u8 = u8::MAX;
        let placeholder = Cage {
            cells: CellSet::EMPTY,
            combinations: &[],
            digits: Digits::EMPTY,
            sum: 0,
        };
        let mut built = [placeholder; 81];
        // The order the cages were given in, to name them in errors.
        let mut given_as = [0usize; 81];
        let mut owner = [NONE; 81];
        let mut len = 0usize;
        let mut total = 0u32;
        for (index, (cells, sum)) in cages.into_iter().enumerate() {
            let Some(first) = cells.first() else {
                return Err(CageError::Empty { cage: index });
            };
            for cell in cells {
                let other = owner[cell.index()];
                if other != NONE {
                    return Err(CageError::Overlap {
                        cell,
                        first: given_as[usize::from(other)],
                        second: index,
                    });
                }
                owner[cell.index()] = len as u8;
            }
            let joined = connected_from(first, cells);
            if let Some(cell) = (cells - joined).first() {
                return Err(CageError::Disconnected {
                    cage: index,
                    first,
                    cell,
                });
            }
            let size = cells.len();
            let found = u8::try_from(sum).map_or(&[][..], |sum| combinations(size, sum));
            if found.is_empty() {
                return Err(CageError::ImpossibleSum {
                    cage: index,
                    first,
                    size,
                    sum,
                });
            }
            // Disjoint nonempty cages: at most 81 of them, so `len` stays below 81 here.
            built[len] = Cage {
                cells,
                combinations: found,
                digits: found.iter().fold(Digits::EMPTY, |all, &set| all | set),
                sum: sum as u8,
            };
            given_as[len] = index;
            len += 1;
            total += sum;
        }
        if let Some(cell) = Cell::ALL.into_iter().find(|c| owner[c.index()] == NONE) {
            return Err(CageError::Uncovered { cell });
        }
        if total != GRID_SUM {
            return Err(CageError::Total { total });
        }
        let cages = &mut built[..len];
        cages.sort_unstable_by_key(Cage::first_cell);
        let mut cage_of = [0u8; 81];
        for (index, cage) in cages.iter().enumerate() {
            for cell in cage.cells {
                cage_of[cell.index()] = index as u8;
            }
        }
        Ok(Cages {
            cages: built,
            len: len as u8,
            cage_of,
        })
    }

    /// How many cages there are.
    #[inline]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Always false: a layout covers the grid. (For the `len` convention.)
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cages in the order of their first cells.
    #[inline]
    pub fn as_slice(&self) -> &[Cage] {
        &self.cages[..self.len()]
    }

    /// The cages in the order of their first cells.
    #[inline]
    pub fn iter(&self) -> std::slice::Iter<'_, Cage> {
        self.as_slice().iter()
    }

    /// The index (in [`Cages::as_slice`]) of the cage holding `cell`.
    #[inline]
    pub fn index_of(&self, cell: Cell) -> usize {
        usize::from(self.cage_of[cell.index()])
    }

    /// The cage holding `cell`.
    #[inline]
    pub fn cage_of(&self, cell: Cell) -> &Cage {
        &self.cages[self.index_of(cell)]
    }

    /// For each cell, the index of its cage: the table the solver and the rules read.
    #[inline]
    pub fn cage_indices(&self) -> &[u8; 81] {
        &self.cage_of
    }
}

impl<'a> IntoIterator for &'a Cages {
    type Item = &'a Cage;
    type IntoIter = std::slice::Iter<'a, Cage>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl fmt::Debug for Cages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        let (row, col) = name[1..].split_once('c').unwrap();
        Cell::at(
            row.parse::<usize>().unwrap() - 1,
            col.parse::<usize>().unwrap() - 1,
        )
        .unwrap()
    }

    fn cells(names: &[&str]) -> CellSet {
        names.iter().map(|name| cell(name)).collect()
    }

    /// Nine rows as cages, each summing to 45.
    fn rows() -> Vec<(CellSet, u32)> {
        (0..9)
            .map(|row| {
                let cells = (0..9).map(|col| Cell::at(row, col).unwrap()).collect();
                (cells, 45)
            })
            .collect()
    }

    #[test]
    fn a_partition_into_rows_is_a_layout() {
        let mut given = rows();
        given.reverse();
        let cages = Cages::new(given).unwrap();
        assert_eq!(cages.len(), 9);
        assert_eq!(
            cages.as_slice()[0].first_cell(),
            cell("r1c1"),
            "sorted by first cell"
        );
        assert_eq!(cages.index_of(cell("r9c5")), 8);
        assert_eq!(cages.cage_of(cell("r3c3")).sum(), 45);
        assert_eq!(cages.cage_of(cell("r3c3")).combinations().len(), 1);
        assert_eq!(cages.cage_of(cell("r3c3")).digits(), Digits::ALL);
        assert_eq!(
            Cages::new(rows()).unwrap(),
            cages,
            "the order given does not matter"
        );
    }

    #[test]
    fn every_mistake_is_named_with_its_cage_and_cell() {
        let mut overlapping = rows();
        overlapping[8].0.insert(cell("r1c1"));
        let error = Cages::new(overlapping).unwrap_err();
        assert_eq!(
            error,
            CageError::Overlap {
                cell: cell("r1c1"),
                first: 0,
                second: 8
            }
        );
        assert_eq!(error.to_string(), "r1c1 is in two cages, cage 1 and cage 9");

        let mut short = rows();
        short[4].0.remove(cell("r5c9"));
        assert_eq!(
            Cages::new(short).unwrap_err().to_string(),
            "cage 5 (at r5c1) has 8 cells and a sum of 45, but 8 different digits add up to 36 to 44"
        );

        let mut missing = rows();
        missing[4] = (cells(&["r5c1", "r5c2", "r5c3", "r5c4"]), 10);
        missing.push((cells(&["r5c5", "r5c6", "r5c7", "r5c8"]), 26));
        assert_eq!(
            Cages::new(missing).unwrap_err(),
            CageError::Uncovered { cell: cell("r5c9") }
        );

        let mut pieces = rows();
        pieces[0] = (cells(&["r1c1", "r1c2", "r1c4"]), 6);
        pieces.push((cells(&["r1c3", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"]), 39));
        assert_eq!(
            Cages::new(pieces).unwrap_err().to_string(),
            "cage 1 (at r1c1) is in pieces: r1c4 does not join r1c1 through the cage's cells side by side"
        );

        let diagonal = vec![(cells(&["r1c1", "r2c2"]), 3)];
        assert!(matches!(
            Cages::new(diagonal),
            Err(CageError::Disconnected { .. })
        ));

        let mut wrong_total = rows();
        wrong_total[0].1 = 44;
        assert!(matches!(
            Cages::new(wrong_total.clone()),
            Err(CageError::ImpossibleSum { .. })
        ));
        wrong_total[0] = (cells(&["r1c1", "r1c2"]), 4);
        wrong_total.push((
            cells(&["r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"]),
            40,
        ));
        assert_eq!(
            Cages::new(wrong_total).unwrap_err().to_string(),
            "the cage sums add up to 404, but a solved grid adds up to 405"
        );

        let mut too_big = rows();
        too_big[0].0.insert(cell("r2c1"));
        too_big[1].0.remove(cell("r2c1"));
        assert_eq!(
            Cages::new(too_big).unwrap_err().to_string(),
            "cage 1 (at r1c1) has 10 cells and a sum of 45, but a cage holds at most 9 different digits"
        );
        assert_eq!(
            Cages::new(vec![(CellSet::EMPTY, 0)])
                .unwrap_err()
                .to_string(),
            "cage 1 has no cells"
        );
        assert!(matches!(
            Cages::new(vec![(CellSet::ALL, 405)]),
            Err(CageError::ImpossibleSum { size: 81, .. })
        ));
    }

    proptest::proptest! {
        /// Cages grown at random over a solved grid: the table of each cell's cage agrees with
        /// the cages, which cover the grid once, in the order of their first cells, each with
        /// the grid's different digits adding up to its sum among its combinations.
        #[test]
        fn random_layouts_keep_their_tables(seed in proptest::prelude::any::<u64>(), max in 1usize..=9) {
            use rand_chacha::rand_core::SeedableRng;
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let grid = crate::solver::random_solution(&crate::Board::EMPTY, &mut rng).unwrap();
            let cages = crate::killer::testing::random_layout(&grid, max, &mut rng);
            let mut covered = CellSet::EMPTY;
            for (index, cage) in cages.iter().enumerate() {
                proptest::prop_assert!((covered & cage.cells()).is_empty());
                covered |= cage.cells();
                for cell in cage.cells() {
                    proptest::prop_assert_eq!(cages.index_of(cell), index);
                }
                let digits: Digits = cage.cells().iter().filter_map(|c| grid.get(c)).collect();
                proptest::prop_assert_eq!(digits.len(), cage.size());
                proptest::prop_assert!(cage.combinations().contains(&digits));
                proptest::prop_assert!(digits.is_subset(cage.digits()));
                if index > 0 {
                    proptest::prop_assert!(cages.as_slice()[index - 1].first_cell() < cage.first_cell());
                }
            }
            proptest::prop_assert_eq!(covered, CellSet::ALL);
            // Sums moved between two cages: the same cells, still adding up to 405.
            let shifted = crate::killer::testing::shifted_sums(&cages, &mut rng);
            let total: u32 = shifted.iter().map(|cage| u32::from(cage.sum())).sum();
            proptest::prop_assert_eq!(total, GRID_SUM);
            let cells = |c: &Cages| c.iter().map(Cage::cells).collect::<Vec<_>>();
            proptest::prop_assert_eq!(cells(&shifted), cells(&cages));
        }
    }

    #[test]
    fn neighbours_stay_on_the_board() {
        assert_eq!(neighbours(cells(&["r1c1"])), cells(&["r1c2", "r2c1"]));
        assert_eq!(
            neighbours(cells(&["r1c9"])),
            cells(&["r1c8", "r2c9"]),
            "no wrap to the next row"
        );
        assert_eq!(neighbours(cells(&["r5c5"])).len(), 4);
        assert_eq!(neighbours(cells(&["r9c1"])), cells(&["r8c1", "r9c2"]));
        assert_eq!(neighbours(CellSet::ALL), CellSet::EMPTY);
        assert_eq!(
            connected_from(cell("r1c1"), cells(&["r1c1", "r1c2", "r2c2", "r4c4"])),
            cells(&["r1c1", "r1c2", "r2c2"])
        );
    }
}
