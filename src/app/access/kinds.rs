//! The notes tool's other kinds for a screen reader: a button beside the tool (what a long
//! press on it opens, the one way a listener's fingers have there), and, while the chooser is
//! open, its kinds, each a button, the focus on the one the tool turns on.

use accesskit::NodeId;
use peerless::game::NoteKind;
use peerless::l10n::Message;

use crate::app::access::builder::Builder;
use crate::app::access::{note_kind_id, NOTE_KINDS};
use crate::app::layout::Layout;
use crate::app::views::board::ChooserView;
use crate::app::words;

/// The notes tool's chooser as the tree has it: the kinds, and whether it is open.
pub struct KindsScene {
    /// What the chooser shows.
    pub view: ChooserView,
    /// The notes tool's slot of the tool bar.
    pub slot: usize,
    /// Whether the chooser is open (its kinds are buttons then).
    pub open: bool,
}

/// Where `kind` is in [`NoteKind::ALL`].
fn kind_index(kind: NoteKind) -> usize {
    NoteKind::ALL.iter().position(|&k| k == kind).unwrap_or(0)
}

/// The button beside the notes tool, where the tool is (`Note kind: Candidates`), whose click
/// opens the chooser. Returns its node.
pub(super) fn opener(b: &mut Builder, kinds: &KindsScene, l: &Layout) -> NodeId {
    let chosen = kinds.view.labels[kind_index(kinds.view.chosen)];
    let name = words::format(&Message::new("access-note-kinds").text("kind", chosen));
    b.button(NOTE_KINDS, &name, l.tools[kinds.slot], true);
    NOTE_KINDS
}

/// The open chooser's kinds, each a button where it is drawn, the one the tool turns on
/// toggled. Returns their nodes and the one to focus.
pub(super) fn options(b: &mut Builder, kinds: &KindsScene, l: &Layout) -> ([NodeId; 3], NodeId) {
    let at = l.notes_chooser().options;
    for (i, label) in kinds.view.labels.iter().enumerate() {
        let node = b.button(note_kind_id(i), label, at[i], true);
        if NoteKind::ALL[i] == kinds.view.chosen {
            node.set_toggled(accesskit::Toggled::True);
        }
    }
    let nodes = std::array::from_fn(note_kind_id);
    (nodes, note_kind_id(kind_index(kinds.view.chosen)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::access::testing::layout;
    use accesskit::Node;
    use peerless::game::CandidateStyle;

    #[test]
    fn the_notes_tools_other_kinds_are_a_button_away_and_the_open_chooser_takes_the_focus() {
        let view = crate::app::views::tools::chooser_view(CandidateStyle::Places, NoteKind::Corner);
        let kinds = KindsScene {
            view,
            slot: 2,
            open: true,
        };
        let l = layout();
        let mut b = Builder::new(1.0);
        assert_eq!(opener(&mut b, &kinds, &l), NOTE_KINDS);
        let (nodes, focus) = options(&mut b, &kinds, &l);
        let find = |id: NodeId| -> &Node { &b.nodes.iter().find(|(i, _)| *i == id).unwrap().1 };
        // Beside the notes tool, where it is: the kind it turns on.
        let opener = find(NOTE_KINDS);
        assert_eq!(opener.label(), Some("Note kind: Corner notes"));
        assert_eq!(opener.bounds().unwrap().x0, f64::from(l.tools[2].x));
        // Open: its three kinds, where they are drawn, the one on toggled and focused.
        let names: Vec<_> = nodes.iter().map(|&id| find(id).label().unwrap()).collect();
        assert_eq!(names, ["Candidates", "Corner notes", "Colours"]);
        assert_eq!(find(nodes[1]).toggled(), Some(accesskit::Toggled::True));
        assert_eq!(find(nodes[0]).toggled(), None);
        assert_eq!(focus, nodes[1]);
        let drawn = l.notes_chooser().options[2];
        assert_eq!(find(nodes[2]).bounds().unwrap().y0, f64::from(drawn.y));
        // A click on the button is the long press on the tool; on a kind, the tap on it.
        let click = |id: NodeId| {
            crate::app::access::request(&accesskit::ActionRequest {
                action: accesskit::Action::Click,
                target_tree: accesskit::TreeId::ROOT,
                target_node: id,
                data: None,
            })
        };
        use crate::app::access::Request::Tap;
        use crate::app::layout::Target;
        assert_eq!(click(NOTE_KINDS), Some(Tap(Target::NoteKinds)));
        for (i, kind) in NoteKind::ALL.into_iter().enumerate() {
            assert_eq!(click(note_kind_id(i)), Some(Tap(Target::NoteKind(kind))));
        }
    }
}
