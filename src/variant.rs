//! Which kind of puzzle a grid is, classic or Killer, and the one place a caller chooses
//! between the two kinds' rules and solvers.
//!
//! The classic engine is untouched by the choice: its peer table is static, and its rules and
//! solver take a board alone. A [`Variant`] holds what a Killer adds (its [`Cages`]), and each of
//! its methods is one `match` that hands the board to the classic function or to its Killer
//! counterpart in [`rules::killer`] and [`solver::killer`], so a caller that holds a puzzle of
//! either kind asks the same questions the same way, and a classic caller pays nothing.

use crate::board::{Board, Cell, Digit};
use crate::killer::Cages;
use crate::rules;
use crate::sets::{CellSet, Digits};
use crate::solver::{self, Count, Solution};

/// Which kind a puzzle is, without what a Killer carries: what a player chooses before a new
/// game is made, what a save keeps of that choice, and what the statistics are kept apart by.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Classic Sudoku.
    #[default]
    Classic,
    /// Killer Sudoku.
    Killer,
}

impl Kind {
    /// Both kinds, in the order the start screen offers them.
    pub const ALL: [Kind; 2] = [Kind::Classic, Kind::Killer];

    /// The kind's name as the puzzle tool and the scripted mode write it: `classic` or
    /// `killer`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Classic => "classic",
            Kind::Killer => "killer",
        }
    }
}

/// The rules a grid is played by beyond its rows, columns and boxes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Classic Sudoku: the rows, columns and boxes alone.
    #[default]
    Classic,
    /// Killer Sudoku: cages whose different digits add up to their sums, over the whole grid.
    /// (Boxed: a layout is a few kilobytes, and a classic variant need not carry that space.)
    Killer(Box<Cages>),
}

impl Variant {
    /// The cages, for a Killer.
    pub fn cages(&self) -> Option<&Cages> {
        match self {
            Variant::Classic => None,
            Variant::Killer(cages) => Some(cages),
        }
    }

    /// Its kind.
    pub fn kind(&self) -> Kind {
        match self {
            Variant::Classic => Kind::Classic,
            Variant::Killer(_) => Kind::Killer,
        }
    }

    /// The kind's name as the puzzle tool prints it: `classic` or `killer`.
    pub fn name(&self) -> &'static str {
        self.kind().name()
    }

    /// A puzzle of this kind with `givens` as one line of text, which the game's import reads
    /// back: the givens' 81 characters, or a Killer in our one-line format (cage letters, sums,
    /// and the givens if any).
    pub fn line(&self, givens: &Board) -> String {
        match self {
            Variant::Classic => givens.to_string(),
            Variant::Killer(cages) => crate::killer::Killer {
                cages: Cages::clone(cages),
                givens: *givens,
            }
            .to_string(),
        }
    }

    /// Would `digit` be legal in `cell`? ([`rules::is_legal`], [`rules::killer::is_legal`].)
    #[inline]
    pub fn is_legal(&self, board: &Board, cell: Cell, digit: Digit) -> bool {
        match self {
            Variant::Classic => rules::is_legal(board, cell, digit),
            Variant::Killer(cages) => rules::killer::is_legal(board, cages, cell, digit),
        }
    }

    /// The digits legal in `cell`. ([`rules::candidates`], [`rules::killer::candidates`].)
    #[inline]
    pub fn candidates(&self, board: &Board, cell: Cell) -> Digits {
        match self {
            Variant::Classic => rules::candidates(board, cell),
            Variant::Killer(cages) => rules::killer::candidates(board, cages, cell),
        }
    }

    /// The legal digits of every cell. ([`rules::candidate_grid`],
    /// [`rules::killer::candidate_grid`].)
    pub fn candidate_grid(&self, board: &Board) -> [Digits; 81] {
        match self {
            Variant::Classic => rules::candidate_grid(board),
            Variant::Killer(cages) => rules::killer::candidate_grid(board, cages),
        }
    }

    /// Every cell that clashes, both ends. ([`rules::conflicts`], [`rules::killer::conflicts`].)
    pub fn conflicts(&self, board: &Board) -> CellSet {
        match self {
            Variant::Classic => rules::conflicts(board),
            Variant::Killer(cages) => rules::killer::conflicts(board, cages),
        }
    }

    /// Whether the board is solved. ([`rules::is_complete`], [`rules::killer::is_complete`].)
    pub fn is_complete(&self, board: &Board) -> bool {
        match self {
            Variant::Classic => rules::is_complete(board),
            Variant::Killer(cages) => rules::killer::is_complete(board, cages),
        }
    }

    /// Solves the board. ([`solver::solve`], [`solver::killer::solve`].)
    pub fn solve(&self, board: &Board) -> Solution {
        match self {
            Variant::Classic => solver::solve(board),
            Variant::Killer(cages) => solver::killer::solve(board, cages),
        }
    }

    /// Counts solutions up to `limit`, with the guesses made. ([`solver::count_with_guesses`],
    /// [`solver::killer::count_with_guesses`].)
    pub fn count_with_guesses(&self, board: &Board, limit: usize) -> Count {
        match self {
            Variant::Classic => solver::count_with_guesses(board, limit),
            Variant::Killer(cages) => solver::killer::count_with_guesses(board, cages, limit),
        }
    }

    /// Counts solutions up to `limit`. ([`solver::count_solutions`],
    /// [`solver::killer::count_solutions`].)
    pub fn count_solutions(&self, board: &Board, limit: usize) -> usize {
        self.count_with_guesses(board, limit).solutions
    }

    /// The first solution the search meets. ([`solver::first_solution`],
    /// [`solver::killer::first_solution`].)
    pub fn first_solution(&self, board: &Board) -> Option<Board> {
        match self {
            Variant::Classic => solver::first_solution(board),
            Variant::Killer(cages) => solver::killer::first_solution(board, cages),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::killer::testing::random_layout;
    use rand_chacha::rand_core::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// Each question asked through a variant is the same question asked of its kind's function.
    #[test]
    fn each_kind_answers_as_its_own_functions() {
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let grid = solver::random_solution(&Board::EMPTY, &mut rng).unwrap();
        let cages = random_layout(&grid, 3, &mut rng);
        let mut board = grid;
        for cell in Cell::ALL.into_iter().filter(|c| c.index() % 3 != 0) {
            board.force(cell, None);
        }
        let killer = Variant::Killer(Box::new(cages.clone()));
        assert_eq!(killer.cages(), Some(&cages));
        assert_eq!(
            (Variant::Classic.name(), killer.name()),
            ("classic", "killer")
        );
        assert_eq!(Variant::default(), Variant::Classic);
        let cell = Cell::ALL[1];
        for digit in Digit::ALL {
            assert_eq!(
                killer.is_legal(&board, cell, digit),
                rules::killer::is_legal(&board, &cages, cell, digit)
            );
            assert_eq!(
                Variant::Classic.is_legal(&board, cell, digit),
                rules::is_legal(&board, cell, digit)
            );
        }
        assert_eq!(
            killer.candidates(&board, cell),
            rules::killer::candidates(&board, &cages, cell)
        );
        assert_eq!(
            killer.candidate_grid(&board),
            rules::killer::candidate_grid(&board, &cages)
        );
        assert_eq!(
            Variant::Classic.candidate_grid(&board),
            rules::candidate_grid(&board)
        );
        assert_eq!(killer.solve(&board), solver::killer::solve(&board, &cages));
        assert_eq!(Variant::Classic.solve(&board), solver::solve(&board));
        assert_eq!(
            killer.count_solutions(&board, 3),
            solver::killer::count_solutions(&board, &cages, 3)
        );
        assert_eq!(
            killer.first_solution(&board),
            solver::killer::first_solution(&board, &cages)
        );
        assert_eq!(
            Variant::Classic.first_solution(&board),
            solver::first_solution(&board)
        );
        assert!(killer.is_complete(&grid) && Variant::Classic.is_complete(&grid));
        assert!(killer.conflicts(&grid).is_empty());
        let mut clash = grid;
        clash.force(Cell::ALL[0], grid.get(Cell::ALL[1]));
        assert_eq!(
            killer.conflicts(&clash),
            rules::killer::conflicts(&clash, &cages)
        );
        assert_eq!(Variant::Classic.conflicts(&clash), rules::conflicts(&clash));
    }
}
