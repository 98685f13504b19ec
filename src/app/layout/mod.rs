//! Where everything goes: pure geometry, a function of the window's size, its density and the
//! safe-area insets. The board screens ([`Layout`]), the menu screens ([`menus`]), and where
//! each word of a screen sits ([`places`]), with the hit tests that turn a point back into what
//! is there. Nothing here draws, measures with a real font (a [`places::Measure`] is passed
//! in) or asks the window or the platform anything, so every screen shape is unit-tested.

mod board;
mod card;
pub mod menus;
pub mod places;
mod rect;
pub mod start;
pub mod text;

pub use crate::app::views::theme::{
    type_scale, BUTTON_DP, GAP_DP, GRID_DP, HEADER_DP, MARGIN_DP, TOUCH_DP,
};
pub use board::*;
pub use card::{card_row, card_words, progress_parts, progress_words, HintCard};
pub use rect::{Insets, Rect};
