//! The pseudo-language: the English catalogue with its letters accented and every text 40 %
//! longer, bracketed, so that a screen shows at once a text that skips the catalogues (it stays
//! plain), a label too tight for longer languages (it overflows) and a font without accents.

use super::fluent::{Element, Resource};

/// Rewrites every text of `resource` (placeables stay as they are).
pub(super) fn transform(resource: &mut Resource) {
    for entry in resource
        .messages
        .iter_mut()
        .chain(resource.terms.iter_mut())
    {
        let first = matches!(entry.value.0.first(), Some(Element::Text(_)));
        entry.value.texts_mut(&mut |text| *text = accented(text));
        // Brackets at the edges of the whole message, so a clipped end shows.
        if first {
            if let Some(Element::Text(text)) = entry.value.0.first_mut() {
                text.insert(0, '[');
            }
        }
        match entry.value.0.last_mut() {
            Some(Element::Text(text)) => text.push(']'),
            _ => entry.value.0.push(Element::Text("]".to_string())),
        }
    }
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

/// A letter with an accent DejaVu Sans draws (Latin-1 and Latin Extended-A).
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
    use super::*;
    use crate::l10n::fluent::parse;

    #[test]
    fn texts_grow_and_keep_their_placeables() {
        let mut resource = parse("m = Hello { $name }, welcome\n").unwrap();
        transform(&mut resource);
        let texts: Vec<String> = resource.messages[0]
            .value
            .0
            .iter()
            .map(|e| match e {
                Element::Text(t) => t.clone(),
                Element::Expression(_) => "{}".to_string(),
            })
            .collect();
        assert_eq!(texts, ["[Héllö ~~", "{}", ", wélçömé ~~~]"]);
    }
}
