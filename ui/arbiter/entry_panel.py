"""Fast, keyboard-first entry of the players' moves.

Type a table number (the player's name appears) and Enter, then the move as the player wrote
it (``H4 FABAcEE``, ``4h fabace(e)``, optionally followed by the score they wrote) and Enter:
the entry is stored and the cursor is back in the table field. While typing, the engine's
verdict (score and breakdown, or the exact error) is shown live. F4 stores "no move".
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from duplicate.errors import DuplicateError
from duplicate.notation import split_written_score
from duplicate.rules import ScoredMove
from ui.widgets.controller import SessionController
from ui.arbiter.models import EntriesModel
from ui.arbiter.phone_entries import PhoneEntriesModel, PhoneOverSlipWatcher, PhonesCounter, ask_slip_or_phone
from ui.widgets.engine_text import error_text, score_text


class EntryField(QLineEdit):
    """A line edit that leaves Ctrl+Z / Ctrl+Shift+Z to the session when it has nothing of
    its own to undo (an empty field after storing a move), so the arbiter's undo works
    wherever the cursor is."""

    def event(self, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            undo = event.matches(QKeySequence.StandardKey.Undo)
            redo = event.matches(QKeySequence.StandardKey.Redo) or (
                event.key() == Qt.Key.Key_Z
                and event.modifiers() == (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
            )
            if (undo and (not self.text() or not self.isUndoAvailable())) or (
                redo and (not self.text() or not self.isRedoAvailable())
            ):
                event.ignore()
                return False
        return super().event(event)


class EntryPanel(QWidget):
    #: Tentative tiles of the move being typed, for the board: list of (row, col, value), valid.
    previewChanged = Signal(list, bool)

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller

        self.turn_box = QSpinBox()
        self.turn_box.setMinimum(1)
        self.turn_box.setToolTip(self.tr("The turn whose entries are shown and edited (past turns can be corrected)"))
        self.turn_box.valueChanged.connect(self._on_turn_changed)
        self.turn_label = QLabel()

        self.table_edit = EntryField()
        self.table_edit.setPlaceholderText(self.tr("Table"))
        self.table_edit.setMaximumWidth(70)
        self.table_edit.setAccessibleName(self.tr("Table number"))
        self.table_edit.textChanged.connect(self._on_table_changed)
        self.table_edit.returnPressed.connect(self._on_table_entered)
        self.name_label = QLabel()
        self.name_label.setMinimumWidth(120)
        self.move_edit = EntryField()
        self.move_edit.setPlaceholderText(self.tr("Move, e.g. H4 FABAcEE 80 (score optional)"))
        self.move_edit.setAccessibleName(self.tr("Move"))
        self.move_edit.textChanged.connect(self._update_preview)
        self.move_edit.returnPressed.connect(self.store)
        self.store_button = QPushButton(self.tr("Store"))
        self.store_button.clicked.connect(self.store)
        self.no_move_button = QPushButton(self.tr("No move (F4)"))
        self.no_move_button.clicked.connect(self.store_no_move)
        self.preview_label = QLabel()
        self.preview_label.setWordWrap(True)
        self.preview_label.setTextFormat(Qt.TextFormat.PlainText)

        self.model = PhoneEntriesModel(controller)
        self.table_view = QTableView()
        self.table_view.setModel(self.model)
        self.table_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table_view.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.table_view.verticalHeader().setVisible(False)
        header = self.table_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(EntriesModel.STATUS, QHeaderView.ResizeMode.Stretch)
        self.missing_label = QLabel()

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
        self.release_button = QPushButton(self.tr("Release phone"))
        self.release_button.setToolTip(self.tr("Free the selected table for another phone (the player changes phone)"))
        self.release_button.clicked.connect(self.release_selected)
        self.phones_counter = PhonesCounter(controller)
        self.phone_over_slip = PhoneOverSlipWatcher(controller, self)
        self.top_all_button = QPushButton(self.tr("Top to all remaining"))
        self.top_all_button.clicked.connect(lambda: self._bulk(True))
        self.none_all_button = QPushButton(self.tr("No move to all remaining"))
        self.none_all_button.clicked.connect(lambda: self._bulk(False))

        entry_row = QHBoxLayout()
        entry_row.addWidget(QLabel(self.tr("Turn")))
        entry_row.addWidget(self.turn_box)
        entry_row.addWidget(self.table_edit)
        entry_row.addWidget(self.name_label)
        entry_row.addWidget(self.move_edit, 1)
        entry_row.addWidget(self.store_button)
        entry_row.addWidget(self.no_move_button)
        decisions = QHBoxLayout()
        for button in (self.accept_button, self.warning_button, self.unwarn_button, self.penalty_button,
                       self.delete_button, self.release_button):
            decisions.addWidget(button)
        decisions.addStretch(1)
        bulk = QHBoxLayout()
        bulk.addWidget(self.missing_label, 1)
        bulk.addWidget(self.phones_counter)
        bulk.addWidget(self.top_all_button)
        bulk.addWidget(self.none_all_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(entry_row)
        layout.addWidget(self.preview_label)
        layout.addWidget(self.table_view, 1)
        layout.addLayout(decisions)
        layout.addLayout(bulk)

        QShortcut(QKeySequence(Qt.Key.Key_F4), self, self.store_no_move)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self.move_edit, self._cancel_move)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.table_view, self.delete_selected)

        controller.changed.connect(self.refresh)
        self.refresh()

    # -- state ---------------------------------------------------------------------------

    def shown_turn(self) -> int | None:
        session = self.controller.session
        return self.turn_box.value() if session.turns else None

    def refresh(self, kind: str = "") -> None:
        session = self.controller.session
        count = len(session.turns)
        current = session.current_turn
        self.turn_box.blockSignals(True)
        self.turn_box.setMaximum(max(1, count))
        if kind in ("draw", "undo", "redo", "") or self.turn_box.value() > count:
            self.turn_box.setValue(max(1, count))
        self.turn_box.blockSignals(False)
        self.turn_box.setEnabled(count > 0)
        selected = self._selected_table()
        self.model.show_turn(self.shown_turn())
        self._select_table(selected)
        missing = len(session.missing_entries())
        if current is None:
            self.missing_label.setText(self.tr("No turn in progress"))
        else:
            self.missing_label.setText(self.tr("Missing entries: {0}").format(missing))
        can_enter = count > 0
        for widget in (self.table_edit, self.move_edit, self.store_button, self.no_move_button):
            widget.setEnabled(can_enter)
        self.top_all_button.setEnabled(current is not None and missing > 0)
        self.none_all_button.setEnabled(current is not None and missing > 0)
        self._update_preview()

    def _select_table(self, table: int | None) -> None:
        """Keep the arbiter's selection across refreshes (decisions act on it)."""
        row = self.model.row_of_table(table) if table is not None else None
        if row is not None:
            self.table_view.selectRow(row)

    def _on_turn_changed(self, value: int) -> None:
        selected = self._selected_table()
        self.model.show_turn(value)
        self._select_table(selected)
        self._update_preview()

    def _table(self) -> int | None:
        text = self.table_edit.text().strip()
        return int(text) if text.isdigit() else None

    def _on_table_changed(self) -> None:
        table = self._table()
        player = self.controller.session.players.get(table) if table is not None else None
        self.name_label.setText(player.name if player else (self.tr("no such table") if table else ""))
        if player is not None:
            row = self.model.row_of_table(player.table)
            if row is not None:
                self.table_view.selectRow(row)

    def _on_table_entered(self) -> None:
        table = self._table()
        if table is None or table not in self.controller.session.players:
            self.name_label.setText(self.tr("no such table"))
            return
        self.move_edit.setFocus()
        self.move_edit.selectAll()

    def _cancel_move(self) -> None:
        self.move_edit.clear()
        self.table_edit.setFocus()
        self.table_edit.selectAll()

    def _update_preview(self) -> None:
        text, written = split_written_score(self.move_edit.text())
        result = self.controller.preview(text, self.shown_turn()) if self.shown_turn() else None
        if result is None:
            self.preview_label.setText("")
            self.previewChanged.emit([], True)
        elif isinstance(result, ScoredMove):
            message = self.tr("✓ {0} points: {1}").format(result.points, score_text(result.score))
            if written is not None and written != result.points:
                message += "  " + self.tr("(written {0})").format(written)
            self.preview_label.setText(message)
            self.preview_label.setStyleSheet("color: #1b5e20;")
            self.previewChanged.emit(list(result.move.placed), True)
        else:
            assert isinstance(result, DuplicateError)
            self.preview_label.setText("✗ " + error_text(result))
            self.preview_label.setStyleSheet("color: #b71c1c;")
            self.previewChanged.emit([], False)

    # -- actions -----------------------------------------------------------------------------

    def _finish_entry(self) -> None:
        self.move_edit.setText("")  # setText, unlike clear(), also empties the field's undo history
        self.table_edit.setText("")
        self.table_edit.setFocus()

    def store(self) -> None:
        table = self._table()
        if table is None:
            self.table_edit.setFocus()
            return
        text, written = split_written_score(self.move_edit.text())
        if not text:
            return
        session = self.controller.session
        turn = self.shown_turn()
        if not ask_slip_or_phone(self, session, table, turn, "" if text in ("-", "—") else text):
            self._finish_entry()
            return
        if text in ("-", "—"):
            ok = self.controller.attempt(lambda: session.enter_no_move(table, turn=turn))
        else:
            ok = self.controller.attempt(lambda: session.enter_move(table, text, written, turn=turn))
        if ok:
            self._finish_entry()

    def store_no_move(self) -> None:
        table = self._table() or self._selected_table()
        if table is None:
            return
        session = self.controller.session
        turn = self.shown_turn()
        if not ask_slip_or_phone(self, session, table, turn, ""):
            self._finish_entry()
            return
        if self.controller.attempt(lambda: session.enter_no_move(table, turn=turn)):
            self._finish_entry()

    def _selected_table(self) -> int | None:
        rows = self.table_view.selectionModel().selectedRows()
        return self.model.table_at(rows[0].row()) if rows else None

    def delete_selected(self) -> None:
        table = self._selected_table()
        if table is None:
            return
        session = self.controller.session
        turn = self.shown_turn()
        self.controller.run(lambda: session.clear_entry(table, turn=turn))

    def release_selected(self) -> None:
        """Free the selected table's phone in one action (the player joins again from another)."""
        table = self._selected_table()
        if table is None or table not in self.controller.session.phone_tokens:
            return
        session = self.controller.session
        self.controller.run(lambda: session.release_phone(table))

    def set_connected_phones(self, connected) -> None:
        """The service's list of connected tables (None: the service is off)."""
        self.model.set_connected(connected)
        self.phones_counter.set_connected(connected)

    def _decision(self, table: int):
        turn = self.controller.session.turn(self.shown_turn() or 1)
        from duplicate.session import Decision

        return turn.decisions.get(table, Decision())

    def _toggle_accept(self) -> None:
        table = self._selected_table()
        if table is None:
            return
        session = self.controller.session
        accept = not self._decision(table).accept_word
        self.controller.run(lambda: session.decide(table, self.shown_turn(), accept_word=accept))

    def _add_warning(self, delta: int) -> None:
        table = self._selected_table()
        if table is None:
            return
        session = self.controller.session
        warnings = max(0, self._decision(table).warnings + delta)
        self.controller.run(lambda: session.decide(table, self.shown_turn(), warnings=warnings))

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
            self.controller.run(lambda: session.decide(table, self.shown_turn(), penalty=points))

    def _bulk(self, top: bool) -> None:
        session = self.controller.session
        self.controller.run(lambda: session.enter_for_remaining(top))
