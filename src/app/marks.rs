//! Drawing the player's marks besides digits: cell colours, each with a shape of its own so it
//! reads without its hue (for colour-blind players, and in greyscale), corner notes around the
//! cell's edge, and centre notes in the middle.
//!
//! Centre notes alone keep the classic fixed 3x3 places (1 top left to 9 bottom right). Next to
//! corner notes they close up into one line across the middle, and the corner notes take the
//! corners and edges (top left, top right, bottom left, bottom right, then the edges' middles),
//! so the two kinds are never drawn in the same place.

use macroquad::prelude::{draw_line, draw_rectangle, draw_triangle, vec2};
use peerless::board::{Cell, Digit};
use peerless::game::Colour;
use peerless::sets::Digits;

use super::layout::Rect;
use super::paint::{self, color, color_alpha, Painter, DIGITS};
use super::theme::{Rgb, CELL_COLOURS};

/// The inks a colour's shape is drawn in on a full-strength swatch.
const INK_DARK: Rgb = Rgb::hex(0x161A20);
const INK_LIGHT: Rgb = Rgb::hex(0xFFFFFF);

/// The places of corner notes, in order, as (column, row) thirds of the cell.
const CORNER_SLOTS: [(u8, u8); 9] = [
    (0, 0),
    (2, 0),
    (0, 2),
    (2, 2),
    (1, 0),
    (1, 2),
    (0, 1),
    (2, 1),
    (1, 1),
];

/// The colour a player's colour is drawn in.
pub fn rgb(colour: Colour) -> Rgb {
    CELL_COLOURS[colour.index()]
}

/// Fills each coloured cell with its colour.
pub fn fills(p: &Painter, colours: &[Option<Colour>; 81]) {
    for cell in Cell::ALL {
        if let Some(colour) = colours[cell.index()] {
            let alpha = f32::from(p.palette.colour_fill) / 100.0;
            p.fill(p.layout.cell_rect(cell), color_alpha(rgb(colour), alpha));
        }
    }
}

/// Draws each coloured cell's shape, small, in its bottom-left corner.
pub fn shapes(p: &Painter, colours: &[Option<Colour>; 81]) {
    for cell in Cell::ALL {
        if let Some(colour) = colours[cell.index()] {
            let r = p.layout.cell_rect(cell);
            let side = r.w * 0.22;
            let spot = Rect::new(r.x + r.w * 0.04, r.bottom() - side - r.h * 0.04, side, side);
            shape(colour, spot, p.palette.given, 0.85);
        }
    }
}

/// Draws colour `colour`'s own shape in `r`: a dot, a square, a triangle, a diamond, a ring, a
/// bar, a post, a plus or a cross.
pub fn shape(colour: Colour, r: Rect, ink: Rgb, alpha: f32) {
    let c = color_alpha(ink, alpha);
    let (x, y) = r.center();
    let half = r.w.min(r.h) / 2.0;
    let stroke = (half * 0.35).max(1.5);
    match colour.number() {
        1 => paint::disc(x, y, half * 0.8, c),
        2 => draw_rectangle(x - half * 0.7, y - half * 0.7, half * 1.4, half * 1.4, c),
        3 => draw_triangle(
            vec2(x, y - half * 0.85),
            vec2(x - half * 0.9, y + half * 0.7),
            vec2(x + half * 0.9, y + half * 0.7),
            c,
        ),
        4 => paint::polygon(x, y, 4, half * 0.9, 0.0, c),
        5 => paint::ring(x, y, half * 0.7, stroke * 0.8, c),
        6 => draw_rectangle(x - half * 0.9, y - stroke / 2.0, half * 1.8, stroke, c),
        7 => draw_rectangle(x - stroke / 2.0, y - half * 0.9, stroke, half * 1.8, c),
        8 => {
            draw_line(x - half * 0.85, y, x + half * 0.85, y, stroke, c);
            draw_line(x, y - half * 0.85, x, y + half * 0.85, stroke, c);
        }
        _ => {
            let d = half * 0.65;
            draw_line(x - d, y - d, x + d, y + d, stroke, c);
            draw_line(x - d, y + d, x + d, y - d, stroke, c);
        }
    }
}

/// Draws a cell's notes: centre notes in their fixed places, or in one line across the middle
/// when the cell has corner notes too; corner notes around the edge.
pub fn notes(p: &Painter, cell: Cell, centre: Digits, corner: Digits) {
    let l = p.layout;
    let pal = p.palette;
    if corner.is_empty() {
        for digit in centre {
            digit_at(p, l.note_rect(cell, digit), digit, pal.note, 1.0);
        }
        return;
    }
    let r = l.cell_rect(cell);
    let third = r.w / 3.0;
    for (slot, digit) in CORNER_SLOTS.iter().zip(corner) {
        let (col, row) = (f32::from(slot.0), f32::from(slot.1));
        let spot = Rect::new(r.x + col * third, r.y + row * third, third, third);
        digit_at(p, spot, digit, pal.accent, 0.9);
    }
    if centre.is_empty() {
        return;
    }
    // One line across the middle third, shrunk to fit between the side slots.
    let size = f32::from(p.sizes.note);
    let advance = size * 0.64;
    let count = centre.len() as f32;
    let room = r.w * 0.62;
    let scale = (room / (advance * count)).min(1.0);
    let width = advance * scale * count;
    let mut x = r.x + (r.w - width) / 2.0;
    for digit in centre {
        let spot = Rect::new(x, r.y + third, advance * scale, third);
        digit_at(p, spot, digit, pal.note, scale);
        x += advance * scale;
    }
}

/// A note-sized digit centred in `r`, scaled by `scale`.
fn digit_at(p: &Painter, r: Rect, digit: Digit, rgb: Rgb, scale: f32) {
    let style = p.regular(p.sizes.note, rgb).scale(scale);
    p.text(DIGITS[usize::from(digit.get())], r, style);
}

/// A pad key in colour mode: the colour at full strength, and its shape on it in black or
/// white, whichever reads better on that colour.
pub fn pad_key(p: &Painter, colour: Colour, r: Rect, chosen: bool) {
    let fill = rgb(colour);
    p.fill(r, color(fill));
    let side = r.h.min(r.w) * 0.42;
    let (x, y) = r.center();
    let spot = Rect::new(x - side / 2.0, y - side / 2.0, side, side);
    let ink = if super::theme::contrast(INK_DARK, fill) >= super::theme::contrast(INK_LIGHT, fill) {
        INK_DARK
    } else {
        INK_LIGHT
    };
    shape(colour, spot, ink, 0.9);
    if chosen {
        let width = (3.0 * p.layout.dp).max(2.0);
        macroquad::shapes::draw_rectangle_lines(r.x, r.y, r.w, r.h, width, color(p.palette.accent));
    }
}
