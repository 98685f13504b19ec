//! Every character the catalogues hold, and every icon, has its glyph in the font the game
//! draws it with: the fonts are cut to what the game draws (`assets/fonts/subset.sh`), so a new
//! word in a catalogue or a new icon needs the script run again, and these tests say so.

use peerless::l10n::Language;

use crate::app::platform::bundled_font;
use crate::app::render::fonts::FontFile;
use crate::app::screens::fits::{font, Fonts};
use crate::app::views::icons::Icon;

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

/// Every icon the game draws is in the icon font (cut to the code points of `icons.rs` by
/// `assets/fonts/subset.sh`: run it after adding one), and draws something.
#[test]
fn every_icon_has_its_glyph() {
    let icons = font(&bundled_font(FontFile::Icons));
    for icon in Icon::ALL {
        let index = icons.lookup_glyph_index(icon.glyph());
        assert_ne!(
            index, 0,
            "{icon:?} is not in the icon font: run assets/fonts/subset.sh"
        );
        let (metrics, coverage) = icons.rasterize(icon.glyph(), 24.0);
        assert!(
            metrics.width >= 6 && coverage.iter().any(|&c| c > 128),
            "{icon:?} draws nothing"
        );
    }
}
