//! The pseudo-language: the English catalogue with its letters accented and every text 40 %
//! longer, bracketed, so that a screen shows at once a text that skips the catalogues (it stays
//! plain), a label too tight for longer languages (it overflows) and a font without accents.

use std::borrow::Cow;

/// Fluent's transform hook (`FluentBundle::set_transform`): each text of a message (its
/// placeables stay as they are) accented and longer.
pub(super) fn transform(text: &str) -> Cow<'_, str> {
    Cow::Owned(accented(text))
}

/// A whole message, formatted, in one pair of brackets: a clipped end shows, and a text
/// glued together from several messages shows as several pairs ("[a] · [b]"), where a text
/// made as one sentence is one pair around everything, its arguments' pairs inside.
pub(super) fn bracketed(text: &str) -> String {
    format!("[{text}]")
}

/// `text` accented, with one `~` for every 2.5 of its letters added at its end (40 % longer),
/// after a space, as Android's pseudo-locale adds words: a translation grows by words, and a
/// line may break between them.
fn accented(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut letters = 0usize;
    for c in text.chars() {
        if c.is_ascii_alphabetic() {
            letters += 1;
        }
        out.push(accent(c));
    }
    let padding = (letters * 2).div_ceil(5);
    if padding > 0 && !out.ends_with(' ') {
        out.push(' ');
    }
    for _ in 0..padding {
        out.push('~');
    }
    out
}

/// A letter with an accent Inter draws (Latin-1 and Latin Extended-A).
fn accent(c: char) -> char {
    match c {
        'a' => 'á',
        'c' => 'ç',
        'e' => 'é',
        'i' => 'î',
        'n' => 'ñ',
        'o' => 'ö',
        'u' => 'û',
        'y' => 'ý',
        's' => 'š',
        'z' => 'ž',
        'A' => 'Å',
        'C' => 'Ç',
        'E' => 'É',
        'I' => 'Î',
        'N' => 'Ñ',
        'O' => 'Ö',
        'U' => 'Ü',
        'S' => 'Š',
        'Z' => 'Ž',
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use crate::l10n::{Language, Localizer, Value};

    #[test]
    fn texts_grow_and_keep_their_placeables() {
        let pseudo =
            Localizer::from_source(Language::Pseudo, "m = Hello { $name }, welcome\n").unwrap();
        assert_eq!(
            pseudo.text("m", &[("name", Value::from("r3c7"))]),
            "[Héllö ~~r3c7, wélçömé ~~~]"
        );
        // A message that starts with an argument is one pair around it too.
        let pseudo = Localizer::from_source(Language::Pseudo, "m = { $month } daily\n").unwrap();
        assert_eq!(
            pseudo.text("m", &[("month", Value::from("[Máý]"))]),
            "[[Máý] dáîlý ~~]"
        );
    }
}
