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

mod arrangements;
mod grid;
pub mod killer;
mod lanes;
mod search;
mod tables;

use std::mem::MaybeUninit;

use rand_core::Rng;

use crate::board::Board;
use crate::rules;
use crate::sets::CellSet;
#[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
use lanes::Lanes2;
use lanes::{Bands, Lanes, One, Vector};

use arrangements::*;
use grid::*;
use search::*;
use tables::*;

pub(crate) use search::bounded;
pub use search::vectors;

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

#[cfg(test)]
mod tests;
