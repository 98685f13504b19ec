//! `peerless-cli scan --cross-validate`: the benchmark's figures, each photo read with the
//! weights of the fold it was kept out of, and compared with its `.dat`.

use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use peerless::scan::{self, Classifier};

use crate::scan::{doubt, load_weights, photo_bytes, photo_number};
use crate::{CliError, Outcome};

/// The folds of the cross-validation: a photo `imageN` is in fold `N mod FOLDS`.
pub const FOLDS: u32 = 5;

/// The digits of a `.dat` file: the phone's line, the format's line, then 9 rows of 9 digits
/// (0 empty), as 81 bytes 0-9.
fn truth(path: &Path) -> Result<[u8; 81], CliError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| CliError::Io(format!("cannot read {}", path.display()), e))?;
    let digits: Vec<u8> = text
        .lines()
        .skip(2)
        .flat_map(|line| line.split_whitespace())
        .filter_map(|word| word.parse::<u8>().ok())
        .collect();
    digits
        .try_into()
        .map_err(|_| CliError::Usage(format!("{}: not 81 digits", path.display())))
}

/// Runs the benchmark over `dir` with the fold weights in `folds`.
pub fn cross_validate(dir: &str, folds: &str, verbose: bool) -> Result<Outcome, CliError> {
    let classifiers: Vec<Classifier> = (0..FOLDS)
        .map(|k| load_weights(&format!("{folds}/fold-{k}.bin")))
        .collect::<Result<_, _>>()?;
    let mut photos: Vec<(u32, PathBuf)> = std::fs::read_dir(dir)
        .map_err(|e| CliError::Io(format!("cannot read {dir}"), e))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "jpg" || e == "png"))
        .filter(|path| path.with_extension("dat").exists())
        .filter_map(|path| photo_number(&path).map(|n| (n, path)))
        .collect();
    photos.sort();
    let mut figures = Figures::default();
    let mut times = Vec::new();
    let mut out = io::stdout().lock();
    for (number, path) in &photos {
        let truth = truth(&path.with_extension("dat"))?;
        let bytes = photo_bytes(&path.to_string_lossy())?;
        let classifier = &classifiers[(number % FOLDS) as usize];
        let start = Instant::now();
        let reading = scan::read_with(&bytes, classifier);
        times.push(start.elapsed().as_secs_f64() * 1e3);
        figures.grids += 1;
        let name = path.display();
        match reading {
            Err(error) => {
                figures.unread += 1;
                writeln!(out, "# {name}: {error}")?;
            }
            Ok(reading) => {
                let first = count_right(reading.first.as_bytes(), &truth);
                let kept = count_right(reading.board.as_bytes(), &truth);
                figures.cells_first += first;
                figures.cells_kept += kept;
                figures.grids_first += usize::from(first == 81);
                figures.grids_kept += usize::from(kept == 81);
                let sure = reading.is_sure();
                match (kept == 81, sure) {
                    (true, false) => figures.right_flagged += 1,
                    (false, true) => figures.wrong_accepted += 1,
                    (false, false) => figures.wrong_flagged += 1,
                    (true, true) => {}
                }
                if verbose || kept != 81 || !sure {
                    writeln!(
                        out,
                        "# {name}: {} cells wrong before repair, {} after; {}",
                        81 - first,
                        81 - kept,
                        if sure {
                            "sure".to_string()
                        } else {
                            doubt(&reading)
                        }
                    )?;
                }
            }
        }
    }
    times.sort_by(f64::total_cmp);
    let median = times.get(times.len() / 2).copied().unwrap_or(0.0);
    figures.write(&mut out, median)?;
    Ok(Outcome::default())
}

fn count_right(read: &[u8; 81], truth: &[u8; 81]) -> usize {
    read.iter().zip(truth).filter(|(a, b)| a == b).count()
}

/// The counts the figures are made of.
#[derive(Default)]
struct Figures {
    grids: usize,
    unread: usize,
    grids_first: usize,
    grids_kept: usize,
    cells_first: usize,
    cells_kept: usize,
    right_flagged: usize,
    wrong_flagged: usize,
    wrong_accepted: usize,
}

impl Figures {
    fn write(&self, out: &mut dyn Write, median: f64) -> io::Result<()> {
        let percent = |part: usize, whole: usize| 100.0 * part as f64 / whole.max(1) as f64;
        let cells = self.grids * 81;
        writeln!(
            out,
            "photos: {} ({} folds by N mod {FOLDS})",
            self.grids, FOLDS
        )?;
        writeln!(out, "grid not found or refused: {}", self.unread)?;
        writeln!(
            out,
            "grids right before repair: {} ({:.2} %)",
            self.grids_first,
            percent(self.grids_first, self.grids)
        )?;
        writeln!(
            out,
            "grids right after repair: {} ({:.2} %)",
            self.grids_kept,
            percent(self.grids_kept, self.grids)
        )?;
        writeln!(
            out,
            "cells right before repair: {} of {cells} ({:.3} %)",
            self.cells_first,
            percent(self.cells_first, cells)
        )?;
        writeln!(
            out,
            "cells right after repair: {} of {cells} ({:.3} %)",
            self.cells_kept,
            percent(self.cells_kept, cells)
        )?;
        let wrong = self.grids - self.grids_kept;
        writeln!(
            out,
            "grids wrong: {wrong}: flagged {} (not found {}, read but not sure {}), accepted silently {}",
            self.unread + self.wrong_flagged,
            self.unread,
            self.wrong_flagged,
            self.wrong_accepted
        )?;
        writeln!(out, "grids right but flagged: {}", self.right_flagged)?;
        writeln!(out, "median time per photo: {median:.1} ms")
    }
}
