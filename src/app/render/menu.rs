//! Drawing a menu screen's title, lines and buttons from its [`Menu`], and a notice over any
//! screen.

use std::ops::Range;

use macroquad::prelude::draw_rectangle_lines;

use crate::app::layout::places::{self, Role};
use crate::app::layout::{Layout, Rect};
use crate::app::render::paint;
use crate::app::render::paint::{color, color_alpha, Painter};
use crate::app::views::menu::{Menu, MenuAction};

/// Draws a menu screen: title, subtitle and buttons, and the focus ring around button `focus`.
/// `pop` (0 to 1) plays the win's short celebration: the title grows in and rings spread from
/// it.
pub fn menu(p: &Painter, m: &Menu, pop: Option<f32>, focus: Option<usize>) {
    let l = p.layout;
    let pal = p.palette;
    let scale = match pop {
        Some(t) => 0.6 + 0.4 * t,
        None => 1.0,
    };
    if let Some(t) = pop {
        let (upper, _) = places::title_parts(l);
        let (x, y) = upper.center();
        for ring in 0..3 {
            let radius = (t * 1.6 - ring as f32 * 0.3).max(0.0) * upper.h;
            let alpha = (1.0 - t) * 0.5;
            paint::ring(x, y, radius, 3.0 * l.dp, color_alpha(pal.accent, alpha));
        }
    }
    let count = m.items.len();
    for (i, item) in m.items.iter().enumerate() {
        let r = l.menu_button_in(m.shape, i, count);
        if item.action == MenuAction::Info {
            draw_rectangle_lines(r.x, r.y, r.w, r.h, l.dp.max(1.0), color(pal.thin_line));
        } else if item.on {
            p.fill(r, color(pal.accent));
        } else {
            p.fill(r, color(pal.button));
        }
    }
    if let Some(index) = focus.filter(|&i| i < count) {
        focus_ring(p, l.menu_button_in(m.shape, index, count));
    }
    places::menu(l, p.sizes, m, scale, p, |t| {
        let on = t
            .item
            .and_then(|i| m.items.get(i))
            .is_some_and(|item| item.on);
        let ink = if on { pal.on_accent } else { pal.text };
        let style = match t.role {
            // A caption on a button switched on (filled with the accent) in the accent's ink.
            Role::Caption if on => p.regular(t.size, pal.on_accent),
            Role::Subtitle | Role::Caption => p.regular(t.size, pal.muted),
            Role::Value => p.bold(t.size, pal.accent),
            _ if t.bold => p.bold(t.size, ink),
            _ => p.regular(t.size, ink),
        };
        p.text(t.text, t.rect, style.align(t.align).scale(t.scale));
    });
}

/// Draws a notice (a recovered save, an import that failed) at the bottom of the screen.
pub fn notice(p: &Painter, text: &str, lines: &[Range<usize>]) {
    if text.is_empty() {
        return;
    }
    let l = p.layout;
    let line_h = f32::from(p.sizes.body) * 1.35;
    let h = line_h * lines.len() as f32 + 16.0 * l.dp;
    let r = Rect::new(l.safe.x, l.safe.bottom() - h, l.safe.w, h);
    p.fill(r, color(p.palette.button));
    let inner = r.inset(8.0 * l.dp);
    p.lines(text, lines, p.sizes.body, inner, p.palette.text);
}

/// The width notices are wrapped to.
pub fn notice_width(layout: &Layout) -> f32 {
    layout.safe.w - 16.0 * layout.dp
}
