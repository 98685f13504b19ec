//! Locked candidates: where a box and a line cross, a digit confined to the crossing in one of them
//! is confined to it in the other too.

use crate::board::Digit;
use crate::l10n::Message;
use crate::logic::grid::Grid;
use crate::logic::roles::{Role, UnitRole};
use crate::logic::step::{CandidateSet, Step, StepBuilder, Technique};
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

/// Pointing: inside a box, every candidate of a digit lies in one row (or column), so the rest of
/// that row (or column) cannot hold it.
pub(crate) fn pointing(grid: &Grid) -> Option<Step> {
    for box_ in Unit::BOXES {
        for digit in Digit::ALL {
            let cells = grid.cells_in_unit(digit, box_);
            if !(2..=3).contains(&cells.len()) {
                continue;
            }
            let first = cells.first().expect("not empty");
            for line in [first.row_unit(), first.column_unit()] {
                if !cells.is_subset(line.cell_set()) {
                    continue;
                }
                let targets = grid.cells_in_unit(digit, line) - box_.cell_set();
                if targets.is_empty() {
                    continue;
                }
                return Some(step(
                    Technique::LockedCandidatesPointing,
                    digit,
                    cells,
                    targets,
                    box_,
                    line,
                ));
            }
        }
    }
    None
}

/// Claiming (box/line reduction): inside a row or column, every candidate of a digit lies in one
/// box, so the rest of that box cannot hold it.
pub(crate) fn claiming(grid: &Grid) -> Option<Step> {
    for line in &Unit::ALL[..18] {
        for digit in Digit::ALL {
            let cells = grid.cells_in_unit(digit, *line);
            if !(2..=3).contains(&cells.len()) {
                continue;
            }
            let box_ = cells.first().expect("not empty").box_unit();
            if !cells.is_subset(box_.cell_set()) {
                continue;
            }
            let targets = grid.cells_in_unit(digit, box_) - line.cell_set();
            if targets.is_empty() {
                continue;
            }
            return Some(step(
                Technique::LockedCandidatesClaiming,
                digit,
                cells,
                targets,
                *line,
                box_,
            ));
        }
    }
    None
}

/// The step for `digit`, confined to `cells` of `source`, removed from `targets` in `other`.
fn step(
    technique: Technique,
    digit: Digit,
    cells: CellSet,
    targets: CellSet,
    source: Unit,
    other: Unit,
) -> Step {
    let mut eliminations = CandidateSet::EMPTY;
    eliminations.insert_cells(targets, digit);
    StepBuilder::new(technique)
        .eliminate(&eliminations)
        .focus(cells)
        .unit(source)
        .unit(other)
        .unit_role(source, UnitRole::Base)
        .unit_role(other, UnitRole::Cover)
        .digits(Digits::single(digit))
        .role(cells, digit, Role::Pattern)
        .explain(
            Message::new("step-locked-candidates")
                .unit("unit", source)
                .digit("digit", digit)
                .unit("other", other),
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::roles::{Role, UnitRole};
    use crate::logic::testing::*;

    #[test]
    fn pointing_from_hodoku_exemplars() {
        // HoDoKu's exemplars-1.0.txt, "Locked Candidate Type 1": "lc1(3) s".
        // HoDoKu 2.2 finds: "Locked Candidates Type 1 (Pointing): 4 in b5 => r5c178<>4".
        let step = first_use(
            "........9.6....3..2.4....7...937.5.1.....2..3...15.7....1.24.....8.3.6...4.5.....",
            Technique::LockedCandidatesPointing,
        );
        assert_eq!(eliminations(&step), ["r5c1<>4", "r5c7<>4", "r5c8<>4"]);
        // Drawn as a fish of size one: the box is the base, the row the cover.
        assert_eq!(with_role(&step, Role::Pattern), ["4r5c4", "4r5c5"]);
        assert_eq!(units_as(&step, UnitRole::Base), ["box 5"]);
        assert_eq!(units_as(&step, UnitRole::Cover), ["row 5"]);
    }

    #[test]
    fn claiming_from_hodoku_exemplars() {
        // HoDoKu's exemplars-1.0.txt, "Locked Candidate Type 2": "s lc2(6) s".
        // HoDoKu 2.2 finds: "Locked Candidates Type 2 (Claiming): 9 in r1 => r2c123,r3c123<>9".
        let step = first_use(
            "...26.8.......7...........7.7.....9...4..9.162..1..574..748...1.36....5..1.69....",
            Technique::LockedCandidatesClaiming,
        );
        assert_eq!(
            eliminations(&step),
            ["r2c1<>9", "r2c2<>9", "r2c3<>9", "r3c1<>9", "r3c2<>9", "r3c3<>9"]
        );
    }
}
