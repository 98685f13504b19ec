//! Drawing a menu screen's title, lines and buttons from its [`Menu`], and a notice over any
//! screen.

use std::ops::Range;

use crate::app::layout::places::{self, Role};
use crate::app::layout::{Layout, Rect};
use crate::app::render::paint::{color, Painter};
use crate::app::views::board::rise_offset;
use crate::app::views::icons::Icon;
use crate::app::views::menu::{Menu, MenuAction, MenuShape};
use crate::app::views::theme::{CARD_RADIUS_DP, RISE_DP, SHADOW};
use macroquad::prelude::Color;

/// Draws a menu screen: title, subtitle and buttons, and the focus ring around button `focus`.
/// `pop` (0 to 1) plays the win's short celebration: the title grows in while the buttons
/// rise to their places (the summary's grid cascades meanwhile, `summary::draw`).
pub fn menu(p: &Painter, m: &Menu, pop: Option<f32>, focus: Option<usize>) {
    let l = p.layout;
    let pal = p.palette;
    let scale = match pop {
        Some(t) => 0.6 + 0.4 * t,
        None => 1.0,
    };
    let rise = pop.map_or(0.0, |t| rise_offset(t) * RISE_DP * l.dp);
    let place = |r: Rect| Rect::new(r.x, r.y + rise, r.w, r.h);
    let count = m.items.len();
    // The focus ring under the buttons: its inside, the background, is covered by its button.
    if let Some(index) = focus.filter(|&i| i < count) {
        focus_ring(p, place(l.menu_button_in(m.shape, index, count)));
    }
    for (i, item) in m.items.iter().enumerate() {
        let r = place(l.menu_button_in(m.shape, i, count));
        if let (MenuShape::StartCard, 0, Some(board)) = (m.shape, i, &m.grid) {
            if l.start_card(count).is_some() {
                card(p, r, board);
                continue;
            }
        }
        let radius = p.radius(r);
        if item.action == MenuAction::Info {
            let width = l.dp.max(1.0);
            p.round_outline(
                r,
                radius,
                width,
                color(pal.thin_line),
                color(pal.background),
            );
        } else if item.filled() {
            p.round(r, radius, color(pal.accent));
        } else {
            p.round(r, radius, color(pal.button));
        }
        if let Some(on) = item.switch {
            switch(p, places::menu_switch(l, r), on);
        }
        let icon = item.action.icon().filter(|_| item.value.is_empty());
        if let (Some(icon), Some(b)) = (icon, places::menu_icon(l, r, item.action)) {
            let ink = if item.filled() {
                pal.on_accent
            } else {
                pal.accent
            };
            p.icon(icon, b, b.h as u16, color(ink));
        }
    }
    places::menu(l, p.sizes, m, scale, p, |t| {
        let on = t
            .item
            .and_then(|i| m.items.get(i))
            .is_some_and(|item| item.filled());
        let ink = if on { pal.on_accent } else { pal.text };
        let style = match t.role {
            // A caption on a button switched on (filled with the accent) in the accent's ink.
            Role::Caption if on => p.regular(t.size, pal.on_accent),
            Role::Subtitle | Role::Caption => p.regular(t.size, pal.muted),
            Role::Value => p.bold(t.size, pal.accent),
            _ if t.bold => p.bold(t.size, ink),
            _ => p.regular(t.size, ink),
        };
        let rect = match t.role {
            Role::Title | Role::Subtitle => t.rect,
            _ => place(t.rect),
        };
        p.text(t.text, rect, style.align(t.align).scale(t.scale));
    });
}

/// The start screen's card for the game in progress: a miniature of its board at the left, a
/// play icon at the right (its words are placed with the menu's); raised by a soft shadow in
/// the light theme, outlined in the dark one, where a shadow would not show.
fn card(p: &Painter, r: Rect, board: &peerless::board::Board) {
    let pal = p.palette;
    let l = p.layout;
    card_shape(p, r);
    let (grid, _, icon) = l.start_card_parts(r);
    crate::app::render::board::small_grid(p, board, peerless::sets::CellSet::EMPTY, grid, None);
    p.icon(Icon::Play, icon, icon.h as u16, color(pal.accent));
}

/// A card's shape: raised by the theme's shadow in the light theme, outlined in the dark one.
pub fn card_shape(p: &Painter, r: Rect) {
    let pal = p.palette;
    let l = p.layout;
    let radius = CARD_RADIUS_DP * l.dp;
    if pal.dark {
        let edge = l.dp.max(1.0);
        p.round_outline(r, radius, edge, color(pal.thin_line), color(pal.button));
    } else {
        // Two soft layers below the card, the wider fainter.
        for (spread, alpha) in SHADOW {
            let s = spread * l.dp;
            let shadow = Rect::new(r.x - s, r.y, r.w + 2.0 * s, r.h + 2.0 * s);
            p.round(shadow, radius + s, Color::new(0.0, 0.0, 0.0, alpha));
        }
        p.round(r, radius, color(pal.cell));
    }
}

/// A switch in `track`: on, the accent's track with its knob at the right; off, the muted
/// track with its knob at the left (each at least 3:1 against the button, as a control's
/// shape must be).
fn switch(p: &Painter, track: Rect, on: bool) {
    let pal = p.palette;
    let (fill, knob) = if on {
        (pal.accent, pal.on_accent)
    } else {
        (pal.muted, pal.cell)
    };
    p.round(track, track.h / 2.0, color(fill));
    let inset = (3.0 * p.layout.dp).max(2.0);
    let side = track.h - 2.0 * inset;
    let x = if on {
        track.right() - inset - side
    } else {
        track.x + inset
    };
    p.round(
        Rect::new(x, track.y + inset, side, side),
        side / 2.0,
        color(knob),
    );
}

/// The focus ring around a button `r`: a band in the text's colour (the strongest contrast with
/// the background in either theme) just outside it, with a gap of the background between, so
/// it reads on any button's fill and on the screen around it.
pub fn focus_ring(p: &Painter, r: Rect) {
    let dp = p.layout.dp;
    // Within the gap between two buttons (6 dp), so a ring never touches the next button.
    let (gap, width) = ((1.5 * dp).max(1.5), (2.5 * dp).max(2.0));
    let ink = color(p.palette.text);
    let outer = r.inset(-(gap + width));
    // The ring and the gap inside it, rounded as the button is: drawn before the button, which
    // covers the gap's inside.
    let radius = p.radius(r);
    let background = color(p.palette.background);
    p.round_outline(outer, radius + gap + width, width, ink, background);
}

/// Draws a notice (a recovered save, an import that failed, a copy made) as a card at the top
/// of its band (see [`Layout::notice_band`]), over no control.
pub fn notice(p: &Painter, text: &str, lines: &[Range<usize>], board_screen: bool) {
    if text.is_empty() {
        return;
    }
    let l = p.layout;
    let line_h = f32::from(p.sizes.body) * 1.35;
    let band = l.notice_band(board_screen);
    let h = line_h * lines.len() as f32 + 16.0 * l.dp;
    let r = Rect::new(band.x, band.y, band.w, h);
    let edge = (1.0 * l.dp).max(1.0);
    let (line, card) = (color(p.palette.thin_line), color(p.palette.button));
    p.round_outline(r, p.radius(r), edge, line, card);
    let inner = r.inset(8.0 * l.dp);
    p.lines(text, lines, p.sizes.body, inner, p.palette.text);
}

/// The width notices are wrapped to on a board screen or a menu screen.
pub fn notice_width(layout: &Layout, board_screen: bool) -> f32 {
    layout.notice_band(board_screen).w - 16.0 * layout.dp
}
