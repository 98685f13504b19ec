//! Killer puzzles end to end through the library: published Killers read in our format, solved
//! to their published solutions and proved unique; the real sharing links of
//! `tests/data/killer_links.txt` read.

mod common;

use peerless::{rules, solver, Board, Killer, Solution};

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
