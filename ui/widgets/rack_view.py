"""The painted rack of the turn: leftover tiles, a ``+``, then the newly drawn tiles.

Duplicate players read a rack as ``old+new`` (rules section 4), so the leftover of the last
turn is kept apart and on a slightly darker face. Display only: the draw is decided elsewhere.
A screen reader reads the letters one by one as the accessible text ("kept: E A, new: R S T
blank"), announced when a new rack shows (``announces`` False: the projector's twin is quiet).
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QAccessible, QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from duplicate.rules.board import RACK_SIZE
from duplicate.rules.edition import BLANK, Edition
from ui.widgets import accessible
from ui.widgets.board_view import font_scale, paint_tile
from ui.widgets.theme import LIGHT, Theme, chosen

#: Width of the ``+`` between leftover and new tiles, in tile widths.
_SEPARATOR = 0.6
#: Height of the tiles standing in their tray, in tile heights (margins included).
_TRAY = 1.3
#: Room for the message line under the tray, in tile heights.
_MESSAGE = 0.5


def spoken_rack(edition: Edition | None, leftover: Sequence[int], new: Sequence[int]) -> str:
    """A rack as a screen reader says it, letter by letter, the kept tiles apart from the new
    ones: "kept: E A, new: U R S T blank" (the arbiter's rack, the projector's, training's)."""
    def spoken(codes: Sequence[int]) -> str:
        return " ".join(QCoreApplication.translate("RackView", "blank") if c == BLANK or edition is None
                        else edition.letters[c] for c in codes)

    if leftover and new:
        return QCoreApplication.translate("RackView", "kept: {0}, new: {1}").format(spoken(leftover), spoken(new))
    if leftover or new:
        return spoken([*leftover, *new])
    return QCoreApplication.translate("RackView", "no tiles")


class RackView(QWidget):
    """Up to seven tiles (eight tolerated) that scale with the widget's width."""

    #: A label (AT-SPI "label") whose text is the letters.
    accessible_role = QAccessible.Role.StaticText
    #: Whether a new rack is announced (the projector's copy of the arbiter's rack is not).
    announces = True

    def __init__(self, parent: QWidget | None = None, theme: Theme = LIGHT) -> None:
        super().__init__(parent)
        accessible.install()
        self._theme = chosen(theme)
        self.setAccessibleName(self.tr("Rack"))
        self._edition: Edition | None = None
        self._leftover: tuple[int, ...] = ()
        self._new: tuple[int, ...] = ()
        self._message = ""
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_theme(self, theme: Theme) -> None:
        """Paint with another theme (the colour-blind-safe palette switched on or off)."""
        self._theme = theme
        self.update()

    def set_edition(self, edition: Edition) -> None:
        self._edition = edition
        self.update()

    def set_rack(self, leftover: Sequence[int], new: Sequence[int], rejected: bool = False) -> None:
        """Show a rack (letter codes, 0 = blank). A new rack replaces any notice;
        ``rejected`` shows the standard "rejected and redrawn" one."""
        changed = (tuple(leftover), tuple(new)) != (self._leftover, self._new)
        self._leftover = tuple(leftover)
        self._new = tuple(new)
        self._message = self.tr("Rack rejected and redrawn") if rejected else ""
        self.update()
        self.setAccessibleDescription(self.accessible_value())
        if changed and self.announces and (self._leftover or self._new):
            accessible.announce(self, self.tr("Rack: {0}").format(self.accessible_value()))

    def set_message(self, text: str) -> None:
        """A notice under the tiles (already translated by the caller); "" hides it."""
        self._message = text
        self.update()

    def message(self) -> str:
        return self._message

    def accessible_value(self) -> str:
        """The rack letter by letter, kept tiles apart from new ones, and any notice."""
        text = spoken_rack(self._edition, self._leftover, self._new)
        return f"{text}. {self._message}" if self._message else text

    def text(self) -> str:
        """The rack as written in the record, ``old+new`` with ``?`` for a blank (for tests)."""
        def name(code: int) -> str:
            if code == BLANK or self._edition is None:
                return "?"
            return self._edition.letters[code]

        old = "".join(name(c) for c in self._leftover)
        new = "".join(name(c) for c in self._new)
        return f"{old}+{new}" if old and new else old + new

    # -- geometry and sizing -----------------------------------------------------------

    def _slots(self) -> float:
        """Widths to lay out, in tiles: at least a full rack, so tiles keep their size."""
        count = max(RACK_SIZE, len(self._leftover) + len(self._new))
        return count + (_SEPARATOR if self._leftover and self._new else 0) + 0.6

    def _tile_size(self) -> float:
        by_width = self.width() / self._slots()
        by_height = self.height() / (_TRAY + _MESSAGE)
        return max(1.0, min(by_width, by_height))

    def sizeHint(self) -> QSize:
        width = round(420 * font_scale(self))
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        width = round(200 * font_scale(self))
        return QSize(width, self.heightForWidth(width))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(width / self._slots() * (_TRAY + _MESSAGE))

    # -- painting ----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = self._theme
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(self.rect(), QColor(theme.background))
        size = self._tile_size()
        gap = size * 0.08
        count = len(self._leftover) + len(self._new)
        separator = _SEPARATOR * size if self._leftover and self._new else 0.0
        tiles_width = count * size + separator
        top = (self.height() - size * (_TRAY + _MESSAGE)) / 2
        # The tray: a shelf under the tiles, always a full rack wide, like a wooden rack.
        tray_width = max(RACK_SIZE * size + separator, tiles_width) + size * 0.4
        tray = QRectF((self.width() - tray_width) / 2, top + size * 0.86, tray_width, size * 0.38)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.board_frame))
        painter.drawRoundedRect(tray, size * 0.12, size * 0.12)
        x = (self.width() - tiles_width) / 2
        y = top + size * 0.12
        for group, face in ((self._leftover, theme.leftover_face), (self._new, theme.tile_face)):
            if group is self._new and separator:
                painter.setPen(QColor(theme.foreground))
                painter.setFont(theme.font(size * 0.55, bold=True))
                painter.drawText(QRectF(x, y, separator, size), Qt.AlignmentFlag.AlignCenter, "+")
                x += separator
            for code in group:
                self._paint_code(painter, QRectF(x + gap / 2, y, size - gap, size - gap), code, QColor(face))
                x += size
        if self._message:
            painter.setPen(QColor(theme.message))
            painter.setFont(theme.font(size * 0.3, bold=True))
            line = QRectF(0, top + size * _TRAY, self.width(), size * _MESSAGE)
            painter.drawText(line, Qt.AlignmentFlag.AlignCenter, self._message)
        painter.end()

    def _paint_code(self, painter: QPainter, rect: QRectF, code: int, face: QColor) -> None:
        theme = self._theme
        if code == BLANK:
            paint_tile(painter, rect, "?", None, QColor(theme.blank_face), QColor(theme.blank_text), theme)
        elif self._edition is not None:
            letter = self._edition.letters[code]
            paint_tile(painter, rect, letter, self._edition.values[code], face, QColor(theme.tile_text), theme)
