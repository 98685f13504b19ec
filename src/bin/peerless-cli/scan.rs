//! `peerless-cli scan`: photos of printed puzzles read, one puzzle line a photo; with
//! `--verbose` each cell's confidence and the solver's verdict; `--cells` writes the cells'
//! inputs for the training script; `--cross-validate` prints the benchmark's figures.

use std::io::{self, BufWriter, Write};
use std::path::Path;

use lexopt::{Parser, ValueExt};
use peerless::scan::{self, Classifier, Reading, ScanError, Solutions};
use peerless::Cell;

use crate::stats::Stats;
use crate::{help, value, CliError, Outcome};

const HELP: &str = "\
peerless-cli scan: read the puzzle in each photo (JPEG or PNG)

Usage: peerless-cli scan [--verbose] [--stats] [--weights FILE] PHOTO...
       peerless-cli scan --cross-validate DIR --folds DIR [--verbose]
       peerless-cli scan --cells OUT PHOTO...

Answers, one line per photo:
  the puzzle as 81 characters ('.' for empty), read and checked by the solver:
                         when the most likely reading has no solution or several,
                         the next-best readings of the least certain cells are tried
                         and one with exactly one solution kept; a reading that is
                         still not certain is printed too, and named on standard
                         error with the cells to check
  invalid: <why>         no puzzle read (not an image, no grid, blurred, ...)

Options:
  -v, --verbose          Also print, as '#' lines, the grid's corners, the solver's
                         verdict, the cells changed and doubtful, and each cell's
                         readings with their probabilities
      --stats            Print the time per photo to standard error
      --weights FILE     Classify with these weights instead of the shipped ones
      --cross-validate DIR
                         The benchmark: read every imageN.jpg of DIR with the
                         weights of its fold (FOLDS/fold-K.bin, K = N mod 5, made by
                         scripts/scan/train.py without that fold) and compare with
                         imageN.dat; print the figures
      --folds DIR        Where the fold weights are
      --cells OUT        Write each photo's cells as the network's input to OUT (for
                         scripts/scan/train.py): a byte 1 and 81 x 400 bytes when the
                         grid was found, a byte 0 when not
  -h, --help             Print this help

Exit status: 0 when every photo was read with certainty, 1 when some photo gave
no puzzle or an uncertain one, 2 for a usage or I/O error.
";

/// What the command was asked to do.
enum Mode {
    Read,
    Cells(String),
    CrossValidate(String),
}

/// Runs the command.
pub fn run(mut parser: Parser) -> Result<Outcome, CliError> {
    use lexopt::Arg::{Long, Short, Value};
    let mut photos = Vec::new();
    let mut verbose = false;
    let mut stats = false;
    let mut weights = None;
    let mut folds = None;
    let mut mode = Mode::Read;
    while let Some(arg) = parser.next()? {
        match arg {
            Short('h') | Long("help") => return help(HELP),
            Short('v') | Long("verbose") => verbose = true,
            Long("stats") => stats = true,
            Long("weights") => weights = Some(value(&mut parser)?),
            Long("folds") => folds = Some(value(&mut parser)?),
            Long("cells") => mode = Mode::Cells(value(&mut parser)?),
            Long("cross-validate") => mode = Mode::CrossValidate(value(&mut parser)?),
            Value(path) => photos.push(path.string()?),
            _ => return Err(arg.unexpected().into()),
        }
    }
    match mode {
        Mode::CrossValidate(dir) => {
            let folds = folds.ok_or_else(|| {
                CliError::Usage("--cross-validate needs --folds DIR (the fold weights)".into())
            })?;
            crate::scan_figures::cross_validate(&dir, &folds, verbose)
        }
        Mode::Cells(out) => write_cells(&photos, &out),
        Mode::Read => {
            if photos.is_empty() {
                return Err(CliError::Usage("scan needs at least one PHOTO".into()));
            }
            let classifier = match weights {
                Some(path) => load_weights(&path)?,
                None => Classifier::shipped(),
            };
            read_photos(&photos, &classifier, verbose, stats)
        }
    }
}

/// The classifier of a weights file, or why not.
pub fn load_weights(path: &str) -> Result<Classifier, CliError> {
    let bytes = std::fs::read(path).map_err(|e| CliError::Io(format!("cannot read {path}"), e))?;
    Classifier::from_bytes(&bytes).map_err(|e| CliError::Usage(format!("{path}: {e}")))
}

/// Reads a photo's bytes, an I/O failure a usage-level error naming the file.
pub fn photo_bytes(path: &str) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(|e| CliError::Io(format!("cannot read {path}"), e))
}

fn read_photos(
    photos: &[String],
    classifier: &Classifier,
    verbose: bool,
    stats_on: bool,
) -> Result<Outcome, CliError> {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut stats = Stats::new(stats_on);
    let mut outcome = Outcome::default();
    for path in photos {
        let bytes = photo_bytes(path)?;
        match stats.time(|| scan::read_with(&bytes, classifier)) {
            Ok(reading) => {
                writeln!(out, "{}", reading.board)?;
                if verbose {
                    write_details(&mut out, path, &reading)?;
                }
                if !reading.is_sure() {
                    outcome.malformed = true;
                    out.flush()?;
                    eprintln!("peerless-cli: {path}: {}", doubt(&reading));
                }
            }
            Err(error) => {
                outcome.malformed = true;
                writeln!(out, "invalid: {path}: {error}")?;
            }
        }
    }
    out.flush()?;
    stats.report(&mut io::stderr(), "reading")?;
    Ok(outcome)
}

/// Why a reading is not certain, and the cells to check, in a line.
pub fn doubt(reading: &Reading) -> String {
    let verdict = match reading.solutions {
        Solutions::None => "no solution",
        Solutions::Several => "several solutions",
        Solutions::One => "one solution, but some cells were read with little confidence",
    };
    format!("not sure ({verdict}): check {}", cells(reading.doubtful))
}

/// Cells as `r1c2 r3c4`.
fn cells(set: peerless::CellSet) -> String {
    let names: Vec<String> = set.iter().map(|cell| cell.to_string()).collect();
    names.join(" ")
}

/// The `--verbose` lines, each starting with `#` so the output still reads as puzzles.
fn write_details(out: &mut dyn Write, path: &str, reading: &Reading) -> io::Result<()> {
    let corners: Vec<String> = reading
        .corners
        .iter()
        .map(|p| format!("({:.0}, {:.0})", p.x, p.y))
        .collect();
    writeln!(out, "# {path}: corners {}", corners.join(" "))?;
    let solutions = match reading.solutions {
        Solutions::None => "no solution",
        Solutions::One => "one solution",
        Solutions::Several => "several solutions",
    };
    writeln!(
        out,
        "# {solutions}; {}; sharpness {:.2}",
        if reading.is_sure() {
            "sure"
        } else {
            "NOT SURE"
        },
        reading.sharpness
    )?;
    if !reading.changed.is_empty() {
        let changes: Vec<String> = reading
            .changed
            .iter()
            .map(|cell| {
                let symbol = |d: Option<peerless::Digit>| d.map_or('.', |d| d.to_char());
                format!(
                    "{cell} {} -> {}",
                    symbol(reading.first.get(cell)),
                    symbol(reading.board.get(cell))
                )
            })
            .collect();
        writeln!(out, "# repaired: {}", changes.join(", "))?;
    }
    if !reading.doubtful.is_empty() {
        writeln!(out, "# doubtful: {}", cells(reading.doubtful))?;
    }
    for row in 0..9 {
        let line: Vec<String> = (0..9)
            .filter_map(|col| Cell::at(row, col))
            .map(|cell| {
                let ranking = reading.cells[cell.index()].ranking();
                let symbol = |d: Option<peerless::Digit>| d.map_or('.', |d| d.to_char());
                format!(
                    "{}{:.3}/{}{:.3}",
                    symbol(ranking[0].0),
                    ranking[0].1,
                    symbol(ranking[1].0),
                    ranking[1].1
                )
            })
            .collect();
        writeln!(out, "# {}", line.join(" "))?;
    }
    Ok(())
}

/// `--cells`: each photo's cells as the network's input, for the training script.
fn write_cells(photos: &[String], out_path: &str) -> Result<Outcome, CliError> {
    let file = std::fs::File::create(out_path)
        .map_err(|e| CliError::Io(format!("cannot create {out_path}"), e))?;
    let mut out = BufWriter::new(file);
    let mut outcome = Outcome::default();
    let mut bytes_out = Vec::with_capacity(81 * scan::cells::INPUT);
    for path in photos {
        let bytes = photo_bytes(path)?;
        let written = match scan::find_cells(&bytes) {
            Ok(found) => {
                bytes_out.clear();
                for input in &found.inputs {
                    bytes_out.extend(input.iter().map(|&v| (v * 255.0).round() as u8));
                }
                out.write_all(&[1])
                    .and_then(|()| out.write_all(&bytes_out))
                    .map(|()| None)
            }
            Err(error) => out.write_all(&[0]).map(|()| Some(error)),
        };
        let error: Option<ScanError> =
            written.map_err(|e| CliError::Io(format!("cannot write {out_path}"), e))?;
        if let Some(error) = error {
            outcome.malformed = true;
            eprintln!("peerless-cli: {path}: {error}");
        }
    }
    out.flush()
        .map_err(|e| CliError::Io(format!("cannot write {out_path}"), e))?;
    Ok(outcome)
}

/// The number in a photo's name, `image123.jpg` -> 123, which chooses its fold.
pub fn photo_number(path: &Path) -> Option<u32> {
    let stem = path.file_stem()?.to_str()?;
    stem.trim_start_matches(|c: char| !c.is_ascii_digit())
        .parse()
        .ok()
}
