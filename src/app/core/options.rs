//! The game's command line: a script to play (for tests and screenshots), the window's size and
//! theme, a phone's density on a desktop, and the folder for saves.
//!
//! ```text
//! peerless [--script FILE [--screenshot OUT.png]] [--report] [--size WxH]
//!          [--theme light|dark|system] [--lang TAG] [--dp X] [--data-dir DIR]
//! ```

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::OnceLock;

use peerless::game::Theme;
use peerless::l10n::Language;

use crate::app::platform::{Current, Platform};

/// The command-line options.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Options {
    /// A script to play (see `script.rs`).
    pub script: Option<PathBuf>,
    /// Where to save a screenshot when the script ends.
    pub screenshot: Option<PathBuf>,
    /// The window size in pixels.
    pub size: Option<(u32, u32)>,
    /// A theme that overrides the saved setting (without changing it) until the player
    /// chooses one.
    pub theme: Option<Theme>,
    /// A language that overrides the saved setting and the system's (without changing them)
    /// until the player chooses one.
    pub language: Option<Language>,
    /// The density (logical pixels per dp) instead of the platform's, to show a phone's layout
    /// on a desktop.
    pub dp: Option<f32>,
    /// The folder for saves, instead of the platform's.
    pub data_dir: Option<PathBuf>,
    /// The phone profile on a desktop: the phones' autosave (every change at once) and a
    /// phone's density from the screen, so the phone's code paths run in a desktop window.
    pub phone: bool,
    /// Every sync of the save storage made this much slower (to measure what saving costs).
    pub storage_delay: Option<std::time::Duration>,
    /// Saves written in the frame, as where there are no threads (to measure the difference).
    pub save_in_frame: bool,
    /// The report printed while the game is played by hand (or driven from outside, by a test
    /// that sends the window real input), with a line for every frame drawn.
    pub report: bool,
}

/// The text `--help` prints.
pub const USAGE: &str = "\
Peerless, a Sudoku game.

Usage: peerless [OPTIONS]

Options:
  --script FILE        play the commands in FILE, then exit (see docs/testing.md)
  --screenshot PATH    with --script: save the window as a PNG at the end, at rest
  --report             print the scripted mode's report while playing by hand,
                       with a line for each frame drawn (see docs/testing.md)
  --size WxH           the window size in pixels (default 1000x720)
  --theme light|dark|system
                       use this theme instead of the saved setting, until one is
                       chosen in the settings (which show it meanwhile)
  --lang TAG           speak this language (en, de, fr, es, pt-BR, it, nl, pl, ru,
                       ja, zh-Hans, or en-XA, the pseudo-language) instead of the
                       saved setting or the system's, until one is chosen in the
                       settings (which show it meanwhile)
  --dp X               logical pixels per dp, to show a phone's layout
  --data-dir DIR       keep saves in DIR instead of the platform's data folder
  --phone              play as on a phone: every change saved at once, a phone's
                       density from the screen size, touch commands in scripts
  --storage-delay MS   make every sync of the save storage MS milliseconds slower
  --save-in-frame      write saves in the frame instead of on a thread of their own
  --help               print this text
";

impl Options {
    /// Reads the options from the arguments after the program name. `Ok(None)` means `--help`.
    pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Option<Options>, String> {
        use lexopt::prelude::*;
        let mut options = Options::default();
        let mut parser = lexopt::Parser::from_args(args);
        let error = |e: lexopt::Error| e.to_string();
        while let Some(arg) = parser.next().map_err(error)? {
            match arg {
                Short('h') | Long("help") => return Ok(None),
                Long("script") => options.script = Some(parser.value().map_err(error)?.into()),
                Long("screenshot") => {
                    options.screenshot = Some(parser.value().map_err(error)?.into());
                }
                Long("data-dir") => options.data_dir = Some(parser.value().map_err(error)?.into()),
                Long("phone") => options.phone = true,
                Long("report") => options.report = true,
                Long("save-in-frame") => options.save_in_frame = true,
                Long("storage-delay") => {
                    let text = parser.value().map_err(error)?.string().map_err(error)?;
                    let ms = text.parse::<u64>().ok().filter(|ms| *ms <= 10_000);
                    let ms = ms.ok_or_else(|| {
                        format!("--storage-delay wants milliseconds up to 10000, not {text:?}")
                    })?;
                    options.storage_delay = Some(std::time::Duration::from_millis(ms));
                }
                Long("size") => {
                    let text = parser.value().map_err(error)?.string().map_err(error)?;
                    options.size = Some(
                        parse_size(&text)
                            .ok_or_else(|| format!("--size wants WIDTHxHEIGHT, not {text:?}"))?,
                    );
                }
                Long("theme") => {
                    let text = parser.value().map_err(error)?.string().map_err(error)?;
                    options.theme = Some(text.parse().map_err(|e| format!("--theme: {e}"))?);
                }
                Long("lang") => {
                    let text = parser.value().map_err(error)?.string().map_err(error)?;
                    options.language = Some(text.parse().map_err(|e| format!("--lang: {e}"))?);
                }
                Long("dp") => {
                    let text = parser.value().map_err(error)?.string().map_err(error)?;
                    options.dp = Some(
                        text.parse::<f32>()
                            .ok()
                            .filter(|dp| dp.is_finite() && (0.5..=8.0).contains(dp))
                            .ok_or_else(|| {
                                format!("--dp wants a number from 0.5 to 8, not {text:?}")
                            })?,
                    );
                }
                _ => return Err(format!("{} (try --help)", arg.unexpected())),
            }
        }
        if options.screenshot.is_some() && options.script.is_none() {
            return Err("--screenshot needs --script".to_string());
        }
        Ok(Some(options))
    }

    /// The options of this run, read once from the command line (the window's configuration
    /// needs the size before the game starts). `--help` prints the usage and exits; a wrong
    /// option says what is wrong and exits with status 2.
    pub fn get() -> &'static Options {
        // Where there is no command line (the phones, the browser), none is read: the parser
        // and the scripted mode stay out of the build.
        static NONE: Options = Options {
            script: None,
            screenshot: None,
            size: None,
            theme: None,
            language: None,
            dp: None,
            data_dir: None,
            phone: false,
            storage_delay: None,
            save_in_frame: false,
            report: false,
        };
        if !Current::DESKTOP_WINDOW {
            return &NONE;
        }
        static OPTIONS: OnceLock<Options> = OnceLock::new();
        OPTIONS.get_or_init(|| match Options::parse(std::env::args_os().skip(1)) {
            Ok(Some(options)) => options,
            Ok(None) => {
                print!("{USAGE}");
                std::process::exit(0);
            }
            Err(error) => {
                eprintln!("peerless: {error}");
                std::process::exit(2);
            }
        })
    }
}

/// `WIDTHxHEIGHT`, each from 64 to 8192 pixels.
fn parse_size(text: &str) -> Option<(u32, u32)> {
    let (w, h) = text.split_once(['x', 'X'])?;
    let (w, h) = (w.trim().parse().ok()?, h.trim().parse().ok()?);
    (64..=8192).contains(&w).then_some(())?;
    (64..=8192).contains(&h).then_some((w, h))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(line: &str) -> Vec<OsString> {
        line.split_whitespace().map(OsString::from).collect()
    }

    #[test]
    fn options_parse() {
        let options = Options::parse(args(
            "--script s.txt --screenshot out.png --size 1080x2400 --theme dark --lang de-AT --dp 2.75 \
             --data-dir /tmp/d --phone --storage-delay 50 --save-in-frame --report",
        ))
        .unwrap()
        .unwrap();
        assert_eq!(options.script, Some(PathBuf::from("s.txt")));
        assert_eq!(options.screenshot, Some(PathBuf::from("out.png")));
        assert_eq!(options.size, Some((1080, 2400)));
        assert_eq!(options.theme, Some(Theme::Dark));
        assert_eq!(options.language, Some(Language::German));
        assert_eq!(options.dp, Some(2.75));
        assert_eq!(options.data_dir, Some(PathBuf::from("/tmp/d")));
        assert!(options.phone && options.save_in_frame && options.report);
        assert_eq!(
            options.storage_delay,
            Some(std::time::Duration::from_millis(50))
        );
        assert_eq!(
            Options::parse(args("--size=640x480"))
                .unwrap()
                .unwrap()
                .size,
            Some((640, 480))
        );
        assert_eq!(Options::parse(args("--help")), Ok(None));
        assert_eq!(Options::parse(args("-h")), Ok(None));
        assert_eq!(Options::parse(Vec::new()), Ok(Some(Options::default())));
    }

    #[test]
    fn wrong_options_say_what_is_wrong() {
        for (bad, says) in [
            ("--size 10x10", "--size wants WIDTHxHEIGHT"),
            ("--size big", "--size wants WIDTHxHEIGHT"),
            ("--theme pink", "--theme: "),
            ("--lang tlh", "--lang: no language \"tlh\""),
            ("--dp 0", "--dp wants a number from 0.5 to 8"),
            ("--script", "missing argument"),
            ("--frobnicate", "invalid option '--frobnicate' (try --help)"),
            ("stray", "unexpected argument"),
            ("--screenshot x.png", "--screenshot needs --script"),
            ("--storage-delay soon", "--storage-delay wants milliseconds"),
            ("--phone=yes", "unexpected argument for option '--phone'"),
        ] {
            let error = Options::parse(args(bad)).unwrap_err();
            assert!(error.contains(says), "{bad}: {error}");
        }
    }
}
