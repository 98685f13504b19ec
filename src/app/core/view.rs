//! What the player sees: the [`View`] (layout, fonts, text sizes, the strings shown every frame,
//! the flash of a completed unit and the win's celebration), and the views of the game that
//! `draw` draws. The texts are rebuilt when what they say changes, never per frame.

use std::ops::Range;

use std::time::Duration;

use peerless::board::{Cell, Digit};
use peerless::game::{EntryMode, Game};
use peerless::l10n::{CellNames, Message};
use peerless::logic::{Hint, HintLevel};
use peerless::sets::CellSet;

use crate::app::render::draw::{self, BoardView, HeaderView, PadView, ToolButton, ToolsView};
use crate::app::layout::{Hand, Layout};
use crate::app::layout::menus::MenuShape;
use crate::app::render::paint::{self, color, Fonts, Painter, Sizes};
use crate::app::render::panels;
use crate::app::platform::{Current, Platform};
use crate::app::screens::menus::{self as screens, Menu, Screen};
use crate::app::render::steps::StepView;
use crate::app::render::theme::{self, Palette};
use crate::app::views::tools::Tool;
use crate::app::words;
use crate::app::{core::window as backend, App, FLASH};

/// Strings shown every frame, rebuilt only when what they say changes.
#[derive(Default)]
struct Texts {
    clock: String,
    clock_seconds: Option<u64>,
    /// The game's level, in the player's language.
    level: String,
    mistakes: String,
    message: String,
    message_lines: Vec<Range<usize>>,
    /// The size the message is set in: the body text's, or smaller when that does not fit
    /// its band.
    message_size: u16,
    notice: String,
    notice_lines: Vec<Range<usize>>,
    /// Why the last save failed, shown on every screen until a save succeeds.
    problem: String,
    problem_lines: Vec<Range<usize>>,
    /// The end-of-game summary's lines as one text, and its lines wrapped to their place.
    body: String,
    body_lines: Vec<Range<usize>>,
    /// How many buttons the summary has (its text's place depends on them).
    body_buttons: usize,
}

/// The look of the app: where things go, how text is drawn, what the strings say, and the short
/// animations in progress.
pub struct View {
    fonts: Fonts,
    /// Whether the next frame first caches the glyphs it will draw (see `App::draw`): set
    /// when the screen or the layout changes, the frames that meet new text.
    glyphs_due: std::cell::Cell<bool>,
    /// The positions of everything.
    pub layout: Layout,
    sizes: Sizes,
    /// How much larger than the body text the line under the pad starts (the player's larger
    /// hint text), before it is set smaller to fit its band.
    message_scale: f32,
    /// The window size the layout was made for.
    size: (f32, f32),
    /// Whether the system asks for dark mode (asked at start and when the app comes back).
    system_dark: bool,
    texts: Texts,
    /// Cells flashing (a completed unit), since when.
    flash: Option<(CellSet, Duration)>,
    /// When the win's celebration started.
    celebrate: Option<Duration>,
}

impl View {
    /// The view before the first frame, with a notice to show (or an empty one).
    pub fn new(notice: String) -> View {
        let layout = Layout::new(1.0, 1.0, 1.0, Current::insets());
        View {
            fonts: Fonts::load(),
            glyphs_due: std::cell::Cell::new(true),
            sizes: Sizes::of(&layout, 1.0),
            message_scale: 1.0,
            layout,
            size: (0.0, 0.0),
            system_dark: Current::dark_mode(),
            texts: Texts {
                notice,
                ..Texts::default()
            },
            flash: None,
            celebrate: None,
        }
    }

    /// Asks the system again whether it is in dark mode (the app came back from the
    /// background, where the player may have switched).
    pub fn ask_dark_mode(&mut self) {
        self.system_dark = Current::dark_mode();
    }

    /// Flashes `cells` (a completed unit) from `now`.
    pub fn flash(&mut self, cells: CellSet, now: Duration) {
        self.flash = Some((cells, now));
    }

    /// Starts the win's celebration at `now`, or stops any animation (`None`).
    pub fn celebrate(&mut self, at: Option<Duration>) {
        self.celebrate = at;
        self.flash = None;
    }

    /// Whether an animation still needs frames at `now`; one that has ended is forgotten.
    pub fn animating(&mut self, now: Duration) -> bool {
        let running = |at: Option<Duration>| at.is_some_and(|at| now.saturating_sub(at) < FLASH);
        if running(self.flash.map(|(_, at)| at)) || running(self.celebrate) {
            return true;
        }
        self.flash = None;
        false
    }

    /// Progress of an animation that started at `at`, 0 to 1, at `now`.
    fn progress(at: Duration, now: Duration) -> f32 {
        now.saturating_sub(at).as_secs_f32() / FLASH.as_secs_f32()
    }

    /// The notice shown now (empty for none).
    pub fn notice(&self) -> &str {
        &self.texts.notice
    }

    /// Forgets the notice (a new screen).
    pub fn clear_notice(&mut self) {
        self.texts.notice.clear();
        self.texts.notice_lines.clear();
    }

    /// Rasterizes the running clock's glyphs at the size the header draws them (macroquad skips
    /// those already cached). Otherwise the first time a digit appears in the clock, macroquad
    /// would rasterize it (and grow its glyph cache) in the middle of a game, during a frame that
    /// has nothing else to do.
    fn warm_clock_glyphs(&self) {
        self.fonts
            .prepare(&self.fonts.regular, "0123456789:", self.sizes.label);
    }

    /// Breaks the message and the notice into lines for the current layout. The message is set
    /// smaller, down to the small text's size, until it fits its band: a long hint is shown
    /// whole rather than cut.
    fn rewrap(&mut self) {
        let t = &mut self.texts;
        let (font, size) = (&self.fonts.regular, self.sizes.body);
        let area = self.layout.message;
        let smallest = self.sizes.small.min(size);
        let largest = (f32::from(size) * self.message_scale).round() as u16;
        t.message_size = largest;
        for candidate in (smallest..=largest).rev() {
            t.message_size = candidate;
            paint::wrap(
                &t.message,
                &self.fonts,
                font,
                candidate,
                area.w,
                &mut t.message_lines,
            );
            let height = t.message_lines.len() as f32 * f32::from(candidate) * 1.35;
            if height <= area.h + 0.5 {
                break;
            }
        }
        let width = draw::notice_width(&self.layout);
        paint::wrap(
            &t.notice,
            &self.fonts,
            font,
            size,
            width,
            &mut t.notice_lines,
        );
        paint::wrap(
            &t.problem,
            &self.fonts,
            font,
            size,
            width,
            &mut t.problem_lines,
        );
        let width = self.layout.summary_parts(0, t.body_buttons).lines.w;
        paint::wrap(&t.body, &self.fonts, font, size, width, &mut t.body_lines);
    }

    /// Takes the summary's lines of a menu that has them (else none), wrapped for the layout.
    pub fn set_body(&mut self, menu: &Menu) {
        self.glyphs_due.set(true);
        let t = &mut self.texts;
        t.body.clear();
        if menu.shape == MenuShape::Summary {
            t.body = menu.body.join("\n");
            t.body_buttons = menu.items.len();
        }
        self.rewrap();
    }
}

impl App {
    /// Lays the window out again when its size changed (at start, on a resize or a rotation).
    pub(crate) fn update_view(&mut self) {
        let size = backend::screen_size();
        let view = &mut self.view;
        if size == view.size {
            return;
        }
        view.size = size;
        let dp = match (self.options.dp, self.options.phone) {
            (Some(dp), _) => dp,
            (None, true) => crate::app::platform::estimated_density(size.0, size.1),
            (None, false) => Current::density(size.0, size.1),
        };
        let settings = &self.session.data.settings;
        let hand = Hand {
            tools_left: settings.tools_left,
        };
        view.layout = Layout::for_hand(size.0, size.1, dp, Current::insets(), hand);
        view.sizes = Sizes::of(&view.layout, settings.digit_size.scale());
        view.message_scale = if settings.large_hint_text { 1.35 } else { 1.0 };
        view.glyphs_due.set(true);
        view.warm_clock_glyphs();
        view.rewrap();
        // Before the first frame is drawn the window has no size yet; the first frame reports it.
        if self.reporting && self.frames > 0 {
            self.report_layout();
        }
    }

    /// Lays the window out again now (a setting that moves things changed).
    /// The fonts, to load or drop a language's own.
    pub(crate) fn fonts_mut(&mut self) -> &mut Fonts {
        &mut self.view.fonts
    }

    pub(crate) fn relayout(&mut self) {
        self.view.size = (0.0, 0.0);
        self.update_view();
    }

    /// Shows a notice (a recovered save, an import that failed) until the screen changes.
    pub(crate) fn set_notice(&mut self, text: String) {
        self.announce(text.clone());
        self.view.texts.notice = text;
        self.view.rewrap();
    }

    /// Shows why saving failed (until a save succeeds: `None`).
    pub(crate) fn set_problem(&mut self, problem: Option<String>) {
        if self.reporting {
            match &problem {
                Some(problem) => crate::app::script::say(format_args!("notice {problem}")),
                None => crate::app::script::say(format_args!("notice cleared")),
            }
        }
        if let Some(problem) = &problem {
            self.announce(problem.clone());
        }
        self.view.texts.problem = problem.unwrap_or_default();
        self.view.rewrap();
        self.reader.touch();
    }

    /// Sets the line under the pad (a hint, the cell-info panel, the typing screen's help).
    pub(crate) fn set_message(&mut self, text: String) {
        if self.view.texts.message != text {
            if self.reporting {
                crate::app::script::say(format_args!("message {text}"));
            }
            self.view.texts.message = text;
            self.view.rewrap();
            self.reader.touch();
        }
    }

    /// Rebuilds the texts that follow the game: the clock, the level, mistakes, and the hint or
    /// cell-info line.
    pub(crate) fn refresh_game_texts(&mut self) {
        if self.screen == Screen::Entry {
            return;
        }
        let settings = &self.session.data.settings;
        if self.screen == Screen::Practice {
            // In the player's language, its cells named as the player chose.
            let message = self.practice_message();
            self.view.texts.mistakes.clear();
            self.set_message(message);
            return;
        }
        let names = if settings.spell_out_cells {
            CellNames::Spelled
        } else {
            CellNames::Compact
        };
        let (level, mistakes, message) = match self.session.game() {
            Some(game) => {
                let n = game.mistakes() as usize;
                let mistakes = match game.options() {
                    options if !options.check_mistakes => String::new(),
                    options => words::format(&match options.mistake_limit {
                        Some(limit) => Message::new("header-mistakes-of")
                            .number("n", n)
                            .number("limit", limit as usize),
                        None => Message::new("header-mistakes").number("n", n),
                    }),
                };
                // The hint's sentence at its level, in the player's language.
                let message = match (game.hint(), game.selected()) {
                    (Some((hint, level)), _) => Some(hint.message(level)),
                    (None, Some(cell)) if settings.cell_info => Some(cell_info(game, cell)),
                    _ => None,
                };
                let message = message.map_or_else(String::new, |m| words::format_with(&m, names));
                (screens::level_name(game.grade().level), mistakes, message)
            }
            None => (String::new(), String::new(), String::new()),
        };
        self.view.texts.level = level;
        self.view.texts.mistakes = mistakes;
        self.set_message(message);
        self.refresh_clock();
    }

    /// Rewrites the clock's text when its second changed.
    pub(crate) fn refresh_clock(&mut self) {
        let Some(game) = self.session.game() else {
            return;
        };
        let texts = &mut self.view.texts;
        let seconds = game.elapsed().as_secs();
        if texts.clock_seconds != Some(seconds) {
            texts.clock_seconds = Some(seconds);
            texts.clock.clear();
            screens::write_clock(&mut texts.clock, game.elapsed());
        }
    }

    fn palette(&self) -> &'static Palette {
        let theme = self
            .options
            .theme
            .unwrap_or(self.session.data.settings.theme);
        theme::palette(theme, self.view.system_dark)
    }

    /// Draws the screen that shows. A frame that meets new text (a new screen or layout)
    /// first goes through its drawing once for the glyphs alone (texts measured and their
    /// glyphs cached, everything queued then discarded), so that each font's glyph texture
    /// is sent to the GPU once, not once for every text with a new glyph: the browser's
    /// first frame sent it nine times, a megabyte or more each.
    pub(crate) fn draw(&self, now: Duration) {
        let palette = self.palette();
        let view = &self.view;
        let painter = Painter {
            fonts: &view.fonts,
            palette,
            layout: &view.layout,
            sizes: &view.sizes,
            glyphs_only: false,
        };
        if view.glyphs_due.replace(false) {
            self.draw_screen(
                &Painter {
                    glyphs_only: true,
                    ..painter
                },
                now,
            );
            // SAFETY: the game is single-threaded and holds no other reference into
            // macroquad's context while this one lives (it ends with this statement).
            unsafe { macroquad::window::get_internal_gl() }
                .quad_gl
                .clear_draw_calls();
            view.fonts.after_glyph_pass();
        }
        macroquad::window::clear_background(color(palette.background));
        self.draw_screen(&painter, now);
    }

    /// Draws the screen that shows with `painter`.
    fn draw_screen(&self, painter: &Painter, now: Duration) {
        let view = &self.view;
        match (self.screen, self.session.game()) {
            (Screen::Game, Some(game)) => {
                let header = self.game_header();
                self.draw_game(painter, game, &header, &game_tools(game), now);
            }
            (Screen::Practice, _) => {
                if let Some(exercise) = &self.exercise {
                    let header = App::practice_header(exercise);
                    let tools = self.practice_tools(exercise);
                    self.draw_game(painter, exercise.game(), &header, &tools, now);
                }
            }
            (Screen::Entry, _) => self.draw_entry(painter),
            _ => {
                let pop = view
                    .celebrate
                    .filter(|_| self.screen == Screen::Over)
                    .map(|at| View::progress(at, now))
                    .filter(|t| *t < 1.0);
                let menu = &self.menu;
                draw::menu(painter, menu, pop);
                let count = menu.items.len();
                match menu.shape {
                    MenuShape::Summary => {
                        let texts = &view.texts;
                        let parts = view.layout.summary_parts(texts.body_lines.len(), count);
                        panels::summary(painter, menu, &parts, &texts.body, &texts.body_lines);
                    }
                    MenuShape::Statistics => {
                        panels::statistics(painter, menu, &view.layout.statistics_parts(count));
                    }
                    MenuShape::List => {}
                }
            }
        }
        // A save that failed outranks any other notice: the player must know.
        let texts = &view.texts;
        if texts.problem.is_empty() {
            draw::notice(painter, &texts.notice, &texts.notice_lines);
        } else {
            draw::notice(painter, &texts.problem, &texts.problem_lines);
        }
    }

    /// Draws the line under the pad.
    pub(crate) fn draw_message(&self, p: &Painter) {
        let texts = &self.view.texts;
        let (size, area) = (texts.message_size, self.view.layout.message);
        p.lines(
            &texts.message,
            &texts.message_lines,
            size,
            area,
            p.palette.text,
        );
    }

    /// Draws a board screen: the header, the board of `game`, the tool bar, the pad and the
    /// line under it (the game screen and the practice screen, each with its own header and
    /// tools).
    fn draw_game(
        &self,
        p: &Painter,
        game: &Game,
        header: &HeaderView,
        tools: &ToolsView,
        now: Duration,
    ) {
        draw::header(p, header);
        let (board, pad) = self.game_views(game, now);
        draw::board(p, &board);
        draw::tools(p, tools);
        draw::pad(p, &pad);
        self.draw_message(p);
    }

    /// What the board and the pad show of `game`: what is drawn, and what a screen reader
    /// reads (`access.rs`).
    pub(crate) fn game_views<'a>(
        &'a self,
        game: &'a Game,
        now: Duration,
    ) -> (BoardView<'a>, PadView) {
        let settings = &self.session.data.settings;
        let ui = game.ui();
        let same_digit = if !settings.highlight_same_digit {
            None
        } else if settings.digit_first && ui.digit.is_some() {
            ui.digit
        } else {
            ui.selected.and_then(|cell| game.board().get(cell))
        };
        let flash = match self.view.flash {
            Some((cells, at)) => (cells, (1.0 - View::progress(at, now)).max(0.0)),
            None => (CellSet::EMPTY, 0.0),
        };
        let shown = |on: bool, cells: CellSet| if on { cells } else { CellSet::EMPTY };
        let board = BoardView {
            board: game.board(),
            notes: game.position().notes(),
            corner: game.position().corner_notes(),
            colours: game.position().colours(),
            selected: ui.selected,
            also: ui.also,
            // With several cells selected, one cell's row, column and box mean little.
            peers: settings.highlight_peers && ui.also.is_empty(),
            same_digit,
            conflicts: shown(settings.show_conflicts, game.conflicts()),
            wrong: shown(game.options().check_mistakes, game.wrong_entries()),
            hint: game.hint_cells(),
            flash,
            step: match game.hint() {
                Some((Hint::Step(step), HintLevel::Move)) => Some(StepView {
                    step,
                    board: game.board(),
                    notes: game.position().notes(),
                }),
                _ => None,
            },
        };
        let pad = PadView {
            remaining: Digit::ALL.map(|digit| game.remaining(digit)),
            finished: game.finished_digits(),
            mode: ui.mode,
            chosen: if settings.digit_first { ui.digit } else { None },
            counts: true,
        };
        (board, pad)
    }

    /// The game screen's header: its texts, made when the game changed
    /// ([`App::refresh_game_texts`]).
    pub(crate) fn game_header(&self) -> HeaderView<'_> {
        let texts = &self.view.texts;
        HeaderView {
            level: &texts.level,
            clock: self
                .session
                .data
                .settings
                .show_timer
                .then_some(texts.clock.as_str()),
            mistakes: &texts.mistakes,
            pause: true,
        }
    }

    /// The line under the pad.
    pub(crate) fn message(&self) -> &str {
        &self.view.texts.message
    }

    /// The notice shown: why saving failed, which outranks any other, or the notice.
    pub(crate) fn shown_notice(&self) -> &str {
        let texts = &self.view.texts;
        if texts.problem.is_empty() {
            &texts.notice
        } else {
            &texts.problem
        }
    }
}

/// The game's tool bar: every tool, dimmed where it cannot act; the notes tool names the mode
/// it is in, filled while the pad writes anything but digits.
pub(crate) fn game_tools(game: &Game) -> ToolsView {
    let ui = game.ui();
    Tool::ALL.map(|tool| {
        let (enabled, on) = match tool {
            Tool::Undo => (game.can_undo(), false),
            Tool::Erase => (ui.selected.is_some(), false),
            Tool::Notes => (true, ui.mode != EntryMode::Digit),
            Tool::AutoNotes | Tool::Hint => (true, false),
            Tool::Redo => (game.can_redo(), false),
        };
        let label = match tool {
            Tool::Notes => Tool::notes_label(ui.mode),
            _ => tool.label(),
        };
        Some(ToolButton { label, enabled, on })
    })
}

/// The cell-info panel's line: the cell's names and what can still go there.
fn cell_info(game: &Game, cell: Cell) -> Message {
    let message = match game.board().get(cell) {
        Some(digit) => Message::new("cell-info-holds").digit("digit", digit),
        None => {
            let candidates = game.candidates(cell);
            if candidates.is_empty() {
                Message::new("cell-info-no-candidates")
            } else {
                Message::new("cell-info-candidates")
                    .text("digits", crate::app::access::digit_list(candidates))
            }
        }
    };
    message
        .cell("cell", cell)
        .number("index", cell.index())
        .number("row", cell.row() + 1)
        .number("column", cell.col() + 1)
        .number("box", cell.box_() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::game::{import, Settings};

    #[test]
    fn the_cell_info_line_names_the_cell_and_what_can_go_there() {
        let game = Game::new(
            import(
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            )
            .unwrap(),
            &Settings::default(),
        );
        let at = |row, col| Cell::at(row, col).unwrap();
        assert_eq!(
            words::format(&cell_info(&game, at(0, 0))),
            "r1c1 · index 0 · row 1, column 1, box 1 · holds 5"
        );
        assert_eq!(
            words::format_with(&cell_info(&game, at(0, 2)), CellNames::Spelled),
            "row 1, column 3 · index 2 · row 1, column 3, box 1 · candidates 1 2 4"
        );
    }
}
