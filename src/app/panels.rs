//! The two menu screens that draw more than buttons: the end of a game (the finished grid and the
//! summary's lines) and the statistics (the chart of a level's last solve times, its figures, and
//! the month's calendar of daily puzzles). Everything drawn was gathered when the screen opened
//! (the menu's grid, body and [`Chart`]); drawing reads it and allocates nothing.

use std::ops::Range;
use std::time::Duration;

use macroquad::prelude::{draw_line, measure_text};
use peerless::board::Board;
use peerless::sets::CellSet;

use super::draw::grid_lines_in;
use super::layout::Rect;
use super::menu_layout::{StatisticsParts, SummaryParts, CALENDAR_ROWS};
use super::paint::{color, color_alpha, disc, ring, Align, Painter, DIGITS};
use super::screens::{Chart, Menu};

/// The days of a month as text, so the calendar never formats a number.
const DAY_NUMBERS: [&str; 31] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17",
    "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31",
];

/// The weekdays' letters, Monday first (as [`peerless::game::Date::weekday`] counts).
const WEEKDAYS: [&str; 7] = ["M", "T", "W", "T", "F", "S", "S"];

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
    let line = f32::from(p.sizes.body) * 1.35;
    let f = parts.figures;
    for (i, text) in m.body.iter().take(2).enumerate() {
        let r = Rect::new(f.x, f.y + i as f32 * line, f.w, line);
        p.text(text, r, p.regular(p.sizes.body, p.palette.text));
    }
    let title = m.body.get(2).map_or("", String::as_str);
    calendar(p, chart, title, parts.calendar);
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
        "Last solve times",
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
            "No wins at this level yet",
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
    // Each line's name at its left end, on the background so a bar never hides it.
    let label = |name: &'static str, time: Duration, rgb| {
        let y = base - height(time);
        draw_line(area.x, y, area.right(), y, dp.max(1.0), color(rgb));
        let r = Rect::new(area.x, y - caption, area.w, caption);
        let style = p.regular(p.sizes.small, rgb).align(Align::Left);
        let width = measure_text(name, Some(style.font), style.size, 1.0).width;
        p.fill(
            Rect::new(r.x, r.y, width + 4.0 * dp, r.h),
            color(pal.background),
        );
        p.text(name, r, style);
    };
    if let Some(median) = chart.median {
        label("median", median, pal.muted);
    }
    if let Some(best) = chart.best {
        label("best", best, pal.accent);
    }
}

/// The month's calendar: its title, the weekdays, and the days, a won daily puzzle's day filled,
/// today's outlined.
fn calendar(p: &Painter, chart: &Chart, title: &str, r: Rect) {
    let pal = p.palette;
    let row = r.h / CALENDAR_ROWS as f32;
    if row < 8.0 {
        return;
    }
    let column = r.w / 7.0;
    p.text(
        title,
        Rect::new(r.x, r.y, r.w, row),
        p.bold(p.sizes.body, pal.text),
    );
    let small = p.sizes.small;
    for (i, name) in WEEKDAYS.iter().enumerate() {
        let place = Rect::new(r.x + i as f32 * column, r.y + row, column, row);
        p.text(name, place, p.regular(small, pal.muted));
    }
    let offset = chart.month.weekday() as usize;
    let radius = (row.min(column) * 0.42).max(1.0);
    for day in 1..=chart.month.days_in_month() {
        let index = offset + day as usize - 1;
        let place = Rect::new(
            r.x + (index % 7) as f32 * column,
            r.y + (2 + index / 7) as f32 * row,
            column,
            row,
        );
        let (x, y) = place.center();
        let won = chart.won(day);
        if won {
            disc(x, y, radius, color(pal.accent));
        }
        if day == chart.today {
            let width = (2.0 * p.layout.dp).max(1.5);
            ring(x, y, radius, width, color(pal.text));
        }
        let ink = match (won, day > chart.today) {
            (true, _) => pal.on_accent,
            (false, true) => pal.muted,
            (false, false) => pal.text,
        };
        p.text(DAY_NUMBERS[day as usize - 1], place, p.regular(small, ink));
    }
}
