//! HoDoKu's library format: one position and one technique a line, the way HoDoKu's exemplar
//! and regression files keep technique examples, so a position travels between this engine and
//! HoDoKu (or any tool that reads the format) unchanged.
//!
//! ```text
//! :<technique>:<candidates>:<givens>:<deleted candidates>:<eliminations>:<placements>:<extra>
//! :0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:
//! ```
//!
//! - `<technique>`: HoDoKu's four-digit code ([`codes`]), optionally followed by a variant
//!   (`-1`); the variant `-x` marks a line where the technique must *not* be found.
//! - `<candidates>`: the digits the step is about (for singles the digit placed; for chains,
//!   loops, almost locked sets and Sue de Coq the digits removed).
//! - `<givens>`: 81 cells, a digit for a given, `+` and a digit for one placed since, `.` or `0`.
//! - `<deleted candidates>`, `<eliminations>`, `<placements>`: candidates as `<digit><row><col>`
//!   separated by spaces; the first are the candidates earlier steps removed (what turns the
//!   board into the position's pencil marks), the others what the step removes or places.
//! - `<extra>`: for chains and loops, the number of links.
//!
//! The format is HoDoKu's, described in the header of its regression library (`reglib-1.4.txt`,
//! published with HoDoKu's source, hodoku.sourceforge.net).

use std::fmt;

use crate::board::{Board, Cell, Digit};
use crate::logic::grid::Grid;
use crate::logic::roles::{Chain, Node, Role};
use crate::logic::step::{Candidate, Step, Technique};
use crate::rules;
use crate::sets::Digits;

/// HoDoKu's library codes for `technique`, the first the one this engine writes unless a step
/// shows which form it is ([`code_of`]): techniques whose forms HoDoKu names apart (a colouring's
/// trap and wrap, a loop's three kinds, a forcing chain's contradiction and verity) have one
/// code for each. Empty for trial and error, which HoDoKu has no code for.
pub const fn codes(technique: Technique) -> &'static [&'static str] {
    use Technique as T;
    match technique {
        T::FullHouse => &["0000"],
        T::NakedSingle => &["0003"],
        T::HiddenSingle => &["0002"],
        T::LockedPair => &["0110"],
        T::LockedTriple => &["0111"],
        T::LockedCandidatesPointing => &["0100"],
        T::LockedCandidatesClaiming => &["0101"],
        T::NakedPair => &["0200"],
        T::NakedTriple => &["0201"],
        T::HiddenPair => &["0210"],
        T::HiddenTriple => &["0211"],
        T::NakedQuad => &["0202"],
        T::HiddenQuad => &["0212"],
        T::XWing => &["0300"],
        T::Swordfish => &["0301"],
        T::Jellyfish => &["0302"],
        T::RemotePair => &["0703"],
        T::BugPlusOne => &["0610"],
        T::Skyscraper => &["0400"],
        // The dual forms (two kites or rectangles at once) are HoDoKu's own codes.
        T::TwoStringKite => &["0401", "0404"],
        T::TurbotFish => &["0403"],
        T::EmptyRectangle => &["0402", "0405"],
        T::WWing => &["0803"],
        T::XyWing => &["0800"],
        T::XyzWing => &["0801"],
        T::UniqueRectangle1 => &["0600"],
        T::UniqueRectangle2 => &["0601"],
        T::UniqueRectangle3 => &["0602"],
        T::UniqueRectangle4 => &["0603"],
        T::UniqueRectangle5 => &["0604"],
        T::UniqueRectangle6 => &["0605"],
        T::HiddenRectangle => &["0606"],
        T::AvoidableRectangle1 => &["0607"],
        T::AvoidableRectangle2 => &["0608"],
        T::FinnedXWing => &["0310"],
        T::SashimiXWing => &["0320"],
        T::FinnedSwordfish => &["0311"],
        T::SashimiSwordfish => &["0321"],
        T::FinnedJellyfish => &["0312"],
        T::SashimiJellyfish => &["0322"],
        T::SueDeCoq => &["1101"],
        // Trap, then wrap; Multi Colors type 1, then type 2.
        T::SimpleColors => &["0500", "0501"],
        T::MultiColors => &["0502", "0503"],
        T::XChain => &["0701"],
        T::XyChain => &["0702"],
        // AIC, then the continuous and the discontinuous loop.
        T::NiceLoop => &["0708", "0706", "0707"],
        T::GroupedNiceLoop => &["0711", "0709", "0710"],
        T::AlsXz => &["0901"],
        T::AlsXyWing => &["0902"],
        T::AlsXyChain => &["0903"],
        T::FrankenXWing => &["0330"],
        T::FrankenSwordfish => &["0331"],
        T::FrankenJellyfish => &["0332"],
        T::FinnedFrankenXWing => &["0340"],
        T::FinnedFrankenSwordfish => &["0341"],
        T::FinnedFrankenJellyfish => &["0342"],
        T::MutantXWing => &["0350"],
        T::MutantSwordfish => &["0351"],
        T::MutantJellyfish => &["0352"],
        T::FinnedMutantXWing => &["0360"],
        T::FinnedMutantSwordfish => &["0361"],
        T::FinnedMutantJellyfish => &["0362"],
        // Type 1, then type 2.
        T::KrakenFish => &["0371", "0372"],
        // Contradiction, then verity.
        T::ForcingChain => &["1301", "1302"],
        T::ForcingNet => &["1303", "1304"],
        _ => &[], // trial and error and the Killer techniques: HoDoKu has neither
    }
}

/// The technique a HoDoKu library code names, if this engine has it.
pub fn technique_of_code(code: &str) -> Option<Technique> {
    Technique::ALL
        .iter()
        .copied()
        .find(|&technique| codes(technique).contains(&code))
}

/// The code HoDoKu writes for `step`: the technique's own, or, for a technique with several
/// forms, the form's, read from the step's pattern.
pub fn code_of(step: &Step) -> Option<&'static str> {
    use Technique as T;
    let all = codes(step.technique);
    let form = match step.technique {
        // A wrap (Multi Colors type 2) removes a whole colour; a trap (type 1) removes
        // candidates outside the colours.
        T::SimpleColors | T::MultiColors => usize::from(removes_from_pattern(step)),
        T::NiceLoop | T::GroupedNiceLoop => match step.roles.chains.first().map(loop_kind) {
            Some(LoopKind::Continuous) => 1,
            Some(LoopKind::Discontinuous) => 2,
            _ => 0,
        },
        // A verity's branches start from different premises (a cell's candidates, a unit's
        // places, or one candidate true and false); a contradiction's from one.
        T::ForcingChain | T::ForcingNet => usize::from(!one_premise(&step.roles.chains)),
        // Type 1's chains start at the fins; type 2's also from a cover unit's candidates.
        T::KrakenFish => usize::from(!from_fins(step)),
        _ => 0,
    };
    all.get(form).or(all.first()).copied()
}

fn removes_from_pattern(step: &Step) -> bool {
    step.eliminations
        .iter()
        .any(|removed| step.roles.candidates.iter().any(|(c, _)| c == removed))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LoopKind {
    Aic,
    Continuous,
    Discontinuous,
}

/// A chain whose ends are different cells is an AIC; one that comes back to its start is a
/// loop, continuous when the links at the start alternate (strong in, weak out or the other way
/// round) and discontinuous when they are alike.
fn loop_kind(chain: &Chain) -> LoopKind {
    let (Some(first), Some(last)) = (chain.links.first(), chain.links.last()) else {
        return LoopKind::Aic;
    };
    let start = first.from.cells();
    if start != last.to.cells() {
        return LoopKind::Aic;
    }
    if first.strong != last.strong && first.from == last.to {
        LoopKind::Continuous
    } else {
        LoopKind::Discontinuous
    }
}

fn one_premise(chains: &[Chain]) -> bool {
    let mut starts = chains
        .iter()
        .filter_map(|chain| chain.links.first())
        .map(|link| (link.from, link.strong));
    match starts.next() {
        Some(first) => starts.all(|start| start == first),
        None => true,
    }
}

fn from_fins(step: &Step) -> bool {
    let fins: Vec<Candidate> = step
        .roles
        .candidates
        .iter()
        .filter(|(_, role)| matches!(role, Role::Fin | Role::EndoFin))
        .map(|(c, _)| *c)
        .collect();
    step.roles.chains.iter().all(|chain| {
        chain.links.first().is_some_and(|link| match link.from {
            Node::Candidate(c) => fins.contains(&c),
            Node::Group { .. } => false,
        })
    })
}

/// The digits HoDoKu's `<candidates>` field holds for `step`.
fn step_digits(step: &Step) -> Digits {
    use Technique as T;
    let of = |candidates: &[Candidate]| candidates.iter().map(|c| c.digit).collect::<Digits>();
    match step.technique {
        T::FullHouse | T::NakedSingle | T::HiddenSingle => of(&step.placements),
        T::NiceLoop
        | T::GroupedNiceLoop
        | T::AlsXz
        | T::AlsXyWing
        | T::AlsXyChain
        | T::SueDeCoq
        | T::ForcingChain
        | T::ForcingNet => {
            if step.eliminations.is_empty() {
                of(&step.placements)
            } else {
                of(&step.eliminations)
            }
        }
        _ => step.digits,
    }
}

/// The line HoDoKu's library format writes for `step` found on `grid`: the grid's givens, its
/// placed digits and the candidates earlier steps removed, then what the step removes or
/// places. `None` for a step HoDoKu has no code for (trial and error).
pub fn library_line(grid: &Grid, step: &Step) -> Option<String> {
    let code = code_of(step)?;
    let mut line = format!(":{code}:");
    for digit in step_digits(step) {
        line.push(digit.to_char());
    }
    line.push(':');
    grid.push_cells(&mut line);
    line.push(':');
    let board = grid.to_board();
    let mut deleted = Vec::new();
    for cell in grid.empty_cells() {
        let removed = rules::candidates(&board, cell) - grid.candidates(cell);
        deleted.extend(removed.into_iter().map(|digit| Candidate::new(cell, digit)));
    }
    push_candidates(&mut line, &deleted);
    line.push(':');
    push_candidates(&mut line, &step.eliminations);
    line.push(':');
    push_candidates(&mut line, &step.placements);
    line.push(':');
    if let Some(links) = chain_length(step) {
        line.push_str(&links.to_string());
    }
    Some(line)
}

/// The number of links of a chain or loop step (HoDoKu's `<extra>` for them).
fn chain_length(step: &Step) -> Option<usize> {
    use Technique as T;
    match step.technique {
        T::XChain | T::XyChain | T::RemotePair | T::NiceLoop | T::GroupedNiceLoop => Some(
            step.roles
                .chains
                .iter()
                .map(|chain| chain.links.len())
                .sum(),
        ),
        _ => None,
    }
}

/// Appends candidates as `<digit><row><col>`, separated by spaces, cell by cell and digit by
/// digit within a cell (HoDoKu's order).
pub fn push_candidates(line: &mut String, candidates: &[Candidate]) {
    let mut sorted = candidates.to_vec();
    // Candidates order cell by cell, then digit by digit: HoDoKu's order. Equal ones are the
    // same candidate, so the unstable sort (the one the engine's other sorts share) is exact.
    sorted.sort_unstable();
    sorted.dedup();
    for (i, c) in sorted.iter().enumerate() {
        if i > 0 {
            line.push(' ');
        }
        line.push(c.digit.to_char());
        line.push(char::from(b'1' + c.cell.row() as u8));
        line.push(char::from(b'1' + c.cell.col() as u8));
    }
}

/// One line of a library file, read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryEntry {
    /// The technique's code as written (`0603`), without its variant.
    pub code: String,
    /// The variant after the code (`1` for `0603-1`), if any.
    pub variant: Option<String>,
    /// The technique the code names, if this engine has it.
    pub technique: Option<Technique>,
    /// The digits of `<candidates>`.
    pub digits: Digits,
    /// The puzzle: the givens alone, marked as givens.
    pub puzzle: Board,
    /// The position: givens, placed digits and the candidates left.
    pub grid: Grid,
    /// What the step is to remove.
    pub eliminations: Vec<Candidate>,
    /// What the step is to place.
    pub placements: Vec<Candidate>,
    /// The `<extra>` field as written.
    pub extra: String,
}

impl LibraryEntry {
    /// Whether the line says the technique must not be found (variant `x`).
    pub fn is_fail_case(&self) -> bool {
        self.variant.as_deref() == Some("x")
    }

    /// The board as the player has it: givens and placed digits.
    pub fn current(&self) -> Board {
        self.grid.to_board()
    }

    /// The position's candidates, cell by cell (empty for filled cells): what a game's notes
    /// would hold.
    pub fn candidates(&self) -> [Digits; 81] {
        self.grid.all_candidates()
    }
}

/// What is wrong with a library line, and where: the column (counted from 1) and the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryError {
    /// The column of the line where the problem is, counted from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for LibraryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for LibraryError {}

const FIELD_NAMES: [&str; 7] = [
    "the technique",
    "the candidates",
    "the givens",
    "the deleted candidates",
    "the eliminations",
    "the placements",
    "the extra",
];

/// Whether `line` looks like a library line (it starts with `:`), as opposed to a puzzle line.
pub fn is_library_line(line: &str) -> bool {
    line.trim_start().starts_with(':')
}

/// Reads one library line: any text at all, answering with the entry or with what is wrong and
/// at which column (counted in characters, from 1).
pub fn parse_library_line(line: &str) -> Result<LibraryEntry, LibraryError> {
    parse_line(line).map_err(|error| {
        // The parser counts bytes; a reader counts characters.
        let byte = (error.column - 1).min(line.len());
        let column = line.char_indices().take_while(|&(at, _)| at < byte).count() + 1;
        LibraryError { column, ..error }
    })
}

/// [`parse_library_line`], its columns counted in bytes.
fn parse_line(line: &str) -> Result<LibraryEntry, LibraryError> {
    let text = line.trim_end_matches(['\r', '\n']);
    let lead = text.len() - text.trim_start().len();
    let text = text.trim_start();
    if !text.starts_with(':') {
        return Err(LibraryError {
            column: lead + 1,
            message: "a library line starts with ':'".to_string(),
        });
    }
    // Each field with the column its first character is at.
    let mut fields: Vec<(usize, &str)> = Vec::with_capacity(8);
    let mut start = 1;
    for part in text[1..].split(':') {
        fields.push((lead + start + 1, part));
        start += part.len() + 1;
    }
    // The line ends with ':' (an empty field after it) or with the extra field.
    if fields.len() == 8 && fields[7].1.trim().is_empty() {
        fields.pop();
    }
    if fields.len() < 6 || fields.len() > 7 {
        return Err(LibraryError {
            column: lead + text.len().max(1),
            message: format!(
                "a library line has 6 or 7 fields between ':' (technique, candidates, givens, \
                 deleted candidates, eliminations, placements, extra); this one has {}",
                fields.len()
            ),
        });
    }
    let error = |field: usize, offset: usize, message: String| LibraryError {
        column: fields[field].0 + offset,
        message: format!("{}: {message}", FIELD_NAMES[field]),
    };

    let (code, variant) = match fields[0].1.split_once('-') {
        Some((code, variant)) => (code, Some(variant.to_string())),
        None => (fields[0].1, None),
    };
    if code.len() != 4 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return Err(error(
            0,
            0,
            format!("'{code}' is not a four-digit technique code"),
        ));
    }

    let mut digits = Digits::EMPTY;
    for (i, byte) in fields[1].1.bytes().enumerate() {
        match Digit::new(byte.wrapping_sub(b'0')) {
            Some(digit) => {
                digits.insert(digit);
            }
            None if byte == b' ' => {}
            None => {
                return Err(error(
                    1,
                    i,
                    format!("'{}' is not a digit", char::from(byte)),
                ))
            }
        }
    }

    let mut puzzle = Board::EMPTY;
    let mut placed: Vec<Candidate> = Vec::new();
    let mut cell = 0usize;
    let mut plus = false;
    let givens = fields[2].1.as_bytes();
    for (i, &byte) in givens.iter().enumerate() {
        if cell == 81 {
            return Err(error(2, i, "more than 81 cells".to_string()));
        }
        let here = Cell::new(cell).expect("fewer than 81 cells so far");
        match byte {
            b'+' if !plus => {
                plus = true;
                continue;
            }
            b'1'..=b'9' => {
                let digit = Digit::new(byte - b'0').expect("1 to 9");
                if plus {
                    placed.push(Candidate::new(here, digit));
                } else {
                    puzzle.force(here, Some(digit));
                }
            }
            b'.' | b'0' if !plus => {}
            _ => {
                let what = if plus {
                    "a '+' must be followed by a digit 1 to 9".to_string()
                } else {
                    format!(
                        "'{}' is not a cell (a digit, '+' and a digit, '.' or '0')",
                        char::from(byte)
                    )
                };
                return Err(error(2, i, what));
            }
        }
        plus = false;
        cell += 1;
    }
    if cell != 81 || plus {
        return Err(error(
            2,
            givens.len(),
            format!("81 cells are needed, {cell} are given"),
        ));
    }
    puzzle.mark_givens();
    let mut board = puzzle;
    for c in &placed {
        board.force(c.cell, Some(c.digit));
    }
    let clash = rules::conflicts(&board);
    if !clash.is_empty() {
        let cells: Vec<String> = clash.iter().map(|cell| cell.to_string()).collect();
        return Err(error(
            2,
            0,
            format!("a digit twice in one unit ({})", cells.join(", ")),
        ));
    }
    let mut grid = Grid::new(&board);
    for c in candidates(fields[3], 3, &error)? {
        if grid.value(c.cell).is_some() {
            return Err(error(
                3,
                0,
                format!(
                    "{}<>{} deletes a candidate of a filled cell",
                    c.cell, c.digit
                ),
            ));
        }
        grid.eliminate(c.cell, c.digit);
    }
    let eliminations = candidates(fields[4], 4, &error)?;
    let placements = candidates(fields[5], 5, &error)?;
    let extra = fields.get(6).map_or("", |f| f.1).to_string();
    Ok(LibraryEntry {
        technique: technique_of_code(code),
        code: code.to_string(),
        variant,
        digits,
        puzzle,
        grid,
        eliminations,
        placements,
        extra,
    })
}

/// Reads a field of candidates (`<digit><row><col>` separated by spaces).
fn candidates(
    (_, text): (usize, &str),
    field: usize,
    error: &dyn Fn(usize, usize, String) -> LibraryError,
) -> Result<Vec<Candidate>, LibraryError> {
    let mut found = Vec::new();
    let mut offset = 0;
    for word in text.split(' ') {
        if !word.is_empty() {
            let bytes = word.as_bytes();
            let number = |i: usize| bytes.get(i).and_then(|b| Digit::new(b.wrapping_sub(b'0')));
            match (bytes.len(), number(0), number(1), number(2)) {
                (3, Some(digit), Some(row), Some(col)) => {
                    let cell = Cell::at(row.index(), col.index()).expect("rows and columns 1 to 9");
                    found.push(Candidate::new(cell, digit));
                }
                _ => {
                    return Err(error(
                        field,
                        offset,
                        format!(
                            "'{word}' is not a candidate (digit, row, column: '436' is r3c6<>4)"
                        ),
                    ))
                }
            }
        }
        offset += word.len() + 1;
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::{find, next_step};

    const LIBRARY: &str = include_str!("../../tests/data/hodoku_library.txt");

    fn entries() -> Vec<LibraryEntry> {
        LIBRARY
            .lines()
            .filter(|line| is_library_line(line))
            .map(|line| parse_library_line(line).unwrap_or_else(|e| panic!("{e}: {line}")))
            .collect()
    }

    fn sorted(candidates: &[Candidate]) -> Vec<Candidate> {
        let mut all = candidates.to_vec();
        all.sort();
        all
    }

    #[test]
    fn every_technique_but_trial_has_a_code_and_each_code_one_technique() {
        let mut seen = Vec::new();
        for &technique in Technique::ALL {
            let all = codes(technique);
            let none = technique == Technique::Trial || technique.is_killer();
            assert_eq!(all.is_empty(), none, "{technique}");
            for code in all {
                assert!(!seen.contains(code), "{code} twice");
                seen.push(code);
                assert_eq!(technique_of_code(code), Some(technique));
            }
        }
        assert_eq!(technique_of_code("9999"), None);
    }

    #[test]
    fn the_documented_example_reads_as_its_header_says() {
        // reglib's example 2: the givens and placed digits, 18 deleted candidates, and a unique
        // rectangle type 4 that removes 3 from r6c4 and r6c5.
        let entry = &entries()[3];
        assert_eq!(entry.code, "0603");
        assert_eq!(entry.technique, Some(Technique::UniqueRectangle4));
        assert_eq!(entry.digits, Digits::single(Digit::new(3).unwrap()));
        let r2c4 = Cell::at(1, 3).unwrap();
        assert!(!entry.grid.has(r2c4, Digit::new(2).unwrap()));
        assert!(!entry.grid.has(r2c4, Digit::new(5).unwrap()));
        assert_eq!(entry.puzzle.given_count(), entry.puzzle.filled_count());
        assert!(entry.current().filled_count() > entry.puzzle.filled_count());
        let r6 = |col| Candidate::new(Cell::at(5, col).unwrap(), Digit::new(3).unwrap());
        assert_eq!(entry.eliminations, [r6(3), r6(4)]);
        assert!(entry.placements.is_empty());
        assert!(!entry.is_fail_case());
    }

    #[test]
    fn each_library_position_has_the_step_hodoku_says() {
        for entry in entries() {
            let technique = entry.technique.expect("a technique the engine has");
            let step = find(&entry.grid, technique)
                .unwrap_or_else(|| panic!("no {technique} in the position of {}", entry.code));
            if entry.placements.is_empty() {
                assert_eq!(
                    sorted(&step.eliminations),
                    sorted(&entry.eliminations),
                    "{technique}"
                );
            } else {
                // A single: the line names one of the singles there.
                let wanted = entry.placements[0];
                let mut grid = entry.grid;
                let mut found = false;
                while let Some(step) = find(&grid, technique) {
                    if step.placements.contains(&wanted) {
                        found = true;
                        break;
                    }
                    grid.apply(&step);
                }
                assert!(found, "{technique} never places {wanted:?}");
            }
        }
    }

    #[test]
    fn a_written_line_reads_back_as_the_same_position_and_step() {
        for entry in entries() {
            let Some(step) = next_step(&entry.grid) else {
                continue;
            };
            let line = library_line(&entry.grid, &step).expect("a technique with a code");
            let again = parse_library_line(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
            assert_eq!(again.grid, entry.grid, "{line}");
            assert_eq!(again.technique, Some(step.technique), "{line}");
            assert_eq!(sorted(&again.eliminations), sorted(&step.eliminations));
            assert_eq!(sorted(&again.placements), sorted(&step.placements));
            assert_eq!(again.puzzle, entry.puzzle);
        }
    }

    #[test]
    fn bad_lines_say_what_and_at_which_column() {
        let good = LIBRARY.lines().find(|l| l.starts_with(":0603")).unwrap();
        let cases = [
            (
                good[1..].to_string(),
                "column 1: a library line starts with ':'",
            ),
            (
                good.replacen(":0603:", ":06x3:", 1),
                "column 2: the technique: '06x3' is not a four-digit technique code",
            ),
            (":0603:".to_string(), "a library line has 6 or 7 fields"),
        ];
        for (line, wanted) in cases {
            let error = parse_library_line(&line).unwrap_err().to_string();
            assert!(error.contains(wanted), "{line}: {error}");
        }
        // A bad cell, a short grid, a '+' with no digit, a bad candidate: each at its column.
        let at = good.find("14+8").unwrap();
        let mut bad = good.to_string();
        bad.replace_range(at..at + 1, "x");
        let error = parse_library_line(&bad).unwrap_err();
        assert_eq!(error.column, at + 1);
        assert!(
            error.message.starts_with("the givens: 'x' is not a cell"),
            "{error}"
        );
        let mut bad = good.to_string();
        bad.replace_range(at + 2..at + 4, "+:");
        let error = parse_library_line(&bad).unwrap_err();
        assert!(
            error.message.contains("81 cells") || error.message.contains("'+'"),
            "{error}"
        );
        let deleted = good.find(":224").unwrap() + 1; // 0-based: the field's first character
        let bad = good.replacen("224 524", "224 52", 1);
        let error = parse_library_line(&bad).unwrap_err();
        assert_eq!(error.column, deleted + 5);
        assert!(error.message.contains("'52' is not a candidate"), "{error}");
        // Givens that clash.
        let bad = good.replacen("14+8", "11+8", 1);
        assert!(parse_library_line(&bad)
            .unwrap_err()
            .message
            .contains("twice"));
        // Any text at all: an answer, never a panic.
        for line in [
            ":",
            "::::::::",
            ":0000:1:+:::::",
            ":0000:\u{e9}:..:::",
            "\u{feff}:1",
        ] {
            let _ = parse_library_line(line);
        }
    }

    proptest::proptest! {
        #[test]
        fn any_text_of_library_characters_is_answered(text in "[:0-9.+ x\\-]{0,240}") {
            if let Ok(entry) = parse_library_line(&text) {
                proptest::prop_assert!(entry.grid.to_board().filled_count() >= entry.puzzle.filled_count());
            }
        }

        #[test]
        fn a_good_line_with_one_character_changed_is_answered(at in 0usize..400, code in 32u32..0x3000) {
            let good = LIBRARY.lines().find(|l| l.starts_with(":0603")).unwrap();
            let mut line: Vec<char> = good.chars().collect();
            let at = at % line.len();
            line[at] = char::from_u32(code).unwrap_or('?');
            let line: String = line.into_iter().collect();
            if let Err(error) = parse_library_line(&line) {
                proptest::prop_assert!(error.column >= 1 && error.column <= line.chars().count() + 1, "{}", error);
            }
        }
    }

    #[test]
    fn a_fail_case_is_read_as_one() {
        let good = LIBRARY.lines().find(|l| l.starts_with(":0603")).unwrap();
        let entry = parse_library_line(&good.replacen(":0603:", ":0603-x:", 1)).unwrap();
        assert!(entry.is_fail_case());
        assert_eq!(entry.variant.as_deref(), Some("x"));
    }
}
