//! Parsing the names that types print with `name()`: one rule and one error for all of them.
//!
//! Levels, techniques, symmetries and themes each have a `name()` that players and tools read,
//! and each reads that name back through `FromStr` with the same rule: any ASCII case, and
//! nothing else (no trimming, no abbreviations), so what one run prints another accepts, and a
//! typo is answered with the list of what would have been understood.

use std::fmt;

/// A text that is none of the names of the type it was parsed as: what kind of thing was
/// expected, the text itself, and the names that would have been accepted.
///
/// One error for every `name()`/`FromStr` pair, so a front end reports them all alike:
/// `unknown level 'impossible' (Easy, Medium, Hard, Expert or Extreme)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseNameError {
    kind: &'static str,
    given: String,
    valid: &'static [&'static str],
}

impl ParseNameError {
    /// The text that named nothing, as it was given (for a caller composing its own message).
    pub fn given(&self) -> &str {
        &self.given
    }

    /// Every name that would have been accepted (in any case), in the type's own order: for a
    /// caller offering the choices, as a menu or a completion list.
    pub fn valid_names(&self) -> &'static [&'static str] {
        self.valid
    }
}

impl fmt::Display for ParseNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {} '{}' (", self.kind, self.given)?;
        for (i, name) in self.valid.iter().enumerate() {
            match i {
                0 => {}
                i if i + 1 == self.valid.len() => f.write_str(" or ")?,
                _ => f.write_str(", ")?,
            }
            f.write_str(name)?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for ParseNameError {}

/// The value among `values` whose name (`names[i]` for `values[i]`) is `text` in any ASCII case;
/// otherwise the error naming `kind` ("level") and listing `names`.
pub(crate) fn parse_name<T: Copy>(
    text: &str,
    kind: &'static str,
    values: &[T],
    names: &'static [&'static str],
) -> Result<T, ParseNameError> {
    debug_assert_eq!(values.len(), names.len());
    values
        .iter()
        .zip(names)
        .find(|(_, name)| name.eq_ignore_ascii_case(text))
        .map(|(&value, _)| value)
        .ok_or_else(|| ParseNameError {
            kind,
            given: text.to_string(),
            valid: names,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAMES: [&str; 3] = ["Alpha", "beta", "Gamma Ray"];

    #[test]
    fn names_match_in_any_case_and_nothing_else() {
        let parse = |text| parse_name(text, "letter", &[1, 2, 3], &NAMES);
        assert_eq!(parse("alpha"), Ok(1));
        assert_eq!(parse("BETA"), Ok(2));
        assert_eq!(parse("gamma ray"), Ok(3));
        for bad in ["", "alph", " alpha", "alpha ", "gamma-ray", "delta"] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
        let error = parse("delta").unwrap_err();
        assert_eq!(error.given(), "delta");
        assert_eq!(error.valid_names(), NAMES);
        assert_eq!(
            error.to_string(),
            "unknown letter 'delta' (Alpha, beta or Gamma Ray)"
        );
    }

    #[test]
    fn short_lists_read_as_sentences() {
        let one = parse_name("x", "thing", &[1], &["one"]).unwrap_err();
        assert_eq!(one.to_string(), "unknown thing 'x' (one)");
        let two = parse_name("x", "thing", &[1, 2], &["one", "two"]).unwrap_err();
        assert_eq!(two.to_string(), "unknown thing 'x' (one or two)");
    }
}
