//! The statistics screen's tests: levels, charts, calendars, imported puzzles, Killers.

use super::*;

#[test]
fn the_charts_top_leaves_room_above_its_longest_bar() {
    let top = |secs| chart_top(Duration::from_secs(secs)).as_secs();
    // One win of 3:12: the chart reaches 4:00, the bar 80 % of it.
    assert_eq!(top(192), 240);
    assert_eq!(top(40), 50);
    assert_eq!(top(100), 120);
    assert_eq!(top(0), 10);
    for secs in [1, 59, 61, 192, 3599, 7200] {
        assert!(top(secs) as f64 >= secs as f64 * 1.2, "{secs}");
    }
}
use crate::app::screens::summary::over_menu;
use crate::app::screens::testing::*;
use peerless::game::Origin;
use peerless::l10n::CellNames;

/// The statistics screen of `view` on 5 January 2024, showing that month.
fn on_jan_5(stats: &Statistics, view: StatsView) -> Menu {
    statistics_menu(
        stats,
        Kind::Classic,
        date("2024-01-05"),
        view,
        date("2024-01-05"),
    )
}

/// With Killer chosen, the screen is the Killer records': their level's wins and times,
/// the daily Killers' calendar and streak; the classic ones are not theirs.
#[test]
fn killer_statistics_show_the_killer_records_and_daily_killers() {
    use crate::app::screens::testing::killer_won;
    let today = date("2026-11-30");
    let mut stats = Statistics::default();
    let classic = won_game_of(Origin::Daily(today), 95, false);
    let killer = killer_won(Origin::Daily(today));
    for game in [&classic, &killer] {
        stats.record_game_start(game);
        stats.record_game_end(game);
    }
    let level = StatsView::Level(killer.grade().level);
    let menu = statistics_menu(&stats, Kind::Killer, today, level, today);
    assert_eq!(menu.title, "Killer statistics");
    assert!(menu.body[0].starts_with("Won 1 of 1"), "{:?}", menu.body);
    let chart = menu.chart.as_ref().unwrap();
    assert!(chart.won(30), "the daily Killer won that day");
    assert_eq!(
        chart.time_of(30),
        "1:02:03",
        "the Killer's time, not the classic one's"
    );
    let classic = statistics_menu(&stats, Kind::Classic, today, level, today);
    assert_eq!(classic.title, "Statistics");
    assert_eq!(classic.chart.as_ref().unwrap().time_of(30), "1:35");
}

#[test]
fn statistics_show_a_level_its_chart_and_the_month() {
    let mut stats = Statistics::default();
    for (day, minutes) in [(1, 7), (2, 5), (4, 6)] {
        stats.record_start(Level::Hard);
        let date = Date::new(2024, 1, day).unwrap();
        stats.record_win(Level::Hard, Duration::from_secs(minutes * 60), Some(date));
    }
    let menu = on_jan_5(&stats, StatsView::Level(Level::Hard));
    assert_eq!(menu.shape, MenuShape::Statistics);
    let levels: Vec<_> = menu.items.iter().take(5).map(|item| item.action).collect();
    assert_eq!(levels, Level::ALL.map(MenuAction::StatisticsOf));
    assert!(
        menu.items[2].on && !menu.items[0].on,
        "the level shown is on"
    );
    assert_eq!(menu.items[5].action, MenuAction::StatisticsOfImported);
    assert!(!menu.items[5].on);
    assert_eq!(menu.items[6].action, MenuAction::Back);
    assert_eq!(menu.body[0], "Won 3 of 3 · streak 3 (best 3)");
    // A game being played is not yet one of the games played.
    let mut playing = stats.clone();
    playing.record_start(Level::Hard);
    let shown = on_jan_5(&playing, StatsView::Level(Level::Hard));
    assert_eq!(shown.body[0], "Won 3 of 3 · streak 3 (best 3)");
    assert_eq!(menu.body[1], "Best 5:00 · median of the last 3 6:00");
    assert_eq!(menu.body[2], "January 2024 · streak 1 (best 2)");
    let chart = menu.chart.unwrap();
    assert_eq!(chart.times.len(), 3);
    assert_eq!(chart.best, Some(Duration::from_secs(300)));
    assert_eq!(chart.median, Some(Duration::from_secs(360)));
    assert_eq!(chart.month, date("2024-01-01"));
    assert_eq!(chart.today, 5);
    let won: Vec<u32> = (1..=31).filter(|&day| chart.won(day)).collect();
    assert_eq!(won, [1, 2, 4]);
    // A level never played says so rather than showing zeros as times.
    let easy = on_jan_5(&stats, StatsView::Level(Level::Easy));
    assert_eq!(easy.body[1], "No time yet: win a game to see one");
    assert!(easy.chart.unwrap().times.is_empty());
}

/// A game of `origin` won in `seconds`, a hint's move among its moves.
fn won_with_a_hints_move(seconds: u64) -> peerless::game::Game {
    use peerless::game::{import, Game, Move, Settings};
    let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
    game.tick(Duration::from_secs(seconds));
    for _ in 0..4 {
        let _ = game.apply(Move::Hint);
    }
    assert!(game.assisted());
    let solution = *game.puzzle().solution();
    for cell in game.board().empty_cells() {
        let digit = solution.get(cell).unwrap();
        let _ = game.apply(Move::Enter { cell, digit });
    }
    game
}

#[test]
fn one_helped_win_is_counted_charted_and_named_alike_everywhere() {
    // The players' report: one Easy win in 1:17 with a hint's move showed Won 1, Median
    // 1:17, Best "–", and told a screen reader "No time yet: win a game to see one".
    let mut stats = Statistics::default();
    let game = won_with_a_hints_move(77);
    stats.record_game_start(&game);
    stats.record_game_end(&game);
    let menu = on_jan_5(&stats, StatsView::Level(Level::Easy));
    assert_eq!(
        menu.body[1],
        "No best time yet: every win had help · median of the last 1 1:17"
    );
    let chart = menu.chart.unwrap();
    assert_eq!(chart.times, [Duration::from_secs(77)]);
    assert!(chart.is_helped(0) && chart.best.is_none());
    assert_eq!(chart.median, Some(Duration::from_secs(77)));
    assert_eq!(chart.time_texts, ["1:17"]);
    // The cards say what they count: no best without help, the median of one win.
    let card = |name: &str| chart.cards.iter().find(|c| c.1 == name).cloned();
    assert_eq!(card("Won").unwrap().0, "1");
    assert_eq!(card("Best without help").unwrap().0, "\u{2013}");
    assert_eq!(card("Median of 1").unwrap().0, "1:17");
    // A scale the bar is read against: a few marks, the top above the bar.
    assert!(chart.top > Duration::from_secs(77));
    assert!((2..=4).contains(&chart.scale.len()), "{:?}", chart.scale);
    // A win without help then sets the best, and the helped one stays marked.
    let unhelped = won_game_of(Origin::Generated, 95, false);
    stats.record_game_start(&unhelped);
    stats.record_game_end(&unhelped);
    let menu = on_jan_5(&stats, StatsView::Level(Level::Easy));
    assert_eq!(
        menu.body[1],
        "Best without help 1:35 · median of the last 2 (1 with help) 1:35"
    );
    let chart = menu.chart.unwrap();
    assert!(chart.is_helped(0) && !chart.is_helped(1));
    assert_eq!(chart.best, Some(Duration::from_secs(95)));
}

#[test]
fn the_scale_counts_in_round_steps_from_one_win_to_an_hour() {
    for secs in [1u64, 17, 77, 192, 455, 1_200, 3_700] {
        let (top, marks) = crate::app::views::chart::scale_of(Some(Duration::from_secs(secs)));
        assert!(top.as_secs() as f64 >= secs as f64 * 1.2, "{secs}: {top:?}");
        assert!((1..=4).contains(&marks.len()), "{secs}: {marks:?}");
        assert_eq!(marks.last(), Some(&top), "{secs}");
        let step = marks[0].as_secs();
        assert!(
            [5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600].contains(&step),
            "{secs}: {step}"
        );
    }
}

#[test]
fn imported_puzzles_are_shown_apart_from_the_levels() {
    let mut stats = Statistics::default();
    let imported = won_game_of(Origin::Imported, 2, false);
    stats.record_game_start(&imported);
    stats.record_game_end(&imported);
    // A nearly solved import sets no best time for its level.
    let summary = over_menu(&imported, &stats, true, CellNames::Compact);
    assert_eq!(
        summary.body[2],
        "An imported puzzle: not in the Easy statistics"
    );
    let easy = on_jan_5(&stats, StatsView::Level(Level::Easy));
    assert_eq!(easy.body[0], "Won 0 of 0 · streak 0 (best 0)");
    assert_eq!(easy.body[1], "No time yet: win a game to see one");
    let apart = on_jan_5(&stats, StatsView::Imported);
    assert!(apart.items[5].on && apart.items.iter().take(5).all(|item| !item.on));
    assert_eq!(apart.body[0], "Imported puzzles: won 1 of 1");
    assert_eq!(apart.body[1], "Best 0:02 · median of the last 1 0:02");
    assert_eq!(apart.chart.unwrap().times, [Duration::from_secs(2)]);
}

#[test]
fn the_calendar_goes_back_a_month_and_marks_days_won_on_the_day_and_later() {
    let mut stats = Statistics::default();
    let on_the_day = won_game_of(Origin::Daily(date("2023-12-31")), 400, false);
    let later = won_game_of(Origin::Archive(date("2023-12-05")), 75, false);
    for game in [&on_the_day, &later] {
        stats.record_game_start(game);
        stats.record_game_end(game);
    }
    let today = date("2024-01-05");
    let now = statistics_menu(
        &stats,
        Kind::Classic,
        today,
        StatsView::Level(Level::Easy),
        today,
    );
    let chart = now.chart.unwrap();
    assert!(chart.current && chart.today == 5);
    assert!(
        chart.playable(5) && !chart.playable(6),
        "no day after today"
    );
    // December: the day won on the day and the one won later, each with its time.
    let month = month_before(chart.month);
    assert_eq!(month, date("2023-12-01"));
    let before = statistics_menu(
        &stats,
        Kind::Classic,
        today,
        StatsView::Level(Level::Easy),
        month,
    );
    assert!(
        before.body[2].starts_with("December 2023"),
        "{}",
        before.body[2]
    );
    let chart = before.chart.unwrap();
    assert!(!chart.current && chart.today == 0 && chart.playable(31));
    assert!(chart.won(31) && !chart.won_from_archive(31));
    assert!(chart.won_from_archive(5) && !chart.won(5));
    assert_eq!(
        (chart.time_of(31), chart.time_of(5), chart.time_of(6)),
        ("6:40", "1:15", "")
    );
    assert_eq!(month_after(month), date("2024-01-01"));
    // A month after today's is not shown: the calendar stays on today's.
    let future = statistics_menu(
        &stats,
        Kind::Classic,
        today,
        StatsView::Level(Level::Easy),
        date("2024-03-01"),
    );
    assert!(future.chart.unwrap().current);
}

#[test]
fn the_best_and_median_names_never_meet() {
    let area = Rect::new(20.0, 100.0, 300.0, 120.0);
    let caption = 16.0;
    let overlap = |a: Rect, b: Rect| {
        a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom()
    };
    // From equal times (one win) through near-equal to far apart, either above the other.
    let mut pairs = 0;
    for right in [false, true] {
        for best_y in [100.0f32, 140.0, 219.0] {
            for step in -64..=64 {
                let median_y = (best_y + step as f32 * 0.5).clamp(area.y, area.bottom());
                let (best, median) = label_places(
                    area,
                    Some((best_y, 34.0)),
                    Some((median_y, 56.0)),
                    caption,
                    right,
                );
                let (best, median) = (best.unwrap(), median.unwrap());
                assert!(!overlap(best, median), "{best:?} {median:?}");
                for r in [best, median] {
                    assert!(r.x >= area.x && r.right() <= area.right() + 1e-3, "{r:?}");
                }
                pairs += 1;
            }
        }
    }
    assert_eq!(pairs, 2 * 3 * 129);
    // Apart, both names sit at the left end, over their own lines.
    let (best, median) = label_places(
        area,
        Some((200.0, 34.0)),
        Some((150.0, 56.0)),
        caption,
        false,
    );
    assert_eq!((best.unwrap().x, median.unwrap().x), (area.x, area.x));
    assert_eq!(best.unwrap().bottom(), 200.0);
}
