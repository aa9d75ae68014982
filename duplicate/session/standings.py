"""Standings of a duplicate session, computed from its committed turns.

Per player and turn: the move's points (0 for an invalid move, no move, nothing entered or
not playing), the solo bonus, warnings (the arbiter's, plus one for a wrong written score
where the rules say so) and penalties. Per player: the total, the deviation from the sum of
the tops (negative, French "négatif"), the percentage of that sum and the rank, equal
totals sharing a rank. A latecomer's tops are counted from the turn they joined or from
turn 1, as the rule set's ``late_deviation`` says. Warnings beyond the tolerated number cost points each.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Sequence

from fractions import Fraction

from duplicate.base.collation import sort_key
from duplicate.base.errors import DuplicateError, Message
from duplicate.base.percentage import percentage
from duplicate.rules.checking import ScoredMove
from duplicate.rules.presets import RuleSet
from duplicate.session.names import team_label

if TYPE_CHECKING:
    from duplicate.session.session import Session, Turn


@dataclass(frozen=True)
class TurnCell:
    """One player's turn in the grid."""

    turn: int
    status: str  # "move", "invalid", "no_move", "missing", "absent"
    score: int
    top: int
    solo: int = 0
    warnings: int = 0
    penalty: int = 0
    text: str | None = None
    error: Message | None = None  # why an invalid move is invalid, said where it is shown
    overridden: bool = False  # a word the list lacks was accepted by the arbiter
    written: int | None = None  # the score the player wrote, if any
    score_warning: bool = False  # the written score is wrong and the rules make that a warning

    @property
    def deviation(self) -> int:
        return self.score - self.top

    @property
    def wrong_written(self) -> bool:
        return self.status == "move" and self.written is not None and self.written != self.score

    def written_note(self) -> str:
        """Why a written score matters: ``written 75, real 77: warning`` (empty when right)."""
        if not self.wrong_written:
            return ""
        return f"written {self.written}, real {self.score}" + (": warning" if self.score_warning else "")


@dataclass(frozen=True)
class StandingRow:
    rank: int
    table: int
    name: str
    total: int
    deviation: int
    percent: float  # the exact percentage as a float: written only through ``exact_percent``
    last_score: int | None
    solos: int
    warnings: int
    penalties: int  # points taken off: penalties and warnings beyond the tolerated ones
    cells: tuple[TurnCell, ...]
    active: bool
    members: tuple[str, ...] = ()  # a team's members

    @property
    def exact_percent(self) -> Fraction:
        """The total as a percentage of the tops counted for the player, exactly: shown and
        exported through ``duplicate.base.percentage.rounded``, the one rounding."""
        return percentage(self.total, self.total - self.deviation)

    @property
    def label(self) -> str:
        """The name as shown: a team's with its members (``Team Blue: Emma, Noah``)."""
        return team_label(self.name, self.members)


@dataclass(frozen=True)
class Standings:
    top_total: int
    rows: tuple[StandingRow, ...]
    turns: int


#: The standings' columns in order, as the sheet, the app and the projector show them.
STANDING_COLUMNS = ("rank", "table", "name", "total", "deviation", "percent", "solos", "warnings", "penalties")
#: What a points-only game (a class) shows: no deviation, percentage, solos, warnings or penalties.
POINTS_ONLY_COLUMNS = ("rank", "table", "name", "total")


def standing_columns(rules: RuleSet) -> tuple[str, ...]:
    """The standings' columns these rules show (``points_only``: rank, table, name, points)."""
    return POINTS_ONLY_COLUMNS if rules.points_only else STANDING_COLUMNS


def cell_for(session: Session, turn: Turn, table: int) -> TurnCell:
    """A player's result for one turn (committed or not: the top is 0 until committed)."""
    rules = session.rules
    top = turn.top_score or 0
    player = session.players[table]
    decision = turn.decisions.get(table)
    warnings = decision.warnings if decision else 0
    penalty = decision.penalty if decision else 0
    if not player.active(turn.number):
        return TurnCell(turn.number, "absent", 0, top, warnings=warnings, penalty=penalty)
    entry = turn.entries.get(table)
    if entry is None:
        return TurnCell(turn.number, "missing", 0, top, warnings=warnings, penalty=penalty)
    if entry.text is None:
        return TurnCell(turn.number, "no_move", 0, top, warnings=warnings, penalty=penalty)
    if isinstance(entry.outcome, ScoredMove):
        points = entry.outcome.points
        score_warning = wrong_written_score(rules, entry.written_score, points)
        warnings += score_warning
        overridden = bool(decision and decision.accept_word)
        return TurnCell(turn.number, "move", points, top, warnings=warnings, penalty=penalty,
                        text=entry.text, overridden=overridden, written=entry.written_score,
                        score_warning=score_warning)
    outcome = entry.outcome
    message = outcome.notice if isinstance(outcome, DuplicateError) else None
    return TurnCell(turn.number, "invalid", 0, top, warnings=warnings, penalty=penalty,
                    text=entry.text, error=message)


def wrong_written_score(rules: RuleSet, written: int | None, points: int) -> bool:
    """Whether a written score earns a warning: one was written, it is wrong, and the rules
    make that a warning (as in the FISF preset)."""
    return rules.wrong_score_warning and written is not None and written != points


def _with_solos(session: Session, turn: Turn, cells: dict[int, TurnCell]) -> dict[int, TurnCell]:
    rules = session.rules
    if rules.solo_bonus <= 0:
        return cells
    active = [t for t, c in cells.items() if c.status != "absent"]
    if len(active) < max(rules.solo_min_players, 2):
        return cells
    best = max(cells[t].score for t in active)
    reaching = [t for t in active if cells[t].score == best]
    if best <= 0 or len(reaching) != 1:
        return cells
    winner = reaching[0]
    old = cells[winner]
    cells = dict(cells)
    cells[winner] = replace(old, solo=rules.solo_bonus)
    return cells


def compute_standings(session: Session, up_to: int | None = None, language: str | None = None) -> Standings:
    """The standings after the committed turns (only those numbered up to ``up_to`` when given).

    Players of equal total share a rank; among them, for readers of ``language`` the names
    are in that language's alphabetical order (``duplicate.base.collation``), else by table."""
    rules = session.rules
    turns = [t for t in session.committed_turns if up_to is None or t.number <= up_to]
    grid: dict[int, list[TurnCell]] = {table: [] for table in session.players}
    for turn in turns:
        cells = {table: cell_for(session, turn, table) for table in session.players}
        cells = _with_solos(session, turn, cells)
        for table, cell in cells.items():
            grid[table].append(cell)
    top_total = sum(t.top_score or 0 for t in turns)
    unranked = []
    for table, player in session.players.items():
        player_cells = grid[table]
        warnings = sum(c.warnings for c in player_cells)
        warning_cost = max(0, warnings - rules.warnings_tolerated) * rules.warning_cost
        penalties = sum(c.penalty for c in player_cells) + warning_cost
        total = sum(c.score + c.solo for c in player_cells) - penalties
        tops = top_total if rules.late_deviation == "start" else sum(
            t.top_score or 0 for t in turns if t.number >= player.joined
        )
        unranked.append(
            (total, table, player.name, player_cells, warnings, penalties,
             player.active(len(session.turns) + 1) or player.active(len(session.turns)), tops)
        )
    if language is None:
        unranked.sort(key=lambda r: (-r[0], r[1]))
    else:
        unranked.sort(key=lambda r: (-r[0], sort_key(team_label(r[2], session.players[r[1]].members), language), r[1]))
    rows = []
    rank = 0
    previous_total: int | None = None
    for position, (total, table, name, player_cells, warnings, penalties, active, tops) in enumerate(unranked, start=1):
        if total != previous_total:
            rank = position
            previous_total = total
        rows.append(
            StandingRow(
                rank=rank,
                table=table,
                name=name,
                total=total,
                deviation=total - tops,
                percent=float(percentage(total, tops)),
                last_score=player_cells[-1].score if player_cells else None,
                solos=sum(1 for c in player_cells if c.solo),
                warnings=warnings,
                penalties=penalties,
                cells=tuple(player_cells),
                active=active,
                members=session.players[table].members,
            )
        )
    return Standings(top_total, tuple(rows), len(turns))


def pages(rows: Sequence[StandingRow], size: int) -> tuple[tuple[int, int], ...]:
    """The standings cut into pages of at most ``size`` rows, as (start, stop) indexes, for a
    screen that shows them in turn: a page never ends between two players of equal rank,
    unless their tie alone is longer than a page."""
    if size < 1:
        raise ValueError("a page holds at least one row")
    cuts: list[tuple[int, int]] = []
    start = 0
    while start < len(rows):
        stop = min(start + size, len(rows))
        if stop < len(rows):
            tie = stop
            while tie > start and rows[tie].rank == rows[tie - 1].rank:
                tie -= 1
            stop = tie if tie > start else stop
        cuts.append((start, stop))
        start = stop
    return tuple(cuts)
