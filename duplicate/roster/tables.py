"""Tonight's table numbers: 1 to n without gaps, each player at last evening's table where
it fits; or, for a club with fixed tables, each member at their usual table.

A club that moves its tables each evening wants them numbered 1..n whoever came: ticking
26 members and unticking the two absent ones must not leave tables 1 and 8 empty. The few
players whose number falls outside 1..n (or is taken) move to the free numbers, and the
renumbering is given back so the arbiter is told who moved.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection, Iterable, Mapping

from duplicate.roster.player import RosterPlayer


def _usual(player: RosterPlayer) -> int | None:
    return player.last_table if player.last_table is not None and player.last_table > 0 else None


def table_for(player: RosterPlayer, taken: Iterable[int], fixed: bool = False) -> int:
    """The table offered to ``player`` when the others hold ``taken``: their table of last
    evening when nobody holds it tonight (and, unless the club has ``fixed`` tables, when it
    leaves no gap below it), else the lowest free number."""
    used = set(taken)
    usual = _usual(player)
    if usual is not None and usual not in used and (fixed or usual <= len(used) + 1):
        return usual
    return lowest_free(used)


def lowest_free(taken: Iterable[int]) -> int:
    used = set(taken)
    table = 1
    while table in used:
        table += 1
    return table


def seat(players: Iterable[RosterPlayer], taken: Iterable[int] = (), fixed: bool = False) -> dict[str, int]:
    """A table for each of ``players`` (by identity), ``taken`` ones left to others: first
    everyone whose last table is free (in the order given when two had the same), then the
    others at the lowest free numbers; unless the club has ``fixed`` tables, numbered 1..n
    without gaps (``numbered``)."""
    chosen = list(players)
    held = set(taken)
    used = set(held)
    tables: dict[str, int] = {}
    for player in chosen:
        usual = _usual(player)
        if usual is not None and usual not in used:
            tables[player.identity] = usual
            used.add(usual)
    for player in chosen:
        if player.identity not in tables:
            tables[player.identity] = lowest_free(used)
            used.add(tables[player.identity])
    return tables if fixed else numbered(tables, held=held)


@dataclass(frozen=True)
class Move:
    """A player moved to another table by a renumbering."""

    identity: str
    old: int
    new: int


def numbered(tables: Mapping[str, int], keep: Collection[str] = (), held: Collection[int] = ()) -> dict[str, int]:
    """``tables`` (identity: table) numbered without gaps from 1, around ``held`` tables
    (others', never given) and those of the players in ``keep`` (a table the arbiter chose
    by hand, kept whatever it is): a player whose table is among the lowest numbers left
    keeps it, the others take the free ones in the order of their tables (so the highest
    move last)."""
    result: dict[str, int] = {i: tables[i] for i in keep if i in tables}
    used = set(held) | set(result.values())
    others = sorted(((t, i) for i, t in tables.items() if i not in result))
    wanted: list[int] = []
    number = 0
    while len(wanted) < len(others):
        number += 1
        if number not in used:
            wanted.append(number)
    free = set(wanted)
    moving = []
    for table, identity in others:
        if table in free:
            result[identity] = table
            free.discard(table)
        else:
            moving.append(identity)
    for identity, table in zip(moving, sorted(free)):
        result[identity] = table
    return result


def renumbering(before: Mapping[str, int], after: Mapping[str, int]) -> list[Move]:
    """Who changed table between ``before`` and ``after`` (players in both), by old table."""
    return sorted((Move(i, before[i], after[i]) for i in after if i in before and before[i] != after[i]),
                  key=lambda move: move.old)


__all__ = ["Move", "lowest_free", "numbered", "renumbering", "seat", "table_for"]
