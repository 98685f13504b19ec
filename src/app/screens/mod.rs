//! The screens: each screen's file holds its menu (built from the game when the screen opens),
//! its drawing where it draws more than a menu, and what its taps and keys do. This file moves
//! between them: opening a screen, Back, and the menu buttons' actions.

use crate::app::core::worker::NewGame;
use crate::app::screens::import::import_menu;
use crate::app::screens::pause::pause_menu;
use crate::app::screens::photo::reading_menu;
use crate::app::screens::settings::group_menu;
use crate::app::screens::settings::groups_menu;
use crate::app::screens::settings::keys_menu;
use crate::app::screens::settings::languages_menu;
use crate::app::screens::start::levels_menu;
use crate::app::screens::start::replace_menu;
use crate::app::screens::start::replace_practice_menu;
use crate::app::screens::start::start_menu;
use crate::app::screens::statistics::replay_menu;
use crate::app::screens::statistics::statistics_menu;
use crate::app::screens::summary::over_menu;
use crate::app::screens::waiting::checking_menu;
use crate::app::screens::waiting::generating_menu;
use crate::app::screens::waiting::practising_menu;
use crate::app::views::chart::StatsView;
use crate::app::views::settings::SettingKey;
pub mod board;
pub mod calendar;
pub mod entry;
#[cfg(test)]
mod fits;
#[cfg(test)]
mod glyphs;
pub mod import;
#[cfg(test)]
mod judge;
pub mod learn;
pub mod navigation;
pub mod pause;
pub mod photo;
pub mod practice;
#[cfg(test)]
mod samples;
pub mod settings;
#[cfg(test)]
mod shapes;
pub mod start;
pub mod statistics;
pub mod summary;
#[cfg(test)]
mod testing;
pub mod waiting;

use std::time::Duration;

use peerless::game::{Move, Settings};

use crate::app::core::worker::{self, Request, Task, Worker};
use crate::app::platform::{Current, Platform};
use crate::app::script;
use crate::app::views::menu::Menu;
use crate::app::views::menu::MenuAction;
use crate::app::views::menu::Screen;
use crate::app::App;
use peerless::variant::Kind;

impl App {
    /// Shows a screen in place of the one that shows (or the same one again, its menu made
    /// anew): builds its menu and forgets a press, a notice and the focus from the last one.
    /// Going forward, so that Back returns, is [`App::open`].
    pub(crate) fn show(&mut self, screen: Screen) {
        let changed = screen != self.screen;
        if changed {
            self.calendar_day = None;
            self.pointer.cancel();
            self.view.clear_notice();
            self.view.chooser = false;
            // The new screen fades in (the first frame's screen simply shows), as any motion
            // not with the reduced-motion setting. This frame's time is the last frame's.
            if self.frames > 0 && !self.session.data.settings.reduced_motion {
                self.view.enter(self.last_frame);
            }
            if self.reporting {
                script::say(format_args!("screen {screen:?}"));
            }
        }
        self.screen = screen;
        self.view.set_board_screen(screen.shows_board());
        self.menu = self.menu_of(screen);
        if changed {
            self.reset_focus();
            self.report_focus();
        } else if self.focus.index.is_some_and(|i| !self.menu.focusable(i)) {
            self.focus.index = self.menu.first_focus();
        }
        self.view.set_body(&self.menu);
        if self.reporting && self.frames > 0 {
            // Every screen reports its menu, an empty one too: a reader of the report then
            // knows the last screen's buttons are gone.
            self.report_menu();
        }
        self.refresh_game_texts();
        self.reader.touch();
        if changed {
            self.reader_screen_shown();
        }
    }

    /// The menu a screen shows (empty for the board screens).
    pub(crate) fn menu_of(&self, screen: Screen) -> Menu {
        let data = &self.session.data;
        let today = Current::today();
        let kind = data.settings.kind;
        match (screen, data.game.as_ref()) {
            (Screen::Start, game) => start_menu(game, &data.statistics, today, kind),
            (Screen::Levels, _) => levels_menu(kind),
            (Screen::Generating, _) => match self.worker.as_ref().map(Worker::task) {
                Some(Task::Grade(_)) => checking_menu(),
                Some(Task::Read(_)) => reading_menu(),
                Some(Task::Practice(request)) => practising_menu(request.technique, request.lesson),
                Some(&Task::Make(request)) => generating_menu(request.kind(), request.level()),
                None => generating_menu(kind, worker::DAILY_LEVEL),
            },
            (Screen::Paused, Some(game)) => {
                let link = Current::link_to(&game.puzzle().givens().to_string()).is_some();
                pause_menu(game, Current::HAS_CLIPBOARD, link)
            }
            (Screen::Over, Some(game)) => over_menu(
                game,
                &data.statistics,
                Current::HAS_CLIPBOARD,
                self.cell_names(),
            ),
            (Screen::Settings, _) => {
                groups_menu(&data.settings, self.language_forced, self.has_haptics())
            }
            (Screen::Languages, _) => languages_menu(
                data.settings.language,
                self.system_language(),
                self.language_forced,
            ),
            (Screen::Keys, _) => keys_menu(),
            (Screen::SettingsGroup(group), _) => {
                group_menu(group, &data.settings, self.theme_forced, self.has_haptics())
            }
            (Screen::Statistics, _) => {
                let month = self.stats_month.unwrap_or(today);
                statistics_menu(&data.statistics, kind, today, self.stats_view, month)
            }
            (Screen::Import, _) => import_menu(Current::HAS_CLIPBOARD),
            (Screen::Replace, _) if self.replacing_practice => {
                let new = self
                    .new_game
                    .as_ref()
                    .map_or_else(String::new, NewGame::label);
                match self.exercise.as_ref() {
                    Some(exercise) => replace_practice_menu(exercise.technique(), &new),
                    None => start_menu(data.game.as_ref(), &data.statistics, today, kind),
                }
            }
            (Screen::Replace, Some(game)) => {
                let new = self
                    .new_game
                    .as_ref()
                    .map_or_else(String::new, NewGame::label);
                replace_menu(game, &new)
            }
            (Screen::Replay, _) => match self.new_game.as_ref() {
                Some(new) => replay_menu(new, &data.statistics),
                None => start_menu(data.game.as_ref(), &data.statistics, today, kind),
            },
            (Screen::Paused | Screen::Over | Screen::Replace, None) => {
                start_menu(None, &data.statistics, today, kind)
            }
            (Screen::Learn | Screen::LearnLevel { .. }, _) => self.learn_menu_of(screen),
            (Screen::Game | Screen::Entry | Screen::Practice, _) => Menu::default(),
        }
    }

    /// A menu button.
    pub(crate) fn menu_action(&mut self, index: usize, now: Duration) {
        let Some(item) = self.menu.items.get(index) else {
            return;
        };
        match item.action {
            MenuAction::Continue if self.replacing_practice => self.keep_practice(),
            MenuAction::Continue => {
                if self.new_game.take().is_some() {
                    self.show_link_in_play();
                }
                self.resume(now);
            }
            MenuAction::Replace if self.replacing_practice => {
                // The practice position is left; a game in progress is asked about next.
                self.replacing_practice = false;
                self.exercise = None;
                if let Some(new) = self.new_game.take() {
                    self.start_or_ask(new, now);
                }
                if self.screen == Screen::Replace {
                    // The same screen asks another question: said as a new screen is.
                    self.reader_screen_shown();
                }
            }
            MenuAction::Replace => {
                if let Some(new) = self.new_game.take() {
                    self.begin(new, now);
                }
            }
            MenuAction::Replay => {
                if let Some(new) = self.new_game.take() {
                    self.start_or_ask(new, now);
                }
            }
            MenuAction::NewGame => self.open(Screen::Levels),
            MenuAction::Level(level) => {
                // The kind chosen on the start screen; after a game, the next is of its kind
                // (its summary's "New Hard Killer").
                let ended = self.session.game().filter(|_| self.screen == Screen::Over);
                let kind = ended.map_or(self.session.data.settings.kind, |game| {
                    game.puzzle().variant().kind()
                });
                let seed = worker::time_seed();
                let request = Request::Random { kind, level, seed };
                self.start_or_ask(NewGame(Task::Make(request)), now);
            }
            MenuAction::Daily => {
                let today = Request::Daily(self.session.data.settings.kind, Current::today());
                self.start_or_ask(NewGame(Task::Make(today)), now);
            }
            MenuAction::Kind => {
                let kind = self.session.data.settings.kind;
                let next = Kind::ALL.iter().position(|&k| k != kind).unwrap_or(0);
                self.menu_choice(index, next, now);
            }
            MenuAction::Import => self.open(Screen::Import),
            MenuAction::Paste => self.paste_tapped(),
            MenuAction::TypeIn => self.start_entry(),
            MenuAction::Photo => self.photo_tapped(),
            MenuAction::Statistics => {
                self.stats_month = None;
                self.open(Screen::Statistics);
            }
            MenuAction::StatisticsOf(level) => {
                self.stats_view = StatsView::Level(level);
                self.show(Screen::Statistics);
            }
            MenuAction::StatisticsOfImported => {
                self.stats_view = StatsView::Imported;
                self.show(Screen::Statistics);
            }
            MenuAction::CopyResult | MenuAction::CopyPuzzle | MenuAction::CopyLink => {
                self.copy(item.action);
            }
            MenuAction::PlayOn => {
                self.show(Screen::Game);
                self.play(Move::PlayOn, now);
            }
            MenuAction::Settings => self.open(Screen::Settings),
            MenuAction::OpenSettings(group) => self.open(Screen::SettingsGroup(group)),
            MenuAction::Languages => self.open(Screen::Languages),
            MenuAction::Keys => self.open(Screen::Keys),
            MenuAction::SetLanguage(language) => {
                // The player's choice is spoken from now on, over the command line's.
                self.language_forced = None;
                self.session.data.settings.language = language;
                self.session.changed(now);
                self.follow_language();
                self.show(self.screen);
            }
            MenuAction::Toggle(key) => {
                self.take_theme_over(key);
                self.change_setting(now, |settings| key.toggle(settings));
            }
            MenuAction::Restart => self.restart(now),
            MenuAction::Back => self.back(now),
            MenuAction::Home => self.go_home(),
            MenuAction::Cancel => self.cancel_worker(),
            MenuAction::Learn
            | MenuAction::LearnLevel(_)
            | MenuAction::NextPage
            | MenuAction::Lesson(_) => self.learn_action(item.action, now),
            MenuAction::Info => {}
        }
    }

    /// A tap on segment `choice` of button `index`'s choice: the setting takes that value.
    pub(crate) fn menu_choice(&mut self, index: usize, choice: usize, now: Duration) {
        match self.menu.items.get(index).map(|item| item.action) {
            Some(MenuAction::Toggle(key)) => {
                self.take_theme_over(key);
                self.change_setting(now, |settings| key.choose(settings, choice));
            }
            Some(MenuAction::Kind) => {
                if let Some(&kind) = Kind::ALL.get(choice) {
                    if kind != self.session.data.settings.kind {
                        self.change_setting(now, |settings| settings.kind = kind);
                    }
                }
            }
            _ => {}
        }
    }

    /// A change of the theme setting (`key`) while the command line chose the theme: the
    /// player's choice goes on from the theme shown (the command line's), and is the theme
    /// from now on, as a language chosen in the settings is over the command line's.
    fn take_theme_over(&mut self, key: SettingKey) {
        if key != SettingKey::Theme {
            return;
        }
        if let Some(forced) = self.theme_forced.take() {
            self.session.data.settings.theme = forced;
        }
    }

    /// Changes the settings by `change`, and everything that follows them: the game in play,
    /// the save, the layout and the text sizes (the hand, the digit size), the screen shown.
    fn change_setting(&mut self, now: Duration, change: impl FnOnce(&mut Settings)) {
        let settings = &mut self.session.data.settings;
        change(settings);
        let settings = settings.clone();
        if let Some(game) = self.session.game_mut() {
            game.set_options(&settings);
        }
        self.session.changed(now);
        self.relayout();
        self.show(self.screen);
    }

    /// Stops the worker and goes back where its task was asked for.
    pub(crate) fn cancel_worker(&mut self) {
        self.worker = None;
        self.return_back();
    }
}
