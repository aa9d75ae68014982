"""The search's hot loop in pure Python: walking the word automaton along one line.

This is the pure search's walk (``duplicate.words.search``), the reference and the fallback
when the compiled search (``duplicate.words._search``, built from ``_search.pyx`` with Cython)
is absent. The compiled search walks a GADDAG from anchors instead of this automaton from
start squares, and finds the same moves: the tests compare the two.

From the start square the walk goes right: over tiles already on the line it follows their
letter; on an empty square it tries every letter the cross-check allows and the rack holds
(or a blank can stand for). Every word reached that touches an anchor, is at least two
letters long and scores at least the current floor is passed to ``record``, which returns
the new floor (the search raises it as better words are found).
"""

from __future__ import annotations

from typing import Callable, Sequence

from duplicate.rules.board import BINGO_BONUS, RACK_SIZE, SIZE
from duplicate.words.dawg import ACCEPTS, LAST, LETTER_BITS, TARGET_SHIFT
from duplicate.rules.edition import BLANK, BLANK_FLAG

#: ``record(score, word)`` keeps a word and returns the floor from now on.
Record = Callable[[int, tuple[int, ...]], int]

def walk_line(
    arcs: Sequence[int],
    tiles: Sequence[int],
    masks: Sequence[int],
    cross: Sequence[int],
    anchor: Sequence[bool],
    lms: Sequence[int],
    wms: Sequence[int],
    values: Sequence[int],
    counts: list[int],
    start: int,
    rack_len: int,
    skip_single_cross: bool,
    floor: int,
    record: Record,
) -> int:
    """Walk every word starting at ``start`` on one line; returns the last floor.

    ``tiles`` are the line's squares (0: empty), ``masks`` the letters each empty square
    allows (bit per letter code), ``cross`` the points of the perpendicular word already
    there (-1: none), ``lms``/``wms`` the premiums. ``counts`` (the rack, index BLANK for
    blanks) is used as scratch space and restored. ``skip_single_cross``: a move placing
    one tile that also forms a perpendicular word is left out (the other direction's walk
    finds it).
    """
    buf: list[int] = []
    found_floor = floor
    rack_letters = 0  # the letters on the rack at the start
    for letter, count in enumerate(counts):
        if count and letter != BLANK:
            rack_letters |= 1 << letter

    # The numbers below are the constants named in the asserts at the end of this module,
    # written out: CPython reads a constant faster than a global.
    def extend(pos: int, arc: int, main: int, mult: int, crosses: int, placed: int, anchored: bool) -> None:
        # arc: the arc just followed (its target state, and whether the letters so far are a word)
        nonlocal found_floor
        while pos < 15:  # SIZE
            t = tiles[pos]
            if not t:
                break
            letter = t & 0x3F  # LETTER_BITS
            index = arc >> 8  # TARGET_SHIFT
            while index:
                arc = arcs[index]
                if arc & 0x3F == letter:
                    break
                if arc & 0x80:  # LAST
                    return
                index += 1
            else:
                return
            buf.append(t)
            if not t & 0x40:  # BLANK_FLAG
                main += values[t]
            pos += 1
        if arc & 0x40 and anchored and pos - start >= 2:  # ACCEPTS
            score = main * mult + crosses + (50 if placed == 7 else 0)  # BINGO_BONUS, RACK_SIZE
            if score >= found_floor and not (skip_single_cross and placed == 1 and _single_crosses(start, pos)):
                found_floor = record(score, tuple(buf))
        index = arc >> 8
        if not index or pos == 15 or placed == rack_len:
            return
        allowed = masks[pos] if counts[0] else masks[pos] & rack_letters  # counts[BLANK]
        if not allowed:
            return
        lm = lms[pos]
        wm = wms[pos]
        cs = cross[pos]
        anchored = anchored or anchor[pos]
        depth = len(buf)
        blanks = counts[0]
        placed += 1
        mult *= wm
        while True:
            arc = arcs[index]
            letter = arc & 0x3F
            if (allowed >> letter) & 1:
                if counts[letter]:
                    counts[letter] -= 1
                    v = values[letter] * lm
                    buf.append(letter)
                    extend(pos + 1, arc, main + v, mult, crosses + (cs + v) * wm if cs >= 0 else crosses,
                           placed, anchored)
                    del buf[depth:]
                    counts[letter] += 1
                if blanks:
                    counts[0] = blanks - 1
                    buf.append(letter | 0x40)
                    extend(pos + 1, arc, main, mult, crosses + cs * wm if cs >= 0 else crosses, placed, anchored)
                    del buf[depth:]
                    counts[0] = blanks
                allowed ^= 1 << letter
                if not allowed:
                    break  # the arcs are in letter order: no allowed letter is left
            if arc & 0x80:
                break
            index += 1

    def _single_crosses(begin: int, end: int) -> bool:
        """Whether the one tile placed between ``begin`` and ``end`` forms a perpendicular word."""
        for pos in range(begin, end):
            if not tiles[pos]:
                return cross[pos] >= 0
        return False

    extend(start, arcs[0], 0, 1, 0, 0, False)
    return found_floor


assert (SIZE, RACK_SIZE, BINGO_BONUS, BLANK) == (15, 7, 50, 0)
assert (LETTER_BITS, ACCEPTS, LAST, TARGET_SHIFT, BLANK_FLAG) == (0x3F, 0x40, 0x80, 8, 0x40)
