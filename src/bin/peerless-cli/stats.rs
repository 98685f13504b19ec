//! `--stats`: how many puzzles, how long, how fast, and the median time per puzzle, in constant
//! memory however many puzzles pass.
//!
//! Per-puzzle times go into a histogram with logarithmic buckets 2% wide, so medians and
//! percentiles are exact to within 1% without storing one number per puzzle.

use std::io::{self, Write};
use std::time::{Duration, Instant};

/// Each bucket covers times from `RATIO^i` to `RATIO^(i+1)` nanoseconds.
const RATIO: f64 = 1.02;
/// Enough buckets for a minute per puzzle.
const BUCKETS: usize = 1600;

/// Timing for one run of a command.
pub struct Stats {
    enabled: bool,
    started: Instant,
    puzzles: u64,
    working: Duration,
    histogram: Vec<u64>,
    /// The solver's guesses, for the commands that count them.
    guesses: Option<u64>,
}

impl Stats {
    /// Statistics that are collected only when `enabled` (timing every puzzle has a cost).
    pub fn new(enabled: bool) -> Stats {
        Stats {
            enabled,
            started: Instant::now(),
            puzzles: 0,
            working: Duration::ZERO,
            histogram: if enabled {
                vec![0; BUCKETS]
            } else {
                Vec::new()
            },
            guesses: None,
        }
    }

    /// Adds the guesses the solver made on one puzzle; the report then gives guesses per puzzle.
    pub fn add_guesses(&mut self, guesses: usize) {
        *self.guesses.get_or_insert(0) += guesses as u64;
    }

    /// Runs `work` for one puzzle, timing it when statistics are on.
    #[inline]
    pub fn time<T>(&mut self, work: impl FnOnce() -> T) -> T {
        if !self.enabled {
            return work();
        }
        let start = Instant::now();
        let result = work();
        self.record(start.elapsed());
        result
    }

    /// Counts one puzzle that took `elapsed` (nothing when statistics are off).
    pub fn record(&mut self, elapsed: Duration) {
        if !self.enabled {
            return;
        }
        self.puzzles += 1;
        self.working += elapsed;
        let nanos = elapsed.as_nanos().max(1) as f64;
        let bucket = (nanos.ln() / RATIO.ln()) as usize;
        self.histogram[bucket.min(BUCKETS - 1)] += 1;
    }

    /// The time below which `fraction` of the puzzles fell (the middle of its bucket), if any
    /// puzzle was timed.
    pub fn percentile(&self, fraction: f64) -> Option<Duration> {
        if self.puzzles == 0 {
            return None;
        }
        let rank = ((self.puzzles as f64 * fraction).ceil() as u64).clamp(1, self.puzzles);
        let mut seen = 0;
        for (bucket, &count) in self.histogram.iter().enumerate() {
            seen += count;
            if seen >= rank {
                let nanos = RATIO.powf(bucket as f64 + 0.5);
                return Some(Duration::from_nanos(nanos as u64));
            }
        }
        None
    }

    /// Writes the report (to standard error, by the callers), naming the work done, e.g. "solved".
    pub fn report(&self, out: &mut dyn Write, verb: &str) -> io::Result<()> {
        if !self.enabled {
            return Ok(());
        }
        let wall = self.started.elapsed().as_secs_f64();
        let working = self.working.as_secs_f64();
        let rate = if working > 0.0 {
            self.puzzles as f64 / working
        } else {
            0.0
        };
        let micros = |d: Option<Duration>| d.map_or(0.0, |d| d.as_secs_f64() * 1e6);
        writeln!(out, "puzzles: {}", self.puzzles)?;
        writeln!(
            out,
            "total time: {wall:.3} s ({verb} {working:.3} s, the rest reading and writing)"
        )?;
        writeln!(out, "puzzles per second: {rate:.0} ({verb} only)")?;
        writeln!(
            out,
            "median: {:.2} µs per puzzle (p99 {:.2} µs)",
            micros(self.percentile(0.5)),
            micros(self.percentile(0.99))
        )?;
        if let Some(guesses) = self.guesses {
            let per_puzzle = guesses as f64 / self.puzzles.max(1) as f64;
            writeln!(out, "guesses per puzzle: {per_puzzle:.2}")?;
        }
        writeln!(out, "solver vectors: {}", peerless::solver::vectors())?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_come_from_the_histogram_within_two_percent() {
        let mut stats = Stats::new(true);
        for micros in 1..=100u64 {
            stats.record(Duration::from_micros(micros));
        }
        let median = stats.percentile(0.5).unwrap().as_secs_f64() * 1e6;
        assert!((median - 50.0).abs() / 50.0 < 0.02, "median {median}");
        let p99 = stats.percentile(0.99).unwrap().as_secs_f64() * 1e6;
        assert!((p99 - 99.0).abs() / 99.0 < 0.02, "p99 {p99}");
        assert_eq!(stats.puzzles, 100);
    }

    #[test]
    fn disabled_stats_time_nothing_and_report_nothing() {
        let mut stats = Stats::new(false);
        assert_eq!(stats.time(|| 7), 7);
        stats.record(Duration::from_millis(3));
        assert_eq!(stats.percentile(0.5), None);
        let mut out = Vec::new();
        stats.report(&mut out, "solved").unwrap();
        assert!(out.is_empty());
    }
}
