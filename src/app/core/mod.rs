//! What the app runs on, none of it knowing the [`App`](crate::app::App): the window
//! (macroquad's configuration, input queue, frames and screenshots), the command line, the
//! session and its saves, the worker that makes puzzles and reads photos, and the view's state.

pub mod options;
pub mod photo;
pub mod reader;
pub mod session;
pub mod view;
pub mod window;
pub mod worker;
pub mod writer;
