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
//! A Killer technique is practised on a Killer the same way, by the one search: a Killer
//! generated at the technique's Killer level, solved by the Killer logic in the Killer order
//! ([`crate::logic::killer::order`]), the position carrying the Killer's cages
//! ([`Practice::variant`]).
//!
//! Some classic techniques are almost never the next step of a generated puzzle's solution (in
//! the engine's order a simpler step nearly always comes first: ALS techniques after the nice
//! loops, hidden triples after the naked ones). Those come from a bank of positions found the
//! same way in published puzzles (`assets/practice-bank.txt`, made by
//! `examples/practice_bank.rs`), the seed choosing among them.

mod bank;
mod position;

use std::fmt;

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

use crate::board::Board;
use crate::generate::{self, Options, Symmetry};
use crate::killer::Killer;
use crate::logic::{Grid, Step, Technique};
use crate::variant::Variant;

pub use bank::bank;
use bank::from_bank;
pub use position::{first_position, first_position_in, next_step};

/// How many puzzles of the technique's level [`practice`] generates before it gives up: a
/// bound of some seconds for the techniques generated puzzles rarely need.
pub const PUZZLES: u32 = 400;

/// A practice position and the step it is practice for.
#[derive(Clone, Debug)]
pub struct Practice {
    /// The puzzle it comes from: its givens, marked as givens.
    pub puzzle: Board,
    /// The rules it is played by: classic, or a Killer with its cages (the puzzle's givens are
    /// [`Practice::puzzle`]'s), without which a Killer position cannot be read.
    pub variant: Variant,
    /// The position: the givens, the digits placed so far and the candidates left.
    pub grid: Grid,
    /// The step of the technique that is next there.
    pub step: Step,
    /// How many puzzles of the technique's level were generated to find it (0 from the bank).
    pub puzzles: u32,
    /// Where it comes from.
    pub source: Source,
}

impl Practice {
    /// The Killer a Killer position comes from, its cages and givens whole (to write it in our
    /// format, or solve it); `None` for a classic position.
    pub fn killer(&self) -> Option<Killer> {
        self.variant.cages().map(|cages| Killer {
            cages: cages.clone(),
            givens: self.puzzle,
        })
    }
}

/// Where a practice position comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A puzzle generated from the seed.
    Generated,
    /// The bank of positions from published puzzles, for a technique generation rarely serves.
    Bank,
}

/// The kind of puzzle a technique is practised on, and a library of techniques is for (the
/// game's library is classic, a Killer's lists the techniques that read cages): the engine's one
/// [`crate::variant::Kind`], the one the start screen chooses and the statistics keep apart.
pub use crate::variant::Kind;

impl Kind {
    /// The kind of puzzle `technique` is practised on: a Killer for a technique that reads
    /// cages, else classic.
    pub fn of(technique: Technique) -> Kind {
        if technique.is_killer() {
            Kind::Killer
        } else {
            Kind::Classic
        }
    }
}

/// Whether the engine practises `technique`: one of the default set, which its order of steps
/// tries (not trial and error), the Killer techniques included (on Killers).
pub fn practised(technique: Technique) -> bool {
    technique.in_default_set() && technique != Technique::Trial
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

/// Whether the game offers `technique` to practise in its (classic) library: practised, not a
/// Killer technique, and with positions to serve. [`offered_in`] says it for either kind.
pub fn offered(technique: Technique) -> bool {
    offered_in(Kind::Classic, technique)
}

/// Whether a library of `kind` offers `technique` to practise: practised on that kind of
/// puzzle, and with positions to serve.
pub fn offered_in(kind: Kind, technique: Technique) -> bool {
    practised(technique) && Kind::of(technique) == kind && !UNFOUND.contains(&technique)
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
    Search::new(technique, seed, puzzles).finish()
}

/// A practice position made by generation alone (the bank aside), within `puzzles` generated
/// puzzles.
pub fn generated_within(
    technique: Technique,
    seed: u64,
    puzzles: u32,
) -> Result<Practice, PracticeError> {
    Search::generated(technique, seed, puzzles).finish()
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
    maker: Maker,
    /// Puzzles generated so far, and the budget.
    made: u32,
    budget: u32,
}

/// What each attempt of a [`Search`] generates: a classic puzzle, or a Killer for a technique
/// that reads cages.
#[derive(Clone, Debug)]
enum Maker {
    Classic(Options),
    Killer(generate::killer::Options),
}

impl Maker {
    /// The generator for `technique`: at its own level, where it is needed most often (a
    /// puzzle is at least as hard as its hardest technique).
    fn for_technique(technique: Technique) -> Maker {
        let level = technique.level();
        match Kind::of(technique) {
            Kind::Classic => Maker::Classic(Options {
                level,
                symmetry: Symmetry::Rotational,
                minimal: false,
            }),
            Kind::Killer => Maker::Killer(generate::killer::Options { level }),
        }
    }

    /// One attempt of the generator: the puzzle's givens (marked) and its rules, when the
    /// attempt makes one.
    fn attempt(&self, rng: &mut ChaCha8Rng) -> Option<(Board, Variant)> {
        match self {
            Maker::Classic(options) => {
                Some((generate::attempt(options, rng)?.puzzle, Variant::Classic))
            }
            Maker::Killer(options) => {
                let killer = generate::killer::attempt(options, rng)?.puzzle;
                let mut givens = killer.givens;
                givens.mark_givens();
                Some((givens, Variant::Killer(Box::new(killer.cages))))
            }
        }
    }
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
            maker: Maker::for_technique(technique),
            made: 0,
            budget: puzzles,
        }
    }

    /// The technique searched for.
    pub fn technique(&self) -> Technique {
        self.technique
    }

    /// The whole search at once, on a thread that can wait for it.
    fn finish(mut self) -> Result<Practice, PracticeError> {
        loop {
            if let Some(done) = self.advance() {
                return done;
            }
        }
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
        let (puzzle, variant) = self.maker.attempt(&mut self.rng)?;
        self.made += 1;
        first_position_in(&puzzle, &variant, technique).map(|(grid, step)| {
            Ok(Practice {
                puzzle,
                variant,
                grid,
                step,
                puzzles: self.made,
                source: Source::Generated,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic;
    use crate::solver::Solution;

    /// The position is a state of the puzzle's one solution (by its variant's rules): every
    /// placed digit right, every candidate of the solution still there.
    pub(super) fn agrees_with_solution(practice: &Practice) -> bool {
        let Solution::Unique(solution) = practice.variant.solve(&practice.puzzle) else {
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

    /// Checks a Killer practice position for `technique` from `seed`: a Killer position whose
    /// step is of the technique, where every technique before it in the Killer order finds
    /// nothing, a true state of the Killer's one solution, and whose step removes only wrong
    /// candidates and places only right digits.
    pub(super) fn check_killer(technique: Technique, seed: u64) {
        let found = practice(technique, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(found.source, Source::Generated);
        assert_eq!(found.step.technique, technique, "seed {seed}");
        let Variant::Killer(cages) = &found.variant else {
            panic!("{technique}, seed {seed}: a classic position");
        };
        for earlier in logic::killer::order().take_while(|&t| t != technique) {
            assert!(
                logic::killer::find(&found.grid, cages, earlier).is_none(),
                "{technique}, seed {seed}: {earlier} finds a step first"
            );
        }
        assert_eq!(
            next_step(&found.grid, &found.variant).map(|s| s.technique),
            Some(technique)
        );
        assert!(agrees_with_solution(&found), "{technique}, seed {seed}");
        let Solution::Unique(solution) = found.variant.solve(&found.puzzle) else {
            panic!("{technique}, seed {seed}: not one solution");
        };
        let step = &found.step;
        assert!(!step.eliminations.is_empty() || !step.placements.is_empty());
        for removed in &step.eliminations {
            assert!(
                found.grid.has(removed.cell, removed.digit),
                "{removed} is there"
            );
            assert_ne!(solution.get(removed.cell), Some(removed.digit), "{removed}");
        }
        for placed in &step.placements {
            assert_eq!(solution.get(placed.cell), Some(placed.digit), "{placed}");
        }
        let killer = found.killer().expect("a Killer");
        assert_eq!(killer.givens, found.puzzle);
    }

    #[test]
    fn every_killer_technique_has_a_position_on_a_killer() {
        let killer: Vec<Technique> = Technique::ALL
            .iter()
            .copied()
            .filter(|&t| offered_in(Kind::Killer, t))
            .collect();
        // Every Killer technique.
        assert_eq!(killer.len(), 8, "{killer:?}");
        for &technique in &killer {
            assert!(technique.is_killer() && !offered(technique));
            for seed in [1, 2] {
                check_killer(technique, seed);
            }
        }
        let a = practice(Technique::InniesOuties, 3).expect("a position");
        let b = practice(Technique::InniesOuties, 3).expect("a position");
        assert_eq!(
            (a.grid, a.puzzle, a.killer()),
            (b.grid, b.puzzle, b.killer())
        );
    }

    #[test]
    fn the_classic_library_is_unchanged_by_the_killer_techniques() {
        // The game's library: what it offered before the Killer techniques were practised.
        for &t in Technique::ALL {
            let classic = t.in_default_set()
                && t != Technique::Trial
                && !t.is_killer()
                && !UNFOUND.contains(&t);
            assert_eq!(offered(t), classic, "{t}");
            assert_eq!(offered_in(Kind::Classic, t), classic, "{t}");
        }
    }
}
