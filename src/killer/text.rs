//! Our one-line Killer format: a letter for each cell's cage, then the sums, then the givens if
//! there are any, read with errors that say what is wrong and where, and written back the same.
//!
//! ```text
//! AABBBCCDD...(81 letters):3,15,22,...(one sum per cage)[:..5......(81 cells)]
//! ```
//!
//! - **Letters.** 81 letters (`A`-`Z`, `a`-`z`), one per cell, row by row. Cells with the same
//!   letter that touch side by side are one cage. Spaces, line breaks and the grid decoration
//!   the classic format skips (`|`, `-`, `+`, box-drawing characters) may stand between them, so
//!   nine lines of nine letters read as well as one line.
//! - **Sums.** After a `:`, the sums separated by `,`, in the order of the cages' first cells
//!   (reading row by row). Name the cages `A`, `B`, `C`... in the order you meet them and the
//!   sums are in letter order, which is how Peerless writes them.
//! - **Givens.** Optionally, after a second `:`, the givens in the classic format (81 cells,
//!   `.` or `0` for an empty one).
//!
//! Only letters, digits, `:`, `,` and `.` appear in what Peerless writes, all of which a URL
//! fragment (`#...`) holds as they are. Two cages that do not touch may share a letter, which is
//! how a layout of more than 52 cages is written (Peerless reuses a letter only then, taking the
//! first one no neighbouring cage has).

use std::fmt;
use std::str::FromStr;

use crate::board::{Board, Cell, ParseError};
use crate::killer::cages::{connected_from, neighbours, CageError, Cages};
use crate::killer::Killer;
use crate::sets::CellSet;

/// The letters a cage is written with, in the order Peerless gives them out.
const LETTERS: &[u8; 52] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// Why a text is not a Killer puzzle in our format, and where. Lines and columns count from 1,
/// columns in characters, as an editor shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseKillerError {
    /// A character among the cage letters that is neither a letter nor decoration.
    UnexpectedChar {
        /// The character.
        ch: char,
        /// Its line.
        line: usize,
        /// Its column.
        column: usize,
        /// The cell whose letter it stood in place of, if fewer than 81 letters came before.
        cell: Option<Cell>,
    },
    /// Fewer than 81 cage letters before the sums (or the end).
    TooFewLetters {
        /// How many there were.
        found: usize,
    },
    /// More than 81 cage letters.
    TooManyLetters {
        /// How many there were.
        found: usize,
        /// The line of the 82nd.
        line: usize,
        /// Its column.
        column: usize,
    },
    /// The letters are not followed by a `:` and the sums.
    MissingSums,
    /// Something between commas that is not a sum (a whole number).
    BadSum {
        /// What stood there.
        text: String,
        /// Its line.
        line: usize,
        /// The column where it starts.
        column: usize,
    },
    /// The letters make a number of cages that differs from the number of sums.
    SumCount {
        /// The cages the letters make.
        cages: usize,
        /// The sums given.
        sums: usize,
    },
    /// The letters and sums make no Killer layout: the cage (by its letter) and why.
    Cage {
        /// The letter of the cage at fault, or `None` when the fault is the total of the sums.
        letter: Option<char>,
        /// What is wrong, with the cage numbered in the order of the sums.
        error: CageError,
    },
    /// The givens after the second `:` are not a grid.
    Givens {
        /// The line where the givens start.
        line: usize,
        /// The column where they start.
        column: usize,
        /// What is wrong with them, counted from their start.
        error: ParseError,
    },
    /// A third `:`: the format has three parts at most.
    TooManyParts {
        /// Its line.
        line: usize,
        /// Its column.
        column: usize,
    },
}

impl fmt::Display for ParseKillerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseKillerError::UnexpectedChar {
                ch,
                line,
                column,
                cell,
            } => {
                write!(f, "line {line}, column {column}: unexpected ")?;
                // Named as the classic reader names a character: itself when it can be seen,
                // its code point when it cannot, both when it may be hard to tell apart.
                let code = u32::from(*ch);
                if ch.is_ascii_graphic() {
                    write!(f, "character '{ch}'")?;
                } else if ch.is_control() || ch.is_whitespace() {
                    write!(f, "character U+{code:04X}")?;
                } else {
                    write!(f, "character '{ch}' (U+{code:04X})")?;
                }
                match cell {
                    Some(cell) => write!(f, " where the cage letter of {cell} should be")?,
                    None => write!(f, " after the 81 cage letters")?,
                }
                write!(
                    f,
                    " (a cage is marked by a letter A-Z or a-z, and a ':' begins the sums)"
                )
            }
            ParseKillerError::TooFewLetters { found } => write!(
                f,
                "expected 81 cage letters, one for each cell, found {found}"
            ),
            ParseKillerError::TooManyLetters {
                found,
                line,
                column,
            } => write!(
                f,
                "line {line}, column {column}: letter 82 is one too many \
                 (one cage letter for each of 81 cells, found {found})"
            ),
            ParseKillerError::MissingSums => write!(
                f,
                "the cage letters are not followed by ':' and the sums (as in 'AB...:3,15,...')"
            ),
            ParseKillerError::BadSum { text, line, column } if text.is_empty() => write!(
                f,
                "line {line}, column {column}: a sum is missing (the sums are whole numbers \
                 separated by commas)"
            ),
            ParseKillerError::BadSum { text, line, column } => write!(
                f,
                "line {line}, column {column}: '{text}' is not a sum (the sums are whole \
                 numbers separated by commas)"
            ),
            ParseKillerError::SumCount { cages, sums } => {
                let cages = match cages {
                    1 => "1 cage".to_string(),
                    n => format!("{n} cages"),
                };
                let sums = match sums {
                    1 => "1 sum follows".to_string(),
                    n => format!("{n} sums follow"),
                };
                write!(
                    f,
                    "the letters make {cages} but {sums} (one sum for each cage, in the order \
                     of the cages' first cells)"
                )
            }
            ParseKillerError::Cage {
                letter: Some(letter),
                error,
            } => write!(f, "cage {letter}: {error}"),
            ParseKillerError::Cage {
                letter: None,
                error,
            } => write!(f, "{error}"),
            ParseKillerError::Givens {
                line,
                column,
                error,
            } => write!(f, "the givens (from line {line}, column {column}): {error}"),
            ParseKillerError::TooManyParts { line, column } => write!(
                f,
                "line {line}, column {column}: a third ':' (the format is letters, sums and \
                 givens, separated by two)"
            ),
        }
    }
}

impl std::error::Error for ParseKillerError {}

/// Characters a person may put between the cage letters, skipped as the classic parser skips
/// them around cells.
fn is_decoration(ch: char) -> bool {
    ch.is_whitespace() || matches!(ch, '|' | '-' | '+' | '\u{2500}'..='\u{257F}')
}

/// The text's characters with their line and column (from 1) and byte offset.
struct Positioned<'a> {
    chars: std::str::CharIndices<'a>,
    line: usize,
    column: usize,
}

impl Iterator for Positioned<'_> {
    /// A character, its line, its column and its byte offset.
    type Item = (char, usize, usize, usize);

    fn next(&mut self) -> Option<Self::Item> {
        let (offset, ch) = self.chars.next()?;
        self.column += 1;
        let here = (ch, self.line, self.column, offset);
        if ch == '\n' {
            self.line += 1;
            self.column = 0;
        }
        Some(here)
    }
}

/// Reads a Killer in our format; see the module's documentation.
pub fn parse(text: &str) -> Result<Killer, ParseKillerError> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let mut chars = Positioned {
        chars: text.char_indices(),
        line: 1,
        column: 0,
    };
    let mut letters = [0u8; 81];
    let mut found = 0usize;
    let mut extra_at = None;
    let mut sums_start = None;
    for (ch, line, column, offset) in chars.by_ref() {
        if ch == ':' {
            sums_start = Some(offset + 1);
            break;
        }
        if ch.is_ascii_alphabetic() {
            if found < 81 {
                letters[found] = ch as u8;
            } else if extra_at.is_none() {
                extra_at = Some((line, column));
            }
            found += 1;
        } else if !is_decoration(ch) {
            return Err(ParseKillerError::UnexpectedChar {
                ch,
                line,
                column,
                cell: Cell::new(found),
            });
        }
    }
    if let Some((line, column)) = extra_at {
        return Err(ParseKillerError::TooManyLetters {
            found,
            line,
            column,
        });
    }
    if found < 81 {
        return Err(ParseKillerError::TooFewLetters { found });
    }
    let Some(sums_start) = sums_start else {
        return Err(ParseKillerError::MissingSums);
    };

    // The cages: each cell's letter, joined side by side, in the order of their first cells.
    let mut by_letter = [CellSet::EMPTY; 128];
    for cell in Cell::ALL {
        by_letter[usize::from(letters[cell.index()])].insert(cell);
    }
    let mut cages = [(CellSet::EMPTY, 0u32); 81];
    let mut cage_letters = [0u8; 81];
    let mut count = 0;
    let mut placed = CellSet::EMPTY;
    for cell in Cell::ALL {
        if !placed.contains(cell) {
            let letter = letters[cell.index()];
            let cage = connected_from(cell, by_letter[usize::from(letter)]);
            placed |= cage;
            cages[count].0 = cage;
            cage_letters[count] = letter;
            count += 1;
        }
    }

    // The sums, up to a second ':' or the end: each token between separators, with where it
    // starts (its byte offset, line and column).
    let mut sums = 0usize;
    let mut token = (sums_start, chars.line, chars.column + 1);
    let mut givens_start = None;
    loop {
        let next = chars.next();
        let (end, separator) = match next {
            Some((',' | ':', _, _, offset)) => (offset, next),
            Some(_) => continue,
            None => (text.len(), None),
        };
        let (start, line, column) = token;
        let sum = text[start..end].trim();
        if sum.is_empty() || !sum.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseKillerError::BadSum {
                text: sum.to_string(),
                line,
                column,
            });
        }
        if sums < 81 {
            cages[sums].1 = sum.parse().unwrap_or(u32::MAX);
        }
        sums += 1;
        match separator {
            Some((',', line, column, offset)) => token = (offset + 1, line, column + 1),
            Some((_, line, column, offset)) => {
                givens_start = Some((offset + 1, line, column + 1));
                break;
            }
            None => break,
        }
    }
    if sums != count {
        return Err(ParseKillerError::SumCount { cages: count, sums });
    }
    let cages = Cages::new(cages[..count].iter().copied()).map_err(|error| {
        let letter = match error {
            CageError::ImpossibleSum { cage, .. } | CageError::Disconnected { cage, .. } => {
                Some(char::from(cage_letters[cage]))
            }
            _ => None,
        };
        ParseKillerError::Cage { letter, error }
    })?;

    let givens = match givens_start {
        None => Board::EMPTY,
        Some((start, line, column)) => {
            let rest = &text[start..];
            if let Some((ch_line, ch_column)) =
                chars.find(|&(ch, ..)| ch == ':').map(|(_, l, c, _)| (l, c))
            {
                return Err(ParseKillerError::TooManyParts {
                    line: ch_line,
                    column: ch_column,
                });
            }
            Board::parse(rest).map_err(|error| ParseKillerError::Givens {
                line,
                column,
                error,
            })?
        }
    };
    Ok(Killer { cages, givens })
}

impl FromStr for Killer {
    type Err = ParseKillerError;

    fn from_str(text: &str) -> Result<Killer, ParseKillerError> {
        parse(text)
    }
}

impl Killer {
    /// Reads a Killer in our one-line format (described in `docs/engine.md`): the cage letters,
    /// the sums, and the givens if any.
    pub fn parse(text: &str) -> Result<Killer, ParseKillerError> {
        parse(text)
    }

    /// The letter of each cell's cage as Peerless writes them: `A`, `B`, `C`... in the order of
    /// the cages' first cells, and past the 52nd cage the first letter no neighbouring cage has.
    pub fn letters(&self) -> [u8; 81] {
        let cages = self.cages.as_slice();
        let mut of_cage = [0u8; 81];
        for (index, cage) in cages.iter().enumerate() {
            of_cage[index] = if index < LETTERS.len() {
                LETTERS[index]
            } else {
                let mut taken = 0u64;
                for cell in neighbours(cage.cells()) {
                    let other = self.cages.index_of(cell);
                    if other < index {
                        let letter = of_cage[other];
                        if let Some(at) = LETTERS.iter().position(|&l| l == letter) {
                            taken |= 1 << at;
                        }
                    }
                }
                // A cage with 52 neighbouring cages would need over 52 cells around it; there
                // are never more than 29 beyond the first 52 cages.
                LETTERS[(!taken).trailing_zeros().min(51) as usize]
            };
        }
        let mut letters = [0u8; 81];
        for cell in Cell::ALL {
            letters[cell.index()] = of_cage[self.cages.index_of(cell)];
        }
        letters
    }
}

impl fmt::Display for Killer {
    /// The one-line format: letters, `:`, sums, and `:` with the givens when there are any.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letters = self.letters();
        // Every letter is ASCII.
        f.write_str(std::str::from_utf8(&letters).map_err(|_| fmt::Error)?)?;
        for (index, cage) in self.cages.iter().enumerate() {
            f.write_str(if index == 0 { ":" } else { "," })?;
            write!(f, "{}", cage.sum())?;
        }
        if self.givens.filled_count() > 0 {
            write!(f, ":{}", self.givens)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::killer::testing::random_layout;
    use crate::solver::random_solution;
    use proptest::prelude::*;
    use rand_chacha::rand_core::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Nine rows of nine cells, each a cage of 45: `AAAAAAAAA BBBBBBBBB ...`.
    fn rows_line() -> String {
        let letters: String = (0..81).map(|i| char::from(b'A' + (i / 9) as u8)).collect();
        format!("{letters}:45,45,45,45,45,45,45,45,45")
    }

    #[test]
    fn a_layout_reads_and_writes_back() {
        let killer = Killer::parse(&rows_line()).unwrap();
        assert_eq!(killer.cages.len(), 9);
        assert_eq!(killer.givens, Board::EMPTY);
        assert_eq!(killer.to_string(), rows_line());
        // Nine lines of nine letters, with spaces, read the same.
        let grid: String = rows_line().as_bytes()[..81]
            .chunks(9)
            .map(|row| format!("{} \n", std::str::from_utf8(row).unwrap()))
            .collect();
        assert_eq!(
            Killer::parse(&format!("{grid}: 45, 45,45,45,45,45,45,45,45")),
            Ok(killer.clone())
        );
        // Givens after a second ':'.
        let givens = format!("{}:5{}", rows_line(), ".".repeat(80));
        let with_givens = Killer::parse(&givens).unwrap();
        assert_eq!(with_givens.givens.given_count(), 1);
        assert_eq!(with_givens.to_string(), givens);
    }

    #[test]
    fn mistakes_are_named_with_their_place() {
        let line = rows_line();
        let mut bad = line.clone();
        bad.replace_range(10..11, "#");
        assert_eq!(
            Killer::parse(&bad).unwrap_err().to_string(),
            "line 1, column 11: unexpected character '#' where the cage letter of r2c2 should be \
             (a cage is marked by a letter A-Z or a-z, and a ':' begins the sums)"
        );
        assert_eq!(
            Killer::parse(&line[1..]).unwrap_err(),
            ParseKillerError::TooFewLetters { found: 80 }
        );
        assert_eq!(
            Killer::parse(&format!("A{line}")).unwrap_err(),
            ParseKillerError::TooManyLetters {
                found: 82,
                line: 1,
                column: 82
            }
        );
        assert_eq!(
            Killer::parse(&line[..81]).unwrap_err(),
            ParseKillerError::MissingSums
        );
        let bad_sum = line.replace(":45,45,", ":45,4x,");
        assert_eq!(
            Killer::parse(&bad_sum).unwrap_err().to_string(),
            "line 1, column 86: '4x' is not a sum (the sums are whole numbers separated by commas)"
        );
        assert_eq!(
            Killer::parse(&line.replace(":45,", ":")).unwrap_err(),
            ParseKillerError::SumCount { cages: 9, sums: 8 }
        );
        let impossible = line.replacen("45", "44", 1).replacen("45", "46", 1);
        assert_eq!(
            Killer::parse(&impossible).unwrap_err().to_string(),
            "cage A: cage 1 (at r1c1) has 9 cells and a sum of 44, but 9 different digits always add up to 45"
        );
        // Letters that make two cages where one was meant: the count says so.
        let mut split = line.clone();
        split.replace_range(4..5, "B");
        assert_eq!(
            Killer::parse(&split).unwrap_err(),
            ParseKillerError::SumCount { cages: 10, sums: 9 }
        );
        let givens = format!("{line}:5{}", "x".repeat(80));
        let message = Killer::parse(&givens).unwrap_err().to_string();
        assert!(
            message.starts_with(
                "the givens (from line 1, column 110): line 1, column 2: unexpected character 'x'"
            ),
            "{message}"
        );
        assert!(matches!(
            Killer::parse(&format!("{line}:{}:", ".".repeat(81))),
            Err(ParseKillerError::TooManyParts { .. })
        ));
    }

    #[test]
    fn more_than_52_cages_reuse_letters_of_cages_that_do_not_touch() {
        // Every cell its own cage: 81 cages.
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let solution = random_solution(&Board::EMPTY, &mut rng).unwrap();
        let cages = random_layout(&solution, 1, &mut rng);
        assert_eq!(cages.len(), 81);
        let killer = Killer {
            cages,
            givens: Board::EMPTY,
        };
        let line = killer.to_string();
        assert!(line[..81].bytes().all(|b| b.is_ascii_alphabetic()));
        assert_eq!(Killer::parse(&line), Ok(killer));
    }

    proptest! {
        #[test]
        fn random_layouts_round_trip(seed in any::<u64>(), max_size in 1usize..=9, givens in any::<u128>()) {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let solution = random_solution(&Board::EMPTY, &mut rng).unwrap();
            let cages = random_layout(&solution, max_size, &mut rng);
            let mut board = Board::EMPTY;
            for cell in Cell::ALL {
                if givens >> cell.index() & 1 != 0 && cell.index() % 3 == 0 {
                    board.force(cell, solution.get(cell));
                }
            }
            board.mark_givens();
            let killer = Killer { cages, givens: board };
            let line = killer.to_string();
            prop_assert!(line.bytes().all(|b| b.is_ascii_alphanumeric() || b":,.".contains(&b)));
            prop_assert_eq!(Killer::parse(&line), Ok(killer));
        }
    }
}
