//! Saves that are never lost: the game in progress (with its whole undo history), the statistics
//! and the settings, as one JSON file in the platform's data directory.
//!
//! - **Format.** A JSON object naming the format and its version. A file of an older version is
//!   migrated step by step to the current one before it is read; a file of a newer version is
//!   refused (and kept), never guessed at.
//! - **Atomic writes.** A save is written to a temporary file, flushed and synced, and only then
//!   renamed over the old save, so at every instant the save file is either the old save or the
//!   new one, whole. The previous save, if it reads back, is first copied to a backup the same way.
//!   The files are one [`Storage`]; a platform without files supplies another with the same
//!   promise (one write replaces one entry whole), and the rules here stay the same.
//! - **Recovery.** A save that cannot be read (damaged, truncated, from a newer version) is never
//!   overwritten: it is renamed aside, the backup is loaded instead, and the player gets one
//!   sentence saying so. No sequence of bytes makes loading panic.
//! - **When.** [`AutosavePolicy`] decides when the app writes: after a burst of moves has settled
//!   (one write, not one per move) and at once on pause and quit. It takes timestamps from the
//!   app, so it is as testable as the game.
//!
//! The app calls [`SaveStore::load`] once at start and [`SaveStore::save`] when the policy says so.

mod policy;
mod storage;

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

pub use policy::AutosavePolicy;
pub use storage::{FileStorage, MemoryStorage, Storage};

use crate::game::{Game, GameRecord, Progress, Settings, Statistics};
use crate::json::{FromJson, Json, JsonError, ToJson};

/// The version of the save format this build writes. Raise it when the format changes, and add a
/// migration from the previous version to `MIGRATIONS` in this module.
pub const FORMAT_VERSION: u32 = 3;

/// The value of the `format` field, so a stray JSON file is not mistaken for a save.
const FORMAT_NAME: &str = "peerless-save";

/// A migration turns a save of version `n` (as JSON) into one of version `n + 1`.
type Migration = fn(Json) -> Result<Json, String>;

/// `MIGRATIONS[i]` migrates version `i + 1` to version `i + 2`; there is one for every version
/// before [`FORMAT_VERSION`].
const MIGRATIONS: [Migration; FORMAT_VERSION as usize - 1] = [entry_modes, practice_progress];

/// Version 1 to 2: corner notes and cell colours came, and the pad's notes switch became an entry
/// mode. A version 1 game's notes are its centre notes (kept as they are); its `notes_mode`
/// becomes `mode` (`centre` when it was on). Corner notes and colours start empty.
fn entry_modes(mut value: Json) -> Result<Json, String> {
    if let Some(game) = value.get_mut("game") {
        let notes_mode = game.remove("notes_mode");
        let mode = if notes_mode == Some(Json::Bool(true)) {
            "centre"
        } else {
            "digit"
        };
        // A game that is not an object (null: no game) is left for the reader to judge.
        game.insert("mode", mode.to_json());
    }
    Ok(value)
}

/// Version 2 to 3: the player's progress with each technique practised came. A version 2 save
/// has practised nothing: its progress starts empty.
fn practice_progress(mut value: Json) -> Result<Json, String> {
    if value.get("practice").is_none() && !value.insert("practice", Json::Array(Vec::new())) {
        return Err("the save is not an object".to_string());
    }
    Ok(value)
}

/// Everything that is saved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SaveData {
    /// The player's settings.
    pub settings: Settings,
    /// The statistics.
    pub statistics: Statistics,
    /// The game in progress (or just finished), if any.
    pub game: Option<Game>,
    /// The player's progress with each technique practised.
    pub practice: Progress,
}

/// The file as written.
struct SaveFile {
    format: String,
    version: u32,
    settings: Settings,
    statistics: Statistics,
    game: Option<GameRecord>,
    practice: Progress,
}

impl ToJson for SaveFile {
    fn to_json(&self) -> Json {
        let SaveFile {
            format,
            version,
            settings,
            statistics,
            game,
            practice,
        } = self;
        Json::object([
            ("format", format.to_json()),
            ("version", version.to_json()),
            ("settings", settings.to_json()),
            ("statistics", statistics.to_json()),
            ("game", game.to_json()),
            ("practice", practice.to_json()),
        ])
    }
}

impl FromJson for SaveFile {
    /// The format and version must be there; each part the file lacks is empty (settings at
    /// their defaults).
    fn from_json(json: &Json) -> Result<SaveFile, JsonError> {
        let fields = json.fields()?;
        Ok(SaveFile {
            format: fields.field("format")?,
            version: fields.field("version")?,
            settings: fields.or("settings", Settings::default())?,
            statistics: fields.or("statistics", Statistics::default())?,
            game: fields.field("game")?,
            practice: fields.or("practice", Progress::default())?,
        })
    }
}

/// What went wrong with a save.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// A file operation failed.
    Io {
        /// What was being done ("write", "rename", ...).
        action: &'static str,
        /// The file.
        path: PathBuf,
        /// The system's error.
        kind: io::ErrorKind,
        /// The system's message.
        message: String,
    },
    /// The file is not a readable save: not JSON, not this format, or its content does not hold
    /// together.
    Damaged(String),
    /// The file was written by a newer version of the game.
    FutureVersion(u64),
    /// The save file is gone although its backup is there.
    Missing,
    /// The platform offers no data directory and the app passed none.
    NoDataDirectory,
}

impl SaveError {
    fn io(action: &'static str, path: &Path, error: &io::Error) -> SaveError {
        SaveError::Io {
            action,
            path: path.to_path_buf(),
            kind: error.kind(),
            message: error.to_string(),
        }
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Io {
                action,
                path,
                message,
                ..
            } => write!(f, "could not {action} {}: {message}", path.display()),
            SaveError::Damaged(reason) => write!(f, "it is damaged ({reason})"),
            SaveError::FutureVersion(version) => write!(
                f,
                "it was written by a newer version of Peerless (format {version}, this version \
                 reads up to {FORMAT_VERSION})"
            ),
            SaveError::Missing => f.write_str("it is missing"),
            SaveError::NoDataDirectory => f.write_str("no folder for saved games was found"),
        }
    }
}

impl std::error::Error for SaveError {}

/// The save as bytes: compact JSON of the current format version.
pub fn encode(data: &SaveData) -> Vec<u8> {
    let file = SaveFile {
        format: FORMAT_NAME.to_string(),
        version: FORMAT_VERSION,
        settings: data.settings.clone(),
        statistics: data.statistics.clone(),
        game: data.game.as_ref().map(Game::to_record),
        practice: data.practice.clone(),
    };
    file.to_json().to_text().into_bytes()
}

/// Reads a save from bytes: any bytes at all, answering with the data or with what is wrong.
pub fn decode(bytes: &[u8]) -> Result<SaveData, SaveError> {
    decode_with(bytes, &MIGRATIONS)
}

/// Whether `bytes` are a save that [`decode`] reads, checked as thoroughly but without the one
/// costly step of loading (finding the hint being shown again).
fn check(bytes: &[u8]) -> Result<(), SaveError> {
    let file = parse_file(bytes, &MIGRATIONS)?;
    match file.game {
        Some(record) => Game::check_record(record).map_err(|e| SaveError::Damaged(e.to_string())),
        None => Ok(()),
    }
}

fn decode_with(bytes: &[u8], migrations: &[Migration]) -> Result<SaveData, SaveError> {
    let file = parse_file(bytes, migrations)?;
    let game = file
        .game
        .map(Game::from_record)
        .transpose()
        .map_err(|e| SaveError::Damaged(e.to_string()))?;
    Ok(SaveData {
        settings: file.settings,
        statistics: file.statistics,
        game,
        practice: file.practice,
    })
}

/// The file's JSON at the current version, its game record not yet checked.
fn parse_file(bytes: &[u8], migrations: &[Migration]) -> Result<SaveFile, SaveError> {
    let damaged = |reason: String| SaveError::Damaged(reason);
    let value = Json::parse(bytes).map_err(|e| damaged(e.to_string()))?;
    if value.get("format").and_then(Json::as_str) != Some(FORMAT_NAME) {
        return Err(damaged("not a Peerless save".to_string()));
    }
    let version = value
        .get("version")
        .and_then(Json::as_u64)
        .filter(|&version| version >= 1)
        .ok_or_else(|| damaged("no format version".to_string()))?;
    let current = migrations.len() as u64 + 1;
    if version > current {
        return Err(SaveError::FutureVersion(version));
    }
    let value = migrate(value, version, migrations).map_err(damaged)?;
    SaveFile::from_json(&value).map_err(|e| damaged(e.to_string()))
}

/// Runs the migrations from `version` up to the current version, each stamping its new version.
fn migrate(mut value: Json, version: u64, migrations: &[Migration]) -> Result<Json, String> {
    let first = usize::try_from(version - 1).map_err(|e| e.to_string())?;
    for (index, migration) in migrations.iter().enumerate().skip(first) {
        value = migration(value)?;
        let to = index as u64 + 2;
        if !value.insert("version", to.to_json()) {
            return Err(format!("migration to version {to} lost the save"));
        }
    }
    Ok(value)
}

/// Where the loaded data came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadSource {
    /// The save file.
    Save,
    /// The backup of the previous save, because the save could not be read.
    Backup,
    /// Nothing could be read (or nothing was saved yet): defaults.
    Fresh,
}

/// What the player should be told after a save could not be read: one sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recovery {
    /// What was wrong with the save.
    pub problem: SaveError,
    /// The name the unreadable save was kept under (a file beside the save), if it could be
    /// moved aside.
    pub kept_as: Option<String>,
    /// Whether the previous save was loaded instead (else the game starts fresh).
    pub from_backup: bool,
}

impl fmt::Display for Recovery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Your saved game could not be read because {}, so ",
            self.problem
        )?;
        if self.from_backup {
            f.write_str("the previous save was loaded")?;
        } else {
            f.write_str("the game starts afresh")?;
        }
        if let Some(name) = &self.kept_as {
            write!(f, "; the unreadable file was kept as {name}")?;
        }
        f.write_str(".")
    }
}

/// The result of loading: the data, where it came from, and what to tell the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    /// The data to start with.
    pub data: SaveData,
    /// Where it came from.
    pub source: LoadSource,
    /// A sentence for the player when the save could not be read.
    pub notice: Option<Recovery>,
}

const SAVE_FILE: &str = "save.json";
const BACKUP_FILE: &str = "save.backup.json";

/// The save and its backup in a [`Storage`]: loading with recovery, and saving so that a good
/// save is never replaced by a bad one nor lost to a crash.
///
/// By default the storage is a folder of files ([`SaveStore::new`]); a platform without files,
/// or a test of a slow or failing disk, supplies its own ([`SaveStore::with_storage`]).
#[derive(Debug)]
pub struct SaveStore<S: Storage = FileStorage> {
    storage: S,
    /// Whether the save entry is known to load: this store read it, or wrote it, last. Then a
    /// new save keeps it as the backup without reading it back and checking it again. Not known
    /// before the first load or save, and after a write that failed (the entry is uncertain).
    known_good: AtomicBool,
}

impl SaveStore<FileStorage> {
    /// The store in the folder `dir` (created on the first save).
    pub fn new(dir: impl Into<PathBuf>) -> SaveStore<FileStorage> {
        SaveStore::with_storage(FileStorage::new(dir))
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        self.storage.dir()
    }

    /// The save file.
    pub fn save_path(&self) -> PathBuf {
        self.storage.path(SAVE_FILE)
    }

    /// The backup: the save before the last one.
    pub fn backup_path(&self) -> PathBuf {
        self.storage.path(BACKUP_FILE)
    }

    /// The temporary file a save is written to before it replaces the save file.
    pub fn temp_path(&self) -> PathBuf {
        self.storage.temp_path(SAVE_FILE)
    }
}

impl<S: Storage> SaveStore<S> {
    /// The store in `storage`.
    pub fn with_storage(storage: S) -> SaveStore<S> {
        SaveStore {
            storage,
            known_good: AtomicBool::new(false),
        }
    }

    /// The storage the store writes to.
    pub fn storage(&self) -> &S {
        &self.storage
    }

    /// Loads the save; if it cannot be read, keeps it aside and loads the backup; if that cannot
    /// be read either, starts fresh. Never fails and never panics: the answer says where the data
    /// came from and, when something was lost or recovered, what to tell the player.
    ///
    /// A leftover temporary file (a save interrupted before its rename) is ignored: the save file
    /// is still the last completed save.
    pub fn load(&self) -> Loaded {
        let mut notice = None;
        match self.read(SAVE_FILE) {
            Ok(Some(data)) => {
                self.known_good.store(true, Ordering::Release);
                return Loaded {
                    data,
                    source: LoadSource::Save,
                    notice: None,
                };
            }
            Ok(None) => {}
            Err(problem) => {
                notice = Some(Recovery {
                    problem,
                    kept_as: self.keep_aside(SAVE_FILE),
                    from_backup: false,
                });
            }
        }
        match self.read(BACKUP_FILE) {
            Ok(Some(data)) => Loaded {
                data,
                source: LoadSource::Backup,
                notice: Some(notice.map_or_else(
                    || Recovery {
                        problem: SaveError::Missing,
                        kept_as: None,
                        from_backup: true,
                    },
                    |notice| Recovery {
                        from_backup: true,
                        ..notice
                    },
                )),
            },
            Ok(None) => Loaded {
                data: SaveData::default(),
                source: LoadSource::Fresh,
                notice,
            },
            Err(problem) => {
                let kept_as = self.keep_aside(BACKUP_FILE);
                Loaded {
                    data: SaveData::default(),
                    source: LoadSource::Fresh,
                    notice: Some(notice.unwrap_or(Recovery {
                        problem,
                        kept_as,
                        from_backup: false,
                    })),
                }
            }
        }
    }

    /// Writes `data` as the new save, keeping the previous save as the backup: see
    /// [`SaveStore::save_encoded`].
    pub fn save(&self, data: &SaveData) -> Result<(), SaveError> {
        self.save_encoded(&encode(data))
    }

    /// Writes `bytes` (a save made by [`encode`]) as the new save, keeping the previous save as
    /// the backup. When this returns `Ok`, the save is stored; when it fails (or the process dies
    /// during it), the last completed save is still there to load.
    ///
    /// The order makes that so. The new save is checked to load, once, before anything is
    /// written. When this store read or wrote the current save last, it is kept as the backup
    /// as it is ([`Storage::write_keeping`]: not read back and checked again on every save);
    /// otherwise it is read first, and one that does not load is kept aside under a new name,
    /// never overwritten, and is not made the backup.
    pub fn save_encoded(&self, bytes: &[u8]) -> Result<(), SaveError> {
        // Never replace a good save with one that would not load.
        check(bytes)?;
        let known = self.known_good.swap(false, Ordering::AcqRel);
        let result = if known {
            self.storage.write_keeping(SAVE_FILE, BACKUP_FILE, bytes)
        } else {
            self.save_over_unknown(bytes)
        };
        // After a failure the entries are uncertain: the next save reads the save again.
        self.known_good.store(result.is_ok(), Ordering::Release);
        result
    }

    /// A save over a save this store has not seen: it is read and checked first.
    fn save_over_unknown(&self, bytes: &[u8]) -> Result<(), SaveError> {
        match self.storage.read(SAVE_FILE)? {
            Some(old) if check(&old).is_ok() => {
                self.storage.write_keeping(SAVE_FILE, BACKUP_FILE, bytes)
            }
            Some(_) if self.keep_aside(SAVE_FILE).is_none() => Err(SaveError::Damaged(
                "the old save is unreadable and could not be kept aside".to_string(),
            )),
            Some(_) | None => self.storage.write(SAVE_FILE, bytes),
        }
    }

    /// Reads and decodes the entry `name`: `Ok(None)` when there is none.
    fn read(&self, name: &str) -> Result<Option<SaveData>, SaveError> {
        match self.storage.read(name)? {
            Some(bytes) => decode(&bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Moves an unreadable entry to a name not yet taken (`save.damaged-1.json`, ...), so it is
    /// never overwritten and can still be looked at. Returns the new name.
    fn keep_aside(&self, name: &str) -> Option<String> {
        let stem = name.strip_suffix(".json").unwrap_or(name);
        for n in 1..=1000 {
            let candidate = format!("{stem}.damaged-{n}.json");
            match self.storage.rename_new(name, &candidate) {
                Ok(true) => return Some(candidate),
                Ok(false) => {}
                Err(_) => return None,
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use std::fs;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    use super::*;
    use crate::game::{import, Date, Move};
    use crate::{Cell, Digit};

    /// A folder of its own under the system's temporary directory, removed when dropped.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(name: &str) -> TempDir {
            static NEXT: AtomicUsize = AtomicUsize::new(0);
            let dir = std::env::temp_dir().join(format!(
                "peerless-save-unit-{}-{}-{name}",
                std::process::id(),
                NEXT.fetch_add(1, Ordering::Relaxed)
            ));
            let _ = fs::remove_dir_all(&dir);
            fs::create_dir_all(&dir).unwrap();
            TempDir(dir)
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    /// Save number `n`: a game with `n` digits entered, and `n` games started.
    fn data(n: u32) -> SaveData {
        let puzzle = import(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let settings = Settings::default();
        let mut game = Game::new(puzzle, &settings);
        for cell in game.board().empty_cells().iter().take(n as usize) {
            let digit = game.puzzle().solution().get(cell).unwrap();
            let _ = game.apply(Move::Enter { cell, digit });
        }
        let mut statistics = Statistics::default();
        statistics.easy.started = n;
        let mut practice = Progress::default();
        practice.record(
            crate::logic::Technique::XWing,
            &crate::game::Verdict::Found { helped: false },
            true,
        );
        SaveData {
            settings,
            statistics,
            game: Some(game),
            practice,
        }
    }

    /// A save with something in every part of the format: settings off their defaults,
    /// statistics of every kind (times, recent wins, daily days, times and the archive, the
    /// imported record), a game from the archive with centre and corner notes, colours, marks of
    /// many cells, an undone step, a hint shown, and progress with three techniques.
    fn rich() -> SaveData {
        use crate::game::{Colour, EntryMode, Mark, Origin, Theme, Verdict};
        use crate::logic::Technique;
        let day = |d: u32| Date::new(2024, 5, d).unwrap();
        let minutes = |m: u64| Duration::from_secs(60 * m) + Duration::from_nanos(7);
        let settings = Settings {
            highlight_peers: false,
            mistake_limit: Some(3),
            theme: Theme::Dark,
            digit_first: true,
            digit_size: crate::game::DigitSize::Large,
            tools_left: true,
            spell_out_cells: true,
            ..Settings::default()
        };
        let mut statistics = Statistics::default();
        statistics.record_start(crate::Level::Hard);
        statistics.record_win(crate::Level::Hard, minutes(12), Some(day(16)));
        statistics.record_start(crate::Level::Hard);
        statistics.record_win(crate::Level::Hard, minutes(9), Some(day(17)));
        statistics.record_start(crate::Level::Easy);
        statistics.record_loss(crate::Level::Easy);
        statistics.imported.started = 2;
        let puzzle = import(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let mut game = Game::with_origin(puzzle, Origin::Archive(day(3)), &settings);
        let at = |r: usize, c: usize| Cell::at(r, c).unwrap();
        let d = |n: u8| Digit::new(n).unwrap();
        for mv in [
            Move::Enter {
                cell: at(0, 2),
                digit: d(4),
            },
            Move::Enter {
                cell: at(0, 3),
                digit: d(9),
            },
            Move::ToggleNote {
                cell: at(8, 0),
                digit: d(3),
            },
            Move::ToggleNote {
                cell: at(8, 0),
                digit: d(2),
            },
            Move::ToggleCornerNote {
                cell: at(8, 1),
                digit: d(4),
            },
            Move::ToggleColour {
                cell: at(4, 4),
                colour: Colour::ALL[2],
            },
            Move::Select(at(1, 1)),
            Move::SelectAlso(at(2, 0)),
            Move::Mark(Mark::CornerNote(d(7))),
            Move::Mark(Mark::Colour(Colour::ALL[5])),
            Move::Undo,
            Move::Select(at(6, 6)),
            Move::SetMode(EntryMode::Corner),
            Move::Hint,
        ] {
            let _ = game.apply(mv);
        }
        game.tick(Duration::from_millis(83_456));
        let mut practice = Progress::default();
        for (technique, verdict, clean) in [
            (Technique::XWing, Verdict::Found { helped: false }, true),
            (Technique::XWing, Verdict::Found { helped: true }, true),
            (
                Technique::NakedPair,
                Verdict::Found { helped: false },
                false,
            ),
            (Technique::AlsXz, Verdict::Found { helped: false }, true),
        ] {
            practice.record(technique, &verdict, clean);
        }
        SaveData {
            settings,
            statistics,
            game: Some(game),
            practice,
        }
    }

    /// [`rich`] as the game wrote it before its saves had a JSON reader and writer of their own
    /// (with serde and serde_json), byte for byte.
    const SAVE_FORMAT_3: &str = include_str!("../../tests/data/save-format-3.json");

    #[test]
    fn a_save_the_game_wrote_with_serde_reads_and_is_written_byte_for_byte() {
        assert_eq!(decode(SAVE_FORMAT_3.as_bytes()), Ok(rich()));
        // Written again it is the same bytes, with the settings that came since (a screen
        // reader's, the language) at their defaults after the others.
        let with_new_settings = SAVE_FORMAT_3.replacen(
            r#""spell_out_cells":true}"#,
            r#""spell_out_cells":true,"speak_position_first":false,"speak_candidates":true,"large_hint_text":false,"language":null}"#,
            1,
        );
        assert_ne!(with_new_settings, SAVE_FORMAT_3);
        assert_eq!(
            String::from_utf8(encode(&rich())).unwrap(),
            with_new_settings
        );
    }

    #[test]
    fn a_damaged_save_says_where() {
        for (from, to, reason) in [
            (
                r#""secs":83,"#,
                r#""secs":-83,"#,
                "game.elapsed.secs: expected an integer of 0 or more, found a negative integer",
            ),
            (
                r#"{"edit":{"enter":[3,9]}"#,
                r#"{"edit":{"enter":[3]}"#,
                "game.history[1].edit.enter: expected 2 elements, found 1",
            ),
            (
                r#"{"edit":{"enter":[3,9]}"#,
                r#"{"edit":{"jump":[3,9]}"#,
                "game.history[1].edit: expected one of 'enter', 'toggle_note'",
            ),
            (
                r#""theme":"dark""#,
                r#""theme":"sepia""#,
                "settings.theme: expected one of",
            ),
            (
                r#""changes":[[2,0,0,4,0]]"#,
                r#""changes":[[2,0,0,4]]"#,
                "game.history[0].changes[0]: a change has 5 or 9 numbers, not 4",
            ),
            (
                r#""last_won":"2024-05-17""#,
                r#""last_won":"2024-05-32""#,
                "statistics.daily.last_won: '2024-05-32' is not a date",
            ),
            (r#""cursor":7,"#, "", "game: no cursor"),
            (r#","reveals":0"#, r#","reveals":0,"#, "line 1, column "),
        ] {
            assert!(SAVE_FORMAT_3.contains(from), "{from}");
            let damaged = SAVE_FORMAT_3.replacen(from, to, 1);
            match decode(damaged.as_bytes()) {
                Err(SaveError::Damaged(message)) => {
                    assert!(message.starts_with(reason), "{to}: {message}")
                }
                other => panic!("{to}: {other:?}"),
            }
        }
    }

    use storage::FileStage;

    type CrashPoint = (String, FileStage);

    /// Every point at which a save (over two earlier saves, in a folder of its own) stops to
    /// ask whether to crash, in order: the tests pull the plug at each.
    fn crash_points() -> Vec<CrashPoint> {
        let dir = TempDir::new("stages");
        let store = SaveStore::new(&dir.0);
        store.save(&data(1)).unwrap();
        store.save(&data(2)).unwrap();
        let seen = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let record = std::sync::Arc::clone(&seen);
        store.storage().crash_when(Box::new(move |name, stage, _| {
            record.lock().unwrap().push((name.to_string(), stage));
            false
        }));
        store.save(&data(3)).unwrap();
        let points = seen.lock().unwrap().clone();
        assert!(points.len() >= 4, "{points:?}");
        points
    }

    /// Makes the store's next writes stop at `point`.
    fn crash_at(store: &SaveStore, point: CrashPoint) {
        store.storage().crash_when(Box::new(move |name, stage, _| {
            (name, stage) == (point.0.as_str(), point.1)
        }));
    }

    #[test]
    fn a_crash_at_any_stage_leaves_the_last_completed_save() {
        for point in crash_points() {
            let dir = TempDir::new("crash");
            let store = SaveStore::new(&dir.0);
            store.save(&data(1)).unwrap();
            store.save(&data(2)).unwrap();
            crash_at(&store, point.clone());
            let result = store.save(&data(3));
            assert!(result.is_err(), "{point:?}");
            let loaded = store.load();
            let expected = if point == (SAVE_FILE.to_string(), FileStage::Renamed) {
                3
            } else {
                2
            };
            assert_eq!(loaded.source, LoadSource::Save, "{point:?}");
            assert_eq!(loaded.notice, None, "{point:?}");
            assert_eq!(loaded.data, data(expected), "{point:?}");
            // The next save goes through over whatever the crash left behind, and the backup is
            // the save before it.
            store.storage().crash_when(Box::new(|_, _, _| false));
            store.save(&data(4)).unwrap();
            assert_eq!(store.load().data, data(4));
            let backup = store.read(BACKUP_FILE).unwrap().unwrap();
            assert_eq!(backup, data(expected), "{point:?}");
        }
    }

    #[test]
    fn a_crash_during_the_first_save_leaves_nothing_or_the_save() {
        for point in crash_points() {
            let dir = TempDir::new("first");
            let store = SaveStore::new(&dir.0);
            // With no save yet, there is nothing to back up: those points never come.
            crash_at(&store, point.clone());
            let result = store.save(&data(1));
            let loaded = store.load();
            assert_eq!(loaded.notice, None, "{point:?}");
            if result.is_ok() || point == (SAVE_FILE.to_string(), FileStage::Renamed) {
                assert_eq!((loaded.source, loaded.data), (LoadSource::Save, data(1)));
            } else {
                assert_eq!(loaded.source, LoadSource::Fresh, "{point:?}");
            }
        }
    }

    #[test]
    fn a_temp_file_cut_short_at_any_length_is_never_loaded() {
        let dir = TempDir::new("truncated");
        let store = SaveStore::new(&dir.0);
        store.save(&data(1)).unwrap();
        let length = encode(&data(2)).len() as u64;
        for cut in (0..length).step_by(7).chain([length - 1]) {
            store
                .storage()
                .crash_when(Box::new(move |name, stage, temp| {
                    if (name, stage) == (SAVE_FILE, FileStage::TempWritten) {
                        let file = fs::OpenOptions::new().write(true).open(temp).unwrap();
                        file.set_len(cut).unwrap();
                        true
                    } else {
                        false
                    }
                }));
            assert!(store.save(&data(2)).is_err());
            let loaded = store.load();
            assert_eq!(
                (loaded.source, &loaded.data),
                (LoadSource::Save, &data(1)),
                "{cut}"
            );
        }
    }

    #[test]
    fn any_storage_gets_the_same_backup_and_recovery() {
        let store = SaveStore::with_storage(MemoryStorage::new());
        assert_eq!(store.load().source, LoadSource::Fresh);
        store.save(&data(1)).unwrap();
        store.save(&data(2)).unwrap();
        store.storage().write(SAVE_FILE, b"{\"format\":").unwrap();
        let loaded = store.load();
        assert_eq!(
            (loaded.source, &loaded.data),
            (LoadSource::Backup, &data(1))
        );
        let notice = loaded.notice.unwrap();
        assert_eq!(notice.kept_as.as_deref(), Some("save.damaged-1.json"));
        store.save(&data(3)).unwrap();
        assert_eq!(
            store.storage().names(),
            ["save.backup.json", "save.damaged-1.json", "save.json"]
        );
        assert_eq!(store.load().data, data(3));
    }

    #[test]
    fn migrations_run_in_order_and_newer_versions_are_refused() {
        fn add_field(mut value: Json) -> Result<Json, String> {
            if !value.insert("migrated", Json::Bool(true)) {
                return Err("not an object".to_string());
            }
            Ok(value)
        }
        // The real migrations, and one more to a version after this build's.
        let extended: Vec<Migration> = MIGRATIONS
            .iter()
            .copied()
            .chain([add_field as Migration])
            .collect();
        let next = u64::from(FORMAT_VERSION) + 1;
        let mut value = Json::parse(&encode(&data(1))).unwrap();
        let migrated = migrate(value.clone(), u64::from(FORMAT_VERSION), &extended).unwrap();
        assert_eq!(migrated.get("migrated"), Some(&Json::Bool(true)));
        assert_eq!(migrated.get("version").and_then(Json::as_u64), Some(next));
        let bytes = value.to_text().into_bytes();
        assert_eq!(decode_with(&bytes, &extended).unwrap(), data(1));

        value.insert("version", next.to_json());
        let bytes = value.to_text().into_bytes();
        assert_eq!(decode(&bytes), Err(SaveError::FutureVersion(next)));
        assert_eq!(decode_with(&bytes, &extended).unwrap(), data(1));
        value.insert("version", 0u32.to_json());
        let bytes = value.to_text().into_bytes();
        assert!(matches!(decode(&bytes), Err(SaveError::Damaged(_))));
    }

    #[test]
    fn a_version_2_save_reads_with_no_practice_and_practice_is_kept() {
        let mut value = Json::parse(&encode(&data(2))).unwrap();
        assert!(value.remove("practice").is_some(), "written");
        value.insert("version", 2u32.to_json());
        let bytes = value.to_text().into_bytes();
        let read = decode(&bytes).unwrap();
        assert_eq!(read.practice, Progress::default());
        assert_eq!(read.game, data(2).game);
        let migrated = migrate(value, 2, &MIGRATIONS).unwrap();
        assert_eq!(migrated.get("practice"), Some(&Json::Array(Vec::new())));
        assert_eq!(migrated.get("version").and_then(Json::as_u64), Some(3));
        // The current version keeps it.
        let back = decode(&encode(&data(2))).unwrap();
        assert_eq!(back.practice.of(crate::logic::Technique::XWing).found, 1);
        // A damaged record is a damaged save.
        let mut value = Json::parse(&encode(&data(2))).unwrap();
        let damaged = Json::parse(br#"[{"technique": "Nothing Such"}]"#).unwrap();
        value.insert("practice", damaged);
        let bytes = value.to_text().into_bytes();
        match decode(&bytes) {
            Err(SaveError::Damaged(message)) => assert!(
                message.starts_with("practice[0].technique: practice progress: "),
                "{message}"
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn stray_json_is_not_a_save() {
        for bytes in [
            &b"{}"[..],
            b"[]",
            b"null",
            br#"{"format":"other","version":1}"#,
        ] {
            assert_eq!(
                decode(bytes),
                Err(SaveError::Damaged("not a Peerless save".to_string()))
            );
        }
        let minimal = br#"{"format":"peerless-save","version":1}"#;
        assert_eq!(decode(minimal), Ok(SaveData::default()));
    }

    #[test]
    fn the_recovery_notice_is_one_sentence() {
        let notice = Recovery {
            problem: SaveError::FutureVersion(4),
            kept_as: Some("save.damaged-1.json".to_string()),
            from_backup: true,
        };
        assert_eq!(
            notice.to_string(),
            format!(
                "Your saved game could not be read because it was written by a newer version of \
                 Peerless (format 4, this version reads up to {FORMAT_VERSION}), so the previous \
                 save was loaded; the unreadable file was kept as save.damaged-1.json."
            )
        );
        let notice = Recovery {
            problem: SaveError::Damaged("EOF while parsing".to_string()),
            kept_as: None,
            from_backup: false,
        };
        assert_eq!(
            notice.to_string(),
            "Your saved game could not be read because it is damaged (EOF while parsing), so the \
             game starts afresh."
        );
    }

    /// A save written by the game before dates had a type of their own (a daily game of
    /// 2024-05-17 three moves in, and a daily win on 2024-05-16), byte for byte.
    const OLD_DAILY_SAVE: &str = concat!(
        r#"{"format":"peerless-save","version":1,"settings":{"highlight_peers":true,"#,
        r#""highlight_same_digit":true,"show_conflicts":true,"check_mistakes":true,"#,
        r#""mistake_limit":null,"auto_remove_notes":true,"show_timer":true,"theme":"system","#,
        r#""digit_first":false,"cell_info":false},"statistics":{"easy":{"started":1,"won":0,"#,
        r#""best_time":null,"total_time":{"secs":0,"nanos":0},"current_streak":0,"#,
        r#""best_streak":0,"in_progress":true},"medium":{"started":0,"won":1,"#,
        r#""best_time":{"secs":300,"nanos":0},"total_time":{"secs":300,"nanos":0},"#,
        r#""current_streak":1,"best_streak":1,"in_progress":false},"hard":{"started":0,"won":0,"#,
        r#""best_time":null,"total_time":{"secs":0,"nanos":0},"current_streak":0,"#,
        r#""best_streak":0,"in_progress":false},"expert":{"started":0,"won":0,"best_time":null,"#,
        r#""total_time":{"secs":0,"nanos":0},"current_streak":0,"best_streak":0,"#,
        r#""in_progress":false},"extreme":{"started":0,"won":0,"best_time":null,"#,
        r#""total_time":{"secs":0,"nanos":0},"current_streak":0,"best_streak":0,"#,
        r#""in_progress":false},"daily":{"won":1,"streak":1,"best_streak":1,"#,
        r#""last_won":"2024-05-16"}},"#,
        r#""game":{"puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","#,
        r#""solution":"534678912672195348198342567859761423426853791713924856961537284287419635345286179","#,
        r#""grade":{"level":"Easy","score":204,"techniques":[["Naked Single",30],["Full House","#,
        r#"21]],"needs_trial":false},"daily":"2024-05-17","#,
        r#""board":"534678...6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","#,
        r#""notes":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,"#,
        r#"0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,"#,
        r#"0,0],"history":[{"edit":{"enter":[2,4]},"changes":[[2,0,0,4,0]]},"#,
        r#"{"edit":{"enter":[3,6]},"changes":[[3,0,0,6,0]]},{"edit":{"enter":[5,8]},"#,
        r#""changes":[[5,0,0,8,0]]}],"cursor":3,"elapsed":{"secs":61,"nanos":0},"mistakes":0,"#,
        r#""hints_used":0,"reveals":0,"status":"playing","options":{"check_mistakes":true,"#,
        r#""mistake_limit":null,"auto_remove_notes":true},"selected":5,"notes_mode":false,"#,
        r#""digit":null,"hint_level":null}}"#,
    );

    #[test]
    fn saves_of_format_1_load_and_are_written_as_the_current_format() {
        let data = decode(OLD_DAILY_SAVE.as_bytes()).unwrap();
        let game = data.game.as_ref().unwrap();
        assert_eq!(game.daily(), Some(Date::new(2024, 5, 17).unwrap()));
        assert_eq!(game.history().cursor(), 3);
        assert_eq!(game.ui().mode, crate::game::EntryMode::Digit);
        let daily = &data.statistics.daily;
        assert_eq!(daily.last_won, Some(Date::new(2024, 5, 16).unwrap()));
        assert_eq!(daily.streak_on(Date::new(2024, 5, 17).unwrap()), 1);
        // Written again, it is the current format, and reads back the same.
        let written = encode(&data);
        let text = String::from_utf8(written.clone()).unwrap();
        assert!(
            text.contains(&format!("\"version\":{FORMAT_VERSION}")),
            "{text}"
        );
        assert!(
            text.contains("\"mode\":\"digit\"") && !text.contains("notes_mode"),
            "{text}"
        );
        assert_eq!(decode(&written).unwrap(), data);
        // A format 1 game with notes on comes back in centre-notes mode.
        let notes_on = OLD_DAILY_SAVE.replace("\"notes_mode\":false", "\"notes_mode\":true");
        let game = decode(notes_on.as_bytes()).unwrap().game.unwrap();
        assert_eq!(game.ui().mode, crate::game::EntryMode::Centre);
    }

    #[test]
    fn a_daily_date_that_is_not_a_date_is_damage() {
        // Only the game writes saves, and it writes real dates: anything else was damaged, and
        // the loader falls back to the backup as for any other damage.
        for (bad, reason) in [
            (
                r#""daily":"someday""#,
                "'someday' is not a date of the form YYYY-MM-DD",
            ),
            (
                r#""daily":"2024-02-30""#,
                "'2024-02-30' is not a date: February 2024",
            ),
            (
                r#""last_won":"2024-5-16""#,
                "'2024-5-16' is not a date of the form",
            ),
            (
                r#""daily":20240517"#,
                "expected a date of the form YYYY-MM-DD",
            ),
        ] {
            let good = if bad.contains("last_won") {
                r#""last_won":"2024-05-16""#
            } else {
                r#""daily":"2024-05-17""#
            };
            assert!(OLD_DAILY_SAVE.contains(good));
            let damaged = OLD_DAILY_SAVE.replace(good, bad);
            match decode(damaged.as_bytes()) {
                Err(SaveError::Damaged(message)) => {
                    assert!(message.contains(reason), "{bad}: {message}")
                }
                other => panic!("{bad}: {other:?}"),
            }
        }
        let no_daily = OLD_DAILY_SAVE.replace(r#""daily":"2024-05-17","#, "");
        let data = decode(no_daily.as_bytes()).unwrap();
        assert_eq!(data.game.unwrap().daily(), None);
    }

    #[test]
    fn encode_and_decode_round_trip() {
        let mut saved = data(5);
        let game = saved.game.as_mut().unwrap();
        let cell = Cell::at(8, 0).unwrap();
        let _ = game.apply(Move::ToggleNote {
            cell,
            digit: Digit::new(3).unwrap(),
        });
        let _ = game.apply(Move::Hint);
        let _ = game.apply(Move::Undo);
        let _ = game.apply(Move::Hint);
        let _ = game.apply(Move::SetNotesMode(true));
        game.tick(Duration::from_nanos(1_234_567_891));
        assert_eq!(decode(&encode(&saved)), Ok(saved));
    }
}
