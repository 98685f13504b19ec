//! The cage techniques: what a cage's sum allows its cells, alone, with their candidates, with
//! another cage in the same unit; and the digits a cage must hold, placed or locked.

use crate::board::Digit;
use crate::killer::{Cage, Cages};
use crate::l10n::{Arg, Message};
use crate::logic::grid::Grid;
use crate::logic::killer::fit::{combinations_avoiding, fit_distinct, notation, Cells, Fit, Way};
use crate::logic::roles::{Role, UnitRole};
use crate::logic::step::{CandidateSet, Step, StepBuilder, Technique};
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

/// A cage as a step reads it: its open cells, what they add up to and the digits they cannot
/// repeat; the facts that say so are written only for the step found ([`Open::facts`]).
struct Open {
    cells: Cells,
    set: CellSet,
    sum: u32,
    placed: Digits,
    cage: CellSet,
    total: u32,
    placed_sum: u32,
}

impl Open {
    /// "The cage r1c1, r1c2, r1c3 adds up to 15", then what its placed digits leave.
    fn facts(&self) -> Arg {
        let mut facts = vec![Message::new("fact-cage")
            .cells("cells", self.cage)
            .number("sum", self.total as usize)];
        if !self.placed.is_empty() {
            facts.push(placed_fact(
                self.cage - self.set,
                self.placed_sum,
                self.set,
                self.total,
                self.sum,
            ));
        }
        Arg::Clauses(facts)
    }
}

/// The open part of `cage`, or `None` when it is full.
fn open(grid: &Grid, cage: &Cage) -> Option<Open> {
    let set = cage.cells() & grid.empty_cells();
    if set.is_empty() {
        return None;
    }
    let mut placed = Digits::EMPTY;
    let mut placed_sum = 0u32;
    for cell in cage.cells() - set {
        if let Some(digit) = grid.value(cell) {
            placed.insert(digit);
            placed_sum += u32::from(digit.get());
        }
    }
    let total = u32::from(cage.sum());
    let sum = total.checked_sub(placed_sum)?;
    Some(Open {
        cells: Cells::of(set)?,
        set,
        sum,
        placed,
        cage: cage.cells(),
        total,
        placed_sum,
    })
}

/// "r1c1 already holds 7, so r1c2 and r1c3 add up to 15 - 7 = 8".
pub(super) fn placed_fact(
    placed: CellSet,
    placed_sum: u32,
    open: CellSet,
    total: u32,
    sum: u32,
) -> Message {
    Message::new("sum-placed")
        .cells("placed", placed)
        .number("placed-sum", placed_sum as usize)
        .cells("cells", open)
        .number("total", total as usize)
        .number("sum", sum as usize)
}

/// The combinations of the open part (avoiding the digits placed) that fit the candidates.
fn fitting(grid: &Grid, open: &Open) -> Fit {
    let combinations = combinations_avoiding(open.cells.len(), open.sum, open.placed);
    fit_distinct(grid, &open.cells, combinations)
}

/// The combinations as ways.
fn ways(combinations: impl Iterator<Item = Digits>) -> Vec<Way> {
    combinations.map(Way::Combination).collect()
}

/// A step on a cage's open cells: the pattern is the candidates kept.
fn builder(technique: Technique, grid: &Grid, open: &Open, keep: &[Digits]) -> StepBuilder {
    let mut builder = StepBuilder::new(technique).focus(open.set);
    for (&cell, &digits) in open.cells.iter().zip(keep) {
        for digit in grid.candidates(cell) & digits {
            builder.add_role(CellSet::single(cell), digit, Role::Pattern);
        }
        builder = builder.digits(grid.candidates(cell) & digits);
    }
    builder
}

/// Cage Combinations: the digits that no combination of the open cells' sum and size (without
/// the digits already in the cage) uses.
pub(crate) fn cage_combinations(grid: &Grid, cages: &Cages) -> Option<Step> {
    for cage in cages {
        let Some(open) = open(grid, cage) else {
            continue;
        };
        let combinations = combinations_avoiding(open.cells.len(), open.sum, open.placed);
        let allowed = combinations
            .clone()
            .fold(Digits::EMPTY, |all, set| all | set);
        let mut eliminations = CandidateSet::EMPTY;
        for &cell in open.cells.iter() {
            for digit in grid.candidates(cell) - allowed {
                eliminations.insert(cell, digit);
            }
        }
        if eliminations.is_empty() || allowed.is_empty() {
            continue;
        }
        let keep = [allowed; 9];
        let reason = Message::new("step-cage-combinations")
            .arg("facts", open.facts())
            .notation("combinations", notation(&ways(combinations)));
        return Some(
            builder(Technique::CageCombinations, grid, &open, &keep)
                .eliminate(&eliminations)
                .explain(reason),
        );
    }
    None
}

/// Cage Candidates: the combinations of a cage that its cells' candidates can place, and the
/// candidates no placement of them uses.
pub(crate) fn cage_candidates(grid: &Grid, cages: &Cages) -> Option<Step> {
    for cage in cages {
        let Some(open) = open(grid, cage) else {
            continue;
        };
        let fit = fitting(grid, &open);
        if fit.ways().is_empty() {
            continue;
        }
        let eliminations = fit.unused(grid, &open.cells);
        if eliminations.is_empty() {
            continue;
        }
        let all = combinations_avoiding(open.cells.len(), open.sum, open.placed);
        let reason = Message::new("step-cage-candidates")
            .arg("facts", open.facts())
            .notation("combinations", notation(&ways(all)))
            .notation("fitting", notation(fit.ways()));
        return Some(
            builder(Technique::CageCandidates, grid, &open, &fit.keep)
                .eliminate(&eliminations)
                .explain(reason),
        );
    }
    None
}

/// The digits every fitting combination holds.
fn must_hold(fit: &Fit) -> Digits {
    fit.ways().iter().fold(Digits::ALL, |all, way| match way {
        Way::Combination(set) => all & *set,
        Way::Digits(..) => Digits::EMPTY,
    })
}

/// For a cage digit technique: the open part of `cage`, its fit, and the digits every fitting
/// combination holds among those `can_make` accepts. The candidates are asked first, and most
/// cages have no digit that could make the step: their combinations are not read then. `None`
/// when the cage is full, no digit could make the step, or nothing fits.
fn cage_digits(
    grid: &Grid,
    cage: &Cage,
    can_make: impl Fn(&Open, Digit) -> bool,
) -> Option<(Open, Fit, Digits)> {
    let open = open(grid, cage)?;
    let possible: Digits = grid
        .candidates_in(open.set)
        .iter()
        .filter(|&digit| can_make(&open, digit))
        .collect();
    if possible.is_empty() {
        return None;
    }
    let fit = fitting(grid, &open);
    if fit.ways().is_empty() {
        return None;
    }
    let digits = must_hold(&fit) & possible;
    Some((open, fit, digits))
}

/// Hidden Cage Digit: a digit every fitting combination of a cage holds, with one place left
/// in the cage.
pub(crate) fn hidden_cage_digit(grid: &Grid, cages: &Cages) -> Option<Step> {
    // The digit's one place in the cage, unless it is a naked single (its own step says it).
    let place = |open: &Open, digit| {
        (grid.cells_with(digit) & open.set)
            .single_cell()
            .filter(|&cell| grid.candidates(cell).len() > 1)
    };
    for cage in cages {
        let Some((open, fit, digits)) =
            cage_digits(grid, cage, |open, digit| place(open, digit).is_some())
        else {
            continue;
        };
        let found = digits
            .iter()
            .find_map(|digit| Some((digit, place(&open, digit)?)));
        if let Some((digit, cell)) = found {
            let places = grid.cells_with(digit) & open.set;
            let reason = Message::new("step-hidden-cage-digit")
                .arg("facts", open.facts())
                .notation("combinations", notation(fit.ways()))
                .digit("digit", digit)
                .cell("cell", cell);
            let mut eliminations = CandidateSet::EMPTY;
            for other in grid.candidates(cell) - Digits::single(digit) {
                eliminations.insert(cell, other);
            }
            return Some(
                StepBuilder::new(Technique::HiddenCageDigit)
                    .focus(open.set)
                    .digits(Digits::single(digit))
                    .role(places, digit, Role::Base)
                    .place(cell, digit)
                    .eliminate(&eliminations)
                    .explain(reason),
            );
        }
    }
    None
}

/// Locked Cage Digit: a digit every fitting combination of a cage holds; the cells outside the
/// cage that see all its places in the cage cannot hold it.
pub(crate) fn locked_cage_digit(grid: &Grid, cages: &Cages) -> Option<Step> {
    // The cells outside the cage that see every place of `digit` in it (two or more) and hold
    // it.
    let targets = |open: &Open, digit| {
        let places = grid.cells_with(digit) & open.set;
        if places.len() < 2 {
            return CellSet::EMPTY;
        }
        let seeing = places
            .iter()
            .fold(CellSet::ALL, |all, cell| all & cell.peer_set());
        seeing & (grid.cells_with(digit) - open.cage)
    };
    for cage in cages {
        let Some((open, fit, digits)) =
            cage_digits(grid, cage, |open, digit| !targets(open, digit).is_empty())
        else {
            continue;
        };
        if let Some(digit) = digits.first() {
            let places = grid.cells_with(digit) & open.set;
            let targets = targets(&open, digit);
            let mut eliminations = CandidateSet::EMPTY;
            eliminations.insert_cells(targets, digit);
            let mut builder = StepBuilder::new(Technique::LockedCageDigit)
                .focus(open.set)
                .digits(Digits::single(digit))
                .role(places, digit, Role::Base);
            if let Some(unit) = Unit::ALL
                .into_iter()
                .find(|unit| places.is_subset(unit.cell_set()))
            {
                builder = builder.unit(unit).unit_role(unit, UnitRole::Cover);
            }
            let reason = Message::new("step-locked-cage-digit")
                .arg("facts", open.facts())
                .notation("combinations", notation(fit.ways()))
                .digit("digit", digit)
                .cells("places", places);
            return Some(builder.eliminate(&eliminations).explain(reason));
        }
    }
    None
}

/// Cages in a Unit: two cages inside one unit cannot share a digit, so a combination of one
/// that shares a digit with every fitting combination of the other goes.
pub(crate) fn cages_in_unit(grid: &Grid, cages: &Cages) -> Option<Step> {
    for unit in Unit::ALL {
        let inside: Vec<&Cage> = cages
            .iter()
            .filter(|cage| cage.cells().is_subset(unit.cell_set()))
            .collect();
        for &first in &inside {
            let Some(open_first) = open(grid, first) else {
                continue;
            };
            let fit_first = fitting(grid, &open_first);
            if fit_first.ways().len() < 2 {
                continue;
            }
            for &second in &inside {
                if std::ptr::eq(first, second) {
                    continue;
                }
                let Some(open_second) = open(grid, second) else {
                    continue;
                };
                let fit_second = fitting(grid, &open_second);
                if fit_second.ways().is_empty() {
                    continue;
                }
                let clashes = |way: &Way| {
                    let Way::Combination(mine) = *way else {
                        return false;
                    };
                    fit_second.ways().iter().all(|theirs| match theirs {
                        Way::Combination(set) => !(*set & mine).is_empty(),
                        Way::Digits(..) => false,
                    })
                };
                let (dropped, left): (Vec<Way>, Vec<Way>) =
                    fit_first.ways().iter().partition(|way| clashes(way));
                if dropped.is_empty() || left.is_empty() {
                    continue;
                }
                let left_sets = left.iter().filter_map(|way| match way {
                    Way::Combination(set) => Some(*set),
                    Way::Digits(..) => None,
                });
                let narrowed = fit_distinct(grid, &open_first.cells, left_sets);
                let eliminations = narrowed.unused(grid, &open_first.cells);
                if eliminations.is_empty() {
                    continue;
                }
                let reason = Message::new("step-cages-in-unit")
                    .arg("facts", open_first.facts())
                    .notation("combinations", notation(fit_first.ways()))
                    .unit("unit", unit)
                    .cells("other", second.cells())
                    .number("other-sum", usize::from(second.sum()))
                    .notation("other-combinations", notation(fit_second.ways()))
                    .notation("dropped", notation(&dropped))
                    .notation("fitting", notation(narrowed.ways()));
                let mut builder =
                    builder(Technique::CagesInUnit, grid, &open_first, &narrowed.keep)
                        .unit(unit)
                        .unit_role(unit, UnitRole::House)
                        .focus(open_second.set);
                for &cell in open_second.cells.iter() {
                    for digit in grid.candidates(cell) {
                        builder.add_role(CellSet::single(cell), digit, Role::Fin);
                    }
                }
                return Some(builder.eliminate(&eliminations).explain(reason));
            }
        }
    }
    None
}
