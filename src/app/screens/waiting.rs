//! The screen shown while the worker makes a puzzle, grades an imported one or finds a practice
//! position, with how long the search has taken, and what comes of it.

use std::time::Duration;

use peerless::l10n::Message;
use peerless::logic::{Level, Technique};
use peerless::variant::Kind;

use crate::app::core::worker::{Finished, Poll, Task};
use crate::app::script;
use crate::app::views::menu::{Menu, MenuAction, MenuItem, Screen};
use crate::app::words::numbers::Tenths;
use crate::app::words::{self, text};
use crate::app::App;

/// The screen shown while a puzzle of `kind` is being made.
pub fn generating_menu(kind: Kind, level: Level) -> Menu {
    let title = match kind {
        Kind::Classic => "generating-title",
        Kind::Killer => "generating-killer-title",
    };
    Menu {
        title: words::format(&Message::new(title).message("level", level.message())),
        subtitle: String::new(),
        items: vec![MenuItem::new(text("cancel"), MenuAction::Cancel)],
        ..Menu::default()
    }
}

/// The screen while an imported puzzle is graded (the hardest take a moment on a phone).
pub fn checking_menu() -> Menu {
    Menu {
        title: text("checking-title"),
        subtitle: text("checking-subtitle"),
        items: vec![MenuItem::new(text("cancel"), MenuAction::Cancel)],
        ..Menu::default()
    }
}

/// The screen shown while a practice position is looked for.
pub fn practising_menu(technique: Technique, lesson: bool) -> Menu {
    Menu {
        title: words::format(
            &Message::new(if lesson {
                "practising-example"
            } else {
                "practising-position"
            })
            .message("technique", technique.message()),
        ),
        subtitle: String::new(),
        items: vec![MenuItem::new(text("cancel"), MenuAction::Cancel)],
        ..Menu::default()
    }
}

/// How long a puzzle may take before the screen says it is still working.
const PROGRESS_AFTER: Duration = Duration::from_millis(300);

impl App {
    /// Starts the game of a finished puzzle, or says how long the search has taken.
    pub(crate) fn poll_worker(&mut self, now: Duration) {
        let Some(worker) = self.worker.as_mut() else {
            return;
        };
        match worker.poll(now) {
            Poll::Ready(done) => {
                let origin = worker.task().origin();
                if self.options.report {
                    if let Some(at) = worker.done_at() {
                        let ms = Tenths(at, Duration::from_millis(1));
                        script::say(format_args!("worker done {ms}"));
                    }
                }
                self.worker = None;
                match done.finished() {
                    Finished::Game(puzzle) => self.start_game(puzzle, origin),
                    Finished::Practice(practised) => self.start_exercise(*practised),
                    Finished::Photo(read) => self.photo_read(*read),
                }
            }
            Poll::Working(waited) => {
                if waited >= PROGRESS_AFTER && self.screen == Screen::Generating {
                    let separator = words::language().decimal_separator();
                    let seconds = Tenths(waited, Duration::from_secs(1))
                        .to_string()
                        .replace('.', separator.encode_utf8(&mut [0; 4]));
                    self.menu.subtitle = words::format(
                        &Message::new("generating-still-looking").text("seconds", seconds),
                    );
                }
            }
            Poll::Failed => match self.worker.take().map(|w| w.task().clone()) {
                Some(Task::Practice(request)) => self.practice_failed(request.technique),
                _ => self.show(Screen::Start),
            },
        }
    }
}
