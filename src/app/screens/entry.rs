//! Typing a puzzle in: the givens entered on an empty board with the pad or the keys, checked
//! (clashes, a single solution) and graded when the player presses Start. The typing screen has
//! its own tools ([`EntryTool`]) in the tool row.

use peerless::board::{Board, Digit};
use peerless::game::{self, Colour, EntryMode};
use peerless::l10n::{CellNames, Message};
use peerless::sets::{CellSet, Digits};

use crate::app::views::board::BoardView;

use crate::app::views::board::HeaderView;

use crate::app::views::board::PadView;

use crate::app::views::board::ToolButton;

use crate::app::core::worker::NewGame;
use crate::app::input::keys::Key;
use crate::app::input::keys::KeyPress;
use crate::app::layout::Target;
use crate::app::platform::{Current, Platform};
use crate::app::render::board as draw;
use crate::app::render::paint::Painter;
use crate::app::script;
use crate::app::views::board::ToolsView;
use crate::app::views::entry::Entry;
use crate::app::views::menu::Screen;
use crate::app::views::tools::EntryTool;
use crate::app::words::kept as word;
use crate::app::words::{self, text};
use crate::app::App;

/// Words for the typing screen's message line.
fn help() -> String {
    text("entry-help")
}

/// The typing screen's tool bar: each tool in its slot; Paste only where there is a clipboard.
fn entry_tools(entry: &Entry) -> ToolsView {
    EntryTool::SLOTS.map(|slot| {
        let tool = slot?;
        if tool == EntryTool::Paste && !Current::HAS_CLIPBOARD {
            return None;
        }
        Some(ToolButton {
            icon: tool.icon(),
            label: tool.label(),
            enabled: tool != EntryTool::Erase || entry.selected.is_some(),
            on: tool == EntryTool::Start,
            chooser: false,
        })
    })
}

impl App {
    /// Opens the typing screen on an empty board (no photo's reading under review).
    pub(crate) fn start_entry(&mut self) {
        self.entry = Entry::default();
        self.open(Screen::Entry);
        self.set_message(help());
    }

    /// A tap on the typing screen.
    pub(crate) fn entry_tap(&mut self, target: Target) {
        match target {
            Target::Cell(cell) => self.entry.selected = Some(cell),
            Target::Digit(digit) => self.entry_write(Some(digit)),
            Target::Pause => self.return_back(),
            Target::Tool(slot) => match EntryTool::at(slot) {
                Some(EntryTool::Back) => self.return_back(),
                Some(EntryTool::Erase) => self.entry_write(None),
                Some(EntryTool::Clear) => {
                    self.entry.board = Board::EMPTY;
                    if self.entry.review.is_some() {
                        self.review_changed(None);
                    } else {
                        self.set_message(help());
                    }
                }
                Some(EntryTool::Paste) if Current::HAS_CLIPBOARD => self.paste_tapped(),
                Some(EntryTool::Start) => self.entry_start(),
                Some(EntryTool::Paste) | None => {}
            },
            // The typing screen's message is its help, never a hint card; it has no notes.
            Target::Card(_) | Target::NoteKind(_) | Target::NoteKinds => {}
        }
    }

    /// A key on the typing screen.
    pub(crate) fn entry_key(&mut self, press: KeyPress) {
        let entry = self.entry;
        match (press.key, press.ctrl) {
            (Key::Letter('v'), true) => self.paste(),
            (_, true) => {}
            (Key::Digit(0) | Key::Backspace | Key::Delete, _) => self.entry_write(None),
            (Key::Digit(n), _) => self.entry_write(Digit::new(n)),
            (Key::Up | Key::Letter('w'), _) => self.entry.selected = entry.step(-1, 0),
            (Key::Down | Key::Letter('s'), _) => self.entry.selected = entry.step(1, 0),
            (Key::Left | Key::Letter('a'), _) => self.entry.selected = entry.step(0, -1),
            (Key::Right | Key::Letter('d'), _) => self.entry.selected = entry.step(0, 1),
            (Key::Enter, _) => self.entry_start(),
            (Key::Escape | Key::Back, _) => self.return_back(),
            _ => {}
        }
    }

    pub(crate) fn entry_write(&mut self, digit: Option<Digit>) {
        if let Some(cell) = self.entry.selected {
            // Emptied first: a digit written over one read from a photo is the player's own,
            // drawn in their colour, not a given.
            self.entry.board.force(cell, None);
            self.entry.board.force(cell, digit);
            // Said as a move on the board is: "4 in row 1, column 3", "row 1, column 3 emptied".
            let said = match digit {
                Some(digit) => Message::new("say-placed").digit("digit", digit),
                None => Message::new("say-emptied"),
            };
            self.announce(words::format_with(
                &said.cell("cell", cell),
                CellNames::Spelled,
            ));
            if self.entry.review.is_some() {
                self.review_changed(Some(cell));
            } else {
                self.set_message(help());
            }
        }
    }

    /// Start: the givens checked and graded as an imported puzzle, or the reason they are not
    /// a puzzle, on the message line.
    pub(crate) fn entry_start(&mut self) {
        match game::check_board(&self.entry.board) {
            Ok(checked) => self.start_or_ask(
                NewGame(crate::app::core::worker::Task::Grade(Box::new(checked))),
                Current::now(),
            ),
            Err(error) => {
                if self.reporting {
                    script::say(format_args!("import refused: {error}"));
                }
                let reason = words::format_with(&error.message(), self.cell_names());
                self.entry_refused(reason);
            }
        }
    }

    /// Why the givens typed (or pasted) are not a puzzle: on the message line, and said, as
    /// a key that did nothing audible would leave a listener guessing.
    pub(crate) fn entry_refused(&mut self, reason: String) {
        self.set_message(reason.clone());
        self.announce(reason);
    }

    /// Draws the typing screen: the givens so far (clashes marked), its tools and the pad.
    pub(crate) fn draw_entry(&self, p: &Painter) {
        let (header, board, tools, pad) = self.entry_views();
        draw::header(p, &header);
        draw::board(p, &board);
        draw::tools(p, &tools);
        draw::pad(p, &pad);
        self.draw_message(p);
    }

    /// What the typing screen shows: drawn, and read by a screen reader (`access.rs`).
    pub(crate) fn entry_views(&self) -> (HeaderView<'static>, BoardView<'_>, ToolsView, PadView) {
        static NO_NOTES: [Digits; 81] = [Digits::EMPTY; 81];
        static NO_COLOURS: [Option<Colour>; 81] = [None; 81];
        let board = &self.entry.board;
        let header = HeaderView {
            level: word(if self.entry.review.is_some() {
                "review-title"
            } else {
                "entry-title"
            }),
            clock: None,
            mistakes: "",
            pause: false,
        };
        let view = BoardView {
            board,
            notes: &NO_NOTES,
            style: Default::default(),
            corner: &NO_NOTES,
            colours: &NO_COLOURS,
            selected: self.entry.selected,
            also: CellSet::EMPTY,
            peers: true,
            same_digit: None,
            conflicts: peerless::rules::conflicts(board),
            wrong: CellSet::EMPTY,
            hint: CellSet::EMPTY,
            doubtful: self.entry.review.map_or(CellSet::EMPTY, |r| r.doubtful),
            motion: Default::default(),
            step: None,
            cages: None,
            cage_tints: false,
            came_from: None,
        };
        let pad = PadView {
            remaining: [9; 9],
            finished: Digits::EMPTY,
            mode: EntryMode::Digit,
            style: Default::default(),
            chosen: None,
            counts: false,
            fading: None,
        };
        (header, view, entry_tools(&self.entry), pad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::board::Cell;

    #[test]
    fn arrows_move_within_the_board() {
        let mut entry = Entry::default();
        assert_eq!(entry.step(0, 1), Cell::at(0, 0), "nothing selected yet");
        entry.selected = Cell::at(0, 8);
        assert_eq!(entry.step(0, 1), Cell::at(0, 8));
        assert_eq!(entry.step(1, 0), Cell::at(1, 8));
        entry.selected = Cell::at(8, 0);
        assert_eq!(entry.step(1, -1), Cell::at(8, 0));
    }

    #[test]
    fn the_entry_tools_fill_their_slots_and_erase_needs_a_cell() {
        let mut entry = Entry::default();
        let tools = entry_tools(&entry);
        assert_eq!(tools[3], None);
        let start = tools[EntryTool::Start.slot()].unwrap();
        assert_eq!((start.label, start.on), ("Start", true));
        assert!(!tools[EntryTool::Erase.slot()].unwrap().enabled);
        entry.selected = Cell::at(4, 4);
        assert!(
            entry_tools(&entry)[EntryTool::Erase.slot()]
                .unwrap()
                .enabled
        );
        assert_eq!(
            tools[EntryTool::Paste.slot()].is_some(),
            Current::HAS_CLIPBOARD
        );
    }
}
