//! The statistics' chart of the last solve times, as geometry: its name and key above it, the
//! scale's words at its left, and a bar a win in the plot, oldest at the left. A few wins take
//! wide bars each with its time over it; thirty take the whole width. Pure, so the drawing
//! computes no position and the test below holds the parts apart for one win and for thirty.

use super::{Layout, Rect};

/// The fewest places for bars the plot is divided into: one win is a bar of the width a tenth
/// of the plot gives, not a wall, and not a hair.
const MIN_SLOTS: usize = 10;

/// The most wins whose times are written over their bars: they stand in the plot's left half,
/// which leaves the right half to the lines' names.
pub const LABELLED_BARS: usize = MIN_SLOTS / 2;

/// Where the chart's parts go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChartParts {
    /// The chart's name, above it.
    pub caption: Rect,
    /// The key of the helped wins' hollow bars, at the caption's right, when some are shown:
    /// its swatch and its words.
    pub key: Option<(Rect, Rect)>,
    /// The scale's words, a column at the plot's left.
    pub scale: Rect,
    /// Where the bars stand, on its bottom edge (the time zero).
    pub plot: Rect,
    /// How wide each bar's place is.
    pub slot: f32,
    /// How wide a bar is, in its place.
    pub bar: f32,
    /// The height of a line of the chart's small words.
    pub line: f32,
}

impl ChartParts {
    /// The parts of the chart in `r` for `count` wins: `line` the height of a line of its small
    /// words, `scale_w` the widest of the scale's words, `key_w` the width of the key's words
    /// when some wins are helped.
    pub fn new(
        l: &Layout,
        r: Rect,
        count: usize,
        line: f32,
        scale_w: f32,
        key_w: Option<f32>,
    ) -> ChartParts {
        let dp = l.dp;
        let caption = Rect::new(r.x, r.y, r.w, line);
        let key = key_w.map(|w| {
            let words = Rect::new(r.right() - w, r.y, w, line);
            let side = line * 0.6;
            let swatch = Rect::new(
                words.x - 4.0 * dp - side,
                r.y + (line - side) / 2.0,
                side,
                side,
            );
            (swatch, words)
        });
        // Room above the plot for the highest mark's words, and under it for the base line.
        let top = caption.bottom() + line / 2.0;
        let scale = Rect::new(
            r.x,
            top,
            scale_w + 6.0 * dp,
            (r.bottom() - 4.0 * dp - top).max(0.0),
        );
        let plot = Rect::new(
            scale.right(),
            top,
            (r.right() - scale.right()).max(0.0),
            scale.h,
        );
        let slot = plot.w / count.max(MIN_SLOTS) as f32;
        let bar = (slot * 0.7).min(24.0 * dp).max(1.0);
        ChartParts {
            caption,
            key,
            scale,
            plot,
            slot,
            bar,
            line,
        }
    }

    /// The height in the plot of a time that is `part` of the chart's top.
    pub fn y(&self, part: f32) -> f32 {
        self.plot.bottom() - part.clamp(0.0, 1.0) * self.plot.h
    }

    /// The bar of win `index`, `part` of the chart's top tall (never under a hair).
    pub fn bar(&self, l: &Layout, index: usize, part: f32) -> Rect {
        let x = self.plot.x + index as f32 * self.slot + (self.slot - self.bar) / 2.0;
        let top = self.y(part).min(self.plot.bottom() - l.dp);
        Rect::new(x, top, self.bar, self.plot.bottom() - top)
    }

    /// Where win `index`'s time, `width` wide, is written over its bar `part` of the top
    /// tall: centred on the bar (a lone win's time may be wider than its place), a line's
    /// height, inside the plot's sides.
    pub fn bar_label(&self, index: usize, part: f32, width: f32) -> Rect {
        let w = width.max(self.slot);
        let centre = self.plot.x + (index as f32 + 0.5) * self.slot;
        let x = (centre - w / 2.0).max(self.plot.x);
        let y = (self.y(part) - self.line).max(self.plot.y - self.line / 2.0);
        Rect::new(x, y, w, self.line)
    }

    /// Where the scale's mark `part` of the top high is written: right-aligned in the scale's
    /// column, centred on its line.
    pub fn mark_label(&self, part: f32) -> Rect {
        let y = self.y(part) - self.line / 2.0;
        Rect::new(self.scale.x, y, self.scale.w - 4.0, self.line)
    }

    /// Whether `count` wins' times, the widest `widest` wide, are written over their bars: a
    /// few wins, each place wide enough for its time (a lone win's may be wider), all in the
    /// plot's left half.
    pub fn labelled(&self, count: usize, widest: f32) -> bool {
        count <= LABELLED_BARS && (count == 1 || widest <= self.slot) && widest <= self.plot.w / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::layout::test_shapes;

    fn apart(a: Rect, b: Rect) -> bool {
        a.right() <= b.x + 1e-3
            || b.right() <= a.x + 1e-3
            || a.bottom() <= b.y + 1e-3
            || b.bottom() <= a.y + 1e-3
    }

    #[test]
    fn one_win_is_a_labelled_bar_and_thirty_fill_the_plot_beside_a_scale() {
        for (name, l) in test_shapes() {
            let r = l.statistics_parts(7).chart;
            if r.h < 60.0 * l.dp {
                continue;
            }
            let line = 17.0 * l.dp;
            let parts = ChartParts::new(&l, r, 1, line, 30.0 * l.dp, Some(60.0 * l.dp));
            // One win: a bar of a tenth's width, its time over it, inside the plot.
            let bar = parts.bar(&l, 0, 0.8);
            assert!(bar.w >= 8.0 * l.dp, "{name}: {bar:?}");
            assert!(
                bar.x >= parts.plot.x && bar.bottom() <= parts.plot.bottom() + 1e-3,
                "{name}"
            );
            let label = parts.bar_label(0, 0.8, 28.0 * l.dp);
            assert!(label.bottom() <= bar.y + 1e-3 && label.y >= r.y, "{name}");
            assert!(
                label.x >= parts.plot.x && label.right() <= parts.plot.right(),
                "{name}"
            );
            assert!(parts.labelled(1, 28.0 * l.dp), "{name}");
            // The scale's words at the left, apart from the bars; the highest inside the chart.
            let top = parts.mark_label(1.0);
            assert!(top.y >= parts.caption.bottom() - 1e-3, "{name}: {top:?}");
            assert!(
                apart(top, bar) && apart(parts.mark_label(0.5), bar),
                "{name}"
            );
            let (swatch, words) = parts.key.unwrap();
            assert!(
                apart(swatch, words) && words.right() <= r.right() + 1e-3,
                "{name}"
            );
            // Thirty: every bar in the plot, none over another, and no times over them.
            let parts = ChartParts::new(&l, r, 30, line, 30.0 * l.dp, None);
            let bars: Vec<Rect> = (0..30).map(|i| parts.bar(&l, i, 1.0)).collect();
            for (i, bar) in bars.iter().enumerate() {
                assert!(bar.right() <= parts.plot.right() + 1e-3 && bar.y >= parts.plot.y - 1e-3);
                if let Some(next) = bars.get(i + 1) {
                    assert!(apart(*bar, *next), "{name}");
                }
            }
            assert!(!parts.labelled(30, 1.0));
        }
    }
}
