//! Fish: a digit whose candidates in n rows all lie in n columns (or the other way round). The n
//! rows then place the digit once in each of the n columns, so the rest of those columns cannot
//! hold it. X-Wing, Swordfish and Jellyfish are n = 2, 3, 4; a finned fish has extra candidates
//! (fins) in one box, and removes only what both the fish and the fins rule out.

use crate::board::{Cell, Digit};
use crate::l10n::Message;
use crate::logic::grid::Grid;
use crate::logic::roles::{Role, UnitRole};
use crate::logic::step::{CandidateSet, Step, StepBuilder, Technique};
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

/// Rows as base and columns as cover, or the other way round.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Orientation {
    Rows,
    Columns,
}

impl Orientation {
    /// The cell at position `index` of base line `line`.
    fn cell(self, line: usize, index: usize) -> Cell {
        match self {
            Orientation::Rows => Cell::at(line, index),
            Orientation::Columns => Cell::at(index, line),
        }
        .expect("in range")
    }

    fn base_unit(self, line: usize) -> Unit {
        match self {
            Orientation::Rows => Unit::ROWS[line],
            Orientation::Columns => Unit::COLUMNS[line],
        }
    }

    fn cover_unit(self, line: usize) -> Unit {
        match self {
            Orientation::Rows => Unit::COLUMNS[line],
            Orientation::Columns => Unit::ROWS[line],
        }
    }
}

/// A fish found: its lines (bit masks over 0..9), fins, and eliminations.
struct Fish {
    digit: Digit,
    orientation: Orientation,
    base: u16,
    cover: u16,
    fins: CellSet,
    eliminations: CandidateSet,
}

/// For each base line, the positions (bit i for index i) of `digit` in it.
fn line_masks(grid: &Grid, digit: Digit, orientation: Orientation) -> [u16; 9] {
    let mut masks = [0u16; 9];
    for cell in grid.cells_with(digit) {
        let (line, index) = match orientation {
            Orientation::Rows => (cell.row(), cell.col()),
            Orientation::Columns => (cell.col(), cell.row()),
        };
        masks[line] |= 1 << index;
    }
    masks
}

/// The cells of the lines in `mask` (base lines if `base`, else cover lines).
fn lines_cells(orientation: Orientation, mask: u16, base: bool) -> CellSet {
    let mut cells = CellSet::EMPTY;
    for line in 0..9 {
        if mask & 1 << line != 0 {
            let unit = if base {
                orientation.base_unit(line)
            } else {
                orientation.cover_unit(line)
            };
            cells |= unit.cell_set();
        }
    }
    cells
}

/// Calls `visit` for every `size`-combination of the lines with a candidate whose union of
/// positions passes `keep` (checked on partial unions too, to cut the search).
fn base_combinations(
    masks: &[u16; 9],
    size: usize,
    keep: impl Fn(u16) -> bool + Copy,
    visit: &mut impl FnMut(u16, u16),
) {
    fn walk(
        masks: &[u16; 9],
        start: usize,
        left: usize,
        chosen: u16,
        union: u16,
        keep: impl Fn(u16) -> bool + Copy,
        visit: &mut impl FnMut(u16, u16),
    ) {
        if left == 0 {
            visit(chosen, union);
            return;
        }
        for line in start..9 {
            if masks[line] == 0 {
                continue;
            }
            let next = union | masks[line];
            if keep(next) {
                walk(
                    masks,
                    line + 1,
                    left - 1,
                    chosen | 1 << line,
                    next,
                    keep,
                    visit,
                );
            }
        }
    }
    walk(masks, 0, size, 0, 0, keep, visit);
}

/// A basic fish of `size` (2 X-Wing, 3 Swordfish, 4 Jellyfish): the first one in HoDoKu's order
/// (digits in order; rows as base, then columns; base lines as combinations in increasing order).
pub(crate) fn basic(grid: &Grid, size: usize) -> Option<Step> {
    for digit in Digit::ALL {
        let mut best: Option<Fish> = None;
        for orientation in [Orientation::Rows, Orientation::Columns] {
            if best.is_some() {
                break;
            }
            let masks = line_masks(grid, digit, orientation);
            base_combinations(
                &masks,
                size,
                |union| union.count_ones() as usize <= size,
                &mut |base, cover| {
                    if best.is_some() || cover.count_ones() as usize != size {
                        return;
                    }
                    let targets = grid.cells_with(digit)
                        & lines_cells(orientation, cover, false)
                        & !lines_cells(orientation, base, true);
                    if targets.is_empty() {
                        return;
                    }
                    let mut eliminations = CandidateSet::EMPTY;
                    eliminations.insert_cells(targets, digit);
                    best = Some(Fish {
                        digit,
                        orientation,
                        base,
                        cover,
                        fins: CellSet::EMPTY,
                        eliminations,
                    });
                },
            );
        }
        if let Some(fish) = best {
            let technique = match size {
                2 => Technique::XWing,
                3 => Technique::Swordfish,
                _ => Technique::Jellyfish,
            };
            return Some(fish_step(grid, technique, &fish));
        }
    }
    None
}

/// A finned (or, with `sashimi`, a sashimi) fish of `size`: the first one in HoDoKu's order
/// (digits; rows as base, then columns; base lines, then cover lines, as combinations in increasing
/// order).
///
/// The fins must share one box: then either the fish holds or a fin holds the digit, and both
/// rule it out of the cover cells in the fins' box.
pub(crate) fn finned(grid: &Grid, size: usize, sashimi: bool) -> Option<Step> {
    for digit in Digit::ALL {
        let mut best: Option<Fish> = None;
        for orientation in [Orientation::Rows, Orientation::Columns] {
            if best.is_some() {
                break;
            }
            let masks = line_masks(grid, digit, orientation);
            // The fins' positions are uncovered positions in one band of three, so the union of
            // the base lines has at most three positions beyond the cover.
            base_combinations(
                &masks,
                size,
                |union| union.count_ones() as usize <= size + 3,
                &mut |base, union| {
                    // Once a fish is found, only other covers of its own base lines compete.
                    if best.as_ref().is_some_and(|fish| fish.base != base) {
                        return;
                    }
                    let count = union.count_ones() as usize;
                    if count <= size {
                        return; // no fins: a basic fish
                    }
                    let extra = count - size;
                    for band in 0..3 {
                        let band_mask = 0b111u16 << (3 * band);
                        let in_band = union & band_mask;
                        // Every subset of the band's positions of the right size is a fin choice.
                        let mut removed = in_band;
                        loop {
                            if removed.count_ones() as usize == extra {
                                consider(
                                    grid,
                                    digit,
                                    orientation,
                                    &masks,
                                    base,
                                    union,
                                    removed,
                                    size,
                                    sashimi,
                                    &mut best,
                                );
                            }
                            if removed == 0 {
                                break;
                            }
                            removed = (removed - 1) & in_band;
                        }
                    }
                },
            );
        }
        if let Some(fish) = best {
            let technique = match (size, sashimi) {
                (2, false) => Technique::FinnedXWing,
                (2, true) => Technique::SashimiXWing,
                (3, false) => Technique::FinnedSwordfish,
                (3, true) => Technique::SashimiSwordfish,
                (_, false) => Technique::FinnedJellyfish,
                (_, true) => Technique::SashimiJellyfish,
            };
            return Some(fish_step(grid, technique, &fish));
        }
    }
    None
}

/// Checks the finned fish with base lines `base`, cover `union - removed` and fins at the
/// positions `removed`; keeps it in `best` when there is none yet or its cover lines come first.
#[allow(clippy::too_many_arguments)]
fn consider(
    grid: &Grid,
    digit: Digit,
    orientation: Orientation,
    masks: &[u16; 9],
    base: u16,
    union: u16,
    removed: u16,
    size: usize,
    sashimi: bool,
    best: &mut Option<Fish>,
) {
    let cover = union & !removed;
    let mut fins = CellSet::EMPTY;
    let mut is_sashimi = false;
    for (line, &mask) in masks.iter().enumerate() {
        if base & 1 << line == 0 {
            continue;
        }
        let fin_positions = mask & removed;
        for index in 0..9 {
            if fin_positions & 1 << index != 0 {
                fins.insert(orientation.cell(line, index));
            }
        }
        if (mask & cover).count_ones() <= 1 {
            is_sashimi = true;
        }
    }
    if fins.is_empty() || is_sashimi != sashimi {
        return;
    }
    let fin_box = fins.first().expect("not empty").box_unit();
    if fins.iter().any(|fin| fin.box_unit() != fin_box) {
        return;
    }
    let box_cells = fin_box.cell_set();
    let targets = grid.cells_with(digit)
        & box_cells
        & lines_cells(orientation, cover, false)
        & !lines_cells(orientation, base, true);
    if targets.is_empty() || cover.count_ones() as usize != size {
        return;
    }
    if best
        .as_ref()
        .is_some_and(|fish| !comes_first(cover, fish.cover))
    {
        return;
    }
    let mut eliminations = CandidateSet::EMPTY;
    eliminations.insert_cells(targets, digit);
    *best = Some(Fish {
        digit,
        orientation,
        base,
        cover,
        fins,
        eliminations,
    });
}

/// Whether the lines of `a` come before those of `b` as sorted lists (the lowest line in which
/// they differ belongs to `a`).
fn comes_first(a: u16, b: u16) -> bool {
    let differ = a ^ b;
    differ != 0 && a & differ & differ.wrapping_neg() != 0
}

fn fish_step(grid: &Grid, technique: Technique, fish: &Fish) -> Step {
    let base_cells = lines_cells(fish.orientation, fish.base, true);
    let body = grid.cells_with(fish.digit) & base_cells;
    let mut builder = StepBuilder::new(technique)
        .eliminate(&fish.eliminations)
        .focus(body)
        .digits(Digits::single(fish.digit))
        .role(body - fish.fins, fish.digit, Role::Base)
        .role(fish.fins, fish.digit, Role::Fin);
    let mut base_units = Vec::new();
    let mut cover_units = Vec::new();
    for line in 0..9 {
        if fish.base & 1 << line != 0 {
            let unit = fish.orientation.base_unit(line);
            builder = builder.unit(unit).unit_role(unit, UnitRole::Base);
            base_units.push(unit);
        }
    }
    for line in 0..9 {
        if fish.cover & 1 << line != 0 {
            let unit = fish.orientation.cover_unit(line);
            builder = builder.unit(unit).unit_role(unit, UnitRole::Cover);
            cover_units.push(unit);
        }
    }
    let reason = if fish.fins.is_empty() {
        // The catalogue says "rows" or "columns" for the base lines, and the other for the cover.
        let orientation = match fish.orientation {
            Orientation::Rows => "rows",
            Orientation::Columns => "columns",
        };
        Message::new("step-fish")
            .units("base", &base_units)
            .digit("digit", fish.digit)
            .units("cover", &cover_units)
            .notation("orientation", orientation)
    } else {
        Message::new("step-finned-fish")
            .units("base", &base_units)
            .digit("digit", fish.digit)
            .units("cover", &cover_units)
            .cells("fins", fish.fins)
    };
    builder.explain(reason)
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
    fn x_wing() {
        // HoDoKu 2.2 finds: "X-Wing: 3 r37 c34 => r1c34,r4c34,r5c34,r6c34,r9c4<>3".
        let step = first_use(
            "9..............7.37...962486...2.47.........5....4...642...86..5.71.......1.....2",
            Technique::XWing,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r1c3<>3", "r1c4<>3", "r4c3<>3", "r4c4<>3", "r5c3<>3", "r5c4<>3", "r6c3<>3",
                "r6c4<>3", "r9c4<>3"
            ]
        );
        assert_eq!(units_as(&step, UnitRole::Base), ["row 3", "row 7"]);
        assert_eq!(units_as(&step, UnitRole::Cover), ["column 3", "column 4"]);
        assert_eq!(with_role(&step, Role::Base).len(), 4);
        assert!(with_role(&step, Role::Fin).is_empty());
    }

    #[test]
    fn swordfish() {
        // HoDoKu 2.2 finds: "Swordfish: 4 r247 c235 => r3c235,r6c235,r8c235,r9c23<>4".
        let step = first_use(
            "1......345..3.2.78...8........6.5..3..5...4..3.....6.298.2.6.1.............78.9..",
            Technique::Swordfish,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r3c2<>4", "r3c3<>4", "r3c5<>4", "r6c2<>4", "r6c3<>4", "r6c5<>4", "r8c2<>4",
                "r8c3<>4", "r8c5<>4", "r9c2<>4", "r9c3<>4"
            ]
        );
    }

    #[test]
    fn jellyfish() {
        // HoDoKu 2.2 finds: "Jellyfish: 7 r3467 c1259 => r1c25,r2c19,r5c129,r9c25<>7".
        let step = first_use(
            "2.......3.8..3..5...34.21....12.54......9......93.86....25.69...9..2..7.4.......1",
            Technique::Jellyfish,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r1c2<>7", "r1c5<>7", "r2c1<>7", "r2c9<>7", "r5c1<>7", "r5c2<>7", "r5c9<>7",
                "r9c2<>7", "r9c5<>7"
            ]
        );
    }

    #[test]
    fn finned_x_wing() {
        // HoDoKu 2.2 finds: "Finned X-Wing: 3 r24 c15 fr2c6 => r13c5<>3".
        let step = first_use(
            "1.........5.....61..8...2...7...9.......1.3..4...5...6....98.4...2..1.....36.279.",
            Technique::FinnedXWing,
        );
        assert_eq!(eliminations(&step), ["r1c5<>3", "r3c5<>3"]);
        assert_eq!(units_as(&step, UnitRole::Base), ["row 2", "row 4"]);
        assert_eq!(units_as(&step, UnitRole::Cover), ["column 1", "column 5"]);
        assert_eq!(
            with_role(&step, Role::Base),
            ["3r2c1", "3r2c5", "3r4c1", "3r4c5"]
        );
        assert_eq!(with_role(&step, Role::Fin), ["3r2c6"]);
    }

    #[test]
    fn sashimi_x_wing() {
        // HoDoKu 2.2 finds: "Sashimi X-Wing: 8 r14 c59 fr4c7 fr4c8 => r56c9<>8".
        let step = first_use(
            "4..5.769.........2.68....3.65.2.4..9....3.4.....9........8..........3..73894.....",
            Technique::SashimiXWing,
        );
        assert_eq!(eliminations(&step), ["r5c9<>8", "r6c9<>8"]);
    }

    #[test]
    fn finned_swordfish() {
        // HoDoKu 2.2 finds: "Finned Swordfish: 3 r248 c478 fr4c6 => r6c4<>3".
        let step = first_use(
            "....3.....72.54..6....16.85.19.......23.895..8...6.7...91...8..4.6.....2.....5...",
            Technique::FinnedSwordfish,
        );
        assert_eq!(eliminations(&step), ["r6c4<>3"]);
    }

    #[test]
    fn sashimi_swordfish() {
        // HoDoKu 2.2 finds: "Sashimi Swordfish: 2 r269 c248 fr2c5 => r3c4<>2".
        let step = first_use(
            "2.7.9....5..7....8.9...6...............6...938.9.5.764.....2......54......3..14.6",
            Technique::SashimiSwordfish,
        );
        assert_eq!(eliminations(&step), ["r3c4<>2"]);
    }

    #[test]
    fn finned_jellyfish() {
        // HoDoKu 2.2 finds: "Finned Jellyfish: 9 r2479 c1348 fr4c9 => r56c8<>9".
        let step = first_use(
            "......8...1.8.5..3..73..6.1.5.621...........473.................8..5.91..62..7...",
            Technique::FinnedJellyfish,
        );
        assert_eq!(eliminations(&step), ["r5c8<>9", "r6c8<>9"]);
    }

    #[test]
    fn sashimi_jellyfish() {
        // HoDoKu 2.2 finds: "Sashimi Jellyfish: 8 r1469 c1289 fr9c3 => r7c12,r8c12<>8".
        let step = first_use(
            "...4.6...2.......41......36.463..5....184......7.2..1...5.3..41............5.732.",
            Technique::SashimiJellyfish,
        );
        assert_eq!(
            eliminations(&step),
            ["r7c1<>8", "r7c2<>8", "r8c1<>8", "r8c2<>8"]
        );
    }
}
