"""The move search on a session's turns: the ranked moves of a position, its tops and the
warnings on a chosen master move, cached per position.

A ``Session`` holds one ``TurnSearch`` (``session.search``) and asks it through its own
queries (``ranked_moves``, ``tops``, ``default_master``, ``assess_master``). Safe to call
from a worker thread: results are cached per position under a lock.
"""

from __future__ import annotations

import threading
from typing import Callable

from duplicate.rules.board import Board, Rack
from duplicate.rules.checking import MoveRules, ScoredMove
from duplicate.rules.edition import Edition
from duplicate.session.state import Turn
from duplicate.words.lexicon import Lexicon
from duplicate.words.search import RankedMoves, best


class TurnSearch:
    """The best moves of each position a session meets, searched once and kept.

    A shorter list is cut from a longer one found before (keeping every move tied with its
    last), so the top list and the default master move share one search. Moves are scored
    when read (``RankedMoves``): a position with thousands of tied tops costs only the ones
    shown.
    """

    def __init__(self, edition: Edition, lexicon: Lexicon, move_rules: MoveRules) -> None:
        self.edition = edition
        self.lexicon = lexicon
        self.move_rules = move_rules
        self._cache: dict[tuple[Board, Rack], tuple[int, RankedMoves]] = {}
        self._lock = threading.Lock()

    def ranked(self, turn: Turn, limit: int = 500, cancel: Callable[[], bool] | None = None) -> RankedMoves:
        """The best ``limit`` moves of the turn's position in master order (every tied top included)."""
        key = (turn.board, turn.rack)
        with self._lock:
            cached = self._cache.get(key)
        if cached is None or cached[0] < limit:
            moves = best(turn.position(self.edition), self.lexicon, limit, self.move_rules, cancel)
            cached = (limit, moves)
            with self._lock:
                self._cache[key] = cached
        return cached[1].cut(limit)

    def tops(self, turn: Turn) -> RankedMoves:
        """Every move of the turn tied at the top score, in master order."""
        return self.ranked(turn, limit=1).tops()

    def master_flags(self, turn: Turn, scored: ScoredMove) -> list[str]:
        """The warnings an arbiter confirms before making ``scored`` the turn's master move."""
        tops = self.tops(turn)
        if not tops:
            return []
        flags = []
        if scored.points < tops[0].points:
            flags.append(f"not a top: the top scores {tops[0].points}, this move {scored.points}")
        elif scored.move.blanks_used > tops[0].move.blanks_used:  # master order: fewest blanks first
            flags.append("uses a blank that an equal top keeps on the rack")
        return flags

    def forget(self) -> None:
        """Drop every search kept (as after reopening the file; benchmarks use it)."""
        with self._lock:
            self._cache.clear()


__all__ = ["TurnSearch"]
