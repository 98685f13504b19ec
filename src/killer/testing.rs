//! Test support: random Killer layouts over solved grids, and their sums shifted so that some
//! have no solution, for the property tests of the rules, the solver and the formats.

use rand_core::Rng;

use crate::board::{Board, Cell};
use crate::killer::{combinations, neighbours, Cages};
use crate::sets::{CellSet, Digits};
use crate::solver::bounded;

/// Cages of 1 to `max_size` cells grown at random over `solution` (a complete grid), each with
/// different digits and the sum they make there, so `solution` solves the layout.
pub(crate) fn random_layout<R: Rng + ?Sized>(
    solution: &Board,
    max_size: usize,
    rng: &mut R,
) -> Cages {
    let mut free = CellSet::ALL;
    let mut cages = Vec::new();
    while let Some(first) = pick(free, rng) {
        let target = 1 + bounded(rng, max_size as u32) as usize;
        let mut cells = CellSet::single(first);
        let mut digits = Digits::EMPTY;
        digits.extend(solution.get(first));
        free.remove(first);
        while cells.len() < target {
            let open: CellSet = (neighbours(cells) & free)
                .iter()
                .filter(|&cell| solution.get(cell).is_some_and(|d| !digits.contains(d)))
                .collect();
            let Some(next) = pick(open, rng) else { break };
            cells.insert(next);
            digits.extend(solution.get(next));
            free.remove(next);
        }
        let sum = cells
            .iter()
            .filter_map(|cell| solution.get(cell))
            .map(|d| u32::from(d.get()))
            .sum();
        cages.push((cells, sum));
    }
    Cages::new(cages).expect("cages grown over a solved grid are a layout")
}

/// The same cages with the sums of two of them moved by the same amount in opposite
/// directions, where both stay possible: the total stays 405, and the layout usually has no
/// solution any more (sometimes another one).
pub(crate) fn shifted_sums<R: Rng + ?Sized>(cages: &Cages, rng: &mut R) -> Cages {
    let list: Vec<(CellSet, u32)> = cages
        .iter()
        .map(|cage| (cage.cells(), u32::from(cage.sum())))
        .collect();
    for _ in 0..20 {
        let (a, b) = (
            bounded(rng, list.len() as u32) as usize,
            bounded(rng, list.len() as u32) as usize,
        );
        let by = 1 + bounded(rng, 3);
        let mut shifted = list.clone();
        shifted[a].1 += by;
        let Some(lower) = shifted[b].1.checked_sub(by) else {
            continue;
        };
        shifted[b].1 = lower;
        let possible = |(cells, sum): (CellSet, u32)| {
            u8::try_from(sum).is_ok_and(|sum| !combinations(cells.len(), sum).is_empty())
        };
        if a != b && possible(shifted[a]) && possible(shifted[b]) {
            if let Ok(cages) = Cages::new(shifted) {
                return cages;
            }
        }
    }
    cages.clone()
}

/// A cell of `cells` drawn at random, or `None` when it is empty.
fn pick<R: Rng + ?Sized>(cells: CellSet, rng: &mut R) -> Option<Cell> {
    if cells.is_empty() {
        return None;
    }
    cells.iter().nth(bounded(rng, cells.len() as u32) as usize)
}
