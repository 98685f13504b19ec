//! The game screen's bars' words: the tool bar's labels under their icons, all at one size
//! (on two lines where one would be too small), and the header's level, clock and mistakes,
//! placed as [`super::places`] places every other word, for the drawing and the text-fitting
//! test alike.

use crate::app::layout::places::{fit, line_breaks, Measure, Placed, Role};
use crate::app::layout::text::{Align, Sizes};
use crate::app::layout::{Layout, Rect};
use crate::app::views::board::{HeaderView, ToolsView};

/// The smallest a tool's label is set on one line, in dp: a bar whose labels would be smaller
/// sets them on two lines, under smaller icons.
pub const TOOL_LABEL_MIN_DP: f32 = 8.0;

/// How a tool bar's labels are set: all at one scale of the tool size (a row of words in four
/// sizes reads as broken), on one line each or, where one line would be too small, two.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ToolLabels {
    /// The scale every label of the bar is drawn at.
    pub scale: f32,
    /// Whether the labels may take two lines.
    pub two_lines: bool,
}

/// A tool button's two parts: the icon's box above, the label's below (lower and smaller
/// where the labels take two lines).
pub fn tool_parts(l: &Layout, r: Rect, two_lines: bool) -> (Rect, Rect) {
    // A hair inside the button's sides: the longest word of a row sets the row's size.
    let side = 1.0 * l.dp;
    let (icon_top, icon_h, label_top) = if two_lines {
        (0.04, 0.38, 0.43)
    } else {
        (0.08, 0.52, 0.58)
    };
    let icon = Rect::new(r.x, r.y + r.h * icon_top, r.w, r.h * icon_h);
    let label = Rect::new(
        r.x + side,
        r.y + r.h * label_top,
        r.w - 2.0 * side,
        r.h * (0.94 - label_top),
    );
    (icon, label)
}

/// How the bar `v` sets its labels: the largest scale at which every label fits its box on
/// one line; if that is under [`TOOL_LABEL_MIN_DP`], on two lines, if that is larger.
pub fn tool_labels(l: &Layout, sizes: &Sizes, v: &ToolsView, measure: &dyn Measure) -> ToolLabels {
    let size = sizes.tool;
    let scale_in = |two_lines: bool| {
        let label = tool_parts(l, l.tools[0], two_lines).1;
        let lines = if two_lines { 2.0 } else { 1.0 };
        let high = (label.h / (1.1 * lines * f32::from(size))).min(1.0);
        v.iter()
            .flatten()
            .map(|button| {
                let text = button.label;
                let mut width = measure.width(text, false, size);
                if two_lines {
                    let mut breaks = [(0, 0); 2];
                    if line_breaks(text, label.w, measure, size, false, 2, &mut breaks) == 2 {
                        let (end, start) = breaks[0];
                        width = measure.width(&text[..end], false, size).max(measure.width(
                            &text[start..],
                            false,
                            size,
                        ));
                    }
                }
                if width > label.w && width > 0.0 {
                    label.w / width
                } else {
                    1.0
                }
            })
            .fold(high, f32::min)
    };
    let one = scale_in(false);
    if f32::from(size) * one >= TOOL_LABEL_MIN_DP * l.dp {
        return ToolLabels {
            scale: one,
            two_lines: false,
        };
    }
    let two = scale_in(true);
    ToolLabels {
        scale: one.max(two),
        two_lines: two > one,
    }
}

/// The tool bar's labels, each in its button under its icon, as `set` ([`tool_labels`] of the
/// same bar, which the drawing also needs for the icons) sets them.
pub fn tools(
    l: &Layout,
    sizes: &Sizes,
    v: &ToolsView,
    set: ToolLabels,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'static>),
) {
    for (slot, r) in l.tools.iter().enumerate() {
        let Some(button) = v[slot] else { continue };
        let text = button.label;
        let rect = tool_parts(l, *r, set.two_lines).1;
        let label = Placed {
            scale: set.scale,
            ..Placed::new(text, rect, Role::Tool, false, sizes.tool).item(slot)
        };
        let mut breaks = [(0, 0); 2];
        let lines = if set.two_lines {
            line_breaks(
                text,
                rect.w / set.scale,
                measure,
                sizes.tool,
                false,
                2,
                &mut breaks,
            )
        } else {
            1
        };
        if lines == 1 {
            place(label);
            continue;
        }
        let (end, start) = breaks[0];
        let band = rect.h / 2.0;
        for (line, part) in [&text[..end], &text[start..]].into_iter().enumerate() {
            place(Placed {
                text: part,
                rect: Rect::new(rect.x, rect.y + line as f32 * band, rect.w, band),
                ..label
            });
        }
    }
}

/// The header's texts: the level at the left, the clock in the middle (moved aside when the
/// level needs the room), the mistakes at the right, in the band left of the pause button. Where
/// the three do not fit one line, the mistakes take a second line at the right; where the level
/// and the clock do not fit one either (a narrow side panel), the level has the first line to
/// itself and the clock goes down beside the mistakes. A header the layout gives two lines (a
/// narrow side panel) has the level left of the pause button and the clock and the mistakes
/// under both. Each has the width it needs while all fit; when they do not, each has its share
/// of its line, so none runs into another.
pub fn header<'v>(
    l: &Layout,
    sizes: &Sizes,
    v: &HeaderView<'v>,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'v>),
) {
    let h = l.header;
    let area = Rect::new(h.x, h.y, l.pause.x - h.x - 4.0 * l.dp, h.h);
    let gap = 8.0 * l.dp;
    let level_w = measure.width(v.level, true, sizes.label);
    let clock_w = v
        .clock
        .map_or(0.0, |c| measure.width(c, false, sizes.label));
    let mistakes_w = measure.width(v.mistakes, false, sizes.small);
    let clock_gap = if v.clock.is_some() { gap } else { 0.0 };
    let mistakes_gap = if v.mistakes.is_empty() { 0.0 } else { gap };
    let one_line = level_w + clock_gap + clock_w + mistakes_gap + mistakes_w <= area.w;
    let split = area.h * 0.58;
    let top = Rect::new(area.x, area.y, area.w, split);
    let bottom = Rect::new(area.x, area.y + split, area.w, area.h - split);
    let mistakes = |r: Rect| {
        Placed::new(v.mistakes, r, Role::HeaderMistakes, false, sizes.small).align(Align::Right)
    };
    let level = |r: Rect| Placed::new(v.level, r, Role::HeaderLevel, true, sizes.label);
    // The clock at the left of a line, the mistakes at its right, each its share where both
    // do not fit.
    let second_line = |bottom: Rect, place: &mut dyn FnMut(Placed<'v>)| {
        let needed = clock_w + mistakes_gap + mistakes_w;
        let share = if needed > bottom.w {
            (bottom.w - mistakes_gap).max(0.0) / (needed - mistakes_gap).max(1.0)
        } else {
            1.0
        };
        if let Some(clock) = v.clock {
            let at = Rect::new(bottom.x, bottom.y, clock_w * share, bottom.h);
            let clock = Placed::new(clock, at, Role::HeaderClock, false, sizes.label);
            fit(clock.align(Align::Left), measure, &mut |t| place(t));
        }
        let w = mistakes_w * share;
        place(mistakes(Rect::new(
            bottom.right() - w,
            bottom.y,
            w,
            bottom.h,
        )));
    };
    if h.h > l.pause.h + 0.5 {
        // A header of two lines (a narrow side panel): the level left of the pause button, on
        // two lines where it needs them; under both, the clock and the mistakes.
        let first = Rect::new(h.x, h.y, area.w, l.pause.h);
        fit(level(first).align(Align::Left), measure, &mut place);
        let under = Rect::new(h.x, l.pause.bottom(), h.w, h.bottom() - l.pause.bottom());
        second_line(under, &mut place);
        return;
    }
    if !one_line && v.clock.is_some() && level_w + clock_gap + clock_w > area.w {
        // The level alone on the first line (a little smaller rather than on two lines of a
        // band this short, while it stays at the smallest text's size); the clock at the left
        // of the second, the mistakes at its right, each its share where both do not fit.
        let smallest = f32::from(sizes.small) / f32::from(sizes.label.max(1));
        if level_w * smallest <= top.w {
            place(level(top).align(Align::Left));
        } else {
            fit(level(top).align(Align::Left), measure, &mut place);
        }
        second_line(bottom, &mut place);
        return;
    }
    // The three on one line, or the mistakes on a second line under the others, at the right.
    let (top, bottom) = if one_line || v.mistakes.is_empty() {
        (area, area)
    } else {
        (top, bottom)
    };
    let mistakes_gap = if one_line { mistakes_gap } else { 0.0 };
    let beside = if one_line { mistakes_w } else { 0.0 };
    // Still short of room, each text's box is its share of what there is.
    let needed = level_w + clock_gap + clock_w + mistakes_gap + beside;
    let share = if needed > area.w {
        (area.w - clock_gap - mistakes_gap).max(0.0) / (needed - clock_gap - mistakes_gap).max(1.0)
    } else {
        1.0
    };
    let (level_w, clock_w, beside) = (level_w * share, clock_w * share, beside * share);
    // The clock centred, unless the level or the mistakes reach past its edges.
    let clock_x = (area.x + (area.w - clock_w) / 2.0)
        .max(area.x + level_w + clock_gap)
        .min(area.right() - beside - mistakes_gap - clock_w);
    let level_right = if v.clock.is_some() {
        clock_x - clock_gap
    } else {
        area.right() - beside - mistakes_gap
    };
    let left = Rect::new(top.x, top.y, (level_right - area.x).max(0.0), top.h);
    fit(level(left).align(Align::Left), measure, &mut place);
    if let Some(clock) = v.clock {
        let middle = Rect::new(clock_x, top.y, clock_w, top.h);
        place(Placed::new(
            clock,
            middle,
            Role::HeaderClock,
            false,
            sizes.label,
        ));
    }
    let mistakes_box = if one_line {
        beside
    } else {
        area.w.min(mistakes_w)
    };
    let right = Rect::new(
        area.right() - mistakes_box,
        bottom.y,
        mistakes_box,
        bottom.h,
    );
    place(mistakes(right));
}
