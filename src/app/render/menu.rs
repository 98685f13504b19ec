//! Drawing a menu screen's title, lines and buttons from its [`Menu`], and a notice over any
//! screen.

use std::ops::Range;

use crate::app::layout::menus::NOTICE_PAD_DP;
use crate::app::layout::places::{self, Role};
use crate::app::layout::start::{start_words, START_ITEMS};
use crate::app::layout::Rect;
use crate::app::render::paint::{color, Painter};
use crate::app::views::board::rise_offset;
use crate::app::views::icons::Icon;
use crate::app::views::menu::{Menu, MenuAction, MenuShape};
use crate::app::views::theme::RISE_DP;

/// Draws a menu screen: title, subtitle and buttons, and the focus ring around button `focus`;
/// the title, its line and the start screen's mark not where a `notice` card shows.
/// `pop` (0 to 1) plays the win's short celebration: the title grows in while the buttons
/// rise to their places (the summary's grid cascades meanwhile, `summary::draw`).
pub fn menu(p: &Painter, m: &Menu, pop: Option<f32>, focus: Option<usize>, notice: Option<Rect>) {
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
    // The start screen's parts, once: its mark, and whether the game's card has room for its
    // miniature.
    let start = (m.shape == MenuShape::Start).then(|| l.start_parts(count > START_ITEMS));
    let covered = |r: Rect| notice.is_some_and(|n| r.y < n.bottom() && n.y < r.bottom());
    if let Some(r) = start.and_then(|parts| parts.mark).filter(|r| !covered(*r)) {
        mark(p, r);
    }
    for (i, item) in m.items.iter().enumerate() {
        let r = place(l.menu_button_in(m.shape, i, count));
        if let Some(parts) = start {
            start_button(p, m, i, r, parts.miniature);
            continue;
        }
        let radius = p.radius(r);
        if item.action == MenuAction::Info {
            // A line of a list, not a button: a rule under it where another line follows.
            let next = m.items.get(i + 1).map(|next| next.action);
            if next == Some(MenuAction::Info) {
                let below = place(l.menu_button_in(m.shape, i + 1, count));
                let y = (r.bottom() + below.y) / 2.0;
                if below.y > r.y {
                    let width = l.dp.max(1.0);
                    p.fill(
                        Rect::new(r.x, y - width / 2.0, r.w, width),
                        color(pal.thin_line),
                    );
                }
            }
        } else if item.filled() {
            p.round(r, radius, color(pal.accent));
        } else {
            p.round(r, radius, color(pal.button));
        }
        if let (Some(level), false) = (item.action.level(), item.filled()) {
            level_mark(p, r, level);
        }
        if let Some(done) = item.done() {
            progress_bar(p, r, done, item.action.level());
        }
        if let Some(on) = item.switch {
            switch(p, places::menu_switch(l, r), on);
        }
        if !item.choices.is_empty() {
            let control = places::menu_choices(l, r, item.choices.len());
            choices(p, control, item.choices.len(), item.chosen);
        }
        let icon = item.action.icon().filter(|_| item.value.is_empty());
        if let (Some(icon), Some(b)) = (icon, places::menu_icon(l, r, item)) {
            let ink = if item.filled() {
                pal.on_accent
            } else {
                pal.accent
            };
            p.icon(icon, b, b.h as u16, color(ink));
        }
    }
    let words = |t: places::Placed| {
        if matches!(t.role, Role::Title | Role::Subtitle) && covered(t.rect) {
            return;
        }
        let on = t
            .item
            .and_then(|i| m.items.get(i))
            .is_some_and(|item| item.filled());
        let ink = if on { pal.on_accent } else { pal.text };
        let info = t
            .item
            .and_then(|i| m.items.get(i))
            .is_some_and(|item| item.action == MenuAction::Info);
        let style = match t.role {
            // A caption on a button switched on (filled with the accent) in the accent's ink.
            Role::Caption if on => p.regular(t.size, pal.on_accent),
            // A line of a list (the keys): its words bold, its caption as any.
            Role::Label if info => p.bold(t.size, pal.text),
            Role::Subtitle | Role::Caption => p.regular(t.size, pal.muted),
            Role::Value => p.bold(t.size, pal.accent),
            Role::Chosen => p.regular(t.size, pal.on_accent),
            Role::Choice => p.regular(t.size, pal.text),
            _ if t.bold => p.bold(t.size, ink),
            _ => p.regular(t.size, ink),
        };
        let rect = match t.role {
            Role::Title | Role::Subtitle => t.rect,
            _ => place(t.rect),
        };
        p.text(t.text, rect, style.align(t.align).scale(t.scale));
    };
    places::menu(l, p.sizes, m, scale, p, words);
    if m.shape == MenuShape::Start {
        start_words(l, p.sizes, m, p, words);
    }
}

/// A word of the figures the statistics and the summary show (`figures::statistics`,
/// `figures::summary_cards`) in `rect`: a card's figure or the calendar's title bold in the
/// text's colour, a card's name or a weekday muted.
pub fn card_word(p: &Painter, t: &places::Placed, rect: Rect) {
    let pal = p.palette;
    let style = match t.role {
        Role::Caption => p.regular(t.size, pal.muted),
        _ if t.bold => p.bold(t.size, pal.text),
        _ => p.regular(t.size, pal.text),
    };
    p.text(t.text, rect, style.align(t.align).scale(t.scale));
}

/// A level's mark on a button about it, in the level's colour: a short bar along a narrow
/// button's foot (a row of levels), else the button's left edge in the colour, a band that
/// follows its rounded corners (a bar standing apart inside it read as stray).
fn level_mark(p: &Painter, r: Rect, level: peerless::logic::Level) {
    let dp = p.layout.dp;
    let ink = color(p.palette.levels[level as usize]);
    let thick = (3.0 * dp).max(2.0);
    if r.w < 180.0 * dp {
        let bar = Rect::new(r.x + r.w * 0.3, r.bottom() - 6.0 * dp, r.w * 0.4, thick);
        p.round(bar, thick / 2.0, ink);
        return;
    }
    let radius = p.radius(r);
    p.round(r, radius, ink);
    let inner = Rect::new(r.x + thick, r.y, r.w - thick, r.h);
    p.round(inner, radius, color(p.palette.button));
}

/// A share `done` as a bar along a button's foot ([`places::menu_progress`]): a track of the
/// thin lines' colour, filled in the level's colour (the accent's for none).
fn progress_bar(p: &Painter, r: Rect, done: f32, level: Option<peerless::logic::Level>) {
    let pal = p.palette;
    let track = places::menu_progress(p.layout, r);
    let thick = track.h;
    p.round(track, thick / 2.0, color(pal.thin_line));
    if done > 0.0 {
        let ink = level.map_or(pal.accent, |level| pal.levels[level as usize]);
        let fill = Rect::new(track.x, track.y, (track.w * done).max(thick), thick);
        p.round(fill, thick / 2.0, color(ink));
    }
}

/// The game's mark, as its icon has it: a 3x3 block of a Sudoku on a rounded square of the
/// accent, its middle cell holding a 9 on the selection's tint, three more digits around.
fn mark(p: &Painter, r: Rect) {
    let pal = p.palette;
    let accent = color(pal.accent);
    p.round(r, r.w * 0.2, accent);
    let inner = r.inset(r.w * 0.16);
    p.round(inner, r.w * 0.04, color(pal.cell));
    let third = inner.w / 3.0;
    let cell =
        |row: f32, col: f32| Rect::new(inner.x + col * third, inner.y + row * third, third, third);
    p.fill(cell(1.0, 1.0), color(pal.selected));
    let line = (r.w * 0.025).max(1.0);
    for k in 1..3 {
        let at = k as f32 * third;
        p.fill(
            Rect::new(inner.x + at - line / 2.0, inner.y, line, inner.h),
            accent,
        );
        p.fill(
            Rect::new(inner.x, inner.y + at - line / 2.0, inner.w, line),
            accent,
        );
    }
    let size = (third * 0.62) as u16;
    for (row, col, digit, strong) in [
        (0.0, 0.0, "1", false),
        (0.0, 2.0, "3", false),
        (1.0, 1.0, "9", true),
        (2.0, 2.0, "5", false),
    ] {
        let style = p
            .bold(size, pal.accent)
            .alpha(if strong { 1.0 } else { 0.55 });
        p.text(digit, cell(row, col), style);
    }
}

/// A start screen button's shape and icons (its words are placed with the menu's): the game in
/// progress as a card with its board in miniature and a play icon (where the card is tall
/// enough; else as the day's card); the day's puzzle as a card with its calendar icon and a tick
/// once solved (else a chevron); a level as a plain button; Learn, Statistics, Settings and
/// Import as buttons with their icon over their words. Cards are raised by a soft shadow in the
/// light theme, outlined in the dark one.
fn start_button(p: &Painter, m: &Menu, i: usize, r: Rect, miniature: bool) {
    let pal = p.palette;
    let l = p.layout;
    let Some(item) = m.items.get(i) else { return };
    let accent = color(pal.accent);
    let card = |icon: Icon, end: Icon| {
        p.card(r);
        let parts = l.card_parts(r);
        p.icon(icon, parts.icon, parts.icon.h as u16, accent);
        p.icon(end, parts.end, parts.end.h as u16, accent);
    };
    match item.action {
        MenuAction::Continue => match &m.grid {
            Some(board) if miniature => {
                p.card(r);
                let (grid, _, icon) = l.start_card_parts(r);
                let none = peerless::sets::CellSet::EMPTY;
                crate::app::render::board::small_grid(p, board, none, grid, None);
                p.icon(Icon::Play, icon, icon.h as u16, accent);
            }
            _ => card(Icon::Play, Icon::Forward),
        },
        MenuAction::Daily => card(Icon::Today, if m.done { Icon::Done } else { Icon::Forward }),
        MenuAction::Level(level) => {
            p.round(r, p.radius(r), color(pal.button));
            level_mark(p, r, level);
        }
        // The words "New game" on the background, the choice of kind at the row's end.
        MenuAction::Kind => {
            let n = item.choices.len();
            choices(p, l.start_kind_control(r), n, item.chosen);
        }
        action => {
            p.round(r, p.radius(r), color(pal.button));
            if let Some(icon) = action.icon() {
                let (at, _) = l.start_tool_parts(r);
                p.icon(icon, at, p.sizes.icon.min(at.h as u16), accent);
            }
        }
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

/// A segmented control in `control`: a well of the background with a thin edge, its
/// `count` segments parted by thin lines, the `chosen` one filled with the accent (at least
/// 3:1 against the well, as a control's state must be). The words are placed with the menu's.
fn choices(p: &Painter, control: Rect, count: usize, chosen: usize) {
    let pal = p.palette;
    let dp = p.layout.dp;
    let edge = dp.max(1.0);
    let radius = p.radius(control);
    p.round_outline(
        control,
        radius,
        edge,
        color(pal.thin_line),
        color(pal.background),
    );
    for k in 1..count {
        // No line beside the chosen segment: its fill parts it from its neighbours.
        if k != chosen && k != chosen + 1 {
            let at = places::menu_choice(control, count, k);
            let line = Rect::new(at.x - edge / 2.0, at.y + at.h * 0.25, edge, at.h * 0.5);
            p.fill(line, color(pal.thin_line));
        }
    }
    let on = places::menu_choice(control, count, chosen).inset(2.0 * edge);
    p.round(on, (radius - 2.0 * edge).max(0.0), color(pal.accent));
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
/// of its band (see [`crate::app::layout::Layout::notice_card`]), its `lines` of `text` at
/// `size`.
pub fn notice(p: &Painter, text: &str, lines: &[Range<usize>], size: u16, board_screen: bool) {
    if text.is_empty() {
        return;
    }
    let l = p.layout;
    let line_h = f32::from(size) * 1.35;
    let r = l.notice_card(board_screen, lines.len(), line_h);
    let edge = (1.0 * l.dp).max(1.0);
    let (line, card) = (color(p.palette.thin_line), color(p.palette.button));
    p.round_outline(r, p.radius(r), edge, line, card);
    let inner = r.inset(NOTICE_PAD_DP * l.dp);
    p.lines(text, lines, size, inner, p.palette.text);
}
