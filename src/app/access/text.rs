//! The accessibility tree as text: a line a node with its role, place and words, which the
//! page's mirror of the tree reads (`web/peerless.js`) and the scripted mode's report prints.

use accesskit::{NodeId, Role, TreeUpdate};

use crate::app::access::ROOT;

/// The name the tree's text gives `role`: the roles the tree uses (any other is `node`).
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Window => "window",
        Role::Heading => "heading",
        Role::Button => "button",
        Role::Grid => "grid",
        Role::Row => "row",
        Role::GridCell => "gridcell",
        Role::Label => "label",
        Role::Toolbar => "toolbar",
        Role::Group => "group",
        Role::RadioButton => "radio",
        Role::RadioGroup => "radiogroup",
        Role::List => "list",
        Role::ListItem => "listitem",
        _ => "node",
    }
}

/// The tree as text: `focus ID`, then a line a node, each before its children, its fields
/// tab-separated: id, role ([`role_name`]), parent (0 for the window), the bounds' x, y, width
/// and height divided by `scale` (the browser's CSS pixels), flags (`s` selected, `p` pressed
/// (a radio button: checked), `d` disabled, `l` a live region, speaking or, while it is the
/// emptied one of the two, silent), name, description. Tabs and line ends in the words become
/// spaces. A list's items are in their order, which their place in the list is.
/// The page's mirror of the tree reads it (`web/peerless.js`), and the report prints it.
pub fn serialize(update: &TreeUpdate, scale: f32) -> String {
    use std::fmt::Write as _;
    let find = |id: NodeId| update.nodes.iter().find(|(i, _)| *i == id).map(|(_, n)| n);
    let clean = |text: &str| text.replace(['\t', '\n', '\r'], " ");
    let mut out = format!("focus {}\n", update.focus.0);
    // Each node before its children, from the window down.
    let mut stack = vec![(ROOT, NodeId(0))];
    while let Some((id, parent)) = stack.pop() {
        let Some(node) = find(id) else { continue };
        let n = |v: f64| crate::app::words::numbers::Decimal((v as f32) / scale.max(0.01), 1);
        let (x, y, w, h) = match node.bounds() {
            Some(r) => (n(r.x0), n(r.y0), n(r.x1 - r.x0), n(r.y1 - r.y0)),
            None => (n(0.0), n(0.0), n(0.0), n(0.0)),
        };
        let mut flags = String::new();
        if node.is_selected() == Some(true) {
            flags.push('s');
        }
        if node.toggled() == Some(accesskit::Toggled::True) {
            flags.push('p');
        }
        if node.is_disabled() {
            flags.push('d');
        }
        if node.live().is_some() {
            flags.push('l');
        }
        let name = if node.role() == Role::Label {
            node.value()
        } else {
            node.label()
        };
        let _ = writeln!(
            out,
            "{}\t{}\t{}\t{x}\t{y}\t{w}\t{h}\t{flags}\t{}\t{}",
            id.0,
            role_name(node.role()),
            parent.0,
            clean(name.unwrap_or("")),
            clean(node.description().unwrap_or(""))
        );
        for &child in node.children().iter().rev() {
            stack.push((child, id));
        }
    }
    out
}
