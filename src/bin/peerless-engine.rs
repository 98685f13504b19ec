//! The engine alone, as the page's Web Worker runs it: the game's slow tasks (making a puzzle,
//! grading one brought in) served as errands ([`peerless::game::errand`]) beside the page's
//! frames. `web/build.sh` builds it for the browser as `engine.wasm`, from the library alone
//! (no window, fonts or words) and for speed (an Extreme Killer's search is the longest wait in
//! the game), where the game's own wasm is built for size (its download is the first visit's
//! wait). The page's wasm hands it its errands through `web/peerless.js`; the two share no
//! memory.
//!
//! Natively it serves the same errands from its standard input, one line each, and writes each
//! answer as one line (the puzzle's record as JSON, or `error: ...`): the same protocol a test
//! can drive, without a browser.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use std::io::{BufRead, Write};

    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else {
            eprintln!("peerless-engine: the input is not text");
            return std::process::ExitCode::FAILURE;
        };
        let written = match peerless::game::errand::serve(&line) {
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
mod exports {
    //! The worker's calls: the errand's bytes written into a buffer of the module's memory, the
    //! errand served, its answer read from the same buffer.

    use std::cell::RefCell;

    thread_local! {
        /// The errand, then its answer. (The module runs one errand at a time, in its one
        /// thread.)
        static ERRAND: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    }

    /// Makes room for an errand of `len` bytes, which the worker writes at the pointer returned.
    #[no_mangle]
    pub extern "C" fn peerless_engine_input(len: usize) -> *mut u8 {
        ERRAND.with(|buffer| {
            let mut buffer = buffer.borrow_mut();
            buffer.clear();
            buffer.resize(len, 0);
            buffer.as_mut_ptr()
        })
    }

    /// Does the errand in the buffer ([`peerless::game::errand::serve`]); its answer replaces
    /// it, and its length is returned: 0 when the errand could not be done (the game then does
    /// its task itself).
    #[no_mangle]
    pub extern "C" fn peerless_engine_serve() -> usize {
        ERRAND.with(|buffer| {
            let mut buffer = buffer.borrow_mut();
            let answer = std::str::from_utf8(&buffer)
                .map_err(|e| e.to_string())
                .and_then(peerless::game::errand::serve)
                .unwrap_or_default();
            *buffer = answer.into_bytes();
            buffer.len()
        })
    }

    /// Where the answer is, for `peerless_engine_serve`'s length of bytes.
    #[no_mangle]
    pub extern "C" fn peerless_engine_output() -> *const u8 {
        ERRAND.with(|buffer| buffer.borrow().as_ptr())
    }
}
