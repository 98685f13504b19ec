//! Peerless: a Sudoku engine and game.
//!
//! The engine is layered, and the arrows point one way: the game uses the generator, the logic
//! engine and the solver, which all stand on the rules layer, which stands on the board model.
//! Nothing here draws, reads the clock or starts a thread, and only [`save`] touches files
//! (through its [`save::Storage`] trait), so the whole engine can be tested and benchmarked
//! without a window and runs unchanged on every platform. The game's front end, on macroquad,
//! is the `peerless` binary's own code, not part of this library.
//!
//! - [`board`]: [`Board`] (81 cells and the givens), [`Cell`], [`Digit`] and the text formats.
//! - [`sets`]: [`Digits`] and [`CellSet`], the bitsets everything else trades in.
//! - [`killer`]: Killer puzzles as data: the cages ([`Cages`], checked when built), the
//!   combinations each sum allows, our one-line format and the f-puzzles and SudokuPad links.
//! - [`rules`]: the peer and unit tables, legality, candidates, conflicts, completeness.
//! - [`solver`]: the exact solver: solve, count solutions, random complete grids; and
//!   [`solver::killer`], the Killer search.
//! - [`variant`]: [`Variant`], whether a puzzle is classic or Killer: the one place a caller
//!   chooses between the two kinds' rules and solvers.
//! - [`generate`]: unique puzzles at a requested level, from a seed.
//! - [`logic`]: human techniques that explain themselves, difficulty grades and hints.
//! - [`game`]: the game model: moves, notes, undo and redo, hints, the clock, statistics, settings,
//!   imported puzzles and the calendar dates of daily puzzles.
//! - [`save`]: saves that are never lost: JSON written atomically, with a backup and recovery.
//!
//! ```
//! use peerless::{rules, Board};
//!
//! let puzzle: Board =
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
//!         .parse()?;
//! assert_eq!(puzzle.given_count(), 30);
//! assert!(rules::conflicts(&puzzle).is_empty());
//! # Ok::<(), peerless::ParseError>(())
//! ```

#![warn(missing_docs)]

// Lets test-only files shared with the benchmarks (`rules/naive.rs`) name this crate `peerless`,
// as the benchmarks do.
#[cfg(test)]
extern crate self as peerless;

pub mod board;
pub mod game;
pub mod generate;
pub mod killer;
pub mod l10n;
pub mod logic;
mod names;
pub mod practice;
pub mod rules;
pub mod save;
pub mod scan;
pub mod sets;
pub mod solver;
pub mod variant;

pub use board::{Board, Cell, Digit, GivenCellError, MatrixError, ParseError};
pub use game::{Game, Move, Puzzle};
pub use generate::Symmetry;
pub use killer::{Cages, Killer};
pub use logic::{Grade, Grid, Hint, HintLevel, Level, Step, Technique};
pub use names::ParseNameError;
pub use rules::{Conflict, Unit, UnitKind};
pub use sets::{CellSet, Digits};
pub use solver::Solution;
pub use variant::Variant;
