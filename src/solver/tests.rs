//! The classic solver's tests: its tables against their definitions, its answers against a
//! plain search and the `sudoku` crate, and every vector implementation against the others.

use super::*;
use crate::board::{Cell, Digit};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLVED: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn tables_follow_their_definitions() {
    assert_eq!(LOCKED[0o777], BAND, "everything possible: nothing locked");
    // Row 0 only in box 0: box 0 belongs to row 0, so rows 1 and 2 lose box 0 (and row 0
    // keeps only the mini-row it occupies).
    let occupied = 0b110_110_111;
    assert_eq!(LOCKED[occupied], 0x7 | 0x1F8 << 9 | 0x1F8 << 18);
    assert_eq!(
        LOCKED[0b110_110_110], 0,
        "a row with no cell is a contradiction"
    );
    // The occupied mini-rows of a plane, against their definition.
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..10_000 {
        let cells = rng.next_u32() & rng.next_u32() & BAND;
        let mut expected = 0;
        for (row, box_) in (0..3).flat_map(|r| (0..3).map(move |b| (r, b))) {
            if cells & 7 << (9 * row + 3 * box_) != 0 {
                expected |= 1 << (3 * box_ + row);
            }
        }
        assert_eq!(occupied_mini_rows(cells), expected, "{cells:027b}");
    }
    assert_eq!(
        OTHER_BANDS_KEEP[0b111_111_010] & ROW,
        ROW & !0b010,
        "column 1 alone in box 0 is cleared elsewhere"
    );
    assert_eq!(ROW_SINGLE[0b100], 0b100);
    assert_eq!(ROW_SINGLE[0b101], 0);
    assert_eq!(
        PLACED_KEEP[0].count_ones(),
        27 - 20 + 12 - 6,
        "r1c1 keeps 13"
    );
}

#[test]
fn solves_a_classic_puzzle() {
    let puzzle: Board = PUZZLE.parse().unwrap();
    let solution: Board = SOLVED.parse().unwrap();
    match solve(&puzzle) {
        Solution::Unique(found) => {
            assert_eq!(found.to_string(), SOLVED);
            assert_eq!(found.givens(), puzzle.givens(), "the givens stay givens");
            assert!(rules::is_complete(&found));
            assert_eq!(found.to_string(), solution.to_string());
        }
        other => panic!("expected a unique solution, got {other:?}"),
    }
    assert_eq!(count_solutions(&puzzle, 2), 1);
    assert_eq!(count_solutions(&puzzle, 0), 0);
    assert_eq!(first_solution(&puzzle).unwrap().to_string(), SOLVED);
}

#[test]
fn an_empty_board_has_many_solutions() {
    match solve(&Board::EMPTY) {
        Solution::Multiple(a, b) => {
            assert_ne!(a, b);
            assert!(rules::is_complete(&a) && rules::is_complete(&b));
        }
        other => panic!("expected several solutions, got {other:?}"),
    }
    assert_eq!(count_solutions(&Board::EMPTY, 1000), 1000);
}

#[test]
fn clashing_digits_are_reported_before_any_search() {
    let mut board: Board = PUZZLE.parse().unwrap();
    board.force(Cell::new(2).unwrap(), Digit::new(5)); // r1c3 = 5 clashes with r1c1
    match solve(&board) {
        Solution::Conflict(cells) => {
            assert_eq!(cells, rules::conflicts(&board));
            assert!(cells.contains(Cell::new(0).unwrap()) && cells.contains(Cell::new(2).unwrap()));
        }
        other => panic!("expected a conflict, got {other:?}"),
    }
    assert_eq!(count_solutions(&board, 2), 0);
}

#[test]
fn a_clash_free_board_without_solution_is_none() {
    // r1c9 can hold nothing: 1-8 in its row, 9 in its column.
    let board: Board =
        "12345678.........9..............................................................."
            .parse()
            .unwrap();
    assert_eq!(solve(&board), Solution::None);
    assert_eq!(count_solutions(&board, 2), 0);
}

#[test]
fn random_solutions_are_valid_reproducible_and_varied() {
    let mut a = ChaCha8Rng::seed_from_u64(7);
    let mut b = ChaCha8Rng::seed_from_u64(7);
    let first = random_solution(&Board::EMPTY, &mut a).unwrap();
    assert!(rules::is_complete(&first));
    assert_eq!(random_solution(&Board::EMPTY, &mut b), Some(first));
    let second = random_solution(&Board::EMPTY, &mut a).unwrap();
    assert_ne!(first, second);
    let puzzle: Board = PUZZLE.parse().unwrap();
    assert_eq!(
        random_solution(&puzzle, &mut a).unwrap().to_string(),
        SOLVED,
        "a unique puzzle has only one solution to find"
    );
}

/// Counts solutions the plain way: the first empty cell, every legal digit, recursively.
fn brute_force_count(board: &mut Board, limit: usize) -> usize {
    let Some(cell) = Cell::ALL.into_iter().find(|&c| board.get(c).is_none()) else {
        return usize::from(rules::conflicts(board).is_empty());
    };
    let mut count = 0;
    for digit in Digit::ALL {
        if rules::is_legal(board, cell, digit) {
            board.force(cell, Some(digit));
            count += brute_force_count(board, limit - count);
            board.force(cell, None);
            if count >= limit {
                break;
            }
        }
    }
    count
}

/// Boards near a solution: some cells emptied, a few overwritten (which may leave no
/// solution, or clashing digits).
fn near_solution() -> impl proptest::strategy::Strategy<Value = Board> {
    use proptest::prelude::*;
    let solved: Board = SOLVED.parse().unwrap();
    (
        proptest::collection::vec(0usize..81, 0..16),
        proptest::collection::vec((0usize..81, 1u8..=9), 0..3),
    )
        .prop_map(move |(empty, writes)| {
            let mut board = solved;
            for i in empty {
                board.force(Cell::new(i).unwrap(), None);
            }
            for (i, v) in writes {
                board.force(Cell::new(i).unwrap(), Digit::new(v));
            }
            board.mark_givens();
            board
        })
}

/// Boards dug from a random solved grid: a random set of cells emptied (none to all), then
/// perhaps one emptied cell given a digit its peers allow, often not the grid's, which can
/// leave no solution without a clash. `near_solution` (one grid, few cells emptied) gives one
/// solution or a clash and almost nothing else; these give one solution, several, and none
/// (measured over 1000 boards: about 40%, 50% and 10%).
fn dug_board() -> impl proptest::strategy::Strategy<Value = Board> {
    use proptest::prelude::*;
    use proptest::sample::{subsequence, Index};
    (
        any::<u64>(),
        subsequence(Cell::ALL.to_vec(), 0..=81),
        proptest::option::of((any::<Index>(), any::<Index>())),
    )
        .prop_map(|(seed, removed, write)| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut board = random_solution(&Board::EMPTY, &mut rng).unwrap();
            for &cell in &removed {
                board.force(cell, None);
            }
            if let (Some((cell, digit)), false) = (write, removed.is_empty()) {
                let cell = removed[cell.index(removed.len())];
                let allowed: Vec<Digit> = rules::candidates(&board, cell).iter().collect();
                if !allowed.is_empty() {
                    board.force(cell, Some(allowed[digit.index(allowed.len())]));
                }
            }
            board.mark_givens();
            board
        })
}

/// Either kind of board.
fn any_partial_board() -> impl proptest::strategy::Strategy<Value = Board> {
    proptest::prop_oneof![near_solution(), dug_board()]
}

proptest::proptest! {
    #[test]
    fn counts_agree_with_brute_force(board in near_solution(), limit in 1usize..6) {
        let expected = if rules::conflicts(&board).is_empty() {
            brute_force_count(&mut board.clone(), limit)
        } else {
            0
        };
        proptest::prop_assert_eq!(count_solutions(&board, limit), expected);
    }

    #[test]
    fn solve_agrees_with_counting(board in any_partial_board()) {
        let count = count_solutions(&board, 2);
        match solve(&board) {
            Solution::Unique(s) => {
                proptest::prop_assert_eq!(count, 1);
                proptest::prop_assert!(rules::is_complete(&s));
            }
            Solution::Multiple(a, b) => {
                proptest::prop_assert_eq!(count, 2);
                proptest::prop_assert!(a != b && rules::is_complete(&a) && rules::is_complete(&b));
            }
            Solution::None => {
                proptest::prop_assert_eq!(count, 0);
                proptest::prop_assert!(rules::conflicts(&board).is_empty());
            }
            Solution::Conflict(cells) => {
                proptest::prop_assert_eq!(count, 0);
                proptest::prop_assert_eq!(cells, rules::conflicts(&board));
                proptest::prop_assert!(!cells.is_empty());
            }
        }
    }

    #[test]
    fn random_solutions_solve_partial_boards(seed in proptest::prelude::any::<u64>(), board in any_partial_board()) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        match random_solution(&board, &mut rng) {
            Some(s) => {
                proptest::prop_assert!(rules::is_complete(&s));
                for cell in Cell::ALL {
                    if board.get(cell).is_some() {
                        proptest::prop_assert_eq!(s.get(cell), board.get(cell));
                    }
                }
            }
            None => proptest::prop_assert_eq!(count_solutions(&board, 1), 0),
        }
    }

    #[test]
    fn counts_agree_with_the_sudoku_crate(board in dug_board(), limit in 1usize..200) {
        // Brute force is too slow on sparse boards without a solution; the sudoku crate
        // (an independent JCZSolve port) is not.
        let theirs = sudoku::Sudoku::from_bytes(*board.as_bytes())
            .unwrap()
            .solutions_count_up_to(limit);
        proptest::prop_assert_eq!(count_solutions(&board, limit), theirs, "{}", board);
    }
}

/// Puzzles from the fixtures: easy, hard, and several with more than one solution.
fn fixture_boards() -> Vec<Board> {
    [
        include_str!("../../tests/data/17_clue_100.txt"),
        include_str!("../../tests/data/forum_hardest_1106_50.txt"),
        include_str!("../../tests/data/magictour_top1465_50.txt"),
        include_str!("../../tests/data/serg_benchmark_50.txt"),
    ]
    .iter()
    .flat_map(|text| text.lines())
    .map(|line| line.parse().unwrap())
    .collect()
}

#[test]
fn arrangements_follow_from_the_occupied_mini_lines_at_a_fixed_point() {
    // The placement guess counts a digit's arrangements in a band or stack from how many of
    // its mini-lines are occupied; that holds at a fixed point of the band and stack rules.
    // Check it against counting the arrangements themselves, at every branching point.
    let mut checked = 0;
    for board in fixture_boards() {
        let mut grid = Grid::from_digits::<Lanes>(board.as_bytes()).unwrap();
        for _ in 0..20 {
            let (band, bit) =
                match grid.propagate::<true, Lanes>(false, STRONG_SCORE_FROM_UNDECIDED) {
                    Progress::Cell { band, bit } => (band, bit),
                    _ => break,
                };
            for (digit, plane) in grid.planes.iter().enumerate() {
                let planes = Lanes::load_bands(plane);
                let (forward, backward) = band_arrangements(mini_rows_of_bands(planes));
                let x = columns_of_bands(planes);
                let (next, after) = rotate_in_boxes(x);
                let (down, up) = stack_arrangements(x, next, after);
                let (down, up) = (down.to_array()[0], up.to_array()[0]);
                // Units 0..3 are the bands (and index the planes), 3..6 the stacks.
                #[allow(clippy::needless_range_loop)]
                for unit in 0..6 {
                    let (counted, occupied) = if unit < 3 {
                        let both = forward.to_array()[unit].count_ones()
                            + backward.to_array()[unit].count_ones();
                        let cells = plane[unit];
                        let occupied = (0..9)
                            .filter(|m| cells & 7 << (9 * (m / 3) + 3 * (m % 3)) != 0)
                            .count();
                        (both, occupied as u32)
                    } else {
                        let stack = 3 * (unit - 3);
                        let both =
                            (down >> stack & 7).count_ones() + (up >> stack & 7).count_ones();
                        let occupied = (0..3)
                            .map(|band| (x.to_array()[band] >> stack & 7).count_ones())
                            .sum();
                        (both, occupied)
                    };
                    let n = Lanes::splat(occupied);
                    let claimed = arrangements_plus_4(n).to_array()[0] - 4;
                    assert_eq!(claimed, counted, "{board}: digit {digit}, unit {unit}");
                    checked += 1;
                }
            }
            // Go down one branch, to check deeper fixed points too.
            let digit = LowestFirst.choose(&grid, band, bit);
            grid.decide(band, digit, bit);
        }
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn guesses_are_counted() {
    let easy: Board = PUZZLE.parse().unwrap();
    assert_eq!(
        count_with_guesses(&easy, 2),
        Count {
            solutions: 1,
            guesses: 0
        }
    );
    for board in fixture_boards() {
        let count = count_with_guesses(&board, 2);
        assert_eq!(count.solutions, count_solutions(&board, 2), "{board}");
        if count.solutions == 2 {
            assert!(count.guesses > 0, "two solutions take a guess: {board}");
        }
    }
    let hardest: Board =
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
            .parse()
            .unwrap();
    assert!(count_with_guesses(&hardest, 2).guesses > 0);
    assert_eq!(count_with_guesses(&hardest, 0), Count::default());
}

#[test]
fn the_search_uses_the_vectors_of_this_processor() {
    #[cfg(all(
        any(target_arch = "x86", target_arch = "x86_64"),
        not(peerless_portable)
    ))]
    let expected = if has_avx2() { "avx2" } else { "sse2" };
    #[cfg(all(target_arch = "aarch64", not(peerless_portable)))]
    let expected = "neon";
    #[cfg(all(
        target_arch = "wasm32",
        target_feature = "simd128",
        not(peerless_portable)
    ))]
    let expected = "simd128";
    #[cfg(any(
        peerless_portable,
        not(any(
            target_arch = "x86",
            target_arch = "x86_64",
            target_arch = "aarch64",
            all(target_arch = "wasm32", target_feature = "simd128")
        ))
    ))]
    let expected = "portable";
    assert_eq!(vectors(), expected);
}

/// One search, on the vectors `V`: the count and the solutions found, with `limit` 1, 2 and
/// 10 in order, then the grid a seeded random search fills in (the generator's path).
fn search_on<V: Vector>(board: &Board) -> Vec<(Option<Count>, [[u8; 81]; 2])> {
    let cells = board.as_bytes();
    let mut results = Vec::new();
    for limit in [1, 2, 10] {
        let mut found = [[0u8; 81]; 2];
        let count = search_here::<_, V>(cells, limit, &mut found, &mut LowestFirst);
        results.push((count, found));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut found = [[0u8; 81]; 2];
    let count = search_here::<_, V>(cells, 1, &mut found[..1], &mut Shuffled { rng: &mut rng });
    results.push((count, found));
    results
}

/// Every implementation of the vectors this build has (the portable arrays, the target's
/// own: SSE2, NEON or SIMD128, and AVX2 where the machine has it) makes the same guesses and finds
/// the same solutions, in counting, first solutions and random grids. `search` takes only
/// one of them on a given machine, so without this the others would go untested there.
#[test]
fn every_vector_implementation_searches_alike() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut boards = fixture_boards();
    boards.push(Board::EMPTY);
    for _ in 0..200 {
        let mut board = random_solution(&Board::EMPTY, &mut rng).unwrap();
        for cell in Cell::ALL {
            if bounded(&mut rng, 3) != 0 {
                board.force(cell, None);
            }
        }
        boards.push(board);
    }
    for board in &boards {
        let native = search_on::<Lanes>(board);
        assert_eq!(
            search_on::<lanes::PortableLanes>(board),
            native,
            "portable and {}: {board}",
            lanes::NATIVE
        );
        #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
        if has_avx2() {
            // SAFETY: AVX2 and the rest were detected just above.
            let wide = unsafe { search_on_avx2(board) };
            assert_eq!(wide, native, "avx2 and {}: {board}", lanes::NATIVE);
        }
    }
    // The boards ask for real searches: guesses, and boards with several solutions.
    let guesses: usize = boards
        .iter()
        .map(|board| count_with_guesses(board, 2).guesses)
        .sum();
    assert!(guesses > 1000, "{guesses} guesses");
}

/// [`search_on`] with the AVX2 vectors, compiled for AVX2 machines as [`search_avx2`] is.
///
/// # Safety
///
/// The machine must have AVX2, BMI1, BMI2 and POPCNT ([`has_avx2`]).
#[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
unsafe fn search_on_avx2(board: &Board) -> Vec<(Option<Count>, [[u8; 81]; 2])> {
    search_on::<Lanes2>(board)
}

#[test]
fn bounded_draws_stay_in_range() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut seen = [0u32; 7];
    for _ in 0..7000 {
        seen[bounded(&mut rng, 7) as usize] += 1;
    }
    assert!(seen.iter().all(|&n| n > 800), "{seen:?}");
}
