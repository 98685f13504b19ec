//! CLDR's cardinal plural rules for the game's languages: which form of a word a number takes
//! ("1 mistake", "2 mistakes"; Russian's "1 ошибка", "3 ошибки", "5 ошибок").
//!
//! The rules are CLDR's (`plurals.xml`, the `cardinal` type), written out for the languages the
//! game ships; the operands are CLDR's too (`n`, `i`, `v`), so a number with a fraction takes
//! the form CLDR gives it.

/// A plural category, as Fluent's variant keys name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// `zero`
    Zero,
    /// `one`
    One,
    /// `two`
    Two,
    /// `few`
    Few,
    /// `many`
    Many,
    /// `other`
    Other,
}

impl Category {
    /// The key a catalogue writes (`[one]`).
    pub const fn name(self) -> &'static str {
        match self {
            Category::Zero => "zero",
            Category::One => "one",
            Category::Two => "two",
            Category::Few => "few",
            Category::Many => "many",
            Category::Other => "other",
        }
    }
}

/// CLDR's operands of a number: its integer part `i` and the count of its visible fraction
/// digits `v` (`n`, the absolute value, follows from them for the rules used here).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operands {
    /// The integer digits, without sign.
    pub i: u64,
    /// How many fraction digits are shown (`1.5` has 1, `1.50` has 2).
    pub v: u32,
    /// The fraction digits as an integer (`1.50` has 50); zero when there are none.
    pub f: u64,
}

impl Operands {
    /// A whole number.
    pub const fn integer(n: i64) -> Operands {
        Operands {
            i: n.unsigned_abs(),
            v: 0,
            f: 0,
        }
    }

    /// A number shown with `v` fraction digits `f` (`4.5` is `decimal(4, 1, 5)`).
    pub const fn decimal(i: u64, v: u32, f: u64) -> Operands {
        Operands { i, v, f }
    }
}

/// The rule set of one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PluralRules {
    /// English, German, Dutch: one for exactly 1.
    English,
    /// Italian: one for exactly 1; many for whole millions.
    Italian,
    /// Spanish: one for n = 1 (1.0 too); many for whole millions.
    Spanish,
    /// French: one for i = 0 or 1 (1.5 included); many for whole millions.
    French,
    /// Portuguese (Brazil): one for i = 0 or 1; many for whole millions.
    Portuguese,
    /// Polish: one, few, many (whole numbers) and other (fractions).
    Polish,
    /// Russian: one, few, many (whole numbers) and other (fractions).
    Russian,
    /// Japanese, Chinese: other only.
    Other,
}

impl PluralRules {
    /// The category of a number.
    pub const fn category(self, n: Operands) -> Category {
        let Operands { i, v, f } = n;
        let whole_million = v == 0 && i != 0 && i % 1_000_000 == 0;
        match self {
            PluralRules::English => {
                if i == 1 && v == 0 {
                    Category::One
                } else {
                    Category::Other
                }
            }
            PluralRules::Italian => {
                if i == 1 && v == 0 {
                    Category::One
                } else if whole_million {
                    Category::Many
                } else {
                    Category::Other
                }
            }
            PluralRules::Spanish => {
                // n = 1: the value is one (1, 1.0, 1.00), whatever is shown.
                if i == 1 && f == 0 {
                    Category::One
                } else if whole_million {
                    Category::Many
                } else {
                    Category::Other
                }
            }
            PluralRules::French | PluralRules::Portuguese => {
                if i == 0 || i == 1 {
                    Category::One
                } else if whole_million {
                    Category::Many
                } else {
                    Category::Other
                }
            }
            PluralRules::Polish => {
                let (i10, i100) = (i % 10, i % 100);
                if v != 0 {
                    Category::Other
                } else if i == 1 {
                    Category::One
                } else if i10 >= 2 && i10 <= 4 && !(i100 >= 12 && i100 <= 14) {
                    Category::Few
                } else {
                    Category::Many
                }
            }
            PluralRules::Russian => {
                let (i10, i100) = (i % 10, i % 100);
                if v != 0 {
                    Category::Other
                } else if i10 == 1 && i100 != 11 {
                    Category::One
                } else if i10 >= 2 && i10 <= 4 && !(i100 >= 12 && i100 <= 14) {
                    Category::Few
                } else {
                    Category::Many
                }
            }
            PluralRules::Other => Category::Other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whole(rules: PluralRules, n: i64) -> &'static str {
        rules.category(Operands::integer(n)).name()
    }

    #[test]
    fn cldr_examples() {
        // The examples CLDR lists beside each rule.
        use PluralRules::*;
        assert_eq!(whole(English, 1), "one");
        assert_eq!(whole(English, 0), "other");
        assert_eq!(whole(English, 2), "other");
        assert_eq!(English.category(Operands::decimal(1, 1, 0)).name(), "other");
        assert_eq!(Spanish.category(Operands::decimal(1, 1, 0)).name(), "one");
        assert_eq!(whole(French, 0), "one");
        assert_eq!(French.category(Operands::decimal(1, 1, 5)).name(), "one");
        assert_eq!(whole(French, 2), "other");
        assert_eq!(whole(French, 1_000_000), "many");
        assert_eq!(whole(Portuguese, 0), "one");
        assert_eq!(whole(Italian, 0), "other");
        assert_eq!(whole(Italian, 2_000_000), "many");
        for (n, category) in [
            (1, "one"),
            (2, "few"),
            (4, "few"),
            (5, "many"),
            (12, "many"),
            (14, "many"),
            (21, "many"),
            (22, "few"),
            (112, "many"),
            (0, "many"),
        ] {
            assert_eq!(whole(Polish, n), category, "Polish {n}");
        }
        assert_eq!(Polish.category(Operands::decimal(1, 1, 5)).name(), "other");
        for (n, category) in [
            (1, "one"),
            (21, "one"),
            (11, "many"),
            (2, "few"),
            (24, "few"),
            (12, "many"),
            (5, "many"),
            (0, "many"),
            (101, "one"),
            (111, "many"),
        ] {
            assert_eq!(whole(Russian, n), category, "Russian {n}");
        }
        assert_eq!(whole(Other, 1), "other");
        assert_eq!(whole(Russian, -21), "one");
    }
}
