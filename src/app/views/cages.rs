//! A Killer board's cages as the board draws them: each cage's outline as straight runs inset
//! inside its cells, where each cage's sum goes, and a soft tint for each cage chosen so that
//! no two touching cages share one.
//!
//! A game's cages never change, so this is made once when a Killer game starts, and drawing
//! only scales the runs to the board and cuts them into dashes: nothing per frame allocates.
//! Positions are exact: a point is a grid line plus a whole number of insets, so the drawing
//! chooses the inset for the density it draws at, and two runs that meet share their end
//! exactly, with no rounding between them.

use std::cell::RefCell;
use std::rc::Rc;

use peerless::board::Cell;
use peerless::killer::Cages;
use peerless::sets::CellSet;

/// How many soft tints the optional cage colouring uses. Four always suffice: cages that touch
/// along an edge form a planar map, and the four colour theorem holds for every such map.
pub const TINTS: u8 = 4;

/// A point of an outline: `line` grid lines from the board's top or left edge, then `insets`
/// (−1, 0 or 1) of the inset further, inwards or outwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Coordinate {
    /// The grid line, 0 (the board's edge) to 9.
    pub line: i8,
    /// How many insets past the line: −1, 0 or 1.
    pub insets: i8,
}

impl Coordinate {
    /// Where the coordinate falls, in cells, for an inset of `inset` cells.
    pub fn at(self, inset: f32) -> f32 {
        f32::from(self.line) + f32::from(self.insets) * inset
    }
}

/// The outlines of the cages last drawn, made again only when a game with other cages is
/// drawn: the board's views are made every frame from the game, which holds its cages but
/// not how they are drawn, so the drawing keeps that here.
#[derive(Debug, Default)]
pub struct CageCache {
    made: RefCell<Option<(Cages, Rc<CageOutlines>)>>,
}

impl CageCache {
    /// The outlines of `cages`, made now if they are not those last asked for.
    pub fn of(&self, cages: &Cages) -> Rc<CageOutlines> {
        let mut made = self.made.borrow_mut();
        match &*made {
            Some((kept, outlines)) if kept == cages => Rc::clone(outlines),
            _ => {
                let outlines = Rc::new(CageOutlines::new(cages));
                *made = Some((cages.clone(), Rc::clone(&outlines)));
                outlines
            }
        }
    }
}

/// One straight piece of a cage's outline, horizontal or vertical, from its top or left end
/// to its bottom or right end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// The top or left end: (x, y).
    pub from: (Coordinate, Coordinate),
    /// The bottom or right end: (x, y).
    pub to: (Coordinate, Coordinate),
    /// Whether `from` is the corner of the cell that holds the cage's sum, where the drawing
    /// leaves the sum room by starting the run past it.
    pub at_sum: bool,
}

impl Run {
    /// Whether the run is horizontal (along a row) rather than vertical.
    pub fn is_horizontal(&self) -> bool {
        self.from.1 == self.to.1
    }
}

/// What a screen reader says of a cell's cage: its sum, its size and its first cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CageWords {
    /// The cage's index (among the outlines' `sums`).
    pub index: usize,
    /// Its sum.
    pub sum: u8,
    /// How many cells it has.
    pub cells: u8,
    /// The cell its sum is printed in, its top-left.
    pub first: Cell,
}

/// A Killer board's cages, ready to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CageOutlines {
    /// Every run of every cage's outline.
    pub runs: Vec<Run>,
    /// Each cage's sum and the cell it is printed in (its first in reading order, whose top
    /// left corner is always a corner of the cage).
    pub sums: Vec<(Cell, u8)>,
    /// For each cell, its cage's tint, below [`TINTS`].
    pub tints: [u8; 81],
    /// For each cell, its cage: an index into `sums` (a screen reader names a cell's cage).
    pub cage: [u8; 81],
    /// Each cage's number of cells, in the order of `sums`.
    pub sizes: Vec<u8>,
}

impl CageOutlines {
    /// The cage of `cell`: its sum, its number of cells and the cell its sum is printed in.
    pub fn cage_at(&self, cell: Cell) -> Option<CageWords> {
        let index = usize::from(self.cage[cell.index()]);
        let &(first, sum) = self.sums.get(index)?;
        Some(CageWords {
            index,
            sum,
            cells: *self.sizes.get(index)?,
            first,
        })
    }

    /// The cells a cage's sum is printed in.
    pub fn sum_cells(&self) -> CellSet {
        self.sums.iter().map(|&(cell, _)| cell).collect()
    }

    /// The outlines, sums and tints of `cages`.
    pub fn new(cages: &Cages) -> CageOutlines {
        let cage_of = cages.cage_indices();
        // The cage of the cell at (row, column), or `None` off the board.
        let at = |row: i32, col: i32| -> Option<u8> {
            let row = usize::try_from(row).ok()?;
            let col = usize::try_from(col).ok()?;
            Cell::at(row, col).map(|cell| cage_of[cell.index()])
        };
        let mut runs = Vec::new();
        for cell in Cell::ALL {
            let (row, col) = (cell.row() as i32, cell.col() as i32);
            let cage = Some(cage_of[cell.index()]);
            let is_sum = cages.cage_of(cell).first_cell() == cell;
            // The four sides: (step across the side, step along it), for top, bottom, left,
            // right. A side is on the outline when the cell across it is in another cage.
            for (across, along) in [
                ((-1, 0), (0, 1)),
                ((1, 0), (0, 1)),
                ((0, -1), (1, 0)),
                ((0, 1), (1, 0)),
            ] {
                if at(row + across.0, col + across.1) == cage {
                    continue;
                }
                // Each end of the side: along it backwards (the top or left end), then
                // forwards. An end is a corner of the cage when the next cell along is in
                // another cage (the run stops one inset short of the line), a straight
                // continuation when that cell is in the cage and the cell diagonally across is
                // not (the run reaches the line, and the next cell's run goes on from there),
                // and an inner corner when both are in the cage (the run goes one inset past
                // the line, to meet the outline turning away).
                let end = |sign: i32| -> i8 {
                    let (next_row, next_col) = (row + sign * along.0, col + sign * along.1);
                    if at(next_row, next_col) != cage {
                        -1
                    } else if at(next_row + across.0, next_col + across.1) != cage {
                        0
                    } else {
                        1
                    }
                };
                let (start, finish) = (end(-1), end(1));
                // The line the run lies along, inset into the cell.
                let (side_line, side_insets) = if across.0 + across.1 < 0 {
                    (if across.0 != 0 { row } else { col }, 1)
                } else {
                    (if across.0 != 0 { row } else { col } + 1, -1)
                };
                let side = Coordinate {
                    line: side_line as i8,
                    insets: side_insets,
                };
                let first = if along.1 != 0 { col } else { row };
                let from = Coordinate {
                    line: first as i8,
                    insets: -start,
                };
                let to = Coordinate {
                    line: first as i8 + 1,
                    insets: finish,
                };
                let (from, to) = if along.1 != 0 {
                    ((from, side), (to, side))
                } else {
                    ((side, from), (side, to))
                };
                let at_sum = is_sum && across.0 + across.1 < 0;
                runs.push(Run { from, to, at_sum });
            }
        }
        let sums = cages
            .iter()
            .map(|cage| (cage.first_cell(), cage.sum()))
            .collect();
        CageOutlines {
            runs: merge(runs),
            sums,
            tints: tints(cages),
            cage: *cage_of,
            sizes: cages.iter().map(|cage| cage.cells().len() as u8).collect(),
        }
    }
}

/// The runs with every straight continuation joined into one run (a side of a cell ends on the
/// grid line exactly where the next cell's side begins), so a dash pattern runs through.
fn merge(mut runs: Vec<Run>) -> Vec<Run> {
    runs.sort_by_key(|run| {
        let horizontal = run.is_horizontal();
        let (x, y) = run.from;
        if horizontal {
            (0, y.line, y.insets, x.line, x.insets)
        } else {
            (1, x.line, x.insets, y.line, y.insets)
        }
    });
    let mut merged: Vec<Run> = Vec::with_capacity(runs.len());
    for run in runs {
        match merged.last_mut() {
            Some(last) if last.to == run.from && !run.at_sum => last.to = run.to,
            _ => merged.push(run),
        }
    }
    merged
}

/// A tint for each cell's cage, below [`TINTS`], no two cages that share an edge alike: the
/// cages coloured one at a time, the one with the most differently coloured neighbours first
/// (DSatur), backtracking when one has no tint left. A planar map always has such a colouring,
/// so the search ends with one; should it ever not, the tints fall back to the cage index.
fn tints(cages: &Cages) -> [u8; 81] {
    let count = cages.len();
    let cage_of = cages.cage_indices();
    // Touching cages as bit sets of cage indices (at most 81 cages).
    let mut touching = vec![0u128; count];
    for cell in Cell::ALL {
        let here = usize::from(cage_of[cell.index()]);
        for (row, col) in [(cell.row() + 1, cell.col()), (cell.row(), cell.col() + 1)] {
            if let Some(next) = Cell::at(row, col) {
                let there = usize::from(cage_of[next.index()]);
                if there != here {
                    touching[here] |= 1 << there;
                    touching[there] |= 1 << here;
                }
            }
        }
    }
    let mut colour = vec![None::<u8>; count];
    let found = colour_from(&touching, &mut colour);
    let mut tints = [0u8; 81];
    for cell in Cell::ALL {
        let cage = usize::from(cage_of[cell.index()]);
        tints[cell.index()] = match (found, colour[cage]) {
            (true, Some(tint)) => tint,
            _ => (cage % usize::from(TINTS)) as u8,
        };
    }
    tints
}

/// Colours the uncoloured cages of `colour` so that no two touching share a tint: the most
/// constrained cage first, each of its free tints in turn. Whether it could.
fn colour_from(touching: &[u128], colour: &mut [Option<u8>]) -> bool {
    // The tints a cage's coloured neighbours use.
    let used = |colour: &[Option<u8>], cage: usize| -> u8 {
        let mut used = 0u8;
        let mut rest = touching[cage];
        while rest != 0 {
            let other = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if let Some(tint) = colour[other] {
                used |= 1 << tint;
            }
        }
        used
    };
    let next = (0..colour.len())
        .filter(|&cage| colour[cage].is_none())
        .max_by_key(|&cage| (used(colour, cage).count_ones(), touching[cage].count_ones()));
    let Some(cage) = next else {
        return true;
    };
    let used = used(colour, cage);
    for tint in 0..TINTS {
        if used & 1 << tint == 0 {
            colour[cage] = Some(tint);
            if colour_from(touching, colour) {
                return true;
            }
        }
    }
    colour[cage] = None;
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::generate::killer;
    use peerless::logic::Level;
    use rand_chacha::rand_core::SeedableRng;
    use rand_chacha::ChaCha8Rng;
    use std::collections::HashMap;

    /// The cell in `row` and `col`, counted from 1 as players do.
    fn at(row: usize, col: usize) -> Cell {
        Cell::at(row - 1, col - 1).unwrap()
    }

    fn cells(list: &[(usize, usize)]) -> CellSet {
        list.iter().map(|&(row, col)| at(row, col)).collect()
    }

    /// A layout of single cells except the cages given; their sums are their sizes' smallest.
    fn layout(cages: &[CellSet]) -> Cages {
        let solution: Vec<u32> = (0..81)
            .map(|i| ((i / 9 * 3 + i / 27 + i % 9) % 9 + 1) as u32)
            .collect();
        let mut taken = CellSet::EMPTY;
        let mut list = Vec::new();
        for &cage in cages {
            taken |= cage;
            list.push((cage, cage.iter().map(|c| solution[c.index()]).sum()));
        }
        for cell in Cell::ALL {
            if !taken.contains(cell) {
                list.push((CellSet::from_iter([cell]), solution[cell.index()]));
            }
        }
        Cages::new(list).unwrap()
    }

    fn point(x: (i8, i8), y: (i8, i8)) -> (Coordinate, Coordinate) {
        let c = |(line, insets)| Coordinate { line, insets };
        (c(x), c(y))
    }

    /// Every outline is closed: each run's ends meet exactly one other run's end.
    fn assert_closed(outlines: &CageOutlines) {
        let mut ends: HashMap<(Coordinate, Coordinate), usize> = HashMap::new();
        for run in &outlines.runs {
            *ends.entry(run.from).or_default() += 1;
            *ends.entry(run.to).or_default() += 1;
            assert!(run.from != run.to, "an empty run {run:?}");
            assert!(
                run.from.0 == run.to.0 || run.from.1 == run.to.1,
                "a slanted run {run:?}"
            );
        }
        for (end, count) in ends {
            assert_eq!(count, 2, "{end:?} is the end of {count} runs");
        }
    }

    #[test]
    fn a_single_cell_is_a_square_inset_on_every_side() {
        let outlines = CageOutlines::new(&layout(&[]));
        assert_eq!(outlines.runs.len(), 81 * 4);
        assert_closed(&outlines);
        let r1c1: Vec<_> = outlines
            .runs
            .iter()
            .filter(|run| run.from.0.line == 0 && run.from.1.line == 0)
            .collect();
        assert_eq!(
            r1c1.len(),
            2,
            "the top and the left run start at r1c1's corner"
        );
        assert!(r1c1
            .iter()
            .all(|run| run.at_sum && run.from == point((0, 1), (0, 1))));
        assert_eq!(outlines.sums.len(), 81);
    }

    #[test]
    fn a_cage_along_a_row_is_one_run_a_side_and_its_inner_corner_reaches_past_the_line() {
        // r1c1 r1c2 r1c3 and r2c1: an L whose inner corner is at r2c2's top left.
        let cage = cells(&[(1, 1), (1, 2), (1, 3), (2, 1)]);
        let outlines = CageOutlines::new(&layout(&[cage]));
        assert_closed(&outlines);
        let inside = |run: &&Run| {
            let (x, y) = (run.from.0.at(0.1) + 0.05, run.from.1.at(0.1) + 0.05);
            cage.contains(Cell::at(y as usize, x as usize).unwrap())
        };
        let mut cage_runs: Vec<Run> = outlines.runs.iter().filter(inside).copied().collect();
        cage_runs.sort_by_key(|run| (run.from.1.line, run.from.0.line, run.is_horizontal()));
        assert_eq!(cage_runs.len(), 6, "{cage_runs:#?}");
        // The top: one run from the sum's corner to the top right corner.
        assert!(cage_runs.contains(&Run {
            from: point((0, 1), (0, 1)),
            to: point((3, -1), (0, 1)),
            at_sum: true,
        }));
        // Under r1c2 and r1c3: from the inner corner, one inset left of column line 1, past
        // the line into r1c1, where r2c1's right side meets it.
        assert!(cage_runs.contains(&Run {
            from: point((1, -1), (1, -1)),
            to: point((3, -1), (1, -1)),
            at_sum: false,
        }));
        // r2c1's right side, from the inner corner down.
        assert!(cage_runs.contains(&Run {
            from: point((1, -1), (1, -1)),
            to: point((1, -1), (2, -1)),
            at_sum: false,
        }));
        // The left side: one run down both cells.
        assert!(cage_runs.contains(&Run {
            from: point((0, 1), (0, 1)),
            to: point((0, 1), (2, -1)),
            at_sum: true,
        }));
    }

    #[test]
    fn the_sum_is_in_the_first_cell_in_reading_order() {
        let cage = cells(&[(3, 5), (4, 4), (4, 5)]);
        let outlines = CageOutlines::new(&layout(&[cage]));
        assert_closed(&outlines);
        let sum = outlines.sums.iter().find(|(cell, _)| cage.contains(*cell));
        let expected: u8 = {
            let cages = layout(&[cage]);
            cages.cage_of(at(3, 5)).sum()
        };
        assert_eq!(sum, Some(&(at(3, 5), expected)));
        let at_sum: Vec<_> = outlines.runs.iter().filter(|run| run.at_sum).collect();
        assert_eq!(at_sum.len(), 2 * outlines.sums.len());
    }

    #[test]
    fn touching_cages_never_share_a_tint_on_generated_layouts() {
        for seed in 0..12 {
            let options = killer::Options {
                level: Level::ALL[seed as usize % 5],
            };
            let made = killer::generate(&options, &mut ChaCha8Rng::seed_from_u64(seed));
            let cages = &made.puzzle.cages;
            let outlines = CageOutlines::new(cages);
            assert_closed(&outlines);
            assert_eq!(outlines.sums.len(), cages.len());
            let cage_of = cages.cage_indices();
            for cell in Cell::ALL {
                assert!(outlines.tints[cell.index()] < TINTS);
                for (row, col) in [(cell.row() + 1, cell.col()), (cell.row(), cell.col() + 1)] {
                    let Some(next) = Cell::at(row, col) else {
                        continue;
                    };
                    if cage_of[next.index()] == cage_of[cell.index()] {
                        assert_eq!(outlines.tints[next.index()], outlines.tints[cell.index()]);
                    } else {
                        assert_ne!(
                            outlines.tints[next.index()],
                            outlines.tints[cell.index()],
                            "{cell} and {next} touch, in two cages, with one tint (seed {seed})"
                        );
                    }
                }
            }
        }
    }
}
