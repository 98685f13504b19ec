//! A worker's task handed, as an errand's line of text ([`peerless::game::errand`]), to a
//! worker beside the game that shares no memory with it: the page's Web Worker, running the
//! engine's own module (`web/peerless.js`, `src/bin/peerless-engine.rs`), so a
//! new puzzle is made while the page's frames go on. A practice search is not handed over: it
//! already runs a short piece a frame.

use peerless::game::errand::Errand;

use super::Task;

/// The errand's text for `task`, or `None` for a task done here (a practice search).
pub fn request(task: &Task) -> Option<String> {
    let errand = match task {
        Task::Make(request) => Errand::Make {
            kind: request.kind(),
            level: request.level(),
            seed: request.seed(),
        },
        Task::Grade(checked) => Errand::Grade(checked.line()),
        // A practice search runs a piece a frame; a photo's bytes are no line of text (the
        // platform takes them whole: `Platform::offload_photo`).
        Task::Practice(_) | Task::Read(_) => return None,
    };
    Some(errand.text())
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::*;
    use crate::app::core::worker::Request;
    use peerless::game::errand::{answer, serve};
    use peerless::game::{Date, Puzzle};
    use peerless::logic::Level;
    use peerless::variant::Kind;

    /// A task handed over brings back the puzzle the worker's thread makes for it: a level's,
    /// the daily puzzle's, and an import graded.
    #[test]
    fn a_task_handed_over_brings_back_the_threads_puzzle() {
        let stop = AtomicBool::new(false);
        let date = Date::new(2026, 12, 7).unwrap();
        for asked in [
            Request::Random {
                kind: Kind::Classic,
                level: Level::Hard,
                seed: 11,
            },
            Request::Random {
                kind: Kind::Killer,
                level: Level::Medium,
                seed: 5,
            },
            Request::Daily(Kind::Killer, date),
            Request::Archive(Kind::Classic, date),
        ] {
            let text = request(&Task::Make(asked)).unwrap();
            let made = answer(&serve(&text).unwrap()).unwrap();
            assert_eq!(made, Puzzle::from(asked.make(&stop).unwrap()), "{text}");
        }
        let checked = peerless::game::check(
            &Puzzle::from(Request::Daily(Kind::Killer, date).make(&stop).unwrap()).line(),
        )
        .unwrap();
        let text = request(&Task::Grade(Box::new(checked.clone()))).unwrap();
        assert_eq!(
            answer(&serve(&text).unwrap()).unwrap(),
            checked.grade().unwrap()
        );
    }
}
