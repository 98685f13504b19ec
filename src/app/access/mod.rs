//! The game for a screen reader: one accessibility tree, built from the same views the screen
//! is drawn from, that every platform's adapter reads (AccessKit's [`TreeUpdate`]), the words
//! a cell, a button and a move are spoken with, and what a screen reader's request (a click, a
//! focus) does: the same as the tap on what it names.
//!
//! The tree: the window; on a board screen its header (the level, mistakes), the board as a
//! grid of 9 rows of 9 cells (each named value first, `5, given, row 3, column 7`, or position
//! first, as the player chooses; candidates and colours after), the tool bar's buttons, the
//! pad's digits (with how many are left), and the line under the pad (a hint's sentence); on a
//! menu screen its title, lines and buttons. Last, a polite live region holds the newest
//! announcement (a digit placed, a clash and with what, a hint's sentence, the win), which a
//! screen reader speaks when it changes.
//!
//! Node ids are fixed, so a platform's adapter keeps its objects across updates and a test can
//! name a node: [`cell_id`], [`digit_id`], [`tool_id`], [`menu_id`] and the constants below.
//! Nothing here draws, reads the clock or knows the platform: the tree is a pure function of
//! [`Scene`], tested without a window.

use accesskit::{
    Action, ActionRequest, Live, Node, NodeId, Rect, Role, TreeId, TreeInfo, TreeUpdate,
};

use peerless::board::{Cell, Digit};
use peerless::game::{Colour, EntryMode};
use peerless::l10n::Message;
use peerless::rules::Unit;
use peerless::sets::Digits;

use crate::app::render::draw::{BoardView, HeaderView, PadView, ToolsView};
use crate::app::layout::{self, Layout, Target};
use crate::app::screens::menus::{Menu, MenuAction};
use crate::app::words::{self, text};

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
/// The live region: the newest announcement.
pub const ANNOUNCEMENT: NodeId = NodeId(7);
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
        _ if focus => return None,
        _ if (DIGIT_BASE + 1..=DIGIT_BASE + 9).contains(&id) => {
            Target::Digit(Digit::new((id - DIGIT_BASE) as u8)?)
        }
        _ if (TOOL_BASE..TOOL_BASE + 6).contains(&id) => Target::Tool((id - TOOL_BASE) as usize),
        _ if id == PAUSE.0 => Target::Pause,
        _ if (MENU_BASE..MENU_BASE + 100).contains(&id) => {
            return Some(Request::Menu((id - MENU_BASE) as usize));
        }
        _ => return None,
    };
    Some(Request::Tap(target))
}

/// How cells are spoken: the player's choices (the Accessibility settings).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Words {
    /// Where the cell is before what it holds: `row 3, column 7, 5, given`.
    pub position_first: bool,
    /// The candidates (centre notes) and corner notes are part of the cell's name, spoken on
    /// focus; otherwise they are its description, read on request.
    pub candidates: bool,
}

/// The messages naming the nine colours a player gives cells, in pad order: the palette's hues
/// (and each has a mark of its own on screen).
const COLOUR_NAMES: [&str; 9] = [
    "access-colour-orange",
    "access-colour-sky-blue",
    "access-colour-green",
    "access-colour-yellow",
    "access-colour-blue",
    "access-colour-purple",
    "access-colour-grey",
    "access-colour-lavender",
    "access-colour-brown",
];

/// The message naming `colour`.
pub fn colour_message(colour: Colour) -> Message {
    Message::new(COLOUR_NAMES[usize::from(colour.number() - 1)])
}

/// The name of `colour`.
pub fn colour_name(colour: Colour) -> String {
    words::format(&colour_message(colour))
}

/// `row 3, column 7`: where a cell is, as a player hears it.
pub fn position(cell: Cell) -> String {
    words::format(
        &Message::new("cell-spelled")
            .number("row", cell.row() + 1)
            .number("column", cell.col() + 1),
    )
}

/// `1 4 9`: digits as notes are read, the same in every language.
pub fn digit_list(digits: Digits) -> String {
    let names: Vec<String> = digits.iter().map(|d| d.get().to_string()).collect();
    names.join(" ")
}

/// What a cell holds as a unit's reading says it: its digit, or `empty`.
fn value(v: &BoardView, cell: Cell) -> String {
    match v.board.get(cell) {
        Some(digit) => digit.get().to_string(),
        None => text("access-empty"),
    }
}

/// A cell's name and its description (the notes, when the player keeps them out of the name):
/// what it holds (`5, given`; `5, clashes`; `empty`) and where it is, in the player's order,
/// then its candidates, corner notes and colour, each part a message, joined by the language's
/// list separator.
pub fn cell_words(v: &BoardView, cell: Cell, spoken: Words) -> (String, String) {
    let mut what = vec![value(v, cell)];
    if v.board.get(cell).is_some() && v.board.is_given(cell) {
        what.push(text("access-given"));
    }
    if v.conflicts.contains(cell) {
        what.push(text("access-clashes"));
    }
    if v.wrong.contains(cell) {
        what.push(text("access-wrong"));
    }
    let mut name = Vec::with_capacity(8);
    if spoken.position_first {
        name.push(position(cell));
        name.append(&mut what);
    } else {
        name.append(&mut what);
        name.push(position(cell));
    }
    let mut notes = Vec::new();
    let (centre, corner) = (v.notes[cell.index()], v.corner[cell.index()]);
    let empty = v.board.get(cell).is_none();
    for (id, digits) in [("access-candidates", centre), ("access-corner", corner)] {
        if empty && !digits.is_empty() {
            notes.push(words::format(
                &Message::new(id).text("digits", digit_list(digits)),
            ));
        }
    }
    if let Some(colour) = v.colours[cell.index()] {
        name.push(colour_name(colour));
    }
    if spoken.candidates {
        name.append(&mut notes);
    }
    let separator = text("list-separator");
    (name.join(&separator), notes.join(&separator))
}

/// The words of a row, a column or a box, cell by cell, for the commands that read one out:
/// `Row 3: 5, 3, empty, ...`.
pub fn unit_words(v: &BoardView, unit: Unit) -> String {
    let cells: Vec<String> = unit.cells().iter().map(|&cell| value(v, cell)).collect();
    words::format(
        &Message::new("access-unit-reading")
            .unit("unit", unit)
            .text("cells", cells.join(&text("list-separator"))),
    )
}

/// How many of each digit are still to place: `1: 3 left, 2: done, ...`.
pub fn remaining_words(remaining: &[u8; 9]) -> String {
    let parts: Vec<String> = Digit::ALL
        .iter()
        .map(|&digit| {
            words::format(
                &Message::new("access-remaining")
                    .digit("digit", digit)
                    .number("n", usize::from(remaining[usize::from(digit.get() - 1)])),
            )
        })
        .collect();
    parts.join(&text("list-separator"))
}

/// What a board screen shows, as the drawing has it.
pub struct BoardScene<'a> {
    /// The header.
    pub header: &'a HeaderView<'a>,
    /// The board.
    pub board: &'a BoardView<'a>,
    /// The tool bar.
    pub tools: &'a ToolsView,
    /// The pad.
    pub pad: &'a PadView,
    /// The line under the pad.
    pub message: &'a str,
}

/// What a screen shows.
pub enum Shown<'a> {
    /// A board screen (a game, a practice position, typing a puzzle in).
    Board(BoardScene<'a>),
    /// A menu screen.
    Menu {
        /// The menu.
        menu: &'a Menu,
        /// The button the screen reader's focus is on, if any.
        focus: Option<usize>,
    },
}

/// Everything the tree is made from.
pub struct Scene<'a> {
    /// The screen.
    pub shown: Shown<'a>,
    /// Where things are, in logical pixels.
    pub layout: &'a Layout,
    /// Physical pixels per logical pixel: the platforms' screen readers place things in the
    /// window's pixels.
    pub scale: f32,
    /// How cells are spoken.
    pub words: Words,
    /// The notice shown, if any.
    pub notice: &'a str,
    /// The newest announcement, and how many there were (a repeated sentence must still be a
    /// change the screen reader hears).
    pub announcement: (&'a str, u64),
}

/// Builds nodes with their bounds.
struct Builder {
    nodes: Vec<(NodeId, Node)>,
    scale: f64,
}

impl Builder {
    fn bounds(&self, r: layout::Rect) -> Rect {
        let s = self.scale;
        Rect {
            x0: f64::from(r.x) * s,
            y0: f64::from(r.y) * s,
            x1: f64::from(r.x + r.w) * s,
            y1: f64::from(r.y + r.h) * s,
        }
    }

    /// A node of `role` named `label`, placed at `at`. A label's text is its value (AccessKit
    /// names a label by its value, as platforms name static text by its content).
    fn add(&mut self, id: NodeId, role: Role, label: &str, at: Option<layout::Rect>) -> &mut Node {
        let mut node = Node::new(role);
        if role == Role::Label {
            node.set_value(label);
        } else if !label.is_empty() {
            node.set_label(label);
        }
        if let Some(r) = at {
            node.set_bounds(self.bounds(r));
        }
        self.nodes.push((id, node));
        let last = self.nodes.len() - 1;
        &mut self.nodes[last].1
    }

    fn button(&mut self, id: NodeId, label: &str, at: layout::Rect, enabled: bool) -> &mut Node {
        let node = self.add(id, Role::Button, label, Some(at));
        node.add_action(Action::Click);
        node.add_action(Action::Focus);
        if !enabled {
            node.set_disabled();
        }
        node
    }
}

/// The whole tree for `scene`, and where the screen reader's focus is: the selected cell on a
/// board screen (else the board), the focused button on a menu (else the first button, else
/// the window).
pub fn tree(scene: &Scene) -> TreeUpdate {
    let mut b = Builder {
        nodes: Vec::with_capacity(130),
        scale: f64::from(scene.scale),
    };
    let mut children = Vec::new();
    let focus;
    let l = scene.layout;
    match &scene.shown {
        Shown::Board(s) => {
            let mut header = s.header.level.to_string();
            if !s.header.mistakes.is_empty() {
                header.push_str(&text("list-separator"));
                header.push_str(s.header.mistakes);
            }
            b.add(HEADER, Role::Heading, &header, Some(l.header))
                .set_level(1);
            children.push(HEADER);
            if s.header.pause {
                b.button(PAUSE, &text("access-pause"), l.pause, true);
                children.push(PAUSE);
            }
            board(&mut b, s.board, l, scene.words);
            children.push(GRID);
            focus = s.board.selected.map_or(GRID, cell_id);
            let mut tools = Vec::new();
            for (slot, button) in s.tools.iter().enumerate() {
                if let Some(button) = button {
                    let node = b.button(tool_id(slot), button.label, l.tools[slot], button.enabled);
                    if button.on {
                        node.set_toggled(accesskit::Toggled::True);
                    }
                    tools.push(tool_id(slot));
                }
            }
            b.add(TOOLS, Role::Toolbar, &text("access-tools"), None)
                .set_children(tools);
            children.push(TOOLS);
            pad(&mut b, s.pad, l);
            children.push(PAD);
            if !s.message.is_empty() {
                b.add(MESSAGE, Role::Label, s.message, Some(l.message));
                children.push(MESSAGE);
            }
        }
        Shown::Menu {
            menu,
            focus: focused,
        } => {
            b.add(HEADER, Role::Heading, &menu.title, None).set_level(1);
            children.push(HEADER);
            if !menu.subtitle.is_empty() {
                b.add(MESSAGE, Role::Label, &menu.subtitle, None);
                children.push(MESSAGE);
            }
            for (i, line) in menu.body.iter().take(BODY_LINES as usize).enumerate() {
                b.add(body_id(i), Role::Label, line, None);
                children.push(body_id(i));
            }
            let count = menu.items.len();
            for (i, item) in menu.items.iter().enumerate() {
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
                let node = if item.action == MenuAction::Info {
                    b.add(menu_id(i), Role::Label, &label, Some(at))
                } else {
                    let node = b.button(menu_id(i), &label, at, true);
                    if item.on {
                        node.set_toggled(accesskit::Toggled::True);
                    }
                    node
                };
                if !item.caption.is_empty() {
                    node.set_description(item.caption.as_str());
                }
                children.push(menu_id(i));
            }
            let first = menu.items.iter().position(|i| i.action != MenuAction::Info);
            focus = focused.or(first).map_or(ROOT, menu_id);
        }
    }
    if !scene.notice.is_empty() {
        b.add(NOTICE, Role::Label, scene.notice, None);
        children.push(NOTICE);
    }
    // The live region: its text changes with each announcement, a space more or less telling
    // a sentence said twice from one said once (the screen reader speaks a change).
    let (said, count) = scene.announcement;
    let mut text = said.to_string();
    if count % 2 == 1 {
        text.push(' ');
    }
    b.add(ANNOUNCEMENT, Role::Label, &text, None)
        .set_live(Live::Polite);
    children.push(ANNOUNCEMENT);
    let window = b.add(ROOT, Role::Window, "Peerless", Some(l.window));
    window.set_children(children);
    TreeUpdate {
        nodes: b.nodes,
        tree: Some(TreeInfo::new(ROOT)),
        tree_id: TreeId::ROOT,
        focus,
    }
}

/// The name the tree's text gives `role`: the roles the tree uses (any other is `node`).
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Window => "window",
        Role::Heading => "heading",
        Role::Button => "button",
        Role::Grid => "grid",
        Role::Row => "row",
        Role::GridCell => "gridcell",
        Role::Label => "label",
        Role::Toolbar => "toolbar",
        Role::Group => "group",
        _ => "node",
    }
}

/// The tree as text: `focus ID`, then a line a node, each before its children, its fields
/// tab-separated: id, role ([`role_name`]), parent (0 for the window), the bounds' x, y, width
/// and height divided by `scale` (the browser's CSS pixels), flags (`s` selected, `p` pressed,
/// `d` disabled, `l` live), name, description. Tabs and line ends in the words become spaces.
/// The page's mirror of the tree reads it (`web/peerless.js`), and the report prints it.
pub fn serialize(update: &TreeUpdate, scale: f32) -> String {
    use std::fmt::Write as _;
    let find = |id: NodeId| update.nodes.iter().find(|(i, _)| *i == id).map(|(_, n)| n);
    let clean = |text: &str| text.replace(['\t', '\n', '\r'], " ");
    let mut out = format!("focus {}\n", update.focus.0);
    // Each node before its children, from the window down.
    let mut stack = vec![(ROOT, NodeId(0))];
    while let Some((id, parent)) = stack.pop() {
        let Some(node) = find(id) else { continue };
        let n = |v: f64| crate::app::words::numbers::Decimal((v as f32) / scale.max(0.01), 1);
        let (x, y, w, h) = match node.bounds() {
            Some(r) => (n(r.x0), n(r.y0), n(r.x1 - r.x0), n(r.y1 - r.y0)),
            None => (n(0.0), n(0.0), n(0.0), n(0.0)),
        };
        let mut flags = String::new();
        if node.is_selected() == Some(true) {
            flags.push('s');
        }
        if node.toggled() == Some(accesskit::Toggled::True) {
            flags.push('p');
        }
        if node.is_disabled() {
            flags.push('d');
        }
        if node.live().is_some() {
            flags.push('l');
        }
        let name = if node.role() == Role::Label {
            node.value()
        } else {
            node.label()
        };
        let _ = writeln!(
            out,
            "{}\t{}\t{}\t{x}\t{y}\t{w}\t{h}\t{flags}\t{}\t{}",
            id.0,
            role_name(node.role()),
            parent.0,
            clean(name.unwrap_or("")),
            clean(node.description().unwrap_or(""))
        );
        for &child in node.children().iter().rev() {
            stack.push((child, id));
        }
    }
    out
}

/// The board: a grid of nine rows of nine cells.
fn board(b: &mut Builder, v: &BoardView, l: &Layout, words: Words) {
    let mut rows = Vec::with_capacity(9);
    for row in 0..9 {
        let mut cells = Vec::with_capacity(9);
        for col in 0..9 {
            let Some(cell) = Cell::at(row, col) else {
                continue;
            };
            let (name, notes) = cell_words(v, cell, words);
            let node = b.add(
                cell_id(cell),
                Role::GridCell,
                &name,
                Some(l.cell_rect(cell)),
            );
            node.set_row_index(row);
            node.set_column_index(col);
            node.add_action(Action::Click);
            node.add_action(Action::Focus);
            if !notes.is_empty() {
                node.set_description(notes);
            }
            if v.selected == Some(cell) || v.also.contains(cell) {
                node.set_selected(true);
            }
            cells.push(cell_id(cell));
        }
        let r = l.cell_rect(Cell::at(row, 0).unwrap_or(Cell::ALL[0]));
        let row_rect = layout::Rect { w: l.board.w, ..r };
        let name = words::format(
            &Message::new("unit")
                .text("kind", "row")
                .number("number", row + 1),
        );
        let node = b.add(row_id(row), Role::Row, &name, Some(row_rect));
        node.set_row_index(row);
        node.set_children(cells);
        rows.push(row_id(row));
    }
    let grid = b.add(GRID, Role::Grid, &text("access-board"), Some(l.board));
    grid.set_row_count(9);
    grid.set_column_count(9);
    grid.set_children(rows);
}

/// The pad: a group named after what it writes, a button a digit (or a colour), each with how
/// many are left to place.
fn pad(b: &mut Builder, v: &PadView, l: &Layout) {
    let name = text(match v.mode {
        EntryMode::Digit => "access-pad-digits",
        EntryMode::Centre => "access-pad-centre",
        EntryMode::Corner => "access-pad-corner",
        EntryMode::Colour => "access-pad-colours",
    });
    let mut buttons = Vec::with_capacity(9);
    for digit in Digit::ALL {
        let i = usize::from(digit.get() - 1);
        let label = match (v.mode, Colour::new(digit.get())) {
            (EntryMode::Colour, Some(colour)) => colour_name(colour),
            _ if v.counts => words::format(
                &Message::new("access-pad-digit")
                    .digit("digit", digit)
                    .number("n", usize::from(v.remaining[i])),
            ),
            _ => digit.get().to_string(),
        };
        let node = b.button(digit_id(digit), &label, l.pad[i], true);
        if v.chosen == Some(digit) {
            node.set_toggled(accesskit::Toggled::True);
        }
        buttons.push(digit_id(digit));
    }
    b.add(PAD, Role::Group, &name, None).set_children(buttons);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::render::draw::ToolButton;
    use crate::app::screens::menus::MenuItem;
    use peerless::game::{import, Game, Move, Settings};
    use peerless::sets::CellSet;
    use peerless::Board;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn layout() -> Layout {
        Layout::new(412.0, 915.0, 1.0, Default::default())
    }

    fn view(game: &Game) -> BoardView<'_> {
        BoardView {
            board: game.board(),
            notes: game.position().notes(),
            corner: game.position().corner_notes(),
            colours: game.position().colours(),
            selected: game.selected(),
            also: CellSet::EMPTY,
            peers: true,
            same_digit: None,
            conflicts: game.conflicts(),
            wrong: game.wrong_entries(),
            hint: CellSet::EMPTY,
            flash: (CellSet::EMPTY, 0.0),
            step: None,
        }
    }

    fn at(row: usize, col: usize) -> Cell {
        Cell::at(row, col).unwrap()
    }

    fn d(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    fn node(update: &TreeUpdate, id: NodeId) -> &Node {
        &update
            .nodes
            .iter()
            .find(|(i, _)| *i == id)
            .unwrap_or_else(|| panic!("no node {id:?}"))
            .1
    }

    fn game() -> Game {
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        for mv in [
            Move::Enter {
                cell: at(0, 2),
                digit: d(4),
            },
            Move::ToggleNote {
                cell: at(0, 3),
                digit: d(6),
            },
            Move::ToggleNote {
                cell: at(0, 3),
                digit: d(2),
            },
            Move::ToggleCornerNote {
                cell: at(0, 3),
                digit: d(8),
            },
            Move::ToggleColour {
                cell: at(0, 3),
                colour: Colour::ALL[0],
            },
            Move::Select(at(0, 3)),
        ] {
            let _ = game.apply(mv);
        }
        game
    }

    #[test]
    fn cells_are_named_value_first_or_position_first_with_their_notes() {
        let game = game();
        let v = view(&game);
        let value_first = Words {
            position_first: false,
            candidates: true,
        };
        assert_eq!(
            cell_words(&v, at(0, 0), value_first).0,
            "5, given, row 1, column 1"
        );
        assert_eq!(
            cell_words(&v, at(0, 2), value_first).0,
            "4, row 1, column 3"
        );
        assert_eq!(
            cell_words(&v, at(0, 3), value_first),
            (
                "empty, row 1, column 4, orange, candidates 2 6, corner 8".to_string(),
                String::new()
            )
        );
        let position_first = Words {
            position_first: true,
            candidates: false,
        };
        assert_eq!(
            cell_words(&v, at(0, 3), position_first),
            (
                "row 1, column 4, empty, orange".to_string(),
                "candidates 2 6, corner 8".to_string()
            )
        );
        assert_eq!(
            cell_words(&v, at(0, 0), position_first).0,
            "row 1, column 1, 5, given"
        );
    }

    #[test]
    fn a_clash_and_a_wrong_digit_are_said() {
        let mut game = game();
        // 5 is given in r1c1: a 5 in r1c3's row clashes with it, and is wrong.
        let _ = game.apply(Move::Enter {
            cell: at(0, 3),
            digit: d(5),
        });
        let v = view(&game);
        let words = Words::default();
        assert_eq!(
            cell_words(&v, at(0, 3), words).0,
            "5, clashes, wrong, row 1, column 4, orange"
        );
        assert_eq!(
            cell_words(&v, at(0, 0), words).0,
            "5, given, clashes, row 1, column 1"
        );
    }

    fn game_tree(game: &Game) -> TreeUpdate {
        let layout = layout();
        let v = view(game);
        let header = HeaderView {
            level: "Easy",
            clock: None,
            mistakes: "Mistakes 0/3",
            pause: true,
        };
        let mut tools: ToolsView = [None; 6];
        tools[0] = Some(ToolButton {
            label: "Undo",
            enabled: true,
            on: false,
        });
        tools[2] = Some(ToolButton {
            label: "Centre",
            enabled: true,
            on: true,
        });
        let pad = PadView {
            remaining: Digit::ALL.map(|digit| game.remaining(digit)),
            finished: game.finished_digits(),
            mode: EntryMode::Digit,
            chosen: None,
            counts: true,
        };
        tree(&Scene {
            shown: Shown::Board(BoardScene {
                header: &header,
                board: &v,
                tools: &tools,
                pad: &pad,
                message: "Hidden Single: look at box 5.",
            }),
            layout: &layout,
            scale: 2.0,
            words: Words::default(),
            notice: "",
            announcement: ("4 in row 1, column 3", 3),
        })
    }

    #[test]
    fn a_game_is_a_grid_of_81_named_cells_with_its_pad_tools_hint_and_live_region() {
        let game = game();
        let update = game_tree(&game);
        let root = node(&update, ROOT);
        assert_eq!(root.role(), Role::Window);
        let grid = node(&update, GRID);
        assert_eq!(
            (grid.role(), grid.row_count(), grid.column_count()),
            (Role::Grid, Some(9), Some(9))
        );
        assert_eq!(grid.children().len(), 9);
        let mut cells = 0;
        for &row in grid.children() {
            let row = node(&update, row);
            assert_eq!(row.role(), Role::Row);
            for &cell in row.children() {
                let cell = node(&update, cell);
                assert_eq!(cell.role(), Role::GridCell);
                assert!(cell.label().is_some_and(|l| l.contains(", row ")));
                cells += 1;
            }
        }
        assert_eq!(cells, 81);
        // The cell's bounds are where it is drawn, in the window's pixels (scale 2).
        let l = layout();
        let r = l.cell_rect(at(4, 4));
        let bounds = node(&update, cell_id(at(4, 4))).bounds().unwrap();
        assert_eq!(
            (bounds.x0, bounds.y0),
            (f64::from(r.x) * 2.0, f64::from(r.y) * 2.0)
        );
        // The focus is the selected cell, which is selected.
        assert_eq!(update.focus, cell_id(at(0, 3)));
        assert!(node(&update, cell_id(at(0, 3)))
            .is_selected()
            .unwrap_or(false));
        // The pad counts what is left; the tools are buttons, the notes tool toggled on.
        let left = format!("4, {} left", game.remaining(d(4)));
        assert_eq!(node(&update, digit_id(d(4))).label(), Some(left.as_str()));
        assert_eq!(node(&update, PAD).label(), Some("Pad: digits"));
        assert_eq!(node(&update, tool_id(0)).label(), Some("Undo"));
        assert_eq!(
            node(&update, tool_id(2)).toggled(),
            Some(accesskit::Toggled::True)
        );
        assert_eq!(node(&update, HEADER).label(), Some("Easy, Mistakes 0/3"));
        assert_eq!(
            node(&update, MESSAGE).value(),
            Some("Hidden Single: look at box 5.")
        );
        let live = node(&update, ANNOUNCEMENT);
        assert_eq!(live.live(), Some(Live::Polite));
        assert_eq!(live.value(), Some("4 in row 1, column 3 "));
        // Every node is in the tree once, under the window.
        let mut ids: Vec<u64> = update.nodes.iter().map(|(id, _)| id.0).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), update.nodes.len());
    }

    #[test]
    fn every_request_does_what_the_tap_on_its_node_does() {
        let request = |id: NodeId, action: Action| {
            super::request(&ActionRequest {
                action,
                target_tree: TreeId::ROOT,
                target_node: id,
                data: None,
            })
        };
        for cell in Cell::ALL {
            let tap = Some(Request::Tap(Target::Cell(cell)));
            assert_eq!(request(cell_id(cell), Action::Click), tap);
            assert_eq!(request(cell_id(cell), Action::Focus), tap);
        }
        for digit in Digit::ALL {
            assert_eq!(
                request(digit_id(digit), Action::Click),
                Some(Request::Tap(Target::Digit(digit)))
            );
        }
        for slot in 0..6 {
            assert_eq!(
                request(tool_id(slot), Action::Click),
                Some(Request::Tap(Target::Tool(slot)))
            );
        }
        assert_eq!(
            request(PAUSE, Action::Click),
            Some(Request::Tap(Target::Pause))
        );
        assert_eq!(request(menu_id(3), Action::Click), Some(Request::Menu(3)));
        assert_eq!(
            request(menu_id(3), Action::Focus),
            Some(Request::FocusMenu(3))
        );
        assert_eq!(request(GRID, Action::Click), None);
        assert_eq!(request(digit_id(d(2)), Action::Focus), None);
        assert_eq!(request(cell_id(at(1, 1)), Action::ScrollIntoView), None);
        // The layout's hit test finds the same target at the node's centre.
        let l = layout();
        for cell in Cell::ALL {
            let (x, y) = l.cell_rect(cell).center();
            assert_eq!(l.hit(x, y), Some(Target::Cell(cell)));
        }
        for (i, r) in l.pad.iter().enumerate() {
            let (x, y) = r.center();
            assert_eq!(l.hit(x, y), Some(Target::Digit(Digit::ALL[i])));
        }
    }

    #[test]
    fn a_menu_is_its_title_lines_and_buttons_the_first_focused() {
        let mut menu = Menu {
            title: "Peerless".to_string(),
            subtitle: "A Sudoku game".to_string(),
            body: vec!["Solved in 4:02".to_string()],
            ..Menu::default()
        };
        menu.items
            .push(MenuItem::new("Time 4:02", MenuAction::Info));
        menu.items
            .push(MenuItem::new("New game", MenuAction::NewGame));
        let layout = layout();
        let update = tree(&Scene {
            shown: Shown::Menu {
                menu: &menu,
                focus: None,
            },
            layout: &layout,
            scale: 1.0,
            words: Words::default(),
            notice: "Your saved game could not be read.",
            announcement: ("", 0),
        });
        assert_eq!(node(&update, HEADER).label(), Some("Peerless"));
        assert_eq!(node(&update, MESSAGE).value(), Some("A Sudoku game"));
        assert_eq!(node(&update, body_id(0)).value(), Some("Solved in 4:02"));
        assert_eq!(node(&update, menu_id(0)).role(), Role::Label);
        assert_eq!(node(&update, menu_id(1)).role(), Role::Button);
        assert_eq!(update.focus, menu_id(1), "the first button, not the line");
        assert_eq!(
            node(&update, NOTICE).value(),
            Some("Your saved game could not be read.")
        );
    }

    #[test]
    fn the_trees_text_gives_every_node_once_before_its_children_with_its_place() {
        let game = game();
        let update = game_tree(&game);
        let text = serialize(&update, 2.0);
        let mut lines = text.lines();
        assert_eq!(
            lines.next(),
            Some(format!("focus {}", cell_id(at(0, 3)).0).as_str())
        );
        let rows: Vec<Vec<&str>> = lines.map(|l| l.split('\t').collect()).collect();
        assert_eq!(rows.len(), update.nodes.len());
        assert!(rows.iter().all(|r| r.len() == 10), "{text}");
        // The window first; every other node after its parent.
        assert_eq!(rows[0][..3], ["1", "window", "0"]);
        for (i, row) in rows.iter().enumerate().skip(1) {
            let parent = rows.iter().position(|r| r[0] == row[2]).expect(row[0]);
            assert!(parent < i, "{row:?}");
        }
        let cell = rows
            .iter()
            .find(|r| r[0] == cell_id(at(0, 3)).0.to_string())
            .unwrap();
        let r = layout().cell_rect(at(0, 3));
        assert_eq!(cell[1], "gridcell");
        assert_eq!(
            cell[3],
            crate::app::words::numbers::Decimal(r.x, 1).to_string(),
            "CSS pixels"
        );
        assert_eq!(cell[7], "s");
        assert_eq!(cell[8], "empty, row 1, column 4, orange");
        assert_eq!(cell[9], "candidates 2 6, corner 8");
        let live = rows
            .iter()
            .find(|r| r[0] == ANNOUNCEMENT.0.to_string())
            .unwrap();
        assert_eq!((live[1], live[7]), ("label", "l"));
        let notes = rows
            .iter()
            .find(|r| r[0] == tool_id(2).0.to_string())
            .unwrap();
        assert_eq!((notes[1], notes[7], notes[8]), ("button", "p", "Centre"));
    }

    #[test]
    fn units_and_counts_read_out() {
        let board: Board = PUZZLE.parse().unwrap();
        let game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        let v = view(&game);
        assert_eq!(board.get(at(0, 0)), Some(d(5)));
        assert_eq!(
            unit_words(&v, Unit::ROWS[0]),
            "Row 1: 5, 3, empty, empty, 7, empty, empty, empty, empty"
        );
        let mut remaining = [9u8; 9];
        remaining[4] = 0;
        remaining[0] = 3;
        assert!(remaining_words(&remaining)
            .starts_with("1: 3 left, 2: 9 left, 3: 9 left, 4: 9 left, 5: done"));
    }
}
