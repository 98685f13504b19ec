//! Every text of every screen, in every language (the pseudo-language, 40 % longer,
//! included), measured with the game's own fonts against its place, on a phone held
//! upright and sideways, a small phone, a tablet and the desktop, at every digit size.
use std::time::Duration;

use peerless::game::{
    import, CandidateStyle, DigitSize, EntryMode, Game, Move, NoteKind, Origin, Progress, Settings,
    Statistics, Status,
};
use peerless::l10n::{Language, Message};
use peerless::logic::{Level, Technique};

use crate::app::views::board::HeaderView;

use crate::app::views::board::ToolButton;

use crate::app::layout::bars;
use crate::app::layout::chooser;
use crate::app::layout::places::{self, Measure, Placed, Role};
use crate::app::layout::text::is_cjk;
use crate::app::layout::text::Sizes;
use crate::app::layout::{Insets, Layout};
use crate::app::platform::{bundled_cjk, bundled_font};
use crate::app::render::fonts::CjkFace;
use crate::app::render::fonts::FontFile;
use crate::app::screens::import::import_menu;
use crate::app::screens::learn;
use crate::app::screens::pause::pause_menu;
use crate::app::screens::settings::group_menu;
use crate::app::screens::settings::groups_menu;
use crate::app::screens::settings::keys_menu;
use crate::app::screens::settings::languages_menu;

use crate::app::screens::start::levels_menu;
use crate::app::screens::start::replace_menu;
use crate::app::screens::start::replace_practice_menu;
use crate::app::screens::start::start_menu;
use crate::app::screens::statistics::statistics_menu;
use crate::app::screens::summary::over_menu;
use crate::app::screens::waiting::checking_menu;
use crate::app::screens::waiting::generating_menu;
use crate::app::screens::waiting::practising_menu;
use crate::app::views::board::ToolsView;
use crate::app::views::chart::StatsView;
use crate::app::views::icons::Icon;
use crate::app::views::menu::Menu;
use crate::app::views::menu::MenuShape;
use crate::app::views::settings::SettingKey;
use crate::app::views::settings::SettingsGroup;
use crate::app::views::tools::{chooser_view, EntryTool, PracticeTool, Tool};
use crate::app::words;
use crate::app::words::names::date_text;
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

const PUZZLE: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn date(text: &str) -> peerless::game::Date {
    text.parse().unwrap()
}

/// A game of the classic puzzle from `origin`, an hour in, with mistakes and hints, won.
fn won(origin: Origin) -> Game {
    let mut game = Game::with_origin(import(PUZZLE).unwrap(), origin, &Settings::default());
    game.tick(Duration::from_secs(3723));
    let _ = game.apply(Move::Hint);
    let solution = *game.puzzle().solution();
    for cell in game.board().empty_cells() {
        let _ = game.apply(Move::Enter {
            cell,
            digit: solution.get(cell).unwrap(),
        });
    }
    assert_eq!(game.status(), Status::Won);
    game
}

/// A game lost at the mistake limit, with two wrong digits on the board.
fn lost() -> Game {
    let settings = Settings {
        mistake_limit: Some(2),
        ..Settings::default()
    };
    let mut game = Game::new(import(PUZZLE).unwrap(), &settings);
    let solution = *game.puzzle().solution();
    for cell in game.board().empty_cells().iter().take(2) {
        let right = solution.get(cell).unwrap();
        let wrong = peerless::board::Digit::ALL
            .into_iter()
            .find(|&d| d != right)
            .unwrap();
        let _ = game.apply(Move::Enter { cell, digit: wrong });
    }
    assert_eq!(game.status(), Status::Lost);
    game
}

/// Every menu the game shows, in the language spoken now, with what it is.
pub(super) fn menus() -> Vec<(String, Menu)> {
    let today = date("2026-11-30");
    let mut stats = Statistics::default();
    let games = [
        won(Origin::Generated),
        won(Origin::Daily(today)),
        won(Origin::Imported),
        won(Origin::Archive(date("2026-11-02"))),
    ];
    for game in &games {
        stats.record_game_start(game);
        stats.record_game_end(game);
    }
    let playing = {
        let mut game = Game::new(import(PUZZLE).unwrap(), &Settings::default());
        game.tick(Duration::from_secs(3723));
        game
    };
    let mut out: Vec<(String, Menu)> = vec![
        ("start".into(), start_menu(None, &stats, today)),
        (
            "start, a game in progress".into(),
            start_menu(Some(&playing), &stats, today),
        ),
        ("levels".into(), levels_menu()),
        ("pause".into(), pause_menu(&playing, true, true)),
        ("lost".into(), over_menu(&lost(), &stats, true)),
        ("import".into(), import_menu(true)),
        ("checking".into(), checking_menu()),
        (
            "languages".into(),
            languages_menu(Some(words::language()), Language::German, None),
        ),
        (
            "languages, the system's".into(),
            languages_menu(None, Language::ChineseSimplified, Some(Language::German)),
        ),
        ("learn".into(), learn::learn_menu(&Progress::default())),
        ("keys".into(), keys_menu()),
    ];
    for game in &games {
        out.push((
            format!("won, {:?}", game.origin()),
            over_menu(game, &stats, true),
        ));
    }
    // A win a hint made a move of: no best time, and the line that says why.
    let mut helped = Game::new(import(PUZZLE).unwrap(), &Settings::default());
    for _ in 0..4 {
        let _ = helped.apply(Move::Hint);
    }
    let solution = *helped.puzzle().solution();
    for cell in helped.board().empty_cells() {
        let digit = solution.get(cell).unwrap();
        let _ = helped.apply(Move::Enter { cell, digit });
    }
    out.push(("won, helped".into(), over_menu(&helped, &stats, true)));
    // The statistics of a level whose only win was helped: "Best without help", "Median of 1".
    let mut helped_stats = Statistics::default();
    helped_stats.record_game_start(&helped);
    helped_stats.record_game_end(&helped);
    let level = StatsView::Level(helped.grade().level);
    out.push((
        "statistics, a helped win".into(),
        statistics_menu(&helped_stats, today, level, today),
    ));
    // A win after a history: a new best, the median's comparison, a streak, the daily streak.
    let mut history = Statistics::default();
    for seconds in [5000, 4000, 3900] {
        let mut earlier = won(Origin::Daily(today));
        earlier.tick(Duration::from_secs(seconds));
        history.record_game_start(&earlier);
        history.record_game_end(&earlier);
    }
    let latest = won(Origin::Daily(today));
    history.record_game_start(&latest);
    history.record_game_end(&latest);
    out.push((
        "won after a history".into(),
        over_menu(&latest, &history, true),
    ));
    for view in Level::ALL
        .map(StatsView::Level)
        .into_iter()
        .chain([StatsView::Imported])
    {
        out.push((
            format!("statistics {view:?}"),
            statistics_menu(&stats, today, view, today),
        ));
    }
    for level in Level::ALL {
        out.push((format!("making {level:?}"), generating_menu(level)));
        let pages = learn::techniques_of(level)
            .count()
            .div_ceil(learn::PAGE)
            .max(1);
        for page in 0..pages {
            out.push((
                format!("learn {level:?} page {page}"),
                learn::level_menu(level, page, &Progress::default()),
            ));
        }
    }
    for &technique in Technique::ALL {
        for lesson in [false, true] {
            out.push((
                format!("finding {technique:?}"),
                practising_menu(technique, lesson),
            ));
        }
        let label = words::format(
            &Message::new("replace-practise").message("technique", technique.message()),
        );
        out.push((
            format!("replace for {technique:?}"),
            replace_menu(&playing, &label),
        ));
        out.push((
            format!("replace practice of {technique:?}"),
            replace_practice_menu(technique, &words::text("replace-play-imported")),
        ));
    }
    let labels = [
        words::text("replace-start-daily"),
        words::format(&Message::new("replace-start-archive").text("date", date_text(today))),
        words::text("replace-play-imported"),
    ]
    .into_iter()
    .chain(Level::ALL.map(|level| {
        words::format(&Message::new("replace-start-level").text("level", level_name(level)))
    }));
    for label in labels {
        out.push(("replace".into(), replace_menu(&playing, &label)));
    }
    // Every setting at each of its values, and the system's language named.
    let mut settings = Settings::default();
    out.push(("settings".into(), groups_menu(&settings, None, true)));
    out.push((
        "settings, --lang".into(),
        groups_menu(&settings, Some(Language::Polish), false),
    ));
    for step in 0..3 {
        for group in SettingsGroup::ALL {
            out.push((
                format!("settings {group:?} {step}"),
                group_menu(group, &settings, Some(peerless::game::Theme::Light), true),
            ));
        }
        for key in SettingKey::ALL {
            key.toggle(&mut settings);
        }
    }
    out
}

/// Every tool bar as it can show: the game's and the practice screen's in each mode of the pad,
/// a lesson's before and after its example, the typing screen's (their labels share one size, so
/// a bar is measured whole).
pub(super) fn tool_bars() -> Vec<ToolsView> {
    let button = |label| {
        Some(ToolButton {
            icon: Icon::Pencil,
            label,
            enabled: true,
            on: false,
            chooser: false,
        })
    };
    let mut bars = Vec::new();
    for mode in [
        EntryMode::Digit,
        EntryMode::Centre,
        EntryMode::Corner,
        EntryMode::Colour,
    ] {
        for style in CandidateStyle::ALL {
            bars.push(Tool::ALL.map(|tool| match tool {
                Tool::Notes => button(Tool::notes_label(mode, style)),
                _ => button(tool.label()),
            }));
            bars.push(PracticeTool::SLOTS.map(|slot| match slot? {
                PracticeTool::Notes => button(Tool::notes_label(mode, style)),
                tool => button(tool.label()),
            }));
        }
    }
    for example in [false, true] {
        bars.push(PracticeTool::SLOTS.map(|slot| button(slot?.lesson_label(example)?)));
    }
    bars.push(EntryTool::SLOTS.map(|slot| button(slot?.label())));
    bars
}

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
                places::statistics(&layout, &sizes, m, &fonts, |t| {
                    check(&format!("{at}, {name}"), &t, &layout);
                });
                if m.shape == MenuShape::Summary {
                    // The cards' sizes do not depend on the lines under them.
                    let parts = layout.summary_parts(0, !m.cards.is_empty(), m.items.len());
                    places::summary_cards(&layout, &sizes, m, &parts, &fonts, |t| {
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
            for name in practice.iter().chain([&typing]) {
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
    // The end of a game's summary lines, wrapped as the game wraps them, fit under the
    // finished grid, which keeps a side a player can read (100 dp).
    for (what, layout, sizes, m) in summary_lines {
        let body = m.body.join("\n");
        let width = layout.summary_parts(0, false, m.items.len()).lines.w;
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
        let parts = layout.summary_parts(lines.len(), !m.cards.is_empty(), m.items.len());
        if parts.grid.w < 100.0 * layout.dp || parts.lines.bottom() > layout.safe.bottom() + 0.5 {
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
