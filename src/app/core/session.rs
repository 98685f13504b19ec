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

use std::time::Duration;

use peerless::game::Game;
use peerless::l10n::Message;
use peerless::save::{self, AutosavePolicy, MemoryStorage, Recovery, SaveData, SaveStore, Storage};

use crate::app::core::writer::{Progress, Writer};
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
                    Current::log(&format!("games will not be kept: {reason}"));
                    let notice = Message::new("save-not-kept").text("reason", reason);
                    (Box::new(MemoryStorage::new()), Some(notice))
                }
            };
        if let Some(delay) = keeping.sync_delay {
            storage = Box::new(crate::app::platform::SlowStorage::new(storage, delay));
        }
        let store = SaveStore::with_storage(storage);
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
            Writer::inline(store)
        } else {
            Writer::start(store, |work| Current::spawn("peerless-saves", work))
        };
        let session = Session {
            writer,
            data,
            policy: keeping.policy.unwrap_or_else(Current::autosave_policy),
            saved_at: now,
            progress: Progress::default(),
            handed: 0,
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
            self.changed(now);
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

    /// Encodes the save and hands it to the writer.
    pub fn save(&mut self, now: Duration) {
        let bytes = save::encode(&self.data);
        self.writer.submit(bytes);
        self.handed += 1;
        self.policy.saved();
        self.saved_at = now;
    }

    /// Reads what the writer did since the last frame. A new failure marks the changes unsaved
    /// again, to be retried after a while. When what the player should be told about saving
    /// changed, returns it: why the last save failed, or `None` once a later save succeeded.
    pub fn poll(&mut self, now: Duration) -> Option<Option<String>> {
        let progress = self.writer.progress();
        let changed = progress.failed != self.progress.failed;
        self.progress = progress;
        if !changed {
            return None;
        }
        let Some(reason) = self.writer.failure() else {
            return Some(None);
        };
        Current::log(&format!("the game could not be saved: {reason}"));
        self.policy.failed(now);
        Some(Some(words::format(
            &Message::new("save-failed").text("reason", reason),
        )))
    }
}

/// What the player is told when the save could not be read, in their language: why (as the
/// save's reader says it), what was loaded instead, and where the unreadable file was kept.
fn recovery_notice(recovery: &Recovery) -> Message {
    let message = match &recovery.kept_as {
        Some(file) => Message::new("save-unreadable-kept").text("file", file.clone()),
        None => Message::new("save-unreadable"),
    };
    message
        .text("reason", recovery.problem.to_string())
        .number("backup", usize::from(recovery.from_backup))
}

impl Drop for Session {
    fn drop(&mut self) {
        self.flush(Current::now());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::save::SaveError;

    #[test]
    fn the_recovery_notice_reads_as_the_saves_own_sentence() {
        for from_backup in [false, true] {
            for kept_as in [None, Some("save.damaged-1.json".to_string())] {
                for problem in [
                    SaveError::Damaged("EOF while parsing".to_string()),
                    SaveError::FutureVersion(4),
                ] {
                    let recovery = Recovery {
                        problem,
                        kept_as: kept_as.clone(),
                        from_backup,
                    };
                    assert_eq!(
                        words::format(&recovery_notice(&recovery)),
                        recovery.to_string()
                    );
                }
            }
        }
    }
}
