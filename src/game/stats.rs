//! Statistics: games started and won per level, times, streaks, and the daily puzzle's streak.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::logic::Level;

use super::date::Date;
use super::play::{Game, Status};

/// One level's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LevelStats {
    /// Games started.
    pub started: u32,
    /// Games won.
    pub won: u32,
    /// The fastest win.
    pub best_time: Option<Duration>,
    /// The time of all wins together (the average is this over `won`).
    pub total_time: Duration,
    /// Wins in a row, up to now.
    pub current_streak: u32,
    /// The longest run of wins in a row.
    pub best_streak: u32,
    /// Whether a game of this level was started and has not ended yet: starting another one
    /// means the first was abandoned, which ends the streak.
    pub in_progress: bool,
    /// The times of the last wins, oldest first (at most [`LevelStats::RECENT`]): what the
    /// statistics chart draws.
    pub recent: Vec<Duration>,
}

impl LevelStats {
    /// How many of the last wins' times are kept for the chart.
    pub const RECENT: usize = 30;

    /// The median of the recent wins' times, or `None` before the first.
    pub fn median_recent(&self) -> Option<Duration> {
        let mut times = self.recent.clone();
        times.sort();
        times.get(times.len() / 2).copied()
    }

    /// The mean time of the wins, or `None` before the first win.
    pub fn average_time(&self) -> Option<Duration> {
        let won = self.won.max(1);
        (self.won > 0).then(|| self.total_time / won)
    }

    fn started(&mut self) {
        if self.in_progress {
            self.current_streak = 0;
        }
        self.started = self.started.saturating_add(1);
        self.in_progress = true;
    }

    fn won(&mut self, time: Duration) {
        self.won = self.won.saturating_add(1);
        self.total_time = self.total_time.saturating_add(time);
        self.best_time = Some(self.best_time.map_or(time, |best| best.min(time)));
        self.current_streak = self.current_streak.saturating_add(1);
        self.best_streak = self.best_streak.max(self.current_streak);
        self.in_progress = false;
        self.recent.push(time);
        if self.recent.len() > LevelStats::RECENT {
            self.recent.remove(0);
        }
    }

    fn lost(&mut self) {
        self.current_streak = 0;
        self.in_progress = false;
    }
}

/// The daily puzzle's record: a streak counts consecutive days on which the daily puzzle was won.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DailyStats {
    /// Daily puzzles won.
    pub won: u32,
    /// Consecutive days won, ending on `last_won`.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// The date of the last daily puzzle won (saved as `YYYY-MM-DD`).
    pub last_won: Option<Date>,
    /// The days the daily puzzle was won, oldest first (at most [`DailyStats::DAYS`]): what the
    /// calendar marks.
    pub days: Vec<Date>,
}

impl DailyStats {
    /// The streak as it stands on `today`: alive if the last win was today or yesterday, else
    /// zero (a missed day ended it). The caller reads the clock; the statistics never do.
    pub fn streak_on(&self, today: Date) -> u32 {
        match self.last_won {
            Some(last) if last == today || last.succ() == Some(today) => self.streak,
            _ => 0,
        }
    }

    /// How many won days the calendar keeps (more than a year).
    pub const DAYS: usize = 400;

    /// Whether the daily puzzle of `date` was won.
    pub fn won_on(&self, date: Date) -> bool {
        self.days.binary_search(&date).is_ok()
    }

    fn won(&mut self, date: Date) {
        match self.last_won {
            Some(last) if last == date => return, // the same day's puzzle again
            Some(last) if last.succ() == Some(date) => self.streak = self.streak.saturating_add(1),
            _ => self.streak = 1,
        }
        self.won = self.won.saturating_add(1);
        self.best_streak = self.best_streak.max(self.streak);
        self.last_won = Some(date);
        if let Err(at) = self.days.binary_search(&date) {
            self.days.insert(at, date);
            if self.days.len() > DailyStats::DAYS {
                self.days.remove(0);
            }
        }
    }
}

/// Every statistic the game keeps, saved with it.
///
/// The game does not update these itself: the front end reports a game's start and end, because
/// only it knows when a new game replaces one in progress (which ends that level's streak).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Statistics {
    /// Easy games.
    pub easy: LevelStats,
    /// Medium games.
    pub medium: LevelStats,
    /// Hard games.
    pub hard: LevelStats,
    /// Expert games.
    pub expert: LevelStats,
    /// Extreme games.
    pub extreme: LevelStats,
    /// Daily puzzles.
    pub daily: DailyStats,
}

impl Statistics {
    /// The record of `level`.
    pub fn level(&self, level: Level) -> &LevelStats {
        match level {
            Level::Easy => &self.easy,
            Level::Medium => &self.medium,
            Level::Hard => &self.hard,
            Level::Expert => &self.expert,
            Level::Extreme => &self.extreme,
        }
    }

    fn level_mut(&mut self, level: Level) -> &mut LevelStats {
        match level {
            Level::Easy => &mut self.easy,
            Level::Medium => &mut self.medium,
            Level::Hard => &mut self.hard,
            Level::Expert => &mut self.expert,
            Level::Extreme => &mut self.extreme,
        }
    }

    /// Counts a game of `level` as started. If the last game of that level was still in progress,
    /// it was abandoned, and the level's streak ends.
    pub fn record_start(&mut self, level: Level) {
        self.level_mut(level).started();
    }

    /// Counts a win of `level` in `time`; `daily` is the date of the daily puzzle won, for a
    /// daily game (a second win of the same day's puzzle counts for the level only).
    pub fn record_win(&mut self, level: Level, time: Duration, daily: Option<Date>) {
        self.level_mut(level).won(time);
        if let Some(date) = daily {
            self.daily.won(date);
        }
    }

    /// Counts a loss of `level` (the mistake limit): the streak ends.
    pub fn record_loss(&mut self, level: Level) {
        self.level_mut(level).lost();
    }

    /// Counts `game`'s start: call when it is created.
    pub fn record_game_start(&mut self, game: &Game) {
        self.record_start(game.grade().level);
    }

    /// Counts `game`'s end, if it has ended: call when an outcome reports the status Won or Lost.
    pub fn record_game_end(&mut self, game: &Game) {
        let level = game.grade().level;
        match game.status() {
            Status::Won => self.record_win(level, game.elapsed(), game.daily()),
            Status::Lost => self.record_loss(level),
            Status::Playing | Status::Paused => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_count_wins_in_a_row_and_end_on_a_loss_or_an_abandoned_game() {
        let mut stats = Statistics::default();
        let minute = Duration::from_secs(60);
        for _ in 0..3 {
            stats.record_start(Level::Easy);
            stats.record_win(Level::Easy, minute, None);
        }
        assert_eq!(stats.easy.current_streak, 3);
        stats.record_start(Level::Easy);
        stats.record_start(Level::Easy); // the previous one abandoned
        assert_eq!(stats.easy.current_streak, 0);
        stats.record_win(Level::Easy, minute * 2, None);
        stats.record_start(Level::Easy);
        stats.record_loss(Level::Easy);
        let easy = &stats.easy;
        assert_eq!((easy.started, easy.won), (6, 4));
        assert_eq!((easy.current_streak, easy.best_streak), (0, 3));
        assert_eq!(easy.best_time, Some(minute));
        assert_eq!(easy.average_time(), Some(Duration::from_secs(75)));
        assert_eq!(stats.hard, LevelStats::default());
        assert_eq!(stats.hard.average_time(), None);
    }

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    #[test]
    fn the_daily_streak_counts_consecutive_days() {
        let mut daily = DailyStats::default();
        daily.won(date("2024-02-28"));
        daily.won(date("2024-02-29")); // a leap day
        daily.won(date("2024-02-29")); // the same puzzle twice counts once
        daily.won(date("2024-03-01"));
        assert_eq!((daily.won, daily.streak), (3, 3));
        assert_eq!(daily.streak_on(date("2024-03-01")), 3);
        assert_eq!(daily.streak_on(date("2024-03-02")), 3);
        assert_eq!(daily.streak_on(date("2024-03-03")), 0);
        daily.won(date("2024-03-05"));
        assert_eq!((daily.streak, daily.best_streak), (1, 3));
        assert_eq!(daily.won, 4);
        assert_eq!(daily.last_won, Some(date("2024-03-05")));
    }

    #[test]
    fn the_daily_streak_runs_across_month_and_year_ends() {
        let mut daily = DailyStats::default();
        for day in ["2024-11-30", "2024-12-01", "2024-12-31", "2025-01-01"] {
            daily.won(date(day));
        }
        // A gap in December: the streak restarted on 2024-12-31 and the new year continued it.
        assert_eq!((daily.won, daily.streak, daily.best_streak), (4, 2, 2));
        assert_eq!(daily.streak_on(date("2025-01-02")), 2);
        daily.won(date("2025-01-02"));
        assert_eq!(daily.streak, 3);

        // A common year's February: the 28th is followed by 1 March.
        let mut daily = DailyStats::default();
        daily.won(date("2023-02-28"));
        assert_eq!(daily.streak_on(date("2023-03-01")), 1);
        daily.won(date("2023-03-01"));
        assert_eq!(daily.streak, 2);
        // A leap year's February has a 29th: the 28th to 1 March skips a day.
        let mut daily = DailyStats::default();
        daily.won(date("2024-02-28"));
        assert_eq!(daily.streak_on(date("2024-03-01")), 0);
        daily.won(date("2024-03-01"));
        assert_eq!(daily.streak, 1);
    }

    #[test]
    fn a_daily_win_counts_for_its_level_and_the_daily_streak() {
        let mut stats = Statistics::default();
        let minute = Duration::from_secs(60);
        stats.record_win(Level::Medium, minute, Some(date("2024-12-31")));
        stats.record_win(Level::Medium, minute, Some(date("2025-01-01")));
        stats.record_win(Level::Medium, minute, None);
        assert_eq!(stats.medium.won, 3);
        assert_eq!((stats.daily.won, stats.daily.streak), (2, 2));
        assert_eq!(stats.daily.last_won, Some(date("2025-01-01")));
    }

    #[test]
    fn saved_statistics_keep_the_date_as_a_string() {
        let json = r#"{"daily":{"won":2,"streak":2,"best_streak":5,"last_won":"2024-12-31"}}"#;
        let stats: Statistics = serde_json::from_str(json).unwrap();
        assert_eq!(stats.daily.last_won, Some(date("2024-12-31")));
        assert_eq!(stats.daily.streak_on(date("2025-01-01")), 2);
        let written = serde_json::to_string(&stats).unwrap();
        assert!(written.contains(r#""last_won":"2024-12-31""#), "{written}");
        let never: Statistics = serde_json::from_str(r#"{"daily":{"last_won":null}}"#).unwrap();
        assert_eq!(never.daily.last_won, None);
        let damaged = r#"{"daily":{"last_won":"someday"}}"#;
        let error = serde_json::from_str::<Statistics>(damaged).unwrap_err();
        assert!(
            error.to_string().starts_with("'someday' is not a date"),
            "{error}"
        );
    }

    #[test]
    fn the_chart_keeps_the_last_wins_and_the_calendar_the_won_days() {
        let mut stats = Statistics::default();
        for minutes in 1..=40u64 {
            stats.record_start(Level::Easy);
            stats.record_win(Level::Easy, Duration::from_secs(60 * minutes), None);
        }
        let easy = &stats.easy;
        assert_eq!(easy.recent.len(), LevelStats::RECENT);
        assert_eq!(
            easy.recent[0],
            Duration::from_secs(60 * 11),
            "the oldest kept"
        );
        assert_eq!(easy.median_recent(), Some(Duration::from_secs(60 * 26)));
        let date = |text: &str| text.parse::<Date>().unwrap();
        let mut daily = DailyStats::default();
        daily.won(date("2026-11-03"));
        daily.won(date("2026-11-01"));
        daily.won(date("2026-11-03"));
        assert_eq!(daily.days, [date("2026-11-01"), date("2026-11-03")]);
        assert!(daily.won_on(date("2026-11-03")) && !daily.won_on(date("2026-11-02")));
    }
}
