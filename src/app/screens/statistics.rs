//! The statistics: a level's (or the imported puzzles') record with the chart of its last solve
//! times, and the month's calendar of daily puzzles, whose days open their puzzles from the
//! archive.

use std::time::Duration;

use macroquad::prelude::{draw_line, draw_rectangle_lines};
use peerless::game::{self, Date, Statistics};
use peerless::l10n::Message;
use peerless::logic::Level;
use peerless::variant::Kind;

use crate::app::core::worker::{NewGame, Request, Task};
use crate::app::layout::chart::ChartParts;
use crate::app::layout::figures;
use crate::app::layout::menus::{CalendarHit, CalendarParts, StatisticsParts};
use crate::app::layout::text::Align;
use crate::app::layout::Rect;
use crate::app::platform::{Current, Platform};
use crate::app::render::menu::card_word;
use crate::app::render::paint::{chevron, color, color_alpha, disc, ring, Painter};
#[cfg(test)]
use crate::app::views::chart::chart_top;
use crate::app::views::chart::{month_after, month_before, Chart, StatsView};
use crate::app::views::menu::{Menu, MenuAction, MenuItem, MenuShape, Screen};
use crate::app::words::kept as word;
use crate::app::words::names::clock;
use crate::app::words::names::{date_text, level_name, month_text};
use crate::app::words::{self, text};
use crate::app::App;

/// The statistics screen for `view` of puzzles of `kind` (the kind chosen on the start screen,
/// whose buttons start that kind: a Killer's records and daily puzzles are kept apart, and
/// the title says "Killer statistics"): the five levels as buttons (the shown one on), the
/// record's figures and the daily puzzle's month as lines the chart and calendar are titled
/// with, and under them the imported puzzles' record (apart: such a puzzle may come nearly
/// solved) and Back.
pub fn statistics_menu(
    statistics: &Statistics,
    kind: Kind,
    today: Date,
    view: StatsView,
    month: Date,
) -> Menu {
    let mut items: Vec<MenuItem> = Level::ALL
        .into_iter()
        .map(|each| {
            let mut item = MenuItem::new(level_name(each), MenuAction::StatisticsOf(each));
            item.on = view == StatsView::Level(each);
            item
        })
        .collect();
    let mut imported = MenuItem::new(text("stats-imported"), MenuAction::StatisticsOfImported)
        .with_caption(text("stats-imported-caption"));
    imported.on = view == StatsView::Imported;
    items.push(imported);
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    let record = view.record(statistics, kind);
    let wins = match view {
        StatsView::Level(_) => words::format(
            &Message::new("stats-wins")
                .number("won", record.won as usize)
                .number("started", record.played() as usize)
                .number("streak", record.current_streak as usize)
                .number("best", record.best_streak as usize),
        ),
        StatsView::Imported => words::format(
            &Message::new("stats-imported-wins")
                .number("won", record.won as usize)
                .number("started", record.played() as usize),
        ),
    };
    // What the cards and the chart show, in words that say what each counts: the best is of
    // the wins without help, the median of the last wins, helped ones with them.
    let helped = record.helped_count();
    let times = match (record.best_time, record.median_recent()) {
        (Some(best), Some(median)) => words::format(
            &Message::new(if helped > 0 {
                "stats-times-helped"
            } else {
                "stats-times"
            })
            .text("best", clock(best))
            .number("n", record.recent.len())
            .number("helped", helped)
            .text("median", clock(median)),
        ),
        (None, Some(median)) => words::format(
            &Message::new("stats-no-best")
                .number("n", record.recent.len())
                .text("median", clock(median)),
        ),
        (Some(best), None) => words::format(&Message::new("won-best").text("time", clock(best))),
        (None, None) => text("stats-no-time"),
    };
    let daily = statistics.daily_of(kind);
    let chart = Chart::new(statistics, kind, view, today, month);
    let month = words::format(
        &Message::new("stats-month")
            .text("month", month_text(chart.month))
            .number("streak", daily.streak_on(today) as usize)
            .number("best", daily.best_streak as usize),
    );
    let title = match kind {
        Kind::Classic => "start-statistics",
        Kind::Killer => "stats-killer-title",
    };
    Menu {
        title: text(title),
        subtitle: String::new(),
        items,
        shape: MenuShape::Statistics,
        body: vec![wins, times, month],
        chart: Some(chart),
        ..Menu::default()
    }
}

/// The question asked before a day already won is played again: the day, the time it was won
/// in, and what a replay counts for (its best time, apart from the daily streak).
pub fn replay_menu(new: &NewGame, statistics: &Statistics) -> Menu {
    let (kind, date) = match new.0 {
        Task::Make(Request::Daily(kind, date) | Request::Archive(kind, date)) => (kind, Some(date)),
        _ => (Kind::Classic, None),
    };
    let won = date.and_then(|date| {
        let daily = statistics.daily_of(kind);
        daily.time_on(date).or(daily.archive_time(date))
    });
    let title = date.map_or_else(String::new, |date| {
        words::format(&Message::new("replay-title").text("date", date_text(date)))
    });
    let subtitle = won.map_or_else(String::new, |time| {
        words::format(&Message::new("replay-subtitle").text("time", clock(time)))
    });
    Menu {
        title,
        subtitle,
        items: vec![
            MenuItem::new(text("replay-again"), MenuAction::Replay)
                .with_caption(text("replay-again-caption")),
            MenuItem::new(text("back"), MenuAction::Back),
        ],
        ..Menu::default()
    }
}

/// The days of a month as text, so the calendar never formats a number.
const DAY_NUMBERS: [&str; 31] = [
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16", "17",
    "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31",
];

/// Draws the statistics' chart, summary cards and calendar (the menu's first two body lines
/// say the cards' figures to a screen reader; the third titles the calendar).
pub fn draw(p: &Painter, m: &Menu, parts: &StatisticsParts, focus: Option<u32>) {
    let Some(chart) = &m.chart else {
        return;
    };
    times_chart(p, chart, parts.chart);
    let pal = p.palette;
    for r in parts.cards {
        p.round(r, p.radius(r), color(pal.button));
    }
    figures::statistics(p.layout, p.sizes, m, p, |t| card_word(p, &t, t.rect));
    calendar(p, chart, parts.calendar, focus);
}

/// The chart of the last solve times: a scale at its left, one bar per win, oldest at the
/// left, a helped win's bar hollow (and a key saying so), a few wins' times written over their
/// bars, and the best time and the median as lines across it. Where everything goes is
/// [`ChartParts`]'.
fn times_chart(p: &Painter, chart: &Chart, r: Rect) {
    let pal = p.palette;
    let l = p.layout;
    let dp = l.dp;
    let line = f32::from(p.sizes.small) * 1.4;
    if r.h < line * 3.0 {
        return;
    }
    let small = |rgb| p.regular(p.sizes.small, rgb);
    let count = chart.times.len();
    let helped = (0..count).any(|i| chart.is_helped(i));
    let key = word("stats-helped");
    let key_w = helped.then(|| p.width(key, small(pal.muted)) + 2.0 * dp);
    let scale_w = chart
        .scale
        .iter()
        .map(|(_, text)| p.width(text, small(pal.muted)))
        .fold(0.0, f32::max);
    let parts = ChartParts::new(l, r, count, line, scale_w, key_w);
    p.text(
        word("stats-last-times"),
        parts.caption,
        small(pal.muted).align(Align::Left),
    );
    if let Some((swatch, words)) = parts.key {
        hollow_bar(p, swatch);
        p.text(key, words, small(pal.muted).align(Align::Right));
    }
    let plot = parts.plot;
    let top = chart.top.as_secs_f32().max(1.0);
    let part = |time: Duration| time.as_secs_f32() / top;
    // The scale: a faint line at each mark, its time at the left.
    let thin = dp.max(1.0);
    for (time, text) in &chart.scale {
        let y = parts.y(part(*time));
        draw_line(plot.x, y, plot.right(), y, thin, color(pal.thin_line));
        let at = parts.mark_label(part(*time));
        p.text(text, at, small(pal.muted).align(Align::Right));
    }
    let base = plot.bottom();
    draw_line(
        plot.x,
        base,
        plot.right(),
        base,
        thin,
        color(pal.thick_line),
    );
    if count == 0 {
        p.text(
            word("stats-no-wins"),
            plot,
            p.regular(p.sizes.body, pal.muted),
        );
        return;
    }
    let widest = (chart.time_texts.iter())
        .map(|text| p.width(text, small(pal.text)))
        .fold(0.0, f32::max);
    let labelled = parts.labelled(count, widest);
    for (i, &time) in chart.times.iter().enumerate() {
        let bar = parts.bar(l, i, part(time));
        if chart.is_helped(i) {
            hollow_bar(p, bar);
        } else if chart.best == Some(time) {
            p.fill(bar, color(pal.accent));
        } else {
            p.fill(bar, color_alpha(pal.accent, 0.45));
        }
        if labelled {
            let at = parts.bar_label(i, part(time), widest);
            p.text(&chart.time_texts[i], at, small(pal.text));
        }
    }
    // Each line's name by it, on the background so a bar never hides it, where
    // `label_places` puts it: at the right end when the bars carry their times.
    let style_of = |rgb| small(rgb).align(Align::Left);
    let width_of = |name: &str, rgb| p.width(name, style_of(rgb)) + 4.0 * dp;
    let (best_name, median_name) = (word("stats-best"), word("stats-median"));
    let best = (chart.best).map(|t| (parts.y(part(t)), width_of(best_name, pal.accent)));
    let median = (chart.median).map(|t| (parts.y(part(t)), width_of(median_name, pal.muted)));
    let (best_at, median_at) = label_places(plot, best, median, line, labelled);
    for (name, time, at, rgb) in [
        (median_name, chart.median, median_at, pal.muted),
        (best_name, chart.best, best_at, pal.accent),
    ] {
        let (Some(time), Some(r)) = (time, at) else {
            continue;
        };
        let y = parts.y(part(time));
        draw_line(plot.x, y, plot.right(), y, thin, color(rgb));
        p.fill(r, color(pal.background));
        p.text(name, r, style_of(rgb));
    }
}

/// A helped win's bar: hollow, its outline in the accent over a faint fill, told from a
/// filled bar by its shape as well as its colour.
fn hollow_bar(p: &Painter, r: Rect) {
    let pal = p.palette;
    p.fill(r, color_alpha(pal.accent, 0.15));
    let width = (1.5 * p.layout.dp).max(1.0).min(r.w / 2.0);
    draw_rectangle_lines(r.x, r.y, r.w, r.h, 2.0 * width, color(pal.accent));
}

/// Where the chart's line names go, given each line's height `y` and its name's `width`: just
/// above its line, the best time's at the left end; the median's at the left end too when it is
/// a line's height away from the best's, else at the right end, so that the two never meet
/// however close the two times are (equal after one win). With `right` (the left of the chart
/// holds a few bars with their times over them) both go to the right end, and when they are
/// near, the lower line's name goes under its line instead.
pub fn label_places(
    area: Rect,
    best: Option<(f32, f32)>,
    median: Option<(f32, f32)>,
    caption: f32,
    right: bool,
) -> (Option<Rect>, Option<Rect>) {
    let place = |(y, width): (f32, f32), right: bool, under: bool| {
        let width = width.min(area.w / 2.0);
        let x = if right { area.right() - width } else { area.x };
        let y = if under { y } else { y - caption };
        Rect::new(x, y.max(area.y - caption), width, caption)
    };
    let near = match (best, median) {
        (Some((b, _)), Some((m, _))) => (b - m).abs() < caption,
        _ => false,
    };
    if right {
        // Near, the lower line's name (the larger y; the median's when they are equal) goes
        // under its line, the other's above its own.
        let median_under = near && median.map(|m| m.0) >= best.map(|b| b.0);
        let best_at = best.map(|b| place(b, true, near && !median_under));
        let median_at = median.map(|m| place(m, true, median_under));
        return (best_at, median_at);
    }
    let best_at = best.map(|b| place(b, false, false));
    let median_at = median.map(|m| place(m, near, false));
    (best_at, median_at)
}

/// The month's calendar: its title, the weekdays, and the days: a won daily puzzle's day filled
/// with the accent, every other day that can be played filled as a button is, today's
/// outlined, the days to come plain and muted; the focus ring on the day `focus`.
fn calendar(p: &Painter, chart: &Chart, r: Rect, focus: Option<u32>) {
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
            p.round(arrow, p.radius(arrow), color(pal.button));
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
        // The day the keyboard is on: the focus ring, as a button's, under its day.
        if focus == Some(day) {
            crate::app::render::menu::focus_ring(p, place);
        }
        if won {
            disc(x, y, radius, color(pal.accent));
        } else if later {
            // Won from the archive: the colour, lighter, counted toward nothing else.
            disc(x, y, radius, color_alpha(pal.accent, 0.35));
        } else if chart.playable(day) {
            // A day that can be played is a button, as every button is: a tap opens its puzzle.
            disc(x, y, radius, color(pal.button));
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

impl App {
    /// Where the statistics screen's calendar and its parts are, when it shows.
    pub(crate) fn calendar_parts(&self) -> Option<CalendarParts> {
        let chart = self.menu.chart.as_ref()?;
        let calendar = self
            .view
            .layout
            .statistics_parts(self.menu.items.len())
            .calendar;
        Some(CalendarParts::new(
            calendar,
            chart.first_column,
            chart.month.days_in_month(),
        ))
    }

    /// A tap on the statistics' calendar: a day opens its daily puzzle (today's, or a past
    /// day's from the archive), the arrows go a month back or on.
    pub(crate) fn calendar_tap(&mut self, hit: CalendarHit, now: Duration) {
        let Some(chart) = self.menu.chart.as_ref() else {
            return;
        };
        let month = chart.month;
        match hit {
            CalendarHit::Day(day) if chart.playable(day) => {
                let Some(date) = game::Date::new(month.year(), month.month(), day) else {
                    return;
                };
                // The calendar of the kind shown: its daily puzzles.
                let kind = self.session.data.settings.kind;
                let request = if date == Current::today() {
                    Request::Daily(kind, date)
                } else {
                    Request::Archive(kind, date)
                };
                let new = NewGame(Task::Make(request));
                if chart.won(day) || chart.won_from_archive(day) {
                    // A day already won: asked first, so a tap never restarts it unawares.
                    self.new_game = Some(new);
                    self.open(Screen::Replay);
                } else {
                    self.start_or_ask(new, now);
                }
            }
            CalendarHit::Day(_) => {}
            CalendarHit::Previous => {
                self.stats_month = Some(month_before(month));
                self.show(Screen::Statistics);
            }
            CalendarHit::Next if !chart.current => {
                self.stats_month = Some(month_after(month));
                self.show(Screen::Statistics);
            }
            CalendarHit::Next => {}
        }
    }
}

#[cfg(test)]
mod tests;
