//! The platform seam: everything the game needs from the system it runs on, named once in the
//! [`Platform`] trait and supplied by one file per platform, each whole:
//!
//! - [`desktop`]: Linux (X11) and other desktops; implemented and tested in full, in a real window.
//! - `android`: JNI through miniquad's helpers; compiled by CI for the Android targets.
//! - `ios`: UIKit through miniquad's Objective-C re-exports; compiled by CI for `aarch64-apple-ios`.
//! - `web`: the browser (wasm32); builds, with what a page can give today.
//!
//! Only a device or a simulator can run the phone files; where a device check is still owed the
//! code says `PLATFORM(android)` or `PLATFORM(ios)`. The rest of the front end calls
//! [`Current`], the platform this build is for, and never asks `cfg!` about the target itself.
//!
//! What is *not* here: drawing and input go through macroquad, which already hides the platform
//! (see `backend.rs`); the lifecycle arrives as input events (`Minimized`, `Restored`), and only
//! what each platform makes of it (whether a gap between frames means the app was away) is here.

use std::path::Path;
use std::time::Duration;

use peerless::game::Date;
use peerless::save::{AutosavePolicy, Storage};

use crate::app::layout::Insets;
use crate::app::render::fonts::CjkFace;
use crate::app::render::fonts::FontFile;

// How each platform's loop gets the frames asked for (a waker thread on Android, the frame's
// own wait on Linux, the page's timer in the browser).
#[cfg_attr(not(any(target_os = "linux", target_os = "android")), allow(dead_code))]
pub mod waker;

#[cfg(not(any(target_os = "android", target_os = "ios", target_arch = "wasm32")))]
pub mod desktop;
#[cfg(not(any(target_os = "android", target_os = "ios", target_arch = "wasm32")))]
pub use desktop::Desktop as Current;

#[cfg(target_os = "android")]
mod android;
#[cfg(target_os = "android")]
pub use android::Android as Current;

#[cfg(target_os = "ios")]
mod ios;
#[cfg(target_os = "ios")]
pub use ios::Ios as Current;

#[cfg(target_arch = "wasm32")]
mod web;
#[cfg(target_arch = "wasm32")]
pub use web::Web as Current;

#[cfg(unix)]
mod unix;

/// The desktop's frame wait on X11.
#[cfg(target_os = "linux")]
mod x11;

/// The desktop's screen reader adapter on Linux (AT-SPI).
#[cfg(target_os = "linux")]
mod atspi;

pub use waker::Waker;

/// The class of the game's window on X11 (window managers group its windows by it; the window
/// tests find the window by it).
pub const WM_CLASS: &str = "peerless";

/// What a platform gives the game. Each platform is a unit type implementing this; the front end
/// uses [`Current`]. Everything is an associated item (no state), because each answer comes from
/// the system, not from the game.
pub trait Platform {
    /// Whether the game uses macroquad's blocking event loop here (no frames unless something
    /// happens): the frugal choice, where something can wake the loop from another thread.
    const BLOCKING_LOOP: bool;
    /// Whether there is a clipboard to paste a puzzle from.
    const HAS_CLIPBOARD: bool;
    /// Whether the game has a command line (options, scripts) and a window icon of its own:
    /// the desktop. A phone's icon comes with its package and the page's with its manifest;
    /// where there is neither, the code that reads them and the icon's pixels stay out of the
    /// build (the browser's wasm is 30 KB smaller).
    const DESKTOP_WINDOW: bool;
    /// Whether the device can vibrate for the game (a tick on an entry, another on a mistake).
    const HAS_HAPTICS: bool;
    /// Whether input comes as touches (read as touches, with their fingers and phases, instead
    /// of macroquad's emulated mouse).
    const TOUCH_SCREEN: bool;
    /// Whether Back on the start screen leaves the app ([`Platform::leave_app`]: Android's
    /// Back goes to the home screen). Elsewhere it does nothing there: a desktop window is
    /// closed by its own button, and a page never closes itself.
    const BACK_LEAVES_APP: bool;

    /// Where saves are kept: `folder` when the player named one (`--data-dir`), else the
    /// platform's own place. An error says why there is none; the game then keeps its saves in
    /// memory and tells the player, in the player's language (the reason is a catalogue
    /// message, `save-reason-...`).
    fn storage(folder: Option<&Path>) -> Result<Box<dyn Storage>, peerless::l10n::Message>;

    /// When to write saves. The desktop writes a burst of moves once, and closing the window
    /// saves what is left. Phones write every change at once: the system gives the game no frame
    /// before it goes to the background and may kill it there.
    fn autosave_policy() -> AutosavePolicy;

    /// Logical pixels per dp for a window of `width` x `height` logical pixels.
    fn density(width: f32, height: f32) -> f32;

    /// Space the system keeps for itself (notch, home indicator), in logical pixels.
    fn insets() -> Insets;

    /// Whether the system asks for dark mode, for the "follow the system" theme.
    fn dark_mode() -> bool;

    /// The clipboard's text. Call only on an explicit paste (on X11 it waits for the owner).
    fn clipboard() -> Option<String>;

    /// Hands the localizer the catalogues the program does not carry (the page fetches them
    /// beside its wasm); before anything is said. Elsewhere they are compiled in.
    fn install_catalogues() {}

    /// The player's languages as the system gives them, most preferred first (BCP 47 tags or
    /// POSIX locales), for the language setting's "the system's".
    fn system_languages() -> Vec<String> {
        Vec::new()
    }

    /// Asks for `language`'s catalogue where the program does not carry it (the page fetches
    /// it) and installs it when it has come: `true` once the language can be spoken. Where the
    /// catalogues are compiled in, always `true`.
    fn catalogue_ready(_language: peerless::l10n::Language) -> bool {
        true
    }

    /// Whether something `language` needs that the program does not carry (the page's
    /// catalogue or font for it) could not be fetched, and waits to be tried again (the page
    /// is offline): the game tells the player and goes on in the language it has. Where
    /// everything is compiled in, never.
    fn language_unreachable(_language: peerless::l10n::Language) -> bool {
        false
    }

    /// The file of a Japanese or Chinese font: compiled in, or fetched by the page for the
    /// players of that language only (`None` until it has come; the page wakes the game when
    /// it does).
    fn cjk_font(face: CjkFace) -> Option<Vec<u8>> {
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        {
            Some(bundled_cjk(face))
        }
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        {
            let _ = face;
            None
        }
    }

    /// Prepares what drawing needs before the window is made: called once, first thing, while
    /// the game has no other thread.
    fn before_window() {}

    /// Starts what wakes the blocked event loop from other threads (the clock, a finished
    /// puzzle). Called once, after the first frame, when the window exists.
    fn start_waker() -> Waker;

    /// Starts watching the system's requests to end the game (desktop Unix: SIGTERM, SIGHUP,
    /// SIGINT); the returned watch says when one came, and `waker` wakes the loop for it.
    fn watch_quit_requests(waker: &Waker) -> QuitRequests;

    /// Starts watching the saves (in `folder` when the player named one, else the platform's
    /// place, as [`Platform::storage`]) for another copy of the game writing them: another
    /// window on the same folder (the desktop, through the system's file watch), another tab
    /// or the installed page (the browser's `storage` event, which only other pages' writes
    /// fire). When `other_copy` says a change was not this copy's own, the watch fires and
    /// `waker` wakes the loop, which then follows the saves (`Session::follow`). Where one copy
    /// runs at a time (the phones), it never fires. Called once, after the first frame.
    fn watch_saves(
        _folder: Option<&Path>,
        _waker: &Waker,
        _other_copy: Box<dyn Fn() -> bool + Send + Sync>,
    ) -> SavesWatch {
        SavesWatch::never()
    }

    /// Leaves the app for the system (Android: to the background, as Home does; returning from
    /// the main loop would freeze the app there).
    fn leave_app();

    /// A monotonic clock: the time since the game started. The one clock of the front end
    /// (`std::time::Instant` panics in the browser).
    fn now() -> Duration;

    /// The player's local date, for the daily puzzle and the daily streak.
    fn today() -> Date;

    /// Where [`Platform::now`]'s zero is on the system's monotonic clock, where a test outside
    /// the game can read that clock too (Linux's `CLOCK_MONOTONIC`): the report's times are then
    /// comparable with the times the test sent the window its input.
    fn clock_origin() -> Option<Duration> {
        None
    }

    /// Whether a gap of `passed` between two frames means the app was away (in the background),
    /// where the platform says so by no other means.
    fn was_away(passed: Duration) -> bool;

    /// Runs `work` on a thread of its own, if the platform has threads; `false` when it could
    /// not (the caller then does the work on the main thread).
    fn spawn(name: &str, work: Box<dyn FnOnce() + Send>) -> bool;

    /// Hands a task, as text ([`offload`](crate::app::core::worker::offload) writes it), to
    /// a worker the platform runs beside the game where it has no threads but has that (the
    /// page's Web Worker): the task's number there, or `None` where there is none (the task is
    /// then done in the frames).
    fn offload(_request: &str) -> Option<u32> {
        None
    }

    /// The answer to offloaded task `id`, once it came (`None` before): its text, or `None`
    /// when the worker failed (the game then does the task itself).
    fn offloaded(_id: u32) -> Option<Option<String>> {
        None
    }

    /// The game no longer wants offloaded task `id`'s answer (the player left its screen).
    fn cancel_offload(_id: u32) {}

    /// The app went to the background (`Some(true)`) or came back (`Some(false)`), where the
    /// platform says so other than through the window's focus events (the browser's page
    /// visibility). Asked every frame.
    fn visibility_change() -> Option<bool> {
        None
    }

    /// A puzzle the app was opened with (the browser's `index.html#<the puzzle's line>`: a
    /// classic's 81 characters or a Killer in our format), to import as a pasted one.
    fn linked_puzzle() -> Option<String> {
        None
    }

    /// A puzzle the app's link now names, when it changed while the app runs (the browser's
    /// `#<the puzzle's line>` edited, or a link to another puzzle followed in the same tab),
    /// once per change; opened as the link the app started with is.
    fn changed_link() -> Option<String> {
        None
    }

    /// Shows where the puzzle in play can be found again (the browser's address), given its
    /// line ([`Puzzle::line`](peerless::game::Puzzle::line): a classic's 81 characters, a
    /// Killer in our format); an empty line, that none is in play.
    fn show_link(_line: &str) {}

    /// A short vibration: a tick for an entry, a distinct one for a mistake. Nothing where the
    /// device has none.
    fn haptic(_kind: Haptic) {}

    /// Puts `text` on the clipboard; `false` where there is no clipboard the game reaches.
    fn copy(text: &str) -> bool {
        let _ = text;
        false
    }

    /// The link that opens a puzzle's `line` ([`Puzzle::line`](peerless::game::Puzzle::line))
    /// in the game, where the game has an address (the browser); elsewhere none.
    fn link_to(_line: &str) -> Option<String> {
        None
    }

    /// Starts reading the clipboard for a tap on Paste where the answer comes later (the
    /// browser: `navigator.clipboard.readText()`, or a text field the player pastes into);
    /// `false` where [`Platform::clipboard`] answers at once. The text comes from
    /// [`Platform::pasted`]. A text field the platform shows speaks the player's language
    /// (its words from the catalogue, `paste-field-...`).
    fn ask_paste() -> bool {
        false
    }

    /// A text the player pasted after [`Platform::ask_paste`], once. Asked every frame.
    fn pasted() -> Option<String> {
        None
    }

    /// Whether the player can bring in a photo of a printed puzzle here: a chooser opens for
    /// [`Platform::ask_photo`], or a photo can be dropped on the window. Where neither can, the
    /// import screen does not offer it.
    const TAKES_PHOTOS: bool = false;

    /// Whether the game's own code reads a photo (the recognizer and its weights linked into
    /// it). The page says no: its first visit does not carry the recognizer, and its photos
    /// are read by a module of their own beside the game ([`Platform::offload_photo`]); a
    /// photo that reaches the game there unread is refused (`photo-error-no-reader`).
    const READS_PHOTOS: bool = true;

    /// Opens the system's chooser for a photo (a file chooser, a gallery, a camera) and
    /// returns at once; the bytes come later from [`Platform::photo`], and `waker` wakes the
    /// frame when they do. `false` where no chooser opens (a photo can only be dropped on the
    /// window there, and the player is told so); a chooser the player closes brings nothing.
    fn ask_photo(_waker: &Waker) -> bool {
        false
    }

    /// A photo that arrived since the last frame, once: its bytes as the file holds them
    /// (`Some(Some(bytes))`), or `Some(None)` for a file that could not be read; chosen after
    /// [`Platform::ask_photo`], dropped on the window, or handed over by the system. Asked
    /// every frame, also before a frame waits for input, so a photo that comes with no input
    /// (a chooser's answer on another thread, which wakes the frame) is taken at once.
    fn photo() -> Option<Option<Vec<u8>>> {
        None
    }

    /// Hands a photo's bytes to a reader beside the game where the game has no threads (the
    /// page: a second WebAssembly module in a Web Worker), returning the number its answer
    /// comes back under from [`Platform::offloaded`]: one line of text written as
    /// `core::photo::answer_text` writes it. `None` (the default) reads it in a frame.
    fn offload_photo(_bytes: &[u8]) -> Option<u32> {
        None
    }

    /// Tells the platform whether a game is being played (`false` on the start screen with no
    /// game in progress), on each change: the browser's page takes a new version of the game
    /// at once only when none is, and otherwise from the next start.
    fn game_in_play(_playing: bool) {}

    /// Whether the scripted mode's report is asked for without a script (the browser's page
    /// address asks with `?report`, so tests in a real browser can read it).
    fn report_asked() -> bool {
        false
    }

    /// Tells the system's log what went wrong where the player cannot see it (a save that
    /// failed, a waker that could not start): standard error on the desktop; phones show no
    /// standard error, so there it goes to what their tools read (logcat, the console).
    fn log(message: &str) {
        eprintln!("peerless: {message}");
    }

    /// Writes a line of the scripted mode's report where a test reads it: standard output, or
    /// the browser's console. A reader that has gone away is no reason to stop the game, so
    /// write errors are ignored.
    fn report(line: std::fmt::Arguments) {
        use std::io::Write as _;
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }

    /// The platform's screen reader adapter, which reads the game's accessibility tree
    /// (`access.rs`) and passes on what the player asks of it; `waker` wakes the loop for a
    /// request. Called once, after the first frame. `None` where the platform has none.
    fn accessibility(_waker: &Waker) -> Option<Box<dyn Accessibility>> {
        None
    }
}

/// A screen reader's way into the game: the platform's adapter (AT-SPI on Linux).
pub trait Accessibility {
    /// Whether a screen reader reads the tree now: only then is it built and handed over.
    fn active(&self) -> bool;

    /// Whether being [`Accessibility::active`] means a screen reader is there: a page mirrors
    /// its tree for every visitor, so it cannot tell, and says no.
    fn reader_known(&self) -> bool {
        self.active()
    }

    /// Hands the adapter the whole tree, built by `tree` (called only while active).
    fn update(&mut self, tree: &mut dyn FnMut() -> accesskit::TreeUpdate);

    /// The window gained (`true`) or lost the keyboard focus: a screen reader follows the
    /// focus only in the focused window.
    fn window_focused(&mut self, focused: bool);

    /// What the screen reader asked for since the last frame, oldest first.
    fn requests(&mut self) -> Vec<accesskit::ActionRequest>;
}

/// Which vibration to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Haptic {
    /// A digit went in.
    Tick,
    /// The digit was a mistake.
    Mistake,
}

/// Whether the system asked the game to end (a signal on desktop Unix). Elsewhere it never does.
#[derive(Debug, Default)]
pub struct QuitRequests {
    requested: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
}

impl QuitRequests {
    /// A watch that never fires.
    pub fn never() -> QuitRequests {
        QuitRequests::default()
    }

    /// Whether a request came.
    pub fn requested(&self) -> bool {
        self.requested
            .as_ref()
            .is_some_and(|flag| flag.load(std::sync::atomic::Ordering::Acquire))
    }
}

/// Whether another copy of the game wrote the saves: see [`Platform::watch_saves`].
#[derive(Default)]
pub struct SavesWatch {
    /// Set by the watch's own thread.
    flag: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// Asked instead where the platform keeps the news (the page's `storage` event).
    ask: Option<fn() -> bool>,
    /// What keeps the watch running (the system's file watch), dropped with it.
    _watcher: Option<Box<dyn Send>>,
}

impl SavesWatch {
    /// A watch that never fires.
    pub fn never() -> SavesWatch {
        SavesWatch::default()
    }

    /// A watch that fires when `flag` is set, kept running by `watcher`.
    #[cfg_attr(
        any(target_os = "android", target_os = "ios", target_arch = "wasm32"),
        allow(dead_code)
    )]
    pub fn flagged(
        flag: std::sync::Arc<std::sync::atomic::AtomicBool>,
        watcher: Box<dyn Send>,
    ) -> SavesWatch {
        SavesWatch {
            flag: Some(flag),
            ask: None,
            _watcher: Some(watcher),
        }
    }

    /// A watch that fires when `ask` says so (once for each change).
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub fn asking(ask: fn() -> bool) -> SavesWatch {
        SavesWatch {
            flag: None,
            ask: Some(ask),
            _watcher: None,
        }
    }

    /// Whether the saves changed since the last time this said so.
    pub fn fired(&self) -> bool {
        let flagged = self
            .flag
            .as_ref()
            .is_some_and(|flag| flag.swap(false, std::sync::atomic::Ordering::AcqRel));
        let asked = self.ask.is_some_and(|ask| ask());
        flagged || asked
    }
}

/// A storage slowed down as a phone's flash can be: every sync takes `delay` longer (a file
/// write, and a write that keeps the old file as the backup, each sync the new file and the
/// folder). For measuring what a save costs a frame, and for the tests that show a frame
/// does not wait for it (`--storage-delay`).
pub struct SlowStorage {
    inner: Box<dyn Storage>,
    delay: Duration,
}

impl SlowStorage {
    /// `inner`, with every sync `delay` slower.
    pub fn new(inner: Box<dyn Storage>, delay: Duration) -> SlowStorage {
        SlowStorage { inner, delay }
    }

    fn syncs(&self, count: u32) {
        std::thread::sleep(self.delay * count);
    }
}

impl Storage for SlowStorage {
    fn read(&self, name: &str) -> Result<Option<Vec<u8>>, peerless::save::SaveError> {
        self.inner.read(name)
    }

    fn write(&self, name: &str, bytes: &[u8]) -> Result<(), peerless::save::SaveError> {
        self.syncs(2);
        self.inner.write(name, bytes)
    }

    fn write_keeping(
        &self,
        name: &str,
        previous: &str,
        bytes: &[u8],
    ) -> Result<(), peerless::save::SaveError> {
        self.syncs(2);
        self.inner.write_keeping(name, previous, bytes)
    }

    fn rename_new(&self, from: &str, to: &str) -> Result<bool, peerless::save::SaveError> {
        self.inner.rename_new(from, to)
    }

    fn location(&self) -> String {
        self.inner.location()
    }

    fn stamp(&self, name: &str) -> Option<u64> {
        self.inner.stamp(name)
    }

    fn exclusive(&self) -> peerless::save::Exclusive<'_> {
        self.inner.exclusive()
    }
}

/// The density estimated from the short side of the screen, where the system does not say
/// (phones are about 360 to 430 dp wide).
pub fn estimated_density(width: f32, height: f32) -> f32 {
    (width.min(height) / 400.0).clamp(1.0, 4.0)
}

/// A density the system reported, if it is a believable one.
#[cfg(any(target_os = "android", target_os = "ios", test))]
pub fn believable_density(reported: Option<f32>) -> Option<f32> {
    reported.filter(|d| d.is_finite() && (0.5..=8.0).contains(d))
}

/// A font every language draws with (Inter, regular and semibold; the icons; the names' font), compiled
/// in deflated (build.rs) and inflated when the game starts. The page carries none: it fetches
/// them before it starts the game (its wasm keeps its size budget), and hands them over here.
pub fn bundled_font(file: FontFile) -> std::borrow::Cow<'static, [u8]> {
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    {
        std::borrow::Cow::Owned(web::fetched_font(file.name()).unwrap_or_default())
    }
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    {
        let packed: &[u8] = match file {
            FontFile::Regular => {
                include_bytes!(concat!(env!("OUT_DIR"), "/fonts/Inter-Regular.otf"))
            }
            FontFile::Bold => {
                include_bytes!(concat!(env!("OUT_DIR"), "/fonts/Inter-SemiBold.otf"))
            }
            FontFile::Icons => include_bytes!(concat!(env!("OUT_DIR"), "/fonts/MaterialIcons.ttf")),
            FontFile::Names => {
                include_bytes!(concat!(env!("OUT_DIR"), "/fonts/NotoSansCJK-names.otf"))
            }
        };
        std::borrow::Cow::Owned(miniz_oxide::inflate::decompress_to_vec(packed).unwrap_or_default())
    }
}

/// A CJK face's file, compiled in deflated (build.rs) and inflated here,
/// when the language that needs them is first spoken (the page fetches them instead, for the
/// players of that language only). A file that does not inflate is a broken build: empty, it
/// does not load, and the names' font draws what it can.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub fn bundled_cjk(face: CjkFace) -> Vec<u8> {
    let packed: &[u8] = match face {
        CjkFace::Japanese => {
            include_bytes!(concat!(env!("OUT_DIR"), "/fonts/NotoSansCJKJP-Regular.otf"))
        }
        CjkFace::Chinese => {
            include_bytes!(concat!(env!("OUT_DIR"), "/fonts/NotoSansCJKSC-Regular.otf"))
        }
    };
    miniz_oxide::inflate::decompress_to_vec(packed).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn densities_are_checked_and_estimated_within_bounds() {
        assert_eq!(believable_density(Some(2.625)), Some(2.625));
        for bad in [Some(0.0), Some(f32::NAN), Some(40.0), None] {
            assert_eq!(believable_density(bad), None);
        }
        assert_eq!(estimated_density(1080.0, 2400.0), 2.7);
        assert_eq!(estimated_density(100.0, 100.0), 1.0);
        assert_eq!(estimated_density(9000.0, 9000.0), 4.0);
    }

    #[test]
    fn the_clock_never_goes_back() {
        let a = Current::now();
        let b = Current::now();
        assert!(b >= a);
    }

    #[test]
    fn a_quit_watch_fires_only_when_its_flag_is_set() {
        assert!(!QuitRequests::never().requested());
        let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let watch = QuitRequests {
            requested: Some(std::sync::Arc::clone(&flag)),
        };
        assert!(!watch.requested());
        flag.store(true, std::sync::atomic::Ordering::Release);
        assert!(watch.requested());
    }
}
