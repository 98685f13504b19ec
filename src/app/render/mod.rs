//! Drawing: the painter and its fonts, the palettes, and the board, its marks and a hint's
//! step drawn from the views and the layout.

pub mod draw;
pub mod marks;
pub mod paint;
pub mod panels;
pub mod steps;
pub mod theme;
