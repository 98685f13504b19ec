//! The compile-time table of cage combinations: for every cage size (1 to 9 cells) and sum,
//! the sets of different digits that add up to the sum.
//!
//! A cage of `n` cells with sum `s` holds `n` different digits adding up to `s`, and which
//! digits those can be is the first thing a Killer player (and solver) asks: a 2-cell cage of
//! 17 is `{8, 9}`, a 3-cell cage of 10 is `{1, 2, 7}`, `{1, 3, 6}`, `{1, 4, 5}` or `{2, 3, 5}`.
//! There are only 511 nonempty sets of digits, so the table holds each once, sorted by size and
//! then sum, and a lookup is a slice of it: no search, no allocation, and nothing computed at
//! run time (the table is built by `const fn`s when the engine is compiled).

use crate::sets::Digits;

/// The most cells a cage can have: its digits are all different.
pub const MAX_CAGE_SIZE: usize = 9;

/// The largest sum of any cage: all nine digits.
pub const MAX_SUM: u8 = 45;

/// The sum of the digits of `bits` (in [`Digits`]' layout: bit `d` for digit `d`).
const fn digit_sum(bits: u16) -> u8 {
    let mut sum = 0;
    let mut digit = 1;
    while digit <= 9 {
        if bits >> digit & 1 != 0 {
            sum += digit;
        }
        digit += 1;
    }
    sum as u8
}

/// Every nonempty set of digits, ordered by size, then sum, then their digits; and where each size and
/// sum starts in that order: `start[size][sum]..start[size][sum + 1]` (sums 0 to 45, and 46 as
/// the end of the size's row, which is where the next size starts).
struct Table {
    sets: [Digits; 511],
    start: [[u16; 47]; MAX_CAGE_SIZE + 2],
}

/// Builds [`Table`] by counting sort: how many sets each (size, sum) has, where each begins,
/// then every set put in its place.
const fn build() -> Table {
    let mut counts = [[0u16; 47]; MAX_CAGE_SIZE + 2];
    let mut set = 1u16;
    while set < 512 {
        let bits = set << 1;
        let size = bits.count_ones() as usize;
        counts[size][digit_sum(bits) as usize] += 1;
        set += 1;
    }
    let mut start = [[0u16; 47]; MAX_CAGE_SIZE + 2];
    let mut next = 0u16;
    let mut size = 0;
    while size <= MAX_CAGE_SIZE + 1 {
        let mut sum = 0;
        while sum < 47 {
            start[size][sum] = next;
            next += counts[size][sum];
            sum += 1;
        }
        size += 1;
    }
    // Placed in the order players list them (1 2 7 before 1 3 6 before 2 3 5): bit `k` of
    // `order` stands for digit `9 - k`, so counting `order` down visits the sets of each size
    // in lexicographic order of their digits.
    let mut filled = [[0u16; 47]; MAX_CAGE_SIZE + 2];
    let mut sets = [Digits::EMPTY; 511];
    let mut order = 511u16;
    while order > 0 {
        let mut bits = 0u16;
        let mut k = 0;
        while k < 9 {
            if order >> k & 1 != 0 {
                bits |= 1 << (9 - k);
            }
            k += 1;
        }
        let size = bits.count_ones() as usize;
        let sum = digit_sum(bits) as usize;
        sets[(start[size][sum] + filled[size][sum]) as usize] = Digits::from_bits_truncate(bits);
        filled[size][sum] += 1;
        order -= 1;
    }
    Table { sets, start }
}

static TABLE: Table = build();

/// For cells with the `candidates` given (bits in [`Digits`]' layout) taking the digits of
/// `combination` one each: the digits each cell takes in some arrangement, or `None` when there
/// is none: whether a combination fits a cage's cells, which the Killer techniques explain
/// combination by combination (the solver's own walk is checked against it).
///
/// An arrangement is a perfect matching of cells to digits. One is found by augmenting paths;
/// then a cell can take another digit exactly when the matching can rotate along a cycle: the
/// cell takes a digit matched to another cell, which takes one matched to a third, and so on
/// back to the first cell's own (Régin's filtering for all-different, on bitmasks: at most nine
/// cells, so the cycles come from a 9 by 9 reachability closure). Measured against the walk over
/// the combination's subsets it replaced (kept in the tests as the reference), the same answers
/// at a fraction of the cost for the large groups the rule of 45 makes, and no slower on pairs.
pub fn arrangements(candidates: &[u16], combination: u16) -> Option<[u16; MAX_CAGE_SIZE]> {
    let n = candidates.len();
    // Digits 1 to 9 are bits 1 to 9: shifted down, digit d is bit d - 1.
    let full = (combination >> 1) & 511;
    if full.count_ones() as usize != n || n > MAX_CAGE_SIZE {
        return None;
    }
    // Cheap refusals first: a cell with no digit of the combination, or a digit no cell takes.
    let mut options = [0u16; MAX_CAGE_SIZE];
    let mut union = 0u16;
    for (slot, &cell) in options.iter_mut().zip(candidates) {
        *slot = (cell >> 1) & full;
        if *slot == 0 {
            return None;
        }
        union |= *slot;
    }
    if union != full {
        return None;
    }
    // A perfect matching: `mine[i]` the digit (one bit) of cell `i`, `owner[d]` the cell of
    // digit bit `d`.
    let mut matching = Matching {
        options: &options[..n],
        mine: [0; MAX_CAGE_SIZE],
        owner: [u8::MAX; MAX_CAGE_SIZE],
    };
    for cell in 0..n {
        if !matching.augment(cell, &mut 0) {
            return None;
        }
    }
    let Matching { mine, owner, .. } = matching;
    // reach[i]: the cells whose matched digit cell `i` can take, and onwards (as cell bits).
    let mut reach = [0u16; MAX_CAGE_SIZE];
    for (i, slot) in reach.iter_mut().enumerate().take(n) {
        let mut others = options[i] & !mine[i];
        while others != 0 {
            *slot |= 1 << owner[others.trailing_zeros() as usize];
            others &= others - 1;
        }
    }
    for k in 0..n {
        for i in 0..n {
            if reach[i] >> k & 1 != 0 {
                reach[i] |= reach[k];
            }
        }
    }
    let mut allowed = [0u16; MAX_CAGE_SIZE];
    for i in 0..n {
        let mut keep = mine[i];
        let mut others = options[i] & !mine[i];
        while others != 0 {
            let bit = others & others.wrapping_neg();
            others &= others - 1;
            // Cell i takes bit from its owner, which then goes round back to cell i's digit.
            if reach[usize::from(owner[bit.trailing_zeros() as usize])] >> i & 1 != 0 {
                keep |= bit;
            }
        }
        allowed[i] = keep << 1;
    }
    Some(allowed)
}

/// A matching of cells to digits being built by [`arrangements`].
struct Matching<'a> {
    options: &'a [u16],
    mine: [u16; MAX_CAGE_SIZE],
    owner: [u8; MAX_CAGE_SIZE],
}

impl Matching<'_> {
    /// Finds cell `cell` a digit, moving the owners of the digits it wants along an augmenting
    /// path (none visited twice: `visited`); at most nine deep.
    fn augment(&mut self, cell: usize, visited: &mut u16) -> bool {
        let mut free = self.options[cell] & !*visited;
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free &= free - 1;
            *visited |= bit;
            let digit = bit.trailing_zeros() as usize;
            let holder = self.owner[digit];
            if holder == u8::MAX || self.augment(usize::from(holder), visited) {
                self.owner[digit] = cell as u8;
                self.mine[cell] = bit;
                return true;
            }
        }
        false
    }
}

/// The sets of `size` different digits that add up to `sum`, in the order of their digits
/// (`{1, 2, 7}` before `{1, 3, 6}`); empty when no such set exists (a sum too small or too
/// large for the size, or a size of 0 or over 9).
///
/// ```
/// use peerless::killer::combinations;
///
/// let pairs: Vec<String> = combinations(2, 17).iter().map(|set| set.to_string()).collect();
/// assert_eq!(pairs, ["89"]);
/// assert_eq!(combinations(3, 10).len(), 4);
/// assert!(combinations(2, 2).is_empty(), "two different digits add up to 3 at least");
/// ```
pub fn combinations(size: usize, sum: u8) -> &'static [Digits] {
    if size == 0 || size > MAX_CAGE_SIZE || sum > MAX_SUM {
        return &[];
    }
    let row = &TABLE.start[size];
    let (from, to) = (row[sum as usize] as usize, row[sum as usize + 1] as usize);
    &TABLE.sets[from..to]
}

/// The smallest and largest sums of `size` different digits (`size` 1 to 9): 1 to 9 for one
/// cell, 3 to 17 for two, 45 for nine.
pub const fn sum_range(size: usize) -> (u8, u8) {
    let n = size as u8;
    (n * (n + 1) / 2, n * (19 - n) / 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bits of the digits written in `text`.
    fn bits(text: &str) -> u16 {
        text.bytes()
            .map(|b| 1u16 << (b - b'0'))
            .fold(0, |a, b| a | b)
    }

    /// A set of the 512 sets of digits (as the walk shifts them): 64 bytes to clear where a
    /// table of flags took 512.
    #[derive(Default)]
    struct Bits512([u64; 8]);

    impl Bits512 {
        #[inline(always)]
        fn insert(&mut self, at: usize) {
            self.0[at >> 6 & 7] |= 1 << (at & 63);
        }

        #[inline(always)]
        fn contains(&self, at: usize) -> bool {
            self.0[at >> 6 & 7] >> (at & 63) & 1 != 0
        }
    }

    /// The walk over the combination's subsets that `arrangements` replaced: forward, the sets
    /// of digits the first cells can hold; backward, the sets the remaining cells can finish.
    fn by_subsets(candidates: &[u16], combination: u16) -> Option<[u16; MAX_CAGE_SIZE]> {
        let n = candidates.len();
        // Digits 1 to 9 are bits 1 to 9: shifted down, a set indexes a table of 512.
        let full = usize::from(combination >> 1) & 511;
        if full.count_ones() as usize != n || n > MAX_CAGE_SIZE {
            return None;
        }
        // Cheap refusals first: a cell with no digit of the combination, or a digit no cell takes.
        let mut union = 0usize;
        for &cell in candidates {
            let options = usize::from(cell >> 1) & full;
            if options == 0 {
                return None;
            }
            union |= options;
        }
        if union != full {
            return None;
        }
        // reach[m]: the first |m| cells can hold exactly the digits m (m a subset of `full`).
        let mut reach = Bits512::default();
        reach.insert(0);
        let mut mask = 0usize;
        while mask != full {
            if reach.contains(mask) {
                let i = mask.count_ones() as usize;
                let mut free = (usize::from(candidates[i] >> 1)) & full & !mask;
                while free != 0 {
                    let bit = free & free.wrapping_neg();
                    free &= free - 1;
                    reach.insert(mask | bit);
                }
            }
            // The next subset of `full`, ascending.
            mask = (mask | !full).wrapping_add(1) & full;
        }
        if !reach.contains(full) {
            return None;
        }
        // finish[m]: holding m after |m| cells, the rest can complete the combination.
        let mut finish = Bits512::default();
        finish.insert(full);
        let mut allowed = [0u16; MAX_CAGE_SIZE];
        let mut mask = full;
        // The previous subset of `full`, descending (from `full` itself, which needs nothing).
        while mask != 0 {
            mask = (mask - 1) & full;
            if !reach.contains(mask) {
                continue;
            }
            let i = mask.count_ones() as usize;
            let mut free = (usize::from(candidates[i] >> 1)) & full & !mask;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                free &= free - 1;
                if finish.contains(mask | bit) {
                    finish.insert(mask);
                    allowed[i] |= (bit as u16) << 1;
                }
            }
        }
        Some(allowed)
    }

    proptest::proptest! {
        #[test]
        fn arrangements_agree_with_the_walk_over_subsets(
            combination in 1u16..512,
            raw in proptest::collection::vec(0u16..512, 9),
        ) {
            let combination = combination << 1;
            let n = combination.count_ones() as usize;
            // Candidates mostly inside the combination, so that most cases fit.
            let candidates: Vec<u16> = raw[..n]
                .iter()
                .map(|&r| ((r << 1) & combination) | (r & 0x200))
                .collect();
            proptest::prop_assert_eq!(
                arrangements(&candidates, combination),
                by_subsets(&candidates, combination)
            );
        }
    }

    #[test]
    fn an_arrangement_uses_each_digit_once() {
        // Cells {1,2}, {1,2}, {1,2,3}: of 1+2+3, the third cell must be 3.
        let candidates = [bits("12"), bits("12"), bits("123")];
        let allowed = arrangements(&candidates, bits("123")).unwrap();
        assert_eq!(allowed[..3], [bits("12"), bits("12"), bits("3")]);
        // Of 1+2+4, nothing fits: no cell takes 4.
        assert!(arrangements(&candidates, bits("124")).is_none());
        // Two cells that can only be 1 cannot share a combination.
        assert!(arrangements(&[bits("1"), bits("1")], bits("12")).is_none());
        // Nine cells, each its own digit but the last two swapped between them.
        let mut nine = [0u16; 9];
        for (i, slot) in nine.iter_mut().enumerate() {
            *slot = 1 << (i + 1);
        }
        nine[7] = bits("89");
        nine[8] = bits("89");
        let allowed = arrangements(&nine, bits("123456789")).unwrap();
        assert_eq!(allowed, nine);
    }

    /// Every set of `size` digits adding up to `sum`, by trying all 511, in the order of their
    /// digits.
    fn by_enumeration(size: usize, sum: u8) -> Vec<Digits> {
        let mut sets: Vec<Digits> = (1u16..512)
            .map(|set| Digits::from_bits_truncate(set << 1))
            .filter(|set| set.len() == size && set.iter().map(|d| d.get()).sum::<u8>() == sum)
            .collect();
        sets.sort_by_key(|set| set.iter().map(|d| d.get()).collect::<Vec<u8>>());
        sets
    }

    #[test]
    fn every_size_and_sum_matches_the_definition() {
        let mut total = 0;
        for size in 0..=10 {
            for sum in 0..=50 {
                let table = combinations(size, sum);
                assert_eq!(table, by_enumeration(size, sum), "size {size}, sum {sum}");
                total += table.len();
                let (low, high) = sum_range(size.clamp(1, 9));
                if (1..=9).contains(&size) {
                    assert_eq!(!table.is_empty(), (low..=high).contains(&sum));
                }
            }
        }
        assert_eq!(total, 511, "each nonempty set once");
    }

    #[test]
    fn the_well_known_cages() {
        let text = |size, sum| -> Vec<String> {
            combinations(size, sum)
                .iter()
                .map(|set| set.to_string())
                .collect()
        };
        assert_eq!(text(2, 3), ["12"]);
        assert_eq!(text(2, 17), ["89"]);
        assert_eq!(text(3, 6), ["123"]);
        assert_eq!(text(3, 24), ["789"]);
        assert_eq!(text(3, 10), ["127", "136", "145", "235"]);
        assert_eq!(text(4, 10), ["1234"]);
        assert_eq!(text(9, 45), ["123456789"]);
        assert_eq!(combinations(4, 20).len(), 12, "the most of any cage");
        assert_eq!(sum_range(1), (1, 9));
        assert_eq!(sum_range(2), (3, 17));
        assert_eq!(sum_range(9), (45, 45));
    }
}
