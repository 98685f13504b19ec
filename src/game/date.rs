//! Calendar dates: the day a daily puzzle belongs to, and the days a daily streak counts.
//!
//! A [`Date`] is a day of the proleptic Gregorian calendar (today's calendar, extended backwards
//! before its introduction in 1582) with a four-digit year, 0000-01-01 to 9999-12-31: the range
//! the ISO form `YYYY-MM-DD` writes without signs or extra digits. It is checked when it is built,
//! so a `Date` is always a real day and nothing downstream meets a 30 February.
//!
//! Dates convert to and from a day count since 1970-01-01 with Howard Hinnant's algorithms
//! (`days_from_civil` and `civil_from_days`, <https://howardhinnant.github.io/date_algorithms.html>),
//! which is how the front end turns the system clock into today's date and how a streak tells
//! consecutive days apart across month and year ends. Nothing here reads the clock: the caller
//! passes today in.
//!
//! In a save a date is its ISO string, as it was before this type existed, so old saves read as
//! they are.

use std::fmt;
use std::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

/// A day of the proleptic Gregorian calendar, 0000-01-01 to 9999-12-31.
///
/// It cannot hold an invalid date: [`Date::new`], [`Date::from_days_since_epoch`] and parsing
/// refuse one. Dates order chronologically, print as ISO `YYYY-MM-DD`, parse from that form
/// ([`DateError`] says what is wrong with any other text), and are saved as that string.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    // The field order makes the derived order chronological.
    year: u16,
    month: u8,
    day: u8,
}

/// The day count of 0000-03-01 relative to 1970-01-01, negated: the shift between Hinnant's
/// count (from 0000-03-01, so a leap day ends its year) and the Unix epoch's.
const EPOCH_SHIFT: i64 = 719_468;

/// Days in a 400-year era of the Gregorian calendar (it repeats every 400 years).
const DAYS_PER_ERA: i64 = 146_097;

/// Whether `year` has a 29 February: every fourth year, except centuries not divisible by 400.
const fn is_leap_year(year: u32) -> bool {
    (year.is_multiple_of(4) && !year.is_multiple_of(100)) || year.is_multiple_of(400)
}

/// The number of days in `month` (1..=12) of `year`; 0 for a month that does not exist.
const fn days_in_month(year: u32, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => 0,
    }
}

/// The English name of `month` (1..=12), for error messages a player may read.
fn month_name(month: u32) -> &'static str {
    const NAMES: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    match month {
        1..=12 => NAMES[month as usize - 1],
        _ => "no month",
    }
}

impl Date {
    /// The first date a `Date` can hold, 0000-01-01 (the year 1 BC, counted astronomically).
    pub const MIN: Date = Date {
        year: 0,
        month: 1,
        day: 1,
    };

    /// The last date a `Date` can hold, 9999-12-31: the end of four-digit years.
    pub const MAX: Date = Date {
        year: 9999,
        month: 12,
        day: 31,
    };

    /// 1970-01-01, day 0 of [`Date::days_since_epoch`] (the Unix epoch, from which system clocks
    /// count).
    pub const EPOCH: Date = Date {
        year: 1970,
        month: 1,
        day: 1,
    };

    /// The date `year`-`month`-`day` (month 1..=12, day from 1), or `None` when there is no such
    /// day in the calendar (30 February, 29 February of a common year, month 13) or the year is
    /// beyond 9999. The numbers are `u32`, as [`generate::daily_seed`](crate::generate::daily_seed)
    /// takes them.
    pub const fn new(year: u32, month: u32, day: u32) -> Option<Date> {
        if year > 9999 || day == 0 || day > days_in_month(year, month) {
            return None;
        }
        // In range by the checks above: year <= 9999, month 1..=12, day 1..=31.
        Some(Date {
            year: year as u16,
            month: month as u8,
            day: day as u8,
        })
    }

    /// The year, 0..=9999.
    #[inline]
    pub const fn year(self) -> u32 {
        self.year as u32
    }

    /// The month, 1 (January) to 12.
    #[inline]
    pub const fn month(self) -> u32 {
        self.month as u32
    }

    /// The day of the month, from 1.
    #[inline]
    pub const fn day(self) -> u32 {
        self.day as u32
    }

    /// The number of days from 1970-01-01 to this date, negative before it (Hinnant's
    /// `days_from_civil`): consecutive dates have consecutive numbers, across month, year and
    /// leap-day boundaries, which is what a streak of days needs.
    pub const fn days_since_epoch(self) -> i64 {
        let (year, month, day) = (self.year as i64, self.month as i64, self.day as i64);
        // The year counted from March, so that 29 February is the last day of its year.
        let year = if month <= 2 { year - 1 } else { year };
        let era = year.div_euclid(400);
        let year_of_era = year - era * 400; // 0..=399
        let month_from_march = (month + 9) % 12; // March 0 .. February 11
        let day_of_year = (153 * month_from_march + 2) / 5 + day - 1; // 0..=365
        let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
        era * DAYS_PER_ERA + day_of_era - EPOCH_SHIFT
    }

    /// The date `days` days after 1970-01-01 (before it when negative), by Hinnant's
    /// `civil_from_days`; `None` outside [`Date::MIN`]..=[`Date::MAX`]. The front end gets today
    /// from a clock's seconds since the epoch divided by 86 400.
    pub const fn from_days_since_epoch(days: i64) -> Option<Date> {
        if days < Date::MIN.days_since_epoch() || days > Date::MAX.days_since_epoch() {
            return None;
        }
        let shifted = days + EPOCH_SHIFT;
        let era = shifted.div_euclid(DAYS_PER_ERA);
        let day_of_era = shifted - era * DAYS_PER_ERA; // 0..=146_096
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let month_from_march = (5 * day_of_year + 2) / 153; // March 0 .. February 11
        let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
        let month = if month_from_march < 10 {
            month_from_march + 3
        } else {
            month_from_march - 9
        };
        let year = year_of_era + era * 400 + if month <= 2 { 1 } else { 0 };
        // The range check above keeps the year within 0..=9999.
        Some(Date {
            year: year as u16,
            month: month as u8,
            day: day as u8,
        })
    }

    /// The local date at an instant: `seconds` since 1970-01-01 00:00 UTC, seen from a time zone
    /// `utc_offset` seconds east of UTC (the system tells the front end both). Clamped to
    /// [`Date::MIN`]..=[`Date::MAX`], so a wild clock still gives a date.
    pub const fn from_unix_time(seconds: i64, utc_offset: i64) -> Date {
        let local = seconds.saturating_add(utc_offset);
        let days = local.div_euclid(86_400);
        match Date::from_days_since_epoch(days) {
            Some(date) => date,
            None if days < 0 => Date::MIN,
            None => Date::MAX,
        }
    }

    /// The next day, or `None` after [`Date::MAX`]: a streak continues when a win's date is the
    /// last win's `succ()`.
    pub const fn succ(self) -> Option<Date> {
        Date::from_days_since_epoch(self.days_since_epoch() + 1)
    }

    /// The day before, or `None` before [`Date::MIN`].
    pub const fn pred(self) -> Option<Date> {
        Date::from_days_since_epoch(self.days_since_epoch() - 1)
    }

    /// The day of the week, 0 for Monday to 6 for Sunday (ISO 8601's order), which places a
    /// day in a month's calendar.
    pub const fn weekday(self) -> u32 {
        // 1970-01-01 was a Thursday (3).
        (self.days_since_epoch() + 3).rem_euclid(7) as u32
    }

    /// How many days the date's month has (28 to 31).
    pub const fn days_in_month(self) -> u32 {
        days_in_month(self.year as u32, self.month as u32)
    }

    /// The month's English name (`"November"`), for a calendar's title.
    pub fn month_name(self) -> &'static str {
        month_name(self.month())
    }
}

impl fmt::Display for Date {
    /// The ISO form `YYYY-MM-DD` (`2024-02-09`), which [`FromStr`] reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl fmt::Debug for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a text is not a [`Date`]: not of the form `YYYY-MM-DD`, or a month or day that the
/// calendar does not have. The message says which, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DateError {
    /// The text is not of the form `YYYY-MM-DD` (four digits, `-`, two digits, `-`, two digits).
    Form {
        /// The character position (from 1) where the text leaves the form; 11 when it goes on
        /// after a complete date.
        column: usize,
        /// The character found there, or `None` where the text ended too early.
        found: Option<char>,
    },
    /// The month is not 01 to 12.
    Month {
        /// The month as written.
        month: u32,
    },
    /// The day is not in its month: 00, or past the month's last day (`2023-02-29`).
    Day {
        /// The year as written.
        year: u32,
        /// The month as written (01 to 12).
        month: u32,
        /// The day as written.
        day: u32,
    },
}

impl fmt::Display for DateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DateError::Form {
                column: 1,
                found: None,
            } => f.write_str("not a date of the form YYYY-MM-DD: the text is empty"),
            DateError::Form {
                column,
                found: None,
            } => write!(
                f,
                "not a date of the form YYYY-MM-DD: it ends after {} characters",
                column - 1
            ),
            DateError::Form {
                column,
                found: Some(ch),
            } if column > 10 => write!(
                f,
                "not a date of the form YYYY-MM-DD: {} at character {column} follows a \
                 complete date",
                Quoted(ch)
            ),
            DateError::Form {
                column,
                found: Some(ch),
            } => {
                let expected = if column == 5 || column == 8 {
                    "'-'"
                } else {
                    "a digit"
                };
                write!(
                    f,
                    "not a date of the form YYYY-MM-DD: character {column} is {}, where {expected} \
                     belongs",
                    Quoted(ch)
                )
            }
            DateError::Month { month } => {
                write!(f, "not a date: there is no month {month:02} (01 to 12)")
            }
            DateError::Day { day: 0, .. } => {
                f.write_str("not a date: there is no day 00 (days count from 01)")
            }
            DateError::Day { year, month, day } => write!(
                f,
                "not a date: {} {year:04} has {} days, not {day}",
                month_name(month),
                days_in_month(year, month)
            ),
        }
    }
}

impl std::error::Error for DateError {}

/// A character as an error message shows it: `'x'`, or with its code point when it is not
/// printable ASCII (`'２' (U+FF12)`, `U+0009`), so look-alikes and invisibles are plain.
struct Quoted(char);

impl fmt::Display for Quoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ch = self.0;
        if ch.is_ascii_graphic() {
            write!(f, "'{ch}'")
        } else if ch.is_control() || ch.is_whitespace() {
            write!(f, "U+{:04X}", u32::from(ch))
        } else {
            write!(f, "'{ch}' (U+{:04X})", u32::from(ch))
        }
    }
}

impl FromStr for Date {
    type Err = DateError;

    /// Reads exactly the ISO form `YYYY-MM-DD` that [`Date`]'s `Display` writes: no spaces, no
    /// time, no other separators, so a date has one spelling in a save.
    fn from_str(text: &str) -> Result<Date, DateError> {
        let mut chars = text.chars();
        let mut fields = [0u32; 3]; // year, month, day
        for column in 1..=10 {
            let field = match column {
                1..=4 => 0,
                6..=7 => 1,
                9..=10 => 2,
                _ => 3, // the two '-'
            };
            let found = chars.next();
            let form = DateError::Form { column, found };
            match (found, fields.get_mut(field)) {
                (Some('-'), None) => {}
                (Some(ch @ '0'..='9'), Some(value)) => {
                    *value = *value * 10 + (ch as u32 - '0' as u32)
                }
                _ => return Err(form),
            }
        }
        if let Some(ch) = chars.next() {
            return Err(DateError::Form {
                column: 11,
                found: Some(ch),
            });
        }
        let [year, month, day] = fields;
        if !(1..=12).contains(&month) {
            return Err(DateError::Month { month });
        }
        Date::new(year, month, day).ok_or(DateError::Day { year, month, day })
    }
}

impl Serialize for Date {
    /// The ISO string, as saves have always stored the daily puzzle's date.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Date {
    /// From the ISO string only; anything else is an error naming the text and what is wrong.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Date, D::Error> {
        deserializer.deserialize_str(IsoDate)
    }
}

/// Reads a [`Date`] from a string of the save.
struct IsoDate;

impl Visitor<'_> for IsoDate {
    type Value = Date;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a date of the form YYYY-MM-DD")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Date, E> {
        text.parse().map_err(|error| {
            // A damaged file may hold anything: quote at most the start of it.
            const SHOWN: usize = 24;
            match text.char_indices().nth(SHOWN) {
                Some((end, _)) => E::custom(format_args!("'{}...' is {error}", &text[..end])),
                None => E::custom(format_args!("'{text}' is {error}")),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn date(year: u32, month: u32, day: u32) -> Date {
        Date::new(year, month, day).unwrap()
    }

    #[test]
    fn weekdays_follow_the_calendar() {
        // Known days: the epoch a Thursday, 2000-02-29 a Tuesday, 2026-11-30 a Monday,
        // 1969-12-31 a Wednesday (before the epoch).
        assert_eq!(date(1970, 1, 1).weekday(), 3);
        assert_eq!(date(2000, 2, 29).weekday(), 1);
        assert_eq!(date(2026, 11, 30).weekday(), 0);
        assert_eq!(date(1969, 12, 31).weekday(), 2);
        assert_eq!(date(2024, 2, 1).days_in_month(), 29);
        assert_eq!(date(2026, 11, 30).month_name(), "November");
    }

    /// The day after, from the rules of the calendar alone: the oracle for the day arithmetic.
    fn next_by_the_rules(date: Date) -> Option<Date> {
        let (year, month, day) = (date.year(), date.month(), date.day());
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        let length = [
            31,
            if leap { 29 } else { 28 },
            31,
            30,
            31,
            30,
            31,
            31,
            30,
            31,
            30,
            31,
        ][month as usize - 1];
        match (day < length, month < 12) {
            (true, _) => Date::new(year, month, day + 1),
            (false, true) => Date::new(year, month + 1, 1),
            (false, false) => Date::new(year + 1, 1, 1),
        }
    }

    #[test]
    fn day_numbers_follow_the_calendar() {
        assert_eq!(Date::EPOCH.days_since_epoch(), 0);
        assert_eq!(Date::from_days_since_epoch(0), Some(Date::EPOCH));
        assert_eq!(date(1970, 1, 1), Date::EPOCH);
        assert_eq!(date(2000, 3, 1).days_since_epoch(), 11_017);
        assert_eq!(Date::from_days_since_epoch(11_017), Some(date(2000, 3, 1)));
        assert_eq!(date(2024, 2, 29).days_since_epoch(), 19_782);
        assert_eq!(date(1969, 12, 31).days_since_epoch(), -1);
        assert_eq!(Date::MIN.days_since_epoch(), -719_528);
        assert_eq!(Date::MAX.days_since_epoch(), 2_932_896);
    }

    #[test]
    fn leap_days_fall_every_four_years_but_not_in_most_centuries() {
        for (year, leap) in [
            (2023, false),
            (2024, true),
            (1900, false),
            (2000, true),
            (2100, false),
            (2400, true),
            (0, true),
        ] {
            assert_eq!(Date::new(year, 2, 29).is_some(), leap, "{year}");
            let february_28 = date(year, 2, 28);
            let after = if leap {
                date(year, 2, 29)
            } else {
                date(year, 3, 1)
            };
            assert_eq!(february_28.succ(), Some(after), "{year}");
            assert_eq!(after.pred(), Some(february_28), "{year}");
            let days = date(year, 3, 1).days_since_epoch() - date(year, 2, 1).days_since_epoch();
            assert_eq!(days, if leap { 29 } else { 28 }, "{year}");
        }
        assert_eq!(date(2024, 12, 31).succ(), Some(date(2025, 1, 1)));
        assert_eq!(date(2025, 1, 1).pred(), Some(date(2024, 12, 31)));
        assert_eq!(date(2024, 4, 30).succ(), Some(date(2024, 5, 1)));
    }

    #[test]
    fn only_real_days_can_be_built() {
        for (year, month, day) in [
            (2024, 2, 30),
            (2023, 2, 29),
            (2024, 4, 31),
            (2024, 13, 1),
            (2024, 0, 10),
            (2024, 1, 0),
            (10_000, 1, 1),
            (u32::MAX, u32::MAX, u32::MAX),
        ] {
            assert_eq!(Date::new(year, month, day), None, "{year}-{month}-{day}");
        }
        assert_eq!(Date::new(9999, 12, 31), Some(Date::MAX));
        assert_eq!(Date::new(0, 1, 1), Some(Date::MIN));
        assert_eq!(Date::MAX.succ(), None);
        assert_eq!(Date::MIN.pred(), None);
        for days in [
            Date::MIN.days_since_epoch() - 1,
            Date::MAX.days_since_epoch() + 1,
            i64::MIN,
            i64::MAX,
        ] {
            assert_eq!(Date::from_days_since_epoch(days), None, "{days}");
        }
    }

    #[test]
    fn every_day_of_four_digit_years_is_the_day_after_the_one_before() {
        let mut date = Date::MIN;
        let mut days = Date::MIN.days_since_epoch();
        while let Some(next) = next_by_the_rules(date) {
            days += 1;
            assert_eq!(next.days_since_epoch(), days, "{next}");
            assert_eq!(Date::from_days_since_epoch(days), Some(next), "{days}");
            assert!(next > date);
            date = next;
        }
        assert_eq!(date, Date::MAX);
    }

    #[test]
    fn dates_print_and_parse_as_iso() {
        assert_eq!(date(2024, 2, 9).to_string(), "2024-02-09");
        assert_eq!(Date::MIN.to_string(), "0000-01-01");
        assert_eq!(format!("{:?}", Date::MAX), "9999-12-31");
        assert_eq!("2024-02-09".parse(), Ok(date(2024, 2, 9)));
        assert_eq!("2000-02-29".parse(), Ok(date(2000, 2, 29)));
    }

    #[test]
    fn parse_errors_say_what_and_where() {
        let form = |column, found| Err(DateError::Form { column, found });
        for (text, expected) in [
            ("", form(1, None)),
            ("2024-05", form(8, None)),
            ("yesterday", form(1, Some('y'))),
            ("+024-01-01", form(1, Some('+'))),
            ("2024/05/17", form(5, Some('/'))),
            ("2024-5-17", form(7, Some('-'))),
            ("24-05-17", form(3, Some('-'))),
            ("2024-05-17T12:00", form(11, Some('T'))),
            ("2024-05-17 ", form(11, Some(' '))),
            ("２024-05-17", form(1, Some('２'))),
            ("2024-13-01", Err(DateError::Month { month: 13 })),
            ("2024-00-10", Err(DateError::Month { month: 0 })),
            (
                "2023-02-29",
                Err(DateError::Day {
                    year: 2023,
                    month: 2,
                    day: 29,
                }),
            ),
            (
                "2024-01-00",
                Err(DateError::Day {
                    year: 2024,
                    month: 1,
                    day: 0,
                }),
            ),
        ] {
            assert_eq!(text.parse::<Date>(), expected, "{text:?}");
        }
        let message = |text: &str| text.parse::<Date>().unwrap_err().to_string();
        assert_eq!(
            message("2024/05/17"),
            "not a date of the form YYYY-MM-DD: character 5 is '/', where '-' belongs"
        );
        assert_eq!(
            message("2024-0x-17"),
            "not a date of the form YYYY-MM-DD: character 7 is 'x', where a digit belongs"
        );
        assert_eq!(
            message("2024-05"),
            "not a date of the form YYYY-MM-DD: it ends after 7 characters"
        );
        assert_eq!(
            message(""),
            "not a date of the form YYYY-MM-DD: the text is empty"
        );
        assert_eq!(
            message("2024-05-17T12:00"),
            "not a date of the form YYYY-MM-DD: 'T' at character 11 follows a complete date"
        );
        assert_eq!(
            message("２024-05-17"),
            "not a date of the form YYYY-MM-DD: character 1 is '２' (U+FF12), where a digit \
             belongs"
        );
        assert_eq!(
            message("2024-13-01"),
            "not a date: there is no month 13 (01 to 12)"
        );
        assert_eq!(
            message("2023-02-29"),
            "not a date: February 2023 has 28 days, not 29"
        );
        assert_eq!(
            message("2024-01-00"),
            "not a date: there is no day 00 (days count from 01)"
        );
    }

    #[test]
    fn saves_hold_dates_as_iso_strings() {
        let read = |text: &str| serde_json::from_str::<Date>(text);
        let day = date(2024, 5, 17);
        assert_eq!(serde_json::to_string(&day).unwrap(), r#""2024-05-17""#);
        assert_eq!(read(r#""2024-05-17""#).unwrap(), day);
        let some: Option<Date> = serde_json::from_str(r#""2024-05-17""#).unwrap();
        assert_eq!(some, Some(day));
        let none: Option<Date> = serde_json::from_str("null").unwrap();
        assert_eq!(none, None);

        let error = read(r#""2024-02-30""#).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("'2024-02-30' is not a date: February 2024 has 29 days, not 30"),
            "{error}"
        );
        let long = format!(r#""{}""#, "x".repeat(1000));
        let error = read(&long).unwrap_err().to_string();
        assert!(error.starts_with(&format!("'{}...' is not a date", "x".repeat(24))));
        assert!(error.len() < 200, "{error}");
        assert!(read("20240517").unwrap_err().to_string().starts_with(
            "invalid type: integer `20240517`, expected a date of the form YYYY-MM-DD"
        ),);
    }

    proptest! {
        #[test]
        fn day_numbers_round_trip(
            days in Date::MIN.days_since_epoch()..=Date::MAX.days_since_epoch()
        ) {
            let date = Date::from_days_since_epoch(days).unwrap();
            prop_assert_eq!(date.days_since_epoch(), days);
            prop_assert_eq!(Date::new(date.year(), date.month(), date.day()), Some(date));
            prop_assert_eq!(date.to_string().parse::<Date>(), Ok(date));
            let json = serde_json::to_string(&date).unwrap();
            prop_assert_eq!(serde_json::from_str::<Date>(&json).unwrap(), date);
            prop_assert_eq!(date.succ(), next_by_the_rules(date));
            if let Some(next) = date.succ() {
                prop_assert_eq!(next.pred(), Some(date));
                prop_assert_eq!(next.weekday(), (date.weekday() + 1) % 7);
            }
            prop_assert!(date.weekday() < 7);
            prop_assert!(date.day() <= date.days_in_month());
        }

        #[test]
        fn order_is_the_order_of_day_numbers(
            a in Date::MIN.days_since_epoch()..=Date::MAX.days_since_epoch(),
            b in Date::MIN.days_since_epoch()..=Date::MAX.days_since_epoch(),
        ) {
            let (x, y) = (
                Date::from_days_since_epoch(a).unwrap(),
                Date::from_days_since_epoch(b).unwrap(),
            );
            prop_assert_eq!(x.cmp(&y), a.cmp(&b));
        }

        #[test]
        fn parsing_any_text_never_panics_and_accepts_only_what_it_prints(text in "\\PC{0,12}") {
            if let Ok(date) = text.parse::<Date>() {
                prop_assert_eq!(date.to_string(), text);
            }
        }
    }

    #[test]
    fn the_local_date_turns_at_local_midnight() {
        // 2024-12-31 23:30 UTC.
        let late = date(2024, 12, 31).days_since_epoch() * 86_400 + 23 * 3600 + 30 * 60;
        assert_eq!(Date::from_unix_time(late, 0), date(2024, 12, 31));
        // An hour east of UTC it is already the new year; five hours west, still the old one.
        assert_eq!(Date::from_unix_time(late, 3600), date(2025, 1, 1));
        assert_eq!(Date::from_unix_time(late, -5 * 3600), date(2024, 12, 31));
        // The last and first second of a local day.
        let midnight = date(2025, 1, 1).days_since_epoch() * 86_400;
        assert_eq!(Date::from_unix_time(midnight - 1, 0), date(2024, 12, 31));
        assert_eq!(Date::from_unix_time(midnight, 0), date(2025, 1, 1));
        // Half-hour zones (India, +5:30) turn at their own midnight.
        let india = 5 * 3600 + 1800;
        assert_eq!(
            Date::from_unix_time(midnight - india - 1, india),
            date(2024, 12, 31)
        );
        assert_eq!(
            Date::from_unix_time(midnight - india, india),
            date(2025, 1, 1)
        );
        // Before 1970, and a clock far outside the calendar.
        assert_eq!(Date::from_unix_time(-1, 0), date(1969, 12, 31));
        assert_eq!(Date::from_unix_time(i64::MIN, 0), Date::MIN);
        assert_eq!(Date::from_unix_time(i64::MAX, 0), Date::MAX);
    }
}
