//! Almost locked sets: n cells of one unit holding n + 1 digits between them. Take one digit away
//! and the rest is locked. Two such sets joined by a "restricted common" digit x (every x of both
//! sets sees every other, so at most one set holds x) lock one of them, so a digit z common to both
//! must be in one of them, and a cell seeing every z of both cannot hold it (ALS-XZ). Three sets in
//! a row make an ALS-XY-Wing.
//!
//! The sets are collected unit by unit (rows, columns, boxes), each unit's subsets in increasing
//! order, and the restricted commons pair by pair in that order, as HoDoKu does; the first step
//! found is taken.

use std::collections::HashSet;

use crate::board::{Cell, Digit};
use crate::l10n::{Arg, Message};
use crate::logic::chains::ordered_index_sum;
use crate::logic::grid::Grid;
use crate::logic::roles::{Chain as RoleChain, Link, Node};
use crate::logic::step::{Candidate, Step, StepBuilder, Technique};
use crate::rules::Unit;
use crate::sets::{CellSet, Digits};

/// One almost locked set.
struct Als {
    cells: CellSet,
    digits: Digits,
    unit: Unit,
    /// For each digit, the set's cells holding it.
    with: [CellSet; 9],
    /// For each digit, the candidates of it outside the set that see all the set's cells holding
    /// it.
    seen: [CellSet; 9],
    /// All of `seen`, for a quick test whether two sets can eliminate anything together.
    buddies: CellSet,
}

impl Als {
    fn new(grid: &Grid, cells: CellSet, digits: Digits, unit: Unit) -> Als {
        let mut with = [CellSet::EMPTY; 9];
        let mut seen = [CellSet::EMPTY; 9];
        let mut buddies = CellSet::EMPTY;
        for digit in digits {
            let d = digit.index();
            with[d] = cells & grid.cells_with(digit);
            let seeing = with[d]
                .iter()
                .fold(CellSet::ALL, |acc, cell| acc & cell.peer_set());
            seen[d] = (seeing & grid.cells_with(digit)) - cells;
            buddies |= seen[d];
        }
        Als {
            cells,
            digits,
            unit,
            with,
            seen,
            buddies,
        }
    }
}

/// Every almost locked set of the grid, single bivalue cells included.
fn collect(grid: &Grid) -> Vec<Als> {
    let mut found = Vec::new();
    let mut known: HashSet<CellSet> = HashSet::new();
    for unit in Unit::ALL {
        let mut cells = [Cell::ALL[0]; 9];
        let mut count = 0;
        for &cell in unit.cells() {
            if grid.value(cell).is_none() {
                cells[count] = cell;
                count += 1;
            }
        }
        subsets(
            grid,
            unit,
            &cells[..count],
            0,
            CellSet::EMPTY,
            Digits::EMPTY,
            &mut found,
            &mut known,
        );
    }
    found
}

#[allow(clippy::too_many_arguments)]
fn subsets(
    grid: &Grid,
    unit: Unit,
    cells: &[Cell],
    start: usize,
    chosen: CellSet,
    digits: Digits,
    found: &mut Vec<Als>,
    known: &mut HashSet<CellSet>,
) {
    // At most eight cells: nine would hold ten digits.
    if chosen.len() >= 8 {
        return;
    }
    for i in start..cells.len() {
        let chosen = chosen | CellSet::single(cells[i]);
        let digits = digits | grid.candidates(cells[i]);
        if digits.len() == chosen.len() + 1 && known.insert(chosen) {
            found.push(Als::new(grid, chosen, digits, unit));
        }
        subsets(grid, unit, cells, i + 1, chosen, digits, found, known);
    }
}

/// Two sets joined by one or two restricted commons.
struct Restricted {
    first: usize,
    second: usize,
    /// The restricted commons: HoDoKu keeps the first and the last of them (two sets rarely
    /// share more than two).
    digits: Digits,
}

/// The restricted commons of every pair of disjoint sets, in HoDoKu's order: the pairs by the
/// first set, then the second (so the commons of set `i` with later sets are one run).
fn restricted_commons(alses: &[Als]) -> Vec<Restricted> {
    let mut result = Vec::new();
    for (i, a) in alses.iter().enumerate() {
        for (j, b) in alses.iter().enumerate().skip(i + 1) {
            if !(a.cells & b.cells).is_empty() {
                continue;
            }
            let mut first = None;
            let mut last = None;
            for digit in a.digits & b.digits {
                let d = digit.index();
                if a.with[d].is_subset(b.seen[d]) && b.with[d].is_subset(a.seen[d]) {
                    if first.is_none() {
                        first = Some(digit);
                    } else {
                        last = Some(digit);
                    }
                }
            }
            if let Some(first) = first {
                let mut digits = Digits::single(first);
                if let Some(last) = last {
                    digits.insert(last);
                }
                result.push(Restricted {
                    first: i,
                    second: j,
                    digits,
                });
            }
        }
    }
    result
}

/// Adds to `eliminations` every candidate of a digit common to `a` and `b` (other than `except`)
/// that sees all of that digit in both sets, digit by digit (HoDoKu's order).
fn common_eliminations(a: &Als, b: &Als, except: Digits, eliminations: &mut Vec<Candidate>) {
    if (a.buddies & b.buddies).is_empty() {
        return;
    }
    for digit in (a.digits & b.digits) - except {
        let d = digit.index();
        for cell in a.seen[d] & b.seen[d] {
            eliminations.push(Candidate::new(cell, digit));
        }
    }
}

/// ALS-XZ: the first pair of sets with a restricted common that eliminates something.
pub(crate) fn als_xz(grid: &Grid) -> Option<Step> {
    let alses = collect(grid);
    for rc in restricted_commons(&alses) {
        let (a, b) = (&alses[rc.first], &alses[rc.second]);
        let mut eliminations = Vec::new();
        let mut commons = rc.digits.iter();
        let x = commons.next().expect("at least one");
        common_eliminations(a, b, Digits::single(x), &mut eliminations);
        let doubly = commons.next();
        if let Some(y) = doubly {
            common_eliminations(a, b, Digits::single(y), &mut eliminations);
            // Doubly linked: both restricted commons are in one set or the other, so each set
            // without them is locked.
            for (one, other) in [(a, b), (b, a)] {
                for digit in one.digits - rc.digits {
                    let d = digit.index();
                    for cell in one.seen[d] - other.cells {
                        eliminations.push(Candidate::new(cell, digit));
                    }
                }
            }
        }
        if eliminations.is_empty() {
            continue;
        }
        // With two restricted commons (doubly linked) the catalogue adds that both sets are
        // locked: it selects on `commons-count`.
        let reason = Message::new("step-als-xz")
            .cells("first", a.cells)
            .cells("second", b.cells)
            .digits("first-digits", a.digits)
            .unit("first-unit", a.unit)
            .digits("second-digits", b.digits)
            .unit("second-unit", b.unit)
            .digit("digit", x)
            .digits("commons", rc.digits);
        let commons: Vec<_> = rc.digits.iter().map(|digit| (0, 1, digit)).collect();
        return Some(als_step(
            Technique::AlsXz,
            grid,
            &[a, b],
            &commons,
            &eliminations,
            reason,
        ));
    }
    None
}

/// ALS-XY-Wing: sets A and B each joined to a set C by restricted commons that differ; one of A
/// and B is locked, so a digit common to A and B is in one of them.
pub(crate) fn als_xy_wing(grid: &Grid) -> Option<Step> {
    let alses = collect(grid);
    let rcs = restricted_commons(&alses);
    // The restricted commons of each set, in order: only pairs sharing a set make a wing, so
    // only those are tried (in the order of the list, as HoDoKu tries every pair).
    let mut touching: Vec<Vec<usize>> = vec![Vec::new(); alses.len()];
    for (i, rc) in rcs.iter().enumerate() {
        touching[rc.first].push(i);
        touching[rc.second].push(i);
    }
    let mut partners: Vec<usize> = Vec::new();
    for (i, rc1) in rcs.iter().enumerate() {
        partners.clear();
        partners.extend(touching[rc1.first].iter().copied().filter(|&j| j > i));
        partners.extend(touching[rc1.second].iter().copied().filter(|&j| j > i));
        partners.sort_unstable();
        partners.dedup();
        for rc2 in partners.iter().map(|&j| &rcs[j]) {
            if rc1.digits.len() == 1 && rc1.digits == rc2.digits {
                continue;
            }
            let (a, b, c) = if rc1.first == rc2.first && rc1.second != rc2.second {
                (rc1.second, rc2.second, rc1.first)
            } else if rc1.first == rc2.second && rc1.second != rc2.first {
                (rc1.second, rc2.first, rc1.first)
            } else if rc1.second == rc2.first && rc1.first != rc2.second {
                (rc1.first, rc2.second, rc1.second)
            } else if rc1.second == rc2.second && rc1.first != rc2.first {
                (rc1.first, rc2.first, rc1.second)
            } else {
                continue;
            };
            let (a, b, c) = (&alses[a], &alses[b], &alses[c]);
            if !(a.cells & b.cells).is_empty() {
                continue;
            }
            let mut eliminations = Vec::new();
            common_eliminations(a, b, rc1.digits | rc2.digits, &mut eliminations);
            if eliminations.is_empty() {
                continue;
            }
            let reason = Message::new("step-als-xy-wing")
                .cells("first", a.cells)
                .digits("first-digits", a.digits)
                .cells("second", b.cells)
                .digits("second-digits", b.digits)
                .cells("third", c.cells)
                .digits("third-digits", c.digits)
                .digits("x", rc1.digits)
                .digits("y", rc2.digits);
            // Drawn as A - C - B.
            let commons: Vec<_> = rc1
                .digits
                .iter()
                .map(|digit| (0, 2, digit))
                .chain(rc2.digits.iter().map(|digit| (2, 1, digit)))
                .collect();
            return Some(als_step(
                Technique::AlsXyWing,
                grid,
                &[a, b, c],
                &commons,
                &eliminations,
                reason,
            ));
        }
    }
    None
}

/// The longest ALS chain searched, in restricted commons (HoDoKu's limit).
const MAX_CHAIN: usize = 50;

/// Which of a link's restricted commons the chain uses: its first, its second, or both.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
enum Actual {
    None,
    First,
    Second,
    Both,
}

impl Actual {
    /// The digits of `rc` this choice uses.
    fn digits(self, rc: &Restricted) -> Digits {
        let mut iter = rc.digits.iter();
        let (first, second) = (iter.next(), iter.next());
        let pick = |d: Option<Digit>| d.map_or(Digits::EMPTY, Digits::single);
        match self {
            Actual::None => Digits::EMPTY,
            Actual::First => pick(first),
            Actual::Second => pick(second),
            Actual::Both => pick(first) | pick(second),
        }
    }
}

/// HoDoKu's adjacency rule for the restricted commons of two links in a row: the commons the
/// previous link used cannot be used again, and the ones left are this link's commons.
fn next_actual(previous: &Restricted, previous_actual: Actual, rc: &Restricted) -> Actual {
    let mut prc = rc.digits.iter();
    let (c21, c22) = (prc.next(), prc.next());
    let mut old = previous.digits.iter();
    let (p1, p2) = (old.next(), old.next());
    // HoDoKu compares the previous link's first common twice when it used both (so the second
    // can be used again); the rule is copied as it is, since the chains it finds must match.
    let (c11, c12) = match previous_actual {
        Actual::First => (p1, None),
        Actual::Second => (p2, None),
        Actual::Both => (p1, p1),
        Actual::None => {
            return if c22.is_some() {
                Actual::Both
            } else {
                Actual::First
            }
        }
    };
    match (c12, c22) {
        (None, None) => {
            if c11 == c21 {
                Actual::None
            } else {
                Actual::First
            }
        }
        (None, Some(_)) => {
            if c11 == c22 {
                Actual::First
            } else if c11 == c21 {
                Actual::Second
            } else {
                Actual::Both
            }
        }
        (Some(_), None) => {
            if c11 == c21 || c12 == c21 {
                Actual::None
            } else {
                Actual::First
            }
        }
        (Some(_), Some(_)) => {
            if (c11 == c21 && c12 == c22) || (c11 == c22 && c12 == c21) {
                Actual::None
            } else if c11 == c22 || c12 == c22 {
                Actual::First
            } else if c11 == c21 || c12 == c21 {
                Actual::Second
            } else {
                Actual::Both
            }
        }
    }
}

/// An ALS chain found: its sets (indices into the list of sets), links and eliminations.
struct FoundChain {
    sets: Vec<usize>,
    links: Vec<(usize, Actual)>,
    eliminations: Vec<Candidate>,
    cells: usize,
}

/// The search state of [`als_xy_chain`].
struct ChainSearch<'a> {
    alses: &'a [Als],
    rcs: &'a [Restricted],
    /// For each set, the run of `rcs` with later sets.
    runs: Vec<(usize, usize)>,
    in_chain: Vec<bool>,
    start: usize,
    links: Vec<(usize, Actual)>,
    found: Vec<FoundChain>,
    /// Eliminations (as digit-major lists) already found, with their index in `found`.
    known: std::collections::HashMap<Vec<(u8, u8)>, usize>,
    /// For each state (arriving link, its commons, long enough to remove or not), the search
    /// generation (one per first link) that explored it, and how deep.
    generation: Vec<u32>,
    depth: Vec<u8>,
    current: u32,
}

impl ChainSearch<'_> {
    fn extend(&mut self, als: usize, last: Option<(usize, Actual)>) {
        if self.links.len() >= MAX_CHAIN {
            return;
        }
        // Where the chain goes on from here depends only on the link it arrived by (and whether
        // it is long enough to remove anything yet): a state explored before, at this depth or
        // shallower, finds nothing new.
        if let Some((rc, actual)) = last {
            let depth = self.links.len() as u8;
            let key = (rc * 4 + actual as usize) * 2 + usize::from(depth >= 3);
            if self.generation[key] == self.current && self.depth[key] <= depth {
                return;
            }
            self.generation[key] = self.current;
            self.depth[key] = depth;
        }
        let (begin, end) = self.runs[als];
        let mut first_try = true;
        let mut i = begin;
        while i < end {
            let rc = &self.rcs[i];
            let actual = match last {
                None if rc.digits.len() == 2 => {
                    if first_try {
                        Actual::First
                    } else {
                        Actual::Second
                    }
                }
                None => Actual::First,
                Some((previous, previous_actual)) => {
                    next_actual(&self.rcs[previous], previous_actual, rc)
                }
            };
            if actual == Actual::None || self.in_chain[rc.second] {
                i += 1;
                continue;
            }
            if last.is_none() {
                // A new first link: what the chain removes depends on it, so states start over.
                self.current += 1;
            }
            self.links.push((i, actual));
            self.in_chain[rc.second] = true;
            if self.links.len() >= 3 {
                self.check(rc.second);
            }
            self.extend(rc.second, Some((i, actual)));
            self.in_chain[rc.second] = false;
            self.links.pop();
            if last.is_none() && rc.digits.len() == 2 && first_try {
                // A first link with two commons is tried with each.
                first_try = false;
                continue;
            }
            first_try = true;
            i += 1;
        }
    }

    /// Records the eliminations of the chain from the start set to `end`, if any.
    fn check(&mut self, end: usize) {
        let (a, b) = (&self.alses[self.start], &self.alses[end]);
        if (a.buddies & b.buddies).is_empty() {
            return;
        }
        let (first, first_actual) = self.links[0];
        let (last, last_actual) = *self.links.last().expect("three links");
        let used = first_actual.digits(&self.rcs[first]) | last_actual.digits(&self.rcs[last]);
        let mut eliminations = Vec::new();
        for digit in (a.digits & b.digits) - used {
            let d = digit.index();
            for cell in a.seen[d] & b.seen[d] {
                eliminations.push(Candidate::new(cell, digit));
            }
        }
        if eliminations.is_empty() {
            return;
        }
        let mut sets = vec![self.start];
        sets.extend(self.links.iter().map(|&(i, _)| self.rcs[i].second));
        let cells = sets.iter().map(|&s| self.alses[s].cells.len()).sum();
        let key: Vec<(u8, u8)> = eliminations
            .iter()
            .map(|c| (c.digit.get(), c.cell.index() as u8))
            .collect();
        let chain = FoundChain {
            sets,
            links: self.links.clone(),
            eliminations,
            cells,
        };
        match self.known.get(&key) {
            // Only one chain per set of eliminations: the one with fewer cells.
            Some(&index) => {
                if self.found[index].cells > chain.cells {
                    self.found[index] = chain;
                }
            }
            None => {
                self.known.insert(key, self.found.len());
                self.found.push(chain);
            }
        }
    }
}

/// ALS-XY-Chain: a chain of almost locked sets, each joined to the next by a restricted common
/// that differs from the one before; one of the two end sets is locked, so a digit common to both
/// ends is in one of them. As HoDoKu searches them: sets in their list order, each link to a later
/// set, chains of four sets or more; of all chains found, the one removing the most candidates
/// (the lowest index sum among equals).
pub(crate) fn als_xy_chain(grid: &Grid) -> Option<Step> {
    let alses = collect(grid);
    let rcs = restricted_commons(&alses);
    let mut runs = vec![(0, 0); alses.len()];
    let mut i = 0;
    for (set, run) in runs.iter_mut().enumerate() {
        let begin = i;
        while i < rcs.len() && rcs[i].first == set {
            i += 1;
        }
        *run = (begin, i);
    }
    let mut search = ChainSearch {
        alses: &alses,
        rcs: &rcs,
        runs,
        in_chain: vec![false; alses.len()],
        start: 0,
        links: Vec::new(),
        found: Vec::new(),
        known: std::collections::HashMap::new(),
        generation: vec![0; rcs.len() * 8],
        depth: vec![0; rcs.len() * 8],
        current: 0,
    };
    for start in 0..alses.len() {
        search.start = start;
        search.in_chain.iter_mut().for_each(|x| *x = false);
        search.in_chain[start] = true;
        search.extend(start, None);
    }
    let best = search.found.iter().enumerate().min_by_key(|(i, chain)| {
        (
            std::cmp::Reverse(chain.eliminations.len()),
            ordered_index_sum(chain.eliminations.iter().copied()),
            *i,
        )
    })?;
    let chain = best.1;
    let eliminations = chain.eliminations.clone();
    let sets: Vec<&Als> = chain.sets.iter().map(|&s| &alses[s]).collect();
    let mut commons = Vec::new();
    let mut names = Vec::new();
    for (position, &(rc, actual)) in chain.links.iter().enumerate() {
        let digits = actual.digits(&rcs[rc]);
        for digit in digits {
            commons.push((position, position + 1, digit));
        }
        names.push(Message::new("als-restricted-common").digits("digits", digits));
    }
    let described = sets
        .iter()
        .map(|als| {
            Message::new("als-set")
                .cells("cells", als.cells)
                .digits("digits", als.digits)
        })
        .collect();
    let reason = Message::new("step-als-xy-chain")
        .arg("sets", Arg::And(described))
        .arg("commons", Arg::Sequence(names));
    Some(als_step(
        Technique::AlsXyChain,
        grid,
        &sets,
        &commons,
        &eliminations,
        reason,
    ))
}

/// The step of almost locked sets `sets` joined by the restricted commons `commons` (each the
/// indices of two sets in `sets` and a digit), drawn as weak links between the digit's cells in
/// the two sets, in order.
fn als_step(
    technique: Technique,
    grid: &Grid,
    sets: &[&Als],
    commons: &[(usize, usize, Digit)],
    eliminations: &[Candidate],
    reason: Message,
) -> Step {
    let cells = sets.iter().fold(CellSet::EMPTY, |all, als| all | als.cells);
    let links: Digits = commons.iter().map(|&(_, _, digit)| digit).collect();
    let mut builder = StepBuilder::new(technique)
        .eliminate_in_order(eliminations.iter().copied())
        .focus(cells)
        .digits(links);
    for als in sets {
        builder = builder.unit(als.unit).als(grid, als.cells);
    }
    let chain_links = commons
        .iter()
        .map(|&(from, to, digit)| {
            Link::weak(
                Node::group(digit, sets[from].with[digit.index()]),
                Node::group(digit, sets[to].with[digit.index()]),
            )
        })
        .collect();
    builder
        .add_links(RoleChain { links: chain_links })
        .explain(reason)
}

#[cfg(test)]
mod tests {
    use crate::logic::roles::Role;
    use crate::logic::step::Technique;
    use crate::logic::testing::*;

    #[test]
    fn als_xz() {
        // From HoDoKu's exemplars-1.0.txt ("ALS-XZ rule"). HoDoKu 2.2 takes this step first:
        // "ALS XZ-Rule: A=r13c8,r2c79 {23689}, B=r4c7,r5c8 {289}, X=9, Z=8 => r3c7<>8".
        let step = first_use(
            ".24.6....5.74.9.1..............9..7.4....85.3..8..7.6........46..6..3..7.5.7..1..",
            Technique::AlsXz,
        );
        assert_eq!(eliminations(&step), ["r3c7<>8"]);
        // A=r13c8,r2c79 {23689}, B=r4c7,r5c8 {289}, X=9: a weak link between the sets' 9s.
        let sets = alses(&step);
        assert_eq!(sets, ["{r1c8, r2c7, r2c9, r3c8} 23689", "{r4c7, r5c8} 289"]);
        assert_eq!(links(&step, 0), ["9r13c8 - 9r5c8"]);
        assert_eq!(
            with_role(&step, Role::Als(1)),
            ["2r4c7", "2r5c8", "8r4c7", "9r5c8"]
        );
    }

    #[test]
    fn als_xy_wing() {
        // HoDoKu 2.2 finds: "Almost Locked Set XY-Wing: A=r6c5 {79}, B=r123c8,r3c79 {345679},
        // C=r3c56 {689}, X,Y=6,9, Z=7 => r6c8<>7".
        let step = first_use(
            "....43.......5...8.721......9.........5....1.18.3..........1.67..7..91..3...6592.",
            Technique::AlsXyWing,
        );
        assert_eq!(eliminations(&step), ["r6c8<>7"]);
    }

    #[test]
    fn als_xy_chain() {
        // From the held-out set (tests/data/heldout.tsv). HoDoKu 2.2.4 takes, after two
        // pointings and a hidden pair: "Almost Locked Set Chain: 16- r1346c4 {12469} -2- r2458c5
        // {12358} -3- r1459c8 {13569} -9- r2569c9 {25789} -7- r7c56,r8c5,r9c46 {123567} -16 =>
        // r7c4<>1, r7c4<>6".
        let step = first_use(
            "....7...6...3..97...5.62.8.3.....7.1..45.........9..........8..7..8...23..9.4....",
            Technique::AlsXyChain,
        );
        assert_eq!(eliminations(&step), ["r7c4<>1", "r7c4<>6"]);
        let sets = alses(&step);
        assert_eq!(sets.len(), 5, "{sets:?}");
        assert_eq!(step.roles.alses[0].digits.to_string(), "12469");
        assert_eq!(step.roles.alses[4].digits.to_string(), "123567");
        // The restricted commons 2, 3, 9 and 7, each a weak link between neighbouring sets.
        let links = &step.roles.chains[0].links;
        let commons: Vec<u8> = links.iter().map(|link| link.from.digit().get()).collect();
        assert_eq!(commons, [2, 3, 9, 7]);
        assert!(links.iter().all(|link| !link.strong));
    }
}
