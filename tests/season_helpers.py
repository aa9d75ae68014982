"""Helpers of the season and merge tests: evenings played through the session's real actions,
and the figures the tests expect, read from the files with plain sqlite3 (not the engine).

Each player of an evening follows a pattern, one letter per turn: ``T`` hands in the master
move (the default top), ``-`` hands in "no move". So a player's total is the sum of the tops of
their ``T`` turns, whatever the engine says: the tests work the standings out from the commit
points stored in the file.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Sequence

from duplicate.rules.notation import format_move
from duplicate.rules.presets import load_preset
from duplicate.session import session as session_module
from duplicate.session.actions import AddPlayer
from duplicate.session.session import RackSource, Session, SessionSettings
from duplicate.session.settings import PreparedTurn

from tests.session_helpers import lexicon


class _FixedNow(datetime):
    moment = datetime(2025, 9, 1, tzinfo=timezone.utc)

    @classmethod
    def now(cls, tz=None):
        return cls.moment


def settings(seed: int = 5, club: str = "", prepared: Sequence[PreparedTurn] = ()) -> SessionSettings:
    base = SessionSettings("fr", lexicon("fr").identity, load_preset("fisf"), seed=seed, club=club)
    if prepared:
        base = replace(base, rack_source=RackSource.PREPARED, prepared=tuple(prepared))
    return base


def play_evening(path: Path, players: Sequence[tuple[str, str] | tuple[str, str, str]], *, day: str = "2025-10-01",
                 seed: int = 5, club: str = "", prepared: Sequence[PreparedTurn] = (), monkeypatch=None,
                 turns: int | None = None) -> Path:
    """A session file at ``path`` played through the session's commands: ``players`` are
    (name, pattern) or (name, pattern, roster id); as many turns as the patterns are long
    (or ``turns``), then the game is ended. ``day``: the session's creation date."""
    assert monkeypatch is not None, "the creation date is set through monkeypatch"
    moment = datetime.fromisoformat(day).replace(hour=20, tzinfo=timezone.utc)
    monkeypatch.setattr(_FixedNow, "moment", moment)
    monkeypatch.setattr(session_module, "datetime", _FixedNow)
    with Session.create(path, settings(seed, club, prepared), lexicon("fr")) as session:
        for table, player in enumerate(players, start=1):
            name, _, *roster = player
            session._record(AddPlayer(table, name, roster[0] if roster else None))
        count = turns if turns is not None else max(len(p[1]) for p in players)
        for number in range(count):
            turn = session.draw()
            assert turn is not None, "the game ended before the patterns did"
            top = session.default_master()
            assert top is not None
            text = format_move(top.move, session.edition)
            for table, player in enumerate(players, start=1):
                if player[1][number] == "T":
                    session.enter_move(table, text, top.points)
                else:
                    session.enter_no_move(table)
            session.commit()
        session.end_game("the club went home")
    return path


def stored_tops(path: Path) -> list[int]:
    """The points of each committed turn, read straight from the file's log (undone actions
    left out), with sqlite3 alone."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        rows = db.execute("SELECT seq, kind, payload FROM actions ORDER BY seq").fetchall()
    finally:
        db.close()
    undone: set[int] = set()
    for _seq, kind, payload in rows:
        if kind in ("undo", "redo"):
            target = json.loads(payload)["seq"]
            (undone.add if kind == "undo" else undone.discard)(target)
    return [json.loads(payload)["score"] for seq, kind, payload in rows if kind == "commit" and seq not in undone]


def expected_evening(path: Path, players: Sequence[tuple[str, ...]]) -> dict[str, tuple[int, int, float, int]]:
    """Each player's (total, deviation, percent, rank) worked out by hand from the stored tops
    and the patterns: equal totals share a rank, the next rank skipped."""
    tops = stored_tops(path)
    top_total = sum(tops)
    totals = {p[0]: sum(points for points, mark in zip(tops, p[1]) if mark == "T") for p in players}
    ranks = {name: 1 + sum(1 for other in totals.values() if other > total) for name, total in totals.items()}
    # the percentage as the standings keep it: the exact value (written rounded once, issue 41)
    return {name: (total, total - top_total, 100 * total / top_total, ranks[name])
            for name, total in totals.items()}


def competition_ranks(values: dict[str, tuple]) -> dict[str, int]:
    """1 + the number of players strictly better (a larger tuple is better)."""
    return {name: 1 + sum(1 for other in values.values() if other > value) for name, value in values.items()}
