//! A Killer game as a player plays it, through the game model alone: made from a generated
//! Killer and from our one-line format, played (digits, mistakes, the cages' clashes, notes,
//! hints, the win), and saved mid-play to reopen with everything.

mod common;

use std::time::Duration;

use peerless::game::{import_killer, Game, Move, Origin, Puzzle, PuzzleError, Settings, Status};
use peerless::generate::killer::{generate, Options};
use peerless::save::{self, SaveData};
use peerless::{rules, Board, Cell, CellSet, Digit, Digits, Hint, Killer, Level, Variant};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Wikipedia's Killer example and its published solution (`tests/data/killer_published.txt`).
fn published() -> (Killer, Board) {
    let text = std::fs::read_to_string(common::fixture("killer_published.txt")).unwrap();
    let line = text.lines().find(|line| !line.starts_with('#')).unwrap();
    let (puzzle, solution) = line.split_once(' ').unwrap();
    (
        Killer::parse(puzzle).unwrap(),
        Board::parse(solution).unwrap(),
    )
}

fn killer_game() -> Game {
    let (killer, _) = published();
    Game::with_origin(
        import_killer(killer).unwrap(),
        Origin::Imported,
        &Settings::default(),
    )
}

/// Enters `solution`'s digit in every empty cell of `game`, as a player finishing it would.
fn fill_in(game: &mut Game, solution: &Board) {
    for cell in game.board().empty_cells() {
        let _ = game.apply(Move::Enter {
            cell,
            digit: solution.get(cell).unwrap(),
        });
    }
}

fn d(value: u8) -> Digit {
    Digit::new(value).unwrap()
}

/// Two cells of one cage that share no row, column or box, when the layout has such a pair.
fn cage_mates_not_peers(game: &Game) -> Option<(Cell, Cell)> {
    let cages = game.puzzle().cages()?;
    cages.iter().find_map(|cage| {
        let cells: Vec<Cell> = cage.cells().iter().collect();
        cells.iter().find_map(|&a| {
            cells
                .iter()
                .find(|&&b| a != b && !a.peers().contains(&b))
                .map(|&b| (a, b))
        })
    })
}

#[test]
fn a_killer_from_our_format_is_checked_graded_and_has_its_published_solution() {
    let (killer, published) = published();
    let puzzle = import_killer(killer.clone()).unwrap();
    assert_eq!(puzzle.variant().name(), "killer");
    assert_eq!(puzzle.cages(), Some(&killer.cages));
    assert_eq!(puzzle.to_killer().as_ref(), Some(&killer));
    assert!(puzzle.givens().givens().is_empty());
    for cell in Cell::ALL {
        assert_eq!(puzzle.solution().get(cell), published.get(cell), "{cell}");
    }
    // A classic solution that breaks the cages is no solution of the Killer: the rows of the
    // published one shifted by one keep every row, column and box whole but change the sums.
    let mut other = Board::EMPTY;
    for cell in Cell::ALL {
        let below = Cell::at((cell.row() + 3) % 9, cell.col()).unwrap();
        other.force(cell, published.get(below));
    }
    assert!(rules::is_complete(&other));
    assert!(!puzzle.variant().is_complete(&other));
    assert_eq!(
        Puzzle::killer(killer.clone(), other, puzzle.grade().clone()),
        Err(PuzzleError::IncompleteSolution)
    );
    // The same givens and solution as a classic puzzle are a different puzzle.
    let classic = Puzzle::new(*puzzle.givens(), published, puzzle.grade().clone()).unwrap();
    assert_eq!(classic.variant(), &Variant::Classic);
    assert_ne!(classic, puzzle);
    // Givens that clash are refused with the clash; a full grid is already solved.
    let mut clashing = killer.clone();
    clashing.givens.force(Cell::at(0, 0).unwrap(), Some(d(5)));
    clashing.givens.force(Cell::at(0, 8).unwrap(), Some(d(5)));
    assert!(matches!(
        import_killer(clashing),
        Err(peerless::game::ImportError::Clash { .. })
    ));
    let full = Killer {
        givens: published,
        ..killer
    };
    assert_eq!(
        import_killer(full),
        Err(peerless::game::ImportError::AlreadySolved)
    );
}

#[test]
fn a_generated_killer_is_a_puzzle_that_plays_to_the_win() {
    let made = generate(
        &Options { level: Level::Easy },
        &mut ChaCha8Rng::seed_from_u64(3),
    );
    let cages = made.puzzle.cages.clone();
    let solution = made.solution;
    let puzzle = Puzzle::from(made);
    assert_eq!(puzzle.cages(), Some(&cages));
    assert!(puzzle.variant().is_complete(puzzle.solution()));
    let mut game = Game::new(puzzle, &Settings::default());
    for cell in game.board().empty_cells() {
        let digit = solution.get(cell).unwrap();
        assert_eq!(game.status(), Status::Playing);
        let outcome = game.apply(Move::Enter { cell, digit });
        assert!(outcome.recorded && outcome.mistake.is_none(), "{cell}");
        assert!(game.conflicts().is_empty(), "{cell}");
    }
    assert_eq!(game.status(), Status::Won);
}

#[test]
fn mistakes_are_judged_against_the_solution_and_the_cages_clash_at_both_ends() {
    let mut game = killer_game();
    let solution = *game.puzzle().solution();
    let (a, b) = cage_mates_not_peers(&game).expect("a cage that bends over two boxes");
    // The same digit twice in a cage, in cells that are not peers: a clash at both ends that
    // the classic rules alone would not see.
    let digit = solution.get(a).unwrap();
    let _ = game.apply(Move::Enter { cell: a, digit });
    let outcome = game.apply(Move::Enter { cell: b, digit });
    assert_eq!(outcome.mistake, Some(b));
    assert_eq!(game.mistakes(), 1);
    assert!(rules::conflicts(game.board()).is_empty());
    assert_eq!(game.conflicts(), CellSet::from_iter([a, b]));
    let _ = game.apply(Move::Undo);
    assert!(game.conflicts().is_empty());
    assert_eq!(game.mistakes(), 1, "undo does not take a mistake back");

    // A full cage whose digits add up to another sum: every cell of it is marked. A cage of
    // two with a digit one higher in one cell and one lower in the other keeps its digits
    // different; one higher alone changes the sum.
    let mut game = killer_game();
    let cages = game.puzzle().cages().unwrap().clone();
    let cage = cages
        .iter()
        .find(|cage| {
            cage.size() == 2
                && cage
                    .cells()
                    .iter()
                    .any(|cell| solution.get(cell).unwrap().get() < 9)
        })
        .unwrap();
    let cells: Vec<Cell> = cage.cells().iter().collect();
    let low = *cells
        .iter()
        .find(|&&cell| solution.get(cell).unwrap().get() < 9)
        .unwrap();
    let other = *cells.iter().find(|&&cell| cell != low).unwrap();
    let higher = d(solution.get(low).unwrap().get() + 1);
    let _ = game.apply(Move::Enter {
        cell: other,
        digit: solution.get(other).unwrap(),
    });
    let outcome = game.apply(Move::Enter {
        cell: low,
        digit: higher,
    });
    assert_eq!(outcome.mistake, Some(low));
    // Whether the digit repeats the other cell's or changes the sum, the whole cage is marked.
    assert_eq!(game.conflicts() & cage.cells(), cage.cells());
    assert_eq!(
        game.conflicts(),
        game.puzzle().variant().conflicts(game.board())
    );
}

#[test]
fn auto_notes_respect_the_cages_and_a_digit_leaves_its_cage_mates_notes() {
    let mut game = killer_game();
    let variant = game.puzzle().variant().clone();
    let _ = game.apply(Move::AutoNotes);
    let candidates = variant.candidate_grid(game.board());
    let mut stronger = 0;
    for cell in game.board().empty_cells() {
        assert_eq!(game.notes(cell), candidates[cell.index()], "{cell}");
        assert_eq!(game.candidates(cell), candidates[cell.index()], "{cell}");
        if candidates[cell.index()] != rules::candidates(game.board(), cell) {
            stronger += 1;
        }
    }
    assert!(
        stronger > 0,
        "the cages' sums leave out digits the rows allow"
    );
    // A digit leaves the notes of its cage mates even where they are not its peers.
    let (a, b) = cage_mates_not_peers(&game).unwrap();
    let digit = game.puzzle().solution().get(a).unwrap();
    let mut notes_of_b = game.notes(b);
    if !notes_of_b.contains(digit) {
        let _ = game.apply(Move::ToggleNote { cell: b, digit });
        notes_of_b.insert(digit);
    }
    assert!(game.notes(b).contains(digit));
    let _ = game.apply(Move::Enter { cell: a, digit });
    assert_eq!(game.notes(b), notes_of_b - Digits::single(digit));
    let _ = game.apply(Move::Undo);
    assert_eq!(game.notes(b), notes_of_b, "undo brings the note back");
}

#[test]
fn hints_come_from_the_killer_logic_and_follow_the_classic_flow() {
    let mut game = killer_game();
    let expected = peerless::logic::killer::hint(
        &game.puzzle().to_killer().unwrap(),
        game.board(),
        &[Digits::EMPTY; 81],
    );
    let Hint::Step(step) = &expected else {
        panic!("a step: {expected:?}");
    };
    assert!(step.technique.is_killer(), "{:?}", step.technique);
    // Three requests show the hint in more and more detail, the fourth makes its move.
    for _ in 0..3 {
        assert!(game.apply(Move::Hint).hint.is_some());
        assert_eq!(game.hint().map(|(hint, _)| hint), Some(&expected));
    }
    assert!(game.apply(Move::Hint).recorded);
    assert_eq!(game.hints_used(), 1);
    assert_eq!(game.hint_moves(), 1);
    for placement in &step.placements {
        assert_eq!(game.board().get(placement.cell), Some(placement.digit));
    }
    // Where it removed candidates, the notes hold the cage-aware candidates it was found on,
    // less what it removed, and they still hold every cell's solution.
    for elimination in &step.eliminations {
        assert!(!game.notes(elimination.cell).contains(elimination.digit));
    }
    let solution = *game.puzzle().solution();
    for cell in game.board().empty_cells() {
        let notes = game.notes(cell);
        assert!(
            notes.is_empty() || notes.contains(solution.get(cell).unwrap()),
            "{cell}"
        );
    }
    // A hint after a mistake points it out first.
    let cell = game.board().empty_cells().iter().next().unwrap();
    let right = solution.get(cell).unwrap();
    let wrong = Digit::ALL.into_iter().find(|&d| d != right).unwrap();
    let _ = game.apply(Move::Enter { cell, digit: wrong });
    let _ = game.apply(Move::Hint);
    assert!(matches!(game.hint(), Some((Hint::Mistake { .. }, _))));
}

#[test]
fn reveal_restart_and_undo_work_on_a_killer_as_on_a_classic_game() {
    let mut game = killer_game();
    let start = *game.position();
    let solution = *game.puzzle().solution();
    let cells: Vec<Cell> = game.board().empty_cells().iter().take(3).collect();
    let _ = game.apply(Move::Enter {
        cell: cells[0],
        digit: solution.get(cells[0]).unwrap(),
    });
    assert!(game.apply(Move::Reveal(cells[1])).recorded);
    assert_eq!(game.board().get(cells[1]), solution.get(cells[1]));
    assert_eq!(game.reveals(), 1);
    let _ = game.apply(Move::Restart);
    assert_eq!(game.position(), &start);
    let _ = game.apply(Move::Undo);
    assert_eq!(game.board().get(cells[1]), solution.get(cells[1]));
    for _ in 0..2 {
        let _ = game.apply(Move::Undo);
    }
    assert_eq!(game.position(), &start);
}

#[test]
fn a_killer_saved_mid_play_reopens_with_everything() {
    let mut game = killer_game();
    let solution = *game.puzzle().solution();
    let cells: Vec<Cell> = game.board().empty_cells().iter().take(4).collect();
    let _ = game.apply(Move::AutoNotes);
    let _ = game.apply(Move::Enter {
        cell: cells[0],
        digit: solution.get(cells[0]).unwrap(),
    });
    let _ = game.apply(Move::ToggleCornerNote {
        cell: cells[1],
        digit: d(1),
    });
    let _ = game.apply(Move::Enter {
        cell: cells[2],
        digit: solution.get(cells[2]).unwrap(),
    });
    let _ = game.apply(Move::Undo);
    let _ = game.apply(Move::Hint);
    let _ = game.apply(Move::Select(cells[3]));
    game.tick(Duration::from_secs(95));
    let mut statistics = peerless::game::Statistics::default();
    statistics.record_game_start(&game);
    let data = SaveData {
        game: Some(game.clone()),
        statistics,
        ..SaveData::default()
    };
    let bytes = save::encode(&data);
    let read = save::decode(&bytes).unwrap();
    assert_eq!(read, data);
    let back = read.game.unwrap();
    assert_eq!(back.puzzle().cages(), game.puzzle().cages());
    assert_eq!(back.position(), game.position());
    assert_eq!(back.history(), game.history());
    assert_eq!(back.elapsed(), Duration::from_secs(95));
    assert_eq!(back.hint(), game.hint());
    assert_eq!(back.conflicts(), game.conflicts());
    // The cages are written in our format, the givens left to the puzzle's own line; the
    // Killer is counted apart from the classic imported puzzles.
    let json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    let killer = game.puzzle().to_killer().unwrap();
    assert_eq!(json["game"]["cages"], serde_json::json!(killer.to_string()));
    assert_eq!(json["statistics"]["killer_imported"]["started"], 1);
    assert!(json["statistics"].get("imported").is_some());
    assert_eq!(json["statistics"]["imported"]["started"], 0);
    assert_eq!(
        json["statistics"].get("killer"),
        None,
        "nothing at a level yet"
    );
    // Cages that do not hold together are refused with the game, never half loaded.
    let text = String::from_utf8(bytes).unwrap();
    let written = killer.to_string();
    let (letters, sums) = written.split_once(':').unwrap();
    let (_, other_sums) = sums.split_once(',').unwrap();
    let broken = text.replacen(
        &format!("\"cages\":\"{written}\""),
        &format!("\"cages\":\"{letters}:44,{other_sums}\""),
        1,
    );
    assert_ne!(broken, text);
    let error = save::decode(broken.as_bytes()).unwrap_err();
    assert!(error.to_string().contains("cages"), "{error}");
}

#[test]
fn a_classic_game_saves_no_cages_and_no_killer_statistics() {
    let mut game = Game::new(
        peerless::game::import(common::EASY).unwrap(),
        &Settings::default(),
    );
    let _ = game.apply(Move::AutoNotes);
    let mut statistics = peerless::game::Statistics::default();
    statistics.record_game_start(&game);
    let bytes = save::encode(&SaveData {
        game: Some(game),
        statistics,
        ..SaveData::default()
    });
    let json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(json["game"].get("cages"), None);
    assert_eq!(json["statistics"].get("killer"), None);
    assert_eq!(json["statistics"].get("killer_imported"), None);
}

#[test]
fn killer_wins_count_per_level_apart_from_classic_ones() {
    let made = generate(
        &Options { level: Level::Easy },
        &mut ChaCha8Rng::seed_from_u64(3),
    );
    let solution = made.solution;
    let mut game = Game::new(Puzzle::from(made), &Settings::default());
    let mut statistics = peerless::game::Statistics::default();
    statistics.record_game_start(&game);
    fill_in(&mut game, &solution);
    assert_eq!(game.status(), Status::Won);
    statistics.record_game_end(&game);
    let level = game.grade().level;
    assert_eq!(statistics.killer.level(level).won, 1);
    assert_eq!(statistics.level(level).won, 0);
    assert_eq!(statistics.level(level).started, 0);
    let bytes = save::encode(&SaveData {
        statistics: statistics.clone(),
        ..SaveData::default()
    });
    assert_eq!(save::decode(&bytes).unwrap().statistics, statistics);
}

#[test]
fn a_killer_record_with_a_grade_of_unknown_techniques_is_graded_again_as_a_killer() {
    let game = killer_game();
    let mut record = game.to_record();
    assert!(record
        .grade
        .techniques
        .iter()
        .any(|(name, _)| name.contains("Cage")));
    record.grade.techniques[0].0 = "A Technique Of Later Days".to_string();
    let back = Game::from_record(record.clone()).unwrap();
    assert_eq!(
        back.grade(),
        game.grade(),
        "the Killer logic's grade, found again"
    );
    // Givens in the cages' line are not the record's way: refused, never half read.
    let killer = game.puzzle().to_killer().unwrap();
    let mut givens = Board::EMPTY;
    givens.force(
        Cell::at(0, 0).unwrap(),
        game.puzzle().solution().get(Cell::at(0, 0).unwrap()),
    );
    record.cages = Some(Killer { givens, ..killer }.to_string());
    assert!(matches!(
        Game::from_record(record),
        Err(peerless::game::RecordError::Cages(_))
    ));
}

#[test]
fn a_killer_of_the_day_counts_at_its_level_and_in_its_own_daily_streak() {
    let (killer, solution) = published();
    let date = peerless::game::Date::new(2026, 12, 7).unwrap();
    let puzzle = import_killer(killer).unwrap();
    let mut game = Game::new_daily(puzzle, &Settings::default(), date);
    let mut statistics = peerless::game::Statistics::default();
    statistics.record_game_start(&game);
    fill_in(&mut game, &solution);
    assert_eq!(game.status(), Status::Won);
    statistics.record_game_end(&game);
    assert_eq!(statistics.killer.level(game.grade().level).won, 1);
    assert_eq!(statistics.daily.won, 0, "not the classic daily streak");
    assert!(!statistics.daily.won_on(date));
    let daily = statistics.daily_of(peerless::variant::Kind::Killer);
    assert!(daily.won_on(date));
    assert_eq!((daily.won, daily.streak_on(date)), (1, 1));
    assert_eq!(daily.time_on(date), Some(game.elapsed()));
    // Saved and read back; a save without a Killer daily won writes no such member.
    let bytes = save::encode(&SaveData {
        statistics: statistics.clone(),
        ..SaveData::default()
    });
    assert_eq!(save::decode(&bytes).unwrap().statistics, statistics);
    let json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(json["statistics"]["killer"]["daily"]["won"], 1);
    let mut none = statistics.clone();
    none.killer.daily = Default::default();
    let bytes = save::encode(&SaveData {
        statistics: none,
        ..SaveData::default()
    });
    let json: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(json["statistics"]["killer"].get("daily"), None);
}
