//! Statistics: games started and won per level, times, streaks, and the daily puzzle's streak.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::logic::Level;

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
}

impl LevelStats {
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
    /// The date of the last daily puzzle won (`YYYY-MM-DD`).
    pub last_won: Option<String>,
}

impl DailyStats {
    /// The streak as it stands on `today` (`YYYY-MM-DD`): alive if the last win was today or
    /// yesterday, else zero (a missed day ended it).
    pub fn streak_on(&self, today: &str) -> u32 {
        let (Some(last), Some(today)) = (
            self.last_won.as_deref().and_then(day_number),
            day_number(today),
        ) else {
            return 0;
        };
        if today == last || today == last + 1 {
            self.streak
        } else {
            0
        }
    }

    fn won(&mut self, date: &str) {
        let Some(day) = day_number(date) else {
            return;
        };
        let last = self.last_won.as_deref().and_then(day_number);
        match last {
            Some(last) if last == day => return, // the same day's puzzle again
            Some(last) if last + 1 == day => self.streak = self.streak.saturating_add(1),
            _ => self.streak = 1,
        }
        self.won = self.won.saturating_add(1);
        self.best_streak = self.best_streak.max(self.streak);
        self.last_won = Some(date.to_string());
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

    /// Counts a win of `level` in `time`; `daily` is the date of a daily puzzle (`YYYY-MM-DD`;
    /// a date in another form counts the win but not towards the daily streak).
    pub fn record_win(&mut self, level: Level, time: Duration, daily: Option<&str>) {
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

/// The day number of an ISO date `YYYY-MM-DD` (days since 1970-01-01, in the proleptic
/// Gregorian calendar), or `None` if `date` is not such a date.
fn day_number(date: &str) -> Option<i64> {
    let bytes = date.as_bytes();
    if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
        return None;
    }
    let number = |range: std::ops::Range<usize>| -> Option<i64> {
        let part = &date[range];
        if part.bytes().all(|b| b.is_ascii_digit()) {
            part.parse().ok()
        } else {
            None
        }
    };
    let (year, month, day) = (number(0..4)?, number(5..7)?, number(8..10)?);
    let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    let days_in_month = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    if !(1..=days_in_month).contains(&day) {
        return None;
    }
    // Howard Hinnant's days_from_civil.
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let year_of_era = y - era * 400;
    let month_index = (month + 9) % 12;
    let day_of_year = (153 * month_index + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    Some(era * 146_097 + day_of_era - 719_468)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn day_numbers_follow_the_calendar() {
        assert_eq!(day_number("1970-01-01"), Some(0));
        assert_eq!(day_number("2000-03-01"), Some(11_017));
        assert_eq!(
            day_number("2024-03-01").unwrap() - day_number("2024-02-28").unwrap(),
            2
        );
        assert_eq!(
            day_number("2023-03-01").unwrap() - day_number("2023-02-28").unwrap(),
            1
        );
        assert_eq!(
            day_number("2025-01-01").unwrap() - day_number("2024-12-31").unwrap(),
            1
        );
        for bad in [
            "2024-02-30",
            "2024-13-01",
            "2024-1-01",
            "yesterday",
            "2024-00-10",
            "+024-01-01",
        ] {
            assert_eq!(day_number(bad), None, "{bad}");
        }
    }

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

    #[test]
    fn the_daily_streak_counts_consecutive_days() {
        let mut daily = DailyStats::default();
        daily.won("2024-02-28");
        daily.won("2024-02-29");
        daily.won("2024-02-29"); // the same puzzle twice counts once
        daily.won("2024-03-01");
        assert_eq!((daily.won, daily.streak), (3, 3));
        assert_eq!(daily.streak_on("2024-03-02"), 3);
        assert_eq!(daily.streak_on("2024-03-03"), 0);
        daily.won("2024-03-05");
        assert_eq!((daily.streak, daily.best_streak), (1, 3));
        daily.won("not a date");
        assert_eq!(daily.won, 4);
        assert_eq!(daily.last_won.as_deref(), Some("2024-03-05"));
    }
}
