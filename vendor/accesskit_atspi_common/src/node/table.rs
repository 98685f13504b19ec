// Copyright 2026 The Peerless authors. Licensed as this crate is: under the Apache License,
// Version 2.0 (found in the LICENSE-APACHE file) or the MIT license (found in the LICENSE-MIT
// file), at your option.

//! AT-SPI's Table and TableCell interfaces, read from AccessKit's table properties.
//!
//! A node is a table when its role is a table or a grid and it says how many rows and columns
//! it has (`row_count`, `column_count`); a node is a cell of it when its role is a cell or a
//! header and it says where it sits (`row_index`, `column_index`), anywhere among the table's
//! descendants (a row between them is usual). A reader's table commands (the cell above, the
//! row's first cell, "which row am I in") ask these interfaces, not the tree's shape.
//!
//! An index, as `GetIndexAt` and `GetRowAtIndex` speak of it, is the cell's place in the table
//! read row by row (`row * columns + column`), as Chromium and GTK number a table's cells.

use std::ops::Range;

use accesskit::Role;
use accesskit_consumer::{FullNodeId, NodeRef};

use super::{NodeWrapper, PlatformNode};
use crate::{Error, Result, filters::filter};

/// Where a cell sits and how far it spans: row, column, rows, columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellSpan {
    pub row: usize,
    pub column: usize,
    pub row_span: usize,
    pub column_span: usize,
}

impl CellSpan {
    fn of(node: &NodeRef<'_>) -> Option<Self> {
        let data = node.data();
        Some(Self {
            row: data.row_index()?,
            column: data.column_index()?,
            row_span: data.row_span().unwrap_or(1).max(1),
            column_span: data.column_span().unwrap_or(1).max(1),
        })
    }

    /// The rows it spans.
    fn rows(&self) -> Range<usize> {
        self.row..self.row + self.row_span
    }

    /// The columns it spans.
    fn columns(&self) -> Range<usize> {
        self.column..self.column + self.column_span
    }

    fn covers(&self, row: usize, column: usize) -> bool {
        self.rows().contains(&row) && self.columns().contains(&column)
    }
}

/// Whether two ranges share a place.
fn overlap(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start < b.end && b.start < a.end
}

fn is_table(node: &NodeRef<'_>) -> bool {
    matches!(node.role(), Role::Table | Role::Grid | Role::TreeGrid)
        && node.data().row_count().is_some()
        && node.data().column_count().is_some()
}

fn is_cell(node: &NodeRef<'_>) -> bool {
    matches!(
        node.role(),
        Role::Cell | Role::GridCell | Role::RowHeader | Role::ColumnHeader
    ) && CellSpan::of(node).is_some()
}

/// The cells of a table, in tree order, without entering a table inside it.
fn for_each_cell<'a>(table: &NodeRef<'a>, f: &mut impl FnMut(&NodeRef<'a>) -> bool) -> bool {
    for child in table.filtered_children(&filter) {
        if is_cell(&child) {
            if f(&child) {
                return true;
            }
        } else if !is_table(&child) && for_each_cell(&child, f) {
            return true;
        }
    }
    false
}

fn cell_at<'a>(table: &NodeRef<'a>, row: usize, column: usize) -> Option<NodeRef<'a>> {
    let mut found = None;
    for_each_cell(table, &mut |cell| {
        let hit = CellSpan::of(cell).is_some_and(|span| span.covers(row, column));
        if hit {
            found = Some(*cell);
        }
        hit
    });
    found
}

/// A row's header cells (`RowHeader` cells in any of `rows`), or a column's (`ColumnHeader`
/// cells in any of `columns`), in tree order, each once.
fn headers(
    table: &NodeRef<'_>,
    role: Role,
    rows: Range<usize>,
    columns: Range<usize>,
) -> Vec<FullNodeId> {
    let mut out = Vec::new();
    for_each_cell(table, &mut |cell| {
        let hit = CellSpan::of(cell)
            .filter(|_| cell.role() == role)
            .is_some_and(|span| overlap(&span.rows(), &rows) && overlap(&span.columns(), &columns));
        if hit {
            out.push(cell.id());
        }
        false
    });
    out
}

/// Every row or every column.
const ALL: Range<usize> = 0..usize::MAX;

fn count(value: usize) -> Result<i32> {
    i32::try_from(value).map_err(|_| Error::IndexOutOfRange)
}

impl NodeWrapper<'_> {
    pub(crate) fn supports_table(&self) -> bool {
        is_table(self.0)
    }

    pub(crate) fn supports_table_cell(&self) -> bool {
        is_cell(self.0) && self.0.filtered_parent(&is_table_filter).is_some()
    }
}

/// The filter that finds a cell's table among its ancestors.
fn is_table_filter(node: &NodeRef<'_>) -> accesskit_consumer::FilterResult {
    if is_table(node) {
        accesskit_consumer::FilterResult::Include
    } else {
        accesskit_consumer::FilterResult::ExcludeNode
    }
}

impl PlatformNode {
    fn resolve_for_table<F, T>(&self, f: F) -> Result<T>
    where
        for<'a> F: FnOnce(NodeRef<'a>, usize, usize) -> Result<T>,
    {
        self.resolve(|node| {
            let data = node.data();
            match (is_table(&node), data.row_count(), data.column_count()) {
                (true, Some(rows), Some(columns)) => f(node, rows, columns),
                _ => Err(Error::UnsupportedInterface),
            }
        })
    }

    fn resolve_for_table_cell<F, T>(&self, f: F) -> Result<T>
    where
        for<'a> F: FnOnce(NodeRef<'a>, CellSpan, NodeRef<'a>) -> Result<T>,
    {
        self.resolve(|node| {
            let span = CellSpan::of(&node).filter(|_| is_cell(&node));
            let table = node.filtered_parent(&is_table_filter);
            match (span, table) {
                (Some(span), Some(table)) => f(node, span, table),
                _ => Err(Error::UnsupportedInterface),
            }
        })
    }

    /// How many rows the table has.
    pub fn table_row_count(&self) -> Result<i32> {
        self.resolve_for_table(|_, rows, _| count(rows))
    }

    /// How many columns the table has.
    pub fn table_column_count(&self) -> Result<i32> {
        self.resolve_for_table(|_, _, columns| count(columns))
    }

    /// The cell that covers a row and a column, if any does.
    pub fn table_cell_at(&self, row: i32, column: i32) -> Result<Option<FullNodeId>> {
        self.resolve_for_table(|table, _, _| {
            let (Ok(row), Ok(column)) = (usize::try_from(row), usize::try_from(column)) else {
                return Ok(None);
            };
            Ok(cell_at(&table, row, column).map(|cell| cell.id()))
        })
    }

    /// The cell's where and span at a row and a column (as `GetRowColumnExtentsAtIndex` and
    /// `GetRowExtentAt` want it), with whether it is selected.
    pub fn table_span_at(&self, row: i32, column: i32) -> Result<Option<(CellSpan, bool)>> {
        self.resolve_for_table(|table, _, _| {
            let (Ok(row), Ok(column)) = (usize::try_from(row), usize::try_from(column)) else {
                return Ok(None);
            };
            Ok(cell_at(&table, row, column)
                .and_then(|cell| Some((CellSpan::of(&cell)?, cell.is_selected().unwrap_or(false)))))
        })
    }

    /// The index of a row and a column, read row by row; -1 outside the table.
    pub fn table_index_at(&self, row: i32, column: i32) -> Result<i32> {
        self.resolve_for_table(|_, rows, columns| {
            match (usize::try_from(row), usize::try_from(column)) {
                (Ok(r), Ok(c)) if r < rows && c < columns => count(r * columns + c),
                _ => Ok(-1),
            }
        })
    }

    /// The row and the column of an index; `None` outside the table.
    pub fn table_position_of_index(&self, index: i32) -> Result<Option<(i32, i32)>> {
        self.resolve_for_table(|_, rows, columns| match usize::try_from(index) {
            Ok(i) if columns > 0 && i < rows * columns => {
                Ok(Some((count(i / columns)?, count(i % columns)?)))
            }
            _ => Ok(None),
        })
    }

    /// The header cells of a row (`RowHeader` cells in it) or of a column (`ColumnHeader`).
    pub fn table_headers(&self, row: Option<i32>, column: Option<i32>) -> Result<Vec<FullNodeId>> {
        self.resolve_for_table(|table, _, _| {
            let row = row.and_then(|r| usize::try_from(r).ok());
            let column = column.and_then(|c| usize::try_from(c).ok());
            Ok(match (row, column) {
                (Some(r), None) => headers(&table, Role::RowHeader, r..r + 1, ALL),
                (None, Some(c)) => headers(&table, Role::ColumnHeader, ALL, c..c + 1),
                _ => Vec::new(),
            })
        })
    }

    /// Where this cell sits and how far it spans.
    pub fn table_cell_span(&self) -> Result<CellSpan> {
        self.resolve_for_table_cell(|_, span, _| Ok(span))
    }

    /// The table this cell belongs to.
    pub fn table_cell_table(&self) -> Result<FullNodeId> {
        self.resolve_for_table_cell(|_, _, table| Ok(table.id()))
    }

    /// The header cells of this cell's row or of its column.
    pub fn table_cell_headers(&self, column: bool) -> Result<Vec<FullNodeId>> {
        self.resolve_for_table_cell(|_, span, table| {
            Ok(if column {
                headers(&table, Role::ColumnHeader, ALL, span.columns())
            } else {
                headers(&table, Role::RowHeader, span.rows(), ALL)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Adapter, AdapterCallback, AppContext, Event, InterfaceSet, WindowBounds};
    use accesskit::{ActionHandler, ActionRequest, Node, NodeId, TreeId, TreeInfo, TreeUpdate};
    use atspi_common::Interface;

    struct Quiet;

    impl AdapterCallback for Quiet {
        fn register_interfaces(&self, _: &Adapter, _: FullNodeId, _: InterfaceSet) {}
        fn unregister_interfaces(&self, _: &Adapter, _: FullNodeId, _: InterfaceSet) {}
        fn emit_event(&self, _: &Adapter, _: Event) {}
    }

    struct NoActions;

    impl ActionHandler for NoActions {
        fn do_action(&mut self, _: ActionRequest) {}
    }

    fn cell(role: Role, row: usize, column: usize, row_span: usize) -> Node {
        let mut node = Node::new(role);
        node.set_row_index(row);
        node.set_column_index(column);
        if row_span > 1 {
            node.set_row_span(row_span);
        }
        node
    }

    fn parent(role: Role, children: &[u64]) -> Node {
        let mut node = Node::new(role);
        node.set_children(children.iter().copied().map(NodeId).collect::<Vec<_>>());
        node
    }

    /// A window holding a 3 by 3 table (a row of column headers, then two rows each led by
    /// a row header, the middle cell spanning both), a button, and a cell outside any table.
    ///
    /// ```text
    ///  10 | 11 | 12
    ///  20 | 21 | 22
    ///  30 | 21 | 32
    /// ```
    fn adapter() -> Adapter {
        let mut table = parent(Role::Grid, &[2, 3, 4]);
        table.set_row_count(3);
        table.set_column_count(3);
        let nodes = vec![
            (NodeId(0), parent(Role::Window, &[1, 5, 6])),
            (NodeId(1), table),
            (NodeId(2), parent(Role::Row, &[10, 11, 12])),
            (NodeId(3), parent(Role::Row, &[20, 21, 22])),
            (NodeId(4), parent(Role::Row, &[30, 32])),
            (NodeId(5), Node::new(Role::Button)),
            (NodeId(6), cell(Role::Cell, 0, 0, 1)),
            (NodeId(10), cell(Role::ColumnHeader, 0, 0, 1)),
            (NodeId(11), cell(Role::ColumnHeader, 0, 1, 1)),
            (NodeId(12), cell(Role::ColumnHeader, 0, 2, 1)),
            (NodeId(20), cell(Role::RowHeader, 1, 0, 1)),
            (NodeId(21), cell(Role::Cell, 1, 1, 2)),
            (NodeId(22), cell(Role::Cell, 1, 2, 1)),
            (NodeId(30), cell(Role::RowHeader, 2, 0, 1)),
            (NodeId(32), cell(Role::Cell, 2, 2, 1)),
        ];
        let update = TreeUpdate {
            nodes,
            tree: Some(TreeInfo::new(NodeId(0))),
            tree_id: TreeId::ROOT,
            focus: NodeId(0),
        };
        let context = AppContext::new(None);
        Adapter::new(
            &context,
            Quiet,
            update,
            false,
            WindowBounds::default(),
            NoActions,
        )
    }

    /// The node a path of child indices leads to from the window.
    fn at(adapter: &Adapter, path: &[usize]) -> PlatformNode {
        let mut node = adapter.platform_node(adapter.root_id());
        for &i in path {
            let child = node.child_at_index(i).unwrap().expect("a child there");
            node = node.relative(child);
        }
        node
    }

    #[test]
    fn a_table_and_its_cells_offer_their_interfaces_and_nothing_else_does() {
        let adapter = adapter();
        let has = |path: &[usize], interface| {
            at(&adapter, path).interfaces().unwrap().contains(interface)
        };
        assert!(has(&[0], Interface::Table) && !has(&[0], Interface::TableCell));
        assert!(has(&[0, 1, 1], Interface::TableCell) && !has(&[0, 1, 1], Interface::Table));
        assert!(has(&[0, 0, 0], Interface::TableCell), "a header is a cell");
        assert!(!has(&[0, 0], Interface::Table) && !has(&[0, 0], Interface::TableCell));
        assert!(!has(&[1], Interface::Table) && !has(&[1], Interface::TableCell));
        assert!(!has(&[2], Interface::TableCell), "a cell outside a table");
        let button = at(&adapter, &[1]);
        assert!(matches!(
            button.table_row_count(),
            Err(Error::UnsupportedInterface)
        ));
        assert!(matches!(
            button.table_cell_span(),
            Err(Error::UnsupportedInterface)
        ));
    }

    #[test]
    fn a_table_finds_the_cell_that_covers_a_row_and_a_column() {
        let adapter = adapter();
        let table = at(&adapter, &[0]);
        let middle = at(&adapter, &[0, 1, 1]).id();
        assert_eq!(table.table_row_count().unwrap(), 3);
        assert_eq!(table.table_column_count().unwrap(), 3);
        assert_eq!(table.table_cell_at(1, 1).unwrap(), Some(middle));
        assert_eq!(table.table_cell_at(2, 1).unwrap(), Some(middle), "its span");
        assert_eq!(
            table.table_cell_at(2, 2).unwrap(),
            Some(at(&adapter, &[0, 2, 1]).id())
        );
        assert_eq!(table.table_cell_at(3, 0).unwrap(), None);
        assert_eq!(table.table_cell_at(-1, 0).unwrap(), None);
        let (span, selected) = table.table_span_at(2, 1).unwrap().unwrap();
        assert_eq!(
            (span.row, span.column, span.row_span, span.column_span),
            (1, 1, 2, 1)
        );
        assert!(!selected);
    }

    #[test]
    fn an_index_reads_the_table_row_by_row_and_back() {
        let adapter = adapter();
        let table = at(&adapter, &[0]);
        assert_eq!(table.table_index_at(2, 1).unwrap(), 7);
        assert_eq!(table.table_position_of_index(7).unwrap(), Some((2, 1)));
        assert_eq!(table.table_index_at(3, 0).unwrap(), -1);
        assert_eq!(table.table_index_at(0, -1).unwrap(), -1);
        assert_eq!(table.table_position_of_index(9).unwrap(), None);
        assert_eq!(table.table_position_of_index(-1).unwrap(), None);
    }

    #[test]
    fn a_cell_knows_its_place_its_table_and_its_headers() {
        let adapter = adapter();
        let table = at(&adapter, &[0]);
        let middle = at(&adapter, &[0, 1, 1]);
        let span = middle.table_cell_span().unwrap();
        assert_eq!(
            (span.row, span.column, span.row_span, span.column_span),
            (1, 1, 2, 1)
        );
        assert_eq!(middle.table_cell_table().unwrap(), table.id());
        let column_header = at(&adapter, &[0, 0, 1]).id();
        let row_headers = vec![at(&adapter, &[0, 1, 0]).id(), at(&adapter, &[0, 2, 0]).id()];
        assert_eq!(
            middle.table_cell_headers(true).unwrap(),
            vec![column_header]
        );
        assert_eq!(middle.table_cell_headers(false).unwrap(), row_headers);
        assert_eq!(
            table.table_headers(None, Some(1)).unwrap(),
            vec![column_header]
        );
        assert_eq!(
            table.table_headers(Some(2), None).unwrap(),
            row_headers[1..].to_vec()
        );
        assert_eq!(table.table_headers(Some(5), None).unwrap(), Vec::new());
    }

    #[test]
    fn a_span_covers_its_rows_and_columns_and_no_others() {
        let span = CellSpan {
            row: 2,
            column: 3,
            row_span: 2,
            column_span: 1,
        };
        assert!(span.covers(2, 3) && span.covers(3, 3));
        assert!(!span.covers(4, 3) && !span.covers(2, 4) && !span.covers(1, 3));
    }
}
