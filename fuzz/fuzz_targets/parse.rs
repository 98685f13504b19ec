//! The text parser on any bytes: never panics, and what parses prints back to itself.
#![no_main]

use libfuzzer_sys::fuzz_target;
use peerless::Board;

fuzz_target!(|data: &[u8]| {
    if let Ok(board) = Board::parse_bytes(data) {
        assert_eq!(Board::parse(&board.to_string()), Ok(board));
        assert_eq!(Board::parse(&format!("{board:#}")), Ok(board));
        assert_eq!(board.given_count(), board.filled_count());
    }
});
