//! The game model: everything a player does, as plain data applied by plain functions.
//!
//! It follows Simon Tatham's puzzle collection: a [`Move`] is data, [`Game::apply`] is the only way
//! a game changes, and the history of moves gives undo, redo and saving. Nothing here draws, reads
//! a clock, touches a file or starts a thread: the front end turns input into moves, passes the
//! time in with [`Game::tick`], and reads the game to draw it, so every rule is testable without a
//! window.
//!
//! Moves and UI state are told apart by one question: would a player expect this to come back on
//! undo? Digits, notes, auto-notes, restart, reveal and applied hints enter the [`History`]; the
//! selection, notes mode and hint progress do not, though they are saved too.
//!
//! ```
//! use peerless::game::{import, Game, Move, Settings};
//! use peerless::{Cell, Digit};
//!
//! let puzzle = import(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! )?;
//! let mut game = Game::new(puzzle, &Settings::default());
//! let cell = Cell::at(0, 2).unwrap();
//! let outcome = game.apply(Move::Enter { cell, digit: Digit::new(4).unwrap() });
//! assert!(outcome.recorded && outcome.mistake.is_none());
//! let _ = game.apply(Move::Undo);
//! assert_eq!(game.board().get(cell), None);
//! # Ok::<(), peerless::game::ImportError>(())
//! ```

mod calculator;
mod date;
mod derived;
pub mod errand;
mod history;
mod import;
mod killer_stats;
mod marks;
mod moves;
pub mod photo;
mod play;
mod practice;
mod puzzle;
mod puzzle_record;
mod record;
mod settings;
mod stats;
mod unknown;

pub use calculator::Calculator;
pub use date::{Date, DateError};
pub use history::{CellChange, CellContent, Edit, History, UndoStep};
pub use import::{
    check, check_board, check_killer, import, import_board, import_killer, Checked, ImportError,
};
pub use killer_stats::KillerStats;
pub use marks::{Colour, EntryMode, NoteKind};
pub use moves::{Direction, Ignored, Mark, Move, Outcome};
pub use play::{Game, Origin, PlayOptions, Position, Status, UiState};
pub use practice::{Exercise, Judged, Progress, TechniqueProgress, Verdict, Wrong};
pub use puzzle::{Puzzle, PuzzleError};
pub use puzzle_record::PuzzleRecord;
pub use record::{
    ChangeRecord, EditRecord, GameRecord, GradeRecord, MarkKind, RecordError, Source, StepRecord,
};
pub use settings::{CandidateStyle, DigitSize, Settings, Theme};
pub use stats::{DailyStats, LevelStats, Statistics};
pub use unknown::UnknownFields;
