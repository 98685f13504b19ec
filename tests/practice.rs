//! Practice positions as a property over seeds: for each technique generated puzzles serve
//! quickly, the position's next step is that technique (every simpler technique finds
//! nothing), its candidates agree with the puzzle's one solution (no true candidate deleted, no
//! wrong digit placed), and its line in HoDoKu's library format reads back as the same
//! position and step. Every technique the game offers is checked so too, from two seeds.

use peerless::logic::{self, library};
use peerless::practice::practice;
use peerless::solver::{self, Solution};
use peerless::{Cell, Technique};
use proptest::prelude::*;

/// Techniques whose first position takes well under a second from most seeds (the bench and
/// `peerless-cli practice --stats` measure every technique).
const QUICK: [Technique; 18] = [
    Technique::FullHouse,
    Technique::NakedSingle,
    Technique::HiddenSingle,
    Technique::LockedPair,
    Technique::LockedCandidatesPointing,
    Technique::LockedCandidatesClaiming,
    Technique::NakedPair,
    Technique::XWing,
    Technique::RemotePair,
    Technique::BugPlusOne,
    Technique::Skyscraper,
    Technique::EmptyRectangle,
    Technique::WWing,
    Technique::XyWing,
    Technique::XyzWing,
    Technique::XyChain,
    Technique::NiceLoop,
    Technique::TwoStringKite,
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn a_practice_position_is_its_technique_next_on_a_true_grid(index in 0usize..QUICK.len(), seed in any::<u64>()) {
        check(QUICK[index], seed)?;
    }
}

/// The position of `technique` from `seed`: its technique next, nothing simpler, one solution,
/// a true grid, a sound step, and its library line whole.
fn check(technique: Technique, seed: u64) -> Result<(), TestCaseError> {
    let found = practice(technique, seed).map_err(|e| TestCaseError::fail(e.to_string()))?;
    // The technique is the engine's next step, and nothing simpler applies.
    let next = logic::next_step(&found.grid).expect("a step");
    prop_assert_eq!(next.technique, technique);
    for earlier in Technique::ALL.iter().take_while(|&&t| t != technique) {
        if earlier.in_default_set() {
            prop_assert!(
                logic::find(&found.grid, *earlier).is_none(),
                "{} applies",
                earlier
            );
        }
    }
    // One solution, and the position is a state of it.
    let Solution::Unique(solution) = solver::solve(&found.puzzle) else {
        return Err(TestCaseError::fail("not one solution"));
    };
    for cell in Cell::ALL {
        let right = solution.get(cell).expect("a full grid");
        match found.grid.value(cell) {
            Some(digit) => prop_assert_eq!(digit, right, "{}", cell),
            None => prop_assert!(found.grid.has(cell, right), "{}'s {} deleted", cell, right),
        }
    }
    // The step is sound: nothing it removes or places disagrees with the solution.
    for removed in &found.step.eliminations {
        prop_assert_ne!(solution.get(removed.cell), Some(removed.digit));
    }
    for placed in &found.step.placements {
        prop_assert_eq!(solution.get(placed.cell), Some(placed.digit));
    }
    // And HoDoKu's library format carries it whole.
    let line = library::library_line(&found.grid, &found.step).expect("a code");
    let entry =
        library::parse_library_line(&line).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(entry.technique, Some(technique));
    prop_assert_eq!(entry.grid, found.grid);
    prop_assert_eq!(entry.puzzle, found.puzzle);
    Ok(())
}

/// Every technique the game offers, generated or banked, from two seeds: the property above
/// for all of them (the quick ones get many more seeds there).
#[test]
fn every_offered_technique_has_its_position() {
    for &technique in Technique::ALL {
        if !peerless::practice::offered(technique) {
            continue;
        }
        for seed in [1, 2] {
            check(technique, seed).unwrap_or_else(|e| panic!("{technique}, seed {seed}: {e}"));
        }
    }
}
