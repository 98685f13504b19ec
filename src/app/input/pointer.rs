//! A pointer's gestures: a finger or the mouse button down and up on a target becomes a tap, a
//! long press, or nothing (when it slides off); and what a press can land on ([`Hit`]).

use std::time::Duration;

use crate::app::layout::menus::CalendarHit;
use crate::app::layout::Target;
use crate::app::views::tools::Tool;

/// How long a finger must rest on a pad digit to write a one-off note (the platforms' usual
/// long-press time is 400 to 500 ms).
pub const LONG_PRESS: Duration = Duration::from_millis(450);

/// What the pointer is doing: which target it went down on, when, and whether a long press has
/// already fired (so the release does nothing more).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Pointer<T> {
    pressed: Option<Press<T>>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Press<T> {
    target: Option<T>,
    at: Duration,
    long_fired: bool,
    /// The pointer left its target before coming up: no tap, no long press.
    slid_off: bool,
}

/// What the pointer tracker says after an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gesture<T> {
    /// The pointer went down on a target.
    Pressed(T),
    /// A press and release on the same target, with no long press between.
    Tapped(T),
    /// The pointer has rested on a target for [`LONG_PRESS`].
    LongPressed(T),
}

impl<T: Copy + PartialEq> Pointer<T> {
    /// A pointer that is up.
    pub fn new() -> Pointer<T> {
        Pointer { pressed: None }
    }

    /// The pointer went down on `target` at `now`.
    pub fn down(&mut self, target: Option<T>, now: Duration) -> Option<Gesture<T>> {
        self.pressed = Some(Press {
            target,
            at: now,
            long_fired: false,
            slid_off: false,
        });
        target.map(Gesture::Pressed)
    }

    /// The pointer moved over `target`: leaving the target it went down on cancels the tap and
    /// the long press, even if it comes back.
    pub fn moved(&mut self, target: Option<T>) {
        if let Some(press) = self.pressed.as_mut() {
            if press.target != target {
                press.slid_off = true;
            }
        }
    }

    /// The pointer came up on `target`: a tap when it is the target it went down on and never
    /// left.
    pub fn up(&mut self, target: Option<T>) -> Option<Gesture<T>> {
        let press = self.pressed.take()?;
        match (press.target, target) {
            (Some(down), Some(up)) if down == up && !press.long_fired && !press.slid_off => {
                Some(Gesture::Tapped(up))
            }
            _ => None,
        }
    }

    /// Checks for a long press at `now`, for targets `can_long_press` accepts; fires once.
    pub fn poll(
        &mut self,
        now: Duration,
        can_long_press: impl Fn(T) -> bool,
    ) -> Option<Gesture<T>> {
        let press = self.pressed.as_mut()?;
        let target = press.target.filter(|&t| can_long_press(t))?;
        if press.long_fired || press.slid_off || now.saturating_sub(press.at) < LONG_PRESS {
            return None;
        }
        press.long_fired = true;
        Some(Gesture::LongPressed(target))
    }

    /// When a long press would fire, if one is pending (so the app can wake up for it: a finger
    /// that does not move sends no events).
    pub fn long_press_due(&self, can_long_press: impl Fn(T) -> bool) -> Option<Duration> {
        let press = self.pressed.as_ref()?;
        let target = press.target?;
        let pending = !press.long_fired && !press.slid_off && can_long_press(target);
        pending.then_some(press.at + LONG_PRESS)
    }

    /// Forgets a press (the screen changed under the finger, the system took the touch).
    pub fn cancel(&mut self) {
        self.pressed = None;
    }
}

/// Where a pointer went down: a board-screen target or a menu button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hit {
    /// A cell, pad digit, tool or the pause button.
    Board(Target),
    /// A menu button, by index.
    Menu(usize),
    /// A segment of a menu button's choice: the button's index, the segment's.
    Choice(usize, usize),
    /// A day or an arrow of the statistics screen's calendar.
    Calendar(CalendarHit),
}

/// Which pressed targets a long press acts on: the pad's digits (a one-off note), and the
/// notes tool where the screen has one (`notes_tool`: its chooser of the other kinds).
pub fn long_presses(hit: Hit, notes_tool: bool) -> bool {
    match hit {
        Hit::Board(Target::Digit(_)) => true,
        Hit::Board(Target::Tool(slot)) => notes_tool && slot == Tool::Notes.slot(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pointer_taps_on_release_over_the_same_target_only() {
        let ms = Duration::from_millis;
        let mut pointer = Pointer::new();
        assert_eq!(pointer.down(Some(1), ms(0)), Some(Gesture::Pressed(1)));
        assert_eq!(pointer.up(Some(1)), Some(Gesture::Tapped(1)));
        assert_eq!(pointer.up(Some(1)), None, "no second release");
        let _ = pointer.down(Some(1), ms(0));
        assert_eq!(pointer.up(Some(2)), None, "slid off");
        let _ = pointer.down(None, ms(0));
        assert_eq!(pointer.up(Some(2)), None);
    }

    #[test]
    fn a_long_press_fires_once_and_swallows_the_release() {
        let ms = Duration::from_millis;
        let digits_only = |t: i32| t > 0;
        let mut pointer = Pointer::new();
        let _ = pointer.down(Some(3), ms(100));
        assert_eq!(pointer.long_press_due(digits_only), Some(ms(550)));
        assert_eq!(pointer.poll(ms(500), digits_only), None);
        assert_eq!(
            pointer.poll(ms(550), digits_only),
            Some(Gesture::LongPressed(3))
        );
        assert_eq!(pointer.poll(ms(900), digits_only), None);
        assert_eq!(pointer.long_press_due(digits_only), None);
        assert_eq!(pointer.up(Some(3)), None);
        // A target that has no long press just taps.
        let _ = pointer.down(Some(-1), ms(0));
        assert_eq!(pointer.poll(ms(5000), digits_only), None);
        assert_eq!(pointer.up(Some(-1)), Some(Gesture::Tapped(-1)));
        pointer.cancel();
    }

    #[test]
    fn a_pointer_that_slides_off_its_target_neither_taps_nor_long_presses() {
        let ms = Duration::from_millis;
        let always = |_: i32| true;
        let mut pointer = Pointer::new();
        let _ = pointer.down(Some(4), ms(0));
        pointer.moved(Some(4));
        assert_eq!(
            pointer.long_press_due(always),
            Some(LONG_PRESS),
            "still on it"
        );
        pointer.moved(Some(5));
        pointer.moved(Some(4));
        assert_eq!(pointer.long_press_due(always), None);
        assert_eq!(pointer.poll(ms(2000), always), None);
        assert_eq!(pointer.up(Some(4)), None, "back on it is not a tap");
        // A cancelled press makes nothing either.
        let _ = pointer.down(Some(4), ms(0));
        pointer.cancel();
        assert_eq!(pointer.poll(ms(2000), always), None);
        assert_eq!(pointer.up(Some(4)), None);
    }
}
