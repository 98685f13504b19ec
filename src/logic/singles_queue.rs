//! Which single a grader takes next, in HoDoKu's order.
//!
//! Every single is worth taking, but not every single scores the same (a hidden single 14, a naked
//! single or full house 4), and which one is taken first decides which the next ones are. HoDoKu
//! keeps two queues and appends a naked single when a cell drops to one candidate and a hidden
//! single when a unit drops to one place for a digit, in the order those events happen as digits
//! are placed and candidates removed; it takes a full house from the naked queue first, then the
//! oldest naked single, then the oldest hidden single. The grader mirrors those queues so that its
//! scores (and the level thresholds they cross) match HoDoKu's.

use crate::board::{Board, Cell, Digit};
use crate::logic::singles;
use crate::logic::step::Step;
use crate::rules::{CELL_UNITS, PEERS, UNITS};

/// A queue of singles: HoDoKu's array with a read position.
#[derive(Default)]
struct Queue {
    entries: Vec<(u8, u8)>,
    read: usize,
}

impl Queue {
    fn push(&mut self, cell: usize, digit: u8) {
        self.entries.push((cell as u8, digit));
    }

    /// The oldest entry not yet taken; the queue empties when the last one is taken.
    fn pop(&mut self) -> Option<(usize, u8)> {
        let &(cell, digit) = self.entries.get(self.read)?;
        self.read += 1;
        if self.read >= self.entries.len() {
            self.entries.clear();
            self.read = 0;
        }
        Some((usize::from(cell), digit))
    }

    /// The entries not yet taken, oldest first.
    fn pending(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        self.entries[self.read..]
            .iter()
            .map(|&(cell, digit)| (usize::from(cell), digit))
    }

    /// Drops the oldest pending entry for `digit` in a cell of `unit`.
    fn remove(&mut self, unit: usize, digit: u8) {
        let found = self.entries[self.read..].iter().position(|&(cell, d)| {
            d == digit
                && CELL_UNITS[usize::from(cell)]
                    .iter()
                    .any(|u| u.index() == unit)
        });
        if let Some(offset) = found {
            self.entries.remove(self.read + offset);
        }
    }
}

/// HoDoKu's bookkeeping of a grid, kept beside the grader's [`Grid`](crate::logic::Grid).
pub(crate) struct SinglesQueue {
    /// Candidates per cell (bit d for digit d), 0 for filled cells.
    cells: [u16; 81],
    values: [u8; 81],
    /// Per unit and digit, how many cells still have the digit as a candidate.
    free: [[u8; 10]; 27],
    naked: Queue,
    hidden: Queue,
}

impl SinglesQueue {
    /// The queues after the givens of `puzzle` are entered one by one, in cell order, into a grid
    /// full of candidates (as HoDoKu loads a puzzle).
    pub(crate) fn new(puzzle: &Board) -> SinglesQueue {
        let mut queues = SinglesQueue {
            cells: [0b11_1111_1110; 81],
            values: [0; 81],
            free: [[9; 10]; 27],
            naked: Queue::default(),
            hidden: Queue::default(),
        };
        for cell in Cell::ALL {
            if let Some(digit) = puzzle.get(cell) {
                queues.place(cell.index(), digit.get());
            }
        }
        queues
    }

    /// Records that `digit` was placed in `cell`.
    fn place(&mut self, cell: usize, digit: u8) {
        let candidates = self.cells[cell];
        self.cells[cell] = 0;
        self.values[cell] = digit;
        for peer in PEERS[cell] {
            self.remove_candidate(peer.index(), digit);
        }
        for candidate in 1..=9u8 {
            if candidates & 1 << candidate == 0 {
                continue;
            }
            for unit in CELL_UNITS[cell] {
                let free = &mut self.free[unit.index()][usize::from(candidate)];
                *free = free.saturating_sub(1);
                if *free == 1 && candidate != digit {
                    self.add_hidden(unit.index(), candidate);
                }
            }
        }
    }

    /// Records that `digit` was removed from the candidates of `cell`.
    fn remove_candidate(&mut self, cell: usize, digit: u8) {
        if self.cells[cell] & 1 << digit == 0 {
            return;
        }
        self.cells[cell] &= !(1 << digit);
        if self.cells[cell] == 0 {
            return;
        }
        if self.cells[cell].is_power_of_two() {
            self.naked
                .push(cell, self.cells[cell].trailing_zeros() as u8);
        }
        for unit in CELL_UNITS[cell] {
            let free = &mut self.free[unit.index()][usize::from(digit)];
            *free = free.saturating_sub(1);
            match *free {
                1 => self.add_hidden(unit.index(), digit),
                0 => self.hidden.remove(unit.index(), digit),
                _ => {}
            }
        }
    }

    /// Queues the only cell of `unit` that still has `digit`.
    fn add_hidden(&mut self, unit: usize, digit: u8) {
        if let Some(cell) = UNITS[unit]
            .iter()
            .find(|cell| self.cells[cell.index()] & 1 << digit != 0)
        {
            self.hidden.push(cell.index(), digit);
        }
    }

    /// Records a step's placements and eliminations.
    pub(crate) fn apply(&mut self, step: &Step) {
        for placement in &step.placements {
            self.place(placement.cell.index(), placement.digit.get());
        }
        for elimination in &step.eliminations {
            self.remove_candidate(elimination.cell.index(), elimination.digit.get());
        }
    }

    /// The single HoDoKu takes next: a full house found in the naked queue, else the oldest naked
    /// single, else the oldest hidden single (and none when the oldest open hidden-single entry is
    /// out of date: HoDoKu then tries the other techniques before singles again).
    pub(crate) fn next_single(&mut self) -> Option<Step> {
        for (cell, digit) in self.naked.pending() {
            if self.values[cell] != 0 {
                continue;
            }
            for unit in CELL_UNITS[cell] {
                let free = &self.free[unit.index()];
                if (1..=9).all(|d| d == usize::from(digit) || free[d] == 0) {
                    let (cell, digit) = (Cell::ALL[cell], Digit::ALL[usize::from(digit) - 1]);
                    return Some(singles::full_house_step(cell, digit, unit));
                }
            }
        }
        while let Some((cell, digit)) = self.naked.pop() {
            if self.values[cell] == 0 {
                let (cell, digit) = (Cell::ALL[cell], Digit::ALL[usize::from(digit) - 1]);
                return Some(singles::naked_single_step(cell, digit));
            }
        }
        while let Some((cell, digit)) = self.hidden.pop() {
            if self.values[cell] == 0 {
                let unit = CELL_UNITS[cell]
                    .into_iter()
                    .find(|unit| self.free[unit.index()][usize::from(digit)] == 1)?;
                let (cell, digit) = (Cell::ALL[cell], Digit::ALL[usize::from(digit) - 1]);
                return Some(singles::hidden_single_step(cell, digit, unit));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::step::Technique;

    #[test]
    fn loading_a_puzzle_queues_its_first_singles() {
        // Wikipedia's example puzzle: after the givens, r5c5 has only 5 left.
        let puzzle: Board =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .parse()
                .unwrap();
        let mut queues = SinglesQueue::new(&puzzle);
        let step = queues.next_single().unwrap();
        assert_eq!(step.technique, Technique::NakedSingle);
        assert_eq!(step.placements[0].cell, Cell::at(4, 4).unwrap());
        assert_eq!(step.placements[0].digit.get(), 5);
    }
}
