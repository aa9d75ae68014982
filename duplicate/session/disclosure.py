"""What the arbiter's screen may show while the players still look for their move.

In a classroom the teacher's laptop is usually mirrored to the projector: whatever the
arbiter's window shows, the pupils see. With a mirrored screen nothing that gives a move
away is shown until time is up: not the ranked moves (the top list, the top's points, the
master move), not an entry's rank among them, not the moves handed in, nor the move being
typed drawn on the board. What stays: whether a slip's move is legal and its points,
which tell nothing of the top.
"""

from __future__ import annotations

from dataclasses import dataclass

from duplicate.session.state import Phase

#: The phases in which the players are still looking for their move.
LOOKING = frozenset({Phase.DRAWN, Phase.RUNNING, Phase.PAUSED})


@dataclass(frozen=True)
class Disclosure:
    """What the arbiter's window shows now (True: shown)."""

    #: The ranked moves, the top's points, the master move, the tables that played each move.
    top_list: bool = True
    #: Each entry's place among the ranked moves.
    ranks: bool = True
    #: The moves handed in (their words and squares) and the typed move drawn on the board.
    moves: bool = True
    #: How a typed move's points add up word by word (it names the words).
    breakdown: bool = True

    @property
    def hiding(self) -> bool:
        return not (self.top_list and self.ranks and self.moves and self.breakdown)


#: Everything shown: an extended screen (the room sees only the projector), or time is up.
SHOW_ALL = Disclosure()
#: A mirrored screen while the players look: a slip's legality and points only.
ANSWERS_HIDDEN = Disclosure(top_list=False, ranks=False, moves=False, breakdown=False)


def disclosure(phase: Phase, mirrored: bool) -> Disclosure:
    """What the arbiter's window may show in ``phase`` when the room sees it (``mirrored``)."""
    return ANSWERS_HIDDEN if mirrored and phase in LOOKING else SHOW_ALL


__all__ = ["ANSWERS_HIDDEN", "Disclosure", "LOOKING", "SHOW_ALL", "disclosure"]
