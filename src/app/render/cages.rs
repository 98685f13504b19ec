//! Drawing a Killer board's cages from their [`CageOutlines`]: the optional tints under
//! everything, the dashed outlines over the grid's lines, and each cage's sum in its first
//! cell. The outlines were made once for the game; here they are only scaled to the board and
//! cut into dashes, so a frame allocates nothing (the sums' words are a fixed table).

use macroquad::prelude::draw_line;
use peerless::board::Cell;

use crate::app::layout::text::Align;
use crate::app::layout::Layout;
use crate::app::render::marks;
use crate::app::render::paint::{color, Painter};
use crate::app::views::cages::{CageOutlines, Coordinate};
use peerless::game::CandidateStyle;

/// How far a cage's outline runs inside its cells, in cells: clear of the box lines (which
/// reach 1.25 dp into their cells) and of a cell's digit, as the puzzle books print it.
const INSET: f32 = 0.09;
/// A dash and the gap after it, in cells, before each run fits a whole number of them.
const DASH: f32 = 0.1;
const GAP: f32 = 0.07;

/// Every sum a cage can have (1 to 45) as text, so drawing one formats nothing.
const SUMS: [&str; 46] = [
    "", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
    "17", "18", "19", "20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "30", "31", "32",
    "33", "34", "35", "36", "37", "38", "39", "40", "41", "42", "43", "44", "45",
];

/// The cage outline's inset in pixels for `l`: a share of a cell, never under 3 dp, so it
/// stays clear of a box line at the densest board.
fn inset(l: &Layout) -> f32 {
    (l.cell * INSET).max(3.0 * l.dp).round()
}

/// The outline's width in pixels: one dp, never under a pixel.
fn width(l: &Layout) -> f32 {
    l.dp.round().max(1.0)
}

/// Each cell filled with its cage's tint (the first tint is the cell's own colour, left as
/// it is).
pub fn tints(p: &Painter, outlines: &CageOutlines) {
    let l = p.layout;
    for (index, &tint) in outlines.tints.iter().enumerate() {
        if tint == 0 {
            continue;
        }
        let Some(cell) = Cell::new(index) else {
            continue;
        };
        let Some(&rgb) = p.palette.cage_tints.get(usize::from(tint)) else {
            continue;
        };
        p.fill(l.cell_rect(cell), color(rgb));
    }
}

/// The dashed outlines. A run that starts at a cage's sum starts past the sum's box.
pub fn outlines(p: &Painter, outlines: &CageOutlines) {
    let l = p.layout;
    let inset = inset(l) / l.cell;
    let (width, c) = (width(l), color(p.palette.cage));
    let g = marks::NoteGeometry::of(p, CandidateStyle::default());
    for run in &outlines.runs {
        let (mut x0, mut y0) = point(l, run.from, inset, width);
        let (x1, y1) = point(l, run.to, inset, width);
        if run.at_sum {
            // The run starts at the corner of the cell holding the sum: it starts past it.
            let (row, col) = (run.from.1.line, run.from.0.line);
            let cell = Cell::at(row as usize, col as usize);
            if let Some(cell) = cell {
                let spot = marks::sum_spot(l.cell_rect(cell), &g);
                if run.is_horizontal() {
                    x0 = x0.max(spot.right()).min(x1);
                } else {
                    y0 = y0.max(spot.bottom()).min(y1);
                }
            }
        }
        dashes(l, (x0, y0), (x1, y1), width, c);
    }
}

/// Each cage's sum in the top-left corner of its first cell, where the notes make room for
/// it ([`marks::sum_spot`]).
pub fn sums(p: &Painter, outlines: &CageOutlines) {
    let l = p.layout;
    let g = marks::NoteGeometry::of(p, CandidateStyle::default());
    // Bold and in the givens' ink: a sum is part of the puzzle, and is not read as a note.
    let style = p.bold(p.sizes.note, p.palette.given).align(Align::Left);
    for &(cell, sum) in &outlines.sums {
        let spot = marks::sum_spot(l.cell_rect(cell), &g);
        p.text(SUMS[usize::from(sum.min(45))], spot, style);
    }
}

/// A point of an outline in pixels, on the pixel grid so a thin line is crisp: a line of an
/// odd number of pixels centred on a pixel's middle, of an even number on its edge.
fn point(l: &Layout, (x, y): (Coordinate, Coordinate), inset: f32, width: f32) -> (f32, f32) {
    let b = l.board;
    let snap = |v: f32| {
        if width.round() as i32 % 2 == 1 {
            v.floor() + 0.5
        } else {
            v.round()
        }
    };
    (
        snap(b.x + x.at(inset) * l.cell),
        snap(b.y + y.at(inset) * l.cell),
    )
}

/// A run from `a` to `b` as dashes: a whole number of them, one at each end, so the corners
/// of an outline read as corners at every size.
fn dashes(l: &Layout, a: (f32, f32), b: (f32, f32), width: f32, c: macroquad::color::Color) {
    let length = (b.0 - a.0).abs() + (b.1 - a.1).abs();
    if length <= 0.0 {
        return;
    }
    let (dash, gap) = (DASH * l.cell, GAP * l.cell);
    let count = ((length + gap) / (dash + gap)).round().max(1.0);
    let stretch = length / (count * dash + (count - 1.0) * gap);
    let (dash, gap) = (dash * stretch, gap * stretch);
    let (dx, dy) = ((b.0 - a.0) / length, (b.1 - a.1) / length);
    let mut at = 0.0;
    for _ in 0..count as usize {
        let end = (at + dash).min(length);
        draw_line(
            a.0 + dx * at,
            a.1 + dy * at,
            a.0 + dx * end,
            a.1 + dy * end,
            width,
            c,
        );
        at = end + gap;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::views::cages::Run;

    /// A run's length in cells at `inset`.
    fn cells_long(run: &Run, inset: f32) -> f32 {
        (run.to.0.at(inset) - run.from.0.at(inset)).abs()
            + (run.to.1.at(inset) - run.from.1.at(inset)).abs()
    }

    #[test]
    fn every_sum_has_its_words() {
        for (sum, text) in SUMS.iter().enumerate().skip(1) {
            assert_eq!(text.parse::<usize>(), Ok(sum));
        }
    }

    #[test]
    fn a_run_is_never_shorter_than_two_insets_so_a_dash_fits() {
        let cages = peerless::killer::Cages::new(
            peerless::board::Cell::ALL
                .iter()
                .map(|&cell| (peerless::sets::CellSet::from_iter([cell]), 5)),
        )
        .expect("81 cages of 5 add up to 405");
        let outlines = CageOutlines::new(&cages);
        for run in &outlines.runs {
            let long = cells_long(run, INSET);
            assert!(
                (long - (1.0 - 2.0 * INSET)).abs() < 1e-5,
                "{run:?} is {long}"
            );
        }
    }
}
