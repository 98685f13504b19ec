//! A puzzle from a photo: the import screen's choice, a photo that arrives (chosen, dropped on
//! the window, or a script's `photo PATH`) read on the worker, and the review of what was read
//! on the typing screen: the grid as read, its doubtful cells marked, a summary of the reading,
//! every cell the player's to correct, and Start, which checks and grades it as a typed
//! puzzle. A reading the solver finds wrong is never taken without the player: Start refuses a
//! grid with no solution or several, with the typed puzzle's reasons.

use std::time::Duration;

use peerless::board::Cell;
use peerless::l10n::{Localizer, Message};
use peerless::scan::Solutions;
use peerless::solver::{self, Solution};

use crate::app::core::photo::{Photo, PhotoError, PhotoReading};
use crate::app::core::worker::{Task, Worker};
use crate::app::platform::{Current, Platform};
use crate::app::script;
use crate::app::views::entry::{Entry, Review};
use crate::app::views::menu::{Menu, MenuAction, MenuItem, Screen};
use crate::app::words::{self, said_then, text};
use crate::app::App;

/// The reading screen's menu, shown while the worker reads the photo.
pub fn reading_menu() -> Menu {
    Menu {
        title: text("reading-title"),
        subtitle: text("reading-subtitle"),
        items: vec![MenuItem::new(text("cancel"), MenuAction::Cancel)],
        ..Menu::default()
    }
}

/// The import screen's choice of a photo, where the platform takes photos.
pub fn photo_item() -> Option<MenuItem> {
    Current::TAKES_PHOTOS.then(|| {
        MenuItem::new(text("import-photo"), MenuAction::Photo)
            .with_caption(text("import-photo-caption"))
    })
}

/// How many solutions `board` has as it stands: none where digits clash.
fn solutions_of(board: &peerless::board::Board) -> Solutions {
    match solver::solve(board) {
        Solution::Unique(_) => Solutions::One,
        Solution::Multiple(..) => Solutions::Several,
        Solution::None | Solution::Conflict(_) => Solutions::None,
    }
}

/// The review's line on the screen, one sentence (it fits the band of a window smaller than
/// any phone, as the typing screen's help does): what matters most first, a grid the solver
/// finds wrong, else the cells in doubt, else how many digits were read and what to do.
pub fn line(review: &Review) -> String {
    let message = match (review.solutions, review.doubtful.len()) {
        (Solutions::None, _) => Message::new("review-no-solution"),
        (Solutions::Several, _) => Message::new("review-several-solutions"),
        (Solutions::One, 0) => Message::new("review-sure").number("digits", review.read),
        (Solutions::One, cells) => Message::new("review-doubtful").number("cells", cells),
    };
    words::format(&message)
}

/// The review's summary as a screen reader says it when the review opens: how many digits
/// were read, how many cells to check, whether the grid as it stands has no solution or
/// several, and what to do.
pub fn summary(review: &Review) -> String {
    let mut said = words::format(&Message::new("review-read").number("digits", review.read));
    let doubtful = review.doubtful.len();
    let mut parts = Vec::with_capacity(3);
    if doubtful > 0 {
        parts.push(Message::new("review-doubtful").number("cells", doubtful));
    }
    match review.solutions {
        Solutions::None => parts.push(Message::new("review-no-solution")),
        Solutions::Several => parts.push(Message::new("review-several-solutions")),
        Solutions::One => {}
    }
    parts.push(Message::new(if review.solutions == Solutions::One {
        "review-start"
    } else {
        "review-correct"
    }));
    for part in parts {
        said = said_then(said, &words::format(&part));
    }
    said
}

impl App {
    /// A tap on the import screen's photo choice: the system's chooser, or where there is none
    /// (a desktop without one), how to drop a photo on the window.
    pub(crate) fn photo_tapped(&mut self) {
        if !Current::ask_photo(&self.waker) {
            self.set_notice(text("notice-photo-drop"));
        }
    }

    /// A photo handed over by the platform or a script (`None`: a file that could not be
    /// read): read on the worker, the reading screen shown meanwhile. A game in play is
    /// paused first, and stays the game in progress until the player starts another.
    pub(crate) fn photo_arrived(&mut self, bytes: Option<Vec<u8>>, now: Duration) {
        if self.screen == Screen::Game {
            self.pause(now);
        }
        if self.reporting {
            let size = bytes.as_ref().map_or(0, Vec::len);
            script::say(format_args!("photo arrived {size} bytes"));
        }
        match bytes {
            None => self.photo_refused(PhotoError::Unopened),
            Some(bytes) => {
                let task = Task::Read(Photo::new(bytes));
                self.worker = Some(Worker::start(task, now, &self.waker));
                self.open(Screen::Generating);
            }
        }
    }

    /// The worker's answer: the review of the reading, or why there is none.
    pub(crate) fn photo_read(&mut self, read: Result<PhotoReading, PhotoError>) {
        let reading = match read {
            Ok(reading) => reading,
            Err(error) => return self.photo_refused(error),
        };
        self.entry = Entry {
            board: reading.board,
            selected: None,
            review: Some(Review {
                read: reading.board.given_count(),
                doubtful: reading.doubtful,
                solutions: reading.solutions,
            }),
        };
        if self.reporting {
            script::say(format_args!(
                "photo read {} givens, {} doubtful, solutions {}{}",
                reading.board.given_count(),
                reading.doubtful.len(),
                reading.solutions.name(),
                if reading.is_sure() { ", sure" } else { "" },
            ));
        }
        self.open(Screen::Entry);
        self.review_changed(None);
    }

    /// Why a photo gave no puzzle, as a notice on the import screen; the game in progress,
    /// if any, is kept.
    fn photo_refused(&mut self, error: PhotoError) {
        let message = Message::new(error.message_id());
        if self.reporting {
            let english = Localizer::english().format(&message);
            script::say(format_args!("photo refused {}: {english}", error.name()));
        }
        if self.screen != Screen::Import {
            self.show(Screen::Import);
        }
        self.set_notice(words::format(&message));
    }

    /// The review after a change to the grid (`cell` corrected; `None`: the reading shown, or
    /// the grid cleared): the cell no longer doubted, the solutions counted again, the
    /// summary shown (and, for a correction, reported).
    pub(crate) fn review_changed(&mut self, cell: Option<Cell>) {
        let Some(mut review) = self.entry.review else {
            return;
        };
        let before = review;
        match cell {
            Some(cell) => {
                review.doubtful.remove(cell);
            }
            None if self.entry.board.filled_count() == 0 => {
                review.doubtful = peerless::sets::CellSet::EMPTY;
            }
            None => {}
        }
        let board = &self.entry.board;
        review.solutions = solutions_of(board);
        self.entry.review = Some(review);
        if self.reporting && cell.is_some() {
            script::say(format_args!(
                "review {} digits, {} doubtful, solutions {}",
                board.filled_count(),
                review.doubtful.len(),
                review.solutions.name()
            ));
        }
        let shown = line(&review);
        // A correction that changes what the solver finds, or leaves no cell in doubt, is
        // said: a listener hears the grid can now be played, or no longer can.
        if cell.is_some()
            && (review.solutions != before.solutions
                || (review.doubtful.is_empty() && !before.doubtful.is_empty()))
        {
            self.announce(shown.clone());
        }
        self.set_message(shown);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::sets::CellSet;

    #[test]
    fn the_summary_says_what_to_check_and_what_the_solver_found() {
        let mut doubtful = CellSet::EMPTY;
        doubtful.insert(Cell::ALL[3]);
        doubtful.insert(Cell::ALL[40]);
        let sure = summary(&Review {
            read: 27,
            doubtful: CellSet::EMPTY,
            solutions: Solutions::One,
        });
        assert!(sure.starts_with("27 digits read"), "{sure}");
        assert!(sure.contains("Start"), "{sure}");
        let wrong = summary(&Review {
            read: 25,
            doubtful,
            solutions: Solutions::None,
        });
        assert!(wrong.contains("2 cells are uncertain"), "{wrong}");
        assert!(wrong.contains("no solution"), "{wrong}");
        let several = Review {
            read: 20,
            doubtful: CellSet::EMPTY,
            solutions: Solutions::Several,
        };
        assert!(
            summary(&several).contains("more than one solution"),
            "{}",
            summary(&several)
        );
        // The screen's line: one sentence, the most important.
        assert_eq!(
            line(&several),
            "As it stands, the puzzle has more than one solution: a digit is missing."
        );
        assert_eq!(
            line(&Review {
                read: 25,
                doubtful,
                solutions: Solutions::One,
            }),
            "2 cells are uncertain, framed: check them against the photo."
        );
        assert_eq!(
            line(&Review {
                read: 27,
                doubtful: CellSet::EMPTY,
                solutions: Solutions::One,
            }),
            "27 digits read: check them against the photo, then press Start."
        );
    }

    #[test]
    fn the_solutions_are_counted_as_the_grid_stands() {
        let mut board = peerless::board::Board::parse(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        assert_eq!(solutions_of(&board), Solutions::One);
        assert_eq!(
            solutions_of(&peerless::board::Board::EMPTY),
            Solutions::Several
        );
        board.force(Cell::ALL[2], peerless::board::Digit::new(3));
        assert_eq!(solutions_of(&board), Solutions::None, "3 twice in row 1");
    }
}
