//! The statistics screen for a screen reader: its chart as a line of the last solve times, and
//! its calendar of daily puzzles as a grid of weeks, a cell a day (which opens its puzzle), as
//! grid date pickers are (the keyboard's arrows go by day and week, Page Up and Down by
//! month), between the arrows to the month before and after, so that the archive is in a
//! blind player's reach.

use accesskit::{NodeId, Role};
use peerless::l10n::{Arg, Message};

use crate::app::access::builder::Builder;
use crate::app::access::*;
use crate::app::layout::menus::{CalendarParts, StatisticsParts};
use crate::app::views::chart::Chart;
use crate::app::words::names::clock;
use crate::app::words::{self, text};

/// The statistics' chart, as a line of its times, and the calendar of daily puzzles: a grid
/// of the month's weeks, each day a cell that opens its puzzle (named with its date, and
/// whether it was won on the day or later from the archive, with the time, or is today's; the
/// day the keyboard is on, `focus`, selected), between the arrows to the month before and
/// after. Returns the nodes to put under the window.
pub(super) fn chart_and_calendar(
    b: &mut Builder,
    chart: &Chart,
    parts: StatisticsParts,
    focus: Option<u32>,
) -> [NodeId; 4] {
    let times = if chart.times.is_empty() {
        Message::new("stats-no-wins")
    } else {
        let times = (chart.times.iter().enumerate())
            .map(|(i, &time)| {
                let id = if chart.is_helped(i) {
                    "access-time-helped"
                } else {
                    "access-time"
                };
                Message::new(id).text("time", clock(time))
            })
            .collect();
        Message::new("access-chart").arg("times", Arg::Sequence(times))
    };
    b.add(
        CHART,
        Role::Label,
        &words::format(&times),
        Some(parts.chart),
    );
    let month = chart.month;
    let calendar = CalendarParts::new(parts.calendar, chart.first_column, month.days_in_month());
    let (before, after) = calendar.arrows();
    b.button(MONTH_BEFORE, &text("access-month-before"), before, true);
    let mut weeks: Vec<Vec<NodeId>> = Vec::new();
    for day in 1..=month.days_in_month() {
        let state = match (chart.won(day), chart.won_from_archive(day)) {
            _ if !chart.playable(day) => "future",
            (true, _) if day == chart.today => "today-won",
            (true, _) => "won",
            (_, true) => "archive",
            _ if day == chart.today => "today",
            _ => "open",
        };
        let name = words::format(
            &Message::new("access-day")
                .message(
                    "date",
                    Message::new("day-of-month")
                        .number("day", day as usize)
                        .number("month", month.month() as usize),
                )
                .text("state", state)
                .text("time", chart.time_of(day)),
        );
        let (week, weekday) = week_and_weekday(chart.first_column, day);
        let node = b.add(day_id(day), Role::GridCell, &name, Some(calendar.day(day)));
        node.set_row_index(week);
        node.set_column_index(weekday);
        node.add_action(accesskit::Action::Click);
        node.add_action(accesskit::Action::Focus);
        if !chart.playable(day) {
            node.set_disabled();
        }
        if focus == Some(day) {
            node.set_selected(true);
        }
        if weeks.len() <= week {
            weeks.push(Vec::new());
        }
        weeks[week].push(day_id(day));
    }
    let rows: Vec<NodeId> = weeks
        .into_iter()
        .enumerate()
        .map(|(week, days)| {
            let node = b.add(week_id(week), Role::Row, "", None);
            node.set_row_index(week);
            node.set_children(days);
            week_id(week)
        })
        .collect();
    b.button(
        MONTH_AFTER,
        &text("access-month-after"),
        after,
        !chart.current,
    );
    let title = words::format(
        &Message::new("access-calendar").message(
            "month",
            Message::new("month-of-year")
                .number("month", month.month() as usize)
                .number("year", month.year() as usize),
        ),
    );
    let grid = b.add(CALENDAR, Role::Grid, &title, Some(parts.calendar));
    grid.set_row_count(rows.len());
    grid.set_column_count(7);
    grid.set_children(rows);
    [CHART, MONTH_BEFORE, CALENDAR, MONTH_AFTER]
}

/// The week (from 0) and the column of the week (from 0) `day` is in, the month's first day in
/// column `first_column`.
pub fn week_and_weekday(first_column: u32, day: u32) -> (usize, usize) {
    let at = first_column + day - 1;
    ((at / 7) as usize, (at % 7) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::access::testing::*;
    use crate::app::layout::menus::CalendarHit;
    use crate::app::views::chart::StatsView;
    use accesskit::{Action, ActionRequest, Node, TreeId};
    use peerless::game::{Date, Statistics};
    use peerless::logic::Level;
    use std::time::Duration;

    #[test]
    fn the_calendar_is_a_group_of_days_that_open_their_puzzles() {
        let today = Date::new(2026, 12, 3).unwrap();
        let mut statistics = Statistics::default();
        statistics.record_win(Level::Easy, Duration::from_secs(242), Some(today));
        let chart = Chart::new(
            &statistics,
            peerless::variant::Kind::Classic,
            StatsView::Level(Level::Easy),
            today,
            today,
        );
        let mut b = Builder::new(1.0);
        let parts = layout().statistics_parts(7);
        assert_eq!(
            chart_and_calendar(&mut b, &chart, parts, Some(2)),
            [CHART, MONTH_BEFORE, CALENDAR, MONTH_AFTER]
        );
        let find = |id: NodeId| -> &Node {
            &b.nodes
                .iter()
                .find(|(i, _)| *i == id)
                .unwrap_or_else(|| panic!("no node {id:?}"))
                .1
        };
        assert_eq!(
            find(CHART).value(),
            Some("Last solve times, oldest first: 4:02")
        );
        let calendar = find(CALENDAR);
        assert_eq!(calendar.label(), Some("Daily puzzles of December 2026"));
        // A grid of weeks, as date pickers are: a row a week, a cell a day in its weekday's
        // column.
        assert_eq!(calendar.role(), Role::Grid);
        assert_eq!(calendar.column_count(), Some(7));
        let weeks = calendar.children();
        assert_eq!(weeks.len(), calendar.row_count().unwrap());
        let days: Vec<NodeId> = weeks
            .iter()
            .flat_map(|&w| find(w).children().to_vec())
            .collect();
        assert_eq!(days.len(), 31, "the month's days");
        assert_eq!((days[0], days[30]), (day_id(1), day_id(31)));
        let (week, weekday) = week_and_weekday(chart.first_column, 17);
        assert_eq!(find(day_id(17)).row_index(), Some(week));
        assert_eq!(find(day_id(17)).column_index(), Some(weekday));
        assert_eq!(find(day_id(17)).role(), Role::GridCell);
        // The day the keyboard is on is the selected one.
        assert_eq!(find(day_id(2)).is_selected(), Some(true));
        assert_eq!(find(day_id(3)).is_selected(), None);
        assert_eq!(
            find(day_id(3)).label(),
            Some("3 December, today's puzzle, won in 4:02")
        );
        assert_eq!(find(day_id(2)).label(), Some("2 December"));
        assert!(!find(day_id(2)).is_disabled());
        assert_eq!(find(day_id(4)).label(), Some("4 December, not yet open"));
        assert!(find(day_id(4)).is_disabled());
        assert!(find(MONTH_AFTER).is_disabled(), "no month after today's");
        // Each day is where it is drawn.
        let drawn = CalendarParts::new(parts.calendar, chart.first_column, 31).day(17);
        assert_eq!(find(day_id(17)).bounds().unwrap().x0, f64::from(drawn.x));
        // A click on a day or an arrow is the tap on it.
        let click = |id: NodeId| {
            request(&ActionRequest {
                action: Action::Click,
                target_tree: TreeId::ROOT,
                target_node: id,
                data: None,
            })
        };
        assert_eq!(
            click(day_id(2)),
            Some(Request::Calendar(CalendarHit::Day(2)))
        );
        assert_eq!(
            click(MONTH_BEFORE),
            Some(Request::Calendar(CalendarHit::Previous))
        );
        assert_eq!(
            click(MONTH_AFTER),
            Some(Request::Calendar(CalendarHit::Next))
        );
        // A focus on a day is the keyboard's focus going there.
        let focus = request(&ActionRequest {
            action: Action::Focus,
            target_tree: TreeId::ROOT,
            target_node: day_id(5),
            data: None,
        });
        assert_eq!(focus, Some(Request::FocusDay(5)));
    }
}
