//! The three calls a Web Worker makes into one of the engine's modules (`engine.wasm`,
//! `scan.wasm`): the errand's bytes written into a buffer of the module's memory, the errand
//! served by the module's own `serve`, its answer read from the same buffer. Shared by the
//! modules' binaries (`src/bin/peerless-engine.rs`, `src/bin/peerless-scan.rs`).

use std::cell::RefCell;

thread_local! {
    /// The errand, then its answer. (A module runs one errand at a time, in its one thread.)
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

/// Does the errand in the buffer (the module's `serve`); its answer replaces it, and its
/// length is returned: 0 when the errand could not be done (the game then does its task itself,
/// or says it could not).
#[no_mangle]
pub extern "C" fn peerless_engine_serve() -> usize {
    ERRAND.with(|buffer| {
        let mut buffer = buffer.borrow_mut();
        let answer = crate::serve(&buffer).unwrap_or_default();
        *buffer = answer.into_bytes();
        buffer.len()
    })
}

/// Where the answer is, for `peerless_engine_serve`'s length of bytes.
#[no_mangle]
pub extern "C" fn peerless_engine_output() -> *const u8 {
    ERRAND.with(|buffer| buffer.borrow().as_ptr())
}
