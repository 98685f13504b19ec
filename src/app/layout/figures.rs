//! The statistics' and the end of a game's cards (a figure over its name) and the calendar's
//! title and weekdays, as places: apart from [`super::places`] (whose words, fitting and
//! measuring they use) because they follow the cards' and the calendar's geometry, not a menu's rows.

use super::places::{fit, label_over_caption, Measure, Placed, Role};
use crate::app::layout::menus::CalendarParts;
use crate::app::layout::text::Sizes;
use crate::app::layout::{Layout, Rect};
use crate::app::views::menu::Menu;

/// A summary card's words in `r`: its figure over its name (the statistics' and the end of a
/// game's cards alike).
fn card_words<'m>(
    l: &Layout,
    sizes: &Sizes,
    value: &'m str,
    name: &'m str,
    r: Rect,
    measure: &dyn Measure,
    place: &mut impl FnMut(Placed<'m>),
) {
    let inner = r.inset_x(4.0 * l.dp);
    // The figure over its name, each as tall as its lines need (the name's two lines had a
    // third of the card, and were drawn at 7 dp), the two centred.
    let area = Rect::new(inner.x, r.y + r.h * 0.04, inner.w, r.h * 0.92);
    let (top, bottom) = label_over_caption(sizes, (value, name), area, 2, measure);
    place(Placed::new(value, top, Role::Label, true, sizes.label));
    fit(
        Placed::new(name, bottom, Role::Caption, false, sizes.small),
        measure,
        place,
    );
}

/// The end of a game's cards' words, in `parts` (whose row `rise` lifts, as the win plays).
pub fn summary_cards<'m>(
    l: &Layout,
    sizes: &Sizes,
    m: &'m Menu,
    parts: &crate::app::layout::menus::SummaryParts,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'m>),
) {
    let count = m.cards.len();
    for (i, (value, name)) in m.cards.iter().enumerate() {
        let r = parts.card(i, count, l.dp);
        card_words(l, sizes, value, name, r, measure, &mut place);
    }
}

/// The statistics screen's words: its summary cards under the chart, the calendar's
/// title (the month, the daily streak) and the weekdays over its columns.
pub fn statistics<'m>(
    l: &Layout,
    sizes: &Sizes,
    m: &'m Menu,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'m>),
) {
    let Some(chart) = &m.chart else {
        return;
    };
    let parts = l.statistics_parts(m.items.len());
    for ((value, name), r) in chart.cards.iter().zip(parts.cards) {
        card_words(l, sizes, value, name, r, measure, &mut place);
    }
    let calendar = CalendarParts::new(
        parts.calendar,
        chart.first_column,
        chart.month.days_in_month(),
    );
    if calendar.row() < 8.0 {
        return;
    }
    if let Some(title) = m.body.get(2) {
        let title = Placed::new(title, calendar.title(), Role::Label, true, sizes.body);
        fit(title, measure, &mut place);
    }
    // The weekdays as large as their columns let one letter be (a narrow calendar's are
    // small whatever the language).
    let column = calendar.weekday(0);
    let size = sizes.small.min(column.w.min(column.h).max(1.0) as u16);
    for (i, name) in chart.weekdays.iter().enumerate() {
        let r = calendar.weekday(i as u32);
        place(Placed::new(name, r, Role::Caption, false, size));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character 0.6 of the size wide.
    struct Even;

    impl Measure for Even {
        fn width(&self, text: &str, _bold: bool, size: u16) -> f32 {
            text.chars().count() as f32 * 0.6 * f32::from(size)
        }
    }

    /// A card's name of two lines keeps the caption's size under its figure (it had a third
    /// of the card, and a summary's `Streak (best 6)` was drawn at 7 dp).
    #[test]
    fn a_cards_name_of_two_lines_keeps_its_size() {
        let l = Layout::new(412.0, 915.0, 1.0, crate::app::layout::Insets::default());
        let sizes = Sizes::of(&l, 1.0);
        let r = Rect::new(0.0, 0.0, 90.0, 52.0);
        let mut drawn = Vec::new();
        card_words(
            &l,
            &sizes,
            "6",
            "Streak (best 6)",
            r,
            &Even,
            &mut |p: Placed| {
                drawn.push((p.text, p.scale, p.rect));
            },
        );
        assert_eq!(drawn.len(), 3, "{drawn:?}");
        for (text, scale, rect) in &drawn {
            assert!(*scale >= 0.99, "{text}: {scale}");
            assert!(
                rect.y >= r.y && rect.bottom() <= r.bottom() + 0.01,
                "{text}"
            );
        }
    }
}
