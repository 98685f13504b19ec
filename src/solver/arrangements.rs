//! A digit's arrangements in the bands and stacks, computed lane by lane on the solver's vectors:
//! the mini-lines it occupies, the arrangements they allow, and how many.

use super::*;

/// Octal masks of the bit patterns the vector passes use. In a band's 27 bits a mini-row (row
/// `r`, box `b`) starts at bit `9 * r + 3 * b`, so one octal digit is one mini-row; in a band's
/// 9 column bits one octal digit is one box's three columns.
pub(super) mod masks {
    /// The first bit of every mini-row of a band.
    pub const MINI_ROWS: u32 = 0o111_111_111;
    /// Mini-rows of boxes 0 and 1, box 2, box 0, boxes 1 and 2 (in every row).
    pub const BOXES_01: u32 = 0o011_011_011;
    pub const BOX_2: u32 = 0o100_100_100;
    pub const BOX_0: u32 = 0o001_001_001;
    pub const BOXES_12: u32 = 0o110_110_110;
    /// Columns 0 and 1 of each box, column 2, column 0, columns 1 and 2 (of a 9-bit column set).
    pub const COLUMNS_01: u32 = 0o333;
    pub const COLUMN_2: u32 = 0o444;
    pub const COLUMN_0: u32 = 0o111;
    pub const COLUMNS_12: u32 = 0o666;
}

/// For the columns (9 bits, lane by lane) where a digit is possible: each column's bit replaced by
/// that of the next column of its box, and of the one after (wrapping within the box).
#[inline(always)]
pub(super) fn rotate_in_boxes<V: Vector>(columns: V) -> (V, V) {
    use masks::*;
    let next = (columns.shr::<1>().and(V::splat(COLUMNS_01)))
        .or(columns.shl::<2>().and(V::splat(COLUMN_2)));
    let after = (columns.shr::<2>().and(V::splat(COLUMN_0)))
        .or(columns.shl::<1>().and(V::splat(COLUMNS_12)));
    (next, after)
}

/// The columns where a plane has a cell, lane by lane (9 bits).
#[inline(always)]
pub(super) fn columns_of_bands<V: Vector>(planes: V) -> V {
    planes
        .or(planes.shr::<9>())
        .or(planes.shr::<18>())
        .and(V::splat(ROW))
}

/// The mini-rows where a plane has a cell, lane by lane: the first bit of each (see
/// [`masks::MINI_ROWS`]).
#[inline(always)]
pub(super) fn mini_rows_of_bands<V: Vector>(planes: V) -> V {
    planes
        .or(planes.shr::<1>())
        .or(planes.shr::<2>())
        .and(V::splat(masks::MINI_ROWS))
}

/// A digit's stack arrangements: for the columns `(x, next, after)` (each band's 9 columns, and
/// each column's next and after-next in its box, see [`rotate_in_boxes`]), the columns of band
/// `k` that start an arrangement of one column per band in a stack, different in each band, in
/// the cyclic order `(c, c + 1, c + 2)` and in the order `(c, c + 2, c + 1)`.
#[inline(always)]
pub(super) fn stack_arrangements<V: Vector>(columns: V, next: V, after: V) -> (V, V) {
    let forward = columns.and(next.next_band()).and(after.band_after_next());
    let backward = columns.and(after.next_band()).and(next.band_after_next());
    (forward, backward)
}

/// A digit's band arrangements: for its occupied mini-rows (bits `9 * row + 3 * box`, see
/// [`masks::MINI_ROWS`]), the boxes `b` (bit `3 * b`) whose mini-row in row 0 starts an
/// arrangement of one mini-row per row and per box in the order `(b, b + 1, b + 2)`, and those
/// in the order `(b, b + 2, b + 1)`.
#[inline(always)]
pub(super) fn band_arrangements<V: Vector>(occupied: V) -> (V, V) {
    // The mini-rows of row 0, one per box.
    let boxes = V::splat(0o111);
    let row0 = occupied.and(boxes);
    let row1 = occupied.shr::<9>().and(boxes);
    let row2 = occupied.shr::<18>().and(boxes);
    // Each box's bit replaced by that of the next box, or of the one after.
    let next = |r: V| r.shr::<3>().or(r.shl::<6>()).and(boxes);
    let after = |r: V| r.shr::<6>().or(r.shl::<3>()).and(boxes);
    let forward = row0.and(next(row1)).and(after(row2));
    let backward = row0.and(after(row1)).and(next(row2));
    (forward, backward)
}

/// The two arrangements of a digit with `plane` in `unit` (bands 0..3, stacks 3..6), as the cells
/// each keeps (all cells outside the unit); `None` unless there are exactly two.
pub(super) fn arrangement_pair<L: One>(plane: Bands, unit: usize) -> Option<[Bands; 2]> {
    let mut choices = [[!0u32; 4]; 2];
    let mut found = 0;
    if unit < 3 {
        let band = unit;
        let occupied = mini_rows_of_bands(L::splat(plane[band]));
        let (forward, backward) = band_arrangements(occupied);
        let (forward, backward) = (forward.to_array()[0], backward.to_array()[0]);
        // An arrangement starting in box `first` of row 0 goes on by `step` boxes a row.
        for (starts, step) in [(forward, 1), (backward, 2)] {
            let mut starts = starts;
            while starts != 0 && found < 2 {
                let first = starts.trailing_zeros() / 3;
                starts &= starts - 1;
                let mut keep = 0;
                for row in 0..3 {
                    let box_ = (first + step * row) % 3;
                    keep |= 7 << (9 * row + 3 * box_);
                }
                choices[found][band] = keep;
                found += 1;
            }
        }
    } else {
        let stack = (unit - 3) as u32;
        let x = columns_of_bands(L::load_bands(&plane));
        let (next, after) = rotate_in_boxes(x);
        let (forward, backward) = stack_arrangements(x, next, after);
        let (forward, backward) = (forward.to_array()[0], backward.to_array()[0]);
        let stack_cells = (7 | 7 << 9 | 7 << 18) << (3 * stack);
        // An arrangement starting in column `first` of the stack in band 0 goes on by `step`
        // columns a band.
        for (starts, step) in [(forward, 1), (backward, 2)] {
            let mut starts = starts >> (3 * stack) & 7;
            while starts != 0 && found < 2 {
                let first = starts.trailing_zeros();
                starts &= starts - 1;
                for (band, keep) in choices[found][..3].iter_mut().enumerate() {
                    let column = 3 * stack + (first + step * band as u32) % 3;
                    *keep = (1 | 1 << 9 | 1 << 18) << column | !stack_cells;
                }
                found += 1;
            }
        }
    }
    (found == 2).then_some(choices)
}

/// Adds one to the counters (`at_least[i]`: at least `i + 1`, bit by bit) where `bits` is set.
#[inline(always)]
pub(super) fn count_into<V: Vector>(at_least: &mut [V; 3], bits: V) {
    at_least[2] = at_least[2].or(at_least[1].and(bits));
    at_least[1] = at_least[1].or(at_least[0].and(bits));
    at_least[0] = at_least[0].or(bits);
}

/// The number of ways a digit can be arranged in a band (one mini-row per row and per box) or a
/// stack (one mini-column per column and box) where `n` of the nine mini-lines are occupied and
/// each occupied one is part of some arrangement, plus 4: 1 for 3, 2 for 5 or 6, 3 for 7, 4 for 8,
/// 6 for all 9 (two arrangements share one mini-line or none; three share at least two). Byte by
/// byte, for counts of 0 to 9 in each byte.
#[inline(always)]
pub(super) fn arrangements_plus_4<V: Vector>(n: V) -> V {
    let is = |count: u32| n.eq_bytes(V::splat(count * 0x0101_0101));
    let twice = V::splat(0x0202_0202);
    let once = V::splat(0x0101_0101);
    n.add(is(3).and(twice))
        .add(is(5).and(once))
        .add(is(9).and(once))
}
