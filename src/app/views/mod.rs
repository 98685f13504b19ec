//! The views: what each screen shows, as data, defined once here for the drawing and for the
//! screen reader that both take them (neither defines what the other reads). Nothing here
//! draws, lays out or knows the platform; the words in a view are already in the player's
//! language.

pub mod board;
pub mod cages;
pub mod calculator;
pub mod chart;
pub mod entry;
pub mod icons;
pub mod menu;
pub mod settings;
pub mod theme;
pub mod tools;
