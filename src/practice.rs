//! Practice positions: a position where a chosen technique is the next step, for a player who
//! wants to learn it by finding it.
//!
//! A position is reached the way a player reaches it: a puzzle is generated (of the technique's
//! level, where the technique is most likely to be needed), solved by the engine's own logic,
//! simplest step first, and the first position of that solution where the next step by the
//! engine's order of techniques is the technique is the practice position: every simpler
//! technique finds nothing there, the placed digits and the candidates are what the earlier
//! steps left. The generator's random numbers come from the seed alone, so a seed gives the
//! same position on every platform.
//!
//! Some techniques are almost never the next step of a generated puzzle's solution (in the
//! engine's order a simpler step nearly always comes first: ALS techniques after the nice
//! loops, hidden triples after the naked ones). Those come from a bank of positions found the
//! same way in published puzzles (`assets/practice-bank.txt`, made by
//! `examples/practice_bank.rs`), the seed choosing among them.

use std::fmt;

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

use crate::board::Board;
use crate::generate::{self, Options, Symmetry};
use crate::logic::{self, library, Grid, Step, Technique};

/// How many puzzles of the technique's level [`practice`] generates before it gives up: a
/// bound of some seconds for the techniques generated puzzles rarely need.
pub const PUZZLES: u32 = 400;

/// A practice position and the step it is practice for.
#[derive(Clone, Debug)]
pub struct Practice {
    /// The puzzle it comes from: its givens, marked as givens.
    pub puzzle: Board,
    /// The position: the givens, the digits placed so far and the candidates left.
    pub grid: Grid,
    /// The step of the technique that is next there.
    pub step: Step,
    /// How many puzzles of the technique's level were generated to find it (0 from the bank).
    pub puzzles: u32,
    /// Where it comes from.
    pub source: Source,
}

/// Where a practice position comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A puzzle generated from the seed.
    Generated,
    /// The bank of positions from published puzzles, for a technique generation rarely serves.
    Bank,
}

/// The bank: positions in HoDoKu's library format, for the techniques generation rarely serves,
/// as the file has them (with its comments). The game keeps only [`PACKED`].
const BANK: &str = include_str!("../assets/practice-bank.txt");

/// The symbols the bank's positions are written with, a nibble each: code `i + 1` is
/// `SYMBOLS[i]`, and 0 pads the last byte.
const SYMBOLS: &[u8; 15] = b"\n:.+ 0123456789";

/// The bank's positions (its lines but the comments), packed two symbols to a byte when the
/// game is compiled: half the 24 KB of text, which the page pays for on every first load.
static PACKED: [u8; packed_len(BANK.as_bytes())] = pack(BANK.as_bytes());

/// The nibble of `symbol`; a symbol without one stops the build (a new kind of line in the
/// bank needs a code first).
const fn code(symbol: u8) -> u8 {
    let mut i = 0;
    while i < SYMBOLS.len() {
        if SYMBOLS[i] == symbol {
            return i as u8 + 1;
        }
        i += 1;
    }
    panic!("the practice bank holds a symbol its packing has no code for")
}

/// Calls `each` on every symbol of the text's lines that are not comments (`#`), newlines
/// included: the one walk [`packed_len`] and [`pack`] share.
macro_rules! bank_symbols {
    ($text:expr, |$symbol:ident| $each:block) => {{
        let text: &[u8] = $text;
        let mut at = 0;
        let mut line_start = true;
        let mut comment = false;
        while at < text.len() {
            let $symbol = text[at];
            if line_start {
                comment = $symbol == b'#';
            }
            line_start = $symbol == b'\n';
            if !comment {
                $each
            }
            at += 1;
        }
    }};
}

/// How many bytes [`pack`] makes of `text`.
const fn packed_len(text: &[u8]) -> usize {
    let mut symbols: usize = 0;
    bank_symbols!(text, |symbol| {
        let _ = code(symbol);
        symbols += 1;
    });
    symbols.div_ceil(2)
}

/// The lines of `text` that are not comments, a nibble a symbol, the first in the high half.
const fn pack<const N: usize>(text: &[u8]) -> [u8; N] {
    let mut packed = [0u8; N];
    let mut symbols = 0;
    bank_symbols!(text, |symbol| {
        packed[symbols / 2] |= code(symbol) << (4 * (1 - symbols % 2));
        symbols += 1;
    });
    packed
}

/// The bank's positions as text again: its lines but the comments.
fn unpacked() -> String {
    PACKED
        .iter()
        .flat_map(|&byte| [byte >> 4, byte & 15])
        .filter(|&nibble| nibble != 0)
        .map(|nibble| char::from(SYMBOLS[usize::from(nibble - 1)]))
        .collect()
}

/// The bank's positions for `technique`, as their lines give them.
pub fn bank(technique: Technique) -> Vec<library::LibraryEntry> {
    unpacked()
        .lines()
        .filter(|line| library::is_library_line(line))
        .filter_map(|line| library::parse_library_line(line).ok())
        .filter(|entry| entry.technique == Some(technique))
        .collect()
}

/// Whether the engine practises `technique`: one of the default set, which its order of steps
/// tries (not trial and error).
pub fn practised(technique: Technique) -> bool {
    technique.in_default_set() && technique != Technique::Trial && !technique.is_killer()
}

/// The techniques the engine practises that no position has been found for: none of the
/// bank's 3,689 published puzzles, nor the part of the Enjoy Sudoku forum's SE 11+ list of 2019
/// searched besides, nor generated puzzles (`cargo bench --bench practice`), needs one as the
/// next step in the engine's order (the Franken fish come after the ALS techniques and the
/// nice loops, which nearly always find something first). The game's library leaves them out;
/// the tests fail when the bank gains a position for one, so the list stays true.
pub const UNFOUND: [Technique; 3] = [
    Technique::FrankenXWing,
    Technique::FrankenSwordfish,
    Technique::FinnedFrankenXWing,
];

/// Whether the game offers `technique` to practise: practised, and with positions to serve.
pub fn offered(technique: Technique) -> bool {
    practised(technique) && !UNFOUND.contains(&technique)
}

/// Why no practice position came.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeError {
    /// The technique is never the next step of a logical solution: trial and error, or a
    /// technique outside HoDoKu's default set, which the engine's order of steps leaves out.
    NeverNext(Technique),
    /// No generated puzzle within the budget needed the technique (it is rare in generated
    /// puzzles: a bank of published positions is what serves it).
    NotFound {
        /// The technique.
        technique: Technique,
        /// The puzzles generated.
        puzzles: u32,
    },
}

impl fmt::Display for PracticeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PracticeError::NeverNext(technique) => write!(
                f,
                "{technique} is never the next step of the engine's solutions (it is not in the \
                 default set of techniques)"
            ),
            PracticeError::NotFound { technique, puzzles } => write!(
                f,
                "none of {puzzles} generated puzzles needed {technique} as its next step"
            ),
        }
    }
}

impl std::error::Error for PracticeError {}

/// A practice position for `technique` from `seed`, within [`PUZZLES`] generated puzzles.
pub fn practice(technique: Technique, seed: u64) -> Result<Practice, PracticeError> {
    practice_within(technique, seed, PUZZLES)
}

/// [`practice`] with its own budget of generated puzzles: a technique the bank holds comes
/// from the bank, any other from generation.
pub fn practice_within(
    technique: Technique,
    seed: u64,
    puzzles: u32,
) -> Result<Practice, PracticeError> {
    let mut search = Search::new(technique, seed, puzzles);
    loop {
        if let Some(done) = search.advance() {
            return done;
        }
    }
}

/// A practice position made by generation alone (the bank aside), within `puzzles` generated
/// puzzles.
pub fn generated_within(
    technique: Technique,
    seed: u64,
    puzzles: u32,
) -> Result<Practice, PracticeError> {
    let mut search = Search::generated(technique, seed, puzzles);
    loop {
        if let Some(done) = search.advance() {
            return done;
        }
    }
}

/// The search for a practice position, a piece at a time: where there are no threads (the
/// browser) the game runs a few pieces a frame, so the screen keeps drawing; elsewhere
/// [`practice`] runs it whole on a worker. Either way the pieces are the same and so is the
/// position a seed gives.
#[derive(Clone, Debug)]
pub struct Search {
    technique: Technique,
    seed: u64,
    /// Whether the bank is still to be asked (it is asked first, in one piece).
    bank: bool,
    rng: ChaCha8Rng,
    options: Options,
    /// Puzzles generated so far, and the budget.
    made: u32,
    budget: u32,
}

impl Search {
    /// The search [`practice_within`] makes: the bank first, then generation.
    pub fn new(technique: Technique, seed: u64, puzzles: u32) -> Search {
        Search {
            bank: true,
            ..Search::generated(technique, seed, puzzles)
        }
    }

    /// The search [`generated_within`] makes: generation alone.
    pub fn generated(technique: Technique, seed: u64, puzzles: u32) -> Search {
        Search {
            technique,
            seed,
            bank: false,
            rng: ChaCha8Rng::seed_from_u64(seed),
            options: Options {
                // A puzzle is at least as hard as its hardest technique: the technique's own
                // level is where it is needed most often.
                level: technique.level(),
                symmetry: Symmetry::Rotational,
                minimal: false,
            },
            made: 0,
            budget: puzzles,
        }
    }

    /// The technique searched for.
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// One piece of the search: the bank, or one attempt of the generator (a puzzle of the
    /// level, when the attempt makes one, solved and searched). `None` while the search goes
    /// on; then its answer, once.
    pub fn advance(&mut self) -> Option<Result<Practice, PracticeError>> {
        let technique = self.technique;
        if std::mem::take(&mut self.bank) {
            if let Some(found) = from_bank(technique, self.seed) {
                return Some(Ok(found));
            }
        }
        if !practised(technique) {
            return Some(Err(PracticeError::NeverNext(technique)));
        }
        if self.made >= self.budget {
            return Some(Err(PracticeError::NotFound {
                technique,
                puzzles: self.budget,
            }));
        }
        // The generator's own search: attempts until one has the level.
        let puzzle = generate::attempt(&self.options, &mut self.rng)?.puzzle;
        self.made += 1;
        first_position(&puzzle, technique).map(|(grid, step)| {
            Ok(Practice {
                puzzle,
                grid,
                step,
                puzzles: self.made,
                source: Source::Generated,
            })
        })
    }
}

/// The bank's position for `technique` that `seed` chooses, or the next one whose step is the
/// technique (the bank's tests keep every line so); only the position served is solved for
/// its step.
fn from_bank(technique: Technique, seed: u64) -> Option<Practice> {
    let banked = bank(technique);
    let start = (seed % banked.len().max(1) as u64) as usize;
    banked
        .iter()
        .cycle()
        .skip(start)
        .take(banked.len())
        .find_map(|entry| {
            let step = logic::next_step(&entry.grid).filter(|s| s.technique == technique)?;
            Some(Practice {
                puzzle: entry.puzzle,
                grid: entry.grid,
                step,
                puzzles: 0,
                source: Source::Bank,
            })
        })
}

/// The first position of `puzzle`'s logical solution where the next step, by the engine's
/// order of techniques, is `technique`; with that step.
pub fn first_position(puzzle: &Board, technique: Technique) -> Option<(Grid, Step)> {
    let solution = logic::solve_logically(puzzle).ok()?;
    let mut grid = Grid::new(puzzle);
    for step in &solution.steps {
        if step.technique == technique {
            if let Some(next) = logic::next_step(&grid) {
                if next.technique == technique {
                    return Some((grid, next));
                }
            }
        }
        grid.apply(step);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{self, Solution};

    /// The position is a state of the puzzle's solution: every placed digit right, every
    /// candidate of the solution still there.
    fn agrees_with_solution(practice: &Practice) -> bool {
        let Solution::Unique(solution) = solver::solve(&practice.puzzle) else {
            return false;
        };
        let grid = &practice.grid;
        crate::board::Cell::ALL.iter().all(|&cell| {
            let right = solution.get(cell).expect("a full solution");
            match grid.value(cell) {
                Some(digit) => digit == right,
                None => grid.has(cell, right),
            }
        })
    }

    #[test]
    fn a_position_has_its_technique_next_and_agrees_with_the_solution() {
        for technique in [
            Technique::HiddenSingle,
            Technique::NakedSingle,
            Technique::LockedCandidatesPointing,
            Technique::NakedPair,
        ] {
            let practice = practice(technique, 7).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(practice.step.technique, technique);
            assert_eq!(
                logic::next_step(&practice.grid).map(|s| s.technique),
                Some(technique)
            );
            assert!(agrees_with_solution(&practice), "{technique}");
            for earlier in Technique::ALL
                .iter()
                .take_while(|&&t| t != technique)
                .filter(|t| t.in_default_set())
            {
                assert!(logic::find(&practice.grid, *earlier).is_none(), "{earlier}");
            }
        }
    }

    #[test]
    fn a_seed_gives_one_position() {
        let a = practice(Technique::XWing, 11).expect("an X-Wing");
        let b = practice(Technique::XWing, 11).expect("an X-Wing");
        assert_eq!(a.grid, b.grid);
        assert_eq!(a.puzzle, b.puzzle);
    }

    #[test]
    fn the_packed_bank_is_the_banks_lines_but_the_comments() {
        let lines: Vec<&str> = BANK.lines().filter(|l| !l.starts_with('#')).collect();
        assert!(lines.len() > 30);
        assert_eq!(unpacked(), lines.join("\n") + "\n");
        assert!(
            PACKED.len() * 2 < BANK.len(),
            "{} of {}",
            PACKED.len(),
            BANK.len()
        );
    }

    #[test]
    fn every_bank_line_is_its_technique_next_on_a_true_grid() {
        let mut served = 0;
        for line in BANK.lines().filter(|l| library::is_library_line(l)) {
            let entry = library::parse_library_line(line).unwrap_or_else(|e| panic!("{e}: {line}"));
            let technique = entry.technique.expect("a technique");
            let next = logic::next_step(&entry.grid).expect("a step");
            assert_eq!(next.technique, technique, "{line}");
            let practice = Practice {
                puzzle: entry.puzzle,
                grid: entry.grid,
                step: next,
                puzzles: 0,
                source: Source::Bank,
            };
            assert!(agrees_with_solution(&practice), "{line}");
            served += 1;
        }
        assert!(served >= 30, "{served} bank positions");
        // A banked technique is served from the bank, the seed choosing the position.
        let a = practice(Technique::AlsXz, 0).expect("an ALS-XZ");
        assert_eq!(a.source, Source::Bank);
        assert_eq!(a.step.technique, Technique::AlsXz);
        let all = bank(Technique::AlsXz);
        assert!(all.len() >= 2);
        let b = practice(Technique::AlsXz, 1).expect("an ALS-XZ");
        assert_ne!(a.grid, b.grid);
    }

    #[test]
    fn techniques_outside_the_order_are_refused() {
        assert_eq!(
            practice(Technique::MutantXWing, 1).unwrap_err(),
            PracticeError::NeverNext(Technique::MutantXWing)
        );
        assert_eq!(
            practice(Technique::Trial, 1).unwrap_err(),
            PracticeError::NeverNext(Technique::Trial)
        );
        let none = practice_within(Technique::XWing, 3, 0).unwrap_err();
        assert!(
            none.to_string().contains("none of 0 generated puzzles"),
            "{none}"
        );
    }

    #[test]
    fn the_unfound_techniques_have_no_bank_positions_and_the_rest_have_a_source() {
        for technique in UNFOUND {
            assert!(practised(technique) && !offered(technique));
            assert!(bank(technique).is_empty(), "{technique} has a position now");
        }
        assert!(offered(Technique::XWing) && !offered(Technique::Trial));
    }
}
