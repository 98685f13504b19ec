//! The player's language: the catalogues (Project Fluent's `.ftl` format, one file per
//! language in `assets/l10n/`), the languages the game speaks, and the [`Localizer`] that turns
//! a [`Message`] (an id and its arguments, as the engine builds it) into a sentence.
//!
//! The engine never builds English prose: a step's explanation, a hint's levels and a
//! technique's name are messages, and every language renders them with its own grammar, list
//! words and plural forms. English is the fallback for a message a catalogue lacks.
//!
//! The formatter is Project Fluent's own (`fluent-bundle`, with CLDR's plural rules from
//! `intl_pluralrules` and language tags from `unic-langid`), on every platform: the engine
//! speaks in messages (an id and typed arguments), and only here do they become text.

mod message;
mod places;
mod pseudo;

use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::resolver::errors::{ReferenceKind, ResolverError};
use fluent_bundle::{FluentArgs, FluentError, FluentResource, FluentValue};
use fluent_syntax::ast;
use unic_langid::LanguageIdentifier;

pub use message::{unit_kind, Arg, Message};

/// A language the game speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Language {
    /// English, the catalogue every other one follows.
    English,
    /// German.
    German,
    /// French.
    French,
    /// Spanish.
    Spanish,
    /// Portuguese as spoken in Brazil.
    PortugueseBrazil,
    /// Italian.
    Italian,
    /// Dutch.
    Dutch,
    /// Polish.
    Polish,
    /// Russian.
    Russian,
    /// Japanese.
    Japanese,
    /// Chinese in simplified characters.
    ChineseSimplified,
    /// Not a language: English with accented letters and 40 % longer, made from the English
    /// catalogue, so that a text the code forgot to translate or a label too tight for longer
    /// languages shows at once (Android's `en-XA`).
    Pseudo,
}

/// `$language`'s catalogue file under `$dir` of the deflated copies build.rs makes (the
/// pseudo-language's is English's), compiled in.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
macro_rules! catalogue_file {
    ($language:expr, $dir:literal) => {
        match $language {
            Language::English | Language::Pseudo => {
                include_bytes!(concat!(env!("OUT_DIR"), "/l10n/", $dir, "en.ftl"))
            }
            Language::German => include_bytes!(concat!(env!("OUT_DIR"), "/l10n/", $dir, "de.ftl")),
            Language::French => include_bytes!(concat!(env!("OUT_DIR"), "/l10n/", $dir, "fr.ftl")),
            Language::Spanish => include_bytes!(concat!(env!("OUT_DIR"), "/l10n/", $dir, "es.ftl")),
            Language::PortugueseBrazil => {
                include_bytes!(concat!(env!("OUT_DIR"), "/l10n/", $dir, "pt-BR.ftl"))
            }
            Language::Italian => include_bytes!(concat!(env!("OUT_DIR"), "/l10n/", $dir, "it.ftl")),
            Language::Dutch => include_bytes!(concat!(env!("OUT_DIR"), "/l10n/", $dir, "nl.ftl")),
            Language::Polish => include_bytes!(concat!(env!("OUT_DIR"), "/l10n/", $dir, "pl.ftl")),
            Language::Russian => include_bytes!(concat!(env!("OUT_DIR"), "/l10n/", $dir, "ru.ftl")),
            Language::Japanese => {
                include_bytes!(concat!(env!("OUT_DIR"), "/l10n/", $dir, "ja.ftl"))
            }
            Language::ChineseSimplified => {
                include_bytes!(concat!(env!("OUT_DIR"), "/l10n/", $dir, "zh-Hans.ftl"))
            }
        }
    };
}

/// A deflated catalogue file's text. The files are the build's own (build.rs deflates them),
/// so one that does not inflate is a broken build: it reads as empty, and the language
/// falls back on English.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn inflate(packed: &[u8]) -> String {
    miniz_oxide::inflate::decompress_to_vec(packed)
        .ok()
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .unwrap_or_default()
}

impl Language {
    /// The shipped languages and the pseudo-language, for tests that must cover every text.
    pub const ALL: [Language; 12] = [
        Language::English,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::PortugueseBrazil,
        Language::Italian,
        Language::Dutch,
        Language::Polish,
        Language::Russian,
        Language::Japanese,
        Language::ChineseSimplified,
        Language::Pseudo,
    ];

    /// The languages a player can choose, English first: [`Language::ALL`] without the
    /// pseudo-language, its last.
    pub const SHIPPED: [Language; 11] = {
        let mut shipped = [Language::English; 11];
        let mut i = 0;
        while i < 11 {
            shipped[i] = Language::ALL[i];
            i += 1;
        }
        shipped
    };

    /// The BCP 47 tag: the catalogue's file name, the save's setting, `--lang`.
    pub const fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::PortugueseBrazil => "pt-BR",
            Language::Italian => "it",
            Language::Dutch => "nl",
            Language::Polish => "pl",
            Language::Russian => "ru",
            Language::Japanese => "ja",
            Language::ChineseSimplified => "zh-Hans",
            Language::Pseudo => "en-XA",
        }
    }

    /// The language's name in itself, as the language setting lists it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::French => "Français",
            Language::Spanish => "Español",
            Language::PortugueseBrazil => "Português (Brasil)",
            Language::Italian => "Italiano",
            Language::Dutch => "Nederlands",
            Language::Polish => "Polski",
            Language::Russian => "Русский",
            Language::Japanese => "日本語",
            Language::ChineseSimplified => "简体中文",
            Language::Pseudo => "[Ƥšéûðö]",
        }
    }

    /// The first day of the week in the language's main region, as CLDR gives it (0 for
    /// Monday, 6 for Sunday): Sunday for English (the United States), Brazilian Portuguese and
    /// Japanese; Monday for the others (Simplified Chinese's China included).
    pub const fn first_weekday(self) -> u32 {
        match self {
            Language::English
            | Language::Pseudo
            | Language::PortugueseBrazil
            | Language::Japanese => 6,
            _ => 0,
        }
    }

    /// The decimal separator, as CLDR gives it: a point in English, Japanese and Chinese, a
    /// comma in the others.
    pub const fn decimal_separator(self) -> char {
        match self {
            Language::English
            | Language::Pseudo
            | Language::Japanese
            | Language::ChineseSimplified => '.',
            _ => ',',
        }
    }

    /// The language's tag as Fluent takes it, which chooses the plural rules (CLDR's, through
    /// `intl_pluralrules`: the pseudo-language's are English's, Brazilian Portuguese's
    /// Portuguese's).
    pub fn identifier(self) -> LanguageIdentifier {
        // Every tag above is a well-formed BCP 47 tag (a test parses each).
        self.tag().parse().unwrap_or_default()
    }

    /// The language of a locale as systems name them: a BCP 47 tag (`de-AT`, `zh-Hans-CN`, as
    /// browsers and phones give them) or a POSIX locale (`de_DE.UTF-8`, `pt_BR@euro`, as `LANG`
    /// does). A language the game does not speak is `None`; every Chinese is simplified
    /// Chinese and every Portuguese Brazilian Portuguese, the nearest the game has.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let base = locale.split(['.', '@']).next().unwrap_or("");
        let mut parts = base.split(['-', '_']).map(|part| part.to_ascii_lowercase());
        let language = parts.next()?;
        let region = parts.next();
        Some(match language.as_str() {
            "en" if region.as_deref() == Some("xa") => Language::Pseudo,
            "en" => Language::English,
            "de" => Language::German,
            "fr" => Language::French,
            "es" => Language::Spanish,
            "pt" => Language::PortugueseBrazil,
            "it" => Language::Italian,
            "nl" => Language::Dutch,
            "pl" => Language::Polish,
            "ru" => Language::Russian,
            "ja" => Language::Japanese,
            "zh" => Language::ChineseSimplified,
            _ => return None,
        })
    }

    /// The first language of a system's preference list the game speaks (English when none):
    /// `LANGUAGE`'s `de:en`, `navigator.languages`, Android's and iOS's preferred languages.
    pub fn preferred<'a>(locales: impl IntoIterator<Item = &'a str>) -> Language {
        locales
            .into_iter()
            .find_map(Language::from_locale)
            .unwrap_or(Language::English)
    }

    /// The catalogue compiled into the program, in its two files: the engine's messages
    /// (`assets/l10n/<tag>.ftl`) and the game's words (`assets/l10n/game/<tag>.ftl`). Every
    /// language's, except in the browser's page, where the catalogues are files the page
    /// fetches (and its service worker keeps), so that the page's wasm carries no language's
    /// text; the page hands them over with [`Localizer::install`].
    ///
    /// The program carries them deflated (build.rs): this inflates them, which the
    /// localizer does once per language.
    pub fn bundled_catalogue(self) -> Option<[String; 2]> {
        #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
        {
            None
        }
        #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
        Some([
            inflate(catalogue_file!(self, "")),
            inflate(catalogue_file!(self, "game/")),
        ])
    }

    /// Whether the program carries the language's catalogue.
    pub const fn is_bundled(self) -> bool {
        cfg!(not(all(target_arch = "wasm32", target_os = "unknown")))
    }

    /// The index of the language in [`Language::ALL`].
    const fn index(self) -> usize {
        self as usize
    }
}

impl std::fmt::Display for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.tag())
    }
}

impl std::str::FromStr for Language {
    type Err = String;

    /// A tag as [`Language::tag`] writes it, or any locale [`Language::from_locale`] reads.
    fn from_str(text: &str) -> Result<Language, String> {
        Language::from_locale(text).ok_or_else(|| {
            let tags: Vec<&str> = Language::SHIPPED.iter().map(|l| l.tag()).collect();
            format!("no language {text:?} (the game speaks {})", tags.join(", "))
        })
    }
}

/// How a cell is named in a sentence.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CellNames {
    /// The compact name players and forums use: `r3c7`.
    #[default]
    Compact,
    /// Spelled out for a listener or a newcomer: "row 3, column 7".
    Spelled,
}

/// An argument's value, as the code passes it to [`Localizer::text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value<'a> {
    /// Text, shown as it is and matched against a variant's name.
    Text(Cow<'a, str>),
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
        Value::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Value<'_> {
    fn from(text: String) -> Self {
        Value::Text(Cow::Owned(text))
    }
}

/// A problem met while formatting: the text still comes out (Fluent puts the reference in
/// braces in its place), and the checks report these.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// A variable the code did not pass.
    MissingArgument(String),
    /// A term the catalogue does not have.
    MissingTerm(String),
    /// A message the catalogue does not have.
    MissingMessage(String),
    /// Anything else Fluent reports (references in a circle, a select without a default).
    Fluent(String),
}

impl From<FluentError> for FormatError {
    fn from(error: FluentError) -> FormatError {
        match error {
            FluentError::ResolverError(ResolverError::Reference(reference)) => match reference {
                ReferenceKind::Variable { id } => FormatError::MissingArgument(id),
                ReferenceKind::Term { id, .. } => FormatError::MissingTerm(id),
                ReferenceKind::Message { id, .. } => FormatError::MissingMessage(id),
                other => FormatError::Fluent(format!("{other:?}")),
            },
            other => FormatError::Fluent(other.to_string()),
        }
    }
}

/// A catalogue file that Fluent's parser refuses: what, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong there, as Fluent's parser says it.
    pub message: String,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for ParseError {}

/// A catalogue file read by Fluent's parser, or the first error in it with its line and column.
/// A catalogue with an error is refused whole: a shipped one is tested to have none.
pub fn parse(source: &str) -> Result<FluentResource, ParseError> {
    FluentResource::try_new(source.to_string()).map_err(|(_, errors)| {
        let first = errors.into_iter().next();
        let at = first.as_ref().map_or(0, |e| e.pos.start).min(source.len());
        let before = source.get(..at).unwrap_or(source);
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        ParseError {
            line,
            column,
            message: first.map_or_else(|| "not Fluent".to_string(), |e| e.kind.to_string()),
        }
    })
}

/// The ids of the messages of a catalogue file, in order (terms, whose ids start with `-`, and
/// comments left out).
pub fn message_ids(resource: &FluentResource) -> Vec<String> {
    resource
        .entries()
        .filter_map(|entry| match entry {
            ast::Entry::Message(message) => Some(message.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// Each language's localizer, made at its first use.
static MADE: [OnceLock<Localizer>; 12] = [const { OnceLock::new() }; 12];

/// A language's catalogue, ready to format messages, with English behind it for whatever it
/// lacks: a Fluent bundle of the catalogue's files.
pub struct Localizer {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    /// The ids of the catalogue's messages, in the files' order.
    ids: Vec<String>,
    /// The grammatical cases the catalogue names places in besides the plain form (its `cell`
    /// message's `cases` attribute: Russian's `loc gen`), each given to a sentence as
    /// `name-case`.
    cases: Vec<String>,
    fallback: Option<&'static Localizer>,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("language", &self.language)
            .field("messages", &self.ids.len())
            .finish()
    }
}

/// A catalogue that cannot be used, and which.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogueError {
    /// The language whose catalogue it is.
    pub language: Language,
    /// What is wrong, and where.
    pub error: ParseError,
}

impl std::fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the {} catalogue ({}.ftl), {}",
            self.language.native_name(),
            self.language.tag(),
            self.error
        )
    }
}

impl std::error::Error for CatalogueError {}

impl Localizer {
    /// The localizer of a language from a catalogue's text (a bundled one, or one the page
    /// fetched). The pseudo-language is made from `source` as if it were English.
    pub fn from_source(language: Language, source: &str) -> Result<Localizer, CatalogueError> {
        Localizer::from_sources(language, &[source])
    }

    /// The localizer of a language from the files of its catalogue, read as one. A message of a
    /// later file does not replace one of an earlier file (the catalogue tests hold every id to
    /// one file).
    pub fn from_sources(language: Language, sources: &[&str]) -> Result<Localizer, CatalogueError> {
        let mut localizer = Localizer::empty(language);
        for source in sources {
            let resource = parse(source).map_err(|error| CatalogueError { language, error })?;
            localizer.ids.extend(message_ids(&resource));
            // An id twice is the only error adding reports; the first stays.
            let _ = localizer.bundle.add_resource(resource);
        }
        localizer.cases = localizer
            .attribute("cell", "cases")
            .map(|cases| cases.split_whitespace().map(str::to_string).collect())
            .unwrap_or_default();
        Ok(localizer)
    }

    /// The English localizer, made once.
    pub fn english() -> &'static Localizer {
        Localizer::for_language(Language::English)
    }

    /// The localizer of a language from its bundled catalogue (or the one handed to
    /// [`Localizer::install`]), made once. A bundled catalogue is tested to parse; a language
    /// whose catalogue is missing or broken speaks English, and English without its catalogue
    /// shows each message's id (a page whose catalogue did not load).
    pub fn for_language(language: Language) -> &'static Localizer {
        MADE[language.index()].get_or_init(|| {
            let made = language.bundled_catalogue().and_then(|[engine, game]| {
                Localizer::from_sources(language, &[&engine, &game]).ok()
            });
            made.unwrap_or_else(|| Localizer::empty(language))
        })
    }

    /// Makes `language`'s localizer from `source`, a catalogue the program does not carry (the
    /// page's, fetched beside its wasm). English first: the others fall back on it. Returns
    /// whether it was installed: a language already in use keeps its catalogue.
    pub fn install(language: Language, source: &str) -> Result<bool, CatalogueError> {
        let localizer = Localizer::from_source(language, source)?;
        Ok(MADE[language.index()].set(localizer).is_ok())
    }

    /// Whether `language` can be formatted in now: its catalogue is compiled in, or was
    /// installed (a page's language whose catalogue has not arrived yet is not: the game
    /// speaks English meanwhile, rather than making an empty localizer it could not replace).
    pub fn available(language: Language) -> bool {
        language.is_bundled() || MADE[language.index()].get().is_some()
    }

    /// A localizer with no messages yet: Fluent's bundle for the language, its placeables not
    /// wrapped in Unicode isolation marks (the game's languages all run left to right, and the
    /// marks would be drawn as boxes), the pseudo-language's texts transformed as Fluent
    /// formats them.
    fn empty(language: Language) -> Localizer {
        let mut bundle = FluentBundle::new_concurrent(vec![language.identifier()]);
        bundle.set_use_isolating(false);
        if language == Language::Pseudo {
            bundle.set_transform(Some(pseudo::transform));
        }
        Localizer {
            language,
            bundle,
            ids: Vec::new(),
            cases: Vec::new(),
            fallback: (language != Language::English).then(Localizer::english),
        }
    }

    /// The language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// The ids of the catalogue's messages, for the checks.
    pub fn ids(&self) -> &[String] {
        &self.ids
    }

    /// The grammatical cases this catalogue gives places in (`loc`, `gen`), besides the plain
    /// form: a cell, a unit or a list of them also comes as `name-loc` and so on.
    pub fn cases(&self) -> &[String] {
        &self.cases
    }

    /// Message `id` with plain arguments; English if this catalogue lacks it, and the id itself
    /// if English does too (a bug the catalogue tests catch).
    pub fn text(&self, id: &str, args: &[(&str, Value<'_>)]) -> String {
        let mut errors = Vec::new();
        self.text_checked(id, args, &mut errors)
    }

    /// Message `id` formatted by Fluent, the problems met added to `errors`.
    pub fn text_checked(
        &self,
        id: &str,
        args: &[(&str, Value<'_>)],
        errors: &mut Vec<FormatError>,
    ) -> String {
        if let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) {
            let mut fluent_args = FluentArgs::with_capacity(args.len());
            for (name, value) in args {
                let value = match value {
                    Value::Number(n) => FluentValue::from(*n),
                    Value::Text(text) => FluentValue::from(text.as_ref()),
                };
                fluent_args.set(*name, value);
            }
            let mut fluent_errors = Vec::new();
            let text = self
                .bundle
                .format_pattern(pattern, Some(&fluent_args), &mut fluent_errors);
            errors.extend(fluent_errors.into_iter().map(FormatError::from));
            return if self.language == Language::Pseudo {
                pseudo::bracketed(&text)
            } else {
                text.into_owned()
            };
        }
        match self.fallback {
            Some(english) => english.text_checked(id, args, errors),
            None => {
                errors.push(FormatError::MissingMessage(id.to_string()));
                id.to_string()
            }
        }
    }
    /// A message, its cells named compactly (`r3c7`).
    pub fn format(&self, message: &Message) -> String {
        self.format_with(message, CellNames::Compact)
    }

    /// A message, its cells named as `names` says.
    pub fn format_with(&self, message: &Message, names: CellNames) -> String {
        let mut errors = Vec::new();
        self.format_checked(message, names, &mut errors)
    }

    /// A message and the problems met formatting it (arguments the text uses but the message
    /// lacks, messages missing from every catalogue), for the catalogue tests.
    pub fn format_checked(
        &self,
        message: &Message,
        names: CellNames,
        errors: &mut Vec<FormatError>,
    ) -> String {
        let mut values: Vec<(String, Value<'static>)> = Vec::with_capacity(message.args.len());
        for (name, arg) in &message.args {
            self.arg_values(name, arg, names, &mut values, errors);
        }
        let args: Vec<(&str, Value<'_>)> = values
            .iter()
            .map(|(name, value)| (name.as_str(), value.clone()))
            .collect();
        self.text_checked(&message.id, &args, errors)
    }

    fn arg_values(
        &self,
        name: &str,
        arg: &Arg,
        names: CellNames,
        out: &mut Vec<(String, Value<'static>)>,
        errors: &mut Vec<FormatError>,
    ) {
        let count = |n: usize| Value::Number(i64::try_from(n).unwrap_or(i64::MAX));
        // A place in its plain form and in each case the catalogue declares.
        let place = |out: &mut Vec<(String, Value<'static>)>,
                     errors: &mut Vec<FormatError>,
                     say: &dyn Fn(&str, &mut Vec<FormatError>) -> String| {
            out.push((name.to_string(), say(PLAIN, errors).into()));
            for case in &self.cases {
                out.push((format!("{name}-{case}"), say(case, errors).into()));
            }
        };
        match arg {
            Arg::Number(n) => out.push((name.to_string(), Value::Number(*n))),
            Arg::Notation(text) => out.push((name.to_string(), text.clone().into())),
            Arg::Digit(digit) => {
                out.push((name.to_string(), Value::Number(i64::from(digit.get()))))
            }
            Arg::Digits(digits) | Arg::DigitsOr(digits) | Arg::DigitsNor(digits) => {
                let items: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
                let list = match arg {
                    Arg::DigitsOr(_) => "list-or",
                    Arg::DigitsNor(_) => "list-nor",
                    _ => "list-and",
                };
                let text = self.list(&items, list, errors);
                out.push((name.to_string(), text.into()));
                out.push((format!("{name}-count"), count(digits.len())));
            }
            Arg::Cell(cell) => place(out, errors, &|case, errors| {
                self.cell_in(*cell, names, case, errors)
            }),
            Arg::Cells(cells) => {
                place(out, errors, &|case, errors| {
                    self.cells(*cells, names, case, errors)
                });
                out.push((format!("{name}-count"), count(cells.len())));
            }
            Arg::Unit(unit) => {
                place(out, errors, &|case, errors| {
                    self.unit_in(*unit, case, errors)
                });
                out.push((format!("{name}-kind"), unit_kind(*unit).into()));
                out.push((
                    format!("{name}-number"),
                    Value::Number(unit.number() as i64 + 1),
                ));
            }
            Arg::Units(units) => {
                place(out, errors, &|case, errors| self.units(units, case, errors));
                out.push((format!("{name}-count"), count(units.len())));
                let kind = match units.split_first() {
                    Some((first, rest)) if rest.iter().all(|u| u.kind() == first.kind()) => {
                        unit_kind(*first)
                    }
                    _ => "mixed",
                };
                out.push((format!("{name}-kind"), kind.into()));
            }
            Arg::Message(inner) => {
                let text = self.format_checked(inner, names, errors);
                out.push((name.to_string(), text.into()));
                out.push((format!("{name}-form"), self.form(&inner.id).into()));
            }
            Arg::And(list) | Arg::Clauses(list) | Arg::Sequence(list) => {
                let items: Vec<String> = list
                    .iter()
                    .map(|inner| self.format_checked(inner, names, errors))
                    .collect();
                let text = match arg {
                    Arg::And(_) => self.list(&items, "list-and", errors),
                    Arg::Clauses(_) => {
                        self.list_with(&items, "list-clauses-separator", "list-clauses", errors)
                    }
                    _ => items.join(&self.separator("list-separator", errors)),
                };
                out.push((name.to_string(), text.into()));
                if !matches!(arg, Arg::Sequence(_)) {
                    out.push((format!("{name}-count"), count(list.len())));
                }
            }
        }
    }

    /// The text of attribute `attribute` of message `id` in this catalogue (or English's, for
    /// a message this language lacks), its literal text only.
    fn attribute(&self, id: &str, attribute: &str) -> Option<String> {
        let Some(message) = self.bundle.get_message(id) else {
            return self
                .fallback
                .and_then(|english| english.attribute(id, attribute));
        };
        let text = message.get_attribute(attribute).map(|attribute| {
            attribute
                .value()
                .elements
                .iter()
                .map(|element| match element {
                    ast::PatternElement::TextElement { value } => *value,
                    ast::PatternElement::Placeable { .. } => "",
                })
                .collect::<String>()
        });
        text.filter(|text| !text.is_empty())
    }

    /// The `form` attribute of message `id` (its text as the catalogue writes it, never the
    /// pseudo-language's accents): what a sentence that holds the message selects its article
    /// or elision on. `other` where the message has none; the catalogue the message itself
    /// comes from decides (English's, for a message this language lacks).
    pub fn form(&self, id: &str) -> String {
        self.attribute(id, "form")
            .unwrap_or_else(|| "other".to_string())
    }
}

/// The `case` a place's name is asked for in when a sentence takes it as it is: each
/// catalogue's default variant.
pub const PLAIN: &str = "plain";

#[cfg(test)]
mod tests;
