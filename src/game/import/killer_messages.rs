//! Why a Killer brought in cannot be played, as messages of the game's catalogue: what
//! [`ParseKillerError`], [`LinkError`] and [`CageError`] say in English, their places (line,
//! column, cell, cage) kept as arguments, so each language words them.

use crate::killer::{sum_range, CageError, LinkError, ParseKillerError, MAX_CAGE_SIZE};
use crate::l10n::Message;

use super::{char_message, parse_message};

/// A Killer in our format that cannot be read, as a message (`killer-error-...`).
pub(super) fn text_message(error: &ParseKillerError) -> Message {
    match error {
        ParseKillerError::UnexpectedChar {
            ch,
            line,
            column,
            cell,
        } => {
            let message = match cell {
                Some(cell) => Message::new("killer-error-unexpected-char-at").cell("cell", *cell),
                None => Message::new("killer-error-unexpected-char"),
            };
            message
                .number("line", *line)
                .number("column", *column)
                .message("char", char_message(*ch))
        }
        ParseKillerError::TooFewLetters { found } => {
            Message::new("killer-error-too-few-letters").number("found", *found)
        }
        ParseKillerError::TooManyLetters {
            found,
            line,
            column,
        } => Message::new("killer-error-too-many-letters")
            .number("line", *line)
            .number("column", *column)
            .number("found", *found),
        ParseKillerError::MissingSums => Message::new("killer-error-missing-sums"),
        ParseKillerError::BadSum { text, line, column } => {
            let message = if text.is_empty() {
                Message::new("killer-error-missing-sum")
            } else {
                Message::new("killer-error-bad-sum").text("text", text.as_str())
            };
            message.number("line", *line).number("column", *column)
        }
        ParseKillerError::SumCount { cages, sums } => Message::new("killer-error-sum-count")
            .number("cages", *cages)
            .number("sums", *sums),
        ParseKillerError::Cage {
            letter: Some(letter),
            error,
        } => Message::new("killer-error-cage")
            .text("letter", letter.to_string())
            .message("error", cage_message(error)),
        ParseKillerError::Cage {
            letter: None,
            error,
        } => cage_message(error),
        ParseKillerError::Givens {
            line,
            column,
            error,
        } => Message::new("killer-error-givens")
            .number("line", *line)
            .number("column", *column)
            .message("error", parse_message(error)),
        ParseKillerError::TooManyParts { line, column } => {
            Message::new("killer-error-too-many-parts")
                .number("line", *line)
                .number("column", *column)
        }
    }
}

/// A layout that is no Killer, as a message (`cage-error-...`): cages numbered from 1, in the
/// order they were given.
pub(super) fn cage_message(error: &CageError) -> Message {
    match *error {
        CageError::Empty { cage } => Message::new("cage-error-empty").number("cage", cage + 1),
        CageError::Overlap {
            cell,
            first,
            second,
        } => Message::new("cage-error-overlap")
            .cell("cell", cell)
            .number("cage", first + 1)
            .number("other", second + 1),
        CageError::Uncovered { cell } => Message::new("cage-error-uncovered").cell("cell", cell),
        CageError::Disconnected { cage, first, cell } => Message::new("cage-error-disconnected")
            .number("cage", cage + 1)
            .cell("first", first)
            .cell("cell", cell),
        CageError::ImpossibleSum {
            cage,
            first,
            size,
            sum,
        } => {
            let message = if size > MAX_CAGE_SIZE {
                Message::new("cage-error-too-big")
            } else {
                match sum_range(size) {
                    (low, high) if low == high => {
                        Message::new("cage-error-sum-fixed").number("low", low as usize)
                    }
                    (low, high) => Message::new("cage-error-sum-range")
                        .number("low", low as usize)
                        .number("high", high as usize),
                }
            };
            message
                .number("cage", cage + 1)
                .cell("first", first)
                .number("size", size)
                .number("sum", sum as usize)
        }
        CageError::Total { total } => {
            Message::new("cage-error-total").number("total", total as usize)
        }
    }
}

/// An f-puzzles or SudokuPad link that holds no Killer Peerless plays, as a message
/// (`link-error-...`): cages numbered from 1, in the link's order.
pub(super) fn link_message(error: &LinkError) -> Message {
    match error {
        LinkError::NotALink => Message::new("link-error-not-a-link"),
        LinkError::StoredOnline { id } => {
            Message::new("link-error-stored-online").text("id", id.as_str())
        }
        LinkError::Format { name } => Message::new("link-error-format").text("name", name.as_str()),
        LinkError::Decompress => Message::new("link-error-decompress"),
        // The JSON reader's own words, which are English: the place it names is what helps.
        LinkError::Json { message } => {
            Message::new("link-error-json").text("message", message.as_str())
        }
        LinkError::NoGrid => Message::new("link-error-no-grid"),
        LinkError::Size { rows, columns } => Message::new("link-error-size")
            .text("rows", rows.as_str())
            .text("columns", columns.as_str()),
        LinkError::Irregular => Message::new("link-error-irregular"),
        LinkError::Feature { name } => {
            Message::new("link-error-feature").text("name", name.as_str())
        }
        LinkError::NoSum { cage } => Message::new("link-error-no-sum").number("cage", cage + 1),
        LinkError::BadSum { cage, text } => Message::new("link-error-bad-sum")
            .number("cage", cage + 1)
            .text("text", text.as_str()),
        LinkError::BadCell { text } => {
            Message::new("link-error-bad-cell").text("text", text.as_str())
        }
        LinkError::BadGiven { cell, text } => Message::new("link-error-bad-given")
            .cell("cell", *cell)
            .text("text", text.as_str()),
        LinkError::Cages(error) => cage_message(error),
    }
}
