# cython: language_level=3, boundscheck=False, wraparound=False, cdivision=True, initializedcheck=False
"""The whole move search compiled: one call per search, no Python object per anchor or move.

The compiled twin of ``duplicate.words.search``'s pure-Python driver and walk (the
reference): the same moves, the same scores, the same master order, found another way. Built
by ``pip install .`` when a C compiler is present; without it the pure search is used.

One call (``search``) reads the board as 30 lines, works out each line's cross-checks (the
letters the perpendicular word allows, from a cache kept with the word list), finds the
anchors (a move belongs to the rightmost tile run it takes in, or, touching none, to its
rightmost square next to a perpendicular word), gives each anchor an upper bound on the
score of its moves (shadow bounds: the rack's best values on the best squares the rack can
reach around it, the bingo only when seven tiles fit), and walks the word graph from the
anchors, best bound first, while the bound reaches the lowest score still wanted. The walk
reads a GADDAG (``build_gaddag``): from the anchor leftwards, then, past a separator, on
in the word automaton rightwards. The moves kept are sorted in the master order and handed
back packed (``found_at`` reads one).

The bingo's 50 points are most of what a bound overestimates: a bound counts them only where
seven tiles fit and the rack can make a word there. Before the anchors, the search reads the
graph's alphagrams (the sorted letters of every word of 7 and 8 letters) for whether the
rack's tiles make a word of seven letters, and which letters make one of eight with them; a
move placing the whole rack beside no tile needs the first, one taking in the anchor's single
tile needs its letter among the second (with more tiles taken in, the bound keeps the 50).

Every read of the graph is bounded by its length (a target past the end reads as a dead
end), so a damaged graph gives wrong words but never reads outside its array.
"""

cimport cython
from libc.stdint cimport int8_t, int32_t, int64_t, uint8_t, uint32_t, uint64_t
from libc.stdlib cimport calloc, free, malloc, qsort, realloc
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
    BINGO_WORD = 8          # the alphagrams the graph keeps: of the words of 7 and 8 letters
    ALPHAGRAM_MARK = 0x3F   # the letter of the arc leading to them (no letter has that code)

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
    int32_t W          # the word premiums' product
    int32_t board      # the tiles' points
    int32_t crossed    # the perpendicular words' tiles, with their word premium


cdef extern from *:
    """
    #if defined(_MSC_VER)
    #include <intrin.h>
    static inline int duplicate_lowest_bit(unsigned long long x) { unsigned long i; _BitScanForward64(&i, x); return (int)i; }
    #else
    static inline int duplicate_lowest_bit(unsigned long long x) { return __builtin_ctzll(x); }
    #endif
    """
    int _lowest_bit "duplicate_lowest_bit"(unsigned long long x) noexcept nogil


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
    quarters full: a new stamp, so that emptying costs nothing and touches no memory (a
    slot holds a mask only under the current stamp). It is small (8,192 slots, 200 KB)
    so as not to push the word graph out of the processor's cache. Only touched by
    compiled code holding the GIL, so threads never see it half written.
    """

    cdef uint64_t* keys
    cdef uint64_t* masks
    cdef uint32_t* stamps
    cdef uint32_t stamp
    cdef Py_ssize_t capacity
    cdef Py_ssize_t count

    def __cinit__(self, Py_ssize_t capacity=1 << 13):
        if capacity < 4 or capacity & (capacity - 1):
            raise ValueError("a power of two, 4 or more")
        self.capacity = capacity
        self.count = 0
        self.stamp = 1
        self.keys = <uint64_t*>malloc(2 * capacity * sizeof(uint64_t))
        self.masks = <uint64_t*>malloc(capacity * sizeof(uint64_t))
        self.stamps = <uint32_t*>calloc(capacity, sizeof(uint32_t))
        if self.keys == NULL or self.masks == NULL or self.stamps == NULL:
            raise MemoryError()

    def __dealloc__(self):
        free(self.keys)
        free(self.masks)
        free(self.stamps)

    def __len__(self):
        return self.count

    cdef inline Py_ssize_t slot(self, uint64_t k0, uint64_t k1) noexcept nogil:
        """The slot holding this key, or the empty slot where it would go."""
        cdef Py_ssize_t mask = self.capacity - 1
        cdef Py_ssize_t i = <Py_ssize_t>(_mix(k0, k1) & <uint64_t>mask)
        while self.stamps[i] == self.stamp:
            if self.keys[2 * i] == k0 and self.keys[2 * i + 1] == k1:
                return i
            i = (i + 1) & mask
        return i

    cdef inline bint holds(self, Py_ssize_t slot) noexcept nogil:
        return self.stamps[slot] == self.stamp

    cdef inline void put(self, Py_ssize_t slot, uint64_t k0, uint64_t k1, uint64_t mask) noexcept nogil:
        self.keys[2 * slot] = k0
        self.keys[2 * slot + 1] = k1
        self.masks[slot] = mask
        self.stamps[slot] = self.stamp
        self.count += 1

    cdef inline void clear(self) noexcept nogil:
        self.stamp += 1
        if self.stamp == 0:  # (after four billion clears: the old stamps could come back)
            memset(self.stamps, 0, self.capacity * sizeof(uint32_t))
            self.stamp = 1
        self.count = 0

    def empty(self):
        """Forget every mask: the next searches compute theirs afresh (a benchmark uses it to
        time a search as if it were the first on its word list)."""
        self.clear()


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
    # the word graph: the automaton (from arc 0: cross-checks and the walk's right parts) and
    # the GADDAG (from the last arc: the walk's left parts)
    cdef const uint32_t[::1] arcs_view
    cdef const uint32_t* arcs
    cdef uint32_t n_arcs
    cdef uint32_t gaddag_root
    cdef CrossCache cache
    # the position
    cdef uint8_t squares[AREA]
    cdef int32_t values[CODES]
    cdef int32_t counts[CODES]
    cdef uint64_t rack_letters
    cdef uint64_t all_letters
    # which bingos the rack may make (see bingo_letters)
    cdef bint bingos_known           # False: the graph has no alphagrams, or the rack is not 7 tiles
    cdef bint anagram7               # the rack's 7 tiles make a word
    cdef uint64_t letters8           # the letters that make an 8-letter word with the rack's 7
    cdef int core_letter             # the anchor's tile, when its run is one tile (for the bounds)
    cdef int32_t rack_best           # the best value of a letter on the rack (0: only blanks)
    cdef int rack_len
    cdef int32_t rack_values[SIZE]    # the rack's values, best first (blanks: 0)
    cdef int32_t lms[AREA]
    cdef int32_t wms[AREA]
    cdef Line lines[2][SIZE]
    cdef bint has_anchor[2][SIZE]     # lines without one are not filled (no move is there)
    # the walk
    cdef Line* line
    cdef int direction
    cdef int line_index
    cdef int anchor
    cdef int leftmost
    cdef int rightmost
    cdef bint first_crosses          # the first tile placed makes a perpendicular word
    cdef int placed                  # tiles of the rack on the line so far
    cdef int blanks_used             # blanks among them
    cdef int left_end                # past the separator: the square the word begins on
    cdef bint out_of_memory          # a move could not be kept (see keep)
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
        cdef uint32_t arc = self.arcs[0]
        cdef uint32_t index, a, last
        cdef uint64_t mask = 0
        cdef int i
        for i in range(n_prefix):
            arc = _child(self.arcs, self.n_arcs, arc, prefix[i])
            if arc == 0:
                return 0
        index = arc >> TARGET_SHIFT
        if index == 0 or index >= self.n_arcs:
            return 0
        while True:
            a = self.arcs[index]
            last = a
            for i in range(n_suffix):
                last = _child(self.arcs, self.n_arcs, last, suffix[i])
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
        if cache.holds(slot):
            return cache.masks[slot]
        mask = self.compute_mask(prefix, n_prefix, suffix, n_suffix)
        if 4 * (cache.count + 1) > 3 * cache.capacity:
            cache.clear()
            slot = cache.slot(k0, k1)
        cache.put(slot, k0, k1, mask)
        return mask

    # -- board analysis -------------------------------------------------------------------

    cdef void analyse(self, bint both_directions) noexcept:
        """Fill ``lines``: per direction and line, tiles, cross-checks, anchors, premiums.

        Only lines with an anchor are filled (``has_anchor``): the others have no move. The
        squares of a line are read from bit masks of the occupied squares, so only the
        squares next to a perpendicular word cost more than a copy.
        """
        cdef uint32_t rows[SIZE + 2]
        cdef uint32_t cols[SIZE + 2]
        cdef uint32_t here, perpendicular, hooks, anchors, bits
        cdef uint32_t* along
        cdef bint empty_board = True
        cdef int r, c, d, index, step, n_prefix, n_suffix, q, value, letter
        cdef uint8_t prefix[SIZE]
        cdef uint8_t suffix[SIZE]
        cdef int32_t cross_sum
        cdef Line* L
        cdef uint64_t allowed
        memset(rows, 0, sizeof(rows))
        memset(cols, 0, sizeof(cols))
        for r in range(SIZE):
            for c in range(SIZE):
                if self.squares[r * SIZE + c]:
                    rows[r + 1] |= 1u << c
                    cols[c + 1] |= 1u << r
                    empty_board = False
        for d in range(2 if both_directions else 1):
            along = &rows[0] if d == 0 else &cols[0]  # (index + 1: the lines around the board are 0)
            step = SIZE if d == 0 else 1      # from a square to the next of its perpendicular line
            for r in range(SIZE):
                L = &self.lines[d][r]
                here = along[r + 1]
                perpendicular = (along[r] | along[r + 2]) & ~here
                anchors = (perpendicular | (here << 1) | (here >> 1)) & ~here & 0x7FFF
                if empty_board and r == SIZE // 2:
                    anchors |= 1u << (SIZE // 2)
                self.has_anchor[d][r] = anchors != 0
                if not anchors:
                    continue
                for c in range(SIZE):
                    index = r * SIZE + c if d == 0 else c * SIZE + r
                    value = self.squares[index]
                    L.tiles[c] = value
                    L.tile_value[c] = 0 if (value & BLANK_FLAG) else self.values[value & LETTER_BITS]
                    L.lm[c] = self.lms[index]
                    L.wm[c] = self.wms[index]
                    L.masks[c] = 0 if value else self.all_letters
                    L.cross[c] = -1
                    L.anchor[c] = (anchors >> c) & 1
                    L.vmax[c] = 0 if value else self.rack_best
                bits = perpendicular
                while bits:
                    c = _lowest_bit(bits)
                    bits &= bits - 1
                    index = r * SIZE + c if d == 0 else c * SIZE + r
                    # the perpendicular word's tiles before the square (above it, for an
                    # across line) and after it
                    n_prefix = 0
                    cross_sum = 0
                    q = index
                    while (q >= SIZE if d == 0 else q % SIZE != 0) and self.squares[q - step]:
                        q -= step
                        n_prefix += 1
                    for q in range(n_prefix):
                        value = self.squares[index - (n_prefix - q) * step]
                        prefix[q] = value & LETTER_BITS
                        if not (value & BLANK_FLAG):
                            cross_sum += self.values[value & LETTER_BITS]
                    n_suffix = 0
                    q = index
                    while (q < AREA - SIZE if d == 0 else q % SIZE != SIZE - 1) and self.squares[q + step]:
                        q += step
                        value = self.squares[q]
                        suffix[n_suffix] = value & LETTER_BITS
                        if not (value & BLANK_FLAG):
                            cross_sum += self.values[value & LETTER_BITS]
                        n_suffix += 1
                    L.masks[c] = self.cross_mask(prefix, n_prefix, suffix, n_suffix)
                    L.cross[c] = cross_sum
                    L.vmax[c] = 0
                    allowed = L.masks[c] & self.rack_letters
                    while allowed:
                        letter = _lowest_bit(allowed)
                        if self.values[letter] > L.vmax[c]:
                            L.vmax[c] = self.values[letter]
                        allowed &= allowed - 1

    # -- bounds ---------------------------------------------------------------------------

    cdef void bingo_letters(self, uint32_t root) noexcept nogil:
        """Read from the alphagrams (the sorted letters of every word of 7 and 8 letters, a
        graph from ``root``) whether the rack's seven tiles make a word (``anagram7``) and
        which letters make one of eight with them (``letters8``), blanks standing for any
        letter: what a bingo needs, to take its 50 points out of the bounds that cannot have it.
        A few dozen steps: the letters of an alphagram come in order, so each step either
        takes the rack's next letter or stands for one before it (a blank, or the eighth)."""
        cdef uint8_t real[RACK_SIZE]
        cdef int n_real = 0, letter, i
        for letter in range(1, CODES):
            for i in range(self.counts[letter]):
                real[n_real] = letter
                n_real += 1
        self.anagram7 = False
        self.letters8 = 0
        self.alphagram_step(root, 0, real, n_real, 0, RACK_SIZE - n_real, 0)
        self.bingos_known = True

    cdef void alphagram_step(self, uint32_t arc, int depth, uint8_t* real, int n_real, int taken, int blanks,
                             uint64_t stood_for) noexcept nogil:
        """From the alphagram state ``arc`` leads to, with ``depth`` letters read: ``taken`` of
        the rack's letters (in order), the others stood for (``stood_for``: which letters)."""
        cdef uint32_t index = arc >> TARGET_SHIFT, a
        cdef int c, next_taken, wild
        cdef uint64_t next_stood
        if index == 0 or index >= self.n_arcs:
            return
        while True:
            a = self.arcs[index]
            c = a & LETTER_BITS
            if taken < n_real and c > real[taken]:
                break  # the rack's next letter can no longer come
            next_taken = taken
            next_stood = stood_for
            if taken < n_real and c == real[taken]:
                next_taken += 1
            else:
                next_stood |= (<uint64_t>1) << c
            wild = depth + 1 - next_taken
            if wild <= blanks + 1:
                if a & ACCEPTS and next_taken == n_real:
                    if depth + 1 == RACK_SIZE:
                        self.anagram7 = True
                    elif depth + 1 == BINGO_WORD:
                        self.letters8 |= next_stood
                if depth + 1 < BINGO_WORD:
                    self.alphagram_step(a, depth + 1, real, n_real, next_taken, blanks, next_stood)
            if a & LAST:
                break
            index += 1
            if index >= self.n_arcs:
                break

    cdef inline bint fits(self, Line* L, int pos) noexcept nogil:
        """Whether some tile of the rack may go on the empty square ``pos``."""
        return (L.masks[pos] if self.counts[BLANK] else L.masks[pos] & self.rack_letters) != 0

    cdef inline void cover(self, Profile* p, Line* L, int pos) noexcept nogil:
        """Add the empty square ``pos``, covered by a tile of the rack, to ``p``."""
        p.k += 1
        p.squares += 1
        p.W *= L.wm[pos]
        if L.cross[pos] >= 0:
            p.crossed += L.cross[pos] * L.wm[pos]

    cdef void profiles(self, Line* L, Anchor* an, int* core_k, Profile* left, int* n_left, Profile* right,
                       int* n_right) noexcept nogil:
        """The squares a move of the anchor may cover, as the bounds count them: on the left
        (``left[j]``: the first ``j`` empty squares left of the anchor's core, with the tiles
        next to them) and on the right (``right[j]``), each side as far as the rack and the
        line allow; ``core_k``: 1 when the anchor is an empty square (its tile is the first
        placed), 0 for a tile run."""
        cdef int pos
        memset(&left[0], 0, sizeof(Profile))
        left[0].W = 1
        memset(&right[0], 0, sizeof(Profile))
        right[0].W = 1
        n_left[0] = 0
        n_right[0] = 0
        if an.tile_run:
            core_k[0] = 0
            pos = an.square
            while pos >= 0 and L.tiles[pos]:
                pos -= 1
        else:
            core_k[0] = 1
            pos = an.square - 1
        while n_left[0] < self.rack_len - core_k[0] and pos >= an.leftmost and self.fits(L, pos):
            left[n_left[0] + 1] = left[n_left[0]]
            n_left[0] += 1
            self.cover(&left[n_left[0]], L, pos)
            pos -= 1
            while pos >= 0 and L.tiles[pos]:
                left[n_left[0]].board += L.tile_value[pos]
                left[n_left[0]].squares += 1
                pos -= 1
        pos = an.square + 1
        while n_right[0] < self.rack_len - core_k[0] and pos < an.rightmost and self.fits(L, pos):
            right[n_right[0] + 1] = right[n_right[0]]
            n_right[0] += 1
            self.cover(&right[n_right[0]], L, pos)
            pos += 1

    cdef int32_t anchor_bound(self, Line* L, Anchor* an) noexcept nogil:
        """An upper bound on the score of the moves of an anchor; -1 when it has none.

        A move of the anchor covers its core (the anchor's tile run, or the anchor square)
        and reaches some squares to the left (tiles there are part of the word) and some to
        the right, with at most the rack's tiles, never over a square no rack tile may go on.
        Every term of the bound grows with the squares covered, so only the widest reaches
        count: for each number of tiles on the left, as many on the right as the rack and
        the line allow. For each, the rack's best values go on the squares that count most
        for a letter (its letter premium times the word's premiums, plus the perpendicular
        word's), and no square gets more than the best rack letter it allows; every tile on
        the board covered counts, every perpendicular word, and the bingo bonus when seven
        tiles go.
        """
        cdef Profile core, left[SIZE + 1], right[SIZE + 1]
        cdef int squares[2 * SIZE + 1]
        cdef int pos, n_left, n_right, j, r, core_k, n, i
        cdef int32_t best = -1, b
        memset(&core, 0, sizeof(Profile))
        core.W = 1
        self.core_letter = L.tiles[an.square] & LETTER_BITS
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
        self.profiles(L, an, &core_k, left, &n_left, right, &n_right)
        # the empty squares in the order the profiles take them: the anchor's own, then the
        # left ones going left, then the right ones going right
        n = 0
        if not an.tile_run:
            squares[n] = an.square
            n += 1
        pos = an.square - core.squares if an.tile_run else an.square - 1
        for j in range(n_left):
            while L.tiles[pos]:
                pos -= 1
            squares[n + j] = pos
            pos -= 1
        for j in range(n_right):
            squares[n + n_left + j] = an.square + 1 + j
        for j in range(n_left + 1):
            r = self.rack_len - core.k - j
            if r < 0:
                break
            if r > n_right:
                r = n_right
            b = self.covering(L, &core, &left[j], &right[r], squares, n + j, &squares[n + n_left], r)
            if b > best:
                best = b
        return best

    cdef int32_t covering(self, Line* L, Profile* a, Profile* b, Profile* c, int* first, int n_first, int* second,
                          int n_second) noexcept nogil:
        """The bound of a word covering the squares of the three profiles (-1: no move); its
        empty squares are ``first[:n_first]`` and ``second[:n_second]``."""
        cdef int32_t k = a.k + b.k + c.k, W, letters = 0, caps = 0, total, x, cq
        cdef int32_t coefficients[2 * SIZE + 1]
        cdef int i, j, q
        if k < 1 or k > self.rack_len or a.squares + b.squares + c.squares < 2:
            return -1
        W = a.W * b.W * c.W
        # each empty square's worth per point of the letter on it, largest first
        for i in range(n_first + n_second):
            q = first[i] if i < n_first else second[i - n_first]
            cq = L.lm[q] * (W + (L.wm[q] if L.cross[q] >= 0 else 0))
            caps += L.vmax[q] * cq
            j = i
            while j > 0 and coefficients[j - 1] < cq:
                coefficients[j] = coefficients[j - 1]
                j -= 1
            coefficients[j] = cq
        for i in range(k if k < SIZE else SIZE):
            letters += self.rack_values[i] * coefficients[i]
        total = (a.board + b.board + c.board) * W + (letters if letters < caps else caps) + (
            a.crossed + b.crossed + c.crossed)
        if k == RACK_SIZE and self.bingo_possible(a.squares + b.squares + c.squares - k):
            total += BINGO_BONUS
        return total

    cdef inline bint bingo_possible(self, int board_tiles) noexcept nogil:
        """Whether a move placing the whole rack may take in ``board_tiles`` tiles of the board
        (the anchor's own when one): its word is the rack's seven letters and those, so an
        anagram of the rack, or of the rack and the anchor's letter, must be a word. Unknown
        beyond one tile (the bonus then stays in the bound)."""
        if not self.bingos_known or board_tiles > 1:
            return True
        if board_tiles == 0:
            return self.anagram7
        return (self.letters8 >> self.core_letter) & 1

    # -- the walk -------------------------------------------------------------------------

    cdef bint empty_board(self) noexcept nogil:
        cdef int i
        for i in range(AREA):
            if self.squares[i]:
                return False
        return True

    cdef bint symmetric_premiums(self) noexcept nogil:
        cdef int r, c
        for r in range(SIZE):
            for c in range(r):
                if self.lms[r * SIZE + c] != self.lms[c * SIZE + r] or self.wms[r * SIZE + c] != self.wms[c * SIZE + r]:
                    return False
        return True

    cdef void keep(self, int left, int right, int32_t score, int blanks) noexcept nogil:
        """Keep the word on squares ``left``..``right`` of ``buf``; raise the floor when the mode
        allows. Out of memory, it keeps nothing more and says so (``out_of_memory``)."""
        cdef Found* f
        cdef int32_t* grown
        cdef Py_ssize_t i, j, child, kept
        if self.out_of_memory:
            return
        if self.mode == 0:  # MODE_TOP
            if score > self.floor:
                self.n_found = 0
                self.floor = score
        if self.n_found == self.cap_found:
            f = <Found*>realloc(self.found, (2 * self.cap_found + 64) * sizeof(Found))
            if f == NULL:
                self.out_of_memory = True
                return
            self.found = f
            self.cap_found = 2 * self.cap_found + 64
        f = &self.found[self.n_found]
        self.n_found += 1
        f.score = score
        f.direction = self.direction
        f.line = self.line_index
        f.start = left
        f.length = right - left + 1
        f.blanks = blanks
        memcpy(f.word, &self.buf[left], right - left + 1)
        memset(&f.word[right - left + 1], 0, SIZE - (right - left + 1))  # (no stray bytes in the packed result)
        if self.mode == 1:  # MODE_BEST: a min-heap of the best scores
            if self.n_heap < self.wanted:
                if self.n_heap == self.cap_heap:
                    i = 2 * self.cap_heap + 64
                    if i > self.wanted:
                        i = self.wanted
                    grown = <int32_t*>realloc(self.heap, i * sizeof(int32_t))
                    if grown == NULL:
                        self.out_of_memory = True
                        return
                    self.heap = grown
                    self.cap_heap = i
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

    cdef inline void consider(self, int left, int right, int32_t main, int32_t mult, int32_t crosses) noexcept nogil:
        """Keep the word on ``left``..``right`` when it scores enough (and is this direction's)."""
        cdef int32_t score = main * mult + crosses + (BINGO_BONUS if self.placed == RACK_SIZE else 0)
        if score >= self.floor and not (self.direction == 1 and self.placed == 1 and self.first_crosses):
            self.keep(left, right, score, self.blanks_used)

    cdef void go_left(self, int pos, uint32_t arc, int32_t main, int32_t mult, int32_t crosses) noexcept nogil:
        """From the state ``arc`` leads to, with the squares right of ``pos`` read (``placed``
        tiles of the rack on them): take in the tiles leftwards, end the word's left side here
        (and go right), or put a tile on ``pos``."""
        cdef Line* L = self.line
        cdef uint32_t index, a
        cdef int letter, n_blank
        cdef uint64_t allowed
        cdef int32_t lm, wm, cs, v
        self.n_nodes += 1
        while pos >= 0 and L.tiles[pos]:
            arc = self.child(arc, L.tiles[pos] & LETTER_BITS)
            if arc == 0:
                return
            main += L.tile_value[pos]
            pos -= 1
        # the word may begin on pos + 1: it ends on the anchor, or goes on past it
        if self.placed and (arc & ACCEPTS) and self.anchor - pos >= 2:
            self.consider(pos + 1, self.anchor, main, mult, crosses)
        if self.anchor + 1 < self.rightmost and self.placed < self.rack_len:
            a = self.child(arc, SEPARATOR)
            if a:
                self.left_end = pos + 1
                self.go_right(self.anchor + 1, a, main, mult, crosses)
        if pos < self.leftmost or self.placed == self.rack_len:
            return
        index = arc >> TARGET_SHIFT
        if index == 0 or index >= self.n_arcs:
            return
        n_blank = self.counts[BLANK]
        allowed = L.masks[pos] if n_blank else L.masks[pos] & self.rack_letters
        if allowed == 0:
            return
        lm = L.lm[pos]
        wm = L.wm[pos]
        cs = L.cross[pos]
        if self.placed == 0:
            self.first_crosses = cs >= 0
        self.placed += 1
        mult *= wm
        while True:
            a = self.arcs[index]
            letter = a & LETTER_BITS
            if (allowed >> letter) & 1:
                if self.counts[letter]:
                    self.counts[letter] -= 1
                    v = self.values[letter] * lm
                    self.buf[pos] = letter
                    self.go_left(pos - 1, a, main + v, mult, crosses + (cs + v) * wm if cs >= 0 else crosses)
                    self.counts[letter] += 1
                if n_blank:
                    self.counts[BLANK] = n_blank - 1
                    self.blanks_used += 1
                    self.buf[pos] = letter | BLANK_FLAG
                    self.go_left(pos - 1, a, main, mult, crosses + cs * wm if cs >= 0 else crosses)
                    self.blanks_used -= 1
                    self.counts[BLANK] = n_blank
                allowed ^= (<uint64_t>1) << letter
                if allowed == 0:
                    break
            if a & LAST:
                break
            index += 1
            if index >= self.n_arcs:
                break
        self.placed -= 1
        self.buf[pos] = 0

    cdef void go_right(self, int pos, uint32_t arc, int32_t main, int32_t mult, int32_t crosses) noexcept nogil:
        """Past the separator: put a tile on the empty square ``pos`` and on, rightwards (the
        word begins on ``left_end``)."""
        cdef Line* L = self.line
        cdef uint32_t index, a
        cdef int letter, n_blank
        cdef bint go_on
        cdef uint64_t allowed
        cdef int32_t lm, wm, cs, v, m, c
        self.n_nodes += 1
        index = arc >> TARGET_SHIFT
        if index == 0 or index >= self.n_arcs:
            return
        n_blank = self.counts[BLANK]
        allowed = L.masks[pos] if n_blank else L.masks[pos] & self.rack_letters
        if allowed == 0:
            return
        lm = L.lm[pos]
        wm = L.wm[pos]
        cs = L.cross[pos]
        if self.placed == 0:
            self.first_crosses = cs >= 0
        self.placed += 1
        mult *= wm
        go_on = pos + 1 < self.rightmost and self.placed < self.rack_len
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
                        self.consider(self.left_end, pos, m, mult, c)
                    if go_on:
                        self.go_right(pos + 1, a, m, mult, c)
                    self.counts[letter] += 1
                if n_blank:
                    self.counts[BLANK] = n_blank - 1
                    self.blanks_used += 1
                    self.buf[pos] = letter | BLANK_FLAG
                    c = crosses + cs * wm if cs >= 0 else crosses
                    if a & ACCEPTS:
                        self.consider(self.left_end, pos, main, mult, c)
                    if go_on:
                        self.go_right(pos + 1, a, main, mult, c)
                    self.blanks_used -= 1
                    self.counts[BLANK] = n_blank
                allowed ^= (<uint64_t>1) << letter
                if allowed == 0:
                    break
            if a & LAST:
                break
            index += 1
            if index >= self.n_arcs:
                break
        self.placed -= 1
        self.buf[pos] = 0

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

    cdef void walk(self, Anchor* an) noexcept nogil:
        cdef int i
        self.placed = 0
        self.blanks_used = 0
        self.direction = an.direction
        self.line_index = an.line
        self.line = &self.lines[an.direction][an.line]
        self.anchor = an.square
        self.leftmost = an.leftmost
        self.rightmost = an.rightmost
        for i in range(SIZE):
            self.buf[i] = self.line.tiles[i]
        self.go_left(an.square, self.gaddag_root, 0, 1, 0)

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
                    if not self.has_anchor[d][r]:
                        continue
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


def search(graph, const uint8_t[::1] squares, values, counts, const uint8_t[::1] letter_multipliers,
           const uint8_t[::1] word_multipliers, int mode, Py_ssize_t wanted, bint both_directions,
           CrossCache cache, cancel=None):
    """Every move the mode keeps, in the master order: ``(scores, packed, figures)`` or None
    when ``cancel()`` said to stop.

    ``graph``: the word list's automaton and GADDAG (``build_gaddag``);
    ``squares``: the board's 225 values; ``values``: points per letter code; ``counts``: the
    rack (index 0: blanks); ``mode``: MODE_TOP (every move tied at the best score),
    MODE_BEST (the ``wanted`` best and every move tied with the last of them) or MODE_ALL;
    ``both_directions``: False when only across moves are legal (a first move under that
    rule). ``packed`` is read with ``found_at``; ``figures`` is (anchors, anchors walked,
    walk steps).
    """
    cdef _Search s = _prepare(graph, squares, values, counts, letter_multipliers, word_multipliers, cache)
    cdef Py_ssize_t i, kept
    cdef list scores
    cdef bytes packed
    cdef bint mirrored
    cdef Found* grown
    s.mode = mode
    s.wanted = wanted
    s.floor = -1
    if s.rack_len == 0 or (mode == MODE_BEST and wanted <= 0):
        return [], b"", (0, 0, 0)
    # On the empty board the down moves are the across ones mirrored on the diagonal, with
    # the same scores (the premiums are symmetric): only the across ones are walked. Each
    # score then comes twice, so the n best are the best ceil(n / 2) across, twice.
    mirrored = both_directions and s.empty_board() and s.symmetric_premiums()
    if mirrored:
        both_directions = False
        s.wanted = (wanted + 1) // 2
    if s.run(both_directions, cancel):
        return None
    if s.out_of_memory:
        raise MemoryError()
    # what the mode keeps: the best score's ties, or the best ``wanted`` and their ties
    kept = 0
    for i in range(s.n_found):
        if s.found[i].score >= s.floor:
            s.found[kept] = s.found[i]
            kept += 1
    if mirrored and kept:
        grown = <Found*>realloc(s.found, 2 * kept * sizeof(Found))
        if grown == NULL:
            raise MemoryError()
        s.found = grown
        s.cap_found = 2 * kept
        for i in range(kept):
            s.found[kept + i] = s.found[i]
            s.found[kept + i].direction = 1  # (its line and start are the across move's, transposed)
        kept *= 2
    qsort(s.found, kept, sizeof(Found), _compare_found)
    scores = [s.found[i].score for i in range(kept)]
    packed = (<char*>s.found)[:kept * sizeof(Found)] if kept else b""
    return scores, packed, (s.n_starts, s.n_walked, s.n_nodes)


def anchor_bounds(graph, const uint8_t[::1] squares, values, counts, const uint8_t[::1] letter_multipliers,
                  const uint8_t[::1] word_multipliers, bint both_directions, CrossCache cache):
    """Every anchor a search would walk, with its bound and its moves:
    ``[(direction, line, square, bound, scores)]`` (for the tests: no move of an anchor may
    score more than its bound, and every move belongs to one anchor)."""
    cdef _Search s = _prepare(graph, squares, values, counts, letter_multipliers, word_multipliers, cache)
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
            if not s.has_anchor[d][r]:
                continue
            m = s.line_anchors(d, r, anchors)
            for i in range(m):
                bound = s.anchor_bound(&s.lines[d][r], &anchors[i])
                s.n_found = 0
                s.walk(&anchors[i])
                result.append((d, r, anchors[i].square, bound, [s.found[j].score for j in range(s.n_found)]))
    return result


def bingo_letters(graph, values, counts):
    """What the bounds know of the bingos of a rack of seven tiles (``counts``, index 0:
    blanks): ``(anagram7, letters8)``, whether its tiles make a word of seven letters, and the
    bit mask of the letter codes that make one of eight with them; None when the graph holds
    no alphagrams (built by an older version) or the rack is not seven tiles (for the tests)."""
    cdef _Search s = _prepare(graph, bytes(AREA), values, counts, bytes([1] * AREA), bytes([1] * AREA), None)
    if not s.bingos_known:
        return None
    return bool(s.anagram7), int(s.letters8)


cdef _Search _prepare(graph, const uint8_t[::1] squares, values, counts, const uint8_t[::1] letter_multipliers,
                      const uint8_t[::1] word_multipliers, CrossCache cache):
    cdef _Search s = _Search.__new__(_Search)
    cdef Py_ssize_t i, kept
    cdef uint32_t marker
    cdef int32_t v, x
    cdef int j, n_values
    if squares.shape[0] != AREA or letter_multipliers.shape[0] != AREA or word_multipliers.shape[0] != AREA:
        raise ValueError("a board has 225 squares")
    if len(values) > CODES - 1 or len(counts) > CODES - 1:
        raise ValueError("an edition has at most 62 letters")
    s.arcs_view = graph
    s.n_arcs = <uint32_t>s.arcs_view.shape[0]
    if s.n_arcs < 3:
        raise ValueError("an empty word graph")
    s.arcs = &s.arcs_view[0]
    s.gaddag_root = s.arcs[s.n_arcs - 1]
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
    s.rack_best = 0
    s.rack_len = 0
    for j in range(len(counts)):
        s.counts[j] = counts[j]
        if s.counts[j] < 0:
            raise ValueError("a negative count of tiles")
        s.rack_len += s.counts[j]
        if j != BLANK and s.counts[j]:
            s.rack_letters |= (<uint64_t>1) << j
            if s.values[j] > s.rack_best:
                s.rack_best = s.values[j]
    for i in range(AREA):
        if (s.squares[i] & LETTER_BITS) >= n_values or (s.squares[i] and not (s.squares[i] & LETTER_BITS)):
            raise ValueError("a board letter the edition does not have")
    if s.rack_letters & ~s.all_letters:
        raise ValueError("a rack letter the edition does not have")
    # the bingos the rack may make, when the graph has its alphagrams
    s.bingos_known = False
    marker = s.arcs[s.n_arcs - 2]
    if s.rack_len == RACK_SIZE and (marker & LETTER_BITS) == ALPHAGRAM_MARK and (marker & LAST):
        s.bingo_letters(marker)
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
# Read from a square of a word leftwards to the word's first letter, it holds rev(w) for every
# word w, and rev(p) followed by SEPARATOR for every proper prefix p of a word: the separator's
# arc leads into the word automaton, to the state reached by reading p, from which the walk
# goes on rightwards. (The idea of leading the separator into the automaton, which keeps the
# graph a few times smaller than a GADDAG holding every suffix again, is the GADDAWG of
# wolges and of Kurnia's KWG files.) The graph is laid out after the automaton's own arcs in
# one array, the automaton first and unchanged (its header, arc 0, still leads to its root),
# with one more arc at the very end whose target is the GADDAG's root. The separator is
# letter code 0, which no letter has, so it is the first arc of its state. Its states are laid out
# breadth first from its root (``lay_out``): a walk waits on the memory for each state it enters,
# and the states met most, near the root, then share a few cache lines.
#
# After it come the alphagrams (``_alphagrams``), a small graph of their own, reached from the
# arc before the last, marked by the letter code ``ALPHAGRAM_MARK``.

cdef enum:
    SEPARATOR = 0
    MAX_WORD = 16       # symbols of a string: 15 letters and the separator
    EXTERNAL = 0x80     # (while building) an edge leading into the automaton, not to a state


cdef class _Growing:
    """A growable C array of uint32 (the builder's states and edges)."""
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
cdef class _GraphBuilder:
    """Daciuk's incremental construction of a minimal graph from sorted strings.

    The states on the path of the last string stay open; when a string leaves that path, the
    states below the branch point are frozen: replaced by an equal state already registered,
    or registered themselves. A state is its edges (symbol, accepts, target): whether a
    string ends on a state is said by the edge into it, as the arcs say it.
    """
    cdef _Growing edge_start   # per frozen state: index of its first edge
    cdef _Growing edge_count
    cdef _Growing edges        # per edge: symbol | ACCEPTS | EXTERNAL | target << 8
    cdef uint32_t* table       # the register: state + 1 per slot (0: empty)
    cdef Py_ssize_t table_size
    cdef Py_ssize_t registered
    cdef int depth             # the open path holds states 0..depth
    cdef uint8_t open_final[MAX_WORD + 1]
    cdef int open_count[MAX_WORD + 1]
    cdef uint32_t open_edges[MAX_WORD + 1][CODES]  # the last one leads to the next open state
    cdef uint8_t previous[MAX_WORD]
    cdef int previous_length

    def __cinit__(self):
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

    cdef inline uint64_t state_hash(self, uint32_t* edges, int count) noexcept nogil:
        cdef uint64_t h = <uint64_t>count
        cdef int i
        for i in range(count):
            h = _mix(h, edges[i])
        return h

    cdef bint same(self, uint32_t state, uint32_t* edges, int count) noexcept nogil:
        cdef uint32_t start
        cdef int i
        if <int>self.edge_count.data[state] != count:
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
        self.table = <uint32_t*>malloc(2 * old_size * sizeof(uint32_t))
        if self.table == NULL:
            self.table = old
            raise MemoryError()
        self.table_size = 2 * old_size
        memset(self.table, 0, self.table_size * sizeof(uint32_t))
        for i in range(old_size):
            if old[i]:
                state = old[i] - 1
                slot = <Py_ssize_t>(self.state_hash(&self.edges.data[self.edge_start.data[state]],
                                                    self.edge_count.data[state]) & <uint64_t>(self.table_size - 1))
                while self.table[slot]:
                    slot = (slot + 1) & (self.table_size - 1)
                self.table[slot] = old[i]
        free(old)
        return 0

    cdef uint32_t freeze_state(self, uint32_t* edges, int count) except? 0xFFFFFFFF:
        """The registered state with these edges, registering it when new."""
        cdef Py_ssize_t slot
        cdef uint32_t state
        cdef int i
        if 4 * (self.registered + 1) > 3 * self.table_size:
            self.grow_table()
        slot = <Py_ssize_t>(self.state_hash(edges, count) & <uint64_t>(self.table_size - 1))
        while self.table[slot]:
            state = self.table[slot] - 1
            if self.same(state, edges, count):
                return state
            slot = (slot + 1) & (self.table_size - 1)
        state = <uint32_t>self.edge_count.size
        if state >= (1 << 24):
            raise ValueError("the word graph has too many states")
        self.edge_start.push(<uint32_t>self.edges.size)
        self.edge_count.push(count)
        for i in range(count):
            self.edges.push(edges[i])
        self.table[slot] = state + 1
        self.registered += 1
        return state

    cdef int freeze(self, int depth) except -1:
        """Freeze the open states deeper than ``depth``."""
        cdef uint32_t state, accepts
        cdef int last
        while self.depth > depth:
            state = self.freeze_state(self.open_edges[self.depth], self.open_count[self.depth])
            accepts = ACCEPTS if self.open_final[self.depth] else 0
            self.depth -= 1
            last = self.open_count[self.depth] - 1
            self.open_edges[self.depth][last] = (self.open_edges[self.depth][last] & LETTER_BITS) | accepts | (state << 8)
        return 0

    cdef int add(self, uint8_t* symbols, int length, uint32_t external) except -1:
        """Add the next string (strings come in increasing order, a string before its
        extensions); a string ending with the separator has its last edge lead to the
        automaton's state ``external``."""
        cdef int common = 0, j, end = length
        while common < length and common < self.previous_length and symbols[common] == self.previous[common]:
            common += 1
        if common == length and length == self.previous_length:
            return 0  # the same string again
        self.freeze(common)
        if length and symbols[length - 1] == SEPARATOR:
            end = length - 1
        for j in range(common, end):
            self.open_edges[j][self.open_count[j]] = symbols[j]
            self.open_count[j] += 1
            self.depth = j + 1
            self.open_final[j + 1] = 0
            self.open_count[j + 1] = 0
        if end < length:
            self.open_edges[end][self.open_count[end]] = SEPARATOR | EXTERNAL | (external << 8)
            self.open_count[end] += 1
        else:
            self.open_final[length] = 1
        memcpy(self.previous, symbols, length)
        self.previous_length = length
        return 0

    cdef Py_ssize_t arc_count(self) noexcept:
        """The arcs the graph takes once laid out (its frozen states' and its root's)."""
        return self.edges.size + self.open_count[0]

    cdef uint32_t lay_out(self, uint32_t[::1] out, Py_ssize_t at) except? 0xFFFFFFFF:
        """Write the graph's arcs into ``out`` from ``at`` and return the index of the root's
        first arc (0: an empty graph). The root comes first, then the states breadth first: the
        states a walk meets most, those near the root, lie together, a few cache lines for the
        memory to keep at hand instead of one line per step scattered over megabytes."""
        cdef Py_ssize_t n_states = self.edge_count.size, tail = 0, pos, i, j
        cdef uint32_t* first_arc = <uint32_t*>calloc(n_states + 1, sizeof(uint32_t))
        cdef uint32_t* queue = <uint32_t*>malloc((n_states + 1) * sizeof(uint32_t))
        cdef uint32_t edge, target, state, count, start, root_first
        if first_arc == NULL or queue == NULL:
            free(first_arc)
            free(queue)
            raise MemoryError()
        try:
            root_first = <uint32_t>at if self.open_count[0] else 0
            pos = at + self.open_count[0]
            # where each state goes: in the order the breadth-first walk meets them
            for i in range(-1, n_states):
                if i >= tail:
                    break
                if i < 0:
                    count = self.open_count[0]
                else:
                    state = queue[i]
                    count = self.edge_count.data[state]
                    start = self.edge_start.data[state]
                for j in range(count):
                    edge = self.open_edges[0][j] if i < 0 else self.edges.data[start + j]
                    if edge & EXTERNAL:
                        continue
                    target = edge >> 8
                    if first_arc[target] == 0 and self.edge_count.data[target]:
                        first_arc[target] = <uint32_t>pos
                        pos += self.edge_count.data[target]
                        queue[tail] = target
                        tail += 1
            # the arcs, each state's where it was placed
            for i in range(-1, tail):
                if i < 0:
                    count = self.open_count[0]
                    pos = at
                else:
                    state = queue[i]
                    count = self.edge_count.data[state]
                    start = self.edge_start.data[state]
                    pos = first_arc[state]
                for j in range(count):
                    edge = self.open_edges[0][j] if i < 0 else self.edges.data[start + j]
                    target = edge >> 8
                    if not (edge & EXTERNAL):
                        target = first_arc[target]
                    out[pos + j] = (edge & (LETTER_BITS | ACCEPTS)) | (target << TARGET_SHIFT) | (
                        LAST if j == count - 1 else 0)
        finally:
            free(first_arc)
            free(queue)
        return root_first


ctypedef struct _Paths:
    # a walk of the automaton's paths, depth first (what the builders read the words from)
    const uint32_t* arcs
    uint32_t n_arcs
    int depth                      # the depth of the arc last given (0: one of the root's)
    uint32_t stack[MAX_WORD + 1]   # per depth, the next arc to give (0: none left)


cdef inline bint _paths_start(_Paths* p, const uint32_t* arcs, uint32_t n_arcs) noexcept nogil:
    """Start at the automaton's root (arc 0 leads to it); False when it has no arcs."""
    p.arcs = arcs
    p.n_arcs = n_arcs
    p.depth = 0
    p.stack[0] = arcs[0] >> TARGET_SHIFT
    return p.stack[0] != 0 and p.stack[0] < n_arcs


cdef inline bint _paths_next(_Paths* p, uint32_t* arc) noexcept nogil:
    """The next arc, depth first (``p.depth``: its depth); False when all are given. An
    arc's state is gone into only when asked (``_paths_descend``)."""
    cdef uint32_t index
    while p.depth >= 0:
        index = p.stack[p.depth]
        if index == 0:
            p.depth -= 1
            continue
        arc[0] = p.arcs[index]
        p.stack[p.depth] = 0 if (arc[0] & LAST) or index + 1 >= p.n_arcs else index + 1
        return True
    return False


cdef inline void _paths_descend(_Paths* p, uint32_t arc) noexcept nogil:
    """Give the arcs below ``arc`` (the one just given) before its next siblings (never past
    ``MAX_WORD`` letters, nor out of the arcs)."""
    cdef uint32_t target = arc >> TARGET_SHIFT
    if target and target < p.n_arcs and p.depth + 1 < MAX_WORD:
        p.depth += 1
        p.stack[p.depth] = target


cdef Py_ssize_t _strings_ending_with(const uint32_t* arcs, uint32_t n_arcs, int letter, uint64_t* keys,
                                     Py_ssize_t capacity) noexcept nogil:
    """The graph's strings read from a square holding ``letter``: rev(w) for the words w
    ending with it, rev(p) + separator for the proper prefixes p ending with it, as keys of
    three words (the symbols + 1, big-endian, 0 after the end; the automaton state after p).
    Writes at most ``capacity`` keys, returns how many there are."""
    cdef _Paths paths
    cdef uint32_t word[MAX_WORD]
    cdef int depth, i, length
    cdef uint32_t arc, target
    cdef uint64_t hi, lo, symbol
    cdef Py_ssize_t n = 0
    cdef int make
    if not _paths_start(&paths, arcs, n_arcs):
        return 0
    while _paths_next(&paths, &arc):
        depth = paths.depth
        if depth >= SIZE:
            continue
        word[depth] = arc & LETTER_BITS
        target = arc >> TARGET_SHIFT
        if target >= n_arcs:
            target = 0
        if <int>(arc & LETTER_BITS) == letter:
            # rev(w) when the path is a word, rev(p) + separator when it goes on
            for make in range(2):
                if (make == 0 and not (arc & ACCEPTS)) or (make == 1 and (target == 0 or depth + 1 >= SIZE)):
                    continue
                length = depth + 1 + make
                hi = 0
                lo = 0
                for i in range(MAX_WORD):
                    if i <= depth:
                        symbol = word[depth - i] + 1
                    elif i < length:
                        symbol = SEPARATOR + 1
                    else:
                        symbol = 0
                    if i < 8:
                        hi = (hi << 8) | symbol
                    else:
                        lo = (lo << 8) | symbol
                if n < capacity:
                    keys[3 * n] = hi
                    keys[3 * n + 1] = lo
                    keys[3 * n + 2] = target if make else 0
                n += 1
        _paths_descend(&paths, arc)
    return n


def build_gaddag(dawg_arcs, progress=None):
    """The word automaton ``dawg_arcs`` (an ``array('I')``) with its GADDAG laid out after it,
    as one ``array('I')`` (see above). ``progress(fraction)`` is called now and then."""
    cdef const uint32_t[::1] view = dawg_arcs
    cdef _GraphBuilder builder = _GraphBuilder()
    cdef _GraphBuilder anagrams = _GraphBuilder()
    cdef Py_ssize_t n, capacity = 0, w
    cdef uint64_t* keys = NULL
    cdef uint64_t* grown
    cdef int letter, length, j
    cdef uint8_t symbols[MAX_WORD]
    cdef uint64_t hi, lo, symbol
    cdef uint32_t n_arcs = <uint32_t>view.shape[0]
    if n_arcs < 2:
        raise ValueError("an empty word automaton")
    try:
        for letter in range(1, CODES):
            n = _strings_ending_with(&view[0], n_arcs, letter, keys, capacity)
            if n > capacity:
                capacity = n
                grown = <uint64_t*>realloc(keys, 3 * capacity * sizeof(uint64_t))
                if grown == NULL:
                    raise MemoryError()
                keys = grown
                n = _strings_ending_with(&view[0], n_arcs, letter, keys, capacity)
            qsort(keys, n, 3 * sizeof(uint64_t), _compare_keys)
            for w in range(n):
                hi = keys[3 * w]
                lo = keys[3 * w + 1]
                length = 0
                for j in range(MAX_WORD):
                    symbol = ((hi >> (8 * (7 - j))) if j < 8 else (lo >> (8 * (15 - j)))) & 0xFF
                    if symbol == 0:
                        break
                    symbols[length] = <uint8_t>(symbol - 1)
                    length += 1
                builder.add(symbols, length, <uint32_t>keys[3 * w + 2])
            if progress is not None:
                progress(letter / (CODES - 1))
        n = _alphagrams(&view[0], n_arcs, &keys, &capacity)
        for w in range(n):
            length = 0
            while length < BINGO_WORD and (keys[w] >> (8 * (BINGO_WORD - 1 - length))) & 0xFF:
                symbols[length] = (keys[w] >> (8 * (BINGO_WORD - 1 - length))) & 0xFF
                length += 1
            anagrams.add(symbols, length, 0)
    finally:
        free(keys)
    return _pack(view, builder, anagrams)


cdef object _pack(const uint32_t[::1] dawg, _GraphBuilder gaddag, _GraphBuilder anagrams):
    """One array: the automaton's arcs unchanged, the GADDAG's, the alphagrams', then an arc
    leading to the alphagrams' root (its letter ``ALPHAGRAM_MARK`` says what it is: a graph
    built before had no such arc) and, last, one leading to the GADDAG's root."""
    from array import array
    cdef Py_ssize_t n_dawg = dawg.shape[0], n_arcs, i
    cdef uint32_t gaddag_root, anagram_root
    gaddag.freeze(0)
    anagrams.freeze(0)
    n_arcs = n_dawg + gaddag.arc_count() + anagrams.arc_count() + 2
    if n_arcs >= (1 << 24):
        raise ValueError(f"the word graph needs {n_arcs} arcs, more than the {1 << 24} supported")
    arcs = array("I", bytes(4 * n_arcs))
    cdef uint32_t[::1] out = arcs
    for i in range(n_dawg):
        out[i] = dawg[i]
    gaddag_root = gaddag.lay_out(out, n_dawg)
    anagram_root = anagrams.lay_out(out, n_dawg + gaddag.arc_count())
    out[n_arcs - 2] = (anagram_root << TARGET_SHIFT) | LAST | ALPHAGRAM_MARK
    out[n_arcs - 1] = (gaddag_root << TARGET_SHIFT) | LAST
    return arcs


cdef int _compare_u64(const void* a, const void* b) noexcept nogil:
    cdef uint64_t x = (<const uint64_t*>a)[0], y = (<const uint64_t*>b)[0]
    return -1 if x < y else (1 if x > y else 0)


cdef Py_ssize_t _alphagrams(const uint32_t* arcs, uint32_t n_arcs, uint64_t** keys, Py_ssize_t* capacity) except -1:
    """The alphagrams (letters sorted) of the automaton's words of 7 and 8 letters, sorted and
    each once, in ``keys`` (grown as needed): a letter per byte, the first in the high byte,
    zeros after the end. Returns how many there are."""
    cdef _Paths paths
    cdef uint8_t word[BINGO_WORD]
    cdef uint8_t sorted_word[BINGO_WORD]
    cdef int i, j, length
    cdef uint32_t arc
    cdef uint64_t key
    cdef uint64_t* grown
    cdef Py_ssize_t n = 0, kept
    if not _paths_start(&paths, arcs, n_arcs):
        return 0
    while _paths_next(&paths, &arc):
        word[paths.depth] = arc & LETTER_BITS
        length = paths.depth + 1
        if (arc & ACCEPTS) and length >= RACK_SIZE:
            for i in range(length):  # (insertion sort: eight letters at most)
                j = i
                while j > 0 and sorted_word[j - 1] > word[i]:
                    sorted_word[j] = sorted_word[j - 1]
                    j -= 1
                sorted_word[j] = word[i]
            key = 0
            for i in range(BINGO_WORD):
                key = (key << 8) | (sorted_word[i] if i < length else 0)
            if n == capacity[0]:
                grown = <uint64_t*>realloc(keys[0], (2 * capacity[0] + 4096) * sizeof(uint64_t))
                if grown == NULL:
                    raise MemoryError()
                keys[0] = grown
                capacity[0] = 2 * capacity[0] + 4096
            keys[0][n] = key
            n += 1
        if length < BINGO_WORD:
            _paths_descend(&paths, arc)
    if n:
        qsort(keys[0], n, sizeof(uint64_t), _compare_u64)
    kept = 0
    for i in range(n):
        if kept == 0 or keys[0][i] != keys[0][kept - 1]:
            keys[0][kept] = keys[0][i]
            kept += 1
    return kept


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
