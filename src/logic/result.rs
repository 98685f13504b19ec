//! The result clause that ends a step's explanation ("That means r5c6 is 7."), in as few
//! clauses as the step's placements and eliminations allow.

use std::ops::BitOrAssign;

use crate::board::Digit;
use crate::l10n::{Arg, Message};
use crate::logic::step::{Candidate, Step};
use crate::sets::{CellSet, Digits};

/// "r5c6 is 7" or "r4c5 and r4c6 cannot be 7" or several, for the end of an explanation.
/// A placement says its cell's other candidates go, so those are not said again; the
/// eliminations are said in as few clauses as they allow: digits that leave the same cells
/// together ("r3c7 and r6c9 cannot be 1 or 5"), or else cells that lose the same digits.
pub(crate) fn result_clause(step: &Step) -> Arg {
    let mut parts = Vec::new();
    let mut placed = CellSet::EMPTY;
    for placement in &step.placements {
        placed.insert(placement.cell);
        parts.push(
            Message::new("result-place")
                .cell("cell", placement.cell)
                .digit("digit", placement.digit),
        );
    }
    let eliminations: Vec<Candidate> = step
        .eliminations
        .iter()
        .copied()
        .filter(|candidate| !placed.contains(candidate.cell))
        .collect();
    // By digit: each digit's cells, the digits with the same cells together.
    let by_digit = merge_equal(Digit::ALL.into_iter().filter_map(|digit| {
        let cells: CellSet = eliminations
            .iter()
            .filter(|candidate| candidate.digit == digit)
            .map(|candidate| candidate.cell)
            .collect();
        (!cells.is_empty()).then_some((cells, Digits::single(digit)))
    }));
    // By cell: each cell's digits, the cells with the same digits together.
    let cells: CellSet = eliminations.iter().map(|c| c.cell).collect();
    let by_cell = merge_equal(cells.iter().map(|cell| {
        let digits: Digits = eliminations
            .iter()
            .filter(|candidate| candidate.cell == cell)
            .map(|candidate| candidate.digit)
            .collect();
        (digits, CellSet::single(cell))
    }));
    let groups: Vec<(CellSet, Digits)> = if by_cell.len() < by_digit.len() {
        by_cell
            .into_iter()
            .map(|(digits, cells)| (cells, digits))
            .collect()
    } else {
        by_digit
    };
    for (cells, digits) in groups {
        parts.push(
            Message::new("result-remove")
                .cells("cells", cells)
                .digits_nor("digits", digits),
        );
    }
    Arg::Clauses(parts)
}

/// Pairs whose first parts are equal merged into one, the second parts together, in the order
/// the first parts first come.
fn merge_equal<A: PartialEq, B: BitOrAssign>(pairs: impl Iterator<Item = (A, B)>) -> Vec<(A, B)> {
    let mut merged: Vec<(A, B)> = Vec::new();
    for (key, value) in pairs {
        match merged.iter_mut().find(|(same, _)| *same == key) {
            Some((_, values)) => *values |= value,
            None => merged.push((key, value)),
        }
    }
    merged
}
