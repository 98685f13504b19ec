// Copyright 2026 The Peerless authors. Licensed as this crate is: under the Apache License,
// Version 2.0 (found in the LICENSE-APACHE file) or the MIT license (found in the LICENSE-MIT
// file), at your option.

//! `org.a11y.atspi.Table` and `org.a11y.atspi.TableCell`, as at-spi2-core's Table.xml and
//! TableCell.xml define them. Selection by whole rows or columns is not offered (a table here
//! selects cells, as its cells' Selected state says), so the row and column selection methods
//! answer that nothing is selected and nothing changed.

use accesskit_atspi_common::{FullNodeId, PlatformNode};
use zbus::{fdo, interface, names::OwnedUniqueName};

use crate::atspi::{ObjectId, OwnedObjectAddress};

fn address(bus_name: &OwnedUniqueName, node: &PlatformNode, id: FullNodeId) -> OwnedObjectAddress {
    ObjectId::Node {
        adapter: node.adapter_id(),
        node: id,
    }
    .to_address(bus_name)
}

/// A count or a place as D-Bus carries it (a table of more than `i32::MAX` rows says the most).
fn int(value: usize) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

pub(crate) struct TableInterface {
    bus_name: OwnedUniqueName,
    node: PlatformNode,
}

impl TableInterface {
    pub fn new(bus_name: OwnedUniqueName, node: PlatformNode) -> Self {
        Self { bus_name, node }
    }

    fn map_error(&self) -> impl '_ + FnOnce(accesskit_atspi_common::Error) -> fdo::Error {
        |error| crate::util::map_error_from_node(&self.node, error)
    }

    fn optional(&self, id: Option<FullNodeId>) -> (OwnedObjectAddress,) {
        let id = id.map(|node| ObjectId::Node {
            adapter: self.node.adapter_id(),
            node,
        });
        super::optional_object_address(&self.bus_name, id)
    }

    fn extent(&self, row: i32, column: i32, column_extent: bool) -> fdo::Result<i32> {
        let span = self
            .node
            .table_span_at(row, column)
            .map_err(self.map_error())?;
        Ok(span.map_or(0, |(span, _)| {
            let extent = if column_extent {
                span.column_span
            } else {
                span.row_span
            };
            int(extent)
        }))
    }
}

#[interface(name = "org.a11y.atspi.Table")]
impl TableInterface {
    #[zbus(property, name = "NRows")]
    fn n_rows(&self) -> fdo::Result<i32> {
        self.node.table_row_count().map_err(self.map_error())
    }

    #[zbus(property, name = "NColumns")]
    fn n_columns(&self) -> fdo::Result<i32> {
        self.node.table_column_count().map_err(self.map_error())
    }

    #[zbus(property)]
    fn caption(&self) -> OwnedObjectAddress {
        OwnedObjectAddress::null()
    }

    #[zbus(property)]
    fn summary(&self) -> OwnedObjectAddress {
        OwnedObjectAddress::null()
    }

    #[zbus(property, name = "NSelectedRows")]
    fn n_selected_rows(&self) -> i32 {
        0
    }

    #[zbus(property, name = "NSelectedColumns")]
    fn n_selected_columns(&self) -> i32 {
        0
    }

    fn get_accessible_at(&self, row: i32, column: i32) -> fdo::Result<(OwnedObjectAddress,)> {
        let cell = self
            .node
            .table_cell_at(row, column)
            .map_err(self.map_error())?;
        Ok(self.optional(cell))
    }

    fn get_index_at(&self, row: i32, column: i32) -> fdo::Result<i32> {
        self.node
            .table_index_at(row, column)
            .map_err(self.map_error())
    }

    fn get_row_at_index(&self, index: i32) -> fdo::Result<i32> {
        let position = self
            .node
            .table_position_of_index(index)
            .map_err(self.map_error())?;
        Ok(position.map_or(-1, |(row, _)| row))
    }

    fn get_column_at_index(&self, index: i32) -> fdo::Result<i32> {
        let position = self
            .node
            .table_position_of_index(index)
            .map_err(self.map_error())?;
        Ok(position.map_or(-1, |(_, column)| column))
    }

    fn get_row_description(&self, _row: i32) -> String {
        String::new()
    }

    fn get_column_description(&self, _column: i32) -> String {
        String::new()
    }

    fn get_row_extent_at(&self, row: i32, column: i32) -> fdo::Result<i32> {
        self.extent(row, column, false)
    }

    fn get_column_extent_at(&self, row: i32, column: i32) -> fdo::Result<i32> {
        self.extent(row, column, true)
    }

    fn get_row_header(&self, row: i32) -> fdo::Result<(OwnedObjectAddress,)> {
        let headers = self
            .node
            .table_headers(Some(row), None)
            .map_err(self.map_error())?;
        Ok(self.optional(headers.first().copied()))
    }

    fn get_column_header(&self, column: i32) -> fdo::Result<(OwnedObjectAddress,)> {
        let headers = self
            .node
            .table_headers(None, Some(column))
            .map_err(self.map_error())?;
        Ok(self.optional(headers.first().copied()))
    }

    fn get_selected_rows(&self) -> Vec<i32> {
        Vec::new()
    }

    fn get_selected_columns(&self) -> Vec<i32> {
        Vec::new()
    }

    fn is_row_selected(&self, _row: i32) -> bool {
        false
    }

    fn is_column_selected(&self, _column: i32) -> bool {
        false
    }

    fn is_selected(&self, row: i32, column: i32) -> fdo::Result<bool> {
        let span = self
            .node
            .table_span_at(row, column)
            .map_err(self.map_error())?;
        Ok(span.is_some_and(|(_, selected)| selected))
    }

    fn add_row_selection(&self, _row: i32) -> bool {
        false
    }

    fn add_column_selection(&self, _column: i32) -> bool {
        false
    }

    fn remove_row_selection(&self, _row: i32) -> bool {
        false
    }

    fn remove_column_selection(&self, _column: i32) -> bool {
        false
    }

    fn get_row_column_extents_at_index(
        &self,
        index: i32,
    ) -> fdo::Result<(bool, i32, i32, i32, i32, bool)> {
        let Some((row, column)) = self
            .node
            .table_position_of_index(index)
            .map_err(self.map_error())?
        else {
            return Ok((false, -1, -1, 0, 0, false));
        };
        let span = self
            .node
            .table_span_at(row, column)
            .map_err(self.map_error())?;
        Ok(match span {
            Some((span, selected)) => (
                true,
                int(span.row),
                int(span.column),
                int(span.row_span),
                int(span.column_span),
                selected,
            ),
            None => (false, row, column, 0, 0, false),
        })
    }
}

pub(crate) struct TableCellInterface {
    bus_name: OwnedUniqueName,
    node: PlatformNode,
}

impl TableCellInterface {
    pub fn new(bus_name: OwnedUniqueName, node: PlatformNode) -> Self {
        Self { bus_name, node }
    }

    fn map_error(&self) -> impl '_ + FnOnce(accesskit_atspi_common::Error) -> fdo::Error {
        |error| crate::util::map_error_from_node(&self.node, error)
    }

    fn headers(&self, column: bool) -> fdo::Result<Vec<OwnedObjectAddress>> {
        let headers = self
            .node
            .table_cell_headers(column)
            .map_err(self.map_error())?;
        Ok(headers
            .into_iter()
            .map(|id| address(&self.bus_name, &self.node, id))
            .collect())
    }
}

#[interface(name = "org.a11y.atspi.TableCell")]
impl TableCellInterface {
    #[zbus(property)]
    fn column_span(&self) -> fdo::Result<i32> {
        let span = self.node.table_cell_span().map_err(self.map_error())?;
        Ok(int(span.column_span))
    }

    #[zbus(property)]
    fn row_span(&self) -> fdo::Result<i32> {
        let span = self.node.table_cell_span().map_err(self.map_error())?;
        Ok(int(span.row_span))
    }

    #[zbus(property)]
    fn position(&self) -> fdo::Result<(i32, i32)> {
        let span = self.node.table_cell_span().map_err(self.map_error())?;
        Ok((int(span.row), int(span.column)))
    }

    #[zbus(property)]
    fn table(&self) -> fdo::Result<OwnedObjectAddress> {
        let table = self.node.table_cell_table().map_err(self.map_error())?;
        Ok(address(&self.bus_name, &self.node, table))
    }

    /// Four integers, as libatspi (and so every reader built on it) reads this reply and
    /// at-spi2-atk sends it, not the leading boolean TableCell.xml declares: libatspi refuses
    /// a reply of `biiii`.
    fn get_row_column_span(&self) -> fdo::Result<(i32, i32, i32, i32)> {
        let span = self.node.table_cell_span().map_err(self.map_error())?;
        Ok((
            int(span.row),
            int(span.column),
            int(span.row_span),
            int(span.column_span),
        ))
    }

    fn get_column_header_cells(&self) -> fdo::Result<Vec<OwnedObjectAddress>> {
        self.headers(true)
    }

    fn get_row_header_cells(&self) -> fdo::Result<Vec<OwnedObjectAddress>> {
        self.headers(false)
    }
}
