//! The command line and the scripted mode: a list of taps, keys and waits played through the
//! real input path, for tests and for the README's screenshots.
//!
//! ```text
//! peerless --script FILE [--screenshot OUT.png] [--size WxH] [--theme light|dark]
//!          [--dp X] [--data-dir DIR]
//! ```
//!
//! A script has one command a line (`#` starts a comment):
//!
//! | command | what it does |
//! |---|---|
//! | `tap X Y`, `down X Y`, `up X Y` | a touch or click at window pixels |
//! | `tap-cell R C`, `tap-digit D`, `tap-tool NAME`, `tap-pause`, `tap-menu N` | a tap at the centre of that button in the current layout (menus count from 1) |
//! | `key K` | a key: `1`, `Left`, `Backspace`, `N`, `Ctrl+Z`, `Escape`, ... |
//! | `wait N` | let N frames pass |
//! | `sleep MS` | let MS milliseconds pass, frames going on (for what depends on time, such as a long press) |
//! | `resize W H` | resize the window |
//! | `screenshot PATH` | save the window as a PNG |
//! | `puzzle LINE` | start a game of an 81-character puzzle |
//! | `new LEVEL SEED` | generate a puzzle of a level from a seed (on the worker thread) and start it |
//!
//! Taps become the same [`Event`](super::input::Event)s a finger makes, so a script tests the
//! game as it is played. The game prints `first frame <ms>` when it has drawn its first frame,
//! one `move ...` line per move it applies, `won ...` or `lost` at the end of a game, and before
//! it exits `quiet frames N, allocations in them A` (the frames in which nothing happened but the
//! redraw, and the heap allocations made in them, counted by the game binary's allocator) and
//! `script done`.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::input::KeyPress;
use super::layout::Tool;
use crate::board::{Cell, Digit};
use crate::game::Theme;
use crate::logic::Level;

/// The command-line options.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Options {
    /// A script to play.
    pub script: Option<PathBuf>,
    /// Where to save a screenshot when the script ends.
    pub screenshot: Option<PathBuf>,
    /// The window size in pixels.
    pub size: Option<(u32, u32)>,
    /// A theme that overrides the saved setting (without changing it).
    pub theme: Option<Theme>,
    /// The density (logical pixels per dp) instead of the platform's, to show a phone's layout
    /// on a desktop.
    pub dp: Option<f32>,
    /// The folder for saves, instead of the platform's.
    pub data_dir: Option<PathBuf>,
}

/// The text `--help` prints.
pub const USAGE: &str = "\
Peerless, a Sudoku game.

Usage: peerless [OPTIONS]

Options:
  --script FILE        play the commands in FILE, then exit (see the README)
  --screenshot PATH    with --script: save the window as a PNG at the end
  --size WxH           the window size in pixels (default 1000x720)
  --theme light|dark   use this theme instead of the saved setting
  --dp X               logical pixels per dp, to show a phone's layout
  --data-dir DIR       keep saves in DIR instead of the platform's data folder
  --help               print this text
";

impl Options {
    /// Reads the options from the arguments after the program name. `Ok(None)` means `--help`.
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Option<Options>, String> {
        let mut options = Options::default();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let (name, inline) = match arg.split_once('=') {
                Some((name, value)) if name.starts_with("--") => (name.to_string(), Some(value)),
                _ => (arg.clone(), None),
            };
            if name == "--help" || name == "-h" {
                return Ok(None);
            }
            let mut value = || -> Result<String, String> {
                inline
                    .map(str::to_string)
                    .or_else(|| args.next())
                    .ok_or_else(|| format!("{name} needs a value"))
            };
            match name.as_str() {
                "--script" => options.script = Some(PathBuf::from(value()?)),
                "--screenshot" => options.screenshot = Some(PathBuf::from(value()?)),
                "--data-dir" => options.data_dir = Some(PathBuf::from(value()?)),
                "--size" => {
                    let text = value()?;
                    options.size = Some(
                        parse_size(&text)
                            .ok_or_else(|| format!("--size wants WIDTHxHEIGHT, not {text:?}"))?,
                    );
                }
                "--theme" => {
                    let text = value()?;
                    options.theme = Some(match text.to_ascii_lowercase().as_str() {
                        "light" => Theme::Light,
                        "dark" => Theme::Dark,
                        "system" => Theme::System,
                        _ => return Err(format!("--theme wants light or dark, not {text:?}")),
                    });
                }
                "--dp" => {
                    let text = value()?;
                    options.dp = Some(
                        text.parse::<f32>()
                            .ok()
                            .filter(|dp| dp.is_finite() && *dp >= 0.5 && *dp <= 8.0)
                            .ok_or_else(|| {
                                format!("--dp wants a number from 0.5 to 8, not {text:?}")
                            })?,
                    );
                }
                _ => return Err(format!("unknown option {arg:?} (try --help)")),
            }
        }
        if options.screenshot.is_some() && options.script.is_none() {
            return Err("--screenshot needs --script".to_string());
        }
        Ok(Some(options))
    }
}

fn parse_size(text: &str) -> Option<(u32, u32)> {
    let (w, h) = text.split_once(['x', 'X'])?;
    let (w, h) = (w.trim().parse().ok()?, h.trim().parse().ok()?);
    (64..=8192).contains(&w).then_some(())?;
    (64..=8192).contains(&h).then_some((w, h))
}

/// One line of a script.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Down and up at a point.
    Tap(f32, f32),
    /// Down at a point.
    Down(f32, f32),
    /// Up at a point.
    Up(f32, f32),
    /// A tap on a cell.
    TapCell(Cell),
    /// A tap on a pad digit.
    TapDigit(Digit),
    /// A tap on a tool.
    TapTool(Tool),
    /// A tap on the pause button.
    TapPause,
    /// A tap on a menu button (0 for the first).
    TapMenu(usize),
    /// A key.
    Key(KeyPress),
    /// Let frames pass.
    Wait(u32),
    /// Let time pass (milliseconds), frames going on.
    Sleep(u64),
    /// Resize the window.
    Resize(u32, u32),
    /// Save the window as a PNG.
    Screenshot(PathBuf),
    /// Start a game of this puzzle text.
    Puzzle(String),
    /// Generate a puzzle of a level from a seed, and start it.
    New(Level, u64),
}

/// Reads a script; an error names the line and what is wrong with it.
pub fn parse_script(text: &str) -> Result<Vec<Command>, String> {
    let mut commands = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let command = parse_command(line).map_err(|e| format!("line {}: {e}", number + 1))?;
        commands.push(command);
    }
    Ok(commands)
}

fn parse_command(line: &str) -> Result<Command, String> {
    let mut words = line.split_whitespace();
    let name = words.next().unwrap_or_default();
    let args: Vec<&str> = words.collect();
    let want = |n: usize| -> Result<(), String> {
        if args.len() == n {
            Ok(())
        } else {
            Err(format!("{name} takes {n} argument(s), not {}", args.len()))
        }
    };
    let number = |i: usize| -> Result<f32, String> {
        args[i]
            .parse::<f32>()
            .ok()
            .filter(|v| v.is_finite())
            .ok_or_else(|| format!("{:?} is not a number", args[i]))
    };
    let whole = |i: usize| -> Result<u64, String> {
        args[i]
            .parse::<u64>()
            .map_err(|_| format!("{:?} is not a whole number", args[i]))
    };
    let small = |i: usize, range: std::ops::RangeInclusive<u64>| -> Result<u64, String> {
        let value = whole(i)?;
        if range.contains(&value) {
            Ok(value)
        } else {
            Err(format!(
                "{value} is not between {} and {}",
                range.start(),
                range.end()
            ))
        }
    };
    Ok(match name.to_ascii_lowercase().as_str() {
        "tap" | "down" | "up" => {
            want(2)?;
            let (x, y) = (number(0)?, number(1)?);
            match name {
                "tap" => Command::Tap(x, y),
                "down" => Command::Down(x, y),
                _ => Command::Up(x, y),
            }
        }
        "tap-cell" => {
            want(2)?;
            let (row, col) = (small(0, 1..=9)?, small(1, 1..=9)?);
            Command::TapCell(Cell::at(row as usize - 1, col as usize - 1).ok_or("no such cell")?)
        }
        "tap-digit" => {
            want(1)?;
            Command::TapDigit(Digit::new(small(0, 1..=9)? as u8).ok_or("no such digit")?)
        }
        "tap-tool" => {
            want(1)?;
            let tool = Tool::ALL
                .into_iter()
                .find(|tool| {
                    tool.label().eq_ignore_ascii_case(args[0])
                        || format!("{tool:?}").eq_ignore_ascii_case(args[0])
                })
                .ok_or_else(|| format!("no tool {:?}", args[0]))?;
            Command::TapTool(tool)
        }
        "tap-pause" => {
            want(0)?;
            Command::TapPause
        }
        "tap-menu" => {
            want(1)?;
            Command::TapMenu(small(0, 1..=32)? as usize - 1)
        }
        "key" => {
            want(1)?;
            Command::Key(KeyPress::parse(args[0]).ok_or_else(|| format!("no key {:?}", args[0]))?)
        }
        "wait" => {
            want(1)?;
            Command::Wait(small(0, 0..=100_000)? as u32)
        }
        "sleep" => {
            want(1)?;
            Command::Sleep(small(0, 0..=60_000)?)
        }
        "resize" => {
            want(2)?;
            Command::Resize(small(0, 64..=8192)? as u32, small(1, 64..=8192)? as u32)
        }
        "screenshot" => {
            want(1)?;
            Command::Screenshot(PathBuf::from(args[0]))
        }
        "puzzle" => {
            if args.is_empty() {
                return Err("puzzle needs the puzzle's text".to_string());
            }
            Command::Puzzle(args.concat())
        }
        "new" => {
            want(2)?;
            let level = Level::ALL
                .into_iter()
                .find(|level| level.name().eq_ignore_ascii_case(args[0]))
                .ok_or_else(|| format!("no level {:?}", args[0]))?;
            Command::New(level, whole(1)?)
        }
        _ => return Err(format!("unknown command {name:?}")),
    })
}

/// Plays a script a frame at a time: hands out the commands of this frame, holding back after a
/// `wait` until its frames have passed, or while the app asks it to hold (a puzzle being made, a
/// resize not yet seen).
#[derive(Clone, Debug, Default)]
pub struct Runner {
    commands: Vec<Command>,
    next: usize,
    wait: u32,
    /// The end of a `sleep`.
    until: Option<Instant>,
}

impl Runner {
    /// A runner for `commands`.
    pub fn new(commands: Vec<Command>) -> Runner {
        Runner {
            commands,
            next: 0,
            wait: 0,
            until: None,
        }
    }

    /// The next command to run in this frame, or `None` when the frame's commands are done.
    pub fn poll(&mut self) -> Option<Command> {
        if self.wait > 0 {
            return None;
        }
        if let Some(until) = self.until {
            if Instant::now() < until {
                return None;
            }
            self.until = None;
        }
        let command = self.commands.get(self.next)?.clone();
        self.next += 1;
        match command {
            Command::Wait(frames) => {
                self.wait = frames;
                None
            }
            Command::Sleep(ms) => {
                self.until = Some(Instant::now() + Duration::from_millis(ms));
                None
            }
            command => Some(command),
        }
    }

    /// Holds the script for `frames` more frames.
    pub fn hold(&mut self, frames: u32) {
        self.wait = self.wait.max(frames);
    }

    /// A frame has been drawn.
    pub fn end_frame(&mut self) {
        self.wait = self.wait.saturating_sub(1);
    }

    /// Whether every command has run and every wait has passed.
    pub fn finished(&self) -> bool {
        self.next >= self.commands.len() && self.wait == 0 && self.until.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::Key;

    fn args(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn options_parse() {
        let options = Options::parse(args(
            "--script s.txt --screenshot out.png --size 1080x2400 --theme dark --dp 2.75 \
             --data-dir /tmp/d",
        ))
        .unwrap()
        .unwrap();
        assert_eq!(options.script, Some(PathBuf::from("s.txt")));
        assert_eq!(options.screenshot, Some(PathBuf::from("out.png")));
        assert_eq!(options.size, Some((1080, 2400)));
        assert_eq!(options.theme, Some(Theme::Dark));
        assert_eq!(options.dp, Some(2.75));
        assert_eq!(options.data_dir, Some(PathBuf::from("/tmp/d")));
        assert_eq!(
            Options::parse(args("--size=640x480"))
                .unwrap()
                .unwrap()
                .size,
            Some((640, 480))
        );
        assert_eq!(Options::parse(args("--help")), Ok(None));
        assert_eq!(Options::parse(Vec::new()), Ok(Some(Options::default())));
        for bad in [
            "--size 10x10",
            "--size big",
            "--theme pink",
            "--dp 0",
            "--script",
            "--frobnicate",
            "--screenshot x.png",
        ] {
            assert!(Options::parse(args(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn scripts_parse_every_command() {
        let script = "\
            # a comment\n\
            tap 10 20.5\n\
            down 1 2\n\
            up 1 2\n\
            tap-cell 1 3   # row 1, column 3\n\
            tap-digit 4\n\
            tap-tool undo\n\
            tap-tool AutoNotes\n\
            tap-pause\n\
            tap-menu 2\n\
            key Ctrl+Z\n\
            wait 3\n\
            sleep 250\n\
            resize 800 600\n\
            screenshot /tmp/x.png\n\
            puzzle 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n\
            new hard 42\n";
        let commands = parse_script(script).unwrap();
        assert_eq!(
            commands,
            vec![
                Command::Tap(10.0, 20.5),
                Command::Down(1.0, 2.0),
                Command::Up(1.0, 2.0),
                Command::TapCell(Cell::at(0, 2).unwrap()),
                Command::TapDigit(Digit::new(4).unwrap()),
                Command::TapTool(Tool::Undo),
                Command::TapTool(Tool::AutoNotes),
                Command::TapPause,
                Command::TapMenu(1),
                Command::Key(KeyPress {
                    key: Key::Letter('z'),
                    ctrl: true,
                    shift: false
                }),
                Command::Wait(3),
                Command::Sleep(250),
                Command::Resize(800, 600),
                Command::Screenshot(PathBuf::from("/tmp/x.png")),
                Command::Puzzle(
                    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                        .to_string()
                ),
                Command::New(Level::Hard, 42),
            ]
        );
    }

    #[test]
    fn script_errors_name_the_line() {
        assert_eq!(
            parse_script("tap 1 2\ntap 1\n"),
            Err("line 2: tap takes 2 argument(s), not 1".to_string())
        );
        assert!(parse_script("tap-cell 0 1")
            .unwrap_err()
            .contains("between 1 and 9"));
        assert!(parse_script("key F13").unwrap_err().contains("no key"));
        assert!(parse_script("new impossible 1")
            .unwrap_err()
            .contains("no level"));
        assert!(parse_script("fly").unwrap_err().contains("unknown command"));
    }

    #[test]
    fn the_runner_hands_out_a_frame_of_commands_at_a_time() {
        let mut runner =
            Runner::new(parse_script("key 1\nkey 2\nwait 2\nkey 3\nwait 0\nkey 4").unwrap());
        assert!(matches!(runner.poll(), Some(Command::Key(_))));
        assert!(matches!(runner.poll(), Some(Command::Key(_))));
        assert_eq!(runner.poll(), None, "wait 2");
        runner.end_frame();
        assert_eq!(runner.poll(), None);
        runner.end_frame();
        assert!(matches!(runner.poll(), Some(Command::Key(_))));
        assert_eq!(runner.poll(), None, "wait 0 still ends the frame");
        runner.end_frame();
        runner.hold(1);
        assert_eq!(runner.poll(), None);
        runner.end_frame();
        assert!(matches!(runner.poll(), Some(Command::Key(_))));
        assert!(runner.finished());
    }

    #[test]
    fn a_sleep_holds_the_script_until_its_time_has_passed() {
        let mut runner = Runner::new(parse_script("sleep 30\nkey 1").unwrap());
        let start = Instant::now();
        assert_eq!(runner.poll(), None, "the sleep ends the frame");
        assert!(!runner.finished());
        while runner.poll().is_none() {
            runner.end_frame();
        }
        assert!(start.elapsed() >= Duration::from_millis(30));
        assert!(runner.finished());
    }
}
