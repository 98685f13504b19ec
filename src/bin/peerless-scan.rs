//! The photo reader alone, as the page's Web Worker runs it when a player imports a puzzle from
//! a photo: the recognizer (`peerless::scan`: the image decoders, the network and its weights,
//! the solver's repair) served as the photo's errand ([`peerless::game::photo`]). `web/build.sh`
//! builds it for the browser as `scan.wasm`, which the page fetches only at a player's first
//! photo (and the service worker keeps then): the game's first download does not carry it, nor
//! does the engine's module every page fetches. Built for size: a 12-megapixel photo is read
//! well within a second even so (`docs/benchmarks.md`).
//!
//! Natively it reads the photo named on its command line and writes the answer's JSON: the
//! same protocol a test can drive, without a browser.

/// Serves the errand of some bytes: a photo's.
fn serve(request: &[u8]) -> Result<String, String> {
    peerless::game::photo::serve(request)
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    let Some(path) = std::env::args_os().nth(1) else {
        eprintln!("usage: peerless-scan PHOTO");
        return std::process::ExitCode::from(2);
    };
    let photo = match std::fs::read(&path) {
        Ok(photo) => photo,
        Err(error) => {
            eprintln!("peerless-scan: {}: {error}", path.to_string_lossy());
            return std::process::ExitCode::FAILURE;
        }
    };
    match serve(&peerless::game::photo::errand(&photo)) {
        Ok(answer) => {
            println!("{answer}");
            std::process::ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("peerless-scan: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// In the browser the module is a library of three functions the worker calls: it has no main
/// of its own to run.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(target_arch = "wasm32")]
mod worker {
    pub mod exports;
}
