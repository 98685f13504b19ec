//! Where the Killer cage calculator's words go, in the hint card's place while no hint shows:
//! its title (the cage and what is left, or the cells selected and their total) over its
//! detail (the combinations still possible, or why there are none), centred in the card's
//! height as the progress is; and the detail broken into the lines that room holds, a list of
//! combinations cut between two of them with "…" where the room runs out, a sentence set
//! smaller until it fits (measured, as `places` does, so the text-fitting test checks them).

use std::ops::Range;

use super::board::PAD_DP;
use super::places::{fit_in, line_breaks, Measure, Placed, Role};
use super::text::{wrap_measured, Align, Sizes};
use super::{line_height, HintCard, Layout, Rect, GRID_DP};
use crate::app::views::calculator::BETWEEN;

/// What ends a list of combinations cut short.
pub const MORE: &str = "\u{a0}…";

/// Where the calculator's title and detail go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CalculatorParts {
    /// The title's box.
    pub title: Rect,
    /// How many lines the title takes (one, or two where it needs them and the card has the
    /// room).
    pub title_lines: usize,
    /// The detail's lines, as shown.
    pub detail: Rect,
    /// The most room the detail has under the title: what its lines are broken to fit.
    pub room: Rect,
}

/// The detail as shown: its text (a list cut short ends in [`MORE`]), its lines and their size.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShownDetail {
    /// The text shown.
    pub text: String,
    /// Its lines, as ranges into it.
    pub lines: Vec<Range<usize>>,
    /// The size it is set in.
    pub size: u16,
}

/// The height `lines` lines of text at `size` take: the body's line spacing between them, and
/// the last one as tall as its glyphs need (as `fit` sets a line).
pub fn lines_height(lines: usize, size: u16) -> f32 {
    match lines {
        0 => 0.0,
        n => (n - 1) as f32 * line_height(f32::from(size)) + f32::from(size) / 0.85,
    }
}

/// The calculator's parts in `card` for `title` and a detail of `detail.0` lines at size
/// `detail.1` (no lines: the title alone), measured.
pub fn calculator_parts(
    l: &Layout,
    sizes: &Sizes,
    card: &HintCard,
    title: &str,
    detail: (usize, u16),
    measure: &dyn Measure,
) -> CalculatorParts {
    let dp = l.dp;
    let band = card.card;
    let inner = band.inset_x(PAD_DP * dp);
    let one = f32::from(sizes.label) / 0.85;
    let mut breaks = [(0, 0); 2];
    let wanted = line_breaks(title, inner.w, measure, sizes.label, true, 2, &mut breaks);
    // Two lines for the title only where a line of the detail still fits under them.
    let title_lines = if wanted == 2 && 2.0 * one + lines_height(1, sizes.body) <= band.h + 0.5 {
        2
    } else {
        1
    };
    let title_h = (title_lines as f32 * one).min(band.h);
    let room_h = (band.h - title_h).max(0.0);
    let (lines, size) = detail;
    let detail_h = lines_height(lines, size).min(room_h);
    // A grid unit between them where the card has it.
    let gap = if lines > 0 {
        (room_h - detail_h).clamp(0.0, GRID_DP * dp)
    } else {
        0.0
    };
    let total = title_h + gap + detail_h;
    let top = band.y + ((band.h - total) / 2.0).max(0.0);
    let title = Rect::new(inner.x, top, inner.w, title_h);
    CalculatorParts {
        title,
        title_lines,
        detail: Rect::new(inner.x, title.bottom() + gap, inner.w, detail_h),
        room: Rect::new(inner.x, title.bottom(), inner.w, room_h),
    }
}

/// Places the calculator's title (bold, at the label's size, left-aligned).
pub fn calculator_title<'v>(
    parts: &CalculatorParts,
    sizes: &Sizes,
    title: &'v str,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'v>),
) {
    let at = Placed::new(title, parts.title, Role::Label, true, sizes.label).align(Align::Left);
    fit_in(at, parts.title_lines, measure, &mut place);
}

/// Where each of the detail's lines goes in `parts.detail`.
pub fn detail_line(parts: &CalculatorParts, size: u16, line: usize) -> Rect {
    let step = line_height(f32::from(size));
    Rect::new(
        parts.detail.x,
        parts.detail.y + line as f32 * step,
        parts.detail.w,
        f32::from(size) / 0.85,
    )
}

/// `detail` broken into the lines `room` holds: a list of combinations (`list`, joined by
/// [`BETWEEN`]) at the body's size, cut after as many whole combinations as fit with
/// [`MORE`] after them; a sentence at the body's size, or smaller down to the small text's
/// until it fits (and, in a window smaller than any phone where even that does not, cut after
/// a word the same way). Called when the text or the layout changes, never per frame.
pub fn wrap_detail(
    detail: &str,
    list: bool,
    room: Rect,
    sizes: &Sizes,
    measure: &dyn Measure,
) -> ShownDetail {
    let mut shown = ShownDetail {
        text: detail.to_string(),
        size: sizes.body,
        lines: Vec::new(),
    };
    if detail.is_empty() {
        return shown;
    }
    // Whether `text` at `size` goes in the room, its lines left in `lines`.
    let fits = |text: &str, size: u16, lines: &mut Vec<Range<usize>>| {
        wrap_measured(text, room.w, |t| measure.width(t, false, size), lines);
        lines_height(lines.len(), size) <= room.h + 0.5
    };
    let smallest = if list {
        sizes.body
    } else {
        sizes.small.min(sizes.body)
    };
    for size in (smallest..=sizes.body).rev() {
        shown.size = size;
        if fits(detail, size, &mut shown.lines) {
            return shown;
        }
    }
    // Cut after as many whole pieces (combinations, or words) as fit with "…" after them.
    let between = if list { BETWEEN } else { " " };
    let pieces: Vec<&str> = detail.split(between).collect();
    for count in (1..pieces.len()).rev() {
        shown.text = pieces[..count].join(between) + MORE;
        if fits(&shown.text, shown.size, &mut shown.lines) {
            break;
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character as wide as 0.6 of the size (0.65 in bold).
    struct Even;

    impl Measure for Even {
        fn width(&self, text: &str, bold: bool, size: u16) -> f32 {
            let per = if bold { 0.65 } else { 0.6 };
            text.chars().count() as f32 * f32::from(size) * per
        }
    }

    /// The twelve combinations of four cells of 20, as the calculator writes them.
    fn twelve() -> String {
        [
            "1+2+8+9", "1+3+7+9", "1+4+6+9", "1+4+7+8", "1+5+6+8", "2+3+6+9", "2+3+7+8", "2+4+5+9",
            "2+4+6+8", "2+5+6+7", "3+4+5+8", "3+4+6+7",
        ]
        .join(BETWEEN)
    }

    #[test]
    fn the_title_and_the_detail_fit_the_card_in_every_shape() {
        let title = "Cage 20 · 20 to go in 4 cells";
        for (name, l) in super::super::test_shapes() {
            let sizes = Sizes::of(&l, 1.0);
            let card = l.hint_card();
            let room = calculator_parts(&l, &sizes, &card, title, (1, sizes.body), &Even).room;
            for (detail, list) in [
                (twelve(), true),
                ("1+5".to_string(), true),
                ("None fits the candidates".to_string(), false),
            ] {
                let shown = wrap_detail(&detail, list, room, &sizes, &Even);
                assert!(!shown.lines.is_empty(), "{name}");
                let lines = (shown.lines.len(), shown.size);
                let parts = calculator_parts(&l, &sizes, &card, title, lines, &Even);
                // Inside the card, the detail under the title, each line as wide as its place.
                let band = card.card;
                assert!(parts.title.y >= band.y - 0.5, "{name}");
                assert!(parts.detail.bottom() <= band.bottom() + 0.5, "{name}");
                assert!(parts.detail.y + 0.5 >= parts.title.bottom(), "{name}");
                assert!(
                    parts.detail.h + 0.5 >= lines_height(lines.0, lines.1),
                    "{name}: {parts:?} for {lines:?}"
                );
                for (i, range) in shown.lines.iter().enumerate() {
                    let text = &shown.text[range.clone()];
                    let w = Even.width(text, false, shown.size);
                    assert!(w <= parts.detail.w + 0.5, "{name}: {text:?} {w}");
                    assert!(detail_line(&parts, shown.size, i).bottom() <= band.bottom() + 0.5);
                }
                // Cut between combinations (or words) only, and saying so.
                if shown.text != detail {
                    assert!(shown.text.ends_with(MORE), "{name}: {}", shown.text);
                    let kept = shown.text.trim_end_matches(MORE);
                    let between = if list { BETWEEN } else { " " };
                    assert!(detail.starts_with(kept), "{name}");
                    assert!(detail[kept.len()..].starts_with(between), "{name}");
                }
                // Words never under the small text's size.
                assert!(shown.size >= sizes.small.min(sizes.body), "{name}");
            }
        }
    }

    #[test]
    fn a_phone_upright_shows_all_twelve_and_a_small_window_cuts_them() {
        let phone = Layout::new(1081.5, 2401.9, 2.625, super::super::Insets::default());
        let small = Layout::new(640.0, 480.0, 1.0, super::super::Insets::default());
        let shown = |l: &Layout| {
            let sizes = Sizes::of(l, 1.0);
            let card = l.hint_card();
            let room = calculator_parts(l, &sizes, &card, "Cage 20", (1, sizes.body), &Even).room;
            wrap_detail(&twelve(), true, room, &sizes, &Even)
        };
        let all = shown(&phone);
        assert_eq!(all.text, twelve());
        assert!(all.lines.len() >= 2, "{:?}", all.lines);
        let cut = shown(&small);
        assert_eq!(cut.lines.len(), 1);
        assert!(cut.text.ends_with(MORE) && cut.text.starts_with("1+2+8+9"));
        // Nothing shown: no lines, and the title alone in the card's middle.
        let sizes = Sizes::of(&phone, 1.0);
        let empty = wrap_detail("", false, phone.hint_card().card, &sizes, &Even);
        assert!(empty.lines.is_empty());
        let card = phone.hint_card();
        let alone = calculator_parts(&phone, &sizes, &card, "Cage 20 · complete", (0, 15), &Even);
        let middle = alone.title.y + alone.title.h / 2.0;
        assert!((middle - (card.card.y + card.card.h / 2.0)).abs() < 1.0);
        assert_eq!(alone.detail.h, 0.0);
    }
}
