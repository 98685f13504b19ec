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

/// Wikipedia's Killer example in our one-line format (`tests/data/killer_published.txt`).
const KILLER: &str = "AABBBCDEFGGHHCCDEFGGIICJKKFLMMINJKOFLPPQNJOORSPTQNUVVRSTTQWUUXXSYZWWaaXXSYZWbbbcc:\
                      3,15,22,4,16,15,25,17,9,8,20,6,14,17,17,13,20,12,27,6,20,6,10,14,8,16,15,13,17";

#[test]
fn a_killer_comes_in_from_its_line_the_games_link_and_the_sites_links_alike() {
    let puzzle = import(KILLER).unwrap();
    let killer = peerless::Killer::parse(KILLER).unwrap();
    assert_eq!(puzzle.cages(), Some(&killer.cages));
    assert_eq!(puzzle.line(), KILLER, "written back as it was read");
    // The sites' links made by their own code (tests/data/killer_links.txt) hold this Killer.
    let links = std::fs::read_to_string(common::fixture("killer_links.txt")).unwrap();
    let mut read = 0;
    for line in links.lines().filter(|line| !line.starts_with('#')) {
        let (link, expected) = line.split_once(' ').unwrap();
        if expected == KILLER {
            assert_eq!(import(link).as_ref(), Ok(&puzzle), "{link}");
            read += 1;
        }
    }
    assert!(read >= 2, "both sites' links: {read}");
    for link in [
        format!("https://peerless.example/play/#{KILLER}"),
        format!("https://peerless.example/play/index.html?p={KILLER}"),
    ] {
        assert_eq!(import(&link).as_ref(), Ok(&puzzle), "{link}");
    }
    // It plays to the win as a Killer.
    let mut game = Game::new(puzzle, &Settings::default());
    for cell in game.board().empty_cells() {
        let _ = game.apply(Move::Reveal(cell));
    }
    assert_eq!(game.status(), Status::Won);
}

#[test]
fn every_puzzles_line_brings_the_same_puzzle_back() {
    use rand_chacha::rand_core::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(60);
    let options = peerless::generate::killer::Options { level: Level::Easy };
    let mut lines = Vec::new();
    for _ in 0..2 {
        let made = peerless::generate::killer::generate(&options, &mut rng);
        lines.push(peerless::Puzzle::from(made).line());
    }
    // A Killer with givens: the line carries them after its sums.
    let published = import(KILLER).unwrap();
    let mut killer = published.to_killer().unwrap();
    for index in [0, 40, 80] {
        let cell = Cell::new(index).unwrap();
        killer.givens.force(cell, published.solution().get(cell));
    }
    let with_givens = peerless::game::import_killer(killer).unwrap().line();
    assert_eq!(with_givens.matches(':').count(), 2, "{with_givens}");
    lines.push(with_givens);
    lines.push(import(common::EASY).unwrap().line());
    for line in lines {
        let puzzle = import(&line).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(puzzle.line(), line);
        let linked = import(&format!("https://peerless.example/#{line}")).unwrap();
        assert_eq!(linked, puzzle);
    }
    assert_eq!(import(common::EASY).unwrap().line(), common::EASY);
}

#[test]
fn a_killer_that_cannot_be_played_names_its_cage_and_cell() {
    // Cage A (two cells from r1c1) with a sum two different digits cannot make.
    let impossible = KILLER.replacen(":3,", ":2,", 1);
    assert_eq!(
        message(&impossible),
        "The Killer cannot be read: cage A: cage 1 (at r1c1) has 2 cells and a sum of 2, but 2 \
         different digits add up to 3 to 17."
    );
    // A cage letter missing: the cell where it should be is named.
    let cut = KILLER.replacen("AABBB", "AA5BB", 1);
    assert_eq!(
        message(&cut),
        "The Killer cannot be read: line 1, column 3: unexpected character '5' where the cage \
         letter of r1c3 should be (a cage is marked by a letter A-Z or a-z, and a ':' begins \
         the sums)."
    );
    // Sums that do not add up to 405.
    assert_eq!(
        message(&KILLER.replacen(":3,", ":4,", 1)),
        "The Killer cannot be read: the cage sums add up to 406, but a solved grid adds up to \
         405."
    );
    // Cages that make their sums in more than one way.
    let rows: String = "ABCDEFGHI"
        .chars()
        .map(|c| c.to_string().repeat(9))
        .collect();
    let rows = format!("{rows}:45,45,45,45,45,45,45,45,45");
    assert!(matches!(
        import(&rows),
        Err(ImportError::MultipleSolutions { .. })
    ));
    // A site's short link, which only the site can open.
    assert_eq!(
        message("https://sudokupad.app/ddGfd499G7"),
        "The link's Killer cannot be played: 'ddGfd499G7' names a puzzle kept on the site: open \
         it there and share the link that holds the whole puzzle."
    );
}
