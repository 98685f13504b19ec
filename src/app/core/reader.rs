//! What the app keeps for a screen reader: the platform's adapter, whether what the screen shows
//! changed since the tree was last handed over, and the newest announcement. (The menu's focus
//! is the app's, shared with the keyboard.)

use crate::app::access::generations::Generations;
use crate::app::platform::Accessibility;

/// What the app keeps for a screen reader.
#[derive(Default)]
pub struct Reader {
    pub(crate) adapter: Option<Box<dyn Accessibility>>,
    /// What the screen shows changed since the tree was last handed over.
    pub(crate) dirty: bool,
    /// The newest announcement, and how many there have been.
    pub(crate) said: String,
    pub(crate) count: u64,
    /// The generation of the ids handed to the adapter.
    pub(crate) ids: Generations,
    /// The board's keys were said (once a run, the first time the board shows to a reader).
    pub(crate) keys_said: bool,
    /// A tree was handed to the adapter: what its live region says from now on is news a
    /// reader hears (the first tree's is only its state).
    pub(crate) handed: bool,
}

impl Reader {
    /// Notes that what the screen shows changed: the tree is built again at the frame's end.
    pub fn touch(&mut self) {
        self.dirty = true;
    }
}
