//! The Killer generator's tests: unique, compact, seeded, and at the level asked for.

use super::*;
use crate::killer::connected_from;
use crate::rules;

fn make(level: Level, seed: u64) -> Generated {
    generate(&Options { level }, &mut ChaCha8Rng::seed_from_u64(seed))
}

#[test]
fn generated_killers_are_unique_compact_graded_and_solved_by_their_grid() {
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        for seed in 0..4 {
            let made = make(level, seed);
            let cages = &made.puzzle.cages;
            let givens = &made.puzzle.givens;
            assert!(rules::killer::is_complete(&made.solution, cages));
            for cell in givens.filled_cells() {
                assert_eq!(givens.get(cell), made.solution.get(cell));
            }
            assert_eq!(
                solver::killer::count_solutions(givens, cages, 2),
                1,
                "{level:?} seed {seed}: {}",
                made.puzzle
            );
            if level != Level::Easy {
                assert_eq!(givens.given_count(), 0, "{}", made.puzzle);
            }
            for cage in cages {
                assert!((2..=MAX_SIZE).contains(&cage.size()), "{cage:?}");
                assert!(compact(cage.cells()), "{cage:?}");
            }
            let grade = logic::killer::grade(&made.puzzle).unwrap();
            assert_eq!(grade.level, level, "{}", made.puzzle);
            assert!(!grade.needs_trial, "{}", made.puzzle);
            assert_eq!(grade, made.grade);
        }
    }
}

#[test]
fn a_seed_gives_the_same_killer() {
    assert_eq!(make(Level::Medium, 5).puzzle, make(Level::Medium, 5).puzzle);
    assert_ne!(make(Level::Medium, 5).puzzle, make(Level::Medium, 6).puzzle);
}

#[test]
fn splits_are_connected_and_cover_the_cage() {
    // An L of four: r1c1 r1c2 r1c3 r2c1.
    let cage: CellSet = [(0, 0), (0, 1), (0, 2), (1, 0)]
        .iter()
        .map(|&(r, c)| crate::board::Cell::at(r, c).unwrap())
        .collect();
    let parts = splits(cage);
    assert!(!parts.is_empty());
    for part in parts {
        let rest = cage - part;
        assert!(part.len() >= 2 && rest.len() >= 2);
        assert_eq!(connected_from(part.first().unwrap(), part), part);
        assert_eq!(connected_from(rest.first().unwrap(), rest), rest);
    }
    assert!(splits(cage - CellSet::single(crate::board::Cell::at(1, 0).unwrap())).is_empty());
}

#[test]
fn the_daily_killer_is_the_same_for_a_date_and_apart_from_the_classic_daily() {
    let seed = daily_seed(2026, 12, 7, Level::Medium);
    assert_eq!(seed, daily_seed(2026, 12, 7, Level::Medium));
    assert_ne!(
        seed,
        daily_seed(2026, 12, 8, Level::Medium),
        "a day its own"
    );
    assert_ne!(
        seed,
        daily_seed(2026, 12, 7, Level::Hard),
        "a level its own"
    );
    let classic = crate::generate::daily_seed(2026, 12, 7, Level::Medium);
    assert_ne!(seed, classic);
    let made = daily(2026, 12, 7, Level::Medium);
    assert_eq!(made, make(Level::Medium, seed));
    assert_eq!(made.grade.level, Level::Medium);
    let grid = solver::random_solution(&Board::EMPTY, &mut ChaCha8Rng::seed_from_u64(classic));
    assert_ne!(Some(made.solution), grid, "not the classic daily's grid");
}
