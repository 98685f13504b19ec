//! The screens: each screen's menu and words, and what its taps and keys do.

pub mod entry;
pub mod learn;
pub mod menus;
pub mod navigation;
pub mod settings;
