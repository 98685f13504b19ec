//! The end of a game's parts, a pure function of the layout and of how many lines its words
//! take at a width (which the caller measures with its fonts): the time set large, the
//! finished grid, the level's records as a row of cards and the lines of text, between the
//! title and the buttons, in the arrangement that shows the most of them in the window; and
//! where its buttons go.
//!
//! What gives way in a small window, in order: the grid's size (down to 100 dp, a side a player
//! still reads), the time's and the cards' height, the grid (the screen's souvenir), the time
//! set large (the first line says it too), the cards, and last the lines past what the window
//! holds (a window smaller than any phone; the screen reader reads them all).

use super::statistics::MENU_WIDTH_DP;
use super::{Layout, Rect, GAP_DP, MARGIN_DP, TOUCH_DP};

/// The parts of the end-of-game screen. A part the window has no room for is empty.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SummaryParts {
    /// The finished grid, square (none: zero wide).
    pub grid: Rect,
    /// The lines of text, as wide as they were measured at.
    pub lines: Rect,
    /// How many of the lines are shown (all but in a window too small for them).
    pub shown: usize,
    /// The time, large (none: zero high).
    pub figure: Rect,
    /// The row of cards (none: zero high).
    pub cards: Rect,
}

impl SummaryParts {
    /// Card `index` of `count` in the row, side by side, a gap apart.
    pub fn card(&self, index: usize, count: usize, dp: f32) -> Rect {
        let gap = GAP_DP * dp;
        let count = count.max(1);
        let w = (self.cards.w - (count - 1) as f32 * gap) / count as f32;
        Rect::new(
            self.cards.x + index as f32 * (w + gap),
            self.cards.y,
            w,
            self.cards.h,
        )
    }
}

/// What a summary shows besides its grid and its lines: the time set large (a win's), a row of
/// cards (the level's records).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shows {
    /// The time, set large.
    pub figure: bool,
    /// The row of cards.
    pub cards: bool,
}

/// The time's height, set large, and in a short window, in dp.
const FIGURE_DP: (f32, f32) = (56.0, 40.0);
/// The cards' height, as the statistics' at their tallest, and in a short window, in dp.
const CARD_DP: (f32, f32) = (52.0, 44.0);
/// The grid's side at its largest and at its smallest, in dp.
const GRID_DP: (f32, f32) = (320.0, 100.0);
/// The title's band: as tall as "Solved!" needs (a tall window's band of a fifth of its height
/// left a large gap under it), in dp.
const TITLE_DP: f32 = 64.0;
/// The narrowest button in a row of four, in dp: its words on two lines.
const ROW_BUTTON_DP: f32 = 64.0;
/// The buttons' height in a window smaller than any phone, in dp.
const SMALL_BUTTON_DP: f32 = 36.0;

impl Layout {
    /// The summary's title band, at the top.
    pub fn summary_title(&self) -> Rect {
        let title = self.menu_title();
        Rect {
            h: title.h.min(TITLE_DP * self.dp),
            ..title
        }
    }

    /// Whether the window is a phone's size or larger (320x480 dp, either way up): its buttons
    /// full touch targets.
    pub(super) fn phone_sized(&self) -> bool {
        let (w, h) = (self.safe.w / self.dp, self.safe.h / self.dp);
        w.min(h) >= 320.0 && w.max(h) >= 480.0
    }

    /// The summary's buttons' columns: four in a row where the window is short (height is
    /// dearest there) and each keeps the width for two lines of its words; else two, or one
    /// of two on a narrow screen.
    fn summary_columns(&self, count: usize) -> usize {
        let dp = self.dp;
        let room = self.safe.w - 2.0 * MARGIN_DP * dp;
        let fits =
            |n: usize| (room - (n - 1) as f32 * GAP_DP * dp) / n as f32 >= ROW_BUTTON_DP * dp;
        if self.safe.h < 480.0 * dp && count > 2 && fits(count.min(4)) {
            count.min(4)
        } else if count > 2 || (count == 2 && self.safe.w >= 400.0 * dp) {
            2
        } else {
            1
        }
    }

    /// The summary's buttons' height.
    fn summary_button_h(&self) -> f32 {
        if self.phone_sized() {
            TOUCH_DP * self.dp
        } else {
            SMALL_BUTTON_DP * self.dp
        }
    }

    /// Where the summary's buttons start, at the bottom of the safe area.
    fn summary_buttons_top(&self, count: usize) -> f32 {
        let dp = self.dp;
        let rows = count.div_ceil(self.summary_columns(count)) as f32;
        let h = rows * self.summary_button_h() + (rows - 1.0).max(0.0) * GAP_DP * dp;
        self.safe.bottom() - MARGIN_DP * dp - h
    }

    /// The summary's button `index` of `count`.
    pub(super) fn summary_button(&self, index: usize, count: usize) -> Rect {
        let (height, top) = (self.summary_button_h(), self.summary_buttons_top(count));
        self.button_grid(index, self.summary_columns(count), height, top)
    }

    /// The end-of-game screen's parts between the title and `count` buttons, for lines that
    /// take `lines_at(width)` lines at a width, with the time and the cards it `shows`: the grid
    /// over the cards and the lines (upright) or beside them (on a wide screen), as large as
    /// they leave it; in a smaller window what gives way gives way (see the module's notes).
    /// The lines are wrapped to the width of the parts' `lines`.
    pub fn summary_parts(
        &self,
        lines_at: &dyn Fn(f32) -> usize,
        shows: Shows,
        count: usize,
    ) -> SummaryParts {
        let Shows {
            figure: has_figure,
            cards,
        } = shows;
        let dp = self.dp;
        let margin = MARGIN_DP * dp;
        let title = self.summary_title();
        let bottom = self.summary_buttons_top(count) - margin;
        let area = Rect::new(
            self.safe.x + 2.0 * margin,
            title.bottom(),
            self.safe.w - 4.0 * margin,
            (bottom - title.bottom()).max(0.0),
        );
        // At the body text's size as `Sizes` rounds it, which the lines are drawn at.
        let line = self.text(15.0).round() * 1.35;
        let card_h = |full: bool| match (cards, full) {
            (false, _) => 0.0,
            (true, true) => CARD_DP.0 * dp,
            (true, false) => CARD_DP.1 * dp,
        };
        let width = area.w.min(2.0 * MENU_WIDTH_DP * dp);
        let left = area.x + (area.w - width) / 2.0;
        // The time, the grid (of `side`, none at 0), the cards and the lines one under another,
        // right under the title: the room they leave is over the buttons.
        let stacked = |side: f32, figure_h: f32, card_h: f32, n: usize| {
            let figure = Rect::new(area.x, area.y, area.w, figure_h);
            let grid = Rect::new(area.x + (area.w - side) / 2.0, figure.bottom(), side, side);
            let gap = if side > 0.0 { margin } else { 0.0 };
            let cards = Rect::new(left, grid.bottom() + gap, width, card_h);
            let under = if card_h > 0.0 { margin } else { 0.0 };
            let text = Rect::new(left, cards.bottom() + under, width, n as f32 * line);
            SummaryParts {
                grid,
                lines: text,
                shown: n,
                figure,
                cards,
            }
        };
        let stacked_fits = |grid: bool, full: bool, figure: bool| {
            let figure_h = match (figure && has_figure, full) {
                (false, _) => 0.0,
                (true, true) => FIGURE_DP.0 * dp,
                (true, false) => FIGURE_DP.1 * dp,
            };
            let card_h = card_h(full);
            let n = lines_at(width);
            let cards_h = if card_h > 0.0 { card_h + margin } else { 0.0 };
            let rest = area.h - figure_h - cards_h - n as f32 * line;
            let side = if grid {
                (rest - margin).min(area.w * 0.85).min(GRID_DP.0 * dp)
            } else {
                0.0
            };
            let fits = rest >= -0.5 && (!grid || side >= GRID_DP.1 * dp);
            fits.then(|| stacked(side.max(0.0).floor(), figure_h, card_h, n))
        };
        // The grid at the left, the time, the cards and the lines at its right, the pair
        // centred: the grid as large as the lines beside it leave it.
        let beside = |full: bool, figure: bool, with_cards: bool| {
            let figure_h = match (figure && has_figure, full) {
                (false, _) => 0.0,
                (true, true) => FIGURE_DP.0 * dp,
                (true, false) => FIGURE_DP.1 * dp,
            };
            let card_h = if with_cards { card_h(full) } else { 0.0 };
            let cards_h = if card_h > 0.0 { card_h + margin } else { 0.0 };
            let mut side = area.h.min(area.w * 0.45).min(GRID_DP.0 * dp).floor();
            while side >= GRID_DP.1 * dp {
                let right = (area.w - side - 2.0 * margin).min(2.0 * MENU_WIDTH_DP * dp);
                let n = lines_at(right);
                let block = figure_h + cards_h + n as f32 * line;
                if block <= area.h + 0.5 {
                    let x = area.x + (area.w - side - 2.0 * margin - right) / 2.0;
                    let grid = Rect::new(x, area.y + (area.h - side) / 2.0, side, side);
                    let top = area.y + (area.h - block) / 2.0;
                    let figure = Rect::new(grid.right() + 2.0 * margin, top, right, figure_h);
                    let cards = Rect::new(figure.x, figure.bottom(), right, card_h);
                    let text = Rect::new(figure.x, cards.y + cards_h, right, n as f32 * line);
                    return Some(SummaryParts {
                        grid,
                        lines: text,
                        shown: n,
                        figure,
                        cards,
                    });
                }
                side -= 8.0 * dp;
            }
            None
        };
        let wide = self.safe.w > self.safe.h * 1.3;
        let with_grid = if wide {
            beside(true, true, true)
                .or_else(|| beside(false, true, true))
                .or_else(|| stacked_fits(true, true, true))
                .or_else(|| stacked_fits(true, false, true))
        } else {
            stacked_fits(true, true, true)
                .or_else(|| stacked_fits(true, false, true))
                .or_else(|| beside(true, true, true))
                .or_else(|| beside(false, true, true))
        };
        with_grid
            .or_else(|| stacked_fits(false, true, true))
            .or_else(|| stacked_fits(false, false, true))
            .or_else(|| stacked_fits(false, false, false))
            // A short, wide window: the grid beside the lines alone.
            .or_else(|| beside(false, false, false))
            .unwrap_or_else(|| {
                // The lines alone, as many as the window holds.
                let n = lines_at(width).min((area.h / line + 0.01).floor() as usize);
                stacked(0.0, 0.0, 0.0, n)
            })
    }
}
