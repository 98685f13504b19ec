//! Killer puzzles end to end through the library: published Killers read in our format, solved
//! to their published solutions and proved unique; generated Killers solved by their own grid
//! and by nothing else; the real sharing links of `tests/data/killer_links.txt` read.

mod common;

use peerless::generate::killer as generator;
use peerless::{rules, solver, Board, Killer, Level, Solution};
use proptest::prelude::*;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The published Killers of `tests/data/killer_published.txt`, each with its published solution.
fn published() -> Vec<(Killer, Board)> {
    std::fs::read_to_string(common::fixture("killer_published.txt"))
        .expect("the fixture")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (puzzle, solution) = line.split_once(' ').expect("a puzzle and its solution");
            (
                puzzle.parse().expect("our format"),
                solution.parse().expect("a grid"),
            )
        })
        .collect()
}

#[test]
fn published_killers_have_their_published_solution_and_no_other() {
    let puzzles = published();
    assert_eq!(puzzles.len(), 2);
    for (killer, solution) in &puzzles {
        assert!(
            rules::killer::is_complete(solution, &killer.cages),
            "{killer}"
        );
        match solver::killer::solve(&killer.givens, &killer.cages) {
            Solution::Unique(found) => assert_eq!(found.as_bytes(), solution.as_bytes()),
            other => panic!("{killer}: {other:?}"),
        }
        assert_eq!(
            solver::killer::first_solution(&Board::EMPTY, &killer.cages)
                .map(|found| *found.as_bytes()),
            Some(*solution.as_bytes())
        );
        // Written back in each format, the same puzzle.
        assert_eq!(Killer::parse(&killer.to_string()).as_ref(), Ok(killer));
        assert_eq!(
            Killer::from_link(&killer.to_fpuzzles_link()).as_ref(),
            Ok(killer)
        );
        assert_eq!(
            Killer::from_link(&killer.to_sudokupad_link()).as_ref(),
            Ok(killer)
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// A generated Killer's solution satisfies every cage and unit, and is the only one.
    #[test]
    fn a_generated_killers_solution_satisfies_every_cage_and_unit(
        seed in any::<u64>(),
        level in prop::sample::select(vec![Level::Easy, Level::Medium, Level::Hard]),
    ) {
        let options = generator::Options { level };
        let made = generator::generate(&options, &mut ChaCha8Rng::seed_from_u64(seed));
        let cages = &made.puzzle.cages;
        prop_assert!(rules::is_complete(&made.solution));
        for cage in cages {
            let digits: Vec<u8> = cage.cells().iter().filter_map(|c| made.solution.get(c)).map(|d| d.get()).collect();
            let mut sorted = digits.clone();
            sorted.sort_unstable();
            sorted.dedup();
            prop_assert_eq!(sorted.len(), cage.size(), "different digits in {:?}", cage);
            prop_assert_eq!(digits.iter().map(|&d| u32::from(d)).sum::<u32>(), u32::from(cage.sum()));
        }
        prop_assert!(rules::killer::is_complete(&made.solution, cages));
        for cell in made.puzzle.givens.filled_cells() {
            prop_assert_eq!(made.puzzle.givens.get(cell), made.solution.get(cell));
        }
        prop_assert_eq!(solver::killer::count_solutions(&made.puzzle.givens, cages, 2), 1);
        prop_assert_eq!(made.grade.level, level);
        prop_assert_eq!(Killer::parse(&made.puzzle.to_string()), Ok(made.puzzle.clone()));
    }
}

#[test]
fn links_the_sites_own_code_made_read_as_the_puzzles_they_hold() {
    let text = std::fs::read_to_string(common::fixture("killer_links.txt")).expect("the fixture");
    let mut read = 0;
    let mut refused = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (link, expected) = line.split_once(' ').expect("a link and what it holds");
        match expected.strip_prefix("refused:") {
            Some(reason) => {
                let error = Killer::from_link(link).expect_err(link);
                assert!(error.to_string().contains(reason), "{error}");
                refused += 1;
            }
            None => {
                let expected: Killer = expected.parse().expect("our format");
                assert_eq!(Killer::from_link(link), Ok(expected));
                read += 1;
            }
        }
    }
    assert_eq!((read, refused), (4, 3));
}
