//! A screen reader plays the game on the Linux desktop: the game in a real window under Xvfb,
//! in a D-Bus session of its own with the accessibility bus (AT-SPI) turned on, read and played
//! by `tests/screen_reader.py` through AT-SPI alone (Debian's python3-pyatspi): the board as a
//! table of 81 cells named value first, focus moved to a cell, digits entered through the pad's
//! buttons' actions, a hint's sentence heard as an announcement, a nearly solved puzzle
//! played to the win, whose summary is announced; and by keyboard alone, the statistics'
//! calendar, a technique's lesson and its practice, a puzzle typed in (a refusal said twice
//! heard twice) and the Keys screen's list of lines; every announcement in its own words, none
//! with a stray space.
//!
//! Needs `dbus-run-session` (dbus), `xvfb-run` (xvfb, xauth), AT-SPI (at-spi2-core) and
//! `/usr/bin/python3` with pyatspi (python3-pyatspi): `.ci/run` installs them. Without them
//! the test skips on a developer's machine and fails under `CI=true`.

#![cfg(all(feature = "game", target_os = "linux"))]

mod common;

use std::process::Command;

use common::{skip, TempDir};

/// Debian's Python, which has pyatspi (a pyenv or virtual environment's `python3` may not).
const PYTHON: &str = "/usr/bin/python3";

/// The classic puzzle's solution, and the same with four cells left to fill (none of them in
/// a row, column or box with another, so it has one solution).
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const NEARLY: &str =
    "53.678912672195348198342567859761423426.53791713924856961537284.87419635345286179";

/// What the test needs that is not always there, or `None` when all of it is.
fn missing() -> Option<String> {
    for (program, package) in [
        ("dbus-run-session", "dbus"),
        ("dbus-send", "dbus"),
        ("xvfb-run", "xvfb"),
    ] {
        let found = Command::new("sh")
            .args(["-c", &format!("command -v {program}")])
            .output()
            .is_ok_and(|o| o.status.success());
        if !found {
            return Some(format!("no {program} (Debian: {package})"));
        }
    }
    if !std::path::Path::new("/usr/libexec/at-spi-bus-launcher").exists() {
        return Some("no AT-SPI bus (Debian: at-spi2-core)".to_string());
    }
    let pyatspi = Command::new(PYTHON)
        .args(["-c", "import pyatspi"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !pyatspi {
        return Some(format!("{PYTHON} has no pyatspi (Debian: python3-pyatspi)"));
    }
    None
}

#[test]
fn a_screen_reader_reads_the_board_and_plays_a_game_to_the_win_through_at_spi() {
    let test = "a_screen_reader_reads_the_board_and_plays_a_game_to_the_win_through_at_spi";
    if let Some(reason) = missing() {
        skip(test, &reason);
        return;
    }
    assert_eq!(SOLUTION.len(), 81);
    assert!(NEARLY
        .chars()
        .zip(SOLUTION.chars())
        .all(|(n, s)| n == '.' || n == s));
    let dir = TempDir::new("screen-reader");
    let script = dir.path().join("script.txt");
    // The game sets the puzzle up and is then played by hand (the driver ends it): everything
    // after is AT-SPI and the keyboard.
    std::fs::write(&script, format!("puzzle {NEARLY}\nsettle\nby-hand\n")).unwrap();
    let driver = format!("{}/tests/screen_reader.py", env!("CARGO_MANIFEST_DIR"));
    let output = Command::new("timeout")
        .arg("150")
        .args(["dbus-run-session", "--"])
        .args(["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24"])
        .arg(PYTHON)
        .arg(&driver)
        .arg(env!("CARGO_BIN_EXE_peerless"))
        .arg(dir.path().join("data"))
        .arg(&script)
        .env("PEERLESS_SOLUTION", SOLUTION)
        // The game speaks the system's language: English here, whatever the machine's.
        .env("LANG", "C.UTF-8")
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .output()
        .expect("timeout, dbus-run-session and xvfb-run run");
    let out = String::from_utf8_lossy(&output.stdout);
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success() && out.lines().any(|line| line == "ok"),
        "the screen reader's session failed:\n{out}\n{err}"
    );
    // What was heard, as the driver printed it.
    for heard in [
        "cell r1c1: 5, given, row 1, column 1",
        "cell r1c3: empty, row 1, column 3",
        "table: 9 rows, 9 columns; r3c7 at (2, 6): ",
        "heard: 4 in row 1, column 3, row 1 complete, column 3 complete, box 1 complete",
        "heard: Look at row 5 for a full house.",
        // With a reader connected, cells are spelled out, on the card and in what is said.
        "heard: Full House: look at row 5, column 4.",
        "heard: Full House: row 5, column 4 is the last empty cell in row 5. That means row 5, column 4 is 8.",
        "heard: Solved! Imported, Easy",
        // Continue says which game and how far it is, then (the first time) the keys.
        "heard: Imported, Easy. 78 of 81 cells filled. Keys: 1 to 9 place a digit, N turns notes on or off, H gives a hint",
        "keys: Down to the choice of kind and Easy, Up to Daily puzzle",
        // The calendar, a lesson and typing a puzzle, by keyboard alone.
        "calendar: Tab to ",
        "calendar: Tab out to Imported puzzles",
        "heard: Lesson, Hidden Single. In a row, column or box",
        "lesson cell: empty, row 3, column 3, 8 goes here, outlined: box 1",
        "heard: Practice, Hidden Single",
        "lesson: Escape back to Hidden Single",
        "heard: Type a puzzle. Tap a cell",
        "heard: 5 in row 1, column 2",
        "heard: The givens clash: 5 at row 1, column 1 clashes with 5 at row 1, column 2",
        "heard again: The givens clash: 5 at row 1, column 1 clashes with 5 at row 1, column 2",
        // The Keys screen's lines, one list, each reached by Tab with its place.
        "keys: Tab to Ctrl+Z, Ctrl+Y: Undo, redo, 7 of 10",
        "keys: Up from Back to the last line and the one before",
        "none with a stray space",
    ] {
        assert!(out.contains(heard), "{heard:?} not heard:\n{out}");
    }
}
