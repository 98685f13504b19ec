//! Building the accessibility tree's nodes: each with its role, its words (as a voice should
//! read them) and its bounds in the window's pixels, as the tree and the statistics' calendar
//! both add them.

use accesskit::{Action, Node, NodeId, Rect, Role};

use crate::app::access::words::spoken;
use crate::app::layout;

/// Builds nodes with their bounds.
pub(super) struct Builder {
    pub(super) nodes: Vec<(NodeId, Node)>,
    scale: f64,
}

impl Builder {
    /// An empty tree's builder, for a window of `scale` physical pixels per logical pixel.
    pub(super) fn new(scale: f64) -> Builder {
        Builder {
            nodes: Vec::with_capacity(130),
            scale,
        }
    }

    fn bounds(&self, r: layout::Rect) -> Rect {
        let s = self.scale;
        Rect {
            x0: f64::from(r.x) * s,
            y0: f64::from(r.y) * s,
            x1: f64::from(r.x + r.w) * s,
            y1: f64::from(r.y + r.h) * s,
        }
    }

    /// A node of `role` named `label`, placed at `at`. A label's text is its value (AccessKit
    /// names a label by its value, as platforms name static text by its content).
    pub(super) fn add(
        &mut self,
        id: NodeId,
        role: Role,
        label: &str,
        at: Option<layout::Rect>,
    ) -> &mut Node {
        let label = &*spoken(label);
        let mut node = Node::new(role);
        if role == Role::Label {
            node.set_value(label);
        } else if !label.is_empty() {
            node.set_label(label);
        }
        if let Some(r) = at {
            node.set_bounds(self.bounds(r));
        }
        self.nodes.push((id, node));
        let last = self.nodes.len() - 1;
        &mut self.nodes[last].1
    }

    pub(super) fn button(
        &mut self,
        id: NodeId,
        label: &str,
        at: layout::Rect,
        enabled: bool,
    ) -> &mut Node {
        let node = self.add(id, Role::Button, label, Some(at));
        node.add_action(Action::Click);
        node.add_action(Action::Focus);
        if !enabled {
            node.set_disabled();
        }
        node
    }
}
