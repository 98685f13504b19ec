//! The practice screen: a position where a technique is the next step, played with the ordinary
//! tools, every move that removes or places judged at once (the step found, or the move refused
//! and why); and a technique's lesson, its step drawn on a real position.

use std::time::Duration;

use peerless::game::{EntryMode, Exercise, Move, Verdict};
use peerless::l10n::{CellNames, Message};
use peerless::logic::{self, Technique};

use crate::app::core::worker::{self, PracticeRequest, Practised, Task, Worker};
use crate::app::input::keys::{Key, KeyPress};
use crate::app::input::moves::game_key;
use crate::app::input::moves::game_tap;
use crate::app::input::moves::Action;
use crate::app::layout::Target;
use crate::app::screens::learn::LESSON_SEED;
use crate::app::script::{self, MoveText, OutcomeText};
use crate::app::views::board::{HeaderView, ToolButton, ToolsView};
use crate::app::views::menu::{MenuAction, Screen};
use crate::app::views::tools::{PracticeTool, Tool};
use crate::app::words::{self};
use crate::app::App;

/// What the practice screen's line under the pad says: on a lesson, the technique's idea or
/// (`example`) the sentence of the step drawn; on a position, what to do, the hint, or the
/// verdict on the last move. Its cells are named as `names` says.
fn message(exercise: &Exercise, lesson: bool, example: bool, names: CellNames) -> String {
    let technique = exercise.technique();
    let step = || exercise.step().explanation.clone();
    let message = match exercise.verdict() {
        Verdict::Shown if lesson && !example => logic::lesson(technique),
        Verdict::Shown => step(),
        Verdict::Found { helped: false } => Message::new("learn-right").message("step", step()),
        Verdict::Found { helped: true } => {
            Message::new("learn-found-with-hint").message("step", step())
        }
        Verdict::Wrong(wrong) => wrong.message(technique),
        Verdict::Looking => match exercise.game().hint() {
            Some((hint, level)) => hint.message(level),
            None if exercise.step().placements.is_empty() => {
                Message::new("learn-find-elimination").message("technique", technique.message())
            }
            None => Message::new("learn-find-placement").message("technique", technique.message()),
        },
    };
    words::format_with(&message, names)
}

impl App {
    /// Asks the worker for `technique`'s lesson, or for a position to practise it (from the
    /// script's seed when it gave one, else the clock's), and shows the waiting screen.
    pub(crate) fn ask_practice(&mut self, technique: Technique, lesson: bool, now: Duration) {
        let seed = if lesson {
            LESSON_SEED
        } else {
            let count = self.practice_count;
            self.practice_count += 1;
            self.practice_seed
                .map_or_else(worker::time_seed, |seed| seed.wrapping_add(count))
        };
        let request = PracticeRequest {
            technique,
            seed,
            lesson,
        };
        self.worker = Some(Worker::start(Task::Practice(request), now, &self.waker));
        self.open(Screen::Generating);
    }

    /// Opens the position the worker found: the lesson's with its step drawn, or one to
    /// practise.
    pub(crate) fn start_exercise(&mut self, found: Practised) {
        let settings = &self.session.data.settings;
        let request = found.request;
        let mut exercise = Exercise::new(
            found.puzzle,
            &found.board,
            &found.notes,
            found.step,
            settings,
        );
        if request.lesson {
            exercise.show();
        }
        self.lesson_example = false;
        self.tool_focus = None;
        if self.reporting {
            let kind = if request.lesson { "lesson" } else { "practice" };
            let puzzle = exercise.game().puzzle();
            let givens = puzzle.givens();
            // A Killer's cages and sums too, as a new game's line says them.
            let killer = puzzle
                .to_killer()
                .map_or_else(String::new, |killer| format!(" killer {killer}"));
            script::say(format_args!(
                "{kind} {} seed {} {givens}{killer}",
                request.technique.name(),
                request.seed
            ));
            // What the step does, for a reader that must find it (a test in the browser,
            // whose positions come from the clock's seed): -dRC removes, +dRC places.
            let step = exercise.step();
            let mut line = String::from("practice step");
            for e in &step.eliminations {
                line.push_str(&format!(" -{}{}", e.digit, e.cell));
            }
            for p in &step.placements {
                line.push_str(&format!(" +{}{}", p.digit, p.cell));
            }
            script::say(format_args!("{line}"));
        }
        self.exercise = Some(exercise);
        self.lesson = request.lesson;
        self.show(Screen::Practice);
    }

    /// A position could not be found (the search's budget ran out): back to the library,
    /// saying so.
    pub(crate) fn practice_failed(&mut self, technique: Technique) {
        self.show(Self::library_page(technique));
        self.set_notice(words::format(
            &Message::new("learn-no-position").message("technique", technique.message()),
        ));
    }

    /// Back to the practice position the player would not leave for a new game (the
    /// question of [`Screen::Replace`] answered so), as it was.
    pub(crate) fn keep_practice(&mut self) {
        self.replacing_practice = false;
        self.new_game = None;
        self.show_link_in_play();
        if self.exercise.is_some() {
            self.show(Screen::Practice);
        } else {
            self.show(Screen::Learn);
        }
    }

    /// Back from the practice screen to the technique's page of the library.
    pub(crate) fn leave_practice(&mut self) {
        let technique = self.exercise.take().map(|e| e.technique());
        self.tool_focus = None;
        match technique {
            Some(technique) => {
                self.show(Self::library_page(technique));
                // The focus back on the technique the player came from, not the page's first.
                let at = self
                    .menu
                    .items
                    .iter()
                    .position(|item| item.action == MenuAction::Lesson(technique));
                if at.is_some() {
                    self.focus.index = at;
                    self.reader.touch();
                    self.report_focus();
                }
            }
            None => self.show(Screen::Learn),
        }
    }

    /// The practice screen's header: what it is (`Practice · X-Wing`, `Lesson · X-Wing`)
    /// where a game's level is, no clock.
    pub(crate) fn practice_header(&self) -> HeaderView<'_> {
        HeaderView {
            level: &self.view.texts.level,
            clock: None,
            mistakes: "",
            pause: false,
        }
    }

    /// What the practice screen shows: a lesson or a position to practise, of its technique.
    pub(crate) fn practice_name(&self) -> String {
        let Some(exercise) = &self.exercise else {
            return String::new();
        };
        let id = if self.lesson {
            "game-lesson"
        } else {
            "game-practice"
        };
        words::format(&Message::new(id).message("technique", exercise.technique().message()))
    }

    /// The practice screen's tool bar: a lesson has Back, Example (this position's sentence;
    /// then Idea, the technique's) and Practise; a position the tools that make a move
    /// (dimmed once it is over), Back, and Next.
    pub(crate) fn practice_tools(&self, exercise: &Exercise) -> ToolsView {
        let game = exercise.game();
        let ui = game.ui();
        let open = !exercise.is_over();
        PracticeTool::SLOTS.map(|slot| {
            let tool = slot?;
            let (label, enabled, on) = match tool {
                _ if self.lesson => (
                    tool.lesson_label(self.lesson_example)?,
                    true,
                    tool == PracticeTool::Next,
                ),
                PracticeTool::Back => (tool.label(), true, false),
                PracticeTool::Next => (tool.label(), true, exercise.is_over()),
                PracticeTool::Undo => (tool.label(), open && game.can_undo(), false),
                PracticeTool::Erase => (tool.label(), open && ui.selected.is_some(), false),
                PracticeTool::Notes => (
                    Tool::notes_label(ui.mode, self.session.data.settings.candidate_style),
                    open,
                    open && ui.mode != EntryMode::Digit,
                ),
                PracticeTool::Hint => (tool.label(), open, false),
            };
            let icon = match tool {
                PracticeTool::Notes => Tool::notes_icon(ui.mode),
                _ => tool.icon(),
            };
            Some(ToolButton {
                icon,
                label,
                enabled,
                on,
                chooser: tool == PracticeTool::Notes && !self.lesson,
            })
        })
    }

    /// The line under the pad on the practice screen, its cells named as the setting says
    /// (spelled out for a listener, or `r3c7`).
    pub(crate) fn practice_message(&self) -> String {
        let names = self.cell_names();
        self.exercise.as_ref().map_or_else(String::new, |exercise| {
            message(exercise, self.lesson, self.lesson_example, names)
        })
    }

    /// A tap on the practice screen's board, pad or tools.
    pub(crate) fn practice_tap(&mut self, target: Target, now: Duration) {
        let Some(exercise) = self.exercise.as_ref() else {
            return;
        };
        let view = self.game_view();
        let mv = match target {
            Target::Tool(slot) => match PracticeTool::at(slot) {
                Some(PracticeTool::Back) => return self.leave_practice(),
                Some(PracticeTool::Next) => {
                    return self.ask_practice(exercise.technique(), false, now);
                }
                Some(PracticeTool::Hint) if self.lesson => {
                    self.lesson_example = !self.lesson_example;
                    self.refresh_game_texts();
                    // The line changed between the idea and the example: said, as it is shown.
                    let line = self.message().to_string();
                    return self.announce(line);
                }
                _ if self.lesson => return,
                Some(PracticeTool::Undo) => Some(Move::Undo),
                Some(PracticeTool::Erase) => view.erase(),
                Some(PracticeTool::Notes) => {
                    Some(Move::SetMode(view.ui.mode.toggled(view.note_kind)))
                }
                Some(PracticeTool::Hint) => Some(Move::Hint),
                None => None,
            },
            Target::Pause => None,
            target => match game_tap(target, &view) {
                Some(Action::Move(mv)) => Some(mv),
                Some(Action::ToggleCard) => return self.toggle_card(),
                Some(Action::OpenChooser) if !self.lesson => return self.open_chooser(),
                Some(Action::Choose(kind)) if !self.lesson => {
                    return self.choose_note_kind(kind, now);
                }
                _ => None,
            },
        };
        if let Some(mv) = mv {
            self.practise(mv, now);
        }
    }

    /// A key on the practice screen: Escape and Back go back to the library, the rest as in a
    /// game.
    pub(crate) fn practice_key(&mut self, press: KeyPress, now: Duration) {
        if self.lesson && self.lesson_key(press, now) {
            return;
        }
        match game_key(press, &self.game_view()) {
            Some(Action::Move(mv)) => self.practise(mv, now),
            Some(Action::OpenChooser) => self.open_chooser(),
            Some(Action::Choose(kind)) => self.choose_note_kind(kind, now),
            Some(Action::Pause) => self.leave_practice(),
            Some(Action::Read(reading)) => self.read_out(reading),
            Some(Action::ToggleCard) => self.toggle_card(),
            None => {}
        }
    }

    /// The keys of a lesson, which has no move to make: Tab and Shift+Tab move the focus along
    /// its tools (Back, Example, Practise), Enter and Space press the one focused (Practise
    /// when none is), H shows the example or the idea as the Example tool does. An arrow
    /// takes the focus back to the board. Whether the key was the lesson's.
    fn lesson_key(&mut self, press: KeyPress, now: Duration) -> bool {
        let Some(exercise) = self.exercise.as_ref() else {
            return false;
        };
        let slots: Vec<usize> = self
            .practice_tools(exercise)
            .iter()
            .enumerate()
            .filter_map(|(slot, tool)| tool.map(|_| slot))
            .collect();
        match press.key {
            Key::Tab if !press.ctrl => {
                let at = self
                    .tool_focus
                    .and_then(|slot| slots.iter().position(|&s| s == slot));
                let next = match (at, press.shift) {
                    (None, false) => 0,
                    (None, true) => slots.len() - 1,
                    (Some(i), false) => (i + 1) % slots.len(),
                    (Some(i), true) => (i + slots.len() - 1) % slots.len(),
                };
                self.focus_tool(Some(slots[next]));
            }
            Key::Enter | Key::Space => {
                let slot = self.tool_focus.unwrap_or_else(|| PracticeTool::Next.slot());
                self.practice_tap(Target::Tool(slot), now);
            }
            Key::Letter('h') if !press.ctrl && !press.shift => {
                self.practice_tap(Target::Tool(PracticeTool::Hint.slot()), now);
            }
            Key::Up | Key::Down | Key::Left | Key::Right | Key::Home | Key::End => {
                self.focus_tool(None);
                return false;
            }
            _ => return false,
        }
        true
    }

    /// Moves the lesson's focus to the tool in `slot` (`None`: back to the board), where the
    /// ring is drawn and the screen reader's focus goes.
    pub(crate) fn focus_tool(&mut self, slot: Option<usize>) {
        if self.tool_focus == slot {
            return;
        }
        self.tool_focus = slot;
        self.reader.touch();
        if let (true, Some(slot)) = (self.reporting, slot) {
            script::say(format_args!("focus tool {slot}"));
        }
    }

    /// Plays a move of the practice position, judged; a verdict counts in the player's
    /// progress, which is saved.
    pub(crate) fn practise(&mut self, mv: Move, now: Duration) {
        if self.lesson && mv.changes_position() {
            return;
        }
        self.remember_note_kind(mv, now);
        let Some(exercise) = self.exercise.as_mut() else {
            return;
        };
        let judged = exercise.apply(mv);
        let technique = exercise.technique();
        let clean = exercise.clean();
        if self.reporting {
            script::say(format_args!(
                "move {} -> {}",
                MoveText(mv),
                OutcomeText(&judged.outcome)
            ));
        }
        if let Some(verdict) = &judged.verdict {
            if self.reporting {
                match verdict {
                    Verdict::Found { helped } => {
                        let how = if *helped { "with help" } else { "alone" };
                        script::say(format_args!("practice found {} {how}", technique.name()));
                    }
                    Verdict::Wrong(wrong) => {
                        script::say(format_args!("practice wrong {}", wrong.text(technique)));
                    }
                    Verdict::Looking | Verdict::Shown => {}
                }
            }
            self.session.data.practice.record(technique, verdict, clean);
            self.session.changed(now);
        }
        self.refresh_game_texts();
        match &judged.verdict {
            // The verdict is the line under the pad: found and why, or refused and why.
            Some(Verdict::Found { .. } | Verdict::Wrong(_)) => {
                let text = self.message().to_string();
                self.announce(text);
            }
            _ => self.announce_move(mv, &judged.outcome),
        }
    }
}
