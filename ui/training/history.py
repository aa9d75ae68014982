"""The training history: every game of the folder, statistics that mean something, progress.

The figures come from ``duplicate.training_stats``: only games played to their end count in
the averages (a game ended early is listed as such, and counted only when asked), filtered
by edition, word list and preset; the play statistics (tops, bingos, points lost by kind)
and the progress per edition. A game opens from here: resumed if in progress, else in the
review view.
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from duplicate.base.errors import DuplicateError
from duplicate.base.percentage import Exact
from duplicate.base.spreadsheet import spreadsheet_file
from duplicate.storage.safe_write import replace_file
from duplicate.training import stats
from duplicate.training.stats import EditionStats, HistoryFilter, HistoryItem
from ui.training.dialogs import _chart_view, _item, _table, big_number, play_stats_text
from duplicate.rules.presets import rules_label
from duplicate.words.lexicon import lexicon_label
from ui.widgets.engine_text import csv_style, message_text, records_text
from ui.widgets.language import format_number, format_percent
from ui.training.style import ACCENT, GAIN_COLOUR, MUTED, edition_label, local_date, signed, time_label

#: One colour per edition line of the progress chart.
LINE_COLOURS = ("#1C5FB8", "#E07B00", "#2E8B57", "#8E44AD", "#C0392B", "#16A085")


def progress_chart(editions: Sequence[EditionStats]) -> QChartView:
    """The percentage of the tops of each counted game, one line per edition; with one edition,
    the average of the last five games too."""
    chart = QChart()
    chart.setTitle(QCoreApplication.translate("charts", "Progress: percentage of the tops, game by game"))
    title_font = chart.titleFont()
    title_font.setBold(True)
    chart.setTitleFont(title_font)
    axis_x = QValueAxis()
    longest = max((len(e.progress) for e in editions), default=1)
    axis_x.setRange(0.5, max(1, longest) + 0.5)
    axis_x.setLabelFormat("%d")
    axis_x.setTickType(QValueAxis.TickType.TicksDynamic)
    axis_x.setTickAnchor(1)
    axis_x.setTickInterval(max(1, longest // 10))
    axis_x.setTitleText(QCoreApplication.translate("charts", "Game"))
    values = [p for e in editions for _, p in e.progress]
    low = max(0.0, min(min(values, default=50.0) - 5, 50.0)) // 10 * 10
    axis_y = QValueAxis()
    axis_y.setRange(low, 100.0)
    axis_y.setTickCount(int((100 - low) // (10 if low >= 50 else 20)) + 1)
    axis_y.setLabelFormat("%d %%")
    axis_y.setTitleText(QCoreApplication.translate("charts", "% of the tops"))
    chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
    view = _chart_view(chart)
    chart.legend().setVisible(True)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    for index, edition in enumerate(editions):
        colour = QColor(LINE_COLOURS[index % len(LINE_COLOURS)] if len(editions) > 1 else ACCENT)
        line = QLineSeries()
        line.setName(edition_label(edition.edition))
        line.setPen(QPen(colour, 2.5))
        dots = QScatterSeries()
        dots.setMarkerSize(9)
        dots.setColor(colour)
        dots.setBorderColor(QColor("white"))
        series = [line, dots]
        points = [p for _, p in edition.progress]
        for number, value in enumerate(points, start=1):
            line.append(QPointF(number, value))
            dots.append(QPointF(number, value))
        if len(editions) == 1:
            average = QLineSeries()
            average.setName(QCoreApplication.translate("charts", "Average of the last 5 games"))
            average.setPen(QPen(QColor("#E07B00"), 2, Qt.PenStyle.DashLine))
            for number in range(1, len(points) + 1):
                window = points[max(0, number - 5):number]
                average.append(QPointF(number, sum(window) / len(window)))
            series.insert(1, average)
        for one in series:
            chart.addSeries(one)
            one.attachAxis(axis_x)
            one.attachAxis(axis_y)
        chart.legend().markers(dots)[0].setVisible(False)
    return view


def _percent(value: Exact | None) -> str:
    return format_percent(value) if value is not None else "—"


def _named(key: str, value: str) -> str:
    """A word list's or rule set's name in the app's language (a bundled one's translated)."""
    return message_text(lexicon_label(value) if key == "lexicon" else rules_label(value))


class HistoryDialog(QDialog):
    """Every training game of the folder, its statistics, and the progress over games."""

    resumeRequested = Signal(str)  # a game to open: resumed, or reviewed when over

    def __init__(self, history: Sequence[HistoryItem], folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Training history"))
        self.history = list(history)
        heading = QLabel(self.tr("Training history"))
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        heading.setFont(font)

        choices = stats.choices(self.history)
        self.filter_boxes: dict[str, QComboBox] = {}
        filters = QHBoxLayout()
        for key, caption in (("edition", self.tr("Edition")), ("lexicon", self.tr("Word list")),
                             ("rules", self.tr("Rules"))):
            box = QComboBox()
            box.addItem(self.tr("any"), "")
            for value in choices[key]:
                box.addItem(edition_label(value) if key == "edition" else _named(key, value), value)
            box.currentIndexChanged.connect(self.refresh)
            filters.addWidget(QLabel(caption))
            filters.addWidget(box)
            self.filter_boxes[key] = box
        self.conditions_box = QComboBox()
        self.conditions_box.addItem(self.tr("any"), "")
        self.conditions_box.addItem(self.tr("practice"), stats.PRACTICE)
        self.conditions_box.addItem(self.tr("as in a competition"), stats.COMPETITION)
        self.conditions_box.setToolTip(self.tr("In practice the live check tells whether a move is valid and its "
                                               "score, and hints may be asked: such games are not comparable "
                                               "with games played as in a competition."))
        self.conditions_box.currentIndexChanged.connect(self.refresh)
        filters.addWidget(QLabel(self.tr("Conditions")))
        filters.addWidget(self.conditions_box)
        self.early_check = QCheckBox(self.tr("Count games ended early"))
        self.early_check.toggled.connect(self.refresh)
        filters.addWidget(self.early_check)
        filters.addStretch(1)

        self.figures_row = QHBoxLayout()
        self.play_label = QLabel()
        self.play_label.setWordWrap(True)
        self.play_label.setTextFormat(Qt.TextFormat.RichText)
        self.editions_label = QLabel()
        self.editions_label.setWordWrap(True)
        self.editions_label.setStyleSheet(f"color: {MUTED.name()};")
        self.chart_holder = QVBoxLayout()
        self.chart: QChartView | None = None

        self.table = _table([self.tr("Date"), self.tr("Edition"), self.tr("Turns"), self.tr("Total"), self.tr("Tops"),
                             self.tr("Deviation"), self.tr("%"), self.tr("Hints"), self.tr("State"), self.tr("Rules"),
                             self.tr("Tops found"), self.tr("Bingos found / missed")])
        tops_header = self.table.horizontalHeaderItem(10)
        if tops_header is not None:
            tops_header.setToolTip(self.tr("Tops found without a hint / turns; (+N): found with hints"))
        self.table.horizontalHeader().setSectionResizeMode(9, QHeaderView.ResizeMode.Stretch)
        self.table.itemDoubleClicked.connect(self._activated)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.folder_label = QLabel(self.tr("Games are saved in {0}").format(folder))
        self.folder_label.setStyleSheet(f"color: {MUTED.name()};")
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        buttons = QDialogButtonBox()
        self.resume_button = buttons.addButton(self.tr("Resume the game"), QDialogButtonBox.ButtonRole.ActionRole)
        self.resume_button.setEnabled(False)
        self.resume_button.clicked.connect(self._resume_selected)
        self.csv_button = buttons.addButton(self.tr("Export as CSV…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.csv_button.setToolTip(self.tr("The games listed (with the filters chosen) and their figures, for a "
                                           "spreadsheet"))
        self.csv_button.clicked.connect(lambda: self.export_csv())
        self.folder = folder
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(filters)
        layout.addLayout(self.figures_row)
        layout.addWidget(self.play_label)
        layout.addWidget(self.editions_label)
        layout.addLayout(self.chart_holder, 3)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.folder_label)
        layout.addWidget(buttons)
        self.resize(1000, 820)
        self.refresh()

    # -- filters and figures ------------------------------------------------------------------------

    def wanted(self) -> HistoryFilter:
        values = {key: str(box.currentData() or "") for key, box in self.filter_boxes.items()}
        return HistoryFilter(values["edition"], values["lexicon"], values["rules"], self.early_check.isChecked(),
                             str(self.conditions_box.currentData() or ""))

    def refresh(self) -> None:
        """Figures, statistics, chart and list for the filters chosen."""
        wanted = self.wanted()
        self.stats = result = stats.history_stats(self.history, wanted)
        while self.figures_row.count():
            item = self.figures_row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        percents = [i.summary.exact_percent for i in result.counted]
        recent = result.counted[-5:]
        self.figures_row.addWidget(big_number(str(len(result.counted)), self.tr("games counted")))
        self.figures_row.addWidget(big_number(_percent(result.average), self.tr("average")))
        self.figures_row.addWidget(big_number(_percent(max(percents) if percents else None), self.tr("best game"),
                                              GAIN_COLOUR))
        self.figures_row.addWidget(big_number(_percent(stats.mean_percent(recent)),
                                              self.tr("last 5 games"), ACCENT))
        self.play_label.setText(play_stats_text(result.play))
        self.editions_label.setText(" · ".join(
            self.tr("{0}: %n game(s), average {1}, best {2}", "", e.games).format(
                edition_label(e.edition), _percent(e.average), _percent(e.best)) for e in result.editions))
        if self.chart is not None:
            self.chart_holder.removeWidget(self.chart)
            self.chart.deleteLater()
        self.chart = progress_chart(result.editions)
        self.chart_holder.addWidget(self.chart)
        self._fill_table(result.listed, wanted)

    def state_text(self, item: HistoryItem) -> str:
        if item.finished:
            return self.tr("finished")
        if item.ended_early:
            return self.tr("ended early")
        return self.tr("in progress — resume")

    def _fill_table(self, listed: Sequence[HistoryItem], wanted: HistoryFilter) -> None:
        self.table.setRowCount(0)
        for item in reversed(listed):  # newest first
            s = item.summary
            play = stats.play_stats(s.results)
            row = self.table.rowCount()
            self.table.insertRow(row)
            cells = [
                _item(local_date(s.created)), _item(edition_label(s.edition)), _item(s.turns, True),
                _item(s.total, True), _item(s.top_total, True), _item(signed(s.deviation), True),
                _item(format_number(s.exact_percent, 1) if s.turns else "—", True), _item(s.hints_used, True),
                _item(self.state_text(item)),
                _item(" · ".join(x for x in (_named("rules", s.rules), time_label(s.seconds_per_move), s.source,
                                            self.tr("as in a competition") if s.tournament else "") if x)),
                _item(f"{play.tops_found} (+{play.tops_with_hints}) / {play.turns}" if play.tops_with_hints
                      else f"{play.tops_found} / {play.turns}", True),
                _item(f"{play.bingos_found} / {play.bingos_missed}", True),
            ]
            counted = wanted.counts(item)
            for column, cell in enumerate(cells):
                cell.setData(Qt.ItemDataRole.UserRole, str(item.path))
                if item.resumable:
                    cell.setForeground(QBrush(ACCENT))
                    if column == 8:
                        bold = QFont(cell.font())
                        bold.setBold(True)
                        cell.setFont(bold)
                elif not counted:
                    cell.setForeground(QBrush(MUTED))
                    cell.setToolTip(self.tr("Not counted in the averages"))
                self.table.setItem(row, column, cell)

    # -- the figures for a spreadsheet -------------------------------------------------------------

    def export_csv(self, path: str | None = None) -> str | None:
        """The games listed and their figures as CSV in the language's spreadsheet convention
        (``;`` and decimal commas in French), asking where unless ``path``."""
        style = csv_style()
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Export the history as CSV"), str(self.folder / (self.tr("Training history") + ".csv")),
                self.tr("CSV files, separator {0}, decimal mark {1} (*.csv)").format(style.delimiter, style.decimal))
            if not path:
                return None
        say = records_text
        words = stats.HistoryWords(
            tuple(say(h) for h in stats.HISTORY_HEADERS), tuple((k, say(v)) for k, v in stats.STATE_NAMES),
            tuple((k, say(v)) for k, v in stats.CONDITION_NAMES), (say(stats.YES_NO[0]), say(stats.YES_NO[1])),
            edition_label, lambda name: _named("lexicon", name), lambda name: _named("rules", name))
        try:
            replace_file(path, spreadsheet_file(stats.history_csv(self.history, self.wanted(), words, style)))
        except DuplicateError as exc:
            self.folder_label.setText(message_text(exc))
            return None
        self.folder_label.setText(self.tr("Written {0}").format(path))
        return path

    # -- opening a game -----------------------------------------------------------------------------

    def _selected_path(self) -> str | None:
        items = self.table.selectedItems()
        return items[0].data(Qt.ItemDataRole.UserRole) if items else None

    def _selection_changed(self) -> None:
        path = self._selected_path()
        item = next((i for i in self.history if str(i.path) == path), None)
        self.resume_button.setEnabled(item is not None)
        if item is not None:
            self.resume_button.setText(self.tr("Resume the game") if item.resumable else self.tr("Review the game"))

    def _resume_selected(self) -> None:
        path = self._selected_path()
        if path:
            self.accept()
            self.resumeRequested.emit(path)

    def _activated(self, cell: QTableWidgetItem) -> None:
        path = cell.data(Qt.ItemDataRole.UserRole)
        if path:
            self.accept()
            self.resumeRequested.emit(path)


__all__ = ["HistoryDialog", "progress_chart"]
