//! The game for a screen reader: one accessibility tree, built from the same views the screen
//! is drawn from, that every platform's adapter reads (AccessKit's [`TreeUpdate`](accesskit::TreeUpdate)), the words
//! a cell, a button and a move are spoken with, and what a screen reader's request (a click, a
//! focus) does: the same as the tap on what it names.
//!
//! The tree: the window; on a board screen its header (the level, mistakes), the board as a
//! grid of 9 rows of 9 cells (each named value first, `5, given, row 3, column 7`, or position
//! first, as the player chooses; candidates and colours after), the tool bar's buttons, the
//! pad's digits (with how many are left), and the line under the pad (a hint's sentence); on a
//! menu screen its title, lines and buttons. First, two polite live regions hold the newest
//! announcement in turn (a digit placed, a clash and with what, a hint's sentence, the win),
//! which a screen reader speaks when it comes.
//!
//! The tree is built with fixed ids, so a test can name a node: [`cell_id`], [`digit_id`],
//! [`tool_id`], [`menu_id`] and the constants below; the platforms' adapters get them tagged
//! with a generation ([`generations`]), new on each screen, so that a screen reader that stays
//! connected never takes one screen's node for another's.
//! Nothing here draws, reads the clock or knows the platform: the tree is a pure function of
//! [`tree::Scene`], tested without a window. This file names the nodes and maps a request
//! back to the tap it stands for; [`tree`] builds the tree, [`words`] says a cell or a unit,
//! [`announce`] what a move did.

pub mod announce;
mod builder;
mod controls;
pub mod generations;
pub mod kinds;
mod menus;
pub mod statistics;
#[cfg(test)]
mod testing;
mod text;
pub mod tree;
pub mod words;

use accesskit::{Action, ActionRequest, NodeId};
use peerless::board::{Cell, Digit};
use peerless::game::NoteKind;

use crate::app::layout::menus::CalendarHit;
use crate::app::layout::{self, Target};

/// The window.
pub const ROOT: NodeId = NodeId(1);
/// The header: the level and the mistakes (a board screen), or the title (a menu).
pub const HEADER: NodeId = NodeId(2);
/// The board, a grid of nine rows.
pub const GRID: NodeId = NodeId(3);
/// The tool bar.
pub const TOOLS: NodeId = NodeId(4);
/// The pad.
pub const PAD: NodeId = NodeId(5);
/// The line under the pad (a hint's sentence), or a menu's subtitle.
pub const MESSAGE: NodeId = NodeId(6);
/// The two live regions the announcements go to in turn: the newest in one, the other emptied
/// and silent. Each announcement is then a change a screen reader speaks, the same sentence said
/// twice too, with nothing added to its words to make it one.
pub const ANNOUNCEMENTS: [NodeId; 2] = [NodeId(7), NodeId(646)];
/// The pause button.
pub const PAUSE: NodeId = NodeId(8);
/// A notice (a save that failed, a recovered save).
pub const NOTICE: NodeId = NodeId(9);

const ROW_BASE: u64 = 10;
const CELL_BASE: u64 = 100;
const DIGIT_BASE: u64 = 200;
const TOOL_BASE: u64 = 300;
const MENU_BASE: u64 = 400;
const BODY_BASE: u64 = 500;
const DAY_BASE: u64 = 600;
/// The statistics' chart of the last solve times.
pub const CHART: NodeId = NodeId(640);
/// The statistics' calendar of daily puzzles.
pub const CALENDAR: NodeId = NodeId(641);
/// The calendar's arrow to the month before.
pub const MONTH_BEFORE: NodeId = NodeId(642);
/// The calendar's arrow to the month after.
pub const MONTH_AFTER: NodeId = NodeId(643);
/// The statistics' level buttons, one group of radio buttons.
pub const LEVELS: NodeId = NodeId(644);
/// A menu's lines of information (the Keys screen's keys): one list, each line an item the
/// focus stops at, so a reader says where in it the player is.
pub const LINES: NodeId = NodeId(645);
/// A segmented control's segments: `CHOICES` a menu item, for the first `CHOICE_ITEMS` items.
const CHOICE_BASE: u64 = 700;
/// The most segments a segmented control has in the tree.
pub const CHOICES: usize = 4;
/// The menu items whose segmented control is in the tree (a settings group has a dozen).
pub const CHOICE_ITEMS: usize = 64;
/// The calendar's weeks, its grid's rows (at most six).
const WEEK_BASE: u64 = 660;
/// The hint card's level in words.
pub const CARD_LABEL: NodeId = NodeId(650);
/// The hint card's button to the next level.
pub const CARD_NEXT: NodeId = NodeId(651);
/// The hint card's close button.
pub const CARD_CLOSE: NodeId = NodeId(652);
/// Beside the notes tool: the choice of the note kind it turns on (what a long press on the
/// tool opens).
pub const NOTE_KINDS: NodeId = NodeId(654);
const NOTE_KIND_BASE: u64 = 655;

/// The node of the chooser's kind `index` (in [`NoteKind::ALL`]'s order), while it is open.
pub fn note_kind_id(index: usize) -> NodeId {
    NodeId(NOTE_KIND_BASE + index as u64)
}
/// The most lines of a menu's body the tree carries (a summary has a dozen).
const BODY_LINES: u64 = 99;

/// The node of row `row` (0 to 8) of the grid.
pub fn row_id(row: usize) -> NodeId {
    NodeId(ROW_BASE + row as u64)
}

/// The node of `cell`.
pub fn cell_id(cell: Cell) -> NodeId {
    NodeId(CELL_BASE + cell.index() as u64)
}

/// The node of the pad's `digit`.
pub fn digit_id(digit: Digit) -> NodeId {
    NodeId(DIGIT_BASE + u64::from(digit.get()))
}

/// The node of the tool bar's slot `slot`.
pub fn tool_id(slot: usize) -> NodeId {
    NodeId(TOOL_BASE + slot as u64)
}

/// The node of a menu's button (or line) `index`.
pub fn menu_id(index: usize) -> NodeId {
    NodeId(MENU_BASE + index as u64)
}

/// The node of the calendar's week `week` (from 0), a row of its grid.
pub fn week_id(week: usize) -> NodeId {
    NodeId(WEEK_BASE + week as u64)
}

/// The node of segment `choice` of menu item `index`'s segmented control.
pub fn choice_id(index: usize, choice: usize) -> NodeId {
    NodeId(CHOICE_BASE + (index * CHOICES + choice) as u64)
}

/// The node of the calendar's day `day` (1 to 31).
pub fn day_id(day: u32) -> NodeId {
    NodeId(DAY_BASE + u64::from(day))
}

fn body_id(index: usize) -> NodeId {
    NodeId(BODY_BASE + index as u64)
}

/// What a screen reader's request names: something a tap reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Do what a tap on the board screen's target does.
    Tap(Target),
    /// Do what a tap on the menu's button does.
    Menu(usize),
    /// Move the screen reader's focus to the menu's button (the board's focus is its selected
    /// cell, moved by selecting: a [`Request::Tap`]).
    FocusMenu(usize),
    /// Move the focus to the tool in this slot (a lesson's tools take the keyboard's focus).
    FocusTool(usize),
    /// Move the focus to the statistics' calendar's day.
    FocusDay(u32),
    /// Choose segment `.1` of the menu item `.0`'s segmented control (a tap on it).
    Choose(usize, usize),
    /// Do what a tap on the statistics' calendar there does.
    Calendar(CalendarHit),
}

/// What the request asks for, or `None` for a node or an action the game has no answer to.
/// A click on anything and a focus on a cell are the same as a tap on it (a focused cell is
/// the selected cell, as the keyboard's arrows make it).
pub fn request(request: &ActionRequest) -> Option<Request> {
    let id = request.target_node.0;
    let focus = request.action == Action::Focus;
    if request.action != Action::Click && !focus {
        return None;
    }
    let target = match id {
        _ if (CELL_BASE..CELL_BASE + 81).contains(&id) => {
            Target::Cell(Cell::new((id - CELL_BASE) as usize)?)
        }
        _ if focus && (MENU_BASE..MENU_BASE + 100).contains(&id) => {
            return Some(Request::FocusMenu((id - MENU_BASE) as usize));
        }
        _ if (CHOICE_BASE..CHOICE_BASE + (CHOICE_ITEMS * CHOICES) as u64).contains(&id) => {
            let (index, choice) = (
                (id - CHOICE_BASE) as usize / CHOICES,
                (id - CHOICE_BASE) as usize % CHOICES,
            );
            // A focus on a segment is the keyboard's focus on its control; a click chooses it.
            return Some(if focus {
                Request::FocusMenu(index)
            } else {
                Request::Choose(index, choice)
            });
        }
        _ if focus && (DAY_BASE + 1..=DAY_BASE + 31).contains(&id) => {
            return Some(Request::FocusDay((id - DAY_BASE) as u32));
        }
        _ if focus && (TOOL_BASE..TOOL_BASE + 6).contains(&id) => {
            return Some(Request::FocusTool((id - TOOL_BASE) as usize));
        }
        _ if focus => return None,
        _ if (DIGIT_BASE + 1..=DIGIT_BASE + 9).contains(&id) => {
            Target::Digit(Digit::new((id - DIGIT_BASE) as u8)?)
        }
        _ if (TOOL_BASE..TOOL_BASE + 6).contains(&id) => Target::Tool((id - TOOL_BASE) as usize),
        _ if id == PAUSE.0 => Target::Pause,
        _ if id == CARD_NEXT.0 => Target::Card(layout::CardPart::Next),
        _ if id == CARD_CLOSE.0 => Target::Card(layout::CardPart::Close),
        _ if id == NOTE_KINDS.0 => Target::NoteKinds,
        _ if (NOTE_KIND_BASE..NOTE_KIND_BASE + 3).contains(&id) => {
            Target::NoteKind(*NoteKind::ALL.get((id - NOTE_KIND_BASE) as usize)?)
        }
        _ if (DAY_BASE + 1..=DAY_BASE + 31).contains(&id) => {
            return Some(Request::Calendar(CalendarHit::Day((id - DAY_BASE) as u32)));
        }
        _ if id == MONTH_BEFORE.0 => return Some(Request::Calendar(CalendarHit::Previous)),
        _ if id == MONTH_AFTER.0 => return Some(Request::Calendar(CalendarHit::Next)),
        _ if (MENU_BASE..MENU_BASE + 100).contains(&id) => {
            return Some(Request::Menu((id - MENU_BASE) as usize));
        }
        _ => return None,
    };
    Some(Request::Tap(target))
}
