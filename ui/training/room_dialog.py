"""A turn of a replayed club game, in the room: every player's move, its points and the total
after the turn, ranked, the player training among them; how many found the top and the room's
average (``duplicate.training.room`` ranks them). A game played in practice is not ranked
against the room (hints and the live check make another game): the player's row has no rank."""

from __future__ import annotations

from typing import Sequence

from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QLabel, QVBoxLayout, QWidget

from duplicate.base.collation import sort_key
from duplicate.training.room import INVALID, Room, RoomRow
from ui.training.dialogs import _item, _table
from ui.training.style import MUTED, OWN_BACKGROUND, TOP_COLOUR
from ui.widgets.language import current_language, format_number


class RoomTurnDialog(QDialog):
    """The room's moves of one turn (``rows`` from ``Room.turn_ranking``); ``top``: its points;
    ``ranked``: the player training is ranked among them (a game as in a competition)."""

    def __init__(self, turn: int, rows: Sequence[RoomRow], top: int, parent: QWidget | None = None,
                 room: Room | None = None, ranked: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Turn {0} in the room").format(turn))
        heading = QLabel(self.tr("Turn {0}: the moves of the players who were there, and yours").format(turn))
        heading.setWordWrap(True)
        others = [row for row in rows if not row.you]
        found = sum(1 for row in others if row.points >= top > 0)
        facts = [self.tr("top {0} points, found by {1} of {2}").format(top, found, len(room.present(turn)) if room
                                                                        else len(others))]
        if room is not None:
            facts.append(self.tr("the room's average: {0} points").format(format_number(room.average(turn), 1)))
        if not ranked:
            facts.append(self.tr("played in practice: you are not ranked against the room"))
        self.facts = QLabel(" · ".join(facts))
        self.facts.setWordWrap(True)
        self.facts.setStyleSheet(f"color: {MUTED.name()};")
        self.table = _table([self.tr("Rank"), self.tr("Player"), self.tr("Move"), self.tr("This turn"),
                             self.tr("Total after the turn")])
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        language = current_language()
        # equal points: the player first, then names as the reader sorts them
        shown = sorted(rows, key=lambda row: (-row.points, not row.you, sort_key(row.name, language)))
        for row in shown:
            index = self.table.rowCount()
            self.table.insertRow(index)
            name = self.tr("{0} (you)").format(row.name) if row.you else row.name
            move = row.move or ("—" if row.status != INVALID else "")
            if row.status == INVALID and row.move:
                move = self.tr("{0} (not valid)").format(row.move)
            rank = "" if row.you and not ranked else row.rank
            cells = [_item(rank, True), _item(name), _item(move), _item(row.points, True), _item(row.total, True)]
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
        layout.addWidget(self.facts)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(640, 600)


__all__ = ["RoomTurnDialog"]
