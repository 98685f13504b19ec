//! What a save holds that this version of the game does not know: kept as it was read, and
//! written back beside what this version writes.
//!
//! A newer version adds a field (a setting, a statistic, a part of the game's record); a player
//! who goes back to this version and forward again must find it as it was, not silently dropped
//! (a hint's moves forgotten make an assisted win look like a best time). Each saved object that
//! a later version may grow carries one of these, filled by serde with every member its own
//! fields do not take (`#[serde(flatten)]`), so the members travel with their object: a new
//! game starts with none, a setting's object keeps its own.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The members of a saved object that this version does not know, by name, as they were read.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UnknownFields(Map<String, Value>);

impl UnknownFields {
    /// Whether there are none (a save of this version or an older one).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The members' names, in the order they are written.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.0.keys().map(String::as_str)
    }

    /// The member `name`, if there is one.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.0.get(name)
    }

    /// Keeps `value` as the member `name` (what a newer version wrote; tests make such saves).
    pub fn insert(&mut self, name: impl Into<String>, value: Value) {
        self.0.insert(name.into(), value);
    }
}
