"""The Roster window (File > Club roster): the club's players kept from one evening to the next.

Add, edit, deactivate, search, merge two entries of one person, edit the list of categories,
import and export as CSV, and choose the roster's folder (a USB stick). Every edit is saved in
the roster file before the window shows it (duplicate.roster.store); an edit made in another
window meanwhile is never overwritten: this window is told, and shows the other's edit. The
list is read again from the file whenever the window comes to the front.

Names are plain text everywhere (table cells and plain-text labels, never rich text).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from duplicate.base.collation import sorted_for
from duplicate.base.errors import DuplicateError
from duplicate.roster.csv_file import CsvImportError, export_csv, import_csv
from duplicate.roster.player import RosterPlayer
from duplicate.roster.store import Roster
from ui.arbiter.roster_place import open_roster, roster_folder, roster_path, set_roster_folder
from ui.arbiter.models import _Table  # the arbiter's table models' common part
from ui.widgets import questions
from ui.widgets.engine_text import message_text
from ui.widgets.language import current_language

Index = QModelIndex | QPersistentModelIndex


class RosterModel(_Table):
    """The roster's entries matching the search, as read from the file."""

    NAME, LICENCE, CATEGORY, CLUB, ACTIVE, TABLE = range(6)

    def __init__(self) -> None:
        super().__init__()
        self.roster: Roster | None = None
        self.headers = (self.tr("Name"), self.tr("Licence"), self.tr("Category"), self.tr("Club"), self.tr("Active"),
                        self.tr("Last table"))
        self.query = ""
        self.show_inactive = True
        self._players: list[RosterPlayer] = []

    def _reload(self) -> None:
        self._players = [] if self.roster is None else sorted_for(  # Élodie before Zoé, Øystein after Zoé in nb
            self.roster.search(self.query, active_only=not self.show_inactive), current_language(), key=lambda p: p.name)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._players)

    def player_at(self, row: int) -> RosterPlayer | None:
        return self._players[row] if 0 <= row < len(self._players) else None

    def row_of(self, identity: str) -> int | None:
        return next((i for i, p in enumerate(self._players) if p.identity == identity), None)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        p = self._players[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return (p.name, p.licence, p.category, p.club, self.tr("yes") if p.active else self.tr("no"),
                    "" if p.last_table is None else p.last_table)[index.column()]
        if role == Qt.ItemDataRole.ForegroundRole and not p.active:
            from PySide6.QtGui import QPalette
            from PySide6.QtWidgets import QApplication

            return QApplication.palette().color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        return None


class CategoriesDialog(QDialog):
    """The editable list of categories, one a line."""

    def __init__(self, categories: tuple[str, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Categories"))
        self.edit = QPlainTextEdit("\n".join(categories))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("One category a line (players keep theirs when one is removed):")))
        layout.addWidget(self.edit)
        layout.addWidget(buttons)

    def categories(self) -> list[str]:
        return [line for line in self.edit.toPlainText().splitlines() if line.strip()]


class RosterWindow(QDialog):
    """The Roster window (see the module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Club roster"))
        self.setModal(False)
        self.model = RosterModel()
        self.editing: RosterPlayer | None = None  # the entry in the form, as read (its revision)

        self.place_label = QLabel()
        self.place_label.setTextFormat(Qt.TextFormat.PlainText)
        self.place_label.setWordWrap(True)
        self.problem_label = QLabel()
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        self.folder_button = QPushButton(self.tr("Roster folder…"))
        self.folder_button.setToolTip(self.tr("Keep the roster in another folder, e.g. on the club's USB stick"))
        self.folder_button.clicked.connect(self.choose_folder)
        self.search_edit = QLineEdit()
        self.search_edit.setPlaceholderText(self.tr("Search: name, club, category or licence"))
        self.search_edit.setAccessibleName(self.tr("Search the roster"))
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.textChanged.connect(self._search)
        self.inactive_box = QCheckBox(self.tr("Show inactive players"))
        self.inactive_box.setChecked(True)
        self.inactive_box.toggled.connect(self._show_inactive)

        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setAccessibleName(self.tr("The club's roster"))
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(RosterModel.NAME, QHeaderView.ResizeMode.Stretch)
        self.view.selectionModel().selectionChanged.connect(self._selected)

        self.name_edit = QLineEdit()
        self.licence_edit = QLineEdit()
        self.category_box = QComboBox()
        self.category_box.setEditable(True)
        self.club_edit = QLineEdit()
        self.active_box = QCheckBox(self.tr("Active (offered when a session starts)"))
        self.active_box.setChecked(True)
        self.add_button = QPushButton(self.tr("Add as a new player"))
        self.add_button.clicked.connect(self.add)
        self.save_button = QPushButton(self.tr("Save changes"))
        self.save_button.clicked.connect(self.save)
        self.clear_button = QPushButton(self.tr("Clear the form"))
        self.clear_button.clicked.connect(self.clear_form)
        self.merge_button = QPushButton(self.tr("Merge two players…"))
        self.merge_button.setToolTip(self.tr("Select the two players who are one person: the first keeps its name, "
                                             "and the sessions played under either stay this person's"))
        self.merge_button.clicked.connect(self.merge)
        self.categories_button = QPushButton(self.tr("Categories…"))
        self.categories_button.clicked.connect(self.edit_categories)
        self.import_button = QPushButton(self.tr("Import CSV…"))
        self.import_button.clicked.connect(self.import_file)
        self.export_button = QPushButton(self.tr("Export CSV…"))
        self.export_button.clicked.connect(self.export_file)
        self.status_label = QLabel()
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setWordWrap(True)

        top = QHBoxLayout()
        top.addWidget(self.search_edit, 1)
        top.addWidget(self.inactive_box)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name_edit)
        form.addRow(self.tr("Licence number"), self.licence_edit)
        form.addRow(self.tr("Category"), self.category_box)
        form.addRow(self.tr("Club"), self.club_edit)
        form.addRow(self.active_box)
        edit_buttons = QHBoxLayout()
        for button in (self.add_button, self.save_button, self.clear_button):
            edit_buttons.addWidget(button)
        edit_buttons.addStretch(1)
        form.addRow(edit_buttons)
        tools = QVBoxLayout()
        for button in (self.merge_button, self.categories_button, self.import_button, self.export_button,
                       self.folder_button):
            button.setAutoDefault(False)
            tools.addWidget(button)
        tools.addStretch(1)
        lower = QHBoxLayout()
        lower.addLayout(form, 1)
        lower.addLayout(tools)
        place = QHBoxLayout()
        place.addWidget(self.place_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(place)
        layout.addWidget(self.problem_label)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addLayout(lower)
        layout.addWidget(self.status_label)
        self.resize(900, 620)
        self.open_roster()

    # -- the file ---------------------------------------------------------------------------

    def open_roster(self) -> None:
        if self.model.roster is not None:
            self.model.roster.close()
        self.model.roster, problem = open_roster()
        self.place_label.setText(self.tr("Roster file: {0}").format(roster_path()))
        if problem:
            problem += "\n" + self.tr("Nothing was changed there: choose another folder with Roster folder… (the "
                                      "club's USB stick), or move a damaged roster file away.")
        self.problem_label.setText(problem)
        self.problem_label.setVisible(bool(problem))
        for widget in (self.search_edit, self.view, self.add_button, self.save_button, self.merge_button,
                       self.categories_button, self.import_button, self.export_button, self.name_edit,
                       self.licence_edit, self.category_box, self.club_edit, self.active_box, self.clear_button,
                       self.inactive_box):
            widget.setEnabled(self.model.roster is not None)
        self.clear_form()
        self.reload()

    def reload(self) -> None:
        """Read the roster again (another window may have changed it), keeping the selection."""
        if self.model.roster is None:
            return
        keep = [p.identity for p in self.selected_players()]
        try:
            self.model.refresh()
            categories = self.model.roster.categories()
        except DuplicateError as exc:
            self.problem_label.setText(message_text(exc))
            self.problem_label.setVisible(True)
            return
        text = self.category_box.currentText()
        self.category_box.clear()
        self.category_box.addItems(["", *categories])
        self.category_box.setCurrentText(text)
        selection = self.view.selectionModel()
        for identity in keep:
            row = self.model.row_of(identity)
            if row is not None:
                selection.select(self.model.index(row, 0), selection.SelectionFlag.Select | selection.SelectionFlag.Rows)
        total = len(self.model.roster.players())
        self.status_label.setText(self.tr("%n player(s) in the roster", "", total))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.reload()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again after a close: the roster opened again (the window is kept)."""
        super().showEvent(event)
        if self.model.roster is None:
            self.open_roster()

    def done(self, result: int) -> None:
        super().done(result)
        if self.model.roster is not None:
            self.model.roster.close()
            self.model.roster = None

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Roster folder"), str(roster_folder()))
        if folder:
            self.use_folder(Path(folder))

    def use_folder(self, folder: Path) -> None:
        """Keep the roster in ``folder`` from now on (the user's data folder: the default)."""
        set_roster_folder(folder)
        self.open_roster()

    # -- the form ---------------------------------------------------------------------------

    def selected_players(self) -> list[RosterPlayer]:
        rows = sorted(index.row() for index in self.view.selectionModel().selectedRows())
        return [p for p in (self.model.player_at(row) for row in rows) if p is not None]

    def _search(self, text: str) -> None:
        self.model.query = text
        self.reload()

    def _show_inactive(self, shown: bool) -> None:
        self.model.show_inactive = shown
        self.reload()

    def _selected(self, *_: object) -> None:
        chosen = self.selected_players()
        if len(chosen) == 1:
            self._fill(chosen[0])
        self.save_button.setEnabled(len(chosen) == 1 and self.model.roster is not None)
        self.merge_button.setEnabled(len(chosen) == 2)

    def _fill(self, player: RosterPlayer) -> None:
        self.editing = player
        self.name_edit.setText(player.name)
        self.licence_edit.setText(player.licence)
        self.category_box.setCurrentText(player.category)
        self.club_edit.setText(player.club)
        self.active_box.setChecked(player.active)

    def clear_form(self) -> None:
        self.editing = None
        self.view.clearSelection()
        for edit in (self.name_edit, self.licence_edit, self.club_edit):
            edit.clear()
        self.category_box.setCurrentText("")
        self.active_box.setChecked(True)
        self.save_button.setEnabled(False)
        self.merge_button.setEnabled(False)

    def _form_player(self, base: RosterPlayer) -> RosterPlayer:
        return replace(base, name=self.name_edit.text(), licence=self.licence_edit.text(),
                       category=self.category_box.currentText(), club=self.club_edit.text(),
                       active=self.active_box.isChecked())

    def _attempt(self, work: Any) -> Any:
        """``work()``, or None after saying why it was refused (the list read again)."""
        try:
            return work()
        except DuplicateError as exc:
            questions.warn(self, self.tr("Club roster"), message_text(exc))
            self.reload()
            return None

    def _show(self, player: RosterPlayer, status: str) -> None:
        self.reload()
        row = self.model.row_of(player.identity)
        if row is not None:
            self.view.selectRow(row)
        self.status_label.setText(status)

    def add(self) -> RosterPlayer | None:
        roster = self.model.roster
        if roster is None:
            return None
        name = self.name_edit.text()
        same = self._attempt(lambda: roster.find_by_name(name)) if name.strip() else None
        if same is not None and not questions.yes_no(self, self.tr("Club roster"), self.tr(
                "The roster already has {0}. Add another player of the same name?").format(same.name)):
            return None
        added = self._attempt(lambda: roster.add(name, self.licence_edit.text(), self.category_box.currentText(),
                                                 self.club_edit.text(), active=self.active_box.isChecked()))
        if added is not None:
            self._show(added, self.tr("{0} added to the roster.").format(added.name))
        return added

    def save(self) -> RosterPlayer | None:
        roster, editing = self.model.roster, self.editing
        if roster is None or editing is None:
            return None
        saved = self._attempt(lambda: roster.update(self._form_player(editing)))
        if saved is not None:
            self.editing = saved
            self._show(saved, self.tr("{0} saved.").format(saved.name))
        else:
            fresh = self._attempt(lambda: roster.player(editing.identity))
            if fresh is not None:
                self._fill(fresh)
        return saved

    def merge(self) -> RosterPlayer | None:
        roster, chosen = self.model.roster, self.selected_players()
        if roster is None or len(chosen) != 2:
            return None
        kept, other = chosen
        if not questions.yes_no(self, self.tr("Merge two players"), self.tr(
                "Merge \"{1}\" into \"{0}\"? One player is left, named \"{0}\"; the sessions played under either "
                "stay this person's. This cannot be undone.").format(kept.name, other.name)):
            return None
        merged = self._attempt(lambda: roster.merge(kept, other))
        if merged is not None:
            self._show(merged, self.tr("{0} and {1} are one player now.").format(merged.name, other.name))
        return merged

    def edit_categories(self) -> None:
        roster = self.model.roster
        if roster is None:
            return
        dialog = CategoriesDialog(roster.categories(), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._attempt(lambda: roster.set_categories(dialog.categories()))
            self.reload()

    # -- CSV ----------------------------------------------------------------------------------

    def import_file(self, path: str | None = None) -> bool:
        roster = self.model.roster
        if roster is None:
            return False
        if not path:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Import players"), str(Path.home()),
                                                  self.tr("CSV files (*.csv *.txt);;All files (*)"))
        if not path:
            return False
        try:
            added, updated = import_csv(roster, path)
        except CsvImportError as exc:
            lines = "\n".join(message_text(problem) for problem in exc.problems)
            questions.warn(self, self.tr("Import players"), f"{message_text(exc)}\n\n{lines}")
            return False
        except DuplicateError as exc:
            questions.warn(self, self.tr("Import players"), message_text(exc))
            return False
        self.reload()
        self.status_label.setText(self.tr("Imported: {0} new, {1} updated.").format(added, updated))
        return True

    def export_file(self, path: str | None = None) -> bool:
        roster = self.model.roster
        if roster is None:
            return False
        if not path:
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the roster"), str(Path.home() / "roster.csv"),
                                                  self.tr("CSV files (*.csv)"))
        if not path:
            return False
        try:
            count = export_csv(roster, path)
        except DuplicateError as exc:
            questions.warn(self, self.tr("Export the roster"), message_text(exc))
            return False
        self.status_label.setText(self.tr("%n player(s) written to {0}.", "", count).format(path))
        return True
