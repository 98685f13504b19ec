//! Plain loop versions of the rules, written from the definitions with no tables: the oracle the
//! unit tests compare the fast versions in [`peerless::rules`] against, and the baseline
//! `benches/rules.rs` measures them against.
//!
//! This is test and benchmark support, not part of the library's API, so no user of the crate can
//! come to depend on slow functions that exist to be compared with. The one file serves both:
//! the library includes it as `#[cfg(test)] mod naive;` (from `rules.rs`) and the benchmark as
//! `#[path = "../src/rules/naive.rs"] mod naive;`. It names everything through `peerless::`
//! paths and uses only public items, so it reads the same in both places: in the benchmark
//! `peerless` is the library crate, and in the library's own test build `lib.rs` declares
//! `#[cfg(test)] extern crate self as peerless;`, which gives the crate that name for itself. A
//! copy per user would drift from its twin; a `crate::` path would not resolve in the benchmark.

use peerless::{Board, Cell, CellSet, Digit, Digits};

/// Whether `a` and `b` are different cells that share a row, a column or a box.
pub fn are_peers(a: Cell, b: Cell) -> bool {
    a != b && (a.row() == b.row() || a.col() == b.col() || a.box_() == b.box_())
}

/// [`is_legal`](peerless::rules::is_legal) by scanning the row, the column and the box with
/// arithmetic.
pub fn is_legal(board: &Board, cell: Cell, digit: Digit) -> bool {
    let (row, col) = (cell.row(), cell.col());
    let (box_row, box_col) = (row / 3 * 3, col / 3 * 3);
    for i in 0..9 {
        let in_row = Cell::at(row, i).unwrap_or(cell);
        let in_col = Cell::at(i, col).unwrap_or(cell);
        let in_box = Cell::at(box_row + i / 3, box_col + i % 3).unwrap_or(cell);
        for other in [in_row, in_col, in_box] {
            if other != cell && board.get(other) == Some(digit) {
                return false;
            }
        }
    }
    true
}

/// [`candidates`](peerless::rules::candidates) by asking [`is_legal`] for each digit.
pub fn candidates(board: &Board, cell: Cell) -> Digits {
    Digit::ALL
        .into_iter()
        .filter(|&digit| is_legal(board, cell, digit))
        .collect()
}

/// [`conflicts`](peerless::rules::conflicts) by comparing every pair of cells.
pub fn conflicts(board: &Board) -> CellSet {
    let mut clashing = CellSet::EMPTY;
    for a in Cell::ALL {
        for b in Cell::ALL {
            if are_peers(a, b) && board.get(a).is_some() && board.get(a) == board.get(b) {
                clashing.insert(a);
            }
        }
    }
    clashing
}
