//! What the statistics screen charts: a level's (or the imported puzzles') last solve times
//! with the best and the median, and the month's calendar of daily puzzles, gathered once
//! when the screen opens so that drawing it allocates nothing.

use peerless::game::{Date, LevelStats, Statistics};
use peerless::logic::Level;

use crate::app::words;
use crate::app::words::names::weekday_initials;
use crate::app::words::names::write_clock;
use peerless::l10n::Message;
use std::time::Duration;

/// What the statistics screen draws besides its words, gathered when it opens so that drawing
/// it reads and allocates nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chart {
    /// The level's last solve times, oldest first (at most
    /// [`LevelStats::RECENT`](peerless::game::LevelStats::RECENT)).
    pub times: Vec<Duration>,
    /// The level's best time.
    pub best: Option<Duration>,
    /// The median of `times`.
    pub median: Option<Duration>,
    /// The first day of the month the calendar shows (today's, or a month before).
    pub month: Date,
    /// The month's days whose daily puzzle was won on the day: bit `d - 1` for day `d`.
    pub won_days: u32,
    /// The month's days whose puzzle was won later, from the archive.
    pub archive_days: u32,
    /// Each won day's time as the calendar shows it (the first win on the day, else the
    /// archive's best), by day - 1; empty for a day not won. Made when the screen opens, so
    /// drawing it allocates nothing.
    pub day_times: Vec<String>,
    /// Today's day of the month, outlined in the calendar; 0 in a month before today's.
    pub today: u32,
    /// Whether the month shown is today's (no month after it to go to).
    pub current: bool,
    /// The column of the month's first day: its weekday counted from the language's first day
    /// of the week.
    pub first_column: u32,
    /// The weekdays' initials as the calendar's columns head them, the language's first day
    /// of the week first.
    pub weekdays: [String; 7],
    /// The summary cards: each a figure and its name (played, won, win rate, best, median,
    /// streak), "–" for one not there yet.
    pub cards: [(String, String); CARDS],
}

/// How many summary cards the statistics show.
pub const CARDS: usize = 6;

/// Whose record the statistics screen shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatsView {
    /// A level's: its generated games and daily puzzles.
    Level(Level),
    /// The puzzles brought in from elsewhere, all levels together.
    Imported,
}

impl StatsView {
    /// The record shown.
    pub fn record(self, statistics: &Statistics) -> &LevelStats {
        match self {
            StatsView::Level(level) => statistics.level(level),
            StatsView::Imported => &statistics.imported,
        }
    }
}

/// The first day of `date`'s month.
pub fn first_of_month(date: Date) -> Date {
    Date::new(date.year(), date.month(), 1).unwrap_or(date)
}

/// The first day of the month before `first`'s.
pub fn month_before(first: Date) -> Date {
    first.pred().map_or(first, first_of_month)
}

/// The first day of the month after `first`'s.
pub fn month_after(first: Date) -> Date {
    let next = first.days_since_epoch() + i64::from(first.days_in_month());
    Date::from_days_since_epoch(next).map_or(first, first_of_month)
}

/// Whether the month's `days` (bit `d - 1` for day `d`) have day `day`.
fn has_day(days: u32, day: u32) -> bool {
    (1..=31).contains(&day) && days & (1 << (day - 1)) != 0
}

impl Chart {
    /// The chart of `view`'s record and the calendar of the month that starts on `month`
    /// (today's or one before it).
    pub fn new(statistics: &Statistics, view: StatsView, today: Date, month: Date) -> Chart {
        let record = view.record(statistics);
        let month = first_of_month(month).min(first_of_month(today));
        let current = month == first_of_month(today);
        let daily = &statistics.daily;
        let mut won_days = 0;
        let mut archive_days = 0;
        let mut day_times = vec![String::new(); 31];
        for day in 1..=month.days_in_month() {
            let Some(date) = Date::new(month.year(), month.month(), day) else {
                continue;
            };
            let bit = 1 << (day - 1);
            let later = daily.archive_time(date);
            if daily.won_on(date) {
                won_days |= bit;
            } else if later.is_some() {
                archive_days |= bit;
            }
            if let Some(time) = daily.time_on(date).or(later) {
                write_clock(&mut day_times[day as usize - 1], time);
            }
        }
        let cards = summary_cards(record);
        Chart {
            cards,
            times: record.recent.clone(),
            best: record.best_time,
            median: record.median_recent(),
            month,
            won_days,
            archive_days,
            day_times,
            today: if current { today.day() } else { 0 },
            current,
            first_column: (month.weekday() + 7 - words::language().first_weekday()) % 7,
            weekdays: weekday_initials(),
        }
    }

    /// Whether the daily puzzle of day `day` of the month was won on its day.
    pub fn won(&self, day: u32) -> bool {
        has_day(self.won_days, day)
    }

    /// Whether the puzzle of day `day` was won later, from the archive.
    pub fn won_from_archive(&self, day: u32) -> bool {
        has_day(self.archive_days, day)
    }

    /// The time day `day`'s puzzle was won in, as the calendar shows it ("" if not won).
    pub fn time_of(&self, day: u32) -> &str {
        day.checked_sub(1)
            .and_then(|i| self.day_times.get(i as usize))
            .map_or("", String::as_str)
    }

    /// Whether day `day`'s puzzle can be played: today's, or a day before.
    pub fn playable(&self, day: u32) -> bool {
        (1..=self.month.days_in_month()).contains(&day) && (!self.current || day <= self.today)
    }
}

/// The statistics' summary cards for `record`, in the player's language.
fn summary_cards(record: &LevelStats) -> [(String, String); CARDS] {
    let none = || "\u{2013}".to_string();
    let time = |t: Option<Duration>| {
        t.map_or_else(none, |t| {
            let mut text = String::new();
            write_clock(&mut text, t);
            text
        })
    };
    let played = record.played();
    let rate = if played == 0 {
        none()
    } else {
        let rate = (u64::from(record.won) * 100 + u64::from(played) / 2) / u64::from(played);
        words::format(&Message::new("stats-card-rate-value").number("rate", rate as usize))
    };
    let name = |id: &'static str| words::text(id);
    [
        (played.to_string(), name("stats-card-played")),
        (record.won.to_string(), name("stats-card-won")),
        (rate, name("stats-card-rate")),
        (time(record.best_time), name("stats-card-best")),
        (time(record.median_recent()), name("stats-card-median")),
        (
            record.current_streak.to_string(),
            words::format(
                &Message::new("stats-card-streak").number("best", record.best_streak as usize),
            ),
        ),
    ]
}
