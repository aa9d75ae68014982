"""The move search: every legal move of a position, the top, and ranked lists.

The search exists twice, with the same results: the pure-Python one here (the reference and
the fallback) and the compiled one (``duplicate.words._search``, built with Cython when the
package is installed on a machine with a C compiler), which does the whole search in one
call and walks a GADDAG from anchors. ``DUPLICATE_PURE_SEARCH=1`` in the environment forces
the pure one; ``walk_in_use`` says which one searches. The tests compare the two with each
other and with a brute-force enumerator.

The pure search reads the board as 30 lines (15 rows across; 15 columns down, read on the
transposed board). For each line it knows, per square, which letters the perpendicular word
allows (cross-checks, from the word list), the points of that perpendicular word, and
whether the square touches a tile (an anchor). A move is found by walking the word list's
automaton from a start square to the right (``duplicate.words.walk``), over tiles already
there and placing rack tiles on empty squares.

Duplicate needs the top, so each (line, start) gets an upper bound on the score any word
starting there can make (rack values put on the best premiums, every word premium in reach,
the bingo bonus if seven tiles fit); starts are searched best bound first and skipped once
their bound is below what is already found. The bound never underestimates, so the result
is exact.

Tied moves are kept as the search found them and sorted by the master order without being
scored again; ``RankedMoves`` turns them into scored moves only when they are read (a French
position can have thousands of tied tops, and a screen shows the first hundreds).

A search keeps all its state in one object: searches in different threads never share
mutable data (the compiled one shares only the word list's cache of cross-checks, touched
while it holds the interpreter lock). ``cancel`` is polled between starts (anchors).
"""

from __future__ import annotations

import heapq
import itertools
import os
from dataclasses import dataclass
from collections.abc import Callable, Iterator, Sequence
from typing import overload

from duplicate.rules.board import BINGO_BONUS, CENTRE, LETTER_MULTIPLIERS, RACK_SIZE, SIZE, WORD_MULTIPLIERS, Board, Direction, Move, Position
from duplicate.words.dawg import ACCEPTS, LAST, TARGET_SHIFT, Cancelled, find_arc
from duplicate.rules.edition import BLANK, BLANK_FLAG, LETTER_MASK
from duplicate.words.lexicon import Lexicon, LexiconError
from duplicate.rules.checking import MoveRules, ScoredMove
from duplicate.rules.scoring import score_move
from duplicate.words.walk import walk_line as pure_walk_line

CancelCheck = Callable[[], bool]

#: How many cross-check masks a word list keeps between searches (the same few thousand
#: perpendicular words come back turn after turn; the dict is emptied when full).
CROSS_MASK_CACHE = 100_000

#: Set to 1 (or any value but 0) to search with the pure-Python walk even when the compiled one is there.
PURE_SEARCH_VARIABLE = "DUPLICATE_PURE_SEARCH"


try:  # the compiled search, when the package was built with a C compiler (typed by _search.pyi)
    from duplicate.words import _search

    _HAVE_COMPILED = True
except ImportError:  # pragma: no cover - the pure-Python installation
    _HAVE_COMPILED = False

#: The walks this installation has, by name: "pure" (the pure-Python driver and walk, the
#: reference) and "compiled" when the extension was built (the whole search in one call).
WALKS: tuple[str, ...] = ("compiled", "pure") if _HAVE_COMPILED else ("pure",)


def default_walk() -> str:
    """The walk a search uses unless told: the compiled one, unless absent or the pure one is forced."""
    forced = os.environ.get(PURE_SEARCH_VARIABLE, "").strip() not in ("", "0")
    return "compiled" if "compiled" in WALKS and not forced else "pure"


def walk_in_use() -> str:
    """A sentence for ``duplicate info`` and the app's About box."""
    name = default_walk()
    if name == "compiled":
        return "compiled (Cython extension duplicate.words._search)"
    why = f"forced by {PURE_SEARCH_VARIABLE}" if "compiled" in WALKS else "the compiled extension is not installed"
    return f"pure Python ({why})"

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


#: The sort key of ``master_order_key``: points (negated), blanks used, 0 across / 1 down, row, column, word.
OrderKey = tuple[int, int, int, int, int, tuple[int, ...]]


def master_order_key(scored: ScoredMove) -> OrderKey:
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

    def __init__(self, tiles: tuple[int, ...], masks: list[int], cross: list[int], anchor: list[bool],
                 lm: tuple[int, ...], wm: tuple[int, ...]) -> None:
        self.tiles = tiles
        self.masks = masks
        self.cross = cross
        self.anchor = anchor
        self.lm = lm
        self.wm = wm


class MoveSearch:
    """One search over one position; create a new one per position (cheap).

    ``walk`` names the walk to use (a key of ``WALKS``; default: ``default_walk()``).
    """

    def __init__(
        self,
        position: Position,
        lexicon: Lexicon,
        rules: MoveRules = MoveRules(),
        cancel: CancelCheck | None = None,
        walk: str | None = None,
    ) -> None:
        if lexicon.edition is not position.edition and lexicon.edition.letters != position.edition.letters:
            raise ValueError("the word list is for another edition")
        name = walk or default_walk()
        if name not in WALKS:
            raise ValueError(f"no {name!r} walk in this installation (have: {', '.join(WALKS)})")
        self.walk_name = name
        self.position = position
        self.edition = position.edition
        self.lexicon = lexicon
        self.rules = rules
        self.cancel = cancel
        self.values = self.edition.values
        #: (anchors, anchors walked, walk steps) of the last compiled search, for the bench.
        self.figures: tuple[int, int, int] = (0, 0, 0)
        if name == "pure":
            dawg = lexicon.dawg
            self.arcs = dawg.arc_list()
            self._cross_masks = dawg.cross_masks
            self.root = dawg.root_index
            self.all_letters = sum(1 << code for code in range(1, self.edition.size + 1))

    # -- board analysis -------------------------------------------------------------

    def _lines(self, board: Board) -> list[_LineData]:
        """Per-line data for across moves on ``board`` (pass the transposed board for down)."""
        squares = board.squares
        values = self.values
        cross_masks = self._cross_masks
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
                key = (tuple(prefix), tuple(suffix))
                mask = cross_masks.get(key)
                if mask is None:
                    mask = self._cross_mask(prefix, suffix)
                    if len(cross_masks) >= CROSS_MASK_CACHE:
                        cross_masks.clear()
                    cross_masks[key] = mask
                masks[c] = mask
                cross[c] = sum(0 if v & BLANK_FLAG else values[v] for v in prefix) + sum(
                    0 if v & BLANK_FLAG else values[v] for v in suffix
                )
            lines.append(_LineData(tiles, masks, cross, anchor, _LM_ROWS[r], _WM_ROWS[r]))
        return lines

    def _cross_mask(self, prefix: list[int], suffix: list[int]) -> int:
        """The letters that make ``prefix + letter + suffix`` a word, as a bit mask."""
        arcs = self.arcs
        index = self.root
        for v in prefix:
            arc = find_arc(arcs, index, v & LETTER_MASK)
            if not arc:
                return 0
            index = arc >> TARGET_SHIFT
        suffix = [v & LETTER_MASK for v in suffix]
        mask = 0
        while index:  # each letter that can follow the prefix (inlined: thousands per search)
            arc = arcs[index]
            last = arc
            for letter in suffix:
                at = last >> TARGET_SHIFT
                while at:
                    last = arcs[at]
                    if last & LETTER_MASK == letter:
                        break
                    at = 0 if last & LAST else at + 1
                if not at:
                    break
            else:
                if last & ACCEPTS:
                    mask |= 1 << (arc & LETTER_MASK)
            if arc & LAST:
                break
            index += 1
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

    def _search(self, floor: int, record: Callable[[_Found], int]) -> None:
        """Walk every start, best bound first, while the bound reaches the floor.

        ``record`` keeps a found move and returns the floor from then on: moves scoring
        less are not reported (the floor only rises). An automaton that leads outside
        itself (a cache file crafted with a valid checksum: the cache is trusted once its
        checksum holds) is a clear error, not a crash.
        """
        try:
            self._walk_starts(floor, record)
        except IndexError:
            raise LexiconError("damaged", "the word list {name} is damaged: delete the files of the cache folder "
                               "and load it again", name=self.lexicon.identity.name) from None

    def _walk_starts(self, floor: int, record: Callable[[_Found], int]) -> None:
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
        walk_line = pure_walk_line
        arcs = self.arcs
        values = self.values
        for bound, direction, index, start in work:
            if bound < floor:
                break
            if cancel is not None and cancel():
                raise Cancelled("the move search was cancelled")
            line = (passes[0][1] if direction is Direction.ACROSS else passes[1][1])[index]

            def found(score: int, word: tuple[int, ...], direction: Direction = direction, index: int = index,
                      start: int = start) -> int:
                return record(_Found(score, direction, index, start, word))

            floor = walk_line(arcs, line.tiles, line.masks, line.cross, line.anchor, line.lm, line.wm, values,
                              counts, start, rack_len, direction is Direction.DOWN, floor, found)

    # -- results ----------------------------------------------------------------------

    def _order_key(self, found: _Found) -> OrderKey:
        """``master_order_key`` of the move ``found`` will become, without building it."""
        squares = self.position.board.squares
        if found.direction is Direction.ACROSS:
            row, col, step, across = found.line, found.start, 1, 0
        else:
            row, col, step, across = found.start, found.line, SIZE, 1
        at = row * SIZE + col
        blanks = 0
        for value in found.word:
            if value & BLANK_FLAG and not squares[at]:
                blanks += 1
            at += step
        return (-found.score, blanks, across, row, col, found.word)

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

    def _ranked(self, found: list[_Found]) -> RankedMoves:
        return RankedMoves(sorted(found, key=self._order_key), self._to_scored)

    def _compiled(self, mode: int, wanted: int = 0) -> RankedMoves:
        """The whole search in one call of the compiled module (same moves, same order)."""
        board = self.position.board
        graph, cross = self.lexicon.search_graph()
        both = not (self.rules.first_move_horizontal and board.is_empty)
        result = _search.search(graph, board.as_bytes(), self.values, self.position.rack.counts(self.edition),
                                _LETTER_BYTES, _WORD_BYTES, mode, wanted, both, cross, self.cancel)
        if result is None:
            raise Cancelled("the move search was cancelled")
        scores, packed, self.figures = result
        return RankedMoves(_PackedFound(packed, range(len(scores))), self._to_scored, scores=scores)

    def top(self) -> RankedMoves:
        """Every move tied at the highest score, in master order (the first is the default)."""
        if self.walk_name == "compiled":
            return self._compiled(_search.MODE_TOP)
        found: list[_Found] = []

        def record(item: _Found) -> int:
            if found and item.score > found[0].score:
                found.clear()
            found.append(item)
            return found[0].score

        self._search(-1, record)
        return self._ranked(found)

    def best(self, n: int) -> RankedMoves:
        """The ``n`` best moves in master order, and every move tied with the last of them."""
        if n <= 0:
            return RankedMoves([], self._to_scored)
        if self.walk_name == "compiled":
            return self._compiled(_search.MODE_BEST, n)
        heap: list[tuple[int, int, _Found]] = []
        order = itertools.count()
        # moves out of the heap that tie with its lowest score; their scores never decrease
        ties: list[_Found] = []

        def record(item: _Found) -> int:
            if len(heap) < n:
                heapq.heappush(heap, (item.score, next(order), item))
            elif item.score > heap[0][0]:
                ties.append(heapq.heapreplace(heap, (item.score, next(order), item))[2])
                low = heap[0][0]
                if ties[0].score < low:
                    ties[:] = [t for t in ties if t.score >= low]
            elif item.score == heap[0][0]:
                ties.append(item)
            return heap[0][0] if len(heap) >= n else -1

        self._search(-1, record)
        items = [entry[2] for entry in heap]
        if heap:
            items += [t for t in ties if t.score >= heap[0][0]]
        return self._ranked(items)

    def all_moves(self) -> RankedMoves:
        """Every legal move, in master order."""
        if self.walk_name == "compiled":
            return self._compiled(_search.MODE_ALL)
        found: list[_Found] = []

        def record(item: _Found) -> int:
            found.append(item)
            return -1

        self._search(-1, record)
        return self._ranked(found)


def _nothing_to_score(found: _Found) -> ScoredMove:
    raise AssertionError("an empty list of moves has no move to score")


_DIRECTIONS = (Direction.ACROSS, Direction.DOWN)
_LETTER_BYTES = bytes(LETTER_MULTIPLIERS)
_WORD_BYTES = bytes(WORD_MULTIPLIERS)


class _PackedFound(Sequence[_Found]):
    """The moves of a compiled search, packed in one bytes object; each read as a ``_Found``."""

    def __init__(self, packed: bytes, indices: range) -> None:
        self._packed = packed
        self._indices = indices

    def __len__(self) -> int:
        return len(self._indices)

    @overload
    def __getitem__(self, index: int) -> _Found: ...

    @overload
    def __getitem__(self, index: slice) -> _PackedFound: ...

    def __getitem__(self, index: int | slice) -> _Found | _PackedFound:
        if isinstance(index, slice):
            return _PackedFound(self._packed, self._indices[index])
        score, direction, line, start, word = _search.found_at(self._packed, self._indices[index])
        return _Found(score, _DIRECTIONS[direction], line, start, word)


class RankedMoves(Sequence[ScoredMove]):
    """Moves in master order, each scored (and checked against the search) when first read.

    Counting, slicing and reading scores cost nothing; reading a move builds it once.
    """

    def __init__(self, found: Sequence[_Found], to_scored: Callable[[_Found], ScoredMove],
                 cache: dict[_Found, ScoredMove] | None = None, scores: Sequence[int] | None = None) -> None:
        self._found = found
        self._scores = [f.score for f in found] if scores is None else scores
        self._to_scored = to_scored
        self._cache: dict[_Found, ScoredMove] = {} if cache is None else cache

    @classmethod
    def empty(cls) -> RankedMoves:
        return cls([], _nothing_to_score)

    def __len__(self) -> int:
        return len(self._found)

    @overload
    def __getitem__(self, index: int) -> ScoredMove: ...

    @overload
    def __getitem__(self, index: slice) -> RankedMoves: ...

    def __getitem__(self, index: int | slice) -> ScoredMove | RankedMoves:
        if isinstance(index, slice):
            return RankedMoves(self._found[index], self._to_scored, self._cache, self._scores[index])
        found = self._found[index]
        scored = self._cache.get(found)
        if scored is None:
            scored = self._cache[found] = self._to_scored(found)
        return scored

    def __iter__(self) -> Iterator[ScoredMove]:
        for i in range(len(self._found)):
            yield self[i]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, RankedMoves):
            return self.scores() == other.scores() and list(self) == list(other)
        if isinstance(other, (list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    # unhashable, as a mutable sequence is: typeshed declares object.__hash__ a method, and its
    # own list and dict set it to None with the same ignore
    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"RankedMoves({len(self)} moves, scores {self.scores()[:5]}...)"

    def points(self, index: int) -> int:
        """The score of the move at ``index``, without building it."""
        return self._scores[index]

    def scores(self) -> list[int]:
        return list(self._scores)

    def count_at_least(self, score: int) -> int:
        """How many moves score ``score`` or more (they come first)."""
        count = 0
        for points in self._scores:
            if points < score:
                break
            count += 1
        return count

    def tops(self) -> RankedMoves:
        """The moves tied with the first."""
        if not self._scores:
            return self
        return self[: self.count_at_least(self._scores[0])]

    def cut(self, limit: int) -> RankedMoves:
        """The first ``limit`` moves and every move tied with the last of them."""
        if limit <= 0 or len(self._scores) <= limit:
            return self if limit > 0 else self[:0]
        return self[: self.count_at_least(self._scores[limit - 1])]


def top(position: Position, lexicon: Lexicon, rules: MoveRules = MoveRules(),
        cancel: CancelCheck | None = None, walk: str | None = None) -> RankedMoves:
    """Every move tied at the highest score (empty when no move exists); the first is the
    default master move."""
    return MoveSearch(position, lexicon, rules, cancel, walk).top()


def best(position: Position, lexicon: Lexicon, n: int, rules: MoveRules = MoveRules(),
         cancel: CancelCheck | None = None, walk: str | None = None) -> RankedMoves:
    """The ``n`` best moves (with every move tied at the last score), best first."""
    return MoveSearch(position, lexicon, rules, cancel, walk).best(n)


def all_moves(position: Position, lexicon: Lexicon, rules: MoveRules = MoveRules(),
              cancel: CancelCheck | None = None, walk: str | None = None) -> RankedMoves:
    """Every legal move, best first."""
    return MoveSearch(position, lexicon, rules, cancel, walk).all_moves()
