"""Table cards: one small card per table, printed from a PDF and put on the table.

A card holds the table's number, a QR code that opens the phone page at that table with its
code (``http://.../#t=12&c=K7P2QX``: after the ``#``, so the code never travels in a request
line or a Referer), the code itself in large type for typing, and the address. The code is
the table's key: the session file keeps it only salted and hashed (``duplicate.session.phones``),
so a card is printed when it is issued and a lost card is issued anew (the old one stops).

Eight cards to an A4 page (95 x 69 mm each, cut along the dashed lines), drawn with QPainter
on a QPdfWriter: the QR code square by square (sharp at any printer's resolution), every text
as plain text (a name is never read as markup) and clipped to its card.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF, QRectF, QSettings, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen
from PySide6.QtWidgets import QFileDialog, QWidget

from duplicate.session.phones import CARD_LENGTH, new_card_code
from duplicate.storage.safe_write import replace_file
from ui.phones.qr import QUIET_ZONE, qr_matrix

if TYPE_CHECKING:
    from ui.phones.service import PhoneService

#: Cards across and down an A4 page, and its margin (mm).
COLUMNS, ROWS, MARGIN_MM = 2, 4, 10.0
#: Dots per inch of the PDF's coordinates (the QR code's squares are drawn at this grain).
DPI = 600


@dataclass(frozen=True)
class TableCard:
    table: int
    name: str  # the player's, to hand the card to the right person (may be empty)
    code: str
    url: str  # what the QR code holds


def grouped(code: str) -> str:
    """A code as printed: in two groups of three, read aloud and typed without losing one's place."""
    half = CARD_LENGTH // 2
    return f"{code[:half]} {code[half:]}"


def cards_pdf(cards: Sequence[TableCard], address: str, title: str) -> bytes:
    """The PDF of ``cards``: ``address`` is the page typed by hand, ``title`` the session's
    (printed small on each card, so cards of two evenings are not mixed up)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(DPI)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter))
    writer.setTitle(QCoreApplication.translate("TableCards", "Table cards: {0}").format(title))
    writer.setCreator("Duplicate Scrabble")
    painter = QPainter(writer)
    try:
        page = QRectF(0, 0, writer.width(), writer.height())
        width, height = page.width() / COLUMNS, page.height() / ROWS
        for index, card in enumerate(cards):
            place = index % (COLUMNS * ROWS)
            if index and place == 0:
                writer.newPage()
            row, column = divmod(place, COLUMNS)
            draw_card(painter, QRectF(column * width, row * height, width, height), card, address, title)
    finally:
        painter.end()
    del writer  # its last bytes go to the buffer
    return bytes(buffer.data().data())


def card_layout(rect: QRectF, mm: float) -> tuple[QRectF, QRectF]:
    """Where a card in ``rect`` has its QR code (quiet zone included) and its words."""
    pad = 4 * mm
    inner = rect.adjusted(pad, pad, -pad, -pad)
    side = min(inner.height(), inner.width() * 0.45)
    qr = QRectF(inner.left(), inner.top() + (inner.height() - side) / 2, side, side)
    words = QRectF(inner.left() + side + 3 * mm, inner.top(), inner.width() - side - 3 * mm, inner.height())
    return qr, words


def draw_card(painter: QPainter, rect: QRectF, card: TableCard, address: str, title: str) -> None:
    """One card in ``rect`` (device units): the cut line, the QR code on the left, the words on the right."""
    mm = painter.device().logicalDpiX() / 25.4
    painter.save()
    painter.setClipRect(rect)
    pen = QPen(QColor("#9a9a9a"), max(1.0, 0.2 * mm), Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawRect(rect.adjusted(0.5, 0.5, -0.5, -0.5))
    qr, words = card_layout(rect, mm)
    _draw_qr(painter, qr, card.url)
    painter.setPen(QColor("#000000"))
    y = words.top()
    y = _line(painter, words, y, QCoreApplication.translate("TableCards", "Table"), 3.2 * mm, False)
    y = _line(painter, words, y, str(card.table), 14 * mm, True)
    if card.name:
        y = _line(painter, words, y, card.name, 3.6 * mm, False)
    y += 1.5 * mm
    y = _line(painter, words, y, QCoreApplication.translate("TableCards", "Code"), 3.2 * mm, False)
    y = _line(painter, words, y, grouped(card.code), 7.5 * mm, True, mono=True)
    y += 1.5 * mm
    y = _wrapped(painter, words, y, QCoreApplication.translate(
        "TableCards", "Scan the code with your phone's camera, or open this address and type the table and the code:"),
        2.6 * mm)
    y = _line(painter, words, y, address, 2.8 * mm, True)
    _wrapped(painter, words, y + 0.8 * mm, QCoreApplication.translate(
        "TableCards", "Keep this card to yourself: it is your table's key."), 2.6 * mm)
    font = QFont("Sans Serif")
    font.setPixelSize(max(1, round(2.2 * mm)))
    painter.setFont(font)
    painter.setPen(QColor("#555555"))
    footer = QFontMetricsF(font).elidedText(title, Qt.TextElideMode.ElideRight, words.width())
    painter.drawText(QRectF(words.left(), words.bottom() - 3 * mm, words.width(), 3 * mm),
                     int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom), footer)
    painter.restore()


def _line(painter: QPainter, area: QRectF, y: float, text: str, size: float, bold: bool, mono: bool = False) -> float:
    """One line of ``text`` at ``y``, elided to the card's width; the ``y`` below it."""
    font = QFont("Monospace" if mono else "Sans Serif")
    if mono:
        font.setStyleHint(QFont.StyleHint.TypeWriter)
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    painter.setFont(font)
    metrics = QFontMetricsF(font)
    shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, area.width())
    line = QRectF(area.left(), y, area.width(), metrics.height())
    painter.save()
    painter.setClipRect(line.intersected(area))  # combining marks stacked on a name stay on its line
    painter.drawText(line, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
    painter.restore()
    return y + metrics.height()


def _wrapped(painter: QPainter, area: QRectF, y: float, text: str, size: float) -> float:
    """``text`` wrapped to the card's width from ``y``; the ``y`` below it."""
    font = QFont("Sans Serif")
    font.setPixelSize(max(1, round(size)))
    painter.setFont(font)
    flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    box = QRectF(area.left(), y, area.width(), max(0.0, area.bottom() - y))
    used = QFontMetricsF(font).boundingRect(box, flags, text)
    painter.drawText(box, flags, text)
    return y + used.height()


def _draw_qr(painter: QPainter, square: QRectF, text: str) -> None:
    matrix = qr_matrix(text)
    count = len(matrix) + 2 * QUIET_ZONE
    unit = square.width() / count
    painter.fillRect(square, QColor("#ffffff"))
    dark = QColor("#000000")
    for r, row in enumerate(matrix):
        for c, module in enumerate(row):
            if module:
                # a hair wider than the module, so no white seam shows between two dark ones
                painter.fillRect(QRectF(square.left() + (c + QUIET_ZONE) * unit, square.top() + (r + QUIET_ZONE) * unit,
                                        unit + 0.5, unit + 0.5), dark)


def issue_cards(service: PhoneService, tables: Sequence[int], path: str) -> list[TableCard]:
    """New cards for ``tables`` written to the PDF ``path``, then recorded in the session (their
    earlier cards stop working only once the new ones are on paper); a WriteError if the file
    cannot be written, and nothing changed."""
    session = service.session
    cards = [TableCard(t, session.players[t].name if t in session.players else "", code := new_card_code(),
                       service.card_url(t, code)) for t in tables]
    title = session.settings.title or Path(session.store.path).stem
    replace_file(path, cards_pdf(cards, service.join_urls()[0], title))
    for card in cards:
        service.issue_card(card.table, card.code)
    return cards


def ask_cards_path(parent: QWidget | None, tables: Sequence[int]) -> str | None:
    """Where to save the cards of ``tables`` (a PDF), remembered for next time; None if cancelled."""
    stored = QSettings()
    folder = Path(str(stored.value("phones/cards_folder", str(Path.home()))))
    name = (QCoreApplication.translate("TableCards", "table cards") if len(tables) != 1 else
            QCoreApplication.translate("TableCards", "card of table {0}").format(tables[0]))
    path, _ = QFileDialog.getSaveFileName(parent, QCoreApplication.translate("TableCards", "Save the table cards"),
                                          str(folder / f"{name}.pdf"),
                                          QCoreApplication.translate("TableCards", "PDF files (*.pdf)"))
    if not path:
        return None
    if not path.lower().endswith(".pdf"):
        path += ".pdf"
    stored.setValue("phones/cards_folder", str(Path(path).parent))
    return path


__all__ = ["TableCard", "ask_cards_path", "card_layout", "cards_pdf", "draw_card", "grouped", "issue_cards"]
