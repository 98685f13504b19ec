//! Sentences that name a unit and then cells in it, with the cells spelled out (the setting's
//! "row 3, column 7", and always for the screen reader): the cells are named by their other
//! coordinate, so the unit is said once ("in row 4, the cells in columns 3 and 6", never "in
//! row 4, the cells row 4, columns 3 and 6"); and a Killer step's facts, joined as clauses.

use super::*;

/// The numbers written in `text` (runs of ASCII digits), in order.
fn numbers(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|run| !run.is_empty())
        .collect()
}

/// The messages that name a unit and cells in it, as the engine builds them, with the cells in
/// one row and in one column: the unit's number and no other number is `number`.
fn within_unit(unit: peerless::Unit, cells: CellSet) -> Vec<Message> {
    let digits = peerless::Digits::single(Digit::new(1).unwrap())
        | peerless::Digits::single(Digit::new(9).unwrap());
    vec![
        Message::new("step-naked-subset")
            .units("units", &[unit])
            .cells_within("cells", cells, &[unit])
            .digits("digits", digits),
        Message::new("step-hidden-subset")
            .unit("unit", unit)
            .digits("digits", digits)
            .cells_within("cells", cells, &[unit]),
        Message::new("sum-innies")
            .units("units", &[unit])
            .number("inside", 38)
            .cells_within("cells", cells, &[unit])
            .number("total", 45)
            .number("sum", 7),
    ]
}

#[test]
fn spelled_cells_in_a_named_row_or_column_do_not_name_it_again() {
    // Row 6's cells in columns 2 and 3; column 6's in rows 2 and 3. No other number of these
    // sentences is 6.
    let in_row = CellSet::single(cell(5, 1)) | CellSet::single(cell(5, 2));
    let in_column = CellSet::single(cell(1, 5)) | CellSet::single(cell(2, 5));
    let cases = [
        (peerless::Unit::ROWS[5], in_row),
        (peerless::Unit::COLUMNS[5], in_column),
    ];
    let mut problems = Vec::new();
    for language in Language::SHIPPED {
        let localizer = Localizer::for_language(language);
        for (unit, cells) in cases {
            for message in within_unit(unit, cells) {
                let text = localizer.format_with(&message, CellNames::Spelled);
                let sixes = numbers(&text).iter().filter(|n| **n == "6").count();
                if sixes != 1 {
                    problems.push(format!("{language}: {}: {text}", message.id));
                }
                // The cells' own numbers are all there: 2 and 3.
                let said = numbers(&text);
                if !said.contains(&"2") || !said.contains(&"3") {
                    problems.push(format!("{language}: {}: cells lost: {text}", message.id));
                }
                // Compact, each cell keeps its name.
                let compact = localizer.format_with(&message, CellNames::Compact);
                let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
                if !names.iter().all(|name| compact.contains(name.as_str())) {
                    problems.push(format!("{language}: {}: {compact}", message.id));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "the unit named twice, or cells lost:\n{}",
        problems.join("\n")
    );
}

#[test]
fn spelled_cells_in_a_box_or_across_lines_keep_their_full_names() {
    let english = Localizer::english();
    let box_cells = CellSet::single(cell(3, 3)) | CellSet::single(cell(4, 5));
    let text = english.format_with(
        &Message::new("step-hidden-subset")
            .unit("unit", peerless::Unit::BOXES[4])
            .digits("digits", peerless::Digits::single(Digit::new(1).unwrap()))
            .cells_within("cells", box_cells, &[peerless::Unit::BOXES[4]]),
        CellNames::Spelled,
    );
    assert_eq!(
        text,
        "in box 5, 1 can only go in row 4, column 4; and row 5, column 6"
    );
    // In a row and a box, the row names them by their columns.
    let in_row = CellSet::single(cell(3, 3)) | CellSet::single(cell(3, 5));
    let units = [peerless::Unit::ROWS[3], peerless::Unit::BOXES[4]];
    let text = english.format_with(
        &Message::new("step-naked-subset")
            .units("units", &units)
            .cells_within("cells", in_row, &units)
            .digits("digits", peerless::Digits::single(Digit::new(1).unwrap())),
        CellNames::Spelled,
    );
    assert_eq!(
        text,
        "in row 4 and box 5, the cells in columns 4 and 6 can only hold 1 between them"
    );
}

/// Every real naked and hidden subset and innies sum the engine explains, spelled out in every
/// language: a cell list in one row or column the sentence names says that unit's number
/// once, where it said it once for the unit and once for each row of cells before.
#[test]
fn real_steps_name_their_unit_once() {
    let mut problems = BTreeSet::new();
    let mut seen = 0;
    for message in &observed().messages {
        message.walk(&mut |inner| {
            for (_, arg) in &inner.args {
                let Arg::CellsWithin(cells, units) = arg else {
                    continue;
                };
                let line = units
                    .iter()
                    .find(|u| u.kind() != peerless::UnitKind::Box && cells.is_subset(u.cell_set()));
                let Some(line) = line else {
                    continue;
                };
                seen += 1;
                let number = (line.number() + 1).to_string();
                for language in Language::SHIPPED {
                    let localizer = Localizer::for_language(language);
                    let spelled = localizer.format_with(inner, CellNames::Spelled);
                    let compact = localizer.format_with(inner, CellNames::Compact);
                    // The compact form's cells hold the number; the spelled form's may not
                    // hold it more often than the compact one's sentence outside its cells.
                    let outside = numbers(&compact)
                        .iter()
                        .filter(|n| **n == number)
                        .count()
                        .saturating_sub(cells.len());
                    let spelled_count = numbers(&spelled).iter().filter(|n| **n == number).count();
                    if spelled_count > outside {
                        problems.insert(format!("{language}: {}: {spelled}", inner.id));
                    }
                }
            }
        });
    }
    assert!(seen > 0, "no real step names cells within a line");
    assert!(
        problems.is_empty(),
        "{}",
        problems.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// A Killer step's facts are clauses: in Simplified Chinese a comma stands between them, not
/// the 、 that lists items (which read the two facts as one list), and in every language the
/// joiner is `list-clauses`'s.
#[test]
fn killer_facts_are_joined_as_clauses() {
    let zh = Localizer::for_language(Language::ChineseSimplified);
    let mut seen = 0;
    for message in &observed().messages {
        message.walk(&mut |inner| {
            let Some((_, facts)) = inner.args.iter().find(|(name, _)| *name == "facts") else {
                return;
            };
            let list = match facts {
                Arg::Clauses(list) | Arg::Sequence(list) => list,
                _ => return,
            };
            let killer = list
                .iter()
                .all(|fact| fact.id.starts_with("fact-cage") || fact.id.starts_with("sum-"));
            if list.len() < 2 || !killer {
                return;
            }
            seen += 1;
            let whole = zh.format(inner);
            let first = zh.format(&list[0]);
            let second = zh.format(&list[1]);
            assert!(
                whole.contains(&format!("{first}，{second}")),
                "{}: {whole}",
                inner.id
            );
        });
    }
    assert!(seen > 0, "no Killer step with two facts");
}
