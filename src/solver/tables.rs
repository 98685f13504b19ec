//! The solver's tables and tuning constants, computed at compile time from their definitions by
//! `const fn`s: band masks, the locked-candidates and column tables, and the thresholds that
//! choose between the search's rules.

use super::masks;

// ---------------------------------------------------------------------------------------------
// Tables, computed at compile time.
// ---------------------------------------------------------------------------------------------

/// All 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;
/// The nine cells of one row of a band.
pub(super) const ROW: u32 = 0x1FF;

/// The mini-rows of a band's plane that hold a cell, as the 3x3 matrix [`LOCKED`] is indexed by
/// (bit `3 * box + row`): marked at their first cells, then gathered, row 1's bits landing one
/// above row 0's and row 2's two above. Ten operations and no load: three lookups of each row's
/// mini-rows (the table this replaced) were slower by the length of their chain.
#[inline(always)]
pub(super) const fn occupied_mini_rows(cells: u32) -> u32 {
    let spread = (cells | cells >> 1 | cells >> 2) & masks::MINI_ROWS;
    (spread | spread >> 8 | spread >> 16) & 0x1FF
}

/// For a band's 3x3 matrix of occupied mini-rows (bit `3 * box + row`): the band cells that lie in
/// a mini-row belonging to some choice of one mini-row per row and per box (a permutation). Each
/// row and box of the band must hold the digit exactly once, so every other mini-row is
/// eliminated: pointing and claiming in one lookup. 0 when no such choice exists.
pub(super) const LOCKED: [u32; 512] = {
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
pub(super) const OTHER_BANDS_KEEP: [u32; 512] = {
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
pub(super) const SCORE_FROM_UNDECIDED: u32 = 36;

/// [`SCORE_FROM_UNDECIDED`] for the deterministic search.
pub(super) const STRONG_SCORE_FROM_UNDECIDED: u32 = 48;

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
pub(super) const STRONG_FROM_OPEN_CELLS: u32 = 48;

/// See [`STRONG_FROM_OPEN_CELLS`]: a search with fewer open cells at its first guess turns to the
/// stronger rules after this many guesses (serg puzzles are done in about 7; 4 cost them 15%, 12
/// nothing measurable).
pub(super) const STRONG_AFTER_GUESSES: usize = 12;

/// A search for the first solution guesses cells, not placements, this many times before the
/// stronger rules' placement guesses: on the hardest puzzles the first solution hinges on the
/// first guess, and measured, a cell there (with the most undecided peers) cut the guesses on
/// `forum_hardest_1106` from 62 to 47 per puzzle (a few dozen of its 375 puzzles, where the
/// placement's first side is the wrong one, make most of the difference) and raised them on
/// `forum_hardest_1905` from 34.8 to 36.4; counting to two (which searches the whole tree) it
/// raised them by 4 to 10%.
pub(super) const FIRST_SOLUTION_CELL_GUESSES: usize = 1;

/// How many cells with two candidates the branching heuristic scores at most, for a grid with
/// `undecided` open cells (at least [`SCORE_FROM_UNDECIDED`]): 3 at 36, 6 at 45, 10 at 55.
#[inline]
pub(super) const fn scored_pairs(undecided: u32) -> u32 {
    (undecided - 25) / 3
}

/// For a row's 9 bits: each column's bit moved to its own nibble (bit `4 * col`), so that
/// summing rows counts cells per column.
pub(super) const SPREAD: [u64; 512] = {
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
pub(super) const CELL_COUNT: [u8; 512] = {
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
pub(super) const fn columns_of(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

/// For a row's 9 bits: the bit itself when it is the only one (the row's digit is placed there),
/// else 0.
pub(super) const ROW_SINGLE: [u32; 512] = {
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
pub(super) const PLACED_KEEP: [u32; 27] = {
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
pub(super) const COLUMN_IN_BAND: [u32; 27] = {
    let mut table = [0u32; 27];
    let mut at = 0;
    while at < 27 {
        table[at] = (1 | 1 << 9 | 1 << 18) << (at % 9);
        at += 1;
    }
    table
};

/// For each cell of a band (bit 0..27): where its column's nibble sits in a [`SPREAD`] sum.
pub(super) const COLUMN_NIBBLE: [u8; 27] = {
    let mut table = [0u8; 27];
    let mut at = 0;
    while at < 27 {
        table[at] = 4 * (at % 9) as u8;
        at += 1;
    }
    table
};
