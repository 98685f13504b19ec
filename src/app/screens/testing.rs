//! What the screens' tests share: a date from its text, the classic puzzle and a Killer, and
//! games of them won.

use std::time::Duration;

use peerless::game::{import, Date, Game, Origin, Puzzle, Settings, Status};

/// The classic puzzle of Wikipedia's Sudoku article.
pub const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The date `text` (`2024-01-05`) names.
pub fn date(text: &str) -> Date {
    text.parse().unwrap()
}

pub fn won_game(seconds: u64, hint: bool) -> Game {
    won_game_of(Origin::Generated, seconds, hint)
}

/// Wikipedia's Killer example in our one-line format (`tests/data/killer_published.txt`).
pub const KILLER: &str = "AABBBCDEFGGHHCCDEFGGIICJKKFLMMINJKOFLPPQNJOORSPTQNUVVRSTTQWUUXXSYZWWaaXXSYZWbbbcc:\
                          3,15,22,4,16,15,25,17,9,8,20,6,14,17,17,13,20,12,27,6,20,6,10,14,8,16,15,13,17";

/// A game of the classic puzzle from `origin`, won after `seconds` (with a hint asked for
/// on the way when `hint`).
pub fn won_game_of(origin: Origin, seconds: u64, hint: bool) -> Game {
    won_game_of_puzzle(import(PUZZLE).unwrap(), origin, seconds, hint)
}

/// A game of `puzzle` from `origin`, won after `seconds` (with a hint asked for on the way
/// when `hint`).
pub fn won_game_of_puzzle(puzzle: Puzzle, origin: Origin, seconds: u64, hint: bool) -> Game {
    let mut game = Game::with_origin(puzzle, origin, &Settings::default());
    game.tick(Duration::from_secs(seconds));
    if hint {
        let _ = game.apply(peerless::game::Move::Hint);
    }
    let solution = *game.puzzle().solution();
    for cell in game.board().empty_cells() {
        let _ = game.apply(peerless::game::Move::Enter {
            cell,
            digit: solution.get(cell).unwrap(),
        });
    }
    assert_eq!(game.status(), Status::Won);
    game
}

/// A Medium Killer from the generator (`peerless-cli generate --variant killer --level medium
/// --seed 5`), in our one-line format: a dozen techniques, more than a summary names.
pub const MEDIUM_KILLER: &str = "AAABBBCCCDEFGBHHHIDEFGGHHJIDKLLMMNJOPKQRMMNSOPQQRRTTSUVVVWWTXYUZZaWbbXYcddaaaeecc:\
                                 15,14,17,13,13,7,15,32,8,9,6,8,18,11,9,14,15,24,9,14,10,24,9,8,8,5,24,14,19,8,5";

/// The puzzle of [`MEDIUM_KILLER`], graded.
pub fn medium_killer() -> Puzzle {
    let killer: peerless::killer::Killer = MEDIUM_KILLER.parse().unwrap();
    peerless::game::import_killer(killer).unwrap()
}

/// The game of [`MEDIUM_KILLER`] from `origin`, won an hour in (`1:02:03`).
pub fn killer_won(origin: Origin) -> Game {
    won_game_of_puzzle(medium_killer(), origin, 3723, false)
}
