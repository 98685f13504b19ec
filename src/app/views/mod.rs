//! The views: what a screen shows, as data, defined once for the drawing and the screen reader
//! that both take them.

pub mod tools;
