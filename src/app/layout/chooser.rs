//! The notes tool's chooser: the note kinds a long press on the tool offers (candidates,
//! corner notes, colours), a card over the top of the pad, right under the tool the finger is
//! on, one button each, an icon over its name; and where the names go, placed as every other
//! word is, so the text-fitting test measures them in every language.

use peerless::game::NoteKind;

use super::places::{fit, Measure, Placed, Role};
use super::text::Sizes;
use super::{Layout, Rect, GAP_DP, TOUCH_DP};

/// The least height of a kind's button, in dp.
const OPTION_DP: f32 = 72.0;

/// The least width of a kind's button beside the others, in dp: its name under its icon at
/// the smallest text (`Middennotities`, `Центральные`: 82 dp at 12), narrower in proportion
/// where the screen's buttons are smaller.
const OPTION_W_DP: f32 = 96.0;

/// Where the chooser's parts go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Chooser {
    /// The card the options lie on.
    pub card: Rect,
    /// Each kind's button, in [`NoteKind::ALL`]'s order.
    pub options: [Rect; 3],
}

impl Layout {
    /// The chooser: as wide as the tool row, on a card that starts at the pad's top (the pad
    /// is what it changes, and the finger on the notes tool hides none of it); its buttons
    /// side by side, a large button tall, or, where the row is too narrow for three touch
    /// targets (a narrow side panel), one under another. A pad too short for the card (one
    /// row of keys, a short window) lets it reach down to the bottom of the safe area, and
    /// where even that is short, up over the tools, so its buttons stay as large as the
    /// screen's other buttons.
    pub fn notes_chooser(&self) -> Chooser {
        let dp = self.dp;
        let gap = GAP_DP * dp;
        let tools = self.tools[0].union(self.tools[5]);
        let pad_top = self.pad.iter().map(|r| r.y).fold(f32::MAX, f32::min);
        let pad = self.pad.iter().fold(self.pad[0], |all, r| all.union(*r));
        // As wide as the tools over or beside the pad; as the pad where the tools' row is
        // under it (and under the board: a small window sideways).
        let row = if tools.y >= pad.bottom() - 0.5 {
            pad
        } else {
            tools
        };
        // The screen's own touch size (smaller than 48 dp only in a window too small for it).
        let least = self.tools[0].h.min(self.pad[0].h).min(TOUCH_DP * dp);
        let bottom = self.safe.bottom();
        // The card at its preferred height from the pad's top, down to the safe area's bottom;
        // at its least height from further up where that is short, never above the tools.
        let place = |preferred: f32, at_least: f32| {
            let h = preferred
                .min(bottom - pad_top)
                .max(at_least.min(bottom - row.y));
            Rect::new(row.x, pad_top.min(bottom - h), row.w, h)
        };
        let w = (row.w - 4.0 * gap) / 3.0;
        // Side by side where each is wide enough for its name under its icon.
        let wide = (OPTION_W_DP * dp * (least / (44.0 * dp)).min(1.0)).max(TOUCH_DP * dp);
        if w >= wide {
            // At least a large button's height: a name may take two lines.
            let button = self.tools[0].h.max(OPTION_DP * dp);
            let card = place(button + 2.0 * gap, least + gap);
            let inset = gap.min((card.h - least) / 2.0).max(0.0);
            let inner = card.inset(inset);
            let w = (inner.w - 2.0 * gap) / 3.0;
            let options = std::array::from_fn(|i| {
                Rect::new(inner.x + i as f32 * (w + gap), inner.y, w, inner.h)
            });
            return Chooser { card, options };
        }
        // Closer together, as the pad's keys in a narrow panel are.
        let gap = gap / 2.0;
        let button = self.tools[0].h.max(TOUCH_DP * dp);
        let card = place(3.0 * button + 4.0 * gap, 3.0 * least + 4.0 * gap);
        let each = (card.h - 4.0 * gap) / 3.0;
        let options = std::array::from_fn(|i| {
            Rect::new(
                card.x + gap,
                card.y + gap + i as f32 * (each + gap),
                card.w - 2.0 * gap,
                each,
            )
        });
        Chooser { card, options }
    }

    /// The kind whose button of the chooser is under a point, if any.
    pub fn chooser_hit(&self, x: f32, y: f32) -> Option<NoteKind> {
        let chooser = self.notes_chooser();
        let i = chooser.options.iter().position(|r| r.contains(x, y))?;
        NoteKind::ALL.get(i).copied()
    }
}

/// An option's two parts: where the button is wide, its icon's box at its left and its name's
/// beside it, the button's whole height; else the icon above and the name under it. Either
/// way the name has room for two lines, which the longer names take.
pub fn option_parts(l: &Layout, r: Rect) -> (Rect, Rect) {
    let dp = l.dp;
    let margin = (8.0 * dp).min(r.w * 0.08);
    if r.w >= 2.0 * r.h {
        let side = (24.0 * dp).min(r.h * 0.5);
        let icon = Rect::new(r.x + margin, r.y + (r.h - side) / 2.0, side, side);
        let x = icon.right() + 4.0 * dp;
        let label = Rect::new(
            x,
            r.y + 2.0 * dp,
            (r.right() - margin - x).max(0.0),
            r.h - 4.0 * dp,
        );
        return (icon, label);
    }
    let icon = Rect::new(
        r.x,
        r.y + 4.0 * dp,
        r.w,
        (r.h * 0.4).max(24.0 * dp).min(r.h / 2.0),
    );
    let label = Rect::new(
        r.x + margin / 2.0,
        icon.bottom(),
        r.w - margin,
        (r.bottom() - icon.bottom() - 2.0 * dp).max(0.0),
    );
    (icon, label)
}

/// The chooser's names, `labels` in [`NoteKind::ALL`]'s order, each under its icon, shrunk to
/// its button where it is too long.
pub fn chooser_words<'w>(
    l: &Layout,
    sizes: &Sizes,
    labels: [&'w str; 3],
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'w>),
) {
    let chooser = l.notes_chooser();
    for (i, (text, r)) in labels.into_iter().zip(chooser.options).enumerate() {
        let rect = option_parts(l, r).1;
        let words = Placed::new(text, rect, Role::Tool, false, sizes.tool).item(i);
        fit(words, measure, &mut place);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::layout::test_shapes;

    #[test]
    fn the_chooser_lies_over_the_pad_and_its_buttons_are_touch_targets() {
        for (name, l) in test_shapes() {
            let chooser = l.notes_chooser();
            let pad = l.pad.iter().fold(l.pad[0], |all, r| all.union(*r));
            // Over the pad, from its top where the pad is tall enough for it, reaching down to
            // the bottom of the safe area (a pad of one row); over the tools only where that
            // is short, and over nothing else.
            let tools = l.tools[0].union(l.tools[5]);
            let top = tools.y.min(pad.y);
            assert!(chooser.card.y >= top - 0.01, "{name}: under the tools");
            if pad.h >= chooser.card.h {
                assert!(
                    (chooser.card.y - pad.y).abs() < 0.01,
                    "{name}: at the pad's top"
                );
            }
            assert!(
                chooser.card.bottom() <= l.safe.bottom() + 0.01,
                "{name}: in the window"
            );
            for r in [l.board, l.header, l.message] {
                let apart = r.bottom() <= chooser.card.y + 0.01
                    || chooser.card.bottom() <= r.y + 0.01
                    || r.right() <= chooser.card.x + 0.01
                    || chooser.card.right() <= r.x + 0.01;
                assert!(apart, "{name}: {r:?} is not under the chooser");
            }
            assert!(chooser.card.right() <= l.safe.right() + 0.01, "{name}");
            for (i, r) in chooser.options.iter().enumerate() {
                assert!(
                    r.h >= 48.0 * l.dp - 0.01 && r.w >= 48.0 * l.dp,
                    "{name}: {r:?}"
                );
                let inside = chooser.card;
                assert!(
                    r.x >= inside.x && r.right() <= inside.right() + 0.01,
                    "{name}"
                );
                let (x, y) = r.center();
                assert_eq!(l.chooser_hit(x, y), Some(NoteKind::ALL[i]), "{name}");
                assert!(r.bottom() <= chooser.card.bottom() + 0.01, "{name}");
                for other in &chooser.options[i + 1..] {
                    let apart = r.right() <= other.x || r.bottom() <= other.y;
                    assert!(apart, "{name}: buttons apart");
                }
            }
            let (x, y) = l.board.center();
            assert_eq!(l.chooser_hit(x, y), None);
        }
    }
}
