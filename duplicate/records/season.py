"""A club's season: the standings over many evenings, and each player's progress.

The evenings are chosen by date (``in_season``: a date range, or a club season such as
September to June, ``club_season``); each player's evenings are gathered by their identity
(duplicate.records.evenings.player_key). Three rules rank a season, as clubs do:

- ``best``: the sum of each player's deviations (their "négatif") over their ``best`` best
  evenings. A player who came to fewer evenings than that has fewer evenings counted and is
  ranked after every player who has them all (an absence is never better than an evening
  played); among players with as many evenings counted, the smaller total deviation is better.
- ``percent``: the average of each player's percentage of the top over their evenings
  (over their ``best`` best ones when given).
- ``points``: each evening gives points by rank: the last of n players gets 1, the first n,
  players of equal rank the points of their shared rank; a player's season is the sum over
  their evenings (their ``best`` best ones when given).

Ties: players whose figures are equal share a rank and the next rank is skipped (1, 2, 2, 4),
as an evening's standings do (equal totals share a rank) and as the French federation's
ranking lists print ex aequo players. Players of equal rank are listed by name.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from enum import Enum
from typing import Iterable, Sequence

from duplicate.base.collation import sort_key
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError
from duplicate.records.evenings import Evening, PlayerEvening, TurnLoss

#: The first and last month of a club season (September to June).
SEASON_FIRST_MONTH, SEASON_LAST_MONTH = 9, 6


class SeasonError(DuplicateError):
    """A season that cannot be ranked as asked (no evening, a bad number of evenings)."""


class SeasonRule(Enum):
    BEST = "best"
    PERCENT = "percent"
    POINTS = "points"


#: Each rule's name as the app and the sheets say it.
RULE_NAMES = {
    SeasonRule.BEST: QT_TRANSLATE_NOOP("engine", "total deviation over the best evenings"),
    SeasonRule.PERCENT: QT_TRANSLATE_NOOP("engine", "average percentage of the top"),
    SeasonRule.POINTS: QT_TRANSLATE_NOOP("engine", "points by rank per evening"),
}


def club_season(start_year: int, first_month: int = SEASON_FIRST_MONTH,
                last_month: int = SEASON_LAST_MONTH) -> tuple[date, date]:
    """The first and last day of the club season that starts in ``start_year`` (September
    ``start_year`` to June of the next year by default; a season within one year when the last
    month is not before the first)."""
    end_year = start_year + (1 if last_month < first_month else 0)
    following = date(end_year + (last_month == 12), last_month % 12 + 1, 1)
    return date(start_year, first_month, 1), date.fromordinal(following.toordinal() - 1)


def in_season(evenings: Iterable[Evening], first: date | None, last: date | None) -> list[Evening]:
    """The evenings played from ``first`` to ``last`` (both included; None: no bound), by date;
    an evening whose file gives no date is kept only when no bound is set."""
    kept = [e for e in evenings
            if (first is None and last is None)
            or (e.day is not None and (first is None or e.day >= first) and (last is None or e.day <= last))]
    return sorted(kept, key=lambda e: (e.day or date.min, e.title))


def rank_points(rank: int, players: int) -> int:
    """An evening's points for a rank: n for the first of n players, 1 for the last."""
    return players - rank + 1


@dataclass(frozen=True)
class SeasonRow:
    rank: int
    key: str
    name: str  # the name the player had at their last evening
    evenings: int  # evenings attended
    counted: int  # evenings that count under the rule
    value: float  # the rule's figure: a deviation, an average percentage or points
    deviation: int  # the sum of the deviations over every evening attended
    average_percent: float  # over every evening attended
    best_percent: float


@dataclass(frozen=True)
class SeasonStandings:
    rule: SeasonRule
    best: int | None
    evenings: tuple[Evening, ...]
    rows: tuple[SeasonRow, ...]


def _attended(evenings: Sequence[Evening]) -> dict[str, list[tuple[Evening, PlayerEvening]]]:
    by_player: dict[str, list[tuple[Evening, PlayerEvening]]] = {}
    for evening in evenings:
        for player in evening.players:
            by_player.setdefault(player.key, []).append((evening, player))
    return by_player


def _figure(rule: SeasonRule, player: PlayerEvening) -> float:
    if rule is SeasonRule.BEST:
        return player.deviation
    if rule is SeasonRule.PERCENT:
        return player.percent
    return rank_points(player.rank, player.players)


def season_standings(evenings: Sequence[Evening], rule: SeasonRule, best: int | None = None,
                     language: str = "en") -> SeasonStandings:
    """The season's standings under ``rule`` (``best``: how many of each player's evenings
    count, the best ones; None: all; required by the ``best`` rule); equal figures share a
    rank, their names in ``language``'s alphabetical order."""
    if not evenings:
        raise SeasonError("no_evening", "no evening to rank: choose session files played in the season")
    if best is not None and best < 1:
        raise SeasonError("bad_best", "the number of evenings counted must be 1 or more, not {value}", value=best)
    if rule is SeasonRule.BEST and best is None:
        raise SeasonError("need_best", "the rule of the best evenings needs their number")
    unranked = []
    for key, played in _attended(evenings).items():
        figures = sorted((_figure(rule, p) for _, p in played), reverse=True)
        counted = figures[:best] if best is not None else figures
        if rule is SeasonRule.PERCENT:
            value = round(sum(counted) / len(counted), 2)
        else:
            value = sum(counted)
        percents = [p.percent for _, p in played]
        unranked.append(SeasonRow(
            rank=0, key=key, name=played[-1][1].name, evenings=len(played), counted=len(counted), value=value,
            deviation=sum(p.deviation for _, p in played),
            average_percent=round(sum(percents) / len(percents), 2), best_percent=max(percents)))
    # the best rule ranks players with more evenings counted first (see the module's docstring)
    def order(row: SeasonRow) -> tuple[float, ...]:
        return (-row.counted, -row.value) if rule is SeasonRule.BEST else (-row.value,)

    unranked.sort(key=lambda row: (order(row), sort_key(row.name, language), row.key))
    rows: list[SeasonRow] = []
    previous: tuple[float, ...] | None = None
    rank = 0
    for position, row in enumerate(unranked, start=1):
        if order(row) != previous:
            rank, previous = position, order(row)
        rows.append(SeasonRow(rank, row.key, row.name, row.evenings, row.counted, row.value, row.deviation,
                              row.average_percent, row.best_percent))
    return SeasonStandings(rule, best, tuple(evenings), tuple(rows))


@dataclass(frozen=True)
class ProgressPoint:
    evening: Evening
    percent: float
    deviation: int
    rank: int
    players: int


@dataclass(frozen=True)
class Progress:
    """A player's season, evening by evening."""

    key: str
    name: str
    points: tuple[ProgressPoint, ...]  # by date
    best_percent: float
    average_percent: float
    bingos_found: int
    bingos_missed: int
    worst: tuple[TurnLoss, ...]  # the season's costliest turns, the costliest first


#: How many of the season's costliest turns a player's progress lists.
WORST_TURNS_SHOWN = 5


def player_progress(evenings: Sequence[Evening], key: str) -> Progress:
    """One player's progress over the evenings (by identity: ``PlayerEvening.key``)."""
    played = _attended(evenings).get(key)
    if not played:
        raise SeasonError("no_such_player", "no evening of this player among the files chosen")
    points = tuple(ProgressPoint(e, p.percent, p.deviation, p.rank, p.players) for e, p in played)
    percents = [p.percent for _, p in played]
    losses = sorted((loss for _, p in played for loss in p.worst), key=lambda loss: -loss.lost)
    return Progress(key, played[-1][1].name, points, max(percents), round(sum(percents) / len(percents), 2),
                    sum(p.bingos_found for _, p in played), sum(p.bingos_missed for _, p in played),
                    tuple(losses[:WORST_TURNS_SHOWN]))


def class_progress(evenings: Sequence[Evening], language: str = "en") -> list[Progress]:
    """Every player's progress, by name in ``language``'s alphabetical order (a teacher's class list)."""
    everyone = [player_progress(evenings, key) for key in _attended(evenings)]
    return sorted(everyone, key=lambda p: (sort_key(p.name, language), p.key))


__all__ = ["RULE_NAMES", "Progress", "ProgressPoint", "SeasonError", "SeasonRow", "SeasonRule", "SeasonStandings",
           "class_progress", "club_season", "in_season", "player_progress", "rank_points", "season_standings"]
