//! Where a cell's notes go: the part of the cell they keep to, clear of the lines between
//! cells, and the fixed place of each digit in it, 1 top left to 9 bottom right, where the
//! candidates are drawn and a hint marks each candidate.

use peerless::board::{Cell, Digit};

use super::{Layout, Rect};

/// How far notes keep from a cell's edges, in cells (at least 1.5 dp).
const NOTE_INSET: f32 = 0.04;

impl Layout {
    /// How far a cell's notes keep from its edges: clear of the lines between cells (a box's
    /// line reaches 1.25 dp into its cells), so that no note, and no mark a hint puts behind
    /// one, is ever cut by a line or by the board's edge.
    pub fn note_inset(&self) -> f32 {
        (self.cell * NOTE_INSET).max(1.5 * self.dp)
    }

    /// The part of a cell notes are drawn in: the cell less [`Layout::note_inset`] all round.
    pub fn note_area(&self, cell: Cell) -> Rect {
        self.cell_rect(cell).inset(self.note_inset())
    }

    /// The side of a note's fixed place: a third of [`Layout::note_area`].
    pub fn note_place(&self) -> f32 {
        (self.cell - 2.0 * self.note_inset()).max(0.0) / 3.0
    }

    /// The rectangle of a digit's note inside a cell: candidates sit in fixed 3x3 places of
    /// the cell's [`Layout::note_area`], 1 top left to 9 bottom right, and a hint marks each
    /// candidate there.
    pub fn note_rect(&self, cell: Cell, digit: Digit) -> Rect {
        let area = self.note_area(cell);
        let third = self.note_place();
        let index = digit.index();
        Rect::new(
            area.x + (index % 3) as f32 * third,
            area.y + (index / 3) as f32 * third,
            third,
            third,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::Insets;
    use super::*;

    #[test]
    fn notes_sit_in_fixed_positions_clear_of_the_lines() {
        for (name, w, h, dp) in [
            ("phone 360x640", 720.0, 1280.0, 2.0),
            ("small phone", 480.0, 800.0, 1.5),
            ("phone sideways", 2400.0, 1080.0, 2.75),
            ("desktop", 1280.0, 800.0, 1.0),
            ("small window", 480.0, 800.0, 1.0),
        ] {
            let layout = Layout::new(w, h, dp, Insets::default());
            // A box's line reaches 1.25 dp into its cells (2.5 dp wide, on the edge).
            let line = 1.25 * layout.dp;
            for cell in [Cell::at(0, 0).unwrap(), Cell::at(8, 8).unwrap()] {
                let outer = layout.cell_rect(cell);
                let one = layout.note_rect(cell, Digit::new(1).unwrap());
                let five = layout.note_rect(cell, Digit::new(5).unwrap());
                let nine = layout.note_rect(cell, Digit::new(9).unwrap());
                assert!(one.x >= outer.x + line && one.y >= outer.y + line, "{name}");
                assert!(nine.right() <= outer.right() - line, "{name}");
                assert!(nine.bottom() <= outer.bottom() - line, "{name}");
                assert!(
                    (one.right() - five.x).abs() < 0.01 && (five.right() - nine.x).abs() < 0.01
                );
                let (cx, cy) = five.center();
                let (ox, oy) = outer.center();
                assert!(
                    (cx - ox).abs() < 0.01 && (cy - oy).abs() < 0.01,
                    "{name}: 5 centred"
                );
            }
        }
    }
}
