//! The X11 waker's poke: its own connection to the X server, the game's window found by its
//! class, and a synthetic wheel event to wake the game's loop.
//!
//! Why an X event: on X11, `miniquad::window::schedule_update()` from another thread does not
//! wake the loop, which waits in `XNextEvent`. Worse, miniquad's loop takes its display lock with
//! `try_lock().unwrap()`, so another thread holding that lock at the wrong instant would make the
//! game panic. The poke therefore never touches miniquad: it sends the game's window a synthetic
//! horizontal-wheel button event on its own X connection, and macroquad, seeing a wheel event
//! with `update_on.mouse_wheel` set, schedules the frame on the main thread itself (miniquad
//! `linux_x11.rs` `process_event` buttons 6 and 7, macroquad `Stage::mouse_wheel_event`). The
//! game ignores wheel input, so the event does nothing else.

use std::ffi::{c_char, c_int, c_long, c_uchar, c_uint, c_ulong, c_void};
use std::ptr;

use macroquad::miniquad::native::module::linux::Module;

use super::waker::Poke;

use super::WM_CLASS;

type Display = c_void;
type Window = c_ulong;
type Atom = c_ulong;
type ErrorHandler = Option<unsafe extern "C" fn(*mut Display, *mut c_void) -> c_int>;

/// Xlib's `XButtonEvent`.
#[repr(C)]
#[derive(Clone, Copy)]
struct ButtonEvent {
    kind: c_int,
    serial: c_ulong,
    send_event: c_int,
    display: *mut Display,
    window: Window,
    root: Window,
    subwindow: Window,
    time: c_ulong,
    x: c_int,
    y: c_int,
    x_root: c_int,
    y_root: c_int,
    state: c_uint,
    button: c_uint,
    same_screen: c_int,
}

/// Xlib's `XEvent`: a union padded to 24 longs.
#[repr(C)]
union Event {
    button: ButtonEvent,
    pad: [c_long; 24],
}

const BUTTON_PRESS: c_int = 4;
/// The horizontal wheel; miniquad turns it into a wheel event and nothing else.
const WHEEL_RIGHT: c_uint = 6;
const XA_STRING: Atom = 31;
const XA_WM_CLASS: Atom = 67;

/// The few Xlib functions the waker needs, from miniquad's own loader (no new crate).
struct Xlib {
    _module: Module,
    open_display: unsafe extern "C" fn(*const c_char) -> *mut Display,
    default_root_window: unsafe extern "C" fn(*mut Display) -> Window,
    query_tree: unsafe extern "C" fn(
        *mut Display,
        Window,
        *mut Window,
        *mut Window,
        *mut *mut Window,
        *mut c_uint,
    ) -> c_int,
    get_window_property: unsafe extern "C" fn(
        *mut Display,
        Window,
        Atom,
        c_long,
        c_long,
        c_int,
        Atom,
        *mut Atom,
        *mut c_int,
        *mut c_ulong,
        *mut c_ulong,
        *mut *mut c_uchar,
    ) -> c_int,
    free: unsafe extern "C" fn(*mut c_void) -> c_int,
    send_event: unsafe extern "C" fn(*mut Display, Window, c_int, c_long, *mut Event) -> c_int,
    flush: unsafe extern "C" fn(*mut Display) -> c_int,
    set_error_handler: unsafe extern "C" fn(ErrorHandler) -> ErrorHandler,
}

impl Xlib {
    fn load() -> Option<Xlib> {
        let module = Module::load("libX11.so.6")
            .or_else(|_| Module::load("libX11.so"))
            .ok()?;
        Some(Xlib {
            open_display: module.get_symbol("XOpenDisplay").ok()?,
            default_root_window: module.get_symbol("XDefaultRootWindow").ok()?,
            query_tree: module.get_symbol("XQueryTree").ok()?,
            get_window_property: module.get_symbol("XGetWindowProperty").ok()?,
            free: module.get_symbol("XFree").ok()?,
            send_event: module.get_symbol("XSendEvent").ok()?,
            flush: module.get_symbol("XFlush").ok()?,
            set_error_handler: module.get_symbol("XSetErrorHandler").ok()?,
            _module: module,
        })
    }
}

/// X errors on the waker's connection (a window closing while the tree is read) must not
/// end the game, which Xlib's default handler would do. miniquad installs no handler after
/// creating its window, so this one, process-wide, only replaces the default: it ignores
/// protocol errors, as miniquad's own handler does while it sets the window up.
unsafe extern "C" fn ignore_errors(_: *mut Display, _: *mut c_void) -> c_int {
    0
}

/// Wakes the game's X11 window with a synthetic wheel event.
pub struct X11Poke {
    xlib: Option<Xlib>,
    display: *mut Display,
    windows: Vec<Window>,
}

impl X11Poke {
    /// Opens the waker's own connection to the X server of `$DISPLAY`. Without one (no X
    /// server, no libX11), the poke does nothing and says so once.
    pub fn new() -> X11Poke {
        let xlib = Xlib::load();
        let display = match &xlib {
            // SAFETY: XOpenDisplay with a null name opens `$DISPLAY`, the server the game's
            // window is on; it returns null on failure, which is checked before any use.
            Some(xlib) => unsafe {
                (xlib.set_error_handler)(Some(ignore_errors));
                (xlib.open_display)(ptr::null())
            },
            None => ptr::null_mut(),
        };
        if display.is_null() {
            eprintln!("peerless: cannot reach the X server to wake the game; the clock will update on input only");
        }
        X11Poke {
            xlib,
            display,
            windows: Vec::new(),
        }
    }
}

impl Poke for X11Poke {
    fn send(&mut self) {
        let Some(xlib) = &self.xlib else { return };
        if self.display.is_null() {
            return;
        }
        if self.windows.is_empty() {
            // SAFETY: the display is open and used by this thread only.
            self.windows = unsafe { find_windows(xlib, self.display) };
        }
        for &window in &self.windows {
            let button = ButtonEvent {
                kind: BUTTON_PRESS,
                serial: 0,
                send_event: 1,
                display: self.display,
                window,
                root: 0,
                subwindow: 0,
                time: 0,
                x: 0,
                y: 0,
                x_root: 0,
                y_root: 0,
                state: 0,
                button: WHEEL_RIGHT,
                same_screen: 1,
            };
            let mut event = Event { pad: [0; 24] };
            event.button = button;
            // SAFETY: `event` is a fully initialised XEvent of Xlib's size; with an empty
            // event mask the server delivers it to the window's creator (the game) only.
            // A window that has gone away causes a protocol error, which is ignored.
            unsafe {
                (xlib.send_event)(self.display, window, 0, 0, &mut event);
            }
        }
        // SAFETY: the display is open.
        unsafe {
            (xlib.flush)(self.display);
        }
    }
}

/// Every window whose WM_CLASS names the game, searched from the root down (a window
/// manager puts the game's window inside a frame of its own).
///
/// # Safety
/// `display` must be an open display used by this thread only.
unsafe fn find_windows(xlib: &Xlib, display: *mut Display) -> Vec<Window> {
    let mut found = Vec::new();
    let mut stack = vec![((xlib.default_root_window)(display), 0u32)];
    while let Some((window, depth)) = stack.pop() {
        if has_class(xlib, display, window) {
            found.push(window);
            continue;
        }
        if depth >= 4 {
            continue;
        }
        let (mut root, mut parent) = (0, 0);
        let mut children: *mut Window = ptr::null_mut();
        let mut count: c_uint = 0;
        if (xlib.query_tree)(
            display,
            window,
            &mut root,
            &mut parent,
            &mut children,
            &mut count,
        ) == 0
            || children.is_null()
        {
            continue;
        }
        for i in 0..count as usize {
            stack.push((*children.add(i), depth + 1));
        }
        (xlib.free)(children.cast());
    }
    found
}

/// Whether `window`'s WM_CLASS (instance and class, NUL-separated) names the game.
///
/// # Safety
/// `display` must be an open display used by this thread only.
unsafe fn has_class(xlib: &Xlib, display: *mut Display, window: Window) -> bool {
    let mut kind: Atom = 0;
    let mut format: c_int = 0;
    let (mut items, mut after): (c_ulong, c_ulong) = (0, 0);
    let mut data: *mut c_uchar = ptr::null_mut();
    let status = (xlib.get_window_property)(
        display,
        window,
        XA_WM_CLASS,
        0,
        64,
        0,
        XA_STRING,
        &mut kind,
        &mut format,
        &mut items,
        &mut after,
        &mut data,
    );
    if status != 0 || data.is_null() {
        return false;
    }
    let bytes = std::slice::from_raw_parts(data, items as usize);
    let matches = bytes
        .split(|&b| b == 0)
        .any(|name| name == WM_CLASS.as_bytes());
    (xlib.free)(data.cast());
    matches
}
