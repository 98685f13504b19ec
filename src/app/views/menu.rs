//! A menu screen as data: which screen shows ([`Screen`]), its title, lines and buttons
//! ([`Menu`], [`MenuItem`]), what each button does ([`MenuAction`]) and how the screen is laid
//! out ([`MenuShape`]). Built once when the screen opens; the drawing, the hit tests, the
//! screen reader and the scripts all read the same menu.

use peerless::board::Board;
use peerless::logic::{Level, Technique};
use peerless::sets::CellSet;

use crate::app::views::chart::Chart;
use crate::app::views::icons::Icon;
use crate::app::views::settings::{SettingKey, SettingsGroup};

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
    /// The keyboard's shortcuts.
    Keys,
    /// The statistics.
    Statistics,
    /// How to bring in a puzzle: paste or type.
    Import,
    /// Typing a puzzle's givens on an empty board.
    Entry,
    /// A new game was asked for while one is in progress: continue that one, or replace it.
    Replace,
    /// A past day's daily puzzle already won was asked for again: replay it, or not.
    Replay,
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
    /// Play again a past day's puzzle already won.
    Replay,
    /// Choose a level for a new game.
    NewGame,
    /// The kind of puzzle a new game is (the start screen's Classic and Killer): a segment
    /// chooses its kind, a tap elsewhere on the row the next one.
    Kind,
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
    /// Bring in a photo of a printed puzzle.
    Photo,
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
    /// Show the keyboard's shortcuts.
    Keys,
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

impl MenuAction {
    /// The level a button that does this is about (a level to play, to see the statistics or
    /// the library of, a technique's lesson), whose colour marks the button.
    pub fn level(self) -> Option<Level> {
        match self {
            MenuAction::Level(level)
            | MenuAction::StatisticsOf(level)
            | MenuAction::LearnLevel(level) => Some(level),
            MenuAction::Lesson(technique) => Some(technique.level()),
            _ => None,
        }
    }

    /// The icon at the left of a button that does this, if any: the actions a player meets on
    /// many screens (play, new, back, share, the start screen's places), never a choice among
    /// equals (a level, a language, a setting's value).
    pub fn icon(self) -> Option<Icon> {
        Some(match self {
            MenuAction::Continue | MenuAction::PlayOn => Icon::Play,
            MenuAction::NewGame => Icon::Add,
            MenuAction::Daily => Icon::Today,
            MenuAction::Import | MenuAction::Paste => Icon::Paste,
            MenuAction::TypeIn | MenuAction::Keys => Icon::Keyboard,
            MenuAction::Photo => Icon::Photo,
            MenuAction::Statistics => Icon::Chart,
            MenuAction::Settings => Icon::Settings,
            MenuAction::Languages => Icon::Language,
            MenuAction::CopyResult => Icon::Share,
            MenuAction::CopyPuzzle => Icon::Copy,
            MenuAction::CopyLink => Icon::Link,
            MenuAction::Restart | MenuAction::Replay => Icon::Replay,
            MenuAction::Back => Icon::Back,
            MenuAction::Home => Icon::Home,
            MenuAction::Learn => Icon::School,
            MenuAction::NextPage => Icon::Next,
            _ => return None,
        })
    }
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
    /// The screen's primary action (the summary's next game), drawn filled with the accent;
    /// a look only, unlike `on`, which is a state.
    pub primary: bool,
    /// A setting that is on or off: its state, drawn as a switch at the button's right end
    /// in place of its value's word (which the screen reader still says).
    pub switch: Option<bool>,
    /// A setting chosen among a few words: the words, drawn as a segmented control at the
    /// button's right end in place of the value's word (which the screen reader still says);
    /// a tap on one chooses it, a tap on the name moves to the next. Empty for any other.
    pub choices: Vec<String>,
    /// Which of `choices` is chosen.
    pub chosen: usize,
    /// How many of how many are done, drawn as a bar along the button's foot in its level's
    /// colour (the library's levels: how many of their techniques were found), if any.
    pub progress: Option<(usize, usize)>,
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
            primary: false,
            switch: None,
            choices: Vec::new(),
            chosen: 0,
            progress: None,
            action,
        }
    }

    /// The item with a setting's value at its right end.
    pub fn with_value(mut self, value: impl Into<String>) -> MenuItem {
        self.value = value.into();
        self
    }

    /// Whether the button is drawn filled with the accent: switched on, or the primary action.
    pub fn filled(&self) -> bool {
        self.on || self.primary
    }

    /// The item as the screen's primary action (see [`MenuItem::primary`]).
    pub fn primary(mut self) -> MenuItem {
        self.primary = true;
        self
    }

    /// The item as a switch in state `on` (see [`MenuItem::switch`]).
    pub fn with_switch(mut self, on: Option<bool>) -> MenuItem {
        self.switch = on;
        self
    }

    /// The item with `done` of `all` done (see [`MenuItem::progress`]).
    pub fn with_progress(mut self, done: usize, all: usize) -> MenuItem {
        self.progress = Some((done, all));
        self
    }

    /// The share done, 0 to 1 (none of nothing).
    pub fn done(&self) -> Option<f32> {
        let (done, all) = self.progress?;
        Some((done as f32 / all.max(1) as f32).min(1.0))
    }

    /// The item as a choice among `choices`, `chosen` the one made (see [`MenuItem::choices`]).
    pub fn with_choices(mut self, choices: Vec<String>, chosen: usize) -> MenuItem {
        self.choices = choices;
        self.chosen = chosen;
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
    /// On the start screen: the day's puzzle is solved (its card shows a tick, not a way in).
    pub done: bool,
    /// A figure shown large: the summary's time.
    pub figure: String,
    /// A row of cards, each a figure over its name (the summary's best, median and streak),
    /// as the statistics show theirs; a screen reader reads each as its name and figure.
    pub cards: Vec<(String, String)>,
}

/// How a menu screen is laid out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MenuShape {
    /// A column of buttons under the title.
    #[default]
    List,
    /// The end of a game: the finished grid and lines of text, then the buttons.
    Summary,
    /// The statistics: the first five buttons are the levels, in a row under the title; a chart
    /// and a calendar follow; the other buttons close the screen.
    Statistics,
    /// The start screen (`layout/start.rs`): the game in progress as a card with its board in
    /// miniature (the menu's grid) when there is one, the day's puzzle as a card, the levels as
    /// one row under the words "New game" (the menu's one body line), and the other screens as
    /// a row of icon buttons.
    Start,
}

/// The focus on a menu: the button it is on (the keyboard's and the screen reader's, one
/// focus), and whether its ring is drawn (once the keyboard or a screen reader moved it; a tap
/// hides it again).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Focus {
    /// The button, if any.
    pub index: Option<usize>,
    /// Whether its ring is drawn.
    pub ring: bool,
}

impl Menu {
    /// Whether button `index` can be pressed (it is not a line of information).
    pub fn actionable(&self, index: usize) -> bool {
        self.items
            .get(index)
            .is_some_and(|item| item.action != MenuAction::Info)
    }

    /// Whether the focus stops at item `index`: a button, or a line of information (the Keys
    /// screen's keys), which a player without sight reaches by Tab and the arrows to hear it,
    /// though nothing presses it.
    pub fn focusable(&self, index: usize) -> bool {
        index < self.items.len()
    }

    /// The first item the focus stops at.
    pub fn first_focus(&self) -> Option<usize> {
        (0..self.items.len()).find(|&i| self.focusable(i))
    }

    /// The item after `from` (before it, when not `forward`) the focus stops at, going round
    /// the ends; with no `from`, the first (or the last).
    pub fn focus_step(&self, from: Option<usize>, forward: bool) -> Option<usize> {
        let count = self.items.len();
        if count == 0 {
            return None;
        }
        let start = match (from, forward) {
            (Some(i), _) => i,
            (None, true) => count - 1,
            (None, false) => 0,
        };
        (1..=count)
            .map(|step| {
                if forward {
                    (start + step) % count
                } else {
                    (start + count - step % count) % count
                }
            })
            .find(|&i| self.focusable(i))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn menu(actions: &[MenuAction]) -> Menu {
        Menu {
            items: actions.iter().map(|&a| MenuItem::new("", a)).collect(),
            ..Menu::default()
        }
    }

    #[test]
    fn the_focus_stops_at_lines_of_information_too_and_goes_round() {
        // The lines (the Keys screen's keys) are read by going to them, as the buttons are;
        // only the buttons can be pressed.
        use MenuAction::{Back, Info, NewGame, Statistics};
        let m = menu(&[Info, NewGame, Info, Statistics, Back]);
        assert_eq!(m.first_focus(), Some(0));
        assert_eq!(m.focus_step(None, true), Some(0));
        assert_eq!(m.focus_step(None, false), Some(4));
        assert_eq!(m.focus_step(Some(0), true), Some(1));
        assert_eq!(m.focus_step(Some(1), true), Some(2));
        assert_eq!(m.focus_step(Some(4), true), Some(0), "round the end");
        assert_eq!(m.focus_step(Some(0), false), Some(4), "round the start");
        assert_eq!(m.focus_step(Some(3), false), Some(2));
        assert!(!m.actionable(0) && !m.actionable(2) && m.actionable(1));
        assert!(m.focusable(2) && !m.focusable(5));
        assert_eq!(menu(&[Info]).focus_step(None, true), Some(0));
        assert_eq!(menu(&[Info]).focus_step(Some(0), true), Some(0));
        assert_eq!(Menu::default().focus_step(Some(0), true), None);
        assert_eq!(Menu::default().first_focus(), None);
        assert_eq!(
            menu(&[Back]).focus_step(Some(0), true),
            Some(0),
            "a lone button"
        );
    }
}
