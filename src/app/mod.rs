//! The game's front end on macroquad: layout, drawing and input, for phones and the desktop.
//!
//! This is the only part of the package that knows about windows; everything it shows comes from
//! the game model, and everything the player does goes back to it as moves.
//!
//! - [`layout`]: where everything goes (pure, unit-tested for many screen shapes).
//! - [`input`]: touches, clicks and keys to [`Event`]s, and events to moves (pure).
//! - [`draw`]: the board, pad, tools, header and menus, from the layout and the palette.
//! - [`screens`]: the menus around the board and their words.
//! - [`theme`]: the light and dark palettes, with their contrast checked.
//! - [`platform`]: everything that differs between platforms, in one place.
//! - [`script`]: the command line and the scripted mode used by tests and screenshots.
//!
//! The loop is frugal: macroquad's blocking event loop draws only when something happens (input,
//! a puzzle from the worker thread, an animation, an autosave, or the running clock once a
//! second), so an idle game sleeps.

pub mod draw;
pub mod input;
pub mod layout;
pub mod platform;
pub mod screens;
pub mod script;
pub mod theme;

use std::fmt::Write as _;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, OnceLock};
use std::time::{Duration, Instant};

use macroquad::conf::{Conf, UpdateTrigger};
use macroquad::input::utils::{register_input_subscriber, repeat_all_miniquad_input};
use macroquad::miniquad::{self, KeyCode, KeyMods, MouseButton};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

use self::draw::{BoardView, Fonts, HeaderView, PadView, Painter, Sizes, ToolsView};
use self::input::{Action, Event, GameView, Gesture, Key, KeyPress, Pointer};
use self::layout::{Layout, Target, Tool};
use self::platform::{QuitSignals, Waker};
use self::screens::{Menu, MenuAction, Screen};
use self::script::{Command, Options, Runner};
use self::theme::Palette;
use crate::board::{Board, Cell, Digit};
use crate::game::{self, Game, Move, Outcome, Puzzle, Status};
use crate::generate::{self, Generated};
use crate::heap;
use crate::logic::Level;
use crate::save::{AutosavePolicy, SaveData, SaveStore};
use crate::sets::{CellSet, Digits};

/// Prints a line of the scripted mode's report. A reader that has gone away (a test that has
/// seen enough) is no reason to stop the game, so write errors are ignored.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, $($arg)*);
        let _ = out.flush();
    }};
}

/// When the process started, for the first-frame time.
static STARTED: OnceLock<Instant> = OnceLock::new();

/// How long the completion flash and the win celebration last (UI.md: under 300 ms).
const FLASH: Duration = Duration::from_millis(280);
/// How long a puzzle may take before the screen says it is still working.
const PROGRESS_AFTER: Duration = Duration::from_millis(300);

/// The options, read once from the command line (the window configuration needs the size before
/// the game starts).
fn options() -> &'static Options {
    static OPTIONS: OnceLock<Options> = OnceLock::new();
    OPTIONS.get_or_init(|| match Options::parse(std::env::args().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            print!("{}", script::USAGE);
            std::process::exit(0);
        }
        Err(error) => {
            eprintln!("peerless: {error}");
            std::process::exit(2);
        }
    })
}

/// The window: its size (from `--size`), the blocking event loop and what wakes it, and the
/// window class the waker finds it by.
pub fn window_conf() -> Conf {
    STARTED.get_or_init(Instant::now);
    let (width, height) = options().size.unwrap_or((1000, 720));
    Conf {
        miniquad_conf: miniquad::conf::Conf {
            window_title: "Peerless".to_string(),
            window_width: width as i32,
            window_height: height as i32,
            high_dpi: true,
            icon: Some(icon()),
            platform: miniquad::conf::Platform {
                blocking_event_loop: platform::BLOCKING_LOOP,
                linux_wm_class: platform::WM_CLASS,
                ..Default::default()
            },
            ..Default::default()
        },
        update_on: Some(UpdateTrigger {
            key_down: true,
            mouse_down: true,
            mouse_up: true,
            // The waker's event (see `platform`); the game has no use for the wheel itself.
            mouse_wheel: true,
            ..Default::default()
        }),
        ..Default::default()
    }
}

/// The window icon at the three sizes the desktop asks for: the app icon (`assets/icon/icon.png`),
/// stored as raw RGBA by `assets/icon/make-icon.sh`, so no image decoder runs at start.
pub fn icon() -> miniquad::conf::Icon {
    miniquad::conf::Icon {
        small: *include_bytes!("../../assets/icon/icon-16.rgba"),
        medium: *include_bytes!("../../assets/icon/icon-32.rgba"),
        big: *include_bytes!("../../assets/icon/icon-64.rgba"),
    }
}

/// How often a running clock is saved when the player makes no move.
const CLOCK_SAVE: Duration = Duration::from_secs(15);

/// The saved state (settings, statistics, the game) and when to write it. Dropped first when
/// the app ends, and saves then if anything changed: closing the window ends the loop without
/// another frame, so this is where a last change is kept.
struct Session {
    store: Option<SaveStore>,
    data: SaveData,
    policy: AutosavePolicy,
    epoch: Instant,
    /// When the last save was written, so the clock of a long think is saved too.
    saved_at: Instant,
}

impl Session {
    fn changed(&mut self, now: Instant) {
        self.policy.changed(now - self.epoch);
    }

    fn save_if_due(&mut self, now: Instant) {
        if self.policy.due(now - self.epoch) {
            self.save(now);
        }
    }

    fn save(&mut self, now: Instant) {
        let Some(store) = &self.store else { return };
        match store.save(&self.data) {
            Ok(()) => {
                self.policy.saved();
                self.saved_at = now;
            }
            Err(error) => {
                eprintln!("peerless: the game could not be saved: {error}");
                self.policy.failed(now - self.epoch);
            }
        }
    }

    fn game(&self) -> Option<&Game> {
        self.data.game.as_ref()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if self.policy.is_dirty() {
            self.save(Instant::now());
        }
    }
}

/// A puzzle being made on a worker thread, and how to stop it.
struct Worker {
    stop: Arc<AtomicBool>,
    result: mpsc::Receiver<Generated>,
    level: Level,
    daily: Option<game::Date>,
    started: Instant,
}

impl Drop for Worker {
    fn drop(&mut self) {
        // Leaving the screen that asked for the puzzle stops the search.
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Where a pointer went down: a board-screen target or a menu button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hit {
    Board(Target),
    Menu(usize),
}

/// Strings shown every frame, rebuilt only when what they say changes.
#[derive(Default)]
struct Texts {
    clock: String,
    clock_seconds: Option<u64>,
    mistakes: String,
    message: String,
    message_lines: Vec<Range<usize>>,
    notice_lines: Vec<Range<usize>>,
}

/// A puzzle being typed in: the givens so far and the selected cell.
#[derive(Default)]
struct Entry {
    board: Board,
    selected: Option<Cell>,
}

/// The app: the session, the screen, the caches and the loop's state.
struct App {
    // Dropped first: the last save happens before anything else goes.
    session: Session,
    options: &'static Options,
    fonts: Fonts,
    screen: Screen,
    /// Where Back goes from the settings (the start screen or the pause screen).
    settings_return: Screen,
    menu: Menu,
    layout: Layout,
    sizes: Sizes,
    size: (f32, f32),
    pointer: Pointer<Hit>,
    events: Vec<Event>,
    input: usize,
    texts: Texts,
    notice: String,
    worker: Option<Worker>,
    entry: Entry,
    flash: Option<(CellSet, Instant)>,
    celebrate: Option<Instant>,
    waker: Waker,
    /// A signal asking the game to end (desktop Unix), watched from the first frame.
    quit_signals: Option<QuitSignals>,
    script: Option<Runner>,
    resize: Option<((u32, u32), u32)>,
    screenshot: Option<PathBuf>,
    shot_now: Option<PathBuf>,
    /// Scripted mode: print the first frame, each move and the end of a game.
    verbose: bool,
    /// Whether this frame handled input (see `schedule`).
    had_input: bool,
    /// Whether the script handed out a command this frame.
    script_acted: bool,
    /// Frames in which nothing but the redraw happened, and the allocations made in them (the
    /// scripted mode reports both: a frugal game makes none).
    quiet_frames: u64,
    quiet_allocations: u64,
    last_frame: Instant,
    frames: u64,
    quit: bool,
}

/// Runs the game until the player leaves (or the script ends).
pub async fn run() {
    let Some(mut app) = App::new() else { return };
    loop {
        if !app.frame() {
            break;
        }
        macroquad::window::next_frame().await;
    }
}

impl App {
    fn new() -> Option<App> {
        let options = options();
        let script = match &options.script {
            Some(path) => {
                let text = match std::fs::read_to_string(path) {
                    Ok(text) => text,
                    Err(error) => {
                        eprintln!("peerless: cannot read {}: {error}", path.display());
                        std::process::exit(2);
                    }
                };
                match script::parse_script(&text) {
                    Ok(commands) => {
                        // The first frame is drawn before any command, so "first frame" is the
                        // first line a test sees.
                        let mut runner = Runner::new(commands);
                        runner.hold(1);
                        Some(runner)
                    }
                    Err(error) => {
                        eprintln!("peerless: {}: {error}", path.display());
                        std::process::exit(2);
                    }
                }
            }
            None => None,
        };
        let dir = options.data_dir.clone().or_else(platform::data_dir);
        let store = SaveStore::open(dir.as_deref())
            .map_err(|error| eprintln!("peerless: games will not be saved: {error}"))
            .ok();
        let loaded = store.as_ref().map(SaveStore::load);
        let notice = loaded
            .as_ref()
            .and_then(|loaded| loaded.notice.as_ref())
            .map_or_else(String::new, ToString::to_string);
        let mut data = loaded.map(|loaded| loaded.data).unwrap_or_default();
        if let Some(game) = data.game.as_mut() {
            // A game comes back paused: the player resumes it from the start screen.
            let _ = game.apply(Move::Pause);
        }
        let now = Instant::now();
        let layout = Layout::new(1.0, 1.0, 1.0, platform::insets());
        let mut app = App {
            session: Session {
                store,
                data,
                policy: platform::autosave_policy(),
                epoch: now,
                saved_at: now,
            },
            options,
            fonts: Fonts::load(),
            screen: Screen::Start,
            settings_return: Screen::Start,
            menu: Menu::default(),
            sizes: Sizes::of(&layout),
            layout,
            size: (0.0, 0.0),
            pointer: Pointer::new(),
            events: Vec::with_capacity(64),
            input: register_input_subscriber(),
            texts: Texts::default(),
            notice,
            worker: None,
            entry: Entry::default(),
            flash: None,
            celebrate: None,
            waker: Waker::inert(),
            quit_signals: None,
            script,
            resize: None,
            screenshot: options.screenshot.clone(),
            shot_now: None,
            verbose: options.script.is_some(),
            had_input: false,
            script_acted: false,
            quiet_frames: 0,
            quiet_allocations: 0,
            last_frame: now,
            frames: 0,
            quit: false,
        };
        app.show(Screen::Start);
        Some(app)
    }

    /// One frame: input, updates, drawing, and what should wake the next one. `false` ends the
    /// game.
    fn frame(&mut self) -> bool {
        let allocations_before = heap::allocations();
        let now = Instant::now();
        let saved_before = self.session.saved_at;
        self.had_input = false;
        self.script_acted = false;
        self.update_layout();
        self.read_input();
        self.handle_events(now);
        self.run_script(now);
        self.poll_worker(now);
        self.poll_long_press(now);
        self.advance_clock(now);
        self.session.save_if_due(now);
        if self
            .quit_signals
            .as_ref()
            .is_some_and(QuitSignals::requested)
        {
            // Ends the loop as closing the window does; the session saves what is left.
            self.quit = true;
        }
        if self.quit {
            return false;
        }
        self.draw(now);
        let shot = self.shot_now.take();
        // A frame in which nothing happened but the redraw (and the clock's tick): no input, no
        // script command, no worker, no save, no screenshot. It must allocate nothing.
        if self.frames > 0
            && !self.had_input
            && !self.script_acted
            && self.worker.is_none()
            && self.session.saved_at == saved_before
            && shot.is_none()
        {
            self.quiet_frames += 1;
            self.quiet_allocations += heap::allocations() - allocations_before;
        }
        if let Some(path) = shot {
            screenshot(&path);
        }
        self.frames += 1;
        if self.frames == 1 {
            if self.verbose {
                let started = STARTED.get().copied().unwrap_or(now);
                say!("first frame {} ms", started.elapsed().as_millis());
            }
            self.waker = Waker::start();
            self.quit_signals = Some(QuitSignals::watch(&self.waker));
        }
        if let Some(runner) = &mut self.script {
            if runner.finished() {
                if let Some(path) = self.screenshot.take() {
                    screenshot(&path);
                }
            }
            if runner.finished() && self.worker.is_none() {
                say!(
                    "quiet frames {}, allocations in them {}",
                    self.quiet_frames,
                    self.quiet_allocations
                );
                say!("script done");
                return false;
            }
            runner.end_frame();
            platform::request_frame();
        }
        self.schedule(now);
        true
    }

    /// Rasterizes the running clock's glyphs at the size the header draws them (macroquad skips
    /// those already cached). Otherwise the first time a digit appears in the clock, macroquad
    /// would rasterize it (and grow its glyph cache) in the middle of a game, during a frame that
    /// has nothing else to do.
    fn warm_clock_glyphs(&self) {
        const CLOCK: [char; 11] = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ':'];
        // The size macroquad caches a glyph at (`draw_text_ex`: the font size times the DPI
        // scale, rounded up).
        let size = (f32::from(self.sizes.label) * miniquad::window::dpi_scale()).ceil() as u16;
        self.fonts.regular.populate_font_cache(&CLOCK, size);
    }

    fn update_layout(&mut self) {
        let size = (
            macroquad::window::screen_width(),
            macroquad::window::screen_height(),
        );
        if size == self.size {
            return;
        }
        self.size = size;
        let dp = self
            .options
            .dp
            .unwrap_or_else(|| platform::density(size.0, size.1));
        self.layout = Layout::new(size.0, size.1, dp, platform::insets());
        self.sizes = Sizes::of(&self.layout);
        self.warm_clock_glyphs();
        self.rewrap();
    }

    /// Turns macroquad's input since the last frame into events. In scripted mode real input is
    /// read and dropped, so a script plays the same whatever the mouse does.
    fn read_input(&mut self) {
        let mut collector = Collector {
            events: &mut self.events,
            dpi: macroquad::window::screen_dpi_scale(),
            keep: self.script.is_none(),
        };
        repeat_all_miniquad_input(&mut collector, self.input);
    }

    /// Plays this frame's script commands into the same event list real input fills, handling
    /// each command's events before the next command is read (a tap on a menu button is placed
    /// by the menu the previous tap opened).
    fn run_script(&mut self, now: Instant) {
        let Some(mut runner) = self.script.take() else {
            return;
        };
        if let Some(((w, h), waited)) = self.resize {
            let arrived = (self.size.0 as u32, self.size.1 as u32) == (w, h);
            if arrived || waited > 120 {
                self.resize = None;
            } else {
                self.resize = Some(((w, h), waited + 1));
                runner.hold(1);
            }
        }
        if self.worker.is_some() {
            runner.hold(1);
        }
        while let Some(command) = runner.poll() {
            self.script_acted = true;
            let tap = |events: &mut Vec<Event>, (x, y): (f32, f32)| {
                events.push(Event::Down { x, y });
                events.push(Event::Up { x, y });
            };
            match command {
                Command::Tap(x, y) => tap(&mut self.events, (x, y)),
                Command::Down(x, y) => self.events.push(Event::Down { x, y }),
                Command::Up(x, y) => self.events.push(Event::Up { x, y }),
                Command::TapCell(cell) => {
                    tap(&mut self.events, self.layout.cell_rect(cell).center())
                }
                Command::TapDigit(digit) => {
                    tap(&mut self.events, self.layout.pad[digit.index()].center())
                }
                Command::TapTool(tool) => {
                    tap(&mut self.events, self.layout.tool_rect(tool).center())
                }
                Command::TapPause => tap(&mut self.events, self.layout.pause.center()),
                Command::TapMenu(index) => tap(
                    &mut self.events,
                    self.layout
                        .menu_button(index, self.menu.items.len())
                        .center(),
                ),
                Command::Key(press) => self.events.push(Event::Key(press)),
                Command::Wait(_) | Command::Sleep(_) => {}
                Command::Resize(w, h) => {
                    miniquad::window::set_window_size(w, h);
                    self.resize = Some(((w, h), 0));
                    runner.hold(1);
                    break;
                }
                Command::Screenshot(path) => {
                    // Taken after this frame is drawn: events before it in the script apply.
                    self.shot_now = Some(path);
                    break;
                }
                Command::Puzzle(text) => match game::import(&text) {
                    Ok(puzzle) => self.start_game(puzzle, None, now),
                    Err(error) => {
                        eprintln!("peerless: script puzzle: {error}");
                        std::process::exit(2);
                    }
                },
                Command::New(level, seed) => {
                    self.start_worker(level, seed, None);
                    runner.hold(1);
                    break;
                }
            }
            self.handle_events(now);
        }
        self.script = Some(runner);
    }
}

impl App {
    // ---- input ----

    fn handle_events(&mut self, now: Instant) {
        self.had_input |= !self.events.is_empty();
        let mut i = 0;
        while i < self.events.len() {
            let event = self.events[i];
            i += 1;
            self.handle(event, now);
        }
        self.events.clear();
    }

    fn handle(&mut self, event: Event, now: Instant) {
        let t = now - self.session.epoch;
        match event {
            Event::Minimized => {
                if self.screen == Screen::Game {
                    self.pause(now);
                }
            }
            Event::Restored => {}
            Event::Key(press) => self.key(press, now),
            Event::Down { x, y } => {
                let hit = self.hit(x, y);
                if let Some(Gesture::Pressed(Hit::Board(target))) = self.pointer.down(hit, t) {
                    if input::acts_on_press(target) {
                        self.board_tap(target, now);
                    }
                }
            }
            Event::Up { x, y } => {
                let hit = self.hit(x, y);
                match self.pointer.up(hit) {
                    Some(Gesture::Tapped(Hit::Board(target))) if !input::acts_on_press(target) => {
                        self.board_tap(target, now);
                    }
                    Some(Gesture::Tapped(Hit::Menu(index))) => self.menu_action(index, now),
                    _ => {}
                }
            }
        }
    }

    fn hit(&self, x: f32, y: f32) -> Option<Hit> {
        if self.screen.shows_board() {
            self.layout.hit(x, y).map(Hit::Board)
        } else {
            self.layout
                .menu_hit(x, y, self.menu.items.len())
                .filter(|&i| self.menu.items[i].action != MenuAction::Info)
                .map(Hit::Menu)
        }
    }

    fn poll_long_press(&mut self, now: Instant) {
        let t = now - self.session.epoch;
        let digits = |hit: Hit| matches!(hit, Hit::Board(Target::Digit(_)));
        if let Some(Gesture::LongPressed(Hit::Board(target))) = self.pointer.poll(t, digits) {
            if self.screen == Screen::Game {
                if let Some(action) = input::game_long_press(target, &self.view()) {
                    self.game_action(action, now);
                }
            }
        }
    }

    fn view(&self) -> GameView {
        GameView {
            ui: self.session.game().map(Game::ui).unwrap_or_default(),
            digit_first: self.session.data.settings.digit_first,
        }
    }

    fn board_tap(&mut self, target: Target, now: Instant) {
        match self.screen {
            Screen::Game => {
                if let Some(action) = input::game_tap(target, &self.view()) {
                    self.game_action(action, now);
                }
            }
            Screen::Entry => self.entry_tap(target, now),
            _ => {}
        }
    }

    fn key(&mut self, press: KeyPress, now: Instant) {
        match self.screen {
            Screen::Game => {
                if let Some(action) = input::game_key(press, &self.view()) {
                    self.game_action(action, now);
                }
            }
            Screen::Entry => self.entry_key(press, now),
            _ => self.menu_key(press, now),
        }
    }

    fn menu_key(&mut self, press: KeyPress, now: Instant) {
        let actionable = |item: &screens::MenuItem| item.action != MenuAction::Info;
        match press.key {
            Key::Escape | Key::Back => self.back(now),
            Key::Enter | Key::Space => {
                if let Some(index) = self.menu.items.iter().position(actionable) {
                    self.menu_action(index, now);
                }
            }
            Key::Letter('v') if press.ctrl => {
                if matches!(self.screen, Screen::Start | Screen::Import) {
                    self.paste(now);
                }
            }
            Key::Digit(n @ 1..=9) => {
                let index = usize::from(n - 1);
                if self.menu.items.get(index).is_some_and(actionable) {
                    self.menu_action(index, now);
                }
            }
            _ => {}
        }
    }

    fn game_action(&mut self, action: Action, now: Instant) {
        match action {
            Action::Move(mv) => self.play(mv, now),
            Action::Pause | Action::Back => self.pause(now),
            Action::Paste | Action::Confirm | Action::Menu(_) => {}
        }
    }

    /// Plays a move and shows what it did.
    fn play(&mut self, mv: Move, now: Instant) {
        let Some(game) = self.session.data.game.as_mut() else {
            return;
        };
        let outcome = game.apply(mv);
        if self.verbose {
            say!("move {} -> {}", move_text(mv), outcome_text(&outcome));
        }
        if outcome.is_effective() {
            self.session.changed(now);
        }
        if !outcome.completed_units.is_empty() {
            let cells = outcome
                .completed_units
                .iter()
                .fold(CellSet::EMPTY, |all, unit| all | unit.cell_set());
            self.flash = Some((cells, now));
        }
        if matches!(outcome.status, Some(Status::Won | Status::Lost)) {
            self.game_over(now);
        }
        self.refresh_game_texts();
    }

    fn game_over(&mut self, now: Instant) {
        let SaveData {
            statistics, game, ..
        } = &mut self.session.data;
        let Some(game) = game.as_ref() else { return };
        statistics.record_game_end(game);
        let won = game.status() == Status::Won;
        if self.verbose {
            if won {
                say!(
                    "won {} in {} with {} mistakes",
                    game.grade().level.name(),
                    screens::clock(game.elapsed()),
                    game.mistakes()
                );
            } else {
                say!("lost after {} mistakes", game.mistakes());
            }
        }
        self.celebrate = won.then_some(now);
        self.show(Screen::Over);
        self.session.save(now);
    }

    fn pause(&mut self, now: Instant) {
        if let Some(game) = self.session.data.game.as_mut() {
            if game.apply(Move::Pause).is_effective() {
                self.session.changed(now);
            }
        }
        self.show(Screen::Paused);
        if self.session.policy.is_dirty() {
            self.session.save(now);
        }
    }

    fn resume(&mut self, now: Instant) {
        let Some(game) = self.session.data.game.as_mut() else {
            self.show(Screen::Start);
            return;
        };
        if game.status() == Status::Paused {
            let _ = game.apply(Move::Resume);
            self.session.changed(now);
        }
        self.last_frame = now;
        self.show(Screen::Game);
    }

    /// Escape or Android's Back: one screen back.
    fn back(&mut self, now: Instant) {
        match self.screen {
            Screen::Start => {
                if platform::QUITS_BY_RETURNING {
                    self.quit = true;
                } else {
                    platform::leave_app();
                }
            }
            Screen::Game => self.pause(now),
            Screen::Settings => {
                let to = self.settings_return;
                self.show(to);
            }
            Screen::Entry => self.show(Screen::Import),
            Screen::Generating => {
                self.worker = None;
                self.show(Screen::Start);
            }
            Screen::Levels
            | Screen::Paused
            | Screen::Over
            | Screen::Statistics
            | Screen::Import => self.show(Screen::Start),
        }
    }

    fn menu_action(&mut self, index: usize, now: Instant) {
        let Some(item) = self.menu.items.get(index) else {
            return;
        };
        match item.action {
            MenuAction::Continue => self.resume(now),
            MenuAction::NewGame => self.show(Screen::Levels),
            MenuAction::Level(level) => self.start_worker(level, time_seed(), None),
            MenuAction::Daily => self.start_worker(Level::Medium, 0, Some(screens::today())),
            MenuAction::Import => self.show(Screen::Import),
            MenuAction::Paste => self.paste(now),
            MenuAction::TypeIn => {
                self.entry = Entry::default();
                self.show(Screen::Entry);
                self.set_message(ENTRY_HELP.to_string());
            }
            MenuAction::Statistics => self.show(Screen::Statistics),
            MenuAction::Settings => {
                if self.screen != Screen::Settings {
                    self.settings_return = self.screen;
                }
                self.show(Screen::Settings);
            }
            MenuAction::Toggle(key) => {
                let settings = &mut self.session.data.settings;
                key.toggle(settings);
                if let Some(game) = self.session.data.game.as_mut() {
                    game.set_options(settings);
                }
                self.session.changed(now);
                self.show(Screen::Settings);
                self.refresh_game_texts();
            }
            MenuAction::Restart => self.restart(now),
            MenuAction::Back => self.back(now),
            MenuAction::Home => self.show(Screen::Start),
            MenuAction::Cancel => {
                self.worker = None;
                self.show(Screen::Start);
            }
            MenuAction::Info => {}
        }
    }

    /// The same puzzle again: an undoable restart of a paused game, or a fresh game of a
    /// finished one.
    fn restart(&mut self, now: Instant) {
        let Some(game) = self.session.data.game.as_mut() else {
            return;
        };
        if game.status().is_over() {
            let puzzle = game.puzzle().clone();
            let daily = game.daily();
            self.start_game(puzzle, daily, now);
        } else {
            self.resume(now);
            self.play(Move::Restart, now);
        }
    }

    fn paste(&mut self, now: Instant) {
        let result = match platform::clipboard() {
            Some(text) if !text.trim().is_empty() => game::import(&text).map_err(|e| e.to_string()),
            _ => Err("The clipboard holds no text to import.".to_string()),
        };
        if let (Err(message), true) = (&result, self.verbose) {
            say!("import refused: {message}");
        }
        match result {
            Ok(puzzle) => self.start_game(puzzle, None, now),
            Err(message) if self.screen == Screen::Entry => self.set_message(message),
            Err(message) => {
                if self.screen != Screen::Import {
                    self.show(Screen::Import);
                }
                self.set_notice(message);
            }
        }
    }

    // ---- typing a puzzle in ----

    fn entry_tap(&mut self, target: Target, now: Instant) {
        match target {
            Target::Cell(cell) => self.entry.selected = Some(cell),
            Target::Digit(digit) => self.entry_write(Some(digit)),
            Target::Tool(Tool::Undo) | Target::Pause => self.show(Screen::Import),
            Target::Tool(Tool::Erase) => self.entry_write(None),
            Target::Tool(Tool::Notes) => {
                self.entry.board = Board::EMPTY;
                self.set_message(ENTRY_HELP.to_string());
            }
            Target::Tool(Tool::AutoNotes) => {
                if platform::HAS_CLIPBOARD {
                    self.paste(now);
                }
            }
            Target::Tool(Tool::Hint) => {}
            Target::Tool(Tool::Redo) => self.entry_start(now),
        }
    }

    fn entry_key(&mut self, press: KeyPress, now: Instant) {
        let step = |cell: Option<Cell>, dr: isize, dc: isize| {
            let Some(cell) = cell else {
                return Cell::at(0, 0);
            };
            let row = (cell.row() as isize + dr).clamp(0, 8) as usize;
            let col = (cell.col() as isize + dc).clamp(0, 8) as usize;
            Cell::at(row, col)
        };
        let selected = self.entry.selected;
        match (press.key, press.ctrl) {
            (Key::Letter('v'), true) => self.paste(now),
            (_, true) => {}
            (Key::Digit(0) | Key::Backspace | Key::Delete, _) => self.entry_write(None),
            (Key::Digit(n), _) => self.entry_write(Digit::new(n)),
            (Key::Up | Key::Letter('w'), _) => self.entry.selected = step(selected, -1, 0),
            (Key::Down | Key::Letter('s'), _) => self.entry.selected = step(selected, 1, 0),
            (Key::Left | Key::Letter('a'), _) => self.entry.selected = step(selected, 0, -1),
            (Key::Right | Key::Letter('d'), _) => self.entry.selected = step(selected, 0, 1),
            (Key::Enter, _) => self.entry_start(now),
            (Key::Escape | Key::Back, _) => self.show(Screen::Import),
            _ => {}
        }
    }

    fn entry_write(&mut self, digit: Option<Digit>) {
        if let Some(cell) = self.entry.selected {
            self.entry.board.force(cell, digit);
            self.set_message(ENTRY_HELP.to_string());
        }
    }

    fn entry_start(&mut self, now: Instant) {
        match game::import_board(&self.entry.board) {
            Ok(puzzle) => self.start_game(puzzle, None, now),
            Err(error) => {
                if self.verbose {
                    say!("import refused: {error}");
                }
                self.set_message(error.to_string());
            }
        }
    }

    // ---- games and the worker ----

    fn start_worker(&mut self, level: Level, seed: u64, daily: Option<(u32, u32, u32)>) {
        let stop = Arc::new(AtomicBool::new(false));
        let (sender, result) = mpsc::channel();
        let waker = self.waker.clone();
        let flag = Arc::clone(&stop);
        let seed = match daily {
            Some((year, month, day)) => generate::daily_seed(year, month, day, level),
            None => seed,
        };
        let spawned = std::thread::Builder::new()
            .name("peerless-generator".to_string())
            .spawn(move || {
                // The same search as `generate::daily` and `generate::generate`, stoppable.
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let options = generate::Options {
                    level,
                    ..generate::Options::default()
                };
                if let Some(made) = generate::generate_until(&options, &mut rng, &flag) {
                    if sender.send(made).is_ok() {
                        waker.wake_now();
                    }
                }
            });
        if spawned.is_err() {
            self.set_notice("A new puzzle could not be started.".to_string());
            return;
        }
        self.worker = Some(Worker {
            stop,
            result,
            level,
            daily: daily.and_then(|(year, month, day)| game::Date::new(year, month, day)),
            started: Instant::now(),
        });
        self.show(Screen::Generating);
    }

    fn poll_worker(&mut self, now: Instant) {
        let Some(worker) = &self.worker else { return };
        match worker.result.try_recv() {
            Ok(made) => {
                let daily = worker.daily;
                self.worker = None;
                self.start_game(made.into(), daily, now);
            }
            Err(mpsc::TryRecvError::Empty) => {
                let waited = now - worker.started;
                if waited >= PROGRESS_AFTER && self.screen == Screen::Generating {
                    self.menu.subtitle.clear();
                    let _ = write!(
                        self.menu.subtitle,
                        "Still looking for one that needs the right techniques: {:.1} s",
                        waited.as_secs_f32()
                    );
                }
            }
            Err(mpsc::TryRecvError::Disconnected) => {
                self.worker = None;
                self.show(Screen::Start);
            }
        }
    }

    fn start_game(&mut self, puzzle: Puzzle, daily: Option<game::Date>, now: Instant) {
        let settings = &self.session.data.settings;
        let game = match daily {
            Some(date) => Game::new_daily(puzzle, settings, date),
            None => Game::new(puzzle, settings),
        };
        if self.verbose {
            say!(
                "new game {} {}",
                game.grade().level.name(),
                game.puzzle().givens()
            );
        }
        self.session.data.statistics.record_game_start(&game);
        self.session.data.game = Some(game);
        self.session.changed(now);
        self.flash = None;
        self.celebrate = None;
        self.last_frame = now;
        self.show(Screen::Game);
    }

    fn advance_clock(&mut self, now: Instant) {
        let passed = now.saturating_duration_since(self.last_frame);
        self.last_frame = now;
        if self.screen == Screen::Game && platform::was_away(passed) {
            // The app was in the background (iOS draws continuously while active and says
            // nothing when it leaves): that time is not play, and the player comes back to the
            // pause screen, where they were.
            self.pause(now);
            return;
        }
        if self.screen == Screen::Game {
            if let Some(game) = self.session.data.game.as_mut() {
                // A longer gap is a machine that slept, not play.
                game.tick(passed.min(Duration::from_secs(300)));
                if game.status() == Status::Playing
                    && now.saturating_duration_since(self.session.saved_at) >= CLOCK_SAVE
                {
                    // Keep the clock of a long think, should the app be killed meanwhile.
                    self.session.changed(now);
                }
            }
        }
        self.refresh_clock();
    }

    // ---- screens and texts ----

    /// Opens a screen: builds its menu and forgets a press and a notice from the last one.
    fn show(&mut self, screen: Screen) {
        if screen != self.screen {
            self.pointer.cancel();
            self.notice.clear();
            self.texts.notice_lines.clear();
        }
        self.screen = screen;
        let data = &self.session.data;
        let today = screens::iso_date(screens::today());
        self.menu = match (screen, data.game.as_ref()) {
            (Screen::Start, game) => screens::start_menu(game, &data.statistics, &today),
            (Screen::Levels, _) => screens::levels_menu(),
            (Screen::Generating, _) => {
                screens::generating_menu(self.worker.as_ref().map_or(Level::Medium, |w| w.level))
            }
            (Screen::Paused, Some(game)) => screens::pause_menu(game),
            (Screen::Over, Some(game)) => screens::over_menu(game, &data.statistics),
            (Screen::Settings, _) => screens::settings_menu(&data.settings),
            (Screen::Statistics, _) => screens::statistics_menu(&data.statistics, &today),
            (Screen::Import, _) => screens::import_menu(platform::HAS_CLIPBOARD),
            (Screen::Paused | Screen::Over, None) => {
                screens::start_menu(None, &data.statistics, &today)
            }
            (Screen::Game | Screen::Entry, _) => Menu::default(),
        };
        self.refresh_game_texts();
    }

    fn set_notice(&mut self, text: String) {
        self.notice = text;
        self.rewrap();
    }

    fn set_message(&mut self, text: String) {
        if self.texts.message != text {
            self.texts.message = text;
            self.rewrap();
        }
    }

    /// Rebuilds the texts that follow the game: mistakes, and the hint or cell-info line.
    fn refresh_game_texts(&mut self) {
        if self.screen == Screen::Entry {
            return;
        }
        let settings = &self.session.data.settings;
        let (mistakes, message) = match self.session.game() {
            Some(game) => {
                let mut mistakes = String::new();
                if game.options().check_mistakes {
                    let _ = write!(mistakes, "Mistakes {}", game.mistakes());
                    if let Some(limit) = game.options().mistake_limit {
                        let _ = write!(mistakes, "/{limit}");
                    }
                }
                let message = match (game.hint_text(), game.selected()) {
                    (Some(hint), _) => hint,
                    (None, Some(cell)) if settings.cell_info => cell_info(game, cell),
                    _ => String::new(),
                };
                (mistakes, message)
            }
            None => (String::new(), String::new()),
        };
        self.texts.mistakes = mistakes;
        self.set_message(message);
    }

    fn refresh_clock(&mut self) {
        let Some(game) = self.session.game() else {
            return;
        };
        let seconds = game.elapsed().as_secs();
        if self.texts.clock_seconds != Some(seconds) {
            self.texts.clock_seconds = Some(seconds);
            self.texts.clock.clear();
            screens::write_clock(&mut self.texts.clock, game.elapsed());
        }
    }

    fn rewrap(&mut self) {
        let width = self.layout.message.w;
        draw::wrap(
            &self.texts.message,
            &self.fonts.regular,
            self.sizes.body,
            width,
            &mut self.texts.message_lines,
        );
        if self.notice.is_empty() {
            self.texts.notice_lines.clear();
        } else {
            draw::wrap(
                &self.notice,
                &self.fonts.regular,
                self.sizes.body,
                draw::notice_width(&self.layout),
                &mut self.texts.notice_lines,
            );
        }
    }

    fn palette(&self) -> &'static Palette {
        let theme = self
            .options
            .theme
            .unwrap_or(self.session.data.settings.theme);
        theme::palette(theme, platform::system_dark())
    }

    // ---- drawing and waking ----

    fn draw(&mut self, now: Instant) {
        let palette = self.palette();
        macroquad::window::clear_background(draw::color(palette.background));
        let painter = Painter {
            fonts: &self.fonts,
            palette,
            layout: &self.layout,
            sizes: &self.sizes,
        };
        match (self.screen, self.session.game()) {
            (Screen::Game, Some(game)) => self.draw_game(&painter, game, now),
            (Screen::Entry, _) => self.draw_entry(&painter),
            _ => {
                let pop = self
                    .celebrate
                    .filter(|_| self.screen == Screen::Over)
                    .map(|at| now.saturating_duration_since(at).as_secs_f32() / FLASH.as_secs_f32())
                    .filter(|t| *t < 1.0);
                draw::menu(&painter, &self.menu, pop);
                draw::notice(&painter, &self.notice, &self.texts.notice_lines);
            }
        }
    }

    fn draw_game(&self, p: &Painter, game: &Game, now: Instant) {
        let settings = &self.session.data.settings;
        let ui = game.ui();
        draw::header(
            p,
            &HeaderView {
                level: game.grade().level.name(),
                clock: settings.show_timer.then_some(self.texts.clock.as_str()),
                mistakes: &self.texts.mistakes,
                pause: true,
            },
        );
        let same_digit = if !settings.highlight_same_digit {
            None
        } else if settings.digit_first && ui.digit.is_some() {
            ui.digit
        } else {
            ui.selected.and_then(|cell| game.board().get(cell))
        };
        let flash = match self.flash {
            Some((cells, at)) => {
                let t = now.saturating_duration_since(at).as_secs_f32() / FLASH.as_secs_f32();
                (cells, (1.0 - t).max(0.0))
            }
            None => (CellSet::EMPTY, 0.0),
        };
        draw::board(
            p,
            &BoardView {
                board: game.board(),
                notes: game.position().notes(),
                selected: ui.selected,
                peers: settings.highlight_peers,
                same_digit,
                conflicts: if settings.show_conflicts {
                    game.conflicts()
                } else {
                    CellSet::EMPTY
                },
                wrong: if game.options().check_mistakes {
                    game.wrong_entries()
                } else {
                    CellSet::EMPTY
                },
                hint: game.hint_cells(),
                flash,
            },
        );
        draw::tools(
            p,
            &ToolsView {
                labels: draw::game_tool_labels(),
                enabled: [
                    game.can_undo(),
                    ui.selected.is_some(),
                    true,
                    true,
                    true,
                    game.can_redo(),
                ],
                on: [false, false, ui.notes_mode, false, false, false],
            },
        );
        draw::pad(
            p,
            &PadView {
                remaining: Digit::ALL.map(|digit| game.remaining(digit)),
                finished: game.finished_digits(),
                notes_mode: ui.notes_mode,
                chosen: if settings.digit_first { ui.digit } else { None },
                counts: true,
            },
        );
        p.lines(
            &self.texts.message,
            &self.texts.message_lines,
            self.sizes.body,
            self.layout.message,
            draw::color(p.palette.text),
        );
    }

    fn draw_entry(&self, p: &Painter) {
        static NO_NOTES: [Digits; 81] = [Digits::EMPTY; 81];
        let board = &self.entry.board;
        draw::header(
            p,
            &HeaderView {
                level: "Type a puzzle",
                clock: None,
                mistakes: "",
                pause: false,
            },
        );
        draw::board(
            p,
            &BoardView {
                board,
                notes: &NO_NOTES,
                selected: self.entry.selected,
                peers: true,
                same_digit: None,
                conflicts: crate::rules::conflicts(board),
                wrong: CellSet::EMPTY,
                hint: CellSet::EMPTY,
                flash: (CellSet::EMPTY, 0.0),
            },
        );
        draw::tools(
            p,
            &ToolsView {
                labels: [
                    "Back",
                    "Erase",
                    "Clear",
                    if platform::HAS_CLIPBOARD { "Paste" } else { "" },
                    "",
                    "Start",
                ],
                enabled: [true, self.entry.selected.is_some(), true, true, false, true],
                on: [false, false, false, false, false, true],
            },
        );
        draw::pad(
            p,
            &PadView {
                remaining: [9; 9],
                finished: Digits::EMPTY,
                notes_mode: false,
                chosen: None,
                counts: false,
            },
        );
        p.lines(
            &self.texts.message,
            &self.texts.message_lines,
            self.sizes.body,
            self.layout.message,
            draw::color(p.palette.text),
        );
    }

    /// Asks for the frames still needed: the next second of a visible running clock, the rest
    /// of an animation, a pending long press, a pending autosave, the progress of a puzzle
    /// being made. Nothing asked means no frame until the player does something.
    fn schedule(&mut self, now: Instant) {
        if self.had_input {
            // miniquad's blocking X11 loop reads one event more than were pending when a frame
            // ends, so an event that arrived while this frame was drawn is handled but waits
            // for the next event to be shown (linux_x11.rs `glx_main_loop`, the "+1 hack").
            // One more frame now, and a wake shortly after, collect such events.
            platform::request_frame();
            self.waker.wake_at(now + Duration::from_millis(40));
        }
        let animating =
            |at: Option<Instant>| at.is_some_and(|at| now.saturating_duration_since(at) < FLASH);
        if animating(self.flash.map(|(_, at)| at)) || animating(self.celebrate) {
            platform::request_frame();
        } else {
            self.flash = None;
        }
        if self.screen == Screen::Game && self.session.data.settings.show_timer {
            if let Some(game) = self
                .session
                .game()
                .filter(|g| g.status() == Status::Playing)
            {
                let into = game.elapsed().subsec_millis();
                let wait = Duration::from_millis(u64::from(1000 - into) + 5);
                self.waker.wake_at(now + wait);
            }
        }
        let digits = |hit: Hit| matches!(hit, Hit::Board(Target::Digit(_)));
        if let Some(due) = self.pointer.long_press_due(digits) {
            self.waker.wake_at(self.session.epoch + due);
        }
        if self.session.policy.is_dirty() {
            self.waker.wake_at(now + Duration::from_millis(1010));
        }
        if self.worker.is_some() {
            self.waker.wake_at(now + Duration::from_millis(250));
        }
    }
}

/// Words for the typing screen's message line.
const ENTRY_HELP: &str = "Tap a cell, then a digit, for each given. Start checks the puzzle.";

/// The cell-info panel's line: the cell's names and what can still go there.
fn cell_info(game: &Game, cell: Cell) -> String {
    let mut text = format!(
        "{cell} · index {} · row {}, column {}, box {}",
        cell.index(),
        cell.row() + 1,
        cell.col() + 1,
        cell.box_() + 1
    );
    match game.board().get(cell) {
        Some(digit) => {
            let _ = write!(text, " · holds {}", digit.get());
        }
        None => {
            text.push_str(" · candidates");
            for digit in game.candidates(cell) {
                let _ = write!(text, " {}", digit.get());
            }
        }
    }
    text
}

/// A seed from the clock, for a new random game.
fn time_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0x5eed, |d| d.as_nanos() as u64)
}

/// A move as the scripted mode prints it: `Enter r1c3 4`.
fn move_text(mv: Move) -> String {
    match mv {
        Move::Select(cell) => format!("Select {cell}"),
        Move::Erase(cell) => format!("Erase {cell}"),
        Move::Reveal(cell) => format!("Reveal {cell}"),
        Move::Enter { cell, digit } => format!("Enter {cell} {}", digit.get()),
        Move::ToggleNote { cell, digit } => format!("ToggleNote {cell} {}", digit.get()),
        Move::ChooseDigit(digit) => format!("ChooseDigit {}", digit.map_or(0, Digit::get)),
        Move::SetNotesMode(on) => format!("SetNotesMode {on}"),
        Move::MoveSelection(direction) => format!("MoveSelection {direction:?}"),
        other => format!("{other:?}"),
    }
}

/// What a move did, as the scripted mode prints it: `recorded`, `ok`, `ignored Given(r1c1)`,
/// with `mistake`, `completed N` and the new status when they apply.
fn outcome_text(outcome: &Outcome) -> String {
    let mut text = match outcome.ignored {
        Some(reason) => format!("ignored {reason:?}"),
        None if outcome.recorded => "recorded".to_string(),
        None => "ok".to_string(),
    };
    if let Some(cell) = outcome.mistake {
        let _ = write!(text, " mistake {cell}");
    }
    if !outcome.completed_units.is_empty() {
        let _ = write!(text, " completed {}", outcome.completed_units.len());
    }
    if let Some(status) = outcome.status {
        let _ = write!(text, " {status:?}");
    }
    text
}

/// Saves the window as a PNG at `path` (made absolute, its folder created).
fn screenshot(path: &Path) {
    let path = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()
            .map(|dir| dir.join(path))
            .unwrap_or_else(|_| path.to_path_buf())
    };
    if let Some(dir) = path.parent() {
        let _ = std::fs::create_dir_all(dir);
    }
    let image = macroquad::texture::get_screen_data();
    image.export_png(&path.to_string_lossy());
    say!(
        "screenshot {} {}x{}",
        path.display(),
        image.width,
        image.height
    );
}

/// Turns macroquad's queued input into [`Event`]s: the left button (and touches, which
/// macroquad also reports as the left button) as presses, keys through one table.
struct Collector<'a> {
    events: &'a mut Vec<Event>,
    dpi: f32,
    keep: bool,
}

impl Collector<'_> {
    fn push(&mut self, event: Event) {
        if self.keep {
            self.events.push(event);
        }
    }
}

impl miniquad::EventHandler for Collector<'_> {
    fn update(&mut self) {}

    fn draw(&mut self) {}

    fn mouse_button_down_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left {
            let (x, y) = (x / self.dpi, y / self.dpi);
            self.push(Event::Down { x, y });
        }
    }

    fn mouse_button_up_event(&mut self, button: MouseButton, x: f32, y: f32) {
        if button == MouseButton::Left {
            let (x, y) = (x / self.dpi, y / self.dpi);
            self.push(Event::Up { x, y });
        }
    }

    fn key_down_event(&mut self, keycode: KeyCode, mods: KeyMods, _repeat: bool) {
        if let Some(key) = key_of(keycode) {
            self.push(Event::Key(KeyPress {
                key,
                ctrl: mods.ctrl || mods.logo,
                shift: mods.shift,
            }));
        }
    }

    fn window_minimized_event(&mut self) {
        self.push(Event::Minimized);
    }

    fn window_restored_event(&mut self) {
        self.push(Event::Restored);
    }
}

/// The game's key for a keyboard key.
fn key_of(code: KeyCode) -> Option<Key> {
    use KeyCode as K;
    let letters = [
        (K::A, 'a'),
        (K::D, 'd'),
        (K::H, 'h'),
        (K::N, 'n'),
        (K::P, 'p'),
        (K::S, 's'),
        (K::V, 'v'),
        (K::W, 'w'),
        (K::Y, 'y'),
        (K::Z, 'z'),
    ];
    if let Some(&(_, c)) = letters.iter().find(|(k, _)| *k == code) {
        return Some(Key::Letter(c));
    }
    let digits = [
        [K::Key0, K::Kp0],
        [K::Key1, K::Kp1],
        [K::Key2, K::Kp2],
        [K::Key3, K::Kp3],
        [K::Key4, K::Kp4],
        [K::Key5, K::Kp5],
        [K::Key6, K::Kp6],
        [K::Key7, K::Kp7],
        [K::Key8, K::Kp8],
        [K::Key9, K::Kp9],
    ];
    if let Some(n) = digits.iter().position(|pair| pair.contains(&code)) {
        return Some(Key::Digit(n as u8));
    }
    Some(match code {
        K::Up => Key::Up,
        K::Down => Key::Down,
        K::Left => Key::Left,
        K::Right => Key::Right,
        K::Backspace => Key::Backspace,
        K::Delete => Key::Delete,
        K::Escape => Key::Escape,
        K::Back => Key::Back,
        K::Enter | K::KpEnter => Key::Enter,
        K::Space => Key::Space,
        _ => return None,
    })
}
