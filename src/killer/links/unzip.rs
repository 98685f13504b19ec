//! SudokuPad's shortened JSON made whole again: `PuzzleZipper.unzip` of its published tools
//! (`sudokutools`, `src/puzzlezipper_lib.js`), its regular expressions applied in its order,
//! then its table of abbreviated keys reversed.

use serde_json::{Map, Value};

use super::LinkError;

/// SudokuPad's `PuzzleZipper.unzip` up to its `JSON.parse`: the shortened text back to JSON,
/// its regular expressions applied in its order, each over the whole text, left to right.
pub(super) fn unzip(zipped: &str) -> String {
    // unzipQuotes: only when the text has no double quote, `\'` stands for a quote inside a
    // string and `'` for a double quote.
    let mut text = if zipped.contains('"') {
        zipped.to_string()
    } else {
        zipped
            .replace("\\'", "\u{2019}")
            .replace('\'', "\"")
            .replace('\u{2019}', "'")
    };
    let opener = |c: char| matches!(c, ',' | '{' | '[');
    let closer = |c: char| matches!(c, ',' | '}' | ']');
    // /([\,\{\[])([a-zA-Z0-9]+)\:/ -> $1"$2":
    text = {
        let chars: Vec<char> = text.chars().collect();
        let mut out = String::with_capacity(text.len() + 16);
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if opener(c) {
                let run = chars[i + 1..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric())
                    .count();
                if run > 0 && chars.get(i + 1 + run) == Some(&':') {
                    out.push(c);
                    out.push('"');
                    out.extend(&chars[i + 1..i + 1 + run]);
                    out.push_str("\":");
                    i += run + 2;
                    continue;
                }
            }
            out.push(c);
            i += 1;
        }
        out
    };
    // /([\,\{\[])(?=[,\}\]])/ -> $1_
    text = {
        let chars: Vec<char> = text.chars().collect();
        let mut out = String::with_capacity(text.len() + 16);
        for (i, &c) in chars.iter().enumerate() {
            out.push(c);
            if opener(c) && chars.get(i + 1).is_some_and(|&next| closer(next)) {
                out.push('_');
            }
        }
        out
    };
    // /{_}/ -> {}
    text = text.replace("{_}", "{}");
    // /([\,\{\[])_/ -> $1{}
    text = {
        let chars: Vec<char> = text.chars().collect();
        let mut out = String::with_capacity(text.len() + 16);
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            out.push(c);
            if opener(c) && chars.get(i + 1) == Some(&'_') {
                out.push_str("{}");
                i += 2;
                continue;
            }
            i += 1;
        }
        out
    };
    // /(:)f([,\}\]])/ and the others like it: `:` and a short form before a closer.
    for (short, long) in [
        ("f", "false"),
        ("t", "true"),
        ("#0", "\"#000000\""),
        ("#F", "\"#FFFFFF\""),
    ] {
        text = replace_value(
            &text,
            |rest| rest.starts_with(short).then_some(short.len()),
            |_| long.to_string(),
        );
    }
    // /(:)([0-9a-fA-F]{6})([,\}\]])/ -> $1"#$2"$3
    replace_value(
        &text,
        |rest| {
            let hex = rest.bytes().take(6).filter(u8::is_ascii_hexdigit).count();
            (hex == 6).then_some(6)
        },
        |matched| format!("\"#{matched}\""),
    )
}

/// Replaces each value that follows a `:` and ends before a closer (`,`, `}` or `]`), when
/// `length` accepts the text after the `:` (returning the value's length in bytes), with
/// `replacement` of it; left to right, each match taking the `:`, the value and the closer.
fn replace_value(
    text: &str,
    length: impl Fn(&str) -> Option<usize>,
    replacement: impl Fn(&str) -> String,
) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(at) = rest.find(':') {
        out.push_str(&rest[..=at]);
        let after = &rest[at + 1..];
        if let Some(len) = length(after) {
            if after[len..].starts_with([',', '}', ']']) {
                out.push_str(&replacement(&after[..len]));
                out.push_str(&after[len..len + 1]);
                rest = &after[len + 1..];
                continue;
            }
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// SudokuPad's abbreviations of its keys (`PuzzleZipper`'s `propMap`), short to long.
const ABBREVIATIONS: [(&str, &str); 24] = [
    ("c", "color"),
    ("ca", "cages"),
    ("ct", "center"),
    ("c1", "borderColor"),
    ("c2", "backgroundColor"),
    ("ce", "cells"),
    ("cs", "cellSize"),
    ("a", "arrows"),
    ("o", "overlays"),
    ("u", "underlays"),
    ("w", "width"),
    ("h", "height"),
    ("v", "value"),
    ("vd", "videos"),
    ("l", "lines"),
    ("r", "rounded"),
    ("re", "regions"),
    ("fs", "fontSize"),
    ("th", "thickness"),
    ("hl", "headLength"),
    ("wp", "wayPoints"),
    ("t", "title"),
    ("te", "text"),
    ("d", "duration"),
];

/// Renames every abbreviated key, at every depth (`PuzzleZipper`'s `mapProps` with the reversed
/// table); a key whose long name is also present is an error, as it is in SudokuPad.
pub(super) fn expand_keys(value: &mut Value) -> Result<(), LinkError> {
    match value {
        Value::Array(items) => items.iter_mut().try_for_each(expand_keys),
        Value::Object(object) => {
            let mut expanded = Map::new();
            for (key, mut item) in std::mem::take(object) {
                expand_keys(&mut item)?;
                let key = ABBREVIATIONS
                    .iter()
                    .find(|(short, _)| *short == key)
                    .map_or(key, |(_, long)| (*long).to_string());
                if expanded.insert(key.clone(), item).is_some() {
                    return Err(LinkError::Json {
                        message: format!("the key '{key}' appears twice once expanded"),
                    });
                }
            }
            *object = expanded;
            Ok(())
        }
        _ => Ok(()),
    }
}
