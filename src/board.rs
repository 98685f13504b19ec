//! The board model: 81 cells, the digits in them, and which of them are the puzzle's givens.
//!
//! Everything above this module (rules, solver, logic, game) speaks in these types. They are built so
//! that a value outside the domain cannot exist: a [`Cell`] is always `0..81`, a [`Digit`] always
//! `1..=9`, and "empty" is `None`, never a magic zero (zero survives only inside the text format and
//! the raw byte view that the solver reads).

use std::fmt;
use std::num::NonZeroU8;
use std::str::FromStr;

use crate::sets::CellSet;

/// One of the 81 cells, numbered row-major from 0 (`r1c1`) to 80 (`r9c9`).
///
/// A `Cell` can only be built in range, so every table lookup and array index downstream is safe
/// without clamping. Rows, columns and boxes are numbered from 0 in code and from 1 in everything a
/// player reads (`r3c7`, "box 5").
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell(u8);

impl Cell {
    /// The number of cells on a board.
    pub const COUNT: usize = 81;

    /// Every cell in row-major order, for `for cell in Cell::ALL` without building an iterator chain.
    pub const ALL: [Cell; 81] = {
        let mut all = [Cell(0); 81];
        let mut i = 0;
        while i < 81 {
            all[i] = Cell(i as u8);
            i += 1;
        }
        all
    };

    /// The cell with flat index `index` (0..81), or `None` outside the board.
    #[inline]
    pub const fn new(index: usize) -> Option<Cell> {
        if index < 81 {
            Some(Cell(index as u8))
        } else {
            None
        }
    }

    /// The cell at `row` and `col` (both 0..9), or `None` outside the board.
    #[inline]
    pub const fn at(row: usize, col: usize) -> Option<Cell> {
        if row < 9 && col < 9 {
            Some(Cell((row * 9 + col) as u8))
        } else {
            None
        }
    }

    /// Builds a cell from an index the caller has already proved to be in range (tables, bit scans).
    #[inline]
    pub(crate) const fn from_index_unchecked(index: usize) -> Cell {
        debug_assert!(index < 81);
        Cell(index as u8)
    }

    /// The flat index (0..81), for indexing arrays of 81.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The row, 0..9 from the top.
    #[inline]
    pub const fn row(self) -> usize {
        self.0 as usize / 9
    }

    /// The column, 0..9 from the left.
    #[inline]
    pub const fn col(self) -> usize {
        self.0 as usize % 9
    }

    /// The 3x3 box, 0..9 left to right, top to bottom. (`box` is a Rust keyword, hence the underscore.)
    #[inline]
    pub const fn box_(self) -> usize {
        (self.row() / 3) * 3 + self.col() / 3
    }
}

impl fmt::Display for Cell {
    /// The name players and forums use: `r3c7` for row 3, column 7 (counted from 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A Sudoku digit, 1 to 9.
///
/// Stored as a `NonZeroU8` so that `Option<Digit>` (an empty or filled cell) is still one byte.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The nine digits in order.
    pub const ALL: [Digit; 9] = {
        let mut all = [Digit(NonZeroU8::MIN); 9];
        let mut i = 0;
        while i < 9 {
            all[i] = Digit::from_u8_unchecked(i as u8 + 1);
            i += 1;
        }
        all
    };

    /// The digit `value`, or `None` unless `value` is 1..=9.
    #[inline]
    pub const fn new(value: u8) -> Option<Digit> {
        if value >= 1 && value <= 9 {
            Some(Digit::from_u8_unchecked(value))
        } else {
            None
        }
    }

    /// Builds a digit from a value the caller has already proved to be 1..=9 (tables, bit scans).
    #[inline]
    pub(crate) const fn from_u8_unchecked(value: u8) -> Digit {
        debug_assert!(value >= 1 && value <= 9);
        match NonZeroU8::new(value) {
            Some(v) => Digit(v),
            None => panic!("digit 0"),
        }
    }

    /// The digit's value, 1..=9.
    #[inline]
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// The digit's position among the nine, 0..9 (`1` is 0, `9` is 8): for indexing arrays of
    /// nine per-digit entries, so no caller writes (and can get wrong) the `- 1` itself.
    #[inline]
    pub const fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// The digit's bit in a [`Digits`](crate::Digits) mask: bit `value`, so bit 0 is never used.
    #[inline]
    pub const fn bit(self) -> u16 {
        1 << self.0.get()
    }

    /// The digit's ASCII character, `'1'..='9'`.
    #[inline]
    pub const fn to_char(self) -> char {
        (b'0' + self.0.get()) as char
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

impl fmt::Debug for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl TryFrom<u8> for Digit {
    type Error = DigitRangeError;

    fn try_from(value: u8) -> Result<Digit, DigitRangeError> {
        Digit::new(value).ok_or(DigitRangeError(value))
    }
}

/// A number that was offered as a [`Digit`] but is not 1..=9.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DigitRangeError(pub u8);

impl fmt::Display for DigitRangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not a Sudoku digit (1 to 9)", self.0)
    }
}

impl std::error::Error for DigitRangeError {}

/// A 9x9 board: the digit in each cell and which cells are the puzzle's givens.
///
/// It is a plain `Copy` value with no heap allocation, so the solver and generator can copy it freely
/// and the game can keep one per undo step if it wants. Two writers keep givens safe:
/// [`Board::set`] is the player's pen and refuses to touch a given; [`Board::force`] is the
/// solver's and generator's tool and writes anywhere. The invariant "every given cell holds a digit"
/// always holds.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// 0 for empty, 1..=9 for a digit. Private so that nothing outside can store a 10.
    cells: [u8; 81],
    givens: CellSet,
}

impl Default for Board {
    fn default() -> Board {
        Board::EMPTY
    }
}

/// The answer of [`Board::set`] when the player tries to change a given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GivenCellError(pub Cell);

impl fmt::Display for GivenCellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is a given of the puzzle and cannot be changed",
            self.0
        )
    }
}

impl std::error::Error for GivenCellError {}

impl Board {
    /// A board with no digits and no givens.
    pub const EMPTY: Board = Board {
        cells: [0; 81],
        givens: CellSet::EMPTY,
    };

    /// The digit in `cell`, or `None` when it is empty.
    #[inline]
    pub fn get(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.cells[cell.index()])
    }

    /// Whether `cell` is one of the puzzle's givens (which the player cannot change).
    #[inline]
    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens.contains(cell)
    }

    /// The set of given cells.
    #[inline]
    pub fn givens(&self) -> CellSet {
        self.givens
    }

    /// The player's pen: writes `value` (or empties the cell with `None`) unless `cell` is a given.
    ///
    /// A given is never changed; the error tells the caller so it can say why nothing happened.
    #[inline]
    pub fn set(&mut self, cell: Cell, value: Option<Digit>) -> Result<(), GivenCellError> {
        if self.is_given(cell) {
            return Err(GivenCellError(cell));
        }
        self.cells[cell.index()] = value.map_or(0, Digit::get);
        Ok(())
    }

    /// The solver's and generator's tool: writes `value` into any cell, givens included.
    ///
    /// Emptying a given also removes it from the givens (an empty cell is never a given); writing a
    /// digit into a given keeps it a given. Game code should use [`Board::set`] instead.
    #[inline]
    pub fn force(&mut self, cell: Cell, value: Option<Digit>) {
        self.cells[cell.index()] = value.map_or(0, Digit::get);
        if value.is_none() {
            self.givens.remove(cell);
        }
    }

    /// Freezes the digits now on the board as the puzzle: every filled cell becomes a given and
    /// every empty cell stops being one.
    pub fn mark_givens(&mut self) {
        self.givens = self.filled_cells();
    }

    /// Empties every cell that is not a given: the puzzle as it was before the player started.
    pub fn clear_entries(&mut self) {
        for (i, value) in self.cells.iter_mut().enumerate() {
            if !self.givens.contains(Cell::from_index_unchecked(i)) {
                *value = 0;
            }
        }
    }

    /// The set of cells holding a digit.
    pub fn filled_cells(&self) -> CellSet {
        // Two 64-bit halves: shifts of a u128 by a variable amount cost several instructions.
        let (low, high) = self.cells.split_at(64);
        let mut bits = [0u64; 2];
        for (word, half) in bits.iter_mut().zip([low, high]) {
            for (i, &value) in half.iter().enumerate() {
                *word |= u64::from(value != 0) << i;
            }
        }
        CellSet::from_bits_truncate(u128::from(bits[0]) | u128::from(bits[1]) << 64)
    }

    /// The set of empty cells.
    pub fn empty_cells(&self) -> CellSet {
        !self.filled_cells()
    }

    /// How many cells hold a digit (givens and entries).
    pub fn filled_count(&self) -> usize {
        self.cells.iter().filter(|&&value| value != 0).count()
    }

    /// How many cells are givens.
    #[inline]
    pub fn given_count(&self) -> usize {
        self.givens.len()
    }

    /// Whether every cell holds a digit (which says nothing about clashes: see
    /// [`rules::is_complete`](crate::rules::is_complete)).
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&value| value != 0)
    }

    /// The raw cell bytes, 0 for empty and 1..=9 for a digit, row-major: the fast view the solver
    /// and the rules layer read.
    #[inline]
    pub fn as_bytes(&self) -> &[u8; 81] {
        &self.cells
    }

    /// The board with every cell's digit replaced by `digits` (each 1..=9, which the caller has
    /// proved), the givens unchanged: the solver's fast way to hand back a solution.
    pub(crate) fn with_all_digits(&self, digits: &[u8; 81]) -> Board {
        debug_assert!(digits.iter().all(|&d| (1..=9).contains(&d)));
        Board {
            cells: *digits,
            givens: self.givens,
        }
    }

    /// The 81-character line form as ASCII bytes (`.` for empty), without formatting machinery:
    /// for tools that write millions of boards.
    pub fn line_bytes(&self) -> [u8; 81] {
        self.cells
            .map(|value| if value == 0 { b'.' } else { b'0' + value })
    }

    /// Every cell with its content, in row-major order.
    pub fn iter(&self) -> impl Iterator<Item = (Cell, Option<Digit>)> + '_ {
        Cell::ALL
            .into_iter()
            .map(move |cell| (cell, self.get(cell)))
    }

    /// Builds a puzzle from a 9x9 matrix of numbers, 0 for empty; every digit becomes a given.
    ///
    /// Takes any integer type that widens to `i64`, so callers with `i32` or `u8` matrices need no
    /// conversion, and reports the first value outside 0..=9 with its cell.
    pub fn from_matrix<T: Copy + Into<i64>>(matrix: &[[T; 9]; 9]) -> Result<Board, MatrixError> {
        let mut board = Board::EMPTY;
        for (row, values) in matrix.iter().enumerate() {
            for (col, &value) in values.iter().enumerate() {
                let value: i64 = value.into();
                let cell = Cell::from_index_unchecked(row * 9 + col);
                match u8::try_from(value) {
                    Ok(v @ 0..=9) => board.cells[cell.index()] = v,
                    _ => return Err(MatrixError { cell, value }),
                }
            }
        }
        board.mark_givens();
        Ok(board)
    }

    /// The board as a 9x9 matrix of numbers, 0 for empty (the inverse of [`Board::from_matrix`]).
    pub fn to_matrix(&self) -> [[u8; 9]; 9] {
        let mut matrix = [[0u8; 9]; 9];
        for (i, &value) in self.cells.iter().enumerate() {
            matrix[i / 9][i % 9] = value;
        }
        matrix
    }

    /// Parses a puzzle from text; every digit becomes a given. See [`ParseError`] for the format.
    pub fn parse(text: &str) -> Result<Board, ParseError> {
        parse_text(text)
    }

    /// Parses a puzzle from raw bytes, which must be UTF-8: the entry point for files and pipes,
    /// so that bad bytes get the same kind of "what and where" answer as bad characters.
    pub fn parse_bytes(bytes: &[u8]) -> Result<Board, ParseError> {
        match std::str::from_utf8(bytes) {
            Ok(text) => parse_text(text),
            Err(error) => {
                let valid = &bytes[..error.valid_up_to()];
                // The prefix is valid UTF-8 by construction.
                let prefix = std::str::from_utf8(valid).unwrap_or_default();
                let (line, column) = position_after(prefix);
                Err(ParseError::InvalidUtf8 { line, column })
            }
        }
    }
}

/// A matrix value outside 0..=9, with the cell it was found in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatrixError {
    /// Where the value was.
    pub cell: Cell,
    /// The value itself.
    pub value: i64,
}

impl fmt::Display for MatrixError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} holds {}, but a cell must be 0 (empty) or a digit 1 to 9",
            self.cell, self.value
        )
    }
}

impl std::error::Error for MatrixError {}

/// Why a text is not a puzzle, and where. Lines and columns count from 1; columns count characters,
/// not bytes, so they match what an editor shows.
///
/// The format: 81 cells in row-major order, each a digit `1`-`9` or `.`/`0` for empty. Whitespace and
/// grid decoration (`|`, `-`, `+` and the Unicode box-drawing characters) are skipped anywhere, so
/// the one-line form, the pretty grid that `{:#}` prints, and most grids pasted from the web all read
/// back. A byte-order mark at the very start is skipped too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseError {
    /// A character that is neither a cell nor decoration.
    UnexpectedChar {
        /// The character.
        ch: char,
        /// Its line, from 1.
        line: usize,
        /// Its column (in characters), from 1.
        column: usize,
        /// The cell it stood where, when fewer than 81 cells had been read before it.
        cell: Option<Cell>,
    },
    /// The text ended before 81 cells.
    TooFewCells {
        /// How many cells were found.
        found: usize,
    },
    /// The text holds more than 81 cells.
    TooManyCells {
        /// How many cells were found in all.
        found: usize,
        /// The line of the 82nd cell.
        line: usize,
        /// The column of the 82nd cell.
        column: usize,
    },
    /// A grid whose cells are spaced out holds a number of two digits or more (such as "10"),
    /// which reads as several cells: the count comes out over 81.
    JoinedDigits {
        /// How many cells were found in all.
        found: usize,
        /// The line of the number.
        line: usize,
        /// The column of its first digit.
        column: usize,
    },
    /// The bytes are not UTF-8 text.
    InvalidUtf8 {
        /// The line of the first bad byte.
        line: usize,
        /// The column of the first bad byte (characters before it, plus one).
        column: usize,
    },
}

impl ParseError {
    /// The same error with its line numbers moved down by `first_line - 1`: for callers that parse
    /// one line of a larger file (such as the puzzle tool) and want the file's line number.
    pub fn starting_at_line(self, first_line: usize) -> ParseError {
        let shift = |line: usize| line + first_line.saturating_sub(1);
        match self {
            ParseError::UnexpectedChar {
                ch,
                line,
                column,
                cell,
            } => ParseError::UnexpectedChar {
                ch,
                line: shift(line),
                column,
                cell,
            },
            ParseError::TooManyCells {
                found,
                line,
                column,
            } => ParseError::TooManyCells {
                found,
                line: shift(line),
                column,
            },
            ParseError::InvalidUtf8 { line, column } => ParseError::InvalidUtf8 {
                line: shift(line),
                column,
            },
            ParseError::JoinedDigits {
                found,
                line,
                column,
            } => ParseError::JoinedDigits {
                found,
                line: shift(line),
                column,
            },
            ParseError::TooFewCells { found } => ParseError::TooFewCells { found },
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseError::UnexpectedChar {
                ch,
                line,
                column,
                cell,
            } => {
                write!(f, "line {line}, column {column}: unexpected ")?;
                describe_char(f, ch)?;
                if let Some(cell) = cell {
                    write!(f, " where {cell} should be")?;
                }
                write!(f, " (a cell is 1-9, or . or 0 for empty)")
            }
            ParseError::TooFewCells { found: 0 } => {
                f.write_str("there are no cells in the text (a puzzle has 81)")
            }
            ParseError::TooFewCells { found } => {
                write!(f, "expected 81 cells, found {found}")
            }
            ParseError::TooManyCells {
                found,
                line,
                column,
            } => write!(
                f,
                "line {line}, column {column}: cell 82 is one too many \
                 (expected 81 cells, found {found})"
            ),
            ParseError::InvalidUtf8 { line, column } => {
                write!(
                    f,
                    "line {line}, column {column}: the text is not valid UTF-8"
                )
            }
            ParseError::JoinedDigits {
                found,
                line,
                column,
            } => write!(
                f,
                "line {line}, column {column}: a number of two digits reads as two cells, \
                 and a cell holds one digit 1-9 (expected 81 cells, found {found})"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

/// Writes a character so that invisible and look-alike characters are unmistakable: `'x'`, or
/// `'５' (U+FF15)` for anything outside printable ASCII.
fn describe_char(f: &mut fmt::Formatter<'_>, ch: char) -> fmt::Result {
    if ch.is_ascii_graphic() {
        write!(f, "character '{ch}'")
    } else if ch.is_control() || ch.is_whitespace() {
        write!(f, "character U+{:04X}", u32::from(ch))
    } else {
        write!(f, "character '{ch}' (U+{:04X})", u32::from(ch))
    }
}

/// The line and column of the position just after `prefix`.
fn position_after(prefix: &str) -> (usize, usize) {
    let line = prefix.matches('\n').count() + 1;
    let last_line = prefix.rsplit('\n').next().unwrap_or("");
    (line, last_line.chars().count() + 1)
}

/// Whether `ch` is layout a human put around the cells: skipped by the parser.
fn is_decoration(ch: char) -> bool {
    ch.is_whitespace() || matches!(ch, '|' | '-' | '+' | '\u{2500}'..='\u{257F}')
}

fn parse_text(text: &str) -> Result<Board, ParseError> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    if let Some(board) = parse_plain_line(text.as_bytes()) {
        return Ok(board);
    }
    let mut cells = [0u8; 81];
    let mut found = 0usize;
    let mut extra_at = None;
    let (mut line, mut column) = (1usize, 0usize);
    // To recognise a number such as "10" in a grid whose cells are spaced out: how many cells
    // follow another directly or after a separator, and where two digits first touch.
    let (mut joined, mut spaced) = (0usize, 0usize);
    let mut previous_digit = false;
    let mut after_cell = false;
    let mut first_joined = None;
    for ch in text.chars() {
        column += 1;
        let value = match ch {
            '.' | '0' => 0,
            '1'..='9' => ch as u8 - b'0',
            '\n' => {
                line += 1;
                column = 0;
                after_cell = false;
                previous_digit = false;
                continue;
            }
            _ if is_decoration(ch) => {
                if after_cell {
                    spaced += 1;
                }
                after_cell = false;
                previous_digit = false;
                continue;
            }
            _ => {
                return Err(ParseError::UnexpectedChar {
                    ch,
                    line,
                    column,
                    cell: Cell::new(found),
                })
            }
        };
        let digit = ch != '.';
        if after_cell {
            joined += 1;
            if digit && previous_digit && first_joined.is_none() {
                first_joined = Some((line, column - 1));
            }
        }
        after_cell = true;
        previous_digit = digit;
        if found < 81 {
            cells[found] = value;
        } else if extra_at.is_none() {
            extra_at = Some((line, column));
        }
        found += 1;
    }
    if let (true, Some((line, column))) = (found > 81 && spaced > joined, first_joined) {
        return Err(ParseError::JoinedDigits {
            found,
            line,
            column,
        });
    }
    match (found, extra_at) {
        (81, _) => {
            let mut board = Board {
                cells,
                ..Board::EMPTY
            };
            board.mark_givens();
            Ok(board)
        }
        (_, Some((line, column))) => Err(ParseError::TooManyCells {
            found,
            line,
            column,
        }),
        _ => Err(ParseError::TooFewCells { found }),
    }
}

/// The common case without the general parser's bookkeeping: exactly 81 bytes, each `.` or a
/// digit. Files of millions of puzzles are almost all in this form.
fn parse_plain_line(bytes: &[u8]) -> Option<Board> {
    let line: &[u8; 81] = bytes.try_into().ok()?;
    let mut cells = [0u8; 81];
    let mut bad = false;
    for (cell, &byte) in cells.iter_mut().zip(line) {
        let value = byte.wrapping_sub(b'0');
        bad |= value > 9 && byte != b'.';
        *cell = if value <= 9 { value } else { 0 };
    }
    if bad {
        return None;
    }
    let mut board = Board {
        cells,
        ..Board::EMPTY
    };
    board.mark_givens();
    Some(board)
}

impl FromStr for Board {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Board, ParseError> {
        parse_text(text)
    }
}

impl fmt::Display for Board {
    /// `{}` writes the 81-character line (`.` for empty), the interchange format; `{:#}` writes a
    /// 9-line grid with box separators for people, which [`Board::parse`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let symbol = |value: u8| {
            if value == 0 {
                '.'
            } else {
                (b'0' + value) as char
            }
        };
        if !f.alternate() {
            let line = self.line_bytes();
            // Every byte is ASCII.
            return f.write_str(std::str::from_utf8(&line).map_err(|_| fmt::Error)?);
        }
        for row in 0..9 {
            if row == 3 || row == 6 {
                f.write_str("------+-------+------\n")?;
            }
            for col in 0..9 {
                if col == 3 || col == 6 {
                    f.write_str(" |")?;
                }
                if col > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{}", symbol(self.cells[row * 9 + col]))?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({self}, {} givens)", self.given_count())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn digit(value: u8) -> Digit {
        Digit::new(value).unwrap()
    }

    #[test]
    fn cell_coordinates_are_row_major_with_boxes_left_to_right() {
        let cell = Cell::at(4, 7).unwrap();
        assert_eq!(cell.index(), 43);
        assert_eq!((cell.row(), cell.col(), cell.box_()), (4, 7, 5));
        assert_eq!(Cell::new(80).unwrap().box_(), 8);
        assert_eq!(Cell::new(2).unwrap().box_(), 0);
        assert_eq!(Cell::new(27).unwrap().box_(), 3);
        assert_eq!(Cell::new(81), None);
        assert_eq!(Cell::at(9, 0), None);
        assert_eq!(Cell::at(0, 9), None);
        assert_eq!(cell.to_string(), "r5c8");
        assert!(Cell::ALL.iter().enumerate().all(|(i, c)| c.index() == i));
    }

    #[test]
    fn digits_are_one_to_nine_only() {
        assert_eq!(Digit::new(0), None);
        assert_eq!(Digit::new(10), None);
        assert_eq!(Digit::new(9).unwrap().get(), 9);
        assert_eq!(Digit::try_from(12), Err(DigitRangeError(12)));
        assert_eq!(Digit::ALL.map(Digit::get), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
        assert_eq!(Digit::ALL.map(Digit::index), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert!(Digit::ALL.iter().all(|&d| Digit::ALL[d.index()] == d));
        assert_eq!(digit(7).to_char(), '7');
        assert_eq!(std::mem::size_of::<Option<Digit>>(), 1);
    }

    #[test]
    fn set_refuses_givens_and_force_does_not() {
        let mut board = Board::EMPTY;
        let a = Cell::new(0).unwrap();
        let b = Cell::new(1).unwrap();
        board.force(a, Some(digit(5)));
        board.mark_givens();
        assert!(board.is_given(a));
        assert_eq!(board.set(a, Some(digit(3))), Err(GivenCellError(a)));
        assert_eq!(board.set(a, None), Err(GivenCellError(a)));
        assert_eq!(board.get(a), Some(digit(5)));
        assert_eq!(board.set(b, Some(digit(3))), Ok(()));
        assert_eq!(board.get(b), Some(digit(3)));
        assert!(!board.is_given(b));

        board.force(a, Some(digit(4)));
        assert_eq!(board.get(a), Some(digit(4)));
        assert!(board.is_given(a), "overwriting a given keeps it a given");
        board.force(a, None);
        assert!(!board.is_given(a), "an empty cell is never a given");
    }

    #[test]
    fn counts_and_clear_entries() {
        let mut board: Board = SOLVED.parse().unwrap();
        assert_eq!((board.filled_count(), board.given_count()), (81, 81));
        for i in (0..81).step_by(2) {
            board.force(Cell::new(i).unwrap(), None);
        }
        assert_eq!((board.filled_count(), board.given_count()), (40, 40));
        board.set(Cell::new(0).unwrap(), Some(digit(1))).unwrap();
        assert_eq!((board.filled_count(), board.given_count()), (41, 40));
        board.clear_entries();
        assert_eq!((board.filled_count(), board.given_count()), (40, 40));
        assert_eq!(board.get(Cell::new(0).unwrap()), None);
        assert_eq!(board.filled_cells(), board.givens());
        assert_eq!(board.empty_cells().len(), 41);
    }

    #[test]
    fn line_and_grid_formats_round_trip() {
        let board: Board = SOLVED.parse().unwrap();
        assert_eq!(board.to_string(), SOLVED);
        let grid = format!("{board:#}");
        assert_eq!(grid.lines().count(), 11);
        assert!(grid.starts_with("5 3 4 | 6 7 8 | 9 1 2\n"));
        assert!(grid.contains("------+-------+------\n"));
        assert_eq!(Board::parse(&grid), Ok(board));

        let mut partial = board;
        partial.force(Cell::new(40).unwrap(), None);
        partial.mark_givens();
        assert_eq!(partial.to_string().chars().nth(40), Some('.'));
        assert_eq!(Board::parse(&format!("{partial:#}")), Ok(partial));
        assert_eq!(Board::parse(&partial.to_string()), Ok(partial));
    }

    #[test]
    fn parser_accepts_zero_dots_decoration_and_a_bom() {
        let zeros = SOLVED.replace('5', "0");
        let dots = SOLVED.replace('5', ".");
        assert_eq!(Board::parse(&zeros), Board::parse(&dots));
        let boxed = "╔═══╤═══╗\n".to_string() + &SOLVED.replace('3', "│3 ") + "\r\n\t";
        assert_eq!(Board::parse(&boxed), Board::parse(SOLVED));
        assert_eq!(
            Board::parse(&format!("\u{FEFF}{SOLVED}")),
            Board::parse(SOLVED)
        );
        let parsed = Board::parse(&dots).unwrap();
        assert_eq!(parsed.given_count(), 81 - 9);
    }

    #[test]
    fn parser_names_the_bad_character_and_its_position() {
        let mut text = SOLVED.to_string();
        text.replace_range(4..5, "x");
        assert_eq!(
            Board::parse(&text),
            Err(ParseError::UnexpectedChar {
                ch: 'x',
                line: 1,
                column: 5,
                cell: Cell::new(4),
            })
        );
        let message = Board::parse(&text).unwrap_err().to_string();
        assert_eq!(
            message,
            "line 1, column 5: unexpected character 'x' where r1c5 should be \
             (a cell is 1-9, or . or 0 for empty)"
        );
        let wide = format!("{}\n 12３", &SOLVED[..9]);
        let error = Board::parse(&wide).unwrap_err();
        assert_eq!(
            error,
            ParseError::UnexpectedChar {
                ch: '３',
                line: 2,
                column: 4,
                cell: Cell::new(11),
            }
        );
        assert!(error.to_string().contains("'３' (U+FF13)"));
        assert_eq!(
            error.starting_at_line(10),
            ParseError::UnexpectedChar {
                ch: '３',
                line: 11,
                column: 4,
                cell: Cell::new(11),
            }
        );
    }

    #[test]
    fn parser_names_the_cell_count() {
        assert_eq!(
            Board::parse(&SOLVED[..80]),
            Err(ParseError::TooFewCells { found: 80 })
        );
        assert_eq!(Board::parse(""), Err(ParseError::TooFewCells { found: 0 }));
        let long = format!("{SOLVED}12");
        assert_eq!(
            Board::parse(&long),
            Err(ParseError::TooManyCells {
                found: 83,
                line: 1,
                column: 82,
            })
        );
        assert_eq!(
            Board::parse(&long).unwrap_err().to_string(),
            "line 1, column 82: cell 82 is one too many (expected 81 cells, found 83)"
        );
    }

    #[test]
    fn a_number_in_a_spaced_grid_is_named() {
        let spaced: Vec<String> = SOLVED.chars().map(String::from).collect();
        let mut with_ten = spaced.clone();
        with_ten[2] = "10".to_string();
        let text = with_ten.join(" ");
        assert_eq!(
            Board::parse(&text),
            Err(ParseError::JoinedDigits {
                found: 82,
                line: 1,
                column: 5,
            })
        );
        assert!(Board::parse(&text)
            .unwrap_err()
            .to_string()
            .starts_with("line 1, column 5: a number of two digits reads as two cells"));
        // Joined digits are the normal form when nothing is spaced: a plain count error.
        assert!(matches!(
            Board::parse(&format!("{SOLVED}12")),
            Err(ParseError::TooManyCells { .. })
        ));
        assert_eq!(Board::parse(&spaced.join(" ")), Board::parse(SOLVED));
    }

    #[test]
    fn bytes_that_are_not_utf8_are_located() {
        let mut bytes = b"12\n3".to_vec();
        bytes.push(0xFF);
        assert_eq!(
            Board::parse_bytes(&bytes),
            Err(ParseError::InvalidUtf8 { line: 2, column: 2 })
        );
        assert_eq!(Board::parse_bytes(SOLVED.as_bytes()), Board::parse(SOLVED));
    }

    #[test]
    fn matrix_round_trips_and_checks_range() {
        let board: Board = SOLVED.parse().unwrap();
        let matrix = board.to_matrix();
        assert_eq!(matrix[0], [5, 3, 4, 6, 7, 8, 9, 1, 2]);
        assert_eq!(Board::from_matrix(&matrix), Ok(board));
        let mut wide = [[0i32; 9]; 9];
        wide[2][6] = 10;
        let error = Board::from_matrix(&wide).unwrap_err();
        assert_eq!(
            error,
            MatrixError {
                cell: Cell::at(2, 6).unwrap(),
                value: 10
            }
        );
        assert!(error.to_string().starts_with("r3c7 holds 10"));
        wide[2][6] = -1;
        assert_eq!(Board::from_matrix(&wide).unwrap_err().value, -1);
    }
}
