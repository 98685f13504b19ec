//! `peerless-cli grade`, `steps` and `hint` as a user runs them: real process, real pipes.

mod common;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn cli(args: &[&str], stdin: &str) -> (String, i32) {
    common::run(args, stdin)
}

#[test]
fn grade_answers_one_line_per_puzzle() {
    // An easy puzzle, one HoDoKu rates Hard (an X-Wing), one with two solutions, one without any
    // (two 1s forced into r1c1's row and column), a clash and a broken line.
    let x_wing =
        "9..............7.37...962486...2.47.........5....4...642...86..5.71.......1.....2";
    let none = ".23456789......1........................................................1........";
    let clash = format!("55{}", &PUZZLE[2..]);
    let input = format!(
        "{PUZZLE}\n{x_wing}\n{}\n{none}\n{clash}\nnot a puzzle\n",
        ".".repeat(81)
    );
    let (out, code) = cli(&["grade"], &input);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(code, 1, "a malformed line makes the exit status 1");
    assert_eq!(lines.len(), 6, "{out}");
    assert!(lines[0].starts_with("Easy "), "{}", lines[0]);
    assert!(
        lines[0].ends_with(" naked-single,full-house"),
        "{}",
        lines[0]
    );
    assert!(lines[1].starts_with("Hard "), "{}", lines[1]);
    assert!(lines[1].contains("x-wing"), "{}", lines[1]);
    assert_eq!(lines[2], "multiple");
    assert_eq!(lines[3], "none");
    assert!(
        lines[4].starts_with("conflict: 5 r1c1 r1c2 (row 1)"),
        "{}",
        lines[4]
    );
    assert!(lines[5].starts_with("invalid: "), "{}", lines[5]);
}

#[test]
fn steps_prints_one_step_a_line_and_the_grade() {
    let (out, code) = cli(&["steps", PUZZLE], "");
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    // 51 empty cells, one single each, then the grade.
    assert_eq!(lines.len(), 52);
    assert_eq!(
        lines[0],
        "Naked Single: every digit but 5 is already in the row, column or box of r5c5. That means r5c5 is 5."
    );
    assert!(lines[51].starts_with("Easy "));
    let (out, code) = cli(&["steps", "12345"], "");
    assert_eq!(code, 1);
    assert!(out.starts_with("invalid: PUZZLE: "), "{out}");
}

#[test]
fn hint_gives_three_levels_and_names_a_wrong_entry() {
    let (out, code) = cli(&["hint", PUZZLE], "");
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "Look at box 5 for a naked single.\n\
         Naked Single: look at r5c5.\n\
         Naked Single: every digit but 5 is already in the row, column or box of r5c5. That means r5c5 is 5.\n"
    );
    // r1c3 is 4 in the solution; the player wrote 1.
    let current = format!("531{}", &PUZZLE[3..]);
    let (out, _) = cli(&["hint", PUZZLE, &current], "");
    assert_eq!(
        out,
        "One of the digits on the board is wrong.\n\
         r1c3 holds 1, which is not the digit that belongs there.\n\
         r1c3 holds 1, but it must be 4.\n"
    );
    let changed = format!("6{}", &PUZZLE[1..]);
    let (out, code) = cli(&["hint", PUZZLE, &changed], "");
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "invalid: CURRENT changes r1c1, a given of PUZZLE (6 instead of 5)\n"
    );
}

#[test]
fn missing_arguments_are_usage_errors() {
    for command in ["steps", "hint"] {
        let (_, code) = cli(&[command], "");
        assert_eq!(code, 2);
    }
}

#[test]
fn practice_lines_go_through_hint_steps_and_grade() {
    // Two X-Wing positions in HoDoKu's library format; each one's hint is the X-Wing, its steps
    // start with it, and grade reads the line as its givens.
    let (out, code) = cli(&["practice", "x-wing", "--count", "2", "--seed", "5"], "");
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    for line in &lines {
        assert!(line.starts_with(":0300:"), "{line}");
        let (hint, code) = cli(&["hint", line], "");
        assert_eq!(code, 0);
        assert!(
            hint.lines().last().unwrap().starts_with("X-Wing: "),
            "{hint}"
        );
        let (steps, _) = cli(&["steps", line], "");
        assert!(steps.starts_with("X-Wing: "), "{steps}");
        let (grade, code) = cli(&["grade"], &format!("{line}\n"));
        assert_eq!(code, 0);
        assert!(grade.contains("x-wing"), "{grade}");
    }
    // The same seed, the same positions.
    let (again, _) = cli(&["practice", "0300", "--count", "2", "--seed", "5"], "");
    assert_eq!(again, out);
    // The list names techniques with their codes; a bad name or line is told.
    let (list, _) = cli(&["practice", "--list"], "");
    assert!(list.lines().any(|l| l == "0300\tX-Wing"), "{list}");
    assert!(
        list.lines()
            .any(|l| l.starts_with("0500,0501\tSimple Colors")),
        "{list}"
    );
    let (_, code) = cli(&["practice", "no such thing"], "");
    assert_eq!(code, 2);
    let (out, code) = cli(&["hint", ":0300:6:..."], "");
    assert_eq!(code, 1);
    assert!(out.starts_with("invalid: PUZZLE: column "), "{out}");
}

#[test]
fn hodoku_library_lines_are_read_by_the_tools() {
    // HoDoKu's own lines (its regression library): each position's hint is the engine's next
    // step on that position, with its placed digits and deleted candidates (the unique
    // rectangle line's is the type 3 the engine tries before the type 4 the line documents).
    let library = include_str!("data/hodoku_library.txt");
    for line in library.lines().filter(|l| l.starts_with(':')) {
        let entry = peerless::logic::library::parse_library_line(line).unwrap();
        let next = peerless::logic::next_step(&entry.grid).expect("a step");
        let (hint, code) = cli(&["hint", line], "");
        assert_eq!(code, 0, "{hint}");
        assert_eq!(hint.lines().last(), Some(next.text().as_str()), "{line}");
    }
    let (grades, code) = cli(&["grade"], library);
    assert_eq!(code, 0, "{grades}");
    assert_eq!(grades.lines().count(), 9, "{grades}");
}

#[test]
fn practice_positions_come_from_a_file_of_puzzles_too() {
    // Positions from given puzzles (what made the bank): one line a puzzle that has one.
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/kaggle_50.txt");
    let (out, code) = cli(
        &["practice", "naked single", "--from", file, "--count", "3"],
        "",
    );
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for line in lines {
        assert!(line.starts_with(":0003:"), "{line}");
        let (hint, _) = cli(&["hint", line], "");
        assert!(
            hint.lines().last().unwrap().starts_with("Naked Single: "),
            "{hint}"
        );
    }
    // A technique the bank serves.
    let (out, code) = cli(&["practice", "ALS-XZ", "--count", "2", "--stats"], "");
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with(":0901:")).count(),
        2,
        "{out}"
    );
}

#[test]
fn steps_hints_and_grades_speak_the_language_asked_for() {
    use peerless::l10n::{Language, Localizer};
    use peerless::logic::{self, HintLevel};
    let solution = logic::solve_logically(&PUZZLE.parse().unwrap()).unwrap();
    let (english, code) = cli(&["steps", PUZZLE], "");
    assert_eq!(code, 0, "{english}");
    for language in Language::SHIPPED {
        let localizer = Localizer::for_language(language);
        let (steps, code) = cli(&["steps", "--lang", language.tag(), PUZZLE], "");
        assert_eq!(code, 0, "{language}: {steps}");
        // One line a step, each the step in the language, then the grade in its words.
        let lines: Vec<&str> = steps.lines().collect();
        assert_eq!(lines.len(), solution.steps.len() + 1, "{language}");
        for (line, step) in lines.iter().zip(&solution.steps) {
            assert_eq!(*line, localizer.format(&step.explanation), "{language}");
        }
        let level = localizer.format(&solution.grade.level.message());
        if language == Language::English {
            assert_eq!(steps, english);
        } else {
            assert_eq!(
                lines.last().copied(),
                Some(format!("{level} {}", solution.grade.score).as_str()),
                "{language}"
            );
            assert_ne!(
                lines[0],
                english.lines().next().unwrap(),
                "{language}: still English"
            );
        }
        // The hint's levels, the same way.
        let (hint, code) = cli(&["hint", "--lang", language.tag(), PUZZLE], "");
        assert_eq!(code, 0, "{language}: {hint}");
        let expected = logic::hint(
            &PUZZLE.parse().unwrap(),
            &PUZZLE.parse().unwrap(),
            &[peerless::Digits::EMPTY; 81],
        );
        let first = localizer.format(&expected.message(HintLevel::Technique));
        assert_eq!(hint.lines().next(), Some(first.as_str()), "{language}");
        // The grade: the level and the techniques' names in words.
        let (grade, code) = cli(&["grade", "--lang", language.tag()], PUZZLE);
        assert_eq!(code, 0, "{language}: {grade}");
        if language != Language::English {
            let first_technique = localizer.format(&solution.grade.techniques[0].0.message());
            assert!(
                grade.starts_with(&format!(
                    "{level} {} {first_technique}",
                    solution.grade.score
                )),
                "{language}: {grade}"
            );
        }
    }
    // A language the tool does not speak is a usage error that lists those it does.
    let output = common::cli(&["steps", "--lang", "tlh", PUZZLE], b"");
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(
        error.contains("no language \"tlh\"") && error.contains("zh-Hans"),
        "{error}"
    );
}
