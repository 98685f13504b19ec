//! The straightened grid cut into its 81 cells, each made the network's input: the ink's
//! darkness against the paper around it, against the contrast of the grid's digits, centred on
//! the ink, on a small square of pixels.

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
/// Each cell is looked at with a margin around it, as darkness against the paper around each
/// pixel (so a fold's shadow or light falling off is paper, not ink), against the contrast of
/// its own ink, or of the grid's digits when it has less (so a digit printed in a lighter
/// colour than the lines is as dark as theirs, and an empty cell's specks stay faint); the
/// pieces of ink that reach the margin's edge or are longer than a digit (the grid's lines,
/// which a bent page or a lens moves off their places) are wiped, and what is left is centred
/// and sampled onto the input's square.
pub fn inputs(grid: &Grey) -> (Vec<[f32; INPUT]>, f32) {
    let (paper_all, ink_all) = percentiles(&grid.pixels);
    let span = (paper_all - ink_all).max(8.0);
    let darkness = darkness(grid);
    let strongest: [f32; 81] = std::array::from_fn(|i| middle_darkness(&darkness, grid.width, i));
    // The digits' contrast: a puzzle has at least 17 givens, so the 85th percentile of the
    // cells' darkest middles is a digit's, however light its colour against the lines.
    let mut sorted = strongest;
    sorted.sort_by(f32::total_cmp);
    let digits = sorted[DIGIT_RANK];
    let floor = (digits * FAINTEST_DIGIT).max(span * FAINTEST_SPAN).max(8.0);
    let mut cells = Vec::with_capacity(81);
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
                    Some(darkness[gy as usize * grid.width + gx as usize])
                } else {
                    None
                }
            };
            // The contrast a digit would have: this cell's own when it holds ink, else the
            // grid's digits', so that an empty cell's specks stay faint.
            let contrast = strongest[row * 9 + col].max(floor);
            for y in 0..REGION {
                for x in 0..REGION {
                    let value = pixel(x, y).unwrap_or(0.0);
                    region[y * REGION + x] = (value / contrast).clamp(0.0, 1.0);
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

/// The rank, among the 81 cells sorted by the darkness of their middles, taken for a
/// digit's: the 85th percentile (a proper puzzle's givens are over a fifth of its cells).
const DIGIT_RANK: usize = 69;
/// The least contrast a cell's ink is measured against, as a share of the grid's digits'.
const FAINTEST_DIGIT: f32 = 0.75;
/// The least contrast a cell's ink is measured against, as a share of the grid's whole span.
const FAINTEST_SPAN: f32 = 0.3;
/// The side of the middle of a cell whose darkest pixel is its ink's: the cell less the
/// places its lines may be.
const MIDDLE: usize = 22;
/// The radius of the square over which the paper's brightness is taken: wider than a stroke
/// or a line, narrower than a fold's shadow.
const PAPER_RADIUS: usize = 5;

/// How much darker than its paper each pixel of the straightened grid is, in grey levels.
/// The paper is the brightest pixel near each pixel (a grey closing: the largest of a square,
/// then the smallest of that), which follows a fold's shadow or a light falling off, so ink
/// is measured against the paper around it, not against a whole cell's.
fn darkness(grid: &Grey) -> Vec<f32> {
    let (width, height) = (grid.width, grid.height);
    let brightest = filter(&grid.pixels, width, height, PAPER_RADIUS, u8::max);
    let paper = filter(&brightest, width, height, PAPER_RADIUS, u8::min);
    paper
        .iter()
        .zip(&grid.pixels)
        .map(|(&p, &v)| f32::from(p.saturating_sub(v)))
        .collect()
}

/// A square filter of radius `radius` (`pick` the largest or the smallest), separably and
/// a whole row at a time (which the compiler turns into vector instructions): each row
/// against itself shifted by 1 to `radius` pixels each way, then each row against the rows
/// above and below it. The square is cut at the picture's edges.
fn filter(
    pixels: &[u8],
    width: usize,
    height: usize,
    radius: usize,
    pick: impl Fn(u8, u8) -> u8 + Copy,
) -> Vec<u8> {
    let mut rows = pixels.to_vec();
    for (row, source) in rows.chunks_exact_mut(width).zip(pixels.chunks_exact(width)) {
        for shift in 1..=radius.min(width.saturating_sub(1)) {
            for (value, &right) in row.iter_mut().zip(&source[shift..]) {
                *value = pick(*value, right);
            }
            for (value, &left) in row[shift..].iter_mut().zip(source) {
                *value = pick(*value, left);
            }
        }
    }
    let mut out = rows.clone();
    for y in 0..height {
        let (from, to) = (y.saturating_sub(radius), (y + radius + 1).min(height));
        let target = &mut out[y * width..(y + 1) * width];
        for k in (from..to).filter(|&k| k != y) {
            for (value, &other) in target.iter_mut().zip(&rows[k * width..(k + 1) * width]) {
                *value = pick(*value, other);
            }
        }
    }
    out
}

/// The darkest pixel of the middle of cell `index` (row by row), away from its lines.
fn middle_darkness(darkness: &[f32], width: usize, index: usize) -> f32 {
    let (row, col) = (index / 9, index % 9);
    let inset = (CELL - MIDDLE) / 2;
    let mut darkest = 0f32;
    for y in row * CELL + inset..row * CELL + inset + MIDDLE {
        for x in col * CELL + inset..col * CELL + inset + MIDDLE {
            darkest = darkest.max(darkness.get(y * width + x).copied().unwrap_or(0.0));
        }
    }
    darkest
}

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

    /// A straightened grid: paper 210, every cell's lines 30, and in the cells `digits` (row
    /// by row) a digit-like mark (a bar and a bar across, 18 pixels tall) of brightness `ink`.
    fn grid_with(digits: &[usize], ink: u8) -> Grey {
        let mut pixels = vec![210u8; SIDE * SIDE];
        for y in 0..SIDE {
            for x in 0..SIDE {
                if x % CELL < 2 || y % CELL < 2 {
                    pixels[y * SIDE + x] = 30;
                }
            }
        }
        for &cell in digits {
            let (left, top) = ((cell % 9) * CELL, (cell / 9) * CELL);
            for y in top + 7..top + 25 {
                for x in left + 15..left + 18 {
                    pixels[y * SIDE + x] = ink;
                }
            }
            for x in left + 10..left + 23 {
                for y in top + 7..top + 10 {
                    pixels[y * SIDE + x] = ink;
                }
            }
        }
        Grey {
            width: SIDE,
            height: SIDE,
            pixels,
        }
    }

    fn strongest(input: &[f32; INPUT]) -> f32 {
        input.iter().copied().fold(0.0, f32::max)
    }

    #[test]
    fn a_digit_lighter_than_the_lines_is_as_dark_as_theirs() {
        // Red digits come out of the grey a third as dark as the black lines: measured against
        // the lines, they fell under the ink's darkness and were wiped as specks.
        let digits: Vec<usize> = (0..81).step_by(3).collect();
        let (inputs, _) = inputs(&grid_with(&digits, 150));
        digits_inked(&inputs, &digits, 0..81);
    }

    /// Every cell of `cells` is ink where `digits` has a digit, and paper elsewhere.
    fn digits_inked(inputs: &[[f32; INPUT]], digits: &[usize], cells: std::ops::Range<usize>) {
        for cell in cells {
            let ink = strongest(&inputs[cell]);
            if digits.contains(&cell) {
                assert!(ink > 0.9, "cell {cell}: {ink}");
            } else {
                assert!(ink < 0.1, "cell {cell}: {ink}");
            }
        }
    }

    #[test]
    fn a_folds_shadow_is_paper_and_a_digit_in_it_ink() {
        // A fold's shadow across the fifth row of cells, 60 levels darker than the paper.
        let digits: Vec<usize> = (0..81).step_by(3).collect();
        let mut grid = grid_with(&digits, 30);
        for y in 4 * CELL + 4..5 * CELL - 2 {
            for x in 0..SIDE {
                let pixel = &mut grid.pixels[y * SIDE + x];
                *pixel = pixel.saturating_sub(60);
            }
        }
        let (inputs, _) = inputs(&grid);
        digits_inked(&inputs, &digits, 36..45);
    }

    #[test]
    fn the_square_filters_take_the_largest_and_smallest_around() {
        let pixels = [5u8, 1, 9, 3, 7, 2, 8, 4, 6, 0, 5, 5];
        // 4 by 3, radius 1: each pixel's 3 by 3 square, cut at the edges.
        assert_eq!(
            filter(&pixels, 4, 3, 1, u8::max),
            [7, 9, 9, 9, 7, 9, 9, 9, 7, 8, 8, 8]
        );
        assert_eq!(
            filter(&pixels, 4, 3, 1, u8::min),
            [1, 1, 1, 3, 0, 0, 0, 3, 0, 0, 0, 4]
        );
    }
}
