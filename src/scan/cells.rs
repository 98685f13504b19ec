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
const MAX_SHIFT: f32 = 6.0;

/// The inputs of the 81 cells, row by row, each [`INPUT`] numbers from 0 (paper) to 1 (ink);
/// and how sharp the grid is (the mean gradient of its ink against the paper's contrast).
///
/// Each cell is looked at with a margin around it, as darkness against its own paper; the
/// pieces of ink that reach the margin's edge or are longer than a digit (the grid's lines,
/// which a bent page or a lens moves off their places) are wiped, and what is left is centred
/// and sampled onto the input's square.
pub fn inputs(grid: &Grey) -> (Vec<[f32; INPUT]>, f32) {
    let (paper_all, ink_all) = percentiles(&grid.pixels);
    let span = (paper_all - ink_all).max(8.0);
    let mut cells = Vec::with_capacity(81);
    let mut scratch = Vec::with_capacity(REGION * REGION);
    let mut region = [0f32; REGION * REGION];
    let mut labels = [0u16; REGION * REGION];
    let mut stack = Vec::with_capacity(REGION * REGION);
    for row in 0..9 {
        for col in 0..9 {
            // The region's top left corner, in grid pixels (it may stand outside the grid).
            let (x0, y0) = (
                (col * CELL) as i64 - MARGIN as i64,
                (row * CELL) as i64 - MARGIN as i64,
            );
            let pixel = |x: usize, y: usize| {
                let (gx, gy) = (x0 + x as i64, y0 + y as i64);
                if gx < 0 || gy < 0 {
                    None
                } else if (gx as usize) < grid.width && (gy as usize) < grid.height {
                    Some(grid.at(gx as usize, gy as usize))
                } else {
                    None
                }
            };
            scratch.clear();
            for y in MARGIN..MARGIN + CELL {
                scratch.extend((MARGIN..MARGIN + CELL).filter_map(|x| pixel(x, y)));
            }
            let (paper, _) = percentiles(&scratch);
            let darkest = scratch.iter().map(|&p| f32::from(p)).fold(255.0, f32::min);
            // The contrast a digit would have: this cell's own when it holds ink, else the
            // grid's, so that an empty cell's specks stay faint.
            let contrast = (paper - darkest).max(span * 0.5);
            for y in 0..REGION {
                for x in 0..REGION {
                    let value = pixel(x, y).map_or(paper, f32::from);
                    region[y * REGION + x] = ((paper - value) / contrast).clamp(0.0, 1.0);
                }
            }
            clear_straight_lines(&mut region);
            wipe_lines(&mut region, &mut labels, &mut stack);
            // The ink's centre.
            let (mut mass, mut sum_x, mut sum_y) = (0.0, 0.0, 0.0);
            for (i, &weight) in region.iter().enumerate() {
                if weight > INK {
                    mass += weight;
                    sum_x += weight * (i % REGION) as f32;
                    sum_y += weight * (i / REGION) as f32;
                }
            }
            let middle = REGION as f32 / 2.0;
            let (mut cx, mut cy) = (middle, middle);
            if mass > 4.0 {
                cx += (sum_x / mass + 0.5 - cx).clamp(-MAX_SHIFT, MAX_SHIFT);
                cy += (sum_y / mass + 0.5 - cy).clamp(-MAX_SHIFT, MAX_SHIFT);
            }
            let mut input = [0f32; INPUT];
            let step = WINDOW / INPUT_SIDE as f32;
            let (left, top) = (cx - WINDOW / 2.0, cy - WINDOW / 2.0);
            for (i, value) in input.iter_mut().enumerate() {
                let (u, v) = ((i % INPUT_SIDE) as f32, (i / INPUT_SIDE) as f32);
                *value = bilinear(
                    &region,
                    left + (u + 0.5) * step - 0.5,
                    top + (v + 0.5) * step - 0.5,
                );
            }
            cells.push(input);
        }
    }
    (cells, sharpness(grid, span))
}

/// Pixels of margin around a cell in its region.
const MARGIN: usize = 5;
/// The region's side: the cell and its margin.
const REGION: usize = CELL + 2 * MARGIN;
/// The darkness from which a pixel is ink, for finding pieces and the centre.
const INK: f32 = 0.35;
/// The longest piece of ink a digit makes, in grid pixels (a digit is about 20 high).
const LONGEST_DIGIT: usize = 28;

/// Clears the rows and columns of `region` that are ink over most of its side: a grid line,
/// which would otherwise join a digit that touches it into one piece, wiped with it. Both are
/// counted before either is cleared: a line's column counted after the rows of the lines that
/// cross it were cleared would fall short, and what is left of it join a digit.
fn clear_straight_lines(region: &mut [f32; REGION * REGION]) {
    let long = |count: usize| count * 10 >= REGION * STRAIGHT_TENTHS;
    let rows: [bool; REGION] = std::array::from_fn(|y| {
        long(
            region[y * REGION..(y + 1) * REGION]
                .iter()
                .filter(|&&v| v > INK)
                .count(),
        )
    });
    let columns: [bool; REGION] = std::array::from_fn(|x| {
        long(
            (0..REGION)
                .filter(|&y| region[y * REGION + x] > INK)
                .count(),
        )
    });
    for (i, value) in region.iter_mut().enumerate() {
        if rows[i / REGION] || columns[i % REGION] {
            *value = 0.0;
        }
    }
}

/// A row or column of a cell's region this many tenths ink is a grid line.
const STRAIGHT_TENTHS: usize = 6;

/// Wipes from `region` the pieces of ink (4-connected, darker than [`INK`]) that reach its edge
/// or are longer than a digit, and specks.
fn wipe_lines(region: &mut [f32; REGION * REGION], labels: &mut [u16], stack: &mut Vec<usize>) {
    labels.fill(0);
    let mut piece = 0u16;
    let mut members = Vec::new();
    for start in 0..region.len() {
        if region[start] <= INK || labels[start] != 0 {
            continue;
        }
        piece += 1;
        labels[start] = piece;
        stack.clear();
        stack.push(start);
        members.clear();
        let (mut min_x, mut max_x, mut min_y, mut max_y) = (REGION, 0, REGION, 0);
        while let Some(i) = stack.pop() {
            members.push(i);
            let (x, y) = (i % REGION, i / REGION);
            min_x = min_x.min(x);
            max_x = max_x.max(x);
            min_y = min_y.min(y);
            max_y = max_y.max(y);
            let mut visit = |j: usize| {
                if region[j] > INK && labels[j] == 0 {
                    labels[j] = piece;
                    stack.push(j);
                }
            };
            if x > 0 {
                visit(i - 1);
            }
            if x + 1 < REGION {
                visit(i + 1);
            }
            if y > 0 {
                visit(i - REGION);
            }
            if y + 1 < REGION {
                visit(i + REGION);
            }
        }
        let edge = min_x == 0 || min_y == 0 || max_x == REGION - 1 || max_y == REGION - 1;
        let long = max_x - min_x >= LONGEST_DIGIT || max_y - min_y >= LONGEST_DIGIT;
        // A piece whose middle is near the cell's side is a broken line's, not a digit's.
        let off = |low: usize, high: usize| (low + high).abs_diff(REGION) > 2 * OFF_CENTRE;
        if edge || long || members.len() < 6 || off(min_x, max_x) || off(min_y, max_y) {
            for &i in &members {
                labels[i] = WIPED;
            }
        }
    }
    // Only the kept pieces stay, with their soft edge (a pixel around them); the rest, faint
    // ink and what is left of the lines, is wiped.
    for (i, value) in region.iter_mut().enumerate() {
        let (x, y) = (i % REGION, i / REGION);
        let kept = |j: usize| labels[j] != 0 && labels[j] != WIPED;
        let near = kept(i)
            || (x > 0 && kept(i - 1))
            || (x + 1 < REGION && kept(i + 1))
            || (y > 0 && kept(i - REGION))
            || (y + 1 < REGION && kept(i + REGION));
        if !near {
            *value = 0.0;
        }
    }
}

/// How far from the cell's middle a piece's middle may be and still be (part of) a digit.
const OFF_CENTRE: usize = 10;

/// The label of a wiped piece.
const WIPED: u16 = u16::MAX;

/// The region's value at a point between pixels (0 outside it).
fn bilinear(region: &[f32; REGION * REGION], x: f32, y: f32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let at = |x: f32, y: f32| {
        if x < 0.0 || y < 0.0 || x >= REGION as f32 || y >= REGION as f32 {
            0.0
        } else {
            region[y as usize * REGION + x as usize]
        }
    };
    let top = at(x0, y0) + (at(x0 + 1.0, y0) - at(x0, y0)) * fx;
    let bottom = at(x0, y0 + 1.0) + (at(x0 + 1.0, y0 + 1.0) - at(x0, y0 + 1.0)) * fx;
    top + (bottom - top) * fy
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_crossed_by_lines_is_cleared_with_them() {
        // A cell's right line, ink over 27 of its region's 42 rows (its top faint), crossed by
        // the thick line below the cell: counted after that line's rows were cleared, it fell
        // under the share of a line, and its remains joined a digit.
        let mut region = [0f32; REGION * REGION];
        for y in 15..REGION {
            region[y * REGION + 36] = 1.0;
        }
        for y in 35..39 {
            region[y * REGION..(y + 1) * REGION].fill(1.0);
        }
        clear_straight_lines(&mut region);
        assert!(region.iter().all(|&v| v == 0.0));
    }
}
