//! Input: the window's touches, clicks and keys (and a script's) become [`events::Event`]s; a
//! pointer's presses become gestures on what they hit ([`pointer`](mod@pointer)); and on the game screen keys
//! and taps become moves ([`moves`]); on a menu the arrows move to the nearest button their way
//! ([`spatial`]). Everything here is pure: the time is passed in and the
//! game is seen through a small view, so every mapping is unit-tested without a window.

pub mod events;
pub mod keys;
pub mod moves;
pub mod pointer;
pub mod spatial;
