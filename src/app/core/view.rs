//! What the screen is drawn with: the [`View`] keeps the layout, the fonts, the text sizes, the
//! strings shown every frame (wrapped to their places) and the short animations in progress.
//! The texts are rebuilt when what they say changes, never per frame.

use std::ops::Range;
use std::time::Duration;

use peerless::board::{Cell, Digit};
use peerless::sets::CellSet;

use crate::app::layout::text::Sizes;
use crate::app::layout::Layout;
use crate::app::platform::{bundled_font, Current, Platform};
use crate::app::render::fonts::Fonts;
use crate::app::render::paint;
use crate::app::render::paint::Shapes;
use crate::app::views::menu::{Menu, MenuShape};
use crate::app::views::theme::MOTION;

/// How long a notice shows: four seconds, and longer for a longer text (about the time it takes
/// to read it twice), at most twelve.
pub fn notice_time(text: &str) -> Duration {
    let reading = Duration::from_millis(60) * text.chars().count() as u32;
    reading.clamp(Duration::from_secs(4), Duration::from_secs(12))
}

/// Strings shown every frame, rebuilt only when what they say changes.
#[derive(Default)]
pub(crate) struct Texts {
    pub(crate) clock: String,
    pub(crate) clock_seconds: Option<u64>,
    /// The game's level, in the player's language.
    pub(crate) level: String,
    pub(crate) mistakes: String,
    pub(crate) message: String,
    pub(crate) message_lines: Vec<Range<usize>>,
    /// The size the message is set in: the body text's, or smaller when that does not fit
    /// its band.
    pub(crate) message_size: u16,
    pub(crate) notice: String,
    pub(crate) notice_lines: Vec<Range<usize>>,
    /// Why the last save failed, shown on every screen until a save succeeds.
    pub(crate) problem: String,
    pub(crate) problem_lines: Vec<Range<usize>>,
    /// The end-of-game summary's lines as one text, and its lines wrapped to their place.
    pub(crate) body: String,
    pub(crate) body_lines: Vec<Range<usize>>,
    /// How many buttons the summary has (its text's place depends on them).
    pub(crate) body_buttons: usize,
}

/// The look of the app: where things go, how text is drawn, what the strings say, and the short
/// animations in progress.
pub struct View {
    pub(crate) fonts: Fonts,
    /// The mesh rounded shapes are built in.
    pub(crate) shapes: Shapes,
    /// Whether the next frame first caches the glyphs it will draw (see `App::draw`): set
    /// when the screen or the layout changes, the frames that meet new text.
    pub(crate) glyphs_due: std::cell::Cell<bool>,
    /// The positions of everything.
    pub layout: Layout,
    pub(crate) sizes: Sizes,
    /// How much larger than the body text the line under the pad starts (the player's larger
    /// hint text), before it is set smaller to fit its band.
    pub(crate) message_scale: f32,
    /// The window size the layout was made for.
    pub(crate) size: (f32, f32),
    /// Whether the system asks for dark mode (asked at start and when the app comes back).
    pub(crate) system_dark: bool,
    pub(crate) texts: Texts,
    /// A completed unit's cells and the cell its sweep starts from, since when.
    pub(crate) sweep: Option<(CellSet, Cell, Duration)>,
    /// The digit just placed, since when.
    pub(crate) settle: Option<(Cell, Duration)>,
    /// Clashing digits shaking, since when.
    pub(crate) shake: Option<(CellSet, Duration)>,
    /// A digit just finished, its pad key fading, since when.
    pub(crate) fade: Option<(Digit, Duration)>,
    /// Whether the window shows the design specimen instead of the screen (the scripted
    /// mode's `specimen`, for `docs/design.md`).
    pub(crate) specimen: bool,
    /// When the win's celebration started.
    pub(crate) celebrate: Option<Duration>,
    /// When the notice shown goes.
    pub(crate) notice_until: Option<Duration>,
    /// Whether the screen shown is a board screen (where a notice goes depends on it).
    pub(crate) board_screen: bool,
}

impl View {
    /// The view before the first frame, with a notice to show (or an empty one).
    pub fn new(notice: String) -> View {
        let layout = Layout::new(1.0, 1.0, 1.0, Current::insets());
        View {
            fonts: Fonts::load(bundled_font),
            shapes: Shapes::default(),
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
            sweep: None,
            settle: None,
            shake: None,
            fade: None,
            specimen: false,
            celebrate: None,
            notice_until: None,
            board_screen: false,
        }
    }

    /// Notes whether the screen shown is a board screen, and wraps the notices for its band.
    pub fn set_board_screen(&mut self, board_screen: bool) {
        if self.board_screen != board_screen {
            self.board_screen = board_screen;
            self.rewrap();
        }
    }

    /// Asks the system again whether it is in dark mode (the app came back from the
    /// background, where the player may have switched).
    pub fn ask_dark_mode(&mut self) {
        self.system_dark = Current::dark_mode();
    }

    /// Sweeps `cells` (a completed unit) out from `from` (the digit that completed it),
    /// from `now`.
    pub fn sweep(&mut self, cells: CellSet, from: Cell, now: Duration) {
        self.sweep = Some((cells, from, now));
    }

    /// Settles the digit just placed in `cell`, from `now`.
    pub fn settle(&mut self, cell: Cell, now: Duration) {
        self.settle = Some((cell, now));
    }

    /// Shakes the clashing digits of `cells`, from `now`.
    pub fn shake(&mut self, cells: CellSet, now: Duration) {
        self.shake = Some((cells, now));
    }

    /// Fades the pad key of `digit`, just finished, from `now`.
    pub fn fade(&mut self, digit: Digit, now: Duration) {
        self.fade = Some((digit, now));
    }

    /// Starts the win's celebration at `now`, or stops any animation (`None`).
    pub fn celebrate(&mut self, at: Option<Duration>) {
        self.celebrate = at;
        self.sweep = None;
        self.settle = None;
        self.shake = None;
        self.fade = None;
    }

    /// Whether an animation still needs frames at `now`; those that have ended are forgotten,
    /// so a still board draws no frame.
    /// One that has just ended asks for one frame more, drawn at rest.
    pub fn animating(&mut self, now: Duration) -> bool {
        let running = |at: Option<Duration>| at.is_some_and(|at| now.saturating_sub(at) < MOTION);
        let before = self.in_motion();
        if !running(self.sweep.map(|(_, _, at)| at)) {
            self.sweep = None;
        }
        if !running(self.settle.map(|(_, at)| at)) {
            self.settle = None;
        }
        if !running(self.shake.map(|(_, at)| at)) {
            self.shake = None;
        }
        if !running(self.fade.map(|(_, at)| at)) {
            self.fade = None;
        }
        if !running(self.celebrate) {
            self.celebrate = None;
        }
        before || self.in_motion()
    }

    /// Whether an animation is under way (the frame drawn now shows it moving).
    pub fn in_motion(&self) -> bool {
        self.sweep.is_some()
            || self.settle.is_some()
            || self.shake.is_some()
            || self.fade.is_some()
            || self.celebrate.is_some()
    }

    /// Progress of an animation that started at `at`, 0 to 1, at `now`.
    pub(crate) fn progress(at: Duration, now: Duration) -> f32 {
        now.saturating_sub(at).as_secs_f32() / MOTION.as_secs_f32()
    }

    /// The notice shown now (empty for none).
    pub fn notice(&self) -> &str {
        &self.texts.notice
    }

    /// Shows `text` as the notice from `now`, for as long as it takes to read (see
    /// [`notice_time`]).
    pub fn show_notice(&mut self, text: String, now: Duration) {
        self.notice_until = Some(now + notice_time(&text));
        self.texts.notice = text;
        self.rewrap();
    }

    /// When the notice shown goes, if one is shown.
    pub fn notice_ends(&self) -> Option<Duration> {
        self.notice_until.filter(|_| !self.texts.notice.is_empty())
    }

    /// Forgets the notice (a new screen, or its time is up).
    pub fn clear_notice(&mut self) {
        self.notice_until = None;
        self.texts.notice.clear();
        self.texts.notice_lines.clear();
    }

    /// Rasterizes the running clock's glyphs at the size the header draws them (macroquad skips
    /// those already cached). Otherwise the first time a digit appears in the clock, macroquad
    /// would rasterize it (and grow its glyph cache) in the middle of a game, during a frame that
    /// has nothing else to do.
    pub(crate) fn warm_clock_glyphs(&self) {
        self.fonts
            .prepare(&self.fonts.regular, "0123456789:", self.sizes.label);
    }

    /// Breaks the message and the notice into lines for the current layout. The message is set
    /// smaller, down to the small text's size, until it fits its band: a long hint is shown
    /// whole rather than cut.
    pub(crate) fn rewrap(&mut self) {
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
        let width = crate::app::render::menu::notice_width(&self.layout, self.board_screen);
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
