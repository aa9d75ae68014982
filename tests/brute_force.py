"""An independent, slow enumerator of legal moves, to check the search against.

It shares nothing with ``duplicate.search``: for every word of the lexicon, every square and
both directions, it lays the word down with the rules module (``resolve``), tries every way
of playing the new letters with blanks, and keeps what ``judge`` (the referee used for
players' moves) accepts. Only usable with small word lists.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from duplicate.rules.board import SIZE, Direction, Move, Position
from duplicate.rules.edition import BLANK, BLANK_FLAG, LETTER_MASK
from duplicate.base.errors import MoveError
from duplicate.rules.notation import MoveText, Reference
from duplicate.rules.checking import MoveRules, judge, resolve


def brute_force_moves(
    position: Position, words: list[str], lexicon, rules: MoveRules = MoveRules()
) -> dict[tuple, int]:
    """Map (row, col, direction, word values) -> score for every legal move."""
    edition = position.edition
    rack = Counter(position.rack.tiles)
    blanks = rack[BLANK]
    found: dict[tuple, int] = {}
    coded = [tuple(edition.letter_code(t.upper()) for t in edition.tokenize(w.upper())) for w in words]
    squares = position.board.squares
    rack_size = len(position.rack.tiles)
    for word in coded:
        for direction in (Direction.ACROSS, Direction.DOWN):
            step = 1 if direction is Direction.ACROSS else SIZE
            for row in range(SIZE):
                for col in range(SIZE):
                    if not _may_fit(squares, row, col, direction, step, word, rack, blanks, rack_size):
                        continue
                    try:
                        move = resolve(position.board, MoveText(Reference(row, col, direction), word), edition)
                    except MoveError:
                        continue
                    new = [v & LETTER_MASK for _, _, v in move.placed]
                    if len(new) > len(position.rack.tiles):
                        continue
                    for k in range(0, min(blanks, len(new)) + 1):
                        for as_blank in combinations(range(len(new)), k):
                            naturals = Counter(new[i] for i in range(len(new)) if i not in as_blank)
                            if any(naturals[t] > rack[t] for t in naturals):
                                continue
                            placed = tuple(
                                (r, c, (v & LETTER_MASK) | (BLANK_FLAG if i in as_blank else 0))
                                for i, (r, c, v) in enumerate(move.placed)
                            )
                            by_square = {(r, c): v for r, c, v in placed}
                            values = tuple(
                                by_square.get(sq, position.board.at(*sq)) for sq in move.squares()
                            )
                            candidate = Move(move.row, move.col, direction, values, placed)
                            try:
                                scored = judge(position, candidate, lexicon, rules)
                            except MoveError:
                                continue
                            key = (move.row, move.col, direction, values)
                            if len(placed) == 1:
                                # a one-tile move is the same move in both directions: keep
                                # it once, under the direction of its longer word
                                key = ("single", placed)
                            found[key] = scored.points
    return found


def _may_fit(squares, row, col, direction, step, word, rack, blanks, rack_size) -> bool:
    """Cheap pre-filter: the word fits on the board and the rack has its new letters."""
    end = (col if direction is Direction.ACROSS else row) + len(word)
    if end > SIZE:
        return False
    need: Counter = Counter()
    index = row * SIZE + col
    new = 0
    for letter in word:
        on = squares[index]
        if on:
            if on & LETTER_MASK != letter:
                return False
        else:
            need[letter] += 1
            new += 1
        index += step
    if new == 0 or new > rack_size:
        return False
    short = sum(max(0, n - rack[t]) for t, n in need.items())
    return short <= blanks
