"""The Players dialog: add a latecomer, rename, change a table number, mark as leaving, from
the arbiter's window, each one a recorded session action (so Undo takes it back); and, while
the phones' service runs, a new card for a table whose card was lost (the old one stops).

A latecomer plays from the turn in progress (or the next one); how their deviation counts
the turns they missed is the rule set's ``late_deviation``, shown here so nobody is surprised.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from duplicate.session.disclosure import SHOW_ALL, Disclosure
from duplicate.session.names import read_team
from duplicate.base.errors import DuplicateError
from duplicate.roster.player import RosterPlayer
from ui.arbiter.roster_picker import RosterLatecomers
from ui.arbiter.roster_place import open_roster
from ui.phones.cards import ask_cards_path, issue_cards
from ui.phones.service import PhoneService
from ui.widgets.controller import SessionController
from ui.widgets.engine_text import message_text
from ui.widgets import questions

Index = QModelIndex | QPersistentModelIndex


class PlayersModel(QAbstractTableModel):
    TABLE, NAME, JOINED, LEFT = range(4)

    def __init__(self, controller: SessionController) -> None:
        super().__init__()
        self.controller = controller
        self.headers = (self.tr("Table"), self.tr("Name"), self.tr("Plays from turn"), self.tr("Left at turn"))
        self._players = self._load()

    def _load(self) -> list:
        session = self.controller.session
        return [session.players[t] for t in sorted(session.players)]

    def refresh(self) -> None:
        self.beginResetModel()
        self._players = self._load()
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def table_at(self, row: int) -> int | None:
        return self._players[row].table if 0 <= row < len(self._players) else None

    def row_of_table(self, table: int) -> int | None:
        return next((i for i, p in enumerate(self._players) if p.table == table), None)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        player = self._players[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (player.table, player.name, player.joined, "" if player.left is None else player.left)[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole and index.column() == self.NAME:
            return player.name
        return None


class PlayersDialog(QDialog):
    def __init__(self, controller: SessionController, parent: QWidget | None = None,
                 phones: Callable[[], PhoneService | None] = lambda: None,
                 shown: Callable[[], Disclosure] = lambda: SHOW_ALL) -> None:
        super().__init__(parent)
        self.controller = controller
        self.shown = shown  # what the window may show (a mirrored turn: Undo names no move)
        self.phones = phones  # the running phones' service, if any (for a table's new card)
        self.setWindowTitle(self.tr("Players"))
        self.model = PlayersModel(controller)
        self.view = QTableView()
        self.view.setAccessibleName(self.tr("Players"))
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PlayersModel.NAME, QHeaderView.ResizeMode.Stretch)
        self.view.selectionModel().selectionChanged.connect(self._on_selected)

        self.table_box = QSpinBox()
        self.table_box.setRange(1, 9999)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Name"))
        self.name_edit.setAccessibleName(self.tr("Name"))
        self.name_edit.returnPressed.connect(self.add)
        self.add_button = QPushButton(self.tr("Add latecomer"))
        self.add_button.clicked.connect(self.add)
        self.rename_button = QPushButton(self.tr("Rename"))
        self.rename_button.clicked.connect(self.rename)
        self.table_button = QPushButton(self.tr("Change table number"))
        self.table_button.clicked.connect(self.change_table)
        self.leave_button = QPushButton(self.tr("Mark as leaving"))
        self.leave_button.clicked.connect(self.leave)
        self.card_button = QPushButton(self.tr("New card…"))
        self.card_button.clicked.connect(self.new_card)
        self.undo_button = QPushButton(self.tr("Undo"))
        self.undo_button.clicked.connect(self.undo)
        self.rule_label = QLabel()
        self.rule_label.setWordWrap(True)

        self._build_roster_search()
        form = QFormLayout()
        form.addRow(self.tr("From the roster"), self.roster_search)
        form.addRow(self.tr("Table number"), self.table_box)
        form.addRow(self.tr("Name"), self.name_edit)
        buttons = QHBoxLayout()
        for button in (self.add_button, self.rename_button, self.table_button, self.leave_button, self.card_button,
                       self.undo_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.rule_label)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self, self.undo)
        controller.changed.connect(self.refresh)
        self.resize(720, 600)  # the roster search below the players: room for both
        self.refresh()
        self.table_box.setValue(self._free_table())

    # -- latecomers from the club's roster ---------------------------------------------------

    def _build_roster_search(self) -> None:
        self.roster, problem = open_roster(create=False)  # no roster yet: latecomers are typed
        self.roster_choice: RosterPlayer | None = None
        self.roster_search = RosterLatecomers(self.roster, problem)
        self.roster_search.chosen.connect(self._roster_chosen)
        self.name_edit.textEdited.connect(self._name_typed)

    def _roster_chosen(self, player: RosterPlayer, table: int) -> None:
        self.view.clearSelection()
        self.roster_choice = player
        self.name_edit.setText(player.name)
        self.table_box.setValue(table)

    def _name_typed(self, *_: object) -> None:
        self.roster_choice = None  # a name typed is not the roster's entry any more

    def _roster_identity(self, name: str) -> str | None | bool:
        """The roster identity of the latecomer ``name``: the entry chosen, the one of that name,
        or a new entry when the arbiter agrees (None: not in the roster; False: cancelled)."""
        if self.roster is None:
            return None
        if self.roster_choice is not None and self.roster_choice.name == name:
            return self.roster_choice.identity
        try:
            known = self.roster.find_by_name(name)
            if known is not None:
                return known.identity
            if not questions.yes_no(self, self.tr("Club roster"),
                                    self.tr("Add {0} to the club's roster too?").format(name)):
                return None
            return self.roster.add(name).identity
        except DuplicateError as exc:
            questions.warn(self, self.tr("Club roster"), message_text(exc))
            return False

    def _refresh_roster_search(self) -> None:
        players = self.controller.session.players.values()
        self.roster_search.update_session({p.roster_id for p in players if p.roster_id},
                                          {p.table for p in players})

    def showEvent(self, event: QShowEvent) -> None:
        """The roster read afresh each time the dialog shows (it is kept between showings, and
        the roster may have moved to another folder meanwhile)."""
        super().showEvent(event)
        if self.roster is not None:
            self.roster.close()
        self.roster, problem = open_roster(create=False)
        self.roster_search.set_roster(self.roster, problem)
        self._refresh_roster_search()

    def done(self, result: int) -> None:
        super().done(result)
        if self.roster is not None:
            self.roster.close()
            self.roster = None
        self.roster_search.set_roster(None, "")

    def refresh(self, *_: object) -> None:
        self._refresh_roster_search()
        selected = self.selected_table()
        self.model.refresh()
        row = self.model.row_of_table(selected) if selected is not None else None
        if row is not None:
            self.view.selectRow(row)
        session = self.controller.session
        rule = session.rules.late_deviation
        self.rule_label.setText(
            self.tr("A latecomer plays from the turn in progress. Their deviation counts the tops "
                    "from the turn they join.") if rule == "joined" else
            self.tr("A latecomer plays from the turn in progress. Their deviation counts every top "
                    "from turn 1 (the turns they missed score 0).")
        )
        self.undo_button.setEnabled(session.can_undo)
        undone = session.undo_text(self.shown())
        self.undo_button.setToolTip(message_text(undone) if undone is not None else "")
        self._refresh_card_button()

    def _refresh_card_button(self) -> None:
        running = self.phones() is not None
        self.card_button.setEnabled(running and self.selected_table() is not None)
        self.card_button.setToolTip(
            self.tr("A new card for the selected table, as a PDF to print: its old card stops working") if running
            else self.tr("Start the phones' service first (Session > Phones…): the card holds its address"))

    def _free_table(self) -> int:
        return max(self.controller.session.players, default=0) + 1

    def selected_table(self) -> int | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.table_at(rows[0].row()) if rows else None

    def _on_selected(self, *_: object) -> None:
        table = self.selected_table()
        if table is not None:
            self.name_edit.setText(self._team_text(table))
        self._refresh_card_button()

    # -- a class's teams ---------------------------------------------------------------------

    def _team(self, text: str, otherwise: Any) -> tuple[str, Any]:
        """A name as typed; in a class, ``Team Blue: Emma, Noah`` is a team and its members
        (the engine's reading); elsewhere the members are ``otherwise`` (none, or unchanged)."""
        if self.controller.session.rules.points_only:
            return read_team(text)
        return text, otherwise

    def _team_text(self, table: int) -> str:
        """A player's name as the field shows it (a class's team with its members)."""
        player = self.controller.session.players[table]
        return player.label if self.controller.session.rules.points_only else player.name

    def _done(self, ok: bool, table: int | None = None) -> None:
        if ok and table is not None:
            row = self.model.row_of_table(table)
            if row is not None:
                self.view.selectRow(row)

    def add(self) -> None:
        table, name = self.table_box.value(), self.name_edit.text().strip()
        session = self.controller.session
        if not name or table in session.players:
            self.controller.attempt(lambda: session.add_player(table, name))  # the engine says what is wrong
            return
        read: list[tuple[str, tuple[str, ...]]] = []  # in a class, "Team Blue: Emma, Noah" is a team
        if not self.controller.attempt(lambda: read.append(self._team(name, ()))):
            return
        name, members = read[0]
        roster_id: str | None = None
        if not members:  # a team is tonight's, not the roster's
            identity = self._roster_identity(name)
            if identity is False:
                return
            roster_id = identity if isinstance(identity, str) else None
        ok = self.controller.attempt(lambda: session.add_player(table, name, roster_id, members))
        self._done(ok, table)
        if ok:
            if roster_id is not None and self.roster is not None:
                try:
                    self.roster.remember_tables({roster_id: table})
                except DuplicateError:
                    pass  # only a suggestion for next time
            self.roster_choice = None
            self.roster_search.search_edit.clear()
            self.table_box.setValue(self._free_table())

    def rename(self) -> None:
        table = self.selected_table()
        if table is not None:
            name = self.name_edit.text()
            session = self.controller.session
            self._done(self.controller.attempt(lambda: session.rename_player(table, *self._team(name, None))), table)

    def change_table(self) -> None:
        table, new = self.selected_table(), self.table_box.value()
        if table is not None and new != table:
            session = self.controller.session
            self._done(self.controller.attempt(lambda: session.change_table(table, new)), new)

    def leave(self) -> None:
        table = self.selected_table()
        if table is None:
            return
        session = self.controller.session
        if questions.yes_no(self, self.tr("Players"),
               self.tr("{0} (table {1}) leaves: they play no more turns and stay in the standings. Go on?")
               .format(session.players[table].name, table)):
            self._done(self.controller.attempt(lambda: session.remove_player(table)), table)

    def new_card(self) -> bool:
        """A lost card: a new one for the selected table (a PDF to print); the old one stops working."""
        table, service = self.selected_table(), self.phones()
        if table is None or service is None:
            return False
        session = self.controller.session
        if table in session.table_cards and not questions.yes_no(
                self, self.tr("New card"),
                self.tr("The card of table {0} ({1}) will stop working; a phone that holds the table keeps it "
                        "(Release phone frees it). Make a new card?").format(table, session.players[table].name)):
            return False
        path = ask_cards_path(self, [table])
        if path is None:
            return False
        try:
            issue_cards(service, [table], path)
        except DuplicateError as exc:
            questions.warn(self, self.tr("New card"), message_text(exc))
            return False
        questions.inform(self, self.tr("New card"), self.tr("The new card of table {0} is in {1}: print it and give it to {2}.")
               .format(table, path, session.players[table].name))
        return True

    def undo(self) -> None:
        session = self.controller.session
        if session.can_undo:
            self.controller.run(session.undo)
