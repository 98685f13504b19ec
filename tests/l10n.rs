//! The catalogues (`assets/l10n/*.ftl`) against the code that asks for their messages:
//!
//! - every catalogue parses, by our reader and by Project Fluent's own (`fluent-syntax`), and
//!   formats every message as `fluent-bundle` does, over many argument values;
//! - every language has every English message, and English has exactly the messages the code
//!   asks for (the messages of real steps of every technique, of hints, levels, techniques and
//!   lessons), each using only the arguments the code passes;
//! - every real step, hint and lesson renders in every language with nothing missing.
//!
//! The real steps come from the engine's own positions: the puzzles of `tests/data` solved by
//! the logic (every step of each), and the practice bank's positions for the techniques those
//! puzzles never need.

use std::collections::{BTreeMap, BTreeSet};

use peerless::l10n::fluent::{self, Element, Expression, Key, Pattern};
use peerless::l10n::{CellNames, Language, Localizer, Message};
use peerless::logic::{self, GradeError, Hint, HintLevel, Level, Technique};
use peerless::{Board, Cell, CellSet, Digit};

/// Every message the code makes, with the variables it passes to each id.
struct Observed {
    messages: Vec<Message>,
    variables: BTreeMap<String, BTreeSet<String>>,
    techniques_with_steps: BTreeSet<Technique>,
}

impl Observed {
    fn add(&mut self, message: Message) {
        message.walk(&mut |inner| {
            let entry = self.variables.entry(inner.id.to_string()).or_default();
            entry.extend(inner.variable_names());
        });
        self.messages.push(message);
    }

    fn add_step(&mut self, step: &logic::Step) {
        self.techniques_with_steps.insert(step.technique);
        self.add(step.explanation.clone());
        let hint = Hint::Step(step.clone());
        for level in HintLevel::ALL {
            self.add(hint.message(level));
        }
    }
}

fn cell(row: usize, column: usize) -> Cell {
    Cell::at(row, column).unwrap()
}

/// [`observe`], once for all the tests.
fn observed() -> &'static Observed {
    static OBSERVED: std::sync::OnceLock<Observed> = std::sync::OnceLock::new();
    OBSERVED.get_or_init(observe)
}

fn observe() -> Observed {
    let mut observed = Observed {
        messages: Vec::new(),
        variables: BTreeMap::new(),
        techniques_with_steps: BTreeSet::new(),
    };
    // What the localizer itself asks for.
    for (id, variables) in [
        ("cell", &["row", "column"][..]),
        ("cell-spelled", &["row", "column"]),
        ("unit", &["kind", "number"]),
        ("list-separator", &[]),
        ("list-and", &["rest", "last"]),
        ("list-or", &["rest", "last"]),
        // A nice loop's premise or an AIC's end about a group of cells: the code has the words,
        // though the engine's loops and AICs always start and end on single candidates.
        ("fact-in", &["digit", "group"]),
        ("fact-not-in", &["digit", "group"]),
    ] {
        observed
            .variables
            .entry(id.to_string())
            .or_default()
            .extend(variables.iter().map(|v| v.to_string()));
    }
    for level in Level::ALL {
        observed.add(level.message());
    }
    for &technique in Technique::ALL {
        observed.add(technique.message());
        observed.add(technique.indefinite());
        observed.add(logic::lesson(technique));
    }
    // Hints that are not steps.
    let digit = |n| Digit::new(n).unwrap();
    let mut hints = vec![
        Hint::Solved,
        Hint::Mistake {
            cell: cell(2, 6),
            entered: digit(5),
            correct: digit(1),
        },
        Hint::MissingNote {
            cell: cell(0, 0),
            digit: digit(9),
        },
        Hint::NotProper(GradeError::NoSolution),
        Hint::NotProper(GradeError::MultipleSolutions),
    ];
    let clash = CellSet::single(cell(0, 0)) | CellSet::single(cell(0, 4));
    hints.push(Hint::NotProper(GradeError::Conflict(clash)));
    for hint in &hints {
        for level in HintLevel::ALL {
            observed.add(hint.message(level));
        }
    }
    // Real steps: the practice bank's positions, then solved puzzles.
    for &technique in Technique::ALL {
        for entry in peerless::practice::bank(technique) {
            if let Some(step) = logic::find(&entry.grid, technique) {
                observed.add_step(&step);
            }
        }
    }
    // The variants no solving path meets first: each technique tried at every position of a
    // puzzle's path (the colouring wraps; fish the default settings leave off, from the
    // exemplars of src/logic's tests).
    for (puzzle, technique) in [
        (
            "....13......2....93.184.2..968....2..379...1......4...........8..9.35.7..1..6....",
            Technique::SimpleColors,
        ),
        (
            ".............4273...67...4..94..........96.....7....231......85.6..8.27...5.1....",
            Technique::MultiColors,
        ),
        (
            "..67...91..9....623............3...4..72...1.4....1....31..8.75...9......65....3.",
            Technique::FrankenJellyfish,
        ),
        (
            ".7...95..1....5....8..2.16.....1........97.3.6..2...188.7.6..5...9...3.........4.",
            Technique::FinnedMutantJellyfish,
        ),
        (
            ".6.........3..15...9.8...716....2.3....75...4....9...82.1.....6..6.......8.5...4.",
            Technique::KrakenFish,
        ),
    ] {
        let board: Board = puzzle.parse().unwrap();
        let mut grid = logic::Grid::new(&board);
        while let Some(step) = logic::next_step(&grid) {
            if let Some(found) = logic::find(&grid, technique) {
                observed.add_step(&found);
            }
            grid.apply(&step);
        }
    }
    let puzzles = include_str!("data/logic_puzzles.txt");
    for (i, line) in puzzles
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .enumerate()
    {
        // Every fifth puzzle of the 2000: a few hundred solved by hand, all the techniques
        // that are not in the bank.
        if i % 5 != 0 {
            continue;
        }
        let board: Board = line.trim().parse().unwrap();
        if let Ok(solution) = logic::solve_logically(&board) {
            for step in &solution.steps {
                observed.add_step(step);
            }
        }
    }
    observed
}

/// The catalogue's two files: the engine's messages (what this file holds to the engine's code)
/// and the game's words (held to the game's code by its own tests, `src/app/words/`).
const PARTS: [&str; 2] = ["", "game/"];

/// One file of a language's catalogue: `part` 0 the engine's, 1 the game's.
fn catalogue_part(language: Language, part: usize) -> String {
    let [engine, game] = language.bundled_catalogue().expect("bundled");
    [engine, game].into_iter().nth(part).unwrap()
}

/// The file's name, for messages: `game/de.ftl`.
fn file_name(language: Language, part: usize) -> String {
    format!("{}{}.ftl", PARTS[part], language.tag())
}

fn parsed_part(language: Language, part: usize) -> fluent::Resource {
    fluent::parse(&catalogue_part(language, part))
        .unwrap_or_else(|error| panic!("{}: {error}", file_name(language, part)))
}

/// The engine's file of a language's catalogue.
fn parsed(language: Language) -> fluent::Resource {
    parsed_part(language, 0)
}

/// Both files as one resource, as the game reads them.
fn parsed_whole(language: Language) -> fluent::Resource {
    let mut whole = parsed_part(language, 0);
    let game = parsed_part(language, 1);
    whole.messages.extend(game.messages);
    whole.terms.extend(game.terms);
    whole
}

/// The variables a pattern uses, the selectors' keys with them.
fn variables(pattern: &Pattern, out: &mut BTreeMap<String, BTreeSet<Key>>) {
    for element in &pattern.0 {
        match element {
            Element::Expression(Expression::Variable(name)) => {
                out.entry(name.clone()).or_default();
            }
            Element::Expression(Expression::Select {
                selector, variants, ..
            }) => {
                let keys = out.entry(selector.clone()).or_default();
                keys.extend(variants.iter().map(|v| v.key.clone()));
                for variant in variants {
                    variables(&variant.value, out);
                }
            }
            _ => {}
        }
    }
}

#[test]
fn every_catalogue_parses_and_has_every_english_message_and_no_other() {
    let mut problems = Vec::new();
    for part in 0..PARTS.len() {
        let english: BTreeSet<String> = parsed_part(Language::English, part)
            .messages
            .into_iter()
            .map(|m| m.id)
            .collect();
        for language in Language::SHIPPED {
            let file = file_name(language, part);
            let resource = parsed_part(language, part);
            let ids: BTreeSet<String> = resource.messages.iter().map(|m| m.id.clone()).collect();
            for missing in english.difference(&ids) {
                problems.push(format!("{file} lacks {missing}"));
            }
            for extra in ids.difference(&english) {
                problems.push(format!("{file} has {extra}, which English has not"));
            }
        }
    }
    for language in Language::SHIPPED {
        // One id, one message: the engine's file and the game's share none.
        let whole = parsed_whole(language);
        let mut seen = BTreeSet::new();
        for entry in &whole.messages {
            if !seen.insert(entry.id.clone()) {
                problems.push(format!("{}: {} twice", language.tag(), entry.id));
            }
        }
        // A term or message used must be defined in the catalogue.
        for message in &whole.messages {
            let mut references = Vec::new();
            message.value.references(&mut references);
            for reference in references {
                let known = match reference.strip_prefix('-') {
                    Some(term) => whole.terms.iter().any(|t| t.id == term),
                    None => seen.contains(&reference),
                };
                if !known {
                    problems.push(format!(
                        "{} line {}: {} refers to {reference}, which it lacks",
                        language.tag(),
                        message.line,
                        message.id
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn english_has_exactly_the_messages_the_code_asks_for_with_only_its_arguments() {
    let observed = observed();
    // Every technique has a real step among the positions (or none exists: the three Franken
    // fish the practice bank could not find, and the techniques off by default).
    let missing: Vec<&Technique> = Technique::ALL
        .iter()
        .filter(|t| !observed.techniques_with_steps.contains(t))
        .filter(|t| peerless::practice::offered(**t))
        .collect();
    assert!(missing.is_empty(), "no real step of {missing:?}");
    let mut problems = Vec::new();
    for language in Language::SHIPPED {
        let resource = parsed(language);
        for message in &resource.messages {
            let Some(passed) = observed.variables.get(&message.id) else {
                problems.push(format!(
                    "{}.ftl line {}: {} is never asked for by the code",
                    language.tag(),
                    message.line,
                    message.id
                ));
                continue;
            };
            let mut used = BTreeMap::new();
            variables(&message.value, &mut used);
            for variable in used.keys() {
                if !passed.contains(variable) {
                    problems.push(format!(
                        "{}.ftl line {}: {} uses ${variable}; the code passes {passed:?}",
                        language.tag(),
                        message.line,
                        message.id
                    ));
                }
            }
        }
    }
    let english: BTreeSet<String> = parsed(Language::English)
        .messages
        .into_iter()
        .map(|m| m.id)
        .collect();
    for id in observed.variables.keys() {
        if !english.contains(id) {
            problems.push(format!("the code asks for {id}, which en.ftl lacks"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_real_step_hint_and_lesson_renders_in_every_language() {
    let observed = observed();
    let mut problems = BTreeSet::new();
    for language in Language::ALL {
        let localizer = Localizer::for_language(language);
        for message in &observed.messages {
            for names in [CellNames::Compact, CellNames::Spelled] {
                let mut errors = Vec::new();
                let text = localizer.format_checked(message, names, &mut errors);
                if !errors.is_empty() {
                    problems.insert(format!("{language}: {}: {errors:?}", message.id));
                }
                if text.contains('{') || text.contains('}') || text.trim().is_empty() {
                    problems.insert(format!("{language}: {}: {text:?}", message.id));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{}",
        problems.into_iter().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_pseudo_language_is_accented_and_longer_everywhere() {
    let observed = observed();
    let english = Localizer::english();
    let pseudo = Localizer::for_language(Language::Pseudo);
    // Notation (a chain's `r1c2=5 -> r3c2<>5`) is the same in every language and stays as it is.
    let has_notation = |message: &Message| {
        let mut found = false;
        message.walk(&mut |inner| {
            found |= inner
                .args
                .iter()
                .any(|(_, arg)| matches!(arg, peerless::l10n::Arg::Notation(_)));
        });
        found
    };
    for message in observed
        .messages
        .iter()
        .filter(|m| !has_notation(m))
        .step_by(7)
    {
        let plain = english.format(message);
        let long = pseudo.format(message);
        assert_ne!(plain, long, "{}", message.id);
        assert!(
            long.chars().count() * 10 >= plain.chars().count() * 13,
            "{}: {plain:?} -> {long:?}",
            message.id
        );
    }
}

/// The values a test gives a variable: every key its selects name, and numbers across the
/// plural categories of every language.
fn sample_values(keys: &BTreeSet<Key>) -> Vec<fluent::Value<'static>> {
    let mut values: Vec<fluent::Value<'static>> =
        [0i64, 1, 2, 3, 4, 5, 7, 11, 12, 14, 21, 22, 25, 101, 112]
            .into_iter()
            .map(fluent::Value::Number)
            .collect();
    for key in keys {
        match key {
            Key::Name(name) => values.push(name.clone().into()),
            Key::Number(n) => values.push(fluent::Value::Number(*n)),
        }
    }
    values.push("r3c7 and r4c5".to_string().into());
    values
}

/// Fluent's reference formatter for `language` with `resource`, its placeables not wrapped in
/// Unicode isolation marks (the game's text has no right-to-left language to guard against).
fn reference_bundle(
    language: Language,
    resource: fluent_bundle::FluentResource,
) -> fluent_bundle::FluentBundle<fluent_bundle::FluentResource> {
    let tag: unic_langid::LanguageIdentifier = language.tag().parse().unwrap();
    let mut bundle = fluent_bundle::FluentBundle::new(vec![tag]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).unwrap();
    bundle
}

#[test]
fn our_formatting_is_fluents_on_every_catalogue() {
    use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
    for language in Language::SHIPPED {
        // Fluent's own reader finds no error in either file.
        for part in 0..PARTS.len() {
            let file = file_name(language, part);
            let source = catalogue_part(language, part);
            let reference = fluent_syntax::parser::parse(source.as_str())
                .unwrap_or_else(|(_, errors)| panic!("{file}: {errors:?}"));
            let junk = reference
                .body
                .iter()
                .filter(|entry| matches!(entry, fluent_syntax::ast::Entry::Junk { .. }))
                .count();
            assert_eq!(junk, 0, "{file}");
        }
        let [engine, game] = language.bundled_catalogue().expect("bundled");
        let bundle = reference_bundle(
            language,
            FluentResource::try_new(format!("{engine}\n{game}")).unwrap(),
        );
        let whole = parsed_whole(language);
        let ours = fluent::Bundle::new(whole.clone(), language.plurals());
        for message in &whole.messages {
            let mut used = BTreeMap::new();
            variables(&message.value, &mut used);
            let names: Vec<&String> = used.keys().collect();
            // Each variable in turn takes each of its values, the others their first.
            let samples: Vec<Vec<fluent::Value<'static>>> =
                used.values().map(sample_values).collect();
            let mut cases = vec![vec![0usize; names.len()]];
            for (v, values) in samples.iter().enumerate() {
                for i in 1..values.len() {
                    let mut case = vec![0usize; names.len()];
                    case[v] = i;
                    cases.push(case);
                }
            }
            for case in cases {
                let args: Vec<(&str, fluent::Value<'static>)> = names
                    .iter()
                    .zip(&case)
                    .enumerate()
                    .map(|(v, (name, &i))| (name.as_str(), samples[v][i].clone()))
                    .collect();
                let mut fluent_args = FluentArgs::new();
                for (name, value) in &args {
                    match value {
                        fluent::Value::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
                        fluent::Value::Text(text) => {
                            fluent_args.set(*name, FluentValue::from(text.to_string()))
                        }
                    }
                }
                let pattern = bundle
                    .get_message(&message.id)
                    .and_then(|m| m.value())
                    .unwrap();
                let mut fluent_errors = Vec::new();
                let expected =
                    bundle.format_pattern(pattern, Some(&fluent_args), &mut fluent_errors);
                let mut errors = Vec::new();
                let got = ours.format(&message.id, &args, &mut errors).unwrap();
                assert_eq!(
                    got,
                    expected,
                    "{}.ftl {} with {args:?}",
                    language.tag(),
                    message.id
                );
                assert!(
                    fluent_errors.is_empty(),
                    "{}: {fluent_errors:?}",
                    message.id
                );
                assert!(errors.is_empty(), "{}: {errors:?}", message.id);
            }
        }
    }
}

mod properties {
    use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
    use peerless::l10n::{fluent, Language};
    use proptest::prelude::*;

    /// A piece of a generated message: text, a variable, a string literal or a select.
    #[derive(Clone, Debug)]
    enum Piece {
        Text(String),
        Variable(usize),
        Literal(String),
        Select(usize, Vec<(String, String)>),
    }

    const NAMES: [&str; 3] = ["n", "kind", "cells"];

    fn piece() -> impl Strategy<Value = Piece> {
        prop_oneof![
            "[a-zA-Zéßж字 ,.;:()'-]{1,12}".prop_map(Piece::Text),
            (0..NAMES.len()).prop_map(Piece::Variable),
            "[a-z ,;]{0,4}".prop_map(Piece::Literal),
            (
                0..NAMES.len(),
                prop::collection::vec(
                    (
                        prop_oneof![
                            Just("zero".to_string()),
                            Just("one".to_string()),
                            Just("few".to_string()),
                            Just("many".to_string()),
                            Just("row".to_string()),
                            Just("1".to_string()),
                            Just("12".to_string()),
                        ],
                        "[a-zA-Zé ,.]{1,8}",
                    ),
                    0..4,
                )
            )
                .prop_map(|(v, variants)| Piece::Select(v, variants)),
        ]
    }

    /// The message in Fluent's syntax (variants on their own lines, the default last).
    fn source(pieces: &[Piece]) -> String {
        let mut text = String::from("m = ");
        for piece in pieces {
            match piece {
                Piece::Text(t) => text.push_str(t),
                Piece::Variable(v) => text.push_str(&format!("{{ ${} }}", NAMES[*v])),
                Piece::Literal(l) => text.push_str(&format!("{{ \"{l}\" }}")),
                Piece::Select(v, variants) => {
                    text.push_str(&format!("{{ ${} ->\n", NAMES[*v]));
                    let mut seen = Vec::new();
                    for (key, value) in variants {
                        if !seen.contains(key) {
                            seen.push(key.clone());
                            text.push_str(&format!("    [{key}] {}\n", value.trim()));
                        }
                    }
                    text.push_str("   *[other] o\n}");
                }
            }
        }
        text.push('\n');
        text
    }

    proptest! {
        // 1,000 cases, or PROPTEST_CASES when set (a longer hunt).
        #![proptest_config(ProptestConfig::with_cases(
            std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(1000)
        ))]

        /// Any text: a catalogue or an error that says where, never a panic.
        #[test]
        fn the_reader_never_panics(text in "(?s).{0,200}") {
            if let Err(error) = fluent::parse(&text) {
                prop_assert!(error.line >= 1 && error.column >= 1);
            }
        }

        /// A generated message formats as Fluent's reference formats it, in every language,
        /// for numbers and strings alike.
        #[test]
        fn generated_messages_format_as_fluent_does(
            pieces in prop::collection::vec(piece(), 1..6),
            n in 0i64..130,
            kind in prop_oneof![Just("row"), Just("column"), Just("one")],
            language in 0..Language::SHIPPED.len(),
        ) {
            let language = Language::SHIPPED[language];
            let text = source(&pieces);
            let Ok(resource) = fluent::parse(&text) else {
                // Only text Fluent also refuses may be refused.
                prop_assert!(FluentResource::try_new(text.clone()).is_err(), "{text:?}");
                return Ok(());
            };
            let reference = FluentResource::try_new(text.clone());
            prop_assert!(reference.is_ok(), "ours read what Fluent refuses: {text:?}");
            let bundle = super::reference_bundle(language, reference.unwrap());
            let ours = fluent::Bundle::new(resource, language.plurals());
            let args: Vec<(&str, fluent::Value<'_>)> = vec![
                ("n", fluent::Value::Number(n)),
                ("kind", kind.into()),
                ("cells", "r1c1 and r2c2".into()),
            ];
            let mut fluent_args = FluentArgs::new();
            fluent_args.set("n", FluentValue::from(n));
            fluent_args.set("kind", FluentValue::from(kind));
            fluent_args.set("cells", FluentValue::from("r1c1 and r2c2"));
            let pattern = bundle.get_message("m").and_then(|m| m.value());
            prop_assert!(pattern.is_some(), "{text:?}");
            let mut errors = Vec::new();
            let expected = bundle.format_pattern(pattern.unwrap(), Some(&fluent_args), &mut errors);
            let mut our_errors = Vec::new();
            let got = ours.format("m", &args, &mut our_errors);
            prop_assert_eq!(got.as_deref(), Some(&*expected), "{:?}", text);
        }
    }
}

/// Which variant a number takes when both its plural category and its own value are keys:
/// Fluent's reference takes the first that matches, in the file's order; so do we.
#[test]
fn a_number_takes_the_first_variant_it_matches_as_fluent_does() {
    use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
    for source in [
        "m = { $n ->\n [one] category\n [1] exact\n *[other] other\n}\n",
        "m = { $n ->\n [1] exact\n [one] category\n *[other] other\n}\n",
    ] {
        let bundle = reference_bundle(
            Language::English,
            FluentResource::try_new(source.to_string()).unwrap(),
        );
        let mut args = FluentArgs::new();
        args.set("n", FluentValue::from(1));
        let pattern = bundle.get_message("m").unwrap().value().unwrap();
        let expected = bundle.format_pattern(pattern, Some(&args), &mut Vec::new());
        let ours = fluent::Bundle::new(fluent::parse(source).unwrap(), Language::English.plurals());
        let got = ours.format("m", &[("n", fluent::Value::Number(1))], &mut Vec::new());
        assert_eq!(got.as_deref(), Some(&*expected), "{source:?}");
    }
}
