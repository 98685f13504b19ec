//! The grid's fixed structure: the 27 units (rows, columns, boxes), each cell's three units and
//! twenty peers, computed at compile time by `const fn`s into static tables.

use std::fmt;

use crate::board::Cell;
use crate::sets::CellSet;

/// One of the 27 units (rows, columns and boxes): the groups that must each hold 1..=9 once.
///
/// Numbered 0..9 for the rows, 9..18 for the columns and 18..27 for the boxes, the order in which
/// [`UNITS`] lists them.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Unit(pub(super) u8);

/// Which kind of unit a [`Unit`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum UnitKind {
    /// A row, top to bottom.
    Row,
    /// A column, left to right.
    Column,
    /// A 3x3 box, left to right, top to bottom.
    Box,
}

impl Unit {
    /// The number of units.
    pub const COUNT: usize = 27;

    /// Every unit: the rows, then the columns, then the boxes.
    pub const ALL: [Unit; 27] = {
        let mut all = [Unit(0); 27];
        let mut i = 0;
        while i < 27 {
            all[i] = Unit(i as u8);
            i += 1;
        }
        all
    };

    /// The nine rows, top to bottom: `Unit::ROWS[r]` is row `r` (0..9), so code that walks rows by
    /// number needs no fallible constructor and no `expect`.
    pub const ROWS: [Unit; 9] = Unit::nine_from(0);

    /// The nine columns, left to right: `Unit::COLUMNS[c]` is column `c` (0..9).
    pub const COLUMNS: [Unit; 9] = Unit::nine_from(9);

    /// The nine boxes, left to right, top to bottom: `Unit::BOXES[b]` is box `b` (0..9), the box
    /// that [`Cell::box_`] numbers.
    pub const BOXES: [Unit; 9] = Unit::nine_from(18);

    /// The nine units numbered `first..first + 9`: one kind's table, built at compile time.
    const fn nine_from(first: u8) -> [Unit; 9] {
        let mut units = [Unit(0); 9];
        let mut i = 0;
        while i < 9 {
            units[i] = Unit(first + i as u8);
            i += 1;
        }
        units
    }

    /// The unit with index `index` (0..27), or `None`: the inverse of [`Unit::index`], for an
    /// index that was computed or read rather than known to be in range.
    pub const fn new(index: usize) -> Option<Unit> {
        if index < 27 {
            Some(Unit(index as u8))
        } else {
            None
        }
    }

    /// The index into [`UNITS`] (0..27).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether this is a row, a column or a box.
    #[inline]
    pub const fn kind(self) -> UnitKind {
        match self.0 / 9 {
            0 => UnitKind::Row,
            1 => UnitKind::Column,
            _ => UnitKind::Box,
        }
    }

    /// The number within its kind, 0..9 (row 0 is the top row).
    #[inline]
    pub const fn number(self) -> usize {
        self.0 as usize % 9
    }

    /// The unit's nine cells, in row-major order.
    #[inline]
    pub fn cells(self) -> &'static [Cell; 9] {
        &UNITS[self.index()]
    }

    /// The unit's nine cells as a set.
    #[inline]
    pub fn cell_set(self) -> CellSet {
        UNIT_SETS[self.index()]
    }
}

impl fmt::Display for Unit {
    /// The name a player reads, counting from 1: `row 1`, `column 4`, `box 5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.kind() {
            UnitKind::Row => "row",
            UnitKind::Column => "column",
            UnitKind::Box => "box",
        };
        write!(f, "{kind} {}", self.number() + 1)
    }
}

impl fmt::Debug for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The units with the boxes first, then the rows, then the columns: the order in which HoDoKu
/// (and players) scan a grid for singles and subsets.
pub const BOXES_ROWS_COLUMNS: [Unit; 27] = {
    let mut order = [Unit(0); 27];
    let mut i = 0;
    while i < 27 {
        order[i] = Unit(((i + 18) % 27) as u8);
        i += 1;
    }
    order
};

/// Whether cell `index` lies in unit `unit` (the definition every table below derives from).
const fn unit_contains(unit: usize, index: usize) -> bool {
    let (row, col) = (index / 9, index % 9);
    match unit / 9 {
        0 => row == unit,
        1 => col == unit - 9,
        _ => (row / 3) * 3 + col / 3 == unit - 18,
    }
}

/// The cells of each unit, rows first, then columns, then boxes; each in row-major order.
pub const UNITS: [[Cell; 9]; 27] = {
    let mut units = [[Cell::from_index_unchecked(0); 9]; 27];
    let mut unit = 0;
    while unit < 27 {
        let mut found = 0;
        let mut index = 0;
        while index < 81 {
            if unit_contains(unit, index) {
                units[unit][found] = Cell::from_index_unchecked(index);
                found += 1;
            }
            index += 1;
        }
        assert!(found == 9);
        unit += 1;
    }
    units
};

/// The cells of each unit as a [`CellSet`], indexed like [`UNITS`].
pub const UNIT_SETS: [CellSet; 27] = {
    let mut sets = [CellSet::EMPTY; 27];
    let mut unit = 0;
    while unit < 27 {
        let mut bits = 0u128;
        let mut i = 0;
        while i < 9 {
            bits |= 1 << UNITS[unit][i].index();
            i += 1;
        }
        sets[unit] = CellSet::from_bits_truncate(bits);
        unit += 1;
    }
    sets
};

/// For each cell, its row, column and box, in that order.
pub const CELL_UNITS: [[Unit; 3]; 81] = {
    let mut table = [[Unit(0); 3]; 81];
    let mut index = 0;
    while index < 81 {
        let (row, col) = (index / 9, index % 9);
        table[index] = [
            Unit(row as u8),
            Unit(9 + col as u8),
            Unit(18 + ((row / 3) * 3 + col / 3) as u8),
        ];
        index += 1;
    }
    table
};

/// For each cell, its 20 peers (the other cells of its row, column and box), in row-major order.
pub const PEERS: [[Cell; 20]; 81] = {
    let mut peers = [[Cell::from_index_unchecked(0); 20]; 81];
    let mut index = 0;
    while index < 81 {
        let units = CELL_UNITS[index];
        let mut found = 0;
        let mut other = 0;
        while other < 81 {
            if other != index
                && (unit_contains(units[0].index(), other)
                    || unit_contains(units[1].index(), other)
                    || unit_contains(units[2].index(), other))
            {
                peers[index][found] = Cell::from_index_unchecked(other);
                found += 1;
            }
            other += 1;
        }
        assert!(found == 20);
        index += 1;
    }
    peers
};

/// For each cell, its 20 peers as a [`CellSet`].
pub const PEER_SETS: [CellSet; 81] = {
    let mut sets = [CellSet::EMPTY; 81];
    let mut index = 0;
    while index < 81 {
        let mut bits = 0u128;
        let mut i = 0;
        while i < 20 {
            bits |= 1 << PEERS[index][i].index();
            i += 1;
        }
        sets[index] = CellSet::from_bits_truncate(bits);
        index += 1;
    }
    sets
};

impl Cell {
    /// The cell's 20 peers: the cells that may not hold the same digit.
    #[inline]
    pub fn peers(self) -> &'static [Cell; 20] {
        &PEERS[self.index()]
    }

    /// The cell's 20 peers as a set.
    #[inline]
    pub fn peer_set(self) -> CellSet {
        PEER_SETS[self.index()]
    }

    /// The cell's row, column and box, in that order.
    #[inline]
    pub fn units(self) -> [Unit; 3] {
        CELL_UNITS[self.index()]
    }

    /// The cell's row as a unit (the [`Unit`] of [`Cell::row`]).
    #[inline]
    pub fn row_unit(self) -> Unit {
        CELL_UNITS[self.index()][0]
    }

    /// The cell's column as a unit (the [`Unit`] of [`Cell::col`]).
    #[inline]
    pub fn column_unit(self) -> Unit {
        CELL_UNITS[self.index()][1]
    }

    /// The cell's box as a unit (the [`Unit`] of [`Cell::box_`]).
    #[inline]
    pub fn box_unit(self) -> Unit {
        CELL_UNITS[self.index()][2]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::naive;
    use proptest::prelude::*;

    #[test]
    fn units_are_rows_columns_boxes() {
        assert_eq!(UNITS[0].map(Cell::index), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(
            UNITS[9 + 2].map(Cell::index),
            [2, 11, 20, 29, 38, 47, 56, 65, 74]
        );
        assert_eq!(
            UNITS[18 + 4].map(Cell::index),
            [30, 31, 32, 39, 40, 41, 48, 49, 50]
        );
        assert_eq!(Unit::BOXES[4].to_string(), "box 5");
        assert_eq!(Unit::COLUMNS[0].to_string(), "column 1");
        assert_eq!(Unit::ROWS[8].to_string(), "row 9");
        assert_eq!(Unit::new(27), None);
        for (kind, table) in [
            (UnitKind::Row, Unit::ROWS),
            (UnitKind::Column, Unit::COLUMNS),
            (UnitKind::Box, Unit::BOXES),
        ] {
            for (number, unit) in table.into_iter().enumerate() {
                assert_eq!((unit.kind(), unit.number()), (kind, number), "{unit}");
                assert_eq!(Unit::new(unit.index()), Some(unit));
            }
        }
        for unit in Unit::ALL {
            assert_eq!(unit.cell_set().len(), 9);
            for c in unit.cells() {
                assert!(c.units().contains(&unit));
            }
        }
    }

    #[test]
    fn every_cell_has_twenty_distinct_symmetric_peers() {
        for c in Cell::ALL {
            let peers = c.peers();
            let set: CellSet = peers.iter().copied().collect();
            assert_eq!(set.len(), 20, "{c}");
            assert!(!set.contains(c), "{c} is not its own peer");
            assert_eq!(set, c.peer_set());
            for p in peers {
                assert!(p.peer_set().contains(c), "{c} and {p} are peers both ways");
                assert!(naive::are_peers(c, *p));
            }
            let count = Cell::ALL
                .iter()
                .filter(|&&o| naive::are_peers(c, o))
                .count();
            assert_eq!(count, 20);
            let [row, col, box_] = c.units();
            assert_eq!(
                (row.number(), col.number(), box_.number()),
                (c.row(), c.col(), c.box_())
            );
            assert_eq!([c.row_unit(), c.column_unit(), c.box_unit()], c.units());
            assert_eq!(
                [row, col, box_],
                [
                    Unit::ROWS[c.row()],
                    Unit::COLUMNS[c.col()],
                    Unit::BOXES[c.box_()]
                ]
            );
        }
    }

    proptest! {
        #[test]
        fn box_matches_its_formula(index in 0usize..81) {
            let c = Cell::new(index).unwrap();
            prop_assert_eq!(c.box_(), (c.row() / 3) * 3 + c.col() / 3);
            prop_assert_eq!(Cell::at(c.row(), c.col()), Some(c));
        }

    }
}
