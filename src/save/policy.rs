//! When to write the save: a pure policy over timestamps the app passes.

use std::time::Duration;

/// When to write the save: a pure policy over timestamps the app passes (any monotonic clock,
/// as a `Duration` since a fixed start).
///
/// Saving after every move would write on every tap; saving only on quit would lose the game to
/// a crash or a killed app. The policy waits until moves have paused for `quiet` (so a burst of
/// moves is one write) but never lets unsaved changes get older than `longest`. On pause and quit
/// the app saves at once if [`AutosavePolicy::is_dirty`]. A failed write is retried after
/// `longest` (at least [`AutosavePolicy::RETRY`]), not on every frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AutosavePolicy {
    quiet: Duration,
    longest: Duration,
    first_change: Option<Duration>,
    last_change: Option<Duration>,
    retry_at: Option<Duration>,
}

impl Default for AutosavePolicy {
    fn default() -> AutosavePolicy {
        AutosavePolicy::new(Duration::from_secs(1), Duration::from_secs(5))
    }
}

impl AutosavePolicy {
    /// The shortest wait before a failed save is tried again (a full disk is not emptied by
    /// trying every frame).
    pub const RETRY: Duration = Duration::from_secs(5);

    /// The phones' policy: every change is saved at once. The system gives a phone game no
    /// frame before it goes to the background and may kill it there, so there is no later
    /// moment to save in.
    pub fn every_change() -> AutosavePolicy {
        AutosavePolicy::new(Duration::ZERO, Duration::ZERO)
    }

    /// A policy that saves once changes have been quiet for `quiet`, and at the latest `longest`
    /// after the first unsaved change.
    pub fn new(quiet: Duration, longest: Duration) -> AutosavePolicy {
        AutosavePolicy {
            quiet,
            longest,
            first_change: None,
            last_change: None,
            retry_at: None,
        }
    }

    /// Notes a change at `now` (a move that did something: see
    /// [`Outcome::is_effective`](crate::game::Outcome::is_effective)).
    pub fn changed(&mut self, now: Duration) {
        self.first_change.get_or_insert(now);
        self.last_change = Some(now);
    }

    /// Whether there are changes not yet saved.
    pub fn is_dirty(&self) -> bool {
        self.last_change.is_some()
    }

    /// Whether to save now.
    pub fn due(&self, now: Duration) -> bool {
        let (Some(first), Some(last)) = (self.first_change, self.last_change) else {
            return false;
        };
        if self.retry_at.is_some_and(|retry| now < retry) {
            return false;
        }
        now.saturating_sub(last) >= self.quiet || now.saturating_sub(first) >= self.longest
    }

    /// Notes a completed save (or, where saves are written on another thread, the state handed
    /// over to be written).
    pub fn saved(&mut self) {
        self.first_change = None;
        self.last_change = None;
        self.retry_at = None;
    }

    /// Notes a failed save at `now`: the changes are unsaved again (even if they were handed
    /// over), and the next try waits `longest`, at least [`AutosavePolicy::RETRY`].
    pub fn failed(&mut self, now: Duration) {
        self.first_change.get_or_insert(now);
        self.last_change.get_or_insert(now);
        self.retry_at = Some(now.saturating_add(self.longest.max(AutosavePolicy::RETRY)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn autosave_waits_for_a_burst_to_settle() {
        let ms = Duration::from_millis;
        let mut policy = AutosavePolicy::new(ms(1000), ms(5000));
        assert!(!policy.due(ms(0)) && !policy.is_dirty());
        // Moves every 400 ms: never quiet for a second, so the cap of 5 s decides.
        let mut now = ms(0);
        while now < ms(5000) {
            policy.changed(now);
            assert!(!policy.due(now), "{now:?}");
            now += ms(400);
        }
        assert!(policy.due(now));
        policy.saved();
        assert!(!policy.is_dirty() && !policy.due(now + ms(10_000)));
        // One move, then quiet: saved a second later.
        policy.changed(ms(20_000));
        assert!(!policy.due(ms(20_999)));
        assert!(policy.due(ms(21_000)));
        // A failed write is retried after the cap, not on every frame.
        policy.failed(ms(21_000));
        assert!(policy.is_dirty());
        assert!(!policy.due(ms(25_999)));
        assert!(policy.due(ms(26_000)));
        // A clock that steps back does not break it.
        assert!(!policy.due(ms(0)));
    }

    #[test]
    fn phones_save_every_change_and_retry_a_failure_after_a_while() {
        let ms = Duration::from_millis;
        let mut policy = AutosavePolicy::every_change();
        policy.changed(ms(100));
        assert!(policy.due(ms(100)), "at once");
        // Handed over to the writer, which then reports a failure.
        policy.saved();
        assert!(!policy.is_dirty());
        policy.failed(ms(150));
        assert!(policy.is_dirty(), "the change is unsaved again");
        assert!(!policy.due(ms(5_149)));
        assert!(policy.due(ms(5_150)));
    }
}
