//! Killer games' statistics, level by level, kept beside the classic ones.
//!
//! A Killer and a classic puzzle of the same level take different times, so their records are
//! kept apart: [`Statistics::killer`](super::Statistics::killer) holds these, written in a
//! save as the `killer` member of the statistics only once a Killer has been played.

use serde::{Deserialize, Serialize};

use crate::logic::Level;

use super::stats::{DailyStats, LevelStats};
use super::unknown::UnknownFields;

/// The five levels' records of Killer games. In a save, each record it lacks starts empty.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct KillerStats {
    /// Easy Killers.
    pub easy: LevelStats,
    /// Medium Killers.
    pub medium: LevelStats,
    /// Hard Killers.
    pub hard: LevelStats,
    /// Expert Killers.
    pub expert: LevelStats,
    /// Extreme Killers.
    pub extreme: LevelStats,
    /// The daily Killers: a streak of their own, beside the classic daily puzzle's. Not
    /// written while empty.
    #[serde(skip_serializing_if = "DailyStats::is_empty")]
    pub daily: DailyStats,
    /// Records a newer version keeps here that this one does not know, written back as read.
    #[serde(flatten)]
    pub unknown: UnknownFields,
}

impl KillerStats {
    /// The record of `level`.
    pub fn level(&self, level: Level) -> &LevelStats {
        match level {
            Level::Easy => &self.easy,
            Level::Medium => &self.medium,
            Level::Hard => &self.hard,
            Level::Expert => &self.expert,
            Level::Extreme => &self.extreme,
        }
    }

    pub(super) fn level_mut(&mut self, level: Level) -> &mut LevelStats {
        match level {
            Level::Easy => &mut self.easy,
            Level::Medium => &mut self.medium,
            Level::Hard => &mut self.hard,
            Level::Expert => &mut self.expert,
            Level::Extreme => &mut self.extreme,
        }
    }

    /// Whether no Killer was ever counted (and no newer version kept anything here): nothing
    /// to write.
    pub fn is_empty(&self) -> bool {
        *self == KillerStats::default()
    }
}
