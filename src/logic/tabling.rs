//! Forcing chains and forcing nets, found the way HoDoKu finds them: with Trebor's tables.
//!
//! Assume a candidate true, and separately false, and write down everything that follows: one
//! table per premise. For a forcing chain only direct consequences count (a candidate true makes
//! its peers and the rest of its cell false; a candidate false makes the other place of a
//! conjugate pair, or the other digit of a bivalue cell, true; and the same through group nodes);
//! for a forcing net the premise is played out on a copy of the grid for four rounds of singles,
//! so a consequence may need several facts at once. Each table is then closed under the tables of
//! its consequences (a chain is a path through them).
//!
//! The tables prove things in two ways. A premise that leads to a contradiction (a candidate both
//! true and false, two digits in a cell, a digit twice in a unit, a cell or a unit left without a
//! place) is false: a contradiction. Premises that cannot all be false (a candidate true and the
//! same candidate false, the candidates of a cell, the places of a digit in a unit) and all lead to
//! the same fact prove it: a verity.
//!
//! Of everything proved, the step is the one HoDoKu's solver takes: a digit placed before a
//! candidate removed, the lowest cell first, then the lowest digit; and it is drawn with the
//! shortest chains that prove it.

use std::collections::HashMap;

use crate::board::{Cell, Digit};
use crate::l10n::Message;
use crate::logic::grid::Grid;
use crate::logic::roles::{Chain, Link, Node, UnitRole};
use crate::logic::step::{Candidate, CandidateSet, Step, StepBuilder, Technique};
use crate::rules::{Unit, UnitKind, CELL_UNITS};
use crate::sets::{CellSet, Digits};

/// The most entries a table holds, as in HoDoKu (its tables stop growing there).
const MAX_ENTRIES: usize = 1000;

/// Rounds of singles a forcing net plays out after its premise (HoDoKu's default look-ahead).
const LOOK_AHEAD: usize = 4;

/// Node ids: `digit * 81 + cell` for a candidate true, 729 more for it false, then two per group
/// node (false, true).
const CANDIDATE_NODES: usize = 729;
pub(crate) const NORMAL_NODES: usize = 2 * CANDIDATE_NODES;

/// Chains use direct consequences only; nets play premises out with singles.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    Chains,
    Nets,
}

#[inline]
fn on_id(cell: Cell, digit: Digit) -> usize {
    digit.index() * 81 + cell.index()
}

#[inline]
fn off_id(cell: Cell, digit: Digit) -> usize {
    CANDIDATE_NODES + digit.index() * 81 + cell.index()
}

#[inline]
fn group_id(group: usize, on: bool) -> usize {
    NORMAL_NODES + 2 * group + usize::from(on)
}

/// One digit in two or three cells of a box-line crossing: true when the digit is in one of them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Group {
    pub(crate) digit: Digit,
    pub(crate) cells: CellSet,
    line: Unit,
    box_: Unit,
    /// The cells that see every cell of the group.
    buddies: CellSet,
}

/// The group nodes of `grid` in HoDoKu's order: rows, then columns; in each line by digit, then
/// by box.
pub(crate) fn group_nodes(grid: &Grid) -> Vec<Group> {
    let mut groups = Vec::new();
    for lines in [Unit::ROWS, Unit::COLUMNS] {
        for line in lines {
            for digit in Digit::ALL {
                let in_line = grid.cells_in_unit(digit, line);
                if in_line.len() < 2 {
                    continue;
                }
                for box_ in Unit::BOXES {
                    let cells = in_line & box_.cell_set();
                    if cells.len() >= 2 {
                        let buddies = cells
                            .iter()
                            .fold(CellSet::ALL, |all, cell| all & cell.peer_set());
                        groups.push(Group {
                            digit,
                            cells,
                            line,
                            box_,
                            buddies,
                        });
                    }
                }
            }
        }
    }
    groups
}

/// What a node id stands for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Fact {
    /// A candidate, true or false.
    Candidate { cell: Cell, digit: Digit, on: bool },
    /// A group node, true or false.
    Group { group: usize, on: bool },
}

/// The implications of one grid: for every node, its direct consequences in HoDoKu's order, and
/// the closure of every table.
pub(crate) struct Tables<'a> {
    grid: &'a Grid,
    mode: Mode,
    pub(crate) groups: Vec<Group>,
    node_count: usize,
    /// Direct consequences: `targets[starts[id]..starts[id + 1]]`.
    starts: Vec<u32>,
    targets: Vec<u16>,
    /// Words per reach set.
    words: usize,
    /// For every node, the index of its reach set in `reach`; `u32::MAX` for nodes without a
    /// table.
    reach_of: Vec<u32>,
    /// Reach sets (every node a table reaches, itself included), one per strongly connected
    /// component of the implication graph.
    reach: Vec<u64>,
}

/// The candidates a table makes true and false.
#[derive(Clone, Copy, Default)]
pub(crate) struct Outcome {
    pub(crate) on: [CellSet; 9],
    pub(crate) off: [CellSet; 9],
}

/// A table filled breadth first: its entries in order, where each came from, how far.
pub(crate) struct Spread {
    pub(crate) order: Vec<usize>,
    /// For each entry, the index of the entry whose consequences brought it in.
    pub(crate) parents: Vec<u16>,
    /// For each entry, how many steps from the premise.
    pub(crate) depth: Vec<u16>,
    /// For each node, its index in `order` (`u16::MAX` when absent).
    position: Vec<u16>,
}

impl Spread {
    fn index(&self, node: usize) -> Option<usize> {
        match self.position[node] {
            u16::MAX => None,
            i => Some(usize::from(i)),
        }
    }

    /// How many steps from the premise `node` is (far away when absent).
    fn distance(&self, node: usize) -> usize {
        self.index(node)
            .map_or(MAX_ENTRIES, |i| usize::from(self.depth[i]))
    }
}

impl<'a> Tables<'a> {
    /// The tables of `grid` in `mode`, closed.
    pub(crate) fn new(grid: &'a Grid, mode: Mode) -> Tables<'a> {
        let mut tables = Tables::direct_only(grid, mode, true);
        tables.close();
        tables
    }

    /// The tables of `grid` in `mode` with their direct consequences only (not closed), with or
    /// without group nodes: what a search that walks the tables itself needs.
    pub(crate) fn direct_only(grid: &'a Grid, mode: Mode, with_groups: bool) -> Tables<'a> {
        let groups = if with_groups {
            group_nodes(grid)
        } else {
            Vec::new()
        };
        let node_count = NORMAL_NODES + 2 * groups.len();
        let mut tables = Tables {
            grid,
            mode,
            groups,
            node_count,
            starts: Vec::with_capacity(node_count + 1),
            targets: Vec::new(),
            words: node_count.div_ceil(64),
            reach_of: Vec::new(),
            reach: Vec::new(),
        };
        tables.build();
        tables
    }

    pub(crate) fn fact(&self, id: usize) -> Fact {
        if id < NORMAL_NODES {
            let on = id < CANDIDATE_NODES;
            let rest = id % CANDIDATE_NODES;
            Fact::Candidate {
                cell: Cell::ALL[rest % 81],
                digit: Digit::ALL[rest / 81],
                on,
            }
        } else {
            let rest = id - NORMAL_NODES;
            Fact::Group {
                group: rest / 2,
                on: rest % 2 == 1,
            }
        }
    }

    /// Whether node `id` has a table (its candidate is in the grid).
    fn has_table(&self, id: usize) -> bool {
        match self.fact(id) {
            Fact::Candidate { cell, digit, .. } => self.grid.has(cell, digit),
            Fact::Group { .. } => true,
        }
    }

    /// The direct consequences of `id`.
    pub(crate) fn direct(&self, id: usize) -> &[u16] {
        &self.targets[self.starts[id] as usize..self.starts[id + 1] as usize]
    }

    /// Fills the direct consequences of every node.
    fn build(&mut self) {
        let mut mark = vec![0u32; self.node_count];
        let mut stamp = 0u32;
        let mut list: Vec<u16> = Vec::with_capacity(256);
        let mut simulation = Simulation::default();
        for id in 0..self.node_count {
            self.starts.push(self.targets.len() as u32);
            if !self.has_table(id) {
                continue;
            }
            stamp += 1;
            list.clear();
            mark[id] = stamp; // the premise itself is entry 0
            let mut push = |list: &mut Vec<u16>, node: usize| {
                if mark[node] != stamp {
                    mark[node] = stamp;
                    list.push(node as u16);
                }
            };
            match self.fact(id) {
                Fact::Candidate { cell, digit, on } => {
                    match self.mode {
                        Mode::Chains => {
                            self.chain_consequences(cell, digit, on, &mut |n| push(&mut list, n))
                        }
                        Mode::Nets => {
                            simulation.run(self.grid, cell, digit, on, false);
                            for entry in &simulation.entries[1..] {
                                push(&mut list, usize::from(entry.node));
                            }
                        }
                    }
                    self.group_consequences_of_candidate(cell, digit, on, &mut |n| {
                        push(&mut list, n)
                    });
                }
                Fact::Group { group, on } => {
                    self.group_consequences(group, on, &mut |n| push(&mut list, n));
                }
            }
            self.targets.extend_from_slice(&list);
        }
        self.starts.push(self.targets.len() as u32);
    }

    /// A forcing chain's direct consequences of a candidate being true (`on`) or false.
    fn chain_consequences(&self, cell: Cell, digit: Digit, on: bool, push: &mut impl FnMut(usize)) {
        let grid = self.grid;
        if on {
            for other in grid.candidates(cell) - Digits::single(digit) {
                push(off_id(cell, other));
            }
            for unit in CELL_UNITS[cell.index()] {
                let places = grid.cells_in_unit(digit, unit);
                if places.len() >= 2 {
                    for peer in places - CellSet::single(cell) {
                        push(off_id(peer, digit));
                    }
                }
            }
        } else {
            let candidates = grid.candidates(cell);
            if candidates.len() == 2 {
                if let Some(other) = (candidates - Digits::single(digit)).single_digit() {
                    push(on_id(cell, other));
                }
            }
            for unit in CELL_UNITS[cell.index()] {
                let places = grid.cells_in_unit(digit, unit);
                if places.len() == 2 {
                    if let Some(peer) = (places - CellSet::single(cell)).single_cell() {
                        push(on_id(peer, digit));
                    }
                }
            }
        }
    }

    /// The group nodes a candidate's table reaches directly: a candidate true makes every group
    /// it sees false; a candidate false makes a group true when the candidate is the group's only
    /// other place in its box or line.
    fn group_consequences_of_candidate(
        &self,
        cell: Cell,
        digit: Digit,
        on: bool,
        push: &mut impl FnMut(usize),
    ) {
        for (g, group) in self.groups.iter().enumerate() {
            if group.digit != digit || !group.buddies.contains(cell) {
                continue;
            }
            if on {
                push(group_id(g, false));
            } else {
                let seeing = self.grid.cells_with(digit) & group.buddies;
                for unit in [group.box_, group.line] {
                    if (seeing & unit.cell_set()).single_cell() == Some(cell) {
                        push(group_id(g, true));
                    }
                }
            }
        }
    }

    /// A group node's consequences: true makes every candidate and group it sees false; false
    /// makes the only other place (candidate or group) in its box or line true.
    fn group_consequences(&self, g: usize, on: bool, push: &mut impl FnMut(usize)) {
        let group = self.groups[g];
        let digit = group.digit;
        let places = self.grid.cells_with(digit);
        let seeing = places & group.buddies;
        if on {
            for cell in seeing {
                push(off_id(cell, digit));
            }
        } else {
            for unit in [group.box_, group.line] {
                if let Some(cell) = (seeing & unit.cell_set()).single_cell() {
                    push(on_id(cell, digit));
                }
            }
        }
        // Other groups of the digit sharing the line or the box without overlapping.
        let mut in_line = (0usize, 0usize);
        let mut in_box = (0usize, 0usize);
        for (h, other) in self.groups.iter().enumerate() {
            if h == g || other.digit != digit || !(other.cells & group.cells).is_empty() {
                continue;
            }
            if other.line == group.line {
                in_line = (in_line.0 + 1, h);
                if on {
                    push(group_id(h, false));
                }
            }
            if other.box_ == group.box_ {
                in_box = (in_box.0 + 1, h);
                if on {
                    push(group_id(h, false));
                }
            }
        }
        if !on {
            for ((count, h), unit) in [(in_line, group.line), (in_box, group.box_)] {
                if count == 1 {
                    let rest = (places & unit.cell_set()) - group.cells - self.groups[h].cells;
                    if rest.is_empty() {
                        push(group_id(h, true));
                    }
                }
            }
        }
    }

    /// Computes the reach set of every table: the strongly connected components of the
    /// implication graph (Tarjan's algorithm, without recursion), each component's reach being
    /// its own nodes and the reach of the components it points to, which are finished first.
    fn close(&mut self) {
        let n = self.node_count;
        let words = self.words;
        const NONE: u32 = u32::MAX;
        let mut index = vec![NONE; n];
        let mut low = vec![0u32; n];
        let mut on_stack = vec![false; n];
        let mut stack: Vec<u32> = Vec::new();
        let mut frames: Vec<(u32, u32)> = Vec::new();
        let mut counter = 0u32;
        self.reach_of = vec![NONE; n];
        let mut members: Vec<u32> = Vec::new();
        for root in 0..n {
            if index[root] != NONE || !self.has_table(root) {
                continue;
            }
            index[root] = counter;
            low[root] = counter;
            counter += 1;
            stack.push(root as u32);
            on_stack[root] = true;
            frames.push((root as u32, self.starts[root]));
            while let Some(frame) = frames.last_mut() {
                let v = frame.0 as usize;
                if frame.1 < self.starts[v + 1] {
                    let w = usize::from(self.targets[frame.1 as usize]);
                    frame.1 += 1;
                    if index[w] == NONE {
                        index[w] = counter;
                        low[w] = counter;
                        counter += 1;
                        stack.push(w as u32);
                        on_stack[w] = true;
                        frames.push((w as u32, self.starts[w]));
                    } else if on_stack[w] {
                        low[v] = low[v].min(index[w]);
                    }
                    continue;
                }
                frames.pop();
                if let Some(parent) = frames.last() {
                    let u = parent.0 as usize;
                    low[u] = low[u].min(low[v]);
                }
                if low[v] != index[v] {
                    continue;
                }
                // v roots a component: pop it and compute its reach.
                members.clear();
                loop {
                    let w = stack.pop().expect("v is on the stack") as usize;
                    on_stack[w] = false;
                    members.push(w as u32);
                    if w == v {
                        break;
                    }
                }
                let component = (self.reach.len() / words) as u32;
                let base = self.reach.len();
                self.reach.resize(base + words, 0);
                for &m in &members {
                    self.reach_of[m as usize] = component;
                }
                for &m in &members {
                    let m = m as usize;
                    self.reach[base + m / 64] |= 1 << (m % 64);
                    for k in self.starts[m] as usize..self.starts[m + 1] as usize {
                        let other = self.reach_of[usize::from(self.targets[k])];
                        if other != component && other != NONE {
                            let from = other as usize * words;
                            for w in 0..words {
                                let word = self.reach[from + w];
                                self.reach[base + w] |= word;
                            }
                        }
                    }
                }
            }
        }
    }

    /// The reach set of `id`'s table.
    fn reach_set(&self, id: usize) -> &[u64] {
        let component = self.reach_of[id] as usize;
        &self.reach[component * self.words..(component + 1) * self.words]
    }

    /// What the table of `id` makes true and false, as HoDoKu's table holds it: everything
    /// reached, unless that is more than a table holds, when the table keeps the first entries in
    /// breadth-first order.
    pub(crate) fn outcome(&self, id: usize) -> Outcome {
        let reach = self.reach_set(id);
        let count: u32 = reach.iter().map(|w| w.count_ones()).sum();
        if count as usize > MAX_ENTRIES {
            return self.truncated_outcome(id);
        }
        let mut outcome = Outcome::default();
        for digit in 0..9 {
            outcome.on[digit] = extract_cells(reach, digit * 81);
            outcome.off[digit] = extract_cells(reach, CANDIDATE_NODES + digit * 81);
        }
        outcome
    }

    /// The table of `id` filled breadth first up to its size limit.
    fn truncated_outcome(&self, id: usize) -> Outcome {
        let mut outcome = Outcome::default();
        for node in self.breadth_first(id).order {
            if let Fact::Candidate { cell, digit, on } = self.fact(node) {
                let set = if on {
                    &mut outcome.on[digit.index()]
                } else {
                    &mut outcome.off[digit.index()]
                };
                set.insert(cell);
            }
        }
        outcome
    }

    /// The entries of the table of `id` in the order HoDoKu fills it (breadth first, at most
    /// [`MAX_ENTRIES`]), each with the entry whose consequences brought it in.
    pub(crate) fn breadth_first(&self, id: usize) -> Spread {
        let mut spread = Spread {
            order: vec![id],
            parents: vec![0],
            depth: vec![0],
            position: vec![u16::MAX; self.node_count],
        };
        spread.position[id] = 0;
        let mut next = 0;
        while next < spread.order.len() && spread.order.len() < MAX_ENTRIES {
            let node = spread.order[next];
            for &t in self.direct(node) {
                let t = usize::from(t);
                if spread.position[t] == u16::MAX && spread.order.len() < MAX_ENTRIES {
                    spread.position[t] = spread.order.len() as u16;
                    spread.order.push(t);
                    spread.parents.push(next as u16);
                    spread.depth.push(spread.depth[next] + 1);
                }
            }
            next += 1;
        }
        spread
    }

    /// The node of a candidate fact.
    pub(crate) fn candidate_node(cell: Cell, digit: Digit, on: bool) -> usize {
        if on {
            on_id(cell, digit)
        } else {
            off_id(cell, digit)
        }
    }

    /// The chain node a node id draws as.
    pub(crate) fn drawn(&self, id: usize) -> Node {
        match self.fact(id) {
            Fact::Candidate { cell, digit, .. } => Node::Candidate(Candidate::new(cell, digit)),
            Fact::Group { group, .. } => {
                let group = self.groups[group];
                Node::Group {
                    digit: group.digit,
                    cells: group.cells,
                }
            }
        }
    }

    /// Whether node `id` stands for something true (rather than false).
    pub(crate) fn is_on(&self, id: usize) -> bool {
        match self.fact(id) {
            Fact::Candidate { on, .. } | Fact::Group { on, .. } => on,
        }
    }

    /// The links that derive `target` in the table whose breadth-first fill is `spread`: a
    /// chain, or in a net every fact each needed step stood on, causes before effects. `None`
    /// when the table does not reach `target`.
    fn derivation(
        &self,
        spread: &Spread,
        target: usize,
        simulations: &mut HashMap<usize, Simulation>,
    ) -> Option<Chain> {
        let end = spread.index(target)?;
        let mut links = Vec::new();
        let mut done = vec![false; spread.order.len()];
        // Depth-first, causes before effects, with an explicit stack of (entry, expanded).
        let mut stack = vec![(end, false)];
        while let Some((entry, expanded)) = stack.pop() {
            if entry == 0 || (done[entry] && !expanded) {
                continue;
            }
            let parent = usize::from(spread.parents[entry]);
            let causes = self.causes(spread.order[parent], spread.order[entry], simulations);
            if expanded {
                if done[entry] {
                    continue;
                }
                done[entry] = true;
                for cause in causes {
                    let strong = !self.is_on(cause);
                    links.push(Link {
                        from: self.drawn(cause),
                        to: self.drawn(spread.order[entry]),
                        strong,
                    });
                }
            } else {
                stack.push((entry, true));
                for cause in causes {
                    if let Some(i) = spread.index(cause) {
                        if !done[i] && i != entry {
                            stack.push((i, false));
                        }
                    }
                }
            }
        }
        Some(Chain { links })
    }

    /// The chain (or net) by which the table of `premise` reaches `target`, if it does.
    pub(crate) fn chain_between(&self, premise: usize, target: usize) -> Option<Chain> {
        let spread = self.breadth_first(premise);
        self.derivation(&spread, target, &mut HashMap::new())
    }

    /// The facts in the table of `source` that `node` follows from: `source` itself for a chain,
    /// the facts a single stood on for a net.
    fn causes(
        &self,
        source: usize,
        node: usize,
        cache: &mut HashMap<usize, Simulation>,
    ) -> Vec<usize> {
        let Fact::Candidate { cell, digit, on } = self.fact(source) else {
            return vec![source];
        };
        if self.mode == Mode::Chains {
            return vec![source];
        }
        let simulation = cache.entry(source).or_insert_with(|| {
            let mut simulation = Simulation::default();
            simulation.run(self.grid, cell, digit, on, true);
            simulation
        });
        match simulation
            .entries
            .iter()
            .position(|e| usize::from(e.node) == node)
        {
            Some(i) if i > 0 => {
                let entry = simulation.entries[i];
                let causes = &simulation.causes[entry.causes.0 as usize..entry.causes.1 as usize];
                causes
                    .iter()
                    .map(|&c| usize::from(simulation.entries[c as usize].node))
                    .collect()
            }
            // A consequence through a group node, recorded beside the simulation.
            _ => vec![source],
        }
    }
}

/// The 81 bits of `words` from bit `start`, as cells.
fn extract_cells(words: &[u64], start: usize) -> CellSet {
    let mut bits = 0u128;
    let mut taken = 0;
    while taken < 81 {
        let position = start + taken;
        let word = words[position / 64] >> (position % 64);
        let available = (64 - position % 64).min(81 - taken);
        let mask = if available == 64 {
            u64::MAX
        } else {
            (1u64 << available) - 1
        };
        bits |= u128::from(word & mask) << taken;
        taken += available;
    }
    CellSet::from_bits_truncate(bits)
}

/// One fact recorded while a premise is played out, with the facts it stood on.
#[derive(Clone, Copy)]
struct Entry {
    node: u16,
    /// A range of [`Simulation::causes`]: indices of earlier entries.
    causes: (u32, u32),
}

/// A forcing net's premise played out on a copy of the grid: the premise, then four rounds of
/// every naked and hidden single, recording every candidate set and removed.
#[derive(Default)]
struct Simulation {
    entries: Vec<Entry>,
    causes: Vec<u16>,
    position: Vec<u16>,
    /// The singles of a round (kept to reuse its memory).
    /// Each with the unit a hidden single was found in (none for a naked single).
    singles: Vec<(Cell, Digit, Option<Unit>)>,
}

impl Simulation {
    const NONE: u16 = u16::MAX;

    fn run(&mut self, grid: &Grid, cell: Cell, digit: Digit, on: bool, with_causes: bool) {
        if self.position.len() == NORMAL_NODES {
            for entry in &self.entries {
                self.position[usize::from(entry.node)] = Self::NONE;
            }
        } else {
            self.position = vec![Self::NONE; NORMAL_NODES];
        }
        self.entries.clear();
        self.causes.clear();
        let mut work = *grid;
        if on {
            self.place(grid, &mut work, cell, digit, &[], with_causes);
        } else {
            work.eliminate(cell, digit);
            self.record(off_id(cell, digit), &[], with_causes);
            if let Some(only) = work.candidates(cell).single_digit() {
                self.place(grid, &mut work, cell, only, &[0], with_causes);
            }
        }
        let mut singles = std::mem::take(&mut self.singles);
        for _ in 0..LOOK_AHEAD {
            singles.clear();
            for c in work.empty_cells() {
                if let Some(d) = work.candidates(c).single_digit() {
                    singles.push((c, d, None));
                }
            }
            // Hidden singles, one per cell (its lowest digit), cell by cell.
            let mut hidden = [CellSet::EMPTY; 9];
            for unit in Unit::ALL {
                for d in Digit::ALL {
                    if let Some(c) = work.cells_in_unit(d, unit).single_cell() {
                        hidden[d.index()].insert(c);
                    }
                }
            }
            let any_hidden = hidden
                .iter()
                .fold(CellSet::EMPTY, |all, &cells| all | cells);
            for c in any_hidden {
                if let Some(d) = Digit::ALL
                    .into_iter()
                    .find(|d| hidden[d.index()].contains(c))
                {
                    // The unit it is alone in, now, with the fewest places to begin with: every
                    // other place there has been ruled out, which is what the single stands on
                    // (an earlier single of the same round may change the grid before it is set).
                    let unit = CELL_UNITS[c.index()]
                        .into_iter()
                        .filter(|&unit| work.cells_in_unit(d, unit) == CellSet::single(c))
                        .min_by_key(|&unit| grid.cells_in_unit(d, unit).len());
                    singles.push((c, d, unit));
                }
            }
            if singles.is_empty() {
                break;
            }
            for &(c, d, unit) in &singles {
                let mut causes: Vec<u16> = Vec::new();
                if with_causes {
                    match unit {
                        None => {
                            for other in grid.candidates(c) - Digits::single(d) {
                                causes.push(self.position[off_id(c, other)]);
                            }
                        }
                        Some(unit) => {
                            for other in grid.cells_in_unit(d, unit) - CellSet::single(c) {
                                causes.push(self.position[off_id(other, d)]);
                            }
                        }
                    }
                    causes.retain(|&i| i != Self::NONE);
                }
                self.place(grid, &mut work, c, d, &causes, with_causes);
            }
        }
        self.singles = singles;
    }

    /// Records `node` with its causes unless it is already recorded; returns its entry index.
    fn record(&mut self, node: usize, causes: &[u16], with_causes: bool) -> u16 {
        if self.position[node] != Self::NONE {
            return self.position[node];
        }
        let start = self.causes.len() as u32;
        if with_causes {
            self.causes.extend_from_slice(causes);
        }
        let index = self.entries.len() as u16;
        self.entries.push(Entry {
            node: node as u16,
            causes: (start, self.causes.len() as u32),
        });
        self.position[node] = index;
        index
    }

    /// Sets `digit` in `cell` on the copy, recording it and every candidate it removes (the
    /// digit from the cell's peers in the original grid, the rest of the cell).
    fn place(
        &mut self,
        grid: &Grid,
        work: &mut Grid,
        cell: Cell,
        digit: Digit,
        causes: &[u16],
        with_causes: bool,
    ) {
        let peers = grid.cells_with(digit) & cell.peer_set();
        let others = work.candidates(cell) - Digits::single(digit);
        work.place(cell, digit);
        let set = self.record(on_id(cell, digit), causes, with_causes);
        for peer in peers {
            self.record(off_id(peer, digit), &[set], with_causes);
        }
        for other in others {
            self.record(off_id(cell, other), &[set], with_causes);
        }
    }
}

/// What the tables prove.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Conclusion {
    Set(Cell, Digit),
    Remove(Cell, Digit),
}

impl Conclusion {
    /// HoDoKu's order: placements first, the lowest cell first; then removals, the lowest cell
    /// and digit first.
    fn rank(self) -> (u8, usize) {
        match self {
            Conclusion::Set(cell, _) => (0, cell.index()),
            Conclusion::Remove(cell, digit) => (1, cell.index() * 10 + usize::from(digit.get())),
        }
    }
}

/// Why a conclusion holds.
#[derive(Clone, Debug)]
enum Reason {
    /// The premise leads to facts that cannot all hold: `ends` are the nodes reached, `what`
    /// says how they clash. The premise is always a candidate, assumed true (`on`) or false.
    Contradiction {
        premise: usize,
        candidate: Candidate,
        on: bool,
        ends: Vec<usize>,
        what: Clash,
    },
    /// Every premise (one of which is true) leads to `target`.
    Verity {
        premises: Vec<usize>,
        target: usize,
        over: Over,
    },
}

/// How a contradiction's facts clash.
#[derive(Clone, Copy, Debug)]
enum Clash {
    /// The premise makes itself false (or true, for a false premise).
    Itself,
    /// A candidate is both true and false.
    Both(Cell, Digit),
    /// Two digits in one cell.
    TwoDigits(Cell),
    /// A digit twice in a unit.
    Twice(Unit, Digit),
    /// A cell without a candidate.
    EmptyCell(Cell),
    /// A digit without a place in a unit.
    NoPlace(Unit, Digit),
}

/// What a verity's premises cover (one of them is true).
#[derive(Clone, Copy, Debug)]
enum Over {
    /// A candidate, true and false.
    Candidate(Cell, Digit),
    /// The candidates of a cell.
    Cell(Cell),
    /// The places of a digit in a unit.
    Unit(Unit, Digit),
}

/// The best conclusion found so far and every reason found for it.
#[derive(Default)]
struct Best {
    conclusion: Option<Conclusion>,
    reasons: Vec<Reason>,
}

impl Best {
    fn offer(&mut self, conclusion: Conclusion, reason: impl FnOnce() -> Reason) {
        match self.conclusion {
            Some(best) if best.rank() < conclusion.rank() => {}
            Some(best) if best == conclusion => self.reasons.push(reason()),
            _ => {
                self.conclusion = Some(conclusion);
                self.reasons.clear();
                self.reasons.push(reason());
            }
        }
    }
}

/// The forcing chain HoDoKu's solver would take on `grid`.
pub(crate) fn forcing_chain(grid: &Grid) -> Option<Step> {
    forcing(grid, Mode::Chains)
}

/// The forcing net HoDoKu's solver would take on `grid`.
pub(crate) fn forcing_net(grid: &Grid) -> Option<Step> {
    forcing(grid, Mode::Nets)
}

fn forcing(grid: &Grid, mode: Mode) -> Option<Step> {
    let tables = Tables::new(grid, mode);
    let outcomes: Vec<Option<Outcome>> = (0..NORMAL_NODES)
        .map(|id| tables.has_table(id).then(|| tables.outcome(id)))
        .collect();
    let best = conclude(grid, &outcomes);
    let conclusion = best.conclusion?;
    Some(forcing_step(&tables, mode, conclusion, &best.reasons))
}

/// The cells where each digit is still allowed by the digits placed (candidates removed by
/// reasoning included, as HoDoKu's check for a unit without a place counts them).
fn allowed(grid: &Grid) -> [CellSet; 9] {
    let mut allowed = [grid.empty_cells(); 9];
    for cell in !grid.empty_cells() {
        if let Some(digit) = grid.value(cell) {
            allowed[digit.index()] -= cell.peer_set();
        }
    }
    allowed
}

/// Every conclusion of the tables, keeping the best with its reasons.
fn conclude(grid: &Grid, outcomes: &[Option<Outcome>]) -> Best {
    let mut best = Best::default();
    let allowed = allowed(grid);
    // One table alone: a premise leading to a contradiction is false.
    for cell in grid.empty_cells() {
        for digit in grid.candidates(cell) {
            for on in [true, false] {
                let premise = Tables::candidate_node(cell, digit, on);
                if let Some(outcome) = &outcomes[premise] {
                    contradictions(grid, &allowed, premise, cell, digit, on, outcome, &mut best);
                }
            }
        }
    }
    // A candidate true and false lead to the same fact.
    for cell in grid.empty_cells() {
        for digit in grid.candidates(cell) {
            let on = Tables::candidate_node(cell, digit, true);
            let off = Tables::candidate_node(cell, digit, false);
            let (Some(a), Some(b)) = (&outcomes[on], &outcomes[off]) else {
                continue;
            };
            for d in Digit::ALL {
                let both_on = (a.on[d.index()] & b.on[d.index()]) - CellSet::single(cell);
                for target in both_on {
                    best.offer(Conclusion::Set(target, d), || Reason::Verity {
                        premises: vec![on, off],
                        target: Tables::candidate_node(target, d, true),
                        over: Over::Candidate(cell, digit),
                    });
                }
                let both_off = (a.off[d.index()] & b.off[d.index()]) - CellSet::single(cell);
                for target in both_off {
                    best.offer(Conclusion::Remove(target, d), || Reason::Verity {
                        premises: vec![on, off],
                        target: Tables::candidate_node(target, d, false),
                        over: Over::Candidate(cell, digit),
                    });
                }
            }
        }
    }
    // Every candidate of a cell, every place of a digit in a unit.
    for cell in grid.empty_cells() {
        let premises: Vec<usize> = grid
            .candidates(cell)
            .into_iter()
            .map(|digit| Tables::candidate_node(cell, digit, true))
            .collect();
        verity(outcomes, &premises, Over::Cell(cell), &mut best);
    }
    for kind in [UnitKind::Row, UnitKind::Column, UnitKind::Box] {
        for unit in Unit::ALL.into_iter().filter(|u| u.kind() == kind) {
            for digit in Digit::ALL {
                let places = grid.cells_in_unit(digit, unit);
                if places.is_empty() {
                    continue;
                }
                let premises: Vec<usize> = places
                    .into_iter()
                    .map(|cell| Tables::candidate_node(cell, digit, true))
                    .collect();
                verity(outcomes, &premises, Over::Unit(unit, digit), &mut best);
            }
        }
    }
    best
}

/// The conclusions of `premises` (one of which is true) all leading to the same facts.
fn verity(outcomes: &[Option<Outcome>], premises: &[usize], over: Over, best: &mut Best) {
    let mut common: Option<Outcome> = None;
    for &premise in premises {
        let Some(outcome) = &outcomes[premise] else {
            return;
        };
        match &mut common {
            None => common = Some(*outcome),
            Some(common) => {
                for d in 0..9 {
                    common.on[d] &= outcome.on[d];
                    common.off[d] &= outcome.off[d];
                }
            }
        }
    }
    let Some(common) = common else {
        return;
    };
    for digit in Digit::ALL {
        for cell in common.on[digit.index()] {
            best.offer(Conclusion::Set(cell, digit), || Reason::Verity {
                premises: premises.to_vec(),
                target: Tables::candidate_node(cell, digit, true),
                over,
            });
        }
        for cell in common.off[digit.index()] {
            best.offer(Conclusion::Remove(cell, digit), || Reason::Verity {
                premises: premises.to_vec(),
                target: Tables::candidate_node(cell, digit, false),
                over,
            });
        }
    }
}

/// The contradictions a premise leads to (HoDoKu's checks of one table).
#[allow(clippy::too_many_arguments)]
fn contradictions(
    grid: &Grid,
    allowed: &[CellSet; 9],
    premise: usize,
    cell: Cell,
    digit: Digit,
    on: bool,
    outcome: &Outcome,
    best: &mut Best,
) {
    let conclusion = if on {
        Conclusion::Remove(cell, digit)
    } else {
        Conclusion::Set(cell, digit)
    };
    if best
        .conclusion
        .is_some_and(|b| b.rank() < conclusion.rank())
    {
        return;
    }
    let mut found = |ends: Vec<usize>, what: Clash| {
        best.offer(conclusion, || Reason::Contradiction {
            premise,
            candidate: Candidate::new(cell, digit),
            on,
            ends,
            what,
        });
    };
    let d = digit.index();
    let inverse = if on {
        outcome.off[d].contains(cell)
    } else {
        outcome.on[d].contains(cell)
    };
    if inverse {
        found(
            vec![Tables::candidate_node(cell, digit, !on)],
            Clash::Itself,
        );
    }
    for e in Digit::ALL {
        if let Some(target) = (outcome.on[e.index()] & outcome.off[e.index()]).first() {
            found(
                vec![
                    Tables::candidate_node(target, e, true),
                    Tables::candidate_node(target, e, false),
                ],
                Clash::Both(target, e),
            );
        }
    }
    for a in Digit::ALL {
        for b in Digit::ALL.into_iter().filter(|b| *b > a) {
            if let Some(target) = (outcome.on[a.index()] & outcome.on[b.index()]).first() {
                found(
                    vec![
                        Tables::candidate_node(target, a, true),
                        Tables::candidate_node(target, b, true),
                    ],
                    Clash::TwoDigits(target),
                );
            }
        }
    }
    for kind in [UnitKind::Row, UnitKind::Column, UnitKind::Box] {
        for e in Digit::ALL {
            for unit in Unit::ALL.into_iter().filter(|u| u.kind() == kind) {
                let cells = outcome.on[e.index()] & unit.cell_set();
                if cells.len() > 1 {
                    found(
                        cells
                            .iter()
                            .map(|c| Tables::candidate_node(c, e, true))
                            .collect(),
                        Clash::Twice(unit, e),
                    );
                }
            }
        }
    }
    // A cell whose every candidate is false (and that nothing sets).
    let mut empty = grid.empty_cells();
    for e in Digit::ALL {
        empty &= outcome.off[e.index()] | !grid.cells_with(e);
        empty -= outcome.on[e.index()];
    }
    for target in empty {
        found(
            grid.candidates(target)
                .into_iter()
                .map(|e| Tables::candidate_node(target, e, false))
                .collect(),
            Clash::EmptyCell(target),
        );
    }
    for kind in [UnitKind::Row, UnitKind::Column, UnitKind::Box] {
        for e in Digit::ALL {
            for unit in Unit::ALL.into_iter().filter(|u| u.kind() == kind) {
                let places = allowed[e.index()] & unit.cell_set();
                if !places.is_empty() && places.is_subset(outcome.off[e.index()]) {
                    found(
                        places
                            .iter()
                            .map(|c| Tables::candidate_node(c, e, false))
                            .collect(),
                        Clash::NoPlace(unit, e),
                    );
                }
            }
        }
    }
}

/// The premise and end of every chain a reason draws.
fn reason_ends(reason: &Reason) -> Vec<(usize, usize)> {
    match reason {
        Reason::Contradiction { premise, ends, .. } => ends
            .iter()
            .filter(|&&end| end != *premise)
            .map(|&end| (*premise, end))
            .collect(),
        Reason::Verity {
            premises, target, ..
        } => premises.iter().map(|&premise| (premise, *target)).collect(),
    }
}

/// The chains of a reason, each from its premise.
fn reason_chains(
    tables: &Tables,
    reason: &Reason,
    spreads: &mut Vec<(usize, Spread)>,
    simulations: &mut HashMap<usize, Simulation>,
) -> Vec<Chain> {
    reason_ends(reason)
        .into_iter()
        .map(|(premise, end)| {
            if premise == end {
                return Chain::default();
            }
            let spread = spread_of(tables, premise, spreads);
            tables
                .derivation(spread, end, simulations)
                .unwrap_or_default()
        })
        .collect()
}

/// The breadth-first fill of `premise`'s table, computed once.
fn spread_of<'s>(
    tables: &Tables,
    premise: usize,
    spreads: &'s mut Vec<(usize, Spread)>,
) -> &'s Spread {
    let index = match spreads.iter().position(|(p, _)| *p == premise) {
        Some(index) => index,
        None => {
            spreads.push((premise, tables.breadth_first(premise)));
            spreads.len() - 1
        }
    };
    &spreads[index].1
}

fn forcing_step(tables: &Tables, mode: Mode, conclusion: Conclusion, reasons: &[Reason]) -> Step {
    // Draw the reason whose chains are shortest (by the steps from premise to end).
    let mut spreads: Vec<(usize, Spread)> = Vec::new();
    let reason = reasons
        .iter()
        .min_by_key(|reason| {
            reason_ends(reason)
                .into_iter()
                .map(|(premise, end)| spread_of(tables, premise, &mut spreads).distance(end))
                .sum::<usize>()
        })
        .expect("a conclusion has a reason");
    let mut simulations = HashMap::new();
    let chains = reason_chains(tables, reason, &mut spreads, &mut simulations);
    let technique = match mode {
        Mode::Chains => Technique::ForcingChain,
        Mode::Nets => Technique::ForcingNet,
    };
    let mut builder = StepBuilder::new(technique);
    match conclusion {
        Conclusion::Set(cell, digit) => {
            builder = builder.place(cell, digit);
        }
        Conclusion::Remove(cell, digit) => {
            let mut eliminations = CandidateSet::EMPTY;
            eliminations.insert(cell, digit);
            builder = builder.eliminate(&eliminations);
        }
    }
    let mut cells = CellSet::EMPTY;
    let mut digits = Digits::EMPTY;
    for chain in &chains {
        for node in chain.nodes() {
            cells |= node.cells();
            digits.insert(node.digit());
        }
    }
    let branches: Vec<String> = chains
        .iter()
        .map(|chain| chain_text(tables, chain))
        .collect();
    // The chains are forum notation, the same in every language, one after another.
    let notation = branches.join("; ");
    let reason = match reason {
        Reason::Contradiction {
            candidate,
            on,
            what,
            ..
        } => {
            let clash = match *what {
                Clash::Itself => Message::new("clash-itself"),
                Clash::Both(cell, digit) => Message::new("clash-both")
                    .cell("cell", cell)
                    .digit("digit", digit),
                Clash::TwoDigits(cell) => Message::new("clash-two-digits").cell("cell", cell),
                Clash::Twice(unit, digit) => Message::new("clash-twice")
                    .digit("digit", digit)
                    .unit("unit", unit),
                Clash::EmptyCell(cell) => Message::new("clash-empty-cell").cell("cell", cell),
                Clash::NoPlace(unit, digit) => Message::new("clash-no-place")
                    .digit("digit", digit)
                    .unit("unit", unit),
            };
            if let Some(unit) = match *what {
                Clash::Twice(unit, _) | Clash::NoPlace(unit, _) => Some(unit),
                _ => None,
            } {
                // The unit where the facts clash is outlined, so the player sees the column that
                // lost its last place (or holds the digit twice).
                builder = builder.unit(unit).unit_role(unit, UnitRole::House);
            }
            let id = match mode {
                Mode::Chains => "step-forcing-chain-contradiction",
                Mode::Nets => "step-forcing-net-contradiction",
            };
            // A forcing chain that reaches its clash by several branches reads as several chains:
            // the count of branches selects the words.
            Message::new(id)
                .message("premise", premise_text(*candidate, *on))
                .message("clash", clash)
                .number("count", branches.len())
                .notation("chains", notation)
        }
        Reason::Verity { over, .. } => {
            // What the premises cover selects the start of the sentence: `candidate`, `cell` or
            // `unit`.
            let verity = Message::new("step-forcing-verity");
            let verity = match *over {
                Over::Candidate(cell, digit) => verity
                    .notation("cases", "candidate")
                    .cell("cell", cell)
                    .digit("digit", digit),
                Over::Cell(cell) => {
                    builder = builder.unit(cell.box_unit());
                    verity.notation("cases", "cell").cell("cell", cell)
                }
                Over::Unit(unit, digit) => {
                    builder = builder.unit(unit).unit_role(unit, UnitRole::House);
                    verity
                        .notation("cases", "unit")
                        .unit("unit", unit)
                        .digit("digit", digit)
                }
            };
            verity.notation("chains", notation)
        }
    };
    for chain in chains {
        builder.add_chain(chain);
    }
    builder.focus(cells).digits(digits).explain(reason)
}

/// A premise as a message, for the player's language: in English "r1c2 is 5" or "r1c2 is not 5".
fn premise_text(candidate: Candidate, on: bool) -> Message {
    crate::logic::chains::fact(candidate.cell, candidate.digit, on)
}

/// A chain in forum notation, from its premise: `r1c1=5 -> r1c2<>5 -> ...`.
fn chain_text(_tables: &Tables, chain: &Chain) -> String {
    let mut text = String::new();
    let mut last: Option<Node> = None;
    for link in &chain.links {
        if last != Some(link.from) {
            if !text.is_empty() {
                text.push_str(", ");
            }
            text.push_str(&node_state(link.from, !link.strong));
        }
        text.push_str(" -> ");
        text.push_str(&node_state(link.to, link.strong));
        last = Some(link.to);
    }
    text
}

/// `r1c2=5` or `r1c2<>5` (a group: `r1c23=5`).
fn node_state(node: Node, on: bool) -> String {
    let sign = if on { "=" } else { "<>" };
    match node {
        Node::Candidate(candidate) => format!("{}{sign}{}", candidate.cell, candidate.digit),
        Node::Group { digit, cells } => {
            format!("{}{sign}{digit}", crate::logic::roles::compact_cells(cells))
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::logic::roles::{Node, UnitRole};
    use crate::logic::step::{Candidate, Technique};
    use crate::logic::testing::*;
    use crate::rules::Unit;

    #[test]
    fn forcing_chain_contradiction() {
        // From HoDoKu's exemplars-1.0.txt ("Forcing Chain Verity"). HoDoKu 2.2.4 takes: "Forcing
        // Chain Contradiction in r4 => r1c7=4": if r1c7 is not 4, three chains leave row 4
        // without a 1.
        let step = first_use(
            ".7..96.....352.68...6..47.248.....2..........51..............7.....3.5.9168.....3",
            Technique::ForcingChain,
        );
        assert_eq!(placements(&step), ["r1c7=4"]);
        assert_eq!(step.roles.chains.len(), 3);
        // Row 4, where the chains leave no place for 1, is outlined.
        let row4 = Unit::ROWS[3];
        assert_eq!(step.roles.units, [(row4, UnitRole::House)]);
        let premise = Node::Candidate(Candidate::new(cell("r1c7"), digit(4)));
        for chain in &step.roles.chains {
            // Each chain starts from r1c7 not being 4: a strong link out of it.
            let first = chain.links[0];
            assert_eq!(first.from, premise);
            assert!(first.strong);
            for pair in chain.links.windows(2) {
                assert_eq!(pair[0].to, pair[1].from);
                assert_ne!(pair[0].strong, pair[1].strong);
            }
        }
    }

    #[test]
    fn forcing_net_contradiction() {
        // From the held-out set (tests/data/heldout.tsv). HoDoKu 2.2.4 takes, after a pointing
        // and a Swordfish: "Forcing Net Contradiction in c8 => r2c6<>8".
        let step = first_use(
            "5..4..8......9..1...2..1..56..3..4...5..7......4.....83..6..7...6.....8...8..2..1",
            Technique::ForcingNet,
        );
        assert_eq!(eliminations(&step), ["r2c6<>8"]);
        // A net: some node is reached by several strong links at once.
        let joined = step.roles.chains.iter().any(|chain| {
            chain.links.iter().any(|link| {
                link.strong
                    && chain
                        .links
                        .iter()
                        .filter(|other| other.strong && other.to == link.to)
                        .count()
                        > 1
            })
        });
        assert!(joined, "{:?}", step.roles.chains);
    }
}
