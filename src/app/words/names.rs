//! The names of things in the player's language: levels and techniques, dates and months,
//! weekdays, the clock's time, a cell's spoken position and a list of digits. Each is a small
//! function of the language, shared by the screens, the drawing and the screen reader.

use std::fmt::Write as _;
use std::time::Duration;

use peerless::board::Cell;
use peerless::game::{Date, Game, Origin};
use peerless::l10n::Message;
use peerless::logic::{Level, Technique};
use peerless::sets::Digits;
use peerless::variant::Kind;

use crate::app::words::{self, text};

/// A level's name in the player's language.
pub fn level_name(level: Level) -> String {
    words::format(&level.message())
}

/// A technique's name in the player's language.
pub fn technique_name(technique: Technique) -> String {
    words::format(&technique.message())
}

/// A kind of puzzle's name in the player's language: `Classic`, `Killer`.
pub fn kind_name(kind: Kind) -> String {
    text(match kind {
        Kind::Classic => "kind-classic",
        Kind::Killer => "kind-killer",
    })
}

/// What the techniques of a level of `kind` are, for the level buttons: a Killer's first
/// levels name the cage techniques they add; its Expert and Extreme levels add the classic
/// techniques of theirs.
pub fn level_caption(kind: Kind, level: Level) -> String {
    text(match (kind, level) {
        (Kind::Classic, Level::Easy) => "level-caption-easy",
        (Kind::Classic, Level::Medium) => "level-caption-medium",
        (Kind::Classic, Level::Hard) => "level-caption-hard",
        (Kind::Killer, Level::Easy) => "killer-level-caption-easy",
        (Kind::Killer, Level::Medium) => "killer-level-caption-medium",
        (Kind::Killer, Level::Hard) => "killer-level-caption-hard",
        (_, Level::Expert) => "level-caption-expert",
        (_, Level::Extreme) => "level-caption-extreme",
    })
}

/// A date as the player's language writes it in a line of text: `30 November 2026`.
pub fn date_text(date: Date) -> String {
    words::format(
        &Message::new("date")
            .number("day", date.day() as usize)
            .number("month", date.month() as usize)
            .number("year", date.year() as usize),
    )
}

/// A day of a month as a date is written without its year: `2 December`.
pub fn day_text(date: Date) -> String {
    words::format(
        &Message::new("day-of-month")
            .number("day", date.day() as usize)
            .number("month", date.month() as usize),
    )
}

/// A month and its year, as a calendar is titled: `November 2026`.
pub fn month_text(date: Date) -> String {
    words::format(
        &Message::new("month-of-year")
            .number("month", date.month() as usize)
            .number("year", date.year() as usize),
    )
}

/// The weekdays' initials in the player's language, its first day of the week first (the
/// catalogue's `calendar-weekdays` lists them Monday first).
pub fn weekday_initials() -> [String; 7] {
    let monday_first = text("calendar-weekdays");
    // The pseudo-language's brackets and padding mark the whole message, not a weekday.
    let initials: Vec<&str> = monday_first
        .split_whitespace()
        .map(|initial| initial.trim_matches(['[', ']']))
        .filter(|initial| !initial.is_empty() && !initial.starts_with('~'))
        .collect();
    let start = words::language().first_weekday() as usize;
    std::array::from_fn(|i| {
        initials
            .get((start + i) % 7)
            .map_or_else(String::new, |initial| (*initial).to_string())
    })
}

/// Writes a duration as the clock shows it: `4:05`, or `1:02:03` past an hour.
pub fn write_clock(out: &mut String, time: Duration) {
    let seconds = time.as_secs();
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        let _ = write!(out, "{h}:{m:02}:{s:02}");
    } else {
        let _ = write!(out, "{m}:{s:02}");
    }
}

/// A duration as the clock shows it.
pub fn clock(time: Duration) -> String {
    let mut out = String::new();
    write_clock(&mut out, time);
    out
}

/// `row 3, column 7`: where a cell is, as a player hears it, as a message for the sentence
/// that holds it.
pub fn position_message(cell: Cell) -> Message {
    Message::new("cell-spelled")
        .number("row", cell.row() + 1)
        .number("column", cell.col() + 1)
        .text("case", peerless::l10n::PLAIN)
}

/// `1 4 9`: digits as notes are read, the same in every language.
pub fn digit_list(digits: Digits) -> String {
    let names: Vec<String> = digits.iter().map(|d| d.get().to_string()).collect();
    names.join(" ")
}

/// What a game is, as the header, Continue, the pause screen, the summary and the questions
/// about it name it: a generated puzzle's level (`Medium`), the daily puzzle with its day and
/// level (`Daily · 2 December · Medium`), a past day's (`Daily of 15 November · Medium`),
/// an imported puzzle with the level the engine graded it (`Imported · Easy`); a Killer says
/// so (`Killer · Hard`, `Daily Killer · 2 December · Medium`, `Imported Killer · Easy`).
pub fn game_name(game: &Game) -> String {
    let level = level_name(game.grade().level);
    let killer = game.puzzle().variant().kind() == Kind::Killer;
    let id = |classic: &'static str, of_killer: &'static str| {
        Message::new(if killer { of_killer } else { classic })
    };
    let message = match game.origin() {
        Origin::Generated if !killer => return level,
        Origin::Generated => Message::new("game-killer"),
        Origin::Daily(date) => id("game-daily", "game-killer-daily").text("date", day_text(date)),
        Origin::Archive(date) => {
            id("game-archive", "game-killer-archive").text("date", day_text(date))
        }
        Origin::Imported => id("game-imported", "game-killer-imported"),
    };
    words::format(&message.text("level", level))
}

/// What a game is and its time: `Hard · 6:41`, `Imported · Easy · 0:07`.
pub fn level_and_time(game: &Game) -> String {
    words::format(
        &Message::new("level-and-time")
            .text("level", game_name(game))
            .text("time", clock(game.elapsed())),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::words::kept as word;

    #[test]
    fn the_clock_reads_minutes_and_hours() {
        assert_eq!(clock(Duration::from_secs(0)), "0:00");
        assert_eq!(clock(Duration::from_millis(65_999)), "1:05");
        assert_eq!(clock(Duration::from_secs(3723)), "1:02:03");
    }

    #[test]
    fn the_calendar_has_seven_weekday_initials_in_every_language_from_its_first_day() {
        use peerless::l10n::Language;
        for language in Language::ALL {
            std::thread::spawn(move || {
                crate::app::words::set_language(language);
                let initials = weekday_initials();
                assert!(
                    initials.iter().all(|initial| !initial.is_empty()),
                    "{language:?}: {initials:?}"
                );
                let monday = initials[(7 - language.first_weekday() as usize) % 7].clone();
                let first = word("calendar-weekdays").split_whitespace().next().unwrap();
                assert_eq!(
                    monday,
                    first.trim_start_matches('['),
                    "{language:?}: Monday's column"
                );
            })
            .join()
            .unwrap();
        }
    }
}
