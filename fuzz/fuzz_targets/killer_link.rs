//! The `check_killer_link` property of `tests/support/fuzz_checks.rs` under coverage guidance.
#![no_main]

#[allow(dead_code)]
mod checks {
    include!("../../tests/support/fuzz_checks.rs");
}

libfuzzer_sys::fuzz_target!(|data: &[u8]| checks::check_killer_link(data));
