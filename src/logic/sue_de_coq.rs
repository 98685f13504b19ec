//! Sue de Coq: where a box and a line cross, two or three cells hold at least two more digits than
//! cells. Cells of the line and cells of the box that each lock some of those digits (with digits of
//! their own) split the crossing's digits between them, so every digit of the pattern is confined
//! to it in the line or in the box.

use crate::board::Cell;
use crate::l10n::Message;
use crate::logic::grid::Grid;
use crate::logic::roles::{Role, UnitRole};
use crate::logic::step::{CandidateSet, Step, StepBuilder, Technique};
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

/// The first Sue de Coq in HoDoKu's order: rows before columns, boxes in order, crossing cells,
/// line cells, then box cells as combinations in increasing order.
pub(crate) fn sue_de_coq(grid: &Grid) -> Option<Step> {
    for lines in [Unit::ROWS, Unit::COLUMNS] {
        for line in lines {
            let line_cells = line.cell_set() & grid.empty_cells();
            for box_ in &Unit::BOXES {
                let box_cells = box_.cell_set() & grid.empty_cells();
                let crossing = line_cells & box_cells;
                if crossing.len() < 2 {
                    continue;
                }
                let search = Search {
                    grid,
                    line,
                    box_: *box_,
                    line_cells,
                    box_cells,
                };
                if let Some(step) = search.crossing(crossing) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// What [`Search::subsets`] does after checking a subset.
enum Visit {
    /// The subset gives this step: the search ends.
    Found(Box<Step>),
    /// Go on to its extensions.
    Extend,
    /// No extension of it can give a step: skip them.
    Prune,
}

/// The search around one box-line crossing.
struct Search<'a> {
    grid: &'a Grid,
    line: Unit,
    box_: Unit,
    line_cells: CellSet,
    box_cells: CellSet,
}

/// The cells of a set in increasing order, without allocating.
fn cells_of(set: CellSet, out: &mut [Cell; 9]) -> usize {
    let mut n = 0;
    for cell in set.iter().take(9) {
        out[n] = cell;
        n += 1;
    }
    n
}

impl Search<'_> {
    fn digits_of(&self, cells: CellSet) -> Digits {
        cells
            .iter()
            .fold(Digits::EMPTY, |all, cell| all | self.grid.candidates(cell))
    }

    /// Every two or three crossing cells holding at least two more digits than cells.
    fn crossing(&self, crossing: CellSet) -> Option<Step> {
        let mut cells = [Cell::ALL[0]; 9];
        let n = cells_of(crossing, &mut cells);
        for i in 0..n {
            for j in i + 1..n {
                let pair: CellSet = [cells[i], cells[j]].into_iter().collect();
                let digits = self.digits_of(pair);
                if digits.len() >= 4 {
                    if let Some(step) = self.line_part(pair, digits) {
                        return Some(step);
                    }
                }
                for &third in &cells[j + 1..n] {
                    let triple = pair | CellSet::single(third);
                    let digits = self.digits_of(triple);
                    if digits.len() >= 5 {
                        if let Some(step) = self.line_part(triple, digits) {
                            return Some(step);
                        }
                    }
                }
            }
        }
        None
    }

    /// Cells of the line (outside the crossing) that take some of the crossing's digits.
    fn line_part(&self, core: CellSet, digits: Digits) -> Option<Step> {
        let surplus = digits.len() - core.len();
        let mut source = [Cell::ALL[0]; 9];
        let n = cells_of(self.line_cells - core, &mut source);
        self.subsets(
            &source[..n],
            0,
            CellSet::EMPTY,
            Digits::EMPTY,
            &mut |chosen, held, ahead| {
                let shared = (held & digits).len();
                let extra = (held - digits).len();
                let size = chosen.len();
                // A cell more adds one to the size and at most the digits ahead to the extra
                // ones: past this, no larger set can have fewer cells over its extra digits
                // than the surplus.
                let most_extra = ((held | ahead) - digits).len();
                let next = if size + 1 >= surplus + most_extra {
                    Visit::Prune
                } else {
                    Visit::Extend
                };
                if shared == 0 || size <= extra || size - extra >= surplus {
                    return next;
                }
                // The box part may not use the crossing digits the line part took.
                let forbidden = held & digits;
                match self.box_part(
                    core,
                    digits,
                    surplus - (size - extra),
                    chosen,
                    held,
                    forbidden,
                ) {
                    Some(step) => Visit::Found(Box::new(step)),
                    None => next,
                }
            },
        )
    }

    /// Cells of the box (outside the crossing and the line part) that take the rest.
    fn box_part(
        &self,
        core: CellSet,
        digits: Digits,
        surplus: usize,
        line_part: CellSet,
        line_digits: Digits,
        forbidden: Digits,
    ) -> Option<Step> {
        let mut source = [Cell::ALL[0]; 9];
        let n = cells_of(self.box_cells - core - line_part, &mut source);
        self.subsets(
            &source[..n],
            0,
            CellSet::EMPTY,
            Digits::EMPTY,
            &mut |chosen, held, ahead| {
                // A forbidden digit stays in every larger set.
                if !(held & forbidden).is_empty() {
                    return Visit::Prune;
                }
                let shared = (held & digits).len();
                let extra = (held - digits).len();
                let size = chosen.len();
                // As for the line part: past this, every larger set has too many cells.
                let most_extra = ((held | ahead) - digits).len();
                let next = if size + 1 > surplus + most_extra {
                    Visit::Prune
                } else {
                    Visit::Extend
                };
                if shared == 0 || size < extra || size - extra != surplus {
                    return next;
                }
                match self.step(core, digits, line_part, line_digits, chosen, held) {
                    Some(step) => Visit::Found(Box::new(step)),
                    None => next,
                }
            },
        )
    }

    /// Calls `check` on every non-empty subset of `cells` in HoDoKu's order (each prefix before
    /// its extensions), with the subset's digits and those of the cells that could still join
    /// it; returns the first step found. A subset `check` prunes is not extended: the bounds
    /// it prunes by hold for every larger set, so the first step is the one a walk over every
    /// subset finds (on a Killer grid, full of candidates, that walk was most of a grade).
    fn subsets(
        &self,
        cells: &[Cell],
        start: usize,
        chosen: CellSet,
        held: Digits,
        check: &mut dyn FnMut(CellSet, Digits, Digits) -> Visit,
    ) -> Option<Step> {
        for i in start..cells.len() {
            let chosen = chosen | CellSet::single(cells[i]);
            let held = held | self.grid.candidates(cells[i]);
            let ahead = self.digits_of(cells[i + 1..].iter().copied().collect());
            match check(chosen, held, ahead) {
                Visit::Found(step) => return Some(*step),
                Visit::Prune => continue,
                Visit::Extend => {}
            }
            if let Some(step) = self.subsets(cells, i + 1, chosen, held, check) {
                return Some(step);
            }
        }
        None
    }

    fn step(
        &self,
        core: CellSet,
        digits: Digits,
        line_part: CellSet,
        line_digits: Digits,
        box_part: CellSet,
        box_digits: Digits,
    ) -> Option<Step> {
        let both = line_digits & box_digits;
        let mut eliminations = CandidateSet::EMPTY;
        let box_removed = ((digits | box_digits) - line_digits) | both;
        for cell in self.box_cells - box_part - core {
            for digit in self.grid.candidates(cell) & box_removed {
                eliminations.insert(cell, digit);
            }
        }
        let line_removed = ((digits | line_digits) - box_digits) | both;
        for cell in self.line_cells - line_part - core {
            for digit in self.grid.candidates(cell) & line_removed {
                eliminations.insert(cell, digit);
            }
        }
        if eliminations.is_empty() {
            return None;
        }
        let cells = core | line_part | box_part;
        // The crossing's candidates are the pattern; the line's and the box's sets are the two
        // almost locked sets that share them out.
        let builder = StepBuilder::new(Technique::SueDeCoq)
            .eliminate(&eliminations)
            .focus(cells)
            .unit(self.box_)
            .unit(self.line)
            .unit_role(self.line, UnitRole::House)
            .unit_role(self.box_, UnitRole::House)
            .digits(digits | line_digits | box_digits)
            .role_all(self.grid, core, Role::Pattern)
            .als(self.grid, line_part)
            .als(self.grid, box_part);
        Some(
            builder.explain(
                Message::new("step-sue-de-coq")
                    .cells("cells", core)
                    .unit("line", self.line)
                    .unit("box", self.box_)
                    .digits("digits", digits)
                    .cells("line-cells", line_part)
                    .cells("box-cells", box_part),
            ),
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::roles::Role;
    use crate::logic::step::Technique;
    use crate::logic::testing::*;

    #[test]
    fn sue_de_coq() {
        // From HoDoKu's exemplars-1.0.txt ("Sue de Coq"). HoDoKu 2.2 solves it with this step:
        // "Sue de Coq: r5c789 - {14789} (r5c5 - {18}, r4c7 - {79}) => r4c8<>7, r46c9,r6c7<>9,
        // r5c2<>8" (the file's note, 11 eliminations, is from an older version).
        let step = first_use(
            "..4....9765.....2191...73.42.1.3....5.32.6...............6........1746..7...9..1.",
            Technique::SueDeCoq,
        );
        assert_eq!(
            eliminations(&step),
            ["r4c8<>7", "r4c9<>9", "r5c2<>8", "r6c7<>9", "r6c9<>9"]
        );
        // The crossing r5c789 and the two sets r5c5 {18} and r4c7 {79}.
        let sets = alses(&step);
        assert_eq!(sets, ["{r5c5} 18", "{r4c7} 79"]);
        assert_eq!(with_role(&step, Role::Pattern).len(), 9);
    }
}
