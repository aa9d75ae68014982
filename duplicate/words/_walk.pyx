# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The compiled twin of ``duplicate.walk.walk_line``: same arguments, same algorithm, same
words reported in the same order, on the same flat arcs (read through the buffer of the
``array('I')``, never copied). Built by ``pip install .`` when a C compiler is present; the
search falls back to the pure-Python walk when this module is missing.
"""

cimport cython
from libc.stdint cimport uint32_t, uint64_t

from duplicate.rules import board as _board
from duplicate.words import dawg as _dawg
from duplicate.rules import edition as _edition

cdef enum:
    SIZE = 15
    RACK_SIZE = 7
    BINGO_BONUS = 50
    LETTER_BITS = 0x3F
    ACCEPTS = 0x40
    LAST = 0x80
    TARGET_SHIFT = 8
    BLANK_FLAG = 0x40
    BLANK = 0
    CODES = 64

assert (_board.SIZE, _board.RACK_SIZE, _board.BINGO_BONUS) == (SIZE, RACK_SIZE, BINGO_BONUS)
assert (_dawg.LETTER_BITS, _dawg.ACCEPTS, _dawg.LAST, _dawg.TARGET_SHIFT) == (LETTER_BITS, ACCEPTS, LAST, TARGET_SHIFT)
assert (_edition.BLANK_FLAG, _edition.BLANK, _edition.LETTER_MASK) == (BLANK_FLAG, BLANK, LETTER_BITS)


@cython.final
cdef class _Walker:
    cdef const uint32_t[::1] arcs_view
    cdef const uint32_t* arcs
    cdef int tiles[SIZE]
    cdef uint64_t masks[SIZE]
    cdef long cross[SIZE]
    cdef bint anchor[SIZE]
    cdef long lms[SIZE]
    cdef long wms[SIZE]
    cdef long values[CODES]
    cdef int counts[CODES]
    cdef int buf[SIZE]
    cdef uint64_t rack_letters
    cdef int start
    cdef int rack_len
    cdef bint skip_single_cross
    cdef long floor
    cdef object record

    cdef int report(self, int depth, long score) except -1:
        cdef tuple word = tuple([self.buf[i] for i in range(depth)])
        self.floor = self.record(score, word)
        return 0

    cdef bint single_crosses(self, int end):
        cdef int pos
        for pos in range(self.start, end):
            if self.tiles[pos] == 0:
                return self.cross[pos] >= 0
        return False

    cdef int extend(self, int pos, uint32_t arc, long main, long mult, long crosses, int placed,
                    bint anchored, int depth) except -1:
        cdef uint32_t index
        cdef int t, letter, blanks
        cdef uint64_t allowed
        cdef long lm, wm, cs, v, score
        while pos < SIZE:
            t = self.tiles[pos]
            if t == 0:
                break
            letter = t & LETTER_BITS
            index = arc >> TARGET_SHIFT
            if index == 0:
                return 0
            while True:
                arc = self.arcs[index]
                if <int>(arc & LETTER_BITS) == letter:
                    break
                if arc & LAST:
                    return 0
                index += 1
            self.buf[depth] = t
            depth += 1
            if not (t & BLANK_FLAG):
                main += self.values[t]
            pos += 1
        if (arc & ACCEPTS) and anchored and pos - self.start >= 2:
            score = main * mult + crosses + (BINGO_BONUS if placed == RACK_SIZE else 0)
            if score >= self.floor and not (self.skip_single_cross and placed == 1 and self.single_crosses(pos)):
                self.report(depth, score)
        index = arc >> TARGET_SHIFT
        if index == 0 or pos == SIZE or placed == self.rack_len:
            return 0
        blanks = self.counts[BLANK]
        allowed = self.masks[pos] if blanks else self.masks[pos] & self.rack_letters
        if allowed == 0:
            return 0
        lm = self.lms[pos]
        wm = self.wms[pos]
        cs = self.cross[pos]
        anchored = anchored or self.anchor[pos]
        placed += 1
        mult *= wm
        while True:
            arc = self.arcs[index]
            letter = arc & LETTER_BITS
            if (allowed >> letter) & 1:
                if self.counts[letter]:
                    self.counts[letter] -= 1
                    v = self.values[letter] * lm
                    self.buf[depth] = letter
                    self.extend(pos + 1, arc, main + v, mult, crosses + (cs + v) * wm if cs >= 0 else crosses,
                                placed, anchored, depth + 1)
                    self.counts[letter] += 1
                if blanks:
                    self.counts[BLANK] = blanks - 1
                    self.buf[depth] = letter | BLANK_FLAG
                    self.extend(pos + 1, arc, main, mult, crosses + cs * wm if cs >= 0 else crosses,
                                placed, anchored, depth + 1)
                    self.counts[BLANK] = blanks
                allowed ^= (<uint64_t>1) << letter
                if allowed == 0:
                    break
            if arc & LAST:
                break
            index += 1
        return 0


def walk_line(arcs, tiles, masks, cross, anchor, lms, wms, values, counts, int start, int rack_len,
              bint skip_single_cross, long floor, record):
    """See ``duplicate.walk.walk_line`` (identical contract)."""
    cdef _Walker w = _Walker.__new__(_Walker)
    cdef int i
    if len(values) > CODES or len(counts) > CODES:
        raise ValueError("an edition has at most 63 letter codes")
    w.arcs_view = arcs
    w.arcs = &w.arcs_view[0]
    for i in range(SIZE):
        w.tiles[i] = tiles[i]
        w.masks[i] = masks[i]
        w.cross[i] = cross[i]
        w.anchor[i] = anchor[i]
        w.lms[i] = lms[i]
        w.wms[i] = wms[i]
    for i in range(CODES):
        w.values[i] = 0
        w.counts[i] = 0
    for i in range(len(values)):
        w.values[i] = values[i]
    w.rack_letters = 0
    for i in range(len(counts)):
        w.counts[i] = counts[i]
        if i != BLANK and counts[i]:
            w.rack_letters |= (<uint64_t>1) << i
    w.start = start
    w.rack_len = rack_len
    w.skip_single_cross = skip_single_cross
    w.floor = floor
    w.record = record
    w.extend(start, w.arcs[0], 0, 1, 0, 0, False, 0)
    return w.floor
