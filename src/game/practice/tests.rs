//! The exercises' and the progress's tests: a practice position played, each move judged, the
//! verdicts' words, a Killer's placement, and the progress saved and read back.

use super::*;
use crate::logic::{self, Candidate, Grid};
use crate::practice;
use crate::solver::{self, Solution};

/// An exercise of `technique` from `seed`, as the game makes one.
fn exercise(technique: Technique, seed: u64) -> Exercise {
    let found = practice::practice(technique, seed).expect("a position");
    let Solution::Unique(solution) = solver::solve(&found.puzzle) else {
        panic!("one solution");
    };
    let grade = logic::grade(&found.puzzle).expect("a proper puzzle");
    let puzzle = Puzzle::new(found.puzzle, solution, grade).expect("a puzzle");
    let board = found.grid.to_board();
    Exercise::new(
        puzzle,
        &board,
        &found.grid.all_candidates(),
        found.step,
        &Settings::default(),
    )
}

#[test]
fn the_game_starts_at_the_position_and_its_hint_is_the_step() {
    let mut exercise = exercise(Technique::XWing, 3);
    let grid = Grid::with_notes(exercise.game().board(), exercise.game().position().notes());
    assert_eq!(logic::next_step(&grid).as_ref(), Some(exercise.step()));
    let judged = exercise.apply(Move::Hint);
    assert_eq!(judged.verdict, None, "a hint's first level is not judged");
    assert!(exercise.helped());
    let Some((logic::Hint::Step(step), _)) = exercise.game().hint() else {
        panic!("the hint is a step");
    };
    assert_eq!(step, exercise.step());
}

#[test]
fn an_elimination_of_the_step_is_found_and_the_step_drawn() {
    let mut exercise = exercise(Technique::XWing, 3);
    let elimination = exercise.step().eliminations[0];
    let judged = exercise.apply(Move::ToggleNote {
        cell: elimination.cell,
        digit: elimination.digit,
    });
    assert_eq!(judged.verdict, Some(Verdict::Found { helped: false }));
    assert!(judged.outcome.recorded);
    assert!(!exercise
        .game()
        .notes(elimination.cell)
        .contains(elimination.digit));
    assert!(matches!(
        exercise.game().hint(),
        Some((logic::Hint::Step(_), logic::HintLevel::Move))
    ));
    // Over: nothing more changes the position.
    let other = exercise.step().eliminations.last().copied().unwrap();
    let again = exercise.apply(Move::ToggleNote {
        cell: other.cell,
        digit: other.digit,
    });
    assert!(!again.outcome.is_effective());
}

#[test]
fn a_move_the_step_does_not_make_is_refused_with_its_reason() {
    let mut exercise = exercise(Technique::XWing, 3);
    let solution = *exercise.game().puzzle().solution();
    let before = exercise.game().clone();
    // Removing the cell's own digit.
    let cell = exercise.game().board().empty_cells().iter().next().unwrap();
    let right = solution.get(cell).unwrap();
    let judged = exercise.apply(Move::ToggleNote { cell, digit: right });
    assert_eq!(
        judged.verdict,
        Some(Verdict::Wrong(Wrong::TrueCandidate { cell, digit: right }))
    );
    assert_eq!(exercise.game().position(), before.position(), "not made");
    let text = Wrong::TrueCandidate { cell, digit: right }.text(Technique::XWing);
    assert_eq!(
        text,
        format!("Not that one: {right} must stay in {cell}, no X-Wing removes it. Look again.")
    );
    // A wrong digit placed.
    let wrong = exercise
        .game()
        .candidates(cell)
        .iter()
        .find(|&d| d != right);
    if let Some(digit) = wrong {
        let judged = exercise.apply(Move::Enter { cell, digit });
        assert_eq!(
            judged.verdict,
            Some(Verdict::Wrong(Wrong::WrongDigit { cell, digit }))
        );
    }
    // A false candidate the step does not remove.
    let step = exercise.step().clone();
    let other = exercise
        .game()
        .board()
        .empty_cells()
        .iter()
        .find_map(|cell| {
            exercise
                .game()
                .notes(cell)
                .iter()
                .filter(|&d| Some(d) != solution.get(cell))
                .find(|&d| {
                    !step
                        .eliminations
                        .iter()
                        .any(|e| e.cell == cell && e.digit == d)
                })
                .map(|digit| (cell, digit))
        });
    let (cell, digit) = other.expect("a false candidate the step leaves");
    let judged = exercise.apply(Move::ToggleNote { cell, digit });
    assert_eq!(
        judged.verdict,
        Some(Verdict::Wrong(Wrong::NotByThis { cell, digit }))
    );
    assert_eq!(exercise.game().position(), before.position());
    // A colour is not judged, and is made.
    let colour = crate::game::Colour::ALL[0];
    let judged = exercise.apply(Move::ToggleColour { cell, colour });
    assert_eq!(judged.verdict, None);
    assert!(judged.outcome.recorded);
}

#[test]
fn every_reason_reads_in_english_as_it_always_has() {
    let (cell, digit) = (Cell::at(2, 6).unwrap(), Digit::new(5).unwrap());
    let t = Technique::XWing;
    for (wrong, text) in [
        (
            Wrong::TrueCandidate { cell, digit },
            "Not that one: 5 must stay in r3c7, no X-Wing removes it. Look again.",
        ),
        (
            Wrong::NotByThis { cell, digit },
            "5 can be removed from r3c7, but not by the X-Wing: find the X-Wing first.",
        ),
        (
            Wrong::WrongDigit { cell, digit },
            "Not that one: r3c7 is not 5. Look again.",
        ),
        (
            Wrong::NotPlacedByThis { cell, digit },
            "r3c7 is 5, but the X-Wing does not show it: find the X-Wing first.",
        ),
    ] {
        assert_eq!(wrong.text(t), text);
    }
}

#[test]
fn a_placement_step_is_found_by_its_digit() {
    let mut exercise = exercise(Technique::HiddenSingle, 5);
    let placement = exercise.step().placements[0];
    let judged = exercise.apply(Move::Enter {
        cell: placement.cell,
        digit: placement.digit,
    });
    assert_eq!(judged.verdict, Some(Verdict::Found { helped: false }));
}

#[test]
fn a_killer_placement_is_found_though_it_takes_its_digit_from_its_cage_mates_notes() {
    // A Killer position, its givens and the cages: a step placing a cell's digit where a
    // cage mate outside the cell's row, column and box has the digit in its notes. The
    // setting takes it from there too, which is the placement's doing, not a removal to
    // judge.
    let found = practice::practice(Technique::CageCombinations, 0).expect("a position");
    let killer = found.killer().expect("a Killer");
    let Solution::Unique(solution) = found.variant.solve(&found.puzzle) else {
        panic!("one solution");
    };
    let grade = logic::killer::grade(&killer).expect("a proper Killer");
    let board = found.grid.to_board();
    let (cell, mate) = board
        .empty_cells()
        .iter()
        .find_map(|cell| {
            let mates = killer.cages.cage_of(cell).cells() - cell.peer_set();
            mates
                .iter()
                .find(|&m| m != cell && board.get(m).is_none())
                .map(|m| (cell, m))
        })
        .expect("a cage across two boxes");
    let digit = solution.get(cell).unwrap();
    let mut notes = found.grid.all_candidates();
    notes[mate.index()].insert(digit);
    let step = Step {
        placements: vec![Candidate::new(cell, digit)],
        eliminations: Vec::new(),
        ..found.step
    };
    let puzzle = Puzzle::killer(killer, solution, grade).expect("a puzzle");
    let mut exercise = Exercise::new(puzzle, &board, &notes, step, &Settings::default());
    let judged = exercise.apply(Move::Enter { cell, digit });
    assert_eq!(judged.verdict, Some(Verdict::Found { helped: false }));
    assert!(
        !exercise.game().notes(mate).contains(digit),
        "taken from the mate"
    );
}

#[test]
fn the_hint_followed_to_its_end_finds_the_step_with_help() {
    let mut exercise = exercise(Technique::NakedPair, 2);
    let mut verdict = None;
    for _ in 0..4 {
        verdict = exercise.apply(Move::Hint).verdict.or(verdict);
    }
    assert_eq!(verdict, Some(Verdict::Found { helped: true }));
}

#[test]
fn progress_counts_streaks_and_help_and_reads_back() {
    let mut progress = Progress::default();
    let t = Technique::XWing;
    progress.record(t, &Verdict::Found { helped: false }, true);
    progress.record(t, &Verdict::Found { helped: false }, true);
    assert_eq!(progress.of(t).streak, 2);
    progress.record(t, &Verdict::Found { helped: true }, true);
    assert_eq!(
        progress.of(t),
        TechniqueProgress {
            found: 3,
            helped: 1,
            wrong: 0,
            streak: 0,
            best_streak: 2
        }
    );
    progress.record(
        t,
        &Verdict::Wrong(Wrong::WrongDigit {
            cell: Cell::ALL[0],
            digit: Digit::ALL[0],
        }),
        true,
    );
    progress.record(
        Technique::NakedPair,
        &Verdict::Found { helped: false },
        false,
    );
    assert_eq!(progress.of(Technique::NakedPair).streak, 0, "not clean");
    assert_eq!(progress.of(t).wrong, 1);
    let json = serde_json::to_string(&progress).unwrap();
    assert!(json.contains(r#""technique":"X-Wing""#), "{json}");
    let read = |text: &str| -> Result<Progress, serde_path_to_error::Error<serde_json::Error>> {
        serde_path_to_error::deserialize(&mut serde_json::Deserializer::from_str(text))
    };
    assert_eq!(read(&json).unwrap(), progress);
    // A technique this version does not know (a newer one's), and members of a known
    // technique's record it does not know, are kept and written back as they were.
    let newer = r#"[{"technique":"X-Wing","found":2,"helped":0,"wrong":0,"streak":1,"best_streak":1,"hard_won":3},{"technique":"Y-Wing Flying","found":4,"helped":1,"wrong":0,"streak":0,"best_streak":2}]"#;
    let read_newer = read(newer).unwrap();
    assert_eq!(read_newer.of(t).found, 2);
    assert_eq!(serde_json::to_string(&read_newer).unwrap(), newer);
    // A count that does not read is a damaged record.
    let error = read(r#"[{"technique":"X-Wing","found":"2"}]"#)
        .unwrap_err()
        .to_string();
    assert!(error.starts_with("[0].found: invalid type"), "{error}");
}
