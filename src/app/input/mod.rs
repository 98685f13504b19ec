//! Input: touches, clicks and keys become [`Event`]s, and events become [`Action`]s (mostly game
//! [`Move`]s) through the layout's hit tests only.
//!
//! Real frames turn macroquad's input into the same [`Event`] list that the scripted mode reads
//! from a file, so a test drives exactly the code a player drives. Everything here is pure: the
//! time is passed in, and the game is seen through a small [`GameView`], so every mapping is
//! unit-tested without a window.

use std::time::Duration;

use peerless::board::{Cell, Digit};
use peerless::game::{Colour, Direction, EntryMode, Mark, Move, UiState};

use crate::app::layout::Target;
use crate::app::views::tools::Tool;

/// How long a finger must rest on a pad digit to write a one-off note (the platforms' usual
/// long-press time is 400 to 500 ms).
pub const LONG_PRESS: Duration = Duration::from_millis(450);

/// A key, as the game understands keys (the keyboard's own codes are mapped in one place, where
/// macroquad's input is read).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    /// A digit key, on the main row or the numeric keypad (0 to 9).
    Digit(u8),
    /// A letter, lowercase.
    Letter(char),
    /// Arrow up.
    Up,
    /// Arrow down.
    Down,
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Home: the first cell of the selected cell's row (with Ctrl, of the board).
    Home,
    /// End: the last cell of the selected cell's row (with Ctrl, of the board).
    End,
    /// Backspace.
    Backspace,
    /// Delete.
    Delete,
    /// Escape.
    Escape,
    /// The Android back button.
    Back,
    /// Enter or Return.
    Enter,
    /// The space bar.
    Space,
}

/// A key pressed with its modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KeyPress {
    /// The key.
    pub key: Key,
    /// Control (or Command, where the platform maps it so) held.
    pub ctrl: bool,
    /// Shift held.
    pub shift: bool,
}

impl KeyPress {
    /// A key without modifiers.
    pub const fn plain(key: Key) -> KeyPress {
        KeyPress {
            key,
            ctrl: false,
            shift: false,
        }
    }

    /// Reads a key name as scripts write it: `1`, `Left`, `Backspace`, `N`, `Ctrl+Z`,
    /// `Ctrl+Shift+Z`, `Escape` (case does not matter).
    pub fn parse(name: &str) -> Option<KeyPress> {
        let mut press = KeyPress::plain(Key::Space);
        let mut parts = name.split('+').peekable();
        while let Some(part) = parts.next() {
            let lower = part.trim().to_ascii_lowercase();
            if parts.peek().is_some() {
                match lower.as_str() {
                    "ctrl" | "control" => press.ctrl = true,
                    "shift" => press.shift = true,
                    _ => return None,
                }
                continue;
            }
            press.key = match lower.as_str() {
                "up" => Key::Up,
                "down" => Key::Down,
                "left" => Key::Left,
                "right" => Key::Right,
                "home" => Key::Home,
                "end" => Key::End,
                "backspace" => Key::Backspace,
                "delete" | "del" => Key::Delete,
                "escape" | "esc" => Key::Escape,
                "back" => Key::Back,
                "enter" | "return" => Key::Enter,
                "space" => Key::Space,
                other => {
                    let other = other.strip_prefix("kp").unwrap_or(other);
                    let mut chars = other.chars();
                    match (chars.next(), chars.next()) {
                        (Some(c), None) if c.is_ascii_digit() => Key::Digit(c as u8 - b'0'),
                        (Some(c), None) if c.is_ascii_lowercase() => Key::Letter(c),
                        _ => return None,
                    }
                }
            };
        }
        Some(press)
    }
}

/// One thing the player did, in the window's logical pixels.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event {
    /// A finger or the left mouse button went down.
    Down {
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// The left mouse button went down with Ctrl or Shift held: the cell under it joins the
    /// selection.
    DownAlso {
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// The mouse moved with its left button down (a drag).
    Move {
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// The finger or button came up.
    Up {
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// A finger touched the screen; `id` tells fingers apart while they are down.
    TouchDown {
        /// The finger.
        id: u64,
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// A finger moved.
    TouchMove {
        /// The finger.
        id: u64,
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// A finger lifted.
    TouchUp {
        /// The finger.
        id: u64,
        /// Where, from the left.
        x: f32,
        /// Where, from the top.
        y: f32,
    },
    /// The system took a finger's touch for a gesture of its own: it makes nothing.
    TouchCancel {
        /// The finger.
        id: u64,
    },
    /// A key went down (auto-repeat included, so holding an arrow keeps moving).
    Key(KeyPress),
    /// The app went to the background or lost focus.
    Minimized,
    /// The app came back.
    Restored,
    /// A screen reader asked to click (or, `focus`, to focus) the accessibility tree's node
    /// `node` (see `access.rs`): what a tap on it does.
    Access {
        /// The node.
        node: u64,
        /// A focus rather than a click.
        focus: bool,
    },
}

/// What a reading command reads out (for a screen reader's player).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// The selected cell's row.
    Row,
    /// Its column.
    Column,
    /// Its box.
    Box,
    /// How many of each digit are left to place.
    Remaining,
}

/// What an event asks the app to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Play a move.
    Move(Move),
    /// Pause the game (the pause button, Escape, Back, or the app losing focus).
    Pause,
    /// Read something out (Shift+R, Shift+C, Shift+B, Shift+I).
    Read(Reading),
}

/// What the input mapping needs to know about the game: the UI state and the input style.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameView {
    /// Selection, notes mode, digit-first digit.
    pub ui: UiState,
    /// Whether the player chose digit-first input.
    pub digit_first: bool,
}

impl GameView {
    /// The move that writes `digit` in `cell`, as a note in notes mode.
    fn write(&self, cell: Cell, digit: Digit) -> Move {
        self.ui.mode.write(cell, digit)
    }

    /// Whether more than one cell is selected.
    fn many(&self) -> bool {
        !self.ui.also.is_empty()
    }

    /// What the pad's `digit` does to the selection: writes it in the selected cell, or, with
    /// several cells selected, marks them all (a note or a colour; a digit goes to one cell
    /// only, so then nothing).
    fn pad(&self, digit: Digit) -> Option<Move> {
        let cell = self.ui.selected?;
        if !self.many() {
            return Some(self.write(cell, digit));
        }
        let mark = match self.ui.mode {
            EntryMode::Digit => return None,
            EntryMode::Centre => Mark::Note(digit),
            EntryMode::Corner => Mark::CornerNote(digit),
            EntryMode::Colour => Mark::Colour(Colour::ALL[digit.index()]),
        };
        Some(Move::Mark(mark))
    }

    /// A one-off centre note of `digit` (Shift with a digit, a long press on the pad): in the
    /// selected cell, or in every selected cell.
    fn note(&self, digit: Digit) -> Option<Move> {
        let cell = self.ui.selected?;
        Some(if self.many() {
            Move::Mark(Mark::Note(digit))
        } else {
            Move::ToggleNote { cell, digit }
        })
    }

    /// Erase: the selected cell, or every selected cell.
    pub fn erase(&self) -> Option<Move> {
        let cell = self.ui.selected?;
        Some(if self.many() {
            Move::Mark(Mark::Erase)
        } else {
            Move::Erase(cell)
        })
    }
}

/// What a key does on the game screen.
pub fn game_key(press: KeyPress, view: &GameView) -> Option<Action> {
    // Ctrl or Shift with an arrow adds the next cell to the selection.
    let arrow = match press.key {
        Key::Up => Some(Direction::Up),
        Key::Down => Some(Direction::Down),
        Key::Left => Some(Direction::Left),
        Key::Right => Some(Direction::Right),
        _ => None,
    };
    if let (Some(direction), true) = (arrow, press.ctrl || press.shift) {
        return Some(Action::Move(Move::ExtendSelection(direction)));
    }
    // Home and End go to the row's first and last cell (with Ctrl, the board's), as in a grid
    // a screen reader knows.
    if let Key::Home | Key::End = press.key {
        let row = match (press.ctrl, view.ui.selected) {
            (false, Some(cell)) => cell.row(),
            (true, _) if press.key == Key::End => 8,
            _ => 0,
        };
        let col = if press.key == Key::Home { 0 } else { 8 };
        return Some(Action::Move(Move::Select(Cell::at(row, col)?)));
    }
    let action = match (press.key, press.ctrl) {
        (Key::Letter('z'), true) if press.shift => Action::Move(Move::Redo),
        (Key::Letter('z'), true) => Action::Move(Move::Undo),
        (Key::Letter('y'), true) => Action::Move(Move::Redo),
        (_, true) => return None,
        // Shift with R, C, B or I reads out the selected cell's row, column or box, or the
        // digits left to place (for a player who cannot see the board).
        (Key::Letter('r'), false) if press.shift => Action::Read(Reading::Row),
        (Key::Letter('c'), false) if press.shift => Action::Read(Reading::Column),
        (Key::Letter('b'), false) if press.shift => Action::Read(Reading::Box),
        (Key::Letter('i'), false) if press.shift => Action::Read(Reading::Remaining),
        (Key::Digit(0) | Key::Backspace | Key::Delete, false) => Action::Move(view.erase()?),
        (Key::Digit(n), false) => {
            let digit = Digit::new(n)?;
            // Shift+digit writes a one-off note, as a long press on the pad does.
            if press.shift {
                Action::Move(view.note(digit)?)
            } else {
                Action::Move(view.pad(digit)?)
            }
        }
        (Key::Up | Key::Letter('w'), false) => Action::Move(Move::MoveSelection(Direction::Up)),
        (Key::Down | Key::Letter('s'), false) => Action::Move(Move::MoveSelection(Direction::Down)),
        (Key::Left | Key::Letter('a'), false) => Action::Move(Move::MoveSelection(Direction::Left)),
        (Key::Right | Key::Letter('d'), false) => {
            Action::Move(Move::MoveSelection(Direction::Right))
        }
        (Key::Letter('n'), false) => {
            Action::Move(Move::SetNotesMode(view.ui.mode != EntryMode::Centre))
        }
        // One key per mode, as solvers' apps have them: digits, corner, centre, colour.
        (Key::Letter('z'), false) => Action::Move(Move::SetMode(EntryMode::Digit)),
        (Key::Letter('x'), false) => Action::Move(Move::SetMode(EntryMode::Corner)),
        (Key::Letter('c'), false) => Action::Move(Move::SetMode(EntryMode::Centre)),
        (Key::Letter('v'), false) => Action::Move(Move::SetMode(EntryMode::Colour)),
        (Key::Letter('h'), false) => Action::Move(Move::Hint),
        (Key::Escape | Key::Back | Key::Letter('p'), false) => Action::Pause,
        _ => return None,
    };
    Some(action)
}

/// What a tap on a game-screen target does. Cells act when the finger goes down (the quickest
/// response, and a cell has no long press); buttons act when it comes up on the same button, so
/// a finger that slides off cancels.
pub fn game_tap(target: Target, view: &GameView) -> Option<Action> {
    let action = match target {
        Target::Cell(cell) => match (view.digit_first, view.ui.digit) {
            (true, Some(digit)) => Action::Move(view.write(cell, digit)),
            _ => Action::Move(Move::Select(cell)),
        },
        Target::Digit(digit) if view.digit_first => {
            let chosen = (view.ui.digit != Some(digit)).then_some(digit);
            Action::Move(Move::ChooseDigit(chosen))
        }
        Target::Digit(digit) => Action::Move(view.pad(digit)?),
        Target::Tool(slot) => match Tool::at(slot)? {
            Tool::Undo => Action::Move(Move::Undo),
            Tool::Redo => Action::Move(Move::Redo),
            Tool::Erase => Action::Move(view.erase()?),
            Tool::Notes => Action::Move(Move::SetMode(view.ui.mode.next())),
            Tool::AutoNotes => Action::Move(Move::AutoNotes),
            Tool::Hint => Action::Move(Move::Hint),
        },
        Target::Pause => Action::Pause,
    };
    Some(action)
}

/// What a long press on a pad digit does: a one-off note in the selected cell, whatever the mode.
pub fn game_long_press(target: Target, view: &GameView) -> Option<Action> {
    match target {
        Target::Digit(digit) => Some(Action::Move(view.note(digit)?)),
        _ => None,
    }
}

/// Whether a target acts when pressed (cells) rather than when released (buttons).
pub fn acts_on_press(target: Target) -> bool {
    matches!(target, Target::Cell(_))
}

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

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row - 1, col - 1).unwrap()
    }

    fn d(n: u8) -> Digit {
        Digit::new(n).unwrap()
    }

    fn view(selected: Option<Cell>) -> GameView {
        GameView {
            ui: UiState {
                selected,
                ..UiState::default()
            },
            digit_first: false,
        }
    }

    fn key(name: &str) -> KeyPress {
        KeyPress::parse(name).unwrap_or_else(|| panic!("{name}"))
    }

    #[test]
    fn key_names_parse_with_modifiers() {
        assert_eq!(key("1"), KeyPress::plain(Key::Digit(1)));
        assert_eq!(key("kp7"), KeyPress::plain(Key::Digit(7)));
        assert_eq!(key("Left"), KeyPress::plain(Key::Left));
        assert_eq!(key("n"), KeyPress::plain(Key::Letter('n')));
        assert_eq!(
            key("Ctrl+Shift+Z"),
            KeyPress {
                key: Key::Letter('z'),
                ctrl: true,
                shift: true
            }
        );
        assert_eq!(key("escape"), KeyPress::plain(Key::Escape));
        for bad in ["", "Hyper+Z", "F13", "Ctrl+", "10"] {
            assert_eq!(KeyPress::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn keys_become_moves_on_the_selected_cell() {
        let v = view(Some(cell(1, 3)));
        let enter = |n| {
            Some(Action::Move(Move::Enter {
                cell: cell(1, 3),
                digit: d(n),
            }))
        };
        assert_eq!(game_key(key("4"), &v), enter(4));
        assert_eq!(game_key(key("kp9"), &v), enter(9));
        for erase in ["0", "Backspace", "Delete"] {
            assert_eq!(
                game_key(key(erase), &v),
                Some(Action::Move(Move::Erase(cell(1, 3))))
            );
        }
        assert_eq!(
            game_key(key("Shift+5"), &v),
            Some(Action::Move(Move::ToggleNote {
                cell: cell(1, 3),
                digit: d(5)
            }))
        );
        assert_eq!(game_key(key("4"), &view(None)), None, "nothing selected");
    }

    #[test]
    fn home_and_end_go_to_the_rows_ends_and_reading_keys_read() {
        let v = view(Some(cell(5, 6)));
        let select = |r, c| Some(Action::Move(Move::Select(cell(r, c))));
        assert_eq!(game_key(key("Home"), &v), select(5, 1));
        assert_eq!(game_key(key("End"), &v), select(5, 9));
        assert_eq!(game_key(key("Ctrl+Home"), &v), select(1, 1));
        assert_eq!(game_key(key("Ctrl+End"), &v), select(9, 9));
        assert_eq!(game_key(key("Home"), &view(None)), select(1, 1));
        for (name, reading) in [
            ("Shift+R", Reading::Row),
            ("Shift+C", Reading::Column),
            ("Shift+B", Reading::Box),
            ("Shift+I", Reading::Remaining),
        ] {
            assert_eq!(
                game_key(key(name), &v),
                Some(Action::Read(reading)),
                "{name}"
            );
        }
        // Without Shift the letters keep their jobs: C is centre notes.
        assert_eq!(
            game_key(key("c"), &v),
            Some(Action::Move(Move::SetMode(EntryMode::Centre)))
        );
    }

    #[test]
    fn arrows_and_wasd_move_the_selection() {
        let v = view(None);
        for (names, direction) in [
            (["Up", "w"], Direction::Up),
            (["Down", "s"], Direction::Down),
            (["Left", "a"], Direction::Left),
            (["Right", "d"], Direction::Right),
        ] {
            for name in names {
                assert_eq!(
                    game_key(key(name), &v),
                    Some(Action::Move(Move::MoveSelection(direction)))
                );
            }
        }
    }

    #[test]
    fn shortcuts_undo_redo_notes_hint_and_pause() {
        let mut v = view(Some(cell(5, 5)));
        assert_eq!(game_key(key("Ctrl+Z"), &v), Some(Action::Move(Move::Undo)));
        assert_eq!(game_key(key("Ctrl+Y"), &v), Some(Action::Move(Move::Redo)));
        assert_eq!(
            game_key(key("Ctrl+Shift+Z"), &v),
            Some(Action::Move(Move::Redo))
        );
        assert_eq!(
            game_key(key("Ctrl+V"), &v),
            None,
            "pasting is for the menus"
        );
        assert_eq!(game_key(key("Ctrl+4"), &v), None);
        assert_eq!(
            game_key(key("N"), &v),
            Some(Action::Move(Move::SetNotesMode(true)))
        );
        v.ui.mode = EntryMode::Centre;
        assert_eq!(
            game_key(key("N"), &v),
            Some(Action::Move(Move::SetNotesMode(false)))
        );
        assert_eq!(
            game_key(key("3"), &v),
            Some(Action::Move(Move::ToggleNote {
                cell: cell(5, 5),
                digit: d(3)
            })),
            "centre notes mode writes centre notes"
        );
        for (name, mode) in [
            ("Z", EntryMode::Digit),
            ("X", EntryMode::Corner),
            ("C", EntryMode::Centre),
            ("V", EntryMode::Colour),
        ] {
            assert_eq!(
                game_key(key(name), &v),
                Some(Action::Move(Move::SetMode(mode)))
            );
        }
        v.ui.mode = EntryMode::Corner;
        assert_eq!(
            game_key(key("3"), &v),
            Some(Action::Move(Move::ToggleCornerNote {
                cell: cell(5, 5),
                digit: d(3)
            }))
        );
        v.ui.mode = EntryMode::Colour;
        assert_eq!(
            game_key(key("3"), &v),
            Some(Action::Move(Move::ToggleColour {
                cell: cell(5, 5),
                colour: peerless::game::Colour::ALL[2]
            }))
        );
        assert_eq!(game_key(key("H"), &v), Some(Action::Move(Move::Hint)));
        assert_eq!(game_key(key("Escape"), &v), Some(Action::Pause));
        assert_eq!(game_key(key("Back"), &v), Some(Action::Pause));
        assert_eq!(game_key(key("Enter"), &v), None);
    }

    #[test]
    fn taps_select_cells_and_write_from_the_pad() {
        let v = view(Some(cell(2, 2)));
        assert_eq!(
            game_tap(Target::Cell(cell(9, 9)), &v),
            Some(Action::Move(Move::Select(cell(9, 9))))
        );
        assert_eq!(
            game_tap(Target::Digit(d(7)), &v),
            Some(Action::Move(Move::Enter {
                cell: cell(2, 2),
                digit: d(7)
            }))
        );
        assert_eq!(game_tap(Target::Digit(d(7)), &view(None)), None);
        assert_eq!(
            game_tap(Target::Tool(Tool::Erase.slot()), &v),
            Some(Action::Move(Move::Erase(cell(2, 2))))
        );
        assert_eq!(
            game_tap(Target::Tool(Tool::Notes.slot()), &v),
            Some(Action::Move(Move::SetMode(EntryMode::Corner))),
            "the notes tool steps to the next mode: corner notes after digits"
        );
        for (tool, mv) in [
            (Tool::Undo, Move::Undo),
            (Tool::Redo, Move::Redo),
            (Tool::AutoNotes, Move::AutoNotes),
            (Tool::Hint, Move::Hint),
        ] {
            assert_eq!(
                game_tap(Target::Tool(tool.slot()), &v),
                Some(Action::Move(mv))
            );
        }
        assert_eq!(game_tap(Target::Pause, &v), Some(Action::Pause));
        assert_eq!(
            game_long_press(Target::Digit(d(3)), &v),
            Some(Action::Move(Move::ToggleNote {
                cell: cell(2, 2),
                digit: d(3)
            }))
        );
        assert_eq!(game_long_press(Target::Cell(cell(1, 1)), &v), None);
    }

    #[test]
    fn digit_first_chooses_a_digit_then_writes_it_in_each_tapped_cell() {
        let mut v = GameView {
            digit_first: true,
            ..view(None)
        };
        assert_eq!(
            game_tap(Target::Cell(cell(1, 1)), &v),
            Some(Action::Move(Move::Select(cell(1, 1))))
        );
        assert_eq!(
            game_tap(Target::Digit(d(6)), &v),
            Some(Action::Move(Move::ChooseDigit(Some(d(6)))))
        );
        v.ui.digit = Some(d(6));
        assert_eq!(
            game_tap(Target::Digit(d(6)), &v),
            Some(Action::Move(Move::ChooseDigit(None))),
            "a second tap puts the digit down"
        );
        assert_eq!(
            game_tap(Target::Cell(cell(4, 4)), &v),
            Some(Action::Move(Move::Enter {
                cell: cell(4, 4),
                digit: d(6)
            }))
        );
        v.ui.mode = EntryMode::Centre;
        assert_eq!(
            game_tap(Target::Cell(cell(4, 4)), &v),
            Some(Action::Move(Move::ToggleNote {
                cell: cell(4, 4),
                digit: d(6)
            }))
        );
    }

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
