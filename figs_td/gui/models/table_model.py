"""A small read-only table model over rows of text (faster and lighter than QTableWidget items
for hundreds of rows), with an optional background colour and user data per row."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget


class RowsModel(QAbstractTableModel):
    def __init__(self, headers: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.headers = list(headers)
        self.rows: list[tuple[str, ...]] = []
        self.colours: list[QBrush | None] = []
        self.data_: list[Any] = []

    def set_rows(
        self,
        rows: Sequence[Sequence[Any]],
        colours: Sequence[QColor | None] | None = None,
        data: Sequence[Any] | None = None,
    ) -> None:
        self.beginResetModel()
        self.rows = [tuple("" if v is None else str(v) for v in r) for r in rows]
        self.colours = [QBrush(c) if c is not None else None for c in (colours or [])]
        self.data_ = list(data or [])
        self.endResetModel()

    def set_headers(self, headers: Sequence[str]) -> None:
        self.beginResetModel()
        self.headers = list(headers)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:  # noqa: N802
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section] if section < len(self.headers) else None
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        r, c = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            row = self.rows[r]
            return row[c] if c < len(row) else ""
        if role == Qt.ItemDataRole.BackgroundRole and r < len(self.colours):
            return self.colours[r]
        if role in (Qt.ItemDataRole.UserRole, Qt.ItemDataRole.ToolTipRole) and r < len(self.data_):
            value = self.data_[r]
            return (value or None) if role == Qt.ItemDataRole.ToolTipRole else value
        return None

    def text(self, row: int, col: int) -> str:
        return self.rows[row][col]

    def colour(self, row: int) -> str | None:
        brush = self.colours[row] if row < len(self.colours) else None
        return brush.color().name() if brush is not None else None


def make_view(
    headers: Sequence[str], name: str, parent: QWidget | None = None, stretch: bool = True
) -> tuple[QTableView, RowsModel]:
    view = QTableView(parent)
    view.setObjectName(name)
    model = RowsModel(headers, view)
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.verticalHeader().hide()
    if stretch:
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    return view, model
