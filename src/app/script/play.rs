//! The scripted mode played: each frame's commands turned into the events a player makes, the
//! waits for the game's own states, and the report of where things are.

use std::path::Path;
use std::time::Duration;

use crate::app::core::window as backend;
use crate::app::input::events::Event;
use crate::app::layout::CardPart;
use crate::app::platform::{Current, Platform};
use crate::app::script::commands::{Awaited, Command, Place};
use crate::app::script::FrameMark;
use crate::app::script::FrameTimes;
use crate::app::script::{say, Script, AWAIT_LIMIT};
use crate::app::views::menu::MenuShape;
use crate::app::views::menu::Screen;
use crate::app::words::numbers::{Decimal, Tenths};
use crate::app::App;
use peerless::game::NoteKind;

/// Saves the window as a PNG and reports it.
fn report_screenshot(path: &Path) {
    let (path, width, height) = backend::screenshot(path);
    say(format_args!(
        "screenshot {} {width}x{height}",
        path.display()
    ));
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
        if let Some((awaited, since)) = &script.awaiting {
            let since = *since;
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
    pub(crate) fn reached(&mut self, awaited: &Awaited, now: Duration) -> bool {
        match *awaited {
            Awaited::Size(w, h) => {
                let size = backend::screen_size();
                (size.0 as u32, size.1 as u32) == (w, h)
            }
            Awaited::Still => self.worker.is_none() && !self.view.animating(now),
            Awaited::SaveTried => self.session.saves_tried(),
            Awaited::Stored => self.session.all_stored(),
            Awaited::NoNotice => self.view.notice().is_empty(),
            Awaited::Followed => self.saves_followed > 0 && !self.session.saves_changed_elsewhere(),
            Awaited::File(ref path) => path.exists(),
        }
    }

    /// The point a place names, in the current layout.
    pub(crate) fn point_of(&self, place: &Place) -> (f32, f32) {
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
            Place::Card(part) => self
                .view
                .hint_card()
                .map_or((-1.0, -1.0), |card| match part {
                    CardPart::Next => self.view.card_next(&card).center(),
                    CardPart::Close => card.close.center(),
                    CardPart::More => card.text.center(),
                }),
            // A button the screen has not got: a tap nowhere, as a player's tap beside every
            // button is (the script goes on).
            Place::Menu(index) if *index >= self.menu.items.len() => (-1.0, -1.0),
            Place::Choice(index, choice)
                if self
                    .menu
                    .items
                    .get(*index)
                    .is_none_or(|item| *choice >= item.choices.len()) =>
            {
                (-1.0, -1.0)
            }
            Place::Menu(index) => layout
                .menu_button_in(self.menu.shape, *index, self.menu.items.len())
                .center(),
            Place::Choice(index, choice) => self.choice_segment(*index, *choice).center(),
            Place::Day(day) => self
                .calendar_parts()
                .map_or((-1.0, -1.0), |parts| parts.day(*day).center()),
            Place::NoteKind(kind) => {
                let i = NoteKind::ALL.iter().position(|k| k == kind).unwrap_or(0);
                layout.notes_chooser().options[i].center()
            }
            Place::MonthBefore | Place::MonthAfter => {
                let Some(parts) = self.calendar_parts() else {
                    return (-1.0, -1.0);
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
    pub(crate) fn script_command(
        &mut self,
        command: Command,
        script: &mut Script,
        now: Duration,
    ) -> bool {
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
            Command::Hold(place) => {
                let (x, y) = self.point_of(&place);
                vec![Event::Down { x, y }]
            }
            Command::Release(place) => {
                let (x, y) = self.point_of(&place);
                vec![Event::Up { x, y }]
            }
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
            // The script names the node by its fixed id; the request, as a platform's, by the
            // id the tree has now.
            Command::Access { node, focus } => vec![Event::Access {
                node: self.reader.ids.tagged(node),
                focus,
            }],
            other => return self.script_action(other, script, now),
        };
        self.events.extend(events);
        true
    }

    /// The commands that are not input: waits, the window, starting games.
    pub(crate) fn script_action(
        &mut self,
        command: Command,
        script: &mut Script,
        now: Duration,
    ) -> bool {
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
            Command::Puzzle(text) => {
                let puzzle = peerless::game::import(&text).map_err(|error| error.to_string());
                self.start_scripted(puzzle, "puzzle")
            }
            Command::Killer(text) => {
                let puzzle = peerless::killer::Killer::parse(&text)
                    .map_err(|error| error.to_string())
                    .and_then(|killer| {
                        peerless::game::import_killer(killer).map_err(|error| error.to_string())
                    });
                self.start_scripted(puzzle, "killer")
            }
            Command::Clipboard(text) => {
                if !Current::copy(&text) {
                    eprintln!("peerless: script clipboard: this platform has no clipboard");
                    std::process::exit(2);
                }
                true
            }
            Command::Photo(path) => {
                // A file that cannot be read is handed over as one, as a drop's would be.
                self.photo_arrived(std::fs::read(path).ok(), now);
                true
            }
            Command::New(kind, level, seed) => {
                self.request_puzzle(
                    crate::app::core::worker::Request::Random { kind, level, seed },
                    now,
                );
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
            Command::Specimen => {
                self.view.specimen = true;
                self.view.glyphs_due.set(true);
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
            | Command::Hold(_)
            | Command::Release(_)
            | Command::TouchDown(..)
            | Command::TouchMove(..)
            | Command::TouchUp(..)
            | Command::TouchCancel(_)
            | Command::Background
            | Command::Foreground
            | Command::Key(_)
            | Command::Access { .. }
            | Command::Wait(_)
            | Command::Sleep(_)
            | Command::ByHand => true,
        }
    }

    /// The script's end of a frame (after drawing): a screenshot asked for, the quiet-frame
    /// count, and at the script's end the report and the last screenshot. `false` ends the game.
    /// Starts the puzzle a script's `command` brought in, as an imported one; a puzzle that
    /// could not be brought in ends the script with its error.
    fn start_scripted(
        &mut self,
        puzzle: Result<peerless::game::Puzzle, String>,
        command: &str,
    ) -> bool {
        match puzzle {
            Ok(puzzle) => {
                self.start_game(puzzle, peerless::game::Origin::Imported);
                true
            }
            Err(error) => {
                eprintln!("peerless: script {command}: {error}");
                std::process::exit(2);
            }
        }
    }

    pub(crate) fn end_script_frame(&mut self, mark: FrameMark) -> bool {
        let Some(script) = self.script.as_mut() else {
            return true;
        };
        let took = Current::now().saturating_sub(mark.started);
        let shot = script.shot_now.take();
        // A frame in which nothing happened but the redraw (and the clock's tick): not the
        // first, no input, no script command, no puzzle in the making, no save handed over or
        // reported back, no other copy's save followed, no screenshot. It must allocate
        // nothing.
        let quiet = self.frames > 0
            && !self.had_input
            && !script.acted
            && !mark.working
            && self.worker.is_none()
            && self.session.saves() == mark.saves
            && self.session.progress() == mark.progress
            && self.saves_followed == mark.followed
            && shot.is_none();
        if quiet {
            script.quiet_frames += 1;
            script.quiet_allocations += crate::heap::allocations() - mark.allocations;
        }
        // Kept after the count: the script's own lists grow, the game's frame did not.
        if self.had_input {
            script.input_frames.push(took);
        } else if self.view.in_motion() {
            script.animation_frames.push(took);
        }
        if let Some(path) = shot {
            report_screenshot(&path);
        }
        if !script.runner.finished() {
            script.runner.end_frame();
            return true;
        }
        // The picture at the end shows the state at rest: a motion still running (a screen
        // fading in) is let finish first.
        if script.screenshot_at_end.is_some() && self.view.in_motion() {
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
        say(format_args!(
            "{}",
            FrameTimes("input", &script.input_frames)
        ));
        say(format_args!(
            "{}",
            FrameTimes("animation", &script.animation_frames)
        ));
        say(format_args!("script done"));
        false
    }

    /// With `--report`, a line for each frame drawn, once its drawing is done (the GL queue
    /// flushed and finished, so the time is that of the pixels): the time on the platform's
    /// clock in milliseconds, the screen, the menu's focus when it shows, and on the game screen
    /// the clock as shown with the game's time in milliseconds: `drawn 1234.5 Game clock 0:07
    /// 7003`. A test that sent the window input reads when its change was drawn.
    pub(crate) fn report_frame(&mut self) {
        if !self.options.report {
            return;
        }
        backend::finish_drawing();
        let at = Tenths(Current::now(), Duration::from_millis(1));
        let screen = self.screen;
        let focus = self.shown_focus();
        let clock = match (screen, self.session.game()) {
            (Screen::Game, Some(game)) if self.session.data.settings.show_timer => {
                Some((&self.view.texts.clock, game.elapsed().as_millis()))
            }
            _ => None,
        };
        // A frame drawn while a motion runs says so at its end: a reader of the report waits
        // for a frame without it before it reads the pixels.
        let moving = if self.view.in_motion() { " moving" } else { "" };
        match (focus, clock) {
            (Some(focus), _) => say(format_args!(
                "drawn {at} {screen:?} focus {}{moving}",
                focus + 1
            )),
            (None, Some((text, ms))) => say(format_args!(
                "drawn {at} {screen:?} clock {text} {ms}{moving}"
            )),
            (None, None) => say(format_args!("drawn {at} {screen:?}{moving}")),
        }
    }

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
        // The safe area the layout kept to, the box around everything it placed, and the
        // hint's band (where a board screen's notice goes).
        let drawn = layout
            .pad
            .iter()
            .chain(&layout.tools)
            .fold(layout.header.union(layout.board), |all, r| all.union(*r));
        for (name, r) in [
            ("safe", layout.safe),
            ("drawn", drawn),
            ("message", layout.message),
        ] {
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
        for (figure, name) in &self.menu.cards {
            say(format_args!("card {figure} {name}"));
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
