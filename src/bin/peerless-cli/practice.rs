//! `peerless-cli practice`: positions where a technique is the next step, in HoDoKu's library
//! format, so they go into HoDoKu (or back into `hint`, `steps` and `grade`) unchanged; a
//! Killer technique's on a Killer, in our Killer format with the step in words.

use std::io::{self, BufWriter, Write};
use std::time::{Duration, Instant};

use lexopt::{Parser, ValueExt};
use peerless::l10n::{Language, Localizer};
use peerless::logic::{self, library, Candidate, Step};
use peerless::practice::{self, Practice, PracticeError};
use peerless::{Board, Grid, Killer, Technique};

use crate::stats::Stats;
use crate::{help, language_argument, number, CliError, Outcome};

const HELP: &str = "\
peerless-cli practice: positions where a technique is the next step

Usage: peerless-cli practice TECHNIQUE [OPTIONS]
       peerless-cli practice --list

TECHNIQUE is a technique's name as 'peerless-cli grade' prints it, in any case
('x-wing', \"Naked Pair\", 'cage combinations'), or its HoDoKu code ('0300').
Each position is reached by the engine's own logical solution of a generated
puzzle, at the first point where every simpler technique finds nothing and
TECHNIQUE finds a step; the techniques generated puzzles rarely need come from a
bank of such positions in published puzzles. One position a line, in HoDoKu's
library format:

  :<code>:<digits>:<cells, + before a placed digit>:<deleted candidates>:<eliminations>:<placements>:<extra>

A Killer technique (Cage Combinations ... Virtual Cage) is practised on a
generated Killer, solved in the Killer order. Its position is one line of three
fields separated by tabs: the Killer in our format with the position's digits
as its givens, a '+' before each digit placed since (our format reads '+' as
decoration), then the candidates earlier steps removed beyond what the cages and
digits leave (<digit><row><col>, separated by spaces; '-' for none), then the
step in a player's words:

  <letters>:<sums>:<cells, + before a placed digit> TAB <deleted candidates> TAB <step>

Options:
      --count N   How many positions (default 1)
      --seed S    Seed of the first position (default 1); position i has seed S+i, and
                  a seed gives the same position on every machine
      --stats     Print to standard error how long each position took and how many
                  puzzles it needed, then the median and the 95th percentile
      --from FILE Take the puzzles from FILE (one a line; '-' for standard input)
                  instead of generating them: each puzzle whose logical solution has
                  such a position gives one line, up to --count (what makes the bank of
                  positions for techniques generated puzzles rarely need)
      --list      Name every technique with its HoDoKu codes, simplest first
      --lang LANG A Killer position's step in this language: en (the default),
                  de, fr, es, pt-BR, it, nl, pl, ru, ja or zh-Hans
  -h, --help      Print this help

Exit status 1 when a position could not be made (the technique is outside the
engine's order of steps, or no generated puzzle needed it).
";

/// Runs the command.
pub fn run(mut parser: Parser) -> Result<Outcome, CliError> {
    use lexopt::Arg::{Long, Short, Value};
    let mut name = None;
    let mut count = 1u64;
    let mut seed = 1u64;
    let mut want_stats = false;
    let mut list = false;
    let mut from = None;
    let mut language = Language::English;
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return help(HELP),
            Long("count") => count = number(&mut parser, "--count")?,
            Long("seed") => seed = number(&mut parser, "--seed")?,
            Long("stats") => want_stats = true,
            Long("list") => list = true,
            Long("from") => from = Some(crate::value(&mut parser)?),
            Long("lang") => language = language_argument(&mut parser)?,
            Value(text) if name.is_none() => name = Some(text.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    if list {
        for &technique in Technique::ALL {
            let codes = library::codes(technique);
            let codes = if codes.is_empty() {
                "-".to_string()
            } else {
                codes.join(",")
            };
            let note = if !practice::practised(technique) {
                " (not practised: outside the engine's order of steps)"
            } else if technique.is_killer() {
                " (on Killer puzzles)"
            } else {
                ""
            };
            writeln!(out, "{codes}\t{}{note}", technique.name())?;
        }
        out.flush()?;
        return Ok(Outcome::default());
    }
    let name = name.ok_or_else(|| CliError::Usage("TECHNIQUE is missing".to_string()))?;
    let technique = technique_named(&name)?;
    if let Some(file) = from {
        if technique.is_killer() {
            return Err(CliError::Usage(format!(
                "--from reads classic puzzles, and {technique} is practised on Killers"
            )));
        }
        drop(out);
        return from_puzzles(technique, &file, count);
    }
    let localizer = Localizer::for_language(language);
    let mut times: Vec<(Duration, u32)> = Vec::new();
    let mut failed = false;
    for i in 0..count {
        let start = Instant::now();
        match practice::practice(technique, seed.wrapping_add(i)) {
            Ok(found) => {
                times.push((start.elapsed(), found.puzzles));
                let line = match found.killer() {
                    Some(killer) => killer_line(&found, &killer, localizer),
                    None => library::library_line(&found.grid, &found.step)
                        .expect("a practised classic technique has a code"),
                };
                writeln!(out, "{line}")?;
            }
            Err(error) => {
                failed = true;
                out.flush()?;
                eprintln!("peerless-cli: seed {}: {error}", seed.wrapping_add(i));
                if matches!(error, PracticeError::NeverNext(_)) {
                    break;
                }
            }
        }
    }
    out.flush()?;
    if want_stats {
        report(&mut io::stderr().lock(), technique, &times)?;
    }
    Ok(Outcome { malformed: failed })
}

/// A Killer position as one line: the Killer in our format with the position's digits as
/// givens (`+` before a placed one), the candidates earlier steps removed beyond what the cages
/// and digits leave, and the step in words, separated by tabs.
fn killer_line(found: &Practice, killer: &Killer, localizer: &Localizer) -> String {
    let grid = &found.grid;
    let layout = Killer {
        cages: killer.cages.clone(),
        givens: Board::EMPTY,
    };
    let mut line = format!("{layout}:");
    grid.push_cells(&mut line);
    line.push('\t');
    line.push_str(&removed_candidates(grid, killer));
    line.push('\t');
    line.push_str(&explained(&found.step, localizer));
    line
}

/// The candidates of `grid` that earlier steps removed: those the Killer's plain candidates
/// for its digits hold and the grid does not, as `<digit><row><col>` separated by spaces
/// (`-` for none).
fn removed_candidates(grid: &Grid, killer: &Killer) -> String {
    let plain = logic::killer::grid(&grid.to_board(), &killer.cages);
    let removed: Vec<Candidate> = grid
        .empty_cells()
        .iter()
        .flat_map(|cell| {
            (plain.candidates(cell) - grid.candidates(cell))
                .into_iter()
                .map(move |digit| Candidate::new(cell, digit))
        })
        .collect();
    if removed.is_empty() {
        return "-".to_string();
    }
    let mut out = String::new();
    library::push_candidates(&mut out, &removed);
    out
}

/// The step in the player's words, on one line.
fn explained(step: &Step, localizer: &Localizer) -> String {
    localizer
        .format(&step.explanation)
        .replace(['\t', '\n'], " ")
}

/// The technique `text` names: a name in any case, or a HoDoKu code.
fn technique_named(text: &str) -> Result<Technique, CliError> {
    if let Some(technique) = library::technique_of_code(text.trim()) {
        return Ok(technique);
    }
    text.parse::<Technique>()
        .map_err(|e| CliError::Usage(format!("{e} (or its HoDoKu code: see --list)")))
}

/// Each position's time and puzzles, then the median and the 95th percentile (from the tool's
/// own timing histogram, as every `--stats` gives them).
fn report(out: &mut dyn Write, technique: Technique, times: &[(Duration, u32)]) -> io::Result<()> {
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let mut stats = Stats::new(true);
    for (i, (time, puzzles)) in times.iter().enumerate() {
        stats.record(*time);
        writeln!(
            out,
            "position {}: {:.1} ms, {puzzles} puzzles",
            i + 1,
            ms(*time)
        )?;
    }
    if let (Some(median), Some(p95)) = (stats.percentile(0.5), stats.percentile(0.95)) {
        writeln!(
            out,
            "{}: {} positions, median {:.1} ms, p95 {:.1} ms",
            technique.name(),
            times.len(),
            ms(median),
            ms(p95)
        )?;
    }
    Ok(())
}

/// Positions for `technique` from the puzzles of `file`: at most `count` lines, one for each
/// puzzle that has one.
fn from_puzzles(technique: Technique, file: &str, count: u64) -> Result<Outcome, CliError> {
    let mut found = 0u64;
    crate::for_each_puzzle_quietly(Some(file), |board, out| {
        if found >= count {
            return Ok(());
        }
        let mut puzzle = *board;
        puzzle.mark_givens();
        if let Some((grid, step)) = practice::first_position(&puzzle, technique) {
            if let Some(line) = library::library_line(&grid, &step) {
                found += 1;
                writeln!(out, "{line}")?;
            }
        }
        Ok(())
    })
}
