"""Qt table models over the session: entries of a turn, the ranked moves, the standings.

They only read the engine's state (session, standings) and send edits back as session
actions through the controller; every number they show was computed by the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QHeaderView

from duplicate.base.errors import QT_TRANSLATE_NOOP  # PySide6's says it returns object; this one says str
from duplicate.rules.notation import format_move, format_reference
from duplicate.rules.checking import ScoredMove
from duplicate.session.disclosure import HIDDEN_SCORE, SHOW_ALL, Disclosure
from duplicate.session.session import Session, Turn
from duplicate.session.standings import Standings, TurnCell, cell_for, compute_standings, standing_columns
from ui.widgets.controller import SessionController
from ui.widgets.engine_text import message_text, score_text
from ui.widgets.language import current_language, format_number

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
TOP_COLOUR = QColor("#c62828")
ERROR_COLOUR = QColor("#b71c1c")
OK_COLOUR = QColor("#1b5e20")
MUTED_COLOUR = QColor("#666666")
WARNING_COLOUR = QColor("#b34700")  # 4.5:1 and more on white and the alternate rows


def status_text(cell: TurnCell) -> str:
    """How a player's turn reads in a table."""
    if cell.status == "move":
        return QCoreApplication.translate("models", "accepted word") if cell.overridden else QCoreApplication.translate("models", "valid")
    if cell.status == "invalid":
        return message_text(cell.error) if cell.error else QCoreApplication.translate("models", "invalid")
    return {"no_move": QCoreApplication.translate("models", "no move"), "missing": QCoreApplication.translate("models", "missing"), "absent": QCoreApplication.translate("models", "not playing")}.get(cell.status, cell.status)


class _Table(QAbstractTableModel):
    headers: tuple[str, ...] = ()

    def columnCount(self, parent: Index = QModelIndex()) -> int:
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


def entry_summary(cell: TurnCell, shown: Disclosure = SHOW_ALL) -> str:
    """A stored entry in a few words, as the arbiter reads it: ``H4 DELUTE 18``; while the
    moves are hidden (a mirrored screen), "a move handed in" without its words or points."""
    if cell.status == "no_move":
        return QCoreApplication.translate("models", "no move")
    if not shown.moves:
        return QCoreApplication.translate("models", "a move handed in")
    if cell.status == "invalid":
        return QCoreApplication.translate("models", "{0} (invalid)").format(cell.text)
    return f"{cell.text} {cell.score}"


@dataclass(frozen=True)
class EntryColumn:
    """One column of the entries table: its heading, what it shows, how it is aligned.

    The columns are listed once (``EntriesModel.COLUMNS``); a new column (a phone's state,
    the time a move was handed in) is one more item there."""

    key: str
    heading: str
    display: Callable[[EntryRow], Any]
    numeric: bool = False


@dataclass(frozen=True)
class EntryRow:
    table: int
    name: str
    cell: TurnCell
    rank: int | None = None  # the move's place in the turn's ranked moves, when listed


def _status(row: EntryRow, shown: Disclosure = SHOW_ALL) -> str:
    cell = row.cell
    # hidden moves: an invalid entry says so, not why (the reason names the word)
    parts = [QCoreApplication.translate("models", "invalid") if cell.status == "invalid" and not shown.moves
             else status_text(cell)]
    note = cell.written_note() if shown.scores else None
    if note:
        parts.append(QCoreApplication.translate("models", "written {0}, real {1}: warning").format(cell.written, cell.score) if cell.score_warning
                     else QCoreApplication.translate("models", "written {0}, real {1}").format(cell.written, cell.score))
    if cell.warnings:
        parts.append(QCoreApplication.translate("models", "warnings: {0}").format(cell.warnings))
    if cell.penalty:
        parts.append(QCoreApplication.translate("models", "penalty: {0}").format(cell.penalty))
    return "; ".join(parts)


def turn_to_show(session: Session, number: int | None) -> Turn | None:
    """Turn ``number`` when the session has it, else the turn in play, else the last turn."""
    if number is not None and 1 <= number <= len(session.turns):
        return session.turn(number)
    return session.current_turn or (session.turns[-1] if session.turns else None)


def _ranks(ranked: Sequence[ScoredMove], wanted: set) -> dict:
    """The place (1 = first) of each wanted move in the ranked list, read only as far as needed."""
    found: dict = {}
    for place, scored in enumerate(ranked, start=1):
        if len(found) == len(wanted):
            break
        if scored.move in wanted:
            found.setdefault(scored.move, place)
    return found


class EntriesModel(_Table):
    """One row per player of the shown turn: what they handed in and how it scores."""

    COLUMNS: tuple[EntryColumn, ...] = (
        EntryColumn("table", QT_TRANSLATE_NOOP("models", "Table"), lambda r: r.table, numeric=True),
        EntryColumn("name", QT_TRANSLATE_NOOP("models", "Name"), lambda r: r.name),
        EntryColumn("move", QT_TRANSLATE_NOOP("models", "Move"), lambda r: r.cell.text or ("—" if r.cell.status == "no_move" else "")),
        EntryColumn("points", QT_TRANSLATE_NOOP("models", "Points"),
                    lambda r: r.cell.score if r.cell.status in ("move", "invalid", "no_move") else "", numeric=True),
        EntryColumn("rank", QT_TRANSLATE_NOOP("models", "Rank"), lambda r: "" if r.rank is None else r.rank,
                    numeric=True),
        EntryColumn("written", QT_TRANSLATE_NOOP("models", "Written"), lambda r: "" if r.cell.written is None else r.cell.written, numeric=True),
        EntryColumn("status", QT_TRANSLATE_NOOP("models", "Status"), _status),
    )
    KEYS = tuple(c.key for c in COLUMNS)
    TABLE, NAME, MOVE, SCORE, WRITTEN, STATUS = map(KEYS.index, ("table", "name", "move", "points", "written", "status"))
    TableRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, controller: SessionController) -> None:
        super().__init__()
        self.controller = controller
        self.headers = tuple(QCoreApplication.translate("models", c.heading) for c in self.COLUMNS)
        self.turn_number: int | None = None
        self._rows: list[EntryRow] = []
        #: What may be shown (a mirrored screen hides the moves and ranks while players look).
        self.disclosure: Disclosure = SHOW_ALL
        self._reload()

    def set_disclosure(self, disclosure: Disclosure) -> None:
        if disclosure != self.disclosure:
            self.disclosure = disclosure
            self.refresh()

    def _hidden(self, column: EntryColumn, row: EntryRow) -> Any:
        """What a column shows while the moves or their points are hidden (a mirrored screen
        during the turn; None: the column as usual): "handed in", a dash for every score."""
        cell = row.cell
        shown = self.disclosure
        if column.key == "move" and cell.status in ("move", "invalid") and not shown.moves:
            return QCoreApplication.translate("models", "handed in")
        if column.key == "rank" and not shown.ranks:
            return ""
        if column.key in ("points", "written") and not shown.scores:
            return HIDDEN_SCORE if column.display(row) != "" else ""
        if column.key == "status" and not (shown.moves and shown.scores):
            return _status(row, shown)
        return None

    def configure_header(self, header: QHeaderView) -> None:
        """Columns fit their contents; names are elided; the status takes the free width."""
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.NAME, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(self.NAME, 160)
        header.setSectionResizeMode(self.STATUS, QHeaderView.ResizeMode.Stretch)

    def show_turn(self, number: int | None) -> None:
        self.turn_number = number
        self.refresh()

    def _turn(self):
        return turn_to_show(self.controller.session, self.turn_number)

    def _reload(self) -> None:
        session = self.controller.session
        turn = self._turn()
        self._rows = []
        if turn is None:
            return
        ranks = _ranks(self.controller.ranked(turn.number) or (),
                       {e.outcome.move for e in turn.entries.values() if isinstance(e.outcome, ScoredMove)})
        for table in sorted(session.players):
            player = session.players[table]
            if not player.active(turn.number) and table not in turn.entries:
                continue
            entry = turn.entries.get(table)
            move = entry.outcome.move if entry is not None and isinstance(entry.outcome, ScoredMove) else None
            self._rows.append(EntryRow(table, player.label, cell_for(session, turn, table), ranks.get(move)))

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def table_at(self, row: int) -> int | None:
        return self._rows[row].table if 0 <= row < len(self._rows) else None

    def row_of_table(self, table: int) -> int | None:
        for row, item in enumerate(self._rows):
            if item.table == table:
                return row
        return None

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        cell = row.cell
        column = self.COLUMNS[index.column()]
        if role in (DISPLAY, Qt.ItemDataRole.EditRole, Qt.ItemDataRole.ToolTipRole) and self.disclosure.hiding:
            hidden = self._hidden(column, row)
            if hidden is not None:
                return hidden
        if role in (DISPLAY, Qt.ItemDataRole.EditRole):
            return column.display(row)
        if role == self.TableRole:
            return row.table
        if role == Qt.ItemDataRole.ForegroundRole:
            if cell.status == "invalid":
                return QBrush(ERROR_COLOUR)
            if cell.status in ("missing", "absent"):
                return QBrush(MUTED_COLOUR)
            if column.key == "written" and cell.wrong_written and self.disclosure.scores:
                return QBrush(QColor("white"))
        if (role == Qt.ItemDataRole.BackgroundRole and column.key == "written" and cell.wrong_written
                and self.disclosure.scores):
            return QBrush(WARNING_COLOUR)
        if role == Qt.ItemDataRole.ToolTipRole and column.key in ("status", "name"):
            return column.display(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and column.numeric:
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
        written = self._rows[index.row()].cell.written
        typed = self.controller.read_typed(text, turn.number)  # typed in the cell: the app's reading
        stored = typed.text if typed is not None else text
        return self.controller.attempt(lambda: session.enter_move(table, stored, written, turn=turn.number))


class TopListModel(_Table):
    """The ranked moves of a turn (the turn in play, or the one the arbiter browses): tops in
    red, the master move starred, and the tables that played each move, so "what did my move
    rank?" is answered by a glance."""

    RANK, POINTS, REF, WORD, BLANKS, TABLES = range(6)
    MoveRole = Qt.ItemDataRole.UserRole + 1

    def __init__(self, controller: SessionController) -> None:
        super().__init__()
        self.controller = controller
        self.headers = (QCoreApplication.translate("models", "#"), QCoreApplication.translate("models", "Points"), QCoreApplication.translate("models", "Reference"), QCoreApplication.translate("models", "Word"), QCoreApplication.translate("models", "Blanks"), QCoreApplication.translate("models", "Tables"))
        self.turn_number: int | None = None  # None: the turn in play, else the last turn
        self._moves: Sequence[ScoredMove] = ()
        self._master: ScoredMove | None = None
        self._tables: dict[object, list[int]] = {}
        self._unranked: int | None = None  # the shown turn, while its moves are not ranked yet
        self._reload()
        self._search_unranked()

    def show_turn(self, number: int | None) -> None:
        self.turn_number = number
        self.refresh()

    def refresh(self) -> None:
        super().refresh()
        self._search_unranked()

    def _search_unranked(self) -> None:
        """Ask for the shown turn's moves once the reset is over: the search's start is
        announced at once, and the page refreshes this model then (never a reset in a reset)."""
        if self._unranked is not None:
            self.controller.request_ranked(self._unranked)

    def shown_turn(self):
        return turn_to_show(self.controller.session, self.turn_number)

    def _reload(self) -> None:
        turn = self.shown_turn()
        # kept as the search gave it: a move is scored when a row shows it (thousands can tie)
        ranked = self.controller.ranked(turn.number) if turn is not None else None
        self._moves = ranked if ranked is not None else ()
        self._unranked = turn.number if turn is not None and ranked is None else None
        self._master = (turn.committed or turn.master if turn is not None else None) or (
            self._moves[0] if self._moves else None)
        self._tables = {}
        if turn is not None:
            for table, entry in sorted(turn.entries.items()):
                if isinstance(entry.outcome, ScoredMove):
                    self._tables.setdefault(entry.outcome.move, []).append(table)

    @property
    def moves(self) -> Sequence[ScoredMove]:
        return self._moves

    def rank_of(self, move) -> int | None:
        """A move's place in the list (1 = first), if listed."""
        return next((i + 1 for i, m in enumerate(self._moves) if m.move == move), None)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
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
            if column == self.TABLES:
                return ", ".join(map(str, self._tables.get(move, ())))
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

    def row_of_move(self, text: str) -> int | None:
        """The row of a move given in its canonical text, if listed."""
        edition = self.controller.session.edition
        return next((i for i, m in enumerate(self._moves) if format_move(m.move, edition) == text), None)

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
        self.standings: Standings = compute_standings(controller.session, language=current_language())

    def _reload(self) -> None:
        self.standings = compute_standings(self.controller.session, language=current_language())

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.standings.rows)


class StandingsModel(_StandingsTable):
    RANK, TABLE, NAME, TOTAL, DEVIATION, PERCENT, TURN, SOLOS, WARNINGS, PENALTIES = range(10)
    #: Each column's name among the engine's standings columns (``standing_columns``); None: the app's own.
    KEYS = ("rank", "table", "name", "total", "deviation", "percent", None, "solos", "warnings", "penalties")

    def hidden_columns(self) -> list[int]:
        """The columns the session's rules do not show (a points-only class: deviation, %, solos...)."""
        shown = standing_columns(self.controller.session.rules)
        return [i for i, key in enumerate(self.KEYS) if key is not None and key not in shown]

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
                row.rank, row.table, row.label, row.total, row.deviation, format_number(row.exact_percent, 2),
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
    """Per-turn grid: players by rank (rank, table and name), one column per committed turn
    (score, solo, penalties, warnings), the total and the deviation."""

    def __init__(self, controller: SessionController) -> None:
        super().__init__(controller)
        self._reload()

    def _reload(self) -> None:
        super()._reload()
        session = self.controller.session
        turns = session.committed_turns
        #: A points-only class shows no deviation: the total is the last column.
        self.deviation_shown = "deviation" in standing_columns(session.rules)
        self.headers = (
            QCoreApplication.translate("models", "Rank"), QCoreApplication.translate("models", "Player"),
            *[QCoreApplication.translate("models", "Turn {0}\ntop {1}").format(t.number, t.top_score) for t in turns],
            QCoreApplication.translate("models", "Total"),
            *([QCoreApplication.translate("models", "Deviation")] if self.deviation_shown else []),
        )

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        if not index.isValid():
            return None
        row = self.standings.rows[index.row()]
        column = index.column()
        last = len(self.headers) if not self.deviation_shown else len(self.headers) - 1  # the deviation's column
        if column in (0, 1, last - 1, last):
            if role == DISPLAY:
                return {0: row.rank, 1: f"{row.label} ({row.table})", last - 1: row.total, last: row.deviation}[column]
            if role == Qt.ItemDataRole.ForegroundRole and column == last and row.deviation < 0:
                return QBrush(ERROR_COLOUR)
            if role == Qt.ItemDataRole.TextAlignmentRole and column != 1:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        cell = row.cells[column - 2]
        if cell.status == "absent":  # not a real 0: the player was not there
            return self._absent(row.table, cell, role)
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
            if not self.deviation_shown:  # a points-only class
                return QCoreApplication.translate("models", "{0}: {1}; top {2}").format(
                    cell.text or status_text(cell), cell.score, cell.top)
            return QCoreApplication.translate("models", "{0}: {1}; top {2}; deviation {3}").format(
                cell.text or status_text(cell), cell.score, cell.top, cell.deviation
            )
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _absent(self, table: int, cell: TurnCell, role: int) -> Any:
        """A turn the player did not play (before joining, after leaving): a dash, and why."""
        if role == DISPLAY:
            return "—"
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(MUTED_COLOUR)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role != Qt.ItemDataRole.ToolTipRole:
            return None
        session = self.controller.session
        player = session.players[table]
        if cell.turn < player.joined:
            why = QCoreApplication.translate("models", "Not playing: joined at turn {0}").format(player.joined)
            counts = session.rules.late_deviation == "start"
        else:
            why = QCoreApplication.translate("models", "Not playing: left before turn {0}").format(player.left)
            counts = True
        if counts:
            return why + ". " + QCoreApplication.translate(
                "models", "The turn's top ({0}) counts in the deviation.").format(cell.top)
        return why + ". " + QCoreApplication.translate(
            "models", "The turn's top ({0}) does not count in the deviation.").format(cell.top)
