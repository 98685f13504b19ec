//! The undo history: every move that changed the position, as the cells it changed, with a cursor.
//!
//! Each step keeps the before and after contents of every cell it touched, not the move that made
//! it: undo writes the "before" contents back and redo writes the "after" contents, so both replay
//! exactly, and a move with far-reaching effects (a digit that also cleared notes in its peers, a
//! restart, an applied hint) comes back whole. A save stores the steps, so undo survives a restart.

use crate::board::{Cell, Digit};
use crate::sets::{CellSet, Digits};

use super::marks::Colour;
use super::moves::Mark;

/// What one cell holds: a digit, or notes of either kind, or nothing (never both a digit and
/// notes); and a colour, with either.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CellContent {
    /// The digit, if any.
    pub value: Option<Digit>,
    /// The centre notes (what the cell can hold); empty whenever `value` is set.
    pub notes: Digits,
    /// The corner notes (where a digit can go); empty whenever `value` is set.
    pub corner: Digits,
    /// The colour the player gave the cell.
    pub colour: Option<Colour>,
}

/// One cell's change within a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CellChange {
    /// The cell.
    pub cell: Cell,
    /// What it held before the move.
    pub before: CellContent,
    /// What it held after the move.
    pub after: CellContent,
}

/// Which kind of move made a step: for an "Undo: entered 5 in r3c7" label, and kept in saves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Edit {
    /// A digit written in a cell.
    Enter(Cell, Digit),
    /// A centre note added or removed.
    ToggleNote(Cell, Digit),
    /// A corner note added or removed.
    ToggleCornerNote(Cell, Digit),
    /// A cell's colour set or cleared.
    Colour(Cell, Option<Colour>),
    /// A cell emptied.
    Erase(Cell),
    /// Notes filled with the candidates.
    AutoNotes,
    /// Every note removed.
    ClearNotes,
    /// Every entry and note removed.
    Restart,
    /// A hint's move made.
    Hint,
    /// The solution's digit written in a cell.
    Reveal(Cell),
    /// Every selected cell marked at once.
    Mark(Mark),
}

/// One step of the history: the move and every cell it changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UndoStep {
    /// The move.
    pub edit: Edit,
    /// The cells it changed, each once, in row-major order.
    pub changes: Vec<CellChange>,
}

impl UndoStep {
    /// The cells the step changed.
    pub fn cells(&self) -> CellSet {
        self.changes.iter().map(|change| change.cell).collect()
    }
}

/// The steps taken and a cursor between them: the steps before the cursor are done, those after
/// it were undone and can be redone until a new move replaces them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    steps: Vec<UndoStep>,
    cursor: usize,
}

impl History {
    /// An empty history.
    pub fn new() -> History {
        History::default()
    }

    /// A history from saved steps and cursor, or `None` when the cursor is past the end.
    pub(crate) fn from_parts(steps: Vec<UndoStep>, cursor: usize) -> Option<History> {
        (cursor <= steps.len()).then_some(History { steps, cursor })
    }

    /// Every step, done and undone.
    pub fn steps(&self) -> &[UndoStep] {
        &self.steps
    }

    /// How many steps are done (the position of the cursor).
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Whether there is a step to undo.
    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    /// Whether there is a step to redo.
    pub fn can_redo(&self) -> bool {
        self.cursor < self.steps.len()
    }

    /// The step an undo would take back.
    pub fn last_done(&self) -> Option<&UndoStep> {
        self.cursor.checked_sub(1).map(|i| &self.steps[i])
    }

    /// The step a redo would make again.
    pub fn next_undone(&self) -> Option<&UndoStep> {
        self.steps.get(self.cursor)
    }

    /// Records a new step after the cursor; the undone steps beyond it are dropped, as in every
    /// editor: a new move starts a new future.
    pub(crate) fn record(&mut self, step: UndoStep) {
        self.steps.truncate(self.cursor);
        self.steps.push(step);
        self.cursor += 1;
    }

    /// Moves the cursor back one step and returns that step.
    pub(crate) fn undo(&mut self) -> Option<&UndoStep> {
        self.cursor = self.cursor.checked_sub(1)?;
        Some(&self.steps[self.cursor])
    }

    /// Moves the cursor forward one step and returns that step.
    pub(crate) fn redo(&mut self) -> Option<&UndoStep> {
        let step = self.steps.get(self.cursor)?;
        self.cursor += 1;
        Some(step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(n: u8) -> UndoStep {
        UndoStep {
            edit: Edit::Erase(Cell::new(usize::from(n)).unwrap()),
            changes: Vec::new(),
        }
    }

    #[test]
    fn a_new_step_drops_the_undone_ones() {
        let mut history = History::new();
        history.record(step(1));
        history.record(step(2));
        assert_eq!(history.undo(), Some(&step(2)));
        assert!(history.can_redo());
        history.record(step(3));
        assert_eq!(history.steps(), &[step(1), step(3)]);
        assert!(!history.can_redo());
        assert_eq!(history.cursor(), 2);
    }

    #[test]
    fn undo_and_redo_stop_at_the_ends() {
        let mut history = History::new();
        assert_eq!(history.undo(), None);
        history.record(step(1));
        assert_eq!(history.redo(), None);
        assert_eq!(history.undo(), Some(&step(1)));
        assert_eq!(history.undo(), None);
        assert_eq!(history.cursor(), 0);
        assert_eq!(history.redo(), Some(&step(1)));
        assert_eq!(history.last_done(), Some(&step(1)));
        assert_eq!(history.next_undone(), None);
    }

    #[test]
    fn a_cursor_past_the_end_is_refused() {
        assert!(History::from_parts(vec![step(1)], 2).is_none());
        assert!(History::from_parts(vec![step(1)], 1).is_some());
    }
}
