//! The Killer cage calculator as the game screen shows it: a line naming the cage and what is
//! left of its sum ("Cage 15 · 6 to go in 2 cells"), or the cells selected and their total,
//! over the combinations still possible ("1+5 · 2+4") or why there are none, in the player's
//! language. The drawing and the screen reader both take it.

use peerless::game::Calculator;
use peerless::killer::{CageFault, CageTally, SelectionTotal};
use peerless::l10n::Message;
use peerless::sets::Digits;

use crate::app::words;

/// What joins two combinations: a no-break space before the dot, so a line breaks only after
/// it and never starts with one.
pub const BETWEEN: &str = "\u{a0}· ";

/// What the line under the calculator's title says, which sets how it is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Detail {
    /// Nothing: the title says it all.
    #[default]
    None,
    /// The combinations still possible, whole ones joined by [`BETWEEN`] (cut between two of
    /// them where the room runs out).
    Combinations,
    /// What whole cages selected still need.
    Remainder,
    /// That no combination fits the candidates: an absence, said quietly.
    NoCombination,
    /// What breaks the cage: a clash, in its red.
    Fault,
}

/// What the calculator shows, in words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CalculatorTexts {
    /// The cage, or the cells selected, and what is left or their total.
    pub title: String,
    /// The line under it; empty with [`Detail::None`].
    pub detail: String,
    /// What that line says.
    pub kind: Detail,
}

/// The combinations as a player writes them down: each one's digits joined by `+`, the same in
/// every language, the combinations joined by [`BETWEEN`] ("1+5 · 2+4").
pub fn combinations_text(combinations: &[Digits]) -> String {
    let mut text = String::new();
    for (i, combination) in combinations.iter().enumerate() {
        if i > 0 {
            text.push_str(BETWEEN);
        }
        for (j, digit) in combination.iter().enumerate() {
            if j > 0 {
                text.push('+');
            }
            text.push(digit.to_char());
        }
    }
    text
}

/// The calculator's words for `calculator`.
pub fn calculator_texts(calculator: &Calculator) -> CalculatorTexts {
    match calculator {
        Calculator::Cage(tally) => cage_texts(tally),
        Calculator::Selection(total) => selection_texts(total),
    }
}

/// A cage's: its sum and what is left over the combinations, or over what is wrong.
fn cage_texts(tally: &CageTally) -> CalculatorTexts {
    let sum = usize::from(tally.sum());
    let placed = usize::from(tally.placed_sum());
    let left = usize::from(tally.remaining_sum());
    let cells = tally.remaining_cells();
    let title = if cells == 0 && tally.is_complete() {
        Message::new("calculator-cage-complete")
    } else if cells == 0 {
        Message::new("calculator-cage-full")
    } else if placed > sum {
        Message::new("calculator-cage-empty").number("empty", cells)
    } else {
        Message::new("calculator-cage")
            .number("left", left)
            .number("empty", cells)
    };
    let mut texts = CalculatorTexts {
        title: words::format(&title.number("sum", sum)),
        ..CalculatorTexts::default()
    };
    let fault = match tally.fault() {
        Some(CageFault::Repeated(digit)) => {
            Message::new("calculator-repeated").digit("digit", digit)
        }
        Some(CageFault::WrongSum) => Message::new("calculator-placed-sum")
            .number("placed", placed)
            .number("sum", sum),
        Some(CageFault::TooMuch) if placed > sum => Message::new("calculator-placed-sum")
            .number("placed", placed)
            .number("sum", sum),
        Some(CageFault::TooMuch | CageFault::TooLittle | CageFault::NoCombination) => {
            Message::new("calculator-no-combination")
        }
        None if cells == 0 => return texts,
        None if tally.combinations().is_empty() => {
            texts.detail = words::text("calculator-no-fit");
            texts.kind = Detail::NoCombination;
            return texts;
        }
        None => {
            texts.detail = combinations_text(tally.combinations());
            texts.kind = Detail::Combinations;
            return texts;
        }
    };
    texts.detail = words::format(&fault);
    texts.kind = Detail::Fault;
    texts
}

/// Several cells': how many and their total; for whole cages, their sums' total over what is
/// left for the empty cells.
fn selection_texts(total: &SelectionTotal) -> CalculatorTexts {
    let cells = total.cells;
    let placed = usize::from(total.placed_sum);
    let (title, detail) = match total.cages {
        Some(cages) => {
            let title = Message::new("calculator-selection-cages")
                .number("selected", cells)
                .number("cages", cages.count)
                .number("sum", usize::from(cages.sum));
            let detail = total
                .remaining_sum()
                .filter(|_| total.empty > 0)
                .map(|left| {
                    Message::new("calculator-selection-left")
                        .number("left", usize::from(left))
                        .number("empty", total.empty)
                });
            (title, detail)
        }
        None if total.empty == 0 => (
            Message::new("calculator-selection")
                .number("selected", cells)
                .number("total", placed),
            None,
        ),
        None if total.empty == cells => (
            Message::new("calculator-selection-blank").number("selected", cells),
            None,
        ),
        None => (
            Message::new("calculator-selection-empty")
                .number("selected", cells)
                .number("empty", total.empty)
                .number("total", placed),
            None,
        ),
    };
    CalculatorTexts {
        title: words::format(&title),
        kind: if detail.is_some() {
            Detail::Remainder
        } else {
            Detail::None
        },
        detail: detail.map(|d| words::format(&d)).unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use peerless::board::{Board, Cell, Digit};
    use peerless::killer::{Cages, WholeCages};
    use peerless::sets::CellSet;

    fn cell(row: usize, col: usize) -> Cell {
        Cell::at(row, col).unwrap()
    }

    /// Rows 1 to 8 as cages of 45; row 9 as a cage of 15 (r9c1-r9c3) and one of 30.
    fn layout() -> Cages {
        let row = |r: usize, cols: std::ops::Range<usize>| -> CellSet {
            cols.map(|c| cell(r, c)).collect()
        };
        let mut cages: Vec<(CellSet, u32)> = (0..8).map(|r| (row(r, 0..9), 45)).collect();
        cages.push((row(8, 0..3), 15));
        cages.push((row(8, 3..9), 30));
        Cages::new(cages).unwrap()
    }

    fn tally(digits: &[(usize, u8)], candidates: &[Digits; 81]) -> CalculatorTexts {
        let cages = layout();
        let mut board = Board::EMPTY;
        for &(col, digit) in digits {
            board.force(cell(8, col), Digit::new(digit));
        }
        let tally = CageTally::of(cages.cage_of(cell(8, 0)), &board, candidates);
        calculator_texts(&Calculator::Cage(tally))
    }

    #[test]
    fn a_cage_says_what_is_left_and_its_combinations() {
        let all = [Digits::ALL; 81];
        let open = tally(&[(2, 9)], &all);
        assert_eq!(open.title, "Cage 15 · 6 to go in 2 cells");
        assert_eq!(open.detail, "1+5\u{a0}· 2+4");
        assert_eq!(open.kind, Detail::Combinations);
        let one = tally(&[(1, 5), (2, 9)], &all);
        assert_eq!(
            (one.title.as_str(), one.detail.as_str()),
            ("Cage 15 · 1 to go in 1 cell", "1")
        );
        let mut none = all;
        none[cell(8, 0).index()] = Digits::single(Digit::new(3).unwrap());
        let stuck = tally(&[(1, 5), (2, 9)], &none);
        assert_eq!(stuck.detail, "None fits the candidates");
        assert_eq!(stuck.kind, Detail::NoCombination);
        let done = tally(&[(0, 1), (1, 5), (2, 9)], &all);
        assert_eq!(
            (done.title.as_str(), done.detail.as_str()),
            ("Cage 15 · complete", "")
        );
    }

    #[test]
    fn a_broken_cage_says_why() {
        let all = [Digits::ALL; 81];
        let twice = tally(&[(1, 5), (2, 5)], &all);
        assert_eq!(twice.title, "Cage 15 · 5 to go in 1 cell");
        assert_eq!(twice.detail, "5 is in the cage twice");
        assert_eq!(twice.kind, Detail::Fault);
        let wrong = tally(&[(0, 2), (1, 5), (2, 9)], &all);
        assert_eq!(wrong.title, "Cage 15 · full");
        assert_eq!(wrong.detail, "Its digits add up to 16, not 15");
        let over = tally(&[(1, 8), (2, 9)], &all);
        assert_eq!(over.title, "Cage 15 · 1 cell empty");
        assert_eq!(over.detail, "Its digits add up to 17, not 15");
        let none = tally(&[(1, 7), (2, 4)], &all);
        assert_eq!(none.title, "Cage 15 · 4 to go in 1 cell");
        assert_eq!(none.detail, "Its digits fit no combination");
        assert_eq!(none.kind, Detail::Fault);
    }

    #[test]
    fn a_selection_says_its_total() {
        let words = |total: SelectionTotal| {
            let texts = calculator_texts(&Calculator::Selection(total));
            (texts.title, texts.detail)
        };
        let cages = Some(WholeCages { count: 2, sum: 23 });
        let whole = SelectionTotal {
            cells: 5,
            empty: 3,
            placed_sum: 9,
            cages,
        };
        assert_eq!(
            words(whole),
            (
                "5 cells in 2 cages · total 23".to_string(),
                "14 to go in 3 empty cells".to_string()
            )
        );
        let full = SelectionTotal {
            empty: 0,
            placed_sum: 23,
            ..whole
        };
        assert_eq!(words(full).1, "");
        let part = SelectionTotal {
            cages: None,
            ..whole
        };
        assert_eq!(
            words(part),
            (
                "5 cells · 3 empty · total so far 9".to_string(),
                String::new()
            )
        );
        let filled = SelectionTotal {
            cages: None,
            ..full
        };
        assert_eq!(words(filled).0, "5 cells · total 23");
        let blank = SelectionTotal {
            empty: 5,
            placed_sum: 0,
            ..part
        };
        assert_eq!(words(blank).0, "5 cells · all empty");
    }

    #[test]
    fn combinations_are_written_as_sums() {
        let set = |text: &str| -> Digits {
            text.bytes()
                .map(|b| Digit::new(b - b'0').unwrap())
                .collect()
        };
        assert_eq!(combinations_text(&[]), "");
        assert_eq!(combinations_text(&[set("9")]), "9");
        assert_eq!(
            combinations_text(&[set("127"), set("136")]),
            "1+2+7\u{a0}· 1+3+6"
        );
    }
}
