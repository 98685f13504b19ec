//! Each [`Event`] of the frame (from the window, a script or a screen reader) routed to the
//! screen that shows: a press, a drag and a release hit-tested and turned into gestures, keys
//! handed to the screen's own handler, the app going to the background and coming back.

use std::time::Duration;

use peerless::game::Move;

use crate::app::input::moves::Action;

use crate::app::input::events::Event;

use crate::app::input::pointer::Gesture;

use crate::app::input::keys::Key;

use crate::app::input::keys::KeyPress;
use crate::app::input::moves::acts_on_press;
use crate::app::input::moves::game_key;
use crate::app::input::moves::game_long_press;
use crate::app::input::moves::game_tap;
use crate::app::input::pointer::long_presses;
use crate::app::input::pointer::Hit;
use crate::app::layout::places;
use crate::app::layout::{Rect, Target};
use crate::app::script::{self};
use crate::app::views::menu::Screen;
use crate::app::App;

impl App {
    /// Handles the frame's events in order, and forgets them.
    pub(crate) fn handle_events(&mut self, now: Duration) {
        self.had_input |= !self.events.is_empty();
        let mut i = 0;
        while i < self.events.len() {
            let event = self.events[i];
            i += 1;
            self.handle(event, now);
        }
        self.events.clear();
    }

    pub(crate) fn handle(&mut self, event: Event, now: Duration) {
        // Whatever an event does may change what a screen reader reads.
        self.reader.touch();
        match event {
            Event::Minimized => self.go_to_background(now),
            Event::Restored => self.come_back(),
            Event::Access { node, focus } => self.access_request(node, focus, now),
            Event::Key(press) => self.key(press, now),
            Event::Down { x, y } => self.press(x, y, false, now),
            Event::DownAlso { x, y } => self.press(x, y, true, now),
            Event::Move { x, y } => self.drag(x, y, now),
            Event::Up { x, y } => self.release(x, y, now),
            // Touch as touch: the first finger down is the pointer; other fingers are ignored
            // until it lifts; a touch the system takes makes nothing.
            Event::TouchDown { id, x, y } => {
                if self.finger.is_none() {
                    self.finger = Some(id);
                    self.press(x, y, false, now);
                }
            }
            Event::TouchMove { id, x, y } => {
                if self.finger == Some(id) {
                    self.drag(x, y, now);
                }
            }
            Event::TouchUp { id, x, y } => {
                if self.finger == Some(id) {
                    self.finger = None;
                    self.release(x, y, now);
                }
            }
            Event::TouchCancel { id } => {
                if self.finger == Some(id) {
                    self.finger = None;
                    self.pointer.cancel();
                }
            }
        }
    }

    /// A finger or the mouse button went down: cells act at once, buttons when released. On
    /// the game screen, a press on nothing (the space around the board) lets go of the selected
    /// cell, so the board can be seen without its highlights; a press on a cell with Ctrl or
    /// Shift held (`also`) adds the cell to the selection.
    pub(crate) fn press(&mut self, x: f32, y: f32, also: bool, now: Duration) {
        // The pointer is in use: the keyboard's focus ring goes (its place is kept).
        if self.focus.ring {
            self.focus.ring = false;
            self.reader.touch();
        }
        let hit = self.hit(x, y);
        // The chooser is open: a press on one of its kinds chooses it (on release); anywhere
        // else it closes the chooser and does nothing more, as a menu that pops up does.
        if self.view.chooser && !matches!(hit, Some(Hit::Board(Target::NoteKind(_)))) {
            self.close_chooser();
            self.pointer.cancel();
            return;
        }
        let selected = self
            .board_game()
            .is_some_and(|game| game.selected().is_some());
        if hit.is_none() && matches!(self.screen, Screen::Game | Screen::Practice) && selected {
            self.act(Move::Deselect, now);
        }
        self.drag_cell = None;
        if let Some(Gesture::Pressed(Hit::Board(target))) = self.pointer.down(hit, now) {
            match target {
                Target::Cell(cell) if self.selecting() => {
                    self.drag_cell = Some(cell);
                    let mv = if also {
                        Move::SelectAlso(cell)
                    } else {
                        Move::Select(cell)
                    };
                    self.act(mv, now);
                }
                target if acts_on_press(target) => self.board_tap(target, now),
                _ => {}
            }
        }
    }

    /// Whether a press on a cell selects it: on the game screen, with cell-first input (with
    /// digit first, a tap on a cell writes the chosen digit).
    pub(crate) fn selecting(&self) -> bool {
        matches!(self.screen, Screen::Game | Screen::Practice)
            && !self.session.data.settings.digit_first
    }

    /// The game the board screen shows: the practice position on the practice screen, else
    /// the game in progress.
    pub(crate) fn board_game(&self) -> Option<&peerless::game::Game> {
        match self.screen {
            Screen::Practice => self.exercise.as_ref().map(|e| e.game()),
            _ => self.session.game(),
        }
    }

    /// Plays a move on the game the board screen shows.
    pub(crate) fn act(&mut self, mv: Move, now: Duration) {
        if self.screen == Screen::Practice {
            self.practise(mv, now);
        } else {
            self.play(mv, now);
        }
    }

    /// The finger or the mouse moved while down: off the target it went down on, no tap; from a
    /// selected cell over others, each one joins the selection (a drag selects them all).
    pub(crate) fn drag(&mut self, x: f32, y: f32, now: Duration) {
        let hit = self.hit(x, y);
        self.pointer.moved(hit);
        if let (Some(from), Some(Hit::Board(Target::Cell(cell)))) = (self.drag_cell, hit) {
            if cell != from {
                self.drag_cell = Some(cell);
                self.act(Move::SelectAlso(cell), now);
            }
        }
    }

    /// The finger or button came up: a tap if it is where it went down.
    pub(crate) fn release(&mut self, x: f32, y: f32, now: Duration) {
        self.drag_cell = None;
        let hit = self.hit(x, y);
        match self.pointer.up(hit) {
            Some(Gesture::Tapped(Hit::Board(target))) if !acts_on_press(target) => {
                self.board_tap(target, now);
            }
            Some(Gesture::Tapped(Hit::Menu(index))) => self.menu_action(index, now),
            Some(Gesture::Tapped(Hit::Choice(index, choice))) => {
                self.menu_choice(index, choice, now);
            }
            Some(Gesture::Tapped(Hit::Calendar(hit))) => self.calendar_tap(hit, now),
            _ => {}
        }
    }

    /// The app went to the background (or, on the desktop, lost the focus): the game pauses,
    /// a press in progress is forgotten, and the save is stored before this returns (bounded):
    /// the system may end the app there without another word.
    pub(crate) fn go_to_background(&mut self, now: Duration) {
        self.reader_window_focused(false);
        if self.screen == Screen::Game {
            self.pause(now);
        }
        self.finger = None;
        self.pointer.cancel();
        let stored = self.session.flush(now);
        if self.reporting {
            let saved = if stored { "saved" } else { "not saved" };
            script::say(format_args!("background {saved}"));
        }
    }

    /// The app came back: the system's theme may have changed meanwhile.
    pub(crate) fn come_back(&mut self) {
        self.reader_window_focused(true);
        self.view.ask_dark_mode();
        if self.reporting {
            script::say(format_args!("foreground"));
        }
    }

    /// What a point falls on: a board-screen target, or a menu button that does something.
    pub(crate) fn hit(&self, x: f32, y: f32) -> Option<Hit> {
        let layout = &self.view.layout;
        if self.screen.shows_board() {
            // The chooser first, over the pad; then the card: open, it lies over the board.
            if self.view.chooser {
                if let Some(kind) = layout.chooser_hit(x, y) {
                    return Some(Hit::Board(Target::NoteKind(kind)));
                }
            }
            let card = self.view.hint_card();
            let words = self.view.texts.card_next_w;
            card.and_then(|card| layout.card_hit(&card, words, x, y))
                .map(Target::Card)
                .or_else(|| layout.hit(x, y))
                .map(Hit::Board)
        } else {
            let button = layout
                .menu_hit(self.menu.shape, x, y, self.menu.items.len())
                .filter(|&i| self.menu.actionable(i))
                .map(|i| {
                    self.choice_at(i, x)
                        .map_or(Hit::Menu(i), |k| Hit::Choice(i, k))
                });
            button.or_else(|| {
                let calendar = self.calendar_parts()?;
                calendar.hit(x, y).map(Hit::Calendar)
            })
        }
    }

    /// The segment of button `index`'s choice under a point on that button, if the button is
    /// a choice: a segment's column of the button, its whole height, so the touch target is
    /// the button's height however thin the control is drawn.
    fn choice_at(&self, index: usize, x: f32) -> Option<usize> {
        let count = self.menu.items.get(index)?.choices.len();
        (0..count).find(|&k| {
            let segment = self.choice_segment(index, k);
            (segment.x..segment.right()).contains(&x)
        })
    }

    /// Segment `choice` of the segmented control of menu button `index`, as it is drawn (the
    /// hit test's and the scripts' one place for it).
    pub(crate) fn choice_segment(&self, index: usize, choice: usize) -> Rect {
        let count = self
            .menu
            .items
            .get(index)
            .map_or(0, |item| item.choices.len());
        let layout = &self.view.layout;
        let button = layout.menu_button_in(self.menu.shape, index, self.menu.items.len());
        let control = places::choices_in(layout, self.menu.shape, button, count);
        places::menu_choice(control, count, choice)
    }

    /// Whether the screen shows the notes tool (the game, a practice position but not a
    /// lesson), whose long press opens the chooser.
    pub(crate) fn notes_tool_shown(&self) -> bool {
        self.screen == Screen::Game || (self.screen == Screen::Practice && !self.lesson)
    }

    /// Fires a long press whose time has come (a finger resting on a pad digit or on the
    /// notes tool).
    pub(crate) fn poll_long_press(&mut self, now: Duration) {
        let notes_tool = self.notes_tool_shown();
        let gesture = self.pointer.poll(now, |hit| long_presses(hit, notes_tool));
        if let Some(Gesture::LongPressed(Hit::Board(target))) = gesture {
            match game_long_press(target, &self.game_view()) {
                Some(Action::Move(mv)) => match self.screen {
                    Screen::Game => self.play(mv, now),
                    Screen::Practice => self.practise(mv, now),
                    _ => {}
                },
                Some(Action::OpenChooser) => self.open_chooser(),
                _ => {}
            }
        }
    }

    pub(crate) fn board_tap(&mut self, target: Target, now: Duration) {
        match self.screen {
            Screen::Game => {
                if let Some(action) = game_tap(target, &self.game_view()) {
                    self.game_action(action, now);
                }
            }
            Screen::Entry => self.entry_tap(target),
            Screen::Practice => self.practice_tap(target, now),
            _ => {}
        }
    }

    pub(crate) fn key(&mut self, press: KeyPress, now: Duration) {
        // A key closes the chooser: Escape and Back only that, any other then does its job.
        if self.view.chooser {
            self.close_chooser();
            if matches!(press.key, Key::Escape | Key::Back) {
                return;
            }
        }
        match self.screen {
            Screen::Game => {
                if let Some(action) = game_key(press, &self.game_view()) {
                    self.game_action(action, now);
                }
            }
            Screen::Entry => self.entry_key(press),
            Screen::Practice => self.practice_key(press, now),
            _ => self.menu_key(press, now),
        }
    }

    /// Keys on the menu screens: Escape and Back go back; Tab, Shift+Tab and the arrows move
    /// the focus, Enter and Space press the button it is on (`screens/navigation.rs`); Ctrl+V
    /// imports the clipboard's puzzle on the start and import screens. Digits choose nothing:
    /// no menu shows its buttons' numbers.
    pub(crate) fn menu_key(&mut self, press: KeyPress, now: Duration) {
        match press.key {
            Key::Escape | Key::Back => self.back(now),
            Key::Letter('v') if press.ctrl => {
                if matches!(self.screen, Screen::Start | Screen::Import) {
                    self.paste();
                }
            }
            _ if self.screen == Screen::Statistics && self.calendar_key(press, now) => {}
            _ => {
                let _ = self.focus_key(press, now);
            }
        }
    }
}
