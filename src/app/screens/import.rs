//! Bringing a puzzle in: the import screen, a pasted text or a link checked (clashes, a single
//! solution) and handed to the worker to grade, or the reason it is not a puzzle. (A photo's
//! way in is `photo.rs`.)

use peerless::game;
use peerless::l10n::{Localizer, Message};

use crate::app::core::worker::{NewGame, Task};
use crate::app::platform::{Current, Platform};
use crate::app::script;
use crate::app::views::menu::{Menu, MenuAction, MenuItem, Screen};
use crate::app::words::{self, text};
use crate::app::App;

/// How to bring in a puzzle.
pub fn import_menu(has_clipboard: bool) -> Menu {
    let mut items = Vec::new();
    if has_clipboard {
        items.push(
            MenuItem::new(text("import-paste"), MenuAction::Paste)
                .with_caption(text("import-paste-caption")),
        );
    }
    items.push(
        MenuItem::new(text("import-type"), MenuAction::TypeIn)
            .with_caption(text("import-type-caption")),
    );
    items.extend(crate::app::screens::photo::photo_item());
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: text("start-import"),
        subtitle: text("import-subtitle"),
        items,
        ..Menu::default()
    }
}

impl App {
    /// A tap on Paste: the clipboard's puzzle imported now, or, where the platform reads the
    /// clipboard in its own time (the browser), once the text comes ([`App::import_pasted`]).
    pub(crate) fn paste_tapped(&mut self) {
        if !Current::ask_paste() {
            self.paste();
        }
    }

    /// Imports the clipboard's puzzle, or says why it is not one (on the typing screen's message
    /// line, elsewhere as a notice on the import screen).
    pub(crate) fn paste(&mut self) {
        self.import_pasted(Current::clipboard());
    }

    /// Imports a pasted text's puzzle, or says why it is not one (`None`: no text at all).
    pub(crate) fn import_pasted(&mut self, text: Option<String>) {
        let result = match text {
            Some(text) if !text.trim().is_empty() => game::check(&text).map_err(|e| e.message()),
            _ => Err(Message::new("notice-clipboard-empty")),
        };
        match result {
            Ok(checked) => {
                self.start_or_ask(NewGame(Task::Grade(Box::new(checked))), Current::now())
            }
            Err(message) => {
                if self.reporting {
                    // The report is English, whatever the player reads.
                    let english = Localizer::english().format(&message);
                    script::say(format_args!("import refused: {english}"));
                }
                let message = words::format_with(&message, self.cell_names());
                if self.screen == Screen::Entry {
                    self.entry_refused(message);
                } else {
                    if self.screen != Screen::Import {
                        self.show(Screen::Import);
                    }
                    self.set_notice(message);
                }
            }
        }
    }

    /// Opens the puzzle of a link, checked as a pasted one: the game in progress if it is that
    /// puzzle (a reload of the page), else a new game of it (once the player says the game in
    /// progress may go, if there is one), else the reason on the import screen.
    pub(crate) fn open_link(&mut self, text: &str) {
        match game::check(text) {
            Ok(checked) => {
                let same = self.session.game().is_some_and(|game| {
                    !game.status().is_over() && checked.is_puzzle_of(game.puzzle())
                });
                if same {
                    // The game in progress is that puzzle. A practice position being worked on
                    // is not left for it: the game is there, a Continue away.
                    if !self.practice_in_progress() {
                        self.resume(Current::now());
                    }
                } else {
                    self.start_or_ask(NewGame(Task::Grade(Box::new(checked))), Current::now());
                }
            }
            Err(error) => {
                self.show(Screen::Import);
                self.set_notice(words::format_with(
                    &Message::new("notice-link-unplayable").message("error", error.message()),
                    self.cell_names(),
                ));
            }
        }
    }
}
