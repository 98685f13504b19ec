//! The statistics screen for a screen reader: its chart as a line of the last solve times, and
//! its calendar of daily puzzles as a group of buttons, a day each (which opens its puzzle) and
//! the arrows to the month before and after, so that the archive is in a blind player's reach.

use accesskit::{NodeId, Role};
use peerless::l10n::{Arg, Message};

use crate::app::access::builder::Builder;
use crate::app::access::*;
use crate::app::layout::menus::{CalendarParts, StatisticsParts};
use crate::app::views::chart::Chart;
use crate::app::words::names::clock;
use crate::app::words::{self, text};

/// The statistics' chart, as a line of its times, and the calendar of daily puzzles: a group of
/// the month's days, each a button that opens its puzzle (named with its date, and whether it
/// was won on the day or later from the archive, with the time, or is today's), and the arrows
/// to the month before and after. Returns the nodes to put under the window.
pub(super) fn chart_and_calendar(
    b: &mut Builder,
    chart: &Chart,
    parts: StatisticsParts,
) -> [NodeId; 2] {
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
    let mut days = Vec::with_capacity(33);
    let (before, after) = calendar.arrows();
    b.button(MONTH_BEFORE, &text("access-month-before"), before, true);
    days.push(MONTH_BEFORE);
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
        b.button(day_id(day), &name, calendar.day(day), chart.playable(day));
        days.push(day_id(day));
    }
    b.button(
        MONTH_AFTER,
        &text("access-month-after"),
        after,
        !chart.current,
    );
    days.push(MONTH_AFTER);
    let title = words::format(
        &Message::new("access-calendar").message(
            "month",
            Message::new("month-of-year")
                .number("month", month.month() as usize)
                .number("year", month.year() as usize),
        ),
    );
    b.add(CALENDAR, Role::Group, &title, Some(parts.calendar))
        .set_children(days);
    [CHART, CALENDAR]
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
        let chart = Chart::new(&statistics, StatsView::Level(Level::Easy), today, today);
        let mut b = Builder::new(1.0);
        let parts = layout().statistics_parts(7);
        assert_eq!(chart_and_calendar(&mut b, &chart, parts), [CHART, CALENDAR]);
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
        let days = calendar.children();
        assert_eq!(days.len(), 31 + 2, "the month's days and its two arrows");
        assert_eq!((days[0], days[32]), (MONTH_BEFORE, MONTH_AFTER));
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
    }
}
