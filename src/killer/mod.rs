//! Killer Sudoku as data: the cages, the combinations each sum allows, and the ways a Killer
//! puzzle is written down (our one-line format and the sharing links of f-puzzles and SudokuPad).
//!
//! This module sits beside the board in the engine's layers: it knows cells, digits and sets,
//! and nothing above them. The rules of a Killer grid are in [`rules::killer`](crate::rules::killer),
//! its exact solver in [`solver::killer`](crate::solver::killer) and its generator in
//! [`generate::killer`](crate::generate::killer), each beside its classic counterpart, and
//! [`Variant`](crate::Variant) says which kind a puzzle is.
//!
//! A layout ([`Cages`]) is checked once when it is built (see [`CageError`]), so everything that
//! holds one can trust it: the cages cover the grid, each in one piece, with sums their sizes
//! allow, and for each cage the combinations of its sum are looked up once in a compile-time
//! table ([`combinations`]).
//!
//! On top of the layout, the cage calculator ([`CageTally`], [`SelectionTotal`]) works out what
//! a player keeps on paper: what is left of a cage's sum and the combinations still possible
//! for its empty cells, and the total of a selection of cells.

mod cages;
mod calculator;
mod combinations;
mod links;
#[cfg(test)]
pub(crate) mod testing;
mod text;

use crate::board::Board;

pub use cages::{connected_from, neighbours, Cage, CageError, Cages, GRID_SUM};
pub use calculator::{CageFault, CageTally, SelectionTotal, WholeCages, MAX_COMBINATIONS};
pub use combinations::{arrangements, combinations, sum_range, MAX_CAGE_SIZE, MAX_SUM};
pub use links::LinkError;
pub use text::ParseKillerError;

/// A Killer puzzle: its cages and its givens (usually none; a few at the easiest levels).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Killer {
    /// The cages, which cover the grid.
    pub cages: Cages,
    /// The givens: every digit on this board is one.
    pub givens: Board,
}
