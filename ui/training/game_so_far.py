"""The turns of the game so far, newest first, beside the move being built.

Each row is a played turn (the player's move, its points, the top, the deviation), from the
engine's summary; clicking a row asks the page to review that turn.
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from duplicate.training.game import TurnResult
from ui.training.style import MUTED, deviation_colour, read_only_table, signed


class GameSoFar(QWidget):
    """Caption and table of the turns played; ``turnClicked`` with the turn number."""

    turnClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Turn"), self.tr("Your move"), self.tr("Points"), self.tr("Top"), self.tr("Deviation")])
        read_only_table(self.table, stretch=1, selectable=False, row_height=22)
        self.table.setToolTip(self.tr("Click a turn to review it"))
        self.table.cellClicked.connect(self._on_clicked)
        self.caption = QLabel(self.tr("This game so far (last turn first) — click a turn to review it"))
        self.caption.setStyleSheet(f"color: {MUTED.name()};")
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addWidget(self.caption)
        column.addWidget(self.table, 1)

    def _on_clicked(self, row: int, _column: int) -> None:
        item = self.table.item(row, 0)  # the turn's number (every row has one)
        if item is not None:
            self.turnClicked.emit(int(item.text()))

    def show_results(self, results: Iterable[TurnResult]) -> None:
        """The turns played so far, newest first; hidden before the first one."""
        table = self.table
        results = list(reversed(list(results)))
        table.setRowCount(len(results))
        for row, result in enumerate(results):
            move = result.move or self.tr("no move")
            if result.status == "invalid":
                move = self.tr("{0} (not valid)").format(result.move)
            cells = [QTableWidgetItem(str(result.turn)), QTableWidgetItem(move), QTableWidgetItem(str(result.score)),
                     QTableWidgetItem(f"{result.top_move}  {result.top}"), QTableWidgetItem(signed(result.deviation))]
            for column in (0, 2, 4):
                cells[column].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            cells[4].setForeground(QBrush(deviation_colour(result.deviation)))
            for column, cell in enumerate(cells):
                table.setItem(row, column, cell)
        self.setVisible(bool(results))


__all__ = ["GameSoFar"]
