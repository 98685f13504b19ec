//! What a move did, said for a listener: the digit placed and where, what it clashes with, a
//! mistake and its count, the units it completed and the digits it finished, a note or colour
//! set, a cell emptied, an undo or a redo, a hint made.

use peerless::board::{Cell, Digit};
use peerless::game::{CandidateStyle, Direction, Game, Ignored, Move, Outcome, Status};
use peerless::l10n::{Arg, CellNames, Message};
use peerless::sets::CellSet;

use crate::app::access::words::colour_message;
use crate::app::words::names::digit_list;
use crate::app::words::{self};

/// What a move did, in words, its cells spelled out for a listener; empty when there is nothing
/// to say (a selection: the screen reader follows the focus itself). A hint's sentence names
/// its cells as `names` says (the player's setting), as the card shows it. What came of the move
/// (a clash, a mistake, a unit completed, a digit finished) follows, each part after the
/// language's list separator.
pub fn move_words(
    game: &Game,
    style: CandidateStyle,
    names: CellNames,
    mv: Move,
    outcome: &Outcome,
) -> String {
    let say = |message: Message| words::format_with(&message, CellNames::Spelled);
    let about = |id: &'static str, cell: Cell| Message::new(id).cell("cell", cell);
    if let Some(reason) = outcome.ignored {
        return match reason {
            Ignored::Given(cell) => say(about("say-given", cell)),
            Ignored::CellFilled(cell) => say(about("say-cell-filled", cell)),
            Ignored::NothingToUndo => words::text("say-nothing-to-undo"),
            Ignored::NothingToRedo => words::text("say-nothing-to-redo"),
            Ignored::NoHint => words::text("say-no-hint"),
            // Erase on an empty cell, an arrow at the board's edge: a key that did nothing
            // says so, or the listener cannot tell it from a key not heard.
            Ignored::NoChange => match mv {
                Move::Erase(cell) => say(about("say-already-empty", cell)),
                Move::MoveSelection(direction) => say(Message::new("say-edge").text(
                    "side",
                    match direction {
                        Direction::Up => "up",
                        Direction::Down => "down",
                        Direction::Left => "left",
                        Direction::Right => "right",
                    },
                )),
                _ => String::new(),
            },
            _ => String::new(),
        };
    }
    let cell_now = |cell: Cell| match game.board().get(cell) {
        Some(digit) => about("say-cell-is", cell).digit("digit", digit),
        None => about("say-cell-is-empty", cell),
    };
    let placed = |digit: Digit, cell: Cell| about("say-placed", cell).digit("digit", digit);
    let mut text = match mv {
        Move::Enter { cell, digit } => match game.board().get(cell) {
            Some(d) if d == digit => say(placed(digit, cell)),
            _ => say(about("say-emptied", cell)),
        },
        Move::Reveal(cell) => say(Message::new("say-revealed").message("what", cell_now(cell))),
        Move::Erase(cell) => say(about("say-emptied", cell)),
        Move::ToggleNote { cell, digit } => {
            let id = if game.notes(cell).contains(digit) {
                "say-candidate-added"
            } else {
                "say-candidate-removed"
            };
            say(about(id, cell).digit("digit", digit))
        }
        Move::ToggleCornerNote { cell, digit } => {
            let id = if game.position().corner_notes()[cell.index()].contains(digit) {
                "say-corner-added"
            } else {
                "say-corner-removed"
            };
            say(about(id, cell).digit("digit", digit))
        }
        Move::ToggleColour { cell, colour } => {
            if game.position().colours()[cell.index()] == Some(colour) {
                say(about("say-coloured", cell).message("colour", colour_message(colour)))
            } else {
                say(about("say-colour-removed", cell))
            }
        }
        Move::Mark(_) => say(Message::new("say-marked").number("n", outcome.changed.len())),
        Move::AutoNotes => words::text("say-candidates-filled"),
        Move::ClearNotes => words::text("say-notes-cleared"),
        // The notes tool (or a key) changed what the pad writes: said as the pad is named.
        Move::SetMode(_) | Move::SetNotesMode(_) => {
            words::text(crate::app::access::words::pad_name(game.ui().mode, style))
        }
        Move::Restart => words::text("say-restarted"),
        Move::Undo | Move::Redo => {
            let undo = mv == Move::Undo;
            say(match outcome.changed.iter().next() {
                Some(cell) if outcome.changed.len() == 1 => {
                    Message::new(if undo { "say-undone" } else { "say-redone" })
                        .message("what", cell_now(cell))
                }
                _ => Message::new(if undo {
                    "say-undone-cells"
                } else {
                    "say-redone-cells"
                })
                .number("n", outcome.changed.len()),
            })
        }
        // A hint's level is its sentence at that level, as the line under the pad shows it;
        // the last makes its move, said cell by cell as it left them.
        Move::Hint if outcome.hint.is_some() => game
            .hint()
            .map(|(hint, level)| words::format_with(&hint.message(level), names))
            .unwrap_or_default(),
        Move::Hint => {
            let changes: Vec<Message> = outcome
                .changed
                .iter()
                .map(|cell| match game.board().get(cell) {
                    Some(digit) => placed(digit, cell),
                    None => about("say-now-candidates", cell)
                        .text("digits", digit_list(game.notes(cell))),
                })
                .collect();
            say(Message::new("say-hint-made").arg("changes", Arg::Sequence(changes)))
        }
        _ => String::new(),
    };
    // What came of the move, said after it in one sentence of the catalogue's.
    let mut more: Vec<Message> = Vec::new();
    let mut then = |message: Message| more.push(message);
    if let Move::Enter { cell, digit } = mv {
        if game.conflicts().contains(cell) {
            // The cells, not their names: each language names them in the case its sentence
            // asks ("nella riga 1, colonna 6", "в строке 1, столбце 6").
            let clashes: CellSet = cell
                .peers()
                .iter()
                .copied()
                .filter(|&peer| game.board().get(peer) == Some(digit))
                .collect();
            then(
                Message::new("say-clashes")
                    .digit("digit", digit)
                    .cells("cells", clashes),
            );
        }
    }
    if outcome.mistake.is_some() {
        let n = game.mistakes() as usize;
        then(match game.options().mistake_limit {
            Some(limit) => Message::new("say-mistake-of")
                .number("n", n)
                .number("limit", limit as usize),
            None => Message::new("say-mistake").number("n", n),
        });
    }
    for &unit in &outcome.completed_units {
        then(Message::new("say-unit-complete").unit("unit", unit));
    }
    for digit in outcome.finished_digits {
        then(Message::new("say-every-placed").digit("digit", digit));
    }
    if !more.is_empty() {
        text = say(Message::new("say-after")
            .text("said", text)
            .arg("more", Arg::Sequence(more)));
    }
    if outcome.status == Some(Status::Lost) {
        text = say(Message::new("say-lost").text("said", text));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::game::{import, EntryMode, Settings};

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn at(row: usize, col: usize) -> Cell {
        Cell::at(row, col).unwrap()
    }

    fn play(game: &mut Game, mv: Move) -> String {
        let outcome = game.apply(mv);
        move_words(
            game,
            CandidateStyle::Places,
            CellNames::Compact,
            mv,
            &outcome,
        )
    }

    #[test]
    fn a_hint_is_said_at_each_level_and_its_move_when_made() {
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        let first = play(&mut game, Move::Hint);
        let second = play(&mut game, Move::Hint);
        let third = play(&mut game, Move::Hint);
        assert!(
            !first.is_empty() && first != second && second != third,
            "{first} / {second} / {third}"
        );
        assert_eq!(Some(third.clone()), game.hint_text());
        let made = play(&mut game, Move::Hint);
        assert!(made.starts_with("Hint made: "), "{made}");
        assert!(made.contains(" in row "), "{made}");
    }

    /// A hint's sentence names its cells as the player's setting says, at every level: spelled
    /// out, never the compact `r5c4` beside it.
    #[test]
    fn a_hint_names_its_cells_as_the_setting_says() {
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        for _ in 0..3 {
            let outcome = game.apply(Move::Hint);
            let spelled = move_words(
                &game,
                CandidateStyle::Places,
                CellNames::Spelled,
                Move::Hint,
                &outcome,
            );
            let compact = move_words(
                &game,
                CandidateStyle::Places,
                CellNames::Compact,
                Move::Hint,
                &outcome,
            );
            let short = |text: &str| {
                text.as_bytes().windows(4).any(|w| {
                    w[0] == b'r' && w[1].is_ascii_digit() && w[2] == b'c' && w[3].is_ascii_digit()
                })
            };
            assert!(!short(&spelled), "{spelled}");
            let level = game.hint().unwrap().1;
            if level != peerless::logic::HintLevel::Technique {
                assert!(spelled.contains("row "), "{spelled}");
                assert!(short(&compact), "{compact}");
            }
        }
    }

    /// A move and what came of it (a clash, a mistake) are one sentence of the catalogue's,
    /// never pieces glued: one pair of the pseudo-language's brackets holds it all.
    #[test]
    fn a_move_and_what_came_of_it_are_one_message() {
        let said = std::thread::spawn(|| {
            words::set_language(peerless::l10n::Language::Pseudo);
            let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
            let five = Digit::new(5).unwrap();
            play(
                &mut game,
                Move::Enter {
                    cell: at(0, 2),
                    digit: five,
                },
            )
        })
        .join()
        .unwrap();
        assert!(said.contains("çlášhéš"), "{said}");
        assert!(words::is_one_message(&said), "{said}");
    }

    /// The cells a digit clashes with are cells, not a joined string, so each language names
    /// them in the case its sentence asks, each row of cells after its own preposition.
    #[test]
    fn clashes_are_named_in_the_case_their_sentence_asks() {
        use peerless::l10n::Language;
        let said = |language: Language| {
            std::thread::spawn(move || {
                words::set_language(language);
                let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
                // 6 in row 3, column 1: the 6s of row 2, column 1 and row 3, column 8.
                let six = Digit::new(6).unwrap();
                play(
                    &mut game,
                    Move::Enter {
                        cell: at(2, 0),
                        digit: six,
                    },
                )
            })
            .join()
            .unwrap()
        };
        for (language, clash) in [
            (
                Language::English,
                "clashes with the 6 in row 2, column 1; and row 3, column 8",
            ),
            (
                Language::Italian,
                "in conflitto con il 6 nella riga 2, colonna 1 nonché nella riga 3, colonna 8",
            ),
            (
                Language::Russian,
                "конфликт с цифрой 6 в строке 2, столбце 1, а также в строке 3, столбце 8",
            ),
            (
                Language::French,
                "en conflit avec les 6 à la ligne 2, colonne 1 ainsi qu'à la ligne 3, colonne 8",
            ),
            (
                Language::Polish,
                "koliduje z cyfrą 6 w wierszu 2, kolumnie 1",
            ),
        ] {
            let text = said(language);
            assert!(text.contains(clash), "{}: {text}", language.tag());
        }
    }

    #[test]
    fn moves_are_said_with_what_they_did() {
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        let d = |n| Digit::new(n).unwrap();
        assert_eq!(
            play(
                &mut game,
                Move::Enter {
                    cell: at(0, 0),
                    digit: d(4)
                }
            ),
            "row 1, column 1 is a given"
        );
        assert_eq!(
            play(
                &mut game,
                Move::ToggleNote {
                    cell: at(0, 2),
                    digit: d(4)
                }
            ),
            "candidate 4 added to row 1, column 3"
        );
        let said = play(
            &mut game,
            Move::Enter {
                cell: at(0, 2),
                digit: d(5),
            },
        );
        assert!(
            said.starts_with("5 in row 1, column 3, clashes with the 5 in row 1, column 1"),
            "{said}"
        );
        assert!(said.ends_with(", mistake 1"), "{said}");
        assert_eq!(
            play(&mut game, Move::Undo),
            "Undone: row 1, column 3 is empty"
        );
        assert_eq!(play(&mut game, Move::Select(at(4, 4))), "");
        // A key that did nothing says so: Delete on an empty cell, an arrow at the edge.
        assert_eq!(
            play(&mut game, Move::Erase(at(4, 4))),
            "row 5, column 5 is already empty"
        );
        assert_eq!(play(&mut game, Move::Select(at(0, 4))), "");
        assert_eq!(
            play(
                &mut game,
                Move::MoveSelection(peerless::game::Direction::Up)
            ),
            "No row above"
        );
        assert_eq!(play(&mut game, Move::Select(at(4, 4))), "");
        // A change of what the pad writes is said, as the pad is then named.
        assert_eq!(
            play(&mut game, Move::SetMode(EntryMode::Centre)),
            "Pad: candidates"
        );
        assert_eq!(play(&mut game, Move::SetNotesMode(false)), "Pad: digits");
        // Drawn centred, the candidates are SudokuPad's centre notes, and named so.
        let outcome = game.apply(Move::SetMode(EntryMode::Centre));
        assert_eq!(
            move_words(
                &game,
                CandidateStyle::Centred,
                CellNames::Compact,
                Move::SetMode(EntryMode::Centre),
                &outcome
            ),
            "Pad: centre notes"
        );
    }

    #[test]
    fn notes_colours_and_a_lost_game_are_said() {
        let settings = Settings {
            mistake_limit: Some(1),
            ..Settings::default()
        };
        let mut game = Game::new(import(PUZZLE).unwrap(), &settings);
        let d = |n| Digit::new(n).unwrap();
        let cell = at(0, 3);
        let corner = Move::ToggleCornerNote { cell, digit: d(8) };
        assert_eq!(
            play(&mut game, corner),
            "corner note 8 added to row 1, column 4"
        );
        assert_eq!(
            play(&mut game, corner),
            "corner note 8 removed from row 1, column 4"
        );
        let colour = Move::ToggleColour {
            cell,
            colour: peerless::game::Colour::ALL[0],
        };
        assert_eq!(play(&mut game, colour), "orange row 1, column 4");
        assert_eq!(
            play(&mut game, colour),
            "colour removed from row 1, column 4"
        );
        assert_eq!(
            play(&mut game, Move::Undo),
            "Undone: row 1, column 4 is empty"
        );
        assert_eq!(
            play(&mut game, Move::Redo),
            "Redone: row 1, column 4 is empty"
        );
        let said = play(&mut game, Move::Enter { cell, digit: d(5) });
        assert!(
            said.starts_with("5 in row 1, column 4, clashes with the 5 in row 1, column 1"),
            "{said}"
        );
        assert!(
            said.ends_with(", mistake 1 of 1. The game is lost: too many mistakes"),
            "{said}"
        );
    }
}
