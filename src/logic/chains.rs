//! Chains: alternating inference chains over candidates.
//!
//! Two candidates are strongly linked when at least one of them is true (the only two places of a
//! digit in a unit, or the only two digits of a cell) and weakly linked when at most one is (the
//! same digit in cells that see each other, or two digits of one cell). A chain that starts and ends
//! with strong links and alternates strong and weak in between proves that one of its two ends is
//! true; a candidate that conflicts with both ends is false. A chain that closes into a loop makes
//! every weak link of the loop hold exactly one true candidate.
//!
//! Grouped chains also link through group nodes: a digit's candidates in one box-line crossing
//! (two or three cells), true when the digit is in one of them.
//!
//! The search is breadth-first over sets of nodes, one set per layer, so short chains are found
//! first and a whole layer grows with a few bit operations per node; nothing is allocated while a
//! layer grows. X-chains use one digit and unit links only, XY-chains bivalue cells only, nice
//! loops (AICs) every link, grouped nice loops group nodes too.

use std::fmt;

use crate::board::{Cell, Digit};
use crate::logic::grid::Grid;
use crate::logic::roles::{Chain as RoleChain, Link, Node as RoleNode, Role};
use crate::logic::step::{cell_list, Candidate, CandidateSet, Step, StepBuilder, Technique};
use crate::rules::{Unit, UnitKind, UNIT_SETS};
use crate::sets::{CellSet, Digits};

/// The longest chain searched, in on-layers: a chain of `2 * MAX_DEPTH - 1` links. HoDoKu's
/// default limit for X- and XY-chains is 20 links.
const MAX_DEPTH: usize = 10;

/// Group nodes per digit: 27 row-box crossings, then 27 column-box crossings.
const GROUPS: usize = 54;

/// Which links a chain may use.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// One digit, strong links in units (X-chain).
    Digit(Digit),
    /// Strong links inside bivalue cells, weak links between equal digits (XY-chain).
    Bivalue,
    /// Every link between candidates (nice loop / AIC).
    Any,
    /// Every link, group nodes included (grouped nice loop / AIC).
    Grouped,
}

impl Mode {
    fn unit_strong(self) -> bool {
        !matches!(self, Mode::Bivalue)
    }

    fn cell_strong(self) -> bool {
        !matches!(self, Mode::Digit(_))
    }

    fn cell_weak(self) -> bool {
        matches!(self, Mode::Any | Mode::Grouped)
    }
}

/// The cells of group `group`: a row (groups 0..27) or a column (27..54) inside a box.
fn group_units(group: usize) -> (Unit, Unit) {
    if group < 27 {
        let (row, k) = (group / 3, group % 3);
        let box_ = row / 3 * 3 + k;
        (Unit::ROWS[row], Unit::BOXES[box_])
    } else {
        let (col, k) = ((group - 27) / 3, (group - 27) % 3);
        let box_ = k * 3 + col / 3;
        (Unit::COLUMNS[col], Unit::BOXES[box_])
    }
}

/// A node of a chain: one candidate, or a group of one digit's candidates in a box-line crossing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Node {
    Candidate(Candidate),
    Group(Digit, u8),
}

impl Node {
    fn digit(self) -> Digit {
        match self {
            Node::Candidate(candidate) => candidate.digit,
            Node::Group(digit, _) => digit,
        }
    }
}

/// A set of nodes: candidates, and group nodes as one bit mask per digit.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct NodeSet {
    candidates: CandidateSet,
    groups: [u64; 9],
}

impl NodeSet {
    fn is_empty(&self) -> bool {
        self.candidates.is_empty() && self.groups.iter().all(|&g| g == 0)
    }

    fn union_with(&mut self, other: &NodeSet) {
        self.candidates.union_with(&other.candidates);
        for (mine, theirs) in self.groups.iter_mut().zip(other.groups) {
            *mine |= theirs;
        }
    }

    /// Removes every node of `other`.
    fn remove_all(&mut self, other: &NodeSet) {
        let mut candidates = CandidateSet::EMPTY;
        for digit in Digit::ALL {
            candidates.insert_cells(
                self.candidates.cells(digit) - other.candidates.cells(digit),
                digit,
            );
        }
        self.candidates = candidates;
        for (mine, theirs) in self.groups.iter_mut().zip(other.groups) {
            *mine &= !theirs;
        }
    }

    /// Removes every candidate of `cell`.
    fn remove_cell(&mut self, cell: Cell) {
        let mut candidates = CandidateSet::EMPTY;
        for digit in Digit::ALL {
            candidates.insert_cells(self.candidates.cells(digit) - CellSet::single(cell), digit);
        }
        self.candidates = candidates;
    }

    fn insert(&mut self, node: Node) {
        match node {
            Node::Candidate(c) => self.candidates.insert(c.cell, c.digit),
            Node::Group(digit, group) => self.groups[digit.index()] |= 1 << group,
        }
    }

    /// The nodes: candidates cell by cell, then groups digit by digit.
    fn nodes(&self) -> Vec<Node> {
        let mut nodes: Vec<Node> = self
            .candidates
            .to_vec()
            .into_iter()
            .map(Node::Candidate)
            .collect();
        for digit in Digit::ALL {
            let mut bits = self.groups[digit.index()];
            while bits != 0 {
                nodes.push(Node::Group(digit, bits.trailing_zeros() as u8));
                bits &= bits - 1;
            }
        }
        nodes
    }
}

/// The group nodes of one grid and their links, for grouped chains.
struct GroupLinks {
    /// The cells of each group (empty when the crossing has fewer than two candidates).
    cells: [[CellSet; GROUPS]; 9],
    /// The candidates that see every cell of a group.
    seen_by: [[CellSet; GROUPS]; 9],
    /// The groups a group is weakly linked to (same digit, a shared unit, no shared cell).
    weak_groups: [[u64; GROUPS]; 9],
    /// The candidate made true by a group's falsehood (the only other place in a unit).
    strong_cells: [[CellSet; GROUPS]; 9],
    /// The groups made true by a group's falsehood.
    strong_groups: [[u64; GROUPS]; 9],
    /// For each candidate, the groups it sees entirely (weak links).
    cell_sees: [[u64; 81]; 9],
    /// For each candidate, the groups its falsehood makes true.
    cell_strong: [[u64; 81]; 9],
}

impl GroupLinks {
    fn new(grid: &Grid) -> Box<GroupLinks> {
        let mut links = Box::new(GroupLinks {
            cells: [[CellSet::EMPTY; GROUPS]; 9],
            seen_by: [[CellSet::EMPTY; GROUPS]; 9],
            weak_groups: [[0; GROUPS]; 9],
            strong_cells: [[CellSet::EMPTY; GROUPS]; 9],
            strong_groups: [[0; GROUPS]; 9],
            cell_sees: [[0; 81]; 9],
            cell_strong: [[0; 81]; 9],
        });
        for digit in Digit::ALL {
            let d = digit.index();
            let all = grid.cells_with(digit);
            for g in 0..GROUPS {
                let (line, box_) = group_units(g);
                let cells = all & line.cell_set() & box_.cell_set();
                if cells.len() >= 2 {
                    links.cells[d][g] = cells;
                    let seen = cells
                        .iter()
                        .fold(CellSet::ALL, |acc, cell| acc & cell.peer_set())
                        & all;
                    links.seen_by[d][g] = seen;
                    for cell in seen {
                        links.cell_sees[d][cell.index()] |= 1 << g;
                    }
                }
            }
            for g in 0..GROUPS {
                let cells = links.cells[d][g];
                if cells.is_empty() {
                    continue;
                }
                let (line, box_) = group_units(g);
                for unit in [box_, line] {
                    let rest = (all & unit.cell_set()) - cells;
                    if let Some(cell) = rest.single_cell() {
                        links.strong_cells[d][g].insert(cell);
                        links.cell_strong[d][cell.index()] |= 1 << g;
                    }
                    for h in 0..GROUPS {
                        let other = links.cells[d][h];
                        if h == g || other.is_empty() || !(other & cells).is_empty() {
                            continue;
                        }
                        if other.is_subset(unit.cell_set()) {
                            links.weak_groups[d][g] |= 1 << h;
                            if rest == other {
                                links.strong_groups[d][g] |= 1 << h;
                            }
                        }
                    }
                }
            }
        }
        links
    }

    /// The candidates that see every cell of `node`'s cells (for a candidate, its peers).
    fn seeing(&self, node: Node) -> CellSet {
        match node {
            Node::Candidate(c) => c.cell.peer_set(),
            Node::Group(digit, g) => self.cells[digit.index()][usize::from(g)]
                .iter()
                .fold(CellSet::ALL, |acc, cell| acc & cell.peer_set()),
        }
    }
}

/// The link tables of one grid, built once per search.
struct Links<'a> {
    grid: &'a Grid,
    /// For each digit and cell, the other cell of each conjugate pair the cell is in.
    conjugates: [[CellSet; 81]; 9],
    /// The cells with exactly two candidates.
    bivalue: CellSet,
    mode: Mode,
    groups: Option<Box<GroupLinks>>,
}

impl<'a> Links<'a> {
    fn new(grid: &'a Grid, mode: Mode) -> Links<'a> {
        let mut conjugates = [[CellSet::EMPTY; 81]; 9];
        for digit in Digit::ALL {
            for unit in Unit::ALL {
                let cells = grid.cells_in_unit(digit, unit);
                if cells.len() == 2 {
                    let mut iter = cells.iter();
                    let (a, b) = (iter.next().expect("two"), iter.next().expect("two"));
                    if unit.kind() == UnitKind::Box && (a.row() == b.row() || a.col() == b.col()) {
                        // As in HoDoKu, two cells of a box that share a line are linked through
                        // the line only: strongly if the line has no other place for the digit.
                        continue;
                    }
                    conjugates[digit.index()][a.index()].insert(b);
                    conjugates[digit.index()][b.index()].insert(a);
                }
            }
        }
        let bivalue = grid
            .empty_cells()
            .iter()
            .filter(|&cell| grid.candidates(cell).len() == 2)
            .collect();
        let groups = (mode == Mode::Grouped).then(|| GroupLinks::new(grid));
        Links {
            grid,
            conjugates,
            bivalue,
            mode,
            groups,
        }
    }

    /// The nodes made true by the falsehood of some node in `off`.
    fn strong_from(&self, off: &NodeSet) -> NodeSet {
        let mut on = NodeSet::default();
        for digit in Digit::ALL {
            let d = digit.index();
            for cell in off.candidates.cells(digit) {
                if self.mode.unit_strong() {
                    on.candidates
                        .insert_cells(self.conjugates[d][cell.index()], digit);
                }
                if self.mode.cell_strong() && self.bivalue.contains(cell) {
                    if let Some(other) =
                        (self.grid.candidates(cell) - Digits::single(digit)).single_digit()
                    {
                        on.candidates.insert(cell, other);
                    }
                }
                if let Some(groups) = &self.groups {
                    on.groups[d] |= groups.cell_strong[d][cell.index()];
                }
            }
            if let Some(groups) = &self.groups {
                let mut bits = off.groups[d];
                while bits != 0 {
                    let g = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    on.candidates.insert_cells(groups.strong_cells[d][g], digit);
                    on.groups[d] |= groups.strong_groups[d][g];
                }
            }
        }
        on
    }

    /// The nodes made false by the truth of some node in `on`.
    fn weak_from(&self, on: &NodeSet) -> NodeSet {
        let mut off = NodeSet::default();
        let mut cells_on = [CellSet::EMPTY; 9];
        for digit in Digit::ALL {
            let d = digit.index();
            let cells = on.candidates.cells(digit);
            cells_on[d] = cells;
            let seen = cells
                .iter()
                .fold(CellSet::EMPTY, |all, cell| all | cell.peer_set());
            off.candidates
                .insert_cells(seen & self.grid.cells_with(digit), digit);
            if let Some(groups) = &self.groups {
                for cell in cells {
                    off.groups[d] |= groups.cell_sees[d][cell.index()];
                }
                let mut bits = on.groups[d];
                while bits != 0 {
                    let g = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    off.candidates.insert_cells(groups.seen_by[d][g], digit);
                    off.groups[d] |= groups.weak_groups[d][g];
                }
            }
        }
        if self.mode.cell_weak() {
            for digit in Digit::ALL {
                let others = cells_on
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != digit.index())
                    .fold(CellSet::EMPTY, |all, (_, &cells)| all | cells);
                off.candidates
                    .insert_cells(others & self.grid.cells_with(digit), digit);
            }
        }
        off
    }

    /// Whether `a` false makes `b` true.
    fn is_strong(&self, a: Node, b: Node) -> bool {
        match (a, b) {
            (Node::Candidate(a), Node::Candidate(b)) => {
                if a.cell == b.cell {
                    self.mode.cell_strong()
                        && a.digit != b.digit
                        && self.bivalue.contains(a.cell)
                        && self.grid.has(a.cell, b.digit)
                } else {
                    self.mode.unit_strong()
                        && a.digit == b.digit
                        && self.conjugates[a.digit.index()][a.cell.index()].contains(b.cell)
                }
            }
            (Node::Candidate(a), Node::Group(digit, g)) => self.groups.as_ref().is_some_and(|gl| {
                a.digit == digit && gl.cell_strong[digit.index()][a.cell.index()] >> g & 1 == 1
            }),
            (Node::Group(digit, g), Node::Candidate(b)) => self.groups.as_ref().is_some_and(|gl| {
                b.digit == digit && gl.strong_cells[digit.index()][usize::from(g)].contains(b.cell)
            }),
            (Node::Group(d1, g), Node::Group(d2, h)) => self.groups.as_ref().is_some_and(|gl| {
                d1 == d2 && gl.strong_groups[d1.index()][usize::from(g)] >> h & 1 == 1
            }),
        }
    }

    /// Whether `a` true makes `b` false.
    fn is_weak(&self, a: Node, b: Node) -> bool {
        match (a, b) {
            (Node::Candidate(a), Node::Candidate(b)) => {
                if a.cell == b.cell {
                    self.mode.cell_weak() && a.digit != b.digit
                } else {
                    a.digit == b.digit && a.cell.peer_set().contains(b.cell)
                }
            }
            (Node::Candidate(a), Node::Group(digit, g)) => self.groups.as_ref().is_some_and(|gl| {
                a.digit == digit && gl.cell_sees[digit.index()][a.cell.index()] >> g & 1 == 1
            }),
            (Node::Group(digit, g), Node::Candidate(b)) => self.groups.as_ref().is_some_and(|gl| {
                b.digit == digit && gl.seen_by[digit.index()][usize::from(g)].contains(b.cell)
            }),
            (Node::Group(d1, g), Node::Group(d2, h)) => self.groups.as_ref().is_some_and(|gl| {
                d1 == d2 && gl.weak_groups[d1.index()][usize::from(g)] >> h & 1 == 1
            }),
        }
    }

    /// The cells of a node.
    fn cells(&self, node: Node) -> CellSet {
        match node {
            Node::Candidate(c) => CellSet::single(c.cell),
            Node::Group(digit, g) => self
                .groups
                .as_ref()
                .map_or(CellSet::EMPTY, |gl| gl.cells[digit.index()][usize::from(g)]),
        }
    }

    /// The cells that see every cell of `node`.
    fn seeing(&self, node: Node) -> CellSet {
        match (&self.groups, node) {
            (Some(groups), _) => groups.seeing(node),
            (None, Node::Candidate(c)) => c.cell.peer_set(),
            (None, Node::Group(..)) => CellSet::EMPTY,
        }
    }

    /// The candidates that conflict with both `a` and `b`, when one of the two is true.
    fn seeing_both(&self, a: Candidate, b: Candidate) -> CandidateSet {
        let mut result = CandidateSet::EMPTY;
        if a.digit == b.digit {
            if a.cell != b.cell {
                let cells = self.grid.cells_with(a.digit) & a.cell.peer_set() & b.cell.peer_set();
                result.insert_cells(cells, a.digit);
            }
        } else if self.mode.cell_weak() {
            if a.cell == b.cell {
                for digit in self.grid.candidates(a.cell) {
                    if digit != a.digit && digit != b.digit {
                        result.insert(a.cell, digit);
                    }
                }
            } else if a.cell.peer_set().contains(b.cell) {
                if self.grid.has(a.cell, b.digit) {
                    result.insert(a.cell, b.digit);
                }
                if self.grid.has(b.cell, a.digit) {
                    result.insert(b.cell, a.digit);
                }
            }
        }
        result
    }
}

/// The best chain found so far.
#[derive(Clone)]
struct Found {
    start: Node,
    end: Candidate,
    /// The on-layer of `end` (the chain has `2 * depth - 1` links).
    depth: usize,
    eliminations: CandidateSet,
    /// Whether the chain closes into a loop (its end is weakly linked back to its start, or is
    /// the start itself).
    looped: bool,
    path: Vec<Node>,
}

/// HoDoKu's order among steps that remove as many candidates: the lower "index sum" first, a sum
/// over the removed candidates (digit by digit, each digit's cells in order) that weighs later
/// ones more.
pub(crate) fn index_sum(eliminations: &CandidateSet) -> u64 {
    // HoDoKu sorts a chain's eliminations digit by digit before it compares them.
    let mut sum = 0u64;
    let mut weight = 1u64;
    for digit in Digit::ALL {
        for cell in eliminations.cells(digit) {
            sum += cell.index() as u64 * weight + u64::from(digit.get());
            weight += 80;
        }
    }
    sum
}

/// Whether removing `count` candidates with index sum `sum` by a chain of `depth` beats `best`.
fn beats(best: &Option<Found>, count: usize, sum: u64, depth: usize) -> bool {
    match best {
        None => true,
        Some(old) => {
            let old_count = old.eliminations.len();
            let old_sum = index_sum(&old.eliminations);
            count > old_count
                || (count == old_count && sum < old_sum)
                || (count == old_count && sum == old_sum && depth < old.depth)
        }
    }
}

/// Whether a chain visits a cell twice (other than in consecutive links inside one cell, and the
/// return of a loop to its start): HoDoKu does not accept such "lassos".
fn is_lasso(links: &Links, path: &[Node], looped: bool) -> bool {
    let mut seen = CellSet::EMPTY;
    let mut previous = CellSet::EMPTY;
    let last = path.len().saturating_sub(1);
    let first_cells = path.first().map_or(CellSet::EMPTY, |&n| links.cells(n));
    for (i, &node) in path.iter().enumerate() {
        let cells = links.cells(node);
        if cells == previous {
            continue;
        }
        let closing = looped && i == last && cells == first_cells;
        if !(seen & cells).is_empty() && !closing {
            return true;
        }
        seen |= cells;
        previous = cells;
    }
    false
}

/// The eliminations of a continuous loop: along every weak link, the candidates that see both of
/// its ends (the same digit in two places) or the rest of its cell (two digits of one cell).
fn loop_eliminations(links: &Links, path: &[Node]) -> CandidateSet {
    let mut result = CandidateSet::EMPTY;
    let chain_cells = path
        .iter()
        .fold(CellSet::EMPTY, |all, &n| all | links.cells(n));
    // Weak links run from an on-node (odd position) to the next off-node, and from the end back
    // to the start.
    let mut weak = Vec::with_capacity(path.len() / 2 + 1);
    for i in (1..path.len()).step_by(2) {
        if i + 1 < path.len() {
            weak.push((path[i], path[i + 1]));
        }
    }
    if let (Some(&first), Some(&last)) = (path.first(), path.last()) {
        weak.push((last, first));
    }
    for (a, b) in weak {
        match (a, b) {
            (Node::Candidate(a), Node::Candidate(b)) if a.cell == b.cell => {
                for digit in links.grid.candidates(a.cell) {
                    if digit != a.digit && digit != b.digit {
                        result.insert(a.cell, digit);
                    }
                }
            }
            _ if a.digit() == b.digit() => {
                let digit = a.digit();
                let cells = (links.grid.cells_with(digit) & links.seeing(a) & links.seeing(b))
                    - chain_cells;
                result.insert_cells(cells, digit);
            }
            _ => {}
        }
    }
    result
}

/// Searches chains from every candidate of `starts` in `mode` and returns the one removing the most
/// candidates (HoDoKu's order among equals), with its path. In grouped mode only chains through a
/// group node count.
fn best_chain(grid: &Grid, mode: Mode, starts: &CandidateSet) -> Option<Found> {
    let links = Links::new(grid, mode);
    let mut best: Option<Found> = None;
    let loops = matches!(mode, Mode::Any | Mode::Grouped);
    // Chains start at a candidate; grouped chains may also start at a group (HoDoKu reaches these
    // eliminations with loops through the eliminated candidate).
    let mut start_nodes: Vec<Node> = starts.to_vec().into_iter().map(Node::Candidate).collect();
    if let Some(groups) = &links.groups {
        for digit in Digit::ALL {
            for g in 0..GROUPS {
                if !groups.cells[digit.index()][g].is_empty() {
                    start_nodes.push(Node::Group(digit, g as u8));
                }
            }
        }
    }
    for start_node in start_nodes {
        // The start as a candidate, when it is one.
        let start = match start_node {
            Node::Candidate(candidate) => Some(candidate),
            Node::Group(..) => None,
        };
        if mode == Mode::Bivalue && start.is_some_and(|s| !links.bivalue.contains(s.cell)) {
            continue;
        }
        let start_cells = links.cells(start_node);
        let mut on_layers = [NodeSet::default(); MAX_DEPTH + 1];
        let mut off_layers = [NodeSet::default(); MAX_DEPTH + 1];
        let mut seen_on = NodeSet::default();
        let mut seen_off = NodeSet::default();
        off_layers[0].insert(start_node);
        seen_off.insert(start_node);
        for depth in 1..=MAX_DEPTH {
            let mut on = links.strong_from(&off_layers[depth - 1]);
            on.remove_all(&seen_on);
            if on.is_empty() {
                break;
            }
            seen_on.union_with(&on);
            on_layers[depth] = on;
            if depth >= 2 {
                for end in on.candidates.iter() {
                    if mode == Mode::Bivalue && end.digit != start_node.digit() {
                        continue;
                    }
                    // A chain ending weakly linked to its start closes into a loop; one ending on
                    // its start proves the start (only nice loops use them).
                    let looped = loops
                        && start.is_some_and(|s| s != end)
                        && links.is_weak(Node::Candidate(end), start_node);
                    let eliminations = match start {
                        Some(s) if s == end => {
                            if !loops {
                                continue;
                            }
                            let mut set = CandidateSet::EMPTY;
                            for digit in grid.candidates(s.cell) - Digits::single(s.digit) {
                                set.insert(s.cell, digit);
                            }
                            set
                        }
                        Some(s) => links.seeing_both(s, end),
                        None => {
                            // A group and a candidate of its digit: whatever sees both goes. HoDoKu
                            // finds these as loops through one eliminated candidate at a time, so
                            // the step takes one (the first).
                            let mut set = CandidateSet::EMPTY;
                            let digit = start_node.digit();
                            if start_cells.contains(end.cell) {
                                // Nothing sees both.
                            } else if end.digit == digit {
                                let cells = grid.cells_with(digit)
                                    & links.seeing(start_node)
                                    & end.cell.peer_set();
                                if let Some(first) = cells.first() {
                                    set.insert(first, digit);
                                }
                            } else if grid.has(end.cell, digit)
                                && links.seeing(start_node).contains(end.cell)
                            {
                                // The end's cell also holds the group's digit and sees the group.
                                set.insert(end.cell, digit);
                            }
                            set
                        }
                    };
                    if eliminations.is_empty() && !looped {
                        continue;
                    }
                    if !looped && !beats(&best, eliminations.len(), index_sum(&eliminations), depth)
                    {
                        continue;
                    }
                    let mut found = Found {
                        start: start_node,
                        end,
                        depth,
                        eliminations,
                        looped: looped || start == Some(end),
                        path: Vec::new(),
                    };
                    found.path = reconstruct(&links, &found, &on_layers, &off_layers);
                    if is_lasso(&links, &found.path, found.looped) {
                        continue;
                    }
                    if mode == Mode::Grouped
                        && !found.path.iter().any(|n| matches!(n, Node::Group(..)))
                    {
                        continue;
                    }
                    if looped {
                        let more = loop_eliminations(&links, &found.path);
                        found.eliminations.union_with(&more);
                        if found.eliminations.is_empty()
                            || !beats(
                                &best,
                                found.eliminations.len(),
                                index_sum(&found.eliminations),
                                depth,
                            )
                        {
                            continue;
                        }
                    }
                    best = Some(found);
                }
            }
            if depth == MAX_DEPTH {
                break;
            }
            // A chain may not pass through its start cell again (it may only end there), so the
            // start cell's candidates are not followed past the first link.
            let mut frontier = on;
            if let Some(start) = start {
                if depth >= 2 {
                    frontier.remove_cell(start.cell);
                }
            }
            let mut off = links.weak_from(&frontier);
            off.remove_all(&seen_off);
            if let Some(start) = start {
                off.remove_cell(start.cell);
            }
            seen_off.union_with(&off);
            off_layers[depth] = off;
        }
    }
    best
}

/// The chain's nodes from start to end, walking the layers back from the end. Among the ways back
/// through the layers, one that visits no cell twice is preferred (a bounded backtracking search);
/// failing that, the first way found.
fn reconstruct(
    links: &Links,
    found: &Found,
    on_layers: &[NodeSet; MAX_DEPTH + 1],
    off_layers: &[NodeSet; MAX_DEPTH + 1],
) -> Vec<Node> {
    let mut walk = Walk {
        links,
        found,
        on_layers,
        off_layers,
        budget: 2000,
    };
    let mut path = vec![Node::Candidate(found.end)];
    if walk.back(found.depth, &mut path) {
        path.reverse();
        return path;
    }
    // No simple way back within the budget: take the first one.
    let mut path = vec![Node::Candidate(found.end)];
    let mut current = Node::Candidate(found.end);
    for depth in (1..=found.depth).rev() {
        let Some(cause) = off_layers[depth - 1]
            .nodes()
            .into_iter()
            .find(|&off| links.is_strong(off, current))
        else {
            break;
        };
        path.push(cause);
        if depth == 1 {
            break;
        }
        let Some(before) = on_layers[depth - 1]
            .nodes()
            .into_iter()
            .find(|&on| links.is_weak(on, cause))
        else {
            break;
        };
        path.push(before);
        current = before;
    }
    path.reverse();
    path
}

/// The backtracking of [`reconstruct`].
struct Walk<'a, 'b> {
    links: &'a Links<'b>,
    found: &'a Found,
    on_layers: &'a [NodeSet; MAX_DEPTH + 1],
    off_layers: &'a [NodeSet; MAX_DEPTH + 1],
    budget: usize,
}

impl Walk<'_, '_> {
    /// Whether `node` may come next (walking backwards) on `path` without revisiting a cell.
    fn allowed(&self, node: Node, path: &[Node]) -> bool {
        let cells = self.links.cells(node);
        if !(cells & self.links.cells(self.found.start)).is_empty() {
            return false;
        }
        let last = path.last().map(|&n| self.links.cells(n));
        if last == Some(cells) {
            return true;
        }
        let used = path
            .iter()
            .fold(CellSet::EMPTY, |all, &n| all | self.links.cells(n));
        (used & cells).is_empty()
    }

    /// Extends `path` (built from the end) from the on-node at `depth` back to the start.
    fn back(&mut self, depth: usize, path: &mut Vec<Node>) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let current = *path.last().expect("not empty");
        for cause in self.off_layers[depth - 1].nodes() {
            if !self.links.is_strong(cause, current) {
                continue;
            }
            if depth == 1 {
                if cause == self.found.start {
                    path.push(cause);
                    return true;
                }
                continue;
            }
            if !self.allowed(cause, path) {
                continue;
            }
            path.push(cause);
            for before in self.on_layers[depth - 1].nodes() {
                if !self.links.is_weak(before, cause) || !self.allowed(before, path) {
                    continue;
                }
                path.push(before);
                if self.back(depth - 1, path) {
                    return true;
                }
                path.pop();
            }
            path.pop();
        }
        false
    }
}

impl fmt::Display for Node {
    /// Forum notation: `5r3c7` for a candidate, `5r3c78` for a group.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Node::Candidate(c) => write!(f, "{c}"),
            Node::Group(digit, g) => {
                let (line, box_) = group_units(usize::from(g));
                let (top, left) = (box_.number() / 3 * 3, box_.number() % 3 * 3);
                if line.index() < 9 {
                    write!(
                        f,
                        "{digit}r{}c{}{}{}",
                        line.number() + 1,
                        left + 1,
                        left + 2,
                        left + 3
                    )
                } else {
                    write!(
                        f,
                        "{digit}r{}{}{}c{}",
                        top + 1,
                        top + 2,
                        top + 3,
                        line.number() + 1
                    )
                }
            }
        }
    }
}

/// The chain in forum notation: `5r1c1 = 5r1c7 - 5r3c9 = 5r3c3` (`=` strong, `-` weak).
fn notation(path: &[Node], links: &Links) -> String {
    let mut text = String::new();
    for (i, node) in path.iter().enumerate() {
        if i > 0 {
            text.push_str(if i % 2 == 1 { " = " } else { " - " });
        }
        match node {
            Node::Group(digit, _) => {
                // Name the group by the cells it holds now.
                let cells = links.cells(*node);
                text.push_str(&format!("{digit}{}", compact(cells)));
            }
            Node::Candidate(c) => text.push_str(&c.to_string()),
        }
    }
    text
}

/// Cells of one row or column in compact forum form: `r1c23` or `r12c3`.
fn compact(cells: CellSet) -> String {
    let rows: Vec<String> = {
        let mut rows: Vec<usize> = cells.iter().map(|c| c.row() + 1).collect();
        rows.dedup();
        rows.iter().map(|r| r.to_string()).collect()
    };
    let mut cols: Vec<usize> = cells.iter().map(|c| c.col() + 1).collect();
    cols.sort_unstable();
    cols.dedup();
    let cols: Vec<String> = cols.iter().map(|c| c.to_string()).collect();
    format!("r{}c{}", rows.concat(), cols.concat())
}

/// The chain in words: "if r1c1 is not 5, then r1c7 is 5, then r3c9 is not 5, then r3c3 is 5".
fn prose(path: &[Node], links: &Links) -> String {
    let mut parts = Vec::new();
    for (i, &node) in path.iter().enumerate() {
        let on = i % 2 == 1;
        parts.push(match node {
            Node::Candidate(Candidate { cell, digit }) => {
                if on {
                    format!("{cell} is {digit}")
                } else {
                    format!("{cell} is not {digit}")
                }
            }
            Node::Group(digit, _) => {
                let cells = cell_list(links.cells(node)).replace(" and ", " or ");
                if on {
                    format!("{digit} is in {cells}")
                } else {
                    format!("{digit} is in none of {cells}")
                }
            }
        });
    }
    format!("if {}", parts.join(", then "))
}

fn chain_step(technique: Technique, found: &Found, links: &Links) -> Step {
    let path = &found.path;
    let cells = path
        .iter()
        .fold(CellSet::EMPTY, |all, &n| all | links.cells(n));
    let digits: Digits = path.iter().map(|n| n.digit()).collect();
    // Links alternate from the start: strong (the start false makes the next node true), then
    // weak, and so on; a loop closes with a weak link from its end back to its start.
    let drawn = |node: Node| RoleNode::group(node.digit(), links.cells(node));
    let mut chain_links: Vec<Link> = path
        .windows(2)
        .enumerate()
        .map(|(i, pair)| Link {
            from: drawn(pair[0]),
            to: drawn(pair[1]),
            strong: i % 2 == 0,
        })
        .collect();
    if found.looped && path.first() != path.last() {
        if let (Some(&last), Some(&first)) = (path.last(), path.first()) {
            chain_links.push(Link::weak(drawn(last), drawn(first)));
        }
    }
    let mut builder = StepBuilder::new(technique)
        .eliminate_by_digit(&found.eliminations)
        .focus(cells)
        .digits(digits)
        .chain(RoleChain { links: chain_links });
    // The units of the strong links between cells, for "look at ..." hints.
    for pair in path.windows(2).step_by(2) {
        let both = links.cells(pair[0]) | links.cells(pair[1]);
        if let Some(unit) = UNIT_SETS
            .iter()
            .position(|set| both.is_subset(*set))
            .and_then(Unit::new)
        {
            if both.len() > 1 {
                builder = builder.unit(unit);
            }
        }
    }
    let end = found.end;
    let conclusion = match found.start {
        Node::Candidate(start) if start == end => format!("so {} is {}", start.cell, start.digit),
        Node::Candidate(start) if found.looped => format!(
            "and {} being {} makes {} not {}: the loop closes, so each of its weak links holds \
             exactly one true candidate",
            end.cell, end.digit, start.cell, start.digit
        ),
        Node::Candidate(start) => format!(
            "so {} is {} or {} is {}",
            start.cell, start.digit, end.cell, end.digit
        ),
        group => format!(
            "so {} is in {} or {} is {}",
            group.digit(),
            cell_list(links.cells(group)).replace(" and ", " or "),
            end.cell,
            end.digit
        ),
    };
    builder.explain(format!(
        "{}: {}; {conclusion}",
        notation(path, links),
        prose(path, links)
    ))
}

/// Runs [`best_chain`] and builds the step.
fn chain(grid: &Grid, mode: Mode, starts: &CandidateSet, technique: Technique) -> Option<Step> {
    let found = best_chain(grid, mode, starts)?;
    let links = Links::new(grid, mode);
    Some(chain_step(technique, &found, &links))
}

/// X-chain: for the first digit that has one, the chain removing the most candidates.
pub(crate) fn x_chain(grid: &Grid) -> Option<Step> {
    for digit in Digit::ALL {
        let mut starts = CandidateSet::EMPTY;
        starts.insert_cells(grid.cells_with(digit), digit);
        if let Some(step) = chain(grid, Mode::Digit(digit), &starts, Technique::XChain) {
            return Some(step);
        }
    }
    None
}

/// XY-chain: a chain of bivalue cells whose two ends share a digit.
pub(crate) fn xy_chain(grid: &Grid) -> Option<Step> {
    chain(
        grid,
        Mode::Bivalue,
        &all_candidates(grid),
        Technique::XyChain,
    )
}

/// Nice loop / AIC: an alternating chain over any links between candidates.
pub(crate) fn nice_loop(grid: &Grid) -> Option<Step> {
    chain(grid, Mode::Any, &all_candidates(grid), Technique::NiceLoop)
}

/// Grouped nice loop / AIC: a chain through at least one group node.
pub(crate) fn grouped_nice_loop(grid: &Grid) -> Option<Step> {
    chain(
        grid,
        Mode::Grouped,
        &all_candidates(grid),
        Technique::GroupedNiceLoop,
    )
}

fn all_candidates(grid: &Grid) -> CandidateSet {
    let mut all = CandidateSet::EMPTY;
    for digit in Digit::ALL {
        all.insert_cells(grid.cells_with(digit), digit);
    }
    all
}

/// Remote pair: a chain of at least four cells all holding the same two digits, each seeing the
/// next. Along the chain the digits alternate, so two cells an odd number of links apart hold both
/// digits between them, and a cell seeing both cannot hold either.
pub(crate) fn remote_pair(grid: &Grid) -> Option<Step> {
    let mut best: Option<(CandidateSet, CellSet, Digits, [CellSet; 2])> = None;
    let mut done = CellSet::EMPTY;
    for first in grid.empty_cells() {
        let pair = grid.candidates(first);
        if pair.len() != 2 || done.contains(first) {
            continue;
        }
        let same: CellSet = grid
            .empty_cells()
            .iter()
            .filter(|&cell| grid.candidates(cell) == pair)
            .collect();
        // Colour the cluster of `first`: cells linked by seeing each other alternate colours.
        let mut colors = [CellSet::single(first), CellSet::EMPTY];
        let mut frontier = CellSet::single(first);
        let mut color = 0;
        let mut consistent = true;
        while !frontier.is_empty() {
            let reach = frontier
                .iter()
                .fold(CellSet::EMPTY, |all, cell| all | cell.peer_set())
                & same;
            let next = reach - colors[0] - colors[1];
            if !(reach & colors[color]).is_empty() {
                consistent = false; // two cells of one colour see each other
            }
            color = 1 - color;
            colors[color] |= next;
            frontier = next;
        }
        let cluster = colors[0] | colors[1];
        done |= cluster;
        if !consistent || cluster.len() < 4 {
            continue;
        }
        let targets = seeing_both_colors(colors) - cluster;
        let mut eliminations = CandidateSet::EMPTY;
        for digit in pair {
            eliminations.insert_cells(targets & grid.cells_with(digit), digit);
        }
        if !eliminations.is_empty()
            && best
                .as_ref()
                .is_none_or(|(old, _, _, _)| old.len() < eliminations.len())
        {
            best = Some((eliminations, cluster, pair, colors));
        }
    }
    let (eliminations, cluster, pair, colors) = best?;
    // Along the chain the cells alternate between two colours; both digits of a cell take its
    // colour.
    let mut builder = StepBuilder::new(Technique::RemotePair)
        .eliminate_by_digit(&eliminations)
        .focus(cluster)
        .digits(pair);
    for digit in pair {
        builder =
            builder
                .role(colors[0], digit, Role::Color(0))
                .role(colors[1], digit, Role::Color(1));
    }
    Some(builder.explain(format!(
        "{} all hold only {}, and along the chain of cells seeing each other the two digits \
         alternate; a cell seeing two cells of opposite parity sees both digits",
        cell_list(cluster),
        crate::logic::step::digit_list(pair)
    )))
}

/// The cells that see a cell of each colour.
fn seeing_both_colors(colors: [CellSet; 2]) -> CellSet {
    let see = |cells: CellSet| {
        cells
            .iter()
            .fold(CellSet::EMPTY, |all, cell| all | cell.peer_set())
    };
    see(colors[0]) & see(colors[1])
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
    fn remote_pair() {
        // HoDoKu 2.2 finds: "Remote Pair: 2/8 r7c8 -8- r2c8 -2- r2c6 -8- r4c6 -2- r4c7 -8- r5c9 -2-
        // r5c4 -8- r8c4 => r18c7,r7c59,r8c9<>2, r38c7,r7c59,r8c9<>8".
        let step = first_use(
            "1.8....5...4...6.72....3......5...4.6......9....91.7....73.........75.6.38.4.6..5",
            Technique::RemotePair,
        );
        assert_eq!(
            eliminations(&step),
            [
                "r1c7<>2", "r3c7<>8", "r7c5<>2", "r7c5<>8", "r7c9<>2", "r7c9<>8", "r8c7<>2",
                "r8c7<>8", "r8c9<>2", "r8c9<>8"
            ]
        );
    }

    #[test]
    fn x_chain() {
        // HoDoKu 2.2 finds: "X-Chain: 3 r4c2 =3= r4c8 -3- r8c8 =3= r7c9 -3- r7c5 =3= r6c5 =>
        // r6c123<>3".
        let step = first_use(
            "....5..8...7.293..1...74..25.91.2..4....4.........816.718....2...........6......7",
            Technique::XChain,
        );
        assert_eq!(eliminations(&step), ["r6c1<>3", "r6c2<>3", "r6c3<>3"]);
    }

    #[test]
    fn xy_chain() {
        // HoDoKu 2.2 finds: "XY-Chain: 5 5- r5c2 -8- r7c2 -2- r7c1 -8- r3c1 -1- r4c1 -4- r4c8 -1-
        // r6c8 -5 => r5c89,r6c123<>5".
        let step = first_use(
            "76.....9.............42536...65..2..9..1.2.......7...9.....643..49.8...2.1...7...",
            Technique::XyChain,
        );
        assert_eq!(
            eliminations(&step),
            ["r5c8<>5", "r5c9<>5", "r6c1<>5", "r6c2<>5", "r6c3<>5"]
        );
    }

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
}
