//! Practising a technique: a position where it is the next step, played with the ordinary
//! tools, each move judged at once; and the player's progress with every technique.
//!
//! An [`Exercise`] wraps a [`Game`] started from the position (its candidates shown as centre
//! notes, as the earlier steps left them). A move that removes a candidate or places a digit is
//! judged against the step before it is made: a move of the step is the step found (drawn
//! whole, the exercise over); a move the step does not make is refused, the position left as
//! it was, with the reason; any other move (a colour, a note put back, the hint's levels) is
//! simply played. Asking for the hint counts as help, as HoDoKu's practising mode counts it.

use serde::{Deserialize, Serialize};

use crate::board::{Board, Cell, Digit};
use crate::l10n::{Localizer, Message};
use crate::logic::{Step, Technique};
use crate::sets::{CellSet, Digits};

use super::marks::EntryMode;
use super::moves::{Ignored, Move, Outcome};
use super::play::{Game, Origin};
use super::puzzle::Puzzle;
use super::settings::Settings;
use super::unknown::UnknownFields;

/// A practice position being played: the game, the step it is practice for, and what the
/// player has done about it so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exercise {
    game: Game,
    step: Step,
    /// The position the exercise started from: what every move is judged against.
    start: Board,
    notes: [Digits; 81],
    verdict: Verdict,
    helped: bool,
    /// Whether a move the step does not make was refused.
    missed: bool,
}

/// What the player's last judged move was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing judged yet, or only moves that neither remove nor place.
    Looking,
    /// The step found: the exercise is over. `helped` when the hint was asked for.
    Found {
        /// Whether the player asked for the hint first.
        helped: bool,
    },
    /// The last move was not the step, and was not made: why.
    Wrong(Wrong),
    /// The step shown whole, not looked for (a technique's lesson): the exercise is over.
    Shown,
}

/// Why a move was not the step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// The move removes a digit that belongs in the cell.
    TrueCandidate {
        /// The cell.
        cell: Cell,
        /// The digit removed.
        digit: Digit,
    },
    /// The digit can go from the cell, but not by the technique: something else shows it.
    NotByThis {
        /// The cell.
        cell: Cell,
        /// The digit removed.
        digit: Digit,
    },
    /// A digit placed where it does not belong.
    WrongDigit {
        /// The cell.
        cell: Cell,
        /// The digit placed.
        digit: Digit,
    },
    /// The right digit, but not one the technique places.
    NotPlacedByThis {
        /// The cell.
        cell: Cell,
        /// The digit placed.
        digit: Digit,
    },
}

impl Wrong {
    /// The reason in a player's words, naming the technique looked for, as a message of the
    /// game's catalogue (`practice-wrong-...`), for any language.
    pub fn message(self, technique: Technique) -> Message {
        let (id, cell, digit) = match self {
            Wrong::TrueCandidate { cell, digit } => ("practice-wrong-true-candidate", cell, digit),
            Wrong::NotByThis { cell, digit } => ("practice-wrong-not-by-this", cell, digit),
            Wrong::WrongDigit { cell, digit } => ("practice-wrong-digit", cell, digit),
            Wrong::NotPlacedByThis { cell, digit } => {
                ("practice-wrong-not-placed-by-this", cell, digit)
            }
        };
        Message::new(id)
            .cell("cell", cell)
            .digit("digit", digit)
            .message("technique", technique.message())
    }

    /// The reason in English ([`Wrong::message`]).
    pub fn text(self, technique: Technique) -> String {
        Localizer::english().format(&self.message(technique))
    }
}

/// What a move did to an exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// What the game made of the move (ignored when it was refused).
    pub outcome: Outcome,
    /// The verdict, when the move was judged (it removed or placed something): the step found
    /// or the reason it was not.
    pub verdict: Option<Verdict>,
}

impl Exercise {
    /// An exercise of `step` at the position `board` (givens and placed digits) with `notes`
    /// (the candidates of its empty cells), in a puzzle whose givens, solution and grade
    /// `puzzle` holds. The step must be the position's next one; the caller (the practice
    /// search) made it so.
    pub fn new(
        puzzle: Puzzle,
        board: &Board,
        notes: &[Digits; 81],
        step: Step,
        settings: &Settings,
    ) -> Exercise {
        let mut game = Game::from_position(puzzle, Origin::Imported, settings, board, notes);
        // The pad starts writing what the step makes: centre notes (the candidates shown)
        // for an elimination, digits for a placement.
        if step.placements.is_empty() {
            let _ = game.apply(Move::SetMode(EntryMode::Centre));
        }
        Exercise {
            start: *game.board(),
            notes: *game.position().notes(),
            game,
            step,
            verdict: Verdict::Looking,
            helped: false,
            missed: false,
        }
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The technique practised.
    pub fn technique(&self) -> Technique {
        self.step.technique
    }

    /// The step the position is practice for.
    pub fn step(&self) -> &Step {
        &self.step
    }

    /// The verdict so far.
    pub fn verdict(&self) -> &Verdict {
        &self.verdict
    }

    /// Whether the exercise is over: the step found, or shown.
    pub fn is_over(&self) -> bool {
        matches!(self.verdict, Verdict::Found { .. } | Verdict::Shown)
    }

    /// Shows the step whole on the board, ending the exercise: a technique's lesson, its
    /// drawing on a real position.
    pub fn show(&mut self) {
        self.game.show_step(self.step.clone());
        self.verdict = Verdict::Shown;
    }

    /// Whether the player asked for the hint.
    pub fn helped(&self) -> bool {
        self.helped
    }

    /// Whether the step was found, or is being looked for, with neither the hint nor a move
    /// the step does not make: what a streak counts.
    pub fn clean(&self) -> bool {
        !self.helped && !self.missed
    }

    /// Takes the settings that change what moves do, as [`Game::set_options`].
    pub fn set_options(&mut self, settings: &Settings) {
        self.game.set_options(settings);
    }

    /// Plays `mv`, judged: see the module's description. Once the step is found, the position
    /// is kept as the step left it (moves that would change it are ignored).
    pub fn apply(&mut self, mv: Move) -> Judged {
        let unjudged = |outcome| Judged {
            outcome,
            verdict: None,
        };
        if self.is_over() && (mv.changes_position() || mv == Move::Hint) {
            return unjudged(Outcome::ignored(Ignored::GameOver));
        }
        if !mv.changes_position() {
            return unjudged(self.game.apply(mv));
        }
        let mut trial = self.game.clone();
        let outcome = trial.apply(mv);
        if mv == Move::Hint {
            self.helped = true;
        }
        match self.judge(&trial) {
            None => {
                self.game = trial;
                unjudged(outcome)
            }
            Some(Err(wrong)) => {
                self.verdict = Verdict::Wrong(wrong);
                self.missed = true;
                Judged {
                    outcome: Outcome::ignored(Ignored::NoChange),
                    verdict: Some(self.verdict.clone()),
                }
            }
            Some(Ok(())) => {
                self.game = trial;
                self.game.show_step(self.step.clone());
                self.verdict = Verdict::Found {
                    helped: self.helped,
                };
                Judged {
                    outcome,
                    verdict: Some(self.verdict.clone()),
                }
            }
        }
    }

    /// What `after` did to the starting position: `None` when it removed and placed nothing,
    /// `Ok` when all it removed and placed is the step's (and something was), else the first
    /// thing the step does not do.
    fn judge(&self, after: &Game) -> Option<Result<(), Wrong>> {
        let solution = *after.puzzle().solution();
        let mut changed = false;
        for cell in self.start.empty_cells() {
            let right = solution.get(cell);
            if let Some(digit) = after.board().get(cell) {
                changed = true;
                if right != Some(digit) {
                    return Some(Err(Wrong::WrongDigit { cell, digit }));
                }
                if !self
                    .step
                    .placements
                    .iter()
                    .any(|p| p.cell == cell && p.digit == digit)
                {
                    return Some(Err(Wrong::NotPlacedByThis { cell, digit }));
                }
                continue;
            }
            // A digit placed takes itself from its peers' notes (the setting that removes
            // notes), and in a Killer from its cage mates': that follows from the placement,
            // judged already.
            let mates = after
                .puzzle()
                .cages()
                .map_or_else(CellSet::default, |cages| cages.cage_of(cell).cells());
            let placed_by_peers = (cell.peer_set() | mates)
                .iter()
                .filter(|&peer| self.start.get(peer).is_none())
                .filter_map(|peer| after.board().get(peer))
                .collect::<Digits>();
            let removed = self.notes[cell.index()] - after.notes(cell) - placed_by_peers;
            for digit in removed {
                changed = true;
                if right == Some(digit) {
                    return Some(Err(Wrong::TrueCandidate { cell, digit }));
                }
                if !self
                    .step
                    .eliminations
                    .iter()
                    .any(|e| e.cell == cell && e.digit == digit)
                {
                    return Some(Err(Wrong::NotByThis { cell, digit }));
                }
            }
        }
        changed.then_some(Ok(()))
    }
}

/// The player's record with one technique.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TechniqueProgress {
    /// Positions where the player found the step.
    pub found: u32,
    /// Of those, the ones found after asking for the hint.
    pub helped: u32,
    /// Moves the step does not make, refused.
    pub wrong: u32,
    /// Steps found in a row without help and without a wrong move.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
}

/// The player's progress with every technique practised: saved with the statistics, as a list
/// of records, one per technique.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Vec<ProgressRecord>", into = "Vec<ProgressRecord>")]
pub struct Progress {
    /// A record per technique practised, in the engine's order, each technique once: a
    /// sorted vector (a few dozen entries at most), where a map's code would cost the page more
    /// than its search saves.
    by_technique: Vec<(Technique, TechniqueProgress)>,
    /// What a newer version saved that this one does not know, written back as read: the
    /// records of techniques it does not know, whole, and the members of known techniques'
    /// records it does not know (those records with their counts left at zero).
    unknown: Vec<ProgressRecord>,
}

impl Progress {
    /// The record with `technique` (all zero before it is first practised).
    pub fn of(&self, technique: Technique) -> TechniqueProgress {
        self.by_technique
            .binary_search_by_key(&technique, |&(t, _)| t)
            .map_or_else(|_| TechniqueProgress::default(), |i| self.by_technique[i].1)
    }

    /// The techniques practised, with their records, in the engine's order.
    pub fn iter(&self) -> impl Iterator<Item = (Technique, TechniqueProgress)> + '_ {
        self.by_technique.iter().copied()
    }

    /// The record of `technique`, made (all zero) when there is none.
    fn entry(&mut self, technique: Technique) -> &mut TechniqueProgress {
        let i = match self
            .by_technique
            .binary_search_by_key(&technique, |&(t, _)| t)
        {
            Ok(i) => i,
            Err(i) => {
                self.by_technique
                    .insert(i, (technique, TechniqueProgress::default()));
                i
            }
        };
        &mut self.by_technique[i].1
    }

    /// Counts a verdict on an exercise of `technique`: a wrong move ends the streak, a step
    /// found counts, and lengthens the streak when there was neither help nor a wrong move in
    /// that exercise (`clean`).
    pub fn record(&mut self, technique: Technique, verdict: &Verdict, clean: bool) {
        let entry = self.entry(technique);
        match verdict {
            Verdict::Looking | Verdict::Shown => {}
            Verdict::Wrong(_) => {
                entry.wrong += 1;
                entry.streak = 0;
            }
            Verdict::Found { helped } => {
                entry.found += 1;
                if *helped {
                    entry.helped += 1;
                }
                if clean && !helped {
                    entry.streak += 1;
                    entry.best_streak = entry.best_streak.max(entry.streak);
                } else {
                    entry.streak = 0;
                }
            }
        }
    }
}

/// One technique's record in a save: the technique by [`Technique::name`] (read back in any
/// case), and the counts, each 0 when it is missing. A name this version does not know is a
/// newer version's technique: its record is kept as it was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct ProgressRecord {
    technique: String,
    #[serde(default)]
    found: u32,
    #[serde(default)]
    helped: u32,
    #[serde(default)]
    wrong: u32,
    #[serde(default)]
    streak: u32,
    #[serde(default)]
    best_streak: u32,
    #[serde(flatten)]
    unknown: UnknownFields,
}

impl From<Vec<ProgressRecord>> for Progress {
    /// A technique named twice keeps its last record, as a map would.
    fn from(records: Vec<ProgressRecord>) -> Progress {
        let mut progress = Progress::default();
        for record in records {
            let Ok(technique) = record.technique.parse::<Technique>() else {
                progress
                    .unknown
                    .retain(|kept| kept.technique != record.technique);
                progress.unknown.push(record);
                continue;
            };
            *progress.entry(technique) = TechniqueProgress {
                found: record.found,
                helped: record.helped,
                wrong: record.wrong,
                streak: record.streak,
                best_streak: record.best_streak,
            };
            let name = technique.name();
            progress.unknown.retain(|kept| kept.technique != name);
            if !record.unknown.is_empty() {
                progress.unknown.push(ProgressRecord {
                    technique: name.to_string(),
                    found: 0,
                    helped: 0,
                    wrong: 0,
                    streak: 0,
                    best_streak: 0,
                    unknown: record.unknown,
                });
            }
        }
        progress
    }
}

impl From<Progress> for Vec<ProgressRecord> {
    fn from(progress: Progress) -> Vec<ProgressRecord> {
        let unknown_of = |name: &str| {
            progress
                .unknown
                .iter()
                .find(|kept| kept.technique == name)
                .map(|kept| kept.unknown.clone())
                .unwrap_or_default()
        };
        let known = progress.iter().map(|(technique, p)| ProgressRecord {
            technique: technique.name().to_string(),
            found: p.found,
            helped: p.helped,
            wrong: p.wrong,
            streak: p.streak,
            best_streak: p.best_streak,
            unknown: unknown_of(technique.name()),
        });
        let newer = progress
            .unknown
            .iter()
            .filter(|kept| kept.technique.parse::<Technique>().is_err())
            .cloned();
        known.chain(newer).collect()
    }
}

#[cfg(test)]
mod tests;
