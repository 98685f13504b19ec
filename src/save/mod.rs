//! Saves that lose the least: the game in progress (with its whole undo history), the
//! statistics, the settings and the practice progress, as one JSON file in the platform's data
//! directory.
//!
//! - **Format.** A JSON object naming the format and its version, with four sections:
//!   `settings`, `statistics`, `game` and `practice`. Every saved type derives serde's
//!   `Serialize` and `Deserialize`; a field a type lacks in an older save takes its default
//!   (`#[serde(default)]`), a field it does not know is ignored. A file of an older version is
//!   migrated, one version at a time, before it is read; a file of a newer version is refused
//!   (and kept), never guessed at.
//! - **Reading, section by section.** The file is read as JSON whole (a text that is not JSON is
//!   an error with its line and column), its format and version checked, and then each section
//!   on its own (an error names the path of the bad field, `statistics.easy.won`). A section
//!   that does not read is taken from the backup alone; the other sections stay as the newest
//!   save has them, and the player is told which part came from where.
//! - **Atomic writes.** A save is written to a temporary file, flushed and synced, and only then
//!   renamed over the old save, so at every instant the save file is either the old save or the
//!   new one, whole. The previous save, if it reads back, is first kept as the backup the same
//!   way. The files are one [`Storage`]; a platform without files supplies another with the
//!   same promise (one write replaces one entry whole), and the rules here stay the same.
//! - **Copies kept.** Nothing the player saved is overwritten before it is kept: a save that
//!   cannot be read is renamed aside (`save.damaged-1.json`, or `save.newer-1.json` for a newer
//!   version's); the last save of an older format is copied when this version first reads it
//!   (`save.v2.json`) and never overwritten, so an upgrade can always be undone.
//! - **Going back a version and forward again.** A version of the game before this module's
//!   recovery kept a newer version's save aside as `save.damaged-N.json` and started afresh.
//!   When the newest save that reads is older (by format) than such a file that this version
//!   reads whole, that file is loaded, and the older save is kept as its format's copy.
//! - **When.** [`AutosavePolicy`] decides when the app writes: after a burst of moves has settled
//!   (one write, not one per move) and at once on pause and quit. It takes timestamps from the
//!   app, so it is as testable as the game.
//!
//! The app calls [`SaveStore::load`] once at start and [`SaveStore::save`] when the policy says
//! so. No sequence of bytes makes loading panic.

#[cfg(test)]
mod copies;
mod migrations;
mod policy;
mod storage;

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

use migrations::{Migration, MIGRATIONS};
pub use policy::AutosavePolicy;
pub use storage::{Exclusive, FileStorage, MemoryStorage, Storage, LOCK_FILE};

use crate::game::{Game, GameRecord, Progress, Settings, Statistics, UnknownFields};

/// The version of the save format this build writes. Raise it when the format changes, and add a
/// migration from the previous version to `MIGRATIONS` (in `migrations.rs`).
pub const FORMAT_VERSION: u32 = 5;

/// The value of the `format` field, so a stray JSON file is not mistaken for a save.
const FORMAT_NAME: &str = "peerless-save";

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
    /// The sections a newer version wrote that this one does not know, written back as read.
    pub unknown: UnknownFields,
}

/// A part of a save, read on its own: one that does not read is taken from the backup alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Section {
    /// The settings.
    Settings,
    /// The statistics.
    Statistics,
    /// The game in progress.
    Game,
    /// The practice progress.
    Practice,
}

impl Section {
    /// Every section, in the order the file has them.
    pub const ALL: [Section; 4] = [
        Section::Settings,
        Section::Statistics,
        Section::Game,
        Section::Practice,
    ];

    /// The section's name in the file (`statistics`), which the catalogues' `save-part` selects
    /// on.
    pub const fn key(self) -> &'static str {
        match self {
            Section::Settings => "settings",
            Section::Statistics => "statistics",
            Section::Game => "game",
            Section::Practice => "practice",
        }
    }
}

/// The file as written: the sections in order after the format, version and generation.
#[derive(Serialize)]
struct SaveFile<'a> {
    format: &'static str,
    version: u32,
    generation: u64,
    settings: &'a Settings,
    statistics: &'a Statistics,
    game: Option<GameRecord>,
    practice: &'a Progress,
    #[serde(flatten)]
    unknown: &'a UnknownFields,
}

/// The members of the file that are not sections.
const HEAD: [&str; 3] = ["format", "version", "generation"];

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
    /// The file is not a readable save: not JSON (the line and column say where), not this
    /// format, or a section whose content does not hold together (the path says which field).
    Damaged(String),
    /// The file was written by a newer version of the game: whole, but not for this version.
    FutureVersion(u64),
    /// The save file is gone although its backup is there.
    Missing,
    /// Another copy of the game (another window or tab on the same saves) saved since this
    /// copy last read or wrote the save: writing would replace that copy's save with an older
    /// state, so this copy must follow the save instead ([`SaveStore::follow`]).
    Superseded {
        /// The generation of the save the other copy wrote (0 from a version without
        /// generations).
        generation: u64,
    },
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

    /// A section's content that did not read: the path of the field and what was wrong.
    fn section(
        section: Section,
        error: &serde_path_to_error::Error<serde_json::Error>,
    ) -> SaveError {
        let path = error.path().to_string();
        let inner = error.inner();
        if path == "." {
            SaveError::Damaged(format!("{}: {inner}", section.key()))
        } else if path.starts_with('[') {
            SaveError::Damaged(format!("{}{path}: {inner}", section.key()))
        } else {
            SaveError::Damaged(format!("{}.{path}: {inner}", section.key()))
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
            SaveError::Superseded { generation } => write!(
                f,
                "another copy of the game saved since this one last did (generation {generation})"
            ),
            SaveError::NoDataDirectory => f.write_str("no folder for saved games was found"),
        }
    }
}

impl std::error::Error for SaveError {}

/// The save as bytes: compact JSON of the current format version, of generation 0 (a save
/// outside any store's sequence: a tool's, a test's). The game numbers its saves: see
/// [`encode_generation`].
pub fn encode(data: &SaveData) -> Vec<u8> {
    encode_generation(data, 0)
}

/// The save as bytes, numbered `generation`: each save a copy of the game writes has the next
/// number after the one it loaded or last wrote ([`SaveStore::generation`]), so the saves of
/// one line of play can be told apart and ordered (a report, a test, a player reading the file).
pub fn encode_generation(data: &SaveData, generation: u64) -> Vec<u8> {
    let file = SaveFile {
        format: FORMAT_NAME,
        version: FORMAT_VERSION,
        generation,
        settings: &data.settings,
        statistics: &data.statistics,
        game: data.game.as_ref().map(Game::to_record),
        practice: &data.practice,
        unknown: &data.unknown,
    };
    // Writing to memory fails only for a map whose keys are not strings or a value that
    // refuses to be written, and no saved type has either.
    serde_json::to_vec(&file).expect("every saved type writes as JSON")
}

/// A save file as read: its format version as written, and each section, or why it did not
/// read. The game's record is not yet checked.
struct Sections {
    version: u32,
    generation: u64,
    settings: Result<Settings, SaveError>,
    statistics: Result<Statistics, SaveError>,
    game: Result<Option<GameRecord>, SaveError>,
    practice: Result<Progress, SaveError>,
    /// The members that are neither the head nor a section this version knows.
    unknown: UnknownFields,
}

/// Reads `bytes` as a save: any bytes at all. An error is about the whole file (not JSON, not a
/// save, a newer version); each section is read on its own, after the migrations.
fn read_sections(bytes: &[u8], migrations: &[Migration]) -> Result<Sections, SaveError> {
    let damaged = |reason: String| SaveError::Damaged(reason);
    let value: Value = serde_json::from_slice(bytes).map_err(|e| damaged(e.to_string()))?;
    let Value::Object(mut file) = value else {
        return Err(damaged("not a Peerless save".to_string()));
    };
    if file.get("format").and_then(Value::as_str) != Some(FORMAT_NAME) {
        return Err(damaged("not a Peerless save".to_string()));
    }
    let version = file
        .get("version")
        .and_then(Value::as_u64)
        .filter(|&version| version >= 1)
        .ok_or_else(|| damaged("no format version".to_string()))?;
    let current = migrations.len() as u64 + 1;
    if version > current {
        return Err(SaveError::FutureVersion(version));
    }
    // At most the current version, which is small.
    let written = version as u32;
    for migration in &migrations[written as usize - 1..] {
        migration(&mut file);
    }
    let generation = file.get("generation").and_then(Value::as_u64).unwrap_or(0);
    let mut section = |section: Section| file.remove(section.key());
    let settings = read_section(Section::Settings, section(Section::Settings));
    let statistics = read_section(Section::Statistics, section(Section::Statistics));
    let game = read_section(Section::Game, section(Section::Game));
    let practice = read_section(Section::Practice, section(Section::Practice));
    let mut unknown = UnknownFields::default();
    for (name, value) in file {
        if !HEAD.contains(&name.as_str()) {
            unknown.insert(name, value);
        }
    }
    Ok(Sections {
        version: written,
        generation,
        settings,
        statistics,
        game,
        practice,
        unknown,
    })
}

/// One section: its default when the file has none (an older format, or a file cut down by
/// hand), else its content, an error naming the path of what does not read.
fn read_section<T: DeserializeOwned + Default>(
    section: Section,
    value: Option<Value>,
) -> Result<T, SaveError> {
    match value {
        None => Ok(T::default()),
        Some(value) => {
            serde_path_to_error::deserialize(value).map_err(|e| SaveError::section(section, &e))
        }
    }
}

impl Sections {
    /// The data, every section read and the game checked and made whole (its hint found
    /// again); the first section that does not is the error.
    fn data(self) -> Result<SaveData, SaveError> {
        Ok(SaveData {
            settings: self.settings?,
            statistics: self.statistics?,
            game: game_of(self.game)?,
            practice: self.practice?,
            unknown: self.unknown,
        })
    }

    /// Whether every section reads, the game's record checked as thoroughly as loading does
    /// but without its one costly step (finding the hint being shown again): the save's
    /// generation when it does.
    fn check(self) -> Result<u64, SaveError> {
        self.settings?;
        self.statistics?;
        self.practice?;
        if let Some(record) = self.game? {
            Game::check_record(record).map_err(|e| SaveError::Damaged(format!("game: {e}")))?;
        }
        Ok(self.generation)
    }
}

/// The game of a section that read: its record turned into a game, which checks it.
fn game_of(section: Result<Option<GameRecord>, SaveError>) -> Result<Option<Game>, SaveError> {
    section?
        .map(Game::from_record)
        .transpose()
        .map_err(|e| SaveError::Damaged(format!("game: {e}")))
}

/// Reads a save from bytes: any bytes at all, answering with the data or with what is wrong
/// (the first thing: the whole file, or the first section that does not read).
pub fn decode(bytes: &[u8]) -> Result<SaveData, SaveError> {
    read_sections(bytes, &MIGRATIONS)?.data()
}

/// Whether `bytes` are a save that [`decode`] reads, checked as thoroughly but without the one
/// costly step of loading (finding the hint being shown again): its generation when it is.
fn check(bytes: &[u8]) -> Result<u64, SaveError> {
    read_sections(bytes, &MIGRATIONS)?.check()
}

/// Where the loaded data came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadSource {
    /// The save file (some sections perhaps from the backup: see [`Recovered::Parts`]).
    Save,
    /// The backup of the previous save, because the save could not be read.
    Backup,
    /// A newer version's save an older version had kept aside: see [`Recovered::Newer`].
    Newer,
    /// Nothing could be read (or nothing was saved yet): defaults.
    Fresh,
}

/// What the player should be told after loading, when the newest save was not loaded whole as
/// it was: what happened, and where the files are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recovery {
    /// What happened.
    pub what: Recovered,
    /// Where the saves are, for the player to find the files named: a folder's path, or empty
    /// where they are in no folder (the browser's storage; see [`Storage::location`]).
    pub location: String,
}

/// What happened at loading: see [`Recovery`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recovered {
    /// The save could not be read at all (or was missing): the previous save was loaded, or the
    /// game starts afresh.
    Whole {
        /// What was wrong with the save.
        problem: SaveError,
        /// The name the unreadable save was kept under (beside the save), if it could be
        /// moved aside.
        kept_as: Option<String>,
        /// Whether the previous save was loaded instead (else the game starts afresh).
        from_backup: bool,
        /// The name the previous save was kept under when it could not be read either.
        backup_kept_as: Option<String>,
    },
    /// Some sections of the save did not read: each was taken from the previous save, or,
    /// where that lacked it too, starts afresh; the others are the save's.
    Parts {
        /// Each section that did not read, and why.
        problems: Vec<(Section, SaveError)>,
        /// The sections taken from the previous save.
        restored: Vec<Section>,
        /// The sections the previous save could not give either: they start afresh.
        lost: Vec<Section>,
        /// The name the save was kept under, as it was, for what is lost to be looked at.
        kept_as: Option<String>,
    },
    /// The newest save that read was older (by format) than one a newer version had written
    /// and an older version kept aside: that one was loaded.
    Newer {
        /// The file it was loaded from (`save.damaged-1.json`).
        file: String,
        /// The name the older save was kept under (`save.v2.json`).
        older_kept_as: Option<String>,
    },
}

impl fmt::Display for Recovery {
    /// For a log or a test: what happened, in the save's own terms (the player's words come from the
    /// game's catalogues).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kept = |f: &mut fmt::Formatter<'_>, what: &str, name: &Option<String>| match name {
            Some(name) => write!(f, "; {what} was kept as {name}"),
            None => Ok(()),
        };
        match &self.what {
            Recovered::Whole {
                problem,
                kept_as,
                from_backup,
                backup_kept_as,
            } => {
                write!(f, "the save could not be read because {problem}, so ")?;
                f.write_str(if *from_backup {
                    "the previous save was loaded"
                } else {
                    "the game starts afresh"
                })?;
                kept(f, "the unreadable file", kept_as)?;
                kept(f, "the unreadable backup", backup_kept_as)?;
            }
            Recovered::Parts {
                problems,
                restored,
                lost,
                kept_as,
            } => {
                let names = |sections: &[Section]| {
                    sections
                        .iter()
                        .map(|s| s.key())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                f.write_str("parts of the save could not be read (")?;
                for (i, (_, problem)) in problems.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    write!(f, "{problem}")?;
                }
                f.write_str(")")?;
                if !restored.is_empty() {
                    write!(f, "; from the previous save: {}", names(restored))?;
                }
                if !lost.is_empty() {
                    write!(f, "; started afresh: {}", names(lost))?;
                }
                kept(f, "the save", kept_as)?;
            }
            Recovered::Newer {
                file,
                older_kept_as,
            } => {
                write!(f, "a newer version's save kept aside as {file} was loaded")?;
                kept(f, "the older save", older_kept_as)?;
            }
        }
        if self.location.is_empty() {
            Ok(())
        } else {
            write!(f, " (in {})", self.location)
        }
    }
}

/// The result of loading: the data, where it came from, and what to tell the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    /// The data to start with.
    pub data: SaveData,
    /// The generation of the save the data is now in (the store's [`SaveStore::generation`]):
    /// the next save the game writes is numbered after it.
    pub generation: u64,
    /// Where it came from.
    pub source: LoadSource,
    /// What to tell the player when the save was not loaded whole as it was.
    pub notice: Option<Recovery>,
}

/// The name of the save entry (the save file, in a folder): what a watch on the folder looks
/// for.
pub const SAVE_FILE: &str = "save.json";
const BACKUP_FILE: &str = "save.backup.json";

/// The name of the copy of the last save of format `version`, the `n`th such copy:
/// `save.v2.json`, then `save.v2-2.json`, ...
fn version_copy(version: u32, n: u32) -> String {
    if n == 1 {
        format!("save.v{version}.json")
    } else {
        format!("save.v{version}-{n}.json")
    }
}

/// How many names of one kind (`save.damaged-N.json`, `save.v2-N.json`) are tried before
/// giving up: far more than a player keeps.
const KEPT_NAMES: u32 = 1000;

/// The save and its backup in a [`Storage`]: loading with recovery, and saving so that a good
/// save is never replaced by a bad one nor lost to a crash, nor a newer save by an older one.
///
/// By default the storage is a folder of files ([`SaveStore::new`]); a platform without files,
/// or a test of a slow or failing disk, supplies its own ([`SaveStore::with_storage`]).
///
/// **Copies of the game on one storage** (two windows on one data folder, two tabs of the
/// page, the installed page beside a tab): the store remembers the save it last read or wrote
/// (its bytes' digest), and a save replaces the stored one only if that is still the one it
/// remembers, the check and the write made as one step that no other copy's write comes between
/// ([`Storage::exclusive`]). Otherwise the write is refused ([`SaveError::Superseded`]) and the
/// game follows the newer save ([`SaveStore::follow`]) instead of writing over it. Each save
/// carries its generation (one more than the save it replaces), which says which is newer to a
/// reader of the files and of the game's report.
#[derive(Debug)]
pub struct SaveStore<S: Storage = FileStorage> {
    storage: S,
    /// What this store last saw of the save entry. Its lock also makes this copy's loads,
    /// follows and writes one at a time (the frame may follow while the writer's thread saves).
    known: Mutex<Known>,
    /// The entry's [`Storage::stamp`] when this store last read or wrote it, for
    /// [`SaveStore::changed_elsewhere`], which must not wait for a write in progress.
    stamp: AtomicU64,
    /// Whether `stamp` holds one.
    stamped: AtomicBool,
    /// The generation of the save this store last loaded or wrote.
    generation: AtomicU64,
}

/// What a store last saw of the save entry.
#[derive(Debug, Default)]
struct Known {
    /// The entry as this store last read or wrote it; `None` before its first load or save.
    seen: Option<Seen>,
    /// After a write that failed: the new bytes' digest, which the entry may hold instead (a
    /// write replaces the entry whole or not at all, but its failure may come after it did).
    maybe: Option<u64>,
    /// Whether the entry as `seen` is known to load, so that it can become the backup as it
    /// is, without being read back and checked again.
    good: bool,
}

/// The save entry as a store saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seen {
    /// There was none.
    Absent,
    /// Bytes with this digest.
    Bytes(u64),
}

impl Known {
    /// Whether `current` (the entry now) is what this store last saw or wrote: no other copy
    /// wrote since. An entry gone since holds nothing of another copy's.
    fn is_ours(&self, current: Option<&[u8]>) -> bool {
        let Some(bytes) = current else {
            return true;
        };
        let now = digest(bytes);
        self.seen == Some(Seen::Bytes(now)) || self.maybe == Some(now)
    }

    /// Notes that the entry holds `bytes` (read and loaded, or written), known to load or not.
    fn saw(&mut self, bytes: Option<&[u8]>, good: bool) {
        self.seen = Some(bytes.map_or(Seen::Absent, |bytes| Seen::Bytes(digest(bytes))));
        self.maybe = None;
        self.good = good;
    }
}

/// A digest of a save's bytes, to tell whether the entry is still the one a store saw without
/// keeping its bytes.
fn digest(bytes: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::hash::DefaultHasher::new();
    bytes.hash(&mut hasher);
    hasher.finish()
}

/// The generation a save's bytes say they are, 0 when they say none (a version without
/// generations, or bytes that are no save).
fn generation_of(bytes: &[u8]) -> u64 {
    read_sections(bytes, &MIGRATIONS).map_or(0, |sections| sections.generation)
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

/// A file read: its bytes and its sections, or why it is not a save at all.
type Entry = Result<Option<(Vec<u8>, Sections)>, SaveError>;

impl<S: Storage> SaveStore<S> {
    /// The store in `storage`.
    pub fn with_storage(storage: S) -> SaveStore<S> {
        SaveStore {
            storage,
            known: Mutex::new(Known::default()),
            stamp: AtomicU64::new(0),
            stamped: AtomicBool::new(false),
            generation: AtomicU64::new(0),
        }
    }

    /// The storage the store writes to.
    pub fn storage(&self) -> &S {
        &self.storage
    }

    /// The generation of the save this store last loaded or wrote (0 before either): the next
    /// save is numbered one more.
    pub fn generation(&self) -> u64 {
        self.generation.load(Ordering::Acquire)
    }

    fn known(&self) -> MutexGuard<'_, Known> {
        // Every change under the lock is a few assignments at its end: a panic cannot leave
        // it half-made.
        self.known.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Notes the entry's stamp and the generation, as this store leaves it.
    fn note(&self, generation: u64) {
        match self.storage.stamp(SAVE_FILE) {
            Some(stamp) => {
                self.stamp.store(stamp, Ordering::Release);
                self.stamped.store(true, Ordering::Release);
            }
            None => self.stamped.store(false, Ordering::Release),
        }
        self.generation.store(generation, Ordering::Release);
    }

    /// Whether the save entry may have been written by another copy of the game since this
    /// store last read or wrote it: cheap (one `stat` for files) and never waiting for a write
    /// in progress, so a watcher thread or the frame may ask it often. `true` where the storage
    /// cannot tell without reading (then [`SaveStore::follow`] reads and decides); a write of
    /// was no change. While this store is itself writing or loading, `false`: a write of its
    /// own is not another copy's (the file watch reports it before the store has noted it),
    /// and another copy's write meanwhile is found by that write's own check, or read by
    /// that load.
    pub fn changed_elsewhere(&self) -> bool {
        if matches!(
            self.known.try_lock(),
            Err(std::sync::TryLockError::WouldBlock)
        ) {
            return false;
        }
        match self.storage.stamp(SAVE_FILE) {
            Some(now) => {
                !self.stamped.load(Ordering::Acquire) || self.stamp.load(Ordering::Acquire) != now
            }
            None => true,
        }
    }

    /// Follows another copy of the game: when the save is no longer the one this store last
    /// read or wrote (another window or tab saved since), loads it as [`SaveStore::load`] does
    /// and answers it; `None` when it is still this store's own (or cannot be read now, or this
    /// store has not loaded yet). The game then shows what the other copy left, instead of
    /// writing its older state over it.
    pub fn follow(&self) -> Option<Loaded> {
        let mut known = self.known();
        let _held = self.storage.exclusive();
        known.seen?;
        let current = self.storage.read(SAVE_FILE).ok()?;
        if known.is_ours(current.as_deref()) {
            self.note(self.generation());
            return None;
        }
        Some(self.load_held(&mut known))
    }

    /// Loads the save, losing as little as can be. Never fails and never panics: the answer
    /// says where the data came from and, when the save was not loaded whole as it was, what
    /// to tell the player.
    ///
    /// - A save that reads is loaded. One of an older format is first copied to its format's
    ///   copy (`save.v2.json`), and if a save kept aside (`save.damaged-N.json`,
    ///   `save.newer-N.json`) is of a newer format and reads whole, that one is loaded instead:
    ///   the player went back to an older version, which kept the newer one's save aside, and
    ///   came forward again.
    /// - A save some of whose sections do not read is loaded with those sections from the
    ///   backup (or afresh, where the backup lacks them too); it is copied aside as it was.
    /// - A save that does not read at all (or is missing) is kept aside, and the backup is
    ///   loaded, or the game starts fresh.
    ///
    /// Whatever was recovered is written as the save at once (the backup left as it is), so
    /// the next start finds it, not the damage again: the player loses nothing that read and
    /// is told once. Where what is in the save's place could not be kept first, nothing is
    /// written over it.
    ///
    /// A leftover temporary file (a save interrupted before its rename) is ignored: the save file
    /// is still the last completed save.
    pub fn load(&self) -> Loaded {
        let mut known = self.known();
        let _held = self.storage.exclusive();
        self.load_held(&mut known)
    }

    /// [`SaveStore::load`], with this store's lock and the storage's held.
    fn load_held(&self, known: &mut Known) -> Loaded {
        let (mut loaded, replaceable) = self.load_entries();
        if let Some(recovery) = loaded.notice.as_mut() {
            recovery.location = self.storage.location();
        }
        if loaded.notice.is_some() && replaceable {
            let generation = loaded.generation + 1;
            let bytes = encode_generation(&loaded.data, generation);
            if check(&bytes).is_ok() && self.storage.write(SAVE_FILE, &bytes).is_ok() {
                loaded.generation = generation;
                known.saw(Some(&bytes), true);
                self.note(generation);
                return loaded;
            }
        }
        match self.storage.read(SAVE_FILE) {
            Ok(current) => {
                let good = loaded.source == LoadSource::Save && loaded.notice.is_none();
                known.saw(current.as_deref(), good);
            }
            // Not even readable: the next save reads it again.
            Err(_) => *known = Known::default(),
        }
        self.note(loaded.generation);
        loaded
    }

    /// The data to start with, read as [`SaveStore::load`] says, and whether what is in the
    /// save's place now may be written over (it is gone, or its bytes are kept elsewhere).
    fn load_entries(&self) -> (Loaded, bool) {
        let notice = |what| {
            Some(Recovery {
                what,
                location: String::new(),
            })
        };
        let problem = match self.read(SAVE_FILE) {
            Ok(Some((bytes, sections))) => {
                let (version, generation) = (sections.version, sections.generation);
                let mut loaded = self.load_sections(sections);
                loaded.generation = generation;
                if version < FORMAT_VERSION {
                    let kept_older = self.keep_version_copy(version, &bytes);
                    if let Some((file, data, newer)) = self.newer_kept(version) {
                        let replaceable = kept_older.is_some();
                        let loaded = Loaded {
                            data,
                            generation: newer,
                            source: LoadSource::Newer,
                            notice: notice(Recovered::Newer {
                                file,
                                older_kept_as: kept_older,
                            }),
                        };
                        return (loaded, replaceable);
                    }
                }
                let mut replaceable = false;
                if let Some(Recovery {
                    what: Recovered::Parts { kept_as, .. },
                    ..
                }) = loaded.notice.as_mut()
                {
                    *kept_as = self.keep_copy(&bytes, "damaged");
                    replaceable = kept_as.is_some();
                }
                return (loaded, replaceable);
            }
            Ok(None) => None,
            Err(problem) => Some(problem),
        };
        let kept_as = problem.as_ref().and_then(|problem| {
            let kind = match problem {
                SaveError::FutureVersion(_) => "newer",
                _ => "damaged",
            };
            self.keep_aside(SAVE_FILE, kind)
        });
        // Written over only once it is gone: kept aside, or never there.
        let replaceable = matches!(self.storage.read(SAVE_FILE), Ok(None));
        let whole = |from_backup, backup_kept_as| Recovered::Whole {
            problem: problem.clone().unwrap_or(SaveError::Missing),
            kept_as: kept_as.clone(),
            from_backup,
            backup_kept_as,
        };
        let loaded = match self.read(BACKUP_FILE) {
            Ok(Some((_, sections))) => {
                let generation = sections.generation;
                let backup = self.load_sections(sections);
                Loaded {
                    data: backup.data,
                    generation,
                    source: LoadSource::Backup,
                    notice: notice(whole(true, None)),
                }
            }
            Ok(None) => {
                if let Some((file, data, generation)) = self.newer_kept(0) {
                    let loaded = Loaded {
                        data,
                        generation,
                        source: LoadSource::Newer,
                        notice: notice(Recovered::Newer {
                            file,
                            older_kept_as: None,
                        }),
                    };
                    return (loaded, replaceable);
                }
                Loaded {
                    data: SaveData::default(),
                    generation: 0,
                    source: LoadSource::Fresh,
                    notice: problem
                        .is_some()
                        .then(|| whole(false, None))
                        .and_then(notice),
                }
            }
            Err(backup_problem) => {
                let backup_kept_as = self.keep_aside(BACKUP_FILE, "damaged");
                let what = match problem {
                    Some(_) => whole(false, backup_kept_as),
                    None => Recovered::Whole {
                        problem: backup_problem,
                        kept_as: backup_kept_as,
                        from_backup: false,
                        backup_kept_as: None,
                    },
                };
                Loaded {
                    data: SaveData::default(),
                    generation: 0,
                    source: LoadSource::Fresh,
                    notice: notice(what),
                }
            }
        };
        (loaded, replaceable)
    }

    /// The data of a save that read as a file: each section that does not read taken from the
    /// backup, or afresh where the backup cannot give it either.
    fn load_sections(&self, sections: Sections) -> Loaded {
        let Sections {
            version: _,
            generation,
            settings,
            statistics,
            game,
            practice,
            unknown,
        } = sections;
        let game = game_of(game);
        let problems: Vec<(Section, SaveError)> = [
            (Section::Settings, settings.as_ref().err()),
            (Section::Statistics, statistics.as_ref().err()),
            (Section::Game, game.as_ref().err()),
            (Section::Practice, practice.as_ref().err()),
        ]
        .into_iter()
        .filter_map(|(section, problem)| problem.map(|p| (section, p.clone())))
        .collect();
        if problems.is_empty() {
            return Loaded {
                data: SaveData {
                    settings: settings.unwrap_or_default(),
                    statistics: statistics.unwrap_or_default(),
                    game: game.unwrap_or_default(),
                    practice: practice.unwrap_or_default(),
                    unknown,
                },
                generation,
                source: LoadSource::Save,
                notice: None,
            };
        }
        // The backup, read only for what the save lacks.
        let backup = match self.read(BACKUP_FILE) {
            Ok(Some((_, backup))) => Some(backup),
            _ => None,
        };
        let (mut restored, mut lost) = (Vec::new(), Vec::new());
        let mut mend = |section: Section, good: bool, from_backup: bool| {
            if !good {
                if from_backup {
                    restored.push(section);
                } else {
                    lost.push(section);
                }
            }
        };
        let (b_settings, b_statistics, b_game, b_practice) = match backup {
            Some(b) => (
                b.settings.ok(),
                b.statistics.ok(),
                if game.is_err() {
                    game_of(b.game).ok()
                } else {
                    None
                },
                b.practice.ok(),
            ),
            None => (None, None, None, None),
        };
        mend(Section::Settings, settings.is_ok(), b_settings.is_some());
        mend(
            Section::Statistics,
            statistics.is_ok(),
            b_statistics.is_some(),
        );
        mend(Section::Game, game.is_ok(), b_game.is_some());
        mend(Section::Practice, practice.is_ok(), b_practice.is_some());
        let data = SaveData {
            settings: settings.unwrap_or_else(|_| b_settings.unwrap_or_default()),
            statistics: statistics.unwrap_or_else(|_| b_statistics.unwrap_or_default()),
            game: game.unwrap_or_else(|_| b_game.unwrap_or_default()),
            practice: practice.unwrap_or_else(|_| b_practice.unwrap_or_default()),
            unknown,
        };
        Loaded {
            data,
            generation,
            source: LoadSource::Save,
            notice: Some(Recovery {
                what: Recovered::Parts {
                    problems,
                    restored,
                    lost,
                    kept_as: None,
                },
                location: String::new(),
            }),
        }
    }

    /// Copies `bytes`, the save of an older format `version`, to that format's copy
    /// (`save.v2.json`, or `save.v2-2.json`, ... when that is taken by another save), unless a
    /// copy already holds the same bytes. Never overwrites. The name it is kept under.
    fn keep_version_copy(&self, version: u32, bytes: &[u8]) -> Option<String> {
        self.keep_under((1..=KEPT_NAMES).map(|n| version_copy(version, n)), bytes)
    }

    /// Copies `bytes`, a save that did not read whole, to the first free
    /// `save.{kind}-N.json` (unless one already holds the same bytes), so that the repaired
    /// save can take its place. Never overwrites. The name it is kept under.
    fn keep_copy(&self, bytes: &[u8], kind: &str) -> Option<String> {
        self.keep_under(
            (1..=KEPT_NAMES).map(|n| format!("save.{kind}-{n}.json")),
            bytes,
        )
    }

    /// Writes `bytes` under the first of `names` that is free, or answers the one that already
    /// holds them. Never overwrites.
    fn keep_under(&self, names: impl Iterator<Item = String>, bytes: &[u8]) -> Option<String> {
        for name in names {
            match self.storage.read(&name) {
                Ok(Some(kept)) if kept == bytes => return Some(name),
                Ok(Some(_)) => {}
                Ok(None) => return self.storage.write(&name, bytes).ok().map(|()| name),
                Err(_) => return None,
            }
        }
        None
    }

    /// The newest save kept aside (`save.newer-N.json`, or `save.damaged-N.json` and
    /// `save.backup.damaged-N.json` as older versions named a newer version's save) that is of
    /// a later format than `version` and reads whole in this version: its name, data and
    /// generation. The latest format wins, then the latest kept (the highest `N`), then a save
    /// over a backup.
    fn newer_kept(&self, version: u32) -> Option<(String, SaveData, u64)> {
        /// The best so far: its rank (format, `N`, kind), name, data and generation.
        type Kept = ((u32, u32, u8), String, SaveData, u64);
        let mut best: Option<Kept> = None;
        for n in 1..=KEPT_NAMES {
            let names = [
                (format!("save.newer-{n}.json"), 2),
                (format!("save.damaged-{n}.json"), 1),
                (format!("save.backup.damaged-{n}.json"), 0),
            ];
            let mut any = false;
            for (name, rank) in names {
                let Ok(Some(bytes)) = self.storage.read(&name) else {
                    continue;
                };
                any = true;
                let Ok(sections) = read_sections(&bytes, &MIGRATIONS) else {
                    continue;
                };
                let key = (sections.version, n, rank);
                if sections.version <= version || best.as_ref().is_some_and(|(k, ..)| *k >= key) {
                    continue;
                }
                let generation = sections.generation;
                if let Ok(data) = sections.data() {
                    best = Some((key, name, data, generation));
                }
            }
            if !any {
                break;
            }
        }
        best.map(|(_, name, data, generation)| (name, data, generation))
    }

    /// Writes `data` as the new save, numbered after the last this store loaded or wrote,
    /// keeping the previous save as the backup: see [`SaveStore::save_encoded`].
    pub fn save(&self, data: &SaveData) -> Result<(), SaveError> {
        self.save_encoded(&encode_generation(data, self.generation() + 1))
    }

    /// Writes `bytes` (a save made by [`encode_generation`]) as the new save, keeping the
    /// previous save as the backup. When this returns `Ok`, the save is stored; when it fails
    /// (or the process dies during it), the last completed save is still there to load.
    ///
    /// The order makes that so. The new save is checked to load, once, before anything is
    /// written. Then, with other copies of the game held off, the stored save is read: when
    /// this store has loaded or written before and the stored save is no longer the one it saw
    /// (another copy wrote since), nothing is written and the answer is
    /// [`SaveError::Superseded`]. When it is this store's own, it is kept as the backup as it
    /// is ([`Storage::write_keeping`]: not checked again); a save this store has not seen is
    /// checked first, and one that does not load is kept aside under a new name, never
    /// overwritten, and is not made the backup.
    pub fn save_encoded(&self, bytes: &[u8]) -> Result<(), SaveError> {
        // Never replace a good save with one that would not load.
        let generation = check(bytes)?;
        let mut known = self.known();
        let _held = self.storage.exclusive();
        let current = self.storage.read(SAVE_FILE)?;
        let result = if known.seen.is_none() {
            self.save_over_unknown(bytes, current.as_deref())
        } else if !known.is_ours(current.as_deref()) {
            let generation = current.as_deref().map_or(0, generation_of);
            return Err(SaveError::Superseded { generation });
        } else {
            match current.as_deref() {
                Some(old) if known.good || known.maybe == Some(digest(old)) => {
                    self.storage.write_keeping(SAVE_FILE, BACKUP_FILE, bytes)
                }
                old => self.save_over_unknown(bytes, old),
            }
        };
        match result {
            Ok(()) => {
                known.saw(Some(bytes), true);
                self.note(generation);
            }
            // The entry is the old save or this one, whole: either is this store's.
            Err(_) => known.maybe = Some(digest(bytes)),
        }
        result
    }

    /// A save over `current`, a stored save this store has not seen to load: it is checked
    /// first.
    fn save_over_unknown(&self, bytes: &[u8], current: Option<&[u8]>) -> Result<(), SaveError> {
        match current {
            Some(old) if check(old).is_ok() => {
                self.storage.write_keeping(SAVE_FILE, BACKUP_FILE, bytes)
            }
            Some(_) if self.keep_aside(SAVE_FILE, "damaged").is_none() => Err(SaveError::Damaged(
                "the old save is unreadable and could not be kept aside".to_string(),
            )),
            Some(_) | None => self.storage.write(SAVE_FILE, bytes),
        }
    }

    /// Reads the entry `name` as a save file: `Ok(None)` when there is none.
    fn read(&self, name: &str) -> Entry {
        match self.storage.read(name)? {
            Some(bytes) => {
                let sections = read_sections(&bytes, &MIGRATIONS)?;
                Ok(Some((bytes, sections)))
            }
            None => Ok(None),
        }
    }

    /// Moves an entry that cannot be read to a name not yet taken (`save.damaged-1.json`,
    /// `save.newer-1.json` for a newer version's, ...: `kind` says which), so it is never
    /// overwritten and can still be looked at. Returns the new name.
    fn keep_aside(&self, name: &str, kind: &str) -> Option<String> {
        let stem = name.strip_suffix(".json").unwrap_or(name);
        for n in 1..=KEPT_NAMES {
            let candidate = format!("{stem}.{kind}-{n}.json");
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

    use super::migrations::practice_progress;
    use super::*;
    use crate::game::{import, Date, Move};
    use crate::{Cell, Digit};
    use serde_json::Map;

    /// A folder of its own under the system's temporary directory, removed when dropped.
    pub(super) struct TempDir(pub(super) PathBuf);

    impl TempDir {
        pub(super) fn new(name: &str) -> TempDir {
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
    pub(super) fn data(n: u32) -> SaveData {
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
            ..SaveData::default()
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
            ..SaveData::default()
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
            r#""spell_out_cells":true,"speak_position_first":false,"speak_candidates":true,"large_hint_text":false,"language":null,"cell_names_chosen":false}"#,
            1,
        );
        assert_ne!(with_new_settings, SAVE_FORMAT_3);
        // And of this format, whose saves say their generation.
        let as_written = with_new_settings.replacen(
            r#""version":3,"#,
            &format!(r#""version":{FORMAT_VERSION},"generation":0,"#),
            1,
        );
        assert_eq!(String::from_utf8(encode(&rich())).unwrap(), as_written);
    }

    #[test]
    fn a_damaged_save_says_where() {
        for (from, to, reason) in [
            (
                r#""secs":83,"#,
                r#""secs":-83,"#,
                "game.elapsed.secs: invalid value: integer `-83`, expected u64",
            ),
            (
                r#"{"edit":{"enter":[3,9]}"#,
                r#"{"edit":{"enter":[3]}"#,
                "game.history[1].edit.enter: invalid length 1, expected tuple variant",
            ),
            (
                r#"{"edit":{"enter":[3,9]}"#,
                r#"{"edit":{"jump":[3,9]}"#,
                "game.history[1].edit: unknown variant `jump`, expected one of `enter`",
            ),
            (
                r#""theme":"dark""#,
                r#""theme":"sepia""#,
                "settings.theme: unknown variant `sepia`, expected one of",
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
            (
                r#""started":2,"won":2,"#,
                r#""started":2,"won":"2","#,
                "statistics.hard.won: invalid type: string \"2\", expected u32",
            ),
            (
                r#""technique":"X-Wing","found":2,"#,
                r#""technique":"X-Wing","found":-2,"#,
                "practice[1].found: invalid value: integer `-2`, expected u32",
            ),
            (r#""cursor":7,"#, "", "game: missing field `cursor`"),
            (
                r#","reveals":0"#,
                r#","reveals":0,"#,
                "key must be a string at line 1 column ",
            ),
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
            let (_, backup) = store.read(BACKUP_FILE).unwrap().unwrap();
            assert_eq!(backup.data().unwrap(), data(expected), "{point:?}");
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
        match loaded.notice.unwrap().what {
            Recovered::Whole { kept_as, .. } => {
                assert_eq!(kept_as.as_deref(), Some("save.damaged-1.json"))
            }
            other => panic!("{other:?}"),
        }
        store.save(&data(3)).unwrap();
        assert_eq!(
            store.storage().names(),
            ["save.backup.json", "save.damaged-1.json", "save.json"]
        );
        assert_eq!(store.load().data, data(3));
    }

    #[test]
    fn migrations_run_in_order_and_newer_versions_are_refused() {
        fn add_field(save: &mut Map<String, Value>) {
            save.insert("migrated".to_string(), Value::Bool(true));
        }
        // The real migrations, and one more to a version after this build's.
        let extended: Vec<Migration> = MIGRATIONS
            .iter()
            .copied()
            .chain([add_field as Migration])
            .collect();
        let next = u64::from(FORMAT_VERSION) + 1;
        let bytes = encode(&data(1));
        // The extra migration ran: its member, unknown to this version, is kept.
        let mut migrated = data(1);
        migrated.unknown.insert("migrated", Value::Bool(true));
        assert_eq!(
            read_sections(&bytes, &extended).unwrap().data().unwrap(),
            migrated
        );
        let mut value: Value = serde_json::from_slice(&bytes).unwrap();
        value["version"] = Value::from(next);
        let bytes = serde_json::to_vec(&value).unwrap();
        assert_eq!(decode(&bytes), Err(SaveError::FutureVersion(next)));
        let read = read_sections(&bytes, &extended).unwrap();
        assert_eq!(read.version, FORMAT_VERSION + 1);
        assert_eq!(read.data().unwrap(), data(1), "no migration ran on it");
        value["version"] = Value::from(0);
        let bytes = serde_json::to_vec(&value).unwrap();
        assert!(matches!(decode(&bytes), Err(SaveError::Damaged(_))));
    }

    #[test]
    fn a_version_2_save_reads_with_no_practice_and_practice_is_kept() {
        let mut value: Value = serde_json::from_slice(&encode(&data(2))).unwrap();
        let file = value.as_object_mut().unwrap();
        assert!(file.remove("practice").is_some(), "written");
        file.insert("version".to_string(), Value::from(2));
        let bytes = serde_json::to_vec(&value).unwrap();
        let read = decode(&bytes).unwrap();
        assert_eq!(read.practice, Progress::default());
        assert_eq!(read.game, data(2).game);
        let mut migrated = value.as_object().unwrap().clone();
        practice_progress(&mut migrated);
        assert_eq!(migrated.get("practice"), Some(&Value::Array(Vec::new())));
        // The current version keeps it.
        let back = decode(&encode(&data(2))).unwrap();
        assert_eq!(back.practice.of(crate::logic::Technique::XWing).found, 1);
        // A damaged record is a damaged save.
        let mut value: Value = serde_json::from_slice(&encode(&data(2))).unwrap();
        value["practice"] = serde_json::json!([{"technique": "X-Wing", "found": "one"}]);
        let bytes = serde_json::to_vec(&value).unwrap();
        match decode(&bytes) {
            Err(SaveError::Damaged(message)) => assert!(
                message.starts_with("practice[0].found: invalid type"),
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
    fn the_log_says_what_happened_and_where() {
        let notice = Recovery {
            what: Recovered::Whole {
                problem: SaveError::FutureVersion(4),
                kept_as: Some("save.newer-1.json".to_string()),
                from_backup: true,
                backup_kept_as: None,
            },
            location: "/home/player/.local/share/peerless".to_string(),
        };
        assert_eq!(
            notice.to_string(),
            format!(
                "the save could not be read because it was written by a newer version of \
                 Peerless (format 4, this version reads up to {FORMAT_VERSION}), so the previous \
                 save was loaded; the unreadable file was kept as save.newer-1.json (in \
                 /home/player/.local/share/peerless)"
            )
        );
        let notice = Recovery {
            what: Recovered::Parts {
                problems: vec![(
                    Section::Statistics,
                    SaveError::Damaged("statistics.easy.won: invalid type".to_string()),
                )],
                restored: vec![Section::Statistics],
                lost: Vec::new(),
                kept_as: Some("save.damaged-1.json".to_string()),
            },
            location: "/home/player/.local/share/peerless".to_string(),
        };
        assert_eq!(
            notice.to_string(),
            "parts of the save could not be read (it is damaged (statistics.easy.won: invalid \
             type)); from the previous save: statistics; the save was kept as \
             save.damaged-1.json (in /home/player/.local/share/peerless)"
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
