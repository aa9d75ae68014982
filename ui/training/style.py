"""How the training screens look and write their figures: colours, the page's style sheet,
cards, bold labels, signed deviations, time limits, edition names and dates.

Shared by the game page, its play and results panels, the home page and the dialogs, so that
a colour or a way of writing a number is decided once.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QFrame, QHeaderView, QLabel, QTableView, QVBoxLayout

from duplicate.rules.edition import Edition, load_edition
from ui.widgets.engine_text import edition_name
from ui.widgets.language import format_datetime

LOSS_COLOUR = QColor("#C0392B")
GAIN_COLOUR = QColor("#1E7B4F")
ACCENT = QColor("#24584A")
MUTED = QColor("#6B7785")
TOP_COLOUR = QColor("#C62828")
#: A top found after a hint (the summary's chart): not the green of a top found alone.
HINT_COLOUR = QColor("#E0A100")
OWN_BACKGROUND = QColor("#FFE9A8")
#: The row of a move asked about ("what would I have scored with ...?").
PROBE_BACKGROUND = QColor("#D6EAF8")
#: The face of the tiles kept from the last turn: grey, clearly apart from the new ones.
LEFTOVER_FACE = QColor("#C9CFD6")
PAGE_STYLE = """
QWidget#trainingPage { background: #F3F0E8; }
QFrame#card { background: #FBFAF6; border: 1px solid #DDD8CC; border-radius: 10px; }
QLabel#heading { font-weight: bold; }
QPushButton#primary { background: #24584A; color: white; font-weight: bold; border-radius: 6px;
                      padding: 7px 18px; border: 1px solid #1B4539; }
QPushButton#primary:disabled { background: #9DB3AB; border-color: #9DB3AB; }
QPushButton#primary:hover { background: #2D6B5A; }
QPushButton#hint { padding: 5px 10px; }
"""


def card() -> tuple[QFrame, QVBoxLayout]:
    """A rounded panel (styled by ``PAGE_STYLE``) and its column layout."""
    frame = QFrame()
    frame.setObjectName("card")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(14, 10, 14, 12)
    layout.setSpacing(6)
    return frame, layout


def bold(label: QLabel, scale: float = 1.0) -> QLabel:
    font = label.font()
    font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


def deviation_colour(value: int) -> QColor:
    """Red for points lost, green otherwise."""
    return LOSS_COLOUR if value < 0 else GAIN_COLOUR


def edition_label(code: str) -> str:
    """The edition's name in the app's language (``French (Français)``); the code itself if unknown."""
    try:
        edition = load_edition(code)
    except Exception:  # noqa: BLE001 - a history entry of an edition no longer bundled
        return code
    return edition_name(edition)


def local_date(iso: str) -> str:
    """An ISO (UTC) date as local time, in the language's short date format."""
    try:
        return format_datetime(datetime.fromisoformat(iso))
    except ValueError:
        return iso


def signed(value: int) -> str:
    """A deviation as players write it: ``−12`` (a real minus), ``0``, ``+5``."""
    if value < 0:
        return f"\u2212{-value}"
    return f"+{value}" if value > 0 else "0"


def time_label(seconds: int) -> str:
    if seconds <= 0:
        return QCoreApplication.translate("training", "no time limit")
    return QCoreApplication.translate("training", "{0} min per move").format(seconds // 60) if seconds % 60 == 0 \
        else QCoreApplication.translate("training", "{0} s per move").format(seconds)


def example_reference(edition: Edition) -> str:
    """A square reference in the edition's notation, from its example move (``H4`` in French,
    ``8D`` in English): what the fields' hints show."""
    return edition.example.partition(" ")[0] or "H4"


def read_only_table(table: QTableView, stretch: int | None = None, selectable: bool = True,
                    row_height: int | None = None) -> None:
    """The training tables' common look: no row numbers, read-only, rows picked whole (or not
    at all), alternating colours, columns fitted to their contents (``stretch`` takes the rest)."""
    table.verticalHeader().setVisible(False)
    if row_height is not None:
        table.verticalHeader().setDefaultSectionSize(row_height)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    if selectable:
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    else:
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setAlternatingRowColors(True)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is not None:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
