//! The exact Killer solver: solves a Killer grid, counts its solutions up to a limit (a
//! generated Killer is checked with a limit of 2), and finds a first solution.
//!
//! The classic solver's band planes know rows, columns and boxes only; a cage ties together
//! cells of any shape, and what it allows depends on the digits its other cells can still hold.
//! So this search keeps, as the fastest Killer solvers do, each cell's candidates as a bitmask
//! (81 of them, plus the unplaced cells: a state small enough to copy at each guess) and
//! propagates three things to a fixed point:
//!
//! - **Mates.** A placed digit leaves the cell's 20 peers and the other cells of its cage (the
//!   table of mates is made once per puzzle), and a row, column or box with one place left for
//!   a digit puts it there.
//! - **Combination masks.** For each cage, the combinations of its sum (from the compile-time
//!   table) that still fit: each contains the digits placed, each of its digits has a cell, each
//!   cell can hold one of its digits. Its cells keep only the digits of those combinations; a
//!   digit in all of them goes where the cage alone can take it, and leaves the rest of a row,
//!   column or box when its places in the cage all lie in it.
//! - **The rule of 45.** The same for the groups the rule derives from each row, column and box
//!   (see `killer/groups.rs`): innies and outies that lie in one unit are cages in all but name;
//!   other outies bound one another's digits through their sum.
//! - **Arrangements.** When the three above are at a fixed point, each cage or group of three
//!   or four cells is checked more thoroughly: a cell keeps only the digits it takes in some
//!   assignment of different digits adding up to the sum (what the Killer techniques' test,
//!   `killer::arrangements`, gives over every combination). Dearer than the masks, so it waits
//!   for them. Measured on the layouts the generator proves unique (`peerless-cli count
//!   --variant killer --stats` prints the guesses), it takes fewer than half the guesses and
//!   less time; on larger groups it costs more than it saves.
//!
//! Only the groups holding a cell whose candidates changed since they were last narrowed are
//! looked at again (a guess changes one cell, so most are not). When nothing more follows, it guesses the candidates of a cell with the fewest, lowest
//! first, on a copy of the state, and recurses (at most 81 deep, on the stack: no allocation).

mod groups;
mod state;

use crate::board::Board;
use crate::killer::Cages;
use crate::rules;
use crate::solver::{Count, Solution};

use groups::Context;
use state::{State, ALL};

/// Solves `board` under `cages`, telling apart one solution, several, none, and clashing digits
/// (by the Killer rules: [`rules::killer::conflicts`], in which case no search is made). Every
/// digit on the board counts, givens and entries alike.
pub fn solve(board: &Board, cages: &Cages) -> Solution {
    solve_within(board, cages, usize::MAX).unwrap_or(Solution::None)
}

/// [`solve`], giving up after `guesses` guesses: `None` when the search took them all and
/// still could not tell. A Killer whose cages allow no solution can take the search minutes to
/// prove so (one sum moved to another cage, no givens: the rule of 45 then shows nothing), and
/// a Killer brought in must never hold the game that long: its check says it could not tell
/// instead. Every Killer the generator makes, and every published one in the tests, is told
/// apart in a few hundred guesses at most.
pub fn solve_within(board: &Board, cages: &Cages, guesses: usize) -> Option<Solution> {
    let clashes = rules::killer::conflicts(board, cages);
    if !clashes.is_empty() {
        return Some(Solution::Conflict(clashes));
    }
    let mut found = [[0u8; 81]; 2];
    let count = search(board, cages, 2, guesses, &mut found)?;
    Some(match count.solutions {
        0 => Solution::None,
        1 => Solution::Unique(board.with_all_digits(&found[0])),
        _ => Solution::Multiple(
            board.with_all_digits(&found[0]),
            board.with_all_digits(&found[1]),
        ),
    })
}

/// Counts the solutions of `board` under `cages`, stopping at `limit`:
/// `count_solutions(board, cages, 2) == 1` is the uniqueness test. Clashing digits have 0.
pub fn count_solutions(board: &Board, cages: &Cages, limit: usize) -> usize {
    count_with_guesses(board, cages, limit).solutions
}

/// [`count_solutions`], also saying how many times the search guessed (branching points).
pub fn count_with_guesses(board: &Board, cages: &Cages, limit: usize) -> Count {
    if limit == 0 {
        return Count::default();
    }
    search(board, cages, limit, usize::MAX, &mut []).unwrap_or_default()
}

/// The first solution the search meets, or `None` when there is none.
pub fn first_solution(board: &Board, cages: &Cages) -> Option<Board> {
    let mut found = [[0u8; 81]; 1];
    let count = search(board, cages, 1, usize::MAX, &mut found).unwrap_or_default();
    (count.solutions == 1).then(|| board.with_all_digits(&found[0]))
}

/// The search: the first `found.len()` solutions are written into `found`; `None` when it
/// made `budget` guesses without settling the count.
fn search(
    board: &Board,
    cages: &Cages,
    limit: usize,
    budget: usize,
    found: &mut [[u8; 81]],
) -> Option<Count> {
    let Some(context) = Context::new(cages) else {
        return Some(Count::default());
    };
    let mut state = State {
        candidates: [ALL; 81],
        unsolved: (1u128 << 81) - 1,
        dirty: (1u128 << 81) - 1,
    };
    for (index, &value) in board.as_bytes().iter().enumerate() {
        state.candidates[index] = if value == 0 {
            cages.cage_of(crate::Cell::ALL[index]).digits().bits()
        } else {
            1 << value
        };
    }
    let mut search = Search {
        context: &context,
        limit,
        budget,
        spent: false,
        count: Count::default(),
        found,
    };
    if state.propagate(&context) {
        search.from(&state);
    }
    (!search.spent).then_some(search.count)
}

/// A search under way: where it counts and writes what it finds.
struct Search<'a, 'f> {
    context: &'a Context,
    limit: usize,
    /// The most guesses it may make.
    budget: usize,
    /// Whether it stopped for its budget.
    spent: bool,
    count: Count,
    found: &'f mut [[u8; 81]],
}

impl Search<'_, '_> {
    /// Searches from a propagated state; `true` once `limit` solutions are found.
    fn from(&mut self, state: &State) -> bool {
        if state.unsolved == 0 {
            if let Some(slot) = self.found.get_mut(self.count.solutions) {
                state.write_digits(slot);
            }
            self.count.solutions += 1;
            return self.count.solutions >= self.limit;
        }
        // The unplaced cell with the fewest candidates (the first of them).
        let (mut best, mut fewest) = (0usize, u32::MAX);
        let mut open = state.unsolved;
        while open != 0 {
            let cell = open.trailing_zeros() as usize;
            open &= open - 1;
            let count = state.candidates[cell].count_ones();
            if count < fewest {
                (best, fewest) = (cell, count);
                if count == 2 {
                    break;
                }
            }
        }
        if self.count.guesses >= self.budget {
            self.spent = true;
            return true;
        }
        self.count.guesses += 1;
        let mut digits = state.candidates[best];
        while digits != 0 {
            let digit = digits & digits.wrapping_neg();
            digits &= digits - 1;
            let mut next = *state;
            next.candidates[best] = digit;
            next.dirty = 1 << best;
            if next.propagate(self.context) && self.from(&next) {
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests;
