"""The ranked moves of a played turn: a filterable, keyboard-navigable table.

The rows come from ``duplicate.training_review.ranked_list`` (the first 20 distinct scores,
ties never cut, the player's own move at its rank). "Show all" asks the engine for every
legal move; that search runs on a worker thread (the worker never touches a Qt object: the
GUI thread picks its outcome up on a timer), so the window never freezes.
"""

from __future__ import annotations

import threading
from typing import Any, Callable, Sequence

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QPersistentModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from duplicate.training import review
from duplicate.rules.board import Board
from duplicate.rules.notation import format_move
from duplicate.rules.checking import ScoredMove
from duplicate.session.session import Session
from duplicate.training.game import same_move
from ui.training.breakdown import breakdown_text
from ui.training.style import MUTED, OWN_BACKGROUND, PROBE_BACKGROUND, TOP_COLOUR, example_reference, read_only_table
from ui.widgets.worker_gc import track_worker

Index = QModelIndex | QPersistentModelIndex


class RankedModel(QAbstractTableModel):
    """Rank, points, move and a note (bingo, the player's move) of each row shown."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.rows: tuple[review.RankedMove, ...] = ()
        self.board = Board()  # the board before the turn (for the score breakdown)
        self._headers = [self.tr("Rank"), self.tr("Points"), self.tr("Move"), self.tr("Note")]

    def set_rows(self, rows: tuple[review.RankedMove, ...]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else 4

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation is Qt.Orientation.Horizontal:
            return self._headers[section]
        return None

    def note(self, row: review.RankedMove) -> str:
        notes = [self.tr("bingo")] if row.scored.score.bingo else []
        if row.own:
            notes.append(self.tr("◀ your move"))
        if row.probe:
            notes.append(self.tr("◀ what if"))
        return "  ".join(notes)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return str(row.rank) if row.rank is not None else "…"
            if column == 1:
                return str(row.points)
            if column == 2:
                return format_move(row.scored.move, self.session.edition)
            return self.note(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and column < 2:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and row.top:
            return QBrush(TOP_COLOUR)
        if role == Qt.ItemDataRole.BackgroundRole and (row.own or row.probe):
            return QBrush(OWN_BACKGROUND if row.own else PROBE_BACKGROUND)
        if role == Qt.ItemDataRole.FontRole and (row.own or row.probe):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole and column == 2:
            return breakdown_text(self.board, row.scored, self.session.edition)
        return None


class Background:
    """One piece of engine work on a worker thread; ``done`` is called on the GUI thread."""

    def __init__(self, owner: QWidget) -> None:
        self._timer = QTimer(owner)
        self._timer.setInterval(40)
        self._timer.timeout.connect(self._collect)
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._outcome: list[Any] = []
        self._done: Callable[[Any], None] | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self, work: Callable[[Callable[[], bool]], Any], done: Callable[[Any], None]) -> None:
        self.cancel()
        cancel = threading.Event()
        outcome: list[Any] = []
        self._cancel, self._outcome, self._done = cancel, outcome, done

        def run() -> None:
            try:
                outcome.append(work(cancel.is_set))
            except Exception as exc:  # noqa: BLE001 - cancelled or failed: reported on the GUI thread
                outcome.append(exc)

        self._thread = threading.Thread(target=run, name="training-review", daemon=True)
        track_worker(self._thread.is_alive)  # no garbage collection freeing Qt objects in the worker
        self._thread.start()
        self._timer.start()

    def _collect(self) -> None:
        if not self._outcome:
            return
        self._timer.stop()
        self._thread = None
        result, done = self._outcome[0], self._done
        if done is not None and not self._cancel.is_set():
            done(result)

    def cancel(self) -> None:
        """Stop waiting for the running work (the search stops at its next check)."""
        self._cancel.set()
        self._timer.stop()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._thread = None

    def wait(self, timeout: float = 30.0) -> None:
        """Block until the work is done and delivered (tests)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            self._collect()


class RankedListView(QWidget):
    """Filter field, count, "Show all" and the ranked table; ``moveSelected`` when a row is picked."""

    moveSelected = Signal(object)  # ScoredMove
    allShown = Signal()  # every legal move is listed ("Show all" done)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.turn_number: int | None = None
        self.own: ScoredMove | None = None
        self.probe: ScoredMove | None = None  # a move asked about, shown at its rank
        self._found: tuple[Sequence[ScoredMove], bool, int | None] = ([], False, review.RANKED_SCORES)
        self.ranked = review.RankedList((), 0, False)
        self.worker = Background(self)

        self.caption = QLabel(self.tr("Best moves of the turn — pick one to see it on the board"))
        self.caption.setStyleSheet(f"color: {MUTED.name()};")
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("Filter: word, square ({0}) or points").format(
            example_reference(session.edition)))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setAccessibleName(self.tr("Filter the moves"))
        self.filter_edit.textChanged.connect(self._apply_filter)
        self.count_label = QLabel()
        self.count_label.setStyleSheet(f"color: {MUTED.name()};")
        self.all_button = QPushButton(self.tr("Show all moves"))
        self.all_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; a click leaves the keyboard be
        self.all_button.clicked.connect(self.show_all)

        self.model = RankedModel(session, self)
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Best moves of the turn"))
        self.table.setModel(self.model)
        read_only_table(self.table, stretch=2, row_height=22)
        self.table.selectionModel().currentRowChanged.connect(self._on_current)
        self.filter_edit.returnPressed.connect(self.table.setFocus)

        tools = QHBoxLayout()
        tools.addWidget(self.filter_edit, 1)
        tools.addWidget(self.count_label)
        tools.addWidget(self.all_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addWidget(self.caption)
        column.addLayout(tools)
        column.addWidget(self.table, 1)

    # -- what the panel calls --------------------------------------------------------------------

    def show_turn(self, turn_number: int, own: ScoredMove | None) -> None:
        """The first distinct scores of a played turn, the player's move at its rank."""
        self.worker.cancel()
        self.turn_number, self.own, self.probe = turn_number, own, None
        self.model.board = self.session.turn(turn_number).board
        self._forget_current()  # nothing of the turn shown before stays picked
        moves, complete = review.turn_moves(self.session, turn_number)
        self._found = (moves, complete, review.RANKED_SCORES)
        self._rebuild()
        self.all_button.setEnabled(True)
        self.all_button.setText(self.tr("Show all moves"))

    def clear(self) -> None:
        self.worker.cancel()
        self.turn_number, self.probe = None, None
        self._found = ([], True, review.RANKED_SCORES)
        self._set_ranked(review.RankedList((), 0, True))

    def found(self) -> tuple[Sequence[ScoredMove], bool]:
        """The moves the list was built from, best first, and whether they are every legal move."""
        return self._found[0], self._found[1]

    def show_all(self) -> None:
        """Every legal move of the turn, searched on a worker thread."""
        number, session = self.turn_number, self.session
        if number is None or self.worker.running:
            return
        self.all_button.setEnabled(False)
        self.all_button.setText(self.tr("Searching…"))

        def work(cancel: Callable[[], bool]) -> list[ScoredMove]:
            return list(review.turn_moves(session, number, every=True, cancel=cancel)[0])

        self.worker.start(work, self._all_found)

    def set_probe(self, probe: ScoredMove | None) -> None:
        """Show ``probe`` (a move asked about) at its rank, marked; None takes it away. A move
        already listed is only selected."""
        asked = probe
        if probe is not None and any(same_move(r.scored, probe) for r in self.ranked.rows if not r.probe):
            probe = None
        shown = self.probe
        if (probe is None) != (shown is None) or (probe is not None and shown is not None and not same_move(probe, shown)):
            self.probe = probe
            self._rebuild()
        self.select(asked)

    def select(self, move: ScoredMove | None) -> None:
        """Make the row of ``move`` current (without reporting it back), scrolled to."""
        rows = self.model.rows
        index = next((i for i, r in enumerate(rows) if move is not None and same_move(r.scored, move)), None)
        selection = self.table.selectionModel()
        selection.blockSignals(True)
        if index is None:
            selection.clearSelection()
            self.table.scrollToTop()
        else:
            self.table.selectRow(index)
            self._scroll_with_ties(index)
        selection.blockSignals(False)
        self.table.viewport().update()

    def _scroll_with_ties(self, index: int) -> None:
        """Scroll so row ``index`` shows with every move tied with it (a tie is never cut at the
        viewport's edge), and from the list's top whenever all of that fits: scrolling just far
        enough to show a row hid the other move sharing the top above it."""
        rows = self.model.rows
        first = last = index
        while first > 0 and rows[first - 1].points == rows[index].points:
            first -= 1
        while last + 1 < len(rows) and rows[last + 1].points == rows[index].points:
            last += 1
        self.table.scrollToTop()
        for row in (last, first, index):  # each one only scrolls as far as it must
            self.table.scrollTo(self.model.index(row, 0))

    def moves(self) -> tuple[review.RankedMove, ...]:
        return self.model.rows

    # -- inside -------------------------------------------------------------------------------------

    def _all_found(self, result: object) -> None:
        if isinstance(result, list):
            self._found = (result, True, None)
            self._rebuild()
            self.all_button.setText(self.tr("All moves shown"))
            self.allShown.emit()
        else:
            self.all_button.setEnabled(True)
            self.all_button.setText(self.tr("Show all moves"))
            self.count_label.setText(self.tr("The search failed: {0}").format(result))

    def _rebuild(self) -> None:
        moves, complete, distinct = self._found
        self._set_ranked(review.ranked_list(moves, self.own, complete=complete, distinct=distinct, probe=self.probe))

    def _set_ranked(self, ranked: review.RankedList) -> None:
        self.ranked = ranked
        self._apply_filter()

    def _forget_current(self) -> None:
        selection = self.table.selectionModel()
        selection.blockSignals(True)
        selection.clear()
        selection.blockSignals(False)

    def _apply_filter(self) -> None:
        """The rows answering the filter; the row picked stays picked (scrolled to with its
        ties), and with none picked the list shows its top, whatever the turn or filter before."""
        current = self.table.currentIndex()
        picked = self.model.rows[current.row()].scored if 0 <= current.row() < len(self.model.rows) else None
        rows = review.filter_rows(self.ranked, self.filter_edit.text(), self.session)
        self.table.selectionModel().blockSignals(True)
        self.model.set_rows(rows)
        self.table.selectionModel().blockSignals(False)
        self._fit_rank_column(rows)
        self.select(picked)
        total, filtered = self.ranked.total, bool(self.filter_edit.text().strip())
        if self.ranked.complete and filtered:
            text = self.tr("{0} of %Ln legal move(s)", "", total).format(QLocale().toString(len(rows)))
        elif self.ranked.complete:
            text = self.tr("%Ln legal move(s)", "", total)
        elif filtered:
            text = self.tr("{0} of the best %Ln move(s)", "", total).format(QLocale().toString(len(rows)))
        else:
            text = self.tr("the best %Ln move(s)", "", total)
        self.count_label.setText(text)
        self.count_label.setMinimumWidth(self.count_label.sizeHint().width())  # the filter field gives way

    def _fit_rank_column(self, rows: Sequence[review.RankedMove]) -> None:
        """The rank column as wide as its widest rank: fitting to contents measures only the
        first thousand rows, and a list of every move ranks 10,000 and more further down."""
        digits = max((len(str(row.rank)) for row in rows if row.rank is not None), default=1)
        header = self.table.horizontalHeader()
        width = max(self.table.fontMetrics().horizontalAdvance("8" * digits) + 18,
                    header.fontMetrics().horizontalAdvance(str(self.model.headerData(0, Qt.Orientation.Horizontal)))
                    + 18)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(0, width)

    def _on_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid() and current.row() < len(self.model.rows):
            self.moveSelected.emit(self.model.rows[current.row()].scored)


__all__ = ["Background", "RankedListView", "RankedModel"]
