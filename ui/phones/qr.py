"""The join address as a QR code: in the Phones dialog, and full screen on the projector.

The code is made by ``segno`` (pure Python, no dependencies) and painted square by square, so
it stays sharp at any size: the arbiter's dialog shows it small, the projector fills the
screen height with it so phones read it from the back of the room. Dark modules on a white
field with the standard quiet zone: inverted codes are not read by every phone.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import QRectF, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from ui.widgets.preferences import stored_bool

QUIET_ZONE = 4  # modules of white around the code, as the standard asks


def qr_matrix(text: str) -> list[list[bool]]:
    """The modules of ``text``'s QR code (True: dark), without the quiet zone."""
    code = segno.make_qr(text, error="m")
    return [[bool(module) for module in row] for row in code.matrix]


class QrCodeView(QWidget):
    """A QR code painted at the largest whole number of pixels per module that fits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._matrix: list[list[bool]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(120, 120)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        self._text = text
        self._matrix = qr_matrix(text) if text else []
        self.setAccessibleName(text)
        self.update()

    def modules(self) -> int:
        """Modules per side, quiet zone included (0 when there is no code)."""
        return len(self._matrix) + 2 * QUIET_ZONE if self._matrix else 0

    def module_pixels(self) -> int:
        """Pixels per module at the current size (whole pixels keep the edges crisp)."""
        count = self.modules()
        return min(self.width(), self.height()) // count if count else 0

    def sizeHint(self) -> QSize:
        return QSize(240, 240)

    def heightForWidth(self, width: int) -> int:
        return width

    def paintEvent(self, event) -> None:
        count = self.modules()
        if not count:
            return
        unit = max(1, self.module_pixels())
        side = unit * count
        left = (self.width() - side) // 2
        top = (self.height() - side) // 2
        painter = QPainter(self)
        painter.fillRect(QRectF(left, top, side, side), QColor("#ffffff"))
        dark = QColor("#000000")
        for r, row in enumerate(self._matrix):
            for c, module in enumerate(row):
                if module:
                    painter.fillRect(
                        QRectF(left + (c + QUIET_ZONE) * unit, top + (r + QUIET_ZONE) * unit, unit, unit), dark
                    )
        painter.end()


class JoinScreen(QWidget):
    """What the projector shows while players join: the code, the address and the PIN, large."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinScreen")
        self.setStyleSheet("#joinScreen { background: #000000; } QLabel { color: #ffffff; }")
        self.setAutoFillBackground(True)
        self.title = QLabel(self.tr("Hand in your moves from your phone"))
        self.code = QrCodeView(self)
        self.address = QLabel()
        self.pin = QLabel()
        self.hint = QLabel(self.tr("Scan the code or type the address, then the PIN and your table number."))
        for label in (self.title, self.address, self.pin, self.hint):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.title.setWordWrap(True)
        self.address.setWordWrap(False)
        text = QVBoxLayout()
        text.addStretch(1)
        for label in (self.title, self.address, self.pin, self.hint):
            text.addWidget(label)
            text.addSpacing(12)
        text.addStretch(1)
        # the code as tall as the screen allows on the left, the words on the right
        layout = QHBoxLayout(self)
        layout.setContentsMargins(32, 32, 32, 32)
        layout.setSpacing(32)
        layout.addWidget(self.code, 1)
        layout.addLayout(text, 1)

    def set_join(self, address: str, pin: str | None) -> None:
        """The code of ``address`` (for new players it opens their form: ``...#pin``), the address
        to type, and the PIN when new players may join; else the players scan their table cards."""
        self.code.set_text(address)
        self.address.setText(address.split("#")[0])
        self.pin.setVisible(pin is not None)
        self.pin.setText(self.tr("PIN {0}").format(pin) if pin is not None else "")
        self.hint.setText(
            self.tr("New players: scan this code or type the address, then the PIN, a table number and your name. "
                    "With a table card: scan the card.") if pin is not None else
            self.tr("Scan your table card with your phone's camera, or type the address, your table number and the "
                    "code on your card."))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        height = max(self.height(), 300)
        for label, share, bold in (
            (self.title, 0.055, True), (self.address, 0.045, True), (self.pin, 0.11, True), (self.hint, 0.035, False)
        ):
            font = QFont(label.font())
            font.setPixelSize(max(12, int(height * share)))
            font.setBold(bold)
            label.setFont(font)
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()  # the bigger type needs taller rows now, not after the next event


class JoinPanel(QWidget):
    """The dialog's part for a running service: the QR code, and what the projector shows."""

    #: Show (True) or hide the join screen on the projector.
    projectorRequested = Signal(bool)
    #: Show (True) or hide "handed in: 12 of 18" on the projector during the turn.
    handedInToggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.code = QrCodeView(self)
        self.code.setFixedSize(232, 232)
        self.code.setToolTip(self.tr("Players scan this with their phone's camera"))
        self.project_button = QPushButton(self.tr("Show on the projector"))
        self.project_button.setCheckable(True)
        self.project_button.setToolTip(self.tr("The address, the PIN and a large QR code on the projector"))
        self.project_button.toggled.connect(self._project_toggled)
        self.count_box = QCheckBox(self.tr("The projector shows how many have handed in (never who)"))
        self.count_box.setChecked(stored_bool(QSettings(), "phones/projector_count", False))
        self.count_box.toggled.connect(self._count_toggled)
        side = QVBoxLayout()
        side.addWidget(self.project_button)
        side.addWidget(self.count_box)
        side.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.code)
        layout.addLayout(side, 1)

    def set_join(self, address: str) -> None:
        self.code.set_text(address)

    def _project_toggled(self, on: bool) -> None:
        self.project_button.setText(self.tr("Back to the game on the projector") if on else self.tr("Show on the projector"))
        self.projectorRequested.emit(on)

    def _count_toggled(self, on: bool) -> None:
        QSettings().setValue("phones/projector_count", on)
        self.handedInToggled.emit(on)
