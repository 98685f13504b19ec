//! The marks a player makes besides digits: which kind the pad writes ([`EntryMode`]), which
//! kind the notes tool turns on ([`NoteKind`]), and the colours cells can be given
//! ([`Colour`]).
//!
//! Two kinds of notes. The candidates say what a cell can hold: the classic pencil marks, what
//! Auto fills in and what a hint reads. They are one layer however they are drawn: small in
//! fixed places, 1 top left to 9 bottom right, as most apps and newspapers draw them, or as
//! SudokuPad's centre notes, one centred line (the player's setting,
//! [`CandidateStyle`](super::CandidateStyle)); the layer and its moves keep the name `centre`
//! they were saved with. Corner notes say where a digit can go in a box, as SudokuPad's players
//! use them beside the candidates. Colours track a chain or a region; they are moves like notes
//! (undoable, saved), and stay when a digit comes or goes.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::board::{Cell, Digit};

use super::moves::Move;

/// What the pad (or a digit key) writes. Saved by its name (`"centre"`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryMode {
    /// Digits.
    #[default]
    Digit,
    /// Candidates (centre notes): what a cell can hold.
    Centre,
    /// Corner notes: where a digit can go.
    Corner,
    /// Cell colours (the pad's 1 to 9 are the nine colours).
    Colour,
}

impl EntryMode {
    /// Every mode, in SudokuPad's order (digits, corner, centre, colours), which its keys `Z`
    /// `X` `C` `V` follow.
    pub const ALL: [EntryMode; 4] = [
        EntryMode::Digit,
        EntryMode::Corner,
        EntryMode::Centre,
        EntryMode::Colour,
    ];

    /// What the notes tool turns this mode into: digits from a note kind, the player's note
    /// kind `kind` from digits. One tap on and one tap off, whichever kind the player uses.
    pub fn toggled(self, kind: NoteKind) -> EntryMode {
        match self {
            EntryMode::Digit => kind.mode(),
            EntryMode::Centre | EntryMode::Corner | EntryMode::Colour => EntryMode::Digit,
        }
    }

    /// The move the pad's `digit` makes in `cell` in this mode: the digit, a centre or corner
    /// note of it, or colour number `digit`.
    pub fn write(self, cell: Cell, digit: Digit) -> Move {
        match self {
            EntryMode::Digit => Move::Enter { cell, digit },
            EntryMode::Centre => Move::ToggleNote { cell, digit },
            EntryMode::Corner => Move::ToggleCornerNote { cell, digit },
            EntryMode::Colour => Move::ToggleColour {
                cell,
                colour: Colour::ALL[digit.index()],
            },
        }
    }

    /// Whether the pad writes notes of either kind.
    pub fn is_notes(self) -> bool {
        matches!(self, EntryMode::Centre | EntryMode::Corner)
    }

    /// The mode's name, as saves and scripts write it.
    pub const fn name(self) -> &'static str {
        match self {
            EntryMode::Digit => "digit",
            EntryMode::Centre => "centre",
            EntryMode::Corner => "corner",
            EntryMode::Colour => "colour",
        }
    }
}

impl fmt::Display for EntryMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for EntryMode {
    type Err = crate::ParseNameError;

    fn from_str(text: &str) -> Result<EntryMode, Self::Err> {
        const NAMES: [&str; 4] = ["digit", "corner", "centre", "colour"];
        crate::names::parse_name(text, "entry mode", &EntryMode::ALL, &NAMES)
    }
}

/// The kind of mark the notes tool turns on: the player's own, candidates unless they chose
/// another (the notes tool's chooser, or a key). Saved by its name (`"corner"`) with the
/// settings, so it stays from game to game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoteKind {
    /// Candidates (the centre-note layer): what a cell can hold.
    #[default]
    Centre,
    /// Corner notes: where a digit can go.
    Corner,
    /// Cell colours.
    Colour,
}

impl NoteKind {
    /// Every kind, in the order the chooser shows them.
    pub const ALL: [NoteKind; 3] = [NoteKind::Centre, NoteKind::Corner, NoteKind::Colour];

    /// The pad's mode that writes this kind.
    pub const fn mode(self) -> EntryMode {
        match self {
            NoteKind::Centre => EntryMode::Centre,
            NoteKind::Corner => EntryMode::Corner,
            NoteKind::Colour => EntryMode::Colour,
        }
    }

    /// The kind a mode writes, or `None` for digits.
    pub const fn of(mode: EntryMode) -> Option<NoteKind> {
        match mode {
            EntryMode::Digit => None,
            EntryMode::Centre => Some(NoteKind::Centre),
            EntryMode::Corner => Some(NoteKind::Corner),
            EntryMode::Colour => Some(NoteKind::Colour),
        }
    }
}

/// One of the nine colours a player can give a cell. The palette itself (the hues, chosen so
/// colour-blind players tell them apart, and a mark for each) belongs to the front end; the game
/// only keeps which of the nine it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Colour(u8);

impl Colour {
    /// The nine colours, in pad order.
    pub const ALL: [Colour; 9] = [
        Colour(1),
        Colour(2),
        Colour(3),
        Colour(4),
        Colour(5),
        Colour(6),
        Colour(7),
        Colour(8),
        Colour(9),
    ];

    /// Colour `number` (1 to 9), as the pad's digits name them.
    pub const fn new(number: u8) -> Option<Colour> {
        if number >= 1 && number <= 9 {
            Some(Colour(number))
        } else {
            None
        }
    }

    /// Its number, 1 to 9.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Its place among the nine, 0 to 8.
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notes_tool_goes_to_the_players_kind_and_back_in_one_tap() {
        for kind in NoteKind::ALL {
            let on = EntryMode::Digit.toggled(kind);
            assert_eq!(on, kind.mode());
            assert_eq!(NoteKind::of(on), Some(kind));
            assert_eq!(on.toggled(kind), EntryMode::Digit, "one tap back");
            // From another kind, the tool goes to digits too.
            for other in NoteKind::ALL {
                assert_eq!(other.mode().toggled(kind), EntryMode::Digit);
            }
        }
        assert_eq!(NoteKind::of(EntryMode::Digit), None);
        assert_eq!(NoteKind::default().mode(), EntryMode::Centre, "candidates");
        for mode in EntryMode::ALL {
            assert_eq!(mode.name().parse::<EntryMode>(), Ok(mode));
        }
        assert!("pen".parse::<EntryMode>().is_err());
        assert!(EntryMode::Corner.is_notes() && !EntryMode::Colour.is_notes());
    }

    #[test]
    fn colours_are_one_to_nine() {
        assert_eq!(Colour::new(0), None);
        assert_eq!(Colour::new(10), None);
        for (i, colour) in Colour::ALL.into_iter().enumerate() {
            assert_eq!(colour.index(), i);
            assert_eq!(Colour::new(colour.number()), Some(colour));
        }
    }
}
