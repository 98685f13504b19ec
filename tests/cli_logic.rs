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
        "Naked Single: every digit but 5 is already in the row, column or box of r5c5, so r5c5 is 5."
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
         Naked Single: every digit but 5 is already in the row, column or box of r5c5, so r5c5 is 5.\n"
    );
    // r1c3 is 4 in the solution; the player wrote 1.
    let current = format!("531{}", &PUZZLE[3..]);
    let (out, _) = cli(&["hint", PUZZLE, &current], "");
    assert_eq!(
        out,
        "r1c3 holds 1, which is not the digit that belongs there.\nr1c3 holds 1, but it must be 4.\n"
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
