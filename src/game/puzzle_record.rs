//! How a game's puzzle is written in a save and read back: its givens, solution, grade and
//! kind (a Killer's cages in our one-line format), each checked on the way in.
//!
//! A save from before Killer games has no cages: its puzzle is classic, as it always was. A
//! Killer's cages are written as our one-line format's letters and sums ([`Killer`]'s
//! `Display`), which [`Cages::new`](crate::Cages::new) checks again when they are read, so a
//! damaged layout is refused whole, never half loaded.

use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::killer::Killer;
use crate::logic::{self, Grade, Level, Technique};
use crate::variant::Variant;

use super::puzzle::Puzzle;
use super::record::{parse_board, GameRecord, RecordError};

/// A grade as it is written in a save: names instead of enum values, so a save does not depend on
/// the order of the technique list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GradeRecord {
    /// The level's name (`Easy` ... `Extreme`).
    pub level: String,
    /// The score.
    pub score: u32,
    /// Each technique's name with how many steps used it.
    pub techniques: Vec<(String, u32)>,
    /// Whether the puzzle needs trial and error.
    pub needs_trial: bool,
}

pub(super) fn grade_record(grade: &Grade) -> GradeRecord {
    GradeRecord {
        level: grade.level.name().to_string(),
        score: grade.score,
        techniques: grade
            .techniques
            .iter()
            .map(|&(technique, count)| (technique.name().to_string(), count))
            .collect(),
        needs_trial: grade.needs_trial,
    }
}

fn grade_from(record: &GradeRecord) -> Option<Grade> {
    let level: Level = record.level.parse().ok()?;
    let techniques = record
        .techniques
        .iter()
        .map(|(name, count)| {
            name.parse::<Technique>()
                .ok()
                .map(|technique| (technique, *count))
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Grade {
        level,
        score: record.score,
        techniques,
        needs_trial: record.needs_trial,
    })
}

/// A puzzle's cages as a save writes them: our one-line format's letters and sums, the givens
/// left out (the record's `puzzle` has them); none for a classic puzzle.
pub(super) fn cages_record(puzzle: &Puzzle) -> Option<String> {
    puzzle.cages().map(|cages| {
        Killer {
            cages: cages.clone(),
            givens: Board::EMPTY,
        }
        .to_string()
    })
}

/// A puzzle alone as a save's game record writes it (givens, solution, grade, cages): how a
/// puzzle made elsewhere (the page's engine worker, which runs a second copy of the game's
/// wasm) is handed back as text, read with the same checks as a save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleRecord {
    /// The givens, 81 characters.
    pub puzzle: String,
    /// The solution, 81 digits.
    pub solution: String,
    /// The grade.
    pub grade: GradeRecord,
    /// A Killer's cages in our one-line format, without givens; none for a classic puzzle.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cages: Option<String>,
}

impl PuzzleRecord {
    /// The record of `puzzle`.
    pub fn of(puzzle: &Puzzle) -> PuzzleRecord {
        PuzzleRecord {
            puzzle: puzzle.givens().to_string(),
            solution: puzzle.solution().to_string(),
            grade: grade_record(puzzle.grade()),
            cages: cages_record(puzzle),
        }
    }

    /// The puzzle it holds, checked as a save's is (see [`GameRecord`]).
    pub fn to_puzzle(&self) -> Result<Puzzle, RecordError> {
        puzzle_of(
            &self.puzzle,
            &self.solution,
            &self.grade,
            self.cages.as_deref(),
        )
    }
}

/// The puzzle a record holds: its kind (classic without cages), givens, solution and grade,
/// checked to agree. A grade from another version of the technique list is graded again.
pub(super) fn puzzle_from(record: &GameRecord) -> Result<Puzzle, RecordError> {
    puzzle_of(
        &record.puzzle,
        &record.solution,
        &record.grade,
        record.cages.as_deref(),
    )
}

fn puzzle_of(
    puzzle: &str,
    solution: &str,
    grade: &GradeRecord,
    cages: Option<&str>,
) -> Result<Puzzle, RecordError> {
    let givens = parse_board("puzzle", puzzle)?;
    let solution = parse_board("solution", solution)?;
    let variant = match cages {
        None => Variant::Classic,
        Some(text) => {
            let killer = Killer::parse(text).map_err(|e| RecordError::Cages(e.to_string()))?;
            if killer.givens.filled_count() > 0 {
                return Err(RecordError::Cages("the givens belong in the puzzle".into()));
            }
            Variant::Killer(Box::new(killer.cages))
        }
    };
    let grade = match grade_from(grade) {
        Some(grade) => grade,
        None => match variant.cages() {
            None => logic::grade(&givens),
            Some(cages) => logic::killer::grade(&Killer {
                cages: cages.clone(),
                givens,
            }),
        }
        .map_err(|_| RecordError::Grade)?,
    };
    Puzzle::with_variant(givens, solution, grade, variant).map_err(RecordError::Puzzle)
}
