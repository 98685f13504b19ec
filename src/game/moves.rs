//! What a player can do ([`Move`]) and what it did ([`Outcome`]).

use crate::board::{Cell, Digit};

use super::marks::{Colour, EntryMode};
use crate::logic::HintLevel;
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

use super::Status;

/// Everything a player can do to a game, as plain data.
///
/// The front end turns a tap, click or key into one of these and hands it to
/// [`Game::apply`](super::Game::apply); nothing else changes a game. Moves that act on a cell name
/// it, so a move means the same thing whatever is selected (digit-first input enters a digit into
/// the tapped cell without selecting it first). Acting on a cell also selects it, even when the
/// move itself is refused (a given), so the player sees which cell they touched.
///
/// Some moves change the position (digits and notes) and enter the undo history; the others change
/// only what the player is looking at (selection, notes mode, hint progress) and never become undo
/// steps, so an undo after moving the cursor undoes the last digit, not the cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Select a cell, and only it (UI state).
    Select(Cell),
    /// Add a cell to the selection, as the cell the selection goes on from (UI state): a drag
    /// across cells, or Ctrl/Shift with a click.
    SelectAlso(Cell),
    /// Move the selection on one cell, keeping the cells selected so far (UI state): Ctrl or
    /// Shift with an arrow.
    ExtendSelection(Direction),
    /// Select no cell (UI state).
    Deselect,
    /// Move the selection one cell, stopping at the edge; selects r1c1 when nothing is selected
    /// (UI state).
    MoveSelection(Direction),
    /// Turn centre notes on or off: whether the pad writes centre notes or digits (UI state).
    SetNotesMode(bool),
    /// Choose what the pad writes: digits, centre notes, corner notes or colours (UI state).
    SetMode(EntryMode),
    /// Choose the digit for digit-first input, or none (UI state).
    ChooseDigit(Option<Digit>),
    /// Write `digit` in `cell`, replacing what was there.
    Enter {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: Digit,
    },
    /// Add `digit` to the centre notes of the empty `cell`, or remove it if it is there.
    ToggleNote {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: Digit,
    },
    /// Add `digit` to the corner notes of the empty `cell`, or remove it if it is there.
    ToggleCornerNote {
        /// The cell.
        cell: Cell,
        /// The digit.
        digit: Digit,
    },
    /// Give `cell` `colour`, or take it away if the cell has it already (any cell, givens too).
    ToggleColour {
        /// The cell.
        cell: Cell,
        /// The colour.
        colour: Colour,
    },
    /// Empty `cell`: its digit; or its notes, of both kinds, when it has no digit; or its colour
    /// when it has neither.
    Erase(Cell),
    /// Mark every selected cell at once, as one undoable step: a note or a colour toggled for
    /// them all, or each emptied a layer as [`Move::Erase`] empties one.
    Mark(Mark),
    /// Fill the notes of every empty cell with its real candidates (the digits no peer holds).
    AutoNotes,
    /// Remove every note, of both kinds.
    ClearNotes,
    /// Take back the last move in the history.
    Undo,
    /// Make again the last move taken back.
    Redo,
    /// Clear every entry, note and colour, keeping the givens (an undoable move).
    Restart,
    /// Ask for a hint: the first request says where to look, each further request says more, and
    /// the request after the whole move has been shown makes it.
    Hint,
    /// Put away the hint being shown (the player read enough, or wants the board clear); the
    /// next [`Move::Hint`] starts again where to look.
    DismissHint,
    /// Write the solution's digit in `cell`.
    Reveal(Cell),
    /// Stop the clock and hide the board.
    Pause,
    /// Start the clock again.
    Resume,
    /// Play on after the mistake limit lost the game: the limit is lifted for this game, which
    /// stays counted as lost in the statistics.
    PlayOn,
}

impl Move {
    /// Whether this move changes the position (and so may enter the history), as opposed to the
    /// UI state or the clock. Undo and redo count, although they move along the history instead
    /// of adding to it.
    pub const fn changes_position(self) -> bool {
        !matches!(
            self,
            Move::Select(_)
                | Move::SelectAlso(_)
                | Move::ExtendSelection(_)
                | Move::Deselect
                | Move::MoveSelection(_)
                | Move::SetNotesMode(_)
                | Move::SetMode(_)
                | Move::ChooseDigit(_)
                | Move::DismissHint
                | Move::Pause
                | Move::Resume
                | Move::PlayOn
        )
    }
}

/// What [`Move::Mark`] does to every selected cell.
///
/// A note or a colour is toggled for the selection as a whole, as SudokuPad does: when every
/// selected cell that can take it has it already, it is taken from all of them; else it is given
/// to those that lack it. Notes go only in empty cells (the others are left alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A centre note.
    Note(Digit),
    /// A corner note.
    CornerNote(Digit),
    /// A colour.
    Colour(Colour),
    /// Each cell emptied a layer: its digit, else its notes, else its colour.
    Erase,
}

/// A direction for [`Move::MoveSelection`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards row 1.
    Up,
    /// Towards row 9.
    Down,
    /// Towards column 1.
    Left,
    /// Towards column 9.
    Right,
}

/// Why a move did nothing. The front end can say so (a shake, a short message) instead of leaving
/// the player to wonder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ignored {
    /// The cell is a given of the puzzle.
    Given(Cell),
    /// Notes go only in empty cells; this one holds a digit.
    CellFilled(Cell),
    /// Playing on is only for a game the mistake limit lost.
    NotLost,
    /// The move would leave everything as it is.
    NoChange,
    /// Nothing to undo.
    NothingToUndo,
    /// Nothing to redo.
    NothingToRedo,
    /// The game is paused: only resuming does anything.
    Paused,
    /// The game is won or lost: only looking around (selection) still works.
    GameOver,
    /// No hint applies (the board is already full of the right digits).
    NoHint,
}

/// What a move did, for the front end to show: flashes for completed units, a dimmed pad key for
/// a finished digit, a red mark for a mistake, the win screen.
///
/// Several things can happen at once (one digit can complete a row, a column and a box, finish the
/// digit and win the game), so this is a record of facts rather than one event.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[must_use = "an outcome says what to show the player"]
pub struct Outcome {
    /// Why nothing happened, when nothing did.
    pub ignored: Option<Ignored>,
    /// Whether the move entered the undo history as a new step.
    pub recorded: bool,
    /// The cells whose digit or notes changed (by a new move, an undo or a redo).
    pub changed: CellSet,
    /// Units (rows, columns, boxes) that became complete: all nine digits, no clash.
    pub completed_units: Vec<Unit>,
    /// Digits that became finished: all nine placed, none of them clashing.
    pub finished_digits: Digits,
    /// The cell of a wrong entry, counted as a mistake (only when mistake checking is on).
    pub mistake: Option<Cell>,
    /// The new status, when the move changed it (won, lost, paused, resumed).
    pub status: Option<Status>,
    /// The hint level now shown, when the move asked for a hint and one is shown.
    pub hint: Option<HintLevel>,
}

impl Outcome {
    /// An outcome that did nothing, for `reason`.
    pub(crate) fn ignored(reason: Ignored) -> Outcome {
        Outcome {
            ignored: Some(reason),
            ..Outcome::default()
        }
    }

    /// Whether the move did anything at all. Anything it did is worth saving: position, UI state
    /// and status all survive a restart.
    pub fn is_effective(&self) -> bool {
        self.ignored.is_none()
    }
}
