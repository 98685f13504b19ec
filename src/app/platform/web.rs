//! The browser (wasm32, through miniquad's `gl.js`): what a page gives without a plugin of our
//! own yet.
//!
//! - No threads: a new puzzle is made on the main thread, after the "making a puzzle" screen has
//!   been drawn.
//! - The clock is miniquad's `date::now()` (the page's `Date.now()`), kept from going back.
//! - Saves are kept in memory for the page's life, and the player is told so: keeping them in
//!   `localStorage`, the local date and the clipboard need a small JS plugin of the game's own,
//!   which the web build adds.
//! - The loop runs continuously (nothing could wake a blocked one from a timer yet).

use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use peerless::game::Date;
use peerless::save::{AutosavePolicy, Storage};

use super::waker::Waker;
use super::{Insets, Platform, QuitRequests};

/// The browser platform.
pub struct Web;

impl Platform for Web {
    const BLOCKING_LOOP: bool = false;
    const HAS_CLIPBOARD: bool = false;
    const TOUCH_SCREEN: bool = true;
    const QUITS_BY_RETURNING: bool = false;

    fn storage(_folder: Option<&Path>) -> Result<Box<dyn Storage>, String> {
        Err("this page cannot keep saves yet".to_string())
    }

    fn autosave_policy() -> AutosavePolicy {
        AutosavePolicy::default()
    }

    fn density(_width: f32, _height: f32) -> f32 {
        1.0
    }

    fn insets() -> Insets {
        Insets::default()
    }

    fn dark_mode() -> bool {
        false
    }

    fn clipboard() -> Option<String> {
        None
    }

    fn start_waker() -> Waker {
        Waker::inert(Web::now)
    }

    fn watch_quit_requests(_waker: &Waker) -> QuitRequests {
        QuitRequests::never()
    }

    fn leave_app() {}

    fn now() -> Duration {
        // Milliseconds since the first call, never less than the last answer.
        static START: AtomicU64 = AtomicU64::new(u64::MAX);
        static LAST: AtomicU64 = AtomicU64::new(0);
        let ms = (macroquad::miniquad::date::now() * 1000.0) as u64;
        let start = match START.compare_exchange(u64::MAX, ms, Ordering::AcqRel, Ordering::Acquire)
        {
            Ok(_) => ms,
            Err(start) => start,
        };
        let since = ms.saturating_sub(start);
        let last = LAST.fetch_max(since, Ordering::AcqRel);
        Duration::from_millis(since.max(last))
    }

    fn today() -> Date {
        // PLATFORM(web): the UTC date until the page reports the browser's local one.
        let seconds = macroquad::miniquad::date::now() as i64;
        Date::from_unix_time(seconds, 0)
    }

    fn was_away(passed: Duration) -> bool {
        passed > Duration::from_secs(2)
    }

    fn spawn(_name: &str, _work: Box<dyn FnOnce() + Send>) -> bool {
        false
    }
}
