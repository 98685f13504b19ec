//! The app's side of a screen reader: the platform's adapter (from the first frame), when the
//! accessibility tree is built again (only when what the screen shows changed, and only while
//! a screen reader reads it), what is announced after a move, and a screen reader's requests,
//! which come in as [`Event::Access`] and are played as the taps they name.
//!
//! The tree itself, its words and its requests are `access.rs`, a pure function of what is
//! drawn: this file gathers the same views the drawing uses and hands them over.

use std::time::Duration;

use accesskit::{Action, ActionRequest, NodeId, TreeId, TreeUpdate};

use peerless::board::Digit;
use peerless::game::{Move, Outcome};
use peerless::rules::Unit;

use crate::app::access::{self, Request};

use crate::app::access::kinds::KindsScene;
use crate::app::access::tree::{BoardScene, CardScene, Scene, Shown};

use crate::app::access::announce::move_words;
use crate::app::access::tree::serialize;
use crate::app::access::tree::tree;
use crate::app::access::words::card_words;
use crate::app::access::words::remaining_words;
use crate::app::access::words::spoken;
use crate::app::access::words::unit_words;
use crate::app::access::words::Words;
use crate::app::input::events::Event;
use crate::app::input::moves::Reading;
use crate::app::layout::Target;
use crate::app::platform::{Current, Platform};
use crate::app::screens::board::game_tools;
use crate::app::script;
use crate::app::views::calculator::calculator_texts;
use crate::app::views::menu::MenuAction;
use crate::app::views::menu::Screen;
use crate::app::words;
use crate::app::App;

impl App {
    /// The notes tool's other kinds as the screen reader has them, for `game`.
    fn kinds_scene(&self, game: &peerless::game::Game) -> KindsScene {
        KindsScene {
            view: self.chooser_view(game),
            slot: crate::app::views::tools::Tool::Notes.slot(),
            open: self.view.chooser,
        }
    }

    /// The hint card as the screen reader has it, when one is shown.
    fn card_scene(&self) -> Option<CardScene<'_>> {
        let words = self.view.texts.card.as_ref()?;
        Some(CardScene {
            label: &words.label,
            next: &words.next,
            close: &words.close,
            parts: self.view.hint_card()?,
            next_at: self.view.card_next(&self.view.hint_card()?),
        })
    }

    /// Starts the platform's screen reader adapter (after the first frame: it needs the
    /// waker).
    pub(crate) fn start_reader(&mut self) {
        self.reader.adapter = Current::accessibility(&self.waker);
        self.reader.touch();
        // The loop may now wait for input: hand the tree over at once (to an adapter that is
        // already read, as the page's mirror is).
        self.update_reader(Current::now());
    }

    /// Whether a screen reader is known to be listening now (AT-SPI, TalkBack, VoiceOver; a
    /// page cannot tell).
    pub(crate) fn listener(&self) -> bool {
        self.reader
            .adapter
            .as_ref()
            .is_some_and(|adapter| adapter.active() && adapter.reader_known())
    }

    /// Says `text` through the live region, which a screen reader speaks when it changes (and
    /// in the report, where tests hear it).
    pub(crate) fn announce(&mut self, text: impl Into<String>) {
        let text = crate::app::access::words::spoken(&text.into()).into_owned();
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
    /// does. A node of a screen that has gone is not played.
    pub(crate) fn access_request(&mut self, node: u64, focus: bool, now: Duration) {
        let Some(node) = self.reader.ids.local(node) else {
            return;
        };
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
            Some(Request::Calendar(hit)) if self.screen == Screen::Statistics => {
                self.calendar_tap(hit, now);
            }
            Some(Request::Choose(index, choice)) if !self.screen.shows_board() => {
                self.menu_choice(index, choice, now);
            }
            Some(Request::FocusDay(day)) if self.screen == Screen::Statistics => {
                self.focus_day(Some(day));
            }
            Some(Request::FocusTool(slot)) if self.screen == Screen::Practice && self.lesson => {
                self.focus_tool(Some(slot));
            }
            Some(Request::FocusMenu(index)) if index < self.menu.items.len() => {
                // One focus: the ring is drawn where the screen reader's is.
                self.show_focus(Some(index));
            }
            _ => {}
        }
    }

    /// A tap on a board screen's `target`, as a finger's press and release make it.
    pub(crate) fn tap(&mut self, target: Target, now: Duration) {
        // Anything but one of its kinds closes the notes tool's chooser, as a tap beside it
        // does; the request then does what it asks.
        if !matches!(target, Target::NoteKind(_)) {
            self.close_chooser();
        }
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

    /// The screen changed: its nodes are new ones, and its title is said (the focus was set by
    /// `show`).
    pub(crate) fn reader_screen_shown(&mut self) {
        self.reader.ids.new_screen();
        // What the live region said belonged to the screen that went ("Checking the puzzle"):
        // a reader who finds it there later must not read it as news.
        self.reader.said.clear();
        self.reader.touch();
        if !self.screen.shows_board() && !self.menu.title.is_empty() {
            let mut text = self.menu.title.clone();
            if self.screen == Screen::Over {
                for line in &self.menu.body {
                    // "Solved! Easy · 4:02. No mistakes."
                    text = said_then(text, line);
                }
                for (figure, name) in &self.menu.cards {
                    text = said_then(text, &card_words(figure, name));
                }
            }
            self.announce(text);
        } else if self.screen == Screen::Practice {
            // A lesson's or a position's title ("Lesson · X-Wing"), then its line: the idea,
            // or what to find.
            let title = self.practice_name();
            let text = match self.message() {
                "" => title,
                line => said_then(title, line),
            };
            self.announce(text);
        } else if let (Screen::Entry, Some(review)) = (self.screen, self.entry.review) {
            // A photo's reading: the title, then the summary (digits read, cells in doubt,
            // solutions, what to do).
            let title = words::kept("review-title").to_string();
            let summary = crate::app::screens::photo::summary(&review);
            self.announce(said_then(title, &summary));
        } else if self.screen == Screen::Entry {
            // The typing screen is a board: its title is the header's, and then what to do.
            let title = words::kept("entry-title").to_string();
            self.announce(said_then(title, &words::text("entry-help")));
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
            if adapter.reader_known() {
                self.spell_out_cells_for_a_listener(now);
            }
            self.say_keys_once();
            self.reader.dirty = false;
            adapter.update(&mut || {
                let tree = self.access_tree(now);
                self.reader.ids.tag(tree)
            });
            self.reader.handed = true;
        }
        self.reader.adapter = Some(adapter);
    }

    /// The first time the board shows to a screen reader (after the first tree, whose live
    /// region a reader takes as state, not news), its main keys are said after what else is
    /// said then ("The puzzle is ready: Easy"), and where to find them all.
    fn say_keys_once(&mut self) {
        if self.reader.keys_said || !self.reader.handed || self.screen != Screen::Game {
            return;
        }
        self.reader.keys_said = true;
        let mut keys = words::text("say-keys");
        // A Killer's own key, after the others.
        if self
            .session
            .game()
            .is_some_and(|game| game.puzzle().cages().is_some())
        {
            keys.push(' ');
            keys.push_str(&words::text("say-keys-killer"));
        }
        let text = if self.reader.said.is_empty() {
            keys
        } else {
            said_then(self.reader.said.clone(), &keys)
        };
        self.announce(text);
    }

    /// A screen reader reads: hints name cells in words ("row 3, column 7"), as a voice reads
    /// them best, unless the player chose how cells are named.
    fn spell_out_cells_for_a_listener(&mut self, now: Duration) {
        if self.session.data.settings.a_listener_connected() {
            self.session.changed(now);
            self.refresh_game_texts();
        }
    }

    /// How the player wants cells spoken.
    pub(crate) fn words(&self) -> Words {
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
                let tools = game_tools(game, self.session.data.settings.candidate_style);
                let kinds = self.kinds_scene(game);
                // With no hint, a Killer's cage calculator or how far the board is filled, as
                // the band shows it.
                let spoken;
                let message = match (self.message(), &self.view.texts.calculator) {
                    ("", Some(calculator)) if calculator.detail.is_empty() => {
                        calculator.title.as_str()
                    }
                    ("", Some(calculator)) => {
                        spoken = said_then(calculator.title.clone(), &calculator.detail);
                        spoken.as_str()
                    }
                    ("", None) => self.view.texts.progress.as_str(),
                    (message, _) => message,
                };
                tree(&scene(Shown::Board(BoardScene {
                    header: &header,
                    board: &board,
                    tools: &tools,
                    pad: &pad,
                    message,
                    card: self.card_scene(),
                    kinds: Some(&kinds),
                    tool_focus: None,
                })))
            }
            (Screen::Practice, _, Some(exercise)) => {
                let header = self.practice_header();
                let (board, pad) = self.game_views(exercise.game(), now);
                let tools = self.practice_tools(exercise);
                let kinds = self.kinds_scene(exercise.game());
                tree(&scene(Shown::Board(BoardScene {
                    header: &header,
                    board: &board,
                    tools: &tools,
                    pad: &pad,
                    message: self.message(),
                    card: self.card_scene(),
                    kinds: (!self.lesson).then_some(&kinds),
                    tool_focus: self.tool_focus.filter(|_| self.lesson),
                })))
            }
            (Screen::Entry, _, _) => {
                let (header, board, tools, pad) = self.entry_views();
                tree(&scene(Shown::Board(BoardScene {
                    header: &header,
                    board: &board,
                    tools: &tools,
                    pad: &pad,
                    message: self.message(),
                    card: None,
                    kinds: None,
                    tool_focus: None,
                })))
            }
            _ => tree(&scene(Shown::Menu {
                menu: &self.menu,
                focus: self.focus.index,
                day: self
                    .calendar_day
                    .filter(|_| self.screen == Screen::Statistics),
            })),
        }
    }

    /// Reports the tree (the scripted mode's `access-tree`): its text (`serialize`,
    /// in logical pixels), each line after `access `, and `access end`. The ids are the fixed
    /// ones a script names (not those of a generation, which the platforms get).
    pub(crate) fn report_access_tree(&self, now: Duration) {
        let scale = crate::app::core::window::dpi_scale();
        for line in serialize(&self.access_tree(now), scale).lines() {
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
        let text = move_words(
            game,
            self.session.data.settings.candidate_style,
            self.cell_names(),
            mv,
            outcome,
        );
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
                remaining_words(&Digit::ALL.map(|digit| game.remaining(digit)))
            }
            (Reading::Cage, _) if game.puzzle().cages().is_none() => words::text("say-no-cage"),
            (_, None) => words::text("say-no-cell-selected"),
            // The calculator's two lines as one: its middle dots read as commas.
            (Reading::Cage, Some(_)) => match game.calculator() {
                Some(calculator) => {
                    let texts = calculator_texts(&calculator);
                    let said = spoken(&texts.title).into_owned();
                    if texts.detail.is_empty() {
                        said
                    } else {
                        said_then(said, &spoken(&texts.detail))
                    }
                }
                None => words::text("say-no-cell-selected"),
            },
            (reading, Some(cell)) => {
                let unit = match reading {
                    Reading::Row => Unit::ROWS[cell.row()],
                    Reading::Column => Unit::COLUMNS[cell.col()],
                    _ => Unit::BOXES[cell.box_()],
                };
                let (board, _) = self.game_views(game, Current::now());
                unit_words(&board, unit)
            }
        };
        self.announce(text);
    }
}

pub(crate) use crate::app::words::said_then;
