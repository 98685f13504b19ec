//! Uniqueness: a proper puzzle has exactly one solution, so no position may arise in which two
//! digits could be swapped between four cells (a "deadly pattern"). Whatever would create such a
//! rectangle, or a grid where every cell has two candidates (a bivalue universal grave), is false.
//!
//! These techniques are only sound for puzzles with a unique solution; the grader and the hints
//! check that first.

use crate::board::{Cell, Digit};
use crate::l10n::Message;
use crate::logic::grid::Grid;
use crate::logic::roles::Role;
use crate::logic::step::{Candidate, CandidateSet, Step, StepBuilder, Technique};
use crate::rules::{Unit, CELL_UNITS, UNITS};
use crate::sets::{CellSet, Digits};

/// The digits no peer of `cell` has placed: HoDoKu lets a rectangle corner miss a candidate that
/// other techniques removed, as long as the placed digits still allow it there.
fn allowed(grid: &Grid, cell: Cell) -> Digits {
    if grid.value(cell).is_some() {
        return Digits::EMPTY;
    }
    let mut placed = Digits::EMPTY;
    for &peer in cell.peers() {
        if let Some(digit) = grid.value(peer) {
            placed.insert(digit);
        }
    }
    !placed
}

/// The four corners of a rectangle in two rows, two columns and two boxes, in the order HoDoKu
/// builds them: the first corner, its partner in the same box, then the two opposite corners.
#[derive(Clone, Copy)]
struct Rectangle {
    corners: [Cell; 4],
}

impl Rectangle {
    fn cells(&self) -> CellSet {
        self.corners.into_iter().collect()
    }
}

/// Calls `check` with every rectangle whose corners are unsolved cells allowing both digits of a
/// bivalue first corner (`avoidable` false), or, for avoidable rectangles, whose first two
/// corners are solved non-given cells. Stops when `check` returns a step.
fn rectangles(
    grid: &Grid,
    avoidable: bool,
    mut check: impl FnMut(&Rectangle, [Digit; 2]) -> Option<Step>,
) -> Option<Step> {
    let mut seen = [CellSet::EMPTY; 64];
    let mut seen_count = 0;
    for first in Cell::ALL {
        let (digit1, pair) = if avoidable {
            match grid.value(first) {
                Some(digit) if !grid.is_given(first) => (digit, Digits::EMPTY),
                _ => continue,
            }
        } else {
            let pair = grid.candidates(first);
            if pair.len() != 2 {
                continue;
            }
            (pair.first().expect("two"), pair)
        };
        let box_ = CELL_UNITS[first.index()][2];
        for &second in box_.cells() {
            if second == first || (second.row() != first.row() && second.col() != first.col()) {
                continue;
            }
            let digits = if avoidable {
                match grid.value(second) {
                    Some(digit2) if !grid.is_given(second) && digit2 != digit1 => [digit1, digit2],
                    _ => continue,
                }
            } else {
                let allowed_second = allowed(grid, second);
                if !pair.is_subset(allowed_second) {
                    continue;
                }
                let mut iter = pair.iter();
                [iter.next().expect("two"), iter.next().expect("two")]
            };
            let same_row = second.row() == first.row();
            // The lines through the first two corners that hold the opposite side.
            let (line1, line2) = if same_row {
                (UNITS[9 + first.col()], UNITS[9 + second.col()])
            } else {
                (UNITS[first.row()], UNITS[second.row()])
            };
            for k in 0..9 {
                let (third, fourth) = (line1[k], line2[k]);
                if third.box_() == first.box_() {
                    continue;
                }
                let fits = if avoidable {
                    avoidable_side(grid, third, fourth, digits)
                } else {
                    let both: Digits = digits.into_iter().collect();
                    both.is_subset(allowed(grid, third)) && both.is_subset(allowed(grid, fourth))
                };
                if !fits {
                    continue;
                }
                let rectangle = Rectangle {
                    corners: [first, second, third, fourth],
                };
                let cells = rectangle.cells();
                if seen[..seen_count].contains(&cells) {
                    continue;
                }
                if seen_count < seen.len() {
                    seen[seen_count] = cells;
                    seen_count += 1;
                }
                if let Some(step) = check(&rectangle, digits) {
                    return Some(step);
                }
            }
        }
    }
    None
}

/// Whether the far side of an avoidable rectangle fits: `third` (opposite the first corner) must
/// become the second digit and `fourth` the first, each either solved that way (not a given) or
/// still open with that digit and one other candidate.
fn avoidable_side(grid: &Grid, third: Cell, fourth: Cell, [d1, d2]: [Digit; 2]) -> bool {
    let open = |cell: Cell, digit: Digit| grid.has(cell, digit) && grid.candidates(cell).len() == 2;
    let solved = |cell: Cell, digit: Digit| grid.value(cell) == Some(digit) && !grid.is_given(cell);
    (solved(third, d2) && open(fourth, d1))
        || (solved(fourth, d1) && open(third, d2))
        || (open(third, d2) && open(fourth, d1))
}

/// The first rectangle giving a step of `wanted` (one of the unique rectangle types or the hidden
/// rectangle).
pub(crate) fn unique_rectangle(grid: &Grid, wanted: Technique) -> Option<Step> {
    rectangles(grid, false, |rectangle, digits| {
        check_rectangle(grid, rectangle, digits, wanted)
    })
}

fn check_rectangle(
    grid: &Grid,
    rectangle: &Rectangle,
    [d1, d2]: [Digit; 2],
    wanted: Technique,
) -> Option<Step> {
    let pair = Digits::single(d1) | Digits::single(d2);
    let mut plain = CellSet::EMPTY; // corners holding nothing but the pair
    let mut extra = CellSet::EMPTY; // corners with other candidates too
    for corner in rectangle.corners {
        if grid.candidates(corner).is_subset(pair) {
            plain.insert(corner);
        } else {
            extra.insert(corner);
        }
    }
    let context = Context {
        grid,
        rectangle,
        pair,
        digits: [d1, d2],
        plain,
        extra,
    };
    match wanted {
        Technique::UniqueRectangle1 => context.type1(),
        Technique::UniqueRectangle2 | Technique::UniqueRectangle5 => context.type2_or_5(wanted),
        Technique::UniqueRectangle3 => context.type3(),
        Technique::UniqueRectangle4 => context.type4(),
        Technique::UniqueRectangle6 => context.type6(),
        Technique::HiddenRectangle => context.hidden(),
        _ => None,
    }
}

/// One rectangle under examination.
struct Context<'a> {
    grid: &'a Grid,
    rectangle: &'a Rectangle,
    pair: Digits,
    digits: [Digit; 2],
    plain: CellSet,
    extra: CellSet,
}

impl Context<'_> {
    fn step(&self, technique: Technique, eliminations: &CandidateSet, reason: Message) -> Step {
        let cells = self.rectangle.cells();
        let mut builder = StepBuilder::new(technique)
            .eliminate(eliminations)
            .focus(cells)
            .digits(self.pair);
        for digit in self.digits {
            builder = builder.role(self.grid.cells_with(digit) & cells, digit, Role::Pattern);
        }
        // The extra candidates keep the rectangle from being deadly: its fins.
        for cell in cells {
            for digit in self.grid.candidates(cell) - self.pair {
                builder = builder.role(CellSet::single(cell), digit, Role::Fin);
            }
        }
        let first = self.rectangle.corners[0];
        for unit in CELL_UNITS[first.index()] {
            builder = builder.unit(unit);
        }
        builder.explain(reason)
    }

    /// The deadly pattern every unique rectangle's reason starts with: the four corners and the
    /// pair that could be swapped between them.
    fn intro(&self) -> Message {
        Message::new("intro-unique-rectangle")
            .cells("cells", self.rectangle.cells())
            .digits("digits", self.pair)
    }

    fn type1(&self) -> Option<Step> {
        if self.plain.len() != 3 {
            return None;
        }
        let corner = self.extra.first()?;
        let mut eliminations = CandidateSet::EMPTY;
        for digit in self.digits {
            if self.grid.has(corner, digit) {
                eliminations.insert(corner, digit);
            }
        }
        if eliminations.is_empty() {
            return None;
        }
        Some(
            self.step(
                Technique::UniqueRectangle1,
                &eliminations,
                Message::new("step-unique-rectangle-1")
                    .message("intro", self.intro())
                    .cell("cell", corner),
            ),
        )
    }

    fn type2_or_5(&self, wanted: Technique) -> Option<Step> {
        if !(1..=2).contains(&self.plain.len()) {
            return None;
        }
        let mut extras = Digits::EMPTY;
        let mut seeing = CellSet::ALL;
        for corner in self.extra {
            extras |= self.grid.candidates(corner) - self.pair;
            seeing &= corner.peer_set();
        }
        let extra_digit = extras.single_digit()?;
        let targets = seeing & self.grid.cells_with(extra_digit);
        if targets.is_empty() {
            return None;
        }
        let corners: Vec<Cell> = self.extra.iter().collect();
        let aligned = corners.len() == 2
            && (corners[0].row() == corners[1].row() || corners[0].col() == corners[1].col());
        let technique = if aligned {
            Technique::UniqueRectangle2
        } else {
            Technique::UniqueRectangle5
        };
        if technique != wanted {
            return None;
        }
        let mut eliminations = CandidateSet::EMPTY;
        eliminations.insert_cells(targets, extra_digit);
        let id = if aligned {
            "step-unique-rectangle-2"
        } else {
            "step-unique-rectangle-5"
        };
        Some(
            self.step(
                technique,
                &eliminations,
                Message::new(id)
                    .message("intro", self.intro())
                    .cells("cells", self.extra)
                    .digit("digit", extra_digit),
            ),
        )
    }

    fn type3(&self) -> Option<Step> {
        if self.plain.len() != 2 {
            return None;
        }
        let extras = self.extra.iter().fold(Digits::EMPTY, |all, c| {
            all | (self.grid.candidates(c) - self.pair)
        });
        let mut iter = self.extra.iter();
        let (a, b) = (iter.next()?, iter.next()?);
        for (index, unit) in CELL_UNITS[a.index()].into_iter().enumerate() {
            if !unit.cell_set().contains(b) {
                continue;
            }
            // Cells that may join the extra digits in a naked subset: open, without the pair.
            let mut others = [Cell::ALL[0]; 9];
            let mut count = 0;
            for &cell in unit.cells() {
                let candidates = self.grid.candidates(cell);
                if !candidates.is_empty()
                    && (candidates & self.pair).is_empty()
                    && !self.rectangle.cells().contains(cell)
                {
                    others[count] = cell;
                    count += 1;
                }
            }
            if let Some(step) =
                self.type3_subsets(unit, index == 2, &others[..count], 0, extras, self.extra)
            {
                return Some(step);
            }
        }
        None
    }

    /// Grows the subset cell by cell (HoDoKu's order); a subset of k cells plus the two extra
    /// corners (acting as one cell) holding k+1... digits, i.e. one fewer than its cells, is found.
    fn type3_subsets(
        &self,
        unit: Unit,
        is_box: bool,
        others: &[Cell],
        start: usize,
        digits: Digits,
        cells: CellSet,
    ) -> Option<Step> {
        for i in start..others.len() {
            let cells = cells | CellSet::single(others[i]);
            let digits = digits | self.grid.candidates(others[i]);
            let skip = is_box && in_one_line(cells);
            if !skip && digits.len() + 1 == cells.len() {
                let mut eliminations = CandidateSet::EMPTY;
                let mut units = vec![unit];
                if !is_box {
                    let box_ = CELL_UNITS[cells.first()?.index()][2];
                    if cells.iter().all(|c| c.box_() == box_.number()) {
                        units.push(box_);
                    }
                }
                for &target_unit in &units {
                    for digit in digits {
                        eliminations.insert_cells(
                            self.grid.cells_in_unit(digit, target_unit) - cells,
                            digit,
                        );
                    }
                }
                if !eliminations.is_empty() {
                    return Some(
                        self.step(
                            Technique::UniqueRectangle3,
                            &eliminations,
                            Message::new("step-unique-rectangle-3")
                                .message("intro", self.intro())
                                .cells("corners", self.extra)
                                .cells("cells", cells - self.extra)
                                .digits("digits", digits)
                                .unit("unit", unit),
                        ),
                    );
                }
            }
            if let Some(step) = self.type3_subsets(unit, is_box, others, i + 1, digits, cells) {
                return Some(step);
            }
        }
        None
    }

    fn type4(&self) -> Option<Step> {
        if self.plain.len() != 2 {
            return None;
        }
        let mut iter = self.extra.iter();
        let (a, b) = (iter.next()?, iter.next()?);
        if a.row() != b.row() && a.col() != b.col() {
            return None;
        }
        let seeing = a.peer_set() & b.peer_set();
        let [d1, d2] = self.digits;
        let (locked, removed) = if (seeing & self.grid.cells_with(d1)).is_empty() {
            (d1, d2)
        } else if (seeing & self.grid.cells_with(d2)).is_empty() {
            (d2, d1)
        } else {
            return None;
        };
        let mut eliminations = CandidateSet::EMPTY;
        for cell in [a, b] {
            if self.grid.has(cell, removed) {
                eliminations.insert(cell, removed);
            }
        }
        if eliminations.is_empty() {
            return None;
        }
        Some(
            self.step(
                Technique::UniqueRectangle4,
                &eliminations,
                Message::new("step-unique-rectangle-4")
                    .message("intro", self.intro())
                    .digit("locked", locked)
                    .cell("cell1", a)
                    .cell("cell2", b)
                    .digit("removed", removed),
            ),
        )
    }

    fn type6(&self) -> Option<Step> {
        if self.plain.len() != 2 {
            return None;
        }
        let mut iter = self.extra.iter();
        let (a, b) = (iter.next()?, iter.next()?);
        if a.row() == b.row() || a.col() == b.col() {
            return None;
        }
        let lines = CELL_UNITS[a.index()][0].cell_set()
            | CELL_UNITS[a.index()][1].cell_set()
            | CELL_UNITS[b.index()][0].cell_set()
            | CELL_UNITS[b.index()][1].cell_set();
        let outside = lines - self.rectangle.cells();
        let [d1, d2] = self.digits;
        let removed = if (outside & self.grid.cells_with(d1)).is_empty() {
            d1
        } else if (outside & self.grid.cells_with(d2)).is_empty() {
            d2
        } else {
            return None;
        };
        let mut eliminations = CandidateSet::EMPTY;
        for cell in [a, b] {
            if self.grid.has(cell, removed) {
                eliminations.insert(cell, removed);
            }
        }
        if eliminations.is_empty() {
            return None;
        }
        Some(
            self.step(
                Technique::UniqueRectangle6,
                &eliminations,
                Message::new("step-unique-rectangle-6")
                    .message("intro", self.intro())
                    .digit("digit", removed)
                    .cells("cells", self.plain),
            ),
        )
    }

    fn hidden(&self) -> Option<Step> {
        let plain: Vec<Cell> = self.plain.iter().collect();
        let corners = match plain.as_slice() {
            [one] => vec![*one],
            [a, b] if a.row() != b.row() && a.col() != b.col() => vec![*a, *b],
            _ => return None,
        };
        let extra: Vec<Cell> = self.extra.iter().collect();
        for corner in corners {
            // The corner opposite `corner`: the row and column it does not share.
            let row = if extra[0].row() == corner.row() {
                extra[1].row()
            } else {
                extra[0].row()
            };
            let col = if extra[0].col() == corner.col() {
                extra[1].col()
            } else {
                extra[0].col()
            };
            let opposite = Cell::at(row, col)?;
            let row_cells = UNITS[row].iter().copied().collect::<CellSet>();
            let col_cells = UNITS[9 + col].iter().copied().collect::<CellSet>();
            let [d1, d2] = self.digits;
            for (locked, removed) in [(d1, d2), (d2, d1)] {
                let cells = self.grid.cells_with(locked) - self.rectangle.cells();
                if !(cells & row_cells).is_empty() || !(cells & col_cells).is_empty() {
                    continue;
                }
                if !self.grid.has(opposite, removed) {
                    continue;
                }
                let mut eliminations = CandidateSet::EMPTY;
                eliminations.insert(opposite, removed);
                return Some(
                    self.step(
                        Technique::HiddenRectangle,
                        &eliminations,
                        Message::new("step-hidden-rectangle")
                            .message("intro", self.intro())
                            .unit("row", Unit::ROWS[row])
                            .unit("column", Unit::COLUMNS[col])
                            .digit("locked", locked)
                            .cell("cell", opposite)
                            .digit("removed", removed),
                    ),
                );
            }
        }
        None
    }
}

/// Whether all `cells` lie in one row or one column.
fn in_one_line(cells: CellSet) -> bool {
    let Some(first) = cells.first() else {
        return false;
    };
    cells.iter().all(|c| c.row() == first.row()) || cells.iter().all(|c| c.col() == first.col())
}

/// Avoidable rectangles: the first one giving a step of `wanted` (type 1 or 2).
pub(crate) fn avoidable_rectangle(grid: &Grid, wanted: Technique) -> Option<Step> {
    rectangles(grid, true, |rectangle, [d1, d2]| {
        let [first, second, third, fourth] = rectangle.corners;
        let cells = rectangle.cells();
        let intro = Message::new("intro-avoidable-rectangle")
            .cell("first", first)
            .cell("second", second)
            .digit("digit1", d1)
            .digit("digit2", d2)
            .cell("third", third)
            .cell("fourth", fourth);
        let mut eliminations = CandidateSet::EMPTY;
        let technique;
        let reason;
        if grid.value(third).is_some() || grid.value(fourth).is_some() {
            technique = Technique::AvoidableRectangle1;
            let (cell, digit) = if grid.value(third).is_some() {
                (fourth, d1)
            } else {
                (third, d2)
            };
            if grid.has(cell, digit) {
                eliminations.insert(cell, digit);
            }
            reason = Message::new("step-avoidable-rectangle-1").message("intro", intro);
        } else {
            technique = Technique::AvoidableRectangle2;
            let extra = (grid.candidates(third) - Digits::single(d2)).first()?;
            if !grid.has(fourth, extra) {
                return None;
            }
            let targets = grid.cells_with(extra) & third.peer_set() & fourth.peer_set();
            eliminations.insert_cells(targets, extra);
            reason = Message::new("step-avoidable-rectangle-2")
                .message("intro", intro)
                .digit("digit", extra);
        }
        if technique != wanted || eliminations.is_empty() {
            return None;
        }
        let pair = Digits::single(d1) | Digits::single(d2);
        let mut builder = StepBuilder::new(technique)
            .eliminate(&eliminations)
            .focus(cells)
            .digits(pair);
        // The open corners: the pair's digits make the pattern, the rest keep it from being
        // swappable.
        for cell in [third, fourth] {
            for digit in grid.candidates(cell) {
                let role = if pair.contains(digit) {
                    Role::Pattern
                } else {
                    Role::Fin
                };
                builder = builder.role(CellSet::single(cell), digit, role);
            }
        }
        for unit in CELL_UNITS[first.index()] {
            builder = builder.unit(unit);
        }
        Some(builder.explain(reason))
    })
}

/// BUG+1: every open cell has two candidates except one with three, and every digit appears
/// twice in each unit except one digit, three times in that cell's units. Were that digit not in
/// the cell, the grid would be a "bivalue universal grave" with two solutions.
pub(crate) fn bug_plus_one(grid: &Grid) -> Option<Step> {
    let mut odd_cell = None;
    for cell in grid.empty_cells() {
        match grid.candidates(cell).len() {
            0..=2 => {}
            3 if odd_cell.is_none() => odd_cell = Some(cell),
            _ => return None,
        }
    }
    let cell = odd_cell?;
    let mut odd_digit: Option<Digit> = None;
    let mut odd_units = [None::<Unit>; 3];
    for unit in Unit::ALL {
        for digit in Digit::ALL {
            match grid.cells_in_unit(digit, unit).len() {
                0..=2 => {}
                3 => {
                    let kind = unit.index() / 9;
                    if odd_units[kind].is_some() || odd_digit.is_some_and(|d| d != digit) {
                        return None;
                    }
                    odd_digit = Some(digit);
                    odd_units[kind] = Some(unit);
                }
                _ => return None,
            }
        }
    }
    let digit = odd_digit?;
    let units = CELL_UNITS[cell.index()];
    if !grid.has(cell, digit) || (0..3).any(|k| odd_units[k] != Some(units[k])) {
        return None;
    }
    let mut eliminations = CandidateSet::EMPTY;
    for other in grid.candidates(cell) - Digits::single(digit) {
        eliminations.insert(cell, other);
    }
    let mut builder = StepBuilder::new(Technique::BugPlusOne)
        .eliminate(&eliminations)
        .focus(CellSet::single(cell))
        .digits(grid.candidates(cell))
        .role(CellSet::single(cell), digit, Role::Pattern);
    for unit in units {
        builder = builder.unit(unit);
    }
    Some(
        builder.explain_placing(
            Message::new("step-bug-plus-one")
                .cell("cell", cell)
                .digit("digit", digit),
            Candidate::new(cell, digit),
        ),
    )
}

#[cfg(test)]
mod tests {
    use crate::logic::roles::Role;
    use crate::logic::step::Technique;
    use crate::logic::testing::*;

    // The puzzles are from exemplars-1.0.txt, the technique examples published with HoDoKu's
    // source (hodoku.sourceforge.net; mirrored at github.com/1to9only/HoDoKu). Each test solves
    // the puzzle step by step and checks the first use of the technique against the step HoDoKu
    // 2.2 itself takes there, quoted above each test.

    #[test]
    fn unique_rectangle_type_1() {
        // HoDoKu 2.2 finds: "Uniqueness Test 1: 2/3 in r2c79,r9c79 => r2c7<>2, r2c7<>3".
        let step = first_use(
            "...3..1.8.5.4...9.39..6...7.342..............96..3...1..871...5.....2....4.6.8...",
            Technique::UniqueRectangle1,
        );
        assert_eq!(eliminations(&step), ["r2c7<>2", "r2c7<>3"]);
        // "2/3 in r2c79,r9c79": the pair in the four corners, the extra 6 as a fin.
        assert_eq!(
            with_role(&step, Role::Pattern),
            ["2r2c7", "2r2c9", "2r9c7", "2r9c9", "3r2c7", "3r2c9", "3r9c7", "3r9c9"]
        );
        assert_eq!(with_role(&step, Role::Fin), ["6r2c7"]);
    }

    #[test]
    fn unique_rectangle_type_2() {
        // HoDoKu 2.2 finds: "Uniqueness Test 2: 3/4 in r3c12,r9c12 => r1c13,r2c23,r3c49<>7".
        let step = first_use(
            ".9...2...6..4....3..5..628....8....4.1...........27........341...65.43.2..9.1..76",
            Technique::UniqueRectangle2,
        );
        assert_eq!(
            eliminations(&step),
            ["r1c1<>7", "r1c3<>7", "r2c2<>7", "r2c3<>7", "r3c4<>7", "r3c9<>7"]
        );
    }

    #[test]
    fn unique_rectangle_type_3() {
        // HoDoKu 2.2 finds: "Uniqueness Test 3: 8/9 in r1c37,r3c37 => r12c2,r9c3<>2, r2c2,r9c3<>7".
        let step = first_use(
            "3.......7...98...3.5.....2...1.....5.968.12......237....4.....9...71..5.......36.",
            Technique::UniqueRectangle3,
        );
        assert_eq!(
            eliminations(&step),
            ["r1c2<>2", "r2c2<>2", "r2c2<>7", "r9c3<>2", "r9c3<>7"]
        );
    }

    #[test]
    fn unique_rectangle_type_4() {
        // HoDoKu 2.2 finds: "Uniqueness Test 4: 1/4 in r2c23,r9c23 => r2c23<>1".
        let step = first_use(
            "............3.9........7149.......31.2...89.4.96.7...8..8.......326........9..72.",
            Technique::UniqueRectangle4,
        );
        assert_eq!(eliminations(&step), ["r2c2<>1", "r2c3<>1"]);
    }

    #[test]
    fn unique_rectangle_type_6() {
        // HoDoKu 2.2 finds: "Uniqueness Test 6: 6/7 in r7c57,r8c57 => r7c5,r8c7<>6".
        let step = first_use(
            ".73..........3......8...2.1...7..8.6...6284.32....4.5.5.9.......4..........5123..",
            Technique::UniqueRectangle6,
        );
        assert_eq!(eliminations(&step), ["r7c5<>6", "r8c7<>6"]);
    }

    #[test]
    fn hidden_rectangle() {
        // HoDoKu 2.2 finds: "Hidden Rectangle: 5/9 in r7c57,r9c57 => r9c5<>9".
        let step = first_use(
            ".9...21.....73..2.52......81.3.47.......6..3.8.......57.68.4...9..........1.....4",
            Technique::HiddenRectangle,
        );
        assert_eq!(eliminations(&step), ["r9c5<>9"]);
    }

    #[test]
    fn avoidable_rectangle_type_2() {
        // HoDoKu 2.2 finds: "Avoidable Rectangle Type 2: 3/7 in r7c37,r8c37 => r4c3,r78c2<>9".
        let step = first_use(
            "9.....6....1..6.387.6.8...........76..41......5.947.2.2.......5...25........9...1",
            Technique::AvoidableRectangle2,
        );
        assert_eq!(eliminations(&step), ["r4c3<>9", "r7c2<>9", "r8c2<>9"]);
    }

    #[test]
    fn bug_plus_one() {
        // HoDoKu 2.2 finds: "Bivalue Universal Grave + 1 => r7c3<>3, r7c3<>6".
        let step = first_use(
            "....13......2....93.184.2..968....2..379...1......4...........8..9.35.7..1..6....",
            Technique::BugPlusOne,
        );
        assert_eq!(eliminations(&step), ["r7c3<>3", "r7c3<>6"]);
        assert_eq!(with_role(&step, Role::Pattern), ["4r7c3"]);
        // Said as the placement its reason proves, never as the placement and then the same
        // cell's other candidates.
        assert!(
            step.text()
                .ends_with("such a grid has two solutions. That means r7c3 is 4."),
            "{}",
            step.text()
        );
    }

    #[test]
    fn unique_rectangle_type_5() {
        // HoDoKu 2.2 finds: "Uniqueness Test 5: 2/6 in r6c89,r7c89 => r4c8<>4".
        let step = first_use(
            ".24.6..18............93.........63...624....1..7.5.......89.7....6.4..85..1.....3",
            Technique::UniqueRectangle5,
        );
        assert_eq!(eliminations(&step), ["r4c8<>4"]);
    }

    #[test]
    fn avoidable_rectangle_type_1() {
        // HoDoKu 2.2 finds: "Avoidable Rectangle Type 1: 3/5 in r8c14,r9c14 => r9c4<>3".
        let step = first_use(
            "...195..2635..........3...88.........5.9..71.1..2....9..468..51......4.......7.2.",
            Technique::AvoidableRectangle1,
        );
        assert_eq!(eliminations(&step), ["r9c4<>3"]);
    }
}
