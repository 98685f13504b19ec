//! Project Fluent's message format (`.ftl`), the part the game's catalogues use: messages and
//! terms, text over several lines, variables, references to terms and messages, string and
//! number literals, and select expressions on a variable (a plural category, a number or a
//! string). Attributes and functions are refused with an error that says where.
//!
//! Our own reader and formatter, not the `fluent-bundle` crate: that one brings a parser for the
//! whole syntax, a language-tag library and every language's plural rules, some hundred
//! kilobytes of the page's budget, for a format whose used part fits here. The tests hold this
//! one to `fluent-bundle` itself on every catalogue and on generated messages, so the two agree
//! on what a catalogue says.

use std::fmt;

use super::plural::{Operands, PluralRules};

/// A parsed catalogue: its messages and terms, each a pattern, in the order of the file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resource {
    /// Messages by id, in file order.
    pub messages: Vec<Entry>,
    /// Terms (`-name = ...`) by name without the hyphen, in file order.
    pub terms: Vec<Entry>,
}

/// One message or term.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The id (a term's without its `-`).
    pub id: String,
    /// Its value.
    pub value: Pattern,
    /// The line it starts on (1-based), for the catalogue checks' messages.
    pub line: usize,
}

/// A message's value: text and placeables in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pattern(pub Vec<Element>);

/// A piece of a pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    /// Text as written (indentation of continued lines removed).
    Text(String),
    /// A placeable.
    Expression(Expression),
}

/// What a placeable holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expression {
    /// `{ $name }`: an argument the code passes.
    Variable(String),
    /// `{ -name }`: a term of the same catalogue.
    Term(String),
    /// `{ name }`: another message.
    Message(String),
    /// `{ "text" }`: a string literal (for spaces at the edges and braces).
    Literal(String),
    /// `{ 42 }`: a number literal.
    Number(i64),
    /// `{ $name -> [key] ... *[other] ... }`.
    Select {
        /// The variable selected on.
        selector: String,
        /// The variants, in order.
        variants: Vec<Variant>,
        /// The index of the default variant (the one marked `*`).
        default: usize,
    },
}

/// One branch of a select expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// What it matches.
    pub key: Key,
    /// Its text.
    pub value: Pattern,
}

/// A variant's key.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Key {
    /// A name: a plural category (`one`, `few`, ...) or a string the variable may equal.
    Name(String),
    /// A number the variable may equal exactly.
    Number(i64),
}

/// A catalogue that does not parse: what was expected, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong there.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for ParseError {}

/// An argument's value, as the code passes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value<'a> {
    /// Text, shown as it is and matched against a variant's name.
    Text(std::borrow::Cow<'a, str>),
    /// An integer, shown in digits and selecting a plural category.
    Number(i64),
}

impl From<i64> for Value<'_> {
    fn from(n: i64) -> Self {
        Value::Number(n)
    }
}

impl From<usize> for Value<'_> {
    fn from(n: usize) -> Self {
        Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<u32> for Value<'_> {
    fn from(n: u32) -> Self {
        Value::Number(i64::from(n))
    }
}

impl<'a> From<&'a str> for Value<'a> {
    fn from(text: &'a str) -> Self {
        Value::Text(std::borrow::Cow::Borrowed(text))
    }
}

impl From<String> for Value<'_> {
    fn from(text: String) -> Self {
        Value::Text(std::borrow::Cow::Owned(text))
    }
}

/// A problem met while formatting: the text still comes out (the variable's name in braces in
/// its place, as Fluent does), and the checks report these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// A variable the code did not pass.
    MissingArgument(String),
    /// A term the catalogue does not have.
    MissingTerm(String),
    /// A message the catalogue does not have.
    MissingMessage(String),
    /// References that go round in a circle (or deeper than any catalogue needs).
    TooDeep,
}

/// Parses a catalogue.
pub fn parse(source: &str) -> Result<Resource, ParseError> {
    let mut parser = Parser {
        chars: source.chars().collect(),
        at: 0,
    };
    parser.resource()
}

struct Parser {
    chars: Vec<char>,
    at: usize,
}

impl Parser {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn peek_at(&self, offset: usize) -> Option<char> {
        self.chars.get(self.at + offset).copied()
    }

    fn error<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        Err(self.error_at(self.at, message))
    }

    fn error_at(&self, at: usize, message: impl Into<String>) -> ParseError {
        let mut line = 1;
        let mut column = 1;
        for &c in &self.chars[..at.min(self.chars.len())] {
            if c == '\n' {
                line += 1;
                column = 1;
            } else if c != '\r' {
                column += 1;
            }
        }
        ParseError {
            line,
            column,
            message: message.into(),
        }
    }

    fn line_of(&self, at: usize) -> usize {
        1 + self.chars[..at].iter().filter(|&&c| c == '\n').count()
    }

    fn resource(&mut self) -> Result<Resource, ParseError> {
        let mut resource = Resource::default();
        while let Some(c) = self.peek() {
            match c {
                '\n' | '\r' => self.at += 1,
                ' ' | '\t' => {
                    // A line of blanks only is a blank line; anything else indented here
                    // belongs to no message.
                    let start = self.at;
                    self.skip_inline_blank();
                    match self.peek() {
                        None | Some('\n') | Some('\r') => {}
                        Some(_) => {
                            return Err(self.error_at(
                                start,
                                "an indented line outside any message (continued lines follow a message)",
                            ))
                        }
                    }
                }
                '#' => self.skip_line(),
                '-' => {
                    let line = self.line_of(self.at);
                    self.at += 1;
                    let entry = self.entry(line)?;
                    if resource.terms.iter().any(|t| t.id == entry.id) {
                        return Err(
                            self.error_at(self.at, format!("term -{} defined twice", entry.id))
                        );
                    }
                    resource.terms.push(entry);
                }
                c if c.is_ascii_alphabetic() => {
                    let line = self.line_of(self.at);
                    let entry = self.entry(line)?;
                    if resource.messages.iter().any(|m| m.id == entry.id) {
                        return Err(ParseError {
                            line,
                            column: 1,
                            message: format!("message {} defined twice", entry.id),
                        });
                    }
                    resource.messages.push(entry);
                }
                other => return self.error(format!("expected a message id, found '{other}'")),
            }
        }
        Ok(resource)
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.peek() {
            self.at += 1;
            if c == '\n' {
                break;
            }
        }
    }

    fn skip_inline_blank(&mut self) {
        while self.peek() == Some(' ') || self.peek() == Some('\t') {
            self.at += 1;
        }
    }

    /// Blanks including line ends (inside placeables).
    fn skip_blank(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t' | '\n' | '\r')) {
            self.at += 1;
        }
    }

    fn identifier(&mut self) -> Result<String, ParseError> {
        let start = self.at;
        match self.peek() {
            Some(c) if c.is_ascii_alphabetic() => self.at += 1,
            _ => return self.error("expected a name (a letter, then letters, digits, - or _)"),
        }
        while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == '-' || c == '_') {
            self.at += 1;
        }
        Ok(self.chars[start..self.at].iter().collect())
    }

    fn entry(&mut self, line: usize) -> Result<Entry, ParseError> {
        let id = self.identifier()?;
        self.skip_inline_blank();
        if self.peek() != Some('=') {
            return self.error(format!("expected = after {id}"));
        }
        self.at += 1;
        self.skip_inline_blank();
        let value = self.pattern(true)?;
        if value.0.is_empty() {
            return Err(self.error_at(self.at, format!("{id} has no value")));
        }
        // What follows a pattern is a new line: an attribute would start with a dot.
        if let Some(dot) = self.next_line_start('.') {
            return Err(self.error_at(
                dot,
                "attributes (.name = ...) are not used by the game's catalogues",
            ));
        }
        Ok(Entry { id, value, line })
    }

    /// Where the next non-blank line, from the current line's end, starts (after its
    /// indentation), if it starts with `c`.
    fn next_line_start(&self, c: char) -> Option<usize> {
        let mut at = self.at;
        while matches!(self.chars.get(at), Some('\n' | '\r' | ' ' | '\t')) {
            at += 1;
        }
        (self.chars.get(at) == Some(&c)).then_some(at)
    }

    /// A pattern, from after `=` (or a variant's key) to the end of its last line. Text lines
    /// that follow, indented and not starting with `[`, `*`, `.` or `}`, continue it; their
    /// common indentation is removed, as Fluent does.
    fn pattern(&mut self, top: bool) -> Result<Pattern, ParseError> {
        // Pieces: text, an indent at the start of a continued line, or an expression.
        enum Piece {
            Text(String),
            Indent(usize),
            Expression(Expression),
        }
        let mut pieces: Vec<Piece> = Vec::new();
        let mut text = String::new();
        loop {
            match self.peek() {
                None => break,
                Some('{') => {
                    if !text.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut text)));
                    }
                    self.at += 1;
                    pieces.push(Piece::Expression(self.placeable()?));
                }
                Some('}') => return self.error("unbalanced } (write { \"}\" } for the character)"),
                Some('\r') if self.peek_at(1) == Some('\n') => self.at += 1,
                Some('\n') => {
                    // Does a continued line follow (after any blank lines)?
                    let mut at = self.at;
                    let mut blank_lines = 0;
                    let indent;
                    loop {
                        // at is on a '\n'.
                        let mut look = at + 1;
                        let mut spaces = 0;
                        while self.chars.get(look) == Some(&' ') {
                            look += 1;
                            spaces += 1;
                        }
                        match self.chars.get(look) {
                            Some('\n') => {
                                blank_lines += 1;
                                at = look;
                            }
                            Some('\r') if self.chars.get(look + 1) == Some(&'\n') => {
                                blank_lines += 1;
                                at = look + 1;
                            }
                            _ => {
                                indent = (spaces, look);
                                break;
                            }
                        }
                    }
                    let (spaces, look) = indent;
                    let continues = spaces > 0
                        && match self.chars.get(look) {
                            None => false,
                            Some('[' | '*' | '.' | '}') => false,
                            Some(_) => true,
                        };
                    if !continues {
                        break;
                    }
                    if !text.is_empty() || !pieces.is_empty() {
                        text.push('\n');
                    }
                    for _ in 0..blank_lines {
                        text.push('\n');
                    }
                    if !text.is_empty() {
                        pieces.push(Piece::Text(std::mem::take(&mut text)));
                    }
                    pieces.push(Piece::Indent(spaces));
                    self.at = look;
                }
                Some(c) => {
                    text.push(c);
                    self.at += 1;
                }
            }
        }
        if !text.is_empty() {
            pieces.push(Piece::Text(text));
        }
        let common = pieces
            .iter()
            .filter_map(|piece| match piece {
                Piece::Indent(n) => Some(*n),
                _ => None,
            })
            .min()
            .unwrap_or(0);
        let mut elements: Vec<Element> = Vec::new();
        for piece in pieces {
            let add = match piece {
                Piece::Text(text) => Some(text),
                Piece::Indent(n) => Some(" ".repeat(n - common)),
                Piece::Expression(expression) => {
                    elements.push(Element::Expression(expression));
                    None
                }
            };
            if let Some(add) = add {
                if let Some(Element::Text(last)) = elements.last_mut() {
                    last.push_str(&add);
                } else if !add.is_empty() {
                    elements.push(Element::Text(add));
                }
            }
        }
        // The value starts at its first character: a pattern that begins on the next line
        // begins there, not with the line break.
        if let Some(Element::Text(first)) = elements.first_mut() {
            let trimmed = first.trim_start_matches('\n').to_string();
            *first = trimmed;
            if first.is_empty() {
                elements.remove(0);
            }
        }
        // Trailing blanks of the last line are not part of the value.
        if let Some(Element::Text(last)) = elements.last_mut() {
            let trimmed = last.trim_end_matches([' ', '\t', '\n', '\r']).len();
            last.truncate(trimmed);
            if last.is_empty() {
                elements.pop();
            }
        }
        let _ = top;
        Ok(Pattern(elements))
    }

    /// After `{`: an expression, maybe a select, then `}`.
    fn placeable(&mut self) -> Result<Expression, ParseError> {
        self.skip_blank();
        let start = self.at;
        let expression = match self.peek() {
            Some('$') => {
                self.at += 1;
                Expression::Variable(self.identifier()?)
            }
            Some('-') if matches!(self.peek_at(1), Some(c) if c.is_ascii_alphabetic()) => {
                self.at += 1;
                Expression::Term(self.identifier()?)
            }
            Some('-' | '0'..='9') => Expression::Number(self.number()?),
            Some('"') => Expression::Literal(self.string()?),
            Some('{') => {
                return self.error("nested placeables are not used by the game's catalogues")
            }
            Some(c) if c.is_ascii_alphabetic() => {
                let name = self.identifier()?;
                if self.peek() == Some('(') {
                    return Err(self.error_at(
                        start,
                        format!("functions ({name}(...)) are not used by the game's catalogues"),
                    ));
                }
                if self.peek() == Some('.') {
                    return self.error("attributes are not used by the game's catalogues");
                }
                Expression::Message(name)
            }
            _ => return self.error("expected $variable, -term, message, \"text\" or a number"),
        };
        self.skip_blank();
        if self.peek() == Some('-') && self.peek_at(1) == Some('>') {
            let Expression::Variable(selector) = expression else {
                return Err(
                    self.error_at(start, "the game's catalogues select on a $variable only")
                );
            };
            self.at += 2;
            let mut variants = Vec::new();
            let mut default = None;
            loop {
                self.skip_blank();
                match self.peek() {
                    Some('}') => break,
                    Some('*') => {
                        if default.is_some() {
                            return self.error("a select has one default variant (*[...]) only");
                        }
                        default = Some(variants.len());
                        self.at += 1;
                        if self.peek() != Some('[') {
                            return self.error("expected [ after *");
                        }
                    }
                    Some('[') => {}
                    _ => return self.error("expected a variant ([key] text) or }"),
                }
                self.at += 1;
                self.skip_inline_blank();
                let key = match self.peek() {
                    Some('-' | '0'..='9') => Key::Number(self.number()?),
                    _ => Key::Name(self.identifier()?),
                };
                self.skip_inline_blank();
                if self.peek() != Some(']') {
                    return self.error("expected ] after the variant's key");
                }
                self.at += 1;
                self.skip_inline_blank();
                let value = self.pattern(false)?;
                if value.0.is_empty() {
                    return self.error("a variant needs a value (write {\"\"} for none)");
                }
                variants.push(Variant { key, value });
            }
            let Some(default) = default else {
                return self.error("a select needs a default variant, marked *[...]");
            };
            self.at += 1;
            return Ok(Expression::Select {
                selector,
                variants,
                default,
            });
        }
        if self.peek() != Some('}') {
            return self.error("expected } to close the placeable");
        }
        self.at += 1;
        Ok(expression)
    }

    fn number(&mut self) -> Result<i64, ParseError> {
        let start = self.at;
        let negative = self.peek() == Some('-');
        if negative {
            self.at += 1;
        }
        let mut value: i64 = 0;
        let mut digits = 0;
        while let Some(digit) = self.peek().and_then(|c| c.to_digit(10)) {
            value = match value
                .checked_mul(10)
                .and_then(|v| v.checked_add(i64::from(digit)))
            {
                Some(value) => value,
                None => return Err(self.error_at(start, "a number too large")),
            };
            digits += 1;
            self.at += 1;
        }
        if digits == 0 {
            return Err(self.error_at(start, "expected a number"));
        }
        if self.peek() == Some('.') {
            return self.error("the game's catalogues use whole numbers only");
        }
        Ok(if negative { -value } else { value })
    }

    fn string(&mut self) -> Result<String, ParseError> {
        self.at += 1;
        let mut text = String::new();
        loop {
            match self.peek() {
                None | Some('\n') | Some('\r') => return self.error("unterminated string literal"),
                Some('"') => {
                    self.at += 1;
                    return Ok(text);
                }
                Some('\\') => {
                    self.at += 1;
                    match self.peek() {
                        Some('"') => text.push('"'),
                        Some('\\') => text.push('\\'),
                        Some(c @ ('u' | 'U')) => {
                            let len = if c == 'u' { 4 } else { 6 };
                            let hex: String =
                                self.chars.iter().skip(self.at + 1).take(len).collect();
                            let code = u32::from_str_radix(&hex, 16)
                                .ok()
                                .filter(|_| hex.len() == len)
                                .and_then(char::from_u32);
                            let Some(code) = code else {
                                return self.error(format!("bad escape \\{c}{hex}"));
                            };
                            text.push(code);
                            self.at += len;
                        }
                        _ => return self.error("unknown escape (\\\", \\\\, \\uXXXX, \\UXXXXXX)"),
                    }
                    self.at += 1;
                }
                Some(c) => {
                    text.push(c);
                    self.at += 1;
                }
            }
        }
    }
}

/// A catalogue ready to format: its resource and its language's plural rules.
#[derive(Clone, Debug)]
pub struct Bundle {
    resource: Resource,
    plurals: PluralRules,
}

/// How deep references may go (a term in a message in a term...) before formatting gives up.
const MAX_DEPTH: usize = 16;

impl Bundle {
    /// A bundle of `resource`, whose numbers select plural categories by `plurals`.
    pub fn new(resource: Resource, plurals: PluralRules) -> Bundle {
        Bundle { resource, plurals }
    }

    /// The resource.
    pub fn resource(&self) -> &Resource {
        &self.resource
    }

    /// Whether the catalogue has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.message(id).is_some()
    }

    fn message(&self, id: &str) -> Option<&Pattern> {
        find(&self.resource.messages, id)
    }

    /// Message `id` with `args`, or `None` when the catalogue lacks it. Problems inside (an
    /// argument not passed) are pushed to `errors` and the text still comes out.
    pub fn format(
        &self,
        id: &str,
        args: &[(&str, Value<'_>)],
        errors: &mut Vec<FormatError>,
    ) -> Option<String> {
        let pattern = self.message(id)?;
        let mut out = String::new();
        self.write(pattern, args, &mut out, errors, 0);
        Some(out)
    }

    fn write(
        &self,
        pattern: &Pattern,
        args: &[(&str, Value<'_>)],
        out: &mut String,
        errors: &mut Vec<FormatError>,
        depth: usize,
    ) {
        if depth > MAX_DEPTH {
            errors.push(FormatError::TooDeep);
            return;
        }
        for element in &pattern.0 {
            match element {
                Element::Text(text) => out.push_str(text),
                Element::Expression(expression) => {
                    self.expression(expression, args, out, errors, depth)
                }
            }
        }
    }

    fn expression(
        &self,
        expression: &Expression,
        args: &[(&str, Value<'_>)],
        out: &mut String,
        errors: &mut Vec<FormatError>,
        depth: usize,
    ) {
        match expression {
            Expression::Variable(name) => match argument(args, name) {
                Some(Value::Text(text)) => out.push_str(text),
                Some(Value::Number(n)) => {
                    use std::fmt::Write;
                    let _ = write!(out, "{n}");
                }
                None => {
                    errors.push(FormatError::MissingArgument(name.clone()));
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            },
            Expression::Term(name) => match find(&self.resource.terms, name) {
                // A term sees no arguments of the message (Fluent's rule).
                Some(pattern) => self.write(pattern, &[], out, errors, depth + 1),
                None => {
                    errors.push(FormatError::MissingTerm(name.clone()));
                    out.push_str("{-");
                    out.push_str(name);
                    out.push('}');
                }
            },
            Expression::Message(name) => match self.message(name) {
                Some(pattern) => self.write(pattern, args, out, errors, depth + 1),
                None => {
                    errors.push(FormatError::MissingMessage(name.clone()));
                    out.push('{');
                    out.push_str(name);
                    out.push('}');
                }
            },
            Expression::Literal(text) => out.push_str(text),
            Expression::Number(n) => {
                use std::fmt::Write;
                let _ = write!(out, "{n}");
            }
            Expression::Select {
                selector,
                variants,
                default,
            } => {
                let chosen = match argument(args, selector) {
                    Some(value) => self.choose(value, variants).unwrap_or(*default),
                    None => {
                        errors.push(FormatError::MissingArgument(selector.clone()));
                        *default
                    }
                };
                self.write(&variants[chosen].value, args, out, errors, depth + 1);
            }
        }
    }

    /// The variant a value selects: the first, in the file's order, whose key the value
    /// matches, a number matching its own value or its plural category (as Fluent's reference
    /// implementations choose: `[1]` after `[one]` is never reached for 1).
    fn choose(&self, value: &Value<'_>, variants: &[Variant]) -> Option<usize> {
        match value {
            Value::Text(text) => variants
                .iter()
                .position(|v| matches!(&v.key, Key::Name(name) if name == text)),
            Value::Number(n) => {
                let category = self.plurals.category(Operands::integer(*n)).name();
                variants.iter().position(|v| match &v.key {
                    Key::Number(key) => key == n,
                    Key::Name(name) => name == category,
                })
            }
        }
    }
}

fn argument<'v, 'a>(args: &'v [(&str, Value<'a>)], name: &str) -> Option<&'v Value<'a>> {
    args.iter()
        .find(|(arg, _)| *arg == name)
        .map(|(_, value)| value)
}

/// The entry named `id`. A search through the file's order: a catalogue has a few hundred
/// messages, a sentence is formatted when the player asks for it, and the page's wasm carries
/// no sort and no index for it.
fn find<'r>(entries: &'r [Entry], id: &str) -> Option<&'r Pattern> {
    entries
        .iter()
        .find(|entry| entry.id == id)
        .map(|entry| &entry.value)
}

impl Pattern {
    /// The variables this pattern uses, directly (not through messages it references).
    pub fn variables(&self, out: &mut Vec<String>) {
        for element in &self.0 {
            if let Element::Expression(expression) = element {
                expression.variables(out);
            }
        }
    }

    /// The messages and terms this pattern references (terms with their `-`).
    pub fn references(&self, out: &mut Vec<String>) {
        for element in &self.0 {
            if let Element::Expression(expression) = element {
                match expression {
                    Expression::Term(name) => out.push(format!("-{name}")),
                    Expression::Message(name) => out.push(name.clone()),
                    Expression::Select { variants, .. } => {
                        for variant in variants {
                            variant.value.references(out);
                        }
                    }
                    _ => {}
                }
            }
        }
    }

    /// Every text piece, in order, for whoever rewrites the text (the pseudo-language) or
    /// collects its characters (the font subset).
    pub fn texts_mut(&mut self, f: &mut dyn FnMut(&mut String)) {
        for element in &mut self.0 {
            match element {
                Element::Text(text) => f(text),
                Element::Expression(Expression::Literal(text)) => f(text),
                Element::Expression(Expression::Select { variants, .. }) => {
                    for variant in variants {
                        variant.value.texts_mut(f);
                    }
                }
                Element::Expression(_) => {}
            }
        }
    }
}

impl Expression {
    fn variables(&self, out: &mut Vec<String>) {
        match self {
            Expression::Variable(name) => out.push(name.clone()),
            Expression::Select {
                selector, variants, ..
            } => {
                out.push(selector.clone());
                for variant in variants {
                    variant.value.variables(out);
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::l10n::plural::PluralRules;

    fn bundle(source: &str, plurals: PluralRules) -> Bundle {
        Bundle::new(parse(source).unwrap(), plurals)
    }

    fn text(bundle: &Bundle, id: &str, args: &[(&str, Value<'_>)]) -> String {
        let mut errors = Vec::new();
        let out = bundle.format(id, args, &mut errors).unwrap();
        assert!(errors.is_empty(), "{errors:?}");
        out
    }

    #[test]
    fn messages_variables_terms_and_references() {
        let b = bundle(
            "# comment\n-brand = Peerless\nhello = Hello, { $name }!\nabout = { -brand } says { hello }\n",
            PluralRules::English,
        );
        assert_eq!(text(&b, "hello", &[("name", "Ada".into())]), "Hello, Ada!");
        assert_eq!(
            text(&b, "about", &[("name", "Ada".into())]),
            "Peerless says Hello, Ada!"
        );
        assert!(!b.has("brand"));
    }

    #[test]
    fn plural_selection_takes_the_first_matching_variant() {
        let source =
            "cells = { $n ->\n    [0] no cells\n    [one] one cell\n   *[other] { $n } cells\n}\n";
        let b = bundle(source, PluralRules::English);
        assert_eq!(text(&b, "cells", &[("n", 0i64.into())]), "no cells");
        assert_eq!(text(&b, "cells", &[("n", 1i64.into())]), "one cell");
        assert_eq!(text(&b, "cells", &[("n", 7i64.into())]), "7 cells");
        let b = bundle(
            "m = { $n ->\n [one] a\n [1] b\n *[other] c\n}\n",
            PluralRules::English,
        );
        assert_eq!(text(&b, "m", &[("n", 1i64.into())]), "a");
        let russian = "cells = { $n ->\n [one] { $n } клетка\n [few] { $n } клетки\n *[many] { $n } клеток\n}\n";
        let b = bundle(russian, PluralRules::Russian);
        assert_eq!(text(&b, "cells", &[("n", 21i64.into())]), "21 клетка");
        assert_eq!(text(&b, "cells", &[("n", 23i64.into())]), "23 клетки");
        assert_eq!(text(&b, "cells", &[("n", 11i64.into())]), "11 клеток");
    }

    #[test]
    fn strings_select_their_variant() {
        let b = bundle(
            "unit = { $kind ->\n [row] Row\n [column] Column\n *[box] Box\n} { $n }\n",
            PluralRules::English,
        );
        assert_eq!(
            text(&b, "unit", &[("kind", "column".into()), ("n", 3i64.into())]),
            "Column 3"
        );
        assert_eq!(
            text(&b, "unit", &[("kind", "other".into()), ("n", 3i64.into())]),
            "Box 3"
        );
    }

    #[test]
    fn continued_lines_lose_their_common_indentation() {
        let b = bundle(
            "long =\n    First line\n      indented\n\n    after a blank\nnext = x\n",
            PluralRules::English,
        );
        assert_eq!(
            text(&b, "long", &[]),
            "First line\n  indented\n\nafter a blank"
        );
        assert_eq!(text(&b, "next", &[]), "x");
        let b = bundle(
            "inline = Starts here\n  and goes on\n",
            PluralRules::English,
        );
        assert_eq!(text(&b, "inline", &[]), "Starts here\nand goes on");
    }

    #[test]
    fn literals_keep_edge_spaces_and_braces() {
        let b = bundle(
            "sep = {\", \"}\nbraces = {\"{\"}x{\"}\"} \\u{ \"\\u00e9\" }\n",
            PluralRules::English,
        );
        assert_eq!(text(&b, "sep", &[]), ", ");
        assert_eq!(text(&b, "braces", &[]), "{x} \\ué");
    }

    #[test]
    fn missing_pieces_are_reported_and_shown_by_name() {
        let b = bundle(
            "a = { $gone } { -nothing } { nowhere }\n",
            PluralRules::English,
        );
        let mut errors = Vec::new();
        let out = b.format("a", &[], &mut errors).unwrap();
        assert_eq!(out, "{$gone} {-nothing} {nowhere}");
        assert_eq!(errors.len(), 3);
        assert_eq!(b.format("absent", &[], &mut errors), None);
    }

    #[test]
    fn cycles_end() {
        let b = bundle("a = { b }\nb = { a }\n", PluralRules::English);
        let mut errors = Vec::new();
        let _ = b.format("a", &[], &mut errors);
        assert!(errors.contains(&FormatError::TooDeep));
    }

    #[test]
    fn errors_say_where() {
        let cases = [
            ("a = fine\nb = { $x\n", 3, "expected } to close"),
            ("a = x\n  .attr = y\n", 2, "attributes"),
            ("a = { NUMBER($n) }\n", 1, "functions"),
            ("a = { $n ->\n [one] x\n}\n", 3, "default variant"),
            ("a = { $n ->\n [one]\n *[other] x\n}\n", 2, "needs a value"),
            ("a = x\na = y\n", 2, "defined twice"),
            ("a = oops }\n", 1, "unbalanced"),
            ("  stray\n", 1, "indented line"),
            ("a =\n", 1, "has no value"),
            ("? = x\n", 1, "expected a message id"),
        ];
        for (source, line, words) in cases {
            let error = parse(source).expect_err(source);
            assert_eq!(error.line, line, "{source:?}: {error}");
            assert!(error.message.contains(words), "{source:?}: {error}");
        }
    }

    #[test]
    fn no_input_panics() {
        // Every prefix of a rich catalogue either parses or says where it stops.
        let source = "-t = T\nm = { $n ->\n  [one] { -t } \"x\" {\"\\u0041\"}\n *[other] y\n}\n";
        for end in 0..=source.len() {
            if source.is_char_boundary(end) {
                let _ = parse(&source[..end]);
            }
        }
    }
}
