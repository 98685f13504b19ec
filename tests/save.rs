//! Saves as a player meets them: a game survives a restart whole, an interrupted or damaged save
//! never costs more than the last move, and the player is told when the backup was used.

mod common;

use std::fs;
use std::time::Duration;

use common::TempDir;
use peerless::game::{import, Game, Move, Settings, Statistics, Status, Theme};
use peerless::save::{self, LoadSource, SaveData, SaveError, SaveStore};
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
        let notice = loaded.notice.unwrap();
        assert!(notice.from_backup);
        assert!(notice
            .to_string()
            .starts_with("Your saved game could not be read because it is damaged ("));
        // The damaged file is kept, byte for byte, and the next save leaves it alone.
        let kept = dir.path().join(notice.kept_as.unwrap());
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
    let notice = loaded.notice.unwrap();
    assert_eq!(notice.problem, SaveError::FutureVersion(99));
    assert_eq!(
        notice.to_string(),
        format!(
            "Your saved game could not be read because it was written by a newer version of \
             Peerless (format 99, this version reads up to {}), so the previous save was \
             loaded; the unreadable file was kept as save.damaged-1.json.",
            save::FORMAT_VERSION
        )
    );
    store.save(&data(3)).unwrap();
    assert_eq!(
        fs::read(dir.path().join("save.damaged-1.json")).unwrap(),
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
fn a_save_damaged_behind_the_games_back_is_found_at_the_next_start() {
    let dir = TempDir::new("damaged-meanwhile");
    let store = SaveStore::new(dir.path());
    store.save(&data(1)).unwrap();
    store.save(&data(2)).unwrap();
    // While the game runs, the save is damaged. The store does not read back what it wrote
    // (a save is checked once, when it is made), so the next save keeps the file as it is as
    // the backup; the save itself is good.
    fs::write(store.save_path(), b"\0\0\0\0").unwrap();
    store.save(&data(3)).unwrap();
    assert_eq!(store.load().data, data(3));
    assert_eq!(fs::read(store.backup_path()).unwrap(), b"\0\0\0\0");
    // Should the save be lost too, the next start keeps the damaged backup aside, never loads
    // it, and says so.
    fs::remove_file(store.save_path()).unwrap();
    let loaded = SaveStore::new(dir.path()).load();
    assert_eq!(loaded.source, LoadSource::Fresh);
    assert!(loaded.notice.is_some());
    assert!(dir
        .files()
        .contains(&"save.backup.damaged-1.json".to_string()));
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
    let notice = loaded.notice.unwrap();
    assert!(!notice.from_backup);
    assert!(notice.to_string().ends_with(
        "so the game starts afresh; the unreadable file was kept as save.damaged-1.json."
    ));
    assert_eq!(
        dir.files(),
        ["save.backup.damaged-1.json", "save.damaged-1.json"]
    );
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
    assert!(loaded.notice.unwrap().from_backup);
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
