//! The logic engine on any candidate grid and any player position: `next_step` and `hint` never
//! panic, whatever the notes and entries (wrong ones included).
#![no_main]

use libfuzzer_sys::fuzz_target;
use peerless::logic::{self, Grid};
use peerless::{Board, Cell, Digit, Digits};

fuzz_target!(|data: &[u8]| {
    if data.len() < 81 * 4 {
        return;
    }
    let mut puzzle = Board::EMPTY;
    let mut player = Board::EMPTY;
    let mut notes = [Digits::EMPTY; 81];
    for cell in Cell::ALL {
        let i = cell.index();
        puzzle.force(cell, Digit::new(data[i] % 20));
        player.force(cell, Digit::new(data[81 + i] % 20));
        let bits = u16::from_le_bytes([data[162 + 2 * i], data[163 + 2 * i]]);
        notes[i] = Digits::from_bits_truncate(bits);
    }
    puzzle.mark_givens();
    // The player's board keeps the puzzle's givens.
    for cell in puzzle.givens() {
        player.force(cell, puzzle.get(cell));
    }
    let grid = Grid::with_notes(&player, &notes);
    let _ = logic::next_step(&grid);
    let _ = logic::next_step(&Grid::new(&puzzle));
    let hint = logic::hint(&puzzle, &player, &notes);
    for level in [
        logic::HintLevel::Technique,
        logic::HintLevel::Cells,
        logic::HintLevel::Move,
    ] {
        let _ = hint.text(level);
        let _ = hint.cells(level);
    }
});
