//! The player's settings: what to highlight, what to check, how input works, which theme.

use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::l10n::Language;
use crate::names::{parse_name, ParseNameError};
use crate::variant::Kind;

use super::marks::NoteKind;
use super::unknown::UnknownFields;

/// The player's choices, saved with the game.
///
/// Every field has a default, and a save that lacks a field (written before the field existed)
/// gets the default for it, so adding a setting never makes an old save unreadable.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
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
    /// A Killer's cages each in a soft tint, no two touching cages alike, so the cages read
    /// at a glance (the outlines alone can be hard to follow on a small phone). Off by
    /// default: the outlines are how the puzzle books print a Killer. Written only when on,
    /// so a classic player's save is what it was before the setting existed.
    #[serde(skip_serializing_if = "is_off")]
    pub cage_tints: bool,
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
    /// preferred languages the game speaks, else English). Saved as its tag (`"de"`); a tag
    /// this version does not speak (a newer one's) reads as the system's.
    #[serde(with = "language_tag")]
    pub language: Option<Language>,
    /// Whether the player set [`Settings::spell_out_cells`] themselves. Until then, a player
    /// whose screen reader connects gets cells spelled out, as a voice reads them best.
    pub cell_names_chosen: bool,
    /// How the candidates (the centre-note layer) are drawn: in fixed places, as most players
    /// know them, or as SudokuPad's centre notes. Saved only when not the default, so a save
    /// written before it came is written again as it was.
    #[serde(skip_serializing_if = "is_default")]
    pub candidate_style: CandidateStyle,
    /// The kind of mark the notes tool turns on with one tap: the kind the player last chose
    /// (its chooser, or the keys `X` `C` `V`), candidates until then. Saved only when not the
    /// default.
    #[serde(skip_serializing_if = "is_default")]
    pub note_kind: NoteKind,
    /// The kind of puzzle the start screen's levels and daily puzzle start: the one the
    /// player last chose there (classic until then). Saved only when not the default.
    #[serde(skip_serializing_if = "is_default")]
    pub kind: Kind,
    /// The settings a newer version saved that this one does not know, written back as they
    /// were read.
    #[serde(flatten)]
    pub unknown: UnknownFields,
}

/// Whether `value` is its type's default: a setting left as it came says nothing in a save.
fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// How the candidates are drawn. Saved by its name (`"places"`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CandidateStyle {
    /// Each candidate small in its fixed place, 1 top left to 9 bottom right: as Sudoku.com,
    /// Good Sudoku and the newspapers' apps draw them, and as the eye finds a digit at once.
    #[default]
    Places,
    /// One line across the middle, centred, wrapping to a second line when long: SudokuPad's
    /// centre notes, beside its corner notes.
    Centred,
}

impl CandidateStyle {
    /// Both styles, in the order the settings screen shows them.
    pub const ALL: [CandidateStyle; 2] = [CandidateStyle::Places, CandidateStyle::Centred];
}

/// How large digits are drawn. Saved by its name (`"large"`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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

impl Settings {
    /// A screen reader connected: hints name cells in words from now on, as a voice reads them
    /// best, unless the player chose how cells are named. Whether anything changed.
    pub fn a_listener_connected(&mut self) -> bool {
        let change = !self.cell_names_chosen && !self.spell_out_cells;
        self.spell_out_cells |= change;
        change
    }
}

/// Whether a switch is off, for settings written only when on.
fn is_off(on: &bool) -> bool {
    !*on
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
            cage_tints: false,
            haptics: true,
            spell_out_cells: false,
            speak_position_first: false,
            speak_candidates: true,
            large_hint_text: false,
            language: None,
            cell_names_chosen: false,
            candidate_style: CandidateStyle::Places,
            note_kind: NoteKind::Centre,
            kind: Kind::Classic,
            unknown: UnknownFields::default(),
        }
    }
}

/// The language setting in a save: a tag, or `null` for the system's.
mod language_tag {
    use super::*;

    pub fn serialize<S: Serializer>(
        language: &Option<Language>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        language.map(Language::tag).serialize(serializer)
    }

    /// A tag this version does not speak is the system's language, not an error: a newer
    /// version may speak more languages.
    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Language>, D::Error> {
        let tag = Option::<String>::deserialize(deserializer)?;
        Ok(tag.and_then(|tag| tag.parse().ok()))
    }
}

/// The colour theme. Saved by its [`Theme::name`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
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
    fn a_listener_hears_cells_spelled_unless_the_player_chose() {
        let mut settings = Settings::default();
        assert!(settings.a_listener_connected());
        assert!(settings.spell_out_cells);
        assert!(!settings.a_listener_connected());
        let mut chose_compact = Settings {
            cell_names_chosen: true,
            ..Settings::default()
        };
        assert!(!chose_compact.a_listener_connected());
        assert!(!chose_compact.spell_out_cells);
    }

    #[test]
    fn cage_tints_are_written_only_when_on_and_read_back() {
        let off = serde_json::to_string(&Settings::default()).unwrap();
        assert!(!off.contains("cage_tints"), "{off}");
        let on = Settings {
            cage_tints: true,
            ..Settings::default()
        };
        let json = serde_json::to_string(&on).unwrap();
        assert!(json.contains("\"cage_tints\":true"), "{json}");
        assert_eq!(read(&json).unwrap(), on);
        assert!(!read(&off).unwrap().cage_tints);
    }

    fn read(json: &str) -> Result<Settings, serde_json::Error> {
        serde_json::from_str(json)
    }

    #[test]
    fn missing_fields_take_their_defaults() {
        let settings = read(r#"{"theme":"dark","mistake_limit":3}"#).unwrap();
        assert_eq!(settings.theme, Theme::Dark);
        assert_eq!(settings.mistake_limit, Some(3));
        assert!(settings.highlight_peers);
        assert!(!settings.cell_info);
        // A save from before the candidates' styles: candidates in their places, the notes
        // tool turning them on.
        assert_eq!(settings.candidate_style, CandidateStyle::Places);
        assert_eq!(settings.note_kind, NoteKind::Centre);
        assert_eq!(settings.kind, Kind::Classic);
        let chosen =
            read(r#"{"candidate_style":"centred","note_kind":"corner","kind":"killer"}"#).unwrap();
        assert_eq!(
            (chosen.candidate_style, chosen.note_kind, chosen.kind),
            (CandidateStyle::Centred, NoteKind::Corner, Kind::Killer)
        );
        // Left as they came, they say nothing: an old save is written again as it was.
        let json = serde_json::to_string(&Settings::default()).unwrap();
        assert!(
            !json.contains("candidate_style")
                && !json.contains("note_kind")
                && !json.contains("kind"),
            "{json}"
        );
        assert_eq!(
            read(&serde_json::to_string(&chosen).unwrap()).unwrap(),
            chosen
        );
    }

    #[test]
    fn theme_names_are_the_saved_names_and_parse_in_any_case() {
        for theme in Theme::ALL {
            // The name is what a save holds, so the two can never disagree.
            let json = serde_json::to_string(&theme).unwrap();
            assert_eq!(json, format!("\"{}\"", theme.name()));
            assert_eq!(serde_json::from_str::<Theme>(&json).unwrap(), theme);
            assert_eq!(theme.name().parse(), Ok(theme));
            assert_eq!(theme.name().to_uppercase().parse(), Ok(theme));
        }
        for size in DigitSize::ALL {
            let json = serde_json::to_string(&size).unwrap();
            assert_eq!(json, format!("\"{}\"", size.name()));
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
            let json = serde_json::to_string(&settings).unwrap();
            assert_eq!(read(&json).unwrap(), settings);
        }
        let settings = read(r#"{"language":"de"}"#).unwrap();
        assert_eq!(settings.language, Some(Language::German));
        for other in [r#"{"language":"ko"}"#, r#"{"language":null}"#, "{}"] {
            assert_eq!(read(other).unwrap().language, None);
        }
        assert!(read(r#"{"language":7}"#).is_err());
    }

    #[test]
    fn settings_round_trip() {
        let settings = Settings {
            digit_first: true,
            theme: Theme::Light,
            mistake_limit: Some(Settings::STANDARD_MISTAKE_LIMIT),
            ..Settings::default()
        };
        let json = serde_json::to_string(&settings).unwrap();
        assert_eq!(read(&json).unwrap(), settings);
        let error = read(r#"{"theme":"sepia"}"#).unwrap_err().to_string();
        assert!(
            error.starts_with("unknown variant `sepia`, expected one of `system`, `light`, `dark`"),
            "{error}"
        );
    }
}
