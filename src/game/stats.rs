//! Statistics: games started and won per level, times, streaks, and the daily puzzle's streak.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::logic::Level;
use crate::variant::Kind;

use super::date::Date;
use super::killer_stats::KillerStats;
use super::play::{Game, Origin, Status};
use super::unknown::UnknownFields;

/// One level's record. In a save, each figure it lacks starts at nothing.
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
    /// statistics chart draws, and what the median is of.
    pub recent: Vec<Duration>,
    /// Which of `recent` were helped (a hint made a move, or a cell was revealed): bit `i` for
    /// `recent[i]`. Such a win counts, and its time is in the chart and the median, marked,
    /// but it is no best time. Saved only when some are; a save from before it was kept reads
    /// every win as unhelped.
    #[serde(skip_serializing_if = "is_zero")]
    pub recent_helped: u32,
    /// What a newer version counted here that this one does not know, written back as read.
    #[serde(flatten)]
    pub unknown: UnknownFields,
}

/// Whether a bit set is empty: nothing to save.
fn is_zero(bits: &u32) -> bool {
    *bits == 0
}

impl LevelStats {
    /// How many of the last wins' times are kept for the chart.
    pub const RECENT: usize = 30;

    /// Whether nothing is recorded: a record not worth writing.
    pub fn is_empty(&self) -> bool {
        *self == LevelStats::default()
    }

    /// Games played to their end (won, lost or given up): those started, less the one still in
    /// progress, so that one win and a game being played read "won 1 of 1", not "1 of 2".
    pub fn played(&self) -> u32 {
        self.started.saturating_sub(u32::from(self.in_progress))
    }

    /// Whether the recent win `index` (oldest first) was helped.
    pub fn helped(&self, index: usize) -> bool {
        index < 32 && self.recent_helped & (1 << index) != 0
    }

    /// How many of the recent wins were helped.
    pub fn helped_count(&self) -> usize {
        (0..self.recent.len()).filter(|&i| self.helped(i)).count()
    }

    /// The median of the recent wins' times, helped or not, or `None` before the first: the
    /// time a player usually takes at the level.
    pub fn median_recent(&self) -> Option<Duration> {
        let mut times = self.recent.clone();
        times.sort_unstable();
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

    /// A win in `time`; a time a hint or a reveal helped to (`assisted`) is no best time.
    fn won(&mut self, time: Duration, assisted: bool) {
        self.won = self.won.saturating_add(1);
        self.total_time = self.total_time.saturating_add(time);
        if !assisted {
            self.best_time = Some(self.best_time.map_or(time, |best| best.min(time)));
        }
        self.current_streak = self.current_streak.saturating_add(1);
        self.best_streak = self.best_streak.max(self.current_streak);
        self.in_progress = false;
        self.recent.push(time);
        if assisted {
            if let Some(bit) = 1u32.checked_shl(self.recent.len() as u32 - 1) {
                self.recent_helped |= bit;
            }
        }
        while self.recent.len() > LevelStats::RECENT {
            self.recent.remove(0);
            self.recent_helped >>= 1;
        }
    }

    fn lost(&mut self) {
        self.current_streak = 0;
        self.in_progress = false;
    }
}

/// The daily puzzle's record: a streak counts consecutive days on which the daily puzzle was won.
/// In a save, each figure it lacks starts at nothing.
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
    /// The time of the first win of each day's puzzle, oldest day first (the days of `days`
    /// since times were kept): what the calendar shows of a won day.
    pub times: Vec<DayTime>,
    /// Past days' puzzles won from the archive, oldest day first, each with its best time
    /// (at most [`DailyStats::DAYS`]). They count toward nothing else: not the streak, not the
    /// days won on the day.
    pub archive: Vec<DayTime>,
    /// What a newer version keeps of the daily puzzles that this one does not know, written
    /// back as read.
    #[serde(flatten)]
    pub unknown: UnknownFields,
}

/// A day's daily puzzle and a time it was won in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayTime {
    /// The puzzle's day.
    pub date: Date,
    /// How long the win took.
    pub time: Duration,
}

/// Keeps `time` for `date` in `list` (sorted by date, at most `limit` long): the first time,
/// or the best one when `best`.
/// Where `date` is in `list` (sorted by date), or where it would go.
fn day_in(list: &[DayTime], date: Date) -> Result<usize, usize> {
    list.binary_search_by(|entry| entry.date.cmp(&date))
}

/// The time kept for `date` in `list`, if there is one.
fn time_in(list: &[DayTime], date: Date) -> Option<Duration> {
    day_in(list, date).ok().map(|at| list[at].time)
}

fn keep_time(list: &mut Vec<DayTime>, date: Date, time: Duration, best: bool, limit: usize) {
    match day_in(list, date) {
        Ok(at) => {
            if best && time < list[at].time {
                list[at].time = time;
            }
        }
        Err(at) => {
            list.insert(at, DayTime { date, time });
            if list.len() > limit {
                list.remove(0);
            }
        }
    }
}

impl DailyStats {
    /// Whether no daily puzzle was ever won (and no newer version kept anything here).
    pub fn is_empty(&self) -> bool {
        *self == DailyStats::default()
    }

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

    /// The time the daily puzzle of `date` was first won in on its day, if it was.
    pub fn time_on(&self, date: Date) -> Option<Duration> {
        time_in(&self.times, date)
    }

    /// The best time the puzzle of past day `date` was won in from the archive, if it was.
    pub fn archive_time(&self, date: Date) -> Option<Duration> {
        time_in(&self.archive, date)
    }

    fn won(&mut self, date: Date, time: Duration) {
        keep_time(&mut self.times, date, time, false, DailyStats::DAYS);
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

    fn won_from_archive(&mut self, date: Date, time: Duration) {
        keep_time(&mut self.archive, date, time, true, DailyStats::DAYS);
    }
}

/// Every statistic the game keeps, saved with it.
///
/// The game does not update these itself: the front end reports a game's start and end, because
/// only it knows when a new game replaces one in progress (which ends that level's streak).
/// In a save, each record it lacks starts empty.
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
    /// Puzzles brought in from elsewhere (pasted, typed or linked), all levels together:
    /// recorded apart, since such a puzzle may come nearly solved.
    pub imported: LevelStats,
    /// Killer games, level by level: kept apart from the classic ones, as a player's times
    /// at the two kinds do not compare. Not written while empty, so a player of classic games
    /// alone has the statistics on disk that they always had.
    #[serde(skip_serializing_if = "KillerStats::is_empty")]
    pub killer: KillerStats,
    /// Killers brought in from elsewhere, all levels together, as [`Statistics::imported`] is
    /// for classic puzzles. Not written while empty.
    #[serde(skip_serializing_if = "LevelStats::is_empty")]
    pub killer_imported: LevelStats,
    /// Records a newer version keeps that this one does not know, written back as read.
    #[serde(flatten)]
    pub unknown: UnknownFields,
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
        self.level_mut(level).won(time, false);
        if let Some(date) = daily {
            self.daily.won(date, time);
        }
    }

    /// Counts a loss of `level` (the mistake limit): the streak ends.
    pub fn record_loss(&mut self, level: Level) {
        self.level_mut(level).lost();
    }

    /// The record `game` counts in, by its kind and origin: its level's (classic or Killer)
    /// for the game's own puzzles, its kind's imported record for puzzles from elsewhere, none
    /// for the archive's (which keeps its own days, see [`DailyStats::archive`]).
    fn record_of(&mut self, game: &Game) -> Option<&mut LevelStats> {
        let level = game.grade().level;
        let killer = game.puzzle().cages().is_some();
        match (game.origin(), killer) {
            (Origin::Generated | Origin::Daily(_), false) => Some(self.level_mut(level)),
            (Origin::Generated | Origin::Daily(_), true) => Some(self.killer.level_mut(level)),
            (Origin::Imported, false) => Some(&mut self.imported),
            (Origin::Imported, true) => Some(&mut self.killer_imported),
            (Origin::Archive(_), _) => None,
        }
    }

    /// Counts `game`'s start: call when it is created.
    pub fn record_game_start(&mut self, game: &Game) {
        if let Some(record) = self.record_of(game) {
            record.started();
        }
    }

    /// The record of `level` for puzzles of `kind`: a Killer's apart from a classic one's.
    pub fn level_of(&self, kind: Kind, level: Level) -> &LevelStats {
        match kind {
            Kind::Classic => self.level(level),
            Kind::Killer => self.killer.level(level),
        }
    }

    /// The daily puzzles' record of `kind`: each kind's daily puzzle has its own streak.
    pub fn daily_of(&self, kind: Kind) -> &DailyStats {
        match kind {
            Kind::Classic => &self.daily,
            Kind::Killer => &self.killer.daily,
        }
    }

    /// Counts `game`'s end, if it has ended: call when an outcome reports the status Won or Lost.
    /// A daily puzzle's win counts toward its kind's daily streak too, and an archive's toward
    /// its kind's archive.
    pub fn record_game_end(&mut self, game: &Game) {
        let record = self.record_of(game);
        match (game.status(), record) {
            (Status::Won, record) => {
                if let Some(record) = record {
                    record.won(game.elapsed(), game.assisted());
                }
                let daily = match game.puzzle().variant().kind() {
                    Kind::Classic => &mut self.daily,
                    Kind::Killer => &mut self.killer.daily,
                };
                match game.origin() {
                    Origin::Daily(date) => daily.won(date, game.elapsed()),
                    Origin::Archive(date) => daily.won_from_archive(date, game.elapsed()),
                    Origin::Generated | Origin::Imported => {}
                }
            }
            (Status::Lost, Some(record)) => record.lost(),
            _ => {}
        }
    }

    /// Counts `game` as given up, if it is still in progress: the player chose to replace it
    /// with another. It stays started and not won, and its record's streak ends.
    pub fn record_game_abandoned(&mut self, game: &Game) {
        if game.status().is_over() {
            return;
        }
        if let Some(record) = self.record_of(game) {
            record.lost();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_assisted_win_counts_but_sets_no_best_time() {
        let mut easy = LevelStats::default();
        easy.started();
        easy.won(Duration::from_secs(30), true);
        assert_eq!(
            (easy.won, easy.best_time, easy.current_streak),
            (1, None, 1)
        );
        easy.started();
        easy.won(Duration::from_secs(90), false);
        easy.started();
        easy.won(Duration::from_secs(20), true);
        assert_eq!(
            (easy.won, easy.best_time),
            (3, Some(Duration::from_secs(90)))
        );
        // The helped wins are in the chart's times and the median, marked as helped.
        assert_eq!(easy.recent.len(), 3);
        assert!(easy.helped(0) && !easy.helped(1) && easy.helped(2));
        assert_eq!(easy.helped_count(), 2);
        assert_eq!(easy.median_recent(), Some(Duration::from_secs(30)));
    }

    #[test]
    fn the_helped_marks_follow_their_wins_out_of_the_recent_list() {
        let mut hard = LevelStats::default();
        for i in 0..LevelStats::RECENT + 5 {
            hard.won(Duration::from_secs(60 + i as u64), i.is_multiple_of(4));
        }
        assert_eq!(hard.recent.len(), LevelStats::RECENT);
        for (at, time) in hard.recent.iter().enumerate() {
            let i = time.as_secs() as usize - 60;
            assert_eq!(hard.helped(at), i.is_multiple_of(4), "win {i} at {at}");
        }
        assert!(!hard.helped(LevelStats::RECENT), "no mark past the list");
        // Saved only when there is one: a save from before reads as none helped.
        let json = serde_json::to_string(&LevelStats::default()).unwrap();
        assert!(!json.contains("recent_helped"), "{json}");
        let back: LevelStats =
            serde_json::from_str(&serde_json::to_string(&hard).unwrap()).unwrap();
        assert_eq!(back, hard);
    }

    #[test]
    fn a_game_in_progress_is_not_yet_played() {
        let mut stats = Statistics::default();
        stats.record_start(Level::Hard);
        assert_eq!((stats.hard.started, stats.hard.played()), (1, 0));
        stats.record_win(Level::Hard, Duration::from_secs(60), None);
        assert_eq!(stats.hard.played(), 1);
        stats.record_start(Level::Hard);
        assert_eq!((stats.hard.started, stats.hard.played()), (2, 1));
        // Starting another abandons the one in progress: it ended, and counts as played.
        stats.record_start(Level::Hard);
        assert_eq!((stats.hard.started, stats.hard.played()), (3, 2));
        stats.record_loss(Level::Hard);
        assert_eq!(stats.hard.played(), 3);
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

    fn date(text: &str) -> Date {
        text.parse().unwrap()
    }

    /// A game of `origin`, won in `minutes` (or left in progress when `None`).
    fn game_of(origin: Origin, minutes: Option<u64>) -> Game {
        use crate::game::{import, Move, Settings};
        let solved =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let puzzle = format!("{}.", &solved[..80]);
        let mut game = Game::with_origin(import(&puzzle).unwrap(), origin, &Settings::default());
        if let Some(minutes) = minutes {
            game.tick(Duration::from_secs(minutes * 60));
            let cell = crate::board::Cell::new(80).unwrap();
            let _ = game.apply(Move::Enter {
                cell,
                digit: crate::board::Digit::new(9).unwrap(),
            });
            assert_eq!(game.status(), Status::Won);
        }
        game
    }

    #[test]
    fn imported_and_archive_games_are_recorded_apart_from_the_games_own() {
        let mut stats = Statistics::default();
        let level = game_of(Origin::Imported, None).grade().level;
        // A nearly solved imported puzzle: no best time, no streak, nothing for its level.
        let imported = game_of(Origin::Imported, Some(1));
        stats.record_game_start(&imported);
        stats.record_game_end(&imported);
        assert_eq!(*stats.level(level), LevelStats::default());
        assert_eq!((stats.imported.started, stats.imported.won), (1, 1));
        assert_eq!(stats.imported.best_time, Some(Duration::from_secs(60)));
        // A past day's puzzle from the archive: its day and time, nothing else.
        let day = date("2026-11-03");
        let archive = game_of(Origin::Archive(day), Some(5));
        stats.record_game_start(&archive);
        stats.record_game_end(&archive);
        let faster = game_of(Origin::Archive(day), Some(4));
        stats.record_game_end(&faster);
        assert_eq!(*stats.level(level), LevelStats::default());
        assert_eq!(
            stats.daily.archive_time(day),
            Some(Duration::from_secs(240))
        );
        assert_eq!((stats.daily.won, stats.daily.streak), (0, 0));
        assert!(
            !stats.daily.won_on(day),
            "won from the archive, not on the day"
        );
        // Today's daily puzzle and a generated one count for the level; the day keeps its first
        // time.
        let today = date("2026-11-04");
        for minutes in [7, 6] {
            let daily = game_of(Origin::Daily(today), Some(minutes));
            stats.record_game_start(&daily);
            stats.record_game_end(&daily);
        }
        assert_eq!(stats.level(level).won, 2);
        assert_eq!(stats.daily.time_on(today), Some(Duration::from_secs(420)));
        assert_eq!(stats.daily.streak, 1);
    }

    #[test]
    fn a_game_given_up_ends_its_streak_and_a_finished_one_is_not_given_up() {
        let mut stats = Statistics::default();
        let won = game_of(Origin::Generated, Some(3));
        let level = won.grade().level;
        stats.record_game_start(&won);
        stats.record_game_end(&won);
        stats.record_game_abandoned(&won);
        assert_eq!(stats.level(level).current_streak, 1);
        let playing = game_of(Origin::Generated, None);
        stats.record_game_start(&playing);
        stats.record_game_abandoned(&playing);
        let record = stats.level(level);
        assert_eq!(
            (record.started, record.won, record.current_streak),
            (2, 1, 0)
        );
        assert!(!record.in_progress);
    }

    #[test]
    fn the_daily_streak_counts_consecutive_days() {
        let mut daily = DailyStats::default();
        let minute = Duration::from_secs(60);
        daily.won(date("2024-02-28"), minute);
        daily.won(date("2024-02-29"), minute); // a leap day
        daily.won(date("2024-02-29"), minute / 2); // the same puzzle twice counts once
        daily.won(date("2024-03-01"), minute);
        assert_eq!((daily.won, daily.streak), (3, 3));
        assert_eq!(daily.streak_on(date("2024-03-01")), 3);
        assert_eq!(daily.streak_on(date("2024-03-02")), 3);
        assert_eq!(daily.streak_on(date("2024-03-03")), 0);
        daily.won(date("2024-03-05"), Duration::from_secs(60));
        assert_eq!((daily.streak, daily.best_streak), (1, 3));
        assert_eq!(daily.won, 4);
        assert_eq!(daily.last_won, Some(date("2024-03-05")));
    }

    #[test]
    fn the_daily_streak_runs_across_month_and_year_ends() {
        let mut daily = DailyStats::default();
        for day in ["2024-11-30", "2024-12-01", "2024-12-31", "2025-01-01"] {
            daily.won(date(day), Duration::from_secs(60));
        }
        // A gap in December: the streak restarted on 2024-12-31 and the new year continued it.
        assert_eq!((daily.won, daily.streak, daily.best_streak), (4, 2, 2));
        assert_eq!(daily.streak_on(date("2025-01-02")), 2);
        daily.won(date("2025-01-02"), Duration::from_secs(60));
        assert_eq!(daily.streak, 3);

        // A common year's February: the 28th is followed by 1 March.
        let mut daily = DailyStats::default();
        daily.won(date("2023-02-28"), Duration::from_secs(60));
        assert_eq!(daily.streak_on(date("2023-03-01")), 1);
        daily.won(date("2023-03-01"), Duration::from_secs(60));
        assert_eq!(daily.streak, 2);
        // A leap year's February has a 29th: the 28th to 1 March skips a day.
        let mut daily = DailyStats::default();
        daily.won(date("2024-02-28"), Duration::from_secs(60));
        assert_eq!(daily.streak_on(date("2024-03-01")), 0);
        daily.won(date("2024-03-01"), Duration::from_secs(60));
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
        let read =
            |text: &str| -> Result<Statistics, serde_path_to_error::Error<serde_json::Error>> {
                serde_path_to_error::deserialize(&mut serde_json::Deserializer::from_str(text))
            };
        let stats = read(json).unwrap();
        assert_eq!(stats.daily.last_won, Some(date("2024-12-31")));
        assert_eq!(stats.daily.streak_on(date("2025-01-01")), 2);
        let written = serde_json::to_string(&stats).unwrap();
        assert_eq!(read(&written).unwrap(), stats);
        assert!(written.contains(r#""last_won":"2024-12-31""#), "{written}");
        let never = read(r#"{"daily":{"last_won":null}}"#).unwrap();
        assert_eq!(never.daily.last_won, None);
        let damaged = r#"{"daily":{"last_won":"someday"}}"#;
        let error = read(damaged).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("daily.last_won: 'someday' is not a date"),
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
        daily.won(date("2026-11-03"), Duration::from_secs(60));
        daily.won(date("2026-11-01"), Duration::from_secs(60));
        daily.won(date("2026-11-03"), Duration::from_secs(60));
        assert_eq!(daily.days, [date("2026-11-01"), date("2026-11-03")]);
        assert!(daily.won_on(date("2026-11-03")) && !daily.won_on(date("2026-11-02")));
    }
}
