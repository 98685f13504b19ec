//! The screens around the board (start, levels, pause, the end of a game, settings, statistics,
//! import) as menus of buttons, and the words they show.
//!
//! A menu is built once when its screen opens (or a setting on it changes), never per frame, and
//! each button carries the [`MenuAction`] it performs, so drawing, hit testing and scripts
//! (`tap-menu N`) all see the same list.

use std::fmt::Write as _;
use std::time::Duration;

use peerless::game::{Date, Game, Settings, Statistics, Status, Theme};
use peerless::logic::Level;

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
    /// The settings.
    Settings,
    /// The statistics.
    Statistics,
    /// How to bring in a puzzle: paste or type.
    Import,
    /// Typing a puzzle's givens on an empty board.
    Entry,
}

impl Screen {
    /// Whether the screen shows the board (and the tools and pad).
    pub fn shows_board(self) -> bool {
        matches!(self, Screen::Game | Screen::Entry)
    }
}

/// A setting the settings screen turns on and off (or around).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingKey {
    /// Light, dark, system.
    Theme,
    /// Row, column and box tint.
    HighlightPeers,
    /// Cells with the same digit.
    HighlightSameDigit,
    /// Clashes marked.
    ShowConflicts,
    /// Entries judged against the solution.
    CheckMistakes,
    /// Three mistakes lose.
    MistakeLimit,
    /// Entries clear peers' notes.
    AutoRemoveNotes,
    /// The clock shown.
    ShowTimer,
    /// Digit first, then cells.
    DigitFirst,
    /// The cell-info panel.
    CellInfo,
}

impl SettingKey {
    /// Every setting, in screen order.
    pub const ALL: [SettingKey; 10] = [
        SettingKey::Theme,
        SettingKey::DigitFirst,
        SettingKey::HighlightPeers,
        SettingKey::HighlightSameDigit,
        SettingKey::ShowConflicts,
        SettingKey::CheckMistakes,
        SettingKey::MistakeLimit,
        SettingKey::AutoRemoveNotes,
        SettingKey::ShowTimer,
        SettingKey::CellInfo,
    ];

    /// Changes the setting to its next value.
    pub fn toggle(self, settings: &mut Settings) {
        match self {
            SettingKey::Theme => {
                settings.theme = match settings.theme {
                    Theme::System => Theme::Light,
                    Theme::Light => Theme::Dark,
                    Theme::Dark => Theme::System,
                }
            }
            SettingKey::HighlightPeers => settings.highlight_peers ^= true,
            SettingKey::HighlightSameDigit => settings.highlight_same_digit ^= true,
            SettingKey::ShowConflicts => settings.show_conflicts ^= true,
            SettingKey::CheckMistakes => settings.check_mistakes ^= true,
            SettingKey::MistakeLimit => {
                settings.mistake_limit = match settings.mistake_limit {
                    None => Some(Settings::STANDARD_MISTAKE_LIMIT),
                    Some(_) => None,
                }
            }
            SettingKey::AutoRemoveNotes => settings.auto_remove_notes ^= true,
            SettingKey::ShowTimer => settings.show_timer ^= true,
            SettingKey::DigitFirst => settings.digit_first ^= true,
            SettingKey::CellInfo => settings.cell_info ^= true,
        }
    }

    /// The button's label, with the setting's value.
    pub fn label(self, settings: &Settings) -> String {
        let on = |value: bool| if value { "on" } else { "off" };
        match self {
            SettingKey::Theme => format!("Theme: {}", settings.theme.name()),
            SettingKey::HighlightPeers => {
                format!("Row, column, box tint: {}", on(settings.highlight_peers))
            }
            SettingKey::HighlightSameDigit => {
                format!(
                    "Same digit highlight: {}",
                    on(settings.highlight_same_digit)
                )
            }
            SettingKey::ShowConflicts => format!("Show clashes: {}", on(settings.show_conflicts)),
            SettingKey::CheckMistakes => {
                format!("Check against solution: {}", on(settings.check_mistakes))
            }
            SettingKey::MistakeLimit => match settings.mistake_limit {
                Some(limit) => format!("Mistake limit: {limit}"),
                None => "Mistake limit: none".to_string(),
            },
            SettingKey::AutoRemoveNotes => {
                format!("Clear notes on entry: {}", on(settings.auto_remove_notes))
            }
            SettingKey::ShowTimer => format!("Show timer: {}", on(settings.show_timer)),
            SettingKey::DigitFirst => format!(
                "Input: {}",
                if settings.digit_first {
                    "digit first"
                } else {
                    "cell first"
                }
            ),
            SettingKey::CellInfo => format!("Cell info panel: {}", on(settings.cell_info)),
        }
    }
}

/// What a menu button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuAction {
    /// Back to the game in progress.
    Continue,
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
    /// Change a setting.
    Toggle(SettingKey),
    /// Start the same puzzle again.
    Restart,
    /// Back one screen.
    Back,
    /// Back to the start screen.
    Home,
    /// Stop making a puzzle.
    Cancel,
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
    /// What it does.
    pub action: MenuAction,
}

impl MenuItem {
    fn new(label: impl Into<String>, action: MenuAction) -> MenuItem {
        MenuItem {
            label: label.into(),
            caption: String::new(),
            action,
        }
    }

    fn with_caption(mut self, caption: impl Into<String>) -> MenuItem {
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
}

/// What the techniques of a level are, for the level buttons.
pub fn level_caption(level: Level) -> &'static str {
    match level {
        Level::Easy => "Singles only",
        Level::Medium => "Pairs, triples and box-line interactions",
        Level::Hard => "X-Wings, wings, fish and colouring",
        Level::Expert => "Finned fish, chains, almost locked sets",
        Level::Extreme => "Forcing chains or trial and error",
    }
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
            MenuItem::new("Continue", MenuAction::Continue).with_caption(format!(
                "{} · {}",
                game.grade().level.name(),
                clock(game.elapsed())
            )),
        );
    }
    items.push(MenuItem::new("New game", MenuAction::NewGame));
    let streak = statistics.daily.streak_on(today);
    let daily = MenuItem::new("Daily puzzle", MenuAction::Daily);
    items.push(match streak {
        0 => daily.with_caption(today.to_string()),
        n => daily.with_caption(format!("{today} · streak {n}")),
    });
    items.push(MenuItem::new("Import a puzzle", MenuAction::Import));
    items.push(MenuItem::new("Statistics", MenuAction::Statistics));
    items.push(MenuItem::new("Settings", MenuAction::Settings));
    Menu {
        title: "Peerless".to_string(),
        subtitle: "Sudoku".to_string(),
        items,
    }
}

/// The level chooser.
pub fn levels_menu() -> Menu {
    let mut items: Vec<MenuItem> = Level::ALL
        .into_iter()
        .map(|level| {
            MenuItem::new(level.name(), MenuAction::Level(level)).with_caption(level_caption(level))
        })
        .collect();
    items.push(MenuItem::new("Back", MenuAction::Back));
    Menu {
        title: "New game".to_string(),
        subtitle: "Choose a level".to_string(),
        items,
    }
}

/// The pause screen.
pub fn pause_menu(game: &Game) -> Menu {
    Menu {
        title: "Paused".to_string(),
        subtitle: format!("{} · {}", game.grade().level.name(), clock(game.elapsed())),
        items: vec![
            MenuItem::new("Resume", MenuAction::Continue),
            MenuItem::new("Restart this puzzle", MenuAction::Restart),
            MenuItem::new("New game", MenuAction::NewGame),
            MenuItem::new("Settings", MenuAction::Settings),
            MenuItem::new("Main menu", MenuAction::Home),
        ],
    }
}

/// The end of a game: won (time, level, best time, streak) or lost.
pub fn over_menu(game: &Game, statistics: &Statistics) -> Menu {
    let level = game.grade().level;
    let record = statistics.level(level);
    if game.status() == Status::Won {
        let mut subtitle = format!("{} in {}", level.name(), clock(game.elapsed()));
        if let Some(best) = record.best_time {
            let _ = write!(subtitle, " · best {}", clock(best));
        }
        if record.current_streak > 1 {
            let _ = write!(subtitle, " · {} wins in a row", record.current_streak);
        }
        if game.daily().is_some() {
            let _ = write!(subtitle, " · daily streak {}", statistics.daily.streak);
        }
        Menu {
            title: "Solved!".to_string(),
            subtitle,
            items: vec![
                MenuItem::new(
                    format!("New {} game", level.name()),
                    MenuAction::Level(level),
                ),
                MenuItem::new("Other level", MenuAction::NewGame),
                MenuItem::new("Main menu", MenuAction::Home),
            ],
        }
    } else {
        Menu {
            title: "Out of mistakes".to_string(),
            subtitle: format!("{} mistakes: this game is lost.", game.mistakes()),
            items: vec![
                MenuItem::new("Try this puzzle again", MenuAction::Restart),
                MenuItem::new(
                    format!("New {} game", level.name()),
                    MenuAction::Level(level),
                ),
                MenuItem::new("Main menu", MenuAction::Home),
            ],
        }
    }
}

/// The settings screen.
pub fn settings_menu(settings: &Settings) -> Menu {
    let mut items: Vec<MenuItem> = SettingKey::ALL
        .into_iter()
        .map(|key| MenuItem::new(key.label(settings), MenuAction::Toggle(key)))
        .collect();
    items.push(MenuItem::new("Back", MenuAction::Back));
    Menu {
        title: "Settings".to_string(),
        subtitle: String::new(),
        items,
    }
}

/// The statistics screen: a row per level and one for the daily puzzle.
pub fn statistics_menu(statistics: &Statistics, today: Date) -> Menu {
    let mut items: Vec<MenuItem> = Level::ALL
        .into_iter()
        .map(|level| {
            let record = statistics.level(level);
            let mut caption = format!("won {} of {}", record.won, record.started);
            if let Some(best) = record.best_time {
                let _ = write!(caption, " · best {}", clock(best));
            }
            if let Some(average) = record.average_time() {
                let _ = write!(caption, " · average {}", clock(average));
            }
            let _ = write!(
                caption,
                " · streak {} (best {})",
                record.current_streak, record.best_streak
            );
            MenuItem::new(level.name(), MenuAction::Info).with_caption(caption)
        })
        .collect();
    let daily = &statistics.daily;
    items.push(
        MenuItem::new("Daily puzzle", MenuAction::Info).with_caption(format!(
            "won {} · streak {} (best {})",
            daily.won,
            daily.streak_on(today),
            daily.best_streak
        )),
    );
    items.push(MenuItem::new("Back", MenuAction::Back));
    Menu {
        title: "Statistics".to_string(),
        subtitle: String::new(),
        items,
    }
}

/// How to bring in a puzzle.
pub fn import_menu(has_clipboard: bool) -> Menu {
    let mut items = Vec::new();
    if has_clipboard {
        items.push(
            MenuItem::new("Paste from the clipboard", MenuAction::Paste)
                .with_caption("81 characters, . or 0 for empty, or a grid"),
        );
    }
    items.push(
        MenuItem::new("Type it on the board", MenuAction::TypeIn)
            .with_caption("Enter the givens with the pad, then Start"),
    );
    items.push(MenuItem::new("Back", MenuAction::Back));
    Menu {
        title: "Import a puzzle".to_string(),
        subtitle: "Checked for clashes and a single solution, then graded".to_string(),
        items,
    }
}

/// The screen shown while a puzzle is being made.
pub fn generating_menu(level: Level) -> Menu {
    Menu {
        title: format!("Making a {} puzzle", level.name()),
        subtitle: String::new(),
        items: vec![MenuItem::new("Cancel", MenuAction::Cancel)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::game::import;

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
        assert_eq!(menu.items.len(), 6);
    }

    #[test]
    fn every_setting_toggles_and_comes_back() {
        for key in SettingKey::ALL {
            let mut settings = Settings::default();
            let label = key.label(&settings);
            key.toggle(&mut settings);
            assert_ne!(key.label(&settings), label, "{key:?}");
            key.toggle(&mut settings);
            if key == SettingKey::Theme {
                key.toggle(&mut settings);
            }
            assert_eq!(settings, Settings::default(), "{key:?}");
        }
        assert_eq!(settings_menu(&Settings::default()).items.len(), 11);
    }

    #[test]
    fn the_level_menu_names_techniques() {
        let menu = levels_menu();
        assert_eq!(menu.items.len(), 6);
        assert_eq!(menu.items[0].caption, "Singles only");
        assert_eq!(menu.items[5].action, MenuAction::Back);
    }

    #[test]
    fn statistics_show_each_level_and_the_daily_streak() {
        let mut stats = Statistics::default();
        stats.record_start(Level::Hard);
        stats.record_win(
            Level::Hard,
            Duration::from_secs(300),
            Some(date("2024-01-01")),
        );
        let menu = statistics_menu(&stats, date("2024-01-02"));
        assert_eq!(
            menu.items[2].caption,
            "won 1 of 1 · best 5:00 · average 5:00 · streak 1 (best 1)"
        );
        assert_eq!(menu.items[5].caption, "won 1 · streak 1 (best 1)");
        assert!(menu
            .items
            .iter()
            .all(|item| item.action == MenuAction::Info || item.action == MenuAction::Back));
    }

    #[test]
    fn a_won_game_shows_its_time_and_best() {
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        game.tick(Duration::from_secs(95));
        let solution = *game.puzzle().solution();
        for cell in game.board().empty_cells() {
            let _ = game.apply(peerless::game::Move::Enter {
                cell,
                digit: solution.get(cell).unwrap(),
            });
        }
        let mut stats = Statistics::default();
        stats.record_game_start(&game);
        stats.record_game_end(&game);
        let menu = over_menu(&game, &stats);
        assert_eq!(menu.title, "Solved!");
        assert_eq!(menu.subtitle, "Easy in 1:35 · best 1:35");
    }
}
