//! The candidate grid the techniques read: every cell's digit or pencil marks.
//!
//! Techniques ask two questions over and over: "which digits may go in this cell?" and "where may
//! this digit go in this unit?". The grid keeps both answers as bitsets, one [`Digits`] per cell and
//! one [`CellSet`] per digit, updated together on every change, so each question is one lookup
//! (and, for a unit, one AND). It is `Copy` and allocates nothing.

use std::fmt;

use crate::board::{Board, Cell, Digit};
use crate::logic::step::Step;
use crate::rules::{self, Unit};
use crate::sets::{CellSet, Digits};

/// The state of a puzzle as a solver by hand sees it: placed digits and, in the empty cells, the
/// candidates (pencil marks) not yet ruled out.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Grid {
    /// 0 for empty, else the digit.
    values: [u8; 81],
    /// The candidates of each empty cell; empty for filled cells.
    candidates: [Digits; 81],
    /// For each digit (index digit - 1), the empty cells that still have it as a candidate.
    digit_cells: [CellSet; 9],
    /// The cells still empty.
    empty: CellSet,
    /// The puzzle's givens (avoidable rectangles must tell them from solved cells).
    givens: CellSet,
}

impl Grid {
    /// The grid of `board` with every candidate the rules allow: the starting point of a solution
    /// by hand.
    pub fn new(board: &Board) -> Grid {
        Grid::from_parts(board, &rules::candidate_grid(board))
    }

    /// The grid of a game in progress: `board` with the player's `notes` as candidates.
    ///
    /// Notes that the rules already forbid (a peer holds the digit) are dropped, and a cell without
    /// notes gets every candidate the rules allow, so a player who notes only a few cells still
    /// gets hints from the rest of the grid.
    pub fn with_notes(board: &Board, notes: &[Digits; 81]) -> Grid {
        let mut candidates = rules::candidate_grid(board);
        for (slot, &note) in candidates.iter_mut().zip(notes.iter()) {
            if !note.is_empty() {
                *slot &= note;
            }
        }
        Grid::from_parts(board, &candidates)
    }

    pub(crate) fn from_parts(board: &Board, allowed: &[Digits; 81]) -> Grid {
        let mut grid = Grid {
            values: *board.as_bytes(),
            candidates: [Digits::EMPTY; 81],
            digit_cells: [CellSet::EMPTY; 9],
            empty: board.empty_cells(),
            givens: board.givens(),
        };
        for cell in grid.empty {
            let candidates = allowed[cell.index()];
            grid.candidates[cell.index()] = candidates;
            for digit in candidates {
                grid.digit_cells[digit.index()].insert(cell);
            }
        }
        grid
    }

    /// Every cell's candidates, empty for a filled cell: the grid's pencil marks as a game's
    /// notes hold them.
    pub fn all_candidates(&self) -> [Digits; 81] {
        self.candidates
    }

    /// The digit in `cell`, or `None` when it is empty.
    #[inline]
    pub fn value(&self, cell: Cell) -> Option<Digit> {
        Digit::new(self.values[cell.index()])
    }

    /// The candidates of `cell` (empty when the cell holds a digit).
    #[inline]
    pub fn candidates(&self, cell: Cell) -> Digits {
        self.candidates[cell.index()]
    }

    /// The candidates of `cells` together: the digits a group of cells (an almost locked set,
    /// a cage) can still hold.
    pub fn candidates_in(&self, cells: CellSet) -> Digits {
        cells
            .iter()
            .fold(Digits::EMPTY, |all, cell| all | self.candidates(cell))
    }

    /// Whether `digit` is a candidate of `cell`.
    #[inline]
    pub fn has(&self, cell: Cell, digit: Digit) -> bool {
        self.candidates[cell.index()].contains(digit)
    }

    /// The empty cells that have `digit` as a candidate.
    #[inline]
    pub fn cells_with(&self, digit: Digit) -> CellSet {
        self.digit_cells[digit.index()]
    }

    /// The cells of `unit` that have `digit` as a candidate.
    #[inline]
    pub fn cells_in_unit(&self, digit: Digit, unit: Unit) -> CellSet {
        self.digit_cells[digit.index()] & unit.cell_set()
    }

    /// The empty cells.
    #[inline]
    pub fn empty_cells(&self) -> CellSet {
        self.empty
    }

    /// The puzzle's givens.
    #[inline]
    pub fn givens(&self) -> CellSet {
        self.givens
    }

    /// Whether `cell` was given by the puzzle.
    #[inline]
    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens.contains(cell)
    }

    /// Whether every cell holds a digit.
    #[inline]
    pub fn is_solved(&self) -> bool {
        self.empty.is_empty()
    }

    /// The number of candidates left in all empty cells.
    pub fn candidate_count(&self) -> usize {
        self.digit_cells.iter().map(|cells| cells.len()).sum()
    }

    /// The digits placed in `unit`.
    pub fn placed_in(&self, unit: Unit) -> Digits {
        unit.cells()
            .iter()
            .filter_map(|&cell| self.value(cell))
            .collect()
    }

    /// Writes `digit` into `cell` and removes it from the candidates of every peer: what a player
    /// does after finding a single.
    pub fn place(&mut self, cell: Cell, digit: Digit) {
        for old in self.candidates[cell.index()] {
            self.digit_cells[old.index()].remove(cell);
        }
        self.candidates[cell.index()] = Digits::EMPTY;
        self.values[cell.index()] = digit.get();
        self.empty.remove(cell);
        let peers = cell.peer_set() & self.digit_cells[digit.index()];
        for peer in peers {
            self.candidates[peer.index()].remove(digit);
        }
        self.digit_cells[digit.index()] -= peers;
    }

    /// Removes `digit` from the candidates of `cell`; returns whether it was there.
    pub fn eliminate(&mut self, cell: Cell, digit: Digit) -> bool {
        let present = self.candidates[cell.index()].remove(digit);
        self.digit_cells[digit.index()].remove(cell);
        present
    }

    /// Applies a step: its placements, then its eliminations.
    pub fn apply(&mut self, step: &Step) {
        for placement in &step.placements {
            self.place(placement.cell, placement.digit);
        }
        for elimination in &step.eliminations {
            self.eliminate(elimination.cell, elimination.digit);
        }
    }

    /// Whether the grid can still be completed as far as the candidates show: every empty cell has
    /// a candidate, no unit holds a digit twice, and every digit missing from a unit still has a
    /// place in it. (A grid that passes can still have no solution; one that fails surely has none.)
    pub fn is_consistent(&self) -> bool {
        if self
            .empty
            .iter()
            .any(|cell| self.candidates(cell).is_empty())
        {
            return false;
        }
        for unit in Unit::ALL {
            let mut placed = Digits::EMPTY;
            for &cell in unit.cells() {
                if let Some(digit) = self.value(cell) {
                    if !placed.insert(digit) {
                        return false;
                    }
                }
            }
            for digit in !placed {
                if self.cells_in_unit(digit, unit).is_empty() {
                    return false;
                }
            }
        }
        true
    }

    /// Appends the 81 cells as HoDoKu's library format writes a position's (`<givens>`): a
    /// digit for a given, `+` and a digit for one placed since, `.` for an open cell; the
    /// library's lines and the puzzle tool's Killer practice line both carry it.
    pub fn push_cells(&self, line: &mut String) {
        for cell in Cell::ALL {
            match self.value(cell) {
                Some(digit) => {
                    if !self.is_given(cell) {
                        line.push('+');
                    }
                    line.push(digit.to_char());
                }
                None => line.push('.'),
            }
        }
    }

    /// The placed digits as a board, with the puzzle's givens marked.
    pub fn to_board(&self) -> Board {
        let mut board = Board::EMPTY;
        for cell in self.givens {
            board.force(cell, self.value(cell));
        }
        board.mark_givens();
        for cell in !self.givens {
            board.force(cell, self.value(cell));
        }
        board
    }
}

impl fmt::Debug for Grid {
    /// Nine lines of nine cells, each a placed digit or its candidates in braces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in 0..9 {
            for col in 0..9 {
                let cell = Cell::at(row, col).expect("in range");
                match self.value(cell) {
                    Some(digit) => write!(f, "{:<10}", digit.to_string())?,
                    None => write!(f, "{:<10}", format!("{{{}}}", self.candidates(cell)))?,
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row, col).unwrap()
    }

    fn digit(value: u8) -> Digit {
        Digit::new(value).unwrap()
    }

    #[test]
    fn a_new_grid_has_the_legal_candidates_of_empty_cells() {
        let board: Board = PUZZLE.parse().unwrap();
        let grid = Grid::new(&board);
        assert_eq!(grid.candidates(cell(0, 0)), Digits::EMPTY);
        assert_eq!(grid.candidates(cell(0, 2)).to_string(), "124");
        assert!(grid.cells_with(digit(4)).contains(cell(0, 2)));
        assert_eq!(grid.empty_cells().len(), 51);
        assert_eq!(grid.givens().len(), 30);
        assert!(grid.is_consistent());
    }

    #[test]
    fn placing_clears_the_cell_and_the_digit_from_peers() {
        let board: Board = PUZZLE.parse().unwrap();
        let mut grid = Grid::new(&board);
        grid.place(cell(0, 2), digit(4));
        assert_eq!(grid.value(cell(0, 2)), Some(digit(4)));
        assert!(!grid.cells_with(digit(4)).contains(cell(0, 2)));
        assert!(!grid.has(cell(0, 3), digit(4)));
        assert!((grid.cells_with(digit(4)) & cell(0, 2).peer_set()).is_empty());
        let board = grid.to_board();
        assert_eq!(board.get(cell(0, 2)), Some(digit(4)));
        assert!(!board.is_given(cell(0, 2)));
        assert!(board.is_given(cell(0, 0)));
    }

    #[test]
    fn notes_narrow_the_candidates_and_empty_notes_mean_all() {
        let board: Board = PUZZLE.parse().unwrap();
        let mut notes = [Digits::EMPTY; 81];
        notes[2] = [digit(1), digit(2), digit(5)].into_iter().collect();
        let grid = Grid::with_notes(&board, &notes);
        // 5 is in row 1 already: dropped.
        assert_eq!(grid.candidates(cell(0, 2)).to_string(), "12");
        assert_eq!(grid.candidates(cell(0, 3)).to_string(), "26");
    }
}
