//! Drawing the player's marks besides digits: cell colours, each with a shape of its own so it
//! reads without its hue (for colour-blind players, and in greyscale), corner notes around the
//! cell's edge, and centre notes in the middle.
//!
//! Where each goes is [`places`]' pure geometry, and no two ever overlap (a test tries every
//! colour, corner-note and centre-note combination). Centre notes are one line across the middle
//! third, centred, as players of centre notes expect them (SudokuPad's way): a little larger
//! than a corner note while there are few, smaller as more are added, so the line always fits
//! the cell. Corner notes take the top and bottom thirds: the first
//! half of them (rounded up) along the top, the rest along the bottom, from the corners inwards
//! (one and two go to the top corners, three and four to the bottom ones), closing up when a row
//! holds more than three. A colour's shape keeps the bottom-left corner, and the bottom row of
//! corner notes starts after it.

use macroquad::prelude::{draw_line, draw_rectangle, draw_triangle, vec2};
use peerless::board::{Cell, Digit};
use peerless::game::Colour;
use peerless::sets::{CellSet, Digits};

use crate::app::layout::Rect;
use crate::app::render::paint::{self, color, color_alpha, Painter, DIGITS};
use crate::app::views::theme::{Rgb, CELL_COLOURS};

/// The inks a colour's shape is drawn in on a full-strength swatch.
const INK_DARK: Rgb = Rgb::hex(0x161A20);
const INK_LIGHT: Rgb = Rgb::hex(0xFFFFFF);

/// Digits and the boxes they are drawn centred in, at most nine: kept in an array, so laying
/// out a cell allocates nothing.
#[derive(Clone, Copy, Debug, Default)]
pub struct Spots {
    spots: [(u8, Rect); 9],
    len: usize,
}

impl Spots {
    fn push(&mut self, digit: Digit, r: Rect) {
        if self.len < self.spots.len() {
            self.spots[self.len] = (digit.get(), r);
            self.len += 1;
        }
    }

    /// Each digit with its box.
    pub fn iter(&self) -> impl Iterator<Item = (Digit, Rect)> + '_ {
        self.spots[..self.len]
            .iter()
            .filter_map(|&(d, r)| Digit::new(d).map(|digit| (digit, r)))
    }
}

/// Where a cell's marks go: boxes inside the cell that never overlap one another.
#[derive(Clone, Copy, Debug, Default)]
pub struct Places {
    /// The colour's shape, for a coloured cell.
    pub colour: Option<Rect>,
    /// The corner notes' boxes.
    pub corner: Spots,
    /// How much smaller than a note the corner notes are drawn (1: not at all).
    pub corner_scale: f32,
    /// The centre notes' boxes.
    pub centre: Spots,
    /// How much smaller than a note the centre notes are drawn.
    pub centre_scale: f32,
}

/// How much larger than a note a line of few centre notes is drawn.
const CENTRE_MAX_SCALE: f32 = 1.15;

/// The box of a coloured cell's shape: its bottom-left corner.
pub fn colour_spot(r: Rect) -> Rect {
    let side = r.w * 0.2;
    Rect::new(r.x + r.w * 0.03, r.bottom() - side - r.h * 0.03, side, side)
}

/// Where the marks of a cell at `r` go: its centre and corner notes and, when `coloured`, its
/// colour's shape. `note_size` is the notes' text size, which sets how wide a centre note is.
pub fn places(r: Rect, centre: Digits, corner: Digits, coloured: bool, note_size: f32) -> Places {
    let third = r.w / 3.0;
    let mut places = Places {
        colour: coloured.then(|| colour_spot(r)),
        corner_scale: 1.0,
        centre_scale: 1.0,
        ..Places::default()
    };
    // Corner notes: the first half (rounded up) along the top, the rest along the bottom, after
    // the colour's shape.
    let count = corner.len();
    let top = count.div_ceil(2);
    let bottom_left = places.colour.map_or(r.x, |spot| spot.right() + r.w * 0.03);
    let rows = [(r.x, top, true), (bottom_left, count - top, false)];
    let mut digits = corner.into_iter();
    for (left, in_row, at_top) in rows {
        if in_row == 0 {
            continue;
        }
        let room = r.right() - left;
        let side = third.min(room / in_row as f32);
        places.corner_scale = places.corner_scale.min(side / third);
        let step = if in_row > 1 {
            (room - side) / (in_row - 1) as f32
        } else {
            0.0
        };
        let y = if at_top { r.y } else { r.bottom() - side };
        for i in 0..in_row {
            if let Some(digit) = digits.next() {
                places
                    .corner
                    .push(digit, Rect::new(left + i as f32 * step, y, side, side));
            }
        }
    }
    // One line across the middle third, centred: a few notes a little larger than a corner
    // note, more of them smaller, so the line always fits.
    let advance = note_size * 0.64;
    let count = centre.len() as f32;
    // Short of the cell's edges, where a hint's unit outlines run.
    let room = r.w * 0.8;
    let scale = if count > 0.0 {
        (room / (advance * count)).min(CENTRE_MAX_SCALE)
    } else {
        1.0
    };
    places.centre_scale = scale;
    let width = advance * scale;
    let mut x = r.x + (r.w - width * count) / 2.0;
    for digit in centre {
        places
            .centre
            .push(digit, Rect::new(x, r.y + third, width, third));
        x += width;
    }
    places
}

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

/// Draws each coloured cell's shape, small, in its bottom-left corner; not in the cells of
/// `skip` (a hint's step draws its candidates there, in all nine places).
pub fn shapes(p: &Painter, colours: &[Option<Colour>; 81], skip: CellSet) {
    for cell in Cell::ALL {
        if let (Some(colour), false) = (colours[cell.index()], skip.contains(cell)) {
            let spot = colour_spot(p.layout.cell_rect(cell));
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

/// Draws a cell's notes where [`places`] puts them, beside its colour's shape if it has one.
pub fn notes(p: &Painter, cell: Cell, centre: Digits, corner: Digits, coloured: bool) {
    let pal = p.palette;
    let r = p.layout.cell_rect(cell);
    let at = places(r, centre, corner, coloured, f32::from(p.sizes.note));
    for (digit, spot) in at.corner.iter() {
        digit_at(p, spot, digit, pal.accent, 0.9 * at.corner_scale);
    }
    for (digit, spot) in at.centre.iter() {
        digit_at(p, spot, digit, pal.note, at.centre_scale);
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
    let radius = p.radius(r);
    if chosen {
        // The chosen key ringed in the accent, rounded as every key is.
        let width = (3.0 * p.layout.dp).max(2.0);
        p.round_outline(r, radius, width, color(p.palette.accent), color(fill));
    } else {
        p.round(r, radius, color(fill));
    }
    let side = r.h.min(r.w) * 0.42;
    let (x, y) = r.center();
    let spot = Rect::new(x - side / 2.0, y - side / 2.0, side, side);
    let ink = if crate::app::views::theme::contrast(INK_DARK, fill)
        >= crate::app::views::theme::contrast(INK_LIGHT, fill)
    {
        INK_DARK
    } else {
        INK_LIGHT
    };
    shape(colour, spot, ink, 0.9);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether two boxes share any area (touching edges do not).
    fn overlap(a: &Rect, b: &Rect) -> bool {
        const EPS: f32 = 1e-3;
        a.x + EPS < b.right()
            && b.x + EPS < a.right()
            && a.y + EPS < b.bottom()
            && b.y + EPS < a.bottom()
    }

    fn inside(inner: &Rect, outer: &Rect) -> bool {
        const EPS: f32 = 1e-3;
        inner.x >= outer.x - EPS
            && inner.y >= outer.y - EPS
            && inner.right() <= outer.right() + EPS
            && inner.bottom() <= outer.bottom() + EPS
    }

    #[test]
    fn centre_notes_are_one_centred_line_smaller_as_more_are_added() {
        let cell = Rect::new(10.0, 20.0, 44.0, 44.0);
        let note_size = cell.w * 0.27;
        let digits = |ds: &[u8]| {
            ds.iter()
                .map(|&d| Digit::new(d).unwrap())
                .collect::<Digits>()
        };
        let mut scales = Vec::new();
        for centre in [
            digits(&[5]),
            digits(&[1, 9]),
            digits(&[1, 2, 3, 4, 5, 6, 7, 8, 9]),
        ] {
            let at = places(cell, centre, Digits::EMPTY, false, note_size);
            let spots: Vec<Rect> = at.centre.iter().map(|(_, r)| r).collect();
            assert_eq!(spots.len(), centre.len());
            // One line, across the middle third, centred in the cell.
            assert!(spots
                .iter()
                .all(|r| (r.y - (cell.y + cell.h / 3.0)).abs() < 1e-3));
            let left = spots[0].x - cell.x;
            let right = cell.right() - spots[spots.len() - 1].right();
            assert!((left - right).abs() < 1e-3, "{left} {right}");
            scales.push(at.centre_scale);
        }
        assert!(
            scales[0] > 1.0 && scales[0] == scales[1] && scales[2] < 1.0,
            "{scales:?}"
        );
    }

    #[test]
    fn no_mark_or_note_covers_another_whatever_a_cell_holds() {
        // Every colour (or none), every set of corner notes and every set of centre notes, in a
        // phone's cell and a desktop's, at the smallest and largest note sizes.
        let cells = [
            Rect::new(10.0, 20.0, 44.0, 44.0),
            Rect::new(0.0, 0.0, 72.0, 72.0),
        ];
        let mut checked = 0u32;
        for cell in cells {
            for note_size in [cell.w * 0.27 * 0.85, cell.w * 0.32] {
                for coloured in [false, true] {
                    for corner_bits in 0u16..512 {
                        let corner = Digits::from_bits_truncate(corner_bits << 1);
                        for centre_bits in 0u16..512 {
                            let centre = Digits::from_bits_truncate(centre_bits << 1);
                            let at = places(cell, centre, corner, coloured, note_size);
                            let mut all = [Rect::default(); 19];
                            let mut len = 0;
                            let marks = at.colour.into_iter();
                            let notes = at.corner.iter().chain(at.centre.iter()).map(|(_, r)| r);
                            for r in marks.chain(notes) {
                                all[len] = r;
                                len += 1;
                            }
                            let boxes = &all[..len];
                            assert_eq!(
                                boxes.len(),
                                usize::from(coloured) + corner.len() + centre.len(),
                                "every mark has a place"
                            );
                            for (i, a) in boxes.iter().enumerate() {
                                assert!(inside(a, &cell), "{a:?} outside {cell:?}");
                                for b in &boxes[i + 1..] {
                                    assert!(
                                        !overlap(a, b),
                                        "{a:?} and {b:?}: corner {corner:?}, centre {centre:?}, colour {coloured}"
                                    );
                                }
                            }
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(checked, 2 * 2 * 2 * 512 * 512);
    }

    #[test]
    fn notes_keep_their_familiar_places_while_they_fit() {
        let cell = Rect::new(0.0, 0.0, 90.0, 90.0);
        let digits = |list: &[u8]| {
            list.iter()
                .map(|&d| Digit::new(d).unwrap())
                .collect::<Digits>()
        };
        // Centre notes alone: one line in the middle third, in order.
        let at = places(cell, digits(&[1, 5, 9]), Digits::EMPTY, false, 24.0);
        let spots: Vec<(u8, f32)> = at.centre.iter().map(|(d, r)| (d.get(), r.y)).collect();
        assert_eq!(spots, [(1, 30.0), (5, 30.0), (9, 30.0)]);
        // Four corner notes take the four corners, full size.
        let at = places(cell, Digits::EMPTY, digits(&[2, 4, 6, 8]), false, 24.0);
        let spots: Vec<(u8, (f32, f32))> = at
            .corner
            .iter()
            .map(|(d, r)| (d.get(), (r.x, r.y)))
            .collect();
        assert_eq!(
            spots,
            [
                (2, (0.0, 0.0)),
                (4, (60.0, 0.0)),
                (6, (0.0, 60.0)),
                (8, (60.0, 60.0))
            ]
        );
        assert_eq!(at.corner_scale, 1.0);
        // A colour keeps the bottom-left corner: the third corner note moves right of it, and
        // centre notes keep the middle line.
        let at = places(cell, digits(&[7]), digits(&[1, 3, 6]), true, 24.0);
        let shape = at.colour.unwrap();
        let six = at.corner.iter().find(|(d, _)| d.get() == 6).unwrap().1;
        assert!(six.x >= shape.right() && six.bottom() <= cell.bottom());
        let seven = at.centre.iter().next().unwrap().1;
        assert!(seven.y >= 30.0 && seven.bottom() <= 60.0, "{seven:?}");
    }
}
