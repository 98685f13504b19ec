//! Moving between screens and within a menu: Escape and Android's Back one level back, the same
//! table for every screen (the trail of screens the player came by, each with its focus); and
//! the menus' focus, the keyboard's and the screen reader's one focus, moved by Tab and Shift+Tab
//! along the list and by the arrows to the nearest button their way, pressed by Enter or Space, drawn as a ring once the keyboard or a screen
//! reader moved it.
//!
//! | screen | Back goes to |
//! |---|---|
//! | start | nowhere on the desktop and the page (closing is the window's button; a page never closes itself); Android: the home screen |
//! | game | the pause screen |
//! | pause | the game (resumed) |
//! | end of a game | the start screen |
//! | making or checking a puzzle | where it was asked for (the search stops) |
//! | practice | the technique's page of the library |
//! | any other | the screen it was opened from |

use std::time::Duration;

use peerless::game::Direction;

use crate::app::input::keys::{Key, KeyPress};
use crate::app::input::spatial::nearest;
use crate::app::layout::Layout;
use crate::app::platform::{Current, Platform};
use crate::app::script;
use crate::app::views::menu::{Menu, Screen};
use crate::app::App;

impl Screen {
    /// Whether Back passes over this screen to the one before it: a question or a wait on the
    /// way to a new game is not a place to come back to.
    pub(crate) fn passing(self) -> bool {
        matches!(self, Screen::Generating | Screen::Replace | Screen::Replay)
    }
}

impl App {
    /// Opens `screen` from the one that shows: Back comes back here, to the same button.
    pub(crate) fn open(&mut self, screen: Screen) {
        if screen != self.screen && !self.screen.passing() && !self.screen.shows_board() {
            self.trail.push((self.screen, self.focus.index));
        }
        self.show(screen);
    }

    /// Escape or Android's Back: one level back (see the table above).
    pub(crate) fn back(&mut self, now: Duration) {
        match self.screen {
            Screen::Start => {
                if Current::BACK_LEAVES_APP {
                    self.session.flush(now);
                    Current::leave_app();
                }
            }
            Screen::Game => self.pause(now),
            Screen::Paused => self.resume(now),
            Screen::Over => self.go_home(),
            Screen::Generating => self.cancel_worker(),
            Screen::Practice => self.leave_practice(),
            // The practice position asked about is kept, as Continue keeps it.
            Screen::Replace if self.replacing_practice => self.keep_practice(),
            Screen::Replace | Screen::Replay => {
                // As Continue: the address names the game kept again.
                if self.new_game.take().is_some() {
                    self.show_link_in_play();
                }
                self.return_back();
            }
            _ => self.return_back(),
        }
    }

    /// Back to the screen this one was opened from (the start screen if none), with the focus
    /// on the button that led away from it.
    pub(crate) fn return_back(&mut self) {
        while let Some((screen, focus)) = self.trail.pop() {
            let gone =
                matches!(screen, Screen::Paused | Screen::Over) && self.session.game().is_none();
            if screen != self.screen && !screen.passing() && !gone {
                self.show(screen);
                if focus.is_some_and(|i| self.menu.focusable(i)) {
                    self.focus.index = focus;
                }
                self.report_focus();
                return;
            }
        }
        self.show(Screen::Start);
    }

    /// The start screen, with nothing to go back to.
    pub(crate) fn go_home(&mut self) {
        self.trail.clear();
        self.show(Screen::Start);
    }

    /// A key that moves or presses a menu's focus: Tab and Shift+Tab, the arrows, Enter and
    /// Space; on a choice (a segmented control), Left and Right choose the segment beside the
    /// chosen one, as a platform's segmented control does. `false` for any other key.
    pub(crate) fn focus_key(&mut self, press: KeyPress, now: Duration) -> bool {
        if let (Key::Left | Key::Right, Some(index)) = (press.key, self.keyed_focus()) {
            let item = self.menu.items.get(index);
            if let Some(item) = item.filter(|item| !item.choices.is_empty()) {
                let choice = if press.key == Key::Right {
                    (item.chosen + 1).min(item.choices.len() - 1)
                } else {
                    item.chosen.saturating_sub(1)
                };
                if choice == item.chosen {
                    // At the end already: the value said again, so the key is heard to have
                    // been taken (a platform's segmented control stops there too).
                    let said = crate::app::words::format(
                        &peerless::l10n::Message::new("access-menu-value")
                            .text("label", item.label.as_str())
                            .text("value", item.value.as_str()),
                    );
                    self.announce(said);
                    return true;
                }
                self.menu_choice(index, choice, now);
                return true;
            }
        }
        let direction = match press.key {
            Key::Up => Some(Direction::Up),
            Key::Down => Some(Direction::Down),
            Key::Left => Some(Direction::Left),
            Key::Right => Some(Direction::Right),
            _ => None,
        };
        if let Some(direction) = direction {
            // The arrows go around the screen, to the nearest button their way; the first
            // one shows where the focus is.
            let index = match self.keyed_focus() {
                Some(from) => self.arrow_target(from, direction).or(Some(from)),
                None => self.focus.index.or(self.menu.first_focus()),
            };
            self.show_focus(index);
            return true;
        }
        let forward = match press.key {
            Key::Tab => !press.shift,
            Key::Enter | Key::Space => {
                match self.keyed_focus() {
                    Some(index) => self.menu_action(index, now),
                    // The first Enter shows where the focus is, and presses nothing unseen.
                    None => self.show_focus(self.focus.index.or(self.menu.first_focus())),
                }
                return true;
            }
            _ => return false,
        };
        let index = match (self.focus.ring, self.keyed_focus()) {
            (true, _) => self.menu.focus_step(self.focus.index, forward),
            (false, Some(from)) => self.menu.focus_step(Some(from), forward),
            (false, None) => self.focus.index.or(self.menu.first_focus()),
        };
        self.show_focus(index);
        true
    }

    /// The button an arrow in `direction` moves the focus to from button `from`: the nearest
    /// that way, where the buttons are drawn ([`nearest`]).
    pub(crate) fn arrow_target(&self, from: usize, direction: Direction) -> Option<usize> {
        arrow_target(&self.view.layout, &self.menu, from, direction)
    }

    /// The button the keys act on: the one its ring is drawn around; with a screen reader
    /// listening, the one the reader has said its focus is on, though no ring shows yet (a new
    /// screen's first button, as the tree says), so the first arrow moves on from what was
    /// heard and Enter presses it. Else none: the first key only shows where the focus is.
    fn keyed_focus(&self) -> Option<usize> {
        if self.focus.ring {
            self.focus.index
        } else if self.listener() {
            self.focus.index.or(self.menu.first_focus())
        } else {
            None
        }
    }

    /// Moves the focus to button `index` and draws its ring.
    pub(crate) fn show_focus(&mut self, index: Option<usize>) {
        self.calendar_day = None;
        self.focus.index = index;
        self.focus.ring = index.is_some();
        self.reader.touch();
        self.report_focus();
    }

    /// A new screen's focus: on its first button when the ring shows (the keyboard is in use),
    /// else none until a key or a screen reader moves it.
    pub(crate) fn reset_focus(&mut self) {
        self.focus.index = if self.focus.ring {
            self.menu.first_focus()
        } else {
            None
        };
    }

    /// The menu button whose ring is drawn, if any.
    pub(crate) fn shown_focus(&self) -> Option<usize> {
        // In the statistics' calendar, the ring is on its day.
        if self.screen.shows_board() || !self.focus.ring || self.calendar_day.is_some() {
            return None;
        }
        self.focus.index
    }

    /// Tells the report where the focus is (`focus N`, from 1), when it shows.
    pub(crate) fn report_focus(&self) {
        if let (true, Some(index)) = (self.reporting, self.shown_focus()) {
            script::say(format_args!("focus {}", index + 1));
        }
    }
}

/// The button of `menu` on `layout` an arrow in `direction` moves the focus to from button
/// `from`: the nearest one the focus stops at that way, from the buttons' rectangles as drawn.
pub(crate) fn arrow_target(
    layout: &Layout,
    menu: &Menu,
    from: usize,
    direction: Direction,
) -> Option<usize> {
    let count = menu.items.len();
    let at = |i: usize| layout.menu_button_in(menu.shape, i, count);
    let buttons = (0..count)
        .filter(|&i| i != from && menu.focusable(i))
        .map(|i| (i, at(i)));
    nearest(at(from), direction, buttons)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::layout::Insets;
    use crate::app::screens::settings::groups_menu;
    use crate::app::screens::start::start_menu;
    use crate::app::views::menu::MenuAction;
    use peerless::game::{import, Game, Settings, Statistics};
    use peerless::logic::Level;

    #[test]
    fn arrows_go_around_the_start_screen_not_along_its_list() {
        // The players' report: Down from Easy went to Medium (at its right), Up from Hard to
        // Medium, not to the day's card over it.
        let game = Game::new(
            import(crate::app::screens::testing::PUZZLE).unwrap(),
            &Settings::default(),
        );
        let today = "2026-11-30".parse().unwrap();
        let menu = start_menu(
            Some(&game),
            &Statistics::default(),
            today,
            peerless::variant::Kind::Classic,
        );
        let at = |action: MenuAction| menu.items.iter().position(|i| i.action == action).unwrap();
        for (w, h, dp) in [
            (1080.0, 2400.0, 2.75),
            (1280.0, 800.0, 1.0),
            (720.0, 1280.0, 2.0),
        ] {
            let layout = Layout::new(w, h, dp, Insets::default());
            let go = |from: MenuAction, direction| {
                arrow_target(&layout, &menu, at(from), direction).map(|i| menu.items[i].action)
            };
            let (easy, medium, hard) = (
                MenuAction::Level(Level::Easy),
                MenuAction::Level(Level::Medium),
                MenuAction::Level(Level::Hard),
            );
            assert_eq!(go(easy, Direction::Right), Some(medium), "{w}x{h}");
            assert_eq!(go(medium, Direction::Left), Some(easy), "{w}x{h}");
            // Left of the row's first level: nothing, the card beside it in a wide window's two
            // columns, or where the levels take two rows the icon button under it at the
            // left; never another level.
            let left = go(easy, Direction::Left);
            assert!(
                !matches!(left, Some(MenuAction::Level(_))),
                "{w}x{h}: left from Easy is {left:?}"
            );
            // Up from a level of the first row: the choice of kind over the levels.
            let up = go(hard, Direction::Up);
            assert_eq!(up, Some(MenuAction::Kind), "{w}x{h}: up from Hard");
            // Down from a level is a button under it (the icon row, or the level under it
            // where the levels take two rows), never the next level.
            let down = go(easy, Direction::Down);
            assert!(
                !matches!(down, Some(MenuAction::Level(Level::Medium))),
                "{w}x{h}: down from Easy is {down:?}"
            );
            assert!(
                down.is_some_and(
                    |d| layout.menu_button_in(menu.shape, at(d), menu.items.len()).y
                        > layout
                            .menu_button_in(menu.shape, at(easy), menu.items.len())
                            .y
                ),
                "{w}x{h}: down from Easy is {down:?}"
            );
        }
    }

    #[test]
    fn arrows_walk_a_list_down_and_up_and_stop_at_its_ends() {
        let menu = groups_menu(&Settings::default(), None, false);
        let layout = Layout::new(1080.0, 2400.0, 2.75, Insets::default());
        let last = menu.items.len() - 1;
        for i in 0..last {
            assert_eq!(
                arrow_target(&layout, &menu, i, Direction::Down),
                Some(i + 1)
            );
            assert_eq!(arrow_target(&layout, &menu, i + 1, Direction::Up), Some(i));
        }
        assert_eq!(arrow_target(&layout, &menu, 0, Direction::Up), None);
        assert_eq!(arrow_target(&layout, &menu, last, Direction::Down), None);
    }
}
