//! The game's front end on macroquad: the [`App`] (everything the front end holds) and its
//! frame sequence.
//!
//! The front end is in layers, each a folder that imports only the folders below it
//! (`tests/architecture.rs` holds it to that; `ARCHITECTURE.md` has the table):
//!
//! - the app, at the top, the only code that knows the [`App`]: this file and its frame,
//!   [`events`] (input routed to the screen that shows), [`display`] (the texts shown and each
//!   frame's drawing), [`reader`] (the screen reader's side of the app), [`screens`] (one file a
//!   screen: its menu, its drawing, its taps and keys) and [`script`] (the scripted mode);
//! - [`core`]: what the app runs on (the window, the command line, the session and its writer,
//!   the puzzle worker, the view's state);
//! - [`platform`]: the seam to the system, one file per platform;
//! - [`access`] (the screen reader's tree and words), [`render`] (drawing) and [`input`]
//!   (events, gestures, keys and taps as moves);
//! - [`layout`]: pure geometry of every screen and every word's place;
//! - [`views`]: what each screen shows, as data, for the drawing and the screen reader alike;
//! - [`words`]: every word the game shows or says, in the player's language.
//!
//! The loop is frugal: a frame is drawn only when something happens (input, a puzzle from the
//! worker thread, an animation, a notice's end, an autosave, a resize, a screen reader's request,
//! or the running clock once a second), each through the platform's [`Waker`], so an idle game
//! sleeps.

pub mod access;
pub mod core;
pub mod display;
pub mod events;
pub mod input;
pub mod layout;
pub mod platform;
pub mod reader;
pub mod render;
pub mod saves;
pub mod screens;
pub mod script;
pub mod views;
pub mod words;

use std::time::Duration;

use peerless::logic::Level;

use crate::app::core::options::Options;
use crate::app::core::session as autosave;
use crate::app::core::session::Session;
use crate::app::core::view::View;
use crate::app::core::window as backend;
use crate::app::core::worker::NewGame;
use crate::app::core::worker::Worker;
use crate::app::input::events::Event;
use crate::app::input::pointer::long_presses;
use crate::app::input::pointer::Hit;
use crate::app::input::pointer::Pointer;
use crate::app::platform::{Current, Platform, QuitRequests, SavesWatch, Waker};
use crate::app::render::fonts::CjkFace;
use crate::app::script::Script;
use crate::app::views::chart::StatsView;
use crate::app::views::entry::Entry;
use crate::app::views::menu::Menu;
use crate::app::views::menu::Screen;

/// The app: the saved session, the screen, what is drawn, and the loop's state.
pub struct App {
    // Dropped first: the last save happens before anything else goes.
    session: Session,
    options: &'static Options,
    screen: Screen,
    /// The screens the player came by, newest last, each with the button its focus was on:
    /// where Back goes (see `screens/navigation.rs`).
    trail: Vec<(Screen, Option<usize>)>,
    /// The cell selected before the one selected now, and that one: a screen reader names a
    /// Killer cell's cage in full where the focus enters it (the views are built from `&self`,
    /// so the pair is kept in a `Cell`, moved on when the views see a new selection).
    selections: std::cell::Cell<[Option<peerless::board::Cell>; 2]>,
    /// The menu's focus: the keyboard's and the screen reader's.
    focus: crate::app::views::menu::Focus,
    /// The language the command line asked for, until the player chooses one in the settings.
    language_forced: Option<peerless::l10n::Language>,
    /// The theme the command line asked for, until the player chooses one in the settings:
    /// shown as the setting's choice, saying so, as the language the command line chose is.
    theme_forced: Option<peerless::game::Theme>,
    /// What the statistics screen shows: a level's record, or the imported puzzles'.
    stats_view: StatsView,
    /// The first day of the month the statistics' calendar shows, when not today's.
    stats_month: Option<peerless::game::Date>,
    /// A new game asked for while one is in progress, waiting for the player's answer.
    new_game: Option<NewGame>,
    /// Whether the question on the [`Screen::Replace`] screen is about the practice position in
    /// progress (which the new game would leave) rather than about a game in progress.
    replacing_practice: bool,
    /// A language asked for whose catalogue has not come yet (the page fetches it).
    language_pending: Option<peerless::l10n::Language>,
    /// The languages the page could not fetch what they need for, of which the player was told
    /// (once a run each).
    languages_unreachable: Vec<peerless::l10n::Language>,
    menu: Menu,
    view: View,
    pointer: Pointer<Hit>,
    /// The finger that is the pointer, while one is down (touch input).
    finger: Option<u64>,
    /// The cell a press went down on, or the last one a drag from it reached: a drag over
    /// cells selects them all.
    drag_cell: Option<peerless::board::Cell>,
    /// This frame's input, real or scripted.
    events: Vec<Event>,
    /// Where macroquad queues the window's input for this app.
    input: backend::InputQueue,
    /// Whether this frame handled input (see `schedule`).
    had_input: bool,
    worker: Option<Worker>,
    entry: Entry,
    /// A photo the platform handed over (dropped, chosen), taken before the frame could wait
    /// and read in it (`Platform::photo`).
    photo_in: Option<Option<Vec<u8>>>,
    /// The practice position (or lesson) on the practice screen.
    exercise: Option<peerless::game::Exercise>,
    /// Whether the practice screen shows a technique's lesson (its step drawn, nothing to
    /// find) rather than a position to practise.
    lesson: bool,
    /// Whether the lesson's line says this position's step rather than the technique's idea.
    lesson_example: bool,
    /// On a lesson, the tool the keyboard's (and the screen reader's) focus is on, by its slot:
    /// Tab moves it along the tools, Enter presses it. `None`: the focus is on the board.
    tool_focus: Option<usize>,
    /// On the statistics, the calendar's day the keyboard's (and the screen reader's) focus is
    /// on, when it is in the calendar.
    calendar_day: Option<u32>,
    /// The seed of the next practice position, when a script gave one; else the clock's.
    practice_seed: Option<u64>,
    /// Practice positions asked for so far (the script's seeds follow on from its first).
    practice_count: u64,
    waker: Waker,
    /// A system request to end the game (desktop Unix), watched from the first frame.
    quit_requests: QuitRequests,
    /// Another copy of the game writing the saves, watched from the first frame.
    saves_watch: SavesWatch,
    /// How many times the game followed another copy's saves (a script waits for it).
    saves_followed: u64,
    script: Option<Script>,
    /// Whether the scripted mode's report is printed (a script is played).
    reporting: bool,
    /// How many layout reports have been completed: the generation number that ends each one.
    layout_reports: u64,
    /// What a screen reader is told, and its adapter.
    reader: crate::app::core::reader::Reader,
    /// What the platform was last told of a game being played (see `tell_in_play`).
    in_play: Option<bool>,
    /// The platform clock at the last frame, for the game's clock.
    last_frame: Duration,
    frames: u64,
    quit: bool,
}

/// Runs the game until the player leaves (or the script ends).
pub async fn run() {
    Current::install_catalogues();
    let mut app = App::new();
    while app.frame() {
        macroquad::window::next_frame().await;
    }
}

impl App {
    /// The system's language: the first of the player's preferred languages the game speaks.
    pub(crate) fn system_language(&self) -> peerless::l10n::Language {
        let languages = Current::system_languages();
        peerless::l10n::Language::preferred(languages.iter().map(String::as_str))
    }

    /// Speaks the language the command line (until the player chooses one), the player's
    /// setting or the system asks for, as
    /// soon as its catalogue is here (at once where the catalogues are compiled in; the page
    /// fetches one and the frame asks again until it has come), and shows the screen in it.
    pub(crate) fn follow_language(&mut self) {
        let wanted = self
            .language_forced
            .or(self.session.data.settings.language)
            .unwrap_or_else(|| self.system_language());
        if !Current::catalogue_ready(wanted) || !self.language_font_ready(wanted) {
            self.language_pending = Some(wanted);
            if Current::language_unreachable(wanted)
                && !self.languages_unreachable.contains(&wanted)
            {
                self.languages_unreachable.push(wanted);
                self.tell_language_unreachable(wanted);
            }
            return;
        }
        self.language_pending = None;
        if wanted != words::language() {
            // The notice that it could not be fetched is over, once it has come.
            if self.languages_unreachable.contains(&wanted)
                && self.view.notice() == self.unreachable_notice(wanted)
            {
                self.view.clear_notice();
            }
            words::set_language(wanted);
            if self.reporting {
                script::say(format_args!("language {}", wanted.tag()));
            }
            self.relayout();
            self.show(self.screen);
        }
    }

    /// The notice that `language` needs a connection (the page could not fetch its catalogue or
    /// font), in the language the game speaks, which it goes on in.
    fn unreachable_notice(&self, language: peerless::l10n::Language) -> String {
        words::format(
            &peerless::l10n::Message::new("notice-language-needs-connection")
                .text("language", language.native_name()),
        )
    }

    /// Tells the player, once a run for each language, that `language` needs a connection.
    fn tell_language_unreachable(&mut self, language: peerless::l10n::Language) {
        if self.reporting {
            script::say(format_args!("language {} unreachable", language.tag()));
        }
        let notice = self.unreachable_notice(language);
        self.set_notice(notice);
    }

    /// Loads the Japanese or Chinese font `language` needs (or drops the one another language
    /// needed); `false` while the page is still fetching it.
    pub(crate) fn language_font_ready(&mut self, language: peerless::l10n::Language) -> bool {
        let face = CjkFace::of(language);
        if face == self.fonts_mut().cjk_face() {
            return true;
        }
        let Some(face) = face else {
            self.fonts_mut().set_cjk(None);
            return true;
        };
        let Some(bytes) = Current::cjk_font(face) else {
            return false;
        };
        if !self.fonts_mut().set_cjk(Some((face, &bytes))) {
            // A font that does not load is a broken build: the names' font draws what it can.
            Current::log("a CJK font does not load");
        }
        true
    }

    pub(crate) fn new() -> App {
        let options = Options::get();
        let script = options.script.as_deref().map(|path| {
            Script::load(path, options.screenshot.clone()).unwrap_or_else(|error| {
                eprintln!("peerless: {error}");
                std::process::exit(2);
            })
        });
        let now = Current::now();
        let input = backend::init_input();
        let keeping = autosave::Keeping {
            folder: options.data_dir.as_deref(),
            policy: options
                .phone
                .then(peerless::save::AutosavePolicy::every_change),
            in_frame: options.save_in_frame,
            sync_delay: options.storage_delay,
        };
        let opened = Session::open(&keeping, now);
        let mut app = App {
            session: opened.session,
            options,
            screen: Screen::Start,
            trail: Vec::new(),
            selections: std::cell::Cell::new([None; 2]),
            focus: crate::app::views::menu::Focus::default(),
            language_forced: options.language,
            theme_forced: options.theme,
            stats_view: StatsView::Level(Level::Easy),
            stats_month: None,
            new_game: None,
            replacing_practice: false,
            language_pending: None,
            languages_unreachable: Vec::new(),
            menu: Menu::default(),
            view: View::new(String::new()),
            pointer: Pointer::new(),
            finger: None,
            drag_cell: None,
            events: Vec::with_capacity(64),
            input,
            had_input: false,
            worker: None,
            entry: Entry::default(),
            photo_in: None,
            exercise: None,
            lesson: false,
            lesson_example: false,
            tool_focus: None,
            calendar_day: None,
            practice_seed: None,
            practice_count: 0,
            waker: Waker::inert(Current::now),
            quit_requests: QuitRequests::never(),
            saves_watch: SavesWatch::never(),
            saves_followed: 0,
            reporting: script.is_some() || options.report || Current::report_asked(),
            script,
            layout_reports: 0,
            reader: crate::app::core::reader::Reader::default(),
            in_play: None,
            last_frame: now,
            frames: 0,
            quit: false,
        };
        app.follow_language();
        if let Some(notice) = opened.notice {
            app.set_notice(words::format(&notice));
        }
        if app.reporting && !app.view.notice().is_empty() {
            script::say(format_args!("notice {}", app.view.notice()));
        }
        app.show(Screen::Start);
        if let Some(link) = Current::linked_puzzle() {
            app.open_link(&link);
        }
        app
    }

    /// One frame: input, updates, drawing, and what should wake the next one. `false` ends the
    /// game.
    pub(crate) fn frame(&mut self) -> bool {
        self.wait_for_change();
        let now = Current::now();
        let mark =
            script::FrameMark::new(&self.session, self.worker.is_some(), self.saves_followed);
        self.had_input = false;
        self.update_view();
        self.reader_requests();
        if let Some(hidden) = Current::visibility_change() {
            self.events.push(if hidden {
                Event::Minimized
            } else {
                Event::Restored
            });
        }
        if let Some(text) = Current::pasted() {
            self.import_pasted(Some(text));
        }
        if let Some(photo) = self.photo_in.take().or_else(Current::photo) {
            self.photo_arrived(photo, now);
        }
        if let Some(link) = Current::changed_link() {
            self.open_link(&link);
        }
        if self.language_pending.is_some() {
            self.follow_language();
        }
        // Another copy's saves first: this frame's input is about what this copy showed.
        self.follow_saves(now);
        // The clock first: the time up to this frame was play, whatever this frame's events do
        // (a pause, the background, the last digit).
        self.advance_clock(now);
        self.handle_events(now);
        self.run_script(now);
        self.poll_worker(now);
        self.poll_long_press(now);
        self.expire_notice(now);
        self.session.save_if_due(now);
        if let Some(problem) = self.session.poll(now) {
            self.set_problem(problem);
        }
        // A save refused because another copy's is newer: follow it now, not at the next input.
        self.follow_saves(now);
        if self.quit_requests.requested() || backend::quit_asked() {
            // Ends the loop as closing the window does; the session saves what is left.
            self.quit = true;
        }
        if self.quit {
            return false;
        }
        self.tell_in_play();
        self.update_reader(now);
        self.draw(now);
        if !self.end_script_frame(mark) {
            return false;
        }
        self.frames += 1;
        if self.frames == 1 {
            self.first_frame_drawn();
        }
        self.report_frame();
        self.schedule(now);
        true
    }

    /// Takes the input the window queued since the last frame, and unless this frame has
    /// something to show already (input, a new window size, the window closing, a script, the
    /// first frame), waits until it has: the platform's waker returns at the next input, the
    /// next deadline asked for, or another thread's wake (see `platform/waker.rs`).
    pub(crate) fn wait_for_change(&mut self) {
        let scripted = self.scripted();
        backend::collect_input(self.input, &mut self.events, !scripted);
        if self.photo_in.is_none() {
            self.photo_in = Current::photo();
        }
        let due = self.frames == 0
            || self.photo_in.is_some()
            || scripted
            || !self.events.is_empty()
            || backend::screen_size() != self.view.size
            || backend::quit_asked();
        if !due {
            let woke = self.waker.wait();
            if self.options.report {
                // Why a frame came with nothing to show yet: a reader of the report can tell
                // a frame the game asked for from one the window's input brought.
                script::say(format_args!("woke {woke:?}"));
            }
        }
        self.waker.forget_deadline();
    }

    /// Tells the platform when a game starts or stops being played: none is on the start
    /// screen with no game in progress, the one screen a page can be reloaded into as it is
    /// (see `Platform::game_in_play`).
    pub(crate) fn tell_in_play(&mut self) {
        let idle = self.screen == Screen::Start
            && self
                .session
                .game()
                .is_none_or(|game| game.status().is_over());
        if self.in_play != Some(!idle) {
            self.in_play = Some(!idle);
            Current::game_in_play(!idle);
        }
    }

    /// After the first frame the window exists: the waker can find it, and the system's
    /// requests to end the game are watched.
    pub(crate) fn first_frame_drawn(&mut self) {
        if self.reporting {
            script::say(format_args!(
                "first frame {} ms",
                backend::since_start().as_millis()
            ));
            if let (true, Some(origin)) = (self.options.report, Current::clock_origin()) {
                let ms = crate::app::words::numbers::Tenths(origin, Duration::from_millis(1));
                script::say(format_args!("clock origin {ms}"));
            }
            self.report_layout();
        }
        self.waker = Current::start_waker();
        self.session.wake_on_saves(&self.waker);
        self.quit_requests = Current::watch_quit_requests(&self.waker);
        self.watch_saves();
        self.start_reader();
    }

    /// Advances the game's clock by the time since the last frame, while the game screen shows.
    pub(crate) fn advance_clock(&mut self, now: Duration) {
        let passed = now.saturating_sub(self.last_frame);
        self.last_frame = now;
        if self.screen != Screen::Game {
            return;
        }
        if Current::was_away(passed) {
            // The app was in the background: that time is not play, and the player comes back
            // to the pause screen, where they were.
            self.pause(now);
            return;
        }
        let Some(game) = self.session.game_mut() else {
            return;
        };
        // A longer gap is a machine that slept, not play.
        game.tick(passed.min(Duration::from_secs(300)));
        if game.status() == peerless::game::Status::Playing {
            self.session.clock_ran(now);
        }
        self.refresh_clock();
    }

    /// Asks for the frames still needed: the next second of a visible running clock, the rest
    /// of an animation, a pending long press, the end of a notice, a pending autosave, the
    /// progress of a puzzle being made, a script. Nothing asked means no frame until the player
    /// does something (or another thread wakes the loop: a puzzle made, a screen reader).
    pub(crate) fn schedule(&mut self, now: Duration) {
        if self.view.animating(now) {
            self.waker.frame_now();
        }
        if let Some(tick) = self.next_clock_tick(now) {
            self.waker.wake_at(tick);
        }
        let notes_tool = self.notes_tool_shown();
        if let Some(due) = self
            .pointer
            .long_press_due(|hit| long_presses(hit, notes_tool))
        {
            self.waker.wake_at(due);
        }
        if let Some(end) = self.view.notice_ends() {
            self.waker.wake_at(end);
        }
        if self.session.is_dirty() {
            // The next try of an autosave (or of a save that failed: the policy waits).
            self.waker.wake_at(now + Duration::from_millis(1010));
        }
        if let Some(worker) = &self.worker {
            if worker.needs_frames() {
                self.waker.frame_now();
            } else {
                // The "still looking" line's next tenth of a second; the answer itself wakes
                // the loop at once.
                self.waker.wake_at(now + Duration::from_millis(250));
            }
        }
        if self.scripted() {
            self.waker.frame_now();
        }
    }

    /// Whether a script drives the game now (real input dropped, a frame after every frame),
    /// not yet handed over to its real input by `by-hand`.
    fn scripted(&self) -> bool {
        self.script.as_ref().is_some_and(Script::drives)
    }

    /// When the visible running clock shows its next second, if it does.
    pub(crate) fn next_clock_tick(&self, now: Duration) -> Option<Duration> {
        if self.screen != Screen::Game || !self.session.data.settings.show_timer {
            return None;
        }
        let game = self.session.game()?;
        if game.status() != peerless::game::Status::Playing {
            return None;
        }
        let into = game.elapsed().subsec_millis();
        Some(now + Duration::from_millis(u64::from(1000 - into) + 5))
    }
}
