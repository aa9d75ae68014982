"""The Club season window: season standings, each player's progress, simultaneous games.

Three tabs over the engine's figures:

- **Season standings**: the session files chosen (read-only, off the GUI thread), the dates
  (every evening, a club season from September to June, or a range), the rule and how many
  evenings count; the standings; PDF and CSV.
- **Progress**: a player's percentage of the top evening by evening (QtCharts), best and
  average, bingos found and missed, the turns where most was lost; the player's page and the
  class list on one page, as PDF.
- **Simultaneous game**: the clubs' files of one prepared game ranked together, with each
  player's club; a file refused is named with the reason.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QDate, QThread, Qt, QUrl, Signal
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDateEdit, QFileDialog, QFormLayout, QHBoxLayout,
                               QHeaderView, QLabel, QListWidget, QMainWindow, QMessageBox, QPushButton, QSpinBox, QSplitter,
                               QTableView, QTabWidget, QVBoxLayout, QWidget)

from duplicate import translations
from duplicate.base.errors import DuplicateError
from duplicate.base.parallel import default_jobs
from duplicate.records import season_sheet
from duplicate.records.evenings import Evening, read_evenings
from duplicate.records.merge import Merge, merge_sessions, short_identity
from duplicate.base.spreadsheet import spreadsheet_file
from duplicate.storage.safe_write import replace_file
from duplicate.records.season import (RULE_NAMES, Progress, SeasonRule, SeasonStandings, class_progress, club_season,
                                      in_season, player_progress, season_standings)
from ui.season.chart import ProgressChart
from ui.season.models import RowsModel
from ui.widgets.engine_text import csv_style, message_text
from ui.widgets.language import current_language, format_percent
from ui.widgets.worker_gc import track_worker

SESSION_FILTER = "*.duplicate"


class FilesWorker(QThread):
    """Reads session files off the GUI thread (the engine's reader: read-only)."""

    finished_reading = Signal(object)
    refused = Signal(str)

    def __init__(self, work: Callable[[], Any], parent=None) -> None:
        super().__init__(parent)
        self.work = work

    def run(self) -> None:
        try:
            self.finished_reading.emit(self.work())
        except DuplicateError as exc:
            self.refused.emit(message_text(exc.notice))


def _table(model: RowsModel, stretch: int | None = None) -> QTableView:
    """A read-only table; ``stretch``: the column that takes the room left (a name), else the last."""
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is None:
        view.horizontalHeader().setStretchLastSection(True)
    else:
        view.horizontalHeader().setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


def _labels() -> season_sheet.SeasonLabels:
    return translations.season_labels(current_language())


def save_pdf(html: str, path: str, images: dict[str, Any] | None = None) -> None:
    """Write ``html`` as an A4 PDF, with the named ``images`` it shows (a chart)."""
    from PySide6.QtGui import QPageLayout, QPageSize
    from PySide6.QtPrintSupport import QPrinter

    document = QTextDocument()
    for name, image in (images or {}).items():
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
    document.setHtml(html)
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(path)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setPageOrientation(QPageLayout.Orientation.Portrait)
    document.print_(printer)


class SeasonWindow(QMainWindow):
    """The club's season and simultaneous games; opened from the File menu."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("SeasonWindow", "Club season"))
        self.evenings: list[Evening] = []
        self.standings: SeasonStandings | None = None
        self.progress: Progress | None = None
        self.merge: Merge | None = None
        self._workers: list[FilesWorker] = []
        self.tabs = QTabWidget()
        self.tabs.addTab(self._season_tab(), QCoreApplication.translate("SeasonWindow", "Season standings"))
        self.tabs.addTab(self._progress_tab(), QCoreApplication.translate("SeasonWindow", "Progress"))
        self.tabs.addTab(self._merge_tab(), QCoreApplication.translate("SeasonWindow", "Simultaneous game"))
        self.setCentralWidget(self.tabs)
        self.resize(1100, 700)

    # -- the season ---------------------------------------------------------------------

    def _season_tab(self) -> QWidget:
        page = QWidget()
        self.files = QListWidget()
        self.files.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        add = QPushButton(QCoreApplication.translate("SeasonWindow", "Add session files…"))
        add.clicked.connect(self.choose_files)
        remove = QPushButton(QCoreApplication.translate("SeasonWindow", "Remove"))
        remove.clicked.connect(self.remove_files)
        self.period = QComboBox()
        self.period.addItem(QCoreApplication.translate("SeasonWindow", "Every evening"), "all")
        self.period.addItem(QCoreApplication.translate("SeasonWindow", "Club season (September to June)"), "season")
        self.period.addItem(QCoreApplication.translate("SeasonWindow", "From … to …"), "range")
        this_year = date.today().year if date.today().month >= 9 else date.today().year - 1
        self.season_year = QSpinBox()
        self.season_year.setRange(1990, 2200)
        self.season_year.setValue(this_year)
        self.first_day, self.last_day = QDateEdit(), QDateEdit()
        for edit, day in ((self.first_day, club_season(this_year)[0]), (self.last_day, club_season(this_year)[1])):
            edit.setCalendarPopup(True)
            edit.setDate(QDate(day.year, day.month, day.day))
        self.rule = QComboBox()
        for rule in SeasonRule:
            self.rule.addItem(message_text(_rule_message(rule)), rule.value)
        self.best = QSpinBox()
        self.best.setRange(0, 500)
        self.best.setValue(10)
        self.best.setSpecialValueText(QCoreApplication.translate("SeasonWindow", "all"))
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("SeasonWindow", "Evenings"), self.period)
        form.addRow(QCoreApplication.translate("SeasonWindow", "Season starting in"), self.season_year)
        dates = QHBoxLayout()
        dates.addWidget(self.first_day)
        dates.addWidget(QLabel("–"))
        dates.addWidget(self.last_day)
        form.addRow(QCoreApplication.translate("SeasonWindow", "Dates"), dates)
        form.addRow(QCoreApplication.translate("SeasonWindow", "Rule"), self.rule)
        form.addRow(QCoreApplication.translate("SeasonWindow", "Evenings counted (the best)"), self.best)
        for widget in (self.period, self.rule):
            widget.currentIndexChanged.connect(self.rank)
        for spin in (self.season_year, self.best):
            spin.valueChanged.connect(self.rank)
        for edit in (self.first_day, self.last_day):
            edit.dateChanged.connect(self.rank)
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(remove)
        left = QVBoxLayout()
        left.addWidget(QLabel(QCoreApplication.translate("SeasonWindow", "Session files (only read, never changed)")))
        left.addWidget(self.files)
        left.addLayout(buttons)
        left.addLayout(form)
        self.season_note = QLabel()
        self.season_note.setWordWrap(True)
        self.season_model = RowsModel(_labels().season_headers, numeric=(0, 2, 3, 4, 5, 6, 7))
        self.season_view = _table(self.season_model, stretch=1)
        pdf = QPushButton(QCoreApplication.translate("SeasonWindow", "Export as PDF…"))
        pdf.clicked.connect(self.export_season_pdf)
        csv = QPushButton(QCoreApplication.translate("SeasonWindow", "Export as CSV…"))
        csv.clicked.connect(self.export_season_csv)
        self.season_exports = [pdf, csv]
        exports = QHBoxLayout()
        exports.addStretch(1)
        exports.addWidget(pdf)
        exports.addWidget(csv)
        right = QVBoxLayout()
        right.addWidget(self.season_note)
        right.addWidget(self.season_view, 1)
        right.addLayout(exports)
        splitter = QSplitter()
        for layout in (left, right):
            holder = QWidget()
            holder.setLayout(layout)
            splitter.addWidget(holder)
        splitter.setStretchFactor(1, 3)
        outer = QVBoxLayout(page)
        outer.addWidget(splitter)
        self._update_period()
        self.period.currentIndexChanged.connect(self._update_period)
        self._enable_exports()
        return page

    def _update_period(self) -> None:
        kind = self.period.currentData()
        self.season_year.setEnabled(kind == "season")
        self.first_day.setEnabled(kind == "range")
        self.last_day.setEnabled(kind == "range")

    def choose_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, QCoreApplication.translate("SeasonWindow", "Choose the season's session files"), "",
                                                QCoreApplication.translate("SeasonWindow", "Session files ({0})").format(SESSION_FILTER))
        if paths:
            self.add_files(paths)

    def add_files(self, paths: list[str]) -> None:
        """Add session files to the season (each read once, off the GUI thread)."""
        known = {self.files.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.files.count())}
        for path in paths:
            if path not in known:
                self.files.addItem(Path(path).name)
                self.files.item(self.files.count() - 1).setData(Qt.ItemDataRole.UserRole, path)
                self.files.item(self.files.count() - 1).setToolTip(path)
        self._read_files()

    def remove_files(self) -> None:
        for item in self.files.selectedItems():
            self.files.takeItem(self.files.row(item))
        self._read_files()

    def paths(self) -> list[str]:
        return [self.files.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.files.count())]

    def _read_files(self) -> None:
        paths = self.paths()
        self.season_note.setText(QCoreApplication.translate("SeasonWindow", "Reading {0} files…").format(len(paths)))
        self._start(lambda: read_evenings(paths), self._evenings_read, self._season_refused)

    def _start(self, work: Callable[[], Any], done: Callable[[Any], None], refused: Callable[[str], None]) -> None:
        worker = FilesWorker(work, self)
        worker.finished_reading.connect(done)
        worker.refused.connect(refused)
        worker.finished.connect(lambda: self._workers.remove(worker) if worker in self._workers else None)
        self._workers.append(worker)
        track_worker(worker.isRunning)
        worker.start()

    def wait_for_work(self, timeout_ms: int = 60_000) -> None:
        """Wait until the files asked for are read (tests, and closing the window)."""
        for worker in list(self._workers):
            worker.wait(timeout_ms)
        QCoreApplication.processEvents()

    def _evenings_read(self, evenings: list[Evening]) -> None:
        self.evenings = evenings
        self.rank()
        self._fill_players()

    def _season_refused(self, reason: str) -> None:
        self.evenings = []
        self.standings = None
        self.season_model.set_rows([])
        self.season_note.setText(QCoreApplication.translate("SeasonWindow", "Cannot read the season: {0}").format(reason))
        self._enable_exports()

    def chosen_evenings(self) -> list[Evening]:
        kind = self.period.currentData()
        if kind == "season":
            return in_season(self.evenings, *club_season(self.season_year.value()))
        if kind == "range":
            first, last = self.first_day.date(), self.last_day.date()
            return in_season(self.evenings, date(first.year(), first.month(), first.day()),
                             date(last.year(), last.month(), last.day()))
        return in_season(self.evenings, None, None)

    def rank(self) -> None:
        """The standings of the evenings chosen under the rule chosen."""
        words = _labels()
        self.season_model.set_headers(words.season_headers)
        evenings = self.chosen_evenings()
        rule = SeasonRule(self.rule.currentData())
        # the best evenings rule needs their number; the others count every evening at 0 ("all")
        self.best.blockSignals(True)
        self.best.setMinimum(1 if rule is SeasonRule.BEST else 0)
        self.best.blockSignals(False)
        best = self.best.value() or None
        try:
            self.standings = season_standings(evenings, rule, best, current_language()) if evenings else None
        except DuplicateError as exc:
            self.standings = None
            self.season_note.setText(message_text(exc.notice))
        if self.standings is None:
            self.season_model.set_rows([])
            if not evenings:
                self.season_note.setText(QCoreApplication.translate("SeasonWindow", "No evening in the dates chosen: add session files or change the dates.")
                                         if self.evenings or self.files.count() else
                                         QCoreApplication.translate("SeasonWindow", "Add the session files of the season's evenings."))
        else:
            self.season_model.set_rows(season_sheet.season_cells(self.standings, words))
            self.season_note.setText(QCoreApplication.translate("SeasonWindow", "{0} evenings, {1} players. Rule: {2}.").format(
                len(evenings), len(self.standings.rows), season_sheet.rule_text(self.standings, words)))
        self._fill_players()
        self._enable_exports()

    def _enable_exports(self) -> None:
        for button in self.season_exports:
            button.setEnabled(self.standings is not None)
        if hasattr(self, "progress_exports"):
            self.progress_exports[0].setEnabled(self.progress is not None)
            self.progress_exports[1].setEnabled(bool(self.chosen_evenings()))

    def _save_as(self, title: str, name: str, suffix: str, write: Callable[[str], None]) -> None:
        """Ask where to save an export, write it, say so; a path that cannot be written is said."""
        kinds = {".pdf": QCoreApplication.translate("SeasonWindow", "PDF files (*.pdf)"),
                 ".csv": QCoreApplication.translate("SeasonWindow", "CSV files (*.csv)")}
        path, _ = QFileDialog.getSaveFileName(self, title, name + suffix, kinds[suffix])
        if not path:
            return
        try:
            write(path)
        except DuplicateError as exc:
            QMessageBox.warning(self, title, message_text(exc.notice))
            return
        except OSError as exc:
            QMessageBox.warning(self, title, f"{path}: {exc.strerror or exc}")
            return
        self.statusBar().showMessage(QCoreApplication.translate("SeasonWindow", "Written {0}").format(path))

    def export_season_pdf(self) -> None:
        if self.standings is not None:
            self._save_as(QCoreApplication.translate("SeasonWindow", "Export the season standings as PDF"),
                          QCoreApplication.translate("SeasonWindow", "season standings"), ".pdf", self.write_season_pdf)

    def write_season_pdf(self, path: str) -> None:
        assert self.standings is not None
        language = current_language()
        save_pdf(season_sheet.season_html(self.standings, _labels(),
                                          date=lambda iso: translations.iso_date_text(iso, language)), path)

    def export_season_csv(self) -> None:
        if self.standings is not None:
            self._save_as(QCoreApplication.translate("SeasonWindow", "Export the season standings as CSV"),
                          QCoreApplication.translate("SeasonWindow", "season standings"), ".csv", self.write_season_csv)

    def write_season_csv(self, path: str) -> None:
        assert self.standings is not None
        replace_file(path, spreadsheet_file(season_sheet.season_csv(self.standings, _labels(), csv_style())))

    # -- progress --------------------------------------------------------------------------

    def _progress_tab(self) -> QWidget:
        page = QWidget()
        self.player = QComboBox()
        self.player.setMinimumContentsLength(24)
        self.player.currentIndexChanged.connect(self.show_player)
        self.chart = ProgressChart()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        words = _labels()
        self.worst_model = RowsModel(words.worst_headers, numeric=(1, 2))
        self.worst_view = _table(self.worst_model)
        pdf = QPushButton(QCoreApplication.translate("SeasonWindow", "Player's page as PDF…"))
        pdf.clicked.connect(self.export_progress_pdf)
        class_pdf = QPushButton(QCoreApplication.translate("SeasonWindow", "Class list as PDF…"))
        class_pdf.clicked.connect(self.export_class_pdf)
        self.progress_exports = [pdf, class_pdf]
        top = QHBoxLayout()
        top.addWidget(QLabel(QCoreApplication.translate("SeasonWindow", "Player")))
        top.addWidget(self.player, 1)
        top.addWidget(pdf)
        top.addWidget(class_pdf)
        layout = QVBoxLayout(page)
        layout.addLayout(top)
        layout.addWidget(self.chart, 3)
        layout.addWidget(self.summary)
        layout.addWidget(QLabel(words.worst_title))
        layout.addWidget(self.worst_view, 1)
        return page

    def _fill_players(self) -> None:
        if not hasattr(self, "player"):
            return
        chosen = self.player.currentData()
        everyone = class_progress(self.chosen_evenings(), current_language())
        self.player.blockSignals(True)
        self.player.clear()
        for progress in everyone:
            self.player.addItem(progress.name, progress.key)
        index = self.player.findData(chosen)
        self.player.setCurrentIndex(index if index >= 0 else 0)
        self.player.blockSignals(False)
        self.show_player()

    def show_player(self) -> None:
        key = self.player.currentData()
        evenings = self.chosen_evenings()
        self.progress = player_progress(evenings, key) if key else None
        self.chart.show_progress(self.progress)
        words = _labels()
        if self.progress is None:
            self.summary.setText("")
            self.worst_model.set_rows([])
        else:
            self.summary.setText(season_sheet.progress_summary(self.progress, words,
                                                               lambda v: format_percent(v, 2)))
            self.worst_model.set_rows([[w.evening, str(w.turn), str(w.lost), w.played or words.nothing_played, w.top]
                                       for w in self.progress.worst])
        self._enable_exports()

    def export_progress_pdf(self) -> None:
        if self.progress is not None:
            self._save_as(QCoreApplication.translate("SeasonWindow", "Export the player's progress as PDF"),
                          self.progress.name, ".pdf", self.write_progress_pdf)

    def write_progress_pdf(self, path: str) -> None:
        assert self.progress is not None
        language = current_language()
        html = season_sheet.progress_html(self.progress, _labels(), chart="progress-chart.png",
                                          date=lambda iso: translations.iso_date_text(iso, language),
                                          percent=lambda v: format_percent(v, 2))
        save_pdf(html, path, {"progress-chart.png": self.chart.image()})

    def export_class_pdf(self) -> None:
        self._save_as(QCoreApplication.translate("SeasonWindow", "Export the class list as PDF"),
                      QCoreApplication.translate("SeasonWindow", "class list"), ".pdf", self.write_class_pdf)

    def write_class_pdf(self, path: str) -> None:
        save_pdf(season_sheet.class_html(class_progress(self.chosen_evenings(), current_language()), _labels()), path)

    # -- simultaneous games ------------------------------------------------------------------

    def _merge_tab(self) -> QWidget:
        page = QWidget()
        self.club_files = QListWidget()
        add = QPushButton(QCoreApplication.translate("SeasonWindow", "Add the clubs' files…"))
        add.clicked.connect(self.choose_club_files)
        clear = QPushButton(QCoreApplication.translate("SeasonWindow", "Clear"))
        clear.clicked.connect(self.clear_club_files)
        self.merge_note = QLabel(QCoreApplication.translate("SeasonWindow", "Add the session files of one prepared game, played in several clubs."))
        self.merge_note.setWordWrap(True)
        self.merge_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.merge_model = RowsModel(_labels().merge_headers, numeric=(0, 3, 4, 5, 6))
        self.merge_view = _table(self.merge_model, stretch=1)
        pdf = QPushButton(QCoreApplication.translate("SeasonWindow", "Export as PDF…"))
        pdf.clicked.connect(self.export_merge_pdf)
        csv = QPushButton(QCoreApplication.translate("SeasonWindow", "Export as CSV…"))
        csv.clicked.connect(self.export_merge_csv)
        self.merge_exports = [pdf, csv]
        buttons = QHBoxLayout()
        buttons.addWidget(add)
        buttons.addWidget(clear)
        buttons.addStretch(1)
        buttons.addWidget(pdf)
        buttons.addWidget(csv)
        layout = QVBoxLayout(page)
        layout.addLayout(buttons)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.club_files)
        splitter.addWidget(self.merge_view)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([120, 600])
        layout.addWidget(self.merge_note)
        layout.addWidget(splitter, 1)
        for button in self.merge_exports:
            button.setEnabled(False)
        return page

    def choose_club_files(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, QCoreApplication.translate("SeasonWindow", "Choose the clubs' session files"), "",
                                                QCoreApplication.translate("SeasonWindow", "Session files ({0})").format(SESSION_FILTER))
        if paths:
            self.add_club_files(paths)

    def add_club_files(self, paths: list[str]) -> None:
        for path in paths:
            self.club_files.addItem(path)
        self._merge()

    def clear_club_files(self) -> None:
        self.club_files.clear()
        self.merge = None
        self.merge_model.set_rows([])
        self.merge_note.setText(QCoreApplication.translate("SeasonWindow", "Add the session files of one prepared game, played in several clubs."))
        for button in self.merge_exports:
            button.setEnabled(False)

    def _merge(self) -> None:
        paths = [self.club_files.item(i).text() for i in range(self.club_files.count())]
        self.merge_note.setText(QCoreApplication.translate("SeasonWindow", "Reading {0} files…").format(len(paths)))
        jobs = default_jobs() if len(paths) > 20 else 1
        language = current_language()
        self._start(lambda: merge_sessions(paths, jobs, language=language), self._merged, self._merge_refused)

    def _merged(self, merge: Merge) -> None:
        self.merge = merge
        words = _labels()
        self.merge_model.set_headers(words.merge_headers)
        self.merge_model.set_rows(season_sheet.merge_cells(merge, words))
        self.merge_note.setText(QCoreApplication.translate("SeasonWindow", "Game identity {0}: {1} clubs, {2} players, {3} turns, top total {4}.").format(
            short_identity(merge.identity), len(merge.clubs), len(merge.rows), merge.turns, merge.top_total))
        self.merge_note.setStyleSheet("")
        for button in self.merge_exports:
            button.setEnabled(True)

    def _merge_refused(self, reason: str) -> None:
        self.merge = None
        self.merge_model.set_rows([])
        self.merge_note.setText(QCoreApplication.translate("SeasonWindow", "Not merged: {0}").format(reason))
        self.merge_note.setStyleSheet("color: #b00020; font-weight: bold;")
        for button in self.merge_exports:
            button.setEnabled(False)

    def export_merge_pdf(self) -> None:
        if self.merge is not None:
            self._save_as(QCoreApplication.translate("SeasonWindow", "Export the ranking as PDF"),
                          QCoreApplication.translate("SeasonWindow", "simultaneous game"), ".pdf", self.write_merge_pdf)

    def write_merge_pdf(self, path: str) -> None:
        assert self.merge is not None
        save_pdf(season_sheet.merge_html(self.merge, _labels()), path)

    def export_merge_csv(self) -> None:
        if self.merge is not None:
            self._save_as(QCoreApplication.translate("SeasonWindow", "Export the ranking as CSV"),
                          QCoreApplication.translate("SeasonWindow", "simultaneous game"), ".csv", self.write_merge_csv)

    def write_merge_csv(self, path: str) -> None:
        assert self.merge is not None
        replace_file(path, season_sheet.merge_csv(self.merge, _labels(), csv_style()))

    def closeEvent(self, event) -> None:
        self.wait_for_work()
        super().closeEvent(event)


def _rule_message(rule: SeasonRule):
    from duplicate.base.errors import Message

    return Message("season_rule", RULE_NAMES[rule])


__all__ = ["SeasonWindow"]
