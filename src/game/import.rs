//! Puzzles from outside: typed, pasted or copied from a newspaper into the pad, checked and graded
//! before they are played. A text is a classic grid, a Killer in our one-line format, or a link:
//! the game's own (the puzzle's text after `#`) or an f-puzzles or SudokuPad Killer's.

use std::borrow::Cow;
use std::fmt;

use crate::board::{Board, Cell, Digit, ParseError};
use crate::killer::{Cages, Killer, LinkError, ParseKillerError};
use crate::l10n::Message;
use crate::logic;
use crate::rules::{self, Conflict};
use crate::solver::{self, Solution};
use crate::variant::Variant;

use super::puzzle::Puzzle;

mod killer_messages;

/// Why a puzzle cannot be played, in words a player can act on: where the text is wrong, which
/// givens clash, or why the grid is not a proper puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The text is not a grid: a character that is not a cell, or the wrong number of cells.
    Unreadable(ParseError),
    /// Two givens share a row, column or box; `more` other pairs clash as well.
    Clash {
        /// The first clashing pair (rows first, then columns, then boxes).
        first: Conflict,
        /// How many other pairs clash.
        more: usize,
    },
    /// A link (`https://...`) that carries no puzzle: neither a `#<81 characters>` fragment nor
    /// a `p=` parameter.
    LinkWithoutPuzzle,
    /// Every cell is already filled.
    AlreadySolved,
    /// No way to fill the grid obeys the rules.
    NoSolution,
    /// More than one way to fill the grid obeys the rules; `cell` differs between two of them.
    MultipleSolutions {
        /// A cell where two solutions differ.
        cell: Cell,
        /// The two digits it takes in them, smaller first.
        digits: [Digit; 2],
    },
    /// A Killer in our one-line format that cannot be read, or whose cages are no Killer: what
    /// is wrong, and where (its line and column, the cell, the cage by its letter).
    KillerUnreadable(ParseKillerError),
    /// An f-puzzles or SudokuPad link that holds no Killer Peerless can play: a short link, a
    /// damaged one, a puzzle with other rules, or cages that are no Killer (named by their
    /// number in the link and a cell).
    KillerLink(LinkError),
    /// A Killer whose solutions the check could not count in its time: its cages may allow no
    /// solution (a sum mistyped), which the solver can take minutes to prove. Said rather than
    /// holding the game.
    KillerUnchecked,
}

impl ImportError {
    /// Why the puzzle cannot be played, as a message of the game's catalogue
    /// (`import-error-...`), for any language; [`fmt::Display`] is the English.
    pub fn message(&self) -> Message {
        match self {
            ImportError::Unreadable(error) => {
                Message::new("import-error-unreadable").message("error", parse_message(error))
            }
            ImportError::Clash { first, more } => Message::new("import-error-clash")
                .message("clash", conflict_message(first))
                .number("more", *more),
            ImportError::LinkWithoutPuzzle => Message::new("import-error-link-without-puzzle"),
            ImportError::AlreadySolved => Message::new("import-error-already-solved"),
            ImportError::NoSolution => Message::new("import-error-no-solution"),
            ImportError::MultipleSolutions {
                cell,
                digits: [a, b],
            } => Message::new("import-error-multiple-solutions")
                .cell("cell", *cell)
                .digit("first", *a)
                .digit("second", *b),
            ImportError::KillerUnreadable(error) => Message::new("import-error-killer-unreadable")
                .message("error", killer_messages::text_message(error)),
            ImportError::KillerLink(error) => Message::new("import-error-killer-link")
                .message("error", killer_messages::link_message(error)),
            ImportError::KillerUnchecked => Message::new("import-error-killer-unchecked"),
        }
    }
}

/// A grid's text that cannot be read, as a message: what [`ParseError`]'s `Display` says in
/// English, its place (line, column, cell) kept as arguments.
fn parse_message(error: &ParseError) -> Message {
    match *error {
        ParseError::UnexpectedChar {
            ch,
            line,
            column,
            cell,
        } => {
            let message = match cell {
                Some(cell) => Message::new("import-error-unexpected-char-at").cell("cell", cell),
                None => Message::new("import-error-unexpected-char"),
            };
            message
                .number("line", line)
                .number("column", column)
                .message("char", char_message(ch))
        }
        ParseError::TooFewCells { found: 0 } => Message::new("import-error-no-cells"),
        ParseError::TooFewCells { found } => {
            Message::new("import-error-too-few-cells").number("found", found)
        }
        ParseError::TooManyCells {
            found,
            line,
            column,
        } => Message::new("import-error-too-many-cells")
            .number("line", line)
            .number("column", column)
            .number("found", found),
        ParseError::InvalidUtf8 { line, column } => Message::new("import-error-not-utf8")
            .number("line", line)
            .number("column", column),
        ParseError::JoinedDigits {
            found,
            line,
            column,
        } => Message::new("import-error-joined-digits")
            .number("line", line)
            .number("column", column)
            .number("found", found),
    }
}

/// A character the grid reader did not expect, named as [`ParseError`] names it: itself when
/// it can be seen, its code point when it cannot (a control or a space), or both.
fn char_message(ch: char) -> Message {
    let code = format!("{:04X}", u32::from(ch));
    if ch.is_ascii_graphic() {
        Message::new("import-error-char").text("char", ch.to_string())
    } else if ch.is_control() || ch.is_whitespace() {
        Message::new("import-error-char-code").text("code", code)
    } else {
        Message::new("import-error-char-and-code")
            .text("char", ch.to_string())
            .text("code", code)
    }
}

/// Two givens that clash, as a message: `5 at r1c1 clashes with 5 at r1c4 (row 1)`.
fn conflict_message(conflict: &Conflict) -> Message {
    let [a, b] = conflict.cells;
    Message::new("import-error-clash-pair")
        .digit("digit", conflict.digit)
        .cell("first", a)
        .cell("second", b)
        .unit("unit", conflict.unit)
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Unreadable(error) => write!(f, "The puzzle cannot be read: {error}."),
            ImportError::Clash { first, more: 0 } => write!(f, "The givens clash: {first}."),
            ImportError::Clash { first, more: 1 } => {
                write!(f, "The givens clash: {first}, and one more pair clashes.")
            }
            ImportError::Clash { first, more } => {
                write!(f, "The givens clash: {first}, and {more} more pairs clash.")
            }
            ImportError::LinkWithoutPuzzle => f.write_str(
                "The link holds no puzzle: a puzzle's link ends in #<81 characters> or has \
                 ?p=<81 characters>.",
            ),
            ImportError::AlreadySolved => {
                f.write_str("The grid is already complete: there is nothing left to solve.")
            }
            ImportError::NoSolution => f.write_str(
                "The puzzle has no solution: no way of filling the empty cells obeys the rules.",
            ),
            ImportError::MultipleSolutions {
                cell,
                digits: [a, b],
            } => write!(
                f,
                "The puzzle has more than one solution ({cell} can be {a} or {b}, for one), \
                 so it needs more givens."
            ),
            ImportError::KillerUnreadable(error) => {
                write!(f, "The Killer cannot be read: {error}.")
            }
            ImportError::KillerLink(error) => {
                write!(f, "The link's Killer cannot be played: {error}.")
            }
            ImportError::KillerUnchecked => f.write_str(
                "The Killer could not be checked: counting its solutions takes too much time. \
                 A sum may be mistyped, leaving it no solution.",
            ),
        }
    }
}

impl std::error::Error for ImportError {}

/// Reads a puzzle typed or pasted by the player (the one-line form or a grid, see
/// [`Board::parse`]; a Killer in our one-line format, see [`Killer::parse`]; a link to a
/// puzzle as the game shares it; or an f-puzzles or SudokuPad Killer's link, see
/// [`Killer::from_link`]), checks that it is a proper puzzle and grades it.
pub fn import(text: &str) -> Result<Puzzle, ImportError> {
    check(text)?.grade()
}

/// A puzzle read and checked: proper (one solution), not yet graded. Checking takes
/// microseconds for a classic puzzle and a few milliseconds for most Killers, and says at once
/// what is wrong; grading may take a good part of a second for the hardest puzzles on a phone,
/// so a front end grades on its worker ([`Checked::grade`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    givens: Board,
    solution: Board,
    /// Classic, or Killer with its cages: what the puzzle is graded and played by.
    variant: Variant,
}

impl Checked {
    /// The givens.
    pub fn givens(&self) -> &Board {
        &self.givens
    }

    /// The kind of puzzle: classic, or Killer with its cages.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// Whether `puzzle` is this puzzle: the same kind, cages and givens (a link opened again
    /// finds the game of it in progress).
    pub fn is_puzzle_of(&self, puzzle: &Puzzle) -> bool {
        puzzle.givens() == &self.givens && puzzle.variant() == &self.variant
    }

    /// The puzzle as one line of text that [`check`] reads back: the givens' 81 characters, or
    /// a Killer in our one-line format (as [`Puzzle::line`] writes a puzzle).
    pub fn line(&self) -> String {
        self.variant.line(&self.givens)
    }

    /// Grades the puzzle, by the classic logic or the Killer logic as its kind asks: the slow
    /// part of an import.
    pub fn grade(&self) -> Result<Puzzle, ImportError> {
        // A proper puzzle always grades; the checks already cover what grading refuses.
        match &self.variant {
            Variant::Classic => {
                let grade = logic::grade(&self.givens).map_err(|_| ImportError::NoSolution)?;
                Puzzle::new(self.givens, self.solution, grade).map_err(|_| ImportError::NoSolution)
            }
            Variant::Killer(cages) => {
                let killer = Killer {
                    cages: Cages::clone(cages),
                    givens: self.givens,
                };
                let grade = logic::killer::grade(&killer).map_err(|_| ImportError::NoSolution)?;
                Puzzle::killer(killer, self.solution, grade).map_err(|_| ImportError::NoSolution)
            }
        }
    }
}

/// [`import`]'s checks without its grading: the text read (a grid, a Killer or a link) and the
/// puzzle found proper.
///
/// Which reader a text goes to: an f-puzzles or SudokuPad link to [`Killer::from_link`]; the
/// game's own link to the puzzle it carries, read as a text is; a text that starts with a letter
/// and holds a `:` or 81 letters (cage letters, then the sums) to [`Killer::parse`], as the
/// puzzle tool decides; anything else to [`Board::parse`], whose errors say what a cell may be.
pub fn check(text: &str) -> Result<Checked, ImportError> {
    if Killer::is_site_link(text) {
        return check_killer(Killer::from_link(text).map_err(ImportError::KillerLink)?);
    }
    let text = match link_puzzle(text) {
        Some(Some(puzzle)) => Cow::Owned(puzzle),
        Some(None) => return Err(ImportError::LinkWithoutPuzzle),
        None => Cow::Borrowed(text),
    };
    if is_killer_text(&text) {
        check_killer(Killer::parse(&text).map_err(ImportError::KillerUnreadable)?)
    } else {
        check_board(&Board::parse(&text).map_err(ImportError::Unreadable)?)
    }
}

/// Whether a text (not a link) is taken for a Killer in our format: it starts with a letter
/// (the first cage's) and holds a `:` (before the sums) or 81 letters. A classic grid starts
/// with a digit, a `.` or decoration; a text that is neither keeps the classic reader's errors.
fn is_killer_text(text: &str) -> bool {
    let text = text.trim_start_matches('\u{FEFF}').trim_start();
    let letters = text.chars().filter(char::is_ascii_alphabetic).count();
    text.starts_with(|c: char| c.is_ascii_alphabetic()) && (text.contains(':') || letters >= 81)
}

/// The puzzle a link carries: `None` when `text` is not a link (one word with `://`, or a bare
/// `#...` fragment), `Some(None)` for a link without a puzzle. The puzzle is the fragment after
/// `#` or the query's `p=` parameter, percent-decoded.
fn link_puzzle(text: &str) -> Option<Option<String>> {
    let text = text.trim();
    let is_link = !text.contains(char::is_whitespace)
        && (text.contains("://") || (text.starts_with('#') && text.len() > 1));
    if !is_link {
        return None;
    }
    let (rest, fragment) = match text.split_once('#') {
        Some((rest, fragment)) => (rest, Some(fragment)),
        None => (text, None),
    };
    let query = rest.split_once('?').map(|(_, query)| query);
    let parameter = query.and_then(|query| {
        query
            .split('&')
            .find_map(|pair| pair.strip_prefix("p="))
            .filter(|value| !value.is_empty())
    });
    let found = fragment.filter(|f| !f.is_empty()).or(parameter);
    Some(found.map(percent_decoded))
}

/// `text` with its `%XX` escapes decoded (a link may escape the dots of empty cells); an escape
/// that is not one stays as it is, for the grid reader to point at.
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(high), Some(low)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((high * 16 + low) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Checks a puzzle entered on the board itself (every digit on `board` becomes a given) and
/// grades it: the way to bring in a puzzle where there is no clipboard.
pub fn import_board(board: &Board) -> Result<Puzzle, ImportError> {
    check_board(board)?.grade()
}

/// [`import_board`]'s checks without its grading.
pub fn check_board(board: &Board) -> Result<Checked, ImportError> {
    let givens = checked_givens(*board)?;
    let solution = the_solution(solver::solve(&givens))?;
    Ok(Checked {
        givens,
        solution,
        variant: Variant::Classic,
    })
}

/// `board`'s digits made givens, refused when two clash in a unit (the first clash named, and
/// how many more) or when they fill the grid: the checks every kind of puzzle brought in
/// passes before it is solved.
fn checked_givens(mut givens: Board) -> Result<Board, ImportError> {
    givens.mark_givens();
    let mut clashes = rules::conflict_pairs(&givens);
    if let Some(first) = clashes.next() {
        return Err(ImportError::Clash {
            first,
            more: clashes.count(),
        });
    }
    if givens.is_full() {
        return Err(ImportError::AlreadySolved);
    }
    Ok(givens)
}

/// The one solution a solver found, or why there is not exactly one.
fn the_solution(solution: Solution) -> Result<Board, ImportError> {
    match solution {
        Solution::Unique(solution) => Ok(solution),
        Solution::None | Solution::Conflict(_) => Err(ImportError::NoSolution),
        Solution::Multiple(one, other) => {
            let differs =
                Cell::ALL
                    .into_iter()
                    .find_map(|cell| match (one.get(cell), other.get(cell)) {
                        (Some(a), Some(b)) if a != b => Some((cell, [a.min(b), a.max(b)])),
                        _ => None,
                    });
            match differs {
                Some((cell, digits)) => Err(ImportError::MultipleSolutions { cell, digits }),
                None => Err(ImportError::NoSolution), // two equal "solutions" cannot happen
            }
        }
    }
}

/// Checks a Killer brought in from elsewhere (read with [`Killer::parse`] from our one-line
/// format, or from a link) and grades it by the Killer logic. See [`check_killer`].
pub fn import_killer(killer: Killer) -> Result<Puzzle, ImportError> {
    check_killer(killer)?.grade()
}

/// The most guesses the check of a Killer makes: about a tenth of a second on a desktop
/// (`solver::killer::solve_within`; the check runs in the frame, so that what is wrong is said
/// at once). The generator's Killers and the published ones take a few hundred at most.
const KILLER_CHECK_GUESSES: usize = 5_000;

/// [`import_killer`]'s checks without its grading. The cages were checked when they were read;
/// here the givens are (no two clash in a unit; a clash within a cage, or a cage the givens
/// cannot complete, means no solution) and the Killer must have exactly one solution.
pub fn check_killer(killer: Killer) -> Result<Checked, ImportError> {
    let givens = checked_givens(killer.givens)?;
    let solved = solver::killer::solve_within(&givens, &killer.cages, KILLER_CHECK_GUESSES);
    let solution = the_solution(solved.ok_or(ImportError::KillerUnchecked)?)?;
    Ok(Checked {
        givens,
        solution,
        variant: Variant::Killer(Box::new(killer.cages)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::Localizer;

    /// The messages read in English exactly as the errors' `Display` (which the command-line
    /// tool prints), for every kind of error and every way a character is named.
    #[test]
    fn every_error_reads_in_english_as_its_display() {
        let easy =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        let texts: Vec<String> = vec![
            easy.replacen('7', "x", 1),
            easy.replacen('7', "\u{7}", 1),
            easy.replacen('7', "é", 1),
            format!("{easy}\n\n?"),
            easy[..80].to_string(),
            String::new(),
            format!("{easy}5"),
            easy.chars()
                .map(String::from)
                .collect::<Vec<_>>()
                .join(" ")
                .replacen("5 3", "10 3", 1),
            easy.replacen("53", "55", 1),
            "https://example.com/peerless/".to_string(),
            "12345678.........9".to_string() + &".".repeat(63),
            ".".repeat(81),
        ];
        let mut errors: Vec<ImportError> = texts.iter().filter_map(|t| check(t).err()).collect();
        let Solution::Unique(full) = solver::solve(&Board::parse(easy).unwrap()) else {
            panic!("one solution");
        };
        errors.extend(check_board(&full).err());
        let clashing = Board::parse(&easy.replacen("53", "55", 1)).unwrap();
        let first = rules::conflict_pairs(&clashing).next().unwrap();
        for more in [1, 4] {
            errors.push(ImportError::Clash { first, more });
        }
        errors.push(ImportError::Unreadable(ParseError::InvalidUtf8 {
            line: 2,
            column: 7,
        }));
        errors.push(ImportError::Unreadable(ParseError::UnexpectedChar {
            ch: 'é',
            line: 4,
            column: 1,
            cell: None,
        }));
        assert_eq!(errors.len(), texts.len() + 5, "{errors:?}");
        let mut kinds = std::collections::BTreeSet::new();
        for error in &errors {
            let message = error.message();
            let mut problems = Vec::new();
            let english = Localizer::english().format_checked(
                &message,
                crate::l10n::CellNames::Compact,
                &mut problems,
            );
            assert!(problems.is_empty(), "{message:?}: {problems:?}");
            assert_eq!(english, error.to_string());
            message.walk(&mut |m| {
                kinds.insert(m.id.to_string());
            });
        }
        assert_eq!(kinds.len(), 17, "every import-error message: {kinds:?}");
    }

    /// Wikipedia's Killer (tests/data/killer_published.txt), with its first sum `first` (the
    /// Killer messages' tests read it too).
    pub(super) fn wikipedia(first: &str) -> String {
        format!(
            "AABBBCDEFGGHHCCDEFGGIICJKKFLMMINJKOFLPPQNJOORSPTQNUVVRSTTQWUUXXSYZWWaaXXSYZWbbbcc:\
             {first},15,22,4,16,15,25,17,9,8,20,6,14,17,17,13,20,12,27,6,20,6,10,14,8,16,15,13,17"
        )
    }

    #[test]
    fn a_killer_is_read_from_our_format_our_link_and_the_sites_links() {
        let text = wikipedia("3");
        let checked = check(&text).unwrap();
        assert_eq!(checked.variant().name(), "killer");
        assert_eq!(checked.givens(), &Board::EMPTY);
        let killer = Killer::parse(&text).unwrap();
        assert_eq!(checked.variant().cages(), Some(&killer.cages));
        for link in [
            format!("https://peerless.example/play/#{text}"),
            format!("https://peerless.example/?p={}", text.replace(':', "%3A")),
            format!("#{text}"),
            format!("  {text}\n"),
            killer.to_fpuzzles_link(),
            killer.to_sudokupad_link(),
        ] {
            assert_eq!(check(&link).as_ref(), Ok(&checked), "{link}");
        }
        // A classic grid stays classic, and so does a text that only starts with a letter.
        let easy =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
        assert_eq!(check(easy).unwrap().variant().name(), "classic");
        assert!(matches!(check("x"), Err(ImportError::Unreadable(_))));
        // The game's own link to a page named like a site's short link is still the game's.
        let ours = format!("https://peerless.example/peerless#{easy}");
        assert_eq!(
            check(&ours).unwrap().givens(),
            check(easy).unwrap().givens()
        );
        // Graded by the Killer logic: a Killer puzzle that plays.
        let puzzle = checked.grade().unwrap();
        assert_eq!(puzzle.cages(), Some(&killer.cages));
        assert!(checked.is_puzzle_of(&puzzle));
        assert!(!check(easy).unwrap().is_puzzle_of(&puzzle));
        assert_eq!(import_killer(killer).unwrap(), puzzle);
    }
}
