//! The design specimen: the theme's colours as named swatches, its type scale, icons, shapes and
//! a card, drawn with the game's own fonts and painter, for `docs/design.md` (the scripted
//! mode's `specimen` command). Not a screen a player reaches.

use crate::app::layout::text::Align;
use crate::app::layout::Rect;
use crate::app::render::board::small_grid;
use crate::app::render::paint::{color, Painter};
use crate::app::views::icons::Icon;
use crate::app::views::theme::{CELL_COLOURS, GRID_DP, RADIUS_DP};

/// Draws the specimen over the whole window.
pub fn specimen(p: &Painter) {
    let l = p.layout;
    let pal = p.palette;
    let dp = l.dp;
    let area = l.safe.inset(4.0 * GRID_DP * dp);
    let mut y = area.y;
    let heading = |y: &mut f32, text: &str| {
        let h = f32::from(p.sizes.label) * 1.6;
        let r = Rect::new(area.x, *y, area.w, h);
        p.text(text, r, p.bold(p.sizes.label, pal.text).align(Align::Left));
        *y += h + GRID_DP * dp;
    };
    let title_h = f32::from(p.sizes.title) * 1.3;
    p.text(
        "Peerless",
        Rect::new(area.x, y, area.w, title_h),
        p.bold(p.sizes.title, pal.text).align(Align::Left),
    );
    y += title_h + 2.0 * GRID_DP * dp;

    // The palette's colours, named, six to a row.
    heading(
        &mut y,
        if pal.dark {
            "Dark palette"
        } else {
            "Light palette"
        },
    );
    let swatches = pal.named();
    let per_row = 6;
    let gap = 2.0 * GRID_DP * dp;
    let side = (area.w - (per_row - 1) as f32 * gap) / per_row as f32;
    let name_h = f32::from(p.sizes.small) * 1.4;
    for (i, (name, rgb)) in swatches.iter().enumerate() {
        let (row, column) = (i / per_row, i % per_row);
        let x = area.x + column as f32 * (side + gap);
        let top = y + row as f32 * (side * 0.6 + name_h + gap);
        let swatch = Rect::new(x, top, side, side * 0.6);
        let edge = dp.max(1.0);
        p.round_outline(
            swatch,
            RADIUS_DP * dp * 0.5,
            edge,
            color(pal.thin_line),
            color(*rgb),
        );
        let label = Rect::new(x, swatch.bottom(), side, name_h);
        p.text(name, label, p.regular(p.sizes.small, pal.muted));
    }
    let rows = swatches.len().div_ceil(per_row);
    y += rows as f32 * (side * 0.6 + name_h + gap) + gap;

    // The nine colours a player gives cells.
    heading(&mut y, "Cell colours");
    let small = (area.w - 8.0 * gap) / 9.0;
    for (i, rgb) in CELL_COLOURS.iter().enumerate() {
        let x = area.x + i as f32 * (small + gap);
        p.round(
            Rect::new(x, y, small, small * 0.6),
            small * 0.15,
            color(*rgb),
        );
    }
    y += small * 0.6 + 2.0 * gap;

    // The type scale, each size in its own words.
    heading(&mut y, "Type: Inter, tabular figures");
    for (name, size, bold) in [
        ("Title 34", p.sizes.title, true),
        ("Label 16 · 0:42 · 1 2 3", p.sizes.label, false),
        (
            "Body 15: every hint, in whole sentences",
            p.sizes.body,
            false,
        ),
        ("Small 12: captions, counts", p.sizes.small, false),
    ] {
        let h = f32::from(size) * 1.35;
        let style = if bold {
            p.bold(size, pal.text)
        } else {
            p.regular(size, pal.text)
        };
        p.text(
            name,
            Rect::new(area.x, y, area.w, h),
            style.align(Align::Left),
        );
        y += h;
    }
    y += gap;

    // The icons, at the icon size.
    heading(&mut y, "Icons: Material Icons");
    let icon = f32::from(p.sizes.icon);
    let step = icon + 2.0 * GRID_DP * dp;
    let per_line = ((area.w + 2.0 * GRID_DP * dp) / step).floor().max(1.0) as usize;
    for (i, each) in Icon::ALL.iter().enumerate() {
        let (row, column) = (i / per_line, i % per_line);
        let r = Rect::new(
            area.x + column as f32 * step,
            y + row as f32 * step,
            icon,
            icon,
        );
        p.icon(*each, r, p.sizes.icon, color(pal.accent));
    }
    y += Icon::ALL.len().div_ceil(per_line) as f32 * step + gap;

    // Shapes: a button, a key in notes mode, a chosen key, and a card.
    heading(&mut y, "Shapes: radius 12 dp, cards 16 dp");
    let button_h = 14.0 * GRID_DP * dp;
    let third = (area.w - 2.0 * gap) / 3.0;
    let button = Rect::new(area.x, y, third, button_h);
    p.round(button, p.radius(button), color(pal.button));
    p.text("Button", button, p.regular(p.sizes.label, pal.text));
    let outlined = Rect::new(button.right() + gap, y, third, button_h);
    let width = (2.0 * dp).max(2.0);
    p.round_outline(
        outlined,
        p.radius(outlined),
        width,
        color(pal.accent),
        color(pal.cell),
    );
    p.text("Notes", outlined, p.regular(p.sizes.label, pal.accent));
    let chosen = Rect::new(outlined.right() + gap, y, third, button_h);
    p.round(chosen, p.radius(chosen), color(pal.accent));
    p.text("Chosen", chosen, p.regular(p.sizes.label, pal.on_accent));
    y += button_h + 2.0 * gap;
    let card_h = (area.bottom() - y).clamp(0.0, 36.0 * GRID_DP * dp);
    if card_h > 24.0 * GRID_DP * dp {
        let card = Rect::new(area.x, y, area.w, card_h);
        p.card(card);
        let grid = card.inset(3.0 * GRID_DP * dp);
        let side = (grid.h / 9.0).floor() * 9.0;
        let grid = Rect::new(grid.x, grid.y, side, side);
        let board = peerless::board::Board::parse(SPECIMEN_PUZZLE);
        if let Ok(board) = board {
            small_grid(p, &board, peerless::sets::CellSet::EMPTY, grid, None);
        }
        let words = Rect::new(
            grid.right() + 4.0 * GRID_DP * dp,
            grid.y,
            area.w,
            grid.h / 2.0,
        );
        p.text(
            "Card",
            words,
            p.bold(p.sizes.label, pal.text).align(Align::Left),
        );
    }
}

/// The puzzle on the specimen's card: the classic one from Wikipedia's Sudoku article.
const SPECIMEN_PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The swatch names the specimen shows, for a test that every palette colour has one.
#[cfg(test)]
pub fn swatch_names(p: &crate::app::views::theme::Palette) -> Vec<&'static str> {
    p.named().iter().map(|(name, _)| *name).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::views::theme::{Rgb, DARK, LIGHT};

    #[test]
    fn every_colour_of_both_palettes_is_named_once() {
        for p in [&LIGHT, &DARK] {
            let mut names = swatch_names(p);
            let count = names.len();
            names.sort_unstable();
            names.dedup();
            assert_eq!(names.len(), count, "a name twice");
            // The palette's colours (not its flag, its fill strength or its step's roles).
            assert_eq!(count, 18);
            let colours: Vec<Rgb> = p.named().iter().map(|(_, rgb)| *rgb).collect();
            assert!(colours.contains(&p.accent) && colours.contains(&p.background));
        }
    }
}
