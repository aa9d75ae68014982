"""The keyboard shortcuts dialog (F1): every frequent action has a key."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QMenu, QMenuBar, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget


class ShortcutsDialog(QDialog):
    def __init__(self, rows: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        table = QTableWidget(len(rows), 2)
        table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("Action")])
        table.verticalHeader().setVisible(False)
        for row, (keys, what) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(keys))
            table.setItem(row, 1, QTableWidgetItem(what))
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table = table
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        layout.addWidget(buttons)
        self.resize(560, 620)


def menu_shortcuts(menu_bar: QMenuBar) -> list[tuple[str, str]]:
    """(keys, what) of every menu entry that has a shortcut, in menu order."""
    rows = []
    for menu_action in menu_bar.actions():
        menu = menu_action.menu()
        if not isinstance(menu, QMenu):  # an entry of the bar itself
            continue
        for action in menu.actions():
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            if keys:
                rows.append((keys, action.text().replace("&", "")))
    return rows
