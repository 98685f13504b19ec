//! The migrations of the save format: each turns the sections of a save of one version into
//! those of the next, so a save of any earlier version reads as the current one.

use serde_json::{Map, Value};

use super::FORMAT_VERSION;

/// A migration turns the sections of a save of version `n` into those of version `n + 1`.
///
/// Migrations work on the file's JSON (`serde_json`'s `Value`), not on a type per old format:
/// each change so far renamed or added one field, which is two lines on the JSON and would be a
/// copy of every saved type per format, and an error in a section still names the path of the
/// field as the file has it. Each is tested on a save its format's version of the game wrote
/// (`tests/data/save-format-*.json`).
pub(super) type Migration = fn(&mut Map<String, Value>);

/// `MIGRATIONS[i]` migrates version `i + 1` to version `i + 2`; there is one for every version
/// before [`FORMAT_VERSION`].
pub(super) const MIGRATIONS: [Migration; FORMAT_VERSION as usize - 1] =
    [entry_modes, practice_progress, generations, killer_games];

/// Version 1 to 2: corner notes and cell colours came, and the pad's notes switch became an entry
/// mode. A version 1 game's notes are its centre notes (kept as they are); its `notes_mode`
/// becomes `mode` (`centre` when it was on). Corner notes and colours start empty (the record's
/// defaults).
fn entry_modes(save: &mut Map<String, Value>) {
    // A game that is not an object (null: no game) is left for its section's reader to judge.
    if let Some(Value::Object(game)) = save.get_mut("game") {
        let notes_on = game.remove("notes_mode") == Some(Value::Bool(true));
        let mode = if notes_on { "centre" } else { "digit" };
        game.insert("mode".to_string(), Value::from(mode));
    }
}

/// Version 2 to 3: the player's progress with each technique practised came. A version 2 save
/// has practised nothing: its progress starts empty.
pub(super) fn practice_progress(save: &mut Map<String, Value>) {
    save.entry("practice")
        .or_insert_with(|| Value::Array(Vec::new()));
}

/// Version 3 to 4: a save says its generation, and every object keeps the members a newer
/// version wrote that this one does not know. A version 3 save changes in nothing: its
/// generation is 0. The number changed so that the versions that wrote format 3, which dropped
/// what they did not know when they wrote (a game's hint moves, a setting), refuse a save of
/// this format (and keep it aside) instead of rewriting it without those members.
fn generations(_save: &mut Map<String, Value>) {}

/// Version 4 to 5: Killer games came (a game's `cages`, and the statistics' `killer` and
/// `killer_imported`). A version 4 save changes in nothing: its game is classic, and it has
/// played no Killer. The number changed so that the versions that wrote format 4, which cannot
/// play a Killer, refuse a save of this format (and keep it aside) instead of opening its Killer
/// as a classic puzzle without givens.
fn killer_games(_save: &mut Map<String, Value>) {}
