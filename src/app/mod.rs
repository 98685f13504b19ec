//! The game's front end on macroquad: layout, drawing and input, for phones and the desktop.
//!
//! This is the only part of the package that knows about windows; everything it shows comes from
//! the game model, and everything the player does goes back to it as moves.

pub mod layout;
