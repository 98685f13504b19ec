//! Moving between screens: opening one (its menu built once), Back, the menu buttons, pausing and
//! resuming, restarting, starting a game (from the worker, an import or a script) and its end.

use std::time::Duration;

use peerless::game::{self, Game, Move, Origin, Puzzle, Status};
use peerless::l10n::{Localizer, Message};

use crate::app::words::numbers::Tenths;
use crate::app::layout::menus::{CalendarHit, CalendarParts};
use crate::app::platform::{Current, Platform};
use crate::app::screens::menus::{self as screens, Menu, MenuAction, Screen};
use crate::app::script;
use crate::app::screens::settings as settings_menu;
use crate::app::words;
use crate::app::core::worker::{self, Poll, Request, Task, Worker};
use crate::app::App;

/// How long a puzzle may take before the screen says it is still working.
const PROGRESS_AFTER: Duration = Duration::from_millis(300);

/// A new game the player asked for: what the worker does for it (make a puzzle, or grade an
/// imported one). While a game is in progress it waits on the [`Screen::Replace`] screen for the
/// player to say whether that game may be given up.
#[derive(Clone, Debug)]
pub struct NewGame(pub Task);

impl NewGame {
    /// What starting it is called on the button that gives up the game in progress for it.
    fn label(&self) -> String {
        use crate::app::screens::menus::{date_text, level_name};
        use crate::app::words::{format, text};
        use peerless::l10n::Message;
        match &self.0 {
            Task::Make(Request::Daily(_)) => text("replace-start-daily"),
            Task::Make(Request::Archive(date)) => {
                format(&Message::new("replace-start-archive").text("date", date_text(*date)))
            }
            Task::Make(request) => format(
                &Message::new("replace-start-level").text("level", level_name(request.level())),
            ),
            Task::Grade(_) => text("replace-play-imported"),
            Task::Practice(request) => format(
                &Message::new("replace-practise").message("technique", request.technique.message()),
            ),
        }
    }
}

impl App {
    /// Opens a screen: builds its menu and forgets a press and a notice from the last one.
    pub(crate) fn show(&mut self, screen: Screen) {
        let changed = screen != self.screen;
        if changed {
            self.pointer.cancel();
            self.view.clear_notice();
            if self.reporting {
                script::say(format_args!("screen {screen:?}"));
            }
        }
        self.screen = screen;
        self.menu = self.menu_of(screen);
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
    fn menu_of(&self, screen: Screen) -> Menu {
        let data = &self.session.data;
        let today = Current::today();
        match (screen, data.game.as_ref()) {
            (Screen::Start, game) => screens::start_menu(game, &data.statistics, today),
            (Screen::Levels, _) => screens::levels_menu(),
            (Screen::Generating, _) => match self.worker.as_ref().map(Worker::task) {
                Some(Task::Grade(_)) => screens::checking_menu(),
                Some(Task::Practice(request)) => {
                    screens::practising_menu(request.technique, request.lesson)
                }
                Some(&Task::Make(request)) => screens::generating_menu(request.level()),
                None => screens::generating_menu(worker::DAILY_LEVEL),
            },
            (Screen::Paused, Some(game)) => {
                let link = Current::link_to(&game.puzzle().givens().to_string()).is_some();
                screens::pause_menu(game, Current::HAS_CLIPBOARD, link)
            }
            (Screen::Over, Some(game)) => {
                screens::over_menu(game, &data.statistics, Current::HAS_CLIPBOARD)
            }
            (Screen::Settings, _) => settings_menu::groups_menu(&data.settings),
            (Screen::Languages, _) => {
                settings_menu::languages_menu(data.settings.language, self.system_language())
            }
            (Screen::SettingsGroup(group), _) => {
                settings_menu::group_menu(group, &data.settings, self.has_haptics())
            }
            (Screen::Statistics, _) => {
                let month = self.stats_month.unwrap_or(today);
                screens::statistics_menu(&data.statistics, today, self.stats_view, month)
            }
            (Screen::Import, _) => screens::import_menu(Current::HAS_CLIPBOARD),
            (Screen::Replace, Some(game)) => {
                let new = self
                    .new_game
                    .as_ref()
                    .map_or_else(String::new, NewGame::label);
                screens::replace_menu(game, &new)
            }
            (Screen::Paused | Screen::Over | Screen::Replace, None) => {
                screens::start_menu(None, &data.statistics, today)
            }
            (Screen::Learn | Screen::LearnLevel { .. }, _) => self.learn_menu_of(screen),
            (Screen::Game | Screen::Entry | Screen::Practice, _) => Menu::default(),
        }
    }

    /// Escape or Android's Back: one screen back.
    pub(crate) fn back(&mut self, now: Duration) {
        match self.screen {
            Screen::Start => {
                if Current::QUITS_BY_RETURNING {
                    // The session stores the last save when it is dropped.
                    self.quit = true;
                } else {
                    self.session.flush(now);
                    Current::leave_app();
                }
            }
            Screen::Game => self.pause(now),
            Screen::Settings => self.show(self.settings_return),
            Screen::SettingsGroup(_) | Screen::Languages => self.show(Screen::Settings),
            Screen::Entry => self.show(Screen::Import),
            Screen::Generating => self.cancel_worker(),
            Screen::Practice => self.leave_practice(),
            Screen::LearnLevel { .. } => self.show(Screen::Learn),
            Screen::Replace => {
                self.new_game = None;
                self.show(Screen::Start);
            }
            Screen::Levels
            | Screen::Paused
            | Screen::Over
            | Screen::Statistics
            | Screen::Learn
            | Screen::Import => self.show(Screen::Start),
        }
    }

    /// A menu button.
    pub(crate) fn menu_action(&mut self, index: usize, now: Duration) {
        let Some(item) = self.menu.items.get(index) else {
            return;
        };
        match item.action {
            MenuAction::Continue => {
                self.new_game = None;
                self.resume(now);
            }
            MenuAction::Replace => {
                if let Some(new) = self.new_game.take() {
                    self.begin(new, now);
                }
            }
            MenuAction::NewGame => self.show(Screen::Levels),
            MenuAction::Level(level) => self.start_or_ask(
                NewGame(Task::Make(Request::Random {
                    level,
                    seed: worker::time_seed(),
                })),
                now,
            ),
            MenuAction::Daily => {
                let today = Request::Daily(Current::today());
                self.start_or_ask(NewGame(Task::Make(today)), now);
            }
            MenuAction::Import => self.show(Screen::Import),
            MenuAction::Paste => self.paste_tapped(),
            MenuAction::TypeIn => self.start_entry(),
            MenuAction::Statistics => {
                self.stats_month = None;
                self.show(Screen::Statistics);
            }
            MenuAction::StatisticsOf(level) => {
                self.stats_view = screens::StatsView::Level(level);
                self.show(Screen::Statistics);
            }
            MenuAction::StatisticsOfImported => {
                self.stats_view = screens::StatsView::Imported;
                self.show(Screen::Statistics);
            }
            MenuAction::CopyResult | MenuAction::CopyPuzzle | MenuAction::CopyLink => {
                self.copy(item.action);
            }
            MenuAction::PlayOn => {
                self.show(Screen::Game);
                self.play(Move::PlayOn, now);
            }
            MenuAction::Settings => {
                if self.screen != Screen::Settings {
                    self.settings_return = self.screen;
                }
                self.show(Screen::Settings);
            }
            MenuAction::OpenSettings(group) => self.show(Screen::SettingsGroup(group)),
            MenuAction::Languages => self.show(Screen::Languages),
            MenuAction::SetLanguage(language) => {
                self.session.data.settings.language = language;
                self.session.changed(now);
                self.follow_language();
                self.show(self.screen);
            }
            MenuAction::Toggle(key) => {
                let settings = &mut self.session.data.settings;
                key.toggle(settings);
                let settings = settings.clone();
                if let Some(game) = self.session.game_mut() {
                    game.set_options(&settings);
                }
                self.session.changed(now);
                // The layout and the text sizes may follow a setting (the hand, digit size).
                self.relayout();
                self.show(self.screen);
            }
            MenuAction::Restart => self.restart(now),
            MenuAction::Back => self.back(now),
            MenuAction::Home => self.show(Screen::Start),
            MenuAction::Cancel => self.cancel_worker(),
            MenuAction::Learn
            | MenuAction::LearnLevel(_)
            | MenuAction::NextPage
            | MenuAction::Lesson(_) => self.learn_action(item.action, now),
            MenuAction::Info => {}
        }
    }

    /// Stops the worker and goes back where its task was asked for: the library for a
    /// practice position, else the start screen.
    fn cancel_worker(&mut self) {
        let practice = match self.worker.take().as_ref().map(Worker::task) {
            Some(Task::Practice(request)) => Some(request.technique),
            _ => None,
        };
        match practice {
            Some(technique) => self.show(Self::library_page(technique)),
            None => self.show(Screen::Start),
        }
    }

    /// Copies the won game's result, the puzzle's line or its link, and says so.
    fn copy(&mut self, what: MenuAction) {
        let Some(game) = self.session.game() else {
            return;
        };
        let givens = game.puzzle().givens().to_string();
        let text = match what {
            MenuAction::CopyResult => screens::share_line(game),
            MenuAction::CopyLink => match Current::link_to(&givens) {
                Some(link) => link,
                None => return,
            },
            _ => givens,
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

    /// Pauses the game (the board hidden, the clock stopped) and saves it.
    pub(crate) fn pause(&mut self, now: Duration) {
        if let Some(game) = self.session.game_mut() {
            if game.apply(Move::Pause).is_effective() {
                self.session.changed(now);
            }
        }
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
        self.show(Screen::Game);
    }

    /// The same puzzle again: an undoable restart of a paused game, or a fresh game of a
    /// finished one.
    fn restart(&mut self, now: Duration) {
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
                let message = words::format(&message);
                if self.screen == Screen::Entry {
                    self.set_message(message);
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
                    !game.status().is_over() && game.puzzle().givens() == checked.givens()
                });
                if same {
                    self.resume(Current::now());
                } else {
                    self.start_or_ask(NewGame(Task::Grade(Box::new(checked))), Current::now());
                }
            }
            Err(error) => {
                self.show(Screen::Import);
                self.set_notice(words::format(
                    &Message::new("notice-link-unplayable").message("error", error.message()),
                ));
            }
        }
    }

    /// Where the statistics screen's calendar and its parts are, when it shows.
    pub(crate) fn calendar_parts(&self) -> Option<CalendarParts> {
        let chart = self.menu.chart.as_ref()?;
        let calendar = self
            .view
            .layout
            .statistics_parts(self.menu.items.len())
            .calendar;
        Some(CalendarParts::new(
            calendar,
            chart.first_column,
            chart.month.days_in_month(),
        ))
    }

    /// A tap on the statistics' calendar: a day opens its daily puzzle (today's, or a past
    /// day's from the archive), the arrows go a month back or on.
    pub(crate) fn calendar_tap(&mut self, hit: CalendarHit, now: Duration) {
        let Some(chart) = self.menu.chart.as_ref() else {
            return;
        };
        let month = chart.month;
        match hit {
            CalendarHit::Day(day) if chart.playable(day) => {
                let Some(date) = game::Date::new(month.year(), month.month(), day) else {
                    return;
                };
                let request = if date == Current::today() {
                    Request::Daily(date)
                } else {
                    Request::Archive(date)
                };
                self.start_or_ask(NewGame(Task::Make(request)), now);
            }
            CalendarHit::Day(_) => {}
            CalendarHit::Previous => {
                self.stats_month = Some(screens::month_before(month));
                self.show(Screen::Statistics);
            }
            CalendarHit::Next if !chart.current => {
                self.stats_month = Some(screens::month_after(month));
                self.show(Screen::Statistics);
            }
            CalendarHit::Next => {}
        }
    }

    /// Whether a game is in progress: started, and neither won nor lost.
    fn game_in_progress(&self) -> bool {
        self.session
            .game()
            .is_some_and(|game| !game.status().is_over())
    }

    /// Starts `new`, or, while a game is in progress, asks first whether that one may be given
    /// up for it: nothing the player has not chosen to abandon is lost.
    pub(crate) fn start_or_ask(&mut self, new: NewGame, now: Duration) {
        if self.game_in_progress() {
            if let Some(game) = self.session.game_mut() {
                if game.apply(Move::Pause).is_effective() {
                    self.session.changed(now);
                }
            }
            self.new_game = Some(new);
            self.show(Screen::Replace);
        } else {
            self.begin(new, now);
        }
    }

    /// Starts `new`'s task on the worker, and shows its screen ("making a puzzle", or
    /// "checking the puzzle") until the game starts.
    fn begin(&mut self, new: NewGame, now: Duration) {
        self.worker = Some(Worker::start(new.0, now, &self.waker));
        self.show(Screen::Generating);
    }

    /// Starts making a puzzle and shows the "making a puzzle" screen.
    pub(crate) fn request_puzzle(&mut self, request: Request, now: Duration) {
        self.begin(NewGame(Task::Make(request)), now);
    }

    /// Starts the game of a finished puzzle, or says how long the search has taken.
    pub(crate) fn poll_worker(&mut self, now: Duration) {
        let Some(worker) = self.worker.as_mut() else {
            return;
        };
        match worker.poll(now) {
            Poll::Ready(done) => {
                let origin = worker.task().origin();
                self.worker = None;
                match done.into_game() {
                    Ok(puzzle) => self.start_game(puzzle, origin),
                    Err(practised) => self.start_exercise(*practised),
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

    /// Starts a new game of `puzzle`, from `origin`. A game still in progress is given up
    /// (the player said so, on the [`Screen::Replace`] screen; or a script started the game).
    pub(crate) fn start_game(&mut self, puzzle: Puzzle, origin: Origin) {
        let now = Current::now();
        if let Some(old) = self.session.data.game.as_ref() {
            self.session.data.statistics.record_game_abandoned(old);
        }
        let settings = &self.session.data.settings;
        let game = Game::with_origin(puzzle, origin, settings);
        if self.reporting {
            let level = game.grade().level.name();
            let givens = game.puzzle().givens();
            match game.origin() {
                Origin::Daily(date) => {
                    script::say(format_args!("new game {level} {givens} daily {date}"));
                }
                Origin::Archive(date) => {
                    script::say(format_args!("new game {level} {givens} archive {date}"));
                }
                Origin::Generated | Origin::Imported => {
                    script::say(format_args!("new game {level} {givens}"));
                }
            }
        }
        self.session.data.statistics.record_game_start(&game);
        Current::show_link(&game.puzzle().givens().to_string());
        self.session.data.game = Some(game);
        self.session.changed(now);
        self.view.celebrate(None);
        self.last_frame = now;
        self.show(Screen::Game);
    }

    /// The game was won or lost: the statistics, the end screen (with a celebration for a win),
    /// and a save at once.
    pub(crate) fn game_over(&mut self, now: Duration) {
        let data = &mut self.session.data;
        let Some(game) = data.game.as_ref() else {
            return;
        };
        data.statistics.record_game_end(game);
        let won = game.status() == Status::Won;
        if self.reporting {
            if won {
                script::say(format_args!(
                    "won {} in {} with {} mistakes",
                    game.grade().level.name(),
                    screens::clock(game.elapsed()),
                    game.mistakes()
                ));
            } else {
                script::say(format_args!("lost after {} mistakes", game.mistakes()));
            }
        }
        let motion = !self.session.data.settings.reduced_motion;
        self.view.celebrate((won && motion).then_some(now));
        self.show(Screen::Over);
        self.session.save_now(now);
    }
}
