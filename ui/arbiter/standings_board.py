"""The projector's standings: a title, a header and one row per player, painted row by row.

Painted rather than laid out as rich text so that each row is clipped to itself: a name of
stacked combining marks (36 accents on one letter) would otherwise spill over the rows above
and below it and over the heading. Names are elided to their column; every text is plain text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

#: A row: rank, name, total, deviation, as shown.
Row = tuple[str, str, str, str]


class StandingsBoard(QWidget):
    """The standings for the room, in the projector's colours and the widget's font."""

    #: The rows it can paint may have changed (a new size or font): the pages are cut again.
    space_changed = Signal()

    def __init__(self, parent: QWidget | None = None, colour: str = "#f5f5f5") -> None:
        super().__init__(parent)
        self.colour = QColor(colour)
        self.title = ""
        self.note = ""  # under the title: which places a page shows ("1–14 of 21 (page 1/2)")
        self.headings: Row = ("", "", "", "")
        self.rows: list[Row] = []
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(1)

    def set_standings(self, title: str, headings: Row, rows: list[Row], note: str = "") -> None:
        self.title, self.headings, self.rows, self.note = title, headings, list(rows), note
        self.setAccessibleName(f"{title} {note}".strip())
        self.update()

    def clear(self) -> None:
        self.set_standings("", ("", "", "", ""), [])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().height() != event.oldSize().height():
            self.space_changed.emit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.space_changed.emit()

    def row_height(self) -> float:
        return QFontMetricsF(self.font()).height() * 1.15

    def rows_that_fit(self, note: bool) -> int:
        """How many players' rows the board paints at its present height (under the title,
        the note if ``note``, and the heading); at least one."""
        height = self.row_height()
        return max(1, int((self.height() - height * (1.3 + note)) // height) - 1)

    def sizeHint(self) -> QSize:
        return QSize(200, int(self.row_height() * (len(self.rows) + 3 + bool(self.note))))

    def _columns(self) -> tuple[float, float, float, float]:
        """The widths of the rank, name, total and deviation columns at the present size."""
        bold = QFont(self.font())
        bold.setBold(True)
        plain, heads = QFontMetricsF(self.font()), QFontMetricsF(bold)
        gap = heads.horizontalAdvance("  ")
        rank, total, deviation = (max(heads.horizontalAdvance(h), plain.horizontalAdvance(w)) + gap
                                  for h, w in ((self.headings[0], "000."), (self.headings[2], "0000"),
                                               (self.headings[3], "-0000")))
        if not self.headings[3]:
            deviation = 0.0  # points only (a class): the names take the deviation's room
        widest = max([heads.horizontalAdvance(" " + self.headings[1])]
                     + [plain.horizontalAdvance(" " + r[1]) for r in self.rows]) + gap
        name = max(20.0, min(widest, self.width() - rank - total - deviation - 12))
        return rank, name, total, deviation

    def shown_rows(self) -> list[Row]:
        """The rows as painted: the names elided to their column."""
        metrics = QFontMetricsF(self.font())
        width = self._columns()[1] - metrics.horizontalAdvance(" ")
        return [(r, metrics.elidedText(n, Qt.TextElideMode.ElideRight, width), t, d) for r, n, t, d in self.rows]

    def text(self) -> str:
        """What the board shows, as lines of text (the names as painted)."""
        if not self.title:
            return ""
        heading = [self.title, self.note] if self.note else [self.title]
        return "\n".join([*heading, *("\t".join(row) for row in [self.headings, *self.shown_rows()])])

    def paintEvent(self, event) -> None:
        if not self.title:
            return
        painter = QPainter(self)
        painter.setPen(self.colour)
        height = self.row_height()
        columns = self._columns()
        left = max(0.0, (self.width() - sum(columns)) / 2)
        bold = QFont(self.font())
        bold.setBold(True)
        right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        start = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        centre = int(Qt.AlignmentFlag.AlignCenter)
        y = 0.0
        self._cell(painter, QRectF(0, y, self.width(), height), self.title, bold, centre)
        if self.note:
            y += height
            self._cell(painter, QRectF(0, y, self.width(), height), self.note, self.font(), centre)
        y += height * 1.3
        for index, (rank, name, total, deviation) in enumerate([self.headings, *self.shown_rows()]):
            if y + height > self.height():
                break
            font = bold if index == 0 else self.font()
            x = left
            for text, width, flags in ((rank, columns[0], right), (" " + name, columns[1], start),
                                       (total, columns[2], right), (deviation, columns[3], right)):
                self._cell(painter, QRectF(x, y, width, height), text, font, flags)
                x += width
            y += height
        painter.end()

    @staticmethod
    def _cell(painter: QPainter, rect: QRectF, text: str, font: QFont, flags: int) -> None:
        """``text`` in ``rect``, and nothing of it outside (marks stacked on a letter included)."""
        painter.save()
        painter.setClipRect(rect)
        painter.setFont(font)
        painter.drawText(rect, flags, text)
        painter.restore()


__all__ = ["StandingsBoard"]
