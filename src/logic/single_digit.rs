//! Single-digit patterns: short chains of conjugate pairs on one digit. A conjugate pair is a unit
//! where the digit has exactly two places, so one of them holds it. Joining two pairs by cells that
//! see each other proves that one of the two far ends holds the digit, so a cell seeing both far
//! ends cannot.

use crate::board::{Cell, Digit};
use crate::l10n::Message;
use crate::logic::grid::Grid;
use crate::logic::roles::{Chain as RoleChain, Link, Node, UnitRole};
use crate::logic::step::{Candidate, CandidateSet, Step, StepBuilder, Technique};
use crate::rules::{Unit, UnitKind, CELL_UNITS};
use crate::sets::{CellSet, Digits};

/// A conjugate pair: the two places of a digit in a unit.
#[derive(Clone, Copy)]
struct Pair {
    unit: Unit,
    cells: [Cell; 2],
}

/// The conjugate pairs of `digit` in `units`, written into `pairs`; returns how many.
fn conjugate_pairs(grid: &Grid, digit: Digit, units: &[Unit], pairs: &mut [Pair; 27]) -> usize {
    let mut count = 0;
    for &unit in units {
        let cells = grid.cells_in_unit(digit, unit);
        if cells.len() == 2 {
            let mut iter = cells.iter();
            let (a, b) = (iter.next().expect("two"), iter.next().expect("two"));
            if unit.kind() == UnitKind::Box && (a.row() == b.row() || a.col() == b.col()) {
                // As in HoDoKu, two cells of a box that share a line are linked through the line
                // only: strongly if the line has no other place for the digit.
                continue;
            }
            pairs[count] = Pair {
                unit,
                cells: [a, b],
            };
            count += 1;
        }
    }
    count
}

/// Whether two different cells see each other.
fn sees(a: Cell, b: Cell) -> bool {
    a.peer_set().contains(b)
}

/// The best chain `far1 = near1 - near2 = far2` found so far.
struct Chain {
    digit: Digit,
    pairs: [Pair; 2],
    far: [Cell; 2],
    eliminations: CellSet,
}

fn keep_best(best: &mut Option<Chain>, chain: Chain) {
    // HoDoKu's order among equals: the first found.
    if chain.eliminations.is_empty() {
        return;
    }
    if best
        .as_ref()
        .is_none_or(|old| old.eliminations.len() < chain.eliminations.len())
    {
        *best = Some(chain);
    }
}

/// The cells that see both far ends and hold `digit`.
fn seeing_both(grid: &Grid, digit: Digit, far: [Cell; 2]) -> CellSet {
    grid.cells_with(digit) & far[0].peer_set() & far[1].peer_set()
}

fn chain_step(technique: Technique, chain: &Chain, reason: Message) -> Step {
    let mut eliminations = CandidateSet::EMPTY;
    eliminations.insert_cells(chain.eliminations, chain.digit);
    let cells: CellSet = chain.pairs.iter().flat_map(|pair| pair.cells).collect();
    let node = |cell| Node::Candidate(Candidate::new(cell, chain.digit));
    let near = [
        other(chain.pairs[0], chain.far[0]),
        other(chain.pairs[1], chain.far[1]),
    ];
    let links = vec![
        Link::strong(node(chain.far[0]), node(near[0])),
        Link::weak(node(near[0]), node(near[1])),
        Link::strong(node(near[1]), node(chain.far[1])),
    ];
    StepBuilder::new(technique)
        .eliminate(&eliminations)
        .focus(cells)
        .unit(chain.pairs[0].unit)
        .unit(chain.pairs[1].unit)
        .digits(Digits::single(chain.digit))
        .chain(RoleChain { links })
        .explain(reason)
}

/// Why one far end holds the digit: each pair has it at one end, and the near ends see each
/// other.
fn far_ends_reason(chain: &Chain) -> Message {
    let [p, q] = chain.pairs;
    Message::new("step-turbot-fish")
        .digit("digit", chain.digit)
        .cell("first1", p.cells[0])
        .cell("first2", p.cells[1])
        .unit("first-unit", p.unit)
        .cell("second1", q.cells[0])
        .cell("second2", q.cells[1])
        .unit("second-unit", q.unit)
        .cell("near1", other(p, chain.far[0]))
        .cell("near2", other(q, chain.far[1]))
        .cell("far1", chain.far[0])
        .cell("far2", chain.far[1])
}

/// The cell of `pair` that is not `cell`.
fn other(pair: Pair, cell: Cell) -> Cell {
    if pair.cells[0] == cell {
        pair.cells[1]
    } else {
        pair.cells[0]
    }
}

/// Skyscraper: conjugate pairs in two parallel lines with one end of each in a shared cross line.
/// Rows are searched before columns, and the first skyscraper found is taken (HoDoKu's order).
pub(crate) fn skyscraper(grid: &Grid) -> Option<Step> {
    let mut pairs = [Pair {
        unit: Unit::ALL[0],
        cells: [Cell::ALL[0]; 2],
    }; 27];
    for lines in [&Unit::ROWS, &Unit::COLUMNS] {
        let is_rows = lines[0].index() == 0;
        let cross = |cell: Cell| if is_rows { cell.col() } else { cell.row() };
        for digit in Digit::ALL {
            let count = conjugate_pairs(grid, digit, lines, &mut pairs);
            for i in 0..count {
                for j in i + 1..count {
                    let (p, q) = (pairs[i], pairs[j]);
                    // The aligned ends are the first two or the last two (cells in line order).
                    let far = if cross(p.cells[0]) == cross(q.cells[0]) {
                        1
                    } else if cross(p.cells[1]) == cross(q.cells[1]) {
                        0
                    } else {
                        continue;
                    };
                    let (far_p, far_q) = (p.cells[far], q.cells[far]);
                    if cross(far_p) == cross(far_q) {
                        continue; // an X-Wing
                    }
                    let eliminations = seeing_both(grid, digit, [far_p, far_q]);
                    if eliminations.is_empty() {
                        continue;
                    }
                    let chain = Chain {
                        digit,
                        pairs: [p, q],
                        far: [far_p, far_q],
                        eliminations,
                    };
                    return Some(chain_step(
                        Technique::Skyscraper,
                        &chain,
                        far_ends_reason(&chain),
                    ));
                }
            }
        }
    }
    None
}

/// 2-String Kite: a row pair and a column pair with one end of each in the same box; the cell
/// where the far ends' row and column meet cannot hold the digit.
pub(crate) fn two_string_kite(grid: &Grid) -> Option<Step> {
    let mut rows = [Pair {
        unit: Unit::ALL[0],
        cells: [Cell::ALL[0]; 2],
    }; 27];
    let mut columns = rows;
    for digit in Digit::ALL {
        let row_count = conjugate_pairs(grid, digit, &Unit::ROWS, &mut rows);
        let column_count = conjugate_pairs(grid, digit, &Unit::COLUMNS, &mut columns);
        for row in &rows[..row_count] {
            for column in &columns[..column_count] {
                let joined = [(0, 0), (0, 1), (1, 0), (1, 1)]
                    .into_iter()
                    .find(|&(a, b)| row.cells[a].box_() == column.cells[b].box_());
                let Some((a, b)) = joined else {
                    continue;
                };
                let (near_r, near_c) = (row.cells[a], column.cells[b]);
                let (far_r, far_c) = (row.cells[1 - a], column.cells[1 - b]);
                let distinct: CellSet = [near_r, near_c, far_r, far_c].into_iter().collect();
                if distinct.len() != 4 {
                    continue;
                }
                let target = Cell::at(far_c.row(), far_r.col()).expect("in range");
                if !grid.has(target, digit) {
                    continue;
                }
                let chain = Chain {
                    digit,
                    pairs: [*row, *column],
                    far: [far_r, far_c],
                    eliminations: CellSet::single(target),
                };
                return Some(chain_step(
                    Technique::TwoStringKite,
                    &chain,
                    far_ends_reason(&chain),
                ));
            }
        }
    }
    None
}

/// Turbot fish: any two conjugate pairs (rows, columns or boxes) joined by a weak link, the
/// three-link X-chain; skyscraper and kite are its special cases and are found first.
pub(crate) fn turbot_fish(grid: &Grid) -> Option<Step> {
    for digit in Digit::ALL {
        let mut best = None;
        let mut pairs = [Pair {
            unit: Unit::ALL[0],
            cells: [Cell::ALL[0]; 2],
        }; 27];
        let count = conjugate_pairs(grid, digit, &Unit::ALL, &mut pairs);
        for i in 0..count {
            for j in i + 1..count {
                let (p, q) = (pairs[i], pairs[j]);
                for a in 0..2 {
                    for b in 0..2 {
                        let (near_p, near_q) = (p.cells[a], q.cells[b]);
                        let (far_p, far_q) = (p.cells[1 - a], q.cells[1 - b]);
                        let distinct: CellSet =
                            [near_p, near_q, far_p, far_q].into_iter().collect();
                        if distinct.len() != 4 || !sees(near_p, near_q) {
                            continue;
                        }
                        let eliminations = seeing_both(grid, digit, [far_p, far_q]);
                        keep_best(
                            &mut best,
                            Chain {
                                digit,
                                pairs: [p, q],
                                far: [far_p, far_q],
                                eliminations,
                            },
                        );
                    }
                }
            }
        }
        if let Some(chain) = best {
            return Some(chain_step(
                Technique::TurbotFish,
                &chain,
                far_ends_reason(&chain),
            ));
        }
    }
    None
}

/// Empty rectangle: in a box, a digit confined to one row and one column (a cross, leaving a
/// rectangle of the box empty), combined with a conjugate pair that starts on the cross's row
/// (or column) outside the box: its far end and the cross's column (or row) meet in a cell that
/// cannot hold the digit.
pub(crate) fn empty_rectangle(grid: &Grid) -> Option<Step> {
    for digit in Digit::ALL {
        for (box_index, box_) in Unit::BOXES.into_iter().enumerate() {
            let box_cells = grid.cells_in_unit(digit, box_);
            if !(2..=5).contains(&box_cells.len()) {
                continue;
            }
            let (top, left) = (box_index / 3 * 3, box_index % 3 * 3);
            for row in top..top + 3 {
                for col in left..left + 3 {
                    let (row_unit, col_unit) = (Unit::ROWS[row], Unit::COLUMNS[col]);
                    let cross = row_unit.cell_set() | col_unit.cell_set();
                    if !(box_cells - cross).is_empty() {
                        continue;
                    }
                    let in_row = box_cells & row_unit.cell_set();
                    let in_col = box_cells & col_unit.cell_set();
                    if (in_row - col_unit.cell_set()).is_empty()
                        || (in_col - row_unit.cell_set()).is_empty()
                        || (in_row.len() < 2 && in_col.len() < 2)
                    {
                        continue;
                    }
                    for (line, other) in [(row_unit, col_unit), (col_unit, row_unit)] {
                        if let Some(step) =
                            empty_rectangle_at(grid, digit, box_, box_cells, line, other)
                        {
                            return Some(step);
                        }
                    }
                }
            }
        }
    }
    None
}

/// The empty rectangle in `box_` with cross lines `line` and `other`: a conjugate pair in a line
/// crossing `line` outside the box, whose far end's line meets `other` in an elimination.
fn empty_rectangle_at(
    grid: &Grid,
    digit: Digit,
    box_: Unit,
    box_cells: CellSet,
    line: Unit,
    other: Unit,
) -> Option<Step> {
    let line_is_row = line.index() < 9;
    for start in grid.cells_in_unit(digit, line) - box_.cell_set() {
        // The pair runs across `line`: in the start's column when `line` is a row.
        let [row, column, _] = CELL_UNITS[start.index()];
        let pair_unit = if line_is_row { column } else { row };
        let pair = grid.cells_in_unit(digit, pair_unit);
        if pair.len() != 2 {
            continue;
        }
        let end = (pair - CellSet::single(start)).first()?;
        let [end_row, end_column, _] = CELL_UNITS[end.index()];
        let end_line = if line_is_row { end_row } else { end_column };
        let targets = grid.cells_in_unit(digit, end_line) & other.cell_set() & !box_.cell_set();
        let Some(target) = targets.first() else {
            continue;
        };
        let mut eliminations = CandidateSet::EMPTY;
        eliminations.insert(target, digit);
        let reason = Message::new("step-empty-rectangle")
            .unit("box", box_)
            .digit("digit", digit)
            .unit("line", line)
            .unit("other", other)
            .unit("pair-unit", pair_unit)
            .cell("start", start)
            .cell("end", end)
            .cell("target", target);
        // As a chain: end = start - (the box in `line`) = (the box outside `line`); the target
        // sees both ends.
        let in_line = box_cells & line.cell_set();
        let outside = box_cells - line.cell_set();
        let links = vec![
            Link::strong(
                Node::group(digit, CellSet::single(end)),
                Node::group(digit, CellSet::single(start)),
            ),
            Link::weak(
                Node::group(digit, CellSet::single(start)),
                Node::group(digit, in_line),
            ),
            Link::strong(Node::group(digit, in_line), Node::group(digit, outside)),
        ];
        return Some(
            StepBuilder::new(Technique::EmptyRectangle)
                .eliminate(&eliminations)
                .focus(box_cells | pair)
                .unit(box_)
                .unit(pair_unit)
                .unit_role(box_, UnitRole::House)
                .digits(Digits::single(digit))
                .chain(RoleChain { links })
                .explain(reason),
        );
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::logic::step::Technique;
    use crate::logic::testing::*;

    // The puzzles are from exemplars-1.0.txt, the technique examples published with HoDoKu's
    // source (hodoku.sourceforge.net; mirrored at github.com/1to9only/HoDoKu). Each test solves
    // the puzzle step by step and checks the first use of the technique against the step HoDoKu
    // 2.2 itself takes there, quoted above each test.

    #[test]
    fn skyscraper() {
        // HoDoKu 2.2 finds: "Skyscraper: 6 in r5c6,r6c9 (connected by r3c69) => r5c78,r6c45<>6".
        let step = first_use(
            "...28.754.9.4.38............397..28.84......3.5.....7...8..1.9......5..23.6......",
            Technique::Skyscraper,
        );
        assert_eq!(
            eliminations(&step),
            ["r5c7<>6", "r5c8<>6", "r6c4<>6", "r6c5<>6"]
        );
        // "6 in r5c6,r6c9 (connected by r3c69)".
        assert_eq!(
            links(&step, 0),
            ["6r5c6 = 6r3c6", "6r3c6 - 6r3c9", "6r3c9 = 6r6c9"]
        );
    }

    #[test]
    fn two_string_kite() {
        // HoDoKu 2.2 finds: "2-String Kite: 3 in r2c1,r8c5 (connected by r2c6,r3c5) => r8c1<>3".
        let step = first_use(
            ".56.7.9...4.62..8.28...........8....73....618..5....2...........7.5...49....487.1",
            Technique::TwoStringKite,
        );
        assert_eq!(eliminations(&step), ["r8c1<>3"]);
    }

    #[test]
    fn turbot_fish() {
        // HoDoKu 2.2 finds: "Turbot Fish: 2 r4c7 =2= r4c6 -2- r8c6 =2= r7c5 => r7c7<>2".
        let step = first_use(
            "2.4..3587.3......2..8..6.............2...4.39....9...659........4.5...1.61.3.9..5",
            Technique::TurbotFish,
        );
        assert_eq!(eliminations(&step), ["r7c7<>2"]);
    }

    #[test]
    fn empty_rectangle() {
        // HoDoKu 2.2 finds: "Empty Rectangle: 9 in b5 (r67c8) => r7c4<>9".
        let step = first_use(
            "47...........2...78..5..34..6..7..8...9.45..3.8......2741..32............9.2...5.",
            Technique::EmptyRectangle,
        );
        assert_eq!(eliminations(&step), ["r7c4<>9"]);
        // "9 in b5 (r67c8)": the box's part in row 6 is a group node.
        assert_eq!(
            links(&step, 0),
            ["9r7c8 = 9r6c8", "9r6c8 - 9r6c456", "9r6c456 = 9r4c4"]
        );
    }
}
