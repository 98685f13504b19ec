//! The typing screen's puzzle: the givens typed so far and the selected cell.

use peerless::board::{Board, Cell};

/// A puzzle being typed in: the givens so far and the selected cell.
#[derive(Clone, Copy, Debug, Default)]
pub struct Entry {
    pub(crate) board: Board,
    pub(crate) selected: Option<Cell>,
}

impl Entry {
    /// The cell next to the selected one in a direction, staying on the board (the first cell
    /// when none is selected).
    pub(crate) fn step(&self, rows: isize, cols: isize) -> Option<Cell> {
        let Some(cell) = self.selected else {
            return Cell::at(0, 0);
        };
        let row = (cell.row() as isize + rows).clamp(0, 8) as usize;
        let col = (cell.col() as isize + cols).clamp(0, 8) as usize;
        Cell::at(row, col)
    }
}
