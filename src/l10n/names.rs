//! Places and lists in words: a cell's name (compact or spelled), cells, units, and lists
//! joined as each language joins them, in whatever grammatical case a sentence asks.

use super::message::{line_within, unit_kind};
use super::{CellNames, FormatError, Language, Localizer, Value, PLAIN};
use crate::board::Cell;
use crate::rules::{Unit, UnitKind};
use crate::sets::CellSet;

impl Localizer {
    /// A cell's name.
    pub fn cell(&self, cell: Cell, names: CellNames, errors: &mut Vec<FormatError>) -> String {
        self.cell_in(cell, names, PLAIN, errors)
    }

    /// A cell's name in grammatical case `case` ([`PLAIN`] or one of [`Localizer::cases`]).
    pub(super) fn cell_in(
        &self,
        cell: Cell,
        names: CellNames,
        case: &str,
        errors: &mut Vec<FormatError>,
    ) -> String {
        let id = match names {
            CellNames::Compact => "cell",
            CellNames::Spelled => "cell-spelled",
        };
        self.text_checked(
            id,
            &[
                ("row", Value::Number(cell.row() as i64 + 1)),
                ("column", Value::Number(cell.col() as i64 + 1)),
                ("case", case.into()),
            ],
            errors,
        )
    }

    /// Cells joined with "and", in case `case`. In notation only the first cell takes the
    /// case, the others their plain form: a case that carries a preposition says it once
    /// before the list, as players write it ("en r5c4, r5c5 et r5c9", "в r1c1, r2c1 и
    /// r4c1"). Spelled out, the cells of one row are one phrase (`cells-spelled-row`: "row 1,
    /// columns 2 and 5"), each row's phrase in the case, so a listener hears the preposition
    /// again before each row; the rows are set apart with `list-separator-cells` and
    /// `list-and-cells` (given `$case` too, for a language that elides before the case's
    /// preposition: "ainsi qu'à la ligne 4"), because a spelled cell holds the list separator
    /// itself and a row's columns the "and".
    pub(super) fn cells(
        &self,
        cells: CellSet,
        names: CellNames,
        case: &str,
        errors: &mut Vec<FormatError>,
    ) -> String {
        if names == CellNames::Compact {
            let items: Vec<String> = cells
                .iter()
                .enumerate()
                .map(|(i, cell)| {
                    let case = if i == 0 { case } else { PLAIN };
                    self.cell_in(cell, names, case, errors)
                })
                .collect();
            return self.list(&items, "list-and", errors);
        }
        let mut rows: Vec<(usize, Vec<Cell>)> = Vec::new();
        for cell in cells {
            match rows.last_mut() {
                Some((row, in_row)) if *row == cell.row() => in_row.push(cell),
                _ => rows.push((cell.row(), vec![cell])),
            }
        }
        let items: Vec<String> = rows
            .iter()
            .map(|(row, in_row)| match in_row.as_slice() {
                [cell] => self.cell_in(*cell, names, case, errors),
                _ => {
                    let columns: Vec<String> =
                        in_row.iter().map(|c| (c.col() + 1).to_string()).collect();
                    let columns = self.numbers(&columns, errors);
                    self.text_checked(
                        "cells-spelled-row",
                        &[
                            ("row", Value::Number(*row as i64 + 1)),
                            ("columns", columns.into()),
                            ("count", Value::Number(in_row.len() as i64)),
                            ("case", case.into()),
                        ],
                        errors,
                    )
                }
            })
            .collect();
        match items.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => {
                let rest = rest.join(&self.separator("list-separator-cells", errors));
                self.text_checked(
                    "list-and-cells",
                    &[
                        ("rest", rest.into()),
                        ("last", last.as_str().into()),
                        ("case", case.into()),
                    ],
                    errors,
                )
            }
        }
    }

    /// Cells that lie in `units`, which the sentence names too, in case `case`, and what names
    /// them (`name-by`): spelled out and all in one of the rows or columns among `units`, the
    /// units of the other kind they lie in, as [`Localizer::units`] says them ("columns 3 and
    /// 6"), by `column` or `row`; else each cell, as [`Localizer::cells`] says them, by `cell`.
    pub(super) fn cells_within(
        &self,
        cells: CellSet,
        units: &[Unit],
        names: CellNames,
        case: &str,
        errors: &mut Vec<FormatError>,
    ) -> (String, &'static str) {
        let line = line_within(cells, units).filter(|_| names == CellNames::Spelled);
        let Some(line) = line else {
            return (self.cells(cells, names, case, errors), "cell");
        };
        let across: Vec<Unit> = cells
            .iter()
            .map(|cell| match line.kind() {
                UnitKind::Row => cell.column_unit(),
                _ => cell.row_unit(),
            })
            .collect();
        let by = across.first().map_or("cell", |unit| unit_kind(*unit));
        (self.units(&across, case, errors), by)
    }

    /// A unit's name ("row 3").
    pub fn unit(&self, unit: Unit, errors: &mut Vec<FormatError>) -> String {
        self.unit_in(unit, PLAIN, errors)
    }

    /// A unit's name in grammatical case `case`.
    pub(super) fn unit_in(&self, unit: Unit, case: &str, errors: &mut Vec<FormatError>) -> String {
        self.text_checked(
            "unit",
            &[
                ("kind", unit_kind(unit).into()),
                ("number", Value::Number(unit.number() as i64 + 1)),
                ("case", case.into()),
            ],
            errors,
        )
    }

    /// Units in case `case`: those of one kind as one phrase (`units-of-kind`: "columns 2, 6
    /// and 7"), a kind at a time in the order the kinds first come, joined with "and".
    pub(super) fn units(
        &self,
        units: &[Unit],
        case: &str,
        errors: &mut Vec<FormatError>,
    ) -> String {
        let mut kinds: Vec<(&'static str, Vec<Unit>)> = Vec::new();
        for &unit in units {
            let kind = unit_kind(unit);
            match kinds.iter_mut().find(|(k, _)| *k == kind) {
                Some((_, of_kind)) => of_kind.push(unit),
                None => kinds.push((kind, vec![unit])),
            }
        }
        let items: Vec<String> = kinds
            .iter()
            .map(|(kind, of_kind)| match of_kind.as_slice() {
                [unit] => self.unit_in(*unit, case, errors),
                _ => {
                    let numbers: Vec<String> = of_kind
                        .iter()
                        .map(|u| (u.number() + 1).to_string())
                        .collect();
                    let numbers = self.numbers(&numbers, errors);
                    self.text_checked(
                        "units-of-kind",
                        &[
                            ("kind", (*kind).into()),
                            ("numbers", numbers.into()),
                            ("count", Value::Number(of_kind.len() as i64)),
                            ("case", case.into()),
                        ],
                        errors,
                    )
                }
            })
            .collect();
        self.list(&items, "list-and", errors)
    }

    /// Items joined as the language lists them: `a`, `a and b`, `a, b and c` (`message` is
    /// `list-and`, `list-or` or `list-nor`, each with `$rest` and `$last`).
    pub fn list(&self, items: &[String], message: &str, errors: &mut Vec<FormatError>) -> String {
        let separator = match message {
            "list-nor" => "list-nor-separator",
            _ => "list-separator",
        };
        self.list_with(items, separator, message, errors)
    }

    /// The numbers of one phrase (a row's columns among spelled cells, units of one kind),
    /// joined with `list-separator-numbers` and `list-and-numbers`: where a language sets a
    /// list's cells apart with its plain separator, these keep one cell's numbers from reading
    /// as other cells (Japanese "3行4・5列" among "1行5列、3行4・5列").
    pub(super) fn numbers(&self, items: &[String], errors: &mut Vec<FormatError>) -> String {
        self.list_with(items, "list-separator-numbers", "list-and-numbers", errors)
    }

    /// A separator between a list's items (`list-separator`): a piece of a sentence, never a
    /// sentence, so the pseudo-language does not bracket it.
    pub fn separator(&self, id: &str, errors: &mut Vec<FormatError>) -> String {
        let text = self.text_checked(id, &[], errors);
        if self.language == Language::Pseudo {
            if let Some(inner) = text.strip_prefix('[').and_then(|t| t.strip_suffix(']')) {
                return inner.to_string();
            }
        }
        text
    }

    /// Items joined by message `separator` but the last two, which message `message` joins.
    pub(super) fn list_with(
        &self,
        items: &[String],
        separator: &str,
        message: &str,
        errors: &mut Vec<FormatError>,
    ) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => {
                let rest = rest.join(&self.separator(separator, errors));
                self.text_checked(
                    message,
                    &[("rest", rest.into()), ("last", last.as_str().into())],
                    errors,
                )
            }
        }
    }
}
