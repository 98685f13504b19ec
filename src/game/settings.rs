//! The player's settings: what to highlight, what to check, how input works, which theme.

use std::str::FromStr;

use crate::json::{json_names, FromJson, Json, JsonError, ToJson};
use crate::l10n::Language;
use crate::names::{parse_name, ParseNameError};

/// The player's choices, saved with the game.
///
/// Every field has a default, and a save that lacks a field (written before the field existed)
/// gets the default for it, so adding a setting never makes an old save unreadable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Tint the selected cell's row, column and box, so the cells it constrains stand out.
    pub highlight_peers: bool,
    /// Highlight the cells (and notes) holding the selected cell's digit: the usual way players
    /// scan for where a digit can still go.
    pub highlight_same_digit: bool,
    /// Mark both cells of every clash.
    pub show_conflicts: bool,
    /// Judge each entry against the solution: a wrong digit is shown and counted as a mistake.
    /// Off, the game says nothing until the board is full, as on paper.
    pub check_mistakes: bool,
    /// How many mistakes lose the game, or `None` for no limit. Only counted mistakes can lose,
    /// so this does nothing while `check_mistakes` is off.
    pub mistake_limit: Option<u32>,
    /// Entering a digit removes it from the notes of the cell's peers, where it can no longer go.
    pub auto_remove_notes: bool,
    /// Show the clock while playing (it runs either way, for the statistics).
    pub show_timer: bool,
    /// Light, dark, or whatever the system uses.
    pub theme: Theme,
    /// Choose a digit first, then tap the cells it goes in (instead of cell first, then digit):
    /// faster for filling one digit across the board, and kinder to small cells on a phone.
    pub digit_first: bool,
    /// Show a panel with the selected cell's candidates and peers, for players learning
    /// techniques. Off by default: it gives away what a player may want to find.
    pub cell_info: bool,
    /// How large digits are drawn in the cells (the cells and buttons keep their size, so touch
    /// targets stay at their minimum).
    pub digit_size: DigitSize,
    /// In landscape, the tools and pad on the left of the board instead of the right: for a
    /// left hand.
    pub tools_left: bool,
    /// No flash when a unit is completed and no celebration at a win.
    pub reduced_motion: bool,
    /// A short vibration when a digit is entered, a distinct one for a mistake (on phones).
    pub haptics: bool,
    /// Hints name cells in words, `row 3, column 7`, instead of the compact `r3c7` players of
    /// the forums use: kinder to a player new to the notation.
    pub spell_out_cells: bool,
    /// A screen reader says where a cell is before what it holds (`row 3, column 7, 5`), for
    /// players who navigate by position; off, the value comes first, as in the dedicated apps.
    pub speak_position_first: bool,
    /// A screen reader speaks a cell's candidates and corner notes when it reaches the cell;
    /// off, they are its description, read on request.
    pub speak_candidates: bool,
    /// The line under the pad (a hint's sentence) in larger text.
    pub large_hint_text: bool,
    /// The language the game speaks, or `None` for the system's (the first of the player's
    /// preferred languages the game speaks, else English).
    pub language: Option<Language>,
}

/// How large digits are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum DigitSize {
    /// Smaller than usual: more space around notes.
    Small,
    /// The usual size, about 60% of a cell.
    #[default]
    Normal,
    /// Larger, for eyes that need it.
    Large,
}

impl DigitSize {
    /// Every size, in the order the settings screen steps through them.
    pub const ALL: [DigitSize; 3] = [DigitSize::Small, DigitSize::Normal, DigitSize::Large];

    /// The name the settings screen shows.
    pub const fn name(self) -> &'static str {
        match self {
            DigitSize::Small => "small",
            DigitSize::Normal => "normal",
            DigitSize::Large => "large",
        }
    }

    /// The next size, for a setting that steps through them.
    pub fn next(self) -> DigitSize {
        match self {
            DigitSize::Small => DigitSize::Normal,
            DigitSize::Normal => DigitSize::Large,
            DigitSize::Large => DigitSize::Small,
        }
    }

    /// How much larger than normal digits and notes are drawn.
    pub fn scale(self) -> f32 {
        match self {
            DigitSize::Small => 0.85,
            DigitSize::Normal => 1.0,
            DigitSize::Large => 1.2,
        }
    }
}

impl Settings {
    /// The mistake limit players know from the common apps: three mistakes and the game is lost.
    pub const STANDARD_MISTAKE_LIMIT: u32 = 3;
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            highlight_peers: true,
            highlight_same_digit: true,
            show_conflicts: true,
            check_mistakes: true,
            mistake_limit: None,
            auto_remove_notes: true,
            show_timer: true,
            theme: Theme::System,
            digit_first: false,
            cell_info: false,
            digit_size: DigitSize::Normal,
            tools_left: false,
            reduced_motion: false,
            haptics: true,
            spell_out_cells: false,
            speak_position_first: false,
            speak_candidates: true,
            large_hint_text: false,
            language: None,
        }
    }
}

json_names!(DigitSize {
    Small => "small",
    Normal => "normal",
    Large => "large",
});

impl ToJson for Settings {
    fn to_json(&self) -> Json {
        let Settings {
            highlight_peers,
            highlight_same_digit,
            show_conflicts,
            check_mistakes,
            mistake_limit,
            auto_remove_notes,
            show_timer,
            theme,
            digit_first,
            cell_info,
            digit_size,
            tools_left,
            reduced_motion,
            haptics,
            spell_out_cells,
            speak_position_first,
            speak_candidates,
            large_hint_text,
            language,
        } = self;
        Json::object([
            ("highlight_peers", highlight_peers.to_json()),
            ("highlight_same_digit", highlight_same_digit.to_json()),
            ("show_conflicts", show_conflicts.to_json()),
            ("check_mistakes", check_mistakes.to_json()),
            ("mistake_limit", mistake_limit.to_json()),
            ("auto_remove_notes", auto_remove_notes.to_json()),
            ("show_timer", show_timer.to_json()),
            ("theme", theme.to_json()),
            ("digit_first", digit_first.to_json()),
            ("cell_info", cell_info.to_json()),
            ("digit_size", digit_size.to_json()),
            ("tools_left", tools_left.to_json()),
            ("reduced_motion", reduced_motion.to_json()),
            ("haptics", haptics.to_json()),
            ("spell_out_cells", spell_out_cells.to_json()),
            ("speak_position_first", speak_position_first.to_json()),
            ("speak_candidates", speak_candidates.to_json()),
            ("large_hint_text", large_hint_text.to_json()),
            ("language", language.map(|l| l.tag().to_string()).to_json()),
        ])
    }
}

impl FromJson for Settings {
    /// Every setting the save lacks takes its default.
    fn from_json(json: &Json) -> Result<Settings, JsonError> {
        let fields = json.fields()?;
        let default = Settings::default();
        Ok(Settings {
            highlight_peers: fields.or("highlight_peers", default.highlight_peers)?,
            highlight_same_digit: fields
                .or("highlight_same_digit", default.highlight_same_digit)?,
            show_conflicts: fields.or("show_conflicts", default.show_conflicts)?,
            check_mistakes: fields.or("check_mistakes", default.check_mistakes)?,
            mistake_limit: fields.or("mistake_limit", default.mistake_limit)?,
            auto_remove_notes: fields.or("auto_remove_notes", default.auto_remove_notes)?,
            show_timer: fields.or("show_timer", default.show_timer)?,
            theme: fields.or("theme", default.theme)?,
            digit_first: fields.or("digit_first", default.digit_first)?,
            cell_info: fields.or("cell_info", default.cell_info)?,
            digit_size: fields.or("digit_size", default.digit_size)?,
            tools_left: fields.or("tools_left", default.tools_left)?,
            reduced_motion: fields.or("reduced_motion", default.reduced_motion)?,
            haptics: fields.or("haptics", default.haptics)?,
            spell_out_cells: fields.or("spell_out_cells", default.spell_out_cells)?,
            speak_position_first: fields
                .or("speak_position_first", default.speak_position_first)?,
            speak_candidates: fields.or("speak_candidates", default.speak_candidates)?,
            large_hint_text: fields.or("large_hint_text", default.large_hint_text)?,
            // A language this version does not speak (a newer one's) is the system's.
            language: fields
                .or::<Option<String>>("language", None)?
                .and_then(|tag| tag.parse().ok()),
        })
    }
}

/// The colour theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Follow the system's light or dark mode, where the platform tells us.
    #[default]
    System,
    /// Dark digits on a light board.
    Light,
    /// Light digits on a dark board.
    Dark,
}

impl Theme {
    /// Every theme, in the order the settings screen cycles through them.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The name the settings screen shows and a save stores (`system`, `light`, `dark`);
    /// [`FromStr`] reads it back in any case.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The names of [`Theme::ALL`], in order, for parsing and its error message.
    const NAMES: [&'static str; 3] = [
        Theme::ALL[0].name(),
        Theme::ALL[1].name(),
        Theme::ALL[2].name(),
    ];
}

json_names!(Theme {
    System => "system",
    Light => "light",
    Dark => "dark",
});

impl FromStr for Theme {
    type Err = ParseNameError;

    /// The theme [`Theme::name`] calls `text`, in any case (`dark`, `Dark`), as a script or a
    /// command line gives it; anything else is an error that lists the themes.
    fn from_str(text: &str) -> Result<Theme, ParseNameError> {
        parse_name(text, "theme", &Theme::ALL, &Theme::NAMES)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_fields_take_their_defaults() {
        let json = Json::parse(br#"{"theme":"dark","mistake_limit":3}"#).unwrap();
        let settings = Settings::from_json(&json).unwrap();
        assert_eq!(settings.theme, Theme::Dark);
        assert_eq!(settings.mistake_limit, Some(3));
        assert!(settings.highlight_peers);
        assert!(!settings.cell_info);
    }

    #[test]
    fn theme_names_are_the_saved_names_and_parse_in_any_case() {
        for theme in Theme::ALL {
            // The name is what a save holds, so the two can never disagree.
            assert_eq!(theme.to_json().to_text(), format!("\"{}\"", theme.name()));
            assert_eq!(Theme::from_json(&theme.to_json()), Ok(theme));
            assert_eq!(theme.name().parse(), Ok(theme));
            assert_eq!(theme.name().to_uppercase().parse(), Ok(theme));
        }
        assert_eq!(
            "sepia".parse::<Theme>().unwrap_err().to_string(),
            "unknown theme 'sepia' (system, light or dark)"
        );
    }

    #[test]
    fn the_language_is_kept_by_its_tag_and_one_this_version_lacks_is_the_systems() {
        for language in Language::ALL.map(Some).into_iter().chain([None]) {
            let settings = Settings {
                language,
                ..Settings::default()
            };
            let json = Json::parse(settings.to_json().to_text().as_bytes()).unwrap();
            assert_eq!(Settings::from_json(&json), Ok(settings));
        }
        let german = Json::parse(br#"{"language":"de"}"#).unwrap();
        let settings = Settings::from_json(&german).unwrap();
        assert_eq!(settings.language, Some(Language::German));
        for other in [
            br#"{"language":"ko"}"#.as_slice(),
            br#"{"language":null}"#,
            b"{}",
        ] {
            let json = Json::parse(other).unwrap();
            assert_eq!(Settings::from_json(&json).unwrap().language, None);
        }
        let wrong = Json::parse(br#"{"language":7}"#).unwrap();
        assert!(Settings::from_json(&wrong).is_err());
    }

    #[test]
    fn settings_round_trip() {
        let settings = Settings {
            digit_first: true,
            theme: Theme::Light,
            mistake_limit: Some(Settings::STANDARD_MISTAKE_LIMIT),
            ..Settings::default()
        };
        let json = Json::parse(settings.to_json().to_text().as_bytes()).unwrap();
        assert_eq!(Settings::from_json(&json), Ok(settings));
        let wrong = Json::parse(br#"{"theme":"sepia"}"#).unwrap();
        assert_eq!(
            Settings::from_json(&wrong).unwrap_err().to_string(),
            "theme: expected one of 'system', 'light', 'dark', found 'sepia'"
        );
    }
}
