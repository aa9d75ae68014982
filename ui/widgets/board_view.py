"""The painted 15x15 board: premiums, tiles, last move, live preview and a keyboard cursor.

One widget serves the arbiter's master board, the projector and solo training, so it only
displays what it is given (no game logic) and paints everything itself with ``QPainter``:
a single widget scales smoothly to any size, where 225 child widgets would not.

For the keyboard and screen readers the board has a reading cursor: it takes focus, the
arrow keys (Home/End, Page Up/Down) move the cursor, and its accessible text (and value and
description) names the square ("H8, double word, centre star, empty"; "D4, triple letter,
K 10 points"), heard as the cursor moves (``ui.widgets.accessible``). Where a page drives a
typing cursor (training), the reading cursor follows it.
"""

from __future__ import annotations

import math
from typing import Iterable

from PySide6.QtCore import QCoreApplication, QMetaMethod, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFocusEvent,
    QFontInfo,
    QFontMetricsF,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from duplicate.rules.board import CENTRE, PREMIUMS, SIZE, Board
from duplicate.rules.edition import BLANK_FLAG, LETTER_MASK, Convention, Edition
from duplicate.rules.notation import col_label, row_label
from ui.widgets import accessible
from ui.widgets.theme import LIGHT, Theme, chosen

#: The application font size the painted views' default sizes were drawn for (pixels); a
#: larger system font (16 pt) scales their size hints with it.
BASE_FONT_PIXELS = 13.0


def font_scale(widget: QWidget) -> float:
    """How much bigger than the base the widget's font is (1.0 at most fonts; never less)."""
    return max(1.0, QFontInfo(widget.font()).pixelSize() / BASE_FONT_PIXELS)



def mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved a fraction ``t`` towards ``b`` (for tints that stay in the theme's hues)."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * t,
        a.greenF() + (b.greenF() - a.greenF()) * t,
        a.blueF() + (b.blueF() - a.blueF()) * t,
        a.alphaF() + (b.alphaF() - a.alphaF()) * t,
    )


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    letter: str,
    value: int | None,
    face: QColor,
    text: QColor,
    theme: Theme,
    outline: QColor | None = None,
) -> None:
    """Paint one tile: rounded face, big letter, small value bottom right (``None``: a blank).

    Shared by the board and the rack so that a tile looks the same everywhere.
    """
    w, h = rect.width(), rect.height()
    radius = min(w, h) * 0.13
    # A soft shadow below and right lifts the tile off the board, like a real one.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawRoundedRect(rect.translated(w * 0.035, h * 0.05), radius, radius)
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, face.lighter(108))
    gradient.setColorAt(1.0, face.darker(107))
    painter.setBrush(gradient)
    if outline is not None:
        painter.setPen(QPen(outline, max(2.0, w * 0.085)))
    else:
        painter.setPen(QPen(QColor(theme.tile_edge), max(1.0, w * 0.03)))
    painter.drawRoundedRect(rect, radius, radius)

    painter.setPen(text)
    font = theme.font(h * 0.6, bold=True)
    letter_rect = rect.adjusted(0, 0, -w * 0.1, -h * 0.04) if value is not None else rect
    available = letter_rect.width() * 0.86
    advance = QFontMetricsF(font).horizontalAdvance(letter)
    if advance > available:  # a wide letter (W) or a two-letter tile (CH) is shrunk to fit
        font.setPixelSize(max(1, math.floor(font.pixelSize() * available / advance)))
    painter.setFont(font)
    painter.drawText(letter_rect, Qt.AlignmentFlag.AlignCenter, letter)
    if value is not None:
        painter.setFont(theme.font(h * 0.26, bold=True))
        value_rect = rect.adjusted(0, 0, -w * 0.08, -h * 0.02)
        painter.drawText(value_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(value))


def star(centre: QPointF, outer: float, inner: float) -> QPolygonF:
    """A five-pointed star, point up (the centre square)."""
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle)))
    return QPolygonF(points)


def premium_label(kind: str) -> str:
    """The label of a premium square, ``PREMIUMS`` kind ``d t D T`` (``2L`` ... ``3W``) in the
    app's language, as the board paints it and as a score breakdown names it ("" for none)."""
    labels = {
        "d": QCoreApplication.translate("BoardView", "2L", "double letter square"),
        "t": QCoreApplication.translate("BoardView", "3L", "triple letter square"),
        "D": QCoreApplication.translate("BoardView", "2W", "double word square"),
        "T": QCoreApplication.translate("BoardView", "3W", "triple word square"),
    }
    return labels.get(kind, "")


def premium_name(kind: str) -> str:
    """The spoken name of a premium square (``PREMIUMS`` kind), "" for a plain one."""
    names = {
        "d": QCoreApplication.translate("BoardView", "double letter"),
        "t": QCoreApplication.translate("BoardView", "triple letter"),
        "D": QCoreApplication.translate("BoardView", "double word"),
        "T": QCoreApplication.translate("BoardView", "triple word"),
    }
    return names.get(kind, "")


class BoardView(QWidget):
    """The board, square and centred in whatever size it is given."""

    #: (row, col) of a square the user clicked (or chose with Enter), 0-based from the top left.
    squareClicked = Signal(int, int)

    #: A canvas (AT-SPI "canvas"): a painted surface whose text is the square under the cursor.
    accessible_role = QAccessible.Role.Canvas

    def __init__(self, parent: QWidget | None = None, theme: Theme = LIGHT) -> None:
        super().__init__(parent)
        accessible.install()
        self._theme = chosen(theme)
        #: The square the keyboard and a screen reader are on (the centre to begin with).
        self._reading: tuple[int, int] = divmod(CENTRE, SIZE)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Board"))
        self.setWhatsThis(self.tr("Arrow keys move from square to square"))
        self._edition: Edition | None = None
        self._board = Board()
        self._highlight: frozenset[tuple[int, int]] = frozenset()
        self._preview: tuple[tuple[int, int, int], ...] = ()
        self._preview_valid = True
        self._cursor: tuple[int, int] | None = None
        self._cursor_across = True
        self._align_top = False
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    # -- what to show ------------------------------------------------------------------

    @property
    def board(self) -> Board:
        """The board shown."""
        return self._board

    @property
    def highlight(self) -> frozenset[tuple[int, int]]:
        """The highlighted squares (the last master move)."""
        return self._highlight

    @property
    def theme(self) -> Theme:
        return self._theme

    def set_theme(self, theme: Theme) -> None:
        """Paint with another theme (the colour-blind-safe palette switched on or off)."""
        self._theme = theme
        self.update()

    def set_edition(self, edition: Edition) -> None:
        """Tile letters and values, and the coordinate convention, come from the edition."""
        self._edition = edition
        self._describe()
        self.update()

    def set_board(self, board: Board, highlight: Iterable[tuple[int, int]] = ()) -> None:
        """Show ``board``; ``highlight`` lists the squares of the last master move."""
        self._board = board
        self._highlight = frozenset((int(r), int(c)) for r, c in highlight)
        self._describe()
        self.update()

    def set_preview(self, placed: Iterable[tuple[int, int, int]] = (), valid: bool = True) -> None:
        """Tentative ``(row, col, value)`` tiles of the move being typed; empty to clear."""
        self._preview = tuple((int(r), int(c), int(v)) for r, c, v in placed)
        self._preview_valid = valid
        self._describe()
        self.update()

    def set_cursor(self, row: int | None, col: int | None = None, across: bool = True) -> None:
        """Show a cursor with a direction arrow on a square; ``row=None`` hides it."""
        self._cursor = None if row is None or col is None else (row, col)
        self._cursor_across = across
        if self._cursor is not None and 0 <= row < SIZE and 0 <= col < SIZE:  # type: ignore[operator]
            self.set_reading_square(*self._cursor)
        self.update()

    # -- the reading cursor (keyboard and screen readers) ---------------------------------

    def reading_square(self) -> tuple[int, int]:
        """The square the keyboard and a screen reader are on."""
        return self._reading

    def set_reading_square(self, row: int, col: int) -> None:
        """Move the reading cursor (kept on the board) and say which square it is on."""
        square = (min(SIZE - 1, max(0, row)), min(SIZE - 1, max(0, col)))
        if square != self._reading:
            old = self.accessible_value()
            self._reading = square
            self.update()
            accessible.text_changed(self, old)

    def _describe(self) -> None:
        """The accessible description is the square under the cursor (kept current, unannounced)."""
        self.setAccessibleDescription(self.accessible_value())

    def square_name(self, row: int, col: int) -> str:
        """The square's reference as the edition writes it (European ``H8``, GCG ``8H``)."""
        if self._convention() is Convention.EUROPEAN:
            return self.row_label(row) + self.col_label(col)
        return self.col_label(col) + self.row_label(row)

    def square_description(self, row: int, col: int) -> str:
        """What a screen reader says of a square: reference, premium, then what is on it."""
        parts = [self.square_name(row, col)]
        kind = PREMIUMS[row * SIZE + col]
        if premium_name(kind):
            parts.append(premium_name(kind))
        if row * SIZE + col == CENTRE:
            parts.append(self.tr("centre star"))
        value = self._board.at(row, col)
        preview = [v for r, c, v in self._preview if (r, c) == (row, col)]
        if value and self._edition is not None:
            parts.append(self._tile_description(value))
            if (row, col) in self._highlight:
                parts.append(self.tr("last move"))
        elif preview and self._edition is not None:
            parts.append(self.tr("{0}, being placed").format(self._tile_description(preview[0])))
        else:
            parts.append(self.tr("empty"))
        return ", ".join(parts)

    def _tile_description(self, value: int) -> str:
        assert self._edition is not None
        letter = self._edition.letters[value & LETTER_MASK]
        if value & BLANK_FLAG:
            return self.tr("blank as {0}").format(letter)
        return self.tr("{0}, %n point(s)", "", self._edition.value(value)).format(letter)

    def accessible_value(self) -> str:
        """The accessible value: the square under the reading cursor."""
        return self.square_description(*self._reading)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        row, col = self._reading
        moves = {
            Qt.Key.Key_Left: (row, col - 1), Qt.Key.Key_Right: (row, col + 1),
            Qt.Key.Key_Up: (row - 1, col), Qt.Key.Key_Down: (row + 1, col),
            Qt.Key.Key_Home: (row, 0), Qt.Key.Key_End: (row, SIZE - 1),
            Qt.Key.Key_PageUp: (0, col), Qt.Key.Key_PageDown: (SIZE - 1, col),
        }
        key = Qt.Key(event.key())
        if key in moves and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.set_reading_square(*moves[key])
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.isSignalConnected(
                QMetaMethod.fromSignal(self.squareClicked)):
            self.squareClicked.emit(*self._reading)
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    # -- coordinates -------------------------------------------------------------------

    def _convention(self) -> Convention:
        return Convention.EUROPEAN if self._edition is None else self._edition.convention

    def row_label(self, row: int) -> str:
        """Label beside row ``row``: a letter (European) or a number (GCG)."""
        return row_label(row, self._convention())

    def col_label(self, col: int) -> str:
        """Label above column ``col``: a number (European) or a letter (GCG)."""
        return col_label(col, self._convention())

    # -- geometry ----------------------------------------------------------------------

    def _frame_width(self) -> float:
        """Width of the frame around the grid, in squares; it carries the coordinates."""
        return self._theme.coordinate_scale * 1.9

    def _geometry(self) -> tuple[float, float, float]:
        """Top-left corner of square (0, 0) and the side of a square, in pixels."""
        frame = self._frame_width()
        side = min(self.width(), self.height())
        unit = side / (SIZE + 2 * frame)
        x = (self.width() - side) / 2 + frame * unit
        top = 0.0 if self._align_top else (self.height() - side) / 2
        y = top + frame * unit
        return x, y, unit

    def set_align_top(self, top: bool) -> None:
        """Put the board at the top of a tall space instead of in its middle."""
        self._align_top = top
        self.update()

    def square_rect(self, row: int, col: int) -> QRectF:
        """The cell of a square in widget coordinates (gap lines included)."""
        x, y, unit = self._geometry()
        return QRectF(x + col * unit, y + row * unit, unit, unit)

    def square_at(self, point: QPointF) -> tuple[int, int] | None:
        """The square under a widget point, or ``None`` off the grid."""
        x, y, unit = self._geometry()
        if unit <= 0:
            return None
        col = math.floor((point.x() - x) / unit)
        row = math.floor((point.y() - y) / unit)
        return (row, col) if 0 <= row < SIZE and 0 <= col < SIZE else None

    # -- Qt sizing and input -------------------------------------------------------------

    def sizeHint(self) -> QSize:
        side = round(600 * font_scale(self))
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        # not scaled: labels and letters grow with the squares, and with a 16-point font the
        # arbiter's right column needs the width at 1366 pixels
        return QSize(300, 300)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            square = self.square_at(event.position())
            if square is not None:
                self.set_reading_square(*square)
                self.squareClicked.emit(*square)
                event.accept()
                return
        super().mousePressEvent(event)

    # -- painting ----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(self.rect(), QColor(self._theme.background))
        x, y, unit = self._geometry()
        self._paint_frame(painter, x, y, unit)
        covered = self._covered()
        for row in range(SIZE):
            for col in range(SIZE):
                self._paint_square(painter, row, col, unit, (row, col) in covered)
        self._paint_tiles(painter, unit)
        self._paint_cursor(painter, unit)
        if self.hasFocus():
            self._paint_focus(painter, x, y, unit)
        painter.end()

    def _paint_focus(self, painter: QPainter, x: float, y: float, unit: float) -> None:
        """Keyboard focus, visible in every theme: a ring round the board in the cursor's
        colour and a dashed frame on the reading square (when no typing cursor shows it)."""
        colour = QColor(self._theme.cursor)
        frame = self._frame_width() * unit
        outer = QRectF(x, y, SIZE * unit, SIZE * unit).adjusted(-frame, -frame, frame, frame)
        width = max(2.0, unit * 0.1)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ring = outer.adjusted(width, width, -width, -width)
        painter.setPen(QPen(QColor(self._theme.grid), width * 2))  # an underlay: the ring shows on any frame
        painter.drawRoundedRect(ring, unit * 0.25, unit * 0.25)
        painter.setPen(QPen(colour, width))
        painter.drawRoundedRect(ring, unit * 0.25, unit * 0.25)
        if self._cursor is None or self._cursor != self._reading:
            rect = self.square_rect(*self._reading).adjusted(1, 1, -1, -1)
            painter.setPen(QPen(QColor(self._theme.grid), width + 2))
            painter.drawRect(rect)
            painter.setPen(QPen(colour, width, Qt.PenStyle.DashLine))
            painter.drawRect(rect)

    def _paint_frame(self, painter: QPainter, x: float, y: float, unit: float) -> None:
        theme = self._theme
        frame = self._frame_width() * unit
        grid = QRectF(x, y, SIZE * unit, SIZE * unit)
        outer = grid.adjusted(-frame, -frame, frame, frame)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.board_frame))
        painter.drawRoundedRect(outer, unit * 0.25, unit * 0.25)
        painter.setBrush(QColor(theme.grid))
        painter.drawRect(grid)
        painter.setPen(QColor(theme.coordinate))
        painter.setFont(theme.font(unit * theme.coordinate_scale, bold=True))
        for i in range(SIZE):
            painter.drawText(QRectF(x + i * unit, y - frame, unit, frame), Qt.AlignmentFlag.AlignCenter, self.col_label(i))
            painter.drawText(QRectF(x - frame, y + i * unit, frame, unit), Qt.AlignmentFlag.AlignCenter, self.row_label(i))

    def _paint_square(self, painter: QPainter, row: int, col: int, unit: float, covered: bool) -> None:
        theme = self._theme
        kind = PREMIUMS[row * SIZE + col]
        colour = {
            ".": theme.plain,
            "d": theme.double_letter,
            "t": theme.triple_letter,
            "D": theme.double_word,
            "T": theme.triple_word,
        }[kind]
        gap = max(1.0, unit * 0.045) / 2
        cell = self.square_rect(row, col).adjusted(gap, gap, -gap, -gap)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(colour))
        painter.drawRect(cell)
        if covered or self._board.at(row, col):
            return
        label_colour = theme.label_on(colour)
        if row * SIZE + col == CENTRE:
            painter.setBrush(label_colour)
            painter.drawPolygon(star(cell.center(), unit * 0.36, unit * 0.15))
            return
        label = premium_label(kind)
        if label and unit * 0.3 >= 6:  # below that a label is noise; colours still tell
            painter.setPen(label_colour)
            font = theme.font(unit * 0.3, bold=True)
            advance = QFontMetricsF(font).horizontalAdvance(label)
            if advance > cell.width() * 0.9:  # a long translation still fits its square
                font.setPixelSize(max(1, math.floor(font.pixelSize() * cell.width() * 0.9 / advance)))
            painter.setFont(font)
            painter.drawText(cell, Qt.AlignmentFlag.AlignCenter, label)

    def _covered(self) -> set[tuple[int, int]]:
        """Empty squares painted over (preview tiles, cursor): their premium label would show through."""
        covered = {(r, c) for r, c, _ in self._preview}
        if self._cursor is not None:
            covered.add(self._cursor)
        return covered

    def _tile_rect(self, row: int, col: int, unit: float) -> QRectF:
        inset = unit * 0.06
        return self.square_rect(row, col).adjusted(inset, inset, -inset, -inset)

    def _paint_tiles(self, painter: QPainter, unit: float) -> None:
        edition, theme = self._edition, self._theme
        if edition is None:
            return
        for row, col, value in self._board.tiles():
            blank = bool(value & BLANK_FLAG)
            face = QColor(theme.blank_face if blank else theme.tile_face)
            outline = None
            if (row, col) in self._highlight:
                face = mix(QColor(theme.highlight_face), face, 0.5 if blank else 0.0)
                outline = QColor(theme.highlight)
            self._paint_value(painter, row, col, value, face, outline, unit)
        face = QColor(theme.preview_face if self._preview_valid else theme.preview_invalid_face)
        painter.setOpacity(0.9)
        for row, col, value in self._preview:
            if 0 <= row < SIZE and 0 <= col < SIZE:
                self._paint_value(painter, row, col, value, face, face.darker(150), unit)
        painter.setOpacity(1.0)

    def _paint_value(
        self, painter: QPainter, row: int, col: int, value: int, face: QColor, outline: QColor | None, unit: float
    ) -> None:
        """Paint a square value as a tile; a blank shows its letter in colour and no points."""
        assert self._edition is not None
        theme = self._theme
        blank = bool(value & BLANK_FLAG)
        letter = self._edition.letters[value & LETTER_MASK]
        points = None if blank else self._edition.value(value)
        text = QColor(theme.blank_text if blank else theme.tile_text)
        paint_tile(painter, self._tile_rect(row, col, unit), letter, points, face, text, theme, outline)

    def _paint_cursor(self, painter: QPainter, unit: float) -> None:
        if self._cursor is None:
            return
        row, col = self._cursor
        if not (0 <= row < SIZE and 0 <= col < SIZE):
            return
        colour = QColor(self._theme.cursor)
        rect = self.square_rect(row, col).adjusted(unit * 0.04, unit * 0.04, -unit * 0.04, -unit * 0.04)
        painter.setPen(QPen(colour, max(2.0, unit * 0.08)))
        # on a tile (the word's last square at the board's edge, a board letter typed through)
        # the tile stays readable: a frame, and a small arrow in its free top left corner
        on_tile = bool(self._board.at(row, col)) or any((r, c) == (row, col) for r, c, _ in self._preview)
        tint = QColor(colour)
        tint.setAlpha(50)
        painter.setBrush(Qt.BrushStyle.NoBrush if on_tile else tint)
        painter.drawRoundedRect(rect, unit * 0.1, unit * 0.1)
        c = QPointF(rect.left() + unit * 0.2, rect.top() + unit * 0.2) if on_tile else rect.center()
        s = unit * (0.1 if on_tile else 0.22)
        if self._cursor_across:
            arrow = [QPointF(c.x() + s, c.y()), QPointF(c.x() - s * 0.6, c.y() - s), QPointF(c.x() - s * 0.6, c.y() + s)]
        else:
            arrow = [QPointF(c.x(), c.y() + s), QPointF(c.x() - s, c.y() - s * 0.6), QPointF(c.x() + s, c.y() - s * 0.6)]
        painter.setPen(QPen(QColor(self._theme.grid), max(1.0, unit * 0.03)))
        painter.setBrush(colour)
        painter.drawPolygon(QPolygonF(arrow))
