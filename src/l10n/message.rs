//! A sentence as data: the id of a catalogue message and its arguments as the engine knows them
//! (cells, digits, units, other sentences), so that one step of the logic reads in every
//! language, each with its own grammar, its own list words and its own plural forms.

use std::borrow::Cow;

use crate::board::{Cell, Digit};
use crate::rules::{Unit, UnitKind};
use crate::sets::{CellSet, Digits};

/// A message of the catalogues with its arguments. The engine builds these; [`super::Localizer`]
/// turns one into text in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The catalogue's id (`step-hidden-single`).
    pub id: Cow<'static, str>,
    /// The arguments, by the names the catalogues use (`cell`, `digit`, `unit`).
    pub args: Vec<(&'static str, Arg)>,
}

/// One argument of a [`Message`]. Each kind becomes text through the catalogue (a unit is
/// "row 3" in English, "Zeile 3" in German), and some also give the catalogue what its grammar
/// needs: see [`Arg::derived`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number (a count, a size), which selects plural forms.
    Number(i64),
    /// Text that is the same in every language: a chain's notation (`r1c2=5 - r1c3=5`).
    Notation(String),
    /// A digit; also selects plural forms, as a number.
    Digit(Digit),
    /// Digits, joined with the language's "and": `1, 4 and 7`. Also gives `name-count`.
    Digits(Digits),
    /// Digits, joined with the language's "or": `1, 4 or 7`. Also gives `name-count`.
    DigitsOr(Digits),
    /// Digits after a negation, joined as the language joins them there (`list-nor`):
    /// "cannot be 1, 4 or 7", "не может быть ни 1, ни 4, ни 7". Also gives `name-count`.
    DigitsNor(Digits),
    /// A cell, by its name (`r3c7`, or spelled out for a listener). Also gives the name in
    /// each grammatical case the catalogue declares (`cell`'s `cases` attribute: `name-loc`
    /// for Russian's "в строке 1, столбце 2"), so a sentence picks the form its preposition
    /// needs.
    Cell(Cell),
    /// Cells, joined with "and"; spelled out, those of one row are said as one ("row 1,
    /// columns 2 and 5") and rows apart with the catalogue's `list-separator-cells`, so a list
    /// of spelled cells never reads as other cells. Also gives `name-count` and the cases.
    Cells(CellSet),
    /// Cells that lie in units the sentence names too (its `units`), so that spelled out they
    /// do not name the unit again: all in one named row, they are said by their columns
    /// ("columns 3 and 6", as `units-of-kind` says units), all in one named column by their
    /// rows; in a box, or not in one named row or column, and always in the compact form, as
    /// [`Arg::Cells`]. "In row 4, the cells in columns 3 and 6", not "in row 4, the cells row
    /// 4, columns 3 and 6". Also gives `name-count`, the cases and `name-by`: what names them,
    /// `column` or `row` (the units, which a sentence may put after "the cells in"), or `cell`
    /// (each cell's own name).
    CellsWithin(CellSet, Vec<Unit>),
    /// A unit (`row 3`). Also gives `name-kind` (`row`, `column`, `box`) and `name-number`, for
    /// languages whose words change with the sentence (Russian's cases, German's articles), and
    /// the cases.
    Unit(Unit),
    /// Units, those of one kind said as one plural phrase ("columns 2, 6 and 7", the
    /// catalogue's `units-of-kind`), the kinds joined with "and". Also gives `name-count`,
    /// `name-kind` (the kind they share, or `mixed`) and the cases.
    Units(Vec<Unit>),
    /// Another message, formatted first (a technique's name, a clause). Also gives
    /// `name-form`: the message's `form` attribute in the catalogue (`vowel` on an English
    /// name said with a vowel first, for "an"), else `other`, so that a sentence chooses its
    /// article, elision or contraction by the name it holds, as the language's catalogue says.
    Message(Box<Message>),
    /// Messages naming things, joined with "and" (almost locked sets). Also gives `name-count`.
    And(Vec<Message>),
    /// Clauses, joined as the language joins clauses (`list-clauses`: "r1c2 is 5 and r3c4
    /// cannot be 7"; Chinese with "，", not the "、" between items). Also gives `name-count`.
    Clauses(Vec<Message>),
    /// Messages joined with the language's list separator only (a chain's links, in order).
    Sequence(Vec<Message>),
}

impl Message {
    /// A message with no arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Message {
        Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    pub fn arg(mut self, name: &'static str, value: Arg) -> Message {
        self.args.push((name, value));
        self
    }

    /// Adds a cell.
    pub fn cell(self, name: &'static str, cell: Cell) -> Message {
        self.arg(name, Arg::Cell(cell))
    }

    /// Adds cells.
    pub fn cells(self, name: &'static str, cells: CellSet) -> Message {
        self.arg(name, Arg::Cells(cells))
    }

    /// Adds a digit.
    pub fn digit(self, name: &'static str, digit: Digit) -> Message {
        self.arg(name, Arg::Digit(digit))
    }

    /// Adds digits joined with "and".
    pub fn digits(self, name: &'static str, digits: Digits) -> Message {
        self.arg(name, Arg::Digits(digits))
    }

    /// Adds digits joined with "or".
    pub fn digits_or(self, name: &'static str, digits: Digits) -> Message {
        self.arg(name, Arg::DigitsOr(digits))
    }

    /// Adds digits that follow a negation ("cannot be 1 or 5").
    pub fn digits_nor(self, name: &'static str, digits: Digits) -> Message {
        self.arg(name, Arg::DigitsNor(digits))
    }

    /// Adds cells that lie in units the sentence also names ([`Arg::CellsWithin`]).
    pub fn cells_within(self, name: &'static str, cells: CellSet, units: &[Unit]) -> Message {
        self.arg(name, Arg::CellsWithin(cells, units.to_vec()))
    }

    /// Adds a unit.
    pub fn unit(self, name: &'static str, unit: Unit) -> Message {
        self.arg(name, Arg::Unit(unit))
    }

    /// Adds units joined with "and".
    pub fn units(self, name: &'static str, units: &[Unit]) -> Message {
        self.arg(name, Arg::Units(units.to_vec()))
    }

    /// Adds a number.
    pub fn number(self, name: &'static str, n: usize) -> Message {
        self.arg(name, Arg::Number(i64::try_from(n).unwrap_or(i64::MAX)))
    }

    /// Adds language-neutral notation.
    pub fn notation(self, name: &'static str, text: impl Into<String>) -> Message {
        self.arg(name, Arg::Notation(text.into()))
    }

    /// Adds text that needs no translating: the same in every language (a time, `4:05`), or
    /// already in the player's (a date as the language writes it, a reason the system gave).
    pub fn text(self, name: &'static str, text: impl Into<String>) -> Message {
        self.arg(name, Arg::Notation(text.into()))
    }

    /// Adds a message, formatted in place.
    pub fn message(self, name: &'static str, message: Message) -> Message {
        self.arg(name, Arg::Message(Box::new(message)))
    }

    /// The names of the variables this message gives its catalogue text, each once, derived
    /// names included (`cells` and `cells-count`), for the catalogue checks.
    pub fn variable_names(&self) -> Vec<String> {
        let mut names = Vec::new();
        for (name, arg) in &self.args {
            names.push((*name).to_string());
            for suffix in arg.derived() {
                names.push(format!("{name}-{suffix}"));
            }
        }
        names
    }

    /// This message and every message inside its arguments, depth first, for whoever checks
    /// that a catalogue has them all.
    pub fn walk(&self, f: &mut dyn FnMut(&Message)) {
        f(self);
        for (_, arg) in &self.args {
            match arg {
                Arg::Message(inner) => inner.walk(f),
                Arg::And(list) | Arg::Clauses(list) | Arg::Sequence(list) => {
                    for inner in list {
                        inner.walk(f);
                    }
                }
                _ => {}
            }
        }
    }
}

impl std::fmt::Display for Message {
    /// The message in English, for logs, tests and the tools' default output.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::Localizer::english().format(self))
    }
}

impl Arg {
    /// The suffixes of the extra variables an argument gives besides its own name, in every
    /// language (the cases a catalogue declares come on top: see [`Arg::takes_cases`]).
    pub const fn derived(&self) -> &'static [&'static str] {
        match self {
            Arg::Digits(_)
            | Arg::DigitsOr(_)
            | Arg::DigitsNor(_)
            | Arg::Cells(_)
            | Arg::And(_)
            | Arg::Clauses(_) => &["count"],
            Arg::CellsWithin(..) => &["count", "by"],
            Arg::Units(_) => &["count", "kind"],
            Arg::Unit(_) => &["kind", "number"],
            Arg::Message(_) => &["form"],
            _ => &[],
        }
    }
}

impl Arg {
    /// Whether the argument names a place (a cell, a unit, several), which a catalogue may
    /// give in each of its grammatical cases (`name-loc`, `name-gen`: the `cases` attribute
    /// of its `cell` message).
    pub const fn takes_cases(&self) -> bool {
        matches!(
            self,
            Arg::Cell(_) | Arg::Cells(_) | Arg::CellsWithin(..) | Arg::Unit(_) | Arg::Units(_)
        )
    }
}

/// The row or column among `units` that holds every one of `cells`, by which a spelled list of
/// them names them by their other coordinate ([`Arg::CellsWithin`]); `None` for no cells, or
/// none such (a box alone, cells in several rows and columns).
pub(super) fn line_within(cells: CellSet, units: &[Unit]) -> Option<Unit> {
    units.iter().copied().find(|unit| {
        unit.kind() != UnitKind::Box && !cells.is_empty() && cells.is_subset(unit.cell_set())
    })
}

/// The catalogue's word for a unit's kind, as a selector (`row`, `column`, `box`).
pub const fn unit_kind(unit: Unit) -> &'static str {
    match unit.kind() {
        UnitKind::Row => "row",
        UnitKind::Column => "column",
        UnitKind::Box => "box",
    }
}
