//! Almost locked sets: n cells of one unit holding n + 1 digits between them. Take one digit away
//! and the rest is locked. Two such sets joined by a "restricted common" digit x (every x of both
//! sets sees every other, so at most one set holds x) lock one of them, so a digit z common to both
//! must be in one of them, and a cell seeing every z of both cannot hold it (ALS-XZ). Three sets in
//! a row make an ALS-XY-Wing.
//!
//! The sets are collected unit by unit (rows, columns, boxes), each unit's subsets in increasing
//! order, and the restricted commons pair by pair in that order, as HoDoKu does; the first step
//! found is taken.

use std::collections::HashSet;

use crate::board::{Cell, Digit};
use crate::logic::grid::Grid;
use crate::logic::roles::{Chain as RoleChain, Link, Node};
use crate::logic::step::{cell_list, digit_list, Candidate, Step, StepBuilder, Technique};
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

/// One almost locked set.
struct Als {
    cells: CellSet,
    digits: Digits,
    unit: Unit,
    /// For each digit, the set's cells holding it.
    with: [CellSet; 9],
    /// For each digit, the candidates of it outside the set that see all the set's cells holding
    /// it.
    seen: [CellSet; 9],
    /// All of `seen`, for a quick test whether two sets can eliminate anything together.
    buddies: CellSet,
}

impl Als {
    fn new(grid: &Grid, cells: CellSet, digits: Digits, unit: Unit) -> Als {
        let mut with = [CellSet::EMPTY; 9];
        let mut seen = [CellSet::EMPTY; 9];
        let mut buddies = CellSet::EMPTY;
        for digit in digits {
            let d = digit.index();
            with[d] = cells & grid.cells_with(digit);
            let seeing = with[d]
                .iter()
                .fold(CellSet::ALL, |acc, cell| acc & cell.peer_set());
            seen[d] = (seeing & grid.cells_with(digit)) - cells;
            buddies |= seen[d];
        }
        Als {
            cells,
            digits,
            unit,
            with,
            seen,
            buddies,
        }
    }
}

/// Every almost locked set of the grid, single bivalue cells included.
fn collect(grid: &Grid) -> Vec<Als> {
    let mut found = Vec::new();
    let mut known: HashSet<CellSet> = HashSet::new();
    for unit in Unit::ALL {
        let mut cells = [Cell::ALL[0]; 9];
        let mut count = 0;
        for &cell in unit.cells() {
            if grid.value(cell).is_none() {
                cells[count] = cell;
                count += 1;
            }
        }
        subsets(
            grid,
            unit,
            &cells[..count],
            0,
            CellSet::EMPTY,
            Digits::EMPTY,
            &mut found,
            &mut known,
        );
    }
    found
}

#[allow(clippy::too_many_arguments)]
fn subsets(
    grid: &Grid,
    unit: Unit,
    cells: &[Cell],
    start: usize,
    chosen: CellSet,
    digits: Digits,
    found: &mut Vec<Als>,
    known: &mut HashSet<CellSet>,
) {
    // At most eight cells: nine would hold ten digits.
    if chosen.len() >= 8 {
        return;
    }
    for i in start..cells.len() {
        let chosen = chosen | CellSet::single(cells[i]);
        let digits = digits | grid.candidates(cells[i]);
        if digits.len() == chosen.len() + 1 && known.insert(chosen) {
            found.push(Als::new(grid, chosen, digits, unit));
        }
        subsets(grid, unit, cells, i + 1, chosen, digits, found, known);
    }
}

/// Two sets joined by one or two restricted commons.
struct Restricted {
    first: usize,
    second: usize,
    digits: Digits,
}

/// The restricted commons of every pair of disjoint sets, in HoDoKu's order.
fn restricted_commons(alses: &[Als]) -> Vec<Restricted> {
    let mut result = Vec::new();
    for (i, a) in alses.iter().enumerate() {
        for (j, b) in alses.iter().enumerate().skip(i + 1) {
            if !(a.cells & b.cells).is_empty() {
                continue;
            }
            let mut digits = Digits::EMPTY;
            for digit in a.digits & b.digits {
                let d = digit.index();
                if a.with[d].is_subset(b.seen[d]) && b.with[d].is_subset(a.seen[d]) {
                    digits.insert(digit);
                    if digits.len() == 2 {
                        break;
                    }
                }
            }
            if !digits.is_empty() {
                result.push(Restricted {
                    first: i,
                    second: j,
                    digits,
                });
            }
        }
    }
    result
}

/// Adds to `eliminations` every candidate of a digit common to `a` and `b` (other than `except`)
/// that sees all of that digit in both sets, digit by digit (HoDoKu's order).
fn common_eliminations(a: &Als, b: &Als, except: Digits, eliminations: &mut Vec<Candidate>) {
    if (a.buddies & b.buddies).is_empty() {
        return;
    }
    for digit in (a.digits & b.digits) - except {
        let d = digit.index();
        for cell in a.seen[d] & b.seen[d] {
            eliminations.push(Candidate::new(cell, digit));
        }
    }
}

/// ALS-XZ: the first pair of sets with a restricted common that eliminates something.
pub(crate) fn als_xz(grid: &Grid) -> Option<Step> {
    let alses = collect(grid);
    for rc in restricted_commons(&alses) {
        let (a, b) = (&alses[rc.first], &alses[rc.second]);
        let mut eliminations = Vec::new();
        let mut commons = rc.digits.iter();
        let x = commons.next().expect("at least one");
        common_eliminations(a, b, Digits::single(x), &mut eliminations);
        let doubly = commons.next();
        if let Some(y) = doubly {
            common_eliminations(a, b, Digits::single(y), &mut eliminations);
            // Doubly linked: both restricted commons are in one set or the other, so each set
            // without them is locked.
            for (one, other) in [(a, b), (b, a)] {
                for digit in one.digits - rc.digits {
                    let d = digit.index();
                    for cell in one.seen[d] - other.cells {
                        eliminations.push(Candidate::new(cell, digit));
                    }
                }
            }
        }
        if eliminations.is_empty() {
            continue;
        }
        let reason = format!(
            "{} and {} are almost locked sets ({} in {}, {} in {}); every {} of either sees \
             every {} of the other, so at most one set holds it and the other is locked{}",
            describe(a),
            describe(b),
            digit_list(a.digits),
            a.unit,
            digit_list(b.digits),
            b.unit,
            x,
            x,
            if doubly.is_some() {
                " (the same holds for both common digits, so both sets are locked)"
            } else {
                ""
            }
        );
        let commons: Vec<_> = rc.digits.iter().map(|digit| (0, 1, digit)).collect();
        return Some(als_step(
            Technique::AlsXz,
            grid,
            &[a, b],
            &commons,
            &eliminations,
            reason,
        ));
    }
    None
}

/// ALS-XY-Wing: sets A and B each joined to a set C by restricted commons that differ; one of A
/// and B is locked, so a digit common to A and B is in one of them.
pub(crate) fn als_xy_wing(grid: &Grid) -> Option<Step> {
    let alses = collect(grid);
    let rcs = restricted_commons(&alses);
    for (i, rc1) in rcs.iter().enumerate() {
        for rc2 in &rcs[i + 1..] {
            if rc1.digits.len() == 1 && rc1.digits == rc2.digits {
                continue;
            }
            let (a, b, c) = if rc1.first == rc2.first && rc1.second != rc2.second {
                (rc1.second, rc2.second, rc1.first)
            } else if rc1.first == rc2.second && rc1.second != rc2.first {
                (rc1.second, rc2.first, rc1.first)
            } else if rc1.second == rc2.first && rc1.first != rc2.second {
                (rc1.first, rc2.second, rc1.second)
            } else if rc1.second == rc2.second && rc1.first != rc2.first {
                (rc1.first, rc2.first, rc1.second)
            } else {
                continue;
            };
            let (a, b, c) = (&alses[a], &alses[b], &alses[c]);
            if !(a.cells & b.cells).is_empty() {
                continue;
            }
            let mut eliminations = Vec::new();
            common_eliminations(a, b, rc1.digits | rc2.digits, &mut eliminations);
            if eliminations.is_empty() {
                continue;
            }
            let reason = format!(
                "{} ({}), {} ({}) and {} ({}) are almost locked sets; the first two are joined \
                 to the third by {} and {}, and the third cannot hold both, so the first or the \
                 second is locked",
                describe(a),
                digit_list(a.digits),
                describe(b),
                digit_list(b.digits),
                describe(c),
                digit_list(c.digits),
                digit_list(rc1.digits),
                digit_list(rc2.digits)
            );
            // Drawn as A - C - B.
            let commons: Vec<_> = rc1
                .digits
                .iter()
                .map(|digit| (0, 2, digit))
                .chain(rc2.digits.iter().map(|digit| (2, 1, digit)))
                .collect();
            return Some(als_step(
                Technique::AlsXyWing,
                grid,
                &[a, b, c],
                &commons,
                &eliminations,
                reason,
            ));
        }
    }
    None
}

fn describe(als: &Als) -> String {
    cell_list(als.cells)
}

/// The step of almost locked sets `sets` joined by the restricted commons `commons` (each the
/// indices of two sets in `sets` and a digit), drawn as weak links between the digit's cells in
/// the two sets, in order.
fn als_step(
    technique: Technique,
    grid: &Grid,
    sets: &[&Als],
    commons: &[(usize, usize, Digit)],
    eliminations: &[Candidate],
    reason: String,
) -> Step {
    let cells = sets.iter().fold(CellSet::EMPTY, |all, als| all | als.cells);
    let links: Digits = commons.iter().map(|&(_, _, digit)| digit).collect();
    let mut builder = StepBuilder::new(technique)
        .eliminate_in_order(eliminations.iter().copied())
        .focus(cells)
        .digits(links);
    for als in sets {
        builder = builder.unit(als.unit).als(grid, als.cells);
    }
    let chain_links = commons
        .iter()
        .map(|&(from, to, digit)| {
            Link::weak(
                Node::group(digit, sets[from].with[digit.index()]),
                Node::group(digit, sets[to].with[digit.index()]),
            )
        })
        .collect();
    builder
        .add_links(RoleChain { links: chain_links })
        .explain(reason)
}

#[cfg(test)]
mod tests {
    use crate::logic::step::Technique;
    use crate::logic::testing::*;

    #[test]
    fn als_xz() {
        // From HoDoKu's exemplars-1.0.txt ("ALS-XZ rule"). HoDoKu 2.2 takes this step first:
        // "ALS XZ-Rule: A=r13c8,r2c79 {23689}, B=r4c7,r5c8 {289}, X=9, Z=8 => r3c7<>8".
        let step = first_use(
            ".24.6....5.74.9.1..............9..7.4....85.3..8..7.6........46..6..3..7.5.7..1..",
            Technique::AlsXz,
        );
        assert_eq!(eliminations(&step), ["r3c7<>8"]);
    }

    #[test]
    fn als_xy_wing() {
        // HoDoKu 2.2 finds: "Almost Locked Set XY-Wing: A=r6c5 {79}, B=r123c8,r3c79 {345679},
        // C=r3c56 {689}, X,Y=6,9, Z=7 => r6c8<>7".
        let step = first_use(
            "....43.......5...8.721......9.........5....1.18.3..........1.67..7..91..3...6592.",
            Technique::AlsXyWing,
        );
        assert_eq!(eliminations(&step), ["r6c8<>7"]);
    }
}
