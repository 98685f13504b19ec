//! Drawing: reads the game and the layout, never changes either.
//!
//! Every position comes from [`Layout`]; every colour from the [`Palette`]. Text is drawn with
//! the bundled DejaVu fonts at a few fixed sizes chosen when the layout changes (each size fills
//! a glyph cache once), shapes are drawn before text so the board costs a handful of draw calls,
//! and nothing here allocates: strings come from static tables or from caches the app refreshes
//! when their content changes.

use std::ops::Range;

use macroquad::prelude::{
    draw_circle, draw_line, draw_rectangle, draw_rectangle_lines, draw_text_ex, draw_triangle,
    measure_text, vec2, Color, Font, TextParams,
};

use super::layout::{Layout, Rect, Tool};
use super::screens::{Menu, MenuAction};
use super::theme::{Palette, Rgb};
use crate::board::{Board, Cell, Digit};
use crate::sets::{CellSet, Digits};

/// The bundled fonts: regular for entries, notes and words; bold for givens and titles.
pub struct Fonts {
    /// DejaVu Sans.
    pub regular: Font,
    /// DejaVu Sans Bold.
    pub bold: Font,
}

impl Fonts {
    /// Loads the fonts embedded in the binary (so every platform has them, with no files to
    /// ship beside it).
    pub fn load() -> Fonts {
        let regular = macroquad::text::load_ttf_font_from_bytes(include_bytes!(
            "../../assets/fonts/DejaVuSans.ttf"
        ))
        .expect("the bundled regular font loads");
        let bold = macroquad::text::load_ttf_font_from_bytes(include_bytes!(
            "../../assets/fonts/DejaVuSans-Bold.ttf"
        ))
        .expect("the bundled bold font loads");
        Fonts { regular, bold }
    }
}

/// The text sizes of a layout, in pixels: fixed while the window keeps its size.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Sizes {
    /// Digits in cells.
    pub digit: u16,
    /// Notes in cells.
    pub note: u16,
    /// Digits on the pad.
    pub pad: u16,
    /// Pad digits in notes mode (drawn in their note position).
    pub pad_note: u16,
    /// Remaining counts on the pad, captions.
    pub small: u16,
    /// Tool labels, menu buttons, the header.
    pub label: u16,
    /// Hint sentences, notices, the cell-info panel.
    pub body: u16,
    /// Screen titles.
    pub title: u16,
}

impl Sizes {
    /// The sizes for `layout`: digits at about 60% of a cell, notes at about a quarter, words
    /// never under 12 dp.
    pub fn of(layout: &Layout) -> Sizes {
        let px = |v: f32| v.round().clamp(6.0, 400.0) as u16;
        let pad = layout.pad[0];
        Sizes {
            digit: px(layout.cell * 0.62),
            note: px(layout.cell * 0.27),
            pad: px((pad.h * 0.5).min(pad.w * 0.55)),
            pad_note: px((pad.h * 0.3).min(pad.w * 0.3)),
            small: px(layout.text(12.0)),
            label: px(layout.text(16.0).min(layout.tools[0].h * 0.34)),
            body: px(layout.text(15.0)),
            title: px(layout.text(34.0)),
        }
    }
}

/// The digits as text, so drawing never formats a number.
pub const DIGITS: [&str; 10] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"];

/// A colour for macroquad.
pub fn color(rgb: Rgb) -> Color {
    Color::from_rgba(rgb.0, rgb.1, rgb.2, 255)
}

/// A colour with an opacity.
pub fn color_alpha(rgb: Rgb, alpha: f32) -> Color {
    let mut c = color(rgb);
    c.a = alpha.clamp(0.0, 1.0);
    c
}

/// What one frame draws with.
pub struct Painter<'a> {
    /// The fonts.
    pub fonts: &'a Fonts,
    /// The colours.
    pub palette: &'a Palette,
    /// The positions.
    pub layout: &'a Layout,
    /// The text sizes.
    pub sizes: &'a Sizes,
}

/// Where the text should sit in its box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// Left edge, vertically centred.
    Left,
    /// Centred both ways.
    Center,
    /// Right edge, vertically centred.
    Right,
}

impl Painter<'_> {
    /// Fills a rectangle.
    pub fn fill(&self, r: Rect, c: Color) {
        draw_rectangle(r.x, r.y, r.w, r.h, c);
    }

    /// Draws `text` in `font` at `size`, placed in `r` by `align`, scaled by `scale` (for
    /// effects, so the glyph cache keeps its few sizes). Returns the text's width.
    #[allow(clippy::too_many_arguments)]
    pub fn text(
        &self,
        text: &str,
        font: &Font,
        size: u16,
        r: Rect,
        align: Align,
        c: Color,
        scale: f32,
    ) -> f32 {
        if text.is_empty() {
            return 0.0;
        }
        let mut scale = scale;
        let mut dims = measure_text(text, Some(font), size, scale);
        if dims.width > r.w && r.w > 0.0 {
            // Too wide for its box (a long word on a narrow phone): shrink to fit.
            scale *= r.w / dims.width;
            dims = measure_text(text, Some(font), size, scale);
        }
        // Centre on the font's digit height, not the glyph's, so every digit sits on one line.
        let cap = f32::from(size) * scale * 0.73;
        let y = r.y + (r.h + cap) / 2.0;
        let x = match align {
            Align::Left => r.x,
            Align::Center => r.x + (r.w - dims.width) / 2.0,
            Align::Right => r.right() - dims.width,
        };
        draw_text_ex(
            text,
            x,
            y,
            TextParams {
                font: Some(font),
                font_size: size,
                font_scale: scale,
                color: c,
                ..TextParams::default()
            },
        );
        dims.width
    }

    /// Draws wrapped lines of `text` (ranges from [`wrap`]) from the top of `r`; lines that do
    /// not fit are left out.
    pub fn lines(&self, text: &str, lines: &[Range<usize>], size: u16, r: Rect, c: Color) {
        let height = f32::from(size) * 1.35;
        for (i, range) in lines.iter().enumerate() {
            let y = r.y + i as f32 * height;
            if y + height > r.bottom() + 1.0 {
                break;
            }
            let line = Rect::new(r.x, y, r.w, height);
            self.text(
                &text[range.clone()],
                &self.fonts.regular,
                size,
                line,
                Align::Left,
                c,
                1.0,
            );
        }
    }
}

/// Breaks `text` into lines no wider than `width` at spaces, as ranges into `text`. Called when
/// the text or the layout changes, never per frame.
pub fn wrap(text: &str, font: &Font, size: u16, width: f32, out: &mut Vec<Range<usize>>) {
    out.clear();
    let mut start = 0;
    let mut last_break = None;
    let mut i = 0;
    let bytes = text.as_bytes();
    while i <= bytes.len() {
        let at_end = i == bytes.len();
        if at_end || bytes[i] == b' ' {
            let wide = measure_text(&text[start..i], Some(font), size, 1.0).width > width;
            if wide {
                if let Some(cut) = last_break {
                    out.push(start..cut);
                    start = cut + 1;
                    last_break = None;
                    // Measure the same word again on the new line.
                    continue;
                }
            }
            if at_end {
                out.push(start..i);
                break;
            }
            last_break = Some(i);
        }
        i += 1;
    }
}

/// What the board shows this frame.
pub struct BoardView<'a> {
    /// Givens and entries.
    pub board: &'a Board,
    /// Notes of every cell.
    pub notes: &'a [Digits; 81],
    /// The selected cell.
    pub selected: Option<Cell>,
    /// Tint the selected cell's row, column and box.
    pub peers: bool,
    /// The digit whose cells (and notes) are highlighted.
    pub same_digit: Option<Digit>,
    /// Cells in a clash (both ends).
    pub conflicts: CellSet,
    /// Entries that differ from the solution (shown when mistakes are checked).
    pub wrong: CellSet,
    /// Cells a hint points at.
    pub hint: CellSet,
    /// Cells flashing (a completed unit) and the flash's strength, 1 fading to 0.
    pub flash: (CellSet, f32),
}

/// Draws the board: backgrounds and highlights, lines, marks, then all digits together.
pub fn board(p: &Painter, v: &BoardView) {
    let l = p.layout;
    let pal = p.palette;
    p.fill(l.board, color(pal.cell));

    // Highlights, weakest first so the strongest wins.
    if let (Some(selected), true) = (v.selected, v.peers) {
        for &peer in selected.peers() {
            p.fill(l.cell_rect(peer), color(pal.peer));
        }
    }
    if let Some(digit) = v.same_digit {
        for cell in Cell::ALL {
            if v.board.get(cell) == Some(digit) {
                p.fill(l.cell_rect(cell), color(pal.same_digit));
            } else if v.notes[cell.index()].contains(digit) {
                let r = l.note_rect(cell, digit);
                let (x, y) = r.center();
                draw_circle(x, y, r.w * 0.46, color(pal.selected));
            }
        }
    }
    for cell in v.conflicts | v.wrong {
        p.fill(l.cell_rect(cell), color(pal.conflict_cell));
    }
    for cell in v.hint {
        p.fill(l.cell_rect(cell), color(pal.hint));
    }
    if let Some(selected) = v.selected {
        p.fill(l.cell_rect(selected), color(pal.selected));
    }
    if v.flash.1 > 0.0 {
        let c = color_alpha(pal.accent, 0.35 * v.flash.1);
        for cell in v.flash.0 {
            p.fill(l.cell_rect(cell), c);
        }
    }

    // Lines: thin between cells, thick between boxes and around the board.
    let thin = (l.dp).max(1.0);
    let thick = (2.5 * l.dp).max(2.0);
    let b = l.board;
    for i in 1..9 {
        if i % 3 == 0 {
            continue;
        }
        let offset = i as f32 * l.cell;
        draw_line(
            b.x + offset,
            b.y,
            b.x + offset,
            b.bottom(),
            thin,
            color(pal.thin_line),
        );
        draw_line(
            b.x,
            b.y + offset,
            b.right(),
            b.y + offset,
            thin,
            color(pal.thin_line),
        );
    }
    for i in 0..=3 {
        let offset = i as f32 * 3.0 * l.cell;
        let c = color(pal.thick_line);
        draw_line(
            b.x + offset,
            b.y - thick / 2.0,
            b.x + offset,
            b.bottom() + thick / 2.0,
            thick,
            c,
        );
        draw_line(
            b.x - thick / 2.0,
            b.y + offset,
            b.right() + thick / 2.0,
            b.y + offset,
            thick,
            c,
        );
    }

    // Marks that do not rely on colour: a corner triangle on both ends of a clash, a bar under
    // a wrong entry.
    let red = color(pal.conflict);
    for cell in v.conflicts {
        let r = l.cell_rect(cell);
        let side = r.w * 0.3;
        draw_triangle(
            vec2(r.right() - side, r.y + thin),
            vec2(r.right() - thin, r.y + thin),
            vec2(r.right() - thin, r.y + side),
            red,
        );
    }
    for cell in v.wrong {
        let r = l.cell_rect(cell);
        let bar = Rect::new(
            r.x + r.w * 0.25,
            r.y + r.h * 0.84,
            r.w * 0.5,
            (r.h * 0.06).max(2.0),
        );
        p.fill(bar, red);
    }

    // Digits: all givens (bold), then entries and notes (regular), so each font is one batch.
    for (cell, value) in v.board.iter() {
        if let (Some(digit), true) = (value, v.board.is_given(cell)) {
            let c = if v.conflicts.contains(cell) {
                pal.conflict
            } else {
                pal.given
            };
            digit_in(
                p,
                &p.fonts.bold,
                p.sizes.digit,
                l.cell_rect(cell),
                digit,
                color(c),
            );
        }
    }
    for (cell, value) in v.board.iter() {
        match value {
            Some(digit) if !v.board.is_given(cell) => {
                let red = v.conflicts.contains(cell) || v.wrong.contains(cell);
                let c = if red { pal.conflict } else { pal.accent };
                digit_in(
                    p,
                    &p.fonts.regular,
                    p.sizes.digit,
                    l.cell_rect(cell),
                    digit,
                    color(c),
                );
            }
            Some(_) => {}
            None => {
                for digit in v.notes[cell.index()] {
                    let r = l.note_rect(cell, digit);
                    digit_in(p, &p.fonts.regular, p.sizes.note, r, digit, color(pal.note));
                }
            }
        }
    }
}

fn digit_in(p: &Painter, font: &Font, size: u16, r: Rect, digit: Digit, c: Color) {
    p.text(
        DIGITS[usize::from(digit.get())],
        font,
        size,
        r,
        Align::Center,
        c,
        1.0,
    );
}

/// What the header shows.
pub struct HeaderView<'a> {
    /// The level's name.
    pub level: &'a str,
    /// The clock, when shown.
    pub clock: Option<&'a str>,
    /// "Mistakes 1/3", or empty.
    pub mistakes: &'a str,
    /// Whether to draw the pause button (not while typing a puzzle in, where there is no clock).
    pub pause: bool,
}

/// Draws the header: level, clock, mistakes and the pause button.
pub fn header(p: &Painter, v: &HeaderView) {
    let l = p.layout;
    let h = l.header;
    let pal = p.palette;
    let size = p.sizes.label;
    let text_area = Rect::new(h.x, h.y, l.pause.x - h.x - 4.0 * l.dp, h.h);
    p.text(
        v.level,
        &p.fonts.bold,
        size,
        text_area,
        Align::Left,
        color(pal.text),
        1.0,
    );
    if let Some(clock) = v.clock {
        p.text(
            clock,
            &p.fonts.regular,
            size,
            text_area,
            Align::Center,
            color(pal.text),
            1.0,
        );
    }
    p.text(
        v.mistakes,
        &p.fonts.regular,
        p.sizes.small,
        text_area,
        Align::Right,
        color(pal.muted),
        1.0,
    );
    if !v.pause {
        return;
    }
    // The pause button: two bars.
    let r = l.pause;
    let (x, y) = r.center();
    let bar_h = r.h * 0.38;
    let bar_w = (r.w * 0.09).max(2.0);
    let c = color(pal.text);
    draw_rectangle(x - bar_w * 1.6, y - bar_h / 2.0, bar_w, bar_h, c);
    draw_rectangle(x + bar_w * 0.6, y - bar_h / 2.0, bar_w, bar_h, c);
}

/// What the tool bar shows.
pub struct ToolsView<'a> {
    /// The labels, in [`Tool::ALL`] order (the entry screen uses the same buttons for its own
    /// tools).
    pub labels: [&'a str; 6],
    /// Which buttons can act now (undo with nothing to undo is dimmed).
    pub enabled: [bool; 6],
    /// Which buttons are switched on (notes mode).
    pub on: [bool; 6],
}

/// Draws the tool bar.
pub fn tools(p: &Painter, v: &ToolsView) {
    let pal = p.palette;
    for (i, r) in p.layout.tools.iter().enumerate() {
        if v.labels[i].is_empty() {
            continue;
        }
        let (bg, fg) = if v.on[i] {
            (pal.accent, pal.on_accent)
        } else {
            (pal.button, pal.text)
        };
        p.fill(*r, color(bg));
        let alpha = if v.enabled[i] { 1.0 } else { 0.4 };
        p.text(
            v.labels[i],
            &p.fonts.regular,
            p.sizes.label,
            *r,
            Align::Center,
            color_alpha(fg, alpha),
            1.0,
        );
    }
}

/// The labels of the game's tools (notes mode shows as a filled button, and the pad changes).
pub fn game_tool_labels() -> [&'static str; 6] {
    Tool::ALL.map(Tool::label)
}

/// What the pad shows.
pub struct PadView {
    /// Digits still to place, per digit (index 0 for 1).
    pub remaining: [u8; 9],
    /// Digits all placed: dimmed, still usable for notes.
    pub finished: Digits,
    /// Notes mode: the whole pad changes style.
    pub notes_mode: bool,
    /// The digit chosen for digit-first input.
    pub chosen: Option<Digit>,
    /// Whether to show the remaining counts (not while typing a puzzle in).
    pub counts: bool,
}

/// Draws the number pad. In notes mode every key shows its digit small, in the corner where the
/// note goes, on an outlined key, so the mode cannot be missed.
pub fn pad(p: &Painter, v: &PadView) {
    let pal = p.palette;
    let l = p.layout;
    // Shapes first, then text.
    for (i, r) in l.pad.iter().enumerate() {
        let digit = Digit::ALL[i];
        if v.chosen == Some(digit) {
            p.fill(*r, color(pal.accent));
        } else if v.notes_mode {
            p.fill(*r, color(pal.cell));
            draw_rectangle_lines(r.x, r.y, r.w, r.h, (2.0 * l.dp).max(2.0), color(pal.accent));
        } else {
            p.fill(*r, color(pal.button));
        }
    }
    for (i, r) in l.pad.iter().enumerate() {
        let digit = Digit::ALL[i];
        let finished = v.finished.contains(digit);
        let chosen = v.chosen == Some(digit);
        let fg = if chosen { pal.on_accent } else { pal.accent };
        let alpha = if finished && !chosen { 0.35 } else { 1.0 };
        let text = DIGITS[i + 1];
        if v.notes_mode {
            let inner = r.inset(r.h.min(r.w) * 0.12);
            let (cw, ch) = (inner.w / 3.0, inner.h / 3.0);
            let spot = Rect::new(
                inner.x + (i % 3) as f32 * cw,
                inner.y + (i / 3) as f32 * ch,
                cw,
                ch,
            );
            p.text(
                text,
                &p.fonts.regular,
                p.sizes.pad_note,
                spot,
                Align::Center,
                color_alpha(fg, alpha),
                1.0,
            );
        } else {
            let upper = Rect::new(r.x, r.y, r.w, r.h * 0.86);
            p.text(
                text,
                &p.fonts.regular,
                p.sizes.pad,
                upper,
                Align::Center,
                color_alpha(fg, alpha),
                1.0,
            );
        }
        if v.counts && !finished && !v.notes_mode {
            let corner = Rect::new(r.x, r.bottom() - r.h * 0.34, r.w - r.w * 0.1, r.h * 0.3);
            let muted = if chosen { pal.on_accent } else { pal.muted };
            let count = DIGITS[usize::from(v.remaining[i].min(9))];
            p.text(
                count,
                &p.fonts.regular,
                p.sizes.small,
                corner,
                Align::Right,
                color(muted),
                1.0,
            );
        }
    }
}

/// Draws a menu screen: title, subtitle and buttons. `pop` (0 to 1) plays the win's short
/// celebration: the title grows in and rings spread from it.
pub fn menu(p: &Painter, m: &Menu, pop: Option<f32>) {
    let l = p.layout;
    let pal = p.palette;
    let title = l.menu_title();
    let side = 16.0 * l.dp;
    let upper = Rect::new(
        title.x + side,
        title.y,
        title.w - 2.0 * side,
        title.h * 0.62,
    );
    let lower = Rect::new(
        title.x + side,
        title.y + title.h * 0.62,
        title.w - 2.0 * side,
        title.h * 0.38,
    );
    let scale = match pop {
        Some(t) => 0.6 + 0.4 * t,
        None => 1.0,
    };
    if let Some(t) = pop {
        let (x, y) = upper.center();
        for ring in 0..3 {
            let radius = (t * 1.6 - ring as f32 * 0.3).max(0.0) * upper.h;
            let alpha = (1.0 - t) * 0.5;
            macroquad::shapes::draw_circle_lines(
                x,
                y,
                radius,
                3.0 * l.dp,
                color_alpha(pal.accent, alpha),
            );
        }
    }
    p.text(
        &m.title,
        &p.fonts.bold,
        p.sizes.title,
        upper,
        Align::Center,
        color(pal.text),
        scale,
    );
    p.text(
        &m.subtitle,
        &p.fonts.regular,
        p.sizes.body,
        lower,
        Align::Center,
        color(pal.muted),
        1.0,
    );
    let count = m.items.len();
    for (i, item) in m.items.iter().enumerate() {
        let r = l.menu_button(i, count);
        if item.action == MenuAction::Info {
            draw_rectangle_lines(r.x, r.y, r.w, r.h, l.dp.max(1.0), color(pal.thin_line));
        } else {
            p.fill(r, color(pal.button));
        }
        if item.caption.is_empty() {
            p.text(
                &item.label,
                &p.fonts.regular,
                p.sizes.label,
                r.inset(8.0 * l.dp),
                Align::Center,
                color(pal.text),
                1.0,
            );
        } else {
            let top = Rect::new(r.x, r.y, r.w, r.h * 0.58);
            let bottom = Rect::new(
                r.x + 6.0 * l.dp,
                r.y + r.h * 0.52,
                r.w - 12.0 * l.dp,
                r.h * 0.4,
            );
            p.text(
                &item.label,
                &p.fonts.regular,
                p.sizes.label,
                top,
                Align::Center,
                color(pal.text),
                1.0,
            );
            p.text(
                &item.caption,
                &p.fonts.regular,
                p.sizes.small,
                bottom,
                Align::Center,
                color(pal.muted),
                1.0,
            );
        }
    }
}

/// Draws a notice (a recovered save, an import that failed) at the bottom of the screen.
pub fn notice(p: &Painter, text: &str, lines: &[Range<usize>]) {
    if text.is_empty() {
        return;
    }
    let l = p.layout;
    let line_h = f32::from(p.sizes.body) * 1.35;
    let h = line_h * lines.len() as f32 + 16.0 * l.dp;
    let r = Rect::new(l.safe.x, l.safe.bottom() - h, l.safe.w, h);
    p.fill(r, color(p.palette.button));
    let inner = r.inset(8.0 * l.dp);
    p.lines(text, lines, p.sizes.body, inner, color(p.palette.text));
}

/// The width notices are wrapped to.
pub fn notice_width(layout: &Layout) -> f32 {
    layout.safe.w - 16.0 * layout.dp
}
