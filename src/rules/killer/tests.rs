//! The Killer rules against plain versions written from their definitions (every set of
//! digits tried, every pair of cells compared), on random layouts over random boards.

use proptest::prelude::*;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::killer::testing::{random_layout, shifted_sums};
use crate::solver;

/// Whether some set of `size` different digits adding up to `sum` contains every digit of
/// `digits`: all 511 sets tried.
fn some_set_contains(size: usize, sum: u8, digits: &[u8]) -> bool {
    (1u16..512).any(|set| {
        let members: Vec<u8> = (1..=9).filter(|d| set >> (d - 1) & 1 != 0).collect();
        members.len() == size
            && members.iter().map(|&d| u32::from(d)).sum::<u32>() == u32::from(sum)
            && digits.iter().all(|d| members.contains(d))
    })
}

/// The digits of `cage`'s cells other than `except`, as a list (repeats kept).
fn other_digits(board: &Board, cage: &Cage, except: Option<Cell>) -> Vec<u8> {
    cage.cells()
        .iter()
        .filter(|&c| Some(c) != except)
        .filter_map(|c| board.get(c).map(Digit::get))
        .collect()
}

fn naive_is_legal(board: &Board, cages: &Cages, cell: Cell, digit: Digit) -> bool {
    let cage = cages.cage_of(cell);
    let mut digits = other_digits(board, cage, Some(cell));
    if digits.contains(&digit.get()) {
        return false;
    }
    digits.push(digit.get());
    rules::naive::is_legal(board, cell, digit)
        && some_set_contains(cage.size(), cage.sum(), &digits)
}

fn naive_conflicts(board: &Board, cages: &Cages) -> CellSet {
    let mut marked = rules::naive::conflicts(board);
    for cage in cages {
        let filled: Vec<Cell> = cage
            .cells()
            .iter()
            .filter(|&c| board.get(c).is_some())
            .collect();
        for &a in &filled {
            for &b in &filled {
                if a != b && board.get(a) == board.get(b) {
                    marked.insert(a);
                }
            }
        }
        let digits = other_digits(board, cage, None);
        let total: u32 = digits.iter().map(|&d| u32::from(d)).sum();
        let wrong = if filled.len() == cage.size() {
            total != u32::from(cage.sum())
        } else {
            !filled.is_empty() && !some_set_contains(cage.size(), cage.sum(), &digits)
        };
        if wrong {
            marked.extend(filled);
        }
    }
    marked
}

/// A layout over a random solved grid (sometimes with its sums shifted), and a board that is
/// that grid with cells emptied and a few overwritten.
fn layout_and_board() -> impl Strategy<Value = (Cages, Board)> {
    (
        any::<u64>(),
        1usize..=6,
        any::<bool>(),
        proptest::collection::vec(any::<bool>(), 81),
        proptest::collection::vec((0usize..81, 1u8..=9), 0..5),
    )
        .prop_map(|(seed, max_size, shift, keep, writes)| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let solution = solver::random_solution(&Board::EMPTY, &mut rng).unwrap();
            let mut cages = random_layout(&solution, max_size, &mut rng);
            if shift {
                cages = shifted_sums(&cages, &mut rng);
            }
            let mut board = solution;
            for (index, keep) in keep.into_iter().enumerate() {
                if !keep {
                    board.force(Cell::ALL[index], None);
                }
            }
            for (index, value) in writes {
                board.force(Cell::ALL[index], Digit::new(value));
            }
            (cages, board)
        })
}

proptest! {
    #[test]
    fn legality_and_candidates_follow_the_definitions((cages, board) in layout_and_board()) {
        let grid = candidate_grid(&board, &cages);
        for cell in Cell::ALL {
            let mut expected = Digits::EMPTY;
            for digit in Digit::ALL {
                let legal = is_legal(&board, &cages, cell, digit);
                prop_assert_eq!(legal, naive_is_legal(&board, &cages, cell, digit), "{} {}", cell, digit);
                if legal {
                    expected.insert(digit);
                }
            }
            prop_assert_eq!(candidates(&board, &cages, cell), expected);
            prop_assert_eq!(grid[cell.index()], expected);
        }
    }

    #[test]
    fn conflicts_follow_the_definitions((cages, board) in layout_and_board()) {
        prop_assert_eq!(conflicts(&board, &cages), naive_conflicts(&board, &cages));
        // The clashes named are the cells marked.
        let mut named = CellSet::EMPTY;
        cage_clashes(&board, &cages, |clash| match clash {
            CageClash::Repeated { cells, .. } => named.extend(cells),
            CageClash::WrongSum { cage, .. } | CageClash::Unreachable { cage, .. } => {
                named |= cages.cage_of(cage).cells() & board.filled_cells();
            }
        });
        prop_assert_eq!(named, cage_conflicts(&board, &cages));
        prop_assert_eq!(
            is_complete(&board, &cages),
            board.is_full() && naive_conflicts(&board, &cages).is_empty()
        );
    }
}

fn cell(name: &str) -> Cell {
    Cell::ALL
        .into_iter()
        .find(|c| c.to_string() == name)
        .unwrap()
}

fn digit(value: u8) -> Digit {
    Digit::new(value).unwrap()
}

/// A solved grid and a layout over it whose first cage is r1c1-r1c2-r1c3 (5, 3, 4: sum 12).
fn solved_with_a_cage() -> (Board, Cages) {
    let solution: Board =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
            .parse()
            .unwrap();
    let first: CellSet = ["r1c1", "r1c2", "r1c3"].iter().map(|n| cell(n)).collect();
    let mut list = vec![(first, 12u32)];
    for c in Cell::ALL {
        if !first.contains(c) {
            list.push((
                CellSet::single(c),
                u32::from(solution.get(c).unwrap().get()),
            ));
        }
    }
    (solution, Cages::new(list).unwrap())
}

#[test]
fn a_solved_grid_is_complete_and_each_kind_of_cage_clash_is_marked() {
    let (solution, cages) = solved_with_a_cage();
    assert!(is_complete(&solution, &cages));
    assert!(conflicts(&solution, &cages).is_empty());

    // A full cage with the wrong sum: r1c1-r1c3 as 5, 3, 9 (the 9 also clashes in its row and
    // column, and with its one-cell cage's sum).
    let mut board = solution;
    board.force(cell("r1c3"), Some(digit(9)));
    let marked = cage_conflicts(&board, &cages);
    for name in ["r1c1", "r1c2", "r1c3"] {
        assert!(marked.contains(cell(name)), "{name}");
    }
    assert!(!is_complete(&board, &cages));

    // A partial cage that cannot reach its sum: 9 and 8 leave -5 for the third cell.
    let mut board = Board::EMPTY;
    board.force(cell("r1c1"), Some(digit(9)));
    board.force(cell("r1c2"), Some(digit(8)));
    assert_eq!(
        cage_conflicts(&board, &cages),
        [cell("r1c1"), cell("r1c2")].into_iter().collect()
    );

    // A repeated digit in a cage whose two cells share no row, column or box marks both, and
    // only them while the cage can still make its sum.
    let corner: CellSet = ["r1c3", "r1c4", "r2c4"].iter().map(|n| cell(n)).collect();
    // 4 + 6 + 1 in the solved grid.
    let mut list = vec![(corner, 11u32)];
    for c in Cell::ALL {
        if !corner.contains(c) {
            list.push((
                CellSet::single(c),
                u32::from(solution.get(c).unwrap().get()),
            ));
        }
    }
    let cages = Cages::new(list).unwrap();
    let mut board = Board::EMPTY;
    board.force(cell("r1c3"), Some(digit(2)));
    board.force(cell("r2c4"), Some(digit(2)));
    assert!(rules::conflicts(&board).is_empty(), "no classic clash");
    assert_eq!(
        conflicts(&board, &cages),
        [cell("r1c3"), cell("r2c4")].into_iter().collect()
    );
    assert!(!is_legal(&board, &cages, cell("r1c4"), digit(2)));
}

#[test]
fn candidates_are_the_cage_combinations_left() {
    let (_, cages) = solved_with_a_cage();
    // An empty cage of three cells summing to 12: any digit of 129, 138, 147, 156, 237, 246,
    // 345, that is 1 to 9.
    assert_eq!(candidates(&Board::EMPTY, &cages, cell("r1c1")), Digits::ALL);
    let mut board = Board::EMPTY;
    board.force(cell("r1c1"), Some(digit(9)));
    // With 9 placed: the other two make 3, so 1 and 2.
    let expected: Digits = [digit(1), digit(2)].into_iter().collect();
    assert_eq!(candidates(&board, &cages, cell("r1c2")), expected);
    assert!(is_legal(&board, &cages, cell("r1c3"), digit(1)));
    assert!(!is_legal(&board, &cages, cell("r1c3"), digit(3)));
    // The cell's own digit is ignored: r1c1 may hold what the empty cage allows, less what its
    // peers hold.
    assert_eq!(
        candidates(&board, &cages, cell("r1c1")),
        candidates(&Board::EMPTY, &cages, cell("r1c1"))
    );
}
