"""The training board and rack: the shared painted board made interactive, and a rack whose
tiles can be clicked or dragged onto the board.

Both only report what the player did (a key, a click, a drop); the placement state lives in
``ui.training.placement.Placement`` and the verdict on a move comes from the engine.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QAccessible,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from duplicate.rules.board import RACK_SIZE, SIZE
from duplicate.rules.edition import BLANK, Edition
from ui.training.style import LEFTOVER_FACE
from ui.widgets import accessible
from ui.widgets.board_view import BoardView, paint_tile
from ui.widgets.rack_view import spoken_rack
from ui.widgets.theme import LIGHT, Theme

#: MIME type of a rack tile being dragged: its slot number in the rack.
RACK_MIME = "application/x-duplicate-rack-slot"


class TrainingBoard(BoardView):
    """The board, taking keyboard focus and accepting rack tiles dropped on its squares.

    Keys are handed to ``key_handler`` (which says whether it used them) so that the page
    decides what a key means in the current mode (placing a move, or reading the results).
    """

    #: slot of the rack tile, row, col
    tileDropped = Signal(int, int, int)

    def __init__(self, parent: QWidget | None = None, theme: Theme = LIGHT) -> None:
        super().__init__(parent, theme)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAcceptDrops(True)
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self._drop_target: tuple[int, int] | None = None
        self.banner = ""  # a message over the board ("Time is up"), "" for none

    def set_banner(self, text: str) -> None:
        self.banner = text
        self.update()

    # -- keys ----------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # -- drops ---------------------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(RACK_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        square = self.square_at(QPointF(event.position()))
        if event.mimeData().hasFormat(RACK_MIME) and square is not None:
            self._drop_target = square
            event.acceptProposedAction()
        else:
            self._drop_target = None
            event.ignore()
        self.update()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self._drop_target = None
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        self._drop_target = None
        square = self.square_at(QPointF(event.position()))
        data = event.mimeData()
        if square is None or not data.hasFormat(RACK_MIME):
            event.ignore()
            return
        slot = int(bytes(data.data(RACK_MIME).data()).decode("ascii"))
        event.acceptProposedAction()
        self.setFocus()
        self.tileDropped.emit(slot, *square)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.banner:
            self._paint_banner()
        if self._drop_target is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.square_rect(*self._drop_target)
        painter.setPen(QPen(QColor(self._theme.cursor), max(2.0, rect.width() * 0.1), Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 4, 4)
        painter.end()


    def _paint_banner(self) -> None:
        """The banner across the top of the board, readable over any tile."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        top, bottom = self.square_rect(0, 0), self.square_rect(1, SIZE - 1)
        band = QRectF(top.left(), top.top(), bottom.right() - top.left(), bottom.bottom() - top.top())
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(192, 57, 43, 235))
        painter.drawRoundedRect(band, 8, 8)
        painter.setPen(QColor("white"))
        pixels = band.height() * 0.36
        font = self._theme.font(pixels, bold=True)
        width = QFontMetricsF(font).horizontalAdvance(self.banner)
        if width > band.width() * 0.92:  # a long sentence (another language) still fits
            font = self._theme.font(pixels * band.width() * 0.92 / width, bold=True)
        painter.setFont(font)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, self.banner)
        painter.end()


class TrainingRack(QWidget):
    """The tiles still in the rack, in the player's order; click one to put it at the cursor,
    or drag it onto a square."""

    #: slot of a tile clicked (not dragged)
    tileClicked = Signal(int)

    #: A screen reader reads it as a label whose text is the letters (ui/widgets/accessible.py).
    accessible_role = QAccessible.Role.StaticText

    def __init__(self, parent: QWidget | None = None, theme: Theme = LIGHT) -> None:
        super().__init__(parent)
        accessible.install()
        self.setAccessibleName(self.tr("Rack"))
        self._theme = theme
        self._edition: Edition | None = None
        self._tiles: list[tuple[int, int]] = []  # (slot, code)
        self._kept: frozenset[int] = frozenset()
        self._kept_shown = 0
        self._capacity = RACK_SIZE
        self._press: tuple[int, QPoint] | None = None
        self.setMinimumHeight(56)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def set_edition(self, edition: Edition) -> None:
        self._edition = edition
        self.update()

    def set_tiles(self, tiles: Sequence[tuple[int, int]], capacity: int = RACK_SIZE,
                  kept: set[int] | frozenset[int] = frozenset()) -> None:
        """Show ``(slot, code)`` tiles in order; ``capacity`` keeps the tray a full rack wide;
        ``kept`` slots (the leftover of the last turn) are shown first, in a grey face, apart
        from the new tiles."""
        tiles = list(tiles)
        self._kept = frozenset(kept)
        # the leftover first, then a gap with a "+", then the new tiles (each group in the
        # player's order): a rack is read as old+new
        self._tiles = [t for t in tiles if t[0] in self._kept] + [t for t in tiles if t[0] not in self._kept]
        self._kept_shown = sum(1 for slot, _ in self._tiles if slot in self._kept)
        self._capacity = max(capacity, len(self._tiles), 1)
        self.setAccessibleDescription(self.accessible_value())
        self.update()

    def accessible_value(self) -> str:
        """The tiles still in the rack, letter by letter, the kept ones apart."""
        codes = [code for _, code in self._tiles]
        return spoken_rack(self._edition, codes[:self._kept_shown], codes[self._kept_shown:])

    def _gap(self, size: float) -> float:
        """The space between the leftover and the new tiles (none when either group is empty)."""
        return size * 0.5 if 0 < self._kept_shown < len(self._tiles) else 0.0

    def text(self) -> str:
        """The tiles shown, ``?`` for a blank (for tests)."""
        if self._edition is None:
            return ""
        return "".join("?" if code == BLANK else self._edition.letters[code] for _, code in self._tiles)

    # -- geometry ------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        return QSize(460, 78)

    def _tile_size(self) -> float:
        return max(8.0, min(self.width() / (self._capacity + 1.3), self.height() * 0.78))

    def tile_rect(self, index: int) -> QRectF:
        """Where the ``index``-th tile shown is painted (tiles are centred in the tray)."""
        size = self._tile_size()
        split = self._gap(size)
        left = (self.width() - len(self._tiles) * size - split) / 2
        top = (self.height() - size) / 2 - size * 0.05
        gap = size * 0.07
        shift = split if index >= self._kept_shown else 0.0
        return QRectF(left + index * size + shift + gap / 2, top, size - gap, size - gap)

    def slot_at(self, point: QPointF) -> int | None:
        for index, (slot, _) in enumerate(self._tiles):
            if self.tile_rect(index).contains(point):
                return slot
        return None

    # -- painting ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = self._theme
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        size = self._tile_size()
        tray_width = self._capacity * size + size * 0.5 + self._gap(size)
        tray = QRectF((self.width() - tray_width) / 2, (self.height() + size) / 2 - size * 0.22, tray_width, size * 0.3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.board_frame))
        painter.drawRoundedRect(tray, size * 0.1, size * 0.1)
        for index, (slot, code) in enumerate(self._tiles):
            self._paint_code(painter, self.tile_rect(index), code, slot in self._kept)
        if self._gap(size):
            before, after = self.tile_rect(self._kept_shown - 1), self.tile_rect(self._kept_shown)
            plus = QRectF(before.right(), before.top(), after.left() - before.right(), before.height())
            painter.setPen(QColor(theme.timer_paused))
            painter.setFont(theme.font(size * 0.45))
            painter.drawText(plus, Qt.AlignmentFlag.AlignCenter, "+")
        if not self._tiles:
            painter.setPen(QColor(theme.timer_paused))
            painter.setFont(theme.font(size * 0.28))
            painter.drawText(QRectF(0, 0, self.width(), tray.top()), Qt.AlignmentFlag.AlignCenter,
                             self.tr("all tiles are on the board"))
        painter.end()

    def _paint_code(self, painter: QPainter, rect: QRectF, code: int, kept: bool = False) -> None:
        theme = self._theme
        if code == BLANK:
            paint_tile(painter, rect, "?", None, QColor(theme.blank_face), QColor(theme.blank_text), theme)
        elif self._edition is not None:
            face = LEFTOVER_FACE if kept else QColor(theme.tile_face)
            paint_tile(painter, rect, self._edition.letters[code], self._edition.values[code],
                       face, QColor(theme.tile_text), theme)

    # -- mouse: click or drag ---------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            slot = self.slot_at(event.position())
            if slot is not None:
                self._press = (slot, event.position().toPoint())
                event.accept()
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        slot, start = self._press
        if (event.position().toPoint() - start).manhattanLength() < 6:
            return
        self._press = None
        self.start_drag(slot)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            slot, _ = self._press
            self._press = None
            self.tileClicked.emit(slot)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mime_for(self, slot: int) -> QMimeData:
        """The drag payload of a rack tile (also used by tests to simulate a drop)."""
        data = QMimeData()
        data.setData(RACK_MIME, QByteArray(str(slot).encode("ascii")))
        return data

    def start_drag(self, slot: int) -> None:
        index = next((i for i, (s, _) in enumerate(self._tiles) if s == slot), None)
        if index is None:
            return
        rect = self.tile_rect(index)
        pixmap = QPixmap(int(rect.width()) + 4, int(rect.height()) + 4)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_code(painter, QRectF(1, 1, rect.width(), rect.height()), self._tiles[index][1])
        painter.end()
        drag = QDrag(self)
        drag.setMimeData(self.mime_for(slot))
        drag.setPixmap(pixmap)
        drag.setHotSpot(QPoint(pixmap.width() // 2, pixmap.height() // 2))
        drag.exec(Qt.DropAction.MoveAction)


__all__ = ["RACK_MIME", "TrainingBoard", "TrainingRack"]
