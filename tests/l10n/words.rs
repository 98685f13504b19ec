//! The mechanical part of reading a catalogue as its players meet it: every message of every
//! catalogue rendered with the arguments the engine and the game pass (real steps, with cells
//! compact and spelled out; the game's words with one cell and several, in one row and in
//! several, every kind of unit, one digit and several), then read for what a machine can see:
//! a word said twice ("la la", "в в"), a place after a preposition in the wrong case, English
//! left in another language, two result connectives in one sentence, a bracket or quote left
//! open, and the slips of one language's grammar a machine can see ("in il", "il 8", "de het",
//! "のの").
//!
//! `PEERLESS_L10N_DUMP=<folder>` writes every rendering there, a file a language, for a
//! reader.

use super::*;

/// One rendering: the message's id and its text.
struct Rendered {
    id: String,
    text: String,
    /// What the formatter could not find (an argument the message uses but is not given).
    errors: String,
}

/// The cells the game's messages are given: one, two in a row, three over two rows.
fn cell_sets() -> [CellSet; 3] {
    let one = CellSet::single(cell(0, 5));
    let row = one | CellSet::single(cell(0, 1));
    let rows = row | CellSet::single(cell(3, 7));
    [one, row, rows]
}

/// The game's own messages (`assets/l10n/game/`), each with the arguments the game gives it,
/// typed as the game types them: a cell as a cell, cells as cells, a unit as a unit, a
/// technique as its message. Each variable takes each of its shapes in turn.
fn game_messages(language: Language) -> Vec<Message> {
    let game = parsed_part(language, 1);
    let digit = |n| Digit::new(n).unwrap();
    let mut out = Vec::new();
    for message in &game.messages {
        let mut used = BTreeMap::new();
        if let Some(value) = &message.value {
            variables(value, &mut used);
        }
        // Derived names (`cell-loc`, `unit-kind`) come with their argument.
        let mut names: BTreeSet<String> = BTreeSet::new();
        for name in used.keys() {
            let cases = Localizer::for_language(language).cases();
            let base = ["kind", "number", "count", "form"]
                .iter()
                .copied()
                .chain(cases.iter().map(String::as_str))
                .find_map(|suffix| name.strip_suffix(suffix)?.strip_suffix('-'))
                .filter(|base| {
                    used.contains_key(*base)
                        || matches!(*base, "cell" | "cells" | "unit")
                        || (message.id == "import-error-clash-pair"
                            && matches!(*base, "first" | "second"))
                })
                .unwrap_or(name);
            names.insert(base.to_string());
        }
        let shapes = |name: &str| -> Vec<Arg> {
            match (message.id.as_str(), name) {
                // The out-of-mistakes summary's wrong digits, each a message.
                ("lost-wrong-now", "cells") => {
                    let wrong = |row, column, n| {
                        Message::new("lost-cell-is-not")
                            .cell("cell", cell(row, column))
                            .digit("digit", digit(n))
                    };
                    return vec![
                        Arg::Sequence(vec![wrong(0, 5, 7)]),
                        Arg::Sequence(vec![wrong(0, 5, 7), wrong(3, 7, 2)]),
                    ];
                }
                // Two givens that clash: cells, named in the sentence's case.
                ("import-error-clash-pair", "first" | "second") => {
                    return vec![Arg::Cell(cell(0, 5)), Arg::Cell(cell(6, 3))];
                }
                // A unit's digits, read out.
                ("access-unit-reading", "cells") => {
                    return vec![Arg::Notation("5, 7".to_string())];
                }
                _ => {}
            }
            match name {
                "cell" => vec![Arg::Cell(cell(0, 5)), Arg::Cell(cell(6, 3))],
                "cells" => cell_sets().into_iter().map(Arg::Cells).collect(),
                "unit" => vec![
                    Arg::Unit(peerless::Unit::ROWS[1]),
                    Arg::Unit(peerless::Unit::COLUMNS[4]),
                    Arg::Unit(peerless::Unit::BOXES[8]),
                ],
                "digit" | "first" | "second" | "entered" | "correct" => {
                    vec![Arg::Digit(digit(1)), Arg::Digit(digit(7))]
                }
                "digits" => vec![
                    Arg::Digits(peerless::Digits::single(digit(4))),
                    Arg::Digits(
                        peerless::Digits::single(digit(2)) | peerless::Digits::single(digit(8)),
                    ),
                ],
                "technique" => vec![
                    Arg::Message(Box::new(Technique::XWing.message())),
                    Arg::Message(Box::new(Technique::HiddenSingle.message())),
                ],
                "level" => vec![
                    Arg::Message(Box::new(Level::ALL[0].message())),
                    Arg::Message(Box::new(Level::ALL[Level::ALL.len() - 1].message())),
                ],
                // A variable a select names its variants by (not plural categories, which
                // numbers choose): each name it selects.
                _ => {
                    let plural = ["zero", "one", "two", "few", "many", "other"];
                    let names: Vec<Arg> = used
                        .get(name)
                        .into_iter()
                        .flatten()
                        .filter_map(|key| match key {
                            Key::Name(key) if !plural.contains(&key.as_str()) => {
                                Some(Arg::Notation(key.clone()))
                            }
                            _ => None,
                        })
                        .collect();
                    if names.is_empty() {
                        vec![Arg::Number(1), Arg::Number(3)]
                    } else {
                        names
                    }
                }
            }
        };
        let names: Vec<String> = names.into_iter().collect();
        let all: Vec<Vec<Arg>> = names.iter().map(|n| shapes(n)).collect();
        let build = |choice: &[usize]| {
            let mut m = Message::new(message.id.clone());
            for ((name, args), &i) in names.iter().zip(&all).zip(choice) {
                let name: &'static str = Box::leak(name.clone().into_boxed_str());
                m = m.arg(name, args[i].clone());
            }
            m
        };
        out.push(build(&vec![0; names.len()]));
        for (v, args) in all.iter().enumerate() {
            for i in 1..args.len() {
                let mut choice = vec![0; names.len()];
                choice[v] = i;
                out.push(build(&choice));
            }
        }
    }
    out
}

/// Every message of `language` rendered: the engine's as the observed steps, hints, lessons
/// and names give them, the game's as [`game_messages`] does, each with cells compact and
/// spelled out; and a cell's name in the accessibility tree (its value, then its place).
fn rendered(language: Language) -> Vec<Rendered> {
    let localizer = Localizer::for_language(language);
    let mut out = Vec::new();
    let mut seen = BTreeSet::new();
    let mut messages: Vec<Message> = observed().messages.clone();
    messages.extend(game_messages(language));
    let place = Message::new("cell-spelled")
        .arg("row", Arg::Number(1))
        .arg("column", Arg::Number(3))
        .arg("case", Arg::Notation("plain".to_string()));
    messages.push(Message::new("access-parts").arg(
        "parts",
        Arg::Sequence(vec![Message::new("access-empty"), place.clone()]),
    ));
    messages.push(Message::new("access-parts").arg(
        "parts",
        Arg::Sequence(vec![place, Message::new("access-given")]),
    ));
    for message in &messages {
        for names in [CellNames::Compact, CellNames::Spelled] {
            let mut errors = Vec::new();
            let text = localizer.format_checked(message, names, &mut errors);
            if seen.insert((message.id.to_string(), text.clone())) {
                out.push(Rendered {
                    id: message.id.to_string(),
                    text,
                    errors: if errors.is_empty() {
                        String::new()
                    } else {
                        format!("{errors:?}")
                    },
                });
            }
        }
    }
    if let Ok(folder) = std::env::var("PEERLESS_L10N_DUMP") {
        let mut dump = String::new();
        for r in &out {
            dump.push_str(&format!("{}\t{}\n", r.id, r.text));
        }
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(format!("{folder}/{}.tsv", language.tag()), dump).unwrap();
    }
    out
}

/// The words of a text, lower-cased, with what stands between each and the one before it.
fn words(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut gap = String::new();
    let mut word = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() || c == '\'' || c == '-' {
            word.push(c);
        } else {
            if !word.is_empty() {
                out.push((std::mem::take(&mut gap), word.to_lowercase()));
                word.clear();
            }
            gap.push(c);
        }
    }
    if !word.is_empty() {
        out.push((gap, word.to_lowercase()));
    }
    out
}

/// A word said twice in a row, with only spaces between ("la la", "de de", "в в"). Numbers
/// and cells' notation (`r1c2`) may repeat; so may the words a language doubles on purpose.
fn doubled(language: Language, text: &str) -> Option<String> {
    let allowed: &[&str] = match language.tag() {
        // A relative pronoun before an article: "die Ziffern, die die Zelle sieht".
        "de" => &["die", "das", "der"],
        "nl" => &["die"],
        _ => &[],
    };
    let words = words(text);
    words.windows(2).find_map(|pair| {
        let [(_, first), (gap, second)] = pair else {
            return None;
        };
        let is_name = |w: &str| w.chars().any(char::is_alphabetic) && !is_notation(w);
        (first == second
            && gap.chars().all(char::is_whitespace)
            && is_name(first)
            && !allowed.contains(&first.as_str()))
        .then(|| format!("\"{first} {second}\""))
    })
}

/// A cell or a candidate in the forums' notation: `r1c2`, `5r4c8`.
/// A row, column or box named by its number right after one of `before`, with only a space
/// between ("in riga 4", "de fila 1", "in Zeilen 1"): the three words, where the language
/// asks for an article between the first two.
fn bare_numbered_place<'a>(
    words: &'a [(String, String)],
    before: &[&str],
    places: &[&str],
) -> Option<(&'a str, &'a str, &'a str)> {
    words.windows(3).find_map(|three| {
        let [(_, first), (gap, place), (_, number)] = three else {
            return None;
        };
        (before.contains(&first.as_str())
            && gap.chars().all(char::is_whitespace)
            && places.contains(&place.as_str())
            && number.parse::<u8>().is_ok())
        .then_some((first.as_str(), place.as_str(), number.as_str()))
    })
}

fn is_notation(word: &str) -> bool {
    let rest = word.trim_start_matches(|c: char| c.is_ascii_digit());
    rest.starts_with('r') && rest.contains('c') && rest.chars().any(|c| c.is_ascii_digit())
}

/// A place named in the wrong case for what stands before it, in the languages whose
/// catalogues give places in cases (and Spanish's article): a spelled cell in the nominative
/// after a preposition or after a noun ("в клетке строка 2", "w polu wiersz 2"); a cell in the
/// genitive after a preposition, which reads as its row and its column themselves ("oprócz
/// wiersza 5, kolumny 4"); an article after an article or after "casilla(s)"; a cell's name
/// alone starting with an article.
fn wrong_case(language: Language, id: &str, text: &str) -> Option<String> {
    let lower = text.to_lowercase();
    let words = words(&lower);
    let at = |i: usize| words.get(i).map(|(_, w)| w.as_str()).unwrap_or("");
    let gap = |i: usize| words.get(i).map(|(g, _)| g.as_str()).unwrap_or("");
    for i in 0..words.len() {
        let (before, word, next) = (if i > 0 { at(i - 1) } else { "" }, at(i), at(i + 2));
        let joined = gap(i).chars().all(char::is_whitespace) && i > 0;
        // `word` begins a spelled cell: "<row> N, <column> M".
        let spelled = |row: &str, column: &str| {
            word == row && at(i + 1).parse::<u8>().is_ok() && next == column
        };
        match language.tag() {
            "ru" => {
                let nominative = spelled("строка", "столбец") || spelled("строка", "столбцы");
                let prepositions = [
                    "в",
                    "во",
                    "на",
                    "из",
                    "у",
                    "от",
                    "до",
                    "для",
                    "против",
                    "кроме",
                    "с",
                    "со",
                    "к",
                    "по",
                ];
                let after_noun = before.starts_with("клетк");
                if nominative && joined && (prepositions.contains(&before) || after_noun) {
                    return Some(format!("\"{before} {word}\""));
                }
                let genitive = spelled("строки", "столбца") || spelled("строки", "столбцов");
                if genitive && joined && ["кроме", "для", "из", "от", "до", "у"].contains(&before)
                {
                    return Some(format!(
                        "\"{before} {word}\": a cell, not its row and column"
                    ));
                }
            }
            "pl" => {
                let nominative = spelled("wiersz", "kolumna") || spelled("wiersz", "kolumny");
                let prepositions = [
                    "w", "we", "z", "ze", "do", "dla", "od", "na", "oprócz", "poza", "o", "po",
                ];
                let after_noun = before.starts_with("pol") || before.starts_with("pól");
                if nominative && joined && (prepositions.contains(&before) || after_noun) {
                    return Some(format!("\"{before} {word}\""));
                }
                let genitive = spelled("wiersza", "kolumny") || spelled("wiersza", "kolumn");
                if genitive && joined && ["oprócz", "dla", "poza", "z", "ze"].contains(&before) {
                    return Some(format!(
                        "\"{before} {word}\": a cell, not its row and column"
                    ));
                }
            }
            // A cell's name in the accessibility tree: its parts, no article.
            "es" if id == "access-parts"
                && ["la", "el"].contains(&word)
                && ["fila", "columna"].contains(&at(i + 1))
                && at(i + 2).parse::<u8>().is_ok() =>
            {
                return Some(format!("\"{word} {}\" in a name", at(i + 1)));
            }
            "es" if id == "access-parts" => {}
            "es" => {
                let article = ["la", "las", "el", "los"];
                if article.contains(&word)
                    && joined
                    && (article.contains(&before) || before.starts_with("casilla"))
                    && ["fila", "filas", "columna", "columnas", "bloque", "bloques"]
                        .contains(&at(i + 1))
                {
                    return Some(format!("\"{before} {word}\""));
                }
            }
            _ => {}
        }
    }
    None
}

/// The words that say "so" (a result follows) in each language: a sentence holds one.
fn connectives(language: Language) -> &'static [&'static str] {
    match language.tag() {
        "en" => &["so", "that means", "therefore", "hence"],
        "fr" => &["donc", "par conséquent", "si bien que", "de sorte que"],
        "es" => &[
            "así que",
            "por lo que",
            "por tanto",
            "por lo tanto",
            "de modo que",
        ],
        "it" => &["quindi", "perciò", "dunque", "per cui"],
        "pt-BR" => &["logo", "portanto", "por isso", "de modo que"],
        "de" => &["sodass", "also", "daher", "deshalb", "folglich"],
        "nl" => &["zodat", "dus", "daarom"],
        "pl" => &["więc", "zatem", "dlatego", "wobec tego"],
        "ru" => &["поэтому", "так что", "следовательно", "значит"],
        "ja" => &["よって", "したがって", "そのため"],
        "zh-Hans" => &["因此", "所以", "于是"],
        _ => &[],
    }
}

/// A sentence of `text` with two result connectives, and which.
fn two_results(language: Language, text: &str) -> Option<String> {
    let cjk = matches!(language.tag(), "ja" | "zh-Hans");
    let lower = text.to_lowercase();
    for sentence in lower.split_inclusive(['.', '!', '?', '。', '！', '？']) {
        let mut found = Vec::new();
        if cjk {
            for c in connectives(language) {
                found.extend(sentence.matches(c));
            }
        } else {
            let words: Vec<String> = words(sentence).into_iter().map(|(_, w)| w).collect();
            for c in connectives(language) {
                let parts: Vec<&str> = c.split(' ').collect();
                found.extend(
                    words
                        .windows(parts.len())
                        .filter(|w| w.iter().zip(&parts).all(|(a, b)| a == b))
                        .map(|_| *c),
                );
            }
        }
        if found.len() > 1 {
            return Some(format!("{found:?} in {:?}", sentence.trim()));
        }
    }
    None
}

/// A bracket or a quote left open, or closed without opening.
fn unbalanced(language: Language, text: &str) -> Option<String> {
    let pairs = [
        ('(', ')'),
        ('[', ']'),
        ('«', '»'),
        ('「', '」'),
        ('『', '』'),
        ('（', '）'),
        ('【', '】'),
    ];
    let mut open = Vec::new();
    for c in text.chars() {
        if let Some(&(o, _)) = pairs.iter().find(|(o, _)| *o == c) {
            open.push(o);
        } else if let Some(&(o, _)) = pairs.iter().find(|(_, close)| *close == c) {
            if open.pop() != Some(o) {
                return Some(format!("{c} closes nothing"));
            }
        }
    }
    if let Some(o) = open.pop() {
        return Some(format!("{o} is not closed"));
    }
    let count = |c: char| text.matches(c).count();
    // The quotes each language opens and closes with.
    let quotes: &[(char, char)] = match language.tag() {
        "de" => &[('„', '“')],
        "pl" => &[('„', '”')],
        _ => &[('“', '”')],
    };
    for &(o, c) in quotes {
        if count(o) != count(c) {
            return Some(format!("{o} {} times, {c} {}", count(o), count(c)));
        }
    }
    (count('"') % 2 == 1).then(|| "an odd number of \"".to_string())
}

/// A slip of one language's grammar a machine can see: Italian's article and preposition left apart
/// ("in il", "di la"), an article not elided before a number said with a vowel ("il 8", "del 1":
/// "l'8", "dell'1") or a numbered row, column or box after a preposition without its article ("a
/// riga 7", "in riga 4": "alla riga 7", "nella riga 4"); Spanish's "de el" and "a el" left
/// uncontracted, a row, column or box after a preposition without its article ("de fila 1"), or an
/// article before a cell in notation ("la r1c2"); Dutch's two articles in a row ("de het"); a
/// Japanese particle or mark said twice ("のの", "、、"), "でないです" (a plain negative made polite by a
/// bare "です"), or a half-width bracket among full-width text; German plural units after a
/// preposition without their article ("in Zeilen 1 und 5": "in den Zeilen 1 und 5"); a French cell
/// named twice across a comma ("r9c5, r9c5 contient"), which reads as one more cell of a list;
/// Russian's "ни одну" after a negated verb (the genitive "ни одной") and "в", "с" not made "во",
/// "со" before their own sound and a consonant ("со строкой"); Polish's unit named in the
/// nominative after a preposition that asks another case ("w wiersz 3", "do blok 5"), a condition
/// without its verb ("jeśli nie 5"), or a cell called "komórka" where every other message, the
/// settings and the screen reader say "pole"; Portuguese's preposition and article left apart ("em
/// a linha") or a spelled cell without its article ("só linha 1, coluna 6", "em linha 1, coluna
/// 6").
fn grammar_slip(language: Language, text: &str) -> Option<String> {
    let words = words(&text.to_lowercase());
    let pairs = words.windows(2).filter_map(|pair| {
        let [(_, first), (gap, second)] = pair else {
            return None;
        };
        gap.chars()
            .all(char::is_whitespace)
            .then_some((first.as_str(), second.as_str()))
    });
    match language.tag() {
        "it" => {
            let prepositions = ["di", "a", "da", "in", "su"];
            let articles = ["il", "lo", "la", "i", "gli", "le"];
            // Numbers said with a vowel first: uno, otto, undici, ottanta...
            let vowel = |w: &str| {
                w.chars().all(|c| c.is_ascii_digit())
                    && (w == "1" || w == "11" || w.starts_with('8'))
            };
            let unelided = ["il", "del", "al", "dal", "nel", "sul"];
            pairs
                .clone()
                .find(|(first, second)| {
                    prepositions.contains(first)
                        && (articles.contains(second) || second.starts_with("l'"))
                })
                .or_else(|| {
                    pairs
                        .clone()
                        .find(|(first, second)| unelided.contains(first) && vowel(second))
                })
                .map(|(first, second)| format!("\"{first} {second}\""))
                .or_else(|| {
                    // A row, column or box named by its number after a preposition, or as what
                    // "se" and "guarda" take, without its article ("in riga 4", "a riga 7",
                    // "guarda riga 1": "nella riga 4", "alla riga 7", "guarda la riga 1").
                    let before = [
                        "di", "a", "da", "in", "su", "con", "per", "tra", "fra", "tranne", "se",
                        "guarda",
                    ];
                    let units = [
                        "riga", "colonna", "righe", "colonne", "blocco", "blocchi", "riquadro",
                        "riquadri",
                    ];
                    bare_numbered_place(&words, &before, &units).map(|(first, second, number)| {
                        format!("\"{first} {second} {number}\": without its article")
                    })
                })
        }
        // A cell named twice across a comma ("et r9c5, r9c5 contient", "si c'est en r4c4,
        // r4c4 voit"): the second reads as one more cell of the list before it. A place
        // without its article.
        "fr" => {
            let spelled = |at: usize| -> Option<&[(String, String)]> {
                let name = words.get(at..at + 4)?;
                (name[0].1 == "ligne" && name[2].1 == "colonne" && name[2].0 == ", ")
                    .then_some(name)
            };
            (0..words.len())
                .find_map(|i| {
                    let (first, second) = (&words[i], words.get(i + 1)?);
                    if is_notation(&first.1) && second.0 == ", " && second.1 == first.1 {
                        return Some(format!("\"{}, {}\"", first.1, second.1));
                    }
                    let (name, again) = (spelled(i)?, spelled(i + 4)?);
                    let same = name.iter().zip(again).all(|(a, b)| a.1 == b.1);
                    let said: Vec<&str> = name.iter().map(|(_, w)| w.as_str()).collect();
                    (same && again[0].0 == ", ")
                        .then(|| format!("the cell \"{}\" twice", said.join(" ")))
                })
                .or_else(|| {
                    // A row, column or box named by its number right after a preposition, or as
                    // what "seule(s)", "sauf", "si" and "regardez" take, without its article ("de
                    // ligne 1, colonne 7", "seules ligne 1, colonnes 1 et 2", "en ligne 3": "de la
                    // ligne 1", "seules les cases de la ligne 1", "à la ligne 3").
                    let before = [
                        "de", "à", "en", "dans", "sur", "par", "avec", "pour", "entre", "sauf",
                        "seule", "seules", "si", "regardez", "qu'en", "qu'à",
                    ];
                    let places = ["ligne", "lignes", "colonne", "colonnes", "bloc", "blocs"];
                    bare_numbered_place(&words, &before, &places).map(|(first, place, number)| {
                        format!("\"{first} {place} {number}\": without its article")
                    })
                })
        }
        "es" => {
            // "de el", "a el": Spanish contracts them ("del bloque", "al bloque").
            let contraction = |(first, second): &(&str, &str)| {
                matches!((*first, *second), ("de", "el") | ("a", "el"))
            };
            // A place after a preposition takes its article: "de la fila 1", never "de fila
            // 1"; and a sentence writes none before a cell in notation: "de r1c2", not "de la
            // r1c2".
            let prepositions = ["de", "en", "a", "con", "para", "desde", "hasta", "entre"];
            let places = ["fila", "filas", "columna", "columnas", "bloque", "bloques"];
            let bare_place = bare_numbered_place(&words, &prepositions, &places)
                .map(|(first, place, _)| (first, place));
            let articles = ["el", "la", "los", "las"];
            pairs
                .clone()
                .find(contraction)
                .or(bare_place)
                .or_else(|| {
                    pairs
                        .clone()
                        .find(|(first, second)| articles.contains(first) && is_notation(second))
                })
                .map(|(first, second)| format!("\"{first} {second}\""))
        }
        "nl" => pairs
            .clone()
            .find(|pair| matches!(pair, ("de", "het") | ("het", "de")))
            .map(|(first, second)| format!("\"{first} {second}\"")),
        "de" => {
            let prepositions = ["in", "von", "aus", "mit", "zu", "nach", "an", "auf", "über"];
            let units = ["zeilen", "spalten", "blöcken", "blöcke"];
            bare_numbered_place(&words, &prepositions, &units)
                .map(|(first, second, number)| format!("\"{first} {second} {number}\""))
        }
        "ru" => {
            // "ни одну" is only ever the object of a negated verb, which takes the genitive
            // ("не может содержать ни одной из цифр").
            let negated = pairs
                .clone()
                .find(|pair| matches!(pair, ("ни", "одну")))
                .map(|(first, second)| format!("\"{first} {second}\": the genitive, \"ни одной\""));
            // "в", "с" before a word that begins with their own sound and a consonant take
            // "о": "во втором", "со строкой", "со столбцом".
            let vowel = |c: char| "аеёиоуыэюя".contains(c);
            let needs_o = |preposition: &str, word: &str| {
                let mut letters = word.chars();
                let (Some(first), Some(second)) = (letters.next(), letters.next()) else {
                    return false;
                };
                let own: &[char] = match preposition {
                    "в" => &['в'],
                    "с" => &['с', 'з', 'ш', 'ж', 'щ'],
                    _ => return false,
                };
                own.contains(&first) && second.is_alphabetic() && !vowel(second)
            };
            negated
                .or_else(|| {
                    pairs
                        .clone()
                        .find(|(first, second)| needs_o(first, second))
                        .map(|(first, second)| format!("\"{first} {second}\": \"{first}о\""))
                })
                .or_else(|| {
                    // A spelled cell in the locative after a list's "; ", "а также" or "или"
                    // without its own "в" ("в строке 1, столбце 1; строке 2, столбце 1"): a
                    // listener hears the row as a thing, not a place; each row's phrase
                    // says "в" again.
                    (1..words.len()).find_map(|i| {
                        let (gap, word) = &words[i];
                        let spelled = word == "строке"
                            && words
                                .get(i + 1)
                                .is_some_and(|(_, n)| n.parse::<u8>().is_ok())
                            && words
                                .get(i + 2)
                                .is_some_and(|(_, c)| c == "столбце" || c == "столбцах");
                        let before = words[i - 1].1.as_str();
                        (spelled && (gap.contains(';') || ["также", "или"].contains(&before)))
                            .then(|| format!("\"{}{word}\": without its \"в\"", gap.trim_start()))
                    })
                })
        }
        "pt-BR" => {
            // A preposition and an article left apart: "em a linha", "de o bloco" (in lower
            // case: "de A e B" names sets).
            let apart = ["em", "de", "por"].into_iter().find_map(|preposition| {
                ["a", "o", "as", "os"].into_iter().find_map(|article| {
                    let slip = format!("{preposition} {article} ");
                    (text.starts_with(&slip) || text.contains(&format!(" {slip}")))
                        .then_some((preposition, article))
                })
            });
            // A spelled cell in a sentence takes its article, contracted with what comes
            // before ("na linha 1, coluna 6", "só a célula da linha 1, coluna 6"): only a
            // list's "e" or "bem como" may stand right before a bare one.
            let bare = (1..words.len()).find_map(|i| {
                let (gap, word) = &words[i];
                let before = words[i - 1].1.as_str();
                let spelled = word == "linha"
                    && words
                        .get(i + 1)
                        .is_some_and(|(_, n)| n.parse::<u8>().is_ok())
                    && words
                        .get(i + 2)
                        .is_some_and(|(_, c)| c == "coluna" || c == "colunas");
                (spelled
                    && gap.chars().all(char::is_whitespace)
                    && !["a", "na", "da", "à", "pela", "e", "como"].contains(&before))
                .then_some((before, word.as_str()))
            });
            apart
                .or(bare)
                .map(|(first, second)| format!("\"{first} {second}\""))
        }
        "ja" => {
            let doubled = [
                "のの", "はは", "がが", "をを", "にに", "でで", "、、", "。。", "：：",
            ];
            doubled
                .iter()
                .chain(&["でないです"])
                .find(|slip| text.contains(*slip))
                .map(|slip| format!("\"{slip}\""))
                .or_else(|| {
                    text.contains(['(', ')'])
                        .then(|| "a half-width bracket: （ ）".to_string())
                })
        }
        "zh-Hans" => {
            let doubled = ["的的", "，，", "、、", "。。", "：：", "；；"];
            doubled
                .iter()
                // "题目唯一解" has no verb: "题目只有一个解".
                .chain(&["题目唯一解"])
                .find(|slip| text.contains(*slip))
                .map(|slip| format!("\"{slip}\""))
                .or_else(|| zh_cell_slip(text))
        }
        "pl" => {
            let prepositions = [
                "w",
                "we",
                "z",
                "ze",
                "do",
                "dla",
                "od",
                "oprócz",
                "wewnątrz",
                "spoza",
            ];
            let nominative = ["wiersz", "kolumna", "blok", "wiersze", "bloki"];
            let lower = text.to_lowercase();
            pairs
                .clone()
                .find(|(first, second)| {
                    (prepositions.contains(first) && nominative.contains(second))
                        // A noun before a spelled cell: "narożniki w wierszu 8, kolumnie 4".
                        || (first.starts_with("narożnik") && *second == "wiersz")
                })
                .map(|(first, second)| format!("\"{first} {second}\""))
                .or_else(|| {
                    lower
                        .match_indices("jeśli nie ")
                        .find(|(at, found)| {
                            lower[at + found.len()..].starts_with(|c: char| c.is_ascii_digit())
                        })
                        .map(|_| "\"jeśli nie\" before a digit, without a verb".to_string())
                })
                .or_else(|| {
                    words
                        .iter()
                        .find(|(_, w)| w.starts_with("komórk"))
                        .map(|(_, w)| format!("\"{w}\": a cell is a \"pole\""))
                })
        }
        _ => None,
    }
}

/// A Simplified Chinese slip around a cell's name (compact "r1c2" or spelled "第1行第2列"): a
/// cage named by its cells without 的 ("r1c2笼子"), the sum of one lone cell ("剩下的r1c2之和"),
/// or the same cell named again right after a comma ("若在r1c2，r1c2直接看到": "该格").
fn zh_cell_slip(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    let digits = |from: usize| {
        chars[from..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count()
    };
    // Every cell's name: where it starts and ends, in chars.
    let mut cells = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let compact = (chars[i] == 'r' && (i == 0 || !chars[i - 1].is_ascii_alphanumeric()))
            .then(|| {
                let rows = digits(i + 1);
                (rows > 0 && chars.get(i + 1 + rows) == Some(&'c'))
                    .then(|| digits(i + 2 + rows))
                    .filter(|&columns| columns > 0)
                    .map(|columns| i + 2 + rows + columns)
            })
            .flatten();
        let spelled = (chars[i] == '第')
            .then(|| {
                let row = digits(i + 1);
                let at = i + 1 + row;
                (row > 0 && chars.get(at) == Some(&'行') && chars.get(at + 1) == Some(&'第'))
                    .then(|| digits(at + 2))
                    .filter(|&column| column > 0 && chars.get(at + 2 + column) == Some(&'列'))
                    .map(|column| at + 3 + column)
            })
            .flatten();
        match compact.or(spelled) {
            Some(end) => {
                cells.push((i, end));
                i = end;
            }
            None => i += 1,
        }
    }
    let after = |end: usize, what: &str| {
        let what: Vec<char> = what.chars().collect();
        chars.get(end..end + what.len()) == Some(&what[..])
    };
    let name = |(start, end): (usize, usize)| chars[start..end].iter().collect::<String>();
    for (k, &(start, end)) in cells.iter().enumerate() {
        if after(end, "笼子") {
            return Some(format!(
                "\"{}笼子\": a cage of cells takes 的",
                name((start, end))
            ));
        }
        let lone = start == 0 || chars[start - 1] != '、';
        if after(end, "之和") && lone {
            return Some(format!(
                "\"{}之和\": the sum of one cell",
                name((start, end))
            ));
        }
        if after(end, "，")
            && cells
                .get(k + 1)
                .is_some_and(|&next| next.0 == end + 1 && name(next) == name((start, end)))
        {
            return Some(format!(
                "\"{0}，{0}\": the same cell twice",
                name((start, end))
            ));
        }
    }
    None
}

/// English words in a non-English text: words of English's catalogue that the language's own
/// catalogue never writes (so they came from English's, or from an argument in English).
fn english_left(text: &str, english: &BTreeSet<String>, own: &BTreeSet<String>) -> Option<String> {
    let left: Vec<String> = words(text)
        .into_iter()
        .map(|(_, w)| w)
        .filter(|w| w.chars().count() >= 3 && english.contains(w) && !own.contains(w))
        .collect();
    (!left.is_empty()).then(|| format!("English {left:?}"))
}

/// The words a language's two catalogue files write, names and every variant included.
fn catalogue_words(language: Language) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for message in parsed_whole(language).messages {
        if let Some(value) = &message.value {
            own_words(value, &mut out);
        }
    }
    out
}

#[test]
fn every_rendered_message_reads_without_a_mechanical_slip() {
    let english = catalogue_words(Language::English);
    let mut problems = Vec::new();
    for language in Language::SHIPPED {
        let own = catalogue_words(language);
        for r in rendered(language) {
            let mut found = vec![
                (r.id != "calendar-weekdays")
                    .then(|| doubled(language, &r.text))
                    .flatten(),
                wrong_case(language, &r.id, &r.text),
                two_results(language, &r.text),
                unbalanced(language, &r.text),
                grammar_slip(language, &r.text),
            ];
            if language != Language::English {
                found.push(english_left(&r.text, &english, &own));
            }
            found.push((!r.errors.is_empty()).then(|| r.errors.clone()));
            for problem in found.into_iter().flatten() {
                problems.push(format!(
                    "{}: {}: {problem}: {}",
                    language.tag(),
                    r.id,
                    r.text
                ));
            }
        }
    }
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} slips:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// The checks themselves catch what they are for.
#[test]
fn the_checks_catch_the_slips_they_name() {
    let es = Language::from_str_tag("es");
    let ru = Language::from_str_tag("ru");
    let pl = Language::from_str_tag("pl");
    assert!(doubled(es, "6 en la la fila 1, columna 6").is_some());
    assert!(doubled(es, "6 en la fila 1, columna 6").is_none());
    assert!(doubled(ru, "8 в В строке 2").is_some());
    assert!(doubled(es, "r1c2 r1c2").is_none());
    assert!(wrong_case(es, "step", "las casillas la fila 1, columnas 2 y 3").is_some());
    assert!(wrong_case(es, "access-parts", "vacía, la fila 1, columna 3").is_some());
    assert!(wrong_case(es, "access-parts", "vacía, fila 1, columna 3").is_none());
    assert!(wrong_case(ru, "step", "8 в клетке строка 2, столбец 2").is_some());
    assert!(wrong_case(ru, "step", "8 в строке 2, столбце 2").is_none());
    assert!(wrong_case(ru, "step", "кроме строки 5, столбца 4").is_some());
    assert!(wrong_case(pl, "step", "2 w polu wiersz 2, kolumna 4").is_some());
    assert!(wrong_case(pl, "step", "oprócz wiersza 5, kolumny 4").is_some());
    assert!(wrong_case(pl, "step", "oprócz pola w wierszu 5, kolumnie 4").is_none());
    assert!(two_results(es, "X, así que Y, por lo que Z.").is_some());
    assert!(two_results(es, "X, así que Y. Por lo tanto, Z.").is_none());
    assert!(two_results(Language::from_str_tag("zh-Hans"), "甲，所以乙，因此丙。").is_some());
    assert!(unbalanced(es, "(r1c2").is_some());
    assert!(unbalanced(Language::from_str_tag("de"), "„Tipp“").is_none());
    assert!(unbalanced(es, "«Tipp»)").is_some());
    let it = Language::from_str_tag("it");
    let nl = Language::from_str_tag("nl");
    let ja = Language::from_str_tag("ja");
    assert!(grammar_slip(it, "va in il riquadro 5").is_some());
    assert!(grammar_slip(it, "va nel riquadro 5").is_none());
    assert!(grammar_slip(it, "usa il 8").is_some());
    assert!(grammar_slip(it, "usa l'8, non il 18 né il 7").is_none());
    assert!(grammar_slip(it, "le coppie coniugate del 1").is_some());
    assert!(grammar_slip(es, "el 5 de fila 1, columna 1 choca").is_some());
    assert!(grammar_slip(es, "el 5 de la fila 1, columna 1 choca").is_none());
    assert!(grammar_slip(es, "las casillas de el bloque 5").is_some());
    assert!(grammar_slip(es, "en la r1c2 va el 7").is_some());
    assert!(grammar_slip(es, "en r1c2 va el 7, de él y de la fila").is_none());
    assert!(grammar_slip(it, "la rete porta a riga 6, colonna 7 che è e non è 5").is_some());
    assert!(grammar_slip(it, "la rete porta alla riga 6, colonna 7 che è e non è 5").is_none());
    assert!(grammar_slip(it, "le catene che partono da riga 1, colonna 6").is_some());
    assert!(grammar_slip(it, "le cifre nel riquadro 5, dal riquadro 6").is_none());
    assert!(grammar_slip(it, "solo in righe 2 e 5").is_some());
    assert!(grammar_slip(it, "Hidden Pair: guarda riga 1, colonne 1 e 2").is_some());
    assert!(grammar_slip(it, "Hidden Pair: guarda la riga 1, colonne 1 e 2").is_none());
    assert!(grammar_slip(it, "se riga 4, colonne 1 e 2 contenessero").is_some());
    assert!(grammar_slip(it, "5 nella riga 3, colonna 7 (riga 1, colonna 6 e riga 4)").is_none());
    assert!(grammar_slip(it, "un pesce su righe, colonne e riquadri").is_none());
    assert!(grammar_slip(nl, "in de het blok").is_some());
    assert!(grammar_slip(nl, "de een of de ander").is_none());
    let de = Language::from_str_tag("de");
    assert!(grammar_slip(
        de,
        "In Zeilen 1 und 5 kann die 3 nur in Spalten 2 und 7 stehen"
    )
    .is_some());
    assert!(grammar_slip(de, "die Käfige in Blöcken 2 und 6").is_some());
    assert!(grammar_slip(
        de,
        "In den Zeilen 1 und 5 kann die 3 nur in den Spalten 2 und 7 stehen"
    )
    .is_none());
    assert!(grammar_slip(de, "In zwei Zeilen hat eine Ziffer nur zwei Stellen").is_none());
    assert!(grammar_slip(ja, "r1c2のの5").is_some());
    assert!(grammar_slip(ja, "r3c4が5でないです").is_some());
    assert!(grammar_slip(ja, "ケージ(10)").is_some());
    assert!(grammar_slip(ja, "ケージ（10）の合計").is_none());
    let fr = Language::from_str_tag("fr");
    assert!(grammar_slip(fr, "si c'est en r4c4, r4c4 voit directement r3c4").is_some());
    assert!(grammar_slip(fr, "si c'est en r4c4, cette case voit directement r3c4").is_none());
    assert!(grammar_slip(fr, "dans r6c8 et r9c5, r9c5 contient déjà 2").is_some());
    assert!(grammar_slip(fr, "dans r6c8 et r9c5, où r9c5 contient déjà 2").is_none());
    assert!(grammar_slip(fr, "et ligne 9, colonne 5, ligne 9, colonne 5 contient").is_some());
    assert!(grammar_slip(fr, "ligne 9, colonne 5, ligne 9, colonne 6").is_none());
    assert!(grammar_slip(fr, "r5c4=3 -> r5c4<>4, r5c4=3").is_none());
    assert!(grammar_slip(
        fr,
        "dans la ligne, la colonne ou le bloc de ligne 1, colonne 7"
    )
    .is_some());
    assert!(grammar_slip(fr, "et seules ligne 1, colonnes 1 et 2 peuvent le prendre").is_some());
    assert!(grammar_slip(fr, "le 7 ne peut aller qu'en ligne 3, colonnes 4 et 6").is_some());
    assert!(grammar_slip(fr, "sauf ligne 5, colonne 7").is_some());
    assert!(grammar_slip(fr, "dans bloc 3").is_some());
    assert!(grammar_slip(
        fr,
        "à la ligne 3, colonne 4 ainsi qu'à la ligne 5, colonne 1"
    )
    .is_none());
    assert!(grammar_slip(
        fr,
        "seules les cases de la ligne 1, colonnes 1 et 2, du bloc 3"
    )
    .is_none());
    assert!(grammar_slip(fr, "ligne 1 du texte, position 12").is_none());
    assert!(grammar_slip(ru, "не может содержать ни одну из цифр").is_some());
    assert!(grammar_slip(ru, "не может содержать ни одной из цифр").is_none());
    assert!(grammar_slip(ru, "на пересечении с столбцом 4").is_some());
    assert!(grammar_slip(ru, "на пересечении со столбцом 4 и с блоком 5").is_none());
    assert!(grammar_slip(ru, "в втором").is_some());
    assert!(grammar_slip(ru, "во втором, в строке 1 и в вершине").is_none());
    assert!(grammar_slip(ru, "в строке 1, столбце 1; строке 2, столбце 1").is_some());
    assert!(grammar_slip(ru, "в строке 1, столбце 1, а также строке 4, столбце 1").is_some());
    assert!(grammar_slip(ru, "в строке 8, столбце 6 или строке 8, столбце 8").is_some());
    assert!(grammar_slip(
        ru,
        "в строке 1, столбцах 1 и 2; в строке 2, столбце 1, а также в строке 4, столбце 1"
    )
    .is_none());
    assert!(grammar_slip(ru, "в r1c1, r2c1 и r4c1").is_none());
    let zh = Language::from_str_tag("zh-Hans");
    assert!(grammar_slip(zh, "若在r1c2，r1c2直接看到r5c2").is_some());
    assert!(grammar_slip(zh, "若在r1c2，该格直接看到r5c2").is_none());
    assert!(grammar_slip(zh, "同在第1行的r1c3、r1c4笼子（7）").is_some());
    assert!(grammar_slip(zh, "r1c3、r1c4的笼子（7）").is_none());
    assert!(grammar_slip(zh, "剩下的r7c1之和为45 - 39 = 6").is_some());
    assert!(grammar_slip(zh, "剩下的第7行第1列之和为6").is_some());
    assert!(grammar_slip(zh, "剩下的r7c1、r7c2之和为6").is_none());
    assert!(grammar_slip(zh, "剩下的第7行第1、2列之和为6").is_none());
    assert!(grammar_slip(zh, "题目唯一解，这对数字不能填满四角").is_some());
    assert!(grammar_slip(zh, "题目只有一个解，所以").is_none());
    assert!(grammar_slip(pl, "klatka w wiersz 1, kolumna 2").is_some());
    assert!(grammar_slip(pl, "klatka w wierszu 1 i z wiersza 2").is_none());
    assert!(grammar_slip(pl, "w r1c1 jest 1, 2 lub 5; jeśli nie 5, to").is_some());
    assert!(grammar_slip(pl, "jeśli nie ma tam 5, to r1c6 to nie 7").is_none());
    assert!(grammar_slip(pl, "oba narożniki wiersz 8, kolumna 4").is_some());
    assert!(grammar_slip(pl, "oba narożniki w wierszu 8, kolumnie 4").is_none());
    assert!(grammar_slip(pl, "dwie komórki o sumie 17").is_some());
    assert!(grammar_slip(pl, "dwa pola o sumie 17").is_none());
    let pt = Language::from_str_tag("pt-BR");
    assert!(grammar_slip(pt, "só linha 1, coluna 6 pode conter o 7").is_some());
    assert!(grammar_slip(pt, "o 5 está em linha 1, coluna 6").is_some());
    assert!(grammar_slip(pt, "se linha 8, coluna 8 virasse 3").is_some());
    assert!(grammar_slip(pt, "entram em a linha 7").is_some());
    assert!(grammar_slip(pt, "também em o bloco 3").is_some());
    assert!(grammar_slip(pt, "um dígito z de A e B").is_none());
    assert!(grammar_slip(pt, "só a linha 1, coluna 6 pode conter o 7").is_none());
    assert!(grammar_slip(pt, "o 5 está na linha 1, coluna 6 ou em r4c8").is_none());
    assert!(grammar_slip(pt, "linha 1, colunas 2 e 3 bem como linha 4, coluna 8").is_none());
    let english: BTreeSet<String> = ["cells".to_string()].into();
    assert!(english_left("las cells", &english, &BTreeSet::new()).is_some());
}

trait FromTag {
    fn from_str_tag(tag: &str) -> Language;
}

impl FromTag for Language {
    fn from_str_tag(tag: &str) -> Language {
        tag.parse().unwrap()
    }
}

/// For a translator: the arguments of each message that are places (cells, units), which a
/// catalogue with cases names as `$name-case`. Run with `cargo test --test l10n -- --ignored
/// --nocapture places_by_message`.
#[test]
#[ignore = "prints the places each message is given; it checks nothing"]
fn places_by_message() {
    let mut places: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let english = Language::English;
    let mut messages = observed().messages.clone();
    messages.extend(game_messages(english));
    for message in &messages {
        message.walk(&mut |inner| {
            for (name, arg) in &inner.args {
                let kind = match arg {
                    Arg::Cell(_) => "cell",
                    Arg::Cells(_) => "cells",
                    Arg::Unit(_) => "unit",
                    Arg::Units(_) => "units",
                    _ => continue,
                };
                places
                    .entry(inner.id.to_string())
                    .or_default()
                    .insert(format!("{name}:{kind}"));
            }
        });
    }
    for (id, names) in places {
        println!("{id}\t{}", names.into_iter().collect::<Vec<_>>().join(" "));
    }
}
