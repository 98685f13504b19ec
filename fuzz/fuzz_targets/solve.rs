//! The solver on any 81-cell board, clashing ones included: the answers agree with each other
//! and with the rules.
#![no_main]

use libfuzzer_sys::fuzz_target;
use peerless::{rules, solver, Board, Cell, Digit, Solution};

fuzz_target!(|data: &[u8]| {
    if data.len() < 82 {
        return;
    }
    let mut board = Board::EMPTY;
    for (cell, &byte) in Cell::ALL.into_iter().zip(data) {
        // Mostly empty cells, so that some boards have solutions to find.
        board.force(cell, Digit::new(byte % 24));
    }
    let limit = usize::from(data[81] % 4) + 1;
    let clashes = rules::conflicts(&board);
    let count = solver::count_solutions(&board, limit);
    assert!(count <= limit);
    match solver::solve(&board) {
        Solution::Conflict(cells) => {
            assert_eq!(cells, clashes);
            assert!(!cells.is_empty());
            assert_eq!(count, 0);
        }
        Solution::None => {
            assert!(clashes.is_empty());
            assert_eq!(count, 0);
        }
        Solution::Unique(solution) => {
            assert!(rules::is_complete(&solution));
            assert_eq!(count, 1);
        }
        Solution::Multiple(one, another) => {
            assert!(one != another);
            assert!(rules::is_complete(&one) && rules::is_complete(&another));
            assert!(count == limit.min(2) || count >= 2);
        }
    }
    if let Some(first) = solver::first_solution(&board) {
        assert!(rules::is_complete(&first));
        for cell in Cell::ALL {
            if let Some(digit) = board.get(cell) {
                assert_eq!(first.get(cell), Some(digit));
            }
        }
    } else {
        assert_eq!(count, 0);
    }
});
