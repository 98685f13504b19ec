//! The game screen: the board, header, tool bar and pad drawn from the game in progress (the
//! practice screen draws the same way), the line under the pad, and what a move does (the
//! move applied, felt, flashed and announced).

use std::time::Duration;

use peerless::board::{Cell, Digit};
use peerless::game::{CandidateStyle, EntryMode, Game, Move, NoteKind, Outcome, Position, Status};
use peerless::l10n::Message;
use peerless::logic::{notes_are_candidates, Hint, HintLevel};
use peerless::sets::{CellSet, Digits};

use crate::app::core::view::View;
use crate::app::input::moves::{Action, GameView};
use crate::app::platform::{Current, Haptic, Platform};
use crate::app::render::board as draw;
use crate::app::render::paint::Painter;
use crate::app::script::{self, MoveText, OutcomeText};
use crate::app::views::board::{
    BoardView, CardView, ChooserView, HeaderView, Motion, PadView, StepView, ToolButton, ToolsView,
};
use crate::app::views::cages::CageOutlines;
use crate::app::views::menu::Screen;
use crate::app::views::tools::{chooser_view, Tool};
use crate::app::words::names::digit_list;
use crate::app::App;

/// The game's tool bar: every tool, dimmed where it cannot act; the notes tool names the mode
/// it is in (the candidates drawn in `style`), filled while the pad writes anything but digits.
pub(crate) fn game_tools(game: &Game, style: CandidateStyle) -> ToolsView {
    let ui = game.ui();
    Tool::ALL.map(|tool| {
        let (enabled, on) = match tool {
            Tool::Undo => (game.can_undo(), false),
            Tool::Erase => (ui.selected.is_some(), false),
            Tool::Notes => (true, ui.mode != EntryMode::Digit),
            Tool::AutoNotes | Tool::Hint => (true, false),
            Tool::Redo => (game.can_redo(), false),
        };
        let (icon, label) = match tool {
            Tool::Notes => (Tool::notes_icon(ui.mode), Tool::notes_label(ui.mode, style)),
            _ => (tool.icon(), tool.label()),
        };
        Some(ToolButton {
            icon,
            label,
            enabled,
            on,
            chooser: tool == Tool::Notes,
        })
    })
}

/// The one cell whose digit, notes or colour differ between two positions, if exactly one does
/// (an undo of a digit, a note, a colour; not of a mark on many cells, or of a restart).
pub(crate) fn one_changed_cell(before: &Position, after: &Position) -> Option<Cell> {
    let mut changed = Cell::ALL.into_iter().filter(|&cell| {
        let i = cell.index();
        before.board().get(cell) != after.board().get(cell)
            || before.notes()[i] != after.notes()[i]
            || before.corner_notes()[i] != after.corner_notes()[i]
            || before.colours()[i] != after.colours()[i]
    });
    let first = changed.next()?;
    changed.next().is_none().then_some(first)
}

/// The cell-info panel's line: the cell's names and what can still go there. The line spells
/// its row and column out itself, so its first name is the compact one (`r1c3`) whatever the
/// setting says: spelled, the cell would be named twice.
pub(crate) fn cell_info(game: &Game, cell: Cell) -> String {
    let message = match game.board().get(cell) {
        Some(digit) => Message::new("cell-info-holds").digit("digit", digit),
        None => {
            let candidates = game.candidates(cell);
            if candidates.is_empty() {
                Message::new("cell-info-no-candidates")
            } else {
                Message::new("cell-info-candidates").text("digits", digit_list(candidates))
            }
        }
    };
    crate::app::words::format(
        &message
            .cell("cell", cell)
            .number("index", cell.index())
            .number("row", cell.row() + 1)
            .number("column", cell.col() + 1)
            .number("box", cell.box_() + 1),
    )
}

impl App {
    /// Draws the message: a hint as its card, anything else as lines in the band.
    pub(crate) fn draw_message(&self, p: &Painter) {
        // A notice takes the band while it shows: nothing under it.
        if !self.shown_notice().is_empty() {
            return;
        }
        let texts = &self.view.texts;
        if let (Some(card), Some(words)) = (self.view.hint_card(), &texts.card) {
            let fold = if texts.card_last.is_some() {
                &words.more
            } else if self.view.card_open {
                &words.less
            } else {
                ""
            };
            let shown = texts.card_shown.min(texts.message_lines.len());
            let v = CardView {
                label: &words.label,
                next: &words.next,
                fold,
                text: &texts.message,
                lines: &texts.message_lines[..shown],
                last: texts.card_last.clone(),
                size: texts.message_size,
            };
            draw::hint_card(p, &card, &v);
            return;
        }
        if texts.message.is_empty() && self.screen == Screen::Game {
            let card = self.view.layout.hint_card();
            match &texts.calculator {
                Some(calculator) => {
                    draw::calculator(p, &card, calculator, &texts.calculator_detail);
                }
                None => draw::progress(p, &card, &texts.progress, texts.progress_part, &texts.tip),
            }
            return;
        }
        let (size, area) = (texts.message_size, self.view.layout.message);
        p.lines(
            &texts.message,
            &texts.message_lines,
            size,
            area,
            p.palette.text,
        );
    }

    /// Draws a board screen: the header, the board of `game`, the tool bar, the pad and the
    /// line under it (the game screen and the practice screen, each with its own header and
    /// tools).
    pub(crate) fn draw_game(
        &self,
        p: &Painter,
        game: &Game,
        header: &HeaderView,
        tools: &ToolsView,
        now: Duration,
    ) {
        draw::header(p, header);
        let (board, pad) = self.game_views(game, now);
        draw::board(p, &board);
        // A lesson's tool the keyboard is on: its ring, under the tool as a menu's is.
        if let Some(slot) = self.tool_focus.filter(|_| self.screen == Screen::Practice) {
            crate::app::render::menu::focus_ring(p, p.layout.tools[slot]);
        }
        draw::tools(p, tools);
        draw::pad(p, &pad);
        self.draw_message(p);
        if self.view.chooser {
            draw::chooser(p, &self.chooser_view(game));
        }
    }

    /// The cell selected before `selected`, the selection now (see `App::selections`).
    fn came_from(&self, selected: Option<Cell>) -> Option<Cell> {
        let [before, now] = self.selections.get();
        if now == selected {
            return before;
        }
        self.selections.set([now, selected]);
        now
    }

    /// What the board and the pad show of `game`: what is drawn, and what a screen reader
    /// reads (`access.rs`).
    pub(crate) fn game_views<'a>(
        &'a self,
        game: &'a Game,
        now: Duration,
    ) -> (BoardView<'a>, PadView) {
        let settings = &self.session.data.settings;
        let ui = game.ui();
        let same_digit = if !settings.highlight_same_digit {
            None
        } else if settings.digit_first && ui.digit.is_some() {
            ui.digit
        } else {
            ui.selected.and_then(|cell| game.board().get(cell))
        };
        let motion = Motion {
            sweep: self
                .view
                .sweep
                .map(|(cells, from, at)| (cells, from, View::progress(at, now))),
            settle: self
                .view
                .settle
                .map(|(cell, at)| (cell, View::progress(at, now))),
            shake: self
                .view
                .shake
                .map(|(cells, at)| (cells, View::progress(at, now))),
        };
        let shown = |on: bool, cells: CellSet| if on { cells } else { CellSet::EMPTY };
        let cages = game.puzzle().cages().map(|cages| self.view.cages.of(cages));
        let sums = cages
            .as_deref()
            .map_or(CellSet::EMPTY, CageOutlines::sum_cells);
        let board = BoardView {
            board: game.board(),
            notes: game.position().notes(),
            style: settings.candidate_style,
            corner: game.position().corner_notes(),
            colours: game.position().colours(),
            selected: ui.selected,
            also: ui.also,
            // With several cells selected, one cell's row, column and box mean little.
            peers: settings.highlight_peers && ui.also.is_empty(),
            same_digit,
            conflicts: shown(settings.show_conflicts, game.conflicts()),
            wrong: shown(game.options().check_mistakes, game.wrong_entries()),
            hint: game.hint_cells(),
            doubtful: CellSet::EMPTY,
            motion,
            step: match game.hint() {
                Some((Hint::Step(step), HintLevel::Move)) => Some(StepView {
                    step,
                    board: game.board(),
                    notes: game.position().notes(),
                    own_notes: notes_are_candidates(game.board(), game.position().notes()),
                    sums,
                }),
                _ => None,
            },
            cages,
            cage_tints: settings.cage_tints,
            came_from: self.came_from(ui.selected),
        };
        let pad = PadView {
            remaining: Digit::ALL.map(|digit| game.remaining(digit)),
            finished: game.finished_digits(),
            mode: ui.mode,
            style: settings.candidate_style,
            chosen: if settings.digit_first { ui.digit } else { None },
            counts: true,
            fading: self
                .view
                .fade
                .map(|(digit, at)| (digit, View::progress(at, now))),
        };
        (board, pad)
    }

    /// The game screen's header: its texts, made when the game changed
    /// ([`App::refresh_game_texts`]).
    pub(crate) fn game_header(&self) -> HeaderView<'_> {
        let texts = &self.view.texts;
        HeaderView {
            level: &texts.level,
            clock: self
                .session
                .data
                .settings
                .show_timer
                .then_some(texts.clock.as_str()),
            mistakes: &texts.mistakes,
            pause: true,
        }
    }

    /// The line under the pad.
    pub(crate) fn message(&self) -> &str {
        &self.view.texts.message
    }
}

impl App {
    /// What the notes tool's chooser shows for `game`: the kinds, the one on (or else the one
    /// the tool turns on) filled.
    pub(crate) fn chooser_view(&self, game: &Game) -> ChooserView {
        let settings = &self.session.data.settings;
        let chosen = NoteKind::of(game.ui().mode).unwrap_or(settings.note_kind);
        chooser_view(settings.candidate_style, chosen)
    }

    pub(crate) fn game_view(&self) -> GameView {
        GameView {
            ui: self.board_game().map(|game| game.ui()).unwrap_or_default(),
            digit_first: self.session.data.settings.digit_first,
            note_kind: self.session.data.settings.note_kind,
        }
    }

    pub(crate) fn game_action(&mut self, action: Action, now: Duration) {
        match action {
            Action::Move(mv) => self.play(mv, now),
            Action::Pause => self.pause(now),
            Action::Read(reading) => self.read_out(reading),
            Action::ToggleCard => self.toggle_card(),
            Action::OpenChooser => self.open_chooser(),
            Action::Choose(kind) => self.choose_note_kind(kind, now),
        }
    }

    /// Opens the notes tool's chooser of the other note kinds, over the pad, on a screen that
    /// has the tool; a screen reader's focus goes to the kind the tool turns on.
    pub(crate) fn open_chooser(&mut self) {
        if !self.notes_tool_shown() || self.view.chooser {
            return;
        }
        self.view.chooser = true;
        self.reader.touch();
        if self.reporting {
            script::say(format_args!("chooser open"));
        }
    }

    /// Closes the chooser, choosing nothing.
    pub(crate) fn close_chooser(&mut self) {
        if self.view.chooser {
            self.view.chooser = false;
            self.reader.touch();
            if self.reporting {
                script::say(format_args!("chooser closed"));
            }
        }
    }

    /// The chooser's `kind` chosen: the chooser closes, the pad writes that kind, and it is
    /// the player's from then on (what the notes tool turns on).
    pub(crate) fn choose_note_kind(&mut self, kind: NoteKind, now: Duration) {
        self.close_chooser();
        let mv = Move::SetMode(kind.mode());
        // Already writing it: still the player's kind from now on.
        self.remember_note_kind(mv, now);
        match self.screen {
            Screen::Practice => self.practise(mv, now),
            _ => self.play(mv, now),
        }
    }

    /// Shows the hint card's whole text or folds it back, and tells the screen reader.
    pub(crate) fn toggle_card(&mut self) {
        self.view.toggle_card();
        self.reader.touch();
    }

    /// Whether the device vibrates: a phone, or the phone's profile on the desktop (`--phone`),
    /// which reports the vibrations it would make.
    pub(crate) fn has_haptics(&self) -> bool {
        Current::HAS_HAPTICS || self.options.phone
    }

    /// A vibration for a digit that went in, and a distinct one for a mistake (where the device
    /// has them and the player wants them).
    pub(crate) fn feel(&self, mv: Move, outcome: &Outcome) {
        if !self.has_haptics() || !self.session.data.settings.haptics || !outcome.recorded {
            return;
        }
        let kind = match (mv, outcome.mistake) {
            (_, Some(_)) => Haptic::Mistake,
            (Move::Enter { .. } | Move::Reveal(_), None) => Haptic::Tick,
            _ => return,
        };
        if self.reporting {
            script::say(format_args!("haptic {kind:?}"));
        }
        Current::haptic(kind);
    }

    /// What a move did, in motion: a digit placed settles in, a digit that clashes shakes with
    /// the digits it clashes with, a completed row, column or box sweeps out from the digit
    /// that completed it.
    fn move_in_motion(&mut self, mv: Move, outcome: &Outcome, finished: Digits, now: Duration) {
        let Some(game) = self.session.game() else {
            return;
        };
        // A digit whose ninth was just placed: its key fades to the finished keys' dimness.
        if let Some(digit) = (game.finished_digits() - finished).iter().next() {
            self.view.fade(digit, now);
        }
        let entered = match mv {
            Move::Enter { cell, digit } if game.board().get(cell) == Some(digit) => Some(cell),
            _ => None,
        };
        if let Some(cell) = entered.filter(|_| outcome.recorded) {
            self.view.settle(cell, now);
            if game.conflicts().contains(cell) {
                let digit = game.board().get(cell);
                let clashing = cell
                    .peers()
                    .iter()
                    .filter(|&&peer| game.board().get(peer) == digit)
                    .fold(CellSet::single(cell), |all, &peer| {
                        all | CellSet::single(peer)
                    });
                self.view.shake(clashing, now);
            }
        }
        if let Some(first) = outcome.completed_units.first() {
            let cells = outcome
                .completed_units
                .iter()
                .fold(CellSet::EMPTY, |all, unit| all | unit.cell_set());
            let from = entered.unwrap_or_else(|| first.cells()[0]);
            self.view.sweep(cells, from, now);
        }
    }

    /// A choice of what the pad writes that is a note kind (`X`, `C`, `V`, the notes tool's
    /// chooser) makes it the player's: the kind the notes tool and `N` turn on from then on,
    /// in this game and the next (a setting, saved).
    pub(crate) fn remember_note_kind(&mut self, mv: Move, now: Duration) {
        let Move::SetMode(mode) = mv else {
            return;
        };
        if let Some(kind) = NoteKind::of(mode) {
            if self.session.data.settings.note_kind != kind {
                self.session.data.settings.note_kind = kind;
                self.session.changed(now);
            }
        }
    }

    /// Plays a move and shows what it did: the flash of a completed unit, the end of the game.
    /// An undo or a redo that changed one cell selects it, so the player sees what came back.
    pub(crate) fn play(&mut self, mv: Move, now: Duration) {
        self.remember_note_kind(mv, now);
        let Some(game) = self.session.game_mut() else {
            return;
        };
        let before = *game.position();
        let finished = game.finished_digits();
        let outcome = game.apply(mv);
        if self.reporting {
            script::say(format_args!(
                "move {} -> {}",
                MoveText(mv),
                OutcomeText(&outcome)
            ));
        }
        if matches!(mv, Move::Undo | Move::Redo) && outcome.is_effective() {
            if let Some(cell) = one_changed_cell(&before, game.position()) {
                if game.selected() != Some(cell) || !game.ui().also.is_empty() {
                    let selected = game.apply(Move::Select(cell));
                    if self.reporting {
                        script::say(format_args!(
                            "move {} -> {}",
                            MoveText(Move::Select(cell)),
                            OutcomeText(&selected)
                        ));
                    }
                }
            }
        }
        if outcome.is_effective() {
            self.session.changed(now);
        }
        self.feel(mv, &outcome);
        let motion = !self.session.data.settings.reduced_motion;
        if motion {
            self.move_in_motion(mv, &outcome, finished, now);
        }
        if matches!(outcome.status, Some(Status::Won | Status::Lost)) {
            self.game_over(now);
        }
        self.refresh_game_texts();
        if self.screen != Screen::Over {
            // The summary of a game over is the screen's own announcement.
            self.announce_move(mv, &outcome);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::game::{import, Settings};

    /// A game of a well-known puzzle, as the player would import it.
    fn sample_game() -> Game {
        Game::new(
            import(
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            )
            .unwrap(),
            &Settings::default(),
        )
    }

    #[test]
    fn only_a_change_of_one_cell_names_it() {
        let game = sample_game();
        let mut played = game.clone();
        let at = |row, col| Cell::at(row, col).unwrap();
        let before = *played.position();
        assert_eq!(one_changed_cell(&before, played.position()), None);
        let _ = played.apply(Move::ToggleNote {
            cell: at(0, 2),
            digit: Digit::new(4).unwrap(),
        });
        assert_eq!(one_changed_cell(&before, played.position()), Some(at(0, 2)));
        let _ = played.apply(Move::Enter {
            cell: at(8, 0),
            digit: Digit::new(3).unwrap(),
        });
        assert_eq!(
            one_changed_cell(&before, played.position()),
            None,
            "two cells"
        );
    }

    #[test]
    fn the_cell_info_line_names_the_cell_and_what_can_go_there() {
        let game = sample_game();
        let at = |row, col| Cell::at(row, col).unwrap();
        assert_eq!(
            cell_info(&game, at(0, 0)),
            "r1c1 · index 0 · row 1, column 1, box 1 · holds 5"
        );
        // Named once in words, whatever the setting: the line spells the place out itself.
        assert_eq!(
            cell_info(&game, at(0, 2)),
            "r1c3 · index 2 · row 1, column 3, box 1 · candidates 1 2 4"
        );
    }
}
