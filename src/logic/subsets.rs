//! Subsets: n cells of a unit that together hold only n digits (naked), or n digits of a unit that
//! together fit only n cells (hidden). Either way the n digits fill the n cells.
//!
//! Units are searched boxes first, then rows, then columns, as HoDoKu does; a naked pair or triple
//! inside one box and one line that clears both is a "locked" subset, found before the others.

use crate::board::{Cell, Digit};
use crate::l10n::Message;
use crate::logic::grid::Grid;
use crate::logic::roles::{Role, UnitRole};
use crate::logic::step::{Candidate, CandidateSet, Step, StepBuilder, Technique};
use crate::rules::{Unit, UnitKind, BOXES_ROWS_COLUMNS, CELL_UNITS};
use crate::sets::{CellSet, Digits};

/// What kind of naked subset a search accepts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Wanted {
    /// Only locked subsets (inside one box and one line, clearing both).
    Locked,
    /// Only subsets that are not locked.
    Plain,
}

/// A locked pair.
pub(crate) fn locked_pair(grid: &Grid) -> Option<Step> {
    naked(grid, 2, Wanted::Locked)
}

/// A locked triple.
pub(crate) fn locked_triple(grid: &Grid) -> Option<Step> {
    naked(grid, 3, Wanted::Locked)
}

/// A naked pair that is not locked.
pub(crate) fn naked_pair(grid: &Grid) -> Option<Step> {
    naked(grid, 2, Wanted::Plain)
}

/// A naked triple that is not locked.
pub(crate) fn naked_triple(grid: &Grid) -> Option<Step> {
    naked(grid, 3, Wanted::Plain)
}

/// A naked quadruple.
pub(crate) fn naked_quad(grid: &Grid) -> Option<Step> {
    naked(grid, 4, Wanted::Plain)
}

/// A hidden pair.
pub(crate) fn hidden_pair(grid: &Grid) -> Option<Step> {
    hidden(grid, 2)
}

/// A hidden triple.
pub(crate) fn hidden_triple(grid: &Grid) -> Option<Step> {
    hidden(grid, 3)
}

/// A hidden quadruple.
pub(crate) fn hidden_quad(grid: &Grid) -> Option<Step> {
    hidden(grid, 4)
}

/// Calls `visit` with every `size`-combination of `items` (as a bit mask over indices) whose
/// union, built with `join`, passes `keep`; stops early when `visit` returns `true`. Branches whose
/// partial union already fails `keep` are cut.
fn combinations<T: Copy>(
    items: &[T],
    size: usize,
    empty: T,
    join: impl Fn(T, T) -> T,
    keep: impl Fn(T) -> bool,
    visit: &mut impl FnMut(u16, T) -> bool,
) -> bool {
    struct Search<'a, T, J, K, V> {
        items: &'a [T],
        join: J,
        keep: K,
        visit: &'a mut V,
    }
    impl<T: Copy, J: Fn(T, T) -> T, K: Fn(T) -> bool, V: FnMut(u16, T) -> bool> Search<'_, T, J, K, V> {
        fn walk(&mut self, start: usize, left: usize, chosen: u16, union: T) -> bool {
            if left == 0 {
                return (self.visit)(chosen, union);
            }
            for i in start..self.items.len() {
                if self.items.len() - i < left {
                    break;
                }
                let next = (self.join)(union, self.items[i]);
                if (self.keep)(next) && self.walk(i + 1, left - 1, chosen | 1 << i, next) {
                    return true;
                }
            }
            false
        }
    }
    Search {
        items,
        join,
        keep,
        visit,
    }
    .walk(0, size, 0, empty)
}

fn naked(grid: &Grid, size: usize, wanted: Wanted) -> Option<Step> {
    // A locked subset lies in a box, so a search for locked ones looks at boxes only.
    let units: &[Unit] = match wanted {
        Wanted::Locked => &BOXES_ROWS_COLUMNS[..9],
        Wanted::Plain => &BOXES_ROWS_COLUMNS,
    };
    for &unit in units {
        let mut cells = [Cell::ALL[0]; 9];
        let mut masks = [Digits::EMPTY; 9];
        let mut count = 0;
        for &cell in unit.cells() {
            let candidates = grid.candidates(cell);
            if !candidates.is_empty() && candidates.len() <= size {
                cells[count] = cell;
                masks[count] = candidates;
                count += 1;
            }
        }
        if count < size {
            continue;
        }
        let mut found = None;
        combinations(
            &masks[..count],
            size,
            Digits::EMPTY,
            |a, b| a | b,
            |union| union.len() <= size,
            &mut |chosen, digits| {
                if digits.len() != size {
                    return false;
                }
                let subset: CellSet = (0..count)
                    .filter(|i| chosen & 1 << i != 0)
                    .map(|i| cells[i])
                    .collect();
                match naked_result(grid, subset, digits, size) {
                    Some((eliminations, locked, shared))
                        if locked == (wanted == Wanted::Locked) =>
                    {
                        found = Some(naked_step(
                            grid,
                            subset,
                            digits,
                            &eliminations,
                            locked,
                            &shared,
                        ));
                        true
                    }
                    _ => false,
                }
            },
        );
        if found.is_some() {
            return found;
        }
    }
    None
}

/// The eliminations of the naked subset `cells` holding `digits`, whether it is locked, and the
/// units the cells share; `None` when it removes nothing.
fn naked_result(
    grid: &Grid,
    cells: CellSet,
    digits: Digits,
    size: usize,
) -> Option<(CandidateSet, bool, Vec<Unit>)> {
    let first = cells.first()?;
    let shared: Vec<Unit> = CELL_UNITS[first.index()]
        .into_iter()
        .filter(|unit| cells.is_subset(unit.cell_set()))
        .collect();
    let box_set = CELL_UNITS[first.index()][2].cell_set();
    let mut eliminations = CandidateSet::EMPTY;
    let (mut in_line_outside_box, mut in_box) = (false, false);
    for &unit in &shared {
        for digit in digits {
            let targets = grid.cells_in_unit(digit, unit) - cells;
            if targets.is_empty() {
                continue;
            }
            eliminations.insert_cells(targets, digit);
            if unit.kind() == UnitKind::Box {
                in_box = true;
            } else if !(targets - box_set).is_empty() {
                in_line_outside_box = true;
            }
        }
    }
    if eliminations.is_empty() {
        return None;
    }
    let in_box_and_line =
        shared.len() >= 2 && shared.iter().any(|unit| unit.kind() == UnitKind::Box);
    let locked = size < 4 && in_box_and_line && in_box && in_line_outside_box;
    Some((eliminations, locked, shared))
}

fn naked_step(
    grid: &Grid,
    cells: CellSet,
    digits: Digits,
    eliminations: &CandidateSet,
    locked: bool,
    shared: &[Unit],
) -> Step {
    let technique = match (cells.len(), locked) {
        (2, true) => Technique::LockedPair,
        (3, true) => Technique::LockedTriple,
        (2, false) => Technique::NakedPair,
        (3, false) => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    };
    // HoDoKu removes the candidates unit by unit, each unit's cells in order.
    let order = shared.iter().flat_map(|unit| {
        unit.cells().iter().flat_map(move |&cell| {
            Digit::ALL
                .into_iter()
                .filter(move |&digit| eliminations.contains(cell, digit))
                .map(move |digit| Candidate::new(cell, digit))
        })
    });
    let mut builder = StepBuilder::new(technique)
        .eliminate_in_order(order)
        .focus(cells)
        .digits(digits);
    for &unit in shared {
        builder = builder.unit(unit).unit_role(unit, UnitRole::House);
    }
    for digit in digits {
        builder = builder.role(cells & grid.cells_with(digit), digit, Role::Pattern);
    }
    builder.explain(
        Message::new("step-naked-subset")
            .units("units", shared)
            .cells_within("cells", cells, shared)
            .digits("digits", digits),
    )
}

fn hidden(grid: &Grid, size: usize) -> Option<Step> {
    for unit in BOXES_ROWS_COLUMNS {
        if (unit.cell_set() & grid.empty_cells()).len() <= size {
            continue;
        }
        let mut digits = [Digit::ALL[0]; 9];
        let mut places = [CellSet::EMPTY; 9];
        let mut count = 0;
        for digit in Digit::ALL {
            let cells = grid.cells_in_unit(digit, unit);
            if !cells.is_empty() && cells.len() <= size {
                digits[count] = digit;
                places[count] = cells;
                count += 1;
            }
        }
        if count < size {
            continue;
        }
        let mut found = None;
        combinations(
            &places[..count],
            size,
            CellSet::EMPTY,
            |a, b| a | b,
            |union| union.len() <= size,
            &mut |chosen, cells| {
                if cells.len() != size {
                    return false;
                }
                let subset: Digits = (0..count)
                    .filter(|i| chosen & 1 << i != 0)
                    .map(|i| digits[i])
                    .collect();
                let mut eliminations = CandidateSet::EMPTY;
                for cell in cells {
                    for digit in grid.candidates(cell) - subset {
                        eliminations.insert(cell, digit);
                    }
                }
                if eliminations.is_empty() {
                    return false;
                }
                let technique = match size {
                    2 => Technique::HiddenPair,
                    3 => Technique::HiddenTriple,
                    _ => Technique::HiddenQuad,
                };
                let mut builder = StepBuilder::new(technique)
                    .eliminate(&eliminations)
                    .focus(cells)
                    .unit(unit)
                    .unit_role(unit, UnitRole::House)
                    .digits(subset);
                for digit in subset {
                    builder = builder.role(grid.cells_in_unit(digit, unit), digit, Role::Pattern);
                }
                found = Some(
                    builder.explain(
                        Message::new("step-hidden-subset")
                            .unit("unit", unit)
                            .digits("digits", subset)
                            .cells_within("cells", cells, &[unit]),
                    ),
                );
                true
            },
        );
        if found.is_some() {
            return found;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::logic::roles::{Role, UnitRole};
    use crate::logic::step::Technique;
    use crate::logic::testing::*;

    // The puzzles are from exemplars-1.0.txt, the technique examples published with HoDoKu's
    // source (hodoku.sourceforge.net; mirrored at github.com/1to9only/HoDoKu). Each test solves
    // the puzzle step by step and checks the first use of the technique against the step HoDoKu
    // 2.2 itself takes there, quoted above each test.

    #[test]
    fn locked_pair() {
        // "l2(10)": a locked pair removing 10 candidates.
        // HoDoKu 2.2 finds: "Locked Pair: 4,7 in r9c79 => r7c79,r8c78,r9c18<>4,
        // r7c79,r8c7,r9c2<>7".
        let step = first_use(
            "6.......8..2....7.94.........15.98..79....5.2.....4..916...5.2......2..5..3961...",
            Technique::LockedPair,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r7c7<>4", "r7c7<>7", "r7c9<>4", "r7c9<>7", "r8c7<>4", "r8c7<>7", "r8c8<>4",
                "r9c1<>4", "r9c2<>7", "r9c8<>4"
            ]
        );
    }

    #[test]
    fn naked_pair() {
        // "s n2(14) s".
        // HoDoKu 2.2 finds: "Naked Pair: 1,4 in r7c3,r9c1 => r7c12,r8c123,r9c23<>1,
        // r7c12,r8c123,r9c23<>4".
        let step = first_use(
            "98...6..537..5.1.....7...6..6.34...8.........72.....9....2.57................862.",
            Technique::NakedPair,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r7c1<>1", "r7c1<>4", "r7c2<>1", "r7c2<>4", "r8c1<>1", "r8c1<>4", "r8c2<>1",
                "r8c2<>4", "r8c3<>1", "r8c3<>4", "r9c2<>1", "r9c2<>4", "r9c3<>1", "r9c3<>4"
            ]
        );
        assert_eq!(
            with_role(&step, Role::Pattern),
            ["1r7c3", "1r9c1", "4r7c3", "4r9c1"]
        );
        assert_eq!(units_as(&step, UnitRole::House), ["box 7"]);
    }

    #[test]
    fn hidden_pair() {
        // "s h2(10) s".
        // HoDoKu 2.2 finds: "Hidden Pair: 4,7 in r1c12 => r1c12<>2, r1c12<>3, r1c12<>5, r1c12<>8,
        // r1c1<>9, r1c2<>1".
        let step = first_use(
            ".............4273...67...4..94..........96.....7....231......85.6..8.27...5.1....",
            Technique::HiddenPair,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r1c1<>2", "r1c1<>3", "r1c1<>5", "r1c1<>8", "r1c1<>9", "r1c2<>1", "r1c2<>2",
                "r1c2<>3", "r1c2<>5", "r1c2<>8"
            ]
        );
    }

    #[test]
    fn locked_triple() {
        // HoDoKu 2.2 finds: "Locked Triple: 6,7,8 in r3c789 => r1c89,r3c1256<>6, r1c9,r3c156<>7,
        // r1c8,r3c5<>8".
        let step = first_use(
            "....4.3...8...1429..15......76.....8.....2.....9.5..7...8......3.........9.1.863.",
            Technique::LockedTriple,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r1c8<>6", "r1c8<>8", "r1c9<>6", "r1c9<>7", "r3c1<>6", "r3c1<>7", "r3c2<>6",
                "r3c5<>6", "r3c5<>7", "r3c5<>8", "r3c6<>6", "r3c6<>7"
            ]
        );
    }

    #[test]
    fn naked_triple() {
        // HoDoKu 2.2 finds: "Naked Triple: 1,2,6 in r13c5,r3c4 => r1c46,r2c456,r3c6<>1,
        // r1c46,r2c456,r3c6<>2, r1c46,r3c6<>6".
        let step = first_use(
            "39.............65...7...349..938...6....54...853.........8..1....294..6.4.......7",
            Technique::NakedTriple,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r1c4<>1", "r1c4<>2", "r1c4<>6", "r1c6<>1", "r1c6<>2", "r1c6<>6", "r2c4<>1",
                "r2c4<>2", "r2c5<>1", "r2c5<>2", "r2c6<>1", "r2c6<>2", "r3c6<>1", "r3c6<>2",
                "r3c6<>6"
            ]
        );
    }

    #[test]
    fn naked_quad() {
        // HoDoKu 2.2 finds: "Naked Quadruple: 4,6,7,9 in r789c3,r8c2 => r7c12,r89c1,r9c2<>4,
        // r7c12,r9c12<>6, r7c2<>9".
        let step = first_use(
            ".3..8....9.8.41.....19..2.7.254..6....3.17.5.7......................51.6...3...98",
            Technique::NakedQuad,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r7c1<>4", "r7c1<>6", "r7c2<>4", "r7c2<>6", "r7c2<>9", "r8c1<>4", "r9c1<>4",
                "r9c1<>6", "r9c2<>4", "r9c2<>6"
            ]
        );
    }

    #[test]
    fn hidden_triple() {
        // HoDoKu 2.2 finds: "Hidden Triple: 2,5,6 in r468c6 => r468c6<>1, r468c6<>4, r4c6<>7,
        // r468c6<>8, r8c6<>3".
        let step = first_use(
            "5..62..37..489........5....93........2....6.57.......3.....9.........7..68.57...2",
            Technique::HiddenTriple,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r4c6<>1", "r4c6<>4", "r4c6<>7", "r4c6<>8", "r6c6<>1", "r6c6<>4", "r6c6<>8",
                "r8c6<>1", "r8c6<>3", "r8c6<>4", "r8c6<>8"
            ]
        );
    }

    #[test]
    fn hidden_quad() {
        // HoDoKu 2.2 finds: "Hidden Quadruple: 1,4,6,7 in r8c79,r9c79 => r8c79,r9c79<>3, r89c7<>5,
        // r8c79,r9c79<>8, r8c9<>9".
        let step = first_use(
            "9..1...8..7.9.3.1.8......64.8..2....5....1.7...1....42.4.716..............7.92...",
            Technique::HiddenQuad,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r8c7<>3", "r8c7<>5", "r8c7<>8", "r8c9<>3", "r8c9<>8", "r8c9<>9", "r9c7<>3",
                "r9c7<>5", "r9c7<>8", "r9c9<>3", "r9c9<>8"
            ]
        );
    }
}
