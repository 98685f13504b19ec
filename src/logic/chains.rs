//! Chains of one kind of link: X-chains (one digit, links in units) and XY-chains (bivalue cells),
//! and remote pairs.
//!
//! Two candidates are strongly linked when at least one of them is true (the only two places of a
//! digit in a unit, or the only two digits of a cell) and weakly linked when at most one is (the
//! same digit in cells that see each other). A chain that starts and ends with strong links and
//! alternates strong and weak in between proves that one of its two ends is true; a candidate that
//! conflicts with both ends is false. (Nice loops and AICs, which mix every kind of link, are found
//! in the tables of forcing chains: see the nice loop module.)
//!
//! The search is breadth-first over sets of candidates, one set per layer, so short chains are
//! found first and a whole layer grows with a few bit operations per candidate; nothing is
//! allocated while a layer grows.

use crate::board::{Cell, Digit};
use crate::l10n::{Arg, Message};
use crate::logic::grid::Grid;
use crate::logic::roles::{Chain as RoleChain, Link, Node as RoleNode, Role};
use crate::logic::step::{Candidate, CandidateSet, Step, StepBuilder, Technique};
use crate::rules::{Unit, UnitKind, UNIT_SETS};
use crate::sets::{CellSet, Digits};

/// The longest chain searched, in on-layers: a chain of `2 * MAX_DEPTH - 1` links. HoDoKu's
/// default limit for X- and XY-chains is 20 links.
const MAX_DEPTH: usize = 10;

/// Which links a chain may use.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// One digit, strong links in units (X-chain).
    Digit(Digit),
    /// Strong links inside bivalue cells, weak links between equal digits (XY-chain).
    Bivalue,
}

impl Mode {
    fn unit_strong(self) -> bool {
        !matches!(self, Mode::Bivalue)
    }

    fn cell_strong(self) -> bool {
        !matches!(self, Mode::Digit(_))
    }
}

/// Removes every candidate of `cell` from `set`.
fn remove_cell(set: &mut CandidateSet, cell: Cell) {
    let mut kept = CandidateSet::EMPTY;
    for digit in Digit::ALL {
        kept.insert_cells(set.cells(digit) - CellSet::single(cell), digit);
    }
    *set = kept;
}

/// Removes every candidate of `other` from `set`.
fn remove_all(set: &mut CandidateSet, other: &CandidateSet) {
    let mut kept = CandidateSet::EMPTY;
    for digit in Digit::ALL {
        kept.insert_cells(set.cells(digit) - other.cells(digit), digit);
    }
    *set = kept;
}

/// The link tables of one grid, built once per search.
struct Links<'a> {
    grid: &'a Grid,
    /// For each digit and cell, the other cell of each conjugate pair the cell is in.
    conjugates: [[CellSet; 81]; 9],
    /// The cells with exactly two candidates.
    bivalue: CellSet,
    mode: Mode,
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
        Links {
            grid,
            conjugates,
            bivalue,
            mode,
        }
    }

    /// The candidates made true by the falsehood of some candidate in `off`.
    fn strong_from(&self, off: &CandidateSet) -> CandidateSet {
        let mut on = CandidateSet::EMPTY;
        for digit in Digit::ALL {
            let d = digit.index();
            for cell in off.cells(digit) {
                if self.mode.unit_strong() {
                    on.insert_cells(self.conjugates[d][cell.index()], digit);
                }
                if self.mode.cell_strong() && self.bivalue.contains(cell) {
                    if let Some(other) =
                        (self.grid.candidates(cell) - Digits::single(digit)).single_digit()
                    {
                        on.insert(cell, other);
                    }
                }
            }
        }
        on
    }

    /// The candidates made false by the truth of some candidate in `on`.
    fn weak_from(&self, on: &CandidateSet) -> CandidateSet {
        let mut off = CandidateSet::EMPTY;
        for digit in Digit::ALL {
            let seen = on
                .cells(digit)
                .iter()
                .fold(CellSet::EMPTY, |all, cell| all | cell.peer_set());
            off.insert_cells(seen & self.grid.cells_with(digit), digit);
        }
        off
    }

    /// Whether `a` false makes `b` true.
    fn is_strong(&self, a: Candidate, b: Candidate) -> bool {
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

    /// Whether `a` true makes `b` false.
    fn is_weak(&self, a: Candidate, b: Candidate) -> bool {
        a.cell != b.cell && a.digit == b.digit && a.cell.peer_set().contains(b.cell)
    }

    /// The candidates that conflict with both `a` and `b`, when one of the two is true.
    fn seeing_both(&self, a: Candidate, b: Candidate) -> CandidateSet {
        let mut result = CandidateSet::EMPTY;
        if a.digit == b.digit && a.cell != b.cell {
            let cells = self.grid.cells_with(a.digit) & a.cell.peer_set() & b.cell.peer_set();
            result.insert_cells(cells, a.digit);
        }
        result
    }
}

/// The best chain found so far.
#[derive(Clone)]
struct Found {
    start: Candidate,
    end: Candidate,
    /// The on-layer of `end` (the chain has `2 * depth - 1` links).
    depth: usize,
    eliminations: CandidateSet,
    path: Vec<Candidate>,
}

/// HoDoKu's order among steps that remove as many candidates: the lower "index sum" first, a sum
/// over the removed candidates in the order given that weighs later ones more.
pub(crate) fn ordered_index_sum(list: impl IntoIterator<Item = Candidate>) -> u64 {
    let mut sum = 0u64;
    let mut weight = 1u64;
    for candidate in list {
        sum += candidate.cell.index() as u64 * weight + u64::from(candidate.digit.get());
        weight += 80;
    }
    sum
}

/// [`ordered_index_sum`] of a set of removals, digit by digit and each digit's cells in order:
/// HoDoKu sorts a chain's eliminations that way before it compares them.
pub(crate) fn index_sum(eliminations: &CandidateSet) -> u64 {
    ordered_index_sum(Digit::ALL.into_iter().flat_map(|digit| {
        eliminations
            .cells(digit)
            .into_iter()
            .map(move |cell| Candidate::new(cell, digit))
    }))
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

/// Whether a chain visits a cell twice (other than in consecutive links inside one cell): HoDoKu
/// does not accept such "lassos".
fn is_lasso(path: &[Candidate]) -> bool {
    let mut seen = CellSet::EMPTY;
    let mut previous: Option<Cell> = None;
    for candidate in path {
        if previous == Some(candidate.cell) {
            continue;
        }
        if seen.contains(candidate.cell) {
            return true;
        }
        seen.insert(candidate.cell);
        previous = Some(candidate.cell);
    }
    false
}

/// Searches chains from every candidate of `starts` in `mode` and returns the one removing the most
/// candidates (HoDoKu's order among equals), with its path.
fn best_chain(grid: &Grid, mode: Mode, starts: &CandidateSet) -> Option<Found> {
    let links = Links::new(grid, mode);
    let mut best: Option<Found> = None;
    for start in starts.iter() {
        if mode == Mode::Bivalue && !links.bivalue.contains(start.cell) {
            continue;
        }
        let mut on_layers = [CandidateSet::EMPTY; MAX_DEPTH + 1];
        let mut off_layers = [CandidateSet::EMPTY; MAX_DEPTH + 1];
        let mut seen_on = CandidateSet::EMPTY;
        let mut seen_off = CandidateSet::EMPTY;
        off_layers[0].insert(start.cell, start.digit);
        seen_off.insert(start.cell, start.digit);
        for depth in 1..=MAX_DEPTH {
            let mut on = links.strong_from(&off_layers[depth - 1]);
            remove_all(&mut on, &seen_on);
            if on.is_empty() {
                break;
            }
            seen_on.union_with(&on);
            on_layers[depth] = on;
            if depth >= 2 {
                for end in on.iter() {
                    if end == start || (mode == Mode::Bivalue && end.digit != start.digit) {
                        continue;
                    }
                    let eliminations = links.seeing_both(start, end);
                    if eliminations.is_empty()
                        || !beats(&best, eliminations.len(), index_sum(&eliminations), depth)
                    {
                        continue;
                    }
                    let mut found = Found {
                        start,
                        end,
                        depth,
                        eliminations,
                        path: Vec::new(),
                    };
                    found.path = reconstruct(&links, &found, &on_layers, &off_layers);
                    if is_lasso(&found.path) {
                        continue;
                    }
                    best = Some(found);
                }
            }
            if depth == MAX_DEPTH {
                break;
            }
            // A chain may not pass through its start cell again, so the start cell's candidates
            // are not followed past the first link.
            let mut frontier = on;
            if depth >= 2 {
                remove_cell(&mut frontier, start.cell);
            }
            let mut off = links.weak_from(&frontier);
            remove_all(&mut off, &seen_off);
            remove_cell(&mut off, start.cell);
            seen_off.union_with(&off);
            off_layers[depth] = off;
        }
    }
    best
}

/// The chain's candidates from start to end, walking the layers back from the end. Among the ways
/// back through the layers, one that visits no cell twice is preferred (a bounded backtracking
/// search); failing that, the first way found.
fn reconstruct(
    links: &Links,
    found: &Found,
    on_layers: &[CandidateSet; MAX_DEPTH + 1],
    off_layers: &[CandidateSet; MAX_DEPTH + 1],
) -> Vec<Candidate> {
    let mut walk = Walk {
        links,
        found,
        on_layers,
        off_layers,
        budget: 2000,
    };
    let mut path = vec![found.end];
    if walk.back(found.depth, &mut path) {
        path.reverse();
        return path;
    }
    // No simple way back within the budget: take the first one.
    let mut path = vec![found.end];
    let mut current = found.end;
    for depth in (1..=found.depth).rev() {
        let Some(cause) = off_layers[depth - 1]
            .iter()
            .find(|&off| links.is_strong(off, current))
        else {
            break;
        };
        path.push(cause);
        if depth == 1 {
            break;
        }
        let Some(before) = on_layers[depth - 1]
            .iter()
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
    on_layers: &'a [CandidateSet; MAX_DEPTH + 1],
    off_layers: &'a [CandidateSet; MAX_DEPTH + 1],
    budget: usize,
}

impl Walk<'_, '_> {
    /// Whether `node` may come next (walking backwards) on `path` without revisiting a cell.
    fn allowed(&self, node: Candidate, path: &[Candidate]) -> bool {
        if node.cell == self.found.start.cell {
            return false;
        }
        if path.last().map(|n| n.cell) == Some(node.cell) {
            return true;
        }
        !path.iter().any(|n| n.cell == node.cell)
    }

    /// Extends `path` (built from the end) from the on-node at `depth` back to the start.
    fn back(&mut self, depth: usize, path: &mut Vec<Candidate>) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        let current = *path.last().expect("not empty");
        for cause in self.off_layers[depth - 1].iter() {
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
            for before in self.on_layers[depth - 1].iter() {
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

/// The chain in forum notation: `5r1c1 = 5r1c7 - 5r3c9 = 5r3c3` (`=` strong, `-` weak).
fn notation(path: &[Candidate]) -> String {
    let mut text = String::new();
    for (i, node) in path.iter().enumerate() {
        if i > 0 {
            text.push_str(if i % 2 == 1 { " = " } else { " - " });
        }
        text.push_str(&node.to_string());
    }
    text
}

/// One fact of a chain in words, as a message of the catalogues: "r1c2 is 5" (`on`) or "r1c2
/// is not 5". Nice loops say their premises with it too.
pub(crate) fn fact(cell: Cell, digit: Digit, on: bool) -> Message {
    let id = if on { "fact-on" } else { "fact-off" };
    Message::new(id).cell("cell", cell).digit("digit", digit)
}

/// The chain's facts in order, for the catalogue to put in words ("r1c1 is not 5, then r1c7 is
/// 5, then r3c9 is not 5, then r3c3 is 5"): the first fact, then each other one as a
/// `chain-then` message, all joined by the language's list separator.
fn facts(path: &[Candidate]) -> Arg {
    let parts = path
        .iter()
        .enumerate()
        .map(|(i, &Candidate { cell, digit })| {
            let fact = fact(cell, digit, i % 2 == 1);
            if i == 0 {
                fact
            } else {
                Message::new("chain-then").message("fact", fact)
            }
        })
        .collect();
    Arg::Sequence(parts)
}

fn chain_step(technique: Technique, found: &Found) -> Step {
    let path = &found.path;
    let cells: CellSet = path.iter().map(|c| c.cell).collect();
    let digits: Digits = path.iter().map(|c| c.digit).collect();
    // Links alternate from the start: strong (the start false makes the next node true), then
    // weak, and so on.
    let chain_links: Vec<Link> = path
        .windows(2)
        .enumerate()
        .map(|(i, pair)| Link {
            from: RoleNode::Candidate(pair[0]),
            to: RoleNode::Candidate(pair[1]),
            strong: i % 2 == 0,
        })
        .collect();
    let mut builder = StepBuilder::new(technique)
        .eliminate_by_digit(&found.eliminations)
        .focus(cells)
        .digits(digits)
        .chain(RoleChain { links: chain_links });
    // The units of the strong links between cells, for "look at ..." hints.
    for pair in path.windows(2).step_by(2) {
        let both = CellSet::single(pair[0].cell) | CellSet::single(pair[1].cell);
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
    let (start, end) = (found.start, found.end);
    builder.explain(
        Message::new("step-chain")
            .notation("chain", notation(path))
            .arg("facts", facts(path))
            .cell("start", start.cell)
            .digit("start-digit", start.digit)
            .cell("end", end.cell)
            .digit("end-digit", end.digit),
    )
}

/// Runs [`best_chain`] and builds the step.
fn chain(grid: &Grid, mode: Mode, starts: &CandidateSet, technique: Technique) -> Option<Step> {
    let found = best_chain(grid, mode, starts)?;
    Some(chain_step(technique, &found))
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
    let mut all = CandidateSet::EMPTY;
    for digit in Digit::ALL {
        all.insert_cells(grid.cells_with(digit), digit);
    }
    chain(grid, Mode::Bivalue, &all, Technique::XyChain)
}

/// Remote pair: a chain of at least four cells all holding the same two digits, each seeing the
/// next. Along the chain the digits alternate, so two cells an odd number of links apart hold both
/// digits between them, and a cell seeing both cannot hold either.
///
/// As HoDoKu does, a remote pair is one path of an even number of cells (4 to 10), whose two ends
/// share a peer holding one of the digits; it removes what every pair of its cells three, five or
/// more links apart sees. Among all paths the one removing the most wins (then HoDoKu's index
/// sum, then the shorter path), so a network of pair cells that branches is used one path at a
/// time, as HoDoKu scores it.
pub(crate) fn remote_pair(grid: &Grid) -> Option<Step> {
    let mut best: Option<RemotePath> = None;
    let mut path = RemotePath::default();
    for first in grid.empty_cells() {
        let pair = grid.candidates(first);
        if pair.len() != 2 {
            continue;
        }
        let same: CellSet = grid
            .empty_cells()
            .iter()
            .filter(|&cell| grid.candidates(cell) == pair)
            .collect();
        if same.len() < 4 {
            continue;
        }
        path.cells[0] = first;
        path.len = 1;
        extend_remote_path(grid, pair, same, &mut path, &mut best);
    }
    let best = best?;
    let cells = &best.cells[..best.len];
    let mut colors = [CellSet::EMPTY; 2];
    for (at, &cell) in cells.iter().enumerate() {
        colors[at % 2].insert(cell);
    }
    let pair = grid.candidates(cells[0]);
    // Along the chain the cells alternate between two colours; both digits of a cell take its
    // colour.
    let mut builder = StepBuilder::new(Technique::RemotePair)
        .eliminate_by_digit(&best.eliminations)
        .focus(colors[0] | colors[1])
        .digits(pair);
    for digit in pair {
        builder =
            builder
                .role(colors[0], digit, Role::Color(0))
                .role(colors[1], digit, Role::Color(1));
    }
    let chain: Vec<String> = cells.iter().map(|cell| cell.to_string()).collect();
    Some(
        builder.explain(
            Message::new("step-remote-pair")
                .cells("cells", colors[0] | colors[1])
                .digits("digits", pair)
                .notation("chain", chain.join(" - ")),
        ),
    )
}

/// The longest remote pair HoDoKu searches: 20 links, ten cells.
const REMOTE_PAIR_CELLS: usize = 10;

/// A remote pair's path of cells, and what it removes.
#[derive(Clone)]
struct RemotePath {
    cells: [Cell; REMOTE_PAIR_CELLS],
    len: usize,
    eliminations: CandidateSet,
}

impl Default for RemotePath {
    fn default() -> RemotePath {
        RemotePath {
            cells: [Cell::ALL[0]; REMOTE_PAIR_CELLS],
            len: 0,
            eliminations: CandidateSet::EMPTY,
        }
    }
}

/// Extends `path` (whose cells hold only `pair`) by every cell of `same` that sees its last cell
/// and is not on it yet, keeping in `best` the path that removes the most.
fn extend_remote_path(
    grid: &Grid,
    pair: Digits,
    same: CellSet,
    path: &mut RemotePath,
    best: &mut Option<RemotePath>,
) {
    let on_path: CellSet = path.cells[..path.len].iter().copied().collect();
    if path.len >= 4 && path.len.is_multiple_of(2) {
        offer_remote_path(grid, pair, on_path, path, best);
    }
    if path.len == REMOTE_PAIR_CELLS {
        return;
    }
    let last = path.cells[path.len - 1];
    for next in (last.peer_set() & same) - on_path {
        path.cells[path.len] = next;
        path.len += 1;
        extend_remote_path(grid, pair, same, path, best);
        path.len -= 1;
    }
}

/// Offers the even path `path` as a remote pair if its ends share a peer holding one of `pair`.
fn offer_remote_path(
    grid: &Grid,
    pair: Digits,
    on_path: CellSet,
    path: &RemotePath,
    best: &mut Option<RemotePath>,
) {
    let cells = &path.cells[..path.len];
    let holding = |targets: CellSet| {
        let mut found = CandidateSet::EMPTY;
        for digit in pair {
            found.insert_cells(targets & grid.cells_with(digit), digit);
        }
        found
    };
    let ends = (cells[0].peer_set() & cells[path.len - 1].peer_set()) - on_path;
    if holding(ends).is_empty() {
        return;
    }
    let mut targets = CellSet::EMPTY;
    for i in 0..path.len {
        for j in (i + 3..path.len).step_by(2) {
            targets |= cells[i].peer_set() & cells[j].peer_set();
        }
    }
    let eliminations = holding(targets - on_path);
    let better = match best {
        None => true,
        Some(old) => {
            let (count, old_count) = (eliminations.len(), old.eliminations.len());
            let (sum, old_sum) = (index_sum(&eliminations), index_sum(&old.eliminations));
            count > old_count
                || (count == old_count && sum < old_sum)
                || (count == old_count && sum == old_sum && path.len < old.len)
        }
    };
    if better {
        *best = Some(RemotePath {
            eliminations,
            ..path.clone()
        });
    }
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
        // Along the chain the cells alternate colours; both digits of a cell share its colour.
        assert_eq!(
            with_role(&step, Role::Color(0)),
            ["2r2c6", "2r4c7", "2r5c4", "2r7c8", "8r2c6", "8r4c7", "8r5c4", "8r7c8"]
        );
        assert_eq!(
            with_role(&step, Role::Color(1)),
            ["2r2c8", "2r4c6", "2r5c9", "2r8c4", "8r2c8", "8r4c6", "8r5c9", "8r8c4"]
        );
    }

    #[test]
    fn a_branching_remote_pair_is_taken_one_path_at_a_time() {
        // From the held-out set (tests/data/heldout.tsv). The cells holding 3 and 8 form the path
        // r3c3 - r2c1 - r2c5 - r9c5 - r7c4; HoDoKu 2.2.4 takes its two paths of four cells one
        // after the other, "Remote Pair: 3/8 r2c1 -8- r2c5 -3- r9c5 -8- r7c4 => r7c1<>3,
        // r7c1<>8", then "Remote Pair: 3/8 r3c3 -8- r2c1 -3- r2c5 -8- r9c5 => r9c3<>3,
        // r9c3<>8", and scores both.
        let step = first_use(
            "42..7.....67......19..4.5.......3.65....9.1..7....8.......5.7.49..6.....5......12",
            Technique::RemotePair,
        );
        assert_eq!(eliminations(&step), ["r7c1<>3", "r7c1<>8"]);
        assert_eq!(
            with_role(&step, Role::Color(0)),
            ["3r2c1", "3r9c5", "8r2c1", "8r9c5"]
        );
        assert_eq!(
            with_role(&step, Role::Color(1)),
            ["3r2c5", "3r7c4", "8r2c5", "8r7c4"]
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
        assert_eq!(
            links(&step, 0),
            [
                "3r4c2 = 3r4c8",
                "3r4c8 - 3r8c8",
                "3r8c8 = 3r7c9",
                "3r7c9 - 3r7c5",
                "3r7c5 = 3r6c5"
            ]
        );
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
}
