//! Text as the layout sees it: the sizes a layout sets its texts in ([`Sizes`]), where a text
//! sits in its box ([`Align`]), and where a line may break between characters.

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
            tool: px(layout.text(scale::TOOL).min(layout.tools[0].h * 0.26)),
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

/// Punctuation a line of Japanese or Chinese never starts with.
const CLOSING: &str = "、。，．：；！？）」』】";

/// Whether a line may break between `previous` and `c`, with nothing taken out: between
/// Chinese characters and kana (which the languages that write them do not space), never
/// before closing punctuation. Spaces break everywhere, taken out; [`wrap`](crate::app::render::paint::wrap) and the layout's
/// lines (`places.rs`) both break by this rule.
pub fn breaks_between(previous: char, c: char) -> bool {
    (is_cjk(previous) || is_cjk(c)) && !CLOSING.contains(c)
}

/// Whether `c` is drawn from a CJK font: CJK punctuation, kana, ideographs, full-width forms.
pub fn is_cjk(c: char) -> bool {
    c >= '\u{2E80}'
}
