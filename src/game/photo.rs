//! A photo handed to the engine's worker and its reading handed back: the errand's bytes
//! (`scan\n` and the image's own bytes) and the answer's JSON, the [`Reading`] or why none.
//! In the page the recognizer and its weights live in the engine's own module
//! (`src/bin/peerless-engine.rs`), not in the game's wasm, whose first download stays as it
//! was; the game reads only this record back.
//!
//! The record says exactly what the reading holds (every class's probability, the grid's
//! corners, the solver's count), so the game's review of a photo's reading is the same
//! wherever the photo was read; what it reads back is checked as a save is.

use serde::{Deserialize, Serialize};

use crate::board::{Board, Cell};
use crate::scan::{self, CellReading, Point, Reading, ScanError, Solutions, CLASSES};
use crate::sets::CellSet;

/// What begins a photo's errand; the image's bytes follow it.
pub const SCAN: &[u8] = b"scan\n";

/// The errand's bytes for a photo.
pub fn errand(image: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(SCAN.len() + image.len());
    bytes.extend_from_slice(SCAN);
    bytes.extend_from_slice(image);
    bytes
}

/// A reading as JSON carries it.
#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct ReadingRecord {
    /// The grid's corners, `[x, y]`: top left, top right, bottom right, bottom left.
    corners: [[f32; 2]; 4],
    /// Each cell's probabilities of empty, 1 ... 9, row by row.
    cells: Vec<[f32; CLASSES]>,
    /// The first reading, as a puzzle's line.
    first: String,
    /// The reading kept, as a puzzle's line.
    board: String,
    /// The solver's count.
    solutions: Solutions,
    /// The cells the repair changed, by index.
    changed: Vec<u8>,
    /// The cells in doubt, by index.
    doubtful: Vec<u8>,
    /// The grid's sharpness.
    sharpness: f32,
}

/// The answer: a reading, or why none.
#[derive(Serialize, Deserialize, Debug, PartialEq)]
enum Answer {
    /// The photo's reading.
    Read(ReadingRecord),
    /// No reading: the reader's error.
    Unread(ScanError),
}

/// A puzzle's line of a board.
fn line(board: &Board) -> String {
    String::from_utf8_lossy(&board.line_bytes()).into_owned()
}

fn indices(cells: CellSet) -> Vec<u8> {
    cells.iter().map(|cell| cell.index() as u8).collect()
}

fn cell_set(indices: &[u8]) -> Result<CellSet, String> {
    let mut set = CellSet::EMPTY;
    for &index in indices {
        let cell = Cell::new(usize::from(index)).ok_or_else(|| format!("no cell {index}"))?;
        set.insert(cell);
    }
    Ok(set)
}

/// Reads the photo of an errand's bytes (the worker's side): the answer's JSON, or why the
/// bytes are no photo's errand.
pub fn serve(request: &[u8]) -> Result<String, String> {
    let image = request
        .strip_prefix(SCAN)
        .ok_or_else(|| "not a photo's errand".to_string())?;
    let answer = match scan::read(image) {
        Ok(reading) => Answer::Read(ReadingRecord {
            corners: reading.corners.map(|p| [p.x, p.y]),
            cells: reading.cells.iter().map(|c| c.probabilities).collect(),
            first: line(&reading.first),
            board: line(&reading.board),
            solutions: reading.solutions,
            changed: indices(reading.changed),
            doubtful: indices(reading.doubtful),
            sharpness: reading.sharpness,
        }),
        Err(error) => Answer::Unread(error),
    };
    serde_json::to_string(&answer).map_err(|e| e.to_string())
}

/// The reading (or the reader's error) a worker's answer holds; why the answer itself is not
/// one (another version's worker, a damaged message).
pub fn answer(text: &str) -> Result<Result<Reading, ScanError>, String> {
    let record = match serde_json::from_str(text).map_err(|e| e.to_string())? {
        Answer::Unread(error) => return Ok(Err(error)),
        Answer::Read(record) => record,
    };
    let cells: [CellReading; 81] = record
        .cells
        .iter()
        .map(|&probabilities| CellReading { probabilities })
        .collect::<Vec<_>>()
        .try_into()
        .map_err(|cells: Vec<CellReading>| format!("{} cells, not 81", cells.len()))?;
    let board = |text: &str| Board::parse(text).map_err(|e| e.to_string());
    Ok(Ok(Reading {
        corners: record.corners.map(|[x, y]| Point::new(x, y)),
        cells,
        first: board(&record.first)?,
        board: board(&record.board)?,
        solutions: record.solutions,
        changed: cell_set(&record.changed)?,
        doubtful: cell_set(&record.doubtful)?,
        sharpness: record.sharpness,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A photo read by the worker comes back as the reading made here, every probability and
    /// doubt included; a file that is no photo comes back as the reader's error.
    #[test]
    fn a_photo_read_there_is_the_reading_made_here() {
        let root = env!("CARGO_MANIFEST_DIR");
        let photo = std::fs::read(format!("{root}/tests/data/photos/image1.jpg")).unwrap();
        let here = scan::read(&photo);
        assert!(here.is_ok());
        let there = answer(&serve(&errand(&photo)).unwrap()).unwrap();
        assert_eq!(there, here);
        let text = answer(&serve(&errand(b"not an image")).unwrap()).unwrap();
        assert_eq!(text, Err(ScanError::NotAnImage));
        assert!(serve(b"make classic Easy 1").is_err());
        for bad in ["", "{}", "{\"Unread\":\"Lost\"}", "{\"Read\":{}}"] {
            assert!(answer(bad).is_err(), "{bad}");
        }
    }

    /// Every error has its name, and the names are told apart.
    #[test]
    fn every_reader_error_has_its_own_name() {
        let errors = [
            ScanError::NotAnImage,
            ScanError::UnsupportedFormat,
            ScanError::Damaged,
            ScanError::TooLarge,
            ScanError::TooSmall,
            ScanError::NoGrid,
            ScanError::TwoGrids,
            ScanError::GridTooSmall,
            ScanError::Blurred,
        ];
        let mut names = Vec::new();
        for error in errors {
            let text = serde_json::to_string(&Answer::Unread(error)).unwrap();
            assert_eq!(answer(&text).unwrap(), Err(error));
            names.push(text);
        }
        names.sort();
        names.dedup();
        assert_eq!(names.len(), errors.len());
    }
}
