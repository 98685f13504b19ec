//! Drawing a board screen: the board (backgrounds, highlights, lines, the player's marks, a
//! hint's step, digits), the header, the tool bar and the pad, from their views and the layout;
//! it never changes either.
//!
//! Every position comes from the [`Layout`]; every colour from the palette. Shapes are drawn
//! before text so the board costs a handful of draw calls, and nothing here allocates: strings
//! come from the views (made when their content changes) or from the few fixed words kept once
//! formatted ([`crate::app::words::kept`]).

use macroquad::prelude::{draw_line, draw_triangle, vec2, Font};
use peerless::board::{Board, Cell, Digit};
use peerless::game::{CandidateStyle, Colour, EntryMode, NoteKind};
use peerless::sets::CellSet;

use crate::app::layout::bars;
use crate::app::layout::calculator::{
    calculator_parts, calculator_title, detail_line, ShownDetail,
};
use crate::app::layout::chooser;
use crate::app::layout::places::Role;
use crate::app::layout::text::Align;
use crate::app::layout::{
    card_row, card_words, line_height, progress_parts, progress_words, HintCard, Layout, Rect,
};
use crate::app::render::cages;
use crate::app::render::marks;
use crate::app::render::paint::{self, color, color_alpha, Painter, TextStyle, DIGITS};
use crate::app::render::steps;
use crate::app::views::board::StepView;
use crate::app::views::board::{
    fade_alpha, settle_scale, shake_offset, sweep_strength, BoardView, CardView, ChooserView,
    HeaderView, PadView, ToolsView,
};
use crate::app::views::calculator::{CalculatorTexts, Detail};
use crate::app::views::icons::Icon;
use crate::app::views::theme::Rgb;

/// Draws the board: backgrounds and highlights, lines, marks, then all digits together.
pub fn board(p: &Painter, v: &BoardView) {
    p.fill(p.layout.board, color(p.palette.cell));
    if let (Some(outlines), true) = (v.cages.as_deref(), v.cage_tints) {
        cages::tints(p, outlines);
    }
    highlights(p, v);
    // Over the highlights, faintly: a coloured cell keeps both its colour and its tint.
    marks::fills(p, v.colours);
    grid_lines(p);
    if let Some(outlines) = v.cages.as_deref() {
        cages::outlines(p, outlines);
    }
    selection_outlines(p, v);
    if let Some(step) = &v.step {
        steps::under(p, step);
    }
    marks(p, v);
    // The step draws the candidates of the cells it concerns itself, in all nine places.
    let step_cells = v.step.as_ref().map_or(CellSet::EMPTY, StepView::cells);
    marks::shapes(p, v, step_cells);
    digits(p, v, step_cells);
    if let Some(outlines) = v.cages.as_deref() {
        cages::sums(p, outlines);
    }
    if let Some(step) = &v.step {
        steps::over(p, step);
    }
}

/// Cell backgrounds, weakest first so the strongest wins: peers, the same digit (and its
/// notes), clashes and wrong entries, the hint's cells, the selection, a completed unit's flash.
fn highlights(p: &Painter, v: &BoardView) {
    let l = p.layout;
    let pal = p.palette;
    let sums = v.sum_cells();
    if let (Some(selected), true) = (v.selected, v.peers) {
        for &peer in selected.peers() {
            p.fill(l.cell_rect(peer), color(pal.peer));
        }
    }
    if let Some(digit) = v.same_digit {
        let g = marks::NoteGeometry::of(p, v.style);
        let step_cells = v.step.as_ref().map_or(CellSet::EMPTY, StepView::cells);
        for cell in Cell::ALL {
            let i = cell.index();
            if v.board.get(cell) == Some(digit) {
                p.fill(l.cell_rect(cell), color(pal.same_digit));
                continue;
            }
            // Behind the note as it is drawn: in its fixed place, or where the centred line
            // or the corner notes put it (a hint's step draws every candidate in its place).
            let disc = if step_cells.contains(cell) {
                v.notes[i].contains(digit).then(|| {
                    let (x, y) = l.note_rect(cell, digit).center();
                    (x, y, l.note_place() / 2.0)
                })
            } else {
                let coloured = v.colours[i].is_some();
                let sum = sums.contains(cell);
                let at = marks::places(
                    l.cell_rect(cell),
                    v.notes[i],
                    v.corner[i],
                    coloured,
                    sum,
                    &g,
                );
                marks::note_disc(&g, &at, digit)
            };
            if let Some((x, y, radius)) = disc {
                paint::disc(x, y, radius, color(pal.selected));
            }
        }
    }
    for cell in v.conflicts | v.wrong {
        p.fill(l.cell_rect(cell), color(pal.conflict_cell));
    }
    for cell in v.hint | v.doubtful {
        p.fill(l.cell_rect(cell), color(pal.hint));
    }
    if let Some(selected) = v.selected {
        p.fill(l.cell_rect(selected), color(pal.selected));
    }
    for cell in v.also {
        p.fill(l.cell_rect(cell), color(pal.selected));
    }
    if let Some((cells, from, progress)) = v.motion.sweep {
        for cell in cells {
            let distance = cell
                .row()
                .abs_diff(from.row())
                .max(cell.col().abs_diff(from.col()));
            let strength = sweep_strength(progress, distance);
            if strength > 0.0 {
                p.fill(l.cell_rect(cell), color_alpha(pal.accent, 0.4 * strength));
            }
        }
    }
}

/// An outline inside each selected cell that has a colour: the colour covers the selection's
/// tint, so the outline, in the text's colour (the strongest contrast in either theme), shows
/// where the selection is.
fn selection_outlines(p: &Painter, v: &BoardView) {
    let l = p.layout;
    let width = (2.5 * l.dp).max(2.0);
    let ink = color(p.palette.text);
    let selected = v.selected.map_or(CellSet::EMPTY, CellSet::single) | v.also;
    for cell in selected {
        if v.colours[cell.index()].is_none() {
            continue;
        }
        let r = l.cell_rect(cell).inset(l.dp.max(1.0));
        p.fill(Rect::new(r.x, r.y, r.w, width), ink);
        p.fill(Rect::new(r.x, r.bottom() - width, r.w, width), ink);
        p.fill(Rect::new(r.x, r.y, width, r.h), ink);
        p.fill(Rect::new(r.right() - width, r.y, width, r.h), ink);
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
/// wrong entry, a frame inside a cell a photo's reading doubts.
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
    // A doubtful cell's frame, in the text's ink: seen on its tint, and on the selection's.
    let ink = color(p.palette.text);
    let side = l.cell_rect(Cell::ALL[0]).w;
    let frame = (side * 0.035).max(thin * 1.5);
    for cell in v.doubtful {
        let r = l.cell_rect(cell);
        let inset = thin + side * 0.03;
        let inner = Rect::new(
            r.x + inset,
            r.y + inset,
            r.w - 2.0 * inset,
            r.h - 2.0 * inset,
        );
        p.fill(Rect::new(inner.x, inner.y, inner.w, frame), ink);
        p.fill(
            Rect::new(inner.x, inner.bottom() - frame, inner.w, frame),
            ink,
        );
        p.fill(Rect::new(inner.x, inner.y, frame, inner.h), ink);
        p.fill(
            Rect::new(inner.right() - frame, inner.y, frame, inner.h),
            ink,
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
    let pal = p.palette;
    let g = marks::NoteGeometry::of(p, v.style);
    let sums = v.sum_cells();
    for (cell, value) in v.board.iter() {
        if let (Some(digit), true) = (value, v.board.is_given(cell)) {
            let c = if v.conflicts.contains(cell) {
                pal.conflict
            } else {
                pal.given
            };
            digit_in(p, &p.fonts.bold, p.sizes.digit, moved(p, v, cell), digit, c);
        }
    }
    for (cell, value) in v.board.iter() {
        match value {
            Some(digit) if !v.board.is_given(cell) => {
                let red = v.conflicts.contains(cell) || v.wrong.contains(cell);
                let c = if red { pal.conflict } else { pal.accent };
                let style = TextStyle::new(&p.fonts.regular, p.sizes.digit, color(c)).scale(
                    match v.motion.settle {
                        Some((settled, progress)) if settled == cell => settle_scale(progress),
                        _ => 1.0,
                    },
                );
                p.text(DIGITS[usize::from(digit.get())], moved(p, v, cell), style);
            }
            Some(_) => {}
            None if step_cells.contains(cell) => {}
            None => marks::notes(
                p,
                &g,
                cell,
                v.notes[cell.index()],
                v.corner[cell.index()],
                v.colours[cell.index()].is_some(),
                sums.contains(cell),
            ),
        }
    }
}

/// Where a cell's digit is drawn: its cell, moved aside while it shakes.
fn moved(p: &Painter, v: &BoardView, cell: Cell) -> Rect {
    let r = p.layout.cell_rect(cell);
    match v.motion.shake {
        Some((cells, progress)) if cells.contains(cell) => Rect {
            x: r.x + shake_offset(progress) * r.w,
            ..r
        },
        _ => r,
    }
}

fn digit_in(p: &Painter, font: &Font, size: u16, r: Rect, digit: Digit, rgb: Rgb) {
    p.text(
        DIGITS[usize::from(digit.get())],
        r,
        TextStyle::new(font, size, color(rgb)),
    );
}

/// Draws the header: level, clock, mistakes and the pause button.
pub fn header(p: &Painter, v: &HeaderView) {
    let l = p.layout;
    let pal = p.palette;
    bars::header(l, p.sizes, v, p, |t| {
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
    let size = p.sizes.icon.min((l.pause.h * 0.7) as u16);
    p.icon(Icon::Pause, l.pause, size, color(pal.text));
}

/// Draws the hint card: raised (or outlined in the dark theme) at the band's top; its level's
/// words by a bulb, the next level as an accent pill, a close cross, and the hint's lines, the
/// last ending in "… more" when the text goes on. Open, it lies over the board.
pub fn hint_card(p: &Painter, card: &HintCard, v: &CardView) {
    let pal = p.palette;
    let l = p.layout;
    p.card(card.card);
    let icon = p.sizes.icon.min((card.close.h * 0.6) as u16);
    if card.label.h > 0.0 {
        let row = card_row(l, p.sizes, card, v.next, p);
        let bulb = (f32::from(p.sizes.small) * 1.4) as u16;
        if row.bulb.w > 0.0 {
            p.icon(Icon::Bulb, row.bulb, bulb, color(pal.accent));
        }
        // The pill apart from the card: the button's fill on the light card, the background's
        // on the dark one (whose card is the button's fill).
        let pill = if pal.dark { pal.background } else { pal.button };
        p.round(row.pill, row.pill.h / 2.0, color(pill));
        p.icon(Icon::Forward, row.chevron, icon, color(pal.accent));
    } else {
        p.icon(Icon::Forward, card.next, icon, color(pal.accent));
    }
    p.icon(Icon::Close, card.close, icon, color(pal.muted));
    card_words(l, p.sizes, card, v.label, v.next, p, |t| {
        let ink = if t.role == Role::Caption {
            pal.muted
        } else {
            pal.accent
        };
        p.text(t.text, t.rect, p.bold(t.size, ink).align(t.align));
    });
    let shown = v.lines.len();
    let line = line_height(f32::from(v.size));
    let style = p.regular(v.size, pal.text).align(Align::Left);
    for (i, range) in v.lines.iter().enumerate() {
        let at = Rect::new(
            card.text.x,
            card.text.y + i as f32 * line,
            card.text.w,
            line,
        );
        match (&v.last, i + 1 == shown) {
            (Some(narrow), true) => {
                let w = p.text(&v.text[narrow.clone()], at, style);
                let w = w + p.text("… ", Rect { x: at.x + w, ..at }, style);
                let fold = Rect {
                    x: at.x + w,
                    w: at.w - w,
                    ..at
                };
                p.text(v.fold, fold, p.bold(v.size, pal.accent).align(Align::Left));
            }
            _ => {
                p.text(&v.text[range.clone()], at, style);
            }
        }
    }
    if v.last.is_none() && !v.fold.is_empty() {
        // Open: "less" under the last line, at the right.
        let at = Rect::new(
            card.text.x,
            card.text.y + shown as f32 * line,
            card.text.w,
            line,
        );
        p.text(v.fold, at, p.bold(v.size, pal.accent).align(Align::Right));
    }
}

/// Draws how far the board is filled where the hint card goes while none shows: the count in
/// words over a bar in the accent, and, where the card has room, where help is, muted.
pub fn progress(p: &Painter, card: &HintCard, words: &str, part: f32, tip: &str) {
    let pal = p.palette;
    let track = progress_parts(p.layout, p.sizes, card, words, tip, p).bar;
    let radius = track.h / 2.0;
    p.round(track, radius, color(pal.button));
    let done = Rect {
        w: (track.w * part.clamp(0.0, 1.0)).max(track.h),
        ..track
    };
    p.round(done, radius, color(pal.accent));
    progress_words(p.layout, p.sizes, card, words, tip, p, |t| {
        let style = if t.bold {
            p.bold(t.size, pal.text)
        } else {
            p.regular(t.size, pal.muted)
        };
        p.text(t.text, t.rect, style.align(t.align));
    });
}

/// Draws a Killer's cage calculator where the hint card goes while none shows: its title in
/// bold over its detail, the combinations in the text's ink, a sentence saying there are none
/// muted, and what breaks the cage in the clash's red.
pub fn calculator(p: &Painter, card: &HintCard, v: &CalculatorTexts, detail: &ShownDetail) {
    let pal = p.palette;
    let lines = (detail.lines.len(), detail.size);
    let parts = calculator_parts(p.layout, p.sizes, card, &v.title, lines, p);
    calculator_title(&parts, p.sizes, &v.title, p, |t| {
        let style = p.bold(t.size, pal.text).align(t.align).scale(t.scale);
        p.text(t.text, t.rect, style);
    });
    let ink = match v.kind {
        Detail::Fault => pal.conflict,
        Detail::NoCombination => pal.muted,
        Detail::None | Detail::Combinations | Detail::Remainder => pal.text,
    };
    let style = p.regular(detail.size, ink).align(Align::Left);
    for (i, range) in detail.lines.iter().enumerate() {
        let at = detail_line(&parts, detail.size, i);
        p.text(&detail.text[range.clone()], at, style);
    }
}

/// Draws the tool bar.
pub fn tools(p: &Painter, v: &ToolsView) {
    let pal = p.palette;
    let set = bars::tool_labels(p.layout, p.sizes, v, p);
    for (slot, r) in p.layout.tools.iter().enumerate() {
        let Some(button) = v[slot] else { continue };
        let bg = if button.on { pal.accent } else { pal.button };
        p.round(*r, p.radius(*r), color(bg));
        let fg = if button.on { pal.on_accent } else { pal.text };
        let alpha = if button.enabled { 1.0 } else { 0.4 };
        let icon = bars::tool_parts(p.layout, *r, set.two_lines).0;
        let size = p.sizes.icon.min(icon.h as u16);
        p.icon(button.icon, icon, size, color_alpha(fg, alpha));
        if button.chooser {
            // A small corner at the button's top right, clear of its icon and label: a long
            // press opens more.
            let (inset, side) = (p.radius(*r) * 0.6, 6.0 * p.layout.dp);
            let (x, y) = (r.right() - inset, r.y + inset);
            draw_triangle(
                vec2(x, y),
                vec2(x - side, y),
                vec2(x, y + side),
                color_alpha(fg, 0.6 * alpha),
            );
        }
    }
    bars::tools(p.layout, p.sizes, v, set, p, |t| {
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

/// Draws the notes tool's chooser over the pad: a card, a button for each kind (the one the
/// tool turns on filled with the accent), an icon over its name.
pub fn chooser(p: &Painter, v: &ChooserView) {
    let pal = p.palette;
    let l = p.layout;
    let parts = l.notes_chooser();
    p.card(parts.card);
    let fg = |i: usize| {
        if NoteKind::ALL[i] == v.chosen {
            pal.on_accent
        } else {
            pal.text
        }
    };
    for (i, r) in parts.options.iter().enumerate() {
        // Apart from the card: the button's fill on the light card, the background's on the
        // dark one (whose card is the button's fill), as the hint card's pill.
        let bg = if NoteKind::ALL[i] == v.chosen {
            pal.accent
        } else if pal.dark {
            pal.background
        } else {
            pal.button
        };
        p.round(*r, p.radius(*r), color(bg));
        let icon = chooser::option_parts(l, *r).0;
        let size = p.sizes.icon.min(icon.h as u16);
        p.icon(v.icons[i], icon, size, color(fg(i)));
    }
    chooser::chooser_words(l, p.sizes, v.labels, p, |t| {
        let ink = fg(t.item.unwrap_or(0));
        p.text(t.text, t.rect, p.regular(t.size, ink).scale(t.scale));
    });
}

/// Draws the number pad. The whole pad changes style with the mode, so it cannot be missed:
/// digits large on plain keys; centre notes small in the key's middle on outlined keys; corner
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
        let radius = p.radius(*r);
        if v.chosen == Some(digit) {
            p.round(*r, radius, color(pal.accent));
        } else if v.mode.is_notes() {
            let width = (2.0 * l.dp).max(2.0);
            p.round_outline(*r, radius, width, color(pal.accent), color(pal.cell));
        } else {
            p.round(*r, radius, color(pal.button));
        }
    }
    for (i, r) in l.pad.iter().enumerate() {
        let digit = Digit::ALL[i];
        let finished = v.finished.contains(digit);
        let chosen = v.chosen == Some(digit);
        let fg = if chosen { pal.on_accent } else { pal.accent };
        let alpha = match v.fading {
            _ if chosen || !finished => 1.0,
            Some((fading, progress)) if fading == digit => fade_alpha(progress),
            _ => fade_alpha(1.0),
        };
        let text = DIGITS[i + 1];
        let inner = r.inset(r.h.min(r.w) * 0.12);
        let (cw, ch) = (inner.w / 3.0, inner.h / 3.0);
        match v.mode {
            // A candidate is drawn in its fixed place: so is the key's digit, 1 top left to 9
            // bottom right, each key a cell's note.
            EntryMode::Centre if v.style == CandidateStyle::Places => {
                let (col, row) = ((i % 3) as f32, (i / 3) as f32);
                let spot = Rect::new(inner.x + col * cw, inner.y + row * ch, cw, ch);
                p.text(text, spot, p.regular(p.sizes.pad_note, fg).alpha(alpha));
            }
            // A centre note is drawn in the middle of its cell: so is the key's digit.
            EntryMode::Centre => {
                let spot = Rect::new(inner.x + cw, inner.y + ch, cw, ch);
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

/// A grid drawn small (a summary's finished grid, the start screen's game in progress): givens
/// bold, the player's digits in the accent, its `wrong` digits red.
pub fn small_grid(p: &Painter, board: &Board, wrong: CellSet, r: Rect, cascade: Option<f32>) {
    if r.w < 9.0 {
        return;
    }
    let pal = p.palette;
    let cell = r.w / 9.0;
    p.fill(r, color(pal.cell));
    // A won grid's cascade: a band of light from the top-left corner to the bottom-right.
    if let Some(progress) = cascade {
        for at in Cell::ALL {
            let strength = sweep_strength(progress, (at.row() + at.col()) / 2);
            if strength > 0.0 {
                let x = r.x + at.col() as f32 * cell;
                let y = r.y + at.row() as f32 * cell;
                let lit = color_alpha(pal.accent, 0.45 * strength);
                p.fill(Rect::new(x, y, cell, cell), lit);
            }
        }
    }
    grid_lines_in(p, r, (1.5 * p.layout.dp).max(1.5));
    let size = (cell * 0.62).round().clamp(6.0, 400.0) as u16;
    for (at, value) in board.iter() {
        let Some(digit) = value else {
            continue;
        };
        let (row, column) = (at.row(), at.col());
        let place = Rect::new(
            r.x + column as f32 * cell,
            r.y + row as f32 * cell,
            cell,
            cell,
        );
        let text = DIGITS[usize::from(digit.get())];
        let style = if board.is_given(at) {
            p.bold(size, pal.given)
        } else if wrong.contains(at) {
            p.regular(size, pal.conflict)
        } else {
            p.regular(size, pal.accent)
        };
        p.text(text, place, style);
    }
}
