//! A short explanation of every solving technique, in a player's words: what pattern to look for
//! and why it lets you place or remove a digit.
//!
//! The Learn screen of the game and the puzzle tool show it beside a technique's drawing, for a
//! player who knows the rules and the simpler techniques but not this one. A [`Step`]'s own
//! explanation says what one step proves on one grid; this says what the technique is, once.
//!
//! The texts are the catalogues' `lesson-...` messages (`assets/l10n/`), one per technique, so
//! each language has its own. Each is one to three sentences, short enough to fit under the board
//! on a phone; the English ones are plain ASCII.
//!
//! [`Step`]: crate::logic::Step

use crate::l10n::{Localizer, Message};
use crate::logic::step::Technique;

/// What `technique` is and why it works, in English: one to three sentences a player reads
/// beside its drawing (at most 280 characters, ending with a full stop).
pub fn explanation(technique: Technique) -> String {
    Localizer::english().format(&lesson(technique))
}

/// The lesson of `technique` as a message of the catalogues (`lesson-x-wing`), for any language.
pub fn lesson(technique: Technique) -> Message {
    Message::new(format!("lesson-{}", technique.slug()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn every_technique_has_a_short_plain_text() {
        for &technique in Technique::ALL {
            let text = explanation(technique);
            assert!(!text.trim().is_empty(), "{technique}: empty");
            assert!(
                text.len() <= 280,
                "{technique}: {} characters, at most 280",
                text.len()
            );
            assert!(text.is_ascii(), "{technique}: not plain ASCII");
            assert!(text.ends_with('.'), "{technique}: no full stop at the end");
            assert!(!text.contains("  "), "{technique}: a double space");
            let sentences = text.matches(". ").count() + 1;
            assert!(sentences <= 3, "{technique}: {sentences} sentences");
        }
    }

    #[test]
    fn no_two_techniques_share_a_text() {
        let mut seen = HashMap::new();
        for &technique in Technique::ALL {
            if let Some(other) = seen.insert(explanation(technique), technique) {
                panic!("{other} and {technique} share a text");
            }
        }
    }

    #[test]
    fn uniqueness_techniques_say_they_rely_on_one_solution() {
        use Technique as T;
        for technique in [
            T::BugPlusOne,
            T::UniqueRectangle1,
            T::UniqueRectangle2,
            T::UniqueRectangle3,
            T::UniqueRectangle4,
            T::UniqueRectangle5,
            T::UniqueRectangle6,
            T::HiddenRectangle,
            T::AvoidableRectangle1,
            T::AvoidableRectangle2,
        ] {
            assert!(
                explanation(technique).contains("one solution"),
                "{technique}: does not say it relies on one solution"
            );
        }
    }
}
