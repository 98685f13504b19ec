//! A photo of a printed puzzle on its way in: its bytes as a platform hands them over
//! ([`Photo`]), what reading it gave ([`PhotoReading`]: the grid as read, the cells in doubt,
//! the solver's count) or why it gave nothing ([`PhotoError`]), and that answer as one line of
//! text, for a platform that reads photos beside the game (the page's Web Worker) and answers
//! in text, as it answers an errand.

use std::fmt;
use std::sync::Arc;

use peerless::board::{Board, Cell};
use peerless::scan::{self, ScanError, Solutions};
use peerless::sets::CellSet;

use crate::app::platform::{Current, Platform};

/// A photo's bytes (a JPEG or a PNG, as the file holds them), shared: the worker's thread reads
/// them while the task that asked for it keeps them.
#[derive(Clone, PartialEq, Eq)]
pub struct Photo(pub Arc<[u8]>);

impl Photo {
    /// The photo of `bytes`.
    pub fn new(bytes: Vec<u8>) -> Photo {
        Photo(bytes.into())
    }
}

impl fmt::Debug for Photo {
    /// The size, not the bytes: a task is printed in logs and test failures.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Photo({} bytes)", self.0.len())
    }
}

/// Why no puzzle came of a photo: the file could not be opened, or the recognizer's reason.
/// Each has a name (`not-an-image`, ...), which the report, the text answer and the catalogue's
/// message (`photo-error-NAME`) share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhotoError {
    /// The file chosen or dropped could not be read (gone, or not readable by the game).
    Unopened,
    /// The recognizer's reason.
    Scan(ScanError),
    /// This build of the game does not read photos itself (the page's reads them beside it)
    /// and the reader beside it gave no answer.
    NoReader,
}

/// Every reason with its name, in one table so the two directions cannot disagree.
const NAMES: [(PhotoError, &str); 11] = [
    (PhotoError::Unopened, "unopened"),
    (PhotoError::NoReader, "no-reader"),
    (PhotoError::Scan(ScanError::NotAnImage), "not-an-image"),
    (
        PhotoError::Scan(ScanError::UnsupportedFormat),
        "unsupported",
    ),
    (PhotoError::Scan(ScanError::Damaged), "damaged"),
    (PhotoError::Scan(ScanError::TooLarge), "too-large"),
    (PhotoError::Scan(ScanError::TooSmall), "too-small"),
    (PhotoError::Scan(ScanError::NoGrid), "no-grid"),
    (PhotoError::Scan(ScanError::TwoGrids), "two-grids"),
    (PhotoError::Scan(ScanError::GridTooSmall), "grid-too-small"),
    (PhotoError::Scan(ScanError::Blurred), "blurred"),
];

impl PhotoError {
    /// The reason's name: `no-grid`, `not-an-image`, ...
    pub fn name(self) -> &'static str {
        NAMES
            .iter()
            .find(|(error, _)| *error == self)
            .map_or("unopened", |(_, name)| name)
    }

    /// The reason of a name, as [`PhotoError::name`] writes it.
    pub fn named(name: &str) -> Option<PhotoError> {
        NAMES
            .iter()
            .find(|(_, named)| *named == name)
            .map(|(error, _)| *error)
    }

    /// The catalogue's message that tells the player, in their language.
    pub fn message_id(self) -> &'static str {
        match self {
            PhotoError::Unopened => "photo-error-unopened",
            PhotoError::NoReader => "photo-error-no-reader",
            PhotoError::Scan(ScanError::NotAnImage) => "photo-error-not-an-image",
            PhotoError::Scan(ScanError::UnsupportedFormat) => "photo-error-unsupported",
            PhotoError::Scan(ScanError::Damaged) => "photo-error-damaged",
            PhotoError::Scan(ScanError::TooLarge) => "photo-error-too-large",
            PhotoError::Scan(ScanError::TooSmall) => "photo-error-too-small",
            PhotoError::Scan(ScanError::NoGrid) => "photo-error-no-grid",
            PhotoError::Scan(ScanError::TwoGrids) => "photo-error-two-grids",
            PhotoError::Scan(ScanError::GridTooSmall) => "photo-error-grid-too-small",
            PhotoError::Scan(ScanError::Blurred) => "photo-error-blurred",
        }
    }
}

/// What the game keeps of a photo's reading: what the review screen shows and the player
/// corrects. (The probabilities and the corners stay with the recognizer: the screen shows the
/// grid as read, not the photo.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PhotoReading {
    /// The grid as read, after the solver's repair: its digits are givens.
    pub board: Board,
    /// The cells the player should check against the photo.
    pub doubtful: CellSet,
    /// How many solutions the grid as read has.
    pub solutions: Solutions,
}

impl PhotoReading {
    /// Whether the reading can be trusted as it is (one solution, no cell in doubt): the
    /// player still sees it and confirms it.
    pub fn is_sure(&self) -> bool {
        self.solutions == Solutions::One && self.doubtful.is_empty()
    }
}

/// Reads `photo` with the shipped recognizer: the work of [`Task::Read`](super::worker::Task).
/// Where the platform reads photos beside the game ([`Platform::READS_PHOTOS`] false), the
/// recognizer is left out of the build (a constant test) and this refuses.
pub fn read(photo: &Photo) -> Result<PhotoReading, PhotoError> {
    if !Current::READS_PHOTOS {
        return Err(PhotoError::NoReader);
    }
    let reading = scan::read(&photo.0).map_err(PhotoError::Scan)?;
    let mut board = reading.board;
    board.mark_givens();
    Ok(PhotoReading {
        board,
        doubtful: reading.doubtful,
        solutions: reading.solutions,
    })
}

/// The name of a count of solutions in the text answer and the report.
pub fn solutions_name(solutions: Solutions) -> &'static str {
    match solutions {
        Solutions::None => "none",
        Solutions::One => "one",
        Solutions::Several => "several",
    }
}

/// The answer as one line of text, for a platform whose photo reader runs apart from the game
/// and answers in text (`Platform::offload_photo`):
///
/// - `photo LINE SOLUTIONS DOUBTFUL`: the grid's 81-character line (`.` for empty), `none`,
///   `one` or `several`, and the doubtful cells' indices (0 to 80, row by row) joined by
///   commas, or `-` for none: `photo 53..7....(81) one 4,17`;
/// - `photo-error NAME`: a [`PhotoError`]'s name: `photo-error no-grid`.
///
/// Only the tests write it in the game itself (a reader beside the game writes it); it is the
/// one definition of the format [`read_answer`] reads.
#[cfg_attr(not(test), allow(dead_code))]
pub fn answer_text(answer: &Result<PhotoReading, PhotoError>) -> String {
    match answer {
        Ok(reading) => {
            let cells: Vec<String> = reading
                .doubtful
                .iter()
                .map(|cell| cell.index().to_string())
                .collect();
            let doubtful = if cells.is_empty() {
                "-".to_string()
            } else {
                cells.join(",")
            };
            format!(
                "photo {} {} {doubtful}",
                reading.board,
                solutions_name(reading.solutions)
            )
        }
        Err(error) => format!("photo-error {}", error.name()),
    }
}

/// Reads an answer written as [`answer_text`] writes it; `None` for a text that is not one.
pub fn read_answer(text: &str) -> Option<Result<PhotoReading, PhotoError>> {
    let mut words = text.split_whitespace();
    match words.next()? {
        "photo-error" => PhotoError::named(words.next()?).map(Err),
        "photo" => {
            let line = words.next()?;
            if line.len() != 81 {
                return None;
            }
            let mut board = Board::parse(line).ok()?;
            board.mark_givens();
            let solutions = match words.next()? {
                "none" => Solutions::None,
                "one" => Solutions::One,
                "several" => Solutions::Several,
                _ => return None,
            };
            let mut doubtful = CellSet::EMPTY;
            match words.next()? {
                "-" => {}
                cells => {
                    for index in cells.split(',') {
                        doubtful.insert(Cell::new(index.parse().ok()?)?);
                    }
                }
            }
            Some(Ok(PhotoReading {
                board,
                doubtful,
                solutions,
            }))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    #[test]
    fn every_reason_has_a_name_of_its_own_that_reads_back() {
        for (error, name) in NAMES {
            assert_eq!(error.name(), name);
            assert_eq!(PhotoError::named(name), Some(error));
            assert!(error.message_id().ends_with(name), "{name}");
        }
        assert_eq!(PhotoError::named("sunny"), None);
    }

    #[test]
    fn an_answer_reads_back_as_written() {
        let mut board = Board::parse(PUZZLE).unwrap();
        board.mark_givens();
        let mut doubtful = CellSet::EMPTY;
        doubtful.insert(Cell::new(4).unwrap());
        doubtful.insert(Cell::new(80).unwrap());
        for answer in [
            Ok(PhotoReading {
                board,
                doubtful,
                solutions: Solutions::Several,
            }),
            Ok(PhotoReading {
                board,
                doubtful: CellSet::EMPTY,
                solutions: Solutions::One,
            }),
            Err(PhotoError::Scan(ScanError::NoGrid)),
            Err(PhotoError::Unopened),
        ] {
            let text = answer_text(&answer);
            assert_eq!(read_answer(&text), Some(answer), "{text}");
        }
        assert_eq!(
            answer_text(&Err(PhotoError::Scan(ScanError::Blurred))),
            "photo-error blurred"
        );
        for bad in ["", "photo", "photo 123 one -", "photo-error sunny", "hello"] {
            assert_eq!(read_answer(bad), None, "{bad}");
        }
    }

    #[test]
    fn bytes_that_are_no_photo_say_so() {
        let photo = Photo::new(b"not a picture at all".to_vec());
        assert_eq!(read(&photo), Err(PhotoError::Scan(ScanError::NotAnImage)));
        assert_eq!(format!("{photo:?}"), "Photo(20 bytes)");
    }
}
