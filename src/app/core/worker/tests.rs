//! The worker's tests: each request's puzzle, on a thread and a few attempts a frame alike.

use super::*;

#[test]
fn a_daily_request_takes_its_seed_from_its_date_and_a_random_one_from_its_seed() {
    let date: Date = "2026-11-30".parse().unwrap();
    let daily = Request::Daily(Kind::Classic, date);
    assert_eq!(daily.level(), DAILY_LEVEL);
    assert_eq!(
        daily.seed(),
        generate::daily_seed(2026, 11, 30, DAILY_LEVEL)
    );
    assert_eq!(daily.origin(), Origin::Daily(date));
    let archive = Request::Archive(Kind::Classic, date);
    assert_eq!(archive.seed(), daily.seed(), "the same puzzle");
    assert_eq!(archive.origin(), Origin::Archive(date));
    // The daily Killer: its own seed, the same from the archive.
    let killer = Request::Daily(Kind::Killer, date);
    assert_eq!(
        killer.seed(),
        generate::killer::daily_seed(2026, 11, 30, DAILY_LEVEL)
    );
    assert_ne!(killer.seed(), daily.seed());
    assert_eq!(Request::Archive(Kind::Killer, date).seed(), killer.seed());
    assert_eq!(killer.kind(), Kind::Killer);
    let random = Request::Random {
        kind: Kind::Classic,
        level: Level::Hard,
        seed: 42,
    };
    assert_eq!(
        (random.level(), random.seed(), random.origin()),
        (Level::Hard, 42, Origin::Generated)
    );
}

#[test]
fn the_daily_puzzle_is_the_generators_daily_puzzle() {
    let date: Date = "2024-02-29".parse().unwrap();
    let stop = AtomicBool::new(false);
    let Some(Made::Classic(made)) = Request::Daily(Kind::Classic, date).make(&stop) else {
        panic!("a classic puzzle");
    };
    let daily = generate::daily(2024, 2, 29, DAILY_LEVEL);
    assert_eq!(made.puzzle, daily.puzzle);
    let Some(Made::Killer(made)) = Request::Daily(Kind::Killer, date).make(&stop) else {
        panic!("a Killer");
    };
    let daily = generate::killer::daily(2024, 2, 29, DAILY_LEVEL);
    assert_eq!(made.puzzle, daily.puzzle);
}

#[test]
fn a_worker_on_a_thread_hands_back_the_puzzle() {
    let request = Request::Random {
        kind: Kind::Classic,
        level: Level::Easy,
        seed: 7,
    };
    let mut worker = Worker::start(
        Task::Make(request),
        Duration::ZERO,
        &Waker::inert(Current::now),
    );
    let made = loop {
        match worker.poll(Current::now()) {
            Poll::Ready(Done::Made(made)) => break made,
            Poll::Ready(_) => panic!("a puzzle made"),
            Poll::Working(_) => std::thread::sleep(Duration::from_millis(5)),
            Poll::Failed => panic!("the worker failed"),
        }
    };
    let expected = request.make(&AtomicBool::new(false)).unwrap();
    assert_eq!(Puzzle::from(*made), Puzzle::from(expected));
}

#[test]
fn made_a_few_attempts_a_frame_the_puzzle_is_the_threads_puzzle() {
    for (kind, level) in [(Kind::Classic, Level::Hard), (Kind::Killer, Level::Medium)] {
        let request = Request::Random {
            kind,
            level,
            seed: 11,
        };
        let mut worker = Worker::start_inline(Task::Make(request), Duration::ZERO);
        let mut frames = 0;
        let made = loop {
            frames += 1;
            match worker.poll(Current::now()) {
                Poll::Ready(Done::Made(made)) => break made,
                Poll::Ready(_) => panic!("a puzzle made"),
                Poll::Working(_) => {}
                Poll::Failed => panic!("the worker failed"),
            }
        };
        assert!(frames >= 2, "the first frame only draws the screen");
        let expected = request.make(&AtomicBool::new(false)).unwrap();
        assert_eq!(made.attempts(), expected.attempts(), "{kind:?}");
        let (made, expected) = (Puzzle::from(*made), Puzzle::from(expected));
        assert_eq!(made.variant().kind(), kind);
        assert_eq!(made, expected, "{kind:?}");
    }
}

#[test]
fn an_imported_puzzle_is_graded_on_the_worker_as_import_grades_it() {
    // An Extreme from magictour's top 1465, the slowest kind to grade; and a Killer
    // (Wikipedia's), graded by the Killer logic.
    let extreme =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let killer =
        "AABBBCDEFGGHHCCDEFGGIICJKKFLMMINJKOFLPPQNJOORSPTQNUVVRSTTQWUUXXSYZWWaaXXSYZWbbbcc:\
                  3,15,22,4,16,15,25,17,9,8,20,6,14,17,17,13,20,12,27,6,20,6,10,14,8,16,15,13,17";
    for (text, inline) in [
        (extreme, false),
        (extreme, true),
        (killer, false),
        (killer, true),
    ] {
        let checked = peerless::game::check(text).unwrap();
        let expected = peerless::game::import(text).unwrap();
        assert_eq!(expected.cages().is_some(), text == killer);
        let task = Task::Grade(Box::new(checked));
        assert_eq!(task.origin(), Origin::Imported);
        let mut worker = if inline {
            Worker::start_inline(task, Duration::ZERO)
        } else {
            Worker::start(task, Duration::ZERO, &Waker::inert(Current::now))
        };
        let mut polls = 0;
        let puzzle = loop {
            polls += 1;
            match worker.poll(Current::now()) {
                Poll::Ready(done) => match done.finished() {
                    Finished::Game(puzzle) => break puzzle,
                    _ => panic!("a puzzle"),
                },
                Poll::Working(_) => std::thread::sleep(Duration::from_millis(2)),
                Poll::Failed => panic!("the worker failed"),
            }
        };
        assert_eq!(puzzle, expected);
        if inline {
            assert_eq!(
                polls, 2,
                "the first frame draws the checking screen, the next grades"
            );
        }
    }
}

#[test]
fn a_practice_position_found_a_piece_a_frame_is_the_threads_position() {
    let request = PracticeRequest {
        technique: Technique::XWing,
        seed: 4,
        lesson: false,
    };
    let mut positions = Vec::new();
    for inline in [false, true] {
        let task = Task::Practice(request);
        let mut worker = if inline {
            Worker::start_inline(task, Duration::ZERO)
        } else {
            Worker::start(task, Duration::ZERO, &Waker::inert(Current::now))
        };
        let practised = loop {
            match worker.poll(Current::now()) {
                Poll::Ready(done) => match done.finished() {
                    Finished::Practice(practised) => break practised,
                    _ => panic!("a position"),
                },
                Poll::Working(_) => std::thread::sleep(Duration::from_millis(2)),
                Poll::Failed => panic!("the worker failed"),
            }
        };
        assert_eq!(practised.step.technique, Technique::XWing);
        assert_eq!(practised.request, request);
        positions.push((practised.board, practised.notes, practised.step));
    }
    assert_eq!(positions[0], positions[1]);
    let expected = practice::practice(Technique::XWing, 4).unwrap();
    assert_eq!(positions[0].0, expected.grid.to_board());
}

#[test]
fn a_killer_techniques_position_becomes_a_killer_game() {
    use peerless::game::{Exercise, Settings};
    use peerless::rules;
    let request = PracticeRequest {
        technique: Technique::InniesOuties,
        seed: 0,
        lesson: true,
    };
    let stop = AtomicBool::new(false);
    let Some(Done::Practised(practised)) = Task::Practice(request).run(&stop) else {
        panic!("a position");
    };
    let found = practice::practice(Technique::InniesOuties, 0).unwrap();
    let killer = found.killer().expect("a Killer position");
    let puzzle = &practised.puzzle;
    // The game's puzzle is the Killer: its cages, its givens, graded by the Killer logic.
    assert_eq!(puzzle.variant().kind(), Kind::Killer);
    assert_eq!(puzzle.to_killer().as_ref(), Some(&killer));
    assert_eq!(puzzle.grade(), &logic::killer::grade(&killer).unwrap());
    // Its solution fills every cage with different digits adding up to the cage's sum.
    let solution = puzzle.solution();
    assert!(rules::killer::is_complete(solution, &killer.cages));
    for cage in &killer.cages {
        let sum: u32 = cage
            .cells()
            .iter()
            .map(|cell| u32::from(solution.get(cell).unwrap().get()))
            .sum();
        assert_eq!(sum, u32::from(cage.sum()));
    }
    assert_eq!(practised.board, found.grid.to_board());
    assert_eq!(practised.step, found.step);
    // Played, its hint is the Killer logic's: the step practised.
    let mut exercise = Exercise::new(
        practised.puzzle.clone(),
        &practised.board,
        &practised.notes,
        practised.step.clone(),
        &Settings::default(),
    );
    assert!(exercise.game().puzzle().cages().is_some());
    let _ = exercise.apply(peerless::game::Move::Hint);
    let Some((logic::Hint::Step(step), _)) = exercise.game().hint() else {
        panic!("the hint is a step");
    };
    assert_eq!(step.technique, Technique::InniesOuties);
}

/// A photo is read on the thread or in the frame after the reading screen, to the same
/// reading; bytes that are no photo say so.
#[test]
fn a_photo_is_read_on_the_thread_or_in_a_frame_alike() {
    let bytes = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/photos/image1.jpg"
    ))
    .unwrap();
    let mut answers = Vec::new();
    for (bytes, inline) in [
        (bytes.clone(), false),
        (bytes, true),
        (b"GIF89a no photo".to_vec(), true),
    ] {
        let task = Task::Read(Photo::new(bytes));
        assert_eq!(task.origin(), Origin::Imported);
        let mut worker = if inline {
            Worker::start_inline(task, Duration::ZERO)
        } else {
            Worker::start(task, Duration::ZERO, &Waker::inert(Current::now))
        };
        let read = loop {
            match worker.poll(Current::now()) {
                Poll::Ready(done) => match done.finished() {
                    Finished::Photo(read) => break *read,
                    _ => panic!("a reading"),
                },
                Poll::Working(_) => std::thread::sleep(Duration::from_millis(2)),
                Poll::Failed => panic!("the worker failed"),
            }
        };
        answers.push(read);
    }
    let reading = answers[0].expect("the photo reads");
    assert!(reading.board.given_count() >= 17);
    assert_eq!(reading.board.givens(), reading.board.filled_cells());
    assert_eq!(answers[1], answers[0]);
    assert!(matches!(answers[2], Err(PhotoError::Scan(_))));
}
