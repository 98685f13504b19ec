//! What the benches that time one thing many times share: the nearest-rank percentile of
//! sorted times, and milliseconds.

use std::time::Duration;

/// The time at `fraction` (0 to 1) of `sorted` by nearest rank: at least that share of the
/// times are no longer.
pub fn percentile(sorted: &[Duration], fraction: f64) -> Duration {
    let rank = ((sorted.len() as f64 * fraction).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

/// `d` in milliseconds.
pub fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
