//! The localizer's own tests: CLDR numbers and weeks, languages' names, a catalogue refused with
//! where, and places and lists as each language writes them.

use super::*;
use crate::board::Cell;
use crate::rules::Unit;
use crate::sets::CellSet;

#[test]
fn numbers_and_weeks_follow_cldr() {
    let comma: Vec<&str> = Language::ALL
        .iter()
        .filter(|l| l.decimal_separator() == ',')
        .map(|l| l.tag())
        .collect();
    assert_eq!(comma, ["de", "fr", "es", "pt-BR", "it", "nl", "pl", "ru"]);
    let sunday: Vec<&str> = Language::ALL
        .iter()
        .filter(|l| l.first_weekday() == 6)
        .map(|l| l.tag())
        .collect();
    assert_eq!(sunday, ["en", "pt-BR", "ja", "en-XA"]);
    assert!(Language::ALL
        .iter()
        .all(|l| [0, 6].contains(&l.first_weekday())));
}

#[test]
fn locales_name_their_languages() {
    for (locale, language) in [
        ("de_DE.UTF-8", Some(Language::German)),
        ("de-AT", Some(Language::German)),
        ("pt_BR", Some(Language::PortugueseBrazil)),
        ("pt-PT", Some(Language::PortugueseBrazil)),
        ("zh-Hans-CN", Some(Language::ChineseSimplified)),
        ("zh_TW", Some(Language::ChineseSimplified)),
        ("ja_JP.eucJP", Some(Language::Japanese)),
        ("en-XA", Some(Language::Pseudo)),
        ("C", None),
        ("POSIX", None),
        ("", None),
        ("tlh", None),
    ] {
        assert_eq!(Language::from_locale(locale), language, "{locale}");
    }
    assert_eq!(
        Language::preferred(["C", "sv_SE", "nl_BE.UTF-8", "de"]),
        Language::Dutch
    );
    assert_eq!(Language::preferred([]), Language::English);
    for language in Language::ALL {
        assert_eq!(language.tag().parse::<Language>(), Ok(language));
    }
    assert!("xx".parse::<Language>().unwrap_err().contains("pt-BR"));
    for (i, language) in Language::ALL.into_iter().enumerate() {
        assert_eq!(language.index(), i, "{language}");
    }
    assert!(!Language::SHIPPED.contains(&Language::Pseudo));
}

#[test]
fn a_catalogue_that_does_not_parse_is_refused_with_where() {
    let error = Localizer::from_source(Language::German, "ok = gut\nbad = { $x\n").unwrap_err();
    assert_eq!(error.language, Language::German);
    assert_eq!(error.error.line, 3);
    assert!(error
        .to_string()
        .starts_with("the Deutsch catalogue (de.ftl), line 3"));
    // A language already made keeps its catalogue.
    let _ = Localizer::english();
    assert_eq!(Localizer::install(Language::English, "cell = x"), Ok(false));
}

/// The places and lists the engine's sentences hold, in the languages whose grammar made
/// each of them: units of one kind as one phrase, spelled cells grouped by row, the cases
/// a catalogue declares, negated lists and the clause joiner.
#[test]
fn places_and_lists_read_as_each_language_writes_them() {
    let cell = |name: &str| -> Cell {
        let (r, c) = name[1..].split_once('c').unwrap();
        Cell::at(
            r.parse::<usize>().unwrap() - 1,
            c.parse::<usize>().unwrap() - 1,
        )
        .unwrap()
    };
    let cells = |names: &[&str]| names.iter().map(|n| cell(n)).collect::<CellSet>();
    let digits = |ds: &[u8]| {
        ds.iter()
            .map(|&d| crate::board::Digit::new(d).unwrap())
            .collect::<crate::sets::Digits>()
    };
    let say = |language: Language, message: &Message, names: CellNames| {
        Localizer::for_language(language).format_with(message, names)
    };
    let columns = [Unit::COLUMNS[1], Unit::COLUMNS[5], Unit::COLUMNS[6]];
    let units = |language: Language| {
        let mut errors = Vec::new();
        let text = Localizer::for_language(language).units(&columns, PLAIN, &mut errors);
        assert!(errors.is_empty(), "{errors:?}");
        text
    };
    assert_eq!(units(Language::English), "columns 2, 6 and 7");
    assert_eq!(units(Language::French), "les colonnes 2, 6 et 7");
    assert_eq!(units(Language::ChineseSimplified), "第2、6、7列");
    // Japanese sets a list's cells apart with 、, so one phrase's numbers take ・.
    assert_eq!(units(Language::Japanese), "2・6・7列目");
    let mut errors = Vec::new();
    let japanese = Localizer::for_language(Language::Japanese).cells(
        cells(&["r7c2", "r7c4", "r8c7"]),
        CellNames::Spelled,
        PLAIN,
        &mut errors,
    );
    assert_eq!(japanese, "7行2・4列、8行7列");
    let mut errors = Vec::new();
    let mixed = [Unit::ROWS[0], Unit::BOXES[4], Unit::ROWS[2]];
    assert_eq!(
        Localizer::english().units(&mixed, PLAIN, &mut errors),
        "rows 1 and 3 and box 5"
    );

    let removed = Message::new("result-remove")
        .cells("cells", cells(&["r7c2", "r7c4", "r8c7", "r9c9"]))
        .digits_nor("digits", digits(&[6, 7]));
    assert_eq!(
        say(Language::English, &removed, CellNames::Compact),
        "r7c2, r7c4, r8c7 and r9c9 cannot be 6 or 7"
    );
    assert_eq!(
        say(Language::English, &removed, CellNames::Spelled),
        "row 7, columns 2 and 4; row 8, column 7; and row 9, column 9 cannot be 6 or 7"
    );
    // A case that carries its preposition: each spelled row says it again, notation once.
    assert_eq!(
        say(Language::Russian, &removed, CellNames::Spelled),
        "в строке 7, столбцах 2 и 4; в строке 8, столбце 7, а также в строке 9, столбце 9 \
         не может быть ни 6, ни 7"
    );
    assert_eq!(
        say(Language::Russian, &removed, CellNames::Compact),
        "в r7c2, r7c4, r8c7 и r9c9 не может быть ни 6, ни 7"
    );
    let hidden = Message::new("step-hidden-subset")
        .unit("unit", Unit::BOXES[6])
        .digits("digits", digits(&[6, 7]))
        .cells("cells", cells(&["r7c2", "r7c3", "r8c1"]));
    assert!(say(Language::French, &hidden, CellNames::Compact)
        .ends_with("ne peuvent aller qu'en r7c2, r7c3 et r8c1"));
    assert!(
        say(Language::French, &hidden, CellNames::Spelled).ends_with(
            "ne peuvent aller qu'à la ligne 7, colonnes 2 et 3 ainsi qu'à la ligne 8, colonne 1"
        )
    );
    assert_eq!(
        say(Language::French, &removed, CellNames::Spelled),
        "les cases de la ligne 7, colonnes 2 et 4 ; la case de la ligne 8, colonne 7 ainsi \
         que la case de la ligne 9, colonne 9 ne peuvent valoir ni 6, ni 7"
    );
    assert_eq!(
        say(Language::Polish, &removed, CellNames::Compact),
        "w r7c2, r7c4, r8c7 i r9c9 nie może być ani 6, ani 7"
    );
    assert_eq!(
        Localizer::for_language(Language::Russian).cases(),
        ["loc", "gen", "v"]
    );
    assert!(Localizer::english().cases().is_empty());

    let placed = Message::new("result-place")
        .cell("cell", cell("r1c2"))
        .digit("digit", crate::board::Digit::new(5).unwrap());
    let clauses = Message::new("step")
        .message("technique", Message::new("technique-naked-pair"))
        .message(
            "reason",
            Message::new("step-trial")
                .cell("cell", cell("r1c2"))
                .digit("digit", crate::board::Digit::new(5).unwrap()),
        )
        .arg("result", Arg::Clauses(vec![placed, removed]));
    let chinese = say(Language::ChineseSimplified, &clauses, CellNames::Compact);
    assert!(
        chinese.ends_with("。因此，r1c2填5，r7c2、r7c4、r8c7、r9c9不能填6或7。"),
        "{chinese}"
    );
    let english = say(Language::English, &clauses, CellNames::Compact);
    assert!(
        english
            .ends_with(". That means r1c2 is 5, and r7c2, r7c4, r8c7 and r9c9 cannot be 6 or 7."),
        "{english}"
    );
}

#[test]
fn english_lists_cells_and_units() {
    let english = Localizer::english();
    let mut errors = Vec::new();
    let items = |n: usize| (1..=n).map(|i| i.to_string()).collect::<Vec<_>>();
    assert_eq!(english.list(&items(1), "list-and", &mut errors), "1");
    assert_eq!(english.list(&items(2), "list-and", &mut errors), "1 and 2");
    assert_eq!(english.list(&items(3), "list-or", &mut errors), "1, 2 or 3");
    let cell = Cell::at(2, 6).unwrap();
    assert_eq!(english.cell(cell, CellNames::Compact, &mut errors), "r3c7");
    assert_eq!(
        english.cell(cell, CellNames::Spelled, &mut errors),
        "row 3, column 7"
    );
    assert_eq!(english.unit(Unit::BOXES[4], &mut errors), "box 5");
    assert!(errors.is_empty(), "{errors:?}");
}
