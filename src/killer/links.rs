//! The sharing links Killer players pass around, f-puzzles' and SudokuPad's, read as far as
//! they hold only cages and givens, and written back.
//!
//! Both sites put the whole puzzle in the link, as JSON compressed by lz-string's
//! `compressToBase64` (read here with the `lz-str` crate, a port of it):
//!
//! - **f-puzzles**: `https://www.f-puzzles.com/?load=<data>`, or SudokuPad's
//!   `https://sudokupad.app/fpuzzles<data>`. The JSON has the grid (`grid[r][c]`, a given with
//!   `"given": true` and its `value`) and the Killer cages (`killercage`, each with `cells` such
//!   as `"R1C1"` and its sum as `value`).
//! - **SudokuPad**: `https://sudokupad.app/scl<data>` (or `ctc<data>`, and the same after
//!   `?puzzleid=`). The JSON is SudokuPad's own: `cells[r][c]` with a given's `value`,
//!   `regions`, and `cages` with `cells` as `[row, column]` from 0 and the sum as `value` (or
//!   `sum`). SudokuPad shortens it before compressing (its `PuzzleZipper`: keys without quotes
//!   and abbreviated, `'` for `"`, empty objects left out of arrays, `t`/`f` for the booleans);
//!   `unzip` undoes that exactly as SudokuPad's `PuzzleZipper.unzip` does (its regular
//!   expressions in order, then its table of abbreviations), and JSON that is not shortened is
//!   read as it is, as SudokuPad reads it.
//!
//! The shape of both was read from SudokuPad's published tools (`sudokutools`:
//! `fpuzzlesdecoder.js`, which converts an f-puzzles puzzle into SudokuPad's JSON, and
//! `puzzlezipper_lib.js`) and checked on links the sites' own code made (`tests/data/`).
//!
//! What is refused, and named: a short link (a puzzle stored on the site, which only the site
//! can read), a grid that is not 9 by 9 or has irregular regions, anything drawn or ruled
//! besides the cages and givens (arrows, lines, thermometers, diagonals, extra constraints: a
//! Killer with them is another puzzle), a cage without a sum, and a layout [`Cages::new`]
//! refuses. Titles, authors, rules text, colours and a stored solution are ignored.

use std::fmt;

mod read;
mod unzip;

use serde_json::{json, Value};

use crate::board::Cell;
use crate::killer::cages::CageError;
use crate::killer::Killer;

use read::{boxes, read_fpuzzles, read_sudokupad};
use unzip::{expand_keys, unzip};

/// Why a text is not a Killer link Peerless can read.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum LinkError {
    /// Neither an f-puzzles nor a SudokuPad link (nor the data of one).
    NotALink,
    /// A short link: it names a puzzle kept on the site, which only the site can open.
    StoredOnline {
        /// The name in the link.
        id: String,
    },
    /// A SudokuPad format other than its JSON (`scf`: its compact classic format).
    Format {
        /// The format's prefix.
        name: String,
    },
    /// The data does not decompress: the link is probably cut short or mangled.
    Decompress,
    /// The data decompresses but is not the JSON of a puzzle.
    Json {
        /// What the JSON reader said.
        message: String,
    },
    /// The puzzle has no grid of cells.
    NoGrid,
    /// The grid is not 9 by 9.
    Size {
        /// How many rows the link says it has.
        rows: String,
        /// How many columns (in its first row).
        columns: String,
    },
    /// The regions are not the nine 3x3 boxes.
    Irregular,
    /// A rule or drawing besides cages and givens: the puzzle is not a plain Killer.
    Feature {
        /// The feature's name in the JSON (`arrow`, `thermometer`, `lines`, `diagonal+`...).
        name: String,
    },
    /// A cage with no sum.
    NoSum {
        /// The cage, from 0 in the link's order.
        cage: usize,
    },
    /// A cage's sum that is not a whole number.
    BadSum {
        /// The cage, from 0 in the link's order.
        cage: usize,
        /// What stands for its sum.
        text: String,
    },
    /// A cell reference that names no cell of the grid.
    BadCell {
        /// The reference as the link writes it.
        text: String,
    },
    /// A given that is not a digit 1 to 9.
    BadGiven {
        /// The cell.
        cell: Cell,
        /// Its value as the link writes it.
        text: String,
    },
    /// The cages are not a Killer layout (cages numbered in the link's order).
    Cages(CageError),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NotALink => {
                f.write_str("not an f-puzzles or SudokuPad link that holds a whole puzzle")
            }
            LinkError::StoredOnline { id } => write!(
                f,
                "'{id}' names a puzzle kept on the site: open it there and share the link that \
                 holds the whole puzzle"
            ),
            LinkError::Format { name } => write!(
                f,
                "the link holds SudokuPad's '{name}' format, which Peerless does not read \
                 (it reads 'scl', 'ctc' and 'fpuzzles')"
            ),
            LinkError::Decompress => {
                f.write_str("the link's data does not decompress: it may be cut short or changed")
            }
            LinkError::Json { message } => {
                write!(f, "the link's data is not a puzzle's JSON: {message}")
            }
            LinkError::NoGrid => f.write_str("the puzzle has no grid of cells"),
            LinkError::Size { rows, columns } => {
                write!(
                    f,
                    "the puzzle is {rows} by {columns}, and a Killer is 9 by 9"
                )
            }
            LinkError::Irregular => f.write_str("the puzzle's regions are not the nine 3x3 boxes"),
            LinkError::Feature { name } => write!(
                f,
                "the puzzle has '{name}', a rule or drawing besides cages and givens, which \
                 Peerless does not play"
            ),
            LinkError::NoSum { cage } => write!(f, "cage {} has no sum", cage + 1),
            LinkError::BadSum { cage, text } => {
                write!(f, "cage {}'s sum '{text}' is not a whole number", cage + 1)
            }
            LinkError::BadCell { text } => write!(f, "'{text}' is not a cell of a 9x9 grid"),
            LinkError::BadGiven { cell, text } => {
                write!(f, "the given in {cell}, '{text}', is not a digit 1 to 9")
            }
            LinkError::Cages(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for LinkError {}

impl From<CageError> for LinkError {
    fn from(error: CageError) -> LinkError {
        LinkError::Cages(error)
    }
}

/// The compressed JSON a link carries, by its site's format.
enum Payload<'a> {
    FPuzzles(&'a str),
    SudokuPad(&'a str),
}

/// The value of query parameter `name` in `text`, up to the next `&` or `#`.
fn parameter<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let mut from = 0;
    while let Some(at) = text[from..].find(name) {
        let start = from + at;
        let before = text[..start].chars().next_back();
        let rest = &text[start + name.len()..];
        if matches!(before, Some('?' | '&')) {
            if let Some(value) = rest.strip_prefix('=') {
                return Some(value.split(['&', '#']).next().unwrap_or(""));
            }
        }
        from = start + name.len();
    }
    None
}

/// Finds what a link (or the bare data of one) carries.
fn payload(text: &str) -> Result<Payload<'_>, LinkError> {
    let text = text.trim();
    if text.contains("f-puzzles.com") {
        if let Some(data) = parameter(text, "load") {
            return Ok(Payload::FPuzzles(data));
        }
        let id = parameter(text, "id").unwrap_or(text);
        return Err(LinkError::StoredOnline { id: id.to_string() });
    }
    let candidate = if let Some(id) = parameter(text, "puzzleid") {
        id
    } else if let Some(after_scheme) = text.split_once("://").map(|(_, rest)| rest) {
        let path = after_scheme.split_once('/').map_or("", |(_, path)| path);
        let path = path.split(['?', '#']).next().unwrap_or("");
        path.strip_prefix("sudoku/")
            .or_else(|| path.strip_prefix("puzzle/"))
            .unwrap_or(path)
    } else {
        text
    };
    // SudokuPad's prefixes: `scl` and `ctc` for its JSON, `fpuz` or `fpuzzles` for f-puzzles'.
    for (prefix, fpuzzles) in [
        ("fpuzzles", true),
        ("fpuz", true),
        ("scl", false),
        ("ctc", false),
    ] {
        if let Some(data) = candidate.strip_prefix(prefix) {
            return Ok(if fpuzzles {
                Payload::FPuzzles(data)
            } else {
                Payload::SudokuPad(data)
            });
        }
    }
    if candidate.starts_with("scf") {
        return Err(LinkError::Format {
            name: "scf".to_string(),
        });
    }
    let looks_like_id = !candidate.is_empty()
        && candidate.len() <= 40
        && candidate
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if looks_like_id && text.contains("://") {
        return Err(LinkError::StoredOnline {
            id: candidate.to_string(),
        });
    }
    Err(LinkError::NotALink)
}

/// Decodes `%XX` escapes (a link copied from some places has its `+`, `/` and `=` escaped).
fn percent_decoded(data: &str) -> Result<String, LinkError> {
    percent_encoding::percent_decode_str(data)
        .decode_utf8()
        .map(|text| text.into_owned())
        .map_err(|_| LinkError::Decompress)
}

/// Inflates lz-string's `compressToBase64` data.
fn decompress(data: &str) -> Result<String, LinkError> {
    let data = percent_decoded(data)?;
    let wide = lz_str::decompress_from_base64(&data).ok_or(LinkError::Decompress)?;
    let text = String::from_utf16(&wide).map_err(|_| LinkError::Decompress)?;
    if text.is_empty() {
        return Err(LinkError::Decompress);
    }
    Ok(text)
}

/// The sites whose links [`from_link`] reads, as the end of a link's host: f-puzzles, and
/// SudokuPad under its own name, its earlier one and Cracking the Cryptic's.
const SITES: [&str; 4] = [
    "f-puzzles.com",
    "sudokupad.app",
    "sudokupad.svencodes.com",
    "crackingthecryptic.com",
];

/// [`Killer::is_site_link`]: the host after the scheme, any user and port set aside, ends with
/// one of [`SITES`] (the whole name or after a `.`).
pub fn is_site_link(text: &str) -> bool {
    let Some((scheme, rest)) = text.trim().split_once("://") else {
        return false;
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = host.rsplit_once('@').map_or(host, |(_, host)| host);
    let host = host.split_once(':').map_or(host, |(host, _)| host);
    let host = host.to_ascii_lowercase();
    matches!(scheme.to_ascii_lowercase().as_str(), "http" | "https")
        && SITES.iter().any(|site| {
            host.strip_suffix(site)
                .is_some_and(|before| before.is_empty() || before.ends_with('.'))
        })
}

/// Reads a Killer from an f-puzzles or SudokuPad link, or from the data after `load=`,
/// `fpuzzles` or `scl` alone.
pub fn from_link(text: &str) -> Result<Killer, LinkError> {
    match payload(text)? {
        Payload::FPuzzles(data) => {
            let json = decompress(data)?;
            let value: Value = serde_json::from_str(&json).map_err(json_error)?;
            read_fpuzzles(&value)
        }
        Payload::SudokuPad(data) => {
            let json = decompress(data)?;
            let value = match serde_json::from_str::<Value>(&json) {
                Ok(value) => value,
                Err(_) => {
                    let mut value: Value =
                        serde_json::from_str(&unzip(&json)).map_err(json_error)?;
                    expand_keys(&mut value)?;
                    value
                }
            };
            read_sudokupad(&value)
        }
    }
}

fn json_error(error: serde_json::Error) -> LinkError {
    LinkError::Json {
        message: error.to_string(),
    }
}

impl Killer {
    /// Reads a Killer from an f-puzzles or SudokuPad sharing link (see the module's
    /// documentation for what is read and what is refused).
    pub fn from_link(text: &str) -> Result<Killer, LinkError> {
        from_link(text)
    }

    /// Whether `text` is a link to f-puzzles or SudokuPad (`https://` or `http://`, then a host
    /// of one of the sites, SudokuPad's earlier ones included), whatever it holds: what
    /// [`Killer::from_link`] is for. A caller that also reads other links (its own, with a
    /// puzzle after `#`) asks this first, so that `from_link`'s error names what is wrong with
    /// a site's link rather than the link being taken for another kind.
    pub fn is_site_link(text: &str) -> bool {
        is_site_link(text)
    }

    /// The puzzle as an f-puzzles link: the grid with its givens and the Killer cages, in
    /// f-puzzles' JSON, compressed as f-puzzles compresses it.
    pub fn to_fpuzzles_link(&self) -> String {
        let grid: Vec<Value> = (0..9)
            .map(|row| {
                (0..9)
                    .map(
                        |col| match Cell::at(row, col).and_then(|c| self.givens.get(c)) {
                            Some(digit) => json!({"value": digit.get(), "given": true}),
                            None => json!({}),
                        },
                    )
                    .collect()
            })
            .collect();
        let cages: Vec<Value> = self
            .cages
            .iter()
            .map(|cage| {
                let cells: Vec<String> = cage
                    .cells()
                    .iter()
                    .map(|c| format!("R{}C{}", c.row() + 1, c.col() + 1))
                    .collect();
                json!({"cells": cells, "value": cage.sum().to_string()})
            })
            .collect();
        let puzzle = json!({"size": 9, "grid": grid, "killercage": cages});
        format!(
            "https://www.f-puzzles.com/?load={}",
            lz_str::compress_to_base64(&puzzle.to_string())
        )
    }

    /// The puzzle as a SudokuPad link: SudokuPad's JSON (its keys in full, which SudokuPad
    /// reads as it reads the shortened form) with the givens, the boxes and the cages.
    pub fn to_sudokupad_link(&self) -> String {
        let cells: Vec<Value> = (0..9)
            .map(|row| {
                (0..9)
                    .map(
                        |col| match Cell::at(row, col).and_then(|c| self.givens.get(c)) {
                            Some(digit) => json!({"value": digit.get()}),
                            None => json!({}),
                        },
                    )
                    .collect()
            })
            .collect();
        let position = |cell: Cell| json!([cell.row(), cell.col()]);
        let regions: Vec<Value> = boxes()
            .iter()
            .map(|cells| cells.iter().map(position).collect())
            .collect();
        let cages: Vec<Value> = self
            .cages
            .iter()
            .map(|cage| {
                let cells: Vec<Value> = cage.cells().iter().map(position).collect();
                json!({"cells": cells, "value": cage.sum().to_string(), "unique": true})
            })
            .collect();
        let puzzle = json!({"cellSize": 50, "cells": cells, "regions": regions, "cages": cages});
        format!(
            "https://sudokupad.app/scl{}",
            lz_str::compress_to_base64(&puzzle.to_string())
        )
    }
}

#[cfg(test)]
mod tests;
