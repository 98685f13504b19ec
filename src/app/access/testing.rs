//! What the screen reader's tests share: a game with notes and a colour, its board's view, and
//! a node of a tree found by its id.

use accesskit::{Node, NodeId, TreeUpdate};
use peerless::board::{Cell, Digit};
use peerless::game::{import, Colour, Game, Move, Settings};
use peerless::sets::CellSet;

use crate::app::layout::Layout;
use crate::app::views::board::BoardView;

pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

pub fn layout() -> Layout {
    Layout::new(412.0, 915.0, 1.0, Default::default())
}

pub fn view(game: &Game) -> BoardView<'_> {
    BoardView {
        board: game.board(),
        notes: game.position().notes(),
        style: Default::default(),
        corner: game.position().corner_notes(),
        colours: game.position().colours(),
        selected: game.selected(),
        also: CellSet::EMPTY,
        peers: true,
        same_digit: None,
        conflicts: game.conflicts(),
        wrong: game.wrong_entries(),
        hint: CellSet::EMPTY,
        doubtful: CellSet::EMPTY,
        motion: Default::default(),
        step: None,
        cages: None,
        cage_tints: false,
        came_from: None,
    }
}

pub fn at(row: usize, col: usize) -> Cell {
    Cell::at(row, col).unwrap()
}

pub fn d(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

pub fn node(update: &TreeUpdate, id: NodeId) -> &Node {
    &update
        .nodes
        .iter()
        .find(|(i, _)| *i == id)
        .unwrap_or_else(|| panic!("no node {id:?}"))
        .1
}

pub fn game() -> Game {
    let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
    for mv in [
        Move::Enter {
            cell: at(0, 2),
            digit: d(4),
        },
        Move::ToggleNote {
            cell: at(0, 3),
            digit: d(6),
        },
        Move::ToggleNote {
            cell: at(0, 3),
            digit: d(2),
        },
        Move::ToggleCornerNote {
            cell: at(0, 3),
            digit: d(8),
        },
        Move::ToggleColour {
            cell: at(0, 3),
            colour: Colour::ALL[0],
        },
        Move::Select(at(0, 3)),
    ] {
        let _ = game.apply(mv);
    }
    game
}
