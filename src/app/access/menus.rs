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
            let control = places::choices_in(l, menu.shape, at, item.choices.len());
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
mod tests;
