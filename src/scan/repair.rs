//! The solver's repair of a reading: when the most likely reading has no solution or several,
//! the next-best readings of the least certain cells are tried, most likely first, and the
//! first that gives exactly one solution is kept; when none does, the doubtful cells are named.

use super::network::CLASSES;
use super::{CellReading, Solutions};
use crate::{rules, solver, Board, Cell, CellSet, Digit};

/// Cells whose reading may be changed: the least certain this many.
const SUSPECTS: usize = 12;
/// The next-best classes tried in each suspect cell: all of them (a misread digit's truth is
/// often fourth or fifth in the ranking of a smudged cell).
const ALTERNATIVES: usize = CLASSES - 1;
/// A class less likely than this is never tried.
const LEAST_LIKELY: f32 = 1e-6;
/// The most solver searches one repair makes: a bound on its time (each is microseconds).
const MAX_SEARCHES: usize = 3000;
/// A cell read with less confidence than this is doubtful even when the solver is satisfied
/// (if a rival reading gives a proper puzzle too). Strict on purpose: a misread digit can make
/// another proper puzzle, which only the cell's doubt tells (cross-validated, a 2 read as a 9
/// at 99.4 %); at 0.9 and a rival of 2 % that grid was accepted silently, at these settings
/// none is, for about a quarter of the right grids flagged, a cell or two each.
pub const SURE: f32 = 0.999;
/// A repair to a reading less likely than this is a guess, left in doubt.
const GUESS: f32 = 0.05;
/// A reading this likely is a rival to an unsure cell's: if it too gives a proper puzzle, the
/// cell stays in doubt.
const RIVAL: f32 = 0.005;

/// What the repair kept: the board, its number of solutions, the cells changed from the most
/// likely reading and the cells in doubt.
pub struct Repaired {
    /// The reading kept.
    pub board: Board,
    /// How many solutions it has.
    pub solutions: Solutions,
    /// The cells where it differs from the most likely reading.
    pub changed: CellSet,
    /// The cells whose reading is in doubt.
    pub doubtful: CellSet,
}

/// The board of the most likely reading: each cell its most probable class, digits as givens.
pub fn most_likely(cells: &[CellReading; 81]) -> Board {
    let mut board = Board::EMPTY;
    for (cell, reading) in Cell::ALL.into_iter().zip(cells) {
        board.force(cell, reading.best());
    }
    board.mark_givens();
    board
}

fn solutions(board: &Board) -> Solutions {
    match solver::count_solutions(board, 2) {
        0 => Solutions::None,
        1 => Solutions::One,
        _ => Solutions::Several,
    }
}

/// Repairs the reading `cells` with the solver (see the module's comment).
pub fn repair(cells: &[CellReading; 81]) -> Repaired {
    let first = most_likely(cells);
    let found = solutions(&first);
    // A cell read with little confidence stays in doubt only when another of its likely
    // readings gives a proper puzzle too: when the solver refuses every other, it confirms it.
    let unsure = |board: &Board| {
        let mut doubtful = CellSet::EMPTY;
        for (cell, reading) in Cell::ALL.into_iter().zip(cells) {
            let class = board.get(cell).map_or(0, |d| usize::from(d.get()));
            if reading.probabilities[class] >= SURE {
                continue;
            }
            let rival = (0..CLASSES).any(|other| {
                other != class && reading.probabilities[other] >= RIVAL && {
                    let mut changed = *board;
                    changed.force(cell, Digit::new(other as u8));
                    changed.mark_givens();
                    solutions(&changed) == Solutions::One
                }
            });
            if rival {
                doubtful.insert(cell);
            }
        }
        doubtful
    };
    if found == Solutions::One {
        return Repaired {
            board: first,
            solutions: found,
            changed: CellSet::EMPTY,
            doubtful: unsure(&first),
        };
    }
    // The suspects: the clashing cells first, then the least certain.
    let clashes = rules::conflicts(&first);
    let mut order: Vec<Cell> = Cell::ALL.into_iter().collect();
    order.sort_by(|&a, &b| {
        let key = |cell: Cell| (!clashes.contains(cell), cells[cell.index()].confidence());
        let (ka, kb) = (key(a), key(b));
        ka.0.cmp(&kb.0).then(ka.1.total_cmp(&kb.1))
    });
    order.truncate(SUSPECTS);
    // Each change: a cell, the class it becomes, and what that costs in log-likelihood.
    let mut changes: Vec<(Cell, usize, f32)> = Vec::new();
    for &cell in &order {
        let reading = &cells[cell.index()];
        let best = reading.best_class();
        let mut others: Vec<usize> = (0..CLASSES).filter(|&c| c != best).collect();
        others.sort_by(|&a, &b| reading.probabilities[b].total_cmp(&reading.probabilities[a]));
        for &class in others.iter().take(ALTERNATIVES) {
            let p = reading.probabilities[class];
            if p >= LEAST_LIKELY || clashes.contains(cell) {
                let cost = reading.probabilities[best].max(1e-30).ln() - p.max(1e-30).ln();
                changes.push((cell, class, cost));
            }
        }
    }
    // Every single change and every pair in two different cells, the likeliest first.
    let mut tries: Vec<(f32, usize, Option<usize>)> = Vec::new();
    for (i, change) in changes.iter().enumerate() {
        tries.push((change.2, i, None));
        for (j, other) in changes.iter().enumerate().skip(i + 1) {
            if other.0 != change.0 {
                tries.push((change.2 + other.2, i, Some(j)));
            }
        }
    }
    tries.sort_by(|a, b| a.0.total_cmp(&b.0));
    for &(_, i, j) in tries.iter().take(MAX_SEARCHES) {
        let mut board = first;
        let mut changed = CellSet::EMPTY;
        for index in std::iter::once(i).chain(j) {
            let (cell, class, _) = changes[index];
            board.force(cell, Digit::new(class as u8));
            changed.insert(cell);
        }
        board.mark_givens();
        if solutions(&board) == Solutions::One {
            // A change to a reading the network found unlikely is the solver's guess: kept,
            // and named for the player to check.
            let mut doubtful = unsure(&board);
            for index in std::iter::once(i).chain(j) {
                let (cell, class, _) = changes[index];
                if cells[cell.index()].probabilities[class] < GUESS {
                    doubtful.insert(cell);
                }
            }
            return Repaired {
                board,
                solutions: Solutions::One,
                changed,
                doubtful,
            };
        }
    }
    // No repair: the most likely reading, its clashes and its least certain cells in doubt.
    let mut doubtful = clashes;
    for &cell in order.iter().take(3) {
        doubtful.insert(cell);
    }
    for (cell, reading) in Cell::ALL.into_iter().zip(cells) {
        if reading.confidence() < SURE {
            doubtful.insert(cell);
        }
    }
    Repaired {
        board: first,
        solutions: found,
        changed: CellSet::EMPTY,
        doubtful,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// A confident reading of `PUZZLE`.
    fn reading() -> [CellReading; 81] {
        let board: Board = PUZZLE.parse().unwrap();
        std::array::from_fn(|i| {
            let class = Cell::new(i)
                .and_then(|cell| board.get(cell))
                .map_or(0, |d| usize::from(d.get()));
            let mut probabilities = [0.001; CLASSES];
            probabilities[class] = 1.0 - 0.009;
            CellReading { probabilities }
        })
    }

    fn set(cells: &mut [CellReading; 81], index: usize, pairs: &[(usize, f32)]) {
        let mut probabilities = [0.0; CLASSES];
        let rest = (1.0 - pairs.iter().map(|p| p.1).sum::<f32>()) / CLASSES as f32;
        probabilities.fill(rest);
        for &(class, p) in pairs {
            probabilities[class] += p;
        }
        cells[index].probabilities = probabilities;
    }

    #[test]
    fn a_confident_proper_reading_is_kept_as_it_is() {
        let repaired = repair(&reading());
        assert_eq!(repaired.board.to_string(), PUZZLE);
        assert_eq!(repaired.solutions, Solutions::One);
        assert!(repaired.changed.is_empty() && repaired.doubtful.is_empty());
    }

    #[test]
    fn a_misread_digit_is_repaired_from_its_next_best_reading() {
        let mut cells = reading();
        // r1c1 is a 5, read as a 6 a little more likely.
        set(&mut cells, 0, &[(6, 0.55), (5, 0.4)]);
        let repaired = repair(&cells);
        assert_eq!(repaired.board.to_string(), PUZZLE);
        assert_eq!(
            repaired.changed.iter().collect::<Vec<_>>(),
            [Cell::at(0, 0).unwrap()]
        );
        assert!(repaired.doubtful.is_empty());
    }

    #[test]
    fn a_missed_digit_is_doubted_though_the_puzzle_stays_proper() {
        let mut cells = reading();
        // r1c2 holds a 3, read as empty; the puzzle has one solution without it too, so only
        // the cell's doubt tells.
        set(&mut cells, 1, &[(0, 0.6), (3, 0.35)]);
        let repaired = repair(&cells);
        assert_eq!(repaired.solutions, Solutions::One);
        assert!(repaired.doubtful.contains(Cell::at(0, 1).unwrap()));
    }

    #[test]
    fn a_clash_is_repaired_even_from_a_confident_misreading() {
        let mut cells = reading();
        // r1c1 read as a 6 with all but certainty: it clashes with r2c1's 6.
        set(&mut cells, 0, &[(6, 0.9998), (5, 0.0001)]);
        let repaired = repair(&cells);
        assert_eq!(repaired.board.to_string(), PUZZLE);
        // So unlikely a reading is the solver's guess: kept, but in doubt.
        assert!(repaired.doubtful.contains(Cell::at(0, 0).unwrap()));
    }

    #[test]
    fn a_confident_misreading_without_a_repair_is_never_accepted() {
        let mut cells = reading();
        // r1c1 read as a 1 with all but certainty: no clash, and no solution.
        set(&mut cells, 0, &[(1, 0.999_999)]);
        let repaired = repair(&cells);
        assert!(repaired.solutions != Solutions::One || !repaired.doubtful.is_empty());
        assert!(!repaired.doubtful.is_empty());
    }
}
