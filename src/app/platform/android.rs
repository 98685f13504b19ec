//! Android: the system's answers through JNI, with the helpers miniquad exports
//! (`attach_jni_env`, `ACTIVITY`, `ndk_utils`; MACROQUAD-NOTES §5).
//!
//! - Saves: files in the app's internal storage, `Context.getFilesDir()`.
//! - Density: `DisplayMetrics.density` (macroquad's own scale is always 1 here). No insets: on
//!   API 30 and up the surface already excludes the system bars.
//! - Dark mode: `Configuration.uiMode`'s night bits.
//! - The loop blocks; the waker calls `schedule_update()` from its thread, which wakes the loop on
//!   Android, but only while the app has the focus (a request made in the background makes the
//!   render thread spin until the app returns).
//! - Back at the start screen sends the task to the background, as Home does (returning from the
//!   loop would freeze the app).
//!
//! CI compiles this file for `aarch64-linux-android` and `armv7-linux-androideabi`; only a device
//! runs it (`PLATFORM(android)` marks what a device must still confirm).

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use macroquad::miniquad::native::android::ndk_sys::{jfieldID, jobject, JNIEnv};
use macroquad::miniquad::native::android::{attach_jni_env, ndk_utils, ACTIVITY};
use peerless::game::Date;
use peerless::save::{AutosavePolicy, FileStorage, Storage};

use super::waker::{Poke, Waker};
use super::{believable_density, estimated_density, Insets, Platform, QuitRequests};

/// The Android platform.
pub struct Android;

impl Platform for Android {
    const BLOCKING_LOOP: bool = true;
    const HAS_CLIPBOARD: bool = true;
    const QUITS_BY_RETURNING: bool = false;

    fn storage(folder: Option<&Path>) -> Result<Box<dyn Storage>, String> {
        let dir = match folder {
            Some(dir) => dir.to_path_buf(),
            None => files_dir().ok_or("Android gave no folder for the app's files")?,
        };
        Ok(Box::new(FileStorage::new(dir)))
    }

    fn autosave_policy() -> AutosavePolicy {
        AutosavePolicy::new(Duration::ZERO, Duration::ZERO)
    }

    fn density(width: f32, height: f32) -> f32 {
        // SAFETY: called on the main thread, where the frame runs and which stays attached;
        // `getDisplayMetrics()` and the float field `density` exist on every Android version.
        let reported = unsafe {
            resources_part("getDisplayMetrics", "()Landroid/util/DisplayMetrics;")
                .and_then(|(env, metrics)| float_field(env, metrics, "density"))
        };
        believable_density(reported).unwrap_or_else(|| estimated_density(width, height))
    }

    fn insets() -> Insets {
        Insets::default()
    }

    fn dark_mode() -> bool {
        const UI_MODE_NIGHT_MASK: i32 = 0x30;
        const UI_MODE_NIGHT_YES: i32 = 0x20;
        // SAFETY: as in `density`; `getConfiguration()` and the int field `uiMode` exist on every
        // Android version.
        unsafe {
            resources_part("getConfiguration", "()Landroid/content/res/Configuration;")
                .and_then(|(env, configuration)| int_field(env, configuration, "uiMode"))
                .is_some_and(|mode| mode & UI_MODE_NIGHT_MASK == UI_MODE_NIGHT_YES)
        }
    }

    fn clipboard() -> Option<String> {
        macroquad::miniquad::window::clipboard_get()
    }

    fn start_waker() -> Waker {
        Waker::start(Android::now, || FocusPoke)
    }

    fn watch_quit_requests(_waker: &Waker) -> QuitRequests {
        QuitRequests::never()
    }

    fn leave_app() {
        // PLATFORM(android): Activity.moveTaskToBack(true), MACROQUAD-NOTES §4.
        // SAFETY: called on the main thread, which stays attached; `ACTIVITY` is miniquad's
        // global reference to the activity, and `moveTaskToBack(boolean)` exists on every
        // Android version.
        unsafe {
            let env = attach_jni_env();
            let _ = ndk_utils::call_bool_method!(env, ACTIVITY, "moveTaskToBack", "(Z)Z", 1i32);
        }
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
}

/// Wakes the loop with `schedule_update()`, only while the activity has the window focus.
struct FocusPoke;

impl Poke for FocusPoke {
    fn send(&mut self) {
        // PLATFORM(android): check on a device with `adb shell top` that an idle game sleeps.
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

/// The app's internal storage, `Context.getFilesDir()`.
fn files_dir() -> Option<PathBuf> {
    // SAFETY: `attach_jni_env` attaches the calling thread (the app's main thread, which lives
    // as long as the app) and `ACTIVITY` is the global reference miniquad keeps to the running
    // activity; the methods named exist on every Android version.
    let path: String = unsafe {
        let env = attach_jni_env();
        let dir = ndk_utils::call_object_method!(env, ACTIVITY, "getFilesDir", "()Ljava/io/File;");
        if dir.is_null() {
            return None;
        }
        let text =
            ndk_utils::call_object_method!(env, dir, "getAbsolutePath", "()Ljava/lang/String;");
        if text.is_null() {
            return None;
        }
        ndk_utils::get_utf_str!(env, text).to_string()
    };
    Some(PathBuf::from(path))
}

/// Asks the activity's `Resources` for one of its parts (`getDisplayMetrics`,
/// `getConfiguration`): the shared first half of every question the game puts to Android.
/// Returns the thread's JNI environment with the part, or `None` if Java answered null.
///
/// # Safety
/// Must be called on the main thread, which stays attached; `ACTIVITY` is miniquad's global
/// reference to the activity, `getResources()` exists on every Android version, and `getter`
/// must be a method of `Resources` with the given signature returning an object.
unsafe fn resources_part(getter: &str, signature: &str) -> Option<(*mut JNIEnv, jobject)> {
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

/// Looks up a Java object's field by name and JNI type signature (`c"F"`, `c"I"`): the one
/// place the class and field lookups live, so each typed reader below is a single call.
///
/// # Safety
/// `env` must be the current thread's attached JNI environment and `object` a live reference.
unsafe fn field_id(
    env: *mut JNIEnv,
    object: jobject,
    name: &str,
    signature: &std::ffi::CStr,
) -> Option<jfieldID> {
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
unsafe fn float_field(env: *mut JNIEnv, object: jobject, name: &str) -> Option<f32> {
    let field = field_id(env, object, name, c"F")?;
    Some((**env).GetFloatField?(env, object, field))
}

/// Reads a Java object's `int` field by name.
///
/// # Safety
/// As [`field_id`].
unsafe fn int_field(env: *mut JNIEnv, object: jobject, name: &str) -> Option<i32> {
    let field = field_id(env, object, name, c"I")?;
    Some((**env).GetIntField?(env, object, field))
}
