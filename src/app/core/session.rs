//! Where a save is written: the [`Session`] holds everything saved (settings, statistics, the
//! game), the [`Writer`] that stores it (through the platform's [`Storage`], on a thread of its
//! own where there are threads), and the policy that says when.
//!
//! A change is noted with [`Session::changed`]; the frame calls [`Session::save_if_due`], which
//! encodes the save and hands it to the writer (the frame never waits for the disk), and
//! [`Session::poll`], which reads back what the writer did: a save that failed becomes a notice
//! for the player until a later save succeeds, and is retried. Pausing, the end of a game, going
//! to the background and leaving call [`Session::flush`], which waits, bounded, until the save is
//! stored. Dropping the session flushes too: closing the window ends the loop without another
//! frame, so the drop is where the last change is kept.
//!
//! Another copy of the game may play on the same saves (a second window on the same data
//! folder, a second tab of the page, the installed page beside a tab). The store never writes
//! over a save this copy did not load or write itself ([`SaveError::Superseded`]); the session
//! then follows that save ([`Session::follow`]): its data becomes the other copy's, and the
//! changes made here since the last save stored are dropped, not written over the newer ones.
//! The platform says when the saves may have changed (a file watch, the page's `storage`
//! event, the window coming back), so a copy usually follows before its player touches it.

use std::sync::Arc;

use std::time::Duration;

use peerless::game::Game;
use peerless::l10n::{Arg, Message};
use peerless::save::{
    self, AutosavePolicy, MemoryStorage, Recovered, Recovery, SaveData, SaveError, SaveStore,
    Section, Storage,
};

use crate::app::core::writer::{Progress, Store, Writer};
use crate::app::platform::{Current, Platform};
use crate::app::words;

/// How often a running clock is saved when the player makes no move.
const CLOCK_SAVE: Duration = Duration::from_secs(15);

/// How long leaving or going to the background waits for the save to be stored.
pub const FLUSH_LIMIT: Duration = Duration::from_secs(2);

/// How saves are kept: where, how (the platform's policy or a phone's), and how they are
/// written (on a thread, or in the frame, to measure what the thread saves).
pub struct Keeping<'a> {
    /// The folder the player named, else the platform's place.
    pub folder: Option<&'a std::path::Path>,
    /// A policy instead of the platform's (the phone profile on a desktop).
    pub policy: Option<AutosavePolicy>,
    /// Write saves in the frame even where there are threads.
    pub in_frame: bool,
    /// Slow every sync of the storage down by this much (measurements and tests).
    pub sync_delay: Option<Duration>,
}

/// The saved state and when to write it.
pub struct Session {
    /// The saves, shared with the writer's thread.
    store: Store,
    writer: Writer,
    /// Settings, statistics and the game.
    pub data: SaveData,
    policy: AutosavePolicy,
    /// When the last save was handed over, on the platform's clock.
    saved_at: Duration,
    /// The writer's progress as last read.
    progress: Progress,
    /// Saves handed over so far.
    handed: u64,
    /// The generation of the newest save handed over, or of the save loaded or followed: the
    /// next save is numbered one more.
    generation: u64,
    /// Whether the writer refused a save because another copy's save is newer: the session
    /// must follow it.
    superseded: bool,
    /// Whether a move (not only the running clock) was made since the last save was stored:
    /// what following another copy would drop.
    moves_unstored: bool,
}

/// What following another copy's save did: see [`Session::follow`].
pub struct Followed {
    /// Whether moves made here had not been stored: they are gone, the other copy's save being
    /// the newer.
    pub moves_lost: bool,
    /// The generation of the save followed.
    pub generation: u64,
    /// What to tell the player about the save followed when it could not be used as it was
    /// (a recovery), formatted once it is said.
    pub recovery: Option<Message>,
}

/// A session as it starts: the data loaded, and a sentence for the player when something about
/// the saves needs saying (a save recovered from its backup, saves that cannot be kept).
pub struct Opened {
    /// The session.
    pub session: Session,
    /// What to tell the player, if anything: formatted once the player's language is known
    /// (the saved setting may choose it).
    pub notice: Option<Message>,
}

impl Session {
    /// Opens the saves as `keeping` says and loads them. Where there is no place for saves, the
    /// game keeps them in memory and says so.
    pub fn open(keeping: &Keeping, now: Duration) -> Opened {
        let (mut storage, mut notice): (Box<dyn Storage>, _) =
            match Current::storage(keeping.folder) {
                Ok(storage) => (storage, None),
                Err(reason) => {
                    let english = peerless::l10n::Localizer::english().format(&reason);
                    Current::log(&format!("games will not be kept: {english}"));
                    let notice = Message::new("save-not-kept").message("reason", reason);
                    (Box::new(MemoryStorage::new()), Some(notice))
                }
            };
        if let Some(delay) = keeping.sync_delay {
            storage = Box::new(crate::app::platform::SlowStorage::new(storage, delay));
        }
        let store: Store = Arc::new(SaveStore::with_storage(storage));
        let loaded = store.load();
        if let Some(recovery) = &loaded.notice {
            notice = Some(recovery_notice(recovery));
        }
        let mut data = loaded.data;
        if let Some(game) = data.game.as_mut() {
            // A game comes back paused: the player resumes it from the start screen.
            let _ = game.apply(peerless::game::Move::Pause);
        }
        let writer = if keeping.in_frame {
            Writer::inline(Arc::clone(&store))
        } else {
            Writer::start(Arc::clone(&store), |work| {
                Current::spawn("peerless-saves", work)
            })
        };
        let session = Session {
            store,
            writer,
            data,
            policy: keeping.policy.unwrap_or_else(Current::autosave_policy),
            saved_at: now,
            progress: Progress::default(),
            handed: 0,
            generation: loaded.generation,
            superseded: false,
            moves_unstored: false,
        };
        Opened { session, notice }
    }

    /// The game in progress (or just finished).
    pub fn game(&self) -> Option<&Game> {
        self.data.game.as_ref()
    }

    /// The game, to change it.
    pub fn game_mut(&mut self) -> Option<&mut Game> {
        self.data.game.as_mut()
    }

    /// Notes a change at `now`, to be saved when the policy says.
    pub fn changed(&mut self, now: Duration) {
        self.policy.changed(now);
        self.moves_unstored = true;
    }

    /// Whether there are changes not yet handed over to be saved.
    pub fn is_dirty(&self) -> bool {
        self.policy.is_dirty()
    }

    /// Saves if the policy says it is time.
    pub fn save_if_due(&mut self, now: Duration) {
        if self.policy.due(now) {
            self.save(now);
        }
    }

    /// Hands the save over now if anything changed (pausing, the end of a game), without
    /// waiting for it to be stored.
    pub fn save_now(&mut self, now: Duration) {
        if self.policy.is_dirty() {
            self.save(now);
        }
    }

    /// Saves now if anything changed, and waits (at most [`FLUSH_LIMIT`]) until it is stored:
    /// going to the background, leaving, closing. `false` if the save is not
    /// stored (it failed, or is still being written when the wait ends).
    pub fn flush(&mut self, now: Duration) -> bool {
        if self.policy.is_dirty() {
            self.save(now);
        }
        self.writer.flush(FLUSH_LIMIT) && self.writer.progress().failed.is_none()
    }

    /// Notes that the clock of a game in play has run for a while unsaved: a long think is kept
    /// too, should the app be killed meanwhile.
    pub fn clock_ran(&mut self, now: Duration) {
        if now.saturating_sub(self.saved_at) >= CLOCK_SAVE {
            self.policy.changed(now);
        }
    }

    /// Whether every change is stored: nothing waits to be handed over, and the newest save
    /// handed over was written (not failed). As of the last [`Session::poll`].
    pub fn all_stored(&self) -> bool {
        !self.is_dirty() && self.progress.written == self.handed && self.progress.failed.is_none()
    }

    /// Whether every change has been handed over and tried: the newest save written, or failed
    /// (the failure read back for the player, the change waiting for its retry). As of the last
    /// [`Session::poll`].
    pub fn saves_tried(&self) -> bool {
        let failed = self.progress.failed == Some(self.handed);
        failed || !self.is_dirty() && self.progress.written == self.handed
    }

    /// How many saves have been handed over: a frame compares it before and after.
    pub fn saves(&self) -> u64 {
        self.handed
    }

    /// Wakes the loop through `waker` whenever the writer has written a save or failed to:
    /// what it did is then read (and a failure shown) in the frame that follows.
    pub fn wake_on_saves(&self, waker: &crate::app::platform::Waker) {
        let waker = waker.clone();
        self.writer.wake_with(Box::new(move || waker.wake_now()));
    }

    /// What the writer had done when last asked: a frame compares it before and after.
    pub fn progress(&self) -> Progress {
        self.progress
    }

    /// Encodes the save, numbered after the last, and hands it to the writer.
    pub fn save(&mut self, now: Duration) {
        self.generation += 1;
        let bytes = save::encode_generation(&self.data, self.generation);
        self.writer.submit(bytes);
        self.handed += 1;
        self.policy.saved();
        self.saved_at = now;
    }

    /// Reads what the writer did since the last frame. A new failure marks the changes unsaved
    /// again, to be retried after a while. When what the player should be told about saving
    /// changed, returns it: why the last save failed, or `None` once a later save succeeded.
    /// A save refused because another copy's save is newer is no failure to tell: the
    /// session notes it, to follow that save ([`Session::follow`]).
    pub fn poll(&mut self, now: Duration) -> Option<Option<String>> {
        let progress = self.writer.progress();
        let changed = progress.failed != self.progress.failed;
        self.progress = progress;
        if self.all_stored() {
            self.moves_unstored = false;
        }
        if !changed {
            return None;
        }
        let Some(error) = self.writer.failure() else {
            return Some(None);
        };
        if let SaveError::Superseded { generation } = error {
            Current::log(&format!(
                "another copy of the game saved (generation {generation}): following it"
            ));
            self.superseded = true;
            return None;
        }
        Current::log(&format!("the game could not be saved: {error}"));
        self.policy.failed(now);
        Some(Some(words::format(
            &Message::new("save-failed").message("reason", write_failure(&error)),
        )))
    }
}

impl Session {
    /// Follows another copy of the game, when it saved since this copy last loaded or wrote:
    /// when the writer refused a save for that, or when `asked` (the platform saw the saves
    /// change, or the app came back to the front) and the store says they may have changed.
    /// The other copy's save is loaded and becomes this session's data (its game paused, as
    /// at the start), and what this copy had not stored is dropped, never written over it.
    /// `None` when there was nothing to follow.
    pub fn follow(&mut self, now: Duration, asked: bool) -> Option<Followed> {
        let maybe = asked && self.store.changed_elsewhere();
        if !self.superseded && !maybe {
            return None;
        }
        self.superseded = false;
        let store = Arc::clone(&self.store);
        let Some(loaded) = self.writer.follow(|| store.follow()) else {
            // Still this copy's own save: a refused save, if any, is tried again.
            if self.is_dirty() {
                self.policy.changed(now);
            }
            return None;
        };
        let moves_lost = self.moves_unstored || self.is_dirty();
        self.data = loaded.data;
        if let Some(game) = self.data.game.as_mut() {
            let _ = game.apply(peerless::game::Move::Pause);
        }
        self.generation = loaded.generation;
        self.policy.saved();
        self.moves_unstored = false;
        self.saved_at = now;
        self.progress = self.writer.progress();
        Some(Followed {
            moves_lost,
            generation: loaded.generation,
            recovery: loaded.notice.as_ref().map(recovery_notice),
        })
    }

    /// Whether another copy of the game may have written the saves since this one last read
    /// or wrote them (see [`SaveStore::changed_elsewhere`]).
    pub fn saves_changed_elsewhere(&self) -> bool {
        self.store.changed_elsewhere()
    }

    /// Whether another copy of the game may have written the saves since this one last did
    /// (cheap, never waiting for a save being written): what a platform's watch of the saves
    /// asks before it wakes the game, so that this copy's own saves wake nothing.
    pub fn changed_elsewhere(&self) -> impl Fn() -> bool + Send + Sync + 'static {
        let store = Arc::clone(&self.store);
        move || store.changed_elsewhere()
    }
}

/// Why a save could not be written, in the player's words: a full disk or storage, a place
/// that refuses to be written, or else the system's own message with the file it was about
/// (which no catalogue can say better). `save-reason-...` messages.
fn write_failure(error: &SaveError) -> Message {
    match error {
        SaveError::Io {
            kind: std::io::ErrorKind::StorageFull,
            ..
        } => Message::new("save-reason-full"),
        SaveError::Io {
            kind: std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem,
            ..
        } => Message::new("save-reason-denied"),
        SaveError::Io { path, message, .. } => Message::new("save-reason-system")
            .text("message", message.as_str())
            .text("file", path.display().to_string()),
        SaveError::NoDataDirectory => Message::new("save-reason-no-home"),
        other => Message::new("save-reason-unknown").text("message", other.to_string()),
    }
}

/// What the player is told when the last save could not be used as it was, in their language:
/// what happened, what was loaded instead, and where every file kept is (file and folder), a
/// sentence each.
fn recovery_notice(recovery: &Recovery) -> Message {
    // Saves kept outside a folder (the browser's storage) have no path to name.
    let place;
    let folder = if recovery.location.is_empty() {
        place = words::text("save-place-browser");
        place.as_str()
    } else {
        recovery.location.as_str()
    };
    let kept = |id: &'static str, file: &Option<String>| {
        file.as_ref().map(|file| {
            Message::new(id)
                .text("file", file.as_str())
                .text("folder", folder)
        })
    };
    let parts = |sections: &[Section]| {
        let names = sections
            .iter()
            .map(|section| Message::new("save-part").text("part", section.key()))
            .collect();
        Arg::And(names)
    };
    let sentences: Vec<Message> = match &recovery.what {
        Recovered::Whole {
            problem,
            kept_as,
            from_backup,
            backup_kept_as,
        } => {
            let what = match problem {
                SaveError::FutureVersion(_) => Message::new("save-newer"),
                SaveError::Missing => Message::new("save-missing"),
                SaveError::Io { message, .. } => {
                    Message::new("save-not-opened").text("reason", message.as_str())
                }
                SaveError::Damaged(_)
                | SaveError::NoDataDirectory
                | SaveError::Superseded { .. } => Message::new("save-damaged"),
            };
            let then = Message::new(if *from_backup {
                "save-backup-loaded"
            } else {
                "save-fresh"
            });
            [Some(what), Some(then), kept("save-kept", kept_as)]
                .into_iter()
                .chain([kept("save-backup-kept", backup_kept_as)])
                .flatten()
                .collect()
        }
        Recovered::Parts {
            restored,
            lost,
            kept_as,
            ..
        } => [
            Some(Message::new("save-parts-damaged")),
            (!restored.is_empty())
                .then(|| Message::new("save-parts-restored").arg("parts", parts(restored))),
            (!lost.is_empty()).then(|| Message::new("save-parts-lost").arg("parts", parts(lost))),
            kept("save-kept", kept_as),
        ]
        .into_iter()
        .flatten()
        .collect(),
        Recovered::Newer {
            file,
            older_kept_as,
        } => [
            Some(Message::new("save-newer-found").text("file", file.as_str())),
            kept("save-older-kept", older_kept_as),
        ]
        .into_iter()
        .flatten()
        .collect(),
    };
    let mut sentences = sentences.into_iter();
    let first = sentences
        .next()
        .unwrap_or_else(|| Message::new("save-damaged"));
    sentences.fold(first, |so_far, next| {
        Message::new("save-sentences")
            .message("first", so_far)
            .message("next", next)
    })
}

impl Drop for Session {
    fn drop(&mut self) {
        self.flush(Current::now());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every notice, in every language (formatting checks them all: see `words::format`), names
    /// the files kept and their folder, and what happened, in the player's words.
    #[test]
    fn every_recovery_notice_says_what_happened_and_where_the_files_are() {
        let folder = "/home/player/.local/share/peerless";
        let recovery = |what| Recovery {
            what,
            location: folder.to_string(),
        };
        let whole = |problem, from_backup| {
            recovery(Recovered::Whole {
                problem,
                kept_as: Some("save.damaged-1.json".to_string()),
                from_backup,
                backup_kept_as: (!from_backup).then(|| "save.backup.damaged-1.json".to_string()),
            })
        };
        let english = |recovery: &Recovery| words::format(&recovery_notice(recovery));
        assert_eq!(
            english(&whole(
                SaveError::Damaged("EOF at line 1".to_string()),
                true
            )),
            format!(
                "Your last save could not be read: the file is damaged. The save before it was \
                 loaded instead. Your last save is kept, as it was, as save.damaged-1.json in \
                 {folder}."
            )
        );
        assert_eq!(
            english(&whole(SaveError::FutureVersion(4), false)),
            format!(
                "Your last save was made by a newer version of Peerless, which this version \
                 cannot read. No earlier save could be read, so the game starts afresh. Your \
                 last save is kept, as it was, as save.damaged-1.json in {folder}. The save \
                 before it could not be read either, and is kept as \
                 save.backup.damaged-1.json."
            )
        );
        assert!(english(&whole(SaveError::Missing, true)).starts_with("Your last save is missing."));
        let parts = recovery(Recovered::Parts {
            problems: Vec::new(),
            restored: vec![Section::Settings, Section::Statistics],
            lost: vec![Section::Practice],
            kept_as: Some("save.damaged-2.json".to_string()),
        });
        assert_eq!(
            english(&parts),
            format!(
                "Part of your last save could not be read. Taken from the save before it: your \
                 settings and your statistics. Could not be recovered, and start afresh: your \
                 practice progress. Your last save is kept, as it was, as save.damaged-2.json \
                 in {folder}."
            )
        );
        let newer = recovery(Recovered::Newer {
            file: "save.damaged-1.json".to_string(),
            older_kept_as: Some("save.v2.json".to_string()),
        });
        assert_eq!(
            english(&newer),
            format!(
                "Your games from a newer version of Peerless, which an older version had set \
                 aside as save.damaged-1.json, were found and loaded. What the older version \
                 saved is kept as save.v2.json in {folder}."
            )
        );
        // Each language names the files and the folder.
        for language in peerless::l10n::Language::ALL {
            let localizer = peerless::l10n::Localizer::for_language(language);
            for notice in [&parts, &newer] {
                let text = localizer.format(&recovery_notice(notice));
                assert!(text.contains(folder), "{language}: {text}");
                assert!(text.contains(".json"), "{language}: {text}");
            }
        }
    }
}
