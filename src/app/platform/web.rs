//! The browser (wasm32, through miniquad's `gl.js` and the game's own plugin, `web/peerless.js`).
//!
//! - Saves: `localStorage`, one key per entry (`peerless/save.json`, its backup), holding the
//!   same JSON as the save file, with the same checks, backup and recovery. A full storage fails
//!   a save (the player is told, and it is tried again); a page the browser does not let keep
//!   data keeps its saves in memory and says so.
//! - The clock is the page's `performance.now()`; the local date is the browser's.
//! - The loop blocks: frames come from input, from `requestAnimationFrame` when the game asks,
//!   and from a `setTimeout` the waker sets (the running clock, an autosave).
//! - No threads: a new puzzle is made, and an imported one graded, by the engine's worker, a
//!   Web Worker the plugin runs with a second instance of the game's wasm (the same file); where
//!   it fails, on the main thread, a few attempts a frame. A practice search runs a piece a
//!   frame.
//! - The page going hidden is the background: the plugin runs a frame at once (the browser runs
//!   none for a hidden page), in which the game pauses and saves.
//! - A link opens a puzzle (`index.html#<81 characters>` or `?p=`), and the address shows the
//!   puzzle in play. The clipboard is what the player pasted into the page (Ctrl+V).
//! - Screen readers: AccessKit has no adapter for the browser, so the plugin mirrors the
//!   accessibility tree into the page, as hidden elements over the canvas that the browser's
//!   own accessibility tree holds (an ARIA grid of cells, buttons, a polite live region): the
//!   game hands it the tree's text (`serialize`) when it changes, and the plugin hands
//!   back a click or a focus on one of them (`peerless_access_request`).

use std::cell::RefCell;
use std::path::Path;
use std::time::Duration;

use accesskit::{Action, ActionRequest, NodeId, TreeId, TreeUpdate};

use peerless::game::Date;
use peerless::save::{AutosavePolicy, SaveError, Storage};

use super::waker::Waker;
use super::{Accessibility, Insets, Platform, QuitRequests, SavesWatch};
use crate::app::access::tree::serialize;
use crate::app::render::fonts::CjkFace;

// The plugin's functions (`web/peerless.js`, module "env", as miniquad's own).
extern "C" {
    /// Fetches a text into the plugin's hand-over buffer: `kind` 0 is a `localStorage` value
    /// (the argument is its key), 1 the puzzle the page's address links to, 2 the value of the
    /// address's query parameter named by the argument, 3 the page's address without its query
    /// and fragment, 4 a text pasted after `peerless_paste` (once), 5 the catalogue of the
    /// language whose tag is the argument (`assets/l10n/en.ftl`, fetched by the page before it
    /// started the wasm), 6 the browser's languages, 8 "1" when the file at the path the
    /// argument names could not be fetched and waits to be tried again (7 is a font's bytes:
    /// `fetch_bytes`), 9 the puzzle the address links to, once after its `#` changed. Returns
    /// the text's length
    /// in UTF-8 bytes, or -1 when there is none.
    fn peerless_fetch(kind: u32, arg: *const u8, arg_len: usize) -> i32;
    /// Copies the hand-over buffer to `dst` (as many bytes as `peerless_fetch` said).
    fn peerless_take(dst: *mut u8);
    /// Posts a task's text to the engine's worker: its number, or -1 where there is none.
    fn peerless_engine_post(request: *const u8, request_len: usize) -> i32;
    /// Says a task's answer is no longer wanted (the worker is ended if it is at work on it).
    fn peerless_engine_cancel(id: u32);
    /// Stores a `localStorage` value: 0 stored, 1 the storage is full, 2 storage refused.
    fn peerless_store(key: *const u8, key_len: usize, value: *const u8, value_len: usize) -> u32;
    /// Removes a `localStorage` value.
    fn peerless_remove(key: *const u8, key_len: usize);
    /// Whether `localStorage` can be used at all (1) or the browser refuses it (0).
    fn peerless_storage_available() -> u32;
    /// Today's local date as `year * 10000 + month * 100 + day`.
    fn peerless_today() -> u32;
    /// Milliseconds since the page started, `performance.now()`.
    fn peerless_now() -> f64;
    /// Asks for a frame in `ms` milliseconds (the earliest request wins).
    fn peerless_wake_after(ms: u32);
    /// Listens for the page going hidden and coming back (after miniquad's own listeners).
    fn peerless_start();
    /// 0: nothing new; 1: the page went hidden; 2: it came back.
    fn peerless_visibility() -> u32;
    /// 1 once after another page of the game (another tab, the installed page) wrote the
    /// save (the `storage` event), else 0.
    fn peerless_saves_changed() -> u32;
    /// Shows `text` as the page address's fragment (the link of the puzzle in play).
    fn peerless_show_link(text: *const u8, len: usize);
    /// 1 when the browser prefers a dark colour scheme (`prefers-color-scheme: dark`), else 0.
    fn peerless_dark() -> u32;
    /// Puts `text` on the system clipboard (`navigator.clipboard`); 0 where the page cannot.
    fn peerless_copy(text: *const u8, len: usize) -> u32;
    /// Writes a line of the report to the browser's console.
    fn peerless_report(text: *const u8, len: usize);
    /// Reads the clipboard for a tap on Paste: `navigator.clipboard.readText()` within the
    /// tap's user activation, or, where the browser refuses or has nothing, a text field the
    /// player pastes or types into, with `words` (its label, its Cancel and its Import
    /// button, and the language's tag, a line each). The text is fetched later (`peerless_fetch` kind 4).
    fn peerless_paste(words: *const u8, len: usize);
    /// Tells the page whether a game is being played (1) or not (0).
    fn peerless_in_play(playing: u32);
    /// One of the page's safe-area insets in CSS pixels (CSS `env(safe-area-inset-*)`): 0
    /// top, 1 right, 2 bottom, 3 left.
    fn peerless_inset(side: u32) -> f32;
    /// Mirrors the accessibility tree's text (`serialize`) into the page.
    fn peerless_access(text: *const u8, len: usize);
}

thread_local! {
    // The page's requests on the mirror's elements, for the next frame (the page has one
    // thread: the game's).
    static ACCESS_REQUESTS: RefCell<Vec<(u32, bool)>> = const { RefCell::new(Vec::new()) };
}

/// The page's mirror asks for a click (`focus` 0) or a focus (1) on the tree's node `node`: a
/// screen reader activated or moved to one of its elements. Played at the next frame, which
/// the plugin asks for.
#[no_mangle]
pub extern "C" fn peerless_access_request(node: u32, focus: u32) {
    ACCESS_REQUESTS.with(|requests| requests.borrow_mut().push((node, focus == 1)));
}

/// The page's mirror of the accessibility tree: always there (a page cannot tell whether a
/// screen reader reads it), updated when what the game shows changes.
struct PageMirror;

impl Accessibility for PageMirror {
    fn active(&self) -> bool {
        true
    }

    fn reader_known(&self) -> bool {
        false
    }

    fn update(&mut self, tree: &mut dyn FnMut() -> TreeUpdate) {
        let scale = macroquad::miniquad::window::dpi_scale();
        let text = serialize(&tree(), scale);
        // SAFETY: the plugin reads `text.len()` bytes at the pointer during the call only.
        unsafe { peerless_access(text.as_ptr(), text.len()) }
    }

    fn window_focused(&mut self, _focused: bool) {}

    fn requests(&mut self) -> Vec<ActionRequest> {
        ACCESS_REQUESTS.with(|requests| {
            requests
                .borrow_mut()
                .drain(..)
                .map(|(node, focus)| ActionRequest {
                    action: if focus { Action::Focus } else { Action::Click },
                    target_tree: TreeId::ROOT,
                    target_node: NodeId(u64::from(node)),
                    data: None,
                })
                .collect()
        })
    }
}

thread_local! {
    /// The engine worker's buffer: an errand's text written in by the worker's script, then
    /// the answer read out.
    static ERRAND: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Makes the engine worker's buffer `len` bytes long, for the errand the worker's script
/// (`web/peerless.js`) writes at the pointer returned. Called only in the worker's instance of
/// the wasm, which runs no game.
#[no_mangle]
pub extern "C" fn peerless_engine_input(len: usize) -> *mut u8 {
    ERRAND.with(|buffer| {
        let mut buffer = buffer.borrow_mut();
        buffer.clear();
        buffer.resize(len, 0);
        buffer.as_mut_ptr()
    })
}

/// Does the errand in the buffer ([`peerless::game::errand::serve`]); its answer replaces it,
/// and its length is returned: 0 when the errand could not be done (the game then does its
/// task itself).
#[no_mangle]
pub extern "C" fn peerless_engine_serve() -> usize {
    ERRAND.with(|buffer| {
        let mut buffer = buffer.borrow_mut();
        let answer = std::str::from_utf8(&buffer)
            .map_err(|e| e.to_string())
            .and_then(peerless::game::errand::serve)
            .unwrap_or_default();
        *buffer = answer.into_bytes();
        buffer.len()
    })
}

/// Where the answer is, for `peerless_engine_serve`'s length of bytes.
#[no_mangle]
pub extern "C" fn peerless_engine_output() -> *const u8 {
    ERRAND.with(|buffer| buffer.borrow().as_ptr())
}

/// The plugin's version, which `gl.js` compares with the plugin's own when the page loads.
#[no_mangle]
pub extern "C" fn peerless_crate_version() -> u32 {
    1
}

/// A text the plugin fetched (`kind` as in `peerless_fetch`).
fn fetch(kind: u32, arg: &str) -> Option<String> {
    // SAFETY: the plugin reads `arg.len()` bytes at `arg` during the call only; then it holds
    // exactly `len` bytes for `peerless_take`, which writes that many into the buffer made here.
    unsafe {
        let len = usize::try_from(peerless_fetch(kind, arg.as_ptr(), arg.len())).ok()?;
        let mut bytes = vec![0u8; len];
        peerless_take(bytes.as_mut_ptr());
        String::from_utf8(bytes).ok()
    }
}

/// Bytes the plugin holds for the game (a font), by kind and argument, as [`fetch`] does for
/// text.
fn fetch_bytes(kind: u32, arg: &str) -> Option<Vec<u8>> {
    // SAFETY: as in `fetch`: the plugin reads `arg` during the call, then holds exactly `len`
    // bytes for `peerless_take`, which writes that many into the buffer made here.
    unsafe {
        let len = usize::try_from(peerless_fetch(kind, arg.as_ptr(), arg.len())).ok()?;
        let mut bytes = vec![0u8; len];
        peerless_take(bytes.as_mut_ptr());
        Some(bytes)
    }
}

/// A font file the page fetched before it started the game (kind 7 of `peerless_fetch`).
pub fn fetched_font(name: &str) -> Option<Vec<u8>> {
    fetch_bytes(7, name)
}

/// A CJK font's file name (`NotoSansCJKJP-Regular.otf`), as the page serves it.
const fn cjk_file(face: CjkFace) -> &'static str {
    match face {
        CjkFace::Japanese => "NotoSansCJKJP-Regular.otf",
        CjkFace::Chinese => "NotoSansCJKSC-Regular.otf",
    }
}

/// The browser platform.
pub struct Web;

impl Platform for Web {
    const BLOCKING_LOOP: bool = true;
    const HAS_CLIPBOARD: bool = true;
    const DESKTOP_WINDOW: bool = false;
    const TOUCH_SCREEN: bool = true;
    const HAS_HAPTICS: bool = false;
    const BACK_LEAVES_APP: bool = false;
    /// The recognizer is not in the page's game: a photo is read by a module of its own,
    /// loaded when the first photo comes (`Platform::offload_photo`).
    const READS_PHOTOS: bool = false;

    fn storage(_folder: Option<&Path>) -> Result<Box<dyn Storage>, peerless::l10n::Message> {
        // SAFETY: the plugin's function takes no arguments.
        if unsafe { peerless_storage_available() } == 1 {
            Ok(Box::new(LocalStorage))
        } else {
            Err(peerless::l10n::Message::new("save-reason-browser-refuses"))
        }
    }

    /// The browser may close a tab with no warning a frame can act on: every change is saved
    /// at once, as on phones.
    fn autosave_policy() -> AutosavePolicy {
        AutosavePolicy::every_change()
    }

    /// A CSS pixel is the browser's density-independent pixel; the canvas follows the device's
    /// pixel ratio (macroquad's `high_dpi`), so text is drawn sharp.
    fn density(_width: f32, _height: f32) -> f32 {
        1.0
    }

    /// The page's safe area (`viewport-fit=cover` lets the canvas run under a phone's notch
    /// and home indicator), as CSS gives it.
    fn insets() -> Insets {
        // SAFETY: the plugin's function takes a number.
        let side = |n| unsafe { peerless_inset(n) }.max(0.0);
        Insets {
            top: side(0),
            right: side(1),
            bottom: side(2),
            left: side(3),
        }
    }

    fn dark_mode() -> bool {
        // SAFETY: the plugin's function takes no arguments.
        unsafe { peerless_dark() != 0 }
    }

    fn clipboard() -> Option<String> {
        macroquad::miniquad::window::clipboard_get()
    }

    fn copy(text: &str) -> bool {
        // Also what Ctrl+C on the page copies (miniquad's own clipboard).
        macroquad::miniquad::window::clipboard_set(text);
        // SAFETY: the plugin reads `text.len()` bytes at the pointer during the call only.
        unsafe { peerless_copy(text.as_ptr(), text.len()) != 0 }
    }

    /// The page's text field (where the clipboard cannot be read) says what to paste and
    /// names its buttons in the player's language: its three texts and the language's tag
    /// (for a screen reader's voice) handed over, a line each.
    fn ask_paste() -> bool {
        use crate::app::words::text;
        let words = [
            text("paste-field-label"),
            text("cancel"),
            text("paste-field-import"),
            crate::app::words::language().tag().to_string(),
        ]
        .join("\n");
        // SAFETY: the plugin reads `words.len()` bytes at the pointer during the call only.
        unsafe { peerless_paste(words.as_ptr(), words.len()) };
        true
    }

    fn pasted() -> Option<String> {
        fetch(4, "")
    }

    fn game_in_play(playing: bool) {
        // SAFETY: the plugin's function takes a number.
        unsafe { peerless_in_play(u32::from(playing)) }
    }

    fn link_to(line: &str) -> Option<String> {
        // Every character of a puzzle's line (digits, `.`, letters, `:` and `,`) stands in a
        // URL's `#...` as it is.
        fetch(3, "").map(|page| format!("{page}#{line}"))
    }

    /// The English catalogue, which the page fetched before it started the wasm (kind 5 of
    /// `peerless_fetch`). Without it (a page whose catalogue could not load) the game still
    /// runs, its sentences shown as their messages' ids.
    fn install_catalogues() {
        use peerless::l10n::{Language, Localizer};
        // A catalogue that does not parse is a broken build (tests/l10n.rs parses each): the
        // console says so, the game goes on with the messages' ids.
        if let Some(source) = fetch(5, Language::English.tag()) {
            if Localizer::install(Language::English, &source).is_err() {
                Web::log("the catalogue l10n/en.ftl does not parse");
            }
        }
    }

    /// Whether the page's fetch of the language's catalogue or CJK font failed and waits to
    /// be tried again (kind 8, asked by the file's path).
    fn language_unreachable(language: peerless::l10n::Language) -> bool {
        use peerless::l10n::Language;
        let catalogue = match language {
            Language::Pseudo => Language::English.tag(),
            other => other.tag(),
        };
        let failed = |path: &str| fetch(8, path).is_some();
        failed(&format!("l10n/{catalogue}.ftl"))
            || CjkFace::of(language)
                .is_some_and(|face| failed(&format!("fonts/{}", cjk_file(face))))
    }

    /// The font file the page fetches (kind 7) for a Japanese or Chinese player only.
    fn cjk_font(face: CjkFace) -> Option<Vec<u8>> {
        fetch_bytes(7, cjk_file(face))
    }

    /// `navigator.languages` (kind 6), the browser's languages in the player's order.
    fn system_languages() -> Vec<String> {
        fetch(6, "")
            .map(|list| list.split(',').map(String::from).collect())
            .unwrap_or_default()
    }

    /// The catalogue the page fetched (kind 5), installed once; until it has come, the page is
    /// fetching it and wakes the game when it arrives. One that does not parse is a broken
    /// build: the console says so and the language falls back on English.
    fn catalogue_ready(language: peerless::l10n::Language) -> bool {
        use peerless::l10n::Localizer;
        if Localizer::available(language) {
            return true;
        }
        let Some(source) = fetch(5, language.tag()) else {
            return false;
        };
        if Localizer::install(language, &source).is_err() {
            Web::log("a catalogue does not parse: English instead");
        }
        true
    }

    fn start_waker() -> Waker {
        // SAFETY: the plugin's function takes no arguments.
        unsafe { peerless_start() };
        Waker::with_timer(Web::now, |ms| {
            // SAFETY: the plugin's function takes a number.
            unsafe { peerless_wake_after(ms) }
        })
    }

    fn watch_quit_requests(_waker: &Waker) -> QuitRequests {
        QuitRequests::never()
    }

    fn leave_app() {}

    fn now() -> Duration {
        // SAFETY: the plugin's function takes no arguments.
        let ms = unsafe { peerless_now() };
        Duration::from_secs_f64(ms.max(0.0) / 1000.0)
    }

    fn today() -> Date {
        // SAFETY: the plugin's function takes no arguments.
        let packed = unsafe { peerless_today() };
        Date::new(packed / 10_000, packed / 100 % 100, packed % 100).unwrap_or(Date::EPOCH)
    }

    /// The page reports hiding itself; frames stop meanwhile, so a gap says nothing.
    fn was_away(_passed: Duration) -> bool {
        false
    }

    fn spawn(_name: &str, _work: Box<dyn FnOnce() + Send>) -> bool {
        false
    }

    /// The engine's worker (`web/peerless.js`): a Web Worker running a second instance of
    /// this wasm, made at the first task.
    fn offload(request: &str) -> Option<u32> {
        // SAFETY: the plugin reads `request.len()` bytes at the pointer during the call only.
        let id = unsafe { peerless_engine_post(request.as_ptr(), request.len()) };
        u32::try_from(id).ok()
    }

    /// The answer, fetched once (kind 10 of `peerless_fetch`); an empty one is the worker's
    /// failure.
    fn offloaded(id: u32) -> Option<Option<String>> {
        let answer = fetch(10, &id.to_string())?;
        Some(Some(answer).filter(|text| !text.is_empty()))
    }

    fn cancel_offload(id: u32) {
        // SAFETY: the plugin's function takes a number.
        unsafe { peerless_engine_cancel(id) }
    }

    /// The `storage` event, which the browser fires in every other page of the game's origin
    /// when one writes the save (and never in the page that wrote): the page sets its flag
    /// and wakes the game.
    fn watch_saves(
        _folder: Option<&Path>,
        _waker: &Waker,
        _other_copy: Box<dyn Fn() -> bool + Send + Sync>,
    ) -> SavesWatch {
        // SAFETY: the plugin's function takes no arguments.
        SavesWatch::asking(|| unsafe { peerless_saves_changed() } == 1)
    }

    fn visibility_change() -> Option<bool> {
        // SAFETY: the plugin's function takes no arguments.
        match unsafe { peerless_visibility() } {
            1 => Some(true),
            2 => Some(false),
            _ => None,
        }
    }

    fn linked_puzzle() -> Option<String> {
        fetch(1, "").filter(|text| !text.trim().is_empty())
    }

    /// Kind 9: the page's `hashchange`, the new `#...`, once.
    fn changed_link() -> Option<String> {
        fetch(9, "").filter(|text| !text.trim().is_empty())
    }

    fn show_link(line: &str) {
        // SAFETY: the plugin reads `line.len()` bytes at the pointer during the call only.
        unsafe { peerless_show_link(line.as_ptr(), line.len()) }
    }

    /// The browser's console, as an error (miniquad's logger).
    fn log(message: &str) {
        macroquad::miniquad::error!("peerless: {}", message);
    }

    fn report_asked() -> bool {
        fetch(2, "report").is_some()
    }

    fn report(line: std::fmt::Arguments) {
        let text = line.to_string();
        // SAFETY: the plugin reads `text.len()` bytes at the pointer during the call only.
        unsafe { peerless_report(text.as_ptr(), text.len()) }
    }

    /// The page's mirror of the tree (see the module's notes).
    fn accessibility(_waker: &Waker) -> Option<Box<dyn Accessibility>> {
        Some(Box::new(PageMirror))
    }
}

/// The saves in `localStorage`: each entry a key `peerless/<name>`, written whole by one
/// `setItem` (which the browser applies at once or not at all).
struct LocalStorage;

impl LocalStorage {
    fn refused(action: &'static str, name: &str, full: bool) -> SaveError {
        SaveError::Io {
            action,
            path: format!("localStorage peerless/{name}").into(),
            kind: if full {
                std::io::ErrorKind::StorageFull
            } else {
                std::io::ErrorKind::PermissionDenied
            },
            // For the log: the player is told by the kind (`save-reason-...`).
            message: if full {
                "QuotaExceededError".to_string()
            } else {
                "setItem failed".to_string()
            },
        }
    }
}

impl Storage for LocalStorage {
    fn read(&self, name: &str) -> Result<Option<Vec<u8>>, SaveError> {
        Ok(fetch(0, name).map(String::into_bytes))
    }

    fn write(&self, name: &str, bytes: &[u8]) -> Result<(), SaveError> {
        // SAFETY: the plugin reads the two byte ranges during the call only.
        let answer =
            unsafe { peerless_store(name.as_ptr(), name.len(), bytes.as_ptr(), bytes.len()) };
        match answer {
            0 => Ok(()),
            1 => Err(LocalStorage::refused("write", name, true)),
            _ => Err(LocalStorage::refused("write", name, false)),
        }
    }

    fn rename_new(&self, from: &str, to: &str) -> Result<bool, SaveError> {
        if self.read(to)?.is_some() {
            return Ok(false);
        }
        if let Some(bytes) = self.read(from)? {
            self.write(to, &bytes)?;
            // SAFETY: the plugin reads the key during the call only.
            unsafe { peerless_remove(from.as_ptr(), from.len()) };
        }
        Ok(true)
    }

    /// No folder: the game names the browser's storage in the player's language.
    fn location(&self) -> String {
        String::new()
    }
}
