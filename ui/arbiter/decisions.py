"""The arbiter's rulings on the selected entry (accept a word, warnings, penalty, delete) and
the bulk entries for everyone still missing. Each button sends one session action."""

from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from duplicate.session.disclosure import SHOW_ALL, Disclosure
from duplicate.session.session import Decision
from duplicate.session.standings import cell_for
from ui.arbiter.models import entry_summary
from ui.widgets import questions
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.controller import SessionController


def tables_text(tables: Iterable[int]) -> str:
    """Table numbers in order, a run of three or more as a range: ``1–12, 15, 17``."""
    numbers = sorted(set(tables))
    runs: list[list[int]] = []
    for number in numbers:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return ", ".join(f"{run[0]}–{run[-1]}" if len(run) >= 3 else ", ".join(map(str, run)) for run in runs)


class DecisionBar(QWidget):
    """Buttons acting on the entry selected in the entries table, and on the missing ones."""

    def __init__(self, controller: SessionController, selected_table: Callable[[], int | None],
                 shown_turn: Callable[[], int | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._selected_table = selected_table
        self._shown_turn = shown_turn
        #: What the window may show (a mirrored screen: the question names no move).
        self.disclosure: Disclosure = SHOW_ALL

        self.accept_button = QPushButton(self.tr("Accept word"))
        self.accept_button.setToolTip(self.tr("Accept a word the word list lacks for the selected entry (recorded)"))
        self.accept_button.clicked.connect(self._toggle_accept)
        self.warning_button = QPushButton(self.tr("Warning +1"))
        self.warning_button.clicked.connect(lambda: self._add_warning(1))
        self.unwarn_button = QPushButton(self.tr("Warning −1"))
        self.unwarn_button.clicked.connect(lambda: self._add_warning(-1))
        self.penalty_button = QPushButton(self.tr("Penalty…"))
        self.penalty_button.clicked.connect(self._set_penalty)
        self.delete_button = QPushButton(self.tr("Delete entry"))
        self.delete_button.clicked.connect(self.delete_selected)
        #: Which tables are missing, always whole: it wraps rather than being cut or squeezed.
        self.missing_label = QLabel()
        self.missing_label.setWordWrap(True)
        self.missing_label.setTextFormat(Qt.TextFormat.PlainText)
        self.top_all_button = QPushButton(self.tr("Top to all remaining"))
        self.top_all_button.clicked.connect(lambda: self._bulk(True))
        self.none_all_button = QPushButton(self.tr("No move to all remaining"))
        self.none_all_button.clicked.connect(lambda: self._bulk(False))

        # rows that wrap rather than widen the window (a 16-point font at 1366 pixels)
        self._rulings = decisions = FlowLayout()
        for button in (self.accept_button, self.warning_button, self.unwarn_button, self.penalty_button,
                       self.delete_button):
            decisions.addWidget(button)
        #: The missing tables (a line of their own) and the bulk entries under them, placed
        #: by the page (under the board).
        self.bulk_bar = QWidget(self)
        column = QVBoxLayout(self.bulk_bar)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.missing_label)
        self._bulk_layout = bulk = FlowLayout(align_right=True)
        bulk.addWidget(self.top_all_button)
        bulk.addWidget(self.none_all_button)
        column.addLayout(bulk)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(decisions)

    def add_ruling_button(self, button: QWidget) -> None:
        """One more button acting on the selected entry (e.g. releasing a phone)."""
        self._rulings.insertWidget(self._rulings.count(), button)

    def ruling_buttons(self) -> list[QWidget]:
        """The buttons acting on the selected entry, in their order on screen (for the Tab order)."""
        buttons = []
        for i in range(self._rulings.count()):
            item = self._rulings.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                buttons.append(widget)
        return buttons

    def bulk_buttons(self) -> list[QWidget]:
        """The bulk entries' buttons, in their order on screen."""
        return [self.top_all_button, self.none_all_button]

    def add_to_bulk_bar(self, widget: QWidget) -> None:
        """One more piece beside the bulk entries (e.g. the phones counter)."""
        self._bulk_layout.insertWidget(0, widget)

    def refresh(self) -> None:
        """The missing tables of the turn shown (a past turn being corrected: that turn's); the
        bulk entries act on the turn in play only."""
        session = self.controller.session
        current = session.current_turn
        shown = self._shown_turn()
        past = shown is not None and shown < len(session.turns)  # a past turn being corrected
        missing = session.missing_entries(shown if past else None)
        if current is None and not past:
            self.missing_label.setText(self.tr("No turn in progress"))
        elif missing:
            tables = tables_text(p.table for p in missing)
            self.missing_label.setText(self.tr("Missing entries: %n (table(s) {0})", "", len(missing)).format(tables))
        else:
            self.missing_label.setText(self.tr("Missing entries: {0}").format(0))
        self.top_all_button.setEnabled(current is not None and not past and bool(missing))
        self.none_all_button.setEnabled(current is not None and not past and bool(missing))

    def _decision(self, table: int) -> Decision:
        turn = self.controller.session.turn(self._shown_turn() or 1)
        return turn.decisions.get(table, Decision())

    def delete_selected(self) -> None:
        """Delete the selected entry, once the arbiter said yes to the slip named in full
        (Enter and Esc keep it: a slip is never lost to a stray key)."""
        table = self._selected_table()
        if table is None:
            return
        session = self.controller.session
        turn = self._shown_turn()
        shown = session.turn(turn) if turn is not None else None
        if shown is not None and table in shown.entries and table in session.players:
            if self.disclosure.moves:
                question = self.tr("Delete the entry of table {0} ({1}) for turn {2}: {3}?").format(
                    table, session.players[table].name, shown.number, entry_summary(cell_for(session, shown, table)))
            else:  # a mirrored screen: the room reads the question too
                question = self.tr("Delete the entry of table {0} ({1}) for turn {2}?").format(
                    table, session.players[table].name, shown.number)
            if not questions.ask(self, self.tr("Delete an entry"), question, self.tr("Delete"), self.tr("Keep it")):
                return
        self.controller.run(lambda: session.clear_entry(table, turn=turn))

    def _toggle_accept(self) -> None:
        table = self._selected_table()
        if table is None:
            return
        session = self.controller.session
        accept = not self._decision(table).accept_word
        self.controller.run(lambda: session.decide(table, self._shown_turn(), accept_word=accept))

    def _add_warning(self, delta: int) -> None:
        table = self._selected_table()
        if table is None:
            return
        session = self.controller.session
        warnings = max(0, self._decision(table).warnings + delta)
        self.controller.run(lambda: session.decide(table, self._shown_turn(), warnings=warnings))

    def _set_penalty(self) -> None:
        table = self._selected_table()
        if table is None:
            return
        session = self.controller.session
        current = self._decision(table).penalty
        default = current or session.rules.penalty_points
        points, ok = QInputDialog.getInt(self, self.tr("Penalty"), self.tr("Penalty points for this turn:"),
                                         default, 0, 1000)
        if ok:
            self.controller.run(lambda: session.decide(table, self._shown_turn(), penalty=points))

    def _bulk(self, top: bool) -> None:
        session = self.controller.session
        self.controller.run(lambda: session.enter_for_remaining(top))
