//! What the frame handles: the window's input, the lifecycle and a screen reader's requests, as
//! one list of [`Event`]s, the same list a script fills.

use crate::app::input::keys::KeyPress;

/// One thing the player did, in the window's logical pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event {
    /// A finger or the left mouse button went down.
    Down {
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// The left mouse button went down with Ctrl or Shift held: the cell under it joins the
    /// selection.
    DownAlso {
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// The mouse moved with its left button down (a drag).
    Move {
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// The finger or button came up.
    Up {
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// A finger touched the screen; `id` tells fingers apart while they are down.
    TouchDown {
        /// The finger.
        id: u64,
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// A finger moved.
    TouchMove {
        /// The finger.
        id: u64,
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// A finger lifted.
    TouchUp {
        /// The finger.
        id: u64,
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// The system took a finger's touch for a gesture of its own: it makes nothing.
    TouchCancel {
        /// The finger.
        id: u64,
    },
    /// A key went down (auto-repeat included, so holding an arrow keeps moving).
    Key(KeyPress),
    /// The app went to the background or lost focus.
    Minimized,
    /// The app came back.
    Restored,
    /// A screen reader asked to click (or, `focus`, to focus) the accessibility tree's node
    /// `node` (see `access.rs`): what a tap on it does.
    Access {
        /// The node.
        node: u64,
        /// A focus rather than a click.
        focus: bool,
    },
}
