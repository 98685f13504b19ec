//! Where the menu screens' parts go, a pure function of the layout like everything else: a column
//! of buttons under a title; the end of a game (the finished grid and its lines of text above the
//! buttons); the statistics' level buttons and closing buttons (their chart and calendar are
//! [`super::statistics`]').

use crate::app::layout::{Layout, Rect, BUTTON_DP, GAP_DP, MARGIN_DP, TOUCH_DP};
use crate::app::views::menu::MenuShape;

use super::statistics::MENU_WIDTH_DP;
pub use super::statistics::{CalendarHit, CalendarParts, StatisticsParts, LEVEL_BUTTONS};
pub use super::summary::{Shows, SummaryParts};

/// The narrowest column of a list set in columns, in dp.
const COLUMN_MIN_DP: f32 = 96.0;

/// Apple's touch target, what a list's buttons keep before it takes another column, in dp.
const TOUCH_MIN_DP: f32 = 44.0;

/// The shortest a list's button is made in a window too short for any touch target (WCAG's
/// minimum target), in dp.
const BUTTON_FLOOR_DP: f32 = 24.0;

/// A notice card's padding around its lines, in dp.
pub const NOTICE_PAD_DP: f32 = 8.0;

/// The title's band over a list at the bottom of the screen, in dp.
const SHEET_TITLE_DP: f32 = 88.0;

/// The title's band at its shortest: the title and the line under it, in dp.
const TITLE_MIN_DP: f32 = 56.0;

impl Layout {
    /// Where a screen's title goes, above its menu, at the top of the window: as tall as the
    /// title and the line under it need at the least.
    pub fn menu_title(&self) -> Rect {
        let dp = self.dp;
        let height = (self.safe.h * 0.18).clamp(TITLE_MIN_DP * dp, 140.0 * dp);
        Rect::new(self.safe.x, self.safe.y, self.safe.w, height)
    }

    /// Where the title of a screen of `shape` with `count` buttons goes: a list's moves down
    /// with it on a screen taller than wide, where the list sits at the bottom, in the thumb's
    /// reach, as the platforms' sheets do (the title over it, the room above empty).
    pub fn menu_title_for(&self, shape: MenuShape, count: usize) -> Rect {
        if shape == MenuShape::Summary {
            return self.summary_title();
        }
        if shape != MenuShape::List {
            return self.menu_title();
        }
        let title = self.list_title(count);
        let drop = self.list_drop(count);
        if drop <= 0.0 {
            return title;
        }
        // Over a list at the bottom, the title's band as tall as its words need.
        let h = title.h.min(SHEET_TITLE_DP * self.dp);
        Rect {
            y: title.y + drop + title.h - h,
            h,
            ..title
        }
    }

    /// How far a list of `count` buttons and its title move down from the top: to the bottom
    /// of a screen taller than wide, none elsewhere.
    fn list_drop(&self, count: usize) -> f32 {
        if self.safe.h <= self.safe.w {
            return 0.0;
        }
        let room = self.list_room(self.list_title(count));
        let (rows, _, height, row_gap) = self.list_grid(room, count);
        let used = rows as f32 * height + rows.saturating_sub(1) as f32 * row_gap;
        (room.h - used).max(0.0)
    }

    /// A list's title band: every screen's, or shorter, down to its least, where the list
    /// needs the height for one column of full-size buttons (a small phone's eight settings
    /// took two columns, and their words a third of their size).
    fn list_title(&self, count: usize) -> Rect {
        let dp = self.dp;
        let title = self.menu_title();
        let gap = GAP_DP * dp;
        // Full-size buttons, their rows close (`list_grid`).
        let column = count as f32 * BUTTON_DP * dp + count.saturating_sub(1) as f32 * gap / 2.0;
        let needed = self.safe.h - gap - MARGIN_DP * dp - column;
        Rect {
            h: needed.clamp(TITLE_MIN_DP * dp, title.h),
            ..title
        }
    }

    /// The room a list has under its title.
    fn list_room(&self, title: Rect) -> Rect {
        // A gap under the title's subtitle, as between the buttons.
        let top = title.bottom() + GAP_DP * self.dp;
        Rect::new(
            self.safe.x,
            top,
            self.safe.w,
            (self.safe.bottom() - top - MARGIN_DP * self.dp).max(0.0),
        )
    }

    /// Where a notice goes, over no control: on a board screen the hint's band (whose card or
    /// progress is not drawn while it shows), on a menu screen the title's band at the top (the
    /// title and its line, or the start screen's mark, not drawn while it shows where they
    /// meet it; a list at the bottom of a tall screen leaves the band empty).
    pub fn notice_band(&self, board_screen: bool) -> Rect {
        if board_screen {
            self.message
        } else {
            // The title's band, no taller than the least a list's title keeps and the gap
            // under it (a list short of height sets its title shorter).
            let title = self.menu_title();
            Rect {
                h: title.h.min((TITLE_MIN_DP + GAP_DP) * self.dp),
                ..title
            }
        }
    }

    /// The notice's card for `lines` lines of `line` logical pixels: at the top of its band,
    /// a margin in from the window's sides, as tall as its lines and its padding but never
    /// taller than the band (`View` sets the notice smaller until it fits).
    pub fn notice_card(&self, board_screen: bool, lines: usize, line: f32) -> Rect {
        let band = self.notice_band(board_screen);
        let inner = if board_screen {
            band
        } else {
            band.inset_x(MARGIN_DP * self.dp)
        };
        let h = (lines as f32 * line + 2.0 * NOTICE_PAD_DP * self.dp).min(band.h);
        Rect::new(inner.x, band.y, inner.w, h)
    }

    /// The width a notice's lines are wrapped to.
    pub fn notice_width(&self, board_screen: bool) -> f32 {
        self.notice_card(board_screen, 1, 0.0).w - 2.0 * NOTICE_PAD_DP * self.dp
    }

    /// Button `index` of `count` on a screen of `shape`. A list reads from the top, right under
    /// the title, as a platform's settings page does (centred, a tall phone left a band above it
    /// and another below): one column of full-size buttons when they fit, shorter ones (never
    /// under the touch minimum) when the screen is short, two columns when even those do not
    /// fit. The summary's and the statistics' closing buttons sit at the bottom; the
    /// statistics' level buttons in a row under the title.
    ///
    /// A button that is not there (`index` not under `count`: a screen without a menu, a
    /// script's tap on a button the screen lacks) has no place: an empty rectangle, which no
    /// point is in.
    pub fn menu_button_in(&self, shape: MenuShape, index: usize, count: usize) -> Rect {
        if index >= count {
            return Rect::default();
        }
        match shape {
            MenuShape::List => {
                let room = self.list_room(self.list_title(count));
                let drop = self.list_drop(count);
                let r = self.column_button(room, index, count);
                Rect { y: r.y + drop, ..r }
            }
            MenuShape::Start => self.start_button(index, count),
            MenuShape::Summary => self.summary_button(index, count),
            MenuShape::Statistics if index < LEVEL_BUTTONS => self.level_button(index),
            MenuShape::Statistics => {
                self.bottom_button(index - LEVEL_BUTTONS, count.saturating_sub(LEVEL_BUTTONS))
            }
        }
    }

    /// The card's miniature board, at its left; the box of its words, right of it; and the
    /// play icon's box (24 dp) at the card's right end, clear of the words.
    pub fn start_card_parts(&self, card: Rect) -> (Rect, Rect, Rect) {
        let pad = 12.0 * self.dp;
        let side = ((card.h - 2.0 * pad) / 9.0).floor() * 9.0;
        let grid = Rect::new(card.x + pad, card.y + (card.h - side) / 2.0, side, side);
        let icon_side = 24.0 * self.dp;
        let icon = Rect::new(
            card.right() - pad - icon_side,
            card.y + (card.h - icon_side) / 2.0,
            icon_side,
            icon_side,
        );
        let words_x = grid.right() + 16.0 * self.dp;
        let right = icon.x - 8.0 * self.dp;
        let words = Rect::new(words_x, card.y + pad, right - words_x, card.h - 2.0 * pad);
        (grid, words, icon)
    }

    /// Which of `count` buttons on a screen of `shape` is under a point.
    pub fn menu_hit(&self, shape: MenuShape, x: f32, y: f32, count: usize) -> Option<usize> {
        (0..count).find(|&i| self.menu_button_in(shape, i, count).contains(x, y))
    }

    /// How a list of `count` buttons is set in `room`: its rows, its columns, the buttons'
    /// height and the gap between the rows. One column of full-size buttons where they fit, else shorter ones (never under
    /// Apple's touch target), else as few columns as hold them at that size (each at least
    /// [`COLUMN_MIN_DP`] wide, four at most); where even those do not fit (a window too short
    /// for any), the buttons shorter still, down to [`BUTTON_FLOOR_DP`]. The last button (Back,
    /// Main menu) stays last: with more than one column, a row of its own under the others.
    fn list_grid(&self, room: Rect, count: usize) -> (usize, usize, f32, f32) {
        let dp = self.dp;
        let gap = GAP_DP * dp;
        let rows_for = |columns: usize| {
            if columns == 1 {
                count
            } else {
                count.saturating_sub(1).div_ceil(columns) + 1
            }
        };
        let fits = |rows: usize, h: f32| {
            rows as f32 * h + rows.saturating_sub(1) as f32 * gap <= room.h + 0.01
        };
        let across = ((room.w - 2.0 * MARGIN_DP * dp + gap) / (COLUMN_MIN_DP * dp + gap))
            .floor()
            .clamp(1.0, 4.0) as usize;
        // One column of buttons as wide as their words want, down to Apple's touch target,
        // before more columns of narrower ones (a small phone's eight settings took two,
        // their choices' words shrunk to a third).
        let columns = [TOUCH_DP, TOUCH_MIN_DP]
            .into_iter()
            .find(|&h| fits(rows_for(1), h * dp))
            .map(|_| 1)
            .or_else(|| (1..=across).find(|&c| fits(rows_for(c), TOUCH_DP * dp)))
            .or_else(|| (1..=across).find(|&c| fits(rows_for(c), TOUCH_MIN_DP * dp)))
            .unwrap_or(across);
        let rows = rows_for(columns).max(1);
        let height_at = |gap: f32| {
            ((room.h - (rows - 1) as f32 * gap) / rows as f32)
                .min(BUTTON_DP * dp)
                .max(BUTTON_FLOOR_DP * dp)
        };
        // Short of the height for full-size buttons, the rows closer together first (a
        // button's caption of two lines needs its full height).
        let close = GAP_DP * dp / 2.0;
        let row_gap = if height_at(gap) < BUTTON_DP * dp && rows > 1 {
            close
        } else {
            gap
        };
        (rows, columns, height_at(row_gap), row_gap)
    }

    /// Button `index` of `count` in a list in `room` (see [`Layout::list_grid`]), the list
    /// centred across it, from its top.
    fn column_button(&self, room: Rect, index: usize, count: usize) -> Rect {
        let dp = self.dp;
        let gap = GAP_DP * dp;
        let (rows, columns, height, row_gap) = self.list_grid(room, count);
        let column_width =
            (room.w - 2.0 * MARGIN_DP * dp - (columns - 1) as f32 * gap) / columns as f32;
        let width = column_width.min(MENU_WIDTH_DP * dp);
        let total_w = columns as f32 * width + (columns - 1) as f32 * gap;
        let left = room.x + (room.w - total_w) / 2.0;
        let row_y = |row: usize| room.y + row as f32 * (height + row_gap);
        if columns > 1 && index + 1 == count {
            return Rect::new(left, row_y(rows - 1), total_w, height);
        }
        let per_column = if columns > 1 { rows - 1 } else { rows };
        let (column, row) = (index / per_column.max(1), index % per_column.max(1));
        Rect::new(
            left + column as f32 * (width + gap),
            row_y(row),
            width,
            height,
        )
    }

    /// The height the closing buttons of a summary or the statistics take at the bottom: touch
    /// minimum rows, in two columns when there are more than two.
    pub(super) fn bottom_height(&self, count: usize) -> f32 {
        let dp = self.dp;
        let columns = self.bottom_columns(count);
        let rows = count.div_ceil(columns) as f32;
        rows * self.stats_button_h() + (rows - 1.0).max(0.0) * GAP_DP * dp + MARGIN_DP * dp
    }

    /// The statistics' buttons' height: a touch target, shorter in a window smaller than any
    /// phone (whose touch targets may be 24 dp).
    fn stats_button_h(&self) -> f32 {
        if self.phone_sized() {
            TOUCH_DP * self.dp
        } else {
            36.0 * self.dp
        }
    }

    /// The closing buttons' columns: two when there are more than two, or two of two where
    /// two fit side by side (height is dearer than width on every screen but a narrow phone's).
    fn bottom_columns(&self, count: usize) -> usize {
        // Four in one row where the window is wide and short (height is dearest there).
        let short = self.safe.h < 480.0 * self.dp && self.safe.w >= 560.0 * self.dp;
        if short && count > 2 {
            count.min(4)
        } else if count > 2
            || (count == 2 && (self.safe.w >= 400.0 * self.dp || self.safe.h < 400.0 * self.dp))
        {
            2
        } else {
            1
        }
    }

    /// Closing button `index` of `count`, at the bottom of the safe area.
    fn bottom_button(&self, index: usize, count: usize) -> Rect {
        let top = self.safe.bottom() - self.bottom_height(count);
        let height = self.stats_button_h();
        self.button_grid(index, self.bottom_columns(count), height, top)
    }

    /// Button `index` of a grid of `columns` buttons `height` tall from `top`, centred in the
    /// safe area's width (at most two menus wide): the statistics' and the summary's buttons.
    pub(super) fn button_grid(&self, index: usize, columns: usize, height: f32, top: f32) -> Rect {
        let dp = self.dp;
        let gap = GAP_DP * dp;
        let room_w = (self.safe.w - 2.0 * MARGIN_DP * dp).min(2.0 * MENU_WIDTH_DP * dp);
        let width = (room_w - (columns - 1) as f32 * gap) / columns as f32;
        let (row, column) = (index / columns, index % columns);
        let left = self.safe.x + (self.safe.w - room_w) / 2.0;
        Rect::new(
            left + column as f32 * (width + gap),
            top + row as f32 * (height + gap),
            width,
            height,
        )
    }

    /// Level button `index` of the statistics, in a row under the title.
    pub(super) fn level_button(&self, index: usize) -> Rect {
        let dp = self.dp;
        let gap = GAP_DP * dp;
        let title = self.menu_title();
        let room_w = (self.safe.w - 2.0 * MARGIN_DP * dp).min(2.0 * MENU_WIDTH_DP * dp);
        let width = (room_w - (LEVEL_BUTTONS - 1) as f32 * gap) / LEVEL_BUTTONS as f32;
        let left = self.safe.x + (self.safe.w - room_w) / 2.0;
        Rect::new(
            left + index as f32 * (width + gap),
            title.bottom(),
            width,
            self.stats_button_h(),
        )
    }

    /// Whether the safe area is clearly wider than tall (a desktop window, a phone sideways).
    pub(super) fn wide(&self) -> bool {
        self.safe.w > self.safe.h * 1.3
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::layout::Insets;

    /// A button asked for that the screen has not got (a script's `tap-menu 2` on the game
    /// screen, whose menu is empty) has no place, and asking never panics: it once divided by
    /// the zero rows of an empty column.
    #[test]
    fn a_button_that_is_not_there_has_no_place_and_never_panics() {
        for layout in shapes() {
            for shape in [
                MenuShape::List,
                MenuShape::Summary,
                MenuShape::Statistics,
                MenuShape::Start,
            ] {
                for count in 0..14 {
                    for index in 0..16 {
                        let r = layout.menu_button_in(shape, index, count);
                        if index >= count {
                            assert_eq!(r, Rect::default(), "{shape:?} {index} of {count}");
                        }
                        assert!(r.w.is_finite() && r.h.is_finite());
                    }
                    let (x, y) = layout.window.center();
                    if count == 0 {
                        assert_eq!(layout.menu_hit(shape, x, y, count), None);
                    }
                }
            }
        }
    }

    fn shapes() -> Vec<Layout> {
        [
            (480.0, 800.0, 1.5),
            (720.0, 1280.0, 2.0),
            (1080.0, 2400.0, 2.75),
            (2400.0, 1080.0, 2.75),
            (1280.0, 800.0, 1.0),
            (1000.0, 720.0, 1.0),
            (640.0, 480.0, 1.0),
        ]
        .into_iter()
        .map(|(w, h, dp)| Layout::new(w, h, dp, Insets::default()))
        .collect()
    }

    fn overlaps(a: &Rect, b: &Rect) -> bool {
        a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()
    }

    #[test]
    fn menus_are_centred_touch_targets_and_hit_by_index() {
        for layout in shapes() {
            for shape in [MenuShape::List, MenuShape::Summary, MenuShape::Statistics] {
                let count = 6;
                for i in 0..count {
                    let button = layout.menu_button_in(shape, i, count);
                    assert!(button.h >= TOUCH_MIN_DP * layout.dp - 0.01, "{shape:?}");
                    assert!(button.bottom() <= layout.window.h + 0.5, "{shape:?}: fits");
                    let (x, y) = button.center();
                    assert_eq!(layout.menu_hit(shape, x, y, count), Some(i), "{shape:?}");
                }
            }
        }
    }

    #[test]
    fn a_list_sits_in_the_thumbs_reach_and_its_last_button_stays_last() {
        for layout in shapes() {
            for count in [2, 5, 7, 13] {
                let buttons: Vec<Rect> = (0..count)
                    .map(|i| layout.menu_button_in(MenuShape::List, i, count))
                    .collect();
                let last = buttons[count - 1];
                let at = format!("{count} buttons in {:?}", layout.window);
                // Upright, the list ends at the bottom, where the thumb is (a tall phone left
                // its bottom third empty).
                if layout.safe.h > layout.safe.w {
                    let bottom = buttons.iter().map(|r| r.bottom()).fold(0.0, f32::max);
                    let room = layout.safe.bottom() - bottom;
                    assert!((room - MARGIN_DP * layout.dp).abs() < 0.5, "{at}: {room}");
                }
                // The last (Back) under every other, across their columns.
                for r in &buttons[..count - 1] {
                    assert!(r.bottom() <= last.y + 0.5, "{at}: {r:?} under {last:?}");
                    assert!(
                        r.x >= last.x - 0.5 && r.right() <= last.right() + 0.5,
                        "{at}"
                    );
                }
            }
        }
    }

    /// A small phone's eight settings (the Look group) stay one column of 44 dp buttons, under
    /// a shorter title: in two columns their choices' words were drawn at a third of their
    /// size.
    #[test]
    fn a_small_phones_list_stays_one_column() {
        for (w, h, dp) in [
            (320.0, 480.0, 1.0),
            (480.0, 720.0, 1.5),
            (360.0, 560.0, 1.0),
        ] {
            let layout = Layout::new(w, h, dp, Insets::default());
            let buttons: Vec<Rect> = (0..8)
                .map(|i| layout.menu_button_in(MenuShape::List, i, 8))
                .collect();
            for b in &buttons {
                assert!((b.x - buttons[0].x).abs() < 0.5, "{w}x{h}: {b:?}");
                assert!(b.w >= w - 2.0 * MARGIN_DP * dp - 0.5, "{w}x{h}: {b:?}");
                assert!(b.h >= TOUCH_MIN_DP * dp - 0.01, "{w}x{h}: {b:?}");
                assert!(b.bottom() <= layout.safe.bottom(), "{w}x{h}: {b:?}");
            }
            let title = layout.menu_title_for(MenuShape::List, 8);
            assert!(title.bottom() <= buttons[0].y, "{w}x{h}");
        }
        // Seven (the pause screen's) keep the height of a label and two lines of a caption,
        // their rows closer together.
        let layout = Layout::new(320.0, 480.0, 1.0, Insets::default());
        for i in 0..7 {
            let b = layout.menu_button_in(MenuShape::List, i, 7);
            assert!(b.h >= 54.0, "{b:?}");
        }
    }

    #[test]
    fn a_list_reads_from_the_top_right_under_the_title() {
        for layout in shapes() {
            for count in [2, 7, 12] {
                let title = layout.menu_title_for(MenuShape::List, count);
                let first = layout.menu_button_in(MenuShape::List, 0, count);
                let gap = first.y - title.bottom();
                assert!(
                    (gap - GAP_DP * layout.dp).abs() < 0.01,
                    "{count} buttons in {:?}: {gap} under the title",
                    layout.window
                );
            }
        }
    }

    #[test]
    fn a_notice_covers_no_button() {
        for layout in shapes() {
            let band = layout.notice_band(false);
            for (shape, count) in [
                (MenuShape::List, 7),
                (MenuShape::Summary, 4),
                (MenuShape::Statistics, 7),
                (MenuShape::Start, 10),
            ] {
                for i in 0..count {
                    let button = layout.menu_button_in(shape, i, count);
                    assert!(!overlaps(&band, &button), "{shape:?} {i}");
                }
            }
            // Two lines of text and the card's padding fit the title's band.
            let two_lines = 2.0 * layout.text(15.0) * 1.35 + 16.0 * layout.dp;
            assert!(
                band.h >= two_lines - 0.5 || layout.window.h < 400.0,
                "{band:?}"
            );
            // The card in its band, a margin in from the window's sides (it was flush with
            // them), as wide as wrapping says.
            for board in [false, true] {
                let band = layout.notice_band(board);
                let card = layout.notice_card(board, 2, layout.text(15.0) * 1.35);
                assert!(card.y >= band.y - 0.5 && card.bottom() <= band.bottom() + 0.5);
                assert!(card.x >= layout.safe.x + layout.dp, "{card:?}");
                assert!(card.right() <= layout.safe.right() - layout.dp, "{card:?}");
                let text = card.w - 2.0 * NOTICE_PAD_DP * layout.dp;
                assert!((layout.notice_width(board) - text).abs() < 0.5);
            }
            let band = layout.notice_band(true);
            for r in layout.tools.iter().chain(&layout.pad) {
                assert!(!overlaps(&band, r), "{band:?} {r:?}");
            }
            assert!(!overlaps(&band, &layout.board) && !overlaps(&band, &layout.pause));
        }
    }

    #[test]
    fn the_summary_and_the_statistics_keep_their_parts_apart() {
        for (layout, cards) in shapes().into_iter().flat_map(|l| [(l, false), (l, true)]) {
            let shows = crate::app::layout::menus::Shows {
                figure: true,
                cards,
            };
            let summary = layout.summary_parts(&|_| 5, shows, 4);
            if cards {
                let row = summary.cards;
                assert!(row.h > 0.0 && !overlaps(&row, &summary.grid), "{row:?}");
                assert!(!overlaps(&row, &summary.lines) && !overlaps(&row, &summary.figure));
                for i in 0..3 {
                    let card = summary.card(i, 3, layout.dp);
                    assert!(card.w >= 88.0 * layout.dp, "{card:?}");
                    assert!(card.x >= row.x - 0.01 && card.right() <= row.right() + 0.01);
                }
            }
            let buttons: Vec<Rect> = (0..4)
                .map(|i| layout.menu_button_in(MenuShape::Summary, i, 4))
                .collect();
            for b in &buttons {
                assert!(!overlaps(&summary.grid, b) && !overlaps(&summary.lines, b));
                assert!(!overlaps(&summary.cards, b), "{:?} {b:?}", summary.cards);
            }
            assert!(!overlaps(&summary.grid, &summary.lines));
            for b in &buttons {
                assert!(!overlaps(&summary.figure, b), "{:?} {b:?}", summary.figure);
            }
            assert!(!overlaps(&summary.figure, &summary.grid));
            assert!(!overlaps(&summary.figure, &summary.lines));
            assert!(summary.figure.y >= layout.summary_title().bottom() - 0.5);
            assert!(summary.grid.w > 0.0 && summary.grid.w == summary.grid.h);
            let stats = layout.statistics_parts(6);
            let buttons: Vec<Rect> = (0..6)
                .map(|i| layout.menu_button_in(MenuShape::Statistics, i, 6))
                .collect();
            for part in [stats.chart, stats.figures, stats.calendar] {
                for b in &buttons {
                    assert!(!overlaps(&part, b), "{part:?} {b:?}");
                }
            }
        }
    }
}
