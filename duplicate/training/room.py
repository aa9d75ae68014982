"""The room of a club game replayed at home: how the players who were there scored, turn by
turn, so that a player training on the same racks sees the room's words (every player's
move, how many found the top, the room's average) and their rank among them.

It is read once from the arbiter's session file (or its game record, replayed) when the
training game is created, and kept in the training file (``training_room``): the club's file
is only read, and the review, the summary and the history need nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Annotated, Any

from duplicate.base import inputs
from duplicate.base.inputs import OPTIONAL, Bounds, InputError
from duplicate.session.standings import compute_standings

if TYPE_CHECKING:
    from duplicate.session.session import Session

#: Session settings key of the room kept in a training file.
ROOM_KEY = "training_room"


#: A player's turn in the room: how the standings saw it (``duplicate.session.standings``).
MOVE, INVALID, NO_MOVE, MISSING, ABSENT = "move", "invalid", "no_move", "missing", "absent"


@dataclass(frozen=True)
class RoomPlayer:
    """One player of the club game: the points of each turn's move (0 for an invalid move, no
    move or absence), the standings' total after each turn (solos and penalties included),
    and, kept since issue 41 (empty in older files), each turn's move as handed in ("" for
    none) and how the standings saw it (``MOVE``, ``INVALID``, ``NO_MOVE``, ``MISSING``,
    ``ABSENT``)."""

    name: str
    scores: tuple[Annotated[int, Bounds(0)], ...]
    totals: tuple[int, ...]
    moves: tuple[str, ...] = field(default=(), metadata=OPTIONAL)
    statuses: tuple[str, ...] = field(default=(), metadata=OPTIONAL)

    def move(self, turn: int) -> str:
        return self.moves[turn - 1] if len(self.moves) >= turn else ""

    def status(self, turn: int) -> str:
        return self.statuses[turn - 1] if len(self.statuses) >= turn else MOVE

    def played(self, turn: int) -> bool:
        """Whether the player was there that turn (an absent latecomer was not)."""
        return len(self.scores) >= turn and self.status(turn) != ABSENT


@dataclass(frozen=True)
class RoomRow:
    """A row of a turn's ranking in the room."""

    rank: int
    name: str
    points: int  # the move's points this turn
    total: int  # the total after the turn
    you: bool = False
    move: str = ""  # the move handed in ("" for none, or unknown in an older file)
    status: str = MOVE


@dataclass(frozen=True)
class Room:
    """The players of a club game and its tops, turn by turn (turn ``n`` is index ``n - 1``)."""

    tops: tuple[Annotated[int, Bounds(0)], ...]
    players: tuple[RoomPlayer, ...]

    @property
    def turns(self) -> int:
        return len(self.tops)

    def standing(self, turn: int, total: int) -> tuple[int, int]:
        """The rank a total takes among the room after ``turn`` (equal totals share a rank)
        and how many are ranked, the player training included."""
        others = [p.totals[turn - 1] for p in self.players if len(p.totals) >= turn]
        return 1 + sum(1 for other in others if other > total), len(others) + 1

    def turn_scores(self, turn: int) -> tuple[tuple[str, int, int], ...]:
        """(name, points of the turn, total after it) of every player, best move first."""
        rows = [(p.name, p.scores[turn - 1], p.totals[turn - 1]) for p in self.players if len(p.scores) >= turn]
        return tuple(sorted(rows, key=lambda row: (-row[1], row[0])))

    def turn_ranking(self, turn: int, name: str, points: int, total: int, move: str = "",
                     status: str = MOVE) -> tuple[RoomRow, ...]:
        """The turn's moves ranked, the player training among them (``you``, who played
        ``move``): equal points share a rank; the player is listed first among equals. Each
        row has the move handed in (when the file kept it)."""
        entries = [RoomRow(0, name, points, total, True, move, status)] + [
            RoomRow(0, p.name, p.scores[turn - 1], p.totals[turn - 1], False, p.move(turn), p.status(turn))
            for p in self.players if len(p.scores) >= turn]
        entries.sort(key=lambda row: (-row.points, not row.you, row.name))
        return tuple(RoomRow(1 + sum(1 for e in entries if e.points > row.points), row.name, row.points, row.total,
                             row.you, row.move, row.status) for row in entries)

    def top_finders(self, turn: int) -> tuple[str, ...]:
        """The players whose move scored the top of the turn (in the room's order: the app
        sorts names for its reader)."""
        top = self.tops[turn - 1]
        return tuple(p.name for p in self.players if len(p.scores) >= turn and top > 0 and p.scores[turn - 1] >= top)

    def present(self, turn: int) -> tuple[RoomPlayer, ...]:
        """The players who were there for ``turn`` (not a latecomer's turns before joining)."""
        return tuple(p for p in self.players if p.played(turn))

    def average(self, turn: int) -> Fraction:
        """The room's average points for ``turn``, over the players who were there, exactly
        (0 when nobody was)."""
        present = self.present(turn)
        return Fraction(sum(p.scores[turn - 1] for p in present), len(present)) if present else Fraction(0)


def room_of(session: Session) -> Room | None:
    """The room of an arbiter's session (None when no player has a turn played)."""
    turns = session.committed_turns
    final = compute_standings(session)
    if not turns or not final.rows:
        return None
    totals: dict[int, list[int]] = {row.table: [] for row in final.rows}
    for turn in turns:
        for row in compute_standings(session, turn.number).rows:
            totals[row.table].append(row.total)
    players = tuple(RoomPlayer(row.name, tuple(cell.score for cell in row.cells), tuple(totals[row.table]),
                               tuple(cell.text or "" for cell in row.cells), tuple(cell.status for cell in row.cells))
                    for row in sorted(final.rows, key=lambda r: r.table))
    return Room(tuple(t.top_score or 0 for t in turns), players)


def store_room(session: Session, room: Room) -> None:
    """Keep the room in a training file."""
    session.store.set_setting(ROOM_KEY, inputs.to_json(room))


def stored_room(session: Session) -> Room | None:
    """The room kept in a training file; None when there is none or it is damaged (the game
    is then played without the room's figures)."""
    return room_from_json(session.store.settings().get(ROOM_KEY))


def room_from_json(data: Any) -> Room | None:
    if data is None:
        return None
    try:
        room = inputs.read(Room, data, ROOM_KEY)
    except InputError:
        return None
    if any(len(p.scores) != room.turns or len(p.totals) != room.turns or len(p.moves) not in (0, room.turns)
           or len(p.statuses) not in (0, room.turns) for p in room.players):
        return None
    return room


__all__ = ["ABSENT", "INVALID", "MISSING", "MOVE", "NO_MOVE", "ROOM_KEY", "Room", "RoomPlayer", "RoomRow",
           "room_from_json", "room_of", "store_room", "stored_room"]
