//! The icons the game draws beside its words: a picture a player recognises from other apps
//! before reading the label under it, in any language.
//!
//! Each is a glyph of Material Icons (Apache 2.0), which `assets/fonts/subset.sh` cuts down to
//! the code points written here: an icon added here is in the font once the script runs again
//! (the front end's glyph test fails until it has).

/// An icon: what it shows, not where (the tool bar, a menu button and the header draw the same
/// ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Icon {
    /// A curved arrow back: take back a move.
    Undo,
    /// A curved arrow on: make a move again.
    Redo,
    /// A pencil: notes.
    Pencil,
    /// An arrow to a corner: corner notes.
    Corner,
    /// A palette: colours.
    Palette,
    /// A wand: fill in every candidate.
    Wand,
    /// A key with a cross: erase.
    Erase,
    /// A light bulb: a hint.
    Bulb,
    /// Two bars: pause.
    Pause,
    /// A triangle: play, continue, start.
    Play,
    /// An arrow left: back.
    Back,
    /// A clipboard: paste.
    Paste,
    /// A camera: a photo of a puzzle.
    Photo,
    /// A broom of lines: clear everything.
    Clear,
    /// To the end: the next one.
    Next,
    /// A plus: something new.
    Add,
    /// A calendar's page: the day's puzzle.
    Today,
    /// A cap: learning.
    School,
    /// Bars: statistics.
    Chart,
    /// A cog: settings.
    Settings,
    /// Three joined dots: share.
    Share,
    /// A circular arrow: again.
    Replay,
    /// A house: the start screen.
    Home,
    /// A keyboard: typing, the keys.
    Keyboard,
    /// A globe: languages.
    Language,
    /// Two sheets: copy.
    Copy,
    /// A chain's links: a link.
    Link,
    /// A cross: close, put away.
    Close,
    /// A chevron right: on to the next.
    Forward,
    /// A flame: a streak of days.
    Flame,
    /// A ticked circle: done.
    Done,
    /// A stopwatch: a time.
    Timer,
}

impl Icon {
    /// The icon as text in the icon font: its one character.
    pub const fn text(self) -> &'static str {
        match self {
            Icon::Undo => "\u{e166}",
            Icon::Redo => "\u{e15a}",
            Icon::Pencil => "\u{e3c9}",
            Icon::Corner => "\u{f1e2}",
            Icon::Palette => "\u{e40a}",
            Icon::Wand => "\u{e663}",
            Icon::Erase => "\u{e14a}",
            Icon::Bulb => "\u{e0f0}",
            Icon::Pause => "\u{e034}",
            Icon::Play => "\u{e037}",
            Icon::Back => "\u{e5c4}",
            Icon::Paste => "\u{e14f}",
            Icon::Photo => "\u{e412}",
            Icon::Clear => "\u{e16c}",
            Icon::Next => "\u{e044}",
            Icon::Add => "\u{e145}",
            Icon::Today => "\u{e8df}",
            Icon::School => "\u{e80c}",
            Icon::Chart => "\u{e26b}",
            Icon::Settings => "\u{e8b8}",
            Icon::Share => "\u{e80d}",
            Icon::Replay => "\u{e042}",
            Icon::Home => "\u{e88a}",
            Icon::Keyboard => "\u{e312}",
            Icon::Language => "\u{e894}",
            Icon::Copy => "\u{e14d}",
            Icon::Link => "\u{e157}",
            Icon::Close => "\u{e5cd}",
            Icon::Forward => "\u{e5cc}",
            Icon::Flame => "\u{e80e}",
            Icon::Done => "\u{e86c}",
            Icon::Timer => "\u{e425}",
        }
    }

    /// The icon's character in the icon font.
    #[cfg(test)]
    pub fn glyph(self) -> char {
        self.text().chars().next().unwrap_or_default()
    }

    /// Every icon: for the design specimen, and the tests that find each in the font.
    pub const ALL: [Icon; 32] = [
        Icon::Undo,
        Icon::Redo,
        Icon::Pencil,
        Icon::Corner,
        Icon::Palette,
        Icon::Wand,
        Icon::Erase,
        Icon::Bulb,
        Icon::Pause,
        Icon::Play,
        Icon::Back,
        Icon::Paste,
        Icon::Photo,
        Icon::Clear,
        Icon::Next,
        Icon::Add,
        Icon::Today,
        Icon::School,
        Icon::Chart,
        Icon::Settings,
        Icon::Share,
        Icon::Replay,
        Icon::Home,
        Icon::Keyboard,
        Icon::Language,
        Icon::Copy,
        Icon::Link,
        Icon::Close,
        Icon::Forward,
        Icon::Flame,
        Icon::Done,
        Icon::Timer,
    ];
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_icon_is_one_private_use_character_of_its_own() {
        for (i, icon) in Icon::ALL.into_iter().enumerate() {
            assert_eq!(icon as usize, i, "{icon:?} out of order in ALL");
            assert_eq!(icon.text().chars().count(), 1, "{icon:?}'s text");
            assert!(('\u{e000}'..='\u{f8ff}').contains(&icon.glyph()));
        }
        let mut glyphs: Vec<char> = Icon::ALL.iter().map(|icon| icon.glyph()).collect();
        glyphs.sort_unstable();
        glyphs.dedup();
        assert_eq!(glyphs.len(), Icon::ALL.len(), "two icons share a glyph");
    }
}
