//! What a board screen shows, as data: the board with its marks and highlights
//! ([`BoardView`]), a hint's step on it ([`StepView`]), the header, the tool bar and the pad.
//! The drawing and the screen reader both take these, so they cannot disagree.

use peerless::board::{Board, Cell, Digit};
use peerless::game::{Colour, EntryMode};
use peerless::logic::Step;
use peerless::rules;
use peerless::sets::{CellSet, Digits};

/// What the board shows this frame.
pub struct BoardView<'a> {
    /// Givens and entries.
    pub board: &'a Board,
    /// Centre notes of every cell.
    pub notes: &'a [Digits; 81],
    /// Corner notes of every cell.
    pub corner: &'a [Digits; 81],
    /// The colours the player gave cells.
    pub colours: &'a [Option<Colour>; 81],
    /// The selected cell.
    pub selected: Option<Cell>,
    /// The other cells selected with it.
    pub also: CellSet,
    /// Tint the selected cell's row, column and box.
    pub peers: bool,
    /// The digit whose cells (and notes) are highlighted.
    pub same_digit: Option<Digit>,
    /// Cells in a clash (both ends).
    pub conflicts: CellSet,
    /// Entries that differ from the solution (shown when mistakes are checked).
    pub wrong: CellSet,
    /// Cells a hint points at.
    pub hint: CellSet,
    /// Cells flashing (a completed unit) and the flash's strength, 1 fading to 0.
    pub flash: (CellSet, f32),
    /// A hint's step shown at its fullest, drawn candidate by candidate.
    pub step: Option<StepView<'a>>,
}

/// What the header shows.
pub struct HeaderView<'a> {
    /// The level's name.
    pub level: &'a str,
    /// The clock, when shown.
    pub clock: Option<&'a str>,
    /// "Mistakes 1/3", or empty.
    pub mistakes: &'a str,
    /// Whether to draw the pause button (not while typing a puzzle in, where there is no clock).
    pub pause: bool,
}

/// One button of the tool bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToolButton {
    /// The label.
    pub label: &'static str,
    /// Whether it can act now (undo with nothing to undo is dimmed).
    pub enabled: bool,
    /// Whether it is switched on (notes mode), drawn filled with the accent.
    pub on: bool,
}

/// What the tool bar shows: a button or nothing in each of the layout's tool slots.
pub type ToolsView = [Option<ToolButton>; 6];

/// What the pad shows.
pub struct PadView {
    /// Digits still to place, per digit (index 0 for 1).
    pub remaining: [u8; 9],
    /// Digits all placed: dimmed, still usable for notes.
    pub finished: Digits,
    /// What the pad writes: the whole pad changes style with it.
    pub mode: EntryMode,
    /// The digit chosen for digit-first input.
    pub chosen: Option<Digit>,
    /// Whether to show the remaining counts (not while typing a puzzle in).
    pub counts: bool,
}

/// A step to draw at its fullest, with what the cells hold.
pub struct StepView<'a> {
    /// The step.
    pub step: &'a Step,
    /// The board the step is a step of.
    pub board: &'a Board,
    /// The player's centre notes.
    pub notes: &'a [Digits; 81],
}

impl StepView<'_> {
    /// The empty cells the step concerns: its pattern's, its chains', its sets', and those it
    /// removes candidates from or places a digit in. The step draws their candidates.
    pub fn cells(&self) -> CellSet {
        let step = self.step;
        let roles = &step.roles;
        let mut cells = CellSet::EMPTY;
        for (candidate, _) in &roles.candidates {
            let _ = cells.insert(candidate.cell);
        }
        for candidate in step.eliminations.iter().chain(&step.placements) {
            let _ = cells.insert(candidate.cell);
        }
        for chain in &roles.chains {
            for link in &chain.links {
                cells |= link.from.cells() | link.to.cells();
            }
        }
        for als in &roles.alses {
            cells |= als.cells;
        }
        cells & self.board.empty_cells()
    }

    /// What `cell` shows as its candidates, and whether they are the player's own notes.
    pub(crate) fn candidates(&self, cell: Cell) -> (Digits, bool) {
        let notes = self.notes[cell.index()];
        if notes.is_empty() {
            (rules::candidates(self.board, cell), false)
        } else {
            (notes, true)
        }
    }
}
