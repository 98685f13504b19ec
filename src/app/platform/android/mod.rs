//! Android: the system's answers through JNI, every call through the one helper in [`jni`]
//! (local frames, exceptions cleared), with the helpers miniquad exports (MACROQUAD-NOTES §5).
//!
//! - Saves: files in the app's internal storage, `Context.getFilesDir()`.
//! - Density: `DisplayMetrics.density` (macroquad's own scale is always 1 here).
//! - Insets: the game is fullscreen (no status or navigation bar) and miniquad lets it draw into
//!   the short edges' display cutouts, so the insets are the cutout's safe insets (API 28 and up;
//!   none before, where phones have no cutouts the system lets an app cover).
//! - Dark mode: `Configuration.uiMode`'s night bits.
//! - The loop blocks; the waker calls `schedule_update()` from its thread, which wakes the loop on
//!   Android, but only while the app has the focus (a request made in the background makes the
//!   render thread spin until the app returns).
//! - Back at the start screen sends the task to the background, as Home does (returning from the
//!   loop would freeze the app).
//! - Screen readers: AccessKit's injecting adapter on the window's decor view (`jni.rs`), which
//!   TalkBack reads the game's accessibility tree through.
//!
//! CI compiles this file for `aarch64-linux-android` and `armv7-linux-androideabi`; only a device
//! runs it (`PLATFORM(android)` marks what a device must still confirm).

use std::path::Path;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use peerless::game::Date;
use peerless::save::{AutosavePolicy, FileStorage, Storage};

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use accesskit::{ActionHandler, ActionRequest, ActivationHandler, TreeUpdate};

use super::waker::{Poke, Waker};
use super::{
    believable_density, estimated_density, Accessibility, Haptic, Insets, Platform, QuitRequests,
};

mod jni;

/// The photo the picker brought (`Some(None)`: one that could not be read), waiting for the
/// game's next frame: the activity hands it over on the UI thread.
static PICKED: Mutex<Option<Option<Vec<u8>>>> = Mutex::new(None);
/// The waker of the game that asked for a photo: the loop blocks, and the photo comes with no
/// input of its own.
static PHOTO_WAKER: Mutex<Option<Waker>> = Mutex::new(None);

/// A photo from the activity's picker, for [`Platform::photo`], the loop woken to take it.
fn photo_arrived(photo: Option<Vec<u8>>) {
    *PICKED.lock().unwrap_or_else(|e| e.into_inner()) = Some(photo);
    if let Some(waker) = PHOTO_WAKER
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .as_ref()
    {
        waker.wake_now();
    }
}

/// The Android platform.
pub struct Android;

impl Platform for Android {
    const BLOCKING_LOOP: bool = true;
    const HAS_CLIPBOARD: bool = true;
    const DESKTOP_WINDOW: bool = false;
    const TOUCH_SCREEN: bool = true;
    const HAS_HAPTICS: bool = true;
    const BACK_LEAVES_APP: bool = true;
    /// The system's photo picker, through the activity (`android/main-activity.java`).
    const TAKES_PHOTOS: bool = true;

    fn ask_photo(waker: &Waker) -> bool {
        *PHOTO_WAKER.lock().unwrap_or_else(|e| e.into_inner()) = Some(waker.clone());
        jni::ask_photo()
    }

    fn photo() -> Option<Option<Vec<u8>>> {
        PICKED.lock().unwrap_or_else(|e| e.into_inner()).take()
    }

    fn storage(folder: Option<&Path>) -> Result<Box<dyn Storage>, peerless::l10n::Message> {
        let dir = match folder {
            Some(dir) => dir.to_path_buf(),
            None => jni::files_dir()
                .ok_or_else(|| peerless::l10n::Message::new("save-reason-no-app-folder"))?,
        };
        Ok(Box::new(FileStorage::new(dir)))
    }

    fn autosave_policy() -> AutosavePolicy {
        AutosavePolicy::every_change()
    }

    fn density(width: f32, height: f32) -> f32 {
        believable_density(jni::density()).unwrap_or_else(|| estimated_density(width, height))
    }

    fn insets() -> Insets {
        // Pixels, which are the game's logical pixels here (macroquad's DPI scale is 1).
        match jni::cutout_insets() {
            Some([left, top, right, bottom]) => Insets {
                top: top.max(0) as f32,
                right: right.max(0) as f32,
                bottom: bottom.max(0) as f32,
                left: left.max(0) as f32,
            },
            None => Insets::default(),
        }
    }

    fn dark_mode() -> bool {
        const UI_MODE_NIGHT_MASK: i32 = 0x30;
        const UI_MODE_NIGHT_YES: i32 = 0x20;
        jni::ui_mode().is_some_and(|mode| mode & UI_MODE_NIGHT_MASK == UI_MODE_NIGHT_YES)
    }

    fn system_languages() -> Vec<String> {
        jni::language_tags()
            .map(|tags| tags.split(',').map(String::from).collect())
            .unwrap_or_default()
    }

    fn clipboard() -> Option<String> {
        macroquad::miniquad::window::clipboard_get()
    }

    fn copy(text: &str) -> bool {
        macroquad::miniquad::window::clipboard_set(text);
        true
    }

    fn start_waker() -> Waker {
        Waker::start(Android::now, || FocusPoke)
    }

    fn watch_quit_requests(_waker: &Waker) -> QuitRequests {
        QuitRequests::never()
    }

    fn haptic(kind: Haptic) {
        // HapticFeedbackConstants: VIRTUAL_KEY (1) for an entry, LONG_PRESS (0), stronger, for
        // a mistake.
        let constant = match kind {
            Haptic::Tick => 1,
            Haptic::Mistake => 0,
        };
        let _ = jni::haptic_feedback(constant);
    }

    /// Logcat, tag `SAPP` (miniquad's), at the error level: `adb logcat -s SAPP`.
    fn log(message: &str) {
        // miniquad's logger refuses (panics on) a NUL inside the text.
        let text = message.replace('\0', " ");
        macroquad::miniquad::error!("peerless: {}", text);
    }

    fn leave_app() {
        // PLATFORM(android): Activity.moveTaskToBack(true), MACROQUAD-NOTES §4.
        jni::move_task_to_back();
    }

    fn now() -> Duration {
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed()
    }

    fn today() -> Date {
        super::unix::today()
    }

    /// Android reports the background as an event; a long gap in the blocking loop is a think.
    fn was_away(_passed: Duration) -> bool {
        false
    }

    fn spawn(name: &str, work: Box<dyn FnOnce() + Send>) -> bool {
        std::thread::Builder::new()
            .name(name.to_string())
            .spawn(work)
            .is_ok()
    }

    /// AccessKit's injecting adapter on the activity's window (see `jni.rs`).
    fn accessibility(waker: &Waker) -> Option<Box<dyn Accessibility>> {
        // PLATFORM(android): check with TalkBack on a device that the cells are explored under
        // the finger and the announcements are spoken.
        let shared = Arc::new(Shared {
            wanted: AtomicBool::new(false),
            requests: Mutex::new(Vec::new()),
            waker: waker.clone(),
        });
        let adapter = jni::inject_accessibility(
            Activation(Arc::clone(&shared)),
            Actions(Arc::clone(&shared)),
        )?;
        Some(Box::new(TalkBack { adapter, shared }))
    }
}

/// What the adapter's handlers (called on Android's UI thread) and the game share.
struct Shared {
    /// TalkBack reads the tree: build it and keep it current.
    wanted: AtomicBool,
    /// Requests not yet played.
    requests: Mutex<Vec<ActionRequest>>,
    waker: Waker,
}

struct Activation(Arc<Shared>);

impl ActivationHandler for Activation {
    fn request_initial_tree(&mut self) -> Option<TreeUpdate> {
        // The game builds the tree on its own thread, from its own state, at the next frame.
        self.0.wanted.store(true, Ordering::Release);
        self.0.waker.wake_now();
        None
    }
}

struct Actions(Arc<Shared>);

impl ActionHandler for Actions {
    fn do_action(&mut self, request: ActionRequest) {
        if let Ok(mut requests) = self.0.requests.lock() {
            requests.push(request);
        }
        self.0.waker.wake_now();
    }
}

/// The injecting adapter and what it shares with its handlers.
struct TalkBack {
    adapter: accesskit_android::InjectingAdapter,
    shared: Arc<Shared>,
}

impl Accessibility for TalkBack {
    fn active(&self) -> bool {
        self.shared.wanted.load(Ordering::Acquire)
    }

    fn update(&mut self, tree: &mut dyn FnMut() -> TreeUpdate) {
        self.adapter.update_if_active(tree);
    }

    fn window_focused(&mut self, _focused: bool) {}

    fn requests(&mut self) -> Vec<ActionRequest> {
        self.shared
            .requests
            .lock()
            .map(|mut requests| std::mem::take(&mut *requests))
            .unwrap_or_default()
    }
}

/// Wakes the loop with `schedule_update()`, only while the activity has the window focus and is
/// not destroyed: a request made in the background makes the render thread spin until the app
/// returns, and one made after `onDestroy` would panic inside miniquad.
struct FocusPoke;

impl Poke for FocusPoke {
    fn send(&mut self) {
        // PLATFORM(android): check on a device with `adb shell top` that an idle game sleeps.
        if jni::focused_and_alive() {
            macroquad::miniquad::window::schedule_update();
        }
    }
}
