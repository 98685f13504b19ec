//! The exact solver: solves any board, counts its solutions up to a limit, and fills grids at random
//! for the generator.
//!
//! It is the engine's inner loop (the generator checks uniqueness hundreds of times per puzzle), so
//! its speed comes from its representation rather than from tricks:
//!
//! - **Band planes.** The board is three bands of three rows. For each digit and band, one `u32`
//!   holds the 27 cells of the band where the digit is still possible (bit `9 * row + col`). The
//!   27 planes are the whole state: 27 words that fit in a few cache lines and copy in a handful of
//!   instructions, so branching copies the state instead of undoing moves.
//! - **Propagation by table.** A plane's three rows shrink to a 3x3 matrix of "mini-rows" (the
//!   three cells a row shares with a box). Each row and each box needs the digit exactly once, so a
//!   mini-row survives only if it is part of some one-per-row, one-per-box choice: one lookup in a
//!   512-entry table applies every pointing and claiming elimination in the band at once. A box
//!   whose digit is confined to one column clears that column in the other two bands, and a row
//!   left with one cell is a placement. Hidden singles in rows and boxes fall out of these.
//! - **Naked singles by counting.** Nine planes of a band are added bit-parallel into "at least
//!   one / two / three candidates" masks, which find empty cells (a contradiction), naked singles,
//!   and the cells with two candidates the search branches on.
//! - **Search without recursion.** Branching takes a cell with two candidates (the fewest), and
//!   among those the one with the most undecided peers, so that a wrong guess fails soonest (this
//!   cut the branches on the hardest public sets by about a quarter); near the end, where the
//!   choice matters less than its cost, simply the first. It saves the state and the
//!   guess on a fixed-size stack, goes on with the guess, and comes back to rule it out. Every
//!   guess decides a cell, so the stack never needs more than 81 entries, and no heap allocation
//!   happens during a solve.
//!
//! Measured and left out: column claiming on every plane update (fewer branches, but it cost as
//! much as it saved), mini-row subsets before guessing (the same), a bitmask of the planes with
//! news (kept up to date by every update, or visited through a jump table) instead of comparing
//! each plane with its settled copy (8 to 18% slower), scoring a guess by the eliminations
//! its two digits make instead of by undecided peers (15% slower), and branching on a plane that
//! allows only two placements of its digit in the band, as tdoku branches on band configurations
//! (always: half the speed on the hardest sets; only when no cell has two candidates: 5% slower).
//!
//! All the tables are computed at compile time from their definitions by `const fn`s.
//!
//! The design belongs to the family of band-oriented bit-parallel solvers (JCZSolve and its
//! descendants, such as the `sudoku` crate); this implementation is our own.

use std::mem::MaybeUninit;

use rand_core::Rng;

use crate::board::Board;
use crate::rules;
use crate::sets::CellSet;

/// What solving a board found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solution {
    /// Exactly one solution: the puzzle is proper. The board keeps the input's givens and fills
    /// every other cell.
    Unique(Board),
    /// Two (or more) solutions: two different ones, so a caller can show where they differ.
    Multiple(Board, Board),
    /// No solution, although no two digits clash.
    None,
    /// The digits already on the board clash: both ends of every clash. No search was made.
    Conflict(CellSet),
}

/// Solves `board`, telling apart one solution, several, none, and clashing digits.
///
/// Every digit on the board counts, givens and entries alike.
pub fn solve(board: &Board) -> Solution {
    let mut found = [[0u8; 81]; 2];
    let Some(grid) = Grid::from_digits(board.as_bytes()) else {
        return Solution::Conflict(rules::conflicts(board));
    };
    let count = search(grid, 2, &mut found, &mut LowestFirst).solutions;
    match count {
        0 => Solution::None,
        1 => Solution::Unique(board.with_all_digits(&found[0])),
        _ => Solution::Multiple(
            board.with_all_digits(&found[0]),
            board.with_all_digits(&found[1]),
        ),
    }
}

/// Counts the solutions of `board`, stopping at `limit`: `count_solutions(board, 2) == 1` is the
/// uniqueness test. A board whose digits clash has 0 solutions.
pub fn count_solutions(board: &Board, limit: usize) -> usize {
    match Grid::from_digits(board.as_bytes()) {
        Some(grid) if limit > 0 => search(grid, limit, &mut [], &mut LowestFirst).solutions,
        _ => 0,
    }
}

/// How many solutions a search found, and how many guesses it made to find them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    /// The number of solutions, at most the limit the search was given.
    pub solutions: usize,
    /// How many times propagation was stuck and the search guessed (each guess is one binary
    /// branch): the measure of how much propagation left to search, comparable with other
    /// solvers' guess counts.
    pub guesses: usize,
}

/// [`count_solutions`], also saying how many guesses it took. With `limit` 1 the search is
/// [`first_solution`]'s, with 2 [`solve`]'s.
pub fn count_with_guesses(board: &Board, limit: usize) -> Count {
    match Grid::from_digits(board.as_bytes()) {
        Some(grid) if limit > 0 => search(grid, limit, &mut [], &mut LowestFirst),
        _ => Count::default(),
    }
}

/// The first solution the search meets, or `None` when there is none (or the digits clash); faster
/// than [`solve`] when uniqueness does not matter.
pub fn first_solution(board: &Board) -> Option<Board> {
    let mut found = [[0u8; 81]; 1];
    let grid = Grid::from_digits(board.as_bytes())?;
    (search(grid, 1, &mut found, &mut LowestFirst).solutions == 1)
        .then(|| board.with_all_digits(&found[0]))
}

/// A solution of `board` chosen at random: every branch of the search tries its digits in an
/// order drawn from `rng`, so an empty board gives a random complete grid. The same RNG state gives
/// the same grid on every platform (only `next_u32` is used, through an unbiased bounded draw).
///
/// `None` when the board has no solution.
pub fn random_solution<R: Rng + ?Sized>(board: &Board, rng: &mut R) -> Option<Board> {
    let mut found = [[0u8; 81]; 1];
    let grid = Grid::from_digits(board.as_bytes())?;
    let mut chooser = Shuffled { rng };
    (search(grid, 1, &mut found, &mut chooser).solutions == 1)
        .then(|| board.with_all_digits(&found[0]))
}

// ---------------------------------------------------------------------------------------------
// Tables, computed at compile time.
// ---------------------------------------------------------------------------------------------

/// All 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;
/// The nine cells of one row of a band.
const ROW: u32 = 0x1FF;

/// For a row's 9 bits: which of its three mini-rows (bits 0..3, one per box) hold a candidate.
const MINI_ROWS: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut row = 0;
    while row < 512 {
        let mut k = 0;
        while k < 3 {
            if row >> (3 * k) & 7 != 0 {
                table[row] |= 1 << k;
            }
            k += 1;
        }
        row += 1;
    }
    table
};

/// For a band's 3x3 matrix of occupied mini-rows (bit `3 * row + box`): the band cells that lie in
/// a mini-row belonging to some choice of one mini-row per row and per box (a permutation). Each
/// row and box of the band must hold the digit exactly once, so every other mini-row is
/// eliminated: pointing and claiming in one lookup. 0 when no such choice exists.
const LOCKED: [u32; 512] = {
    const PERMUTATIONS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut table = [0u32; 512];
    let mut occupied = 0;
    while occupied < 512 {
        let mut allowed = 0usize;
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let chosen = (1 << perm[0]) | (1 << (3 + perm[1])) | (1 << (6 + perm[2]));
            if occupied & chosen == chosen {
                allowed |= chosen;
            }
            p += 1;
        }
        let mut cells = 0u32;
        let mut bit = 0;
        while bit < 9 {
            if allowed >> bit & 1 != 0 {
                let (row, box_) = (bit / 3, bit % 3);
                cells |= 7 << (9 * row + 3 * box_);
            }
            bit += 1;
        }
        table[occupied] = cells;
        occupied += 1;
    }
    table
};

/// For the 9 columns where a digit is possible in a band: the band cells the digit keeps in the
/// OTHER two bands. Where a box of this band confines the digit to one column, that column is
/// cleared elsewhere (the column needs the digit once, and this box supplies it).
const OTHER_BANDS_KEEP: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut columns = 0;
    while columns < 512 {
        let mut cleared = 0u32;
        let mut stack = 0;
        while stack < 3 {
            let in_box = (columns as u32 >> (3 * stack)) & 7;
            if in_box.is_power_of_two() {
                cleared |= in_box << (3 * stack);
            }
            stack += 1;
        }
        let keep = !cleared & ROW;
        table[columns] = keep | keep << 9 | keep << 18;
        columns += 1;
    }
    table
};

/// Below this many undecided cells the search branches on the first cell with two candidates
/// without scoring any: near the end the subtrees are small, and the score costs more than the
/// better choice saves. Above it, the number of two-candidate cells scored grows with the open
/// cells (see [`scored_pairs`]), because the choice matters most when the grid is most open.
///
/// Measured on the public sets: the `serg` puzzles (which have many solutions, and branch a
/// few times each with 25 to 45 cells open) want little scoring, the `forum_hardest` ones
/// (which branch mostly with 40 to 55 cells open) want much; this rule served both best.
const SCORE_FROM_UNDECIDED: u32 = 36;

/// How many cells with two candidates the branching heuristic scores at most, for a grid with
/// `undecided` open cells (at least [`SCORE_FROM_UNDECIDED`]): 3 at 36, 6 at 45, 10 at 55.
#[inline]
const fn scored_pairs(undecided: u32) -> u32 {
    (undecided - 25) / 3
}

/// For a row's 9 bits: each column's bit moved to its own nibble (bit `4 * col`), so that
/// summing rows counts cells per column.
const SPREAD: [u64; 512] = {
    let mut table = [0u64; 512];
    let mut row = 0;
    while row < 512 {
        let mut col = 0;
        while col < 9 {
            if row >> col & 1 != 0 {
                table[row] |= 1 << (4 * col);
            }
            col += 1;
        }
        row += 1;
    }
    table
};

/// The number of set bits of each 9-bit value.
const CELL_COUNT: [u8; 512] = {
    let mut table = [0u8; 512];
    let mut value = 0;
    while value < 512 {
        table[value] = (value as u32).count_ones() as u8;
        value += 1;
    }
    table
};

/// The columns (9 bits) where a band's plane has a cell.
#[inline(always)]
const fn columns_of(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

/// For a row's 9 bits: the bit itself when it is the only one (the row's digit is placed there),
/// else 0.
const ROW_SINGLE: [u32; 512] = {
    let mut table = [0u32; 512];
    let mut row = 0;
    while row < 512 {
        if (row as u32).is_power_of_two() {
            table[row] = row as u32;
        }
        row += 1;
    }
    table
};

/// For each cell of a band (bit 0..27): the cells of the band that may keep its digit once it is
/// placed there, that is the band minus the cell's row, box and column, plus the cell itself.
const PLACED_KEEP: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut at = 0;
    while at < 27 {
        let (row, col) = (at / 9, at % 9);
        let mut keep = 0u32;
        let mut other = 0;
        while other < 27 {
            let (r, c) = (other / 9, other % 9);
            if other == at || (r != row && c != col && c / 3 != col / 3) {
                keep |= 1 << other;
            }
            other += 1;
        }
        table[at] = keep;
        at += 1;
    }
    table
};

/// For each cell of a band (bit 0..27): the three cells of its column in a band. Indexed by the
/// cell, not the column, so that no hot path divides by 9.
const COLUMN_IN_BAND: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut at = 0;
    while at < 27 {
        table[at] = (1 | 1 << 9 | 1 << 18) << (at % 9);
        at += 1;
    }
    table
};

/// For each cell of a band (bit 0..27): where its column's nibble sits in a [`SPREAD`] sum.
const COLUMN_NIBBLE: [u8; 27] = {
    let mut table = [0u8; 27];
    let mut at = 0;
    while at < 27 {
        table[at] = 4 * (at % 9) as u8;
        at += 1;
    }
    table
};

// ---------------------------------------------------------------------------------------------
// The state and its propagation.
// ---------------------------------------------------------------------------------------------

/// The search state: `planes[band][digit]` (digit 0..9 for 1..=9) holds the band's cells where the
/// digit is possible. A cell whose digit is decided keeps exactly that digit and leaves `unsolved`.
/// A band's nine planes are contiguous, so work on "every digit of this band" is a short vector
/// operation.
#[derive(Clone, Copy)]
struct Grid {
    planes: [[u32; 9]; 3],
    /// Each plane as it was when last propagated: a plane that differs has news to spread.
    settled: [[u32; 9]; 3],
    /// Per band, the cells whose digit is not decided yet.
    unsolved: [u32; 3],
}

/// The result of propagation: a contradiction, or the cells to branch on.
enum Progress {
    /// Every cell decided, consistently.
    Solved,
    /// Stuck: branch on the cell `bit` of `band`.
    Branch { band: usize, bit: u32 },
    /// Some cell, row, box or column cannot be filled.
    Contradiction,
}

/// Expands to one check per plane, in order, each calling `$grid.propagate_plane::<band, digit>()`
/// with constant arguments when the plane has news, so every call is specialised (its neighbour
/// planes fixed at compile time). The order is digit-major (a digit's three bands in a row), so
/// the columns a box confines a digit to leave the other bands' planes before those are visited
/// in the same pass: the hardest public sets ran 5% faster than in band-major order. Sets
/// `$changed` when a plane already passed may have news again; returns `false` from the
/// enclosing function on a contradiction.
macro_rules! propagate_all_planes {
    ($grid:expr, $changed:ident; $($digit:literal: $($band:literal)*),*) => {
        $($(
            if $grid.planes[$band][$digit] != $grid.settled[$band][$digit]
                && !$grid.propagate_plane::<$band, $digit>(&mut $changed)
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
    fn from_digits(cells: &[u8; 81]) -> Option<Grid> {
        let mut planes = [[BAND; 9]; 3];
        let mut givens = [[0u32; 9]; 3];
        let mut filled = [0u32; 3];
        for band in 0..3 {
            let (next, after) = ((band + 1) % 3, (band + 2) % 3);
            let digits: &[u8; 27] = cells[27 * band..][..27].try_into().unwrap_or(&[0; 27]);
            // The band's filled cells as bits, without a branch per cell: a branch on every cell
            // is mispredicted about once per given, which cost more than the rest of the setup.
            let mut filled_here = 0u32;
            for (at, &value) in digits.iter().enumerate() {
                filled_here |= u32::from(value != 0) << at;
            }
            filled[band] = filled_here;
            let mut left = filled_here;
            while left != 0 {
                let at = left.trailing_zeros() as usize;
                let bit = 1u32 << at;
                left ^= bit;
                let digit = usize::from(digits[at] - 1).min(8);
                if planes[band][digit] & bit == 0 {
                    return None; // a peer holds the same digit
                }
                planes[band][digit] &= PLACED_KEEP[at];
                let column = COLUMN_IN_BAND[at];
                planes[next][digit] &= !column;
                planes[after][digit] &= !column;
                givens[band][digit] |= bit;
            }
        }
        for band in 0..3 {
            for digit in 0..9 {
                planes[band][digit] = planes[band][digit] & !filled[band] | givens[band][digit];
            }
        }
        Some(Grid {
            planes,
            settled: [[0; 9]; 3],
            unsolved: [BAND & !filled[0], BAND & !filled[1], BAND & !filled[2]],
        })
    }

    /// Decides that the cell `bit` (bit number `at`) of `band` holds `digit`: the cell's peers in the
    /// band and its column in the other bands lose the digit, the cell loses every other digit,
    /// and it leaves `unsolved`.
    #[inline]
    fn decide(&mut self, band: usize, digit: usize, bit: u32) {
        let at = bit.trailing_zeros() as usize;
        let column = COLUMN_IN_BAND[at];
        for other in 0..3 {
            if other != band {
                self.planes[other][digit] &= !column;
            }
        }
        let keep = self.planes[band][digit] & PLACED_KEEP[at];
        for plane in &mut self.planes[band] {
            *plane &= !bit;
        }
        self.planes[band][digit] = keep;
        self.unsolved[band] &= !bit;
    }

    /// Spreads what the plane of `DIGIT` in `BAND` says: locked candidates in the band, columns a
    /// box of the band confines the digit to leave the other bands, and rows reduced to one cell
    /// become decided. `false` on a contradiction. Sets `revisit` when it changed a plane that
    /// comes earlier in the pass order (digit-major: the same digit in an earlier band, or an
    /// earlier digit), which then needs another pass.
    #[inline(always)]
    fn propagate_plane<const BAND: usize, const DIGIT: usize>(
        &mut self,
        revisit: &mut bool,
    ) -> bool {
        let mut cells = self.planes[BAND][DIGIT];
        let occupied = MINI_ROWS[(cells & ROW) as usize]
            | MINI_ROWS[(cells >> 9 & ROW) as usize] << 3
            | MINI_ROWS[(cells >> 18 & ROW) as usize] << 6;
        cells &= LOCKED[(occupied & 0x1FF) as usize];
        if cells == 0 {
            return false;
        }

        let keep = OTHER_BANDS_KEEP[columns_of(cells) as usize];
        for other in [(BAND + 1) % 3, (BAND + 2) % 3] {
            let before = self.planes[other][DIGIT];
            self.planes[other][DIGIT] = before & keep;
            // Which neighbour comes earlier is known at compile time.
            if other < BAND {
                *revisit |= before & !keep != 0;
            }
        }

        let decided = ROW_SINGLE[(cells & ROW) as usize]
            | ROW_SINGLE[(cells >> 9 & ROW) as usize] << 9
            | ROW_SINGLE[(cells >> 18 & ROW) as usize] << 18;
        let newly = decided & self.unsolved[BAND];
        if newly != 0 {
            self.unsolved[BAND] &= !newly;
            for plane in &mut self.planes[BAND] {
                *plane &= !newly;
            }
            *revisit |= DIGIT > 0;
        }
        self.planes[BAND][DIGIT] = cells;
        self.settled[BAND][DIGIT] = cells;
        true
    }

    /// Propagates every plane with news until none has any. `false` on a contradiction.
    #[inline]
    fn propagate_planes(&mut self) -> bool {
        loop {
            let mut revisit = false;
            propagate_all_planes!(self, revisit;
                0: 0 1 2, 1: 0 1 2, 2: 0 1 2, 3: 0 1 2, 4: 0 1 2, 5: 0 1 2, 6: 0 1 2, 7: 0 1 2, 8: 0 1 2);
            if !revisit {
                return true;
            }
        }
    }

    /// Propagates to a fixed point (planes, then naked singles, again until nothing changes) and
    /// says what is left: solved, a contradiction, or the cell to branch on.
    fn propagate(&mut self) -> Progress {
        loop {
            if !self.propagate_planes() {
                return Progress::Contradiction;
            }
            if self.unsolved == [0; 3] {
                return Progress::Solved;
            }
            let mut placed = false;
            let mut pairs = [0u32; 3];
            // Indexing by band (not iterating `pairs`) keeps this loop as fast as it measured.
            #[allow(clippy::needless_range_loop)]
            for band in 0..3 {
                let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
                for &cells in &self.planes[band] {
                    three |= two & cells;
                    two |= one & cells;
                    one |= cells;
                }
                if one != BAND {
                    return Progress::Contradiction; // a cell with no candidate
                }
                let unsolved = self.unsolved[band];
                let mut singles = one & !two & unsolved;
                while singles != 0 {
                    let bit = singles & singles.wrapping_neg();
                    singles ^= bit;
                    let at = bit.trailing_zeros() as usize;
                    let Some(digit) = self.planes[band].iter().position(|&p| p & bit != 0) else {
                        // An earlier single of this pass took the cell's last candidate.
                        return Progress::Contradiction;
                    };
                    // A naked single: no other digit holds the cell, so only its peers change.
                    let column = COLUMN_IN_BAND[at];
                    self.planes[(band + 1) % 3][digit] &= !column;
                    self.planes[(band + 2) % 3][digit] &= !column;
                    self.planes[band][digit] &= PLACED_KEEP[at];
                    self.unsolved[band] &= !bit;
                    placed = true;
                }
                pairs[band] = two & !three & unsolved;
            }
            if !placed {
                let (band, bit) = self.branching_cell(pairs);
                return Progress::Branch { band, bit };
            }
        }
    }

    /// The cell to branch on: among the cells with two candidates, the one with the most
    /// undecided peers (the guess that constrains most, so wrong guesses fail soonest), or the
    /// first of them when few cells are left undecided (see [`SCORE_FROM_UNDECIDED`]); when no
    /// cell has two, the first undecided cell of the band whose first undecided cell has the
    /// fewest candidates.
    fn branching_cell(&self, pairs: [u32; 3]) -> (usize, u32) {
        if pairs == [0; 3] {
            let mut best = (u32::MAX, 0, 0);
            for (band, &unsolved) in self.unsolved.iter().enumerate() {
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
        let band_columns = self.unsolved.map(|unsolved| {
            SPREAD[(unsolved & ROW) as usize]
                + SPREAD[(unsolved >> 9 & ROW) as usize]
                + SPREAD[(unsolved >> 18 & ROW) as usize]
        });
        let all_columns = band_columns[0] + band_columns[1] + band_columns[2];
        // Nine nibbles (each at most 9) summed: the undecided cells of the whole grid.
        let bytes = (all_columns & 0x000F_0F0F_0F0F) + (all_columns >> 4 & 0x000F_0F0F_0F0F);
        let undecided = (bytes.wrapping_mul(0x01_0101_0101) >> 32) as u32 & 0xFF;
        if undecided < SCORE_FROM_UNDECIDED {
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

    /// How many digits are still possible in the cell `bit` of `band`.
    fn candidate_count(&self, band: usize, bit: u32) -> u32 {
        self.planes[band]
            .iter()
            .map(|&p| u32::from(p & bit != 0))
            .sum()
    }

    /// Writes the decided digits (1..=9) of a solved state into `cells`.
    fn write_digits(&self, cells: &mut [u8; 81]) {
        for (band, planes) in self.planes.iter().enumerate() {
            for (digit, &mask) in planes.iter().enumerate() {
                let mut bits = mask;
                while bits != 0 {
                    cells[27 * band + bits.trailing_zeros() as usize] = digit as u8 + 1;
                    bits &= bits - 1;
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The search.
// ---------------------------------------------------------------------------------------------

/// Chooses which candidate of a branching cell to try first.
trait Chooser {
    /// The digit (0..9) to try first among the candidates of cell `bit` in `band`.
    fn choose(&mut self, grid: &Grid, band: usize, bit: u32) -> usize;
}

/// Tries the smallest digit first: the deterministic search.
struct LowestFirst;

impl Chooser for LowestFirst {
    #[inline]
    fn choose(&mut self, grid: &Grid, band: usize, bit: u32) -> usize {
        grid.planes[band]
            .iter()
            .position(|&p| p & bit != 0)
            .unwrap_or(0)
    }
}

/// Tries a uniformly random candidate first: the randomised search.
struct Shuffled<'a, R: Rng + ?Sized> {
    rng: &'a mut R,
}

impl<R: Rng + ?Sized> Chooser for Shuffled<'_, R> {
    fn choose(&mut self, grid: &Grid, band: usize, bit: u32) -> usize {
        let count = grid.candidate_count(band, bit);
        let pick = bounded(self.rng, count) as usize;
        grid.planes[band]
            .iter()
            .enumerate()
            .filter(|(_, &p)| p & bit != 0)
            .nth(pick)
            .map_or(0, |(digit, _)| digit)
    }
}

/// A uniform draw from `0..bound` (bound > 0) using only `next_u32`, by rejection, so that the
/// stream of draws is specified by the RNG alone and stable across platforms and crate versions.
pub(crate) fn bounded<R: Rng + ?Sized>(rng: &mut R, bound: u32) -> u32 {
    debug_assert!(bound > 0);
    let zone = u32::MAX - u32::MAX % bound;
    loop {
        let value = rng.next_u32();
        if value < zone {
            return value % bound;
        }
    }
}

/// A branching point on the search stack: the state as it was (fully propagated, so every plane
/// is settled) and the guess made there. Half the size of a [`Grid`], since `settled` equals
/// `planes` at a branching point and need not be stored.
#[derive(Clone, Copy)]
struct Saved {
    planes: [[u32; 9]; 3],
    unsolved: [u32; 3],
    band: u8,
    digit: u8,
    bit: u32,
}

impl Saved {
    /// The saved state with the guess ruled out: the guessed digit leaves the cell, and its plane
    /// is the only one with news.
    #[inline]
    fn restore_without_guess(&self) -> Grid {
        let mut grid = Grid {
            planes: self.planes,
            settled: self.planes,
            unsolved: self.unsolved,
        };
        grid.planes[usize::from(self.band)][usize::from(self.digit)] &= !self.bit;
        grid
    }
}

/// Depth-first search from `grid` until `limit` solutions are found or the space is exhausted.
/// The first `found.len()` solutions are written into `found`. Returns how many were found, and
/// the guesses made.
fn search<C: Chooser>(
    mut grid: Grid,
    limit: usize,
    found: &mut [[u8; 81]],
    chooser: &mut C,
) -> Count {
    // Every guess decides a cell, so at most 81 states are ever saved.
    let mut stack: [MaybeUninit<Saved>; 81] = [const { MaybeUninit::uninit() }; 81];
    let mut depth = 0usize;
    let mut count = Count::default();
    loop {
        match grid.propagate() {
            Progress::Solved => {
                if let Some(slot) = found.get_mut(count.solutions) {
                    grid.write_digits(slot);
                }
                count.solutions += 1;
                if count.solutions >= limit {
                    return count;
                }
            }
            Progress::Branch { band, bit } => {
                let digit = chooser.choose(&grid, band, bit);
                // Save the state and the guess, to come back and rule the guess out; then go on
                // with it.
                stack[depth].write(Saved {
                    planes: grid.planes,
                    unsolved: grid.unsolved,
                    band: band as u8,
                    digit: digit as u8,
                    bit,
                });
                depth += 1;
                count.guesses += 1;
                grid.decide(band, digit, bit);
                continue;
            }
            Progress::Contradiction => {}
        }
        if depth == 0 {
            return count;
        }
        depth -= 1;
        // SAFETY: slots 0..depth were written by `stack[depth].write` before `depth` was raised
        // past them, and `Saved` is `Copy`, so reading one out leaves nothing to drop twice.
        let saved = unsafe { stack[depth].assume_init_read() };
        grid = saved.restore_without_guess();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Cell, Digit};
    use rand_chacha::rand_core::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    #[test]
    fn tables_follow_their_definitions() {
        assert_eq!(MINI_ROWS[0b000_010_001], 0b011);
        assert_eq!(LOCKED[0o777], BAND, "everything possible: nothing locked");
        // Row 0 only in box 0: box 0 belongs to row 0, so rows 1 and 2 lose box 0 (and row 0
        // keeps only the mini-row it occupies).
        let occupied = 0b111_111_001;
        assert_eq!(LOCKED[occupied], 0x7 | 0x1F8 << 9 | 0x1F8 << 18);
        assert_eq!(
            LOCKED[0b111_111_000], 0,
            "a row with no cell is a contradiction"
        );
        assert_eq!(
            OTHER_BANDS_KEEP[0b111_111_010] & ROW,
            ROW & !0b010,
            "column 1 alone in box 0 is cleared elsewhere"
        );
        assert_eq!(ROW_SINGLE[0b100], 0b100);
        assert_eq!(ROW_SINGLE[0b101], 0);
        assert_eq!(
            PLACED_KEEP[0].count_ones(),
            27 - 20 + 12 - 6,
            "r1c1 keeps 13"
        );
    }

    #[test]
    fn solves_a_classic_puzzle() {
        let puzzle: Board = PUZZLE.parse().unwrap();
        let solution: Board = SOLVED.parse().unwrap();
        match solve(&puzzle) {
            Solution::Unique(found) => {
                assert_eq!(found.to_string(), SOLVED);
                assert_eq!(found.givens(), puzzle.givens(), "the givens stay givens");
                assert!(rules::is_complete(&found));
                assert_eq!(found.to_string(), solution.to_string());
            }
            other => panic!("expected a unique solution, got {other:?}"),
        }
        assert_eq!(count_solutions(&puzzle, 2), 1);
        assert_eq!(count_solutions(&puzzle, 0), 0);
        assert_eq!(first_solution(&puzzle).unwrap().to_string(), SOLVED);
    }

    #[test]
    fn an_empty_board_has_many_solutions() {
        match solve(&Board::EMPTY) {
            Solution::Multiple(a, b) => {
                assert_ne!(a, b);
                assert!(rules::is_complete(&a) && rules::is_complete(&b));
            }
            other => panic!("expected several solutions, got {other:?}"),
        }
        assert_eq!(count_solutions(&Board::EMPTY, 1000), 1000);
    }

    #[test]
    fn clashing_digits_are_reported_before_any_search() {
        let mut board: Board = PUZZLE.parse().unwrap();
        board.force(Cell::new(2).unwrap(), Digit::new(5)); // r1c3 = 5 clashes with r1c1
        match solve(&board) {
            Solution::Conflict(cells) => {
                assert_eq!(cells, rules::conflicts(&board));
                assert!(
                    cells.contains(Cell::new(0).unwrap()) && cells.contains(Cell::new(2).unwrap())
                );
            }
            other => panic!("expected a conflict, got {other:?}"),
        }
        assert_eq!(count_solutions(&board, 2), 0);
    }

    #[test]
    fn a_clash_free_board_without_solution_is_none() {
        // r1c9 can hold nothing: 1-8 in its row, 9 in its column.
        let board: Board =
            "12345678.........9..............................................................."
                .parse()
                .unwrap();
        assert_eq!(solve(&board), Solution::None);
        assert_eq!(count_solutions(&board, 2), 0);
    }

    #[test]
    fn random_solutions_are_valid_reproducible_and_varied() {
        let mut a = ChaCha8Rng::seed_from_u64(7);
        let mut b = ChaCha8Rng::seed_from_u64(7);
        let first = random_solution(&Board::EMPTY, &mut a).unwrap();
        assert!(rules::is_complete(&first));
        assert_eq!(random_solution(&Board::EMPTY, &mut b), Some(first));
        let second = random_solution(&Board::EMPTY, &mut a).unwrap();
        assert_ne!(first, second);
        let puzzle: Board = PUZZLE.parse().unwrap();
        assert_eq!(
            random_solution(&puzzle, &mut a).unwrap().to_string(),
            SOLVED,
            "a unique puzzle has only one solution to find"
        );
    }

    /// Counts solutions the plain way: the first empty cell, every legal digit, recursively.
    fn brute_force_count(board: &mut Board, limit: usize) -> usize {
        let Some(cell) = Cell::ALL.into_iter().find(|&c| board.get(c).is_none()) else {
            return usize::from(rules::conflicts(board).is_empty());
        };
        let mut count = 0;
        for digit in Digit::ALL {
            if rules::is_legal(board, cell, digit) {
                board.force(cell, Some(digit));
                count += brute_force_count(board, limit - count);
                board.force(cell, None);
                if count >= limit {
                    break;
                }
            }
        }
        count
    }

    /// Boards near a solution: some cells emptied, a few overwritten (which may leave no
    /// solution, or clashing digits).
    fn near_solution() -> impl proptest::strategy::Strategy<Value = Board> {
        use proptest::prelude::*;
        let solved: Board = SOLVED.parse().unwrap();
        (
            proptest::collection::vec(0usize..81, 0..16),
            proptest::collection::vec((0usize..81, 1u8..=9), 0..3),
        )
            .prop_map(move |(empty, writes)| {
                let mut board = solved;
                for i in empty {
                    board.force(Cell::new(i).unwrap(), None);
                }
                for (i, v) in writes {
                    board.force(Cell::new(i).unwrap(), Digit::new(v));
                }
                board.mark_givens();
                board
            })
    }

    /// Boards dug from a random solved grid: a random set of cells emptied (none to all), then
    /// perhaps one emptied cell given a digit its peers allow, often not the grid's, which can
    /// leave no solution without a clash. `near_solution` (one grid, few cells emptied) gives one
    /// solution or a clash and almost nothing else; these give one solution, several, and none
    /// (measured over 1000 boards: about 40%, 50% and 10%).
    fn dug_board() -> impl proptest::strategy::Strategy<Value = Board> {
        use proptest::prelude::*;
        use proptest::sample::{subsequence, Index};
        (
            any::<u64>(),
            subsequence(Cell::ALL.to_vec(), 0..=81),
            proptest::option::of((any::<Index>(), any::<Index>())),
        )
            .prop_map(|(seed, removed, write)| {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let mut board = random_solution(&Board::EMPTY, &mut rng).unwrap();
                for &cell in &removed {
                    board.force(cell, None);
                }
                if let (Some((cell, digit)), false) = (write, removed.is_empty()) {
                    let cell = removed[cell.index(removed.len())];
                    let allowed: Vec<Digit> = rules::candidates(&board, cell).iter().collect();
                    if !allowed.is_empty() {
                        board.force(cell, Some(allowed[digit.index(allowed.len())]));
                    }
                }
                board.mark_givens();
                board
            })
    }

    /// Either kind of board.
    fn any_partial_board() -> impl proptest::strategy::Strategy<Value = Board> {
        proptest::prop_oneof![near_solution(), dug_board()]
    }

    proptest::proptest! {
        #[test]
        fn counts_agree_with_brute_force(board in near_solution(), limit in 1usize..6) {
            let expected = if rules::conflicts(&board).is_empty() {
                brute_force_count(&mut board.clone(), limit)
            } else {
                0
            };
            proptest::prop_assert_eq!(count_solutions(&board, limit), expected);
        }

        #[test]
        fn solve_agrees_with_counting(board in any_partial_board()) {
            let count = count_solutions(&board, 2);
            match solve(&board) {
                Solution::Unique(s) => {
                    proptest::prop_assert_eq!(count, 1);
                    proptest::prop_assert!(rules::is_complete(&s));
                }
                Solution::Multiple(a, b) => {
                    proptest::prop_assert_eq!(count, 2);
                    proptest::prop_assert!(a != b && rules::is_complete(&a) && rules::is_complete(&b));
                }
                Solution::None => {
                    proptest::prop_assert_eq!(count, 0);
                    proptest::prop_assert!(rules::conflicts(&board).is_empty());
                }
                Solution::Conflict(cells) => {
                    proptest::prop_assert_eq!(count, 0);
                    proptest::prop_assert_eq!(cells, rules::conflicts(&board));
                    proptest::prop_assert!(!cells.is_empty());
                }
            }
        }

        #[test]
        fn random_solutions_solve_partial_boards(seed in proptest::prelude::any::<u64>(), board in any_partial_board()) {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            match random_solution(&board, &mut rng) {
                Some(s) => {
                    proptest::prop_assert!(rules::is_complete(&s));
                    for cell in Cell::ALL {
                        if board.get(cell).is_some() {
                            proptest::prop_assert_eq!(s.get(cell), board.get(cell));
                        }
                    }
                }
                None => proptest::prop_assert_eq!(count_solutions(&board, 1), 0),
            }
        }

        #[test]
        fn counts_agree_with_the_sudoku_crate(board in dug_board(), limit in 1usize..200) {
            // Brute force is too slow on sparse boards without a solution; the sudoku crate
            // (an independent JCZSolve port) is not.
            let theirs = sudoku::Sudoku::from_bytes(*board.as_bytes())
                .unwrap()
                .solutions_count_up_to(limit);
            proptest::prop_assert_eq!(count_solutions(&board, limit), theirs, "{}", board);
        }
    }

    #[test]
    fn bounded_draws_stay_in_range() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[bounded(&mut rng, 7) as usize] += 1;
        }
        assert!(seen.iter().all(|&n| n > 800), "{seen:?}");
    }
}
