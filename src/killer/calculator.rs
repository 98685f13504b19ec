//! The cage calculator: what is left of a Killer cage's sum and which combinations of digits can
//! still fill its empty cells, and the total of a selection of cells.
//!
//! Killer players keep this table on paper: a cage of 15 in three cells with a 9 placed leaves 6
//! in two cells, which is 1+5 or 2+4, and of those only the ones whose digits the empty cells
//! can still take, one each. [`CageTally`] works it out from the board and the candidates the
//! player sees (the caller says which: the player's notes, the rules' candidates), so the game
//! can show it beside the board; it also says when the digits placed already break the cage
//! ([`CageFault`]), in the same terms as the rules' clashes. [`SelectionTotal`] adds up a
//! selection of cells ("3 cells, total 15"), and where the selection is exactly whole cages,
//! their sums: the arithmetic of the rule of 45 a player does by hand.
//!
//! Both are `Copy` values of fixed size, made without allocating: the combinations of a sum for
//! a number of cells come from the compile-time table
//! ([`combinations`](crate::killer::combinations)), which holds at most
//! [`MAX_COMBINATIONS`] for any size and sum, and each is tried against the cells with
//! [`arrangements`](crate::killer::arrangements).

use crate::board::{Board, Digit};
use crate::killer::cages::{Cage, Cages};
use crate::killer::combinations::{arrangements, combinations, sum_range, MAX_CAGE_SIZE};
use crate::sets::{CellSet, Digits};

/// The most combinations any size and sum has (4 cells of 20, 5 of 25): the room a
/// [`CageTally`] keeps for them, so it never allocates.
pub const MAX_COMBINATIONS: usize = 12;

/// How the digits placed in a cage already break it: what the rules mark as a clash within the
/// cage ([`rules::killer::cage_conflicts`](crate::rules::killer::cage_conflicts)), named so the
/// game can say which.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CageFault {
    /// A digit placed twice (the smallest such): a cage's digits differ.
    Repeated(Digit),
    /// The cage is full and its digits add up to another sum than its own.
    WrongSum,
    /// Cells are empty, and the digits placed leave less than the fewest those cells can add
    /// up to (each holds 1 at least, and all differ).
    TooMuch,
    /// Cells are empty, and the digits placed leave more than the most those cells can add up
    /// to.
    TooLittle,
    /// Cells are empty and what is left is in their range, but every set of different digits
    /// making it uses a digit already placed.
    NoCombination,
}

/// A cage's state for the calculator: its digits placed, what is left of its sum for its empty
/// cells, and the combinations still possible there. Made by [`CageTally::of`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CageTally {
    sum: u8,
    cells: CellSet,
    empty: CellSet,
    placed: Digits,
    placed_sum: u8,
    fault: Option<CageFault>,
    combinations: [Digits; MAX_COMBINATIONS],
    len: u8,
}

impl CageTally {
    /// The tally of `cage` on `board`, each empty cell taking the digits `candidates` gives it
    /// (indexed by [`Cell::index`](crate::board::Cell::index); the filled cells' entries are
    /// not read). A combination is listed when its digits add up to what is left of the sum,
    /// none of them is placed in the cage, and they can be put in the empty cells one each,
    /// every cell taking one of its candidates; in the order players list them (1 2 7 before
    /// 1 3 6). A cage the digits placed already break ([`CageTally::fault`]) lists none.
    pub fn of(cage: &Cage, board: &Board, candidates: &[Digits; 81]) -> CageTally {
        let cells = cage.cells();
        let mut placed = Digits::EMPTY;
        let mut repeated = Digits::EMPTY;
        let mut placed_sum = 0u8;
        let mut empty = CellSet::EMPTY;
        for cell in cells {
            match board.get(cell) {
                Some(digit) => {
                    if !placed.insert(digit) {
                        let _ = repeated.insert(digit);
                    }
                    // At most nine cells of at most 9: 81 fits.
                    placed_sum = placed_sum.saturating_add(digit.get());
                }
                None => {
                    let _ = empty.insert(cell);
                }
            }
        }
        let mut tally = CageTally {
            sum: cage.sum(),
            cells,
            empty,
            placed,
            placed_sum,
            fault: None,
            combinations: [Digits::EMPTY; MAX_COMBINATIONS],
            len: 0,
        };
        let size = empty.len();
        let (fewest, most) = sum_range(size.clamp(1, MAX_CAGE_SIZE));
        let left = i16::from(cage.sum()) - i16::from(placed_sum);
        tally.fault = if let Some(digit) = repeated.first() {
            Some(CageFault::Repeated(digit))
        } else if size == 0 {
            (left != 0).then_some(CageFault::WrongSum)
        } else if left < i16::from(fewest) {
            Some(CageFault::TooMuch)
        } else if left > i16::from(most) {
            Some(CageFault::TooLittle)
        } else {
            None
        };
        if tally.fault.is_some() || size == 0 {
            return tally;
        }
        // The empty cells' candidates, in the layout `arrangements` reads.
        let mut options = [0u16; MAX_CAGE_SIZE];
        for (slot, cell) in options.iter_mut().zip(empty) {
            *slot = candidates[cell.index()].bits();
        }
        let options = &options[..size];
        let mut avoiding = false;
        // `left` is within the size's range here, so within 1 to 45.
        for &combination in combinations(size, left as u8) {
            if !(combination & placed).is_empty() {
                continue;
            }
            avoiding = true;
            if arrangements(options, combination.bits()).is_some() {
                let at = usize::from(tally.len);
                if let Some(slot) = tally.combinations.get_mut(at) {
                    *slot = combination;
                    tally.len += 1;
                }
            }
        }
        if !avoiding {
            tally.fault = Some(CageFault::NoCombination);
        }
        tally
    }

    /// The cage's sum.
    pub fn sum(&self) -> u8 {
        self.sum
    }

    /// The cage's cells.
    pub fn cells(&self) -> CellSet {
        self.cells
    }

    /// The cage's empty cells.
    pub fn empty(&self) -> CellSet {
        self.empty
    }

    /// How many of the cage's cells are empty: the cells the rest of the sum goes in.
    pub fn remaining_cells(&self) -> usize {
        self.empty.len()
    }

    /// The digits placed in the cage (givens and entries).
    pub fn placed(&self) -> Digits {
        self.placed
    }

    /// What the digits placed add up to (a digit placed twice counted twice).
    pub fn placed_sum(&self) -> u8 {
        self.placed_sum
    }

    /// What the empty cells must still add up to: the sum less the digits placed, or 0 when
    /// they already reach it or go past it.
    pub fn remaining_sum(&self) -> u8 {
        self.sum.saturating_sub(self.placed_sum)
    }

    /// How the digits placed already break the cage, if they do.
    pub fn fault(&self) -> Option<CageFault> {
        self.fault
    }

    /// Whether the cage is full and right: different digits adding up to its sum.
    pub fn is_complete(&self) -> bool {
        self.empty.is_empty() && self.fault.is_none()
    }

    /// The sets of digits that can still fill the empty cells (see [`CageTally::of`]): empty
    /// for a full cage, a broken one, or one whose candidates fit no combination.
    pub fn combinations(&self) -> &[Digits] {
        &self.combinations[..usize::from(self.len)]
    }
}

/// The total of a selection of cells: what its digits add up to, how many are empty, and
/// where it is exactly whole cages, how many and their sums' total. Made by
/// [`SelectionTotal::of`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SelectionTotal {
    /// How many cells are selected.
    pub cells: usize,
    /// How many of them are empty.
    pub empty: usize,
    /// What the digits in them add up to.
    pub placed_sum: u16,
    /// When the selection is exactly whole cages (every cage it touches, all of its cells):
    /// how many cages, and what their sums add up to.
    pub cages: Option<WholeCages>,
}

/// Whole cages selected: how many, and the total their sums make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WholeCages {
    /// How many cages.
    pub count: usize,
    /// Their sums added up.
    pub sum: u16,
}

impl SelectionTotal {
    /// The total of `cells` on `board`, and their cages' sums where they are whole cages of
    /// `cages`.
    pub fn of(cells: CellSet, board: &Board, cages: &Cages) -> SelectionTotal {
        let mut placed_sum = 0u16;
        let mut empty = 0;
        for cell in cells {
            match board.get(cell) {
                Some(digit) => placed_sum += u16::from(digit.get()),
                None => empty += 1,
            }
        }
        let mut whole = WholeCages { count: 0, sum: 0 };
        let mut covered = CellSet::EMPTY;
        let mut rest = cells;
        while let Some(cell) = rest.first() {
            let cage = cages.cage_of(cell);
            covered |= cage.cells();
            rest -= cage.cells();
            whole.count += 1;
            whole.sum += u16::from(cage.sum());
        }
        SelectionTotal {
            cells: cells.len(),
            empty,
            placed_sum,
            cages: (!cells.is_empty() && covered == cells).then_some(whole),
        }
    }

    /// What the empty cells of whole cages must still add up to: their sums less the digits
    /// placed; `None` when the selection is not whole cages, or its digits add up to more.
    pub fn remaining_sum(&self) -> Option<u16> {
        self.cages?.sum.checked_sub(self.placed_sum)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Cell;
    use crate::rules;

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row, col).unwrap()
    }

    fn digits(text: &str) -> Digits {
        text.bytes()
            .map(|b| Digit::new(b - b'0').unwrap())
            .collect()
    }

    fn texts(tally: &CageTally) -> Vec<String> {
        tally.combinations().iter().map(Digits::to_string).collect()
    }

    /// Rows 1 to 8 as cages of 45, and row 9 as a cage of 15 in r9c1-r9c3 and one of 30 in
    /// the rest.
    fn layout() -> Cages {
        let row = |r: usize, cols: std::ops::Range<usize>| -> CellSet {
            cols.map(|c| cell(r, c)).collect()
        };
        let mut cages: Vec<(CellSet, u32)> = (0..8).map(|r| (row(r, 0..9), 45)).collect();
        cages.push((row(8, 0..3), 15));
        cages.push((row(8, 3..9), 30));
        Cages::new(cages).unwrap()
    }

    fn place(board: &mut Board, at: Cell, digit: u8) {
        board.force(at, Digit::new(digit));
    }

    #[test]
    fn the_largest_list_fits_the_room_kept() {
        let most = (1..=MAX_CAGE_SIZE)
            .flat_map(|size| (0..=45).map(move |sum| combinations(size, sum).len()))
            .max();
        assert_eq!(most, Some(MAX_COMBINATIONS));
    }

    #[test]
    fn a_cage_with_a_digit_placed_lists_what_its_empty_cells_can_make() {
        let cages = layout();
        let cage = cages.cage_of(cell(8, 0));
        let mut board = Board::EMPTY;
        let all = [Digits::ALL; 81];
        // Empty: 15 in three cells, every combination.
        let tally = CageTally::of(cage, &board, &all);
        assert_eq!((tally.remaining_sum(), tally.remaining_cells()), (15, 3));
        assert_eq!(texts(&tally).len(), combinations(3, 15).len());
        assert_eq!(tally.fault(), None);
        // A 9 placed: 6 in two cells, 1+5 or 2+4, in that order (not 3+3).
        place(&mut board, cell(8, 2), 9);
        let tally = CageTally::of(cage, &board, &all);
        assert_eq!((tally.remaining_sum(), tally.remaining_cells()), (6, 2));
        assert_eq!(tally.placed(), digits("9"));
        assert_eq!(tally.placed_sum(), 9);
        assert_eq!(texts(&tally), ["15", "24"]);
        assert!(!tally.is_complete());
        // A 5 placed instead: 10 in two cells, but not 5+5.
        place(&mut board, cell(8, 2), 5);
        let tally = CageTally::of(cage, &board, &all);
        assert_eq!(texts(&tally), ["19", "28", "37", "46"]);
        // The notes: one cell can only be 1 or 2, so 3+7 and 4+6 cannot go in.
        let mut seen = all;
        seen[cell(8, 0).index()] = digits("12");
        let tally = CageTally::of(cage, &board, &seen);
        assert_eq!(texts(&tally), ["19", "28"]);
        // Both cells only 1 or 9: 1+9 still goes in, one each; two cells of 1 alone cannot.
        seen[cell(8, 1).index()] = digits("19");
        seen[cell(8, 0).index()] = digits("19");
        assert_eq!(texts(&CageTally::of(cage, &board, &seen)), ["19"]);
        seen[cell(8, 0).index()] = digits("1");
        seen[cell(8, 1).index()] = digits("1");
        let tally = CageTally::of(cage, &board, &seen);
        assert!(tally.combinations().is_empty());
        assert_eq!(tally.fault(), None, "the notes break nothing on the board");
    }

    #[test]
    fn a_full_cage_is_complete_or_has_the_wrong_sum() {
        let cages = layout();
        let cage = cages.cage_of(cell(8, 0));
        let all = [Digits::ALL; 81];
        let mut board = Board::EMPTY;
        for (col, digit) in [(0, 1), (1, 5), (2, 9)] {
            place(&mut board, cell(8, col), digit);
        }
        let tally = CageTally::of(cage, &board, &all);
        assert!(tally.is_complete());
        assert!(tally.combinations().is_empty());
        assert_eq!(tally.remaining_cells(), 0);
        place(&mut board, cell(8, 0), 2);
        let tally = CageTally::of(cage, &board, &all);
        assert_eq!(tally.fault(), Some(CageFault::WrongSum));
        assert_eq!((tally.placed_sum(), tally.remaining_sum()), (16, 0));
        assert!(!tally.is_complete());
        place(&mut board, cell(8, 0), 9);
        assert_eq!(
            CageTally::of(cage, &board, &all).fault(),
            Some(CageFault::Repeated(Digit::new(9).unwrap()))
        );
    }

    #[test]
    fn digits_that_leave_no_way_are_named() {
        let cages = layout();
        let fifteen = cages.cage_of(cell(8, 0));
        let thirty = cages.cage_of(cell(8, 3));
        let all = [Digits::ALL; 81];
        let fault = |cage, board: &Board| CageTally::of(cage, board, &all).fault();
        let mut board = Board::EMPTY;
        // 9 and 6 in a cage of 15 leave nothing for its third cell: too much.
        place(&mut board, cell(8, 0), 9);
        place(&mut board, cell(8, 1), 6);
        assert_eq!(fault(fifteen, &board), Some(CageFault::TooMuch));
        // 7 and 4 leave 4 for one cell, but 4 is placed: no combination.
        place(&mut board, cell(8, 0), 7);
        place(&mut board, cell(8, 1), 4);
        assert_eq!(fault(fifteen, &board), Some(CageFault::NoCombination));
        assert!(CageTally::of(fifteen, &board, &all)
            .combinations()
            .is_empty());
        // 1 and 2 in the cage of 30 in six cells leave 27 for four: fine. A second 1 is named.
        place(&mut board, cell(8, 3), 1);
        place(&mut board, cell(8, 4), 2);
        assert_eq!(fault(thirty, &board), None);
        place(&mut board, cell(8, 5), 1);
        assert_eq!(
            fault(thirty, &board),
            Some(CageFault::Repeated(Digit::new(1).unwrap()))
        );
        // Without it, the 27 left for four cells is 3+7+8+9, 4+6+8+9 or 5+6+7+9.
        board.force(cell(8, 5), None);
        let tally = CageTally::of(thirty, &board, &all);
        assert_eq!(texts(&tally), ["3789", "4689", "5679"]);
        // A cage that needs more than its empty cells can make.
        let mut low = Board::EMPTY;
        for (col, digit) in [(3, 1), (4, 2), (5, 3), (6, 4)] {
            place(&mut low, cell(8, col), digit);
        }
        // 20 left for two cells: at most 17.
        assert_eq!(fault(thirty, &low), Some(CageFault::TooLittle));
    }

    #[test]
    fn a_selection_adds_its_digits_and_its_whole_cages() {
        let cages = layout();
        let mut board = Board::EMPTY;
        place(&mut board, cell(8, 0), 9);
        place(&mut board, cell(8, 4), 3);
        let fifteen: CellSet = (0..3).map(|c| cell(8, c)).collect();
        let total = SelectionTotal::of(fifteen, &board, &cages);
        assert_eq!((total.cells, total.empty, total.placed_sum), (3, 2, 9));
        assert_eq!(total.cages, Some(WholeCages { count: 1, sum: 15 }));
        assert_eq!(total.remaining_sum(), Some(6));
        // Part of a cage: no cages' sum.
        let part = fifteen - CellSet::single(cell(8, 2));
        let total = SelectionTotal::of(part, &board, &cages);
        assert_eq!((total.cells, total.empty, total.placed_sum), (2, 1, 9));
        assert_eq!((total.cages, total.remaining_sum()), (None, None));
        // Row 9 whole: two cages, 45.
        let row: CellSet = (0..9).map(|c| cell(8, c)).collect();
        let total = SelectionTotal::of(row, &board, &cages);
        assert_eq!(total.cages, Some(WholeCages { count: 2, sum: 45 }));
        assert_eq!((total.placed_sum, total.remaining_sum()), (12, Some(33)));
        // Row 9 and one cell more: not whole.
        let more = row | CellSet::single(cell(0, 0));
        assert_eq!(SelectionTotal::of(more, &board, &cages).cages, None);
        // Nothing selected: nothing at all.
        let none = SelectionTotal::of(CellSet::EMPTY, &board, &cages);
        assert_eq!((none.cells, none.empty, none.cages), (0, 0, None));
    }

    proptest::proptest! {
        /// Over random layouts on random solved grids, with a random part of the solution
        /// placed (sometimes a wrong digit too) and random candidates around the solution's:
        /// every combination listed adds up to what is left, avoids the digits placed and fits
        /// the candidates; the solution's digits are listed whenever the candidates hold them;
        /// and a cage is faulty exactly when the rules mark a clash in it.
        #[test]
        fn the_tally_agrees_with_the_solution_and_the_rules(
            seed in proptest::prelude::any::<u64>(),
            max in 1usize..=9,
            shown in 0u32..=100,
            noise in proptest::collection::vec(proptest::prelude::any::<u16>(), 81),
            wrong in proptest::prelude::any::<bool>(),
        ) {
            use rand_chacha::rand_core::{Rng, SeedableRng};
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let solution = crate::solver::random_solution(&Board::EMPTY, &mut rng).unwrap();
            let cages = crate::killer::testing::random_layout(&solution, max, &mut rng);
            let mut board = Board::EMPTY;
            for at in Cell::ALL {
                if rng.next_u32() % 100 < shown {
                    board.force(at, solution.get(at));
                }
            }
            if wrong {
                let at = Cell::ALL[(rng.next_u32() % 81) as usize];
                board.force(at, Digit::new(1 + (rng.next_u32() % 9) as u8));
            }
            // The solution's digit and a few others, or, now and then, a note without it.
            let mut candidates = [Digits::EMPTY; 81];
            for (at, slot) in Cell::ALL.iter().zip(candidates.iter_mut()) {
                let extra = Digits::from_bits_truncate(noise[at.index()]);
                let own = solution.get(*at).map_or(Digits::EMPTY, Digits::single);
                *slot = if noise[at.index()] % 23 == 0 { extra - own } else { extra | own };
            }
            let clashes = rules::killer::cage_conflicts(&board, &cages);
            for cage in &cages {
                let tally = CageTally::of(cage, &board, &candidates);
                let faulty = !(clashes & cage.cells()).is_empty();
                proptest::prop_assert_eq!(tally.fault().is_some(), faulty, "{:?}", cage);
                let placed_sum: u8 = cage.cells().iter().filter_map(|c| board.get(c)).map(Digit::get).sum();
                proptest::prop_assert_eq!(tally.placed_sum(), placed_sum);
                proptest::prop_assert_eq!(tally.remaining_sum(), cage.sum().saturating_sub(placed_sum));
                proptest::prop_assert_eq!(tally.empty(), cage.cells() & board.empty_cells());
                let empty: Vec<u16> = tally.empty().iter().map(|c| candidates[c.index()].bits()).collect();
                for &combination in tally.combinations() {
                    let sum: u8 = combination.iter().map(Digit::get).sum();
                    proptest::prop_assert_eq!(sum, tally.remaining_sum());
                    proptest::prop_assert_eq!(combination.len(), tally.remaining_cells());
                    proptest::prop_assert!((combination & tally.placed()).is_empty());
                    proptest::prop_assert!(arrangements(&empty, combination.bits()).is_some());
                }
                // In the players' order, each once.
                let list = tally.combinations();
                for pair in list.windows(2) {
                    let key = |set: Digits| set.iter().map(Digit::get).collect::<Vec<u8>>();
                    proptest::prop_assert!(key(pair[0]) < key(pair[1]));
                }
                // The solution's digits of the empty cells are listed when the board agrees
                // with the solution in the cage and each empty cell's candidates hold its own.
                let right = cage.cells().iter().all(|c| board.get(c).is_none() || board.get(c) == solution.get(c));
                let held = tally.empty().iter().all(|c| solution.get(c).is_some_and(|d| candidates[c.index()].contains(d)));
                if right && held && !tally.empty().is_empty() {
                    let own: Digits = tally.empty().iter().filter_map(|c| solution.get(c)).collect();
                    proptest::prop_assert!(list.contains(&own), "{:?} {:?}", own, list);
                }
                if right && tally.empty().is_empty() {
                    proptest::prop_assert!(tally.is_complete());
                }
            }
            // A random selection: its total and, for whole cages, their sums.
            let picked: CellSet = Cell::ALL.into_iter().filter(|c| noise[c.index()] % 3 == 0).collect();
            let total = SelectionTotal::of(picked, &board, &cages);
            let digits: u16 = picked.iter().filter_map(|c| board.get(c)).map(|d| u16::from(d.get())).sum();
            proptest::prop_assert_eq!(total.placed_sum, digits);
            proptest::prop_assert_eq!(total.cells, picked.len());
            proptest::prop_assert_eq!(total.empty, (picked & board.empty_cells()).len());
            let whole = cages.iter().filter(|cage| !(cage.cells() & picked).is_empty()).all(|cage| cage.cells().is_subset(picked));
            proptest::prop_assert_eq!(total.cages.is_some(), whole && !picked.is_empty());
            // Every cage whole: all of them, 405.
            let all = SelectionTotal::of(CellSet::ALL, &board, &cages);
            proptest::prop_assert_eq!(all.cages, Some(WholeCages { count: cages.len(), sum: 405 }));
        }
    }
}
