//! Another copy of the game on the same saves (a second window on the data folder, a second tab
//! of the page, the installed page beside a tab): this copy follows what that one saved instead
//! of writing its older state over it.
//!
//! The session follows when the store refused a save because another copy's is newer, or when
//! the platform's watch fired or the app came back to the front and the saves may have changed
//! (`Session::follow`). Then the screen shows the followed data: a game screen becomes the
//! followed game's pause screen (or the start screen, where no game is in progress); any other
//! screen is made again from the new data. The input of that frame is dropped, since the
//! player aimed it at what this copy showed before, and the player is told, in their words,
//! what happened (and that the moves made here were not kept, when there were some).

use std::time::Duration;

use peerless::l10n::Message;

use crate::app::core::session::Followed;
use crate::app::input::events::Event;
use crate::app::platform::{Current, Platform};
use crate::app::script;
use crate::app::views::menu::Screen;
use crate::app::words;
use crate::app::App;

impl App {
    /// Starts the platform's watch on the saves (after the first frame: it wakes the loop).
    pub(crate) fn watch_saves(&mut self) {
        self.saves_watch = Current::watch_saves(
            self.options.data_dir.as_deref(),
            &self.waker,
            Box::new(self.session.changed_elsewhere()),
        );
    }

    /// Follows another copy's saves when it wrote them: see the module's notes.
    pub(crate) fn follow_saves(&mut self, now: Duration) {
        let came_back = self.events.iter().any(|e| matches!(e, Event::Restored));
        let asked = self.saves_watch.fired() || came_back;
        if let Some(followed) = self.session.follow(now, asked) {
            self.followed(&followed);
        }
    }

    /// Shows what was followed, drops this frame's input and tells the player.
    fn followed(&mut self, followed: &Followed) {
        // What the player pressed was aimed at the screen as it was.
        self.events
            .retain(|event| matches!(event, Event::Minimized | Event::Restored));
        self.saves_followed += 1;
        self.pointer.cancel();
        self.finger = None;
        self.drag_cell = None;
        if self.reporting {
            script::say(format_args!(
                "saves followed generation {}{}",
                followed.generation,
                if followed.moves_lost {
                    ", moves lost"
                } else {
                    ""
                }
            ));
        }
        self.follow_language();
        let in_progress = self
            .session
            .game()
            .is_some_and(|game| !game.status().is_over());
        match self.screen {
            Screen::Game | Screen::Paused | Screen::Over | Screen::Replace | Screen::Replay => {
                self.new_game = None;
                self.trail.clear();
                if in_progress {
                    self.show(Screen::Paused);
                } else {
                    self.show(Screen::Start);
                }
            }
            screen => self.show(screen),
        }
        self.show_link_in_play();
        let what = Message::new(if followed.moves_lost {
            "save-followed-moves-lost"
        } else {
            "save-followed"
        });
        let message = match &followed.recovery {
            Some(recovery) => Message::new("save-sentences")
                .message("first", what)
                .message("next", recovery.clone()),
            None => what,
        };
        let text = words::format(&message);
        if self.reporting {
            script::say(format_args!("notice {text}"));
        }
        self.set_notice(text);
    }
}
