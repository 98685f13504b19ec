//! Difficulty grades: solve the puzzle the way a player would, always taking the simplest step, and
//! add up what it took.
//!
//! The rule is HoDoKu's: the level is that of the hardest technique used, raised while the total
//! score exceeds the level's maximum (many medium steps make a hard puzzle). A puzzle the
//! techniques cannot finish gets digits from the solution, as a player guessing right would; each
//! such step is scored like HoDoKu's brute-force step and makes the puzzle Extreme.

use std::fmt;

use crate::board::{Board, Cell};
use crate::l10n::{Localizer, Message};
use crate::logic::grid::Grid;
use crate::logic::roles::Role;
use crate::logic::singles_queue::SinglesQueue;
use crate::logic::step::{Level, Step, StepBuilder, Technique};
use crate::logic::{next_step, next_step_after_singles, Memo};
use crate::sets::{CellSet, Digits};
use crate::solver::{self, Solution};

/// How hard a puzzle is for a player solving by hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grade {
    /// The level: that of the hardest technique, raised by a high total score.
    pub level: Level,
    /// The sum of the scores of all steps.
    pub score: u32,
    /// The techniques used, each once, in order of first use, with how many steps used it.
    pub techniques: Vec<(Technique, u32)>,
    /// Whether the techniques could not finish the puzzle, so some digits had to be guessed.
    pub needs_trial: bool,
}

/// Why a board cannot be graded: it is not a proper puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GradeError {
    /// Digits on the board clash; the set holds both ends of every clash.
    Conflict(CellSet),
    /// No solution.
    NoSolution,
    /// More than one solution.
    MultipleSolutions,
}

impl GradeError {
    /// What is wrong, as a message of the catalogues ("the digits in r1c1 and r1c5 clash").
    pub fn message(&self) -> Message {
        match self {
            GradeError::Conflict(cells) => Message::new("puzzle-clash").cells("cells", *cells),
            GradeError::NoSolution => Message::new("puzzle-no-solution"),
            GradeError::MultipleSolutions => Message::new("puzzle-several-solutions"),
        }
    }
}

impl fmt::Display for GradeError {
    /// What is wrong, in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&Localizer::english().format(&self.message()))
    }
}

impl std::error::Error for GradeError {}

/// A puzzle solved step by step, with its grade.
#[derive(Clone, Debug)]
pub struct LogicalSolution {
    /// Every step, in order.
    pub steps: Vec<Step>,
    /// The grade the steps add up to.
    pub grade: Grade,
    /// The solution.
    pub solution: Board,
}

/// The grade of `puzzle`: see [`solve_logically`].
pub fn grade(puzzle: &Board) -> Result<Grade, GradeError> {
    solve_logically(puzzle).map(|solution| solution.grade)
}

/// Solves `puzzle` by always taking the simplest step, and grades it.
///
/// The puzzle must have exactly one solution (the uniqueness techniques rely on it, and a grade
/// means nothing otherwise); anything else is an error that says what is wrong.
pub fn solve_logically(puzzle: &Board) -> Result<LogicalSolution, GradeError> {
    // Every digit on the board is a given of the puzzle graded: avoidable rectangles reason about
    // which cells were given, and that reasoning needs the givens alone to have one solution.
    let mut puzzle = *puzzle;
    puzzle.mark_givens();
    let puzzle = &puzzle;
    let solution = match solver::solve(puzzle) {
        Solution::Unique(solution) => solution,
        Solution::Multiple(_, _) => return Err(GradeError::MultipleSolutions),
        Solution::None => return Err(GradeError::NoSolution),
        Solution::Conflict(cells) => return Err(GradeError::Conflict(cells)),
    };
    let mut grid = Grid::new(puzzle);
    let mut queue = SinglesQueue::new(puzzle);
    let mut memo = Memo::default();
    let mut steps = Vec::new();
    while !grid.is_solved() {
        // Singles in HoDoKu's order, then the other techniques in order, then trial.
        let single = queue
            .next_single()
            .filter(|step| makes_progress(&grid, step));
        let step = match single.or_else(|| next_step_after_singles(&grid, &mut memo)) {
            Some(step) if makes_progress(&grid, &step) => step,
            _ => match next_step(&grid) {
                Some(step) if makes_progress(&grid, &step) => step,
                _ => trial_step(&grid, &solution),
            },
        };
        debug_assert!(agrees_with(&step, &solution), "unsound step {step:?}");
        grid.apply(&step);
        queue.apply(&step);
        steps.push(step);
    }
    let grade = grade_of(&steps);
    Ok(LogicalSolution {
        steps,
        grade,
        solution,
    })
}

/// The grade of a list of steps, by HoDoKu's rule.
pub(crate) fn grade_of(steps: &[Step]) -> Grade {
    let mut techniques: Vec<(Technique, u32)> = Vec::new();
    let mut score = 0u32;
    let mut level = Level::Easy;
    for step in steps {
        let technique = step.technique;
        score = score.saturating_add(technique.score());
        level = level.max(technique.level());
        match techniques.iter_mut().find(|(t, _)| *t == technique) {
            Some((_, count)) => *count += 1,
            None => techniques.push((technique, 1)),
        }
    }
    while score > level.max_score() {
        level = level.harder();
    }
    let needs_trial = techniques.iter().any(|(t, _)| *t == Technique::Trial);
    Grade {
        level,
        score,
        techniques,
        needs_trial,
    }
}

/// Whether applying `step` changes `grid` (a guard against a step that proves nothing).
pub(crate) fn makes_progress(grid: &Grid, step: &Step) -> bool {
    step.placements.iter().any(|p| grid.value(p.cell).is_none())
        || step.eliminations.iter().any(|e| grid.has(e.cell, e.digit))
}

/// Whether `step` is true of `solution`: it places only solution digits and removes none.
pub(crate) fn agrees_with(step: &Step, solution: &Board) -> bool {
    step.placements
        .iter()
        .all(|p| solution.get(p.cell) == Some(p.digit))
        && step
            .eliminations
            .iter()
            .all(|e| solution.get(e.cell) != Some(e.digit))
}

/// The last resort: the solution's digit in the middle open cell (HoDoKu's choice of cell, so the
/// scores compare).
pub(crate) fn trial_step(grid: &Grid, solution: &Board) -> Step {
    let open: Vec<Cell> = grid.empty_cells().iter().collect();
    let cell = open[open.len() / 2];
    let digit = solution.get(cell).expect("a solution is full");
    StepBuilder::new(Technique::Trial)
        .place(cell, digit)
        .focus(CellSet::single(cell))
        .digits(Digits::single(digit))
        .role(CellSet::single(cell), digit, Role::Pattern)
        .explain(
            Message::new("step-trial")
                .cell("cell", cell)
                .digit("digit", digit),
        )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(line: &str) -> Board {
        line.parse().unwrap()
    }

    #[test]
    fn an_easy_puzzle_needs_only_singles() {
        // Wikipedia's example puzzle.
        let result = solve_logically(&board(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        ))
        .unwrap();
        assert_eq!(result.grade.level, Level::Easy);
        assert!(!result.grade.needs_trial);
        assert!(result.grade.techniques.iter().all(|(t, _)| t.is_single()));
        assert_eq!(result.steps.len(), 51);
        let total: u32 = result.steps.iter().map(|s| s.technique.score()).sum();
        assert_eq!(result.grade.score, total);
    }

    #[test]
    fn boards_that_are_not_puzzles_say_why() {
        assert_eq!(grade(&Board::EMPTY), Err(GradeError::MultipleSolutions));
        let mut clash = Board::EMPTY;
        clash.force(Cell::ALL[0], crate::Digit::new(5));
        clash.force(Cell::ALL[1], crate::Digit::new(5));
        assert!(matches!(grade(&clash), Err(GradeError::Conflict(_))));
        // Two 1s forced out of row 1's only free cells: no solution.
        let none = board(
            ".23456789......1........................................................1........",
        );
        assert_eq!(grade(&none), Err(GradeError::NoSolution));
    }

    #[test]
    fn a_high_score_raises_the_level() {
        let step = |technique| StepBuilder::new(technique).explain(Message::new("step-trial"));
        // Nine naked pairs (60 each, Medium up to 1000) and 100 hidden singles (14 each).
        let mut steps: Vec<Step> = (0..9).map(|_| step(Technique::NakedPair)).collect();
        steps.extend((0..40).map(|_| step(Technique::HiddenSingle)));
        let grade = grade_of(&steps);
        assert_eq!(grade.score, 9 * 60 + 40 * 14);
        assert_eq!(grade.level, Level::Hard, "1100 > 1000, Medium's maximum");
        assert_eq!(
            grade.techniques,
            vec![(Technique::NakedPair, 9), (Technique::HiddenSingle, 40)]
        );
    }

    #[test]
    fn the_hardest_known_puzzles_need_trial() {
        // Arto Inkala's "Everest" (2010, published widely as the world's hardest sudoku).
        let result = solve_logically(&board(
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        ))
        .unwrap();
        assert_eq!(result.grade.level, Level::Extreme);
    }
}
