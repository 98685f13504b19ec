//! The `check_scan` property of `tests/support/fuzz_checks.rs` under coverage guidance: the
//! photo reader's decoders, grid search and repair on any bytes (seed it with
//! `tests/data/photos/*.jpg`).
#![no_main]

#[allow(dead_code)]
mod checks {
    include!("../../tests/support/fuzz_checks.rs");
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::check_scan(data));
