//! Scripts: one command a line, read into [`Command`]s and handed out a frame at a time by a
//! [`Runner`].
//!
//! | command | what it does |
//! |---|---|
//! | `tap X Y`, `down X Y`, `up X Y` | a touch or click at window pixels |
//! | `tap-cell R C`, `tap-digit D`, `tap-tool NAME`, `tap-pause`, `tap-menu N` | a tap at the centre of that button in the current layout (menus count from 1; tools by label: `Undo`, `Hint`, ..., and on the typing screen `Back`, `Clear`, `Paste`, `Start`) |
//! | `key K` | a key: `1`, `Left`, `Backspace`, `N`, `Ctrl+Z`, `Escape`, ... |
//! | `wait N` | let N frames pass |
//! | `sleep MS` | let MS milliseconds pass, frames going on (for what depends on time, such as a long press) |
//! | `resize W H` | resize the window |
//! | `screenshot PATH` | save the window as a PNG |
//! | `puzzle LINE` | start a game of an 81-character puzzle |
//! | `new LEVEL SEED` | generate a puzzle of a level from a seed (on the worker thread) and start it |
//!
//! `#` starts a comment.

use std::path::PathBuf;
use std::time::Duration;

use peerless::board::{Cell, Digit};
use peerless::logic::Level;

use crate::app::input::KeyPress;
use crate::app::tools::ToolName;

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
    /// A tap on a tool of the screen's tool bar.
    TapTool(ToolName),
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
            Command::TapTool(args[0].parse().map_err(|e| format!("{e}"))?)
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
            let level: Level = args[0].parse().map_err(|e| format!("{e}"))?;
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
    /// The end of a `sleep`, on the platform's clock.
    until: Option<Duration>,
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

    /// The next command to run in this frame, at `now` on the platform's clock, or `None` when
    /// the frame's commands are done.
    pub fn poll(&mut self, now: Duration) -> Option<Command> {
        if self.wait > 0 {
            return None;
        }
        if let Some(until) = self.until {
            if now < until {
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
                self.until = Some(now + Duration::from_millis(ms));
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
    use crate::app::tools::{EntryTool, Tool};

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
            tap-tool start\n\
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
                Command::TapTool(ToolName::Game(Tool::Undo)),
                Command::TapTool(ToolName::Game(Tool::AutoNotes)),
                Command::TapTool(ToolName::Entry(EntryTool::Start)),
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
            .starts_with("line 1: "));
        assert!(parse_script("tap-tool fly")
            .unwrap_err()
            .starts_with("line 1: no tool \"fly\""));
        assert!(parse_script("fly").unwrap_err().contains("unknown command"));
    }

    #[test]
    fn the_runner_hands_out_a_frame_of_commands_at_a_time() {
        let mut runner =
            Runner::new(parse_script("key 1\nkey 2\nwait 2\nkey 3\nwait 0\nkey 4").unwrap());
        assert!(matches!(runner.poll(Duration::ZERO), Some(Command::Key(_))));
        assert!(matches!(runner.poll(Duration::ZERO), Some(Command::Key(_))));
        assert_eq!(runner.poll(Duration::ZERO), None, "wait 2");
        runner.end_frame();
        assert_eq!(runner.poll(Duration::ZERO), None);
        runner.end_frame();
        assert!(matches!(runner.poll(Duration::ZERO), Some(Command::Key(_))));
        assert_eq!(
            runner.poll(Duration::ZERO),
            None,
            "wait 0 still ends the frame"
        );
        runner.end_frame();
        runner.hold(1);
        assert_eq!(runner.poll(Duration::ZERO), None);
        runner.end_frame();
        assert!(matches!(runner.poll(Duration::ZERO), Some(Command::Key(_))));
        assert!(runner.finished());
    }

    #[test]
    fn a_sleep_holds_the_script_until_its_time_has_passed() {
        let ms = Duration::from_millis;
        let mut runner = Runner::new(parse_script("sleep 30\nkey 1").unwrap());
        assert_eq!(runner.poll(ms(100)), None, "the sleep ends the frame");
        assert!(!runner.finished());
        runner.end_frame();
        assert_eq!(runner.poll(ms(129)), None);
        runner.end_frame();
        assert!(matches!(runner.poll(ms(130)), Some(Command::Key(_))));
        assert!(runner.finished());
    }
}
