//! The drawing toolkit: a [`Painter`] that fills rectangles, rounded and anti-aliased or
//! square, and places text by a [`TextStyle`], colours from the palette, the shapes macroquad
//! lacks (circles without an allocation, chevrons), and text wrapped into lines by the
//! layout's breaking rule.

use std::cell::RefCell;
use std::ops::Range;

use macroquad::models::{draw_mesh, Mesh, Vertex};
use macroquad::prelude::{
    draw_line, draw_rectangle, draw_text_ex, draw_triangle, measure_text, vec2, Color, Font,
    TextParams,
};

use crate::app::layout::text::{wrap_measured, Align, Sizes};
use crate::app::layout::{Layout, Rect};
use crate::app::render::fonts::Fonts;
use crate::app::views::icons::Icon;
use crate::app::views::theme::{Palette, Rgb, CARD_RADIUS_DP, RADIUS_DP, SHADOW};

/// How many sides a circle is drawn with: smooth at the sizes a cell or a calendar day has.
const CIRCLE_SIDES: usize = 32;

/// Fills a regular polygon of `sides` around (`x`, `y`), its corners `radius` away, the first
/// at `rotation` radians from the right. Drawn as triangles: macroquad's own `draw_poly` (and
/// so `draw_circle`) allocates two vectors a call, which a frame that only redraws must not.
pub fn polygon(x: f32, y: f32, sides: usize, radius: f32, rotation: f32, c: Color) {
    let corner = |i: usize| {
        let angle = rotation + i as f32 * std::f32::consts::TAU / sides as f32;
        vec2(x + radius * angle.cos(), y + radius * angle.sin())
    };
    let centre = vec2(x, y);
    for i in 0..sides {
        draw_triangle(centre, corner(i), corner(i + 1), c);
    }
}

/// Fills a circle (see [`polygon`]).
pub fn disc(x: f32, y: f32, radius: f32, c: Color) {
    polygon(x, y, CIRCLE_SIDES, radius, 0.0, c);
}

/// A circle's outline from `radius` out to `radius + thickness`, as macroquad's
/// `draw_circle_lines` draws it, allocating nothing.
pub fn ring(x: f32, y: f32, radius: f32, thickness: f32, c: Color) {
    let point = |i: usize, r: f32| {
        let angle = i as f32 * std::f32::consts::TAU / CIRCLE_SIDES as f32;
        vec2(x + r * angle.cos(), y + r * angle.sin())
    };
    let outer = radius + thickness;
    for i in 0..CIRCLE_SIDES {
        let (a, b) = (point(i, radius), point(i + 1, radius));
        let (c1, d) = (point(i, outer), point(i + 1, outer));
        draw_triangle(a, b, c1, c);
        draw_triangle(b, d, c1, c);
    }
}

/// A chevron pointing left (`<`) or right (`>`), centred at `(x, y)`, `size` tall: drawn with
/// lines, so it shows whatever glyphs the font has.
pub fn chevron(x: f32, y: f32, size: f32, left: bool, thickness: f32, c: Color) {
    let half = size / 2.0;
    let reach = if left { -half * 0.5 } else { half * 0.5 };
    let (tip_x, back_x) = (x + reach, x - reach);
    draw_line(back_x, y - half, tip_x, y, thickness, c);
    draw_line(tip_x, y, back_x, y + half, thickness, c);
}

/// How many segments each corner of a rounded rectangle is drawn with: smooth at a button's
/// radius on a dense phone screen.
const CORNER_SEGMENTS: usize = 8;

/// The points around a rounded rectangle.
const ROUND_POINTS: usize = 4 * (CORNER_SEGMENTS + 1);

/// The one mesh rounded shapes are built in, its room kept from one shape to the next so that
/// drawing allocates nothing once the first is drawn.
pub struct Shapes {
    mesh: RefCell<Mesh>,
}

impl Default for Shapes {
    fn default() -> Shapes {
        Shapes {
            mesh: RefCell::new(Mesh {
                vertices: Vec::with_capacity(1 + 2 * ROUND_POINTS),
                indices: Vec::with_capacity(9 * ROUND_POINTS),
                texture: None,
            }),
        }
    }
}

impl Shapes {
    /// Fills `r` with its corners rounded to `radius` (at most half its shorter side), its
    /// edge anti-aliased: a fan of triangles inside, and a band `feather` wide across the
    /// edge that fades from `c` to clear, so the edge falls between pixels smoothly on any
    /// screen, with no multisampling.
    pub fn round(&self, r: Rect, radius: f32, feather: f32, c: Color) {
        if r.w <= 0.0 || r.h <= 0.0 {
            return;
        }
        let radius = radius.clamp(0.0, r.w.min(r.h) / 2.0);
        // Each corner's points: at the edge less half the feather, in the shape's colour, and
        // at the edge plus half, clear.
        let (inner, outer) = ((radius - feather / 2.0).max(0.0), radius + feather / 2.0);
        let clear = Color { a: 0.0, ..c };
        let mut mesh = self.mesh.borrow_mut();
        let Mesh {
            vertices, indices, ..
        } = &mut *mesh;
        vertices.clear();
        indices.clear();
        let (cx, cy) = r.center();
        vertices.push(Vertex::new(cx, cy, 0.0, 0.0, 0.0, c));
        // The corners clockwise from the top-left, each a quarter turn from its start angle.
        let corners = [
            (r.x + radius, r.y + radius, 0.5),
            (r.right() - radius, r.y + radius, 0.75),
            (r.right() - radius, r.bottom() - radius, 0.0),
            (r.x + radius, r.bottom() - radius, 0.25),
        ];
        for (x, y, turn) in corners {
            for step in 0..=CORNER_SEGMENTS {
                let angle =
                    (turn + 0.25 * step as f32 / CORNER_SEGMENTS as f32) * std::f32::consts::TAU;
                let (dx, dy) = (angle.cos(), angle.sin());
                vertices.push(Vertex::new(
                    x + dx * inner,
                    y + dy * inner,
                    0.0,
                    0.0,
                    0.0,
                    c,
                ));
                vertices.push(Vertex::new(
                    x + dx * outer,
                    y + dy * outer,
                    0.0,
                    0.0,
                    0.0,
                    clear,
                ));
            }
        }
        for i in 0..ROUND_POINTS {
            let j = (i + 1) % ROUND_POINTS;
            let (inner_i, outer_i) = (1 + 2 * i as u16, 2 + 2 * i as u16);
            let (inner_j, outer_j) = (1 + 2 * j as u16, 2 + 2 * j as u16);
            indices.extend_from_slice(&[0, inner_i, inner_j]);
            indices.extend_from_slice(&[inner_i, outer_i, inner_j, inner_j, outer_i, outer_j]);
        }
        draw_mesh(&mesh);
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

/// How a piece of text looks: font, size, colour, where it sits in its box, and a scale for
/// effects (the win's title grows in) that keeps the glyph cache at its few sizes.
#[derive(Clone, Copy)]
pub struct TextStyle<'a> {
    /// The font.
    pub font: &'a Font,
    /// The size in pixels, one of the layout's [`Sizes`].
    pub size: u16,
    /// The colour.
    pub color: Color,
    /// Where the text sits in its box.
    pub align: Align,
    /// A scale on top of the size (1 for plain text).
    pub scale: f32,
}

impl<'a> TextStyle<'a> {
    /// Centred text at its plain size.
    pub fn new(font: &'a Font, size: u16, color: Color) -> TextStyle<'a> {
        TextStyle {
            font,
            size,
            color,
            align: Align::Center,
            scale: 1.0,
        }
    }

    /// The same style placed by `align`.
    pub fn align(self, align: Align) -> TextStyle<'a> {
        TextStyle { align, ..self }
    }

    /// The same style at opacity `alpha` (a dimmed button, a finished digit).
    pub fn alpha(mut self, alpha: f32) -> TextStyle<'a> {
        self.color.a = alpha.clamp(0.0, 1.0);
        self
    }

    /// The same style scaled by `scale`.
    pub fn scale(self, scale: f32) -> TextStyle<'a> {
        TextStyle { scale, ..self }
    }
}

/// What one frame draws with.
#[derive(Clone, Copy)]
pub struct Painter<'a> {
    /// The fonts.
    pub fonts: &'a Fonts,
    /// The colours.
    pub palette: &'a Palette,
    /// The positions.
    pub layout: &'a Layout,
    /// The text sizes.
    pub sizes: &'a Sizes,
    /// The mesh rounded shapes are built in.
    pub shapes: &'a Shapes,
    /// A glyph pass: texts are measured and their glyphs cached, not drawn (the caller
    /// discards whatever else was queued).
    pub glyphs_only: bool,
}

impl crate::app::layout::places::Measure for Painter<'_> {
    fn width(&self, text: &str, bold: bool, size: u16) -> f32 {
        let font = if bold {
            &self.fonts.bold
        } else {
            &self.fonts.regular
        };
        self.measure(font, text, size, 1.0)
    }
}

impl<'a> Painter<'a> {
    /// A card's shape: raised by the theme's shadow in the light theme, outlined in the dark one.
    pub fn card(&self, r: Rect) {
        let (p, pal, l) = (self, self.palette, self.layout);
        let radius = CARD_RADIUS_DP * l.dp;
        if pal.dark {
            let edge = l.dp.max(1.0);
            p.round_outline(r, radius, edge, color(pal.thin_line), color(pal.button));
        } else {
            // Two soft layers below the card, the wider fainter.
            for (spread, alpha) in SHADOW {
                let s = spread * l.dp;
                let shadow = Rect::new(r.x - s, r.y, r.w + 2.0 * s, r.h + 2.0 * s);
                p.round(shadow, radius + s, Color::new(0.0, 0.0, 0.0, alpha));
            }
            p.round(r, radius, color(pal.cell));
        }
    }

    /// Fills a rectangle.
    pub fn fill(&self, r: Rect, c: Color) {
        draw_rectangle(r.x, r.y, r.w, r.h, c);
    }

    /// Fills a rectangle with rounded, anti-aliased corners of `radius` logical pixels (a
    /// button, a key, a card).
    pub fn round(&self, r: Rect, radius: f32, c: Color) {
        if self.glyphs_only {
            return;
        }
        self.shapes
            .round(r, radius, 1.0 / self.fonts.pixel_scale(), c);
    }

    /// A rounded rectangle's outline, `width` thick, inside `r`, filling the inside with
    /// `inside` (an outlined key).
    pub fn round_outline(&self, r: Rect, radius: f32, width: f32, c: Color, inside: Color) {
        self.round(r, radius, c);
        self.round(r.inset(width), (radius - width).max(0.0), inside);
    }

    /// The corner radius of buttons, keys and notices (the theme's), less on a small one.
    pub fn radius(&self, r: Rect) -> f32 {
        (RADIUS_DP * self.layout.dp).min(r.h.min(r.w) * 0.25)
    }

    /// A centred style in the regular font.
    pub fn regular(&self, size: u16, rgb: Rgb) -> TextStyle<'a> {
        TextStyle::new(&self.fonts.regular, size, color(rgb))
    }

    /// A centred style in the bold font.
    pub fn bold(&self, size: u16, rgb: Rgb) -> TextStyle<'a> {
        TextStyle::new(&self.fonts.bold, size, color(rgb))
    }

    /// `text`'s width in `font` at `size` and `scale`, its glyphs cached first: in a glyph pass
    /// with nothing sent to the GPU (its queue is discarded), otherwise as
    /// [`Fonts::prepare`] does. A text in runs of two fonts ([`Fonts::runs`]) is their sum.
    fn measure(&self, font: &Font, text: &str, size: u16, scale: f32) -> f32 {
        self.fonts
            .runs(font, text)
            .map(|(font, run)| {
                self.fonts.cache(font, run, size, !self.glyphs_only);
                measure_text(run, Some(font), size, scale).width
            })
            .sum()
    }

    /// `text`'s width as `style` would draw it (unshrunk).
    pub fn width(&self, text: &str, style: TextStyle) -> f32 {
        self.measure(style.font, text, style.size, style.scale)
    }

    /// Draws `text` in `r` as `style` says. Text too wide for its box (a long word on a narrow
    /// phone) shrinks to fit. Returns the text's width.
    pub fn text(&self, text: &str, r: Rect, style: TextStyle) -> f32 {
        if text.is_empty() {
            return 0.0;
        }
        let TextStyle {
            font: asked,
            size,
            color,
            ..
        } = style;
        let mut scale = style.scale;
        let mut width = self.measure(asked, text, size, scale);
        if width > r.w && r.w > 0.0 {
            scale *= r.w / width;
            width = self.measure(asked, text, size, scale);
        }
        // Centre on the font's digit height, not the glyph's, so every digit sits on one line.
        let cap = f32::from(size) * scale * 0.73;
        let y = r.y + (r.h + cap) / 2.0;
        let mut x = match style.align {
            Align::Left => r.x,
            Align::Center => r.x + (r.w - width) / 2.0,
            Align::Right => r.right() - width,
        };
        if self.glyphs_only {
            return width;
        }
        for (font, run) in self.fonts.runs(asked, text) {
            let params = TextParams {
                font: Some(font),
                font_size: size,
                font_scale: scale,
                color,
                ..TextParams::default()
            };
            let advance = draw_text_ex(run, x, y, params.clone()).width;
            if self.fonts.emboldened(asked, font) {
                // A font of one weight drawn bold: again, a twentieth of its size to the right.
                let shift = (f32::from(size) * scale / 20.0).max(1.0);
                draw_text_ex(run, x + shift, y, params);
            }
            x += advance;
        }
        width
    }

    /// Draws `icon` centred in `r`, `size` pixels square (the icon font's em: its icons stand
    /// on the baseline and fill the em).
    pub fn icon(&self, icon: Icon, r: Rect, size: u16, c: Color) {
        let font = &self.fonts.icons;
        self.fonts.cache(font, icon.text(), size, !self.glyphs_only);
        if self.glyphs_only {
            return;
        }
        let side = f32::from(size);
        let (x, y) = r.center();
        let params = TextParams {
            font: Some(font),
            font_size: size,
            font_scale: 1.0,
            color: c,
            ..TextParams::default()
        };
        draw_text_ex(icon.text(), x - side / 2.0, y + side / 2.0, params);
    }

    /// Draws wrapped lines of `text` (ranges from [`wrap`]) from the top of `r`, left-aligned in
    /// the regular font; lines that do not fit are left out.
    pub fn lines(&self, text: &str, lines: &[Range<usize>], size: u16, r: Rect, rgb: Rgb) {
        let height = f32::from(size) * 1.35;
        let style = self.regular(size, rgb).align(Align::Left);
        for (i, range) in lines.iter().enumerate() {
            let y = r.y + i as f32 * height;
            if y + height > r.bottom() + 1.0 {
                break;
            }
            self.text(&text[range.clone()], Rect::new(r.x, y, r.w, height), style);
        }
    }
}

/// `text`'s width in `font` at `size` (each run in the font that draws it), its glyphs made
/// ready: for a place measured when the text changes, not each frame.
pub fn text_width(text: &str, fonts: &Fonts, font: &Font, size: u16) -> f32 {
    fonts
        .runs(font, text)
        .map(|(font, run)| {
            fonts.prepare(font, run, size);
            measure_text(run, Some(font), size, 1.0).width
        })
        .sum()
}

/// Breaks `text` into lines no wider than `width` as it is drawn in `font` at `size`, where a
/// line may break ([`crate::app::layout::text::breaks`]) and at every `\n`, as ranges into
/// `text`. Called when the text or the layout changes, never per frame.
pub fn wrap(
    text: &str,
    fonts: &Fonts,
    font: &Font,
    size: u16,
    width: f32,
    out: &mut Vec<Range<usize>>,
) {
    for (font, run) in fonts.runs(font, text) {
        fonts.prepare(font, run, size);
    }
    let measure = |line: &str| -> f32 {
        fonts
            .runs(font, line)
            .map(|(font, run)| measure_text(run, Some(font), size, 1.0).width)
            .sum()
    };
    wrap_measured(text, width, measure, out);
}
