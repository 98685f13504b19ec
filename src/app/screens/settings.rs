//! The settings, grouped as a player looks for them (how to play, how it looks, how much help),
//! each a switch or a choice that shows its state beside its name.

use peerless::game::{Settings, Theme};
use peerless::l10n::Language;

use crate::app::views::menu::Menu;

use crate::app::views::menu::MenuAction;

use crate::app::views::menu::MenuItem;
use crate::app::views::settings::language_value;
use crate::app::views::settings::{SettingKey, SettingsGroup};
use crate::app::words::text;

/// The settings screen: the groups, and the language: the one spoken (`forced`, when the
/// command line chose it, says so), else the setting.
pub fn groups_menu(settings: &Settings, forced: Option<Language>, haptics: bool) -> Menu {
    let mut items: Vec<MenuItem> = SettingsGroup::ALL
        .into_iter()
        .map(|group| {
            MenuItem::new(group.name(), MenuAction::OpenSettings(group))
                .with_caption(group.caption(haptics))
        })
        .collect();
    let language = MenuItem::new(text("setting-language"), MenuAction::Languages);
    items.push(match forced {
        Some(forced) => language
            .with_value(forced.native_name())
            .with_caption(text("setting-language-forced")),
        None => language.with_value(language_value(settings.language)),
    });
    items.push(
        MenuItem::new(text("setting-keys"), MenuAction::Keys)
            .with_caption(text("setting-keys-caption")),
    );
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: text("start-settings"),
        subtitle: String::new(),
        items,
        ..Menu::default()
    }
}

/// The keyboard's shortcuts, each a line of what it does and its keys: the board's keys are
/// announced nowhere else, and a player without a mouse or a screen looks for them here.
pub fn keys_menu() -> Menu {
    // Every key the game answers to but the menus' own (Tab, the arrows, Enter), which a
    // keyboard's player already knows: the board's, the clipboard's, Escape.
    const KEYS: [(&str, &str); 10] = [
        ("keys-place", "keys-place-does"),
        ("keys-move", "keys-move-does"),
        ("keys-erase", "keys-erase-does"),
        ("keys-notes", "keys-notes-does"),
        ("keys-modes", "keys-modes-does"),
        ("keys-hint", "keys-hint-does"),
        ("keys-undo", "keys-undo-does"),
        ("keys-paste", "keys-paste-does"),
        ("keys-escape", "keys-escape-does"),
        ("keys-read", "keys-read-does"),
    ];
    let mut items: Vec<MenuItem> = KEYS
        .into_iter()
        .map(|(keys, does)| MenuItem::new(text(keys), MenuAction::Info).with_caption(text(does)))
        .collect();
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: text("keys-title"),
        subtitle: String::new(),
        items,
        ..Menu::default()
    }
}

/// One group's screen: each setting with its value; the theme the command line chose
/// (`theme_forced`), saying so, until the player chooses one, as the language's row does.
pub fn group_menu(
    group: SettingsGroup,
    settings: &Settings,
    theme_forced: Option<Theme>,
    haptics: bool,
) -> Menu {
    let mut items: Vec<MenuItem> = group
        .keys(haptics)
        .into_iter()
        .map(|key| {
            let forced = theme_forced.filter(|_| key == SettingKey::Theme);
            let shown = match forced {
                Some(theme) => &Settings {
                    theme,
                    ..settings.clone()
                },
                None => settings,
            };
            let item = MenuItem::new(key.name(), MenuAction::Toggle(key))
                .with_value(key.value(shown))
                .with_switch(key.switch(shown))
                .with_choices(
                    key.choices().iter().map(|&id| text(id)).collect(),
                    key.chosen(shown),
                );
            match forced {
                Some(_) => item.with_caption(text("setting-theme-forced")),
                None => item,
            }
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

/// The languages to choose from: first "The system's language", which follows the system, with
/// the language it stands for named under it in its own words (so that it does not read as the
/// same entry as that language's own below it, and a line never mixes two scripts, which the
/// fonts draw whole); then each the game speaks by its own name, the one spoken switched on: the
/// command line's (`forced`, saying so) until the player chooses, else the one chosen.
pub fn languages_menu(
    chosen: Option<Language>,
    system: Language,
    forced: Option<Language>,
) -> Menu {
    let mut items = vec![{
        let mut item = MenuItem::new(text("language-system"), MenuAction::SetLanguage(None))
            .with_caption(system.native_name());
        item.on = forced.is_none() && chosen.is_none();
        item
    }];
    for language in Language::SHIPPED {
        let mut item = MenuItem::new(
            language.native_name(),
            MenuAction::SetLanguage(Some(language)),
        );
        item.on = forced.map_or(chosen == Some(language), |forced| forced == language);
        if forced == Some(language) {
            item = item.with_caption(text("setting-language-forced"));
        }
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
    use crate::app::views::settings::SettingKey;

    #[test]
    fn the_theme_the_command_line_chose_is_shown_as_the_settings_choice_saying_so() {
        // The players' report: `--theme light` showed the Theme setting as System.
        let menu = group_menu(
            SettingsGroup::Look,
            &Settings::default(),
            Some(Theme::Light),
            true,
        );
        let theme = &menu.items[0];
        assert_eq!(theme.action, MenuAction::Toggle(SettingKey::Theme));
        assert_eq!((theme.value.as_str(), theme.chosen), ("Light", 1));
        assert_eq!(theme.caption, "Chosen on the command line");
        // Nothing else says so, and without the command line's the setting shows itself.
        assert!(menu.items[1..].iter().all(|item| item.caption.is_empty()));
        let own = group_menu(SettingsGroup::Look, &Settings::default(), None, true);
        assert_eq!(
            (own.items[0].value.as_str(), own.items[0].chosen),
            ("System", 0)
        );
        assert!(own.items[0].caption.is_empty());
    }

    #[test]
    fn the_keys_screen_names_every_key_the_game_answers_to_as_lines_the_focus_reaches() {
        // The players' report: Backspace, Escape, Shift+digit and Ctrl+V were left out.
        let menu = keys_menu();
        let rows: Vec<(&str, &str)> = menu
            .items
            .iter()
            .filter(|item| item.action == MenuAction::Info)
            .map(|item| (item.label.as_str(), item.caption.as_str()))
            .collect();
        let said = |keys: &str| rows.iter().any(|(label, _)| label.contains(keys));
        for keys in [
            "1 to 9",
            "Shift+digit",
            "Arrows",
            "Backspace",
            "Delete",
            "0",
            "N",
            "Z, X, C, V",
            "H",
            "Ctrl+Z",
            "Ctrl+Y",
            "Ctrl+V",
            "Escape",
            "Shift+R",
        ] {
            assert!(said(keys), "{keys} is not on the keys screen: {rows:?}");
        }
        assert!(rows.iter().all(|(_, does)| !does.is_empty()), "{rows:?}");
        // The lines are no buttons: nothing to press, but the focus stops at each, the first
        // first, so a player without sight goes through them by Tab and the arrows.
        assert!(
            menu.items
                .iter()
                .filter(|item| item.action != MenuAction::Info)
                .count()
                == 1
        );
        assert!((0..rows.len()).all(|i| menu.focusable(i) && !menu.actionable(i)));
        assert_eq!(menu.first_focus(), Some(0));
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
        let menu = group_menu(SettingsGroup::Look, &Settings::default(), None, true);
        assert_eq!(menu.items[0].label, "Theme");
        assert_eq!(menu.items[0].value, "System");
        let groups = groups_menu(&Settings::default(), None, false);
        assert_eq!(groups.items.len(), 7);
        // The Play group names vibration only where it has the setting.
        assert_eq!(groups.items[0].caption, "Input, notes, timer");
        let phone = groups_menu(&Settings::default(), None, true);
        assert_eq!(phone.items[0].caption, "Input, notes, timer, vibration");
        assert_eq!(groups.items[4].action, MenuAction::Languages);
        assert_eq!(groups.items[4].value, "System");
        let menu = group_menu(
            SettingsGroup::Accessibility,
            &Settings::default(),
            None,
            true,
        );
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

    /// The labels of a menu's items that are on.
    fn labels_on(menu: &Menu) -> Vec<&str> {
        menu.items
            .iter()
            .filter(|item| item.on)
            .map(|item| item.label.as_str())
            .collect()
    }

    #[test]
    fn the_languages_are_listed_by_their_own_names_with_the_chosen_one_on() {
        let menu = languages_menu(Some(Language::Japanese), Language::German, None);
        assert_eq!(menu.items.len(), Language::SHIPPED.len() + 2);
        assert_eq!(menu.items[0].action, MenuAction::SetLanguage(None));
        assert_eq!(menu.items[0].label, "The system's language");
        assert_eq!(menu.items[0].caption, "Deutsch");
        // The system's language is named once as an entry of its own.
        let named = |name: &str| menu.items.iter().filter(|item| item.label == name).count();
        assert_eq!(named("Deutsch"), 1);
        let on = labels_on(&menu);
        assert_eq!(on, ["日本語"]);
        assert!(menu.items.iter().any(|item| item.label == "Русский"));
        assert!(languages_menu(None, Language::English, None).items[0].on);
    }

    #[test]
    fn a_language_the_command_line_chose_is_shown_as_the_one_spoken() {
        let groups = groups_menu(&Settings::default(), Some(Language::German), false);
        assert_eq!(groups.items[4].value, "Deutsch");
        assert_eq!(groups.items[4].caption, "Chosen on the command line");
        let menu = languages_menu(None, Language::English, Some(Language::German));
        let on = labels_on(&menu);
        assert_eq!(on, ["Deutsch"]);
    }
}
