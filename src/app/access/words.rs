//! A cell, a unit and the pad as a listener hears them: a cell's value and position in the
//! player's order with its notes and colour, a row read out, the digits left, the colours'
//! names.

use peerless::board::{Cell, Digit};
use peerless::game::{CandidateStyle, Colour, EntryMode};
use peerless::l10n::{Arg, Message};
use peerless::rules::Unit;

use crate::app::views::board::BoardView;
use crate::app::views::cages::CageWords;
use crate::app::words::names::{digit_list, position_message};
use crate::app::words::{self, localizer};

/// How cells are spoken: the player's choices (the Accessibility settings).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Words {
    /// Where the cell is before what it holds: `row 3, column 7, 5, given`.
    pub position_first: bool,
    /// The candidates (centre notes) and corner notes are part of the cell's name, spoken on
    /// focus; otherwise they are its description, read on request.
    pub candidates: bool,
}

/// A card (the summary's best, median, streak) as a screen reader says it: its name, then
/// its figure.
pub fn card_words(figure: &str, name: &str) -> String {
    // A card's dash (no best time, too few wins for a median) is said in words: a voice reads
    // a dash as "dash", or as nothing.
    let figure = if figure == "\u{2013}" {
        words::text("access-no-figure")
    } else {
        figure.to_string()
    };
    words::format(
        &Message::new("access-menu-value")
            .text("label", name)
            .text("value", figure),
    )
}

/// A choice's values as a screen reader hears them after its name and value (`System, Light
/// or Dark`): what Left and Right move between.
pub fn choices_words(choices: &[String]) -> String {
    localizer().list(choices, "list-or", &mut Vec::new())
}

/// The pad's name, after what it writes in `mode`, the candidates drawn in `style` (also what
/// a change of mode says): candidates in their places, or centre notes.
pub fn pad_name(mode: EntryMode, style: CandidateStyle) -> &'static str {
    match mode {
        EntryMode::Digit => "access-pad-digits",
        EntryMode::Centre if style == CandidateStyle::Places => "access-pad-candidates",
        EntryMode::Centre => "access-pad-centre",
        EntryMode::Corner => "access-pad-corner",
        EntryMode::Colour => "access-pad-colours",
    }
}

/// `text` as a voice should read it: the middle dot that parts a drawn line ("Imported · Easy",
/// the cage calculator's "1+5 · 2+4", kept to its line by a no-break space) is punctuation a
/// voice reads out by name ("middle dot"), so the language's list separator stands in for it.
pub fn spoken(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains('·') {
        return text.into();
    }
    let separator = localizer().separator("list-separator", &mut Vec::new());
    text.replace(" · ", &separator)
        .replace("\u{a0}· ", &separator)
        .replace('·', &separator)
        .into()
}

/// The messages naming the nine colours a player gives cells, in pad order: the palette's hues
/// (and each has a mark of its own on screen).
const COLOUR_NAMES: [&str; 9] = [
    "access-colour-orange",
    "access-colour-sky-blue",
    "access-colour-green",
    "access-colour-yellow",
    "access-colour-blue",
    "access-colour-purple",
    "access-colour-grey",
    "access-colour-lavender",
    "access-colour-brown",
];

/// The message naming `colour`.
pub fn colour_message(colour: Colour) -> Message {
    Message::new(COLOUR_NAMES[usize::from(colour.number() - 1)])
}

/// The name of `colour`.
pub fn colour_name(colour: Colour) -> String {
    words::format(&colour_message(colour))
}

/// What a cell holds as a unit's reading says it: its digit, or `empty`.
fn value(v: &BoardView, cell: Cell) -> Message {
    match v.board.get(cell) {
        Some(digit) => Message::new("access-value").digit("digit", digit),
        None => Message::new("access-empty"),
    }
}

/// Parts said one after another, as one message: joined by the language's list separator.
fn parts(parts: Vec<Message>) -> String {
    words::format(&Message::new("access-parts").arg("parts", Arg::Sequence(parts)))
}

/// A cell's name and its description (the notes, when the player keeps them out of the name):
/// what it holds (`5, given`; `5, clashes`; `empty`) and where it is, in the player's order,
/// then its candidates, corner notes and colour, each part a message, joined by the language's
/// list separator.
pub fn cell_words(v: &BoardView, cell: Cell, spoken: Words) -> (String, String) {
    let mut what = vec![value(v, cell)];
    if v.board.get(cell).is_some() && v.board.is_given(cell) {
        what.push(Message::new("access-given"));
    }
    if v.conflicts.contains(cell) {
        what.push(Message::new("access-clashes"));
    }
    if v.wrong.contains(cell) {
        what.push(Message::new("access-wrong"));
    }
    if v.doubtful.contains(cell) {
        what.push(Message::new("access-doubtful"));
    }
    let mut name = Vec::with_capacity(8);
    let place = position_message(cell);
    if spoken.position_first {
        name.push(place);
        name.append(&mut what);
    } else {
        name.append(&mut what);
        name.push(place);
    }
    let mut notes = Vec::new();
    let (centre, corner) = (v.notes[cell.index()], v.corner[cell.index()]);
    let empty = v.board.get(cell).is_none();
    for (id, digits) in [("access-candidates", centre), ("access-corner", corner)] {
        if empty && !digits.is_empty() {
            notes.push(Message::new(id).text("digits", digit_list(digits)));
        }
    }
    if let Some(cage) = v.cages.as_ref().and_then(|cages| cages.cage_at(cell)) {
        name.extend(cage_parts(v, cell, cage));
    }
    if let Some(colour) = v.colours[cell.index()] {
        name.push(colour_message(colour));
    }
    // A step drawn at its fullest (a lesson's example, a hint's last level): what the drawing
    // marks in the cell, in words, as the eye reads the circled digits and the outlined box.
    if let Some(step) = &v.step {
        name.extend(step_parts(step.step, cell, empty));
    }
    if spoken.candidates {
        // The notes are in the name, so the description is left empty.
        name.append(&mut notes);
    }
    let notes = if notes.is_empty() {
        String::new()
    } else {
        parts(notes)
    };
    (parts(name), notes)
}

/// A Killer cell's cage: in full (its size and sum, and in the cell its sum is printed in,
/// that cell) unless the focus came from a cell of the same cage, then its sum alone.
fn cage_parts(v: &BoardView, cell: Cell, cage: CageWords) -> Vec<Message> {
    let within = v
        .came_from
        .filter(|&from| from != cell)
        .and_then(|from| v.cages.as_ref()?.cage_at(from))
        .is_some_and(|from| from.index == cage.index);
    if within {
        return vec![Message::new("access-cage-short").number("sum", usize::from(cage.sum))];
    }
    let mut parts = vec![Message::new("access-cage-full")
        .number("size", usize::from(cage.cells))
        .number("sum", usize::from(cage.sum))];
    if cage.first == cell {
        parts.push(Message::new("access-cage-first"));
    }
    parts
}

/// What a step's drawing marks in `cell`: the digit it places there, the candidates it
/// removes there, the pattern's candidates there, and (an `empty` cell, where the step's
/// candidates are) the outlined units the cell is in.
fn step_parts(step: &peerless::logic::Step, cell: Cell, empty: bool) -> Vec<Message> {
    use peerless::sets::Digits;
    let mut parts = Vec::new();
    let digits_of = |candidates: &mut dyn Iterator<Item = &peerless::logic::Candidate>| {
        candidates
            .filter(|c| c.cell == cell)
            .fold(Digits::EMPTY, |digits, c| digits | Digits::single(c.digit))
    };
    let placed = digits_of(&mut step.placements.iter());
    for digit in placed.iter() {
        parts.push(Message::new("access-step-places").digit("digit", digit));
    }
    let removed = digits_of(&mut step.eliminations.iter());
    if !removed.is_empty() {
        parts.push(Message::new("access-step-removes").text("digits", digit_list(removed)));
    }
    let marked = digits_of(&mut step.roles.candidates.iter().map(|(c, _)| c));
    let marked = marked - placed - removed;
    if !marked.is_empty() {
        parts.push(Message::new("access-step-marks").text("digits", digit_list(marked)));
    }
    let mut units: Vec<Unit> = step
        .roles
        .units
        .iter()
        .map(|&(unit, _)| unit)
        .filter(|unit| empty && unit.cells().contains(&cell))
        .collect();
    units.dedup();
    for unit in units {
        parts.push(Message::new("access-step-unit").unit("unit", unit));
    }
    parts
}

/// The words of a row, a column or a box, cell by cell, for the commands that read one out:
/// `Row 3: 5, 3, empty, ...`.
pub fn unit_words(v: &BoardView, unit: Unit) -> String {
    let cells: Vec<Message> = unit.cells().iter().map(|&cell| value(v, cell)).collect();
    words::format(
        &Message::new("access-unit-reading")
            .unit("unit", unit)
            .arg("cells", Arg::Sequence(cells)),
    )
}

/// How many of each digit are still to place: `1: 3 left, 2: done, ...`.
pub fn remaining_words(remaining: &[u8; 9]) -> String {
    parts(
        Digit::ALL
            .iter()
            .map(|&digit| {
                Message::new("access-remaining")
                    .digit("digit", digit)
                    .number("n", usize::from(remaining[usize::from(digit.get() - 1)]))
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::access::testing::*;
    use peerless::board::Board;
    use peerless::game::{import, Game, Move, Settings};

    /// A Killer cell names its cage: in full where the focus enters it (from nowhere or
    /// another cage; its first cell as the top-left one), by its sum alone within it.
    #[test]
    fn a_killer_cell_names_its_cage_in_full_where_the_focus_enters_it() {
        use crate::app::views::cages::CageOutlines;
        let killer: peerless::killer::Killer =
            "AABBBCDEFGGHHCCDEFGGIICJKKFLMMINJKOFLPPQNJOORSPTQNUVVRSTTQWUUXXSYZWWaaXXSYZWbbbcc:\
             3,15,22,4,16,15,25,17,9,8,20,6,14,17,17,13,20,12,27,6,20,6,10,14,8,16,15,13,17"
                .parse()
                .unwrap();
        let game = Game::new(
            peerless::game::import_killer(killer.clone()).unwrap(),
            &Settings::default(),
        );
        let outlines = std::rc::Rc::new(CageOutlines::new(&killer.cages));
        let name = |cell: Cell, came_from: Option<Cell>| {
            let v = BoardView {
                cages: Some(outlines.clone()),
                came_from,
                ..view(&game)
            };
            cell_words(&v, cell, Words::default()).0
        };
        // The cage A: r1c1 (its sum's cell) and r1c2, sum 3; B starts at r1c3.
        let (first, second, other) = (at(0, 0), at(0, 1), at(0, 2));
        assert_eq!(
            name(first, None),
            "empty, row 1, column 1, cage of 2 cells, sum 3, top-left cell"
        );
        assert_eq!(
            name(second, Some(other)),
            "empty, row 1, column 2, cage of 2 cells, sum 3"
        );
        assert_eq!(name(second, Some(first)), "empty, row 1, column 2, cage 3");
        assert_eq!(name(first, Some(second)), "empty, row 1, column 1, cage 3");
        // A classic board names no cage.
        assert!(!cell_words(&view(&game), first, Words::default())
            .0
            .contains("cage"));
    }

    /// A photo's review: a cell read with doubt says so after its digit, as a clash does.
    #[test]
    fn a_doubtful_cell_of_a_photos_reading_says_so() {
        let game = game();
        let mut doubtful = peerless::sets::CellSet::EMPTY;
        doubtful.insert(at(0, 0));
        let v = BoardView {
            doubtful,
            ..view(&game)
        };
        assert_eq!(
            cell_words(&v, at(0, 0), Words::default()).0,
            "5, given, doubtful, row 1, column 1"
        );
        assert!(!cell_words(&v, at(0, 1), Words::default())
            .0
            .contains("doubtful"));
    }

    #[test]
    fn cells_are_named_value_first_or_position_first_with_their_notes() {
        let game = game();
        let v = view(&game);
        let value_first = Words {
            position_first: false,
            candidates: true,
        };
        assert_eq!(
            cell_words(&v, at(0, 0), value_first).0,
            "5, given, row 1, column 1"
        );
        assert_eq!(
            cell_words(&v, at(0, 2), value_first).0,
            "4, row 1, column 3"
        );
        assert_eq!(
            cell_words(&v, at(0, 3), value_first),
            (
                "empty, row 1, column 4, orange, candidates 2 6, corner 8".to_string(),
                String::new()
            )
        );
        let position_first = Words {
            position_first: true,
            candidates: false,
        };
        assert_eq!(
            cell_words(&v, at(0, 3), position_first),
            (
                "row 1, column 4, empty, orange".to_string(),
                "candidates 2 6, corner 8".to_string()
            )
        );
        assert_eq!(
            cell_words(&v, at(0, 0), position_first).0,
            "row 1, column 1, 5, given"
        );
    }

    #[test]
    fn a_clash_and_a_wrong_digit_are_said() {
        let mut game = game();
        // 5 is given in r1c1: a 5 in r1c3's row clashes with it, and is wrong.
        let _ = game.apply(Move::Enter {
            cell: at(0, 3),
            digit: d(5),
        });
        let v = view(&game);
        let words = Words::default();
        assert_eq!(
            cell_words(&v, at(0, 3), words).0,
            "5, clashes, wrong, row 1, column 4, orange"
        );
        assert_eq!(
            cell_words(&v, at(0, 0), words).0,
            "5, given, clashes, row 1, column 1"
        );
    }

    #[test]
    fn units_and_counts_read_out() {
        let board: Board = PUZZLE.parse().unwrap();
        let game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        let v = view(&game);
        assert_eq!(board.get(at(0, 0)), Some(d(5)));
        assert_eq!(
            unit_words(&v, Unit::ROWS[0]),
            "Row 1: 5, 3, empty, empty, 7, empty, empty, empty, empty"
        );
        let mut remaining = [9u8; 9];
        remaining[4] = 0;
        remaining[0] = 3;
        assert!(remaining_words(&remaining)
            .starts_with("1: 3 left, 2: 9 left, 3: 9 left, 4: 9 left, 5: done"));
    }

    /// A card with no figure yet is said in words, not as a dash.
    #[test]
    fn a_card_without_a_figure_says_so() {
        assert_eq!(card_words("4:02", "Best"), "Best: 4:02");
        assert_eq!(card_words("\u{2013}", "Best"), "Best: none yet");
    }

    /// A step drawn at its fullest is in the cells' names: the digit it places, and the unit
    /// its drawing outlines.
    #[test]
    fn a_step_drawn_is_said_in_its_cells() {
        use crate::app::views::board::StepView;
        use peerless::logic::{notes_are_candidates, Hint, HintLevel};
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        for _ in 0..3 {
            let _ = game.apply(Move::Hint);
        }
        let Some((Hint::Step(step), HintLevel::Move)) = game.hint() else {
            panic!("no step at the hint's last level");
        };
        let placed = step.placements[0];
        let mut v = view(&game);
        v.step = Some(StepView {
            step,
            board: game.board(),
            notes: game.position().notes(),
            own_notes: notes_are_candidates(game.board(), game.position().notes()),
            sums: peerless::sets::CellSet::EMPTY,
        });
        let (name, _) = cell_words(&v, placed.cell, Words::default());
        let here = format!("{} goes here", placed.digit);
        assert!(name.contains(&here), "{name}");
        if let Some(&(unit, _)) = step.roles.units.first() {
            for &inside in unit.cells() {
                let (name, _) = cell_words(&v, inside, Words::default());
                let empty = game.board().get(inside).is_none();
                assert_eq!(name.contains("outlined: "), empty, "{name}");
            }
        }
        // Without the step, the cell is named as ever.
        let (plain, _) = cell_words(&view(&game), placed.cell, Words::default());
        assert!(!plain.contains("goes here"), "{plain}");
    }

    #[test]
    fn middle_dots_are_read_as_the_lists_separator() {
        assert_eq!(spoken("Imported · Easy"), "Imported, Easy");
        assert_eq!(spoken("1+5\u{a0}· 2+4\u{a0}· 3+3"), "1+5, 2+4, 3+3");
        assert_eq!(spoken("r1c1"), "r1c1");
    }
}
