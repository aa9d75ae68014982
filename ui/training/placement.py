"""Tentative placement of rack tiles on the board while a player builds a move (no widgets).

This is the state a word-game board keeps under the player's hands: which rack tile sits
tentatively on which square, where the typing cursor is and which way it runs, which blank
still waits for its letter, and the order of the rack on screen. It is plain Python so that
the keyboard and mouse behaviour can be tested without a window (its messages go through
``QCoreApplication.translate``, which needs no application object).

It decides nothing about the game: whether the tiles make a legal move, and its score, are
asked of the engine (``move_from_placements`` + ``judge``) by the window. Messages returned
here only explain why a key did nothing (no such letter on the rack, no free square ahead):
whole sentences in the app's language, shown as they are.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from duplicate.rules.board import SIZE, Board, rack_tile
from duplicate.rules.edition import BLANK, BLANK_FLAG, LETTER_MASK, Edition


@dataclass(frozen=True)
class Tentative:
    """A rack tile put on a square: ``slot`` is its place in the rack (None: not from the rack,
    e.g. a typed move that names a letter the rack lacks), ``value`` as on a board square."""

    row: int
    col: int
    slot: int | None
    value: int

    @property
    def pending_blank(self) -> bool:
        """A blank dropped on the board whose letter is not chosen yet."""
        return self.value == BLANK_FLAG


class Placement:
    """The player's tentative tiles, cursor and rack order for one turn."""

    def __init__(self, edition: Edition, board: Board | None = None, rack: Sequence[int] = ()) -> None:
        self.edition = edition
        self.board = Board()
        self.rack: tuple[int, ...] = ()
        self.order: list[int] = []
        self.placed: list[Tentative] = []
        self.cursor: tuple[int, int] | None = None
        self.across = True
        self.awaiting_blank = False
        self.reset(board or Board(), rack)

    # -- a new turn ------------------------------------------------------------------------

    def reset(self, board: Board, rack: Sequence[int]) -> None:
        """Start a turn: no tile placed; the cursor on the centre of an empty board."""
        self.board = board
        self.rack = tuple(rack)
        self.order = list(range(len(self.rack)))
        self.placed = []
        self.awaiting_blank = False
        self.across = True
        self.cursor = (SIZE // 2, SIZE // 2) if board.is_empty else None

    # -- reading -----------------------------------------------------------------------------

    def placements(self) -> list[tuple[int, int, int]]:
        """The tentative tiles as ``(row, col, value)``, in the order they were put down."""
        return [(t.row, t.col, t.value) for t in self.placed]

    @property
    def pending_blank(self) -> Tentative | None:
        """A blank on the board that waits for its letter (the next letter typed names it)."""
        return next((t for t in self.placed if t.pending_blank), None)

    def used_slots(self) -> set[int]:
        return {t.slot for t in self.placed if t.slot is not None}

    def rack_slots(self) -> list[tuple[int, int]]:
        """The rack tiles still in the rack, in screen order: ``(slot, tile code)``."""
        used = self.used_slots()
        return [(slot, self.rack[slot]) for slot in self.order if slot not in used]

    def tile_at(self, row: int, col: int) -> Tentative | None:
        return next((t for t in self.placed if (t.row, t.col) == (row, col)), None)

    def is_free(self, row: int, col: int) -> bool:
        """On the board, with neither a tile of the board nor a tentative tile."""
        return 0 <= row < SIZE and 0 <= col < SIZE and not self.board.at(row, col) and self.tile_at(row, col) is None

    def _step(self) -> tuple[int, int]:
        return (0, 1) if self.across else (1, 0)

    def _free_from(self, row: int, col: int) -> tuple[int, int] | None:
        """The first free square from (row, col) on, in the cursor's direction."""
        dr, dc = self._step()
        while 0 <= row < SIZE and 0 <= col < SIZE:
            if self.is_free(row, col):
                return row, col
            row, col = row + dr, col + dc
        return None

    # -- the cursor ---------------------------------------------------------------------------

    def click(self, row: int, col: int) -> None:
        """A click on a square: on the cursor it turns the direction; on a tentative tile it
        takes the tile back to the rack; elsewhere it moves the cursor there."""
        if not (0 <= row < SIZE and 0 <= col < SIZE):
            return
        if self.cursor == (row, col) and self.tile_at(row, col) is None:
            self.across = not self.across
            return
        tile = self.tile_at(row, col)
        if tile is not None:
            self.placed.remove(tile)
        self.cursor = (row, col)

    def toggle_direction(self) -> None:
        self.across = not self.across

    def move_cursor(self, drow: int, dcol: int) -> None:
        """Arrow keys: move the cursor one square (it appears on the centre if hidden)."""
        if self.cursor is None:
            self.cursor = (SIZE // 2, SIZE // 2)
            return
        row, col = self.cursor
        self.cursor = (min(SIZE - 1, max(0, row + drow)), min(SIZE - 1, max(0, col + dcol)))

    def _advance_after(self, row: int, col: int) -> None:
        """Put the cursor on the square after a tile, a board tile included (it stays put at the
        edge): a player typing the whole word types the board's letters too (``type_letter``)."""
        dr, dc = self._step()
        if 0 <= row + dr < SIZE and 0 <= col + dc < SIZE:
            self.cursor = (row + dr, col + dc)
        else:
            self.cursor = (row, col)

    def _board_letter_at_cursor(self) -> int | None:
        """The letter code of the board tile under the cursor (a played blank: its letter)."""
        if self.cursor is None:
            return None
        value = self.board.at(*self.cursor)
        return value & LETTER_MASK if value else None

    # -- typing --------------------------------------------------------------------------------

    def letter_code(self, text: str) -> int | None:
        """The tile code of one typed character (accents folded as the edition says), or None."""
        folded = self.edition.fold(text).upper()
        if not folded:
            return None
        try:
            return self.edition.letter_code(folded)
        except KeyError:
            return None

    def _free_slot(self, code: int) -> int | None:
        used = self.used_slots()
        for slot in self.order:
            if slot not in used and self.rack[slot] == code:
                return slot
        return None

    def request_blank(self) -> str | None:
        """``?`` typed: the next letter typed is played with the blank."""
        if self._free_slot(BLANK) is None:
            return QCoreApplication.translate("Placement", "There is no blank on the rack.")
        self.awaiting_blank = True
        return None

    def type_letter(self, text: str, blank: bool = False) -> str | None:
        """Put the rack tile for a typed letter on the cursor's square and advance the cursor.

        On a board tile with the same letter the cursor steps over it (players type whole
        words, as the move field wants them); on another board tile the letter goes to the
        next free square.

        ``blank`` (Shift+letter, or a letter after ``?``) plays the blank as that letter, and
        so does a letter the rack has no more of while it has a blank. A blank dropped on the
        board without a letter takes this letter instead. Returns why nothing was placed, or None.
        """
        code = self.letter_code(text)
        if code is None:
            return QCoreApplication.translate("Placement", "“{0}” is not a letter of this game's tiles.").format(text)
        name = self.edition.letters[code]
        pending = self.pending_blank
        if pending is not None:
            index = self.placed.index(pending)
            self.placed[index] = Tentative(pending.row, pending.col, pending.slot, code | BLANK_FLAG)
            return None
        blank = blank or self.awaiting_blank
        if self.cursor is None:
            return QCoreApplication.translate("Placement", "Click a square first (or move the cursor with the arrow keys).")
        if self._board_letter_at_cursor() == code:
            # typing the word through a board tile: the letter typed is the board's, step over it
            self._advance_after(*self.cursor)
            return None
        square = self._free_from(*self.cursor)
        if square is None:
            return QCoreApplication.translate("Placement", "No free square ahead: the word has reached the edge of the board.")
        slot = self._free_slot(BLANK if blank else code)
        if slot is None and blank:
            return QCoreApplication.translate("Placement", "There is no blank on the rack.")
        if slot is None:
            # no such letter left, but a blank can stand for it: the blank is played (drawn as
            # a blank, so the player sees it; Backspace takes it back)
            slot, blank = self._free_slot(BLANK), True
        if slot is None:
            return QCoreApplication.translate("Placement", "There is no {0} left on the rack.").format(name)
        self.awaiting_blank = False
        self.placed.append(Tentative(square[0], square[1], slot, code | BLANK_FLAG if blank else code))
        self._advance_after(*square)
        return None

    def place_slot(self, slot: int) -> str | None:
        """A rack tile clicked: put it on the cursor's square (a blank waits for its letter)."""
        if self.cursor is None:
            return QCoreApplication.translate("Placement", "Click a square first (or move the cursor with the arrow keys).")
        square = self._free_from(*self.cursor)
        if square is None:
            return QCoreApplication.translate("Placement", "No free square ahead: the word has reached the edge of the board.")
        return self.drop(slot, *square)

    def drop(self, slot: int, row: int, col: int) -> str | None:
        """A rack tile dragged onto a square. A blank is put down waiting for its letter."""
        if not 0 <= slot < len(self.rack) or slot in self.used_slots():
            return QCoreApplication.translate("Placement", "That tile is already on the board.")
        if not self.is_free(row, col):
            return QCoreApplication.translate("Placement", "That square is taken.")
        if self.pending_blank is not None:
            return QCoreApplication.translate("Placement", "Type the letter of the blank first.")
        code = self.rack[slot]
        self.placed.append(Tentative(row, col, slot, BLANK_FLAG if code == BLANK else code))
        self.awaiting_blank = False
        self._advance_after(row, col)
        return None

    def backspace(self) -> None:
        """Take back the last tile put down; the cursor returns to its square."""
        if self.awaiting_blank:
            self.awaiting_blank = False
            return
        if not self.placed:
            return
        tile = self.placed.pop()
        self.cursor = (tile.row, tile.col)

    def clear(self) -> None:
        """Every tentative tile back to the rack; the cursor goes to where the word started."""
        if self.placed:
            first = min(self.placed, key=lambda t: (t.row, t.col))
            self.cursor = (first.row, first.col)
        self.placed = []
        self.awaiting_blank = False

    def load(self, placed: Iterable[tuple[int, int, int]]) -> None:
        """Show the tiles of a typed move, taking the matching rack tiles (none if absent)."""
        self.placed = []
        self.awaiting_blank = False
        for row, col, value in placed:
            slot = self._free_slot(rack_tile(value))
            self.placed.append(Tentative(row, col, slot, value))

    # -- the rack --------------------------------------------------------------------------------

    def shuffle(self, rng: random.Random | None = None) -> None:
        """Mix the rack's order (as players do to see new words); never the same order twice in a row."""
        rng = rng or random.Random()
        before = list(self.order)
        distinct = len({self.rack[s] for s in self.order}) > 1
        for _ in range(10):
            rng.shuffle(self.order)
            if not distinct or [self.rack[s] for s in self.order] != [self.rack[s] for s in before]:
                break

    def sort(self) -> None:
        """Rack in alphabetical (edition) order, blanks last."""
        self.order.sort(key=lambda s: (self.rack[s] == BLANK, self.rack[s], s))

    def letter_name(self, value: int) -> str:
        return self.edition.letters[value & LETTER_MASK]


__all__ = ["Placement", "Tentative"]
