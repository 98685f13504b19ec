//! Saves survive a real crash: a child process writes saves as fast as it can and is killed with
//! SIGKILL at random moments, over and over, in the same folder. After every kill a loadable game
//! must remain, never older than the last save the child reported complete.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use peerless::game::{import, Game, Move, Settings};
use peerless::save::{LoadSource, SaveData, SaveStore};
use peerless::{Cell, Digit};

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

/// The child's work (a no-op in the normal test run): save counter values in a loop, printing
/// each after its save returned.
#[test]
fn writer_child() {
    let Ok(dir) = std::env::var(WRITER_DIR) else {
        return;
    };
    let start: u32 = std::env::var(WRITER_START).unwrap().parse().unwrap();
    let store = SaveStore::new(dir);
    let mut data = data(start);
    for counter in start.. {
        data.statistics.easy.started = counter;
        store.save(&data).expect("a save");
        println!("saved {counter}");
    }
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
        .args(["--exact", "writer_child", "--nocapture", "--test-threads=1"])
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

#[test]
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
