//! The real game in a real window: the `peerless` binary under Xvfb (Mesa's software OpenGL),
//! driven by its scripted mode, which feeds taps and keys through the same input path a player
//! uses. The tests read what it prints (the first frame, every move, the win) and the pixels of
//! its screenshots.
//!
//! Without an X server (no `xvfb-run`, or one that cannot start) each test says so and is
//! skipped on a developer's machine; under `CI=true` it fails instead (`.ci/run` installs Xvfb).

// The game window exists only with the `game` feature (the default).
#![cfg(feature = "game")]

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use peerless::{Cell, Digit};

/// How the board's blocks are arranged, which the board's layout calls as its sibling.
#[allow(dead_code)]
#[path = "../src/app/layout/arrange.rs"]
mod arrange;
#[allow(dead_code)]
#[path = "../src/app/layout/board.rs"]
mod layout;
use layout as board;
/// Where a cell's notes go, from the game's own source, as the board's layout.
#[allow(dead_code)]
#[path = "../src/app/layout/notes.rs"]
mod notes;
/// The game's layout and palettes, from the game's own source files: the front end belongs to
/// the `peerless` binary, not to the library, and these two files are pure (no window).
#[allow(dead_code)]
#[path = "../src/app/layout/rect.rs"]
mod rect;
#[allow(dead_code)]
#[path = "../src/app/views/theme.rs"]
mod theme;

use layout::Layout;
// The board's layout takes its rectangles from its parent module, here this crate.
use rect::{Insets, Rect};
use theme::{Rgb, DARK, LIGHT};
// The board's layout takes its spacing from the theme, its parent module's in the game.
use theme::{type_scale, BUTTON_DP, GAP_DP, GRID_DP, HEADER_DP, MARGIN_DP, TOUCH_DP};

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A folder of its own, removed when dropped.
struct TempDir(PathBuf);

impl TempDir {
    fn new(name: &str) -> TempDir {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "peerless-window-{}-{}-{name}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Whether an X server can be started; `false` (after saying why) skips the test, except under
/// `CI=true`, where it fails.
fn x_server_available(test: &str) -> bool {
    let started = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 640x480x24", "true"])
        .output();
    match started {
        Ok(output) if output.status.success() => true,
        Ok(output) => {
            common::skip(
                test,
                &format!(
                    "xvfb-run could not start an X server: {}",
                    String::from_utf8_lossy(&output.stderr).trim()
                ),
            );
            false
        }
        Err(error) => {
            common::skip(
                test,
                &format!("no X server can be started (xvfb-run: {error}); install xvfb and xauth"),
            );
            false
        }
    }
}

/// The command that runs the game with `script` (written into `dir`) at `size` under Xvfb,
/// keeping its saves in `dir/data`, with `extra` arguments.
fn game_command(dir: &Path, script: &str, size: (u32, u32), extra: &[&str]) -> Command {
    let script_path = dir.join("script.txt");
    std::fs::write(&script_path, script).unwrap();
    let mut command = Command::new("timeout");
    // The game speaks the system's language: English here, whatever the machine's, unless a
    // test asks for another.
    for variable in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] {
        command.env_remove(variable);
    }
    command.env("LANG", "C.UTF-8");
    command
        .arg("120")
        .arg("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x1024x24"])
        .arg(env!("CARGO_BIN_EXE_peerless"))
        .arg("--script")
        .arg(&script_path)
        .args(["--size", &format!("{}x{}", size.0, size.1), "--data-dir"])
        .arg(dir.join("data"))
        .args(extra);
    command
}

/// Runs the game with `script` at `size` under Xvfb and returns what it printed.
fn play(dir: &Path, script: &str, size: (u32, u32), extra: &[&str]) -> Output {
    finished(game_command(dir, script, size, extra))
}

/// Runs a game command made by [`game_command`] (with what else the test sets) to its end,
/// which must be a success, and returns what it printed.
fn finished(mut command: Command) -> Output {
    let output = command.output().expect("timeout and xvfb-run run");
    assert!(
        output.status.success(),
        "the game failed: {}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// A PNG's pixels as RGB rows.
struct Picture {
    width: usize,
    height: usize,
    rgba: Vec<u8>,
}

impl Picture {
    fn read(path: &Path) -> Picture {
        let decoder = png::Decoder::new(std::fs::File::open(path).expect("the screenshot exists"));
        let mut reader = decoder.read_info().unwrap();
        let mut buffer = vec![0; reader.output_buffer_size()];
        let info = reader.next_frame(&mut buffer).unwrap();
        assert_eq!(info.color_type, png::ColorType::Rgba);
        buffer.truncate(info.buffer_size());
        Picture {
            width: info.width as usize,
            height: info.height as usize,
            rgba: buffer,
        }
    }

    fn at(&self, x: f32, y: f32) -> Rgb {
        let (x, y) = (x as usize, y as usize);
        assert!(x < self.width && y < self.height);
        let i = (y * self.width + x) * 4;
        Rgb(self.rgba[i], self.rgba[i + 1], self.rgba[i + 2])
    }
}

fn close(a: Rgb, b: Rgb) -> bool {
    let d = |x: u8, y: u8| (i16::from(x) - i16::from(y)).abs();
    d(a.0, b.0) <= 10 && d(a.1, b.1) <= 10 && d(a.2, b.2) <= 10
}

/// Whether `seen` is `ink` laid over `under` at some opacity (an anti-aliased edge of `ink`).
fn blend_of(seen: Rgb, ink: Rgb, under: Rgb) -> bool {
    let channels = |c: Rgb| [f32::from(c.0), f32::from(c.1), f32::from(c.2)];
    let (s, a, b) = (channels(seen), channels(ink), channels(under));
    let widest = (0..3)
        .max_by(|&i, &j| (a[i] - b[i]).abs().total_cmp(&(a[j] - b[j]).abs()))
        .unwrap_or(0);
    let t = ((s[widest] - b[widest]) / (a[widest] - b[widest])).clamp(0.0, 1.0);
    (0..3).all(|i| (s[i] - (b[i] + t * (a[i] - b[i]))).abs() <= 10.0)
}

/// A point inside the corner mark of a cell in conflict.
fn corner(layout: &Layout, cell: Cell) -> (f32, f32) {
    let r = layout.cell_rect(cell);
    (r.right() - r.w * 0.07, r.y + r.w * 0.07)
}

fn solution(cell: Cell) -> Digit {
    Digit::new(SOLVED.as_bytes()[cell.index()] - b'0').unwrap()
}

#[test]
fn a_puzzle_is_played_to_the_win_with_taps_and_keys() {
    if !x_server_available("a_puzzle_is_played_to_the_win_with_taps_and_keys") {
        return;
    }
    let dir = TempDir::new("win");
    let size = (1000, 720);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let shot = dir.0.join("conflict.png");
    let empty: Vec<Cell> = Cell::ALL
        .into_iter()
        .filter(|cell| PUZZLE.as_bytes()[cell.index()] == b'.')
        .collect();

    let mut script = format!("puzzle {PUZZLE}\nsettle\n");
    // A clash: 5 in r1c3 meets the given 5 in r1c1. Both ends get the mark.
    let r1c3 = Cell::at(0, 2).unwrap();
    let (x, y) = layout.cell_rect(r1c3).center();
    script += &format!(
        "tap {x} {y}\nkey 5\nwait 1\nscreenshot {}\nkey Ctrl+Z\n",
        shot.display()
    );
    // The first half by taps at window pixels: a cell, then a pad digit.
    let (by_tap, by_key) = empty.split_at(empty.len() / 2);
    for &cell in by_tap {
        let (x, y) = layout.cell_rect(cell).center();
        let digit = solution(cell);
        let (dx, dy) = layout.pad[digit.index()].center();
        script += &format!("tap {x} {y}\ntap {dx} {dy}\n");
    }
    // A note and its undo, redo and undo again, through the tool bar and the keyboard.
    let note_cell = by_key[0];
    script += &format!(
        "tap-cell {} {}\nkey N\nkey 1\nkey N\ntap-tool Undo\nkey Ctrl+Shift+Z\nkey Ctrl+Y\nkey Ctrl+Z\nwait 1\n",
        note_cell.row() + 1,
        note_cell.col() + 1
    );
    // The rest with the keyboard: arrows from r1c1, then the digit.
    let mut at = (0usize, 0usize);
    script += "tap-cell 1 1\n";
    for &cell in by_key {
        while at.0 < cell.row() {
            script += "key Down\n";
            at.0 += 1;
        }
        while at.1 < cell.col() {
            script += "key d\n";
            at.1 += 1;
        }
        while at.1 > cell.col() {
            script += "key Left\n";
            at.1 -= 1;
        }
        script += &format!("key {}\n", solution(cell).get());
    }
    // The win's celebration ends before the last screenshot.
    script += "settle\n";
    let end = dir.0.join("won.png");
    let output = play(
        &dir.0,
        &script,
        size,
        &["--theme", "light", "--screenshot", end.to_str().unwrap()],
    );
    let out = String::from_utf8_lossy(&output.stdout);
    // The report, without the lines that say where the buttons are and what the screens write
    // (the start screen's words over the levels, the summary's lines and cards).
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| {
            !["layout ", "body ", "card "]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .collect();

    assert!(out.starts_with("first frame "), "{out}");
    assert!(lines[1].starts_with("new game Easy "), "{out}");
    assert!(out.contains("new game Easy 53..7...."), "{out}");
    assert!(
        out.contains("move Select r1c3 -> ok\nmove Enter r1c3 5 -> recorded mistake r1c3\n"),
        "{out}"
    );
    assert!(out.contains("move Undo -> ok\n"), "{out}");
    let note = format!("move ToggleNote {note_cell} 1 -> recorded\n");
    assert!(out.contains(&note), "{out}");
    assert!(out.contains("move Redo -> ok\n"), "{out}");
    for &cell in &empty {
        let entered = format!("move Enter {cell} {} -> recorded", solution(cell).get());
        assert!(out.contains(&entered), "missing {entered}\n{out}");
    }
    let last = empty.last().unwrap();
    assert!(
        out.contains(&format!(
            "move Enter {last} {} -> recorded completed",
            solution(*last).get()
        )),
        "{out}"
    );
    assert!(out.contains(" Won\nwon Easy in "), "{out}");
    assert!(out.contains("with 1 mistakes"), "{out}");
    assert!(out.trim_end().ends_with("script done"), "{out}");
    assert_eq!(
        out.matches("-> recorded").count(),
        1 + empty.len() + 1,
        "one clash, every empty cell, one note"
    );

    // Both ends of the clash carry the mark in the conflict colour; a cell beside them does not.
    let picture = Picture::read(&shot);
    assert_eq!((picture.width, picture.height), (1000, 720));
    for cell in [Cell::at(0, 0).unwrap(), r1c3] {
        let (x, y) = corner(&layout, cell);
        let seen = picture.at(x, y);
        assert!(
            close(seen, LIGHT.conflict),
            "{cell}: {seen:?}, not {:?}",
            LIGHT.conflict
        );
    }
    let (x, y) = corner(&layout, Cell::at(0, 1).unwrap());
    assert!(
        !close(picture.at(x, y), LIGHT.conflict),
        "r1c2 has no clash"
    );
    // The wrong digit itself is red, and the given it clashes with too.
    let r = layout.cell_rect(r1c3);
    let reds = (0..r.w as usize)
        .flat_map(|dx| (0..r.h as usize).map(move |dy| (dx, dy)))
        .filter(|&(dx, dy)| close(picture.at(r.x + dx as f32, r.y + dy as f32), LIGHT.conflict))
        .count();
    assert!(
        reds > (r.w * r.h * 0.08) as usize,
        "the digit is drawn red: {reds} red pixels"
    );

    let won = Picture::read(&end);
    assert_eq!((won.width, won.height), (1000, 720));
    assert!(close(won.at(2.0, 2.0), LIGHT.background));
}

/// Today's date in the time zone `tz`, as the system's `date` command says.
fn date_in(tz: &str) -> String {
    let output = Command::new("date")
        .arg("+%F")
        .env("TZ", tz)
        .output()
        .expect("date runs");
    String::from_utf8(output.stdout).unwrap().trim().to_string()
}

#[test]
fn the_daily_puzzle_is_the_one_of_the_players_own_date() {
    if !x_server_available("the_daily_puzzle_is_the_one_of_the_players_own_date") {
        return;
    }
    // Two time zones 26 hours apart (POSIX zone strings, so no zone files are needed): at every
    // instant their dates differ, and each game must take its own.
    let mut dates = Vec::new();
    for tz in ["EAST-14", "WEST+12"] {
        let dir = TempDir::new("daily");
        let before = date_in(tz);
        // A fresh start screen: the daily puzzle's card first.
        let output = game_command(&dir.0, "tap-menu 1\nwait 2\n", (480, 800), &[])
            .env("TZ", tz)
            .output()
            .expect("timeout and xvfb-run run");
        let after = date_in(tz);
        let out = String::from_utf8_lossy(&output.stdout);
        let line = out
            .lines()
            .find(|line| line.starts_with("new game Medium "))
            .unwrap_or_else(|| panic!("{tz}: no daily game\n{out}"));
        let date = line.rsplit(" daily ").next().unwrap().to_string();
        assert!(
            date == before || date == after,
            "{tz}: {line} ({before}/{after})"
        );
        dates.push(date);
    }
    assert_ne!(dates[0], dates[1], "26 hours apart, the dates differ");
}

#[test]
fn a_generated_game_pauses_resumes_and_is_saved_on_exit() {
    if !x_server_available("a_generated_game_pauses_resumes_and_is_saved_on_exit") {
        return;
    }
    let dir = TempDir::new("save");
    let size = (480, 800);
    let shot = dir.0.join("paused.png");
    let script = format!(
        "new easy 7\n\
         key Escape\n\
         wait 1\n\
         screenshot {}\n\
         tap-menu 1\n\
         tap-cell 5 5\n\
         key Escape\n",
        shot.display()
    );
    let output = play(&dir.0, &script, size, &["--theme", "dark", "--dp", "1.5"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("new game Easy "), "{out}");
    assert!(out.contains("move Select r5c5 -> ok"), "{out}");
    // The pause screen hides the board: no thick board lines, the dark background instead.
    let picture = Picture::read(&shot);
    assert_eq!((picture.width, picture.height), (480, 800));
    let lines = (0..picture.height)
        .flat_map(|y| (0..picture.width).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let seen = picture.at(x as f32, y as f32);
            let d = |a: u8, b: u8| (i16::from(a) - i16::from(b)).abs();
            let line = DARK.thick_line;
            d(seen.0, line.0) <= 2 && d(seen.1, line.1) <= 2 && d(seen.2, line.2) <= 2
        })
        .count();
    assert!(
        lines < 200,
        "{lines} pixels of board lines on the pause screen"
    );
    assert!(close(picture.at(2.0, 2.0), DARK.background));
    // Leaving saved the game, paused, with its selection.
    let save = std::fs::read_to_string(dir.0.join("data").join("save.json")).expect("a save");
    assert!(save.contains("\"status\":\"paused\""), "{save}");
    assert!(save.contains("\"selected\":40"), "{save}");
}

#[test]
fn a_puzzle_typed_on_the_board_is_checked_then_played() {
    if !x_server_available("a_puzzle_typed_on_the_board_is_checked_then_played") {
        return;
    }
    let dir = TempDir::new("typed");
    // Start screen (no game yet): Import, the last of ten; then Paste, Type it.
    let mut script = String::from("tap-menu 11\ntap-menu 2\n");
    // A clash first: two 5s in row 1, refused with the pair named.
    script += "tap-cell 1 1\nkey 5\ntap-cell 1 2\nkey 5\ntap-tool Start\nwait 1\n";
    // Then the real givens, by pad taps and keys, and Start.
    for cell in Cell::ALL {
        let c = PUZZLE.as_bytes()[cell.index()];
        if c != b'.' {
            script += &format!("tap-cell {} {}\n", cell.row() + 1, cell.col() + 1);
            if cell.index() % 2 == 0 {
                script += &format!("tap-digit {}\n", c - b'0');
            } else {
                script += &format!("key {}\n", c - b'0');
            }
        }
    }
    script += "tap-cell 1 2\nkey Backspace\ntap-cell 1 2\nkey 3\nkey Enter\nwait 1\ntap-cell 1 3\nkey 4\n";
    let output = play(&dir.0, &script, (720, 1280), &["--dp", "2"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        out.contains("import refused: The givens clash: 5 at r1c1 clashes with 5 at r1c2 (row 1)."),
        "{out}"
    );
    assert!(out.contains(&format!("new game Easy {PUZZLE}")), "{out}");
    assert!(out.contains("move Enter r1c3 4 -> recorded\n"), "{out}");
    // Checked at once, graded off the frame: the checking screen came between.
    let checking = out.find("screen Generating\n").expect(&out);
    assert!(checking < out.find("new game Easy").unwrap(), "{out}");
}

#[test]
fn a_long_press_on_a_pad_digit_writes_a_note_and_a_tap_enters_the_digit() {
    if !x_server_available("a_long_press_on_a_pad_digit_writes_a_note_and_a_tap_enters_the_digit") {
        return;
    }
    let dir = TempDir::new("long-press");
    let size = (480, 800);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    // r1c3 is empty in the puzzle; its solution is 4.
    let (dx, dy) = layout.pad[3].center();
    let (before, after) = (dir.0.join("before.png"), dir.0.join("note.png"));
    // Hold the finger on the pad's 4 well past the long-press time (`sleep` waits on the clock,
    // frames going on), then lift it; then tap the 4.
    let script = format!(
        "puzzle {PUZZLE}\nsettle\ntap-cell 1 3\nwait 1\nscreenshot {}\n\
         down {dx} {dy}\nsleep 700\nwait 2\nup {dx} {dy}\nwait 1\nscreenshot {}\n\
         tap {dx} {dy}\nwait 1\n",
        before.display(),
        after.display()
    );
    let output = play(&dir.0, &script, size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    // The long press toggles a one-off note and its release enters nothing; the tap afterwards
    // enters the digit.
    let note = out.find("move ToggleNote r1c3 4 -> recorded").expect(&out);
    let enter = out.find("move Enter r1c3 4 -> recorded").expect(&out);
    assert!(note < enter, "{out}");
    assert_eq!(out.matches("move Enter r1c3 4").count(), 1, "{out}");
    // The note is a candidate, drawn in its fixed place: 4's, the middle of the left column.
    // Before the long press that place is the plain selected colour.
    let r = layout.note_rect(Cell::at(0, 2).unwrap(), Digit::new(4).unwrap());
    let inked = |picture: &Picture| {
        (0..r.w as usize)
            .flat_map(|x| (0..r.h as usize).map(move |y| (x, y)))
            .filter(|&(x, y)| !close(picture.at(r.x + x as f32, r.y + y as f32), LIGHT.selected))
            .count()
    };
    assert_eq!(
        inked(&Picture::read(&before)),
        0,
        "r1c3 starts without notes"
    );
    let drawn = inked(&Picture::read(&after));
    assert!(
        drawn > 4,
        "no note drawn for 4 in r1c3: {drawn} inked pixels"
    );
}

/// The process ids whose command line mentions `needle`.
fn processes_mentioning(needle: &str) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
            let cmdline = std::fs::read(entry.path().join("cmdline")).ok()?;
            let exe = std::fs::read_link(entry.path().join("exe")).ok()?;
            (String::from_utf8_lossy(&cmdline).contains(needle) && exe.file_name()? == "peerless")
                .then_some(pid)
        })
        .collect()
}

#[test]
fn a_termination_signal_ends_the_game_and_saves_the_last_move() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    use std::time::{Duration, Instant};

    if !x_server_available("a_termination_signal_ends_the_game_and_saves_the_last_move") {
        return;
    }
    let dir = TempDir::new("sigterm");
    let data = dir.0.join("data");
    // One move, then the game idles (the script sleeps) until the signal comes.
    let script = format!("puzzle {PUZZLE}\ntap-cell 1 3\nkey 4\nsleep 60000\n");
    let mut child = game_command(&dir.0, &script, (480, 800), &[])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("timeout and xvfb-run run");
    let mut out = String::new();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    for line in lines.by_ref() {
        let line = line.unwrap();
        out += &line;
        out.push('\n');
        if line.starts_with("move Enter r1c3 4") {
            break;
        }
    }
    assert!(out.contains("move Enter r1c3 4 -> recorded"), "{out}");
    let save = data.join("save.json");
    // The autosave waits a second for more moves: the move is not on disk yet (unless this
    // machine was slow to get here, and then the test proves less).
    let saved_before = std::fs::read_to_string(&save).unwrap_or_default();
    let needle = data.to_str().unwrap();
    let pids = processes_mentioning(needle);
    assert_eq!(pids.len(), 1, "the game's process: {pids:?}");
    let killed = Command::new("kill")
        .args(["-TERM", &pids[0].to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the game did not end after SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let rest: Vec<String> = lines.map_while(Result::ok).collect();
    assert!(status.success(), "{status}: {out}{}", rest.join("\n"));
    let saved = std::fs::read_to_string(&save).expect("a save");
    assert!(saved.contains("\"board\":\"534.7"), "{saved}");
    if !saved_before.contains("\"board\":\"534.7") {
        // The signal is what saved it.
        assert_ne!(saved_before, saved);
    }
}

#[test]
fn frames_that_only_redraw_allocate_nothing() {
    if !x_server_available("frames_that_only_redraw_allocate_nothing") {
        return;
    }
    let dir = TempDir::new("frugal");
    // A busy board: a selection, a note, a clash, a hint's highlights and sentence, the running
    // clock (it ticks during the first sleep); then the pause menu; then back to cells coloured
    // with round and pointed shapes, and a given whose digit rings a note.
    let script = format!(
        "puzzle {PUZZLE}\n\
         tap-cell 1 3\nkey N\nkey 1\nkey 2\nkey N\n\
         tap-cell 1 4\nkey 5\n\
         key H\n\
         sleep 1300\nwait 10\n\
         key Escape\n\
         sleep 300\nwait 10\n\
         tap-menu 1\n\
         tap-cell 1 6\nkey V\nkey 1\n\
         tap-cell 1 7\nkey 4\n\
         tap-cell 1 3\nkey 5\nkey Z\n\
         tap-cell 2 4\n\
         sleep 400\nwait 10\n"
    );
    let output = play(&dir.0, &script, (480, 800), &["--theme", "dark"]);
    let out = String::from_utf8_lossy(&output.stdout);
    let line = out
        .lines()
        .find(|line| line.starts_with("quiet frames "))
        .expect(&out);
    let numbers: Vec<u64> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|part| part.parse().ok())
        .collect();
    let (frames, allocations) = (numbers[0], numbers[1]);
    assert!(frames >= 20, "too few quiet frames to tell: {line}");
    assert_eq!(allocations, 0, "{line}\n{out}");
}

/// The lines of the game's report that start with `prefix`.
fn lines_starting<'a>(out: &'a str, prefix: &str) -> Vec<&'a str> {
    out.lines()
        .filter(|line| line.starts_with(prefix))
        .collect()
}

#[test]
fn touch_is_read_as_touch_one_finger_at_a_time() {
    if !x_server_available("touch_is_read_as_touch_one_finger_at_a_time") {
        return;
    }
    let dir = TempDir::new("touch");
    let size = (412, 915);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let digit = |n: usize| layout.pad[n - 1].center();
    let (d4, d5, d6) = (digit(4), digit(5), digit(6));
    // r1c3's solution is 4, r1c4's is 6.
    let script = format!(
        "puzzle {PUZZLE}\n\
         touch-cell 1 3\ntouch-digit 4\nwait 1\n\
         touch-cell 1 4\n\
         touch-down 1 {x6} {y6}\ntouch-down 2 {x5} {y5}\ntouch-up 2 {x5} {y5}\ntouch-up 1 {x6} {y6}\nwait 1\n\
         touch-cell 1 5\n\
         touch-down 3 {x4} {y4}\nsleep 200\ntouch-cancel 3\nsleep 600\nwait 2\n\
         touch-down 4 {x4} {y4}\ntouch-move 4 {x5} {y5}\ntouch-move 4 {x4} {y4}\ntouch-up 4 {x4} {y4}\n\
         touch-down 5 {x4} {y4}\ntouch-move 5 {x5} {y5}\nsleep 700\nwait 2\ntouch-up 5 {x5} {y5}\nwait 1\n",
        x4 = d4.0,
        y4 = d4.1,
        x5 = d5.0,
        y5 = d5.1,
        x6 = d6.0,
        y6 = d6.1,
    );
    let output = play(&dir.0, &script, size, &["--phone", "--dp", "1"]);
    let out = String::from_utf8_lossy(&output.stdout);
    let moves = lines_starting(&out, "move ");
    assert_eq!(
        moves,
        [
            "move Select r1c3 -> ok",
            "move Enter r1c3 4 -> recorded",
            "move Select r1c4 -> ok",
            // The first finger's tap on 6; the second finger's 5, down and up meanwhile, is
            // ignored.
            "move Enter r1c4 6 -> recorded",
            "move Select r1c5 -> ok",
            // Then nothing: a cancelled touch on 4 (no tap, and no long press after it), a
            // finger that slid off 4 and back, and one that slid off and stayed off past the
            // long-press time.
        ],
        "{out}"
    );
}

#[test]
fn going_to_the_background_stops_the_clock_and_stores_the_save_first() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;

    if !x_server_available("going_to_the_background_stops_the_clock_and_stores_the_save_first") {
        return;
    }
    let dir = TempDir::new("background");
    let save = dir.0.join("data").join("save.json");
    // A move, a second of play, the background for two seconds, then back.
    let script = format!(
        "puzzle {PUZZLE}\ntouch-cell 1 3\ntouch-digit 4\nsleep 1000\n\
         background\nsleep 2000\nforeground\nwait 2\n"
    );
    let spawned = std::time::Instant::now();
    let mut child = game_command(&dir.0, &script, (412, 915), &["--phone", "--dp", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("timeout and xvfb-run run");
    let mut out = String::new();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut at_background = None;
    // The real time before the game went to the background: more than its play time.
    let mut before_background = std::time::Duration::MAX;
    for line in lines.by_ref() {
        let line = line.unwrap();
        out += &line;
        out.push('\n');
        if line.starts_with("background ") {
            before_background = spawned.elapsed();
            // The game is still in the background (the script sleeps): what is on disk now
            // was stored before `background` returned.
            at_background = std::fs::read_to_string(&save).ok();
            break;
        }
    }
    out.extend(lines.map_while(Result::ok).map(|line| line + "\n"));
    let status = child.wait().unwrap();
    assert!(status.success(), "{status}: {out}");
    assert!(out.contains("background saved\n"), "{out}");
    let at_background = at_background.expect("the save is on disk in the background");
    assert!(
        at_background.contains("\"board\":\"534.7"),
        "{at_background}"
    );
    assert!(
        at_background.contains("\"status\":\"paused\""),
        "{at_background}"
    );
    // The game comes back to the pause screen, where the background left it, still paused.
    let screens = lines_starting(&out, "screen ");
    assert_eq!(screens, ["screen Game", "screen Paused"], "{out}");
    // The clock stopped in the background: the save at the end shows the same time.
    let elapsed = |save: &str| -> String {
        let at = save.find("\"elapsed\":").expect("the clock is saved");
        save[at..].split('}').next().unwrap().to_string()
    };
    let at_end = std::fs::read_to_string(&save).unwrap();
    assert_eq!(elapsed(&at_background), elapsed(&at_end), "{out}");
    // The second of play: at least the script's second, and no more than the real time that
    // passed before the background (however slow this machine; the two seconds in the
    // background are kept out by the equality above).
    let seconds: f64 = {
        let text = elapsed(&at_end);
        let number = |key: &str| -> f64 {
            let at = text.find(key).unwrap() + key.len();
            let digits: String = text[at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().unwrap()
        };
        number("\"secs\":") + number("\"nanos\":") / 1e9
    };
    assert!(
        seconds >= 0.9 && seconds <= before_background.as_secs_f64(),
        "{seconds} s of play, {before_background:?} before the background: {at_end}"
    );
}

/// The solution without its first digit: a puzzle one digit from its win (r1c1 is 5).
fn one_from_the_win() -> String {
    format!(".{}", &SOLVED[1..])
}

#[test]
fn escape_and_back_go_one_level_back_on_every_screen() {
    if !x_server_available("escape_and_back_go_one_level_back_on_every_screen") {
        return;
    }
    let dir = TempDir::new("back");
    // The start screen without a game: the daily puzzle, the choice of kind, five levels, Learn,
    // Statistics, Settings, Import. Escape there does nothing (the script goes on: the window did not
    // close); every other screen goes back to the one it came from; the pause screen resumes
    // the game; the end of a game goes to the start screen. Android's Back is the same key.
    let script = format!(
        "key Escape\nwait 1\n\
         tap-menu 9\nkey Back\n\
         tap-menu 10\ntap-menu 2\nkey Escape\nkey Escape\n\
         tap-menu 11\ntap-menu 2\nkey Escape\nkey Escape\n\
         tap-menu 8\ntap-menu 1\nkey Escape\nkey Back\n\
         puzzle {}\n\
         key Escape\nkey Escape\nkey Back\n\
         tap-menu 3\nkey Escape\n\
         tap-menu 5\nkey Escape\n\
         tap-menu 3\ntap-menu 1\nkey Escape\nkey Escape\nkey Escape\n\
         tap-cell 1 1\nkey 5\nsettle\n\
         key Escape\nkey Escape\nwait 1\n",
        one_from_the_win()
    );
    let output = play(&dir.0, &script, (1000, 720), &[]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        lines_starting(&out, "screen "),
        [
            "screen Statistics",
            "screen Start",
            "screen Settings",
            "screen SettingsGroup(Look)",
            "screen Settings",
            "screen Start",
            "screen Import",
            "screen Entry",
            "screen Import",
            "screen Start",
            "screen Learn",
            "screen LearnLevel { level: Easy, page: 0 }",
            "screen Learn",
            "screen Start",
            // A game: paused, resumed, paused again.
            "screen Game",
            "screen Paused",
            "screen Game",
            "screen Paused",
            // From the pause screen and back to it.
            "screen Levels",
            "screen Paused",
            "screen Settings",
            "screen Paused",
            // A new game asked for: the question, and back the way it came, to the game.
            "screen Levels",
            "screen Replace",
            "screen Levels",
            "screen Paused",
            "screen Game",
            // Won: the end of the game, then the start screen, where Escape does nothing.
            "screen Over",
            "screen Start",
        ],
        "{out}"
    );
    assert!(out.contains("script done"), "{out}");
}

#[test]
fn menus_are_walked_and_pressed_with_the_keyboard_and_the_ring_is_seen_in_both_themes() {
    if !x_server_available(
        "menus_are_walked_and_pressed_with_the_keyboard_and_the_ring_is_seen_in_both_themes",
    ) {
        return;
    }
    for (theme, palette) in [("light", LIGHT), ("dark", DARK)] {
        let dir = TempDir::new("keyboard");
        let (plain, ringed) = (dir.0.join("plain.png"), dir.0.join("ringed.png"));
        // The start screen in one column (a window taller than wide: a wide one sets the
        // cards beside the levels), the daily puzzle's card, under it the choice of kind, the
        // five levels (three over two), under them Learn, Statistics, Settings, Import: a digit
        // chooses nothing; Tab shows the focus on the first button; an arrow moves it to the
        // nearest button its way (Down from the card is the choice of kind, Down from it, over
        // the whole row, the row's first, Easy; Up from a level is the choice of kind, from it
        // the card), Tab and Shift+Tab along the list; the screen reader's focus is the same
        // focus, Enter presses it.
        let script = format!(
            "key 3\nwait 1\nscreenshot {}\n\
             key Tab\nwait 1\nscreenshot {}\n\
             key Down\nkey Down\nkey Tab\nkey Shift+Tab\nkey Right\nkey Right\nkey Up\nkey Up\n\
             access-tree\naccess-focus menu-9\naccess-tree\n\
             key Right\nkey Enter\nwait 1\n\
             key Down\nkey Space\nwait 1\n\
             key Right\nkey Right\nkey Right\nkey Left\nwait-saved\n",
            plain.display(),
            ringed.display()
        );
        // A window where the start screen is one column (the wide one, in two columns, is
        // walked by the arrows' unit test in `screens/navigation.rs`).
        let output = play(&dir.0, &script, (720, 1000), &["--theme", theme]);
        let out = String::from_utf8_lossy(&output.stdout);
        assert_eq!(
            lines_starting(&out, "focus "),
            [
                "focus 1", "focus 2", "focus 3", "focus 4", "focus 3", "focus 4", "focus 5",
                "focus 2", "focus 1", "focus 9", "focus 10", "focus 1", "focus 2", "focus 1",
            ],
            "{out}"
        );
        // "3" started no game; Enter pressed the tenth (Settings), Space its second group.
        assert_eq!(
            lines_starting(&out, "screen "),
            ["screen Settings", "screen SettingsGroup(Look)"],
            "{out}"
        );
        assert!(!out.contains("new game"), "{out}");
        // On the Look group the focus starts on the theme, a choice: Right chose Light, then
        // Dark, then nothing more (Dark is the last), Left came back to Light.
        let saved = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
        assert!(saved.contains("\"theme\":\"light\""), "{saved}");
        // The screen reader's focus is where the ring is: the first button (node 400), then
        // the ninth it moved to.
        assert_eq!(
            lines_starting(&out, "access focus "),
            ["access focus 400", "access focus 408"],
            "{out}"
        );
        // The ring: the pixels Tab changed lie around the first button only, in the text's
        // colour (its anti-aliased edges a blend of it and the background), at a contrast of
        // at least 3:1 with the background.
        let (before, after) = (Picture::read(&plain), Picture::read(&ringed));
        let first = reported_menu_centre(&out, 1);
        let mut changed = Vec::new();
        for y in 0..after.height {
            for x in 0..after.width {
                let (a, b) = (before.at(x as f32, y as f32), after.at(x as f32, y as f32));
                if !close(a, b) {
                    changed.push((x as f32, y as f32, b));
                }
            }
        }
        assert!(
            changed.len() > 500,
            "{theme}: {} pixels changed",
            changed.len()
        );
        for &(x, y, _) in &changed {
            assert!(
                (y - first.1).abs() < 45.0 && (x - first.0).abs() < 225.0,
                "{theme}: a change at {x},{y}, away from the first button at {first:?}"
            );
        }
        let ink = changed
            .iter()
            .filter(|(_, _, seen)| close(*seen, palette.text))
            .count();
        let edges = changed
            .iter()
            .filter(|(_, _, seen)| blend_of(*seen, palette.text, palette.background))
            .count();
        assert!(
            ink * 3 >= changed.len() && edges == changed.len(),
            "{theme}: of {} changed pixels, {ink} in the text's colour, {edges} blends of it \
             and the background",
            changed.len()
        );
        assert!(
            theme::contrast(palette.text, palette.background) >= 3.0,
            "{theme}: the ring's contrast"
        );
    }
}

/// The centre of menu button `n` (from 1) in the report's first layout block.
fn reported_menu_centre(out: &str, n: usize) -> (f32, f32) {
    let prefix = format!("layout menu {n} ");
    let line = out
        .lines()
        .find(|l| l.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no {prefix}\n{out}"));
    let words: Vec<&str> = line[prefix.len()..].split(' ').collect();
    (words[0].parse().unwrap(), words[1].parse().unwrap())
}

#[test]
fn every_game_says_what_it_is_and_an_import_shares_no_levels_time() {
    if !x_server_available("every_game_says_what_it_is_and_an_import_shares_no_levels_time") {
        return;
    }
    let dir = TempDir::new("names");
    // The daily puzzle (the start screen's first button), its header read by the screen
    // reader's tree; paused and left for the start screen (Continue names it), then a new game
    // asked for (the question names it too), and given up for an imported puzzle one digit from
    // its win, whose result is copied.
    let script = format!(
        "tap-menu 1\nsettle\naccess-tree\n\
         key Escape\ntap-menu 6\n\
         tap-menu 4\naccess-tree\nkey Escape\n\
         puzzle {}\naccess-tree\ntap-cell 1 1\nkey 5\nsettle\ntap-menu 3\nwait 1\n",
        one_from_the_win()
    );
    let output = play(&dir.0, &script, (1000, 720), &[]);
    let out = String::from_utf8_lossy(&output.stdout);
    let line = lines_starting(&out, "new game Medium ")
        .first()
        .copied()
        .unwrap_or_else(|| panic!("no daily game\n{out}"))
        .to_string();
    let date: peerless::game::Date = line.rsplit(" daily ").next().unwrap().parse().unwrap();
    let name = format!("Daily · {} {} · Medium", date.day(), date.month_name());
    // The header, as the screen reader reads it (the level, then the mistakes; the middle dots
    // a voice would name said as commas).
    let spoken = name.replace(" · ", ", ");
    assert!(
        out.contains(&format!("\t{spoken}, Mistakes 0\t")),
        "the header names the daily: {name}\n{out}"
    );
    // Continue, and the question before the game is given up.
    assert!(
        out.contains(&format!("layout caption 1 {name} · 0:0")),
        "Continue names it\n{out}"
    );
    assert!(
        out.contains(&format!("\t{spoken}, 0:0")) && out.contains(" cells to go"),
        "the question names it\n{out}"
    );
    // The imported puzzle: its header, and a result that claims no level's time.
    assert!(out.contains("\tImported, Easy, Mistakes 0\t"), "{out}");
    let copied = lines_starting(&out, "copied ");
    assert_eq!(
        copied,
        ["copied Peerless · imported puzzle, graded Easy · no hints"],
        "{out}"
    );
}

#[test]
fn a_notice_covers_no_button_goes_after_a_few_seconds_and_is_heard_once() {
    if !x_server_available("a_notice_covers_no_button_goes_after_a_few_seconds_and_is_heard_once") {
        return;
    }
    let dir = TempDir::new("notice");
    let (before, during) = (dir.0.join("before.png"), dir.0.join("during.png"));
    // The pause screen (Resume, Restart, New game, Copy the puzzle, Settings, Main menu):
    // the puzzle copied; its notice two seconds later, and once it has gone.
    let script = format!(
        "puzzle {PUZZLE}\nkey Escape\nsettle\nscreenshot {}\ntap-menu 4\nwait 1\n\
         screenshot {}\nsleep 2000\naccess-tree\nwait-notice-gone\naccess-tree\n",
        before.display(),
        during.display()
    );
    let output = play(&dir.0, &script, (1000, 720), &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    let copied = format!("Copied: {PUZZLE}");
    // Copy the puzzle's caption counts this puzzle's givens (it once said 81 for every one).
    let givens = PUZZLE.bytes().filter(|b| (b'1'..=b'9').contains(b)).count();
    assert!(
        out.contains(&format!(
            "\nlayout caption 4 Its {givens} givens as one line, to play elsewhere\n"
        )),
        "{givens} givens\n{out}"
    );
    assert_eq!(
        lines_starting(&out, "announce Copied"),
        [format!("announce {copied}").as_str()],
        "heard once\n{out}"
    );
    // Two seconds on, the notice is still there (the tree's node 9); then it goes.
    let trees: Vec<&str> = out.split("access end").collect();
    let notice = format!("access 9\tlabel\t1\t0\t0\t0\t0\t\t{copied}\t");
    assert!(trees[0].contains(&notice), "{out}");
    assert!(!trees[1].contains("access 9\t"), "{out}");
    assert!(out.contains("notice gone\n"), "{out}");
    // Every button is drawn as it was before the notice came.
    let (a, b) = (Picture::read(&before), Picture::read(&during));
    for n in 1..=6 {
        let (x, y) = reported_menu_centre_last(&out, n);
        for dx in [-150.0, -60.0, 0.0, 60.0, 150.0] {
            for dy in [-20.0, 0.0, 20.0] {
                let (px, py) = (x + dx, y + dy);
                assert!(
                    close(a.at(px, py), b.at(px, py)),
                    "button {n} covered at {px},{py}"
                );
            }
        }
    }
    // And the notice was drawn (in the title's band).
    let changed = (0..b.height)
        .flat_map(|y| (0..b.width).map(move |x| (x as f32, y as f32)))
        .filter(|&(x, y)| !close(a.at(x, y), b.at(x, y)))
        .count();
    assert!(changed > 1000, "{changed} pixels of notice");
}

/// The centre of menu button `n` (from 1) in the report's last layout block.
fn reported_menu_centre_last(out: &str, n: usize) -> (f32, f32) {
    let prefix = format!("layout menu {n} ");
    let line = out
        .lines()
        .rev()
        .find(|l| l.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no {prefix}\n{out}"));
    let words: Vec<&str> = line[prefix.len()..].split(' ').collect();
    (words[0].parse().unwrap(), words[1].parse().unwrap())
}

#[test]
fn undo_selects_the_cell_it_changed_and_a_coloured_selection_is_outlined() {
    if !x_server_available("undo_selects_the_cell_it_changed_and_a_coloured_selection_is_outlined")
    {
        return;
    }
    let dir = TempDir::new("undo");
    let size = (1000, 720);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let shot = dir.0.join("colours.png");
    // A digit in r1c3 and a note in r1c4; the selection moved away; each undo selects the
    // cell it changed back. Then r2c2 and r2c3 coloured (colour mode: V, then a digit), r2c3
    // left selected.
    let script = format!(
        "puzzle {PUZZLE}\ntap-cell 1 3\nkey 4\ntap-cell 1 4\nkey Shift+6\ntap-cell 9 9\n\
         key Ctrl+Z\nkey Ctrl+Z\nkey Ctrl+Y\n\
         key V\ntap-cell 2 2\nkey 1\ntap-cell 2 3\nkey 1\nsettle\nscreenshot {}\n",
        shot.display()
    );
    let output = play(&dir.0, &script, size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    // The redo changes r1c3 again, which the last undo already selected.
    let moves = lines_starting(&out, "move ");
    let undone = moves
        .iter()
        .position(|m| m.starts_with("move Undo"))
        .expect(&out);
    assert_eq!(
        moves[undone..undone + 6],
        [
            "move Undo -> ok",
            "move Select r1c4 -> ok",
            "move Undo -> ok",
            "move Select r1c3 -> ok",
            "move Redo -> ok",
            "move SetMode colour -> ok",
        ],
        "{out}"
    );
    // The selected coloured cell has an outline in the text's colour along its inner edge;
    // the other coloured cell has none.
    let picture = Picture::read(&shot);
    let edge = |cell: Cell| {
        let r = layout.cell_rect(cell);
        let (_, y) = r.center();
        (0..4)
            .filter(|i| close(picture.at(r.x + 2.0 + *i as f32 * 0.5, y), LIGHT.text))
            .count()
    };
    let (selected, other) = (Cell::at(1, 2).unwrap(), Cell::at(1, 1).unwrap());
    assert!(
        edge(selected) >= 2,
        "the selected coloured cell is outlined"
    );
    assert_eq!(edge(other), 0, "a coloured cell not selected is not");
}

#[test]
fn a_large_window_keeps_its_pad_keys_the_size_of_buttons() {
    if !x_server_available("a_large_window_keeps_its_pad_keys_the_size_of_buttons") {
        return;
    }
    let dir = TempDir::new("pad");
    let output = play(
        &dir.0,
        &format!("puzzle {PUZZLE}\nwait 1\n"),
        (1600, 900),
        &[],
    );
    let out = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<String> = out.lines().map(String::from).collect();
    let digit = |d: usize| reported_point(&lines, &format!("layout digit {d} "));
    let tool = |t: usize| reported_point(&lines, &format!("layout tool {t} "));
    // Keys 1 and 2 side by side, 1 and 4 one above the other: centres a key and a gap apart.
    let across = digit(2).0 - digit(1).0;
    let down = digit(4).1 - digit(1).1;
    assert!(
        across <= 96.0 + GAP_DP + 1.0 && down <= 96.0 + GAP_DP + 1.0,
        "{across} {down}\n{out}"
    );
    // Tools beside each other are as far apart as keys, or farther: the keys no longer dwarf them.
    assert!(tool(1).0 - tool(0).0 >= across - 1.0, "{out}");
}

#[test]
fn the_language_setting_shows_the_language_the_command_line_chose() {
    if !x_server_available("the_language_setting_shows_the_language_the_command_line_chose") {
        return;
    }
    let dir = TempDir::new("lang");
    // Settings is the ninth button of the start screen in German too.
    let output = play(
        &dir.0,
        "tap-menu 10\nwait 1\n",
        (1000, 720),
        &["--lang", "de"],
    );
    let out = String::from_utf8_lossy(&output.stdout);
    let forced = catalogue_text("de", "setting-language-forced");
    assert!(
        out.contains(&format!("layout caption 5 {forced}\n")),
        "{forced}\n{out}"
    );
}

#[test]
fn the_theme_setting_shows_the_theme_the_command_line_chose_and_a_choice_takes_over() {
    if !x_server_available(
        "the_theme_setting_shows_the_theme_the_command_line_chose_and_a_choice_takes_over",
    ) {
        return;
    }
    let dir = TempDir::new("theme");
    let shot = dir.0.join("dark.png");
    // `--theme light`: Settings, Look; the theme row says Light, chosen on the command line;
    // Dark chosen there is the theme at once, and saved.
    let script = format!(
        "tap-menu 10\nwait 1\ntap-menu 2\nwait 1\naccess-tree\n\
         tap-choice 1 3\nwait 1\nsettle\naccess-tree\nscreenshot {}\nwait-saved\n",
        shot.display()
    );
    let output = play(&dir.0, &script, (1000, 720), &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    let forced = catalogue_text("en", "setting-theme-forced");
    assert!(
        out.contains(&format!("layout caption 1 {forced}\n")),
        "{out}"
    );
    let trees: Vec<&str> = out.split("access end").collect();
    assert!(trees[0].contains("\tTheme: Light\t"), "{out}");
    assert!(trees[1].contains("\tTheme: Dark\t"), "{out}");
    // The screen shown after the choice (its last layout block) says nothing of the command
    // line: the choice is the player's now.
    let last = &trees[1][trees[1]
        .rfind("layout menu 1 ")
        .expect("a layout after the choice")..];
    let block = &last[..last.find("layout end").unwrap_or(last.len())];
    assert!(!block.contains(&forced), "{block}");
    let picture = Picture::read(&shot);
    assert!(
        close(picture.at(4.0, 4.0), DARK.background),
        "{:?} is not the dark background",
        picture.at(4.0, 4.0)
    );
    let save = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    assert!(save.contains("\"theme\":\"dark\""), "{save}");
}

#[test]
fn a_save_that_fails_is_told_to_the_player_and_retried_until_it_succeeds() {
    if !x_server_available("a_save_that_fails_is_told_to_the_player_and_retried_until_it_succeeds")
    {
        return;
    }
    let dir = TempDir::new("full");
    let data = dir.0.join("data");
    std::fs::create_dir_all(&data).unwrap();
    // A full disk: the save's temporary file is a link to /dev/full, where every write fails
    // with "no space left". The failed write removes it, so the retry finds room.
    std::os::unix::fs::symlink("/dev/full", data.join("save.json.tmp")).unwrap();
    let shot = dir.0.join("notice.png");
    let after = dir.0.join("after.png");
    let script = format!(
        "puzzle {PUZZLE}\nwait-save-tried\nscreenshot {}\ntouch-cell 1 3\ntouch-digit 4\nwait-saved\nwait 10\n\
         screenshot {}\n",
        shot.display(),
        after.display()
    );
    let size = (412, 915);
    let output = play(
        &dir.0,
        &script,
        size,
        &["--phone", "--dp", "1", "--theme", "light"],
    );
    let out = String::from_utf8_lossy(&output.stdout);
    let notices = lines_starting(&out, "notice ");
    assert_eq!(notices.len(), 2, "{out}");
    assert!(
        notices[0]
            == "notice Your game could not be saved: there is no room left to keep it. It will be tried again.",
        "{out}"
    );
    assert_eq!(notices[1], "notice cleared", "{out}");
    // Showing the notice costs the frames that only redraw nothing.
    assert!(out.contains(", allocations in them 0\n"), "{out}");
    // The notice was on the screen: a card in the button colour at the top of the hint's
    // band, over no button.
    let picture = Picture::read(&shot);
    let band = reported_rect(&out, "message");
    assert!(
        close(
            picture.at(band.0 + band.2 / 2.0, band.1 + 4.0),
            LIGHT.button
        ),
        "no notice drawn at the top of {band:?}"
    );
    let cleared = Picture::read(&after);
    assert!(
        !close(
            cleared.at(band.0 + band.2 / 2.0, band.1 + 4.0),
            LIGHT.button
        ),
        "the notice stayed after the save succeeded"
    );
    // The retry stored the game with its move, and no temporary file was left behind (the one
    // save that succeeded had no good save before it to keep as a backup); the lock file the
    // saves are written under aside.
    let save = std::fs::read_to_string(data.join("save.json")).expect("saved at last");
    assert!(save.contains("\"board\":\"534.7"), "{save}");
    let mut files: Vec<String> = std::fs::read_dir(&data)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name != "save.lock")
        .collect();
    files.sort();
    assert_eq!(files, ["save.json"], "{out}");
}

#[test]
fn corner_and_centre_notes_are_drawn_apart_and_a_colour_outlives_an_undone_digit() {
    if !x_server_available(
        "corner_and_centre_notes_are_drawn_apart_and_a_colour_outlives_an_undone_digit",
    ) {
        return;
    }
    let dir = TempDir::new("marks");
    let size = (480, 800);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let shot = dir.0.join("marks.png");
    // r1c3: a centre note 1 and a corner note 9. r1c4: colour 3, then a digit, then undo.
    let script = format!(
        "puzzle {PUZZLE}\nsettle\n\
         tap-cell 1 3\nkey C\nkey 1\nkey X\nkey 9\n\
         tap-cell 1 4\nkey V\nkey 3\nkey Z\nkey 6\nkey Ctrl+Z\n\
         tap-cell 9 9\nwait 1\nscreenshot {}\n",
        shot.display()
    );
    let output = play(&dir.0, &script, size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    for line in [
        "move ToggleNote r1c3 1 -> recorded",
        "move ToggleCornerNote r1c3 9 -> recorded",
        "move ToggleColour r1c4 3 -> recorded",
        "move Enter r1c4 6 -> recorded",
        "move Undo -> ok",
    ] {
        assert!(out.contains(line), "{line}\n{out}");
    }
    let picture = Picture::read(&shot);
    let r = layout.cell_rect(Cell::at(0, 2).unwrap());
    let third = r.w / 3.0;
    // The pixels of a third of r1c3 (by column and row) that `is_ink` accepts.
    let inked = |col: f32, row: f32, is_ink: &dyn Fn(Rgb) -> bool| {
        let (x0, y0) = (r.x + col * third, r.y + row * third);
        (2..third as usize - 2)
            .flat_map(|x| (2..third as usize - 2).map(move |y| (x, y)))
            .filter(|&(x, y)| is_ink(picture.at(x0 + x as f32, y0 + y as f32)))
            .count()
    };
    // Corner notes are drawn in the accent (blue), centre notes in the notes' grey.
    let blue = |c: Rgb| i16::from(c.2) - i16::from(c.0) > 40;
    let grey = |c: Rgb| {
        let (r, g, b) = (i16::from(c.0), i16::from(c.1), i16::from(c.2));
        r + g + b < 600 && (r - b).abs() < 30 && (g - b).abs() < 30
    };
    // The corner note 9 takes the top-left corner; the centre note 1 leaves its usual place
    // there for the middle of the cell.
    assert!(inked(0.0, 0.0, &blue) > 3, "no corner note in the corner");
    assert_eq!(inked(0.0, 0.0, &grey), 0, "a centre note in the corner");
    assert!(inked(1.0, 1.0, &grey) > 3, "no centre note in the middle");
    assert_eq!(inked(1.0, 1.0, &blue), 0, "the two kinds overlap");
    // r1c4 keeps its colour with its digit undone: the colour over the peers' tint (r9c9 is
    // selected, so r1c4 is untinted), and no digit.
    let c = layout.cell_rect(Cell::at(0, 3).unwrap());
    let fill = theme::CELL_COLOURS[2].over(LIGHT.cell, f32::from(LIGHT.colour_fill) / 100.0);
    assert!(
        close(picture.at(c.x + c.w * 0.7, c.y + c.h * 0.3), fill),
        "{:?} is not colour 3",
        picture.at(c.x + c.w * 0.7, c.y + c.h * 0.3)
    );
    let save = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    assert!(save.contains("\"colours\":[0,0,0,3,"), "{save}");
    assert!(save.contains("\"board\":\"53..7"), "{save}");
}

#[test]
fn candidates_keep_their_places_and_a_digits_disc_goes_behind_its_drawn_note() {
    if !x_server_available(
        "candidates_keep_their_places_and_a_digits_disc_goes_behind_its_drawn_note",
    ) {
        return;
    }
    let size = (480, 800);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let r1c3 = Cell::at(0, 2).unwrap();
    let place = |digit: u8| layout.note_rect(r1c3, Digit::new(digit).unwrap());
    let grey = |c: Rgb| {
        let (r, g, b) = (i16::from(c.0), i16::from(c.1), i16::from(c.2));
        r + g + b < 600 && (r - b).abs() < 30 && (g - b).abs() < 30
    };
    let inked = |picture: &Picture, r: Rect, is: &dyn Fn(Rgb) -> bool| {
        (r.x as usize + 1..r.right() as usize - 1)
            .flat_map(|x| (r.y as usize + 1..r.bottom() as usize - 1).map(move |y| (x, y)))
            .filter(|&(x, y)| is(picture.at(x as f32, y as f32)))
            .count()
    };
    // The default: candidates 1 and 9 in r1c3 sit in their places, top left and bottom
    // right, the middle left empty.
    let dir = TempDir::new("candidates");
    let shot = dir.0.join("places.png");
    let script = format!(
        "puzzle {PUZZLE}\nsettle\ntap-cell 1 3\nkey C\nkey 1\nkey 9\ntap-cell 9 9\nwait 1\n\
         screenshot {}\n",
        shot.display()
    );
    let _ = play(&dir.0, &script, size, &["--theme", "light"]);
    let picture = Picture::read(&shot);
    assert!(inked(&picture, place(1), &grey) > 3, "no 1 in its place");
    assert!(inked(&picture, place(9), &grey) > 3, "no 9 in its place");
    assert_eq!(
        inked(&picture, place(5), &grey),
        0,
        "a candidate in the middle"
    );
    // Centred, as SudokuPad's centre notes: 1 4 8 on one line, the 4 in the middle. With a
    // 4 selected (r5c1's), its disc is behind that 4, not where a 4 sits on a keypad.
    let dir = TempDir::new("centred");
    std::fs::create_dir_all(dir.0.join("data")).unwrap();
    std::fs::write(
        dir.0.join("data").join("save.json"),
        r#"{"format":"peerless-save","version":3,"settings":{"candidate_style":"centred"},"game":null}"#,
    )
    .unwrap();
    let shot = dir.0.join("centred.png");
    let script = format!(
        "puzzle {PUZZLE}\nsettle\ntap-cell 1 3\nkey C\nkey 1\nkey 4\nkey 8\ntap-cell 5 1\n\
         wait 1\nscreenshot {}\n",
        shot.display()
    );
    let _ = play(&dir.0, &script, size, &["--theme", "light"]);
    let picture = Picture::read(&shot);
    let disc = |c: Rgb| close(c, LIGHT.selected);
    assert!(
        inked(&picture, place(5), &disc) > 10,
        "no disc behind the middle 4"
    );
    assert_eq!(
        inked(&picture, place(4), &disc),
        0,
        "a disc in the 4's keypad place"
    );
    assert!(inked(&picture, place(5), &grey) > 3, "no 4 in the middle");
}

#[test]
fn the_notes_tool_is_one_tap_and_a_long_press_chooses_the_kind_it_turns_on() {
    if !x_server_available(
        "the_notes_tool_is_one_tap_and_a_long_press_chooses_the_kind_it_turns_on",
    ) {
        return;
    }
    let dir = TempDir::new("notes-tool");
    let size = (480, 800);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let shot = dir.0.join("chooser.png");
    let (bx, by) = layout.board.center();
    // One tap on, one tap off; a long press opens the chooser, a tap beside it closes it
    // choosing nothing, Escape too; Corner chosen; then one tap is corner notes, and stays so
    // in the next game; a screen reader opens the chooser by the node beside the tool and
    // chooses colours, which are saved as the player's kind (a click on a cell while it is
    // open closes it first, as a tap beside it does).
    let script = format!(
        "puzzle {PUZZLE}\nsettle\ntap-cell 1 3\n\
         tap-tool Notes\ntap-tool Notes\n\
         hold-tool Notes\nwait 1\ntap {bx} {by}\n\
         hold-tool Notes\nwait 1\nkey Escape\n\
         hold-tool Notes\nwait 1\nscreenshot {}\ntap-kind corner\ntap-digit 7\n\
         tap-tool Notes\ntap-tool Notes\n\
         puzzle {PUZZLE}\nsettle\ntap-tool Notes\ntap-tool Notes\n\
         access-click 654\nwait 1\naccess-click r5c5\nwait 1\n\
         access-click 654\nwait 1\naccess-click 657\nwait-saved\n",
        shot.display()
    );
    let output = play(&dir.0, &script, size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    let moves: Vec<&str> = out
        .lines()
        .filter(|l| {
            l.starts_with("move SetMode") || l.starts_with("chooser") || l.contains("Note r1c3")
        })
        .collect();
    assert_eq!(
        moves,
        [
            "move SetMode centre -> ok",
            "move SetMode digit -> ok",
            "chooser open",
            "chooser closed",
            "chooser open",
            "chooser closed",
            "chooser open",
            "chooser closed",
            "move SetMode corner -> ok",
            "move ToggleCornerNote r1c3 7 -> recorded",
            "move SetMode digit -> ok",
            "move SetMode corner -> ok",
            // The next game: the tool turns the player's kind on, corner notes.
            "move SetMode corner -> ok",
            "move SetMode digit -> ok",
            "chooser open",
            "chooser closed",
            "chooser open",
            "chooser closed",
            "move SetMode colour -> ok",
        ],
        "{out}"
    );
    // The tap beside the chooser selected nothing on the board; the screen reader's click on
    // r5c5 did, after closing it.
    let selects: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("move Select"))
        .collect();
    assert_eq!(
        selects,
        ["move Select r1c3 -> ok", "move Select r5c5 -> ok"],
        "{out}"
    );
    let save = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    assert!(save.contains("\"note_kind\":\"colour\""), "{save}");
    // The chooser over the pad, the kind the tool turns on (candidates) filled with the
    // accent, the others as buttons.
    let picture = Picture::read(&shot);
    let row = layout.tools[0].union(layout.tools[5]);
    let top = layout.pad.iter().map(|r| r.y).fold(f32::MAX, f32::min);
    let third = row.w / 3.0;
    let at = |i: f32| picture.at(row.x + third * (i + 0.5), top + 12.0);
    assert!(close(at(0.0), LIGHT.accent), "{:?}", at(0.0));
    assert!(close(at(1.0), LIGHT.button), "{:?}", at(1.0));
}

#[test]
fn a_win_is_summed_up_and_the_statistics_chart_its_time() {
    if !x_server_available("a_win_is_summed_up_and_the_statistics_chart_its_time") {
        return;
    }
    let dir = TempDir::new("summary");
    let size = (480, 800);
    // The last row's last three cells are open; one hint, then the three digits. A puzzle
    // brought in (as a script's `puzzle` is, like a pasted one) is counted apart: no best time
    // for Easy from three cells. The statistics then show Easy, and the imported puzzles.
    let puzzle = format!("{}...", &SOLVED[..78]);
    let won = dir.0.join("won.png");
    let stats = dir.0.join("stats.png");
    let script = format!(
        "puzzle {puzzle}\n\
         key H\n\
         tap-cell 9 7\ntap-digit 1\ntap-cell 9 8\ntap-digit 7\ntap-cell 9 9\ntap-digit 9\n\
         settle\nwait 10\nscreenshot {}\n\
         tap-menu 3\n\
         tap-menu 4\nwait 2\ntap-menu 9\nwait 2\ntap-menu 6\nsettle\nwait 10\nscreenshot {}\n",
        won.display(),
        stats.display()
    );
    let output = play(&dir.0, &script, size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("screen Over\n"), "{out}");
    // An imported puzzle says what it is, and its shared result claims no level's time.
    assert!(out.contains("\nbody Imported · Easy · 0:0"), "{out}");
    assert!(out.contains("\nbody No mistakes · 1 hint\n"), "{out}");
    assert!(
        out.contains("\nbody An imported puzzle: not in the Easy statistics\n"),
        "{out}"
    );
    assert!(!out.contains("best time"), "{out}");
    assert!(out.contains("\nbody Needed: "), "{out}");
    assert!(
        out.contains("\ncopied Peerless · imported puzzle, graded Easy · 1 hint\n"),
        "{out}"
    );
    assert!(out.contains("screen Statistics\n"), "{out}");
    assert!(
        out.contains("\nbody Won 0 of 0 · streak 0 (best 0)\n"),
        "{out}"
    );
    assert!(
        out.contains("\nbody Imported puzzles: won 1 of 1\n"),
        "{out}"
    );
    // Nothing is allocated to redraw the summary or the statistics.
    assert!(out.contains(", allocations in them 0\n"), "{out}");

    // The summary draws the finished grid: the player's three digits in the accent colour.
    let picture = Picture::read(&won);
    let accents = (0..picture.height)
        .flat_map(|y| (0..picture.width).map(move |x| (x, y)))
        .filter(|&(x, y)| close(picture.at(x as f32, y as f32), LIGHT.accent))
        .count();
    assert!(
        accents > 20,
        "no entered digits drawn: {accents} accent pixels"
    );

    // The chart has the one win's bar (the best, in the accent colour); the calendar is drawn.
    let picture = Picture::read(&stats);
    let chart = reported_rect(&out, "chart");
    let bar = pixels_near(&picture, chart, LIGHT.accent);
    assert!(
        bar > 30,
        "the best bar is drawn: {bar} accent pixels in {chart:?}"
    );
    let calendar = reported_rect(&out, "calendar");
    let ink = pixels_near(&picture, calendar, LIGHT.text);
    assert!(
        ink > 100,
        "the calendar's days are drawn: {ink} text pixels"
    );
}

/// The rectangle (x, y, width, height) the last layout a report gave for `name`.
fn reported_rect(out: &str, name: &str) -> (f32, f32, f32, f32) {
    let line = out
        .lines()
        .rfind(|line| line.starts_with(&format!("layout {name} ")))
        .unwrap_or_else(|| panic!("no {name} reported\n{out}"));
    let n: Vec<f32> = line
        .split(' ')
        .skip(2)
        .map(|n| n.parse().unwrap())
        .collect();
    (n[0], n[1], n[2], n[3])
}

/// The x of the first tool in the last layout a report gave.
fn first_tool_x(out: &str) -> f32 {
    let line = out
        .lines()
        .rfind(|line| line.starts_with("layout tool 0 "))
        .unwrap_or_else(|| panic!("no tool in the layout\n{out}"));
    line.split(' ').nth(3).unwrap().parse().unwrap()
}

#[test]
fn a_new_screen_comes_out_of_the_background_and_not_with_reduced_motion() {
    if !x_server_available("a_new_screen_comes_out_of_the_background_and_not_with_reduced_motion") {
        return;
    }
    let dir = TempDir::new("enter");
    let shot = |name: &str| dir.0.join(format!("{name}.png"));
    // Settings, pictured in the frame the tap drew and at rest; Look, where reduced motion is
    // switched on (its seventh button); back to Settings, pictured in the frame Escape drew.
    let script = format!(
        "tap-menu 10\nscreenshot {}\nsettle\nscreenshot {}\n\
         tap-menu 2\nsettle\ntap-menu 7\nwait 1\nkey Escape\nscreenshot {}\nsettle\n",
        shot("first").display(),
        shot("rest").display(),
        shot("reduced").display()
    );
    let output = play(
        &dir.0,
        &script,
        (1000, 720),
        &["--theme", "light", "--report"],
    );
    let out = String::from_utf8_lossy(&output.stdout);
    // The share of a picture's pixels that are not the background.
    let inked = |name: &str| {
        let picture = Picture::read(&shot(name));
        let mut ink = 0;
        for y in (0..picture.height).step_by(4) {
            for x in (0..picture.width).step_by(4) {
                ink += usize::from(!close(picture.at(x as f32, y as f32), LIGHT.background));
            }
        }
        ink as f32 / (picture.width * picture.height / 16) as f32
    };
    let (first, rest, reduced) = (inked("first"), inked("rest"), inked("reduced"));
    // The new screen's first frame is the background, veiled whole; at rest its buttons show,
    // and with reduced motion they show in the first frame.
    assert!(first < 0.01, "{first} of the first frame inked\n{out}");
    assert!(rest > 0.05, "{rest} of the screen at rest inked");
    assert!(
        reduced > 0.05,
        "{reduced} of the first frame inked with reduced motion"
    );
    // The report marks the frames of the motion, then frames at rest; with reduced motion
    // no frame is in motion.
    let frames: Vec<Drawn> = out.lines().filter_map(drawn).collect();
    let look = frames
        .iter()
        .position(|f| f.screen == "SettingsGroup(Look)")
        .expect(&out);
    let settings = |frames: &[Drawn]| -> Vec<bool> {
        let shown = frames.iter().filter(|f| f.screen == "Settings");
        shown.map(|f| f.moving).collect()
    };
    let (before, after) = (settings(&frames[..look]), settings(&frames[look..]));
    assert!(
        before.first() == Some(&true) && before.last() == Some(&false),
        "{out}"
    );
    assert!(!after.is_empty() && !after.contains(&true), "{out}");
}

#[test]
fn a_setting_is_changed_by_touch_shows_its_value_and_is_kept() {
    if !x_server_available("a_setting_is_changed_by_touch_shows_its_value_and_is_kept") {
        return;
    }
    let dir = TempDir::new("settings");
    let size = (1000, 720);
    // Settings, Look, then the row "Tools in landscape" (its fourth), touched at its centre:
    // on its name, left of its segments, which moves it to its next value.
    let script = "tap-menu 10\nwait 2\ntap-menu 2\nwait 2\ntouch-menu 4\nwait 2\n";
    let output = play(&dir.0, script, size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("screen SettingsGroup(Look)\n"), "{out}");
    assert!(out.contains(" Tools in landscape\n"), "{out}");
    let right = out
        .lines()
        .find(|line| line.starts_with("layout tool 0 "))
        .and_then(|line| line.split(' ').nth(3))
        .map(|x| x.parse::<f32>().unwrap())
        .expect(&out);
    let left = first_tool_x(&out);
    assert!(
        right > size.0 as f32 / 2.0,
        "the tools start on the right: {right}"
    );
    assert!(
        left < size.0 as f32 / 2.0,
        "the setting moved them left: {left}"
    );
    let saved = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    assert!(saved.contains("\"tools_left\":true"), "{saved}");
    // The next start lays them out on the left from the first frame.
    let output = play(&dir.0, "wait 2\n", size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(first_tool_x(&out) < size.0 as f32 / 2.0, "{out}");
}

#[test]
fn a_phone_ticks_on_an_entry_buzzes_on_a_mistake_and_can_be_kept_quiet() {
    if !x_server_available("a_phone_ticks_on_an_entry_buzzes_on_a_mistake_and_can_be_kept_quiet") {
        return;
    }
    let dir = TempDir::new("haptics");
    // r1c3 is 4 in the solution: a 4 ticks, then a 5 in r1c4 (which is 6) buzzes. Then the
    // Play settings' haptics row turns them off, and the next entry is silent.
    let script = format!(
        "puzzle {PUZZLE}\n\
         touch-cell 1 3\ntouch-digit 4\n\
         touch-cell 1 4\ntouch-digit 5\n\
         touch-pause\nwait 2\ntouch-menu 5\nwait 2\ntouch-menu 1\nwait 2\ntouch-menu 4\nwait 2\n\
         key Escape\nkey Escape\nwait 2\ntouch-menu 1\nwait 2\n\
         touch-cell 2 2\ntouch-digit 7\nwait 2\n"
    );
    let output = play(&dir.0, &script, (412, 915), &["--phone", "--dp", "1"]);
    let out = String::from_utf8_lossy(&output.stdout);
    let felt = lines_starting(&out, "haptic ");
    assert_eq!(felt, ["haptic Tick", "haptic Mistake"], "{out}");
    assert!(
        out.contains("move Enter r2c2 7 -> recorded"),
        "the last entry was made\n{out}"
    );
    assert!(out.contains(" Vibration\n"), "{out}");
    let saved = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    assert!(saved.contains("\"haptics\":false"), "{saved}");
}

/// Pixels of `picture` within `r` (window pixels) close to `rgb`.
fn pixels_near(picture: &Picture, r: (f32, f32, f32, f32), rgb: Rgb) -> usize {
    let (x0, y0, w, h) = r;
    (0..h.max(0.0) as usize)
        .flat_map(|dy| (0..w.max(0.0) as usize).map(move |dx| (dx, dy)))
        .filter(|&(dx, dy)| close(picture.at(x0 + dx as f32, y0 + dy as f32), rgb))
        .count()
}

#[test]
fn a_hint_at_its_fullest_draws_the_step_candidate_by_candidate() {
    if !x_server_available("a_hint_at_its_fullest_draws_the_step_candidate_by_candidate") {
        return;
    }
    let size = (1000, 720);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let at = |row: usize, col: usize| Cell::at(row - 1, col - 1).unwrap();
    let seven = Digit::new(7).unwrap();
    // A finned X-Wing (magictour's top 1465): after two placements, 7s in rows 4 and 7 sit in
    // columns 3 and 5 but for the fin r7c4, so r9c5 cannot be 7. The notes are the candidates
    // (Auto); a tap beside the board lets go of the last cell; three hints show the whole step.
    let dir = TempDir::new("hint-fish");
    let shot = dir.0.join("fish.png");
    let script = format!(
        "puzzle ......8...7..9..1...3..7..51..6......5..2..4...8..9..74.....2...6..1..5......6..3\n\
         settle\ntap-tool Auto\n\
         tap-cell 1 8\ntap-digit 7\ntap-cell 2 7\ntap-digit 3\n\
         tap 1 300\n\
         tap-tool Hint\ntap-tool Hint\ntap-tool Hint\nwait 3\nscreenshot {}\n",
        shot.display()
    );
    let output = play(&dir.0, &script, size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("move Deselect -> ok"), "{out}");
    assert_eq!(out.matches("move Hint -> ok").count(), 3, "{out}");
    let picture = Picture::read(&shot);
    let box_of = |cell: Cell| {
        let r = layout.note_rect(cell, seven);
        (r.x, r.y, r.w, r.h)
    };
    // The struck-out 7 of r9c5: red in its place.
    let red = pixels_near(&picture, box_of(at(9, 5)), LIGHT.conflict);
    assert!(
        red > 20,
        "the removed candidate is struck out: {red} red pixels"
    );
    // The fin r7c4: its fill, and a ring in the digits' ink around it; the body's 7s (r4c3)
    // have the pattern's fill and no ring.
    let fin = box_of(at(7, 4));
    let fill = pixels_near(&picture, fin, LIGHT.roles.fin);
    assert!(fill > 20, "the fin's fill: {fill} pixels");
    let r = layout.note_rect(at(7, 4), seven);
    let (cx, cy) = r.center();
    // The ring lies inside the mark's edge (0.42 of the place), 1.2 px wide at this density.
    let radius = r.w.min(r.h) * 0.42 - 0.6;
    let ring = (0..16)
        .map(|i| i as f32 * std::f32::consts::TAU / 16.0)
        .filter(|a| {
            let (x, y) = (cx + radius * a.cos(), cy + radius * a.sin());
            close(picture.at(x, y), LIGHT.given)
        })
        .count();
    assert!(
        ring >= 10,
        "the fin is ringed: {ring} of 16 points on the ring are ink"
    );
    let body = pixels_near(&picture, box_of(at(4, 3)), LIGHT.roles.pattern);
    assert!(body > 20, "the fish's body: {body} pixels");
    // The two rows are base units, outlined.
    let row = layout.cell_rect(at(4, 9));
    let outline = pixels_near(
        &picture,
        (row.x, row.y, row.w, row.h),
        LIGHT.roles.base_unit,
    );
    assert!(outline > 20, "row 4 is outlined: {outline} pixels");

    // A nice loop (magictour's top 1465, its first step): the strong link 7r1c8 = 7r1c7 is a
    // line between the two candidates.
    let dir = TempDir::new("hint-loop");
    let shot = dir.0.join("loop.png");
    let script = format!(
        "puzzle .2...3..48..7..39...7....61..3.7...8..6..213.5.........4.8....6..8.1..2..5...9...\n\
         tap-tool Auto\n\
         tap-tool Hint\ntap-tool Hint\ntap-tool Hint\nwait 3\nsleep 300\nwait 10\nscreenshot {}\n",
        shot.display()
    );
    let output = play(&dir.0, &script, size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(out.matches("move Hint -> ok").count(), 3, "{out}");
    // Redrawing the step allocates nothing.
    assert!(out.contains(", allocations in them 0\n"), "{out}");
    let picture = Picture::read(&shot);
    let (x1, y1) = layout.note_rect(at(1, 8), seven).center();
    let (x2, y2) = layout.note_rect(at(1, 7), seven).center();
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    let link = pixels_near(&picture, (mx - 6.0, my - 3.0, 12.0, 6.0), LIGHT.roles.link);
    assert!(
        link > 8,
        "the strong link is drawn: {link} pixels at its middle"
    );
    // A weak link is dashed: along 4r6c3 - 4r6c8 some points are the link's colour, some not.
    let four = Digit::new(4).unwrap();
    let (x1, y1) = layout.note_rect(at(6, 3), four).center();
    let (x2, _) = layout.note_rect(at(6, 8), four).center();
    let samples: Vec<bool> = (0..60)
        .map(|i| x1 + 20.0 + i as f32 * (x2 - x1 - 40.0) / 60.0)
        .map(|x| (-1..=1).any(|dy| close(picture.at(x, y1 + dy as f32), LIGHT.roles.link)))
        .collect();
    let on = samples.iter().filter(|&&s| s).count();
    assert!(on > 10 && on < 50, "a dashed line: {on} of 60 points drawn");
}

#[test]
fn a_game_in_progress_is_replaced_only_when_the_player_says_so() {
    if !x_server_available("a_game_in_progress_is_replaced_only_when_the_player_says_so") {
        return;
    }
    let dir = TempDir::new("replace");
    // A game with one move; then the daily puzzle and a new Easy game are asked for from the
    // start screen (Continue, the daily puzzle, the choice of kind, Easy, ...), reached from the
    // pause screen's
    // Main menu (its sixth button). The first two answers keep the game (Continue it, and
    // Back), the last gives it up for the daily puzzle.
    let script = format!(
        "puzzle {PUZZLE}\ntap-cell 1 3\nkey 4\n\
         key Escape\ntap-menu 6\n\
         tap-menu 2\nwait 1\ntap-menu 1\n\
         tap-cell 1 4\nkey 6\n\
         key Escape\ntap-menu 6\n\
         tap-menu 4\nwait 1\nkey Escape\n\
         tap-menu 2\nwait 1\ntap-menu 2\nwait 2\n"
    );
    let output = play(&dir.0, &script, (480, 800), &[]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        lines_starting(&out, "screen "),
        [
            "screen Game",
            "screen Paused",
            "screen Start",
            "screen Replace",
            // Continue it: the same game, its move kept.
            "screen Game",
            "screen Paused",
            "screen Start",
            "screen Replace",
            // Back: the screen the question came from, the game still there to continue.
            "screen Start",
            "screen Replace",
            "screen Generating",
            "screen Game",
        ],
        "{out}"
    );
    assert!(out.contains("move Enter r1c4 6 -> recorded"), "{out}");
    // The buttons say what each answer does.
    assert!(out.contains(" Continue it\n"), "{out}");
    assert!(out.contains(" Start a new Easy game\n"), "{out}");
    assert!(out.contains(" Start the daily puzzle\n"), "{out}");
    let games = lines_starting(&out, "new game ");
    assert_eq!(games.len(), 2, "{out}");
    assert!(games[1].starts_with("new game Medium ") && games[1].contains(" daily "));
    // The game given up counts as started and not won (an imported puzzle: in the imported
    // record, apart from the levels).
    let save = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    let imported = save.split("\"imported\":").nth(1).expect(&save);
    assert!(
        imported.starts_with("{\"started\":1,\"won\":0,"),
        "{imported}"
    );
    assert!(imported.contains("\"in_progress\":false"), "{imported}");
}

/// The first day of the month before today's, in time zone `tz`.
fn first_of_last_month(tz: &str) -> String {
    let today = date_in(tz);
    let (year, month) = (&today[..4], &today[5..7]);
    let (year, month): (u32, u32) = (year.parse().unwrap(), month.parse().unwrap());
    let (year, month) = if month == 1 {
        (year - 1, 12)
    } else {
        (year, month - 1)
    };
    format!("{year:04}-{month:02}-01")
}

#[test]
fn a_past_days_puzzle_is_played_from_the_calendar_and_counted_apart() {
    if !x_server_available("a_past_days_puzzle_is_played_from_the_calendar_and_counted_apart") {
        return;
    }
    let dir = TempDir::new("archive");
    let size = (480, 800);
    let tz = "UTC0";
    let run = |script: &str| {
        let mut command = game_command(&dir.0, script, size, &["--theme", "light"]);
        command.env("TZ", tz);
        String::from_utf8_lossy(&finished(command).stdout).into_owned()
    };
    let before = dir.0.join("before.png");
    let after = dir.0.join("after.png");

    // A fresh start screen (the daily puzzle, the levels, Learn, Statistics, ...): the statistics,
    // the calendar's arrow to the month before, its first day. The game is saved on exit.
    let month = first_of_last_month(tz);
    let out = run(&format!(
        "tap-menu 9\nsettle\ntap-month-before\nsettle\nscreenshot {}\ntap-day 1\nsettle\n",
        before.display()
    ));
    let day = first_of_last_month(tz);
    let line = lines_starting(&out, "new game ")
        .first()
        .copied()
        .unwrap_or_else(|| panic!("no game from the calendar\n{out}"))
        .to_string();
    let date = line.rsplit(" archive ").next().unwrap();
    assert!(
        line.starts_with("new game Medium ") && (date == month || date == day),
        "{line} ({month}/{day})\n{out}"
    );
    assert!(out.contains("screen Game\n"), "{out}");

    // Continue it (the first button now) and play it to the win: its solution by the engine.
    let givens = line.split(' ').nth(3).unwrap();
    let board = peerless::Board::parse(givens).unwrap();
    let peerless::solver::Solution::Unique(solved) = peerless::solver::solve(&board) else {
        panic!("the archive's puzzle has one solution: {givens}");
    };
    let mut script = String::from("tap-menu 1\nsettle\n");
    for cell in Cell::ALL {
        if board.get(cell).is_none() {
            let digit = solved.get(cell).unwrap().get();
            script += &format!(
                "tap-cell {} {}\nkey {digit}\n",
                cell.row() + 1,
                cell.col() + 1
            );
        }
    }
    script += "settle\n";
    let out = run(&script);
    assert!(out.contains("screen Over\n"), "{out}");
    // The day as the English catalogue writes it in a game's name: "1 November".
    let day: peerless::game::Date = date.parse().unwrap();
    let (month, day) = (day.month_name(), day.day());
    assert!(
        out.contains(&format!("\nbody Daily of {day} {month} · Medium · ")),
        "the summary names the day\n{out}"
    );
    assert!(
        out.contains("\nbody From the archive · best for this day 0:"),
        "won from the archive, its best this day's\n{out}"
    );
    assert!(!out.contains("daily streak 1"), "{out}");

    // Nothing else counted: no level's game, no daily win or streak; the day and its time kept.
    let save = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    let medium = save.split("\"medium\":").nth(1).expect(&save);
    assert!(medium.starts_with("{\"started\":0,\"won\":0,"), "{medium}");
    let daily = save.split("\"daily\":").nth(1).expect(&save);
    assert!(
        daily.starts_with("{\"won\":0,\"streak\":0,"),
        "no daily win: {daily}"
    );
    assert!(
        daily.contains(&format!("\"archive\":[{{\"date\":\"{date}\",\"time\":")),
        "the archive's day: {daily}"
    );

    // The calendar of that month now marks the day won from the archive, in the accent's lighter
    // shade (counted toward nothing else); before, it had none.
    // A tap on the day won asks first, and Back leaves it as it was.
    let won_day = date.split('-').nth(2).unwrap().parse::<u32>().unwrap();
    let out = run(&format!(
        "tap-menu 9\nsettle\ntap-month-before\nsettle\nscreenshot {}\n\
         tap-day {won_day}\nwait 1\nkey Escape\nwait 1\n",
        after.display()
    ));
    assert_eq!(
        lines_starting(&out, "screen "),
        ["screen Statistics", "screen Replay", "screen Statistics"],
        "{out}"
    );
    assert!(out.contains(" Play it again\n"), "{out}");
    assert!(!out.contains("new game "), "{out}");
    let calendar = reported_rect(&out, "calendar");
    let shade = LIGHT.accent.over(LIGHT.background, 0.35);
    let shaded = |path: &Path| pixels_near(&Picture::read(path), calendar, shade);
    let (was, is) = (shaded(&before), shaded(&after));
    assert!(
        was == 0 && is > 100,
        "the day's disc: {was} pixels of its shade before the win, {is} after"
    );
    // Every day of a past month can be played, and looks it: a button's disc behind each.
    let buttons = pixels_near(&Picture::read(&before), calendar, LIGHT.button);
    let arrows = 2.0 * calendar.2 / 7.0 * calendar.3 / 8.0;
    assert!(
        buttons as f32 > arrows + 28.0 * 100.0,
        "{buttons} pixels of buttons in the calendar"
    );
}

#[test]
fn the_archive_is_reached_and_played_in_a_short_wide_window() {
    if !x_server_available("the_archive_is_reached_and_played_in_a_short_wide_window") {
        return;
    }
    let dir = TempDir::new("archive-short");
    // 700x400: the statistics once dropped the calendar there, and the archive with it.
    let size = (700, 400);
    let tz = "UTC0";
    let shot = dir.0.join("calendar.png");
    let mut command = game_command(
        &dir.0,
        &format!(
            "tap-menu 9\nsettle\ntap-month-before\nsettle\nscreenshot {}\ntap-day 1\nsettle\n",
            shot.display()
        ),
        size,
        &["--theme", "light"],
    );
    command.env("TZ", tz);
    let out = String::from_utf8_lossy(&finished(command).stdout).into_owned();
    // The calendar is drawn whole, inside the window, its rows (title, weekdays, six weeks)
    // at least 16 px tall, and its days look like buttons.
    let calendar = reported_rect(&out, "calendar");
    let (x, y, w, h) = calendar;
    assert!(
        x >= 0.0 && y >= 0.0 && x + w <= size.0 as f32 && y + h <= size.1 as f32,
        "{calendar:?}\n{out}"
    );
    assert!(h / 8.0 >= 16.0 && w >= 7.0 * 16.0, "{calendar:?}\n{out}");
    let buttons = pixels_near(&Picture::read(&shot), calendar, LIGHT.button);
    let arrows = 2.0 * w / 7.0 * h / 8.0;
    assert!(
        buttons as f32 > arrows + 28.0 * 50.0,
        "{buttons} pixels of buttons in the calendar"
    );
    // A tap on the month before's first day plays its puzzle from the archive.
    let month = first_of_last_month(tz);
    let line = lines_starting(&out, "new game ")
        .first()
        .copied()
        .unwrap_or_else(|| panic!("no game from the calendar\n{out}"))
        .to_string();
    assert!(
        line.ends_with(&format!(" archive {month}")),
        "{line}\n{out}"
    );
    assert!(out.contains("screen Game\n"), "{out}");
}

#[test]
fn the_digit_size_setting_draws_the_digits_smaller_or_larger_and_is_kept() {
    if !x_server_available("the_digit_size_setting_draws_the_digits_smaller_or_larger_and_is_kept")
    {
        return;
    }
    let size = (480, 800);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let r1c1 = layout.cell_rect(Cell::at(0, 0).unwrap());
    // Settings, Look, then on the row "Digit size" nothing chosen (normal), its third segment
    // (large) or its first (small); back to the start screen, and a game whose r1c1 holds the
    // given 5.
    let mut ink = Vec::new();
    for (segment, name) in [(None, "normal"), (Some(3), "large"), (Some(1), "small")] {
        let dir = TempDir::new("digit-size");
        let shot = dir.0.join("board.png");
        let mut script = String::from("tap-menu 10\nwait 1\ntap-menu 2\nwait 1\n");
        if let Some(segment) = segment {
            script += &format!("touch-choice 2 {segment}\nwait 1\n");
        }
        script += &format!(
            "key Escape\nkey Escape\nwait 1\npuzzle {PUZZLE}\nsettle\nscreenshot {}\n",
            shot.display()
        );
        let output = play(&dir.0, &script, size, &["--theme", "light"]);
        let out = String::from_utf8_lossy(&output.stdout);
        assert!(out.contains(" Digit size\n"), "{out}");
        let picture = Picture::read(&shot);
        let given = pixels_near(&picture, (r1c1.x, r1c1.y, r1c1.w, r1c1.h), LIGHT.given);
        ink.push((name, given));
        let save = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
        if segment.is_some() {
            assert!(
                save.contains(&format!("\"digit_size\":\"{name}\"")),
                "{save}"
            );
        }
    }
    let [(_, normal), (_, large), (_, small)] = ink[..] else {
        unreachable!()
    };
    // The digit's ink grows with the square of its size: large 1.2 times normal, small 0.85.
    assert!(normal > 30, "{ink:?}");
    assert!(large as f32 > normal as f32 * 1.2, "{ink:?}");
    assert!((small as f32) < normal as f32 * 0.85, "{ink:?}");
}

#[test]
fn a_hinted_placement_is_drawn_on_its_cell_at_a_digits_size_and_inside_it() {
    if !x_server_available("a_hinted_placement_is_drawn_on_its_cell_at_a_digits_size_and_inside_it")
    {
        return;
    }
    let size = (480, 800);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    // The engine's first step on the classic puzzle places a digit (a single).
    let board: peerless::Board = PUZZLE.parse().unwrap();
    let peerless::logic::Hint::Step(step) =
        peerless::logic::hint(&board, &board, &[peerless::Digits::EMPTY; 81])
    else {
        panic!("the classic puzzle's first hint is a step");
    };
    let placed = step.placements[0];
    let picture = hint_at_its_last_level("hint-placed", PUZZLE, "", size);
    let r = layout.cell_rect(placed.cell);
    let (cx, cy) = r.center();
    // The disc fills the cell around its digit: its colour a third of a cell out from the
    // centre, every way; the ring of ink just inside its edge (0.4 of a cell, 1.5 px wide).
    let fill = LIGHT.roles.placed;
    for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
        let (x, y) = (cx + dx * r.w * 0.33, cy + dy * r.w * 0.33);
        assert!(
            close(picture.at(x, y), fill),
            "{}: {:?} at {x},{y}",
            placed.cell,
            picture.at(x, y)
        );
    }
    let radius = r.w * 0.4 - 0.75;
    let ring = (0..16)
        .map(|i| i as f32 * std::f32::consts::TAU / 16.0)
        .filter(|a| {
            close(
                picture.at(cx + radius * a.cos(), cy + radius * a.sin()),
                LIGHT.given,
            )
        })
        .count();
    assert!(
        ring >= 10,
        "the disc is ringed: {ring} of 16 points on the ring are ink"
    );
    // Inside the cell: its corners keep the cell's own colour.
    for (x, y) in [(r.x + 2.0, r.y + 2.0), (r.right() - 3.0, r.bottom() - 3.0)] {
        assert!(!close(picture.at(x, y), fill), "the disc spills to {x},{y}");
    }
    // And the digit itself, at a digit's size: ink across the middle of the cell.
    let ink = pixels_near(
        &picture,
        (cx - r.w * 0.2, cy - r.w * 0.3, r.w * 0.4, r.w * 0.6),
        LIGHT.given,
    );
    assert!(
        ink > 40,
        "the placed digit is drawn large: {ink} ink pixels"
    );
}

/// The light-theme picture of `puzzle` after `before` (script lines) and three presses of Hint,
/// which show its step at the last level, once the board is still.
fn hint_at_its_last_level(name: &str, puzzle: &str, before: &str, size: (u32, u32)) -> Picture {
    let dir = TempDir::new(name);
    let shot = dir.0.join("hint.png");
    let script = format!(
        "puzzle {puzzle}\n{before}tap 1 300\ntap-tool Hint\ntap-tool Hint\ntap-tool Hint\n\
         settle\nscreenshot {}\n",
        shot.display()
    );
    let output = play(&dir.0, &script, size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(out.matches("move Hint -> ok").count(), 3, "{out}");
    Picture::read(&shot)
}

#[test]
fn a_hinted_hidden_single_shows_its_digit_alone_in_its_cell() {
    if !x_server_available("a_hinted_hidden_single_shows_its_digit_alone_in_its_cell") {
        return;
    }
    // A puzzle of magictour's top 1465 whose first step, with every candidate noted, is a
    // hidden single (docs/screenshots/hints/hidden-single.script).
    const HIDDEN: &str =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    let size = (480, 800);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let board: peerless::Board = HIDDEN.parse().unwrap();
    let notes: [peerless::Digits; 81] =
        std::array::from_fn(|i| peerless::rules::candidates(&board, Cell::ALL[i]));
    let peerless::logic::Hint::Step(step) = peerless::logic::hint(&board, &board, &notes) else {
        panic!("a step");
    };
    assert_eq!(step.technique, peerless::logic::Technique::HiddenSingle);
    let placed = step.placements[0];
    let picture = hint_at_its_last_level("hint-hidden-single", HIDDEN, "tap-tool Auto\n", size);
    // The pattern's mark of the digit's own candidate would peek out at the disc's edge: the
    // cell shows the placed digit on its disc alone.
    let r = layout.cell_rect(placed.cell);
    let stray = pixels_near(&picture, (r.x, r.y, r.w, r.h), LIGHT.roles.pattern);
    assert_eq!(
        stray, 0,
        "a pattern mark in {}, the placed digit's cell",
        placed.cell
    );
    assert!(pixels_near(&picture, (r.x, r.y, r.w, r.h), LIGHT.roles.placed) > 100);
}

#[test]
fn every_hint_level_shows_its_words_in_portrait_and_in_landscape() {
    if !x_server_available("every_hint_level_shows_its_words_in_portrait_and_in_landscape") {
        return;
    }
    // A phone's browser held upright and sideways (CSS pixels), and a short phone.
    for size in [(412, 915), (915, 412), (480, 800)] {
        let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
        let m = layout.message;
        let dir = TempDir::new("hint-words");
        let shots: Vec<PathBuf> = (1..=3)
            .map(|level| dir.0.join(format!("hint-{level}.png")))
            .collect();
        let mut script = format!(
            "puzzle {PUZZLE}\ntap 1 1\nsettle\nscreenshot {}\n",
            dir.0.join("none.png").display()
        );
        for shot in &shots {
            script += &format!("key H\nsettle\nscreenshot {}\n", shot.display());
        }
        let output = play(&dir.0, &script, size, &["--theme", "light"]);
        let out = String::from_utf8_lossy(&output.stdout);
        assert_eq!(out.matches("move Hint -> ok").count(), 3, "{out}");
        // The band's pixels that are not its background: the words' ink, antialiased.
        let text_in = |path: &Path| {
            let picture = Picture::read(path);
            let all = (m.w as usize) * (m.h as usize);
            all - pixels_near(&picture, (m.x, m.y, m.w, m.h), LIGHT.background)
        };
        let before = text_in(&dir.0.join("none.png"));
        for (level, shot) in shots.iter().enumerate() {
            let words = text_in(shot);
            assert!(
                words > before + 100,
                "{size:?}: hint level {}: {words} text pixels in the band {m:?} ({before} before)",
                level + 1
            );
        }
    }
}

#[test]
fn hints_name_cells_in_words_when_the_player_asks_for_it() {
    if !x_server_available("hints_name_cells_in_words_when_the_player_asks_for_it") {
        return;
    }
    // A hint's second level names its cells; then Settings, Help, "Cell names in hints" (the
    // fifth row), and the same hint in words.
    let dir = TempDir::new("cell-names");
    let script = format!(
        "puzzle {PUZZLE}\nkey H\nkey H\n\
         key Escape\nwait 1\ntap-menu 6\nwait 1\n\
         tap-menu 11\nwait 1\ntap-menu 3\nwait 1\ntouch-menu 5\nwait 1\n\
         key Escape\nkey Escape\nwait 1\ntap-menu 1\nwait 1\nkey H\nkey H\nwait 1\n"
    );
    let output = play(&dir.0, &script, (480, 800), &[]);
    let out = String::from_utf8_lossy(&output.stdout);
    let messages = lines_starting(&out, "message ");
    let compact = messages
        .iter()
        .find(|line| line.contains(": look at r"))
        .unwrap_or_else(|| panic!("{out}"));
    let words = compact
        .replace(": look at r5c5", ": look at row 5, column 5")
        .to_string();
    assert_ne!(&words, compact, "the first step is at r5c5: {compact}");
    assert!(messages.contains(&words.as_str()), "{out}");
    assert!(out.contains(" Cell names in hints\n"), "{out}");
    let save = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    assert!(save.contains("\"spell_out_cells\":true"), "{save}");
}

#[test]
fn many_cells_are_selected_by_drag_click_and_arrows_and_marked_as_one() {
    if !x_server_available("many_cells_are_selected_by_drag_click_and_arrows_and_marked_as_one") {
        return;
    }
    let size = (480, 800);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let at = |row: usize, col: usize| {
        layout
            .cell_rect(Cell::at(row - 1, col - 1).unwrap())
            .center()
    };
    let (a, b, c) = (at(1, 3), at(1, 4), at(2, 3));
    let dir = TempDir::new("select-many");
    let shot = dir.0.join("selected.png");
    let script = format!(
        // The mouse drags r1c3 -> r1c4 -> r2c3; centre note 2 in all three, then Erase.
        "puzzle {PUZZLE}\nsettle\n\
         down {} {}\nmove {} {}\nmove {} {}\nup {} {}\nwait 1\nscreenshot {}\n\
         key C\ntap-digit 2\ntap-tool Erase\n\
         # A finger drags r5c2 -> r5c3; corner note 7 in both.\n\
         touch-down 9 {} {}\ntouch-move 9 {} {}\ntouch-up 9 {} {}\n\
         key X\ntouch-digit 7\n\
         # Ctrl-clicks add r5c5 to a click on r7c1; colour 3 for both, undone at once.\n\
         tap-cell 7 1\ntap-cell-also 5 5\nkey V\ntap-digit 3\nkey Ctrl+Z\n\
         # Shift and the arrows: r7c1, r7c2 (a given, kept out of notes), r7c3; centre note 5;\n\
         # a digit goes to one cell only, so none goes in.\n\
         tap-cell 7 1\nkey Shift+Right\nkey Shift+Right\nkey C\nkey 5\nkey Z\nkey 9\nwait 1\n",
        a.0,
        a.1,
        b.0,
        b.1,
        c.0,
        c.1,
        c.0,
        c.1,
        shot.display(),
        at(5, 2).0,
        at(5, 2).1,
        at(5, 3).0,
        at(5, 3).1,
        at(5, 3).0,
        at(5, 3).1,
    );
    let output = play(&dir.0, &script, size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    let moves = lines_starting(&out, "move ");
    for expected in [
        "move Select r1c3 -> ok",
        "move SelectAlso r1c4 -> ok",
        "move SelectAlso r2c3 -> ok",
        "move Mark Note 2 -> recorded",
        "move Mark Erase -> recorded",
        "move Select r5c2 -> ok",
        "move SelectAlso r5c3 -> ok",
        "move Mark CornerNote 7 -> recorded",
        "move SelectAlso r5c5 -> ok",
        "move Mark Colour 3 -> recorded",
        "move Undo -> ok",
        "move ExtendSelection Right -> ok",
        "move Mark Note 5 -> recorded",
    ] {
        assert!(moves.contains(&expected), "{expected} missing:\n{out}");
    }
    assert!(
        !out.contains("Enter r7c"),
        "a digit goes to one selected cell only\n{out}"
    );
    // Selecting is never an undo step: the one undo took the colours, and the steps recorded
    // are the marks alone.
    assert_eq!(out.matches("-> recorded").count(), 5, "{out}");
    // The three dragged cells are drawn selected.
    let picture = Picture::read(&shot);
    for (row, col) in [(1, 3), (1, 4), (2, 3)] {
        let r = layout.cell_rect(Cell::at(row - 1, col - 1).unwrap());
        let seen = picture.at(r.x + r.w * 0.5, r.y + r.h * 0.5);
        assert!(close(seen, LIGHT.selected), "r{row}c{col}: {seen:?}");
    }
    // What the marks left, as saved: notes 5 in r7c1 and r7c3 (r7c2 is a given), corner 7 in
    // r5c2 and r5c3, no colours, and r1c3, r1c4, r2c3 erased.
    let save = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    let numbers = |key: &str| -> Vec<u16> {
        let at = save
            .find(&format!("\"{key}\":["))
            .map(|i| i + key.len() + 4);
        let Some(at) = at else { return vec![0; 81] };
        save[at..save[at..].find(']').unwrap() + at]
            .split(',')
            .map(|n| n.parse().unwrap())
            .collect()
    };
    let (notes, corner) = (numbers("notes"), numbers("corner"));
    let index = |row: usize, col: usize| (row - 1) * 9 + col - 1;
    assert_eq!(
        (notes[index(7, 1)], notes[index(7, 3)]),
        (1 << 5, 1 << 5),
        "{save}"
    );
    assert_eq!(notes[index(7, 2)], 0);
    assert_eq!(
        (corner[index(5, 2)], corner[index(5, 3)]),
        (1 << 7, 1 << 7),
        "{save}"
    );
    assert!(!save.contains("\"colours\""), "{save}");
    assert_eq!(
        notes[index(1, 3)] | notes[index(1, 4)] | notes[index(2, 3)],
        0
    );
}

#[test]
fn a_technique_is_learned_and_practised_by_touch_and_its_progress_kept() {
    if !x_server_available("a_technique_is_learned_and_practised_by_touch_and_its_progress_kept") {
        return;
    }
    use peerless::logic::Technique;
    use peerless::practice;
    let dir = TempDir::new("practice");
    let size = (412, 915);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    // The positions the game will serve from seed 3 on: the engine's own, so the test knows
    // the step's elimination (the first practice) and a candidate that must stay (the next).
    let first = practice::practice(Technique::XWing, 3).unwrap();
    let right = first.step.eliminations[0];
    let next = practice::practice(Technique::XWing, 4).unwrap();
    let solution = peerless::solver::first_solution(&next.puzzle).unwrap();
    let keep = Cell::ALL
        .into_iter()
        .find(|&cell| next.grid.value(cell).is_none() && next.grid.candidates(cell).len() > 1)
        .unwrap();
    let keep_digit = solution.get(keep).unwrap();
    let cell_words = |cell: Cell| format!("{} {}", cell.row() + 1, cell.col() + 1);
    let lesson_shot = dir.0.join("lesson.png");
    let found_shot = dir.0.join("found.png");
    // The start screen's seventh button is Learn; Hard is the third level; X-Wing the third of
    // its techniques. The lesson comes first, then Next (Practise) the positions.
    let script = format!(
        "practice-seed 3\n\
         touch-menu 8\nwait 2\ntouch-menu 3\nwait 2\ntouch-menu 3\nsettle\nwait 2\n\
         screenshot {}\n\
         touch-tool Next\nsettle\nwait 2\n\
         touch-cell {}\ntouch-digit {}\nwait 3\nscreenshot {}\n\
         touch-tool Next\nsettle\nwait 2\n\
         touch-cell {}\ntouch-digit {}\nwait 2\n\
         wait-saved\n",
        lesson_shot.display(),
        cell_words(right.cell),
        right.digit,
        found_shot.display(),
        cell_words(keep),
        keep_digit,
    );
    let output = play(
        &dir.0,
        &script,
        size,
        &["--phone", "--dp", "1", "--theme", "light"],
    );
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("screen Learn\n"), "{out}");
    assert!(out.contains("lesson X-Wing seed 0 "), "{out}");
    // The lesson tells the technique's idea and draws its step on a real position.
    let idea = peerless::logic::explanation(Technique::XWing);
    assert!(out.contains(&format!("message {idea}\n")), "{out}");
    let lesson = Picture::read(&lesson_shot);
    let example = practice::practice(Technique::XWing, 0).unwrap();
    for candidate in &example.step.pattern {
        let r = layout.note_rect(candidate.cell, candidate.digit);
        let disc = pixels_near(&lesson, (r.x, r.y, r.w, r.h), LIGHT.roles.pattern);
        assert!(
            disc > 10,
            "the lesson draws {}: {disc} pixels",
            candidate.cell
        );
    }
    // The first position is the engine's, from the seed.
    assert!(
        out.contains(&format!("practice X-Wing seed 3 {}\n", first.puzzle)),
        "{out}"
    );
    // The right elimination is accepted and the step drawn: its eliminations struck out.
    assert!(
        out.contains(&format!(
            "move ToggleNote {} {} -> recorded\npractice found X-Wing alone\n",
            right.cell, right.digit
        )),
        "{out}"
    );
    assert!(out.contains("message Right! X-Wing: "), "{out}");
    let found = Picture::read(&found_shot);
    for elimination in &first.step.eliminations {
        let r = layout.note_rect(elimination.cell, elimination.digit);
        let red = pixels_near(&found, (r.x, r.y, r.w, r.h), LIGHT.conflict);
        assert!(
            red > 10,
            "{} struck out: {red} red pixels",
            elimination.cell
        );
    }
    // A wrong one is refused and told why.
    let why = format!("{keep_digit} must stay in {keep}, no X-Wing removes it");
    assert!(
        out.contains(&format!(
            "move ToggleNote {keep} {keep_digit} -> ignored NoChange\npractice wrong Not that one: {why}"
        )),
        "{out}"
    );
    assert!(
        out.contains(&format!("message Not that one: {why}")),
        "{out}"
    );
    // The progress is saved, and shown after a restart.
    let saved = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    assert!(
        saved.contains(r#""technique":"X-Wing","found":1"#),
        "{saved}"
    );
    let output = play(
        &dir.0,
        "touch-menu 8\nwait 2\ntouch-menu 3\nwait 2\n",
        size,
        &["--phone", "--dp", "1"],
    );
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        out.contains("layout caption 3 1 of 27 techniques found\n"),
        "{out}"
    );
    assert!(out.contains("layout caption 3 Found 1\n"), "{out}");
}

/// Killer chosen on the start screen, Learn is the Killer library: its levels list the
/// techniques that read cages; a technique's lesson is its step on a Killer, the cages drawn,
/// and its practice positions are Killer games, whose step found counts in the progress kept
/// with the classic techniques'.
#[test]
fn the_killer_library_teaches_and_practises_a_killer_technique_on_a_killer() {
    if !x_server_available(
        "the_killer_library_teaches_and_practises_a_killer_technique_on_a_killer",
    ) {
        return;
    }
    use peerless::logic::{Level, Technique};
    use peerless::practice::{self, Kind};
    let dir = TempDir::new("killer-learn");
    let size = (412, 915);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let technique = Technique::InniesOuties;
    // Its button: the Killer library's Medium level (its second), the technique's place there.
    let at = Technique::ALL
        .iter()
        .filter(|&&t| practice::offered_in(Kind::Killer, t) && t.level() == Level::Medium)
        .position(|&t| t == technique)
        .unwrap()
        + 1;
    let lesson = practice::practice(technique, 0).unwrap();
    let first = practice::practice(technique, 5).unwrap();
    let lesson_killer = lesson.killer().unwrap();
    let first_killer = first.killer().unwrap();
    // The step's first move: a placement's digit, or a candidate it removes.
    let right = first
        .step
        .placements
        .first()
        .or(first.step.eliminations.first())
        .copied()
        .unwrap();
    let lesson_shot = dir.0.join("lesson.png");
    // Killer (the second segment of the start screen's second button), Learn (its eighth).
    let script = format!(
        "practice-seed 5\n\
         tap-choice 2 2\nsettle\n\
         tap-menu 8\nwait 2\naccess-tree\ntap-menu 2\nwait 2\ntap-menu {at}\nsettle\nwait 2\n\
         screenshot {}\n\
         tap-tool Next\nsettle\nwait 2\n\
         tap-cell {} {}\ntap-digit {}\nwait 2\n\
         wait-saved\n",
        lesson_shot.display(),
        right.cell.row() + 1,
        right.cell.col() + 1,
        right.digit,
    );
    let output = play(
        &dir.0,
        &script,
        size,
        &["--phone", "--dp", "1", "--theme", "light"],
    );
    let out = String::from_utf8_lossy(&output.stdout);
    // The Killer library: its title, three levels and Back, then the Medium level's techniques.
    assert!(out.contains("Killer techniques"), "{out}");
    let library = out
        .split("screen Learn\n")
        .nth(1)
        .and_then(|after| after.split("layout end").next())
        .unwrap_or_else(|| panic!("the library shown: {out}"));
    let levels: Vec<&str> = library
        .lines()
        .filter_map(|line| line.strip_prefix("layout menu "))
        .filter_map(|rest| rest.splitn(4, ' ').nth(3))
        .collect();
    assert_eq!(levels, ["Easy", "Medium", "Hard", "Back"], "{out}");
    assert!(
        library.contains("layout caption 3 0 of 2 techniques found\n"),
        "{out}"
    );
    assert!(
        out.contains(&format!("layout menu {at} ")) && out.contains(" Innies and Outies\n"),
        "{out}"
    );
    // The lesson's position is the engine's, a Killer with its cages.
    assert!(
        out.contains(&format!(
            "lesson Innies and Outies seed 0 {} killer {lesson_killer}\n",
            lesson.puzzle
        )),
        "{out}"
    );
    let idea = peerless::logic::explanation(technique);
    assert!(out.contains(&format!("message {idea}\n")), "{out}");
    // Drawn: the cages' dashed outlines, and the step's pattern on its candidates.
    let picture = Picture::read(&lesson_shot);
    let board = layout.board;
    let outline = pixels_near(&picture, (board.x, board.y, board.w, board.h), LIGHT.cage);
    assert!(outline > 1000, "cage outlines: {outline} cage-ink pixels");
    let drawn: usize = lesson
        .step
        .pattern
        .iter()
        .map(|c| {
            let r = layout.note_rect(c.cell, c.digit);
            pixels_near(&picture, (r.x, r.y, r.w, r.h), LIGHT.roles.pattern)
        })
        .sum();
    assert!(
        lesson.step.pattern.is_empty() || drawn > 10 * lesson.step.pattern.len(),
        "the step's pattern drawn: {drawn} pixels"
    );
    // The practice position: the engine's from the seed, a Killer; the step's move found.
    assert!(
        out.contains(&format!(
            "practice Innies and Outies seed 5 {} killer {first_killer}\n",
            first.puzzle
        )),
        "{out}"
    );
    assert!(
        out.contains("practice found Innies and Outies alone\n"),
        "{out}"
    );
    assert!(out.contains("message Right! "), "{out}");
    // The progress is saved with the classic techniques', and shown after a restart, Killer
    // still chosen.
    let saved = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    assert!(
        saved.contains(r#""technique":"Innies and Outies","found":1"#),
        "{saved}"
    );
    let output = play(
        &dir.0,
        "tap-menu 8\nwait 2\ntap-menu 2\nwait 2\n",
        size,
        &["--phone", "--dp", "1"],
    );
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        out.contains("layout caption 2 1 of 4 techniques found\n"),
        "{out}"
    );
    assert!(
        out.contains(&format!("layout caption {at} Found 1 · streak 1\n")),
        "{out}"
    );
}

/// Message `id` of a language's catalogue of the game's words, read from the file the game
/// carries (a simple message: one line of text).
fn catalogue_text(tag: &str, id: &str) -> String {
    let path = format!("{}/assets/l10n/game/{tag}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    text.lines()
        .find_map(|line| line.strip_prefix(&format!("{id} = ")))
        .unwrap_or_else(|| panic!("{path} has no one-line {id}"))
        .trim()
        .to_string()
}

/// The labels of the last menu the game reported (`layout menu N X Y LABEL`, up to its
/// `layout end`).
fn last_menu(out: &str) -> Vec<String> {
    let lines: Vec<&str> = out.lines().collect();
    let end = lines
        .iter()
        .rposition(|line| line.starts_with("layout end"))
        .unwrap_or(0);
    let start = lines[..end]
        .iter()
        .rposition(|line| line.starts_with("layout end"))
        .map_or(0, |i| i + 1);
    lines[start..end]
        .iter()
        .filter_map(|line| line.strip_prefix("layout menu "))
        .map(|rest| rest.splitn(4, ' ').nth(3).unwrap_or("").to_string())
        .collect()
}

#[test]
fn the_game_speaks_the_systems_language_and_the_setting_changes_it() {
    if !x_server_available("the_game_speaks_the_systems_language_and_the_setting_changes_it") {
        return;
    }
    for (locale, tag) in [("de_DE.UTF-8", "de"), ("ja_JP.UTF-8", "ja")] {
        let dir = TempDir::new(&format!("language-{tag}"));
        let start = dir.0.join("start.png");
        let hint = dir.0.join("hint.png");
        // The start screen, then a game with a hint's first two levels, as a phone.
        let script = format!(
            "settle\nscreenshot {}\npuzzle {PUZZLE}\nkey H\nkey H\nsettle\nscreenshot {}\n",
            start.display(),
            hint.display()
        );
        let mut command = game_command(&dir.0, &script, (412, 915), &["--theme", "light"]);
        command.env("LANG", locale);
        let out = String::from_utf8_lossy(&finished(command).stdout).to_string();
        assert!(out.contains(&format!("language {tag}\n")), "{out}");
        // The start screen's buttons in that language, as its catalogue words them.
        let first = out.split("layout end").next().unwrap_or("");
        for id in [
            "start-new-game",
            "start-daily",
            "start-statistics",
            "start-settings",
        ] {
            let label = catalogue_text(tag, id);
            assert!(
                first.contains(&format!(" {label}\n")),
                "{tag}: the start screen lacks {id} ({label}):\n{first}"
            );
        }
        // The hint's sentence is in that language: not the English one.
        let message = out
            .lines()
            .rev()
            .find_map(|line| line.strip_prefix("message "))
            .unwrap_or_else(|| panic!("no hint's message\n{out}"));
        assert!(!message.contains("Look at"), "{tag}: {message}");
        // Its words are drawn: the line under the pad has ink.
        let layout = Layout::new(412.0, 915.0, 1.0, Insets::default());
        let m = layout.message;
        let picture = Picture::read(&hint);
        let ink = (m.w as usize) * (m.h as usize)
            - pixels_near(&picture, (m.x, m.y, m.w, m.h), LIGHT.background);
        assert!(ink > 200, "{tag}: {ink} text pixels in the hint's band");
        assert!(Picture::read(&start).width > 0);
        if let Ok(keep) = std::env::var("PEERLESS_KEEP_SHOTS") {
            for (from, name) in [(&start, "start"), (&hint, "hint")] {
                let _ = std::fs::copy(from, Path::new(&keep).join(format!("{name}-{tag}.png")));
            }
        }
    }
    // The setting chooses another: Settings (the ninth button), Language (the fifth), English
    // (the second, after the system's); the screen speaks it at once, and the next start too.
    let dir = TempDir::new("language-setting");
    let script = "tap-menu 10\nwait 2\ntap-menu 5\nwait 2\ntap-menu 2\nwait 2\n";
    let mut command = game_command(&dir.0, script, (1000, 720), &["--theme", "light"]);
    command.env("LANG", "de_DE.UTF-8");
    let out = String::from_utf8_lossy(&finished(command).stdout).to_string();
    assert!(
        out.contains("language de\n") && out.contains("language en\n"),
        "{out}"
    );
    let menu = last_menu(&out);
    // First the system's (German) as the entry that follows the system, then each by its name.
    assert_eq!(
        menu.first(),
        Some(&catalogue_text("en", "language-system")),
        "{out}"
    );
    for name in ["Deutsch", "English"] {
        assert!(menu.contains(&name.to_string()), "{menu:?}");
    }
    let saved = std::fs::read_to_string(dir.0.join("data").join("save.json")).unwrap();
    assert!(saved.contains("\"language\":\"en\""), "{saved}");
    let mut command = game_command(&dir.0, "wait 2\n", (1000, 720), &["--theme", "light"]);
    command.env("LANG", "de_DE.UTF-8");
    let out = String::from_utf8_lossy(&finished(command).stdout).to_string();
    assert!(!out.contains("language de\n"), "{out}");
    assert!(
        out.contains(&format!(" {}\n", catalogue_text("en", "start-new-game"))),
        "{out}"
    );
}

#[allow(dead_code)]
#[path = "support/xinput.rs"]
mod xinput;

/// What keeps the machine busy while a test runs, as `scripts/stress-tests.sh` does with
/// stress-ng: a spinning thread per core and one writing and syncing a file over and over. A
/// machine already busier (its load average over the last minute at least its cores: other
/// builds, or the stress script's own load, `PEERLESS_LOADED`) gets no more spinning threads:
/// it is already as busy as the stress script makes it.
struct Load {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    threads: Vec<std::thread::JoinHandle<()>>,
    /// What the machine ran: its load average when the test began, and the threads added.
    said: String,
}

impl Load {
    fn start(dir: &Path) -> Load {
        use std::sync::atomic::AtomicBool;
        let stop = std::sync::Arc::new(AtomicBool::new(false));
        let mut threads = Vec::new();
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let average: f64 = std::fs::read_to_string("/proc/loadavg")
            .ok()
            .and_then(|text| text.split(' ').next()?.parse().ok())
            .unwrap_or(0.0);
        if std::env::var_os("PEERLESS_LOADED").is_some() {
            let said =
                format!("load average {average:.1} on {cores} cores, the stress script's load");
            return Load {
                stop,
                threads,
                said,
            };
        }
        let spinning = (cores as f64 - average).ceil().max(0.0) as usize;
        for _ in 0..spinning {
            let stop = std::sync::Arc::clone(&stop);
            threads.push(std::thread::spawn(move || {
                let mut x = 1u64;
                while !stop.load(Ordering::Relaxed) {
                    for _ in 0..100_000 {
                        x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
                    }
                    std::hint::black_box(x);
                }
            }));
        }
        let file = dir.join("load.bin");
        let disk = std::sync::Arc::clone(&stop);
        threads.push(std::thread::spawn(move || {
            use std::io::Write as _;
            let block = vec![0x5a; 1 << 20];
            while !disk.load(Ordering::Relaxed) {
                if let Ok(mut out) = std::fs::File::create(&file) {
                    for _ in 0..16 {
                        let _ = out.write_all(&block);
                    }
                    let _ = out.sync_all();
                }
            }
            let _ = std::fs::remove_file(&file);
        }));
        let said = format!(
            "load average {average:.1} on {cores} cores, {spinning} spinning threads and a disk writer added"
        );
        Load {
            stop,
            threads,
            said,
        }
    }
}

impl Drop for Load {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

/// A game started with `--report` on a display, its report read as it comes.
struct Reported {
    child: std::process::Child,
    lines: std::sync::Arc<(std::sync::Mutex<Vec<String>>, std::sync::Condvar)>,
}

impl Reported {
    fn start(display: &str, dir: &Path, size: (u32, u32)) -> Reported {
        let mut command = Command::new(env!("CARGO_BIN_EXE_peerless"));
        for variable in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] {
            command.env_remove(variable);
        }
        let mut child = command
            .env("LANG", "C.UTF-8")
            .env("DISPLAY", display)
            .args(["--report", "--theme", "light", "--size"])
            .arg(format!("{}x{}", size.0, size.1))
            .arg("--data-dir")
            .arg(dir.join("data"))
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::inherit())
            .spawn()
            .expect("the game starts");
        let lines =
            std::sync::Arc::new((std::sync::Mutex::new(Vec::new()), std::sync::Condvar::new()));
        let shared = std::sync::Arc::clone(&lines);
        let stdout = child.stdout.take().unwrap();
        std::thread::spawn(move || {
            use std::io::BufRead as _;
            for line in std::io::BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                shared.0.lock().unwrap().push(line);
                shared.1.notify_all();
            }
        });
        Reported { child, lines }
    }

    /// How many lines have come.
    fn count(&self) -> usize {
        self.lines.0.lock().unwrap().len()
    }

    /// The first line from line `from` on that `wanted` takes (its index and text), waiting
    /// for it up to a minute; the whole report in the panic if it never comes.
    fn wait(&self, from: usize, what: &str, wanted: impl Fn(&str) -> bool) -> (usize, String) {
        let (lines, changed) = &*self.lines;
        let limit = std::time::Instant::now() + std::time::Duration::from_secs(60);
        let mut lines = lines.lock().unwrap();
        loop {
            if let Some(i) = (from..lines.len()).find(|&i| wanted(&lines[i])) {
                return (i, lines[i].clone());
            }
            let now = std::time::Instant::now();
            assert!(
                now < limit,
                "no {what} in the report:\n{}",
                lines.join("\n")
            );
            lines = changed.wait_timeout(lines, limit - now).unwrap().0;
        }
    }

    /// The lines from `from` to `to`.
    fn lines(&self, from: usize, to: usize) -> Vec<String> {
        self.lines.0.lock().unwrap()[from..to].to_vec()
    }
}

impl Drop for Reported {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A frame as `drawn` reports it: when (the game's clock, ms), the screen, the menu's focus
/// (from 1) and the clock shown with the game's time in ms.
#[derive(Debug)]
struct Drawn {
    at: f64,
    screen: String,
    focus: Option<usize>,
    clock: Option<(String, u64)>,
    /// Whether a motion ran in the frame.
    moving: bool,
}

fn drawn(line: &str) -> Option<Drawn> {
    let rest = line.strip_prefix("drawn ")?;
    let (rest, moving) = match rest.strip_suffix(" moving") {
        Some(rest) => (rest, true),
        None => (rest, false),
    };
    let (at, rest) = rest.split_once(' ')?;
    let at = at.parse().ok()?;
    let (screen, focus, clock) = if let Some((screen, focus)) = rest.split_once(" focus ") {
        (screen, focus.parse().ok(), None)
    } else if let Some((screen, clock)) = rest.split_once(" clock ") {
        let (text, ms) = clock.split_once(' ')?;
        (screen, None, Some((text.to_string(), ms.parse().ok()?)))
    } else {
        (rest, None, None)
    };
    Some(Drawn {
        at,
        screen: screen.to_string(),
        focus,
        clock,
        moving,
    })
}

/// The centre of the menu button labelled `label` in the last layout block before line `to`.
fn menu_button(report: &Reported, to: usize, label: &str) -> (f32, f32) {
    let lines = report.lines(0, to);
    let end = lines
        .iter()
        .rposition(|l| l.starts_with("layout end "))
        .expect("a layout block");
    let start = lines[..end]
        .iter()
        .rposition(|l| l.starts_with("layout end "))
        .map_or(0, |i| i + 1);
    for line in &lines[start..end] {
        let words: Vec<&str> = line.splitn(6, ' ').collect();
        if words.len() == 6 && words[1] == "menu" && words[5] == label {
            return (words[3].parse().unwrap(), words[4].parse().unwrap());
        }
    }
    panic!("no button {label:?} in {:#?}", &lines[start..end]);
}

/// The position of button `label` (from 1) in the last layout block before line `to`.
fn menu_index(report: &Reported, to: usize, label: &str) -> usize {
    let lines = report.lines(0, to);
    let end = lines
        .iter()
        .rposition(|l| l.starts_with("layout end "))
        .expect("a layout block");
    let start = lines[..end]
        .iter()
        .rposition(|l| l.starts_with("layout end "))
        .map_or(0, |i| i + 1);
    lines[start..end]
        .iter()
        .find_map(|line| {
            let words: Vec<&str> = line.splitn(6, ' ').collect();
            (words.len() == 6 && words[1] == "menu" && words[5] == label)
                .then(|| words[2].parse().unwrap())
        })
        .unwrap_or_else(|| panic!("no button {label:?} in {:#?}", &lines[start..end]))
}

/// Drives a reported game with real input and checks that each change is drawn in time.
struct Driver {
    report: Reported,
    input: xinput::Input,
    /// The game clock's zero on `CLOCK_MONOTONIC`, in ms.
    origin: f64,
    /// Every event's time to its frame, in ms, with what it was and the report's lines from
    /// the event to the frame (shown for a late one).
    latencies: Vec<Latency>,
}

/// An event's time to the frame that showed it.
#[derive(Debug)]
struct Latency {
    ms: f64,
    what: String,
    lines: std::ops::Range<usize>,
}

/// The longest an event may wait for the frame that shows it.
const FRAME_IN_MS: f64 = 100.0;

impl Driver {
    /// Now on the game's clock, in ms.
    fn now(&self) -> f64 {
        xinput::monotonic().as_secs_f64() * 1000.0 - self.origin
    }

    /// Sends an event (`send`, which returns once the server has it), then waits for the
    /// first frame drawn after it that `shows` the change, and records how long it took.
    fn event(
        &mut self,
        what: &str,
        send: impl FnOnce(&xinput::Input),
        shows: impl Fn(&Drawn) -> bool,
    ) -> Drawn {
        let from = self.report.count();
        send(&self.input);
        let sent = self.now();
        let (to, line) = self.report.wait(from, what, |line| {
            drawn(line).is_some_and(|frame| shows(&frame))
        });
        let frame = drawn(&line).unwrap();
        self.record(frame.at - sent, what, from..to + 1);
        frame
    }

    fn record(&mut self, ms: f64, what: &str, lines: std::ops::Range<usize>) {
        self.latencies.push(Latency {
            ms: ms.max(0.0),
            what: what.to_string(),
            lines,
        });
    }

    fn key(&mut self, name: &str, shift: bool, shows: impl Fn(&Drawn) -> bool) -> Drawn {
        let what = format!("key {name}{}", if shift { " with Shift" } else { "" });
        self.event(&what, |input| input.key(name, shift), shows)
    }

    fn click(&mut self, what: &str, (x, y): (f32, f32), shows: impl Fn(&Drawn) -> bool) -> Drawn {
        self.event(&format!("click {what}"), |input| input.click(x, y), shows)
    }

    /// Moves the keyboard's focus to button `index` (from 1) of `screen`: Tab shows it (or
    /// moves it on), then an arrow a step, each step drawn in time.
    fn focus_down_to(&mut self, screen: &str, index: usize) {
        // Tab shows the ring where the focus is, or moves it on when it shows: either way a
        // frame unlike the last one drawn.
        let before = self.last_drawn().and_then(|f| f.focus);
        let mut at = self
            .key("Tab", false, |f| {
                f.screen == screen && f.focus.is_some() && f.focus != before
            })
            .focus
            .unwrap();
        while at != index {
            let (key, next) = if at < index {
                ("Down", at + 1)
            } else {
                ("Up", at - 1)
            };
            at = self
                .key(key, false, |f| f.screen == screen && f.focus == Some(next))
                .focus
                .unwrap();
        }
    }

    /// The last frame drawn so far.
    fn last_drawn(&self) -> Option<Drawn> {
        let lines = self.report.lines(0, self.report.count());
        lines.iter().rev().find_map(|l| drawn(l))
    }

    /// After a new game was asked for: the puzzle made on the worker, and the frame that
    /// shows the game, timed from the worker's answer.
    fn game_shown(&mut self, from: usize) {
        let (at, line) = self.report.wait(from, "the worker's answer", |l| {
            l.starts_with("worker done ")
        });
        let done: f64 = line["worker done ".len()..].parse().unwrap();
        let (to, line) = self.report.wait(at, "the game drawn", |l| {
            drawn(l).is_some_and(|f| f.screen == "Game")
        });
        let frame = drawn(&line).unwrap();
        self.record(frame.at - done, "the worker's answer", at..to + 1);
    }

    /// Watches the running clock, nothing else happening, until it shows `seconds` seconds
    /// more: each second's text drawn within the bound of its time, none skipped.
    fn watch_clock(&mut self, seconds: u64) {
        let from = self.report.count();
        let first = self.report.wait(from, "the clock", |l| {
            drawn(l).is_some_and(|f| f.clock.is_some())
        });
        let start = drawn(&first.1).unwrap().clock.unwrap().1 / 1000;
        let last = start + seconds;
        let (to, _) = self.report.wait(first.0, "the clock's last second", |l| {
            drawn(l).is_some_and(|f| f.clock.as_ref().is_some_and(|(_, ms)| ms / 1000 >= last))
        });
        let frames: Vec<Drawn> = self
            .report
            .lines(first.0, to + 1)
            .iter()
            .filter_map(|l| drawn(l))
            .collect();
        for second in start + 1..=last {
            let lines = first.0..to + 1;
            let shown = frames
                .iter()
                .find(|f| f.clock.as_ref().is_some_and(|(_, ms)| ms / 1000 == second))
                .unwrap_or_else(|| panic!("second {second} never drawn: {frames:#?}"));
            let (text, ms) = shown.clock.clone().unwrap();
            assert_eq!(text, format!("0:{second:02}"), "{frames:#?}");
            self.record(
                (ms - second * 1000) as f64,
                &format!("the clock's {text}"),
                lines,
            );
        }
    }
}

#[test]
#[ignore = "timed against a 100 ms threshold: run by scripts/stress-tests.sh, not on shared CI machines"]
fn every_change_is_drawn_within_100_ms_of_its_event_on_a_busy_machine() {
    let test = "every_change_is_drawn_within_100_ms_of_its_event_on_a_busy_machine";
    let xvfb = match xinput::Xvfb::start() {
        Ok(xvfb) => xvfb,
        Err(reason) => {
            common::skip(test, &reason);
            return;
        }
    };
    let dir = TempDir::new("stall");
    let load = Load::start(&dir.0);
    let report = Reported::start(&xvfb.display, &dir.0, (1000, 720));
    let (at, line) = report.wait(0, "the clock's origin", |l| l.starts_with("clock origin "));
    let origin: f64 = line["clock origin ".len()..].parse().unwrap();
    report.wait(at, "the first layout", |l| l.starts_with("layout end "));
    let input = match xinput::Input::connect(&xvfb.display, "peerless", Duration::from_secs(30)) {
        Ok(input) => input,
        Err(reason) => {
            common::skip(test, &reason);
            return;
        }
    };
    let mut driver = Driver {
        report,
        input,
        origin,
        latencies: Vec::new(),
    };
    let games = 50;
    for game in 0..games {
        let by_keyboard = game % 2 == 0;
        let screen = if game == 0 { "Start" } else { "Paused" };
        // A new Easy game: from the start screen's levels, or the pause screen's through its
        // New game, and (with a game in progress) the question whether to give it up.
        // The worker's answer comes after a frame that shows "making a puzzle", or, when it is
        // quick, in the same frame that asked for it.
        let making = |f: &Drawn| f.screen == "Generating" || f.screen == "Game";
        let asked = move |f: &Drawn| {
            if game == 0 {
                making(f)
            } else {
                f.screen == "Replace"
            }
        };
        let count = driver.report.count();
        // The start screen shows the levels itself; the pause screen's New game opens them.
        let on_start = game == 0;
        let mut from = if by_keyboard {
            if on_start {
                let easy = menu_index(&driver.report, count, "Easy");
                driver.focus_down_to(screen, easy);
            } else {
                let new_game = menu_index(&driver.report, count, "New game");
                driver.focus_down_to(screen, new_game);
                driver.key("Return", false, |f| f.screen == "Levels");
            }
            let from = driver.report.count();
            driver.key("Return", false, asked);
            from
        } else {
            let count = if on_start {
                count
            } else {
                let at = menu_button(&driver.report, count, "New game");
                driver.click("New game", at, |f| f.screen == "Levels");
                driver.report.count()
            };
            let easy = menu_button(&driver.report, count, "Easy");
            driver.click("Easy", easy, asked);
            count
        };
        if game > 0 {
            from = driver.report.count();
            if by_keyboard {
                driver.key("Down", false, |f| {
                    f.screen == "Replace" && f.focus == Some(2)
                });
                from = driver.report.count();
                driver.key("Return", false, making);
            } else {
                let at = menu_button(&driver.report, from, "Start a new Easy game");
                driver.click("Start a new Easy game", at, making);
            }
        }
        driver.game_shown(from);
        if game % 10 == 0 {
            driver.watch_clock(3);
        }
        // Paused by Escape or by the pause button, then the settings opened and left.
        if by_keyboard {
            driver.key("Escape", false, |f| f.screen == "Paused");
            let count = driver.report.count();
            let settings = menu_index(&driver.report, count, "Settings");
            driver.focus_down_to("Paused", settings);
            driver.key("Return", false, |f| f.screen == "Settings");
            driver.key("Escape", false, |f| {
                f.screen == "Paused" && f.focus == Some(settings)
            });
        } else {
            let count = driver.report.count();
            let pause = reported_point(&driver.report.lines(0, count), "layout pause ");
            driver.click("the pause button", pause, |f| f.screen == "Paused");
            let count = driver.report.count();
            let settings = menu_button(&driver.report, count, "Settings");
            driver.click("Settings", settings, |f| f.screen == "Settings");
            let count = driver.report.count();
            let back = menu_button(&driver.report, count, "Back");
            driver.click("Back", back, |f| f.screen == "Paused");
        }
    }
    // Idle: on the pause screen nothing is drawn until something happens.
    let from = driver.report.count();
    std::thread::sleep(Duration::from_millis(1500));
    let after = driver
        .report
        .lines(from.saturating_sub(8), driver.report.count());
    let idle: Vec<&String> = after[from.min(8)..]
        .iter()
        .filter(|l| l.starts_with("drawn "))
        .collect();
    // With what the report says came before and meanwhile.
    assert!(idle.is_empty(), "frames while idle: {idle:#?}\n{after:#?}");
    let slowest = driver
        .latencies
        .iter()
        .max_by(|a, b| a.ms.total_cmp(&b.ms))
        .unwrap();
    let mut sorted: Vec<f64> = driver.latencies.iter().map(|l| l.ms).collect();
    sorted.sort_by(f64::total_cmp);
    let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q) as usize];
    println!(
        "{}; {} events: event to frame median {:.1} ms, 90th percentile {:.1} ms, slowest {:.1} ms ({})",
        load.said,
        sorted.len(),
        at(0.5),
        at(0.9),
        slowest.ms,
        slowest.what
    );
    // Each late event with what the report says happened between it and its frame.
    let late: Vec<String> = driver
        .latencies
        .iter()
        .filter(|l| l.ms > FRAME_IN_MS)
        .map(|l| {
            let lines = driver.report.lines(l.lines.start, l.lines.end);
            let lines: Vec<String> = lines
                .into_iter()
                .filter(|l| !l.starts_with("layout "))
                .collect();
            format!("{:.1} ms, {}:\n    {}", l.ms, l.what, lines.join("\n    "))
        })
        .collect();
    assert!(
        late.is_empty(),
        "{} drawn later than {FRAME_IN_MS} ms:\n{}",
        late.len(),
        late.join("\n")
    );
}

/// The point a layout line (`layout pause X Y`) names, the last before the end.
fn reported_point(lines: &[String], prefix: &str) -> (f32, f32) {
    let line = lines
        .iter()
        .rev()
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix}"));
    let words: Vec<&str> = line[prefix.len()..].split(' ').collect();
    (words[0].parse().unwrap(), words[1].parse().unwrap())
}

/// The save's JSON, read whole.
fn save_json(path: &Path) -> serde_json::Value {
    serde_json::from_slice(&std::fs::read(path).expect("a save")).expect("a save that is JSON")
}

/// Two windows of the game on one data folder, as two copies a player has open: the first plays
/// a move and saves; the second loads that, imports another puzzle, plays it, and gives it up for
/// a new game; the first, untouched meanwhile, follows each of the second's saves through its
/// watch on the folder (never writing its own older game over them), tells the player, and the
/// moves it makes next are made in the second's game, the second's statistics kept.
#[test]
fn two_windows_on_one_folder_follow_each_other_and_never_write_over_a_newer_save() {
    use std::io::Read;
    use std::process::Stdio;
    use std::time::Instant;

    let test = "two_windows_on_one_folder_follow_each_other_and_never_write_over_a_newer_save";
    if !x_server_available(test) {
        return;
    }
    let dir = TempDir::new("two-windows");
    let (first, second) = (dir.0.join("first"), dir.0.join("second"));
    std::fs::create_dir_all(first.join("data")).unwrap();
    std::fs::create_dir_all(&second).unwrap();
    // Both windows keep their saves in the same folder.
    std::os::unix::fs::symlink(first.join("data"), second.join("data")).unwrap();
    let save = first.join("data").join("save.json");
    let done = dir.0.join("second-done");
    let shot = dir.0.join("followed.png");
    let script = format!(
        "puzzle {PUZZLE}\n\
         tap-cell 1 3\n\
         key 4\n\
         wait-saved\n\
         wait-file {}\n\
         wait-followed\n\
         settle\n\
         screenshot {}\n\
         tap-menu 1\n\
         key H\n\
         key H\n\
         key H\n\
         key H\n\
         wait-saved\n",
        done.display(),
        shot.display()
    );
    let mut window = game_command(&first, &script, (480, 800), &[])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("timeout and xvfb-run run");
    // The first window's move is on disk.
    let start = Instant::now();
    while !std::fs::read_to_string(&save).is_ok_and(|text| text.contains("\"board\":\"534.7")) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the first window never saved its move"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let first_save = save_json(&save);
    // The other puzzle: the first's with its 1s and 2s swapped (as unique, a different line).
    let other: String = PUZZLE
        .chars()
        .map(|c| match c {
            '1' => '2',
            '2' => '1',
            c => c,
        })
        .collect();
    let played = play(
        &second,
        &format!(
            "puzzle {other}\n\
             tap-cell 1 3\n\
             key 4\n\
             new easy 3\n\
             settle\n\
             wait-saved\n"
        ),
        (480, 800),
        &[],
    );
    let second_out = String::from_utf8_lossy(&played.stdout);
    assert!(
        second_out.contains("move Enter r1c3 4 -> recorded"),
        "{second_out}"
    );
    let second_save = save_json(&save);
    let generation = second_save["generation"].as_u64().unwrap();
    assert!(generation > first_save["generation"].as_u64().unwrap());
    let puzzle = second_save["game"]["puzzle"].as_str().unwrap().to_string();
    assert!(
        puzzle != PUZZLE && puzzle != other,
        "the new game: {puzzle}"
    );
    // The second copy left the imported game for a new one: both imported games counted.
    assert_eq!(second_save["statistics"]["imported"]["started"], 2);
    std::fs::write(&done, "").unwrap();

    let start = Instant::now();
    let status = loop {
        if let Some(status) = window.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the first window did not end"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let (mut out, mut err) = (String::new(), String::new());
    window
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    window
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert!(status.success(), "{status}\n{out}\n{err}");
    // It followed the second window's last save, and said so in the player's words.
    assert!(
        out.contains(&format!("saves followed generation {generation}\n")),
        "{out}"
    );
    assert!(
        out.contains(
            "notice The game was played in another window or tab: this one now shows it as \
             it was left there."
        ),
        "{out}"
    );
    // Its hint's move went into the second window's game, on top of its save: the statistics
    // the second kept are there as it left them.
    let last = save_json(&save);
    assert_eq!(
        last["game"]["puzzle"].as_str(),
        Some(puzzle.as_str()),
        "{last}"
    );
    assert_eq!(last["statistics"], second_save["statistics"]);
    assert_eq!(last["game"]["hint_moves"], 1, "{last}");
    assert!(last["generation"].as_u64().unwrap() > generation);
    // What it showed after following: the second window's game, paused; and following cost
    // the frames that only redrew nothing.
    assert!(out.contains("screen Paused"), "{out}");
    assert!(out.contains(", allocations in them 0\n"), "{out}");
    let picture = Picture::read(&shot);
    assert_eq!((picture.width, picture.height), (480, 800));
}

/// A script's tap on a menu button the screen has not got (the game screen has no menu) is a tap
/// nowhere: it once divided by the empty menu's zero rows, ending the game and its unsaved move.
#[test]
fn a_tap_on_a_menu_button_that_is_not_there_changes_nothing_and_loses_nothing() {
    if !x_server_available(
        "a_tap_on_a_menu_button_that_is_not_there_changes_nothing_and_loses_nothing",
    ) {
        return;
    }
    let dir = TempDir::new("no-such-button");
    let output = play(
        &dir.0,
        &format!(
            "puzzle {PUZZLE}\n\
             tap-cell 1 3\n\
             key 4\n\
             tap-menu 2\n\
             tap-choice 3 1\n\
             tap-day 5\n\
             tap-cell 1 3\n\
             key 9\n"
        ),
        (480, 800),
        &[],
    );
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("move Enter r1c3 4 -> recorded"), "{out}");
    // The taps reached nothing but the window beside the board (which leaves the selection,
    // as a player's tap there does), and the game played on.
    assert!(out.contains("move Deselect -> ok"), "{out}");
    assert!(out.contains("move Enter r1c3 9 -> recorded"), "{out}");
    let save = std::fs::read_to_string(dir.0.join("data").join("save.json")).expect("a save");
    assert!(save.contains("\"board\":\"539.7"), "{save}");
}

/// A Killer from the generator (Medium, seed 5), in our one-line format: no givens.
const KILLER: &str =
    "AAABBBCCCDEFGBHHHIDEFGGHHJIDKLLMMNJOPKQRMMNSOPQQRRTTSUVVVWWTXYUZZaWbbXYcddaaaeecc:\
15,14,17,13,13,7,15,32,8,9,6,8,18,11,9,14,15,24,9,14,10,24,9,8,8,5,24,14,19,8,5";

/// A Killer's cage calculator follows the selection, as the scripted mode reports it and the
/// screen reader's tree reads it: the selected cell's cage with its combinations, fewer once a
/// digit is placed in it; several cells, their total; nothing while a hint shows.
#[test]
fn a_killers_cage_calculator_follows_the_selection() {
    if !x_server_available("a_killers_cage_calculator_follows_the_selection") {
        return;
    }
    let dir = TempDir::new("calculator");
    // r1c1 to r1c3: the layout's first cage, of 15.
    let script = format!(
        "killer {KILLER}\ntap-cell 1 1\ntap-digit 4\naccess-tree\n\
         tap-cell-also 1 2\ntap-cell-also 1 3\ntap-tool Hint\nsettle\n"
    );
    let output = play(&dir.0, &script, (1000, 720), &[]);
    let out = String::from_utf8_lossy(&output.stdout);
    let said = lines_starting(&out, "calculator ");
    assert_eq!(
        said,
        [
            "calculator Cage 15 · 15 to go in 3 cells | \
             1+5+9 · 1+6+8 · 2+4+9 · 2+5+8 · 2+6+7 · 3+4+8 · 3+5+7 · 4+5+6",
            "calculator Cage 15 · 11 to go in 2 cells | 2+9 · 3+8 · 5+6",
            "calculator 2 cells · 1 empty · total so far 4 | ",
            "calculator 3 cells in 1 cage · total 15 | 11 to go in 2 empty cells",
            "calculator none",
        ],
        "{out}"
    );
    // The band's node says it as the band shows it, its middle dots read as commas.
    assert!(
        out.contains("\tCage 15, 11 to go in 2 cells. 2+9, 3+8, 5+6\t"),
        "{out}"
    );
}

#[test]
fn a_killer_pasted_as_a_sites_link_becomes_a_killer_game_and_copies_as_its_line() {
    if !x_server_available(
        "a_killer_pasted_as_a_sites_link_becomes_a_killer_game_and_copies_as_its_line",
    ) {
        return;
    }
    let dir = TempDir::new("killer-paste");
    let killer = peerless::killer::Killer::parse(KILLER).unwrap();
    // First a Killer whose first cage (three cells from r1c1) has a sum three different digits
    // cannot make: refused, naming the cage. Then the Killer as an f-puzzles link (another
    // app's copy, on the system's clipboard), pasted on the import screen, checked and graded
    // on the worker; paused, its puzzle copied back as our one-line format.
    let impossible = KILLER.replacen(":15,", ":2,", 1);
    let script = format!(
        "clipboard {impossible}\nkey Ctrl+V\nwait 1\n\
         clipboard {}\nkey Ctrl+V\nsettle\nwait-saved\n\
         tap-pause\ntap-menu 4\nwait 1\n",
        killer.to_fpuzzles_link()
    );
    let output = play(&dir.0, &script, (480, 800), &[]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        out.contains(
            "import refused: The Killer cannot be read: cage A: cage 1 (at r1c1) has 3 cells \
             and a sum of 2, but 3 different digits add up to 6 to 24.\n"
        ),
        "{out}"
    );
    let checking = out.find("screen Generating\n").expect(&out);
    let started = out
        .find(&format!("new game Medium {} killer ", ".".repeat(81)))
        .expect(&out);
    assert!(
        checking < started,
        "checked, then graded off the frame: {out}"
    );
    // The game is the Killer: its cages are saved with it, as an imported puzzle.
    let save = std::fs::read_to_string(dir.0.join("data").join("save.json")).expect("a save");
    let json: serde_json::Value = serde_json::from_str(&save).unwrap();
    assert_eq!(json["game"]["cages"].as_str(), Some(KILLER), "{save}");
    assert_eq!(json["game"]["source"].as_str(), Some("imported"), "{save}");
    // Copied as the line that brings it back: cages and sums.
    assert!(out.contains(&format!("copied {KILLER}\n")), "{out}");
}

#[test]
fn a_killer_is_drawn_with_its_cages_clashes_in_a_cage_and_is_played_to_the_win() {
    if !x_server_available(
        "a_killer_is_drawn_with_its_cages_clashes_in_a_cage_and_is_played_to_the_win",
    ) {
        return;
    }
    let killer = peerless::killer::Killer::parse(KILLER).unwrap();
    let solution = peerless::solver::killer::first_solution(&killer.givens, &killer.cages).unwrap();
    let size = (480, 800);
    let layout = Layout::new(size.0 as f32, size.1 as f32, 1.0, Insets::default());
    let dir = TempDir::new("killer");
    let (killer_shot, classic_shot) = (dir.0.join("killer.png"), dir.0.join("classic.png"));
    // A cage whose first two cells are in one row: the first cell's digit put in the second
    // clashes in the cage (and the row), then is taken back.
    let cage = killer
        .cages
        .iter()
        .find(|cage| {
            let mut cells = cage.cells().iter();
            matches!((cells.next(), cells.next()), (Some(a), Some(b)) if a.row() == b.row())
        })
        .unwrap();
    let mut cells = cage.cells().iter();
    let (first, second) = (cells.next().unwrap(), cells.next().unwrap());
    let clash = solution.get(first).unwrap();
    let mut script = format!(
        "killer {KILLER}\nsettle\nscreenshot {}\n\
         tap-cell {} {}\ntap-digit {}\ntap-cell {} {}\ntap-digit {}\nsettle\nkey Z\nkey Z\n",
        killer_shot.display(),
        first.row() + 1,
        first.col() + 1,
        clash.get(),
        second.row() + 1,
        second.col() + 1,
        clash.get(),
    );
    script += &fill_in_script(&killer.givens, &solution);
    script += "settle\nwait 5\n";
    let output = play(&dir.0, &script, size, &["--theme", "light"]);
    let out = String::from_utf8_lossy(&output.stdout);
    // The repeat in the cage was a clash, said as one; the grid was then won.
    let repeat = format!("clashes with the {}", clash.get());
    assert!(
        out.lines()
            .any(|line| line.starts_with("announce ") && line.contains(&repeat)),
        "{out}"
    );
    assert!(out.contains("screen Over\n"), "{out}");
    assert!(out.contains("\nbody Imported Killer · Medium · "), "{out}");

    // The cages are drawn: their dashed outlines in the cage ink, which a classic board
    // (the same window, no cages) lacks; and each cage's sum in its first cell, in the
    // givens' ink, on an empty board.
    let script = format!(
        "puzzle {PUZZLE}\nsettle\nscreenshot {}\n",
        classic_shot.display()
    );
    let _ = play(&dir.0, &script, size, &["--theme", "light"]);
    let board = layout.board;
    let whole = (board.x, board.y, board.w, board.h);
    let killer_picture = Picture::read(&killer_shot);
    let outline = pixels_near(&killer_picture, whole, LIGHT.cage);
    let classic = pixels_near(&Picture::read(&classic_shot), whole, LIGHT.cage);
    assert!(
        outline > 20 * classic.max(50),
        "cage outlines: {outline} cage-ink pixels, {classic} on a classic board"
    );
    // The sum's corner of its cell, where no outline runs (the runs start past the sum): its
    // dark pixels are the sum's, more than half way from the cell's white to the givens' ink.
    let dark = |c: Rgb| {
        let sum = |c: Rgb| u32::from(c.0) + u32::from(c.1) + u32::from(c.2);
        sum(c) < (sum(LIGHT.given) + sum(LIGHT.cell)) / 2
    };
    let corner_ink = |cell: Cell| {
        let r = layout.cell_rect(cell);
        (r.x as usize + 2..(r.x + r.w * 0.3) as usize)
            .flat_map(|x| (r.y as usize + 2..(r.y + r.h * 0.3) as usize).map(move |y| (x, y)))
            .filter(|&(x, y)| dark(killer_picture.at(x as f32, y as f32)))
            .count()
    };
    for cage in &killer.cages {
        let ink = corner_ink(cage.first_cell());
        assert!(
            ink > 8,
            "the sum {} in {}: {ink} ink pixels",
            cage.sum(),
            cage.first_cell()
        );
    }
    // And nothing of the kind in the same corner of a cell that holds no sum nor an outline
    // there: its cage goes on above it, left of it and between.
    let same = |a: Cell, b: Option<Cell>| {
        b.is_some_and(|b| killer.cages.index_of(a) == killer.cages.index_of(b))
    };
    let plain = Cell::ALL
        .into_iter()
        .find(|&cell| {
            let (row, col) = (cell.row(), cell.col());
            row > 0
                && col > 0
                && same(cell, Cell::at(row - 1, col))
                && same(cell, Cell::at(row, col - 1))
                && same(cell, Cell::at(row - 1, col - 1))
        })
        .unwrap();
    assert_eq!(corner_ink(plain), 0, "{plain} holds no sum");
}

/// The script that fills in the Killer of a report's new game line (`new game LEVEL GIVENS
/// [daily DATE] killer LINE`) with its solution, cell by cell, and the Killer.
fn killer_fill_in(line: &str) -> (peerless::killer::Killer, String) {
    let text = line.split(" killer ").nth(1).expect("a Killer's line");
    let killer = peerless::killer::Killer::parse(text).unwrap();
    let solution = peerless::solver::killer::first_solution(&killer.givens, &killer.cages).unwrap();
    let script = fill_in_script(&killer.givens, &solution);
    (killer, script)
}

/// The script that fills in every cell `givens` leaves empty with `solution`'s digit, by taps on
/// the cell and the pad.
fn fill_in_script(givens: &peerless::Board, solution: &peerless::Board) -> String {
    let mut script = String::new();
    for cell in Cell::ALL.into_iter().filter(|&c| givens.get(c).is_none()) {
        let digit = solution.get(cell).unwrap();
        script += &format!(
            "tap-cell {} {}\ntap-digit {}\n",
            cell.row() + 1,
            cell.col() + 1,
            digit.get()
        );
    }
    script
}

/// Killer chosen on the start screen: a level there makes a Killer (the worker's), which the
/// save keeps and Continue names; won, it counts in the Killer statistics. The day's card is
/// then the daily Killer's, which won starts its own streak. The choice is kept.
#[test]
fn killer_chosen_on_the_start_screen_starts_killers_and_the_daily_killer() {
    if !x_server_available("killer_chosen_on_the_start_screen_starts_killers_and_the_daily_killer")
    {
        return;
    }
    let size = (480, 800);
    let dir = TempDir::new("killer-start");
    // Killer chosen (the second segment of the second button), then Easy (the third).
    let out = play(
        &dir.0,
        "tap-choice 2 2\nsettle\ntap-menu 3\nsettle\nwait-saved\n",
        size,
        &[],
    );
    let out = String::from_utf8_lossy(&out.stdout).into_owned();
    // The levels, Killer chosen, name what a Killer's levels add.
    assert!(
        out.contains("layout caption 3 Cage combinations and singles\n"),
        "{out}"
    );
    assert!(
        out.contains("layout menu 1 ") && out.contains(" Daily Killer\n"),
        "{out}"
    );
    let line = lines_starting(&out, "new game ");
    assert_eq!(line.len(), 1, "{out}");
    assert!(line[0].starts_with("new game Easy "), "{out}");
    let (killer, fill) = killer_fill_in(line[0]);
    assert!(killer.cages.len() > 20, "{}", killer);

    // Again: Continue names a Killer, and plays on; filled in, the game is won.
    let out = play(
        &dir.0,
        &format!("tap-menu 1\nsettle\n{fill}settle\nwait-saved\n"),
        size,
        &[],
    );
    let out = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.contains("layout caption 1 Killer · Easy · "), "{out}");
    assert!(out.contains("screen Over\n"), "{out}");
    assert!(out.contains("\nbody Killer · Easy · "), "{out}");
    let save: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.0.join("data").join("save.json")).unwrap())
            .unwrap();
    assert_eq!(save["settings"]["kind"], "killer", "the choice kept");
    assert_eq!(save["statistics"]["killer"]["easy"]["won"], 1);
    assert_eq!(
        save["statistics"]["easy"]["started"], 0,
        "not a classic game"
    );

    // The day's card, with Killer still chosen: the daily Killer, won.
    let out = play(&dir.0, "tap-menu 1\nsettle\nwait-saved\n", size, &[]);
    let out = String::from_utf8_lossy(&out.stdout).into_owned();
    let line = lines_starting(&out, "new game ");
    assert!(
        line.len() == 1 && line[0].starts_with("new game Medium ") && line[0].contains(" daily "),
        "{out}"
    );
    let date: peerless::game::Date = line[0].split(" daily ").nth(1).unwrap()[..10]
        .parse()
        .unwrap();
    let (killer, fill) = killer_fill_in(line[0]);
    let daily = peerless::generate::killer::daily(
        date.year(),
        date.month(),
        date.day(),
        peerless::Level::Medium,
    );
    assert_eq!(
        killer, daily.puzzle,
        "the day's Killer, the same for everyone"
    );
    let out = play(
        &dir.0,
        &format!("tap-menu 1\nsettle\n{fill}settle\nwait-saved\n"),
        size,
        &[],
    );
    let out = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.contains("screen Over\n"), "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("body Medium · ") && l.contains(" · daily Killer of ")),
        "{out}"
    );
    assert!(out.contains("\nbody daily Killer streak 1\n"), "{out}");
    assert!(out.contains(" New Medium Killer\n"), "{out}");
    let save: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.0.join("data").join("save.json")).unwrap())
            .unwrap();
    let days = &save["statistics"]["killer"]["daily"];
    assert_eq!(
        (days["won"].as_u64(), days["streak"].as_u64()),
        (Some(1), Some(1)),
        "{days}"
    );
    assert_eq!(
        save["statistics"]["daily"]["won"], 0,
        "the classic daily streak its own"
    );
}

/// Shift+K reads a Killer cage's calculator to a listener: the selected cell's cage, what is
/// left of its sum and the combinations; a classic puzzle has no cage to read.
#[test]
fn shift_k_reads_the_cage_calculator_and_a_classic_puzzle_has_none() {
    if !x_server_available("shift_k_reads_the_cage_calculator_and_a_classic_puzzle_has_none") {
        return;
    }
    let dir = TempDir::new("shift-k");
    let script = format!(
        "killer {KILLER}\nsettle\ntap-cell 1 1\nkey Shift+K\nwait 2\npuzzle {PUZZLE}\nsettle\ntap-cell 1 3\nkey Shift+K\nwait 2\n"
    );
    let output = play(&dir.0, &script, (480, 800), &[]);
    let out = String::from_utf8_lossy(&output.stdout);
    let said = lines_starting(&out, "announce ");
    let cage = said
        .iter()
        .find(|line| line.starts_with("announce Cage "))
        .unwrap_or_else(|| panic!("the cage read: {out}"));
    // Its middle dots read as commas, its combinations with their plus signs.
    assert!(!cage.contains('·') && cage.contains('+'), "{cage}");
    assert!(
        said.contains(&"announce No cage: this is a classic puzzle"),
        "{out}"
    );
}

/// A Killer of every level, started from the start screen with Killer chosen, played to the
/// win with a note and a hint: the summary names the Killer and its level, and the win counts
/// in that level's Killer record.
#[test]
fn a_killer_of_every_level_is_started_and_won_with_a_note_and_a_hint() {
    if !x_server_available("a_killer_of_every_level_is_started_and_won_with_a_note_and_a_hint") {
        return;
    }
    let size = (480, 800);
    for (index, level) in peerless::Level::ALL.into_iter().enumerate() {
        let name = level.name();
        let dir = TempDir::new(&format!("killer-{name}"));
        // Killer chosen (the second segment of the second button), then the level (the
        // levels are buttons 3 to 7).
        let script = format!(
            "tap-choice 2 2\nsettle\ntap-menu {}\nsettle\nwait-saved\n",
            index + 3
        );
        let out = play(&dir.0, &script, size, &[]);
        let out = String::from_utf8_lossy(&out.stdout).into_owned();
        let line = lines_starting(&out, "new game ");
        assert!(
            line.len() == 1 && line[0].starts_with(&format!("new game {name} ")),
            "{out}"
        );
        let (killer, fill) = killer_fill_in(line[0]);
        let solution =
            peerless::solver::killer::first_solution(&killer.givens, &killer.cages).unwrap();
        // A note in the first empty cell (its digit), a hint, then every cell.
        let first = Cell::ALL
            .into_iter()
            .find(|&c| killer.givens.get(c).is_none())
            .unwrap();
        let (row, col) = (first.row() + 1, first.col() + 1);
        let digit = solution.get(first).unwrap().get();
        let script = format!(
            "tap-menu 1\nsettle\ntap-tool Notes\ntap-cell {row} {col}\ntap-digit {digit}\n\
             tap-tool Notes\ntap-tool Hint\nsettle\n{fill}settle\nwait-saved\n"
        );
        let out = play(&dir.0, &script, size, &[]);
        let out = String::from_utf8_lossy(&out.stdout).into_owned();
        assert!(
            out.contains(&format!("move ToggleNote r{row}c{col} {digit} -> ")),
            "{name}: {out}"
        );
        assert!(out.contains("move Hint -> ok"), "{name}: {out}");
        assert!(out.contains(&format!("\nwon {name} in ")), "{name}: {out}");
        assert!(out.contains("screen Over\n"), "{name}: {out}");
        assert!(
            out.contains(&format!("\nbody Killer · {name} · ")),
            "{name}: {out}"
        );
        assert!(out.contains("1 hint"), "{name}: {out}");
        let save: serde_json::Value =
            serde_json::from_slice(&std::fs::read(dir.0.join("data").join("save.json")).unwrap())
                .unwrap();
        let record = &save["statistics"]["killer"][name.to_lowercase()];
        assert_eq!(record["won"], 1, "{name}: {record}");
    }
}

/// A fixture photo's path, and its puzzle as its `.dat` file gives it (9 rows of 9 digits after
/// two lines about the phone and the format).
fn fixture_photo(name: &str) -> (String, String) {
    let base = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/photos/");
    let dat = std::fs::read_to_string(format!("{base}{name}.dat")).unwrap();
    let line: String = dat
        .lines()
        .skip(2)
        .flat_map(str::split_whitespace)
        .map(|digit| if digit == "0" { "." } else { digit })
        .collect();
    assert_eq!(line.len(), 81, "{dat}");
    (format!("{base}{name}.jpg"), line)
}

#[test]
fn a_photo_is_read_reviewed_corrected_and_played() {
    if !x_server_available("a_photo_is_read_reviewed_corrected_and_played") {
        return;
    }
    let dir = TempDir::new("photo");
    let (photo, puzzle) = fixture_photo("image1");
    // The start screen's Import (the last of ten, no game yet), then From a photo, the third,
    // which opens the system's chooser where there is one (none under Xvfb: nothing comes),
    // the frames going on. Then a photo dropped.
    let mut script =
        format!("tap-menu 11\ntap-menu 3\nwait 2\nphoto {photo}\nsettle\naccess-tree\n");
    // A wrong digit first: the grid has no solution and Start refuses it.
    script += "tap-cell 1 1\nkey 5\ntap-tool Start\nwait 1\n";
    // Corrected back, and a given read from the photo taken away (r1c4's 7: the puzzle keeps
    // its one solution without it), then Start.
    script += "tap-cell 1 1\nkey Backspace\ntap-cell 1 4\ntap-tool Erase\ntap-tool Start\nsettle\n";
    let output = play(&dir.0, &script, (720, 1280), &["--dp", "2"]);
    let out = String::from_utf8_lossy(&output.stdout);
    let givens = puzzle.bytes().filter(|&c| c != b'.').count();
    assert!(
        out.contains(&format!(
            "photo read {givens} givens, 0 doubtful, solutions one, sure\n"
        )),
        "{out}"
    );
    // The review: the typing screen with the reading's summary.
    let read = out.find("photo read").unwrap();
    assert!(out[read..].contains("screen Entry\n"), "{out}");
    assert!(
        out.contains(&format!(
            "message {givens} digits read: check them against the photo, then press Start.\n"
        )),
        "{out}"
    );
    // The screen reader's tree of the review: each digit read a given, the line of the summary.
    let tree = &out[read..out[read..]
        .find("access end")
        .map_or(out.len(), |end| read + end)];
    assert!(tree.contains("7, given, row 1, column 4"), "{tree}");
    assert!(
        tree.contains("digits read: check them against the photo"),
        "{tree}"
    );
    assert!(
        out.contains(&format!(
            "review {} digits, 0 doubtful, solutions none\n",
            givens + 1
        )),
        "{out}"
    );
    assert!(
        out.contains("import refused: The puzzle has no solution"),
        "{out}"
    );
    let mut played = puzzle.into_bytes();
    assert_eq!(played[3], b'7');
    played[3] = b'.';
    let played = String::from_utf8(played).unwrap();
    assert!(
        out.contains(&format!(
            "review {} digits, 0 doubtful, solutions one\n",
            givens - 1
        )),
        "{out}"
    );
    let started = out.find("new game ").expect(&out);
    assert!(
        out[started..].lines().next().unwrap().ends_with(&played),
        "{out}"
    );
    assert!(out[started..].contains("screen Game\n"), "{out}");
}

#[test]
fn a_file_that_is_no_photo_is_refused_and_the_game_in_progress_kept() {
    if !x_server_available("a_file_that_is_no_photo_is_refused_and_the_game_in_progress_kept") {
        return;
    }
    let dir = TempDir::new("no-photo");
    let not_a_photo = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    let missing = dir.0.join("no-such-photo.jpg");
    // A game with a move, then a file that is no picture dropped on it, and one that is gone.
    let script = format!(
        "puzzle {PUZZLE}\ntap-cell 1 3\nkey 4\nphoto {not_a_photo}\nsettle\n\
         photo {}\nsettle\nkey Escape\ntap-menu 1\nkey Ctrl+Z\n",
        missing.display()
    );
    let output = play(&dir.0, &script, (720, 1280), &["--dp", "2"]);
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        out.contains(
            "photo refused not-an-image: That file is not a picture: choose a JPEG or PNG photo.\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("photo refused unopened: The file could not be opened.\n"),
        "{out}"
    );
    let refused = out.find("photo refused").unwrap();
    assert!(out[refused..].contains("screen Import\n"), "{out}");
    assert!(
        out[refused..].contains("announce That file is not a picture"),
        "{out}"
    );
    // Back from the import screen is the paused game, Continue plays it, and the move made
    // before the photo is still there to undo: nothing of the game was lost.
    let back = out.rfind("photo refused").unwrap();
    let after = &out[back..];
    let paused = after.find("screen Paused\n").expect(&out);
    let game = after[paused..].find("screen Game\n").expect(&out);
    assert!(
        after[paused + game..].contains("move Undo -> ok\n"),
        "{out}"
    );
    assert_eq!(out.matches("new game ").count(), 1, "{out}");
}
