//! Franken and mutant fish: fish whose base and cover units may be boxes too.
//!
//! A fish on a digit takes n base units and n cover units: if every candidate of the base units
//! lies in a cover unit, the base units place the digit n times, once in each cover unit, so the
//! cover units hold no other. A Franken fish mixes boxes into rows-and-columns fish (rows and boxes
//! against columns and boxes, or the other way round); a mutant fish takes any units on either
//! side. Base units that overlap make endo fins (a candidate in two base units), and a candidate
//! in two cover units is removed too (cannibalism).
//!
//! The search is HoDoKu's, so that the same fish is found first: digits in order; for Franken
//! fish rows (and boxes) as base first, then columns (and boxes); base units, then cover units, as
//! combinations in list order; the first fish that removes something is taken. Subtrees that
//! cannot hold a fish are skipped, which changes nothing about which fish comes first.

use crate::board::{Cell, Digit};
use crate::l10n::Message;
use crate::logic::grid::Grid;
use crate::logic::roles::{Role, UnitRole};
use crate::logic::step::{Candidate, CandidateSet, Step, StepBuilder, Technique};
use crate::logic::tabling::{Mode, Outcome, Tables};
use crate::rules::{Unit, UnitKind};
use crate::sets::{CellSet, Digits};

/// The most fins a fish may have (HoDoKu's default).
pub(crate) const MAX_FINS: usize = 5;
/// The most endo fins a fish may have (HoDoKu's default).
pub(crate) const MAX_ENDO_FINS: usize = 2;

/// Which units a search may use.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Shape {
    /// Rows and boxes against columns and boxes (and the other way round).
    Franken,
    /// Any units against any units.
    Mutant,
}

/// One unit with the digit's candidates in it.
#[derive(Clone, Copy)]
pub(crate) struct FishUnit {
    pub(crate) unit: Unit,
    pub(crate) cells: CellSet,
}

/// A fish found.
#[derive(Clone, Debug)]
pub(crate) struct FoundFish {
    pub(crate) digit: Digit,
    pub(crate) base: Vec<Unit>,
    pub(crate) cover: Vec<Unit>,
    /// The base candidates.
    pub(crate) body: CellSet,
    /// Fins outside the cover units.
    pub(crate) fins: CellSet,
    /// Candidates in two base units.
    pub(crate) endo_fins: CellSet,
    /// The removals: cover candidates outside the base (seeing every fin), then cannibalistic
    /// ones (base candidates in two cover units, seeing every fin).
    pub(crate) eliminations: Vec<CellSet>,
}

/// The base and cover units of a search, in HoDoKu's list order.
pub(crate) fn unit_lists(
    grid: &Grid,
    digit: Digit,
    shape: Shape,
    rows_first: bool,
    size: usize,
    finned: bool,
) -> (Vec<FishUnit>, Vec<FishUnit>) {
    let mut base = Vec::new();
    let mut cover = Vec::new();
    for unit in Unit::ALL {
        let cells = grid.cells_in_unit(digit, unit);
        if cells.is_empty() {
            continue;
        }
        let entry = FishUnit { unit, cells };
        // A base unit of a fish without fins cannot hold more candidates than the fish's size.
        let base_ok = finned || cells.len() <= size;
        let (as_base, as_cover) = match (shape, unit.kind()) {
            (Shape::Mutant, _) | (Shape::Franken, UnitKind::Box) => (true, true),
            (Shape::Franken, UnitKind::Row) => (rows_first, !rows_first),
            (Shape::Franken, UnitKind::Column) => (!rows_first, rows_first),
        };
        if as_base && base_ok {
            base.push(entry);
        }
        if as_cover {
            cover.push(entry);
        }
    }
    (base, cover)
}

/// The cells that see every cell of `cells` (all cells for none).
fn seeing_all(cells: CellSet) -> CellSet {
    cells
        .iter()
        .fold(CellSet::ALL, |all, cell| all & cell.peer_set())
}

/// The search over one digit and one list of units.
pub(crate) struct FishSearch<'a> {
    pub(crate) digit: Digit,
    pub(crate) base_units: &'a [FishUnit],
    pub(crate) cover_units: &'a [FishUnit],
    /// Every candidate of the digit.
    pub(crate) candidates: CellSet,
    pub(crate) size: usize,
    pub(crate) finned: bool,
    /// Fins allowed.
    pub(crate) max_fins: usize,
    /// Endo fins allowed (0 for none).
    pub(crate) max_endo_fins: usize,
}

/// A base combination, as the search builds it.
#[derive(Clone, Copy, Default)]
struct BaseState {
    chosen: [usize; 9],
    count: usize,
    cells: CellSet,
    endo: CellSet,
}

impl FishSearch<'_> {
    /// Calls `visit` with every base combination of the search's size, in HoDoKu's order, with
    /// its candidates and endo fins; stops when `visit` returns true.
    fn bases(&self, visit: &mut impl FnMut(&[usize], CellSet, CellSet) -> bool) -> bool {
        let mut state = BaseState::default();
        self.base_walk(0, &mut state, visit)
    }

    fn base_walk(
        &self,
        start: usize,
        state: &mut BaseState,
        visit: &mut impl FnMut(&[usize], CellSet, CellSet) -> bool,
    ) -> bool {
        for i in start..self.base_units.len() {
            let unit = self.base_units[i];
            let overlap = state.cells & unit.cells;
            if !overlap.is_empty()
                && (!self.finned
                    || self.max_endo_fins == 0
                    || state.endo.len() + overlap.len() > self.max_endo_fins)
            {
                continue;
            }
            let saved = *state;
            state.chosen[state.count] = i;
            state.count += 1;
            state.cells |= unit.cells;
            state.endo |= overlap;
            let stop = if state.count == self.size {
                visit(&state.chosen[..state.count], state.cells, state.endo)
            } else {
                self.base_walk(i + 1, state, visit)
            };
            *state = saved;
            if stop {
                return true;
            }
        }
        false
    }

    /// The first fish of the base combination `chosen` (candidates `body`, endo fins `endo`)
    /// that removes something, trying cover combinations in order.
    fn covers(
        &self,
        scratch: &mut Scratch,
        chosen: &[usize],
        body: CellSet,
        endo: CellSet,
    ) -> Option<FoundFish> {
        let Scratch {
            eligible,
            suffix,
            tops,
            reach,
        } = scratch;
        let mut count = 0;
        for cover in self.cover_units {
            let is_base = chosen
                .iter()
                .any(|&i| self.base_units[i].unit == cover.unit);
            if !is_base && !(cover.cells & body).is_empty() {
                eligible[count] = *cover;
                count += 1;
            }
        }
        if count < self.size {
            return None;
        }
        let eligible = &eligible[..count];
        // The fish's cover units together cover at most their largest overlaps with the body;
        // what they leave uncovered are fins.
        if self.finned {
            let mut best = [0usize; 9];
            for unit in eligible {
                let mut overlap = (unit.cells & body).len();
                for slot in best.iter_mut().take(self.size) {
                    if overlap > *slot {
                        std::mem::swap(slot, &mut overlap);
                    }
                }
            }
            let reach: usize = best[..self.size].iter().sum();
            if body.len() > reach + self.max_fins {
                return None;
            }
            // Every removal sees every endo fin.
            if !endo.is_empty() && (seeing_all(endo) & self.candidates).is_empty() {
                return None;
            }
        }
        // What the units from each position on can still cover, for pruning: their union, and
        // for one to four more units the most body cells they can add (their largest overlaps
        // with the body, added up).
        suffix[count] = CellSet::EMPTY;
        tops[count] = [0; 4];
        for i in (0..count).rev() {
            suffix[i] = suffix[i + 1] | eligible[i].cells;
            // The four largest overlaps from here on, largest first.
            let mut carried = (eligible[i].cells & body).len() as u8;
            tops[i] = tops[i + 1];
            for slot in tops[i].iter_mut() {
                if carried > *slot {
                    std::mem::swap(slot, &mut carried);
                }
            }
            reach[i][0] = 0;
            for k in 0..4 {
                reach[i][k + 1] = reach[i][k] + tops[i][k];
            }
        }
        let mut walk = CoverWalk {
            search: self,
            eligible,
            suffix,
            reach,
            body,
            endo,
            chosen: [0; 9],
        };
        let (cells, cannibal) = walk.walk(0, 0, CellSet::EMPTY, CellSet::EMPTY)?;
        let cover: Vec<Unit> = walk.chosen[..self.size]
            .iter()
            .map(|&k| eligible[k].unit)
            .collect();
        let (eliminations, cannibals) = self.eliminations(body, endo, cells, cannibal)?;
        let fins = (body - cells) | endo;
        Some(FoundFish {
            digit: self.digit,
            base: chosen.iter().map(|&i| self.base_units[i].unit).collect(),
            cover,
            body,
            fins: fins - endo,
            endo_fins: endo,
            eliminations: vec![eliminations, cannibals],
        })
    }

    /// What the fish with candidates `body`, endo fins `endo` and cover candidates
    /// `cover_cells` (`cannibal` in two cover units) removes: cover candidates outside the
    /// body and cannibalistic ones, seeing every fin; `None` when it removes nothing or is not
    /// the kind searched (with or without fins).
    fn eliminations(
        &self,
        body: CellSet,
        endo: CellSet,
        cover_cells: CellSet,
        cannibal: CellSet,
    ) -> Option<(CellSet, CellSet)> {
        let fins = (body - cover_cells) | endo;
        let (eliminations, cannibals) = if fins.is_empty() {
            if self.finned {
                return None;
            }
            (cover_cells - body, cannibal)
        } else {
            if !self.finned || fins.len() > self.max_fins {
                return None;
            }
            let seeing = seeing_all(fins);
            ((cover_cells - body) & seeing, cannibal & seeing)
        };
        if eliminations.is_empty() && cannibals.is_empty() {
            None
        } else {
            Some((eliminations, cannibals))
        }
    }

    /// The first fish of the search.
    pub(crate) fn first(&self) -> Option<FoundFish> {
        let mut found = None;
        let mut scratch = Scratch::new();
        self.bases(&mut |chosen, body, endo| {
            found = self.covers(&mut scratch, chosen, body, endo);
            found.is_some()
        });
        found
    }
}

/// The working arrays of [`FishSearch::covers`], made once per search rather than zeroed again
/// for every base combination (measured: 2.5% of the search's instructions).
struct Scratch {
    /// The cover units that hold a body cell and are not base units, in order.
    eligible: [FishUnit; 27],
    /// From each position on: the union of the eligible units' cells.
    suffix: [CellSet; 28],
    /// From each position on: the four largest overlaps with the body, largest first.
    tops: [[u8; 4]; 28],
    /// For each position and number of units, the most body cells that many units from there
    /// on cover.
    reach: [[u8; 5]; 28],
}

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            eligible: [FishUnit {
                unit: Unit::ALL[0],
                cells: CellSet::EMPTY,
            }; 27],
            suffix: [CellSet::EMPTY; 28],
            tops: [[0; 4]; 28],
            reach: [[0; 5]; 28],
        }
    }
}

/// The cover combinations of one base combination, walked in order.
struct CoverWalk<'a, 'b> {
    search: &'a FishSearch<'b>,
    eligible: &'a [FishUnit],
    suffix: &'a [CellSet; 28],
    /// For each position and number of units, the most body cells that many units from there
    /// on cover.
    reach: &'a [[u8; 5]; 28],
    body: CellSet,
    endo: CellSet,
    chosen: [usize; 9],
}

impl CoverWalk<'_, '_> {
    /// The cover cells and cannibalistic cells of the first cover combination (from `start`,
    /// `count` units chosen so far covering `cells`) that makes a fish removing something.
    fn walk(
        &mut self,
        start: usize,
        count: usize,
        cells: CellSet,
        cannibal: CellSet,
    ) -> Option<(CellSet, CellSet)> {
        let search = self.search;
        let needed = search.size - count;
        if needed == 1 {
            return self.last(start, count, cells, cannibal);
        }
        for i in start..self.eligible.len() {
            if self.eligible.len() - i < needed {
                break;
            }
            // The units still to choose cannot cover more body cells than their largest
            // overlaps; what stays uncovered is fins. Later starts only reach less.
            if search.finned
                && (self.body - cells).len() > search.max_fins + usize::from(self.reach[i][needed])
            {
                break;
            }
            // Base candidates no cover unit from here on reaches are fins whatever is chosen;
            // every removal must see them all and lie in a cover unit. Later starts only reach
            // less, so nothing after this one can do better.
            let outside = (self.body - cells - self.suffix[i]) | self.endo;
            if !outside.is_empty() {
                if !search.finned || outside.len() > search.max_fins {
                    break;
                }
                let reach = (cells | self.suffix[i]) & search.candidates & seeing_all(outside);
                if reach.is_empty() {
                    break;
                }
            }
            let unit = self.eligible[i];
            self.chosen[count] = i;
            let next_cells = cells | unit.cells;
            let next_cannibal = cannibal | (cells & unit.cells);
            if count + 1 == search.size {
                if search
                    .eliminations(self.body, self.endo, next_cells, next_cannibal)
                    .is_some()
                {
                    return Some((next_cells, next_cannibal));
                }
            } else if let Some(found) = self.walk(i + 1, count + 1, next_cells, next_cannibal) {
                return Some(found);
            }
        }
        None
    }

    /// [`CoverWalk::walk`] choosing the last cover unit: each unit is checked at once (most
    /// leave too many fins, which one count shows), without the look-ahead that pays only with
    /// units still to choose.
    fn last(
        &mut self,
        start: usize,
        count: usize,
        cells: CellSet,
        cannibal: CellSet,
    ) -> Option<(CellSet, CellSet)> {
        let search = self.search;
        let uncovered = self.body - cells;
        let allowed = if search.finned { search.max_fins } else { 0 };
        for i in start..self.eligible.len() {
            // No unit from here on covers enough of the body: the rest leave too many fins.
            if search.finned && uncovered.len() > search.max_fins + usize::from(self.reach[i][1]) {
                break;
            }
            let unit = self.eligible[i];
            if ((uncovered - unit.cells) | self.endo).len() > allowed {
                continue;
            }
            let next_cells = cells | unit.cells;
            let next_cannibal = cannibal | (cells & unit.cells);
            if search
                .eliminations(self.body, self.endo, next_cells, next_cannibal)
                .is_some()
            {
                self.chosen[count] = i;
                return Some((next_cells, next_cannibal));
            }
        }
        None
    }
}

/// The technique of a complex fish of `size` with or without fins.
fn technique(shape: Shape, size: usize, finned: bool) -> Technique {
    use Technique as T;
    match (shape, finned, size) {
        (Shape::Franken, false, 2) => T::FrankenXWing,
        (Shape::Franken, false, 3) => T::FrankenSwordfish,
        (Shape::Franken, false, _) => T::FrankenJellyfish,
        (Shape::Franken, true, 2) => T::FinnedFrankenXWing,
        (Shape::Franken, true, 3) => T::FinnedFrankenSwordfish,
        (Shape::Franken, true, _) => T::FinnedFrankenJellyfish,
        (Shape::Mutant, false, 2) => T::MutantXWing,
        (Shape::Mutant, false, 3) => T::MutantSwordfish,
        (Shape::Mutant, false, _) => T::MutantJellyfish,
        (Shape::Mutant, true, 2) => T::FinnedMutantXWing,
        (Shape::Mutant, true, 3) => T::FinnedMutantSwordfish,
        (Shape::Mutant, true, _) => T::FinnedMutantJellyfish,
    }
}

/// What complex fish searches found per digit: the search for one digit depends only on the
/// digit's candidates, so it is remembered by them.
#[derive(Default)]
pub(crate) struct FishMemo {
    found: std::collections::HashMap<(Shape, usize, bool, u8, u128), Option<FoundFish>>,
}

/// The first Franken or mutant fish of `size` (2 to 4), with fins or without, in HoDoKu's order.
pub(crate) fn complex_fish(
    grid: &Grid,
    shape: Shape,
    size: usize,
    finned: bool,
    memo: &mut FishMemo,
) -> Option<Step> {
    for digit in Digit::ALL {
        let key = (
            shape,
            size,
            finned,
            digit.get(),
            grid.cells_with(digit).bits(),
        );
        let found = match memo.found.get(&key) {
            Some(found) => found.clone(),
            None => {
                let found = first_fish(grid, digit, shape, size, finned);
                memo.found.insert(key, found.clone());
                found
            }
        };
        if let Some(fish) = found {
            return Some(fish_step(technique(shape, size, finned), &fish));
        }
    }
    None
}

/// The first fish of one digit, in HoDoKu's order.
fn first_fish(
    grid: &Grid,
    digit: Digit,
    shape: Shape,
    size: usize,
    finned: bool,
) -> Option<FoundFish> {
    let orientations: &[bool] = match shape {
        Shape::Franken => &[true, false],
        Shape::Mutant => &[true],
    };
    for &rows_first in orientations {
        let (base, cover) = unit_lists(grid, digit, shape, rows_first, size, finned);
        let search = FishSearch {
            digit,
            base_units: &base,
            cover_units: &cover,
            candidates: grid.cells_with(digit),
            size,
            finned,
            max_fins: MAX_FINS,
            max_endo_fins: MAX_ENDO_FINS,
        };
        if let Some(fish) = search.first() {
            return Some(fish);
        }
    }
    None
}

/// The step of a fish found by [`FishSearch`].
pub(crate) fn fish_step(technique: Technique, fish: &FoundFish) -> Step {
    let digit = fish.digit;
    let order = fish
        .eliminations
        .iter()
        .flat_map(|cells| cells.iter().map(move |cell| Candidate::new(cell, digit)));
    let mut builder = StepBuilder::new(technique)
        .eliminate_in_order(order)
        .focus(fish.body)
        .digits(Digits::single(digit))
        .role(fish.body - fish.fins - fish.endo_fins, digit, Role::Base)
        .role(fish.fins, digit, Role::Fin)
        .role(fish.endo_fins, digit, Role::EndoFin);
    for &unit in &fish.base {
        builder = builder.unit(unit).unit_role(unit, UnitRole::Base);
    }
    for &unit in &fish.cover {
        builder = builder.unit(unit).unit_role(unit, UnitRole::Cover);
    }
    builder.explain(fish_reason(fish))
}

/// Why a fish removes what it removes, as a message of the catalogues: a fish without fins, or
/// one with fins (its endo fins, if any, named apart as well as among the fins).
pub(crate) fn fish_reason(fish: &FoundFish) -> Message {
    let finless = fish.fins.is_empty() && fish.endo_fins.is_empty();
    let id = if finless {
        "step-complex-fish"
    } else {
        "step-complex-fish-finned"
    };
    let reason = Message::new(id)
        .units("base", &fish.base)
        .digit("digit", fish.digit)
        .units("cover", &fish.cover);
    if finless {
        return reason;
    }
    // The catalogue leaves out the endo fins' clause when `endo-fins-count` is 0.
    reason
        .cells("endo-fins", fish.endo_fins)
        .cells("fins", fish.fins | fish.endo_fins)
}

/// The most fins, and the largest fish, of HoDoKu's kraken search (its defaults; no endo fins).
const KRAKEN_FINS: usize = 2;
const KRAKEN_SIZE: usize = 4;

/// A kraken fish found: the fish, what it removes, and from which premises the chains run.
struct Kraken {
    fish: FoundFish,
    target: Candidate,
    /// Type 1: the fins; type 2: a cover unit's base candidates and the fins.
    premises: CellSet,
}

/// The table outcomes of candidates assumed true, computed when first needed.
struct Outcomes<'a, 'b> {
    tables: &'a Tables<'b>,
    known: Vec<Option<Outcome>>,
}

impl Outcomes<'_, '_> {
    fn of(&mut self, cell: Cell, digit: Digit) -> Outcome {
        let id = Tables::candidate_node(cell, digit, true);
        if let Some(outcome) = self.known[id] {
            return outcome;
        }
        let outcome = self.tables.outcome(id);
        self.known[id] = Some(outcome);
        outcome
    }
}

/// Kraken fish, as HoDoKu's kraken search finds them when switched on (its default settings leave
/// it off): basic and Franken fish of two to four units with one or two fins (no endo fins) that
/// remove nothing by themselves. Either the fish holds or a fin holds the digit, so a candidate
/// the fish would remove goes when every fin, by a chain, removes it too (type 1); or, in one
/// cover unit, one of its base candidates or a fin holds the digit, so any candidate that all of
/// them remove by chains goes (type 2). The first found is taken, in HoDoKu's order: digits,
/// rows then columns as base, base combinations of every size in depth-first order, cover
/// combinations, type 1 before type 2.
pub(crate) fn kraken_fish(grid: &Grid) -> Option<Step> {
    let tables = Tables::new(grid, Mode::Chains);
    let mut outcomes = Outcomes {
        tables: &tables,
        known: vec![None; crate::logic::tabling::NORMAL_NODES],
    };
    for digit in Digit::ALL {
        for rows_first in [true, false] {
            let (base, cover) =
                unit_lists(grid, digit, Shape::Franken, rows_first, KRAKEN_SIZE, true);
            let search = FishSearch {
                digit,
                base_units: &base,
                cover_units: &cover,
                candidates: grid.cells_with(digit),
                size: KRAKEN_SIZE,
                finned: true,
                max_fins: KRAKEN_FINS,
                max_endo_fins: 0,
            };
            let mut found = None;
            let mut state = BaseState::default();
            kraken_bases(&search, 0, &mut state, &mut |chosen, body| {
                found = kraken_covers(grid, &search, chosen, body, &mut outcomes);
                found.is_some()
            });
            if let Some(kraken) = found {
                return Some(kraken_step(&tables, kraken));
            }
        }
    }
    None
}

/// Base combinations of two to four units without overlap, depth first (every size on the way,
/// as HoDoKu walks them); stops when `visit` returns true.
fn kraken_bases(
    search: &FishSearch,
    start: usize,
    state: &mut BaseState,
    visit: &mut impl FnMut(&[usize], CellSet) -> bool,
) -> bool {
    for i in start..search.base_units.len() {
        let unit = search.base_units[i];
        if !(state.cells & unit.cells).is_empty() {
            continue;
        }
        let saved = *state;
        state.chosen[state.count] = i;
        state.count += 1;
        state.cells |= unit.cells;
        let mut stop = state.count >= 2 && visit(&state.chosen[..state.count], state.cells);
        if !stop && state.count < KRAKEN_SIZE {
            stop = kraken_bases(search, i + 1, state, visit);
        }
        *state = saved;
        if stop {
            return true;
        }
    }
    false
}

/// The first kraken fish on the base combination `chosen` (candidates `body`).
fn kraken_covers(
    grid: &Grid,
    search: &FishSearch,
    chosen: &[usize],
    body: CellSet,
    outcomes: &mut Outcomes,
) -> Option<Kraken> {
    let size = chosen.len();
    let eligible: Vec<FishUnit> = search
        .cover_units
        .iter()
        .copied()
        .filter(|c| {
            !chosen.iter().any(|&i| search.base_units[i].unit == c.unit)
                && !(c.cells & body).is_empty()
        })
        .collect();
    if eligible.len() < size {
        return None;
    }
    let mut suffix = vec![CellSet::EMPTY; eligible.len() + 1];
    for i in (0..eligible.len()).rev() {
        suffix[i] = suffix[i + 1] | eligible[i].cells;
    }
    let mut picked = [0usize; 4];
    kraken_cover_walk(
        grid,
        search,
        chosen,
        body,
        &eligible,
        &suffix,
        0,
        0,
        CellSet::EMPTY,
        CellSet::EMPTY,
        &mut picked,
        outcomes,
    )
}

#[allow(clippy::too_many_arguments)]
fn kraken_cover_walk(
    grid: &Grid,
    search: &FishSearch,
    chosen: &[usize],
    body: CellSet,
    eligible: &[FishUnit],
    suffix: &[CellSet],
    start: usize,
    count: usize,
    cells: CellSet,
    cannibal: CellSet,
    picked: &mut [usize; 4],
    outcomes: &mut Outcomes,
) -> Option<Kraken> {
    let size = chosen.len();
    for i in start..eligible.len() {
        if eligible.len() - i < size - count {
            break;
        }
        if (body - cells - suffix[i]).len() > KRAKEN_FINS {
            break;
        }
        picked[count] = i;
        let next_cells = cells | eligible[i].cells;
        let next_cannibal = cannibal | (cells & eligible[i].cells);
        let found = if count + 1 == size {
            kraken_check(
                grid,
                search,
                chosen,
                body,
                &picked[..size]
                    .iter()
                    .map(|&k| eligible[k])
                    .collect::<Vec<_>>(),
                next_cells,
                next_cannibal,
                outcomes,
            )
        } else {
            kraken_cover_walk(
                grid,
                search,
                chosen,
                body,
                eligible,
                suffix,
                i + 1,
                count + 1,
                next_cells,
                next_cannibal,
                picked,
                outcomes,
            )
        };
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The kraken fish of one base and cover, if its fins all lead to a removal.
#[allow(clippy::too_many_arguments)]
fn kraken_check(
    grid: &Grid,
    search: &FishSearch,
    chosen: &[usize],
    body: CellSet,
    cover: &[FishUnit],
    cover_cells: CellSet,
    cannibal: CellSet,
    outcomes: &mut Outcomes,
) -> Option<Kraken> {
    let digit = search.digit;
    let fins = body - cover_cells;
    if fins.is_empty() || fins.len() > KRAKEN_FINS {
        return None;
    }
    let seeing = seeing_all(fins);
    if seeing.is_empty() {
        return None;
    }
    // A fish that removes something by itself is a plain finned fish, not a kraken.
    if !((cover_cells - body) & seeing).is_empty() || !(cannibal & seeing).is_empty() {
        return None;
    }
    let fish = |target: Candidate, premises: CellSet| Kraken {
        fish: FoundFish {
            digit,
            base: chosen.iter().map(|&i| search.base_units[i].unit).collect(),
            cover: cover.iter().map(|c| c.unit).collect(),
            body,
            fins,
            endo_fins: CellSet::EMPTY,
            eliminations: Vec::new(),
        },
        target,
        premises,
    };
    // Type 1: every fin removes a candidate the fish would remove.
    for target in (cover_cells - body) | cannibal {
        if fins
            .iter()
            .all(|fin| outcomes.of(fin, digit).off[digit.index()].contains(target))
        {
            return Some(fish(Candidate::new(target, digit), fins));
        }
    }
    // Type 2: in a cover unit, every base candidate and every fin remove the same candidate.
    for unit in cover {
        let in_unit = unit.cells & (body - cannibal);
        if in_unit == unit.cells {
            continue; // a unit forcing chain, not a kraken fish
        }
        let premises = in_unit | fins;
        for end in Digit::ALL {
            let mut targets = grid.cells_with(end) - premises;
            for cell in premises {
                targets &= outcomes.of(cell, digit).off[end.index()];
                if targets.is_empty() {
                    break;
                }
            }
            if let Some(target) = targets.first() {
                return Some(fish(Candidate::new(target, end), premises));
            }
        }
    }
    None
}

fn kraken_step(tables: &Tables, kraken: Kraken) -> Step {
    let fish = &kraken.fish;
    let digit = fish.digit;
    let target = kraken.target;
    let mut eliminations = CandidateSet::EMPTY;
    eliminations.insert(target.cell, target.digit);
    let mut builder = StepBuilder::new(Technique::KrakenFish)
        .eliminate(&eliminations)
        .focus(fish.body)
        .digits(Digits::single(digit) | Digits::single(target.digit))
        .role(fish.body - fish.fins, digit, Role::Base)
        .role(fish.fins, digit, Role::Fin);
    for &unit in &fish.base {
        builder = builder.unit(unit).unit_role(unit, UnitRole::Base);
    }
    for &unit in &fish.cover {
        builder = builder.unit(unit).unit_role(unit, UnitRole::Cover);
    }
    let goal = Tables::candidate_node(target.cell, target.digit, false);
    for cell in kraken.premises {
        let premise = Tables::candidate_node(cell, digit, true);
        if let Some(chain) = tables.chain_between(premise, goal) {
            builder.add_chain(chain);
        }
    }
    let reason = Message::new("step-kraken-fish")
        .units("base", &fish.base)
        .digit("digit", digit)
        .units("cover", &fish.cover)
        .cells("fins", fish.fins)
        .cells("premises", kraken.premises)
        .cell("target", target.cell)
        .digit("target-digit", target.digit);
    builder.explain(reason)
}

#[cfg(test)]
mod tests {
    use crate::logic::roles::{Role, UnitRole};
    use crate::logic::step::Technique;
    use crate::logic::testing::*;

    #[test]
    fn finned_franken_swordfish() {
        // From the held-out set (tests/data/heldout.tsv). HoDoKu 2.2.4 takes, after a pointing
        // and a naked pair: "Finned Franken Swordfish: 1 r17b7 c169 fr7c4 fr9c2 fr9c3 =>
        // r9c6<>1".
        let step = first_use(
            "..74..5..6....2...............71.8..2.....1..3........5......3..4.9............26",
            Technique::FinnedFrankenSwordfish,
        );
        assert_eq!(eliminations(&step), ["r9c6<>1"]);
        let base = units_as(&step, UnitRole::Base);
        assert_eq!(base, ["row 1", "row 7", "box 7"]);
        let cover = units_as(&step, UnitRole::Cover);
        assert_eq!(cover, ["column 1", "column 6", "column 9"]);
        let mut fins: Vec<String> = step
            .roles
            .with_role(Role::Fin)
            .map(|c| c.cell.to_string())
            .collect();
        fins.sort();
        assert_eq!(fins, ["r7c4", "r9c2", "r9c3"]);
    }

    #[test]
    fn franken_jellyfish() {
        // From HoDoKu's exemplars-1.0.txt ("Franken Jellyfish"). HoDoKu 2.2.4, with Franken
        // Jellyfish switched on (its default settings leave it off), takes after eight other
        // steps: "Franken Jellyfish: 8 r125b7 c1257 => r3c257,r4c12,r6c257<>8".
        let step = first_use_enabling(
            "..67...91..9....623............3...4..72...1.4....1....31..8.75...9......65....3.",
            Technique::FrankenJellyfish,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r3c2<>8", "r3c5<>8", "r3c7<>8", "r4c1<>8", "r4c2<>8", "r6c2<>8", "r6c5<>8",
                "r6c7<>8"
            ]
        );
        assert_eq!(step.roles.with_role(Role::Fin).count(), 0);
        assert!(step.roles.with_role(Role::Base).count() >= 8);
    }

    #[test]
    fn finned_mutant_jellyfish() {
        // From HoDoKu's exemplars-1.0.txt ("Finned Mutant Jellyfish"). HoDoKu 2.2.4, with Finned
        // Mutant Jellyfish switched on, takes: "Finned Mutant Jellyfish: 4 r36c15 r18c6b4 fr3c9
        // => r1c9<>4".
        let step = first_use_enabling(
            ".7...95..1....5....8..2.16.....1........97.3.6..2...188.7.6..5...9...3.........4.",
            Technique::FinnedMutantJellyfish,
        );
        assert_eq!(eliminations(&step), ["r1c9<>4"]);
        let fins: Vec<String> = step
            .roles
            .with_role(Role::Fin)
            .map(|c| c.cell.to_string())
            .collect();
        assert_eq!(fins, ["r3c9"]);
    }

    #[test]
    fn kraken_fish() {
        // From the held-out set (tests/data/heldout.tsv). HoDoKu 2.2.4, with Kraken Fish switched
        // on (its default settings leave it off), takes after three other steps: "Kraken Fish Type
        // 2: => r8c5<>7, Finned Franken Jellyfish: 7 c13b89 r789b4 fr1c3 fr2c1", with chains from
        // the fins and the base candidates of one cover unit.
        let step = first_use_enabling(
            ".6.........3..15...9.8...716....2.3....75...4....9...82.1.....6..6.......8.5...4.",
            Technique::KrakenFish,
        );
        assert_eq!(eliminations(&step), ["r8c5<>7"]);
        let base = units_as(&step, UnitRole::Base);
        assert_eq!(base, ["column 1", "column 3", "box 8", "box 9"]);
        let mut fins: Vec<String> = step
            .roles
            .with_role(Role::Fin)
            .map(|c| c.cell.to_string())
            .collect();
        fins.sort();
        assert_eq!(fins, ["r1c3", "r2c1"]);
        // Every chain starts at a fish candidate (a 7) assumed true and ends removing r8c5's 7.
        assert!(step.roles.chains.len() >= 3);
        for chain in &step.roles.chains {
            let first = chain.links.first().expect("a chain has links");
            assert_eq!(first.from.digit(), digit(7));
            assert!(!first.strong, "a true premise starts with a weak link");
            let last = chain.links.last().unwrap();
            assert_eq!(last.to.to_string(), "7r8c5");
        }
    }
}
