// Boards dug out of random solved grids, for the solver's property tests (`#[path]`-included by
// the tests that use it). Random digits on an empty board almost always clash, so such boards
// hardly ever have one solution, several, or none without a clash; boards made by removing
// digits from a solved grid have all of these, and the grid says what the answer must be.

use peerless::{rules, solver, Board, Cell, Digit};
use proptest::prelude::*;
use proptest::sample::{subsequence, Index};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// What was done to the board after removing digits from its grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Nothing: the grid is one of the board's solutions.
    Nothing,
    /// An empty cell was given a digit that clashes with nothing but is not the grid's. The board
    /// has no clash, the grid is no longer a solution, and where the dug board had only the grid
    /// as its solution it now has none.
    WrongDigit,
    /// A cell was overwritten with any digit (perhaps its own): it may clash.
    Overwritten,
}

/// A board made from a solved grid.
#[derive(Clone, Debug)]
pub struct Dug {
    /// The solved grid it came from.
    pub grid: Board,
    /// The board: the grid with digits removed (and perhaps one changed), all of them givens.
    pub board: Board,
    /// What was done after removing them.
    pub change: Change,
}

/// A random solved grid with a random set of 0 to 81 cells emptied (the count uniform, so few and
/// many removals are equally likely), then half the time nothing more, a third of the time a
/// wrong but clash-free digit written into an empty cell (when one has room for it), and the
/// rest of the time one cell overwritten.
pub fn dug() -> impl Strategy<Value = Dug> {
    (
        any::<u64>(),
        subsequence(Cell::ALL.to_vec(), 0..=81),
        prop_oneof![3 => Just(Change::Nothing), 2 => Just(Change::WrongDigit), 1 => Just(Change::Overwritten)],
        any::<Index>(),
        any::<Index>(),
    )
        .prop_map(|(seed, removed, change, cell, digit)| {
            let grid = solver::random_solution(&Board::EMPTY, &mut ChaCha8Rng::seed_from_u64(seed))
                .expect("an empty board has solutions");
            let mut board = grid;
            for &cell in &removed {
                board.force(cell, None);
            }
            let change = match change {
                Change::Nothing => Change::Nothing,
                Change::WrongDigit => write_wrong_digit(&mut board, &grid, &removed, cell, digit),
                Change::Overwritten => {
                    let cell = Cell::ALL[cell.index(81)];
                    board.force(cell, Digit::new(digit.index(9) as u8 + 1));
                    Change::Overwritten
                }
            };
            board.mark_givens();
            Dug {
                grid,
                board,
                change,
            }
        })
}

/// Writes into one of the `empty` cells a digit no peer holds but that differs from the grid's;
/// `Change::Nothing` when no empty cell has room for one.
fn write_wrong_digit(
    board: &mut Board,
    grid: &Board,
    empty: &[Cell],
    cell: Index,
    digit: Index,
) -> Change {
    let choices: Vec<(Cell, Vec<Digit>)> = empty
        .iter()
        .map(|&cell| {
            let wrong = rules::candidates(board, cell)
                .iter()
                .filter(|&d| Some(d) != grid.get(cell))
                .collect::<Vec<Digit>>();
            (cell, wrong)
        })
        .filter(|(_, wrong)| !wrong.is_empty())
        .collect();
    if choices.is_empty() {
        return Change::Nothing;
    }
    let (cell, wrong) = &choices[cell.index(choices.len())];
    board.force(*cell, Some(wrong[digit.index(wrong.len())]));
    Change::WrongDigit
}
