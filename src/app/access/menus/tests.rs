//! The menus' accessibility tree as a whole tree builds it: a file of its own, beside the
//! menus, since it reads the tree the menus are part of (and the tree reads the menus).

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
        chart: Some(Chart::new(
            &statistics,
            peerless::variant::Kind::Classic,
            level,
            today,
            today,
        )),
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
