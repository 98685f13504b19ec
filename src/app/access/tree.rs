//! The accessibility tree: a pure function of what a screen shows ([`Scene`]), the board as a
//! grid of 9 rows of 9 cells, the pad, the tools, the hint's line, a menu's lines and buttons,
//! and a polite live region; and the tree as text ([`serialize`]) for the page's mirror and the
//! scripted mode's report.

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
    // The live region first: it keeps its id on every screen, and the nodes after it are
    // replaced whole when the screen changes (see `generations`).
    let mut children = vec![ANNOUNCEMENT];
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
    // The live region: its text changes with each announcement, a space more or less telling
    // a sentence said twice from one said once (the screen reader speaks a change).
    let (said, count) = scene.announcement;
    let mut text = said.to_string();
    if count % 2 == 1 && !text.is_empty() {
        text.push(' ');
    }
    b.add(ANNOUNCEMENT, Role::Label, &text, None)
        .set_live(Live::Polite);
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
    use crate::app::views::menu::{MenuAction, MenuShape};
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
    use crate::app::views::menu::MenuItem;
    use crate::app::views::settings::SettingKey;

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
    fn a_menu_is_its_title_lines_and_buttons_the_first_focused() {
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
        assert_eq!(node(&update, menu_id(0)).role(), Role::Label);
        assert_eq!(node(&update, menu_id(1)).role(), Role::Button);
        assert_eq!(update.focus, menu_id(1), "the first button, not the line");
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
        // A line of information with a caption (the Keys screen's) says it in its own words.
        let mut keys = Menu::default();
        keys.items
            .push(MenuItem::new("Escape", MenuAction::Info).with_caption("Pause; elsewhere, back"));
        let info = menu_tree(&keys, "");
        assert_eq!(
            node(&info, menu_id(0)).value(),
            Some("Escape: Pause; elsewhere, back")
        );
        assert_eq!(node(&info, menu_id(0)).description(), None);
        assert_eq!(
            node(&update, NOTICE).value(),
            Some("Your saved game could not be read.")
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
        assert_eq!(
            (notes[1], notes[7], notes[8]),
            ("button", "p", "Notes: Centre notes")
        );
    }
}
