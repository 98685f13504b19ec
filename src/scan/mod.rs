//! Photos of printed puzzles read: from a JPEG's or PNG's bytes to each cell's reading (empty
//! or a digit, with every class's probability), the grid's corners, and the solver's verdict.
//!
//! The steps, one file each: [`decode`] (the bytes to a grey picture of a working size),
//! [`grid`] (an adaptive threshold, the largest piece of ink taken for the grid, its corners,
//! the perspective that straightens it), [`cells`] (the 81 cells cut and made the network's
//! input), [`network`] (the small network that classifies a cell, its weights shipped in
//! `assets/scan/`), and [`repair`] (the solver's repair of an unlikely reading, or its doubt).
//!
//! No window, no thread, no file: the bytes come in, a [`Reading`] or a [`ScanError`] goes out,
//! so the game's page can build this as it builds the engine. Every input, whatever its bytes,
//! gives one or the other; none panics (`tests/fuzz_properties.rs`, `fuzz/`).
//!
//! ```no_run
//! let photo = std::fs::read("sudoku.jpg")?;
//! match peerless::scan::read(&photo) {
//!     Ok(reading) if reading.is_sure() => println!("{}", reading.board),
//!     Ok(reading) => println!("{} (check the cells {:?})", reading.board, reading.doubtful),
//!     Err(error) => println!("no puzzle read: {error}"),
//! }
//! # Ok::<(), std::io::Error>(())
//! ```

pub mod cells;
pub mod decode;
pub mod grid;
pub mod network;
pub mod repair;

use serde::{Deserialize, Serialize};

use crate::{Board, CellSet, Digit};

pub use network::{Classifier, WeightsError, CLASSES};

/// Why no puzzle could be read from a photo: one variant per thing the player can do about it,
/// so the game can say each in the player's language. (Serialized by name: the page's photo
/// module answers with it, `game::photo`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScanError {
    /// The bytes are no image the reader knows (not JPEG, not PNG).
    NotAnImage,
    /// An image, but of a format the reader does not decode (GIF, WebP...): JPEG and PNG only.
    UnsupportedFormat,
    /// A JPEG or PNG that is cut short or damaged.
    Damaged,
    /// The file or its picture is larger than a phone's photo (over 64 MB or 100 megapixels).
    TooLarge,
    /// The picture is too small to hold a readable grid (under 120 pixels a side).
    TooSmall,
    /// No Sudoku grid was found in the picture.
    NoGrid,
    /// Two grids of about the same size: the photo should show one.
    TwoGrids,
    /// A grid was found but is too small in the picture to read its digits: come closer.
    GridTooSmall,
    /// The grid is too blurred to read: hold still, or focus.
    Blurred,
}

impl std::fmt::Display for ScanError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ScanError::NotAnImage => "not an image (JPEG or PNG)",
            ScanError::UnsupportedFormat => {
                "an image format the reader does not decode (JPEG and PNG only)"
            }
            ScanError::Damaged => "a damaged or incomplete image",
            ScanError::TooLarge => "the image is too large (over 64 MB or 100 megapixels)",
            ScanError::TooSmall => "the image is too small to hold a readable grid",
            ScanError::NoGrid => "no Sudoku grid found",
            ScanError::TwoGrids => "two grids in the photo: take one at a time",
            ScanError::GridTooSmall => "the grid is too small in the photo: come closer",
            ScanError::Blurred => "the grid is too blurred to read",
        })
    }
}

impl std::error::Error for ScanError {}

/// A point in a picture, in pixels from its top left corner.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Point {
    /// Pixels to the right.
    pub x: f32,
    /// Pixels down.
    pub y: f32,
}

impl Point {
    /// The point `(x, y)`.
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }

    /// The straight distance to `other`.
    pub fn distance(self, other: Point) -> f32 {
        (self.x - other.x).hypot(self.y - other.y)
    }
}

/// One cell's reading: the probability of each class, index 0 empty and 1 to 9 the digits,
/// adding up to 1. The whole ranking is kept, so the repair and the game can offer the next
/// best reading.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CellReading {
    /// The probabilities of empty, 1, 2 ... 9.
    pub probabilities: [f32; CLASSES],
}

impl CellReading {
    /// The most probable class: 0 for empty, else the digit.
    pub fn best_class(&self) -> usize {
        let mut best = 0;
        for (class, &p) in self.probabilities.iter().enumerate() {
            if p > self.probabilities[best] {
                best = class;
            }
        }
        best
    }

    /// The most probable reading: `None` for an empty cell.
    pub fn best(&self) -> Option<Digit> {
        Digit::new(self.best_class() as u8)
    }

    /// The probability of the most probable reading.
    pub fn confidence(&self) -> f32 {
        self.probabilities[self.best_class()]
    }

    /// Every reading, the most probable first: `(None, p)` is empty.
    pub fn ranking(&self) -> [(Option<Digit>, f32); CLASSES] {
        let mut ranking: [(Option<Digit>, f32); CLASSES] =
            std::array::from_fn(|class| (Digit::new(class as u8), self.probabilities[class]));
        ranking.sort_by(|a, b| b.1.total_cmp(&a.1));
        ranking
    }
}

/// How many solutions a reading has, as the solver counts them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Solutions {
    /// None: some digit was misread (or the printed puzzle is wrong).
    None,
    /// Exactly one: a proper puzzle.
    One,
    /// Two or more: a digit was missed, or misread.
    Several,
}

impl Solutions {
    /// The count in a word: `none`, `one` or `several` (the tool's and the game's reports).
    pub fn name(self) -> &'static str {
        match self {
            Solutions::None => "none",
            Solutions::One => "one",
            Solutions::Several => "several",
        }
    }
}

/// What was read from a photo.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    /// The grid's corners in the photo's own pixels: top left, top right, bottom right, bottom
    /// left (for drawing the grid found over the photo). Where the photo cuts the grid's
    /// border, a corner may be a little past the photo's edge, where the border's lines cross.
    pub corners: [Point; 4],
    /// Each cell's reading, row by row.
    pub cells: [CellReading; 81],
    /// The most likely reading: each cell's most probable class, the digits as givens.
    pub first: Board,
    /// The reading kept: the first, or the solver's repair of it.
    pub board: Board,
    /// The solutions of [`Reading::board`].
    pub solutions: Solutions,
    /// The cells the repair changed from the first reading.
    pub changed: CellSet,
    /// The cells in doubt: read with little confidence, or, when no reading has exactly one
    /// solution, the clashing and least certain cells. A player should check these.
    pub doubtful: CellSet,
    /// How sharp the grid is (the strongest edges against the contrast), for the figures.
    pub sharpness: f32,
}

impl Reading {
    /// Whether the reading can be taken without asking: exactly one solution, and no cell in
    /// doubt. A reading the solver finds wrong is never sure.
    pub fn is_sure(&self) -> bool {
        self.solutions == Solutions::One && self.doubtful.is_empty()
    }
}

/// The grid's side when straightened, in pixels: 32 a cell.
const SIDE: usize = cells::SIDE;
/// Below this sharpness (the strongest edges a small part of the contrast) the grid is taken
/// for blurred. The training photos' softest is 0.13; a photo blurred more than that mostly
/// loses its grid's lines first, and is `NoGrid`.
const MIN_SHARPNESS: f32 = 0.1;

/// Reads a photo with the shipped classifier, and repairs the reading with the solver.
pub fn read(bytes: &[u8]) -> Result<Reading, ScanError> {
    read_with(bytes, &Classifier::shipped())
}

/// [`read`] with a classifier of the caller's (the cross-validation's fold weights).
pub fn read_with(bytes: &[u8], classifier: &Classifier) -> Result<Reading, ScanError> {
    let found = find_cells(bytes)?;
    let mut buffers = [Vec::new(), Vec::new()];
    let cells: [CellReading; 81] = std::array::from_fn(|i| CellReading {
        probabilities: classifier.classify(&found.inputs[i], &mut buffers),
    });
    let first = repair::most_likely(&cells);
    let repaired = repair::repair(&cells);
    Ok(Reading {
        corners: found.corners,
        cells,
        first,
        board: repaired.board,
        solutions: repaired.solutions,
        changed: repaired.changed,
        doubtful: repaired.doubtful,
        sharpness: found.sharpness,
    })
}

/// The grid found in a photo and its cells made the network's input: what the training script
/// learns from (`peerless-cli scan --cells`) and what [`read_with`] classifies.
#[derive(Clone, Debug)]
pub struct FoundCells {
    /// The grid's corners in the photo's pixels, clockwise from the top left.
    pub corners: [Point; 4],
    /// The 81 cells' inputs, row by row, each [`cells::INPUT`] numbers from 0 (paper) to 1.
    pub inputs: Vec<[f32; cells::INPUT]>,
    /// How sharp the grid is.
    pub sharpness: f32,
}

/// Decodes the photo, finds the grid, straightens it and cuts its cells.
pub fn find_cells(bytes: &[u8]) -> Result<FoundCells, ScanError> {
    let (grey, scale) = decode::decode(bytes)?;
    let mut found = Err(ScanError::NoGrid);
    for margin in grid::MARGINS {
        let ink = grid::threshold(&grey, margin);
        found = grid::find(&grey, &ink);
        // Only a grid not found at all is worth another look; two grids are two grids.
        if !matches!(found, Err(ScanError::NoGrid)) {
            break;
        }
    }
    let quad = found?;
    let perspective = grid::Perspective::new(&quad, SIDE as f32).ok_or(ScanError::NoGrid)?;
    let straight = grid::warp(&grey, &perspective, SIDE);
    let (inputs, sharpness) = cells::inputs(&straight);
    if sharpness < MIN_SHARPNESS {
        return Err(ScanError::Blurred);
    }
    let corners = quad
        .corners
        .map(|p| Point::new((p.x + 0.5) * scale - 0.5, (p.y + 0.5) * scale - 0.5));
    Ok(FoundCells {
        corners,
        inputs,
        sharpness,
    })
}
