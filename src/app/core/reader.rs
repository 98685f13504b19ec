//! What the app keeps for a screen reader: the platform's adapter, whether what the screen shows
//! changed since the tree was last handed over, the newest announcement, and the menu button
//! the reader's focus is on.

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
    /// The menu button a screen reader's focus is on (a board screen's focus is its selected
    /// cell).
    pub(crate) menu_focus: Option<usize>,
}

impl Reader {
    /// Notes that what the screen shows changed: the tree is built again at the frame's end.
    pub fn touch(&mut self) {
        self.dirty = true;
    }
}
