//! The `sudoku` crate (a JCZSolve port) over a file of puzzles, answering as `peerless-cli` does,
//! so that whole-process timings compare like with like (`scripts/compare-solvers.sh`).
//!
//! `cargo run --release --example sudoku_crate -- count FILE` writes each puzzle's number of
//! solutions up to 2; `first FILE` writes the first solution found (or `none`).

use std::io::{BufRead, BufReader, BufWriter, Write};

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let (Some(mode), Some(path)) = (args.next(), args.next()) else {
        eprintln!("usage: sudoku_crate count|first FILE");
        std::process::exit(2);
    };
    let first = match mode.as_str() {
        "first" => true,
        "count" => false,
        _ => {
            eprintln!("unknown mode '{mode}': count or first");
            std::process::exit(2);
        }
    };
    let input = BufReader::new(std::fs::File::open(path)?);
    let mut out = BufWriter::new(std::io::stdout().lock());
    for line in input.lines() {
        let line = line?;
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Ok(sudoku) = sudoku::Sudoku::from_str_line(&line) else {
            writeln!(out, "invalid")?;
            continue;
        };
        if first {
            match sudoku.some_solution() {
                Some(solution) => writeln!(out, "{}", solution.to_str_line())?,
                None => writeln!(out, "none")?,
            }
        } else {
            writeln!(out, "{}", sudoku.solutions_count_up_to(2))?;
        }
    }
    out.flush()
}
