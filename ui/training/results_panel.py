"""The results panel of a training game: what a played turn was worth.

After the move the panel shows the player's move against the top, the deviation for the
turn and the game, the percentage of the tops, and the best 20 moves of the turn with the
player's own marked. Every figure comes from the engine (``duplicate.training``).
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from duplicate import training
from duplicate.notation import format_move
from duplicate.rules import ScoredMove
from duplicate.session import Session
from duplicate.training import TrainingSummary
from ui.training.style import ACCENT, MUTED, OWN_BACKGROUND, TOP_COLOUR, bold, card, deviation_colour, signed
from ui.widgets.engine_text import score_text
from ui.widgets.language import format_percent


class ResultsPanel(QWidget):
    """Heading, key figures, details and the ranked moves of one played turn.

    API for the page: ``show_turn()`` (a played turn), ``show_no_turn()`` (the game ended
    before any), ``set_game_over()`` and ``own_row()``; it tells the page through
    ``nextRequested`` and ``moveSelected`` (a ranked move picked, to show on the board).
    """

    nextRequested = Signal()
    moveSelected = Signal(object)  # the ScoredMove picked in the ranked list

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.edition = session.edition
        self._ranked_rows: list[ScoredMove] = []

        heading_card, layout = card()
        self.result_heading = bold(QLabel(), 1.15)
        self.result_heading.setWordWrap(True)
        self.result_heading.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.result_heading)
        figures = QGridLayout()
        figures.setHorizontalSpacing(8)
        self.figure_labels: dict[str, QLabel] = {}
        for column, (key, caption) in enumerate((
            ("score", self.tr("your move")), ("top", self.tr("top")),
            ("turn", self.tr("this turn")), ("game", self.tr("game")), ("percent", self.tr("of the tops")),
        )):
            value = QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            bold(value, 1.6)
            label = QLabel(caption)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet(f"color: {MUTED.name()};")
            figures.addWidget(value, 0, column)
            figures.addWidget(label, 1, column)
            self.figure_labels[key] = value
        layout.addLayout(figures)
        self.result_detail = QLabel()
        self.result_detail.setWordWrap(True)
        self.result_detail.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.result_detail)

        self.ranked_table = QTableWidget(0, 4)
        self.ranked_table.setHorizontalHeaderLabels([self.tr("Rank"), self.tr("Points"), self.tr("Move"), self.tr("Note")])
        self.ranked_table.verticalHeader().setVisible(False)
        self.ranked_table.verticalHeader().setDefaultSectionSize(22)
        self.ranked_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.ranked_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.ranked_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.ranked_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.ranked_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.ranked_table.itemSelectionChanged.connect(self._on_selection)
        self.ranked_caption = QLabel(self.tr("Best moves of the turn — click one to see it on the board"))
        self.ranked_caption.setStyleSheet(f"color: {MUTED.name()};")

        self.next_button = QPushButton(self.tr("Next turn (Enter)"))
        self.next_button.setObjectName("primary")
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next_button.clicked.connect(self.nextRequested)

        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        column.addWidget(heading_card)
        column.addWidget(self.ranked_caption)
        column.addWidget(self.ranked_table, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.next_button)
        column.addLayout(row)

    # -- what the page calls ----------------------------------------------------------------------

    def show_turn(self, number: int, summary: TrainingSummary, hints: Sequence[str]) -> None:
        """The results of played turn ``number``; ``hints``: the hints used, as written."""
        session = self.session
        turn = session.turn(number)
        assert turn.committed is not None
        result = next((r for r in summary.results if r.turn == number), None)
        own = training.player_move(session, number)
        top = turn.committed
        entry = turn.entries.get(training.TABLE)
        if own is not None:
            yours = f"<b>{format_move(own.move, self.edition)}</b>"
        elif entry is not None and entry.text:
            yours = self.tr("<b>{0}</b> (not valid: {1})").format(entry.text, getattr(entry.outcome, "message", ""))
        else:
            yours = self.tr("no move")
        found = own is not None and own.points >= top.points
        verdict = self.tr("Top found!") if found else ""
        self.result_heading.setText(self.tr("Turn {0}: you played {1}; the top is <b>{2}</b>. {3}").format(
            number, yours, format_move(top.move, self.edition), verdict))
        score = result.score if result else 0
        deviation = score - top.points
        self._set_figure("score", str(score))
        self._set_figure("top", str(top.points), TOP_COLOUR)
        self._set_figure("turn", signed(deviation), deviation_colour(deviation))
        s = summary
        self._set_figure("game", signed(s.deviation), deviation_colour(s.deviation))
        self._set_figure("percent", format_percent(s.percent), ACCENT)
        details = [self.tr("Rack {0}").format(result.rack if result else session.tiles_text(turn.rack.tiles))]
        if own is not None:
            rank = training.move_rank(session, number, own)
            details.append(self.tr("your move ranks {0}").format(rank) if rank else self.tr("your move ranks below 500th"))
        tops = session.tops(number)
        if len(tops) > 1:
            details.append(self.tr("%n moves share the top", "", len(tops)))
        if hints:
            details.append(self.tr("hints used: {0}").format(", ".join(hints)))
        details.append(self.tr("game: {0} of {1}").format(s.total, s.top_total))
        self.result_detail.setText(" · ".join(details))
        self._fill_ranked(number, own)

    def show_no_turn(self, reason: str) -> None:
        """The game ended before any turn was played."""
        self.result_heading.setText(self.tr("The game ended before any turn was played."))
        self.result_detail.setText(reason)
        for label in self.figure_labels.values():
            label.setText("—")
        self.ranked_table.setRowCount(0)

    def set_game_over(self, over: bool) -> None:
        self.next_button.setText(self.tr("Game summary (Enter)") if over else self.tr("Next turn (Enter)"))

    def own_row(self) -> int | None:
        """The row of the ranked list marked as the player's move (tests, accessibility)."""
        marker = self.tr("◀ your move")
        for row in range(self.ranked_table.rowCount()):
            if marker in self.ranked_table.item(row, 3).text():
                return row
        return None

    # -- the ranked list --------------------------------------------------------------------------

    def _set_figure(self, key: str, text: str, colour: QColor | None = None) -> None:
        label = self.figure_labels[key]
        label.setText(text)
        label.setStyleSheet(f"color: {colour.name()};" if colour else "")

    def _fill_ranked(self, number: int, own: ScoredMove | None) -> None:
        session = self.session
        every = training.ranked_for_turn(session, number)
        moves = every[:training.RANKED_SHOWN]  # exactly 20 rows; ties further down are not shown
        table = self.ranked_table
        table.blockSignals(True)
        table.setRowCount(0)
        self._ranked_rows = []
        top_points = moves[0].points if moves else 0
        own_listed = False
        previous_points, rank = None, 0
        for index, move in enumerate(moves, start=1):
            if move.points != previous_points:
                rank, previous_points = index, move.points
            is_own = own is not None and training.same_move(move, own)
            own_listed = own_listed or is_own
            self._add_ranked_row(str(rank), move, is_own, move.points == top_points)
        if own is not None and not own_listed:
            rank_value = training.move_rank(session, number, own)
            self._add_ranked_row(str(rank_value) if rank_value else "…", own, True, False)
        table.blockSignals(False)
        table.clearSelection()

    def _add_ranked_row(self, rank: str, move: ScoredMove, is_own: bool, is_top: bool) -> None:
        table = self.ranked_table
        row = table.rowCount()
        table.insertRow(row)
        notes = [self.tr("bingo")] if move.score.bingo else []
        if is_own:
            notes.append(self.tr("◀ your move"))
        cells = [QTableWidgetItem(rank), QTableWidgetItem(str(move.points)),
                 QTableWidgetItem(format_move(move.move, self.edition)), QTableWidgetItem("  ".join(notes))]
        cells[2].setToolTip(score_text(move.score))
        cells[0].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        cells[1].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        for column, cell in enumerate(cells):
            if is_top:
                cell.setForeground(QBrush(TOP_COLOUR))
            if is_own:
                cell.setBackground(QBrush(OWN_BACKGROUND))
                font = QFont(cell.font())
                font.setBold(True)
                cell.setFont(font)
            cell.setData(Qt.ItemDataRole.UserRole, row)
            table.setItem(row, column, cell)
        self._ranked_rows.append(move)

    def _on_selection(self) -> None:
        rows = self.ranked_table.selectionModel().selectedRows()
        if rows:
            self.moveSelected.emit(self._ranked_rows[rows[0].row()])


__all__ = ["ResultsPanel"]
