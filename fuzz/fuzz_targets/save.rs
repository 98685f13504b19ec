//! The save loader on any bytes: never panics, and whatever it accepts saves and loads again
//! unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use peerless::save;

fuzz_target!(|data: &[u8]| {
    if let Ok(loaded) = save::decode(data) {
        let again = save::decode(&save::encode(&loaded)).expect("a save it wrote reads back");
        assert_eq!(save::encode(&again), save::encode(&loaded));
    }
});
