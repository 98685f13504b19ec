//! What the statistics screen charts: a level's (or the imported puzzles') last solve times
//! with the best and the median, and the month's calendar of daily puzzles, gathered once
//! when the screen opens so that drawing it allocates nothing.

use peerless::game::{Date, LevelStats, Statistics};
use peerless::logic::Level;
use peerless::variant::Kind;

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
    /// Which of `times` were helped (a hint's move, a revealed cell): bit `i` for `times[i]`.
    /// Their bars are hollow, and they set no best time.
    pub helped: u32,
    /// Each of `times` as the chart writes it over its bar ("1:17"), made when the screen opens.
    pub time_texts: Vec<String>,
    /// The time the chart's full height stands for ([`chart_top`], up to a whole mark).
    pub top: Duration,
    /// The scale's marks from the bottom up, each a time and its words ("5:00"): two to four
    /// of them, a round step apart.
    pub scale: Vec<(Duration, String)>,
    /// The level's best time: its fastest win without help.
    pub best: Option<Duration>,
    /// The median of `times`, helped or not.
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
    /// The record shown, of puzzles of `kind`: a Killer's records are kept apart.
    pub fn record(self, statistics: &Statistics, kind: Kind) -> &LevelStats {
        match (self, kind) {
            (StatsView::Level(level), _) => statistics.level_of(kind, level),
            (StatsView::Imported, Kind::Classic) => &statistics.imported,
            (StatsView::Imported, Kind::Killer) => &statistics.killer_imported,
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
    /// The chart of `view`'s record of puzzles of `kind` and the calendar of that kind's daily
    /// puzzles in the month that starts on `month` (today's or one before it).
    pub fn new(
        statistics: &Statistics,
        kind: Kind,
        view: StatsView,
        today: Date,
        month: Date,
    ) -> Chart {
        let record = view.record(statistics, kind);
        let month = first_of_month(month).min(first_of_month(today));
        let current = month == first_of_month(today);
        let daily = statistics.daily_of(kind);
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
        let (top, scale) = scale_of(record.recent.iter().max().copied());
        let text = |time: Duration| {
            let mut text = String::new();
            write_clock(&mut text, time);
            text
        };
        Chart {
            cards,
            times: record.recent.clone(),
            helped: record.recent_helped,
            time_texts: record.recent.iter().map(|&t| text(t)).collect(),
            top,
            scale: scale.into_iter().map(|t| (t, text(t))).collect(),
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

    /// Whether the time `index` of [`Chart::times`] was helped.
    pub fn is_helped(&self, index: usize) -> bool {
        index < 32 && self.helped & (1 << index) != 0
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

/// The time the chart's full height stands for: the longest time shown and a fifth more,
/// rounded up to a whole minute (ten seconds under two minutes), so the longest bar never
/// fills the chart and one win is not a wall.
pub fn chart_top(longest: Duration) -> Duration {
    let wanted = longest.as_secs_f64() * 1.2;
    let step = if wanted < 120.0 { 10.0 } else { 60.0 };
    Duration::from_secs_f64(((wanted / step).ceil() * step).max(step))
}

/// The steps a chart's scale may count in, in seconds: round to a player's eye.
const SCALE_STEPS: [u64; 12] = [5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200];

/// The chart's top for a longest time of `longest` (none before the first win: a minute), and
/// its scale's marks: the smallest round step that needs no more than four, the top raised to
/// a whole step.
pub fn scale_of(longest: Option<Duration>) -> (Duration, Vec<Duration>) {
    let top = chart_top(longest.unwrap_or(Duration::from_secs(50))).as_secs();
    let step = SCALE_STEPS
        .into_iter()
        .find(|&step| top.div_ceil(step) <= 4)
        .unwrap_or_else(|| top.div_ceil(4));
    let marks = top.div_ceil(step).max(1);
    let scale = (1..=marks).map(|k| Duration::from_secs(k * step)).collect();
    (Duration::from_secs(marks * step), scale)
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
        (time(record.best_time), best_name(record)),
        (time(record.median_recent()), median_name(record)),
        (
            record.current_streak.to_string(),
            words::format(
                &Message::new("stats-card-streak").number("best", record.best_streak as usize),
            ),
        ),
    ]
}

/// The best time's name, which says what it counts where that matters: "Best" of a record
/// whose wins were all unhelped, "Best without help" once a helped win is among them (a
/// helped time is in the chart but is no best time).
pub fn best_name(record: &LevelStats) -> String {
    let helped = record.helped_count() > 0 || (record.won > 0 && record.best_time.is_none());
    words::text(if helped {
        "stats-card-best-unhelped"
    } else {
        "stats-card-best"
    })
}

/// The median's name, with how many wins it is the median of ("Median of 3").
pub fn median_name(record: &LevelStats) -> String {
    words::format(&Message::new("stats-card-median").number("n", record.recent.len()))
}
