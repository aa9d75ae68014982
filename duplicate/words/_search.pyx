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
from libc.stdint cimport int8_t, int32_t, int64_t, uint8_t, uint32_t, uint64_t
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


ctypedef struct Anchor:
    int32_t bound
    uint8_t direction
    uint8_t line
    int8_t square      # the anchor: a tile run's last tile, or an empty square
    int8_t leftmost    # the squares its moves may cover: leftmost..rightmost - 1
    int8_t rightmost
    uint8_t tile_run


ctypedef struct Profile:
    # squares a word covers, for the bounds: the empty ones (each takes a rack tile) and tiles
    int32_t k          # empty squares
    int32_t squares    # all squares
    int32_t n3, n2     # empty squares tripling, doubling the letter
    int32_t m3, m2, m1 # empty squares next to a perpendicular word, by letter x word premium (3, 2, 1)
    int32_t W          # the word premiums' product
    int32_t board      # the tiles' points
    int32_t crossed    # the perpendicular words' tiles, with their word premium
    int32_t cap1, cap2 # the best rack letter each square allows, on the main and perpendicular words


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


cdef int _compare_anchors(const void* a, const void* b) noexcept nogil:
    cdef const Anchor* x = <const Anchor*>a
    cdef const Anchor* y = <const Anchor*>b
    if x.bound != y.bound:
        return -1 if x.bound > y.bound else 1
    if x.direction != y.direction:
        return -1 if x.direction < y.direction else 1
    if x.line != y.line:
        return -1 if x.line < y.line else 1
    return -1 if x.square < y.square else (1 if x.square > y.square else 0)


cdef inline uint32_t _child(const uint32_t* arcs, uint32_t n_arcs, uint32_t arc, int letter) noexcept nogil:
    """The arc for ``letter`` out of the state ``arc`` leads to, or 0 (also for a target
    outside the arcs: a damaged graph is never read outside its array)."""
    cdef uint32_t index = arc >> TARGET_SHIFT
    cdef uint32_t a
    if index == 0 or index >= n_arcs:
        return 0
    while True:
        a = arcs[index]
        if <int>(a & LETTER_BITS) == letter:
            return a
        if a & LAST:
            return 0
        index += 1
        if index >= n_arcs:
            return 0


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
    # the word graphs: the automaton (for cross-checks) and the GADDAG (walked from anchors)
    cdef const uint32_t[::1] dawg_view
    cdef const uint32_t* dawg
    cdef uint32_t n_dawg
    cdef const uint32_t[::1] arcs_view
    cdef const uint32_t* arcs
    cdef uint32_t n_arcs
    cdef CrossCache cache
    # the position
    cdef uint8_t squares[AREA]
    cdef int32_t values[CODES]
    cdef int32_t counts[CODES]
    cdef uint64_t rack_letters
    cdef uint64_t all_letters
    cdef int rack_len
    cdef int32_t rack_values[SIZE]    # the rack's values, best first (blanks: 0)
    cdef int32_t best_sum[SIZE + 1]   # the sum of the k best
    cdef int32_t lms[AREA]
    cdef int32_t wms[AREA]
    cdef Line lines[2][SIZE]
    # the walk
    cdef Line* line
    cdef int direction
    cdef int line_index
    cdef int anchor
    cdef int leftmost
    cdef int rightmost
    cdef bint first_crosses          # the first tile placed makes a perpendicular word
    cdef uint8_t buf[SIZE]
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

    # -- the word graphs ------------------------------------------------------------------

    cdef inline uint32_t child(self, uint32_t arc, int letter) noexcept nogil:
        return _child(self.arcs, self.n_arcs, arc, letter)

    cdef uint64_t compute_mask(self, uint8_t* prefix, int n_prefix, uint8_t* suffix, int n_suffix) noexcept nogil:
        cdef uint32_t arc = self.dawg[0]
        cdef uint32_t index, a, last
        cdef uint64_t mask = 0
        cdef int i
        for i in range(n_prefix):
            arc = _child(self.dawg, self.n_dawg, arc, prefix[i])
            if arc == 0:
                return 0
        index = arc >> TARGET_SHIFT
        if index == 0 or index >= self.n_dawg:
            return 0
        while True:
            a = self.dawg[index]
            last = a
            for i in range(n_suffix):
                last = _child(self.dawg, self.n_dawg, last, suffix[i])
                if last == 0:
                    break
            if last != 0 and (last & ACCEPTS):
                mask |= (<uint64_t>1) << (a & LETTER_BITS)
            if a & LAST:
                break
            index += 1
            if index >= self.n_dawg:
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

    cdef inline bint fits(self, Line* L, int pos) noexcept nogil:
        """Whether some tile of the rack may go on the empty square ``pos``."""
        return (L.masks[pos] if self.counts[BLANK] else L.masks[pos] & self.rack_letters) != 0

    cdef inline void cover(self, Profile* p, Line* L, int pos) noexcept nogil:
        """Add the empty square ``pos``, covered by a tile of the rack, to ``p``."""
        cdef int32_t lm = L.lm[pos], wm = L.wm[pos], coefficient
        p.k += 1
        p.squares += 1
        if lm == 3:
            p.n3 += 1
        elif lm == 2:
            p.n2 += 1
        p.W *= wm
        p.cap1 += L.vmax[pos] * lm
        if L.cross[pos] >= 0:
            coefficient = lm * wm
            if coefficient >= 3:
                p.m3 += 1
            elif coefficient == 2:
                p.m2 += 1
            else:
                p.m1 += 1
            p.cap2 += L.vmax[pos] * coefficient
            p.crossed += L.cross[pos] * wm

    cdef int32_t combined(self, Profile* a, Profile* b, Profile* c) noexcept nogil:
        """The bound of a word covering the squares of the three profiles (-1: no move)."""
        cdef int32_t k = a.k + b.k + c.k, n3, n32, m3, m32, m321, W, letters, caps, total
        if k < 1 or k > self.rack_len or a.squares + b.squares + c.squares < 2:
            return -1
        if k > SIZE:
            k = SIZE
        n3 = a.n3 + b.n3 + c.n3
        n32 = n3 + a.n2 + b.n2 + c.n2
        m3 = a.m3 + b.m3 + c.m3
        m32 = m3 + a.m2 + b.m2 + c.m2
        m321 = m32 + a.m1 + b.m1 + c.m1
        W = a.W * b.W * c.W
        letters = W * (self.best_sum[n3] + self.best_sum[n32] + self.best_sum[k]) + (
            self.best_sum[m3] + self.best_sum[m32] + self.best_sum[m321])
        caps = W * (a.cap1 + b.cap1 + c.cap1) + a.cap2 + b.cap2 + c.cap2
        total = (a.board + b.board + c.board) * W + (letters if letters < caps else caps) + (
            a.crossed + b.crossed + c.crossed)
        if k == RACK_SIZE:
            total += BINGO_BONUS
        return total

    cdef int32_t anchor_bound(self, Line* L, Anchor* an) noexcept nogil:
        """An upper bound on the score of the moves of an anchor; -1 when it has none.

        A move of the anchor covers its core (the anchor's tile run, or the anchor square)
        and reaches some squares to the left (tiles there are part of the word) and some to
        the right, with at most the rack's tiles, never over a square no rack tile may go on.
        Every term of the bound grows with the squares covered, so only the widest reaches
        count: for each number of tiles on the left, as many on the right as the rack and
        the line allow. For each, the rack's best values go on the best letter premiums (and
        no square gets more than the best rack letter it allows), every word premium covered
        multiplies, the perpendicular words count, and the bingo bonus when seven tiles go.
        """
        cdef Profile core, left[SIZE + 1], right[SIZE + 1]
        cdef int pos, n_left = 0, n_right = 0, j, r
        cdef int32_t best = -1, b
        memset(&core, 0, sizeof(Profile))
        core.W = 1
        if an.tile_run:
            pos = an.square
            while pos >= 0 and L.tiles[pos]:
                core.board += L.tile_value[pos]
                core.squares += 1
                pos -= 1
        else:
            if not self.fits(L, an.square):
                return -1
            self.cover(&core, L, an.square)
            pos = an.square - 1
        # to the left: tiles are taken in, each empty square needs a tile
        memset(&left[0], 0, sizeof(Profile))
        left[0].W = 1
        while n_left < self.rack_len and pos >= an.leftmost and self.fits(L, pos):
            left[n_left + 1] = left[n_left]
            n_left += 1
            self.cover(&left[n_left], L, pos)
            pos -= 1
            while pos >= 0 and L.tiles[pos]:
                left[n_left].board += L.tile_value[pos]
                left[n_left].squares += 1
                pos -= 1
        memset(&right[0], 0, sizeof(Profile))
        right[0].W = 1
        pos = an.square + 1
        while n_right < self.rack_len and pos < an.rightmost and self.fits(L, pos):
            right[n_right + 1] = right[n_right]
            n_right += 1
            self.cover(&right[n_right], L, pos)
            pos += 1
        for j in range(n_left + 1):
            r = self.rack_len - core.k - j
            if r < 0:
                break
            if r > n_right:
                r = n_right
            b = self.combined(&core, &left[j], &right[r])
            if b > best:
                best = b
        return best

    # -- the walk -------------------------------------------------------------------------

    cdef int keep(self, int left, int right, int32_t score, int blanks) except -1:
        """Keep the word on squares ``left``..``right`` of ``buf``; raise the floor when the mode allows."""
        cdef Found* f
        cdef Py_ssize_t i, j, child, kept
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
        f.start = left
        f.length = right - left + 1
        f.blanks = blanks
        memcpy(f.word, &self.buf[left], right - left + 1)
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

    cdef inline int consider(self, int left, int right, int32_t main, int32_t mult, int32_t crosses, int placed,
                             int blanks) except -1:
        """Keep the word on ``left``..``right`` when it scores enough (and is this direction's)."""
        cdef int32_t score = main * mult + crosses + (BINGO_BONUS if placed == RACK_SIZE else 0)
        if score >= self.floor and not (self.direction == 1 and placed == 1 and self.first_crosses):
            self.keep(left, right, score, blanks)
        return 0

    cdef int go_left(self, int pos, uint32_t arc, int32_t main, int32_t mult, int32_t crosses, int placed,
                     int blanks) except -1:
        """From the state ``arc`` leads to, with the squares right of ``pos`` read: take in the
        tiles leftwards, end the word's left side here (and go right), or put a tile on ``pos``."""
        cdef Line* L = self.line
        cdef uint32_t index, a
        cdef int letter, n_blank
        cdef uint64_t allowed
        cdef int32_t lm, wm, cs, v
        self.n_nodes += 1
        while pos >= 0 and L.tiles[pos]:
            arc = self.child(arc, L.tiles[pos] & LETTER_BITS)
            if arc == 0:
                return 0
            main += L.tile_value[pos]
            pos -= 1
        # the word may begin on pos + 1: it ends on the anchor, or goes on past it
        if placed and (arc & ACCEPTS) and self.anchor - pos >= 2:
            self.consider(pos + 1, self.anchor, main, mult, crosses, placed, blanks)
        if self.anchor + 1 < self.rightmost and placed < self.rack_len:
            a = self.child(arc, SEPARATOR)
            if a:
                self.go_right(self.anchor + 1, a, pos + 1, main, mult, crosses, placed, blanks)
        if pos < self.leftmost or placed == self.rack_len:
            return 0
        index = arc >> TARGET_SHIFT
        if index == 0 or index >= self.n_arcs:
            return 0
        n_blank = self.counts[BLANK]
        allowed = L.masks[pos] if n_blank else L.masks[pos] & self.rack_letters
        if allowed == 0:
            return 0
        lm = L.lm[pos]
        wm = L.wm[pos]
        cs = L.cross[pos]
        if placed == 0:
            self.first_crosses = cs >= 0
        placed += 1
        mult *= wm
        while True:
            a = self.arcs[index]
            letter = a & LETTER_BITS
            if (allowed >> letter) & 1:
                if self.counts[letter]:
                    self.counts[letter] -= 1
                    v = self.values[letter] * lm
                    self.buf[pos] = letter
                    self.go_left(pos - 1, a, main + v, mult, crosses + (cs + v) * wm if cs >= 0 else crosses,
                                 placed, blanks)
                    self.counts[letter] += 1
                if n_blank:
                    self.counts[BLANK] = n_blank - 1
                    self.buf[pos] = letter | BLANK_FLAG
                    self.go_left(pos - 1, a, main, mult, crosses + cs * wm if cs >= 0 else crosses,
                                 placed, blanks + 1)
                    self.counts[BLANK] = n_blank
                allowed ^= (<uint64_t>1) << letter
                if allowed == 0:
                    break
            if a & LAST:
                break
            index += 1
            if index >= self.n_arcs:
                break
        self.buf[pos] = 0
        return 0

    cdef int go_right(self, int pos, uint32_t arc, int left, int32_t main, int32_t mult, int32_t crosses,
                      int placed, int blanks) except -1:
        """Past the separator: put a tile on the empty square ``pos`` and on, rightwards."""
        cdef Line* L = self.line
        cdef uint32_t index, a
        cdef int letter, n_blank
        cdef uint64_t allowed
        cdef int32_t lm, wm, cs, v, m, c
        self.n_nodes += 1
        index = arc >> TARGET_SHIFT
        if index == 0 or index >= self.n_arcs:
            return 0
        n_blank = self.counts[BLANK]
        allowed = L.masks[pos] if n_blank else L.masks[pos] & self.rack_letters
        if allowed == 0:
            return 0
        lm = L.lm[pos]
        wm = L.wm[pos]
        cs = L.cross[pos]
        if placed == 0:
            self.first_crosses = cs >= 0
        placed += 1
        mult *= wm
        while True:
            a = self.arcs[index]
            letter = a & LETTER_BITS
            if (allowed >> letter) & 1:
                if self.counts[letter]:
                    self.counts[letter] -= 1
                    v = self.values[letter] * lm
                    self.buf[pos] = letter
                    m = main + v
                    c = crosses + (cs + v) * wm if cs >= 0 else crosses
                    if a & ACCEPTS:
                        self.consider(left, pos, m, mult, c, placed, blanks)
                    if pos + 1 < self.rightmost and placed < self.rack_len:
                        self.go_right(pos + 1, a, left, m, mult, c, placed, blanks)
                    self.counts[letter] += 1
                if n_blank:
                    self.counts[BLANK] = n_blank - 1
                    self.buf[pos] = letter | BLANK_FLAG
                    c = crosses + cs * wm if cs >= 0 else crosses
                    if a & ACCEPTS:
                        self.consider(left, pos, main, mult, c, placed, blanks + 1)
                    if pos + 1 < self.rightmost and placed < self.rack_len:
                        self.go_right(pos + 1, a, left, main, mult, c, placed, blanks + 1)
                    self.counts[BLANK] = n_blank
                allowed ^= (<uint64_t>1) << letter
                if allowed == 0:
                    break
            if a & LAST:
                break
            index += 1
            if index >= self.n_arcs:
                break
        self.buf[pos] = 0
        return 0

    # -- the search -----------------------------------------------------------------------

    cdef Py_ssize_t line_anchors(self, int d, int r, Anchor* out) noexcept nogil:
        """The anchors of a line, each with the squares its moves may use.

        A move belongs to the rightmost tile run it takes in, or, touching no tile run, to
        the rightmost square it covers next to a perpendicular word (or the centre of the
        empty board): each move is found from exactly one anchor. A tile run's moves may
        reach left to the edge (taking in other runs) and right up to the square before the
        next run; a square's moves stay between the squares next to the runs around it and
        left of the next such anchor on its right.
        """
        cdef Line* L = &self.lines[d][r]
        cdef Py_ssize_t n = 0
        cdef int p = SIZE, q, limit, low, hook_limit, h
        while p > 0:
            # the empty squares [q, p); a tile on p (unless p is the edge)
            q = p
            while q > 0 and L.tiles[q - 1] == 0:
                q -= 1
            limit = p - 1 if p < SIZE else SIZE
            if q > 0:
                out[n].direction = d
                out[n].line = r
                out[n].square = q - 1
                out[n].leftmost = 0
                out[n].rightmost = limit
                out[n].tile_run = 1
                n += 1
            low = q + 1 if q > 0 else q
            hook_limit = limit
            h = limit - 1
            while h >= low:
                if L.anchor[h]:
                    if hook_limit - low < 2:
                        break
                    if L.masks[h]:
                        out[n].direction = d
                        out[n].line = r
                        out[n].square = h
                        out[n].leftmost = low
                        out[n].rightmost = hook_limit
                        out[n].tile_run = 0
                        n += 1
                    hook_limit = h
                h -= 1
            # past the tile run that ends on q - 1
            p = q - 1
            while p > 0 and L.tiles[p - 1]:
                p -= 1
            if q == 0:
                break
        return n

    cdef int walk(self, Anchor* an) except -1:
        cdef int i
        self.direction = an.direction
        self.line_index = an.line
        self.line = &self.lines[an.direction][an.line]
        self.anchor = an.square
        self.leftmost = an.leftmost
        self.rightmost = an.rightmost
        for i in range(SIZE):
            self.buf[i] = self.line.tiles[i]
        self.go_left(an.square, self.arcs[0], 0, 1, 0, 0, 0)
        return 0

    cdef int run(self, bint both_directions, object cancel) except -1:
        cdef Anchor* anchors = NULL
        cdef Py_ssize_t n = 0, i, m
        cdef int d, r
        cdef int32_t bound
        self.analyse(both_directions)
        anchors = <Anchor*>malloc(2 * SIZE * SIZE * sizeof(Anchor))
        if anchors == NULL:
            raise MemoryError()
        try:
            for d in range(2 if both_directions else 1):
                for r in range(SIZE):
                    m = self.line_anchors(d, r, &anchors[n])
                    for i in range(n, n + m):
                        bound = self.anchor_bound(&self.lines[d][r], &anchors[i])
                        if bound >= 0:
                            anchors[i].bound = bound
                            anchors[n] = anchors[i]
                            n += 1
            self.n_starts = n
            qsort(anchors, n, sizeof(Anchor), _compare_anchors)
            for i in range(n):
                if anchors[i].bound < self.floor:
                    break
                if cancel is not None and cancel():
                    return 1
                self.n_walked += 1
                self.walk(&anchors[i])
        finally:
            free(anchors)
        return 0


def search(dawg, gaddag, const uint8_t[::1] squares, values, counts, const uint8_t[::1] letter_multipliers,
           const uint8_t[::1] word_multipliers, int mode, Py_ssize_t wanted, bint both_directions,
           CrossCache cache, cancel=None):
    """Every move the mode keeps, in the master order: ``(scores, packed, figures)`` or None
    when ``cancel()`` said to stop.

    ``dawg``, ``gaddag``: the word list's automaton and GADDAG (``array('I')`` arcs);
    ``squares``: the board's 225 values; ``values``: points per letter code; ``counts``: the
    rack (index 0: blanks); ``mode``: MODE_TOP (every move tied at the best score),
    MODE_BEST (the ``wanted`` best and every move tied with the last of them) or MODE_ALL;
    ``both_directions``: False when only across moves are legal (a first move under that
    rule). ``packed`` is read with ``found_at``; ``figures`` is (anchors, anchors walked,
    walk steps).
    """
    cdef _Search s = _prepare(dawg, gaddag, squares, values, counts, letter_multipliers, word_multipliers, cache)
    cdef Py_ssize_t i, kept
    cdef list scores
    cdef bytes packed
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


def anchor_bounds(dawg, gaddag, const uint8_t[::1] squares, values, counts, const uint8_t[::1] letter_multipliers,
                  const uint8_t[::1] word_multipliers, bint both_directions, CrossCache cache):
    """Every anchor a search would walk, with its bound and its moves:
    ``[(direction, line, square, bound, scores)]`` (for the tests: no move of an anchor may
    score more than its bound, and every move belongs to one anchor)."""
    cdef _Search s = _prepare(dawg, gaddag, squares, values, counts, letter_multipliers, word_multipliers, cache)
    cdef Anchor anchors[SIZE]
    cdef Py_ssize_t m, i, j
    cdef int d, r
    cdef int32_t bound
    result = []
    s.mode = MODE_ALL
    s.floor = -1
    if s.rack_len == 0:
        return result
    s.analyse(both_directions)
    for d in range(2 if both_directions else 1):
        for r in range(SIZE):
            m = s.line_anchors(d, r, anchors)
            for i in range(m):
                bound = s.anchor_bound(&s.lines[d][r], &anchors[i])
                s.n_found = 0
                s.walk(&anchors[i])
                result.append((d, r, anchors[i].square, bound, [s.found[j].score for j in range(s.n_found)]))
    return result


cdef _Search _prepare(dawg, gaddag, const uint8_t[::1] squares, values, counts, const uint8_t[::1] letter_multipliers,
                      const uint8_t[::1] word_multipliers, CrossCache cache):
    cdef _Search s = _Search.__new__(_Search)
    cdef Py_ssize_t i, kept
    cdef int32_t v, x
    cdef int j, n_values
    if squares.shape[0] != AREA or letter_multipliers.shape[0] != AREA or word_multipliers.shape[0] != AREA:
        raise ValueError("a board has 225 squares")
    if len(values) > CODES - 1 or len(counts) > CODES - 1:
        raise ValueError("an edition has at most 62 letters")
    s.dawg_view = dawg
    s.n_dawg = <uint32_t>s.dawg_view.shape[0]
    s.arcs_view = gaddag
    s.n_arcs = <uint32_t>s.arcs_view.shape[0]
    if s.n_arcs < 2 or s.n_dawg < 2:
        raise ValueError("an empty word graph")
    s.dawg = &s.dawg_view[0]
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
        if (s.squares[i] & LETTER_BITS) >= n_values or (s.squares[i] and not (s.squares[i] & LETTER_BITS)):
            raise ValueError("a board letter the edition does not have")
    if s.rack_letters & ~s.all_letters:
        raise ValueError("a rack letter the edition does not have")
    # the rack's values, best first (a rack of more than 15 tiles places 15 at most), and
    # best_sum[k]: the sum of the k best
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
    s.best_sum[0] = 0
    for j in range(SIZE):
        s.best_sum[j + 1] = s.best_sum[j] + s.rack_values[j]
    return s


def found_at(const uint8_t[::1] packed, Py_ssize_t index):
    """The move at ``index`` of a search's packed result: (score, direction 0 across / 1 down,
    line, start, word values)."""
    cdef const Found* f
    if index < 0 or (index + 1) * <Py_ssize_t>sizeof(Found) > packed.shape[0]:
        raise IndexError(index)
    f = <const Found*>&packed[index * sizeof(Found)]
    return f.score, f.direction, f.line, f.start, tuple([f.word[i] for i in range(f.length)])


FOUND_SIZE = sizeof(Found)


# -- the GADDAG: the word graph the compiled search walks from each anchor ---------------------
#
# For every word w of n letters and every i in 1..n it holds the string rev(w[:i]), followed,
# when i < n, by SEPARATOR and w[i:]: read from a square of the word leftwards to the word's
# first letter, then (after the separator) rightwards from the square after the starting one.
# It is laid out in the same flat arcs as the word automaton (``duplicate.words.dawg``), the
# separator being letter code 0, which no letter has (so it is the first arc of its state).

cdef enum:
    SEPARATOR = 0
    MAX_WORD = 16  # a GADDAG string of a 15-letter word has 16 symbols


cdef class _Growing:
    """A growable C array of uint32 (the builder's states, edges and arcs)."""
    cdef uint32_t* data
    cdef Py_ssize_t size
    cdef Py_ssize_t capacity

    def __dealloc__(self):
        free(self.data)

    cdef int push(self, uint32_t value) except -1:
        cdef uint32_t* grown
        if self.size == self.capacity:
            self.capacity = 2 * self.capacity + 1024
            grown = <uint32_t*>realloc(self.data, self.capacity * sizeof(uint32_t))
            if grown == NULL:
                raise MemoryError()
            self.data = grown
        self.data[self.size] = value
        self.size += 1
        return 0


cdef int _compare_keys(const void* a, const void* b) noexcept nogil:
    cdef const uint64_t* x = <const uint64_t*>a
    cdef const uint64_t* y = <const uint64_t*>b
    if x[0] != y[0]:
        return -1 if x[0] < y[0] else 1
    if x[1] != y[1]:
        return -1 if x[1] < y[1] else 1
    return 0


@cython.final
cdef class _GaddagBuilder:
    """Daciuk's incremental construction of a minimal automaton from sorted strings.

    The states of the path of the last string stay open; when a string leaves that path, the
    states below the branch point are frozen: replaced by an equal state already registered,
    or registered themselves. Frozen states are (final, edges), edges (symbol, state).
    """
    cdef _Growing final        # per frozen state: 1 when a string ends there
    cdef _Growing edge_start   # per frozen state: index of its first edge
    cdef _Growing edge_count
    cdef _Growing edges        # per edge: symbol | child << 8
    cdef uint32_t* table       # the register: state + 1 per slot (0: empty)
    cdef Py_ssize_t table_size
    cdef Py_ssize_t registered
    cdef int depth             # the open path holds states 0..depth
    cdef uint8_t open_final[MAX_WORD + 1]
    cdef int open_count[MAX_WORD + 1]
    cdef uint32_t open_edges[MAX_WORD + 1][CODES]  # symbol | child << 8 (the last one's child is open)
    cdef uint8_t previous[MAX_WORD]
    cdef int previous_length

    def __cinit__(self):
        self.final = _Growing()
        self.edge_start = _Growing()
        self.edge_count = _Growing()
        self.edges = _Growing()
        self.table_size = 1 << 16
        self.table = <uint32_t*>malloc(self.table_size * sizeof(uint32_t))
        if self.table == NULL:
            raise MemoryError()
        memset(self.table, 0, self.table_size * sizeof(uint32_t))
        self.registered = 0
        self.depth = 0
        self.open_final[0] = 0
        self.open_count[0] = 0
        self.previous_length = 0

    def __dealloc__(self):
        free(self.table)

    cdef uint64_t state_hash(self, uint8_t is_final, uint32_t* edges, int count) noexcept nogil:
        cdef uint64_t h = is_final
        cdef int i
        for i in range(count):
            h = _mix(h, edges[i])
        return h

    cdef bint same(self, uint32_t state, uint8_t is_final, uint32_t* edges, int count) noexcept nogil:
        cdef uint32_t start
        cdef int i
        if self.final.data[state] != is_final or <int>self.edge_count.data[state] != count:
            return False
        start = self.edge_start.data[state]
        for i in range(count):
            if self.edges.data[start + i] != edges[i]:
                return False
        return True

    cdef int grow_table(self) except -1:
        cdef Py_ssize_t old_size = self.table_size, i, slot
        cdef uint32_t* old = self.table
        cdef uint32_t state
        self.table_size *= 2
        self.table = <uint32_t*>malloc(self.table_size * sizeof(uint32_t))
        if self.table == NULL:
            self.table = old
            self.table_size = old_size
            raise MemoryError()
        memset(self.table, 0, self.table_size * sizeof(uint32_t))
        for i in range(old_size):
            if old[i]:
                state = old[i] - 1
                slot = <Py_ssize_t>(self.state_hash(<uint8_t>self.final.data[state],
                                                    &self.edges.data[self.edge_start.data[state]],
                                                    self.edge_count.data[state]) & <uint64_t>(self.table_size - 1))
                while self.table[slot]:
                    slot = (slot + 1) & (self.table_size - 1)
                self.table[slot] = old[i]
        free(old)
        return 0

    cdef uint32_t freeze_state(self, uint8_t is_final, uint32_t* edges, int count) except? 0xFFFFFFFF:
        """The registered state equal to (is_final, edges), registering it when new."""
        cdef Py_ssize_t slot
        cdef uint32_t state
        cdef int i
        if 4 * (self.registered + 1) > 3 * self.table_size:
            self.grow_table()
        slot = <Py_ssize_t>(self.state_hash(is_final, edges, count) & <uint64_t>(self.table_size - 1))
        while self.table[slot]:
            state = self.table[slot] - 1
            if self.same(state, is_final, edges, count):
                return state
            slot = (slot + 1) & (self.table_size - 1)
        state = <uint32_t>self.final.size
        if state >= (1 << 24):
            raise ValueError("the word graph has too many states")
        self.final.push(is_final)
        self.edge_start.push(<uint32_t>self.edges.size)
        self.edge_count.push(count)
        for i in range(count):
            self.edges.push(edges[i])
        self.table[slot] = state + 1
        self.registered += 1
        return state

    cdef int freeze(self, int depth) except -1:
        """Freeze the open states deeper than ``depth``."""
        cdef uint32_t state
        cdef int last
        while self.depth > depth:
            state = self.freeze_state(self.open_final[self.depth], self.open_edges[self.depth],
                                      self.open_count[self.depth])
            self.depth -= 1
            last = self.open_count[self.depth] - 1
            self.open_edges[self.depth][last] = (self.open_edges[self.depth][last] & 0xFF) | (state << 8)
        return 0

    cdef int add(self, uint8_t* symbols, int length) except -1:
        """Add the next string (strings come in increasing order, shorter first on a tie)."""
        cdef int common = 0, j
        while common < length and common < self.previous_length and symbols[common] == self.previous[common]:
            common += 1
        if common == length and length == self.previous_length:
            return 0  # the same string again
        self.freeze(common)
        for j in range(common, length):
            self.open_edges[j][self.open_count[j]] = symbols[j]
            self.open_count[j] += 1
            self.depth = j + 1
            self.open_final[j + 1] = 0
            self.open_count[j + 1] = 0
        self.open_final[length] = 1
        memcpy(self.previous, symbols, length)
        self.previous_length = length
        return 0

    cdef object pack(self):
        """The finished graph as flat arcs (``duplicate.words.dawg``'s layout)."""
        from array import array
        cdef Py_ssize_t n_states, state, i, n_arcs
        cdef uint32_t* first_arc
        cdef uint32_t edge, child, arc_value
        cdef uint32_t start, count, root_first
        self.freeze(0)
        n_states = self.final.size
        n_arcs = 1 + self.edges.size + self.open_count[0]
        if n_arcs >= (1 << 24):
            raise ValueError(f"the word graph needs {n_arcs} arcs, more than the {1 << 24} supported")
        arcs = array("I", bytes(4 * n_arcs))
        cdef uint32_t[::1] out = arcs
        first_arc = <uint32_t*>malloc((n_states + 1) * sizeof(uint32_t))
        if first_arc == NULL:
            raise MemoryError()
        try:
            n_arcs = 1
            for state in range(n_states):
                count = self.edge_count.data[state]
                start = self.edge_start.data[state]
                first_arc[state] = <uint32_t>n_arcs if count else 0
                for i in range(count):
                    edge = self.edges.data[start + i]
                    child = edge >> 8
                    arc_value = (edge & LETTER_BITS) | (first_arc[child] << TARGET_SHIFT)
                    if self.final.data[child]:
                        arc_value |= ACCEPTS
                    if i == count - 1:
                        arc_value |= LAST
                    out[n_arcs] = arc_value
                    n_arcs += 1
            root_first = <uint32_t>n_arcs
            for i in range(self.open_count[0]):
                edge = self.open_edges[0][i]
                child = edge >> 8
                arc_value = (edge & LETTER_BITS) | (first_arc[child] << TARGET_SHIFT)
                if self.final.data[child]:
                    arc_value |= ACCEPTS
                if i == self.open_count[0] - 1:
                    arc_value |= LAST
                out[n_arcs] = arc_value
                n_arcs += 1
            out[0] = root_first << TARGET_SHIFT if self.open_count[0] else 0
        finally:
            free(first_arc)
        return arcs


cdef int _words_of(const uint32_t* arcs, uint32_t n_arcs, _Growing letters, _Growing lengths) except -1:
    """Every word of the automaton (depth-first, in order): letters one per slot, and lengths."""
    cdef uint32_t stack[MAX_WORD + 1]
    cdef uint8_t word[MAX_WORD]
    cdef int depth = 0, i
    cdef uint32_t index, arc
    if n_arcs < 2:
        return 0
    stack[0] = arcs[0] >> TARGET_SHIFT
    if stack[0] == 0 or stack[0] >= n_arcs:
        return 0
    while depth >= 0:
        index = stack[depth]
        if index == 0:
            depth -= 1
            continue
        arc = arcs[index]
        # the next sibling (0 when this is the state's last arc)
        stack[depth] = 0 if (arc & LAST) or index + 1 >= n_arcs else index + 1
        if depth >= SIZE:
            continue
        word[depth] = arc & LETTER_BITS
        if arc & ACCEPTS:
            for i in range(depth + 1):
                letters.push(word[i])
            lengths.push(depth + 1)
        index = arc >> TARGET_SHIFT
        if index and index < n_arcs:
            depth += 1
            stack[depth] = index
    return 0


def build_gaddag(dawg_arcs, progress=None):
    """The GADDAG of the words of ``dawg_arcs`` (an ``array('I')`` of the word automaton), as
    an ``array('I')`` of arcs. ``progress(fraction)`` is called now and then."""
    cdef const uint32_t[::1] view = dawg_arcs
    cdef _Growing letters = _Growing(), lengths = _Growing()
    cdef _GaddagBuilder builder = _GaddagBuilder()
    cdef Py_ssize_t n_words, w, offset, total, count, at
    cdef Py_ssize_t* offsets = NULL
    cdef uint64_t* keys = NULL
    cdef int n, i, j, c, length
    cdef uint8_t symbols[MAX_WORD]
    cdef Py_ssize_t per_letter[CODES]
    cdef uint64_t hi, lo, c_symbol
    if view.shape[0] < 2:
        raise ValueError("an empty word automaton")
    _words_of(&view[0], <uint32_t>view.shape[0], letters, lengths)
    n_words = lengths.size
    offsets = <Py_ssize_t*>malloc((n_words + 1) * sizeof(Py_ssize_t))
    if offsets == NULL:
        raise MemoryError()
    try:
        memset(per_letter, 0, sizeof(per_letter))
        offset = 0
        for w in range(n_words):
            offsets[w] = offset
            for i in range(<int>lengths.data[w]):
                per_letter[letters.data[offset + i] & LETTER_BITS] += 1
            offset += lengths.data[w]
        offsets[n_words] = offset
        total = offset
        done = 0
        for c in range(1, CODES):
            count = per_letter[c]
            if count == 0:
                continue
            # the strings whose first symbol is c, as 16-symbol keys (symbol + 1, 0 after the end),
            # sorted; the separator (0) sorts before every letter, a string before its extensions
            keys = <uint64_t*>realloc(keys, 2 * count * sizeof(uint64_t))
            if keys == NULL:
                raise MemoryError()
            at = 0
            for w in range(n_words):
                n = lengths.data[w]
                offset = offsets[w]
                for i in range(1, n + 1):
                    if letters.data[offset + i - 1] != <uint32_t>c:
                        continue
                    length = 0
                    for j in range(i - 1, -1, -1):
                        symbols[length] = letters.data[offset + j]
                        length += 1
                    if i < n:
                        symbols[length] = SEPARATOR
                        length += 1
                        for j in range(i, n):
                            symbols[length] = letters.data[offset + j]
                            length += 1
                    hi = 0
                    lo = 0
                    for j in range(MAX_WORD):
                        if j < 8:
                            hi = (hi << 8) | (<uint64_t>(symbols[j] + 1) if j < length else 0)
                        else:
                            lo = (lo << 8) | (<uint64_t>(symbols[j] + 1) if j < length else 0)
                    keys[2 * at] = hi
                    keys[2 * at + 1] = lo
                    at += 1
            qsort(keys, at, 2 * sizeof(uint64_t), _compare_keys)
            for w in range(at):
                hi = keys[2 * w]
                lo = keys[2 * w + 1]
                length = 0
                for j in range(MAX_WORD):
                    c_symbol = ((hi >> (8 * (7 - j))) if j < 8 else (lo >> (8 * (15 - j)))) & 0xFF
                    if c_symbol == 0:
                        break
                    symbols[length] = <uint8_t>(c_symbol - 1)
                    length += 1
                builder.add(symbols, length)
            done += count
            if progress is not None:
                progress(done / total)
    finally:
        free(offsets)
        free(keys)
    return builder.pack()


def checksum(buffer):
    """A fast 64-bit checksum of a buffer (the GADDAG cache file's body): four lanes of
    multiply-rotate over 8-byte words, then the length; any change of one word changes it."""
    cdef const uint8_t[::1] view = memoryview(buffer).cast("B")
    cdef Py_ssize_t n = view.shape[0], i, words = n // 8
    cdef uint64_t lanes[4]
    cdef uint64_t word, h
    cdef const uint8_t* data = &view[0] if n else NULL
    lanes[0] = 0x9E3779B97F4A7C15ULL
    lanes[1] = 0xC2B2AE3D27D4EB4FULL
    lanes[2] = 0x165667B19E3779F9ULL
    lanes[3] = 0x27D4EB2F165667C5ULL
    for i in range(words):
        memcpy(&word, data + 8 * i, 8)
        h = lanes[i & 3] ^ word
        h *= 0x9FB21C651E98DF25ULL
        lanes[i & 3] = (h << 31) | (h >> 33)
    h = <uint64_t>n
    for i in range(8 * words, n):
        h = (h << 8) | data[i]
    for i in range(4):
        h = _mix(h, lanes[i])
    return h
