//! How the board screens' blocks are arranged in a window: upright, the header, the hint's band,
//! the board, the tool row and the pad from the top; sideways, the board beside a panel of the
//! rest, its tools and pad stacked, side by side or in rows, whichever leaves the board largest.
//!
//! Every shape is tried at full touch targets (48 dp) first, then at Apple's 44 dp, and smaller
//! only where a window is too small for even those (down to WCAG's minimum, 24 dp), so nothing
//! overlaps or leaves the window however small it is. Height to spare goes to the pad (three
//! rows of large keys in the thumb's reach), the hint's band, taller keys; what no block can use
//! stays under the pad, the header at the top, as on a phone.

use super::board::{
    card_height, text_lines, Hand, Layout, Orientation, BAND_LINES_MAX, CELL_WIDE_DP,
    MESSAGE_LINES, PAD_KEY_MAX_DP, PANEL_WIDE_DP,
};
use super::{Insets, Rect, BUTTON_DP, GAP_DP, HEADER_DP, MARGIN_DP};

/// The touch targets' sizes tried, largest first, in dp: the platforms' 48, Apple's 44, and in
/// a window too small for those, smaller down to WCAG's minimum target, 24.
const TOUCH_STEPS: [f32; 7] = [48.0, 44.0, 40.0, 36.0, 32.0, 28.0, 24.0];

/// The shortest header, in dp: the level and clock over the mistakes, on two lines.
const HEADER_MIN_DP: f32 = 36.0;

/// The smallest cell a board keeps before its buttons give up size for it, in dp.
const CELL_MIN_DP: f32 = 20.0;

/// The widest a key of the side panel's 3x3 pad grows to (a large desktop window), in dp: the
/// size of a large button, not a tile that dwarfs the tools beside it. The height the pad does
/// not take goes to the hint's band.
pub(super) const PANEL_KEY_MAX_DP: f32 = 96.0;

/// Buttons of a row of `N` in `area`, `gap` apart, each as wide as the row allows.
fn row_of<const N: usize>(area: Rect, gap: f32) -> [Rect; N] {
    let width = (area.w - gap * (N as f32 - 1.0)) / N as f32;
    std::array::from_fn(|i| Rect::new(area.x + i as f32 * (width + gap), area.y, width, area.h))
}

/// `N` buttons in `area` in rows of `per_row` (the last row centred under the others), `gap`
/// apart.
fn grid_of<const N: usize>(area: Rect, per_row: usize, gap: f32) -> [Rect; N] {
    let rows = N.div_ceil(per_row);
    let w = (area.w - (per_row - 1) as f32 * gap) / per_row as f32;
    let h = (area.h - (rows - 1) as f32 * gap) / rows as f32;
    std::array::from_fn(|i| {
        let (row, col) = (i / per_row, i % per_row);
        let in_row = (N - row * per_row).min(per_row);
        let offset = (per_row - in_row) as f32 * (w + gap) / 2.0;
        Rect::new(
            area.x + offset + col as f32 * (w + gap),
            area.y + row as f32 * (h + gap),
            w,
            h,
        )
    })
}

/// The pad's nine keys in `area` in `rows` rows: one of nine, five over four, or three of
/// three (as a phone's dialler).
fn pad_in(area: Rect, gap: f32, rows: usize) -> [Rect; 9] {
    match rows {
        1 => row_of::<9>(area, gap),
        2 => grid_of::<9>(area, 5, gap),
        _ => grid_of::<9>(area, 3, gap),
    }
}

/// The pause button: a square touch target at the header's right end.
fn pause_in(header: Rect, touch: f32) -> Rect {
    let side = header.h.max(touch).min(header.w);
    Rect::new(header.right() - side, header.y, side, header.h)
}

/// The pause button of a header whose first line is `h` tall (a narrow panel's header has a
/// second, under the button).
fn pause_over(header: Rect, touch: f32, h: f32) -> Rect {
    pause_in(Rect { h, ..header }, touch)
}

/// The narrowest side panel whose header keeps the level, the clock and the mistakes left of
/// the pause button, in dp; a narrower one gives the clock and the mistakes a line of their
/// own under the button, the panel's width.
const HEADER_WIDE_DP: f32 = 320.0;
/// That second line's height, in dp.
const HEADER_LINE_DP: f32 = 5.0 * super::GRID_DP;

impl Layout {
    /// Lays out a window of `width` x `height` logical pixels with `dp` logical pixels per dp and
    /// the given insets, for a right hand. Portrait when the safe area is taller than wide.
    pub fn new(width: f32, height: f32, dp: f32, insets: Insets) -> Layout {
        Layout::for_hand(width, height, dp, insets, Hand::default())
    }

    /// [`Layout::new`] for `hand`.
    pub fn for_hand(width: f32, height: f32, dp: f32, insets: Insets, hand: Hand) -> Layout {
        let dp = if dp.is_finite() && dp > 0.0 { dp } else { 1.0 };
        let window = Rect::new(0.0, 0.0, width.max(1.0), height.max(1.0));
        let safe = Rect::new(
            insets.left,
            insets.top,
            (window.w - insets.left - insets.right).max(1.0),
            (window.h - insets.top - insets.bottom).max(1.0),
        );
        if safe.h > safe.w {
            portrait(window, safe, dp)
        } else {
            landscape(window, safe, dp, hand)
        }
    }
}

/// One way to lay a screen out, and the board it leaves.
#[derive(Clone, Copy)]
struct Plan {
    cell: f32,
    layout: Layout,
}

/// The plan of the largest touch target whose board keeps [`CELL_MIN_DP`], else the one with
/// the largest board.
fn choose(plans: impl Iterator<Item = Plan>, dp: f32) -> Option<Layout> {
    let mut best: Option<Plan> = None;
    for plan in plans {
        if plan.cell >= CELL_MIN_DP * dp {
            return Some(plan.layout);
        }
        if best.is_none_or(|b| plan.cell > b.cell) {
            best = Some(plan);
        }
    }
    best.map(|b| b.layout)
}

/// The board screen upright.
pub(super) fn portrait(window: Rect, safe: Rect, dp: f32) -> Layout {
    let plans = TOUCH_STEPS
        .iter()
        .filter_map(|&t| portrait_at(window, safe, dp, t * dp));
    choose(plans, dp).unwrap_or_else(|| {
        portrait_at(window, safe, dp, TOUCH_STEPS[6] * dp)
            .expect("the smallest touch target always has a plan")
            .layout
    })
}

fn portrait_at(window: Rect, safe: Rect, dp: f32, touch: f32) -> Option<Plan> {
    // Six tools side by side at this size where they are wide enough for their words (a
    // tablet), else in two columns beside a 3x3 pad (a phone): on the narrowest windows the
    // margins and gaps give way first; the smallest size is taken whatever it leaves.
    let smallest = touch <= TOUCH_STEPS[6] * dp;
    let tool = tool_w(touch, dp);
    let tight = safe.w - 6.0 * tool;
    let beside = tight < 5.0 * dp && !smallest;
    // The room the gaps and margins share: five gaps and two margins in a row of six; a gap
    // between the tools' columns, two between the keys' and three margins beside the pad.
    let tight = if beside {
        safe.w - 2.0 * tool - 3.0 * touch
    } else {
        tight
    };
    if beside && tight < 6.0 * dp {
        return None;
    }
    let (gap, margin) = if beside {
        let gap = (GAP_DP * dp).min(tight / 6.0).max(dp.min(safe.w / 60.0));
        (
            gap,
            (MARGIN_DP * dp).min((tight - 3.0 * gap) / 3.0).max(0.0),
        )
    } else {
        let gap = (GAP_DP * dp).min(tight / 9.0).max(dp.min(safe.w / 60.0));
        (
            gap,
            (MARGIN_DP * dp).min((tight - 5.0 * gap) / 2.0).max(0.0),
        )
    };
    let inner_w = safe.w - 2.0 * margin;
    let header_h = (HEADER_DP * dp).min(touch.max(HEADER_MIN_DP * dp));
    let one_row = (inner_w - 8.0 * gap) / 9.0 >= touch;
    let flat_rows = if beside {
        3
    } else if one_row {
        1
    } else {
        2
    };
    // From the top: the header, a steady band for the hint (never less than two lines, so a
    // hint never moves the board), the board, the tools and the pad, and room below the pad.
    // Buttons take their preferred height when the board can still be full width, else the
    // touch size before the board shrinks.
    let message_min = text_lines(MESSAGE_LINES, dp);
    let below = |tool: f32, key: f32, rows: usize| {
        let keys = rows as f32 * key + (rows as f32 - 1.0) * gap;
        if beside {
            keys
        } else {
            tool + margin + keys
        }
    };
    let fixed = header_h + message_min + 4.0 * margin;
    let room_for_board = |button: f32| safe.h - fixed - below(button, button, flat_rows);
    let preferred = (BUTTON_DP * dp).max(touch);
    let button = if room_for_board(preferred) >= inner_w {
        preferred
    } else {
        touch
    };
    let board_size = inner_w.min(room_for_board(button));
    if board_size < 9.0 * dp && !smallest {
        return None;
    }
    let cell = (board_size.max(9.0) / 9.0).floor().max(1.0);
    let board_size = cell * 9.0;
    // Height to spare (a tall phone) goes first to room below the pad, then to a keypad of
    // three rows of three (a phone's dialler: large keys in the thumb's reach), then to the
    // hint's band until it holds the whole hint card, then to taller keys, then to the band
    // again up to six lines; what is left stays under the pad, the header at the top of the
    // safe area, as a phone's screen is (a window far taller than wide once centred the
    // screen, a fifth of its height empty above the header).
    let mut spare = (safe.h - fixed - board_size - below(button, button, flat_rows)).max(0.0);
    let bottom_room = spare.min(margin);
    spare -= bottom_room;
    let mut rows = flat_rows;
    let key_in_row = (inner_w - 8.0 * gap) / 9.0;
    if rows == 2 && spare >= button + gap {
        rows = 3;
        spare -= button + gap;
    } else if rows == 1 && key_in_row < PAD_KEY_MAX_DP * dp && spare >= 2.0 * (button + gap) {
        rows = 3;
        spare -= 2.0 * (button + gap);
    }
    let card = (card_height(3.0, dp, inner_w) - message_min)
        .max(0.0)
        .min(spare);
    spare -= card;
    let key = (button + spare / rows as f32).min((PAD_KEY_MAX_DP * dp).max(button));
    spare -= (key - button) * rows as f32;
    let band = (card_height(BAND_LINES_MAX, dp, inner_w) - message_min - card)
        .max(0.0)
        .min(spare);
    let top = safe.y;
    let header = Rect::new(safe.x + margin, top, inner_w, header_h);
    let message = Rect::new(
        safe.x + margin,
        header.bottom() + margin,
        inner_w,
        message_min + card + band,
    );
    // On whole pixels, as its cells are whole: its lines and digits crisp.
    let board = Rect::new(
        (safe.x + (safe.w - board_size) / 2.0).round(),
        (message.bottom() + margin).floor(),
        board_size,
        board_size,
    );
    let keys_h = rows as f32 * key + (rows as f32 - 1.0) * gap;
    let (tools, pad) = if beside {
        // The tools' two columns at the left, the pad (what the thumb uses most) at the right.
        let y = board.bottom() + margin;
        let tools_area = Rect::new(safe.x + margin, y, 2.0 * tool + gap, keys_h);
        let pad_x = tools_area.right() + margin;
        let pad_area = Rect::new(pad_x, y, safe.x + margin + inner_w - pad_x, keys_h);
        (
            grid_of::<6>(tools_area, 2, gap),
            pad_in(pad_area, gap, rows),
        )
    } else {
        let tools_area = Rect::new(safe.x + margin, board.bottom() + margin, inner_w, button);
        let pad_area = Rect::new(
            safe.x + margin,
            tools_area.bottom() + margin,
            inner_w,
            keys_h,
        );
        (row_of::<6>(tools_area, gap), pad_in(pad_area, gap, rows))
    };
    Some(Plan {
        cell,
        layout: Layout {
            dp,
            window,
            safe,
            orientation: Orientation::Portrait,
            header,
            pause: pause_in(header, touch),
            board,
            cell,
            tools,
            pad,
            message,
        },
    })
}

/// The narrowest tool, in dp: its label under its icon, at the smallest text (12 dp), needs
/// more than a touch target's width (`Wiederholen`, `Podpowiedź`: 71 dp, and a hair each
/// side). Wherever six tools side by side would be narrower, they take rows of three or two
/// columns beside the pad.
const TOOL_W_DP: f32 = 76.0;

/// A tool's least width for touch targets of `t` (logical pixels at `dp`): [`TOOL_W_DP`] at
/// 44 dp and over, narrower in proportion in a window too small for those (whose words may
/// be smaller).
fn tool_w(t: f32, dp: f32) -> f32 {
    TOOL_W_DP * dp * (t / (44.0 * dp)).min(1.0)
}

/// How the side panel sets its tools and its pad.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Panel {
    /// The tools in rows (of six, or of three where the panel is narrower) over a 3x3 pad.
    Stacked,
    /// The tools in three rows of two beside a 3x3 pad (a short window).
    Beside,
    /// The tools in a row of six over the pad in a row of five and one of four.
    TwoRows,
    /// The tools in a row of six over the pad in one row of nine (the shortest windows).
    OneRow,
    /// A 3x3 pad in the panel, the tools in a row of six under both (a small window sideways,
    /// too narrow for a panel of tools wide enough for their words).
    Under,
}

impl Panel {
    const ALL: [Panel; 5] = [
        Panel::Stacked,
        Panel::Beside,
        Panel::TwoRows,
        Panel::OneRow,
        Panel::Under,
    ];

    /// The narrowest panel and its height below the hint's band (tools and pad), with
    /// buttons of `t`, `gap` and `margin` apart, the tools in rows of `per_row`.
    fn least(self, t: f32, tool: f32, gap: f32, margin: f32, per_row: usize) -> (f32, f32) {
        let across = |n: f32| n * t + (n - 1.0) * gap;
        let tools = |n: f32| n * tool + (n - 1.0) * gap;
        match self {
            Panel::Stacked => {
                let tool_rows = (6 / per_row) as f32;
                (
                    tools(per_row as f32).max(across(3.0)),
                    across(tool_rows) + margin + across(3.0),
                )
            }
            Panel::Beside => (tools(2.0) + margin + across(3.0), across(3.0)),
            Panel::TwoRows => (tools(6.0).max(across(5.0)), t + margin + across(2.0)),
            Panel::OneRow => (tools(6.0).max(across(9.0)), t + margin + t),
            Panel::Under => (across(3.0), across(3.0)),
        }
    }
}

/// The board screen sideways: the board on one side, the panel on the hand's.
pub(super) fn landscape(window: Rect, safe: Rect, dp: f32, hand: Hand) -> Layout {
    let plans = TOUCH_STEPS
        .iter()
        .filter_map(|&t| landscape_at(window, safe, dp, hand, t * dp));
    choose(plans, dp).unwrap_or_else(|| {
        landscape_at(window, safe, dp, hand, TOUCH_STEPS[6] * dp)
            .expect("the smallest touch target always has a plan")
            .layout
    })
}

fn landscape_at(window: Rect, safe: Rect, dp: f32, hand: Hand, touch: f32) -> Option<Plan> {
    let smallest = touch <= TOUCH_STEPS[6] * dp;
    let margin = MARGIN_DP * dp;
    let gap = GAP_DP * dp;
    let message_min = text_lines(MESSAGE_LINES, dp);
    let header_h = (HEADER_DP * dp).min(touch.max(HEADER_MIN_DP * dp));
    let tall = safe.h - 2.0 * margin;
    // The gaps of a row of six tools across the whole window.
    let under_gap = gap.min((safe.w - 2.0 * margin - 6.0 * tool_w(touch, dp)) / 5.0);
    // The panel as wide as its words want (a hint's level and its progress on two lines at
    // most, each at least 12 dp) where the board keeps cells of a touch target's size: a
    // square window's board was as tall as the window, its cells 118 dp, and its panel a
    // column of 160 whose words were drawn at 9.
    let wanted = (PANEL_WIDE_DP * dp)
        .min(safe.w - 3.0 * margin - 9.0 * CELL_WIDE_DP * dp)
        .max(0.0);
    // Each arrangement's board: as tall as the window, as wide as the panel leaves.
    let mut best: Option<(f32, Panel, usize, f32, f32)> = None;
    for panel in Panel::ALL {
        for per_row in [6, 3, 2] {
            if per_row != 6 && panel != Panel::Stacked {
                continue;
            }
            let (w, below) = panel.least(touch, tool_w(touch, dp), gap, margin, per_row);
            let h = header_h + margin + message_min + margin + below;
            // Under both, the tools' row takes its height from the board's and the panel's.
            let tall = if panel == Panel::Under {
                if under_gap < dp {
                    continue;
                }
                tall - touch - margin
            } else {
                tall
            };
            if h > tall + 0.01 {
                continue;
            }
            let side = tall.min(safe.w - 3.0 * margin - w.max(wanted));
            if best.is_none_or(|b| side > b.0 + 0.5) {
                best = Some((side, panel, per_row, w, h));
            }
        }
    }
    let (side, panel, per_row, least_w, least_h) = match best {
        Some(b) if b.0 >= 9.0 * dp => b,
        Some(b) if smallest => b,
        None if smallest => {
            // Not even the smallest fits its height: the one-row panel, squeezed.
            let (w, below) = Panel::OneRow.least(touch, tool_w(touch, dp), gap, margin, 6);
            let h = header_h + margin + message_min + margin + below;
            (tall.min(safe.w - 3.0 * margin - w), Panel::OneRow, 6, w, h)
        }
        _ => return None,
    };
    let cell = (side.max(9.0) / 9.0).floor().max(1.0);
    let board_size = cell * 9.0;
    let panel_w = (safe.w - 3.0 * margin - board_size)
        .min(board_size.max(least_w))
        .max(0.0);
    // The tools' row under both, or none.
    let under_h = if panel == Panel::Under {
        touch + margin
    } else {
        0.0
    };
    // A narrow panel's header on two lines, where the panel has the height for them.
    let line = HEADER_LINE_DP * dp;
    let first_line = header_h;
    let (header_h, least_h) =
        if panel_w < HEADER_WIDE_DP * dp && least_h + line <= tall - under_h + 0.01 {
            (header_h + line, least_h + line)
        } else {
            (header_h, least_h)
        };
    // The panel spans the board's height where it fits, else the safe area's (the hint's band
    // taking what its tools and pad leave).
    let panel_h = if least_h > board_size + 0.5 {
        tall - under_h
    } else {
        board_size
    };
    let total_w = board_size + margin + panel_w;
    let left = safe.x + ((safe.w - total_w) / 2.0).max(margin);
    let (board_x, panel_x) = if hand.tools_left {
        (left + panel_w + margin, left)
    } else {
        (left, left + board_size + margin)
    };
    // The board and the panel (and the tools' row under both) centred in the height.
    let block_top = safe.y + (safe.h - panel_h - under_h) / 2.0;
    let top = block_top;
    // On whole pixels, as its cells are whole: its lines and digits crisp.
    let board = Rect::new(
        board_x.round(),
        (block_top + (panel_h - board_size) / 2.0).round(),
        board_size,
        board_size,
    );
    let header = Rect::new(panel_x, top, panel_w, header_h);
    let bottom = top + panel_h;
    // The room under the header's band and the hint's: the tools and pad take what they need
    // from the bottom up, growing to their preferred sizes, and the hint's band the rest.
    let room = panel_h - header_h - 2.0 * margin - message_min;
    let grow = (room - (least_h - header_h - 2.0 * margin - message_min)).max(0.0);
    // The square pad beside the board: as large as `limit` lets it, its keys no larger than
    // their preferred size nor smaller than touch targets; centred under the panel's width.
    let pad_side = |limit: f32| {
        limit
            .min(3.0 * PANEL_KEY_MAX_DP * dp + 2.0 * gap)
            .max(3.0 * touch + 2.0 * gap)
    };
    let centred_pad = |side: f32| {
        Rect::new(
            panel_x + ((panel_w - side) / 2.0).max(0.0),
            bottom - side,
            side.min(panel_w),
            side,
        )
    };
    let (tools, pad, tools_top) = match panel {
        Panel::Stacked => {
            let tool_rows = (6 / per_row) as f32;
            let button = (BUTTON_DP * dp)
                .max(touch)
                .min(touch + grow / (tool_rows + 3.0));
            let tools_h = tool_rows * button + (tool_rows - 1.0) * gap;
            let pad_room = room - tools_h - margin;
            let pad_area = centred_pad(pad_side(panel_w.min(pad_room)));
            let tools_y = pad_area.y - margin - tools_h;
            let area = Rect::new(panel_x, tools_y, panel_w, tools_h);
            (
                grid_of::<6>(area, per_row, gap),
                pad_in(pad_area, gap, 3),
                tools_y,
            )
        }
        Panel::Beside => {
            let tools_w = 2.0 * tool_w(touch, dp) + gap;
            let pad_w = panel_w - tools_w - margin;
            let pad_side = pad_side(pad_w.min(room));
            // The tools' column as tall as their preferred size where the height allows,
            // however narrow the pad beside them.
            let tools_h = room.min(3.0 * BUTTON_DP * dp + 2.0 * gap).max(pad_side);
            let y = bottom - tools_h;
            let tools_area = Rect::new(panel_x, y, tools_w, tools_h);
            let pad_area = Rect::new(
                panel_x + tools_w + margin,
                bottom - pad_side,
                pad_side,
                pad_side,
            );
            (
                grid_of::<6>(tools_area, 2, gap),
                pad_in(pad_area, gap, 3),
                y,
            )
        }
        Panel::Under => {
            let pad_area = centred_pad(pad_side(panel_w.min(room)));
            let row = Rect::new(
                safe.x + margin,
                bottom + margin,
                safe.w - 2.0 * margin,
                touch,
            );
            (
                row_of::<6>(row, under_gap),
                pad_in(pad_area, gap, 3),
                pad_area.y,
            )
        }
        Panel::TwoRows | Panel::OneRow => {
            let pad_rows = if panel == Panel::TwoRows { 2.0 } else { 1.0 };
            let button = (BUTTON_DP * dp)
                .max(touch)
                .min(touch + grow / (pad_rows + 1.0));
            let pad_h = pad_rows * button + (pad_rows - 1.0) * gap;
            let pad_area = Rect::new(panel_x, bottom - pad_h, panel_w, pad_h);
            let tools_y = pad_area.y - margin - button;
            let tools_area = Rect::new(panel_x, tools_y, panel_w, button);
            (
                row_of::<6>(tools_area, gap),
                pad_in(pad_area, gap, pad_rows as usize),
                tools_y,
            )
        }
    };
    let message = Rect::new(
        panel_x,
        header.bottom() + margin,
        panel_w,
        (tools_top - header.bottom() - 2.0 * margin).max(0.0),
    );
    Some(Plan {
        cell,
        layout: Layout {
            dp,
            window,
            safe,
            orientation: Orientation::Landscape,
            header,
            pause: pause_over(header, touch, first_line),
            board,
            cell,
            tools,
            pad,
            message,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every tool is wide enough for its word at the smallest text (12 dp) in every window with
    /// room for full touch targets: six in a row on a phone left 59 dp for `Wiederholen`, which
    /// was drawn at 8.
    #[test]
    fn every_tool_is_wide_enough_for_its_word() {
        for w in (320..=1920).step_by(40) {
            for h in (320..=1920).step_by(40) {
                let (w, h) = (w as f32, h as f32);
                if w.min(h) < 320.0 || w.max(h) < 480.0 || w.max(h) > 3.0 * w.min(h) {
                    continue;
                }
                for dp in [1.0, 2.0, 2.75] {
                    let layout = Layout::new(w * dp, h * dp, dp, Insets::default());
                    for tool in &layout.tools {
                        assert!(tool.w >= TOOL_W_DP * dp - 0.5, "{w}x{h} dp: {tool:?}");
                        assert!(tool.h >= 44.0 * dp - 0.5, "{w}x{h} dp: {tool:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_large_window_keeps_its_pad_keys_the_size_of_buttons() {
        for (w, h) in [(1600.0, 900.0), (1920.0, 1080.0), (2560.0, 1440.0)] {
            let layout = Layout::new(w, h, 1.0, Insets::default());
            for key in &layout.pad {
                assert!(
                    key.w <= PANEL_KEY_MAX_DP + 0.5 && key.h <= PANEL_KEY_MAX_DP + 0.5,
                    "{w}x{h}: {key:?}"
                );
                // Not much larger than a tool beside it.
                assert!(key.h <= 2.0 * layout.tools[0].h, "{w}x{h}: {key:?}");
            }
            // The pad stays under the tools, and the hint's band takes the height it leaves.
            assert!(layout.pad[0].y >= layout.tools[5].bottom(), "{w}x{h}");
            assert!(layout.message.h >= 100.0, "{w}x{h}: {:?}", layout.message);
        }
    }
}
