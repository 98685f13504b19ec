//! Saves survive a real crash: a child process writes saves as fast as it can and is killed with
//! SIGKILL at random moments, over and over, in the same folder. After every kill a loadable game
//! must remain, never older than the last save the child reported complete.
//!
//! The child is this same program: it has no test harness (`harness = false` in Cargo.toml), and
//! `main` is the writer when the environment names a folder to write into, and otherwise the test,
//! reporting like one (it honours a name filter and `--list`, so `cargo test NAME` works).
//!
//! The child writes through the game's own save writer (`src/app/core/writer.rs`, included here): the
//! saves are handed to its thread and coalesce there, as in the game, and the child reports a
//! save complete only when the writer says it is stored.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use peerless::game::{import, Game, Move, Settings};
use peerless::save::{self, LoadSource, SaveData, SaveStore, Storage};
use peerless::{Cell, Digit};

/// The game's save writer, from the game's source.
#[allow(dead_code)]
#[path = "../src/app/core/writer.rs"]
mod writer;

/// Set in the child: the folder to save into, and the first counter value to write.
const WRITER_DIR: &str = "PEERLESS_KILL_TEST_DIR";
const WRITER_START: &str = "PEERLESS_KILL_TEST_START";

/// A save worth some bytes: a game with a long history, and a counter in the statistics.
fn data(counter: u32) -> SaveData {
    let puzzle =
        import("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
            .unwrap();
    let mut game = Game::new(puzzle, &Settings::default());
    for (i, cell) in Cell::ALL.into_iter().enumerate() {
        let digit = Digit::new((i % 9) as u8 + 1).unwrap();
        let _ = game.apply(Move::ToggleNote { cell, digit });
    }
    let mut data = SaveData {
        game: Some(game),
        ..SaveData::default()
    };
    data.statistics.easy.started = counter;
    data
}

/// The child's work: hand counter values to the game's save writer as fast as it takes them,
/// printing the newest the writer reports stored, until it is killed.
fn writer(dir: &str, start: u32) -> ! {
    let storage: Box<dyn Storage> = Box::new(save::FileStorage::new(dir));
    let mut writer = writer::Writer::start(
        std::sync::Arc::new(SaveStore::with_storage(storage)),
        |work| std::thread::Builder::new().spawn(work).is_ok(),
    );
    let mut data = data(start);
    let mut reported = 0;
    for counter in start.. {
        data.statistics.easy.started = counter;
        // The writer numbers the saves it is handed from 1, one per hand-over.
        let number = writer.submit(save::encode(&data));
        debug_assert_eq!(u64::from(counter - start + 1), number);
        let progress = writer.progress();
        assert!(progress.failed.is_none(), "a save failed");
        if progress.written > reported {
            reported = progress.written;
            println!("saved {}", start - 1 + reported as u32);
        }
        // Hand-overs as fast as a player's taps could come, faster than the disk takes them.
        std::thread::sleep(Duration::from_micros(300));
    }
    unreachable!("the counter ran out before the kill")
}

/// A small deterministic generator of kill delays.
struct Lcg(u64);

impl Lcg {
    fn next_millis(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % below
    }
}

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("peerless-kill-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs the writer until a random moment, kills it, and returns the last counter it reported.
fn write_then_kill(dir: &Path, start: u32, delay: Duration) -> Option<u32> {
    let mut child = Command::new(std::env::current_exe().unwrap())
        .env(WRITER_DIR, dir)
        .env(WRITER_START, start.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut last = None;
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if let Some(n) = line.strip_prefix("saved ") {
                last = n.parse().ok();
            }
        }
        last
    });
    let started = Instant::now();
    while started.elapsed() < delay {
        std::thread::sleep(Duration::from_micros(200));
    }
    child.kill().unwrap(); // SIGKILL on Unix
    child.wait().unwrap();
    reader.join().unwrap()
}

fn killed_writers_never_lose_a_completed_save() {
    let dir = temp_dir();
    let mut rng = Lcg(2026);
    let mut known = 0u32; // the newest counter known to be completely saved
    let mut kills_mid_run = 0;
    let mut torn = 0;
    for _ in 0..60 {
        let delay = Duration::from_millis(5 + rng.next_millis(60));
        let reported = write_then_kill(&dir, known + 1, delay);
        if let Some(last) = reported {
            known = known.max(last);
            kills_mid_run += 1;
        }
        // A write the kill interrupted leaves its temporary file behind.
        torn += usize::from(std::fs::read_dir(&dir).unwrap().count() > 2);
        let loaded = SaveStore::new(&dir).load();
        let counter = loaded.data.statistics.easy.started;
        if known > 0 {
            assert_ne!(
                loaded.source,
                LoadSource::Fresh,
                "a completed save was lost"
            );
            assert!(
                counter >= known,
                "loaded {counter}, older than the last completed save {known}"
            );
            assert!(loaded.data.game.is_some(), "the game in progress is kept");
        }
        // The next writer starts after whatever survived.
        known = known.max(counter);
    }
    assert!(kills_mid_run >= 30, "most kills came after some saves");
    println!("60 kills, {kills_mid_run} after completed saves, {torn} leaving a torn write");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The test's name, as a filter or `--list` sees it.
const TEST: &str = "killed_writers_never_lose_a_completed_save";

/// Whether the harness arguments cargo passes on (`cargo test [FILTER] -- [ARGS]`) select the
/// test: a name filter (`--exact` for a whole name), `--skip`, and `--ignored` (it is not
/// ignored). Options that take a value are skipped with it; others are accepted and ignored.
fn selected(args: &[String]) -> bool {
    let (mut filters, mut skips): (Vec<&str>, Vec<&str>) = (Vec::new(), Vec::new());
    let (mut exact, mut ignored_only) = (false, false);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--exact" => exact = true,
            "--ignored" => ignored_only = true,
            "--skip" => skips.extend(args.next().map(String::as_str)),
            "--test-threads" | "--color" | "--format" | "--logfile" | "-Z" | "--shuffle-seed" => {
                args.next();
            }
            flag if flag.starts_with('-') => {}
            filter => filters.push(filter),
        }
    }
    let matches = |pattern: &str| {
        if exact {
            pattern == TEST
        } else {
            TEST.contains(pattern)
        }
    };
    !ignored_only
        && (filters.is_empty() || filters.into_iter().any(matches))
        && !skips.into_iter().any(matches)
}

fn main() -> ExitCode {
    if let Ok(dir) = std::env::var(WRITER_DIR) {
        let start = std::env::var(WRITER_START).expect("a start counter");
        writer(&dir, start.parse().expect("a number"));
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|arg| arg == "--list") {
        if selected(&args) {
            println!("{TEST}: test");
        }
        return ExitCode::SUCCESS;
    }
    if !selected(&args) {
        println!("\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 1 filtered out\n");
        return ExitCode::SUCCESS;
    }
    println!("\nrunning 1 test");
    let start = Instant::now();
    // A failed assertion has printed its message; the panic is caught to report it as a test.
    let passed = std::panic::catch_unwind(killed_writers_never_lose_a_completed_save).is_ok();
    let (verdict, counts) = if passed {
        ("ok", "1 passed; 0 failed")
    } else {
        ("FAILED", "0 passed; 1 failed")
    };
    println!("test {TEST} ... {verdict}\n");
    println!(
        "test result: {verdict}. {counts}; 0 ignored; 0 measured; 0 filtered out; finished in {:.2}s\n",
        start.elapsed().as_secs_f64()
    );
    if passed {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(101)
    }
}
