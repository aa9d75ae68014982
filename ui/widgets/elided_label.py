"""A one-line label that never widens its layout: text too long for the space is elided
("Marie-Christine de la Tour d'Auv…"), the whole text stays in the tooltip. Player names
can be any length; the board and the window must keep their size whatever they are."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class ElidedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None, minimum_width: int = 40) -> None:
        super().__init__(parent)
        self._full = ""
        self._minimum_width = minimum_width
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)

    def setText(self, text: str) -> None:
        self._full = text
        self.setToolTip(text if text else "")
        super().setText(text)
        self.update()

    def full_text(self) -> str:
        return self._full

    def elided_text(self) -> str:
        """The text as painted at the label's present width."""
        return self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(0, self.contentsRect().width()))

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(self._minimum_width, hint.height())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(min(hint.width(), max(self._minimum_width, 200)), hint.height())

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setFont(self.font())
        rect = self.contentsRect()
        painter.drawText(rect, int(self.alignment() | Qt.AlignmentFlag.AlignVCenter), self.elided_text())
