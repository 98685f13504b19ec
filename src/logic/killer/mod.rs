//! Killer logic: the techniques that read a Killer's cages, each a [`Step`] that explains itself
//! with its arithmetic, and the order, grades and solutions by hand of Killer puzzles.
//!
//! A Killer grid is a classic [`Grid`] whose cages are beside it: every classic technique reads
//! the grid as it does for a classic puzzle (the cages only add rules, so what a row, column or
//! box proves stays true), and the Killer techniques read the cages too. Two things differ from
//! the classic path. A digit placed leaves its cage's other cells as well as its peers
//! ([`apply`]). And the uniqueness techniques and Bivalue Universal Grave + 1 are left out: the
//! deadly patterns they avoid may be broken by a cage's sum, so a Killer with one solution can
//! hold one ([`Technique::is_uniqueness`]).
//!
//! The starting candidates are those a player pencils in before reading any sum: every digit no
//! peer and no cage mate holds. The cages' arithmetic then comes as steps, simplest first:
//! combinations, hidden cage digits, then with the candidates, locked cage digits, the rule of
//! 45 in a unit (first as the cage it cuts in two, then whole), two cages in one unit, the rule
//! of 45 over neighbouring units, between the classic techniques of the same levels
//! ([`ORDER`]).

mod cages;
mod fit;
mod sums;

use crate::board::Board;
use crate::killer::{Cages, Killer};
use crate::logic::grade::{agrees_with, grade_of, makes_progress, trial_step};
use crate::logic::grid::Grid;
use crate::logic::step::{Step, Technique};
use crate::logic::{find as find_classic, Grade, GradeError, Hint, Level, LogicalSolution};
use crate::rules;
use crate::sets::Digits;
use crate::solver::{self, Solution};

/// The Killer techniques in the order a Killer solve tries them before the classic ones of the
/// same level and above: the singles, then the Easy cage techniques, the Medium classic and
/// cage techniques, and the Hard cage techniques; after them come the other classic
/// techniques in their own order ([`order`]).
pub const ORDER: [Technique; 19] = [
    Technique::FullHouse,
    Technique::NakedSingle,
    Technique::HiddenSingle,
    Technique::CageCombinations,
    Technique::HiddenCageDigit,
    Technique::LockedPair,
    Technique::LockedTriple,
    Technique::LockedCandidatesPointing,
    Technique::LockedCandidatesClaiming,
    Technique::CageCandidates,
    Technique::LockedCageDigit,
    Technique::VirtualCage,
    Technique::InniesOuties,
    Technique::NakedPair,
    Technique::NakedTriple,
    Technique::HiddenPair,
    Technique::HiddenTriple,
    Technique::CagesInUnit,
    Technique::GroupInniesOuties,
];

/// Every technique a Killer solve tries, in order: level by level, easiest first, and within
/// a level [`ORDER`], then the classic techniques of the default set it does not hold in their
/// own order, uniqueness left out.
///
/// Level by level, unlike the classic order (where Sue de Coq, an Expert technique, comes
/// before Simple Colors, a Hard one): a Killer's level is that of its hardest technique, so a
/// solve that never reaches for a harder level than it needs gives each Killer the lowest
/// level its techniques allow, and a solve capped at a level ([`solve_within`]) takes exactly
/// the steps of the full one until the full one needs more. The generator relies on it.
pub fn order() -> impl Iterator<Item = Technique> + Clone {
    let rest = Technique::ALL.iter().copied().filter(|t| {
        t.in_default_set()
            && !t.is_killer()
            && !t.is_uniqueness()
            && *t != Technique::Trial
            && !ORDER.contains(t)
    });
    Level::ALL.into_iter().flat_map(move |level| {
        ORDER
            .into_iter()
            .chain(rest.clone())
            .filter(move |t| t.level() == level)
    })
}

/// The grid of a Killer position: `board`'s digits, and in each open cell every digit that no
/// peer and no other cell of its cage holds.
pub fn grid(board: &Board, cages: &Cages) -> Grid {
    Grid::from_parts(board, &plain_candidates(board, cages))
}

/// The grid of a Killer game in progress: `board` with the player's `notes` as candidates, as
/// [`Grid::with_notes`] takes them (a cell without notes gets every digit [`grid`] gives it).
pub fn with_notes(board: &Board, cages: &Cages, notes: &[Digits; 81]) -> Grid {
    let mut candidates = plain_candidates(board, cages);
    for (slot, &note) in candidates.iter_mut().zip(notes.iter()) {
        if !note.is_empty() {
            *slot &= note;
        }
    }
    Grid::from_parts(board, &candidates)
}

/// The classic candidates less the digits placed in each cell's cage.
fn plain_candidates(board: &Board, cages: &Cages) -> [Digits; 81] {
    let mut candidates = rules::candidate_grid(board);
    for cage in cages {
        let placed: Digits = cage.cells().iter().filter_map(|c| board.get(c)).collect();
        for cell in cage.cells() {
            candidates[cell.index()] = candidates[cell.index()] - placed;
        }
    }
    candidates
}

/// Applies `step` to a Killer grid: as [`Grid::apply`], and each digit placed leaves the other
/// cells of its cage too.
pub fn apply(grid: &mut Grid, cages: &Cages, step: &Step) {
    grid.apply(step);
    for placement in &step.placements {
        for cell in cages.cage_of(placement.cell).cells() & grid.empty_cells() {
            grid.eliminate(cell, placement.digit);
        }
    }
}

/// The first instance of `technique` on a Killer grid, or `None`. The uniqueness techniques
/// find nothing here (see the module's documentation).
pub fn find(grid: &Grid, cages: &Cages, technique: Technique) -> Option<Step> {
    use Technique as T;
    match technique {
        T::CageCombinations => cages::cage_combinations(grid, cages),
        T::HiddenCageDigit => cages::hidden_cage_digit(grid, cages),
        T::CageCandidates => cages::cage_candidates(grid, cages),
        T::LockedCageDigit => cages::locked_cage_digit(grid, cages),
        T::CagesInUnit => cages::cages_in_unit(grid, cages),
        T::InniesOuties => sums::innies_outies(grid, cages),
        T::GroupInniesOuties => sums::group_innies_outies(grid, cages),
        T::VirtualCage => sums::virtual_cage(grid, cages),
        _ if technique.is_uniqueness() => None,
        _ => find_classic(grid, technique),
    }
}

/// The next step a player by hand would take on a Killer grid: the first technique in
/// [`order`] that proves something. `None` when the grid is solved or nothing applies.
pub fn next_step(grid: &Grid, cages: &Cages) -> Option<Step> {
    if grid.is_solved() {
        return None;
    }
    order().find_map(|technique| find(grid, cages, technique))
}

/// The hint for a Killer game: [`crate::logic::hint`]'s, with the Killer solver, the cages'
/// candidates and the Killer techniques (`player` holds the givens and the player's entries,
/// `notes` the pencil marks, all empty when the player keeps none).
pub fn hint(killer: &Killer, player: &Board, notes: &[Digits; 81]) -> Hint {
    let cages = &killer.cages;
    crate::logic::hint::hint_by(
        &killer.givens,
        player,
        notes,
        |puzzle| solver::killer::solve(puzzle, cages),
        |board, notes| match notes {
            Some(notes) => with_notes(board, cages, notes),
            None => grid(board, cages),
        },
        |grid| next_step(grid, cages),
    )
}

/// Solves a Killer by always taking the next step ([`next_step`]), trial where nothing
/// applies, and grades it ([`grade_of_killer`]). The puzzle must have exactly one solution.
pub fn solve_logically(killer: &Killer) -> Result<LogicalSolution, GradeError> {
    let cages = &killer.cages;
    let mut puzzle = killer.givens;
    puzzle.mark_givens();
    let solution = match solver::killer::solve(&puzzle, cages) {
        Solution::Unique(solution) => solution,
        Solution::Multiple(_, _) => return Err(GradeError::MultipleSolutions),
        Solution::None => return Err(GradeError::NoSolution),
        Solution::Conflict(cells) => return Err(GradeError::Conflict(cells)),
    };
    let mut grid = grid(&puzzle, cages);
    let mut steps = Vec::new();
    while !grid.is_solved() {
        let step = match next_step(&grid, cages) {
            Some(step) if makes_progress(&grid, &step) => step,
            _ => trial_step(&grid, &solution),
        };
        debug_assert!(agrees_with(&step, &solution), "unsound step {step:?}");
        apply(&mut grid, cages, &step);
        steps.push(step);
    }
    let grade = grade_of_killer(&steps);
    Ok(LogicalSolution {
        steps,
        grade,
        solution,
    })
}

/// Solves `killer` by hand with the techniques up to `cap` only: its steps when they finish
/// it (the very steps of [`solve_logically`], the order being level by level: [`order`]), or
/// the grid where none of them proves anything more. The generator's probe: it stops at the
/// first point that needs a harder level, so it says whether a Killer is too easy for a level
/// (finished below it), too hard (stuck, and where), or at it, without searching the harder
/// techniques. `killer` must have exactly one solution for the answer to mean anything.
pub fn solve_within(killer: &Killer, cap: Level) -> Result<Vec<Step>, Box<Grid>> {
    solve_within_giving_up(killer, cap, &[])
}

/// [`solve_within`], giving up (the grid where it stopped) at the first point where the order
/// reaches one of `give_up`, as if stuck, instead of searching it. Steps it finishes with are
/// still those of [`solve_logically`]: at every point an earlier technique proved something.
/// The generator gives up on the last techniques of its level where they are dear and (as
/// measured on its layouts) almost never the one that goes on: a layout that needs one is
/// dropped, not graded wrongly.
pub fn solve_within_giving_up(
    killer: &Killer,
    cap: Level,
    give_up: &[Technique],
) -> Result<Vec<Step>, Box<Grid>> {
    let cages = &killer.cages;
    let mut grid = grid(&killer.givens, cages);
    let mut steps = Vec::new();
    while !grid.is_solved() {
        let step = order()
            .take_while(|technique| technique.level() <= cap && !give_up.contains(technique))
            .find_map(|technique| find(&grid, cages, technique))
            .filter(|step| makes_progress(&grid, step));
        let Some(step) = step else {
            return Err(Box::new(grid));
        };
        apply(&mut grid, cages, &step);
        steps.push(step);
    }
    Ok(steps)
}

/// The grade of a Killer: see [`solve_logically`].
pub fn grade(killer: &Killer) -> Result<Grade, GradeError> {
    solve_logically(killer).map(|solution| solution.grade)
}

/// The grade of a Killer's steps: the level of its hardest technique. HoDoKu's totals, which
/// raise a classic puzzle's level, were fitted to classic solutions; a Killer's many small cage
/// steps add up differently, so here the score is kept but does not raise the level.
pub fn grade_of_killer(steps: &[Step]) -> Grade {
    let mut grade = grade_of(steps);
    grade.level = steps
        .iter()
        .map(|step| step.technique.level())
        .max()
        .unwrap_or(Level::Easy);
    grade
}

#[cfg(test)]
mod tests;
