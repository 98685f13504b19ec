//! Learning the techniques: the library (every technique the hints use, by level, each with the
//! player's progress), a technique's lesson (its explanation, drawn on a real position with the
//! hint's own drawing), and practice positions played with the ordinary tools, every move
//! judged at once ([`Exercise`]). Positions come from the worker ([`Task::Practice`]), as new
//! puzzles do; progress is saved with the statistics.
//!
//! A practice game is apart from the game in progress: that one stays saved and paused, and
//! comes back with Continue.

use std::time::Duration;

use peerless::game::{EntryMode, Exercise, Move, Progress, TechniqueProgress, Verdict};
use peerless::l10n::{CellNames, Message};
use peerless::logic::{self, Level, Technique};
use peerless::practice;

use crate::app::render::draw::{HeaderView, ToolButton, ToolsView};
use crate::app::input::{self, Action, KeyPress};
use crate::app::layout::Target;
use crate::app::screens::menus::{level_name, technique_name, Menu, MenuAction, MenuItem, Screen};
use crate::app::script::{self, MoveText, OutcomeText};
use crate::app::views::tools::{PracticeTool, Tool};
use crate::app::words::{self, text};
use crate::app::core::worker::{self, PracticeRequest, Practised, Task, Worker};
use crate::app::App;

/// How many techniques a page of a level's library shows (with its More and Back buttons,
/// ten buttons: one column on a phone, two on a short window).
pub const PAGE: usize = 8;

/// The seed of every technique's lesson: the same example each time it opens.
const LESSON_SEED: u64 = 0;

/// The techniques the library teaches at `level`, in the engine's order of steps: those with
/// positions to practise (see [`practice::UNFOUND`]).
pub fn techniques_of(level: Level) -> impl Iterator<Item = Technique> {
    Technique::ALL
        .iter()
        .copied()
        .filter(move |&t| practice::offered(t) && t.level() == level)
}

/// The page of its level's library that lists `technique`.
fn page_of(technique: Technique) -> usize {
    techniques_of(technique.level())
        .position(|t| t == technique)
        .map_or(0, |i| i / PAGE)
}

/// A technique's record as its button's caption says it.
fn progress_caption(progress: TechniqueProgress) -> String {
    if progress.found == 0 && progress.wrong == 0 {
        return text("learn-not-practised");
    }
    let id = match (progress.helped > 0, progress.streak > 0) {
        (false, false) => "learn-progress-found",
        (true, false) => "learn-progress-found-helped",
        (false, true) => "learn-progress-found-streak",
        (true, true) => "learn-progress-found-helped-streak",
    };
    let mut message = Message::new(id).number("found", progress.found as usize);
    if progress.helped > 0 {
        message = message.number("helped", progress.helped as usize);
    }
    if progress.streak > 0 {
        message = message.number("streak", progress.streak as usize);
    }
    words::format(&message)
}

/// The library's first screen: the levels, each with how many of its techniques were found.
pub fn learn_menu(progress: &Progress) -> Menu {
    let mut items: Vec<MenuItem> = Level::ALL
        .into_iter()
        .map(|level| {
            let all = techniques_of(level).count();
            let found = techniques_of(level)
                .filter(|&t| progress.of(t).found > 0)
                .count();
            MenuItem::new(level_name(level), MenuAction::LearnLevel(level)).with_caption(
                words::format(
                    &Message::new("learn-level-caption")
                        .number("found", found)
                        .number("all", all),
                ),
            )
        })
        .collect();
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: text("learn-title"),
        subtitle: text("learn-subtitle"),
        items,
        ..Menu::default()
    }
}

/// A level's techniques, page `page` of them (the pages go round).
pub fn level_menu(level: Level, page: usize, progress: &Progress) -> Menu {
    let all: Vec<Technique> = techniques_of(level).collect();
    let pages = all.len().div_ceil(PAGE).max(1);
    let page = page % pages;
    let mut items: Vec<MenuItem> = all
        .iter()
        .skip(page * PAGE)
        .take(PAGE)
        .map(|&t| {
            MenuItem::new(technique_name(t), MenuAction::Lesson(t))
                .with_caption(progress_caption(progress.of(t)))
        })
        .collect();
    if pages > 1 {
        items.push(
            MenuItem::new(text("learn-more"), MenuAction::NextPage).with_caption(words::format(
                &Message::new("learn-page")
                    .number("page", page + 1)
                    .number("pages", pages),
            )),
        );
    }
    items.push(MenuItem::new(text("back"), MenuAction::Back));
    Menu {
        title: words::format(&Message::new("learn-level-title").text("level", level_name(level))),
        subtitle: text("learn-level-subtitle"),
        items,
        ..Menu::default()
    }
}

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
    /// The menus of the library's screens.
    pub(crate) fn learn_menu_of(&self, screen: Screen) -> Menu {
        let progress = &self.session.data.practice;
        match screen {
            Screen::LearnLevel { level, page } => level_menu(level, page, progress),
            _ => learn_menu(progress),
        }
    }

    /// The library's menu buttons.
    pub(crate) fn learn_action(&mut self, action: MenuAction, now: Duration) {
        match action {
            MenuAction::Learn => self.show(Screen::Learn),
            MenuAction::LearnLevel(level) => self.show(Screen::LearnLevel { level, page: 0 }),
            MenuAction::NextPage => {
                if let Screen::LearnLevel { level, page } = self.screen {
                    self.show(Screen::LearnLevel {
                        level,
                        page: page + 1,
                    });
                }
            }
            MenuAction::Lesson(technique) => self.ask_practice(technique, true, now),
            _ => {}
        }
    }

    /// The library's page that lists `technique`: where Back goes from its lesson and practice.
    pub(crate) fn library_page(technique: Technique) -> Screen {
        Screen::LearnLevel {
            level: technique.level(),
            page: page_of(technique),
        }
    }

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
        self.show(Screen::Generating);
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
        if self.reporting {
            let kind = if request.lesson { "lesson" } else { "practice" };
            let givens = exercise.game().puzzle().givens();
            script::say(format_args!(
                "{kind} {} seed {} {givens}",
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

    /// Back from the practice screen to the technique's page of the library.
    pub(crate) fn leave_practice(&mut self) {
        let technique = self.exercise.take().map(|e| e.technique());
        match technique {
            Some(technique) => self.show(Self::library_page(technique)),
            None => self.show(Screen::Learn),
        }
    }

    /// The practice screen's header: the technique named where the level is, no clock.
    pub(crate) fn practice_header(exercise: &Exercise) -> HeaderView<'_> {
        HeaderView {
            level: words::kept_technique(exercise.technique()),
            clock: None,
            mistakes: "",
            pause: false,
        }
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
                    Tool::notes_label(ui.mode),
                    open,
                    open && ui.mode != EntryMode::Digit,
                ),
                PracticeTool::Hint => (tool.label(), open, false),
            };
            Some(ToolButton { label, enabled, on })
        })
    }

    /// The line under the pad on the practice screen, its cells named as the setting says
    /// (spelled out for a listener, or `r3c7`).
    pub(crate) fn practice_message(&self) -> String {
        let names = if self.session.data.settings.spell_out_cells {
            CellNames::Spelled
        } else {
            CellNames::Compact
        };
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
                    return self.refresh_game_texts();
                }
                _ if self.lesson => return,
                Some(PracticeTool::Undo) => Some(Move::Undo),
                Some(PracticeTool::Erase) => view.erase(),
                Some(PracticeTool::Notes) => Some(Move::SetMode(view.ui.mode.next())),
                Some(PracticeTool::Hint) => Some(Move::Hint),
                None => None,
            },
            Target::Pause => None,
            target => match input::game_tap(target, &view) {
                Some(Action::Move(mv)) => Some(mv),
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
        match input::game_key(press, &self.game_view()) {
            Some(Action::Move(mv)) => self.practise(mv, now),
            Some(Action::Pause) => self.leave_practice(),
            Some(Action::Read(reading)) => self.read_out(reading),
            None => {}
        }
    }

    /// Plays a move of the practice position, judged; a verdict counts in the player's
    /// progress, which is saved.
    pub(crate) fn practise(&mut self, mv: Move, now: Duration) {
        if self.lesson && mv.changes_position() {
            return;
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::game::Wrong;

    /// Every technique a level's pages list, page after page until they go round.
    fn listed(level: Level, progress: &Progress) -> Vec<Technique> {
        let mut all = Vec::new();
        for page in 0.. {
            let menu = level_menu(level, page, progress);
            let more = menu.items.iter().any(|i| i.action == MenuAction::NextPage);
            assert_eq!(menu.items.last().map(|i| i.action), Some(MenuAction::Back));
            assert!(menu.items.len() <= PAGE + 2);
            let techniques: Vec<Technique> = menu
                .items
                .iter()
                .filter_map(|item| match item.action {
                    MenuAction::Lesson(t) => Some(t),
                    _ => None,
                })
                .collect();
            if all
                .first()
                .is_some_and(|first| techniques.first() == Some(first))
            {
                break;
            }
            all.extend(techniques);
            if !more {
                break;
            }
        }
        all
    }

    #[test]
    fn the_library_lists_every_practised_technique_once_under_its_level() {
        let progress = Progress::default();
        let mut every: Vec<Technique> = Vec::new();
        for level in Level::ALL {
            let techniques = listed(level, &progress);
            assert!(techniques.iter().all(|t| t.level() == level));
            for &t in &techniques {
                let page = level_menu(level, page_of(t), &progress);
                assert!(
                    page.items.iter().any(|i| i.action == MenuAction::Lesson(t)),
                    "{t} is on the page Back returns to"
                );
            }
            every.extend(techniques);
        }
        let practised: Vec<Technique> = Technique::ALL
            .iter()
            .copied()
            .filter(|&t| practice::offered(t))
            .collect();
        let mut sorted = every.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), every.len(), "each once");
        assert_eq!(sorted.len(), practised.len());
        let menu = learn_menu(&progress);
        assert_eq!(menu.items.len(), Level::ALL.len() + 1);
        assert_eq!(menu.items[2].caption, "0 of 27 techniques found");
    }

    #[test]
    fn a_techniques_button_says_its_progress() {
        let mut progress = Progress::default();
        let t = Technique::XWing;
        assert_eq!(progress_caption(progress.of(t)), "Not practised yet");
        progress.record(t, &Verdict::Found { helped: false }, true);
        progress.record(t, &Verdict::Found { helped: false }, true);
        assert_eq!(progress_caption(progress.of(t)), "Found 2 · streak 2");
        progress.record(t, &Verdict::Found { helped: true }, false);
        assert_eq!(progress_caption(progress.of(t)), "Found 3, 1 with help");
        let wrong = Wrong::WrongDigit {
            cell: peerless::Cell::ALL[0],
            digit: peerless::Digit::ALL[0],
        };
        let mut missed = Progress::default();
        missed.record(t, &Verdict::Wrong(wrong), false);
        assert_eq!(progress_caption(missed.of(t)), "Found 0");
        let hard = learn_menu(&progress);
        assert_eq!(hard.items[2].caption, "1 of 27 techniques found");
    }
}
