//! Drawing the player's marks besides digits: cell colours, each with a shape of its own so it
//! reads without its hue (for colour-blind players, and in greyscale), the candidates, and
//! corner notes.
//!
//! Where each goes is [`places`]' pure geometry, and no two ever overlap (a test tries every
//! colour, corner-note and candidate combination, in both styles). Every note keeps inside the
//! cell's note area, clear of the lines ([`Layout::note_area`](crate::app::layout::Layout::note_area)).
//!
//! The candidates are drawn in one of two ways, by the player's setting. In their fixed places
//! (the default): each small in its place of a 3x3 grid, 1 top left to 9 bottom right, as most
//! players know them, at one size however many there are; a coloured cell's shape takes the
//! first free place of its corners (bottom left first), then of the others. Or centred, as
//! SudokuPad's centre notes: one line across the middle, a little larger than a note while there
//! are few, smaller as more are added but never under 12 dp: a line that would be wraps to two.
//! A cell that also holds corner notes, or whose nine places are all taken when it has a colour,
//! draws its candidates centred whatever the setting, on one line in the middle third, as
//! SudokuPad does. Corner notes take the top and bottom thirds: the first half of them (rounded
//! up) along the top, the rest along the bottom, from the corners inwards (one and two go to the
//! top corners, three and four to the bottom ones), closing up when a row holds more than
//! three. A colour's shape, where the candidates are centred, keeps the bottom-left corner, and
//! the bottom row of corner notes starts after it.

use macroquad::prelude::{draw_line, draw_rectangle, draw_triangle, vec2};
use peerless::board::{Cell, Digit};
use peerless::game::{CandidateStyle, Colour};
use peerless::sets::{CellSet, Digits};

use crate::app::layout::Rect;
use crate::app::render::paint::{self, color, color_alpha, Painter, DIGITS};
use crate::app::views::board::BoardView;
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

    /// The box of `digit`, if it has one.
    pub fn of(&self, digit: Digit) -> Option<Rect> {
        self.iter().find(|&(d, _)| d == digit).map(|(_, r)| r)
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
    /// The candidates' boxes.
    pub centre: Spots,
    /// How much larger or smaller than a note the candidates are drawn (1: a note's size).
    pub centre_scale: f32,
}

/// What the notes of every cell are laid out by: the layout's and the player's, fixed while
/// the window keeps its size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NoteGeometry {
    /// How far notes keep from the cell's edges
    /// ([`Layout::note_inset`](crate::app::layout::Layout::note_inset)).
    pub inset: f32,
    /// The notes' text size, in pixels.
    pub size: f32,
    /// The smallest a note is drawn (12 dp), where the cell has the room.
    pub min: f32,
    /// How the candidates are drawn.
    pub style: CandidateStyle,
}

impl NoteGeometry {
    /// The geometry of the painter's layout and sizes, with the candidates drawn in `style`.
    pub fn of(p: &Painter, style: CandidateStyle) -> NoteGeometry {
        let l = p.layout;
        NoteGeometry {
            inset: l.note_inset(),
            size: f32::from(p.sizes.note),
            min: (crate::app::layout::text::NOTE_MIN_DP * l.dp).min(f32::from(p.sizes.note)),
            style,
        }
    }
}

/// How much larger than a note a line of few centred candidates is drawn.
const CENTRE_MAX_SCALE: f32 = 1.15;

/// The distance from one digit to the next on a line, in the digit's size: the face's
/// tabular advance (measured from the font by `screens/fits.rs`).
pub const DIGIT_ADVANCE: f32 = 0.648;

/// The closest two digits of a line may stand, in the digit's size: a digit's ink (0.54) and a
/// hair between.
pub const DIGIT_TIGHT: f32 = 0.57;

/// The height of a wrapped line of candidates, in their size: a digit's ink is 0.75 of it.
const LINE_HEIGHT: f32 = 0.8;

/// The order a coloured cell's shape looks for a free place in, where the candidates keep
/// their places: the corners, bottom left first (where a shape sits in a cell without notes),
/// then the edges' middles and the centre.
const SHAPE_PLACES: [u8; 9] = [7, 9, 1, 3, 4, 6, 2, 8, 5];

/// The box of a coloured cell's shape where the candidates do not keep their places: the
/// bottom-left corner of the note area `area` of a cell `side` wide.
fn corner_spot(area: Rect, cell: f32) -> Rect {
    let side = cell * 0.2;
    Rect::new(area.x, area.bottom() - side, side, side)
}

/// The box of a coloured cell's shape in a cell without notes (a digit's, or an empty one):
/// its bottom-left corner, clear of the lines.
pub fn colour_spot(r: Rect, g: &NoteGeometry) -> Rect {
    corner_spot(r.inset(g.inset), r.w)
}

/// The fixed place of `digit` in the note area `area`: a third of it each way.
fn fixed_place(area: Rect, digit: Digit) -> Rect {
    let third = area.w / 3.0;
    let i = digit.index();
    Rect::new(
        area.x + (i % 3) as f32 * third,
        area.y + (i / 3) as f32 * third,
        third,
        third,
    )
}

/// Where a Killer cage's sum goes in the cell at `r` that holds it: the note area's top-left
/// corner, as wide as two digits at a note's size and as high as a note's place. The notes
/// keep out of it (see [`places`]) and the cage's outline starts past it.
pub fn sum_spot(r: Rect, g: &NoteGeometry) -> Rect {
    let area = r.inset(g.inset);
    let third = area.w / 3.0;
    let w = (2.0 * DIGIT_ADVANCE * g.size).min(area.w / 2.0);
    Rect::new(area.x, area.y, w, third)
}

/// Where the marks of a cell at `r` go: its candidates (`centre`) and corner notes and, when
/// `coloured`, its colour's shape, by the geometry `g`; in a Killer cage's first cell
/// (`sum`), clear of the cage's sum in its top-left corner ([`sum_spot`]): the candidates
/// centred there (their fixed 1 would sit under the sum) and the top corner notes after it.
pub fn places(
    r: Rect,
    centre: Digits,
    corner: Digits,
    coloured: bool,
    sum: bool,
    g: &NoteGeometry,
) -> Places {
    let area = r.inset(g.inset);
    let mut places = Places {
        corner_scale: 1.0,
        centre_scale: 1.0,
        ..Places::default()
    };
    // In their fixed places, unless corner notes or a cage's sum share the cell or a colour's
    // shape finds no free place.
    if g.style == CandidateStyle::Places && corner.is_empty() && !sum {
        let free = SHAPE_PLACES
            .iter()
            .filter_map(|&d| Digit::new(d))
            .find(|&d| !centre.contains(d));
        if !coloured || free.is_some() {
            if let (true, Some(digit)) = (coloured, free) {
                let place = fixed_place(area, digit);
                places.colour = Some(place.inset(place.w * 0.12));
            }
            for digit in centre {
                places.centre.push(digit, fixed_place(area, digit));
            }
            return places;
        }
    }
    places.colour = coloured.then(|| corner_spot(area, r.w));
    let third = area.w / 3.0;
    // Corner notes: the first half (rounded up) along the top, the rest along the bottom, after
    // the colour's shape.
    let count = corner.len();
    let top = count.div_ceil(2);
    let bottom_left = places
        .colour
        .map_or(area.x, |spot| spot.right() + r.w * 0.03);
    let top_left = if sum {
        sum_spot(r, g).right() + r.w * 0.03
    } else {
        area.x
    };
    let rows = [(top_left, top, true), (bottom_left, count - top, false)];
    let mut digits = corner.into_iter();
    for (left, in_row, at_top) in rows {
        if in_row == 0 {
            continue;
        }
        let room = area.right() - left;
        let side = third.min(room / in_row as f32);
        places.corner_scale = places.corner_scale.min(side / third);
        let step = if in_row > 1 {
            (room - side) / (in_row - 1) as f32
        } else {
            0.0
        };
        let y = if at_top { area.y } else { area.bottom() - side };
        for i in 0..in_row {
            if let Some(digit) = digits.next() {
                places
                    .corner
                    .push(digit, Rect::new(left + i as f32 * step, y, side, side));
            }
        }
    }
    let ceiling = if sum { sum_spot(r, g).bottom() } else { area.y };
    centred(&mut places, area, ceiling, centre, !corner.is_empty(), g);
    places
}

/// The candidates centred, as SudokuPad's centre notes: one line across the middle third,
/// larger while there are few; a line that would fall under the smallest size wraps to two
/// (not beside corner notes, `beside_corner`, which keep the top and bottom thirds: there the
/// one line shrinks to fit); two lines keep below `ceiling` (a cage's sum).
fn centred(
    places: &mut Places,
    area: Rect,
    ceiling: f32,
    centre: Digits,
    beside_corner: bool,
    g: &NoteGeometry,
) {
    let n = centre.len();
    if n == 0 {
        return;
    }
    let third = area.w / 3.0;
    let one = (g.size * CENTRE_MAX_SCALE)
        .min(area.w / (n as f32 * DIGIT_ADVANCE))
        .min(third / LINE_HEIGHT);
    if beside_corner || n == 1 || one >= g.min {
        places.centre_scale = one / g.size;
        let pitch = one * DIGIT_ADVANCE;
        let mut x = area.x + (area.w - pitch * n as f32) / 2.0;
        for digit in centre {
            places
                .centre
                .push(digit, Rect::new(x, area.y + third, pitch, third));
            x += pitch;
        }
        return;
    }
    // Two lines, the first the longer: at the note's size while it fits, else smaller down
    // to the smallest, closer together first.
    let per = n.div_ceil(2);
    let mut size = g.size.min(area.w / (per as f32 * DIGIT_ADVANCE));
    let mut pitch = size * DIGIT_ADVANCE;
    if size < g.min {
        size = g.min.min(area.w / (per as f32 * DIGIT_TIGHT));
        pitch = (size * DIGIT_ADVANCE).min(area.w / per as f32);
    }
    // Above a colour's shape, where the cell has one.
    let bottom = places.colour.map_or(area.bottom(), |spot| spot.y);
    let room = bottom - ceiling;
    let mut line = size * LINE_HEIGHT;
    if 2.0 * line > room {
        line = room / 2.0;
        size = size.min(line / LINE_HEIGHT);
        pitch = pitch.min(area.w / per as f32);
    }
    places.centre_scale = size / g.size;
    let top = (area.y + area.h / 2.0 - line).clamp(ceiling, (bottom - 2.0 * line).max(ceiling));
    let mut digits = centre.into_iter();
    for (row, count) in [per, n - per].into_iter().enumerate() {
        let mut x = area.x + (area.w - pitch * count as f32) / 2.0;
        let y = top + row as f32 * line;
        for digit in digits.by_ref().take(count) {
            places.centre.push(digit, Rect::new(x, y, pitch, line));
            x += pitch;
        }
    }
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

/// Draws each coloured cell's shape, small: in an empty cell where [`places`] puts it, else in
/// its bottom-left corner; not in the cells of `skip` (a hint's step draws its candidates
/// there, in all nine places).
pub fn shapes(p: &Painter, v: &BoardView, skip: CellSet) {
    let g = NoteGeometry::of(p, v.style);
    for cell in Cell::ALL {
        let Some(colour) = v.colours[cell.index()] else {
            continue;
        };
        if skip.contains(cell) {
            continue;
        }
        let r = p.layout.cell_rect(cell);
        let i = cell.index();
        let spot = if v.board.get(cell).is_none() {
            places(
                r,
                v.notes[i],
                v.corner[i],
                true,
                v.sum_cells().contains(cell),
                &g,
            )
            .colour
        } else {
            None
        };
        let spot = spot.unwrap_or_else(|| colour_spot(r, &g));
        shape(colour, spot, p.palette.given, 0.85);
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
pub fn notes(
    p: &Painter,
    g: &NoteGeometry,
    cell: Cell,
    centre: Digits,
    corner: Digits,
    coloured: bool,
    sum: bool,
) {
    let pal = p.palette;
    let r = p.layout.cell_rect(cell);
    let at = places(r, centre, corner, coloured, sum, g);
    for (digit, spot) in at.corner.iter() {
        digit_at(p, spot, digit, pal.accent, 0.9 * at.corner_scale);
    }
    for (digit, spot) in at.centre.iter() {
        digit_at(p, spot, digit, pal.note, at.centre_scale);
    }
}

/// The disc the same-digit highlight puts behind `digit` among a cell's notes placed `at`
/// (by [`places`]), if they hold it, as its centre and radius: behind the candidate where it
/// is drawn (its fixed place, or its place on the centred line), else behind its corner note;
/// as wide as a note's place, and never narrower than the digit drawn there.
pub fn note_disc(g: &NoteGeometry, at: &Places, digit: Digit) -> Option<(f32, f32, f32)> {
    let (spot, scale) = match at.centre.of(digit) {
        Some(spot) => (spot, at.centre_scale),
        None => (at.corner.of(digit)?, 0.9 * at.corner_scale),
    };
    let (x, y) = spot.center();
    let radius = spot.w.min(spot.h).max(0.85 * g.size * scale) / 2.0;
    Some((x, y, radius))
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

    fn digits(list: &[u8]) -> Digits {
        list.iter().map(|&d| Digit::new(d).unwrap()).collect()
    }

    /// A phone's cell (38 dp at 2.75 pixels a dp) and its geometry, as `NoteGeometry::of`
    /// makes it for the layout: the notes at their smallest, 12 dp.
    fn phone(style: CandidateStyle) -> (Rect, NoteGeometry) {
        let dp = 2.75;
        let cell = Rect::new(10.0, 20.0, 38.0 * dp, 38.0 * dp);
        let g = NoteGeometry {
            inset: (cell.w * 0.04).max(1.5 * dp),
            size: 12.0 * dp,
            min: 12.0 * dp,
            style,
        };
        (cell, g)
    }

    #[test]
    fn centred_candidates_wrap_to_two_lines_rather_than_shrink_under_12_dp() {
        // The players' report: Auto's 345689 on one shrinking line, about 7 px tall.
        let (cell, g) = phone(CandidateStyle::Centred);
        let area = cell.inset(g.inset);
        for n in 1..=9u8 {
            let centre = digits(&(1..=n).collect::<Vec<u8>>());
            let at = places(cell, centre, Digits::EMPTY, false, false, &g);
            let size = g.size * at.centre_scale;
            assert!(size >= g.min - 1e-3, "{n} candidates at {size} px");
            let spots: Vec<Rect> = at.centre.iter().map(|(_, r)| r).collect();
            let mut lines: Vec<f32> = spots.iter().map(|r| r.y).collect();
            lines.dedup();
            assert_eq!(lines.len(), if n <= 4 { 1 } else { 2 }, "{n}: {spots:?}");
            // Each line centred across the cell.
            for y in lines {
                let line: Vec<&Rect> = spots.iter().filter(|r| r.y == y).collect();
                let left = line[0].x - area.x;
                let right = area.right() - line[line.len() - 1].right();
                assert!((left - right).abs() < 1e-3, "{n}: {left} {right}");
            }
        }
        // A few are a little larger than a note.
        let at = places(cell, digits(&[1, 9]), Digits::EMPTY, false, false, &g);
        assert!(at.centre_scale > 1.0);
    }

    #[test]
    fn candidates_keep_their_fixed_places_at_one_size() {
        let (cell, g) = phone(CandidateStyle::Places);
        let area = cell.inset(g.inset);
        for centre in [digits(&[5]), digits(&[3, 4, 5, 6, 8, 9]), Digits::ALL] {
            let at = places(cell, centre, Digits::EMPTY, false, false, &g);
            assert_eq!(at.centre_scale, 1.0, "one size however many");
            for (digit, spot) in at.centre.iter() {
                assert_eq!(spot, fixed_place(area, digit));
            }
            assert_eq!(at.centre.iter().count(), centre.len());
        }
        let at = places(cell, Digits::ALL, Digits::EMPTY, false, false, &g);
        let one = at.centre.of(Digit::new(1).unwrap()).unwrap();
        let nine = at.centre.of(Digit::new(9).unwrap()).unwrap();
        assert_eq!((one.x, one.y), (area.x, area.y), "1 top left");
        assert!((nine.right() - area.right()).abs() < 1e-3, "9 bottom right");
        assert!((nine.bottom() - area.bottom()).abs() < 1e-3);
        // A colour's shape takes the first free corner, bottom left first.
        let at = places(cell, digits(&[1, 7, 8]), Digits::EMPTY, true, false, &g);
        let shape = at.colour.unwrap();
        let nine_place = fixed_place(area, Digit::new(9).unwrap());
        assert!(inside(&shape, &nine_place), "{shape:?} in 9's place");
        // Beside corner notes, or with every place taken and a colour, they are centred.
        for (centre, corner, coloured) in [
            (digits(&[2, 4]), digits(&[1]), false),
            (Digits::ALL, Digits::EMPTY, true),
        ] {
            let at = places(cell, centre, corner, coloured, false, &g);
            let two = at.centre.of(Digit::new(2).unwrap()).unwrap();
            assert_ne!(two, fixed_place(area, Digit::new(2).unwrap()));
        }
    }

    #[test]
    fn no_mark_or_note_covers_another_whatever_a_cell_holds() {
        // Every colour (or none), every set of corner notes and every set of candidates, in
        // both styles, in a desktop's small cell and a phone's, at the smallest and largest
        // note sizes; every box inside the note area, and each note's ink inside its box.
        let cells = [
            (Rect::new(10.0, 20.0, 44.0, 44.0), 1.0),
            (phone(CandidateStyle::Places).0, 2.75),
        ];
        let mut checked = 0u32;
        for (cell, dp) in cells {
            let inset = (cell.w * 0.04).max(1.5 * dp);
            let place = (cell.w - 2.0 * inset) / 3.0;
            let min = 12.0 * dp;
            for size in [min, place * crate::app::layout::text::NOTE_IN_PLACE] {
                for style in CandidateStyle::ALL {
                    let g = NoteGeometry {
                        inset,
                        size,
                        min,
                        style,
                    };
                    let area = cell.inset(inset);
                    for (coloured, sum) in
                        [(false, false), (true, false), (false, true), (true, true)]
                    {
                        for corner_bits in 0u16..512 {
                            let corner = Digits::from_bits_truncate(corner_bits << 1);
                            for centre_bits in 0u16..512 {
                                let centre = Digits::from_bits_truncate(centre_bits << 1);
                                let at = places(cell, centre, corner, coloured, sum, &g);
                                let mut all = [Rect::default(); 20];
                                let mut len = 0;
                                let sum_spot = sum.then(|| sum_spot(cell, &g));
                                let marks = at.colour.into_iter().chain(sum_spot);
                                let notes =
                                    at.corner.iter().chain(at.centre.iter()).map(|(_, r)| r);
                                for r in marks.chain(notes) {
                                    all[len] = r;
                                    len += 1;
                                }
                                let boxes = &all[..len];
                                assert_eq!(
                                    boxes.len(),
                                    usize::from(coloured)
                                        + usize::from(sum)
                                        + corner.len()
                                        + centre.len(),
                                    "every mark has a place"
                                );
                                for (i, a) in boxes.iter().enumerate() {
                                    assert!(inside(a, &area), "{a:?} outside {area:?}");
                                    for b in &boxes[i + 1..] {
                                        assert!(
                                            !overlap(a, b),
                                            "{a:?} and {b:?}: corner {corner:?}, centre {centre:?}, colour {coloured}, sum {sum}, {style:?}"
                                        );
                                    }
                                }
                                let ink = |r: Rect, scale: f32| {
                                    let s = size * scale;
                                    r.w >= 0.54 * s - 1e-3 && r.h >= 0.75 * s - 1e-3
                                };
                                assert!(
                                    at.centre.iter().all(|(_, r)| ink(r, at.centre_scale)),
                                    "{centre:?} {corner:?} {coloured} {style:?} {size}: {at:?}"
                                );
                                assert!(at
                                    .corner
                                    .iter()
                                    .all(|(_, r)| ink(r, 0.9 * at.corner_scale)));
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert_eq!(checked, 2 * 2 * 2 * 4 * 512 * 512);
    }

    #[test]
    fn corner_notes_keep_their_familiar_places_while_they_fit() {
        let cell = Rect::new(0.0, 0.0, 90.0, 90.0);
        let g = NoteGeometry {
            inset: 3.6,
            size: 24.0,
            min: 12.0,
            style: CandidateStyle::Centred,
        };
        let area = cell.inset(g.inset);
        let third = area.w / 3.0;
        // Centred candidates alone: one line in the middle third, in order.
        let at = places(cell, digits(&[1, 5, 9]), Digits::EMPTY, false, false, &g);
        let spots: Vec<u8> = at.centre.iter().map(|(d, _)| d.get()).collect();
        assert_eq!(spots, [1, 5, 9]);
        assert!(at
            .centre
            .iter()
            .all(|(_, r)| (r.y - (area.y + third)).abs() < 1e-3));
        // Four corner notes take the four corners, full size.
        let at = places(cell, Digits::EMPTY, digits(&[2, 4, 6, 8]), false, false, &g);
        let spots: Vec<(u8, (f32, f32))> = at
            .corner
            .iter()
            .map(|(d, r)| (d.get(), (r.x, r.y)))
            .collect();
        let (near, far) = (area.x, area.right() - third);
        assert_eq!(
            spots,
            [
                (2, (near, near)),
                (4, (far, near)),
                (6, (near, far)),
                (8, (far, far))
            ]
        );
        assert_eq!(at.corner_scale, 1.0);
        // A colour keeps the bottom-left corner: the third corner note moves right of it, and
        // the candidates keep the middle line.
        let at = places(cell, digits(&[7]), digits(&[1, 3, 6]), true, false, &g);
        let shape = at.colour.unwrap();
        let six = at.corner.of(Digit::new(6).unwrap()).unwrap();
        assert!(six.x >= shape.right() && six.bottom() <= area.bottom());
        let seven = at.centre.iter().next().unwrap().1;
        assert!(seven.y >= area.y + third - 1e-3 && seven.bottom() <= area.y + 2.0 * third + 1e-3);
    }
}
