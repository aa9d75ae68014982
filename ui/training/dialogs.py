"""Dialogs of solo training: the start options, the end-of-game summary and the history.

They show what the engine computed (``duplicate.training``: summaries, history, progress);
the start dialog only gathers choices, remembered in QSettings for the next game.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSet,
    QChart,
    QChartView,
    QLineSeries,
    QScatterSeries,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QCoreApplication, QMargins, QPointF, QSettings, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from duplicate.ruleset import load_preset
from duplicate.training import TIME_CHOICES, HistoryItem, TrainingSummary, progress_points
from ui.training.style import (
    ACCENT,
    GAIN_COLOUR,
    LOSS_COLOUR,
    MUTED,
    deviation_colour,
    edition_label,
    local_date,
    signed,
    time_label,
)
from ui.widgets.engine_text import end_reason_text, preset_description
from ui.widgets.forms import choose_game_to_replay, edition_box, preset_box, word_list_row
from ui.widgets.language import format_number, format_percent

def big_number(value: str, caption: str, colour: QColor | None = None) -> QWidget:
    """A figure in large type over its caption (the summary's and the results' key numbers)."""
    box = QFrame()
    box.setObjectName("figure")
    box.setStyleSheet("#figure { background: #FBFAF6; border: 1px solid #DDD8CC; border-radius: 8px; }")
    layout = QVBoxLayout(box)
    layout.setContentsMargins(12, 8, 12, 8)
    layout.setSpacing(0)
    number = QLabel(value)
    number.setObjectName("value")
    font = number.font()
    font.setPointSizeF(font.pointSizeF() * 2.0)
    font.setBold(True)
    number.setFont(font)
    number.setAlignment(Qt.AlignmentFlag.AlignCenter)
    if colour is not None:
        number.setStyleSheet(f"color: {colour.name()};")
    label = QLabel(caption)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setStyleSheet(f"color: {MUTED.name()};")
    layout.addWidget(number)
    layout.addWidget(label)
    return box


def _chart_view(chart: QChart) -> QChartView:
    chart.setBackgroundRoundness(6)
    chart.setMargins(QMargins(6, 6, 6, 6))
    chart.legend().setVisible(False)
    view = QChartView(chart)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumHeight(220)
    return view


def deviation_chart(deviations: Sequence[int]) -> QChartView:
    """Bars of the points lost in each turn, down from zero; a short green bar up marks a turn
    where the top was found (it has no loss to show), turn numbers below."""
    chart = QChart()
    chart.setTitle(QCoreApplication.translate("charts", "Deviation from the top, turn by turn"))
    title_font = chart.titleFont()
    title_font.setBold(True)
    chart.setTitleFont(title_font)
    low = min([0, *deviations])
    axis_y = QValueAxis()
    axis_y.setRange(min(-10.0, float(low)), 0.0)
    axis_y.applyNiceNumbers()
    span = axis_y.max() - axis_y.min()
    step = span / max(1, axis_y.tickCount() - 1)
    stub = max(1.0, span * 0.04)
    axis_y.setRange(axis_y.min(), stub * 1.5)
    axis_y.setTickType(QValueAxis.TickType.TicksDynamic)  # ticks on round numbers, from 0 down
    axis_y.setTickAnchor(0.0)
    axis_y.setTickInterval(step)
    axis_y.setLabelFormat("%d")
    axis_y.setTitleText(QCoreApplication.translate("charts", "Points"))
    lost = QBarSet(QCoreApplication.translate("charts", "Points lost"))
    lost.setColor(LOSS_COLOUR)
    lost.setBorderColor(LOSS_COLOUR.darker(120))
    lost.setLabelColor(QColor("#33302A"))
    found = QBarSet(QCoreApplication.translate("charts", "Top found"))
    found.setColor(GAIN_COLOUR)
    found.setBorderColor(GAIN_COLOUR)
    found.setLabelColor(QColor(0, 0, 0, 0))  # a marker, not a number
    for value in deviations:
        lost.append(float(value) if value < 0 else 0.0)
        found.append(stub if value >= 0 else 0.0)
    series = QStackedBarSeries()
    series.append(lost)
    series.append(found)
    series.setBarWidth(0.7 if len(deviations) > 6 else 0.45)
    series.setLabelsVisible(len(deviations) <= 30)
    series.setLabelsPosition(QStackedBarSeries.LabelsPosition.LabelsInsideBase)
    series.setLabelsFormat("@value")
    chart.addSeries(series)
    axis_x = QBarCategoryAxis()
    axis_x.append([str(i + 1) for i in range(len(deviations))])
    axis_x.setTitleText(QCoreApplication.translate("charts", "Turn"))
    chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(axis_x)
    series.attachAxis(axis_y)
    view = _chart_view(chart)
    chart.legend().setVisible(True)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    return view


def progress_chart(points: Sequence[tuple[str, float]]) -> QChartView:
    """The percentage of the tops of each finished game, with the average of the last five."""
    chart = QChart()
    chart.setTitle(QCoreApplication.translate("charts", "Progress: percentage of the tops, game by game"))
    title_font = chart.titleFont()
    title_font.setBold(True)
    chart.setTitleFont(title_font)
    line = QLineSeries()
    line.setName(QCoreApplication.translate("charts", "Percentage"))
    line.setPen(QPen(ACCENT, 2.5))
    dots = QScatterSeries()
    dots.setMarkerSize(10)
    dots.setColor(ACCENT)
    dots.setBorderColor(QColor("white"))
    average = QLineSeries()
    average.setName(QCoreApplication.translate("charts", "Average of the last 5 games"))
    average.setPen(QPen(QColor("#E07B00"), 2, Qt.PenStyle.DashLine))
    values = [p for _, p in points]
    for index, value in enumerate(values, start=1):
        line.append(QPointF(index, value))
        dots.append(QPointF(index, value))
        window = values[max(0, index - 5):index]
        average.append(QPointF(index, sum(window) / len(window)))
    for series in (line, average, dots):
        chart.addSeries(series)
    axis_x = QValueAxis()
    axis_x.setRange(0.5, max(1, len(values)) + 0.5)
    axis_x.setLabelFormat("%d")
    axis_x.setTickType(QValueAxis.TickType.TicksDynamic)
    axis_x.setTickAnchor(1)
    axis_x.setTickInterval(max(1, len(values) // 10))
    axis_x.setTitleText(QCoreApplication.translate("charts", "Game"))
    axis_y = QValueAxis()
    low = max(0.0, min(min(values, default=50.0) - 5, 50.0)) // 10 * 10
    axis_y.setRange(low, 100.0)
    axis_y.setTickCount(int((100 - low) // (10 if low >= 50 else 20)) + 1)
    axis_y.setLabelFormat("%d %%")
    axis_y.setTitleText(QCoreApplication.translate("charts", "% of the tops"))
    chart.addAxis(axis_x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(axis_y, Qt.AlignmentFlag.AlignLeft)
    for series in (line, average, dots):
        series.attachAxis(axis_x)
        series.attachAxis(axis_y)
    chart.legend().setVisible(True)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    view = _chart_view(chart)
    chart.legend().setVisible(True)
    chart.legend().markers(dots)[0].setVisible(False)
    return view


def _item(text: object, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(str(text))
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _table(headers: Sequence[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().setVisible(False)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return table


# -- start --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TrainingChoice:
    """What the player chose for a new game (the window creates it)."""

    edition: str
    lexicon_path: str | None
    preset: str
    seconds_per_move: int
    seed: int | None
    prepared_file: str | None
    player: str


class TrainingStartDialog(QDialog):
    """Edition, word list, preset, time per move, and random racks (seed) or a game to replay."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New training game"))
        self.settings = QSettings()
        self.choice: TrainingChoice | None = None

        self.player_edit = QLineEdit()
        self.edition_box = edition_box()
        self.lexicon_edit, lexicon_row = word_list_row(self)
        self.preset_box = preset_box()
        self.preset_note = QLabel()
        self.preset_note.setWordWrap(True)
        self.preset_note.setStyleSheet(f"color: {MUTED.name()};")
        self.preset_box.currentIndexChanged.connect(self._show_preset)

        self.time_group = QButtonGroup(self)
        time_row = QHBoxLayout()
        for seconds in TIME_CHOICES:
            button = QRadioButton(self.tr("Off") if seconds == 0 else self.tr("{0} min").format(seconds // 60))
            self.time_group.addButton(button, seconds)
            time_row.addWidget(button)
        time_row.addStretch(1)

        self.random_button = QRadioButton(self.tr("Random racks, seed:"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.prepared_button = QRadioButton(self.tr("Replay the racks of a game:"))
        self.prepared_edit = QLineEdit()
        self.prepared_edit.setPlaceholderText(self.tr("a session file or a game record (JSON)"))
        prepared_choose = QPushButton(self.tr("Choose…"))
        prepared_choose.clicked.connect(self._choose_prepared)
        self.random_button.setChecked(True)
        racks = QGroupBox(self.tr("Racks"))
        racks_layout = QGridLayout(racks)
        racks_layout.addWidget(self.random_button, 0, 0)
        racks_layout.addWidget(self.seed_edit, 0, 1, 1, 2)
        racks_layout.addWidget(self.prepared_button, 1, 0)
        racks_layout.addWidget(self.prepared_edit, 1, 1)
        racks_layout.addWidget(prepared_choose, 1, 2)
        note = QLabel(self.tr("Replaying a club game gives you its racks (and its edition): compare your "
                              "result with the room's."))
        note.setWordWrap(True)
        note.setStyleSheet(f"color: {MUTED.name()};")
        racks_layout.addWidget(note, 2, 0, 1, 3)

        form = QFormLayout()
        form.addRow(self.tr("Your name"), self.player_edit)
        form.addRow(self.tr("Edition"), self.edition_box)
        form.addRow(self.tr("Word list"), lexicon_row)
        form.addRow(self.tr("Rules"), self.preset_box)
        form.addRow("", self.preset_note)
        form.addRow(self.tr("Time per move"), time_row)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start playing"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(racks)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self._restore()
        self.resize(640, 440)

    # -- preferences -------------------------------------------------------------------------

    def _restore(self) -> None:
        s = self.settings
        self.player_edit.setText(str(s.value("training/player", self.tr("Me"))))
        self.edition_box.setCurrentIndex(max(0, self.edition_box.findData(s.value("training/edition", "fr"))))
        self.lexicon_edit.setText(str(s.value("training/lexicon", "") or ""))
        self.preset_box.setCurrentIndex(max(0, self.preset_box.findData(s.value("training/preset", "fisf"))))
        seconds = int(s.value("training/seconds", 180))
        button = self.time_group.button(seconds if seconds in TIME_CHOICES else 180)
        button.setChecked(True)
        self._show_preset()

    def _save(self, choice: TrainingChoice) -> None:
        s = self.settings
        s.setValue("training/player", choice.player)
        s.setValue("training/edition", choice.edition)
        s.setValue("training/lexicon", choice.lexicon_path or "")
        s.setValue("training/preset", choice.preset)
        s.setValue("training/seconds", choice.seconds_per_move)

    def _show_preset(self) -> None:
        self.preset_note.setText(preset_description(load_preset(self.preset_box.currentData() or "fisf")))

    # -- choosers ------------------------------------------------------------------------------

    def _choose_prepared(self) -> None:
        path = choose_game_to_replay(self, self.tr("A game to replay"))
        if path:
            self.prepared_edit.setText(path)
            self.prepared_button.setChecked(True)

    def select_time(self, seconds: int) -> None:
        self.time_group.button(seconds).setChecked(True)

    # -- result ----------------------------------------------------------------------------------

    def _accept(self) -> None:
        seed_text = self.seed_edit.text().strip()
        prepared = None
        if self.prepared_button.isChecked():
            prepared = self.prepared_edit.text().strip()
            if not prepared:
                QMessageBox.warning(self, self.tr("Replay a game"), self.tr("Choose the game whose racks to replay."))
                return
        elif seed_text and not seed_text.isdigit():
            QMessageBox.warning(self, self.tr("Seed"), self.tr("The seed is a whole number (or empty for a random one)."))
            return
        self.choice = TrainingChoice(
            edition=str(self.edition_box.currentData()),
            lexicon_path=self.lexicon_edit.text().strip() or None,
            preset=str(self.preset_box.currentData()),
            seconds_per_move=max(0, self.time_group.checkedId()),
            seed=int(seed_text) if seed_text and prepared is None else None,
            prepared_file=prepared,
            player=self.player_edit.text().strip() or self.tr("Me"),
        )
        self._save(self.choice)
        self.accept()


# -- end of game --------------------------------------------------------------------------------


class SummaryDialog(QDialog):
    """The end of a game: total against the tops, percentage, the turns lost most, the chart."""

    historyRequested = Signal()
    newGameRequested = Signal()

    def __init__(self, summary: TrainingSummary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = summary
        self.setWindowTitle(self.tr("Training game — summary"))
        heading = QLabel(self.tr("Game over") if summary.finished else self.tr("Game so far"))
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        heading.setFont(font)
        details = [
            self.tr("%n turn(s)", "", summary.turns),
            edition_label(summary.edition),
            summary.rules,
            time_label(summary.seconds_per_move),
            self.tr("%n hint(s) used", "", summary.hints_used),
        ]
        if summary.source:
            details.append(self.tr("racks of {0}").format(summary.source))
        if summary.end_reason:
            details.append(self.tr("ended: {0}").format(end_reason_text(summary.end_reason)))
        self.details_label = QLabel(" · ".join(details))
        self.details_label.setWordWrap(True)
        self.details_label.setStyleSheet(f"color: {MUTED.name()};")

        figures = QHBoxLayout()
        self.total_figure = big_number(str(summary.total), self.tr("your total"))
        self.tops_figure = big_number(str(summary.top_total), self.tr("sum of the tops"))
        self.deviation_figure = big_number(signed(summary.deviation), self.tr("deviation"),
                                           deviation_colour(summary.deviation))
        self.percent_figure = big_number(format_percent(summary.percent), self.tr("of the tops"), ACCENT)
        for figure in (self.total_figure, self.tops_figure, self.deviation_figure, self.percent_figure):
            figures.addWidget(figure)

        self.chart = deviation_chart(summary.deviations)

        lost = summary.lost_most(3)
        if lost:
            lost_text = ", ".join(self.tr("turn {0} ({1})").format(r.turn, signed(r.deviation)) for r in lost)
            self.lost_label = QLabel(self.tr("Turns lost most: {0}").format(lost_text))
        else:
            self.lost_label = QLabel(self.tr("Every top found: a perfect game!"))
        self.lost_label.setStyleSheet("font-weight: bold;")
        worst = {r.turn for r in lost}
        self.table = _table([self.tr("Turn"), self.tr("Rack"), self.tr("Your move"), self.tr("Points"),
                             self.tr("Top"), self.tr("Top points"), self.tr("Deviation"), self.tr("Hints")])
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        for result in summary.results:
            row = self.table.rowCount()
            self.table.insertRow(row)
            move = result.move or {"no_move": self.tr("no move"), "missing": self.tr("no move")}.get(result.status, "")
            if result.status == "invalid":
                move = self.tr("{0} (not valid)").format(result.move)
            cells = [
                _item(result.turn, True), _item(result.rack), _item(move), _item(result.score, True),
                _item(result.top_move), _item(result.top, True), _item(signed(result.deviation), True),
                _item(len(result.hints) or "", True),
            ]
            for column, cell in enumerate(cells):
                if result.turn in worst:
                    cell.setBackground(QBrush(QColor("#FBE3DF")))
                if column == 6:
                    cell.setForeground(QBrush(deviation_colour(result.deviation)))
                self.table.setItem(row, column, cell)

        buttons = QDialogButtonBox()
        self.history_button = buttons.addButton(self.tr("History and progress…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button = buttons.addButton(self.tr("New game…"), QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)
        self.history_button.clicked.connect(self._history)
        self.new_button.clicked.connect(self._new_game)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.details_label)
        layout.addLayout(figures)
        layout.addWidget(self.chart, 3)
        layout.addWidget(self.lost_label)
        layout.addWidget(self.table, 2)
        layout.addWidget(buttons)
        self.resize(900, 760)

    def _history(self) -> None:
        self.accept()
        self.historyRequested.emit()

    def _new_game(self) -> None:
        self.accept()
        self.newGameRequested.emit()


# -- history ------------------------------------------------------------------------------------


class HistoryDialog(QDialog):
    """Every training game of the folder, with its percentage, and the progress over games.

    Unfinished games are listed too and can be resumed from here.
    """

    resumeRequested = Signal(str)

    def __init__(self, history: Sequence[HistoryItem], folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Training history"))
        self.history = list(history)
        finished = [i for i in self.history if i.finished and i.summary.turns]
        heading = QLabel(self.tr("Training history"))
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        heading.setFont(font)
        figures = QHBoxLayout()
        percents = [i.summary.percent for i in finished]
        figures.addWidget(big_number(str(len(finished)), self.tr("games finished")))
        figures.addWidget(big_number(format_percent(sum(percents) / len(percents)) if percents else "—",
                                     self.tr("average")))
        figures.addWidget(big_number(format_percent(max(percents)) if percents else "—", self.tr("best game"), GAIN_COLOUR))
        recent = percents[-5:]
        figures.addWidget(big_number(format_percent(sum(recent) / len(recent)) if recent else "—",
                                     self.tr("last 5 games"), ACCENT))
        self.chart = progress_chart(progress_points(self.history))

        self.table = _table([self.tr("Date"), self.tr("Edition"), self.tr("Turns"), self.tr("Total"), self.tr("Tops"),
                             self.tr("Deviation"), self.tr("%"), self.tr("Hints"), self.tr("State"), self.tr("Rules")])
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for item in reversed(self.history):  # newest first
            s = item.summary
            row = self.table.rowCount()
            self.table.insertRow(row)
            state = self.tr("finished") if item.finished else self.tr("in progress — resume")
            cells = [
                _item(local_date(s.created)), _item(edition_label(s.edition)), _item(s.turns, True),
                _item(s.total, True), _item(s.top_total, True), _item(signed(s.deviation), True),
                _item(format_number(s.percent, 1) if s.turns else "—", True), _item(s.hints_used, True), _item(state),
                _item(" · ".join(x for x in (s.rules, time_label(s.seconds_per_move), s.source) if x)),
            ]
            for column, cell in enumerate(cells):
                cell.setData(Qt.ItemDataRole.UserRole, str(item.path))
                if not item.finished:
                    cell.setForeground(QBrush(ACCENT))
                    if column == 8:
                        bold = QFont(cell.font())
                        bold.setBold(True)
                        cell.setFont(bold)
                self.table.setItem(row, column, cell)
        self.table.itemDoubleClicked.connect(self._activated)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.folder_label = QLabel(self.tr("Games are saved in {0}").format(folder))
        self.folder_label.setStyleSheet(f"color: {MUTED.name()};")
        self.folder_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        buttons = QDialogButtonBox()
        self.resume_button = buttons.addButton(self.tr("Resume the game"), QDialogButtonBox.ButtonRole.ActionRole)
        self.resume_button.setEnabled(False)
        self.resume_button.clicked.connect(self._resume_selected)
        buttons.addButton(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(figures)
        layout.addWidget(self.chart, 3)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.folder_label)
        layout.addWidget(buttons)
        self.resize(960, 780)

    def _selected_path(self) -> str | None:
        items = self.table.selectedItems()
        return items[0].data(Qt.ItemDataRole.UserRole) if items else None

    def _selection_changed(self) -> None:
        path = self._selected_path()
        item = next((i for i in self.history if str(i.path) == path), None)
        self.resume_button.setEnabled(item is not None and item.resumable)

    def _resume_selected(self) -> None:
        path = self._selected_path()
        if path:
            self.accept()
            self.resumeRequested.emit(path)

    def _activated(self, cell: QTableWidgetItem) -> None:
        path = cell.data(Qt.ItemDataRole.UserRole)
        item = next((i for i in self.history if str(i.path) == path), None)
        if item is not None and item.resumable:
            self.accept()
            self.resumeRequested.emit(path)


__all__ = [
    "HistoryDialog",
    "SummaryDialog",
    "TrainingChoice",
    "TrainingStartDialog",
    "deviation_chart",
    "edition_label",
    "progress_chart",
    "signed",
]
