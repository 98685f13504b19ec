//! Where the grid is in the picture: ink found by an adaptive threshold, the largest connected
//! piece of ink taken for the grid's lines, its four corners (where the lines of its border
//! cross), and the perspective that maps the grid's square onto them.

use super::decode::Grey;
use super::{Point, ScanError};

/// A found grid: its corners in the working picture (top left, top right, bottom right,
/// bottom left) and how much of its square's edge the piece of ink covers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Quad {
    /// The corners, clockwise from the top left.
    pub corners: [Point; 4],
}

/// One connected piece of ink: how many pixels, its bounding box, and its extreme points along
/// the two diagonals (which are the corners of a grid seen roughly upright).
#[derive(Clone, Copy, Debug)]
struct Piece {
    /// One of its pixels (the first in reading order), from which it can be filled again.
    start: usize,
    pixels: usize,
    min_x: usize,
    max_x: usize,
    min_y: usize,
    max_y: usize,
    /// Smallest and largest x + y, smallest and largest x - y, and the points that reach them.
    extremes: [(i64, Point); 4],
}

impl Piece {
    fn box_area(&self) -> usize {
        (self.max_x - self.min_x + 1) * (self.max_y - self.min_y + 1)
    }

    fn quad(&self) -> Quad {
        let [min_sum, max_sum, min_diff, max_diff] = self.extremes.map(|(_, point)| point);
        Quad {
            corners: [min_sum, max_diff, max_sum, min_diff],
        }
    }
}

/// How much darker than its surroundings a pixel must be to be ink, in percent: the first
/// margin tried, then the others when it finds no grid (a stricter one parts a grid from the
/// print it touches, a looser one joins a faint grid's broken lines, and the strictest keeps
/// only black print: a grid joined to the rest of the page by a rule or a line showing through
/// from the other side, both lighter than its own lines, is a piece of its own again).
pub const MARGINS: [u64; 4] = [8, 16, 4, 30];

/// Marks the ink: each pixel darker than the mean of the square around it by a margin. The
/// square's side is a fortieth of the picture's longer side, so the threshold follows shadows
/// and uneven light across a photo.
pub fn threshold(grey: &Grey, margin: u64) -> Vec<bool> {
    let (width, height) = (grey.width, grey.height);
    let stride = width + 1;
    let mut integral = vec![0u32; stride * (height + 1)];
    for y in 0..height {
        let mut row_sum = 0u32;
        for x in 0..width {
            row_sum += u32::from(grey.pixels[y * width + x]);
            integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1] + row_sum;
        }
    }
    let radius = (width.max(height) / 40).max(3);
    let window = |x: usize, y: usize, r: usize| {
        let (top, bottom) = (y.saturating_sub(r), (y + r + 1).min(height));
        let (left, right) = (x.saturating_sub(r), (x + r + 1).min(width));
        let sum = integral[bottom * stride + right] + integral[top * stride + left]
            - integral[top * stride + right]
            - integral[bottom * stride + left];
        (sum, ((bottom - top) * (right - left)) as u32)
    };
    let mut ink = vec![false; width * height];
    for y in 0..height {
        for x in 0..width {
            let (sum, area) = window(x, y, radius);
            // The pixel as the mean of its 3 by 3 square: the sensor's noise smoothed.
            let (own, own_area) = window(x, y, 1);
            // Darker than the mean around it by `margin` percent.
            ink[y * width + x] = u64::from(own) * u64::from(area) * 100
                < u64::from(sum) * u64::from(own_area) * (100 - margin);
        }
    }
    ink
}

/// Finds the grid: of the largest pieces of ink (by bounding box) that could be a grid, the one
/// whose ink lies most on the ten lines a 9 by 9 grid has and least between them, its corners
/// the extreme points along the diagonals. A second piece nearly as large that scores as well
/// is a second grid, which is refused rather than guessed between.
pub fn find(grey: &Grey, ink: &[bool]) -> Result<Quad, ScanError> {
    let pieces = pieces(grey.width, grey.height, ink);
    let mut ranked: Vec<&Piece> = pieces.iter().collect();
    ranked.sort_by_key(|piece| std::cmp::Reverse(piece.box_area()));
    let picture = grey.width.min(grey.height) as f32;
    let mut grids: Vec<(f32, Quad, f32)> = Vec::new();
    let mut mask = vec![false; ink.len()];
    let mut small = false;
    for piece in ranked.iter().take(CANDIDATES) {
        let quad = piece.quad();
        let side = shortest_side(&quad);
        if side < picture / 12.0 || side < 90.0 {
            // A grid this small cannot be read: say so if nothing better turns up (its lines
            // are too thick for its cells to pass as a grid's by their share of the ink).
            small |= is_convex(&quad) && line_score(grey, ink, &quad) >= MIN_LINE_SCORE;
            continue;
        }
        if !looks_like_a_grid(piece, &quad) {
            continue;
        }
        // Scored on its border's lines: a corner pulled out by print, or cut by the photo's
        // edge, would make a grid's lines miss the ten a grid has.
        let filled = fill_piece(grey.width, grey.height, ink, piece.start, &mut mask);
        let quad = refine(grey, &mask, ink, &quad);
        for &index in &filled {
            mask[index] = false;
        }
        let score = line_score(grey, ink, &quad);
        if score < MIN_LINE_SCORE {
            continue;
        }
        grids.push((score, quad, quad_area(&quad)));
    }
    // Of the pieces that score nearly as well as the best (a frame or panel around the grid
    // scores low), the largest: a newspaper's small grid beside the puzzle is yesterday's
    // solution.
    let top_score = grids.iter().map(|g| g.0).fold(0.0, f32::max);
    grids.retain(|g| g.0 >= top_score * RIVAL_SCORE);
    grids.sort_by(|a, b| b.2.total_cmp(&a.2));
    let Some(&(_, best, area)) = grids.first() else {
        return Err(if small {
            ScanError::GridTooSmall
        } else {
            ScanError::NoGrid
        });
    };
    let best_score = grids[0].0;
    let twin = grids[1..].iter().any(|&(score, other, other_area)| {
        score >= best_score * 0.6 && other_area >= area * 0.7 && !same_place(&best, &other)
    });
    if twin {
        return Err(ScanError::TwoGrids);
    }
    Ok(best)
}

/// The quad's corners moved onto its border's four lines: each side the straight line, near
/// the side found, that lies most on the grid's own piece of ink (`piece`, so that a page's
/// rule beside the grid is not taken for its border; all the `ink` when none does), and each corner where two such lines cross. The
/// extreme points of the piece of ink are off when the grid touches print (a word joined to a
/// corner pulls it out) or a corner's ink is faint; a whole side's line is not.
fn refine(grey: &Grey, piece: &[bool], ink: &[bool], quad: &Quad) -> Quad {
    let c = &quad.corners;
    let cell = shortest_side(quad) / 9.0;
    let band = cell * BAND;
    let mut lines = [(Point::default(), Point::default()); 4];
    for (side, line) in lines.iter_mut().enumerate() {
        let (a, b) = (c[side], c[(side + 1) % 4]);
        // A side whose line came apart from the grid's piece (a faint or cut border) is
        // looked for in all the ink.
        let found =
            border_line(grey, piece, a, b, band).or_else(|| border_line(grey, ink, a, b, band));
        match found {
            Some(found) => *line = found,
            None => return *quad,
        }
    }
    let mut corners = *c;
    for (i, corner) in corners.iter_mut().enumerate() {
        // Corner i is where the side before it (i - 1) meets the side after it (i).
        let Some(point) = crossing(lines[(i + 3) % 4], lines[i]) else {
            return *quad;
        };
        if point.distance(c[i]) > band * 1.5 {
            return *quad;
        }
        *corner = point;
    }
    let refined = Quad { corners };
    if is_convex(&refined) {
        refined
    } else {
        *quad
    }
}

/// How far from a side found its border's line is looked for, in cells.
const BAND: f32 = 0.75;
/// Points sampled along a side for its line.
const LINE_SAMPLES: usize = 96;

/// The line near the side from `a` to `b` with the most ink along it: each end moved along
/// the side's normal by up to `band`, found by votes then to half a pixel; of the finest lines nearly as
/// inked as the best, the outermost (the border's outer edge, as the piece's extremes were).
/// `None` when no line is mostly ink.
fn border_line(grey: &Grey, ink: &[bool], a: Point, b: Point, band: f32) -> Option<(Point, Point)> {
    let length = a.distance(b);
    if length < 1.0 {
        return None;
    }
    // The outward normal of a clockwise quad's side (y down): to the left of a -> b.
    let (nx, ny) = ((b.y - a.y) / length, -(b.x - a.x) / length);
    let along = |i: usize| 0.03 + 0.94 * (i as f32 + 0.5) / LINE_SAMPLES as f32;
    let inked = |x: f32, y: f32| {
        let (x, y) = (x.round(), y.round());
        x >= 0.0
            && y >= 0.0
            && (x as usize) < grey.width
            && (y as usize) < grey.height
            && ink[y as usize * grey.width + x as usize]
    };
    // The ink along the line whose ends are a and b moved out by `da` and `db`.
    let count = |da: f32, db: f32| {
        let (pa, pb) = (
            Point::new(a.x + nx * da, a.y + ny * da),
            Point::new(b.x + nx * db, b.y + ny * db),
        );
        (0..LINE_SAMPLES)
            .filter(|&i| {
                let t = along(i);
                inked(pa.x + (pb.x - pa.x) * t, pa.y + (pb.y - pa.y) * t)
            })
            .count()
    };
    // The coarse line by votes (a Hough transform over the two ends' offsets, a pixel apart):
    // each inked point across the side votes for every line through it.
    let reach = band.ceil() as i32;
    let span = (2 * reach + 1) as usize;
    let mut votes = vec![0u16; span * span];
    for i in 0..LINE_SAMPLES {
        let t = along(i);
        let (x, y) = (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
        for d in -reach..=reach {
            if !inked(x + nx * d as f32, y + ny * d as f32) {
                continue;
            }
            for (row, da) in (-reach..=reach).enumerate() {
                let db = ((d as f32 - da as f32 * (1.0 - t)) / t).round() as i32;
                if (-reach..=reach).contains(&db) {
                    votes[row * span + (db + reach) as usize] += 1;
                }
            }
        }
    }
    let (top, _) = votes
        .iter()
        .enumerate()
        .max_by_key(|&(_, &v)| v)
        .unwrap_or((0, &0));
    let (best_a, best_b) = (
        (top / span) as f32 - reach as f32,
        (top % span) as f32 - reach as f32,
    );
    let mut fine = Vec::with_capacity(49);
    for i in -3..=3 {
        for j in -3..=3 {
            let (da, db) = (best_a + i as f32 * 0.5, best_b + j as f32 * 0.5);
            fine.push((count(da, db), da, db));
        }
    }
    let most = fine.iter().map(|f| f.0).max().unwrap_or(0);
    if most * 2 < LINE_SAMPLES {
        return None;
    }
    let (_, da, db) = fine
        .iter()
        .filter(|f| f.0 * 10 >= most * 9)
        .max_by(|p, q| (p.1 + p.2).total_cmp(&(q.1 + q.2)))?;
    Some((
        Point::new(a.x + nx * da, a.y + ny * da),
        Point::new(b.x + nx * db, b.y + ny * db),
    ))
}

/// Where two lines, each through two points, cross; `None` when they are (nearly) parallel.
fn crossing((p, q): (Point, Point), (r, s): (Point, Point)) -> Option<Point> {
    let (d1x, d1y) = (q.x - p.x, q.y - p.y);
    let (d2x, d2y) = (s.x - r.x, s.y - r.y);
    let denominator = d1x * d2y - d1y * d2x;
    if denominator.abs() < 1e-6 * (d1x.hypot(d1y) * d2x.hypot(d2y)).max(1e-6) {
        return None;
    }
    let t = ((r.x - p.x) * d2y - (r.y - p.y) * d2x) / denominator;
    Some(Point::new(p.x + d1x * t, p.y + d1y * t))
}

/// Pieces of ink looked at as the grid, the largest first.
const CANDIDATES: usize = 6;
/// A grid scoring less than this share of the best one's [`line_score`] is no grid: the
/// print or panel around it, whose edges its lines only cross.
const RIVAL_SCORE: f32 = 0.5;
/// The least [`line_score`] of a grid.
const MIN_LINE_SCORE: f32 = 0.1;

/// Whether two quads are the same grid seen in two pieces of ink (a grid's outer frame and
/// its inner lines sometimes come apart): their middles are closer than a third of a side.
fn same_place(quad: &Quad, other: &Quad) -> bool {
    let middle = |q: &Quad| {
        let c = &q.corners;
        Point::new(
            (c[0].x + c[1].x + c[2].x + c[3].x) / 4.0,
            (c[0].y + c[1].y + c[2].y + c[3].y) / 4.0,
        )
    };
    middle(quad).distance(middle(other)) < shortest_side(quad) / 3.0
}

/// How much a quad looks like a 9 by 9 grid in the ink: the share of points on its ten lines
/// each way that are ink, less the share of points halfway between them.
fn line_score(grey: &Grey, ink: &[bool], quad: &Quad) -> f32 {
    let Some(perspective) = Perspective::new(quad, 9.0) else {
        return 0.0;
    };
    let inked = |u: f32, v: f32| {
        let (x, y) = perspective.map(u, v);
        let (x, y) = (x.round() as i64, y.round() as i64);
        (-1..=1).any(|dy| {
            (-1..=1).any(|dx| {
                let (px, py) = (x + dx, y + dy);
                px >= 0
                    && py >= 0
                    && (px as usize) < grey.width
                    && (py as usize) < grey.height
                    && ink[py as usize * grey.width + px as usize]
            })
        })
    };
    const SAMPLES: usize = 45;
    let (mut on, mut off) = (0usize, 0usize);
    for k in 0..=9 {
        for i in 0..SAMPLES {
            let t = (i as f32 + 0.5) * 9.0 / SAMPLES as f32;
            let line = k as f32;
            on += usize::from(inked(line, t)) + usize::from(inked(t, line));
            if k < 9 {
                let between = line + 0.5;
                off += usize::from(inked(between, t)) + usize::from(inked(t, between));
            }
        }
    }
    on as f32 / (20 * SAMPLES) as f32 - off as f32 / (18 * SAMPLES) as f32
}

/// Whether a piece of ink could be a grid's lines: a convex four-sided outline that fills its
/// bounding box's middle, with ink thin enough to be lines (not a blot or a photo).
fn looks_like_a_grid(piece: &Piece, quad: &Quad) -> bool {
    let area = quad_area(quad);
    let box_area = piece.box_area() as f32;
    // The lines of a 9 by 9 grid cover a few percent to a third of its square.
    let density = piece.pixels as f32 / area.max(1.0);
    is_convex(quad) && area > box_area * 0.45 && (0.02..0.45).contains(&density)
}

/// Marks in `mask` (all false) the piece of ink (8-connected) that holds the pixel `start`;
/// returns its pixels, to clear the mask again.
fn fill_piece(
    width: usize,
    height: usize,
    ink: &[bool],
    start: usize,
    mask: &mut [bool],
) -> Vec<usize> {
    let mut filled = Vec::new();
    let mut stack = vec![start];
    mask[start] = true;
    while let Some(index) = stack.pop() {
        filled.push(index);
        around(width, height, index, |next| {
            if ink[next] && !mask[next] {
                mask[next] = true;
                stack.push(next);
            }
        });
    }
    filled
}

/// Calls `each` on the pixels around `index` (its 8 neighbours inside the image): the step of
/// both flood fills.
fn around(width: usize, height: usize, index: usize, mut each: impl FnMut(usize)) {
    let (x, y) = ((index % width) as i64, (index / width) as i64);
    for dy in -1i64..=1 {
        for dx in -1i64..=1 {
            let (nx, ny) = (x + dx, y + dy);
            if nx < 0 || ny < 0 || nx >= width as i64 || ny >= height as i64 {
                continue;
            }
            each(ny as usize * width + nx as usize);
        }
    }
}

/// The labelled pieces of ink (8-connected), by a flood fill with an explicit stack.
fn pieces(width: usize, height: usize, ink: &[bool]) -> Vec<Piece> {
    let mut seen = vec![false; ink.len()];
    let mut stack = Vec::new();
    let mut pieces = Vec::new();
    for start in 0..ink.len() {
        if !ink[start] || seen[start] {
            continue;
        }
        seen[start] = true;
        stack.push(start);
        let (x0, y0) = ((start % width) as i64, (start / width) as i64);
        let origin = Point::new(x0 as f32, y0 as f32);
        let mut piece = Piece {
            start,
            pixels: 0,
            min_x: usize::MAX,
            max_x: 0,
            min_y: usize::MAX,
            max_y: 0,
            extremes: [
                (x0 + y0, origin),
                (x0 + y0, origin),
                (x0 - y0, origin),
                (x0 - y0, origin),
            ],
        };
        while let Some(index) = stack.pop() {
            let (x, y) = (index % width, index / width);
            piece.pixels += 1;
            piece.min_x = piece.min_x.min(x);
            piece.max_x = piece.max_x.max(x);
            piece.min_y = piece.min_y.min(y);
            piece.max_y = piece.max_y.max(y);
            let (sum, diff) = ((x + y) as i64, x as i64 - y as i64);
            let point = Point::new(x as f32, y as f32);
            let e = &mut piece.extremes;
            if sum < e[0].0 {
                e[0] = (sum, point);
            }
            if sum > e[1].0 {
                e[1] = (sum, point);
            }
            if diff < e[2].0 {
                e[2] = (diff, point);
            }
            if diff > e[3].0 {
                e[3] = (diff, point);
            }
            around(width, height, index, |next| {
                if ink[next] && !seen[next] {
                    seen[next] = true;
                    stack.push(next);
                }
            });
        }
        // Specks are never a grid: not worth keeping.
        if piece.pixels >= 200 {
            pieces.push(piece);
        }
    }
    pieces
}

/// The quadrilateral's area (the shoelace formula).
fn quad_area(quad: &Quad) -> f32 {
    let c = &quad.corners;
    let mut twice = 0.0;
    for i in 0..4 {
        let (a, b) = (c[i], c[(i + 1) % 4]);
        twice += a.x * b.y - b.x * a.y;
    }
    twice.abs() / 2.0
}

/// Whether the corners, in order, turn the same way at each corner.
fn is_convex(quad: &Quad) -> bool {
    let c = &quad.corners;
    let turns = (0..4).map(|i| {
        let (a, b, d) = (c[i], c[(i + 1) % 4], c[(i + 2) % 4]);
        (b.x - a.x) * (d.y - b.y) - (b.y - a.y) * (d.x - b.x)
    });
    let signs: Vec<f32> = turns.collect();
    signs.iter().all(|&t| t > 0.0) || signs.iter().all(|&t| t < 0.0)
}

/// The shortest of the quadrilateral's four sides.
pub fn shortest_side(quad: &Quad) -> f32 {
    let c = &quad.corners;
    (0..4)
        .map(|i| c[i].distance(c[(i + 1) % 4]))
        .fold(f32::INFINITY, f32::min)
}

/// The perspective (a homography) that maps the square `0..side` by `0..side` onto the quad:
/// the square's corners to the quad's, in the same order.
#[derive(Clone, Copy, Debug)]
pub struct Perspective {
    h: [f64; 8],
}

impl Perspective {
    /// Solves for the eight unknowns of the homography from the four corner pairs; `None` when
    /// the corners are degenerate (three on a line).
    pub fn new(quad: &Quad, side: f32) -> Option<Perspective> {
        let s = f64::from(side);
        let square = [(0.0, 0.0), (s, 0.0), (s, s), (0.0, s)];
        let mut a = [[0f64; 9]; 8];
        for (i, (&(u, v), corner)) in square.iter().zip(&quad.corners).enumerate() {
            let (x, y) = (f64::from(corner.x), f64::from(corner.y));
            a[2 * i] = [u, v, 1.0, 0.0, 0.0, 0.0, -u * x, -v * x, x];
            a[2 * i + 1] = [0.0, 0.0, 0.0, u, v, 1.0, -u * y, -v * y, y];
        }
        // Gaussian elimination with partial pivoting on the 8 by 9 augmented matrix.
        for col in 0..8 {
            let pivot = (col..8).max_by(|&p, &q| a[p][col].abs().total_cmp(&a[q][col].abs()))?;
            if a[pivot][col].abs() < 1e-9 {
                return None;
            }
            a.swap(col, pivot);
            for row in 0..8 {
                if row != col {
                    let pivot_row = a[col];
                    let f = a[row][col] / pivot_row[col];
                    for (value, &above) in a[row].iter_mut().zip(&pivot_row).skip(col) {
                        *value -= f * above;
                    }
                }
            }
        }
        let mut h = [0f64; 8];
        for (i, value) in h.iter_mut().enumerate() {
            *value = a[i][8] / a[i][i];
        }
        h.iter().all(|v| v.is_finite()).then_some(Perspective { h })
    }

    /// Where the square's point `(u, v)` falls in the picture.
    #[inline]
    pub fn map(&self, u: f32, v: f32) -> (f32, f32) {
        let h = &self.h;
        let (u, v) = (f64::from(u), f64::from(v));
        let w = h[6] * u + h[7] * v + 1.0;
        let w = if w.abs() < 1e-12 { 1e-12 } else { w };
        (
            ((h[0] * u + h[1] * v + h[2]) / w) as f32,
            ((h[3] * u + h[4] * v + h[5]) / w) as f32,
        )
    }
}

/// The grid's square cut out of the picture, `side` pixels a side, straightened by the
/// perspective.
pub fn warp(grey: &Grey, perspective: &Perspective, side: usize) -> Grey {
    let mut pixels = Vec::with_capacity(side * side);
    for v in 0..side {
        for u in 0..side {
            let (x, y) = perspective.map(u as f32 + 0.5, v as f32 + 0.5);
            pixels.push(grey.sample(x - 0.5, y - 0.5).round() as u8);
        }
    }
    Grey {
        width: side,
        height: side,
        pixels,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_perspective_maps_the_square_onto_the_corners() {
        let quad = Quad {
            corners: [
                Point::new(10.0, 20.0),
                Point::new(200.0, 15.0),
                Point::new(210.0, 230.0),
                Point::new(5.0, 220.0),
            ],
        };
        let perspective = Perspective::new(&quad, 100.0).unwrap();
        for (corner, (u, v)) in
            quad.corners
                .iter()
                .zip([(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)])
        {
            let (x, y) = perspective.map(u, v);
            assert!((x - corner.x).abs() < 1e-3 && (y - corner.y).abs() < 1e-3);
        }
    }

    /// A picture of a grid's lines, 24 pixels a cell from (40, 40), with a blot of print
    /// joined to its top left corner.
    fn grid_with_a_blot() -> Grey {
        let (width, height) = (320, 300);
        let mut pixels = vec![230u8; width * height];
        for k in 0..10 {
            let at = 40 + 24 * k;
            let thick = if k % 3 == 0 { 3 } else { 1 };
            for t in 0..thick {
                for along in 40..=256 + 2 {
                    pixels[(at + t) * width + along] = 30;
                    pixels[along * width + at + t] = 30;
                }
            }
        }
        // A word's ink touching the corner, up and to the left of it.
        for y in 26..42 {
            for x in 28..42 {
                if (x + y) % 3 != 0 {
                    pixels[y * width + x] = 30;
                }
            }
        }
        Grey {
            width,
            height,
            pixels,
        }
    }

    #[test]
    fn a_corner_pulled_out_by_print_is_put_back_on_the_border() {
        let grey = grid_with_a_blot();
        let ink = threshold(&grey, MARGINS[0]);
        let quad = find(&grey, &ink).unwrap();
        let wanted = [(40.0, 40.0), (258.0, 40.0), (258.0, 258.0), (40.0, 258.0)];
        for (corner, (x, y)) in quad.corners.iter().zip(wanted) {
            assert!(corner.distance(Point::new(x, y)) < 2.5, "{quad:?}");
        }
    }

    #[test]
    fn crossing_lines_meet_where_they_cross_and_parallel_ones_nowhere() {
        let line = |a: (f32, f32), b: (f32, f32)| (Point::new(a.0, a.1), Point::new(b.0, b.1));
        let point = crossing(
            line((0.0, 0.0), (10.0, 10.0)),
            line((0.0, 10.0), (10.0, 0.0)),
        );
        assert!(point.unwrap().distance(Point::new(5.0, 5.0)) < 1e-4);
        let parallel = crossing(line((0.0, 0.0), (10.0, 0.0)), line((0.0, 5.0), (10.0, 5.0)));
        assert!(parallel.is_none());
    }

    #[test]
    fn a_degenerate_quad_has_no_perspective() {
        let point = Point::new(1.0, 1.0);
        let quad = Quad {
            corners: [point; 4],
        };
        assert!(Perspective::new(&quad, 10.0).is_none());
    }
}
