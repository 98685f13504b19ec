//! The game's words in the player's language: every text a screen, a button, a notice or the
//! screen reader says is a catalogue message (`assets/l10n/game/<tag>.ftl`, beside the engine's
//! messages in `assets/l10n/<tag>.ftl`), asked for here by its id and arguments.
//!
//! The language is the frame's (one thread draws and speaks), chosen at start from the system's
//! preference or the player's setting, and changed by the setting at once: a screen is built
//! again when it changes. It and the words kept for drawing are the only state of the front end
//! outside `App`: each is a pure function of the language, the same for any window a process
//! makes (a recreated Android activity's game sets the language again at its start).
//!
//! In tests every message formatted is also formatted in every language, the pseudo-language
//! included, and any missing message or argument fails the test that formatted it.

// Clippy asks the thread-locals here for the `const` initializers they have, on the targets
// without threads (the page), where the macro expands to a plain static.
#![allow(clippy::missing_const_for_thread_local)]

pub mod names;
pub mod numbers;

use std::cell::{Cell, RefCell};

use peerless::l10n::{CellNames, Language, Localizer, Message};

thread_local! {
    static LANGUAGE: Cell<Language> = const { Cell::new(Language::English) };
}

/// Makes `language` the one the game speaks from now on (on this thread: the frame's).
pub fn set_language(language: Language) {
    LANGUAGE.with(|current| current.set(language));
}

/// The language the game speaks.
pub fn language() -> Language {
    LANGUAGE.with(Cell::get)
}

/// The localizer of the language the game speaks.
pub fn localizer() -> &'static Localizer {
    Localizer::for_language(language())
}

/// Message `id`, which takes no arguments.
pub fn text(id: &'static str) -> String {
    format(&Message::new(id))
}

/// A message, its cells named compactly (`r3c7`).
pub fn format(message: &Message) -> String {
    format_with(message, CellNames::Compact)
}

/// A message, its cells named as `names` says (spelled out for a listener).
pub fn format_with(message: &Message, names: CellNames) -> String {
    #[cfg(test)]
    check(message, names);
    localizer().format_with(message, names)
}

/// Message `id` (without arguments) in the language spoken, formatted once per language and
/// kept for the rest of the run (a few kilobytes in every language), so that a frame that
/// draws it (a tool's label) allocates nothing and the text lives as long as any view that
/// holds it.
pub fn kept(id: &'static str) -> &'static str {
    thread_local! {
        static KEPT: RefCell<Vec<(Language, &'static str, &'static str)>> =
            const { RefCell::new(Vec::new()) };
    }
    let language = language();
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        // A few dozen ids a language: a look along the list costs less than a hash map's code.
        if let Some(&(_, _, text)) = kept.iter().find(|&&(l, i, _)| l == language && i == id) {
            return text;
        }
        let made: &'static str = Box::leak(text(id).into_boxed_str());
        kept.push((language, id, made));
        made
    })
}

/// Whether `text` is one catalogue message: in the pseudo-language, one pair of brackets
/// around all of it (its arguments' pairs inside), never pieces glued ("[a] · [b]"). A text
/// with no letter (a time, a count) comes from no catalogue and passes, and so do names that
/// are the same in every language: the game's and each language's own.
#[cfg(test)]
pub fn is_one_message(text: &str) -> bool {
    let a_name = text == "Peerless" || Language::ALL.iter().any(|l| l.native_name() == text);
    if a_name || !text.chars().any(char::is_alphabetic) {
        return true;
    }
    let mut depth = 0usize;
    for (at, c) in text.char_indices() {
        match c {
            '[' => depth += 1,
            ']' => {
                let Some(d) = depth.checked_sub(1) else {
                    return false;
                };
                depth = d;
                if depth == 0 && at + 1 != text.len() {
                    return false;
                }
            }
            _ if depth == 0 => return false,
            _ => {}
        }
    }
    depth == 0
}

/// Formats `message` in every language and fails on any missing message or argument, so that
/// every test that shows a text checks it in all of them.
#[cfg(test)]
fn check(message: &Message, names: CellNames) {
    for language in Language::ALL {
        let mut errors = Vec::new();
        let _ = Localizer::for_language(language).format_checked(message, names, &mut errors);
        assert!(
            errors.is_empty(),
            "{} in {}: {errors:?}",
            message.id,
            language.tag()
        );
    }
}

/// `next` said after `said`, as one sentence of the catalogue's: after a sentence's end
/// (`say-then`) or closing the one before (`say-then-sentence`).
pub fn said_then(said: String, next: &str) -> String {
    let id = if said.ends_with(['!', '.', '?', '。', '！', '？']) {
        "say-then"
    } else {
        "say-then-sentence"
    };
    format(&Message::new(id).text("said", said).text("next", next))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_one_message_when_one_pair_of_brackets_holds_it_all() {
        assert!(is_one_message("[Á [r3c7] ~]"));
        assert!(is_one_message("4:05") && is_one_message("Peerless") && is_one_message("Deutsch"));
        assert!(!is_one_message("[á] · [b]"));
        assert!(!is_one_message("x [b]"));
        assert!(!is_one_message("[a"));
    }
    use peerless::l10n;
    use std::collections::BTreeSet;
    use std::path::Path;

    /// Every `.rs` file under `dir`, read.
    fn sources(dir: &Path, out: &mut String) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }

    /// The game's English words, each asked for by the code: its id is a string in the game's
    /// source (the front end, the game model), where a call formats it. The other way, a
    /// message the code asks for that English lacks, fails the test that formats it
    /// ([`check`]).
    #[test]
    fn every_message_of_the_game_is_asked_for_by_its_code() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut code = String::new();
        sources(&root.join("src/app"), &mut code);
        sources(&root.join("src/game"), &mut code);
        let [_, english] = Language::English.bundled_catalogue().unwrap();
        let messages = l10n::message_ids(&l10n::parse(&english).unwrap());
        let unused: Vec<&str> = messages
            .iter()
            .map(String::as_str)
            .filter(|id| !code.contains(&format!("\"{id}\"")))
            .collect();
        assert!(
            unused.is_empty(),
            "game/en.ftl has messages no code asks for: {unused:?}"
        );
        let ids: BTreeSet<&str> = messages.iter().map(String::as_str).collect();
        assert_eq!(ids.len(), messages.len(), "an id twice");
    }

    #[test]
    fn the_language_is_the_threads_and_english_by_default() {
        assert_eq!(language(), Language::English);
        std::thread::spawn(|| {
            set_language(Language::German);
            assert_eq!(localizer().language(), Language::German);
        })
        .join()
        .unwrap();
        assert_eq!(language(), Language::English);
    }
}
