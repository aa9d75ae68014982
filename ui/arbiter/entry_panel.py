"""Fast, keyboard-first entry of the players' moves.

Type a table number (the player's name appears) and Enter, then the move as the player wrote
it (``H4 FABAcEE``, ``4h fabace(e)``, optionally followed by the score they wrote) and Enter:
the entry is stored and the cursor is back in the table field. While typing, the engine's
verdict (score and breakdown, or the exact error) is shown live, and the move is previewed
on the board where it lands, even when it is illegal. F4 stores "no move".

A slip is never lost: a table that already has an entry shows it as soon as its number is
typed, and storing a different move asks before replacing it (Enter keeps the old one) unless
the arbiter chose to edit that entry (double-click or F2 in the table). A past turn being
corrected is shown in a strong colour; storing returns to the turn in play, and Escape in the
empty table field goes back at once.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from duplicate.rules.notation import split_written_score
from duplicate.rules.checking import ScoredMove
from duplicate.session.disclosure import SHOW_ALL, Disclosure
from duplicate.session.session import Entry
from duplicate.session.standings import cell_for
from ui.arbiter.decisions import DecisionBar
from ui.arbiter.models import entry_summary
from ui.widgets import questions
from ui.widgets.controller import SessionController
from ui.arbiter.phone_entries import PhoneEntriesModel, PhoneOverSlipWatcher, PhonesCounter, ask_slip_or_phone
from ui.widgets.engine_text import message_text, score_text
from ui.widgets.elided_label import ElidedLabel

#: The look of the entry row while a past turn is being corrected.
PAST_TURN_STYLE = "background: #bf360c; color: white; font-weight: bold; padding: 2px 6px;"  # 5.6:1
ERROR_STYLE = "color: #b71c1c;"


class EntryField(QLineEdit):
    """A line edit that leaves Ctrl+Z / Ctrl+Shift+Z to the session when it has nothing of
    its own to undo (an empty field after storing a move), so the arbiter's undo works
    wherever the cursor is."""

    def event(self, event: QEvent) -> bool:
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
    statusMessage = Signal(str)

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._editing: tuple[int, int] | None = None  # (turn, table) the arbiter chose to edit
        # what may be shown (a mirrored screen: a slip's legality and points, never its words)
        self.disclosure: Disclosure = SHOW_ALL

        self.turn_box = QSpinBox()
        self.turn_box.setMinimum(1)
        self.turn_box.setToolTip(self.tr("The turn whose entries are shown and edited (past turns can be corrected)"))
        self.turn_box.valueChanged.connect(self._on_turn_changed)
        self.past_turn_banner = ElidedLabel(minimum_width=60)
        self.past_turn_banner.setStyleSheet(PAST_TURN_STYLE)
        self.past_turn_banner.hide()

        self.table_edit = EntryField()
        self.table_edit.setPlaceholderText(self.tr("Table"))
        self.table_edit.setMaximumWidth(70)
        self.table_edit.setAccessibleName(self.tr("Table number"))
        self.table_edit.textChanged.connect(self._on_table_changed)
        self.table_edit.returnPressed.connect(self._on_table_entered)
        self.name_label = ElidedLabel(minimum_width=80)
        self.existing_label = ElidedLabel(minimum_width=40)
        self.existing_label.setStyleSheet("color: #b34700;")
        self.move_edit = EntryField()
        self.move_edit.setAccessibleName(self.tr("Move"))
        self.move_edit.setToolTip(self._move_tip())
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
        self.table_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table_view.doubleClicked.connect(lambda index: self.edit_entry(self.model.table_at(index.row())))
        self.table_view.verticalHeader().setVisible(False)
        self.model.configure_header(self.table_view.horizontalHeader())
        self.decisions = DecisionBar(controller, self.selected_table, self.shown_turn, self)
        self.release_button = QPushButton(self.tr("Release phone"))
        self.release_button.setToolTip(self.tr("Free the selected table for another phone (the player changes phone)"))
        self.release_button.clicked.connect(self.release_selected)
        self.decisions.add_ruling_button(self.release_button)
        self.phones_counter = PhonesCounter(controller)
        self.decisions.add_to_bulk_bar(self.phones_counter)
        self.phone_over_slip = PhoneOverSlipWatcher(controller, self, lambda: self.disclosure)
        self.model.queued = self.phone_over_slip.queued_tables

        entry_row = QHBoxLayout()
        entry_row.addWidget(QLabel(self.tr("Turn")))
        entry_row.addWidget(self.turn_box)
        entry_row.addWidget(self.table_edit)
        entry_row.addWidget(self.name_label, 2)
        entry_row.addWidget(self.move_edit, 5)
        entry_row.addWidget(self.store_button)
        entry_row.addWidget(self.no_move_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.past_turn_banner)
        layout.addLayout(entry_row)
        layout.addWidget(self.existing_label)
        layout.addWidget(self.preview_label)
        layout.addWidget(self.table_view, 1)
        layout.addWidget(self.decisions)

        QShortcut(QKeySequence(Qt.Key.Key_F4), self, self.store_no_move)
        for key, widget, slot in (
            (QKeySequence(Qt.Key.Key_Escape), self.move_edit, self._cancel_move),
            (QKeySequence(Qt.Key.Key_Escape), self.table_edit, self.back_to_live_turn),
            (QKeySequence(QKeySequence.StandardKey.Delete), self.table_view, self.decisions.delete_selected),
            (QKeySequence(Qt.Key.Key_F2), self.table_view, lambda: self.edit_entry(self.selected_table())),
        ):
            shortcut = QShortcut(key, widget, slot)
            shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)

        controller.changed.connect(self.refresh)
        controller.searchFinished.connect(self._on_ranked)
        self.refresh()

    # -- state ---------------------------------------------------------------------------

    def shown_turn(self) -> int | None:
        session = self.controller.session
        return self.turn_box.value() if session.turns else None

    def live_turn(self) -> int:
        """The turn entries go to unless a past one is being corrected: the latest turn."""
        return max(1, len(self.controller.session.turns))

    def correcting_past_turn(self) -> bool:
        return self.shown_turn() is not None and self.turn_box.value() < self.live_turn()

    def refresh(self, kind: str = "") -> None:
        session = self.controller.session
        count = len(session.turns)
        self.turn_box.blockSignals(True)
        self.turn_box.setMaximum(max(1, count))
        if kind in ("draw", "undo", "redo", "") or self.turn_box.value() > count:
            self.turn_box.setValue(max(1, count))
        self.turn_box.blockSignals(False)
        self.turn_box.setEnabled(count > 0)
        selected = self.selected_table()
        self.model.show_turn(self.shown_turn())
        self._select_table(selected)
        self.decisions.refresh()
        can_enter = count > 0
        for widget in (self.table_edit, self.move_edit, self.store_button, self.no_move_button):
            widget.setEnabled(can_enter)
        self.move_edit.setPlaceholderText(self._placeholder())
        self._show_turn_state()
        self._on_table_changed()
        self._update_preview()

    def _move_tip(self) -> str:
        tip = self.tr("The move as written (reference and word), then the score written, if any")
        if not self.disclosure.moves:
            tip += "\n" + self.tr("Mirrored screen: the move is masked while the players look; the check under "
                                  "the field says whether it is valid")
        return tip

    def _placeholder(self) -> str:
        """A move of the session's edition in its notation, then the score a player wrote."""
        edition = self.controller.session.edition
        return self.tr("Move: {0} {1}").format(edition.example, edition.example_points)

    def _show_turn_state(self) -> None:
        """A past turn being corrected colours the entry row and says how to leave it."""
        past = self.correcting_past_turn()
        if past:
            self.past_turn_banner.setText(
                self.tr("Correcting turn {0}: entries go to turn {0}. Esc in the table field: back to turn {1}")
                .format(self.turn_box.value(), self.live_turn())
            )
        self.past_turn_banner.setVisible(past)
        self.turn_box.setStyleSheet(f"QSpinBox {{ {PAST_TURN_STYLE} }}" if past else "")

    def _on_ranked(self, *_: object) -> None:
        """The moves are ranked: each entry's rank in the list can be shown."""
        selected = self.selected_table()
        self.model.refresh()
        self._select_table(selected)

    def _select_table(self, table: int | None) -> None:
        """Keep the arbiter's selection across refreshes (decisions act on it)."""
        row = self.model.row_of_table(table) if table is not None else None
        if row is not None:
            self.table_view.selectRow(row)

    def _on_turn_changed(self, value: int) -> None:
        selected = self.selected_table()
        self._editing = None
        self.model.show_turn(value)
        self._select_table(selected)
        self._show_turn_state()
        self._on_table_changed()
        self._update_preview()

    def back_to_live_turn(self) -> None:
        """Escape in the table field: leave a past turn (or an edit) for the turn in play."""
        if self.table_edit.text():
            self.table_edit.clear()
        self._editing = None
        if self.turn_box.value() != self.live_turn():
            self.turn_box.setValue(self.live_turn())
            self.statusMessage.emit(self.tr("Back to turn {0}").format(self.live_turn()))

    def _table(self) -> int | None:
        text = self.table_edit.text().strip()
        return int(text) if text.isdigit() else None

    def existing_entry(self, table: int | None) -> Entry | None:
        """The stored entry of ``table`` in the shown turn, if any."""
        number = self.shown_turn()
        if table is None or number is None:
            return None
        return self.controller.session.turn(number).entries.get(table)

    def set_disclosure(self, disclosure: Disclosure) -> None:
        """Show or hide the moves (a mirrored screen while the players look)."""
        if disclosure != self.disclosure:
            self.disclosure = disclosure
            self.model.set_disclosure(disclosure)
            self.decisions.disclosure = disclosure
            # the slip being typed is masked: the room would read its move in the field
            self.move_edit.setEchoMode(QLineEdit.EchoMode.Normal if disclosure.moves else QLineEdit.EchoMode.Password)
            self.move_edit.setToolTip(self._move_tip())
            self._on_table_changed()
            self._update_preview()
            if disclosure.moves:  # time is up: the questions a phone's move raised are asked now
                self.phone_over_slip.ask_queued()

    def _describe_existing(self, table: int) -> str:
        session = self.controller.session
        turn = session.turn(self.shown_turn() or 1)
        return entry_summary(cell_for(session, turn, table), self.disclosure)

    def _on_table_changed(self) -> None:
        table = self._table()
        player = self.controller.session.players.get(table) if table is not None else None
        if player is None and table:
            self.name_label.setText(self.tr("no such table"))
            self.name_label.setStyleSheet(ERROR_STYLE)
        else:
            self.name_label.setText(player.name if player else "")
            self.name_label.setStyleSheet("")
        existing = self.existing_entry(table) if player is not None else None
        if existing is not None and table is not None:
            self.existing_label.setText(
                self.tr("Table {0} already has {1}").format(table, self._describe_existing(table))
            )
        else:
            self.existing_label.setText("")
        self.existing_label.setVisible(existing is not None)
        if player is not None:
            row = self.model.row_of_table(player.table)
            if row is not None:
                self.table_view.selectRow(row)

    def _on_table_entered(self) -> None:
        table = self._table()
        if table is None or table not in self.controller.session.players:
            self.name_label.setText(self.tr("no such table"))
            self.name_label.setStyleSheet(ERROR_STYLE)
            self.table_edit.selectAll()
            return
        self.move_edit.setFocus()
        self.move_edit.selectAll()

    def _cancel_move(self) -> None:
        self.move_edit.clear()
        self._editing = None
        self.table_edit.setFocus()
        self.table_edit.selectAll()

    def _update_preview(self) -> None:
        text, written = split_written_score(self.move_edit.text())
        number = self.shown_turn()
        typed = self.controller.read_typed(text, number) if number else None
        self.preview_label.setVisible(typed is not None)  # no empty line: the entries keep their rows
        if typed is None:
            self.preview_label.setText("")
            self.previewChanged.emit([], True)
        elif isinstance(typed.outcome, ScoredMove):
            result = typed.outcome
            if self.disclosure.breakdown:
                message = self.tr("✓ {0} points: {1}").format(result.points, score_text(result.score))
            elif self.disclosure.scores:
                message = self.tr("✓ valid, {0} points").format(result.points)
            else:  # a mirrored screen: legal, never the words it makes nor its points
                message = self.tr("✓ valid (its points show when time is up)")
            if typed.read_as_blanks and self.disclosure.breakdown:  # typed in lowercase, legal only with blanks: say how it was read
                message += "  " + self.tr("(read with blanks: {0})").format(typed.text)
            if written is not None and written != result.points and self.disclosure.scores:
                if self.controller.session.rules.wrong_score_warning:
                    message += "  " + self.tr("(written {0}, real {1}: warning)").format(written, result.points)
                else:
                    message += "  " + self.tr("(written {0}, real {1})").format(written, result.points)
            self.preview_label.setText(message)
            self.preview_label.setStyleSheet("color: #1b5e20;")
            self.previewChanged.emit(list(result.move.placed), True)
        else:
            self.preview_label.setText("✗ " + (message_text(typed.outcome) if self.disclosure.breakdown
                                               else self.tr("not a legal move")))
            self.preview_label.setStyleSheet(ERROR_STYLE)
            self.previewChanged.emit(self.controller.placement(typed.text, number), False)

    # -- actions -----------------------------------------------------------------------------

    def edit_entry(self, table: int | None) -> None:
        """Load a stored entry into the fields to correct it (storing then replaces it)."""
        number = self.shown_turn()
        entry = self.existing_entry(table)
        if table is None or number is None:
            return
        if not self.disclosure.moves:  # a mirrored screen: the room would read the move in the field
            self.statusMessage.emit(self.tr("Mirrored screen: an entry shows in the field once time is up; "
                                            "type the slip again to replace it"))
            return
        self.table_edit.setText(str(table))
        text = "" if entry is None else ("-" if entry.text is None else entry.text)
        if entry is not None and entry.written_score is not None:
            text += f" {entry.written_score}"
        self._editing = (number, table)
        self.move_edit.setText(text)
        self.move_edit.setFocus()
        self.statusMessage.emit(self.tr("Editing the entry of table {0}").format(table))

    def _finish_entry(self) -> None:
        corrected = self.correcting_past_turn()
        self._editing = None
        self.move_edit.setText("")  # setText, unlike clear(), also empties the field's undo history
        self.table_edit.setText("")
        self.table_edit.setFocus()
        if corrected:  # a correction never traps the next slips in the past turn
            turn = self.turn_box.value()
            self.turn_box.setValue(self.live_turn())
            self.statusMessage.emit(
                self.tr("Turn {0} corrected; entries go to turn {1} again").format(turn, self.live_turn())
            )

    def _same_as_stored(self, entry: Entry, text: str | None, written: int | None) -> bool:
        """Whether ``text`` (standard notation) is the entry already stored."""
        if entry.text is None or text is None:
            return entry.text is None and text is None
        if written != entry.written_score:
            return False
        if isinstance(entry.outcome, ScoredMove):
            new = self.controller.read_typed(text, self.shown_turn())
            if new is not None and isinstance(new.outcome, ScoredMove):
                return new.outcome.move == entry.outcome.move
        return text.strip() == entry.text.strip()

    def _may_store(self, table: int, text: str | None, written: int | None) -> bool:
        """Guard against a mistyped table: replacing another move asks, the same is a no-op."""
        entry = self.existing_entry(table)
        if entry is None or self._editing == (self.shown_turn(), table) or entry.source == "phone":
            return True  # (a phone's move: ask_slip_or_phone asks which counts)
        if self._same_as_stored(entry, text, written):
            self.statusMessage.emit(self.tr("Table {0} already has this move: nothing changed").format(table))
            self._finish_entry()
            return False
        if questions.ask(
            self, self.tr("Replace an entry"),
            self.tr("Table {0} already has {1}: replace it?").format(table, self._describe_existing(table)),
            self.tr("Replace"), self.tr("Keep the old entry"),
        ):
            return True
        self.statusMessage.emit(self.tr("Kept the entry of table {0}; check the table number").format(table))
        if not self.disclosure.moves:  # the slip stays on paper, not on the room's screen
            self.move_edit.setText("")
        self.table_edit.setFocus()
        self.table_edit.selectAll()
        return False

    def store(self) -> None:
        table = self._table()
        if table is None:
            self.table_edit.setFocus()
            return
        text, written = split_written_score(self.move_edit.text())
        if not text:
            return
        no_move = text in ("-", "—")
        if not no_move:  # what the typed move stands for, in the notation the session stores
            typed = self.controller.read_typed(text, self.shown_turn())
            text = typed.text if typed is not None else text
        if not self._may_store(table, None if no_move else text, None if no_move else written):
            return
        session = self.controller.session
        turn = self.shown_turn()
        if not ask_slip_or_phone(self, session, table, turn, "" if no_move else text, self.disclosure):
            self._finish_entry()
            return
        if no_move:
            ok = self.controller.attempt(lambda: session.enter_no_move(table, turn=turn))
        else:
            ok = self.controller.attempt(lambda: session.enter_move(table, text, written, turn=turn))
        if ok:
            self._finish_entry()

    def store_no_move(self) -> None:
        table = self._table() or self.selected_table()
        if table is None or not self._may_store(table, None, None):
            return
        session = self.controller.session
        turn = self.shown_turn()
        if not ask_slip_or_phone(self, session, table, turn, "", self.disclosure):
            self._finish_entry()
            return
        if self.controller.attempt(lambda: session.enter_no_move(table, turn=turn)):
            self._finish_entry()

    def selected_table(self) -> int | None:
        """The table of the row selected in the entries table, if any."""
        rows = self.table_view.selectionModel().selectedRows()
        return self.model.table_at(rows[0].row()) if rows else None

    def release_selected(self) -> None:
        """Free the selected table's phone in one action (the player joins again from another)."""
        table = self.selected_table()
        if table is None or table not in self.controller.session.phone_tokens:
            return
        session = self.controller.session
        self.controller.run(lambda: session.release_phone(table))

    def set_connected_phones(self, connected) -> None:
        """The service's list of connected tables (None: the service is off)."""
        self.model.set_connected(connected)
        self.phones_counter.set_connected(connected)
