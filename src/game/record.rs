//! A game as plain data for a save file, and the checks that turn such data back into a game.
//!
//! The record is deliberately separate from [`Game`]: the save format can stay stable while the
//! game's own representation changes, and loading goes through one door that validates
//! everything. A record read from disk may hold anything (a damaged file, a hand edit, a bug in an
//! older version), so nothing in it is trusted: cells and digits are range-checked, the solution
//! must fit the givens, and the history is replayed from the start and must arrive at exactly the
//! saved position. A record that fails any check is refused whole, never half loaded.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Cell, Digit};
use crate::logic::HintLevel;
use crate::sets::Digits;

use super::date::Date;
use super::derived::Derived;
use super::history::{CellChange, CellContent, Edit, History, UndoStep};
use super::marks::{Colour, EntryMode};
use super::moves::Mark;
use super::play::{Game, HintProgress, Origin, PlayOptions, Position, Status, UiState};
use super::puzzle::PuzzleError;
pub use super::puzzle_record::GradeRecord;
use super::puzzle_record::{cages_record, grade_record, puzzle_from};
use super::unknown::UnknownFields;

/// A game as it is written in a save: boards as 81-character lines, cells as indexes 0..81
/// (row-major), digits as 1..=9 (0 for none), notes as bit masks (bit `d` for digit `d`).
///
/// The fields saves have always had must be there; the ones that came later take their
/// defaults when missing, and are left out when they say nothing (the puzzle's own source, no
/// corner notes, no colours).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The givens, as a line (`.` for empty).
    pub puzzle: String,
    /// The solution, as a line.
    pub solution: String,
    /// The grade.
    pub grade: GradeRecord,
    /// A Killer's cages in our one-line format, without the givens (`puzzle` has them); none
    /// for a classic puzzle, and in saves from before Killer games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cages: Option<String>,
    /// The date of the daily puzzle, for a daily game (as `YYYY-MM-DD`).
    pub daily: Option<Date>,
    /// Where the puzzle came from when it is not the game's own (generated, or today's daily
    /// puzzle): `imported`, or `archive` (a past day's daily puzzle, with `daily` its date).
    /// Saves from before it have none: their games count as the game's own, as they did.
    #[serde(default, skip_serializing_if = "Source::is_own")]
    pub source: Source,
    /// The board now (givens and entries), as a line.
    pub board: String,
    /// The centre notes of the 81 cells, as bit masks.
    pub notes: Vec<u16>,
    /// The corner notes of the 81 cells, as bit masks; empty when there are none (and in saves
    /// from before corner notes).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub corner: Vec<u16>,
    /// The colours of the 81 cells (1 to 9, 0 for none); empty when there are none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colours: Vec<u8>,
    /// Every step of the undo history, done and undone.
    pub history: Vec<StepRecord>,
    /// How many steps are done.
    pub cursor: usize,
    /// Time played.
    pub elapsed: Duration,
    /// Mistakes counted.
    pub mistakes: u32,
    /// Hints asked for.
    pub hints_used: u32,
    /// Cells revealed.
    pub reveals: u32,
    /// Moves a hint made; none is not written (older saves have none).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hint_moves: u32,
    /// Playing, paused, won or lost.
    pub status: Status,
    /// The rules moves are played by.
    #[serde(default)]
    pub options: PlayOptions,
    /// The selected cell.
    pub selected: Option<u8>,
    /// What the pad writes (format 1 saves had a notes switch instead: see `save`'s
    /// migrations).
    #[serde(default)]
    pub mode: EntryMode,
    /// The digit chosen for digit-first input.
    pub digit: Option<u8>,
    /// How much of the current hint is shown (`technique`, `cells` or `move`); the hint itself
    /// is found again on load, from the position.
    pub hint_level: Option<String>,
    /// What a newer version saved of this game that this one does not know: kept with the
    /// game, written back as read (a new game starts with none).
    #[serde(flatten)]
    pub unknown: UnknownFields,
}

/// Where a saved game's puzzle came from, beside its daily date: see [`GameRecord::source`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// Generated, or the daily puzzle of the day it was started.
    #[default]
    Own,
    /// Pasted, typed or linked.
    Imported,
    /// A past day's daily puzzle, from the archive.
    Archive,
}

impl Source {
    fn is_own(&self) -> bool {
        *self == Source::Own
    }
}

/// One undo step as it is written in a save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepRecord {
    /// The move that made it.
    pub edit: EditRecord,
    /// Each cell it changed.
    pub changes: Vec<ChangeRecord>,
}

/// One cell's change as it is written in a save: `[cell, digit before, notes before, digit
/// after, notes after]`, followed by `[corner notes before, colour before, corner notes after,
/// colour after]` when either kind changed (digits 0 for none, notes as bit masks, colours 1 to 9
/// or 0). Saves from before corner notes and colours have the first five numbers only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<u16>", into = "Vec<u16>")]
pub struct ChangeRecord {
    /// The cell's index.
    pub cell: u8,
    /// Digit, centre notes, corner notes and colour before.
    pub before: (u8, u16, u16, u8),
    /// The same after.
    pub after: (u8, u16, u16, u8),
}

impl TryFrom<Vec<u16>> for ChangeRecord {
    type Error = String;

    fn try_from(numbers: Vec<u16>) -> Result<ChangeRecord, String> {
        let byte = |i: usize| -> Result<u8, String> {
            u8::try_from(numbers[i]).map_err(|_| format!("change field {i} is {}", numbers[i]))
        };
        let (corner_before, colour_before, corner_after, colour_after) = match numbers.len() {
            5 => (0, 0, 0, 0),
            9 => (numbers[5], byte(6)?, numbers[7], byte(8)?),
            n => return Err(format!("a change has 5 or 9 numbers, not {n}")),
        };
        Ok(ChangeRecord {
            cell: byte(0)?,
            before: (byte(1)?, numbers[2], corner_before, colour_before),
            after: (byte(3)?, numbers[4], corner_after, colour_after),
        })
    }
}

impl From<ChangeRecord> for Vec<u16> {
    fn from(change: ChangeRecord) -> Vec<u16> {
        let (b, a) = (change.before, change.after);
        let mut numbers = vec![
            u16::from(change.cell),
            u16::from(b.0),
            b.1,
            u16::from(a.0),
            a.1,
        ];
        if (b.2, b.3, a.2, a.3) != (0, 0, 0, 0) {
            numbers.extend([b.2, u16::from(b.3), a.2, u16::from(a.3)]);
        }
        numbers
    }
}

/// The move of an undo step as it is written in a save: cells and digits as numbers. A move
/// without cells is its name (`"hint"`), one with them an object of one member:
/// `{"enter":[cell,digit]}`, `{"erase":cell}`, `{"mark":["note",digit]}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)] // each variant mirrors `Edit`
pub enum EditRecord {
    Enter(u8, u8),
    ToggleNote(u8, u8),
    ToggleCornerNote(u8, u8),
    Colour(u8, u8),
    Erase(u8),
    AutoNotes,
    ClearNotes,
    Restart,
    Hint,
    Reveal(u8),
    /// Every selected cell marked: what (`note`, `corner`, `colour` or `erase`) and the digit or
    /// colour (0 for Erase).
    Mark(MarkKind, u8),
}

/// What a [`EditRecord::Mark`] did to its cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MarkKind {
    /// A centre note.
    Note,
    /// A corner note.
    Corner,
    /// A colour.
    Colour,
    /// Each cell emptied a layer.
    Erase,
}

/// Why a record is not a game. Each names what was wrong, for the log and the player's notice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// A board line did not parse.
    Board {
        /// Which board (`puzzle`, `solution`, `board`).
        field: &'static str,
        /// The parser's message.
        message: String,
    },
    /// The solution does not fit the givens.
    Puzzle(PuzzleError),
    /// The grade names an unknown level and the puzzle could not be graded again.
    Grade,
    /// The cages are not a Killer layout in our format (the parser's message).
    Cages(String),
    /// The board changes a given.
    GivenChanged(Cell),
    /// A cell index, digit or note mask is out of range, or a cell holds a digit and notes.
    OutOfRange(&'static str),
    /// Not 81 notes.
    NoteCount(usize),
    /// The cursor is beyond the history.
    Cursor,
    /// The history does not lead to the saved position (or contradicts itself).
    HistoryMismatch {
        /// The step that did not fit (0 for the first).
        step: usize,
    },
    /// The status contradicts the board (won without a complete board, or a complete board not
    /// marked won).
    Status,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Board { field, message } => {
                write!(f, "the {field} is unreadable: {message}")
            }
            RecordError::Puzzle(error) => write!(f, "{error}"),
            RecordError::Grade => f.write_str("the grade is unreadable"),
            RecordError::Cages(message) => write!(f, "the cages are unreadable: {message}"),
            RecordError::GivenChanged(cell) => write!(f, "the board changes the given in {cell}"),
            RecordError::OutOfRange(what) => write!(f, "a {what} is out of range"),
            RecordError::NoteCount(count) => write!(f, "there are {count} cells of notes, not 81"),
            RecordError::Cursor => f.write_str("the undo position is beyond the history"),
            RecordError::HistoryMismatch { step } => {
                write!(f, "undo step {} does not fit the board", step + 1)
            }
            RecordError::Status => f.write_str("the game's status contradicts its board"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Game {
    /// The game as plain data for a save.
    pub fn to_record(&self) -> GameRecord {
        GameRecord {
            puzzle: self.puzzle.givens().to_string(),
            solution: self.puzzle.solution().to_string(),
            grade: grade_record(self.puzzle.grade()),
            cages: cages_record(&self.puzzle),
            daily: self.daily(),
            source: match self.origin {
                Origin::Generated | Origin::Daily(_) => Source::Own,
                Origin::Imported => Source::Imported,
                Origin::Archive(_) => Source::Archive,
            },
            board: self.position.board().to_string(),
            notes: self.position.notes().iter().map(|n| n.bits()).collect(),
            corner: unless_empty(self.position.corner_notes().map(|n| n.bits())),
            colours: unless_empty(
                self.position
                    .colours()
                    .map(|colour| colour.map_or(0, Colour::number)),
            ),
            history: self.history.steps().iter().map(step_record).collect(),
            cursor: self.history.cursor(),
            elapsed: self.elapsed,
            mistakes: self.mistakes,
            hints_used: self.hints_used,
            reveals: self.reveals,
            hint_moves: self.hint_moves,
            status: self.status,
            options: self.options,
            selected: self.ui.selected.map(|cell| cell.index() as u8),
            mode: self.ui.mode,
            digit: self.ui.digit.map(Digit::get),
            hint_level: self.hint.as_ref().map(|h| level_name(h.level).to_string()),
            unknown: self.unknown.clone(),
        }
    }

    /// The game a record describes, after checking every part of it (see the module notes).
    pub fn from_record(record: GameRecord) -> Result<Game, RecordError> {
        Game::from_record_with(record, true)
    }

    /// [`Game::from_record`], but without finding the hint again: for checking that a save reads
    /// back, where the hint (the only costly part: it may search for a hard technique) is not
    /// needed.
    pub(crate) fn check_record(record: GameRecord) -> Result<(), RecordError> {
        Game::from_record_with(record, false).map(drop)
    }

    fn from_record_with(record: GameRecord, find_hint: bool) -> Result<Game, RecordError> {
        let puzzle = puzzle_from(&record)?;
        let givens = *puzzle.givens();
        let saved = saved_position(&record, &givens)?;
        let (position, history) = replay_history(&record, &givens)?;
        if position != saved {
            return Err(RecordError::HistoryMismatch {
                step: history.cursor().saturating_sub(1),
            });
        }
        if (record.status == Status::Won) != puzzle.variant().is_complete(position.board()) {
            return Err(RecordError::Status);
        }
        let ui = ui_state(&record)?;
        let hint_level = record
            .hint_level
            .as_deref()
            .map(|name| level_from_name(name).ok_or(RecordError::OutOfRange("hint level")))
            .transpose()?;

        let origin = match (record.source, record.daily) {
            (Source::Own, None) => Origin::Generated,
            (Source::Own, Some(date)) => Origin::Daily(date),
            (Source::Archive, Some(date)) => Origin::Archive(date),
            (Source::Imported, None) => Origin::Imported,
            (Source::Archive, None) | (Source::Imported, Some(_)) => {
                return Err(RecordError::OutOfRange("source"))
            }
        };
        let mut game = Game::from_parts(puzzle, origin, record.options);
        game.derived = Derived::of(position.board(), &game.puzzle);
        game.position = position;
        game.history = history;
        game.elapsed = record.elapsed;
        game.mistakes = record.mistakes;
        game.hints_used = record.hints_used;
        game.reveals = record.reveals;
        // A version that did not know the field wrote none; the history still shows the
        // hints' moves it holds, so an assisted win is never taken for a best time.
        let hint_steps = game
            .history
            .steps()
            .iter()
            .filter(|step| step.edit == Edit::Hint)
            .count();
        game.hint_moves = record
            .hint_moves
            .max(u32::try_from(hint_steps).unwrap_or(u32::MAX));
        game.unknown = record.unknown;
        game.status = record.status;
        game.ui = ui;
        // The hint is a function of the position, so it is found again rather than stored.
        game.hint = hint_level
            .filter(|_| find_hint && !game.status.is_over())
            .map(|level| HintProgress {
                hint: game
                    .puzzle
                    .hint(game.position.board(), game.position.notes()),
                level,
            });
        Ok(game)
    }
}

/// The position the record says the game is in (board, notes of both kinds, colours), checked:
/// givens kept, masks and colours in range, no notes in a filled cell.
fn saved_position(record: &GameRecord, givens: &Board) -> Result<Position, RecordError> {
    let written = parse_board("board", &record.board)?;
    let mut position = Position::start(givens);
    let per_cell = |values: &[u16], what: &'static str| -> Result<Vec<u16>, RecordError> {
        match values.len() {
            0 => Ok(vec![0; 81]),
            81 => Ok(values.to_vec()),
            n if what == "note" => Err(RecordError::NoteCount(n)),
            _ => Err(RecordError::OutOfRange(what)),
        }
    };
    if record.notes.len() != 81 {
        return Err(RecordError::NoteCount(record.notes.len()));
    }
    let corner = per_cell(&record.corner, "corner note")?;
    let colours: Vec<u16> = record.colours.iter().map(|&c| u16::from(c)).collect();
    let colours = per_cell(&colours, "colour")?;
    for cell in Cell::ALL {
        let i = cell.index();
        let value = match (givens.get(cell), written.get(cell)) {
            (Some(given), value) if value != Some(given) => {
                return Err(RecordError::GivenChanged(cell))
            }
            (_, value) => value,
        };
        let content = content_from(
            value.map_or(0, Digit::get),
            record.notes[i],
            corner[i],
            u8::try_from(colours[i]).map_err(|_| RecordError::OutOfRange("colour"))?,
        )?;
        position.write(cell, content);
    }
    Ok(position)
}

/// The history, replayed from the start: it must reach the saved position at the cursor and stay
/// consistent beyond it (the steps a redo would make). Returns the position at the cursor.
fn replay_history(record: &GameRecord, givens: &Board) -> Result<(Position, History), RecordError> {
    let steps = record
        .history
        .iter()
        .map(|step| undo_step(step, givens))
        .collect::<Result<Vec<_>, _>>()?;
    let history = History::from_parts(steps, record.cursor).ok_or(RecordError::Cursor)?;
    let mut replay = Position::start(givens);
    let mut at_cursor = None;
    for (index, step) in history.steps().iter().enumerate() {
        if index == history.cursor() {
            at_cursor = Some(replay);
        }
        for change in &step.changes {
            if replay.content(change.cell) != change.before {
                return Err(RecordError::HistoryMismatch { step: index });
            }
            replay.write(change.cell, change.after);
        }
    }
    Ok((at_cursor.unwrap_or(replay), history))
}

/// The selection, entry mode and digit-first digit, checked.
fn ui_state(record: &GameRecord) -> Result<UiState, RecordError> {
    let selected = record
        .selected
        .map(|index| Cell::new(usize::from(index)).ok_or(RecordError::OutOfRange("cell")))
        .transpose()?;
    let digit = record
        .digit
        .map(|value| Digit::new(value).ok_or(RecordError::OutOfRange("digit")))
        .transpose()?;
    Ok(UiState {
        selected,
        also: crate::sets::CellSet::EMPTY,
        mode: record.mode,
        digit,
    })
}

/// `values` as written in a save: empty when every one is 0 (nothing to write).
fn unless_empty<T: Copy + Default + PartialEq>(values: [T; 81]) -> Vec<T> {
    if values.iter().all(|v| *v == T::default()) {
        Vec::new()
    } else {
        values.to_vec()
    }
}

pub(super) fn parse_board(field: &'static str, line: &str) -> Result<Board, RecordError> {
    Board::parse(line).map_err(|error| RecordError::Board {
        field,
        message: error.to_string(),
    })
}

fn level_name(level: HintLevel) -> &'static str {
    match level {
        HintLevel::Technique => "technique",
        HintLevel::Cells => "cells",
        HintLevel::Move => "move",
    }
}

fn level_from_name(name: &str) -> Option<HintLevel> {
    HintLevel::ALL
        .into_iter()
        .find(|&level| level_name(level) == name)
}

fn cell_index(cell: Cell) -> u8 {
    cell.index() as u8
}

fn step_record(step: &UndoStep) -> StepRecord {
    let edit = match step.edit {
        Edit::Enter(cell, digit) => EditRecord::Enter(cell_index(cell), digit.get()),
        Edit::ToggleNote(cell, digit) => EditRecord::ToggleNote(cell_index(cell), digit.get()),
        Edit::ToggleCornerNote(cell, digit) => {
            EditRecord::ToggleCornerNote(cell_index(cell), digit.get())
        }
        Edit::Colour(cell, colour) => {
            EditRecord::Colour(cell_index(cell), colour.map_or(0, Colour::number))
        }
        Edit::Erase(cell) => EditRecord::Erase(cell_index(cell)),
        Edit::AutoNotes => EditRecord::AutoNotes,
        Edit::ClearNotes => EditRecord::ClearNotes,
        Edit::Restart => EditRecord::Restart,
        Edit::Hint => EditRecord::Hint,
        Edit::Reveal(cell) => EditRecord::Reveal(cell_index(cell)),
        Edit::Mark(mark) => match mark {
            Mark::Note(digit) => EditRecord::Mark(MarkKind::Note, digit.get()),
            Mark::CornerNote(digit) => EditRecord::Mark(MarkKind::Corner, digit.get()),
            Mark::Colour(colour) => EditRecord::Mark(MarkKind::Colour, colour.number()),
            Mark::Erase => EditRecord::Mark(MarkKind::Erase, 0),
        },
    };
    let numbers = |content: CellContent| {
        (
            content.value.map_or(0, Digit::get),
            content.notes.bits(),
            content.corner.bits(),
            content.colour.map_or(0, Colour::number),
        )
    };
    StepRecord {
        edit,
        changes: step
            .changes
            .iter()
            .map(|change| ChangeRecord {
                cell: cell_index(change.cell),
                before: numbers(change.before),
                after: numbers(change.after),
            })
            .collect(),
    }
}

fn cell_from(index: u8) -> Result<Cell, RecordError> {
    Cell::new(usize::from(index)).ok_or(RecordError::OutOfRange("cell"))
}

fn digit_from(value: u8) -> Result<Digit, RecordError> {
    Digit::new(value).ok_or(RecordError::OutOfRange("digit"))
}

fn colour_from(number: u8) -> Result<Option<Colour>, RecordError> {
    match number {
        0 => Ok(None),
        number => Colour::new(number)
            .map(Some)
            .ok_or(RecordError::OutOfRange("colour")),
    }
}

fn content_from(
    value: u8,
    notes: u16,
    corner: u16,
    colour: u8,
) -> Result<CellContent, RecordError> {
    let value = match value {
        0 => None,
        value => Some(digit_from(value)?),
    };
    let notes = Digits::from_bits(notes).ok_or(RecordError::OutOfRange("note"))?;
    let corner = Digits::from_bits(corner).ok_or(RecordError::OutOfRange("corner note"))?;
    if value.is_some() && !(notes.is_empty() && corner.is_empty()) {
        return Err(RecordError::OutOfRange("cell with notes and a digit"));
    }
    Ok(CellContent {
        value,
        notes,
        corner,
        colour: colour_from(colour)?,
    })
}

fn undo_step(record: &StepRecord, givens: &Board) -> Result<UndoStep, RecordError> {
    let edit = match record.edit {
        EditRecord::Enter(cell, digit) => Edit::Enter(cell_from(cell)?, digit_from(digit)?),
        EditRecord::ToggleNote(cell, digit) => {
            Edit::ToggleNote(cell_from(cell)?, digit_from(digit)?)
        }
        EditRecord::ToggleCornerNote(cell, digit) => {
            Edit::ToggleCornerNote(cell_from(cell)?, digit_from(digit)?)
        }
        EditRecord::Colour(cell, colour) => Edit::Colour(cell_from(cell)?, colour_from(colour)?),
        EditRecord::Erase(cell) => Edit::Erase(cell_from(cell)?),
        EditRecord::AutoNotes => Edit::AutoNotes,
        EditRecord::ClearNotes => Edit::ClearNotes,
        EditRecord::Restart => Edit::Restart,
        EditRecord::Hint => Edit::Hint,
        EditRecord::Reveal(cell) => Edit::Reveal(cell_from(cell)?),
        EditRecord::Mark(kind, value) => Edit::Mark(match kind {
            MarkKind::Note => Mark::Note(digit_from(value)?),
            MarkKind::Corner => Mark::CornerNote(digit_from(value)?),
            MarkKind::Colour => {
                Mark::Colour(colour_from(value)?.ok_or(RecordError::OutOfRange("colour"))?)
            }
            MarkKind::Erase => Mark::Erase,
        }),
    };
    let mut changes = Vec::with_capacity(record.changes.len());
    let mut last: Option<Cell> = None;
    for change in &record.changes {
        let cell = cell_from(change.cell)?;
        // Each cell once, in order: what the game itself records.
        if last.is_some_and(|last| last >= cell) {
            return Err(RecordError::OutOfRange("cell order"));
        }
        last = Some(cell);
        let (b, a) = (change.before, change.after);
        let before = content_from(b.0, b.1, b.2, b.3)?;
        let after = content_from(a.0, a.1, a.2, a.3)?;
        // A given keeps its digit and never has notes: only its colour changes.
        if let Some(given) = givens.get(cell) {
            let untouched = |content: CellContent| {
                content.value == Some(given)
                    && content.notes.is_empty()
                    && content.corner.is_empty()
            };
            if !untouched(before) || !untouched(after) {
                return Err(RecordError::GivenChanged(cell));
            }
        }
        changes.push(CellChange {
            cell,
            before,
            after,
        });
    }
    Ok(UndoStep { edit, changes })
}

/// Whether a count is nothing, which a save leaves out.
fn is_zero(n: &u32) -> bool {
    *n == 0
}
