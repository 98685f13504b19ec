//! The board screens' geometry ([`Layout`]): the header, the board, the tool row, the pad and the
//! line under it, upright or sideways, a pure function of the window size, the density and the
//! safe-area insets; and the hit test that turns a point into a cell, a digit or a tool.
//!
//! Nothing here draws or asks the window anything, so every phone, tablet and desktop shape is
//! unit-tested, and drawing code never computes a position of its own. Sizes are in the window's
//! logical pixels; `dp` says how many of them make one density-independent pixel (1.0 on a
//! desktop at 96 dpi, about 2.75 on a modern phone), which is what touch-size rules are
//! written in.

use peerless::board::{Cell, Digit};
use peerless::game::NoteKind;

use super::{type_scale, Rect, GRID_DP};

/// What a point on the game screen falls on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A cell of the board.
    Cell(Cell),
    /// A digit of the number pad.
    Digit(Digit),
    /// A button of the tool bar, by its slot (0 for the first): what it does depends on the
    /// screen (see `tools.rs`).
    Tool(usize),
    /// The pause button in the header.
    Pause,
    /// A part of the hint card (found by [`Layout::card_hit`] while a card is shown).
    Card(CardPart),
    /// A kind's button of the notes tool's chooser (found by [`Layout::chooser_hit`] while
    /// the chooser is open).
    NoteKind(NoteKind),
    /// The notes tool's other kinds: what a long press on the tool opens, as a screen reader
    /// reaches it (a node of its own; no point of the screen is this).
    NoteKinds,
}

/// A part of the hint card that answers a tap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardPart {
    /// Say more: the next level of the hint, or, after the last, its move made.
    Next,
    /// Put the hint away.
    Close,
    /// Show the whole text when it is longer than the card's lines, or fold it back.
    More,
}

/// Whether the screen is taller than wide (phones held upright) or not (desktop, tablets sideways).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Orientation {
    /// Board above, tools and pad below.
    Portrait,
    /// Board on the left, header, tools and pad on the right.
    Landscape,
}

/// The positions of everything on the game screen, and of menu buttons on the other screens.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Logical pixels per dp.
    pub dp: f32,
    /// The whole window.
    pub window: Rect,
    /// The window less the insets: where anything may be drawn.
    pub safe: Rect,
    /// Portrait or landscape.
    pub orientation: Orientation,
    /// The header: level, timer, mistakes, and the pause button.
    pub header: Rect,
    /// The pause button inside the header.
    pub pause: Rect,
    /// The board (square).
    pub board: Rect,
    /// One cell's side.
    pub cell: f32,
    /// The tool bar's slots, in screen order.
    pub tools: [Rect; 6],
    /// The digit buttons 1 to 9.
    pub pad: [Rect; 9],
    /// Room for a hint sentence or the cell-info panel: above the board in portrait (the pad
    /// keeps the bottom, in the thumb's reach), between the header and the tools in landscape.
    pub message: Rect,
}

/// The player's hand, as far as the layout follows it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hand {
    /// In landscape, the tools and pad on the left of the board (for a left hand).
    pub tools_left: bool,
}

impl Layout {
    /// The cell of the board under a point.
    pub fn cell_at(&self, x: f32, y: f32) -> Option<Cell> {
        if !self.board.contains(x, y) {
            return None;
        }
        let col = ((x - self.board.x) / self.cell) as usize;
        let row = ((y - self.board.y) / self.cell) as usize;
        Cell::at(row.min(8), col.min(8))
    }

    /// The rectangle of a cell.
    pub fn cell_rect(&self, cell: Cell) -> Rect {
        Rect::new(
            self.board.x + cell.col() as f32 * self.cell,
            self.board.y + cell.row() as f32 * self.cell,
            self.cell,
            self.cell,
        )
    }

    /// What a point on the game screen falls on, if anything.
    pub fn hit(&self, x: f32, y: f32) -> Option<Target> {
        if let Some(cell) = self.cell_at(x, y) {
            return Some(Target::Cell(cell));
        }
        if self.pause.contains(x, y) {
            return Some(Target::Pause);
        }
        if let Some(i) = self.pad.iter().position(|r| r.contains(x, y)) {
            return Digit::new(i as u8 + 1).map(Target::Digit);
        }
        self.tools
            .iter()
            .position(|r| r.contains(x, y))
            .map(Target::Tool)
    }

    /// A text size in logical pixels for `points` dp, never under 12 dp.
    pub fn text(&self, points: f32) -> f32 {
        points.max(12.0) * self.dp
    }
}

/// The hint card's inner padding and top row (see `card.rs`).
/// The card's inner padding, in dp.
pub(super) const PAD_DP: f32 = 3.0 * GRID_DP;
/// The height of the full form's top row, in dp.
pub(super) const ROW_DP: f32 = 9.0 * GRID_DP;
/// The height of one line of the hint's text at `size` logical pixels.
pub fn line_height(size: f32) -> f32 {
    size * 1.35
}

/// The full form's height for `lines` lines of body text, in logical pixels at `dp`, for a
/// card `width` wide: what the portrait layout gives the band where it has the room.
pub(super) fn card_height(lines: f32, dp: f32, width: f32) -> f32 {
    (2.0 * PAD_DP + card_rows(width, dp) * ROW_DP) * dp + text_lines(lines, dp)
}

/// The narrowest top row that holds the level's words, the next level's button and the close
/// button side by side, in dp.
pub(super) const WIDE_ROW_DP: f32 = 320.0;

/// The rows of buttons the full form of a card `width` wide has: one beside the level's
/// words where it is wide enough, else a second for the next level's button.
pub(super) fn card_rows(width: f32, dp: f32) -> f32 {
    if width - PAD_DP * dp >= WIDE_ROW_DP * dp {
        1.0
    } else {
        2.0
    }
}

/// How many lines of hint text the band for it holds at least (at the body text's size; a
/// longer hint is set smaller to fit, see `View::rewrap`).
pub(super) const MESSAGE_LINES: f32 = 2.0;

/// The most lines of a hint the band above an upright board grows to hold (a tall window's
/// height to spare); past that, the height is left under the pad.
pub(crate) const BAND_LINES_MAX: f32 = 6.0;

/// The tallest a pad key grows to where a tall screen has height to spare, in dp.
pub(crate) const PAD_KEY_MAX_DP: f32 = 80.0;

/// The width a side panel takes from a board whose cells stay at least [`CELL_WIDE_DP`], in dp.
pub(crate) const PANEL_WIDE_DP: f32 = 224.0;
/// The cell a board keeps before it gives the side panel width, in dp: a touch target.
pub(crate) const CELL_WIDE_DP: f32 = 44.0;

/// The height of `lines` lines of body text (15 points, as `View` sets the hint, in whole
/// pixels: rounded up, so that the lines `Sizes` rounds to fit at every density).
pub(super) fn text_lines(lines: f32, dp: f32) -> f32 {
    lines * line_height((type_scale::BODY.max(12.0) * dp).ceil())
}

#[cfg(test)]
mod tests {
    use super::super::{Insets, MARGIN_DP, TOUCH_DP};
    use super::*;

    #[test]
    fn a_union_holds_both_rectangles_and_no_more() {
        let a = Rect::new(10.0, 20.0, 30.0, 5.0);
        let b = Rect::new(0.0, 22.0, 5.0, 40.0);
        assert_eq!(a.union(b), Rect::new(0.0, 20.0, 40.0, 42.0));
        assert_eq!(b.union(a), a.union(b));
        assert_eq!(a.union(a), a);
    }

    /// A window shape to test: (name, width px, height px, dp, insets).
    type Shape = (&'static str, f32, f32, f32, Insets);

    /// Phones, tablets and desktops.
    fn shapes() -> Vec<Shape> {
        let notch = Insets {
            top: 47.0 * 3.0,
            bottom: 34.0 * 3.0,
            ..Insets::default()
        };
        vec![
            ("480x800 phone", 480.0, 800.0, 1.5, Insets::default()),
            ("360x640 dp phone", 720.0, 1280.0, 2.0, Insets::default()),
            (
                "tall 1080x2400 phone",
                1080.0,
                2400.0,
                2.75,
                Insets::default(),
            ),
            (
                "very tall 1080x2640",
                1080.0,
                2640.0,
                2.625,
                Insets::default(),
            ),
            ("iPhone with notch", 1179.0, 2556.0, 3.0, notch),
            ("phone sideways", 2400.0, 1080.0, 2.75, Insets::default()),
            (
                "a phone's browser sideways",
                915.0,
                412.0,
                1.0,
                Insets::default(),
            ),
            ("tablet portrait", 1600.0, 2560.0, 2.0, Insets::default()),
            ("tablet landscape", 2560.0, 1600.0, 2.0, Insets::default()),
            ("desktop 1280x800", 1280.0, 800.0, 1.0, Insets::default()),
            ("desktop 1920x1080", 1920.0, 1080.0, 1.0, Insets::default()),
            (
                "small desktop window 640x480",
                640.0,
                480.0,
                1.0,
                Insets::default(),
            ),
            // The shapes players saw overlap, clip or leave half the window empty.
            ("short window 500x400", 500.0, 400.0, 1.0, Insets::default()),
            (
                "short wide window 900x300",
                900.0,
                300.0,
                1.0,
                Insets::default(),
            ),
            (
                "tall window 700x2000",
                700.0,
                2000.0,
                1.0,
                Insets::default(),
            ),
            (
                "wide window 2400x700",
                2400.0,
                700.0,
                1.0,
                Insets::default(),
            ),
        ]
    }

    /// Every shape of [`shapes`], with the tools on the right and on the left.
    fn shapes_and_hands() -> Vec<(Shape, Hand)> {
        let hands = [Hand::default(), Hand { tools_left: true }];
        shapes()
            .into_iter()
            .flat_map(|shape| hands.map(|hand| (shape, hand)))
            .collect()
    }

    fn overlaps(a: &Rect, b: &Rect) -> bool {
        a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()
    }

    #[test]
    fn every_shape_has_room_for_two_lines_of_a_hint() {
        for ((name, w, h, dp, insets), hand) in shapes_and_hands() {
            let layout = Layout::for_hand(w, h, dp, insets, hand);
            let lines = layout.message.h / (layout.text(15.0) * 1.35);
            assert!(
                lines >= 2.0 - 1e-3,
                "{name}: {lines:.1} lines in {:?}",
                layout.message
            );
        }
    }

    #[test]
    fn every_shape_fits_the_safe_area_without_overlaps() {
        for ((name, w, h, dp, insets), hand) in shapes_and_hands() {
            let layout = Layout::for_hand(w, h, dp, insets, hand);
            let mut blocks = vec![layout.header, layout.board, layout.message];
            blocks.extend(layout.tools);
            blocks.extend(layout.pad);
            for r in &blocks {
                assert!(
                    r.x >= layout.safe.x - 0.5
                        && r.y >= layout.safe.y - 0.5
                        && r.right() <= layout.safe.right() + 0.5
                        && r.bottom() <= layout.safe.bottom() + 0.5,
                    "{name}: {r:?} leaves the safe area {:?}",
                    layout.safe
                );
            }
            for (i, a) in blocks.iter().enumerate() {
                for b in &blocks[i + 1..] {
                    let empty = a.h <= 0.0 || b.h <= 0.0;
                    if a != &layout.header && b != &layout.header && !empty {
                        assert!(!overlaps(a, b), "{name}: {a:?} overlaps {b:?}");
                    }
                }
            }
            assert_eq!(
                layout.board.w, layout.board.h,
                "{name}: the board is square"
            );
            assert_eq!(layout.board.w, layout.cell * 9.0, "{name}");
        }
    }

    #[test]
    fn the_pad_sits_in_the_thumbs_reach_and_the_panel_spans_the_board() {
        for (name, w, h, dp, insets) in shapes() {
            let layout = Layout::new(w, h, dp, insets);
            let pad_bottom = layout.pad.iter().map(|r| r.bottom()).fold(0.0, f32::max);
            match layout.orientation {
                Orientation::Portrait => {
                    // The header at the top of the safe area; the pad near its bottom, in the
                    // thumb's reach, with room below it (not touching the screen's edge). Or,
                    // in a window far taller than wide, whose keys have grown as tall as they
                    // go, the height none can use under the pad.
                    let room = layout.safe.bottom() - pad_bottom;
                    let margin = MARGIN_DP * layout.dp;
                    assert!(
                        (layout.header.y - layout.safe.y).abs() < 0.5,
                        "{name}: the header at the top"
                    );
                    let grown = layout.pad[0].h >= PAD_KEY_MAX_DP * dp - 0.5;
                    assert!(
                        room >= margin - 0.5 && (room <= 2.0 * margin + 0.5 || grown),
                        "{name}: the pad ends {room} above the bottom"
                    );
                    assert!(layout.message.bottom() <= layout.board.y + 0.5, "{name}");
                }
                Orientation::Landscape => {
                    // The panel from the board's top to its bottom (the board on whole pixels,
                    // within one of it); in a short window, whose panel needs more than the
                    // board's height, centred in the safe area; in a small one, the tools in a
                    // row under both, across the window.
                    let tools = layout.tools[0].union(layout.tools[5]);
                    if tools.y >= layout.board.bottom() - 0.5 {
                        assert!(pad_bottom <= tools.y, "{name}");
                        assert!(tools.x <= layout.board.x.min(layout.header.x), "{name}");
                        assert!(tools.right() >= layout.board.right(), "{name}");
                        assert!(tools.right() >= layout.header.right(), "{name}");
                    } else if (layout.header.y - layout.board.y).abs() < 1.0 {
                        assert!(pad_bottom <= layout.board.bottom() + 1.0, "{name}");
                    } else {
                        let above = layout.header.y - layout.safe.y;
                        let below = layout.safe.bottom() - pad_bottom;
                        assert!(layout.header.y < layout.board.y, "{name}");
                        assert!((above - below).abs() < 0.5, "{name}: {above} {below}");
                        assert!(above >= MARGIN_DP * dp - 0.5, "{name}");
                    }
                    let left = Layout::for_hand(w, h, dp, insets, Hand { tools_left: true });
                    assert!(left.pad[0].x < left.board.x, "{name}: tools on the left");
                    assert!(
                        layout.pad[0].x > layout.board.right(),
                        "{name}: on the right"
                    );
                }
            }
        }
    }

    #[test]
    fn buttons_are_full_touch_targets_everywhere() {
        for (name, w, h, dp, insets) in shapes() {
            let layout = Layout::new(w, h, dp, insets);
            for r in layout.tools.iter().chain(&layout.pad) {
                assert!(
                    r.w >= TOUCH_DP * dp - 0.5 && r.h >= TOUCH_DP * dp - 0.5,
                    "{name}: button {r:?} under 48 dp ({} px)",
                    TOUCH_DP * dp
                );
            }
            assert!(layout.pause.w >= TOUCH_DP * dp - 0.5, "{name}");
        }
    }

    #[test]
    fn orientation_follows_the_shape() {
        let phone = Layout::new(1080.0, 2400.0, 2.75, Insets::default());
        assert_eq!(phone.orientation, Orientation::Portrait);
        assert!(
            phone.board.w >= 1080.0 - 2.0 * MARGIN_DP * 2.75 - 9.0,
            "full width"
        );
        // Under the board, the tools in two columns and the pad beside them, at the right
        // (six tools in a row would be too narrow for their words).
        assert!(phone.tools[0].y > phone.board.bottom());
        assert!((phone.pad[0].y - phone.tools[0].y).abs() < 0.5);
        assert!(phone.pad[0].x > phone.tools[1].right());
        assert!(phone.tools[0].w >= 76.0 * 2.75 - 0.5);
        let desktop = Layout::new(1280.0, 800.0, 1.0, Insets::default());
        assert_eq!(desktop.orientation, Orientation::Landscape);
        assert!(
            desktop.pad[0].x > desktop.board.right(),
            "pad beside the board"
        );
        assert!(
            desktop.board.h >= 800.0 - 2.0 * MARGIN_DP - 9.0,
            "full height"
        );
    }

    #[test]
    fn a_narrow_phone_splits_the_pad_in_two_rows_and_a_wide_screen_keeps_one() {
        let narrow = Layout::new(480.0, 800.0, 1.5, Insets::default());
        assert!(narrow.pad[5].y > narrow.pad[0].y, "second row");
        let wide = Layout::new(1600.0, 2560.0, 2.0, Insets::default());
        assert_eq!(wide.pad[8].y, wide.pad[0].y, "one row");
    }

    #[test]
    fn hit_tests_find_every_cell_digit_and_tool_at_its_centre() {
        for (name, w, h, dp, insets) in shapes() {
            let layout = Layout::new(w, h, dp, insets);
            for cell in Cell::ALL {
                let (x, y) = layout.cell_rect(cell).center();
                assert_eq!(layout.hit(x, y), Some(Target::Cell(cell)), "{name} {cell}");
            }
            for digit in Digit::ALL {
                let (x, y) = layout.pad[digit.index()].center();
                assert_eq!(layout.hit(x, y), Some(Target::Digit(digit)), "{name}");
            }
            for (slot, r) in layout.tools.iter().enumerate() {
                let (x, y) = r.center();
                assert_eq!(layout.hit(x, y), Some(Target::Tool(slot)), "{name}");
            }
            let (x, y) = layout.pause.center();
            assert_eq!(layout.hit(x, y), Some(Target::Pause), "{name}");
            assert_eq!(layout.hit(-5.0, -5.0), None);
        }
    }

    #[test]
    fn cell_edges_belong_to_exactly_one_cell() {
        let layout = Layout::new(720.0, 1280.0, 2.0, Insets::default());
        let r1c2 = layout.cell_rect(Cell::at(0, 1).unwrap());
        assert_eq!(layout.cell_at(r1c2.x, r1c2.y), Cell::at(0, 1));
        assert_eq!(layout.cell_at(r1c2.x - 0.01, r1c2.y), Cell::at(0, 0));
        let last = layout.board.right() - 0.01;
        assert_eq!(
            layout.cell_at(last, last - layout.board.x + layout.board.y),
            Cell::at(8, 8)
        );
    }

    #[test]
    fn degenerate_input_gives_a_usable_layout_without_panicking() {
        for (w, h, dp) in [(0.0, 0.0, 0.0), (1.0, 1.0, f32::NAN), (10.0, 5000.0, -1.0)] {
            let layout = Layout::new(w, h, dp, Insets::default());
            assert!(layout.cell >= 1.0);
            let _ = layout.hit(0.0, 0.0);
        }
    }
}
