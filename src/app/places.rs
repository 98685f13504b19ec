//! Where each word of a screen goes: the menus' titles, buttons, setting values and captions,
//! the tool bar's labels and the header's texts, as places (a rectangle, a size, bold or not),
//! a pure function of the layout and the words. Drawing reads them ([`super::draw`]), and so
//! does the test that measures every text of every language, at every size, with the real
//! fonts, against its place: one geometry for both, so what is tested is what is drawn.

use super::draw::{HeaderView, ToolsView};
use super::layout::{Layout, Rect};
use super::menu_layout::{CalendarParts, MenuShape, LEVEL_BUTTONS};
use super::paint::{breaks_between, Align, Sizes};
use super::screens::Menu;

/// Measures text as the fonts draw it: the painter's with macroquad, a test's with the same
/// font files read by fontdue (what macroquad measures with).
pub trait Measure {
    /// `text`'s width in the regular or bold font at `size`, unscaled.
    fn width(&self, text: &str, bold: bool, size: u16) -> f32;
}

/// What a placed text is, for its colour and for the report of a text that does not fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A screen's title.
    Title,
    /// The line under it.
    Subtitle,
    /// A menu button's text (a setting's name).
    Label,
    /// A setting's value, at the button's right end.
    Value,
    /// The smaller line under a button's text.
    Caption,
    /// A tool's label.
    Tool,
    /// The header's level name, left.
    HeaderLevel,
    /// The header's clock, centred.
    HeaderClock,
    /// The header's mistakes, right.
    HeaderMistakes,
}

/// A text in its place.
#[derive(Clone, Copy, Debug)]
pub struct Placed<'t> {
    /// The text.
    pub text: &'t str,
    /// Its box: a text wider than this is shrunk to fit when drawn.
    pub rect: Rect,
    /// What it is.
    pub role: Role,
    /// The button or tool slot it belongs to, if any.
    pub item: Option<usize>,
    /// Bold or regular.
    pub bold: bool,
    /// The size, one of the layout's [`Sizes`].
    pub size: u16,
    /// A scale on top of the size (a row of buttons sharing one size).
    pub scale: f32,
    /// Where it sits in its box.
    pub align: Align,
}

/// Places `t`, whose text may be too wide for its box, on as few lines as it needs (a title
/// up to three, any other text up to two), broken where the lines are most even, each line
/// no larger than the box's height leaves room for; whole when it fits or cannot break. A
/// line still too wide is shrunk when drawn.
fn fit<'t>(t: Placed<'t>, measure: &dyn Measure, place: &mut impl FnMut(Placed<'t>)) {
    let width = t.rect.w / t.scale;
    let most = if t.role == Role::Title { 3 } else { 2 };
    let mut breaks = [(0usize, 0usize); 2];
    let lines = line_breaks(t.text, width, measure, t.size, t.bold, most, &mut breaks);
    if lines == 1 {
        place(t);
        return;
    }
    let band = t.rect.h / lines as f32;
    // The lines of the size, a tenth apart, in the box's height.
    let height = (t.rect.h / (1.1 * lines as f32 * f32::from(t.size) * t.scale)).min(1.0);
    let mut from = 0;
    let ends = breaks[..lines - 1]
        .iter()
        .copied()
        .chain([(t.text.len(), t.text.len())]);
    for (line, (end, next)) in ends.enumerate() {
        place(Placed {
            text: &t.text[from..end],
            rect: Rect::new(t.rect.x, t.rect.y + line as f32 * band, t.rect.w, band),
            scale: t.scale * height,
            ..t
        });
        from = next;
    }
}

/// A place to break a line: where it ends, and where the next begins.
type Break = (usize, usize);

/// Where `text` may break: after a space (which the break takes), or between Chinese
/// characters and kana, never before closing punctuation. `(end of a line, start of the next)`.
fn break_points(text: &str) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut previous: Option<char> = None;
    text.char_indices().filter_map(move |(i, c)| {
        let point = if c == ' ' {
            Some((i, i + 1))
        } else if previous.is_some_and(|previous| breaks_between(previous, c)) {
            Some((i, i))
        } else {
            None
        };
        previous = Some(c);
        point
    })
}

/// Breaks `text` into at most `most` lines no wider than `width` where it can, as even as can
/// be: writes the breaks into `breaks` and returns the number of lines (1 when it fits, or
/// when it cannot break).
fn line_breaks(
    text: &str,
    width: f32,
    measure: &dyn Measure,
    size: u16,
    bold: bool,
    most: usize,
    breaks: &mut [(usize, usize); 2],
) -> usize {
    let whole = measure.width(text, bold, size);
    if whole <= width || break_points(text).next().is_none() {
        return 1;
    }
    // The fewest lines that fit, else the most; for that count, the narrowest widest line.
    let mut best: Option<(usize, f32, [Break; 2])> = None;
    for lines in 2..=most {
        let mut found = [(0, 0); 2];
        let widest = match lines {
            2 => {
                let mut best2: Option<(f32, (usize, usize))> = None;
                for (end, start) in break_points(text) {
                    let w = measure.width(&text[..end], bold, size).max(measure.width(
                        &text[start..],
                        bold,
                        size,
                    ));
                    if best2.is_none_or(|(b, _)| w < b) {
                        best2 = Some((w, (end, start)));
                    }
                }
                let Some((w, point)) = best2 else { break };
                found[0] = point;
                w
            }
            _ => {
                let mut best3: Option<(f32, Break, Break)> = None;
                for first in break_points(text) {
                    let head = measure.width(&text[..first.0], bold, size);
                    if best3.is_some_and(|(b, _, _)| head >= b) {
                        continue;
                    }
                    let rest = &text[first.1..];
                    for (end, start) in break_points(rest) {
                        let w = head
                            .max(measure.width(&rest[..end], bold, size))
                            .max(measure.width(&rest[start..], bold, size));
                        if best3.is_none_or(|(b, _, _)| w < b) {
                            best3 = Some((w, first, (first.1 + end, first.1 + start)));
                        }
                    }
                }
                let Some((w, a, b)) = best3 else { break };
                found = [a, b];
                w
            }
        };
        best = Some((lines, widest, found));
        if widest <= width {
            break;
        }
    }
    match best {
        Some((lines, _, found)) => {
            *breaks = found;
            lines
        }
        None => 1,
    }
}

impl Placed<'_> {
    fn new(text: &str, rect: Rect, role: Role, bold: bool, size: u16) -> Placed<'_> {
        Placed {
            text,
            rect,
            role,
            item: None,
            bold,
            size,
            scale: 1.0,
            align: Align::Center,
        }
    }

    fn align(self, align: Align) -> Self {
        Placed { align, ..self }
    }

    fn item(self, item: usize) -> Self {
        Placed {
            item: Some(item),
            ..self
        }
    }

    fn scale(self, scale: f32) -> Self {
        Placed { scale, ..self }
    }
}

/// The menu's texts in their places, in drawing order (title, subtitle, then each button's).
/// `title_scale` grows the title in at a win.
pub fn menu<'m>(
    l: &Layout,
    sizes: &Sizes,
    m: &'m Menu,
    title_scale: f32,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'m>),
) {
    let (upper, lower) = title_parts(l);
    // A title too wide for one line (a sentence: "Finding an example of the ...") takes two;
    // so does every other text below.
    let title = Placed::new(&m.title, upper, Role::Title, true, sizes.title).scale(title_scale);
    fit(title, measure, &mut place);
    let subtitle = Placed::new(&m.subtitle, lower, Role::Subtitle, false, sizes.body);
    fit(subtitle, measure, &mut place);
    let count = m.items.len();
    let row = row_scale(l, sizes, m, measure);
    for (i, item) in m.items.iter().enumerate() {
        let r = l.menu_button_in(m.shape, i, count);
        // A row of buttons (the statistics' levels) shares one text size.
        let scale = if m.shape == MenuShape::Statistics && i < LEVEL_BUTTONS {
            row
        } else {
            1.0
        };
        let inner = r.inset(12.0 * l.dp);
        let label = |rect| {
            Placed::new(&item.label, rect, Role::Label, false, sizes.label)
                .scale(scale)
                .item(i)
        };
        if !item.value.is_empty() {
            // A setting: its name at the left, its value at the right.
            let split = inner.w * 0.62;
            let name = Rect::new(inner.x, r.y, split, r.h);
            let value = Rect::new(inner.x + split, r.y, inner.w - split, r.h);
            fit(label(name).align(Align::Left), measure, &mut place);
            let value = Placed::new(&item.value, value, Role::Value, true, sizes.label);
            fit(value.align(Align::Right).item(i), measure, &mut place);
        } else if item.caption.is_empty() {
            fit(label(r.inset(8.0 * l.dp)), measure, &mut place);
        } else {
            let top = Rect::new(r.x, r.y, r.w, r.h * 0.58);
            let bottom = Rect::new(
                r.x + 6.0 * l.dp,
                r.y + r.h * 0.52,
                r.w - 12.0 * l.dp,
                r.h * 0.4,
            );
            fit(label(top), measure, &mut place);
            let caption = Placed::new(&item.caption, bottom, Role::Caption, false, sizes.small);
            fit(caption.item(i), measure, &mut place);
        }
    }
}

/// The title's two bands: the title itself, and the subtitle under it.
pub fn title_parts(l: &Layout) -> (Rect, Rect) {
    let title = l.menu_title();
    let side = 16.0 * l.dp;
    let upper = Rect::new(
        title.x + side,
        title.y,
        title.w - 2.0 * side,
        title.h * 0.62,
    );
    let lower = Rect::new(
        title.x + side,
        title.y + title.h * 0.62,
        title.w - 2.0 * side,
        title.h * 0.38,
    );
    (upper, lower)
}

/// The scale at which every label of the statistics' row of level buttons fits its button.
fn row_scale(l: &Layout, sizes: &Sizes, m: &Menu, measure: &dyn Measure) -> f32 {
    if m.shape != MenuShape::Statistics {
        return 1.0;
    }
    let room = l.menu_button_in(m.shape, 0, m.items.len()).w - 16.0 * l.dp;
    m.items
        .iter()
        .take(LEVEL_BUTTONS)
        .map(|item| {
            let width = measure.width(&item.label, false, sizes.label);
            if width > room && width > 0.0 {
                room / width
            } else {
                1.0
            }
        })
        .fold(1.0, f32::min)
}

/// The tool bar's labels, each in its button.
pub fn tools(
    l: &Layout,
    sizes: &Sizes,
    v: &ToolsView,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'static>),
) {
    for (slot, r) in l.tools.iter().enumerate() {
        if let Some(button) = v[slot] {
            let label = Placed::new(
                button.label,
                r.inset(2.0 * l.dp),
                Role::Tool,
                false,
                sizes.label,
            );
            fit(label.item(slot), measure, &mut place);
        }
    }
}

/// The header's texts: the level at the left, the clock in the middle (moved aside when the
/// level needs the room), the mistakes at the right, in the band left of the pause button.
/// Each has the width it needs while all fit; when they do not, each has its share of the
/// band, so none runs into another.
pub fn header<'v>(
    l: &Layout,
    sizes: &Sizes,
    v: &HeaderView<'v>,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'v>),
) {
    let h = l.header;
    let area = Rect::new(h.x, h.y, l.pause.x - h.x - 4.0 * l.dp, h.h);
    let gap = 8.0 * l.dp;
    let level_w = measure.width(v.level, true, sizes.label);
    let clock_w = v
        .clock
        .map_or(0.0, |c| measure.width(c, false, sizes.label));
    let mistakes_w = measure.width(v.mistakes, false, sizes.small);
    let clock_gap = if v.clock.is_some() { gap } else { 0.0 };
    let mistakes_gap = if v.mistakes.is_empty() { 0.0 } else { gap };
    // Short of room for the three on one line (a narrow band, long words), the mistakes take
    // a second line under the others, at the right.
    let one_line = level_w + clock_gap + clock_w + mistakes_gap + mistakes_w <= area.w;
    let (top, bottom) = if one_line || v.mistakes.is_empty() {
        (area, area)
    } else {
        let split = area.h * 0.58;
        (
            Rect::new(area.x, area.y, area.w, split),
            Rect::new(area.x, area.y + split, area.w, area.h - split),
        )
    };
    let mistakes_gap = if one_line { mistakes_gap } else { 0.0 };
    let beside = if one_line { mistakes_w } else { 0.0 };
    // Still short of room, each text's box is its share of what there is.
    let needed = level_w + clock_gap + clock_w + mistakes_gap + beside;
    let share = if needed > area.w {
        (area.w - clock_gap - mistakes_gap).max(0.0) / (needed - clock_gap - mistakes_gap).max(1.0)
    } else {
        1.0
    };
    let (level_w, clock_w, beside) = (level_w * share, clock_w * share, beside * share);
    // The clock centred, unless the level or the mistakes reach past its edges.
    let clock_x = (area.x + (area.w - clock_w) / 2.0)
        .max(area.x + level_w + clock_gap)
        .min(area.right() - beside - mistakes_gap - clock_w);
    let level_right = if v.clock.is_some() {
        clock_x - clock_gap
    } else {
        area.right() - beside - mistakes_gap
    };
    let left = Rect::new(top.x, top.y, (level_right - area.x).max(0.0), top.h);
    let level = Placed::new(v.level, left, Role::HeaderLevel, true, sizes.label);
    fit(level.align(Align::Left), measure, &mut place);
    if let Some(clock) = v.clock {
        let middle = Rect::new(clock_x, top.y, clock_w, top.h);
        place(Placed::new(
            clock,
            middle,
            Role::HeaderClock,
            false,
            sizes.label,
        ));
    }
    let mistakes_box = if one_line {
        beside
    } else {
        area.w.min(mistakes_w)
    };
    let right = Rect::new(
        area.right() - mistakes_box,
        bottom.y,
        mistakes_box,
        bottom.h,
    );
    place(
        Placed::new(v.mistakes, right, Role::HeaderMistakes, false, sizes.small)
            .align(Align::Right),
    );
}

/// The statistics screen's words: its two lines of figures under the chart, the calendar's
/// title (the month, the daily streak) and the weekdays over its columns.
pub fn statistics<'m>(
    l: &Layout,
    sizes: &Sizes,
    m: &'m Menu,
    measure: &dyn Measure,
    mut place: impl FnMut(Placed<'m>),
) {
    let Some(chart) = &m.chart else {
        return;
    };
    let parts = l.statistics_parts(m.items.len());
    let line = f32::from(sizes.body) * 1.35;
    let f = parts.figures;
    for (i, text) in m.body.iter().take(2).enumerate() {
        let r = Rect::new(f.x, f.y + i as f32 * line, f.w, line);
        place(Placed::new(text, r, Role::Label, false, sizes.body));
    }
    let calendar = CalendarParts::new(
        parts.calendar,
        chart.first_column,
        chart.month.days_in_month(),
    );
    if calendar.row() < 8.0 {
        return;
    }
    if let Some(title) = m.body.get(2) {
        let title = Placed::new(title, calendar.title(), Role::Label, true, sizes.body);
        fit(title, measure, &mut place);
    }
    // The weekdays as large as their columns let one letter be (a narrow calendar's are
    // small whatever the language).
    let column = calendar.weekday(0);
    let size = sizes.small.min(column.w.min(column.h).max(1.0) as u16);
    for (i, name) in chart.weekdays.iter().enumerate() {
        let r = calendar.weekday(i as u32);
        place(Placed::new(name, r, Role::Caption, false, size));
    }
}

#[cfg(test)]
mod tests {
    //! Every text of every screen, in every language (the pseudo-language, 40 % longer,
    //! included), measured with the game's own fonts against its place, on a phone held
    //! upright and sideways, a small phone, a tablet and the desktop, at every digit size.

    use std::time::Duration;

    use peerless::game::{
        import, DigitSize, EntryMode, Game, Move, Origin, Progress, Settings, Statistics, Status,
    };
    use peerless::l10n::{Language, Message};
    use peerless::logic::{Level, Technique};

    use super::super::draw::{HeaderView, ToolButton, ToolsView};
    use super::super::layout::{Insets, Layout};
    use super::super::learn;
    use super::super::menu_layout::MenuShape;
    use super::super::paint::{is_cjk, FontFile, Sizes};
    use super::super::platform::{bundled_cjk, bundled_font};
    use super::super::screens::{self, Menu, StatsView};
    use super::super::settings_menu::{self, SettingKey, SettingsGroup};
    use super::super::tools::{EntryTool, PracticeTool, Tool};
    use super::super::words;
    use super::*;

    /// The game's fonts, read as macroquad reads them (fontdue), measured as macroquad
    /// measures: the sum of the glyphs' advances at the size.
    struct Fonts {
        regular: fontdue::Font,
        bold: fontdue::Font,
        names: fontdue::Font,
        cjk: Option<fontdue::Font>,
    }

    fn font(bytes: &[u8]) -> fontdue::Font {
        fontdue::Font::from_bytes(bytes, fontdue::FontSettings::default()).unwrap()
    }

    impl Fonts {
        fn for_language(language: Language) -> Fonts {
            let face = super::super::paint::CjkFace::of(language);
            Fonts {
                regular: font(&bundled_font(FontFile::Regular)),
                bold: font(&bundled_font(FontFile::Bold)),
                names: font(include_bytes!("../../assets/fonts/NotoSansCJK-names.otf")),
                cjk: face.map(|face| font(&bundled_cjk(face))),
            }
        }

        /// The font a text is drawn in, as `paint::Fonts::for_text` chooses it.
        fn of(&self, text: &str, bold: bool) -> &fontdue::Font {
            if !text.chars().any(is_cjk) {
                return if bold { &self.bold } else { &self.regular };
            }
            // One weight, drawn twice for bold: as wide as the regular.
            let _ = bold;
            self.cjk.as_ref().unwrap_or(&self.names)
        }

        /// The characters of `text` its font lacks.
        fn missing(&self, text: &str) -> Vec<char> {
            let font = self.of(text, false);
            text.chars()
                .filter(|&c| c != ' ' && font.lookup_glyph_index(c) == 0)
                .collect()
        }
    }

    impl Measure for Fonts {
        fn width(&self, text: &str, bold: bool, size: u16) -> f32 {
            let font = self.of(text, bold);
            text.chars()
                .map(|c| font.metrics(c, f32::from(size)).advance_width)
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
    fn menus() -> Vec<(String, Menu)> {
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
            ("start".into(), screens::start_menu(None, &stats, today)),
            (
                "start, a game in progress".into(),
                screens::start_menu(Some(&playing), &stats, today),
            ),
            ("levels".into(), screens::levels_menu()),
            ("pause".into(), screens::pause_menu(&playing, true, true)),
            ("lost".into(), screens::over_menu(&lost(), &stats, true)),
            ("import".into(), screens::import_menu(true)),
            ("checking".into(), screens::checking_menu()),
            (
                "languages".into(),
                settings_menu::languages_menu(Some(words::language()), Language::German),
            ),
            (
                "languages, the system's".into(),
                settings_menu::languages_menu(None, Language::ChineseSimplified),
            ),
            ("learn".into(), learn::learn_menu(&Progress::default())),
        ];
        for game in &games {
            out.push((
                format!("won, {:?}", game.origin()),
                screens::over_menu(game, &stats, true),
            ));
        }
        for view in Level::ALL
            .map(StatsView::Level)
            .into_iter()
            .chain([StatsView::Imported])
        {
            out.push((
                format!("statistics {view:?}"),
                screens::statistics_menu(&stats, today, view, today),
            ));
        }
        for level in Level::ALL {
            out.push((format!("making {level:?}"), screens::generating_menu(level)));
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
                    screens::practising_menu(technique, lesson),
                ));
            }
            let label = words::format(
                &Message::new("replace-practise").message("technique", technique.message()),
            );
            out.push((
                format!("replace for {technique:?}"),
                screens::replace_menu(&playing, &label),
            ));
        }
        let labels = [
            words::text("replace-start-daily"),
            words::format(
                &Message::new("replace-start-archive").text("date", screens::date_text(today)),
            ),
            words::text("replace-play-imported"),
        ]
        .into_iter()
        .chain(Level::ALL.map(|level| {
            words::format(
                &Message::new("replace-start-level").text("level", screens::level_name(level)),
            )
        }));
        for label in labels {
            out.push(("replace".into(), screens::replace_menu(&playing, &label)));
        }
        // Every setting at each of its values, and the system's language named.
        let mut settings = Settings::default();
        out.push(("settings".into(), settings_menu::groups_menu(&settings)));
        for step in 0..3 {
            for group in SettingsGroup::ALL {
                out.push((
                    format!("settings {group:?} {step}"),
                    settings_menu::group_menu(group, &settings, true),
                ));
            }
            for key in SettingKey::ALL {
                key.toggle(&mut settings);
            }
        }
        out
    }

    /// Every tool bar's possible labels.
    fn tool_labels() -> Vec<&'static str> {
        let mut labels: Vec<&'static str> = Tool::ALL.iter().map(|t| t.label()).collect();
        for mode in [
            EntryMode::Digit,
            EntryMode::Centre,
            EntryMode::Corner,
            EntryMode::Colour,
        ] {
            labels.push(Tool::notes_label(mode));
        }
        labels.extend(EntryTool::SLOTS.iter().flatten().map(|t| t.label()));
        for tool in PracticeTool::SLOTS.iter().flatten() {
            labels.push(tool.label());
            labels.extend(tool.lesson_label(false));
            labels.extend(tool.lesson_label(true));
        }
        labels
    }

    /// The smallest a text of each kind may be shrunk to, in dp: a title no smaller than the
    /// body text under it (16); a button's words and the header's no smaller than Apple's
    /// smallest text for reading (11 pt); a caption or subtitle no smaller than the platforms'
    /// smallest captions (9); a tool's one word in its button of a row of six, on the
    /// narrowest phone (360 dp), 8. A text the layout itself sets smaller (a small phone
    /// held sideways) fits as long as it is not shrunk.
    fn legible(role: Role) -> f32 {
        match role {
            Role::Title => 16.0,
            Role::Label | Role::Value | Role::HeaderLevel | Role::HeaderClock => 11.0,
            Role::Tool => 8.0,
            Role::Subtitle | Role::Caption | Role::HeaderMistakes => 9.0,
        }
    }

    /// What does not fit in the language spoken now, one line each.
    fn misfits(language: Language) -> Vec<String> {
        let fonts = Fonts::for_language(language);
        let menus = menus();
        let tools = tool_labels();
        let clock = "1:02:03";
        let mistakes = words::format(
            &Message::new("header-mistakes-of")
                .number("n", 3)
                .number("limit", 3),
        );
        let headers: Vec<String> = Level::ALL.map(screens::level_name).to_vec();
        let practice: Vec<String> = Technique::ALL
            .iter()
            .map(|&t| screens::technique_name(t))
            .collect();
        let typing = words::text("entry-title");
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
            let base = f32::from(t.size) * t.scale / l.dp;
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
            for size in DigitSize::ALL {
                let sizes = Sizes::of(&layout, size.scale());
                let at = format!("{} {screen} {size:?}", language.tag());
                for (name, m) in &menus {
                    super::menu(&layout, &sizes, m, 1.0, &fonts, |t| {
                        check(&format!("{at}, {name}"), &t, &layout);
                    });
                    super::statistics(&layout, &sizes, m, &fonts, |t| {
                        check(&format!("{at}, {name}"), &t, &layout);
                    });
                    if m.shape == MenuShape::Summary {
                        summary_lines.push((format!("{at}, {name}"), layout, sizes, m.clone()));
                    }
                }
                for label in &tools {
                    let mut bar: ToolsView = [None; 6];
                    bar[0] = Some(ToolButton {
                        label,
                        enabled: true,
                        on: false,
                    });
                    super::tools(&layout, &sizes, &bar, &fonts, |t| {
                        check(&format!("{at}, tools"), &t, &layout)
                    });
                }
                for level in &headers {
                    let header = HeaderView {
                        level,
                        clock: Some(clock),
                        mistakes: &mistakes,
                        pause: true,
                    };
                    super::header(&layout, &sizes, &header, &fonts, |t| {
                        check(&format!("{at}, header"), &t, &layout)
                    });
                }
                for name in practice.iter().chain([&typing]) {
                    let header = HeaderView {
                        level: name,
                        clock: None,
                        mistakes: "",
                        pause: false,
                    };
                    super::header(&layout, &sizes, &header, &fonts, |t| {
                        check(&format!("{at}, practice header"), &t, &layout)
                    });
                }
            }
        }
        // The end of a game's summary lines, wrapped as the game wraps them, fit under the
        // finished grid, which keeps a side a player can read (100 dp).
        for (what, layout, sizes, m) in summary_lines {
            let body = m.body.join("\n");
            let width = layout.summary_parts(0, m.items.len()).lines.w;
            let mut lines = Vec::new();
            crate::app::paint::wrap_measured(
                &body,
                width,
                |text| fonts.width(text, false, sizes.body),
                &mut lines,
            );
            for line in &lines {
                let shown = fonts.width(&body[line.clone()], false, sizes.body);
                if shown > width + 0.5 {
                    out.push(format!(
                        "{what}: summary line {:?} is {shown:.0} px in {width:.0}",
                        &body[line.clone()]
                    ));
                }
            }
            let parts = layout.summary_parts(lines.len(), m.items.len());
            if parts.grid.w < 100.0 * layout.dp || parts.lines.bottom() > layout.safe.bottom() + 0.5
            {
                out.push(format!(
                    "{what}: {} summary lines leave the grid {:.0} dp ({:?})",
                    lines.len(),
                    parts.grid.w / layout.dp,
                    parts.lines
                ));
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// Every character of every catalogue is in the font the game draws it with (the fonts are
    /// subset from the catalogues by `assets/fonts/subset.sh`: run it after a catalogue
    /// changes), the pseudo-language's accents too.
    #[test]
    fn every_character_of_every_catalogue_has_its_glyph() {
        let mut problems = Vec::new();
        for language in Language::ALL {
            let fonts = Fonts::for_language(language);
            let [engine, game] = language.bundled_catalogue().unwrap();
            let mut text = format!("{engine}{game}");
            if language == Language::Pseudo {
                let localizer = peerless::l10n::Localizer::for_language(language);
                for id in localizer.ids() {
                    text.push_str(&localizer.text(id, &[]));
                }
            }
            let mut chars: Vec<char> = text.chars().filter(|c| !c.is_control()).collect();
            chars.sort_unstable();
            chars.dedup();
            for c in chars {
                for bold in [false, true] {
                    let font = fonts.of(&c.to_string(), bold);
                    if c != ' ' && font.lookup_glyph_index(c) == 0 {
                        problems.push(format!(
                            "{}: {c:?} (U+{:04X}), bold {bold}",
                            language.tag(),
                            c as u32
                        ));
                    }
                }
            }
        }
        assert!(
            problems.is_empty(),
            "run assets/fonts/subset.sh:\n{}",
            problems.join("\n")
        );
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
}
