//! JSON, as the save file holds it: a value ([`Json`]), a reader that says where a text goes
//! wrong (line and column), a compact writer, and the two conversions each saved type
//! implements ([`ToJson`], [`FromJson`]).
//!
//! Why not serde: the game runs in a browser, where every byte of the wasm is paid on each
//! first load, and serde's generated readers (a visitor per type, for every kind of input)
//! with serde_json were over 110 KB of a 900 KB page. These conversions do the same work in a
//! few KB, read the same JSON the earlier builds wrote (the save tests hold their bytes), and
//! say where a damaged save is wrong by its path (`statistics.easy.best_time: expected a
//! number, found a string`), which serde's value reader could not.
//!
//! The rules a saved type follows, as serde's derive did, so saves stay readable both ways:
//! - a struct is an object; a field it does not know is ignored; a field it lacks takes its
//!   default where the type says so (`Fields::or`), and an `Option` field may always be left out;
//! - a unit enum variant is its name as a string; a variant with data is an object of one
//!   member, its name, holding the data (one value, or an array of several);
//! - a `Duration` is `{"secs": S, "nanos": N}`; a tuple is an array;
//! - an object naming the same member twice means its last one.

use std::fmt;
use std::time::Duration;

/// A JSON value.
///
/// An object keeps its members in order, as written, in a vector: a saved object has a few
/// dozen members at most, and a lookup goes through them (the last of a repeated name wins).
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(Number),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Json>),
    /// An object: its members in order.
    Object(Vec<(String, Json)>),
}

/// A JSON number: an integer exactly, or any other number as its text.
///
/// Saves hold integers only (counts, cells, digits, seconds); a number with a fraction or an
/// exponent, or an integer beyond 64 bits, is kept as written, which is valid JSON but not a
/// value any saved type reads, so reading never needs a float parser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Number {
    /// 0 or more.
    Unsigned(u64),
    /// Below 0.
    Negative(i64),
    /// Any other number, as written.
    Other(String),
}

/// What is wrong with a JSON text or with a value read as a type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JsonError {
    /// The text is not JSON: where (line and column from 1, columns in characters) and what.
    Syntax {
        /// The line.
        line: usize,
        /// The column.
        column: usize,
        /// What was wrong there.
        what: &'static str,
    },
    /// The JSON does not hold the value wanted: where (a path such as `game.history[3].edit`,
    /// empty for the whole value) and what.
    Content {
        /// The path to the value.
        path: String,
        /// What was wrong with it.
        what: String,
    },
}

impl JsonError {
    /// A value that is not what was wanted, at the value itself.
    #[cold]
    #[inline(never)]
    pub fn content(what: impl Into<String>) -> JsonError {
        JsonError::Content {
            path: String::new(),
            what: what.into(),
        }
    }

    /// A value of the wrong kind: `expected` (an article and a noun: "a number"), and the kind
    /// found.
    #[cold]
    #[inline(never)]
    pub fn expected(expected: &str, found: &Json) -> JsonError {
        JsonError::content(format!("expected {expected}, found {}", found.kind()))
    }

    /// A value that is none of `names`, the names an enum's variants are saved as.
    #[cold]
    #[inline(never)]
    pub fn one_of(names: &[&str], found: &Json) -> JsonError {
        let listed: Vec<String> = names.iter().map(|name| format!("'{name}'")).collect();
        let found = match found {
            Json::String(text) => format!("'{text}'"),
            other => other.kind().to_string(),
        };
        JsonError::content(format!(
            "expected one of {}, found {found}",
            listed.join(", ")
        ))
    }

    /// The same error, at member `name` of the value that holds it.
    #[must_use]
    #[cold]
    #[inline(never)]
    pub fn in_member(self, name: &str) -> JsonError {
        self.within(|path| {
            if path.is_empty() || path.starts_with('[') {
                format!("{name}{path}")
            } else {
                format!("{name}.{path}")
            }
        })
    }

    /// The same error, at element `index` of the array that holds it.
    #[must_use]
    #[cold]
    #[inline(never)]
    pub fn in_element(self, index: usize) -> JsonError {
        self.within(|path| {
            if path.is_empty() || path.starts_with('[') {
                format!("[{index}]{path}")
            } else {
                format!("[{index}].{path}")
            }
        })
    }

    fn within(self, prefix: impl FnOnce(&str) -> String) -> JsonError {
        match self {
            JsonError::Content { path, what } => JsonError::Content {
                path: prefix(&path),
                what,
            },
            syntax => syntax,
        }
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JsonError::Syntax { line, column, what } => {
                write!(f, "line {line}, column {column}: {what}")
            }
            JsonError::Content { path, what } if path.is_empty() => f.write_str(what),
            JsonError::Content { path, what } => write!(f, "{path}: {what}"),
        }
    }
}

impl std::error::Error for JsonError {}

impl Json {
    /// Reads a JSON text: any bytes at all, answering with the value or with where the text
    /// stops being JSON. Whitespace may surround the value; nothing else may follow it.
    pub fn parse(text: &[u8]) -> Result<Json, JsonError> {
        let mut reader = Reader { text, at: 0 };
        let value = reader.value(0)?;
        reader.skip_whitespace();
        if reader.at < text.len() {
            return Err(reader.error("text after the value"));
        }
        Ok(value)
    }

    /// The value as compact JSON text (no spaces, members in order).
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    /// Appends the value as compact JSON text to `out`.
    pub fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(true) => out.push_str("true"),
            Json::Bool(false) => out.push_str("false"),
            Json::Number(Number::Unsigned(n)) => push_display(out, n),
            Json::Number(Number::Negative(n)) => push_display(out, n),
            Json::Number(Number::Other(text)) => out.push_str(text),
            Json::String(text) => write_string(text, out),
            Json::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Object(members) => {
                out.push('{');
                for (i, (name, value)) in members.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    write_string(name, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }

    /// An object of `members`, in order.
    pub fn object<const N: usize>(members: [(&str, Json); N]) -> Json {
        Json::Object(
            members
                .into_iter()
                .map(|(name, value)| (name.to_string(), value))
                .collect(),
        )
    }

    /// What kind of value this is, as an error message names it ("a string").
    pub fn kind(&self) -> &'static str {
        match self {
            Json::Null => "null",
            Json::Bool(_) => "a boolean",
            Json::Number(Number::Other(_)) => "a number that is not an integer",
            Json::Number(Number::Negative(_)) => "a negative integer",
            Json::Number(Number::Unsigned(_)) => "an integer",
            Json::String(_) => "a string",
            Json::Array(_) => "an array",
            Json::Object(_) => "an object",
        }
    }

    /// The member `name` of an object (the last, if it is named twice); `None` for a value
    /// that is not an object.
    pub fn get(&self, name: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().rev().find(|m| m.0 == name).map(|m| &m.1),
            _ => None,
        }
    }

    /// [`Json::get`], to change the member.
    pub fn get_mut(&mut self, name: &str) -> Option<&mut Json> {
        match self {
            Json::Object(members) => members
                .iter_mut()
                .rev()
                .find(|m| m.0 == name)
                .map(|m| &mut m.1),
            _ => None,
        }
    }

    /// Sets member `name` of an object to `value` (every member of that name goes, the new
    /// one comes last); `false`, and nothing done, for a value that is not an object.
    pub fn insert(&mut self, name: &str, value: Json) -> bool {
        match self {
            Json::Object(members) => {
                members.retain(|m| m.0 != name);
                members.push((name.to_string(), value));
                true
            }
            _ => false,
        }
    }

    /// Takes member `name` out of an object (every member of that name), giving the last.
    pub fn remove(&mut self, name: &str) -> Option<Json> {
        match self {
            Json::Object(members) => {
                let mut taken = None;
                members.retain_mut(|m| {
                    if m.0 == name {
                        taken = Some(std::mem::replace(&mut m.1, Json::Null));
                        false
                    } else {
                        true
                    }
                });
                taken
            }
            _ => None,
        }
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(text) => Some(text),
            _ => None,
        }
    }

    /// The number, if this is an integer of 0 or more.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Number(Number::Unsigned(n)) => Some(*n),
            _ => None,
        }
    }

    /// The members of an object, to read a struct from: an error for any other value.
    pub fn fields(&self) -> Result<Fields<'_>, JsonError> {
        match self {
            Json::Object(members) => Ok(Fields(members)),
            other => Err(JsonError::expected("an object", other)),
        }
    }

    /// The elements of an array: an error for any other value.
    pub fn elements(&self) -> Result<&[Json], JsonError> {
        match self {
            Json::Array(items) => Ok(items),
            other => Err(JsonError::expected("an array", other)),
        }
    }

    /// A variant of an enum: its name and its data (`None` for a unit variant, written as its
    /// name alone), from `"name"` or `{"name": data}`.
    pub fn variant(&self) -> Result<(&str, Option<&Json>), JsonError> {
        match self {
            Json::String(name) => Ok((name, None)),
            Json::Object(members) if members.len() == 1 => Ok((&members[0].0, Some(&members[0].1))),
            other => Err(JsonError::expected(
                "a name, or an object of one member",
                other,
            )),
        }
    }

    /// A variant with data, as written: `{"name": data}`.
    pub fn with_variant(name: &str, data: Json) -> Json {
        Json::Object(vec![(name.to_string(), data)])
    }
}

fn push_display(out: &mut String, value: impl fmt::Display) {
    use fmt::Write;
    // Writing to a String cannot fail.
    let _ = write!(out, "{value}");
}

/// A string as JSON: quoted, with `"`, `\` and the control characters escaped (the short
/// escapes where JSON has one), everything else as it is.
fn write_string(text: &str, out: &mut String) {
    out.push('"');
    let mut start = 0;
    for (i, byte) in text.bytes().enumerate() {
        let escape = match byte {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0..=0x1f => "",
            _ => continue,
        };
        out.push_str(&text[start..i]);
        if escape.is_empty() {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.push_str("\\u00");
            out.push(char::from(HEX[usize::from(byte >> 4)]));
            out.push(char::from(HEX[usize::from(byte & 15)]));
        } else {
            out.push_str(escape);
        }
        start = i + 1;
    }
    out.push_str(&text[start..]);
    out.push('"');
}

/// How deep arrays and objects may nest: far beyond any save, and shallow enough that a
/// crafted text cannot exhaust the stack.
const MAX_DEPTH: usize = 128;

/// The reader: a text and a position in it.
struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    /// A syntax error at the current position.
    fn error(&self, what: &'static str) -> JsonError {
        self.error_at(self.at, what)
    }

    /// A syntax error at byte `at`: its line, and its column in characters.
    #[cold]
    #[inline(never)]
    fn error_at(&self, at: usize, what: &'static str) -> JsonError {
        let before = &self.text[..at.min(self.text.len())];
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
        // Characters, not bytes: count the bytes that start one (continuation bytes do not).
        let column = 1 + before[line_start..]
            .iter()
            .filter(|&&b| (b & 0xc0) != 0x80)
            .count();
        JsonError::Syntax { line, column, what }
    }

    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn skip_whitespace(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.skip_whitespace();
        match self.peek() {
            None => Err(self.error("the text ends where a value should be")),
            Some(b'n') => self.literal(b"null", Json::Null),
            Some(b't') => self.literal(b"true", Json::Bool(true)),
            Some(b'f') => self.literal(b"false", Json::Bool(false)),
            Some(b'"') => self.string().map(Json::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b'[') => self.array(depth),
            Some(b'{') => self.object(depth),
            Some(_) => Err(self.error("expected a value")),
        }
    }

    fn literal(&mut self, word: &[u8], value: Json) -> Result<Json, JsonError> {
        if self.text[self.at..].starts_with(word) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("expected a value"))
        }
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Result<Json, JsonError> {
        let start = self.at;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        let integer_start = self.at;
        match self.digits() {
            0 => return Err(self.error("expected a digit")),
            n if n > 1 && self.text[integer_start] == b'0' => {
                return Err(self.error_at(integer_start, "a number starts with 0"))
            }
            _ => {}
        }
        let mut integer = true;
        if self.peek() == Some(b'.') {
            self.at += 1;
            if self.digits() == 0 {
                return Err(self.error("expected a digit after the decimal point"));
            }
            integer = false;
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.error("expected a digit in the exponent"));
            }
            integer = false;
        }
        // The text is ASCII digits and signs: always UTF-8.
        let text = std::str::from_utf8(&self.text[start..self.at]).unwrap_or_default();
        let number = if !integer {
            None
        } else if negative {
            // "-0" is not below 0: it stays as written.
            text.parse()
                .ok()
                .filter(|&n: &i64| n < 0)
                .map(Number::Negative)
        } else {
            text.parse().ok().map(Number::Unsigned)
        };
        Ok(Json::Number(
            number.unwrap_or_else(|| Number::Other(text.to_string())),
        ))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut value = 0;
        for _ in 0..4 {
            let digit = match self.peek() {
                Some(b @ b'0'..=b'9') => b - b'0',
                Some(b @ b'a'..=b'f') => b - b'a' + 10,
                Some(b @ b'A'..=b'F') => b - b'A' + 10,
                _ => return Err(self.error("expected four hexadecimal digits")),
            };
            value = value * 16 + u32::from(digit);
            self.at += 1;
        }
        Ok(value)
    }

    fn string(&mut self) -> Result<String, JsonError> {
        let open = self.at;
        self.at += 1;
        let mut out = String::new();
        loop {
            let run = self.at;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            match std::str::from_utf8(&self.text[run..self.at]) {
                Ok(text) => out.push_str(text),
                Err(e) => {
                    return Err(self.error_at(run + e.valid_up_to(), "a string that is not UTF-8"))
                }
            }
            match self.peek() {
                None => return Err(self.error_at(open, "a string that never ends")),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    self.escape(&mut out)?;
                }
                Some(_) => return Err(self.error("a control character in a string")),
            }
        }
    }

    fn escape(&mut self, out: &mut String) -> Result<(), JsonError> {
        let short = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                let start = self.at - 1;
                self.at += 1;
                let first = self.hex4()?;
                let code = if (0xd800..0xdc00).contains(&first) {
                    if !self.text[self.at..].starts_with(b"\\u") {
                        return Err(self.error_at(start, "half of a surrogate pair"));
                    }
                    self.at += 2;
                    let second = self.hex4()?;
                    if !(0xdc00..0xe000).contains(&second) {
                        return Err(self.error_at(start, "half of a surrogate pair"));
                    }
                    0x10000 + ((first - 0xd800) << 10) + (second - 0xdc00)
                } else {
                    first
                };
                let c = char::from_u32(code)
                    .ok_or_else(|| self.error_at(start, "half of a surrogate pair"))?;
                out.push(c);
                return Ok(());
            }
            _ => return Err(self.error("an unknown escape")),
        };
        self.at += 1;
        out.push(short);
        Ok(())
    }

    fn array(&mut self, depth: usize) -> Result<Json, JsonError> {
        if depth >= MAX_DEPTH {
            return Err(self.error("arrays and objects nested too deeply"));
        }
        self.at += 1;
        let mut items = Vec::new();
        self.skip_whitespace();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Json::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            self.skip_whitespace();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Json::Array(items));
                }
                _ => return Err(self.error("expected ',' or ']'")),
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Json, JsonError> {
        if depth >= MAX_DEPTH {
            return Err(self.error("arrays and objects nested too deeply"));
        }
        self.at += 1;
        let mut members = Vec::new();
        self.skip_whitespace();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Json::Object(members));
        }
        loop {
            self.skip_whitespace();
            if self.peek() != Some(b'"') {
                return Err(self.error("expected a member's name in quotes"));
            }
            let name = self.string()?;
            self.skip_whitespace();
            if self.peek() != Some(b':') {
                return Err(self.error("expected ':'"));
            }
            self.at += 1;
            let value = self.value(depth + 1)?;
            members.push((name, value));
            self.skip_whitespace();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Json::Object(members));
                }
                _ => return Err(self.error("expected ',' or '}'")),
            }
        }
    }
}

/// The members of an object, read as the fields of a struct: see [`Json::fields`].
#[derive(Clone, Copy)]
pub struct Fields<'a>(&'a [(String, Json)]);

impl<'a> Fields<'a> {
    /// Member `name`, if the object has it (the last, if it is named twice).
    #[inline(never)]
    pub fn get(self, name: &str) -> Option<&'a Json> {
        self.0.iter().rev().find(|m| m.0 == name).map(|m| &m.1)
    }

    /// Field `name`, which must be there (an `Option` may be left out: it is `None`).
    #[inline(never)]
    pub fn field<T: FromJson>(self, name: &str) -> Result<T, JsonError> {
        match self.get(name) {
            Some(value) => T::from_json(value).map_err(|e| e.in_member(name)),
            None => T::absent().ok_or_else(|| JsonError::content(format!("no {name}"))),
        }
    }

    /// Field `name`, or `default` when the object does not have it.
    #[inline(never)]
    pub fn or<T: FromJson>(self, name: &str, default: T) -> Result<T, JsonError> {
        match self.get(name) {
            Some(value) => T::from_json(value).map_err(|e| e.in_member(name)),
            None => Ok(default),
        }
    }
}

/// A value as JSON: what a save writes.
pub trait ToJson {
    /// The value as JSON.
    fn to_json(&self) -> Json;
}

/// A value from JSON: what a save reads. Anything at all may come (a damaged file, a hand
/// edit): a value that does not fit is an error naming what was expected, never a panic.
pub trait FromJson: Sized {
    /// The value `json` holds.
    fn from_json(json: &Json) -> Result<Self, JsonError>;

    /// The value of a field that is not there, for a type that may be left out (`None` for an
    /// `Option`); `None` for the others, whose absence is an error unless a default is given.
    fn absent() -> Option<Self> {
        None
    }
}

/// [`ToJson`] and [`FromJson`] for an enum of unit variants, each saved as its name:
/// `json_names!(Theme { System => "system", Light => "light", Dark => "dark" });`.
macro_rules! json_names {
    ($type:ty { $($variant:ident => $name:literal),* $(,)? }) => {
        impl $crate::json::ToJson for $type {
            fn to_json(&self) -> $crate::json::Json {
                let name = match self {
                    $(Self::$variant => $name,)*
                };
                $crate::json::Json::String(name.to_string())
            }
        }

        impl $crate::json::FromJson for $type {
            fn from_json(json: &$crate::json::Json) -> Result<Self, $crate::json::JsonError> {
                match json.as_str() {
                    $(Some($name) => Ok(Self::$variant),)*
                    _ => Err($crate::json::JsonError::one_of(&[$($name),*], json)),
                }
            }
        }
    };
}

pub(crate) use json_names;

impl ToJson for bool {
    fn to_json(&self) -> Json {
        Json::Bool(*self)
    }
}

impl FromJson for bool {
    fn from_json(json: &Json) -> Result<bool, JsonError> {
        match json {
            Json::Bool(value) => Ok(*value),
            other => Err(JsonError::expected("true or false", other)),
        }
    }
}

/// Reads an integer of 0 or more no larger than `max`.
fn unsigned(json: &Json, max: u64) -> Result<u64, JsonError> {
    match json {
        Json::Number(Number::Unsigned(n)) if *n <= max => Ok(*n),
        Json::Number(Number::Unsigned(n)) => {
            Err(JsonError::content(format!("{n} is larger than {max}")))
        }
        other => Err(JsonError::expected("an integer of 0 or more", other)),
    }
}

macro_rules! unsigned_json {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn to_json(&self) -> Json {
                // Every unsigned type here is at most 64 bits wide.
                Json::Number(Number::Unsigned(*self as u64))
            }
        }

        impl FromJson for $t {
            fn from_json(json: &Json) -> Result<$t, JsonError> {
                // The bound keeps the value in range.
                unsigned(json, <$t>::MAX as u64).map(|n| n as $t)
            }
        }
    )*};
}

unsigned_json!(u8, u16, u32, u64, usize);

impl ToJson for str {
    fn to_json(&self) -> Json {
        Json::String(self.to_string())
    }
}

impl ToJson for String {
    fn to_json(&self) -> Json {
        Json::String(self.clone())
    }
}

impl FromJson for String {
    fn from_json(json: &Json) -> Result<String, JsonError> {
        match json {
            Json::String(text) => Ok(text.clone()),
            other => Err(JsonError::expected("a string", other)),
        }
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn to_json(&self) -> Json {
        self.as_ref().map_or(Json::Null, T::to_json)
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(json: &Json) -> Result<Option<T>, JsonError> {
        match json {
            Json::Null => Ok(None),
            value => T::from_json(value).map(Some),
        }
    }

    fn absent() -> Option<Option<T>> {
        Some(None)
    }
}

impl<T: ToJson> ToJson for [T] {
    fn to_json(&self) -> Json {
        Json::Array(self.iter().map(T::to_json).collect())
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn to_json(&self) -> Json {
        self.as_slice().to_json()
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(json: &Json) -> Result<Vec<T>, JsonError> {
        json.elements()?
            .iter()
            .enumerate()
            .map(|(i, item)| T::from_json(item).map_err(|e| e.in_element(i)))
            .collect()
    }
}

impl<A: ToJson, B: ToJson> ToJson for (A, B) {
    fn to_json(&self) -> Json {
        Json::Array(vec![self.0.to_json(), self.1.to_json()])
    }
}

impl<A: FromJson, B: FromJson> FromJson for (A, B) {
    fn from_json(json: &Json) -> Result<(A, B), JsonError> {
        match json.elements()? {
            [a, b] => Ok((
                A::from_json(a).map_err(|e| e.in_element(0))?,
                B::from_json(b).map_err(|e| e.in_element(1))?,
            )),
            items => Err(JsonError::content(format!(
                "expected 2 elements, found {}",
                items.len()
            ))),
        }
    }
}

impl ToJson for Duration {
    fn to_json(&self) -> Json {
        Json::object([
            ("secs", self.as_secs().to_json()),
            ("nanos", self.subsec_nanos().to_json()),
        ])
    }
}

impl FromJson for Duration {
    fn from_json(json: &Json) -> Result<Duration, JsonError> {
        let fields = json.fields()?;
        let secs: u64 = fields.field("secs")?;
        let nanos: u32 = fields.field("nanos")?;
        // Nanoseconds past a second carry into the seconds, as Duration::new does; only a sum
        // beyond u64 seconds is refused (Duration::new would panic on it).
        let carried = secs
            .checked_add(u64::from(nanos / 1_000_000_000))
            .ok_or_else(|| JsonError::content("a duration too long to hold"))?;
        Ok(Duration::new(carried, nanos % 1_000_000_000))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn parse(text: &str) -> Result<Json, JsonError> {
        Json::parse(text.as_bytes())
    }

    fn syntax(text: &str) -> (usize, usize, &'static str) {
        match parse(text) {
            Err(JsonError::Syntax { line, column, what }) => (line, column, what),
            other => panic!("{text:?}: {other:?}"),
        }
    }

    #[test]
    fn values_read_and_write_back_compactly() {
        let text =
            " { \"a\" : [1, -2, 3.5e1, true, false, null], \"b\": {\"c\": \"d\\n\\u00e9\"} } ";
        let value = parse(text).unwrap();
        assert_eq!(
            value.get("a").unwrap(),
            &Json::Array(vec![
                Json::Number(Number::Unsigned(1)),
                Json::Number(Number::Negative(-2)),
                Json::Number(Number::Other("3.5e1".to_string())),
                Json::Bool(true),
                Json::Bool(false),
                Json::Null,
            ])
        );
        assert_eq!(
            value.get("b").and_then(|b| b.get("c")),
            Some(&Json::String("d\né".to_string()))
        );
        assert_eq!(
            value.to_text(),
            r#"{"a":[1,-2,3.5e1,true,false,null],"b":{"c":"d\né"}}"#
        );
    }

    #[test]
    fn errors_say_where_the_text_goes_wrong() {
        assert_eq!(syntax(""), (1, 1, "the text ends where a value should be"));
        assert_eq!(syntax("{\"a\":1,\n  \"b\" 2}"), (2, 7, "expected ':'"));
        assert_eq!(syntax("[1,2"), (1, 5, "expected ',' or ']'"));
        assert_eq!(syntax("[01]"), (1, 2, "a number starts with 0"));
        assert_eq!(
            syntax("[1.]"),
            (1, 4, "expected a digit after the decimal point")
        );
        assert_eq!(
            syntax("\"é\u{1}\""),
            (1, 3, "a control character in a string")
        );
        assert_eq!(syntax("\"abc"), (1, 1, "a string that never ends"));
        assert_eq!(syntax("\"\\ud800\""), (1, 2, "half of a surrogate pair"));
        assert_eq!(syntax("\"\\x\""), (1, 3, "an unknown escape"));
        assert_eq!(syntax("nul"), (1, 1, "expected a value"));
        assert_eq!(syntax("{} x"), (1, 4, "text after the value"));
        assert_eq!(
            syntax("{1:2}"),
            (1, 2, "expected a member's name in quotes")
        );
        let deep = "[".repeat(MAX_DEPTH + 1);
        assert_eq!(
            syntax(&deep),
            (1, MAX_DEPTH + 1, "arrays and objects nested too deeply")
        );
        assert_eq!(
            Json::parse(b"\"\xff\"").unwrap_err().to_string(),
            "line 1, column 2: a string that is not UTF-8"
        );
    }

    #[test]
    fn strings_escape_what_json_requires() {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} é 中 😀 /";
        let written = Json::String(text.to_string()).to_text();
        assert_eq!(
            written,
            r#""quote \" backslash \\ newline \n tab \t bell \u0007 é 中 😀 /""#
        );
        assert_eq!(parse(&written).unwrap(), Json::String(text.to_string()));
        assert_eq!(
            parse(r#""\ud83d\ude00 \/ \b\f\r""#).unwrap(),
            Json::String("😀 / \u{8}\u{c}\r".to_string())
        );
    }

    #[test]
    fn integers_beyond_64_bits_and_fractions_are_kept_as_written() {
        for text in [
            "18446744073709551616",
            "-9223372036854775809",
            "1e3",
            "-0.5",
        ] {
            assert_eq!(
                parse(text).unwrap(),
                Json::Number(Number::Other(text.to_string()))
            );
        }
        assert_eq!(
            parse("18446744073709551615").unwrap().as_u64(),
            Some(u64::MAX)
        );
        assert_eq!(
            u32::from_json(&parse("1.0").unwrap())
                .unwrap_err()
                .to_string(),
            "expected an integer of 0 or more, found a number that is not an integer"
        );
        assert_eq!(
            u8::from_json(&parse("256").unwrap())
                .unwrap_err()
                .to_string(),
            "256 is larger than 255"
        );
    }

    #[test]
    fn content_errors_name_their_path() {
        let json = parse(r#"{"a":[{"b":1},{"b":"x"}]}"#).unwrap();
        let read = |json: &Json| -> Result<Vec<u32>, JsonError> {
            json.fields()?
                .field::<Vec<Json>>("a")
                .map_err(|e| e.in_member("top"))?
                .iter()
                .enumerate()
                .map(|(i, item)| {
                    item.fields()
                        .and_then(|f| f.field::<u32>("b"))
                        .map_err(|e| e.in_element(i).in_member("a"))
                })
                .collect()
        };
        assert_eq!(
            read(&json).unwrap_err().to_string(),
            "a[1].b: expected an integer of 0 or more, found a string"
        );
        let fields = json.fields().unwrap();
        assert_eq!(fields.field::<u32>("c").unwrap_err().to_string(), "no c");
        assert_eq!(fields.field::<Option<u32>>("c"), Ok(None));
        assert_eq!(fields.or("c", 7u32), Ok(7));
    }

    impl FromJson for Json {
        fn from_json(json: &Json) -> Result<Json, JsonError> {
            Ok(json.clone())
        }
    }

    #[test]
    fn a_repeated_member_means_its_last() {
        let mut json = parse(r#"{"a":1,"b":2,"a":3}"#).unwrap();
        assert_eq!(json.get("a").and_then(Json::as_u64), Some(3));
        assert_eq!(json.fields().unwrap().field::<u32>("a"), Ok(3));
        assert!(json.insert("a", Json::Bool(true)));
        assert_eq!(json.to_text(), r#"{"b":2,"a":true}"#);
        assert_eq!(json.remove("a"), Some(Json::Bool(true)));
        assert_eq!(json.remove("a"), None);
        assert!(!Json::Null.clone().insert("a", Json::Null));
    }

    #[test]
    fn durations_carry_their_nanoseconds() {
        let d = Duration::new(61, 5);
        assert_eq!(d.to_json().to_text(), r#"{"secs":61,"nanos":5}"#);
        assert_eq!(Duration::from_json(&d.to_json()), Ok(d));
        let carried = parse(r#"{"secs":1,"nanos":2500000000}"#).unwrap();
        assert_eq!(
            Duration::from_json(&carried),
            Ok(Duration::new(3, 500_000_000))
        );
        let too_long = format!(r#"{{"secs":{},"nanos":1000000000}}"#, u64::MAX);
        assert!(Duration::from_json(&parse(&too_long).unwrap()).is_err());
    }

    /// The same value as serde_json's (whose objects keep the last of a repeated name, too).
    fn to_serde(json: &Json) -> serde_json::Value {
        use serde_json::Value;
        match json {
            Json::Null => Value::Null,
            Json::Bool(b) => Value::Bool(*b),
            Json::Number(Number::Unsigned(n)) => Value::from(*n),
            Json::Number(Number::Negative(n)) => Value::from(*n),
            Json::Number(Number::Other(text)) => serde_json::from_str(text).unwrap(),
            Json::String(text) => Value::String(text.clone()),
            Json::Array(items) => Value::Array(items.iter().map(to_serde).collect()),
            Json::Object(members) => Value::Object(
                members
                    .iter()
                    .map(|(name, value)| (name.clone(), to_serde(value)))
                    .collect(),
            ),
        }
    }

    /// Any JSON value (of limited depth), for the properties.
    fn any_json() -> impl Strategy<Value = Json> {
        let leaf = prop_oneof![
            Just(Json::Null),
            any::<bool>().prop_map(Json::Bool),
            any::<u64>().prop_map(|n| Json::Number(Number::Unsigned(n))),
            (i64::MIN..0).prop_map(|n| Json::Number(Number::Negative(n))),
            any::<String>().prop_map(Json::String),
        ];
        leaf.prop_recursive(4, 64, 8, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..8).prop_map(Json::Array),
                prop::collection::vec((any::<String>(), inner), 0..8).prop_map(Json::Object),
            ]
        })
    }

    proptest! {
        #[test]
        fn what_is_written_reads_back_as_it_was_and_as_serde_json_reads_it(value in any_json()) {
            let text = value.to_text();
            prop_assert_eq!(Json::parse(text.as_bytes()), Ok(value.clone()));
            // serde_json, the reference reader, reads the same value from the text.
            let theirs: serde_json::Value = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(theirs, to_serde(&value));
        }

        #[test]
        fn any_bytes_are_an_answer_never_a_panic(bytes in prop::collection::vec(any::<u8>(), 0..64)) {
            let ours = Json::parse(&bytes);
            let theirs = serde_json::from_slice::<serde_json::Value>(&bytes);
            // The two readers accept the same texts.
            prop_assert_eq!(ours.is_ok(), theirs.is_ok(), "{:?}", String::from_utf8_lossy(&bytes));
        }

        #[test]
        fn json_like_texts_are_judged_as_serde_json_judges_them(
            text in "[\\[\\]{}\",:0-9.eE+\\-a-z\\\\ ]{0,24}"
        ) {
            let ours = Json::parse(text.as_bytes());
            let theirs = serde_json::from_str::<serde_json::Value>(&text);
            prop_assert_eq!(ours.is_ok(), theirs.is_ok(), "{:?}: {:?}", text, ours);
        }
    }
}
