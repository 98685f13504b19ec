//! The tool bar and the pad for a screen reader: each tool a button (the notes tool a toggle,
//! named in full, with its other kinds beside it), each pad digit a button with how many are
//! left to place.

use accesskit::{NodeId, Role};
use peerless::board::Digit;
use peerless::game::{Colour, EntryMode, NoteKind};
use peerless::l10n::Message;

use crate::app::access::builder::Builder;
use crate::app::access::kinds::{self, KindsScene};
use crate::app::access::words::{colour_name, pad_name};
use crate::app::access::*;
use crate::app::layout::Layout;
use crate::app::views::board::{PadView, ToolsView};
use crate::app::views::tools::Tool;
use crate::app::words::{self, text};

/// The tool bar: a button a tool, and beside the notes tool (`kinds`, where the screen has it)
/// what its long press opens. The notes tool is a toggle, named in full ("Notes: Corner notes",
/// never "Corner" alone); a tool drawn filled only to stand out (Start, Practise, Next) is a
/// plain button, not a toggle that is pressed.
pub(super) fn tool_bar(
    b: &mut Builder,
    tools: &ToolsView,
    kinds: Option<&KindsScene>,
    l: &Layout,
) -> NodeId {
    let mut children = Vec::new();
    for (slot, button) in tools.iter().enumerate() {
        let notes = kinds.filter(|k| k.slot == slot);
        if let Some(button) = button {
            let label = match notes {
                Some(kinds) if button.on && button.label != Tool::Notes.label() => {
                    let chosen = NoteKind::ALL.iter().position(|&k| k == kinds.view.chosen);
                    words::format(
                        &Message::new("access-menu-value")
                            .text("label", Tool::Notes.label())
                            .text("value", kinds.view.labels[chosen.unwrap_or(0)]),
                    )
                }
                _ => button.label.to_string(),
            };
            let node = b.button(tool_id(slot), &label, l.tools[slot], button.enabled);
            if button.on && notes.is_some() {
                node.set_toggled(accesskit::Toggled::True);
            }
            children.push(tool_id(slot));
        }
        // Beside the notes tool, what its long press opens: a reader's one way there.
        if let Some(kinds) = notes {
            children.push(kinds::opener(b, kinds, l));
        }
    }
    b.add(TOOLS, Role::Toolbar, &text("access-tools"), None)
        .set_children(children);
    TOOLS
}

/// The pad: a group named after what it writes, a button a digit (or a colour), each with how
/// many are left to place.
pub(super) fn pad(b: &mut Builder, v: &PadView, l: &Layout) {
    let name = text(pad_name(v.mode, v.style));
    let mut buttons = Vec::with_capacity(9);
    for digit in Digit::ALL {
        let i = usize::from(digit.get() - 1);
        let label = match (v.mode, Colour::new(digit.get())) {
            (EntryMode::Colour, Some(colour)) => colour_name(colour),
            _ if v.counts => words::format(
                &Message::new("access-pad-digit")
                    .digit("digit", digit)
                    .number("n", usize::from(v.remaining[i])),
            ),
            _ => digit.get().to_string(),
        };
        let node = b.button(digit_id(digit), &label, l.pad[i], true);
        if v.chosen == Some(digit) {
            node.set_toggled(accesskit::Toggled::True);
        }
        buttons.push(digit_id(digit));
    }
    b.add(PAD, Role::Group, &name, None).set_children(buttons);
}
