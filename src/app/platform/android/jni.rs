//! Every call the game makes into Java goes through [`java`], the one place that attaches the
//! thread and touches the JNI environment.
//!
//! Why one helper: the game's threads never return to Java (the render thread runs the game's
//! loop; the waker thread sleeps and pokes). A local reference made on such a thread is never
//! freed, and miniquad's call macros make one at every call (`GetObjectClass`); Android before
//! 8 aborts a thread past 512 of them, which at a poke a second is about eight minutes of play.
//! [`java`] runs each question inside a local frame (`PushLocalFrame`/`PopLocalFrame`), so all of
//! them are freed when it returns, clears a Java exception instead of letting it poison the next
//! call, and only lets plain Rust values out ([`Plain`]), never a reference that dies with the
//! frame. `tests/architecture.rs` checks that no JNI call is made outside this file.
//!
//! CI compiles this for the Android targets; only a device runs it (`PLATFORM(android)`).

use std::path::PathBuf;

use macroquad::miniquad::native::android::ndk_sys::{jobject, JNIEnv};
use macroquad::miniquad::native::android::{attach_jni_env, ndk_utils, ACTIVITY};

/// The values a question to Java may answer with: plain data that owns nothing of Java's.
pub trait Plain {}

impl Plain for bool {}
impl Plain for i32 {}
impl Plain for f32 {}
impl Plain for String {}
impl Plain for PathBuf {}
impl Plain for () {}
impl Plain for [i32; 4] {}
// The adapter keeps the VM and a weak global reference to its view: nothing of the frame.
impl Plain for accesskit_android::InjectingAdapter {}

/// How many local references one question may make before the frame must grow (JNI guarantees
/// 16 without asking; the questions here make a handful).
const LOCAL_FRAME: i32 = 16;

/// Runs `question` with this thread's JNI environment, inside a local reference frame: every
/// local reference it makes is freed when it returns. A Java exception it raised is cleared and
/// the answer is `None`.
///
/// # Safety
/// `question` must only make JNI calls that are valid on an attached thread with
/// `env`, on objects it got inside the frame (or on `ACTIVITY`, miniquad's global reference to
/// the running activity), and must not keep a reference past its return (the `Plain` bound
/// keeps them from escaping through the answer).
unsafe fn java<T: Plain>(question: impl FnOnce(*mut JNIEnv) -> Option<T>) -> Option<T> {
    // SAFETY: attaching is what every call here needs; the thread stays attached for good,
    // which is what `attach_jni_env` expects of the game's long-lived threads.
    let env = unsafe { attach_jni_env() };
    // SAFETY: `env` is this thread's environment; the function table's entries are set by the VM.
    unsafe {
        let push = (**env).PushLocalFrame?;
        let pop = (**env).PopLocalFrame?;
        let pending = (**env).ExceptionCheck?;
        let clear = (**env).ExceptionClear?;
        if push(env, LOCAL_FRAME) != 0 {
            // Out of memory for the frame: an exception is pending.
            clear(env);
            return None;
        }
        let answer = question(env);
        let failed = pending(env) != 0;
        if failed {
            clear(env);
        }
        pop(env, std::ptr::null_mut());
        if failed {
            None
        } else {
            answer
        }
    }
}

/// The app's internal storage, `Context.getFilesDir().getAbsolutePath()`.
pub fn files_dir() -> Option<PathBuf> {
    // SAFETY: `getFilesDir` and `getAbsolutePath` exist on every Android version; the objects
    // are local to the frame and checked for null before use.
    unsafe {
        java(|env| {
            let dir =
                ndk_utils::call_object_method!(env, ACTIVITY, "getFilesDir", "()Ljava/io/File;");
            if dir.is_null() {
                return None;
            }
            let path =
                ndk_utils::call_object_method!(env, dir, "getAbsolutePath", "()Ljava/lang/String;");
            if path.is_null() {
                return None;
            }
            Some(PathBuf::from(ndk_utils::get_utf_str!(env, path)))
        })
    }
}

/// `Resources.getDisplayMetrics().density`: logical pixels per dp.
pub fn density() -> Option<f32> {
    // SAFETY: as in `resources_part`; the float field `density` exists on every version.
    unsafe {
        java(|env| {
            let metrics =
                resources_part(env, "getDisplayMetrics", "()Landroid/util/DisplayMetrics;")?;
            let field = field_id(env, metrics, c"density", c"F")?;
            Some((**env).GetFloatField?(env, metrics, field))
        })
    }
}

/// `Resources.getConfiguration().uiMode`: the night bits say dark mode.
pub fn ui_mode() -> Option<i32> {
    // SAFETY: as in `resources_part`; the int field `uiMode` exists on every version.
    unsafe {
        java(|env| {
            let configuration = resources_part(
                env,
                "getConfiguration",
                "()Landroid/content/res/Configuration;",
            )?;
            let field = field_id(env, configuration, c"uiMode", c"I")?;
            Some((**env).GetIntField?(env, configuration, field))
        })
    }
}

/// `Resources.getConfiguration().getLocales().toLanguageTags()` (API 24): the player's
/// languages, most preferred first, as comma-separated BCP 47 tags (`de-DE,en-US`).
pub fn language_tags() -> Option<String> {
    // SAFETY: as in `resources_part`; `getLocales` (API 24) and `LocaleList.toLanguageTags`
    // exist on every version the game supports (API 26); each object is checked for null.
    unsafe {
        java(|env| {
            let configuration = resources_part(
                env,
                "getConfiguration",
                "()Landroid/content/res/Configuration;",
            )?;
            let locales = ndk_utils::call_object_method!(
                env,
                configuration,
                "getLocales",
                "()Landroid/os/LocaleList;"
            );
            if locales.is_null() {
                return None;
            }
            let tags = ndk_utils::call_object_method!(
                env,
                locales,
                "toLanguageTags",
                "()Ljava/lang/String;"
            );
            if tags.is_null() {
                return None;
            }
            Some(ndk_utils::get_utf_str!(env, tags).to_string())
        })
    }
}

/// `MainActivity.peerlessAskPhoto()` (`android/main-activity.java`, which cargo-quad-apk puts
/// into miniquad's activity as `quad.toml` asks): the system's photo picker, opened on the UI
/// thread; the photo comes back through [`Java_org_sudoku_peerless_MainActivity_peerlessPhoto`].
/// `false` where the activity has no such method (an APK built without the injection).
pub fn ask_photo() -> bool {
    // SAFETY: a method of the game's own activity, taking and returning nothing; where it is
    // missing the NoSuchMethodError is cleared and the answer is `None`.
    // PLATFORM(android): the picker opens, a photo chosen comes back, a cancel brings nothing.
    unsafe {
        java(|env| {
            ndk_utils::call_void_method!(env, ACTIVITY, "peerlessAskPhoto", "()V");
            Some(true)
        })
        .unwrap_or(false)
    }
}

/// `MainActivity.peerlessPhoto(byte[])`, the activity's native method (its class is the app
/// id's, `org.sudoku.peerless`, which `tests/packaging.rs` holds): the bytes of the photo the
/// picker brought, or null when they could not be read. Called by Java on the UI thread, which
/// Java attached; the bytes are copied out before it returns.
#[no_mangle]
pub extern "C" fn Java_org_sudoku_peerless_MainActivity_peerlessPhoto(
    env: *mut JNIEnv,
    _class: jobject,
    bytes: jobject,
) {
    let photo = if bytes.is_null() {
        None
    } else {
        // SAFETY: `env` is the calling thread's environment and `bytes` a live `byte[]` of the
        // call; the region copied is the array's whole length into a buffer of that length.
        unsafe {
            let (Some(length), Some(region)) = ((**env).GetArrayLength, (**env).GetByteArrayRegion)
            else {
                return;
            };
            let len = length(env, bytes);
            let mut copy = vec![0u8; usize::try_from(len).unwrap_or(0)];
            region(env, bytes, 0, len, copy.as_mut_ptr().cast());
            Some(copy)
        }
    };
    super::photo_arrived(photo);
}

/// `Activity.moveTaskToBack(true)`: to the background, as Home does.
pub fn move_task_to_back() {
    // SAFETY: `moveTaskToBack(boolean)` exists on every Android version.
    let _ = unsafe {
        java(|env| {
            ndk_utils::call_bool_method!(env, ACTIVITY, "moveTaskToBack", "(Z)Z", 1i32);
            Some(())
        })
    };
}

/// Whether the activity has the window focus and is not destroyed: the waker pokes the loop
/// only then. Focus is lost at `onPause`, before `onStop` and `onDestroy`, so a poke can no
/// longer reach a destroyed activity's loop (miniquad's request channel is gone then, and a
/// send would panic while holding its display lock).
pub fn focused_and_alive() -> bool {
    // SAFETY: `hasWindowFocus()` and `isDestroyed()` (API 17) exist on every version the game
    // supports; `ACTIVITY` stays a valid global reference after `onDestroy` (miniquad replaces it
    // only when a new activity is created).
    unsafe {
        java(|env| {
            let focused = ndk_utils::call_bool_method!(env, ACTIVITY, "hasWindowFocus", "()Z");
            let destroyed = ndk_utils::call_bool_method!(env, ACTIVITY, "isDestroyed", "()Z");
            Some(focused != 0 && destroyed == 0)
        })
        .unwrap_or(false)
    }
}

/// `getWindow().getDecorView().performHapticFeedback(constant)`: a vibration of the system's
/// own kinds (no permission needed; the player's system settings for touch feedback apply).
pub fn haptic_feedback(constant: i32) -> bool {
    // SAFETY: `getWindow()`, `getDecorView()` and `performHapticFeedback(int)` exist on every
    // Android version; the objects are local to the frame and checked for null before use.
    // PLATFORM(android): check on a device that feedback from the render thread is felt.
    unsafe {
        java(|env| {
            let view = decor_view(env)?;
            let done =
                ndk_utils::call_bool_method!(env, view, "performHapticFeedback", "(I)Z", constant);
            Some(done != 0)
        })
        .unwrap_or(false)
    }
}

/// The display cutout's safe insets in pixels, `[left, top, right, bottom]`:
/// `getWindow().getDecorView().getRootWindowInsets().getDisplayCutout()`. The game is fullscreen
/// and miniquad lets it draw into the short edges' cutouts, so the system keeps no inset of its
/// own there. Zeros where the display has no cutout; `None` before API 28 (no such method: the
/// exception is cleared) or before the view is attached.
pub fn cutout_insets() -> Option<[i32; 4]> {
    // SAFETY: `getWindow()`, `getDecorView()` and `getRootWindowInsets()` (API 23) exist on
    // every version the game supports (minSdk 26); `getDisplayCutout()` and the `getSafeInset*`
    // getters are API 28: before that the lookup fails, `java` clears the exception and answers
    // `None`. Every object is local to the frame and checked for null before use.
    // PLATFORM(android): check on a phone with a notch, upright and sideways, that the header
    // clears it.
    unsafe {
        java(|env| {
            let view = decor_view(env)?;
            let insets = ndk_utils::call_object_method!(
                env,
                view,
                "getRootWindowInsets",
                "()Landroid/view/WindowInsets;"
            );
            if insets.is_null() {
                return None;
            }
            let cutout = ndk_utils::call_object_method!(
                env,
                insets,
                "getDisplayCutout",
                "()Landroid/view/DisplayCutout;"
            );
            if cutout.is_null() {
                return Some([0; 4]);
            }
            Some([
                ndk_utils::call_int_method!(env, cutout, "getSafeInsetLeft", "()I"),
                ndk_utils::call_int_method!(env, cutout, "getSafeInsetTop", "()I"),
                ndk_utils::call_int_method!(env, cutout, "getSafeInsetRight", "()I"),
                ndk_utils::call_int_method!(env, cutout, "getSafeInsetBottom", "()I"),
            ])
        })
    }
}

/// The activity's window's decor view, `getWindow().getDecorView()`: what vibrates and what
/// knows the window's insets. `None` if Java answered null.
///
/// # Safety
/// Inside [`java`]'s frame; both methods exist on every Android version.
unsafe fn decor_view(env: *mut JNIEnv) -> Option<jobject> {
    // SAFETY: per this function's contract; each object is checked for null before use.
    unsafe {
        let window =
            ndk_utils::call_object_method!(env, ACTIVITY, "getWindow", "()Landroid/view/Window;");
        if window.is_null() {
            return None;
        }
        let view =
            ndk_utils::call_object_method!(env, window, "getDecorView", "()Landroid/view/View;");
        (!view.is_null()).then_some(view)
    }
}

/// Asks the activity's `Resources` for one of its parts (`getDisplayMetrics`,
/// `getConfiguration`): the shared first half of two questions. `None` if Java answered null.
///
/// # Safety
/// Inside [`java`]'s frame; `getter` must be a method of `Resources` with the given signature
/// returning an object.
unsafe fn resources_part(env: *mut JNIEnv, getter: &str, signature: &str) -> Option<jobject> {
    // SAFETY: per this function's contract; `getResources()` exists on every version.
    unsafe {
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
        (!part.is_null()).then_some(part)
    }
}

/// A Java object's field by name and JNI type signature (`c"F"`, `c"I"`).
///
/// # Safety
/// Inside [`java`]'s frame, with `object` a live reference.
unsafe fn field_id(
    env: *mut JNIEnv,
    object: jobject,
    name: &std::ffi::CStr,
    signature: &std::ffi::CStr,
) -> Option<macroquad::miniquad::native::android::ndk_sys::jfieldID> {
    // SAFETY: per this function's contract.
    unsafe {
        let class = (**env).GetObjectClass?(env, object);
        let field = (**env).GetFieldID?(env, class, name.as_ptr(), signature.as_ptr());
        (!field.is_null()).then_some(field)
    }
}

/// AccessKit's injecting adapter on the activity's window (its decor view, which holds the
/// game's surface): TalkBack then reads the game's accessibility tree as virtual views over it,
/// with the accessibility delegate's class loaded from the dex the adapter embeds (API 26, the
/// game's minimum). `None` if the window or its view is missing.
pub fn inject_accessibility(
    activation: impl 'static + accesskit::ActivationHandler + Send,
    actions: impl 'static + accesskit::ActionHandler + Send,
) -> Option<accesskit_android::InjectingAdapter> {
    // SAFETY: `getWindow` and `getDecorView` exist on every Android version; the objects are
    // local to the frame and checked for null before use. The `jni` crate's environment wraps
    // this thread's (the same JNI function table the raw calls use); the adapter takes a weak
    // global reference to the view, which outlives the frame as it must.
    unsafe {
        java(|env| {
            let window = ndk_utils::call_object_method!(
                env,
                ACTIVITY,
                "getWindow",
                "()Landroid/view/Window;"
            );
            if window.is_null() {
                return None;
            }
            let view = ndk_utils::call_object_method!(
                env,
                window,
                "getDecorView",
                "()Landroid/view/View;"
            );
            if view.is_null() {
                return None;
            }
            let mut jni_env = ::jni::JNIEnv::from_raw(env.cast()).ok()?;
            let host = ::jni::objects::JObject::from_raw(view.cast());
            Some(accesskit_android::InjectingAdapter::new(
                &mut jni_env,
                &host,
                activation,
                actions,
            ))
        })
    }
}
