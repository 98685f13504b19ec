//! Bitsets, the currency of the engine: [`Digits`] for candidates and notes, [`CellSet`] for
//! conflicts, highlights and the cells a hint points at.
//!
//! A set of digits is one `u16` and a set of cells one `u128`, so they are `Copy`, never allocate,
//! and the common questions (how many? which one? intersect, unite) are one or two instructions.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub, SubAssign};

use crate::board::{Cell, Digit};

/// A set of digits 1..=9, stored as bits 1..=9 of a `u16` (bit 0 is never set).
///
/// Iteration is in increasing order; `len` is one popcount.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Digits(u16);

impl Digits {
    /// No digits.
    pub const EMPTY: Digits = Digits(0);
    /// All nine digits.
    pub const ALL: Digits = Digits(0b11_1111_1110);

    /// The set whose bits are `bits` (bit `d` for digit `d`), or `None` if a bit outside 1..=9 is set.
    #[inline]
    pub const fn from_bits(bits: u16) -> Option<Digits> {
        if bits & !Digits::ALL.0 == 0 {
            Some(Digits(bits))
        } else {
            None
        }
    }

    /// The set whose bits are `bits`, ignoring bits outside 1..=9.
    #[inline]
    pub const fn from_bits_truncate(bits: u16) -> Digits {
        Digits(bits & Digits::ALL.0)
    }

    /// The raw bits (bit `d` for digit `d`).
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The set holding only `digit`.
    #[inline]
    pub const fn single(digit: Digit) -> Digits {
        Digits(digit.bit())
    }

    /// Adds `digit`; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, digit: Digit) -> bool {
        let new = !self.contains(digit);
        self.0 |= digit.bit();
        new
    }

    /// Removes `digit`; returns whether it was present.
    #[inline]
    pub fn remove(&mut self, digit: Digit) -> bool {
        let present = self.contains(digit);
        self.0 &= !digit.bit();
        present
    }

    /// Adds `digit` if absent, removes it if present (a note toggle).
    #[inline]
    pub fn toggle(&mut self, digit: Digit) {
        self.0 ^= digit.bit();
    }

    /// Whether `digit` is in the set.
    #[inline]
    pub const fn contains(self, digit: Digit) -> bool {
        self.0 & digit.bit() != 0
    }

    /// The number of digits in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit in the set.
    #[inline]
    pub const fn first(self) -> Option<Digit> {
        if self.0 == 0 {
            None
        } else {
            Some(Digit::from_u8_unchecked(self.0.trailing_zeros() as u8))
        }
    }

    /// The digit when the set holds exactly one (a naked single), else `None`.
    #[inline]
    pub const fn single_digit(self) -> Option<Digit> {
        if self.0.is_power_of_two() {
            self.first()
        } else {
            None
        }
    }

    /// Whether every digit of `self` is also in `other`.
    #[inline]
    pub const fn is_subset(self, other: Digits) -> bool {
        self.0 & !other.0 == 0
    }

    /// The digits in increasing order.
    #[inline]
    pub fn iter(self) -> DigitsIter {
        DigitsIter(self.0)
    }
}

impl fmt::Display for Digits {
    /// The digits run together, as pencil marks are usually written: `{1, 5, 9}` is `159`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for digit in *self {
            write!(f, "{digit}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// A set of cells, stored as bits 0..81 of a `u128`.
///
/// Iteration is in row-major order; `len` is one popcount.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CellSet(u128);

impl CellSet {
    /// No cells.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet((1u128 << 81) - 1);

    /// The set whose bits are `bits` (bit `i` for cell `i`), or `None` if a bit above 80 is set.
    #[inline]
    pub const fn from_bits(bits: u128) -> Option<CellSet> {
        if bits & !CellSet::ALL.0 == 0 {
            Some(CellSet(bits))
        } else {
            None
        }
    }

    /// The set whose bits are `bits`, ignoring bits above 80.
    #[inline]
    pub const fn from_bits_truncate(bits: u128) -> CellSet {
        CellSet(bits & CellSet::ALL.0)
    }

    /// The raw bits (bit `i` for cell `i`).
    #[inline]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding only `cell`.
    #[inline]
    pub const fn single(cell: Cell) -> CellSet {
        CellSet(1 << cell.index())
    }

    /// Adds `cell`; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, cell: Cell) -> bool {
        let new = !self.contains(cell);
        self.0 |= 1 << cell.index();
        new
    }

    /// Removes `cell`; returns whether it was present.
    #[inline]
    pub fn remove(&mut self, cell: Cell) -> bool {
        let present = self.contains(cell);
        self.0 &= !(1 << cell.index());
        present
    }

    /// Whether `cell` is in the set.
    #[inline]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 & (1 << cell.index()) != 0
    }

    /// The number of cells in the set.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The first cell in row-major order.
    #[inline]
    pub const fn first(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Some(Cell::from_index_unchecked(self.0.trailing_zeros() as usize))
        }
    }

    /// The cell when the set holds exactly one, else `None`.
    #[inline]
    pub const fn single_cell(self) -> Option<Cell> {
        if self.0.is_power_of_two() {
            self.first()
        } else {
            None
        }
    }

    /// Whether every cell of `self` is also in `other`.
    #[inline]
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The cells in row-major order.
    #[inline]
    pub fn iter(self) -> CellSetIter {
        CellSetIter(self.0)
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Iteration, collecting and extending, shared by both bitsets: the members come out lowest bit
/// first, each found by one `trailing_zeros`. `$member` makes a member from its bit number.
macro_rules! set_iteration {
    ($set:ident, $iter:ident, $bits:ty, $item:ty, $member:expr, $doc:literal) => {
        #[doc = $doc]
        #[derive(Clone, Debug)]
        pub struct $iter($bits);

        impl Iterator for $iter {
            type Item = $item;

            #[inline]
            fn next(&mut self) -> Option<$item> {
                if self.0 == 0 {
                    return None;
                }
                let member = $member(self.0.trailing_zeros());
                self.0 &= self.0 - 1;
                Some(member)
            }

            #[inline]
            fn size_hint(&self) -> (usize, Option<usize>) {
                let len = self.0.count_ones() as usize;
                (len, Some(len))
            }
        }

        impl ExactSizeIterator for $iter {}

        impl IntoIterator for $set {
            type Item = $item;
            type IntoIter = $iter;

            fn into_iter(self) -> $iter {
                self.iter()
            }
        }

        impl FromIterator<$item> for $set {
            fn from_iter<I: IntoIterator<Item = $item>>(iter: I) -> $set {
                let mut set = $set::EMPTY;
                set.extend(iter);
                set
            }
        }

        impl Extend<$item> for $set {
            fn extend<I: IntoIterator<Item = $item>>(&mut self, iter: I) {
                for member in iter {
                    self.insert(member);
                }
            }
        }
    };
}

set_iteration!(
    Digits,
    DigitsIter,
    u16,
    Digit,
    |bit: u32| Digit::from_u8_unchecked(bit as u8),
    "The digits of a [`Digits`] set in increasing order."
);
set_iteration!(
    CellSet,
    CellSetIter,
    u128,
    Cell,
    |bit: u32| Cell::from_index_unchecked(bit as usize),
    "The cells of a [`CellSet`] in row-major order."
);

/// The set operators, shared by both bitsets: `|` union, `&` intersection, `^` symmetric difference,
/// `-` difference, `!` complement within the set's universe.
macro_rules! set_operators {
    ($set:ident, $all:expr) => {
        impl BitOr for $set {
            type Output = $set;
            #[inline]
            fn bitor(self, other: $set) -> $set {
                $set(self.0 | other.0)
            }
        }
        impl BitOrAssign for $set {
            #[inline]
            fn bitor_assign(&mut self, other: $set) {
                self.0 |= other.0;
            }
        }
        impl BitAnd for $set {
            type Output = $set;
            #[inline]
            fn bitand(self, other: $set) -> $set {
                $set(self.0 & other.0)
            }
        }
        impl BitAndAssign for $set {
            #[inline]
            fn bitand_assign(&mut self, other: $set) {
                self.0 &= other.0;
            }
        }
        impl BitXor for $set {
            type Output = $set;
            #[inline]
            fn bitxor(self, other: $set) -> $set {
                $set(self.0 ^ other.0)
            }
        }
        impl Sub for $set {
            type Output = $set;
            #[inline]
            fn sub(self, other: $set) -> $set {
                $set(self.0 & !other.0)
            }
        }
        impl SubAssign for $set {
            #[inline]
            fn sub_assign(&mut self, other: $set) {
                self.0 &= !other.0;
            }
        }
        impl Not for $set {
            type Output = $set;
            #[inline]
            fn not(self) -> $set {
                $set(!self.0 & $all.0)
            }
        }
    };
}

set_operators!(Digits, Digits::ALL);
set_operators!(CellSet, CellSet::ALL);

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn digit(value: u8) -> Digit {
        Digit::new(value).unwrap()
    }

    fn cell(index: usize) -> Cell {
        Cell::new(index).unwrap()
    }

    #[test]
    fn digits_insert_remove_contains_len() {
        let mut set = Digits::EMPTY;
        assert!(set.is_empty());
        assert!(set.insert(digit(5)));
        assert!(!set.insert(digit(5)));
        assert!(set.insert(digit(1)));
        assert!(set.insert(digit(9)));
        assert_eq!(set.len(), 3);
        assert!(set.contains(digit(9)) && !set.contains(digit(2)));
        assert_eq!(set.iter().map(Digit::get).collect::<Vec<_>>(), [1, 5, 9]);
        assert_eq!(set.to_string(), "159");
        assert_eq!(format!("{set:?}"), "{1, 5, 9}");
        assert!(set.remove(digit(5)));
        assert!(!set.remove(digit(5)));
        assert_eq!(set.first(), Some(digit(1)));
        assert_eq!(set.single_digit(), None);
        set.toggle(digit(1));
        assert_eq!(set.single_digit(), Some(digit(9)));
        assert_eq!(Digits::ALL.len(), 9);
        assert_eq!(!Digits::ALL, Digits::EMPTY);
        assert_eq!(Digits::from_bits(1), None, "bit 0 is not a digit");
        assert_eq!(Digits::from_bits(1 << 10), None);
        assert_eq!(Digits::from_bits_truncate(0xFFFF), Digits::ALL);
    }

    #[test]
    fn cellset_insert_remove_contains_len() {
        let mut set = CellSet::EMPTY;
        assert!(set.insert(cell(80)));
        assert!(set.insert(cell(0)));
        assert!(!set.insert(cell(0)));
        assert!(set.insert(cell(40)));
        assert_eq!(set.len(), 3);
        assert_eq!(set.iter().map(Cell::index).collect::<Vec<_>>(), [0, 40, 80]);
        assert_eq!(format!("{set:?}"), "{r1c1, r5c5, r9c9}");
        assert!(set.remove(cell(40)));
        assert!(!set.contains(cell(40)));
        assert_eq!(set.first(), Some(cell(0)));
        assert_eq!(CellSet::single(cell(7)).single_cell(), Some(cell(7)));
        assert_eq!(CellSet::ALL.len(), 81);
        assert_eq!((!set).len(), 79);
        assert_eq!(CellSet::from_bits(1 << 81), None);
        assert_eq!(CellSet::from_bits_truncate(u128::MAX), CellSet::ALL);
    }

    proptest! {
        #[test]
        fn digits_behave_like_a_set(values in proptest::collection::vec(1u8..=9, 0..20)) {
            let set: Digits = values.iter().map(|&v| digit(v)).collect();
            let mut expected: Vec<u8> = values.clone();
            expected.sort_unstable();
            expected.dedup();
            prop_assert_eq!(set.len(), expected.len());
            prop_assert_eq!(set.iter().len(), expected.len());
            prop_assert_eq!(set.iter().map(Digit::get).collect::<Vec<_>>(), expected);
        }

        #[test]
        fn cellsets_behave_like_a_set(a in proptest::collection::vec(0usize..81, 0..40),
                                      b in proptest::collection::vec(0usize..81, 0..40)) {
            let sa: CellSet = a.iter().map(|&i| cell(i)).collect();
            let sb: CellSet = b.iter().map(|&i| cell(i)).collect();
            let ha: std::collections::BTreeSet<usize> = a.iter().copied().collect();
            let hb: std::collections::BTreeSet<usize> = b.iter().copied().collect();
            let indices = |s: CellSet| s.iter().map(Cell::index).collect::<Vec<_>>();
            prop_assert_eq!(indices(sa | sb), ha.union(&hb).copied().collect::<Vec<_>>());
            prop_assert_eq!(indices(sa & sb), ha.intersection(&hb).copied().collect::<Vec<_>>());
            prop_assert_eq!(indices(sa - sb), ha.difference(&hb).copied().collect::<Vec<_>>());
            prop_assert_eq!(indices(sa ^ sb), ha.symmetric_difference(&hb).copied().collect::<Vec<_>>());
            prop_assert_eq!((!sa).len(), 81 - ha.len());
            prop_assert_eq!((sa & sb).is_subset(sa), true);
        }
    }
}
