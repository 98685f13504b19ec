//! Everything that differs between platforms, in one place: the data folder, the density, the
//! safe-area insets, the system theme, the event loop and waking it, the clipboard, and leaving
//! the app.
//!
//! The desktop (Linux on X11) is implemented and tested in full. The Android and iOS arms follow
//! the platform facts of macroquad 0.4.16 / miniquad 0.4.11 (JNI through miniquad's helpers,
//! UIKit through its Objective-C re-exports); CI compiles them for `aarch64-linux-android`,
//! `armv7-linux-androideabi` and `aarch64-apple-ios`, and only a device or simulator can run them
//! (marked `PLATFORM(android)` / `PLATFORM(ios)` where a device check is still owed).
//!
//! Why a waker: the game runs macroquad's blocking event loop, so an idle game draws nothing and
//! uses no CPU. Something must then wake the loop for the running clock (once a second), for a
//! puzzle finished by the worker thread, for a pending autosave or a long press. On X11,
//! `miniquad::window::schedule_update()` from another thread does not wake the loop, which waits
//! in `XNextEvent`; it needs an X event. Worse, miniquad's loop takes its display lock with
//! `try_lock().unwrap()`, so another thread holding that lock at the wrong instant would make
//! the game panic. The waker therefore never touches miniquad from its thread: it sends the
//! game's window a synthetic horizontal-wheel button event on its own X connection, and
//! macroquad, seeing a wheel event with `update_on.mouse_wheel` set, schedules the frame on the
//! main thread itself (miniquad `linux_x11.rs` `process_event` buttons 6 and 7, macroquad
//! `Stage::mouse_wheel_event`). The game ignores wheel input, so the event does nothing else.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::thread::Thread;
use std::time::{Duration, Instant};

use super::layout::Insets;

/// The window class the game's X11 window gets, by which the waker finds it.
pub const WM_CLASS: &str = "peerless";

/// Whether the game uses macroquad's blocking event loop here (no frames unless something
/// happens). Linux and Android: yes. iOS: no, by the platform notes (a thread cannot wake its
/// loop, and the system stops drawing in the background anyway); other desktops: not tested,
/// so the ordinary loop.
pub const BLOCKING_LOOP: bool = cfg!(any(target_os = "linux", target_os = "android"));

/// When to write saves. On the desktop a burst of moves is one write (the default policy), and
/// closing the window saves what is left. On phones every change is written at once: the system
/// gives the game no frame before it goes to the background (Android in the blocking loop, iOS
/// at all) and may kill it there, so there is no later moment to save in.
pub fn autosave_policy() -> crate::save::AutosavePolicy {
    if cfg!(any(target_os = "android", target_os = "ios")) {
        crate::save::AutosavePolicy::new(Duration::ZERO, Duration::ZERO)
    } else {
        crate::save::AutosavePolicy::default()
    }
}

/// Whether a gap of `passed` between two frames means the app was away (in the background).
/// Only where the loop draws continuously while active (iOS) does a long gap say so; in the
/// blocking loop long gaps are normal (no frames while the player thinks), and Android reports
/// the background as an event.
pub fn was_away(passed: Duration) -> bool {
    !BLOCKING_LOOP && passed > Duration::from_secs(2)
}

/// The folder for saves when the player did not name one, or `None` for the save module's
/// desktop default (`~/.local/share/peerless` on Linux).
pub fn data_dir() -> Option<PathBuf> {
    #[cfg(target_os = "android")]
    {
        // PLATFORM(android): the app's internal storage, `Context.getFilesDir()`, through the
        // JNI helpers miniquad exports (MACROQUAD-NOTES §5). Called once, on the main thread.
        use macroquad::miniquad::native::android::{attach_jni_env, ndk_utils, ACTIVITY};
        // SAFETY: `attach_jni_env` attaches the calling thread (the app's main thread, which
        // lives as long as the app) and `ACTIVITY` is the global reference miniquad keeps to
        // the running activity; the methods named exist on every Android version.
        let path: String = unsafe {
            let env = attach_jni_env();
            let dir =
                ndk_utils::call_object_method!(env, ACTIVITY, "getFilesDir", "()Ljava/io/File;");
            let text =
                ndk_utils::call_object_method!(env, dir, "getAbsolutePath", "()Ljava/lang/String;");
            ndk_utils::get_utf_str!(env, text).to_string()
        };
        Some(PathBuf::from(path))
    }
    #[cfg(target_os = "ios")]
    {
        // PLATFORM(ios): `$HOME` is the app's sandbox container; Application Support is the
        // place for data the player does not manage as documents.
        std::env::var_os("HOME").map(|home| {
            PathBuf::from(home)
                .join("Library")
                .join("Application Support")
                .join("Peerless")
        })
    }
    #[cfg(not(any(target_os = "android", target_os = "ios")))]
    {
        None
    }
}

/// Logical pixels per dp. On the desktop macroquad already divides by the system's scale
/// (`Xft.dpi / 96`), so a logical pixel is a dp. On phones macroquad's scale is always 1 and a
/// logical pixel is a physical one, so the density comes from the system: Android's
/// `DisplayMetrics.density`, iOS's `UIScreen.scale` (the game runs with `high_dpi`, so the
/// framebuffer is in physical pixels). Where the system does not answer, it is estimated from
/// the short side of the screen (phones are about 360 to 430 dp wide).
pub fn density(width: f32, height: f32) -> f32 {
    if cfg!(any(target_os = "android", target_os = "ios")) {
        static DENSITY: std::sync::OnceLock<Option<f32>> = std::sync::OnceLock::new();
        let reported = *DENSITY.get_or_init(system_density);
        reported
            .filter(|d| d.is_finite() && (0.5..=8.0).contains(d))
            .unwrap_or_else(|| (width.min(height) / 400.0).clamp(1.0, 4.0))
    } else {
        let _ = (width, height);
        1.0
    }
}

/// The density the system reports, asked once (on the main thread, where the frame runs).
#[cfg(target_os = "android")]
fn system_density() -> Option<f32> {
    // SAFETY: as in `resources_part`; `getDisplayMetrics()` and the float field `density` exist
    // on every Android version.
    unsafe {
        let (env, metrics) =
            resources_part("getDisplayMetrics", "()Landroid/util/DisplayMetrics;")?;
        float_field(env, metrics, "density")
    }
}

/// Asks the activity's `Resources` for one of its parts (`getDisplayMetrics`,
/// `getConfiguration`): the shared first half of every question the game puts to Android.
/// Returns the thread's JNI environment with the part, or `None` if Java answered null.
///
/// # Safety
/// Must be called on the main thread, which stays attached; `ACTIVITY` is miniquad's global
/// reference to the activity, `getResources()` exists on every Android version, and `getter`
/// must be a method of `Resources` with the given signature returning an object.
#[cfg(target_os = "android")]
unsafe fn resources_part(
    getter: &str,
    signature: &str,
) -> Option<(
    *mut macroquad::miniquad::native::android::ndk_sys::JNIEnv,
    macroquad::miniquad::native::android::ndk_sys::jobject,
)> {
    use macroquad::miniquad::native::android::{attach_jni_env, ndk_utils, ACTIVITY};
    let env = attach_jni_env();
    let resources = ndk_utils::call_object_method!(
        env,
        ACTIVITY,
        "getResources",
        "()Landroid/content/res/Resources;"
    );
    if resources.is_null() {
        return None;
    }
    let part = ndk_utils::call_object_method!(env, resources, getter, signature);
    (!part.is_null()).then_some((env, part))
}

#[cfg(target_os = "ios")]
fn system_density() -> Option<f32> {
    use macroquad::miniquad::native::apple::frameworks::{class, msg_send, sel, sel_impl, ObjcId};
    // SAFETY: UIKit is used on the main thread, where miniquad runs the frame on iOS;
    // `+[UIScreen mainScreen]` and `-scale` (a CGFloat, f64 on 64-bit iOS) exist since iOS 4.
    unsafe {
        let screen: ObjcId = msg_send![class!(UIScreen), mainScreen];
        if screen.is_null() {
            return None;
        }
        let scale: f64 = msg_send![screen, scale];
        Some(scale as f32)
    }
}

#[cfg(not(any(target_os = "android", target_os = "ios")))]
#[allow(dead_code)] // only phones ask the system
fn system_density() -> Option<f32> {
    None
}

/// Looks up a Java object's field by name and JNI type signature (`c"F"`, `c"I"`): the one
/// place the class and field lookups live, so each typed reader below is a single call.
///
/// # Safety
/// `env` must be the current thread's attached JNI environment and `object` a live reference.
#[cfg(target_os = "android")]
unsafe fn field_id(
    env: *mut macroquad::miniquad::native::android::ndk_sys::JNIEnv,
    object: macroquad::miniquad::native::android::ndk_sys::jobject,
    name: &str,
    signature: &std::ffi::CStr,
) -> Option<macroquad::miniquad::native::android::ndk_sys::jfieldID> {
    let get_class = (**env).GetObjectClass?;
    let get_field = (**env).GetFieldID?;
    let class = get_class(env, object);
    let name = std::ffi::CString::new(name).ok()?;
    let field = get_field(env, class, name.as_ptr(), signature.as_ptr());
    (!field.is_null()).then_some(field)
}

/// Reads a Java object's `float` field by name.
///
/// # Safety
/// As [`field_id`].
#[cfg(target_os = "android")]
unsafe fn float_field(
    env: *mut macroquad::miniquad::native::android::ndk_sys::JNIEnv,
    object: macroquad::miniquad::native::android::ndk_sys::jobject,
    name: &str,
) -> Option<f32> {
    let field = field_id(env, object, name, c"F")?;
    Some((**env).GetFloatField?(env, object, field))
}

/// Reads a Java object's `int` field by name.
///
/// # Safety
/// As [`field_id`].
#[cfg(target_os = "android")]
unsafe fn int_field(
    env: *mut macroquad::miniquad::native::android::ndk_sys::JNIEnv,
    object: macroquad::miniquad::native::android::ndk_sys::jobject,
    name: &str,
) -> Option<i32> {
    let field = field_id(env, object, name, c"I")?;
    Some((**env).GetIntField?(env, object, field))
}

/// Space the system keeps for itself, in logical pixels. On Android (API 30 and up) the surface
/// already excludes the system bars, and the game runs full screen in portrait below that, so
/// nothing is kept. On iOS the view covers the notch and the home indicator: the view's
/// `safeAreaInsets` (in points) times the screen scale.
pub fn insets() -> Insets {
    #[cfg(target_os = "ios")]
    {
        use macroquad::miniquad::native::apple::frameworks::{msg_send, sel, sel_impl};
        #[repr(C)]
        #[derive(Clone, Copy)]
        struct UiEdgeInsets {
            top: f64,
            left: f64,
            bottom: f64,
            right: f64,
        }
        let scale = system_density().unwrap_or(1.0);
        // SAFETY: called on the main thread during a frame; `apple_view()` is the game's live
        // view and `-safeAreaInsets` exists since iOS 11 (the game requires 13). The struct
        // matches UIEdgeInsets (four CGFloats, f64 on 64-bit iOS).
        let edges: UiEdgeInsets =
            unsafe { msg_send![macroquad::miniquad::window::apple_view(), safeAreaInsets] };
        Insets {
            top: edges.top as f32 * scale,
            right: edges.right as f32 * scale,
            bottom: edges.bottom as f32 * scale,
            left: edges.left as f32 * scale,
        }
    }
    #[cfg(not(target_os = "ios"))]
    {
        Insets::default()
    }
}

/// Whether the system asks for dark mode, for the "follow the system" theme: Android's
/// `Configuration.uiMode` night bits, iOS's trait collection. Asked once: a change of mode
/// restarts the activity on Android, and on iOS the game keeps the mode it started in.
pub fn system_dark() -> bool {
    static DARK: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *DARK.get_or_init(ask_dark_mode)
}

#[cfg(target_os = "android")]
fn ask_dark_mode() -> bool {
    const UI_MODE_NIGHT_MASK: i32 = 0x30;
    const UI_MODE_NIGHT_YES: i32 = 0x20;
    // SAFETY: as in `resources_part`; `getConfiguration()` and the int field `uiMode` exist on
    // every Android version.
    unsafe {
        resources_part("getConfiguration", "()Landroid/content/res/Configuration;")
            .and_then(|(env, configuration)| int_field(env, configuration, "uiMode"))
            .is_some_and(|mode| mode & UI_MODE_NIGHT_MASK == UI_MODE_NIGHT_YES)
    }
}

#[cfg(target_os = "ios")]
fn ask_dark_mode() -> bool {
    use macroquad::miniquad::native::apple::frameworks::{msg_send, sel, sel_impl, ObjcId};
    const UI_USER_INTERFACE_STYLE_DARK: isize = 2;
    // SAFETY: main thread; `-traitCollection` and `-userInterfaceStyle` (an NSInteger) exist
    // since iOS 12 (the game requires 13).
    unsafe {
        let traits: ObjcId = msg_send![macroquad::miniquad::window::apple_view(), traitCollection];
        if traits.is_null() {
            return false;
        }
        let style: isize = msg_send![traits, userInterfaceStyle];
        style == UI_USER_INTERFACE_STYLE_DARK
    }
}

#[cfg(not(any(target_os = "android", target_os = "ios")))]
fn ask_dark_mode() -> bool {
    false
}

/// The clipboard's text, where the platform has a clipboard macroquad reaches (X11 and
/// Android; on iOS it is a stub that answers nothing). Call only on an explicit paste: on X11
/// it waits for the selection owner.
pub fn clipboard() -> Option<String> {
    macroquad::miniquad::window::clipboard_get()
}

/// Whether there is a clipboard to paste from.
pub const HAS_CLIPBOARD: bool = !cfg!(target_os = "ios");

/// Whether the start screen's Back leaves the app by ending the main loop (desktop), as opposed
/// to handing the app to the system (Android) or doing nothing (iOS, whose apps never quit
/// themselves).
pub const QUITS_BY_RETURNING: bool = !cfg!(any(target_os = "android", target_os = "ios"));

/// Leaves the app where returning from the main loop would not: Android sends the task to the
/// background, as Home does (returning from the loop there would freeze the app).
pub fn leave_app() {
    #[cfg(target_os = "android")]
    {
        // PLATFORM(android): Activity.moveTaskToBack(true), MACROQUAD-NOTES §4.
        use macroquad::miniquad::native::android::{attach_jni_env, ndk_utils, ACTIVITY};
        // SAFETY: called on the main thread, which stays attached; `ACTIVITY` is miniquad's
        // global reference to the activity, and `moveTaskToBack(boolean)` exists on every
        // Android version.
        unsafe {
            let env = attach_jni_env();
            let _ = ndk_utils::call_bool_method!(env, ACTIVITY, "moveTaskToBack", "(Z)Z", 1i32);
        }
    }
}

/// A logout, a shutdown, Ctrl+C in a terminal or a closed terminal (SIGTERM, SIGINT, SIGHUP) on
/// desktop Unix: once `watch` has run, such a signal no longer kills the game at once; it sets the
/// returned flag and wakes the loop, and the game ends as when its window is closed, saving the
/// last moves (the autosave waits for a burst of moves to settle, so they may not be on disk yet).
/// A second signal ends the process at once, for a game that does not respond.
pub struct QuitSignals {
    requested: Arc<AtomicBool>,
}

impl QuitSignals {
    /// Starts watching (on its own thread). Elsewhere (phones, other systems) it never fires.
    pub fn watch(waker: &Waker) -> QuitSignals {
        let requested = Arc::new(AtomicBool::new(false));
        #[cfg(all(unix, not(any(target_os = "android", target_os = "ios"))))]
        {
            use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
            match signal_hook::iterator::Signals::new([SIGTERM, SIGINT, SIGHUP]) {
                Ok(mut signals) => {
                    let flag = Arc::clone(&requested);
                    let waker = waker.clone();
                    let started = std::thread::Builder::new()
                        .name("peerless-signals".to_string())
                        .spawn(move || {
                            for signal in signals.forever() {
                                if flag.swap(true, Ordering::AcqRel) {
                                    // The second one: the game did not end after the first.
                                    std::process::exit(128 + signal);
                                }
                                waker.wake_now();
                            }
                        });
                    if let Err(error) = started {
                        eprintln!("peerless: signals will end the game unsaved: {error}");
                    }
                }
                Err(error) => eprintln!("peerless: signals will end the game unsaved: {error}"),
            }
        }
        #[cfg(not(all(unix, not(any(target_os = "android", target_os = "ios")))))]
        let _ = waker;
        QuitSignals { requested }
    }

    /// Whether a signal asked the game to end.
    pub fn requested(&self) -> bool {
        self.requested.load(Ordering::Acquire)
    }
}

/// Asks for one more frame right after this one (animations, a script). Call it on the main
/// thread, during a frame: that is where a request is always seen.
pub fn request_frame() {
    macroquad::miniquad::window::schedule_update();
}

/// Wakes the blocked event loop from any thread, at a time or at once. Cheap to clone; each
/// clone talks to the same waker thread. Where the loop does not block, it does nothing.
#[derive(Clone, Debug)]
pub struct Waker {
    shared: Arc<Shared>,
    thread: Option<Thread>,
}

#[derive(Debug)]
struct Shared {
    epoch: Instant,
    /// The next wake, in milliseconds since `epoch`; `u64::MAX` for none.
    deadline: AtomicU64,
    /// A wake asked for at once.
    now: AtomicBool,
}

impl Waker {
    /// Starts the waker thread. Call it once the window exists (after the first frame), so the
    /// thread can find it.
    pub fn start() -> Waker {
        let shared = Arc::new(Shared {
            epoch: Instant::now(),
            deadline: AtomicU64::new(u64::MAX),
            now: AtomicBool::new(false),
        });
        let thread = if BLOCKING_LOOP {
            let inner = Arc::clone(&shared);
            std::thread::Builder::new()
                .name("peerless-waker".to_string())
                .spawn(move || wake_loop(&inner))
                .ok()
                .map(|handle| handle.thread().clone())
        } else {
            None
        };
        Waker { shared, thread }
    }

    /// A waker that never wakes anything (before the window exists, and in tests).
    pub fn inert() -> Waker {
        Waker {
            shared: Arc::new(Shared {
                epoch: Instant::now(),
                deadline: AtomicU64::new(u64::MAX),
                now: AtomicBool::new(false),
            }),
            thread: None,
        }
    }

    /// Wakes the loop at `at` (or earlier, if an earlier wake is already asked for).
    pub fn wake_at(&self, at: Instant) {
        let Some(thread) = &self.thread else { return };
        let ms = at.saturating_duration_since(self.shared.epoch).as_millis() as u64;
        let before = self.shared.deadline.fetch_min(ms, Ordering::AcqRel);
        if ms < before {
            thread.unpark();
        }
    }

    /// Wakes the loop as soon as possible (a worker's result is ready).
    pub fn wake_now(&self) {
        let Some(thread) = &self.thread else { return };
        self.shared.now.store(true, Ordering::Release);
        thread.unpark();
    }
}

/// The waker thread: sleeps until the earliest deadline or an urgent request, then wakes the
/// event loop. It never exits; it holds no lock the game uses.
fn wake_loop(shared: &Shared) {
    let mut poke = Poke::new();
    loop {
        if shared.now.swap(false, Ordering::AcqRel) {
            poke.send();
            continue;
        }
        let deadline = shared.deadline.load(Ordering::Acquire);
        if deadline == u64::MAX {
            std::thread::park();
            continue;
        }
        let now = shared.epoch.elapsed().as_millis() as u64;
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

/// Android: `schedule_update()` from another thread wakes the loop (MACROQUAD-NOTES §7), but
/// only while the app has the focus, since a request made in the background makes the render
/// thread spin until the app returns.
#[cfg(target_os = "android")]
struct Poke;

#[cfg(target_os = "android")]
impl Poke {
    fn new() -> Poke {
        Poke
    }

    fn send(&mut self) {
        // PLATFORM(android): check on a device with `adb shell top` that an idle game sleeps.
        use macroquad::miniquad::native::android::{attach_jni_env, ndk_utils, ACTIVITY};
        // SAFETY: this thread never exits, so attaching it once for good is what
        // `attach_jni_env` expects; `hasWindowFocus()` exists on every Android version.
        let focused = unsafe {
            let env = attach_jni_env();
            ndk_utils::call_bool_method!(env, ACTIVITY, "hasWindowFocus", "()Z") != 0
        };
        if focused {
            macroquad::miniquad::window::schedule_update();
        }
    }
}

/// Elsewhere without X11 the loop does not block, so there is nothing to wake.
#[cfg(not(any(target_os = "linux", target_os = "android")))]
struct Poke;

#[cfg(not(any(target_os = "linux", target_os = "android")))]
impl Poke {
    fn new() -> Poke {
        Poke
    }

    fn send(&mut self) {}
}

#[cfg(target_os = "linux")]
use x11::Poke;

/// The X11 waker: its own connection to the X server, the game's window found by its class, and
/// a synthetic wheel event to wake the game's loop.
#[cfg(target_os = "linux")]
mod x11 {
    use std::ffi::{c_char, c_int, c_long, c_uchar, c_uint, c_ulong, c_void};
    use std::ptr;

    use macroquad::miniquad::native::module::linux::Module;

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

    pub(super) struct Poke {
        xlib: Option<Xlib>,
        display: *mut Display,
        windows: Vec<Window>,
    }

    impl Poke {
        pub(super) fn new() -> Poke {
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
            Poke {
                xlib,
                display,
                windows: Vec::new(),
            }
        }

        pub(super) fn send(&mut self) {
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_desktop_batches_saves_and_never_mistakes_a_long_think_for_an_absence() {
        if cfg!(target_os = "linux") {
            assert!(
                !was_away(Duration::from_secs(600)),
                "no frames while thinking is normal"
            );
            let mut policy = autosave_policy();
            policy.changed(Duration::ZERO);
            assert!(
                !policy.due(Duration::from_millis(10)),
                "a burst of moves is one write"
            );
        }
    }

    #[test]
    fn the_desktop_density_is_one_and_insets_are_empty() {
        assert_eq!(density(1280.0, 800.0), 1.0);
        assert_eq!(insets(), Insets::default());
    }

    #[test]
    fn an_inert_waker_ignores_requests() {
        let waker = Waker::inert();
        waker.wake_at(Instant::now());
        waker.wake_now();
        assert_eq!(waker.shared.deadline.load(Ordering::Relaxed), u64::MAX);
    }
}
