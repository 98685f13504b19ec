//! What the Killer solver knows of a layout before it starts: each cell's mates (the cells that
//! may not share its digit), and the groups of cells whose sum is known, which are the cages
//! themselves and what the rule of 45 derives from them.
//!
//! **The rule of 45.** Every row, column and box holds 1 to 9, which add up to 45. The cages
//! wholly inside a unit add up to their sums, so the unit's other cells (its "innies") add up
//! to 45 less; they all lie in the unit, so their digits differ, and they are a cage in all but
//! name, with combinations of their own. The cages that reach into a unit from outside cover
//! the unit and some cells beyond it (its "outies"), which add up to the sums of every cage
//! touching the unit, less 45: when the outies lie in one unit they too differ and are a cage;
//! otherwise only their sum is known, and bounds on it are what propagates. A player learns
//! these first after the combinations themselves, and a solver that knows them guesses far
//! less: they are worked out once per puzzle, here.

use crate::killer::{combinations, Cages};
use crate::rules::{PEER_SETS, UNIT_SETS};
use crate::sets::{CellSet, Digits};

/// The most cells a group whose sum alone is known may have: larger ones bound little.
pub(super) const MAX_SUM_CELLS: usize = 16;

/// The most groups: the cages (at most 81), and per unit its innies and its outies.
const MAX_GROUPS: usize = 81 + 27 + 27;

/// Cells whose digits add up to a known sum; when `combinations` is not empty, their digits
/// also differ, and are one of these sets.
#[derive(Clone, Copy)]
pub(super) struct Group {
    /// The cells' indices; the first `len` are used.
    pub cells: [u8; MAX_SUM_CELLS],
    pub len: u8,
    pub set: CellSet,
    pub sum: u8,
    pub combinations: &'static [Digits],
}

impl Group {
    const EMPTY: Group = Group {
        cells: [0; MAX_SUM_CELLS],
        len: 0,
        set: CellSet::EMPTY,
        sum: 0,
        combinations: &[],
    };

    /// The cells' indices.
    #[inline(always)]
    pub fn cells(&self) -> &[u8] {
        &self.cells[..usize::from(self.len)]
    }
}

/// A layout as the search reads it. Groups `..distinct` have different digits (the cages and
/// the innies and outies that lie in one unit), the rest only a sum.
pub(super) struct Context {
    /// For each cell, its 20 peers and the other cells of its cage.
    pub mates: [CellSet; 81],
    pub groups: [Group; MAX_GROUPS],
    pub distinct: usize,
    pub len: usize,
}

impl Context {
    /// The context of `cages`, or `None` when the rule of 45 already shows there is no
    /// solution (the cages inside a unit add up to more than 45, or leave a sum its cells
    /// cannot make).
    pub fn new(cages: &Cages) -> Option<Context> {
        let mut context = Context {
            mates: PEER_SETS,
            groups: [Group::EMPTY; MAX_GROUPS],
            distinct: 0,
            len: 0,
        };
        for cage in cages {
            for cell in cage.cells() {
                context.mates[cell.index()] |= cage.cells() - CellSet::single(cell);
            }
            context.push(cage.cells(), u32::from(cage.sum()), true)?;
        }
        // Sum-only groups wait until every group with different digits is in.
        let mut sum_only = [(CellSet::EMPTY, 0u32); 27];
        let mut sum_only_len = 0;
        let list = cages.as_slice();
        for unit in UNIT_SETS {
            let (mut inside, mut inside_sum) = (CellSet::EMPTY, 0u32);
            let (mut touching, mut touching_sum) = (CellSet::EMPTY, 0u32);
            let mut seen = 0u128;
            for cell in unit {
                let index = cages.index_of(cell);
                if seen >> index & 1 != 0 {
                    continue;
                }
                seen |= 1 << index;
                let cage = &list[index];
                touching |= cage.cells();
                touching_sum += u32::from(cage.sum());
                if cage.cells().is_subset(unit) {
                    inside |= cage.cells();
                    inside_sum += u32::from(cage.sum());
                }
            }
            let innies = unit - inside;
            if !innies.is_empty() && innies != unit {
                context.push(innies, 45u32.checked_sub(inside_sum)?, true)?;
            }
            let outies = touching - unit;
            if !outies.is_empty() && outies.len() <= MAX_SUM_CELLS {
                let sum = touching_sum.checked_sub(45)?;
                if UNIT_SETS.iter().any(|&other| outies.is_subset(other)) {
                    context.push(outies, sum, true)?;
                } else {
                    sum_only[sum_only_len] = (outies, sum);
                    sum_only_len += 1;
                }
            }
        }
        context.distinct = context.len;
        for &(cells, sum) in &sum_only[..sum_only_len] {
            context.push(cells, sum, false)?;
        }
        Some(context)
    }

    /// Adds a group unless one with the same cells is in already; `None` when different digits
    /// in these cells cannot make the sum.
    fn push(&mut self, cells: CellSet, sum: u32, distinct: bool) -> Option<()> {
        let found = if distinct {
            let found = u8::try_from(sum).map_or(&[][..], |sum| combinations(cells.len(), sum));
            if found.is_empty() {
                return None;
            }
            found
        } else {
            if sum < cells.len() as u32 || sum > 9 * cells.len() as u32 {
                return None;
            }
            &[]
        };
        if self.groups[..self.len]
            .iter()
            .any(|group| group.set == cells)
        {
            return Some(());
        }
        let mut group = Group {
            set: cells,
            sum: sum as u8,
            combinations: found,
            ..Group::EMPTY
        };
        for cell in cells {
            group.cells[usize::from(group.len)] = cell.index() as u8;
            group.len += 1;
        }
        self.groups[self.len] = group;
        self.len += 1;
        Some(())
    }
}
