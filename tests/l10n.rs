//! The catalogues (`assets/l10n/*.ftl`) against the code that asks for their messages:
//!
//! - every catalogue parses (Project Fluent's parser finds no error), and every message formats
//!   in every language, through the game's localizer (`fluent-bundle`), with every argument the
//!   code passes, each taking values across every language's plural categories and every key
//!   its selects name, with no error and no reference left unresolved;
//! - every language has every English message, and English has exactly the messages the code
//!   asks for (the messages of real steps of every technique, of hints, levels, techniques and
//!   lessons), each using only the arguments the code passes;
//! - every real step, hint and lesson renders in every language with nothing missing.
//!
//! The real steps come from the engine's own positions: the practice bank's position of every
//! technique, and a few dozen puzzles of `tests/data` solved by the logic (every step of each),
//! chosen so that their steps say all that the steps of every fifth of the 2,000 puzzles of
//! `tests/data/logic_puzzles.txt` say (`tests/data/l10n_puzzles.txt`; the ignored test
//! `the_chosen_puzzles_say_all_that_four_hundred_say` checks it and chooses them again).

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};
use peerless::l10n::{unit_kind, Arg, CellNames, FormatError, Language, Localizer, Message, Value};
use peerless::logic::{self, GradeError, Hint, HintLevel, Level, Technique};
use peerless::{Board, Cell, CellSet, Digit, Killer};
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod common;
#[path = "l10n/within.rs"]
mod within;
#[path = "l10n/words.rs"]
mod words;

/// Every message the code makes, with the variables it passes to each id.
#[derive(Default)]
struct Observed {
    messages: Vec<Message>,
    variables: BTreeMap<String, BTreeSet<String>>,
    techniques_with_steps: BTreeSet<Technique>,
    /// The first real step seen of each technique, for the review's rendering.
    first_steps: BTreeMap<Technique, logic::Step>,
}

impl Observed {
    fn add(&mut self, message: Message) {
        message.walk(&mut |inner| {
            let entry = self.variables.entry(inner.id.to_string()).or_default();
            entry.extend(inner.variable_names());
        });
        self.messages.push(message);
    }

    /// The [`shapes`] of every message seen.
    fn shapes(&self) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        for message in &self.messages {
            shapes(message, &mut out);
        }
        out
    }

    fn add_step(&mut self, step: &logic::Step) {
        self.techniques_with_steps.insert(step.technique);
        self.first_steps
            .entry(step.technique)
            .or_insert_with(|| step.clone());
        self.add(step.explanation.clone());
        let hint = Hint::Step(step.clone());
        for level in HintLevel::ALL {
            self.add(hint.message(level));
        }
    }
}

/// What a message gives a catalogue's grammar to choose by, one line for it and each message
/// inside it: the id and, for each argument, its name, its kind and what of its value a sentence
/// can depend on (the [`plural_class`] of a number, a digit or a list's length; a unit's kind;
/// the id of a message inside). Steps whose messages have the same shapes test the catalogues
/// alike, whatever their cells and digits.
fn shapes(message: &Message, out: &mut BTreeSet<String>) {
    message.walk(&mut |inner| {
        let mut shape = inner.id.to_string();
        for (name, arg) in &inner.args {
            let value = match arg {
                Arg::Number(n) => format!("number {}", plural_class(*n)),
                Arg::Notation(_) => "notation".to_string(),
                Arg::Digit(digit) => format!("digit {}", plural_class(digit.get().into())),
                Arg::Digits(digits) => format!("digits {}", plural_class(digits.len() as i64)),
                Arg::DigitsOr(digits) => format!("digits-or {}", plural_class(digits.len() as i64)),
                Arg::DigitsNor(digits) => {
                    format!("digits-nor {}", plural_class(digits.len() as i64))
                }
                Arg::Cell(_) => "cell".to_string(),
                Arg::Cells(cells) => format!("cells {}", plural_class(cells.len() as i64)),
                Arg::CellsWithin(cells, units) => {
                    // What a spelled list names them by: a line's cells by the other kind.
                    let line = units.iter().find(|unit| {
                        unit.kind() != peerless::UnitKind::Box
                            && cells.is_subset(unit.cell_set())
                            && !cells.is_empty()
                    });
                    let by = match line.map(|unit| unit_kind(*unit)) {
                        Some("row") => "column",
                        Some(_) => "row",
                        None => "cell",
                    };
                    format!("cells-within {} by {by}", plural_class(cells.len() as i64))
                }
                Arg::Unit(unit) => format!("unit {}", unit_kind(*unit)),
                Arg::Units(units) => {
                    let kinds: BTreeSet<&str> = units.iter().map(|u| unit_kind(*u)).collect();
                    format!("units {} {kinds:?}", plural_class(units.len() as i64))
                }
                Arg::Message(message) => format!("message {}", message.id),
                Arg::And(list) => format!("and {}", plural_class(list.len() as i64)),
                Arg::Clauses(list) => format!("clauses {}", plural_class(list.len() as i64)),
                Arg::Sequence(_) => "sequence".to_string(),
            };
            shape.push_str(&format!(" {name}: {value};"));
        }
        out.insert(shape);
    });
}

/// The numbers the shipped languages' plural rules tell apart (CLDR's: English and German one
/// and other; French 0 and 1 together; Russian and Polish 1, 2 to 4 and 5 to 20, and then by
/// the last digit from 21 on, with Russian's 11 to 14 among the 5 to 20), as one class each.
fn plural_class(n: i64) -> &'static str {
    match n {
        ..=0 => "0",
        1 => "1",
        2..=4 => "2-4",
        5..=20 => "5-20",
        _ => match n % 10 {
            1 => "x1",
            2..=4 => "x2-4",
            _ => "x5-x0",
        },
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
    let mut observed = observe_without_puzzles();
    // The chosen puzzles, solved by hand: the techniques and the sentences the bank's
    // positions do not give.
    let chosen = solve_by_hand(&lines(include_str!("data/l10n_puzzles.txt")));
    for solution in chosen.iter().flatten() {
        for step in &solution.steps {
            observed.add_step(step);
        }
    }
    observed
}

/// What [`observe`] sees before the chosen puzzles: the localizer's own messages, hints, and
/// the steps of the bank's positions and of the exemplars.
fn observe_without_puzzles() -> Observed {
    let mut observed = Observed::default();
    // What the localizer itself asks for.
    for (id, variables) in [
        ("cell", &["row", "column", "case"][..]),
        ("cell-spelled", &["row", "column", "case"]),
        ("cells-spelled-row", &["row", "columns", "count", "case"]),
        ("unit", &["kind", "number", "case"]),
        ("units-of-kind", &["kind", "numbers", "count", "case"]),
        ("list-separator", &[]),
        ("list-separator-cells", &[]),
        ("list-and-cells", &["rest", "last", "case"]),
        ("list-separator-numbers", &[]),
        ("list-and-numbers", &["rest", "last"]),
        ("list-nor-separator", &[]),
        ("list-clauses-separator", &[]),
        ("list-and", &["rest", "last"]),
        ("list-or", &["rest", "last"]),
        ("list-nor", &["rest", "last"]),
        ("list-clauses", &["rest", "last"]),
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
    // Killers: the published ones of tests/data and generated ones, each Killer technique
    // tried at every position of their solutions by hand.
    let mut killers: Vec<Killer> = lines(include_str!("data/killer_published.txt"))
        .iter()
        .map(|line| Killer::parse(line.split(' ').next().unwrap()).unwrap())
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(59);
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let options = peerless::generate::killer::Options { level };
        killers.extend(
            (0..2).map(|_| peerless::generate::killer::generate(&options, &mut rng).puzzle),
        );
    }
    for killer in &killers {
        let cages = &killer.cages;
        let mut grid = logic::killer::grid(&killer.givens, cages);
        while let Some(step) = logic::killer::next_step(&grid, cages) {
            observed.add_step(&step);
            for technique in Technique::ALL.iter().filter(|t| t.is_killer()) {
                if let Some(found) = logic::killer::find(&grid, cages, *technique) {
                    observed.add_step(&found);
                }
            }
            logic::killer::apply(&mut grid, cages, &step);
        }
    }
    observed
}

/// The puzzles of a file of `tests/data`, one a line (`#` starts a comment).
fn lines(file: &str) -> Vec<&str> {
    file.lines()
        .map(str::trim)
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .collect()
}

/// Each puzzle solved by the logic, on every core, in order (`None` for one the logic cannot
/// solve).
fn solve_by_hand(puzzles: &[&str]) -> Vec<Option<logic::LogicalSolution>> {
    common::on_every_core(puzzles, |line| {
        let board: Board = line.parse().unwrap();
        logic::solve_logically(&board).ok()
    })
}

/// The chosen puzzles of `tests/data/l10n_puzzles.txt` say all that every fifth puzzle of
/// `tests/data/logic_puzzles.txt` says: each shape of message the 400 puzzles' steps give, the
/// chosen ones (with the bank's positions) give too. Ignored, as it solves the 400 (most of what
/// this file's tests cost otherwise): run it with `--ignored` after a change to the logic or to
/// its messages. When it fails it prints the puzzles to choose now (the fewest it finds: each
/// next the one that gives the most shapes still missing).
#[test]
#[ignore]
fn the_chosen_puzzles_say_all_that_four_hundred_say() {
    let every_fifth: Vec<&str> = lines(include_str!("data/logic_puzzles.txt"))
        .into_iter()
        .step_by(5)
        .collect();
    let given = observed().shapes();
    let solved = solve_by_hand(&every_fifth);
    let wanted: Vec<(&str, BTreeSet<String>)> = every_fifth
        .iter()
        .zip(&solved)
        .map(|(line, solution)| {
            let mut said = Observed::default();
            for step in solution.iter().flat_map(|s| &s.steps) {
                said.add_step(step);
            }
            (*line, said.shapes())
        })
        .collect();
    let missing: BTreeSet<&String> = wanted
        .iter()
        .flat_map(|(_, shapes)| shapes)
        .filter(|shape| !given.contains(*shape))
        .collect();
    if missing.is_empty() {
        return;
    }
    // What the bank's positions and the exemplars give, then the puzzles that give the most of
    // the rest, one by one.
    let mut have = observe_without_puzzles().shapes();
    let mut chosen = Vec::new();
    loop {
        let best = wanted
            .iter()
            .map(|(line, shapes)| (shapes.difference(&have).count(), *line, shapes))
            .max_by_key(|(new, _, _)| *new);
        match best {
            Some((new, line, shapes)) if new > 0 => {
                chosen.push(line);
                have.extend(shapes.iter().cloned());
            }
            _ => break,
        }
    }
    panic!(
        "{} shapes of message missing, such as {:?}; choose these {} puzzles:\n{}",
        missing.len(),
        missing.iter().take(5).collect::<Vec<_>>(),
        chosen.len(),
        chosen.join("\n")
    );
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

/// A value a select names for its variants.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    Name(String),
    Number(String),
}

/// A message of a catalogue file, as Fluent's parser reads it, with the line it starts on.
struct CatalogueMessage {
    id: String,
    line: usize,
    value: Option<Pattern<String>>,
}

/// A catalogue file read by Fluent's own parser: its messages and its terms' ids. A file with
/// any error (junk, in Fluent's words) fails the test that reads it.
struct Parsed {
    messages: Vec<CatalogueMessage>,
    terms: BTreeSet<String>,
}

fn parse(source: &str, file: &str) -> Parsed {
    let resource = fluent_syntax::parser::parse(source.to_string())
        .unwrap_or_else(|(_, errors)| panic!("{file}: {errors:?}"));
    let mut parsed = Parsed {
        messages: Vec::new(),
        terms: BTreeSet::new(),
    };
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let id = message.id.name;
                let at = source.find(&format!("\n{id} =")).map_or(0, |at| at + 1);
                parsed.messages.push(CatalogueMessage {
                    line: source[..at].matches('\n').count() + 1,
                    id,
                    value: message.value,
                });
            }
            Entry::Term(term) => {
                parsed.terms.insert(term.id.name);
            }
            Entry::Junk { content } => panic!("{file}: not Fluent: {content}"),
            _ => {}
        }
    }
    parsed
}

fn parsed_part(language: Language, part: usize) -> Parsed {
    parse(&catalogue_part(language, part), &file_name(language, part))
}

/// The engine's file of a language's catalogue.
fn parsed(language: Language) -> Parsed {
    parsed_part(language, 0)
}

/// Both files as one, as the game reads them.
fn parsed_whole(language: Language) -> Parsed {
    let mut whole = parsed_part(language, 0);
    let game = parsed_part(language, 1);
    whole.messages.extend(game.messages);
    whole.terms.extend(game.terms);
    whole
}

/// Each expression of a pattern, placeables inside placeables and variants included.
fn expressions<'p>(pattern: &'p Pattern<String>, out: &mut Vec<&'p Expression<String>>) {
    fn inline<'p>(expression: &'p InlineExpression<String>, out: &mut Vec<&'p Expression<String>>) {
        if let InlineExpression::Placeable { expression } = expression {
            visit(expression, out);
        }
    }
    fn visit<'p>(expression: &'p Expression<String>, out: &mut Vec<&'p Expression<String>>) {
        out.push(expression);
        match expression {
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for variant in variants {
                    expressions(&variant.value, out);
                }
            }
            Expression::Inline(expression) => inline(expression, out),
        }
    }
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            visit(expression, out);
        }
    }
}

/// The variables a pattern uses, the selectors' keys with them.
fn variables(pattern: &Pattern<String>, out: &mut BTreeMap<String, BTreeSet<Key>>) {
    let mut all = Vec::new();
    expressions(pattern, &mut all);
    for expression in all {
        match expression {
            Expression::Inline(InlineExpression::VariableReference { id }) => {
                out.entry(id.name.clone()).or_default();
            }
            Expression::Select {
                selector: InlineExpression::VariableReference { id },
                variants,
            } => {
                let keys = out.entry(id.name.clone()).or_default();
                keys.extend(variants.iter().map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => Key::Name(name.clone()),
                    ast::VariantKey::NumberLiteral { value } => Key::Number(value.clone()),
                }));
            }
            _ => {}
        }
    }
}

/// The words a pattern itself writes (its text and string literals, in every variant), not
/// those its variables and references bring.
fn own_words(pattern: &Pattern<String>, out: &mut BTreeSet<String>) {
    let mut add = |text: &str| {
        for word in text.split(|c: char| !(c.is_alphabetic() || c == '\'' || c == '-')) {
            let word = word.trim_matches(|c| c == '\'' || c == '-');
            if word.chars().count() >= 3
                && word
                    .chars()
                    .all(|c| c.is_ascii_alphabetic() || c == '-' || c == '\'')
            {
                out.insert(word.to_lowercase());
            }
        }
    };
    for element in &pattern.elements {
        if let PatternElement::TextElement { value } = element {
            add(value);
        }
    }
    let mut all = Vec::new();
    expressions(pattern, &mut all);
    for expression in all {
        match expression {
            Expression::Inline(InlineExpression::StringLiteral { value }) => add(value),
            Expression::Select { variants, .. } => {
                for variant in variants {
                    for element in &variant.value.elements {
                        if let PatternElement::TextElement { value } = element {
                            add(value);
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

/// What `assets/l10n/GLOSSARY.md` says a language writes in English on purpose: the words of
/// its "Kept in English" and "Same word" lines, in its section (`## de`).
fn kept_in_english(language: Language) -> BTreeSet<String> {
    let glossary = include_str!("../assets/l10n/GLOSSARY.md");
    let heading = format!("## {} ", language.tag());
    let Some(start) = glossary.find(&heading) else {
        return BTreeSet::new();
    };
    let section = &glossary[start + heading.len()..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    // Each list runs from its label to the next blank line.
    let mut kept = BTreeSet::new();
    let mut in_list = false;
    for line in section.lines() {
        let mut words = line;
        if let Some(rest) = ["Kept in English:", "Same word:"]
            .iter()
            .find_map(|label| line.strip_prefix(label))
        {
            in_list = true;
            words = rest;
        } else if line.trim().is_empty() {
            in_list = false;
        }
        if in_list {
            kept.extend(
                words
                    .split([',', '.', ' '])
                    .map(|w| w.trim_matches(['(', ')']).to_lowercase())
                    .filter(|w| w.chars().count() >= 3),
            );
        }
    }
    kept
}

/// No catalogue writes an English word its language does not mean to: every word of three
/// letters or more that a language's own text shares with English's is listed in the
/// glossary, as a name that language keeps in English (a technique its players call by its
/// English name) or as a word that language spells the same (German "also", "Start"); and
/// the lists hold no word the catalogue no longer writes.
#[test]
fn no_catalogue_writes_english_it_does_not_mean_to() {
    let words_of = |language: Language| {
        let mut words = BTreeSet::new();
        for message in parsed_whole(language).messages {
            if let Some(value) = &message.value {
                own_words(value, &mut words);
            }
        }
        words
    };
    let english = words_of(Language::English);
    let mut problems = Vec::new();
    for language in Language::SHIPPED {
        if language == Language::English {
            continue;
        }
        let words = words_of(language);
        let kept = kept_in_english(language);
        let shared: BTreeSet<&String> = words.intersection(&english).collect();
        let unlisted: Vec<&str> = shared
            .iter()
            .filter(|w| !kept.contains(**w))
            .map(|w| w.as_str())
            .collect();
        let stale: Vec<&str> = kept
            .iter()
            .filter(|w| !shared.contains(w))
            .map(|w| w.as_str())
            .collect();
        for (words, what) in [
            (unlisted, "English words not in the glossary"),
            (
                stale,
                "the glossary lists words the catalogue no longer writes in English",
            ),
        ] {
            if !words.is_empty() {
                problems.push(format!("{}: {what}: {}", language.tag(), words.join(", ")));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The messages and terms a pattern refers to (terms with their `-`).
fn references(pattern: &Pattern<String>) -> Vec<String> {
    let mut all = Vec::new();
    expressions(pattern, &mut all);
    let mut out = Vec::new();
    for expression in all {
        let inline = match expression {
            Expression::Inline(inline) => inline,
            Expression::Select { selector, .. } => selector,
        };
        match inline {
            InlineExpression::MessageReference { id, .. } => out.push(id.name.clone()),
            InlineExpression::TermReference { id, .. } => out.push(format!("-{}", id.name)),
            _ => {}
        }
    }
    out
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
            let Some(value) = &message.value else {
                problems.push(format!("{}: {} has no text", language.tag(), message.id));
                continue;
            };
            for reference in references(value) {
                let known = match reference.strip_prefix('-') {
                    Some(term) => whole.terms.contains(term),
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
            if let Some(value) = &message.value {
                variables(value, &mut used);
            }
            // A place's cases, as the catalogue declares them, come with every place.
            let cases = Localizer::for_language(language).cases();
            let is_case_of_passed = |variable: &str| {
                variable.rsplit_once('-').is_some_and(|(base, case)| {
                    passed.contains(base) && cases.iter().any(|c| c == case)
                })
            };
            for variable in used.keys() {
                if !passed.contains(variable) && !is_case_of_passed(variable) {
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
/// plural categories of every language (CLDR's: Polish's and Russian's few and many, French's
/// one for 0 and 1, and the others').
fn sample_values(keys: &BTreeSet<Key>) -> Vec<Value<'static>> {
    let mut values: Vec<Value<'static>> =
        [0i64, 1, 2, 3, 4, 5, 7, 11, 12, 14, 21, 22, 25, 101, 112]
            .into_iter()
            .map(Value::Number)
            .collect();
    for key in keys {
        match key {
            Key::Name(name) => values.push(name.clone().into()),
            Key::Number(n) => values.push(Value::Number(n.parse().unwrap())),
        }
    }
    values.push("r3c7 and r4c5".to_string().into());
    values
}

/// Every message of every catalogue, formatted by the game's localizer (Fluent's formatter,
/// with the language's plural rules) with every argument the code passes it (those the tests
/// above observed; for the game's words, which `src/app/words.rs` holds to the game's code,
/// those the message uses) and each argument taking each of its sample values in turn, the
/// others their first: no error, and no reference left in braces. The plural categories of
/// every language are met, and every variant a select names.
#[test]
fn every_message_formats_in_every_language_with_every_argument() {
    let observed = observed();
    let mut problems = Vec::new();
    for language in Language::SHIPPED {
        let localizer = Localizer::for_language(language);
        let whole = parsed_whole(language);
        for message in &whole.messages {
            let mut used = BTreeMap::new();
            if let Some(value) = &message.value {
                variables(value, &mut used);
            }
            for passed in observed.variables.get(&message.id).into_iter().flatten() {
                used.entry(passed.clone()).or_default();
            }
            let names: Vec<&String> = used.keys().collect();
            let samples: Vec<Vec<Value<'static>>> = used.values().map(sample_values).collect();
            let mut cases = vec![vec![0usize; names.len()]];
            for (v, values) in samples.iter().enumerate() {
                for i in 1..values.len() {
                    let mut case = vec![0usize; names.len()];
                    case[v] = i;
                    cases.push(case);
                }
            }
            for case in cases {
                let args: Vec<(&str, Value<'static>)> = names
                    .iter()
                    .zip(&case)
                    .enumerate()
                    .map(|(v, (name, &i))| (name.as_str(), samples[v][i].clone()))
                    .collect();
                let mut errors: Vec<FormatError> = Vec::new();
                let text = localizer.text_checked(&message.id, &args, &mut errors);
                if !errors.is_empty() || text.contains('{') || text.trim().is_empty() {
                    problems.push(format!(
                        "{}: {} with {args:?}: {text:?} {errors:?}",
                        language.tag(),
                        message.id
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The plural rules are CLDR's for each language, as Fluent takes them from `intl_pluralrules`
/// through the language's tag: Polish's and Russian's three forms, French's singular for 0, and
/// the pseudo-language, Brazilian Portuguese and Simplified Chinese through their base
/// languages' rules.
#[test]
fn plurals_follow_each_languages_rules() {
    let source = "n = { $n ->\n    [zero] zero\n    [one] one\n    [two] two\n    [few] few\n    [many] many\n   *[other] other\n}\n";
    let form = |language: Language, n: i64| {
        Localizer::from_source(language, source)
            .unwrap()
            .text("n", &[("n", Value::Number(n))])
    };
    for (language, expected) in [
        (
            Language::English,
            ["other", "one", "other", "other", "other", "other"],
        ),
        (
            Language::French,
            ["one", "one", "other", "other", "other", "other"],
        ),
        (
            Language::Polish,
            ["many", "one", "few", "many", "many", "many"],
        ),
        (
            Language::Russian,
            ["many", "one", "few", "many", "one", "many"],
        ),
        (
            Language::PortugueseBrazil,
            ["one", "one", "other", "other", "other", "other"],
        ),
        (Language::Japanese, ["other"; 6]),
        (Language::ChineseSimplified, ["other"; 6]),
    ] {
        let got: Vec<String> = [0, 1, 2, 5, 21, 25].map(|n| form(language, n)).into();
        assert_eq!(got, expected, "{language}");
    }
    // One pair around the whole message, though it starts with its select.
    assert_eq!(form(Language::Pseudo, 1), "[öñé ~~]");
}

/// The string literals of a line of JavaScript or Rust (`"..."`, and in JavaScript `'...'` and
/// `` `...` ``), without what a `//` comment holds.
fn literals(line: &str, javascript: bool) -> Vec<String> {
    let mut found = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '/' && chars.peek() == Some(&'/') {
            break;
        }
        let quote = matches!(c, '"') || (javascript && matches!(c, '\'' | '`'));
        // A Rust character literal ('"') or lifetime is no string.
        if !quote || (!javascript && c == '\'') {
            continue;
        }
        let mut text = String::new();
        while let Some(d) = chars.next() {
            if d == '\\' {
                text.extend(chars.next());
            } else if d == c {
                break;
            } else {
                text.push(d);
            }
        }
        found.push(text);
    }
    found
}

/// The words (two letters or more) of a literal, its placeholders (`{cell}`, `${ink}`) left out.
fn literal_words(text: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = usize::saturating_sub(depth, 1),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    plain
        .split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .map(String::from)
        .collect()
}

/// Nothing the player reads or hears on the page or in the game is English in every language:
/// it is a catalogue message, formatted in the player's language.
///
/// - The page's plugin (`web/peerless.js`) and service worker show no text of their own: a
///   string literal of words (two or more, or one capitalised word) there is for the console,
///   the report, CSS, a selector or a key's name, never for the player (the paste field's words
///   come from the game).
/// - The page itself (`web/index.html`) says one thing where no script runs, and says it in
///   every language the game speaks, each marked with its `lang`.
/// - The front end (`src/app/`) has no literal of three words or more outside what only a
///   developer reads: the console and the log, the scripted mode's report and commands
///   (`src/app/script/`, English as the puzzle tool is), the command line (`core/options.rs`),
///   the design specimen the scripted mode draws for `docs/design.md` (`render/specimen.rs`),
///   panics, assertions and tests. The few left are listed below, each with its reason.
#[test]
fn no_english_only_text_on_the_page_or_in_the_front_end() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut problems = Vec::new();

    for file in ["web/peerless.js", "web/sw.js"] {
        let source = std::fs::read_to_string(root.join(file)).unwrap();
        for (n, line) in source.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") || code.contains("console.") || code.contains("report(") {
                continue;
            }
            for text in literals(line, true) {
                let words = literal_words(&text);
                // A style, a media query or a CSS function's value.
                let css = (text.contains(':') && text.contains(';'))
                    || text.contains("px")
                    || text.contains("env(")
                    || (text.starts_with('(') && text.ends_with(')'));
                let selector = text.starts_with(['#', '[', '.']);
                let key = ["Enter", "Escape", "Tab"].contains(&text.as_str());
                let capitalised = words.len() == 1
                    && text == words[0]
                    && words[0].chars().next().is_some_and(char::is_uppercase)
                    && words[0].chars().skip(1).all(char::is_lowercase);
                let prose = (words.len() >= 2 && text.contains(' ')) || capitalised;
                if prose && !css && !selector && !key && text != "use strict" {
                    problems.push(format!("{file}:{}: {text:?}", n + 1));
                }
            }
        }
    }

    let page = std::fs::read_to_string(root.join("web/index.html")).unwrap();
    let noscript = &page[page.find("<noscript>").unwrap()..page.find("</noscript>").unwrap()];
    for language in Language::SHIPPED {
        if !noscript.contains(&format!("<p lang=\"{}\">", language.tag())) {
            problems.push(format!(
                "web/index.html: the text shown without scripts has no {}",
                language.tag()
            ));
        }
    }

    // Literals a player may read that are still English in every language, and why: none
    // now (a file and its start of text, checked to still be there, when one has a reason).
    const KNOWN: [(&str, &str); 0] = [];
    let mut known_seen = BTreeSet::new();
    let developer_only = [
        "log(",
        "eprintln!(",
        "println!(",
        "panic!(",
        "expect(",
        "assert",
        "unreachable!(",
        "say(",
        "format_args!(",
    ];
    for path in common::rust_sources(&root.join("src/app")) {
        let name = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if name.starts_with("src/app/script/")
            || name == "src/app/core/options.rs"
            || name == "src/app/render/specimen.rs"
            || name == "src/app/screens/fits.rs"
            || name == "src/app/screens/judge.rs"
            || name == "src/app/screens/samples.rs"
            || name == "src/app/screens/shapes.rs"
            || name == "src/app/screens/testing.rs"
            // A module's unit tests in a file of their own are the developer's too.
            || name.ends_with("/tests.rs")
        {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap();
        // The unit tests at the end of a file are the developer's.
        let source = match source.find("#[cfg(test)]\nmod tests") {
            Some(end) => &source[..end],
            None => &source[..],
        };
        // The arguments of a call only a developer reads may run over several lines: the
        // lines from such a call to the line that closes its parentheses are skipped.
        let mut open = 0i32;
        for (n, line) in source.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("//") {
                continue;
            }
            if open == 0 && !developer_only.iter().any(|call| code.contains(call)) {
                for text in literals(line, false) {
                    let words = literal_words(&text);
                    let known = KNOWN
                        .iter()
                        .position(|(file, start)| name == *file && text.starts_with(start));
                    known_seen.extend(known);
                    let known = known.is_some();
                    if words.len() >= 3 && text.contains(' ') && !known {
                        problems.push(format!("{name}:{}: {text:?}", n + 1));
                    }
                }
                continue;
            }
            open += line.matches('(').count() as i32 - line.matches(')').count() as i32;
            open = open.max(0);
        }
    }
    for (i, (file, start)) in KNOWN.iter().enumerate() {
        if !known_seen.contains(&i) {
            problems.push(format!("{file}: {start:?} is listed as known and is gone"));
        }
    }
    assert!(
        problems.is_empty(),
        "English-only text a player would read (a catalogue message is wanted):\n{}",
        problems.join("\n")
    );
}

/// Whether English says `name` with a vowel sound first, so that "an" goes before it: a word
/// of capitals (`XY-Wing`, `ALS-XZ`) or a single capital is said letter by letter, and A, E, F,
/// H, I, L, M, N, O, R, S and X are said with a vowel first ("ex", "el"); "BUG" is said as a
/// word; a number by its name ("eight", "eleven"); a word by its first letter, but for those
/// said with a "y" or "w" first (unique, use, one) and those with a silent "h" (hour, honest).
fn said_with_a_vowel_first(name: &str) -> bool {
    let first = name
        .split([' ', '-', '+', '/', '('])
        .find(|word| !word.is_empty())
        .unwrap_or("");
    if first.chars().next().is_some_and(|c| c.is_ascii_digit()) {
        return first.starts_with('8') || first == "11" || first == "18";
    }
    if first != "BUG" && first.chars().all(|c| c.is_ascii_uppercase()) {
        return first.starts_with(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X']);
    }
    let lower = first.to_lowercase();
    if ["uni", "use", "usu", "eu", "one", "once"]
        .iter()
        .any(|start| lower.starts_with(start))
    {
        return false;
    }
    if ["hour", "honest", "honour", "heir"]
        .iter()
        .any(|start| lower.starts_with(start))
    {
        return true;
    }
    lower.starts_with(['a', 'e', 'i', 'o', 'u'])
}

/// The English article right before each place `name` stands in `text`, if any.
fn articles_before(text: &str, name: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices(name) {
        let before = text[..at].trim_end_matches(' ');
        let word = before
            .rsplit(|c: char| !c.is_alphabetic())
            .next()
            .unwrap_or("")
            .to_lowercase();
        if word == "a" || word == "an" {
            found.push(word);
        }
    }
    found
}

/// Grammar by the catalogue: every message that puts a level's or a technique's name into a
/// sentence, rendered with every level's and every technique's name (as the code passes them:
/// the name's message, which also gives the name's form, `$level-form`) in every language,
/// formats with no error; in English every "a" or "an" right before a name agrees with the
/// name's first sound, and so does the article of every technique's indefinite form ("an
/// X-Wing", "a unique rectangle type 1").
#[test]
fn articles_agree_with_the_names_they_stand_before() {
    let mut problems = Vec::new();
    let english = Localizer::english();
    let names = |slot: &str| -> Vec<Message> {
        if slot == "level" {
            Level::ALL.iter().map(|level| level.message()).collect()
        } else {
            Technique::ALL.iter().map(|t| t.message()).collect()
        }
    };
    for language in Language::SHIPPED {
        let localizer = Localizer::for_language(language);
        for message in &parsed_whole(language).messages {
            let mut used = BTreeMap::new();
            if let Some(value) = &message.value {
                variables(value, &mut used);
            }
            let Some(slot) = ["level", "technique"]
                .into_iter()
                .find(|slot| used.contains_key(*slot))
            else {
                continue;
            };
            for name in names(slot) {
                // The name as the code passes it; the other arguments their first sample.
                let mut sentence = Message::new(message.id.clone()).message(
                    if slot == "level" {
                        "level"
                    } else {
                        "technique"
                    },
                    name.clone(),
                );
                for (variable, keys) in &used {
                    if variable == slot || variable.starts_with(&format!("{slot}-")) {
                        continue;
                    }
                    let variable: &'static str = Box::leak(variable.clone().into_boxed_str());
                    sentence = match sample_values(keys).remove(0) {
                        Value::Number(n) => sentence.arg(variable, peerless::l10n::Arg::Number(n)),
                        Value::Text(text) => sentence.notation(variable, text.to_string()),
                    };
                }
                let mut errors = Vec::new();
                let text = localizer.format_checked(&sentence, CellNames::Compact, &mut errors);
                if !errors.is_empty() {
                    problems.push(format!("{}: {}: {errors:?}", language.tag(), message.id));
                }
                if language == Language::English {
                    let shown = english.format(&name);
                    let wanted = if said_with_a_vowel_first(&shown) {
                        "an"
                    } else {
                        "a"
                    };
                    for article in articles_before(&text, &shown) {
                        if article != wanted {
                            problems.push(format!("{}: {text:?}", message.id));
                        }
                    }
                }
            }
        }
    }
    for &technique in Technique::ALL {
        let name = english.format(&technique.message());
        let indefinite = english.format(&technique.indefinite());
        let article = indefinite.split(' ').next().unwrap_or("");
        let wanted = if said_with_a_vowel_first(&name) {
            "an"
        } else {
            "a"
        };
        // A plural name ("locked candidates (pointing)") takes no article at all.
        let plural = name
            .split(' ')
            .nth(1)
            .is_some_and(|w| w.ends_with("Candidates"));
        if plural {
            if article == "a" || article == "an" {
                problems.push(format!("{indefinite:?}: a plural name takes no article"));
            }
        } else if article != wanted {
            problems.push(format!("{indefinite:?} for {name:?}"));
        }
    }
    // The rule itself, on names whose sound the spelling hides.
    for (name, vowel) in [
        ("X-Wing", true),
        ("XY-Wing", true),
        ("W-Wing", false),
        ("ALS-XZ", true),
        ("Unique Rectangle Type 1", false),
        ("Easy", true),
        ("Medium", false),
        ("Extreme", true),
        ("2-String Kite", false),
        ("Empty Rectangle", true),
        ("Bivalue Universal Grave + 1", false),
    ] {
        assert_eq!(said_with_a_vowel_first(name), vowel, "{name}");
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// For a reader reviewing a language: every technique's first real step, as the hint's three
/// levels and the whole step with cells compact and spelled out, in the languages named by
/// `PEERLESS_LANGUAGES` (tags, comma-separated; every shipped language when unset). Run with
/// `cargo test --test l10n -- --ignored --nocapture every_technique_rendered`.
#[test]
#[ignore = "prints the steps for a reader; it checks nothing"]
fn every_technique_rendered_for_a_reader() {
    let observed = observed();
    let languages: Vec<Language> = match std::env::var("PEERLESS_LANGUAGES") {
        Ok(tags) => tags.split(',').map(|tag| tag.parse().unwrap()).collect(),
        Err(_) => Language::SHIPPED.to_vec(),
    };
    for language in languages {
        let localizer = Localizer::for_language(language);
        println!("# {}", language.tag());
        for (technique, step) in &observed.first_steps {
            println!("\n## {technique}");
            let hint = Hint::Step(step.clone());
            for level in HintLevel::ALL {
                println!("- {}", localizer.format(&hint.message(level)));
            }
            println!(
                "- {}",
                localizer.format_with(&step.explanation, CellNames::Spelled)
            );
        }
        println!();
    }
}
