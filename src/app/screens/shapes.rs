//! The window-shape test: every screen, in every language, in windows from 320x240 to
//! 3840x2160 pixels, from three times as tall as wide to three times as wide as tall, at
//! densities from 1 to 3.5, laid out and its texts placed with the game's own fonts; it fails
//! where two drawn things overlap, anything leaves the window or is shrunk past reading, a touch
//! target is under 44 dp in a window with room for one, or more than a third of the window is
//! left empty (above, between and below what is drawn, together) while what is on it could
//! grow, or a board screen held upright starts below the top of the window.
//!
//! The space is sampled as a grid: eleven widths by ten heights (each pair within 1:3 and 3:1),
//! at six densities, kept where the window is at least 320x240 dp (the smallest window, at a
//! density of 1: a smaller one at a higher density is no screen anyone has); `shapes` says how
//! many that makes, and the test prints it.
//!
//! Not yet held: how small a text is drawn (shrunk to fit its box) is judged on the board
//! screens (`judge::text_floor`), not yet on the menus (the text-fitting test's floors,
//! `fits.rs`, hold them at its shapes).

use peerless::game::{CandidateStyle, DigitSize, NoteKind};
use peerless::l10n::{Language, Message};
use peerless::logic::Level;

use crate::app::layout::figures;
use crate::app::layout::menus::CalendarParts;
use crate::app::layout::places::{self, Measure};
use crate::app::layout::start::START_ITEMS;
use crate::app::layout::text::{wrap_measured, Sizes};
use crate::app::layout::{self, line_height, Insets, Layout, Rect, MARGIN_DP};
use crate::app::screens::fits::Fonts;
use crate::app::screens::judge::{has_room, inside, judge, overlap, text_floor, texts, Drawn};
use crate::app::screens::samples::{menus, shows_of, tool_bars};
use crate::app::views::board::HeaderView;
use crate::app::views::menu::{Menu, MenuShape};
use crate::app::views::tools::chooser_view;
use crate::app::words;
use crate::app::words::names::level_name;

/// The widths and heights sampled, in pixels.
const WIDTHS: [f32; 11] = [
    320.0, 400.0, 480.0, 640.0, 800.0, 1080.0, 1280.0, 1600.0, 1920.0, 2560.0, 3840.0,
];
const HEIGHTS: [f32; 10] = [
    240.0, 320.0, 480.0, 640.0, 800.0, 960.0, 1080.0, 1440.0, 1920.0, 2160.0,
];
/// The densities sampled: a desktop's, and phones' and tablets' up to 3.5.
const DENSITIES: [f32; 6] = [1.0, 1.5, 2.0, 2.625, 3.0, 3.5];

/// Every window shape of the grid.
fn shapes() -> Vec<Layout> {
    let mut out = Vec::new();
    for w in WIDTHS {
        for h in HEIGHTS {
            if w / h > 3.0 + 1e-3 || h / w > 3.0 + 1e-3 {
                continue;
            }
            for dp in DENSITIES {
                let (a, b) = ((w / dp).min(h / dp), (w / dp).max(h / dp));
                if a >= 240.0 - 0.5 && b >= 320.0 - 0.5 {
                    out.push(Layout::new(w, h, dp, Insets::default()));
                }
            }
        }
    }
    out
}

/// The hint card's next level's words, as the game says them at the first level.
fn next_words() -> String {
    words::format(&Message::new("hint-card-next").text("level", "technique"))
}

/// What the game screen shows over its board, tools and pad.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shown {
    /// The progress in the hint card's place.
    Progress,
    /// The hint card, as many lines as it shows.
    Card,
    /// The progress, and the notes tool's chooser open over the pad.
    Chooser,
}

impl Shown {
    const ALL: [Shown; 3] = [Shown::Progress, Shown::Card, Shown::Chooser];

    fn name(self) -> &'static str {
        match self {
            Shown::Progress => "game",
            Shown::Card => "game, hint card",
            Shown::Chooser => "game, the notes tool's chooser",
        }
    }
}

/// The game screen: header, board, the hint card (one line and as many as it shows) or the
/// progress in its place, the tools and the pad, and the notes tool's chooser where it is open
/// (over the keys and tools it covers, which are not judged).
fn game_screen(
    l: &Layout,
    sizes: &Sizes,
    fonts: &Fonts,
    shown: Shown,
    out: &mut Vec<String>,
) -> Drawn {
    let card = shown == Shown::Card;
    let mut drawn = Drawn::default();
    drawn.part("the board", l.board);
    for (i, r) in l.tools.iter().enumerate() {
        drawn.target(format!("tool {i}"), *r);
    }
    for (i, r) in l.pad.iter().enumerate() {
        drawn.target(format!("key {}", i + 1), *r);
    }
    drawn.target("the pause button", l.pause);
    let hint = l.hint_card();
    let line = line_height(f32::from(sizes.body));
    let screen = shown.name();
    let mut problems = Vec::new();
    if card {
        let fitted = l.hint_card_fitted(&hint, hint.max_lines, line);
        if !inside(&fitted.card, &l.message) {
            problems.push(format!(
                "{screen}: the card {:?} leaves its band",
                fitted.card
            ));
        }
        // The next level's pill as drawn (its button's place is wider, for a finger).
        let row = layout::card_row(l, sizes, &fitted, &next_words(), fonts);
        drawn.target("the card's next level", row.pill);
        drawn.target("the card's close", fitted.close);
        let label = words::format(&Message::new("hint-card-level").text("level", "technique"));
        let next = words::format(&Message::new("hint-card-next").text("level", "technique"));
        let lines = line * fitted.max_lines.min(3) as f32;
        if fitted.text.h + 0.5 < lines.min(line * fitted.max_lines as f32) {
            problems.push(format!("{screen}: its lines do not fit the card"));
        }
        drawn.part("the card's text", fitted.text);
        let mut place = texts(fonts, &mut drawn);
        layout::card_words(l, sizes, &fitted, &label, &next, fonts, &mut place);
    } else {
        let filled = words::format(&Message::new("progress-filled").number("filled", 80));
        let tip_text = words::text("progress-tip");
        let parts = layout::progress_parts(l, sizes, &hint, &filled, &tip_text, fonts);
        let bar = parts.bar;
        for r in [parts.words, parts.bar, parts.tip] {
            if r.h > 0.0 && !inside(&r, &l.message) {
                problems.push(format!(
                    "{screen}: the progress {r:?} leaves its band {:?}",
                    l.message
                ));
            }
        }
        drawn.part("the progress bar", bar);
        let mut place = texts(fonts, &mut drawn);
        layout::progress_words(l, sizes, &hint, &filled, &tip_text, fonts, &mut place);
    }
    let mistakes = words::format(
        &Message::new("header-mistakes-of")
            .number("n", 3)
            .number("limit", 3),
    );
    let level = level_name(Level::Extreme);
    let header = HeaderView {
        level: &level,
        clock: Some("1:02:03"),
        mistakes: &mistakes,
        pause: true,
    };
    {
        let mut place = texts(fonts, &mut drawn);
        crate::app::layout::bars::header(l, sizes, &header, fonts, &mut place);
    }
    // One tool bar shows at a time: each is drawn over the game's blocks alone.
    for bar in tool_bars() {
        let mut one = Drawn {
            blocks: drawn.blocks.clone(),
            ..Drawn::default()
        };
        let set = crate::app::layout::bars::tool_labels(l, sizes, &bar, fonts);
        {
            let mut place = texts(fonts, &mut one);
            crate::app::layout::bars::tools(l, sizes, &bar, set, fonts, &mut place);
        }
        drawn.bars.push(one.texts);
    }
    if shown == Shown::Chooser {
        chooser(l, sizes, fonts, &mut drawn);
    }
    let margin = MARGIN_DP * l.dp;
    // Upright, as wide as the window; sideways as tall, where the panel beside it keeps the
    // width its words want (while the board's cells are touch targets).
    let panel = (layout::PANEL_WIDE_DP * l.dp)
        .min(l.safe.w - 3.0 * margin - 9.0 * layout::CELL_WIDE_DP * l.dp)
        .max(0.0);
    let limit = match l.orientation {
        layout::Orientation::Portrait => l.safe.w - 2.0 * margin,
        layout::Orientation::Landscape => {
            (l.safe.h - 2.0 * margin).min(l.safe.w - 3.0 * margin - panel)
        }
    };
    drawn
        .growth
        .push(("the board".into(), l.board.w, limit - l.cell));
    if l.orientation == layout::Orientation::Portrait {
        // Upright, the screen starts at the top of the safe area (its spare height goes to
        // what can use it, the rest under the pad), and what can use it grows: the keys up to
        // their tallest, the hint's lines up to six.
        if l.header.y > l.safe.y + 0.5 {
            problems.push(format!(
                "{screen}: {:.0} dp empty above the header",
                (l.header.y - l.safe.y) / l.dp
            ));
        }
        let key = l.pad[0].h;
        let tallest = layout::PAD_KEY_MAX_DP * l.dp;
        drawn.growth.push(("the pad's keys".into(), key, tallest));
        drawn.growth.push((
            "the hint's lines".into(),
            hint.max_lines as f32 * line,
            layout::BAND_LINES_MAX * line,
        ));
    }
    out.extend(problems);
    drawn
}

/// The notes tool's chooser over the game screen: its card over the keys and tools it covers
/// (taken away with their words, drawn under it), its buttons on it, and their words in each
/// style of candidates.
fn chooser(l: &Layout, sizes: &Sizes, fonts: &Fonts, drawn: &mut Drawn) {
    let chooser = l.notes_chooser();
    let covered: Vec<Rect> = drawn
        .blocks
        .iter()
        .filter(|b| b.what.starts_with("key") || b.what.starts_with("tool"))
        .filter(|b| overlap(&b.rect, &chooser.card))
        .map(|b| b.rect)
        .collect();
    let under = |r: &Rect| covered.iter().any(|c| inside(r, c));
    drawn.blocks.retain(|b| !covered.contains(&b.rect));
    drawn.under = covered.clone();
    drawn.texts.retain(|t| !under(&t.rect));
    for bar in &mut drawn.bars {
        bar.retain(|t| !under(&t.rect));
    }
    drawn.card("the chooser", chooser.card);
    for (i, r) in chooser.options.iter().enumerate() {
        drawn.target(format!("the chooser's button {}", i + 1), *r);
    }
    // One set of words shows at a time (of one style of candidates), with one tool bar.
    let bars = std::mem::take(&mut drawn.bars);
    for style in CandidateStyle::ALL {
        let view = chooser_view(style, NoteKind::Centre);
        let mut one = Drawn::default();
        {
            let mut place = texts(fonts, &mut one);
            crate::app::layout::chooser::chooser_words(l, sizes, view.labels, fonts, &mut place);
        }
        for bar in &bars {
            drawn
                .bars
                .push(bar.iter().chain(&one.texts).cloned().collect());
        }
    }
}

/// The menus the test lays out: one of each shape, count and kind of button the game has.
fn sample_menus() -> Vec<(String, Menu)> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for (name, m) in menus() {
        let kinds: Vec<(bool, bool, bool, bool)> = m
            .items
            .iter()
            .map(|i| {
                (
                    !i.choices.is_empty(),
                    i.switch.is_some(),
                    !i.value.is_empty(),
                    !i.caption.is_empty(),
                )
            })
            .collect();
        let key = (
            m.shape,
            m.items.len(),
            kinds,
            !m.cards.is_empty(),
            m.body.len(),
        );
        if !seen.contains(&key) {
            seen.push(key);
            out.push((name, m));
        }
    }
    out
}

/// A menu screen's blocks and texts.
fn menu_screen(
    l: &Layout,
    sizes: &Sizes,
    fonts: &Fonts,
    name: &str,
    m: &Menu,
    out: &mut Vec<String>,
) -> Drawn {
    let mut drawn = Drawn::default();
    let count = m.items.len();
    for i in 0..count {
        drawn.target(
            format!("button {}", i + 1),
            l.menu_button_in(m.shape, i, count),
        );
    }
    let mut problems = Vec::new();
    // A notice of two lines covers no button.
    let notice = l.notice_card(false, 2, line_height(f32::from(sizes.body)));
    for (i, b) in drawn.blocks.iter().enumerate() {
        if overlap(&notice, &b.rect) {
            problems.push(format!("{name}: a notice covers button {}", i + 1));
        }
    }
    match m.shape {
        MenuShape::Start => {
            let parts = l.start_parts(count > START_ITEMS);
            if let Some(mark) = parts.mark {
                drawn.part("the mark", mark);
            }
            // One column of 420 dp, two of 840 on a wide screen with room for two of 280, as
            // wide as the window allows.
            let all = parts.levels[0].union(parts.daily).union(parts.tools[3]);
            let halves = (l.safe.w - 3.0 * MARGIN_DP * l.dp) / 2.0 >= 280.0 * l.dp;
            let wide = l.safe.w > 1.3 * l.safe.h && halves;
            let most = if wide { 848.0 } else { 420.0 } * l.dp;
            let largest = most.min(l.safe.w - 3.0 * MARGIN_DP * l.dp);
            drawn
                .growth
                .push(("the start screen's columns".into(), all.w, largest));
        }
        MenuShape::Summary => {
            let body = m.body.join("\n");
            let lines_at = |width: f32| {
                let mut lines = Vec::new();
                wrap_measured(
                    &body,
                    width,
                    |t| fonts.width(t, false, sizes.body),
                    &mut lines,
                );
                lines.len()
            };
            let parts = l.summary_parts(&lines_at, shows_of(m), count);
            let total = lines_at(parts.lines.w);
            if parts.grid.w > 0.0 {
                drawn.part("the grid", parts.grid);
                if parts.grid.w < 100.0 * l.dp - 0.5 {
                    problems.push(format!("{name}: a grid of {:.0} dp", parts.grid.w / l.dp));
                }
            }
            if parts.figure.h > 0.0 {
                drawn.part("the time", parts.figure);
            }
            if parts.cards.h > 0.0 {
                for i in 0..m.cards.len() {
                    drawn.part(format!("card {i}"), parts.card(i, m.cards.len(), l.dp));
                }
            }
            // Every line in a window of a phone's size or larger; in a smaller one, at least the
            // first two (what was played, in what time; the mistakes and hints).
            let least = if has_room(l) { total } else { total.min(2) };
            if parts.shown < least {
                problems.push(format!("{name}: {} of {total} lines shown", parts.shown));
            }
            let needed = parts.shown as f32 * line_height(f32::from(sizes.body));
            if parts.lines.h + 1.0 < needed {
                problems.push(format!(
                    "{name}: {} lines in {:?}",
                    parts.shown, parts.lines
                ));
            }
            drawn.part("the lines", parts.lines);
            // The grid grows to 320 dp, as wide as its share of the window allows, and as tall
            // as the room between the title and the buttons leaves it beside the other parts
            // (or over them, upright); a window that drops it for want of room for 100 dp has
            // not a third empty.
            let margin = MARGIN_DP * l.dp;
            let across = l.safe.w - 4.0 * margin;
            let wide = l.safe.w > l.safe.h * 1.3;
            let share = if wide { 0.45 } else { 0.85 };
            let buttons = (0..count)
                .map(|i| l.menu_button_in(m.shape, i, count).y)
                .fold(l.safe.bottom(), f32::min);
            let room = buttons - margin - l.summary_title().bottom();
            let figure_cards_lines = parts.figure.h
                + if parts.cards.h > 0.0 {
                    parts.cards.h + margin
                } else {
                    0.0
                }
                + parts.lines.h;
            let others = if wide || parts.grid.w <= 0.0 {
                0.0
            } else {
                let cards = if parts.cards.h > 0.0 {
                    parts.cards.h + margin
                } else {
                    0.0
                };
                parts.figure.h + cards + parts.lines.h + margin
            };
            // (in whole pixels, as it is drawn).
            let largest = (320.0 * l.dp)
                .min(across * share)
                .min(room - others)
                .floor();
            let largest = if parts.grid.w > 0.0 {
                largest
            } else if room - figure_cards_lines - margin >= 100.0 * l.dp {
                // Dropped, where one of 100 dp had room over the others.
                100.0 * l.dp
            } else {
                0.0
            };
            drawn
                .growth
                .push(("the grid".into(), parts.grid.w, largest));
            if parts.cards.h > 0.0 {
                let mut place = texts(fonts, &mut drawn);
                figures::summary_cards(l, sizes, m, &parts, fonts, &mut place);
            }
        }
        MenuShape::Statistics => {
            let parts = l.statistics_parts(count);
            drawn.part("the chart", parts.chart);
            for (i, r) in parts.cards.iter().enumerate() {
                drawn.part(format!("figure {i}"), *r);
            }
            drawn.part("the calendar", parts.calendar);
            let calendar = CalendarParts::new(parts.calendar, 0, 31);
            if calendar.row() < 8.0 {
                problems.push(format!(
                    "{name}: the calendar's rows are {:.0} px",
                    calendar.row()
                ));
            }
            let mut place = texts(fonts, &mut drawn);
            figures::statistics(l, sizes, m, fonts, &mut place);
        }
        MenuShape::List => {
            // A button as wide as its column allows, up to the widest a menu's button grows.
            let first = l.menu_button_in(m.shape, 0, count);
            let mut xs: Vec<f32> = (0..count.saturating_sub(1))
                .map(|i| l.menu_button_in(m.shape, i, count).x)
                .collect();
            xs.dedup_by(|a, b| (*a - *b).abs() < 0.5);
            let columns = xs.len().max(1) as f32;
            let gap = crate::app::layout::GAP_DP * l.dp;
            let column = (l.safe.w - 2.0 * MARGIN_DP * l.dp - (columns - 1.0) * gap) / columns;
            drawn
                .growth
                .push(("the buttons".into(), first.w, (360.0 * l.dp).min(column)));
        }
    }
    {
        let mut place = texts(fonts, &mut drawn);
        places::menu(l, sizes, m, 1.0, fonts, &mut place);
        crate::app::layout::start::start_words(l, sizes, m, fonts, &mut place);
    }
    out.extend(problems);
    drawn
}

/// The problems of every screen in every shape, in the language spoken now.
fn problems(language: Language, shapes: &[Layout]) -> Vec<String> {
    let fonts = Fonts::for_language(language);
    let menus = sample_menus();
    let mut out = Vec::new();
    for l in shapes {
        let sizes = Sizes::of(l, DigitSize::Normal.scale());
        let floor = text_floor(l, language);
        let mut found = Vec::new();
        for shown in Shown::ALL {
            let drawn = game_screen(l, &sizes, &fonts, shown, &mut found);
            judge(l, shown.name(), &drawn, floor, &mut found);
        }
        for (name, m) in &menus {
            let drawn = menu_screen(l, &sizes, &fonts, name, m, &mut found);
            // How small the menus' words are drawn is not judged yet (see the notes).
            judge(l, name, &drawn, None, &mut found);
        }
        let size = format!("{:.0}x{:.0} dp", l.window.w / l.dp, l.window.h / l.dp);
        for problem in found {
            if problem.contains(" dp), ") {
                out.push(format!("{} {problem}", language.tag()));
            } else {
                out.push(format!("{} {size}, {problem}", language.tag()));
            }
        }
    }
    out
}

#[test]
fn every_screen_fits_every_window_in_every_language() {
    let shapes = shapes();
    eprintln!(
        "{} window shapes x {} languages x {} screens",
        shapes.len(),
        Language::ALL.len(),
        2 + sample_menus().len()
    );
    let mut all = Vec::new();
    for language in Language::ALL {
        let shapes = shapes.clone();
        let found = std::thread::spawn(move || {
            words::set_language(language);
            problems(language, &shapes)
        })
        .join()
        .unwrap();
        all.extend(found);
    }
    all.sort();
    all.dedup();
    assert!(
        all.is_empty(),
        "{} problems:\n{}",
        all.len(),
        all.iter().take(400).cloned().collect::<Vec<_>>().join("\n")
    );
}
