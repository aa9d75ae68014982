"""A turn of a replayed club game, in the room: every player's move points and total after the
turn, ranked, the player training among them (``duplicate.training.room`` ranks them)."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QLabel, QVBoxLayout, QWidget

from duplicate.training.room import RoomRow
from ui.training.dialogs import _item, _table
from ui.training.style import OWN_BACKGROUND, TOP_COLOUR


class RoomTurnDialog(QDialog):
    """The room's ranking of one turn (``rows`` from ``Room.turn_ranking``); ``top``: its points."""

    def __init__(self, turn: int, rows: Sequence[RoomRow], top: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Turn {0} in the room").format(turn))
        heading = QLabel(self.tr("Turn {0}: the moves of the players who were there, and yours").format(turn))
        heading.setWordWrap(True)
        self.table = _table([self.tr("Rank"), self.tr("Player"), self.tr("This turn"), self.tr("Total after the turn")])
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for row in rows:
            index = self.table.rowCount()
            self.table.insertRow(index)
            name = self.tr("{0} (you)").format(row.name) if row.you else row.name
            cells = [_item(row.rank, True), _item(name), _item(row.points, True), _item(row.total, True)]
            for column, cell in enumerate(cells):
                if row.points >= top > 0:
                    cell.setForeground(QBrush(TOP_COLOUR))
                if row.you:
                    cell.setBackground(QBrush(OWN_BACKGROUND))
                    font = QFont(cell.font())
                    font.setBold(True)
                    cell.setFont(font)
                self.table.setItem(index, column, cell)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(520, 560)


__all__ = ["RoomTurnDialog"]
