//! The accessibility tree: a pure function of what a screen shows ([`Scene`]), the board as a
//! grid of 9 rows of 9 cells, the pad, the tools, the hint's line, a menu's lines and buttons,
//! and two polite live regions taking the announcements in turn; and the tree as text
//! ([`serialize`]) for the page's mirror and the scripted mode's report.

use accesskit::{Action, Live, Role, TreeId, TreeInfo, TreeUpdate};
use peerless::l10n::Message;

use crate::app::access::builder::Builder;
use crate::app::access::controls::{self, tool_bar};
use crate::app::access::kinds::{self, KindsScene};
use crate::app::access::menus;
pub use crate::app::access::text::serialize;
use crate::app::access::words::{cell_words, Words};
use crate::app::access::*;
use crate::app::layout::{HintCard, Layout, Rect};
use crate::app::views::board::{BoardView, HeaderView, PadView, ToolsView};
use crate::app::views::menu::Menu;
use crate::app::words::{self, text};

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
    /// The hint card, when the message is a hint.
    pub card: Option<CardScene<'a>>,
    /// The notes tool's other kinds, where the screen has the tool.
    pub kinds: Option<&'a KindsScene>,
    /// The tool the keyboard's focus is on (a lesson's), by its slot; else the focus is the
    /// board's.
    pub tool_focus: Option<usize>,
}

/// The hint card's words and place.
pub struct CardScene<'a> {
    /// The level in words.
    pub label: &'a str,
    /// The next-level button's words.
    pub next: &'a str,
    /// The close button's name.
    pub close: &'a str,
    /// Where its parts are.
    pub parts: HintCard,
    /// Where its next level's button is drawn (in the full form, a pill as wide as its words).
    pub next_at: Rect,
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
        /// The statistics' calendar's day the focus is on, if it is in the calendar.
        day: Option<u32>,
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

/// The whole tree for `scene`, and where the screen reader's focus is: the selected cell on a
/// board screen (else the board), the focused button on a menu (else the first button, else
/// the window).
pub fn tree(scene: &Scene) -> TreeUpdate {
    let mut b = Builder::new(f64::from(scene.scale));
    // The live regions first: they keep their ids on every screen, and the nodes after them
    // are replaced whole when the screen changes (see `generations`).
    let mut children = ANNOUNCEMENTS.to_vec();
    let mut focus;
    let l = scene.layout;
    match &scene.shown {
        Shown::Board(s) => {
            let header = if s.header.mistakes.is_empty() {
                s.header.level.to_string()
            } else {
                words::format(
                    &Message::new("access-header")
                        .text("level", s.header.level)
                        .text("mistakes", s.header.mistakes),
                )
            };
            b.add(HEADER, Role::Heading, &header, Some(l.header))
                .set_level(1);
            children.push(HEADER);
            if s.header.pause {
                b.button(PAUSE, &text("access-pause"), l.pause, true);
                children.push(PAUSE);
            }
            board(&mut b, s.board, l, scene.words);
            children.push(GRID);
            focus = match s.tool_focus {
                Some(slot) => tool_id(slot),
                None => s.board.selected.map_or(GRID, cell_id),
            };
            children.push(tool_bar(&mut b, s.tools, s.kinds, l));
            controls::pad(&mut b, s.pad, l);
            children.push(PAD);
            if !s.message.is_empty() {
                b.add(MESSAGE, Role::Label, s.message, Some(l.message));
                children.push(MESSAGE);
            }
            // The card's nodes last: a hint shown or put away adds or removes nodes at the end
            // only, so a connected reader keeps the board's ids (see `generations`).
            if let Some(card) = &s.card {
                b.add(CARD_LABEL, Role::Label, card.label, Some(card.parts.label));
                children.push(CARD_LABEL);
                b.button(CARD_NEXT, card.next, card.next_at, true);
                b.button(CARD_CLOSE, card.close, card.parts.close, true);
                children.extend([CARD_NEXT, CARD_CLOSE]);
            }
            // The open chooser's kinds, last as the card's: the focus on the kind the tool
            // turns on.
            if let Some(kinds) = s.kinds.filter(|k| k.open) {
                let (options, chosen) = kinds::options(&mut b, kinds, l);
                children.extend(options);
                focus = chosen;
            }
        }
        Shown::Menu {
            menu,
            focus: focused,
            day,
        } => {
            focus = menus::menu(&mut b, menu, *focused, *day, l, &mut children);
        }
    }
    if !scene.notice.is_empty() {
        b.add(NOTICE, Role::Label, scene.notice, None);
        children.push(NOTICE);
    }
    // The live regions: announcement `count` in region `count % 2`, the other emptied. A
    // screen reader speaks a region's new text, so each announcement is heard, the same
    // sentence twice in a row too (it fills the region that was empty), and its words are
    // only its own. The emptied region is not live until it is filled again: its emptying
    // is no news (AT-SPI would announce an empty text; a browser keeps both regions polite
    // and speaks what is added, not what is removed).
    let (said, count) = scene.announcement;
    let newest = usize::from(count % 2 == 1);
    for (i, id) in ANNOUNCEMENTS.into_iter().enumerate() {
        let (text, live) = if i == newest && !said.is_empty() {
            (said, Live::Polite)
        } else {
            ("", Live::Off)
        };
        b.add(id, Role::Label, text, None).set_live(live);
    }
    let window = b.add(ROOT, Role::Window, "Peerless", Some(l.window));
    window.set_children(children);
    TreeUpdate {
        nodes: b.nodes,
        tree: Some(TreeInfo::new(ROOT)),
        tree_id: TreeId::ROOT,
        focus,
    }
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
                .number("number", row + 1)
                .text("case", peerless::l10n::PLAIN),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::access::testing::*;
    use crate::app::layout::CardPart;
    use crate::app::views::board::ToolButton;
    use peerless::board::Digit;
    use peerless::game::{EntryMode, Game};

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
            icon: crate::app::views::icons::Icon::Undo,
            label: "Undo",
            enabled: true,
            on: false,
            chooser: false,
        });
        tools[2] = Some(ToolButton {
            icon: crate::app::views::icons::Icon::Pencil,
            label: "Centre",
            enabled: true,
            on: true,
            chooser: true,
        });
        // Drawn filled to stand out, not a toggle.
        tools[4] = Some(ToolButton {
            icon: crate::app::views::icons::Icon::Next,
            label: "Practise",
            enabled: true,
            on: true,
            chooser: false,
        });
        let kinds = KindsScene {
            view: crate::app::views::tools::chooser_view(
                peerless::game::CandidateStyle::Centred,
                peerless::game::NoteKind::Centre,
            ),
            slot: 2,
            open: false,
        };
        let pad = PadView {
            remaining: Digit::ALL.map(|digit| game.remaining(digit)),
            finished: game.finished_digits(),
            mode: EntryMode::Digit,
            style: Default::default(),
            chosen: None,
            counts: true,
            fading: None,
        };
        tree(&Scene {
            shown: Shown::Board(BoardScene {
                header: &header,
                board: &v,
                tools: &tools,
                pad: &pad,
                message: "Hidden Single: look at box 5.",
                card: Some(CardScene {
                    label: "Hint 1 of 3: where to look",
                    next: "Show the cells",
                    close: "Close the hint",
                    parts: layout.hint_card(),
                    next_at: layout.hint_card().next,
                }),
                kinds: Some(&kinds),
                tool_focus: None,
            }),
            layout: &layout,
            scale: 2.0,
            words: Words::default(),
            notice: "",
            announcement: ("4 in row 1, column 3", 3),
        })
    }

    /// A cell's and a row's name is one sentence of the catalogue's in every language, its
    /// parts (what it holds, where it is, its notes) joined by the catalogue, never glued.
    #[test]
    fn cells_and_rows_are_named_in_one_message() {
        let glued = std::thread::spawn(|| {
            crate::app::words::set_language(peerless::l10n::Language::Pseudo);
            let game = game();
            let update = game_tree(&game);
            let mut named = 0;
            let mut glued = Vec::new();
            for (_, node) in &update.nodes {
                if matches!(node.role(), Role::GridCell | Role::Row) {
                    let label = node.label().unwrap_or_default();
                    named += 1;
                    if !crate::app::words::is_one_message(label) {
                        glued.push(label.to_string());
                    }
                }
            }
            assert_eq!(named, 90);
            glued
        })
        .join()
        .unwrap();
        assert!(glued.is_empty(), "{glued:?}");
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
        // The notes tool on is named in full, not by its mode's short word alone.
        assert_eq!(
            node(&update, tool_id(2)).label(),
            Some("Notes: Centre notes")
        );
        assert_eq!(node(&update, tool_id(4)).toggled(), None);
        assert_eq!(node(&update, HEADER).label(), Some("Easy, Mistakes 0/3"));
        assert_eq!(
            node(&update, MESSAGE).value(),
            Some("Hidden Single: look at box 5.")
        );
        // The hint card: its level's words and its two buttons, named.
        assert_eq!(node(&update, CARD_LABEL).role(), Role::Label);
        assert_eq!(node(&update, CARD_NEXT).label(), Some("Show the cells"));
        assert_eq!(node(&update, CARD_CLOSE).role(), Role::Button);
        assert_eq!(node(&update, CARD_CLOSE).label(), Some("Close the hint"));
        // The live regions: the third announcement in the second, its words alone; the first
        // emptied and silent.
        let [first, second] = ANNOUNCEMENTS.map(|id| node(&update, id));
        assert_eq!(
            (second.live(), second.value()),
            (Some(Live::Polite), Some("4 in row 1, column 3"))
        );
        assert_eq!((first.live(), first.value()), (Some(Live::Off), Some("")));
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
        for (id, part) in [(CARD_NEXT, CardPart::Next), (CARD_CLOSE, CardPart::Close)] {
            let tap = Some(Request::Tap(Target::Card(part)));
            assert_eq!(request(id, Action::Click), tap);
        }
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

    /// The announcements go to the two live regions in turn, the other emptied and silent: the
    /// same sentence twice is a change a screen reader speaks, and what it speaks is the
    /// sentence alone, never a character added to make it a change (a trailing space did).
    #[test]
    fn each_announcement_fills_the_emptied_live_region_with_its_own_words_alone() {
        let menu = Menu::default();
        let regions = |said: &str, count: u64| {
            let update = tree(&Scene {
                shown: Shown::Menu {
                    menu: &menu,
                    focus: None,
                    day: None,
                },
                layout: &layout(),
                scale: 1.0,
                words: Words::default(),
                notice: "",
                announcement: (said, count),
            });
            let window = node(&update, ROOT).children().to_vec();
            assert_eq!(window[..2], ANNOUNCEMENTS, "first, on every screen");
            ANNOUNCEMENTS.map(|id| {
                let region = node(&update, id);
                (
                    region.value().unwrap_or_default().to_string(),
                    region.live(),
                )
            })
        };
        let quiet = || (String::new(), Some(Live::Off));
        assert_eq!(regions("", 0), [quiet(), quiet()], "nothing said yet");
        let mut before = regions("", 0);
        // The same sentence four times, then another: each heard, each in its own words.
        for (count, said) in [
            (1, "Copied"),
            (2, "Copied"),
            (3, "Copied"),
            (4, "Copied"),
            (5, "Undone"),
        ] {
            let now = regions(said, count);
            let speaking: Vec<usize> = (0..2).filter(|&i| now[i].1 == Some(Live::Polite)).collect();
            assert_eq!(speaking.len(), 1, "{count}: {now:?}");
            let i = speaking[0];
            assert_eq!(now[i].0, said, "{count}: the words alone");
            assert_eq!(
                before[i].0, "",
                "{count}: a region filled that was not empty"
            );
            assert_eq!(now[1 - i], quiet(), "{count}");
            before = now;
        }
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
        // Both live regions are live regions in the text, the silent one too (a browser keeps
        // both polite): the second with the announcement.
        let live = ANNOUNCEMENTS.map(|id| {
            rows.iter()
                .find(|r| r[0] == id.0.to_string())
                .map(|r| (r[1], r[7], r[8]))
        });
        assert_eq!(
            live,
            [
                Some(("label", "l", "")),
                Some(("label", "l", "4 in row 1, column 3"))
            ]
        );
        let notes = rows
            .iter()
            .find(|r| r[0] == tool_id(2).0.to_string())
            .unwrap();
        assert_eq!(
            (notes[1], notes[7], notes[8]),
            ("button", "p", "Notes: Centre notes")
        );
    }
}
