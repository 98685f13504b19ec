//! Makes the bank of practice positions for the techniques generated puzzles rarely need
//! (`assets/practice-bank.txt`): one pass over the puzzles of the given files, each solved by
//! the engine's logic once, and for each technique the first positions where it is the
//! engine's next step, in HoDoKu's library format.
//!
//!   cargo run --release --example practice_bank -- tests/data/logic_puzzles.txt > bank.txt
//!
//! The puzzle files are one puzzle a line (`#` comments and anything after a tab skipped), as
//! the fixtures in `tests/data/` are. At most `PER_TECHNIQUE` positions are kept for each.

use std::collections::BTreeMap;

use peerless::logic::{self, library, Grid, Technique};
use peerless::practice::{self, PracticeError};
use peerless::Board;

const PER_TECHNIQUE: usize = 4;

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: practice_bank FILE...");
        std::process::exit(2);
    }
    // The techniques generation does not serve: two seeds miss them (generation alone, the
    // bank aside).
    let rare: Vec<Technique> = Technique::ALL
        .iter()
        .copied()
        .filter(|&t| practice::practised(t))
        .filter(|&t| {
            (1..=2).all(|seed| {
                matches!(
                    practice::generated_within(t, seed, 200),
                    Err(PracticeError::NotFound { .. })
                )
            })
        })
        .collect();
    eprintln!(
        "rare: {}",
        rare.iter().map(|t| t.name()).collect::<Vec<_>>().join(", ")
    );
    let mut bank: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        for line in text.lines() {
            let cells = line.split('\t').next().unwrap_or("");
            if cells.starts_with('#') || cells.trim().is_empty() {
                continue;
            }
            let Ok(mut puzzle) = cells.parse::<Board>() else {
                continue;
            };
            puzzle.mark_givens();
            let Ok(solution) = logic::solve_logically(&puzzle) else {
                continue;
            };
            let mut grid = Grid::new(&puzzle);
            for step in &solution.steps {
                if let Some(index) = rare.iter().position(|&t| t == step.technique) {
                    let kept = bank.entry(index).or_default();
                    if kept.len() < PER_TECHNIQUE {
                        if let Some(next) = logic::next_step(&grid) {
                            if next.technique == step.technique {
                                kept.extend(library::library_line(&grid, &next));
                            }
                        }
                    }
                }
                grid.apply(step);
            }
        }
    }
    for (index, lines) in &bank {
        println!("# {}", rare[*index].name());
        for line in lines {
            println!("{line}");
        }
    }
    let missing: Vec<&str> = rare
        .iter()
        .enumerate()
        .filter(|(i, _)| bank.get(i).is_none_or(|l| l.is_empty()))
        .map(|(_, t)| t.name())
        .collect();
    eprintln!("no position in these puzzles: {}", missing.join(", "));
}
