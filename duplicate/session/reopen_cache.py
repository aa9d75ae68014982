"""The reopen cache: a snapshot of a session's state kept in its file, so that reopening a
big session replays only the actions after it.

Derived, checked, never the truth. The action log stays the one truth. The snapshot is the
state as it was just before a commit (every player, turn, entry, ruling, master move, hint,
phone and the end), with the judged moves (a judgement is a pure function of the position,
the text, the word list and the move rules). Only VALID judgements are stored, as plain
JSON (a move's placement and score); an invalid entry is judged again when the snapshot is
restored, so its error's code, template and values are always today's. The timers are not
stored: time is not replayed, so each restored turn's timer is put where the last timer
action of that turn in the log left it, exactly as a full replay does.

The writer stores it (duplicate.storage) at each commit, inside the commit's own
transaction, with a digest of the log rows it covers (number, kind, checksum and undone
flag of each), its own checksum, its version and the program's; readers use it when all of
these match and never write or repair it. The rows it covers were checked strictly when the
writer recorded them, and any change to one changes the digest. This module turns the
state into that JSON and back, as strictly as an action payload is read: any surprise
makes the whole cache ignored (``CacheMismatch``) and the log is replayed in full.
"""

from __future__ import annotations

import json
from typing import Any, Callable, Sequence, TypeVar

from duplicate.rules import bag
from duplicate.session.actions import Commit, Draw, End, Timer
from duplicate.rules.board import SIZE, Board, Direction, Move
from duplicate.base.errors import DuplicateError
from duplicate.rules.checking import ScoredMove
from duplicate.rules.scoring import Score, WordScore
from duplicate.session.state import Decision, Player, SessionState, Turn
from duplicate.storage.session_file import StoredAction
from duplicate.session.timer import TurnTimer

_DIRECTIONS = {d.value: d for d in Direction}
_SQUARES = SIZE * SIZE
_RACK_SOURCES = ("random", "own", "prepared")
_ENTRY_SOURCES = ("slip", "phone")
_BIG = 1 << 31
T = TypeVar("T")


class CacheMismatch(ValueError):
    """The stored cache does not fit this session or is not as written: it is ignored."""


def _context(state: SessionState) -> dict[str, Any]:
    """What the state and every judgement depend on besides the log."""
    rules = state.rules
    return {"edition": state.edition.code, "lexicon": state.lexicon.identity.sha256,
            "first_move_horizontal": rules.move_rules.first_move_horizontal,
            "seconds_per_turn": rules.seconds_per_turn, "calls": list(rules.calls)}


# -- writing -----------------------------------------------------------------------------------


class _Scored:
    """The scored moves of a snapshot, each written once and referred to by number."""

    def __init__(self) -> None:
        self.rows: list[list[object]] = []
        self._index: dict[int, int] = {}

    def ref(self, scored: ScoredMove | None) -> int | None:
        if scored is None:
            return None
        number = self._index.get(id(scored))
        if number is None:
            move, score = scored.move, scored.score
            number = self._index[id(scored)] = len(self.rows)
            self.rows.append([move.row, move.col, move.direction.value, list(move.word),
                              [list(p) for p in move.placed], score.total,
                              [[w.word, w.score, w.main] for w in score.words], score.bingo])
        return number


def encode(state: SessionState) -> str:
    """The snapshot of ``state`` (taken just before a commit) as the cache's JSON."""
    boards: dict[Board, int] = {}
    for turn in state.turns:
        boards.setdefault(turn.board, len(boards))
    scored = _Scored()
    judged = [[boards[board], list(rack), text, accepted, scored.ref(outcome)]
              for (board, rack, text, accepted), outcome in state._judgements.items()
              if board in boards and isinstance(outcome, ScoredMove)]
    turns = [[t.number, boards[t.board], list(t.draw.leftover), list(t.draw.new), [list(r) for r in t.draw.rejected],
              t.source, t.drawn_seq,
              [[e.table, e.text, e.written_score, e.source, e.at_ms] for e in t.entries.values()],
              [[table, d.accept_word, d.warnings, d.penalty] for table, d in t.decisions.items()],
              scored.ref(t.master), list(t.master_flags), scored.ref(t.committed), [list(h) for h in t.hints]]
             for t in state.turns]
    body = {
        "context": _context(state),
        "boards": [[[i, v] for i, v in enumerate(board.squares) if v] for board in boards],
        "scored": scored.rows,
        "judged": judged,
        "players": [[p.table, p.name, p.joined, p.left] for p in state.players.values()],
        "turns": turns,
        "end_reason": state.end_reason,
        "phones": [[table, held] for table, held in state.phone_tokens.items()],
        "cards": [[table, record] for table, record in state.table_cards.items()],
    }
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


# -- reading -----------------------------------------------------------------------------------


def restore(state: SessionState, text: str, covered: Sequence[StoredAction],
            parse: Callable[[StoredAction], Any]) -> None:
    """Put the snapshot ``text`` into ``state`` (which must be empty), or raise
    ``CacheMismatch`` leaving ``state`` empty. ``covered`` are the log rows it covers
    (their digest was checked); ``parse`` reads one strictly (only the draw, commit, end
    and timer rows are read, to put each turn's timer where the log left it)."""
    try:
        _restore(state, text, covered, parse)
    except CacheMismatch:
        state.reset()
        state.timers.clear()
        raise
    except (DuplicateError, ValueError, TypeError, KeyError, IndexError) as exc:
        state.reset()
        state.timers.clear()
        raise CacheMismatch(f"inconsistent ({exc})") from None


def _restore(state: SessionState, text: str, covered: Sequence[StoredAction],
             parse: Callable[[StoredAction], Any]) -> None:
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise CacheMismatch(f"not JSON ({exc})") from None
    keys = {"context", "boards", "scored", "judged", "players", "turns", "end_reason", "phones", "cards"}
    if type(data) is not dict or set(data) != keys:
        raise CacheMismatch("not a snapshot")
    if data["context"] != _context(state):
        raise CacheMismatch("made for another word list, edition or rule set")
    boards = [_board(b) for b in _list(data["boards"])]
    scored = [_scored(row) for row in _list(data["scored"])]
    for row in _list(data["judged"]):
        board, rack, move_text, accepted, ref = _list(row, 5)
        key = (_item(boards, board), _tiles(rack), _str(move_text), _bool(accepted))
        if key in state._judgements:
            raise CacheMismatch("a move is judged twice")
        state._judgements[key] = _item(scored, ref)
    for row in _list(data["players"]):
        table, name, joined, left = _list(row, 4)
        player = Player(_int(table, 1), _str(name), _int(joined, 1), _optional(left, lambda v: _int(v, 1)))
        if player.table in state.players:
            raise CacheMismatch("a table twice")
        state.players[player.table] = player
    last_timer = _last_timer_actions(covered, parse)
    for number, row in enumerate(_list(data["turns"]), start=1):
        state.turns.append(_turn(state, number, row, boards, scored, last_timer.get(number)))
    state.end_reason = _optional(data["end_reason"], _str)
    for row in _list(data["phones"]):
        table, held = _list(row, 2)
        state.phone_tokens[_int(table, 1)] = _str(held)
    for row in _list(data["cards"]):
        table, record = _list(row, 2)
        state.table_cards[_int(table, 1)] = _str(record)
    _check_boards(state)


def _turn(state: SessionState, number: int, row: Any, boards: list[Board], scored: list[ScoredMove],
          timer_action: Timer | None) -> Turn:
    (turn_number, board, leftover, new, rejected, source, drawn_seq, entries, decisions, master, flags,
     committed, hints) = _list(row, 13)
    if turn_number != number or source not in _RACK_SOURCES:
        raise CacheMismatch("a turn out of place")
    drawn = bag.Draw(_tiles(leftover), _tiles(new), tuple(_tiles(r) for r in _list(rejected)))
    drawn_seq = _int(drawn_seq, 1)
    timer = TurnTimer(state.rules.seconds_per_turn, state.rules.calls, state.clock)
    if timer_action is not None:
        timer_action.restore(timer)
    if drawn_seq in state.timers:
        raise CacheMismatch("two turns drawn by one action")
    state.timers[drawn_seq] = timer
    turn = Turn(number, _item(boards, board), drawn, source, timer, drawn_seq=drawn_seq,
                master=None if master is None else _item(scored, master),
                master_flags=tuple(_str(f) for f in _list(flags)),
                committed=None if committed is None else _item(scored, committed),
                hints=tuple((_str(k), _str(a)) for k, a in (_list(h, 2) for h in _list(hints))))
    for decision in _list(decisions):
        table, accepted, warnings, penalty = _list(decision, 4)
        turn.decisions[_int(table, 1)] = Decision(_bool(accepted), _int(warnings, 0), _int(penalty, 0))
    judge, entered = state.judge_entry, turn.entries
    for entry in _list(entries):  # thousands: the checks of _int and _str written out
        table, text, written, source, at_ms = _list(entry, 5)
        if (type(table) is not int or table < 1 or source not in _ENTRY_SOURCES
                or not (text is None or type(text) is str)
                or not (written is None or (type(written) is int and text is not None))
                or not (at_ms is None or type(at_ms) is int)):
            raise CacheMismatch(f"an entry out of place ({entry!r})")
        entered[table] = judge(turn, table, text, written, source, at_ms)
    return turn


def _last_timer_actions(covered: Sequence[StoredAction], parse: Callable[[StoredAction], Any]) -> dict[int, Timer]:
    """For each turn, the last timer action a full replay applies to it: one recorded while
    that turn was in play (the draw, commit and end rows say which turn was)."""
    current: int | None = None
    last: dict[int, Timer] = {}
    for row in covered:
        if row.undone or row.kind not in ("draw", "commit", "end", "timer"):
            continue
        action = parse(row)
        if isinstance(action, Draw):
            current = action.turn
        elif isinstance(action, (Commit, End)):
            current = None
        elif isinstance(action, Timer) and action.turn == current:
            last[current] = action
    return last


def _check_boards(state: SessionState) -> None:
    """Each turn's board is the one the committed moves before it make."""
    board = Board()
    for turn in state.turns:
        if turn.board != board:
            raise CacheMismatch(f"the board of turn {turn.number} does not follow from the moves before it")
        if turn.committed is None:
            if turn is not state.turns[-1]:
                raise CacheMismatch(f"turn {turn.number} was not committed")
            break
        board = board.with_tiles(turn.committed.move.placed)


def _list(value: Any, length: int | None = None) -> list[Any]:
    if type(value) is not list or (length is not None and len(value) != length):
        raise CacheMismatch("a list of the wrong shape")
    return value


def _int(value: Any, low: int, high: int = _BIG) -> int:
    if type(value) is not int or not low <= value < high:
        raise CacheMismatch(f"a number out of place ({value!r})")
    return value


def _bool(value: Any) -> bool:
    if type(value) is not bool:
        raise CacheMismatch(f"not true or false ({value!r})")
    return value


def _str(value: Any) -> str:
    if type(value) is not str:
        raise CacheMismatch(f"not text ({value!r})")
    return value


def _optional(value: Any, read: Callable[[Any], Any]) -> Any:
    return None if value is None else read(value)


def _item(items: list[T], index: Any) -> T:
    return items[_int(index, 0, len(items))]


def _tiles(value: Any) -> tuple[int, ...]:
    return _ints(value, 0, 1 << 16)


def _board(value: Any) -> Board:
    squares = [0] * _SQUARES
    for pair in _list(value):
        index, square = _list(pair, 2)
        squares[_int(index, 0, _SQUARES)] = _int(square, 1, 1 << 16)
    return Board(tuple(squares))


def _ints(value: Any, low: int, high: int) -> tuple[int, ...]:
    """A list of whole numbers in [low, high), as a tuple (checked all at once: the moves
    of a big session hold tens of thousands)."""
    if type(value) is not list or not all(type(v) is int for v in value) or (
            value and not (low <= min(value) and max(value) < high)):
        raise CacheMismatch(f"not a list of numbers from {low} to {high - 1}")
    return tuple(value)


def _scored(value: Any) -> ScoredMove:
    row, col, direction, word, placed, total, words, bingo = _list(value, 8)
    if direction not in _DIRECTIONS:
        raise CacheMismatch(f"not a direction ({direction!r})")
    tiles = tuple(_ints(p, 0, 1 << 16) for p in _list(placed))
    if not tiles or any(len(t) != 3 or t[0] >= SIZE or t[1] >= SIZE or not t[2] for t in tiles):
        raise CacheMismatch("a move without tiles or off the board")
    move = Move(_int(row, 0, SIZE), _int(col, 0, SIZE), _DIRECTIONS[direction], _ints(word, 1, 1 << 16),
                tuple((r, c, v) for r, c, v in tiles))
    scores = []
    for item in _list(words):
        text, points, main = _list(item, 3)
        scores.append(WordScore(_str(text), _int(points, 0, 1 << 20), _bool(main)))
    return ScoredMove(move, Score(_int(total, 0, 1 << 20), tuple(scores), _bool(bingo)))


__all__ = ["CacheMismatch", "encode", "restore"]
