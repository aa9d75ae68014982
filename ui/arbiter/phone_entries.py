"""The phones in the arbiter's entries table: who is connected, who handed in and when.

``PhoneEntriesModel`` is the entries model with two more columns (the phone of the table,
and the time a phone entry arrived on the turn's clock); the move column already shows the
move once it arrives, as for a typed slip. ``PhonesCounter`` reads "phones: 18 connected, 12
handed in". ``ask_slip_or_phone`` is the question the arbiter answers when a typed slip and a
phone entry meet on one table. Everything is read from the session (which tables a phone
holds, each entry's source and time) and from the service's list of connected tables.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMessageBox, QWidget

from duplicate.session.disclosure import SHOW_ALL, Disclosure
from duplicate.session.session import Entry, Session, Turn
from ui.arbiter.models import DISPLAY, MUTED_COLOUR, OK_COLOUR, EntriesModel, Index
from ui.widgets.controller import SessionController
from ui.widgets.timer_view import format_remaining

#: Tables whose phone is connected now (the service's view); none when the service is off.
ConnectedTables = Callable[[], set[int]]


def clock_text(turn: Turn, at_ms: int) -> str:
    """When a phone's move arrived, as the turn's countdown read then (``2:41`` left)."""
    return format_remaining(turn.timer.duration - at_ms / 1000)


def phone_entries(turn: Turn | None) -> dict[int, Entry]:
    """The entries of ``turn`` handed in from phones, by table."""
    if turn is None:
        return {}
    return {table: e for table, e in turn.entries.items() if e.source == "phone"}


class PhoneEntriesModel(EntriesModel):
    """The entries table with the phone columns after the others."""

    def __init__(self, controller: SessionController) -> None:
        self.connected: ConnectedTables = set
        #: Tables of the shown turn whose phone move arrived over a typed slip while the
        #: moves were hidden: the arbiter is asked once time is up (a neutral mark till then).
        self.queued: Callable[[], set[tuple[int, int]]] = set
        super().__init__(controller)
        self.PHONE = len(self.headers)
        self.HANDED_IN = self.PHONE + 1
        self.headers = (*self.headers, QCoreApplication.translate("phones", "Phone"), QCoreApplication.translate("phones", "Handed in"))

    def set_connected(self, connected: ConnectedTables | None) -> None:
        self.connected = connected or set
        self.refresh()

    def _phone_cell(self, table: int) -> tuple[str, str]:
        session = self.controller.session
        if table not in session.phone_tokens:
            return "", QCoreApplication.translate("phones", "No phone holds this table")
        if table in self.connected():
            return QCoreApplication.translate("phones", "connected"), QCoreApplication.translate("phones", "A phone holds this table and is connected")
        return QCoreApplication.translate("phones", "not connected"), QCoreApplication.translate("phones", "A phone holds this table but has not been seen for a while")

    def _handed_in(self, table: int) -> str:
        turn = self._turn()
        entry = phone_entries(turn).get(table)
        if entry is None or turn is None:
            return ""
        return QCoreApplication.translate("phones", "phone {0}").format(clock_text(turn, entry.at_ms)) if entry.at_ms is not None else QCoreApplication.translate("phones", "phone")

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if (index.isValid() and index.column() == self.STATUS
                and role in (DISPLAY, Qt.ItemDataRole.ToolTipRole) and self._is_queued(index.row())):
            return QCoreApplication.translate("phones", "{0}; slip and phone: asked when time is up").format(
                super().data(index, role))
        if not index.isValid() or index.column() < self.PHONE:
            return super().data(index, role)
        table = self.table_at(index.row())
        if table is None:
            return None
        if index.column() == self.PHONE:
            text, tip = self._phone_cell(table)
            if role == DISPLAY:
                return text
            if role == Qt.ItemDataRole.ToolTipRole:
                return tip
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(OK_COLOUR if table in self.connected() else MUTED_COLOUR)
            return None
        if role == DISPLAY:
            return self._handed_in(table)
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("phones", "When the move arrived from the phone: the time left on the turn's clock")
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """A move edited in the table over a phone's move: the arbiter is asked which counts."""
        table = self.table_at(index.row()) if index.isValid() else None
        turn = self._turn()
        if role == Qt.ItemDataRole.EditRole and index.column() == self.MOVE and table is not None and turn is not None:
            text = str(value).strip()
            typed = "" if text in ("-", "—") else text
            if text and not ask_slip_or_phone(QApplication.activeWindow(), self.controller.session, table,
                                              turn.number, typed):
                return False
        return super().setData(index, value, role)

    def _is_queued(self, row: int) -> bool:
        turn, table = self._turn(), self.table_at(row)
        return turn is not None and table is not None and (turn.number, table) in self.queued()

    def flags(self, index: Index) -> Qt.ItemFlag:
        if index.isValid() and index.column() >= self.PHONE:
            return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        return super().flags(index)

    def phone_column_changed(self) -> None:
        """The connected tables changed: repaint the phone column only."""
        if self.rowCount():
            self.dataChanged.emit(self.index(0, self.PHONE), self.index(self.rowCount() - 1, self.PHONE))


#: Wrong codes checked and codes refused unchecked in the last minute, while someone seems to be
#: guessing (the service's view); None otherwise.
Guessing = Callable[[], "tuple[int, int] | None"]


class PhonesCounter(QLabel):
    """"phones: 18 connected, 12 handed in" for the turn in play (hidden when no phone joined),
    and in red "someone is guessing codes" while the service sees it happen."""

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.connected: ConnectedTables = set
        self.guessing: Guessing = lambda: None
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setAccessibleName(QCoreApplication.translate("phones", "Phones"))
        controller.changed.connect(self.refresh)
        self.refresh()

    def set_connected(self, connected: ConnectedTables | None) -> None:
        self.connected = connected or set
        self.refresh()

    def set_guessing(self, guessing: Guessing | None) -> None:
        self.guessing = guessing or (lambda: None)
        self.refresh()

    def counts(self) -> tuple[int, int]:
        session = self.controller.session
        return len(self.connected()), len(phone_entries(session.current_turn))

    def refresh(self, kind: str = "") -> None:
        connected, handed = self.counts()
        held = len(self.controller.session.phone_tokens)
        guessing = self.guessing()
        self.setVisible(bool(held or connected or guessing))
        text = self.tr("phones: %n connected, {0} handed in", "", connected).format(handed)
        if guessing is not None:
            text += "\n" + self.tr("Someone is guessing codes: {0} wrong in the last minute, {1} refused unchecked "
                                   "(no table can be taken without its card)").format(*guessing)
        self.setStyleSheet("QLabel { color: #b00020; font-weight: bold; }" if guessing is not None else "")
        self.setText(text)


def ask_slip_or_phone(parent: QWidget | None, session: Session, table: int, turn: int | None, typed: str,
                      shown: Disclosure = SHOW_ALL) -> bool:
    """Ask which counts when a typed slip would replace a phone's move; True: the typed slip.
    While the moves are hidden (a mirrored screen) the question names neither move."""
    number = turn if turn is not None else (session.current_turn.number if session.current_turn else None)
    if number is None or not 1 <= number <= len(session.turns):
        return True
    turn_shown = session.turn(number)
    entry = phone_entries(turn_shown).get(table)
    if entry is None or (entry.text or "") == typed:
        return True
    at_ms = entry.at_ms
    left = clock_text(turn_shown, at_ms) if at_ms is not None else "?"
    if shown.moves:
        question = QCoreApplication.translate(
            "phones", "Table {0} ({1}) handed in {2} from their phone with {3} left. Which move counts?").format(
            table, _player_name(session, table), entry.text or QCoreApplication.translate("phones", "no move"), left)
    else:
        question = QCoreApplication.translate(
            "phones", "Table {0} ({1}) handed in a move from their phone with {2} left. Which move counts?").format(
            table, _player_name(session, table), left)
    box, slip = _slip_or_phone_box(parent, question, typed if shown.moves else None)
    box.exec()
    return box.clickedButton() is slip


def _player_name(session: Session, table: int) -> str:
    return session.players[table].name if table in session.players else str(table)


def _slip_or_phone_box(parent: QWidget | None, question: str, slip: str | None) -> tuple[QMessageBox, QAbstractButton]:
    """The question "which move counts?" and its two answers; the button that keeps the slip
    (named with its move when ``slip`` is given, else "The typed slip")."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("phones", "Typed slip and phone"))
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setText(question)
    keep_slip = box.addButton(QCoreApplication.translate("phones", "The typed slip: {0}").format(
        slip or QCoreApplication.translate("phones", "no move")) if slip is not None
        else QCoreApplication.translate("phones", "The typed slip"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QCoreApplication.translate("phones", "The phone's move"), QMessageBox.ButtonRole.RejectRole)
    return box, keep_slip


class PhoneOverSlipWatcher(QObject):
    """A phone's move arriving over a slip the arbiter typed: the arbiter is asked which counts.

    The phone's move is already saved (the phone got its receipt); if the arbiter answers
    "the typed slip", the slip is entered again. The question never blocks the event loop,
    so phones keep being served while it is open. While the moves are hidden (a mirrored
    screen during the turn: the question would show both moves to the room) it is queued
    silently, the entry marked, and asked once time is up (``ask_queued``).
    """

    def __init__(self, controller: SessionController, parent: QWidget,
                 shown: Callable[[], Disclosure] = lambda: SHOW_ALL) -> None:
        super().__init__(parent)
        self._window = parent  # the questions' parent
        self.controller = controller
        self._shown = shown
        self._slips: dict[tuple[int, int], Entry] = {}
        #: Questions held back while the moves are hidden: (turn, table) -> (slip, phone entry).
        self.queued: dict[tuple[int, int], tuple[Entry, Entry]] = {}
        self.open_questions: list[QMessageBox] = []
        controller.changed.connect(self._check)
        self._check()

    def queued_tables(self) -> set[tuple[int, int]]:
        return set(self.queued)

    def ask_queued(self) -> None:
        """Time is up (or the screen is no longer mirrored): ask the questions held back."""
        session = self.controller.session
        for (turn, table), (slip, phone) in list(self.queued.items()):
            del self.queued[(turn, table)]
            current = session.turn(turn).entries.get(table) if 1 <= turn <= len(session.turns) else None
            if current is not None and current.source == "phone" and current.text == phone.text:
                self._ask(turn, table, slip, phone)  # still the phone's move: which counts?

    def _check(self, kind: str = "") -> None:
        turn = self.controller.session.current_turn
        if turn is None:
            self._slips.clear()
            return
        slips: dict[tuple[int, int], Entry] = {}
        for table, entry in turn.entries.items():
            key = (turn.number, table)
            if entry.source != "phone":
                slips[key] = entry
            elif key in self._slips and self._slips[key].text != entry.text:
                if self._shown().moves:
                    self._ask(turn.number, table, self._slips[key], entry)
                else:
                    self.queued[key] = (self._slips[key], entry)
        self._slips = slips

    def _ask(self, turn: int, table: int, slip: Entry, phone: Entry) -> None:
        session = self.controller.session
        box, keep_slip = _slip_or_phone_box(
            self._window,
            QCoreApplication.translate("phones", "Table {0} ({1}) handed in {2} from their phone; you had typed {3}. Which move counts?").format(
                table, _player_name(session, table), phone.text or QCoreApplication.translate("phones", "no move"),
                slip.text or QCoreApplication.translate("phones", "no move")
            ),
            slip.text,
        )

        def answered() -> None:
            self.open_questions.remove(box)
            if box.clickedButton() is keep_slip:
                text = slip.text
                if text is None:
                    self.controller.attempt(lambda: session.enter_no_move(table, turn=turn))
                else:
                    self.controller.attempt(lambda: session.enter_move(table, text, slip.written_score, turn=turn))

        box.finished.connect(answered)
        self.open_questions.append(box)
        box.open()


__all__ = ["PhoneEntriesModel", "PhoneOverSlipWatcher", "PhonesCounter", "ask_slip_or_phone", "clock_text",
           "phone_entries"]
