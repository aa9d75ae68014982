"""Tonight's players ticked from the club's roster: a search field, a tick for who is present,
each one's table (last evening's where it is free, as the roster offers), and a name typed on
the spot added to the roster once the arbiter confirms. The new-session dialog holds one.

Names are shown as plain text (table cells, never rich text). The roster decides the tables
(``duplicate.roster.tables``); this widget only shows them and sends the ticks.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from duplicate.base.collation import sorted_for
from duplicate.base.errors import DuplicateError
from duplicate.roster.player import RosterPlayer
from duplicate.roster.store import Roster
from duplicate.roster.tables import numbered, renumbering, seat, table_for
from ui.arbiter.models import _Table  # the arbiter's table models' common part
from ui.widgets import questions
from ui.widgets.engine_text import message_text
from ui.widgets.language import current_language
from ui.widgets.preferences import stored_bool

Index = QModelIndex | QPersistentModelIndex
MAX_TABLE = 9999
#: The remembered choice of a club whose members keep their usual tables (gaps and all).
FIXED_TABLES_KEY = "roster/fixed_tables"


def fixed_tables() -> bool:
    """Whether the club has fixed tables (each member at their usual one), as last chosen."""
    from PySide6.QtCore import QSettings

    return stored_bool(QSettings(), FIXED_TABLES_KEY, False)


class RosterPickModel(_Table):
    """The roster's active players, filtered by the search; ticked ones with their table."""

    PRESENT, TABLE, NAME, CATEGORY, CLUB = range(5)
    ticks_changed = Signal()

    def __init__(self, roster: Roster | None) -> None:
        super().__init__()
        self.roster = roster
        #: The club keeps each member at their usual table; else tonight's run 1..n without gaps.
        self.fixed = fixed_tables()
        self._by_hand: set[str] = set()  # players whose table the arbiter typed: never moved
        #: The players the last change moved to close a gap: (name, old table, new table).
        self.moved: list[tuple[str, int, int]] = []
        self.headers = (self.tr("Present"), self.tr("Table"), self.tr("Name"), self.tr("Category"), self.tr("Club"))
        self.query = ""
        self._ticked: dict[str, tuple[RosterPlayer, int]] = {}
        self._shown: list[RosterPlayer] = []
        self.refresh()

    def _reload(self) -> None:
        found = self.roster.search(self.query, active_only=True) if self.roster is not None else ()
        self._shown = sorted_for(found, current_language(), key=lambda p: p.name)  # Élodie before Zoé

    def set_query(self, query: str) -> None:
        self.query = query
        self.refresh()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._shown)

    def player_at(self, row: int) -> RosterPlayer:
        return self._shown[row]

    def row_of(self, identity: str) -> int | None:
        return next((i for i, p in enumerate(self._shown) if p.identity == identity), None)

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == self.PRESENT:
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        elif index.column() == self.TABLE:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        player = self._shown[index.row()]
        ticked = self._ticked.get(player.identity)
        column = index.column()
        if role == Qt.ItemDataRole.CheckStateRole and column == self.PRESENT:
            return Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            if column == self.TABLE:
                return ticked[1] if ticked else ("" if role == Qt.ItemDataRole.DisplayRole else
                                                  table_for(player, self.taken(), self.fixed))
            return {self.NAME: player.name, self.CATEGORY: player.category, self.CLUB: player.club}.get(column)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.TABLE and player.last_table is not None:
            return self.tr("Table {0} last time").format(player.last_table)
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        player = self._shown[index.row()]
        if index.column() == self.PRESENT and role == Qt.ItemDataRole.CheckStateRole:
            return self.tick(player, Qt.CheckState(value) == Qt.CheckState.Checked)
        if index.column() == self.TABLE and role == Qt.ItemDataRole.EditRole:
            try:
                table = int(value)
            except (TypeError, ValueError):
                return False
            if not 1 <= table <= MAX_TABLE or table in self.taken(besides=player.identity):
                return False
            self._ticked[player.identity] = (player, table)
            self._by_hand.add(player.identity)
            self._renumber()
            self._changed(player.identity)
            return True
        return False

    def taken(self, besides: str | None = None) -> set[int]:
        """The tables of the players ticked (but ``besides``)."""
        return {table for identity, (_, table) in self._ticked.items() if identity != besides}

    def tick(self, player: RosterPlayer, present: bool = True) -> bool:
        """Tick (with the table the roster offers) or untick ``player``."""
        if present and player.identity not in self._ticked:
            self._ticked[player.identity] = (player, table_for(player, self.taken(), self.fixed))
        elif not present:
            self._ticked.pop(player.identity, None)
            self._by_hand.discard(player.identity)
        self._renumber()
        self._changed(player.identity)
        return True

    def set_fixed(self, fixed: bool) -> None:
        """The club has fixed tables (each member back at their usual one where free) or not
        (tonight's numbered 1..n); remembered for the next evening."""
        from PySide6.QtCore import QSettings

        self.fixed = fixed
        QSettings().setValue(FIXED_TABLES_KEY, fixed)
        self._seat_all({i: t for i, (_, t) in self._ticked.items()})
        self.refresh()
        self.ticks_changed.emit()

    def _renumber(self) -> None:
        """Unless the club has fixed tables, tonight's tables 1..n without gaps (a table typed
        by hand kept); ``moved`` says who moved."""
        before = {i: t for i, (_, t) in self._ticked.items() if t}
        if not self.fixed:
            for identity, table in numbered(before, keep=self._by_hand).items():
                self._ticked[identity] = (self._ticked[identity][0], table)
        self._note_moves(before)

    def _seat_all(self, before: dict[str, int]) -> None:
        """Every ticked player's table given again (``duplicate.roster.tables.seat``): their
        usual one where it is free (and fits 1..n, unless the tables are fixed), a table typed
        by hand kept; ``moved`` says who moved from ``before``."""
        kept = {t for i, (_, t) in self._ticked.items() if i in self._by_hand}
        players = [p for i, (p, _) in self._ticked.items() if i not in self._by_hand]
        for identity, table in seat(players, kept, fixed=self.fixed).items():
            self._ticked[identity] = (self._ticked[identity][0], table)
        self._note_moves(before)

    def _note_moves(self, before: dict[str, int]) -> None:
        after = {i: t for i, (_, t) in self._ticked.items()}
        self.moved = [(self._ticked[m.identity][0].name, m.old, m.new) for m in renumbering(before, after)]
        if self.moved and self._shown:
            self.dataChanged.emit(self.index(0, self.TABLE), self.index(len(self._shown) - 1, self.TABLE))

    def tick_shown(self, present: bool = True) -> None:
        """Tick (or untick) every player the search shows: a teacher's class is a category.
        The tables are given once all are ticked, each one's usual table where it fits."""
        before = {i: t for i, (_, t) in self._ticked.items()}
        for player in list(self._shown):
            if present and player.identity not in self._ticked:
                self._ticked[player.identity] = (player, 0)
            elif not present and player.identity in self._ticked:
                del self._ticked[player.identity]
                self._by_hand.discard(player.identity)
        self._seat_all(before)
        self.refresh()
        self.ticks_changed.emit()

    def _changed(self, identity: str) -> None:
        row = self.row_of(identity)
        if row is not None:
            self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))
        self.ticks_changed.emit()

    def chosen(self) -> list[tuple[int, str, str]]:
        """The players ticked as (table, name, roster identity), by table."""
        return sorted((table, player.name, player.identity) for player, table in self._ticked.values())


class RosterPicker(QWidget):
    """The roster panel of the new-session dialog (see the module docstring)."""

    changed = Signal()

    def __init__(self, roster: Roster | None, problem: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.roster = roster
        self.model = RosterPickModel(roster)
        if problem:
            problem += "\n" + self.tr("The players can still be typed below.")
        self.search_edit = QLineEdit()
        self.search_edit.setPlaceholderText(self.tr("Search the roster: name, club, category or licence"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.textChanged.connect(self.model.set_query)
        self.search_edit.setAccessibleName(self.tr("Search the roster"))
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setAccessibleName(self.tr("The club's roster: tick who is present"))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                  | QAbstractItemView.EditTrigger.EditKeyPressed
                                  | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.view.verticalHeader().setVisible(False)
        # the list takes the height the dialog has left (four rows at least), never asks for
        # more: at a 16-point font the new-session dialog still fits a 1366x768 screen
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.view.setMinimumHeight(self.view.fontMetrics().height() * 6)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(RosterPickModel.NAME, QHeaderView.ResizeMode.Stretch)
        self.view.activated.connect(self._toggle)
        self.all_button = QPushButton(self.tr("Tick all shown"))
        self.all_button.setToolTip(self.tr("Tick every player the search shows: search a category (a class) or a "
                                           "club, then tick them all"))
        self.all_button.setAutoDefault(False)
        self.all_button.clicked.connect(lambda: self.model.tick_shown(True))
        self.none_button = QPushButton(self.tr("Untick all shown"))
        self.none_button.setAutoDefault(False)
        self.none_button.clicked.connect(lambda: self.model.tick_shown(False))
        self.count_label = QLabel()
        self.fixed_box = QCheckBox(self.tr("Fixed tables"))
        self.fixed_box.setToolTip(self.tr("Each member keeps their usual table, even with gaps; otherwise tonight's "
                                          "tables run from 1 without gaps"))
        self.fixed_box.setChecked(self.model.fixed)
        self.fixed_box.toggled.connect(self.model.set_fixed)
        #: What the last tick or untick renumbered (who moved to close a gap).
        self.moved_label = QLabel()
        self.moved_label.setTextFormat(Qt.TextFormat.PlainText)
        self.moved_label.setWordWrap(True)
        self.moved_label.hide()
        self.problem_label = QLabel(problem)
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        self.problem_label.setVisible(bool(problem))
        self.new_edit = QLineEdit()
        self.new_edit.setPlaceholderText(self.tr("A name not in the roster"))
        self.new_edit.setAccessibleName(self.tr("A name not in the roster"))
        self.new_edit.returnPressed.connect(self.add_typed_name)
        self.new_button = QPushButton(self.tr("Add to the roster"))
        self.new_button.setAutoDefault(False)
        self.new_button.clicked.connect(self.add_typed_name)
        for widget in (self.search_edit, self.view, self.new_edit, self.new_button, self.all_button, self.none_button):
            widget.setEnabled(roster is not None)

        count_row = QHBoxLayout()
        count_row.addWidget(self.count_label, 1)
        count_row.addWidget(self.all_button)
        count_row.addWidget(self.none_button)
        new_row = QHBoxLayout()
        new_row.addWidget(self.new_edit, 1)
        new_row.addWidget(self.new_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.search_edit)
        layout.addWidget(self.view, 1)
        layout.addLayout(count_row)
        tables_row = QHBoxLayout()  # a row of its own: at 16 points the dialog still fits 1366 pixels
        tables_row.addWidget(self.fixed_box, 0, Qt.AlignmentFlag.AlignTop)
        tables_row.addWidget(self.moved_label, 1)
        layout.addLayout(tables_row)
        layout.addLayout(new_row)
        self.model.ticks_changed.connect(self._count)
        self._count()

    def _count(self) -> None:
        ticked = len(self.model.chosen())
        self.count_label.setText(self.tr("%n player(s) ticked", "", ticked))
        moved = self.model.moved
        if moved:
            self.moved_label.setText(self.tr("Tables renumbered so that none is empty: %n player(s) moved ({0})", "",
                                             len(moved)).format(", ".join(
                self.tr("{0}: table {1} → {2}").format(name, old, new) for name, old, new in moved)))
        self.moved_label.setVisible(bool(moved))
        self.changed.emit()

    def _toggle(self, index: QModelIndex) -> None:
        """Enter (or a double click) on a name ticks or unticks the player."""
        if index.column() != RosterPickModel.TABLE:
            player = self.model.player_at(index.row())
            self.model.tick(player, player.identity not in {identity for *_, identity in self.model.chosen()})

    def chosen(self) -> list[tuple[int, str, str]]:
        return self.model.chosen()

    def add_typed_name(self) -> bool:
        """The name typed, added to the roster (once the arbiter confirms) and ticked."""
        name = self.new_edit.text().strip()
        if not name or self.roster is None:
            return False
        if not questions.yes_no(self, self.tr("Club roster"),
                                self.tr("Add {0} to the club's roster? They are ticked as present tonight.").format(name)):
            return False
        try:
            player = self.roster.add(name)
        except DuplicateError as exc:
            questions.warn(self, self.tr("Club roster"), message_text(exc))
            return False
        self.new_edit.clear()
        self.search_edit.clear()
        self.model.refresh()
        self.model.tick(player)
        row = self.model.row_of(player.identity)
        if row is not None:
            self.view.scrollTo(self.model.index(row, 0))
        return True

    def remember_tables(self) -> None:
        """Tonight's tables, offered again next time (nothing lost if the roster refuses)."""
        if self.roster is not None:
            try:
                self.roster.remember_tables({identity: table for table, _, identity in self.chosen()})
            except DuplicateError:
                pass  # the tables are only a suggestion for next time


class RosterLatecomers(QWidget):
    """A latecomer found in the roster (the Players dialog): a search and the active players
    not yet in the session; choosing one emits ``chosen`` with the entry and the table the
    roster offers."""

    chosen = Signal(object, int)

    def __init__(self, roster: Roster | None, problem: str = "", parent: QWidget | None = None) -> None:
        from PySide6.QtWidgets import QListWidget

        super().__init__(parent)
        self.present: set[str] = set()  # roster identities already in the session
        self.taken: set[int] = set()
        self.search_edit = QLineEdit()
        self.search_edit.setPlaceholderText(self.tr("Search the roster for a latecomer"))
        self.search_edit.setAccessibleName(self.tr("Search the roster for a latecomer"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.textChanged.connect(self.refresh)
        self.list = QListWidget()
        self.list.setAccessibleName(self.tr("Players of the roster not in the session"))
        self.list.setMaximumHeight(140)
        self.list.currentRowChanged.connect(self._choose)
        self.problem_label = QLabel()
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        self._players: list[RosterPlayer] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.search_edit)
        layout.addWidget(self.list)
        self.set_roster(roster, problem)

    def set_roster(self, roster: Roster | None, problem: str = "") -> None:
        """Search ``roster`` (None: there is none, ``problem`` says why when it could not be opened)."""
        self.roster = roster
        if roster is None and not problem:
            problem = self.tr("No club roster yet: File > Club roster… keeps the club's players from one evening "
                              "to the next.")
        self.problem_label.setText(problem)
        self.problem_label.setVisible(bool(problem))
        self.search_edit.setEnabled(roster is not None)
        self.list.setEnabled(roster is not None)
        if roster is None:
            self._players = []
            self.list.clear()
        else:
            self.refresh()

    def update_session(self, present: set[str], taken: set[int]) -> None:
        self.present, self.taken = present, taken
        self.refresh()

    def refresh(self, *_: object) -> None:
        if self.roster is None:
            return
        try:
            found = self.roster.search(self.search_edit.text(), active_only=True)
        except DuplicateError as exc:
            self.problem_label.setText(message_text(exc))
            self.problem_label.setVisible(True)
            return
        self._players = sorted_for((p for p in found if p.identity not in self.present), current_language(),
                                   key=lambda p: p.name)
        self.list.blockSignals(True)
        self.list.clear()
        for player in self._players:
            self.list.addItem(f"{player.name} ({player.club})" if player.club else player.name)
        self.list.blockSignals(False)

    def _choose(self, row: int) -> None:
        if 0 <= row < len(self._players):
            player = self._players[row]
            self.chosen.emit(player, table_for(player, self.taken, fixed_tables()))
