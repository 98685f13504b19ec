//! Text as the layout sees it: the sizes a layout sets its texts in ([`Sizes`]), where a text
//! sits in its box ([`Align`]), where a line may break ([`breaks`]) and running text broken
//! into lines ([`wrap_measured`]).
//!
//! Where a line may break is Unicode's line-breaking algorithm (UAX #14) as the
//! `unicode-linebreak` crate implements it (what cosmic-text and textwrap use), not rules of our
//! own: spaces, hyphens, between Chinese characters and kana, never before closing punctuation
//! or after opening, never inside a number. On top of it one rule the algorithm leaves to a
//! tailoring, as browsers' `word-break: keep-all` and phrase breaking do: a word written in kana
//! stays whole (a run of katakana, エクストリーム, is a loanword or a name; a run of hiragana is a
//! word's ending or its particles, which go with the word before), and neither a Latin word nor a
//! number is parted from the kana or Chinese characters it touches (Xウィング, 81個). Breaking
//! anywhere else would part a word; so a one-line label that is too wide shrinks instead
//! ([`crate::app::layout::places::fit`]), and running text breaks inside a piece only where the
//! piece alone is wider than the line (a link), which [`wrap_measured`] reports.

use std::ops::Range;

use crate::app::layout::Layout;
use crate::app::views::theme::type_scale as scale;

/// The text sizes of a layout, in pixels: fixed while the window keeps its size.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Sizes {
    /// Digits in cells.
    pub digit: u16,
    /// Notes in cells.
    pub note: u16,
    /// Digits on the pad.
    pub pad: u16,
    /// Pad digits in notes mode (drawn in their note position).
    pub pad_note: u16,
    /// Remaining counts on the pad, captions.
    pub small: u16,
    /// Menu buttons, the header.
    pub label: u16,
    /// Tool labels, under their icons (the row shrinks together where one does not fit).
    pub tool: u16,
    /// Icons: a tool's, a menu button's, the pause button's.
    pub icon: u16,
    /// Hint sentences, notices, the cell-info panel.
    pub body: u16,
    /// Screen titles.
    pub title: u16,
}

impl Sizes {
    /// The sizes for `layout`: digits at about 60% of a cell, notes at about a quarter (both
    /// times `digit_scale`, the player's digit size), words never under 12 dp. A note is never
    /// under 12 dp either, and never larger than its fixed place holds (its ink inside the
    /// place: see [`note_size`]).
    pub fn of(layout: &Layout, digit_scale: f32) -> Sizes {
        let px = |v: f32| v.round().clamp(6.0, 400.0) as u16;
        let pad = layout.pad[0];
        Sizes {
            digit: px(layout.cell * (0.62 * digit_scale).min(0.8)),
            note: note_size(layout, digit_scale) as u16,
            pad: px((pad.h * 0.5).min(pad.w * 0.55)),
            pad_note: px((pad.h * 0.3).min(pad.w * 0.3)),
            small: px(layout.text(scale::SMALL)),
            label: px(layout.text(scale::LABEL)),
            tool: px(layout.text(scale::TOOL).min(layout.tools[0].h * 0.28)),
            icon: px((scale::ICON * layout.dp).min(layout.tools[0].h * 0.46)),
            body: px(layout.text(scale::BODY)),
            title: px(layout.text(scale::TITLE)),
        }
    }
}

/// The smallest a note is drawn, in dp: as the smallest word.
pub const NOTE_MIN_DP: f32 = 12.0;

/// The largest a digit's size may be for the ink of the digit to lie inside a square of side
/// 1: the game's face draws a digit 0.75 of its size tall and at most 0.54 wide (measured from
/// the font by `screens/fits.rs`), with a margin.
pub const NOTE_IN_PLACE: f32 = 1.25;

/// The notes' size for `layout`, in whole pixels: about a quarter of a cell times the digit
/// size, at least [`NOTE_MIN_DP`], and at most what a note's fixed place holds
/// ([`NOTE_IN_PLACE`] times its side), which wins in a cell too small for both.
pub fn note_size(layout: &Layout, digit_scale: f32) -> f32 {
    let wanted = (layout.cell * 0.27 * digit_scale).max(NOTE_MIN_DP * layout.dp);
    let most = (layout.note_place() * NOTE_IN_PLACE).floor();
    wanted.round().min(most).clamp(6.0, 400.0)
}

/// Where text sits in its box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// Left edge, vertically centred.
    Left,
    /// Centred both ways.
    Center,
    /// Right edge, vertically centred.
    Right,
}

/// A place a line may end: the line ends at `end` (the spaces before the break left out, and a
/// middle dot between spaces with them) and the next begins at `start`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Break {
    /// Where the line before the break ends.
    pub end: usize,
    /// Where the next line begins.
    pub start: usize,
    /// Whether the text asks for a new line here (`\n`).
    pub forced: bool,
}

/// The separator a drawn line parts its items with (`Easy · 4:02`).
const DOT: &str = " · ";

/// Every place inside `text` where a line may break, in order (the end of the text is not
/// one): Unicode's rules, a word of kana kept whole, and a middle dot between spaces taken with
/// its spaces, so no line ends or starts with it.
pub fn breaks(text: &str) -> impl Iterator<Item = Break> + Clone + '_ {
    unicode_linebreak::linebreaks(text).filter_map(move |(at, kind)| {
        if at >= text.len() {
            return None;
        }
        let forced = kind == unicode_linebreak::BreakOpportunity::Mandatory;
        let head = &text[..at];
        let end = head.trim_end_matches(char::is_whitespace).len();
        if forced {
            return Some(Break {
                end,
                start: at,
                forced,
            });
        }
        if end == at {
            // No space: a break between two characters, which the tailoring may keep shut.
            let previous = head.chars().next_back()?;
            let next = text[at..].chars().next()?;
            if !parts(previous, next) {
                return None;
            }
        }
        if text[..end].ends_with(&DOT[..DOT.len() - 1]) {
            // After " · ": the break before the dot takes it.
            return None;
        }
        let start = if text[end..].starts_with(DOT) {
            end + DOT.len()
        } else {
            at
        };
        Some(Break { end, start, forced })
    })
}

/// What a character is to the kana rule.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Script {
    Hiragana,
    Katakana,
    /// Chinese characters (kanji, hanzi).
    Han,
    /// Latin letters and digits (of any script written with spaces).
    Word,
    Other,
}

fn script(c: char) -> Script {
    match c {
        '\u{3041}'..='\u{309F}' => Script::Hiragana,
        // The katakana middle dot parts the words of a name: a line may break after it.
        '\u{30FB}' => Script::Other,
        '\u{30A0}'..='\u{30FF}' | '\u{31F0}'..='\u{31FF}' | '\u{FF66}'..='\u{FF9F}' => {
            Script::Katakana
        }
        '\u{3005}'
        | '\u{3400}'..='\u{4DBF}'
        | '\u{4E00}'..='\u{9FFF}'
        | '\u{F900}'..='\u{FAFF}' => Script::Han,
        c if c.is_alphanumeric() => Script::Word,
        _ => Script::Other,
    }
}

/// Whether a line that Unicode's rules may break between `previous` and `next` is let break
/// there: not inside a run of katakana or of hiragana, not before hiragana that follows a word
/// (its ending, its particle), and not between a Latin word or a number and the kana or
/// Chinese characters it touches.
fn parts(previous: char, next: char) -> bool {
    use Script::*;
    !matches!(
        (script(previous), script(next)),
        (Katakana, Katakana)
            | (Hiragana, Hiragana)
            | (Han | Katakana | Word, Hiragana)
            | (Word, Han | Katakana)
            | (Han | Katakana | Hiragana, Word)
    )
}

/// Whether `c` is drawn from a CJK font: CJK punctuation, kana, ideographs, full-width forms.
pub fn is_cjk(c: char) -> bool {
    c >= '\u{2E80}'
}

/// Breaks `text` into lines no wider than `width` by `measure` (a line's width), where
/// [`breaks`] lets it and at every `\n`, as ranges into `text`, the fewest lines a greedy fill
/// makes. A piece wider than the whole line by itself (a link) is broken between characters:
/// the return value says whether that happened, which no text of the catalogues may need.
/// Called when the text or the layout changes, never per frame.
pub fn wrap_measured(
    text: &str,
    width: f32,
    measure: impl Fn(&str) -> f32,
    out: &mut Vec<Range<usize>>,
) -> bool {
    out.clear();
    let mut broke_a_piece = false;
    let mut start = 0;
    // The last break at which the line so far still fits.
    let mut fitting: Option<Break> = None;
    let end_of_text = Break {
        end: text.trim_end_matches(char::is_whitespace).len(),
        start: text.len(),
        forced: true,
    };
    for b in breaks(text).chain([end_of_text]) {
        while b.end > start && measure(&text[start..b.end]) > width {
            if let Some(fit) = fitting.take() {
                out.push(start..fit.end);
                start = fit.start;
                continue;
            }
            // One piece wider than the line: as much of it as fits, at least a character.
            broke_a_piece = true;
            let piece = &text[start..b.end];
            let mut cut = piece.char_indices().nth(1).map_or(piece.len(), |(i, _)| i);
            for (i, _) in piece.char_indices().skip(2) {
                if measure(&piece[..i]) > width {
                    break;
                }
                cut = i;
            }
            out.push(start..start + cut);
            start += cut;
        }
        if b.forced {
            out.push(start..b.end.max(start));
            start = b.start;
            fitting = None;
        } else {
            fitting = Some(b);
        }
    }
    broke_a_piece
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(text: &str) -> Vec<(&str, &str)> {
        breaks(text)
            .map(|b| (&text[..b.end], &text[b.start..]))
            .collect()
    }

    /// Wraps with every character one unit wide.
    fn wrapped(text: &str, width: f32) -> (Vec<&str>, bool) {
        let mut out = Vec::new();
        let broke = wrap_measured(text, width, |t| t.chars().count() as f32, &mut out);
        (out.into_iter().map(|r| &text[r]).collect(), broke)
    }

    #[test]
    fn a_word_of_kana_or_a_name_is_never_broken() {
        for word in [
            "エクストリーム",
            "エキスパート",
            "フォーシングチェーン",
            "ください",
            "Xウィング",
            "81個",
        ] {
            assert_eq!(pieces(word), [], "{word}");
        }
        // A sentence breaks between words: before a word of Chinese characters or katakana
        // that follows hiragana, never inside a run of kana nor before a particle.
        let text = "ボックス4でネイキッドシングルを探してください。";
        let found = pieces(text);
        assert!(!found.is_empty());
        for (head, tail) in &found {
            let (a, b) = (head.chars().last().unwrap(), tail.chars().next().unwrap());
            assert!(parts(a, b), "{head} / {tail}");
        }
        assert!(found.contains(&("ボックス4で", "ネイキッドシングルを探してください。")));
    }

    #[test]
    fn unicode_rules_hold_around_the_tailoring() {
        assert_eq!(pieces("Hello world"), [("Hello", "world")]);
        // Chinese breaks between its characters, never before closing punctuation.
        let found = pieces("讲解技巧，练习");
        assert!(found.contains(&("讲解", "技巧，练习")));
        assert!(found.iter().all(|(_, tail)| !tail.starts_with('，')));
        // A middle dot between spaces goes with the break.
        assert_eq!(
            pieces("December 2026 · streak 0"),
            [
                ("December", "2026 · streak 0"),
                ("December 2026", "streak 0"),
                ("December 2026 · streak", "0")
            ]
        );
        assert_eq!(
            breaks("a\nb").collect::<Vec<_>>(),
            [Break {
                end: 1,
                start: 2,
                forced: true
            }]
        );
    }

    #[test]
    fn running_text_fills_its_lines_and_breaks_a_piece_only_when_it_must() {
        let (lines, broke) = wrapped("one two three four", 9.0);
        assert_eq!((lines, broke), (vec!["one two", "three", "four"], false));
        // Chinese characters beside a Latin sentence: the line is filled to its width, not
        // to the width the characters would take in the other font.
        let (lines, broke) = wrapped("日本語 needs a connection the first time", 20.0);
        assert_eq!(
            (lines, broke),
            (
                vec!["日本語 needs a", "connection the first", "time"],
                false
            )
        );
        // A link longer than a line is broken between its characters, and says so.
        let (lines, broke) = wrapped("copied: https://example.org/#53..7....6..195", 12.0);
        assert!(broke);
        assert_eq!(lines[0], "copied:");
        assert!(lines.iter().all(|l| l.chars().count() <= 12), "{lines:?}");
        assert_eq!(
            lines.concat(),
            "copied:https://example.org/#53..7....6..195"
        );
        assert_eq!(wrapped("a\n\nb", 5.0).0, ["a", "", "b"]);
        assert_eq!(wrapped("", 5.0).0, [""]);
    }
}
