//! Saves the game wrote at each earlier format, by that version's own code (the commits are
//! named in `tests/data/README.md`), open in this version with nothing lost: every value of the
//! old file is in the save as this version writes it again, at the same place (but the one field
//! a migration renamed, compared as renamed), and the fields that came later hold their
//! defaults. Each also loads through the store: quietly, its bytes kept as its format's copy.

mod common;

use std::fs;

use common::TempDir;
use peerless::game::{import_killer, Colour, Game, Move, Origin, Settings, Statistics};
use peerless::save::{self, LoadSource, SaveStore, FORMAT_VERSION};
use peerless::{Cell, Digit, Killer, Variant};
use serde_json::Value;

/// The saves, by format.
const SAVES: [(u32, &str); 4] = [
    (1, include_str!("data/save-format-1.json")),
    (2, include_str!("data/save-format-2.json")),
    (3, include_str!("data/save-format-3.json")),
    (4, include_str!("data/save-format-4.json")),
];

/// Every leaf of `old` compared with the same place in `new`; `path` names the place.
fn compare(old: &Value, new: &Value, path: &str, problems: &mut Vec<String>) {
    match (old, new) {
        (Value::Object(old), Value::Object(new)) => {
            for (key, value) in old {
                let at = if path.is_empty() {
                    key.clone()
                } else {
                    format!("{path}.{key}")
                };
                match (at.as_str(), key.as_str()) {
                    // The format's version is this version's, and the generation is that of
                    // the save as a store numbers it (`save::encode` writes none).
                    ("version" | "generation", _) => {}
                    // Format 1's notes switch is format 2's entry mode.
                    ("game.notes_mode", _) => {
                        let mode = if value == &Value::Bool(true) {
                            "centre"
                        } else {
                            "digit"
                        };
                        if new.get("mode") != Some(&Value::from(mode)) {
                            problems.push(format!("{at}: {value} became {:?}", new.get("mode")));
                        }
                    }
                    _ => match new.get(key) {
                        Some(new) => compare(value, new, &at, problems),
                        None => problems.push(format!("{at}: {value} is gone")),
                    },
                }
            }
        }
        (Value::Array(old), Value::Array(new)) if old.len() == new.len() => {
            for (i, (old, new)) in old.iter().zip(new).enumerate() {
                compare(old, new, &format!("{path}[{i}]"), problems);
            }
        }
        (old, new) if old == new => {}
        (old, new) => problems.push(format!("{path}: {old} became {new}")),
    }
}

#[test]
fn every_earlier_format_opens_with_nothing_lost() {
    for (format, text) in SAVES {
        let old: Value = serde_json::from_str(text).unwrap();
        assert_eq!(old["version"], Value::from(format), "the fixture's format");
        let data = save::decode(text.as_bytes()).unwrap_or_else(|e| panic!("format {format}: {e}"));
        // Something of every part is there to lose.
        let game = data.game.as_ref().expect("a game in progress");
        assert!(game.history().cursor() > 0, "format {format}: moves");
        assert_eq!(
            game.puzzle().variant(),
            &Variant::Classic,
            "format {format}"
        );
        assert!(data.statistics.killer.is_empty(), "format {format}");
        assert!(data.statistics.hard.won > 0, "format {format}: wins");
        assert_ne!(
            data.settings,
            Default::default(),
            "format {format}: settings"
        );
        let written = save::encode(&data);
        let new: Value = serde_json::from_slice(&written).unwrap();
        assert_eq!(new["version"], Value::from(FORMAT_VERSION));
        let mut problems = Vec::new();
        compare(&old, &new, "", &mut problems);
        assert!(
            problems.is_empty(),
            "format {format}:\n{}",
            problems.join("\n")
        );
        // What this version writes reads back the same.
        assert_eq!(save::decode(&written).unwrap(), data, "format {format}");
    }
}

#[test]
fn every_earlier_format_loads_quietly_and_is_kept_as_it_was() {
    for (format, text) in SAVES {
        let dir = TempDir::new(&format!("format-{format}"));
        fs::create_dir_all(dir.path()).unwrap();
        let store = SaveStore::new(dir.path());
        fs::write(store.save_path(), text).unwrap();
        let loaded = store.load();
        assert_eq!(loaded.source, LoadSource::Save, "format {format}");
        assert_eq!(loaded.notice, None, "format {format}");
        assert_eq!(Ok(loaded.data.clone()), save::decode(text.as_bytes()));
        let copy = dir.path().join(format!("save.v{format}.json"));
        if format < FORMAT_VERSION {
            assert_eq!(fs::read_to_string(&copy).unwrap(), text, "format {format}");
        } else {
            assert!(!copy.exists());
        }
        // Played on and saved, it is this version's save; the older one's copy stays.
        store.save(&loaded.data).unwrap();
        store.save(&loaded.data).unwrap();
        assert_eq!(store.load().data, loaded.data);
        if format < FORMAT_VERSION {
            assert_eq!(fs::read_to_string(&copy).unwrap(), text, "format {format}");
        }
    }
}

/// The save this version writes for its format's fixture (`tests/data/save-format-N.json`, N
/// its format): format 3's fixture read and played on (a digit entered, a second of play), so
/// something of every part is there to lose, saved as generation 12.
fn current_format_save() -> Vec<u8> {
    let (_, format_3) = SAVES[2];
    let mut data = save::decode(format_3.as_bytes()).unwrap();
    let game = data.game.as_mut().unwrap();
    let cell = game.board().empty_cells().iter().next().unwrap();
    let digit = game.puzzle().solution().get(cell).unwrap();
    let _ = game.apply(peerless::Move::Enter { cell, digit });
    game.tick(std::time::Duration::from_secs(1));
    data.statistics.hard.started += 1;
    save::encode_generation(&data, 12)
}

/// Writes the current format's fixture into the folder `PEERLESS_WRITE_FIXTURES` names (run
/// by hand before the format changes, so the next format has a save of this one to open:
/// `PEERLESS_WRITE_FIXTURES=tests/data cargo test --test save_formats -- --ignored`).
#[test]
#[ignore = "writes fixtures: run by hand before the save format changes"]
fn write_the_current_formats_fixtures() {
    let Some(dir) = std::env::var_os("PEERLESS_WRITE_FIXTURES") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    let name = format!("save-format-{FORMAT_VERSION}.json");
    fs::write(dir.join(name), current_format_save()).unwrap();
    let name = format!("save-format-{FORMAT_VERSION}-killer.json");
    fs::write(dir.join(name), killer_save()).unwrap();
}

/// A Killer save of format 5, made by `killer_save` (see `tests/data/README.md`).
const KILLER_SAVE: &str = include_str!("data/save-format-5-killer.json");

/// Wikipedia's Killer example (`tests/data/killer_published.txt`).
fn published_killer() -> Killer {
    let text = fs::read_to_string(common::fixture("killer_published.txt")).unwrap();
    let line = text.lines().find(|line| !line.starts_with('#')).unwrap();
    Killer::parse(line.split_once(' ').unwrap().0).unwrap()
}

/// The Killer save of this version: Wikipedia's Killer imported and played part-way (auto
/// notes, three digits, one of them a mistake, a corner note, a colour, an undone step, a hint
/// shown, the clock at 2:05), with Killer statistics at a level and imported.
fn killer_save() -> Vec<u8> {
    let puzzle = import_killer(published_killer()).unwrap();
    let solution = *puzzle.solution();
    let mut game = Game::with_origin(puzzle, Origin::Imported, &Settings::default());
    let mut statistics = Statistics::default();
    statistics.record_game_start(&game);
    let cells: Vec<Cell> = game.board().empty_cells().iter().take(5).collect();
    let right = |cell: Cell| solution.get(cell).unwrap();
    let wrong = |cell: Cell| Digit::new(right(cell).get() % 9 + 1).unwrap();
    for mv in [
        Move::AutoNotes,
        Move::Enter {
            cell: cells[0],
            digit: right(cells[0]),
        },
        Move::Enter {
            cell: cells[1],
            digit: wrong(cells[1]),
        },
        Move::ToggleCornerNote {
            cell: cells[2],
            digit: Digit::new(1).unwrap(),
        },
        Move::ToggleColour {
            cell: cells[3],
            colour: Colour::ALL[2],
        },
        Move::Enter {
            cell: cells[4],
            digit: right(cells[4]),
        },
        Move::Undo,
        Move::Hint,
        Move::Select(cells[2]),
    ] {
        let _ = game.apply(mv);
    }
    game.tick(std::time::Duration::from_secs(125));
    statistics.killer.hard.started = 3;
    statistics.killer.hard.won = 2;
    let data = save::SaveData {
        game: Some(game),
        statistics,
        ..save::SaveData::default()
    };
    save::encode_generation(&data, 3)
}

#[test]
fn a_killer_save_reopens_with_everything() {
    let data = save::decode(KILLER_SAVE.as_bytes()).unwrap();
    let game = data.game.as_ref().unwrap();
    let killer = published_killer();
    assert_eq!(game.puzzle().cages(), Some(&killer.cages));
    assert_eq!(game.origin(), Origin::Imported);
    assert_eq!(game.history().cursor(), 5);
    assert_eq!(
        game.history().steps().len(),
        6,
        "the undone step kept for redo"
    );
    assert_eq!(game.mistakes(), 1);
    assert_eq!(game.elapsed(), std::time::Duration::from_secs(125));
    assert!(game.hint().is_some(), "the hint shown is found again");
    assert!(game.board().filled_count() == 2);
    let notes = game
        .board()
        .empty_cells()
        .iter()
        .filter(|&c| !game.notes(c).is_empty());
    assert!(notes.count() > 70, "the auto notes");
    assert!(!game.position().corner_notes().iter().all(|n| n.is_empty()));
    assert!(game.position().colours().iter().any(Option::is_some));
    // The clash the mistake makes is marked by the cages' rules too.
    assert_eq!(
        game.conflicts(),
        game.puzzle().variant().conflicts(game.board())
    );
    assert_eq!(data.statistics.killer_imported.started, 1);
    assert_eq!(data.statistics.killer.hard.won, 2);
    assert_eq!(data.statistics.imported.started, 0);
    // This version writes it again as it was (but the generation, which a store numbers).
    let written: Value = serde_json::from_slice(&save::encode(&data)).unwrap();
    let mut fixture: Value = serde_json::from_str(KILLER_SAVE).unwrap();
    fixture["generation"] = Value::from(0);
    fixture["version"] = Value::from(FORMAT_VERSION);
    assert_eq!(written, fixture);
    // And the code writes it so today: the fixture is what `killer_save` makes.
    let made: Value = serde_json::from_slice(&killer_save()).unwrap();
    let mut fixture: Value = serde_json::from_str(KILLER_SAVE).unwrap();
    fixture["version"] = Value::from(FORMAT_VERSION);
    assert_eq!(made, fixture);
}
