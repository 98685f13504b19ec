//! The search: which candidate to try first (lowest, or at random for the generator), the stack
//! of saved branches, and the depth-first loop, compiled for AVX2 machines where they are.

use super::*;

// ---------------------------------------------------------------------------------------------
// The search.
// ---------------------------------------------------------------------------------------------

/// Chooses which candidate of a branching cell to try first, and how hard to propagate.
pub(super) trait Chooser {
    /// Whether to use the stack and triad rules and branch on placements (the deterministic
    /// search), or only the band rules and cells (the random one, whose grids must stay those
    /// of earlier versions).
    const STRONG: bool;
    /// From how many undecided cells a cell guess is chosen by score ([`SCORE_FROM_UNDECIDED`]).
    const SCORE_FROM: u32;
    /// The digit (0..9) to try first among the candidates of cell `bit` in `band`.
    fn choose(&mut self, grid: &Grid, band: usize, bit: u32) -> usize;
}

/// Tries the smallest digit first: the deterministic search.
pub(super) struct LowestFirst;

impl Chooser for LowestFirst {
    const STRONG: bool = true;
    const SCORE_FROM: u32 = STRONG_SCORE_FROM_UNDECIDED;

    #[inline]
    fn choose(&mut self, grid: &Grid, band: usize, bit: u32) -> usize {
        grid.planes
            .iter()
            .position(|p| p[band] & bit != 0)
            .unwrap_or(0)
    }
}

/// Tries a uniformly random candidate first: the randomised search.
pub(super) struct Shuffled<'a, R: Rng + ?Sized> {
    pub(super) rng: &'a mut R,
}

impl<R: Rng + ?Sized> Chooser for Shuffled<'_, R> {
    const STRONG: bool = false;
    const SCORE_FROM: u32 = SCORE_FROM_UNDECIDED;

    fn choose(&mut self, grid: &Grid, band: usize, bit: u32) -> usize {
        let count = grid.candidate_count(band, bit);
        let pick = bounded(self.rng, count) as usize;
        grid.planes
            .iter()
            .enumerate()
            .filter(|(_, p)| p[band] & bit != 0)
            .nth(pick)
            .map_or(0, |(digit, _)| digit)
    }
}

/// A uniform draw from `0..bound` (bound > 0) using only `next_u32`, by rejection, so that the
/// stream of draws is specified by the RNG alone and stable across platforms and crate versions.
pub(crate) fn bounded<R: Rng + ?Sized>(rng: &mut R, bound: u32) -> u32 {
    debug_assert!(bound > 0);
    let zone = u32::MAX - u32::MAX % bound;
    loop {
        let value = rng.next_u32();
        if value < zone {
            return value % bound;
        }
    }
}

/// A branching point on the search stack: the state as it was (fully propagated, so every plane
/// is settled) and what the other branch keeps of one digit's planes. Half the size of a
/// [`Grid`], since `settled` equals `planes` at a branching point and need not be stored.
#[derive(Clone, Copy)]
pub(super) struct Saved {
    planes: [Bands; 9],
    unsolved: Bands,
    /// The other branch keeps these cells of `digit`'s planes.
    other: Bands,
    digit: u8,
}

impl Saved {
    /// Puts `grid` back to the saved state with the first branch ruled out: only the guessed
    /// digit's planes change, and they are the only ones with news. (In place: a whole [`Grid`]
    /// returned by value was copied through `memcpy`, 5% of the time on the `serg` set.)
    #[inline(always)]
    fn restore_other_branch<L: One>(&self, grid: &mut Grid) {
        grid.planes = self.planes;
        grid.settled = self.planes;
        grid.unsolved = self.unsolved;
        let digit = usize::from(self.digit);
        L::load_bands(&grid.planes[digit])
            .and(L::load_bands(&self.other))
            .store_bands(&mut grid.planes[digit]);
    }
}

/// The deepest the search stack gets: every guess on the current path either decides a cell (81)
/// or leaves one of the 54 band and stack arrangements of a digit with one way instead of two.
pub(super) const MAX_DEPTH: usize = 81 + 54;

/// Depth-first search from a board's digits (`cells`: `0` empty, `1..=9`) until `limit`
/// solutions are found or the space is exhausted. The first `found.len()` solutions are written
/// into `found`. Returns how many were found, and the guesses made; `None` when two digits clash.
///
/// On x86-64 machines with AVX2 (nearly all made since 2015) the same search runs compiled for
/// them, see [`search_avx2`].
pub(super) fn search<C: Chooser>(
    cells: &[u8; 81],
    limit: usize,
    found: &mut [[u8; 81]],
    chooser: &mut C,
) -> Option<Count> {
    #[cfg(all(
        any(target_arch = "x86", target_arch = "x86_64"),
        not(peerless_portable)
    ))]
    if has_avx2() {
        // SAFETY: the features `search_avx2` is compiled for were just detected on this machine.
        return unsafe { search_avx2(cells, limit, found, chooser) };
    }
    search_here::<C, Lanes>(cells, limit, found, chooser)
}

/// The vectors the search runs on here: `"avx2"` (x86-64 machines with AVX2, chosen at run
/// time), `"sse2"` (other x86 machines), `"neon"` (AArch64: every 64-bit phone), `"simd128"`
/// (WebAssembly built with SIMD: the page) or `"portable"` (plain arrays: 32-bit ARM, other
/// WebAssembly). Every one gives the same answers, at its own speed:
/// this says which a measurement or a bug report was made with.
pub fn vectors() -> &'static str {
    #[cfg(all(
        any(target_arch = "x86", target_arch = "x86_64"),
        not(peerless_portable)
    ))]
    if has_avx2() {
        return "avx2";
    }
    lanes::NATIVE
}

/// Whether this machine has what [`search_avx2`] is compiled for.
#[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
#[cfg_attr(peerless_portable, allow(dead_code))]
#[inline]
pub(super) fn has_avx2() -> bool {
    std::is_x86_feature_detected!("avx2")
        && std::is_x86_feature_detected!("bmi1")
        && std::is_x86_feature_detected!("bmi2")
        && std::is_x86_feature_detected!("popcnt")
}

/// [`search_here`] compiled for AVX2 machines (x86-64-v3): the same code, with three-operand
/// vector instructions, single-instruction population and trailing-zero counts, and flag-free
/// shifts, and two digits per vector in the vector passes ([`Lanes2`]). Measured: 6 to 8% faster
/// on `magictour` and the `forum_hardest` sets, the same on the easy ones.
///
/// # Safety
///
/// The machine must have AVX2, BMI1, BMI2 and POPCNT ([`has_avx2`]).
#[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
#[cfg_attr(peerless_portable, allow(dead_code))]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
pub(super) unsafe fn search_avx2<C: Chooser>(
    cells: &[u8; 81],
    limit: usize,
    found: &mut [[u8; 81]],
    chooser: &mut C,
) -> Option<Count> {
    search_here::<C, Lanes2>(cells, limit, found, chooser)
}

/// The search itself, inlined into [`search`] and [`search_avx2`] so that each is compiled whole
/// for its machine. The state is built here, in place (returned by value it was copied twice).
#[inline(always)]
pub(super) fn search_here<C: Chooser, V: Vector>(
    cells: &[u8; 81],
    limit: usize,
    found: &mut [[u8; 81]],
    chooser: &mut C,
) -> Option<Count> {
    let mut grid = Grid::from_digits::<V::One>(cells)?;
    let mut stack: [MaybeUninit<Saved>; MAX_DEPTH] = [const { MaybeUninit::uninit() }; MAX_DEPTH];
    let mut depth = 0usize;
    let mut count = Count::default();
    // Only the deterministic search turns strong; the random one keeps the band rules and cell
    // guesses, so that a seed's grid stays what it was.
    let mut strong = false;
    let cell_guesses = if limit == 1 {
        FIRST_SOLUTION_CELL_GUESSES
    } else {
        0
    };
    loop {
        let progress = if strong {
            grid.propagate::<true, V>(count.guesses >= cell_guesses, C::SCORE_FROM)
        } else {
            grid.propagate::<false, V>(false, C::SCORE_FROM)
        };
        match progress {
            Progress::Solved => {
                if let Some(slot) = found.get_mut(count.solutions) {
                    grid.write_digits(slot);
                }
                count.solutions += 1;
                if count.solutions >= limit {
                    return Some(count);
                }
            }
            Progress::Cell { band, bit } => {
                if C::STRONG
                    && !strong
                    && (count.guesses >= STRONG_AFTER_GUESSES
                        || count.guesses == 0 && grid.undecided() >= STRONG_FROM_OPEN_CELLS)
                {
                    // Propagate again with the stronger rules, then guess.
                    strong = true;
                    continue;
                }
                let digit = chooser.choose(&grid, band, bit);
                // Save the state and the other branch (the cell without the digit), to come
                // back to it; then go on with the guess.
                let mut other = [!0; 4];
                other[band] = !bit;
                stack[depth].write(Saved {
                    planes: grid.planes,
                    unsolved: grid.unsolved,
                    other,
                    digit: digit as u8,
                });
                depth += 1;
                count.guesses += 1;
                grid.decide(band, digit, bit);
                continue;
            }
            Progress::Placement {
                digit,
                first,
                second,
            } => {
                stack[depth].write(Saved {
                    planes: grid.planes,
                    unsolved: grid.unsolved,
                    other: second,
                    digit: digit as u8,
                });
                depth += 1;
                count.guesses += 1;
                V::One::load_bands(&grid.planes[digit])
                    .and(V::One::load_bands(&first))
                    .store_bands(&mut grid.planes[digit]);
                continue;
            }
            Progress::Contradiction => {}
        }
        if depth == 0 {
            return Some(count);
        }
        depth -= 1;
        // SAFETY: slots 0..depth were written by `stack[depth].write` before `depth` was raised
        // past them.
        let saved = unsafe { stack[depth].assume_init_ref() };
        saved.restore_other_branch::<V::One>(&mut grid);
    }
}
