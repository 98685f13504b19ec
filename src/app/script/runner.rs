//! Plays a script a frame at a time: the commands [`super::commands`] reads, handed out as
//! the frames pass (held after a `wait` or a `sleep`, or while the game asks), until the last,
//! or until `by-hand` gives the game to its real input.

use std::time::Duration;

use super::commands::Command;
use crate::app::input::pointer::LONG_PRESS;

/// Plays a script a frame at a time: hands out the commands of this frame, holding back after a
/// `wait` until its frames have passed, or while the app asks it to hold (a puzzle being made, a
/// resize not yet seen).
#[derive(Clone, Debug, Default)]
pub struct Runner {
    commands: Vec<Command>,
    next: usize,
    wait: u32,
    /// The end of a `sleep`, on the platform's clock.
    until: Option<Duration>,
    /// Whether `by-hand` has come: the game is played by its real input from here on.
    by_hand: bool,
}

impl Runner {
    /// A runner for `commands`.
    pub fn new(commands: Vec<Command>) -> Runner {
        Runner {
            commands,
            next: 0,
            wait: 0,
            until: None,
            by_hand: false,
        }
    }

    /// The next command to run in this frame, at `now` on the platform's clock, or `None` when
    /// the frame's commands are done.
    pub fn poll(&mut self, now: Duration) -> Option<Command> {
        if self.wait > 0 {
            return None;
        }
        if let Some(until) = self.until {
            if now < until {
                return None;
            }
            self.until = None;
        }
        let command = self.commands.get(self.next)?.clone();
        self.next += 1;
        match command {
            Command::Wait(frames) => {
                self.wait = frames;
                None
            }
            Command::Sleep(ms) => {
                self.until = Some(now + Duration::from_millis(ms));
                None
            }
            Command::ByHand => {
                self.by_hand = true;
                None
            }
            // Down now, up once a long press has fired: frames go on meanwhile, as a finger
            // resting on the screen lets them.
            Command::Hold(place) => {
                self.commands
                    .insert(self.next, Command::Release(place.clone()));
                self.until = Some(now + LONG_PRESS + Duration::from_millis(150));
                Some(Command::Hold(place))
            }
            command => Some(command),
        }
    }

    /// Holds the script for `frames` more frames.
    pub fn hold(&mut self, frames: u32) {
        self.wait = self.wait.max(frames);
    }

    /// A frame has been drawn.
    pub fn end_frame(&mut self) {
        self.wait = self.wait.saturating_sub(1);
    }

    /// Whether every command has run and every wait has passed (never, once `by-hand` has
    /// come: the game goes on by hand).
    pub fn finished(&self) -> bool {
        self.next >= self.commands.len() && self.wait == 0 && self.until.is_none() && !self.by_hand
    }

    /// Whether the game is played by its real input now (`by-hand` has come).
    pub fn by_hand(&self) -> bool {
        self.by_hand
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::script::commands::parse_script;

    #[test]
    fn by_hand_ends_a_script_that_never_finishes_and_nothing_follows_it() {
        let mut runner = Runner::new(parse_script("key 1\nby-hand\n# the end\n").unwrap());
        assert!(!runner.by_hand());
        assert!(matches!(runner.poll(Duration::ZERO), Some(Command::Key(_))));
        assert_eq!(
            runner.poll(Duration::ZERO),
            None,
            "by-hand is the runner's own"
        );
        assert!(runner.by_hand());
        runner.end_frame();
        assert_eq!(runner.poll(Duration::from_secs(3600)), None);
        assert!(!runner.finished(), "the game goes on by hand");
        assert_eq!(
            parse_script("by-hand\nkey 1"),
            Err("line 2: nothing can follow by-hand, the script's last command".to_string())
        );
        assert!(parse_script("by-hand now")
            .unwrap_err()
            .contains("by-hand takes 0 argument(s)"));
    }

    #[test]
    fn the_runner_hands_out_a_frame_of_commands_at_a_time() {
        let mut runner =
            Runner::new(parse_script("key 1\nkey 2\nwait 2\nkey 3\nwait 0\nkey 4").unwrap());
        assert!(matches!(runner.poll(Duration::ZERO), Some(Command::Key(_))));
        assert!(matches!(runner.poll(Duration::ZERO), Some(Command::Key(_))));
        assert_eq!(runner.poll(Duration::ZERO), None, "wait 2");
        runner.end_frame();
        assert_eq!(runner.poll(Duration::ZERO), None);
        runner.end_frame();
        assert!(matches!(runner.poll(Duration::ZERO), Some(Command::Key(_))));
        assert_eq!(
            runner.poll(Duration::ZERO),
            None,
            "wait 0 still ends the frame"
        );
        runner.end_frame();
        runner.hold(1);
        assert_eq!(runner.poll(Duration::ZERO), None);
        runner.end_frame();
        assert!(matches!(runner.poll(Duration::ZERO), Some(Command::Key(_))));
        assert!(runner.finished());
    }

    #[test]
    fn a_sleep_holds_the_script_until_its_time_has_passed() {
        let ms = Duration::from_millis;
        let mut runner = Runner::new(parse_script("sleep 30\nkey 1").unwrap());
        assert_eq!(runner.poll(ms(100)), None, "the sleep ends the frame");
        assert!(!runner.finished());
        runner.end_frame();
        assert_eq!(runner.poll(ms(129)), None);
        runner.end_frame();
        assert!(matches!(runner.poll(ms(130)), Some(Command::Key(_))));
        assert!(runner.finished());
    }
}
