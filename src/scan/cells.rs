//! The straightened grid cut into its 81 cells, each made the network's input: the ink's
//! darkness against the cell's own paper, centred on the ink, on a small square of pixels.

use super::decode::Grey;

/// Pixels a cell side in the straightened grid.
pub const CELL: usize = 32;
/// The straightened grid's side.
pub const SIDE: usize = 9 * CELL;
/// The network's input is a square of this many pixels a side.
pub const INPUT_SIDE: usize = 20;
/// Numbers in one cell's input.
pub const INPUT: usize = INPUT_SIDE * INPUT_SIDE;
/// The side of the square of the cell that is sampled into the input, in grid pixels: the
/// cell less its borders, where the grid's lines run.
const WINDOW: f32 = 24.0;
/// How far the window may move toward the ink's centre, in grid pixels.
const MAX_SHIFT: f32 = 3.0;
/// Pixels at a cell's edge left out when the ink's centre is found: the grid's lines.
const EDGE: usize = 4;

/// The inputs of the 81 cells, row by row, each [`INPUT`] numbers from 0 (paper) to 1 (ink);
/// and how sharp the grid is (the mean gradient of its ink against the paper's contrast).
pub fn inputs(grid: &Grey) -> (Vec<[f32; INPUT]>, f32) {
    let (paper_all, ink_all) = percentiles(&grid.pixels);
    let span = (paper_all - ink_all).max(8.0);
    let mut cells = Vec::with_capacity(81);
    let mut scratch = Vec::with_capacity(CELL * CELL);
    for row in 0..9 {
        for col in 0..9 {
            let (x0, y0) = (col * CELL, row * CELL);
            scratch.clear();
            for y in y0..y0 + CELL {
                scratch.extend_from_slice(&grid.pixels[y * SIDE + x0..y * SIDE + x0 + CELL]);
            }
            let (paper, _) = percentiles(&scratch);
            let darkest = (y0 + EDGE..y0 + CELL - EDGE)
                .flat_map(|y| (x0 + EDGE..x0 + CELL - EDGE).map(move |x| (x, y)))
                .map(|(x, y)| f32::from(grid.at(x, y)))
                .fold(255.0, f32::min);
            // The contrast a digit would have: this cell's own when it holds ink, else the
            // grid's, so that an empty cell's specks stay faint.
            let contrast = (paper - darkest).max(span * 0.5);
            let ink = |value: f32| ((paper - value) / contrast).clamp(0.0, 1.0);
            // The ink's centre, from the cell less its lines.
            let (mut mass, mut sum_x, mut sum_y) = (0.0, 0.0, 0.0);
            for y in y0 + EDGE..y0 + CELL - EDGE {
                for x in x0 + EDGE..x0 + CELL - EDGE {
                    let weight = ink(f32::from(grid.at(x, y)));
                    if weight > 0.35 {
                        mass += weight;
                        sum_x += weight * x as f32;
                        sum_y += weight * y as f32;
                    }
                }
            }
            let (mut cx, mut cy) = (x0 as f32 + CELL as f32 / 2.0, y0 as f32 + CELL as f32 / 2.0);
            if mass > 4.0 {
                cx += (sum_x / mass + 0.5 - cx).clamp(-MAX_SHIFT, MAX_SHIFT);
                cy += (sum_y / mass + 0.5 - cy).clamp(-MAX_SHIFT, MAX_SHIFT);
            }
            let mut input = [0f32; INPUT];
            let step = WINDOW / INPUT_SIDE as f32;
            let (left, top) = (cx - WINDOW / 2.0, cy - WINDOW / 2.0);
            for (i, value) in input.iter_mut().enumerate() {
                let (u, v) = ((i % INPUT_SIDE) as f32, (i / INPUT_SIDE) as f32);
                let x = left + (u + 0.5) * step - 0.5;
                let y = top + (v + 0.5) * step - 0.5;
                *value = ink(grid.sample(x, y));
            }
            cells.push(input);
        }
    }
    (cells, sharpness(grid, span))
}

/// The brightness of the paper (the 90th percentile) and of the ink (the 3rd) among `pixels`.
fn percentiles(pixels: &[u8]) -> (f32, f32) {
    let mut histogram = [0usize; 256];
    for &p in pixels {
        histogram[usize::from(p)] += 1;
    }
    let at = |fraction: f32| {
        let wanted = (pixels.len() as f32 * fraction) as usize;
        let mut seen = 0;
        for (value, &count) in histogram.iter().enumerate() {
            seen += count;
            if seen > wanted {
                return value as f32;
            }
        }
        255.0
    };
    (at(0.9), at(0.03))
}

/// How sharp the straightened grid is: the mean of the strongest tenth of its horizontal and
/// vertical differences, against its contrast. A blurred photo's edges are soft, so its
/// strongest differences are a small part of the contrast.
fn sharpness(grid: &Grey, span: f32) -> f32 {
    let mut histogram = [0usize; 256];
    let mut total = 0usize;
    for y in 0..grid.height.saturating_sub(1) {
        for x in 0..grid.width.saturating_sub(1) {
            let p = i16::from(grid.at(x, y));
            let dx = (i16::from(grid.at(x + 1, y)) - p).unsigned_abs();
            let dy = (i16::from(grid.at(x, y + 1)) - p).unsigned_abs();
            histogram[usize::from(dx.max(dy).min(255))] += 1;
            total += 1;
        }
    }
    let wanted = total / 10;
    let (mut seen, mut sum) = (0usize, 0f32);
    for (value, &count) in histogram.iter().enumerate().rev() {
        let take = count.min(wanted - seen);
        seen += take;
        sum += take as f32 * value as f32;
        if seen >= wanted {
            break;
        }
    }
    sum / wanted.max(1) as f32 / span
}
