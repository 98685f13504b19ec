//! Nice loops and alternating inference chains (AICs), grouped or not, found the way HoDoKu
//! finds them: in the tables of forcing chains.
//!
//! Every candidate assumed true, and assumed false, has a table of its consequences, filled
//! breadth first through direct links (see the tabling module). A consequence back in the premise's
//! own cell closes a nice loop: reached from outside the cell, with a weak link into the cell and
//! a weak link out of it the premise is false (discontinuous loop); with links of both kinds the
//! loop may be continuous, and then every weak link of it removes what sees both its ends. A
//! premise assumed false whose table makes a candidate elsewhere true is an AIC: one of its ends
//! holds, so what sees both ends goes.
//!
//! Tables are walked in HoDoKu's order (premises true, then false, cell by cell and digit by
//! digit; then the AICs of the false premises), each consequence's chain read back through the
//! table and rejected when it crosses itself, so that the same loop is found first. The step is
//! the one removing the most candidates, the lowest index sum among equals, the first found among
//! those.

use std::collections::HashMap;

use crate::board::{Cell, Digit};
use crate::l10n::Message;
use crate::logic::chains::{fact, ordered_index_sum};
use crate::logic::grid::Grid;
use crate::logic::roles::{Chain, Link};
use crate::logic::step::{Candidate, Step, StepBuilder, Technique};
use crate::logic::tabling::{Fact, Mode, Spread, Tables};
use crate::sets::{CellSet, Digits};

/// What HoDoKu calls a loop or chain it found (the kind is part of what makes two the same).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Kind {
    Discontinuous,
    Continuous,
    Aic,
}

/// The best loop found so far.
struct Found {
    kind: Kind,
    grouped: bool,
    /// The removals, digit by digit.
    eliminations: Vec<Candidate>,
    sum: u64,
    /// The nodes from the premise to the end.
    path: Vec<usize>,
}

/// A node of a chain as HoDoKu's loop checks see it: its first cell, its candidate, whether it
/// is true, and all its cells.
#[derive(Clone, Copy)]
struct Seen {
    cell: Cell,
    digit: Digit,
    on: bool,
    cells: CellSet,
    group: bool,
}

struct Search<'a, 'b> {
    grid: &'a Grid,
    tables: &'a Tables<'b>,
    best: Option<Found>,
    /// For every kind and set of removals already found, the shortest chain's length.
    known: HashMap<(Kind, Vec<(u8, u8)>), usize>,
}

impl Search<'_, '_> {
    fn seen(&self, id: usize) -> Seen {
        match self.tables.fact(id) {
            Fact::Candidate { cell, digit, on } => Seen {
                cell,
                digit,
                on,
                cells: CellSet::single(cell),
                group: false,
            },
            Fact::Group { group, on } => {
                let group = self.tables.groups[group];
                Seen {
                    cell: group.cells.first().expect("a group has cells"),
                    digit: group.digit,
                    on,
                    cells: group.cells,
                    group: true,
                }
            }
        }
    }

    /// The cells that see every cell of a node.
    fn buddies(node: Seen) -> CellSet {
        node.cells
            .iter()
            .fold(CellSet::ALL, |all, cell| all & cell.peer_set())
    }

    /// The chain to entry `end` of a table, from the premise, or `None` when it crosses itself
    /// (HoDoKu's lasso test: no node may return to the cell of a node before the one just
    /// before it; a loop may come back to its start cell at its end).
    fn path(&self, spread: &Spread, end: usize, aic: bool) -> Option<Vec<usize>> {
        let mut path = Vec::new();
        let mut entry = end;
        loop {
            path.push(spread.order[entry]);
            if entry == 0 {
                break;
            }
            entry = usize::from(spread.parents[entry]);
        }
        if !aic {
            // The end's own cell must not also hold the node before it.
            let (last, before) = (self.seen(path[0]), self.seen(path[1]));
            if last.cell == before.cell {
                return None;
            }
        }
        path.reverse();
        let first_cell = self.seen(path[0]).cell;
        let mut lasso = CellSet::EMPTY;
        let mut previous: Option<Seen> = None;
        for &node in &path {
            let node = self.seen(node);
            if lasso.contains(node.cell) {
                return None;
            }
            if let Some(previous) = previous {
                if previous.cell != first_cell || aic {
                    lasso |= previous.cells;
                }
            }
            previous = Some(node);
        }
        Some(path)
    }

    /// Offers a chain with its removals; keeps it when it beats the best so far.
    fn offer(&mut self, kind: Kind, path: Vec<usize>, mut eliminations: Vec<Candidate>) {
        eliminations.sort_unstable_by_key(|c| (c.digit, c.cell));
        eliminations.dedup();
        if eliminations.is_empty() {
            return;
        }
        let key: Vec<(u8, u8)> = eliminations
            .iter()
            .map(|c| (c.digit.get(), c.cell.index() as u8))
            .collect();
        let grouped = path.iter().any(|&node| self.seen(node).group);
        let length = path.len();
        match self.known.get(&(kind, key.clone())) {
            Some(&old) if old <= length => return,
            _ => {
                self.known.insert((kind, key), length);
            }
        }
        let sum = ordered_index_sum(eliminations.iter().copied());
        let better = match &self.best {
            None => true,
            Some(best) => {
                let same = best.kind == kind && best.eliminations == eliminations;
                if same {
                    length < best.path.len()
                } else {
                    eliminations.len() > best.eliminations.len()
                        || (eliminations.len() == best.eliminations.len() && sum < best.sum)
                }
            }
        };
        if better {
            self.best = Some(Found {
                kind,
                grouped,
                eliminations,
                sum,
                path,
            });
        }
    }

    /// A table entry back in the premise's cell: HoDoKu's nice loop check.
    fn nice_loop(&mut self, spread: &Spread, end: usize) {
        if spread.depth[end] <= 1 {
            return; // a loop needs at least three links
        }
        let Some(path) = self.path(spread, end, false) else {
            return;
        };
        let nodes: Vec<Seen> = path.iter().map(|&n| self.seen(n)).collect();
        if nodes[0].cell == nodes[1].cell {
            return; // the first link must leave the start cell
        }
        let (start, target) = (nodes[0], nodes[nodes.len() - 1]);
        let first_strong = !start.on;
        let last_strong = target.on;
        let (sc, ec) = (start.digit, target.digit);
        let cell = start.cell;
        let mut eliminations = Vec::new();
        let kind;
        if !first_strong && !last_strong && sc == ec {
            kind = Kind::Discontinuous;
            eliminations.push(Candidate::new(cell, sc));
        } else if first_strong && last_strong && sc == ec {
            kind = Kind::Discontinuous;
            for digit in self.grid.candidates(cell) - Digits::single(sc) {
                eliminations.push(Candidate::new(cell, digit));
            }
        } else if first_strong != last_strong && sc != ec {
            kind = Kind::Discontinuous;
            let weak = if first_strong { ec } else { sc };
            eliminations.push(Candidate::new(cell, weak));
        } else if (!first_strong
            && !last_strong
            && self.grid.candidates(cell).len() == 2
            && sc != ec)
            || (first_strong && last_strong && sc != ec)
            || (first_strong != last_strong && sc == ec)
        {
            kind = Kind::Continuous;
            let chain_cells = nodes.iter().fold(CellSet::EMPTY, |all, n| all | n.cells);
            let last = nodes.len() - 1;
            for i in 0..=last {
                let node = nodes[i];
                // A cell entered and left by strong links keeps only their two digits.
                let entered = (i == 0 && first_strong && last_strong)
                    || (i > 0 && node.on && i + 2 <= last && nodes[i - 1].cell != node.cell);
                if entered
                    && (i == 0
                        || (!nodes[i + 1].on
                            && node.cell == nodes[i + 1].cell
                            && nodes[i + 2].on
                            && nodes[i + 1].cell != nodes[i + 2].cell))
                {
                    let (c1, c2) = if i == 0 {
                        (sc, ec)
                    } else {
                        (node.digit, nodes[i + 2].digit)
                    };
                    for digit in self.grid.candidates(node.cell) {
                        if digit != c1 && digit != c2 {
                            eliminations.push(Candidate::new(node.cell, digit));
                        }
                    }
                }
                // A weak link between cells removes its digit where it sees both ends.
                if i > 0 && !node.on && nodes[i - 1].cell != node.cell {
                    let digit = node.digit;
                    let targets = (Self::buddies(nodes[i - 1])
                        & Self::buddies(node)
                        & self.grid.cells_with(digit))
                        - chain_cells
                        - CellSet::single(cell);
                    for target in targets {
                        eliminations.push(Candidate::new(target, digit));
                    }
                }
            }
        } else {
            return;
        }
        self.offer(kind, path, eliminations);
    }

    /// A true candidate in another cell in the table of a false premise: HoDoKu's AIC check.
    fn aic(&mut self, spread: &Spread, end: usize) {
        if spread.depth[end] <= 1 {
            return;
        }
        let start = self.seen(spread.order[0]);
        let target = self.seen(spread.order[end]);
        let (sc, ec) = (start.digit, target.digit);
        let mut eliminations = Vec::new();
        if sc == ec {
            let both = start.cell.peer_set() & target.cell.peer_set() & self.grid.cells_with(sc);
            if both.len() > 1 {
                for cell in both - CellSet::single(start.cell) {
                    eliminations.push(Candidate::new(cell, sc));
                }
            }
        } else {
            if self.grid.has(start.cell, ec) {
                eliminations.push(Candidate::new(start.cell, ec));
            }
            if self.grid.has(target.cell, sc) {
                eliminations.push(Candidate::new(target.cell, sc));
            }
        }
        if eliminations.is_empty() {
            return;
        }
        let Some(path) = self.path(spread, end, true) else {
            return;
        };
        self.offer(Kind::Aic, path, eliminations);
    }
}

/// The nice loop or AIC HoDoKu's solver would take on `grid`; with `grouped`, group nodes
/// take part (HoDoKu's grouped search takes any loop it finds then, grouped or not).
pub(crate) fn nice_loop(grid: &Grid, grouped: bool) -> Option<Step> {
    let tables = Tables::direct_only(grid, Mode::Chains, grouped);
    let mut search = Search {
        grid,
        tables: &tables,
        best: None,
        known: HashMap::new(),
    };
    for on in [true, false] {
        for cell in grid.empty_cells() {
            for digit in grid.candidates(cell) {
                let premise = Tables::candidate_node(cell, digit, on);
                let spread = tables.breadth_first(premise);
                for end in 1..spread.order.len() {
                    if let Fact::Candidate { cell: c, .. } = tables.fact(spread.order[end]) {
                        if c == cell {
                            search.nice_loop(&spread, end);
                        }
                    }
                }
            }
        }
    }
    for cell in grid.empty_cells() {
        for digit in grid.candidates(cell) {
            let premise = Tables::candidate_node(cell, digit, false);
            let spread = tables.breadth_first(premise);
            for end in 1..spread.order.len() {
                let Fact::Candidate {
                    cell: c,
                    digit: d,
                    on: true,
                } = tables.fact(spread.order[end])
                else {
                    continue;
                };
                if c == cell {
                    continue;
                }
                let worth = if d == digit {
                    (cell.peer_set() & c.peer_set() & grid.cells_with(digit)).len() >= 2
                } else {
                    cell.peer_set().contains(c) && grid.has(c, digit) && grid.has(cell, d)
                };
                if worth {
                    search.aic(&spread, end);
                }
            }
        }
    }
    let found = search.best?;
    Some(loop_step(&tables, grouped, &found))
}

fn loop_step(tables: &Tables, grouped_search: bool, found: &Found) -> Step {
    let technique = if grouped_search {
        Technique::GroupedNiceLoop
    } else {
        Technique::NiceLoop
    };
    // Links read from the premise: into a true node strong, into a false node weak. A loop closes
    // back into its premise inside the start cell: strongly only from a false end to a true
    // premise (a bivalue cell: one of its two digits is true), weakly otherwise (two digits of
    // one cell are not both true).
    let mut links: Vec<Link> = found
        .path
        .windows(2)
        .map(|pair| Link {
            from: tables.drawn(pair[0]),
            to: tables.drawn(pair[1]),
            strong: tables.is_on(pair[1]),
        })
        .collect();
    let first = found.path[0];
    let last = *found.path.last().expect("a chain");
    if found.kind != Kind::Aic && tables.drawn(first) != tables.drawn(last) {
        links.push(Link {
            from: tables.drawn(last),
            to: tables.drawn(first),
            strong: tables.is_on(first) && !tables.is_on(last),
        });
    }
    let chain = Chain { links };
    let mut cells = CellSet::EMPTY;
    let mut digits = Digits::EMPTY;
    for node in chain.nodes() {
        cells |= node.cells();
        digits.insert(node.digit());
    }
    let notation: Vec<String> = found
        .path
        .iter()
        .map(|&node| {
            let drawn = tables.drawn(node);
            let sign = if tables.is_on(node) { "=" } else { "<>" };
            match drawn {
                crate::logic::roles::Node::Candidate(c) => format!("{}{sign}{}", c.cell, c.digit),
                crate::logic::roles::Node::Group { digit, cells } => {
                    format!("{}{sign}{digit}", crate::logic::roles::compact_cells(cells))
                }
            }
        })
        .collect();
    // The kind selects the catalogue's words for the loop; it is no text a player sees.
    let kind = match (found.kind, found.grouped) {
        (Kind::Discontinuous, false) => "discontinuous",
        (Kind::Discontinuous, true) => "grouped-discontinuous",
        (Kind::Continuous, false) => "continuous",
        (Kind::Continuous, true) => "grouped-continuous",
        (Kind::Aic, false) => "plain",
        (Kind::Aic, true) => "grouped",
    };
    let id = if found.kind == Kind::Aic {
        "step-aic"
    } else {
        "step-nice-loop"
    };
    let mut reason = Message::new(id)
        .notation("kind", kind)
        .notation("chain", notation.join(" -> "))
        .message("start", prose(tables, first));
    if found.kind == Kind::Aic {
        reason = reason.message("end", prose(tables, last));
    }
    StepBuilder::new(technique)
        .eliminate_in_order(found.eliminations.iter().copied())
        .focus(cells)
        .digits(digits)
        .chain(chain)
        .explain(reason)
}

/// A node's fact as a message of the catalogues: "r1c2 is 5", "r1c2 is not 5", "5 is in
/// r1c23", "5 is not in r1c23" (a group's cells in compact notation).
fn prose(tables: &Tables, id: usize) -> Message {
    match tables.fact(id) {
        Fact::Candidate { cell, digit, on } => fact(cell, digit, on),
        Fact::Group { group, on } => {
            let group = tables.groups[group];
            let id = if on { "fact-in" } else { "fact-not-in" };
            Message::new(id)
                .digit("digit", group.digit)
                .notation("group", crate::logic::roles::compact_cells(group.cells))
        }
    }
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
    fn aic() {
        // HoDoKu 2.2 finds: "AIC: 6 6- r3c8 -7- r2c8 =7= r2c2 =8= r2c9 -8- r7c9 -6 =>
        // r123c9,r79c8<>6".
        let step = first_use(
            ".......5.....2.1....38........6....22..4.8.934.1....851..........6.359.7745......",
            Technique::NiceLoop,
        );
        assert_eq!(
            eliminations(&step),
            ["r1c9<>6", "r2c9<>6", "r3c9<>6", "r7c8<>6", "r9c8<>6"]
        );
    }

    #[test]
    fn grouped_nice_loop() {
        // HoDoKu 2.2 finds: "Grouped Continuous Nice Loop: 2/3/6/8/9 8= r8c6 =5= r78c5 -5- r1c5 -6-
        // r1c4 -8- r79c4 =8= r8c6 =5 => r8c6<>2, r8c6<>3, r1c269,r238c6,r3c4<>6, r3c4<>8, r8c6<>9".
        let step = first_use(
            "3.2....1....97.............5...8.6....15...7..8..4....9....1.27.1.4.......5..79..",
            Technique::GroupedNiceLoop,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r1c2<>6", "r1c6<>6", "r1c9<>6", "r2c6<>6", "r3c4<>6", "r3c4<>8", "r3c6<>6",
                "r8c6<>2", "r8c6<>3", "r8c6<>6", "r8c6<>9"
            ]
        );
    }

    #[test]
    fn a_loop_is_drawn_as_links_that_alternate_and_close() {
        // The grouped continuous loop above: 8r8c6 = 5r8c6 - 5r78c5 ... back to 8r8c6.
        let step = first_use(
            "3.2....1....97.............5...8.6....15...7..8..4....9....1.27.1.4.......5..79..",
            Technique::GroupedNiceLoop,
        );
        let chain = &step.roles.chains[0];
        for pair in chain.links.windows(2) {
            assert_eq!(pair[0].to, pair[1].from, "{chain:?}");
            assert_ne!(pair[0].strong, pair[1].strong, "{chain:?}");
        }
        let first = chain.links.first().unwrap();
        let last = chain.links.last().unwrap();
        assert_eq!(last.to, first.from, "a loop closes: {chain:?}");
        assert!(chain
            .nodes()
            .iter()
            .any(|node| matches!(node, crate::logic::roles::Node::Group { .. })));
    }
}
