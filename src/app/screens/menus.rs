//! The screens around the board (start, levels, pause, the end of a game, settings, statistics,
//! import) as menus of buttons, and the words they show.
//!
//! A menu is built once when its screen opens (or a setting on it changes), never per frame, and
//! each button carries the [`MenuAction`] it performs, so drawing, hit testing and scripts
//! (`tap-menu N`) all see the same list.

use std::fmt::Write as _;
use std::time::Duration;

use peerless::board::{Board, Cell};
use peerless::game::{Date, Game, LevelStats, Origin, Statistics, Status};
use peerless::sets::CellSet;

use crate::app::layout::menus::MenuShape;
use crate::app::words::{self, text};
use peerless::l10n::Message;

pub use crate::app::screens::settings::{SettingKey, SettingsGroup};
use peerless::logic::{Level, Technique};

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Continue, new game, daily puzzle, import, statistics, settings.
    Start,
    /// The levels to start a new game of.
    Levels,
    /// A puzzle being made on the worker thread.
    Generating,
    /// The board.
    Game,
    /// The game paused: the board hidden, the clock stopped.
    Paused,
    /// The game won or lost.
    Over,
    /// The groups of settings.
    Settings,
    /// One group of settings.
    SettingsGroup(SettingsGroup),
    /// The languages to choose from.
    Languages,
    /// The statistics.
    Statistics,
    /// How to bring in a puzzle: paste or type.
    Import,
    /// Typing a puzzle's givens on an empty board.
    Entry,
    /// A new game was asked for while one is in progress: continue that one, or replace it.
    Replace,
    /// The library of techniques: the levels.
    Learn,
    /// A level's techniques in the library, a page of them.
    LearnLevel {
        /// The level.
        level: Level,
        /// The page (of [`crate::app::screens::learn::PAGE`] techniques).
        page: usize,
    },
    /// A technique's lesson or a practice position: the board, with its own tools.
    Practice,
}

impl Screen {
    /// Whether the screen shows the board (and the tools and pad).
    pub fn shows_board(self) -> bool {
        matches!(self, Screen::Game | Screen::Entry | Screen::Practice)
    }
}

/// What a menu button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuAction {
    /// Back to the game in progress.
    Continue,
    /// Give up the game in progress for the new game asked for.
    Replace,
    /// Choose a level for a new game.
    NewGame,
    /// Start a new game of a level.
    Level(Level),
    /// Today's daily puzzle.
    Daily,
    /// Bring in a puzzle.
    Import,
    /// Paste a puzzle from the clipboard.
    Paste,
    /// Type a puzzle on the board.
    TypeIn,
    /// Show the statistics.
    Statistics,
    /// Show the settings.
    Settings,
    /// Open a group of settings.
    OpenSettings(SettingsGroup),
    /// Show a level's statistics.
    StatisticsOf(Level),
    /// Show the statistics of the puzzles brought in from elsewhere.
    StatisticsOfImported,
    /// Copy the line that shares a win.
    CopyResult,
    /// Copy the puzzle in play, as its 81-character line.
    CopyPuzzle,
    /// Copy the link that opens the puzzle in play.
    CopyLink,
    /// Play on after the mistake limit lost the game.
    PlayOn,
    /// Change a setting to its next value.
    Toggle(SettingKey),
    /// Show the languages to choose from.
    Languages,
    /// Speak this language, or the system's (`None`).
    SetLanguage(Option<peerless::l10n::Language>),
    /// Start the same puzzle again.
    Restart,
    /// Back one screen.
    Back,
    /// Back to the start screen.
    Home,
    /// Stop making a puzzle.
    Cancel,
    /// Open the library of techniques.
    Learn,
    /// Open a level's techniques in the library.
    LearnLevel(Level),
    /// The next page of the level's techniques (the first after the last).
    NextPage,
    /// A technique's lesson: its explanation, drawn on a real position.
    Lesson(Technique),
    /// Nothing: a line of information shown as a button-sized row.
    Info,
}

/// One button of a menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuItem {
    /// The main text.
    pub label: String,
    /// A smaller line under it, if any.
    pub caption: String,
    /// A setting's value, shown at the button's right end (the label then sits at its left).
    pub value: String,
    /// Whether the button is switched on (the statistics' level shown), drawn filled.
    pub on: bool,
    /// What it does.
    pub action: MenuAction,
}

impl MenuItem {
    pub fn new(label: impl Into<String>, action: MenuAction) -> MenuItem {
        MenuItem {
            label: label.into(),
            caption: String::new(),
            value: String::new(),
            on: false,
            action,
        }
    }

    /// The item with a setting's value at its right end.
    pub fn with_value(mut self, value: impl Into<String>) -> MenuItem {
        self.value = value.into();
        self
    }

    pub fn with_caption(mut self, caption: impl Into<String>) -> MenuItem {
        self.caption = caption.into();
        self
    }
}

/// A menu screen's words: title, subtitle and buttons.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Menu {
    /// The title.
    pub title: String,
    /// A line under the title.
    pub subtitle: String,
    /// The buttons.
    pub items: Vec<MenuItem>,
    /// How the screen is laid out.
    pub shape: MenuShape,
    /// Lines of text above the buttons (the end of a game).
    pub body: Vec<String>,
    /// A grid drawn small above the body (the finished puzzle).
    pub grid: Option<Board>,
    /// The grid's wrong digits, drawn red.
    pub wrong: CellSet,
    /// The statistics' chart and calendar.
    pub chart: Option<Chart>,
}

/// What the statistics screen draws besides its words, gathered when it opens so that drawing
/// it reads and allocates nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chart {
    /// The level's last solve times, oldest first (at most
    /// [`LevelStats::RECENT`](peerless::game::LevelStats::RECENT)).
    pub times: Vec<Duration>,
    /// The level's best time.
    pub best: Option<Duration>,
    /// The median of `times`.
    pub median: Option<Duration>,
    /// The first day of the month the calendar shows (today's, or a month before).
    pub month: Date,
    /// The month's days whose daily puzzle was won on the day: bit `d - 1` for day `d`.
    pub won_days: u32,
    /// The month's days whose puzzle was won later, from the archive.
    pub archive_days: u32,
    /// Each won day's time as the calendar shows it (the first win on the day, else the
    /// archive's best), by day - 1; empty for a day not won. Made when the screen opens, so
    /// drawing it allocates nothing.
    pub day_times: Vec<String>,
    /// Today's day of the month, outlined in the calendar; 0 in a month before today's.
    pub today: u32,
    /// Whether the month shown is today's (no month after it to go to).
    pub current: bool,
    /// The column of the month's first day: its weekday counted from the language's first day
    /// of the week.
    pub first_column: u32,
    /// The weekdays' initials as the calendar's columns head them, the language's first day
    /// of the week first.
    pub weekdays: [String; 7],
}

/// Whose record the statistics screen shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatsView {
    /// A level's: its generated games and daily puzzles.
    Level(Level),
    /// The puzzles brought in from elsewhere, all levels together.
    Imported,
}

impl StatsView {
    /// The record shown.
    pub fn record(self, statistics: &Statistics) -> &LevelStats {
        match self {
            StatsView::Level(level) => statistics.level(level),
            StatsView::Imported => &statistics.imported,
        }
    }
}

/// The first day of `date`'s month.
pub fn first_of_month(date: Date) -> Date {
    Date::new(date.year(), date.month(), 1).unwrap_or(date)
}

/// The first day of the month before `first`'s.
pub fn month_before(first: Date) -> Date {
    first.pred().map_or(first, first_of_month)
}

/// The first day of the month after `first`'s.
pub fn month_after(first: Date) -> Date {
    let next = first.days_since_epoch() + i64::from(first.days_in_month());
    Date::from_days_since_epoch(next).map_or(first, first_of_month)
}

/// Whether the month's `days` (bit `d - 1` for day `d`) have day `day`.
fn has_day(days: u32, day: u32) -> bool {
    (1..=31).contains(&day) && days & (1 << (day - 1)) != 0
}

impl Chart {
    /// The chart of `view`'s record and the calendar of the month that starts on `month`
    /// (today's or one before it).
    pub fn new(statistics: &Statistics, view: StatsView, today: Date, month: Date) -> Chart {
        let record = view.record(statistics);
        let month = first_of_month(month).min(first_of_month(today));
        let current = month == first_of_month(today);
        let daily = &statistics.daily;
        let mut won_days = 0;
        let mut archive_days = 0;
        let mut day_times = vec![String::new(); 31];
        for day in 1..=month.days_in_month() {
            let Some(date) = Date::new(month.year(), month.month(), day) else {
                continue;
            };
            let bit = 1 << (day - 1);
            let later = daily.archive_time(date);
            if daily.won_on(date) {
                won_days |= bit;
            } else if later.is_some() {
                archive_days |= bit;
            }
            if let Some(time) = daily.time_on(date).or(later) {
                write_clock(&mut day_times[day as usize - 1], time);
            }
        }
        Chart {
            times: record.recent.clone(),
            best: record.best_time,
            median: record.median_recent(),
            month,
            won_days,
            archive_days,
            day_times,
            today: if current { today.day() } else { 0 },
            current,
            first_column: (month.weekday() + 7 - words::language().first_weekday()) % 7,
            weekdays: weekday_initials(),
        }
    }

    /// Whether the daily puzzle of day `day` of the month was won on its day.
    pub fn won(&self, day: u32) -> bool {
        has_day(self.won_days, day)
    }

    /// Whether the puzzle of day `day` was won later, from the archive.
    pub fn won_from_archive(&self, day: u32) -> bool {
        has_day(self.archive_days, day)
    }

    /// The time day `day`'s puzzle was won in, as the calendar shows it ("" if not won).
    pub fn time_of(&self, day: u32) -> &str {
        day.checked_sub(1)
            .and_then(|i| self.day_times.get(i as usize))
            .map_or("", String::as_str)
    }

    /// Whether day `day`'s puzzle can be played: today's, or a day before.
    pub fn playable(&self, day: u32) -> bool {
        (1..=self.month.days_in_month()).contains(&day) && (!self.current || day <= self.today)
    }
}

/// The weekdays' initials in the player's language, its first day of the week first (the
/// catalogue's `calendar-weekdays` lists them Monday first).
pub fn weekday_initials() -> [String; 7] {
    let monday_first = text("calendar-weekdays");
    // The pseudo-language's brackets and padding mark the whole message, not a weekday.
    let initials: Vec<&str> = monday_first
        .split_whitespace()
        .map(|initial| initial.trim_matches(['[', ']']))
        .filter(|initial| !initial.is_empty() && !initial.starts_with('~'))
        .collect();
    let start = words::language().first_weekday() as usize;
    std::array::from_fn(|i| {
        initials
            .get((start + i) % 7)
            .map_or_else(String::new, |initial| (*initial).to_string())
    })
}

/// What the techniques of a level are, for the level buttons.
pub fn level_caption(level: Level) -> String {
    text(match level {
        Level::Easy => "level-caption-easy",
        Level::Medium => "level-caption-medium",
        Level::Hard => "level-caption-hard",
        Level::Expert => "level-caption-expert",
        Level::Extreme => "level-caption-extreme",
    })
}

/// A level's name in the player's language.
pub fn level_name(level: Level) -> String {
    words::format(&level.message())
}

/// A technique's name in the player's language.
pub fn technique_name(technique: Technique) -> String {
    words::format(&technique.message())
}

/// A date as the player's language writes it in a line of text: `30 November 2026`.
pub fn date_text(date: Date) -> String {
    words::format(
        &Message::new("date")
            .number("day", date.day() as usize)
            .number("month", date.month() as usize)
            .number("year", date.year() as usize),
    )
}

/// A month and its year, as a calendar is titled: `November 2026`.
pub fn month_text(date: Date) -> String {
    words::format(
        &Message::new("month-of-year")
            .number("month", date.month() as usize)
            .number("year", date.year() as usize),
    )
}

/// Writes a duration as the clock shows it: `4:05`, or `1:02:03` past an hour.
pub fn write_clock(out: &mut String, time: Duration) {
    let seconds = time.as_secs();
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        let _ = write!(out, "{h}:{m:02}:{s:02}");
    } else {
        let _ = write!(out, "{m}:{s:02}");
    }
}

/// A duration as the clock shows it.
pub fn clock(time: Duration) -> String {
    let mut out = String::new();
    write_clock(&mut out, time);
    out
}

/// The start screen. `today` is the date of the daily puzzle.
pub fn start_menu(game: Option<&Game>, statistics: &Statistics, today: Date) -> Menu {
    let mut items = Vec::new();
    if let Some(game) = game.filter(|game| !game.status().is_over()) {
        items.push(
            MenuItem::new(text("start-continue"), MenuAction::Continue)
                .with_caption(level_and_time(game)),
        );
    }
    items.push(MenuItem::new(text("start-new-game"), MenuAction::NewGame));
    let daily = MenuItem::new(text("start-daily"), MenuAction::Daily);
    items.push(
        daily.with_caption(words::format(
            &Message::new("start-daily-caption")
                .text("date", date_text(today))
                .number("streak", statistics.daily.streak_on(today) as usize),
        )),
    );
    items.push(MenuItem::new(text("start-import"), MenuAction::Import));
    items.push(MenuItem::new(
        text("start-statistics"),
        MenuAction::Statistics,
    ));
    items.push(MenuItem::new(text("start-settings"), MenuAction::Settings));
    items.push(
        MenuItem::new(text("start-learn"), MenuAction::Learn)
            .with_caption(text("start-learn-caption")),
    );
    Menu {
        title: "Peerless".to_string(),
        subtitle: text("start-subtitle"),
        items,
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
                .text("level", level_name(game.grade().level))
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

/// The level chooser.
pub fn levels_menu() -> Menu {
    let mut items: Vec<MenuItem> = Level::ALL
        .into_iter()
        .map(|level| {
            MenuItem::new(level_name(level), MenuAction::Level(level))
                .with_caption(level_caption(level))
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

/// The pause screen. `can_copy`: the puzzle's line can be copied; `has_link`: the game has an
/// address to share it by (the browser).
pub fn pause_menu(game: &Game, can_copy: bool, has_link: bool) -> Menu {
    let mut items = vec![
        MenuItem::new(text("pause-resume"), MenuAction::Continue),
        MenuItem::new(text("pause-restart"), MenuAction::Restart),
        MenuItem::new(text("start-new-game"), MenuAction::NewGame),
    ];
    if can_copy {
        items.push(
            MenuItem::new(text("pause-copy-puzzle"), MenuAction::CopyPuzzle)
                .with_caption(text("pause-copy-puzzle-caption")),
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

/// A game's level and time: `Hard · 6:41`.
fn level_and_time(game: &Game) -> String {
    words::format(
        &Message::new("level-and-time")
            .text("level", level_name(game.grade().level))
            .text("time", clock(game.elapsed())),
    )
}

/// The line a player shares after a win: `Peerless daily 2026-11-30 · Hard · 6:41 · no hints`
/// (the date as the standard writes it, so the line reads the same to every player).
pub fn share_line(game: &Game) -> String {
    let mut line = match game.daily() {
        Some(date) => words::format(&Message::new("share-daily").text("date", date.to_string())),
        None => "Peerless".to_string(),
    };
    let _ = write!(
        line,
        " · {} · {} · {}",
        level_name(game.grade().level),
        clock(game.elapsed()),
        words::format(&Message::new("count-hints").number("n", game.hints_used() as usize))
    );
    if game.mistakes() > 0 {
        let _ = write!(
            line,
            " · {}",
            words::format(&Message::new("count-mistakes").number("n", game.mistakes() as usize))
        );
    }
    line
}

/// The end of a game: a summary of a win (the finished grid, the time, mistakes and hints, the
/// level's techniques, the best time and streaks), or what lost it.
pub fn over_menu(game: &Game, statistics: &Statistics, can_copy: bool) -> Menu {
    if game.status() == Status::Won {
        won_menu(game, statistics, can_copy)
    } else {
        lost_menu(game)
    }
}

fn won_menu(game: &Game, statistics: &Statistics, can_copy: bool) -> Menu {
    let level = game.grade().level;
    let record = statistics.level(level);
    let mut body = vec![
        match game.daily() {
            Some(date) => words::format(
                &Message::new("won-daily")
                    .text("level", level_name(level))
                    .text("time", clock(game.elapsed()))
                    .text("date", date_text(date)),
            ),
            None => level_and_time(game),
        },
        words::format(
            &Message::new("won-mistakes-hints")
                .number("mistakes", game.mistakes() as usize)
                .number("hints", game.hints_used() as usize),
        ),
    ];
    let records = match game.origin() {
        Origin::Generated | Origin::Daily(_) => {
            let mut parts = Vec::new();
            match record.best_time {
                Some(best) if best == game.elapsed() => parts.push(text("won-new-best")),
                Some(best) => parts.push(words::format(
                    &Message::new("won-best").text("time", clock(best)),
                )),
                None => {}
            }
            if record.current_streak > 1 {
                parts.push(words::format(
                    &Message::new("won-in-a-row").number("n", record.current_streak as usize),
                ));
            }
            if game.daily().is_some() {
                parts.push(words::format(
                    &Message::new("won-daily-streak").number("n", statistics.daily.streak as usize),
                ));
            }
            parts.join(" · ")
        }
        // Such a puzzle may have come nearly solved: no level's best time or streak.
        Origin::Imported => {
            words::format(&Message::new("won-imported").text("level", level_name(level)))
        }
        Origin::Archive(date) => match statistics.daily.archive_time(date) {
            Some(best) => {
                words::format(&Message::new("won-archive-best").text("time", clock(best)))
            }
            None => text("won-archive"),
        },
    };
    body.push(records);
    let techniques: Vec<String> = game
        .grade()
        .techniques
        .iter()
        .map(|&(technique, _)| technique_name(technique))
        .collect();
    body.push(words::format(
        &Message::new("won-needed").text("techniques", techniques.join(&text("list-separator"))),
    ));
    let mut items = Vec::new();
    if can_copy {
        items.push(MenuItem::new(
            text("won-copy-result"),
            MenuAction::CopyResult,
        ));
    }
    items.push(MenuItem::new(new_game_of(level), MenuAction::Level(level)));
    items.push(MenuItem::new(text("won-other-level"), MenuAction::NewGame));
    items.push(MenuItem::new(text("main-menu"), MenuAction::Home));
    Menu {
        title: text("won-title"),
        subtitle: String::new(),
        items,
        shape: MenuShape::Summary,
        body,
        grid: Some(*game.board()),
        chart: None,
        ..Menu::default()
    }
}

/// The button that starts a new game of `level`: "New Hard game".
fn new_game_of(level: Level) -> String {
    words::format(&Message::new("new-game-of").text("level", level_name(level)))
}

fn lost_menu(game: &Game) -> Menu {
    let level = game.grade().level;
    let wrong: Vec<Message> = game
        .wrong_entries()
        .iter()
        .filter_map(|cell| {
            let digit = game.board().get(cell)?;
            Some(
                Message::new("lost-cell-is-not")
                    .cell("cell", cell)
                    .digit("digit", digit),
            )
        })
        .collect();
    let body = vec![
        words::format(&Message::new("lost-limit").number("n", game.mistakes() as usize)),
        if wrong.is_empty() {
            text("lost-taken-back")
        } else {
            let wrong: Vec<String> = wrong.iter().map(words::format).collect();
            words::format(
                &Message::new("lost-wrong-now").text("cells", wrong.join(&text("list-separator"))),
            )
        },
        text("lost-play-on-or-again"),
    ];
    Menu {
        title: text("lost-title"),
        subtitle: String::new(),
        items: vec![
            MenuItem::new(text("lost-play-on"), MenuAction::PlayOn),
            MenuItem::new(text("lost-try-again"), MenuAction::Restart),
            MenuItem::new(new_game_of(level), MenuAction::Level(level)),
            MenuItem::new(text("main-menu"), MenuAction::Home),
        ],
        shape: MenuShape::Summary,
        body,
        grid: Some(*game.board()),
        wrong: game.wrong_entries(),
        chart: None,
    }
}

/// The statistics screen for `view`: the five levels as buttons (the shown one on), the
/// record's figures and the daily puzzle's month as lines the chart and calendar are titled
/// with, and under them the imported puzzles' record (apart: such a puzzle may come nearly
/// solved) and Back.
pub fn statistics_menu(statistics: &Statistics, today: Date, view: StatsView, month: Date) -> Menu {
    let mut items: Vec<MenuItem> = Level::ALL
        .into_iter()
        .map(|each| {
            let mut item = MenuItem::new(level_name(each), MenuAction::StatisticsOf(each));
            item.on = view == StatsView::Level(each);
            item
        })
        .collect();
    let mut imported = MenuItem::new(text("stats-imported"), MenuAction::StatisticsOfImported)
        .with_caption(text("stats-imported-caption"));
    imported.on = view == StatsView::Imported;
    items.push(imported);
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    let record = view.record(statistics);
    let wins = match view {
        StatsView::Level(_) => words::format(
            &Message::new("stats-wins")
                .number("won", record.won as usize)
                .number("started", record.started as usize)
                .number("streak", record.current_streak as usize)
                .number("best", record.best_streak as usize),
        ),
        StatsView::Imported => words::format(
            &Message::new("stats-imported-wins")
                .number("won", record.won as usize)
                .number("started", record.started as usize),
        ),
    };
    let times = match (record.best_time, record.median_recent()) {
        (Some(best), Some(median)) => words::format(
            &Message::new("stats-times")
                .text("best", clock(best))
                .number("n", record.recent.len())
                .text("median", clock(median)),
        ),
        (Some(best), None) => words::format(&Message::new("won-best").text("time", clock(best))),
        _ => text("stats-no-time"),
    };
    let daily = &statistics.daily;
    let chart = Chart::new(statistics, view, today, month);
    let month = words::format(
        &Message::new("stats-month")
            .text("month", month_text(chart.month))
            .number("streak", daily.streak_on(today) as usize)
            .number("best", daily.best_streak as usize),
    );
    Menu {
        title: text("start-statistics"),
        subtitle: String::new(),
        items,
        shape: MenuShape::Statistics,
        body: vec![wins, times, month],
        chart: Some(chart),
        ..Menu::default()
    }
}

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
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: text("start-import"),
        subtitle: text("import-subtitle"),
        items,
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

/// The screen shown while a puzzle is being made.
pub fn generating_menu(level: Level) -> Menu {
    Menu {
        title: words::format(&Message::new("generating-title").text("level", level_name(level))),
        subtitle: String::new(),
        items: vec![MenuItem::new(text("cancel"), MenuAction::Cancel)],
        ..Menu::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::game::{import, Settings};

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn the_clock_reads_minutes_and_hours() {
        assert_eq!(clock(Duration::from_secs(0)), "0:00");
        assert_eq!(clock(Duration::from_millis(65_999)), "1:05");
        assert_eq!(clock(Duration::from_secs(3723)), "1:02:03");
    }

    #[test]
    fn the_start_menu_offers_continue_only_for_a_game_in_progress() {
        let stats = Statistics::default();
        let menu = start_menu(None, &stats, date("2024-01-01"));
        assert_eq!(menu.items[0].action, MenuAction::NewGame);
        let game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        let menu = start_menu(Some(&game), &stats, date("2024-01-01"));
        assert_eq!(menu.items[0].action, MenuAction::Continue);
        assert_eq!(menu.items[0].caption, "Easy · 0:00");
        assert_eq!(menu.items.len(), 7);
        assert_eq!(menu.items[6].action, MenuAction::Learn, "the last, Learn");
    }

    #[test]
    fn the_level_menu_names_techniques() {
        let menu = levels_menu();
        assert_eq!(menu.items.len(), 6);
        assert_eq!(menu.items[0].caption, "Singles only");
        assert_eq!(menu.items[5].action, MenuAction::Back);
    }

    #[test]
    fn statistics_show_a_level_its_chart_and_the_month() {
        let mut stats = Statistics::default();
        for (day, minutes) in [(1, 7), (2, 5), (4, 6)] {
            stats.record_start(Level::Hard);
            let date = Date::new(2024, 1, day).unwrap();
            stats.record_win(Level::Hard, Duration::from_secs(minutes * 60), Some(date));
        }
        let menu = statistics_menu(
            &stats,
            date("2024-01-05"),
            StatsView::Level(Level::Hard),
            date("2024-01-05"),
        );
        assert_eq!(menu.shape, MenuShape::Statistics);
        let levels: Vec<_> = menu.items.iter().take(5).map(|item| item.action).collect();
        assert_eq!(levels, Level::ALL.map(MenuAction::StatisticsOf));
        assert!(
            menu.items[2].on && !menu.items[0].on,
            "the level shown is on"
        );
        assert_eq!(menu.items[5].action, MenuAction::StatisticsOfImported);
        assert!(!menu.items[5].on);
        assert_eq!(menu.items[6].action, MenuAction::Back);
        assert_eq!(menu.body[0], "Won 3 of 3 · streak 3 (best 3)");
        assert_eq!(menu.body[1], "Best 5:00 · median of the last 3 6:00");
        assert_eq!(menu.body[2], "January 2024 · daily streak 1 (best 2)");
        let chart = menu.chart.unwrap();
        assert_eq!(chart.times.len(), 3);
        assert_eq!(chart.best, Some(Duration::from_secs(300)));
        assert_eq!(chart.median, Some(Duration::from_secs(360)));
        assert_eq!(chart.month, date("2024-01-01"));
        assert_eq!(chart.today, 5);
        let won: Vec<u32> = (1..=31).filter(|&day| chart.won(day)).collect();
        assert_eq!(won, [1, 2, 4]);
        // A level never played says so rather than showing zeros as times.
        let easy = statistics_menu(
            &stats,
            date("2024-01-05"),
            StatsView::Level(Level::Easy),
            date("2024-01-05"),
        );
        assert_eq!(easy.body[1], "No time yet: win a game to see one");
        assert!(easy.chart.unwrap().times.is_empty());
    }

    #[test]
    fn imported_puzzles_are_shown_apart_from_the_levels() {
        let mut stats = Statistics::default();
        let imported = won_game_of(Origin::Imported, 2, false);
        stats.record_game_start(&imported);
        stats.record_game_end(&imported);
        // A nearly solved import sets no best time for its level.
        let summary = over_menu(&imported, &stats, true);
        assert_eq!(
            summary.body[2],
            "An imported puzzle: not in the Easy statistics"
        );
        let easy = statistics_menu(
            &stats,
            date("2024-01-05"),
            StatsView::Level(Level::Easy),
            date("2024-01-05"),
        );
        assert_eq!(easy.body[0], "Won 0 of 0 · streak 0 (best 0)");
        assert_eq!(easy.body[1], "No time yet: win a game to see one");
        let apart = statistics_menu(
            &stats,
            date("2024-01-05"),
            StatsView::Imported,
            date("2024-01-05"),
        );
        assert!(apart.items[5].on && apart.items.iter().take(5).all(|item| !item.on));
        assert_eq!(apart.body[0], "Imported puzzles: won 1 of 1");
        assert_eq!(apart.body[1], "Best 0:02 · median of the last 1 0:02");
        assert_eq!(apart.chart.unwrap().times, [Duration::from_secs(2)]);
    }

    #[test]
    fn the_calendar_goes_back_a_month_and_marks_days_won_on_the_day_and_later() {
        let mut stats = Statistics::default();
        let on_the_day = won_game_of(Origin::Daily(date("2023-12-31")), 400, false);
        let later = won_game_of(Origin::Archive(date("2023-12-05")), 75, false);
        for game in [&on_the_day, &later] {
            stats.record_game_start(game);
            stats.record_game_end(game);
        }
        let today = date("2024-01-05");
        let now = statistics_menu(&stats, today, StatsView::Level(Level::Easy), today);
        let chart = now.chart.unwrap();
        assert!(chart.current && chart.today == 5);
        assert!(
            chart.playable(5) && !chart.playable(6),
            "no day after today"
        );
        // December: the day won on the day and the one won later, each with its time.
        let month = month_before(chart.month);
        assert_eq!(month, date("2023-12-01"));
        let before = statistics_menu(&stats, today, StatsView::Level(Level::Easy), month);
        assert!(
            before.body[2].starts_with("December 2023"),
            "{}",
            before.body[2]
        );
        let chart = before.chart.unwrap();
        assert!(!chart.current && chart.today == 0 && chart.playable(31));
        assert!(chart.won(31) && !chart.won_from_archive(31));
        assert!(chart.won_from_archive(5) && !chart.won(5));
        assert_eq!(
            (chart.time_of(31), chart.time_of(5), chart.time_of(6)),
            ("6:40", "1:15", "")
        );
        assert_eq!(month_after(month), date("2024-01-01"));
        // A month after today's is not shown: the calendar stays on today's.
        let future = statistics_menu(
            &stats,
            today,
            StatsView::Level(Level::Easy),
            date("2024-03-01"),
        );
        assert!(future.chart.unwrap().current);
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

    fn won_game(seconds: u64, hint: bool) -> Game {
        won_game_of(Origin::Generated, seconds, hint)
    }

    /// A game of the classic puzzle from `origin`, won after `seconds` (with a hint asked for
    /// on the way when `hint`).
    fn won_game_of(origin: Origin, seconds: u64, hint: bool) -> Game {
        let mut game = Game::with_origin(import(PUZZLE).unwrap(), origin, &Settings::default());
        game.tick(Duration::from_secs(seconds));
        if hint {
            let _ = game.apply(peerless::game::Move::Hint);
        }
        let solution = *game.puzzle().solution();
        for cell in game.board().empty_cells() {
            let _ = game.apply(peerless::game::Move::Enter {
                cell,
                digit: solution.get(cell).unwrap(),
            });
        }
        assert_eq!(game.status(), Status::Won);
        game
    }

    #[test]
    fn a_won_game_sums_up_its_time_hints_techniques_and_share_line() {
        let game = won_game(95, true);
        let mut stats = Statistics::default();
        stats.record_game_start(&game);
        stats.record_game_end(&game);
        let menu = over_menu(&game, &stats, true);
        assert_eq!(menu.title, "Solved!");
        assert_eq!(menu.shape, MenuShape::Summary);
        assert_eq!(menu.grid.as_ref(), Some(game.board()));
        assert_eq!(menu.body[0], "Easy · 1:35");
        assert_eq!(menu.body[1], "No mistakes · 1 hint");
        assert_eq!(menu.body[2], "A new best time");
        assert!(menu.body[3].starts_with("Needed: "), "{}", menu.body[3]);
        assert_eq!(share_line(&game), "Peerless · Easy · 1:35 · 1 hint");
        assert_eq!(menu.items[0].action, MenuAction::CopyResult);
        // Without a clipboard there is nothing to copy to.
        let menu = over_menu(&game, &stats, false);
        assert!(menu
            .items
            .iter()
            .all(|item| item.action != MenuAction::CopyResult));
    }

    #[test]
    fn the_share_line_names_a_daily_puzzle_and_counts_nothing_it_lacks() {
        let mut game = Game::new_daily(
            import(PUZZLE).unwrap(),
            &Settings::default(),
            date("2026-11-30"),
        );
        game.tick(Duration::from_secs(401));
        assert_eq!(
            share_line(&game),
            "Peerless daily 2026-11-30 · Easy · 6:41 · no hints"
        );
    }

    #[test]
    fn a_lost_game_names_its_wrong_digits_and_offers_to_play_on() {
        let settings = Settings {
            mistake_limit: Some(1),
            ..Settings::default()
        };
        let mut game = Game::new(import(PUZZLE).unwrap(), &settings);
        let solution = *game.puzzle().solution();
        let cell = game.board().empty_cells().iter().next().unwrap();
        let right = solution.get(cell).unwrap();
        let wrong = peerless::board::Digit::ALL
            .into_iter()
            .find(|&d| d != right)
            .unwrap();
        let _ = game.apply(peerless::game::Move::Enter { cell, digit: wrong });
        assert_eq!(game.status(), Status::Lost);
        let menu = over_menu(&game, &Statistics::default(), true);
        assert_eq!(menu.title, "Out of mistakes");
        assert_eq!(menu.items[0].action, MenuAction::PlayOn);
        assert!(
            menu.body[1].contains(&format!("{cell} is not {}", wrong.get())),
            "{:?}",
            menu.body
        );
    }

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
}
