//! The engine's own modules run natively (`src/bin/peerless-engine.rs` and
//! `src/bin/peerless-scan.rs`: the page workers' `engine.wasm` and `scan.wasm`): the engine's
//! serves the errands it reads, one a line, as the game's own process does, and says why for
//! one it cannot, going on with the next; the photo reader's reads a photo as the engine does.

use std::io::Write;
use std::process::{Command, Stdio};

use peerless::game::errand::{answer, serve};

#[test]
fn the_engine_module_serves_errands_line_by_line() {
    let errands = [
        "make classic Easy 3",
        "make killer Medium 8",
        "not an errand",
        "grade ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    ];
    let mut child = Command::new(env!("CARGO_BIN_EXE_peerless-engine"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the engine's module runs");
    let mut input = child.stdin.take().unwrap();
    for errand in errands {
        writeln!(input, "{errand}").unwrap();
    }
    drop(input);
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), errands.len(), "{text}");
    for (errand, line) in errands.iter().zip(&lines) {
        match serve(errand) {
            Ok(here) => assert_eq!(answer(line), answer(&here), "{errand}"),
            Err(why) => assert_eq!(*line, format!("error: {why}")),
        }
    }
    assert!(lines[2].starts_with("error: "), "{}", lines[2]);
}

/// The photo reader's module (`src/bin/peerless-scan.rs`, the page's `scan.wasm`), run
/// natively on a photo: its answer is the reading the engine makes here.
#[test]
fn the_photo_module_reads_a_photo_as_the_engine_does() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/photos/image1.jpg");
    let output = Command::new(env!("CARGO_BIN_EXE_peerless-scan"))
        .arg(path)
        .output()
        .expect("the photo module runs");
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let here = peerless::scan::read(&std::fs::read(path).unwrap());
    assert!(here.is_ok());
    assert_eq!(peerless::game::photo::answer(text.trim_end()), Ok(here));
}
