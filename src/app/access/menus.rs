//! A menu screen for a screen reader: its title, its lines and cards, its buttons (the lines of
//! information one list, each item said with its meaning, a segmented control a group of radio
//! buttons, the statistics' views radio buttons, the levels one group of them), and the
//! statistics' chart and calendar where they are drawn.

use accesskit::{Action, NodeId, Role};
use peerless::l10n::Message;

use crate::app::access::builder::Builder;
use crate::app::access::statistics::chart_and_calendar;
use crate::app::access::words::{card_words, choices_words, spoken};
use crate::app::access::*;
use crate::app::layout::menus::LEVEL_BUTTONS;
use crate::app::layout::{places, Layout, Rect};
use crate::app::views::menu::{Menu, MenuAction, MenuItem, MenuShape};
use crate::app::words::{self, text};

/// The nodes of `menu` (added to `children`, the window's), the focus on button `focused` (a
/// segmented control's chosen segment) or the calendar's `day`, else the first button; returns
/// the node the focus is on.
pub(super) fn menu(
    b: &mut Builder,
    menu: &Menu,
    focused: Option<usize>,
    day: Option<u32>,
    l: &Layout,
    children: &mut Vec<NodeId>,
) -> NodeId {
    b.add(HEADER, Role::Heading, &menu.title, None).set_level(1);
    children.push(HEADER);
    if !menu.subtitle.is_empty() {
        b.add(MESSAGE, Role::Label, &menu.subtitle, None);
        children.push(MESSAGE);
    }
    // The lines, then the cards, each read as its name and figure ("Best: 4:02").
    let cards = menu
        .cards
        .iter()
        .map(|(figure, name)| card_words(figure, name));
    let lines = menu.body.iter().cloned().chain(cards);
    for (i, line) in lines.take(BODY_LINES as usize).enumerate() {
        b.add(body_id(i), Role::Label, &line, None);
        children.push(body_id(i));
    }
    let count = menu.items.len();
    let mut levels = Vec::new();
    let mut choice_focus = None;
    // The lines of information, one list, and where they are drawn.
    let mut items = Vec::new();
    let mut items_at = None;
    for (i, item) in menu.items.iter().enumerate() {
        // The statistics' chart and calendar come after the level buttons, as drawn.
        if let (MenuShape::Statistics, LEVEL_BUTTONS, Some(chart)) = (menu.shape, i, &menu.chart) {
            let parts = l.statistics_parts(count);
            children.extend(chart_and_calendar(b, chart, parts, day));
        }
        let label = if item.value.is_empty() {
            item.label.clone()
        } else {
            words::format(
                &Message::new("access-menu-value")
                    .text("label", item.label.as_str())
                    .text("value", item.value.as_str()),
            )
        };
        let at = l.menu_button_in(menu.shape, i, count);
        // The statistics' views (the levels, the imported puzzles): radio buttons, the
        // one shown checked, the levels one group. A button drawn filled only to stand
        // out (the summary's next game) is a plain button, never a pressed toggle.
        let view = menu.shape == MenuShape::Statistics
            && matches!(
                item.action,
                MenuAction::StatisticsOf(_) | MenuAction::StatisticsOfImported
            );
        let node = if item.action == MenuAction::Info {
            // A line of information (the Keys screen's keys): an item of one list, which
            // the focus stops at, saying what it means in its own words ("Ctrl+Z, Ctrl+Y:
            // Undo, redo"), never in a description a reader may skip; the platform adds
            // its place ("7 of 10").
            let label = if item.caption.is_empty() {
                label
            } else {
                words::format(
                    &Message::new("access-menu-value")
                        .text("label", label.as_str())
                        .text("value", item.caption.as_str()),
                )
            };
            let node = b.add(menu_id(i), Role::ListItem, &label, Some(at));
            node.add_action(Action::Focus);
            node.set_position_in_set(items.len());
            items.push(menu_id(i));
            items_at = Some(items_at.map_or(at, |all: Rect| all.union(at)));
            node
        } else if !item.choices.is_empty() && i < CHOICE_ITEMS {
            // A segmented control: a group of radio buttons, the chosen one checked,
            // as the platforms read one; the group says the setting and its value.
            let control = places::menu_choices(l, at, item.choices.len());
            let (segments, chosen) = segments(b, item, i, control);
            if focused == Some(i) {
                choice_focus = Some(chosen);
            }
            let node = b.add(menu_id(i), Role::RadioGroup, &label, Some(at));
            node.add_action(Action::Click);
            node.add_action(Action::Focus);
            node.set_children(segments);
            node
        } else {
            let node = b.button(menu_id(i), &label, at, true);
            if view {
                node.set_role(Role::RadioButton);
                node.set_toggled(if item.on {
                    accesskit::Toggled::True
                } else {
                    accesskit::Toggled::False
                });
            }
            node
        };
        if !item.caption.is_empty() && item.action != MenuAction::Info {
            node.set_description(&*spoken(&item.caption));
        } else if !item.choices.is_empty() {
            node.set_description(&*choices_words(&item.choices));
        }
        if item.action == MenuAction::Info {
            // The list where its first line is.
            if items.len() == 1 {
                children.push(LINES);
            }
        } else if view && i < LEVEL_BUTTONS {
            levels.push(menu_id(i));
            if i + 1 == LEVEL_BUTTONS {
                b.add(LEVELS, Role::RadioGroup, &text("access-stats-levels"), None)
                    .set_children(std::mem::take(&mut levels));
                children.push(LEVELS);
            }
        } else {
            children.push(menu_id(i));
        }
    }
    if !items.is_empty() {
        let list = b.add(LINES, Role::List, "", items_at);
        list.set_size_of_set(items.len());
        list.set_children(items);
    }
    match (day, &menu.chart, choice_focus) {
        (Some(day), Some(_), _) => day_id(day),
        (_, _, Some(choice)) => choice,
        _ => focused.or(menu.first_focus()).map_or(ROOT, menu_id),
    }
}

/// A segmented control's segments, each a radio button where it is drawn in `control`, the
/// chosen one checked: their nodes, and the chosen one's.
fn segments(
    b: &mut Builder,
    item: &MenuItem,
    index: usize,
    control: Rect,
) -> (Vec<NodeId>, NodeId) {
    let count = item.choices.len().min(CHOICES);
    let mut children = Vec::with_capacity(count);
    for (choice, name) in item.choices.iter().enumerate().take(count) {
        let id = choice_id(index, choice);
        let at = places::menu_choice(control, count, choice);
        let node = b.add(id, Role::RadioButton, name, Some(at));
        node.add_action(Action::Click);
        node.add_action(Action::Focus);
        node.set_toggled(if choice == item.chosen {
            accesskit::Toggled::True
        } else {
            accesskit::Toggled::False
        });
        children.push(id);
    }
    (children, choice_id(index, item.chosen.min(count - 1)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::access::testing::*;
    use crate::app::access::tree::{serialize, tree, Scene, Shown};
    use crate::app::access::words::Words;
    use crate::app::views::settings::SettingKey;
    use accesskit::{TreeId, TreeUpdate};

    /// The tree of `menu` with `notice` shown, no button focused yet.
    fn menu_tree(menu: &Menu, notice: &str) -> TreeUpdate {
        tree(&Scene {
            shown: Shown::Menu {
                menu,
                focus: None,
                day: None,
            },
            layout: &layout(),
            scale: 1.0,
            words: Words::default(),
            notice,
            announcement: ("", 0),
        })
    }

    #[test]
    fn a_menu_is_its_title_lines_and_buttons_the_first_item_focused() {
        let mut menu = Menu {
            title: "Peerless".to_string(),
            subtitle: "A Sudoku game".to_string(),
            body: vec!["Solved in 4:02".to_string()],
            cards: vec![("6:05".to_string(), "Best".to_string())],
            ..Menu::default()
        };
        menu.items
            .push(MenuItem::new("Time 4:02", MenuAction::Info));
        menu.items
            .push(MenuItem::new("New game", MenuAction::NewGame));
        let theme = ["System", "Light", "Dark"].map(String::from).to_vec();
        menu.items.push(
            MenuItem::new("Theme", MenuAction::Toggle(SettingKey::Theme))
                .with_value("System")
                .with_choices(theme, 0),
        );
        let update = menu_tree(&menu, "Your saved game could not be read.");
        assert_eq!(node(&update, HEADER).label(), Some("Peerless"));
        assert_eq!(node(&update, MESSAGE).value(), Some("A Sudoku game"));
        assert_eq!(node(&update, body_id(0)).value(), Some("Solved in 4:02"));
        // A card after the lines: its name, then its figure.
        assert_eq!(node(&update, body_id(1)).value(), Some("Best: 6:05"));
        // A line of information is read by going to it, as the first item.
        assert_eq!(node(&update, menu_id(0)).role(), Role::ListItem);
        assert_eq!(node(&update, menu_id(1)).role(), Role::Button);
        assert_eq!(update.focus, menu_id(0), "the first item, a line");
        // A choice says its value, and its values as its description.
        assert_eq!(node(&update, menu_id(2)).label(), Some("Theme: System"));
        assert_eq!(
            node(&update, menu_id(2)).description(),
            Some("System, Light or Dark")
        );
        // A segmented control is a group of radio buttons, the chosen one checked; a click on
        // one chooses it, and the focus on the control is on its chosen one.
        assert_eq!(node(&update, menu_id(2)).role(), Role::RadioGroup);
        let segments = node(&update, menu_id(2)).children();
        assert_eq!(
            segments,
            [choice_id(2, 0), choice_id(2, 1), choice_id(2, 2)]
        );
        assert_eq!(node(&update, choice_id(2, 1)).label(), Some("Light"));
        assert_eq!(node(&update, choice_id(2, 1)).role(), Role::RadioButton);
        assert_eq!(
            node(&update, choice_id(2, 0)).toggled(),
            Some(accesskit::Toggled::True)
        );
        assert_eq!(
            node(&update, choice_id(2, 1)).toggled(),
            Some(accesskit::Toggled::False)
        );
        let ask = |action, id| {
            crate::app::access::request(&accesskit::ActionRequest {
                action,
                target_tree: TreeId::ROOT,
                target_node: id,
                data: None,
            })
        };
        assert_eq!(
            ask(Action::Click, choice_id(2, 2)),
            Some(crate::app::access::Request::Choose(2, 2))
        );
        assert_eq!(
            ask(Action::Focus, choice_id(2, 2)),
            Some(crate::app::access::Request::FocusMenu(2))
        );
        let focused = tree(&Scene {
            shown: Shown::Menu {
                menu: &menu,
                focus: Some(2),
                day: None,
            },
            layout: &layout(),
            scale: 1.0,
            words: Words::default(),
            notice: "",
            announcement: ("", 0),
        });
        assert_eq!(focused.focus, choice_id(2, 0));
        assert_eq!(
            node(&update, NOTICE).value(),
            Some("Your saved game could not be read.")
        );
    }

    /// The Keys screen's lines: one list where they are drawn, each line an item the focus
    /// stops at (the first focused on a new screen), named by its keys and its meaning in its
    /// own words (never a description a reader may skip), with its place in the list; the
    /// button after them after the list.
    #[test]
    fn lines_of_information_are_one_list_of_items_the_focus_reaches_each_with_its_place() {
        let mut keys = Menu::default();
        let lines = [
            ("Ctrl+Z, Ctrl+Y", "Undo, redo"),
            ("Escape", "Pause; elsewhere, back"),
            ("H", "Hint"),
        ];
        for (label, caption) in lines {
            keys.items
                .push(MenuItem::new(label, MenuAction::Info).with_caption(caption));
        }
        keys.items.push(MenuItem::new("Back", MenuAction::Back));
        let info = menu_tree(&keys, "");
        let window = node(&info, ROOT).children();
        assert_eq!(window[2..], [HEADER, LINES, menu_id(3)]);
        let list = node(&info, LINES);
        assert_eq!(list.role(), Role::List);
        assert_eq!(list.size_of_set(), Some(3));
        assert_eq!(list.children(), [menu_id(0), menu_id(1), menu_id(2)]);
        for (i, (label, caption)) in lines.into_iter().enumerate() {
            let line = node(&info, menu_id(i));
            assert_eq!(line.role(), Role::ListItem);
            assert_eq!(line.label(), Some(format!("{label}: {caption}").as_str()));
            assert_eq!(line.description(), None);
            assert_eq!(
                line.position_in_set(),
                Some(i),
                "from 0, as AccessKit counts"
            );
            assert!(line.supports_action(Action::Focus));
            assert!(!line.supports_action(Action::Click), "nothing to press");
            // The list holds where each line is drawn.
            let (at, all) = (line.bounds().unwrap(), list.bounds().unwrap());
            assert!(all.y0 <= at.y0 && at.y1 <= all.y1 && all.x0 <= at.x0, "{i}");
        }
        assert_eq!(
            info.focus,
            menu_id(0),
            "the first line, not the button after"
        );
        // In the tree's text, the list and its items in order, for the page's mirror.
        let text = serialize(&info, 1.0);
        let roles: Vec<&str> = text
            .lines()
            .filter_map(|l| l.split('\t').nth(1))
            .filter(|role| role.starts_with("list"))
            .collect();
        assert_eq!(roles, ["list", "listitem", "listitem", "listitem"]);
        assert!(
            text.contains("\tEscape: Pause; elsewhere, back\t"),
            "{text}"
        );
    }

    #[test]
    fn the_statistics_chart_and_calendar_come_after_the_level_buttons_as_drawn() {
        use crate::app::views::chart::{Chart, StatsView};
        use crate::app::views::menu::MenuItem;
        use peerless::game::{Date, Statistics};

        let today = Date::new(2026, 12, 3).unwrap();
        let statistics = Statistics::default();
        let level = StatsView::Level(peerless::logic::Level::Easy);
        let mut menu = Menu {
            title: "Statistics".to_string(),
            shape: MenuShape::Statistics,
            chart: Some(Chart::new(&statistics, level, today, today)),
            ..Menu::default()
        };
        for level in [
            "Easy", "Medium", "Hard", "Expert", "Extreme", "Imported", "Back",
        ] {
            menu.items.push(MenuItem::new(level, MenuAction::NewGame));
        }
        let update = menu_tree(&menu, "");
        let window = node(&update, ROOT).children();
        let after = window.iter().position(|&id| id == menu_id(4)).unwrap();
        assert_eq!(
            window[after + 1..],
            [
                CHART,
                MONTH_BEFORE,
                CALENDAR,
                MONTH_AFTER,
                menu_id(5),
                menu_id(6)
            ]
        );
    }
}
