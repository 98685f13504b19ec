//! The Killer search's state, each cell's candidates as a bitmask, and its propagation to a
//! fixed point: placed digits leave their mates, hidden singles in rows, columns and boxes, and
//! for each group the combinations still possible, the digits it must hold and where.

use super::groups::{Context, Group};
use crate::killer::MAX_CAGE_SIZE;
use crate::rules::{CELL_UNITS, UNITS, UNIT_SETS};

/// All nine digits, in [`Digits`](crate::Digits)' layout (bit `d` for digit `d`).
pub(super) const ALL: u16 = 0b11_1111_1110;

/// The search state: each cell's candidates, and the cells whose digit has not been placed yet
/// (a placed cell keeps its one candidate and has left its mates' candidates).
#[derive(Clone, Copy)]
pub(super) struct State {
    pub candidates: [u16; 81],
    pub unsolved: u128,
    /// The cells whose candidates changed since the last fixed point: only the groups holding
    /// one of them can narrow anything more.
    pub dirty: u128,
}

/// The digits `low..=high` as a mask (empty when `low > high`).
#[inline(always)]
fn digit_range(low: u32, high: u32) -> u16 {
    if low > high || low > 9 {
        return 0;
    }
    let high = high.min(9);
    (((1u32 << (high + 1)) - 1) & !((1u32 << low) - 1)) as u16
}

impl State {
    /// Narrows `cell` to `mask`; `false` when nothing is left.
    #[inline(always)]
    fn keep(&mut self, cell: usize, mask: u16, changed: &mut bool) -> bool {
        let old = self.candidates[cell];
        let new = old & mask;
        if new != old {
            if new == 0 {
                return false;
            }
            self.candidates[cell] = new;
            self.dirty |= 1 << cell;
            *changed = true;
        }
        true
    }

    /// Propagates until nothing changes; `false` on a contradiction (a cell, unit or group
    /// that cannot be filled).
    pub fn propagate(&mut self, context: &Context) -> bool {
        let (distinct, sum_only) = context.groups[..context.len].split_at(context.distinct);
        // The cells changed before this pass began; `dirty` gathers those this pass changes.
        let mut before = std::mem::take(&mut self.dirty);
        // The cells changed since the arrangements were last checked.
        let mut unarranged = before;
        loop {
            let mut changed = false;
            if !self.place_singles(context, &mut changed) || !self.hidden_singles(&mut changed) {
                return false;
            }
            // A group none of whose cells changed since it was last narrowed has nothing new.
            for group in distinct {
                if group.set.bits() & (before | self.dirty) != 0
                    && !self.combinations(group, &mut changed)
                {
                    return false;
                }
            }
            for group in sum_only {
                if group.set.bits() & (before | self.dirty) != 0
                    && !self.bounds(group, &mut changed)
                {
                    return false;
                }
            }
            unarranged |= self.dirty;
            if !changed {
                // The cheap rules are at a fixed point: now the costlier one, each group's
                // combinations arranged cell by cell, where anything changed since it last ran.
                for group in distinct {
                    if (3..=4).contains(&group.len)
                        && group.set.bits() & unarranged != 0
                        && !self.arranged(group, &mut changed)
                    {
                        return false;
                    }
                }
                if !changed {
                    return true;
                }
                unarranged = 0;
            }
            before = std::mem::take(&mut self.dirty);
            unarranged |= before;
        }
    }

    /// A small group of different digits, more thoroughly than [`Self::combinations`]: each
    /// cell keeps only the digits it takes in some assignment of different digits adding up to
    /// the group's sum, which is what `killer::arrangements` (the techniques' test) gives over
    /// every combination, walked here cell by cell: for three or four cells that walk is short,
    /// and measured quicker than a walk per combination.
    fn arranged(&mut self, group: &Group, changed: &mut bool) -> bool {
        let cells = group.cells();
        let mut held = [0u16; MAX_CAGE_SIZE];
        for (slot, &cell) in held.iter_mut().zip(cells) {
            *slot = self.candidates[usize::from(cell)];
        }
        let held = &held[..cells.len().min(MAX_CAGE_SIZE)];
        let mut keep = [0u16; MAX_CAGE_SIZE];
        let mut path = [0u16; MAX_CAGE_SIZE];
        assign(held, 0, 0, u32::from(group.sum), &mut path, &mut keep);
        for (&cell, (&digits, &kept)) in cells.iter().zip(held.iter().zip(&keep)) {
            if digits & !kept != 0 && !self.keep(usize::from(cell), kept, changed) {
                return false;
            }
        }
        true
    }

    /// Places every unsolved cell left with one candidate: its digit leaves its mates.
    #[inline(always)]
    fn place_singles(&mut self, context: &Context, changed: &mut bool) -> bool {
        let mut open = self.unsolved;
        while open != 0 {
            let cell = open.trailing_zeros() as usize;
            open &= open - 1;
            let digit = self.candidates[cell];
            if digit & digit.wrapping_sub(1) != 0 {
                continue;
            }
            self.unsolved &= !(1u128 << cell);
            *changed = true;
            let mut mates = context.mates[cell].bits();
            while mates != 0 {
                let mate = mates.trailing_zeros() as usize;
                mates &= mates - 1;
                if self.candidates[mate] & digit != 0 {
                    self.candidates[mate] &= !digit;
                    self.dirty |= 1 << mate;
                    if self.candidates[mate] == 0 {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Every row, column and box: a digit with no place is a contradiction, a digit with one
    /// place is placed there.
    #[inline(always)]
    fn hidden_singles(&mut self, changed: &mut bool) -> bool {
        for unit in &UNITS {
            let (mut once, mut twice) = (0u16, 0u16);
            for cell in unit {
                let digits = self.candidates[cell.index()];
                twice |= once & digits;
                once |= digits;
            }
            if once != ALL {
                return false;
            }
            let singles = once & !twice;
            if singles == 0 {
                continue;
            }
            for cell in unit {
                let digits = self.candidates[cell.index()] & singles;
                if digits != 0 {
                    if digits & (digits - 1) != 0 {
                        return false; // two digits whose one place is this cell
                    }
                    if !self.keep(cell.index(), digits, changed) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// A group of different digits: the combinations still possible (each containing the
    /// digits placed, each of its digits with a place, each cell with one of its digits), the
    /// cells narrowed to their union, and each digit they all contain placed where it alone
    /// can go, or cleared from a row, column or box its places in the group lie in.
    #[inline(always)]
    fn combinations(&mut self, group: &Group, changed: &mut bool) -> bool {
        let cells = group.cells();
        let (mut union, mut placed) = (0u16, 0u16);
        for &cell in cells {
            let digits = self.candidates[usize::from(cell)];
            union |= digits;
            if digits & digits.wrapping_sub(1) == 0 {
                placed |= digits;
            }
        }
        let (mut allowed, mut required) = (0u16, ALL);
        'combinations: for combination in group.combinations {
            let bits = combination.bits();
            if bits & placed != placed || bits & union != bits {
                continue;
            }
            for &cell in cells {
                if self.candidates[usize::from(cell)] & bits == 0 {
                    continue 'combinations;
                }
            }
            allowed |= bits;
            required &= bits;
        }
        if allowed == 0 {
            return false;
        }
        if union & !allowed != 0 {
            for &cell in cells {
                if !self.keep(usize::from(cell), allowed, changed) {
                    return false;
                }
            }
        }
        let mut hidden = required & !placed;
        while hidden != 0 {
            let digit = hidden & hidden.wrapping_neg();
            hidden &= hidden - 1;
            let (mut places, mut count, mut last) = (0u128, 0u32, 0usize);
            for &cell in cells {
                if self.candidates[usize::from(cell)] & digit != 0 {
                    places |= 1 << cell;
                    count += 1;
                    last = usize::from(cell);
                }
            }
            match count {
                0 => return false,
                1 => {
                    if !self.keep(last, digit, changed) {
                        return false;
                    }
                }
                _ => {
                    // The digit is in the group, so in the one row, column or box its places lie
                    // in, nowhere else.
                    for unit in CELL_UNITS[last] {
                        let unit = UNIT_SETS[unit.index()].bits();
                        if places & !unit == 0 {
                            let mut others = unit & !group.set.bits();
                            while others != 0 {
                                let other = others.trailing_zeros() as usize;
                                others &= others - 1;
                                if !self.keep(other, !digit, changed) {
                                    return false;
                                }
                            }
                        }
                    }
                }
            }
        }
        true
    }

    /// A group whose sum alone is known: each cell keeps the digits that the others' smallest
    /// and largest candidates leave room for.
    #[inline(always)]
    fn bounds(&mut self, group: &Group, changed: &mut bool) -> bool {
        let cells = group.cells();
        let (mut low, mut high) = (0u32, 0u32);
        for &cell in cells {
            let digits = self.candidates[usize::from(cell)];
            low += digits.trailing_zeros();
            high += 15 - digits.leading_zeros();
        }
        let sum = u32::from(group.sum);
        if sum < low || sum > high {
            return false;
        }
        if high == low {
            return true;
        }
        for &cell in cells {
            let digits = self.candidates[usize::from(cell)];
            let (own_low, own_high) = (digits.trailing_zeros(), 15 - digits.leading_zeros());
            let at_least = (sum + own_high).saturating_sub(high);
            let at_most = sum - (low - own_low);
            if !self.keep(
                usize::from(cell),
                digit_range(at_least.max(1), at_most),
                changed,
            ) {
                return false;
            }
        }
        true
    }

    /// Writes the placed digits (1 to 9) of a solved state into `cells`.
    pub fn write_digits(&self, cells: &mut [u8; 81]) {
        for (cell, &digits) in cells.iter_mut().zip(&self.candidates) {
            *cell = digits.trailing_zeros() as u8;
        }
    }
}

/// Gives each cell of `held` from `at` on a different digit not in `used`, the digits adding
/// up to `left`; every complete assignment adds its digits to `keep`.
fn assign(
    held: &[u16],
    at: usize,
    used: u16,
    left: u32,
    path: &mut [u16; MAX_CAGE_SIZE],
    keep: &mut [u16; MAX_CAGE_SIZE],
) {
    let open = held[at] & !used;
    if at + 1 == held.len() {
        if (1..=9).contains(&left) && open >> left & 1 != 0 {
            path[at] = 1 << left;
            for (slot, &digit) in keep.iter_mut().zip(&path[..held.len()]) {
                *slot |= digit;
            }
        }
        return;
    }
    let mut digits = open;
    while digits != 0 {
        let digit = digits.trailing_zeros();
        digits &= digits - 1;
        if digit >= left {
            break;
        }
        path[at] = 1 << digit;
        assign(held, at + 1, used | 1 << digit, left - digit, path, keep);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_assignment_walk_keeps_what_the_arrangements_of_every_combination_keep() {
        // Candidates drawn from a fixed stream, for groups of three and four cells and every
        // sum they can make.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..400 {
            let len = 3 + (next() % 2) as usize;
            let mut held = [0u16; MAX_CAGE_SIZE];
            for slot in &mut held[..len] {
                // Mostly a few digits, sometimes one.
                *slot = (next() as u16 & next() as u16 | 1 << (1 + next() % 9)) & ALL;
            }
            let held = &held[..len];
            let (low, high) = crate::killer::sum_range(len);
            for sum in low..=high {
                let mut expected = [0u16; MAX_CAGE_SIZE];
                for combination in crate::killer::combinations(len, sum) {
                    if let Some(kept) = crate::killer::arrangements(held, combination.bits()) {
                        for (slot, digits) in expected.iter_mut().zip(kept) {
                            *slot |= digits;
                        }
                    }
                }
                let mut keep = [0u16; MAX_CAGE_SIZE];
                assign(
                    held,
                    0,
                    0,
                    u32::from(sum),
                    &mut [0; MAX_CAGE_SIZE],
                    &mut keep,
                );
                assert_eq!(keep, expected, "{held:?} sum {sum}");
            }
        }
    }

    #[test]
    fn digit_ranges() {
        assert_eq!(digit_range(1, 9), ALL);
        assert_eq!(digit_range(3, 4), 0b11000);
        assert_eq!(digit_range(5, 4), 0);
        assert_eq!(digit_range(9, 12), 1 << 9);
        assert_eq!(digit_range(10, 12), 0);
    }
}
