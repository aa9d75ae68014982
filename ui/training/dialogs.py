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
    QCategoryAxis,
    QChart,
    QChartView,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QCoreApplication, QMargins, QSettings, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
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
    QPushButton,
    QRadioButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from duplicate.rules.presets import load_preset, rules_label
from duplicate.training.game import TIME_CHOICES, TrainingSummary, TurnResult
from duplicate.training.stats import (
    LOST_BINGO, LOST_INVALID, LOST_NO_MOVE, LOST_OTHER, LOST_PENALTY, LOST_PREMIUM, PlayStats, play_stats,
)
from ui.training.style import (
    ACCENT,
    GAIN_COLOUR,
    HINT_COLOUR,
    LOSS_COLOUR,
    MUTED,
    deviation_colour,
    edition_label,
    read_only_table,
    signed,
    time_label,
)
from ui.widgets.engine_text import end_reason_text, message_text, preset_description
from ui.widgets.forms import choose_game_to_replay, default_edition, edition_box, preset_box, word_list_row
from ui.widgets.language import format_percent
from ui.widgets import questions
from ui.widgets.preferences import stored_int

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


def deviation_chart(deviations: Sequence[int], hinted: Sequence[bool] = ()) -> QChartView:
    """Bars of the points lost in each turn, down from zero; a short bar up marks a turn where
    the top was found (it has no loss to show): green when found alone, amber when found after
    a hint (``hinted``, per turn), turn numbers below."""
    chart = QChart()
    chart.setTitle(QCoreApplication.translate("charts", "Deviation from the top, turn by turn"))
    title_font = chart.titleFont()
    title_font.setBold(True)
    chart.setTitleFont(title_font)
    low = min([0, *deviations])
    nice = QValueAxis()
    nice.setRange(min(-10.0, float(low)), 0.0)
    nice.applyNiceNumbers()
    span = nice.max() - nice.min()
    step = span / max(1, nice.tickCount() - 1)
    stub = max(1.0, span * 0.04)
    # the scale is written with a true minus sign (a value axis can only print "-")
    axis_y = QCategoryAxis()
    axis_y.setRange(nice.min(), stub * 1.5)
    axis_y.setStartValue(nice.min())
    axis_y.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
    tick = nice.min()
    while tick <= 0.0 + 1e-9:
        axis_y.append(signed(round(tick)) if tick < 0 else "0", tick)
        tick += step
    axis_y.setTitleText(QCoreApplication.translate("charts", "Points"))
    lost = QBarSet(QCoreApplication.translate("charts", "Points lost"))
    lost.setColor(LOSS_COLOUR)
    lost.setBorderColor(LOSS_COLOUR.darker(120))
    lost.setLabelColor(QColor("#33302A"))
    found = QBarSet(QCoreApplication.translate("charts", "Top found"))
    found.setColor(GAIN_COLOUR)
    found.setBorderColor(GAIN_COLOUR)
    found.setLabelColor(QColor(0, 0, 0, 0))  # a marker, not a number
    with_hint = QBarSet(QCoreApplication.translate("charts", "Top found with a hint"))
    with_hint.setColor(HINT_COLOUR)
    with_hint.setBorderColor(HINT_COLOUR.darker(130))
    with_hint.setLabelColor(QColor(0, 0, 0, 0))
    for number, value in enumerate(deviations):
        helped = number < len(hinted) and hinted[number]
        lost.append(float(value) if value < 0 else 0.0)
        found.append(stub if value >= 0 and not helped else 0.0)
        with_hint.append(stub if value >= 0 and helped else 0.0)
    series = QStackedBarSeries()
    series.append(lost)
    series.append(found)
    if any(hinted):
        series.append(with_hint)
    series.setBarWidth(0.7 if len(deviations) > 6 else 0.45)
    series.setLabelsVisible(False)  # a label inside a short bar overlaps it: the table lists the values
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


def play_stats_text(play: PlayStats) -> str:
    """What some turns say about the play (``duplicate.training_stats``), as two sentences."""
    if not play.turns:
        return QCoreApplication.translate("training", "No game counted yet: finish a game to see your statistics.")
    # no %n: pyside6-lupdate skipped the old plural sentence (its count was an attribute), so it
    # stayed English; and it gives translate() plural forms only for a literal count
    tops = QCoreApplication.translate(
        "training", "Tops found: <b>{0}</b> without a hint, <b>{1}</b> with hints (turns counted: <b>{2}</b>).")
    bingos = QCoreApplication.translate(
        "training", "Bingos found: <b>{0}</b>, missed: <b>{1}</b>, found but not the top: <b>{2}</b>.")
    found = " ".join((tops.format(play.tops_found, play.tops_with_hints, play.turns),
                      bingos.format(play.bingos_found, play.bingos_missed, play.bingos_not_top)))
    lost = QCoreApplication.translate(
        "training", "Points lost: <b>{0}</b> on missed bingos, <b>{1}</b> on premium squares (letter and word) "
        "the top used better, <b>{2}</b> elsewhere, <b>{3}</b> on invalid moves, <b>{4}</b> with no move "
        "(passed or out of time).").format(
            play.lost_by(LOST_BINGO), play.lost_by(LOST_PREMIUM), play.lost_by(LOST_OTHER),
            play.lost_by(LOST_INVALID), play.lost_by(LOST_NO_MOVE))
    if play.warnings or play.lost_by(LOST_PENALTY):
        lost += " " + QCoreApplication.translate(
            "training", "Warnings: <b>{0}</b>, <b>{1}</b> points taken off.").format(
                play.warnings, play.lost_by(LOST_PENALTY))
    return found + "<br>" + lost


def _item(text: object, align_right: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(str(text))
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _table(headers: Sequence[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    read_only_table(table)
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
    tournament: bool = False  # as in a competition (see duplicate.training.TrainingOptions)


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
        self.preset_box = preset_box(for_a_room=False)
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
        self.seed_edit.setAccessibleName(self.tr("Seed"))
        self.prepared_button = QRadioButton(self.tr("Replay the racks of a game:"))
        self.prepared_edit = QLineEdit()
        self.prepared_edit.setPlaceholderText(self.tr("a session file or a game record (JSON)"))
        self.prepared_edit.setAccessibleName(self.tr("Game to replay"))
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
        note = QLabel(self.tr("Replaying a club game gives you its racks, its rules and its time (and its edition); "
                              "after each turn and at the end, your rank among the players who were there."))
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
        self.tournament_check = QCheckBox(self.tr("As in a competition"))
        self.tournament_check.setToolTip(self.tr(
            "No check and no score while you place your move: it is judged after the time. An illegal move "
            "is accepted and scores 0, as an arbiter would rule; you may write your score (a wrong one is a "
            "warning if the rules say so). No hints."))
        form.addRow("", self.tournament_check)

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
        self.edition_box.setCurrentIndex(max(0, self.edition_box.findData(s.value("training/edition", default_edition()))))
        self.lexicon_edit.setText(str(s.value("training/lexicon", "") or ""))
        self.preset_box.setCurrentIndex(max(0, self.preset_box.findData(s.value("training/preset", "fisf"))))
        seconds = stored_int(s, "training/seconds", 180)
        button = self.time_group.button(seconds if seconds in TIME_CHOICES else 180)
        button.setChecked(True)
        self.tournament_check.setChecked(str(s.value("training/tournament", "false")).lower() == "true")
        self._show_preset()

    def _save(self, choice: TrainingChoice) -> None:
        s = self.settings
        s.setValue("training/player", choice.player)
        s.setValue("training/edition", choice.edition)
        s.setValue("training/lexicon", choice.lexicon_path or "")
        s.setValue("training/preset", choice.preset)
        s.setValue("training/seconds", choice.seconds_per_move)
        s.setValue("training/tournament", "true" if choice.tournament else "false")

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
                questions.warn(self, self.tr("Replay a game"), self.tr("Choose the game whose racks to replay."))
                return
        elif seed_text and not seed_text.isdigit():
            questions.warn(self, self.tr("Seed"), self.tr("The seed is a whole number (or empty for a random one)."))
            return
        self.choice = TrainingChoice(
            edition=str(self.edition_box.currentData()),
            lexicon_path=self.lexicon_edit.text().strip() or None,
            preset=str(self.preset_box.currentData()),
            seconds_per_move=max(0, self.time_group.checkedId()),
            seed=int(seed_text) if seed_text and prepared is None else None,
            prepared_file=prepared,
            player=self.player_edit.text().strip() or self.tr("Me"),
            tournament=self.tournament_check.isChecked(),
        )
        self._save(self.choice)
        self.accept()


# -- end of game --------------------------------------------------------------------------------


def summary_heading(summary: TrainingSummary) -> str:
    if summary.ended_early:
        return QCoreApplication.translate("SummaryDialog", "Game ended early (not counted in the averages)")
    return QCoreApplication.translate("SummaryDialog", "Game over") if summary.finished else QCoreApplication.translate("SummaryDialog", "Game so far")


def turn_move_text(result: TurnResult) -> str:
    """The player's move of a turn as the summary writes it (``no move``, ``… (not valid)``)."""
    if result.status == "invalid":
        return QCoreApplication.translate("SummaryDialog", "{0} (not valid)").format(result.move)
    if result.late:
        return QCoreApplication.translate("SummaryDialog", "{0} (after the time: void)").format(result.late)
    return result.move or {"no_move": QCoreApplication.translate("SummaryDialog", "no move"), "missing": QCoreApplication.translate("SummaryDialog", "no move")}.get(result.status, "")


def warning_text(warnings: int, penalty: int) -> str:
    """A turn's warnings and the points they took off (``1 (−5)``), empty for none."""
    if not warnings and not penalty:
        return ""
    return f"{warnings} ({signed(-penalty)})" if penalty else str(warnings)


class SummaryDialog(QDialog):
    """The end of a game: total against the tops, percentage, the turns lost most, the chart."""

    historyRequested = Signal()
    newGameRequested = Signal()
    turnRequested = Signal(int)  # a row clicked: review that turn

    def __init__(self, summary: TrainingSummary, parent: QWidget | None = None,
                 ranks: Sequence[tuple[int, int] | None] = ()) -> None:
        super().__init__(parent)
        self.summary = summary
        self.ranks = tuple(ranks)  # the rank among the room after each turn (a club's game)
        self.setWindowTitle(self.tr("Training game — summary"))
        heading = QLabel(summary_heading(summary))
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        heading.setFont(font)
        self.details = self.details_texts(summary)
        self.details_label = QLabel(" · ".join(self.details))
        self.details_label.setWordWrap(True)
        self.details_label.setStyleSheet(f"color: {MUTED.name()};")

        figures = QHBoxLayout()
        self.total_figure = big_number(str(summary.total), self.tr("your total"))
        self.tops_figure = big_number(str(summary.top_total), self.tr("sum of the tops"))
        self.deviation_figure = big_number(signed(summary.deviation), self.tr("deviation"),
                                           deviation_colour(summary.deviation))
        self.percent_figure = big_number(format_percent(summary.exact_percent), self.tr("of the tops"), ACCENT)
        for figure in (self.total_figure, self.tops_figure, self.deviation_figure, self.percent_figure):
            figures.addWidget(figure)

        self.chart = deviation_chart(summary.deviations, [bool(r.hints) for r in summary.results])

        lost = summary.lost_most(3)
        if lost:
            lost_text = ", ".join(self.tr("turn {0} ({1})").format(r.turn, signed(r.deviation)) for r in lost)
            self.lost_label = QLabel(self.tr("Turns lost most: {0}").format(lost_text))
        else:
            self.lost_label = QLabel(self.tr("Every top found: a perfect game!"))
        self.lost_label.setStyleSheet("font-weight: bold;")
        self.play_label = QLabel(play_stats_text(play_stats(summary.results)))
        self.play_label.setWordWrap(True)
        self.play_label.setTextFormat(Qt.TextFormat.RichText)
        worst = {r.turn for r in lost}
        self.table = _table([self.tr("Turn"), self.tr("Rack"), self.tr("Your move"), self.tr("Points"),
                             self.tr("Top"), self.tr("Top points"), self.tr("Deviation"), self.tr("Hints"),
                             self.tr("Warnings")])
        self.table.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        for result in summary.results:
            row = self.table.rowCount()
            self.table.insertRow(row)
            cells = [
                _item(result.turn, True), _item(result.rack), _item(turn_move_text(result)), _item(result.score, True),
                _item(result.top_move), _item(result.top, True), _item(signed(result.deviation), True),
                _item(len(result.hints) or "", True),
                _item(warning_text(result.warnings, result.penalty), True),
            ]
            for column, cell in enumerate(cells):
                if result.turn in worst:
                    cell.setBackground(QBrush(QColor("#FBE3DF")))
                if column == 6:
                    cell.setForeground(QBrush(deviation_colour(result.deviation)))
                    if result.penalty:
                        cell.setToolTip(self.tr("The move {0}, the warning penalty {1}").format(
                            signed(result.move_deviation), signed(-result.penalty)))
                self.table.setItem(row, column, cell)

        self.table.setToolTip(self.tr("Double-click a turn to review it"))
        self.table.cellDoubleClicked.connect(self._review)

        buttons = QDialogButtonBox()
        self.history_button = buttons.addButton(self.tr("History and progress…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button = buttons.addButton(self.tr("New game…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.pdf_button = buttons.addButton(self.tr("Save as PDF…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.pdf_button.clicked.connect(lambda: self.save_pdf())
        self.saved_label = QLabel()
        self.saved_label.setStyleSheet(f"color: {MUTED.name()};")
        self.folder = ""  # where the PDF is proposed (the training folder, set by the window)
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
        layout.addWidget(self.play_label)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.saved_label)
        layout.addWidget(buttons)
        self.resize(900, 760)

    def details_texts(self, summary: TrainingSummary) -> list[str]:
        """The game's details as the summary says them (and prints them): turns, edition,
        rules, time, hints, the conditions, the racks' source, warnings, the end, the rank
        among the room."""
        details = [
            self.tr("%n turn(s)", "", summary.turns),
            edition_label(summary.edition),
            message_text(rules_label(summary.rules)),
            time_label(summary.seconds_per_move),
            self.tr("%n hint(s) used", "", summary.hints_used),
        ]
        if summary.tournament:
            details.append(self.tr("played as in a competition (no hints, no live check)"))
        if summary.source:
            details.append(self.tr("racks of {0}").format(summary.source))
        if summary.warnings:
            details.append(self.tr("%n warning(s)", "", summary.warnings))
        if summary.penalty:
            details.append(self.tr("{0} points taken off for warnings").format(summary.penalty))
        if summary.end_reason:
            details.append(self.tr("ended: {0}").format(end_reason_text(summary.end_reason)))
        if summary.room_rank is not None and summary.room_size is not None and summary.tournament:
            details.append(self.tr("rank {0} of {1} among the players who were there").format(
                summary.room_rank, summary.room_size))
        elif self.ranks and not summary.tournament:
            details.append(self.tr("played in practice: not ranked among the players who were there"))
        return details

    def save_pdf(self, path: str | None = None) -> str | None:
        """The summary on an A4 page, as a PDF file (asking where unless ``path``)."""
        from PySide6.QtWidgets import QFileDialog

        from ui.training.printable import summary_html
        from ui.widgets.printing import save_pdf

        if path is None:
            stamp = self.summary.created[:10] or "summary"
            base = str(Path(self.folder) / f"{self.tr('Training')} {stamp}.pdf") if self.folder else ""
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the summary as PDF"), base,
                                                  self.tr("PDF files (*.pdf)"))
            if not path:
                return None
        target = Path(path)
        before = target.stat().st_mtime_ns if target.is_file() else None
        save_pdf(summary_html(self.summary, self.details, self.ranks), path)
        if not target.is_file() or target.stat().st_mtime_ns == before:  # the printer says nothing
            self.saved_label.setText(self.tr("Could not write {0}").format(path))
            return None
        self.saved_label.setText(self.tr("Written {0}").format(path))
        return path

    def _history(self) -> None:
        self.accept()
        self.historyRequested.emit()

    def _review(self, row: int, _column: int) -> None:
        self.accept()
        self.turnRequested.emit(self.summary.results[row].turn)

    def _new_game(self) -> None:
        self.accept()
        self.newGameRequested.emit()


__all__ = [
    "SummaryDialog",
    "TrainingChoice",
    "TrainingStartDialog",
    "deviation_chart",
    "edition_label",
    "signed",
]
