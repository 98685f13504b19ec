//! Where a save's bytes are kept: the [`Storage`] trait, files in a folder ([`FileStorage`], for
//! the desktop and the phones) and memory ([`MemoryStorage`], for tests and for platforms that
//! have not got a place of their own yet).
//!
//! The save module decides *what* is written and in which order (the backup before the new save,
//! an unreadable save kept aside, never overwritten); a storage only promises that one write
//! replaces one named entry whole. That split lets a platform without files (a browser's
//! `localStorage`) and a test (a slow or failing disk) supply their own storage, while the
//! recovery rules stay in one place.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::SaveError;

/// A place that keeps named byte strings (the save, its backup, a damaged save kept aside).
///
/// Names are plain file names such as `save.json`; a storage may map them to whatever it keeps
/// (files in a folder, keys with a prefix). `Send` and `Sync`, so that saves are written on a
/// thread of their own while the frame can still ask whether another copy of the game wrote.
pub trait Storage: Send + Sync {
    /// The bytes stored under `name`, or `Ok(None)` when there are none.
    fn read(&self, name: &str) -> Result<Option<Vec<u8>>, SaveError>;

    /// Replaces what is stored under `name` with `bytes`, atomically: whatever happens during
    /// the call (a crash, a full disk, the process killed), a later [`Storage::read`] gives
    /// either the old bytes or the new ones, whole. When it returns `Ok`, the new bytes are as
    /// durable as the platform makes them.
    fn write(&self, name: &str, bytes: &[u8]) -> Result<(), SaveError>;

    /// Writes `bytes` under `name` as [`Storage::write`] does, keeping what was under `name`
    /// (if anything) as the entry `previous`, replacing what that held. Each entry is replaced
    /// whole, `previous` first: after a crash, `name` reads as the old bytes or the new, and
    /// `previous` as its own old bytes or `name`'s. How the save keeps its backup; a storage
    /// may do it more cheaply than reading the old bytes and writing them again (files: a hard
    /// link, so the old bytes are neither copied nor synced again).
    fn write_keeping(&self, name: &str, previous: &str, bytes: &[u8]) -> Result<(), SaveError> {
        if let Some(old) = self.read(name)? {
            self.write(previous, &old)?;
        }
        self.write(name, bytes)
    }

    /// Moves the entry `from` to the name `to`, unless `to` is already taken: `Ok(false)` then,
    /// and nothing changes. How an unreadable save is kept aside without overwriting anything.
    fn rename_new(&self, from: &str, to: &str) -> Result<bool, SaveError>;

    /// Where the entries are, for messages: a folder's path; empty where they are in no
    /// folder (the browser's storage), which the game then names in the player's language.
    fn location(&self) -> String;

    /// A number that changes whenever the entry `name` is replaced, cheap to ask (files: the
    /// file's identity, size and time of change, one `stat`), so that a copy of the game can
    /// tell whether another copy wrote since it last looked without reading the save. `None`
    /// where no such number is to be had (then only reading the entry tells); the default.
    fn stamp(&self, _name: &str) -> Option<u64> {
        None
    }

    /// Holds other copies of the game (another window on the same folder) off the entries
    /// until the guard is dropped: a save checks that the save it replaces is the one it knows
    /// and replaces it as one step that no other copy's write comes between. Where one copy at
    /// a time can use the storage, or the platform offers no lock, nothing is held (the
    /// default); the check is then still made, just not as one step.
    fn exclusive(&self) -> Exclusive<'_> {
        Exclusive::nothing()
    }
}

/// What [`Storage::exclusive`] holds: other copies wait while it is alive.
pub struct Exclusive<'a> {
    _held: Option<Box<dyn Held + 'a>>,
}

/// Anything a storage keeps alive to hold a lock (a locked file, a mutex's guard).
trait Held {}

impl<T> Held for T {}

impl<'a> Exclusive<'a> {
    /// A guard that holds nothing: for storages that need no lock.
    pub fn nothing() -> Exclusive<'a> {
        Exclusive { _held: None }
    }

    /// A guard that keeps `held` (dropped with the guard, which releases the lock).
    pub fn holding(held: impl Sized + 'a) -> Exclusive<'a> {
        Exclusive {
            _held: Some(Box::new(held)),
        }
    }
}

impl<S: Storage + ?Sized> Storage for Box<S> {
    fn read(&self, name: &str) -> Result<Option<Vec<u8>>, SaveError> {
        (**self).read(name)
    }

    fn write(&self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        (**self).write(name, bytes)
    }

    fn write_keeping(&self, name: &str, previous: &str, bytes: &[u8]) -> Result<(), SaveError> {
        (**self).write_keeping(name, previous, bytes)
    }

    fn rename_new(&self, from: &str, to: &str) -> Result<bool, SaveError> {
        (**self).rename_new(from, to)
    }

    fn location(&self) -> String {
        (**self).location()
    }

    fn stamp(&self, name: &str) -> Option<u64> {
        (**self).stamp(name)
    }

    fn exclusive(&self) -> Exclusive<'_> {
        (**self).exclusive()
    }
}

/// The steps of a file write at which the tests simulate a crash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FileStage {
    /// The temporary file is written and flushed, not yet synced.
    TempWritten,
    /// The temporary file is synced, not yet renamed.
    TempSynced,
    /// The temporary file has replaced the entry.
    Renamed,
}

/// A test's stand-in for pulling the plug: asked at every step of every write (with the entry's
/// name and the temporary file's path) whether to stop there. It may damage the file first, as
/// a dying disk would.
#[cfg(test)]
pub(crate) type CrashHook = Box<dyn FnMut(&str, FileStage, &Path) -> bool + Send>;

/// Entries as files in one folder, each written to a temporary file beside it, synced, and
/// renamed over the old one (then the folder is synced, where the system allows it), so at every
/// instant the file is the old one or the new one, whole. The folder is created on the first
/// write.
pub struct FileStorage {
    dir: PathBuf,
    /// The paths [`Storage::stamp`] was asked about, made once: a frame may ask every time it
    /// runs, and a frame that only redraws allocates nothing.
    stamped: Mutex<Vec<(String, PathBuf)>>,
    #[cfg(test)]
    crash: Mutex<Option<CrashHook>>,
}

impl std::fmt::Debug for FileStorage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FileStorage")
            .field("dir", &self.dir)
            .finish()
    }
}

impl FileStorage {
    /// The storage in `dir`.
    pub fn new(dir: impl Into<PathBuf>) -> FileStorage {
        FileStorage {
            dir: dir.into(),
            stamped: Mutex::new(Vec::new()),
            #[cfg(test)]
            crash: Mutex::new(None),
        }
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file that holds the entry `name`.
    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// The temporary file a write of `name` goes to before it replaces the entry.
    pub fn temp_path(&self, name: &str) -> PathBuf {
        self.dir.join(format!("{name}.tmp"))
    }

    /// Simulates crashes: `hook` is asked at every step of every later write.
    #[cfg(test)]
    pub(crate) fn crash_when(&self, hook: CrashHook) {
        *self.crash.lock().unwrap() = Some(hook);
    }

    #[cfg(test)]
    fn crashes(&self, name: &str, stage: FileStage, temp: &Path) -> bool {
        match self.crash.lock().unwrap().as_mut() {
            Some(hook) => hook(name, stage, temp),
            None => false,
        }
    }

    #[cfg(not(test))]
    fn crashes(&self, _: &str, _: FileStage, _: &Path) -> bool {
        false
    }

    /// Writes the temporary file of `name`; on failure (a full disk, a folder gone read-only)
    /// removes it, leaving no empty or partial file behind.
    fn write_temp_or_remove(&self, name: &str, temp: &Path, bytes: &[u8]) -> Result<(), SaveError> {
        match self.write_temp(name, temp, bytes) {
            Ok(true) => Ok(()),
            Ok(false) => Err(interrupted()),
            Err(error) => {
                let _ = fs::remove_file(temp);
                Err(error)
            }
        }
    }

    /// Renames the temporary file `temp` over the entry `name` (removing it if that fails).
    fn commit(&self, name: &str, temp: &Path) -> Result<(), SaveError> {
        if let Err(error) = fs::rename(temp, self.path(name)) {
            let _ = fs::remove_file(temp);
            return Err(SaveError::io("rename", temp, &error));
        }
        if self.crashes(name, FileStage::Renamed, temp) {
            return Err(interrupted());
        }
        Ok(())
    }

    /// Writes the temporary file: created, written, flushed, synced. On failure the caller
    /// removes it.
    fn write_temp(&self, name: &str, temp: &Path, bytes: &[u8]) -> Result<bool, SaveError> {
        let mut file = File::create(temp).map_err(|e| SaveError::io("create", temp, &e))?;
        file.write_all(bytes)
            .and_then(|()| file.flush())
            .map_err(|e| SaveError::io("write", temp, &e))?;
        if self.crashes(name, FileStage::TempWritten, temp) {
            return Ok(false);
        }
        file.sync_all()
            .map_err(|e| SaveError::io("sync", temp, &e))?;
        Ok(!self.crashes(name, FileStage::TempSynced, temp))
    }
}

/// What a simulated crash returns: the write did not complete.
fn interrupted() -> SaveError {
    SaveError::Damaged("the save was interrupted".to_string())
}

impl Storage for FileStorage {
    fn read(&self, name: &str) -> Result<Option<Vec<u8>>, SaveError> {
        let path = self.path(name);
        match fs::read(&path) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(error) => Err(SaveError::io("read", &path, &error)),
        }
    }

    /// The temporary file is written and synced, renamed over the entry, and the folder is
    /// synced: two syncs.
    fn write(&self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        fs::create_dir_all(&self.dir).map_err(|e| SaveError::io("create", &self.dir, &e))?;
        let temp = self.temp_path(name);
        self.write_temp_or_remove(name, &temp, bytes)?;
        self.commit(name, &temp)?;
        sync_dir(&self.dir);
        Ok(())
    }

    /// The new file is written and synced; the old one gets a second name (a hard link, so its
    /// bytes are not copied or synced again) that replaces `previous`; the new file is renamed
    /// over the entry; the folder is synced: two syncs. Where the file system has no hard links
    /// the old bytes are copied (one sync more).
    fn write_keeping(&self, name: &str, previous: &str, bytes: &[u8]) -> Result<(), SaveError> {
        fs::create_dir_all(&self.dir).map_err(|e| SaveError::io("create", &self.dir, &e))?;
        let temp = self.temp_path(name);
        self.write_temp_or_remove(name, &temp, bytes)?;
        let current = self.path(name);
        if current.exists() {
            let kept = self.temp_path(previous);
            let _ = fs::remove_file(&kept);
            if fs::hard_link(&current, &kept).is_err() {
                let old = fs::read(&current).map_err(|e| SaveError::io("read", &current, &e));
                if let Err(error) =
                    old.and_then(|old| self.write_temp_or_remove(previous, &kept, &old))
                {
                    let _ = fs::remove_file(&temp);
                    return Err(error);
                }
            }
            if let Err(error) = self.commit(previous, &kept) {
                let _ = fs::remove_file(&temp);
                return Err(error);
            }
        }
        self.commit(name, &temp)?;
        sync_dir(&self.dir);
        Ok(())
    }

    fn rename_new(&self, from: &str, to: &str) -> Result<bool, SaveError> {
        let (from, to) = (self.path(from), self.path(to));
        if to.exists() {
            return Ok(false);
        }
        fs::rename(&from, &to).map_err(|e| SaveError::io("rename", &from, &e))?;
        sync_dir(&self.dir);
        Ok(true)
    }

    fn location(&self) -> String {
        self.dir.display().to_string()
    }

    /// The file's identity (its inode, on Unix), size and time of its last change, hashed: a
    /// save replaced by a rename is a new file, so every write changes it.
    fn stamp(&self, name: &str) -> Option<u64> {
        use std::hash::{Hash, Hasher};
        let metadata = {
            let mut paths = self
                .stamped
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            let known = paths.iter().position(|(n, _)| n == name);
            let i = known.unwrap_or_else(|| {
                paths.push((name.to_string(), self.path(name)));
                paths.len() - 1
            });
            fs::metadata(&paths[i].1).ok()?
        };
        let mut hasher = std::hash::DefaultHasher::new();
        metadata.len().hash(&mut hasher);
        metadata.modified().ok().hash(&mut hasher);
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            (metadata.dev(), metadata.ino(), metadata.ctime_nsec()).hash(&mut hasher);
        }
        Some(hasher.finish())
    }

    /// An exclusive lock on the folder's `save.lock` (the system's advisory file lock, which
    /// the system releases if the game dies holding it). Where the folder cannot be made or the
    /// file system has no locks, nothing is held.
    fn exclusive(&self) -> Exclusive<'_> {
        if fs::create_dir_all(&self.dir).is_err() {
            return Exclusive::nothing();
        }
        let file = fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(self.path(LOCK_FILE));
        match file {
            Ok(file) if file.lock().is_ok() => Exclusive::holding(file),
            _ => Exclusive::nothing(),
        }
    }
}

/// The file whose lock holds other copies of the game off the folder's saves while one writes.
pub const LOCK_FILE: &str = "save.lock";

/// Makes a rename durable where the system allows syncing a folder (Unix); elsewhere the rename
/// is already as durable as the system makes it.
fn sync_dir(dir: &Path) {
    if let Ok(handle) = File::open(dir) {
        let _ = handle.sync_all();
    }
}

/// Entries in memory: for tests, and for a platform whose own place is not reached yet (the
/// game then says that it cannot keep its saves). Clones share nothing.
#[derive(Debug, Default)]
pub struct MemoryStorage {
    /// The entries by name, each name once (a handful: the save, its backup, damaged ones), and
    /// how many times each was replaced (its stamp).
    entries: Mutex<Vec<(String, Vec<u8>, u64)>>,
    /// Held by [`Storage::exclusive`]: two stores sharing one memory storage (a test of two
    /// copies of the game) take turns as two processes on one folder do.
    exclusive: Mutex<()>,
}

impl MemoryStorage {
    /// An empty storage.
    pub fn new() -> MemoryStorage {
        MemoryStorage::default()
    }

    /// The names stored, sorted.
    pub fn names(&self) -> Vec<String> {
        let mut names: Vec<String> = self.lock().iter().map(|(name, ..)| name.clone()).collect();
        names.sort_unstable();
        names
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(String, Vec<u8>, u64)>> {
        // A panic while holding the lock cannot leave the map half-changed (each change is a
        // single insert or remove), so a poisoned lock is still good.
        self.entries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Storage for MemoryStorage {
    fn read(&self, name: &str) -> Result<Option<Vec<u8>>, SaveError> {
        Ok(self
            .lock()
            .iter()
            .find(|(n, ..)| n == name)
            .map(|(_, bytes, _)| bytes.clone()))
    }

    fn write(&self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        let mut entries = self.lock();
        let next = entries.iter().map(|&(.., stamp)| stamp).max().unwrap_or(0) + 1;
        match entries.iter_mut().find(|(n, ..)| n == name) {
            Some(entry) => {
                entry.1 = bytes.to_vec();
                entry.2 = next;
            }
            None => entries.push((name.to_string(), bytes.to_vec(), next)),
        }
        Ok(())
    }

    fn rename_new(&self, from: &str, to: &str) -> Result<bool, SaveError> {
        let mut entries = self.lock();
        if entries.iter().any(|(n, ..)| n == to) {
            return Ok(false);
        }
        if let Some(entry) = entries.iter_mut().find(|(n, ..)| n == from) {
            entry.0 = to.to_string();
        }
        Ok(true)
    }

    fn location(&self) -> String {
        "memory".to_string()
    }

    /// The number of the write that made the entry (every write in the storage is numbered).
    fn stamp(&self, name: &str) -> Option<u64> {
        Some(
            self.lock()
                .iter()
                .find(|(n, ..)| n == name)
                .map_or(0, |&(.., stamp)| stamp),
        )
    }

    fn exclusive(&self) -> Exclusive<'_> {
        // Nothing is left half-done under this lock that a panic could expose.
        Exclusive::holding(
            self.exclusive
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner),
        )
    }
}

/// A storage shared: two stores on one storage are two copies of the game on one folder.
impl<S: Storage + ?Sized> Storage for std::sync::Arc<S> {
    fn read(&self, name: &str) -> Result<Option<Vec<u8>>, SaveError> {
        (**self).read(name)
    }

    fn write(&self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        (**self).write(name, bytes)
    }

    fn write_keeping(&self, name: &str, previous: &str, bytes: &[u8]) -> Result<(), SaveError> {
        (**self).write_keeping(name, previous, bytes)
    }

    fn rename_new(&self, from: &str, to: &str) -> Result<bool, SaveError> {
        (**self).rename_new(from, to)
    }

    fn location(&self) -> String {
        (**self).location()
    }

    fn stamp(&self, name: &str) -> Option<u64> {
        (**self).stamp(name)
    }

    fn exclusive(&self) -> Exclusive<'_> {
        (**self).exclusive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_entries_are_replaced_whole_and_renamed_only_to_free_names() {
        let storage = MemoryStorage::new();
        assert_eq!(storage.read("a").unwrap(), None);
        storage.write("a", b"one").unwrap();
        storage.write("a", b"two").unwrap();
        storage.write("b", b"three").unwrap();
        assert_eq!(storage.read("a").unwrap().as_deref(), Some(&b"two"[..]));
        assert!(!storage.rename_new("a", "b").unwrap(), "b is taken");
        assert!(storage.rename_new("a", "c").unwrap());
        assert_eq!(storage.names(), ["b", "c"]);
        assert_eq!(storage.read("c").unwrap().as_deref(), Some(&b"two"[..]));
    }

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("peerless-storage-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_crashed_file_write_keeps_the_old_entry() {
        let dir = temp_dir("crash");
        let storage = FileStorage::new(&dir);
        storage.write("save.json", b"first").unwrap();
        storage.crash_when(Box::new(|_, stage, _| stage == FileStage::TempSynced));
        assert!(storage.write("save.json", b"second").is_err());
        assert_eq!(
            storage.read("save.json").unwrap().as_deref(),
            Some(&b"first"[..])
        );
        let _ = fs::remove_dir_all(&dir);
    }

    /// A full disk: the temporary file is a link to `/dev/full`, where every write fails with
    /// "no space left". The old entry stays, and no temporary file is left behind.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_write_to_a_full_disk_keeps_the_old_entry_and_leaves_no_temporary_file() {
        let dir = temp_dir("full");
        let storage = FileStorage::new(&dir);
        storage.write("save.json", b"first").unwrap();
        std::os::unix::fs::symlink("/dev/full", storage.temp_path("save.json")).unwrap();
        let error = storage.write("save.json", b"second").unwrap_err();
        assert!(
            matches!(
                error,
                SaveError::Io {
                    action: "write",
                    kind: io::ErrorKind::StorageFull,
                    ..
                }
            ),
            "{error:?}"
        );
        assert_eq!(
            storage.read("save.json").unwrap().as_deref(),
            Some(&b"first"[..])
        );
        assert!(!storage.temp_path("save.json").exists());
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
        let _ = fs::remove_dir_all(&dir);
    }
}
