//! A hint's step drawn on the board, candidate by candidate, from the roles the engine gives it
//! ([`peerless::logic::Roles`]): the units of the pattern outlined (a base unit solid, a cover
//! unit dashed), each candidate of the pattern on a fill of its role's colour and shape (a disc
//! for the pattern, a ringed disc for a fin, a ringed diamond for an endo fin, a square for a
//! pivot or a colouring's second colour), candidates the step removes in red and struck through, the digit it
//! places at a digit's size on a ringed disc that fills its cell, and the links of its chains as
//! lines between candidates (solid strong, dashed weak) ending in arrowheads. Every mark stays
//! inside its place, short of the cell's edges.
//!
//! In the cells the step concerns, the step draws the candidates itself, in their fixed places:
//! the player's notes where the cell has some, else the cell's real candidates, faintly (the
//! player keeps no notes there, and a pattern of candidates needs its candidates). Nothing here
//! allocates: the step's roles are read where they are.

use macroquad::prelude::{draw_line, draw_rectangle_lines, draw_triangle, vec2, Color};
use peerless::board::{Cell, Digit};
use peerless::game::CandidateStyle;
use peerless::logic::{Node, Role, UnitRole};
use peerless::rules::{Unit, UnitKind};
use peerless::sets::{CellSet, Digits};

use crate::app::layout::Rect;
use crate::app::render::marks;
use crate::app::render::paint::{self, color, color_alpha, Painter, TextStyle, DIGITS};
use crate::app::views::board::StepView;
use crate::app::views::theme::Rgb;

/// How a role is marked: its fill's colour, its shape, and whether a ring goes around it.
#[derive(Clone, Copy)]
enum Shape {
    Disc,
    Square,
    Diamond,
}

fn mark_of(role: Role, p: &Painter) -> (Rgb, Shape, bool) {
    let r = &p.palette.roles;
    match role {
        Role::Pattern | Role::Base | Role::Chain | Role::Pincer => (r.pattern, Shape::Disc, false),
        Role::Fin => (r.fin, Shape::Disc, true),
        Role::EndoFin => (r.fin, Shape::Diamond, true),
        Role::Pivot => (r.pivot, Shape::Square, false),
        Role::Color(k) if k % 2 == 0 => (r.colours[0], Shape::Disc, k >= 2),
        Role::Color(k) => (r.colours[1], Shape::Square, k >= 2),
        Role::Als(i) => (r.als[usize::from(i) % r.als.len()], Shape::Disc, false),
    }
}

/// The first part, under the digits: the units outlined, the sets' cells framed, and the
/// fills behind the pattern's candidates and the placed digit.
pub fn under(p: &Painter, v: &StepView) {
    let l = p.layout;
    let roles = &v.step.roles;
    let width = (2.5 * l.dp).max(2.0);
    for &(unit, role) in &roles.units {
        let r = unit_rect(p, unit).inset(width / 2.0 + l.dp);
        let rgb = match role {
            UnitRole::Cover => p.palette.roles.cover_unit,
            UnitRole::Base | UnitRole::House => p.palette.roles.base_unit,
        };
        if role == UnitRole::Cover {
            dashed_rect(r, width, color(rgb), 5.0 * l.dp);
        } else {
            draw_rectangle_lines(r.x, r.y, r.w, r.h, width, color(rgb));
        }
    }
    for (i, als) in roles.alses.iter().enumerate() {
        let rgb = p.palette.roles.als[i % p.palette.roles.als.len()];
        for cell in als.cells {
            let r = l.cell_rect(cell).inset(2.0 * l.dp);
            dashed_rect(r, (1.5 * l.dp).max(1.0), color_alpha(rgb, 0.9), 3.0 * l.dp);
        }
    }
    for &(candidate, role) in &roles.candidates {
        // A cell the step places a digit in shows that digit alone, on its disc: a
        // candidate's mark there would peek out at the disc's edge.
        if v.step.placements.iter().any(|c| c.cell == candidate.cell) {
            continue;
        }
        mark(p, v.sums, candidate.cell, candidate.digit, mark_of(role, p));
    }
    for candidate in &v.step.placements {
        // The digit the step places, at the size it will have: a ringed disc filling the cell.
        let r = l.cell_rect(candidate.cell);
        let (x, y) = r.center();
        let radius = r.w * PLACED_RADIUS;
        paint::disc(x, y, radius, color(p.palette.roles.placed));
        let ink = color(p.palette.given);
        let width = (1.5 * l.dp).max(1.0);
        paint::ring(x, y, radius - width, width, ink);
    }
}

/// Where a step draws `digit`'s candidate in `cell`: its fixed place, except in a cell that
/// holds a Killer cage's sum (`sums`), where the three rows of places share the height under
/// the sum ([`marks::sum_spot`]), each digit still in its column and row, rather than draw
/// the 1 over the sum or a row of digits that would read as one number beside it.
fn place(p: &Painter, sums: CellSet, cell: Cell, digit: Digit) -> Rect {
    let l = p.layout;
    if !sums.contains(cell) {
        return l.note_rect(cell, digit);
    }
    let g = marks::NoteGeometry::of(p, CandidateStyle::default());
    let area = l.note_area(cell);
    let top = marks::sum_spot(l.cell_rect(cell), &g).bottom();
    let (w, h) = (area.w / 3.0, (area.bottom() - top) / 3.0);
    let i = digit.index();
    Rect::new(area.x + (i % 3) as f32 * w, top + (i / 3) as f32 * h, w, h)
}

/// How large a step's candidates in `cell` are drawn, as a share of a note: a note's size
/// where its places are, smaller under a cage's sum, where the rows share less height.
fn place_scale(p: &Painter, sums: CellSet, cell: Cell) -> f32 {
    let l = p.layout;
    let fit = (l.note_place() / f32::from(p.sizes.note)).min(1.0);
    if !sums.contains(cell) {
        return fit;
    }
    let h = place(p, sums, cell, Digit::ALL[0]).h;
    // A digit's ink is three quarters of its size.
    fit.min(h / (0.75 * f32::from(p.sizes.note)))
}

/// How far a placed digit's disc reaches from the cell's centre, in cells: the whole digit
/// inside it, and a margin to the cell's edges.
const PLACED_RADIUS: f32 = 0.4;

/// How far a removed candidate's strike reaches each side of its place's centre, in places:
/// across the digit, short of the place's edges.
const STRIKE_HALF: f32 = 0.38;

/// How far a candidate's mark reaches from its place's centre, in places (a third of a cell):
/// short of the place's edges, so that marks stay inside their cell and apart from each other.
const MARK_RADIUS: f32 = 0.42;

/// The second part, over everything else on the board: the candidates of the cells the step
/// concerns, the removed ones struck out, and the chains' links.
pub fn over(p: &Painter, v: &StepView) {
    let l = p.layout;
    let pal = p.palette;
    let step = v.step;
    let size = p.sizes.note;
    for cell in v.cells() {
        // A candidate on its role's disc keeps its ink inside the disc, however large the
        // notes.
        let fit = place_scale(p, v.sums, cell);
        if let Some(placed) = step.placements.iter().find(|c| c.cell == cell) {
            // The placed digit alone, at a digit's size on its disc.
            let style = TextStyle::new(&p.fonts.bold, p.sizes.digit, color(pal.given));
            p.text(
                DIGITS[usize::from(placed.digit.get())],
                l.cell_rect(cell),
                style,
            );
            continue;
        }
        let (shown, own) = v.candidates(cell);
        // Candidates the step uses show even where the player's notes lack them.
        let mut used = Digits::EMPTY;
        for (candidate, _) in &step.roles.candidates {
            if candidate.cell == cell {
                let _ = used.insert(candidate.digit);
            }
        }
        for candidate in step.eliminations.iter().chain(&step.placements) {
            if candidate.cell == cell {
                let _ = used.insert(candidate.digit);
            }
        }
        let removed = |digit: Digit| {
            step.eliminations
                .iter()
                .any(|c| c.cell == cell && c.digit == digit)
        };
        for digit in shown | used {
            let (rgb, alpha) = if removed(digit) {
                (pal.conflict, 1.0)
            } else if used.contains(digit) {
                (pal.given, 1.0)
            } else if own {
                (pal.note, 1.0)
            } else {
                (pal.note, 0.55)
            };
            let style = TextStyle::new(&p.fonts.regular, size, color_alpha(rgb, alpha)).scale(fit);
            p.text(
                DIGITS[usize::from(digit.get())],
                place(p, v.sums, cell, digit),
                style,
            );
        }
    }
    // A removed candidate is its digit in red, struck through once, inside its own place: the
    // digit still reads, and nothing reaches the cell's edge or the units' outlines.
    let red = color(pal.conflict);
    let stroke = (1.5 * l.dp).max(1.2);
    for candidate in &step.eliminations {
        let r = place(p, v.sums, candidate.cell, candidate.digit);
        let (x, y) = r.center();
        let half = r.w.min(r.h) * STRIKE_HALF;
        draw_line(
            x - half,
            y + half * 0.6,
            x + half,
            y - half * 0.6,
            stroke,
            red,
        );
    }
    for chain in &step.roles.chains {
        for link in &chain.links {
            self::link(p, v.sums, link.from, link.to, link.strong);
        }
    }
}

/// A candidate's mark: a fill of `rgb` in `shape` behind its place, ringed when `ring`.
fn mark(p: &Painter, sums: CellSet, cell: Cell, digit: Digit, mark: (Rgb, Shape, bool)) {
    let (rgb, shape, ring) = mark;
    let l = p.layout;
    let r = place(p, sums, cell, digit);
    let (x, y) = r.center();
    let radius = r.w.min(r.h) * MARK_RADIUS;
    let c = color(rgb);
    match shape {
        Shape::Disc => paint::disc(x, y, radius, c),
        Shape::Square => {
            let half = radius * 0.9;
            p.fill(Rect::new(x - half, y - half, 2.0 * half, 2.0 * half), c);
        }
        Shape::Diamond => paint::polygon(x, y, 4, radius * 1.1, 0.0, c),
    }
    if ring {
        let ink = color(p.palette.given);
        let width = (1.2 * l.dp).max(1.0);
        paint::ring(x, y, radius - width, width, ink);
    }
}

/// The rectangle of a unit on the board.
fn unit_rect(p: &Painter, unit: Unit) -> Rect {
    let l = p.layout;
    let b = l.board;
    let n = unit.number() as f32;
    match unit.kind() {
        UnitKind::Row => Rect::new(b.x, b.y + n * l.cell, b.w, l.cell),
        UnitKind::Column => Rect::new(b.x + n * l.cell, b.y, l.cell, b.h),
        UnitKind::Box => Rect::new(
            b.x + (n % 3.0) * 3.0 * l.cell,
            b.y + (n / 3.0).floor() * 3.0 * l.cell,
            3.0 * l.cell,
            3.0 * l.cell,
        ),
    }
}

/// Where a node sits: a candidate's place, or the middle of a group's places. Returns the point
/// and how far from it a line should stop.
fn node_point(p: &Painter, sums: CellSet, node: Node) -> (f32, f32, f32) {
    let l = p.layout;
    let digit = node.digit();
    let (mut x, mut y, mut n) = (0.0, 0.0, 0.0);
    let (mut left, mut top, mut right, mut bottom) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for cell in node.cells() {
        let r = place(p, sums, cell, digit);
        let (cx, cy) = r.center();
        x += cx;
        y += cy;
        n += 1.0;
        left = left.min(r.x);
        top = top.min(r.y);
        right = right.max(r.right());
        bottom = bottom.max(r.bottom());
    }
    if n == 0.0 {
        return (0.0, 0.0, 0.0);
    }
    let third = l.cell / 3.0;
    if n > 1.0 {
        // A group: framed, so the player sees which candidates act as one.
        let frame = Rect::new(left, top, right - left, bottom - top);
        let width = (1.5 * l.dp).max(1.0);
        draw_rectangle_lines(
            frame.x,
            frame.y,
            frame.w,
            frame.h,
            width,
            color(p.palette.roles.link),
        );
        return (x / n, y / n, 0.0);
    }
    (x, y, third * 0.5)
}

/// A chain's link from `from` to `to`: solid when strong, dashed when weak, with an arrowhead
/// where it arrives.
fn link(p: &Painter, sums: CellSet, from: Node, to: Node, strong: bool) {
    let l = p.layout;
    let (x1, y1, r1) = node_point(p, sums, from);
    let (x2, y2, r2) = node_point(p, sums, to);
    let (dx, dy) = (x2 - x1, y2 - y1);
    let length = (dx * dx + dy * dy).sqrt();
    if length <= r1 + r2 + 1.0 {
        return;
    }
    let (ux, uy) = (dx / length, dy / length);
    let (ax, ay) = (x1 + ux * r1, y1 + uy * r1);
    let (bx, by) = (x2 - ux * r2, y2 - uy * r2);
    let c = color(p.palette.roles.link);
    let width = if strong {
        (2.0 * l.dp).max(1.5)
    } else {
        (1.5 * l.dp).max(1.0)
    };
    let head = (6.0 * l.dp).max(4.0).min(length * 0.4);
    // The line stops where the arrowhead starts.
    let (ex, ey) = (bx - ux * head, by - uy * head);
    if strong {
        draw_line(ax, ay, ex, ey, width, c);
    } else {
        dashed_line(ax, ay, ex, ey, width, c, 4.0 * l.dp);
    }
    let (nx, ny) = (-uy * head * 0.5, ux * head * 0.5);
    draw_triangle(
        vec2(bx, by),
        vec2(ex + nx, ey + ny),
        vec2(ex - nx, ey - ny),
        c,
    );
}

/// A dashed line: dashes of `dash` with gaps as long.
fn dashed_line(x1: f32, y1: f32, x2: f32, y2: f32, width: f32, c: Color, dash: f32) {
    let (dx, dy) = (x2 - x1, y2 - y1);
    let length = (dx * dx + dy * dy).sqrt();
    if length <= 0.0 || dash <= 0.0 {
        return;
    }
    let (ux, uy) = (dx / length, dy / length);
    let mut at = 0.0;
    while at < length {
        let end = (at + dash).min(length);
        draw_line(
            x1 + ux * at,
            y1 + uy * at,
            x1 + ux * end,
            y1 + uy * end,
            width,
            c,
        );
        at += 2.0 * dash;
    }
}

/// A dashed rectangle's outline.
fn dashed_rect(r: Rect, width: f32, c: Color, dash: f32) {
    dashed_line(r.x, r.y, r.right(), r.y, width, c, dash);
    dashed_line(r.right(), r.y, r.right(), r.bottom(), width, c, dash);
    dashed_line(r.right(), r.bottom(), r.x, r.bottom(), width, c, dash);
    dashed_line(r.x, r.bottom(), r.x, r.y, width, c, dash);
}
