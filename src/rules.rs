//! The rules of Sudoku over a [`Board`]: which digits are legal where, which cells clash, and when
//! a board is solved.
//!
//! The structure that never changes (the 27 units, each cell's 3 units and 20 peers) is computed at
//! compile time by `const fn`s into static tables, so no call on this path computes geometry or
//! allocates. The functions are pure functions of the board: a caller never has to keep them in sync.

use std::fmt;

use crate::board::{Board, Cell, Digit};
use crate::sets::{CellSet, Digits};

pub mod killer;
mod units;

pub use units::{
    Unit, UnitKind, BOXES_ROWS_COLUMNS, CELL_UNITS, PEERS, PEER_SETS, UNITS, UNIT_SETS,
};

/// Would `digit` be legal in `cell`? True when no peer holds it. The cell's own content is ignored,
/// so the answer is the same whether the cell is empty or already holds a digit.
#[inline]
pub fn is_legal(board: &Board, cell: Cell, digit: Digit) -> bool {
    let cells = board.as_bytes();
    let value = digit.get();
    !cell.peers().iter().any(|peer| cells[peer.index()] == value)
}

/// The digits legal in `cell`: those no peer holds. Like [`is_legal`], it ignores the cell's own
/// content, so `candidates(board, cell).contains(d) == is_legal(board, cell, d)` always.
#[inline]
pub fn candidates(board: &Board, cell: Cell) -> Digits {
    let cells = board.as_bytes();
    let mut used = 0u16;
    for peer in cell.peers() {
        // Empty cells set bit 0, which `from_bits_truncate` drops.
        used |= 1 << cells[peer.index()];
    }
    Digits::from_bits_truncate(!used)
}

/// Per-unit digit masks of a board: `seen` has the digits present in each unit, `repeated` those
/// present two or more times. One pass over the cells; everything else derives from these.
struct UnitMasks {
    seen: [u16; 27],
    repeated: [u16; 27],
}

impl UnitMasks {
    #[inline]
    fn of(board: &Board) -> UnitMasks {
        let cells = board.as_bytes();
        let mut seen = [0u16; 27];
        let mut repeated = [0u16; 27];
        // Branch-free: an empty cell contributes bit 0, which is masked away. The row's masks stay
        // in registers; only the column and box masks go through memory.
        for row in 0..9 {
            let (mut row_seen, mut row_repeated) = (0u16, 0u16);
            for col in 0..9 {
                let bit = (1u16 << cells[row * 9 + col]) & !1;
                row_repeated |= row_seen & bit;
                row_seen |= bit;
                let column = 9 + col;
                repeated[column] |= seen[column] & bit;
                seen[column] |= bit;
                let box_ = 18 + row / 3 * 3 + col / 3;
                repeated[box_] |= seen[box_] & bit;
                seen[box_] |= bit;
            }
            seen[row] = row_seen;
            repeated[row] = row_repeated;
        }
        UnitMasks { seen, repeated }
    }
}

/// The legal digits of every cell, in one pass: `grid[c] == candidates(board, c)` for every cell.
///
/// Filled cells get the digits legal there ignoring their own content, exactly as [`candidates`]
/// does; a caller that wants pencil marks masks the filled cells out.
pub fn candidate_grid(board: &Board) -> [Digits; 81] {
    let masks = UnitMasks::of(board);
    let cells = board.as_bytes();
    let mut grid = [Digits::EMPTY; 81];
    for (index, slot) in grid.iter_mut().enumerate() {
        // The cell's own digit counts as "used by a peer" in a unit only where it is repeated.
        let own = (1u16 << cells[index]) & !1;
        let mut used = 0u16;
        for unit in CELL_UNITS[index] {
            let u = unit.index();
            used |= masks.seen[u] & !(own & !masks.repeated[u]);
        }
        *slot = Digits::from_bits_truncate(!used);
    }
    grid
}

/// Every cell that clashes with a peer: BOTH ends of every clash, so a player sees what each entry
/// clashes with, and a pure function of the board, so an undo can never leave a stale mark.
pub fn conflicts(board: &Board) -> CellSet {
    let masks = UnitMasks::of(board);
    let mut bits = 0u128;
    for (index, &value) in board.as_bytes().iter().enumerate() {
        let bit = (1u16 << value) & !1;
        let [row, col, box_] = CELL_UNITS[index];
        let repeated = masks.repeated[row.index()]
            | masks.repeated[col.index()]
            | masks.repeated[box_.index()];
        bits |= u128::from(repeated & bit != 0) << index;
    }
    CellSet::from_bits_truncate(bits)
}

/// Whether the board is solved: every cell filled AND no clash. Either alone is met by boards that
/// are not solutions, so both are checked (as "every unit holds all nine digits").
pub fn is_complete(board: &Board) -> bool {
    if !board.is_full() {
        return false;
    }
    UnitMasks::of(board)
        .seen
        .iter()
        .all(|&seen| seen == Digits::ALL.bits())
}

/// One clash: the same digit twice in a unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The repeated digit.
    pub digit: Digit,
    /// The two cells, in row-major order.
    pub cells: [Cell; 2],
    /// A unit they share: their row or column when they share one, else their box.
    pub unit: Unit,
}

impl fmt::Display for Conflict {
    /// A sentence for a player: `5 at r1c1 clashes with 5 at r1c4 (row 1)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b] = self.cells;
        let d = self.digit;
        write!(f, "{d} at {a} clashes with {d} at {b} ({})", self.unit)
    }
}

/// Every clashing pair of a board, each pair once, for messages that say what clashes with what.
///
/// The iterator borrows the board and allocates nothing. Pairs come unit by unit (rows, columns,
/// boxes); a pair in one row and one box is reported once, with its row.
pub fn conflict_pairs(board: &Board) -> ConflictPairs<'_> {
    ConflictPairs {
        cells: board.as_bytes(),
        unit: 0,
        first: 0,
        second: 1,
    }
}

/// The iterator returned by [`conflict_pairs`].
#[derive(Clone, Debug)]
pub struct ConflictPairs<'a> {
    cells: &'a [u8; 81],
    unit: usize,
    first: usize,
    second: usize,
}

impl Iterator for ConflictPairs<'_> {
    type Item = Conflict;

    fn next(&mut self) -> Option<Conflict> {
        while self.unit < 27 {
            let (unit, first, second) = (self.unit, self.first, self.second);
            self.second += 1;
            if self.second == 9 {
                self.first += 1;
                self.second = self.first + 1;
                if self.second == 9 {
                    self.unit += 1;
                    self.first = 0;
                    self.second = 1;
                }
            }
            let (a, b) = (UNITS[unit][first], UNITS[unit][second]);
            let value = self.cells[a.index()];
            if value == 0 || value != self.cells[b.index()] {
                continue;
            }
            let unit = Unit(unit as u8);
            if unit.kind() == UnitKind::Box && (a.row() == b.row() || a.col() == b.col()) {
                continue; // already reported with their row or column
            }
            return Some(Conflict {
                digit: Digit::from_u8_unchecked(value),
                cells: [a, b],
                unit,
            });
        }
        None
    }
}

// The plain loop versions the tests check the tables against (test support, not API: see the
// module's notes for how the benchmark shares it).
#[cfg(test)]
mod naive;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row, col).unwrap()
    }

    fn digit(value: u8) -> Digit {
        Digit::new(value).unwrap()
    }

    /// A random board: each cell empty or any digit, clashes allowed.
    fn any_board() -> impl Strategy<Value = Board> {
        proptest::collection::vec(0u8..=9, 81).prop_map(|values| {
            let mut board = Board::EMPTY;
            for (i, v) in values.into_iter().enumerate() {
                board.force(Cell::new(i).unwrap(), Digit::new(v));
            }
            board
        })
    }

    /// A random board with few clashes: a solved grid with cells blanked and a few overwritten.
    fn near_solution() -> impl Strategy<Value = Board> {
        let solved: Board = SOLVED.parse().unwrap();
        (
            proptest::collection::vec(any::<bool>(), 81),
            proptest::collection::vec((0usize..81, 1u8..=9), 0..4),
        )
            .prop_map(move |(keep, writes)| {
                let mut board = solved;
                for (i, keep) in keep.into_iter().enumerate() {
                    if !keep {
                        board.force(Cell::new(i).unwrap(), None);
                    }
                }
                for (i, v) in writes {
                    board.force(Cell::new(i).unwrap(), Digit::new(v));
                }
                board
            })
    }

    #[test]
    fn legality_ignores_the_cells_own_content() {
        let board: Board = SOLVED.parse().unwrap();
        let c = cell(0, 0);
        assert!(is_legal(&board, c, digit(5)), "its own 5 does not block 5");
        assert!(!is_legal(&board, c, digit(3)), "3 is at r1c2");
        assert_eq!(candidates(&board, c), Digits::single(digit(5)));
        let mut empty = board;
        empty.force(c, None);
        assert_eq!(candidates(&empty, c), Digits::single(digit(5)));
        assert_eq!(candidates(&Board::EMPTY, c), Digits::ALL);
    }

    #[test]
    fn a_solved_grid_is_complete_and_clash_free() {
        let board: Board = SOLVED.parse().unwrap();
        assert!(is_complete(&board));
        assert!(conflicts(&board).is_empty());
        assert_eq!(conflict_pairs(&board).count(), 0);
        let mut partial = board;
        partial.force(cell(4, 4), None);
        assert!(!is_complete(&partial), "not full");
        assert!(!is_complete(&Board::EMPTY));
    }

    #[test]
    fn swapping_two_cells_in_a_row_marks_both_ends_of_both_clashes() {
        let mut board: Board = SOLVED.parse().unwrap();
        // r1c1 = 5 and r1c2 = 3: swapping keeps the row valid but breaks both columns.
        board.force(cell(0, 0), Some(digit(3)));
        board.force(cell(0, 1), Some(digit(5)));
        assert!(board.is_full());
        assert!(!is_complete(&board), "full but clashing is not complete");
        let clashing = conflicts(&board);
        let pairs: Vec<String> = conflict_pairs(&board).map(|c| c.to_string()).collect();
        assert_eq!(
            pairs,
            [
                "3 at r1c1 clashes with 3 at r9c1 (column 1)",
                "5 at r1c2 clashes with 5 at r4c2 (column 2)",
            ]
        );
        assert_eq!(clashing.len(), 4);
        for name in ["r1c1", "r9c1", "r1c2", "r4c2"] {
            assert!(clashing.iter().any(|c| c.to_string() == name), "{name}");
        }
    }

    #[test]
    fn a_board_of_fives_clashes_everywhere() {
        let board = Board::from_matrix(&[[5u8; 9]; 9]).unwrap();
        assert_eq!(conflicts(&board), CellSet::ALL);
        // Each row and column holds 36 pairs; each box holds 36 pairs, 18 of which share a row
        // or column, so 18 more: 9 * (36 + 36 + 18).
        assert_eq!(conflict_pairs(&board).count(), 9 * (36 + 36 + 18));
        assert!(!is_complete(&board));
    }

    #[test]
    fn a_pair_in_one_box_only_is_named_by_its_box() {
        let mut board = Board::EMPTY;
        board.force(cell(0, 0), Some(digit(7)));
        board.force(cell(1, 1), Some(digit(7)));
        let pairs: Vec<Conflict> = conflict_pairs(&board).collect();
        assert_eq!(pairs.len(), 1);
        assert_eq!(
            pairs[0].to_string(),
            "7 at r1c1 clashes with 7 at r2c2 (box 1)"
        );
    }

    proptest! {
        #[test]
        fn conflicts_equal_the_naive_oracle(board in any_board()) {
            prop_assert_eq!(conflicts(&board), naive::conflicts(&board));
        }

        #[test]
        fn conflicts_on_near_solutions_equal_the_oracle_and_are_symmetric(board in near_solution()) {
            let clashing = conflicts(&board);
            prop_assert_eq!(clashing, naive::conflicts(&board));
            // Symmetric: every marked cell has a marked peer with the same digit, and the pairs
            // listed cover exactly the marked cells.
            let mut from_pairs = CellSet::EMPTY;
            for pair in conflict_pairs(&board) {
                let [a, b] = pair.cells;
                prop_assert!(naive::are_peers(a, b));
                prop_assert_eq!(board.get(a), Some(pair.digit));
                prop_assert_eq!(board.get(b), Some(pair.digit));
                prop_assert!(pair.unit.cell_set().contains(a) && pair.unit.cell_set().contains(b));
                from_pairs.insert(a);
                from_pairs.insert(b);
            }
            prop_assert_eq!(from_pairs, clashing);
            for c in clashing {
                prop_assert!(c.peers().iter().any(|&p| clashing.contains(p) && board.get(p) == board.get(c)));
            }
        }

        #[test]
        fn legality_and_candidates_equal_the_naive_versions(board in near_solution(), index in 0usize..81) {
            let c = Cell::new(index).unwrap();
            for d in Digit::ALL {
                prop_assert_eq!(is_legal(&board, c, d), naive::is_legal(&board, c, d));
            }
            prop_assert_eq!(candidates(&board, c), naive::candidates(&board, c));
        }

        #[test]
        fn the_candidate_grid_equals_candidates_per_cell(board in any_board()) {
            let grid = candidate_grid(&board);
            for c in Cell::ALL {
                prop_assert_eq!(grid[c.index()], candidates(&board, c));
            }
        }

        #[test]
        fn the_candidate_grid_on_near_solutions_equals_candidates(board in near_solution()) {
            let grid = candidate_grid(&board);
            for c in Cell::ALL {
                prop_assert_eq!(grid[c.index()], naive::candidates(&board, c));
            }
        }

        #[test]
        fn complete_means_full_and_clash_free(board in near_solution()) {
            prop_assert_eq!(
                is_complete(&board),
                board.is_full() && naive::conflicts(&board).is_empty()
            );
        }

        #[test]
        fn text_round_trips(board in any_board()) {
            let mut puzzle = board;
            puzzle.mark_givens();
            prop_assert_eq!(Board::parse(&puzzle.to_string()), Ok(puzzle));
            prop_assert_eq!(Board::parse(&format!("{puzzle:#}")), Ok(puzzle));
        }
    }
}
