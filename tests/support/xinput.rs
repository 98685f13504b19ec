//! Real input for a window test: an X server of the test's own (Xvfb, whose display number it
//! reports when it is ready) and the X Test extension's keys, clicks and pointer moves, as
//! `xdotool` makes them, through Xlib and libXtst loaded at run time (what miniquad itself does
//! for libX11), so the test needs no tool and no crate of its own.
//!
//! Input sent this way goes through the X server to the game's window and into miniquad's loop
//! exactly as a player's does: the path the scripted mode (which feeds the game's events
//! directly) does not take.

use std::ffi::{c_char, c_int, c_long, c_uchar, c_uint, c_ulong, c_void, CString};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use macroquad::miniquad::native::module::linux::Module;

type Display = c_void;
type Window = c_ulong;

/// An X server started for one test, stopped when dropped.
pub struct Xvfb {
    child: Child,
    /// Its display, `:N`.
    pub display: String,
}

impl Xvfb {
    /// Starts Xvfb on a free display with a 1280x1024 screen; `None` (with the reason) when it
    /// cannot start.
    pub fn start() -> Result<Xvfb, String> {
        let mut child = Command::new("Xvfb")
            .args([
                "-displayfd",
                "1",
                "-screen",
                "0",
                "1280x1024x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| format!("Xvfb does not start: {error}"))?;
        // Xvfb writes its display number once it accepts connections.
        let mut line = String::new();
        let stdout = child.stdout.take().expect("piped");
        let read = BufReader::new(stdout).read_line(&mut line);
        match (read, line.trim().parse::<u32>()) {
            (Ok(_), Ok(number)) => Ok(Xvfb {
                child,
                display: format!(":{number}"),
            }),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                Err(format!("Xvfb gave no display number ({line:?})"))
            }
        }
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The Xlib and X Test functions the driver uses.
struct Lib {
    _x11: Module,
    _xtst: Module,
    open_display: unsafe extern "C" fn(*const c_char) -> *mut Display,
    close_display: unsafe extern "C" fn(*mut Display) -> c_int,
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
        c_ulong,
        c_long,
        c_long,
        c_int,
        c_ulong,
        *mut c_ulong,
        *mut c_int,
        *mut c_ulong,
        *mut c_ulong,
        *mut *mut c_uchar,
    ) -> c_int,
    translate_coordinates: unsafe extern "C" fn(
        *mut Display,
        Window,
        Window,
        c_int,
        c_int,
        *mut c_int,
        *mut c_int,
        *mut Window,
    ) -> c_int,
    set_input_focus: unsafe extern "C" fn(*mut Display, Window, c_int, c_ulong) -> c_int,
    free: unsafe extern "C" fn(*mut c_void) -> c_int,
    string_to_keysym: unsafe extern "C" fn(*const c_char) -> c_ulong,
    keysym_to_keycode: unsafe extern "C" fn(*mut Display, c_ulong) -> c_uchar,
    sync: unsafe extern "C" fn(*mut Display, c_int) -> c_int,
    fake_key: unsafe extern "C" fn(*mut Display, c_uint, c_int, c_ulong) -> c_int,
    fake_button: unsafe extern "C" fn(*mut Display, c_uint, c_int, c_ulong) -> c_int,
    fake_motion: unsafe extern "C" fn(*mut Display, c_int, c_int, c_int, c_ulong) -> c_int,
}

impl Lib {
    fn load() -> Result<Lib, String> {
        let x11 = Module::load("libX11.so.6").map_err(|_| "no libX11.so.6".to_string())?;
        let xtst = Module::load("libXtst.so.6").map_err(|_| "no libXtst.so.6".to_string())?;
        let missing = |name: &str| format!("no {name}");
        Ok(Lib {
            open_display: x11
                .get_symbol("XOpenDisplay")
                .map_err(|_| missing("XOpenDisplay"))?,
            close_display: x11
                .get_symbol("XCloseDisplay")
                .map_err(|_| missing("XCloseDisplay"))?,
            default_root_window: x11
                .get_symbol("XDefaultRootWindow")
                .map_err(|_| missing("XDefaultRootWindow"))?,
            query_tree: x11
                .get_symbol("XQueryTree")
                .map_err(|_| missing("XQueryTree"))?,
            get_window_property: x11
                .get_symbol("XGetWindowProperty")
                .map_err(|_| missing("XGetWindowProperty"))?,
            translate_coordinates: x11
                .get_symbol("XTranslateCoordinates")
                .map_err(|_| missing("XTranslateCoordinates"))?,
            set_input_focus: x11
                .get_symbol("XSetInputFocus")
                .map_err(|_| missing("XSetInputFocus"))?,
            free: x11.get_symbol("XFree").map_err(|_| missing("XFree"))?,
            string_to_keysym: x11
                .get_symbol("XStringToKeysym")
                .map_err(|_| missing("XStringToKeysym"))?,
            keysym_to_keycode: x11
                .get_symbol("XKeysymToKeycode")
                .map_err(|_| missing("XKeysymToKeycode"))?,
            sync: x11.get_symbol("XSync").map_err(|_| missing("XSync"))?,
            fake_key: xtst
                .get_symbol("XTestFakeKeyEvent")
                .map_err(|_| missing("XTestFakeKeyEvent"))?,
            fake_button: xtst
                .get_symbol("XTestFakeButtonEvent")
                .map_err(|_| missing("XTestFakeButtonEvent"))?,
            fake_motion: xtst
                .get_symbol("XTestFakeMotionEvent")
                .map_err(|_| missing("XTestFakeMotionEvent"))?,
            _x11: x11,
            _xtst: xtst,
        })
    }
}

/// The X Test extension on a connection of the test's own, aimed at one window.
pub struct Input {
    lib: Lib,
    display: *mut Display,
    /// The window's top-left corner on the screen.
    origin: (c_int, c_int),
}

const XA_STRING: c_ulong = 31;
const XA_WM_CLASS: c_ulong = 67;
/// `RevertToParent`.
const REVERT_TO_PARENT: c_int = 2;

impl Input {
    /// Connects to `display` and finds the window whose WM_CLASS is `class`, waiting for it
    /// (the game maps it at its start) up to `limit`.
    pub fn connect(display: &str, class: &str, limit: Duration) -> Result<Input, String> {
        let lib = Lib::load()?;
        let name = CString::new(display).map_err(|e| e.to_string())?;
        // SAFETY: a NUL-terminated display name; null is checked.
        let connection = unsafe { (lib.open_display)(name.as_ptr()) };
        if connection.is_null() {
            return Err(format!("cannot open display {display}"));
        }
        let mut input = Input {
            lib,
            display: connection,
            origin: (0, 0),
        };
        let started = std::time::Instant::now();
        let window = loop {
            if let Some(window) = input.find(class) {
                break window;
            }
            if started.elapsed() > limit {
                return Err(format!("no window of class {class} on {display}"));
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        // SAFETY: the display is open; the window exists (a BadWindow error would only be
        // printed by Xlib's default handler and end the test).
        unsafe {
            let root = (input.lib.default_root_window)(input.display);
            let (mut x, mut y, mut child) = (0, 0, 0);
            (input.lib.translate_coordinates)(
                input.display,
                window,
                root,
                0,
                0,
                &mut x,
                &mut y,
                &mut child,
            );
            input.origin = (x, y);
            (input.lib.set_input_focus)(input.display, window, REVERT_TO_PARENT, 0);
            (input.lib.sync)(input.display, 0);
        }
        Ok(input)
    }

    /// The first window (breadth-first from the root) whose WM_CLASS names `class`.
    fn find(&self, class: &str) -> Option<Window> {
        // SAFETY: the display is open and used by this thread only; every list Xlib returns
        // is freed with XFree.
        unsafe {
            let mut queue = vec![(self.lib.default_root_window)(self.display)];
            while !queue.is_empty() {
                let window = queue.remove(0);
                if self.has_class(window, class) {
                    return Some(window);
                }
                let (mut root, mut parent) = (0, 0);
                let mut children: *mut Window = std::ptr::null_mut();
                let mut count: c_uint = 0;
                let ok = (self.lib.query_tree)(
                    self.display,
                    window,
                    &mut root,
                    &mut parent,
                    &mut children,
                    &mut count,
                );
                if ok != 0 && !children.is_null() {
                    queue.extend_from_slice(std::slice::from_raw_parts(children, count as usize));
                    (self.lib.free)(children.cast());
                }
            }
        }
        None
    }

    /// # Safety
    /// The display is open.
    unsafe fn has_class(&self, window: Window, class: &str) -> bool {
        let (mut kind, mut format, mut items, mut after) = (0, 0, 0, 0);
        let mut data: *mut c_uchar = std::ptr::null_mut();
        let status = (self.lib.get_window_property)(
            self.display,
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
        let found = bytes
            .split(|&b| b == 0)
            .any(|name| name == class.as_bytes());
        (self.lib.free)(data.cast());
        found
    }

    /// Presses and releases a key by its X name (`Tab`, `Return`, `Escape`, `Down`), with Shift
    /// held when `shift`. Returns when the server has taken the events (XSync).
    pub fn key(&self, name: &str, shift: bool) {
        let code = |name: &str| {
            let name = CString::new(name).unwrap();
            // SAFETY: the display is open; the keysym names are X's.
            let code = unsafe {
                (self.lib.keysym_to_keycode)(
                    self.display,
                    (self.lib.string_to_keysym)(name.as_ptr()),
                )
            };
            assert_ne!(code, 0, "no key {name:?} on this server");
            c_uint::from(code)
        };
        let (key, shift_key) = (code(name), code("Shift_L"));
        // SAFETY: the display is open; XTest's calls take a keycode and a flag.
        unsafe {
            if shift {
                (self.lib.fake_key)(self.display, shift_key, 1, 0);
            }
            (self.lib.fake_key)(self.display, key, 1, 0);
            (self.lib.fake_key)(self.display, key, 0, 0);
            if shift {
                (self.lib.fake_key)(self.display, shift_key, 0, 0);
            }
            (self.lib.sync)(self.display, 0);
        }
    }

    /// Moves the pointer to `(x, y)` in the window and clicks the left button there. Returns
    /// when the server has taken the events.
    pub fn click(&self, x: f32, y: f32) {
        let (x, y) = (
            self.origin.0 + x.round() as c_int,
            self.origin.1 + y.round() as c_int,
        );
        // SAFETY: the display is open; screen -1 is the pointer's current screen.
        unsafe {
            (self.lib.fake_motion)(self.display, -1, x, y, 0);
            (self.lib.fake_button)(self.display, 1, 1, 0);
            (self.lib.fake_button)(self.display, 1, 0, 0);
            (self.lib.sync)(self.display, 0);
        }
    }
}

impl Drop for Input {
    fn drop(&mut self) {
        // SAFETY: opened in `connect`, closed once.
        unsafe {
            (self.lib.close_display)(self.display);
        }
    }
}

/// `CLOCK_MONOTONIC` now: the clock the game's report times are given on (with its origin).
pub fn monotonic() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: writes one timespec, ours.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut now) };
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}
