//! The settings, grouped as a player looks for them (how to play, how it looks, how much help),
//! each a switch or a choice that shows its state beside its name.

use peerless::game::{Settings, Theme};
use peerless::l10n::{Language, Message};

use crate::app::screens::menus::{Menu, MenuAction, MenuItem};
use crate::app::words::{self, text};

/// A group of settings, a screen of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SettingsGroup {
    /// Input, notes, the clock, vibration.
    Play,
    /// Theme, digit size, the hand, highlights, motion.
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

    /// What the group holds, for its button.
    pub fn caption(self) -> String {
        text(match self {
            SettingsGroup::Play => "settings-play-caption",
            SettingsGroup::Look => "settings-look-caption",
            SettingsGroup::Help => "settings-help-caption",
            SettingsGroup::Accessibility => "settings-accessibility-caption",
        })
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
    /// The tools on the left in landscape.
    ToolsLeft,
    /// No flash or celebration.
    ReducedMotion,
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
    pub const ALL: [SettingKey; 18] = [
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
        SettingKey::ToolsLeft,
        SettingKey::ReducedMotion,
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
            SettingKey::ToolsLeft => settings.tools_left ^= true,
            SettingKey::ReducedMotion => settings.reduced_motion ^= true,
            SettingKey::Haptics => settings.haptics ^= true,
            SettingKey::CellNames => settings.spell_out_cells ^= true,
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
            SettingKey::ToolsLeft => "setting-tools-left",
            SettingKey::ReducedMotion => "setting-reduced-motion",
            SettingKey::Haptics => "setting-haptics",
            SettingKey::CellNames => "setting-cell-names",
            SettingKey::SpeakOrder => "setting-speak-order",
            SettingKey::SpeakCandidates => "setting-speak-candidates",
            SettingKey::LargeHintText => "setting-large-hint-text",
        })
    }

    /// The setting's value as its button shows it.
    pub fn value(self, settings: &Settings) -> String {
        let on = |value: bool| if value { "value-on" } else { "value-off" };
        let id = match self {
            SettingKey::Theme => match settings.theme {
                Theme::System => "value-theme-system",
                Theme::Light => "value-theme-light",
                Theme::Dark => "value-theme-dark",
            },
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
            SettingKey::DigitSize => match settings.digit_size.name() {
                "small" => "value-small",
                "large" => "value-large",
                _ => "value-normal",
            },
            SettingKey::ToolsLeft if settings.tools_left => "value-left",
            SettingKey::ToolsLeft => "value-right",
            SettingKey::ReducedMotion => on(settings.reduced_motion),
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

/// The settings screen: the groups, and the language.
pub fn groups_menu(settings: &Settings) -> Menu {
    let mut items: Vec<MenuItem> = SettingsGroup::ALL
        .into_iter()
        .map(|group| {
            MenuItem::new(group.name(), MenuAction::OpenSettings(group))
                .with_caption(group.caption())
        })
        .collect();
    items.push(
        MenuItem::new(text("setting-language"), MenuAction::Languages)
            .with_value(language_value(settings.language)),
    );
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: text("start-settings"),
        subtitle: String::new(),
        items,
        ..Menu::default()
    }
}

/// One group's screen: each setting with its value.
pub fn group_menu(group: SettingsGroup, settings: &Settings, haptics: bool) -> Menu {
    let mut items: Vec<MenuItem> = group
        .keys(haptics)
        .into_iter()
        .map(|key| {
            MenuItem::new(key.name(), MenuAction::Toggle(key)).with_value(key.value(settings))
        })
        .collect();
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: group.name(),
        subtitle: text("start-settings"),
        items,
        ..Menu::default()
    }
}

/// The languages to choose from: the system's first (its language by its own name, over
/// "System language": a line never mixes two scripts, which the fonts draw whole), then each
/// the game speaks by its own name, the one chosen switched on.
pub fn languages_menu(chosen: Option<Language>, system: Language) -> Menu {
    let mut items = vec![{
        let mut item = MenuItem::new(system.native_name(), MenuAction::SetLanguage(None))
            .with_caption(text("language-system-caption"));
        item.on = chosen.is_none();
        item
    }];
    for language in Language::SHIPPED {
        let mut item = MenuItem::new(
            language.native_name(),
            MenuAction::SetLanguage(Some(language)),
        );
        item.on = chosen == Some(language);
        items.push(item);
    }
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: text("setting-language"),
        subtitle: text("start-settings"),
        items,
        ..Menu::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_setting_changes_its_value_and_comes_back() {
        for key in SettingKey::ALL {
            let mut settings = Settings::default();
            let value = key.value(&settings);
            key.toggle(&mut settings);
            assert_ne!(key.value(&settings), value, "{key:?}");
            let mut steps = 1;
            while settings != Settings::default() {
                key.toggle(&mut settings);
                steps += 1;
                assert!(steps <= 3, "{key:?} does not come back");
            }
        }
    }

    #[test]
    fn every_setting_is_in_exactly_one_group_and_groups_fit_a_phone() {
        for key in SettingKey::ALL {
            let homes = SettingsGroup::ALL
                .iter()
                .filter(|group| group.keys(true).contains(&key))
                .count();
            assert_eq!(homes, 1, "{key:?}");
        }
        for group in SettingsGroup::ALL {
            // With Back, at most eight buttons: one column of full touch targets on a phone.
            assert!(group.keys(true).len() < 8, "{group:?}");
        }
        assert!(!SettingsGroup::Play
            .keys(false)
            .contains(&SettingKey::Haptics));
        let menu = group_menu(SettingsGroup::Look, &Settings::default(), true);
        assert_eq!(menu.items[0].label, "Theme");
        assert_eq!(menu.items[0].value, "System");
        let groups = groups_menu(&Settings::default());
        assert_eq!(groups.items.len(), 6);
        assert_eq!(groups.items[4].action, MenuAction::Languages);
        assert_eq!(groups.items[4].value, "System");
        let menu = group_menu(SettingsGroup::Accessibility, &Settings::default(), true);
        let labels: Vec<(&str, &str)> = menu
            .items
            .iter()
            .map(|i| (i.label.as_str(), i.value.as_str()))
            .collect();
        assert_eq!(
            labels,
            [
                ("A cell is spoken", "Value first"),
                ("Candidates spoken on focus", "On"),
                ("Larger hint text", "Off"),
                ("Back", "")
            ]
        );
    }

    #[test]
    fn the_languages_are_listed_by_their_own_names_with_the_chosen_one_on() {
        let menu = languages_menu(Some(Language::Japanese), Language::German);
        assert_eq!(menu.items.len(), Language::SHIPPED.len() + 2);
        assert_eq!(menu.items[0].action, MenuAction::SetLanguage(None));
        assert_eq!(menu.items[0].label, "Deutsch");
        assert_eq!(menu.items[0].caption, "The system's language");
        let on: Vec<&str> = menu
            .items
            .iter()
            .filter(|item| item.on)
            .map(|item| item.label.as_str())
            .collect();
        assert_eq!(on, ["日本語"]);
        assert!(menu.items.iter().any(|item| item.label == "Русский"));
        assert!(languages_menu(None, Language::English).items[0].on);
    }
}
