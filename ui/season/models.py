"""The season window's tables: rows of text the engine's figures give, shown as they are."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractTableModel):
    """A read-only table of text rows under translated headings; ``numeric`` columns are
    right-aligned (figures line up, as on the printed sheets)."""

    def __init__(self, headers: Sequence[str], numeric: Sequence[int] = (), parent=None) -> None:
        super().__init__(parent)
        self._headers = list(headers)
        self._numeric = set(numeric)
        self._rows: list[list[str]] = []

    def set_rows(self, rows: Sequence[Sequence[str]]) -> None:
        self.beginResetModel()
        self._rows = [list(r) for r in rows]
        self.endResetModel()

    def set_headers(self, headers: Sequence[str]) -> None:
        self._headers = list(headers)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._headers) - 1)

    def rows(self) -> list[list[str]]:
        return [list(r) for r in self._rows]

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in self._numeric:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section] if section < len(self._headers) else None
        return None


__all__ = ["RowsModel"]
