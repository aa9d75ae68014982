"""Qt table models over the session: entries of a turn, the ranked moves, the standings.

They only read the engine's state (session, standings) and send edits back as session
actions through the controller; every number they show was computed by the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from duplicate.notation import format_move, format_reference
from duplicate.rules import ScoredMove
from duplicate.standings import Standings, TurnCell, cell_for, compute_standings
from ui.widgets.controller import SessionController
from ui.widgets.engine_text import error_text, score_text
from ui.widgets.language import format_number

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
TOP_COLOUR = QColor("#c62828")
ERROR_COLOUR = QColor("#b71c1c")
OK_COLOUR = QColor("#1b5e20")
MUTED_COLOUR = QColor("#757575")


def status_text(cell: TurnCell) -> str:
    """How a player's turn reads in a table."""
    if cell.status == "move":
        return QCoreApplication.translate("models", "accepted word") if cell.overridden else QCoreApplication.translate("models", "valid")
    if cell.status == "invalid":
        return error_text(cell.error) if cell.error else QCoreApplication.translate("models", "invalid")
    return {"no_move": QCoreApplication.translate("models", "no move"), "missing": QCoreApplication.translate("models", "missing"), "absent": QCoreApplication.translate("models", "not playing")}.get(cell.status, cell.status)


class _Table(QAbstractTableModel):
    headers: tuple[str, ...] = ()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = DISPLAY) -> Any:
        if role == DISPLAY and orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.headers):
            return self.headers[section]
        return None

    def refresh(self) -> None:
        self.beginResetModel()
        self._reload()
        self.endResetModel()

    def _reload(self) -> None:
        raise NotImplementedError


class EntriesModel(_Table):
    """One row per player of the shown turn: what they handed in and how it scores."""

    TABLE, NAME, MOVE, SCORE, WRITTEN, STATUS = range(6)

    def __init__(self, controller: SessionController) -> None:
        super().__init__()
        self.controller = controller
        self.headers = (QCoreApplication.translate("models", "Table"), QCoreApplication.translate("models", "Name"), QCoreApplication.translate("models", "Move"), QCoreApplication.translate("models", "Points"), QCoreApplication.translate("models", "Written"), QCoreApplication.translate("models", "Status"))
        self.turn_number: int | None = None
        self._rows: list[tuple[int, str, TurnCell, int | None]] = []
        self._reload()

    def show_turn(self, number: int | None) -> None:
        self.turn_number = number
        self.refresh()

    def _turn(self):
        session = self.controller.session
        if self.turn_number is not None and 1 <= self.turn_number <= len(session.turns):
            return session.turn(self.turn_number)
        return session.current_turn or (session.turns[-1] if session.turns else None)

    def _reload(self) -> None:
        session = self.controller.session
        turn = self._turn()
        self._rows = []
        if turn is None:
            return
        for table in sorted(session.players):
            player = session.players[table]
            if not player.active(turn.number) and table not in turn.entries:
                continue
            entry = turn.entries.get(table)
            written = entry.written_score if entry is not None else None
            self._rows.append((table, player.name, cell_for(session, turn, table), written))

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def table_at(self, row: int) -> int | None:
        return self._rows[row][0] if 0 <= row < len(self._rows) else None

    def row_of_table(self, table: int) -> int | None:
        for row, item in enumerate(self._rows):
            if item[0] == table:
                return row
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        table, name, cell, written = self._rows[index.row()]
        column = index.column()
        if role in (DISPLAY, Qt.ItemDataRole.EditRole):
            if column == self.TABLE:
                return table
            if column == self.NAME:
                return name
            if column == self.MOVE:
                return cell.text or ("—" if cell.status == "no_move" else "")
            if column == self.SCORE:
                return cell.score if cell.status in ("move", "invalid", "no_move") else ""
            if column == self.WRITTEN:
                return "" if written is None else written
            if column == self.STATUS:
                extra = []
                if cell.warnings:
                    extra.append(QCoreApplication.translate("models", "warnings: {0}").format(cell.warnings))
                if cell.penalty:
                    extra.append(QCoreApplication.translate("models", "penalty: {0}").format(cell.penalty))
                return "; ".join([status_text(cell), *extra])
        if role == Qt.ItemDataRole.ForegroundRole:
            if cell.status == "invalid":
                return QBrush(ERROR_COLOUR)
            if cell.status in ("missing", "absent"):
                return QBrush(MUTED_COLOUR)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.STATUS:
            return status_text(cell)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.TABLE, self.SCORE, self.WRITTEN):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.isValid() and index.column() == self.MOVE:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != self.MOVE:
            return False
        table = self.table_at(index.row())
        turn = self._turn()
        if table is None or turn is None:
            return False
        text = str(value).strip()
        session = self.controller.session
        if not text:
            return self.controller.attempt(lambda: session.clear_entry(table, turn=turn.number))
        if text in ("-", "—"):
            return self.controller.attempt(lambda: session.enter_no_move(table, turn=turn.number))
        return self.controller.attempt(lambda: session.enter_move(table, text, turn=turn.number))


class TopListModel(_Table):
    """The ranked moves of the current turn; tops in red, the master move starred."""

    RANK, POINTS, REF, WORD, BLANKS = range(5)
    MoveRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, controller: SessionController) -> None:
        super().__init__()
        self.controller = controller
        self.headers = (QCoreApplication.translate("models", "#"), QCoreApplication.translate("models", "Points"), QCoreApplication.translate("models", "Reference"), QCoreApplication.translate("models", "Word"), QCoreApplication.translate("models", "Blanks"))
        self._moves: Sequence[ScoredMove] = ()
        self._master: ScoredMove | None = None
        self._reload()

    def _reload(self) -> None:
        # kept as the search gave it: a move is scored when a row shows it (thousands can tie)
        ranked = self.controller.ranked()
        self._moves = ranked if ranked is not None else ()
        turn = self.controller.session.current_turn
        self._master = (turn.master if turn is not None else None) or (self._moves[0] if self._moves else None)

    @property
    def moves(self) -> Sequence[ScoredMove]:
        return self._moves

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._moves)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        scored = self._moves[index.row()]
        edition = self.controller.session.edition
        move = scored.move
        is_top = scored.points == self._moves[0].points
        is_master = self._master is not None and move == self._master.move
        column = index.column()
        if role == DISPLAY:
            if column == self.RANK:
                return ("★ " if is_master else "") + str(index.row() + 1)
            if column == self.POINTS:
                return scored.points
            if column == self.REF:
                return format_reference(move.row, move.col, move.direction, edition.convention)
            if column == self.WORD:
                return move.word_text(edition) + (" *" if scored.score.bingo else "")
            if column == self.BLANKS:
                return move.blanks_used or ""
        if role == Qt.ItemDataRole.ForegroundRole and is_top:
            return QBrush(TOP_COLOUR)
        if role == Qt.ItemDataRole.FontRole and is_master:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return score_text(scored.score)
        if role == self.MoveRole:
            return format_move(move, edition)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.RANK, self.POINTS, self.BLANKS):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def filter_key(self, row: int) -> str:
        scored = self._moves[row]
        edition = self.controller.session.edition
        move = scored.move
        return f"{format_reference(move.row, move.col, move.direction, edition.convention)} {move.word_text(edition)} {scored.points}"


class _StandingsTable(_Table):
    """A table over the engine's standings (one row per player, best first)."""

    def __init__(self, controller: SessionController) -> None:
        super().__init__()
        self.controller = controller
        self.standings: Standings = compute_standings(controller.session)

    def _reload(self) -> None:
        self.standings = compute_standings(self.controller.session)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.standings.rows)


class StandingsModel(_StandingsTable):
    RANK, TABLE, NAME, TOTAL, DEVIATION, PERCENT, TURN, SOLOS, WARNINGS, PENALTIES = range(10)

    def __init__(self, controller: SessionController) -> None:
        super().__init__(controller)
        self.headers = (
            QCoreApplication.translate("models", "Rank"), QCoreApplication.translate("models", "Table"), QCoreApplication.translate("models", "Name"), QCoreApplication.translate("models", "Total"), QCoreApplication.translate("models", "Deviation"), QCoreApplication.translate("models", "%"),
            QCoreApplication.translate("models", "This turn"), QCoreApplication.translate("models", "Solos"), QCoreApplication.translate("models", "Warnings"), QCoreApplication.translate("models", "Penalties"),
        )

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        row = self.standings.rows[index.row()]
        column = index.column()
        if role == DISPLAY:
            values = (
                row.rank, row.table, row.name, row.total, row.deviation, format_number(row.percent, 2),
                "" if row.last_score is None else row.last_score, row.solos or "", row.warnings or "",
                row.penalties or "",
            )
            return values[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.NAME:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and column == self.DEVIATION and row.deviation < 0:
            return QBrush(ERROR_COLOUR)
        return None


class GridModel(_StandingsTable):
    """Per-turn grid: players by rank, one column per committed turn (score, solo, penalties)."""

    def __init__(self, controller: SessionController) -> None:
        super().__init__(controller)
        self._reload()

    def _reload(self) -> None:
        super()._reload()
        turns = self.controller.session.committed_turns
        self.headers = (QCoreApplication.translate("models", "Name"), *[f"{t.number}\n{t.top_score}" for t in turns], QCoreApplication.translate("models", "Total"))

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        row = self.standings.rows[index.row()]
        column = index.column()
        last = len(self.headers) - 1
        if column == 0:
            return f"{row.table}. {row.name}" if role == DISPLAY else None
        if column == last:
            return row.total if role == DISPLAY else None
        cell = row.cells[column - 1]
        if role == DISPLAY:
            text = str(cell.score)
            if cell.solo:
                text += f" +{cell.solo}"
            if cell.penalty:
                text += f" -{cell.penalty}"
            if cell.warnings:
                text += " " + "!" * cell.warnings
            return text
        if role == Qt.ItemDataRole.ForegroundRole:
            if cell.score == cell.top:
                return QBrush(OK_COLOUR)
            if cell.status in ("invalid",):
                return QBrush(ERROR_COLOUR)
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("models", "{0}: {1}; top {2}; deviation {3}").format(
                cell.text or status_text(cell), cell.score, cell.top, cell.deviation
            )
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
