//! Writes the seed corpora of the fuzz targets from the test fixtures: puzzles as text for the
//! parser, as cell bytes for the solver and the logic engine, move scripts for the game, and real
//! saves of games in progress for the save loader. Run from `fuzz/`: `cargo run --bin seeds`.

use std::fs;
use std::path::Path;

use peerless::game::{import, Game, Move, Settings};
use peerless::save::{self, SaveData};
use peerless::{Board, Cell, Digit};

fn write(target: &str, name: String, bytes: &[u8]) {
    let dir = Path::new("corpus").join(target);
    fs::create_dir_all(&dir).expect("corpus directory");
    fs::write(dir.join(name), bytes).expect("seed file");
}

fn main() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data");
    let mut puzzles: Vec<Board> = Vec::new();
    for file in [
        "17_clue_100.txt",
        "forum_hardest_1106_50.txt",
        "kaggle_50.txt",
        "serg_benchmark_50.txt",
    ] {
        let text = fs::read_to_string(data.join(file)).expect("fixture");
        for (i, line) in text.lines().enumerate().filter(|(i, _)| i % 5 == 0) {
            write("parse", format!("{file}-{i}"), line.as_bytes());
            let board: Board = line.parse().expect("a fixture puzzle");
            let mut cells: Vec<u8> = board.as_bytes().to_vec();
            cells.push(1);
            write("solve", format!("{file}-{i}"), &cells);
            let mut logic = board.as_bytes().to_vec();
            logic.extend_from_slice(board.as_bytes());
            logic.extend(std::iter::repeat_n(0xFE, 162));
            write("logic", format!("{file}-{i}"), &logic);
            puzzles.push(board);
        }
    }
    let grid = format!("{:#}", puzzles[0]);
    write("parse", "grid".to_string(), grid.as_bytes());

    // Move scripts: enter digits, notes, undo, redo, hints.
    let mut script = vec![0u8];
    for i in 0..60u8 {
        script.extend_from_slice(&[i % 17, i.wrapping_mul(7), i]);
    }
    write("moves", "mixed".to_string(), &script);

    // Saves of real games in progress.
    let settings = Settings::default();
    for (i, text) in
        ["53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"]
            .iter()
            .enumerate()
    {
        let mut game = Game::new(import(text).expect("a proper puzzle"), &settings);
        for (k, cell) in Cell::ALL.into_iter().enumerate().take(20) {
            let digit = Digit::new((k % 9) as u8 + 1).unwrap();
            let _ = game.apply(Move::Enter { cell, digit });
            let _ = game.apply(Move::ToggleNote { cell, digit });
        }
        let _ = game.apply(Move::Undo);
        let data = SaveData {
            game: Some(game),
            ..SaveData::default()
        };
        write("save", format!("game-{i}"), &save::encode(&data));
    }
    write(
        "save",
        "fresh".to_string(),
        &save::encode(&SaveData::default()),
    );
    println!("corpora written under fuzz/corpus/");
}
