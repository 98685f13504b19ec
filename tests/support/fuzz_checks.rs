// The properties the fuzz targets check, shared with the stable property tests
// (`tests/fuzz_properties.rs`): both `include!` this file, so that `cargo test` runs the same
// checks on random inputs without nightly, and `cargo fuzz` runs them under coverage guidance.

use peerless::game::{import, Colour, Direction, EntryMode, Game, Move, Settings};
use peerless::logic::{self, Grid};
use peerless::killer::{neighbours, Killer};
use peerless::{rules, save, solver, Board, Cages, Cell, CellSet, Digit, Digits, Solution};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The text parser on any bytes: never panics, and what parses prints back to itself.
pub fn check_parse(data: &[u8]) {
    if let Ok(board) = Board::parse_bytes(data) {
        assert_eq!(Board::parse(&board.to_string()), Ok(board));
        assert_eq!(Board::parse(&format!("{board:#}")), Ok(board));
        assert_eq!(board.given_count(), board.filled_count());
    }
}

/// The solver on any 81-cell board, clashing ones included: the answers agree with each other
/// and with the rules.
pub fn check_solve(data: &[u8]) {
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
}

/// The logic engine on any candidate grid and any player position: `next_step` and `hint`
/// never panic, whatever the notes and entries (wrong ones included).
pub fn check_logic(data: &[u8]) {
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
    let _ = logic::next_step(&Grid::with_notes(&player, &notes));
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
}

/// The save loader on any bytes: never panics, and whatever it accepts saves and loads again
/// unchanged.
pub fn check_save(data: &[u8]) {
    if let Ok(loaded) = save::decode(data) {
        let again = save::decode(&save::encode(&loaded)).expect("a save it wrote reads back");
        assert_eq!(save::encode(&again), save::encode(&loaded));
    }
}

const MOVE_PUZZLES: [&str; 2] = [
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
];

fn decode_move(op: u8, a: u8, b: u8) -> Move {
    let cell = Cell::new(usize::from(a) % 81).unwrap();
    let digit = Digit::new(b % 9 + 1).unwrap();
    match op % 19 {
        0..=3 => Move::Enter { cell, digit },
        4..=5 => Move::ToggleNote { cell, digit },
        6 => Move::ToggleCornerNote { cell, digit },
        17 => Move::ToggleColour {
            cell,
            colour: Colour::ALL[digit.index()],
        },
        7 => Move::Erase(cell),
        8 => Move::AutoNotes,
        9 => Move::ClearNotes,
        10 => Move::Restart,
        11 => Move::Undo,
        12 => Move::Redo,
        13 => Move::Hint,
        14 => Move::Reveal(cell),
        15 => Move::MoveSelection(
            [Direction::Up, Direction::Down, Direction::Left, Direction::Right][usize::from(b % 4)],
        ),
        16 => Move::Select(cell),
        _ => Move::SetMode(EntryMode::ALL[usize::from(b % 4)]),
    }
}

/// Random moves applied to a game, with undo and redo: after every move the givens are
/// unchanged, the conflicts are the rules layer's, and undoing a recorded move restores the
/// position exactly (and redoing it restores the move's result).
pub fn check_moves(data: &[u8]) {
    let Some((&first, moves)) = data.split_first() else {
        return;
    };
    let settings = Settings {
        check_mistakes: first & 1 != 0,
        auto_remove_notes: first & 2 != 0,
        mistake_limit: None,
        ..Settings::default()
    };
    let puzzle = import(MOVE_PUZZLES[usize::from(first >> 7)]).unwrap();
    let mut game = Game::new(puzzle, &settings);
    let givens = *game.board();
    for chunk in moves.chunks_exact(3) {
        let before = *game.position();
        let outcome = game.apply(decode_move(chunk[0], chunk[1], chunk[2]));
        for cell in givens.givens() {
            assert_eq!(game.board().get(cell), givens.get(cell), "a given changed");
        }
        assert_eq!(game.conflicts(), rules::conflicts(game.board()));
        if outcome.recorded {
            let after = *game.position();
            let _ = game.apply(Move::Undo);
            assert_eq!(game.position(), &before, "undo restores exactly");
            let _ = game.apply(Move::Redo);
            assert_eq!(game.position(), &after, "redo restores the move");
        }
    }
}

/// Our Killer format's parser on any bytes: never panics, and what parses prints back to
/// itself (and to the same puzzle again).
pub fn check_killer_parse(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(killer) = Killer::parse(&text) {
        let line = killer.to_string();
        assert_eq!(Killer::parse(&line).as_ref(), Ok(&killer), "{line}");
        assert_eq!(killer.givens.given_count(), killer.givens.filled_count());
    }
}

/// The f-puzzles and SudokuPad link reader on any text: never panics, and what reads writes
/// back as both kinds of link, which read back to the same puzzle.
pub fn check_killer_link(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    if let Ok(killer) = Killer::from_link(&text) {
        assert_eq!(Killer::from_link(&killer.to_fpuzzles_link()).as_ref(), Ok(&killer));
        assert_eq!(Killer::from_link(&killer.to_sudokupad_link()).as_ref(), Ok(&killer));
    }
}

/// A Killer made from bytes: a grid from the first eight (as a seed), cages grown over it with
/// sizes from the next bytes (sums the grid's, sometimes two of them shifted), and givens from
/// the rest (mostly none).
pub fn killer_from_bytes(data: &[u8]) -> Option<(Cages, Board)> {
    if data.len() < 8 {
        return None;
    }
    let seed = u64::from_le_bytes(data[..8].try_into().ok()?);
    let rest = &data[8..];
    let byte = |i: usize| rest.get(i % rest.len().max(1)).copied().unwrap_or(0);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let grid = solver::random_solution(&Board::EMPTY, &mut rng)?;
    let mut free = CellSet::ALL;
    let mut cages = Vec::new();
    while let Some(start) = free.first() {
        let size = usize::from(byte(cages.len()) % 5) + 1;
        let mut cells = CellSet::single(start);
        let mut digits: Digits = grid.get(start).into_iter().collect();
        free.remove(start);
        while cells.len() < size {
            let next = (neighbours(cells) & free)
                .iter()
                .find(|&c| grid.get(c).is_some_and(|d| !digits.contains(d)));
            let Some(next) = next else { break };
            cells.insert(next);
            digits.extend(grid.get(next));
            free.remove(next);
        }
        let sum: u32 = digits.iter().map(|d| u32::from(d.get())).sum();
        cages.push((cells, sum));
    }
    // Sometimes move some of one cage's sum to another (the layout may then have no solution).
    if byte(81) % 3 == 0 && cages.len() >= 2 {
        let (a, b) = (usize::from(byte(82)) % cages.len(), usize::from(byte(83)) % cages.len());
        let by = u32::from(byte(84) % 3) + 1;
        if a != b && cages[b].1 > by {
            cages[a].1 += by;
            cages[b].1 -= by;
        }
    }
    let cages = Cages::new(cages).ok()?;
    let mut board = Board::EMPTY;
    for cell in Cell::ALL {
        board.force(cell, Digit::new(byte(100 + cell.index()) % 40));
    }
    board.mark_givens();
    Some((cages, board))
}

/// The Killer solver on any layout and givens: the answers agree with each other and with the
/// Killer rules.
pub fn check_killer_solve(data: &[u8]) {
    let Some((cages, board)) = killer_from_bytes(data) else {
        return;
    };
    let limit = usize::from(data.last().copied().unwrap_or(0) % 3) + 1;
    let clashes = rules::killer::conflicts(&board, &cages);
    let count = solver::killer::count_solutions(&board, &cages, limit);
    assert!(count <= limit);
    match solver::killer::solve(&board, &cages) {
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
            assert!(rules::killer::is_complete(&solution, &cages));
            assert_eq!(count, 1);
        }
        Solution::Multiple(one, another) => {
            assert!(one != another);
            assert!(rules::killer::is_complete(&one, &cages));
            assert!(rules::killer::is_complete(&another, &cages));
            assert!(count == limit.min(2) || count >= 2);
        }
    }
    match solver::killer::first_solution(&board, &cages) {
        Some(first) => {
            assert!(rules::killer::is_complete(&first, &cages));
            for cell in Cell::ALL {
                if let Some(digit) = board.get(cell) {
                    assert_eq!(first.get(cell), Some(digit));
                }
            }
        }
        None => assert_eq!(count, 0),
    }
}

/// The photo reader on any bytes: a reading or a typed error, never a panic; a reading's
/// board is what its cells and repair say.
pub fn check_scan(data: &[u8]) {
    if let Ok(reading) = peerless::scan::read(data) {
        for cell in reading.changed.iter() {
            assert_ne!(reading.board.get(cell), reading.first.get(cell));
        }
        for cells in reading.cells {
            let total: f32 = cells.probabilities.iter().sum();
            assert!((total - 1.0).abs() < 1e-3);
        }
        if reading.is_sure() {
            assert_eq!(solver::count_solutions(&reading.board, 2), 1);
        }
    }
}
