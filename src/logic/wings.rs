//! Wings: a few cells with two or three candidates that force a digit into one of two places
//! (the pincers), so a cell seeing both pincers cannot hold it.

use crate::board::{Cell, Digit};
use crate::l10n::Message;
use crate::logic::grid::Grid;
use crate::logic::roles::{Chain, Link, Node, Role};
use crate::logic::step::{Candidate, CandidateSet, Step, StepBuilder, Technique};
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

/// The empty cells with exactly `count` candidates, in row-major order, written into `out`.
fn cells_with_count(grid: &Grid, count: usize, out: &mut [Cell; 81]) -> usize {
    let mut n = 0;
    for cell in grid.empty_cells() {
        if grid.candidates(cell).len() == count {
            out[n] = cell;
            n += 1;
        }
    }
    n
}

/// XY-Wing: a pivot {x,y} sees two pincers {x,z} and {y,z}; whichever digit the pivot takes, one
/// pincer is z.
pub(crate) fn xy_wing(grid: &Grid) -> Option<Step> {
    wing(grid, false)
}

/// XYZ-Wing: a pivot {x,y,z} sees two pincers {x,z} and {y,z}; one of the three cells is z, so a
/// cell seeing all three cannot be.
pub(crate) fn xyz_wing(grid: &Grid) -> Option<Step> {
    wing(grid, true)
}

fn wing(grid: &Grid, xyz: bool) -> Option<Step> {
    let mut bivalue = [Cell::ALL[0]; 81];
    let bivalue_count = cells_with_count(grid, 2, &mut bivalue);
    let mut pivots = [Cell::ALL[0]; 81];
    let pivot_count = if xyz {
        cells_with_count(grid, 3, &mut pivots)
    } else {
        pivots = bivalue;
        bivalue_count
    };
    let bivalue = &bivalue[..bivalue_count];
    for (i, &first) in pivots[..pivot_count].iter().enumerate() {
        let start = if xyz { 0 } else { i + 1 };
        for (j, &second) in bivalue.iter().enumerate().skip(start) {
            if (grid.candidates(first) | grid.candidates(second)).len() != 3 {
                continue;
            }
            for &third in &bivalue[j + 1..] {
                let cells = [first, second, third];
                let masks = cells.map(|cell| grid.candidates(cell));
                if (masks[0] | masks[1] | masks[2]).len() != 3
                    || masks[0] == masks[1]
                    || masks[1] == masks[2]
                    || masks[0] == masks[2]
                {
                    continue;
                }
                // For an XY-Wing any of the three can be the pivot.
                let arrangements: &[[usize; 3]] = if xyz {
                    &[[0, 1, 2]]
                } else {
                    &[[0, 1, 2], [1, 0, 2], [2, 1, 0]]
                };
                for &[p, a, b] in arrangements {
                    let (pivot, pincer_a, pincer_b) = (cells[p], cells[a], cells[b]);
                    if !pivot.peer_set().contains(pincer_a) || !pivot.peer_set().contains(pincer_b)
                    {
                        continue;
                    }
                    let Some(z) = (masks[a] & masks[b]).single_digit() else {
                        continue;
                    };
                    let mut targets =
                        grid.cells_with(z) & pincer_a.peer_set() & pincer_b.peer_set();
                    if xyz {
                        targets &= pivot.peer_set();
                    }
                    if targets.is_empty() {
                        continue;
                    }
                    return Some(wing_step(
                        grid,
                        xyz,
                        pivot,
                        [pincer_a, pincer_b],
                        z,
                        targets,
                    ));
                }
            }
        }
    }
    None
}

fn wing_step(
    grid: &Grid,
    xyz: bool,
    pivot: Cell,
    pincers: [Cell; 2],
    z: Digit,
    targets: CellSet,
) -> Step {
    let mut eliminations = CandidateSet::EMPTY;
    eliminations.insert_cells(targets, z);
    let cells: CellSet = [pivot, pincers[0], pincers[1]].into_iter().collect();
    let technique = if xyz {
        Technique::XyzWing
    } else {
        Technique::XyWing
    };
    let mut builder = StepBuilder::new(technique)
        .eliminate(&eliminations)
        .focus(cells)
        .digits(grid.candidates(pivot) | Digits::single(z));
    builder = builder
        .role_all(grid, CellSet::single(pivot), Role::Pivot)
        .role_all(
            grid,
            CellSet::single(pincers[0]) | CellSet::single(pincers[1]),
            Role::Pincer,
        );
    if let Some(unit) = shared_unit(pivot, pincers[0]) {
        builder = builder.unit(unit);
    }
    if let Some(unit) = shared_unit(pivot, pincers[1]) {
        builder = builder.unit(unit);
    }
    let id = if xyz { "step-xyz-wing" } else { "step-xy-wing" };
    let reason = Message::new(id)
        .cell("pivot", pivot)
        .digits_or("pivot-digits", grid.candidates(pivot))
        .cell("pincer1", pincers[0])
        .cell("pincer2", pincers[1])
        .digit("digit", z);
    builder.explain(reason)
}

/// A unit two cells share (row, then column, then box).
fn shared_unit(a: Cell, b: Cell) -> Option<Unit> {
    a.units()
        .into_iter()
        .find(|unit| unit.cell_set().contains(b))
}

/// W-Wing: two cells holding the same pair {x,y}, and a conjugate pair on y whose ends see one
/// cell each. One of the two cells is x (if both were y, the conjugate pair would have no y).
pub(crate) fn w_wing(grid: &Grid) -> Option<Step> {
    for first in grid.empty_cells() {
        let pair = grid.candidates(first);
        if pair.len() != 2 {
            continue;
        }
        let mut digits = pair.iter();
        let (d1, d2) = (digits.next()?, digits.next()?);
        for second in grid.empty_cells() {
            if second <= first || grid.candidates(second) != pair {
                continue;
            }
            for (x, y) in [(d1, d2), (d2, d1)] {
                let targets = grid.cells_with(x) & first.peer_set() & second.peer_set();
                if targets.is_empty() {
                    continue;
                }
                if let Some((unit, ends)) = linking_pair(grid, y, first, second) {
                    let mut eliminations = CandidateSet::EMPTY;
                    eliminations.insert_cells(targets, x);
                    let cells: CellSet = [first, second].into_iter().collect();
                    let link: CellSet = ends.into_iter().collect();
                    // x(first) = y(first) - y(end) = y(end) - y(second) = x(second).
                    let node = |cell, digit| Node::Candidate(Candidate::new(cell, digit));
                    let links = vec![
                        Link::strong(node(first, x), node(first, y)),
                        Link::weak(node(first, y), node(ends[0], y)),
                        Link::strong(node(ends[0], y), node(ends[1], y)),
                        Link::weak(node(ends[1], y), node(second, y)),
                        Link::strong(node(second, y), node(second, x)),
                    ];
                    return Some(
                        StepBuilder::new(Technique::WWing)
                            .eliminate(&eliminations)
                            .focus(cells | link)
                            .unit(unit)
                            .digits(pair)
                            .role_all(grid, cells, Role::Pincer)
                            .chain(Chain { links })
                            .explain(
                                Message::new("step-w-wing")
                                    .cell("first", first)
                                    .cell("second", second)
                                    .digit("x", x)
                                    .digit("y", y)
                                    .unit("unit", unit)
                                    .cell("end1", ends[0])
                                    .cell("end2", ends[1]),
                            ),
                    );
                }
            }
        }
    }
    None
}

/// A unit where `digit` has exactly two places, one seeing `a` and the other seeing `b` (neither
/// being `a` or `b`).
fn linking_pair(grid: &Grid, digit: Digit, a: Cell, b: Cell) -> Option<(Unit, [Cell; 2])> {
    for unit in Unit::ALL {
        let cells = grid.cells_in_unit(digit, unit);
        if cells.len() != 2 || cells.contains(a) || cells.contains(b) {
            continue;
        }
        let mut iter = cells.iter();
        let (p, q) = (iter.next()?, iter.next()?);
        if p.peer_set().contains(a) && q.peer_set().contains(b) {
            return Some((unit, [p, q]));
        }
        if q.peer_set().contains(a) && p.peer_set().contains(b) {
            return Some((unit, [q, p]));
        }
    }
    None
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
    fn xy_wing() {
        // HoDoKu 2.2 finds: "XY-Wing: 1/6 => r4c23,r5c456<>9".
        let step = first_use(
            ".1....5.8...4.3....567.........2..8.4.....3.22..376..19.8...254.....7...........3",
            Technique::XyWing,
        );
        assert_eq!(
            eliminations(&step),
            ["r4c2<>9", "r4c3<>9", "r5c4<>9", "r5c5<>9", "r5c6<>9"]
        );
        // The pivot holds HoDoKu's "1/6"; each pincer one of them and the 9.
        assert_eq!(with_role(&step, Role::Pivot), ["1r4c1", "6r4c1"]);
        assert_eq!(
            with_role(&step, Role::Pincer),
            ["1r4c4", "6r5c2", "9r4c4", "9r5c2"]
        );
    }

    #[test]
    fn xyz_wing() {
        // HoDoKu 2.2 finds: "XYZ-Wing: 4/6/7 in r23c4,r3c7 => r3c56<>6".
        let step = first_use(
            ".73.....9514.92.....2.......67.59..28...1.53.............14.9.......835.......1.7",
            Technique::XyzWing,
        );
        assert_eq!(eliminations(&step), ["r3c5<>6", "r3c6<>6"]);
    }

    #[test]
    fn w_wing() {
        // HoDoKu 2.2 finds: "W-Wing: 4/1 in r1c9,r8c7 connected by 1 in r18c3 => r123c7,r89c9<>4".
        let step = first_use(
            "6......7.....2.....58..1.....4.....2...1..9.6597.4...892.4..6.....5.......68.3...",
            Technique::WWing,
        );
        assert_eq!(
            eliminations(&step),
            ["r1c7<>4", "r2c7<>4", "r3c7<>4", "r8c9<>4", "r9c9<>4"]
        );
        // "4/1 in r1c9,r8c7 connected by 1 in r18c3" as an AIC.
        assert_eq!(
            links(&step, 0),
            [
                "4r1c9 = 1r1c9",
                "1r1c9 - 1r1c3",
                "1r1c3 = 1r8c3",
                "1r8c3 - 1r8c7",
                "1r8c7 = 4r8c7"
            ]
        );
        assert_eq!(
            with_role(&step, Role::Pincer),
            ["1r1c9", "1r8c7", "4r1c9", "4r8c7"]
        );
    }
}
