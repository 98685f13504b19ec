//! Drawing: the painter and its fonts, the palettes, the board with the player's marks and a
//! hint's step, and the menus, each drawn from a view (`views`) in its place (`layout`).
//! Nothing here changes what it draws, asks the platform anything, or computes a position the
//! layout did not give.

pub mod board;
pub mod cages;
pub mod fonts;
pub mod marks;
pub mod menu;
pub mod paint;
pub mod specimen;
pub mod steps;
