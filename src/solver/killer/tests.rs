//! The Killer search against a plain search on random layouts, and its answers on the cases
//! that are easy to state: a unique puzzle, clashing digits, a layout the rule of 45 refutes.

use proptest::prelude::*;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::board::{Cell, Digit};
use crate::killer::testing::{random_layout, shifted_sums};
use crate::rules::killer as killer_rules;
use crate::sets::CellSet;
use crate::solver::{bounded, random_solution};

/// Counts solutions the plain way, up to `limit`: the first empty cell, every digit the Killer
/// rules allow there, recursively; a full board counts when it is complete.
fn plain_count(board: &mut Board, cages: &Cages, limit: usize) -> usize {
    let Some(cell) = Cell::ALL.into_iter().find(|&c| board.get(c).is_none()) else {
        return usize::from(killer_rules::is_complete(board, cages));
    };
    let mut count = 0;
    for digit in Digit::ALL {
        if killer_rules::is_legal(board, cages, cell, digit) {
            board.force(cell, Some(digit));
            count += plain_count(board, cages, limit - count);
            board.force(cell, None);
            if count >= limit {
                break;
            }
        }
    }
    count
}

/// A random layout over a random grid (its sums sometimes shifted, which usually leaves no
/// solution), with the grid's digits kept in a random half of the cells or more (so that the
/// plain search stays quick) and one of them sometimes changed.
fn layout_and_puzzle(seed: u64) -> (Cages, Board) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let solution = random_solution(&Board::EMPTY, &mut rng).unwrap();
    let max_size = 2 + bounded(&mut rng, 5) as usize;
    let mut cages = random_layout(&solution, max_size, &mut rng);
    if bounded(&mut rng, 3) == 0 {
        cages = shifted_sums(&cages, &mut rng);
    }
    let mut board = solution;
    let empty = 20 + bounded(&mut rng, 25);
    for _ in 0..empty {
        board.force(Cell::ALL[bounded(&mut rng, 81) as usize], None);
    }
    if bounded(&mut rng, 4) == 0 {
        let cell = Cell::ALL[bounded(&mut rng, 81) as usize];
        board.force(cell, Digit::new(1 + bounded(&mut rng, 9) as u8));
    }
    board.mark_givens();
    (cages, board)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn counts_agree_with_the_plain_search(seed in any::<u64>(), limit in 1usize..4) {
        let (cages, board) = layout_and_puzzle(seed);
        let expected = if killer_rules::conflicts(&board, &cages).is_empty() {
            plain_count(&mut board.clone(), &cages, limit)
        } else {
            0
        };
        prop_assert_eq!(count_solutions(&board, &cages, limit), expected, "{}", board);
    }

    #[test]
    fn solve_agrees_with_counting(seed in any::<u64>()) {
        let (cages, board) = layout_and_puzzle(seed);
        let count = count_solutions(&board, &cages, 2);
        match solve(&board, &cages) {
            Solution::Unique(s) => {
                prop_assert_eq!(count, 1);
                prop_assert!(killer_rules::is_complete(&s, &cages));
                prop_assert_eq!(first_solution(&board, &cages), Some(s));
            }
            Solution::Multiple(a, b) => {
                prop_assert_eq!(count, 2);
                prop_assert!(a != b);
                prop_assert!(killer_rules::is_complete(&a, &cages) && killer_rules::is_complete(&b, &cages));
            }
            Solution::None => {
                prop_assert_eq!(count, 0);
                prop_assert_eq!(first_solution(&board, &cages), None);
            }
            Solution::Conflict(cells) => {
                prop_assert_eq!(count, 0);
                prop_assert_eq!(cells, killer_rules::conflicts(&board, &cages));
            }
        }
    }
}

#[test]
fn an_empty_killer_over_a_grid_has_that_grid_among_its_solutions() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..20 {
        let solution = random_solution(&Board::EMPTY, &mut rng).unwrap();
        let cages = random_layout(&solution, 4, &mut rng);
        let count = count_with_guesses(&Board::EMPTY, &cages, 2);
        assert!(count.solutions >= 1);
        match solve(&Board::EMPTY, &cages) {
            Solution::Unique(found) => assert_eq!(found.as_bytes(), solution.as_bytes()),
            Solution::Multiple(a, b) => {
                assert!(killer_rules::is_complete(&a, &cages));
                assert!(killer_rules::is_complete(&b, &cages));
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn cages_of_one_cell_are_givens() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let solution = random_solution(&Board::EMPTY, &mut rng).unwrap();
    let cages = Cages::new(Cell::ALL.into_iter().map(|cell| {
        (
            CellSet::single(cell),
            u32::from(solution.get(cell).unwrap().get()),
        )
    }))
    .unwrap();
    assert_eq!(
        solve(&Board::EMPTY, &cages),
        Solution::Unique(solution.with_all_digits(solution.as_bytes()))
    );
    assert_eq!(count_with_guesses(&Board::EMPTY, &cages, 2).guesses, 0);
    let mut clashing = Board::EMPTY;
    let wrong = Digit::new(solution.get(Cell::ALL[0]).unwrap().get() % 9 + 1).unwrap();
    clashing.force(Cell::ALL[0], Some(wrong));
    assert_eq!(
        solve(&clashing, &cages),
        Solution::Conflict(CellSet::single(Cell::ALL[0]))
    );
    assert_eq!(count_solutions(&clashing, &cages, 2), 0);
    assert_eq!(count_solutions(&Board::EMPTY, &cages, 0), 0);
}

#[test]
fn cages_inside_a_box_that_add_up_past_45_have_no_solution() {
    // Box 1 as three rows of three: 24 + 24 + 6 is 54. The other cells: single cells adding up
    // to the rest of 405 (which no grid satisfies, but the layout is well formed).
    let row = |r: usize| -> CellSet { (0..3).map(|c| Cell::at(r, c).unwrap()).collect() };
    let mut list = vec![(row(0), 24u32), (row(1), 24), (row(2), 6)];
    let mut rest = 405 - 54;
    let others: Vec<Cell> = Cell::ALL.into_iter().filter(|c| c.box_() != 0).collect();
    for (i, &cell) in others.iter().enumerate() {
        let left = others.len() - i - 1;
        let sum = (rest - left as u32).min(9);
        list.push((CellSet::single(cell), sum));
        rest -= sum;
    }
    let cages = Cages::new(list).unwrap();
    assert_eq!(solve(&Board::EMPTY, &cages), Solution::None);
}
