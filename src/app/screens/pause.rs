//! The pause screen: the board hidden and the clock stopped, with resume, restart and the
//! copies of the puzzle (its line, its link) a player can take elsewhere.

use std::time::Duration;

use peerless::game::{Game, Move, Status};
use peerless::l10n::Message;

use crate::app::platform::{Current, Platform};
use crate::app::screens::summary::share_line;
use crate::app::script;
use crate::app::views::menu::{Menu, MenuAction, MenuItem, Screen};
use crate::app::words::names::level_and_time;
use crate::app::words::{self, text};
use crate::app::App;

/// The pause screen. `can_copy`: the puzzle's line can be copied; `has_link`: the game has an
/// address to share it by (the browser).
pub fn pause_menu(game: &Game, can_copy: bool, has_link: bool) -> Menu {
    let mut items = vec![
        MenuItem::new(text("pause-resume"), MenuAction::Continue),
        MenuItem::new(text("pause-restart"), MenuAction::Restart),
        MenuItem::new(text("start-new-game"), MenuAction::NewGame),
    ];
    if can_copy {
        let givens = game.puzzle().givens().filled_count();
        // A Killer's line holds its cages and sums too.
        let caption = match game.puzzle().cages() {
            None => "pause-copy-puzzle-caption",
            Some(_) => "pause-copy-killer-caption",
        };
        items.push(
            MenuItem::new(text("pause-copy-puzzle"), MenuAction::CopyPuzzle)
                .with_caption(words::format(&Message::new(caption).number("n", givens))),
        );
        if has_link {
            items.push(MenuItem::new(text("pause-copy-link"), MenuAction::CopyLink));
        }
    }
    items.push(MenuItem::new(text("start-settings"), MenuAction::Settings));
    items.push(MenuItem::new(text("main-menu"), MenuAction::Home));
    Menu {
        title: text("pause-title"),
        subtitle: level_and_time(game),
        items,
        ..Menu::default()
    }
}

impl App {
    /// Pauses the game (the board hidden, the clock stopped) and saves it.
    pub(crate) fn pause(&mut self, now: Duration) {
        if let Some(game) = self.session.game_mut() {
            if game.apply(Move::Pause).is_effective() {
                self.session.changed(now);
            }
        }
        // Back from the pause screen is the game: nothing before it to return to.
        self.trail.clear();
        self.show(Screen::Paused);
        self.session.save_now(now);
    }

    /// Back to the game in progress.
    pub(crate) fn resume(&mut self, now: Duration) {
        let Some(game) = self.session.game_mut() else {
            self.show(Screen::Start);
            return;
        };
        if game.status() == Status::Paused {
            let _ = game.apply(Move::Resume);
            self.session.changed(now);
        }
        self.last_frame = now;
        self.trail.clear();
        self.show(Screen::Game);
        // Said as the board comes back: which game, and how far it is ("Easy. 42 of 81 cells
        // filled"), never an empty announcement.
        let texts = &self.view.texts;
        let text = crate::app::reader::said_then(texts.level.clone(), &texts.progress);
        self.announce(text);
    }

    /// The same puzzle again: an undoable restart of a paused game, or a fresh game of a
    /// finished one.
    pub(crate) fn restart(&mut self, now: Duration) {
        let Some(game) = self.session.game() else {
            return;
        };
        if game.status().is_over() {
            let (puzzle, origin) = (game.puzzle().clone(), game.origin());
            self.start_game(puzzle, origin);
        } else {
            self.resume(now);
            self.play(Move::Restart, now);
        }
    }

    /// Copies the won game's result, the puzzle's line (a Killer's in our format, with its
    /// cages and sums) or its link, and says so.
    pub(crate) fn copy(&mut self, what: MenuAction) {
        let Some(game) = self.session.game() else {
            return;
        };
        let line = game.puzzle().line();
        let text = match what {
            MenuAction::CopyResult => share_line(game),
            MenuAction::CopyLink => match Current::link_to(&line) {
                Some(link) => link,
                None => return,
            },
            _ => line,
        };
        let notice = if Current::copy(&text) {
            words::format(&Message::new("notice-copied").text("text", text.as_str()))
        } else {
            words::text("notice-copy-failed")
        };
        if self.reporting {
            script::say(format_args!("copied {text}"));
        }
        self.set_notice(notice);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::testing::*;
    use peerless::game::{import, Settings};

    #[test]
    fn the_pause_menu_offers_copies_only_where_they_can_go() {
        let game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        let actions = |menu: Menu| menu.items.iter().map(|i| i.action).collect::<Vec<_>>();
        let none = actions(pause_menu(&game, false, false));
        assert!(!none.contains(&MenuAction::CopyPuzzle));
        let desktop = actions(pause_menu(&game, true, false));
        assert!(
            desktop.contains(&MenuAction::CopyPuzzle) && !desktop.contains(&MenuAction::CopyLink)
        );
        let web = actions(pause_menu(&game, true, true));
        assert!(web.contains(&MenuAction::CopyLink));
    }

    #[test]
    fn copying_the_puzzle_counts_its_own_givens() {
        let game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        let givens = PUZZLE.chars().filter(|c| c.is_ascii_digit()).count();
        assert_eq!(givens, 30);
        let menu = pause_menu(&game, true, false);
        let copy = menu
            .items
            .iter()
            .find(|item| item.action == MenuAction::CopyPuzzle)
            .unwrap();
        assert_eq!(copy.caption, "Its 30 givens as one line, to play elsewhere");
        assert_eq!(menu.subtitle, "Easy · 0:00");
        // A Killer's line holds its cages and sums: what the copy is, and its caption says.
        let killer = import(KILLER).unwrap();
        assert_eq!(killer.line(), KILLER);
        let game = Game::new(killer, &Settings::default());
        let menu = pause_menu(&game, true, true);
        let copy = menu
            .items
            .iter()
            .find(|item| item.action == MenuAction::CopyPuzzle)
            .unwrap();
        assert_eq!(
            copy.caption,
            "Its cages and sums as one line, to play elsewhere"
        );
    }
}
