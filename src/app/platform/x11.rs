//! The X11 frame's wait: on Linux the game's frame itself waits, at its start, in one `poll` on
//! the window's X connection and an eventfd, until the window's next event, a wake from another
//! thread, or the next deadline. No wake can be lost there: the eventfd keeps a signal until
//! it is read, the events already read off the connection are looked at before it sleeps, and
//! a deadline is `poll`'s own timeout.
//!
//! Why not macroquad's blocking loop, woken by a synthetic X event as the game did before:
//! miniquad's X11 loop (`linux_x11.rs` `glx_main_loop`) counts the events pending at the top of
//! a turn and, in blocking mode, reads one event more than that (its "+1 hack"), blocking in
//! `XNextEvent` until it comes. An event that should bring a frame (a key, a click, the waker's
//! wheel event) only sends a request into a channel that the loop reads at the top of its
//! *next* turn. So an event that arrives while a frame is being drawn is counted as pending at
//! the next turn, read, and its request left in the channel while the loop blocks for one more
//! event: the frame that shows it waits for the next X event, a mouse move or the clock's next
//! wake, and on a menu, where nothing else wakes the loop, until the player moves the mouse.
//! The clock stalled the same way: each frame asks for the next second's wake, so one lost
//! wake stopped them all. miniquad's loop now runs unblocked (`blocking_event_loop: false`),
//! drawing a frame each turn, and each frame waits here first, so an idle game still draws
//! nothing.
//!
//! An event that arrives during the wait is read by miniquad at its next turn: the wait ends,
//! the frame draws what it has (the same picture), and the next frame handles the event. Pointer
//! motion without a button held, a key's release and the pointer entering or leaving change
//! nothing the game shows: they do not end the wait (they stay queued for miniquad, up to
//! `QUIET_EVENTS_KEPT` of them).

use std::ffi::{c_char, c_int, c_long, c_uint, c_ulong, c_void};
use std::time::Duration;

use macroquad::miniquad::native::module::linux::Module;

use super::waker::{FrameWait, Woke};

type Display = c_void;

/// The start of every X event that carries a pointer's state (`XButtonEvent`, `XMotionEvent`,
/// `XKeyEvent` and the crossing events share it up to `state`).
#[repr(C)]
#[derive(Clone, Copy)]
struct PointerEvent {
    kind: c_int,
    serial: c_ulong,
    send_event: c_int,
    display: *mut Display,
    window: c_ulong,
    root: c_ulong,
    subwindow: c_ulong,
    time: c_ulong,
    x: c_int,
    y: c_int,
    x_root: c_int,
    y_root: c_int,
    state: c_uint,
}

/// Xlib's `XEvent`: a union padded to 24 longs.
#[repr(C)]
union Event {
    pointer: PointerEvent,
    pad: [c_long; 24],
}

const KEY_RELEASE: c_int = 3;
const MOTION_NOTIFY: c_int = 6;
const ENTER_NOTIFY: c_int = 7;
const LEAVE_NOTIFY: c_int = 8;
const KEYMAP_NOTIFY: c_int = 11;
/// Buttons 1 to 5 held (`Button1Mask` ... `Button5Mask`): a drag.
const BUTTONS_HELD: c_uint = 0x1f00;
/// `XEventsQueued`'s mode that reads nothing.
const QUEUED_ALREADY: c_int = 0;

/// How many events that change nothing may wait in Xlib's queue before the wait ends anyway,
/// so that miniquad reads them (a mouse moved over an idle window for a long time).
const QUIET_EVENTS_KEPT: c_int = 64;

type Predicate = unsafe extern "C" fn(*mut Display, *mut Event, *mut c_char) -> c_int;

/// The few Xlib and GLX functions the wait needs, from miniquad's own loader (no new crate).
struct Xlib {
    _x11: Module,
    _gl: Module,
    current_display: unsafe extern "C" fn() -> *mut Display,
    connection_number: unsafe extern "C" fn(*mut Display) -> c_int,
    events_queued: unsafe extern "C" fn(*mut Display, c_int) -> c_int,
    check_if_event: unsafe extern "C" fn(*mut Display, *mut Event, Predicate, *mut c_char) -> c_int,
}

impl Xlib {
    fn load() -> Option<Xlib> {
        let x11 = Module::load("libX11.so.6")
            .or_else(|_| Module::load("libX11.so"))
            .ok()?;
        let gl = Module::load("libGL.so.1")
            .or_else(|_| Module::load("libGL.so"))
            .ok()?;
        Some(Xlib {
            current_display: gl.get_symbol("glXGetCurrentDisplay").ok()?,
            connection_number: x11.get_symbol("XConnectionNumber").ok()?,
            events_queued: x11.get_symbol("XEventsQueued").ok()?,
            check_if_event: x11.get_symbol("XCheckIfEvent").ok()?,
            _x11: x11,
            _gl: gl,
        })
    }
}

/// Whether an event changes something the game shows (everything but a pointer moving with no
/// button held, a key's release, the pointer entering or leaving, the keymap).
fn wakes(event: &PointerEvent) -> bool {
    match event.kind {
        MOTION_NOTIFY => event.state & BUTTONS_HELD != 0,
        KEY_RELEASE | ENTER_NOTIFY | LEAVE_NOTIFY | KEYMAP_NOTIFY => false,
        _ => true,
    }
}

/// `XCheckIfEvent`'s predicate: notes in `found` whether any queued event wakes the game, and
/// takes none (it answers "no match" for each), so the queue stays as miniquad will read it.
/// Called with Xlib's display locked: it must call no Xlib function.
///
/// # Safety
/// `event` is an event of Xlib's queue (a whole `XEvent`, so reading its first fields is in
/// bounds) and `found` the flag `input_queued` passes.
unsafe extern "C" fn look(_: *mut Display, event: *mut Event, found: *mut c_char) -> c_int {
    if wakes(&(*event).pointer) {
        *found = 1;
    }
    0
}

/// The frame's wait on X11. The display is miniquad's (the GLX context's, current on the main
/// thread), used only in [`FrameWait::wait`], which the main thread alone calls.
pub struct X11Wait {
    xlib: Option<Xlib>,
    display: *mut Display,
    /// Signalled by other threads (an eventfd, counting).
    signal: c_int,
}

// SAFETY: the display pointer is only used by `wait`, on the main thread that owns it (the
// waker's `wait` is documented and called so); `signal` only writes the eventfd, which any
// thread may.
unsafe impl Send for X11Wait {}
// SAFETY: as above: no shared state but the eventfd, which the kernel synchronises.
unsafe impl Sync for X11Wait {}

impl X11Wait {
    /// The wait for the window whose GL context is current on this (the main) thread: called
    /// after the first frame. Without miniquad's display (no GLX: the EGL path) it still wakes
    /// for signals and deadlines, and looks for input every [`BLIND_WAIT`].
    pub fn new() -> X11Wait {
        let xlib = Xlib::load();
        // SAFETY: glXGetCurrentDisplay takes nothing and returns the current context's display
        // or null; this is the main thread, where miniquad made its context current.
        let display = xlib.as_ref().map_or(std::ptr::null_mut(), |xlib| unsafe {
            (xlib.current_display)()
        });
        if display.is_null() {
            eprintln!(
                "peerless: the window's X connection was not found; input is read every {} ms",
                BLIND_WAIT.as_millis()
            );
        }
        // SAFETY: eventfd takes two flags and returns a new descriptor or -1, checked in use.
        let signal = unsafe { libc::eventfd(0, libc::EFD_NONBLOCK | libc::EFD_CLOEXEC) };
        if signal < 0 {
            eprintln!("peerless: no eventfd: other threads' wakes wait for the next input");
        }
        X11Wait {
            xlib,
            display,
            signal,
        }
    }

    /// Whether an event that wakes the game is queued (reading what has arrived), or too many
    /// that do not.
    fn input_queued(&self) -> bool {
        let Some(xlib) = &self.xlib else {
            return false;
        };
        let mut found: c_char = 0;
        let mut event = Event { pad: [0; 24] };
        // SAFETY: the display is open and this is its thread; the predicate takes nothing from
        // the queue and writes only `found`.
        unsafe {
            (xlib.check_if_event)(self.display, &mut event, look, &mut found);
            found != 0 || (xlib.events_queued)(self.display, QUEUED_ALREADY) > QUIET_EVENTS_KEPT
        }
    }

    /// Reads the eventfd's count, which ends its readiness.
    fn drain(&self) {
        let mut count: u64 = 0;
        // SAFETY: reads at most 8 bytes into `count`; a non-blocking read of an unsignalled
        // eventfd fails with EAGAIN, which is fine.
        unsafe {
            libc::read(self.signal, (&mut count as *mut u64).cast(), 8);
        }
    }
}

impl Drop for X11Wait {
    fn drop(&mut self) {
        if self.signal >= 0 {
            // SAFETY: the descriptor is this wait's own, closed once.
            unsafe {
                libc::close(self.signal);
            }
        }
    }
}

/// How often the wait looks for input when it cannot watch the X connection.
const BLIND_WAIT: Duration = Duration::from_millis(30);

impl FrameWait for X11Wait {
    fn wait(&self, timeout: Option<Duration>) -> Woke {
        let x_connection = match &self.xlib {
            Some(xlib) if !self.display.is_null() => {
                if self.input_queued() {
                    return Woke::Input;
                }
                // SAFETY: the display is open.
                unsafe { (xlib.connection_number)(self.display) }
            }
            _ => -1,
        };
        let timeout = if x_connection < 0 {
            Some(timeout.map_or(BLIND_WAIT, |t| t.min(BLIND_WAIT)))
        } else {
            timeout
        };
        // Whole milliseconds, rounded up: a wait that ended early would only wait again.
        let ms = timeout.map_or(-1, |t| {
            c_int::try_from(t.as_micros().div_ceil(1000)).unwrap_or(c_int::MAX)
        });
        let mut fds = [
            libc::pollfd {
                fd: x_connection,
                events: libc::POLLIN,
                revents: 0,
            },
            libc::pollfd {
                fd: self.signal,
                events: libc::POLLIN,
                revents: 0,
            },
        ];
        // SAFETY: two pollfds; a negative descriptor is ignored by poll.
        let ready = unsafe { libc::poll(fds.as_mut_ptr(), 2, ms) };
        if ready <= 0 {
            // The time has passed, or a signal interrupted the wait: the waker looks again.
            return if x_connection < 0 {
                Woke::Input
            } else {
                Woke::Timeout
            };
        }
        if fds[1].revents != 0 {
            self.drain();
            return Woke::Signal;
        }
        if self.input_queued() {
            Woke::Input
        } else {
            // Only events that change nothing (or a reply): the waker looks again.
            Woke::Timeout
        }
    }

    fn signal(&self) {
        let one: u64 = 1;
        // SAFETY: writes 8 bytes from `one` to the eventfd (or fails harmlessly on -1).
        unsafe {
            libc::write(self.signal, (&one as *const u64).cast(), 8);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(kind: c_int, state: c_uint) -> PointerEvent {
        PointerEvent {
            kind,
            serial: 0,
            send_event: 0,
            display: std::ptr::null_mut(),
            window: 0,
            root: 0,
            subwindow: 0,
            time: 0,
            x: 0,
            y: 0,
            x_root: 0,
            y_root: 0,
            state,
        }
    }

    #[test]
    fn keys_clicks_drags_and_window_changes_wake_the_game_but_a_plain_pointer_move_does_not() {
        // KeyPress, ButtonPress, ButtonRelease, Expose, FocusOut, ConfigureNotify,
        // ClientMessage (closing the window), SelectionRequest (a paste from us).
        for kind in [2, 4, 5, 12, 10, 22, 33, 30] {
            assert!(wakes(&event(kind, 0)), "{kind}");
        }
        assert!(wakes(&event(MOTION_NOTIFY, 0x100)), "a drag with button 1");
        for kind in [MOTION_NOTIFY, KEY_RELEASE, ENTER_NOTIFY, LEAVE_NOTIFY] {
            assert!(!wakes(&event(kind, 0)), "{kind}");
        }
        assert_eq!(
            std::mem::size_of::<Event>(),
            24 * std::mem::size_of::<c_long>()
        );
    }

    #[test]
    fn a_signal_before_the_wait_ends_it_at_once_and_a_deadline_ends_it_in_time() {
        // Without a display (as on the EGL path): signals and deadlines still work.
        let wait = X11Wait {
            xlib: None,
            display: std::ptr::null_mut(),
            // SAFETY: as in `X11Wait::new`.
            signal: unsafe { libc::eventfd(0, libc::EFD_NONBLOCK | libc::EFD_CLOEXEC) },
        };
        wait.signal();
        assert_eq!(wait.wait(Some(Duration::from_secs(5))), Woke::Signal);
        let start = std::time::Instant::now();
        let woke = wait.wait(Some(Duration::from_millis(20)));
        assert!(woke == Woke::Input || woke == Woke::Timeout, "{woke:?}");
        assert!(start.elapsed() >= Duration::from_millis(20));
    }
}
