//! The start screen, the levels, and starting a game: the question asked before a game in
//! progress is given up for a new one, the worker set to make or grade its puzzle, and the
//! game started from it.

use peerless::game::{Date, Game, Move, Origin, Puzzle, Statistics};
use peerless::l10n::Message;
use peerless::logic::{Level, Technique};
use peerless::variant::Kind;

use crate::app::core::worker::{NewGame, Request, Task, Worker};
use crate::app::platform::{Current, Platform};
use crate::app::script;
use crate::app::views::menu::{Menu, MenuAction, MenuItem, MenuShape, Screen};
use crate::app::words::names::clock;
use crate::app::words::names::date_text;
use crate::app::words::names::{game_name, kind_name, level_and_time, level_caption, level_name};
use crate::app::words::{self, text};
use crate::app::App;
use peerless::board::Cell;
use std::time::Duration;

/// The start screen (`MenuShape::Start`). `today` is the date of the daily puzzle, `kind` the
/// kind of puzzle chosen (the day's card and the levels start one of that kind). Its buttons,
/// in the order the keyboard and a screen reader go through them: the game in progress (when
/// there is one), the day's puzzle, the choice of kind under the words "New game" (a
/// segmented control: Classic, Killer), the levels, then Learn, Statistics, Settings and
/// Import.
pub fn start_menu(game: Option<&Game>, statistics: &Statistics, today: Date, kind: Kind) -> Menu {
    let mut items = Vec::new();
    let in_progress = game.filter(|game| !game.status().is_over());
    if let Some(game) = in_progress {
        items.push(
            MenuItem::new(text("start-continue"), MenuAction::Continue)
                .with_caption(level_and_time(game)),
        );
    }
    let days = statistics.daily_of(kind);
    let solved = days.won_on(today);
    let caption = if solved {
        "start-daily-caption-solved"
    } else {
        "start-daily-caption"
    };
    let name = match kind {
        Kind::Classic => "start-daily",
        Kind::Killer => "start-daily-killer",
    };
    let daily = MenuItem::new(text(name), MenuAction::Daily);
    items.push(
        daily.with_caption(words::format(
            &Message::new(caption)
                .text("date", date_text(today))
                .number("streak", days.streak_on(today) as usize),
        )),
    );
    let kinds = Kind::ALL.map(kind_name).to_vec();
    let chosen = Kind::ALL.iter().position(|&k| k == kind).unwrap_or(0);
    items.push(MenuItem::new(text("start-new-game"), MenuAction::Kind).with_choices(kinds, chosen));
    for level in Level::ALL {
        // Its name, or the shorter one a language keeps for a fifth of a phone's width (the
        // catalogue's selector keyed by the engine's own name of the level, lowercased).
        let key = level.name().to_ascii_lowercase();
        let name = Message::new("start-level-name")
            .text("level", key)
            .message("name", level.message());
        items.push(
            MenuItem::new(words::format(&name), MenuAction::Level(level))
                .with_caption(level_caption(kind, level)),
        );
    }
    items.push(
        MenuItem::new(text("start-learn-short"), MenuAction::Learn)
            .with_caption(text("start-learn-caption")),
    );
    items.push(MenuItem::new(
        text("start-statistics"),
        MenuAction::Statistics,
    ));
    items.push(MenuItem::new(text("start-settings"), MenuAction::Settings));
    items.push(MenuItem::new(
        text("start-import-short"),
        MenuAction::Import,
    ));
    Menu {
        title: "Peerless".to_string(),
        subtitle: text("start-subtitle"),
        items,
        shape: MenuShape::Start,
        grid: in_progress.map(|game| *game.board()),
        done: solved,
        ..Menu::default()
    }
}

/// Asks whether the game in progress may be replaced by `new` (what the player asked for, as
/// a button's words: "Start the daily puzzle"). Nothing is given up unless the player says so.
pub fn replace_menu(game: &Game, new: &str) -> Menu {
    let left = Cell::ALL
        .into_iter()
        .filter(|&cell| game.board().get(cell).is_none())
        .count();
    Menu {
        title: text("replace-title"),
        subtitle: words::format(
            &Message::new("replace-subtitle")
                .text("level", game_name(game))
                .text("time", clock(game.elapsed()))
                .number("left", left),
        ),
        items: vec![
            MenuItem::new(text("replace-continue"), MenuAction::Continue)
                .with_caption(text("replace-continue-caption")),
            MenuItem::new(new, MenuAction::Replace).with_caption(text("replace-new-caption")),
        ],
        ..Menu::default()
    }
}

/// Asks whether the practice position in progress (of `technique`) may be left for `new`, as
/// [`replace_menu`] asks for a game in progress: a link opened while the player practises.
pub fn replace_practice_menu(technique: Technique, new: &str) -> Menu {
    Menu {
        title: text("replace-practice-title"),
        subtitle: words::format(&technique.message()),
        items: vec![
            MenuItem::new(text("replace-continue"), MenuAction::Continue)
                .with_caption(text("replace-practice-continue-caption")),
            MenuItem::new(new, MenuAction::Replace)
                .with_caption(text("replace-practice-new-caption")),
        ],
        ..Menu::default()
    }
}

/// The level chooser, for a new game of `kind`.
pub fn levels_menu(kind: Kind) -> Menu {
    let mut items: Vec<MenuItem> = Level::ALL
        .into_iter()
        .map(|level| {
            MenuItem::new(level_name(level), MenuAction::Level(level))
                .with_caption(level_caption(kind, level))
        })
        .collect();
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: text("levels-title"),
        subtitle: text("levels-subtitle"),
        items,
        ..Menu::default()
    }
}

impl App {
    /// Whether a game is in progress: started, and neither won nor lost.
    pub(crate) fn game_in_progress(&self) -> bool {
        self.session
            .game()
            .is_some_and(|game| !game.status().is_over())
    }

    /// Whether a practice position is being worked on: the practice screen shows a position
    /// to practise (not a lesson) whose step is not yet found, or the question whether to
    /// leave it is asked.
    pub(crate) fn practice_in_progress(&self) -> bool {
        let practising = self.screen == Screen::Practice
            || (self.screen == Screen::Replace && self.replacing_practice);
        practising && !self.lesson && self.exercise.as_ref().is_some_and(|e| !e.is_over())
    }

    /// Starts `new`, or, while a practice position or a game is in progress, asks first
    /// whether that one may be left or given up for it (the practice position first, then the
    /// game): nothing the player has not chosen to abandon is lost.
    pub(crate) fn start_or_ask(&mut self, new: NewGame, now: Duration) {
        if self.practice_in_progress() {
            self.new_game = Some(new);
            self.replacing_practice = true;
            self.show(Screen::Replace);
        } else if self.game_in_progress() {
            self.replacing_practice = false;
            if let Some(game) = self.session.game_mut() {
                if game.apply(Move::Pause).is_effective() {
                    self.session.changed(now);
                }
            }
            self.new_game = Some(new);
            self.open(Screen::Replace);
        } else {
            self.begin(new, now);
        }
    }

    /// Shows in the page's address the game in progress (none if there is none), after the
    /// player kept it or a practice position rather than open the link the address named: a
    /// reload then resumes what is kept, and following that link again asks again.
    pub(crate) fn show_link_in_play(&self) {
        // The puzzle's line: a classic's givens, a Killer's cages, sums and givens.
        let line = self
            .session
            .game()
            .filter(|game| !game.status().is_over())
            .map(|game| game.puzzle().line())
            .unwrap_or_default();
        Current::show_link(&line);
    }

    /// Starts `new`'s task on the worker, and shows its screen ("making a puzzle", or
    /// "checking the puzzle") until the game starts.
    pub(crate) fn begin(&mut self, new: NewGame, now: Duration) {
        self.worker = Some(Worker::start(new.0, now, &self.waker));
        self.open(Screen::Generating);
    }

    /// Starts making a puzzle and shows the "making a puzzle" screen.
    pub(crate) fn request_puzzle(&mut self, request: Request, now: Duration) {
        self.begin(NewGame(Task::Make(request)), now);
    }

    /// Starts a new game of `puzzle`, from `origin`. A game still in progress is given up
    /// (the player said so, on the [`Screen::Replace`] screen; or a script started the game).
    pub(crate) fn start_game(&mut self, puzzle: Puzzle, origin: Origin) {
        let now = Current::now();
        if let Some(old) = self.session.data.game.as_ref() {
            self.session.data.statistics.record_game_abandoned(old);
        }
        let settings = &self.session.data.settings;
        let mut game = Game::with_origin(puzzle, origin, settings);
        // A listener's focus lands on a cell, the board's first, not on the board as a whole
        // with nothing selected: the arrows and the digits act at once, as the reader said.
        if self.listener() {
            let _ = game.apply(peerless::game::Move::Select(peerless::board::Cell::ALL[0]));
        }
        if self.reporting {
            // `new game LEVEL GIVENS`, then `daily DATE` or `archive DATE` for a day's puzzle,
            // then `killer LINE` (the Killer in its one-line format) for a Killer.
            let level = game.grade().level.name();
            let givens = game.puzzle().givens();
            let day = match game.origin() {
                Origin::Daily(date) => format!(" daily {date}"),
                Origin::Archive(date) => format!(" archive {date}"),
                Origin::Generated | Origin::Imported => String::new(),
            };
            let killer = game
                .puzzle()
                .to_killer()
                .map_or_else(String::new, |killer| format!(" killer {killer}"));
            script::say(format_args!("new game {level} {givens}{day}{killer}"));
        }
        self.session.data.statistics.record_game_start(&game);
        // The puzzle's line: a classic's givens, a Killer's cages, sums and givens.
        Current::show_link(&game.puzzle().line());
        // The board screen has no title to say: a screen reader hears that the puzzle it
        // waited for is there, and its level.
        let ready = match game.puzzle().variant().kind() {
            Kind::Classic => "say-puzzle-ready",
            Kind::Killer => "say-killer-ready",
        };
        let ready = Message::new(ready).message("level", game.grade().level.message());
        self.session.data.game = Some(game);
        self.session.changed(now);
        self.view.celebrate(None);
        self.last_frame = now;
        self.trail.clear();
        self.show(Screen::Game);
        self.announce(words::format(&ready));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::testing::*;
    use peerless::game::{import, Settings};
    use peerless::variant::Kind;

    #[test]
    fn the_start_menu_offers_continue_only_for_a_game_in_progress() {
        use crate::app::layout::start::START_ITEMS;
        let stats = Statistics::default();
        let menu = start_menu(None, &stats, date("2024-01-01"), Kind::Classic);
        assert_eq!(menu.shape, MenuShape::Start);
        assert_eq!(menu.items.len(), START_ITEMS);
        assert_eq!(menu.items[0].action, MenuAction::Daily);
        assert!(!menu.done, "the day's puzzle not solved");
        // The choice of kind, the levels in a row, then the other screens.
        let actions: Vec<MenuAction> = menu.items[1..].iter().map(|i| i.action).collect();
        let mut expected = vec![MenuAction::Kind];
        expected.extend(Level::ALL.map(MenuAction::Level));
        expected.extend([
            MenuAction::Learn,
            MenuAction::Statistics,
            MenuAction::Settings,
            MenuAction::Import,
        ]);
        assert_eq!(actions, expected);
        let kinds = &menu.items[1];
        assert_eq!(kinds.label, "New game", "the words over the levels");
        assert_eq!(kinds.choices, ["Classic", "Killer"]);
        assert_eq!(kinds.chosen, 0);
        let game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        let menu = start_menu(Some(&game), &stats, date("2024-01-01"), Kind::Classic);
        assert_eq!(menu.items[0].action, MenuAction::Continue);
        assert_eq!(menu.items[0].caption, "Easy · 0:00");
        assert_eq!(menu.items.len(), START_ITEMS + 1);
        assert_eq!(menu.items[1].action, MenuAction::Daily);
    }

    #[test]
    fn the_level_menu_names_techniques() {
        let menu = levels_menu(Kind::Classic);
        assert_eq!(menu.items.len(), 6);
        assert_eq!(menu.items[0].caption, "Singles only");
        assert_eq!(menu.items[5].action, MenuAction::Back);
        let menu = levels_menu(Kind::Killer);
        assert_eq!(menu.items[0].caption, "Cage combinations and singles");
    }

    /// With Killer chosen the day's card is the daily Killer's, with its own streak, and the
    /// levels name the cage techniques; the classic day's win and streak are not its own.
    #[test]
    fn with_killer_chosen_the_days_card_is_the_daily_killers() {
        let today = date("2024-01-02");
        let mut stats = Statistics::default();
        let classic = Game::new_daily(import(PUZZLE).unwrap(), &Settings::default(), today);
        let mut won = classic.clone();
        let solution = *won.puzzle().solution();
        for cell in won.board().empty_cells() {
            let digit = solution.get(cell).unwrap();
            let _ = won.apply(Move::Enter { cell, digit });
        }
        stats.record_game_start(&won);
        stats.record_game_end(&won);
        let menu = start_menu(None, &stats, today, Kind::Classic);
        assert!(menu.done);
        assert_eq!(menu.items[0].label, "Daily puzzle");
        assert!(
            menu.items[0].caption.contains("streak 1"),
            "{:?}",
            menu.items[0]
        );
        let menu = start_menu(None, &stats, today, Kind::Killer);
        assert!(!menu.done, "the daily Killer not won");
        assert_eq!(menu.items[0].label, "Daily Killer");
        assert!(
            !menu.items[0].caption.contains("streak"),
            "{:?}",
            menu.items[0]
        );
        assert_eq!(menu.items[1].chosen, 1);
        assert_eq!(menu.items[2].caption, "Cage combinations and singles");
    }

    #[test]
    fn replacing_a_game_in_progress_is_asked_with_the_game_described() {
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        game.tick(Duration::from_secs(75));
        let menu = replace_menu(&game, "Start the daily puzzle");
        assert_eq!(menu.title, "A game is in progress");
        assert_eq!(menu.subtitle, "Easy · 1:15 · 51 cells to go");
        let actions: Vec<_> = menu.items.iter().map(|item| item.action).collect();
        assert_eq!(actions, [MenuAction::Continue, MenuAction::Replace]);
        assert_eq!(menu.items[1].label, "Start the daily puzzle");
    }
}
