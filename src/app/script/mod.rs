//! The scripted mode: a list of taps, keys and waits played through the real input path, for
//! tests and for the README's screenshots, and the report it prints.
//!
//! ```text
//! peerless --script FILE [--screenshot OUT.png] [--size WxH] [--theme light|dark] [--dp X]
//!          [--data-dir DIR]
//! ```
//!
//! The commands are listed in [`commands`]. Taps become the same [`Event`]s a finger makes, so a
//! script tests the game as it is played. The game prints `first frame <ms>` when it has drawn
//! its first frame, one `move ...` line per move it applies, `message ...` when the line above the
//! board changes (a hint's words, the cell-info panel), `won ...` or `lost` at the end of a
//! game, `import refused: ...` for a puzzle that is not one, and before it exits `quiet frames N,
//! allocations in them A` (the frames in which nothing happened but the redraw, and the heap
//! allocations made in them, counted by the game binary's allocator) and `script done`.
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

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use peerless::board::Digit;
use peerless::game::{self, Mark, Move, Outcome};

pub use self::commands::{parse_script, Awaited, Command, Place, Runner};
use crate::app::core::session::Session;
use crate::app::words::numbers::{Decimal, Tenths};
use crate::app::input::Event;
use crate::app::layout::menus::MenuShape;
use crate::app::platform::{Current, Platform};
use crate::app::screens::menus::Screen;
use crate::app::core::writer::Progress;
use crate::app::{core::window as backend, App};

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
}

impl Script {
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
}

impl FrameMark {
    /// Marks the start of a frame.
    pub fn new(session: &Session, working: bool) -> FrameMark {
        FrameMark {
            started: Current::now(),
            allocations: crate::heap::allocations(),
            saves: session.saves(),
            progress: session.progress(),
            working,
        }
    }
}

impl App {
    /// Plays this frame's script commands into the same event list real input fills, handling
    /// each command's events before the next command is read (a tap on a menu button is placed
    /// by the menu the previous tap opened).
    pub(crate) fn run_script(&mut self, now: Duration) {
        let Some(mut script) = self.script.take() else {
            return;
        };
        script.acted = false;
        if let Some((awaited, since)) = script.awaiting {
            if self.reached(awaited, now) {
                script.awaiting = None;
            } else if now.saturating_sub(since) > AWAIT_LIMIT {
                eprintln!(
                    "peerless: script: {awaited:?} not reached after {} s",
                    AWAIT_LIMIT.as_secs()
                );
                std::process::exit(2);
            } else {
                script.runner.hold(1);
            }
        }
        if self.worker.is_some() {
            script.runner.hold(1);
        }
        while let Some(command) = script.runner.poll(now) {
            script.acted = true;
            if !self.script_command(command, &mut script, now) {
                break;
            }
            self.handle_events(now);
        }
        self.script = Some(script);
    }

    /// Whether the state a script waits for has come.
    fn reached(&mut self, awaited: Awaited, now: Duration) -> bool {
        match awaited {
            Awaited::Size(w, h) => {
                let size = backend::screen_size();
                (size.0 as u32, size.1 as u32) == (w, h)
            }
            Awaited::Still => self.worker.is_none() && !self.view.animating(now),
            Awaited::SaveTried => self.session.saves_tried(),
            Awaited::Stored => self.session.all_stored(),
        }
    }

    /// The point a place names, in the current layout.
    fn point_of(&self, place: &Place) -> (f32, f32) {
        let layout = &self.view.layout;
        match place {
            Place::Point(x, y) => (*x, *y),
            Place::Cell(cell) => layout.cell_rect(*cell).center(),
            Place::Digit(digit) => layout.pad[digit.index()].center(),
            Place::Tool(tool) => {
                let slot = match self.screen {
                    Screen::Practice => tool.practice_slot().unwrap_or(tool.slot()),
                    _ => tool.slot(),
                };
                layout.tools[slot].center()
            }
            Place::Pause => layout.pause.center(),
            Place::Menu(index) => layout
                .menu_button_in(self.menu.shape, *index, self.menu.items.len())
                .center(),
            Place::Day(day) => self
                .calendar_parts()
                .map_or((0.0, 0.0), |parts| parts.day(*day).center()),
            Place::MonthBefore | Place::MonthAfter => {
                let Some(parts) = self.calendar_parts() else {
                    return (0.0, 0.0);
                };
                let (before, after) = parts.arrows();
                if *place == Place::MonthBefore {
                    before.center()
                } else {
                    after.center()
                }
            }
        }
    }

    /// Runs one command; `false` ends the frame's commands (the command needs a frame drawn).
    fn script_command(&mut self, command: Command, script: &mut Script, now: Duration) -> bool {
        let events = match command {
            Command::Tap(place) => {
                let (x, y) = self.point_of(&place);
                vec![Event::Down { x, y }, Event::Up { x, y }]
            }
            Command::Touch(place) => {
                let (x, y) = self.point_of(&place);
                let id = script.next_finger();
                vec![Event::TouchDown { id, x, y }, Event::TouchUp { id, x, y }]
            }
            Command::Down(x, y) => vec![Event::Down { x, y }],
            Command::MouseMove(x, y) => vec![Event::Move { x, y }],
            Command::TapAlso(place) => {
                let (x, y) = self.point_of(&place);
                vec![Event::DownAlso { x, y }, Event::Up { x, y }]
            }
            Command::Up(x, y) => vec![Event::Up { x, y }],
            Command::TouchDown(id, x, y) => vec![Event::TouchDown { id, x, y }],
            Command::TouchMove(id, x, y) => vec![Event::TouchMove { id, x, y }],
            Command::TouchUp(id, x, y) => vec![Event::TouchUp { id, x, y }],
            Command::TouchCancel(id) => vec![Event::TouchCancel { id }],
            Command::Background => vec![Event::Minimized],
            Command::Foreground => vec![Event::Restored],
            Command::Key(press) => vec![Event::Key(press)],
            Command::Access { node, focus } => vec![Event::Access { node, focus }],
            other => return self.script_action(other, script, now),
        };
        self.events.extend(events);
        true
    }

    /// The commands that are not input: waits, the window, starting games.
    fn script_action(&mut self, command: Command, script: &mut Script, now: Duration) -> bool {
        match command {
            Command::Resize(w, h) => {
                backend::set_window_size(w, h);
                script.awaiting = Some((Awaited::Size(w, h), now));
                script.runner.hold(1);
                false
            }
            Command::WaitFor(awaited) => {
                script.awaiting = Some((awaited, now));
                script.runner.hold(1);
                false
            }
            Command::Screenshot(path) => {
                // Taken after this frame is drawn: events before it in the script apply.
                script.shot_now = Some(path);
                false
            }
            Command::Puzzle(text) => match game::import(&text) {
                Ok(puzzle) => {
                    self.start_game(puzzle, peerless::game::Origin::Imported);
                    true
                }
                Err(error) => {
                    eprintln!("peerless: script puzzle: {error}");
                    std::process::exit(2);
                }
            },
            Command::New(level, seed) => {
                self.request_puzzle(crate::app::core::worker::Request::Random { level, seed }, now);
                script.runner.hold(1);
                false
            }
            Command::PracticeSeed(seed) => {
                self.practice_seed = Some(seed);
                true
            }
            Command::AccessTree => {
                self.report_access_tree(now);
                true
            }
            // Input (handled by `script_command`), and the runner's own waits (which it never
            // hands out): named, so that a new command cannot be skipped unnoticed.
            Command::Tap(_)
            | Command::TapAlso(_)
            | Command::MouseMove(..)
            | Command::Touch(_)
            | Command::Down(..)
            | Command::Up(..)
            | Command::TouchDown(..)
            | Command::TouchMove(..)
            | Command::TouchUp(..)
            | Command::TouchCancel(_)
            | Command::Background
            | Command::Foreground
            | Command::Key(_)
            | Command::Access { .. }
            | Command::Wait(_)
            | Command::Sleep(_) => true,
        }
    }

    /// The script's end of a frame (after drawing): a screenshot asked for, the quiet-frame
    /// count, and at the script's end the report and the last screenshot. `false` ends the game.
    pub(crate) fn end_script_frame(&mut self, mark: FrameMark) -> bool {
        let Some(script) = self.script.as_mut() else {
            return true;
        };
        if self.had_input {
            script
                .input_frames
                .push(Current::now().saturating_sub(mark.started));
        }
        let shot = script.shot_now.take();
        // A frame in which nothing happened but the redraw (and the clock's tick): not the
        // first, no input, no script command, no puzzle in the making, no save handed over or
        // reported back, no screenshot. It must allocate nothing.
        let quiet = self.frames > 0
            && !self.had_input
            && !script.acted
            && !mark.working
            && self.worker.is_none()
            && self.session.saves() == mark.saves
            && self.session.progress() == mark.progress
            && shot.is_none();
        if quiet {
            script.quiet_frames += 1;
            script.quiet_allocations += crate::heap::allocations() - mark.allocations;
        }
        if let Some(path) = shot {
            report_screenshot(&path);
        }
        if !script.runner.finished() {
            script.runner.end_frame();
            return true;
        }
        if let Some(path) = script.screenshot_at_end.take() {
            report_screenshot(&path);
        }
        if self.worker.is_some() {
            script.runner.end_frame();
            return true;
        }
        say(format_args!(
            "quiet frames {}, allocations in them {}",
            script.quiet_frames, script.quiet_allocations
        ));
        say(format_args!("{}", FrameTimes(&script.input_frames)));
        say(format_args!("script done"));
        false
    }
}

/// The report's line on the frames that handled input (taps, keys): how many, and the median
/// and longest time from a frame's start to the end of its drawing, in milliseconds.
struct FrameTimes<'a>(&'a [Duration]);

impl fmt::Display for FrameTimes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut times = self.0.to_vec();
        times.sort_unstable();
        let ms = |d: Duration| Tenths(d, Duration::from_millis(1));
        match (times.get(times.len() / 2), times.last()) {
            (Some(&median), Some(&longest)) => write!(
                f,
                "input frames {}, median {} ms, longest {} ms",
                times.len(),
                ms(median),
                ms(longest)
            ),
            _ => f.write_str("input frames 0"),
        }
    }
}

impl App {
    /// Reports where the board's buttons are, in window pixels (centres), when the layout
    /// changes: for tests that drive the game from outside (a real browser's touches). The
    /// menu's lines and the block's end follow.
    pub(crate) fn report_layout(&mut self) {
        let layout = &self.view.layout;
        let at = |r: crate::app::layout::Rect| {
            let (x, y) = r.center();
            (Decimal(x, 2), Decimal(y, 2))
        };
        let n = |value: f32| Decimal(value, 2);
        say(format_args!(
            "layout {} {} board {} {} cell {}",
            n(layout.window.w),
            n(layout.window.h),
            n(layout.board.x),
            n(layout.board.y),
            n(layout.cell)
        ));
        for (i, r) in layout.pad.iter().enumerate() {
            let (x, y) = at(*r);
            say(format_args!("layout digit {} {x} {y}", i + 1));
        }
        for (slot, r) in layout.tools.iter().enumerate() {
            let (x, y) = at(*r);
            say(format_args!("layout tool {slot} {x} {y}"));
        }
        let (x, y) = at(layout.pause);
        say(format_args!("layout pause {x} {y}"));
        // The safe area the layout kept to, and the box around everything it placed.
        let drawn = layout
            .pad
            .iter()
            .chain(&layout.tools)
            .fold(layout.header.union(layout.board), |all, r| all.union(*r));
        for (name, r) in [("safe", layout.safe), ("drawn", drawn)] {
            say(format_args!(
                "layout {name} {} {} {} {}",
                n(r.x),
                n(r.y),
                n(r.w),
                n(r.h)
            ));
        }
        self.report_menu();
    }

    /// Reports where the menu's buttons are (centres), counted from 1 as `tap-menu` counts, and
    /// ends the block with its generation number.
    pub(crate) fn report_menu(&mut self) {
        let count = self.menu.items.len();
        for (i, item) in self.menu.items.iter().enumerate() {
            let (x, y) = self
                .view
                .layout
                .menu_button_in(self.menu.shape, i, count)
                .center();
            let (x, y) = (Decimal(x, 2), Decimal(y, 2));
            say(format_args!("layout menu {} {x} {y} {}", i + 1, item.label));
            if !item.caption.is_empty() {
                say(format_args!("layout caption {} {}", i + 1, item.caption));
            }
        }
        for line in &self.menu.body {
            say(format_args!("body {line}"));
        }
        if self.menu.shape == MenuShape::Statistics {
            let parts = self.view.layout.statistics_parts(count);
            for (name, r) in [("chart", parts.chart), ("calendar", parts.calendar)] {
                say(format_args!(
                    "layout {name} {} {} {} {}",
                    Decimal(r.x, 2),
                    Decimal(r.y, 2),
                    Decimal(r.w, 2),
                    Decimal(r.h, 2)
                ));
            }
        }
        self.layout_reports += 1;
        say(format_args!("layout end {}", self.layout_reports));
    }
}

/// Saves the window as a PNG and reports it.
fn report_screenshot(path: &Path) {
    let (path, width, height) = backend::screenshot(path);
    say(format_args!(
        "screenshot {} {width}x{height}",
        path.display()
    ));
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
