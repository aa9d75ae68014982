# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The whole move search compiled: one call per search, no Python object per start or move.

The compiled twin of the search driver of ``duplicate.words.search`` and its walk
(``duplicate.words.walk``): the same moves, the same scores, the same master order. Built by
``pip install .`` when a C compiler is present; without it the search uses the pure-Python
driver and walk, the reference.

One call (``search``) reads the board, works out every line's cross-checks (the letters the
perpendicular word allows, from a cache kept with the word list), enumerates the starts (a
square a word can begin on, with an anchor within reach of the rack), gives each an upper
bound on the score of any word beginning there, and walks the word automaton from the starts,
best bound first, while the bound reaches the lowest score still wanted. The moves kept are
sorted in the master order and handed back packed (``found_at`` reads one).

Every read of the automaton is bounded by its length (a target past the end is read as a
dead end), so a damaged automaton gives wrong words but never reads outside its array.
"""

cimport cython
from libc.stdint cimport int32_t, int64_t, uint8_t, uint32_t, uint64_t
from libc.stdlib cimport free, malloc, qsort, realloc
from libc.string cimport memcpy, memset

from duplicate.rules import board as _board
from duplicate.rules import edition as _edition
from duplicate.words import dawg as _dawg

cdef enum:
    SIZE = 15
    AREA = 225
    CENTRE = 112
    RACK_SIZE = 7
    BINGO_BONUS = 50
    LETTER_BITS = 0x3F
    ACCEPTS = 0x40
    LAST = 0x80
    TARGET_SHIFT = 8
    BLANK_FLAG = 0x40
    BLANK = 0
    CODES = 64

#: What a search keeps: the moves tied at the best score, the best n and their ties, or all.
MODE_TOP = 0
MODE_BEST = 1
MODE_ALL = 2

assert (_board.SIZE, _board.RACK_SIZE, _board.BINGO_BONUS, _board.CENTRE) == (SIZE, RACK_SIZE, BINGO_BONUS, CENTRE)
assert (_dawg.LETTER_BITS, _dawg.ACCEPTS, _dawg.LAST, _dawg.TARGET_SHIFT) == (LETTER_BITS, ACCEPTS, LAST, TARGET_SHIFT)
assert (_edition.BLANK_FLAG, _edition.BLANK, _edition.LETTER_MASK) == (BLANK_FLAG, BLANK, LETTER_BITS)


ctypedef struct Found:
    int32_t score
    uint8_t direction
    uint8_t line
    uint8_t start
    uint8_t length
    uint8_t blanks
    uint8_t word[SIZE]


ctypedef struct Line:
    uint8_t tiles[SIZE]      # the squares of the line (0: empty)
    int32_t tile_value[SIZE] # points of the tile there (0 for a blank or an empty square)
    uint64_t masks[SIZE]     # letters an empty square allows (bit per letter code)
    int32_t cross[SIZE]      # points of the perpendicular tiles there, -1 when there are none
    uint8_t anchor[SIZE]     # an empty square next to a tile (or the centre of an empty board)
    int32_t lm[SIZE]
    int32_t wm[SIZE]
    int32_t vmax[SIZE]       # the best value of a rack letter the square allows (0: only a blank)


ctypedef struct Start:
    int32_t bound
    uint8_t direction
    uint8_t line
    uint8_t start


cdef inline uint64_t _mix(uint64_t a, uint64_t b) nogil:
    cdef uint64_t h = a * <uint64_t>0x9E3779B97F4A7C15ULL
    h ^= b + <uint64_t>0x632BE59BD9B4E019ULL + (h << 6) + (h >> 2)
    h *= <uint64_t>0xBF58476D1CE4E5B9ULL
    h ^= h >> 31
    return h


@cython.final
cdef class CrossCache:
    """Cross-check masks of one word list, by the letters above and below a square.

    The same perpendicular fragments come back position after position; a search reads
    them from here and computes only the new ones. The table is emptied when three
    quarters full. Only touched by compiled code holding the GIL, so threads never see it
    half written.
    """

    cdef uint64_t* keys
    cdef uint64_t* masks
    cdef Py_ssize_t capacity
    cdef Py_ssize_t count

    def __cinit__(self, Py_ssize_t capacity=1 << 15):
        self.capacity = capacity
        self.count = 0
        self.keys = <uint64_t*>malloc(2 * capacity * sizeof(uint64_t))
        self.masks = <uint64_t*>malloc(capacity * sizeof(uint64_t))
        if self.keys == NULL or self.masks == NULL:
            raise MemoryError()
        memset(self.keys, 0, 2 * capacity * sizeof(uint64_t))

    def __dealloc__(self):
        free(self.keys)
        free(self.masks)

    def __len__(self):
        return self.count

    cdef inline Py_ssize_t slot(self, uint64_t k0, uint64_t k1) noexcept nogil:
        cdef Py_ssize_t mask = self.capacity - 1
        cdef Py_ssize_t i = <Py_ssize_t>(_mix(k0, k1) & <uint64_t>mask)
        while True:
            if self.keys[2 * i] == k0 and self.keys[2 * i + 1] == k1:
                return i
            if self.keys[2 * i] == 0 and self.keys[2 * i + 1] == 0:
                return i
            i = (i + 1) & mask

    cdef inline void clear(self) noexcept nogil:
        memset(self.keys, 0, 2 * self.capacity * sizeof(uint64_t))
        self.count = 0


cdef int _compare_starts(const void* a, const void* b) noexcept nogil:
    cdef const Start* x = <const Start*>a
    cdef const Start* y = <const Start*>b
    if x.bound != y.bound:
        return -1 if x.bound > y.bound else 1
    if x.direction != y.direction:
        return -1 if x.direction < y.direction else 1
    if x.line != y.line:
        return -1 if x.line < y.line else 1
    return -1 if x.start < y.start else (1 if x.start > y.start else 0)


cdef int _compare_found(const void* a, const void* b) noexcept nogil:
    """The master order (``duplicate.words.search.master_order_key``)."""
    cdef const Found* x = <const Found*>a
    cdef const Found* y = <const Found*>b
    cdef int xr, xc, yr, yc, i, n
    if x.score != y.score:
        return -1 if x.score > y.score else 1
    if x.blanks != y.blanks:
        return -1 if x.blanks < y.blanks else 1
    if x.direction != y.direction:
        return -1 if x.direction < y.direction else 1
    if x.direction == 0:
        xr, xc, yr, yc = x.line, x.start, y.line, y.start
    else:
        xr, xc, yr, yc = x.start, x.line, y.start, y.line
    if xr != yr:
        return -1 if xr < yr else 1
    if xc != yc:
        return -1 if xc < yc else 1
    n = x.length if x.length < y.length else y.length
    for i in range(n):
        if x.word[i] != y.word[i]:
            return -1 if x.word[i] < y.word[i] else 1
    if x.length != y.length:
        return -1 if x.length < y.length else 1
    return 0


@cython.final
cdef class _Search:
    # the word automaton
    cdef const uint32_t[::1] arcs_view
    cdef const uint32_t* arcs
    cdef uint32_t n_arcs
    cdef uint32_t root
    cdef CrossCache cache
    # the position
    cdef uint8_t squares[AREA]
    cdef int32_t values[CODES]
    cdef int32_t counts[CODES]
    cdef uint64_t rack_letters
    cdef uint64_t all_letters
    cdef int rack_len
    cdef int32_t rack_values[SIZE]  # the rack's values, best first (blanks: 0)
    cdef int32_t lms[AREA]
    cdef int32_t wms[AREA]
    cdef Line lines[2][SIZE]
    # the walk
    cdef Line* line
    cdef int direction
    cdef int line_index
    cdef int start
    cdef uint8_t buf[SIZE]
    cdef uint8_t blank_at[SIZE]
    # what is kept
    cdef int mode
    cdef Py_ssize_t wanted
    cdef int32_t floor
    cdef Found* found
    cdef Py_ssize_t n_found
    cdef Py_ssize_t cap_found
    cdef int32_t* heap
    cdef Py_ssize_t n_heap
    cdef Py_ssize_t cap_heap
    # figures for the bench
    cdef Py_ssize_t n_starts
    cdef Py_ssize_t n_walked
    cdef Py_ssize_t n_nodes

    def __dealloc__(self):
        free(self.found)
        free(self.heap)

    # -- the automaton ------------------------------------------------------------------

    cdef inline uint32_t child(self, uint32_t arc, int letter) noexcept nogil:
        """The arc for ``letter`` out of the state ``arc`` leads to, or 0."""
        cdef uint32_t index = arc >> TARGET_SHIFT
        cdef uint32_t a
        if index == 0 or index >= self.n_arcs:
            return 0
        while True:
            a = self.arcs[index]
            if <int>(a & LETTER_BITS) == letter:
                return a
            if a & LAST:
                return 0
            index += 1
            if index >= self.n_arcs:
                return 0

    cdef uint64_t compute_mask(self, uint8_t* prefix, int n_prefix, uint8_t* suffix, int n_suffix) noexcept nogil:
        cdef uint32_t arc = self.arcs[0]
        cdef uint32_t index, a, last
        cdef uint64_t mask = 0
        cdef int i
        for i in range(n_prefix):
            arc = self.child(arc, prefix[i])
            if arc == 0:
                return 0
        index = arc >> TARGET_SHIFT
        if index == 0 or index >= self.n_arcs:
            return 0
        while True:
            a = self.arcs[index]
            last = a
            for i in range(n_suffix):
                last = self.child(last, suffix[i])
                if last == 0:
                    break
            if last != 0 and (last & ACCEPTS):
                mask |= (<uint64_t>1) << (a & LETTER_BITS)
            if a & LAST:
                break
            index += 1
            if index >= self.n_arcs:
                break
        return mask

    cdef uint64_t cross_mask(self, uint8_t* prefix, int n_prefix, uint8_t* suffix, int n_suffix) noexcept:
        """The letters that make ``prefix + letter + suffix`` a word (cached)."""
        cdef uint64_t k0 = 0, k1 = 0, symbol
        cdef int i, at = 0
        cdef Py_ssize_t slot
        cdef uint64_t mask
        cdef CrossCache cache = self.cache
        for i in range(n_prefix + 1 + n_suffix):
            if i < n_prefix:
                symbol = prefix[i]
            elif i == n_prefix:
                symbol = 0
            else:
                symbol = suffix[i - n_prefix - 1]
            if at < 10:
                k0 |= symbol << (6 * at)
            else:
                k1 |= symbol << (6 * (at - 10))
            at += 1
        slot = cache.slot(k0, k1)
        if cache.keys[2 * slot] == k0 and cache.keys[2 * slot + 1] == k1:
            return cache.masks[slot]
        mask = self.compute_mask(prefix, n_prefix, suffix, n_suffix)
        if 4 * (cache.count + 1) > 3 * cache.capacity:
            cache.clear()
            slot = cache.slot(k0, k1)
        cache.keys[2 * slot] = k0
        cache.keys[2 * slot + 1] = k1
        cache.masks[slot] = mask
        cache.count += 1
        return mask

    # -- board analysis -------------------------------------------------------------------

    cdef void analyse(self, bint both_directions) noexcept:
        """Fill ``lines``: per direction and line, tiles, cross-checks, anchors, premiums."""
        cdef bint empty_board = True
        cdef int r, c, d, i, index, step, n_prefix, n_suffix, q, value, letter
        cdef uint8_t prefix[SIZE]
        cdef uint8_t suffix[SIZE]
        cdef int32_t cross_sum
        cdef Line* L
        cdef bint near
        cdef uint64_t allowed
        for i in range(AREA):
            if self.squares[i]:
                empty_board = False
                break
        for d in range(2 if both_directions else 1):
            # across lines are rows (perpendicular words run down: step 15);
            # down lines are columns (perpendicular words run across: step 1)
            for r in range(SIZE):
                L = &self.lines[d][r]
                for c in range(SIZE):
                    index = r * SIZE + c if d == 0 else c * SIZE + r
                    value = self.squares[index]
                    L.tiles[c] = value
                    L.tile_value[c] = 0 if (value & BLANK_FLAG) else self.values[value & LETTER_BITS]
                    L.lm[c] = self.lms[index]
                    L.wm[c] = self.wms[index]
                    L.masks[c] = 0
                    L.cross[c] = -1
                    L.anchor[c] = 0
                    L.vmax[c] = 0
                    if value:
                        continue
                    # perpendicular neighbours: for across moves, the squares above and below
                    n_prefix = 0
                    cross_sum = 0
                    step = SIZE if d == 0 else 1
                    q = index
                    while True:
                        if (d == 0 and q < SIZE) or (d == 1 and q % SIZE == 0):
                            break
                        q -= step
                        if not self.squares[q]:
                            break
                        n_prefix += 1
                    for i in range(n_prefix):
                        value = self.squares[index - (n_prefix - i) * step]
                        prefix[i] = value & LETTER_BITS
                        if not (value & BLANK_FLAG):
                            cross_sum += self.values[value & LETTER_BITS]
                    n_suffix = 0
                    q = index
                    while True:
                        if (d == 0 and q >= AREA - SIZE) or (d == 1 and q % SIZE == SIZE - 1):
                            break
                        q += step
                        value = self.squares[q]
                        if not value:
                            break
                        suffix[n_suffix] = value & LETTER_BITS
                        if not (value & BLANK_FLAG):
                            cross_sum += self.values[value & LETTER_BITS]
                        n_suffix += 1
                    # an anchor touches a tile in any direction
                    near = n_prefix > 0 or n_suffix > 0
                    if not near:
                        if d == 0:
                            near = (c > 0 and self.squares[index - 1] != 0) or (c < SIZE - 1 and self.squares[index + 1] != 0)
                        else:
                            near = (c > 0 and self.squares[index - SIZE] != 0) or (c < SIZE - 1 and self.squares[index + SIZE] != 0)
                    L.anchor[c] = near or (empty_board and index == CENTRE)
                    if n_prefix or n_suffix:
                        L.masks[c] = self.cross_mask(prefix, n_prefix, suffix, n_suffix)
                        L.cross[c] = cross_sum
                    else:
                        L.masks[c] = self.all_letters
                    allowed = L.masks[c] & self.rack_letters
                    letter = 0
                    while allowed:
                        if (allowed & 1) and self.values[letter] > L.vmax[c]:
                            L.vmax[c] = self.values[letter]
                        allowed >>= 1
                        letter += 1

    # -- bounds ---------------------------------------------------------------------------

    cdef int32_t start_bound(self, Line* L, int start) noexcept nogil:
        """An upper bound on the score of any move whose word starts at ``start``; -1 when none can.

        The word ends where the next square is empty or off the board; for every such end
        the bound counts the tiles on the board in the word, the rack's best values on the
        best letter premiums (and never more than the best rack letter each square allows),
        the word premiums covered, the perpendicular words and the bingo bonus when seven
        tiles are placed. No move beginning at ``start`` scores more.
        """
        cdef int pos = start, k = 0, i, j
        cdef int32_t board_sum = 0, W = 1, crossed = 0, cap1 = 0, cap2 = 0
        cdef int32_t best = -1, total, pair1, pair2, caps, letters
        cdef int32_t c1[SIZE]
        cdef int32_t c2[SIZE]
        cdef int32_t x
        cdef bint anchored = False, has_blank = self.counts[BLANK] > 0
        cdef uint64_t allowed
        while True:
            if pos == SIZE or L.tiles[pos] == 0:
                if pos - start >= 2 and k >= 1 and anchored:
                    pair1 = 0
                    pair2 = 0
                    for i in range(k):
                        pair1 += self.rack_values[i] * c1[i]
                        pair2 += self.rack_values[i] * c2[i]
                    letters = W * pair1 + pair2
                    caps = W * cap1 + cap2
                    total = board_sum * W + (letters if letters < caps else caps) + crossed
                    if k == RACK_SIZE:
                        total += BINGO_BONUS
                    if total > best:
                        best = total
                if pos == SIZE or k == self.rack_len:
                    break
                allowed = L.masks[pos] if has_blank else (L.masks[pos] & self.rack_letters)
                if allowed == 0:
                    break
                k += 1
                W *= L.wm[pos]
                anchored = anchored or L.anchor[pos]
                # insert the square's coefficients, keeping each list in decreasing order
                x = L.lm[pos]
                j = k - 1
                while j > 0 and c1[j - 1] < x:
                    c1[j] = c1[j - 1]
                    j -= 1
                c1[j] = x
                x = L.lm[pos] * L.wm[pos] if L.cross[pos] >= 0 else 0
                j = k - 1
                while j > 0 and c2[j - 1] < x:
                    c2[j] = c2[j - 1]
                    j -= 1
                c2[j] = x
                cap1 += L.vmax[pos] * L.lm[pos]
                if L.cross[pos] >= 0:
                    cap2 += L.vmax[pos] * L.lm[pos] * L.wm[pos]
                    crossed += L.cross[pos] * L.wm[pos]
            else:
                board_sum += L.tile_value[pos]
                anchored = True
            pos += 1
        return best

    # -- the walk -------------------------------------------------------------------------

    cdef int keep(self, int depth, int32_t score, int blanks) except -1:
        """Keep the word in ``buf``; raise the floor when the mode allows."""
        cdef Found* f
        cdef Py_ssize_t i, j, child, kept
        cdef int32_t x
        if self.mode == 0:  # MODE_TOP
            if score > self.floor:
                self.n_found = 0
                self.floor = score
        if self.n_found == self.cap_found:
            self.cap_found = 2 * self.cap_found + 64
            f = <Found*>realloc(self.found, self.cap_found * sizeof(Found))
            if f == NULL:
                raise MemoryError()
            self.found = f
        f = &self.found[self.n_found]
        self.n_found += 1
        f.score = score
        f.direction = self.direction
        f.line = self.line_index
        f.start = self.start
        f.length = depth
        f.blanks = blanks
        memcpy(f.word, self.buf, depth)
        if self.mode == 1:  # MODE_BEST: a min-heap of the best scores
            if self.n_heap < self.wanted:
                if self.n_heap == self.cap_heap:
                    self.cap_heap = 2 * self.cap_heap + 64
                    if self.cap_heap > self.wanted:
                        self.cap_heap = self.wanted
                    self.heap = <int32_t*>realloc(self.heap, self.cap_heap * sizeof(int32_t))
                    if self.heap == NULL:
                        raise MemoryError()
                i = self.n_heap
                self.n_heap += 1
                while i > 0 and self.heap[(i - 1) // 2] > score:
                    self.heap[i] = self.heap[(i - 1) // 2]
                    i = (i - 1) // 2
                self.heap[i] = score
            elif score > self.heap[0]:
                i = 0
                while True:
                    child = 2 * i + 1
                    if child >= self.n_heap:
                        break
                    if child + 1 < self.n_heap and self.heap[child + 1] < self.heap[child]:
                        child += 1
                    if self.heap[child] >= score:
                        break
                    self.heap[i] = self.heap[child]
                    i = child
                self.heap[i] = score
            if self.n_heap == self.wanted and self.heap[0] > self.floor:
                self.floor = self.heap[0]
                if self.n_found > 2 * self.wanted + 1024:
                    kept = 0
                    for j in range(self.n_found):
                        if self.found[j].score >= self.floor:
                            self.found[kept] = self.found[j]
                            kept += 1
                    self.n_found = kept
        return 0

    cdef bint single_crosses(self, int end) noexcept nogil:
        cdef int pos
        for pos in range(self.start, end):
            if self.line.tiles[pos] == 0:
                return self.line.cross[pos] >= 0
        return False

    cdef int extend(self, int pos, uint32_t arc, int32_t main, int32_t mult, int32_t crosses, int placed,
                    bint anchored, int depth, int blanks) except -1:
        cdef Line* L = self.line
        cdef uint32_t index
        cdef int t, letter, n_blank
        cdef uint64_t allowed
        cdef int32_t lm, wm, cs, v, score
        self.n_nodes += 1
        while pos < SIZE:
            t = L.tiles[pos]
            if t == 0:
                break
            arc = self.child(arc, t & LETTER_BITS)
            if arc == 0:
                return 0
            self.buf[depth] = t
            depth += 1
            main += L.tile_value[pos]
            pos += 1
        if (arc & ACCEPTS) and anchored and pos - self.start >= 2:
            score = main * mult + crosses + (BINGO_BONUS if placed == RACK_SIZE else 0)
            if score >= self.floor and not (self.direction == 1 and placed == 1 and self.single_crosses(pos)):
                self.keep(depth, score, blanks)
        index = arc >> TARGET_SHIFT
        if index == 0 or index >= self.n_arcs or pos == SIZE or placed == self.rack_len:
            return 0
        n_blank = self.counts[BLANK]
        allowed = L.masks[pos] if n_blank else L.masks[pos] & self.rack_letters
        if allowed == 0:
            return 0
        lm = L.lm[pos]
        wm = L.wm[pos]
        cs = L.cross[pos]
        anchored = anchored or L.anchor[pos]
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
                                placed, anchored, depth + 1, blanks)
                    self.counts[letter] += 1
                if n_blank:
                    self.counts[BLANK] = n_blank - 1
                    self.buf[depth] = letter | BLANK_FLAG
                    self.extend(pos + 1, arc, main, mult, crosses + cs * wm if cs >= 0 else crosses,
                                placed, anchored, depth + 1, blanks + 1)
                    self.counts[BLANK] = n_blank
                allowed ^= (<uint64_t>1) << letter
                if allowed == 0:
                    break
            if arc & LAST:
                break
            index += 1
            if index >= self.n_arcs:
                break
        return 0

    # -- the search -----------------------------------------------------------------------

    cdef int run(self, bint both_directions, object cancel) except -1:
        cdef Start* starts = NULL
        cdef Py_ssize_t n = 0, i
        cdef int d, r, s, pos, empties
        cdef int32_t bound
        cdef Line* L
        cdef bint reachable
        self.analyse(both_directions)
        starts = <Start*>malloc(2 * SIZE * SIZE * sizeof(Start))
        if starts == NULL:
            raise MemoryError()
        try:
            for d in range(2 if both_directions else 1):
                for r in range(SIZE):
                    L = &self.lines[d][r]
                    for s in range(SIZE):
                        if s and L.tiles[s - 1]:
                            continue
                        # the first anchor must be reachable with the tiles of the rack
                        empties = 0
                        pos = s
                        reachable = False
                        while pos < SIZE:
                            if not L.tiles[pos]:
                                if L.anchor[pos]:
                                    reachable = True
                                    break
                                empties += 1
                                if empties >= self.rack_len:
                                    break
                            pos += 1
                        if not reachable:
                            continue
                        bound = self.start_bound(L, s)
                        if bound < 0:
                            continue
                        starts[n].bound = bound
                        starts[n].direction = d
                        starts[n].line = r
                        starts[n].start = s
                        n += 1
            self.n_starts = n
            qsort(starts, n, sizeof(Start), _compare_starts)
            for i in range(n):
                if starts[i].bound < self.floor:
                    break
                if cancel is not None and cancel():
                    return 1
                self.n_walked += 1
                self.direction = starts[i].direction
                self.line_index = starts[i].line
                self.start = starts[i].start
                self.line = &self.lines[self.direction][self.line_index]
                self.extend(self.start, self.arcs[0], 0, 1, 0, 0, False, 0, 0)
        finally:
            free(starts)
        return 0


def search(arcs, const uint8_t[::1] squares, values, counts, const uint8_t[::1] letter_multipliers,
           const uint8_t[::1] word_multipliers, int mode, Py_ssize_t wanted, bint both_directions,
           CrossCache cache, cancel=None):
    """Every move the mode keeps, in the master order: ``(scores, packed, figures)`` or None
    when ``cancel()`` said to stop.

    ``arcs``: the word automaton (``duplicate.words.dawg``); ``squares``: the board's 225
    values; ``values``: points per letter code; ``counts``: the rack (index 0: blanks);
    ``mode``: MODE_TOP (every move tied at the best score), MODE_BEST (the ``wanted`` best
    and every move tied with the last of them) or MODE_ALL; ``both_directions``: False
    when only across moves are legal (a first move under that rule). ``packed`` is read
    with ``found_at``; ``figures`` is (starts, starts walked, walk steps).
    """
    cdef _Search s = _Search.__new__(_Search)
    cdef Py_ssize_t i, kept
    cdef int32_t v, x
    cdef int j, n_values
    cdef list scores
    cdef bytes packed
    if squares.shape[0] != AREA or letter_multipliers.shape[0] != AREA or word_multipliers.shape[0] != AREA:
        raise ValueError("a board has 225 squares")
    if len(values) > CODES - 1 or len(counts) > CODES - 1:
        raise ValueError("an edition has at most 62 letters")
    s.arcs_view = arcs
    s.n_arcs = <uint32_t>s.arcs_view.shape[0]
    if s.n_arcs < 2:
        raise ValueError("an empty word automaton")
    s.arcs = &s.arcs_view[0]
    s.cache = cache
    for i in range(AREA):
        s.squares[i] = squares[i]
        s.lms[i] = letter_multipliers[i]
        s.wms[i] = word_multipliers[i]
    memset(s.values, 0, sizeof(s.values))
    memset(s.counts, 0, sizeof(s.counts))
    n_values = len(values)
    for j in range(n_values):
        s.values[j] = values[j]
    s.values[BLANK] = 0
    s.all_letters = 0
    for j in range(1, n_values):
        s.all_letters |= (<uint64_t>1) << j
    s.rack_letters = 0
    s.rack_len = 0
    for j in range(len(counts)):
        s.counts[j] = counts[j]
        if s.counts[j] < 0:
            raise ValueError("a negative count of tiles")
        s.rack_len += s.counts[j]
        if j != BLANK and s.counts[j]:
            s.rack_letters |= (<uint64_t>1) << j
    for i in range(AREA):
        if (s.squares[i] & LETTER_BITS) >= n_values:
            raise ValueError("a board letter the edition does not have")
    if s.rack_letters & ~s.all_letters:
        raise ValueError("a rack letter the edition does not have")
    # the rack's values, best first (a rack of more than 15 tiles places 15 at most)
    memset(s.rack_values, 0, sizeof(s.rack_values))
    kept = 0
    for j in range(n_values):
        for i in range(s.counts[j] if s.counts[j] < SIZE else SIZE):
            v = s.values[j]
            if kept == SIZE:
                if v <= s.rack_values[SIZE - 1]:
                    continue
                x = SIZE - 1
            else:
                x = <int32_t>kept
                kept += 1
            while x > 0 and s.rack_values[x - 1] < v:
                s.rack_values[x] = s.rack_values[x - 1]
                x -= 1
            s.rack_values[x] = v
    s.mode = mode
    s.wanted = wanted
    s.floor = -1
    if s.rack_len == 0 or (mode == MODE_BEST and wanted <= 0):
        return [], b"", (0, 0, 0)
    if s.run(both_directions, cancel):
        return None
    # what the mode keeps: the best score's ties, or the best ``wanted`` and their ties
    kept = 0
    for i in range(s.n_found):
        if s.found[i].score >= s.floor:
            s.found[kept] = s.found[i]
            kept += 1
    qsort(s.found, kept, sizeof(Found), _compare_found)
    scores = [s.found[i].score for i in range(kept)]
    packed = (<char*>s.found)[:kept * sizeof(Found)] if kept else b""
    return scores, packed, (s.n_starts, s.n_walked, s.n_nodes)


def found_at(const uint8_t[::1] packed, Py_ssize_t index):
    """The move at ``index`` of a search's packed result: (score, direction 0 across / 1 down,
    line, start, word values)."""
    cdef const Found* f
    if index < 0 or (index + 1) * <Py_ssize_t>sizeof(Found) > packed.shape[0]:
        raise IndexError(index)
    f = <const Found*>&packed[index * sizeof(Found)]
    return f.score, f.direction, f.line, f.start, tuple([f.word[i] for i in range(f.length)])


FOUND_SIZE = sizeof(Found)
