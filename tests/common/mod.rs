#![allow(dead_code)] // each test binary uses a different part

//! Helpers shared by the tests that run the puzzle tool as a user would.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `peerless-cli` with `args`, feeding `stdin`, and returns everything it did.
pub fn cli(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_peerless-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tool starts");
    let mut input = child.stdin.take().expect("a pipe");
    // The tool may exit before reading everything (usage errors): a broken pipe is fine.
    let _ = input.write_all(stdin);
    drop(input);
    child.wait_with_output().expect("the tool runs")
}

/// The tool's standard output and exit status.
pub fn run(args: &[&str], stdin: &str) -> (String, i32) {
    let output = cli(args, stdin.as_bytes());
    (
        String::from_utf8(output.stdout).expect("UTF-8 output"),
        output.status.code().expect("an exit status"),
    )
}

/// The path of a fixture in `tests/data`.
pub fn fixture(name: &str) -> String {
    format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"))
}
