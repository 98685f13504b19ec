//! Hints for a game in progress: first the mistakes, then the next logical step, told in three
//! steps so a player can stop as soon as they see it (the technique and where, then the cells, then
//! the move).

use std::fmt;

use crate::board::{Board, Cell, Digit};
use crate::l10n::{Localizer, Message};
use crate::logic::grade::{trial_step, GradeError};
use crate::logic::grid::Grid;
use crate::logic::next_step;
use crate::logic::step::{Step, Technique};
use crate::sets::{CellSet, Digits};
use crate::solver::{self, Solution};

/// How much of a hint to tell: each level says more than the one before.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HintLevel {
    /// The technique and where to look: "Look at box 5 for a hidden single."
    Technique,
    /// The cells that make the pattern.
    Cells,
    /// The whole step: the reasoning and the move.
    Move,
}

impl HintLevel {
    /// The levels in the order a player asks for them.
    pub const ALL: [HintLevel; 3] = [HintLevel::Technique, HintLevel::Cells, HintLevel::Move];

    /// The next level, or `None` after the last.
    pub const fn next(self) -> Option<HintLevel> {
        match self {
            HintLevel::Technique => Some(HintLevel::Cells),
            HintLevel::Cells => Some(HintLevel::Move),
            HintLevel::Move => None,
        }
    }
}

/// What a player should know next about their game.
// The step is by far the most common hint and the front end matches on it by value; boxing it to
// even out the variants would change that API for no measurable gain (a hint is made per request).
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hint {
    /// The puzzle itself is not proper (clashing givens, no solution or several), so no hint can
    /// be trusted.
    NotProper(GradeError),
    /// An entry of the player differs from the solution. Mistakes come first: every later step
    /// would build on them.
    Mistake {
        /// The cell.
        cell: Cell,
        /// What the player wrote there.
        entered: Digit,
        /// What belongs there.
        correct: Digit,
    },
    /// The player's notes in a cell leave out the digit that belongs there, so steps built on
    /// those notes could go wrong.
    MissingNote {
        /// The cell.
        cell: Cell,
        /// The digit the notes lack.
        digit: Digit,
    },
    /// The board is solved.
    Solved,
    /// The next logical step, on the player's notes when they have any.
    Step(Step),
}

/// Whether the player's `notes` on `board` are a candidate grid a hint can work from: every
/// empty cell of the board has at least one note.
///
/// A player who keeps candidates (filled by Auto, or written cell by cell) has them in every
/// empty cell, and has taken out of them what they found; a hint then starts from them, so it
/// never tells them to remove what they already removed. Notes in a few cells are something
/// else: a digit jotted as a reminder, a pair seen in a box. Read as candidates, a jotted 3
/// would say the cell can hold nothing but 3, so until the notes cover the board a hint works
/// from the board's own candidates and leaves the notes alone.
pub fn notes_are_candidates(board: &Board, notes: &[Digits; 81]) -> bool {
    board
        .empty_cells()
        .iter()
        .all(|cell| !notes[cell.index()].is_empty())
}

/// The hint for a game of `puzzle` (its givens) at `player` (givens and the player's entries) with
/// the player's `notes` (pencil marks per cell; all empty when the player keeps none).
///
/// Where the notes are a candidate grid ([`notes_are_candidates`]), the hint works from them: a
/// cell whose notes lack its digit is told first ([`Hint::MissingNote`]), and the next step's
/// eliminations are of the player's own notes. Otherwise the candidates come from the board,
/// and the notes are left out.
pub fn hint(puzzle: &Board, player: &Board, notes: &[Digits; 81]) -> Hint {
    hint_by(
        puzzle,
        player,
        notes,
        solver::solve,
        |board, notes| match notes {
            Some(notes) => Grid::with_notes(board, notes),
            None => Grid::new(board),
        },
        next_step,
    )
}

/// The hint of [`hint`] for any kind of puzzle, given its solver, its grid of a position (from
/// the notes when they are a candidate grid) and its next step: the Killer hint is this with
/// the cages' ([`crate::logic::killer::hint`]).
pub(crate) fn hint_by(
    puzzle: &Board,
    player: &Board,
    notes: &[Digits; 81],
    solve: impl FnOnce(&Board) -> Solution,
    grid_of: impl FnOnce(&Board, Option<&[Digits; 81]>) -> Grid,
    next: impl FnOnce(&Grid) -> Option<Step>,
) -> Hint {
    // The puzzle's digits are its givens, whether or not the board marks them so.
    let mut puzzle = *puzzle;
    puzzle.mark_givens();
    let puzzle = &puzzle;
    let solution = match solve(puzzle) {
        Solution::Unique(solution) => solution,
        Solution::Multiple(_, _) => return Hint::NotProper(GradeError::MultipleSolutions),
        Solution::None => return Hint::NotProper(GradeError::NoSolution),
        Solution::Conflict(cells) => return Hint::NotProper(GradeError::Conflict(cells)),
    };
    // The player's entries on the puzzle's givens (a given cannot be changed in a game).
    let mut board = *puzzle;
    for cell in !puzzle.givens() {
        board.force(cell, player.get(cell));
    }
    let candidates = notes_are_candidates(&board, notes);
    for cell in Cell::ALL {
        let correct = solution.get(cell).expect("a solution is full");
        match board.get(cell) {
            Some(entered) if entered != correct => {
                return Hint::Mistake {
                    cell,
                    entered,
                    correct,
                }
            }
            None if candidates && !notes[cell.index()].contains(correct) => {
                return Hint::MissingNote {
                    cell,
                    digit: correct,
                }
            }
            _ => {}
        }
    }
    if board.is_full() {
        return Hint::Solved;
    }
    let grid = grid_of(&board, candidates.then_some(notes));
    match next(&grid) {
        Some(step) => Hint::Step(step),
        None => Hint::Step(trial_step(&grid, &solution)),
    }
}

impl Hint {
    /// The hint as a player reads it at `level`, in English.
    pub fn text(&self, level: HintLevel) -> String {
        Localizer::english().format(&self.message(level))
    }

    /// The hint at `level` as a message of the catalogues, for any language.
    pub fn message(&self, level: HintLevel) -> Message {
        match self {
            Hint::NotProper(error) => {
                Message::new("hint-not-proper").message("error", error.message())
            }
            Hint::Mistake {
                cell,
                entered,
                correct,
            } => match level {
                // Each press tells more: that a digit is wrong, then where, then what it must be.
                HintLevel::Technique => Message::new("hint-mistake-somewhere"),
                HintLevel::Cells => Message::new("hint-mistake")
                    .cell("cell", *cell)
                    .digit("entered", *entered),
                HintLevel::Move => Message::new("hint-mistake-move")
                    .cell("cell", *cell)
                    .digit("entered", *entered)
                    .digit("correct", *correct),
            },
            Hint::MissingNote { cell, digit } => match level {
                HintLevel::Technique => Message::new("hint-missing-note"),
                HintLevel::Cells => Message::new("hint-missing-note-cell").cell("cell", *cell),
                HintLevel::Move => Message::new("hint-missing-note-move")
                    .cell("cell", *cell)
                    .digit("digit", *digit),
            },
            Hint::Solved => Message::new("hint-solved"),
            Hint::Step(step) => match level {
                HintLevel::Technique => where_to_look(step),
                HintLevel::Cells => Message::new("hint-cells")
                    .message("technique", step.technique.message())
                    .cells("cells", step.focus_cells),
                HintLevel::Move => step.explanation.clone(),
            },
        }
    }

    /// The cells a game should highlight for this hint at `level`.
    pub fn cells(&self, level: HintLevel) -> CellSet {
        match (self, level) {
            // That something is wrong, not yet where.
            (Hint::Mistake { .. } | Hint::MissingNote { .. }, HintLevel::Technique) => {
                CellSet::EMPTY
            }
            (Hint::Mistake { cell, .. } | Hint::MissingNote { cell, .. }, _) => {
                CellSet::single(*cell)
            }
            (Hint::Step(step), HintLevel::Technique) => {
                step.units.first().map_or(CellSet::EMPTY, |u| u.cell_set())
            }
            (Hint::Step(step), HintLevel::Cells) => step.focus_cells,
            (Hint::Step(step), HintLevel::Move) => step.focus_cells | step.target_cells(),
            _ => CellSet::EMPTY,
        }
    }
}

impl fmt::Display for Hint {
    /// The whole hint (its last level).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(HintLevel::Move))
    }
}

/// "Look at box 5 for a hidden single." or "Look for an X-Wing on the 4s."
fn where_to_look(step: &Step) -> Message {
    let about_one_digit = matches!(
        step.technique,
        Technique::XWing
            | Technique::Swordfish
            | Technique::Jellyfish
            | Technique::Skyscraper
            | Technique::TwoStringKite
            | Technique::TurbotFish
            | Technique::EmptyRectangle
            | Technique::FinnedXWing
            | Technique::SashimiXWing
            | Technique::FinnedSwordfish
            | Technique::SashimiSwordfish
            | Technique::FinnedJellyfish
            | Technique::SashimiJellyfish
            | Technique::SimpleColors
            | Technique::MultiColors
            | Technique::XChain
    );
    let technique = step.technique.indefinite();
    if about_one_digit {
        if let Some(digit) = step.digits.single_digit() {
            return Message::new("hint-look-digit")
                .message("technique", technique)
                .digit("digit", digit);
        }
    }
    if step.technique == Technique::Trial {
        return Message::new("hint-trial");
    }
    match step.units.first() {
        Some(&unit) if !matches!(step.technique, Technique::XyChain | Technique::NiceLoop) => {
            Message::new("hint-look-unit")
                .unit("unit", unit)
                .message("technique", technique)
        }
        _ => Message::new("hint-look").message("technique", technique),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    fn board(line: &str) -> Board {
        let mut board: Board = line.parse().unwrap();
        board.mark_givens();
        board
    }

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row, col).unwrap()
    }

    #[test]
    fn a_wrong_entry_comes_first_and_names_the_cell() {
        let puzzle = board(PUZZLE);
        let mut player = puzzle;
        player.set(cell(0, 2), Digit::new(1)).unwrap();
        let hint = hint(&puzzle, &player, &[Digits::EMPTY; 81]);
        assert_eq!(
            hint,
            Hint::Mistake {
                cell: cell(0, 2),
                entered: Digit::new(1).unwrap(),
                correct: Digit::new(4).unwrap()
            }
        );
        // Each level tells more, and shows more: that one is wrong, then where, then what.
        assert_eq!(
            hint.text(HintLevel::Technique),
            "One of the digits on the board is wrong."
        );
        assert!(hint.cells(HintLevel::Technique).is_empty());
        assert!(hint.text(HintLevel::Cells).starts_with("r1c3 holds 1"));
        assert_eq!(hint.cells(HintLevel::Cells), CellSet::single(cell(0, 2)));
        assert_eq!(
            hint.text(HintLevel::Move),
            "r1c3 holds 1, but it must be 4."
        );
        let texts: Vec<String> = HintLevel::ALL.iter().map(|&l| hint.text(l)).collect();
        assert!(texts[0] != texts[1] && texts[1] != texts[2], "{texts:?}");
    }

    #[test]
    fn the_next_step_comes_in_three_levels() {
        let puzzle = board(PUZZLE);
        let hint = hint(&puzzle, &puzzle, &[Digits::EMPTY; 81]);
        let Hint::Step(step) = &hint else {
            panic!("expected a step, got {hint:?}");
        };
        assert!(step.technique.is_single());
        let first = hint.text(HintLevel::Technique);
        assert!(first.starts_with("Look at "), "{first}");
        assert!(hint
            .text(HintLevel::Cells)
            .contains(&step.focus_cells.first().unwrap().to_string()));
        assert_eq!(hint.text(HintLevel::Move), step.text());
    }

    /// Every empty cell's candidates, as Auto fills them.
    fn full_notes(puzzle: &Board) -> [Digits; 81] {
        let mut notes = crate::rules::candidate_grid(puzzle);
        for c in puzzle.givens() {
            notes[c.index()] = Digits::EMPTY;
        }
        notes
    }

    #[test]
    fn notes_without_the_right_digit_are_reported() {
        let puzzle = board(PUZZLE);
        let mut notes = full_notes(&puzzle);
        notes[cell(0, 2).index()] = Digits::single(Digit::new(2).unwrap());
        let hint = hint(&puzzle, &puzzle, &notes);
        assert_eq!(
            hint,
            Hint::MissingNote {
                cell: cell(0, 2),
                digit: Digit::new(4).unwrap()
            }
        );
    }

    #[test]
    fn a_note_jotted_in_one_cell_takes_nothing_over() {
        // The players' report: one centre note, 3, in a cell whose digit is another (here r2c2,
        // a 7). The notes are no candidate grid, so the hint is the one the board gives, as
        // with no notes at all.
        let puzzle = board(PUZZLE);
        let mut notes = [Digits::EMPTY; 81];
        notes[cell(1, 1).index()] = Digits::single(Digit::new(3).unwrap());
        assert!(!notes_are_candidates(&puzzle, &notes));
        let without = hint(&puzzle, &puzzle, &[Digits::EMPTY; 81]);
        assert!(matches!(without, Hint::Step(_)), "{without:?}");
        assert_eq!(hint(&puzzle, &puzzle, &notes), without);
        // Nor does a jot that happens to be the digit: r1c3's 4 alone is no naked single.
        notes[cell(0, 2).index()] = Digits::single(Digit::new(4).unwrap());
        assert_eq!(hint(&puzzle, &puzzle, &notes), without);
        // Notes in every empty cell are the player's candidates, read as such.
        assert!(notes_are_candidates(&puzzle, &full_notes(&puzzle)));
        assert!(notes_are_candidates(&board(SOLVED), &[Digits::EMPTY; 81]));
    }

    #[test]
    fn eliminations_apply_to_the_players_notes() {
        // Full notes everywhere except that one cell's candidates are already narrowed: the hint
        // works from the notes, so it never tells the player to remove what they already removed.
        let puzzle = board(PUZZLE);
        let solved = board(SOLVED);
        let mut notes = full_notes(&puzzle);
        notes[cell(0, 2).index()] = Digits::single(solved.get(cell(0, 2)).unwrap());
        let hint = hint(&puzzle, &puzzle, &notes);
        let Hint::Step(step) = hint else {
            panic!("expected a step");
        };
        // r1c3 has one note left: the first step is that naked single.
        assert_eq!(step.technique, Technique::NakedSingle);
        assert_eq!(step.placements[0].cell, cell(0, 2));
    }

    #[test]
    fn a_solved_board_and_an_improper_puzzle_get_plain_answers() {
        let puzzle = board(PUZZLE);
        let solved = board(SOLVED);
        let mut full = puzzle;
        for c in !puzzle.givens() {
            full.set(c, solved.get(c)).unwrap();
        }
        assert_eq!(hint(&puzzle, &full, &[Digits::EMPTY; 81]), Hint::Solved);
        let empty = Board::EMPTY;
        let answer = hint(&empty, &empty, &[Digits::EMPTY; 81]);
        assert_eq!(answer, Hint::NotProper(GradeError::MultipleSolutions));
        assert_eq!(
            answer.text(HintLevel::Technique),
            "No hint: the puzzle has more than one solution."
        );
    }

    #[test]
    fn names_read_as_common_nouns() {
        let english = |t: Technique| Localizer::english().format(&t.indefinite());
        assert_eq!(english(Technique::HiddenSingle), "a hidden single");
        assert_eq!(english(Technique::XWing), "an X-Wing");
        assert_eq!(english(Technique::SueDeCoq), "a Sue de Coq");
    }
}
