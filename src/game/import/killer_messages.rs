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

#[cfg(test)]
mod tests {
    use crate::board::Cell;
    use crate::game::import::{check, ImportError};
    use crate::killer::{CageError, LinkError};
    use crate::l10n::Localizer;

    /// Nine rows of nine cells, each a cage of 45, with `first` in place of row 1's letters
    /// and `sums` after them: a valid layout when both are left as they are.
    fn rows_killer(first: &str, sums: &str) -> String {
        let mut letters = first.to_string();
        for letter in "BCDEFGHI".chars() {
            letters.extend(std::iter::repeat_n(letter, 9));
        }
        format!("{letters}:{sums}")
    }

    const ROW_SUMS: &str = "45,45,45,45,45,45,45,45,45";

    use super::super::tests::wikipedia;

    /// Every way a Killer is refused reads in English exactly as the error's `Display` (what
    /// the puzzle tool prints), formats in every language with nothing missing, and a text in
    /// our format or an f-puzzles or SudokuPad link is read as a Killer, never as a grid.
    #[test]
    fn every_killer_error_reads_in_english_as_its_display() {
        let nine = |letter: char| letter.to_string().repeat(9);
        let rows = rows_killer(&nine('A'), ROW_SUMS);
        let texts: Vec<String> = vec![
            rows_killer("AAAA5AAAA", ROW_SUMS),
            rows_killer("AAAAéAAAA", ROW_SUMS),
            rows.replacen(':', "5:", 1),
            "AAAA:45".to_string(),
            rows.replacen(':', "A:", 1),
            rows[..81].to_string(),
            rows_killer(&nine('A'), "45,4x,45,45,45,45,45,45,45"),
            rows_killer(&nine('A'), "45,,45,45,45,45,45,45,45"),
            rows_killer(&nine('A'), "45"),
            format!("{}:405,1", "A".repeat(81)),
            format!("{}:405", "A".repeat(81)),
            rows_killer(&nine('A'), "44,45,45,45,45,45,45,45,45"),
            rows_killer("JAAAAAAAA", "12,45,45,45,45,45,45,45,45,45"),
            wikipedia("2"),
            wikipedia("4"),
            format!("{rows}:123"),
            format!("{rows}:{}:", ".".repeat(81)),
            "https://sudokupad.app/sclAAAA".to_string(),
            "https://f-puzzles.com/?id=yhkyz63b".to_string(),
            "https://sudokupad.app/".to_string(),
            "https://sudokupad.app/scfABC".to_string(),
        ];
        let mut errors = Vec::new();
        for text in &texts {
            match check(text) {
                Err(error @ (ImportError::KillerUnreadable(_) | ImportError::KillerLink(_))) => {
                    errors.push(error)
                }
                other => panic!("{text}: a Killer's error, not {other:?}"),
            }
        }
        let cell = |index| Cell::new(index).unwrap();
        let cage_errors = [
            CageError::Empty { cage: 3 },
            CageError::Overlap {
                cell: cell(10),
                first: 0,
                second: 4,
            },
            CageError::Uncovered { cell: cell(80) },
            CageError::Disconnected {
                cage: 2,
                first: cell(3),
                cell: cell(30),
            },
        ];
        errors.extend(
            cage_errors
                .into_iter()
                .map(|error| ImportError::KillerLink(LinkError::Cages(error))),
        );
        let text = |s: &str| s.to_string();
        errors.extend(
            [
                LinkError::NotALink,
                LinkError::Json {
                    message: text("expected value at line 1 column 1"),
                },
                LinkError::NoGrid,
                LinkError::Size {
                    rows: text("6"),
                    columns: text("6"),
                },
                LinkError::Irregular,
                LinkError::Feature {
                    name: text("arrow"),
                },
                LinkError::NoSum { cage: 7 },
                LinkError::BadSum {
                    cage: 0,
                    text: text("1e3"),
                },
                LinkError::BadCell { text: text("R0C1") },
                LinkError::BadGiven {
                    cell: cell(40),
                    text: text("10"),
                },
            ]
            .into_iter()
            .map(ImportError::KillerLink),
        );
        let mut kinds = std::collections::BTreeSet::new();
        for error in &errors {
            let message = error.message();
            for language in crate::l10n::Language::ALL {
                let mut problems = Vec::new();
                let text = Localizer::for_language(language).format_checked(
                    &message,
                    crate::l10n::CellNames::Spelled,
                    &mut problems,
                );
                assert!(problems.is_empty(), "{language:?}: {text}: {problems:?}");
            }
            let mut problems = Vec::new();
            let english = Localizer::english().format_checked(
                &message,
                crate::l10n::CellNames::Compact,
                &mut problems,
            );
            assert_eq!(english, error.to_string());
            message.walk(&mut |m| {
                kinds.insert(m.id.to_string());
            });
        }
        let killer_kinds = kinds
            .iter()
            .filter(|id| !id.starts_with("import-error-") || id.contains("killer"))
            .count();
        assert_eq!(
            killer_kinds,
            2 + 11 + 8 + 13,
            "every Killer message: {kinds:?}"
        );
    }
}
