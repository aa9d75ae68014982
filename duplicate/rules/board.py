"""The 15x15 board, its premium squares, racks, moves and positions.

Squares are numbered ``row * 15 + col`` from the top-left corner, 0-based. A square holds 0
when empty, else a letter code, with ``BLANK_FLAG`` set for a blank. All values here are
immutable: playing a move returns a new position, so copies are cheap and undo is exact.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum
from typing import Iterable, Iterator

from duplicate.rules.edition import BLANK, BLANK_FLAG, LETTER_MASK, Edition

SIZE = 15
CENTRE = 7 * SIZE + 7
RACK_SIZE = 7
BINGO_BONUS = 50

# The standard layout, rows from the top (rules section 1); '.' plain, 'd' double letter,
# 't' triple letter, 'D' double word, 'T' triple word. The centre star is a double word.
_LAYOUT = (
    "T..d...T...d..T",
    ".D...t...t...D.",
    "..D...d.d...D..",
    "d..D...d...D..d",
    "....D.....D....",
    ".t...t...t...t.",
    "..d...d.d...d..",
    "T..d...D...d..T",
    "..d...d.d...d..",
    ".t...t...t...t.",
    "....D.....D....",
    "d..D...d...D..d",
    "..D...d.d...D..",
    ".D...t...t...D.",
    "T..d...T...d..T",
)

#: Kind of premium of each square: '.', 'd', 't', 'D' or 'T'.
PREMIUMS: tuple[str, ...] = tuple("".join(_LAYOUT))
#: Letter multiplier of each square.
LETTER_MULTIPLIERS: tuple[int, ...] = tuple({"d": 2, "t": 3}.get(p, 1) for p in PREMIUMS)
#: Word multiplier of each square.
WORD_MULTIPLIERS: tuple[int, ...] = tuple({"D": 2, "T": 3}.get(p, 1) for p in PREMIUMS)


class Direction(Enum):
    ACROSS = "across"
    DOWN = "down"

    @property
    def step(self) -> int:
        """Square-index step along the line."""
        return 1 if self is Direction.ACROSS else SIZE

    @property
    def other(self) -> Direction:
        return Direction.DOWN if self is Direction.ACROSS else Direction.ACROSS


def square(row: int, col: int) -> int:
    return row * SIZE + col


def on_board(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


@dataclass(frozen=True)
class Board:
    """The tiles on the board: 225 square values, 0 for empty."""

    squares: tuple[int, ...] = (0,) * (SIZE * SIZE)

    def __post_init__(self) -> None:
        if len(self.squares) != SIZE * SIZE:
            raise ValueError(f"a board has {SIZE * SIZE} squares, not {len(self.squares)}")

    def __hash__(self) -> int:
        """Hashed once (boards key the caches of judged moves and searched positions)."""
        cached = self.__dict__.get("_hash")
        if cached is None:
            cached = hash(self.squares)
            object.__setattr__(self, "_hash", cached)
        return cached

    def as_bytes(self) -> bytes:
        """The 225 square values as bytes (what the compiled search reads), made once per board."""
        packed = self.__dict__.get("_bytes")
        if packed is None:
            packed = bytes(self.squares)
            object.__setattr__(self, "_bytes", packed)
        return packed

    def at(self, row: int, col: int) -> int:
        return self.squares[row * SIZE + col]

    @property
    def is_empty(self) -> bool:
        return not any(self.squares)

    def tile_count(self) -> int:
        return sum(1 for s in self.squares if s)

    def with_tiles(self, placed: Iterable[tuple[int, int, int]]) -> Board:
        """A new board with ``(row, col, value)`` tiles added on empty squares."""
        squares = list(self.squares)
        added: list[int] = []
        for row, col, value in placed:
            index = row * SIZE + col
            if squares[index]:
                raise ValueError(f"square {row},{col} is already occupied")
            squares[index] = value
            added.append(BLANK if value & BLANK_FLAG else value)
        board = Board(tuple(squares))
        usage = self.__dict__.get("_usage")
        if usage is not None:  # counted from this board's count, not again from the squares
            counts = dict(usage)
            for tile in added:
                counts[tile] = counts.get(tile, 0) + 1
            object.__setattr__(board, "_usage", tuple(counts.items()))
        return board

    def transposed(self) -> Board:
        """The board mirrored on its main diagonal (down moves become across moves)."""
        s = self.squares
        return Board(tuple(s[c * SIZE + r] for r in range(SIZE) for c in range(SIZE)))

    def tiles(self) -> Iterator[tuple[int, int, int]]:
        for index, value in enumerate(self.squares):
            if value:
                yield index // SIZE, index % SIZE, value

    def tile_usage(self) -> Counter[int]:
        """How many tiles of each kind are on the board (blanks counted as BLANK); a new
        Counter each time, counted once per board (a turn asks it several times)."""
        return Counter(dict(self.tile_counts()))

    def tile_counts(self) -> tuple[tuple[int, int], ...]:
        """``tile_usage`` as (tile, count) pairs, without a new Counter."""
        usage: tuple[tuple[int, int], ...] | None = self.__dict__.get("_usage")
        if usage is None:
            usage = tuple(Counter(BLANK if v & BLANK_FLAG else v for v in self.squares if v).items())
            object.__setattr__(self, "_usage", usage)
        return usage


@dataclass(frozen=True)
class Rack:
    """The tiles a player holds, as letter codes with ``BLANK`` (0) for a blank, sorted."""

    tiles: tuple[int, ...] = ()

    @classmethod
    def of(cls, tiles: Iterable[int]) -> Rack:
        """Rack in canonical order: letters in edition order, blanks last."""
        return cls(tuple(sorted(tiles, key=lambda t: (t == BLANK, t))))

    def __len__(self) -> int:
        return len(self.tiles)

    def counts(self, edition: Edition) -> list[int]:
        """Count of each letter code (index 0: blanks)."""
        counts = [0] * (edition.size + 1)
        for t in self.tiles:
            counts[t] += 1
        return counts

    def without(self, used: Iterable[int]) -> Rack:
        """The rack after playing ``used`` tiles (codes, BLANK for blanks); raise if absent."""
        remaining = list(self.tiles)
        for tile in used:
            try:
                remaining.remove(tile)
            except ValueError:
                raise ValueError(f"tile {tile} is not on the rack") from None
        return Rack(tuple(remaining))

    def format(self, edition: Edition) -> str:
        return edition.tiles_text(self.tiles)

    @property
    def blanks(self) -> int:
        return self.tiles.count(BLANK)


def rack_tile(value: int) -> int:
    """The rack tile a board value came from: BLANK for a blank, else its letter code."""
    return BLANK if value & BLANK_FLAG else value & LETTER_MASK


@dataclass(frozen=True)
class Move:
    """A move: the word it lays along its line and the tiles it adds to the board.

    ``word`` holds the square values of the whole word, letters already on the board
    included; ``placed`` the new tiles as ``(row, col, value)`` in word order.
    """

    row: int
    col: int
    direction: Direction
    word: tuple[int, ...]
    placed: tuple[tuple[int, int, int], ...]

    @property
    def tiles_used(self) -> list[int]:
        """The rack tiles this move takes (BLANK for each blank)."""
        return [rack_tile(v) for _, _, v in self.placed]

    @property
    def blanks_used(self) -> int:
        return sum(1 for _, _, v in self.placed if v & BLANK_FLAG)

    @property
    def is_bingo(self) -> bool:
        return len(self.placed) == RACK_SIZE

    def squares(self) -> list[tuple[int, int]]:
        dr, dc = (0, 1) if self.direction is Direction.ACROSS else (1, 0)
        return [(self.row + i * dr, self.col + i * dc) for i in range(len(self.word))]

    def word_text(self, edition: Edition) -> str:
        return "".join(edition.letter_name(v) for v in self.word)


@dataclass(frozen=True)
class Position:
    """A board and the rack to play from, in one edition; the value a search works on."""

    edition: Edition
    board: Board = Board()
    rack: Rack = Rack()

    def play(self, move: Move) -> Position:
        """The position after ``move``: tiles added to the board and taken from the rack."""
        return Position(self.edition, self.board.with_tiles(move.placed), self.rack.without(move.tiles_used))

    def with_rack(self, rack: Rack) -> Position:
        return Position(self.edition, self.board, rack)
