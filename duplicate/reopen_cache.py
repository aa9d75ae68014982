"""The reopen cache: the judged moves of a session, kept in its file so that reopening it
does not judge them all again (judging is most of the work of replaying a big log).

Derived, checked, never the truth. The action log stays the one truth and is still read,
checked and replayed in full at every reopen; the cache only answers "what does this text
mean on this board with this rack" for the moves already judged, which is a pure function
of the position, the text, the word list and the move rules. It holds only VALID outcomes
(a move's placement and score, as plain JSON); errors are judged again, so their code,
template and values are always today's.

The writer stores it (duplicate.storage) at each commit, inside the commit's own
transaction, with a digest of the log rows it covers, its own checksum, its version and the
program's; readers use it when everything matches and never write or repair it. This module
turns the judgements into that JSON and back, as strictly as an action payload is read: any
surprise makes the whole cache ignored (``CacheMismatch``), and the log is judged in full.
"""

from __future__ import annotations

import json
from typing import Any, Iterable, Mapping

from duplicate.board import SIZE, Board, Direction, Move
from duplicate.edition import Edition
from duplicate.errors import DuplicateError
from duplicate.lexicon import LexiconId
from duplicate.rules import MoveRules, ScoredMove
from duplicate.scoring import Score, WordScore

#: A judged move's key, as duplicate.session_state keeps it: (board, rack, text, word accepted).
JudgementKey = tuple[Board, tuple[int, ...], str, bool]

_DIRECTIONS = {d.value: d for d in Direction}
_SQUARES = SIZE * SIZE


class CacheMismatch(ValueError):
    """The stored cache does not fit this session or is not as written: it is ignored."""


def _context(edition: Edition, lexicon: LexiconId, rules: MoveRules) -> dict[str, Any]:
    """What every judgement depends on besides the position and the text."""
    return {"edition": edition.code, "lexicon": lexicon.sha256, "first_move_horizontal": rules.first_move_horizontal}


def encode(judgements: Mapping[tuple, ScoredMove | DuplicateError], boards: Iterable[Board],
           edition: Edition, lexicon: LexiconId, rules: MoveRules) -> str:
    """The cache's JSON: the valid judgements made on ``boards`` (the boards of the turns
    in play; judgements of undone turns are left out)."""
    index: dict[Board, int] = {}
    for board in boards:
        index.setdefault(board, len(index))
    moves = []
    for (board, rack, text, accepted), outcome in judgements.items():
        number = index.get(board)
        if number is None or not isinstance(outcome, ScoredMove):
            continue
        move, score = outcome.move, outcome.score
        moves.append([number, list(rack), text, accepted, move.row, move.col, move.direction.value,
                      list(move.word), [list(p) for p in move.placed], score.total,
                      [[w.word, w.score, w.main] for w in score.words], score.bingo])
    sparse = [[[i, v] for i, v in enumerate(board.squares) if v] for board in index]
    return json.dumps({"context": _context(edition, lexicon, rules), "boards": sparse, "moves": moves},
                      ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def decode(text: str, edition: Edition, lexicon: LexiconId, rules: MoveRules) -> dict[JudgementKey, ScoredMove]:
    """The judgements of a cache's JSON, checked field by field; ``CacheMismatch`` at the
    first thing that is not exactly as ``encode`` writes it."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise CacheMismatch(f"not JSON ({exc})") from None
    if not isinstance(data, dict) or set(data) != {"context", "boards", "moves"}:
        raise CacheMismatch("not a cache")
    if data["context"] != _context(edition, lexicon, rules):
        raise CacheMismatch("made for another word list, edition or rule set")
    boards = [_board(b) for b in _list(data["boards"])]
    judgements: dict[JudgementKey, ScoredMove] = {}
    for row in _list(data["moves"]):
        key, scored = _judgement(row, boards)
        if key in judgements:
            raise CacheMismatch("a move is cached twice")
        judgements[key] = scored
    return judgements


def _list(value: Any, length: int | None = None) -> list:
    if type(value) is not list or (length is not None and len(value) != length):
        raise CacheMismatch("a list of the wrong shape")
    return value


def _int(value: Any, low: int, high: int) -> int:
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


def _board(value: Any) -> Board:
    squares = [0] * _SQUARES
    for pair in _list(value):
        index, square = _list(pair, 2)
        squares[_int(index, 0, _SQUARES)] = _int(square, 1, 1 << 16)
    return Board(tuple(squares))


def _judgement(value: Any, boards: list[Board]) -> tuple[JudgementKey, ScoredMove]:
    (board, rack, text, accepted, row, col, direction, word, placed, total, words, bingo) = _list(value, 12)
    key = (boards[_int(board, 0, len(boards))], tuple(_int(t, 0, 1 << 16) for t in _list(rack)), _str(text),
           _bool(accepted))
    if direction not in _DIRECTIONS:
        raise CacheMismatch(f"not a direction ({direction!r})")
    tiles = tuple(tuple(_int(x, 0, 1 << 16) for x in _list(p, 3)) for p in _list(placed))
    if not tiles or any(r >= SIZE or c >= SIZE for r, c, _ in tiles):
        raise CacheMismatch("a move without tiles or off the board")
    move = Move(_int(row, 0, SIZE), _int(col, 0, SIZE), _DIRECTIONS[direction],
                tuple(_int(v, 1, 1 << 16) for v in _list(word)), tiles)  # type: ignore[arg-type]
    scores = tuple(WordScore(_str(w), _int(s, 0, 1 << 20), _bool(m)) for w, s, m in (_list(x, 3) for x in _list(words)))
    score = Score(_int(total, 0, 1 << 20), scores, _bool(bingo))
    return key, ScoredMove(move, score)


__all__ = ["CacheMismatch", "JudgementKey", "decode", "encode"]
