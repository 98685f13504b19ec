//! Where everything goes: pure geometry, a function of the window's size, its density and the
//! safe-area insets. The board screens ([`Layout`]), the menu screens ([`menus`]), and where
//! each word of a screen sits ([`places`]), with the hit tests that turn a point back into what
//! is there. Nothing here draws, measures with a real font (a [`places::Measure`] is passed
//! in) or asks the window or the platform anything, so every screen shape is unit-tested.

mod arrange;
pub mod bars;
mod board;
pub mod calculator;
mod card;
pub mod chart;
pub mod chooser;
pub mod figures;
pub mod menus;
mod notes;
pub mod places;
mod rect;
pub mod start;
mod statistics;
mod summary;
pub mod text;

pub use crate::app::views::theme::{
    type_scale, BUTTON_DP, GAP_DP, GRID_DP, HEADER_DP, MARGIN_DP, TOUCH_DP,
};
pub use board::*;
pub use card::{card_row, card_words, next_size, progress_parts, progress_words, HintCard};
pub use rect::{Insets, Rect};

/// Phones upright and sideways, a tablet, the page sideways and desktop windows, each named:
/// the shapes the hint card's and the start screen's layout tests hold.
#[cfg(test)]
fn test_shapes() -> Vec<(&'static str, Layout)> {
    [
        ("phone 412x915", 1081.5, 2401.9, 2.625),
        ("phone 360x640", 720.0, 1280.0, 2.0),
        ("small phone 320x533", 480.0, 800.0, 1.5),
        ("tall phone", 1080.0, 2640.0, 2.625),
        ("phone sideways", 2400.0, 1080.0, 2.75),
        ("page sideways", 915.0, 412.0, 1.0),
        ("tablet", 1600.0, 2560.0, 2.0),
        ("desktop 1280x800", 1280.0, 800.0, 1.0),
        ("desktop 640x480", 640.0, 480.0, 1.0),
    ]
    .into_iter()
    .map(|(name, w, h, dp)| (name, Layout::new(w, h, dp, Insets::default())))
    .collect()
}
