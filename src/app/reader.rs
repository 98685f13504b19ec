//! The app's side of a screen reader: the platform's adapter (from the first frame), when the
//! accessibility tree is built again (only when what the screen shows changed, and only while
//! a screen reader reads it), what is announced after a move, and a screen reader's requests,
//! which come in as [`Event::Access`] and are played as the taps they name.
//!
//! The tree itself, its words and its requests are `access.rs`, a pure function of what is
//! drawn: this file gathers the same views the drawing uses and hands them over.

use std::time::Duration;

use accesskit::{Action, ActionRequest, NodeId, TreeId, TreeUpdate};

use peerless::board::{Cell, Digit};
use peerless::game::{Game, Ignored, Move, Outcome, Status};
use peerless::l10n::{Arg, CellNames, Message};
use peerless::rules::Unit;

use crate::app::access::{self, BoardScene, Request, Scene, Shown, Words};
use crate::app::input::{Event, Reading};
use crate::app::layout::Target;
use crate::app::platform::{Accessibility, Current, Platform};
use crate::app::screens::menus::{MenuAction, Screen};
use crate::app::script;
use crate::app::words;
use crate::app::App;

/// What the app keeps for a screen reader.
#[derive(Default)]
pub struct Reader {
    adapter: Option<Box<dyn Accessibility>>,
    /// What the screen shows changed since the tree was last handed over.
    dirty: bool,
    /// The newest announcement, and how many there have been.
    said: String,
    count: u64,
    /// The menu button a screen reader's focus is on (a board screen's focus is its selected
    /// cell).
    menu_focus: Option<usize>,
}

impl Reader {
    /// Notes that what the screen shows changed: the tree is built again at the frame's end.
    pub fn touch(&mut self) {
        self.dirty = true;
    }
}

impl App {
    /// Starts the platform's screen reader adapter (after the first frame: it needs the
    /// waker).
    pub(crate) fn start_reader(&mut self) {
        self.reader.adapter = Current::accessibility(&self.waker);
        self.reader.touch();
        // The loop may now wait for input: hand the tree over at once (to an adapter that is
        // already read, as the page's mirror is).
        self.update_reader(Current::now());
    }

    /// Says `text` through the live region, which a screen reader speaks when it changes (and
    /// in the report, where tests hear it).
    pub(crate) fn announce(&mut self, text: impl Into<String>) {
        let text = text.into();
        if text.is_empty() {
            return;
        }
        if self.reporting {
            script::say(format_args!("announce {text}"));
        }
        self.reader.said = text;
        self.reader.count += 1;
        self.reader.touch();
    }

    /// The screen reader's requests since the last frame, as this frame's first events.
    pub(crate) fn reader_requests(&mut self) {
        let Some(adapter) = self.reader.adapter.as_mut() else {
            return;
        };
        for request in adapter.requests() {
            self.events.push(Event::Access {
                node: request.target_node.0,
                focus: request.action == Action::Focus,
            });
        }
    }

    /// The window gained or lost the focus.
    pub(crate) fn reader_window_focused(&mut self, focused: bool) {
        if let Some(adapter) = self.reader.adapter.as_mut() {
            adapter.window_focused(focused);
        }
    }

    /// Plays a screen reader's request (or a script's in its place): what a tap on the node
    /// does.
    pub(crate) fn access_request(&mut self, node: u64, focus: bool, now: Duration) {
        let request = access::request(&ActionRequest {
            action: if focus { Action::Focus } else { Action::Click },
            target_tree: TreeId::ROOT,
            target_node: NodeId(node),
            data: None,
        });
        match request {
            Some(Request::Tap(target)) if self.screen.shows_board() => self.tap(target, now),
            Some(Request::Menu(index)) if !self.screen.shows_board() => {
                let actionable = self
                    .menu
                    .items
                    .get(index)
                    .is_some_and(|item| item.action != MenuAction::Info);
                if actionable {
                    self.menu_action(index, now);
                }
            }
            Some(Request::FocusMenu(index)) if index < self.menu.items.len() => {
                self.reader.menu_focus = Some(index);
                self.reader.touch();
            }
            _ => {}
        }
    }

    /// A tap on a board screen's `target`, as a finger's press and release make it.
    fn tap(&mut self, target: Target, now: Duration) {
        match (target, self.screen) {
            (Target::Cell(cell), Screen::Game | Screen::Practice)
                if !self.session.data.settings.digit_first =>
            {
                match self.screen {
                    Screen::Practice => self.practise(Move::Select(cell), now),
                    _ => self.play(Move::Select(cell), now),
                }
            }
            _ => self.board_tap(target, now),
        }
    }

    /// The screen changed: the reader's focus starts on its first button, and its title is
    /// said.
    pub(crate) fn reader_screen_shown(&mut self) {
        self.reader.menu_focus = None;
        self.reader.touch();
        if !self.screen.shows_board() && !self.menu.title.is_empty() {
            let mut text = self.menu.title.clone();
            if self.screen == Screen::Over {
                for line in &self.menu.body {
                    // "Solved! Easy · 4:02. No mistakes."
                    let id = if text.ends_with(['!', '.', '?', '。', '！', '？']) {
                        "say-then"
                    } else {
                        "say-then-sentence"
                    };
                    text = words::format(
                        &Message::new(id)
                            .text("said", text)
                            .text("next", line.as_str()),
                    );
                }
            }
            self.announce(text);
        }
    }

    /// Hands the adapter the tree when something changed and a screen reader reads it.
    pub(crate) fn update_reader(&mut self, now: Duration) {
        if !self.reader.dirty {
            return;
        }
        let Some(mut adapter) = self.reader.adapter.take() else {
            return;
        };
        if adapter.active() {
            self.reader.dirty = false;
            adapter.update(&mut || self.access_tree(now));
        }
        self.reader.adapter = Some(adapter);
    }

    /// How the player wants cells spoken.
    fn words(&self) -> Words {
        let settings = &self.session.data.settings;
        Words {
            position_first: settings.speak_position_first,
            candidates: settings.speak_candidates,
        }
    }

    /// The whole tree of what the screen shows now.
    pub(crate) fn access_tree(&self, now: Duration) -> TreeUpdate {
        let notice = self.shown_notice();
        let said = (self.reader.said.as_str(), self.reader.count);
        let scene = |shown| Scene {
            shown,
            layout: &self.view.layout,
            scale: crate::app::core::window::dpi_scale(),
            words: self.words(),
            notice,
            announcement: said,
        };
        match (self.screen, self.session.game(), &self.exercise) {
            (Screen::Game, Some(game), _) => {
                let header = self.game_header();
                let (board, pad) = self.game_views(game, now);
                let tools = crate::app::core::view::game_tools(game);
                access::tree(&scene(Shown::Board(BoardScene {
                    header: &header,
                    board: &board,
                    tools: &tools,
                    pad: &pad,
                    message: self.message(),
                })))
            }
            (Screen::Practice, _, Some(exercise)) => {
                let header = App::practice_header(exercise);
                let (board, pad) = self.game_views(exercise.game(), now);
                let tools = self.practice_tools(exercise);
                access::tree(&scene(Shown::Board(BoardScene {
                    header: &header,
                    board: &board,
                    tools: &tools,
                    pad: &pad,
                    message: self.message(),
                })))
            }
            (Screen::Entry, _, _) => {
                let (header, board, tools, pad) = self.entry_views();
                access::tree(&scene(Shown::Board(BoardScene {
                    header: &header,
                    board: &board,
                    tools: &tools,
                    pad: &pad,
                    message: self.message(),
                })))
            }
            _ => access::tree(&scene(Shown::Menu {
                menu: &self.menu,
                focus: self.reader.menu_focus,
            })),
        }
    }

    /// Reports the tree (the scripted mode's `access-tree`): its text (`access::serialize`,
    /// in logical pixels), each line after `access `, and `access end`.
    pub(crate) fn report_access_tree(&self, now: Duration) {
        let scale = crate::app::core::window::dpi_scale();
        for line in access::serialize(&self.access_tree(now), scale).lines() {
            script::say(format_args!("access {line}"));
        }
        script::say(format_args!("access end"));
    }

    /// Announces what `mv` did, as `outcome` says it: a digit placed (and a clash with what,
    /// a mistake, a unit completed, a digit finished), a note or a colour, a cell emptied, an
    /// undo, a hint's sentence, a game lost.
    pub(crate) fn announce_move(&mut self, mv: Move, outcome: &Outcome) {
        let Some(game) = self.board_game() else {
            return;
        };
        let text = move_words(game, mv, outcome);
        self.announce(text);
    }

    /// Reads out a row, a column or a box of the selected cell, or the digits left to place.
    pub(crate) fn read_out(&mut self, reading: Reading) {
        let game = match self.screen {
            Screen::Practice => self.exercise.as_ref().map(|e| e.game()),
            _ => self.session.game(),
        };
        let Some(game) = game else { return };
        let text = match (reading, game.selected()) {
            (Reading::Remaining, _) => {
                access::remaining_words(&Digit::ALL.map(|digit| game.remaining(digit)))
            }
            (_, None) => words::text("say-no-cell-selected"),
            (reading, Some(cell)) => {
                let unit = match reading {
                    Reading::Row => Unit::ROWS[cell.row()],
                    Reading::Column => Unit::COLUMNS[cell.col()],
                    _ => Unit::BOXES[cell.box_()],
                };
                let (board, _) = self.game_views(game, Current::now());
                access::unit_words(&board, unit)
            }
        };
        self.announce(text);
    }
}

/// What a move did, in words, its cells spelled out for a listener; empty when there is nothing
/// to say (a selection: the screen reader follows the focus itself). What came of the move
/// (a clash, a mistake, a unit completed, a digit finished) follows, each part after the
/// language's list separator.
pub fn move_words(game: &Game, mv: Move, outcome: &Outcome) -> String {
    let say = |message: Message| words::format_with(&message, CellNames::Spelled);
    let about = |id: &'static str, cell: Cell| Message::new(id).cell("cell", cell);
    if let Some(reason) = outcome.ignored {
        return match reason {
            Ignored::Given(cell) => say(about("say-given", cell)),
            Ignored::CellFilled(cell) => say(about("say-cell-filled", cell)),
            Ignored::NothingToUndo => words::text("say-nothing-to-undo"),
            Ignored::NothingToRedo => words::text("say-nothing-to-redo"),
            Ignored::NoHint => words::text("say-no-hint"),
            _ => String::new(),
        };
    }
    let cell_now = |cell: Cell| match game.board().get(cell) {
        Some(digit) => about("say-cell-is", cell).digit("digit", digit),
        None => about("say-cell-is-empty", cell),
    };
    let placed = |digit: Digit, cell: Cell| about("say-placed", cell).digit("digit", digit);
    let mut text = match mv {
        Move::Enter { cell, digit } => match game.board().get(cell) {
            Some(d) if d == digit => say(placed(digit, cell)),
            _ => say(about("say-emptied", cell)),
        },
        Move::Reveal(cell) => say(Message::new("say-revealed").message("what", cell_now(cell))),
        Move::Erase(cell) => say(about("say-emptied", cell)),
        Move::ToggleNote { cell, digit } => {
            let id = if game.notes(cell).contains(digit) {
                "say-candidate-added"
            } else {
                "say-candidate-removed"
            };
            say(about(id, cell).digit("digit", digit))
        }
        Move::ToggleCornerNote { cell, digit } => {
            let id = if game.position().corner_notes()[cell.index()].contains(digit) {
                "say-corner-added"
            } else {
                "say-corner-removed"
            };
            say(about(id, cell).digit("digit", digit))
        }
        Move::ToggleColour { cell, colour } => {
            if game.position().colours()[cell.index()] == Some(colour) {
                say(about("say-coloured", cell).message("colour", access::colour_message(colour)))
            } else {
                say(about("say-colour-removed", cell))
            }
        }
        Move::Mark(_) => say(Message::new("say-marked").number("n", outcome.changed.len())),
        Move::AutoNotes => words::text("say-candidates-filled"),
        Move::ClearNotes => words::text("say-notes-cleared"),
        Move::Restart => words::text("say-restarted"),
        Move::Undo | Move::Redo => {
            let undo = mv == Move::Undo;
            say(match outcome.changed.iter().next() {
                Some(cell) if outcome.changed.len() == 1 => {
                    Message::new(if undo { "say-undone" } else { "say-redone" })
                        .message("what", cell_now(cell))
                }
                _ => Message::new(if undo {
                    "say-undone-cells"
                } else {
                    "say-redone-cells"
                })
                .number("n", outcome.changed.len()),
            })
        }
        // A hint's level is its sentence at that level, as the line under the pad shows it;
        // the last makes its move, said cell by cell as it left them.
        Move::Hint if outcome.hint.is_some() => game
            .hint()
            .map(|(hint, level)| words::format(&hint.message(level)))
            .unwrap_or_default(),
        Move::Hint => {
            let changes: Vec<Message> = outcome
                .changed
                .iter()
                .map(|cell| match game.board().get(cell) {
                    Some(digit) => placed(digit, cell),
                    None => about("say-now-candidates", cell)
                        .text("digits", access::digit_list(game.notes(cell))),
                })
                .collect();
            say(Message::new("say-hint-made").arg("changes", Arg::Sequence(changes)))
        }
        _ => String::new(),
    };
    let separator = words::text("list-separator");
    let mut then = |message: Message| {
        text.push_str(&separator);
        text.push_str(&say(message));
    };
    if let Move::Enter { cell, digit } = mv {
        if game.conflicts().contains(cell) {
            // "a and b and c": a cell's name spelled out has a comma of its own, so the names
            // are joined by "and" alone.
            let clashes = cell
                .peers()
                .iter()
                .filter(|&&peer| game.board().get(peer) == Some(digit))
                .map(|&peer| access::position(peer))
                .reduce(|rest, last| {
                    words::format(
                        &Message::new("list-and")
                            .text("rest", rest)
                            .text("last", last),
                    )
                });
            then(
                Message::new("say-clashes")
                    .digit("digit", digit)
                    .text("cells", clashes.unwrap_or_default()),
            );
        }
    }
    if outcome.mistake.is_some() {
        let n = game.mistakes() as usize;
        then(match game.options().mistake_limit {
            Some(limit) => Message::new("say-mistake-of")
                .number("n", n)
                .number("limit", limit as usize),
            None => Message::new("say-mistake").number("n", n),
        });
    }
    for &unit in &outcome.completed_units {
        then(Message::new("say-unit-complete").unit("unit", unit));
    }
    for digit in outcome.finished_digits {
        then(Message::new("say-every-placed").digit("digit", digit));
    }
    if outcome.status == Some(Status::Lost) {
        text = say(Message::new("say-lost").text("said", text));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::game::{import, Settings};

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn at(row: usize, col: usize) -> Cell {
        Cell::at(row, col).unwrap()
    }

    fn play(game: &mut Game, mv: Move) -> String {
        let outcome = game.apply(mv);
        move_words(game, mv, &outcome)
    }

    #[test]
    fn a_hint_is_said_at_each_level_and_its_move_when_made() {
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        let first = play(&mut game, Move::Hint);
        let second = play(&mut game, Move::Hint);
        let third = play(&mut game, Move::Hint);
        assert!(
            !first.is_empty() && first != second && second != third,
            "{first} / {second} / {third}"
        );
        assert_eq!(Some(third.clone()), game.hint_text());
        let made = play(&mut game, Move::Hint);
        assert!(made.starts_with("Hint made: "), "{made}");
        assert!(made.contains(" in row "), "{made}");
    }

    #[test]
    fn moves_are_said_with_what_they_did() {
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        let d = |n| Digit::new(n).unwrap();
        assert_eq!(
            play(
                &mut game,
                Move::Enter {
                    cell: at(0, 0),
                    digit: d(4)
                }
            ),
            "row 1, column 1 is a given"
        );
        assert_eq!(
            play(
                &mut game,
                Move::ToggleNote {
                    cell: at(0, 2),
                    digit: d(4)
                }
            ),
            "candidate 4 added to row 1, column 3"
        );
        let said = play(
            &mut game,
            Move::Enter {
                cell: at(0, 2),
                digit: d(5),
            },
        );
        assert!(
            said.starts_with("5 in row 1, column 3, clashes with the 5 in row 1, column 1"),
            "{said}"
        );
        assert!(said.ends_with(", a mistake, 1"), "{said}");
        assert_eq!(
            play(&mut game, Move::Undo),
            "Undone: row 1, column 3 is empty"
        );
        assert_eq!(play(&mut game, Move::Select(at(4, 4))), "");
    }

    #[test]
    fn notes_colours_and_a_lost_game_are_said() {
        let settings = Settings {
            mistake_limit: Some(1),
            ..Settings::default()
        };
        let mut game = Game::new(import(PUZZLE).unwrap(), &settings);
        let d = |n| Digit::new(n).unwrap();
        let cell = at(0, 3);
        let corner = Move::ToggleCornerNote { cell, digit: d(8) };
        assert_eq!(
            play(&mut game, corner),
            "corner note 8 added to row 1, column 4"
        );
        assert_eq!(
            play(&mut game, corner),
            "corner note 8 removed from row 1, column 4"
        );
        let colour = Move::ToggleColour {
            cell,
            colour: peerless::game::Colour::ALL[0],
        };
        assert_eq!(play(&mut game, colour), "orange row 1, column 4");
        assert_eq!(
            play(&mut game, colour),
            "colour removed from row 1, column 4"
        );
        assert_eq!(
            play(&mut game, Move::Undo),
            "Undone: row 1, column 4 is empty"
        );
        assert_eq!(
            play(&mut game, Move::Redo),
            "Redone: row 1, column 4 is empty"
        );
        let said = play(&mut game, Move::Enter { cell, digit: d(5) });
        assert!(
            said.starts_with("5 in row 1, column 4, clashes with the 5 in row 1, column 1"),
            "{said}"
        );
        assert!(
            said.ends_with(", a mistake, 1 of 1. The game is lost: too many mistakes"),
            "{said}"
        );
    }
}
