"""The painted turn timer: big ``m:ss``, a thin bar of time left, colours for the call and the end.

The clock itself lives elsewhere (``duplicate.timer``); this view only shows the numbers it
is given, so the arbiter's window and the projector stay in step by being fed the same values.

Both chimes have a visible twin beyond the colour: "Write now" under the time from the call on,
"Time is up" at the end. A screen reader reads the time left as the accessible text and value
(seconds left of the turn's); it is announced when the clock starts, at the call, at the end
and when it is paused or resumed, never every second (``announces`` False: the projector's
twin is quiet).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QAccessible, QColor, QFontInfo, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ui.widgets import accessible
from ui.widgets.board_view import font_scale
from ui.widgets.theme import LIGHT, Theme, chosen

STATES = ("idle", "running", "paused", "expired")


def format_remaining(remaining: float) -> str:
    """``m:ss`` of the time left, rounded up to whole seconds.

    Rounding up means "0:00" appears only when time is really out, and a fresh three-minute
    turn reads "3:00" for its whole first second. Sub-millisecond noise is ignored so that
    150.0000001 still reads "2:30".
    """
    seconds = max(0, math.ceil(round(remaining, 3)))
    return f"{seconds // 60}:{seconds % 60:02d}"


class TimerView(QWidget):
    """The time left in the turn; text and bar scale with the widget."""

    #: A label (AT-SPI "label"; Qt's Clock role reaches AT-SPI as "unknown") with a value.
    accessible_role = QAccessible.Role.StaticText
    #: Whether the states worth hearing are announced (the projector's copy is not).
    announces = True

    def __init__(self, parent: QWidget | None = None, theme: Theme = LIGHT) -> None:
        super().__init__(parent)
        accessible.install()
        self._theme = chosen(theme)
        self.setAccessibleName(self.tr("Time left"))
        self._remaining = 0.0
        self._total = 0.0
        self._state = "idle"
        self._called = False
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def set_time(self, remaining: float, total: float, state: str, called: bool = False) -> None:
        """Show ``remaining`` of ``total`` seconds; ``state`` is idle/running/paused/expired,
        ``called`` says the "write now" call has passed."""
        if state not in STATES:
            raise ValueError(f"timer state must be one of {', '.join(STATES)}, not {state!r}")
        worth_hearing = (state, called) != (self._state, self._called)
        self._remaining = max(0.0, remaining)
        self._total = max(0.0, total)
        self._state = state
        self._called = called
        self.update()
        if worth_hearing:
            self.setAccessibleDescription(self.caption())
            if self.announces and state != "idle":  # between turns: nothing to hear
                accessible.announce(self, assertive=state == "expired")

    def set_theme(self, theme: Theme) -> None:
        """Paint with another theme (the colour-blind-safe palette switched on or off)."""
        self._theme = theme
        self.update()

    def accessible_value(self) -> str:
        """The time left and, when there is one, the word under it ("0:30, Write now")."""
        caption = self.caption()
        return f"{self.text()}, {caption}" if caption else self.text()

    def accessible_number(self) -> tuple[float, float]:
        """The accessible value's number: whole seconds left, of the turn's seconds."""
        return float(math.ceil(round(self._remaining, 3))), self._total

    def text(self) -> str:
        """The ``m:ss`` shown."""
        return format_remaining(self._remaining)

    def caption(self) -> str:
        """The word under the time: empty while it runs."""
        if self._state == "paused":
            return self.tr("Paused")
        if self._state == "expired":
            return self.tr("Time is up")
        if self._state == "running" and self._called:
            return self.tr("Write now")
        return ""

    def colour(self) -> QColor:
        """Colour of the time: the end beats a pause, which beats the call."""
        theme = self._theme
        if self._state == "expired":
            return QColor(theme.timer_expired)
        if self._state == "paused":
            return QColor(theme.timer_paused)
        return QColor(theme.timer_called if self._called else theme.timer_normal)

    def sizeHint(self) -> QSize:
        scale = font_scale(self)
        return QSize(round(240 * scale), round(110 * scale))

    def minimumSizeHint(self) -> QSize:
        scale = font_scale(self)
        return QSize(round(90 * scale), round(44 * scale))

    def paintEvent(self, event: QPaintEvent) -> None:
        theme = self._theme
        w, h = float(self.width()), float(self.height())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(self.rect(), QColor(theme.background))
        colour = self.colour()
        caption = self.caption()
        paused = self._state == "paused"

        digits_rect = QRectF(0, h * 0.03, w, h * 0.66)
        font = theme.font(h * 0.56, bold=True)
        text = self.text()
        metrics = QFontMetricsF(font)
        # A pause sign (two bars) goes left of the time; both are centred together.
        sign = metrics.capHeight() * 0.85 if paused else 0.0
        width = metrics.horizontalAdvance(text) + sign
        if width > w * 0.9:
            font.setPixelSize(max(1, math.floor(font.pixelSize() * w * 0.9 / width)))
            metrics = QFontMetricsF(font)
            sign = metrics.capHeight() * 0.85 if paused else 0.0
            width = metrics.horizontalAdvance(text) + sign
        left = (w - width) / 2
        if paused:
            self._paint_pause_sign(painter, left, digits_rect.center().y(), metrics.capHeight(), colour)
        painter.setPen(colour)
        painter.setFont(font)
        # Baseline placed so the digits themselves (not the font's line box) sit centred.
        painter.drawText(QPointF(left + sign, digits_rect.center().y() + metrics.capHeight() / 2), text)
        if caption:
            # never smaller than the application's text (a 16-point system font stays 16 points)
            painter.setFont(theme.font(max(h * 0.14, min(QFontInfo(self.font()).pixelSize(), h * 0.2)), bold=True))
            painter.drawText(QRectF(0, h * 0.68, w, h * 0.17), Qt.AlignmentFlag.AlignCenter, caption)

        bar_height = max(3.0, h * 0.055)
        track = QRectF(w * 0.06, h * 0.9 - bar_height / 2, w * 0.88, bar_height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.timer_track))
        painter.drawRoundedRect(track, bar_height / 2, bar_height / 2)
        fraction = min(1.0, self._remaining / self._total) if self._total > 0 else 0.0
        if fraction > 0:
            filled = QRectF(track.left(), track.top(), max(bar_height, track.width() * fraction), bar_height)
            painter.setBrush(colour)
            painter.drawRoundedRect(filled, bar_height / 2, bar_height / 2)
        painter.end()

    def _paint_pause_sign(self, painter: QPainter, left: float, middle: float, cap: float, colour: QColor) -> None:
        """Two bars before the time: "paused" reads even from afar, without the caption."""
        bar = cap * 0.16
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        for x in (left, left + bar * 2.2):
            painter.drawRoundedRect(QRectF(x, middle - cap / 2, bar, cap), bar / 3, bar / 3)
