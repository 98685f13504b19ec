//! The solver's state, the band planes of each digit, and its propagation to a fixed point: the
//! band rules, naked singles by counting, the stack and triad rules, and the choice of a branch.

use super::*;

// ---------------------------------------------------------------------------------------------
// The state and its propagation.
// ---------------------------------------------------------------------------------------------

/// The search state: `planes[digit][band]` (digit 0..9 for 1..=9) holds the band's cells where the
/// digit is possible. A cell whose digit is decided keeps exactly that digit and leaves `unsolved`.
#[derive(Clone, Copy)]
#[repr(C, align(16))]
pub(super) struct Grid {
    pub(super) planes: [Bands; 9],
    /// Each plane as it was when last propagated: a plane that differs has news to spread.
    pub(super) settled: [Bands; 9],
    /// Per band, the cells whose digit is not decided yet (lane 3: 0).
    pub(super) unsolved: Bands,
}

/// The result of propagation: a contradiction, or how to branch.
pub(super) enum Progress {
    /// Every cell decided, consistently.
    Solved,
    /// Stuck: branch on the cell `bit` of `band`.
    Cell { band: usize, bit: u32 },
    /// Stuck: branch on where `digit` goes in a band or stack that allows it two ways: first
    /// keep only the cells of `first` (lane by lane), then only those of `second`.
    Placement {
        digit: usize,
        first: Bands,
        second: Bands,
    },
    /// Some cell, row, box or column cannot be filled.
    Contradiction,
}

/// Expands to one check per plane, in order, each calling
/// `$grid.propagate_plane::<band, digit, $branchless>()`
/// with constant arguments when the plane has news, so every call is specialised (its neighbour
/// planes fixed at compile time). The order is digit-major (a digit's three bands in a row), so
/// the columns a box confines a digit to leave the other bands' planes before those are visited
/// in the same pass: the hardest public sets ran 5% faster than in band-major order. Sets
/// `$changed` when a plane already passed may have news again; returns `false` from the
/// enclosing function on a contradiction.
macro_rules! propagate_all_planes {
    ($grid:expr, $changed:ident, $branchless:ident; $($digit:literal: $($band:literal)*),*) => {
        $($(
            if $grid.planes[$digit][$band] != $grid.settled[$digit][$band]
                && !$grid.propagate_plane::<$band, $digit, $branchless>(&mut $changed)
            {
                return false;
            }
        )*)*
    };
}

impl Grid {
    /// The state for a board's digits (`0` empty, `1..=9`), or `None` when two digits clash.
    ///
    /// Each digit's peers are cleared as it is read, which is what finds clashes; the digits'
    /// own cells are settled for all planes at once at the end.
    #[inline(always)]
    pub(super) fn from_digits<L: One>(cells: &[u8; 81]) -> Option<Grid> {
        let mut planes = [[BAND, BAND, BAND, 0]; 9];
        let mut givens = [[0u32; 4]; 9];
        // The filled cells as bits, without a branch per cell: a branch on every cell is
        // mispredicted about once per given, which cost more than the rest of the setup.
        let filled = L::filled_cells(cells);
        for band in 0..3 {
            let (next, after) = ((band + 1) % 3, (band + 2) % 3);
            let digits: &[u8; 27] = cells[27 * band..][..27].try_into().unwrap_or(&[0; 27]);
            let mut left = filled[band];
            while left != 0 {
                let at = left.trailing_zeros() as usize;
                let bit = 1u32 << at;
                left ^= bit;
                let digit = usize::from(digits[at] - 1).min(8);
                if planes[digit][band] & bit == 0 {
                    return None; // a peer holds the same digit
                }
                planes[digit][band] &= PLACED_KEEP[at];
                let column = COLUMN_IN_BAND[at];
                planes[digit][next] &= !column;
                planes[digit][after] &= !column;
                givens[digit][band] |= bit;
            }
        }
        for (plane, given) in planes.iter_mut().zip(&givens) {
            for band in 0..3 {
                plane[band] = plane[band] & !filled[band] | given[band];
            }
        }
        Some(Grid {
            planes,
            settled: [[0; 4]; 9],
            unsolved: [BAND & !filled[0], BAND & !filled[1], BAND & !filled[2], 0],
        })
    }

    /// Decides that the cell `bit` (bit number `at`) of `band` holds `digit`: the cell's peers in the
    /// band and its column in the other bands lose the digit, the cell loses every other digit,
    /// and it leaves `unsolved`.
    #[inline(always)]
    pub(super) fn decide(&mut self, band: usize, digit: usize, bit: u32) {
        let at = bit.trailing_zeros() as usize;
        let column = COLUMN_IN_BAND[at];
        for other in 0..3 {
            if other != band {
                self.planes[digit][other] &= !column;
            }
        }
        let keep = self.planes[digit][band] & PLACED_KEEP[at];
        for plane in &mut self.planes {
            plane[band] &= !bit;
        }
        self.planes[digit][band] = keep;
        self.unsolved[band] &= !bit;
    }

    /// Spreads what the plane of `DIGIT` in `BAND` says: locked candidates in the band, columns a
    /// box of the band confines the digit to leave the other bands, and rows reduced to one cell
    /// become decided. `false` on a contradiction. Sets `revisit` when it changed a plane that
    /// comes earlier in the pass order (digit-major: the same digit in an earlier band, or an
    /// earlier digit), which then needs another pass.
    #[inline(always)]
    pub(super) fn propagate_plane<const BAND: usize, const DIGIT: usize, const BRANCHLESS: bool>(
        &mut self,
        revisit: &mut bool,
    ) -> bool {
        let mut cells = self.planes[DIGIT][BAND];
        cells &= LOCKED[occupied_mini_rows(cells) as usize];
        if cells == 0 {
            return false;
        }

        let keep = OTHER_BANDS_KEEP[columns_of(cells) as usize];
        for other in [(BAND + 1) % 3, (BAND + 2) % 3] {
            let before = self.planes[DIGIT][other];
            self.planes[DIGIT][other] = before & keep;
            // Which neighbour comes earlier is known at compile time.
            if other < BAND {
                *revisit |= before & !keep != 0;
            }
        }

        let decided = ROW_SINGLE[(cells & ROW) as usize]
            | ROW_SINGLE[(cells >> 9 & ROW) as usize] << 9
            | ROW_SINGLE[(cells >> 18 & ROW) as usize] << 18;
        let newly = decided & self.unsolved[BAND];
        // Whether a row was left with one cell is data the branch predictor cannot learn in a
        // big search (cachegrind's model mispredicts the branch 38% of the time on
        // `forum_hardest_1905`), and clearing nothing from nine planes costs less there; in the
        // many short searches of easy puzzles the branch is cheaper: see `propagate_planes`.
        if BRANCHLESS || newly != 0 {
            self.unsolved[BAND] &= !newly;
            for plane in &mut self.planes {
                plane[BAND] &= !newly;
            }
            *revisit |= (DIGIT > 0) & (newly != 0);
        }
        self.planes[DIGIT][BAND] = cells;
        self.settled[DIGIT][BAND] = cells;
        true
    }

    /// Propagates every plane with news until none has any. `false` on a contradiction.
    ///
    /// `BRANCHLESS` (in the stronger rules' search, the big ones) clears the cells a plane
    /// decides from the other digits without asking first whether it decided any. Measured on
    /// the public sets, whole runs, the AVX2 and the portable paths: 4 to 8% faster on
    /// `magictour` and the `forum_hardest` sets, with 4 to 9% more instructions and a fifth
    /// fewer mispredicted branches (cachegrind), and the easy sets unchanged (within noise; 0.4%
    /// fewer to 2% more instructions). In every search instead, the easy sets ran 8 to 15% more
    /// instructions and `serg` 5% slower: their short searches predict the branch well.
    #[inline(always)]
    pub(super) fn propagate_planes<const BRANCHLESS: bool>(&mut self) -> bool {
        loop {
            let mut revisit = false;
            propagate_all_planes!(self, revisit, BRANCHLESS;
                0: 0 1 2, 1: 0 1 2, 2: 0 1 2, 3: 0 1 2, 4: 0 1 2, 5: 0 1 2, 6: 0 1 2, 7: 0 1 2, 8: 0 1 2);
            if !revisit {
                return true;
            }
        }
    }

    /// Propagates to a fixed point and says what is left: solved, a contradiction, or how to
    /// branch. Planes, then naked singles, again until nothing changes; when `STRONG`, then the
    /// stack and mini-line rules of [`Grid::propagate_stacks_and_triads`] too, and the branch is
    /// chosen by [`Grid::placement_branch`] before [`Grid::branching_cell`]. The vector passes
    /// take `V::DIGITS` digits at a time.
    #[inline(always)]
    pub(super) fn propagate<const STRONG: bool, V: Vector>(
        &mut self,
        placements: bool,
        score_from: u32,
    ) -> Progress {
        loop {
            if !self.propagate_planes::<STRONG>() {
                return Progress::Contradiction;
            }
            if self.unsolved == [0; 4] {
                return Progress::Solved;
            }
            // How many digits each cell allows (one or more, two or more, three or more), for
            // all three bands at once.
            let mut at_least = [V::zero(); 3];
            for first in (0..9).step_by(V::DIGITS) {
                count_into(&mut at_least, V::load(&self.planes, first));
            }
            let [one, two, three] = V::merge_counts(at_least).map(One::to_array);
            let mut placed = false;
            let mut pairs = [0u32; 3];
            for band in 0..3 {
                if one[band] != BAND {
                    return Progress::Contradiction; // a cell with no candidate
                }
                let unsolved = self.unsolved[band];
                let mut singles = one[band] & !two[band] & unsolved;
                while singles != 0 {
                    let bit = singles & singles.wrapping_neg();
                    singles ^= bit;
                    let at = bit.trailing_zeros() as usize;
                    let Some(digit) = self.planes.iter().position(|p| p[band] & bit != 0) else {
                        // An earlier single of this pass took the cell's last candidate.
                        return Progress::Contradiction;
                    };
                    // A naked single: no other digit holds the cell, so only its peers change.
                    let column = COLUMN_IN_BAND[at];
                    self.planes[digit][(band + 1) % 3] &= !column;
                    self.planes[digit][(band + 2) % 3] &= !column;
                    self.planes[digit][band] &= PLACED_KEEP[at];
                    self.unsolved[band] &= !bit;
                    placed = true;
                }
                pairs[band] = two[band] & !three[band] & unsolved;
            }
            if placed {
                continue;
            }
            if STRONG {
                if self.propagate_stacks_and_triads::<V>() {
                    continue;
                }
                if placements {
                    if let Some((digit, first, second)) = self.placement_branch::<V>() {
                        return Progress::Placement {
                            digit,
                            first,
                            second,
                        };
                    }
                }
            }
            let (band, bit) = self.branching_cell(pairs, score_from);
            return Progress::Cell { band, bit };
        }
    }

    /// The rules that look across bands and across digits, for every digit and band at once
    /// (run on a fixed point of the band rules):
    ///
    /// - **Stacks.** Each box of a stack holds the digit in one of its columns, a different
    ///   column per box: a column that is part of no such arrangement loses the digit (locked
    ///   candidates on columns, both ways, as the band tables do on rows).
    /// - **Triads.** A mini-row (or mini-column: the three cells a column shares with a box)
    ///   holds three different digits. A digit that a row (column) or a box can only place in
    ///   that mini-line must be among them, so when three digits must, every other digit leaves
    ///   its cells.
    ///
    /// Returns whether a plane changed (it then has news). A contradiction shows in the planes,
    /// where the band rules meet it.
    #[inline(always)]
    pub(super) fn propagate_stacks_and_triads<V: Vector>(&mut self) -> bool {
        use masks::*;
        let mut forced_rows = [V::zero(); 9];
        let mut forced_columns = [V::zero(); 9];
        // Per mini-row and mini-column, how many digits are forced into it: at least 1, 2, 3.
        let mut rows = [V::zero(); 3];
        let mut columns = [V::zero(); 3];
        let mut changed = V::zero();
        for (vector, first) in (0..9).step_by(V::DIGITS).enumerate() {
            let planes = V::load(&self.planes, first);
            // Stacks.
            let x = columns_of_bands(planes);
            let (next, after) = rotate_in_boxes(x);
            let (forward, backward) = stack_arrangements(x, next, after);
            let allowed = forward.or(backward);
            let kept = planes.and(allowed.or(allowed.shl::<9>()).or(allowed.shl::<18>()));
            // Mini-columns the digit is forced into: its column has it in no other band, or its
            // box in no other column.
            let elsewhere = x.next_band().or(x.band_after_next());
            let forced_column = x.and_not(elsewhere).or(x.and_not(next.or(after)));
            // Mini-rows the digit is forced into: its row has it in no other box. (Its box in no
            // other row is the same thing, at a fixed point of the band rules.)
            let occupied = mini_rows_of_bands(planes);
            let same_row = (occupied.shr::<3>().and(V::splat(BOXES_01)))
                .or(occupied.shl::<6>().and(V::splat(BOX_2)))
                .or(occupied.shr::<6>().and(V::splat(BOX_0)))
                .or(occupied.shl::<3>().and(V::splat(BOXES_12)));
            let forced_row = occupied.and_not(same_row);
            count_into(&mut rows, forced_row);
            count_into(&mut columns, forced_column);
            forced_rows[vector] = forced_row;
            forced_columns[vector] = forced_column;
            changed = changed.or(planes.xor(kept));
            kept.store(&mut self.planes, first);
        }
        // Where three digits (or more: a contradiction that the band rules will meet) must go,
        // no other can.
        let full_rows = V::merge_counts(rows)[2];
        let full_columns = V::merge_counts(columns)[2];
        if !full_rows.or(full_columns).is_zero() {
            let (full_rows, full_columns) = (V::broadcast(full_rows), V::broadcast(full_columns));
            for (vector, first) in (0..9).step_by(V::DIGITS).enumerate() {
                let planes = V::load(&self.planes, first);
                let rows = full_rows.and_not(forced_rows[vector]);
                let columns = full_columns.and_not(forced_columns[vector]);
                let cleared = rows
                    .or(rows.shl::<1>())
                    .or(rows.shl::<2>())
                    .or(columns)
                    .or(columns.shl::<9>())
                    .or(columns.shl::<18>());
                let kept = planes.and_not(cleared);
                changed = changed.or(planes.xor(kept));
                kept.store(&mut self.planes, first);
            }
        }
        !changed.is_zero()
    }

    /// A branch on where a digit goes, as tdoku branches: in the band or stack (of the six)
    /// with the fewest arrangements over all digits (one mini-row per row and box, or one
    /// mini-column per column and box), the digit with the fewest, when it has two: the first,
    /// then the other. Such a guess decides three mini-lines at once. `None` when that digit has
    /// more than two (then a cell is the better guess).
    ///
    /// Called on a fixed point of the band and stack rules, where every occupied mini-line is
    /// part of an arrangement, so the number of arrangements follows from the number of occupied
    /// mini-lines of the band or stack ([`arrangements_plus_4`]): two exactly when 5 or 6 are.
    #[inline(always)]
    pub(super) fn placement_branch<V: Vector>(&self) -> Option<(usize, Bands, Bands)> {
        use masks::*;
        // Per digit: occupied mini-rows in each band (lanes), occupied mini-columns in each
        // stack (bytes 0 to 2 of every lane); and the arrangements of all digits, plus 4 each.
        let mut in_bands = [[0u32; 4]; 9];
        let mut in_stacks = [[0u32; 4]; 9];
        let mut band_totals = V::zero();
        let mut stack_totals = V::zero();
        for first in (0..9).step_by(V::DIGITS) {
            let planes = V::load(&self.planes, first);
            // Nine bits three apart summed: the rows into octal digits (one per box), then those.
            let occupied = mini_rows_of_bands(planes);
            let boxes = occupied
                .add(occupied.shr::<9>())
                .add(occupied.shr::<18>())
                .and(V::splat(0o777));
            let n = boxes
                .and(V::splat(7))
                .add(boxes.shr::<3>().and(V::splat(7)))
                .add(boxes.shr::<6>());
            band_totals = band_totals.add(arrangements_plus_4(n));
            n.store(&mut in_bands, first);
            // Each box's columns counted into an octal digit, moved to a byte per stack, and
            // the three bands added up (in every lane).
            let x = columns_of_bands(planes);
            let per_box = x
                .and(V::splat(COLUMN_0))
                .add(x.shr::<1>().and(V::splat(COLUMN_0)))
                .add(x.shr::<2>().and(V::splat(COLUMN_0)));
            let bytes = per_box
                .and(V::splat(7))
                .or(per_box.shl::<5>().and(V::splat(0x700)))
                .or(per_box.shl::<10>().and(V::splat(0x7_0000)));
            let n = bytes.add(bytes.next_band()).add(bytes.band_after_next());
            stack_totals = stack_totals.add(arrangements_plus_4(n));
            n.store(&mut in_stacks, first);
        }
        let [band_0, band_1, band_2, _] = band_totals.sum_digits().to_array();
        let stacks = stack_totals.sum_digits().to_array()[0];
        let totals = [
            band_0,
            band_1,
            band_2,
            stacks & 0xFF,
            stacks >> 8 & 0xFF,
            stacks >> 16,
        ];
        // The band or stack with the fewest arrangements, of those not fixed (9: one per digit,
        // 45 with the 4s).
        let mut best = (u32::MAX, 0);
        for (unit, &total) in totals.iter().enumerate() {
            if total > 45 && total < best.0 {
                best = (total, unit);
            }
        }
        let (total, unit) = best;
        if total == u32::MAX {
            return None;
        }
        let occupied = |digit: usize| {
            if unit < 3 {
                in_bands[digit][unit]
            } else {
                in_stacks[digit][0] >> (8 * (unit - 3)) & 0xFF
            }
        };
        let digit = (0..9).find(|&d| matches!(occupied(d), 5 | 6))?;
        let [first, second] = arrangement_pair::<V::One>(self.planes[digit], unit)?;
        Some((digit, first, second))
    }

    /// The cell to branch on: among the cells with two candidates, the one with the most
    /// undecided peers (the guess that constrains most, so wrong guesses fail soonest), or the
    /// first of them when fewer than `score_from` cells are undecided (see
    /// [`SCORE_FROM_UNDECIDED`]); when no
    /// cell has two, the first undecided cell of the band whose first undecided cell has the
    /// fewest candidates.
    #[inline(always)]
    pub(super) fn branching_cell(&self, pairs: [u32; 3], score_from: u32) -> (usize, u32) {
        if pairs == [0; 3] {
            let mut best = (u32::MAX, 0, 0);
            for (band, &unsolved) in self.unsolved[..3].iter().enumerate() {
                if unsolved != 0 {
                    let cell = unsolved & unsolved.wrapping_neg();
                    let count = self.candidate_count(band, cell);
                    if count < best.0 {
                        best = (count, band, cell);
                    }
                }
            }
            return (best.1, best.2);
        }
        // Undecided cells per column (a nibble each): in each band, and in all three.
        let band_columns = [0, 1, 2].map(|band| {
            let unsolved = self.unsolved[band];
            SPREAD[(unsolved & ROW) as usize]
                + SPREAD[(unsolved >> 9 & ROW) as usize]
                + SPREAD[(unsolved >> 18 & ROW) as usize]
        });
        let all_columns = band_columns[0] + band_columns[1] + band_columns[2];
        // Nine nibbles (each at most 9) summed: the undecided cells of the whole grid.
        let bytes = (all_columns & 0x000F_0F0F_0F0F) + (all_columns >> 4 & 0x000F_0F0F_0F0F);
        let undecided = (bytes.wrapping_mul(0x01_0101_0101) >> 32) as u32 & 0xFF;
        if undecided < score_from {
            let band = if pairs[0] != 0 {
                0
            } else if pairs[1] != 0 {
                1
            } else {
                2
            };
            return (band, pairs[band] & pairs[band].wrapping_neg());
        }
        let mut best = (0u32, 0usize, 0u32);
        let mut budget = scored_pairs(undecided);
        for band in 0..3 {
            let unsolved = self.unsolved[band];
            let elsewhere = all_columns - band_columns[band];
            let mut cells = pairs[band];
            while cells != 0 && budget > 0 {
                budget -= 1;
                let bit = cells & cells.wrapping_neg();
                cells ^= bit;
                let at = bit.trailing_zeros() as usize;
                // Undecided peers: row, box and column within the band, then the column in
                // the other two bands.
                let near = unsolved & !PLACED_KEEP[at];
                let score = u32::from(CELL_COUNT[(near & ROW) as usize])
                    + u32::from(CELL_COUNT[(near >> 9 & ROW) as usize])
                    + u32::from(CELL_COUNT[(near >> 18 & ROW) as usize])
                    + (elsewhere >> COLUMN_NIBBLE[at] & 15) as u32;
                if score > best.0 {
                    best = (score, band, bit);
                }
            }
        }
        (best.1, best.2)
    }

    /// The undecided cells of the grid.
    pub(super) fn undecided(&self) -> u32 {
        self.unsolved[0].count_ones()
            + self.unsolved[1].count_ones()
            + self.unsolved[2].count_ones()
    }

    /// How many digits are still possible in the cell `bit` of `band`.
    pub(super) fn candidate_count(&self, band: usize, bit: u32) -> u32 {
        self.planes
            .iter()
            .map(|p| u32::from(p[band] & bit != 0))
            .sum()
    }

    /// Writes the decided digits (1..=9) of a solved state into `cells`.
    pub(super) fn write_digits(&self, cells: &mut [u8; 81]) {
        for (digit, bands) in self.planes.iter().enumerate() {
            for (band, &mask) in bands[..3].iter().enumerate() {
                let mut bits = mask;
                while bits != 0 {
                    cells[27 * band + bits.trailing_zeros() as usize] = digit as u8 + 1;
                    bits &= bits - 1;
                }
            }
        }
    }
}
