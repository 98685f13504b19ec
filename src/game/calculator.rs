//! A Killer game's cage calculator: the tally of the selected cell's cage, worked out from the
//! candidates the player sees, and the total of a selection of several cells.
//!
//! The arithmetic is the engine's ([`CageTally`], [`SelectionTotal`]); what the game adds is
//! which cells it is asked of (the selection) and which candidates: a cell's notes where the
//! player wrote some, since those are what they are solving from, and the rules' candidates
//! where they wrote none, since a blank cell on paper means "anything the board allows".

use crate::board::Cell;
use crate::killer::{CageTally, SelectionTotal};
use crate::sets::Digits;

use super::play::Game;

/// What the cage calculator says about the selection of a Killer game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Calculator {
    /// One cell selected: its cage's tally.
    Cage(CageTally),
    /// Several cells selected: what they add up to.
    Selection(SelectionTotal),
}

impl Game {
    /// The candidates the player sees in each empty cell, indexed by [`Cell::index`]: the
    /// notes they wrote, less any digit the rules already rule out there (a note left behind
    /// after a peer took its digit, with notes not removed for the player), else the rules'
    /// candidates; empty for a filled cell.
    pub fn seen_candidates(&self) -> [Digits; 81] {
        let notes = self.position().notes();
        Cell::ALL.map(|cell| {
            let candidates = self.candidates(cell);
            match notes[cell.index()] {
                written if written.is_empty() => candidates,
                written => written & candidates,
            }
        })
    }

    /// The tally of `cell`'s cage with the candidates the player sees
    /// ([`Game::seen_candidates`]); `None` in a classic game.
    pub fn cage_tally(&self, cell: Cell) -> Option<CageTally> {
        let cages = self.puzzle().cages()?;
        Some(CageTally::of(
            cages.cage_of(cell),
            self.board(),
            &self.seen_candidates(),
        ))
    }

    /// The total of the selected cells, when several are selected; `None` for one or none, and
    /// in a classic game.
    pub fn selection_total(&self) -> Option<SelectionTotal> {
        let cages = self.puzzle().cages()?;
        let cells = self.selection();
        (cells.len() > 1).then(|| SelectionTotal::of(cells, self.board(), cages))
    }

    /// What the cage calculator shows: the total of several selected cells, else the tally of
    /// the selected cell's cage; `None` with nothing selected, and in a classic game.
    pub fn calculator(&self) -> Option<Calculator> {
        if let Some(total) = self.selection_total() {
            return Some(Calculator::Selection(total));
        }
        self.cage_tally(self.selected()?).map(Calculator::Cage)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Digit};
    use crate::game::{import, Move, Puzzle, Settings};
    use crate::killer::{CageFault, Killer, WholeCages};
    use crate::logic::{Grade, Level};

    /// Wikipedia's Killer example and its published solution (tests/data/killer_published.txt).
    fn killer_game() -> Game {
        let killer = Killer::parse(
            "AABBBCDEFGGHHCCDEFGGIICJKKFLMMINJKOFLPPQNJOORSPTQNUVVRSTTQWUUXXSYZWWaaXXSYZWbbbcc:\
             3,15,22,4,16,15,25,17,9,8,20,6,14,17,17,13,20,12,27,6,20,6,10,14,8,16,15,13,17",
        )
        .unwrap();
        let solution = Board::parse(
            "215647398368952174794381652586274931142593867973816425821739546659428713437165289",
        )
        .unwrap();
        let grade = Grade {
            level: Level::Easy,
            score: 0,
            techniques: Vec::new(),
            needs_trial: false,
        };
        Game::new(
            Puzzle::killer(killer, solution, grade).unwrap(),
            &Settings::default(),
        )
    }

    fn at(row: usize, col: usize) -> Cell {
        Cell::at(row, col).unwrap()
    }

    fn d(value: u8) -> Digit {
        Digit::new(value).unwrap()
    }

    fn texts(tally: &CageTally) -> Vec<String> {
        tally.combinations().iter().map(Digits::to_string).collect()
    }

    #[test]
    fn a_classic_game_has_no_calculator() {
        let mut game = Game::new(
            import(
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            )
            .unwrap(),
            &Settings::default(),
        );
        let _ = game.apply(Move::Select(at(0, 2)));
        let _ = game.apply(Move::SelectAlso(at(0, 3)));
        assert_eq!(game.calculator(), None);
        assert_eq!(game.cage_tally(at(0, 2)), None);
        assert_eq!(game.selection_total(), None);
    }

    #[test]
    fn the_selected_cells_cage_is_tallied_from_the_notes_the_player_sees() {
        let mut game = killer_game();
        assert_eq!(game.calculator(), None, "nothing selected");
        // r1c3, r1c4, r1c5: a cage of 15 (5, 6 and 4 in the solution).
        let _ = game.apply(Move::Enter {
            cell: at(0, 2),
            digit: d(5),
        });
        let Some(Calculator::Cage(tally)) = game.calculator() else {
            panic!("one cell selected: its cage");
        };
        assert_eq!((tally.sum(), tally.remaining_sum()), (15, 10));
        assert_eq!(tally.remaining_cells(), 2);
        // 10 in two cells without the 5: 1+9, 2+8, 3+7, 4+6, where the rules allow them (the
        // row holds nothing else yet, the columns and boxes nothing).
        assert_eq!(texts(&tally), ["19", "28", "37", "46"]);
        // The player's notes: r1c4 only 4 or 6, r1c5 only 4, 6 or 9.
        for (cell, digits) in [(at(0, 3), [4, 6].as_slice()), (at(0, 4), &[4, 6, 9])] {
            for &digit in digits {
                let _ = game.apply(Move::ToggleNote {
                    cell,
                    digit: d(digit),
                });
            }
        }
        let tally = game.cage_tally(at(0, 4)).unwrap();
        assert_eq!(texts(&tally), ["46"]);
        // A note the rules rule out is not seen: a 6 placed in the cage's row leaves no 4+6.
        let _ = game.apply(Move::Enter {
            cell: at(0, 8),
            digit: d(6),
        });
        let seen = game.seen_candidates();
        assert_eq!(seen[at(0, 3).index()], Digits::single(d(4)));
        assert!(game.cage_tally(at(0, 3)).unwrap().combinations().is_empty());
        // A cell without notes takes the rules' candidates.
        assert_eq!(seen[at(8, 8).index()], game.candidates(at(8, 8)));
        assert_eq!(seen[at(0, 2).index()], Digits::EMPTY, "filled");
        // A second 5 in the cage breaks it.
        let _ = game.apply(Move::Enter {
            cell: at(0, 3),
            digit: d(5),
        });
        assert_eq!(
            game.cage_tally(at(0, 3)).unwrap().fault(),
            Some(CageFault::Repeated(d(5)))
        );
    }

    #[test]
    fn several_selected_cells_are_added_up() {
        let mut game = killer_game();
        // The cage of 3 (r1c1, r1c2) and the cage of 15 (r1c3 to r1c5): 18 in five cells.
        let _ = game.apply(Move::Select(at(0, 0)));
        for col in 1..5 {
            let _ = game.apply(Move::SelectAlso(at(0, col)));
        }
        let Some(Calculator::Selection(total)) = game.calculator() else {
            panic!("several cells selected: their total");
        };
        assert_eq!((total.cells, total.empty, total.placed_sum), (5, 5, 0));
        assert_eq!(total.cages, Some(WholeCages { count: 2, sum: 18 }));
        // One cell less: not whole cages.
        let _ = game.apply(Move::Select(at(0, 0)));
        let _ = game.apply(Move::SelectAlso(at(0, 2)));
        let total = game.selection_total().unwrap();
        assert_eq!((total.cells, total.cages), (2, None));
        // Back to one cell: its cage.
        let _ = game.apply(Move::Select(at(0, 0)));
        assert_eq!(game.selection_total(), None);
        assert!(matches!(game.calculator(), Some(Calculator::Cage(_))));
    }
}
