//! Where everything goes: pure geometry of the window, the board screens, the menus and the
//! words, from the window's size, density and insets.

mod board;
pub mod menus;
pub mod places;

pub use board::*;
