"""The arbiter's actions as typed values: one frozen dataclass per kind the session file stores.

This module is the one place that decides what a valid stored action is. Each kind names
its fields with exact types; ``from_payload`` reads a stored payload with the one strict
reader (duplicate.base.inputs: every field present, of exactly its type, nothing extra; an
integer is never a bool, a float, text or ``1e999``) and ``to_payload`` writes it back.
The session builds these values for every command, saves ``to_payload()``, and parses
every stored payload again with ``from_payload`` when a file is opened or the log
replayed, so a file is read exactly as strictly as it was written: a damaged payload is
refused, never read with a default.

``apply`` checks an action against the state (``dry_run``) and applies it
(duplicate.session_state). To add a kind: a dataclass here with ``kind="..."`` (it is then
in ``ACTION_TYPES``), its fields and its ``apply``; a Session command that records it.
"""

from __future__ import annotations

import time
import typing
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Annotated, Any, ClassVar, Literal, Mapping

from duplicate.rules import bag
from duplicate.rules.bag import parse_rack_text, remaining_tiles
from duplicate.base import inputs
from duplicate.base.errors import QT_TRANSLATE_NOOP, Message, MoveError, SessionError
from duplicate.base.inputs import LEFT_OUT_WHEN_NONE, ROSTER_ID, Bounds, InputError, Matches, stored_as
from duplicate.session.names import check_members, team_label
from duplicate.session.room_hints import HintKind, RoomHint, check_hint
from duplicate.session.state import ActionContext, Decision, Phase, Player, SessionState, Turn
from duplicate.session.timer import TurnTimer
from duplicate.storage.session_file import MARK_KINDS

#: Where a turn's rack came from, where an entry came from, and what a timer action did.
RackSourceName = Literal["random", "own", "prepared"]
EntrySource = Literal["slip", "phone"]
TimerOp = Literal["start", "pause", "resume", "stop"]

#: Field metadata: the key may be left out of the payload (the field is then None; never null).
OPTIONAL = LEFT_OUT_WHEN_NONE

#: Every action kind by its stored name.
ACTION_TYPES: dict[str, type[Action]] = {}

#: A stored action's field that is not of its type.
BAD_FIELD = QT_TRANSLATE_NOOP("engine", "bad data: the field '{name}' {problem}")


def _bad(error: InputError) -> SessionError:
    """A payload's field error in the words of a damaged action."""
    return SessionError("bad_action", BAD_FIELD, name=error.path, problem=error.problem)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


#: What the kinds without a sentence of their own did (the Undo menu names only the arbiter's
#: actions, but every kind has words).
_OTHER_ACTIONS = {
    "timer": QT_TRANSLATE_NOOP("engine", "start or pause the timer"),
    "phone_join": QT_TRANSLATE_NOOP("engine", "a phone joins a table"),
    "phone_release": QT_TRANSLATE_NOOP("engine", "release a table's phone"),
    "hint": QT_TRANSLATE_NOOP("engine", "a hint"),
    "table_card": QT_TRANSLATE_NOOP("engine", "issue a table's card"),
}


#: The highest table number (the app's table field and the phones' page say so too).
MAX_TABLE = 9999
#: A table number as stored (the lower bound is each action's own check, with its words).
Table = Annotated[int, Bounds(None, MAX_TABLE)]
#: Any other stored whole number: a turn, a score, a count, milliseconds. Bounded so that a
#: hand-made file cannot carry a number no screen can show (Qt's are 64-bit at most).
Number = Annotated[int, Bounds(-10**12, 10**12)]
#: A player's identity in the club's roster, as stored (duplicate.base.inputs.ROSTER_ID).
RosterId = Annotated[str, Matches(ROSTER_ID, Message("roster_id", "a roster identity (at most 64 letters, digits, "
                                                                  "'-', '_', '.' or ':')"))]


@dataclass(frozen=True)
class Action:
    """One arbiter action. Subclasses name their stored kind: ``class Enter(Action, kind="enter")``.

    Its payload is read by the one strict reader (duplicate.base.inputs) from the field
    types: every field present (``OPTIONAL`` ones may be left out), of exactly its type,
    nothing extra; an action built in the program is checked the same way.
    """

    kind: ClassVar[str]
    #: False for actions that cannot be undone (time cannot be undone).
    undoable: ClassVar[bool] = True

    def __init_subclass__(cls, kind: str, **rest: Any) -> None:
        super().__init_subclass__(**rest)
        if kind in ACTION_TYPES:
            raise TypeError(f"two action classes for the kind {kind!r}")
        if kind in MARK_KINDS:
            raise TypeError(f"{kind!r} is the name of the log's own rows (undo, redo, settings)")
        cls.kind = kind
        ACTION_TYPES[kind] = cls

    def __post_init__(self) -> None:
        try:
            inputs.check_fields(self)
        except InputError as exc:
            raise _bad(exc) from None

    @classmethod
    def read(cls, payload: Any, path: str) -> typing.Self:
        """The action a stored payload holds (``path`` names it); InputError names the first
        bad field by its JSON path."""
        return inputs.read(cls, payload, path)

    @classmethod
    def from_payload(cls, payload: Any) -> typing.Self:
        """The action a stored payload holds; a SessionError naming the first bad field."""
        if not isinstance(payload, dict):
            raise SessionError("bad_action", "bad data: the payload is not an object but {payload}",
                payload=_short(payload))
        try:
            return inputs.read(cls, payload, "")
        except InputError as exc:
            raise _bad(exc) from None

    def to_payload(self) -> dict[str, Any]:
        """The JSON object stored for the action (optional fields left out when None)."""
        return inputs.to_json(self)

    def describe(self) -> Message:
        """What the action did, in a few words (the Undo and Redo menus say it)."""
        return Message("action", _OTHER_ACTIONS.get(self.kind, self.kind))

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        """Check the action against the state and, unless ``dry_run``, change the state."""
        raise NotImplementedError


def parse_action(kind: str, payload: Any) -> Action:
    """A stored action read back, exactly as strictly as it was written."""
    cls = ACTION_TYPES.get(kind)
    if cls is None:
        raise SessionError("corrupt", "unknown action {kind}", kind=repr(kind))
    return cls.from_payload(payload)


def is_undoable(kind: str, payload: Mapping[str, Any] | None = None) -> bool:
    """Whether the arbiter's undo may take this action back (a phone's entry: never)."""
    cls = ACTION_TYPES.get(kind)
    if cls is None:
        return True
    if kind == Enter.kind and payload is not None and payload.get("source") == "phone":
        return False
    return cls.undoable


def _named(name: str) -> str:
    name = name.strip()
    if not name:
        raise SessionError("bad_name", "a player needs a name")
    return name


def _turn_matches(state: SessionState, number: int, refusal: str) -> Turn:
    """The turn in progress when it is ``number``; else ``refusal`` (a marked template)."""
    turn = state.turn_in_progress()
    if number != turn.number:
        raise SessionError("corrupt", refusal)
    return turn


# -- players ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class AddPlayer(Action, kind="add_player"):
    """A player, or a team (``members``: the pupils sharing the table), takes a table;
    ``roster_id`` is their identity in the club's roster (left out of the file when they have
    none: files written before the roster have none)."""

    table: Table
    name: str
    roster_id: RosterId | None = field(default=None, metadata=OPTIONAL)
    members: tuple[str, ...] | None = field(default=None, metadata=OPTIONAL)

    def describe(self) -> Message:
        return Message("add_player", "add {name} at table {table}", name=team_label(self.name, self.members or ()),
                       table=str(self.table))

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        if self.table <= 0:
            raise SessionError("bad_table", "table numbers start at 1")
        if self.table in state.players:
            raise SessionError("table_taken", "table {table} is taken by {name}",
                table=self.table, name=state.players[self.table].name)
        name = _named(self.name)
        members = check_members(self.members)
        if dry_run:
            return
        current = state.current_turn
        joined = current.number if current is not None else len(state.turns) + 1
        state.players[self.table] = Player(self.table, name, joined, roster_id=self.roster_id, members=members)


@dataclass(frozen=True)
class RenamePlayer(Action, kind="rename_player"):
    """A new name for a table's player (and, when given, its team's members: ``()`` makes it one player)."""

    table: Table
    name: str
    members: tuple[str, ...] | None = field(default=None, metadata=OPTIONAL)

    def describe(self) -> Message:
        return Message("rename_player", "rename table {table} as {name}", table=str(self.table), name=self.name)

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        player = state.player(self.table)
        name = _named(self.name)
        check_members(self.members)
        if not dry_run:
            members = player.members if self.members is None else self.members
            state.players[player.table] = replace(player, name=name, members=members)


@dataclass(frozen=True)
class Leave(Action, kind="leave"):
    """The player leaves: from the next turn they play no more (they stay in the standings)."""

    table: Table

    def describe(self) -> Message:
        return Message("leave", "table {table} leaves", table=str(self.table))

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        player = state.player(self.table)
        if player.left is not None:
            raise SessionError("not_allowed", "{player} has already left", player=player.name)
        if dry_run:
            return
        current = state.current_turn
        if current is not None and player.table not in current.entries:
            left = current.number
        else:
            left = (current.number + 1) if current is not None else len(state.turns) + 1
        state.players[player.table] = replace(player, left=max(left, player.joined))


@dataclass(frozen=True)
class ChangeTable(Action, kind="change_table"):
    """A player moves to another table number (a mistyped list, a moved seat): their entries
    and rulings of every turn go with them."""

    table: Table
    new_table: Table

    def describe(self) -> Message:
        return Message("change_table", "move table {table} to table {new_table}", table=str(self.table),
                       new_table=str(self.new_table))

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        player = state.player(self.table)
        if self.new_table <= 0:
            raise SessionError("bad_table", "table numbers start at 1")
        if self.new_table in state.players:
            raise SessionError("table_taken", "table {new_table} is taken by {name}",
                new_table=self.new_table, name=state.players[self.new_table].name)
        if dry_run:
            return
        del state.players[self.table]
        state.players[self.new_table] = replace(player, table=self.new_table)
        for turn in state.turns:
            if self.table in turn.entries:
                turn.entries[self.new_table] = replace(turn.entries.pop(self.table), table=self.new_table)
            if self.table in turn.decisions:
                turn.decisions[self.new_table] = turn.decisions.pop(self.table)


# -- the turn --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Draw(Action, kind="draw"):
    """A rack put in play: the tiles kept, the new ones, the racks rejected before it."""

    turn: Number
    leftover: str
    new: str
    rejected: tuple[str, ...]
    source: RackSourceName

    def describe(self) -> Message:
        return Message("draw", "draw the rack of turn {turn}", turn=self.turn)

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        if state.phase is not Phase.AWAITING_DRAW:
            raise SessionError("not_allowed", "a rack is already in play")
        if self.turn != len(state.turns) + 1:
            raise SessionError("corrupt", "draw for turn {turn}, expected {count}",
                turn=self.turn, count=len(state.turns) + 1)
        def parse(text: str) -> tuple[int, ...]:
            return tuple(parse_rack_text(text, state.edition))

        draw = bag.Draw(parse(self.leftover), parse(self.new), tuple(parse(r) for r in self.rejected))
        board = state.board
        if not ctx.checked:  # (else the dry run made these checks on this very state just before)
            if Counter(draw.leftover) - Counter(state.leftover()):
                raise SessionError("corrupt", "turn {turn}: the leftover does not match the last rack",
                    turn=self.turn)
            remaining_tiles(state.edition, board, draw.rack)  # raises if the tiles do not exist
        if dry_run:
            return
        timer = state.timers.get(ctx.seq)
        if timer is None:
            timer = TurnTimer(state.rules.seconds_per_turn, state.rules.call_times(), state.clock)
            state.timers[ctx.seq] = timer
            if not ctx.live:  # e.g. a draw redone after reopening: its timer comes from the log
                state.fresh_timers.add(timer)
        state.turns.append(Turn(self.turn, board, draw, self.source, timer, drawn_seq=ctx.seq))


@dataclass(frozen=True)
class Timer(Action, kind="timer"):
    """The turn's timer started, paused, resumed or stopped; the time left and the wall clock."""

    undoable: ClassVar[bool] = False

    turn: Number
    op: TimerOp
    remaining: float
    wall: float

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        turn = state.current_turn
        if turn is None or turn.number != self.turn or dry_run:
            return  # a timer action of an undone turn: nothing to do
        if ctx.restore_timers or turn.timer in state.fresh_timers:
            self.restore(turn.timer)
            return
        if not ctx.live:
            return  # replay in the same process: the live timer already holds its state
        if self.op == "start":
            turn.timer.start()
        elif self.op == "pause":
            turn.timer.pause()
        elif self.op == "resume":
            turn.timer.resume()
        else:
            turn.timer.set_remaining(0.0, running=False)

    def restore(self, timer: TurnTimer) -> None:
        """Put a reopened turn's timer where this action left it (time is not replayed:
        a running timer has lost the time since the action was saved)."""
        running = self.op in ("start", "resume")
        remaining = float(self.remaining)
        if running:
            remaining -= max(0.0, time.time() - self.wall)
        timer.set_remaining(remaining, running)


# -- entries and rulings ---------------------------------------------------------------------


@dataclass(frozen=True)
class Enter(Action, kind="enter"):
    """A player's move (text, and the score they wrote) or "no move" (text None).

    A move handed in from the player's phone says so (``source``) and when it arrived on
    the turn's clock (``at_ms``); a typed slip leaves both out.
    """

    turn: Number
    table: Table
    text: str | None
    written_score: Number | None
    source: EntrySource | None = field(default=None, metadata=OPTIONAL)
    at_ms: Number | None = field(default=None, metadata=OPTIONAL)

    def describe(self) -> Message:
        if self.text is None:
            return Message("enter", "enter no move for table {table}", table=str(self.table))
        return Message("enter", "enter {move} for table {table}", move=self.text, table=str(self.table))

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        if self.source == "phone" and not (dry_run or ctx.live) and self._lapsed(state, ctx):
            return
        turn = state.turn(self.turn)
        player = state.player(self.table)
        if not player.active(turn.number):
            raise SessionError("not_playing", "{player} does not play turn {number}",
                player=player.name, number=turn.number)
        if self.text is not None and not self.text.strip():
            raise SessionError("empty_move", "the move is empty: type a reference and a word, or use no move")
        if not dry_run:
            turn.entries[self.table] = state.judge_entry(turn, self.table, self.text, self.written_score,
                                                         self.source or "slip", self.at_ms)

    def _lapsed(self, state: SessionState, ctx: ActionContext) -> bool:
        """A phone's entry is not the arbiter's to undo, so it outlives an undo of what it
        was for: it lapses (is skipped) when its turn, its player or its rack was undone."""
        if not 1 <= self.turn <= len(state.turns) or self.table not in state.players:
            return True
        turn = state.turns[self.turn - 1]
        return turn.drawn_seq > ctx.seq or not state.players[self.table].active(turn.number)


@dataclass(frozen=True)
class PhoneJoin(Action, kind="phone_join"):
    """A phone took a table: the SHA-256 of its token (the token itself is never stored).

    Not undoable: it is the player's doing, not the arbiter's (the arbiter releases a table).
    """

    undoable: ClassVar[bool] = False

    table: Table
    token_sha256: str

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        digest = self.token_sha256
        if len(digest) != 64 or any(c not in "0123456789abcdef" for c in digest):
            raise SessionError("bad_action", "bad data: the field 'token_sha256' must be 64 hexadecimal digits")
        if self.table not in state.players:
            if dry_run:
                state.player(self.table)  # raises: no such player
            return  # replayed after the player's addition was undone: nothing to hold
        held = state.phone_tokens.get(self.table)
        if held is not None and held != digest:
            raise SessionError("table_taken", "table {table} is already held by another phone",
                table=self.table)
        if not dry_run:
            state.phone_tokens[self.table] = digest


@dataclass(frozen=True)
class PhoneRelease(Action, kind="phone_release"):
    """The arbiter freed a table held by a phone (the player changes phone)."""

    undoable: ClassVar[bool] = False

    table: Table

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        if self.table not in state.phone_tokens:
            if dry_run:
                raise SessionError("no_phone", "no phone holds table {table}", table=self.table)
            return
        if not dry_run:
            del state.phone_tokens[self.table]


@dataclass(frozen=True)
class TableCard(Action, kind="table_card"):
    """The arbiter issued a table's card: its code salted and hashed (``scrypt$salt$hash``,
    duplicate.session.phones), never the code. A new card for a table replaces its earlier one.

    Not undoable: the card is printed and in the player's hands (the arbiter issues another).
    """

    undoable: ClassVar[bool] = False

    table: Table
    code_scrypt: str

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        parts = self.code_scrypt.split("$")
        if len(parts) != 3 or parts[0] != "scrypt" or len(parts[1]) != 32 or len(parts[2]) != 64 \
                or any(c not in "0123456789abcdef" for c in parts[1] + parts[2]):
            raise SessionError("bad_action", BAD_FIELD, name="code_scrypt", problem="must be scrypt$<salt>$<hash>")
        if self.table not in state.players:
            if dry_run:
                state.player(self.table)  # raises: no such player
            return  # replayed after the player's addition was undone: no table to hold a card
        if not dry_run:
            state.table_cards[self.table] = self.code_scrypt


@dataclass(frozen=True)
class BulkEnter(Action, kind="bulk_enter"):
    """The same move (or "no move") for several players at once."""

    turn: Number
    tables: tuple[Table, ...]
    text: str | None

    def describe(self) -> Message:
        tables = tuple(str(t) for t in self.tables)
        if self.text is None:
            return Message("bulk_enter", "enter no move for tables {tables}", tables=tables)
        return Message("bulk_enter", "enter {move} for tables {tables}", move=self.text, tables=tables)

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        turn = state.turn(self.turn)
        for table in self.tables:
            if not state.player(table).active(turn.number):
                raise SessionError("not_playing", "table {table} does not play turn {number}",
                    table=table, number=turn.number)
        if not dry_run:
            for table in self.tables:
                turn.entries[table] = state.judge_entry(turn, table, self.text, None)


@dataclass(frozen=True)
class Clear(Action, kind="clear"):
    turn: Number
    table: Table

    def describe(self) -> Message:
        return Message("clear", "delete the entry of table {table}", table=str(self.table))

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        turn = state.turn(self.turn)
        if self.table not in turn.entries:
            raise SessionError("no_entry", "table {table} has no entry in turn {number}",
                table=self.table, number=turn.number)
        if not dry_run:
            del turn.entries[self.table]


@dataclass(frozen=True)
class Decide(Action, kind="decide"):
    """The arbiter's rulings on a player's turn; only the fields given change."""

    turn: Number
    table: Table
    accept_word: bool | None = field(default=None, metadata=OPTIONAL)
    warnings: Number | None = field(default=None, metadata=OPTIONAL)
    penalty: Number | None = field(default=None, metadata=OPTIONAL)

    def describe(self) -> Message:
        return Message("decide", "rulings for table {table}", table=str(self.table))

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        turn = state.turn(self.turn)
        state.player(self.table)
        old = turn.decisions.get(self.table, Decision())
        new = Decision(
            old.accept_word if self.accept_word is None else self.accept_word,
            old.warnings if self.warnings is None else self.warnings,
            old.penalty if self.penalty is None else self.penalty,
        )
        if new.warnings < 0 or new.penalty < 0:
            raise SessionError("bad_decision", "warnings and penalties cannot be negative")
        if dry_run:
            return
        turn.decisions[self.table] = new
        entry = turn.entries.get(self.table)
        if entry is not None and old.accept_word != new.accept_word:
            turn.entries[self.table] = state.judge_entry(turn, self.table, entry.text, entry.written_score,
                                                         entry.source, entry.at_ms)


# -- master move, reveal, end ----------------------------------------------------------------


@dataclass(frozen=True)
class Master(Action, kind="master"):
    """The arbiter's choice of master move, with the warnings they confirmed."""

    turn: Number
    move: str
    flags: tuple[str, ...]

    def describe(self) -> Message:
        return Message("master", "choose the master move {move}", move=self.move)

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        turn = _turn_matches(state, self.turn, QT_TRANSLATE_NOOP("engine", "master move for another turn"))
        scored = state.judge_master(turn, self.move)
        if not dry_run:
            turn.master = scored
            turn.master_flags = self.flags


@dataclass(frozen=True)
class Commit(Action, kind="commit"):
    """The reveal: the master move goes on the board (its score is kept for readers of the log)."""

    turn: Number
    move: str
    score: Number

    def describe(self) -> Message:
        return Message("commit", "reveal turn {turn}: {move}", turn=self.turn, move=self.move)

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        turn = _turn_matches(state, self.turn, QT_TRANSLATE_NOOP("engine", "commit for another turn"))
        try:
            scored = state.judge_master(turn, self.move)
        except MoveError as exc:
            raise SessionError("bad_master", "the master move {move} is not legal: {reason}",
                move=self.move, reason=exc.notice) from None
        if not dry_run:
            turn.committed = scored
            if turn.master is None:
                turn.master = scored


@dataclass(frozen=True)
class Hint(Action, kind="hint"):
    """A hint asked in solo training, and what it said."""

    turn: Number
    hint_kind: str = field(metadata=stored_as("kind"))
    answer: str

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        turn = state.turn(self.turn)
        if not self.hint_kind:
            raise SessionError("bad_hint", "a hint needs a kind")
        if not dry_run:
            turn.hints = (*turn.hints, (self.hint_kind, self.answer))


@dataclass(frozen=True)
class ShowRoomHint(Action, kind="room_hint"):
    """A hint about the turn's top that the arbiter showed the room (a class round): its
    kind and the value it states, computed from the turn's search (duplicate.session.room_hints)."""

    turn: Number
    hint: HintKind
    value: str

    def describe(self) -> Message:
        return Message("room_hint", "show the hint: {hint}", hint=RoomHint(self.hint, self.value).message())

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        turn = _turn_matches(state, self.turn, QT_TRANSLATE_NOOP("engine", "a hint for another turn"))
        if not state.rules.room_hints:
            raise SessionError("not_allowed", "these rules show no hints to the room")
        hint = check_hint(self.hint, self.value)
        if any(shown.kind == hint.kind for shown in turn.room_hints):
            raise SessionError("not_allowed", "this hint is already shown")
        if not dry_run:
            turn.room_hints = (*turn.room_hints, hint)


@dataclass(frozen=True)
class End(Action, kind="end"):
    turn: Number
    reason: str

    def describe(self) -> Message:
        return Message("end", "end the game")

    def apply(self, state: SessionState, dry_run: bool, ctx: ActionContext) -> None:
        if state.end_reason is not None:
            raise SessionError("not_allowed", "the game is already over")
        if not dry_run:
            state.end_reason = self.reason


__all__ = [
    "ACTION_TYPES",
    "Action",
    "AddPlayer",
    "BulkEnter",
    "ChangeTable",
    "Clear",
    "Commit",
    "Decide",
    "Draw",
    "End",
    "Enter",
    "Hint",
    "Leave",
    "Master",
    "PhoneJoin",
    "PhoneRelease",
    "TableCard",
    "RenamePlayer",
    "ShowRoomHint",
    "Timer",
    "is_undoable",
    "parse_action",
]
