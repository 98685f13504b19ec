//! Properties of the game model over random move sequences, classic and Killer: undo takes every
//! move back, redo replays it exactly, the cached facts always match the board, and a save
//! reproduces the game.

mod common;

use peerless::game::{import, import_killer, Colour, Direction, EntryMode, Game, Move, Settings};
use peerless::save::{self, SaveData};
use peerless::{Cell, Digit, Killer};
use proptest::prelude::*;

fn cell() -> impl Strategy<Value = Cell> {
    (0usize..81).prop_map(|index| Cell::new(index).unwrap())
}

fn digit() -> impl Strategy<Value = Digit> {
    (1u8..=9).prop_map(|value| Digit::new(value).unwrap())
}

fn direction() -> impl Strategy<Value = Direction> {
    prop_oneof![
        Just(Direction::Up),
        Just(Direction::Down),
        Just(Direction::Left),
        Just(Direction::Right)
    ]
}

/// Any move, weighted towards the ones that change the position.
fn any_move() -> impl Strategy<Value = Move> {
    prop_oneof![
        4 => (cell(), digit()).prop_map(|(cell, digit)| Move::Enter { cell, digit }),
        4 => (cell(), digit()).prop_map(|(cell, digit)| Move::ToggleNote { cell, digit }),
        2 => (cell(), digit()).prop_map(|(cell, digit)| Move::ToggleCornerNote { cell, digit }),
        2 => (cell(), 0usize..9)
            .prop_map(|(cell, i)| Move::ToggleColour { cell, colour: Colour::ALL[i] }),
        1 => (0usize..4).prop_map(|i| Move::SetMode(EntryMode::ALL[i])),
        1 => Just(Move::PlayOn),
        2 => cell().prop_map(Move::Erase),
        1 => Just(Move::AutoNotes),
        1 => Just(Move::ClearNotes),
        1 => Just(Move::Restart),
        2 => Just(Move::Undo),
        1 => Just(Move::Redo),
        1 => Just(Move::Hint),
        1 => cell().prop_map(Move::Reveal),
        1 => Just(Move::Pause),
        4 => Just(Move::Resume),
        1 => cell().prop_map(Move::Select),
        1 => direction().prop_map(Move::MoveSelection),
        1 => any::<bool>().prop_map(Move::SetNotesMode),
        1 => proptest::option::of(digit()).prop_map(Move::ChooseDigit),
    ]
}

/// Settings that change what moves do; no mistake limit, so a game is never lost.
fn settings() -> impl Strategy<Value = Settings> {
    (any::<bool>(), any::<bool>()).prop_map(|(check_mistakes, auto_remove_notes)| Settings {
        check_mistakes,
        auto_remove_notes,
        mistake_limit: None,
        ..Settings::default()
    })
}

fn new_game(settings: &Settings) -> Game {
    Game::new(import(common::EASY).unwrap(), settings)
}

/// A game of Wikipedia's Killer example (`tests/data/killer_published.txt`).
fn new_killer_game(settings: &Settings) -> Game {
    let text = std::fs::read_to_string(common::fixture("killer_published.txt")).unwrap();
    let line = text.lines().find(|line| !line.starts_with('#')).unwrap();
    let (puzzle, _) = line.split_once(' ').unwrap();
    let killer = Killer::parse(puzzle).unwrap();
    Game::new(import_killer(killer).unwrap(), settings)
}

/// A game by the default settings: of the Killer example when `killer`, else the classic one.
fn either_game(killer: bool) -> Game {
    if killer {
        new_killer_game(&Settings::default())
    } else {
        new_game(&Settings::default())
    }
}

/// The cached facts agree with the board they were derived from, by the puzzle's own rules
/// (a Killer's cages too).
fn check_derived(game: &Game) -> Result<(), TestCaseError> {
    let variant = game.puzzle().variant();
    prop_assert_eq!(game.conflicts(), variant.conflicts(game.board()));
    for digit in Digit::ALL {
        let placed = game
            .board()
            .iter()
            .filter(|&(_, value)| value == Some(digit))
            .count();
        prop_assert_eq!(
            usize::from(game.remaining(digit)),
            9usize.saturating_sub(placed)
        );
    }
    for cell in game.board().empty_cells() {
        prop_assert_eq!(
            game.candidates(cell),
            variant.candidates(game.board(), cell)
        );
    }
    for cell in game.board().filled_cells() {
        prop_assert!(game.notes(cell).is_empty(), "a filled cell keeps no notes");
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn undo_returns_to_the_start_and_redo_replays_exactly(
        settings in settings(),
        moves in proptest::collection::vec(any_move(), 0..60),
    ) {
        undo_and_redo_retrace(new_game(&settings), &moves)?;
    }

    #[test]
    fn a_save_reproduces_any_game(
        settings in settings(),
        moves in proptest::collection::vec(any_move(), 0..60),
        millis in 0u64..10_000_000,
    ) {
        save_reproduces(new_game(&settings), settings, &moves, millis)?;
    }

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
        let _ = save::decode(&bytes);
    }

    #[test]
    fn a_damaged_save_is_refused_or_read_but_never_panics(
        moves in proptest::collection::vec(any_move(), 0..30),
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6),
        cut in any::<prop::sample::Index>(),
        truncate in any::<bool>(),
        killer in any::<bool>(),
    ) {
        let mut game = either_game(killer);
        for &mv in &moves {
            let _ = game.apply(mv);
        }
        let mut bytes = save::encode(&SaveData { game: Some(game), ..SaveData::default() });
        for (at, byte) in edits {
            let at = at.index(bytes.len());
            bytes[at] = byte;
        }
        if truncate {
            bytes.truncate(cut.index(bytes.len()));
        }
        if let Ok(data) = save::decode(&bytes) {
            // Whatever was accepted holds together: it saves and loads again unchanged.
            prop_assert_eq!(save::decode(&save::encode(&data)), Ok(data));
        }
    }

    #[test]
    fn damaged_digits_in_a_save_are_refused_or_consistent(
        moves in proptest::collection::vec(any_move(), 1..40),
        replacements in proptest::collection::vec((any::<prop::sample::Index>(), 0u32..70_000), 1..4),
        killer in any::<bool>(),
    ) {
        // Byte edits mostly break the JSON; this changes numbers and keeps it well formed, so the
        // checks behind the parser are the ones under test (a Killer's sums among them).
        let mut game = either_game(killer);
        for &mv in &moves {
            let _ = game.apply(mv);
        }
        let text = String::from_utf8(save::encode(&SaveData { game: Some(game), ..SaveData::default() })).unwrap();
        let numbers: Vec<(usize, usize)> = number_spans(&text);
        prop_assume!(!numbers.is_empty());
        let mut text = text;
        for (which, value) in replacements {
            let spans = number_spans(&text);
            let (start, end) = spans[which.index(spans.len())];
            text.replace_range(start..end, &value.to_string());
        }
        if let Ok(data) = save::decode(text.as_bytes()) {
            prop_assert_eq!(save::decode(&save::encode(&data)), Ok(data));
        }
    }
}

proptest! {
    // The same moves on a Killer: its clashes and candidates come from the cages too.
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn killer_moves_undo_and_redo_exactly_with_the_cages_facts_kept(
        settings in settings(),
        moves in proptest::collection::vec(any_move(), 0..60),
    ) {
        undo_and_redo_retrace(new_killer_game(&settings), &moves)?;
    }

    #[test]
    fn a_save_reproduces_any_killer_game(
        settings in settings(),
        moves in proptest::collection::vec(any_move(), 0..60),
        millis in 0u64..10_000_000,
    ) {
        save_reproduces(new_killer_game(&settings), settings, &moves, millis)?;
    }
}

/// Plays `moves` on `game`, checking the cached facts after each; then as many undos as moves
/// entered the history go back to the start, and redo goes through the same positions again.
fn undo_and_redo_retrace(mut game: Game, moves: &[Move]) -> Result<(), TestCaseError> {
    let start = *game.position();
    let mut recorded = 0;
    for &mv in moves {
        if game.apply(mv).recorded {
            recorded += 1;
        }
        check_derived(&game)?;
    }
    let _ = game.apply(Move::Resume);
    prop_assume!(!game.status().is_over());
    let cursor = game.history().cursor();

    // As many undos as moves entered the history: back at the start, whatever else happened.
    let mut positions = vec![*game.position()];
    for _ in 0..recorded {
        if game.apply(Move::Undo).is_effective() {
            positions.push(*game.position());
            check_derived(&game)?;
        }
    }
    prop_assert_eq!(game.position(), &start);
    prop_assert_eq!(positions.len() - 1, cursor);

    // Redo goes through the same positions forwards.
    positions.pop();
    while let Some(expected) = positions.pop() {
        prop_assert!(game.apply(Move::Redo).is_effective());
        prop_assert_eq!(game.position(), &expected);
    }
    prop_assert_eq!(game.history().cursor(), cursor);
    Ok(())
}

/// Plays `moves` on `game` with the clock running: a save of it reads back as the same game.
fn save_reproduces(
    mut game: Game,
    settings: Settings,
    moves: &[Move],
    millis: u64,
) -> Result<(), TestCaseError> {
    for &mv in moves {
        let _ = game.apply(mv);
        game.tick(std::time::Duration::from_millis(millis / 60));
    }
    let data = SaveData {
        settings,
        game: Some(game),
        ..SaveData::default()
    };
    prop_assert_eq!(save::decode(&save::encode(&data)), Ok(data));
    Ok(())
}

/// The byte ranges of the unsigned integers in a JSON text.
fn number_spans(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut spans = Vec::new();
    let mut i = 0;
    let mut in_string = false;
    while i < bytes.len() {
        match bytes[i] {
            b'"' => in_string = !in_string,
            b'0'..=b'9' if !in_string => {
                let start = i;
                while i < bytes.len() && bytes[i].is_ascii_digit() {
                    i += 1;
                }
                spans.push((start, i));
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    spans
}
