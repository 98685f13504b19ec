//! Waking the blocked event loop from other threads, at a time or at once.
//!
//! The game runs macroquad's blocking event loop where it can, so an idle game draws nothing and
//! uses no CPU. Something must then wake the loop for the running clock (once a second), for a
//! puzzle finished by the worker thread, for a pending autosave or a long press. A waker thread
//! sleeps until the earliest deadline asked for, then "pokes" the loop; how to poke is what
//! differs between platforms (an X event on X11, `schedule_update` through JNI's focus check on
//! Android), so each platform hands its [`Poke`] to [`Waker::start`].

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The newest waker started in this process. A waker thread ends when a newer one starts: on
/// Android a recreated activity (a dark-mode switch) starts the game again in the same process,
/// and the old waker must not go on poking.
static GENERATION: AtomicU64 = AtomicU64::new(0);
use std::sync::Arc;
use std::thread::Thread;
use std::time::Duration;

/// How a platform wakes its event loop from the waker thread. Made on that thread (an X11
/// connection belongs to the thread that opened it), so it need not be `Send`.
pub trait Poke {
    /// Wakes the loop: one more frame, soon.
    fn send(&mut self);
}

/// Wakes the blocked event loop from any thread, at a time or at once. Cheap to clone; each
/// clone talks to the same waker thread. An inert waker (where the loop does not block, or
/// before the window exists) does nothing.
#[derive(Clone, Debug)]
pub struct Waker {
    shared: Arc<Shared>,
    thread: Option<Thread>,
    /// Where the platform has a timer service instead of threads (the browser's `setTimeout`):
    /// asks for a frame after so many milliseconds.
    timer: Option<fn(u32)>,
}

#[derive(Debug)]
struct Shared {
    /// The platform's clock (the time since the game started).
    clock: fn() -> Duration,
    /// The next wake, in milliseconds of `clock`; `u64::MAX` for none.
    deadline: AtomicU64,
    /// A wake asked for at once.
    now: AtomicBool,
}

impl Waker {
    /// Starts the waker thread, which makes its poke with `make_poke` and reads the time from
    /// `clock`. If the thread cannot start, the waker is inert (the clock then updates on input
    /// only) and the reason is written to standard error.
    pub fn start<P: Poke>(
        clock: fn() -> Duration,
        make_poke: impl FnOnce() -> P + Send + 'static,
    ) -> Waker {
        let shared = Arc::new(Shared {
            clock,
            deadline: AtomicU64::new(u64::MAX),
            now: AtomicBool::new(false),
        });
        let inner = Arc::clone(&shared);
        let generation = GENERATION.fetch_add(1, Ordering::AcqRel) + 1;
        let spawned = std::thread::Builder::new()
            .name("peerless-waker".to_string())
            .spawn(move || wake_loop(&inner, make_poke(), generation));
        match spawned {
            Ok(handle) => Waker {
                shared,
                thread: Some(handle.thread().clone()),
                timer: None,
            },
            Err(error) => {
                <super::Current as super::Platform>::log(&format!(
                    "the clock will update on input only: {error}"
                ));
                Waker {
                    shared,
                    thread: None,
                    timer: None,
                }
            }
        }
    }

    /// A waker that never wakes anything.
    pub fn inert(clock: fn() -> Duration) -> Waker {
        Waker {
            shared: Arc::new(Shared {
                clock,
                deadline: AtomicU64::new(u64::MAX),
                now: AtomicBool::new(false),
            }),
            thread: None,
            timer: None,
        }
    }

    /// A waker over the platform's timer service: `timer(ms)` asks for a frame in `ms`
    /// milliseconds (the platform keeps the earliest of several requests).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub fn with_timer(clock: fn() -> Duration, timer: fn(u32)) -> Waker {
        Waker {
            timer: Some(timer),
            ..Waker::inert(clock)
        }
    }

    /// Wakes the loop at `at` on the platform's clock (or earlier, if an earlier wake is
    /// already asked for).
    pub fn wake_at(&self, at: Duration) {
        if let Some(timer) = self.timer {
            let delay = at.saturating_sub((self.shared.clock)()).as_millis();
            timer(u32::try_from(delay).unwrap_or(u32::MAX));
            return;
        }
        let Some(thread) = &self.thread else { return };
        let ms = u64::try_from(at.as_millis()).unwrap_or(u64::MAX - 1);
        let before = self.shared.deadline.fetch_min(ms, Ordering::AcqRel);
        if ms < before {
            thread.unpark();
        }
    }

    /// Wakes the loop as soon as possible (a worker's result is ready, a signal came).
    pub fn wake_now(&self) {
        if let Some(timer) = self.timer {
            timer(0);
            return;
        }
        let Some(thread) = &self.thread else { return };
        self.shared.now.store(true, Ordering::Release);
        thread.unpark();
    }
}

/// The waker thread: sleeps until the earliest deadline or an urgent request, then pokes the
/// event loop. It ends when a newer waker starts; it holds no lock the game uses.
fn wake_loop(shared: &Shared, mut poke: impl Poke, generation: u64) {
    while GENERATION.load(Ordering::Acquire) == generation {
        if shared.now.swap(false, Ordering::AcqRel) {
            poke.send();
            continue;
        }
        let deadline = shared.deadline.load(Ordering::Acquire);
        if deadline == u64::MAX {
            std::thread::park();
            continue;
        }
        let now = u64::try_from((shared.clock)().as_millis()).unwrap_or(u64::MAX - 1);
        if now >= deadline {
            // Clear it unless an earlier one came meanwhile (then that one fires next turn).
            let _ = shared.deadline.compare_exchange(
                deadline,
                u64::MAX,
                Ordering::AcqRel,
                Ordering::Acquire,
            );
            poke.send();
        } else {
            std::thread::park_timeout(Duration::from_millis(deadline - now));
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use super::*;

    fn clock() -> Duration {
        static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
        START.get_or_init(std::time::Instant::now).elapsed()
    }

    struct Sender(mpsc::Sender<Duration>);

    impl Poke for Sender {
        fn send(&mut self) {
            let _ = self.0.send(clock());
        }
    }

    #[test]
    fn an_inert_waker_ignores_requests() {
        let waker = Waker::inert(clock);
        waker.wake_at(Duration::ZERO);
        waker.wake_now();
        assert_eq!(waker.shared.deadline.load(Ordering::Relaxed), u64::MAX);
    }

    #[test]
    fn the_waker_pokes_at_the_earliest_deadline_and_at_once_when_asked() {
        let (sender, pokes) = mpsc::channel();
        let waker = Waker::start(clock, move || Sender(sender));
        let asked = clock();
        waker.wake_at(asked + Duration::from_millis(400));
        waker.wake_at(asked + Duration::from_millis(60));
        let poked = pokes.recv_timeout(Duration::from_secs(5)).unwrap();
        assert!(poked >= asked + Duration::from_millis(60), "{poked:?}");
        assert!(poked < asked + Duration::from_millis(400), "{poked:?}");
        waker.wake_now();
        let urgent = pokes.recv_timeout(Duration::from_secs(5)).unwrap();
        assert!(urgent < asked + Duration::from_millis(400), "{urgent:?}");
    }
}
