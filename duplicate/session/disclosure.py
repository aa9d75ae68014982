"""What the arbiter's screen may show while the players still look for their move.

In a classroom the teacher's laptop is usually mirrored to the projector: whatever the
arbiter's window shows, the pupils see. With a mirrored screen nothing that gives a move
away is shown until time is up (or the reveal): not the ranked moves (the top list, the
top's points, the master move), not an entry's rank among them, not the moves handed in
nor their points (18 is the top: the class would see who has it), nor the move being typed
drawn on the board. What stays: that a table handed in, and whether a slip's move is legal.

This module is the one rule. Every widget, menu, undo label, tooltip and question of the
arbiter's window asks its ``Disclosure``; the words an action is undone or redone with are
chosen here too (``described``), so an Undo menu never names a move the room must not see.
"""

from __future__ import annotations

from dataclasses import dataclass

from duplicate.base.errors import Message
from duplicate.session.actions import Action, BulkEnter, Enter, Master
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
    #: The points of each entry, of a slip being typed and the score written on it (a dash
    #: until the reveal: the top's points tell which table found it).
    scores: bool = True

    @property
    def hiding(self) -> bool:
        return not (self.top_list and self.ranks and self.moves and self.breakdown and self.scores)


#: Everything shown: an extended screen (the room sees only the projector), or time is up.
SHOW_ALL = Disclosure()
#: A mirrored screen while the players look: that a table handed in, and a slip's legality.
ANSWERS_HIDDEN = Disclosure(top_list=False, ranks=False, moves=False, breakdown=False, scores=False)

#: What a hidden score reads as, wherever a number would stand.
HIDDEN_SCORE = "—"


def disclosure(phase: Phase, mirrored: bool) -> Disclosure:
    """What the arbiter's window may show in ``phase`` when the room sees it (``mirrored``)."""
    return ANSWERS_HIDDEN if mirrored and phase in LOOKING else SHOW_ALL


def described(action: Action, shown: Disclosure = SHOW_ALL) -> Message:
    """The words for ``action`` in the Undo and Redo menus, tooltips and the status line:
    its own (``Action.describe``), or, while the moves are hidden, words that name the
    table and never the move ("table 6's entry")."""
    if shown.moves:
        return action.describe()
    if isinstance(action, Enter):
        return Message("enter_hidden", "enter table {table}'s entry", table=str(action.table))
    if isinstance(action, BulkEnter):
        return Message("bulk_enter_hidden", "enter the entries of tables {tables}",
                       tables=tuple(str(t) for t in action.tables))
    if isinstance(action, Master):
        return Message("master_hidden", "choose the master move")
    return action.describe()


__all__ = ["ANSWERS_HIDDEN", "Disclosure", "HIDDEN_SCORE", "LOOKING", "SHOW_ALL", "described", "disclosure"]
