//! The generator: unique puzzles at the level a player asked for, from a seed, fast enough to run
//! on a phone between two games.
//!
//! A puzzle is made in three moves:
//!
//! 1. **A random complete grid**, from the solver's randomised search ([`solver::random_solution`]).
//! 2. **Digging**: the clues are visited in a random order, in groups that keep the requested
//!    symmetry (a cell and its mirror image), and each group is removed only if the puzzle still
//!    has exactly one solution. One pass over all groups leaves a puzzle from which no group can
//!    be removed (a removal refused once stays refused: fewer clues never restore uniqueness).
//! 3. **Grading** by the logic engine ([`logic::grade`]), the same grade the game shows.
//!
//! Hitting a level is rejection sampling: dig and grade until the grade matches. Measured on this
//! engine, digging takes about 0.05 ms and grading 0.1 to 0.4 ms, and with rotational symmetry a
//! fully dug puzzle comes out Easy about 2 times in 3, Medium 1 in 10, Hard 1 in 5, Expert 1 in 25
//! and Extreme 1 in 50, so even Extreme takes a few dozen attempts (`benches/generate.rs` keeps
//! the figures). Two ideas to steer the level were measured and dropped: adding clues back to a
//! puzzle that came out too hard turned 6 of 96 into Medium (the rest fell to Easy), and trying
//! several clue groups per uniqueness check made digging slower (0.064 ms against 0.050 ms), as
//! the failed checks on looser boards cost more than the saved ones. What did pay is a quick
//! filter before the full grade (see [`generate_until`]): solving with the techniques up to the
//! level asked for rejects harder puzzles without the grader's search through the harder
//! techniques.
//!
//! Everything random comes from the caller's RNG through unbiased bounded draws on
//! `next_u32`, so the same seed and options give the same puzzle on every platform and build.
//! A long search can be stopped between attempts through a shared flag.

use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rand_core::Rng;

use crate::board::{Board, Cell};
use crate::logic::{self, Grade, Level};
use crate::names::{parse_name, ParseNameError};
use crate::solver;

pub mod killer;

/// Which cells are removed together, so that the clues form a pattern.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Any clue may go alone.
    None,
    /// 180-degree rotation: a clue and the clue opposite the centre go together (the classic
    /// newspaper look, and the default).
    #[default]
    Rotational,
    /// Left-right mirror: a clue and its mirror image across the middle column go together.
    Mirror,
}

impl Symmetry {
    /// Every symmetry, in the order the command line lists them.
    pub const ALL: [Symmetry; 3] = [Symmetry::None, Symmetry::Rotational, Symmetry::Mirror];

    /// The cell that goes with `cell`.
    pub fn partner(self, cell: Cell) -> Cell {
        let (row, col) = (cell.row(), cell.col());
        let (row, col) = match self {
            Symmetry::None => (row, col),
            Symmetry::Rotational => (8 - row, 8 - col),
            Symmetry::Mirror => (row, 8 - col),
        };
        Cell::at(row, col).unwrap_or(cell)
    }

    /// Whether `board`'s clues (filled cells) form this pattern.
    pub fn holds_for(self, board: &Board) -> bool {
        Cell::ALL
            .into_iter()
            .all(|cell| board.get(cell).is_some() == board.get(self.partner(cell)).is_some())
    }

    /// The name used on the command line; [`FromStr`] reads it back in any case.
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::Mirror => "mirror",
        }
    }

    /// The names of [`Symmetry::ALL`], in order, for parsing and its error message.
    const NAMES: [&'static str; 3] = [
        Symmetry::ALL[0].name(),
        Symmetry::ALL[1].name(),
        Symmetry::ALL[2].name(),
    ];
}

impl FromStr for Symmetry {
    type Err = ParseNameError;

    /// The symmetry [`Symmetry::name`] calls `text`, in any case (`mirror`, `Mirror`), as the
    /// command line takes it; anything else is an error that lists the symmetries.
    fn from_str(text: &str) -> Result<Symmetry, ParseNameError> {
        parse_name(text, "symmetry", &Symmetry::ALL, &Symmetry::NAMES)
    }
}

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// The level the grade must have.
    pub level: Level,
    /// The pattern of the clues.
    pub symmetry: Symmetry,
    /// Whether no single clue may be removable. With a symmetry, groups are removed first and then
    /// single clues, so a minimal puzzle may break the pattern where the pattern would leave a
    /// removable clue.
    pub minimal: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            level: Level::Medium,
            symmetry: Symmetry::Rotational,
            minimal: false,
        }
    }
}

/// A generated puzzle with everything the game needs, so it never solves or grades again (the game
/// takes it as a [`game::Puzzle`](crate::game::Puzzle) through `From`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The givens (every digit is a given).
    pub puzzle: Board,
    /// The unique solution (with the same givens marked).
    pub solution: Board,
    /// The grade, whose level is the one asked for.
    pub grade: Grade,
    /// How many complete grids were dug and graded to find it.
    pub attempts: u32,
}

/// Generates a puzzle; see [`generate_until`] for one that can be stopped.
pub fn generate<R: Rng + ?Sized>(options: &Options, rng: &mut R) -> Generated {
    let never = AtomicBool::new(false);
    // With the flag never raised, the search only ends with a puzzle.
    generate_until(options, rng, &never).expect("not stopped")
}

/// Generates a puzzle, checking `stop` between attempts: `None` when it was raised (the game
/// raises it when the player leaves the screen that asked).
pub fn generate_until<R: Rng + ?Sized>(
    options: &Options,
    rng: &mut R,
    stop: &AtomicBool,
) -> Option<Generated> {
    until_made(stop, || attempt(options, rng))
        .map(|(made, attempts)| Generated { attempts, ..made })
}

/// Calls `attempt` until it makes something, checking `stop` before each call: what it made and
/// how many calls that took, or `None` when the flag was raised. The search loop of both
/// generators, classic and Killer.
pub(crate) fn until_made<T>(
    stop: &AtomicBool,
    mut attempt: impl FnMut() -> Option<T>,
) -> Option<(T, u32)> {
    let mut attempts = 0;
    loop {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        attempts += 1;
        if let Some(made) = attempt() {
            return Some((made, attempts));
        }
    }
}

/// One attempt of the search [`generate`] makes: a random complete grid, dug, filtered and
/// graded; the puzzle when it has the level asked for. A caller that cannot wait for the whole
/// search (the browser, which has no threads, makes a few attempts per frame) calls this in a
/// loop with the same generator: the attempts are [`generate`]'s own, so the puzzle for a seed
/// is the same.
pub fn attempt<R: Rng + ?Sized>(options: &Options, rng: &mut R) -> Option<Generated> {
    // An empty board always has a solution; `None` here cannot happen.
    let solution = solver::random_solution(&Board::EMPTY, rng)?;
    let puzzle = dig(&solution, options.symmetry, options.minimal, rng);
    if !may_have_level(&puzzle, options.level) {
        return None;
    }
    // A dug puzzle has exactly one solution by construction, so grading cannot fail.
    let grade = logic::grade(&puzzle).ok()?;
    (grade.level == options.level).then(|| Generated {
        solution: puzzle.with_all_digits(solution.as_bytes()),
        puzzle,
        grade,
        attempts: 1,
    })
}

/// A quick filter before the full grade, which rejects puzzles that cannot have `level` (or that
/// would have it only in the way described below): solving with a capped set of techniques stops
/// early where the full grade would go on searching harder techniques, which is most of a grade's
/// cost on rejected puzzles.
///
/// - For Easy to Hard: if the techniques up to the level cannot solve the puzzle, it needs a
///   harder one, and a grade never falls below its hardest technique.
/// - For Medium and above: if singles alone solve the puzzle, it is rejected. From Hard up this is
///   exact (at most 64 empty cells at 14 points each stays under Medium's limit of 1000). For
///   Medium it also turns away the puzzles that singles solve but whose many singles add up past
///   Easy's limit of 800: a player asking for Medium expects a technique beyond singles, and on
///   generated puzzles (24 clues or more) such totals do not occur.
///
/// "Too easy" is not filtered beyond singles: a high total score raises a grade above its hardest
/// technique, so a puzzle the easier techniques solve may still have the level.
fn may_have_level(puzzle: &Board, level: Level) -> bool {
    // Hard and below: cap at the level; above: only singles matter to the filter.
    let cap = if level <= Level::Hard {
        level
    } else {
        Level::Easy
    };
    match hardest_within(puzzle, cap) {
        None => level > Level::Hard,
        Some(hardest) => level == Level::Easy || hardest > Level::Easy,
    }
}

/// Solves `puzzle` with the techniques of `cap` and below, simplest first, and returns the level
/// of the hardest technique it used, or `None` when they cannot finish it. Any order of sound
/// steps reaches the same end for these techniques; simplest-first keeps the count honest (the
/// hardest level used is Easy exactly when singles alone solve the puzzle).
fn hardest_within(puzzle: &Board, cap: Level) -> Option<Level> {
    let mut grid = logic::Grid::new(puzzle);
    let mut hardest = Level::Easy;
    while !grid.is_solved() {
        let step = logic::Technique::ALL
            .iter()
            .filter(|technique| technique.level() <= cap && !technique.is_killer())
            .find_map(|&technique| logic::find(&grid, technique))?;
        hardest = hardest.max(step.technique.level());
        grid.apply(&step);
    }
    Some(hardest)
}

/// Removes clues from the complete grid `solution` in a random order, in symmetric groups, each
/// removal kept only while the puzzle stays unique; with `minimal`, then single clues too.
/// Returns the puzzle with its remaining digits marked as givens.
pub fn dig<R: Rng + ?Sized>(
    solution: &Board,
    symmetry: Symmetry,
    minimal: bool,
    rng: &mut R,
) -> Board {
    let mut board = *solution;
    board.mark_givens();
    let mut order = Cell::ALL;
    shuffle(&mut order, rng);
    for &cell in &order {
        let partner = symmetry.partner(cell);
        if partner < cell || board.get(cell).is_none() {
            continue; // each group once, from its first cell in row-major order
        }
        remove_if_still_unique(&mut board, &[cell, partner]);
    }
    if minimal && symmetry != Symmetry::None {
        for &cell in &order {
            if board.get(cell).is_some() {
                remove_if_still_unique(&mut board, &[cell]);
            }
        }
    }
    board.mark_givens();
    board
}

/// Empties `cells` unless that would give the board a second solution.
fn remove_if_still_unique(board: &mut Board, cells: &[Cell]) {
    let mut trial = *board;
    for &cell in cells {
        trial.force(cell, None);
    }
    if solver::count_solutions(&trial, 2) == 1 {
        *board = trial;
    }
}

/// Fisher-Yates with unbiased draws from `next_u32`.
///
/// The engine's own, not the `rand` crate's `SliceRandom::shuffle` (nor its `random_range`):
/// the daily puzzle must be the same for every player on every version of the game, and `rand`
/// allows value-breaking changes in minor releases (0.9 replaced both its shuffle and its
/// integer ranges). Measured: with `rand` 0.10's shuffle and range in place of these two, all
/// five daily puzzles pinned in this module's tests and the seeded grid change.
fn shuffle<T, R: Rng + ?Sized>(items: &mut [T], rng: &mut R) {
    for i in (1..items.len()).rev() {
        let j = solver::bounded(rng, i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

/// The seed of the daily puzzle for a calendar date: the same for every player, everywhere, with
/// no network (for example `daily_seed(2026, 11, 29)`). Each level gets its own puzzle that day.
pub fn daily_seed(year: u32, month: u32, day: u32, level: Level) -> u64 {
    let date = u64::from(year) * 10_000 + u64::from(month) * 100 + u64::from(day);
    let level = Level::ALL.iter().position(|&l| l == level).unwrap_or(0) as u64;
    // SplitMix64 finaliser: nearby dates give unrelated seeds.
    let mut z = date.wrapping_mul(8).wrapping_add(level) ^ 0x5045_4552_4c45_5353; // "PEERLESS"
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The daily puzzle of a calendar date at `level`: the same for every player, offline.
pub fn daily(year: u32, month: u32, day: u32, level: Level) -> Generated {
    let mut rng = ChaCha8Rng::seed_from_u64(daily_seed(year, month, day, level));
    let options = Options {
        level,
        ..Options::default()
    };
    generate(&options, &mut rng)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules;

    fn rng(seed: u64) -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(seed)
    }

    #[test]
    fn partners_follow_the_symmetry() {
        let r1c2 = Cell::at(0, 1).unwrap();
        assert_eq!(Symmetry::Rotational.partner(r1c2), Cell::at(8, 7).unwrap());
        assert_eq!(Symmetry::Mirror.partner(r1c2), Cell::at(0, 7).unwrap());
        assert_eq!(Symmetry::None.partner(r1c2), r1c2);
        let centre = Cell::at(4, 4).unwrap();
        assert_eq!(Symmetry::Rotational.partner(centre), centre);
        for symmetry in [Symmetry::None, Symmetry::Rotational, Symmetry::Mirror] {
            for cell in Cell::ALL {
                assert_eq!(symmetry.partner(symmetry.partner(cell)), cell);
            }
        }
    }

    #[test]
    fn symmetries_read_back_their_names_in_any_case() {
        for symmetry in Symmetry::ALL {
            assert_eq!(symmetry.name().parse(), Ok(symmetry));
            assert_eq!(symmetry.name().to_uppercase().parse(), Ok(symmetry));
        }
        assert_eq!(
            "diagonal".parse::<Symmetry>().unwrap_err().to_string(),
            "unknown symmetry 'diagonal' (none, rotational or mirror)"
        );
    }

    #[test]
    fn dug_puzzles_are_unique_symmetric_and_keep_the_solution() {
        let mut rng = rng(3);
        for symmetry in [Symmetry::None, Symmetry::Rotational, Symmetry::Mirror] {
            let grid = solver::random_solution(&Board::EMPTY, &mut rng).unwrap();
            let puzzle = dig(&grid, symmetry, false, &mut rng);
            assert!(symmetry.holds_for(&puzzle), "{symmetry:?}: {puzzle}");
            assert_eq!(puzzle.given_count(), puzzle.filled_count());
            match solver::solve(&puzzle) {
                crate::Solution::Unique(s) => assert_eq!(s.as_bytes(), grid.as_bytes()),
                other => panic!("{other:?}"),
            }
        }
    }

    #[test]
    fn a_full_dig_without_symmetry_is_minimal() {
        let mut rng = rng(5);
        let grid = solver::random_solution(&Board::EMPTY, &mut rng).unwrap();
        let puzzle = dig(&grid, Symmetry::None, false, &mut rng);
        for cell in Cell::ALL.into_iter().filter(|&c| puzzle.get(c).is_some()) {
            let mut fewer = puzzle;
            fewer.force(cell, None);
            assert_eq!(
                solver::count_solutions(&fewer, 2),
                2,
                "{cell} was removable"
            );
        }
    }

    #[test]
    fn generation_is_reproducible_and_hits_the_level() {
        let options = Options {
            level: Level::Hard,
            ..Options::default()
        };
        let a = generate(&options, &mut rng(11));
        let b = generate(&options, &mut rng(11));
        assert_eq!(a, b);
        assert_eq!(a.grade.level, Level::Hard);
        assert!(rules::is_complete(&a.solution));
        assert_eq!(a.solution.givens(), a.puzzle.givens());
        let c = generate(&options, &mut rng(12));
        assert_ne!(a.puzzle, c.puzzle);
    }

    #[test]
    fn a_raised_flag_stops_the_search() {
        let stop = AtomicBool::new(true);
        let options = Options {
            level: Level::Extreme,
            ..Options::default()
        };
        assert_eq!(generate_until(&options, &mut rng(1), &stop), None);
    }

    #[test]
    fn the_daily_puzzle_is_the_same_for_everyone() {
        let today = daily(2026, 11, 29, Level::Easy);
        assert_eq!(today, daily(2026, 11, 29, Level::Easy));
        assert_eq!(today.grade.level, Level::Easy);
        assert_ne!(today.puzzle, daily(2026, 11, 30, Level::Easy).puzzle);
    }

    #[test]
    fn daily_seeds_depend_on_the_date_and_level_only() {
        let today = daily_seed(2026, 11, 29, Level::Medium);
        assert_eq!(today, daily_seed(2026, 11, 29, Level::Medium));
        assert_ne!(today, daily_seed(2026, 11, 30, Level::Medium));
        assert_ne!(today, daily_seed(2026, 11, 29, Level::Hard));
        assert_ne!(today, daily_seed(2025, 11, 29, Level::Medium));
    }

    /// The puzzles a date and a seed give are pinned, so a change anywhere in the solver, the
    /// logic or the generator that alters them is seen here: it would give players on different
    /// versions (or platforms: debug and release builds agree, and 32- and 64-bit must too, which
    /// CI's tests on 32-bit ARM check) different daily puzzles. Such a change must be deliberate;
    /// update these lines with it and say so in the release notes.
    #[test]
    fn the_daily_puzzles_and_random_grids_are_pinned() {
        let expected = [
            (
                Level::Easy,
                "4....3.......28.6..3...7..5.8...914.1.......3.421...7.2..9...5..9.84.......7....9",
            ),
            (
                Level::Medium,
                "..9.1..42.3.......8..2...65.7...15.9....7....5.38...1.39...5..8.......2.46..8.9..",
            ),
            (
                Level::Hard,
                ".94.36.5...71..3...6.....7....4.7..9.2.....3.9..5.3....5.....9...8..96...3.65.71.",
            ),
            (
                Level::Expert,
                "46.....51..84.1...7..6..8...2..54....7.....8....28..6...5..7..8...1.83..28.....96",
            ),
            (
                Level::Extreme,
                "...74.3...84..3...3...6.4...2....7.4.9.6.5.3.8.3....2...8.3...5...9..64...5.17...",
            ),
        ];
        for (level, puzzle) in expected {
            let daily = daily(2026, 11, 29, level);
            assert_eq!(daily.puzzle.to_string(), puzzle, "{level:?}");
            assert_eq!(daily.grade.level, level);
        }
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let grid = solver::random_solution(&Board::default(), &mut rng).expect("a grid");
        assert_eq!(
            grid.to_string(),
            "635189247721564839984327651163942785859713462247658193498231576316475928572896314"
        );
    }
}
