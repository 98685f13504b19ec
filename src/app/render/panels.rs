//! The two menu screens that draw more than buttons: the end of a game (the finished grid and the
//! summary's lines) and the statistics (the chart of a level's last solve times, its figures, and
//! the month's calendar of daily puzzles). Everything drawn was gathered when the screen opened
//! (the menu's grid, body and [`Chart`]) or is a fixed word kept once formatted ([`crate::app::words::kept`]);
//! drawing reads it and allocates nothing.

use std::ops::Range;
use std::time::Duration;

use macroquad::prelude::draw_line;
use peerless::board::Board;
use peerless::sets::CellSet;

use crate::app::render::draw::grid_lines_in;
use crate::app::layout::Rect;
use crate::app::layout::menus::{CalendarParts, StatisticsParts, SummaryParts};
use crate::app::render::paint::{chevron, color, color_alpha, disc, ring, Align, Painter, DIGITS};
use crate::app::layout::places::{self, Role};
use crate::app::screens::menus::{Chart, Menu};
use crate::app::words::kept as word;

/// The days of a month as text, so the calendar never formats a number.
const DAY_NUMBERS: [&str; 31] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17",
    "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31",
];

/// Draws the end of a game: the finished grid (givens bold, the player's digits in the accent)
/// and the summary's wrapped lines, centred. `body` is the menu's body as one text and `lines`
/// its lines, wrapped to the parts' width.
pub fn summary(p: &Painter, m: &Menu, parts: &SummaryParts, body: &str, lines: &[Range<usize>]) {
    if let Some(board) = &m.grid {
        small_grid(p, board, m.wrong, parts.grid);
    }
    let height = f32::from(p.sizes.body) * 1.35;
    let r = parts.lines;
    for (i, range) in lines.iter().enumerate() {
        let y = r.y + i as f32 * height;
        // The first line (the level and time) stands out; the others are quieter.
        let style = if i == 0 {
            p.bold(p.sizes.body, p.palette.text)
        } else {
            p.regular(p.sizes.body, p.palette.text)
        };
        p.text(&body[range.clone()], Rect::new(r.x, y, r.w, height), style);
    }
}

/// A finished grid drawn small, its `wrong` digits red.
fn small_grid(p: &Painter, board: &Board, wrong: CellSet, r: Rect) {
    if r.w < 9.0 {
        return;
    }
    let pal = p.palette;
    p.fill(r, color(pal.cell));
    grid_lines_in(p, r, (1.5 * p.layout.dp).max(1.5));
    let cell = r.w / 9.0;
    let size = (cell * 0.62).round().clamp(6.0, 400.0) as u16;
    for (at, value) in board.iter() {
        let Some(digit) = value else {
            continue;
        };
        let (row, column) = (at.row(), at.col());
        let place = Rect::new(
            r.x + column as f32 * cell,
            r.y + row as f32 * cell,
            cell,
            cell,
        );
        let text = DIGITS[usize::from(digit.get())];
        let style = if board.is_given(at) {
            p.bold(size, pal.given)
        } else if wrong.contains(at) {
            p.regular(size, pal.conflict)
        } else {
            p.regular(size, pal.accent)
        };
        p.text(text, place, style);
    }
}

/// Draws the statistics' chart, figures and calendar. `figures` are the menu's first two body
/// lines; the third titles the calendar.
pub fn statistics(p: &Painter, m: &Menu, parts: &StatisticsParts) {
    let Some(chart) = &m.chart else {
        return;
    };
    times_chart(p, chart, parts.chart);
    let pal = p.palette;
    places::statistics(p.layout, p.sizes, m, p, |t| {
        let style = match t.role {
            Role::Caption => p.regular(t.size, pal.muted),
            _ if t.bold => p.bold(t.size, pal.text),
            _ => p.regular(t.size, pal.text),
        };
        p.text(t.text, t.rect, style.align(t.align).scale(t.scale));
    });
    calendar(p, chart, parts.calendar);
}

/// The chart of the last solve times: one bar per win, oldest at the left, the best time and
/// the median as lines across it.
fn times_chart(p: &Painter, chart: &Chart, r: Rect) {
    let pal = p.palette;
    let dp = p.layout.dp;
    let caption = f32::from(p.sizes.small) * 1.4;
    if r.h < caption * 2.0 {
        return;
    }
    p.text(
        word("stats-last-times"),
        Rect::new(r.x, r.y, r.w, caption),
        p.regular(p.sizes.small, pal.muted).align(Align::Left),
    );
    let area = Rect::new(r.x, r.y + caption, r.w, r.h - caption - 4.0 * dp);
    let base = area.bottom();
    draw_line(
        area.x,
        base,
        area.right(),
        base,
        dp.max(1.0),
        color(pal.thick_line),
    );
    let Some(&longest) = chart.times.iter().max() else {
        p.text(
            word("stats-no-wins"),
            area,
            p.regular(p.sizes.body, pal.muted),
        );
        return;
    };
    let longest = longest.as_secs_f32().max(1.0);
    let height = |time: Duration| (time.as_secs_f32() / longest).clamp(0.0, 1.0) * area.h * 0.92;
    let slots = peerless::game::LevelStats::RECENT as f32;
    let slot = area.w / slots;
    let bar = (slot * 0.7).max(1.0);
    // The newest win is at the right end, so the bars fill in from the right.
    let first = slots as usize - chart.times.len().min(slots as usize);
    for (i, &time) in chart.times.iter().enumerate() {
        let h = height(time).max(dp);
        let x = area.x + (first + i) as f32 * slot + (slot - bar) / 2.0;
        let best = chart.best == Some(time);
        let fill = if best {
            color(pal.accent)
        } else {
            color_alpha(pal.accent, 0.45)
        };
        p.fill(Rect::new(x, base - h, bar, h), fill);
    }
    // Each line's name just above it, on the background so a bar never hides it, where
    // `label_places` puts it.
    let line = |time: Duration| base - height(time);
    let style_of = |rgb| p.regular(p.sizes.small, rgb).align(Align::Left);
    let width_of = |name: &str, rgb| p.width(name, style_of(rgb)) + 4.0 * dp;
    let (best_name, median_name) = (word("stats-best"), word("stats-median"));
    let best = chart
        .best
        .map(|t| (line(t), width_of(best_name, pal.accent)));
    let median = chart
        .median
        .map(|t| (line(t), width_of(median_name, pal.muted)));
    let (best_at, median_at) = label_places(area, best, median, caption);
    for (name, time, at, rgb) in [
        (median_name, chart.median, median_at, pal.muted),
        (best_name, chart.best, best_at, pal.accent),
    ] {
        let (Some(time), Some(r)) = (time, at) else {
            continue;
        };
        let y = line(time);
        draw_line(area.x, y, area.right(), y, dp.max(1.0), color(rgb));
        p.fill(r, color(pal.background));
        p.text(name, r, style_of(rgb));
    }
}

/// Where the chart's line names go, given each line's height `y` and its name's `width`: just
/// above its line, the best time's at the left end; the median's at the left end too when it is
/// a line's height away from the best's, else at the right end, so that the two never meet
/// however close the two times are (equal after one win).
pub fn label_places(
    area: Rect,
    best: Option<(f32, f32)>,
    median: Option<(f32, f32)>,
    caption: f32,
) -> (Option<Rect>, Option<Rect>) {
    let above = |(y, width): (f32, f32), right: bool| {
        let width = width.min(area.w / 2.0);
        let x = if right { area.right() - width } else { area.x };
        Rect::new(x, (y - caption).max(area.y - caption), width, caption)
    };
    let best_at = best.map(|b| above(b, false));
    let median_at = median.map(|m| {
        let near = best.is_some_and(|(y, _)| (y - m.0).abs() < caption);
        above(m, near)
    });
    (best_at, median_at)
}

/// The month's calendar: its title, the weekdays, and the days, a won daily puzzle's day filled,
/// today's outlined.
fn calendar(p: &Painter, chart: &Chart, r: Rect) {
    let pal = p.palette;
    let parts = CalendarParts::new(r, chart.first_column, chart.month.days_in_month());
    let row = parts.row();
    if row < 8.0 {
        return;
    }
    // The arrows to the months before (always) and after (not past today's month).
    let (previous, next) = parts.arrows();
    let stroke = (2.0 * p.layout.dp).max(1.5);
    for (arrow, left, shown) in [(previous, true, true), (next, false, !chart.current)] {
        if shown {
            p.fill(arrow, color(pal.button));
            let (x, y) = arrow.center();
            chevron(x, y, arrow.h * 0.45, left, stroke, color(pal.text));
        }
    }
    let small = p.sizes.small;
    // Room under a won day's number for its time, in smaller letters.
    let with_time = row >= 2.6 * f32::from(small);
    let tiny = ((f32::from(small) * 0.78) as u16).max(6);
    for day in 1..=chart.month.days_in_month() {
        let place = parts.day(day);
        let (x, y) = place.center();
        let radius = (row.min(place.w) * 0.42).max(1.0);
        let (won, later) = (chart.won(day), chart.won_from_archive(day));
        if won {
            disc(x, y, radius, color(pal.accent));
        } else if later {
            // Won from the archive: the colour, lighter, counted toward nothing else.
            disc(x, y, radius, color_alpha(pal.accent, 0.35));
        }
        if day == chart.today {
            let width = (2.0 * p.layout.dp).max(1.5);
            ring(x, y, radius, width, color(pal.text));
        }
        let ink = match (won, chart.playable(day)) {
            (true, _) => pal.on_accent,
            (false, false) => pal.muted,
            (false, true) => pal.text,
        };
        let time = chart.time_of(day);
        if with_time && !time.is_empty() {
            let number = Rect::new(place.x, place.y, place.w, place.h * 0.62);
            let below = Rect::new(place.x, place.y + place.h * 0.55, place.w, place.h * 0.4);
            p.text(DAY_NUMBERS[day as usize - 1], number, p.regular(small, ink));
            p.text(time, below, p.regular(tiny, ink));
        } else {
            p.text(DAY_NUMBERS[day as usize - 1], place, p.regular(small, ink));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_calendar_has_seven_weekday_initials_in_every_language_from_its_first_day() {
        use peerless::l10n::Language;
        for language in Language::ALL {
            std::thread::spawn(move || {
                crate::app::words::set_language(language);
                let initials = crate::app::screens::menus::weekday_initials();
                assert!(
                    initials.iter().all(|initial| !initial.is_empty()),
                    "{language:?}: {initials:?}"
                );
                let monday = initials[(7 - language.first_weekday() as usize) % 7].clone();
                let first = word("calendar-weekdays").split_whitespace().next().unwrap();
                assert_eq!(
                    monday,
                    first.trim_start_matches('['),
                    "{language:?}: Monday's column"
                );
            })
            .join()
            .unwrap();
        }
    }

    #[test]
    fn the_best_and_median_names_never_meet() {
        let area = Rect::new(20.0, 100.0, 300.0, 120.0);
        let caption = 16.0;
        let overlap = |a: Rect, b: Rect| {
            a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()
        };
        // From equal times (one win) through near-equal to far apart, either above the other.
        let mut pairs = 0;
        for best_y in [100.0f32, 140.0, 219.0] {
            for step in -64..=64 {
                let median_y = (best_y + step as f32 * 0.5).clamp(area.y, area.bottom());
                let (best, median) =
                    label_places(area, Some((best_y, 34.0)), Some((median_y, 56.0)), caption);
                let (best, median) = (best.unwrap(), median.unwrap());
                assert!(!overlap(best, median), "{best:?} {median:?}");
                for r in [best, median] {
                    assert!(r.x >= area.x && r.right() <= area.right() + 1e-3, "{r:?}");
                }
                pairs += 1;
            }
        }
        assert_eq!(pairs, 3 * 129);
        // Apart, both names sit at the left end, over their own lines.
        let (best, median) = label_places(area, Some((200.0, 34.0)), Some((150.0, 56.0)), caption);
        assert_eq!((best.unwrap().x, median.unwrap().x), (area.x, area.x));
        assert_eq!(best.unwrap().bottom(), 200.0);
    }
}
