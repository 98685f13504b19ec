//! The exact solver: solves any board, counts its solutions up to a limit, and fills grids at random
//! for the generator.
//!
//! It is the engine's inner loop (the generator checks uniqueness hundreds of times per puzzle), so
//! its speed comes from its representation rather than from tricks:
//!
//! - **Band planes.** The board is three bands of three rows. For each digit and band, one `u32`
//!   holds the 27 cells of the band where the digit is still possible (bit `9 * row + col`); a
//!   digit's three planes are one four-lane vector (`solver/lanes.rs`). The 27 planes are the whole
//!   state: a few cache lines that copy in a handful of instructions, so branching copies the
//!   state instead of undoing moves.
//! - **Band rules, by table.** A plane's three rows shrink to a 3x3 matrix of "mini-rows" (the
//!   three cells a row shares with a box). Each row and each box needs the digit exactly once, so a
//!   mini-row survives only if it is part of some one-per-row, one-per-box arrangement: one lookup
//!   in a 512-entry table applies every pointing and claiming elimination in the band at once. A
//!   box whose digit is confined to one column clears that column in the other two bands, and a
//!   row left with one cell is a placement. Hidden singles in rows and boxes fall out of these.
//!   Only planes that changed are looked at.
//! - **Naked singles by counting.** The nine digits' planes are added bit-parallel, all three
//!   bands at once, into "at least one / two / three candidates" masks, which find empty cells (a
//!   contradiction), naked singles, and the cells with two candidates.
//! - **Stack and triad rules, in vectors.** When the band rules are stuck: the same arrangement
//!   rule on each stack's columns (locked candidates on columns, both ways), and triads (tdoku's
//!   word): a mini-row or mini-column holds three different digits, so when three digits must go
//!   in one (their row, column or box has no other place for them), no other digit can. All nine
//!   digits and three bands in a few dozen vector instructions per digit, two digits at a time on
//!   AVX2 machines.
//! - **Branching.** On a cell with two candidates, among those the one with the most undecided
//!   peers, so that a wrong guess fails soonest; near the end, where the choice matters less than
//!   its cost, simply the first. With the stack and triad rules, as tdoku does: in the band or
//!   stack with the fewest arrangements over all digits, on the digit that has two, first one
//!   arrangement and then the other (a guess that decides three mini-lines). The stronger rules
//!   and guesses halve the guesses on the hardest sets but cost about twice as much per guess, so
//!   the search turns to them only when it looks big (see `STRONG_FROM_OPEN_CELLS`).
//! - **Search without recursion.** The state and the other branch go on a fixed-size stack; the
//!   search goes on with the guess and comes back to the other branch. Every guess decides a cell
//!   or leaves a digit one arrangement instead of two, so the stack never needs more than 135
//!   entries, and no heap allocation happens during a solve.
//! - **Compiled for the machine.** On x86-64 machines with AVX2 the whole search runs compiled for
//!   them (chosen at run time, `search_avx2`); elsewhere the baseline (SSE2 on x86-64, NEON on
//!   AArch64, plain arrays on other targets).
//!
//! Measured and left out (the sets are the public ones, counting to two unless said): a bitmask
//! of the planes with news (kept up to date by every update, or visited through a jump table)
//! instead of comparing each plane with its settled copy (8 to 18% slower), or comparing a
//! digit's three planes at once with a vector compare first (18% slower: a vector load of
//! planes just written one lane at a time waits for the writes), or with the three compared in
//! scalar and all three bands then propagated (47% more instructions for 16% fewer mispredicted
//! branches); the pass as a loop over the digits instead of 27 specialised checks (less than
//! half the code, 3% more instructions, 9% slower on `forum_hardest_1905`); scoring a cell
//! guess by the eliminations its two digits make instead of by undecided peers (15% slower);
//! placement guesses with the band rules alone (half the speed on the hardest sets); choosing
//! the placement with the most eliminations instead of tdoku's way (161 guesses a puzzle
//! instead of 63 on `forum_hardest_1905`, or 66 choosing so within tdoku's band or stack);
//! trying the side of a placement that keeps more (or fewer) candidates first (no better);
//! summing occupied mini-lines instead of arrangements to choose the band or stack (78 guesses
//! instead of 63); and asserting the three digits of a mini-line that allows only three (tdoku
//! does; measured in a first, slow version: 62.2 guesses instead of 62.9, too few to pay for a
//! longer pass). AVX-512 would take four digits at a time, but its intrinsics need Rust 1.89,
//! newer than this package's `rust-version`.
//!
//! All the tables are computed at compile time from their definitions by `const fn`s.
//!
//! The band design belongs to the family of band-oriented bit-parallel solvers (JCZSolve and its
//! descendants, such as the `sudoku` crate); the stack and triad rules and the placement guesses
//! follow tdoku (Tom Dillon's solver); this implementation is our own.

mod lanes;

use std::mem::MaybeUninit;

use rand_core::Rng;

use crate::board::Board;
use crate::rules;
use crate::sets::CellSet;
#[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
use lanes::Lanes2;
use lanes::{Bands, Lanes, One, Vector};

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
    let Some(count) = search(board.as_bytes(), 2, &mut found, &mut LowestFirst) else {
        return Solution::Conflict(rules::conflicts(board));
    };
    let count = count.solutions;
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
    count_with_guesses(board, limit).solutions
}

/// How many solutions a search found, and how many guesses it made to find them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    /// The number of solutions, at most the limit the search was given.
    pub solutions: usize,
    /// How many times the search was stuck and guessed: the measure of how much propagation
    /// left to search, comparable with other solvers' guess counts.
    pub guesses: usize,
}

/// [`count_solutions`], also saying how many guesses it took. With `limit` 1 the search is
/// [`first_solution`]'s, with 2 [`solve`]'s.
pub fn count_with_guesses(board: &Board, limit: usize) -> Count {
    if limit == 0 {
        return Count::default();
    }
    search(board.as_bytes(), limit, &mut [], &mut LowestFirst).unwrap_or_default()
}

/// The first solution the search meets, or `None` when there is none (or the digits clash); faster
/// than [`solve`] when uniqueness does not matter.
pub fn first_solution(board: &Board) -> Option<Board> {
    let mut found = [[0u8; 81]; 1];
    (search(board.as_bytes(), 1, &mut found, &mut LowestFirst)?.solutions == 1)
        .then(|| board.with_all_digits(&found[0]))
}

/// A solution of `board` chosen at random: every branch of the search tries its digits in an
/// order drawn from `rng`, so an empty board gives a random complete grid. The same RNG state gives
/// the same grid on every platform (only `next_u32` is used, through an unbiased bounded draw).
///
/// `None` when the board has no solution.
pub fn random_solution<R: Rng + ?Sized>(board: &Board, rng: &mut R) -> Option<Board> {
    let mut found = [[0u8; 81]; 1];
    let mut chooser = Shuffled { rng };
    (search(board.as_bytes(), 1, &mut found, &mut chooser)?.solutions == 1)
        .then(|| board.with_all_digits(&found[0]))
}

// ---------------------------------------------------------------------------------------------
// Tables, computed at compile time.
// ---------------------------------------------------------------------------------------------

/// All 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;
/// The nine cells of one row of a band.
const ROW: u32 = 0x1FF;

/// The mini-rows of a band's plane that hold a cell, as the 3x3 matrix [`LOCKED`] is indexed by
/// (bit `3 * box + row`): marked at their first cells, then gathered, row 1's bits landing one
/// above row 0's and row 2's two above. Ten operations and no load: three lookups of each row's
/// mini-rows (the table this replaced) were slower by the length of their chain.
#[inline(always)]
const fn occupied_mini_rows(cells: u32) -> u32 {
    let spread = (cells | cells >> 1 | cells >> 2) & masks::MINI_ROWS;
    (spread | spread >> 8 | spread >> 16) & 0x1FF
}

/// For a band's 3x3 matrix of occupied mini-rows (bit `3 * box + row`): the band cells that lie in
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
                let (row, box_) = (bit % 3, bit / 3);
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
/// (which branch mostly with 40 to 55 cells open) want much; this rule served both best. That
/// is still the random search's rule (the generator's grids depend on it). The deterministic one
/// leaves the big searches to the stronger rules (see [`STRONG_FROM_OPEN_CELLS`]), and there
/// scoring below 48 open cells no longer paid: from 48 instead of 36, the `serg` set ran 4 to 5%
/// faster, the others the same (without any scoring, `magictour`'s first solutions took 12% more
/// guesses).
const SCORE_FROM_UNDECIDED: u32 = 36;

/// [`SCORE_FROM_UNDECIDED`] for the deterministic search.
const STRONG_SCORE_FROM_UNDECIDED: u32 = 48;

/// When the deterministic search turns from the band rules and cell guesses to the stack and
/// triad rules and placement guesses (see [`Grid::propagate`]): from the first guess when at
/// least this many cells are open there, else after [`STRONG_AFTER_GUESSES`] guesses.
///
/// The stronger rules halve the guesses on the hardest public sets (counting to two on
/// `forum_hardest_1905`: 113 to 63 per puzzle) but cost about twice as much per guess, so they
/// pay only in a big search. The open cells at the first guess and the guesses made so far are
/// the two signs of one. Measured: with the stronger rules from the first guess everywhere, the
/// `serg` puzzles (which have many solutions and are guessed through with 40 to 47 cells open)
/// ran 30% slower; the hardest sets are guessed with 54 to 61 open and lose nothing; with
/// them only at nodes with 40 or more open cells, the hardest sets took 24% more guesses.
const STRONG_FROM_OPEN_CELLS: u32 = 48;

/// See [`STRONG_FROM_OPEN_CELLS`]: a search with fewer open cells at its first guess turns to the
/// stronger rules after this many guesses (serg puzzles are done in about 7; 4 cost them 15%, 12
/// nothing measurable).
const STRONG_AFTER_GUESSES: usize = 12;

/// A search for the first solution guesses cells, not placements, this many times before the
/// stronger rules' placement guesses: on the hardest puzzles the first solution hinges on the
/// first guess, and measured, a cell there (with the most undecided peers) cut the guesses on
/// `forum_hardest_1106` from 62 to 47 per puzzle (a few dozen of its 375 puzzles, where the
/// placement's first side is the wrong one, make most of the difference) and raised them on
/// `forum_hardest_1905` from 34.8 to 36.4; counting to two (which searches the whole tree) it
/// raised them by 4 to 10%.
const FIRST_SOLUTION_CELL_GUESSES: usize = 1;

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

/// The search state: `planes[digit][band]` (digit 0..9 for 1..=9) holds the band's cells where the
/// digit is possible. A cell whose digit is decided keeps exactly that digit and leaves `unsolved`.
#[derive(Clone, Copy)]
#[repr(C, align(16))]
struct Grid {
    planes: [Bands; 9],
    /// Each plane as it was when last propagated: a plane that differs has news to spread.
    settled: [Bands; 9],
    /// Per band, the cells whose digit is not decided yet (lane 3: 0).
    unsolved: Bands,
}

/// The result of propagation: a contradiction, or how to branch.
enum Progress {
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

/// Octal masks of the bit patterns the vector passes use. In a band's 27 bits a mini-row (row
/// `r`, box `b`) starts at bit `9 * r + 3 * b`, so one octal digit is one mini-row; in a band's
/// 9 column bits one octal digit is one box's three columns.
mod masks {
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
fn rotate_in_boxes<V: Vector>(columns: V) -> (V, V) {
    use masks::*;
    let next = (columns.shr::<1>().and(V::splat(COLUMNS_01)))
        .or(columns.shl::<2>().and(V::splat(COLUMN_2)));
    let after = (columns.shr::<2>().and(V::splat(COLUMN_0)))
        .or(columns.shl::<1>().and(V::splat(COLUMNS_12)));
    (next, after)
}

/// The columns where a plane has a cell, lane by lane (9 bits).
#[inline(always)]
fn columns_of_bands<V: Vector>(planes: V) -> V {
    planes
        .or(planes.shr::<9>())
        .or(planes.shr::<18>())
        .and(V::splat(ROW))
}

/// The mini-rows where a plane has a cell, lane by lane: the first bit of each (see
/// [`masks::MINI_ROWS`]).
#[inline(always)]
fn mini_rows_of_bands<V: Vector>(planes: V) -> V {
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
fn stack_arrangements<V: Vector>(columns: V, next: V, after: V) -> (V, V) {
    let forward = columns.and(next.next_band()).and(after.band_after_next());
    let backward = columns.and(after.next_band()).and(next.band_after_next());
    (forward, backward)
}

/// A digit's band arrangements: for its occupied mini-rows (bits `9 * row + 3 * box`, see
/// [`masks::MINI_ROWS`]), the boxes `b` (bit `3 * b`) whose mini-row in row 0 starts an
/// arrangement of one mini-row per row and per box in the order `(b, b + 1, b + 2)`, and those
/// in the order `(b, b + 2, b + 1)`.
#[inline(always)]
fn band_arrangements<V: Vector>(occupied: V) -> (V, V) {
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
fn arrangement_pair<L: One>(plane: Bands, unit: usize) -> Option<[Bands; 2]> {
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
fn count_into<V: Vector>(at_least: &mut [V; 3], bits: V) {
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
fn arrangements_plus_4<V: Vector>(n: V) -> V {
    let is = |count: u32| n.eq_bytes(V::splat(count * 0x0101_0101));
    let twice = V::splat(0x0202_0202);
    let once = V::splat(0x0101_0101);
    n.add(is(3).and(twice))
        .add(is(5).and(once))
        .add(is(9).and(once))
}

impl Grid {
    /// The state for a board's digits (`0` empty, `1..=9`), or `None` when two digits clash.
    ///
    /// Each digit's peers are cleared as it is read, which is what finds clashes; the digits'
    /// own cells are settled for all planes at once at the end.
    #[inline(always)]
    fn from_digits<L: One>(cells: &[u8; 81]) -> Option<Grid> {
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
    fn decide(&mut self, band: usize, digit: usize, bit: u32) {
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
    fn propagate_plane<const BAND: usize, const DIGIT: usize, const BRANCHLESS: bool>(
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
    fn propagate_planes<const BRANCHLESS: bool>(&mut self) -> bool {
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
    fn propagate<const STRONG: bool, V: Vector>(
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
    fn propagate_stacks_and_triads<V: Vector>(&mut self) -> bool {
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
    fn placement_branch<V: Vector>(&self) -> Option<(usize, Bands, Bands)> {
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
    fn branching_cell(&self, pairs: [u32; 3], score_from: u32) -> (usize, u32) {
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
    fn undecided(&self) -> u32 {
        self.unsolved[0].count_ones()
            + self.unsolved[1].count_ones()
            + self.unsolved[2].count_ones()
    }

    /// How many digits are still possible in the cell `bit` of `band`.
    fn candidate_count(&self, band: usize, bit: u32) -> u32 {
        self.planes
            .iter()
            .map(|p| u32::from(p[band] & bit != 0))
            .sum()
    }

    /// Writes the decided digits (1..=9) of a solved state into `cells`.
    fn write_digits(&self, cells: &mut [u8; 81]) {
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

// ---------------------------------------------------------------------------------------------
// The search.
// ---------------------------------------------------------------------------------------------

/// Chooses which candidate of a branching cell to try first, and how hard to propagate.
trait Chooser {
    /// Whether to use the stack and triad rules and branch on placements (the deterministic
    /// search), or only the band rules and cells (the random one, whose grids must stay those
    /// of earlier versions).
    const STRONG: bool;
    /// From how many undecided cells a cell guess is chosen by score ([`SCORE_FROM_UNDECIDED`]).
    const SCORE_FROM: u32;
    /// The digit (0..9) to try first among the candidates of cell `bit` in `band`.
    fn choose(&mut self, grid: &Grid, band: usize, bit: u32) -> usize;
}

/// Tries the smallest digit first: the deterministic search.
struct LowestFirst;

impl Chooser for LowestFirst {
    const STRONG: bool = true;
    const SCORE_FROM: u32 = STRONG_SCORE_FROM_UNDECIDED;

    #[inline]
    fn choose(&mut self, grid: &Grid, band: usize, bit: u32) -> usize {
        grid.planes
            .iter()
            .position(|p| p[band] & bit != 0)
            .unwrap_or(0)
    }
}

/// Tries a uniformly random candidate first: the randomised search.
struct Shuffled<'a, R: Rng + ?Sized> {
    rng: &'a mut R,
}

impl<R: Rng + ?Sized> Chooser for Shuffled<'_, R> {
    const STRONG: bool = false;
    const SCORE_FROM: u32 = SCORE_FROM_UNDECIDED;

    fn choose(&mut self, grid: &Grid, band: usize, bit: u32) -> usize {
        let count = grid.candidate_count(band, bit);
        let pick = bounded(self.rng, count) as usize;
        grid.planes
            .iter()
            .enumerate()
            .filter(|(_, p)| p[band] & bit != 0)
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
/// is settled) and what the other branch keeps of one digit's planes. Half the size of a
/// [`Grid`], since `settled` equals `planes` at a branching point and need not be stored.
#[derive(Clone, Copy)]
struct Saved {
    planes: [Bands; 9],
    unsolved: Bands,
    /// The other branch keeps these cells of `digit`'s planes.
    other: Bands,
    digit: u8,
}

impl Saved {
    /// Puts `grid` back to the saved state with the first branch ruled out: only the guessed
    /// digit's planes change, and they are the only ones with news. (In place: a whole [`Grid`]
    /// returned by value was copied through `memcpy`, 5% of the time on the `serg` set.)
    #[inline(always)]
    fn restore_other_branch<L: One>(&self, grid: &mut Grid) {
        grid.planes = self.planes;
        grid.settled = self.planes;
        grid.unsolved = self.unsolved;
        let digit = usize::from(self.digit);
        L::load_bands(&grid.planes[digit])
            .and(L::load_bands(&self.other))
            .store_bands(&mut grid.planes[digit]);
    }
}

/// The deepest the search stack gets: every guess on the current path either decides a cell (81)
/// or leaves one of the 54 band and stack arrangements of a digit with one way instead of two.
const MAX_DEPTH: usize = 81 + 54;

/// Depth-first search from a board's digits (`cells`: `0` empty, `1..=9`) until `limit`
/// solutions are found or the space is exhausted. The first `found.len()` solutions are written
/// into `found`. Returns how many were found, and the guesses made; `None` when two digits clash.
///
/// On x86-64 machines with AVX2 (nearly all made since 2015) the same search runs compiled for
/// them, see [`search_avx2`].
fn search<C: Chooser>(
    cells: &[u8; 81],
    limit: usize,
    found: &mut [[u8; 81]],
    chooser: &mut C,
) -> Option<Count> {
    #[cfg(all(
        any(target_arch = "x86", target_arch = "x86_64"),
        not(peerless_portable)
    ))]
    if has_avx2() {
        // SAFETY: the features `search_avx2` is compiled for were just detected on this machine.
        return unsafe { search_avx2(cells, limit, found, chooser) };
    }
    search_here::<C, Lanes>(cells, limit, found, chooser)
}

/// The vectors the search runs on here: `"avx2"` (x86-64 machines with AVX2, chosen at run
/// time), `"sse2"` (other x86 machines), `"neon"` (AArch64: every 64-bit phone), `"simd128"`
/// (WebAssembly built with SIMD: the page) or `"portable"` (plain arrays: 32-bit ARM, other
/// WebAssembly). Every one gives the same answers, at its own speed:
/// this says which a measurement or a bug report was made with.
pub fn vectors() -> &'static str {
    #[cfg(all(
        any(target_arch = "x86", target_arch = "x86_64"),
        not(peerless_portable)
    ))]
    if has_avx2() {
        return "avx2";
    }
    lanes::NATIVE
}

/// Whether this machine has what [`search_avx2`] is compiled for.
#[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
#[cfg_attr(peerless_portable, allow(dead_code))]
#[inline]
fn has_avx2() -> bool {
    std::is_x86_feature_detected!("avx2")
        && std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("bmi2")
        && std::is_x86_feature_detected!("popcnt")
}

/// [`search_here`] compiled for AVX2 machines (x86-64-v3): the same code, with three-operand
/// vector instructions, single-instruction population and trailing-zero counts, and flag-free
/// shifts, and two digits per vector in the vector passes ([`Lanes2`]). Measured: 6 to 8% faster
/// on `magictour` and the `forum_hardest` sets, the same on the easy ones.
///
/// # Safety
///
/// The machine must have AVX2, BMI1, BMI2 and POPCNT ([`has_avx2`]).
#[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
#[cfg_attr(peerless_portable, allow(dead_code))]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
unsafe fn search_avx2<C: Chooser>(
    cells: &[u8; 81],
    limit: usize,
    found: &mut [[u8; 81]],
    chooser: &mut C,
) -> Option<Count> {
    search_here::<C, Lanes2>(cells, limit, found, chooser)
}

/// The search itself, inlined into [`search`] and [`search_avx2`] so that each is compiled whole
/// for its machine. The state is built here, in place (returned by value it was copied twice).
#[inline(always)]
fn search_here<C: Chooser, V: Vector>(
    cells: &[u8; 81],
    limit: usize,
    found: &mut [[u8; 81]],
    chooser: &mut C,
) -> Option<Count> {
    let mut grid = Grid::from_digits::<V::One>(cells)?;
    let mut stack: [MaybeUninit<Saved>; MAX_DEPTH] = [const { MaybeUninit::uninit() }; MAX_DEPTH];
    let mut depth = 0usize;
    let mut count = Count::default();
    // Only the deterministic search turns strong; the random one keeps the band rules and cell
    // guesses, so that a seed's grid stays what it was.
    let mut strong = false;
    let cell_guesses = if limit == 1 {
        FIRST_SOLUTION_CELL_GUESSES
    } else {
        0
    };
    loop {
        let progress = if strong {
            grid.propagate::<true, V>(count.guesses >= cell_guesses, C::SCORE_FROM)
        } else {
            grid.propagate::<false, V>(false, C::SCORE_FROM)
        };
        match progress {
            Progress::Solved => {
                if let Some(slot) = found.get_mut(count.solutions) {
                    grid.write_digits(slot);
                }
                count.solutions += 1;
                if count.solutions >= limit {
                    return Some(count);
                }
            }
            Progress::Cell { band, bit } => {
                if C::STRONG
                    && !strong
                    && (count.guesses >= STRONG_AFTER_GUESSES
                        || count.guesses == 0 && grid.undecided() >= STRONG_FROM_OPEN_CELLS)
                {
                    // Propagate again with the stronger rules, then guess.
                    strong = true;
                    continue;
                }
                let digit = chooser.choose(&grid, band, bit);
                // Save the state and the other branch (the cell without the digit), to come
                // back to it; then go on with the guess.
                let mut other = [!0; 4];
                other[band] = !bit;
                stack[depth].write(Saved {
                    planes: grid.planes,
                    unsolved: grid.unsolved,
                    other,
                    digit: digit as u8,
                });
                depth += 1;
                count.guesses += 1;
                grid.decide(band, digit, bit);
                continue;
            }
            Progress::Placement {
                digit,
                first,
                second,
            } => {
                stack[depth].write(Saved {
                    planes: grid.planes,
                    unsolved: grid.unsolved,
                    other: second,
                    digit: digit as u8,
                });
                depth += 1;
                count.guesses += 1;
                V::One::load_bands(&grid.planes[digit])
                    .and(V::One::load_bands(&first))
                    .store_bands(&mut grid.planes[digit]);
                continue;
            }
            Progress::Contradiction => {}
        }
        if depth == 0 {
            return Some(count);
        }
        depth -= 1;
        // SAFETY: slots 0..depth were written by `stack[depth].write` before `depth` was raised
        // past them.
        let saved = unsafe { stack[depth].assume_init_ref() };
        saved.restore_other_branch::<V::One>(&mut grid);
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
        assert_eq!(LOCKED[0o777], BAND, "everything possible: nothing locked");
        // Row 0 only in box 0: box 0 belongs to row 0, so rows 1 and 2 lose box 0 (and row 0
        // keeps only the mini-row it occupies).
        let occupied = 0b110_110_111;
        assert_eq!(LOCKED[occupied], 0x7 | 0x1F8 << 9 | 0x1F8 << 18);
        assert_eq!(
            LOCKED[0b110_110_110], 0,
            "a row with no cell is a contradiction"
        );
        // The occupied mini-rows of a plane, against their definition.
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for _ in 0..10_000 {
            let cells = rng.next_u32() & rng.next_u32() & BAND;
            let mut expected = 0;
            for (row, box_) in (0..3).flat_map(|r| (0..3).map(move |b| (r, b))) {
                if cells & 7 << (9 * row + 3 * box_) != 0 {
                    expected |= 1 << (3 * box_ + row);
                }
            }
            assert_eq!(occupied_mini_rows(cells), expected, "{cells:027b}");
        }
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

    /// Puzzles from the fixtures: easy, hard, and several with more than one solution.
    fn fixture_boards() -> Vec<Board> {
        [
            include_str!("../tests/data/17_clue_100.txt"),
            include_str!("../tests/data/forum_hardest_1106_50.txt"),
            include_str!("../tests/data/magictour_top1465_50.txt"),
            include_str!("../tests/data/serg_benchmark_50.txt"),
        ]
        .iter()
        .flat_map(|text| text.lines())
        .map(|line| line.parse().unwrap())
        .collect()
    }

    #[test]
    fn arrangements_follow_from_the_occupied_mini_lines_at_a_fixed_point() {
        // The placement guess counts a digit's arrangements in a band or stack from how many of
        // its mini-lines are occupied; that holds at a fixed point of the band and stack rules.
        // Check it against counting the arrangements themselves, at every branching point.
        let mut checked = 0;
        for board in fixture_boards() {
            let mut grid = Grid::from_digits::<Lanes>(board.as_bytes()).unwrap();
            for _ in 0..20 {
                let (band, bit) =
                    match grid.propagate::<true, Lanes>(false, STRONG_SCORE_FROM_UNDECIDED) {
                        Progress::Cell { band, bit } => (band, bit),
                        _ => break,
                    };
                for (digit, plane) in grid.planes.iter().enumerate() {
                    let planes = Lanes::load_bands(plane);
                    let (forward, backward) = band_arrangements(mini_rows_of_bands(planes));
                    let x = columns_of_bands(planes);
                    let (next, after) = rotate_in_boxes(x);
                    let (down, up) = stack_arrangements(x, next, after);
                    let (down, up) = (down.to_array()[0], up.to_array()[0]);
                    // Units 0..3 are the bands (and index the planes), 3..6 the stacks.
                    #[allow(clippy::needless_range_loop)]
                    for unit in 0..6 {
                        let (counted, occupied) = if unit < 3 {
                            let both = forward.to_array()[unit].count_ones()
                                + backward.to_array()[unit].count_ones();
                            let cells = plane[unit];
                            let occupied = (0..9)
                                .filter(|m| cells & 7 << (9 * (m / 3) + 3 * (m % 3)) != 0)
                                .count();
                            (both, occupied as u32)
                        } else {
                            let stack = 3 * (unit - 3);
                            let both =
                                (down >> stack & 7).count_ones() + (up >> stack & 7).count_ones();
                            let occupied = (0..3)
                                .map(|band| (x.to_array()[band] >> stack & 7).count_ones())
                                .sum();
                            (both, occupied)
                        };
                        let n = Lanes::splat(occupied);
                        let claimed = arrangements_plus_4(n).to_array()[0] - 4;
                        assert_eq!(claimed, counted, "{board}: digit {digit}, unit {unit}");
                        checked += 1;
                    }
                }
                // Go down one branch, to check deeper fixed points too.
                let digit = LowestFirst.choose(&grid, band, bit);
                grid.decide(band, digit, bit);
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn guesses_are_counted() {
        let easy: Board = PUZZLE.parse().unwrap();
        assert_eq!(
            count_with_guesses(&easy, 2),
            Count {
                solutions: 1,
                guesses: 0
            }
        );
        for board in fixture_boards() {
            let count = count_with_guesses(&board, 2);
            assert_eq!(count.solutions, count_solutions(&board, 2), "{board}");
            if count.solutions == 2 {
                assert!(count.guesses > 0, "two solutions take a guess: {board}");
            }
        }
        let hardest: Board =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
                .parse()
                .unwrap();
        assert!(count_with_guesses(&hardest, 2).guesses > 0);
        assert_eq!(count_with_guesses(&hardest, 0), Count::default());
    }

    #[test]
    fn the_search_uses_the_vectors_of_this_processor() {
        #[cfg(all(
            any(target_arch = "x86", target_arch = "x86_64"),
            not(peerless_portable)
        ))]
        let expected = if has_avx2() { "avx2" } else { "sse2" };
        #[cfg(all(target_arch = "aarch64", not(peerless_portable)))]
        let expected = "neon";
        #[cfg(all(
            target_arch = "wasm32",
            target_feature = "simd128",
            not(peerless_portable)
        ))]
        let expected = "simd128";
        #[cfg(any(
            peerless_portable,
            not(any(
                target_arch = "x86",
                target_arch = "x86_64",
                target_arch = "aarch64",
                all(target_arch = "wasm32", target_feature = "simd128")
            ))
        ))]
        let expected = "portable";
        assert_eq!(vectors(), expected);
    }

    /// One search, on the vectors `V`: the count and the solutions found, with `limit` 1, 2 and
    /// 10 in order, then the grid a seeded random search fills in (the generator's path).
    fn search_on<V: Vector>(board: &Board) -> Vec<(Option<Count>, [[u8; 81]; 2])> {
        let cells = board.as_bytes();
        let mut results = Vec::new();
        for limit in [1, 2, 10] {
            let mut found = [[0u8; 81]; 2];
            let count = search_here::<_, V>(cells, limit, &mut found, &mut LowestFirst);
            results.push((count, found));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut found = [[0u8; 81]; 2];
        let count = search_here::<_, V>(cells, 1, &mut found[..1], &mut Shuffled { rng: &mut rng });
        results.push((count, found));
        results
    }

    /// Every implementation of the vectors this build has (the portable arrays, the target's
    /// own: SSE2, NEON or SIMD128, and AVX2 where the machine has it) makes the same guesses and finds
    /// the same solutions, in counting, first solutions and random grids. `search` takes only
    /// one of them on a given machine, so without this the others would go untested there.
    #[test]
    fn every_vector_implementation_searches_alike() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let mut boards = fixture_boards();
        boards.push(Board::EMPTY);
        for _ in 0..200 {
            let mut board = random_solution(&Board::EMPTY, &mut rng).unwrap();
            for cell in Cell::ALL {
                if bounded(&mut rng, 3) != 0 {
                    board.force(cell, None);
                }
            }
            boards.push(board);
        }
        for board in &boards {
            let native = search_on::<Lanes>(board);
            assert_eq!(
                search_on::<lanes::PortableLanes>(board),
                native,
                "portable and {}: {board}",
                lanes::NATIVE
            );
            #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
            if has_avx2() {
                // SAFETY: AVX2 and the rest were detected just above.
                let wide = unsafe { search_on_avx2(board) };
                assert_eq!(wide, native, "avx2 and {}: {board}", lanes::NATIVE);
            }
        }
        // The boards ask for real searches: guesses, and boards with several solutions.
        let guesses: usize = boards
            .iter()
            .map(|board| count_with_guesses(board, 2).guesses)
            .sum();
        assert!(guesses > 1000, "{guesses} guesses");
    }

    /// [`search_on`] with the AVX2 vectors, compiled for AVX2 machines as [`search_avx2`] is.
    ///
    /// # Safety
    ///
    /// The machine must have AVX2, BMI1, BMI2 and POPCNT ([`has_avx2`]).
    #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
    unsafe fn search_on_avx2(board: &Board) -> Vec<(Option<Count>, [[u8; 81]; 2])> {
        search_on::<Lanes2>(board)
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
