"""The move search on a session's positions: the ranked moves of a turn, its tops, the
default master move and the warnings on a chosen one. Safe to call from a worker thread:
results are cached per position under a lock."""

from __future__ import annotations

import threading
from typing import Callable

from duplicate.rules.board import Board, Rack
from duplicate.rules.edition import Edition
from duplicate.words.lexicon import Lexicon
from duplicate.rules.checking import ScoredMove, check_move
from duplicate.rules.presets import RuleSet
from duplicate.words.search import RankedMoves, best
from duplicate.session.state import SessionState
from duplicate.session.timer import Clock


class SearchingState(SessionState):
    """A session state that can search its positions (``Session`` builds on it)."""

    def __init__(self, edition: Edition, lexicon: Lexicon, rules: RuleSet, clock: Clock) -> None:
        super().__init__(edition, lexicon, rules, clock)
        self._search_cache: dict[tuple[Board, Rack], tuple[int, RankedMoves]] = {}
        self._search_lock = threading.Lock()

    def ranked_moves(self, limit: int = 500, cancel: Callable[[], bool] | None = None,
                     turn_number: int | None = None) -> RankedMoves:
        """The best moves of a turn's position in master order (every tied top included).

        Results are cached per position; a shorter list is cut from a longer one found
        before (keeping every move tied with its last), so the top list and the default
        master move share one search. Moves are scored when read (``RankedMoves``): a
        position with thousands of tied tops costs only the ones shown.
        """
        turn = self.current_turn if turn_number is None else self.turn(turn_number)
        if turn is None:
            return RankedMoves.empty()
        key = (turn.board, turn.rack)
        with self._search_lock:
            cached = self._search_cache.get(key)
        if cached is None or cached[0] < limit:
            position = turn.position(self.edition)
            moves = best(position, self.lexicon, limit, self.rules.move_rules, cancel)
            cached = (limit, moves)
            with self._search_lock:
                self._search_cache[key] = cached
        return cached[1].cut(limit)

    def tops(self, turn_number: int | None = None) -> RankedMoves:
        """Every move tied at the top score, in master order."""
        return self.ranked_moves(limit=1, turn_number=turn_number).tops()

    def default_master(self) -> ScoredMove | None:
        tops = self.tops()
        return tops[0] if tops else None

    def assess_master(self, text: str) -> tuple[ScoredMove, list[str]]:
        """Check a proposed master move; the warnings an arbiter should confirm."""
        turn = self.turn_in_progress()
        scored = check_move(turn.position(self.edition), text, self.lexicon, self.rules.move_rules)
        return scored, self._master_flags(scored)

    def _master_flags(self, scored: ScoredMove) -> list[str]:
        tops = self.tops()
        if not tops:
            return []
        flags = []
        if scored.points < tops[0].points:
            flags.append(f"not a top: the top scores {tops[0].points}, this move {scored.points}")
        elif scored.move.blanks_used > tops[0].move.blanks_used:  # master order: fewest blanks first
            flags.append("uses a blank that an equal top keeps on the rack")
        return flags


__all__ = ["SearchingState"]
