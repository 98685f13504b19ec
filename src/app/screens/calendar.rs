//! The statistics' calendar by keyboard, as grid date pickers are: Tab from the last level
//! button goes into the calendar (Shift+Tab from the button after it), the arrows go by day
//! and by week (into the month before or after at its ends), Page Up and Page Down by month,
//! Home and End to the month's first and last day, Enter and Space open the focused day's
//! puzzle, Tab and Shift+Tab leave it for the buttons around it.

use std::time::Duration;

use crate::app::input::keys::{Key, KeyPress};
use crate::app::layout::menus::{CalendarHit, LEVEL_BUTTONS};
use crate::app::script;
use crate::app::views::chart::{month_after, month_before};
use crate::app::views::menu::Screen;
use crate::app::App;

/// Where a move of `by` days from `day` lands, in a month of `days` days that has a month
/// after it or not (`later`): the day, and the month it is in (-1 the month before, with
/// `days_before` days; 0 this one; 1 the month after). A move past today's month stays put.
pub(crate) fn step_day(day: u32, by: i32, days: u32, days_before: u32, later: bool) -> (u32, i8) {
    let to = day as i32 + by;
    if to < 1 {
        ((days_before as i32 + to).max(1) as u32, -1)
    } else if to > days as i32 {
        if later {
            ((to - days as i32) as u32, 1)
        } else {
            (day, 0)
        }
    } else {
        (to as u32, 0)
    }
}

impl App {
    /// A key on the statistics screen that the calendar takes: going into it, moving in it,
    /// opening a day, leaving it. Whether the key was the calendar's.
    pub(crate) fn calendar_key(&mut self, press: KeyPress, now: Duration) -> bool {
        let Some(chart) = self.menu.chart.as_ref() else {
            return false;
        };
        let (month, today, current) = (chart.month, chart.today, chart.current);
        let days = month.days_in_month();
        let Some(day) = self.calendar_day else {
            // Tab from the last level button, Shift+Tab from the button after the calendar.
            let from = if press.shift {
                LEVEL_BUTTONS
            } else {
                LEVEL_BUTTONS - 1
            };
            let keyed = self.focus.ring || self.listener();
            if press.key == Key::Tab && !press.ctrl && keyed && self.focus.index == Some(from) {
                let first = if current { today.clamp(1, days) } else { 1 };
                self.focus_day(Some(first));
                return true;
            }
            return false;
        };
        let by = match press.key {
            Key::Left => -1,
            Key::Right => 1,
            Key::Up => -7,
            Key::Down => 7,
            Key::Home => 1 - day as i32,
            Key::End => days as i32 - day as i32,
            Key::PageUp => {
                self.calendar_month(month_before(month), day);
                return true;
            }
            Key::PageDown => {
                if !current {
                    self.calendar_month(month_after(month), day);
                }
                return true;
            }
            Key::Enter | Key::Space => {
                self.calendar_tap(CalendarHit::Day(day), now);
                return true;
            }
            Key::Tab => {
                let to = if press.shift {
                    LEVEL_BUTTONS - 1
                } else {
                    LEVEL_BUTTONS
                };
                self.show_focus(Some(to.min(self.menu.items.len() - 1)));
                return true;
            }
            _ => return false,
        };
        let days_before = month_before(month).days_in_month();
        match step_day(day, by, days, days_before, !current) {
            (to, 0) => self.focus_day(Some(to)),
            (to, -1) => self.calendar_month(month_before(month), to),
            (to, _) => self.calendar_month(month_after(month), to),
        }
        true
    }

    /// The calendar shows the month of `month`, the focus on its `day` (or its last day).
    fn calendar_month(&mut self, month: peerless::game::Date, day: u32) {
        self.stats_month = Some(month);
        self.show(Screen::Statistics);
        let days = self
            .menu
            .chart
            .as_ref()
            .map_or(day, |chart| chart.month.days_in_month());
        self.calendar_day = None;
        self.focus_day(Some(day.min(days)));
    }

    /// Moves the focus to the calendar's `day` (`None`: out of the calendar), where its ring
    /// is drawn and the screen reader's focus goes.
    pub(crate) fn focus_day(&mut self, day: Option<u32>) {
        if self.calendar_day == day {
            return;
        }
        self.calendar_day = day;
        self.focus.ring = true;
        self.reader.touch();
        if let (true, Some(day)) = (self.reporting, day) {
            let month = self.menu.chart.as_ref().map(|chart| chart.month);
            let (year, number) = month.map_or((0, 0), |m| (m.year(), m.month()));
            script::say(format_args!("focus day {year}-{number:02}-{day:02}"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arrows_go_by_day_and_week_into_the_months_around() {
        // Within the month.
        assert_eq!(step_day(10, 1, 31, 30, true), (11, 0));
        assert_eq!(step_day(10, -7, 31, 30, true), (3, 0));
        // Before the first: the month before's last days.
        assert_eq!(step_day(1, -1, 31, 30, true), (30, -1));
        assert_eq!(step_day(3, -7, 31, 30, true), (26, -1));
        // After the last: the month after's first, when there is one.
        assert_eq!(step_day(31, 1, 31, 30, true), (1, 1));
        assert_eq!(step_day(28, 7, 31, 30, true), (4, 1));
        assert_eq!(step_day(28, 7, 31, 30, false), (28, 0));
    }
}
