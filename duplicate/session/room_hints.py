"""Hints for the room during a class round: facts about the turn's top that help pupils
look without giving the move away.

The teacher picks, per turn, which of them the projector shows ("there is a word worth 30
or more", "the top uses the Q", "the top is on row 8"). Each fact is computed from the
turn's search (``facts_of_top``) and stored in the session log as a ``RoomHint``: its kind
and the one value it states, so a reopened session shows the same hints without searching
again. None of them names a square and a word together: the move itself is never said.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, get_args

from duplicate.base.errors import QT_TRANSLATE_NOOP, Message, SessionError
from duplicate.rules.board import Direction
from duplicate.rules.checking import ScoredMove
from duplicate.rules.edition import BLANK_FLAG, Edition
from duplicate.rules.notation import col_label, row_label

#: What a hint says: a score the top reaches, a letter it uses, its row or column, whether it
#: is a bingo, whether it plays a blank, how many tiles it places, how long its word is.
HintKind = Literal["worth", "letter", "row", "column", "bingo", "blank", "tiles", "length"]
HINT_KINDS: tuple[str, ...] = get_args(HintKind)

#: A hint's value is one short token (a number, a letter, a row or column label, yes/no).
VALUE_LIMIT = 8

#: The round figure a "worth" hint states: the top's points rounded down to a multiple of this.
WORTH_STEP = 10

_TEMPLATES = {
    "worth": QT_TRANSLATE_NOOP("engine", "There is a word worth {points} points or more"),
    "letter": QT_TRANSLATE_NOOP("engine", "The top uses the letter {letter}"),
    "row": QT_TRANSLATE_NOOP("engine", "The top is on row {row}"),
    "column": QT_TRANSLATE_NOOP("engine", "The top is in column {column}"),
    "bingo_yes": QT_TRANSLATE_NOOP("engine", "The top is a bingo: it uses all seven letters"),
    "bingo_no": QT_TRANSLATE_NOOP("engine", "The top is not a bingo"),
    "blank_yes": QT_TRANSLATE_NOOP("engine", "The top plays a blank"),
    "blank_no": QT_TRANSLATE_NOOP("engine", "The top plays no blank"),
    "tiles": QT_TRANSLATE_NOOP("engine", "The top places %n letter(s)"),
    "length": QT_TRANSLATE_NOOP("engine", "The top's word has %n letter(s)"),
}


@dataclass(frozen=True)
class RoomHint:
    """One hint shown to the room: its kind and the value it states (``worth``/``30``)."""

    kind: str
    value: str

    def message(self) -> Message:
        """What the projector says, in the reader's language."""
        if self.kind == "worth":
            return Message("room_hint", _TEMPLATES["worth"], points=int(self.value))
        if self.kind == "letter":
            return Message("room_hint", _TEMPLATES["letter"], letter=self.value)
        if self.kind == "row":
            return Message("room_hint", _TEMPLATES["row"], row=self.value)
        if self.kind == "column":
            return Message("room_hint", _TEMPLATES["column"], column=self.value)
        if self.kind in ("bingo", "blank"):
            return Message("room_hint", _TEMPLATES[f"{self.kind}_{self.value}"])
        return Message("room_hint", _TEMPLATES[self.kind], n=int(self.value))


def worth_floor(points: int) -> int:
    """The round score a "worth" hint states: ``34`` -> 30 (below 10, the points themselves)."""
    return points if points < WORTH_STEP else points - points % WORTH_STEP


def rarest_letter(top: ScoredMove, edition: Edition) -> str | None:
    """The letter of the top's tiles worth most (a blank is no letter); the first in the word
    among equals; None when the top places only blanks."""
    best: tuple[int, str] | None = None
    for _, _, square in top.move.placed:
        if square & BLANK_FLAG:
            continue
        points = edition.value(square)
        if best is None or points > best[0]:
            best = (points, edition.letter_name(square))
    return None if best is None else best[1]


def facts_of_top(top: ScoredMove, edition: Edition) -> tuple[RoomHint, ...]:
    """Every hint a teacher may show about ``top`` (the turn's first top in master order)."""
    move = top.move
    convention = edition.convention
    facts = [RoomHint("worth", str(worth_floor(top.points)))]
    letter = rarest_letter(top, edition)
    if letter is not None:
        facts.append(RoomHint("letter", letter))
    if move.direction is Direction.ACROSS:
        facts.append(RoomHint("row", row_label(move.row, convention)))
    else:
        facts.append(RoomHint("column", col_label(move.col, convention)))
    facts.append(RoomHint("bingo", "yes" if move.is_bingo else "no"))
    facts.append(RoomHint("blank", "yes" if move.blanks_used else "no"))
    facts.append(RoomHint("tiles", str(len(move.placed))))
    facts.append(RoomHint("length", str(len(move.word))))
    return tuple(facts)


def check_hint(kind: str, value: str) -> RoomHint:
    """A stored hint, its value checked for its kind (SessionError ``bad_hint``)."""
    if kind not in HINT_KINDS:
        raise SessionError("bad_hint", "unknown hint {kind}; hints are {items}", kind=repr(kind), items=HINT_KINDS)
    ok = 0 < len(value) <= VALUE_LIMIT and value.strip() == value
    if kind in ("worth", "tiles", "length"):
        ok = ok and value.isascii() and value.isdigit() and 0 < int(value) <= 2000
    elif kind in ("bingo", "blank"):
        ok = value in ("yes", "no")
    if not ok:
        raise SessionError("bad_hint", "the hint {kind} cannot say {value}", kind=kind, value=repr(value[:20]))
    return RoomHint(kind, value)


__all__ = ["HINT_KINDS", "HintKind", "RoomHint", "check_hint", "facts_of_top", "rarest_letter", "worth_floor"]
