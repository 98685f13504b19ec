//! The save's promises to more than one copy of the game and to other versions: a copy never
//! writes over a save another copy wrote since it last read or wrote one, and follows it
//! instead; what a newer version wrote that this one does not know is written back as it was;
//! a save that was recovered is written at once, so the next start finds it whole.

use std::fs;
use std::sync::{Arc, Mutex};

use serde_json::{json, Value};

use super::tests::{data, TempDir};
use super::*;
use crate::game::Move;

/// Two stores on one storage: two copies of the game on one folder (or one page's storage).
fn two<S: Storage>(storage: S) -> (SaveStore<Arc<S>>, SaveStore<Arc<S>>) {
    let shared = Arc::new(storage);
    (
        SaveStore::with_storage(Arc::clone(&shared)),
        SaveStore::with_storage(shared),
    )
}

/// What the store holds now, read by a third copy.
fn stored<S: Storage>(store: &SaveStore<S>) -> SaveData {
    let bytes = store.storage().read(SAVE_FILE).unwrap().unwrap();
    decode(&bytes).unwrap()
}

fn copies_follow_each_other<S: Storage>(first: &SaveStore<S>, second: &SaveStore<S>) {
    first.save(&data(1)).unwrap();
    assert_eq!(first.load().data, data(1));
    assert_eq!(second.load().data, data(1));
    // The second copy plays on and saves.
    second.save(&data(5)).unwrap();
    assert_eq!(second.generation(), first.generation() + 1);
    // The first, on the state it loaded, would write over it: refused, nothing written.
    assert!(first.changed_elsewhere());
    assert!(!second.changed_elsewhere(), "its own write");
    assert_eq!(
        first.save(&data(2)),
        Err(SaveError::Superseded {
            generation: second.generation()
        })
    );
    assert_eq!(stored(first), data(5), "the newer save stays");
    // It follows instead: the second copy's save, whole.
    let followed = first.follow().expect("a save to follow");
    assert_eq!(followed.data, data(5));
    assert_eq!(followed.generation, second.generation());
    assert_eq!(first.generation(), second.generation());
    assert!(first.follow().is_none(), "nothing new since");
    // Its next save is on top of the second's, which now must follow in turn.
    first.save(&data(6)).unwrap();
    assert!(matches!(
        second.save(&data(4)),
        Err(SaveError::Superseded { .. })
    ));
    assert_eq!(second.follow().map(|loaded| loaded.data), Some(data(6)));
    second.save(&data(7)).unwrap();
    assert_eq!(stored(second), data(7));
    // The backup is the save the newest replaced: the first copy's.
    let backup = second.storage().read(BACKUP_FILE).unwrap().unwrap();
    assert_eq!(decode(&backup).unwrap(), data(6));
}

#[test]
fn a_copy_never_writes_over_another_copys_newer_save_and_follows_it() {
    let (first, second) = two(MemoryStorage::new());
    copies_follow_each_other(&first, &second);
    let dir = TempDir::new("two-copies");
    let (first, second) = (SaveStore::new(&dir.0), SaveStore::new(&dir.0));
    copies_follow_each_other(&first, &second);
    // Every write was whole: no temporary file left, and the lock file is all else there is.
    let mut names: Vec<String> = fs::read_dir(&dir.0)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["save.backup.json", "save.json", "save.lock"]);
}

#[test]
fn a_save_made_by_a_version_without_generations_is_followed_too() {
    let (ours, older) = two(MemoryStorage::new());
    ours.save(&data(2)).unwrap();
    assert!(ours.load().notice.is_none());
    // An older version of the game, on the same storage, writes its save: no generation.
    let mut value: Value = serde_json::from_slice(&encode(&data(3))).unwrap();
    value.as_object_mut().unwrap().remove("generation");
    older
        .storage()
        .write(SAVE_FILE, &serde_json::to_vec(&value).unwrap())
        .unwrap();
    assert_eq!(
        ours.save(&data(4)),
        Err(SaveError::Superseded { generation: 0 })
    );
    assert_eq!(ours.follow().map(|loaded| loaded.data), Some(data(3)));
}

#[test]
fn a_store_that_never_loaded_writes_as_before_and_a_vanished_save_is_written_again() {
    let store = SaveStore::with_storage(MemoryStorage::new());
    assert!(
        store.follow().is_none(),
        "nothing loaded, nothing to follow"
    );
    store.save(&data(1)).unwrap();
    store.save(&data(2)).unwrap();
    // The player removed the save file while the game ran: nothing of anyone's to lose.
    assert!(store.storage().rename_new(SAVE_FILE, "moved.json").unwrap());
    store.save(&data(3)).unwrap();
    assert_eq!(stored(&store), data(3));
}

/// Copies in two threads save and follow on one folder as fast as they can: every save that
/// succeeds replaced the save its copy had loaded or written, so the generations written are
/// 1, 2, 3, ... each once. A check made apart from the write (no lock), or no check, would
/// let two copies write the same generation over the same save.
#[test]
fn copies_racing_on_one_folder_never_write_over_each_other() {
    let dir = TempDir::new("racing-copies");
    let written = Arc::new(Mutex::new(Vec::new()));
    let copies: Vec<_> = (0..2)
        .map(|copy| {
            let (dir, written) = (dir.0.clone(), Arc::clone(&written));
            std::thread::spawn(move || {
                let store = SaveStore::new(dir);
                let _ = store.load();
                let mut refused = 0;
                for round in 0..40 {
                    let next = store.generation() + 1;
                    match store.save(&data(copy * 100 + round)) {
                        Ok(()) => written.lock().unwrap().push(next),
                        Err(SaveError::Superseded { .. }) => {
                            refused += 1;
                            assert!(store.follow().is_some(), "a refusal has a save to follow");
                        }
                        Err(other) => panic!("{other}"),
                    }
                }
                refused
            })
        })
        .collect();
    let refused: u32 = copies.into_iter().map(|copy| copy.join().unwrap()).sum();
    let mut generations = written.lock().unwrap().clone();
    generations.sort_unstable();
    let expected: Vec<u64> = (1..=generations.len() as u64).collect();
    assert_eq!(generations, expected, "each generation written once");
    assert_eq!(generations.len() as u32 + refused, 80);
    let last = SaveStore::new(&dir.0).load();
    assert_eq!(last.generation, generations.len() as u64);
}

/// A save as a newer version writes it: members this version does not know at every level
/// (a section, a setting, a statistic, the daily record, the game, a practice record and a
/// technique this version does not have).
fn newer_save() -> Vec<u8> {
    let mut value: Value = serde_json::from_slice(&encode(&data(4))).unwrap();
    value["killer"] = json!({"easy": {"won": 3}});
    value["settings"]["cage_tints"] = json!(true);
    value["statistics"]["easy"]["fastest_week"] = json!([61, 0]);
    value["statistics"]["daily"]["freezes"] = json!(2);
    // Killer statistics this version keeps, with a figure it does not.
    value["statistics"]["killer_imported"] = json!({"started": 1, "fastest_week": [61, 0]});
    value["statistics"]["killer"] = json!({"easy": {"won": 1}, "weekly": {"won": 1}});
    value["game"]["variant"] = json!({"killer": [[0, 1, 3]]});
    value["practice"][0]["lessons_read"] = json!(4);
    value["practice"]
        .as_array_mut()
        .unwrap()
        .push(json!({"technique": "Cage Sum", "found": 2, "streak": 1}));
    serde_json::to_vec(&value).unwrap()
}

#[test]
fn what_a_newer_version_wrote_survives_a_round_trip_through_this_one() {
    let bytes = newer_save();
    let read = decode(&bytes).unwrap();
    assert_eq!(
        read.statistics.easy.started, 4,
        "what this version knows reads as ever"
    );
    // Written again by this version, after a change of its own: every member it does not
    // know is there as it was.
    let mut changed = read.clone();
    changed.statistics.easy.started += 1;
    changed.settings.show_timer = false;
    let game = changed.game.as_mut().unwrap();
    let cell = game.board().empty_cells().iter().next().unwrap();
    let digit = game.puzzle().solution().get(cell).unwrap();
    let _ = game.apply(Move::Enter { cell, digit });
    let written: Value = serde_json::from_slice(&encode(&changed)).unwrap();
    let before: Value = serde_json::from_slice(&bytes).unwrap();
    for path in [
        "/killer",
        "/settings/cage_tints",
        "/statistics/easy/fastest_week",
        "/statistics/daily/freezes",
        "/statistics/killer_imported/fastest_week",
        "/statistics/killer/weekly",
        "/game/variant",
        "/practice/0/lessons_read",
    ] {
        assert_eq!(written.pointer(path), before.pointer(path), "{path}");
        assert!(written.pointer(path).is_some(), "{path}");
    }
    let techniques: Vec<&str> = written["practice"]
        .as_array()
        .unwrap()
        .iter()
        .map(|record| record["technique"].as_str().unwrap())
        .collect();
    assert!(techniques.contains(&"Cage Sum"), "{techniques:?}");
    assert_eq!(written["statistics"]["easy"]["started"], json!(5));
    assert_eq!(read.statistics.killer_imported.started, 1);
    assert_eq!(read.statistics.killer.easy.won, 1);
    assert_eq!(written["settings"]["show_timer"], json!(false));
    // A new game starts without the old game's members.
    let mut new_game = changed.clone();
    new_game.game = data(1).game;
    let written: Value = serde_json::from_slice(&encode(&new_game)).unwrap();
    assert_eq!(written.pointer("/game/variant"), None);
    assert!(written.pointer("/settings/cage_tints").is_some());
}

/// A version that did not know `hint_moves` wrote the game without it: the history still
/// holds the hint's move, so the win is still an assisted one (no best time).
#[test]
fn a_game_whose_hint_moves_were_dropped_still_counts_them_from_its_history() {
    let mut saved = data(3);
    let game = saved.game.as_mut().unwrap();
    for _ in 0..4 {
        let _ = game.apply(Move::Hint);
    }
    assert_eq!(game.hint_moves(), 1);
    let mut value: Value = serde_json::from_slice(&encode(&saved)).unwrap();
    assert_eq!(value["game"]["hint_moves"], json!(1));
    value["game"].as_object_mut().unwrap().remove("hint_moves");
    let read = decode(&serde_json::to_vec(&value).unwrap()).unwrap();
    let game = read.game.unwrap();
    assert_eq!(game.hint_moves(), 1);
    assert!(game.assisted());
}

/// Part of the save does not read (one count written as a string): the game and the settings
/// are kept, the statistics come from the backup, and the repaired save is written at once,
/// the original copied aside, so the next start finds it whole and says nothing more.
#[test]
fn a_save_recovered_in_part_is_written_at_once_and_the_original_kept() {
    let dir = TempDir::new("repaired-at-once");
    let store = SaveStore::new(&dir.0);
    store.save(&data(2)).unwrap();
    store.save(&data(6)).unwrap();
    let good = fs::read_to_string(store.save_path()).unwrap();
    let damaged = good.replacen(r#""started":6"#, r#""started":"6""#, 1);
    assert_ne!(damaged, good);
    fs::write(store.save_path(), &damaged).unwrap();
    let loaded = SaveStore::new(&dir.0).load();
    let mut expected = data(6);
    expected.statistics = data(2).statistics;
    assert_eq!(loaded.data, expected);
    match &loaded.notice.as_ref().unwrap().what {
        Recovered::Parts {
            restored, kept_as, ..
        } => {
            assert_eq!(restored, &[Section::Statistics]);
            assert_eq!(kept_as.as_deref(), Some("save.damaged-1.json"));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        fs::read_to_string(dir.0.join("save.damaged-1.json")).unwrap(),
        damaged,
        "the save as it was"
    );
    // The repaired save is the save now: a start finds it whole, with nothing to say.
    let again = SaveStore::new(&dir.0).load();
    assert_eq!((again.source, again.notice), (LoadSource::Save, None));
    assert_eq!(again.data, expected);
    assert_eq!(again.generation, loaded.generation);
    // And the backup is still the save before the damaged one.
    let backup = fs::read(store.backup_path()).unwrap();
    assert_eq!(decode(&backup).unwrap(), data(2));
}

/// A save that does not read at all is kept aside and the backup written in its place at
/// once: quitting and starting again loads it with nothing more to say, never "missing".
#[test]
fn a_save_recovered_from_its_backup_is_written_at_once() {
    let store = SaveStore::with_storage(MemoryStorage::new());
    store.save(&data(1)).unwrap();
    store.save(&data(2)).unwrap();
    store.storage().write(SAVE_FILE, b"{\"format\":").unwrap();
    let loaded = store.load();
    assert_eq!(loaded.source, LoadSource::Backup);
    let again = store.load();
    assert_eq!(again.source, LoadSource::Save);
    assert_eq!(again.notice, None);
    assert_eq!(again.data, data(1));
    assert_eq!(
        store.storage().names(),
        ["save.backup.json", "save.damaged-1.json", "save.json"]
    );
}
