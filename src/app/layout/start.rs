//! The start screen's geometry: the game in progress as a card (with its board in miniature
//! where there is room), the day's puzzle as a card, the words "New game" beside the choice of
//! kind (a segmented control: Classic, Killer), the levels as one row of choices under them,
//! and Learn, Statistics, Settings and Import as a row of icon buttons; and where their words
//! go.

use super::places::{fit, fit_in, label_over_caption, shared_scale, Measure, Placed, Role};
use super::text::{Align, Sizes};
use super::{Layout, Rect, BUTTON_DP, GAP_DP, GRID_DP, MARGIN_DP, TOUCH_DP};
use crate::app::views::menu::Menu;

/// The levels offered in the start screen's row.
pub const START_LEVELS: usize = 5;
/// The icon buttons in the start screen's last row.
pub const START_TOOLS: usize = 4;
/// The narrowest a card beside another is, in dp: its icons and `Weiterspielen` beside them.
const BESIDE_CARD_DP: f32 = 200.0;
/// The start screen's buttons without a game in progress: the day's card, the choice of kind,
/// the levels and the icon buttons (a game in progress puts its card first).
pub const START_ITEMS: usize = 2 + START_LEVELS + START_TOOLS;

/// The widest the start screen's column grows, in dp.
const START_WIDTH_DP: f32 = 420.0;
/// The narrowest column of the two the start screen takes where one is too tall, in dp.
const START_HALF_DP: f32 = 280.0;
/// A card with a miniature board: its height, at most and at least, in dp.
const GAME_CARD_DP: (f32, f32) = (148.0, 112.0);
/// What a card with a miniature keeps beside it, in dp: its padding, the gap, the play icon
/// and room for its words (`Weiterspielen`, 108 dp at the label's size).
const MINIATURE_ROOM_DP: f32 = 72.0 + 128.0;
/// A card without one (the day's puzzle; the game's where a miniature has no room), in dp.
const CARD_DP: f32 = 18.0 * GRID_DP;
/// A level's least width in the row of five, in dp: its name at the smallest text
/// (`エクストリーム`, 84 dp at 12); a narrower column sets the levels three over two.
const LEVEL_W_DP: f32 = 88.0;
/// The most lines a start card's caption takes: the game in progress's card names a daily
/// Killer, its day, level and time (`Daily Killer · 30 November · Medium · 1:02:03`), which
/// its words' room beside the miniature holds on three lines.
const CARD_CAPTION_LINES: usize = 3;
/// The row over the levels, the words "New game" beside the choice of kind: a touch target's
/// height, in dp.
const CAPTION_DP: f32 = TOUCH_DP;
/// The choice of kind's control at most, in dp: as high as a settings row's, each segment
/// wide enough for `Klassisch` and `Классика` at the label's size.
const KIND_DP: (f32, f32) = (2.0 * 112.0, 40.0);
/// The game's mark at its largest, in dp.
const MARK_DP: f32 = 32.0 * GRID_DP;
/// Between the mark and the name under it, in dp.
const MARK_GAP_DP: f32 = 6.0 * GRID_DP;
/// The name's band under the mark, and the band of the line under it, in dp.
const TITLE_DP: f32 = 14.0 * GRID_DP;
const SUBTITLE_DP: f32 = 8.0 * GRID_DP;
/// An icon button: its icon over its words, in dp.
const TOOL_DP: f32 = 16.0 * GRID_DP;

/// Where the start screen's parts go.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StartParts {
    /// The game's mark, over the title where there is room for it.
    pub mark: Option<Rect>,
    /// With the mark, the name and the line under it, the three one block centred in the band
    /// above the buttons (else they keep every screen's title band).
    pub title: Option<(Rect, Rect)>,
    /// The game in progress's card, when there is one.
    pub game: Option<Rect>,
    /// Whether that card shows the board in miniature.
    pub miniature: bool,
    /// The day's puzzle.
    pub daily: Rect,
    /// The row over the levels: the words "New game", and the choice of kind at its right.
    pub caption: Rect,
    /// The levels, easiest first.
    pub levels: [Rect; START_LEVELS],
    /// Learn, Statistics, Settings, Import.
    pub tools: [Rect; START_TOOLS],
}

impl CardParts {
    /// The room of the card's words, its label's and its caption's together.
    pub fn words(&self) -> Rect {
        self.label.union(self.caption)
    }
}

/// The parts of a card without a miniature: its icon at the left, its words, and the icon at
/// its right end (what a tap does, or that the day is done).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CardParts {
    /// The icon at the left.
    pub icon: Rect,
    /// The label, over the caption.
    pub label: Rect,
    /// The caption.
    pub caption: Rect,
    /// The icon at the right.
    pub end: Rect,
}

impl Layout {
    /// The start screen's parts, with a game in progress's card or without. Two columns side
    /// by side (the cards, and the new game with the icon buttons) where the screen is wide
    /// (a phone held sideways, a desktop window: one column left two thirds of a 2400x700
    /// window empty) or too short for one; else one column at the bottom, in the thumb's
    /// reach; the game's mark over the name and its line in the room above either. A window
    /// too short for those sets the parts shorter, down to touch targets of 24 dp.
    pub fn start_parts(&self, with_game: bool) -> StartParts {
        let dp = self.dp;
        let gap = GAP_DP * dp;
        let margin = MARGIN_DP * dp;
        let title = self.menu_title();
        let room = Rect::new(
            self.safe.x,
            title.bottom(),
            self.safe.w,
            (self.safe.bottom() - title.bottom() - margin).max(0.0),
        );
        let width = (room.w - 2.0 * margin).min(START_WIDTH_DP * dp);
        // The two columns' widths, the cards taking two fifths, the levels the rest.
        let both = (room.w - 3.0 * margin).min(2.0 * START_WIDTH_DP * dp);
        let (cards_w, lower_w) = (both * 0.4, both * 0.6);
        let full = Heights::full(dp).levels_in(width, dp);
        let (max_game, min_game) = (GAME_CARD_DP.0 * dp, GAME_CARD_DP.1 * dp);
        // The game's card as tall as the column leaves room for.
        let game_h = (room.h - full.column(with_game, 0.0)).min(max_game);
        let one_fits = game_h >= min_game || (!with_game && full.column(with_game, 0.0) <= room.h);
        let half = (room.w - 3.0 * margin) / 2.0;
        let wide = self.safe.w > 1.3 * self.safe.h;
        let two = |h: &Heights| {
            half >= START_HALF_DP * dp && h.upper(with_game, h.card).max(h.lower()) <= room.h
        };
        let mut parts = if one_fits && !(wide && two(&full.levels_in(lower_w, dp))) {
            let game_h = game_h.max(0.0);
            let top = room.y + (room.h - full.column(with_game, game_h)).max(0.0);
            let x = room.x + (room.w - width) / 2.0;
            self.start_column(
                x,
                top,
                width,
                with_game.then_some(game_h),
                &full,
                Cards::Stacked,
            )
        } else {
            // Two columns where they fit, at full size or shorter; else one, shorter.
            let compact = Heights::compact(dp).levels_in(width, dp);
            // A window too short for either keeps the levels in one row.
            // Two columns at full size or shorter, the levels in a row of five where the
            // column is wide enough for their names, else three over two; in a window too
            // short for that, in one row.
            let tries = [
                full.levels_in(lower_w, dp),
                compact.levels_in(lower_w, dp),
                Heights::compact(dp),
            ];
            if let Some(h) = tries.into_iter().find(|h| two(h)) {
                // Both columns end together at the bottom.
                let left = room.x + (room.w - both - margin) / 2.0;
                let right = left + cards_w + margin;
                let bottom = room.bottom();
                // The game's card as tall as its miniature wants where the column has the
                // height, and the card the width for its words beside it (a short or narrow
                // one keeps the card without it).
                let beside = cards_w - MINIATURE_ROOM_DP * dp + 24.0 * dp;
                let game_h = (room.h - h.upper(with_game, 0.0)).min(max_game).min(beside);
                let game_h = if game_h >= min_game { game_h } else { h.card };
                let upper = h.upper(with_game, game_h);
                let mut parts = self.start_column(
                    left,
                    bottom - upper,
                    cards_w,
                    with_game.then_some(game_h),
                    &h,
                    Cards::Stacked,
                );
                let lower_parts =
                    self.start_column(right, bottom - h.lower(), lower_w, None, &h, Cards::None);
                parts.caption = lower_parts.caption;
                parts.levels = lower_parts.levels;
                parts.tools = lower_parts.tools;
                parts
            } else {
                // One column, shorter: the game's card beside the day's where the column is
                // wide enough for both (a row fewer), else over it.
                let beside = with_game && width >= 2.0 * BESIDE_CARD_DP * dp + gap;
                let stacked = with_game && !beside;
                let squeezed = Heights::compact(dp).squeezed(room.h, stacked, dp);
                let x = room.x + (room.w - width) / 2.0;
                let top = room.y + (room.h - squeezed.column(stacked, squeezed.card)).max(0.0);
                let game = with_game.then_some(squeezed.card);
                let cards = if beside {
                    Cards::Beside
                } else {
                    Cards::Stacked
                };
                self.start_column(x, top, width, game, &squeezed, cards)
            }
        };
        // The mark over the name and its line, one block in the band above the buttons.
        let top = parts
            .game
            .map_or(parts.daily.y, |g| g.y)
            .min(parts.caption.y);
        let (name_h, line_h) = (TITLE_DP * dp, SUBTITLE_DP * dp);
        let words = MARK_GAP_DP * dp + name_h + line_h;
        let free = top - 2.0 * gap - self.safe.y;
        let side = ((free - words) * 0.8).min(MARK_DP * dp);
        if side >= MARK_DP * dp / 2.0 {
            let y = self.safe.y + (free - side - words) / 2.0;
            let mark = Rect::new(room.x + (room.w - side) / 2.0, y, side, side);
            let side_margin = 16.0 * dp;
            let name_w = self.safe.w - 2.0 * side_margin;
            let name_y = mark.bottom() + MARK_GAP_DP * dp;
            let name = Rect::new(self.safe.x + side_margin, name_y, name_w, name_h);
            let line = Rect::new(name.x, name.bottom(), name_w, line_h);
            parts.mark = Some(mark);
            parts.title = Some((name, line));
        }
        parts
    }

    /// The start screen's parts in one column from `top`: the game's card of `game` height (a
    /// miniature where it is tall enough) and the day's card as `cards` says, the new game's
    /// rows and the icon buttons, of heights `h`.
    fn start_column(
        &self,
        x: f32,
        top: f32,
        width: f32,
        game: Option<f32>,
        h: &Heights,
        cards: Cards,
    ) -> StartParts {
        let dp = self.dp;
        let gap = h.gap;
        let mut y = top;
        let mut block = |height: f32, after: f32| {
            let r = Rect::new(x, y, width, height);
            y += height + after;
            r
        };
        let (game, daily) = match (cards, game) {
            (Cards::None, _) => (None, Rect::default()),
            (Cards::Beside, Some(_)) => {
                let row = block(h.card, 2.0 * gap);
                let w = (width - gap) / 2.0;
                (
                    Some(Rect { w, ..row }),
                    Rect {
                        x: x + w + gap,
                        w,
                        ..row
                    },
                )
            }
            (_, game) => {
                let game = game.map(|height| block(height, gap));
                (game, block(h.card, 2.0 * gap))
            }
        };
        let miniature = game.is_some_and(|g| g.h >= GAME_CARD_DP.1 * dp - 0.5);
        // Half a gap under the choice of kind: apart from the levels, so an arrow along their
        // row stays in it.
        let caption = block(h.caption, gap / 2.0);
        let levels = block(h.levels(), 2.0 * gap);
        let tools = block(h.tool, 0.0);
        StartParts {
            mark: None,
            title: None,
            game,
            miniature,
            daily,
            caption,
            // The levels closer together: five names share the row (or three over two).
            levels: if h.level_rows > 1 {
                grid3(levels, GRID_DP * dp, h.gap)
            } else {
                row(levels, GRID_DP * dp)
            },
            tools: row(tools, gap),
        }
    }

    /// The start screen's name and the line under it, under its mark, for `count` buttons
    /// (see [`StartParts::title`]).
    pub fn start_title(&self, count: usize) -> Option<(Rect, Rect)> {
        self.start_parts(count > START_ITEMS).title
    }

    /// Button `index` of the start screen's `count` (a game in progress's card first when
    /// `count` says there is one).
    pub fn start_button(&self, index: usize, count: usize) -> Rect {
        let with_game = count > START_ITEMS;
        let parts = self.start_parts(with_game);
        let index = if with_game {
            match index.checked_sub(1) {
                Some(index) => index,
                None => return parts.game.unwrap_or_default(),
            }
        } else {
            index
        };
        match index {
            0 => parts.daily,
            1 => parts.caption,
            i if i <= 1 + START_LEVELS => parts.levels[i - 2],
            i => parts
                .tools
                .get(i - 2 - START_LEVELS)
                .copied()
                .unwrap_or_default(),
        }
    }

    /// The choice of kind's segmented control in the row over the levels (`row`), at its right
    /// end: the words "New game" keep the rest. Its segments take the row's whole height as
    /// touch targets (see the hit test).
    pub fn start_kind_control(&self, row: Rect) -> Rect {
        let dp = self.dp;
        let w = (row.w * 0.6).min(KIND_DP.0 * dp);
        let h = row.h.min(KIND_DP.1 * dp);
        Rect::new(row.right() - w, row.y + (row.h - h) / 2.0, w, h)
    }

    /// The parts of a card without a miniature.
    pub fn card_parts(&self, card: Rect) -> CardParts {
        let dp = self.dp;
        let pad = 4.0 * GRID_DP * dp;
        let side = 6.0 * GRID_DP * dp;
        let icon = Rect::new(card.x + pad, card.y + (card.h - side) / 2.0, side, side);
        let end = Rect::new(card.right() - pad - side, icon.y, side, side);
        let words_x = icon.right() + pad;
        let words = Rect::new(
            words_x,
            card.y,
            (end.x - 2.0 * GRID_DP * dp - words_x).max(0.0),
            card.h,
        );
        let label = Rect::new(words.x, words.y + words.h * 0.08, words.w, words.h * 0.42);
        let caption = Rect::new(words.x, label.bottom(), words.w, words.h * 0.42);
        CardParts {
            icon,
            label,
            caption,
            end,
        }
    }

    /// An icon button's icon box, over its words' box.
    pub fn start_tool_parts(&self, r: Rect) -> (Rect, Rect) {
        let dp = self.dp;
        let side = 6.0 * GRID_DP * dp;
        let icon = Rect::new(
            r.x + (r.w - side) / 2.0,
            r.y + 2.0 * GRID_DP * dp,
            side,
            side,
        );
        let words = Rect::new(
            r.x + 2.0 * dp,
            icon.bottom(),
            r.w - 4.0 * dp,
            r.bottom() - icon.bottom() - GRID_DP * dp,
        );
        (icon, words)
    }
}

/// Where the start screen's column puts its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cards {
    /// The game in progress's card over the day's.
    Stacked,
    /// The game's card and the day's side by side, a row fewer (a short window's column).
    Beside,
    /// No cards: the new game's rows and the icon buttons alone (the second of two columns).
    None,
}

/// The heights of the start screen's rows, in logical pixels.
#[derive(Clone, Copy, Debug)]
struct Heights {
    /// A card without a miniature.
    card: f32,
    /// The words over the levels.
    caption: f32,
    /// The row of levels.
    level: f32,
    /// The icon buttons.
    tool: f32,
    /// Between rows.
    gap: f32,
    /// The levels' rows: one of five, or three over two where one is too narrow for their
    /// names at the smallest text.
    level_rows: usize,
}

impl Heights {
    /// The rows at their full size.
    fn full(dp: f32) -> Heights {
        Heights {
            card: CARD_DP * dp,
            caption: CAPTION_DP * dp,
            level: BUTTON_DP * dp,
            tool: TOOL_DP * dp,
            gap: GAP_DP * dp,
            level_rows: 1,
        }
    }

    /// These rows with the levels in a column `width` wide: one row of five where each is
    /// [`LEVEL_W_DP`] wide, else three over two.
    fn levels_in(self, width: f32, dp: f32) -> Heights {
        let n = START_LEVELS as f32;
        let one = (width - (n - 1.0) * GRID_DP * dp) / n >= LEVEL_W_DP * dp;
        Heights {
            level_rows: if one { 1 } else { 2 },
            ..self
        }
    }

    /// The levels' height, their rows and the gap between.
    fn levels(&self) -> f32 {
        let rows = self.level_rows as f32;
        rows * self.level + (rows - 1.0) * self.gap
    }

    /// The rows of a short window: touch targets.
    fn compact(dp: f32) -> Heights {
        Heights {
            card: 14.0 * GRID_DP * dp,
            caption: TOUCH_DP * dp,
            level: 12.0 * GRID_DP * dp,
            tool: 13.0 * GRID_DP * dp,
            gap: GAP_DP * dp,
            level_rows: 1,
        }
    }

    /// These rows shorter by one factor until one column of them fits `room` (never under
    /// 24 dp a button, the smallest touch target WCAG allows).
    fn squeezed(self, room: f32, with_game: bool, dp: f32) -> Heights {
        let gaps = self.column(with_game, self.card)
            - (self.card * if with_game { 2.0 } else { 1.0 }
                + self.caption
                + self.levels()
                + self.tool);
        let rows = self.column(with_game, self.card) - gaps;
        let factor = ((room - gaps) / rows).min(1.0);
        let floor = 6.0 * GRID_DP * dp;
        Heights {
            card: (self.card * factor).max(floor),
            caption: (self.caption * factor).max(floor),
            level: (self.level * factor).max(floor),
            tool: (self.tool * factor).max(floor),
            gap: self.gap,
            level_rows: self.level_rows,
        }
    }

    /// The cards' height: the game's (of `game_h`) and the day's.
    fn upper(&self, with_game: bool, game_h: f32) -> f32 {
        (if with_game { game_h + self.gap } else { 0.0 }) + self.card
    }

    /// The new game's rows' height: the words and the kinds, the levels and the icon buttons.
    fn lower(&self) -> f32 {
        self.caption + self.levels() + 2.5 * self.gap + self.tool
    }

    /// One column's height, the game's card `game_h` high.
    fn column(&self, with_game: bool, game_h: f32) -> f32 {
        self.upper(with_game, game_h) + 2.0 * self.gap + self.lower()
    }
}

/// Five buttons in `area`, three over two (the two centred under the three), `gap` apart side
/// by side and `row_gap` between the rows.
fn grid3(area: Rect, gap: f32, row_gap: f32) -> [Rect; START_LEVELS] {
    let h = (area.h - row_gap) / 2.0;
    let w = (area.w - 2.0 * gap) / 3.0;
    let offset = (w + gap) / 2.0;
    std::array::from_fn(|i| {
        let (row, col) = (i / 3, i % 3);
        let x = area.x + col as f32 * (w + gap) + if row == 1 { offset } else { 0.0 };
        Rect::new(x, area.y + row as f32 * (h + row_gap), w, h)
    })
}

/// `count` buttons side by side in `area`, `gap` apart.
fn row<const N: usize>(area: Rect, gap: f32) -> [Rect; N] {
    let w = (area.w - gap * (N as f32 - 1.0)) / N as f32;
    std::array::from_fn(|i| Rect::new(area.x + i as f32 * (w + gap), area.y, w, area.h))
}

/// Places the start screen's words: each card's label over its caption, the words over the
/// levels (the menu's one body line), each level's name (one size for the row) and each icon
/// button's words.
pub fn start_words<'m>(
    l: &Layout,
    sizes: &Sizes,
    m: &'m Menu,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'m>),
) {
    if m.shape != crate::app::views::menu::MenuShape::Start {
        return;
    }
    let count = m.items.len();
    let with_game = count > START_ITEMS;
    let parts = l.start_parts(with_game);
    let offset = usize::from(with_game);
    let mut card_words = |i: usize, area: Rect| {
        let Some(item) = m.items.get(i) else { return };
        let words = (item.label.as_str(), item.caption.as_str());
        let (label, caption) = label_over_caption(sizes, words, area, CARD_CAPTION_LINES, measure);
        let label = Placed::new(&item.label, label, Role::Label, true, sizes.label);
        fit(label.align(Align::Left).item(i), measure, &mut place);
        let caption = Placed::new(&item.caption, caption, Role::Caption, false, sizes.small);
        let caption = caption.align(Align::Left).item(i);
        fit_in(caption, CARD_CAPTION_LINES, measure, &mut place);
    };
    if let Some(game) = parts.game {
        if parts.miniature {
            let (_, words, _) = l.start_card_parts(game);
            card_words(0, words);
        } else {
            let c = l.card_parts(game);
            card_words(0, c.words());
        }
    }
    let c = l.card_parts(parts.daily);
    card_words(offset, c.words());
    // The words "New game" left of the choice of kind, its segments' words at one size.
    if let Some(item) = m.items.get(offset + 1) {
        let i = offset + 1;
        let control = l.start_kind_control(parts.caption);
        let room = Rect {
            w: (control.x - parts.caption.x - 2.0 * GRID_DP * l.dp).max(0.0),
            ..parts.caption
        };
        let label = Placed::new(&item.label, room, Role::Label, true, sizes.label);
        fit(label.align(Align::Left).item(i), measure, &mut place);
        let n = item.choices.len();
        let pad = 2.0 * GRID_DP * l.dp;
        let segments = (0..n).map(|k| super::places::menu_choice(control, n, k).inset_x(pad));
        let widest = segments.clone().map(|r| r.w).fold(f32::MAX, f32::min);
        let words = item.choices.iter().map(String::as_str);
        let scale = shared_scale(words, widest, sizes.label, measure);
        for (k, (choice, at)) in item.choices.iter().zip(segments).enumerate() {
            let role = if k == item.chosen {
                Role::Chosen
            } else {
                Role::Choice
            };
            let word = Placed::new(choice, at, role, false, sizes.label).scale(scale);
            place(word.item(i));
        }
    }
    // The levels' names at one size, the row's narrowest fit: a level's name is one word
    // (エクストリーム), which shrinks rather than break.
    let levels = offset + 2..offset + 2 + START_LEVELS;
    let room = parts.levels[0].w - 3.0 * l.dp;
    let labels = m.items[levels.clone()]
        .iter()
        .map(|item| item.label.as_str());
    let scale = shared_scale(labels, room, sizes.label, measure);
    for (slot, i) in levels.enumerate() {
        let Some(item) = m.items.get(i) else { break };
        let r = parts.levels[slot].inset_x(1.5 * l.dp);
        let name = Placed::new(&item.label, r, Role::Label, false, sizes.label).scale(scale);
        fit(name.item(i), measure, &mut place);
    }
    let tools = offset + 2 + START_LEVELS..count;
    for (slot, i) in tools.enumerate() {
        let (Some(item), Some(&r)) = (m.items.get(i), parts.tools.get(slot)) else {
            break;
        };
        let (_, words) = l.start_tool_parts(r);
        let name = Placed::new(&item.label, words, Role::Tool, false, sizes.tool);
        fit(name.item(i), measure, &mut place);
    }
}

#[cfg(test)]
mod tests;
