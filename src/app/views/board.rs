//! What a board screen shows, as data: the board with its marks and highlights
//! ([`BoardView`]), a hint's step on it ([`StepView`]), the header, the tool bar and the pad.
//! The drawing and the screen reader both take these, so they cannot disagree.

use std::ops::Range;
use std::rc::Rc;

use peerless::board::{Board, Cell, Digit};
use peerless::game::{CandidateStyle, Colour, EntryMode, NoteKind};
use peerless::logic::Step;
use peerless::rules;
use peerless::sets::{CellSet, Digits};

use crate::app::views::cages::CageOutlines;
use crate::app::views::icons::Icon;

/// What moves on the board this frame, each with its progress from 0 (its start) to 1 (its
/// end): motion that says what a move did, never longer than 300 ms, and none at all with the
/// reduced-motion setting.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Motion {
    /// A completed row, column or box lighting up in a sweep out from the digit that
    /// completed it.
    pub sweep: Option<(CellSet, Cell, f32)>,
    /// The digit just placed, settling to its size.
    pub settle: Option<(Cell, f32)>,
    /// Digits that clash, shaking.
    pub shake: Option<(CellSet, f32)>,
}

/// Ease-out: fast at first, settling at the end.
fn ease_out(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    1.0 - (1.0 - t) * (1.0 - t) * (1.0 - t)
}

/// How strongly a cell `distance` cells (by king's moves) from the sweep's start is lit at
/// `progress`: a band that runs out from the start and fades as it goes.
pub fn sweep_strength(progress: f32, distance: usize) -> f32 {
    let t = progress.clamp(0.0, 1.0);
    let front = (1.0 - (1.0 - t) * (1.0 - t)) * 9.0;
    let behind = front - distance as f32;
    if !(0.0..=3.0).contains(&behind) {
        return 0.0;
    }
    (1.0 - behind / 3.0) * (1.0 - t).sqrt()
}

/// How opaque a finished digit's pad key is at `progress` of its fade: whole at first, the
/// finished keys' 0.35 at the end.
pub fn fade_alpha(progress: f32) -> f32 {
    1.0 - 0.65 * ease_out(progress)
}

/// How far below its place, as a share of its rise, a rising screen's content is drawn at
/// `progress` (the summary rising after a win): all of it at first, none at the end.
pub fn rise_offset(progress: f32) -> f32 {
    1.0 - ease_out(progress)
}

/// How large a digit just placed is drawn at `progress`: a fifth larger at first, its own
/// size at the end.
pub fn settle_scale(progress: f32) -> f32 {
    1.0 + 0.2 * (1.0 - ease_out(progress))
}

/// How far, in cells, a clashing digit is drawn aside at `progress`: a few shakes, dying out.
pub fn shake_offset(progress: f32) -> f32 {
    let t = progress.clamp(0.0, 1.0);
    (t * std::f32::consts::PI * 6.0).sin() * 0.06 * (1.0 - t)
}

/// What the board shows this frame.
pub struct BoardView<'a> {
    /// Givens and entries.
    pub board: &'a Board,
    /// The candidates (centre notes) of every cell.
    pub notes: &'a [Digits; 81],
    /// How the candidates are drawn: in their fixed places, or centred.
    pub style: CandidateStyle,
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
    /// Cells a photo's reading doubts, for the player to check (the review of a photo).
    pub doubtful: CellSet,
    /// What moves on the board this frame.
    pub motion: Motion,
    /// A hint's step shown at its fullest, drawn candidate by candidate.
    pub step: Option<StepView<'a>>,
    /// A Killer's cages, as drawn.
    pub cages: Option<Rc<CageOutlines>>,
    /// The cell the selection was on before the one it is on now: a screen reader names the
    /// cage of a cell in full where the focus enters it, shorter within the cage it came from.
    pub came_from: Option<Cell>,
    /// Whether each cage is tinted (a setting), so touching cages differ at a glance.
    pub cage_tints: bool,
}

impl BoardView<'_> {
    /// The cells that hold a Killer cage's sum, where the notes make room for it.
    pub fn sum_cells(&self) -> CellSet {
        self.cages
            .as_deref()
            .map_or(CellSet::EMPTY, CageOutlines::sum_cells)
    }
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

/// The hint card as drawn: its words, and which of the hint's lines show.
pub struct CardView<'a> {
    /// The level in words ("Hint 1 of 3: where to look").
    pub label: &'a str,
    /// What the next-level button does.
    pub next: &'a str,
    /// "More" when the text goes on past the card, "Less" when the card is open, else empty.
    pub fold: &'a str,
    /// The hint's sentence.
    pub text: &'a str,
    /// Its lines, as the card shows them.
    pub lines: &'a [Range<usize>],
    /// The last shown line narrowed for "… more", when the text goes on.
    pub last: Option<Range<usize>>,
    /// The text's size.
    pub size: u16,
}

/// One button of the tool bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToolButton {
    /// The icon over the label.
    pub icon: Icon,
    /// The label.
    pub label: &'static str,
    /// Whether it can act now (undo with nothing to undo is dimmed).
    pub enabled: bool,
    /// Whether it is switched on (notes mode), drawn filled with the accent.
    pub on: bool,
    /// Whether a long press opens a chooser (the notes tool's other kinds), marked by a small
    /// corner on the button.
    pub chooser: bool,
}

/// The notes tool's chooser as drawn: each kind's name and icon, in
/// [`NoteKind::ALL`]'s order, and the kind the tool turns on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChooserView {
    /// The kinds' names.
    pub labels: [&'static str; 3],
    /// Their icons.
    pub icons: [Icon; 3],
    /// The kind the notes tool turns on (or is on), filled with the accent.
    pub chosen: NoteKind,
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
    /// How the candidates are drawn, which the pad's keys show in candidates mode.
    pub style: CandidateStyle,
    /// The digit chosen for digit-first input.
    pub chosen: Option<Digit>,
    /// Whether to show the remaining counts (not while typing a puzzle in).
    pub counts: bool,
    /// The digit just finished (its ninth placed) and the progress of its key's fade to the
    /// finished keys' dimness, 0 to 1.
    pub fading: Option<(Digit, f32)>,
}

/// A step to draw at its fullest, with what the cells hold.
pub struct StepView<'a> {
    /// The step.
    pub step: &'a Step,
    /// The board the step is a step of.
    pub board: &'a Board,
    /// The player's centre notes.
    pub notes: &'a [Digits; 81],
    /// Whether the notes are a candidate grid the hint worked from
    /// ([`peerless::logic::notes_are_candidates`]): else the cells show the board's own
    /// candidates, faintly, whatever was jotted in them.
    pub own_notes: bool,
    /// The cells that hold a Killer cage's sum, where the step's candidates make room for it.
    pub sums: CellSet,
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
        if self.own_notes && !notes.is_empty() {
            (notes, true)
        } else {
            (rules::candidates(self.board, cell), false)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn motion_starts_and_ends_at_rest_and_stays_in_its_cell() {
        // A finished digit's key fades from whole to the finished keys' dimness, never back;
        // a rising screen starts its rise below its place and ends in it.
        assert!((fade_alpha(0.0) - 1.0).abs() < 1e-6 && (fade_alpha(1.0) - 0.35).abs() < 1e-6);
        assert!((rise_offset(0.0) - 1.0).abs() < 1e-6 && rise_offset(1.0).abs() < 1e-6);
        for step in 1..=10 {
            let (a, b) = ((step - 1) as f32 / 10.0, step as f32 / 10.0);
            assert!(fade_alpha(b) <= fade_alpha(a) && rise_offset(b) <= rise_offset(a));
        }
        assert!((settle_scale(0.0) - 1.2).abs() < 1e-6);
        assert!((settle_scale(1.0) - 1.0).abs() < 1e-6);
        assert!(settle_scale(0.5) > 1.0 && settle_scale(0.5) < settle_scale(0.2));
        for i in 0..=100 {
            let t = i as f32 / 100.0;
            assert!(shake_offset(t).abs() <= 0.06, "{t}");
            for d in 0..9 {
                let s = sweep_strength(t, d);
                assert!((0.0..=1.0).contains(&s), "{t} {d} {s}");
            }
        }
        assert!(shake_offset(0.0).abs() < 1e-6 && shake_offset(1.0).abs() < 1e-6);
        // The sweep reaches the far end of a unit, later than the near end.
        let lit = |d| (0..=100).position(|i| sweep_strength(i as f32 / 100.0, d) > 0.0);
        assert!(lit(0) < lit(8), "{:?} {:?}", lit(0), lit(8));
        assert!(lit(8).is_some());
        assert!((0..9).all(|d| sweep_strength(1.0, d) == 0.0));
    }
}
