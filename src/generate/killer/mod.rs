//! Killer generation: cages drawn over a random solution, shaped like published Killers,
//! reshaped until the puzzle has exactly one solution, then steered to the level asked for.
//!
//! 1. **A random complete grid**, as for a classic puzzle ([`solver::random_solution`]).
//! 2. **Cages drawn over it** (`draw::draw`). Starting each time from the free cell with the
//!    fewest free neighbours (so that no cell is left walled in), a cage grows to a size drawn
//!    from the level's shape (`shape`: mostly pairs and triples at Easy, more cages of four
//!    and five at the hard levels, as published Killers have), adding the free neighbour that
//!    keeps it compact (touching most of its cells, within a 3 by 3 box of rows and columns:
//!    no long snakes) and whose digit in the grid the cage does not hold yet, since a cage's
//!    digits differ. A cell left alone joins a neighbouring cage that lacks its digit; where
//!    none can take it, the layout is drawn again. The sums are the grid's.
//! 3. **Reshaped until unique** (`draw::make_unique`). While the solver finds a second
//!    solution, the cages where it differs from the grid are reshaped so that it stops being
//!    one: a cell moves across a boundary into the neighbouring cage (two sums change), or a
//!    cage of four or more is split in two, or two small cages are merged where the other
//!    solution repeats a digit across them; a reshape that rules the other solution out is
//!    taken first, and the shapes stay within the limits above (2 to 6 cells). A layout that
//!    finds no reshape, or needs more than [`MAX_RESHAPES`], is dropped for a new grid.
//! 4. **Steered to the level.** A probe solves the Killer by hand with the techniques up to
//!    the level ([`logic::killer::solve_within_giving_up`]). Where they finish it below the
//!    level, two neighbouring cages are merged (a harder sum, fewer facts), kept only if the
//!    solver still proves one solution. Where the probe gets stuck, the cage holding the most
//!    candidates at that point is split in two (at Easy, where it cannot be split, one of its
//!    cells becomes a given: published Easy Killers have a few), again kept only if the
//!    puzzle stays unique: after a merge that went too far this moves the boundary the merge
//!    made, or splits the cage where the solve needs a fact; only where no split keeps it
//!    unique does the layout go back to the one before the merge and try another merge. When
//!    the probe finishes at the level, its steps are those of the full grade
//!    ([`logic::killer::grade`], the one the game shows: its order goes level by level), so
//!    every puzzle made is solved by the techniques alone and has exactly the level asked
//!    for. A layout that does not reach its level in [`MAX_STEERS`] changes is dropped for a
//!    new grid: a new grid and layout cost a few milliseconds, and a layout far from its
//!    level after a few changes seldom gets there (measured: most puzzles are made within a
//!    few changes, and a lower limit made Expert Killers faster, see `harder` and
//!    `benches/generate.rs`).
//! 5. **The probe gives up where only the dearest techniques of the level could go on**
//!    ([`give_up`]): at Expert, the Franken fish, the last Expert techniques in the order,
//!    which take about half the time of a probe that gets stuck and were measured to go on at
//!    fewer than one in a hundred of the points they were tried on Killers. The layout is
//!    then treated as stuck; a puzzle made still has the steps of its full grade.
//!
//! Every random choice comes from the caller's generator through the engine's own bounded draw
//! and shuffle (as for the classic generator), so a seed gives the same Killer on every
//! platform.

mod draw;

use std::sync::atomic::AtomicBool;

use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rand_core::Rng;

use crate::board::Board;
use crate::generate::{shuffle, until_made};
use crate::killer::{neighbours, Killer};
use crate::logic::{self, Grade, Grid, Level, Technique};
use crate::sets::CellSet;
use crate::solver;

pub use draw::MAX_RESHAPES;
use draw::{compact, differ_in, layout, splits, Sizes, MAX_SIZE};

/// How many changes (merges, splits, givens) a unique layout may take to reach its level
/// before it is dropped for a new grid (see the module's documentation, step 4).
pub const MAX_STEERS: u32 = 6;

/// The techniques the probe gives up at, at `level` (see the module's documentation, step
/// 5). Counted with a tally of each technique's calls, finds and time in the probe (kept out
/// of the code once measured) while `peerless-cli generate --variant killer --level expert`
/// made 480 Expert Killers: at 15,543 points where the order reached the Franken fish they
/// went on at 101 (a Finned Franken Swordfish each time), and took a sixth of the whole time.
pub fn give_up(level: Level) -> &'static [Technique] {
    match level {
        Level::Expert => &[
            Technique::FrankenXWing,
            Technique::FrankenSwordfish,
            Technique::FinnedFrankenXWing,
            Technique::FinnedFrankenSwordfish,
        ],
        _ => &[],
    }
}

/// The most givens an Easy Killer gets from the steering (the other levels get none).
pub const MAX_EASY_GIVENS: usize = 6;

/// How many merges or splits one change tries before the layout is dropped: each is kept only
/// if the puzzle stays unique.
const TRIES: usize = 8;

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// The level the grade must have.
    pub level: Level,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            level: Level::Medium,
        }
    }
}

/// A generated Killer with its solution, its grade and what it took to make.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The puzzle: its cages, and givens only at Easy.
    pub puzzle: Killer,
    /// Its one solution.
    pub solution: Board,
    /// Its grade, whose level is the one asked for, with no trial.
    pub grade: Grade,
    /// How many layouts were drawn (each over a new grid) to find it.
    pub layouts: u32,
    /// How many reshapes the last layout took to be unique.
    pub reshapes: u32,
    /// How many changes it then took to reach the level.
    pub steers: u32,
}

/// The cage sizes a level draws: weights out of 20 for cages of 2, 3, 4 and 5 cells. Chosen
/// by measurement (`benches/generate.rs` prints, per level, how many layouts and changes a
/// puzzle takes): the closer a level's drawn shape is to its puzzles, the fewer changes.
fn shape(level: Level) -> Sizes {
    match level {
        Level::Easy => Sizes([16, 4, 0, 0]),
        Level::Medium => Sizes([8, 7, 4, 1]),
        Level::Hard => Sizes([7, 7, 4, 2]),
        Level::Expert => Sizes([7, 7, 4, 2]),
        Level::Extreme => Sizes([7, 7, 4, 2]),
    }
}

/// Generates a Killer at `options.level`; see [`generate_until`] for one that can be stopped.
pub fn generate<R: Rng + ?Sized>(options: &Options, rng: &mut R) -> Generated {
    let never = AtomicBool::new(false);
    // With the flag never raised, the search only ends with a puzzle.
    generate_until(options, rng, &never).expect("not stopped")
}

/// Generates a Killer, checking `stop` between layouts: `None` when it was raised.
pub fn generate_until<R: Rng + ?Sized>(
    options: &Options,
    rng: &mut R,
    stop: &AtomicBool,
) -> Option<Generated> {
    until_made(stop, || attempt(options, rng)).map(|(made, layouts)| Generated { layouts, ..made })
}

/// The seed of the daily Killer of a calendar date at `level`: the same for every player,
/// offline, as [`crate::generate::daily_seed`] is for the classic daily puzzle, and unrelated
/// to it (the classic seed with the bits of "KILLER" mixed in and finalised again), so the
/// two daily puzzles of a day never share their solution grid.
pub fn daily_seed(year: u32, month: u32, day: u32, level: Level) -> u64 {
    let classic = crate::generate::daily_seed(year, month, day, level);
    // SplitMix64 finaliser again, over the classic seed and a tag of the kind.
    let mut z = classic ^ 0x4b49_4c4c_4552; // "KILLER"
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The daily Killer of a calendar date at `level`.
pub fn daily(year: u32, month: u32, day: u32, level: Level) -> Generated {
    let mut rng = ChaCha8Rng::seed_from_u64(daily_seed(year, month, day, level));
    generate(&Options { level }, &mut rng)
}

/// One layout of [`generate`]'s: a new grid, cages drawn over it, reshaped and steered; the
/// puzzle when it came out unique and at the level. A caller that cannot wait for the whole
/// search calls this in a loop with the same generator, and gets the same puzzle as
/// [`generate`].
pub fn attempt<R: Rng + ?Sized>(options: &Options, rng: &mut R) -> Option<Generated> {
    let level = options.level;
    // An empty board always has a solution.
    let solution = solver::random_solution(&Board::EMPTY, rng)?;
    let mut cages = draw::draw(&solution, shape(level), rng)?;
    let mut givens = Board::EMPTY;
    let (_, reshapes) = draw::make_unique(&mut cages, &solution, &givens, rng)?;
    let give_up = give_up(level);
    // The last layout the probe finished below the level, the merge made from it, and the
    // merges from it that went too far: the search walks the edge of the level from below.
    let mut below: Option<Vec<CellSet>> = None;
    let mut merged = None;
    let mut refused: Vec<CellSet> = Vec::new();
    for steers in 0..=MAX_STEERS {
        let puzzle = Killer {
            cages: layout(&cages, &solution),
            givens,
        };
        let changed = match logic::killer::solve_within_giving_up(&puzzle, level, give_up) {
            Ok(steps) => {
                // The steps of the full grade (the order goes level by level), so its grade.
                let grade = logic::killer::grade_of_killer(&steps);
                if grade.level == level {
                    return Some(Generated {
                        puzzle,
                        solution: givens.with_all_digits(solution.as_bytes()),
                        grade,
                        layouts: 1,
                        reshapes,
                        steers,
                    });
                }
                below = Some(cages.clone());
                refused.clear();
                merged = harder(&mut cages, &solution, &givens, &refused, rng);
                merged.is_some()
            }
            Err(stuck) => {
                if let Some(cage) = merged.take() {
                    refused.push(cage);
                }
                // A split where the probe is stuck; where none keeps the puzzle unique after a
                // merge, back to the layout before the merge, and another.
                easier(&mut cages, &mut givens, &solution, &stuck, level, rng)
                    || match &below {
                        Some(easy) if !refused.is_empty() => {
                            cages.clone_from(easy);
                            merged = harder(&mut cages, &solution, &givens, &refused, rng);
                            merged.is_some()
                        }
                        _ => false,
                    }
            }
        };
        if !changed {
            return None;
        }
    }
    None
}

/// Makes the puzzle harder: two neighbouring cages merged into one (compact, its digits
/// different in the solution, not one of `refused`), kept only if the puzzle stays unique.
/// The merged cage, or `None` when no merge tried keeps the puzzle unique.
///
/// Measured: leaving uniqueness to the probe (a solve by sound steps that finishes proves it)
/// made Expert Killers slower, not faster: a merge that loses uniqueness then costs a probe
/// and a change of the layout's budget ([`MAX_STEERS`]) instead of a proof.
fn harder<R: Rng + ?Sized>(
    cages: &mut Vec<CellSet>,
    solution: &Board,
    givens: &Board,
    refused: &[CellSet],
    rng: &mut R,
) -> Option<CellSet> {
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for (a, &first) in cages.iter().enumerate() {
        let around = neighbours(first);
        for (b, &second) in cages.iter().enumerate().skip(a + 1) {
            let joined = first | second;
            if !(around & second).is_empty()
                && joined.len() <= MAX_SIZE
                && compact(joined)
                && differ_in(joined, solution)
                && !refused.contains(&joined)
            {
                pairs.push((a, b));
            }
        }
    }
    shuffle(&mut pairs, rng);
    for &(a, b) in pairs.iter().take(TRIES) {
        let mut trial = cages.clone();
        let moved = trial[b];
        trial[a] |= moved;
        trial.swap_remove(b);
        if unique(&trial, solution, givens) {
            *cages = trial;
            return Some(cages[a]);
        }
    }
    None
}

/// Makes the puzzle easier where the probe is stuck (`stuck`): the cage whose open cells hold
/// the most candidates there is split in two connected parts of two cells or more; at Easy,
/// a cage that cannot be split gets a given instead (at most [`MAX_EASY_GIVENS`]). A split is
/// kept only if the puzzle stays unique (a given always keeps it). `false` when nothing tried
/// helps.
fn easier<R: Rng + ?Sized>(
    cages: &mut Vec<CellSet>,
    givens: &mut Board,
    solution: &Board,
    stuck: &Grid,
    level: Level,
    rng: &mut R,
) -> bool {
    let open = stuck.empty_cells();
    let weight = |cells: CellSet| -> usize {
        (cells & open)
            .iter()
            .map(|cell| stuck.candidates(cell).len())
            .sum()
    };
    let mut order: Vec<usize> = (0..cages.len())
        .filter(|&index| !(cages[index] & open).is_empty())
        .collect();
    // A random order first, so that equal weights do not always pick the same cage.
    shuffle(&mut order, rng);
    order.sort_by_key(|&index| std::cmp::Reverse(weight(cages[index])));
    for &index in order.iter().take(TRIES) {
        let cage = cages[index];
        let mut splits = splits(cage);
        shuffle(&mut splits, rng);
        for &part in splits.iter().take(2) {
            let mut trial = cages.clone();
            trial[index] = part;
            trial.push(cage - part);
            if unique(&trial, solution, givens) {
                *cages = trial;
                return true;
            }
        }
        if level == Level::Easy && givens.given_count() < MAX_EASY_GIVENS {
            // The open cell of the cage with the most candidates.
            let Some(cell) = (cage & open)
                .iter()
                .max_by_key(|&cell| stuck.candidates(cell).len())
            else {
                continue;
            };
            givens.force(cell, solution.get(cell));
            givens.mark_givens();
            return true;
        }
    }
    false
}

/// Whether `cages` over `solution`, with `givens`, have exactly one solution.
fn unique(cages: &[CellSet], solution: &Board, givens: &Board) -> bool {
    solver::killer::count_solutions(givens, &layout(cages, solution), 2) == 1
}

#[cfg(test)]
mod tests;
