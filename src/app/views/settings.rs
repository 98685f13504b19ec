//! The settings as the menus show them: the groups a player looks for them in, each setting's
//! name and value in the player's language, and what a tap on it changes.

use peerless::game::{CandidateStyle, DigitSize, Settings, Theme};
use peerless::l10n::{Language, Message};

use crate::app::words::{self, text};

/// A group of settings, a screen of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SettingsGroup {
    /// Input, notes, the clock, vibration.
    Play,
    /// Theme, digit size, how the candidates are drawn, the hand, highlights, motion.
    Look,
    /// Clashes, mistakes, the cell-info panel.
    Help,
    /// How a screen reader speaks cells, and larger hint text.
    Accessibility,
}

impl SettingsGroup {
    /// Every group, in screen order.
    pub const ALL: [SettingsGroup; 4] = [
        SettingsGroup::Play,
        SettingsGroup::Look,
        SettingsGroup::Help,
        SettingsGroup::Accessibility,
    ];

    /// The group's name.
    pub fn name(self) -> String {
        text(match self {
            SettingsGroup::Play => "settings-play",
            SettingsGroup::Look => "settings-look",
            SettingsGroup::Help => "settings-help",
            SettingsGroup::Accessibility => "settings-accessibility",
        })
    }

    /// What the group holds, for its button: vibration named only where the device can vibrate
    /// (`haptics`), as only there the group has it.
    pub fn caption(self, haptics: bool) -> String {
        match self {
            SettingsGroup::Play => words::format(
                &Message::new("settings-play-caption")
                    .text("vibration", if haptics { "yes" } else { "no" }),
            ),
            SettingsGroup::Look => text("settings-look-caption"),
            SettingsGroup::Help => text("settings-help-caption"),
            SettingsGroup::Accessibility => text("settings-accessibility-caption"),
        }
    }

    /// The group's settings, in screen order; `haptics` says whether the platform can vibrate.
    pub fn keys(self, haptics: bool) -> Vec<SettingKey> {
        let mut keys = match self {
            SettingsGroup::Play => vec![
                SettingKey::DigitFirst,
                SettingKey::AutoRemoveNotes,
                SettingKey::ShowTimer,
                SettingKey::Haptics,
            ],
            SettingsGroup::Look => vec![
                SettingKey::Theme,
                SettingKey::DigitSize,
                SettingKey::CandidateStyle,
                SettingKey::ToolsLeft,
                SettingKey::HighlightPeers,
                SettingKey::HighlightSameDigit,
                SettingKey::ReducedMotion,
            ],
            SettingsGroup::Help => vec![
                SettingKey::ShowConflicts,
                SettingKey::CheckMistakes,
                SettingKey::MistakeLimit,
                SettingKey::CellInfo,
                SettingKey::CellNames,
                SettingKey::CageTints,
            ],
            SettingsGroup::Accessibility => vec![
                SettingKey::SpeakOrder,
                SettingKey::SpeakCandidates,
                SettingKey::LargeHintText,
            ],
        };
        keys.retain(|&key| haptics || key != SettingKey::Haptics);
        keys
    }
}

/// A setting a button changes to its next value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
    /// Small, normal or large digits.
    DigitSize,
    /// The candidates in their fixed places, or centred.
    CandidateStyle,
    /// The tools on the left in landscape.
    ToolsLeft,
    /// No flash or celebration.
    ReducedMotion,
    /// A Killer's cages in soft tints.
    CageTints,
    /// Vibration on entry and on a mistake.
    Haptics,
    /// Cells named `r3c7` or `row 3, column 7` in hints.
    CellNames,
    /// A screen reader says a cell's value or its position first.
    SpeakOrder,
    /// A screen reader speaks a cell's notes when it reaches it.
    SpeakCandidates,
    /// The hint's line in larger text.
    LargeHintText,
}

impl SettingKey {
    /// Every setting.
    #[cfg(test)]
    pub const ALL: [SettingKey; 20] = [
        SettingKey::Theme,
        SettingKey::HighlightPeers,
        SettingKey::HighlightSameDigit,
        SettingKey::ShowConflicts,
        SettingKey::CheckMistakes,
        SettingKey::MistakeLimit,
        SettingKey::AutoRemoveNotes,
        SettingKey::ShowTimer,
        SettingKey::DigitFirst,
        SettingKey::CellInfo,
        SettingKey::DigitSize,
        SettingKey::CandidateStyle,
        SettingKey::ToolsLeft,
        SettingKey::ReducedMotion,
        SettingKey::CageTints,
        SettingKey::Haptics,
        SettingKey::CellNames,
        SettingKey::SpeakOrder,
        SettingKey::SpeakCandidates,
        SettingKey::LargeHintText,
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
            SettingKey::DigitSize => settings.digit_size = settings.digit_size.next(),
            SettingKey::CandidateStyle => {
                settings.candidate_style = match settings.candidate_style {
                    CandidateStyle::Places => CandidateStyle::Centred,
                    CandidateStyle::Centred => CandidateStyle::Places,
                }
            }
            SettingKey::ToolsLeft => settings.tools_left ^= true,
            SettingKey::ReducedMotion => settings.reduced_motion ^= true,
            SettingKey::CageTints => settings.cage_tints ^= true,
            SettingKey::Haptics => settings.haptics ^= true,
            SettingKey::CellNames => {
                settings.spell_out_cells ^= true;
                settings.cell_names_chosen = true;
            }
            SettingKey::SpeakOrder => settings.speak_position_first ^= true,
            SettingKey::SpeakCandidates => settings.speak_candidates ^= true,
            SettingKey::LargeHintText => settings.large_hint_text ^= true,
        }
    }

    /// The setting's name.
    pub fn name(self) -> String {
        text(match self {
            SettingKey::Theme => "setting-theme",
            SettingKey::HighlightPeers => "setting-highlight-peers",
            SettingKey::HighlightSameDigit => "setting-highlight-same-digit",
            SettingKey::ShowConflicts => "setting-show-conflicts",
            SettingKey::CheckMistakes => "setting-check-mistakes",
            SettingKey::MistakeLimit => "setting-mistake-limit",
            SettingKey::AutoRemoveNotes => "setting-auto-remove-notes",
            SettingKey::ShowTimer => "setting-show-timer",
            SettingKey::DigitFirst => "setting-input",
            SettingKey::CellInfo => "setting-cell-info",
            SettingKey::DigitSize => "setting-digit-size",
            SettingKey::CandidateStyle => "setting-candidate-style",
            SettingKey::ToolsLeft => "setting-tools-left",
            SettingKey::ReducedMotion => "setting-reduced-motion",
            SettingKey::CageTints => "setting-cage-tints",
            SettingKey::Haptics => "setting-haptics",
            SettingKey::CellNames => "setting-cell-names",
            SettingKey::SpeakOrder => "setting-speak-order",
            SettingKey::SpeakCandidates => "setting-speak-candidates",
            SettingKey::LargeHintText => "setting-large-hint-text",
        })
    }

    /// The values a setting chooses among, as message ids in screen order, where they are few
    /// and each a word (the theme, the digit size, the hand): drawn as a segmented control,
    /// every value a tap away and the chosen one seen among the others. Empty for a switch and
    /// for a choice among phrases (`Cell first`, `row 3, column 7`), which shows its value's
    /// words and changes to the next on a tap.
    pub fn choices(self) -> &'static [&'static str] {
        match self {
            SettingKey::Theme => &[
                "value-theme-system",
                "value-theme-light",
                "value-theme-dark",
            ],
            SettingKey::DigitSize => &["value-small", "value-normal", "value-large"],
            SettingKey::CandidateStyle => &["value-grid", "value-centre"],
            SettingKey::ToolsLeft => &["value-left", "value-right"],
            _ => &[],
        }
    }

    /// Which of its [`SettingKey::choices`] the setting has (0 for a setting without).
    pub fn chosen(self, settings: &Settings) -> usize {
        match self {
            SettingKey::Theme => match settings.theme {
                Theme::System => 0,
                Theme::Light => 1,
                Theme::Dark => 2,
            },
            SettingKey::DigitSize => DigitSize::ALL
                .iter()
                .position(|&size| size == settings.digit_size)
                .unwrap_or(1),
            SettingKey::CandidateStyle => CandidateStyle::ALL
                .iter()
                .position(|&style| style == settings.candidate_style)
                .unwrap_or(0),
            SettingKey::ToolsLeft => usize::from(!settings.tools_left),
            _ => 0,
        }
    }

    /// Sets the setting to its choice `index`: the next value until it is that one, so a
    /// choice and a tap that moves on change a setting in one way (nothing for an index
    /// beyond the choices).
    pub fn choose(self, settings: &mut Settings, index: usize) {
        for _ in 0..self.choices().len() {
            if self.chosen(settings) == index {
                return;
            }
            self.toggle(settings);
        }
    }

    /// The setting's state where it is on or off (drawn as a switch), else `None` (a choice
    /// among named values, drawn as its value's word).
    pub fn switch(self, settings: &Settings) -> Option<bool> {
        Some(match self {
            SettingKey::HighlightPeers => settings.highlight_peers,
            SettingKey::HighlightSameDigit => settings.highlight_same_digit,
            SettingKey::ShowConflicts => settings.show_conflicts,
            SettingKey::CheckMistakes => settings.check_mistakes,
            SettingKey::AutoRemoveNotes => settings.auto_remove_notes,
            SettingKey::ShowTimer => settings.show_timer,
            SettingKey::CellInfo => settings.cell_info,
            SettingKey::ReducedMotion => settings.reduced_motion,
            SettingKey::CageTints => settings.cage_tints,
            SettingKey::Haptics => settings.haptics,
            SettingKey::SpeakCandidates => settings.speak_candidates,
            SettingKey::LargeHintText => settings.large_hint_text,
            _ => return None,
        })
    }

    /// The setting's value as its button shows it (and a screen reader says it): for a
    /// choice, its chosen word.
    pub fn value(self, settings: &Settings) -> String {
        let on = |value: bool| if value { "value-on" } else { "value-off" };
        let id = match self {
            // `chosen` is always one of the choices.
            SettingKey::Theme
            | SettingKey::DigitSize
            | SettingKey::CandidateStyle
            | SettingKey::ToolsLeft => self.choices()[self.chosen(settings)],
            SettingKey::HighlightPeers => on(settings.highlight_peers),
            SettingKey::HighlightSameDigit => on(settings.highlight_same_digit),
            SettingKey::ShowConflicts => on(settings.show_conflicts),
            SettingKey::CheckMistakes => on(settings.check_mistakes),
            SettingKey::MistakeLimit => match settings.mistake_limit {
                Some(limit) => return limit.to_string(),
                None => "value-none",
            },
            SettingKey::AutoRemoveNotes => on(settings.auto_remove_notes),
            SettingKey::ShowTimer => on(settings.show_timer),
            SettingKey::DigitFirst if settings.digit_first => "value-digit-first",
            SettingKey::DigitFirst => "value-cell-first",
            SettingKey::CellInfo => on(settings.cell_info),
            SettingKey::ReducedMotion => on(settings.reduced_motion),
            SettingKey::CageTints => on(settings.cage_tints),
            SettingKey::Haptics => on(settings.haptics),
            // The cell names as a hint would say them, in the language's words.
            SettingKey::CellNames => {
                let names = if settings.spell_out_cells {
                    peerless::l10n::CellNames::Spelled
                } else {
                    peerless::l10n::CellNames::Compact
                };
                let Some(cell) = peerless::board::Cell::at(2, 6) else {
                    return String::new();
                };
                let message = Message::new("value-cell-name").cell("cell", cell);
                return words::format_with(&message, names);
            }
            SettingKey::SpeakOrder if settings.speak_position_first => "value-position-first",
            SettingKey::SpeakOrder => "value-value-first",
            SettingKey::SpeakCandidates => on(settings.speak_candidates),
            SettingKey::LargeHintText => on(settings.large_hint_text),
        };
        text(id)
    }
}

/// The language setting's value: the chosen language's own name, or "System" when it follows
/// the system's (the language spoken then).
pub fn language_value(chosen: Option<Language>) -> String {
    match chosen {
        Some(language) => language.native_name().to_string(),
        None => text("value-language-system"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_sets_its_value_and_each_value_is_one_of_the_choices() {
        for key in SettingKey::ALL {
            let choices = key.choices();
            let mut settings = Settings::default();
            for (index, id) in choices.iter().enumerate().rev() {
                key.choose(&mut settings, index);
                assert_eq!(key.chosen(&settings), index, "{key:?}");
                // The value the screen reader says is the segment's word.
                assert_eq!(key.value(&settings), text(id), "{key:?}");
            }
            // A choice beyond the list changes nothing.
            let before = settings.clone();
            key.choose(&mut settings, choices.len());
            assert_eq!(settings, before, "{key:?}");
            // A choice is never also a switch.
            assert!(
                choices.is_empty() || key.switch(&settings).is_none(),
                "{key:?}"
            );
        }
        let mut settings = Settings::default();
        SettingKey::DigitSize.choose(&mut settings, 2);
        assert_eq!(settings.digit_size, DigitSize::Large);
        SettingKey::ToolsLeft.choose(&mut settings, 0);
        assert!(settings.tools_left);
        SettingKey::Theme.choose(&mut settings, 2);
        assert_eq!(settings.theme, Theme::Dark);
        SettingKey::CandidateStyle.choose(&mut settings, 1);
        assert_eq!(settings.candidate_style, CandidateStyle::Centred);
    }

    #[test]
    fn every_setting_changes_its_value_and_comes_back() {
        for key in SettingKey::ALL {
            let mut settings = Settings::default();
            let value = key.value(&settings);
            key.toggle(&mut settings);
            assert_ne!(key.value(&settings), value, "{key:?}");
            // Naming cells once marks the choice as the player's, and that stays.
            assert_eq!(settings.cell_names_chosen, key == SettingKey::CellNames);
            let mut steps = 1;
            while settings
                != (Settings {
                    cell_names_chosen: settings.cell_names_chosen,
                    ..Settings::default()
                })
            {
                key.toggle(&mut settings);
                steps += 1;
                assert!(steps <= 3, "{key:?} does not come back");
            }
        }
    }
}
