//! The save writer: the frame hands the newest encoded save over and goes on drawing; a thread of
//! its own checks it and writes it, so no frame waits for the disk (an `fsync` on phone storage
//! can take tens of milliseconds).
//!
//! Saves coalesce: while one is being written, a newer one waiting replaces an older one waiting
//! (the newest wins), and the last one handed over is always written, unless the game follows
//! another copy's save meanwhile ([`Writer::follow`]): the saves still waiting then hold an
//! older state than the one followed, and are dropped. Pausing, going to the
//! background and leaving call [`Writer::flush`], which waits, for a bounded time, until the
//! newest save is stored. Where the platform has no threads (the browser), the same interface
//! writes at once, in the frame.
//!
//! This file depends only on the engine's `save` module and `std`, so the crash test
//! (`tests/save_kill.rs`) runs the game's own writer and kills it mid-write.

use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use peerless::save::{SaveError, SaveStore, Storage};

/// The store saves go to, shared by the frame (which loads and follows) and the writer's thread.
pub type Store = Arc<SaveStore<Box<dyn Storage>>>;

/// A save waiting to be written, with its number (each save handed over gets the next one).
struct Pending {
    number: u64,
    bytes: Vec<u8>,
}

/// What the writer thread and the frame share.
#[derive(Default)]
struct State {
    pending: Option<Pending>,
    /// Whether a save is being written now.
    writing: bool,
    /// The number of the newest save stored.
    written: u64,
    /// The newest failure: the save's number and what went wrong.
    failure: Option<(u64, SaveError)>,
    /// The saves up to this number were dropped, not written: the game followed another
    /// copy's save after they were handed over. Their results no longer count.
    dropped: u64,
    /// No more saves will come: the thread ends once nothing is pending.
    closed: bool,
}

struct Shared {
    state: Mutex<State>,
    /// Signalled when a save is handed over, written or failed, and on closing.
    changed: Condvar,
    /// Called on the writer's thread after a save has failed, or has been stored after one
    /// failed: wakes the game's loop, so what the player is told is drawn at once, not at the
    /// player's next move.
    woken: Mutex<Option<Box<dyn Fn() + Send>>>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // Every change under the lock is a few assignments; a panic cannot leave it half-made.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// What the writer has done, for the frame to show. Cheap to ask every frame (no allocation).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// The number of the newest save stored, or dropped because the game followed another
    /// copy's save (0 before the first): every save up to it is done with.
    pub written: u64,
    /// The number of the newest save that failed, if no later save was stored since
    /// ([`Writer::failure`] says why).
    pub failed: Option<u64>,
}

/// Hands saves over to be written: on a thread of its own, or at once where there is none.
pub struct Writer {
    shared: Arc<Shared>,
    /// The store, when the saves are written in the frame (no thread).
    inline: Option<Store>,
    /// The number of the newest save handed over.
    handed: u64,
}

impl Writer {
    /// A writer for `store`. `spawn` runs the writer's loop on a thread and says whether it
    /// could; if not (a platform without threads), saves are written in the frame.
    pub fn start(store: Store, spawn: impl FnOnce(Box<dyn FnOnce() + Send>) -> bool) -> Writer {
        let shared = Arc::new(Shared {
            state: Mutex::new(State::default()),
            changed: Condvar::new(),
            woken: Mutex::new(None),
        });
        // The store goes to the thread through this slot, and comes back if no thread starts.
        let slot = Arc::new(Mutex::new(Some(store)));
        let (thread_shared, thread_slot) = (Arc::clone(&shared), Arc::clone(&slot));
        let started = spawn(Box::new(move || {
            let store = thread_slot.lock().ok().and_then(|mut slot| slot.take());
            if let Some(store) = store {
                write_loop(&thread_shared, &store);
            }
        }));
        let inline = if started {
            None
        } else {
            slot.lock().ok().and_then(|mut slot| slot.take())
        };
        Writer {
            shared,
            inline,
            handed: 0,
        }
    }

    /// A writer that writes every save in the frame (the browser; and measurements of what
    /// the frame would cost without the thread).
    pub fn inline(store: Store) -> Writer {
        Writer::start(store, |_| false)
    }

    /// Whether saves are written on a thread of their own.
    #[cfg(test)]
    pub fn is_threaded(&self) -> bool {
        self.inline.is_none()
    }

    /// Hands a save over (bytes made by `save::encode`), replacing any save still waiting.
    /// Returns its number. On a thread this does not wait for the disk; inline it writes now.
    pub fn submit(&mut self, bytes: Vec<u8>) -> u64 {
        self.handed += 1;
        let number = self.handed;
        if let Some(store) = &self.inline {
            let result = store.save_encoded(&bytes);
            record(&mut self.shared.lock(), number, result);
            return number;
        }
        let mut state = self.shared.lock();
        state.pending = Some(Pending { number, bytes });
        drop(state);
        self.shared.changed.notify_all();
        number
    }

    /// Calls `wake` on the writer's thread when a save fails, and when one is stored after a
    /// failure: each changes what the player is told.
    pub fn wake_with(&self, wake: Box<dyn Fn() + Send>) {
        *self
            .shared
            .woken
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(wake);
    }

    /// What has been written and what failed, as of now.
    pub fn progress(&self) -> Progress {
        let state = self.shared.lock();
        Progress {
            written: state.written.max(state.dropped),
            failed: state.failure.as_ref().map(|(number, _)| *number),
        }
    }

    /// Follows another copy's save: `follow` (which reads the store, and waits for a save
    /// being written now) runs while no waiting save can be taken to be written. When it
    /// answers something, the saves handed over so far are dropped (they hold the state
    /// before it) and their failures forgotten; when it answers nothing, the waiting save
    /// stays, to be written.
    pub fn follow<T>(&self, follow: impl FnOnce() -> Option<T>) -> Option<T> {
        let mut state = self.shared.lock();
        let waiting = state.pending.take();
        let followed = follow();
        if followed.is_some() {
            state.dropped = self.handed;
            state.failure = None;
        } else {
            state.pending = waiting;
        }
        drop(state);
        self.shared.changed.notify_all();
        followed
    }

    /// Why the newest failed save failed, if no later save was stored since.
    pub fn failure(&self) -> Option<SaveError> {
        self.shared
            .lock()
            .failure
            .as_ref()
            .map(|(_, reason)| reason.clone())
    }

    /// Waits until every save handed over has been tried (written or failed), at most `limit`.
    /// `true` when they all were.
    pub fn flush(&self, limit: Duration) -> bool {
        if self.inline.is_some() {
            // Written in the frame: nothing can be waiting (and where there are no threads, a
            // timed wait would read a clock the platform does not have).
            return self.shared.lock().pending.is_none();
        }
        let state = self.shared.lock();
        let busy = |state: &mut State| state.pending.is_some() || state.writing;
        let (state, _) = self
            .shared
            .changed
            .wait_timeout_while(state, limit, busy)
            .unwrap_or_else(PoisonError::into_inner);
        state.pending.is_none() && !state.writing
    }
}

impl Drop for Writer {
    /// Writes what is still waiting (bounded), and lets the thread end.
    fn drop(&mut self) {
        let _ = self.flush(Duration::from_secs(3));
        self.shared.lock().closed = true;
        self.shared.changed.notify_all();
    }
}

/// Notes the result of writing save `number`.
fn record(state: &mut State, number: u64, result: Result<(), SaveError>) {
    if number <= state.dropped {
        // Handed over before the game followed another copy: no longer its concern.
        return;
    }
    match result {
        Ok(()) => {
            state.written = state.written.max(number);
            if state.failure.as_ref().is_some_and(|(n, _)| *n <= number) {
                state.failure = None;
            }
        }
        Err(reason) => state.failure = Some((number, reason)),
    }
}

/// The writer thread: waits for a save, writes it (the newest waiting, when several came
/// meanwhile), notes the result, until the writer is closed and nothing is left.
fn write_loop(shared: &Shared, store: &Store) {
    loop {
        let mut state = shared.lock();
        while state.pending.is_none() && !state.closed {
            state = shared
                .changed
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
        let Some(Pending { number, bytes }) = state.pending.take() else {
            return; // closed, and nothing left
        };
        state.writing = true;
        drop(state);
        let result = store.save_encoded(&bytes);
        let mut state = shared.lock();
        state.writing = false;
        let failed_before = state.failure.is_some();
        let failed = result.is_err();
        record(&mut state, number, result);
        // Only what the player is told changes a frame: a failure, or the end of one.
        let told = failed || failed_before != state.failure.is_some();
        drop(state);
        shared.changed.notify_all();
        if told {
            if let Some(wake) = &*shared.woken.lock().unwrap_or_else(PoisonError::into_inner) {
                wake();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    use peerless::game::Settings;
    use peerless::save::{encode, MemoryStorage, SaveData, SaveError, SaveStore, Storage};

    use super::*;

    /// A storage whose writes wait at a gate until the test opens it, and can be made to fail:
    /// a disk as slow, or as broken, as a test needs.
    #[derive(Default)]
    struct Gate {
        memory: MemoryStorage,
        open: Mutex<bool>,
        opened: Condvar,
        failing: AtomicBool,
        /// Writes that reached the gate (waiting or through).
        arrived: AtomicUsize,
        writes: AtomicUsize,
    }

    impl Gate {
        fn set_open(&self, open: bool) {
            *self.open.lock().unwrap() = open;
            self.opened.notify_all();
        }
    }

    /// The test's hold on a gate it also hands to the writer.
    #[derive(Clone)]
    struct Door(Arc<Gate>);

    impl Storage for Door {
        fn read(&self, name: &str) -> Result<Option<Vec<u8>>, SaveError> {
            self.0.memory.read(name)
        }

        fn write(&self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
            let gate = &self.0;
            gate.arrived.fetch_add(1, Ordering::SeqCst);
            let open = gate.open.lock().unwrap();
            drop(gate.opened.wait_while(open, |open| !*open).unwrap());
            if gate.failing.load(Ordering::SeqCst) {
                return Err(SaveError::Damaged("the disk is full".to_string()));
            }
            gate.writes.fetch_add(1, Ordering::SeqCst);
            gate.memory.write(name, bytes)
        }

        fn rename_new(&self, from: &str, to: &str) -> Result<bool, SaveError> {
            self.0.memory.rename_new(from, to)
        }

        fn location(&self) -> String {
            "a gate".to_string()
        }
    }

    /// Save number `n`: told apart by the games started.
    fn save(n: u32) -> Vec<u8> {
        let mut data = SaveData {
            settings: Settings::default(),
            ..SaveData::default()
        };
        data.statistics.easy.started = n;
        encode(&data)
    }

    fn stored(gate: &Arc<Gate>) -> u32 {
        let store = SaveStore::with_storage(Door(Arc::clone(gate)));
        store.load().data.statistics.easy.started
    }

    fn threaded(gate: &Arc<Gate>) -> Writer {
        let store: Store = Arc::new(SaveStore::with_storage(Box::new(Door(Arc::clone(gate)))));
        Writer::start(store, |work| {
            std::thread::Builder::new().spawn(work).is_ok()
        })
    }

    #[test]
    fn handing_a_save_over_never_waits_for_the_disk_and_the_newest_wins() {
        let gate = Arc::new(Gate::default());
        let mut writer = threaded(&gate);
        assert!(writer.is_threaded());
        // The disk is stuck: every hand-over still returns at once (this test would hang
        // otherwise).
        assert_eq!(writer.submit(save(1)), 1);
        // Once the writer is stuck writing save 1, two more come.
        for _ in 0..10_000 {
            if gate.arrived.load(Ordering::SeqCst) > 0 {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(gate.arrived.load(Ordering::SeqCst), 1);
        assert_eq!(writer.submit(save(2)), 2);
        assert_eq!(writer.submit(save(3)), 3);
        assert!(
            !writer.flush(Duration::from_millis(50)),
            "stuck at the gate"
        );
        assert_eq!(writer.progress().written, 0);
        gate.set_open(true);
        assert!(writer.flush(Duration::from_secs(10)));
        assert_eq!(writer.progress().written, 3);
        assert_eq!(stored(&gate), 3, "the last save handed over is stored");
        // Save 1 was taken before the gate opened; 2 was replaced by 3 while it waited.
        assert_eq!(
            gate.writes.load(Ordering::SeqCst),
            2 + 1,
            "saves 1 and 3 (3 with its backup)"
        );
    }

    #[test]
    fn a_failed_save_is_reported_until_a_later_one_is_stored() {
        let gate = Arc::new(Gate::default());
        gate.set_open(true);
        let mut writer = threaded(&gate);
        writer.submit(save(1));
        assert!(writer.flush(Duration::from_secs(10)));
        gate.failing.store(true, Ordering::SeqCst);
        writer.submit(save(2));
        assert!(writer.flush(Duration::from_secs(10)));
        let progress = writer.progress();
        assert_eq!(progress.written, 1);
        assert_eq!(progress.failed, Some(2));
        assert_eq!(
            writer.failure(),
            Some(SaveError::Damaged("the disk is full".to_string()))
        );
        assert_eq!(stored(&gate), 1, "the last good save stays");
        gate.failing.store(false, Ordering::SeqCst);
        writer.submit(save(3));
        assert!(writer.flush(Duration::from_secs(10)));
        assert_eq!(
            writer.progress(),
            Progress {
                written: 3,
                failed: None
            }
        );
    }

    #[test]
    fn the_loop_is_woken_when_a_save_fails_and_when_one_is_stored_after_it() {
        let gate = Arc::new(Gate::default());
        gate.set_open(true);
        let mut writer = threaded(&gate);
        let (woken, wakes) = std::sync::mpsc::channel();
        writer.wake_with(Box::new(move || {
            let _ = woken.send(());
        }));
        // A save stored as usual tells the player nothing: no wake.
        writer.submit(save(1));
        assert!(writer.flush(Duration::from_secs(10)));
        assert!(
            wakes.try_recv().is_err(),
            "woken for a save that changed nothing shown"
        );
        gate.failing.store(true, Ordering::SeqCst);
        writer.submit(save(2));
        wakes
            .recv_timeout(Duration::from_secs(10))
            .expect("woken after the failure");
        assert_eq!(writer.progress().failed, Some(2));
        gate.failing.store(false, Ordering::SeqCst);
        writer.submit(save(3));
        wakes
            .recv_timeout(Duration::from_secs(10))
            .expect("woken when saves work again");
        assert_eq!(writer.progress().failed, None);
    }

    #[test]
    fn without_a_thread_the_save_is_written_in_the_frame() {
        let gate = Arc::new(Gate::default());
        gate.set_open(true);
        let store: Store = Arc::new(SaveStore::with_storage(Box::new(Door(Arc::clone(&gate)))));
        let mut writer = Writer::inline(store);
        assert!(!writer.is_threaded());
        writer.submit(save(7));
        assert_eq!(writer.progress().written, 1);
        assert_eq!(stored(&gate), 7);
    }

    #[test]
    fn dropping_the_writer_stores_what_was_handed_over() {
        let gate = Arc::new(Gate::default());
        gate.set_open(true);
        let mut writer = threaded(&gate);
        writer.submit(save(4));
        drop(writer);
        assert_eq!(stored(&gate), 4);
    }
}
