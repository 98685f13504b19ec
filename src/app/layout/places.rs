//! Where each word of a screen goes: the menus' titles, buttons, setting values, choices and
//! captions, the statistics' and the summary's cards (the game screen's bars are
//! [`super::bars`]'), as places (a rectangle, a size, bold or not), a pure function of the
//! layout and the words. Drawing reads them ([`crate::app::render`]), and so
//! does the test that measures every text of every language, at every size, with the real
//! fonts, against its place: one geometry for both, so what is tested is what is drawn.

use crate::app::layout::menus::LEVEL_BUTTONS;
use crate::app::layout::text::breaks;
use crate::app::layout::text::Align;
use crate::app::layout::text::Sizes;
use crate::app::layout::{Layout, Rect};
use crate::app::views::menu::Menu;
use crate::app::views::menu::MenuItem;
use crate::app::views::menu::MenuShape;

/// Measures text as the fonts draw it: the painter's with macroquad, a test's with the same
/// font files read by fontdue (what macroquad measures with).
pub trait Measure {
    /// `text`'s width in the regular or bold font at `size`, unscaled.
    fn width(&self, text: &str, bold: bool, size: u16) -> f32;
}

/// What a placed text is, for its colour and for the report of a text that does not fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A screen's title.
    Title,
    /// The line under it.
    Subtitle,
    /// A menu button's text (a setting's name).
    Label,
    /// A setting's value, at the button's right end.
    Value,
    /// A word of a choice's segmented control, not chosen.
    Choice,
    /// The chosen word of a choice's segmented control.
    Chosen,
    /// The smaller line under a button's text.
    Caption,
    /// A tool's label.
    Tool,
    /// The header's level name, left.
    HeaderLevel,
    /// The header's clock, centred.
    HeaderClock,
    /// The header's mistakes, right.
    HeaderMistakes,
}

/// A text in its place.
#[derive(Clone, Copy, Debug)]
pub struct Placed<'t> {
    /// The text.
    pub text: &'t str,
    /// Its box: a text wider than this is shrunk to fit when drawn.
    pub rect: Rect,
    /// What it is.
    pub role: Role,
    /// The button or tool slot it belongs to, if any.
    pub item: Option<usize>,
    /// Bold or regular.
    pub bold: bool,
    /// The size, one of the layout's [`Sizes`].
    pub size: u16,
    /// A scale on top of the size (a row of buttons sharing one size).
    pub scale: f32,
    /// Where it sits in its box.
    pub align: Align,
}

/// Places `t`, whose text may be too wide for its box, on as few lines as it needs (a title
/// up to three, any other text up to two), broken where the lines are most even, each line
/// no larger than the box's height leaves room for; whole when it fits or cannot break, and
/// then no taller than its box. A line still too wide is shrunk when drawn.
pub fn fit<'t>(t: Placed<'t>, measure: &dyn Measure, place: &mut impl FnMut(Placed<'t>)) {
    let most = if t.role == Role::Title { 3 } else { 2 };
    fit_in(t, most, measure, place);
}

/// [`fit`] on at most `most` lines (three at the most).
pub fn fit_in<'t>(
    t: Placed<'t>,
    most: usize,
    measure: &dyn Measure,
    place: &mut impl FnMut(Placed<'t>),
) {
    let width = t.rect.w / t.scale;
    let most = most.clamp(1, 3);
    let mut breaks = [(0usize, 0usize); 2];
    let lines = line_breaks(t.text, width, measure, t.size, t.bold, most, &mut breaks);
    if lines == 1 {
        // No taller than its box: a title in a short window's band is set smaller.
        // (its descenders reach 0.585 of its size below its box's middle).
        let high = 0.85 * t.rect.h / f32::from(t.size.max(1));
        place(t.scale(t.scale.min(high)));
        return;
    }
    let band = t.rect.h / lines as f32;
    // The lines of the size, each within its band (its descenders too).
    let height = (0.85 * band / (f32::from(t.size) * t.scale)).min(1.0);
    let mut from = 0;
    let ends = breaks[..lines - 1]
        .iter()
        .copied()
        .chain([(t.text.len(), t.text.len())]);
    for (line, (end, next)) in ends.enumerate() {
        place(Placed {
            text: &t.text[from..end],
            rect: Rect::new(t.rect.x, t.rect.y + line as f32 * band, t.rect.w, band),
            scale: t.scale * height,
            ..t
        });
        from = next;
    }
}

/// A place to break a line: where it ends, and where the next begins.
type Break = (usize, usize);

/// Where `text` may break a line (see [`breaks`]): `(end of a line, start of the next)`.
fn break_points(text: &str) -> impl Iterator<Item = Break> + Clone + '_ {
    breaks(text).map(|b| (b.end, b.start))
}

/// Breaks `text` into at most `most` lines no wider than `width` where it can, as even as can
/// be: writes the breaks into `breaks` and returns the number of lines (1 when it fits, or
/// when it cannot break).
pub(super) fn line_breaks(
    text: &str,
    width: f32,
    measure: &dyn Measure,
    size: u16,
    bold: bool,
    most: usize,
    breaks: &mut [(usize, usize); 2],
) -> usize {
    let whole = measure.width(text, bold, size);
    if whole <= width || break_points(text).next().is_none() {
        return 1;
    }
    // The fewest lines that fit, else the most; for that count, the narrowest widest line.
    let mut best: Option<(usize, f32, [Break; 2])> = None;
    for lines in 2..=most {
        let mut found = [(0, 0); 2];
        let widest = match lines {
            2 => {
                let mut best2: Option<(f32, (usize, usize))> = None;
                for (end, start) in break_points(text) {
                    let w = measure.width(&text[..end], bold, size).max(measure.width(
                        &text[start..],
                        bold,
                        size,
                    ));
                    if best2.is_none_or(|(b, _)| w < b) {
                        best2 = Some((w, (end, start)));
                    }
                }
                let Some((w, point)) = best2 else { break };
                found[0] = point;
                w
            }
            _ => {
                let mut best3: Option<(f32, Break, Break)> = None;
                for first in break_points(text) {
                    let head = measure.width(&text[..first.0], bold, size);
                    if best3.is_some_and(|(b, _, _)| head >= b) {
                        continue;
                    }
                    for (end, start) in break_points(text).filter(|&(end, _)| end > first.1) {
                        let w = head
                            .max(measure.width(&text[first.1..end], bold, size))
                            .max(measure.width(&text[start..], bold, size));
                        if best3.is_none_or(|(b, _, _)| w < b) {
                            best3 = Some((w, first, (end, start)));
                        }
                    }
                }
                let Some((w, a, b)) = best3 else { break };
                found = [a, b];
                w
            }
        };
        best = Some((lines, widest, found));
        if widest <= width {
            break;
        }
    }
    match best {
        Some((lines, _, found)) => {
            *breaks = found;
            lines
        }
        None => 1,
    }
}

impl Placed<'_> {
    pub(super) fn new(text: &str, rect: Rect, role: Role, bold: bool, size: u16) -> Placed<'_> {
        Placed {
            text,
            rect,
            role,
            item: None,
            bold,
            size,
            scale: 1.0,
            align: Align::Center,
        }
    }

    pub(super) fn align(self, align: Align) -> Self {
        Placed { align, ..self }
    }

    pub(super) fn item(self, item: usize) -> Self {
        Placed {
            item: Some(item),
            ..self
        }
    }

    pub(super) fn scale(self, scale: f32) -> Self {
        Placed { scale, ..self }
    }
}

/// The menu's texts in their places, in drawing order (title, subtitle, then each button's).
/// `title_scale` grows the title in at a win.
pub fn menu<'m>(
    l: &Layout,
    sizes: &Sizes,
    m: &'m Menu,
    title_scale: f32,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'m>),
) {
    // The start screen's name and line sit under its mark where it has one.
    let start = (m.shape == MenuShape::Start)
        .then(|| l.start_title(m.items.len()))
        .flatten();
    let (upper, lower) = start.unwrap_or_else(|| title_parts(l, m.shape, m.items.len()));
    // A title too wide for one line (a sentence: "Finding an example of the ...") takes two;
    // so does every other text below.
    let title = Placed::new(&m.title, upper, Role::Title, true, sizes.title).scale(title_scale);
    fit(title, measure, &mut place);
    let subtitle = Placed::new(&m.subtitle, lower, Role::Subtitle, false, sizes.body);
    fit(subtitle, measure, &mut place);
    if m.shape == MenuShape::Start {
        // The start screen's buttons place their words themselves (`start::start_words`).
        return;
    }
    let count = m.items.len();
    let row = row_scale(l, sizes, m, measure);
    let choices = choice_scale(l, sizes, m, measure);
    for (i, item) in m.items.iter().enumerate() {
        let r = l.menu_button_in(m.shape, i, count);
        // A row of buttons (the statistics' levels) shares one text size.
        let scale = if m.shape == MenuShape::Statistics && i < LEVEL_BUTTONS {
            row
        } else {
            1.0
        };
        let inner = r.inset(12.0 * l.dp);
        let label = |rect| {
            Placed::new(&item.label, rect, Role::Label, false, sizes.label)
                .scale(scale)
                .item(i)
        };
        if !item.choices.is_empty() {
            // A choice among words: its name at the left, the segments at the right, their
            // words at one size (a control of words in several sizes reads as broken).
            let n = item.choices.len();
            let control = menu_choices(l, r, n);
            let name = Rect::new(inner.x, r.y, control.x - 8.0 * l.dp - inner.x, r.h);
            fit(label(name).align(Align::Left), measure, &mut place);
            for (k, choice) in item.choices.iter().enumerate() {
                let role = if k == item.chosen {
                    Role::Chosen
                } else {
                    Role::Choice
                };
                let at = menu_choice(control, n, k).inset_x(CHOICE_PAD_DP * l.dp);
                let word = Placed::new(choice, at, role, false, sizes.label);
                place(word.scale(choices).item(i));
            }
        } else if item.switch.is_some() {
            // A setting on or off: its name at the left, the switch at the right.
            let switch = menu_switch(l, r);
            let name = Rect::new(inner.x, r.y, switch.x - 8.0 * l.dp - inner.x, r.h);
            fit(label(name).align(Align::Left), measure, &mut place);
        } else if !item.value.is_empty() {
            // A setting: its name at the left, its value at the right.
            let split = inner.w * 0.62;
            let name = Rect::new(inner.x, r.y, split, r.h);
            let value = Rect::new(inner.x + split, r.y, inner.w - split, r.h);
            fit(label(name).align(Align::Left), measure, &mut place);
            let value = Placed::new(&item.value, value, Role::Value, true, sizes.label);
            fit(value.align(Align::Right).item(i), measure, &mut place);
        } else if item.caption.is_empty() {
            let side = menu_icon_room(l, r, item);
            fit(
                label(r.inset(8.0 * l.dp).inset_x(side)),
                measure,
                &mut place,
            );
        } else {
            let side = menu_icon_room(l, r, item);
            // The label over its caption, their bands apart (a label on two lines over a
            // caption ran into it), and both over a progress bar where the button has one.
            let foot = if item.done().is_some() {
                menu_progress(l, r).y - 2.0 * l.dp
            } else {
                r.y + r.h * 0.9
            };
            let (top, bottom) = label_and_caption(l, sizes, item, r, foot, side, measure);
            fit(label(top), measure, &mut place);
            let caption = Placed::new(&item.caption, bottom, Role::Caption, false, sizes.small);
            fit(caption.item(i), measure, &mut place);
        }
    }
}

/// The bands of a button's label and of the caption under it, down to `foot`, its words `side`
/// in from each end: each as tall as its lines need at their size (a caption of two lines
/// takes two lines' height, a label of one line one), the two together centred in the
/// button; where they need more than it has, each its share.
fn label_and_caption(
    l: &Layout,
    sizes: &Sizes,
    item: &MenuItem,
    r: Rect,
    foot: f32,
    side: f32,
    measure: &dyn Measure,
) -> (Rect, Rect) {
    let label_w = r.w - 2.0 * side;
    let caption_w = r.w - 12.0 * l.dp - 2.0 * side;
    let mut breaks = [(0, 0); 2];
    let mut lines = |text: &str, w: f32, size: u16| {
        line_breaks(text, w, measure, size, false, 2, &mut breaks) as f32
    };
    // A line needs its size over 0.85 (`fit`: its descenders inside its band).
    let label_h = lines(&item.label, label_w, sizes.label) * f32::from(sizes.label) / 0.85;
    let caption_h = lines(&item.caption, caption_w, sizes.small) * f32::from(sizes.small) / 0.85;
    let top = r.y + r.h * 0.04;
    let room = (foot - top).max(0.0);
    let share = (room / (label_h + caption_h)).min(1.0);
    let (label_h, caption_h) = (label_h * share, caption_h * share);
    let y = top + (room - label_h - caption_h) / 2.0;
    let split = y + label_h;
    (
        Rect::new(r.x, y, r.w, label_h).inset_x(side),
        Rect::new(r.x + 6.0 * l.dp, split, r.w - 12.0 * l.dp, caption_h).inset_x(side),
    )
}

/// A label over its caption, both left-aligned in `area` (a card's words): each band as tall
/// as its lines need at their size (the label two at most, the caption `caption_lines`), the
/// two together centred in the area's height, each its share where they need more.
pub(super) fn label_over_caption(
    sizes: &Sizes,
    (label, caption): (&str, &str),
    area: Rect,
    caption_lines: usize,
    measure: &dyn Measure,
) -> (Rect, Rect) {
    let mut breaks = [(0, 0); 2];
    let mut lines = |text: &str, size: u16, bold: bool, most: usize| {
        line_breaks(text, area.w, measure, size, bold, most, &mut breaks) as f32
    };
    let label_h = lines(label, sizes.label, true, 2) * f32::from(sizes.label) / 0.85;
    let caption_h = lines(caption, sizes.small, false, caption_lines);
    let caption_h = caption_h * f32::from(sizes.small) / 0.85;
    let share = (area.h / (label_h + caption_h)).min(1.0);
    let (label_h, caption_h) = (label_h * share, caption_h * share);
    let y = area.y + (area.h - label_h - caption_h) / 2.0;
    (
        Rect::new(area.x, y, area.w, label_h),
        Rect::new(area.x, y + label_h, area.w, caption_h),
    )
}

/// A share done, as a bar along a button's foot (the Learn screen's levels), clear of its
/// rounded corners; the button's words stay above it.
pub fn menu_progress(l: &Layout, r: Rect) -> Rect {
    let thick = (3.0 * l.dp).max(2.0);
    let side = (crate::app::views::theme::RADIUS_DP * l.dp)
        .min(r.h.min(r.w) * 0.25)
        .max(12.0 * l.dp);
    Rect::new(
        r.x + side,
        r.bottom() - thick - 4.0 * l.dp,
        r.w - 2.0 * side,
        thick,
    )
}

/// A switch's track at a button's right end: 44 by 24 dp, as the platforms draw theirs.
pub fn menu_switch(l: &Layout, r: Rect) -> Rect {
    let (w, h) = (44.0 * l.dp, (24.0 * l.dp).min(r.h * 0.6));
    Rect::new(r.right() - 14.0 * l.dp - w, r.y + (r.h - h) / 2.0, w, h)
}

/// The room on each side of a choice's word within its segment, in dp: clear of the chosen
/// segment's fill.
const CHOICE_PAD_DP: f32 = 6.0;

/// The widest a segment of a choice grows, in dp: two words need no more.
const CHOICE_DP: f32 = 96.0;

/// A choice's segmented control at a button's right end: `count` segments of at most
/// [`CHOICE_DP`], two a half of the button's inside, three or more two thirds (its name keeps
/// the rest, on two lines where it needs them: a choice's words shrank to 12 dp on a phone),
/// 36 dp high or less on a short button.
pub fn menu_choices(l: &Layout, r: Rect, count: usize) -> Rect {
    let inner = r.inset(12.0 * l.dp);
    let share = if count <= 2 { 0.5 } else { 0.66 };
    let w = (inner.w * share).min(count as f32 * CHOICE_DP * l.dp);
    let h = (36.0 * l.dp).min(r.h - 12.0 * l.dp);
    Rect::new(inner.right() - w, r.y + (r.h - h) / 2.0, w, h)
}

/// The segmented control of a choice of `count` in button `r` of a menu of `shape`, as it is
/// drawn, hit and read: the start screen's choice of kind at its row's right end
/// ([`Layout::start_kind_control`]), any other at its button's ([`menu_choices`]).
pub fn choices_in(l: &Layout, shape: MenuShape, r: Rect, count: usize) -> Rect {
    match shape {
        MenuShape::Start => l.start_kind_control(r),
        _ => menu_choices(l, r, count),
    }
}

/// Segment `index` of `count` in a choice's `control`, all of one width.
pub fn menu_choice(control: Rect, count: usize, index: usize) -> Rect {
    let w = control.w / count.max(1) as f32;
    Rect::new(control.x + index as f32 * w, control.y, w, control.h)
}

/// The narrowest button that shows its action's icon, in dp: a narrower one (two buttons side
/// by side) keeps its width for its words.
const MENU_ICON_MIN_BUTTON_DP: f32 = 220.0;

/// The narrowest button that shows its icon beside a caption, in dp: a narrower one keeps the
/// icon's room for the caption's two lines (a phone's pause screen drew a German caption at
/// 11 dp beside its icon).
const MENU_ICON_CAPTION_DP: f32 = 360.0;

/// A menu button's icon box, at its left end, square, where its action has an icon and the
/// button is wide enough for it (and its caption, where it has one).
pub fn menu_icon(l: &Layout, r: Rect, item: &MenuItem) -> Option<Rect> {
    item.action.icon()?;
    let least = if item.caption.is_empty() {
        MENU_ICON_MIN_BUTTON_DP
    } else {
        MENU_ICON_CAPTION_DP
    };
    if r.w < least * l.dp - 0.5 {
        return None;
    }
    let side = (24.0 * l.dp).min(r.h * 0.5);
    Some(Rect::new(
        r.x + 14.0 * l.dp,
        r.y + (r.h - side) / 2.0,
        side,
        side,
    ))
}

/// What a button's words give up on each side for its icon (none without one): the words stay
/// centred on the button, clear of the icon.
fn menu_icon_room(l: &Layout, r: Rect, item: &MenuItem) -> f32 {
    menu_icon(l, r, item).map_or(0.0, |icon| icon.right() + 6.0 * l.dp - r.x - 8.0 * l.dp)
}

/// The title's two bands of a screen of `shape` with `count` buttons: the title itself, and
/// the subtitle under it.
pub fn title_parts(l: &Layout, shape: MenuShape, count: usize) -> (Rect, Rect) {
    let title = l.menu_title_for(shape, count);
    let side = 16.0 * l.dp;
    let upper = Rect::new(
        title.x + side,
        title.y,
        title.w - 2.0 * side,
        title.h * 0.62,
    );
    let lower = Rect::new(
        title.x + side,
        title.y + title.h * 0.62,
        title.w - 2.0 * side,
        title.h * 0.38,
    );
    (upper, lower)
}

/// The scale at which every label of the statistics' row of level buttons fits its button.
fn row_scale(l: &Layout, sizes: &Sizes, m: &Menu, measure: &dyn Measure) -> f32 {
    if m.shape != MenuShape::Statistics {
        return 1.0;
    }
    let room = l.menu_button_in(m.shape, 0, m.items.len()).w - 16.0 * l.dp;
    let labels = m.items.iter().take(LEVEL_BUTTONS);
    shared_scale(
        labels.map(|item| item.label.as_str()),
        room,
        sizes.label,
        measure,
    )
}

/// The scale at which every word of every choice of a menu fits its segment: the screen's
/// segmented controls in one size, as a row of buttons is.
fn choice_scale(l: &Layout, sizes: &Sizes, m: &Menu, measure: &dyn Measure) -> f32 {
    m.items
        .iter()
        .enumerate()
        .filter(|(_, item)| !item.choices.is_empty())
        .map(|(i, item)| {
            let n = item.choices.len();
            let r = l.menu_button_in(m.shape, i, m.items.len());
            let room = menu_choices(l, r, n).w / n as f32 - 2.0 * CHOICE_PAD_DP * l.dp;
            let words = item.choices.iter().map(String::as_str);
            shared_scale(words, room, sizes.label, measure)
        })
        .fold(1.0, f32::min)
}

/// The one scale at which every label of a row of buttons fits `room` (at most 1): a row of
/// words in several sizes reads as broken.
pub(super) fn shared_scale<'a>(
    labels: impl Iterator<Item = &'a str>,
    room: f32,
    size: u16,
    measure: &dyn Measure,
) -> f32 {
    labels
        .map(|label| {
            let width = measure.width(label, false, size);
            if width > room && width > 0.0 {
                room / width
            } else {
                1.0
            }
        })
        .fold(1.0, f32::min)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::views::menu::MenuAction;

    #[test]
    fn a_choice_leaves_its_name_room_and_its_segments_tile_it_at_touch_width() {
        // The largest group of settings: six and Back.
        let buttons = 7;
        for (name, l) in crate::app::layout::test_shapes() {
            for index in 0..buttons {
                let r = l.menu_button_in(MenuShape::List, index, buttons);
                let inner = r.inset(12.0 * l.dp);
                for count in 2..=3 {
                    let control = menu_choices(&l, r, count);
                    let what = format!("{name}, button {index}, {count} choices: {control:?}");
                    assert!(
                        control.x >= inner.x + inner.w * 0.33,
                        "{what}: the name's room"
                    );
                    assert!(control.right() <= inner.right() + 0.01, "{what}");
                    assert!(control.y >= r.y && control.bottom() <= r.bottom(), "{what}");
                    let mut x = control.x;
                    for k in 0..count {
                        let segment = menu_choice(control, count, k);
                        assert!((segment.x - x).abs() < 0.01, "{what}: segment {k}");
                        assert!(segment.w >= crate::app::layout::TOUCH_DP * l.dp, "{what}");
                        x = segment.right();
                    }
                    assert!((x - control.right()).abs() < 0.01, "{what}");
                }
            }
        }
    }

    /// Every character 0.6 of the size wide.
    struct Even;

    impl Measure for Even {
        fn width(&self, text: &str, _bold: bool, size: u16) -> f32 {
            text.chars().count() as f32 * 0.6 * f32::from(size)
        }
    }

    /// A button's caption of two lines keeps the caption's size on a button of the preferred
    /// height (its band was a third of the button, and a long caption was drawn at 9 dp).
    #[test]
    fn a_caption_of_two_lines_keeps_its_size() {
        let l = Layout::new(412.0, 915.0, 1.0, crate::app::layout::Insets::default());
        let sizes = Sizes::of(&l, 1.0);
        let item = MenuItem::new("Copy puzzle".to_string(), MenuAction::CopyPuzzle)
            .with_caption("Its thirty givens on one line, to play it somewhere else".to_string());
        let r = Rect::new(8.0, 100.0, 360.0, 56.0);
        let (label, caption) = label_and_caption(&l, &sizes, &item, r, r.y + r.h * 0.9, 0.0, &Even);
        assert!(label.bottom() <= caption.y + 0.01);
        let mut drawn = Vec::new();
        let t = Placed::new(&item.caption, caption, Role::Caption, false, sizes.small);
        fit(t, &Even, &mut |p: Placed| drawn.push(p.scale));
        assert_eq!(drawn.len(), 2, "two lines");
        assert!(drawn.iter().all(|s| *s >= 0.99), "{drawn:?}");
        // A phone's button gives its icon's room to the caption, a wider one keeps the icon.
        let phone = Rect::new(8.0, 100.0, 304.0, 56.0);
        assert_eq!(menu_icon(&l, phone, &item), None);
        assert!(menu_icon(&l, r, &item).is_some());
    }

    #[test]
    fn a_line_broken_at_a_middle_dot_loses_the_dot() {
        let text = "December 2026 · streak 0 (best 0)";
        let points: Vec<(&str, &str)> = break_points(text)
            .map(|(end, start)| (&text[..end], &text[start..]))
            .collect();
        assert!(points.contains(&("December 2026", "streak 0 (best 0)")));
        assert!(points
            .iter()
            .all(|(head, tail)| !head.ends_with('·') && !tail.starts_with('·')));
    }
}
