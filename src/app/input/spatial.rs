//! Spatial navigation among a screen's buttons: an arrow moves the focus to the nearest button
//! in its direction, as a browser's or a television's spatial navigation does, from where the
//! buttons really are; Tab and Shift+Tab keep the list's order (`views::menu`). Pure, so every
//! screen's moves are tested without a window.

use peerless::game::Direction;

use crate::app::layout::Rect;

/// How much a step across the arrow's axis weighs against a step along it: a button straight
/// ahead wins over a nearer one off to the side.
const ACROSS: f32 = 2.0;

/// The button of `buttons` (each its index and rectangle) that an arrow in `direction` moves
/// to from the button at `from`: of those whose centre lies that way, the nearest, by the gap
/// along the arrow's axis and, weighing more, the gap across it; of buttons as near, the first
/// in the list (as the W3C's spatial navigation chooses: Down from a wide card is the first
/// button of the row under it). `None` when no button lies that way: the focus stays.
pub fn nearest(
    from: Rect,
    direction: Direction,
    buttons: impl IntoIterator<Item = (usize, Rect)>,
) -> Option<usize> {
    let (fx, fy) = from.center();
    let score = |b: Rect| -> Option<f32> {
        let (bx, by) = b.center();
        // Along the axis, the gap between the facing edges (none where they overlap); across
        // it, the gap between the sides (none where they overlap).
        let (ahead, along, across) = match direction {
            Direction::Down => (by > fy + 0.5, b.y - from.bottom(), side_gap(from, b, true)),
            Direction::Up => (by < fy - 0.5, from.y - b.bottom(), side_gap(from, b, true)),
            Direction::Right => (bx > fx + 0.5, b.x - from.right(), side_gap(from, b, false)),
            Direction::Left => (bx < fx - 0.5, from.x - b.right(), side_gap(from, b, false)),
        };
        ahead.then(|| along.max(0.0) + ACROSS * across)
    };
    let mut best: Option<(usize, f32)> = None;
    for (i, b) in buttons {
        let Some(s) = score(b).filter(|_| b != from) else {
            continue;
        };
        let better = match best {
            None => true,
            Some((j, t)) => s < t - 0.5 || ((s - t).abs() <= 0.5 && i < j),
        };
        if better {
            best = Some((i, s));
        }
    }
    best.map(|(i, _)| i)
}

/// The gap between `a` and `b` across the arrow's axis: horizontally for an arrow up or down
/// (`vertical`), else vertically; none where they overlap.
fn side_gap(a: Rect, b: Rect, vertical: bool) -> f32 {
    if vertical {
        (a.x - b.right()).max(b.x - a.right()).max(0.0)
    } else {
        (a.y - b.bottom()).max(b.y - a.bottom()).max(0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_arrow_goes_to_the_nearest_button_its_way_and_no_further() {
        // A wide card over a row of three, and one more button under the row's left.
        let card = Rect::new(0.0, 0.0, 300.0, 80.0);
        let row = [0.0, 110.0, 220.0].map(|x| Rect::new(x, 100.0, 80.0, 48.0));
        let under = Rect::new(0.0, 170.0, 80.0, 48.0);
        let buttons = || [(0, card), (1, row[0]), (2, row[1]), (3, row[2]), (4, under)].into_iter();
        // Up from any of the row is the card over it, never the row's neighbour.
        for r in row {
            assert_eq!(nearest(r, Direction::Up, buttons()), Some(0));
        }
        // Across the row, one at a time; at its ends, nowhere.
        assert_eq!(nearest(row[0], Direction::Right, buttons()), Some(2));
        assert_eq!(nearest(row[2], Direction::Left, buttons()), Some(2));
        assert_eq!(nearest(row[2], Direction::Right, buttons()), None);
        // Down from the card, over the whole row, is the row's first button.
        assert_eq!(nearest(card, Direction::Down, buttons()), Some(1));
        // Down from the row's left is the button under it; from its right, the one under the
        // left (the only one that way), off to the side.
        assert_eq!(nearest(row[0], Direction::Down, buttons()), Some(4));
        assert_eq!(nearest(row[2], Direction::Down, buttons()), Some(4));
        assert_eq!(nearest(under, Direction::Down, buttons()), None);
        assert_eq!(nearest(card, Direction::Up, buttons()), None);
    }
}
