//! iOS: the system's answers through UIKit, with the Objective-C helpers miniquad re-exports
//! (`miniquad::native::apple::frameworks`), always on the main thread, where miniquad runs the
//! frame on iOS.
//!
//! - Saves: files in the app container's `Library/Application Support/Peerless` (`$HOME` is the
//!   container; the working folder is `/`, so never a relative path).
//! - Density: `UIScreen.scale` (the game runs with `high_dpi`, so the framebuffer is in physical
//!   pixels). Insets: the view's `safeAreaInsets` (notch, home indicator).
//! - Dark mode: the view's trait collection.
//! - The loop does not block (a thread cannot wake it on iOS, and the system stops drawing in
//!   the background anyway); a long gap between frames means the app was away. No clipboard
//!   (macroquad's is a stub on iOS): puzzles are typed in, or read from a photo of the library
//!   chosen in UIKit's picker (`UIImagePickerController`, its delegate a class declared here).
//! - Screen readers: AccessKit's subclassing adapter on the game's view, for VoiceOver. It asks
//!   to be made before the view is first shown or focused; miniquad makes the window key and
//!   visible, with the view in it, before it runs any of the game's code, and has no hook
//!   earlier, so the adapter is made at the first frame, the earliest the game runs.
//!
//! CI compiles this file for `aarch64-apple-ios`; only a device or the simulator runs it
//! (`PLATFORM(ios)` marks what one must still confirm).

use std::cell::{Cell, RefCell};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use accesskit::{ActionHandler, ActionRequest, ActivationHandler, DeactivationHandler, TreeUpdate};
use accesskit_ios::SubclassingAdapter;

use macroquad::miniquad::native::apple::frameworks::{
    class, msg_send, nil, sel, sel_impl, ClassDecl, ObjcId, Object, Sel, YES,
};
use peerless::game::Date;
use peerless::save::{AutosavePolicy, FileStorage, Storage};

use super::waker::Waker;
use super::{believable_density, estimated_density, Accessibility, Insets, Platform, QuitRequests};

/// The iOS platform.
pub struct Ios;

impl Platform for Ios {
    const BLOCKING_LOOP: bool = false;
    const HAS_CLIPBOARD: bool = false;
    const DESKTOP_WINDOW: bool = false;
    const TOUCH_SCREEN: bool = true;
    const HAS_HAPTICS: bool = false;
    /// iOS apps never quit themselves.
    const BACK_LEAVES_APP: bool = false;
    /// UIKit's photo picker (`UIImagePickerController` on the photo library).
    const TAKES_PHOTOS: bool = true;

    /// Presents UIKit's picker of the photo library over the game. PLATFORM(ios): the picker
    /// shows, a photo chosen comes back as a JPEG, a cancel brings nothing.
    fn ask_photo(_waker: &Waker) -> bool {
        present_photo_picker()
    }

    /// The picker's photo, once (the loop never blocks on iOS: the next frame takes it).
    fn photo() -> Option<Option<Vec<u8>>> {
        PICKED.with(|picked| picked.borrow_mut().take())
    }

    fn storage(folder: Option<&Path>) -> Result<Box<dyn Storage>, peerless::l10n::Message> {
        let dir = match folder {
            Some(dir) => dir.to_path_buf(),
            // PLATFORM(ios): `$HOME` is the app's sandbox container; Application Support is the
            // place for data the player does not manage as documents.
            None => std::env::var_os("HOME")
                .map(|home| {
                    PathBuf::from(home)
                        .join("Library")
                        .join("Application Support")
                        .join("Peerless")
                })
                .ok_or_else(|| peerless::l10n::Message::new("save-reason-no-home"))?,
        };
        Ok(Box::new(FileStorage::new(dir)))
    }

    fn autosave_policy() -> AutosavePolicy {
        AutosavePolicy::new(Duration::ZERO, Duration::ZERO)
    }

    fn density(width: f32, height: f32) -> f32 {
        believable_density(screen_scale()).unwrap_or_else(|| estimated_density(width, height))
    }

    fn insets() -> Insets {
        #[repr(C)]
        #[derive(Clone, Copy)]
        struct UiEdgeInsets {
            top: f64,
            left: f64,
            bottom: f64,
            right: f64,
        }
        let scale = screen_scale().unwrap_or(1.0);
        // SAFETY: called on the main thread during a frame; `apple_view()` is the game's live
        // view and `-safeAreaInsets` exists since iOS 11 (the game requires 14). The struct
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

    /// `NSLocale.preferredLanguages`: the languages of the system's settings, most preferred
    /// first, as BCP 47 tags (`de-DE`, `zh-Hans-CN`).
    fn system_languages() -> Vec<String> {
        let mut languages = Vec::new();
        // SAFETY: main thread; `+preferredLanguages` returns an NSArray of NSString (never
        // nil since iOS 2), read within this call; `UTF8String` is checked for null and copied
        // at once.
        unsafe {
            let list: ObjcId = msg_send![class!(NSLocale), preferredLanguages];
            if list.is_null() {
                return languages;
            }
            let count: usize = msg_send![list, count];
            for i in 0..count.min(16) {
                let tag: ObjcId = msg_send![list, objectAtIndex: i];
                if tag.is_null() {
                    continue;
                }
                let utf8: *const std::ffi::c_char = msg_send![tag, UTF8String];
                if !utf8.is_null() {
                    let text = std::ffi::CStr::from_ptr(utf8)
                        .to_string_lossy()
                        .into_owned();
                    languages.push(text);
                }
            }
        }
        languages
    }

    fn dark_mode() -> bool {
        const UI_USER_INTERFACE_STYLE_DARK: isize = 2;
        // SAFETY: main thread; `-traitCollection` and `-userInterfaceStyle` (an NSInteger) exist
        // since iOS 12 (the game requires 14).
        unsafe {
            let traits: ObjcId =
                msg_send![macroquad::miniquad::window::apple_view(), traitCollection];
            if traits.is_null() {
                return false;
            }
            let style: isize = msg_send![traits, userInterfaceStyle];
            style == UI_USER_INTERFACE_STYLE_DARK
        }
    }

    fn clipboard() -> Option<String> {
        None
    }

    fn start_waker() -> Waker {
        // The loop does not block: nothing to wake.
        Waker::inert(Ios::now)
    }

    fn watch_quit_requests(_waker: &Waker) -> QuitRequests {
        QuitRequests::never()
    }

    /// `NSLog`, which the simulator's and the device's console show. miniquad hands the text
    /// to `NSLog` as its format, so a `%` in it is doubled.
    fn log(message: &str) {
        let text = message.replace('%', "%%").replace('\0', " ");
        macroquad::miniquad::error!("peerless: {}", text);
    }

    fn leave_app() {}

    fn now() -> Duration {
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed()
    }

    fn today() -> Date {
        super::unix::today()
    }

    /// iOS draws continuously while active and says nothing when it leaves: a gap of more than
    /// two seconds between frames is time in the background, not play.
    fn was_away(passed: Duration) -> bool {
        passed > Duration::from_secs(2)
    }

    fn spawn(name: &str, work: Box<dyn FnOnce() + Send>) -> bool {
        std::thread::Builder::new()
            .name(name.to_string())
            .spawn(work)
            .is_ok()
    }

    /// AccessKit's subclassing adapter on the game's view (see the module's notes on when).
    fn accessibility(_waker: &Waker) -> Option<Box<dyn Accessibility>> {
        // PLATFORM(ios): check with VoiceOver in the simulator or on a device that the adapter
        // made at the first frame serves (the cells explored under the finger, announcements
        // spoken), which AccessKit asks to be done before the view is shown.
        let view = macroquad::miniquad::window::apple_view();
        if view.is_null() {
            return None;
        }
        let shared = Rc::new(Shared::default());
        // SAFETY: `apple_view()` is the game's live `UIView` (checked for null), and this runs
        // on the main thread, where miniquad runs the frame and UIKit wants the adapter made.
        let adapter = unsafe {
            SubclassingAdapter::new(
                view.cast(),
                Activation(Rc::clone(&shared)),
                Actions(Rc::clone(&shared)),
                Deactivation(Rc::clone(&shared)),
            )
        };
        Some(Box::new(VoiceOver { adapter, shared }))
    }
}

/// What the adapter's handlers (called on the main thread, the game's) and the game share.
#[derive(Default)]
struct Shared {
    /// VoiceOver reads the tree: build it and keep it current.
    wanted: Cell<bool>,
    /// Requests not yet played (the loop runs continuously on iOS: the next frame plays them).
    requests: RefCell<Vec<ActionRequest>>,
}

struct Activation(Rc<Shared>);

impl ActivationHandler for Activation {
    fn request_initial_tree(&mut self) -> Option<TreeUpdate> {
        // Built at the next frame, from the game's state, as every later update.
        self.0.wanted.set(true);
        None
    }
}

struct Actions(Rc<Shared>);

impl ActionHandler for Actions {
    fn do_action(&mut self, request: ActionRequest) {
        self.0.requests.borrow_mut().push(request);
    }
}

struct Deactivation(Rc<Shared>);

impl DeactivationHandler for Deactivation {
    fn deactivate_accessibility(&mut self) {
        self.0.wanted.set(false);
    }
}

/// The subclassing adapter and what it shares with its handlers.
struct VoiceOver {
    adapter: SubclassingAdapter,
    shared: Rc<Shared>,
}

impl Accessibility for VoiceOver {
    fn active(&self) -> bool {
        self.shared.wanted.get()
    }

    fn update(&mut self, tree: &mut dyn FnMut() -> TreeUpdate) {
        if let Some(events) = self.adapter.update_if_active(tree) {
            events.raise();
        }
    }

    fn window_focused(&mut self, _focused: bool) {}

    fn requests(&mut self) -> Vec<ActionRequest> {
        std::mem::take(&mut *self.shared.requests.borrow_mut())
    }
}

thread_local! {
    /// A photo UIKit's picker handed over, waiting for the game's next frame: its delegate is
    /// called on the main thread, where the game's frames run. `Some(None)`: a photo whose
    /// picture could not be had.
    static PICKED: RefCell<Option<Option<Vec<u8>>>> = const { RefCell::new(None) };
    /// The picker's delegate, made once and kept (UIKit holds a delegate weakly).
    static PICKER_DELEGATE: Cell<ObjcId> = const { Cell::new(std::ptr::null_mut()) };
}

#[link(name = "UIKit", kind = "framework")]
extern "C" {
    /// A `UIImage` as JPEG data (`NSData`), or nil.
    fn UIImageJPEGRepresentation(image: ObjcId, quality: f64) -> ObjcId;
}

/// Presents UIKit's picker of the photo library (it runs apart from the app and needs no
/// permission); `false` when there is no view controller to present it from.
fn present_photo_picker() -> bool {
    // SAFETY: UIKit's calls on the main thread (the frame's), with the objects they return
    // checked for nil before use; the picker is released once presented (its presenter keeps
    // it), the delegate kept for the app's life.
    unsafe {
        let view = macroquad::miniquad::window::apple_view();
        let window: ObjcId = msg_send![view, window];
        if window.is_null() {
            return false;
        }
        let root: ObjcId = msg_send![window, rootViewController];
        if root.is_null() {
            return false;
        }
        let picker: ObjcId = msg_send![class!(UIImagePickerController), new];
        // UIImagePickerControllerSourceTypePhotoLibrary.
        let _: () = msg_send![picker, setSourceType: 0isize];
        let _: () = msg_send![picker, setDelegate: picker_delegate()];
        let _: () = msg_send![root, presentViewController: picker animated: YES completion: nil];
        let _: () = msg_send![picker, release];
    }
    true
}

/// The picker's delegate: an object of a class declared here, once.
fn picker_delegate() -> ObjcId {
    PICKER_DELEGATE.with(|kept| {
        if kept.get().is_null() {
            let Some(mut decl) = ClassDecl::new("PeerlessPhotoPicker", class!(NSObject)) else {
                return std::ptr::null_mut();
            };
            // SAFETY: the methods' signatures are the delegate protocol's (two and one object
            // arguments after the receiver and selector, no result).
            let class = unsafe {
                decl.add_method(
                    sel!(imagePickerController:didFinishPickingMediaWithInfo:),
                    photo_picked as extern "C" fn(&Object, Sel, ObjcId, ObjcId),
                );
                decl.add_method(
                    sel!(imagePickerControllerDidCancel:),
                    photo_not_picked as extern "C" fn(&Object, Sel, ObjcId),
                );
                decl.register()
            };
            // SAFETY: a new object of the class just registered.
            kept.set(unsafe { msg_send![class, new] });
        }
        kept.get()
    })
}

/// The delegate's `imagePickerController:didFinishPickingMediaWithInfo:`: the photo as JPEG
/// bytes for the game's next frame, and the picker dismissed.
extern "C" fn photo_picked(_: &Object, _: Sel, picker: ObjcId, info: ObjcId) {
    // SAFETY: UIKit calls this on the main thread with the picker and its info dictionary; the
    // data's bytes are copied while the data is alive.
    unsafe {
        let key: ObjcId = msg_send![class!(NSString),
            stringWithUTF8String: c"UIImagePickerControllerOriginalImage".as_ptr()];
        let image: ObjcId = msg_send![info, objectForKey: key];
        let data = if image.is_null() {
            nil
        } else {
            UIImageJPEGRepresentation(image, 0.92)
        };
        let bytes = (!data.is_null()).then(|| {
            let len: usize = msg_send![data, length];
            let start: *const u8 = msg_send![data, bytes];
            std::slice::from_raw_parts(start, len).to_vec()
        });
        PICKED.with(|picked| *picked.borrow_mut() = Some(bytes));
        let _: () = msg_send![picker, dismissViewControllerAnimated: YES completion: nil];
    }
}

/// The delegate's `imagePickerControllerDidCancel:`: the picker dismissed, nothing brought.
extern "C" fn photo_not_picked(_: &Object, _: Sel, picker: ObjcId) {
    // SAFETY: UIKit calls this on the main thread with the picker.
    unsafe {
        let _: () = msg_send![picker, dismissViewControllerAnimated: YES completion: nil];
    }
}

/// `UIScreen.mainScreen.scale`.
fn screen_scale() -> Option<f32> {
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
