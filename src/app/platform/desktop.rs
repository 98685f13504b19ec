//! The desktop: Linux on X11 (implemented and tested in full, in a real window under Xvfb), and
//! the other desktops macroquad runs on (built, not tested here).
//!
//! - Saves: files in the data folder of `directories` (`~/.local/share/peerless` on Linux,
//!   `~/Library/Application Support/Peerless` on macOS, `%APPDATA%\Peerless\data` on Windows).
//! - Density: macroquad already divides by the system's scale (`Xft.dpi / 96`), so a logical
//!   pixel is a dp. No insets; no system theme (the "system" theme is light).
//! - On Linux each frame waits at its start for the window's input, another thread's wake or
//!   its next deadline (`x11.rs`), so an idle game draws nothing; elsewhere the loop runs on.
//! - A logout, a shutdown, Ctrl+C in a terminal or a closed terminal (SIGTERM, SIGINT, SIGHUP) on
//!   Unix ends the game as closing its window does, saving the last moves.
//! - Screen readers: on Linux the accessibility tree goes on AT-SPI (`atspi.rs`).
//! - Two windows on one data folder: the folder is watched (`notify`), so a window follows the
//!   saves another one writes at once, not only when its own write is refused.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use peerless::game::Date;
use peerless::save::{AutosavePolicy, FileStorage, Storage};

use super::waker::Waker;
use super::{Insets, Platform, QuitRequests, SavesWatch};

/// The desktop platform.
pub struct Desktop;

/// The folder of the saves: `folder` when the player named one, else the system's data folder
/// for the game.
fn saves_folder(folder: Option<&Path>) -> Result<std::path::PathBuf, peerless::l10n::Message> {
    match folder {
        Some(dir) => Ok(dir.to_path_buf()),
        None => directories::ProjectDirs::from("", "", "Peerless")
            .map(|dirs| dirs.data_dir().to_path_buf())
            .ok_or_else(|| peerless::l10n::Message::new("save-reason-no-home")),
    }
}

/// The photo the chooser's thread read, until a frame takes it (`None` inside: the file
/// chosen could not be read).
static CHOSEN_PHOTO: std::sync::Mutex<Option<Option<Vec<u8>>>> = std::sync::Mutex::new(None);

impl Platform for Desktop {
    /// No: on Linux the frame waits instead (`x11.rs` says why macroquad's blocking loop
    /// loses wakes there); other desktops run the ordinary loop.
    const BLOCKING_LOOP: bool = false;
    const HAS_CLIPBOARD: bool = true;
    const DESKTOP_WINDOW: bool = true;
    const TOUCH_SCREEN: bool = false;
    const HAS_HAPTICS: bool = false;
    const BACK_LEAVES_APP: bool = false;

    fn storage(folder: Option<&Path>) -> Result<Box<dyn Storage>, peerless::l10n::Message> {
        Ok(Box::new(FileStorage::new(saves_folder(folder)?)))
    }

    /// The system's watch on the saves' folder (made if it is not there yet, so that it can be
    /// watched): an event about the save file that `other_copy` does not take for this copy's
    /// own write fires the watch and wakes the loop. A folder that cannot be watched (no
    /// home, too many watches) is not: the store's check before every write still holds.
    fn watch_saves(
        folder: Option<&Path>,
        waker: &Waker,
        other_copy: Box<dyn Fn() -> bool + Send + Sync>,
    ) -> SavesWatch {
        use notify::Watcher as _;
        let Ok(dir) = saves_folder(folder) else {
            return SavesWatch::never();
        };
        let flag = Arc::new(AtomicBool::new(false));
        let (fired, waker) = (Arc::clone(&flag), waker.clone());
        let save = std::ffi::OsStr::new(peerless::save::SAVE_FILE);
        let handler = move |event: notify::Result<notify::Event>| {
            let about_save = event.is_ok_and(|event| {
                event
                    .paths
                    .iter()
                    .any(|path| path.file_name() == Some(save))
            });
            if about_save && other_copy() {
                fired.store(true, Ordering::Release);
                waker.wake_now();
            }
        };
        let watching = std::fs::create_dir_all(&dir).ok().and_then(|()| {
            let mut watcher = notify::recommended_watcher(handler).ok()?;
            watcher
                .watch(&dir, notify::RecursiveMode::NonRecursive)
                .ok()?;
            Some(watcher)
        });
        match watching {
            Some(watcher) => SavesWatch::flagged(flag, Box::new(watcher)),
            None => {
                Desktop::log(&format!(
                    "the saves' folder {} cannot be watched: another window's saves are seen \
                     only when this one saves",
                    dir.display()
                ));
                SavesWatch::never()
            }
        }
    }

    fn autosave_policy() -> AutosavePolicy {
        AutosavePolicy::default()
    }

    fn density(_width: f32, _height: f32) -> f32 {
        1.0
    }

    fn insets() -> Insets {
        Insets::default()
    }

    fn dark_mode() -> bool {
        false
    }

    /// POSIX's order: `LANGUAGE` (a list, `de:en`, GNU's) where a locale is set at all, then
    /// the first set of `LC_ALL`, `LC_MESSAGES`, `LANG`; `C` and `POSIX` name no language.
    /// On Windows and macOS the same variables, when a terminal set them.
    fn system_languages() -> Vec<String> {
        languages_from(|name| std::env::var(name).ok())
    }

    /// A photo can be chosen (the system's file chooser, by `rfd`) or dropped on the window
    /// (X11, Wayland, macOS and Windows: miniquad reads the dropped file's bytes).
    const TAKES_PHOTOS: bool = true;

    /// The chooser runs on a thread of its own (on Linux it waits for the desktop portal's
    /// answer over D-Bus; elsewhere the panel is modal on that thread), so the frames go on;
    /// the file's bytes are read there too, and the waker brings the frame that takes them.
    fn ask_photo(waker: &Waker) -> bool {
        let waker = waker.clone();
        Desktop::spawn(
            "peerless-photo",
            Box::new(move || {
                let chosen = rfd::FileDialog::new()
                    .add_filter("JPEG, PNG", &["jpg", "jpeg", "png", "JPG", "JPEG", "PNG"])
                    .pick_file();
                // Closed without a choice (or no chooser could open): nothing comes.
                if let Some(path) = chosen {
                    if let Ok(mut slot) = CHOSEN_PHOTO.lock() {
                        *slot = Some(std::fs::read(path).ok());
                    }
                    waker.wake_now();
                }
            }),
        )
    }

    fn photo() -> Option<Option<Vec<u8>>> {
        // The first file of a drop (a drop of several reads the first); macroquad keeps the
        // drop until the frame ends. Then the chooser's answer, if one came.
        let dropped = macroquad::input::get_dropped_files();
        if let Some(file) = dropped.into_iter().next() {
            return Some(file.bytes);
        }
        CHOSEN_PHOTO.lock().ok().and_then(|mut slot| slot.take())
    }

    fn clipboard() -> Option<String> {
        macroquad::miniquad::window::clipboard_get()
    }

    fn copy(text: &str) -> bool {
        macroquad::miniquad::window::clipboard_set(text);
        true
    }

    /// Linux: Mesa's software rasterizer (llvmpipe, a machine without a GPU driver, and the
    /// window tests' Xvfb) on the drawing thread alone, unless the player set its thread count
    /// (`LP_NUM_THREADS`): the game's frames are a few quads, which its rasterizer threads
    /// cost more to hand over than they save; on a busy machine each frame waited for them to
    /// be scheduled too (the stall test's median event-to-frame time halved, 37.6 to 19 ms,
    /// with a load average of 7 on 2 cores). A GPU's driver does not read it.
    fn before_window() {
        #[cfg(target_os = "linux")]
        if std::env::var_os("LP_NUM_THREADS").is_none() {
            // The game has no other thread yet: nothing reads the environment meanwhile.
            std::env::set_var("LP_NUM_THREADS", "0");
        }
    }

    fn start_waker() -> Waker {
        #[cfg(target_os = "linux")]
        {
            Waker::waiting_in(
                Desktop::now,
                std::sync::Arc::new(super::x11::X11Wait::new()),
            )
        }
        #[cfg(not(target_os = "linux"))]
        {
            // The loop does not block here: nothing to wake.
            Waker::inert(Desktop::now)
        }
    }

    fn watch_quit_requests(waker: &Waker) -> QuitRequests {
        #[cfg(unix)]
        {
            watch_signals(waker)
        }
        #[cfg(not(unix))]
        {
            let _ = waker;
            QuitRequests::never()
        }
    }

    fn leave_app() {}

    fn now() -> Duration {
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed()
    }

    /// `CLOCK_MONOTONIC`, which `Instant` reads on Linux, less the time since the start.
    fn clock_origin() -> Option<Duration> {
        #[cfg(unix)]
        {
            let since_start = Desktop::now();
            let mut now = libc::timespec {
                tv_sec: 0,
                tv_nsec: 0,
            };
            // SAFETY: clock_gettime writes one timespec, ours; it fails only for a bad clock id.
            if unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut now) } != 0 {
                return None;
            }
            let monotonic = Duration::new(
                u64::try_from(now.tv_sec).ok()?,
                u32::try_from(now.tv_nsec).ok()?,
            );
            monotonic.checked_sub(since_start)
        }
        #[cfg(not(unix))]
        {
            None
        }
    }

    fn today() -> Date {
        #[cfg(unix)]
        {
            super::unix::today()
        }
        #[cfg(not(unix))]
        {
            // PLATFORM(windows): the local offset is not read here yet; the UTC date.
            let seconds = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            Date::from_unix_time(i64::try_from(seconds).unwrap_or(0), 0)
        }
    }

    /// In the blocking loop long gaps are normal (no frames while the player thinks), and the
    /// window's focus events say when it was away.
    fn was_away(_passed: Duration) -> bool {
        false
    }

    fn spawn(name: &str, work: Box<dyn FnOnce() + Send>) -> bool {
        std::thread::Builder::new()
            .name(name.to_string())
            .spawn(work)
            .is_ok()
    }

    /// Linux: the AT-SPI adapter (`atspi.rs`). Other desktops: none yet (AccessKit has
    /// adapters for Windows and macOS, which need the window's handle).
    fn accessibility(waker: &Waker) -> Option<Box<dyn super::Accessibility>> {
        #[cfg(target_os = "linux")]
        return Some(Box::new(super::atspi::AtSpi::new(waker)));
        #[cfg(not(target_os = "linux"))]
        {
            let _ = waker;
            None
        }
    }
}

/// Watches SIGTERM, SIGINT and SIGHUP on a thread of its own: once this has run, such a signal no
/// longer kills the game at once; it sets the returned flag and wakes the loop, and the game ends
/// as when its window is closed. A second signal ends the process at once, for a game that does
/// not respond.
#[cfg(unix)]
fn watch_signals(waker: &Waker) -> QuitRequests {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let requested = Arc::new(AtomicBool::new(false));
    let mut signals = match signal_hook::iterator::Signals::new([SIGTERM, SIGINT, SIGHUP]) {
        Ok(signals) => signals,
        Err(error) => {
            eprintln!("peerless: signals will end the game unsaved: {error}");
            return QuitRequests::never();
        }
    };
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
    QuitRequests {
        requested: Some(requested),
    }
}

/// The player's languages from the locale variables `var` reads, as POSIX and GNU order them:
/// `LANGUAGE`'s list (`de:en`) when a locale is set at all, then the first set of `LC_ALL`,
/// `LC_MESSAGES`, `LANG`; `C` and `POSIX` name no language.
fn languages_from(var: impl Fn(&str) -> Option<String>) -> Vec<String> {
    let var = |name: &str| var(name).filter(|value| !value.is_empty());
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(var);
    let neutral = |value: &str| matches!(value.split('.').next(), Some("C" | "POSIX"));
    let mut languages = Vec::new();
    if let Some(locale) = locale.filter(|locale| !neutral(locale)) {
        if let Some(list) = var("LANGUAGE") {
            languages.extend(list.split(':').filter(|l| !l.is_empty()).map(String::from));
        }
        languages.push(locale);
    }
    languages
}

#[cfg(test)]
mod language_tests {
    use super::languages_from;
    use peerless::l10n::Language;

    fn chosen(vars: &[(&str, &str)]) -> Language {
        let list = languages_from(|name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        });
        Language::preferred(list.iter().map(String::as_str))
    }

    #[test]
    fn the_locale_variables_choose_the_language_in_posix_order() {
        assert_eq!(chosen(&[("LANG", "de_DE.UTF-8")]), Language::German);
        assert_eq!(
            chosen(&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "ja_JP.UTF-8")]),
            Language::Japanese
        );
        assert_eq!(
            chosen(&[("LC_MESSAGES", "ja_JP"), ("LC_ALL", "fr_FR.UTF-8")]),
            Language::French
        );
        // GNU's list first, the first the game speaks; a language it does not speak is passed.
        assert_eq!(
            chosen(&[("LANG", "de_DE.UTF-8"), ("LANGUAGE", "ko:pt_BR:de")]),
            Language::PortugueseBrazil
        );
        assert_eq!(
            chosen(&[("LANG", "zh_CN.UTF-8")]),
            Language::ChineseSimplified
        );
        // No locale, or the C locale: English, and LANGUAGE alone does not count.
        assert_eq!(chosen(&[]), Language::English);
        assert_eq!(
            chosen(&[("LANG", "C.UTF-8"), ("LANGUAGE", "de")]),
            Language::English
        );
        assert_eq!(
            chosen(&[("LANG", ""), ("LC_ALL", "POSIX")]),
            Language::English
        );
        assert_eq!(chosen(&[("LANG", "sv_SE.UTF-8")]), Language::English);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_desktop_batches_saves_and_never_mistakes_a_long_think_for_an_absence() {
        assert!(
            !Desktop::was_away(Duration::from_secs(600)),
            "no frames while thinking is normal"
        );
        let mut policy = Desktop::autosave_policy();
        policy.changed(Duration::ZERO);
        assert!(
            !policy.due(Duration::from_millis(10)),
            "a burst of moves is one write"
        );
    }

    #[test]
    fn the_desktop_density_is_one_and_insets_are_empty() {
        assert_eq!(Desktop::density(1280.0, 800.0), 1.0);
        assert_eq!(Desktop::insets(), Insets::default());
    }

    #[test]
    fn saves_go_where_the_player_says() {
        let storage = Desktop::storage(Some(Path::new("/some/folder"))).unwrap();
        assert_eq!(storage.location(), "/some/folder");
    }

    /// The local date agrees with the system's `date` command (run twice around the question,
    /// so a midnight in between cannot make the test fail).
    #[cfg(unix)]
    #[test]
    fn today_is_the_local_date_the_system_gives() {
        let date = || {
            let output = std::process::Command::new("date")
                .arg("+%F")
                .output()
                .ok()?;
            String::from_utf8(output.stdout)
                .ok()?
                .trim()
                .parse::<Date>()
                .ok()
        };
        let Some(before) = date() else {
            panic!("the `date` command runs on every Unix");
        };
        let today = Desktop::today();
        let after = date().unwrap();
        assert!(
            today == before || today == after,
            "{today} vs {before}/{after}"
        );
    }
}
