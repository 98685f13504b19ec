//! Colouring: the conjugate pairs of one digit link its candidates into clusters, and in a cluster
//! the two colours alternate along every link, so exactly one colour holds the digit.

use crate::board::Digit;
use crate::l10n::Message;
use crate::logic::grid::Grid;
use crate::logic::roles::Role;
use crate::logic::step::{CandidateSet, Step, StepBuilder, Technique};
use crate::rules::CELL_UNITS;
use crate::sets::{CellSet, Digits};

/// The most clusters one digit can have: every cluster has at least two cells.
const MAX_CLUSTERS: usize = 41;

/// A digit's clusters: for each, the cells of its two colours.
struct Clusters {
    count: usize,
    colors: [[CellSet; 2]; MAX_CLUSTERS],
}

/// Colours the candidates of `digit` that are in a conjugate pair, cluster by cluster, starting each
/// cluster at its first cell in row-major order.
fn clusters(grid: &Grid, digit: Digit) -> Clusters {
    let all = grid.cells_with(digit);
    let mut uncolored = CellSet::EMPTY;
    for cell in all {
        if CELL_UNITS[cell.index()]
            .iter()
            .any(|unit| grid.cells_in_unit(digit, *unit).len() == 2)
        {
            uncolored.insert(cell);
        }
    }
    let mut result = Clusters {
        count: 0,
        colors: [[CellSet::EMPTY; 2]; MAX_CLUSTERS],
    };
    while let Some(start) = uncolored.first() {
        let mut colors = [CellSet::EMPTY; 2];
        let mut stack = [(start, 0usize); 81];
        let mut depth = 1;
        uncolored.remove(start);
        colors[0].insert(start);
        while depth > 0 {
            depth -= 1;
            let (cell, color) = stack[depth];
            for unit in CELL_UNITS[cell.index()] {
                let pair = grid.cells_in_unit(digit, unit);
                if pair.len() != 2 {
                    continue;
                }
                let Some(next) = (pair - CellSet::single(cell)).first() else {
                    continue;
                };
                if uncolored.remove(next) {
                    colors[1 - color].insert(next);
                    stack[depth] = (next, 1 - color);
                    depth += 1;
                }
            }
        }
        if !colors[0].is_empty() && !colors[1].is_empty() && result.count < MAX_CLUSTERS {
            result.colors[result.count] = colors;
            result.count += 1;
        }
    }
    result
}

/// Whether two cells of `cells` see each other.
fn sees_itself(cells: CellSet) -> bool {
    cells
        .iter()
        .any(|cell| !(cell.peer_set() & cells).is_empty())
}

/// Whether some cell of `a` sees some cell of `b`.
fn sees(a: CellSet, b: CellSet) -> bool {
    a.iter().any(|cell| !(cell.peer_set() & b).is_empty())
}

/// The cells that see a cell of `a` and a cell of `b`.
fn seeing_both(a: CellSet, b: CellSet) -> CellSet {
    let see_a = a.iter().fold(CellSet::EMPTY, |all, c| all | c.peer_set());
    let see_b = b.iter().fold(CellSet::EMPTY, |all, c| all | c.peer_set());
    see_a & see_b
}

/// Simple colours: in one cluster, two cells of the same colour that see each other make that
/// colour false (colour wrap); a candidate seeing both colours is false (colour trap).
pub(crate) fn simple_colors(grid: &Grid) -> Option<Step> {
    for digit in Digit::ALL {
        let clusters = clusters(grid, digit);
        for colors in &clusters.colors[..clusters.count] {
            let mut wrap = CellSet::EMPTY;
            for color in colors {
                if sees_itself(*color) {
                    wrap |= *color;
                }
            }
            if !wrap.is_empty() {
                let reason = Message::new("step-simple-colors-wrap")
                    .digit("digit", digit)
                    .cells("cells", wrap);
                return Some(coloring_step(
                    Technique::SimpleColors,
                    digit,
                    wrap,
                    colors,
                    None,
                    reason,
                ));
            }
            let trap = seeing_both(colors[0], colors[1]) & grid.cells_with(digit);
            if !trap.is_empty() {
                let reason = Message::new("step-simple-colors-trap")
                    .digit("digit", digit)
                    .cells("first", colors[0])
                    .cells("second", colors[1]);
                return Some(coloring_step(
                    Technique::SimpleColors,
                    digit,
                    trap,
                    colors,
                    None,
                    reason,
                ));
            }
        }
    }
    None
}

/// Multi colours: two clusters of one digit. If a colour of the first sees both colours of the
/// second, it is false; if a colour of the first sees a colour of the second, one of the two other
/// colours is true, and a candidate seeing both is false.
pub(crate) fn multi_colors(grid: &Grid) -> Option<Step> {
    for digit in Digit::ALL {
        let clusters = clusters(grid, digit);
        for i in 0..clusters.count {
            for j in 0..clusters.count {
                if i == j {
                    continue;
                }
                let [a1, a2] = clusters.colors[i];
                let [b1, b2] = clusters.colors[j];
                let mut false_cells = CellSet::EMPTY;
                for color in [a1, a2] {
                    let sees_b1 = color.iter().any(|c| !(c.peer_set() & b1).is_empty());
                    let sees_b2 = color.iter().any(|c| !(c.peer_set() & b2).is_empty());
                    if sees_b1 && sees_b2 {
                        false_cells |= color;
                    }
                }
                let colors = [a1, a2, b1, b2];
                if !false_cells.is_empty() {
                    let reason = Message::new("step-multi-colors-wrap")
                        .digit("digit", digit)
                        .cells("cells", false_cells);
                    return Some(coloring_step(
                        Technique::MultiColors,
                        digit,
                        false_cells,
                        &[a1, a2],
                        Some(&[b1, b2]),
                        reason,
                    ));
                }
                let mut targets = CellSet::EMPTY;
                for (x, y, other_x, other_y) in [
                    (a1, b1, a2, b2),
                    (a1, b2, a2, b1),
                    (a2, b1, a1, b2),
                    (a2, b2, a1, b1),
                ] {
                    if sees(x, y) {
                        targets |= seeing_both(other_x, other_y);
                    }
                }
                targets &= grid.cells_with(digit);
                if !targets.is_empty() {
                    let reason = Message::new("step-multi-colors-trap")
                        .digit("digit", digit)
                        .cells("first", colors[1])
                        .cells("second", colors[3]);
                    return Some(coloring_step(
                        Technique::MultiColors,
                        digit,
                        targets,
                        &[a1, a2],
                        Some(&[b1, b2]),
                        reason,
                    ));
                }
            }
        }
    }
    None
}

fn coloring_step(
    technique: Technique,
    digit: Digit,
    targets: CellSet,
    first: &[CellSet; 2],
    second: Option<&[CellSet; 2]>,
    reason: Message,
) -> Step {
    let mut eliminations = CandidateSet::EMPTY;
    eliminations.insert_cells(targets, digit);
    let mut cells = first[0] | first[1];
    if let Some(second) = second {
        cells |= second[0] | second[1];
    }
    let mut builder = StepBuilder::new(technique)
        .eliminate(&eliminations)
        .focus(cells)
        .digits(Digits::single(digit))
        .role(first[0], digit, Role::Color(0))
        .role(first[1], digit, Role::Color(1));
    if let Some(second) = second {
        builder =
            builder
                .role(second[0], digit, Role::Color(2))
                .role(second[1], digit, Role::Color(3));
    }
    builder.explain(reason)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::testing::*;

    #[test]
    fn simple_colors_from_hodoku_exemplars() {
        // HoDoKu's exemplars-1.0.txt, "Simple Colors": "ssts sc(4) s".
        // HoDoKu 2.2 finds: "Simple Colors Trap: 1 (r1c3,r2c6,r4c4,r7c9,r8c5) / (r1c5,r3c9,r7c4) =>
        // r2c78,r3c23<>1".
        let step = first_use(
            ".3.7..8.55972..................9.5.7....6...........83.72..396..4...7....638.....",
            Technique::SimpleColors,
        );
        assert_eq!(
            eliminations(&step),
            ["r2c7<>1", "r2c8<>1", "r3c2<>1", "r3c3<>1"]
        );
        // The cluster's two colours.
        assert_eq!(
            with_role(&step, Role::Color(0)),
            ["1r1c3", "1r2c6", "1r4c4", "1r7c9", "1r8c5"]
        );
        assert_eq!(
            with_role(&step, Role::Color(1)),
            ["1r1c5", "1r3c9", "1r7c4"]
        );
    }

    #[test]
    fn multi_colors() {
        // From the project's rated set (generated by qqwing 1.3.4). HoDoKu 2.2 finds: "Multi
        // Colors 1: 5 (r5c9,r8c8) / (r8c5,r9c9), (r6c5) / (r6c7) => r24c5,r4c7<>5".
        let step = first_use(
            ".4..7.......6..234....9....6....4.87....6.....948.2..11.....6.33..1.7..2..8......",
            Technique::MultiColors,
        );
        assert_eq!(eliminations(&step), ["r2c5<>5", "r4c5<>5", "r4c7<>5"]);
        // Two clusters, four colours.
        assert_eq!(with_role(&step, Role::Color(0)), ["5r5c9", "5r8c8"]);
        assert_eq!(with_role(&step, Role::Color(1)), ["5r8c5", "5r9c9"]);
        assert_eq!(with_role(&step, Role::Color(2)), ["5r6c5"]);
        assert_eq!(with_role(&step, Role::Color(3)), ["5r6c7"]);
    }
}
