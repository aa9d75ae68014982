"""The move search: every legal move of a position, the top, and ranked lists.

The board is read as 30 lines (15 rows across; 15 columns down, read on the transposed
board). For each line the search knows, per square, which letters the perpendicular word
allows (cross-checks, from the word list), the points of that perpendicular word, and
whether the square touches a tile (an anchor). A move is found by walking the word list's
automaton from a start square to the right, over tiles already there and placing rack tiles
on empty squares.

Duplicate needs the top, so each (line, start) gets an upper bound on the score any word
starting there can make (rack values put on the best premiums, every word premium in reach,
the bingo bonus if seven tiles fit); starts are searched best bound first and skipped once
their bound is below what is already found. The bound never underestimates, so the result
is exact (the tests compare with a brute-force enumerator).

A search keeps all its state in one object: searches in different threads never share
mutable data. ``cancel`` is polled between starts.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Callable

from duplicate.board import (
    BINGO_BONUS,
    CENTRE,
    LETTER_MULTIPLIERS,
    RACK_SIZE,
    SIZE,
    WORD_MULTIPLIERS,
    Board,
    Direction,
    Move,
    Position,
)
from duplicate.dawg import FINAL, Cancelled
from duplicate.edition import BLANK, BLANK_FLAG, LETTER_MASK
from duplicate.lexicon import Lexicon
from duplicate.rules import MoveRules, ScoredMove
from duplicate.scoring import score_move

CancelCheck = Callable[[], bool]

_LM_ROWS = [LETTER_MULTIPLIERS[r * SIZE : (r + 1) * SIZE] for r in range(SIZE)]
_WM_ROWS = [WORD_MULTIPLIERS[r * SIZE : (r + 1) * SIZE] for r in range(SIZE)]
# The premium layout is symmetric under transposition, so columns read like rows.
assert all(LETTER_MULTIPLIERS[r * SIZE + c] == LETTER_MULTIPLIERS[c * SIZE + r] for r in range(SIZE) for c in range(SIZE))


@dataclass(frozen=True)
class _Found:
    """A move as the search records it, before it becomes a Move."""

    score: int
    direction: Direction
    line: int
    start: int
    word: tuple[int, ...]


def master_order_key(scored: ScoredMove) -> tuple:
    """The documented order of moves, used to rank lists and pick the default master move.

    1. higher score first; 2. fewer blanks used (keeps a blank on the rack, the French
    official rule for equal tops); 3. across before down; 4. the first square nearer the
    top (row), then the left (column); 5. the word in letter-code order, a letter before
    the blank standing for it.
    """
    move = scored.move
    return (
        -scored.points,
        move.blanks_used,
        0 if move.direction is Direction.ACROSS else 1,
        move.row,
        move.col,
        move.word,
    )


class _LineData:
    """What the search needs to know about one line of the board."""

    __slots__ = ("tiles", "masks", "cross", "anchor", "lm", "wm")

    def __init__(self, tiles, masks, cross, anchor, lm, wm) -> None:
        self.tiles = tiles
        self.masks = masks
        self.cross = cross
        self.anchor = anchor
        self.lm = lm
        self.wm = wm


class MoveSearch:
    """One search over one position; create a new one per position (cheap)."""

    def __init__(
        self,
        position: Position,
        lexicon: Lexicon,
        rules: MoveRules = MoveRules(),
        cancel: CancelCheck | None = None,
    ) -> None:
        if lexicon.edition.letters != position.edition.letters:
            raise ValueError("the word list is for another edition")
        self.position = position
        self.edition = position.edition
        self.root = lexicon.dawg.nodes()
        self.rules = rules
        self.cancel = cancel
        self.values = self.edition.values
        self.all_letters = sum(1 << code for code in range(1, self.edition.size + 1))

    # -- board analysis -------------------------------------------------------------

    def _lines(self, board: Board) -> list[_LineData]:
        """Per-line data for across moves on ``board`` (pass the transposed board for down)."""
        squares = board.squares
        values = self.values
        empty_board = not any(squares)
        lines = []
        for r in range(SIZE):
            base = r * SIZE
            tiles = squares[base : base + SIZE]
            masks = [0] * SIZE
            cross = [-1] * SIZE
            anchor = [False] * SIZE
            for c in range(SIZE):
                if tiles[c]:
                    continue
                index = base + c
                above = index - SIZE
                below = index + SIZE
                has_above = r > 0 and squares[above] != 0
                has_below = r < SIZE - 1 and squares[below] != 0
                left = c > 0 and tiles[c - 1] != 0
                right = c < SIZE - 1 and tiles[c + 1] != 0
                anchor[c] = has_above or has_below or left or right or (empty_board and index == CENTRE)
                if not (has_above or has_below):
                    masks[c] = self.all_letters
                    continue
                prefix: list[int] = []
                i = above
                while i >= 0 and squares[i]:
                    prefix.append(squares[i])
                    i -= SIZE
                prefix.reverse()
                suffix: list[int] = []
                i = below
                while i < SIZE * SIZE and squares[i]:
                    suffix.append(squares[i])
                    i += SIZE
                masks[c] = self._cross_mask(prefix, suffix)
                cross[c] = sum(0 if v & BLANK_FLAG else values[v] for v in prefix) + sum(
                    0 if v & BLANK_FLAG else values[v] for v in suffix
                )
            lines.append(_LineData(tiles, masks, cross, anchor, _LM_ROWS[r], _WM_ROWS[r]))
        return lines

    def _cross_mask(self, prefix: list[int], suffix: list[int]) -> int:
        node = self.root
        for v in prefix:
            node = node.get(v & LETTER_MASK)
            if node is None:
                return 0
        mask = 0
        for letter, child in node.items():
            if letter == FINAL:
                continue
            n = child
            for v in suffix:
                n = n.get(v & LETTER_MASK)
                if n is None:
                    break
            else:
                if FINAL in n:
                    mask |= 1 << letter
        return mask

    # -- bounds -----------------------------------------------------------------------

    def _start_bound(self, line: _LineData, start: int, rack_values: list[int], rack_len: int) -> int:
        """An upper bound on the score of any move whose word starts at ``start``.

        Over the squares reachable with the rack (until the rack is used up), every new
        tile gets the best rack values on the best letter premiums, every word premium in
        reach multiplies the main word, every cross-word gets the best value, and the bingo
        bonus counts when seven tiles fit. Each term only grows with the reach, so no move
        from this start can score more.
        """
        tiles = line.tiles
        values = self.values
        board_sum = 0
        coefs: list[int] = []
        word_mult = 1
        cross_bound = 0
        top_value = rack_values[0] if rack_values else 0
        pos = start
        empties = 0
        while pos < SIZE:
            t = tiles[pos]
            if t:
                board_sum += 0 if t & BLANK_FLAG else values[t]
            else:
                if empties == rack_len:
                    break
                empties += 1
                if line.masks[pos] == 0:
                    break
                lm = line.lm[pos]
                wm = line.wm[pos]
                coefs.append(lm)
                word_mult *= wm
                if line.cross[pos] >= 0:
                    cross_bound += (line.cross[pos] + top_value * lm) * wm
            pos += 1
        coefs.sort(reverse=True)
        letters = sum(v * c for v, c in zip(rack_values, coefs))
        bonus = BINGO_BONUS if rack_len == RACK_SIZE and empties == RACK_SIZE else 0
        return (board_sum + letters) * word_mult + cross_bound + bonus

    # -- generation -------------------------------------------------------------------

    def _search(self, keep: Callable[[int], bool], record: Callable[[_Found], None]) -> None:
        """Walk every start, best bound first; ``keep(bound)`` says whether to look."""
        position = self.position
        rack = position.rack
        rack_len = len(rack.tiles)
        if rack_len == 0:
            return
        counts = rack.counts(self.edition)
        rack_values = sorted((self.values[t] if t != BLANK else 0 for t in rack.tiles), reverse=True)
        board = position.board
        empty_board = board.is_empty
        passes = [(Direction.ACROSS, self._lines(board))]
        if not (empty_board and self.rules.first_move_horizontal):
            passes.append((Direction.DOWN, self._lines(board.transposed())))
        work = []
        for direction, lines in passes:
            for index, line in enumerate(lines):
                tiles = line.tiles
                anchor = line.anchor
                for start in range(SIZE):
                    if start and tiles[start - 1]:
                        continue
                    # the first anchor must be reachable with the tiles of the rack
                    empties = 0
                    pos = start
                    reachable = False
                    while pos < SIZE:
                        if not tiles[pos]:
                            if anchor[pos]:
                                reachable = True
                                break
                            empties += 1
                            if empties >= rack_len:
                                break
                        pos += 1
                    if not reachable:
                        continue
                    bound = self._start_bound(line, start, rack_values, rack_len)
                    work.append((bound, direction, index, start))
        work.sort(key=lambda w: -w[0])
        cancel = self.cancel
        for bound, direction, index, start in work:
            if not keep(bound):
                break
            if cancel is not None and cancel():
                raise Cancelled("the move search")
            line = (passes[0][1] if direction is Direction.ACROSS else passes[1][1])[index]
            self._walk(line, direction, index, start, counts, rack_len, keep, record)

    def _walk(self, line, direction, index, start, counts, rack_len, keep, record) -> None:
        tiles = line.tiles
        masks = line.masks
        cross = line.cross
        anchor = line.anchor
        lms = line.lm
        wms = line.wm
        values = self.values
        down = direction is Direction.DOWN
        buf: list[int] = []
        placed_at: list[int] = []

        def extend(pos: int, node: dict, main: int, mult: int, crosses: int, placed: int, anchored: bool) -> None:
            while pos < SIZE and tiles[pos]:
                t = tiles[pos]
                node = node.get(t & LETTER_MASK)
                if node is None:
                    return
                buf.append(t)
                main += 0 if t & BLANK_FLAG else values[t]
                pos += 1
            if anchored and FINAL in node and pos - start >= 2:
                if not (down and placed == 1 and cross[placed_at[0]] >= 0):
                    score = main * mult + crosses + (BINGO_BONUS if placed == RACK_SIZE else 0)
                    if keep(score):
                        record(_Found(score, direction, index, start, tuple(buf)))
            if pos == SIZE or placed == rack_len:
                return
            mask = masks[pos]
            if not mask:
                return
            lm = lms[pos]
            wm = wms[pos]
            cs = cross[pos]
            now_anchored = anchored or anchor[pos]
            depth = len(buf)
            blanks = counts[BLANK]
            placed_at.append(pos)
            for letter, child in node.items():
                if letter == FINAL or not (mask >> letter) & 1:
                    continue
                if counts[letter]:
                    counts[letter] -= 1
                    v = values[letter] * lm
                    buf.append(letter)
                    extend(pos + 1, child, main + v, mult * wm, crosses + ((cs + v) * wm if cs >= 0 else 0),
                           placed + 1, now_anchored)
                    del buf[depth:]
                    counts[letter] += 1
                if blanks:
                    counts[BLANK] = blanks - 1
                    buf.append(letter | BLANK_FLAG)
                    extend(pos + 1, child, main, mult * wm, crosses + (cs * wm if cs >= 0 else 0),
                           placed + 1, now_anchored)
                    del buf[depth:]
                    counts[BLANK] = blanks
            placed_at.pop()

        extend(start, self.root, 0, 1, 0, 0, False)

    # -- results ----------------------------------------------------------------------

    def _to_scored(self, found: _Found) -> ScoredMove:
        board = self.position.board
        if found.direction is Direction.ACROSS:
            row, col = found.line, found.start
        else:
            row, col = found.start, found.line
        dr, dc = (0, 1) if found.direction is Direction.ACROSS else (1, 0)
        placed = []
        for i, value in enumerate(found.word):
            r, c = row + i * dr, col + i * dc
            if not board.at(r, c):
                placed.append((r, c, value))
        move = Move(row, col, found.direction, found.word, tuple(placed))
        scored = ScoredMove(move, score_move(board, move, self.edition))
        if scored.points != found.score:
            raise AssertionError(f"search score {found.score} differs from the scorer's {scored.points}")
        return scored

    def top(self) -> list[ScoredMove]:
        """Every move tied at the highest score, in master order (the first is the default)."""
        best = [-1]
        found: list[_Found] = []

        def keep(score: int) -> bool:
            return score >= best[0]

        def record(item: _Found) -> None:
            if item.score > best[0]:
                best[0] = item.score
                found.clear()
            found.append(item)

        self._search(keep, record)
        return sorted((self._to_scored(f) for f in found), key=master_order_key)

    def best(self, n: int) -> list[ScoredMove]:
        """The ``n`` best moves in master order, and every move tied with the last of them."""
        if n <= 0:
            return []
        heap: list[tuple[int, int, _Found]] = []
        counter = [0]
        ties: list[_Found] = []

        def floor() -> int:
            return heap[0][0] if len(heap) >= n else -1

        def keep(score: int) -> bool:
            return score >= floor()

        def record(item: _Found) -> None:
            counter[0] += 1
            if len(heap) < n:
                heapq.heappush(heap, (item.score, counter[0], item))
                return
            low = heap[0][0]
            if item.score > low:
                dropped = heapq.heapreplace(heap, (item.score, counter[0], item))[2]
                if dropped.score == heap[0][0]:
                    ties.append(dropped)
                ties[:] = [t for t in ties if t.score >= heap[0][0]]
            elif item.score == low:
                ties.append(item)

        self._search(keep, record)
        items = [entry[2] for entry in heap] + [t for t in ties if heap and t.score >= heap[0][0]]
        return sorted((self._to_scored(f) for f in items), key=master_order_key)

    def all_moves(self) -> list[ScoredMove]:
        """Every legal move, in master order."""
        found: list[_Found] = []
        self._search(lambda score: True, found.append)
        return sorted((self._to_scored(f) for f in found), key=master_order_key)


def top(position: Position, lexicon: Lexicon, rules: MoveRules = MoveRules(),
        cancel: CancelCheck | None = None) -> list[ScoredMove]:
    """Every move tied at the highest score (empty when no move exists); the first is the
    default master move."""
    return MoveSearch(position, lexicon, rules, cancel).top()


def best(position: Position, lexicon: Lexicon, n: int, rules: MoveRules = MoveRules(),
         cancel: CancelCheck | None = None) -> list[ScoredMove]:
    """The ``n`` best moves (with every move tied at the last score), best first."""
    return MoveSearch(position, lexicon, rules, cancel).best(n)


def all_moves(position: Position, lexicon: Lexicon, rules: MoveRules = MoveRules(),
              cancel: CancelCheck | None = None) -> list[ScoredMove]:
    """Every legal move, best first."""
    return MoveSearch(position, lexicon, rules, cancel).all_moves()
