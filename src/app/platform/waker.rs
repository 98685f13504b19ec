//! Waking the event loop for every change, from any thread, at a time or at once: the one way
//! input, the worker's answer, the clock's next second, an animation, a notice's end, a resize
//! and a screen reader's request each get the frame that shows them.
//!
//! The game draws only when something changed, so an idle game uses no CPU. A [`Waker`] asks
//! for frames; how a platform gets them is the waker's [`Way`]:
//!
//! - Linux (X11): the frame itself waits, at its start, for the window's next X event, a wake
//!   from another thread or the next deadline, all in one `poll` ([`FrameWait`], `x11.rs`), so
//!   no wake can be lost between a thread and the loop;
//! - Android: macroquad's blocking loop, woken by a thread that sleeps until the earliest
//!   deadline and then pokes it ([`Poke`]: `schedule_update()` through JNI's focus check);
//! - the browser: the page's timer (`setTimeout`), and `requestAnimationFrame` for a frame now;
//! - iOS and the other desktops: the loop runs on, and there is nothing to wake.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// The newest waker thread started in this process. A waker thread ends when a newer one starts:
/// on Android a recreated activity (a dark-mode switch) starts the game again in the same
/// process, and the old waker must not go on poking.
static GENERATION: AtomicU64 = AtomicU64::new(0);
use std::sync::Arc;
use std::thread::Thread;
use std::time::Duration;

/// How a platform wakes its blocked event loop from the waker thread. Made on that thread (a
/// connection belongs to the thread that opened it), so it need not be `Send`.
pub trait Poke {
    /// Wakes the loop: one more frame, soon.
    fn send(&mut self);
}

/// Why a frame's wait ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Woke {
    /// Input is waiting for the loop (it reaches the game in the next frame).
    Input,
    /// Another thread signalled.
    Signal,
    /// The time given has passed.
    Timeout,
}

/// Where the frame itself waits for the next change (X11): for input, for a signal from any
/// thread, or for a time.
pub trait FrameWait: Send + Sync {
    /// Blocks until input waits for the loop, [`FrameWait::signal`] is called, or `timeout`
    /// passes (`None`: no timeout). Called on the main thread only, at a frame's start.
    fn wait(&self, timeout: Option<Duration>) -> Woke;

    /// Ends the current or the next wait, from any thread.
    fn signal(&self);
}

/// Asks for frames: at a time, at once from any thread, or right after this one. Cheap to clone;
/// the clones share their deadlines. An inert waker (before the window exists, or where the
/// loop runs on) asks for nothing.
#[derive(Clone)]
pub struct Waker {
    shared: Arc<Shared>,
    way: Way,
}

impl std::fmt::Debug for Waker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let way = match self.way {
            Way::Inert => "inert",
            Way::Thread(_) => "thread",
            Way::Timer(_) => "timer",
            Way::Frame(_) => "frame",
        };
        f.debug_struct("Waker").field("way", &way).finish()
    }
}

/// How a platform's loop gets its frames.
#[derive(Clone)]
enum Way {
    /// Nothing to wake: the loop runs on, or the window does not exist yet.
    Inert,
    /// A thread that sleeps until the earliest deadline, then pokes the blocked loop.
    Thread(Thread),
    /// The platform's timer service (the browser's `setTimeout`): asks for a frame after so
    /// many milliseconds.
    Timer(fn(u32)),
    /// The frame waits at its start (see [`Waker::wait`]).
    Frame(Arc<dyn FrameWait>),
}

#[derive(Debug)]
struct Shared {
    /// The platform's clock (the time since the game started).
    clock: fn() -> Duration,
    /// The next wake, in milliseconds of `clock`; `u64::MAX` for none.
    deadline: AtomicU64,
    /// A frame asked for at once.
    now: AtomicBool,
}

impl Shared {
    fn new(clock: fn() -> Duration) -> Arc<Shared> {
        Arc::new(Shared {
            clock,
            deadline: AtomicU64::new(u64::MAX),
            now: AtomicBool::new(false),
        })
    }

    fn millis(&self) -> u64 {
        u64::try_from((self.clock)().as_millis()).unwrap_or(u64::MAX - 1)
    }

    /// Lowers the deadline to `at` (in whole milliseconds, rounded up: a wake never comes
    /// before its time); whether it was lowered.
    fn lower(&self, at: Duration) -> bool {
        let ms = u64::try_from(at.as_micros().div_ceil(1000)).unwrap_or(u64::MAX - 1);
        ms < self.deadline.fetch_min(ms, Ordering::AcqRel)
    }

    /// Whether the deadline has come (it is then cleared, unless an earlier one came meanwhile,
    /// which the next look sees); else how long until it comes (`None`: there is none).
    fn due(&self) -> Result<(), Option<Duration>> {
        let deadline = self.deadline.load(Ordering::Acquire);
        if deadline == u64::MAX {
            return Err(None);
        }
        let now = self.millis();
        if now < deadline {
            return Err(Some(Duration::from_millis(deadline - now)));
        }
        let _ =
            self.deadline
                .compare_exchange(deadline, u64::MAX, Ordering::AcqRel, Ordering::Acquire);
        Ok(())
    }
}

impl Waker {
    /// Starts the waker thread, which makes its poke with `make_poke` and reads the time from
    /// `clock`. If the thread cannot start, the waker is inert (the clock then updates on input
    /// only) and the reason is logged.
    #[cfg_attr(not(target_os = "android"), allow(dead_code))]
    pub fn start<P: Poke>(
        clock: fn() -> Duration,
        make_poke: impl FnOnce() -> P + Send + 'static,
    ) -> Waker {
        let shared = Shared::new(clock);
        let inner = Arc::clone(&shared);
        let generation = GENERATION.fetch_add(1, Ordering::AcqRel) + 1;
        let spawned = std::thread::Builder::new()
            .name("peerless-waker".to_string())
            .spawn(move || wake_loop(&inner, make_poke(), generation));
        match spawned {
            Ok(handle) => Waker {
                shared,
                way: Way::Thread(handle.thread().clone()),
            },
            Err(error) => {
                <super::Current as super::Platform>::log(&format!(
                    "the clock will update on input only: {error}"
                ));
                Waker {
                    shared,
                    way: Way::Inert,
                }
            }
        }
    }

    /// A waker that never wakes anything.
    pub fn inert(clock: fn() -> Duration) -> Waker {
        Waker {
            shared: Shared::new(clock),
            way: Way::Inert,
        }
    }

    /// A waker over the platform's timer service: `timer(ms)` asks for a frame in `ms`
    /// milliseconds (the platform keeps the earliest of several requests).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub fn with_timer(clock: fn() -> Duration, timer: fn(u32)) -> Waker {
        Waker {
            way: Way::Timer(timer),
            ..Waker::inert(clock)
        }
    }

    /// A waker whose frames wait at their start in `frame` (see [`Waker::wait`]).
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    pub fn waiting_in(clock: fn() -> Duration, frame: Arc<dyn FrameWait>) -> Waker {
        Waker {
            way: Way::Frame(frame),
            ..Waker::inert(clock)
        }
    }

    /// Wakes the loop at `at` on the platform's clock (or earlier, if an earlier wake is
    /// already asked for): the frame's own schedule, which the next frame forgets and asks for
    /// again (see [`Waker::forget_deadline`]). Another thread wakes the loop with
    /// [`Waker::wake_now`].
    pub fn wake_at(&self, at: Duration) {
        match &self.way {
            Way::Inert => {}
            Way::Timer(timer) => {
                let delay = at.saturating_sub((self.shared.clock)()).as_millis();
                timer(u32::try_from(delay).unwrap_or(u32::MAX));
            }
            Way::Thread(thread) => {
                if self.shared.lower(at) {
                    thread.unpark();
                }
            }
            Way::Frame(frame) => {
                if self.shared.lower(at) {
                    // A wait under way takes the earlier deadline.
                    frame.signal();
                }
            }
        }
    }

    /// Wakes the loop as soon as possible (a worker's result is ready, a signal came). From
    /// any thread.
    pub fn wake_now(&self) {
        match &self.way {
            Way::Inert => {}
            Way::Timer(timer) => timer(0),
            Way::Thread(thread) => {
                self.shared.now.store(true, Ordering::Release);
                thread.unpark();
            }
            Way::Frame(frame) => {
                self.shared.now.store(true, Ordering::Release);
                frame.signal();
            }
        }
    }

    /// Asks for one more frame right after this one (an animation, a script, a search that
    /// works in the frames). On the main thread, during a frame.
    pub fn frame_now(&self) {
        match &self.way {
            Way::Frame(_) => self.shared.now.store(true, Ordering::Release),
            // Seen at the loop's next turn (miniquad drains its requests there).
            _ => macroquad::miniquad::window::schedule_update(),
        }
    }

    /// Forgets the deadline asked for so far, at a frame's start: the frame asks again for
    /// what it still needs (`App::schedule`), so a wake no longer needed (the clock's next
    /// second of a game since paused) brings no frame. Where the frame waits, a frame asked
    /// for at once is forgotten too: this frame is it, and it reads every source of change
    /// after this (a wake from another thread that comes later is kept for the next wait).
    pub fn forget_deadline(&self) {
        match self.way {
            Way::Thread(_) => self.shared.deadline.store(u64::MAX, Ordering::Release),
            Way::Frame(_) => {
                self.shared.deadline.store(u64::MAX, Ordering::Release);
                self.shared.now.store(false, Ordering::Release);
            }
            Way::Inert | Way::Timer(_) => {}
        }
    }

    /// Waits, at the start of a frame, until there is something to show: input waiting for
    /// the loop, a frame asked for at once, or the earliest deadline. Returns at once where the
    /// loop itself blocks or runs on. On the main thread; a frame that already has input (or a
    /// new window size) does not call it.
    pub fn wait(&self) -> Woke {
        let Way::Frame(frame) = &self.way else {
            return Woke::Input;
        };
        loop {
            if self.shared.now.swap(false, Ordering::AcqRel) {
                return Woke::Signal;
            }
            let timeout = match self.shared.due() {
                Ok(()) => return Woke::Timeout,
                Err(timeout) => timeout,
            };
            if frame.wait(timeout) == Woke::Input {
                return Woke::Input;
            }
        }
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
        match shared.due() {
            Ok(()) => poke.send(),
            Err(None) => std::thread::park(),
            Err(Some(rest)) => std::thread::park_timeout(rest),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::{mpsc, Mutex};

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
        assert_eq!(waker.wait(), Woke::Input, "nothing to wait for: at once");
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

    /// A frame wait that ends on a signal or its timeout: a condition variable, as
    /// the X11 wait's eventfd is, level-triggered (a signal before the wait is not lost).
    #[derive(Default)]
    struct Recorder {
        signalled: Mutex<bool>,
        woken: std::sync::Condvar,
    }

    impl FrameWait for Recorder {
        fn wait(&self, timeout: Option<Duration>) -> Woke {
            let guard = self.signalled.lock().unwrap();
            let limit = timeout.unwrap_or(Duration::from_secs(10));
            let (mut guard, result) = self
                .woken
                .wait_timeout_while(guard, limit, |signalled| !*signalled)
                .unwrap();
            if result.timed_out() {
                return Woke::Timeout;
            }
            *guard = false;
            Woke::Signal
        }

        fn signal(&self) {
            *self.signalled.lock().unwrap() = true;
            self.woken.notify_all();
        }
    }

    #[test]
    fn a_waiting_frame_ends_at_its_deadline_and_at_once_for_another_thread() {
        let waker = Waker::waiting_in(clock, Arc::new(Recorder::default()));
        // A deadline: the wait ends when it comes, not before.
        let asked = clock();
        waker.wake_at(asked + Duration::from_millis(80));
        assert_eq!(waker.wait(), Woke::Timeout);
        assert!(clock() >= asked + Duration::from_millis(80));
        // Another thread's wake while the frame waits ends the wait.
        let other = waker.clone();
        let thread = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            other.wake_now();
        });
        assert_eq!(waker.wait(), Woke::Signal);
        thread.join().unwrap();
        // A wake asked before the wait began is not lost: the wait returns at once.
        waker.wake_now();
        assert_eq!(waker.wait(), Woke::Signal);
        // A frame asked for during a frame: the next wait returns at once.
        waker.frame_now();
        assert_eq!(waker.wait(), Woke::Signal);
        // An earlier deadline from another thread shortens a wait under way.
        waker.wake_at(clock() + Duration::from_secs(30));
        let other = waker.clone();
        let started = clock();
        let thread = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            other.wake_at(clock() + Duration::from_millis(20));
        });
        assert_eq!(waker.wait(), Woke::Timeout);
        assert!(clock() < started + Duration::from_secs(5));
        thread.join().unwrap();
        // A deadline forgotten at a frame's start wakes nothing: only the one asked after it.
        let asked = clock();
        waker.wake_at(asked + Duration::from_millis(20));
        waker.forget_deadline();
        waker.wake_at(asked + Duration::from_millis(150));
        assert_eq!(waker.wait(), Woke::Timeout);
        assert!(clock() >= asked + Duration::from_millis(150));
        // A frame asked for at once is served by the next frame that runs, waited for or
        // not: a frame that started (with input, say) forgets it, so no later wait returns
        // for it with nothing to show.
        waker.wake_now();
        waker.forget_deadline();
        let asked = clock();
        waker.wake_at(asked + Duration::from_millis(60));
        assert_eq!(waker.wait(), Woke::Timeout);
        assert!(clock() >= asked + Duration::from_millis(60));
    }
}
