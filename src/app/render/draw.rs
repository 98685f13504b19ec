//! Drawing: the board, header, tool bar, pad, menus and notices. Reads views of the game and the
//! layout, never changes either.
//!
//! Every position comes from [`Layout`]; every colour from the palette (`theme.rs`). Shapes are drawn
//! before text so the board costs a handful of draw calls, and nothing here allocates: strings
//! come from static tables, from caches the app refreshes when their content changes, or, for
//! the few fixed words drawn every frame (tool labels, the chart's names), from
//! [`crate::app::words::kept`].

use std::ops::Range;

use macroquad::prelude::{
    draw_line, draw_rectangle, draw_rectangle_lines, draw_triangle, vec2, Font,
};
use peerless::board::{Board, Cell, Digit};
use peerless::game::{Colour, EntryMode};

use peerless::sets::{CellSet, Digits};

use crate::app::layout::{Layout, Rect};
use crate::app::render::marks;
use crate::app::render::paint::{self, color, color_alpha, Align, Painter, TextStyle, DIGITS};
use crate::app::layout::places::{self, Role};
use crate::app::screens::menus::{Menu, MenuAction};
use crate::app::render::steps::{self, StepView};
use crate::app::render::theme::Rgb;

/// What the board shows this frame.
pub struct BoardView<'a> {
    /// Givens and entries.
    pub board: &'a Board,
    /// Centre notes of every cell.
    pub notes: &'a [Digits; 81],
    /// Corner notes of every cell.
    pub corner: &'a [Digits; 81],
    /// The colours the player gave cells.
    pub colours: &'a [Option<Colour>; 81],
    /// The selected cell.
    pub selected: Option<Cell>,
    /// The other cells selected with it.
    pub also: CellSet,
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
    /// A hint's step shown at its fullest, drawn candidate by candidate.
    pub step: Option<StepView<'a>>,
}

/// Draws the board: backgrounds and highlights, lines, marks, then all digits together.
pub fn board(p: &Painter, v: &BoardView) {
    p.fill(p.layout.board, color(p.palette.cell));
    highlights(p, v);
    // Over the highlights, faintly: a coloured cell keeps both its colour and its tint.
    marks::fills(p, v.colours);
    grid_lines(p);
    if let Some(step) = &v.step {
        steps::under(p, step);
    }
    marks(p, v);
    // The step draws the candidates of the cells it concerns itself, in all nine places.
    let step_cells = v.step.as_ref().map_or(CellSet::EMPTY, StepView::cells);
    marks::shapes(p, v.colours, step_cells);
    digits(p, v, step_cells);
    if let Some(step) = &v.step {
        steps::over(p, step);
    }
}

/// Cell backgrounds, weakest first so the strongest wins: peers, the same digit (and its
/// notes), clashes and wrong entries, the hint's cells, the selection, a completed unit's flash.
fn highlights(p: &Painter, v: &BoardView) {
    let l = p.layout;
    let pal = p.palette;
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
                paint::disc(x, y, r.w * 0.46, color(pal.selected));
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
    for cell in v.also {
        p.fill(l.cell_rect(cell), color(pal.selected));
    }
    if v.flash.1 > 0.0 {
        let c = color_alpha(pal.accent, 0.35 * v.flash.1);
        for cell in v.flash.0 {
            p.fill(l.cell_rect(cell), c);
        }
    }
}

/// The width of the thin lines between cells.
fn thin_line(l: &Layout) -> f32 {
    l.dp.max(1.0)
}

/// Lines: thin between cells, thick between boxes and around the board.
fn grid_lines(p: &Painter) {
    grid_lines_in(p, p.layout.board, (2.5 * p.layout.dp).max(2.0));
}

/// A grid's lines in the square `b`: thin between cells, `thick` between boxes and around it.
pub fn grid_lines_in(p: &Painter, b: Rect, thick: f32) {
    let l = p.layout;
    let pal = p.palette;
    let thin = thin_line(l);
    let cell = b.w / 9.0;
    for i in 1..9 {
        if i % 3 == 0 {
            continue;
        }
        let offset = i as f32 * cell;
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
        let offset = i as f32 * 3.0 * cell;
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
}

/// Marks that do not rely on colour: a corner triangle on both ends of a clash, a bar under a
/// wrong entry.
fn marks(p: &Painter, v: &BoardView) {
    let l = p.layout;
    let thin = thin_line(l);
    let red = color(p.palette.conflict);
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
}

/// Digits: all givens (bold), then entries and notes (regular), so each font is one batch.
fn digits(p: &Painter, v: &BoardView, step_cells: CellSet) {
    let l = p.layout;
    let pal = p.palette;
    for (cell, value) in v.board.iter() {
        if let (Some(digit), true) = (value, v.board.is_given(cell)) {
            let c = if v.conflicts.contains(cell) {
                pal.conflict
            } else {
                pal.given
            };
            digit_in(p, &p.fonts.bold, p.sizes.digit, l.cell_rect(cell), digit, c);
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
                    c,
                );
            }
            Some(_) => {}
            None if step_cells.contains(cell) => {}
            None => marks::notes(
                p,
                cell,
                v.notes[cell.index()],
                v.corner[cell.index()],
                v.colours[cell.index()].is_some(),
            ),
        }
    }
}

fn digit_in(p: &Painter, font: &Font, size: u16, r: Rect, digit: Digit, rgb: Rgb) {
    p.text(
        DIGITS[usize::from(digit.get())],
        r,
        TextStyle::new(font, size, color(rgb)),
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
    let pal = p.palette;
    places::header(l, p.sizes, v, p, |t| {
        let style = match t.role {
            Role::HeaderMistakes => p.regular(t.size, pal.muted),
            _ if t.bold => p.bold(t.size, pal.text),
            _ => p.regular(t.size, pal.text),
        };
        p.text(t.text, t.rect, style.align(t.align).scale(t.scale));
    });
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

/// One button of the tool bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToolButton {
    /// The label.
    pub label: &'static str,
    /// Whether it can act now (undo with nothing to undo is dimmed).
    pub enabled: bool,
    /// Whether it is switched on (notes mode), drawn filled with the accent.
    pub on: bool,
}

/// What the tool bar shows: a button or nothing in each of the layout's tool slots.
pub type ToolsView = [Option<ToolButton>; 6];

/// Draws the tool bar.
pub fn tools(p: &Painter, v: &ToolsView) {
    let pal = p.palette;
    for (slot, r) in p.layout.tools.iter().enumerate() {
        let Some(button) = v[slot] else { continue };
        let bg = if button.on { pal.accent } else { pal.button };
        p.fill(*r, color(bg));
    }
    places::tools(p.layout, p.sizes, v, p, |t| {
        let Some(button) = t.item.and_then(|slot| v[slot]) else {
            return;
        };
        let fg = if button.on { pal.on_accent } else { pal.text };
        let alpha = if button.enabled { 1.0 } else { 0.4 };
        p.text(
            t.text,
            t.rect,
            p.regular(t.size, fg).alpha(alpha).scale(t.scale),
        );
    });
}

/// What the pad shows.
pub struct PadView {
    /// Digits still to place, per digit (index 0 for 1).
    pub remaining: [u8; 9],
    /// Digits all placed: dimmed, still usable for notes.
    pub finished: Digits,
    /// What the pad writes: the whole pad changes style with it.
    pub mode: EntryMode,
    /// The digit chosen for digit-first input.
    pub chosen: Option<Digit>,
    /// Whether to show the remaining counts (not while typing a puzzle in).
    pub counts: bool,
}

/// Draws the number pad. The whole pad changes style with the mode, so it cannot be missed:
/// digits large on plain keys; centre notes small in their note place on outlined keys; corner
/// notes small in the key's top-left corner on outlined keys; colours as swatches with their
/// shapes.
pub fn pad(p: &Painter, v: &PadView) {
    let pal = p.palette;
    let l = p.layout;
    if v.mode == EntryMode::Colour {
        for (i, r) in l.pad.iter().enumerate() {
            let chosen = v.chosen == Some(Digit::ALL[i]);
            marks::pad_key(p, Colour::ALL[i], *r, chosen);
        }
        return;
    }
    // Shapes first, then text.
    for (i, r) in l.pad.iter().enumerate() {
        let digit = Digit::ALL[i];
        if v.chosen == Some(digit) {
            p.fill(*r, color(pal.accent));
        } else if v.mode.is_notes() {
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
        let inner = r.inset(r.h.min(r.w) * 0.12);
        let (cw, ch) = (inner.w / 3.0, inner.h / 3.0);
        match v.mode {
            EntryMode::Centre => {
                let (col, row) = ((i % 3) as f32, (i / 3) as f32);
                let spot = Rect::new(inner.x + col * cw, inner.y + row * ch, cw, ch);
                p.text(text, spot, p.regular(p.sizes.pad_note, fg).alpha(alpha));
            }
            EntryMode::Corner => {
                let spot = Rect::new(inner.x, inner.y, cw, ch);
                p.text(text, spot, p.regular(p.sizes.pad_note, fg).alpha(alpha));
            }
            EntryMode::Digit | EntryMode::Colour => {
                let upper = Rect::new(r.x, r.y, r.w, r.h * 0.86);
                p.text(text, upper, p.regular(p.sizes.pad, fg).alpha(alpha));
            }
        }
        if v.counts && !finished && v.mode == EntryMode::Digit {
            let corner = Rect::new(r.x, r.bottom() - r.h * 0.34, r.w - r.w * 0.1, r.h * 0.3);
            let muted = if chosen { pal.on_accent } else { pal.muted };
            let count = DIGITS[usize::from(v.remaining[i].min(9))];
            p.text(
                count,
                corner,
                p.regular(p.sizes.small, muted).align(Align::Right),
            );
        }
    }
}

/// Draws a menu screen: title, subtitle and buttons. `pop` (0 to 1) plays the win's short
/// celebration: the title grows in and rings spread from it.
pub fn menu(p: &Painter, m: &Menu, pop: Option<f32>) {
    let l = p.layout;
    let pal = p.palette;
    let scale = match pop {
        Some(t) => 0.6 + 0.4 * t,
        None => 1.0,
    };
    if let Some(t) = pop {
        let (upper, _) = places::title_parts(l);
        let (x, y) = upper.center();
        for ring in 0..3 {
            let radius = (t * 1.6 - ring as f32 * 0.3).max(0.0) * upper.h;
            let alpha = (1.0 - t) * 0.5;
            paint::ring(x, y, radius, 3.0 * l.dp, color_alpha(pal.accent, alpha));
        }
    }
    let count = m.items.len();
    for (i, item) in m.items.iter().enumerate() {
        let r = l.menu_button_in(m.shape, i, count);
        if item.action == MenuAction::Info {
            draw_rectangle_lines(r.x, r.y, r.w, r.h, l.dp.max(1.0), color(pal.thin_line));
        } else if item.on {
            p.fill(r, color(pal.accent));
        } else {
            p.fill(r, color(pal.button));
        }
    }
    places::menu(l, p.sizes, m, scale, p, |t| {
        let on = t
            .item
            .and_then(|i| m.items.get(i))
            .is_some_and(|item| item.on);
        let ink = if on { pal.on_accent } else { pal.text };
        let style = match t.role {
            // A caption on a button switched on (filled with the accent) in the accent's ink.
            Role::Caption if on => p.regular(t.size, pal.on_accent),
            Role::Subtitle | Role::Caption => p.regular(t.size, pal.muted),
            Role::Value => p.bold(t.size, pal.accent),
            _ if t.bold => p.bold(t.size, ink),
            _ => p.regular(t.size, ink),
        };
        p.text(t.text, t.rect, style.align(t.align).scale(t.scale));
    });
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
    p.lines(text, lines, p.sizes.body, inner, p.palette.text);
}

/// The width notices are wrapped to.
pub fn notice_width(layout: &Layout) -> f32 {
    layout.safe.w - 16.0 * layout.dp
}
