//! The practice bank: positions from published puzzles for the techniques generated puzzles
//! rarely need as their next step, kept packed two symbols to a byte in the game.

use super::{Practice, Source};
use crate::logic::{self, library, Technique};
use crate::variant::Variant;

/// The bank: positions in HoDoKu's library format, for the techniques generation rarely serves,
/// as the file has them (with its comments). The game keeps only [`PACKED`].
const BANK: &str = include_str!("../../assets/practice-bank.txt");

/// The symbols the bank's positions are written with, a nibble each: code `i + 1` is
/// `SYMBOLS[i]`, and 0 pads the last byte.
const SYMBOLS: &[u8; 15] = b"\n:.+ 0123456789";

/// The bank's positions (its lines but the comments), packed two symbols to a byte when the
/// game is compiled: half the 24 KB of text, which the page pays for on every first load.
static PACKED: [u8; packed_len(BANK.as_bytes())] = pack(BANK.as_bytes());

/// The nibble of `symbol`; a symbol without one stops the build (a new kind of line in the
/// bank needs a code first).
const fn code(symbol: u8) -> u8 {
    let mut i = 0;
    while i < SYMBOLS.len() {
        if SYMBOLS[i] == symbol {
            return i as u8 + 1;
        }
        i += 1;
    }
    panic!("the practice bank holds a symbol its packing has no code for")
}

/// Calls `each` on every symbol of the text's lines that are not comments (`#`), newlines
/// included: the one walk [`packed_len`] and [`pack`] share.
macro_rules! bank_symbols {
    ($text:expr, |$symbol:ident| $each:block) => {{
        let text: &[u8] = $text;
        let mut at = 0;
        let mut line_start = true;
        let mut comment = false;
        while at < text.len() {
            let $symbol = text[at];
            if line_start {
                comment = $symbol == b'#';
            }
            line_start = $symbol == b'\n';
            if !comment {
                $each
            }
            at += 1;
        }
    }};
}

/// How many bytes [`pack`] makes of `text`.
const fn packed_len(text: &[u8]) -> usize {
    let mut symbols: usize = 0;
    bank_symbols!(text, |symbol| {
        let _ = code(symbol);
        symbols += 1;
    });
    symbols.div_ceil(2)
}

/// The lines of `text` that are not comments, a nibble a symbol, the first in the high half.
const fn pack<const N: usize>(text: &[u8]) -> [u8; N] {
    let mut packed = [0u8; N];
    let mut symbols = 0;
    bank_symbols!(text, |symbol| {
        packed[symbols / 2] |= code(symbol) << (4 * (1 - symbols % 2));
        symbols += 1;
    });
    packed
}

/// The bank's positions as text again: its lines but the comments.
fn unpacked() -> String {
    PACKED
        .iter()
        .flat_map(|&byte| [byte >> 4, byte & 15])
        .filter(|&nibble| nibble != 0)
        .map(|nibble| char::from(SYMBOLS[usize::from(nibble - 1)]))
        .collect()
}

/// The bank's positions for `technique`, as their lines give them.
pub fn bank(technique: Technique) -> Vec<library::LibraryEntry> {
    unpacked()
        .lines()
        .filter(|line| library::is_library_line(line))
        .filter_map(|line| library::parse_library_line(line).ok())
        .filter(|entry| entry.technique == Some(technique))
        .collect()
}

/// The bank's position for `technique` that `seed` chooses, or the next one whose step is the
/// technique (the bank's tests keep every line so); only the position served is solved for
/// its step.
pub(super) fn from_bank(technique: Technique, seed: u64) -> Option<Practice> {
    let banked = bank(technique);
    let start = (seed % banked.len().max(1) as u64) as usize;
    banked
        .iter()
        .cycle()
        .skip(start)
        .take(banked.len())
        .find_map(|entry| {
            let step = logic::next_step(&entry.grid).filter(|s| s.technique == technique)?;
            Some(Practice {
                puzzle: entry.puzzle,
                variant: Variant::Classic,
                grid: entry.grid,
                step,
                puzzles: 0,
                source: Source::Bank,
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::practice::practice;
    use crate::practice::tests::agrees_with_solution;

    #[test]
    fn the_packed_bank_is_the_banks_lines_but_the_comments() {
        let lines: Vec<&str> = BANK.lines().filter(|l| !l.starts_with('#')).collect();
        assert!(lines.len() > 30);
        assert_eq!(unpacked(), lines.join("\n") + "\n");
        assert!(
            PACKED.len() * 2 < BANK.len(),
            "{} of {}",
            PACKED.len(),
            BANK.len()
        );
    }

    #[test]
    fn every_bank_line_is_its_technique_next_on_a_true_grid() {
        let mut served = 0;
        for line in BANK.lines().filter(|l| library::is_library_line(l)) {
            let entry = library::parse_library_line(line).unwrap_or_else(|e| panic!("{e}: {line}"));
            let technique = entry.technique.expect("a technique");
            let next = logic::next_step(&entry.grid).expect("a step");
            assert_eq!(next.technique, technique, "{line}");
            let practice = Practice {
                puzzle: entry.puzzle,
                variant: Variant::Classic,
                grid: entry.grid,
                step: next,
                puzzles: 0,
                source: Source::Bank,
            };
            assert!(agrees_with_solution(&practice), "{line}");
            served += 1;
        }
        assert!(served >= 30, "{served} bank positions");
        // A banked technique is served from the bank, the seed choosing the position.
        let a = practice(Technique::AlsXz, 0).expect("an ALS-XZ");
        assert_eq!(a.source, Source::Bank);
        assert_eq!(a.step.technique, Technique::AlsXz);
        let all = bank(Technique::AlsXz);
        assert!(all.len() >= 2);
        let b = practice(Technique::AlsXz, 1).expect("an ALS-XZ");
        assert_ne!(a.grid, b.grid);
    }
}
