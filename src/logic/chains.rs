//! Chains: alternating inference chains over candidates.
//!
//! Two candidates are strongly linked when at least one of them is true (the only two places of a
//! digit in a unit, or the only two digits of a cell) and weakly linked when at most one is (the
//! same digit in cells that see each other, or two digits of one cell). A chain that starts and ends
//! with strong links and alternates strong and weak in between proves that one of its two ends is
//! true; a candidate that conflicts with both ends is false.
//!
//! The search is breadth-first over sets of candidates, one [`CandidateSet`] per layer, so the
//! shortest chains are found first and a whole layer grows with a few bit operations per cell;
//! nothing is allocated while searching. X-chains use one digit and unit links only, XY-chains
//! bivalue cells only, nice loops (AICs) both.

use crate::board::{Cell, Digit};
use crate::logic::grid::{digit_index, Grid};
use crate::logic::step::{cell_list, Candidate, CandidateSet, Step, StepBuilder, Technique};
use crate::rules::Unit;
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
    /// Every link (nice loop / AIC).
    Any,
}

impl Mode {
    fn unit_strong(self) -> bool {
        !matches!(self, Mode::Bivalue)
    }

    fn cell_strong(self) -> bool {
        !matches!(self, Mode::Digit(_))
    }

    fn cell_weak(self) -> bool {
        matches!(self, Mode::Any)
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
                    if unit.index() >= 18 && (a.row() == b.row() || a.col() == b.col()) {
                        // As in HoDoKu, two cells of a box that share a line are linked through
                        // the line only: strongly if the line has no other place for the digit.
                        continue;
                    }
                    conjugates[digit_index(digit)][a.index()].insert(b);
                    conjugates[digit_index(digit)][b.index()].insert(a);
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
            for cell in off.cells(digit) {
                if self.mode.unit_strong() {
                    on.insert_cells(self.conjugates[digit_index(digit)][cell.index()], digit);
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
        let mut cells_on = [CellSet::EMPTY; 9];
        for digit in Digit::ALL {
            let cells = on.cells(digit);
            cells_on[digit_index(digit)] = cells;
            let seen = cells
                .iter()
                .fold(CellSet::EMPTY, |all, cell| all | cell.peer_set());
            off.insert_cells(seen & self.grid.cells_with(digit), digit);
        }
        if self.mode.cell_weak() {
            for digit in Digit::ALL {
                let others = cells_on
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != digit_index(digit))
                    .fold(CellSet::EMPTY, |all, (_, &cells)| all | cells);
                off.insert_cells(others & self.grid.cells_with(digit), digit);
            }
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
                && self.conjugates[digit_index(a.digit)][a.cell.index()].contains(b.cell)
        }
    }

    /// Whether `a` true makes `b` false.
    fn is_weak(&self, a: Candidate, b: Candidate) -> bool {
        if a.cell == b.cell {
            self.mode.cell_weak() && a.digit != b.digit
        } else {
            a.digit == b.digit && a.cell.peer_set().contains(b.cell)
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
    start: Candidate,
    end: Candidate,
    /// The on-layer of `end` (the chain has `2 * depth - 1` links).
    depth: usize,
    eliminations: CandidateSet,
    /// Whether the chain closes into a loop (its end is weakly linked back to its start).
    looped: bool,
    path: Vec<Candidate>,
}

/// HoDoKu's order among steps that remove as many candidates: the lower "index sum" first, a sum
/// over the removed candidates (cell by cell) that weighs later ones more.
pub(crate) fn index_sum(eliminations: &CandidateSet) -> u64 {
    let mut sum = 0u64;
    let mut weight = 1u64;
    for candidate in eliminations.to_vec() {
        sum += candidate.cell.index() as u64 * weight + u64::from(candidate.digit.get());
        weight += 80;
    }
    sum
}

/// Whether `eliminations` (removing `count`, with `sum` its index sum, by a chain of `depth`)
/// beats `best`.
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
fn is_lasso(path: &[Candidate], looped: bool) -> bool {
    let mut seen = CellSet::EMPTY;
    let mut previous: Option<Cell> = None;
    let last = path.len().saturating_sub(1);
    for (i, candidate) in path.iter().enumerate() {
        let cell = candidate.cell;
        if previous == Some(cell) {
            continue;
        }
        if seen.contains(cell) && !(looped && i == last && cell == path[0].cell) {
            return true;
        }
        seen.insert(cell);
        previous = Some(cell);
    }
    false
}

/// The eliminations of a continuous loop: along every weak link, the candidates that see both of
/// its ends (the same digit in two cells) or the rest of its cell (two digits of one cell).
fn loop_eliminations(links: &Links, path: &[Candidate]) -> CandidateSet {
    let mut result = CandidateSet::EMPTY;
    let chain_cells: CellSet = path.iter().map(|c| c.cell).collect();
    // Weak links run from an on-node (odd position) to the next off-node, and from the end back to
    // the start.
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
        if a.cell == b.cell {
            for digit in links.grid.candidates(a.cell) {
                if digit != a.digit && digit != b.digit {
                    result.insert(a.cell, digit);
                }
            }
        } else if a.digit == b.digit {
            let cells = links.grid.cells_with(a.digit) & a.cell.peer_set() & b.cell.peer_set()
                - chain_cells;
            result.insert_cells(cells, a.digit);
        }
    }
    result
}

/// Searches chains from every candidate of `starts` in `mode` and returns the one removing the most
/// candidates (HoDoKu's order among equals), with its path.
fn best_chain(grid: &Grid, mode: Mode, starts: &CandidateSet) -> Option<Found> {
    let links = Links::new(grid, mode);
    let mut best: Option<Found> = None;
    for start in starts.to_vec() {
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
                for end in on.to_vec() {
                    if mode == Mode::Bivalue && end.digit != start.digit {
                        continue;
                    }
                    // A chain back into its own start cell, or ending weakly linked to its start,
                    // is a loop (only nice loops use them).
                    let looped = mode == Mode::Any && end != start && links.is_weak(end, start);
                    let eliminations = if end == start {
                        if mode != Mode::Any {
                            continue;
                        }
                        // The start's falsehood proves it true: the rest of its cell goes.
                        let mut set = CandidateSet::EMPTY;
                        for digit in grid.candidates(start.cell) - Digits::single(start.digit) {
                            set.insert(start.cell, digit);
                        }
                        set
                    } else {
                        links.seeing_both(start, end)
                    };
                    if eliminations.is_empty() && !looped {
                        continue;
                    }
                    let found = Found {
                        start,
                        end,
                        depth,
                        eliminations,
                        looped: looped || end == start,
                        path: Vec::new(),
                    };
                    if !looped
                        && !beats(
                            &best,
                            found.eliminations.len(),
                            index_sum(&found.eliminations),
                            depth,
                        )
                    {
                        continue;
                    }
                    let path = reconstruct(&links, &found, &on_layers, &off_layers);
                    if is_lasso(&path, found.looped) {
                        continue;
                    }
                    let mut found = Found { path, ..found };
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

/// Removes every candidate of `cell` from `set`.
fn remove_cell(set: &mut CandidateSet, cell: Cell) {
    let mut result = CandidateSet::EMPTY;
    for digit in Digit::ALL {
        result.insert_cells(set.cells(digit) - CellSet::single(cell), digit);
    }
    *set = result;
}

/// Removes from `set` every candidate of `other`.
fn remove_all(set: &mut CandidateSet, other: &CandidateSet) {
    let mut result = CandidateSet::EMPTY;
    for digit in Digit::ALL {
        result.insert_cells(set.cells(digit) - other.cells(digit), digit);
    }
    *set = result;
}

/// The chain's candidates from start to end, walking the layers back from the end. Among the
/// ways back through the layers, one that visits no cell twice is preferred (a bounded
/// backtracking search); failing that, the first way found.
fn reconstruct(
    links: &Links,
    found: &Found,
    on_layers: &[CandidateSet; MAX_DEPTH + 1],
    off_layers: &[CandidateSet; MAX_DEPTH + 1],
) -> Vec<Candidate> {
    let mut path = vec![found.end];
    let mut budget = 2000usize;
    let allowed = |cell: Cell, path: &[Candidate]| {
        let last = path.last().map(|c| c.cell);
        // Staying in the cell of the last link is fine; coming back to an earlier cell is not,
        // except into the start cell of a loop.
        last == Some(cell)
            || !path.iter().any(|c| c.cell == cell)
            || (found.looped && cell == found.start.cell && path.len() + 1 == 2 * found.depth)
    };
    if walk_back(
        links,
        found,
        on_layers,
        off_layers,
        found.depth,
        &mut path,
        &mut budget,
        &allowed,
    ) {
        path.reverse();
        return path;
    }
    // No simple way back within the budget: take the first one.
    let mut path = vec![found.end];
    let mut current = found.end;
    for depth in (1..=found.depth).rev() {
        let Some(cause) = off_layers[depth - 1]
            .to_vec()
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
            .to_vec()
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

/// One step of [`reconstruct`]'s backtracking: extends `path` (built from the end) from the
/// on-node at `depth` back to the start.
#[allow(clippy::too_many_arguments)]
fn walk_back(
    links: &Links,
    found: &Found,
    on_layers: &[CandidateSet; MAX_DEPTH + 1],
    off_layers: &[CandidateSet; MAX_DEPTH + 1],
    depth: usize,
    path: &mut Vec<Candidate>,
    budget: &mut usize,
    allowed: &dyn Fn(Cell, &[Candidate]) -> bool,
) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let current = *path.last().expect("not empty");
    for cause in off_layers[depth - 1].to_vec() {
        if !links.is_strong(cause, current) {
            continue;
        }
        if depth == 1 {
            if cause == found.start {
                path.push(cause);
                return true;
            }
            continue;
        }
        if cause.cell == found.start.cell || !allowed(cause.cell, path) {
            continue;
        }
        path.push(cause);
        for before in on_layers[depth - 1].to_vec() {
            if !links.is_weak(before, cause)
                || before.cell == found.start.cell
                || !allowed(before.cell, path)
            {
                continue;
            }
            path.push(before);
            if walk_back(links, found, on_layers, off_layers, depth - 1, path, budget, allowed) {
                return true;
            }
            path.pop();
        }
        path.pop();
    }
    false
}

/// The chain in forum notation: `5r1c1 = 5r1c7 - 5r3c9 = 5r3c3` (`=` strong, `-` weak).
fn notation(path: &[Candidate]) -> String {
    let mut text = String::new();
    for (i, candidate) in path.iter().enumerate() {
        if i > 0 {
            text.push_str(if i % 2 == 1 { " = " } else { " - " });
        }
        text.push_str(&candidate.to_string());
    }
    text
}

/// The chain in words: "if r1c1 is not 5, r1c7 is 5, so r3c9 is not 5, so r3c3 is 5".
fn prose(path: &[Candidate]) -> String {
    let mut parts = Vec::new();
    for (i, candidate) in path.iter().enumerate() {
        let Candidate { cell, digit } = candidate;
        parts.push(if i % 2 == 0 {
            format!("{cell} is not {digit}")
        } else {
            format!("{cell} is {digit}")
        });
    }
    format!("if {}", parts.join(", then "))
}

fn chain_step(technique: Technique, found: &Found) -> Step {
    let path = &found.path;
    let cells: CellSet = path.iter().map(|c| c.cell).collect();
    let digits: Digits = path.iter().map(|c| c.digit).collect();
    let mut builder = StepBuilder::new(technique)
        .eliminate(&found.eliminations)
        .focus(cells)
        .digits(digits);
    for candidate in path {
        builder = builder.pattern_cells(CellSet::single(candidate.cell), candidate.digit);
    }
    // The units of the strong links between cells, for "look at ..." hints.
    for pair in path.windows(2).step_by(2) {
        if pair[0].cell != pair[1].cell {
            if let Some(unit) = pair[0]
                .cell
                .units()
                .into_iter()
                .find(|u| u.cell_set().contains(pair[1].cell))
            {
                builder = builder.unit(unit);
            }
        }
    }
    let (start, end) = (found.start, found.end);
    let conclusion = if start == end {
        format!("so {} is {}", start.cell, start.digit)
    } else if found.looped {
        format!(
            "and {} being {} makes {} not {}: the loop closes, so each of its weak links holds \
             exactly one true candidate",
            end.cell, end.digit, start.cell, start.digit
        )
    } else {
        format!(
            "so {} is {} or {} is {}",
            start.cell, start.digit, end.cell, end.digit
        )
    };
    builder.explain(format!("{}: {}; {conclusion}", notation(path), prose(path)))
}

/// X-chain: for the first digit that has one, the chain removing the most candidates.
pub(crate) fn x_chain(grid: &Grid) -> Option<Step> {
    for digit in Digit::ALL {
        let mut starts = CandidateSet::EMPTY;
        starts.insert_cells(grid.cells_with(digit), digit);
        if let Some(found) = best_chain(grid, Mode::Digit(digit), &starts) {
            return Some(chain_step(Technique::XChain, &found));
        }
    }
    None
}

/// XY-chain: a chain of bivalue cells whose two ends share a digit.
pub(crate) fn xy_chain(grid: &Grid) -> Option<Step> {
    let starts = all_candidates(grid);
    let found = best_chain(grid, Mode::Bivalue, &starts)?;
    Some(chain_step(Technique::XyChain, &found))
}

/// Nice loop / AIC: an alternating chain over any links.
pub(crate) fn nice_loop(grid: &Grid) -> Option<Step> {
    let starts = all_candidates(grid);
    let found = best_chain(grid, Mode::Any, &starts)?;
    Some(chain_step(Technique::NiceLoop, &found))
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
    let mut best: Option<(CandidateSet, CellSet, Digits)> = None;
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
                .map_or(true, |(old, _, _)| old.len() < eliminations.len())
        {
            best = Some((eliminations, cluster, pair));
        }
    }
    let (eliminations, cluster, pair) = best?;
    let mut builder = StepBuilder::new(Technique::RemotePair)
        .eliminate(&eliminations)
        .focus(cluster)
        .digits(pair);
    for digit in pair {
        builder = builder.pattern_cells(cluster, digit);
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

    // Puzzles from HoDoKu's exemplars-1.0.txt; the count is HoDoKu's own for the first use.

    #[test]
    fn remote_pair() {
        let step = first_use(
            "1.8....5...4...6.72....3......5...4.6......9....91.7....73.........75.6.38.4.6..5",
            Technique::RemotePair,
        );
        assert_eq!(step.eliminations.len(), 10);
    }

    #[test]
    fn x_chain() {
        let step = first_use(
            "....5..8...7.293..1...74..25.91.2..4....4.........816.718....2...........6......7",
            Technique::XChain,
        );
        assert_eq!(step.eliminations.len(), 3);
    }

    #[test]
    fn xy_chain() {
        let step = first_use(
            "76.....9.............42536...65..2..9..1.2.......7...9.....643..49.8...2.1...7...",
            Technique::XyChain,
        );
        assert_eq!(step.eliminations.len(), 5);
    }

    #[test]
    fn aic() {
        let step = first_use(
            ".......5.....2.1....38........6....22..4.8.934.1....851..........6.359.7745......",
            Technique::NiceLoop,
        );
        assert_eq!(step.eliminations.len(), 5);
    }
}
