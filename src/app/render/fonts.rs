//! The fonts: Inter regular and semibold, Material Icons, the languages' names in CJK
//! characters, and Noto Sans CJK JP or SC while Japanese or Chinese is spoken, with the glyph
//! caches they fill.
//!
//! Text is drawn with the bundled fonts at a few fixed sizes chosen when the layout
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

use std::borrow::Cow;
use std::cell::{Cell, RefCell};

use macroquad::prelude::{draw_rectangle, set_default_camera, Color, Font};

use crate::app::layout::text::is_cjk;

/// The bundled fonts: regular for entries, notes and words; bold (Inter's semibold) for givens
/// and titles; the icons beside the words. A text
/// with Chinese characters or kana is drawn whole in the Japanese or Chinese font (Noto Sans
/// CJK, which has Latin letters and digits too), so one line never mixes two designs.
pub struct Fonts {
    /// Inter.
    pub regular: Font,
    /// Inter SemiBold.
    pub bold: Font,
    /// Material Icons, cut to the game's icons.
    pub icons: Font,
    /// The languages' names in Chinese characters (日本語, 简体中文), for the language setting
    /// while no Japanese or Chinese font is loaded.
    names: Font,
    /// Noto Sans CJK JP or SC while Japanese or Chinese is spoken (one weight: bold text in
    /// it is drawn twice, a hair apart).
    cjk: Option<(CjkFace, Font)>,
    /// The characters the names' font and the CJK face loaded have, sorted (see
    /// [`Fonts::runs`]).
    names_chars: Vec<u32>,
    cjk_chars: Vec<u32>,
    /// The glyphs known to be in macroquad's caches (see the module's notes).
    cached: RefCell<Vec<CachedGlyphs>>,
    /// Whether a glyph pass cached a glyph (see [`Fonts::after_glyph_pass`]).
    cached_quietly: Cell<bool>,
    /// The window's pixels per logical pixel, which macroquad rasterizes glyphs at (set by
    /// [`Fonts::set_pixel_scale`]).
    pixel_scale: Cell<f32>,
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

/// The fonts every language draws with: Inter, regular and semibold, the icons, and the
/// languages' names in Chinese characters.
#[derive(Clone, Copy)]
pub enum FontFile {
    /// Inter.
    Regular,
    /// Inter SemiBold.
    Bold,
    /// Material Icons, cut to the game's icons.
    Icons,
    /// Noto Sans CJK SC, the characters of 日本語 and 简体中文.
    Names,
}

impl FontFile {
    /// The file's name in `assets/fonts/` (and the page's `fonts/`).
    pub const fn name(self) -> &'static str {
        match self {
            FontFile::Regular => "Inter-Regular.otf",
            FontFile::Bold => "Inter-SemiBold.otf",
            FontFile::Icons => "MaterialIcons.ttf",
            FontFile::Names => "NotoSansCJK-names.otf",
        }
    }
}

/// Which font a [`CachedGlyphs`] is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Face {
    Regular,
    Bold,
    Icons,
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
    pub fn load(bytes: impl Fn(FontFile) -> Cow<'static, [u8]>) -> Fonts {
        // Without its fonts the game cannot show a word: a build that lacks one (or a page that
        // could not fetch one) stops here, saying which.
        let load = |file: FontFile| {
            macroquad::text::load_ttf_font_from_bytes(&bytes(file))
                .unwrap_or_else(|_| panic!("the font {} does not load", file.name()))
        };
        let regular = load(FontFile::Regular);
        let bold = load(FontFile::Bold);
        let icons = load(FontFile::Icons);
        let names = load(FontFile::Names);
        let names_chars = characters(&bytes(FontFile::Names));
        Fonts {
            regular,
            bold,
            icons,
            names,
            cjk: None,
            names_chars,
            cjk_chars: Vec::new(),
            cached: RefCell::new(Vec::new()),
            cached_quietly: Cell::new(false),
            pixel_scale: Cell::new(1.0),
        }
    }

    /// Tells the fonts the window's pixels per logical pixel (its DPI scale), which glyphs are
    /// rasterized at and cached by.
    pub fn set_pixel_scale(&self, scale: f32) {
        self.pixel_scale.set(scale);
    }

    /// The window's pixels per logical pixel.
    pub fn pixel_scale(&self) -> f32 {
        self.pixel_scale.get()
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
        self.cjk_chars.clear();
        let Some((face, bytes)) = cjk else {
            return true;
        };
        match macroquad::text::load_ttf_font_from_bytes(bytes) {
            Ok(font) => {
                self.cjk = Some((face, font));
                self.cjk_chars = characters(bytes);
                true
            }
            Err(_) => false,
        }
    }

    /// Whether text asked for in `asked` and drawn in `drawn` is drawn bold by drawing it
    /// twice: the CJK fonts and the names' have one weight.
    pub(crate) fn emboldened(&self, asked: &Font, drawn: &Font) -> bool {
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

    /// The runs `text` is drawn in, each with its font, when its style asks for `font`: a text
    /// with CJK characters in the CJK font ([`Fonts::for_text`]'s: Noto Sans CJK has Latin
    /// letters and digits too, so one line keeps one design), but for the characters that font
    /// lacks, drawn in `font` (the Cyrillic of Русский in a Japanese sentence; every Latin
    /// letter while only the names' font is loaded, `日本語 needs a connection`); a text
    /// without, whole in `font`. Allocates nothing.
    pub fn runs<'f, 't>(&'f self, font: &'f Font, text: &'t str) -> Runs<'f, 't> {
        let primary = self.for_text(font, text);
        let covers: &[u32] = if std::ptr::eq(primary, font) {
            &[]
        } else if std::ptr::eq(primary, &self.names) {
            &self.names_chars
        } else {
            &self.cjk_chars
        };
        let whole = covers.is_empty()
            || text
                .chars()
                .all(|c| c.is_whitespace() || covers.binary_search(&(c as u32)).is_ok());
        Runs {
            latin: font,
            primary,
            covers: if whole { None } else { Some(covers) },
            rest: text,
        }
    }

    fn face(&self, font: &Font) -> Face {
        if std::ptr::eq(font, &self.bold) {
            Face::Bold
        } else if std::ptr::eq(font, &self.icons) {
            Face::Icons
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
    pub(crate) fn cache(&self, font: &Font, text: &str, size: u16, flush: bool) {
        let face = self.face(font);
        let pixels = (f32::from(size) * self.pixel_scale.get()).ceil() as u16;
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

/// The characters a font's bytes have glyphs for, sorted (none for bytes that do not parse).
fn characters(bytes: &[u8]) -> Vec<u32> {
    let mut out = Vec::new();
    if let Ok(face) = ttf_parser::Face::parse(bytes, 0) {
        if let Some(cmap) = face.tables().cmap {
            for table in cmap.subtables {
                if table.is_unicode() {
                    table.codepoints(|c| {
                        if table.glyph_index(c).is_some_and(|g| g.0 != 0) {
                            out.push(c);
                        }
                    });
                }
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The runs of a text and their fonts (see [`Fonts::runs`]).
pub struct Runs<'f, 't> {
    latin: &'f Font,
    /// The CJK font a text with CJK characters is drawn in.
    primary: &'f Font,
    /// What `primary` has, when the text has a character it lacks (else the text is one run).
    covers: Option<&'f [u32]>,
    rest: &'t str,
}

impl<'f, 't> Iterator for Runs<'f, 't> {
    type Item = (&'f Font, &'t str);

    fn next(&mut self) -> Option<Self::Item> {
        if self.rest.is_empty() {
            return None;
        }
        let Some(covers) = self.covers else {
            return Some((self.primary, std::mem::take(&mut self.rest)));
        };
        let has = |c: char| covers.binary_search(&(c as u32)).is_ok();
        // A run goes on to the next character of the other font; spaces go with the run they
        // follow.
        let first = self
            .rest
            .chars()
            .find(|c| !c.is_whitespace())
            .is_some_and(has);
        let end = self
            .rest
            .char_indices()
            .find(|&(_, c)| !c.is_whitespace() && has(c) != first)
            .map_or(self.rest.len(), |(i, _)| i);
        let (run, rest) = self.rest.split_at(end);
        self.rest = rest;
        Some((if first { self.primary } else { self.latin }, run))
    }
}
