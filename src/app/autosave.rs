//! Where a save is written: the [`Session`] holds everything saved (settings, statistics, the
//! game), the store it goes to (through the platform's [`Storage`]), and the policy that says
//! when to write.
//!
//! A change is noted with [`Session::changed`]; the frame calls [`Session::save_if_due`], and
//! pausing, the end of a game and leaving call [`Session::save`] at once. Dropping the session
//! saves what is left: closing the window ends the loop without another frame, so the drop is
//! where the last change is kept.

use std::time::Duration;

use peerless::game::Game;
use peerless::save::{AutosavePolicy, MemoryStorage, SaveData, SaveStore, Storage};

use super::platform::{Current, Platform};

/// How often a running clock is saved when the player makes no move.
const CLOCK_SAVE: Duration = Duration::from_secs(15);

/// The saved state and when to write it.
pub struct Session {
    store: SaveStore<Box<dyn Storage>>,
    /// Settings, statistics and the game.
    pub data: SaveData,
    policy: AutosavePolicy,
    /// When the last save was written, on the platform's clock.
    saved_at: Duration,
    /// Saves written so far (so a frame can tell whether it wrote one).
    saves: u64,
}

/// A session as it starts: the data loaded, and a sentence for the player when something about
/// the saves needs saying (a save recovered from its backup, saves that cannot be kept).
pub struct Opened {
    /// The session.
    pub session: Session,
    /// What to tell the player, if anything.
    pub notice: Option<String>,
}

impl Session {
    /// Opens the saves in `folder` (or the platform's place) and loads them. Where there is no
    /// place for saves, the game keeps them in memory and says so.
    pub fn open(folder: Option<&std::path::Path>, now: Duration) -> Opened {
        let (storage, mut notice): (Box<dyn Storage>, _) = match Current::storage(folder) {
            Ok(storage) => (storage, None),
            Err(reason) => {
                eprintln!("peerless: games will not be kept: {reason}");
                let notice = format!("Games will not be kept after you leave: {reason}.");
                (Box::new(MemoryStorage::new()), Some(notice))
            }
        };
        let store = SaveStore::with_storage(storage);
        let loaded = store.load();
        if let Some(recovery) = &loaded.notice {
            notice = Some(recovery.to_string());
        }
        let mut data = loaded.data;
        if let Some(game) = data.game.as_mut() {
            // A game comes back paused: the player resumes it from the start screen.
            let _ = game.apply(peerless::game::Move::Pause);
        }
        let session = Session {
            store,
            data,
            policy: Current::autosave_policy(),
            saved_at: now,
            saves: 0,
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

    /// Whether there are changes not yet saved.
    pub fn is_dirty(&self) -> bool {
        self.policy.is_dirty()
    }

    /// Saves if the policy says it is time.
    pub fn save_if_due(&mut self, now: Duration) {
        if self.policy.due(now) {
            self.save(now);
        }
    }

    /// Saves now if anything changed (pausing, the end of a game).
    pub fn flush(&mut self, now: Duration) {
        if self.policy.is_dirty() {
            self.save(now);
        }
    }

    /// Notes that the clock of a game in play has run for a while unsaved: a long think is kept
    /// too, should the app be killed meanwhile.
    pub fn clock_ran(&mut self, now: Duration) {
        if now.saturating_sub(self.saved_at) >= CLOCK_SAVE {
            self.changed(now);
        }
    }

    /// How many saves have been written: a frame compares it before and after.
    pub fn saves(&self) -> u64 {
        self.saves
    }

    /// Writes the save. A failure is reported on standard error and retried later; the last
    /// good save stays as it is.
    pub fn save(&mut self, now: Duration) {
        match self.store.save(&self.data) {
            Ok(()) => {
                self.policy.saved();
                self.saved_at = now;
                self.saves += 1;
            }
            Err(error) => {
                eprintln!("peerless: the game could not be saved: {error}");
                self.policy.failed(now);
            }
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.flush(Current::now());
    }
}
