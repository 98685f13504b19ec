//! The puzzle JSON of f-puzzles and of SudokuPad read into a Killer: the givens, the cages and
//! their sums, and everything else either ignored (titles, colours, a stored solution) or
//! refused by name (any other rule or drawing).

use serde_json::Value;

use super::LinkError;
use crate::board::{Board, Cell, Digit};
use crate::killer::cages::Cages;
use crate::killer::Killer;
use crate::sets::CellSet;

/// Whether a JSON value holds nothing: null, false, an empty string, array or object.
fn is_blank(value: &Value) -> bool {
    match value {
        Value::Null | Value::Bool(false) => true,
        Value::String(text) => text.is_empty(),
        Value::Array(items) => items.is_empty(),
        Value::Object(object) => object.is_empty(),
        Value::Number(_) | Value::Bool(true) => false,
    }
}

/// A cage's value as SudokuPad and f-puzzles keep meta data in it: `title: ...`, `rules: ...`.
fn is_meta(value: Option<&Value>) -> bool {
    let Some(Value::String(text)) = value else {
        return false;
    };
    text.split_once(": ")
        .is_some_and(|(name, _)| !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphabetic()))
}

/// A cage's sum from its JSON value: a whole number, or a string of one.
fn sum_of(cage: usize, value: Option<&Value>) -> Result<u32, LinkError> {
    match value {
        None | Some(Value::Null) => Err(LinkError::NoSum { cage }),
        Some(Value::String(text)) if text.trim().is_empty() => Err(LinkError::NoSum { cage }),
        Some(Value::Number(number)) => number
            .as_u64()
            .and_then(|n| u32::try_from(n).ok())
            .ok_or_else(|| LinkError::BadSum {
                cage,
                text: number.to_string(),
            }),
        Some(Value::String(text)) => text.trim().parse().map_err(|_| LinkError::BadSum {
            cage,
            text: text.clone(),
        }),
        Some(other) => Err(LinkError::BadSum {
            cage,
            text: other.to_string(),
        }),
    }
}

/// A cell written `R3C7` (f-puzzles; any case), `[2, 6]` (SudokuPad, from 0).
fn cell_of(value: &Value) -> Result<Cell, LinkError> {
    let bad = || LinkError::BadCell {
        text: value.to_string(),
    };
    match value {
        Value::String(text) => {
            let lower = text.to_ascii_lowercase();
            let (row, col) = lower
                .strip_prefix('r')
                .and_then(|rest| rest.split_once('c'))
                .ok_or_else(bad)?;
            let row: usize = row.parse().map_err(|_| bad())?;
            let col: usize = col.parse().map_err(|_| bad())?;
            Cell::at(row.wrapping_sub(1), col.wrapping_sub(1)).ok_or_else(bad)
        }
        Value::Array(pair) if pair.len() == 2 => {
            let index = |v: &Value| v.as_u64().and_then(|n| usize::try_from(n).ok());
            match (index(&pair[0]), index(&pair[1])) {
                (Some(row), Some(col)) => Cell::at(row, col).ok_or_else(bad),
                _ => Err(bad()),
            }
        }
        _ => Err(bad()),
    }
}

/// The cells of a cage's `cells` list.
fn cells_of(value: Option<&Value>) -> Result<CellSet, LinkError> {
    let mut cells = CellSet::EMPTY;
    for item in value
        .and_then(Value::as_array)
        .map_or(&[][..], Vec::as_slice)
    {
        cells.insert(cell_of(item)?);
    }
    Ok(cells)
}

/// A given's digit from its JSON value (a number or a string of one digit).
fn given_of(cell: Cell, value: &Value) -> Result<Digit, LinkError> {
    let digit = match value {
        Value::Number(number) => number.as_u64().and_then(|n| u8::try_from(n).ok()),
        Value::String(text) => text.trim().parse().ok(),
        _ => None,
    };
    digit
        .and_then(Digit::new)
        .ok_or_else(|| LinkError::BadGiven {
            cell,
            text: value.to_string(),
        })
}

/// The 9 rows of 9 of a grid of cells, or the size error.
fn nine_by_nine(grid: Option<&Value>) -> Result<&Vec<Value>, LinkError> {
    let rows = grid.and_then(Value::as_array).ok_or(LinkError::NoGrid)?;
    let columns = rows.first().and_then(Value::as_array).map_or(0, Vec::len);
    if rows.len() != 9
        || rows
            .iter()
            .any(|row| row.as_array().map_or(0, Vec::len) != 9)
    {
        return Err(LinkError::Size {
            rows: rows.len().to_string(),
            columns: columns.to_string(),
        });
    }
    Ok(rows)
}

/// The nine 3x3 boxes' cells.
pub(super) fn boxes() -> [CellSet; 9] {
    let mut boxes = [CellSet::EMPTY; 9];
    for cell in Cell::ALL {
        boxes[cell.box_()].insert(cell);
    }
    boxes
}

/// f-puzzles' JSON.
pub(super) fn read_fpuzzles(json: &Value) -> Result<Killer, LinkError> {
    let object = json.as_object().ok_or(LinkError::Json {
        message: "not an object".to_string(),
    })?;
    const IGNORED: [&str; 7] = [
        "size",
        "title",
        "author",
        "ruleset",
        "solution",
        "disabledlogic",
        "truecandidatesoptions",
    ];
    for (key, value) in object {
        let read = matches!(key.as_str(), "grid" | "killercage" | "cage");
        if !read && !IGNORED.contains(&key.as_str()) && !is_blank(value) {
            return Err(LinkError::Feature { name: key.clone() });
        }
    }
    if let Some(size) = object.get("size") {
        if size.as_u64() != Some(9) {
            return Err(LinkError::Size {
                rows: size.to_string(),
                columns: size.to_string(),
            });
        }
    }
    let mut givens = Board::EMPTY;
    for (row, cells) in nine_by_nine(object.get("grid"))?.iter().enumerate() {
        for (col, cell_json) in cells.as_array().into_iter().flatten().enumerate() {
            let cell = Cell::at(row, col).ok_or(LinkError::Irregular)?;
            if let Some(region) = cell_json.get("region") {
                if region.as_u64() != Some(cell.box_() as u64) {
                    return Err(LinkError::Irregular);
                }
            }
            if cell_json.get("given").and_then(Value::as_bool) == Some(true) {
                if let Some(value) = cell_json.get("value") {
                    givens.force(cell, Some(given_of(cell, value)?));
                }
            }
        }
    }
    givens.mark_givens();
    for cage in object
        .get("cage")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        if !is_meta(cage.get("value")) {
            return Err(LinkError::Feature {
                name: "cage".to_string(),
            });
        }
    }
    let mut list = Vec::new();
    let cages = object.get("killercage").and_then(Value::as_array);
    for (index, cage) in cages.into_iter().flatten().enumerate() {
        let cells = cells_of(cage.get("cells"))?;
        list.push((cells, sum_of(index, cage.get("value"))?));
    }
    Ok(Killer {
        cages: Cages::new(list)?,
        givens,
    })
}

/// SudokuPad's JSON (with its keys in full).
pub(super) fn read_sudokupad(json: &Value) -> Result<Killer, LinkError> {
    let object = json.as_object().ok_or(LinkError::Json {
        message: "not an object".to_string(),
    })?;
    const IGNORED: [&str; 6] = ["id", "cellSize", "metadata", "settings", "title", "author"];
    for (key, value) in object {
        let read = matches!(key.as_str(), "cells" | "regions" | "cages");
        if !read && !IGNORED.contains(&key.as_str()) && !is_blank(value) {
            return Err(LinkError::Feature { name: key.clone() });
        }
    }
    let mut givens = Board::EMPTY;
    for (row, cells) in nine_by_nine(object.get("cells"))?.iter().enumerate() {
        for (col, cell_json) in cells.as_array().into_iter().flatten().enumerate() {
            let cell = Cell::at(row, col).ok_or(LinkError::Irregular)?;
            if let Some(value) = cell_json.get("value").filter(|v| !is_blank(v)) {
                givens.force(cell, Some(given_of(cell, value)?));
            }
        }
    }
    givens.mark_givens();
    if let Some(regions) = object.get("regions").filter(|r| !is_blank(r)) {
        let mut found = Vec::new();
        for region in regions.as_array().into_iter().flatten() {
            found.push(cells_of(Some(region))?);
        }
        let boxes = boxes();
        if found.len() != 9 || !found.iter().all(|region| boxes.contains(region)) {
            return Err(LinkError::Irregular);
        }
    }
    let mut list = Vec::new();
    for cage in object
        .get("cages")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let cells = cells_of(cage.get("cells"))?;
        if is_meta(cage.get("value")) && cells.is_empty() {
            continue;
        }
        if cage.get("hidden").and_then(Value::as_bool) == Some(true)
            || cage.get("unique").and_then(Value::as_bool) == Some(false)
        {
            return Err(LinkError::Feature {
                name: "cage without the Killer rule".to_string(),
            });
        }
        let index = list.len();
        let value = cage.get("sum").or_else(|| cage.get("value"));
        list.push((cells, sum_of(index, value)?));
    }
    Ok(Killer {
        cages: Cages::new(list)?,
        givens,
    })
}
