//! What the screen is drawn with: the [`View`] keeps the layout, the fonts, the text sizes, the
//! strings shown every frame (wrapped to their places) and the short animations in progress.
//! The texts are rebuilt when what they say changes, never per frame.

use std::ops::Range;
use std::time::Duration;

use peerless::board::{Cell, Digit};
use peerless::sets::CellSet;

use crate::app::layout::calculator::{calculator_parts, wrap_detail, ShownDetail};
use crate::app::layout::menus::{Shows, SummaryParts};
use crate::app::layout::places::Measure;
use crate::app::layout::text::Sizes;
use crate::app::layout::{line_height, HintCard, Layout, Rect};
use crate::app::platform::{bundled_font, Current, Platform};
use crate::app::render::fonts::Fonts;
use crate::app::render::paint;
use crate::app::render::paint::Shapes;
use crate::app::views::cages::CageCache;
use crate::app::views::calculator::{CalculatorTexts, Detail};
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
    /// How much of the board is filled, in words and as a fraction, shown above the board
    /// while no hint is, with where help is.
    pub(crate) progress: String,
    pub(crate) progress_part: f32,
    pub(crate) tip: String,
    /// A Killer's cage calculator, shown in the progress's place while a cell is selected (its
    /// cage's sums and combinations) or several are (their total).
    pub(crate) calculator: Option<CalculatorTexts>,
    /// The calculator's detail broken into the lines its place holds.
    pub(crate) calculator_detail: ShownDetail,
    /// The hint card's words, when the message is a hint (else the message is a plain line).
    pub(crate) card: Option<CardTexts>,
    /// How many of the message's lines the card shows.
    pub(crate) card_shown: usize,
    /// The width of the card's next level's words as drawn, which sets the width of the pill
    /// a tap finds (`Layout::card_hit`).
    pub(crate) card_next_w: f32,
    /// The card's last shown line, narrowed to leave room for "more", when the text is longer
    /// than the card shows.
    pub(crate) card_last: Option<Range<usize>>,
    pub(crate) notice: String,
    pub(crate) notice_lines: Vec<Range<usize>>,
    /// The size the notice (or the save's problem) is set in: the body text's, or smaller
    /// where its lines would be taller than its band.
    pub(crate) notice_size: u16,
    /// Why the last save failed, shown on every screen until a save succeeds.
    pub(crate) problem: String,
    pub(crate) problem_lines: Vec<Range<usize>>,
    /// The end-of-game summary's lines as one text, and its lines wrapped to their place.
    pub(crate) body: String,
    pub(crate) body_lines: Vec<Range<usize>>,
    /// How many buttons the summary has (its text's place depends on them).
    pub(crate) body_buttons: usize,
    /// What the summary shows besides its grid and its lines.
    pub(crate) body_shows: Shows,
    /// Where the summary's parts go, as its lines leave them (set when they are wrapped).
    pub(crate) summary: SummaryParts,
}

/// The fonts as the layout measures text, for the texts broken into lines when they or the
/// layout change (their glyphs made ready).
struct Measured<'a>(&'a Fonts);

impl Measure for Measured<'_> {
    fn width(&self, text: &str, bold: bool, size: u16) -> f32 {
        let font = if bold { &self.0.bold } else { &self.0.regular };
        paint::text_width(text, self.0, font, size)
    }
}

/// The hint card's words besides the hint's own.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct CardTexts {
    /// The level shown, in words ("Hint 1 of 3: where to look").
    pub(crate) label: String,
    /// What the next-level button does ("Show the cells", "Make the move").
    pub(crate) next: String,
    /// The fold and unfold words.
    pub(crate) more: String,
    pub(crate) less: String,
    /// The close button's name (it shows an icon).
    pub(crate) close: String,
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
    /// A Killer game's cages as drawn, made when its cages first are.
    pub(crate) cages: CageCache,
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
    /// When the screen shown came, fading in from the background.
    pub(crate) enter: Option<Duration>,
    /// When the notice shown goes.
    pub(crate) notice_until: Option<Duration>,
    /// Whether the screen shown is a board screen (where a notice goes depends on it).
    pub(crate) board_screen: bool,
    /// Whether the hint card shows its whole text, grown over the board.
    pub(crate) card_open: bool,
    /// Whether the notes tool's chooser of the other note kinds is open, over the pad.
    pub(crate) chooser: bool,
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
            cages: CageCache::default(),
            sweep: None,
            settle: None,
            shake: None,
            fade: None,
            specimen: false,
            celebrate: None,
            enter: None,
            notice_until: None,
            board_screen: false,
            card_open: false,
            chooser: false,
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

    /// Fades a new screen in from the background, from `now`: the screen that was goes at
    /// once, and the new one comes out of the background (the second half of a fade through),
    /// so no two screens mix. Not while the win's celebration runs, its own entrance.
    pub fn enter(&mut self, now: Duration) {
        if self.celebrate.is_none() {
            self.enter = Some(now);
        }
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
        if !running(self.enter) {
            self.enter = None;
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
            || self.enter.is_some()
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

    /// The hint card where one is shown, open or folded.
    pub(crate) fn hint_card(&self) -> Option<HintCard> {
        self.texts.card.as_ref()?;
        let line = line_height(f32::from(self.texts.message_size));
        let shown = self.texts.card_shown.min(self.texts.message_lines.len());
        let card = self
            .layout
            .hint_card_fitted(&self.layout.hint_card(), shown, line);
        Some(if self.card_open {
            // The whole text, and a line for "less".
            self.layout
                .hint_card_open(&card, self.texts.message_lines.len() + 1, line)
        } else {
            card
        })
    }

    /// Where the hint card's next level's button is drawn, which a tap finds.
    pub(crate) fn card_next(&self, card: &HintCard) -> Rect {
        self.layout.card_next(card, self.texts.card_next_w)
    }

    /// Breaks the message and the notice into lines for the current layout. A hint is set at
    /// the body text's size (or the player's larger one) in its card, its lines past the card's
    /// behind "more"; another message is set smaller, down to the small text's size, until it
    /// fits its band: shown whole rather than cut.
    pub(crate) fn rewrap(&mut self) {
        let size = self.sizes.body;
        let largest = (f32::from(size) * self.message_scale).round() as u16;
        if self.texts.card.is_some() {
            self.wrap_card(largest);
        } else {
            self.wrap_message(largest);
        }
        self.wrap_calculator();
        let font = &self.fonts.regular;
        let t = &mut self.texts;
        // The notice at the body's size, or smaller until its lines fit their band.
        let band = self.layout.notice_band(self.board_screen).h;
        let pad = 2.0 * crate::app::layout::menus::NOTICE_PAD_DP * self.layout.dp;
        let width = self.layout.notice_width(self.board_screen);
        let smallest = self.sizes.small.min(size);
        for candidate in (smallest..=size).rev() {
            t.notice_size = candidate;
            paint::wrap(
                &t.notice,
                &self.fonts,
                font,
                candidate,
                width,
                &mut t.notice_lines,
            );
            paint::wrap(
                &t.problem,
                &self.fonts,
                font,
                candidate,
                width,
                &mut t.problem_lines,
            );
            let lines = t.notice_lines.len().max(t.problem_lines.len());
            if lines as f32 * line_height(f32::from(candidate)) + pad <= band + 0.5 {
                break;
            }
        }
        // The summary's parts as its lines, wrapped at each width tried, leave them; then its
        // lines at the width chosen.
        let body = &t.body;
        let lines_at = |width: f32| {
            let mut lines = Vec::new();
            paint::wrap(body, &self.fonts, font, size, width, &mut lines);
            lines.len()
        };
        t.summary = self
            .layout
            .summary_parts(&lines_at, t.body_shows, t.body_buttons);
        paint::wrap(
            &t.body,
            &self.fonts,
            font,
            size,
            t.summary.lines.w,
            &mut t.body_lines,
        );
    }

    /// The cage calculator's detail, broken into the lines its place under the title holds.
    fn wrap_calculator(&mut self) {
        let t = &mut self.texts;
        let Some(calculator) = &t.calculator else {
            t.calculator_detail = ShownDetail::default();
            return;
        };
        let measure = Measured(&self.fonts);
        let (layout, sizes) = (&self.layout, &self.sizes);
        let card = layout.hint_card();
        let one = (1, sizes.body);
        let room = calculator_parts(layout, sizes, &card, &calculator.title, one, &measure).room;
        t.calculator_detail = wrap_detail(
            &calculator.detail,
            calculator.kind == Detail::Combinations,
            room,
            sizes,
            &measure,
        );
    }

    /// The plain message, set smaller until it fits its band.
    fn wrap_message(&mut self, largest: u16) {
        let t = &mut self.texts;
        let font = &self.fonts.regular;
        let area = self.layout.message;
        let smallest = self.sizes.small.min(self.sizes.body);
        t.message_size = largest;
        t.card_shown = 0;
        t.card_last = None;
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
            let height = t.message_lines.len() as f32 * line_height(f32::from(candidate));
            if height <= area.h + 0.5 {
                break;
            }
        }
    }

    /// The hint in its card: as many lines as the card shows (all of them when open), the last
    /// narrowed for "more" when there are more.
    fn wrap_card(&mut self, size: u16) {
        let card = self.layout.hint_card();
        let t = &mut self.texts;
        let font = &self.fonts.regular;
        let next = t.card.as_ref().map_or("", |c| c.next.as_str());
        let next_size = crate::app::layout::next_size(&self.sizes);
        t.card_next_w = paint::text_width(next, &self.fonts, &self.fonts.bold, next_size);
        t.message_size = size;
        paint::wrap(
            &t.message,
            &self.fonts,
            font,
            size,
            card.text.w,
            &mut t.message_lines,
        );
        let line = line_height(f32::from(size));
        let fit = ((card.text.h / line + 0.01).floor() as usize).clamp(1, card.max_lines);
        let total = t.message_lines.len();
        t.card_last = None;
        if total <= fit {
            self.card_open = false;
            t.card_shown = total;
            return;
        }
        if self.card_open {
            // Grown from the folded card, as drawn (`View::hint_card`).
            let folded = self.layout.hint_card_fitted(&card, fit, line);
            let open = self.layout.hint_card_open(&folded, total + 1, line);
            let fit = (open.text.h / line + 0.01).floor() as usize;
            t.card_shown = fit.saturating_sub(1).clamp(1, total);
            return;
        }
        t.card_shown = fit;
        // The last line again, narrower by the room "… more" takes.
        let start = t.message_lines[fit - 1].start;
        let label = t.card.as_ref().map_or("", |c| c.more.as_str());
        let bold = self.fonts.for_text(&self.fonts.bold, label);
        self.fonts.prepare(bold, label, size);
        self.fonts.prepare(font, "… ", size);
        let room = macroquad::text::measure_text(label, Some(bold), size, 1.0).width
            + macroquad::text::measure_text("… ", Some(font), size, 1.0).width;
        let mut last = Vec::new();
        paint::wrap(
            &t.message[start..],
            &self.fonts,
            font,
            size,
            (card.text.w - room).max(card.text.w / 3.0),
            &mut last,
        );
        t.card_last = last.first().map(|r| start + r.start..start + r.end);
    }

    /// Shows the hint card's whole text, or folds it back; the card is the message's own.
    pub(crate) fn toggle_card(&mut self) {
        self.card_open = !self.card_open;
        self.rewrap();
    }

    /// Takes the summary's lines of a menu that has them (else none), wrapped for the layout.
    pub fn set_body(&mut self, menu: &Menu) {
        self.glyphs_due.set(true);
        let t = &mut self.texts;
        t.body.clear();
        if menu.shape == MenuShape::Summary {
            t.body = menu.body.join("\n");
            t.body_buttons = menu.items.len();
            t.body_shows = Shows {
                figure: !menu.figure.is_empty(),
                cards: !menu.cards.is_empty(),
            };
        }
        self.rewrap();
    }
}
