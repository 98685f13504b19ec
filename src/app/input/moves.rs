//! The game screen's input as moves: a key or a tap on a target, with the game seen through a
//! small [`GameView`], becomes an [`Action`] (mostly a game [`Move`]). Pure: every mapping is
//! unit-tested without a window.

use peerless::board::{Cell, Digit};
use peerless::game::{Colour, Direction, EntryMode, Mark, Move, NoteKind, UiState};

use crate::app::input::keys::{Key, KeyPress};
use crate::app::layout::{CardPart, Target};
use crate::app::views::tools::Tool;

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
    /// A Killer's cage calculator: the selected cell's cage, what is left of its sum and the
    /// combinations still possible (or the selection's total).
    Cage,
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
    /// Show the hint card's whole text, or fold it back.
    ToggleCard,
    /// Open the notes tool's chooser of the other note kinds (a long press on the tool).
    OpenChooser,
    /// Choose a note kind in the chooser: the pad writes it, and the notes tool turns it on
    /// from then on.
    Choose(NoteKind),
}

/// What the input mapping needs to know about the game: the UI state and the input style.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GameView {
    /// Selection, notes mode, digit-first digit.
    pub ui: UiState,
    /// Whether the player chose digit-first input.
    pub digit_first: bool,
    /// The kind of mark the notes tool (and `N`) turns on: the player's own.
    pub note_kind: NoteKind,
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
        // Shift with R, C, B, I or K reads out the selected cell's row, column or box, the
        // digits left to place, or a Killer cage's calculator (for a player who cannot see the
        // board).
        (Key::Letter('r'), false) if press.shift => Action::Read(Reading::Row),
        (Key::Letter('c'), false) if press.shift => Action::Read(Reading::Column),
        (Key::Letter('b'), false) if press.shift => Action::Read(Reading::Box),
        (Key::Letter('i'), false) if press.shift => Action::Read(Reading::Remaining),
        (Key::Letter('k'), false) if press.shift => Action::Read(Reading::Cage),
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
            Action::Move(Move::SetMode(view.ui.mode.toggled(view.note_kind)))
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
            Tool::Notes => Action::Move(Move::SetMode(view.ui.mode.toggled(view.note_kind))),
            Tool::AutoNotes => Action::Move(Move::AutoNotes),
            Tool::Hint => Action::Move(Move::Hint),
        },
        Target::Pause => Action::Pause,
        Target::Card(CardPart::Next) => Action::Move(Move::Hint),
        Target::Card(CardPart::Close) => Action::Move(Move::DismissHint),
        Target::Card(CardPart::More) => Action::ToggleCard,
        Target::NoteKind(kind) => Action::Choose(kind),
        Target::NoteKinds => Action::OpenChooser,
    };
    Some(action)
}

/// What a long press does: on a pad digit, a one-off note in the selected cell, whatever the
/// mode; on the notes tool, the chooser of the other note kinds.
pub fn game_long_press(target: Target, view: &GameView) -> Option<Action> {
    match target {
        Target::Digit(digit) => Some(Action::Move(view.note(digit)?)),
        Target::Tool(slot) if slot == Tool::Notes.slot() => Some(Action::OpenChooser),
        _ => None,
    }
}

/// Whether a target acts when pressed (cells) rather than when released (buttons).
pub fn acts_on_press(target: Target) -> bool {
    matches!(target, Target::Cell(_))
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
            note_kind: NoteKind::Centre,
        }
    }

    fn key(name: &str) -> KeyPress {
        KeyPress::parse(name).unwrap_or_else(|| panic!("{name}"))
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
            ("Shift+K", Reading::Cage),
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
        // N turns the player's note kind on, and any kind off: candidates unless they chose
        // another.
        assert_eq!(
            game_key(key("N"), &v),
            Some(Action::Move(Move::SetMode(EntryMode::Centre)))
        );
        let corner = GameView {
            note_kind: NoteKind::Corner,
            ..v
        };
        assert_eq!(
            game_key(key("N"), &corner),
            Some(Action::Move(Move::SetMode(EntryMode::Corner)))
        );
        v.ui.mode = EntryMode::Centre;
        assert_eq!(
            game_key(key("N"), &v),
            Some(Action::Move(Move::SetMode(EntryMode::Digit)))
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
        // The notes tool is one tap to the player's note kind and one tap back, not a cycle
        // of four modes.
        assert_eq!(
            game_tap(Target::Tool(Tool::Notes.slot()), &v),
            Some(Action::Move(Move::SetMode(EntryMode::Centre))),
            "candidates, the default note, one tap away"
        );
        let mut corner = GameView {
            note_kind: NoteKind::Corner,
            ..v
        };
        assert_eq!(
            game_tap(Target::Tool(Tool::Notes.slot()), &corner),
            Some(Action::Move(Move::SetMode(EntryMode::Corner)))
        );
        corner.ui.mode = EntryMode::Corner;
        assert_eq!(
            game_tap(Target::Tool(Tool::Notes.slot()), &corner),
            Some(Action::Move(Move::SetMode(EntryMode::Digit))),
            "and one tap back to digits"
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
        // A long press on the notes tool opens the chooser of the other kinds; a kind chosen
        // there is what the pad writes.
        assert_eq!(
            game_long_press(Target::Tool(Tool::Notes.slot()), &v),
            Some(Action::OpenChooser)
        );
        assert_eq!(game_long_press(Target::Tool(Tool::Hint.slot()), &v), None);
        assert_eq!(
            game_tap(Target::NoteKind(NoteKind::Corner), &v),
            Some(Action::Choose(NoteKind::Corner))
        );
        assert_eq!(game_tap(Target::NoteKinds, &v), Some(Action::OpenChooser));
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
}
