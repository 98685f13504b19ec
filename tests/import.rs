//! Importing a puzzle typed or pasted by the player: every refusal says exactly what is wrong and
//! where, in a sentence; a proper puzzle is graded and plays.

mod common;

use peerless::game::{import, import_board, Game, ImportError, Move, Settings, Status};
use peerless::logic::Level;
use peerless::{Board, Cell, Digit};

fn message(text: &str) -> String {
    import(text).unwrap_err().to_string()
}

/// The easy puzzle with `digit` written at `index` (0..81).
fn easy_with(index: usize, digit: char) -> String {
    let mut text = common::EASY.to_string();
    text.replace_range(index..index + 1, &digit.to_string());
    text
}

#[test]
fn a_bad_character_is_named_with_its_position() {
    assert_eq!(
        message(&common::EASY.replacen('7', "x", 1)),
        "The puzzle cannot be read: line 1, column 5: unexpected character 'x' where r1c5 should \
         be (a cell is 1-9, or . or 0 for empty)."
    );
}

#[test]
fn the_wrong_number_of_cells_is_counted() {
    assert_eq!(
        message(&common::EASY[..80]),
        "The puzzle cannot be read: expected 81 cells, found 80."
    );
    assert_eq!(
        message(&format!("{}5", common::EASY)),
        "The puzzle cannot be read: line 1, column 82: cell 82 is one too many (expected 81 \
         cells, found 82)."
    );
}

#[test]
fn clashing_givens_name_the_two_cells() {
    let clash = easy_with(2, '5');
    assert_eq!(
        message(&clash),
        "The givens clash: 5 at r1c1 clashes with 5 at r1c3 (row 1)."
    );
    let mut two = clash.clone();
    two.replace_range(80..81, "7");
    assert_eq!(
        message(&two),
        "The givens clash: 5 at r1c1 clashes with 5 at r1c3 (row 1), and one more pair clashes."
    );
    let error = import(&two).unwrap_err();
    let ImportError::Clash { first, more } = error else {
        panic!("a clash, not {error:?}");
    };
    assert_eq!(
        first.cells,
        [Cell::at(0, 0).unwrap(), Cell::at(0, 2).unwrap()]
    );
    assert_eq!(more, 1);
}

#[test]
fn a_puzzle_without_a_solution_is_explained() {
    // r1c9 can only be 9, which column 9 already holds: no clash, but no solution.
    let text = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(import(&text), Err(ImportError::NoSolution));
    assert_eq!(
        message(&text),
        "The puzzle has no solution: no way of filling the empty cells obeys the rules."
    );
}

#[test]
fn a_puzzle_with_several_solutions_is_explained() {
    // A full grid less a deadly rectangle (r1c1, r1c2, r4c1, r4c2 hold 1 and 2 either way round):
    // exactly two solutions, whatever order the solver searches in, and r1c1 is the first cell
    // where they differ.
    let text = concat!(
        "..3456789",
        "456789123",
        "789123456",
        "..4365897",
        "365897214",
        "897214365",
        "531642978",
        "642978531",
        "978531642",
    );
    assert_eq!(
        message(text),
        "The puzzle has more than one solution (r1c1 can be 1 or 2, for one), so it needs more \
         givens."
    );
    // The empty grid has many; the sentence names a cell and two digits it can hold.
    match import(&".".repeat(81)) {
        Err(ImportError::MultipleSolutions { digits, .. }) => assert!(digits[0] < digits[1]),
        other => panic!("expected several solutions, got {other:?}"),
    }
}

#[test]
fn a_finished_grid_has_nothing_to_solve() {
    assert_eq!(
        message(common::EASY_SOLVED),
        "The grid is already complete: there is nothing left to solve."
    );
}

#[test]
fn a_proper_puzzle_is_graded_and_plays() {
    // Pasted as a grid with decoration, as copied from a web page.
    let grid = format!("{:#}", Board::parse(common::EASY).unwrap());
    let puzzle = import(&grid).unwrap();
    assert_eq!(puzzle.givens(), &Board::parse(common::EASY).unwrap());
    assert_eq!(puzzle.solution().to_string(), common::EASY_SOLVED);
    assert_eq!(puzzle.grade().level, Level::Easy);
    assert!(!puzzle.grade().needs_trial);

    let mut game = Game::new(puzzle, &Settings::default());
    for cell in game.board().empty_cells() {
        let _ = game.apply(Move::Reveal(cell));
    }
    assert_eq!(game.status(), Status::Won);
}

#[test]
fn a_puzzle_typed_on_the_board_is_checked_the_same_way() {
    let mut board = Board::EMPTY;
    for (cell, value) in Board::parse(common::EASY).unwrap().iter() {
        // Typed with the pad: entries, not givens, until the player presses Start.
        board.force(cell, value);
    }
    let puzzle = import_board(&board).unwrap();
    assert_eq!(puzzle.givens().given_count(), 30);

    board.force(Cell::at(0, 2).unwrap(), Digit::new(5));
    assert_eq!(
        import_board(&board).unwrap_err().to_string(),
        "The givens clash: 5 at r1c1 clashes with 5 at r1c3 (row 1)."
    );
}

#[test]
fn a_link_to_a_puzzle_imports_the_puzzle_it_carries() {
    let expected = import(common::EASY).unwrap();
    let escaped = common::EASY.replace('.', "%2E");
    for link in [
        format!("https://peerless.example/play/#{}", common::EASY),
        format!(
            "  http://localhost:8000/index.html?p={}&x=1\n",
            common::EASY
        ),
        format!("https://peerless.example/?p={escaped}"),
        format!("#{}", common::EASY),
    ] {
        let puzzle = import(&link).unwrap_or_else(|e| panic!("{link}: {e}"));
        assert_eq!(puzzle.givens(), expected.givens(), "{link}");
    }
    assert_eq!(
        message("https://peerless.example/play/"),
        "The link holds no puzzle: a puzzle's link ends in #<81 characters> or has \
         ?p=<81 characters>."
    );
    // A link's puzzle is checked like any other, and its errors point into it.
    let short = format!("https://peerless.example/#{}", &common::EASY[..80]);
    assert_eq!(
        message(&short),
        "The puzzle cannot be read: expected 81 cells, found 80."
    );
    // A broken escape is left for the reader to point at.
    let broken = format!("https://peerless.example/#%G{}", &common::EASY[2..]);
    assert!(
        message(&broken).contains("unexpected character '%'"),
        "{}",
        message(&broken)
    );
}
