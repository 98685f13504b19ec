//! The rule of 45 and what it builds: innies and outies of a row, column or box, of
//! neighbouring rows, columns or boxes together, and the virtual cages they cut out of a cage.
//!
//! Every row, column and box holds 1 to 9, which add up to 45, so `k` of them add up to
//! `45 * k`. The cages wholly inside such a region add up to their sums, so the region's other
//! cells, its innies, add up to the rest; the cages that reach into it cover it and cells
//! beyond it, its outies, which add up to what those cages hold beyond `45 * k`. Innies or
//! outies are a group with a known sum: a cage in all but name when they see each other, else
//! a sum their candidates must make. And when they lie inside one cage, the rest of that cage
//! adds up to the cage's sum less theirs: a virtual cage.

use crate::board::Digit;
use crate::killer::Cages;
use crate::l10n::{Arg, Message};
use crate::logic::grid::Grid;
use crate::logic::killer::cages::placed_fact;
use crate::logic::killer::fit::{
    all_differ, combinations_avoiding, fit_distinct, fit_sum, notation, Cells, Fit,
};
use crate::logic::roles::{Role, UnitRole};
use crate::logic::step::{CandidateSet, Step, StepBuilder, Technique};
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

/// The most units a region takes together.
const MAX_UNITS: usize = 4;

/// Rows, columns or boxes taken together (on the stack: the techniques read every region at
/// every step).
#[derive(Clone, Copy)]
struct Region {
    units: [Unit; MAX_UNITS],
    len: u8,
    cells: CellSet,
}

impl Region {
    fn of(units: &[Unit]) -> Region {
        let mut all = [Unit::ALL[0]; MAX_UNITS];
        all[..units.len()].copy_from_slice(units);
        let cells = units
            .iter()
            .fold(CellSet::EMPTY, |all, unit| all | unit.cell_set());
        Region {
            units: all,
            len: units.len() as u8,
            cells,
        }
    }

    fn units(&self) -> &[Unit] {
        &self.units[..usize::from(self.len)]
    }
}

/// Each row, column and box alone.
fn single_units() -> impl Iterator<Item = Region> {
    Unit::ALL.into_iter().map(|unit| Region::of(&[unit]))
}

/// Neighbouring units together: two to four rows or columns in a row, and two boxes side by
/// side (three make a band or stack, which its three rows or columns already are).
fn unit_groups() -> impl Iterator<Item = Region> {
    let lines = [Unit::ROWS, Unit::COLUMNS];
    let spans = (2..=4usize).flat_map(move |len| {
        lines.into_iter().flat_map(move |kind| {
            (0..=9 - len).map(move |start| Region::of(&kind[start..start + len]))
        })
    });
    let boxes = (0..9usize).flat_map(|index| {
        let right = (index % 3 < 2).then(|| [Unit::BOXES[index], Unit::BOXES[index + 1]]);
        let below = (index < 6).then(|| [Unit::BOXES[index], Unit::BOXES[index + 3]]);
        right.into_iter().chain(below).map(|pair| Region::of(&pair))
    });
    spans.chain(boxes)
}

/// Cells the rule of 45 gives a sum, and how: what a step's facts say (written only for the
/// step found).
#[derive(Clone, Copy)]
struct Known {
    cells: CellSet,
    sum: u32,
    /// The region's innies (what the cages inside it hold) or outies (what the cages that
    /// reach into it hold).
    innies: bool,
    /// The sum of the cages inside the region (innies) or reaching into it (outies).
    cages_sum: u32,
    region: Region,
}

impl Known {
    /// "Rows 1 and 2 add up to 90; the cages inside them to 83, so r3c1 and r3c2 add up to 7."
    fn fact(&self) -> Message {
        let total = 45 * self.region.len as usize;
        let (id, name) = if self.innies {
            ("sum-innies", "inside")
        } else {
            ("sum-outies", "touching")
        };
        let units = self.region.units();
        let message = Message::new(id)
            .units("units", units)
            .number(name, self.cages_sum as usize);
        // Innies lie in the units the sentence has just named; outies outside them.
        let message = if self.innies {
            message.cells_within("cells", self.cells, units)
        } else {
            message.cells("cells", self.cells)
        };
        message
            .number("total", total)
            .number("sum", self.sum as usize)
    }
}

/// What the rule of 45 says of a region: its innies and outies, each with its sum. `None` for
/// either that is empty or tells nothing (a region with no cage inside has the whole region as
/// its innies).
fn innies_and_outies(region: &Region, cages: &Cages) -> [Option<Known>; 2] {
    let total = 45 * u32::from(region.len);
    let (mut inside, mut inside_sum) = (CellSet::EMPTY, 0u32);
    let (mut touching, mut touching_sum) = (CellSet::EMPTY, 0u32);
    let mut seen = 0u128;
    for cell in region.cells {
        let index = cages.index_of(cell);
        if seen >> index & 1 != 0 {
            continue;
        }
        seen |= 1 << index;
        let cage = cages.cage_of(cell);
        touching |= cage.cells();
        touching_sum += u32::from(cage.sum());
        if cage.cells().is_subset(region.cells) {
            inside |= cage.cells();
            inside_sum += u32::from(cage.sum());
        }
    }
    let innies = region.cells - inside;
    let innies = (!innies.is_empty() && !inside.is_empty())
        .then(|| total.checked_sub(inside_sum))
        .flatten()
        .map(|sum| Known {
            cells: innies,
            sum,
            innies: true,
            cages_sum: inside_sum,
            region: *region,
        });
    let outies = touching - region.cells;
    let outies = (!outies.is_empty())
        .then(|| touching_sum.checked_sub(total))
        .flatten()
        .map(|sum| Known {
            cells: outies,
            sum,
            innies: false,
            cages_sum: touching_sum,
            region: *region,
        });
    [innies, outies]
}

/// The step a group with a known sum gives, if it removes or places anything: `facts` say how
/// its sum is known (called only for the step found); `region` is drawn as the units it came
/// from.
fn group_step(
    technique: Technique,
    grid: &Grid,
    cages: &Cages,
    group: CellSet,
    sum: u32,
    facts: impl FnOnce() -> Vec<Message>,
    region: &Region,
) -> Option<Step> {
    let open = group & grid.empty_cells();
    if open.is_empty() || group.len() > 9 {
        return None;
    }
    let placed = group - open;
    let mut placed_digits = Digits::EMPTY;
    let mut placed_sum = 0u32;
    for cell in placed {
        if let Some(digit) = grid.value(cell) {
            placed_digits.insert(digit);
            placed_sum += u32::from(digit.get());
        }
    }
    let rest = sum.checked_sub(placed_sum)?;
    let facts = || {
        let mut facts = facts();
        if !placed.is_empty() {
            facts.push(placed_fact(placed, placed_sum, open, sum, rest));
        }
        Arg::Clauses(facts)
    };
    let builder = || {
        let mut builder = StepBuilder::new(technique).focus(group);
        for &unit in region.units() {
            builder = builder.unit(unit).unit_role(unit, UnitRole::Base);
        }
        builder
    };
    if let Some(cell) = open.single_cell() {
        let digit = u8::try_from(rest).ok().and_then(Digit::new)?;
        if !grid.has(cell, digit) || grid.candidates(cell).len() == 1 {
            return None;
        }
        let mut eliminations = CandidateSet::EMPTY;
        for other in grid.candidates(cell) - Digits::single(digit) {
            eliminations.insert(cell, other);
        }
        let reason = Message::new("step-sum-single").arg("facts", facts());
        return Some(
            builder()
                .digits(Digits::single(digit))
                .role(open, digit, Role::Pattern)
                .place(cell, digit)
                .eliminate(&eliminations)
                .explain(reason),
        );
    }
    let cells = Cells::of(open)?;
    let fit: Fit = if all_differ(cages, open) {
        let excluded = if all_differ(cages, group) {
            placed_digits
        } else {
            Digits::EMPTY
        };
        let combinations = combinations_avoiding(cells.len(), rest, excluded);
        fit_distinct(grid, &cells, combinations)
    } else {
        fit_sum(grid, cages, &cells, rest)?
    };
    if fit.ways().is_empty() {
        return None;
    }
    let eliminations = fit.unused(grid, &cells);
    if eliminations.is_empty() {
        return None;
    }
    let mut builder = builder();
    for (&cell, &keep) in cells.iter().zip(&fit.keep) {
        for digit in grid.candidates(cell) & keep {
            builder.add_role(CellSet::single(cell), digit, Role::Pattern);
        }
        builder = builder.digits(grid.candidates(cell) & keep);
    }
    let reason = Message::new("step-sum")
        .arg("facts", facts())
        .notation("ways", notation(fit.ways()));
    Some(builder.eliminate(&eliminations).explain(reason))
}

/// The first rule-of-45 step on `regions`.
fn rule_of_45(
    technique: Technique,
    grid: &Grid,
    cages: &Cages,
    regions: impl Iterator<Item = Region>,
) -> Option<Step> {
    for region in regions {
        for known in innies_and_outies(&region, cages).into_iter().flatten() {
            let facts = || vec![known.fact()];
            let step = group_step(
                technique,
                grid,
                cages,
                known.cells,
                known.sum,
                facts,
                &region,
            );
            if step.is_some() {
                return step;
            }
        }
    }
    None
}

/// Innies and Outies: the rule of 45 in one row, column or box.
pub(crate) fn innies_outies(grid: &Grid, cages: &Cages) -> Option<Step> {
    rule_of_45(Technique::InniesOuties, grid, cages, single_units())
}

/// Group Innies and Outies: the rule of 45 in neighbouring rows, columns or boxes together.
pub(crate) fn group_innies_outies(grid: &Grid, cages: &Cages) -> Option<Step> {
    rule_of_45(Technique::GroupInniesOuties, grid, cages, unit_groups())
}

/// Virtual Cage: the rule of 45 in one row, column or box whose innies or outies lie inside one
/// cage, which is then the only cage crossing the unit's edge: the part of that cage on the
/// other side has the rest of its sum, a cage of its own. The same cells and sum as the unit's
/// other side by Innies and Outies, and tried just before it, because that is how players see
/// it: the cage split in two, not the whole unit's arithmetic. (Over neighbouring units the
/// split is left to Group Innies and Outies, a level up.)
pub(crate) fn virtual_cage(grid: &Grid, cages: &Cages) -> Option<Step> {
    for region in single_units() {
        for known in innies_and_outies(&region, cages).into_iter().flatten() {
            let (group, sum) = (known.cells, known.sum);
            let Some(first) = group.first() else {
                continue;
            };
            let cage = cages.cage_of(first);
            if !group.is_subset(cage.cells()) || group == cage.cells() {
                continue;
            }
            let rest = cage.cells() - group;
            let Some(rest_sum) = u32::from(cage.sum()).checked_sub(sum) else {
                continue;
            };
            let facts = || {
                let split = Message::new("sum-virtual")
                    .cells("cage", cage.cells())
                    .number("cage-sum", usize::from(cage.sum()))
                    .number("part", sum as usize)
                    .cells("cells", rest)
                    .number("sum", rest_sum as usize);
                vec![known.fact(), split]
            };
            let step = group_step(
                Technique::VirtualCage,
                grid,
                cages,
                rest,
                rest_sum,
                facts,
                &region,
            );
            if step.is_some() {
                return step;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_groups_are_neighbouring_units() {
        let groups: Vec<Region> = unit_groups().collect();
        // Spans of 2, 3 and 4 rows and columns, and box pairs side by side.
        assert_eq!(groups.len(), 2 * (8 + 7 + 6) + 12);
        assert!(groups.iter().all(|g| g.cells.len() == 9 * g.units().len()));
        assert_eq!(single_units().count(), 27);
    }
}
