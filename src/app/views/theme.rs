//! The game's design, in one place: colours (a light and a dark palette, one accent colour,
//! red only for conflicts and mistakes), the type scale, spacing on a 4 dp grid, corner radii,
//! elevation and motion. The layout, the drawing and the animations take their numbers from
//! here; `docs/design.md` shows them and says why.
//!
//! Colours are plain sRGB bytes so that the contrast rules (at least 4.5:1 for every digit on
//! every background it can sit on, the WCAG level for normal text) are unit-tested without a
//! window; the drawing code converts them when it draws.

use std::time::Duration;

use peerless::game::Theme;

/// The spacing grid, in dp: every space and every control's size is a whole number of it, so
/// edges line up across screens.
pub const GRID_DP: f32 = 4.0;
/// The smallest touch target, in dp (the Android and Apple guidelines agree on about 48).
pub const TOUCH_DP: f32 = 12.0 * GRID_DP;
/// Space around and between blocks, in dp.
pub const MARGIN_DP: f32 = 2.0 * GRID_DP;
/// Space between buttons, in dp (narrower on the narrowest phones, where six tools must stay
/// touch targets).
pub const GAP_DP: f32 = 2.0 * GRID_DP;
/// The game screen's header's height, in dp.
pub const HEADER_DP: f32 = 12.0 * GRID_DP;
/// The preferred height of tool, pad and menu buttons, in dp (taller than the minimum when
/// room allows).
pub const BUTTON_DP: f32 = 14.0 * GRID_DP;

/// The corner radius of buttons, keys and notices, in dp (less on a button too small for it).
pub const RADIUS_DP: f32 = 3.0 * GRID_DP;
/// The corner radius of a card (the start screen's game in progress), in dp.
pub const CARD_RADIUS_DP: f32 = 4.0 * GRID_DP;

/// The type scale, in dp: each text's size where its place allows (the layout may set a text
/// smaller on a small screen, never under its kind's legible floor).
pub mod type_scale {
    /// A screen's title.
    pub const TITLE: f32 = 34.0;
    /// Menu buttons, the header, a setting's name and value.
    pub const LABEL: f32 = 16.0;
    /// A hint's sentences, notices, a summary's lines.
    pub const BODY: f32 = 15.0;
    /// Captions, the pad's counts.
    pub const SMALL: f32 = 12.0;
    /// A tool's label, under its icon.
    pub const TOOL: f32 = 12.0;
    /// Icons: a tool's, a menu button's, the pause button's.
    pub const ICON: f32 = 24.0;
}

/// Elevation: a raised card's shadow in the light theme, as layers below it (how far each
/// reaches past the card, in dp, and its black's opacity), the wider the fainter. The dark
/// theme outlines a card instead, where a shadow would not show.
pub const SHADOW: [(f32, f32); 2] = [(4.0, 0.04), (2.0, 0.07)];

/// How long a motion lasts (a placed digit settling, a clash's shake, a completed unit's sweep,
/// a finished digit's key fading, the win): under 300 ms, so it says what happened without
/// making anyone wait. None plays with the reduced-motion setting.
pub const MOTION: Duration = Duration::from_millis(280);
/// How far below their places a rising screen's buttons and lines start, in dp.
pub const RISE_DP: f32 = 8.0 * GRID_DP;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// From `0xRRGGBB`.
    pub const fn hex(value: u32) -> Rgb {
        Rgb((value >> 16) as u8, (value >> 8) as u8, value as u8)
    }

    /// The WCAG relative luminance (0 for black, 1 for white).
    pub fn luminance(self) -> f64 {
        let channel = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(self.0) + 0.7152 * channel(self.1) + 0.0722 * channel(self.2)
    }

    /// `self` laid over `under` with opacity `alpha` (what the screen shows for a translucent
    /// highlight).
    #[cfg(test)]
    pub fn over(self, under: Rgb, alpha: f32) -> Rgb {
        let mix =
            |a: u8, b: u8| (f32::from(a) * alpha + f32::from(b) * (1.0 - alpha)).round() as u8;
        Rgb(
            mix(self.0, under.0),
            mix(self.1, under.1),
            mix(self.2, under.2),
        )
    }
}

/// The WCAG contrast ratio between two colours (1 to 21).
pub fn contrast(a: Rgb, b: Rgb) -> f64 {
    let (la, lb) = (a.luminance(), b.luminance());
    let (light, dark) = if la > lb { (la, lb) } else { (lb, la) };
    (light + 0.05) / (dark + 0.05)
}

/// Every colour the game draws with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    /// Whether this is the dark palette.
    pub dark: bool,
    /// The window behind everything.
    pub background: Rgb,
    /// The board's cells.
    pub cell: Rgb,
    /// Lines between cells.
    pub thin_line: Rgb,
    /// Lines between boxes and around the board.
    pub thick_line: Rgb,
    /// Givens (drawn bold as well).
    pub given: Rgb,
    /// The player's digits: the one accent colour.
    pub accent: Rgb,
    /// Notes.
    pub note: Rgb,
    /// The selected cell.
    pub selected: Rgb,
    /// The selected cell's row, column and box.
    pub peer: Rgb,
    /// Cells holding the selected digit.
    pub same_digit: Rgb,
    /// Conflicts and mistakes: digits and their marks.
    pub conflict: Rgb,
    /// The background of a conflicting or wrong cell.
    pub conflict_cell: Rgb,
    /// Cells a hint points at.
    pub hint: Rgb,
    /// Buttons.
    pub button: Rgb,
    /// Text on buttons and screens.
    pub text: Rgb,
    /// Quieter text (counts, captions).
    pub muted: Rgb,
    /// Text on an accent-filled button.
    pub on_accent: Rgb,
    /// How strongly a player's colour fills its cell, in percent: as much as the digits on it
    /// allow (a light fill under dark text, a fainter one under the dark theme's light text).
    pub colour_fill: u8,
    /// A hint's step drawn on the board.
    pub roles: RoleColours,
    /// A Killer cage's dashed outline: a quieter ink than the box lines, whose weight and
    /// solid stroke tell them apart, and at least 3:1 on every cell background (WCAG's figure
    /// for a shape that carries meaning). The sum is printed in the givens' ink.
    pub cage: Rgb,
    /// The optional soft tints of Killer cages, so that touching cages differ at a glance:
    /// the plain cell first, then hues kept away from the highlights' blues, the hint's yellow
    /// and the clash's red, each light enough for every digit to keep its contrast.
    pub cage_tints: [Rgb; 4],
    /// Each level's own colour, easiest first: the mark a level's button carries wherever the
    /// levels are chosen (the start screen, the statistics, the library), so a player finds a
    /// level by its colour as well as its name.
    pub levels: [Rgb; 5],
}

/// The colours of a hint's step: a fill behind each candidate of the pattern by the part it
/// plays (each also with a shape of its own, so colour is never the only sign), the units
/// outlined, and the chain's links. The candidates' digits sit on the fills in the given digits'
/// ink.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoleColours {
    /// The pattern itself, a fish's body, a wing's pincers, a chain's nodes: a disc.
    pub pattern: Rgb,
    /// A fin (a ringed disc; an endo fin a ringed diamond).
    pub fin: Rgb,
    /// A wing's pivot: a square.
    pub pivot: Rgb,
    /// A colouring's two colours: a disc and a square.
    pub colours: [Rgb; 2],
    /// Almost locked sets, in turn.
    pub als: [Rgb; 3],
    /// A digit the step places.
    pub placed: Rgb,
    /// Chain links: solid when strong, dashed when weak, each with an arrowhead.
    pub link: Rgb,
    /// A base unit (solid outline) and the unit a pattern lives in.
    pub base_unit: Rgb,
    /// A cover unit (dashed outline).
    pub cover_unit: Rgb,
}

impl Palette {
    /// The palette's colours by name, for the design specimen and `docs/design.md`.
    pub fn named(&self) -> [(&'static str, Rgb); 18] {
        [
            ("background", self.background),
            ("cell", self.cell),
            ("button", self.button),
            ("thin line", self.thin_line),
            ("thick line", self.thick_line),
            ("given", self.given),
            ("text", self.text),
            ("muted", self.muted),
            ("note", self.note),
            ("accent", self.accent),
            ("on accent", self.on_accent),
            ("selected", self.selected),
            ("peer", self.peer),
            ("same digit", self.same_digit),
            ("hint", self.hint),
            ("conflict", self.conflict),
            ("conflict cell", self.conflict_cell),
            ("cage", self.cage),
        ]
    }
}

/// The light palette.
pub const LIGHT: Palette = Palette {
    dark: false,
    background: Rgb::hex(0xF2F4F7),
    cell: Rgb::hex(0xFFFFFF),
    thin_line: Rgb::hex(0xC3C9D2),
    thick_line: Rgb::hex(0x2B323C),
    given: Rgb::hex(0x161A20),
    accent: Rgb::hex(0x1A56B0),
    note: Rgb::hex(0x4A5361),
    selected: Rgb::hex(0xBFD7F5),
    peer: Rgb::hex(0xE1E9F4),
    same_digit: Rgb::hex(0xD2E2F6),
    conflict: Rgb::hex(0xA31B15),
    conflict_cell: Rgb::hex(0xFBE4E2),
    hint: Rgb::hex(0xFFEDB8),
    button: Rgb::hex(0xE1E6ED),
    text: Rgb::hex(0x161A20),
    muted: Rgb::hex(0x4F5866),
    on_accent: Rgb::hex(0xFFFFFF),
    colour_fill: 45,
    cage: Rgb::hex(0x4F5866),
    cage_tints: [
        Rgb::hex(0xFFFFFF),
        Rgb::hex(0xE4F3E7),
        Rgb::hex(0xF5EFDC),
        Rgb::hex(0xF1E7F4),
    ],
    roles: RoleColours {
        pattern: Rgb::hex(0xA8DDB5),
        fin: Rgb::hex(0xE9B8E6),
        pivot: Rgb::hex(0xFFC980),
        colours: [Rgb::hex(0x9CC8F2), Rgb::hex(0xFFC980)],
        als: [Rgb::hex(0xC6E5A1), Rgb::hex(0xD5C6F0), Rgb::hex(0xF0D2A8)],
        placed: Rgb::hex(0x8FD39F),
        link: Rgb::hex(0x7A2E8E),
        base_unit: Rgb::hex(0x1F7A3A),
        cover_unit: Rgb::hex(0x9A3C8F),
    },
    levels: [
        Rgb::hex(0x1E7B3A),
        Rgb::hex(0x1F5FBF),
        Rgb::hex(0xA85400),
        Rgb::hex(0xB3261E),
        Rgb::hex(0x6B3FA0),
    ],
};

/// The dark palette.
pub const DARK: Palette = Palette {
    dark: true,
    background: Rgb::hex(0x121418),
    cell: Rgb::hex(0x1C2026),
    thin_line: Rgb::hex(0x3A414C),
    thick_line: Rgb::hex(0xA3ACB9),
    given: Rgb::hex(0xEDF0F4),
    accent: Rgb::hex(0x84B6FF),
    note: Rgb::hex(0xB4BCC8),
    selected: Rgb::hex(0x244467),
    peer: Rgb::hex(0x283541),
    same_digit: Rgb::hex(0x263850),
    conflict: Rgb::hex(0xFF9A90),
    conflict_cell: Rgb::hex(0x45262A),
    hint: Rgb::hex(0x453A1C),
    button: Rgb::hex(0x2A3039),
    text: Rgb::hex(0xEDF0F4),
    muted: Rgb::hex(0xA9B2BF),
    on_accent: Rgb::hex(0x0E1A2E),
    colour_fill: 30,
    cage: Rgb::hex(0xA9B2BF),
    cage_tints: [
        Rgb::hex(0x1C2026),
        Rgb::hex(0x1E2B23),
        Rgb::hex(0x2D291C),
        Rgb::hex(0x2E2233),
    ],
    roles: RoleColours {
        pattern: Rgb::hex(0x24623A),
        fin: Rgb::hex(0x6A2F66),
        pivot: Rgb::hex(0x7A4E12),
        colours: [Rgb::hex(0x1F4E80), Rgb::hex(0x7A4E12)],
        als: [Rgb::hex(0x3D5A1F), Rgb::hex(0x4A3B72), Rgb::hex(0x6A4A22)],
        placed: Rgb::hex(0x24623A),
        link: Rgb::hex(0xD9A6FF),
        base_unit: Rgb::hex(0x7FD69A),
        cover_unit: Rgb::hex(0xE6A0DD),
    },
    levels: [
        Rgb::hex(0x5CC97A),
        Rgb::hex(0x6FA8FF),
        Rgb::hex(0xF0A030),
        Rgb::hex(0xFF7A70),
        Rgb::hex(0xC39BFF),
    ],
};

/// The nine colours a player can give cells, from Okabe and Ito's palette for colour-blind
/// viewers (its red-orange left out: red is kept for clashes), with a lavender and a brown.
/// They fill a cell faintly under its digit (`Palette::colour_fill`), and each also has a shape
/// of its own.
pub const CELL_COLOURS: [Rgb; 9] = [
    Rgb::hex(0xE69F00), // orange
    Rgb::hex(0x56B4E9), // sky blue
    Rgb::hex(0x009E73), // bluish green
    Rgb::hex(0xF0E442), // yellow
    Rgb::hex(0x0072B2), // blue
    Rgb::hex(0xCC79A7), // reddish purple
    Rgb::hex(0x999999), // grey
    Rgb::hex(0xB39DDB), // lavender
    Rgb::hex(0xA6761D), // brown
];

/// The palette for the player's `theme`; `system_dark` is what the platform says ("follow the
/// system" is light where the platform says nothing).
pub fn palette(theme: Theme, system_dark: bool) -> &'static Palette {
    match theme {
        Theme::Light => &LIGHT,
        Theme::Dark => &DARK,
        Theme::System if system_dark => &DARK,
        Theme::System => &LIGHT,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contrast_matches_known_values() {
        assert!((contrast(Rgb(0, 0, 0), Rgb(255, 255, 255)) - 21.0).abs() < 0.01);
        assert!((contrast(Rgb(119, 119, 119), Rgb(255, 255, 255)) - 4.48).abs() < 0.01);
        assert_eq!(contrast(LIGHT.cell, LIGHT.cell), 1.0);
    }

    #[test]
    fn every_digit_reads_on_every_cell_background() {
        for p in [&LIGHT, &DARK] {
            let backgrounds = [
                ("cell", p.cell),
                ("selected", p.selected),
                ("peer", p.peer),
                ("same digit", p.same_digit),
                ("conflict", p.conflict_cell),
                ("hint", p.hint),
            ];
            let digits = [
                ("given", p.given),
                ("entry", p.accent),
                ("note", p.note),
                ("conflict", p.conflict),
            ];
            let tints = p.cage_tints.map(|tint| ("a cage's tint", tint));
            for (bg_name, bg) in backgrounds.into_iter().chain(tints) {
                let ratio = contrast(p.cage, bg);
                assert!(
                    ratio >= 3.0,
                    "{} theme: a cage's outline on {bg_name} is {ratio:.2}:1",
                    if p.dark { "dark" } else { "light" }
                );
                for (fg_name, fg) in digits {
                    let ratio = contrast(fg, bg);
                    assert!(
                        ratio >= 4.5,
                        "{} theme: {fg_name} on {bg_name} is {ratio:.2}:1",
                        if p.dark { "dark" } else { "light" }
                    );
                }
            }
            // A coloured cell keeps its digits readable: the given digits at the text
            // contrast, entries and notes at the large-text level.
            for (i, colour) in CELL_COLOURS.iter().enumerate() {
                let bg = colour.over(p.cell, f32::from(p.colour_fill) / 100.0);
                let given = contrast(p.given, bg);
                assert!(given >= 4.5, "colour {}: given {given:.2}:1", i + 1);
                for (fg_name, fg) in [("entry", p.accent), ("note", p.note)] {
                    let ratio = contrast(fg, bg);
                    assert!(ratio >= 3.0, "colour {}: {fg_name} {ratio:.2}:1", i + 1);
                }
            }
            for (name, fg, bg) in [
                ("text on button", p.text, p.button),
                ("muted on button", p.muted, p.button),
                ("text on background", p.text, p.background),
                ("muted on background", p.muted, p.background),
                ("text on accent", p.on_accent, p.accent),
                ("accent on button", p.accent, p.button),
            ] {
                let ratio = contrast(fg, bg);
                assert!(ratio >= 4.5, "{name}: {ratio:.2}:1");
            }
        }
    }

    /// `docs/design.md` shows the palettes as they are: each colour's row holds its light and
    /// its dark value.
    #[test]
    fn the_design_document_shows_the_palettes_as_they_are() {
        let doc = include_str!("../../../docs/design.md");
        let hex = |c: Rgb| format!("`#{:02X}{:02X}{:02X}`", c.0, c.1, c.2);
        for ((name, light), (_, dark)) in LIGHT.named().into_iter().zip(DARK.named()) {
            let row = format!("| {name} | {} | {} |", hex(light), hex(dark));
            assert!(doc.contains(&row), "docs/design.md lacks {row}");
        }
    }

    /// A level's mark reads as a shape (3:1) on the button it sits on and on the background,
    /// in both themes, and the five are told apart from each other by more than their hue
    /// alone where they sit side by side (each also carries its level's name).
    #[test]
    fn each_levels_colour_is_seen_on_its_button_in_both_themes() {
        for p in [&LIGHT, &DARK] {
            let theme = if p.dark { "dark" } else { "light" };
            for (i, &level) in p.levels.iter().enumerate() {
                for (on, bg) in [("button", p.button), ("background", p.background)] {
                    let ratio = contrast(level, bg);
                    assert!(ratio >= 3.0, "{theme}: level {i} on the {on}: {ratio:.2}:1");
                }
            }
            for (i, a) in p.levels.iter().enumerate() {
                for b in &p.levels[i + 1..] {
                    assert_ne!(a, b, "{theme}: two levels share a colour");
                }
            }
        }
    }

    /// `docs/design.md` shows each level's colours as they are.
    #[test]
    fn the_design_document_shows_the_levels_colours_as_they_are() {
        let doc = include_str!("../../../docs/design.md");
        let hex = |c: Rgb| format!("`#{:02X}{:02X}{:02X}`", c.0, c.1, c.2);
        let names = ["Easy", "Medium", "Hard", "Expert", "Extreme"];
        for (i, name) in names.iter().enumerate() {
            let row = format!(
                "| {name} | {} | {} |",
                hex(LIGHT.levels[i]),
                hex(DARK.levels[i])
            );
            assert!(doc.contains(&row), "docs/design.md lacks {row}");
        }
    }

    /// A switch reads as a control in both states (WCAG's 3:1 for a control's shapes): its
    /// track against the button it sits on, its knob against its track; so does a choice's
    /// chosen segment against the well it sits in.
    #[test]
    fn a_switch_and_a_choice_are_seen_in_both_themes() {
        for p in [&LIGHT, &DARK] {
            let theme = if p.dark { "dark" } else { "light" };
            for (name, fg, bg) in [
                ("the track on", p.accent, p.button),
                ("the knob on", p.on_accent, p.accent),
                ("the track off", p.muted, p.button),
                ("the knob off", p.cell, p.muted),
                // A choice's segmented control: the chosen segment against its well, its
                // word on it, the other words in the well.
                ("the chosen segment", p.accent, p.background),
                ("the chosen word", p.on_accent, p.accent),
                ("a segment's word", p.text, p.background),
            ] {
                let ratio = contrast(fg, bg);
                assert!(ratio >= 3.0, "{theme}: {name}: {ratio:.2}:1");
            }
        }
    }

    /// The selected cell's row, column and box stand out from the other cells, and the
    /// selected cell from them, in both themes: each tint at least 1.2:1 against the one
    /// beneath it. Why 1.2: the tints sit under digits that must keep 4.5:1 (the test above),
    /// which bounds how far a light theme's selected tint can go from white (its entries'
    /// blue at 4.5:1); 1.2:1 at each of the two steps is the most both themes can give, and
    /// a step that size reads as a clear band where the dark theme's 1.15:1 did not.
    #[test]
    fn the_selected_cells_unit_is_seen_in_both_themes() {
        for p in [&LIGHT, &DARK] {
            let theme = if p.dark { "dark" } else { "light" };
            let unit = contrast(p.peer, p.cell);
            assert!(
                unit >= 1.2,
                "{theme}: the unit's tint is {unit:.3}:1 on a cell"
            );
            let selected = contrast(p.selected, p.peer);
            assert!(
                selected >= 1.2,
                "{theme}: the selected cell is {selected:.3}:1 on its unit"
            );
        }
    }

    #[test]
    fn a_hints_step_reads_in_both_themes() {
        for p in [&LIGHT, &DARK] {
            let r = &p.roles;
            let theme = if p.dark { "dark" } else { "light" };
            let fills = [
                ("pattern", r.pattern),
                ("fin", r.fin),
                ("pivot", r.pivot),
                ("colour 1", r.colours[0]),
                ("colour 2", r.colours[1]),
                ("als 1", r.als[0]),
                ("als 2", r.als[1]),
                ("als 3", r.als[2]),
                ("placed", r.placed),
            ];
            // The candidate's digit on its fill, as text.
            for (name, fill) in fills {
                let ratio = contrast(p.given, fill);
                assert!(ratio >= 4.5, "{theme}: a digit on {name} is {ratio:.2}:1");
            }
            // Lines and outlines against the cells they cross (WCAG's 3:1 for graphics), and
            // the fills against the cell, so a marked candidate stands out.
            for (name, line) in [
                ("link", r.link),
                ("base unit", r.base_unit),
                ("cover unit", r.cover_unit),
                ("struck out", p.conflict),
            ] {
                for (bg_name, bg) in [("cell", p.cell), ("hint", p.hint), ("peer", p.peer)] {
                    let ratio = contrast(line, bg);
                    assert!(ratio >= 3.0, "{theme}: {name} on {bg_name} is {ratio:.2}:1");
                }
            }
            for (name, fill) in fills {
                let ratio = contrast(fill, p.cell);
                assert!(
                    ratio >= 1.25,
                    "{theme}: {name} against the cell is {ratio:.2}:1"
                );
            }
        }
    }

    #[test]
    fn red_is_kept_for_conflicts() {
        // The accent and the conflict colour must not be mistaken for each other: they differ
        // in hue (blue against red) and the conflict also carries a shape.
        for p in [&LIGHT, &DARK] {
            assert!(p.accent.2 > p.accent.0, "the accent is blue");
            assert!(p.conflict.0 > p.conflict.2, "the conflict colour is red");
        }
    }

    #[test]
    fn system_follows_the_platform_and_defaults_to_light() {
        assert!(!palette(Theme::System, false).dark);
        assert!(palette(Theme::System, true).dark);
        assert!(palette(Theme::Dark, false).dark);
        assert!(!palette(Theme::Light, true).dark);
    }

    #[test]
    fn blending_is_linear_in_srgb_bytes() {
        assert_eq!(Rgb(255, 0, 0).over(Rgb(0, 0, 255), 0.5), Rgb(128, 0, 128));
        assert_eq!(Rgb(1, 2, 3).over(Rgb(9, 9, 9), 1.0), Rgb(1, 2, 3));
    }
}
