//! A photo of a printed puzzle on its way in: its bytes as a platform hands them over
//! ([`Photo`]), what reading it gave ([`PhotoReading`]: the grid as read, the cells in doubt,
//! the solver's count) or why it gave nothing ([`PhotoError`]), read here or answered by a
//! reader beside the game (the page's photo module in a Web Worker, which answers with the
//! library's JSON, [`peerless::game::photo`]).

use std::fmt;
use std::sync::Arc;

use peerless::board::Board;
use peerless::scan::{Reading, ScanError, Solutions};
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
/// Each has a name (`not-an-image`, ...), which the report and the catalogue's
/// message (`photo-error-NAME`) share.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PhotoError {
    /// The file chosen or dropped could not be read (gone, or not readable by the game).
    Unopened,
    /// No photo reader could run: the page's photo module, fetched at the first photo, could
    /// not be (offline), or its worker failed.
    NoReader,
    /// The recognizer's reason.
    Scan(ScanError),
}

/// Every reason with its name, in one table.
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
    /// Every reason, for the tests that check each one's words.
    #[cfg(test)]
    pub fn all() -> impl Iterator<Item = PhotoError> {
        NAMES.into_iter().map(|(error, _)| error)
    }

    /// The reason's name: `no-grid`, `not-an-image`, ...
    pub fn name(self) -> &'static str {
        NAMES
            .iter()
            .find(|(error, _)| *error == self)
            .map_or("unopened", |(_, name)| name)
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

/// Reads `photo` with the shipped recognizer, through the platform (which has it, or hands
/// photos to a reader beside the game): the work of [`Task::Read`](super::worker::Task).
pub fn read(photo: &Photo) -> Result<PhotoReading, PhotoError> {
    Current::read_photo(&photo.0)
        .ok_or(PhotoError::NoReader)?
        .map(kept)
        .map_err(PhotoError::Scan)
}

/// What the game keeps of a reading.
fn kept(reading: Reading) -> PhotoReading {
    let mut board = reading.board;
    board.mark_givens();
    PhotoReading {
        board,
        doubtful: reading.doubtful,
        solutions: reading.solutions,
    }
}

/// The reading a reader beside the game answered ([`peerless::game::photo::answer`]: the
/// page's photo module in its Web Worker writes it as the library's JSON); `None` for a text
/// that is not one.
pub fn read_answer(text: &str) -> Option<Result<PhotoReading, PhotoError>> {
    let answer = peerless::game::photo::answer(text).ok()?;
    Some(answer.map(kept).map_err(PhotoError::Scan))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_reason_has_a_name_of_its_own_that_reads_back() {
        for (error, name) in NAMES {
            assert_eq!(error.name(), name);
            assert!(error.message_id().ends_with(name), "{name}");
        }
        let mut names: Vec<_> = NAMES.iter().map(|(_, name)| name).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), NAMES.len());
    }

    /// A reading answered by a reader beside the game is the one read here; what is no
    /// answer reads as none.
    #[test]
    fn an_answer_from_beside_the_game_is_the_reading_made_here() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/photos/image1.jpg");
        let photo = Photo::new(std::fs::read(path).unwrap());
        let here = read(&photo);
        assert!(here.is_ok());
        let answered = peerless::game::photo::serve(&peerless::game::photo::errand(&photo.0));
        assert_eq!(read_answer(&answered.unwrap()), Some(here));
        let text = peerless::game::photo::serve(&peerless::game::photo::errand(b"no")).unwrap();
        assert_eq!(
            read_answer(&text),
            Some(Err(PhotoError::Scan(ScanError::NotAnImage)))
        );
        for bad in ["", "photo", "{}", "hello"] {
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
