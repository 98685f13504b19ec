//! Random moves applied to a game, with undo and redo: after every move the givens are unchanged,
//! the conflicts are the rules layer's, and undoing a recorded move restores the position exactly
//! (and redoing it restores the move's result).
#![no_main]

use libfuzzer_sys::fuzz_target;
use peerless::game::{import, Direction, Game, Move, Settings};
use peerless::{rules, Cell, Digit};

const PUZZLES: [&str; 2] = [
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
];

fn decode(op: u8, a: u8, b: u8) -> Move {
    let cell = Cell::new(usize::from(a) % 81).unwrap();
    let digit = Digit::new(b % 9 + 1).unwrap();
    match op % 17 {
        0..=3 => Move::Enter { cell, digit },
        4..=6 => Move::ToggleNote { cell, digit },
        7 => Move::Erase(cell),
        8 => Move::AutoNotes,
        9 => Move::ClearNotes,
        10 => Move::Restart,
        11 => Move::Undo,
        12 => Move::Redo,
        13 => Move::Hint,
        14 => Move::Reveal(cell),
        15 => Move::MoveSelection(
            [
                Direction::Up,
                Direction::Down,
                Direction::Left,
                Direction::Right,
            ][usize::from(b % 4)],
        ),
        _ => Move::Select(cell),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&first, moves)) = data.split_first() else {
        return;
    };
    let settings = Settings {
        check_mistakes: first & 1 != 0,
        auto_remove_notes: first & 2 != 0,
        mistake_limit: None,
        ..Settings::default()
    };
    let puzzle = import(PUZZLES[usize::from(first >> 7)]).unwrap();
    let mut game = Game::new(puzzle, &settings);
    let givens = *game.board();
    for chunk in moves.chunks_exact(3) {
        let before = game.position().clone();
        let outcome = game.apply(decode(chunk[0], chunk[1], chunk[2]));
        for cell in givens.givens() {
            assert_eq!(game.board().get(cell), givens.get(cell), "a given changed");
        }
        assert_eq!(game.conflicts(), rules::conflicts(game.board()));
        if outcome.recorded {
            let after = game.position().clone();
            let _ = game.apply(Move::Undo);
            assert_eq!(game.position(), &before, "undo restores exactly");
            let _ = game.apply(Move::Redo);
            assert_eq!(game.position(), &after, "redo restores the move");
        }
    }
});
