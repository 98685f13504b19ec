//! Node ids a connected screen reader can trust. A screen reader that stays connected (Orca,
//! through AT-SPI's cache; TalkBack; VoiceOver) keeps its own copy of the tree and updates it
//! from the adapter's events: a node's name changed, a child added at an index, a child
//! removed. Two things break that copy: one id standing for different things on two screens
//! (the start screen's fourth button and the statistics' fourth line), and a parent's children
//! reordered, which the events cannot say (AccessKit reports additions at their new index and
//! removals, and a copy that applies them in turn ends in another order).
//!
//! AT-SPI's cache (libatspi, which Orca reads through) applies a node added by setting its
//! parent's child at the node's index, overwriting what was there, then inserts it at that
//! index again for the "children changed" event, and removes the nodes removed: a child added
//! at the end, or children removed, come out right; a child added in the middle overwrites a
//! sibling that stays, which the reader then never sees.
//!
//! So the tree's ids are tagged with a generation: a screen's nodes are new nodes, never an
//! earlier screen's renamed, and when a parent's children change other than by children added
//! at the end or children removed, every node is new again. Only the window and the live regions
//! keep their ids, the live regions first among the window's children: every other child of the
//! window is new, so each overwrite replaces a node that goes anyway, and the removals take
//! what was not overwritten. (The live regions must keep their ids: a browser speaks the changes
//! of a live region it already has, not the text of a new one.) The tree is still built with the fixed ids
//! [`super`] names, which tests and scripts use; [`Generations::tag`] turns them into the ids
//! handed to the platform, and [`Generations::local`] turns a request's id back, refusing a
//! node of an earlier generation (a request on a screen that has gone is not played on the
//! screen that replaced it).

use accesskit::{NodeId, Role, TreeUpdate};

use super::{ANNOUNCEMENTS, ROOT};

/// Bits of an id that hold the fixed id: every fixed id is below 1024.
const LOCAL_BITS: u32 = 10;
/// Generations count up to this and start again at 1: ids stay below 2^31, which the page's
/// JavaScript passes as a number without loss (a million screens before an id comes back).
const GENERATIONS: u64 = 1 << 21;

/// The generation of the tree's ids, and what the last tree handed over held.
#[derive(Debug)]
pub struct Generations {
    generation: u64,
    /// Each node of the last tree handed over, by fixed id: its role and its children.
    last: Vec<(u64, Role, Vec<u64>)>,
}

impl Default for Generations {
    fn default() -> Self {
        Generations {
            generation: 1,
            last: Vec::new(),
        }
    }
}

impl Generations {
    /// A new screen shows: its nodes get new ids, and a request on the old screen's nodes is
    /// refused from now on.
    pub fn new_screen(&mut self) {
        self.generation = self.generation % (GENERATIONS - 1) + 1;
    }

    /// Whether a node keeps its fixed id in every generation.
    fn kept(local: u64) -> bool {
        local == ROOT.0 || ANNOUNCEMENTS.iter().any(|id| id.0 == local)
    }

    /// The id handed to the platform for the node `local` (a fixed id) now.
    pub fn tagged(&self, local: u64) -> u64 {
        if Self::kept(local) || local >= 1 << LOCAL_BITS {
            local
        } else {
            self.generation << LOCAL_BITS | local
        }
    }

    /// The fixed id of the node a platform's request names, or `None` for a node of another
    /// generation.
    pub fn local(&self, id: u64) -> Option<u64> {
        let local = id & ((1 << LOCAL_BITS) - 1);
        if Self::kept(id) {
            Some(id)
        } else if id >> LOCAL_BITS == self.generation && !Self::kept(local) {
            Some(local)
        } else {
            None
        }
    }

    /// `update` (a whole tree, built with the fixed ids) with the ids of this generation; a
    /// new generation first when a node's children changed other than by children added at the
    /// end or children removed, or a node's role changed (see the module's notes).
    pub fn tag(&mut self, mut update: TreeUpdate) -> TreeUpdate {
        let now: Vec<(u64, Role, Vec<u64>)> = update
            .nodes
            .iter()
            .map(|(id, node)| {
                let children = node.children().iter().map(|child| child.0).collect();
                (id.0, node.role(), children)
            })
            .collect();
        let restructured = now.iter().any(|(id, role, children)| {
            self.last.iter().find(|(old, _, _)| old == id).is_some_and(
                |(_, old_role, old_children)| {
                    old_role != role
                        || !(children.starts_with(old_children)
                            || is_subsequence(children, old_children))
                },
            )
        });
        if restructured {
            self.new_screen();
        }
        self.last = now;
        let tag = |id: NodeId| NodeId(self.tagged(id.0));
        for (id, node) in &mut update.nodes {
            *id = tag(*id);
            let children: Vec<NodeId> = node.children().iter().map(|&child| tag(child)).collect();
            if !children.is_empty() {
                node.set_children(children);
            }
        }
        update.focus = tag(update.focus);
        if let Some(tree) = update.tree.as_mut() {
            tree.root = tag(tree.root);
        }
        update
    }
}

/// Whether `short` is `long` with some items left out, the rest in the same order.
fn is_subsequence(short: &[u64], long: &[u64]) -> bool {
    let mut rest = long.iter();
    short.iter().all(|item| rest.any(|other| other == item))
}

#[cfg(test)]
mod tests {
    use super::*;
    use accesskit::{Node, TreeId, TreeInfo};

    /// A window with the live regions and `children` (fixed ids), each a button.
    fn window(children: &[u64]) -> TreeUpdate {
        let mut nodes: Vec<_> = ANNOUNCEMENTS
            .map(|id| (id, Node::new(Role::Label)))
            .to_vec();
        let mut ids = ANNOUNCEMENTS.to_vec();
        for &child in children {
            nodes.push((NodeId(child), Node::new(Role::Button)));
            ids.push(NodeId(child));
        }
        let mut root = Node::new(Role::Window);
        root.set_children(ids);
        nodes.push((ROOT, root));
        TreeUpdate {
            nodes,
            tree: Some(TreeInfo::new(ROOT)),
            tree_id: TreeId::ROOT,
            focus: NodeId(children[0]),
        }
    }

    fn children(update: &TreeUpdate) -> Vec<u64> {
        let root = update.nodes.iter().find(|(id, _)| *id == ROOT).unwrap();
        root.1.children().iter().map(|c| c.0).collect()
    }

    #[test]
    fn a_new_screen_has_new_ids_and_refuses_the_old_screens_requests() {
        let mut ids = Generations::default();
        let first = ids.tag(window(&[400, 401]));
        let old = first.focus.0;
        assert_eq!(ids.local(old), Some(400));
        ids.new_screen();
        let second = ids.tag(window(&[400, 401]));
        assert_ne!(second.focus.0, old);
        assert_eq!(ids.local(old), None, "a request on a screen that has gone");
        assert_eq!(ids.local(second.focus.0), Some(400));
        // The window and the live regions keep their ids, the live regions first.
        assert_eq!(second.tree.as_ref().unwrap().root, ROOT);
        assert_eq!(children(&second)[..2], ANNOUNCEMENTS.map(|id| id.0));
        assert_eq!(ids.local(ROOT.0), Some(ROOT.0));
        for id in ANNOUNCEMENTS {
            assert_eq!(ids.local(id.0), Some(id.0));
        }
        // Every node of the new tree is new but those three.
        let before: Vec<u64> = first.nodes.iter().map(|(id, _)| id.0).collect();
        for (id, _) in &second.nodes {
            assert!(
                !before.contains(&id.0) || *id == ROOT || ANNOUNCEMENTS.contains(id),
                "{id:?}"
            );
        }
    }

    #[test]
    fn children_added_at_the_end_or_removed_keep_the_ids_and_other_changes_do_not() {
        let mut ids = Generations::default();
        let first = ids.tag(window(&[2, 400, 401]));
        // A notice comes at the end, then a line in the middle goes: the same ids.
        let more = ids.tag(window(&[2, 400, 401, 9]));
        assert_eq!(children(&more)[..5], children(&first)[..]);
        let less = ids.tag(window(&[2, 401, 9]));
        assert_eq!(children(&less)[2], children(&first)[2]);
        assert_eq!(children(&less)[3], children(&first)[4]);
        // A line added in the middle: every node is new but the window's and the live regions'.
        let middle = ids.tag(window(&[2, 6, 401, 9]));
        assert_eq!(children(&middle)[..2], ANNOUNCEMENTS.map(|id| id.0));
        assert!(children(&middle)[2..]
            .iter()
            .all(|id| !children(&less).contains(id)));
        assert_eq!(ids.local(children(&middle)[3]), Some(6));
        // One goes and another comes at once: new again.
        let swapped = ids.tag(window(&[2, 6, 401, 8]));
        assert!(!children(&middle).contains(&children(&swapped)[2]));
    }

    #[test]
    fn generations_wrap_before_an_id_leaves_what_javascript_keeps_exact() {
        let mut ids = Generations {
            generation: GENERATIONS - 1,
            last: Vec::new(),
        };
        assert!(ids.tagged(599) < 1 << 31);
        ids.new_screen();
        assert_eq!(ids.generation, 1);
        assert_eq!(ids.local(ids.tagged(599)), Some(599));
    }

    #[test]
    fn a_subsequence_keeps_the_order() {
        assert!(is_subsequence(&[1, 3], &[1, 2, 3]));
        assert!(is_subsequence(&[], &[1]));
        assert!(!is_subsequence(&[3, 1], &[1, 2, 3]));
        assert!(!is_subsequence(&[4], &[1, 2, 3]));
    }
}
