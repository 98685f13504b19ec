//! The typing screen's puzzle: the givens typed so far and the selected cell; or, reviewing a
//! photo's reading, the grid as read with the cells to check.

use peerless::board::{Board, Cell};
use peerless::scan::Solutions;
use peerless::sets::CellSet;

/// A puzzle being typed in, or a photo's reading being reviewed: the givens so far and the
/// selected cell.
#[derive(Clone, Copy, Debug, Default)]
pub struct Entry {
    pub(crate) board: Board,
    pub(crate) selected: Option<Cell>,
    /// Set while the board is a photo's reading under review.
    pub(crate) review: Option<Review>,
}

/// What the review of a photo's reading shows beside the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Review {
    /// How many digits the photo gave.
    pub(crate) read: usize,
    /// The cells still to check: the reading's doubtful cells, less those the player changed.
    pub(crate) doubtful: CellSet,
    /// How many solutions the grid has as it stands now.
    pub(crate) solutions: Solutions,
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
