"""A row of buttons that wraps onto a second line when the window is too narrow for it.

With a large system font (16 points) a row of six buttons is wider than a laptop's screen
allows beside the board; this layout keeps each button whole and moves the ones that do not
fit to the next line, like words in a paragraph (Qt's flow-layout example, with
``insertWidget`` and right alignment).
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QWidget, QWidgetItem


class FlowLayout(QLayout):
    """Widgets left to right, wrapping; ``align_right`` packs each line to the right."""

    def __init__(self, parent: QWidget | None = None, align_right: bool = False) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._align_right = align_right
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def insertWidget(self, index: int, widget: QWidget) -> None:
        self.addChildWidget(widget)
        self._items.insert(max(0, min(index, len(self._items))), QWidgetItem(widget))
        self.invalidate()

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        width = sum(item.sizeHint().width() + self._spacing() for item in self._visible())
        height = max((item.sizeHint().height() for item in self._visible()), default=0)
        return QSize(width, height)

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        return size

    def _visible(self) -> list[QLayoutItem]:
        visible = []
        for item in self._items:
            widget = item.widget()
            if widget is None or not widget.isHidden():
                visible.append(item)
        return visible

    def _spacing(self) -> int:
        spacing = self.spacing()
        if spacing >= 0:
            return spacing
        parent = self.parentWidget()
        style = parent.style() if parent is not None else None
        if style is None:
            return 6
        return style.layoutSpacing(QSizePolicy.ControlType.PushButton, QSizePolicy.ControlType.PushButton,
                                   Qt.Orientation.Horizontal)

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items in lines (when ``move``); the height the lines take."""
        gap = self._spacing()
        lines: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._visible():
            width = item.sizeHint().width()
            if lines[-1] and used + gap + width > rect.width():
                lines.append([])
                used = 0
            used += (gap if lines[-1] else 0) + width
            lines[-1].append(item)
        y = rect.y()
        for line in lines:
            if not line:
                continue
            height = max(item.sizeHint().height() for item in line)
            widths = [min(item.sizeHint().width(), rect.width()) for item in line]
            total = sum(widths) + gap * (len(line) - 1)
            x = rect.x() + (rect.width() - total if self._align_right else 0)
            for item, width in zip(line, widths):
                if move:
                    item.setGeometry(QRect(QPoint(x, y), QSize(width, height)))
                x += width + gap
            y += height + gap
        return y - rect.y() - gap if y > rect.y() else 0


__all__ = ["FlowLayout"]
