//! The drawing toolkit: the bundled fonts, the text sizes of a layout, colours, and a
//! [`Painter`] that fills rectangles and places text by a [`TextStyle`].
//!
//! Text is drawn with the bundled DejaVu fonts at a few fixed sizes chosen when the layout
//! changes (each size fills a glyph cache once; effects scale a cached size instead of asking
//! for a new one), and nothing here allocates once a size's glyphs are cached.
//!
//! macroquad keeps each font's glyphs in one texture, which it replaces by one twice as large
//! (placing every glyph anew) when a new glyph does not fit. Draws already queued in that frame
//! point at the old texture and the old places, and miniquad, which does not forget a deleted
//! texture's binding, binds the old texture again after making the new one: the browser logged
//! `glBindTexture called with an already deleted texture` and the frame showed wrong glyphs. So
//! [`Fonts::prepare`], before any new glyph is cached, queues an empty rectangle (drawn with
//! macroquad's plain white texture) and sends everything queued to the GPU: no queued draw
//! refers to the old texture, and the binding miniquad restores is the white one.

use std::cell::{Cell, RefCell};
use std::ops::Range;

use macroquad::prelude::{
    draw_line, draw_rectangle, draw_text_ex, draw_triangle, measure_text, set_default_camera, vec2,
    Color, Font, TextDimensions, TextParams,
};

use crate::app::layout::{Layout, Rect};
use crate::app::platform::bundled_font;
use crate::app::render::theme::{Palette, Rgb};

/// The bundled fonts: regular for entries, notes and words; bold for givens and titles. A text
/// with Chinese characters or kana is drawn whole in the Japanese or Chinese font (Noto Sans
/// CJK, which has Latin letters and digits too), so one line never mixes two designs.
pub struct Fonts {
    /// DejaVu Sans.
    pub regular: Font,
    /// DejaVu Sans Bold.
    pub bold: Font,
    /// The languages' names in Chinese characters (日本語, 简体中文), for the language setting
    /// while no Japanese or Chinese font is loaded.
    names: Font,
    /// Noto Sans CJK JP or SC while Japanese or Chinese is spoken (one weight: bold text in
    /// it is drawn twice, a hair apart).
    cjk: Option<(CjkFace, Font)>,
    /// The glyphs known to be in macroquad's caches (see the module's notes).
    cached: RefCell<Vec<CachedGlyphs>>,
    /// Whether a glyph pass cached a glyph (see [`Fonts::after_glyph_pass`]).
    cached_quietly: Cell<bool>,
}

/// Which of Noto Sans CJK's faces: each draws the characters Japanese and Chinese share in its
/// own language's forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CjkFace {
    /// Noto Sans CJK JP.
    Japanese,
    /// Noto Sans CJK SC.
    Chinese,
}

impl CjkFace {
    /// The face a language's text needs, if any.
    pub fn of(language: peerless::l10n::Language) -> Option<CjkFace> {
        match language {
            peerless::l10n::Language::Japanese => Some(CjkFace::Japanese),
            peerless::l10n::Language::ChineseSimplified => Some(CjkFace::Chinese),
            _ => None,
        }
    }
}

/// The fonts every language draws with: DejaVu Sans, regular and bold, and the languages'
/// names in Chinese characters.
#[derive(Clone, Copy)]
pub enum FontFile {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
    /// Noto Sans CJK SC, the characters of 日本語 and 简体中文.
    Names,
}

impl FontFile {
    /// The file's name in `assets/fonts/` (and the page's `fonts/`).
    pub const fn name(self) -> &'static str {
        match self {
            FontFile::Regular => "DejaVuSans.ttf",
            FontFile::Bold => "DejaVuSans-Bold.ttf",
            FontFile::Names => "NotoSansCJK-names.otf",
        }
    }
}

/// Punctuation a line of Japanese or Chinese never starts with.
const CLOSING: &str = "、。，．：；！？）」』】";

/// Whether a line may break between `previous` and `c`, with nothing taken out: between
/// Chinese characters and kana (which the languages that write them do not space), never
/// before closing punctuation. Spaces break everywhere, taken out; [`wrap`] and the layout's
/// lines (`places.rs`) both break by this rule.
pub fn breaks_between(previous: char, c: char) -> bool {
    (is_cjk(previous) || is_cjk(c)) && !CLOSING.contains(c)
}

/// Whether `c` is drawn from a CJK font: CJK punctuation, kana, ideographs, full-width forms.
pub fn is_cjk(c: char) -> bool {
    c >= '\u{2E80}'
}

/// Which font a [`CachedGlyphs`] is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Face {
    Regular,
    Bold,
    Names,
    Cjk,
}

/// The characters of one font at one pixel size that macroquad has cached: Latin-1 as bits
/// (every character of the interface but a few symbols), the rest listed.
struct CachedGlyphs {
    face: Face,
    /// macroquad's key: the size times the DPI scale, rounded up.
    pixels: u16,
    latin: [u64; 4],
    other: Vec<char>,
}

impl CachedGlyphs {
    fn has(&self, c: char) -> bool {
        let code = c as usize;
        if code < 256 {
            self.latin[code / 64] & (1 << (code % 64)) != 0
        } else {
            self.other.contains(&c)
        }
    }

    fn add(&mut self, c: char) {
        let code = c as usize;
        if code < 256 {
            self.latin[code / 64] |= 1 << (code % 64);
        } else if !self.other.contains(&c) {
            self.other.push(c);
        }
    }
}

impl Fonts {
    /// Loads the fonts embedded in the binary (so every platform has them, with no files to
    /// ship beside it).
    pub fn load() -> Fonts {
        // Without its fonts the game cannot show a word: a build that lacks one (or a page that
        // could not fetch one) stops here, saying which.
        let load = |file: FontFile| {
            macroquad::text::load_ttf_font_from_bytes(&bundled_font(file))
                .unwrap_or_else(|_| panic!("the font {} does not load", file.name()))
        };
        let regular = load(FontFile::Regular);
        let bold = load(FontFile::Bold);
        let names = load(FontFile::Names);
        Fonts {
            regular,
            bold,
            names,
            cjk: None,
            cached: RefCell::new(Vec::new()),
            cached_quietly: Cell::new(false),
        }
    }

    /// The CJK face loaded, if any.
    pub fn cjk_face(&self) -> Option<CjkFace> {
        self.cjk.as_ref().map(|(face, _)| *face)
    }

    /// Loads a CJK face from its file (or drops the one loaded, `None`). Returns whether the
    /// font loads.
    pub fn set_cjk(&mut self, cjk: Option<(CjkFace, &[u8])>) -> bool {
        self.cached.borrow_mut().retain(|c| c.face != Face::Cjk);
        self.cjk = None;
        let Some((face, bytes)) = cjk else {
            return true;
        };
        match macroquad::text::load_ttf_font_from_bytes(bytes) {
            Ok(font) => {
                self.cjk = Some((face, font));
                true
            }
            Err(_) => false,
        }
    }

    /// Whether text asked for in `asked` and drawn in `drawn` is drawn bold by drawing it
    /// twice: the CJK fonts and the names' have one weight.
    fn emboldened(&self, asked: &Font, drawn: &Font) -> bool {
        std::ptr::eq(asked, &self.bold) && !std::ptr::eq(drawn, &self.bold)
    }

    /// The font `text` is drawn in when its style asks for `font`: a CJK font when the text
    /// has CJK characters (the loaded face's, else the names' font), else `font` itself.
    pub fn for_text<'f>(&'f self, font: &'f Font, text: &str) -> &'f Font {
        if !text.chars().any(is_cjk) {
            return font;
        }
        match &self.cjk {
            Some((_, cjk)) => cjk,
            None => &self.names,
        }
    }

    fn face(&self, font: &Font) -> Face {
        if std::ptr::eq(font, &self.bold) {
            Face::Bold
        } else if std::ptr::eq(font, &self.names) {
            Face::Names
        } else if self
            .cjk
            .as_ref()
            .is_some_and(|(_, cjk)| std::ptr::eq(font, cjk))
        {
            Face::Cjk
        } else {
            Face::Regular
        }
    }

    /// Makes sure macroquad has every glyph of `text` in `font` (one of these two) at `size`
    /// before the text is measured or drawn. When one is missing, an empty untextured
    /// rectangle and the draws queued so far go to the GPU first (a flush, as setting the
    /// default camera does), so that a glyph texture macroquad replaces to make room is
    /// neither referred to nor bound (see the module's notes). A size's glyphs are cached
    /// once, so a frame of known text only looks bits up.
    pub fn prepare(&self, font: &Font, text: &str, size: u16) {
        self.cache(font, text, size, true);
    }

    /// Caches `text`'s glyphs as [`Fonts::prepare`] does, but with nothing sent to the GPU
    /// (`flush` false: a glyph pass, whose queued draws are discarded).
    fn cache(&self, font: &Font, text: &str, size: u16, flush: bool) {
        let face = self.face(font);
        let pixels = (f32::from(size) * crate::app::core::window::dpi_scale()).ceil() as u16;
        let mut cached = self.cached.borrow_mut();
        let at = match cached
            .iter()
            .position(|c| c.face == face && c.pixels == pixels)
        {
            Some(at) => at,
            None => {
                cached.push(CachedGlyphs {
                    face,
                    pixels,
                    latin: [0; 4],
                    other: Vec::new(),
                });
                cached.len() - 1
            }
        };
        let glyphs = &mut cached[at];
        if text.chars().all(|c| glyphs.has(c)) {
            return;
        }
        if flush {
            Fonts::bind_plain_texture();
        } else {
            self.cached_quietly.set(true);
        }
        let mut one = [' '];
        for c in text.chars() {
            if !glyphs.has(c) {
                one[0] = c;
                font.populate_font_cache(&one, pixels);
                glyphs.add(c);
            }
        }
    }

    /// An empty untextured rectangle, and every queued draw sent to the GPU: what is queued
    /// no longer matters to a glyph texture replaced after this, and the texture bound is
    /// macroquad's plain white one.
    fn bind_plain_texture() {
        draw_rectangle(0.0, 0.0, 0.0, 0.0, Color::new(0.0, 0.0, 0.0, 0.0));
        set_default_camera();
    }

    /// After a glyph pass (its queued draws discarded): if it cached a glyph, the plain
    /// texture is bound, as [`Fonts::prepare`] does before it caches one.
    pub fn after_glyph_pass(&self) {
        if self.cached_quietly.replace(false) {
            Fonts::bind_plain_texture();
        }
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
    /// The sizes for `layout`: digits at about 60% of a cell, notes at about a quarter (both
    /// times `digit_scale`, the player's digit size), words never under 12 dp.
    pub fn of(layout: &Layout, digit_scale: f32) -> Sizes {
        let px = |v: f32| v.round().clamp(6.0, 400.0) as u16;
        let pad = layout.pad[0];
        Sizes {
            digit: px(layout.cell * (0.62 * digit_scale).min(0.8)),
            note: px(layout.cell * (0.27 * digit_scale).min(0.32)),
            pad: px((pad.h * 0.5).min(pad.w * 0.55)),
            pad_note: px((pad.h * 0.3).min(pad.w * 0.3)),
            small: px(layout.text(12.0)),
            label: px(layout.text(16.0).min(layout.tools[0].h * 0.34)),
            body: px(layout.text(15.0)),
            title: px(layout.text(34.0)),
        }
    }
}

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

/// Where text sits in its box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// Left edge, vertically centred.
    Left,
    /// Centred both ways.
    Center,
    /// Right edge, vertically centred.
    Right,
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
        self.measure(font, text, size, 1.0).width
    }
}

impl<'a> Painter<'a> {
    /// Fills a rectangle.
    pub fn fill(&self, r: Rect, c: Color) {
        draw_rectangle(r.x, r.y, r.w, r.h, c);
    }

    /// A centred style in the regular font.
    pub fn regular(&self, size: u16, rgb: Rgb) -> TextStyle<'a> {
        TextStyle::new(&self.fonts.regular, size, color(rgb))
    }

    /// A centred style in the bold font.
    pub fn bold(&self, size: u16, rgb: Rgb) -> TextStyle<'a> {
        TextStyle::new(&self.fonts.bold, size, color(rgb))
    }

    /// `text`'s size in `font` at `size` and `scale`, its glyphs cached first: in a glyph pass
    /// with nothing sent to the GPU (its queue is discarded), otherwise as
    /// [`Fonts::prepare`] does.
    fn measure(&self, font: &Font, text: &str, size: u16, scale: f32) -> TextDimensions {
        let font = self.fonts.for_text(font, text);
        self.fonts.cache(font, text, size, !self.glyphs_only);
        measure_text(text, Some(font), size, scale)
    }

    /// `text`'s width as `style` would draw it (unshrunk).
    pub fn width(&self, text: &str, style: TextStyle) -> f32 {
        self.measure(style.font, text, style.size, style.scale)
            .width
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
        let font = self.fonts.for_text(asked, text);
        let mut scale = style.scale;
        let mut dims = self.measure(font, text, size, scale);
        if dims.width > r.w && r.w > 0.0 {
            scale *= r.w / dims.width;
            dims = measure_text(text, Some(font), size, scale);
        }
        // Centre on the font's digit height, not the glyph's, so every digit sits on one line.
        let cap = f32::from(size) * scale * 0.73;
        let y = r.y + (r.h + cap) / 2.0;
        let x = match style.align {
            Align::Left => r.x,
            Align::Center => r.x + (r.w - dims.width) / 2.0,
            Align::Right => r.right() - dims.width,
        };
        if self.glyphs_only {
            return dims.width;
        }
        let params = TextParams {
            font: Some(font),
            font_size: size,
            font_scale: scale,
            color,
            ..TextParams::default()
        };
        draw_text_ex(text, x, y, params.clone());
        if self.fonts.emboldened(asked, font) {
            // A font of one weight drawn bold: again, a twentieth of its size to the right.
            let shift = (f32::from(size) * scale / 20.0).max(1.0);
            draw_text_ex(text, x + shift, y, params);
        }
        dims.width
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

/// Breaks `text` into lines no wider than `width` at spaces, between Chinese characters and
/// kana (which the languages that write them do not space; never before closing
/// punctuation), and at every `\n`, as ranges into `text`. Called when the text or the layout
/// changes, never per frame.
pub fn wrap(
    text: &str,
    fonts: &Fonts,
    font: &Font,
    size: u16,
    width: f32,
    out: &mut Vec<Range<usize>>,
) {
    let font = fonts.for_text(font, text);
    fonts.prepare(font, text, size);
    wrap_measured(
        text,
        width,
        |line| measure_text(line, Some(font), size, 1.0).width,
        out,
    );
}

/// [`wrap`] with any measure of a line's width (the layout test's, with the same fonts).
pub fn wrap_measured(
    text: &str,
    width: f32,
    measure: impl Fn(&str) -> f32,
    out: &mut Vec<Range<usize>>,
) {
    out.clear();
    let mut start = 0;
    // The last place the line may break: where it ends, and where the next begins.
    let mut last_break: Option<(usize, usize)> = None;
    let mut previous: Option<char> = None;
    let mut chars = text.char_indices().peekable();
    loop {
        let next = chars.peek().copied();
        let at_end = next.is_none();
        let (i, c) = next.unwrap_or((text.len(), '\n'));
        let cjk_break =
            !at_end && i > start && previous.is_some_and(|previous| breaks_between(previous, c));
        if at_end || c == ' ' || c == '\n' || cjk_break {
            let wide = measure(&text[start..i]) > width;
            if wide {
                if let Some((end, next_start)) = last_break.take() {
                    out.push(start..end);
                    start = next_start;
                    // Measure the same place again on the new line.
                    continue;
                }
            }
            if at_end {
                out.push(start..i);
                break;
            }
            if c == '\n' {
                out.push(start..i);
                start = i + 1;
                last_break = None;
            } else if c == ' ' {
                last_break = Some((i, i + 1));
            } else {
                last_break = Some((i, i));
            }
        }
        previous = Some(c);
        chars.next();
    }
}
