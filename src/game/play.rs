//! The game: a puzzle, the player's position on it, the history that got there, and the rules
//! that turn a [`Move`] into an [`Outcome`].

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::board::{Board, Cell, Digit};
use crate::logic::{self, Grade, Hint, HintLevel};
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

use super::date::Date;
use super::derived::Derived;
use super::history::{CellChange, CellContent, Edit, History, UndoStep};
use super::marks::{Colour, EntryMode};
use super::moves::{Direction, Ignored, Mark, Move, Outcome};
use super::puzzle::Puzzle;
use super::settings::Settings;

/// Where a game stands. Saved by its name (`"paused"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// The clock runs and moves are taken.
    Playing,
    /// The clock is stopped and the board hidden; only resuming does anything.
    Paused,
    /// The board is complete: every cell filled, no clash.
    Won,
    /// The mistake limit was reached. To try the same puzzle again, start a new game of it
    /// (`Game::new(game.puzzle().clone(), &settings)`).
    Lost,
}

impl Status {
    /// Whether the game has ended (won or lost).
    pub const fn is_over(self) -> bool {
        matches!(self, Status::Won | Status::Lost)
    }
}

/// The settings that change what a move does (as opposed to what is drawn), kept by the game so
/// that [`Game::apply`] needs nothing but the move. In a save, an option it lacks takes its
/// default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayOptions {
    /// Count entries that contradict the solution as mistakes.
    pub check_mistakes: bool,
    /// The number of mistakes that loses the game, if any.
    pub mistake_limit: Option<u32>,
    /// Remove an entered digit from its peers' notes.
    pub auto_remove_notes: bool,
}

impl Default for PlayOptions {
    fn default() -> PlayOptions {
        PlayOptions::from(&Settings::default())
    }
}

impl From<&Settings> for PlayOptions {
    fn from(settings: &Settings) -> PlayOptions {
        PlayOptions {
            check_mistakes: settings.check_mistakes,
            mistake_limit: settings.mistake_limit,
            auto_remove_notes: settings.auto_remove_notes,
        }
    }
}

/// The player's position: the board (givens and entries), the notes of both kinds and the
/// colours of every cell. This, and only this, is what undo and redo change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    notes: [Digits; 81],
    corner: [Digits; 81],
    colours: [Option<Colour>; 81],
}

impl Position {
    /// The starting position of `puzzle`: its givens, no entries, notes or colours.
    pub(super) fn start(puzzle: &Board) -> Position {
        Position {
            board: *puzzle,
            notes: [Digits::EMPTY; 81],
            corner: [Digits::EMPTY; 81],
            colours: [None; 81],
        }
    }

    /// The corner notes of every cell, indexed by [`Cell::index`]; empty for filled cells.
    pub fn corner_notes(&self) -> &[Digits; 81] {
        &self.corner
    }

    /// The colour of every cell, indexed by [`Cell::index`].
    pub fn colours(&self) -> &[Option<Colour>; 81] {
        &self.colours
    }

    /// The board: givens (marked) and the player's entries.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The centre notes of every cell, indexed by [`Cell::index`]; empty for filled cells.
    pub fn notes(&self) -> &[Digits; 81] {
        &self.notes
    }

    /// What `cell` holds.
    pub fn content(&self, cell: Cell) -> CellContent {
        CellContent {
            value: self.board.get(cell),
            notes: self.notes[cell.index()],
            corner: self.corner[cell.index()],
            colour: self.colours[cell.index()],
        }
    }

    /// Writes `content` into `cell`. A given keeps its digit (the history changes only its
    /// colour).
    pub(super) fn write(&mut self, cell: Cell, content: CellContent) {
        if !self.board.is_given(cell) {
            let written = self.board.set(cell, content.value);
            debug_assert!(written.is_ok(), "{cell} is not a given");
        }
        self.notes[cell.index()] = content.notes;
        self.corner[cell.index()] = content.corner;
        self.colours[cell.index()] = content.colour;
    }

    /// The changes that turn `self` into `after`, cell by cell in row-major order.
    fn changes_to(&self, after: &Position) -> Vec<CellChange> {
        Cell::ALL
            .iter()
            .filter_map(|&cell| {
                let (before, after) = (self.content(cell), after.content(cell));
                (before != after).then_some(CellChange {
                    cell,
                    before,
                    after,
                })
            })
            .collect()
    }
}

/// UI state: what the player is looking at. Saved, so a player returns exactly where they were,
/// but never part of the undo history.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct UiState {
    /// The selected cell: where the selection goes on from (the arrows, a digit).
    pub selected: Option<Cell>,
    /// The other cells selected with it (a drag, Ctrl or Shift): notes, colours and Erase
    /// apply to them all. Not saved: a game comes back with its one selected cell.
    pub also: CellSet,
    /// What the pad writes: digits, centre or corner notes, or colours.
    pub mode: EntryMode,
    /// The digit chosen for digit-first input.
    pub digit: Option<Digit>,
}

/// A hint being shown, and how much of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct HintProgress {
    pub(super) hint: Hint,
    pub(super) level: HintLevel,
}

/// Where a game's puzzle came from, which decides what its end counts towards: the game's own
/// puzzles (generated, and the daily puzzle) make the statistics, best times and streaks; a
/// puzzle brought in from elsewhere could be nearly solved (three empty cells are a best time no
/// one can beat), so it is recorded apart; and a past day's daily puzzle counts toward the
/// archive alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Made by the generator.
    Generated,
    /// The daily puzzle of its date, started on that date.
    Daily(Date),
    /// A past day's daily puzzle, played from the archive.
    Archive(Date),
    /// Pasted, typed on the board, or opened from a link.
    Imported,
}

/// A game of Sudoku: the puzzle, the player's position, the undo history, the clock, the mistakes
/// and hints counted so far, the status and the UI state.
///
/// A game changes only through [`Game::apply`] (moves) and [`Game::tick`] (the clock, advanced
/// by the caller: nothing here reads a clock, so every behaviour is reproducible in a test).
/// Everything it holds survives a save: see [`crate::save`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(super) puzzle: Puzzle,
    pub(super) origin: Origin,
    pub(super) position: Position,
    pub(super) history: History,
    pub(super) elapsed: Duration,
    pub(super) mistakes: u32,
    pub(super) hints_used: u32,
    pub(super) reveals: u32,
    pub(super) hint_moves: u32,
    pub(super) status: Status,
    pub(super) options: PlayOptions,
    pub(super) ui: UiState,
    pub(super) hint: Option<HintProgress>,
    pub(super) derived: Derived,
    /// What a newer version saved of this game that this one does not know (see
    /// [`UnknownFields`](super::UnknownFields)).
    pub(super) unknown: super::UnknownFields,
}

impl Game {
    /// A new game of a generated `puzzle`, played by `settings`' rules (mistake checking, the
    /// limit, notes removal).
    pub fn new(puzzle: Puzzle, settings: &Settings) -> Game {
        Game::from_parts(puzzle, Origin::Generated, PlayOptions::from(settings))
    }

    /// A new game of the daily puzzle of `date`: the date goes into the save, and winning counts
    /// towards the daily streak of consecutive dates (see [`Statistics`](super::Statistics)).
    pub fn new_daily(puzzle: Puzzle, settings: &Settings, date: Date) -> Game {
        Game::from_parts(puzzle, Origin::Daily(date), PlayOptions::from(settings))
    }

    /// A new game of `puzzle`, which came from `origin`: what its end counts towards.
    pub fn with_origin(puzzle: Puzzle, origin: Origin, settings: &Settings) -> Game {
        Game::from_parts(puzzle, origin, PlayOptions::from(settings))
    }

    /// A game of `puzzle` from a position part-way through its solution: the digits of
    /// `board` that are not givens entered, and `notes` the candidates left in its empty cells
    /// (a practice position, with the candidates earlier steps left). Undo goes back no
    /// further than this position: it is where the game starts.
    pub fn from_position(
        puzzle: Puzzle,
        origin: Origin,
        settings: &Settings,
        board: &Board,
        notes: &[Digits; 81],
    ) -> Game {
        let mut game = Game::from_parts(puzzle, origin, PlayOptions::from(settings));
        let givens = *game.puzzle.givens();
        for cell in !givens.givens() {
            let value = board.get(cell);
            game.position.board.force(cell, value);
            if value.is_none() {
                game.position.notes[cell.index()] = notes[cell.index()];
            }
        }
        game.derived = Derived::of(&game.position.board, &game.puzzle);
        game
    }

    /// Shows `step` whole on the board, as a hint followed to its end shows it (a practice
    /// position's step, once the player found it). It is not counted as a hint asked for.
    pub(super) fn show_step(&mut self, step: crate::logic::Step) {
        self.hint = Some(HintProgress {
            hint: Hint::Step(step),
            level: HintLevel::Move,
        });
    }

    pub(super) fn from_parts(puzzle: Puzzle, origin: Origin, options: PlayOptions) -> Game {
        let position = Position::start(puzzle.givens());
        let derived = Derived::of(&position.board, &puzzle);
        Game {
            puzzle,
            origin,
            position,
            history: History::new(),
            elapsed: Duration::ZERO,
            mistakes: 0,
            hints_used: 0,
            reveals: 0,
            hint_moves: 0,
            status: Status::Playing,
            options,
            ui: UiState::default(),
            hint: None,
            derived,
            unknown: super::UnknownFields::default(),
        }
    }

    /// Takes the settings that change what moves do; they apply from the next move on (mistakes
    /// already counted stay counted). The front end calls it whenever the player changes a
    /// setting; a loaded game keeps the options it was saved with until then.
    pub fn set_options(&mut self, settings: &Settings) {
        self.options = PlayOptions::from(settings);
    }

    /// The rules moves are played by.
    pub fn options(&self) -> PlayOptions {
        self.options
    }

    /// The puzzle: givens, solution and grade.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The grade of the puzzle.
    pub fn grade(&self) -> &Grade {
        self.puzzle.grade()
    }

    /// The date of the daily puzzle, when this game is one (today's, or a past day's from the
    /// archive).
    pub fn daily(&self) -> Option<Date> {
        match self.origin {
            Origin::Daily(date) | Origin::Archive(date) => Some(date),
            Origin::Generated | Origin::Imported => None,
        }
    }

    /// Where the puzzle came from.
    pub fn origin(&self) -> Origin {
        self.origin
    }

    /// The player's position: board and notes.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The board: givens and entries.
    pub fn board(&self) -> &Board {
        &self.position.board
    }

    /// The notes of `cell` (empty for a filled cell).
    pub fn notes(&self, cell: Cell) -> Digits {
        self.position.notes[cell.index()]
    }

    /// The undo history.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Whether [`Move::Undo`] would do something.
    pub fn can_undo(&self) -> bool {
        self.status == Status::Playing && self.history.can_undo()
    }

    /// Whether [`Move::Redo`] would do something.
    pub fn can_redo(&self) -> bool {
        self.status == Status::Playing && self.history.can_redo()
    }

    /// Playing, paused, won or lost.
    pub fn status(&self) -> Status {
        self.status
    }

    /// The time played: the sum of the durations passed to [`Game::tick`] while playing.
    pub fn elapsed(&self) -> Duration {
        self.elapsed
    }

    /// Mistakes counted (wrong entries while mistake checking was on). Undo does not take one
    /// back: the count is the player's record, not part of the position.
    pub fn mistakes(&self) -> u32 {
        self.mistakes
    }

    /// Hints asked for (each new hint counts once, however far it is followed).
    pub fn hints_used(&self) -> u32 {
        self.hints_used
    }

    /// Cells revealed.
    pub fn reveals(&self) -> u32 {
        self.reveals
    }

    /// Moves a hint made for the player (its last level followed), undone or not.
    pub fn hint_moves(&self) -> u32 {
        self.hint_moves
    }

    /// Whether a hint or a reveal made a move of this game: its win then counts, but its time
    /// is no record the player set, so it is no best time.
    pub fn assisted(&self) -> bool {
        self.hint_moves > 0 || self.reveals > 0
    }

    /// The UI state: selection, notes mode, digit-first digit.
    pub fn ui(&self) -> UiState {
        self.ui
    }

    /// The selected cell.
    pub fn selected(&self) -> Option<Cell> {
        self.ui.selected
    }

    /// Every cell that clashes (both ends of every clash): with a peer, and in a Killer within
    /// its cage (a digit twice, or a full cage whose sum is wrong: all its cells).
    pub fn conflicts(&self) -> CellSet {
        self.derived.conflicts
    }

    /// Entries that differ from the solution. The front end shows them only while mistake
    /// checking is on.
    pub fn wrong_entries(&self) -> CellSet {
        self.derived.wrong
    }

    /// How many of `digit` are still to place: nine minus those on the board (zero when more
    /// than nine are, through clashes).
    pub fn remaining(&self, digit: Digit) -> u8 {
        9u8.saturating_sub(self.derived.counts[digit.index()])
    }

    /// Digits whose nine are all on the board, none clashing: the pad dims them.
    pub fn finished_digits(&self) -> Digits {
        self.derived.finished
    }

    /// The real candidates of `cell`: the digits the puzzle's rules allow there (no peer holds
    /// them; in a Killer, its cage's digits and sum allow them too), empty for a filled cell.
    pub fn candidates(&self, cell: Cell) -> Digits {
        self.derived.candidates[cell.index()]
    }

    /// The units that are complete: all nine digits, no clash.
    pub fn complete_units(&self) -> impl Iterator<Item = Unit> + '_ {
        Unit::ALL
            .into_iter()
            .filter(|unit| self.derived.complete_units & (1 << unit.index()) != 0)
    }

    /// The hint being shown, with how much of it to show.
    pub fn hint(&self) -> Option<(&Hint, HintLevel)> {
        self.hint
            .as_ref()
            .map(|progress| (&progress.hint, progress.level))
    }

    /// The hint being shown, as the sentence for its level.
    pub fn hint_text(&self) -> Option<String> {
        self.hint().map(|(hint, level)| hint.text(level))
    }

    /// The cells the hint being shown points at.
    pub fn hint_cells(&self) -> CellSet {
        self.hint()
            .map_or(CellSet::EMPTY, |(hint, level)| hint.cells(level))
    }

    /// The move a pad key for `digit` makes in the selected cell, by the entry mode: a digit,
    /// a note of either kind, or colour number `digit`. `None` when nothing is selected.
    pub fn digit_move(&self, digit: Digit) -> Option<Move> {
        Some(self.ui.mode.write(self.ui.selected?, digit))
    }

    /// Advances the clock by `elapsed`, if the game is being played (paused and finished games
    /// keep their time). The front end calls this with the time since its last frame, and pauses
    /// the game when the app loses focus, so time away is never counted.
    pub fn tick(&mut self, elapsed: Duration) {
        if self.status == Status::Playing {
            self.elapsed = self.elapsed.saturating_add(elapsed);
        }
    }

    /// Plays `mv` and says what happened. Moves that cannot apply (a given, a paused or finished
    /// game, nothing to undo) change nothing and say why.
    pub fn apply(&mut self, mv: Move) -> Outcome {
        match self.status {
            Status::Paused => match mv {
                Move::Resume => self.set_status(Status::Playing),
                Move::Pause => Outcome::ignored(Ignored::NoChange),
                _ => Outcome::ignored(Ignored::Paused),
            },
            Status::Won | Status::Lost
                if mv.changes_position() || matches!(mv, Move::Pause | Move::Resume) =>
            {
                Outcome::ignored(Ignored::GameOver)
            }
            Status::Playing | Status::Won | Status::Lost => self.apply_now(mv),
        }
    }

    fn apply_now(&mut self, mv: Move) -> Outcome {
        match mv {
            Move::Select(cell) => self.set_ui(UiState {
                selected: Some(cell),
                also: CellSet::EMPTY,
                ..self.ui
            }),
            Move::SelectAlso(cell) => self.set_ui(UiState {
                selected: Some(cell),
                also: (self.selection() | CellSet::single(cell)) - CellSet::single(cell),
                ..self.ui
            }),
            Move::Deselect => self.set_ui(UiState {
                selected: None,
                also: CellSet::EMPTY,
                ..self.ui
            }),
            Move::MoveSelection(direction) => {
                let selected = match self.ui.selected {
                    Some(cell) => step(cell, direction),
                    None => Cell::at(0, 0),
                };
                self.set_ui(UiState {
                    selected,
                    also: CellSet::EMPTY,
                    ..self.ui
                })
            }
            Move::ExtendSelection(direction) => {
                let Some(from) = self.ui.selected else {
                    return self.apply_now(Move::MoveSelection(direction));
                };
                let to = step(from, direction).unwrap_or(from);
                self.apply_now(Move::SelectAlso(to))
            }
            Move::SetNotesMode(on) => self.set_ui(UiState {
                mode: if on {
                    EntryMode::Centre
                } else {
                    EntryMode::Digit
                },
                ..self.ui
            }),
            Move::SetMode(mode) => self.set_ui(UiState { mode, ..self.ui }),
            Move::ChooseDigit(digit) => self.set_ui(UiState { digit, ..self.ui }),
            Move::Enter { cell, digit } => self.enter(cell, digit),
            Move::ToggleNote { cell, digit } => self.toggle_note(cell, digit, false),
            Move::ToggleCornerNote { cell, digit } => self.toggle_note(cell, digit, true),
            Move::ToggleColour { cell, colour } => self.toggle_colour(cell, colour),
            Move::Erase(cell) => self.erase(cell),
            Move::Mark(mark) => self.mark(mark),
            Move::AutoNotes => self.edit(Edit::AutoNotes, |game| {
                for cell in game.position.board.empty_cells() {
                    game.position.notes[cell.index()] = game.derived.candidates[cell.index()];
                }
            }),
            Move::ClearNotes => self.edit(Edit::ClearNotes, |game| {
                game.position.notes = [Digits::EMPTY; 81];
                game.position.corner = [Digits::EMPTY; 81];
            }),
            Move::Restart => self.edit(Edit::Restart, |game| {
                game.position = Position::start(game.puzzle.givens());
            }),
            Move::Undo => self.undo(),
            Move::Redo => self.redo(),
            Move::Hint => self.hint_request(),
            Move::DismissHint => match self.hint.take() {
                Some(_) => Outcome::default(),
                None => Outcome::ignored(Ignored::NoChange),
            },
            Move::Reveal(cell) => self.reveal(cell),
            Move::Pause => self.set_status(Status::Paused),
            Move::Resume => Outcome::ignored(Ignored::NoChange),
            Move::PlayOn => self.play_on(),
        }
    }

    /// Lifts the mistake limit of a lost game and plays on.
    fn play_on(&mut self) -> Outcome {
        if self.status != Status::Lost {
            return Outcome::ignored(Ignored::NotLost);
        }
        self.options.mistake_limit = None;
        self.set_status(Status::Playing)
    }

    fn set_ui(&mut self, ui: UiState) -> Outcome {
        if ui == self.ui {
            return Outcome::ignored(Ignored::NoChange);
        }
        self.ui = ui;
        Outcome::default()
    }

    fn set_status(&mut self, status: Status) -> Outcome {
        self.status = status;
        Outcome {
            status: Some(status),
            ..Outcome::default()
        }
    }

    /// Selects `cell` (acting on a cell selects it, even when the move is refused) and says
    /// whether the cell is a given.
    fn select_for_edit(&mut self, cell: Cell) -> Result<(), Outcome> {
        self.ui.selected = Some(cell);
        if self.puzzle.givens().is_given(cell) {
            Err(Outcome::ignored(Ignored::Given(cell)))
        } else {
            Ok(())
        }
    }

    fn enter(&mut self, cell: Cell, digit: Digit) -> Outcome {
        if let Err(outcome) = self.select_for_edit(cell) {
            return outcome;
        }
        if self.position.board.get(cell) == Some(digit) {
            return Outcome::ignored(Ignored::NoChange);
        }
        let mut outcome = self.edit(Edit::Enter(cell, digit), |game| game.place(cell, digit));
        if self.options.check_mistakes && self.puzzle.solution().get(cell) != Some(digit) {
            self.mistakes += 1;
            outcome.mistake = Some(cell);
            let limit_reached = self
                .options
                .mistake_limit
                .is_some_and(|limit| self.mistakes >= limit);
            if limit_reached && self.status == Status::Playing {
                self.status = Status::Lost;
                self.hint = None;
                outcome.status = Some(Status::Lost);
            }
        }
        outcome
    }

    /// Toggles a centre note, or a corner note with `corner`.
    fn toggle_note(&mut self, cell: Cell, digit: Digit, corner: bool) -> Outcome {
        if let Err(outcome) = self.select_for_edit(cell) {
            return outcome;
        }
        if self.position.board.get(cell).is_some() {
            return Outcome::ignored(Ignored::CellFilled(cell));
        }
        if corner {
            self.edit(Edit::ToggleCornerNote(cell, digit), |game| {
                game.position.corner[cell.index()].toggle(digit);
            })
        } else {
            self.edit(Edit::ToggleNote(cell, digit), |game| {
                game.position.notes[cell.index()].toggle(digit);
            })
        }
    }

    /// Gives `cell` `colour`, or takes it away if it has it. Any cell, givens too: a colour is
    /// the player's mark, not an entry.
    fn toggle_colour(&mut self, cell: Cell, colour: Colour) -> Outcome {
        self.ui.selected = Some(cell);
        let now = self.position.colours[cell.index()];
        let next = (now != Some(colour)).then_some(colour);
        self.edit(Edit::Colour(cell, next), |game| {
            game.position.colours[cell.index()] = next;
        })
    }

    /// Every selected cell: the selected one and those selected with it.
    pub fn selection(&self) -> CellSet {
        self.ui.also | self.ui.selected.map_or(CellSet::EMPTY, CellSet::single)
    }

    /// Marks every selected cell, as one step (see [`Mark`]).
    fn mark(&mut self, mark: Mark) -> Outcome {
        let cells = self.selection();
        let Some(first) = self.ui.selected else {
            return Outcome::ignored(Ignored::NoChange);
        };
        let empty = cells & self.position.board.empty_cells();
        let position = &self.position;
        match mark {
            Mark::Note(digit) | Mark::CornerNote(digit) => {
                if empty.is_empty() {
                    return Outcome::ignored(Ignored::CellFilled(first));
                }
                let corner = matches!(mark, Mark::CornerNote(_));
                let notes = |cell: Cell| {
                    if corner {
                        position.corner[cell.index()]
                    } else {
                        position.notes[cell.index()]
                    }
                };
                let all_have = empty.iter().all(|cell| notes(cell).contains(digit));
                self.edit(Edit::Mark(mark), |game| {
                    for cell in empty {
                        let notes = if corner {
                            &mut game.position.corner[cell.index()]
                        } else {
                            &mut game.position.notes[cell.index()]
                        };
                        if all_have {
                            let _ = notes.remove(digit);
                        } else {
                            let _ = notes.insert(digit);
                        }
                    }
                })
            }
            Mark::Colour(colour) => {
                let all_have = cells
                    .iter()
                    .all(|cell| position.colours[cell.index()] == Some(colour));
                let next = (!all_have).then_some(colour);
                self.edit(Edit::Mark(mark), |game| {
                    for cell in cells {
                        game.position.colours[cell.index()] = next;
                    }
                })
            }
            Mark::Erase => self.edit(Edit::Mark(mark), |game| {
                for cell in cells {
                    if let Some(content) = game.erased(cell) {
                        game.position.write(cell, content);
                    }
                }
            }),
        }
    }

    /// What erasing `cell` leaves: without its digit (not a given's), else without its notes of
    /// both kinds, else without its colour; `None` when there is nothing to erase.
    fn erased(&self, cell: Cell) -> Option<CellContent> {
        let content = self.position.content(cell);
        let given = self.puzzle.givens().is_given(cell);
        if content.value.is_some() && !given {
            Some(CellContent {
                value: None,
                ..content
            })
        } else if !content.notes.is_empty() || !content.corner.is_empty() {
            Some(CellContent {
                notes: Digits::EMPTY,
                corner: Digits::EMPTY,
                ..content
            })
        } else if content.colour.is_some() {
            Some(CellContent {
                colour: None,
                ..content
            })
        } else {
            None
        }
    }

    /// Empties a cell a layer at a time: its digit; else its notes, both kinds; else its colour.
    fn erase(&mut self, cell: Cell) -> Outcome {
        self.ui.selected = Some(cell);
        match self.erased(cell) {
            Some(emptied) => {
                self.edit(Edit::Erase(cell), |game| game.position.write(cell, emptied))
            }
            None if self.puzzle.givens().is_given(cell) => Outcome::ignored(Ignored::Given(cell)),
            None => Outcome::ignored(Ignored::NoChange),
        }
    }

    fn reveal(&mut self, cell: Cell) -> Outcome {
        if let Err(outcome) = self.select_for_edit(cell) {
            return outcome;
        }
        let Some(digit) = self.puzzle.solution().get(cell) else {
            return Outcome::ignored(Ignored::NoChange);
        };
        let outcome = self.edit(Edit::Reveal(cell), |game| game.place(cell, digit));
        if outcome.recorded {
            self.reveals += 1;
        }
        outcome
    }

    /// Writes `digit` in `cell`: the cell's notes go (its colour stays), and (by the setting)
    /// so does the digit from its peers' centre notes (and a Killer's cage mates').
    fn place(&mut self, cell: Cell, digit: Digit) {
        let colour = self.position.colours[cell.index()];
        self.position.write(
            cell,
            CellContent {
                value: Some(digit),
                colour,
                ..CellContent::default()
            },
        );
        if self.options.auto_remove_notes {
            // A Killer's cage mates cannot hold the digit either, peers or not.
            let mates = self.puzzle.cages().map(|c| c.cage_of(cell).cells());
            for other in cell
                .peers()
                .iter()
                .copied()
                .chain(mates.into_iter().flatten())
            {
                self.position.notes[other.index()].remove(digit);
            }
        }
    }

    /// Runs `change` on the position and records what it changed as one undo step.
    fn edit(&mut self, edit: Edit, change: impl FnOnce(&mut Game)) -> Outcome {
        let before = self.position;
        change(self);
        let changes = before.changes_to(&self.position);
        if changes.is_empty() {
            return Outcome::ignored(Ignored::NoChange);
        }
        let mut outcome = self.settle(&changes);
        self.history.record(UndoStep { edit, changes });
        outcome.recorded = true;
        outcome
    }

    fn undo(&mut self) -> Outcome {
        let Some(step) = self.history.undo() else {
            return Outcome::ignored(Ignored::NothingToUndo);
        };
        let changes = step.changes.clone();
        for change in &changes {
            self.position.write(change.cell, change.before);
        }
        self.settle(&changes)
    }

    fn redo(&mut self) -> Outcome {
        let Some(step) = self.history.redo() else {
            return Outcome::ignored(Ignored::NothingToRedo);
        };
        let changes = step.changes.clone();
        for change in &changes {
            self.position.write(change.cell, change.after);
        }
        self.settle(&changes)
    }

    /// After the position changed by `changes`: refresh the derived facts if a digit changed,
    /// report what became complete or finished, detect the win, and drop a hint that was about
    /// the old position.
    fn settle(&mut self, changes: &[CellChange]) -> Outcome {
        let mut outcome = Outcome {
            changed: changes.iter().map(|change| change.cell).collect(),
            ..Outcome::default()
        };
        self.hint = None;
        let digits_changed = changes
            .iter()
            .any(|change| change.before.value != change.after.value);
        if !digits_changed {
            return outcome;
        }
        let derived = Derived::of(&self.position.board, &self.puzzle);
        let new_units = derived.complete_units & !self.derived.complete_units;
        outcome.completed_units = Unit::ALL
            .into_iter()
            .filter(|unit| new_units & (1 << unit.index()) != 0)
            .collect();
        outcome.finished_digits = derived.finished - self.derived.finished;
        self.derived = derived;
        if self.status == Status::Playing && self.puzzle.variant().is_complete(&self.position.board)
        {
            self.status = Status::Won;
            outcome.status = Some(Status::Won);
        }
        outcome
    }

    fn hint_request(&mut self) -> Outcome {
        match self.hint.take() {
            Some(progress) => match progress.level.next() {
                Some(level) => {
                    self.hint = Some(HintProgress { level, ..progress });
                    Outcome {
                        hint: Some(level),
                        ..Outcome::default()
                    }
                }
                None => {
                    let outcome = self.apply_hint(&progress.hint);
                    if !outcome.recorded {
                        // Nothing to apply: keep showing the hint.
                        self.hint = Some(progress);
                    }
                    outcome
                }
            },
            None => {
                let hint = self.puzzle.hint(&self.position.board, &self.position.notes);
                if matches!(hint, Hint::Solved | Hint::NotProper(_)) {
                    return Outcome::ignored(Ignored::NoHint);
                }
                self.hints_used += 1;
                self.hint = Some(HintProgress {
                    hint,
                    level: HintLevel::Technique,
                });
                Outcome {
                    hint: Some(HintLevel::Technique),
                    ..Outcome::default()
                }
            }
        }
    }

    /// Makes the move of a fully shown hint: the right digit for a mistake, the missing note,
    /// or the step's placements and eliminations. A step found on the board's candidates (the
    /// notes were no candidate grid: see [`logic::notes_are_candidates`]) that removes some
    /// first writes candidates where the player sees them go: every empty cell without notes
    /// gets its own, as Auto fills them, and the cells it removes from get the candidates it
    /// was found on; notes the player wrote elsewhere stay. The notes then are a candidate
    /// grid, so the next hint goes on from them.
    fn apply_hint(&mut self, hint: &Hint) -> Outcome {
        let outcome = self.apply_hint_move(hint);
        if outcome.recorded {
            self.hint_moves = self.hint_moves.saturating_add(1);
        }
        outcome
    }

    /// [`Game::apply_hint`]'s move itself.
    fn apply_hint_move(&mut self, hint: &Hint) -> Outcome {
        match hint {
            Hint::Mistake { cell, correct, .. } => {
                let (cell, digit) = (*cell, *correct);
                self.edit(Edit::Hint, |game| game.place(cell, digit))
            }
            Hint::MissingNote { cell, digit } => {
                let (cell, digit) = (*cell, *digit);
                self.edit(Edit::Hint, |game| {
                    if game.position.board.get(cell).is_none() {
                        game.position.notes[cell.index()].insert(digit);
                    }
                })
            }
            Hint::Step(step) => self.edit(Edit::Hint, |game| {
                let own = logic::notes_are_candidates(&game.position.board, &game.position.notes);
                for placement in &step.placements {
                    if !game.puzzle.givens().is_given(placement.cell) {
                        game.place(placement.cell, placement.digit);
                    }
                }
                if !own && !step.eliminations.is_empty() {
                    let board = game.position.board;
                    let removed_from: CellSet = step.eliminations.iter().map(|c| c.cell).collect();
                    for cell in board.empty_cells() {
                        let notes = &mut game.position.notes[cell.index()];
                        if notes.is_empty() || removed_from.contains(cell) {
                            *notes = game.puzzle.hint_candidates(&board, cell);
                        }
                    }
                }
                for elimination in &step.eliminations {
                    let cell = elimination.cell;
                    if game.position.board.get(cell).is_none() {
                        game.position.notes[cell.index()].remove(elimination.digit);
                    }
                }
            }),
            Hint::Solved | Hint::NotProper(_) => Outcome::ignored(Ignored::NoHint),
        }
    }
}

/// The cell one step from `cell` in `direction`, staying on the board.
fn step(cell: Cell, direction: Direction) -> Option<Cell> {
    let (row, col) = (cell.row(), cell.col());
    let (row, col) = match direction {
        Direction::Up => (row.saturating_sub(1), col),
        Direction::Down => ((row + 1).min(8), col),
        Direction::Left => (row, col.saturating_sub(1)),
        Direction::Right => (row, (col + 1).min(8)),
    };
    Cell::at(row, col)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::import;
    use crate::rules;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const SOLVED: &str =
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    /// A Medium puzzle: after its singles, the next step removes candidates.
    const MEDIUM: &str =
        "....2.67.......3.....7.4.5...21.5......932..........9.7...5...4.91....3.2...7.5.1";

    fn game_with(settings: &Settings) -> Game {
        Game::new(import(PUZZLE).unwrap(), settings)
    }

    fn game() -> Game {
        game_with(&Settings::default())
    }

    /// The cell in row `row` and column `col`, counted from 1 as players do.
    fn rc(row: usize, col: usize) -> Cell {
        Cell::at(row - 1, col - 1).unwrap()
    }

    fn d(value: u8) -> Digit {
        Digit::new(value).unwrap()
    }

    fn solution(cell: Cell) -> Digit {
        Digit::new(SOLVED.as_bytes()[cell.index()] - b'0').unwrap()
    }

    fn enter(game: &mut Game, cell: Cell, digit: Digit) -> Outcome {
        game.apply(Move::Enter { cell, digit })
    }

    fn note(game: &mut Game, cell: Cell, digit: Digit) -> Outcome {
        game.apply(Move::ToggleNote { cell, digit })
    }

    /// A wrong digit for `cell` that clashes with nothing on the puzzle's board.
    fn harmless_wrong_digit(game: &Game, cell: Cell) -> Digit {
        game.candidates(cell)
            .iter()
            .find(|&digit| digit != solution(cell))
            .expect("a second candidate")
    }

    #[test]
    fn entering_a_digit_is_an_undoable_step() {
        let mut game = game();
        let outcome = enter(&mut game, rc(1, 3), d(4));
        assert!(outcome.recorded);
        assert_eq!(outcome.changed, CellSet::single(rc(1, 3)));
        assert_eq!(game.board().get(rc(1, 3)), Some(d(4)));
        assert_eq!(
            game.history().last_done().unwrap().edit,
            Edit::Enter(rc(1, 3), d(4))
        );
        let undo = game.apply(Move::Undo);
        assert!(!undo.recorded && undo.ignored.is_none());
        assert_eq!(game.board().get(rc(1, 3)), None);
        let _ = game.apply(Move::Redo);
        assert_eq!(game.board().get(rc(1, 3)), Some(d(4)));
        assert_eq!(game.apply(Move::Redo).ignored, Some(Ignored::NothingToRedo));
    }

    #[test]
    fn a_given_cannot_be_changed_but_is_selected() {
        let mut game = game();
        for mv in [
            Move::Enter {
                cell: rc(1, 1),
                digit: d(4),
            },
            Move::ToggleNote {
                cell: rc(1, 1),
                digit: d(4),
            },
            Move::Erase(rc(1, 1)),
            Move::Reveal(rc(1, 1)),
        ] {
            let _ = game.apply(Move::Deselect);
            assert_eq!(game.apply(mv).ignored, Some(Ignored::Given(rc(1, 1))));
            assert_eq!(game.selected(), Some(rc(1, 1)));
        }
        assert_eq!(game.board(), game.puzzle().givens());
        assert!(!game.can_undo());
    }

    #[test]
    fn the_same_digit_again_changes_nothing() {
        let mut game = game();
        let _ = enter(&mut game, rc(1, 3), d(4));
        assert_eq!(
            enter(&mut game, rc(1, 3), d(4)).ignored,
            Some(Ignored::NoChange)
        );
        assert_eq!(game.history().cursor(), 1);
    }

    #[test]
    fn a_digit_leaves_the_notes_of_its_peers_and_undo_brings_them_back() {
        let mut game = game();
        // r1c4 (row), r2c3 (column), r3c1 (box) are peers of r1c3; r5c5 is not.
        let noted = [rc(1, 4), rc(2, 3), rc(3, 1), rc(5, 5)];
        for cell in noted {
            let _ = note(&mut game, cell, d(4));
            let _ = note(&mut game, cell, d(7));
        }
        let _ = note(&mut game, rc(1, 3), d(2));
        let before = *game.position();
        let outcome = enter(&mut game, rc(1, 3), d(4));
        assert_eq!(outcome.changed.len(), 4);
        for cell in &noted[..3] {
            assert_eq!(game.notes(*cell), Digits::single(d(7)), "{cell}");
        }
        assert_eq!(game.notes(rc(5, 5)).len(), 2);
        assert_eq!(game.notes(rc(1, 3)), Digits::EMPTY);
        let _ = game.apply(Move::Undo);
        assert_eq!(game.position(), &before);
    }

    #[test]
    fn peers_keep_their_notes_when_the_setting_is_off() {
        let mut game = game_with(&Settings {
            auto_remove_notes: false,
            ..Settings::default()
        });
        let _ = note(&mut game, rc(1, 4), d(4));
        let _ = enter(&mut game, rc(1, 3), d(4));
        assert_eq!(game.notes(rc(1, 4)), Digits::single(d(4)));
    }

    #[test]
    fn notes_go_only_in_empty_cells() {
        let mut game = game();
        let _ = note(&mut game, rc(1, 3), d(1));
        let _ = note(&mut game, rc(1, 3), d(2));
        let _ = note(&mut game, rc(1, 3), d(1));
        assert_eq!(game.notes(rc(1, 3)), Digits::single(d(2)));
        let _ = enter(&mut game, rc(1, 3), d(4));
        assert_eq!(
            note(&mut game, rc(1, 3), d(1)).ignored,
            Some(Ignored::CellFilled(rc(1, 3)))
        );
    }

    #[test]
    fn erase_takes_the_digit_then_the_notes() {
        let mut game = game();
        let _ = note(&mut game, rc(1, 3), d(2));
        let _ = enter(&mut game, rc(1, 3), d(4));
        assert!(game.apply(Move::Erase(rc(1, 3))).recorded);
        assert_eq!(game.board().get(rc(1, 3)), None);
        // The notes the digit replaced do not come back on erase (only on undo).
        assert_eq!(
            game.apply(Move::Erase(rc(1, 3))).ignored,
            Some(Ignored::NoChange)
        );
        let _ = note(&mut game, rc(1, 3), d(2));
        assert!(game.apply(Move::Erase(rc(1, 3))).recorded);
        assert_eq!(game.notes(rc(1, 3)), Digits::EMPTY);
    }

    #[test]
    fn auto_notes_are_the_real_candidates_and_clear_notes_removes_them() {
        let mut game = game();
        let _ = enter(&mut game, rc(1, 3), d(4));
        let outcome = game.apply(Move::AutoNotes);
        assert!(outcome.recorded);
        for cell in Cell::ALL {
            let expected = if game.board().get(cell).is_some() {
                Digits::EMPTY
            } else {
                rules::candidates(game.board(), cell)
            };
            assert_eq!(game.notes(cell), expected, "{cell}");
        }
        assert!(!game.notes(rc(1, 4)).contains(d(4)));
        assert_eq!(game.apply(Move::AutoNotes).ignored, Some(Ignored::NoChange));
        assert!(game.apply(Move::ClearNotes).recorded);
        assert!(game.position().notes().iter().all(|n| n.is_empty()));
        let _ = game.apply(Move::Undo);
        assert_eq!(
            game.notes(rc(1, 4)),
            rules::candidates(game.board(), rc(1, 4))
        );
    }

    #[test]
    fn restart_clears_entries_and_notes_keeps_givens_and_can_be_undone() {
        let mut game = game();
        let _ = enter(&mut game, rc(1, 3), d(4));
        let _ = note(&mut game, rc(1, 4), d(6));
        let _ = enter(&mut game, rc(9, 1), d(1)); // wrong: r9c1 is 3
        let before = *game.position();
        let outcome = game.apply(Move::Restart);
        assert!(outcome.recorded);
        assert_eq!(outcome.changed.len(), 3);
        assert_eq!(game.board(), game.puzzle().givens());
        assert!(game.position().notes().iter().all(|n| n.is_empty()));
        assert_eq!(game.mistakes(), 1, "restart keeps the record");
        assert_eq!(game.apply(Move::Restart).ignored, Some(Ignored::NoChange));
        let _ = game.apply(Move::Undo);
        assert_eq!(game.position(), &before);
    }

    #[test]
    fn mistakes_count_when_checking_and_undo_does_not_take_them_back() {
        let mut game = game();
        let wrong = harmless_wrong_digit(&game, rc(1, 3));
        let outcome = enter(&mut game, rc(1, 3), wrong);
        assert_eq!(outcome.mistake, Some(rc(1, 3)));
        assert_eq!(game.mistakes(), 1);
        assert_eq!(game.wrong_entries(), CellSet::single(rc(1, 3)));
        let _ = game.apply(Move::Undo);
        assert_eq!(game.mistakes(), 1);
        let redo = game.apply(Move::Redo);
        assert_eq!(redo.mistake, None, "a redo is not a new mistake");
        assert_eq!(game.mistakes(), 1);
        assert_eq!(enter(&mut game, rc(1, 3), d(4)).mistake, None);
        assert_eq!(game.wrong_entries(), CellSet::EMPTY);
    }

    #[test]
    fn mistakes_are_not_counted_when_checking_is_off() {
        let mut game = game_with(&Settings {
            check_mistakes: false,
            mistake_limit: Some(1),
            ..Settings::default()
        });
        let wrong = harmless_wrong_digit(&game, rc(1, 3));
        assert_eq!(enter(&mut game, rc(1, 3), wrong).mistake, None);
        assert_eq!((game.mistakes(), game.status()), (0, Status::Playing));
    }

    #[test]
    fn the_third_mistake_loses_under_the_limit() {
        let mut game = game_with(&Settings {
            mistake_limit: Some(Settings::STANDARD_MISTAKE_LIMIT),
            ..Settings::default()
        });
        for (n, cell) in [rc(1, 3), rc(1, 4), rc(9, 1)].into_iter().enumerate() {
            let wrong = harmless_wrong_digit(&game, cell);
            let outcome = enter(&mut game, cell, wrong);
            assert_eq!(outcome.mistake, Some(cell));
            let lost = n == 2;
            assert_eq!(outcome.status, lost.then_some(Status::Lost));
        }
        assert_eq!(game.status(), Status::Lost);
        for mv in [Move::Undo, Move::Hint, Move::AutoNotes, Move::Pause] {
            assert_eq!(game.apply(mv).ignored, Some(Ignored::GameOver));
        }
        assert!(game.apply(Move::Select(rc(5, 5))).is_effective());
    }

    #[test]
    fn clashes_are_marked_at_both_ends_and_counted_per_digit() {
        let mut game = game();
        assert_eq!(game.remaining(d(5)), 9 - 3);
        let _ = enter(&mut game, rc(1, 3), d(5));
        assert!(game.conflicts().contains(rc(1, 1)));
        assert!(game.conflicts().contains(rc(1, 3)));
        assert_eq!(game.remaining(d(5)), 5);
        let _ = game.apply(Move::Undo);
        assert_eq!(game.conflicts(), CellSet::EMPTY);
    }

    #[test]
    fn a_daily_game_keeps_its_date_and_a_record_keeps_it_too() {
        let date = Date::new(2024, 12, 31).unwrap();
        let daily = Game::new_daily(import(PUZZLE).unwrap(), &Settings::default(), date);
        assert_eq!(daily.daily(), Some(date));
        assert_eq!(game().daily(), None);
        let record = daily.to_record();
        assert_eq!(record.daily, Some(date));
        assert_eq!(Game::from_record(record).unwrap().daily(), Some(date));
        assert_eq!(game().to_record().daily, None);
    }

    #[test]
    fn many_cells_take_notes_colours_and_erase_as_one_undoable_step() {
        let mut game = game();
        // r1c3, r1c4 (empty) and r1c1 (a given), selected by one click and two more: the
        // selection is UI state, no undo step.
        for mv in [
            Move::Select(rc(1, 3)),
            Move::SelectAlso(rc(1, 4)),
            Move::SelectAlso(rc(1, 1)),
        ] {
            assert!(!game.apply(mv).recorded);
        }
        assert_eq!(game.selection().len(), 3);
        assert_eq!(game.selected(), Some(rc(1, 1)), "the last cell added leads");
        assert!(game.history().last_done().is_none());
        // A note for all the empty ones, in one step; again, and it goes from all.
        let outcome = game.apply(Move::Mark(Mark::Note(d(2))));
        assert!(outcome.recorded);
        assert_eq!(
            outcome.changed,
            CellSet::single(rc(1, 3)) | CellSet::single(rc(1, 4))
        );
        assert!(game.notes(rc(1, 3)).contains(d(2)) && game.notes(rc(1, 4)).contains(d(2)));
        // Toggled for the selection as a whole: one cell lacking it gives it to all.
        let _ = game.apply(Move::Select(rc(1, 3)));
        let _ = game.apply(Move::ToggleNote {
            cell: rc(1, 3),
            digit: d(2),
        });
        let _ = game.apply(Move::SelectAlso(rc(1, 4)));
        let _ = game.apply(Move::Mark(Mark::Note(d(2))));
        assert!(game.notes(rc(1, 3)).contains(d(2)) && game.notes(rc(1, 4)).contains(d(2)));
        let _ = game.apply(Move::Mark(Mark::Note(d(2))));
        assert!(game.notes(rc(1, 3)).is_empty() && game.notes(rc(1, 4)).is_empty());
        // Corner notes and colours alike; a colour goes on a given too.
        let _ = game.apply(Move::SelectAlso(rc(1, 1)));
        let _ = game.apply(Move::Mark(Mark::CornerNote(d(7))));
        assert!(game.position().corner_notes()[rc(1, 4).index()].contains(d(7)));
        let colour = Colour::ALL[2];
        assert!(game.apply(Move::Mark(Mark::Colour(colour))).recorded);
        for cell in [rc(1, 1), rc(1, 3), rc(1, 4)] {
            assert_eq!(
                game.position().colours()[cell.index()],
                Some(colour),
                "{cell}"
            );
        }
        // One undo takes the colour from all three.
        let _ = game.apply(Move::Undo);
        assert!(game.position().colours().iter().all(Option::is_none));
        // Erase: a layer from each (the corner notes of the empty ones; the given keeps its
        // digit), in one step.
        assert!(game.apply(Move::Mark(Mark::Erase)).recorded);
        assert!(game.position().corner_notes().iter().all(|n| n.is_empty()));
        assert_eq!(game.board().get(rc(1, 1)), Some(d(5)));
        let _ = game.apply(Move::Undo);
        assert!(game.position().corner_notes()[rc(1, 3).index()].contains(d(7)));
        // The arrows with Ctrl or Shift go on from the leading cell, keeping the rest; a plain
        // arrow or click selects one cell again.
        let _ = game.apply(Move::Select(rc(5, 5)));
        let _ = game.apply(Move::ExtendSelection(Direction::Right));
        let _ = game.apply(Move::ExtendSelection(Direction::Down));
        assert_eq!(game.selected(), Some(rc(6, 6)));
        assert_eq!(game.selection().len(), 3);
        let _ = game.apply(Move::MoveSelection(Direction::Left));
        assert_eq!(game.selection(), CellSet::single(rc(6, 5)));
    }

    #[test]
    fn marks_of_many_cells_survive_a_record() {
        let mut game = game();
        let _ = game.apply(Move::Select(rc(1, 3)));
        let _ = game.apply(Move::SelectAlso(rc(2, 2)));
        let _ = game.apply(Move::Mark(Mark::Note(d(4))));
        let _ = game.apply(Move::Mark(Mark::Colour(Colour::ALL[0])));
        let _ = game.apply(Move::Mark(Mark::Erase));
        let record = game.to_record();
        let back = Game::from_record(record.clone()).unwrap();
        assert_eq!(back.history(), game.history());
        assert_eq!(back.position(), game.position());
        assert_eq!(
            back.selection(),
            CellSet::single(rc(2, 2)),
            "the selection is not saved"
        );
        let json = serde_json::to_string(&record.history).unwrap();
        assert!(json.contains(r#"{"mark":["note",4]}"#), "{json}");
    }

    #[test]
    fn a_games_origin_survives_its_record_and_a_contradictory_one_is_refused() {
        let date = Date::new(2024, 12, 31).unwrap();
        let settings = Settings::default();
        for origin in [
            Origin::Generated,
            Origin::Daily(date),
            Origin::Archive(date),
            Origin::Imported,
        ] {
            let game = Game::with_origin(import(PUZZLE).unwrap(), origin, &settings);
            let record = game.to_record();
            assert_eq!(Game::from_record(record.clone()).unwrap().origin(), origin);
            // Only the puzzles from elsewhere say where they came from.
            let json = serde_json::to_string(&record).unwrap();
            match origin {
                Origin::Generated | Origin::Daily(_) => assert!(!json.contains("source")),
                Origin::Archive(_) => assert!(json.contains(r#""source":"archive""#)),
                Origin::Imported => assert!(json.contains(r#""source":"imported""#)),
            }
        }
        let mut record = game().to_record();
        record.source = super::super::record::Source::Archive;
        assert!(
            Game::from_record(record).is_err(),
            "an archive game without its day"
        );
    }

    #[test]
    fn completing_a_row_is_reported() {
        let mut game = game();
        let empty: Vec<Cell> = Unit::ROWS[0]
            .cells()
            .iter()
            .copied()
            .filter(|&cell| game.board().get(cell).is_none())
            .collect();
        let (last, rest) = empty.split_last().unwrap();
        for &cell in rest {
            assert!(enter(&mut game, cell, solution(cell))
                .completed_units
                .is_empty());
        }
        let outcome = enter(&mut game, *last, solution(*last));
        assert_eq!(outcome.completed_units, vec![Unit::ROWS[0]]);
        assert_eq!(
            game.complete_units().collect::<Vec<_>>(),
            vec![Unit::ROWS[0]]
        );
    }

    #[test]
    fn placing_the_ninth_of_a_digit_finishes_it() {
        let mut game = game();
        let nines: Vec<Cell> = Cell::ALL
            .into_iter()
            .filter(|&cell| solution(cell) == d(9) && game.board().get(cell).is_none())
            .collect();
        let (last, rest) = nines.split_last().unwrap();
        for &cell in rest {
            assert_eq!(enter(&mut game, cell, d(9)).finished_digits, Digits::EMPTY);
        }
        let outcome = enter(&mut game, *last, d(9));
        assert_eq!(outcome.finished_digits, Digits::single(d(9)));
        assert_eq!(game.finished_digits(), Digits::single(d(9)));
        assert_eq!(game.remaining(d(9)), 0);
    }

    #[test]
    fn the_game_is_won_by_a_complete_board_and_ends() {
        let mut game = game();
        game.tick(Duration::from_secs(5));
        let empty: Vec<Cell> = game.board().empty_cells().iter().collect();
        let mut last = Outcome::default();
        for cell in empty {
            last = enter(&mut game, cell, solution(cell));
        }
        assert_eq!(last.status, Some(Status::Won));
        assert_eq!(last.completed_units.len(), 3);
        assert_eq!(game.status(), Status::Won);
        game.tick(Duration::from_secs(5));
        assert_eq!(game.elapsed(), Duration::from_secs(5));
        assert_eq!(game.apply(Move::Undo).ignored, Some(Ignored::GameOver));
        assert_eq!(
            game.apply(Move::Erase(rc(1, 3))).ignored,
            Some(Ignored::GameOver)
        );
    }

    #[test]
    fn a_full_board_with_a_clash_is_not_a_win() {
        let mut game = game_with(&Settings {
            check_mistakes: false,
            ..Settings::default()
        });
        let empty: Vec<Cell> = game.board().empty_cells().iter().collect();
        let (first, rest) = empty.split_first().unwrap();
        for &cell in rest {
            let _ = enter(&mut game, cell, solution(cell));
        }
        // The one empty cell gets a digit its row already has: full, but not solved.
        let wrong = if solution(*first) == d(1) { d(2) } else { d(1) };
        let outcome = enter(&mut game, *first, wrong);
        assert!(game.board().is_full());
        assert_eq!((outcome.status, game.status()), (None, Status::Playing));
        let outcome = enter(&mut game, *first, solution(*first));
        assert_eq!(outcome.status, Some(Status::Won));
    }

    #[test]
    fn pausing_stops_the_clock_and_the_moves() {
        let mut game = game();
        game.tick(Duration::from_millis(1500));
        assert_eq!(game.apply(Move::Pause).status, Some(Status::Paused));
        game.tick(Duration::from_secs(60));
        assert_eq!(game.elapsed(), Duration::from_millis(1500));
        for mv in [
            Move::Enter {
                cell: rc(1, 3),
                digit: d(4),
            },
            Move::Undo,
            Move::Select(rc(2, 2)),
            Move::Hint,
        ] {
            assert_eq!(game.apply(mv).ignored, Some(Ignored::Paused));
        }
        assert_eq!(game.apply(Move::Pause).ignored, Some(Ignored::NoChange));
        assert_eq!(game.apply(Move::Resume).status, Some(Status::Playing));
        assert_eq!(game.apply(Move::Resume).ignored, Some(Ignored::NoChange));
        game.tick(Duration::from_millis(500));
        assert_eq!(game.elapsed(), Duration::from_secs(2));
    }

    #[test]
    fn selection_and_modes_are_not_undo_steps() {
        let mut game = game();
        let _ = enter(&mut game, rc(1, 3), d(4));
        for mv in [
            Move::Select(rc(5, 5)),
            Move::MoveSelection(Direction::Down),
            Move::SetNotesMode(true),
            Move::ChooseDigit(Some(d(3))),
        ] {
            let outcome = game.apply(mv);
            assert!(outcome.is_effective() && !outcome.recorded, "{mv:?}");
        }
        let _ = game.apply(Move::Undo);
        assert_eq!(game.board().get(rc(1, 3)), None);
        assert_eq!(
            game.ui(),
            UiState {
                selected: Some(rc(6, 5)),
                also: CellSet::EMPTY,
                mode: EntryMode::Centre,
                digit: Some(d(3)),
            }
        );
        assert_eq!(
            game.digit_move(d(2)),
            Some(Move::ToggleNote {
                cell: rc(6, 5),
                digit: d(2)
            })
        );
    }

    #[test]
    fn the_selection_moves_and_stops_at_the_edges() {
        let mut game = game();
        assert_eq!(game.digit_move(d(1)), None);
        let _ = game.apply(Move::MoveSelection(Direction::Right));
        assert_eq!(
            game.selected(),
            Some(rc(1, 1)),
            "nothing selected starts at r1c1"
        );
        assert_eq!(
            game.apply(Move::MoveSelection(Direction::Up)).ignored,
            Some(Ignored::NoChange)
        );
        assert_eq!(
            game.apply(Move::MoveSelection(Direction::Left)).ignored,
            Some(Ignored::NoChange)
        );
        let _ = game.apply(Move::Select(rc(9, 9)));
        let _ = game.apply(Move::MoveSelection(Direction::Down));
        let _ = game.apply(Move::MoveSelection(Direction::Right));
        assert_eq!(game.selected(), Some(rc(9, 9)));
        let _ = game.apply(Move::MoveSelection(Direction::Left));
        let _ = game.apply(Move::MoveSelection(Direction::Up));
        assert_eq!(game.selected(), Some(rc(8, 8)));
    }

    #[test]
    fn a_hint_is_told_in_three_levels_then_made() {
        let mut game = game();
        let levels: Vec<_> = (0..3).map(|_| game.apply(Move::Hint).hint).collect();
        assert_eq!(
            levels,
            vec![
                Some(HintLevel::Technique),
                Some(HintLevel::Cells),
                Some(HintLevel::Move)
            ]
        );
        assert_eq!(game.hints_used(), 1);
        let Some((Hint::Step(step), HintLevel::Move)) = game.hint() else {
            panic!("a step at the last level");
        };
        let placement = step.placements[0];
        assert_eq!(game.hint_text(), Some(step.text()));
        assert!(game.hint_cells().contains(placement.cell));
        let outcome = game.apply(Move::Hint);
        assert!(outcome.recorded);
        assert_eq!(game.board().get(placement.cell), Some(placement.digit));
        assert_eq!(game.history().last_done().unwrap().edit, Edit::Hint);
        assert_eq!(game.hint(), None);
        assert_eq!(game.hints_used(), 1);
        // The move was the hint's: the game was helped, and stays so when it is undone.
        assert_eq!(game.hint_moves(), 1);
        assert!(game.assisted());
        let _ = game.apply(Move::Undo);
        assert_eq!(game.board().get(placement.cell), None);
        assert!(game.assisted());
        // Saved and read back, it still was.
        let record = game.to_record();
        assert_eq!(record.hint_moves, 1);
        assert_eq!(Game::from_record(record).unwrap().hint_moves(), 1);
    }

    #[test]
    fn a_change_of_position_starts_the_hint_over() {
        let mut game = game();
        let _ = game.apply(Move::Hint);
        let _ = game.apply(Move::Hint);
        let _ = game.apply(Move::Select(rc(4, 4)));
        assert_eq!(game.hint().map(|(_, level)| level), Some(HintLevel::Cells));
        let _ = note(&mut game, rc(1, 3), d(4));
        assert_eq!(game.hint(), None);
        assert_eq!(game.apply(Move::Hint).hint, Some(HintLevel::Technique));
        assert_eq!(game.hints_used(), 2);
    }

    #[test]
    fn a_dismissed_hint_is_gone_and_the_next_request_starts_over() {
        let mut game = game();
        assert!(
            game.apply(Move::DismissHint).ignored.is_some(),
            "no hint to put away"
        );
        let _ = game.apply(Move::Hint);
        let _ = game.apply(Move::Hint);
        let before = *game.position();
        let outcome = game.apply(Move::DismissHint);
        assert!(outcome.ignored.is_none() && !outcome.recorded);
        assert_eq!(game.hint(), None);
        assert_eq!(game.position(), &before, "the position is untouched");
        assert_eq!(game.apply(Move::Hint).hint, Some(HintLevel::Technique));
    }

    #[test]
    fn a_hint_points_out_a_mistake_and_corrects_it() {
        let mut game = game();
        let wrong = harmless_wrong_digit(&game, rc(1, 3));
        let _ = enter(&mut game, rc(1, 3), wrong);
        let _ = game.apply(Move::Hint);
        assert!(matches!(game.hint(), Some((Hint::Mistake { .. }, _))));
        for _ in 0..3 {
            let _ = game.apply(Move::Hint);
        }
        assert_eq!(game.board().get(rc(1, 3)), Some(d(4)));
        assert_eq!(game.mistakes(), 1);
    }

    #[test]
    fn a_hint_that_removes_candidates_removes_them_from_the_notes() {
        let puzzle = import(MEDIUM).unwrap();
        let mut game = Game::new(puzzle, &Settings::default());
        // Play the singles the grader plays first, up to the first step that removes candidates.
        let solved = logic::solve_logically(game.puzzle().givens()).unwrap();
        for step in solved.steps.iter().take_while(|s| s.technique.is_single()) {
            for placement in &step.placements {
                let _ = enter(&mut game, placement.cell, placement.digit);
            }
        }
        let _ = game.apply(Move::AutoNotes);
        let _ = game.apply(Move::Hint);
        let Some((Hint::Step(step), _)) = game.hint() else {
            panic!("a step");
        };
        let step = step.clone();
        assert!(!step.eliminations.is_empty(), "{step:?}");
        for _ in 0..3 {
            let _ = game.apply(Move::Hint);
        }
        for elimination in &step.eliminations {
            assert!(!game.notes(elimination.cell).contains(elimination.digit));
        }

        // Without notes, the cells that lose candidates get their notes filled first.
        let _ = game.apply(Move::Undo);
        let _ = game.apply(Move::ClearNotes);
        for _ in 0..4 {
            let _ = game.apply(Move::Hint);
        }
        for elimination in &step.eliminations {
            let notes = game.notes(elimination.cell);
            assert!(!notes.is_empty() && !notes.contains(elimination.digit));
        }
        // Every empty cell has its candidates now: the next hint goes on from them.
        assert!(logic::notes_are_candidates(
            game.board(),
            game.position().notes()
        ));
    }

    #[test]
    fn a_note_jotted_in_one_cell_does_not_take_the_hint_over() {
        // The players' report: one centre note, 3, in a cell whose digit is another (r2c2's is
        // 7). The hint is the next step, not that note, and its last level makes the step.
        let mut game = game();
        let _ = note(&mut game, rc(2, 2), d(3));
        let _ = game.apply(Move::Hint);
        let Some((Hint::Step(step), _)) = game.hint() else {
            panic!("the next step, not the note: {:?}", game.hint());
        };
        let step = step.clone();
        assert!(!step.placements.is_empty(), "{step:?}");
        for _ in 0..3 {
            let _ = game.apply(Move::Hint);
        }
        for placement in &step.placements {
            assert_eq!(game.board().get(placement.cell), Some(placement.digit));
        }
        assert_eq!(game.notes(rc(2, 2)), Digits::single(d(3)), "the note stays");
    }

    #[test]
    fn reveal_writes_the_solution_and_is_counted() {
        let mut game = game();
        let _ = note(&mut game, rc(1, 4), d(4));
        let outcome = game.apply(Move::Reveal(rc(1, 3)));
        assert!(outcome.recorded);
        assert_eq!(game.board().get(rc(1, 3)), Some(d(4)));
        assert_eq!(game.notes(rc(1, 4)), Digits::EMPTY);
        assert_eq!(game.reveals(), 1);
        assert_eq!(
            game.apply(Move::Reveal(rc(1, 3))).ignored,
            Some(Ignored::NoChange)
        );
        assert_eq!(game.reveals(), 1);
    }

    #[test]
    fn options_change_later_moves() {
        let mut game = game();
        game.set_options(&Settings {
            check_mistakes: false,
            ..Settings::default()
        });
        assert!(!game.options().check_mistakes);
        let wrong = harmless_wrong_digit(&game, rc(1, 3));
        assert_eq!(enter(&mut game, rc(1, 3), wrong).mistake, None);
    }

    #[test]
    fn corner_notes_and_colours_are_undoable_layers_of_their_own() {
        let mut game = game();
        let colour = Colour::ALL[2];
        // Both kinds of notes side by side in one empty cell.
        assert!(
            game.apply(Move::ToggleNote {
                cell: rc(1, 3),
                digit: d(1)
            })
            .recorded
        );
        assert!(
            game.apply(Move::ToggleCornerNote {
                cell: rc(1, 3),
                digit: d(9)
            })
            .recorded
        );
        let content = game.position().content(rc(1, 3));
        assert_eq!(
            (content.notes, content.corner),
            (Digits::single(d(1)), Digits::single(d(9)))
        );
        // A colour, then a digit over it: the digit takes the notes, the colour stays; undoing
        // the digit brings the notes back and keeps the colour.
        assert!(
            game.apply(Move::ToggleColour {
                cell: rc(1, 3),
                colour
            })
            .recorded
        );
        let _ = game.apply(Move::Enter {
            cell: rc(1, 3),
            digit: d(4),
        });
        let content = game.position().content(rc(1, 3));
        assert_eq!((content.value, content.colour), (Some(d(4)), Some(colour)));
        assert!(content.notes.is_empty() && content.corner.is_empty());
        let _ = game.apply(Move::Undo);
        let content = game.position().content(rc(1, 3));
        assert_eq!(content.value, None);
        assert_eq!(content.colour, Some(colour));
        assert_eq!(content.corner, Digits::single(d(9)));
        // The same colour again takes it away; a given can be coloured too.
        assert!(
            game.apply(Move::ToggleColour {
                cell: rc(1, 3),
                colour
            })
            .recorded
        );
        assert_eq!(game.position().colours()[rc(1, 3).index()], None);
        assert!(
            game.apply(Move::ToggleColour {
                cell: rc(1, 1),
                colour
            })
            .recorded
        );
        assert_eq!(game.board().get(rc(1, 1)), Some(d(5)), "the given stays");
        // Corner notes go only in empty cells.
        assert_eq!(
            game.apply(Move::ToggleCornerNote {
                cell: rc(1, 2),
                digit: d(2)
            })
            .ignored,
            Some(Ignored::Given(rc(1, 2)))
        );
    }

    #[test]
    fn erase_takes_a_layer_at_a_time_and_restart_takes_everything() {
        let mut game = game();
        let colour = Colour::ALL[0];
        let _ = game.apply(Move::ToggleColour {
            cell: rc(1, 3),
            colour,
        });
        let _ = game.apply(Move::ToggleCornerNote {
            cell: rc(1, 3),
            digit: d(2),
        });
        let _ = game.apply(Move::Enter {
            cell: rc(1, 3),
            digit: d(4),
        });
        let layers = |game: &Game| {
            let c = game.position().content(rc(1, 3));
            (c.value.is_some(), !c.corner.is_empty(), c.colour.is_some())
        };
        let _ = game.apply(Move::Erase(rc(1, 3)));
        assert_eq!(
            layers(&game),
            (false, false, true),
            "the digit first (its notes went with it)"
        );
        let _ = game.apply(Move::ToggleCornerNote {
            cell: rc(1, 3),
            digit: d(2),
        });
        let _ = game.apply(Move::Erase(rc(1, 3)));
        assert_eq!(layers(&game), (false, false, true), "then the notes");
        let _ = game.apply(Move::Erase(rc(1, 3)));
        assert_eq!(layers(&game), (false, false, false), "then the colour");
        assert_eq!(
            game.apply(Move::Erase(rc(1, 3))).ignored,
            Some(Ignored::NoChange)
        );
        let _ = game.apply(Move::ToggleColour {
            cell: rc(2, 2),
            colour,
        });
        let _ = game.apply(Move::Restart);
        assert_eq!(game.position().colours()[rc(2, 2).index()], None);
        let _ = game.apply(Move::Undo);
        assert_eq!(game.position().colours()[rc(2, 2).index()], Some(colour));
    }

    #[test]
    fn a_game_lost_to_the_mistake_limit_can_play_on() {
        let mut game = Game::new(
            import(PUZZLE).unwrap(),
            &Settings {
                mistake_limit: Some(1),
                ..Settings::default()
            },
        );
        assert_eq!(game.apply(Move::PlayOn).ignored, Some(Ignored::NotLost));
        let outcome = game.apply(Move::Enter {
            cell: rc(1, 3),
            digit: d(5),
        });
        assert_eq!(outcome.status, Some(Status::Lost));
        let outcome = game.apply(Move::PlayOn);
        assert_eq!(outcome.status, Some(Status::Playing));
        assert_eq!(game.options().mistake_limit, None);
        let outcome = game.apply(Move::Enter {
            cell: rc(1, 4),
            digit: d(5),
        });
        assert_eq!(outcome.mistake, Some(rc(1, 4)));
        assert_eq!(outcome.status, None, "no limit any more");
    }

    #[test]
    fn the_pad_writes_what_the_mode_says() {
        let mut game = game();
        let _ = game.apply(Move::Select(rc(1, 3)));
        for (mode, expected) in [
            (
                EntryMode::Digit,
                Move::Enter {
                    cell: rc(1, 3),
                    digit: d(4),
                },
            ),
            (
                EntryMode::Centre,
                Move::ToggleNote {
                    cell: rc(1, 3),
                    digit: d(4),
                },
            ),
            (
                EntryMode::Corner,
                Move::ToggleCornerNote {
                    cell: rc(1, 3),
                    digit: d(4),
                },
            ),
            (
                EntryMode::Colour,
                Move::ToggleColour {
                    cell: rc(1, 3),
                    colour: Colour::ALL[3],
                },
            ),
        ] {
            let _ = game.apply(Move::SetMode(mode));
            assert_eq!(game.digit_move(d(4)), Some(expected));
        }
        let _ = game.apply(Move::SetNotesMode(true));
        assert_eq!(game.ui().mode, EntryMode::Centre);
    }

    #[test]
    fn corner_notes_and_colours_survive_a_save() {
        let mut game = game();
        let _ = game.apply(Move::ToggleCornerNote {
            cell: rc(1, 3),
            digit: d(9),
        });
        let _ = game.apply(Move::ToggleColour {
            cell: rc(1, 1),
            colour: Colour::ALL[8],
        });
        let _ = game.apply(Move::ToggleColour {
            cell: rc(1, 3),
            colour: Colour::ALL[1],
        });
        let _ = game.apply(Move::SetMode(EntryMode::Corner));
        let record = game.to_record();
        assert_eq!(record.corner.len(), 81);
        assert_eq!(record.colours[0], 9);
        let back = Game::from_record(record).unwrap();
        assert_eq!(back.position(), game.position());
        assert_eq!(back.ui(), game.ui());
        // A history that colours a given and changes its digit is refused.
        let mut record = game.to_record();
        record.history[1].changes[0].after.0 = 3;
        assert!(Game::from_record(record).is_err());
    }
}
