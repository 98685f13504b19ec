//! The App's view of itself: the layout kept to the window, the texts the screens show (the
//! clock, the header, the line under the pad, notices, a failed save), and each frame's
//! drawing of the screen that shows.

use std::time::Duration;

use peerless::l10n::{CellNames, Message};
use peerless::logic::HintLevel;

use crate::app::core::view::{CardTexts, View};
use crate::app::core::window as backend;
use crate::app::layout::text::Sizes;
use crate::app::layout::{Hand, Layout};
use crate::app::platform::{Current, Platform};
use crate::app::render::fonts::Fonts;
use crate::app::render::menu::notice;
use crate::app::render::paint::{color, Painter};
use crate::app::screens::board::cell_info;
use crate::app::screens::board::game_tools;
use crate::app::views::board::rise_offset;
use crate::app::views::calculator::{calculator_texts, CalculatorTexts};
use crate::app::views::menu::{MenuShape, Screen};
use crate::app::views::theme::{self, Palette};
use crate::app::words;
use crate::app::words::names::game_name;
use crate::app::words::names::write_clock;
use crate::app::App;

impl App {
    /// Lays the window out again when its size changed (at start, on a resize or a rotation).
    pub(crate) fn update_view(&mut self) {
        let size = backend::screen_size();
        let view = &mut self.view;
        view.fonts.set_pixel_scale(backend::dpi_scale());
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

    /// Shows a notice (a recovered save, an import that failed, a copy made) for a few
    /// seconds, or until the screen changes; a screen reader hears it once, when it comes.
    pub(crate) fn set_notice(&mut self, text: String) {
        self.announce(text.clone());
        self.view.show_notice(text, Current::now());
    }

    /// Takes the notice away once its time has passed.
    pub(crate) fn expire_notice(&mut self, now: Duration) {
        if self.view.notice_ends().is_some_and(|end| now >= end) {
            self.view.clear_notice();
            self.reader.touch();
            if self.reporting {
                crate::app::script::say(format_args!("notice gone"));
            }
        }
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

    /// How the player wants cells named, on the screen and in what is spoken: spelled out
    /// (`row 3, column 7`) or compact (`r3c7`).
    pub(crate) fn cell_names(&self) -> CellNames {
        if self.session.data.settings.spell_out_cells {
            CellNames::Spelled
        } else {
            CellNames::Compact
        }
    }

    /// Sets the line under the pad (the cell-info panel, the typing screen's help, a practice
    /// position's task), with no hint card.
    pub(crate) fn set_message(&mut self, text: String) {
        self.set_card_message(text, None);
    }

    /// Sets the message, as a hint card at `level` (its words in the player's language) or as a
    /// plain line. A new text starts the card folded.
    pub(crate) fn set_card_message(&mut self, text: String, level: Option<HintLevel>) {
        let card = level.map(card_texts);
        let changed = self.view.texts.message != text;
        if changed || self.view.texts.card != card {
            if self.reporting && changed {
                crate::app::script::say(format_args!("message {text}"));
            }
            if changed {
                self.view.card_open = false;
            }
            self.view.texts.message = text;
            self.view.texts.card = card;
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
            self.view.texts.level = self.practice_name();
            self.view.texts.mistakes.clear();
            // A hint asked for while looking shows as the game's card.
            let card = self.exercise.as_ref().and_then(|exercise| {
                let looking = *exercise.verdict() == peerless::game::Verdict::Looking;
                exercise
                    .game()
                    .hint()
                    .filter(|_| looking)
                    .map(|(_, level)| level)
            });
            self.set_card_message(message, card);
            return;
        }
        let names = self.cell_names();
        let mut calculator = None;
        let (level, mistakes, message, card) = match self.session.game() {
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
                    (Some((hint, level)), _) => words::format_with(&hint.message(level), names),
                    (None, Some(cell)) if settings.cell_info => cell_info(game, cell),
                    _ => String::new(),
                };
                let card = game.hint().map(|(_, level)| level);
                // A Killer's calculator in the progress's place, while nothing else is said.
                if message.is_empty() {
                    calculator = game.calculator().map(|c| calculator_texts(&c));
                }
                let filled = game.board().filled_count();
                let texts = &mut self.view.texts;
                texts.progress_part = filled as f32 / 81.0;
                texts.progress =
                    words::format(&Message::new("progress-filled").number("filled", filled));
                texts.tip = words::text("progress-tip");
                (game_name(game), mistakes, message, card)
            }
            None => (String::new(), String::new(), String::new(), None),
        };
        self.view.texts.level = level;
        self.view.texts.mistakes = mistakes;
        self.set_card_message(message, card);
        self.set_calculator(calculator);
        self.refresh_clock();
    }

    /// Shows the cage calculator's words (or none), and tells the screen reader of a change.
    fn set_calculator(&mut self, texts: Option<CalculatorTexts>) {
        if self.view.texts.calculator == texts {
            return;
        }
        if self.reporting {
            match &texts {
                Some(t) => crate::app::script::say(format_args!(
                    "calculator {} | {}",
                    t.title,
                    t.detail.replace('\u{a0}', " ")
                )),
                None => crate::app::script::say(format_args!("calculator none")),
            }
        }
        self.view.texts.calculator = texts;
        self.view.rewrap();
        self.reader.touch();
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
            write_clock(&mut texts.clock, game.elapsed());
        }
    }

    pub(crate) fn palette(&self) -> &'static Palette {
        let theme = self
            .theme_forced
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
            shapes: &view.shapes,
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
        if view.specimen {
            crate::app::render::specimen::specimen(&painter);
            return;
        }
        self.draw_screen(&painter, now);
    }

    /// Draws the screen that shows with `painter`.
    pub(crate) fn draw_screen(&self, painter: &Painter, now: Duration) {
        let view = &self.view;
        match (self.screen, self.session.game()) {
            (Screen::Game, Some(game)) => {
                let header = self.game_header();
                let tools = game_tools(game, self.session.data.settings.candidate_style);
                self.draw_game(painter, game, &header, &tools, now);
            }
            (Screen::Practice, _) => {
                if let Some(exercise) = &self.exercise {
                    let header = self.practice_header();
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
                let notice = self.notice_card(false);
                crate::app::render::menu::menu(painter, menu, pop, self.shown_focus(), notice);
                let count = menu.items.len();
                match menu.shape {
                    MenuShape::Summary => {
                        let texts = &view.texts;
                        crate::app::screens::summary::draw(
                            painter,
                            menu,
                            &texts.summary,
                            &texts.body,
                            &texts.body_lines,
                            pop,
                        );
                    }
                    MenuShape::Statistics => {
                        crate::app::screens::statistics::draw(
                            painter,
                            menu,
                            &view.layout.statistics_parts(count),
                            self.calendar_day.filter(|_| self.focus.ring),
                        );
                    }
                    MenuShape::List | MenuShape::Start => {}
                }
            }
        }
        // A new screen comes out of the background: a veil of it over the screen, clearing
        // fast at first. A notice shows at once.
        if let Some(at) = view.enter {
            let veil = rise_offset(View::progress(at, now));
            if veil > 0.0 {
                let mut ink = color(painter.palette.background);
                ink.a = veil;
                painter.fill(view.layout.window, ink);
            }
        }
        // A save that failed outranks any other notice: the player must know.
        let texts = &view.texts;
        let board = self.screen.shows_board();
        let size = texts.notice_size;
        if texts.problem.is_empty() {
            notice(painter, &texts.notice, &texts.notice_lines, size, board);
        } else {
            notice(painter, &texts.problem, &texts.problem_lines, size, board);
        }
    }

    /// The notice's card where one shows (a save's problem outranks any other), on a board
    /// screen or a menu screen.
    pub(crate) fn notice_card(&self, board_screen: bool) -> Option<crate::app::layout::Rect> {
        let texts = &self.view.texts;
        let lines = if !texts.problem.is_empty() {
            texts.problem_lines.len()
        } else if !texts.notice.is_empty() {
            texts.notice_lines.len()
        } else {
            return None;
        };
        let line = f32::from(texts.notice_size) * 1.35;
        Some(self.view.layout.notice_card(board_screen, lines, line))
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

/// The hint card's words for a hint at `level`.
fn card_texts(level: HintLevel) -> CardTexts {
    let key = match level {
        HintLevel::Technique => "technique",
        HintLevel::Cells => "cells",
        HintLevel::Move => "move",
    };
    let said = |id: &'static str| words::format(&Message::new(id).text("level", key));
    CardTexts {
        label: said("hint-card-level"),
        next: said("hint-card-next"),
        more: words::text("hint-card-more"),
        less: words::text("hint-card-less"),
        close: words::text("hint-card-close"),
    }
}
