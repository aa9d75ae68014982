"""Tonight's table numbers: each player at last evening's table where it is free."""

from __future__ import annotations

from typing import Iterable

from duplicate.roster.player import RosterPlayer


def table_for(player: RosterPlayer, taken: Iterable[int]) -> int:
    """The table offered to ``player``: their table of last evening when nobody holds it
    tonight, else the lowest free number."""
    used = set(taken)
    if player.last_table is not None and player.last_table > 0 and player.last_table not in used:
        return player.last_table
    return lowest_free(used)


def lowest_free(taken: Iterable[int]) -> int:
    used = set(taken)
    table = 1
    while table in used:
        table += 1
    return table


def seat(players: Iterable[RosterPlayer], taken: Iterable[int] = ()) -> dict[str, int]:
    """A table for each of ``players`` (by identity): first everyone whose last table is free
    (in the order given when two had the same), then the others at the lowest free numbers."""
    chosen = list(players)
    used = set(taken)
    tables: dict[str, int] = {}
    for player in chosen:
        if player.last_table is not None and player.last_table > 0 and player.last_table not in used:
            tables[player.identity] = player.last_table
            used.add(player.last_table)
    for player in chosen:
        if player.identity not in tables:
            tables[player.identity] = lowest_free(used)
            used.add(tables[player.identity])
    return tables


__all__ = ["lowest_free", "seat", "table_for"]
