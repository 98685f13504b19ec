//! The window-shape test's judge (`shapes.rs`): what a screen draws in a window (its blocks,
//! the boxes of its texts as drawn, what could grow) and the problems found in it: a part that
//! leaves the window, two that overlap (but a button on the card that holds it), a touch
//! target too small, a text drawn smaller than the smallest text, a window a third empty while
//! something could grow.

use peerless::l10n::Language;

use crate::app::layout::places::{Measure, Placed};
use crate::app::layout::text::Align;
use crate::app::layout::{Layout, Rect};
use crate::app::screens::fits::Fonts;

/// The touch targets' size where the window has room for it, and the least anywhere (WCAG's
/// minimum target), in dp.
pub(super) const TOUCH_MIN_DP: f32 = 44.0;
pub(super) const TOUCH_FLOOR_DP: f32 = 24.0;

/// Whether a window has room for full touch targets on every screen: a small phone's, 320 by
/// 480 dp, either way up.
pub(super) fn has_room(l: &Layout) -> bool {
    let (w, h) = (l.safe.w / l.dp, l.safe.h / l.dp);
    w.min(h) >= 320.0 - 0.5 && w.max(h) >= 480.0 - 0.5
}

/// The smallest text, in dp (`UI.md`: text is never smaller than 12 dp).
pub(super) const TEXT_MIN_DP: f32 = 12.0;

/// The smallest size a text of `language` may be drawn at in the window of `l`, in dp: 12 in a
/// window with room for full touch targets (a small phone's, 320x480 dp, and anything larger);
/// no floor yet in a smaller one (a desktop window made smaller than any phone), whose tools
/// and keys are smaller than 44 dp and their words with them. The pseudo-language's words,
/// 40 % longer than English's and padded with tildes to find a text that leaves its box, are
/// no language to read: they are judged for where they go, not for their size.
pub(super) fn text_floor(l: &Layout, language: Language) -> Option<f32> {
    (language != Language::Pseudo && has_room(l)).then_some(TEXT_MIN_DP)
}

/// A drawn thing: a touch target (a button, a key, a tool) or a part that answers no tap (the
/// board, a card, a chart).
#[derive(Clone, Debug)]
pub(super) struct Block {
    pub(super) what: String,
    pub(super) rect: Rect,
    pub(super) target: bool,
    /// A card other blocks lie on (the notes tool's chooser and its buttons).
    pub(super) holds: bool,
}

/// A text as drawn: its words, where its glyphs are, and the size they are drawn at (its
/// size, its scale and its shrink to its box), in logical pixels.
#[derive(Clone, Debug)]
pub(super) struct Text {
    pub(super) what: String,
    pub(super) rect: Rect,
    pub(super) size: f32,
}

/// What a screen draws in a window: its blocks, which no two overlap, and its texts' boxes as
/// drawn (at their size and shrink, where their font puts the glyphs).
#[derive(Default)]
pub(super) struct Drawn {
    pub(super) blocks: Vec<Block>,
    pub(super) texts: Vec<Text>,
    /// The size below which what could grow has grown as far as it goes: `(what, its size, its
    /// largest)`, along the axis that has room.
    pub(super) growth: Vec<(String, f32, f32)>,
    /// What is drawn under a card over it (the keys under the chooser): no block of its own,
    /// but no empty room either.
    pub(super) under: Vec<Rect>,
    /// Texts of which one set shows at a time (the tool bars), each judged with the rest.
    pub(super) bars: Vec<Vec<Text>>,
}

impl Drawn {
    pub(super) fn part(&mut self, what: impl Into<String>, rect: Rect) {
        self.blocks.push(Block {
            what: what.into(),
            rect,
            target: false,
            holds: false,
        });
    }

    /// A card that holds other blocks.
    pub(super) fn card(&mut self, what: impl Into<String>, rect: Rect) {
        self.blocks.push(Block {
            what: what.into(),
            rect,
            target: false,
            holds: true,
        });
    }

    pub(super) fn target(&mut self, what: impl Into<String>, rect: Rect) {
        self.blocks.push(Block {
            what: what.into(),
            rect,
            target: true,
            holds: false,
        });
    }
}

pub(super) fn overlap(a: &Rect, b: &Rect) -> bool {
    let tolerance = 0.5;
    a.x + tolerance < b.right()
        && b.x + tolerance < a.right()
        && a.y + tolerance < b.bottom()
        && b.y + tolerance < a.bottom()
        && a.w > 0.0
        && b.w > 0.0
        && a.h > 0.0
        && b.h > 0.0
}

pub(super) fn inside(r: &Rect, outer: &Rect) -> bool {
    r.x >= outer.x - 0.5
        && r.y >= outer.y - 0.5
        && r.right() <= outer.right() + 0.5
        && r.bottom() <= outer.bottom() + 0.5
}

/// Where a placed text's glyphs are drawn (`Painter::text`): as wide as it measures, shrunk to
/// its box, and from its capitals' top to its descenders' bottom about its box's middle.
pub(super) fn glyphs(t: &Placed, fonts: &Fonts) -> (Rect, f32) {
    let width = fonts.width(t.text, t.bold, t.size) * t.scale;
    let shrink = if width > t.rect.w && width > 0.0 {
        t.rect.w / width
    } else {
        1.0
    };
    let size = f32::from(t.size) * t.scale * shrink;
    let w = width * shrink;
    let x = match t.align {
        Align::Left => t.rect.x,
        Align::Center => t.rect.x + (t.rect.w - w) / 2.0,
        Align::Right => t.rect.right() - w,
    };
    let middle = t.rect.y + t.rect.h / 2.0;
    (Rect::new(x, middle - 0.385 * size, w, 0.97 * size), size)
}

/// The problems of one screen in one window: whatever leaves the safe area, overlaps, is too
/// small to touch or read, or leaves a third of the window empty while something could grow.
pub(super) fn judge(
    l: &Layout,
    screen: &str,
    drawn: &Drawn,
    floor: Option<f32>,
    out: &mut Vec<String>,
) {
    let at = |what: &str| {
        format!(
            "{:.0}x{:.0} at {} ({:.0}x{:.0} dp), {screen}: {what}",
            l.window.w,
            l.window.h,
            l.dp,
            l.window.w / l.dp,
            l.window.h / l.dp
        )
    };
    let least = if has_room(l) {
        TOUCH_MIN_DP
    } else {
        TOUCH_FLOOR_DP
    } * l.dp;
    for (i, b) in drawn.blocks.iter().enumerate() {
        if !inside(&b.rect, &l.safe) {
            out.push(at(&format!("{} {:?} leaves the window", b.what, b.rect)));
        }
        // The hint card's buttons are found by a finger a touch target's height about their
        // middle (`Layout::card_hit`), however tall they are drawn.
        let found = if b.what.starts_with("the card's") {
            b.rect.h.max(crate::app::layout::TOUCH_DP * l.dp)
        } else {
            b.rect.h
        };
        if b.target && (b.rect.w < least - 0.5 || found < least - 0.5) {
            out.push(at(&format!(
                "{} is {:.0}x{:.0} dp, under {:.0}",
                b.what,
                b.rect.w / l.dp,
                b.rect.h / l.dp,
                least / l.dp
            )));
        }
        for other in &drawn.blocks[i + 1..] {
            let on = |a: &Block, card: &Block| card.holds && inside(&a.rect, &card.rect);
            if overlap(&b.rect, &other.rect) && !on(b, other) && !on(other, b) {
                out.push(at(&format!("{} overlaps {}", b.what, other.what)));
            }
        }
    }
    let sets: Vec<Vec<Text>> = if drawn.bars.is_empty() {
        vec![drawn.texts.clone()]
    } else {
        drawn
            .bars
            .iter()
            .map(|bar| drawn.texts.iter().chain(bar).cloned().collect())
            .collect()
    };
    for texts in &sets {
        judge_texts(l, &at, drawn, texts, out);
    }
    if let Some(floor) = floor {
        for t in &drawn.texts {
            if t.size < floor * l.dp - 0.05 {
                out.push(at(&format!(
                    "text {:?} is drawn at {:.1} dp, under {floor}",
                    t.what,
                    t.size / l.dp
                )));
            }
        }
        for t in drawn.bars.iter().flatten() {
            if t.size < floor * l.dp - 0.05 {
                out.push(at(&format!(
                    "text {:?} is drawn at {:.1} dp, under {floor}",
                    t.what,
                    t.size / l.dp
                )));
            }
        }
    }
    // The share of the window's height (and of its width) that nothing is drawn across: the
    // bands above, between and below what is drawn together (a screen centred in a tall window
    // left a fifth empty above it and a fifth below).
    let rects: Vec<Rect> = drawn
        .blocks
        .iter()
        .map(|b| b.rect)
        .chain(drawn.texts.iter().map(|t| t.rect))
        .chain(drawn.under.iter().copied())
        .collect();
    let empty = |along: fn(&Rect) -> (f32, f32), from: f32, to: f32| {
        let mut spans: Vec<(f32, f32)> = rects.iter().map(along).collect();
        spans.sort_by(|a, b| a.0.total_cmp(&b.0));
        let (mut reach, mut unused) = (from, 0.0f32);
        for (start, end) in spans {
            unused += (start.min(to) - reach).max(0.0);
            reach = reach.max(end);
        }
        (unused + (to - reach).max(0.0)) / (to - from)
    };
    let rows = empty(|r| (r.y, r.bottom()), l.safe.y, l.safe.bottom());
    let columns = empty(|r| (r.x, r.right()), l.safe.x, l.safe.right());
    if rows.max(columns) > 1.0 / 3.0 {
        for (what, size, largest) in &drawn.growth {
            if size + 0.5 < *largest {
                out.push(at(&format!(
                    "{:.0} % of the window is empty while {what} could grow from {:.0} to {:.0} dp",
                    100.0 * rows.max(columns),
                    size / l.dp,
                    largest / l.dp
                )));
            }
        }
    }
}

/// The texts' problems: one that leaves the window, runs into a block it is not in, or
/// overlaps another.
pub(super) fn judge_texts(
    l: &Layout,
    at: &dyn Fn(&str) -> String,
    drawn: &Drawn,
    texts: &[Text],
    out: &mut Vec<String>,
) {
    for (i, Text { what, rect: r, .. }) in texts.iter().enumerate() {
        if !inside(r, &l.safe) {
            out.push(at(&format!("text {what:?} leaves the window")));
        }
        // A text lies in the blocks it touches (one, or a button and the card it is on).
        for b in &drawn.blocks {
            if overlap(r, &b.rect) && !inside(r, &b.rect) {
                out.push(at(&format!("text {what:?} runs into {}", b.what)));
            }
        }
        for Text {
            what: other,
            rect: o,
            ..
        } in &texts[i + 1..]
        {
            if overlap(r, o) {
                out.push(at(&format!("text {what:?} overlaps text {other:?}")));
            }
        }
    }
}

/// Each text `place` gives, as drawn (shrunk to its box where it is too wide: how small that
/// may be is the text-fitting test's to judge, `fits.rs`, at its shapes).
pub(super) fn texts<'t>(fonts: &'t Fonts, drawn: &'t mut Drawn) -> impl FnMut(Placed) + 't {
    move |t: Placed| {
        if t.text.is_empty() {
            return;
        }
        let (rect, size) = glyphs(&t, fonts);
        drawn.texts.push(Text {
            what: t.text.to_string(),
            rect,
            size,
        });
    }
}
