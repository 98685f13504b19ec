//! The hint card's geometry: where a hint's words, its level, the button to the next level and
//! the one that puts it away go inside the board screens' message band, how far the card grows
//! over the board when the player asks for the whole text, and where its words and those of the
//! progress shown in its place while no hint is go (measured, as `places` does, so the
//! text-fitting test checks them).

use super::board::{card_rows, line_height, PAD_DP, ROW_DP, WIDE_ROW_DP};
use super::places::{fit, fit_in, line_breaks, Measure, Placed, Role};
use super::text::{Align, Sizes};
use super::{type_scale, CardPart, Layout, Orientation, Rect, GRID_DP, TOUCH_DP};

/// Where the hint card's parts go. The card takes the message band; in the full form its top
/// row holds the level's words, the next level's button and the close button, with the text
/// under them; where the band is too short for that row and two lines (a small phone), the
/// compact form drops the level's words and puts the two buttons, as icons, at the card's right.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HintCard {
    /// The card itself, as drawn.
    pub card: Rect,
    /// The level's words (zero height in the compact form).
    pub label: Rect,
    /// The button to the next level.
    pub next: Rect,
    /// The close button.
    pub close: Rect,
    /// Where the text's lines go.
    pub text: Rect,
    /// At most this many lines before the rest waits behind "more": as many as the band holds
    /// (three on a phone held upright, whose band the layout gives three lines; up to six in
    /// a taller window's, which has the height to spare).
    pub max_lines: usize,
}

impl Layout {
    /// The hint card in the message band.
    pub fn hint_card(&self) -> HintCard {
        let dp = self.dp;
        let band = self.message;
        let pad = PAD_DP * dp;
        // The body text's size as `Sizes` rounds it, which the hint is set in.
        let line = line_height((type_scale::BODY.max(12.0) * dp).round());
        let portrait = self.orientation == Orientation::Portrait;
        // One row for the level's words, the next level's button and the close button where
        // the card is wide enough (a phone upright); else the next level's button takes a row
        // of its own at the bottom (a side panel, a narrow phone).
        let row_w = band.w - pad;
        let rows = card_rows(band.w, dp);
        let chrome = 2.0 * pad + rows * ROW_DP * dp;
        let full = band.h + 0.5 >= chrome + 2.0 * line;
        if full {
            // The card as tall as its lines need on a phone upright (a taller band keeps the
            // rest free rather than drawing an empty card); the whole band beside the board.
            let max_lines = ((band.h - chrome) / line + 0.01).floor().max(1.0) as usize;
            let h = if portrait {
                (chrome + max_lines as f32 * line).min(band.h)
            } else {
                band.h
            };
            let card = Rect::new(band.x, band.y + (band.h - h) / 2.0, band.w, h);
            let row = Rect::new(card.x + pad, card.y + pad / 2.0, row_w, ROW_DP * dp);
            let close = Rect::new(row.right() - TOUCH_DP * dp, row.y, TOUCH_DP * dp, row.h);
            let (next, label, text_bottom) = if rows == 1.0 {
                let next_w = (0.5 * row.w).min(200.0 * dp);
                let next = Rect::new(close.x - next_w, row.y, next_w, row.h);
                let label = Rect::new(row.x, row.y, (next.x - row.x - pad).max(0.0), row.h);
                (next, label, card.bottom() - pad)
            } else {
                let bottom = card.bottom() - pad / 2.0 - row.h;
                let next = Rect::new(card.x + pad, bottom, card.w - 2.0 * pad, row.h);
                let label = Rect::new(row.x, row.y, (close.x - row.x).max(0.0), row.h);
                (next, label, bottom)
            };
            let text = Rect::new(
                card.x + pad,
                row.bottom() + pad / 2.0,
                card.w - 2.0 * pad,
                (text_bottom - row.bottom() - pad / 2.0).max(0.0),
            );
            HintCard {
                card,
                label,
                next,
                close,
                text,
                max_lines,
            }
        } else {
            let card = band;
            let side = TOUCH_DP * dp;
            // The two icons beside the text; or, in a band narrow but tall enough for a row
            // of them under two lines (a small window's side panel, where beside them the
            // text had a word's width), at the bottom right, the text the card's width.
            let row_h = ROW_DP * dp;
            let under = band.h + 0.5 >= pad + row_h + 2.0 * line && band.w < 2.0 * WIDE_ROW_DP * dp;
            let (next, close, text) = if under {
                let y = card.bottom() - row_h;
                let close = Rect::new(card.right() - side, y, side, row_h);
                let next = Rect::new(close.x - side, y, side, row_h);
                let text = Rect::new(
                    card.x + pad,
                    card.y + pad / 2.0,
                    card.w - 2.0 * pad,
                    y - card.y - pad / 2.0,
                );
                (next, close, text)
            } else {
                let close = Rect::new(card.right() - side, card.y, side, card.h);
                let next = Rect::new(close.x - side, card.y, side, card.h);
                let text = Rect::new(
                    card.x + pad,
                    card.y,
                    (next.x - card.x - pad).max(0.0),
                    card.h,
                );
                (next, close, text)
            };
            let fits = (text.h / line).floor().max(1.0) as usize;
            HintCard {
                card,
                label: Rect::new(card.x + pad, card.y, 0.0, 0.0),
                next,
                close,
                text,
                max_lines: fits,
            }
        }
    }

    /// The card as tall as `lines` lines of `line` logical pixels need (its whole band's height
    /// for one line was a card of empty lines): centred in the band upright, at its top
    /// sideways, under the header. The compact form keeps the band, which is already no taller
    /// than its lines.
    pub fn hint_card_fitted(&self, card: &HintCard, lines: usize, line: f32) -> HintCard {
        if card.label.h <= 0.0 {
            return *card;
        }
        let lines = lines.clamp(1, card.max_lines.max(1));
        let below = card.card.bottom() - card.text.bottom();
        let h = (card.text.y - card.card.y + lines as f32 * line + below).min(card.card.h);
        let band = self.message;
        let y = if self.orientation == Orientation::Portrait {
            band.y + (band.h - h) / 2.0
        } else {
            band.y
        };
        let dy = y - card.card.y;
        let moved = |r: Rect| Rect { y: r.y + dy, ..r };
        // The next level's button at the bottom of a two-row card moves with the bottom.
        let grow = h - card.card.h;
        let next = if card.next.y > card.label.y + 0.5 {
            Rect {
                y: card.next.y + dy + grow,
                ..card.next
            }
        } else {
            moved(card.next)
        };
        HintCard {
            card: Rect { y, h, ..card.card },
            label: moved(card.label),
            next,
            close: moved(card.close),
            text: Rect {
                y: card.text.y + dy,
                h: card.text.h + grow,
                ..card.text
            },
            max_lines: card.max_lines,
        }
    }

    /// The card grown to show `lines` lines of `line` logical pixels each: downward over the
    /// board in portrait, never past the board's bottom; the band itself elsewhere (where it
    /// already shows as many lines as it holds).
    pub fn hint_card_open(&self, card: &HintCard, lines: usize, line: f32) -> HintCard {
        let needed = card.text.y - card.card.y + lines as f32 * line + PAD_DP * self.dp;
        let h = needed
            .max(card.card.h)
            .min(self.board.bottom() - card.card.y);
        let grow = h - card.card.h;
        HintCard {
            card: Rect { h, ..card.card },
            text: Rect {
                h: card.text.h + grow,
                ..card.text
            },
            max_lines: usize::MAX,
            ..*card
        }
    }

    /// The full form's pill for the next level: as wide as its words (`words` wide, at
    /// [`next_size`]), its margins and its chevron need, at most the button's place, right
    /// against the close button.
    pub fn card_pill(&self, card: &HintCard, words: f32) -> Rect {
        let dp = self.dp;
        let h = (card.next.h - 4.0 * dp).max(0.0);
        // The words, their margins and the chevron, with a little room to spare.
        let w = (words + h * 1.4 + 2.0 * GRID_DP * dp).min(card.next.w);
        Rect::new(
            card.next.right() - w,
            card.next.y + (card.next.h - h) / 2.0,
            w,
            h,
        )
    }

    /// Where the next level's button is drawn: in the full form its pill (for words
    /// `next_words` wide), in the compact form its icon's square.
    pub fn card_next(&self, card: &HintCard, next_words: f32) -> Rect {
        if card.label.h > 0.0 {
            self.card_pill(card, next_words)
        } else {
            card.next
        }
    }

    /// The part of the card under a point, as a finger finds it: the buttons where they are
    /// drawn (the next level's, in the full form, its pill for words `next_words` wide), full
    /// touch targets in height even where drawn shorter, and the rest of the card (its text)
    /// is "more".
    pub fn card_hit(&self, card: &HintCard, next_words: f32, x: f32, y: f32) -> Option<CardPart> {
        let touch = TOUCH_DP * self.dp;
        let grown = |r: Rect| {
            let dy = ((touch - r.h) / 2.0).max(0.0);
            Rect::new(r.x, r.y - dy, r.w, r.h + 2.0 * dy)
        };
        let next = self.card_next(card, next_words);
        if grown(card.close).contains(x, y) {
            Some(CardPart::Close)
        } else if grown(next).contains(x, y) {
            Some(CardPart::Next)
        } else if card.card.contains(x, y) {
            Some(CardPart::More)
        } else {
            None
        }
    }
}

/// The drawn parts of the full form's top row: the bulb, the level's words, and the next
/// level's pill with its words and chevron (the pill as wide as its words need, at most the
/// button's place, right against the close button).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardRow {
    /// The bulb before the level's words.
    pub bulb: Rect,
    /// The level's words.
    pub label: Rect,
    /// The next level's pill.
    pub pill: Rect,
    /// Its words.
    pub next: Rect,
    /// Its chevron.
    pub chevron: Rect,
}

/// The full form's top row for `next`'s words, measured.
pub fn card_row(
    l: &Layout,
    sizes: &Sizes,
    card: &HintCard,
    next: &str,
    measure: &dyn Measure,
) -> CardRow {
    let dp = l.dp;
    let pill = l.card_pill(card, measure.width(next, true, next_size(sizes)));
    // Beside the pill on one row, or as wide as the top row when the pill has its own.
    let label_end = if card.next.y > card.label.y + 0.5 {
        card.label.right()
    } else {
        pill.x - 2.0 * GRID_DP * dp
    };
    // The bulb before the level's words, where they keep the room for two lines of theirs.
    let bulb_w = f32::from(sizes.small) * 1.6;
    let bulb_w = if label_end - card.label.x - bulb_w - GRID_DP * dp >= LABEL_DP * dp {
        bulb_w
    } else {
        0.0
    };
    let bulb = Rect::new(card.label.x, card.label.y, bulb_w, card.label.h);
    let pill_h = pill.h;
    let chevron = Rect::new(pill.right() - pill_h, pill.y, pill_h, pill_h);
    let next = Rect::new(
        pill.x + pill_h * 0.4,
        pill.y,
        (chevron.x - pill.x - pill_h * 0.4).max(0.0),
        pill_h,
    );
    let label_x = if bulb_w > 0.0 {
        bulb.right() + GRID_DP * dp
    } else {
        card.label.x
    };
    let label = Rect::new(
        label_x,
        card.label.y,
        (label_end - label_x).max(0.0),
        card.label.h,
    );
    CardRow {
        bulb,
        label,
        pill,
        next,
        chevron,
    }
}

/// The room the level's words keep beside the bulb, in dp (`Подсказка 1 из 3: где искать`
/// on two lines of 12 dp); a narrower row drops the bulb.
const LABEL_DP: f32 = 96.0;

/// The size of the next level's words.
pub fn next_size(sizes: &Sizes) -> u16 {
    sizes.body.min(sizes.label)
}

/// Places the hint card's own words: its level's and the next level's (the compact form shows
/// icons only).
pub fn card_words<'v>(
    l: &Layout,
    sizes: &Sizes,
    card: &HintCard,
    label: &'v str,
    next: &'v str,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'v>),
) {
    if card.label.h <= 0.0 {
        return;
    }
    let row = card_row(l, sizes, card, next, measure);
    // Each on two lines where one is too narrow for it (a long language on a narrow phone).
    let label = Placed::new(label, row.label, Role::Caption, true, sizes.small);
    fit(label.align(Align::Left), measure, &mut place);
    let next = Placed::new(next, row.next, Role::Label, true, next_size(sizes));
    fit(next.align(Align::Left), measure, &mut place);
}

/// Where the progress shown in the card's place goes: its words (on two lines where one is too
/// narrow for them at their size), its bar, and, in the full form where the card has the
/// height for it at the caption's size, the tip under them (on up to three lines; a card too
/// short for it shows none), centred in the card's height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ProgressParts {
    /// The words.
    pub words: Rect,
    /// How many lines the words take.
    pub words_lines: usize,
    /// The bar.
    pub bar: Rect,
    /// The tip.
    pub tip: Rect,
    /// How many lines the tip takes (none: no tip).
    pub tip_lines: usize,
}

/// The progress's parts for its `words` and its `tip`, measured.
pub fn progress_parts(
    l: &Layout,
    sizes: &Sizes,
    card: &HintCard,
    words: &str,
    tip: &str,
    measure: &dyn Measure,
) -> ProgressParts {
    let dp = l.dp;
    let inner = card.card.inset_x(PAD_DP * dp);
    let mut breaks = [(0, 0); 2];
    let mut lines = |text: &str, size: u16, bold: bool, most: usize| {
        line_breaks(text, inner.w, measure, size, bold, most, &mut breaks)
    };
    let words_lines = lines(words, sizes.label, true, 2);
    let tip_lines = if card.label.h > 0.0 {
        lines(tip, sizes.small, false, 3)
    } else {
        0
    };
    // A line as tall as `fit` needs it (its descenders inside it).
    let line = |size: u16| f32::from(size) / 0.85;
    let bar_h = (6.0 * dp).round().max(3.0);
    let gap = 6.0 * dp;
    // Two lines where the card has their height (at the label's size, or smaller down to the
    // caption's), else one, shrunk to its width.
    let two = 2.0 * line(sizes.small) + gap + bar_h <= card.card.h + 0.5;
    let words_lines = if words_lines == 2 && !two {
        1
    } else {
        words_lines
    };
    let words_h = if words_lines == 2 {
        (card.card.h - gap - bar_h).clamp(2.0 * line(sizes.small), 2.0 * line(sizes.label))
    } else {
        line(sizes.label)
    };
    let tip_h = tip_lines as f32 * line(sizes.small);
    let with_tip = words_h + 2.0 * gap + bar_h + tip_h;
    let (tip_lines, tip_h) = if tip_lines > 0 && with_tip <= card.card.h + 0.5 {
        (tip_lines, tip_h)
    } else {
        (0, 0.0)
    };
    let total = words_h + gap + bar_h + if tip_lines > 0 { gap + tip_h } else { 0.0 };
    let top = card.card.y + ((card.card.h - total) / 2.0).max(0.0);
    let words = Rect::new(inner.x, top, inner.w, words_h);
    let bar = Rect::new(inner.x, words.bottom() + gap, inner.w, bar_h);
    let tip = Rect::new(inner.x, bar.bottom() + gap, inner.w, tip_h);
    ProgressParts {
        words,
        words_lines,
        bar,
        tip,
        tip_lines,
    }
}

/// Places the progress's words and tip.
pub fn progress_words<'v>(
    l: &Layout,
    sizes: &Sizes,
    card: &HintCard,
    words: &'v str,
    tip: &'v str,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'v>),
) {
    let parts = progress_parts(l, sizes, card, words, tip, measure);
    let at = Placed::new(words, parts.words, Role::Label, true, sizes.label).align(Align::Left);
    fit_in(at, parts.words_lines, measure, &mut place);
    if parts.tip_lines > 0 {
        let tip = Placed::new(tip, parts.tip, Role::Caption, false, sizes.small);
        fit_in(tip.align(Align::Left), parts.tip_lines, measure, &mut place);
    }
}

#[cfg(test)]
mod tests {
    use super::super::Insets;
    use super::*;

    #[test]
    fn the_card_stays_in_its_band_with_its_parts_apart() {
        for (name, layout) in super::super::test_shapes() {
            let card = layout.hint_card();
            let band = layout.message;
            let inside = |r: Rect, outer: Rect| {
                r.x >= outer.x - 0.5
                    && r.y >= outer.y - 0.5
                    && r.right() <= outer.right() + 0.5
                    && r.bottom() <= outer.bottom() + 0.5
            };
            assert!(inside(card.card, band), "{name}: {card:?} in {band:?}");
            for part in [card.label, card.next, card.close, card.text] {
                assert!(inside(part, card.card), "{name}: {part:?} in {card:?}");
            }
            let apart = |a: Rect, b: Rect| {
                a.right() <= b.x + 0.5
                    || b.right() <= a.x + 0.5
                    || a.bottom() <= b.y + 0.5
                    || b.bottom() <= a.y + 0.5
            };
            assert!(apart(card.next, card.close), "{name}");
            assert!(
                apart(card.text, card.close) && apart(card.text, card.next),
                "{name}"
            );
            assert!(apart(card.label, card.next), "{name}");
            assert!(card.max_lines >= 1, "{name}");
            let line = line_height(type_scale::BODY * layout.dp);
            assert!(
                card.text.h + 0.5 >= card.max_lines.min(2) as f32 * line,
                "{name}: room for its lines"
            );
        }
    }

    #[test]
    fn a_card_shows_the_lines_its_band_holds_and_its_buttons_are_touch_targets() {
        for (name, layout) in super::super::test_shapes() {
            let card = layout.hint_card();
            let line = line_height((type_scale::BODY * layout.dp).round());
            if card.label.h > 0.0 {
                let chrome = card.card.h - card.text.h;
                let holds = ((layout.message.h - chrome) / line + 0.01).floor() as usize;
                assert_eq!(card.max_lines, holds.max(1), "{name}");
            }
            // The next level's words, 80 dp wide.
            let words = 80.0 * layout.dp;
            let pill = layout.card_pill(&card, words);
            for part in [CardPart::Next, CardPart::Close] {
                let r = match part {
                    CardPart::Next if card.label.h > 0.0 => pill,
                    CardPart::Next => card.next,
                    _ => card.close,
                };
                assert!(r.w + 0.5 >= TOUCH_DP * layout.dp, "{name}: {part:?} {r:?}");
                // A finger 20 dp above or below the middle still finds it, and its ends.
                let (x, y) = r.center();
                for dy in [-20.0, 0.0, 20.0] {
                    let y = (y + dy * layout.dp).clamp(card.card.y, card.card.bottom() - 0.1);
                    assert_eq!(
                        layout.card_hit(&card, words, x, y),
                        Some(part),
                        "{name} {dy}"
                    );
                }
                for x in [r.x + 0.5, r.right() - 0.5] {
                    assert_eq!(layout.card_hit(&card, words, x, y), Some(part), "{name}");
                }
            }
            // Beside the pill, in the rest of the button's place, a tap is on the card's words.
            if card.label.h > 0.0 && pill.x > card.next.x + 2.0 {
                let y = pill.center().1;
                let at = layout.card_hit(&card, words, pill.x - 1.0, y);
                assert_ne!(at, Some(CardPart::Next), "{name}: left of the pill");
            }
            let (x, y) = card.text.center();
            let at = layout.card_hit(&card, words, x, y);
            assert_eq!(at, Some(CardPart::More), "{name}");
            assert_eq!(layout.card_hit(&card, words, -1.0, -1.0), None, "{name}");
        }
    }

    #[test]
    fn the_standard_phone_has_the_full_card_with_three_lines() {
        let layout = Layout::new(1081.5, 2401.9, 2.625, Insets::default());
        let card = layout.hint_card();
        assert!(card.label.h > 0.0, "the full form");
        assert!(card.max_lines >= 3, "{}", card.max_lines);
    }

    #[test]
    fn a_card_is_as_tall_as_its_lines_need() {
        for (name, layout) in super::super::test_shapes() {
            let card = layout.hint_card();
            let line = line_height(type_scale::BODY * layout.dp);
            let one = layout.hint_card_fitted(&card, 1, line);
            let three = layout.hint_card_fitted(&card, 3, line);
            if card.label.h > 0.0 {
                // One line of text, a row and the padding: no empty lines under it.
                let chrome = card.card.h - card.text.h;
                assert!(one.card.h <= chrome + line + 0.5, "{name}: {one:?}");
                assert!(three.card.h >= one.card.h, "{name}");
            }
            assert!(one.text.h + 0.5 >= line, "{name}: room for its line");
            let inside = |r: Rect| {
                r.y >= layout.message.y - 0.5 && r.bottom() <= layout.message.bottom() + 0.5
            };
            for part in [one.card, one.next, one.close, one.text] {
                assert!(inside(part), "{name}: {part:?} in {:?}", layout.message);
            }
        }
    }

    /// A window far taller than wide (700x2000) gives the hint's band the height of six lines,
    /// and the card shows them all before "more" (it showed three, and a third of the window
    /// stayed empty).
    #[test]
    fn a_tall_window_shows_six_lines_of_a_hint() {
        let layout = Layout::new(700.0, 2000.0, 1.0, Insets::default());
        assert_eq!(layout.hint_card().max_lines, 6);
    }

    #[test]
    fn an_open_card_grows_over_the_board_but_never_past_it() {
        let layout = Layout::new(1081.5, 2401.9, 2.625, Insets::default());
        let card = layout.hint_card();
        let line = line_height(type_scale::BODY * layout.dp);
        let open = layout.hint_card_open(&card, 7, line);
        assert!(open.card.h > card.card.h);
        assert!(open.text.h + 0.5 >= 7.0 * line);
        assert_eq!(
            (open.card.y, open.next, open.close),
            (card.card.y, card.next, card.close)
        );
        let huge = layout.hint_card_open(&card, 400, line);
        assert!(huge.card.bottom() <= layout.board.bottom() + 0.5);
        let short = layout.hint_card_open(&card, 1, line);
        assert_eq!(short.card, card.card, "never smaller than the card");
    }
}
