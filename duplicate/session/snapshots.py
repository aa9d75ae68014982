"""Snapshots of a session's state, so undo, redo and corrections replay only the last turn.

The log stays the one truth: a snapshot is derived from it, kept in memory only, and
dropped as soon as the actions it covers change. A snapshot saved under the action number
``seq`` is the state after applying every active action numbered up to ``seq``; it stays
valid while that set is unchanged. Actions are only ever added after the last one, and
undo or redo of action ``s`` changes the set for every ``seq >= s``, so ``forget_from(s)``
keeps exactly the valid snapshots. The session saves one after each committed turn.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from duplicate.session.state import Player, SessionState, Turn

#: The fields ``SessionState.reset`` sets that a snapshot keeps (the others are derived
#: caches, rebuilt on demand); a test checks that no field is forgotten.
KEPT_FIELDS = frozenset({"players", "turns", "end_reason", "phone_tokens", "table_cards"})


@dataclass(frozen=True)
class _Snapshot:
    players: dict[int, Player]
    turns: tuple[Turn, ...]
    end_reason: str | None
    phone_tokens: dict[int, str]
    table_cards: dict[int, str]


def _copy_turn(turn: Turn) -> Turn:
    """A turn whose mutable parts are its own (entries and decisions are immutable values;
    the timer is shared on purpose: time is not replayed)."""
    return dataclasses.replace(turn, entries=dict(turn.entries), decisions=dict(turn.decisions))


class Snapshots:
    """States after chosen actions, by action number."""

    def __init__(self) -> None:
        self._by_seq: dict[int, _Snapshot] = {}

    def save(self, state: SessionState, seq: int) -> None:
        self._by_seq[seq] = _Snapshot(dict(state.players), tuple(_copy_turn(t) for t in state.turns),
                                      state.end_reason, dict(state.phone_tokens), dict(state.table_cards))

    def forget_from(self, seq: int) -> None:
        """Drop every snapshot that covers action ``seq`` (it was undone or redone)."""
        self._by_seq = {k: v for k, v in self._by_seq.items() if k < seq}

    def clear(self) -> None:
        self._by_seq.clear()

    def restore_latest(self, state: SessionState) -> int:
        """Put the latest snapshot's state (a copy) into ``state``; the action number it
        covers, or 0 (and the empty state) when there is none."""
        state.reset()
        if not self._by_seq:
            return 0
        seq = max(self._by_seq)
        snapshot = self._by_seq[seq]
        state.players = dict(snapshot.players)
        state.turns = [_copy_turn(t) for t in snapshot.turns]
        state.end_reason = snapshot.end_reason
        state.phone_tokens = dict(snapshot.phone_tokens)
        state.table_cards = dict(snapshot.table_cards)
        return seq


__all__ = ["Snapshots"]
