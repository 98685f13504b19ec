//! The scripted mode: a list of taps, keys and waits played through the real input path, for
//! tests and for the README's screenshots, and the report it prints.
//!
//! ```text
//! peerless --script FILE [--screenshot OUT.png] [--size WxH] [--theme light|dark] [--dp X]
//!          [--data-dir DIR]
//! ```
//!
//! The commands are listed in [`commands`]. Taps become the same [`Event`](crate::app::input::events::Event)s a finger makes, so a
//! script tests the game as it is played. The game prints `first frame <ms>` when it has drawn
//! its first frame, one `move ...` line per move it applies, `message ...` when the line above the
//! board changes (a hint's words, the cell-info panel), `calculator TITLE | DETAIL` (or
//! `calculator none`) when a Killer's cage calculator in its place changes, `won ...` or `lost` at the end of a
//! game, `import refused: ...` for a puzzle that is not one, and before it exits `quiet frames N,
//! allocations in them A` (the frames in which nothing happened but the redraw, and the heap
//! allocations made in them, counted by the game binary's allocator), the game's own time per
//! frame (its work, not the wait for the display) for the frames with input and for those drawn
//! while an animation ran (`input frames N, median M ms, 99th percentile P ms, longest L ms`,
//! `animation frames ...`: a win's celebration, a move's motion) and `script done`.
//!
//! Where things are is reported in blocks, each ended by `layout end G` (G counts the blocks from
//! 1). A new layout (the first frame, a new window size, a setting that moves things) reports the
//! board (`layout W H board X Y cell C`), the pad (`layout digit D X Y`), the tools
//! (`layout tool SLOT X Y`) and the pause button (`layout pause X Y`), then the screen's menu; a
//! new screen reports its menu alone: where its buttons are (`layout menu N X Y LABEL`, none for
//! a screen without a menu), its lines of text (`body ...`), and on the statistics screen where
//! the chart and the calendar are (`layout chart X Y W H`). A reader takes a block as a whole
//! once its end line has come, never from its first lines: the lines of one block may arrive
//! apart (a browser's console), and the end's number tells one layout from the next.

pub mod commands;
mod play;
mod runner;

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use peerless::board::Digit;
use peerless::game::{Mark, Move, Outcome};

pub use self::commands::{parse_script, Awaited};
pub use self::runner::Runner;
use crate::app::core::session::Session;
use crate::app::core::writer::Progress;
use crate::app::platform::{Current, Platform};
use crate::app::words::numbers::Tenths;

/// Prints a line of the scripted mode's report. A reader that has gone away (a test that has
/// seen enough) is no reason to stop the game, so write errors are ignored.
pub fn say(line: fmt::Arguments) {
    Current::report(line);
}

/// How long a script waits for a state it asked for (a window size, the screen settled, the
/// saves stored) before it fails: far longer than any of them takes on a loaded machine.
const AWAIT_LIMIT: Duration = Duration::from_secs(30);

/// A script being played, and what its report counts.
pub struct Script {
    runner: Runner,
    /// The state the script waits for, and since when (the platform's clock).
    awaiting: Option<(Awaited, Duration)>,
    /// Where to save a screenshot when the script ends.
    screenshot_at_end: Option<PathBuf>,
    /// A screenshot to take after this frame is drawn.
    shot_now: Option<PathBuf>,
    /// Whether a command was handed out this frame.
    acted: bool,
    /// Frames in which nothing but the redraw happened, and the allocations made in them (a
    /// frugal game makes none).
    quiet_frames: u64,
    quiet_allocations: u64,
    /// The touch id the next `touch-...` place command uses (each its own finger).
    next_finger: u64,
    /// How long each frame that handled input took, from its start to the end of its drawing.
    input_frames: Vec<Duration>,
    /// The times of the frames drawn while an animation ran, with no input in them.
    animation_frames: Vec<Duration>,
}

impl Script {
    /// Whether the script drives the game: every command until `by-hand`, after which the
    /// game takes its real input and draws only when something changes, as in play.
    pub(crate) fn drives(&self) -> bool {
        !self.runner.by_hand()
    }

    fn next_finger(&mut self) -> u64 {
        self.next_finger += 1;
        self.next_finger
    }

    /// Reads the script at `path`; `screenshot` is where to save the window at the end. An
    /// error names the file and the line.
    pub fn load(path: &Path, screenshot: Option<PathBuf>) -> Result<Script, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|error| format!("cannot read {}: {error}", path.display()))?;
        let commands =
            parse_script(&text).map_err(|error| format!("{}: {error}", path.display()))?;
        let mut runner = Runner::new(commands);
        // The first frame is drawn before any command, so "first frame" is the first line a
        // test sees.
        runner.hold(1);
        Ok(Script {
            runner,
            awaiting: None,
            screenshot_at_end: screenshot,
            shot_now: None,
            acted: false,
            quiet_frames: 0,
            quiet_allocations: 0,
            next_finger: 1000,
            input_frames: Vec::new(),
            animation_frames: Vec::new(),
        })
    }
}

/// What a frame started with, to tell at its end whether it was quiet and what it allocated.
pub struct FrameMark {
    started: Duration,
    allocations: u64,
    saves: u64,
    progress: Progress,
    /// Whether a puzzle was being made (a frame that receives it starts a game: not quiet).
    working: bool,
    /// How many times the game had followed another copy's saves (a frame that follows one
    /// loads it: not quiet).
    followed: u64,
}

impl FrameMark {
    /// Marks the start of a frame.
    pub fn new(session: &Session, working: bool, followed: u64) -> FrameMark {
        FrameMark {
            started: Current::now(),
            allocations: crate::heap::allocations(),
            saves: session.saves(),
            progress: session.progress(),
            working,
            followed,
        }
    }
}

/// The report's line on the frames that handled input (taps, keys): how many, and the median
/// and longest time from a frame's start to the end of its drawing, in milliseconds.
struct FrameTimes<'a>(&'static str, &'a [Duration]);

impl fmt::Display for FrameTimes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let FrameTimes(kind, times) = *self;
        let mut times = times.to_vec();
        times.sort_unstable();
        let ms = |d: Duration| Tenths(d, Duration::from_millis(1));
        // The 99th percentile: the time 99 in 100 frames stay within (nearest rank).
        let p99 = (times.len() * 99).div_ceil(100).saturating_sub(1);
        match (times.get(times.len() / 2), times.get(p99), times.last()) {
            (Some(&median), Some(&p99), Some(&longest)) => write!(
                f,
                "{kind} frames {}, median {} ms, 99th percentile {} ms, longest {} ms",
                times.len(),
                ms(median),
                ms(p99),
                ms(longest)
            ),
            _ => write!(f, "{kind} frames 0"),
        }
    }
}

/// A move as the report prints it: `Enter r1c3 4`.
pub struct MoveText(pub Move);

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digit = |d: Option<Digit>| d.map_or(0, Digit::get);
        match self.0 {
            Move::Select(cell) => write!(f, "Select {cell}"),
            Move::SelectAlso(cell) => write!(f, "SelectAlso {cell}"),
            Move::ExtendSelection(direction) => write!(f, "ExtendSelection {direction:?}"),
            Move::Mark(mark) => match mark {
                Mark::Note(digit) => write!(f, "Mark Note {}", digit.get()),
                Mark::CornerNote(digit) => write!(f, "Mark CornerNote {}", digit.get()),
                Mark::Colour(colour) => write!(f, "Mark Colour {}", colour.number()),
                Mark::Erase => f.write_str("Mark Erase"),
            },
            Move::Erase(cell) => write!(f, "Erase {cell}"),
            Move::Reveal(cell) => write!(f, "Reveal {cell}"),
            Move::Enter { cell, digit } => write!(f, "Enter {cell} {}", digit.get()),
            Move::ToggleNote { cell, digit } => write!(f, "ToggleNote {cell} {}", digit.get()),
            Move::ToggleCornerNote { cell, digit } => {
                write!(f, "ToggleCornerNote {cell} {}", digit.get())
            }
            Move::ToggleColour { cell, colour } => {
                write!(f, "ToggleColour {cell} {}", colour.number())
            }
            Move::SetMode(mode) => write!(f, "SetMode {mode}"),
            Move::ChooseDigit(chosen) => write!(f, "ChooseDigit {}", digit(chosen)),
            Move::SetNotesMode(on) => write!(f, "SetNotesMode {on}"),
            Move::MoveSelection(direction) => write!(f, "MoveSelection {direction:?}"),
            other => write!(f, "{other:?}"),
        }
    }
}

/// What a move did, as the report prints it: `recorded`, `ok`, `ignored Given(r1c1)`, with
/// `mistake`, `completed N` and the new status when they apply.
pub struct OutcomeText<'a>(pub &'a Outcome);

impl fmt::Display for OutcomeText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let outcome = self.0;
        match outcome.ignored {
            Some(reason) => write!(f, "ignored {reason:?}")?,
            None if outcome.recorded => f.write_str("recorded")?,
            None => f.write_str("ok")?,
        }
        if let Some(cell) = outcome.mistake {
            write!(f, " mistake {cell}")?;
        }
        if !outcome.completed_units.is_empty() {
            write!(f, " completed {}", outcome.completed_units.len())?;
        }
        if let Some(status) = outcome.status {
            write!(f, " {status:?}")?;
        }
        Ok(())
    }
}
