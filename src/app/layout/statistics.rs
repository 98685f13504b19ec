//! The statistics screen's parts, a pure function of the layout like everything else: the chart
//! of a level's times, its summary cards and the month's calendar of daily puzzles, between the
//! level buttons and the closing buttons (`menus.rs`), and the calendar's days and arrows.

use crate::app::layout::{Layout, Rect, GAP_DP, MARGIN_DP};

/// The widest a menu button grows, in dp (the statistics' parts are twice as wide at most).
pub(super) const MENU_WIDTH_DP: f32 = 360.0;

/// How many level buttons the statistics screen has in its top row.
pub const LEVEL_BUTTONS: usize = 5;

/// The parts of the statistics screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StatisticsParts {
    /// The chart of the level's last solve times.
    pub chart: Rect,
    /// The level's summary cards under the chart, all of them.
    pub figures: Rect,
    /// Each summary card: one row of six where the width allows, else two of three.
    pub cards: [Rect; 6],
    /// The month's calendar of daily puzzles.
    pub calendar: Rect,
}

impl Layout {
    /// The statistics screen's chart, figures and calendar, between the level buttons and the
    /// `count` buttons (level buttons included). The calendar has [`CALENDAR_ROWS`] rows (its
    /// title, the weekdays, six weeks) of seven days, each day no wider than 1.6 times its row.
    /// On a screen wider than it is tall the calendar stands beside the chart, the figures under
    /// both; upright, the chart gives way first. Either way a short window (700x400) keeps the
    /// calendar whole: the archive is always in reach.
    pub fn statistics_parts(&self, count: usize) -> StatisticsParts {
        let dp = self.dp;
        let margin = MARGIN_DP * dp;
        let top = self.level_button(0).bottom() + margin;
        let bottom =
            self.safe.bottom() - self.bottom_height(count.saturating_sub(LEVEL_BUTTONS)) - margin;
        let width = (self.safe.w - 4.0 * margin).min(2.0 * MENU_WIDTH_DP * dp);
        let left = self.safe.x + (self.safe.w - width) / 2.0;
        let room = (bottom - top).max(0.0);
        let gap = GAP_DP * dp;
        // A window too short for a row of figures and a calendar of 12 dp rows one over the
        // other (their parts ran into each other and into the buttons): side by side.
        if room < 40.0 * dp + margin + CALENDAR_ROWS as f32 * 12.0 * dp {
            return self.statistics_beside(top, room, count);
        }
        // The summary cards: a row of six where each can be 88 dp wide or the height is short
        // (the calendar needs it more), else two rows of three; each row 52 dp where the screen
        // has the height (40 at the least).
        let calendar_min = CALENDAR_ROWS as f32 * 20.0 * dp;
        let short = if self.wide() {
            room < 400.0 * dp
        } else {
            room - 2.0 * 52.0 * dp - gap - 2.0 * margin < calendar_min
        };
        let one_row = width >= 6.0 * 88.0 * dp + 5.0 * gap || short;
        let columns = if one_row { 6 } else { 3 };
        let rows = (6 / columns) as f32;
        let card_h = ((room * 0.2 - (rows - 1.0) * gap) / rows).clamp(40.0 * dp, 52.0 * dp);
        let figures_h = rows * card_h + (rows - 1.0) * gap;
        let cards = |figures: Rect| -> [Rect; 6] {
            let w = (figures.w - (columns - 1) as f32 * gap) / columns as f32;
            std::array::from_fn(|i| {
                let (row, column) = (i / columns, i % columns);
                Rect::new(
                    figures.x + column as f32 * (w + gap),
                    figures.y + row as f32 * (card_h + gap),
                    w,
                    card_h,
                )
            })
        };
        if self.wide() {
            // The chart at the left, the calendar at the right, the figures under both.
            let half = (width - 2.0 * margin) / 2.0;
            let height = (room - figures_h - margin).max(0.0);
            let chart = Rect::new(left, top, half, height);
            let row = height / CALENDAR_ROWS as f32;
            let calendar_w = half.min(7.0 * row * 1.6);
            let calendar = Rect::new(
                left + half + 2.0 * margin + (half - calendar_w) / 2.0,
                top,
                calendar_w,
                height,
            );
            let figures = Rect::new(left, top + height + margin, width, figures_h);
            return StatisticsParts {
                chart,
                figures,
                cards: cards(figures),
                calendar,
            };
        }
        // The calendar keeps rows of 20 dp where the screen has them; the chart takes its
        // share of the rest.
        let chart_h = ((room - figures_h - margin) * 0.42)
            .min(room - figures_h - 2.0 * margin - calendar_min)
            .max(0.0);
        let chart = Rect::new(left, top, width, chart_h);
        let figures = Rect::new(left, chart.bottom() + margin, width, figures_h);
        let calendar_top = figures.bottom() + margin;
        let calendar_h = (bottom - calendar_top).max(0.0);
        let row = calendar_h / CALENDAR_ROWS as f32;
        let calendar_w = width.min(7.0 * row * 1.6);
        let calendar = Rect::new(
            left + (width - calendar_w) / 2.0,
            calendar_top,
            calendar_w,
            calendar_h,
        );
        StatisticsParts {
            chart,
            figures,
            cards: cards(figures),
            calendar,
        }
    }
}

impl Layout {
    /// The statistics' parts in a short window, `room` high from `top`: the figures in rows of
    /// three (two rows where they are 32 dp high, else one of six) beside the calendar, as tall
    /// as the room; the chart at their left where the width leaves it 120 dp, else none.
    fn statistics_beside(&self, top: f32, room: f32, _count: usize) -> StatisticsParts {
        let dp = self.dp;
        let margin = MARGIN_DP * dp;
        let gap = GAP_DP * dp;
        let width = self.safe.w - 4.0 * margin;
        let left = self.safe.x + 2.0 * margin;
        let row = room / CALENDAR_ROWS as f32;
        let calendar_w = (7.0 * row * 1.6).min(width * 0.45);
        let two_rows = room >= 2.0 * 32.0 * dp + gap;
        let (columns, rows) = if two_rows { (3, 2) } else { (6, 1) };
        let card_h = ((room - (rows - 1) as f32 * gap) / rows as f32).min(52.0 * dp);
        let figures_w = (width - calendar_w - margin).min(columns as f32 * 96.0 * dp);
        let chart_w = width - calendar_w - figures_w - 2.0 * margin;
        let chart_w = if chart_w >= 120.0 * dp { chart_w } else { 0.0 };
        let used =
            chart_w + if chart_w > 0.0 { margin } else { 0.0 } + figures_w + margin + calendar_w;
        let x = left + (width - used) / 2.0;
        let chart = Rect::new(x, top, chart_w, if chart_w > 0.0 { room } else { 0.0 });
        let figures_x = x + chart_w + if chart_w > 0.0 { margin } else { 0.0 };
        let figures_h = rows as f32 * card_h + (rows - 1) as f32 * gap;
        let figures = Rect::new(
            figures_x,
            top + (room - figures_h) / 2.0,
            figures_w,
            figures_h,
        );
        let w = (figures.w - (columns - 1) as f32 * gap) / columns as f32;
        let cards = std::array::from_fn(|i| {
            let (r, c) = (i / columns, i % columns);
            Rect::new(
                figures.x + c as f32 * (w + gap),
                figures.y + r as f32 * (card_h + gap),
                w,
                card_h,
            )
        });
        let calendar = Rect::new(figures.right() + margin, top, calendar_w, room);
        StatisticsParts {
            chart,
            figures,
            cards,
            calendar,
        }
    }
}

/// The calendar's rows: its title, the weekdays' letters, and six weeks (a month touches at most
/// six).
pub const CALENDAR_ROWS: usize = 8;

/// What a point on the statistics screen's calendar falls on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CalendarHit {
    /// A day of the month shown.
    Day(u32),
    /// The arrow to the month before.
    Previous,
    /// The arrow to the month after.
    Next,
}

/// The calendar `calendar` of a month whose first day is weekday `first_weekday` (0 for Monday)
/// with `days` days: its parts, as drawing and tapping both use them.
#[derive(Clone, Copy, Debug)]
pub struct CalendarParts {
    calendar: Rect,
    first_weekday: u32,
    days: u32,
}

impl CalendarParts {
    /// The parts of `calendar` for that month.
    pub fn new(calendar: Rect, first_weekday: u32, days: u32) -> CalendarParts {
        CalendarParts {
            calendar,
            first_weekday,
            days,
        }
    }

    /// One row's height.
    pub fn row(&self) -> f32 {
        self.calendar.h / CALENDAR_ROWS as f32
    }

    fn column(&self) -> f32 {
        self.calendar.w / 7.0
    }

    /// The arrows' width: a day's column, so a finger finds them as easily as a day.
    fn arrow_width(&self) -> f32 {
        self.column()
    }

    /// The title row, between the arrows.
    pub fn title(&self) -> Rect {
        let r = self.calendar;
        let side = self.arrow_width();
        Rect::new(r.x + side, r.y, r.w - 2.0 * side, self.row())
    }

    /// The arrows to the month before and the month after, at the title row's ends (a small
    /// gap below, so they never touch the weekdays' row).
    pub fn arrows(&self) -> (Rect, Rect) {
        let r = self.calendar;
        let (w, h) = (self.arrow_width(), self.row() * 0.9);
        (
            Rect::new(r.x, r.y, w, h),
            Rect::new(r.right() - w, r.y, w, h),
        )
    }

    /// The place of weekday `i` (0 for Monday) in the row of their letters.
    pub fn weekday(&self, i: u32) -> Rect {
        let r = self.calendar;
        Rect::new(
            r.x + i as f32 * self.column(),
            r.y + self.row(),
            self.column(),
            self.row(),
        )
    }

    /// The place of day `day` of the month.
    pub fn day(&self, day: u32) -> Rect {
        let r = self.calendar;
        let index = self.first_weekday + day - 1;
        Rect::new(
            r.x + (index % 7) as f32 * self.column(),
            r.y + (2 + index / 7) as f32 * self.row(),
            self.column(),
            self.row(),
        )
    }

    /// What a point falls on.
    pub fn hit(&self, x: f32, y: f32) -> Option<CalendarHit> {
        let (previous, next) = self.arrows();
        if previous.contains(x, y) {
            return Some(CalendarHit::Previous);
        }
        if next.contains(x, y) {
            return Some(CalendarHit::Next);
        }
        (1..=self.days)
            .find(|&day| self.day(day).contains(x, y))
            .map(CalendarHit::Day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::layout::Insets;
    use crate::app::views::menu::MenuShape;

    /// Phones upright and sideways and desktop windows.
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
    fn every_day_of_a_calendar_is_hit_at_its_place_and_nowhere_else() {
        let calendar = Rect::new(10.0, 300.0, 350.0, 320.0);
        // A month starting on each weekday, of each length.
        for first in 0..7 {
            for days in 28..=31 {
                let parts = CalendarParts::new(calendar, first, days);
                for day in 1..=days {
                    let (x, y) = parts.day(day).center();
                    assert_eq!(parts.hit(x, y), Some(CalendarHit::Day(day)));
                    let r = parts.day(day);
                    assert!(
                        r.bottom() <= calendar.bottom() + 0.01,
                        "{first} {days} {day}"
                    );
                }
                let (previous, next) = parts.arrows();
                assert_eq!(
                    parts.hit(previous.center().0, previous.center().1),
                    Some(CalendarHit::Previous)
                );
                assert_eq!(
                    parts.hit(next.center().0, next.center().1),
                    Some(CalendarHit::Next)
                );
                // The weekdays' letters are no day.
                let (x, y) = parts.weekday(3).center();
                assert_eq!(parts.hit(x, y), None);
            }
        }
    }

    #[test]
    fn the_calendar_is_drawn_whole_in_every_window_size() {
        // From a small window (and one short and wide) to a large desktop, at the desktop's
        // density; phones upright and sideways at theirs.
        let mut shapes: Vec<Layout> = Vec::new();
        for w in (400..=2000).step_by(100) {
            for h in (300..=1400).step_by(100) {
                shapes.push(Layout::new(w as f32, h as f32, 1.0, Insets::default()));
            }
        }
        shapes.extend(self::shapes());
        for layout in shapes {
            let parts = layout.statistics_parts(7);
            let calendar = CalendarParts::new(parts.calendar, 0, 31);
            let (w, h) = (layout.window.w, layout.window.h);
            // The drawing skips a calendar whose rows are under 8 px: every one is drawn, and
            // from 400 px up its rows are at least 16 dp.
            assert!(calendar.row() >= 8.0, "{w}x{h}: {:?}", parts.calendar);
            if h >= 400.0 {
                assert!(
                    calendar.row() >= 16.0 * layout.dp,
                    "{w}x{h}: {:?}",
                    parts.calendar
                );
            }
            assert!(
                calendar.day(31).bottom() <= parts.calendar.bottom() + 0.01,
                "{w}x{h}"
            );
            for i in 0..7 {
                let button = layout.menu_button_in(MenuShape::Statistics, i, 7);
                assert!(!overlaps(&parts.calendar, &button), "{w}x{h}: {i}");
            }
        }
    }
}
