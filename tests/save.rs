//! Saves as a player meets them: a game survives a restart whole, an interrupted or damaged save
//! never costs more than the last move, and the player is told when the backup was used.

mod common;

use std::fs;
use std::time::Duration;

use common::TempDir;
use peerless::game::{import, Game, Move, Settings, Statistics, Status, Theme};
use peerless::save::{
    self, LoadSource, Loaded, Recovered, SaveData, SaveError, SaveStore, Section, FORMAT_VERSION,
};
use peerless::{Cell, Digit};

/// A game with `moves` digits entered (the right ones), some notes, a hint half shown, and a
/// selection: everything a save must keep.
fn data(moves: usize) -> SaveData {
    let settings = Settings {
        theme: Theme::Dark,
        digit_first: true,
        mistake_limit: Some(3),
        ..Settings::default()
    };
    let mut game = Game::new(import(common::EASY).unwrap(), &settings);
    let empty: Vec<Cell> = game.board().empty_cells().iter().collect();
    for &cell in empty.iter().take(moves) {
        let digit = game.puzzle().solution().get(cell).unwrap();
        let _ = game.apply(Move::Enter { cell, digit });
    }
    let _ = game.apply(Move::AutoNotes);
    let _ = game.apply(Move::Undo);
    let _ = game.apply(Move::ToggleNote {
        cell: empty[moves + 1],
        digit: Digit::new(2).unwrap(),
    });
    let _ = game.apply(Move::Hint);
    let _ = game.apply(Move::Hint);
    let _ = game.apply(Move::Select(empty[moves + 2]));
    game.tick(Duration::from_millis(61_250));
    let mut statistics = Statistics::default();
    statistics.record_game_start(&game);
    let mut practice = peerless::game::Progress::default();
    practice.record(
        peerless::logic::Technique::Skyscraper,
        &peerless::game::Verdict::Found { helped: true },
        false,
    );
    SaveData {
        settings,
        statistics,
        game: Some(game),
        practice,
        ..SaveData::default()
    }
}

/// The notice of a save that could not be read at all: what was wrong, the name it was kept
/// under, whether the backup was loaded.
fn whole(loaded: &Loaded) -> (SaveError, Option<String>, bool) {
    match loaded.notice.as_ref().map(|n| &n.what) {
        Some(Recovered::Whole {
            problem,
            kept_as,
            from_backup,
            ..
        }) => (problem.clone(), kept_as.clone(), *from_backup),
        other => panic!("not a whole save replaced: {other:?}"),
    }
}

#[test]
fn a_game_survives_a_restart_whole() {
    let dir = TempDir::new("round-trip");
    let store = SaveStore::new(dir.path());
    let saved = data(10);
    store.save(&saved).unwrap();
    let loaded = store.load();
    assert_eq!(loaded.source, LoadSource::Save);
    assert_eq!(loaded.notice, None);
    assert_eq!(loaded.data, saved);

    // The loaded game goes on as the saved one would: undo history included.
    let mut game = loaded.data.game.unwrap();
    let mut original = saved.game.unwrap();
    assert_eq!(game.history().steps().len(), 11);
    for mv in [Move::Hint, Move::Undo, Move::Undo, Move::Redo] {
        assert_eq!(game.apply(mv), original.apply(mv));
    }
    assert_eq!(game, original);
}

#[test]
fn the_previous_save_is_kept_as_the_backup() {
    let dir = TempDir::new("backup");
    let store = SaveStore::new(dir.path());
    store.save(&data(1)).unwrap();
    assert_eq!(dir.files(), ["save.json"]);
    store.save(&data(2)).unwrap();
    store.save(&data(3)).unwrap();
    assert_eq!(dir.files(), ["save.backup.json", "save.json"]);
    let backup = save::decode(&fs::read(store.backup_path()).unwrap()).unwrap();
    assert_eq!(backup, data(2));
}

#[test]
fn a_save_cut_short_at_any_length_falls_back_to_the_backup() {
    let full = save::encode(&data(3));
    for cut in (0..full.len()).step_by(97).chain([full.len() - 1]) {
        let dir = TempDir::new("cut");
        let store = SaveStore::new(dir.path());
        store.save(&data(2)).unwrap();
        store.save(&data(3)).unwrap();
        fs::write(store.save_path(), &full[..cut]).unwrap();
        let loaded = store.load();
        assert_eq!(loaded.source, LoadSource::Backup, "{cut}");
        assert_eq!(loaded.data, data(2));
        let (problem, kept_as, from_backup) = whole(&loaded);
        assert!(from_backup);
        assert!(matches!(problem, SaveError::Damaged(_)), "{problem:?}");
        assert_eq!(
            loaded.notice.unwrap().location,
            dir.path().display().to_string()
        );
        // The damaged file is kept, byte for byte, and the next save leaves it alone.
        let kept = dir.path().join(kept_as.unwrap());
        assert_eq!(fs::read(&kept).unwrap(), &full[..cut]);
        store.save(&data(4)).unwrap();
        assert_eq!(fs::read(&kept).unwrap(), &full[..cut]);
        assert_eq!(store.load().data, data(4));
    }
}

#[test]
fn a_save_from_a_newer_version_is_kept_and_never_overwritten() {
    let dir = TempDir::new("future");
    let store = SaveStore::new(dir.path());
    store.save(&data(1)).unwrap();
    store.save(&data(2)).unwrap();
    let future = br#"{"format":"peerless-save","version":99,"game":"something new"}"#;
    fs::write(store.save_path(), future).unwrap();
    let loaded = store.load();
    assert_eq!(loaded.source, LoadSource::Backup);
    assert_eq!(loaded.data, data(1));
    // Kept as a newer version's, not as damaged.
    let (problem, kept_as, from_backup) = whole(&loaded);
    assert_eq!(problem, SaveError::FutureVersion(99));
    assert_eq!(kept_as.as_deref(), Some("save.newer-1.json"));
    assert!(from_backup);
    store.save(&data(3)).unwrap();
    assert_eq!(
        fs::read(dir.path().join("save.newer-1.json")).unwrap(),
        future
    );
}

#[test]
fn a_save_damaged_after_loading_is_kept_aside_by_the_next_save() {
    let dir = TempDir::new("damaged-later");
    let store = SaveStore::new(dir.path());
    store.save(&data(1)).unwrap();
    store.save(&data(2)).unwrap();
    fs::write(store.save_path(), b"\0\0\0\0").unwrap();
    // The next start of the game finds the damage before it saves again.
    let store = SaveStore::new(dir.path());
    store.save(&data(3)).unwrap();
    assert_eq!(
        fs::read(dir.path().join("save.damaged-1.json")).unwrap(),
        b"\0\0\0\0"
    );
    // The good backup was not replaced by the damaged file.
    assert_eq!(
        save::decode(&fs::read(store.backup_path()).unwrap()).unwrap(),
        data(1)
    );
    assert_eq!(store.load().data, data(3));
}

#[test]
fn a_save_changed_behind_the_games_back_is_never_written_over_nor_made_the_backup() {
    let dir = TempDir::new("damaged-meanwhile");
    let store = SaveStore::new(dir.path());
    store.save(&data(1)).unwrap();
    store.save(&data(2)).unwrap();
    // While the game runs, the save is damaged: it is no longer the save this copy wrote, so
    // the next save is refused, and the game follows what is there.
    fs::write(store.save_path(), b"\0\0\0\0").unwrap();
    assert_eq!(
        store.save(&data(3)),
        Err(SaveError::Superseded { generation: 0 })
    );
    let followed = store.follow().expect("a changed save to follow");
    // Following it loads it as a start would: kept aside, the backup loaded in its place.
    assert_eq!(followed.source, LoadSource::Backup);
    assert_eq!(followed.data, data(1));
    assert_eq!(
        fs::read(dir.path().join("save.damaged-1.json")).unwrap(),
        b"\0\0\0\0"
    );
    store.save(&data(3)).unwrap();
    assert_eq!(store.load().data, data(3));
    // The damaged file never became the backup.
    assert_eq!(
        save::decode(&fs::read(store.backup_path()).unwrap()).unwrap(),
        data(1)
    );
}

#[test]
fn with_both_files_unreadable_the_game_starts_fresh_and_keeps_both() {
    let dir = TempDir::new("both");
    let store = SaveStore::new(dir.path());
    fs::write(store.save_path(), b"{\"format\":").unwrap();
    fs::write(store.backup_path(), b"garbage").unwrap();
    let loaded = store.load();
    assert_eq!(loaded.source, LoadSource::Fresh);
    assert_eq!(loaded.data, SaveData::default());
    match loaded.notice.unwrap().what {
        Recovered::Whole {
            kept_as,
            from_backup,
            backup_kept_as,
            ..
        } => {
            assert!(!from_backup);
            assert_eq!(kept_as.as_deref(), Some("save.damaged-1.json"));
            assert_eq!(
                backup_kept_as.as_deref(),
                Some("save.backup.damaged-1.json")
            );
        }
        other => panic!("{other:?}"),
    }
    // Both kept aside, and a fresh save written in their place at once: the next start says
    // nothing more (not "missing") and loads it.
    assert_eq!(
        dir.files(),
        [
            "save.backup.damaged-1.json",
            "save.damaged-1.json",
            "save.json"
        ]
    );
    let again = SaveStore::new(dir.path()).load();
    assert_eq!((again.source, again.notice), (LoadSource::Save, None));
    assert_eq!(again.data, SaveData::default());
    // A second damaged save gets a new name rather than replacing the first.
    fs::write(store.save_path(), b"again").unwrap();
    let _ = store.load();
    assert!(dir.files().contains(&"save.damaged-2.json".to_string()));
}

#[test]
fn a_leftover_temp_file_is_ignored_and_replaced() {
    let dir = TempDir::new("leftover");
    let store = SaveStore::new(dir.path());
    store.save(&data(1)).unwrap();
    // A save that died before its rename: a whole new file, or half of one, in the temp file.
    for leftover in [
        save::encode(&data(2)),
        b"{\"format\":\"peerless-sa".to_vec(),
    ] {
        fs::write(store.temp_path(), &leftover).unwrap();
        let loaded = store.load();
        assert_eq!((loaded.source, &loaded.data), (LoadSource::Save, &data(1)));
        assert_eq!(loaded.notice, None);
    }
    store.save(&data(3)).unwrap();
    assert_eq!(store.load().data, data(3));
    assert!(!store.temp_path().exists());
}

#[test]
fn a_missing_save_with_a_backup_loads_the_backup() {
    let dir = TempDir::new("missing");
    let store = SaveStore::new(dir.path());
    store.save(&data(1)).unwrap();
    store.save(&data(2)).unwrap();
    fs::remove_file(store.save_path()).unwrap();
    let loaded = store.load();
    assert_eq!(
        (loaded.source, &loaded.data),
        (LoadSource::Backup, &data(1))
    );
    let (problem, _, from_backup) = whole(&loaded);
    assert_eq!(problem, SaveError::Missing);
    assert!(from_backup);
}

#[test]
fn the_first_start_is_fresh_and_quiet() {
    let dir = TempDir::new("fresh");
    let store = SaveStore::new(dir.path().join("not yet created"));
    let loaded = store.load();
    assert_eq!(loaded.source, LoadSource::Fresh);
    assert_eq!(loaded.notice, None);
    store.save(&loaded.data).unwrap();
    assert_eq!(store.load().source, LoadSource::Save);
}

#[test]
fn random_bytes_load_as_recovered_or_fresh() {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 0..50 {
        let dir = TempDir::new("random");
        let store = SaveStore::new(dir.path());
        let with_backup = round % 2 == 0;
        if with_backup {
            store.save(&data(1)).unwrap();
            store.save(&data(2)).unwrap();
        }
        let length = (next() % 3000) as usize;
        let bytes: Vec<u8> = (0..length).map(|_| next() as u8).collect();
        fs::write(store.save_path(), &bytes).unwrap();
        let loaded = store.load();
        if with_backup {
            assert_eq!(
                (loaded.source, &loaded.data),
                (LoadSource::Backup, &data(1))
            );
        } else {
            assert_eq!(loaded.source, LoadSource::Fresh);
        }
        assert!(loaded.notice.is_some());
    }
}

#[test]
fn a_save_that_cannot_be_written_says_why() {
    let dir = TempDir::new("blocked");
    let blocker = dir.path().join("a file");
    fs::write(&blocker, b"").unwrap();
    let store = SaveStore::new(blocker.join("saves"));
    let error = store.save(&data(1)).unwrap_err();
    // The first thing a save does is read the old save (to keep it as the backup): a folder
    // that cannot exist fails there, and the message names the file.
    assert!(
        matches!(error, SaveError::Io { action: "read", .. }),
        "{error:?}"
    );
    let message = error.to_string();
    assert!(
        message.starts_with("could not read ") && message.contains("saves/save.json: "),
        "{message}"
    );
    // Nothing was written anywhere.
    assert_eq!(dir.files(), ["a file"]);
}

#[test]
fn statistics_after_a_won_game_are_saved() {
    let dir = TempDir::new("stats");
    let store = SaveStore::new(dir.path());
    let mut data = SaveData::default();
    let puzzle = import(common::EASY).unwrap();
    let mut game = Game::new_daily(puzzle, &data.settings, "2024-05-17".parse().unwrap());
    data.statistics.record_game_start(&game);
    for cell in game.board().empty_cells() {
        game.tick(Duration::from_secs(2));
        let digit = game.puzzle().solution().get(cell).unwrap();
        let outcome = game.apply(Move::Enter { cell, digit });
        if outcome.status == Some(Status::Won) {
            data.statistics.record_game_end(&game);
        }
    }
    assert_eq!(game.status(), Status::Won);
    data.game = Some(game);
    store.save(&data).unwrap();

    let statistics = store.load().data.statistics;
    let easy = &statistics.easy;
    assert_eq!((easy.started, easy.won), (1, 1));
    let time = Duration::from_secs(2 * 51);
    assert_eq!(easy.best_time, Some(time));
    assert_eq!(easy.average_time(), Some(time));
    assert_eq!((easy.current_streak, easy.best_streak), (1, 1));
    assert!(!easy.in_progress);
    assert_eq!(statistics.daily.won, 1);
    assert_eq!(statistics.daily.streak_on("2024-05-18".parse().unwrap()), 1);
    assert_eq!(statistics.medium, Default::default());
}

/// `data` as a save of format 2 (the version before practice progress) would have it: no
/// practice section, the version 2.
fn format_2(data: &SaveData) -> Vec<u8> {
    let mut value: serde_json::Value = serde_json::from_slice(&save::encode(data)).unwrap();
    let file = value.as_object_mut().unwrap();
    file.remove("practice");
    file.insert("version".to_string(), 2.into());
    serde_json::to_vec(&value).unwrap()
}

#[test]
fn an_upgrade_keeps_the_older_formats_save_and_never_overwrites_it() {
    let dir = TempDir::new("upgrade");
    let store = SaveStore::new(dir.path());
    let older = format_2(&data(1));
    fs::write(store.save_path(), &older).unwrap();
    let loaded = store.load();
    assert_eq!(loaded.source, LoadSource::Save);
    assert_eq!(loaded.notice, None);
    assert_eq!(loaded.data.game, data(1).game);
    // Kept before anything is written, and still there, byte for byte, after many saves.
    assert_eq!(fs::read(dir.path().join("save.v2.json")).unwrap(), older);
    for n in 2..5 {
        store.save(&data(n)).unwrap();
    }
    assert_eq!(fs::read(dir.path().join("save.v2.json")).unwrap(), older);
    assert_eq!(
        dir.files(),
        ["save.backup.json", "save.json", "save.v2.json"]
    );
    // Loading the same older save again keeps no second copy.
    fs::write(store.save_path(), &older).unwrap();
    let _ = SaveStore::new(dir.path()).load();
    assert!(!dir.files().contains(&"save.v2-2.json".to_string()));
}

/// The player upgrades, plays, goes back to the version before this one (which keeps a save of
/// a newer format aside as damaged, its backup too, and starts afresh), plays a little, and
/// upgrades again: the newer game comes back, and what the older version saved is kept.
#[test]
fn going_back_a_version_and_forward_again_loses_nothing() {
    let dir = TempDir::new("back-and-forth");
    let store = SaveStore::new(dir.path());
    store.save(&data(3)).unwrap();
    store.save(&data(4)).unwrap();
    // What the older version did, file by file.
    fs::rename(store.save_path(), dir.path().join("save.damaged-1.json")).unwrap();
    fs::rename(
        store.backup_path(),
        dir.path().join("save.backup.damaged-1.json"),
    )
    .unwrap();
    let played_in_the_older = format_2(&data(1));
    fs::write(store.save_path(), &played_in_the_older).unwrap();

    let store = SaveStore::new(dir.path());
    let loaded = store.load();
    assert_eq!(loaded.source, LoadSource::Newer);
    assert_eq!(loaded.data, data(4));
    let notice = loaded.notice.unwrap();
    assert_eq!(
        notice.what,
        Recovered::Newer {
            file: "save.damaged-1.json".to_string(),
            older_kept_as: Some("save.v2.json".to_string()),
        }
    );
    assert_eq!(notice.location, dir.path().display().to_string());
    assert_eq!(
        fs::read(dir.path().join("save.v2.json")).unwrap(),
        played_in_the_older
    );
    // Played on, the newer game is the save; the next start is quiet, and offers nothing again.
    store.save(&data(5)).unwrap();
    let again = SaveStore::new(dir.path()).load();
    assert_eq!((again.source, again.notice), (LoadSource::Save, None));
    assert_eq!(again.data, data(5));
    assert!(dir.files().contains(&"save.damaged-1.json".to_string()));
}

#[test]
fn a_newer_save_set_aside_is_found_when_nothing_else_reads() {
    let dir = TempDir::new("aside-only");
    let store = SaveStore::new(dir.path());
    fs::create_dir_all(dir.path()).unwrap();
    fs::write(dir.path().join("save.damaged-1.json"), b"garbage").unwrap();
    fs::write(
        dir.path().join("save.damaged-2.json"),
        save::encode(&data(2)),
    )
    .unwrap();
    let loaded = store.load();
    assert_eq!((loaded.source, &loaded.data), (LoadSource::Newer, &data(2)));
    // It is the save now, written at once.
    assert_eq!(
        save::decode(&fs::read(store.save_path()).unwrap()).unwrap(),
        data(2)
    );
    // A damaged file that does not read is never loaded: alone, the game starts fresh.
    fs::remove_file(dir.path().join("save.damaged-2.json")).unwrap();
    fs::remove_file(store.save_path()).unwrap();
    let loaded = SaveStore::new(dir.path()).load();
    assert_eq!((loaded.source, loaded.notice), (LoadSource::Fresh, None));
}

/// One bad number in the statistics costs the statistics since the backup, not the settings
/// changed since, nor the game.
#[test]
fn a_damaged_part_is_taken_from_the_backup_alone() {
    let dir = TempDir::new("part");
    let store = SaveStore::new(dir.path());
    let mut before = data(2);
    before.statistics.easy.won = 1;
    store.save(&before).unwrap();
    let mut now = data(3);
    now.settings.theme = Theme::Light;
    now.statistics.easy.won = 2;
    store.save(&now).unwrap();
    let text = String::from_utf8(fs::read(store.save_path()).unwrap()).unwrap();
    let damaged = text.replacen(r#""won":2"#, r#""won":"2""#, 1);
    assert_ne!(damaged, text);
    fs::write(store.save_path(), &damaged).unwrap();

    let store = SaveStore::new(dir.path());
    let loaded = store.load();
    assert_eq!(loaded.source, LoadSource::Save);
    assert_eq!(loaded.data.settings, now.settings);
    assert_eq!(loaded.data.game, now.game);
    assert_eq!(loaded.data.practice, now.practice);
    assert_eq!(loaded.data.statistics, before.statistics);
    match loaded.notice.unwrap().what {
        Recovered::Parts {
            problems,
            restored,
            lost,
            kept_as,
        } => {
            assert_eq!(restored, [Section::Statistics]);
            assert!(lost.is_empty());
            assert_eq!(problems.len(), 1);
            let message = problems[0].1.to_string();
            assert!(message.contains("statistics.easy.won"), "{message}");
            // The save as it was is kept, byte for byte.
            let kept = kept_as.unwrap();
            assert_eq!(fs::read_to_string(dir.path().join(kept)).unwrap(), damaged);
        }
        other => panic!("{other:?}"),
    }
    // The mended data is the save already: the next start says nothing, and loses nothing.
    let again = SaveStore::new(dir.path()).load();
    assert_eq!((again.source, again.notice), (LoadSource::Save, None));
    assert_eq!(again.data, loaded.data);
    store.save(&loaded.data).unwrap();
    assert_eq!(store.load().data, loaded.data);
}

#[test]
fn a_part_damaged_in_both_saves_starts_afresh_and_the_rest_is_kept() {
    let dir = TempDir::new("part-lost");
    let store = SaveStore::new(dir.path());
    store.save(&data(2)).unwrap();
    store.save(&data(3)).unwrap();
    for path in [store.save_path(), store.backup_path()] {
        let text = fs::read_to_string(&path).unwrap();
        let damaged = text.replacen(r#""theme":"dark""#, r#""theme":"sepia""#, 1);
        assert_ne!(damaged, text);
        fs::write(&path, damaged).unwrap();
    }
    let loaded = store.load();
    assert_eq!(loaded.data.game, data(3).game);
    assert_eq!(loaded.data.statistics, data(3).statistics);
    assert_eq!(loaded.data.settings, Settings::default());
    match loaded.notice.unwrap().what {
        Recovered::Parts { restored, lost, .. } => {
            assert!(restored.is_empty());
            assert_eq!(lost, [Section::Settings]);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn this_version_writes_the_current_format() {
    let text = String::from_utf8(save::encode(&data(1))).unwrap();
    assert!(text.starts_with(&format!(
        r#"{{"format":"peerless-save","version":{FORMAT_VERSION},"generation":0,"settings":{{"#
    )));
}
