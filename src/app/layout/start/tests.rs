//! The start screen's geometry tested in the sample windows: touch targets, rows, columns.

use super::super::{Insets, TOUCH_DP};
use super::*;

#[test]
fn every_part_is_a_touch_target_inside_the_screen_and_none_overlaps() {
    for (name, l) in super::super::test_shapes() {
        for with_game in [false, true] {
            let count = START_ITEMS + usize::from(with_game);
            let buttons: Vec<Rect> = (0..count).map(|i| l.start_button(i, count)).collect();
            let title = l.menu_title();
            for (i, r) in buttons.iter().enumerate() {
                let at = format!("{name} {with_game} #{i} {r:?}");
                assert!(
                    r.w >= TOUCH_DP * l.dp - 0.5 && r.h >= TOUCH_DP * l.dp - 0.5,
                    "{at}"
                );
                assert!(r.y >= title.bottom() - 0.5, "{at}: under the title");
                assert!(r.bottom() <= l.safe.bottom() + 0.5, "{at}: on the screen");
                assert!(
                    r.x >= l.safe.x - 0.5 && r.right() <= l.safe.right() + 0.5,
                    "{at}"
                );
                for (j, other) in buttons.iter().enumerate().skip(i + 1) {
                    let apart = r.right() <= other.x + 0.5
                        || other.right() <= r.x + 0.5
                        || r.bottom() <= other.y + 0.5
                        || other.bottom() <= r.y + 0.5;
                    assert!(apart, "{at} overlaps #{j} {other:?}");
                }
            }
            let parts = l.start_parts(with_game);
            assert_eq!(parts.game.is_some(), with_game, "{name}");
            // The levels in one row (or three over two), the icon buttons under them.
            let rows = parts
                .levels
                .iter()
                .filter(|r| r.y > parts.levels[0].y)
                .count();
            assert!(rows == 0 || rows == 2, "{name}");
            assert!(parts.tools[0].y >= parts.levels[4].bottom(), "{name}");
            // The mark over the name over its line, all above the buttons, on the screen.
            assert_eq!(parts.mark.is_some(), parts.title.is_some(), "{name}");
            if let (Some(mark), Some((title, line))) = (parts.mark, parts.title) {
                let first = buttons.iter().map(|r| r.y).fold(f32::MAX, f32::min);
                assert!(mark.y >= l.safe.y - 0.5, "{name}: {mark:?}");
                assert!(
                    mark.bottom() <= title.y && title.bottom() <= line.y,
                    "{name}"
                );
                assert!(
                    line.bottom() <= first + 0.5,
                    "{name}: {line:?} over {first}"
                );
                assert!(
                    title.x >= l.safe.x && title.right() <= l.safe.right(),
                    "{name}"
                );
            }
        }
    }
}

/// A phone's column sets the five levels three over two, each wide enough for its name at
/// the smallest text (`エクストリーム` was drawn at 8 dp in a row of five); a wide column
/// keeps one row.
#[test]
fn a_phones_levels_take_two_rows_each_wide_enough_for_its_name() {
    for (w, h, dp) in [
        (1080.0, 2400.0, 2.75),
        (720.0, 1280.0, 2.0),
        (480.0, 800.0, 1.5),
    ] {
        let parts = Layout::new(w, h, dp, Insets::default()).start_parts(false);
        let rows = parts
            .levels
            .iter()
            .filter(|r| r.y > parts.levels[0].y)
            .count();
        assert_eq!(rows, 2, "{w}x{h}");
        for r in parts.levels {
            assert!(r.w >= LEVEL_W_DP * dp - 0.5, "{w}x{h}: {r:?}");
        }
    }
    let wide = Layout::new(2400.0, 1080.0, 2.75, Insets::default()).start_parts(false);
    assert!(wide.levels.iter().all(|r| r.y == wide.levels[0].y));
}

#[test]
fn a_phone_upright_shows_the_game_in_miniature_in_one_column() {
    let l = Layout::new(1081.5, 2401.9, 2.625, Insets::default());
    let parts = l.start_parts(true);
    assert!(parts.miniature);
    let game = parts.game.unwrap();
    assert!(game.y < parts.daily.y && parts.daily.y < parts.levels[0].y);
    assert_eq!(game.x, parts.daily.x);
}

/// The two columns of a wide window keep the game in progress's miniature where the
/// window has the height for it (they dropped it, the card as short as the day's).
#[test]
fn a_wide_window_keeps_the_game_in_miniature_beside_the_new_game() {
    for (w, h, dp) in [
        (2400.0, 700.0, 1.0),
        (1280.0, 800.0, 1.0),
        (2400.0, 1080.0, 2.75),
    ] {
        let l = Layout::new(w, h, dp, Insets::default());
        let parts = l.start_parts(true);
        assert!(
            parts.levels[0].x > parts.daily.right(),
            "{w}x{h}: two columns"
        );
        assert!(parts.miniature, "{w}x{h}: {:?}", parts.game);
    }
}

#[test]
fn a_phone_sideways_puts_the_cards_beside_the_new_game() {
    let l = Layout::new(2400.0, 1080.0, 2.75, Insets::default());
    let parts = l.start_parts(true);
    assert!(parts.levels[0].x > parts.daily.right(), "{parts:?}");
}
