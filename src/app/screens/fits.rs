//! Every text of every screen, in every language (the pseudo-language, 40 % longer,
//! included), measured with the game's own fonts against its place, on a phone held
//! upright and sideways, a small phone, a tablet and the desktop, at every digit size.
//! The menus and tool bars measured are `samples.rs`'.

use peerless::game::{CandidateStyle, DigitSize, ImportError, NoteKind};
use peerless::l10n::{Language, Message};
use peerless::logic::{Level, Technique};

use crate::app::layout::bars;
use crate::app::layout::calculator::{
    calculator_parts, calculator_title, detail_line, wrap_detail,
};
use crate::app::layout::chooser;
use crate::app::layout::figures;
use crate::app::layout::places::{self, Measure, Placed, Role};
use crate::app::layout::text::is_cjk;
use crate::app::layout::text::{Align, Sizes};
use crate::app::layout::{Insets, Layout};
use crate::app::platform::{bundled_cjk, bundled_font};
use crate::app::render::fonts::CjkFace;
use crate::app::render::fonts::FontFile;
use crate::app::screens::samples::{menus, tool_bars};
use crate::app::views::board::HeaderView;
use crate::app::views::calculator::combinations_text;
use crate::app::views::menu::{Menu, MenuShape};
use crate::app::views::tools::chooser_view;
use crate::app::words;
use crate::app::words::names::level_name;
use crate::app::words::names::technique_name;

/// The game's fonts, read as macroquad reads them (fontdue), measured as macroquad
/// measures: the sum of the glyphs' advances at the size.
pub(super) struct Fonts {
    regular: fontdue::Font,
    bold: fontdue::Font,
    names: fontdue::Font,
    cjk: Option<fontdue::Font>,
}

pub(super) fn font(bytes: &[u8]) -> fontdue::Font {
    fontdue::Font::from_bytes(bytes, fontdue::FontSettings::default()).unwrap()
}

impl Fonts {
    pub(super) fn for_language(language: Language) -> Fonts {
        let face = CjkFace::of(language);
        Fonts {
            regular: font(&bundled_font(FontFile::Regular)),
            bold: font(&bundled_font(FontFile::Bold)),
            names: font(include_bytes!(
                "../../../assets/fonts/NotoSansCJK-names.otf"
            )),
            cjk: face.map(|face| font(&bundled_cjk(face))),
        }
    }

    /// The font a text is drawn in, as `Fonts::for_text` chooses it.
    pub(super) fn of(&self, text: &str, bold: bool) -> &fontdue::Font {
        if !text.chars().any(is_cjk) {
            return if bold { &self.bold } else { &self.regular };
        }
        // One weight, drawn twice for bold: as wide as the regular.
        let _ = bold;
        self.cjk.as_ref().unwrap_or(&self.names)
    }

    /// Each character of `text` with the font it is drawn in, as `Fonts::runs` draws it: a
    /// text with CJK characters in the CJK font, but for the characters it lacks, which are
    /// drawn in Inter (spaces with the run they follow).
    fn chars<'a>(
        &'a self,
        text: &'a str,
        bold: bool,
    ) -> impl Iterator<Item = (char, &'a fontdue::Font)> + 'a {
        let latin = if bold { &self.bold } else { &self.regular };
        let primary = self.of(text, bold);
        let has = |c: char| primary.lookup_glyph_index(c) != 0;
        let first = text.chars().find(|c| !c.is_whitespace()).is_none_or(has);
        text.chars().scan(first, move |in_primary, c| {
            if !c.is_whitespace() {
                *in_primary = has(c);
            }
            Some((c, if *in_primary { primary } else { latin }))
        })
    }

    /// The characters of `text` its font lacks.
    pub(super) fn missing(&self, text: &str) -> Vec<char> {
        self.chars(text, false)
            .filter(|&(c, font)| c != ' ' && font.lookup_glyph_index(c) == 0)
            .map(|(c, _)| c)
            .collect()
    }
}

impl Measure for Fonts {
    fn width(&self, text: &str, bold: bool, size: u16) -> f32 {
        self.chars(text, bold)
            .map(|(c, font)| font.metrics(c, f32::from(size)).advance_width)
            .sum()
    }
}

/// The screens the game is played on: (name, width, height, density).
const SCREENS: [(&str, f32, f32, f32); 6] = [
    ("phone upright", 1080.0, 2400.0, 2.75),
    ("phone sideways", 2400.0, 1080.0, 2.75),
    ("small phone", 720.0, 1280.0, 2.0),
    ("small phone sideways", 1280.0, 720.0, 2.0),
    ("tablet", 1600.0, 2560.0, 2.0),
    ("desktop", 1000.0, 720.0, 1.0),
];

/// The smallest a text of each kind may be shrunk to, in dp: a title no smaller than the
/// body text under it (16); a button's words and the header's no smaller than Apple's
/// smallest text for reading (11 pt); a caption or subtitle no smaller than the platforms'
/// smallest captions (9); a tool's word under its icon, in a row of six on the narrowest
/// phone (360 dp), 8 (`TOOL_LABEL_MIN_DP`; the whole bar shares that size, so the bar is
/// measured whole). A text the layout itself sets smaller (a small phone held sideways)
/// fits as long as it is not shrunk.
pub(super) fn legible(role: Role) -> f32 {
    match role {
        Role::Title => 16.0,
        Role::Label
        | Role::Value
        | Role::Choice
        | Role::Chosen
        | Role::HeaderLevel
        | Role::HeaderClock => 11.0,
        Role::Tool => bars::TOOL_LABEL_MIN_DP,
        Role::Subtitle | Role::Caption | Role::HeaderMistakes => 9.0,
    }
}

/// The Killer cage calculator's titles and details, in the language spoken now, with the
/// numbers that make them longest, and the longest list of combinations any cage can show.
fn calculator_samples() -> (Vec<String>, Vec<(String, bool)>) {
    let said = |message: Message| words::format(&message);
    let mut titles = Vec::new();
    for cells in [1, 2, 5, 9] {
        titles.push(said(
            Message::new("calculator-cage")
                .number("sum", 45)
                .number("left", 45)
                .number("empty", cells),
        ));
        titles.push(said(
            Message::new("calculator-cage-empty")
                .number("sum", 45)
                .number("empty", cells),
        ));
    }
    for id in ["calculator-cage-complete", "calculator-cage-full"] {
        titles.push(said(Message::new(id).number("sum", 45)));
    }
    for (cells, cages) in [(2, 1), (81, 40)] {
        titles.push(said(
            Message::new("calculator-selection")
                .number("selected", cells)
                .number("total", 405),
        ));
        titles.push(said(
            Message::new("calculator-selection-blank").number("selected", cells),
        ));
        titles.push(said(
            Message::new("calculator-selection-empty")
                .number("selected", cells)
                .number("empty", cells - 1)
                .number("total", 405),
        ));
        titles.push(said(
            Message::new("calculator-selection-cages")
                .number("selected", cells)
                .number("cages", cages)
                .number("sum", 405),
        ));
    }
    let longest = (1..=peerless::killer::MAX_CAGE_SIZE)
        .flat_map(|size| (0..=45).map(move |sum| peerless::killer::combinations(size, sum)))
        .map(combinations_text)
        .max_by_key(String::len)
        .unwrap_or_default();
    let mut details = vec![(longest, true), (combinations_text(&[]), true)];
    let nine = peerless::board::Digit::new(9).unwrap();
    details.push((
        said(Message::new("calculator-repeated").digit("digit", nine)),
        false,
    ));
    details.push((
        said(
            Message::new("calculator-placed-sum")
                .number("placed", 81)
                .number("sum", 45),
        ),
        false,
    ));
    details.push((said(Message::new("calculator-no-fit")), false));
    details.push((said(Message::new("calculator-no-combination")), false));
    for cells in [1, 2, 5, 9] {
        details.push((
            said(
                Message::new("calculator-selection-left")
                    .number("left", 405)
                    .number("empty", cells),
            ),
            false,
        ));
    }
    (titles, details)
}

/// What does not fit in the language spoken now, one line each.
fn misfits(language: Language) -> Vec<String> {
    let fonts = Fonts::for_language(language);
    let menus = menus();
    let tools = tool_bars();
    let clock = "1:02:03";
    let mistakes = words::format(
        &Message::new("header-mistakes-of")
            .number("n", 3)
            .number("limit", 3),
    );
    let headers: Vec<String> = Level::ALL.map(level_name).to_vec();
    let practice: Vec<String> = Technique::ALL.iter().map(|&t| technique_name(t)).collect();
    let typing = words::text("entry-title");
    let reviewing = words::text("review-title");
    // The hint card's words at each level, and the progress in its place (the longest count).
    let cards: Vec<(String, String)> = ["technique", "cells", "move"]
        .iter()
        .map(|level| {
            let said = |id: &'static str| words::format(&Message::new(id).text("level", *level));
            (said("hint-card-level"), said("hint-card-next"))
        })
        .collect();
    let progress = words::format(&Message::new("progress-filled").number("filled", 80));
    let tip = words::text("progress-tip");
    let (calculator_titles, calculator_details) = calculator_samples();
    let longest_title = calculator_titles
        .iter()
        .max_by(|a, b| {
            fonts
                .width(a, true, 16)
                .total_cmp(&fonts.width(b, true, 16))
        })
        .cloned()
        .unwrap_or_default();
    // The notices a player meets, in the language spoken now: each language's name in the
    // notice that it needs a connection (a CJK name in a Latin sentence, drawn in two fonts).
    let notices: Vec<String> = Language::ALL
        .iter()
        .map(|other| {
            words::format(
                &Message::new("notice-language-needs-connection")
                    .text("language", other.native_name()),
            )
        })
        .chain(["notice-copy-failed", "notice-clipboard-empty"].map(words::text))
        // The import from a photo's notices: how to bring one in, and why one was refused.
        .chain(std::iter::once(words::text("notice-photo-drop")))
        .chain(
            crate::app::core::photo::PhotoError::all().map(|error| words::text(error.message_id())),
        )
        // An import refused, where the reason has no part of the puzzle in it.
        .chain(
            [
                ImportError::LinkWithoutPuzzle,
                ImportError::AlreadySolved,
                ImportError::NoSolution,
                ImportError::KillerUnchecked,
            ]
            .map(|error| words::format(&error.message())),
        )
        .collect();
    let mut wrapped = Vec::new();
    let mut out = Vec::new();
    let mut summary_lines: Vec<(String, Layout, Sizes, Menu)> = Vec::new();
    let mut check = |what: &str, t: &Placed, l: &Layout| {
        let missing = fonts.missing(t.text);
        if !missing.is_empty() {
            out.push(format!("{what}: {:?} lacks glyphs {missing:?}", t.text));
        }
        // A text wider than its place is drawn smaller to fit: it fits if it stays at
        // least as large as a text of its kind must be to be read.
        let width = fonts.width(t.text, t.bold, t.size) * t.scale;
        let shrink = if width > t.rect.w {
            t.rect.w / width
        } else {
            1.0
        };
        let drawn = f32::from(t.size) * t.scale * shrink / l.dp;
        // A tool bar's row shares one size (its scale), which is a shrink like any other; a
        // text broken into lines is set at the size its lines leave room for.
        let base = if t.role == Role::Tool {
            f32::from(t.size) / l.dp
        } else {
            f32::from(t.size) * t.scale / l.dp
        };
        if drawn + 0.01 < legible(t.role).min(base) {
            out.push(format!(
                "{what}: {:?} {:?} would be drawn at {drawn:.1} dp (at least {:.1} dp): {:.0} dp wide in {:.0} dp",
                t.role,
                t.text,
                legible(t.role).min(base),
                width / l.dp,
                t.rect.w / l.dp
            ));
        }
    };
    for (screen, width, height, dp) in SCREENS {
        let layout = Layout::new(width, height, dp, Insets::default());
        // A notice is wrapped to its card's width, each glyph in its font, never a word broken.
        let size = Sizes::of(&layout, 1.0).body;
        for (notice, board) in notices.iter().flat_map(|n| [(n, false), (n, true)]) {
            let at = format!("{} {screen}, notice {notice:?}", language.tag());
            let missing = fonts.missing(notice);
            if !missing.is_empty() {
                wrapped.push(format!("{at}: lacks glyphs {missing:?}"));
            }
            let width = layout.notice_width(board);
            let mut lines = Vec::new();
            let measure = |text: &str| fonts.width(text, false, size);
            let broke = crate::app::layout::text::wrap_measured(notice, width, measure, &mut lines);
            // The pseudo-language's padding, a run of thirty tildes, is no word.
            if broke && language != Language::Pseudo {
                wrapped.push(format!("{at}: a word is broken"));
            }
            for line in lines {
                let text = &notice[line];
                if fonts.width(text, false, size) > width + 0.5 {
                    wrapped.push(format!("{at}: {text:?} is wider than {width}"));
                }
            }
        }
        for size in DigitSize::ALL {
            let sizes = Sizes::of(&layout, size.scale());
            let at = format!("{} {screen} {size:?}", language.tag());
            for (name, m) in &menus {
                places::menu(&layout, &sizes, m, 1.0, &fonts, |t| {
                    check(&format!("{at}, {name}"), &t, &layout);
                });
                crate::app::layout::start::start_words(&layout, &sizes, m, &fonts, |t| {
                    check(&format!("{at}, {name}"), &t, &layout);
                });
                figures::statistics(&layout, &sizes, m, &fonts, |t| {
                    check(&format!("{at}, {name}"), &t, &layout);
                });
                if m.shape == MenuShape::Summary {
                    let parts = summary_parts(&layout, &sizes, m, &fonts);
                    figures::summary_cards(&layout, &sizes, m, &parts, &fonts, |t| {
                        check(&format!("{at}, {name}, cards"), &t, &layout);
                    });
                    summary_lines.push((format!("{at}, {name}"), layout, sizes, m.clone()));
                }
            }
            for bar in &tools {
                let set = bars::tool_labels(&layout, &sizes, bar, &fonts);
                bars::tools(&layout, &sizes, bar, set, &fonts, |t| {
                    check(&format!("{at}, tools"), &t, &layout)
                });
            }
            for style in CandidateStyle::ALL {
                let view = chooser_view(style, NoteKind::Centre);
                chooser::chooser_words(&layout, &sizes, view.labels, &fonts, |t| {
                    check(&format!("{at}, the notes tool's chooser"), &t, &layout)
                });
            }
            for level in &headers {
                let header = HeaderView {
                    level,
                    clock: Some(clock),
                    mistakes: &mistakes,
                    pause: true,
                };
                bars::header(&layout, &sizes, &header, &fonts, |t| {
                    check(&format!("{at}, header"), &t, &layout)
                });
            }
            let card = layout.hint_card();
            for (label, next) in &cards {
                crate::app::layout::card_words(&layout, &sizes, &card, label, next, &fonts, |t| {
                    check(&format!("{at}, hint card"), &t, &layout)
                });
            }
            crate::app::layout::progress_words(
                &layout,
                &sizes,
                &card,
                &progress,
                &tip,
                &fonts,
                |t| check(&format!("{at}, progress"), &t, &layout),
            );
            // The cage calculator in the progress's place: each title, and under the longest
            // each detail, broken into the lines its room holds, every line inside the card.
            let one = (1, sizes.body);
            for title in &calculator_titles {
                let parts = calculator_parts(&layout, &sizes, &card, title, one, &fonts);
                calculator_title(&parts, &sizes, title, &fonts, |t| {
                    check(&format!("{at}, calculator"), &t, &layout)
                });
            }
            for (detail, list) in &calculator_details {
                let title = &longest_title;
                let room = calculator_parts(&layout, &sizes, &card, title, one, &fonts).room;
                let shown = wrap_detail(detail, *list, room, &sizes, &fonts);
                // A list may be cut after a whole combination; a sentence is shown whole.
                if !*list && shown.text != *detail {
                    wrapped.push(format!("{at}, calculator: {detail:?} is cut"));
                }
                let lines = (shown.lines.len(), shown.size);
                let parts = calculator_parts(&layout, &sizes, &card, title, lines, &fonts);
                calculator_title(&parts, &sizes, title, &fonts, |t| {
                    check(&format!("{at}, calculator"), &t, &layout)
                });
                for (i, range) in shown.lines.iter().enumerate() {
                    let rect = detail_line(&parts, shown.size, i);
                    if rect.bottom() > card.card.bottom() + 0.5 {
                        wrapped.push(format!(
                            "{at}, calculator: line {} of {detail:?} below the card",
                            i + 1
                        ));
                    }
                    let line = Placed {
                        text: &shown.text[range.clone()],
                        rect,
                        role: Role::Label,
                        item: None,
                        bold: false,
                        size: shown.size,
                        scale: 1.0,
                        align: Align::Left,
                    };
                    check(&format!("{at}, calculator"), &line, &layout);
                }
            }
            for name in practice.iter().chain([&typing, &reviewing]) {
                let header = HeaderView {
                    level: name,
                    clock: None,
                    mistakes: "",
                    pause: false,
                };
                bars::header(&layout, &sizes, &header, &fonts, |t| {
                    check(&format!("{at}, practice header"), &t, &layout)
                });
            }
        }
    }
    // The end of a game's summary lines, wrapped as the game wraps them, all shown, by a
    // finished grid of a side a player can read (100 dp) or none.
    for (what, layout, sizes, m) in summary_lines {
        let body = m.body.join("\n");
        let parts = summary_parts(&layout, &sizes, &m, &fonts);
        let width = parts.lines.w;
        let mut lines = Vec::new();
        let broke = crate::app::layout::text::wrap_measured(
            &body,
            width,
            |text| fonts.width(text, false, sizes.body),
            &mut lines,
        );
        if broke {
            out.push(format!("{what}: a word of the summary is broken: {body:?}"));
        }
        for line in &lines {
            let shown = fonts.width(&body[line.clone()], false, sizes.body);
            if shown > width + 0.5 {
                out.push(format!(
                    "{what}: summary line {:?} is {shown:.0} px in {width:.0}",
                    &body[line.clone()]
                ));
            }
        }
        let small = parts.grid.w > 0.0 && parts.grid.w < 100.0 * layout.dp;
        let cut = parts.shown < lines.len();
        if small || cut || parts.lines.bottom() > layout.safe.bottom() + 0.5 {
            out.push(format!(
                "{what}: {} summary lines leave the grid {:.0} dp ({:?})",
                lines.len(),
                parts.grid.w / layout.dp,
                parts.lines
            ));
        }
    }
    out.extend(wrapped);
    out.sort();
    out.dedup();
    out
}

/// The end of a game's parts in `layout`, its lines wrapped as the game wraps them.
fn summary_parts(
    layout: &Layout,
    sizes: &Sizes,
    m: &Menu,
    fonts: &Fonts,
) -> crate::app::layout::menus::SummaryParts {
    let body = m.body.join("\n");
    let lines_at = |width: f32| {
        let mut lines = Vec::new();
        let measure = |text: &str| fonts.width(text, false, sizes.body);
        crate::app::layout::text::wrap_measured(&body, width, measure, &mut lines);
        lines.len()
    };
    layout.summary_parts(&lines_at, super::samples::shows_of(m), m.items.len())
}

#[test]
fn every_text_fits_its_place_in_every_language_on_every_screen() {
    let mut problems = Vec::new();
    for language in Language::ALL {
        let found = std::thread::spawn(move || {
            words::set_language(language);
            misfits(language)
        })
        .join()
        .unwrap();
        problems.extend(found);
    }
    assert!(
        problems.is_empty(),
        "{} texts do not fit:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Whole sentences, never pieces: every text of every menu (title, subtitle, body lines,
/// buttons, captions, values) is one catalogue message with its arguments, as the
/// pseudo-language's brackets show.
#[test]
fn every_menu_text_is_one_message() {
    let glued = std::thread::spawn(|| {
        words::set_language(Language::Pseudo);
        let mut glued = Vec::new();
        for (what, menu) in menus() {
            let mut texts = vec![&menu.title, &menu.subtitle];
            texts.extend(&menu.body);
            for item in &menu.items {
                texts.extend([&item.label, &item.caption, &item.value]);
            }
            for text in texts {
                if !words::is_one_message(text) {
                    glued.push(format!("{what}: {text:?}"));
                }
            }
        }
        glued
    })
    .join()
    .unwrap();
    assert!(glued.is_empty(), "{}", glued.join("\n"));
}
