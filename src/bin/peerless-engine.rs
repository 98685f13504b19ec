//! The engine alone, as the page's Web Worker runs it: the game's slow tasks (making a puzzle,
//! grading one brought in) served as errands ([`peerless::game::errand`]) beside the page's
//! frames. `web/build.sh` builds it for the browser as `engine.wasm`, from the library alone
//! (no window, fonts or words) and for speed (an Extreme Killer's search is the longest wait in
//! the game), where the game's own wasm is built for size (its download is the first visit's
//! wait). The page's wasm hands it its errands through `web/peerless.js`; the two share no
//! memory. (A photo is read by a module of its own, `src/bin/peerless-scan.rs`, fetched only
//! when a player first imports one.)
//!
//! Natively it serves the same errands from its standard input, one line each, and writes each
//! answer as one line (the puzzle's record as JSON, or `error: ...`): the same protocol a test
//! can drive, without a browser.

/// Serves the errand of some bytes: a line of text.
fn serve(request: &[u8]) -> Result<String, String> {
    std::str::from_utf8(request)
        .map_err(|e| e.to_string())
        .and_then(peerless::game::errand::serve)
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use std::io::{BufRead, Write};

    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().split(b'\n') {
        let Ok(line) = line else {
            eprintln!("peerless-engine: the input could not be read");
            return std::process::ExitCode::FAILURE;
        };
        // A line ended by CR LF (a Windows pipe) is the same errand.
        let line = line.strip_suffix(b"\r").unwrap_or(&line);
        let written = match serve(line) {
            Ok(answer) => writeln!(out, "{answer}"),
            Err(error) => writeln!(out, "error: {error}"),
        };
        if written.and_then(|()| out.flush()).is_err() {
            return std::process::ExitCode::FAILURE;
        }
    }
    std::process::ExitCode::SUCCESS
}

/// In the browser the module is a library of three functions the worker calls: it has no main
/// of its own to run.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(target_arch = "wasm32")]
mod worker {
    pub mod exports;
}
