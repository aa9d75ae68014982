"""A minimal DAWG of a word list, built once and kept as flat 32-bit arcs (like wolges' KWG).

Words are sequences of letter codes (1..62). The automaton is stored as one array of arcs;
the arcs leaving a state are contiguous, and each arc packs:

    bits 0-5   letter code
    bit  6     ACCEPTS: the word read so far, this letter included, is in the list
    bit  7     LAST: this is the last arc of its state
    bits 8-31  index of the first arc of the target state (0: the target has no arcs)

Arc 0 is a header whose target is the root state. The arcs of a state are in increasing
letter order. The search walks this array as it is (``duplicate.walk`` and its compiled twin):
nothing is unpacked when a list is loaded.
"""

from __future__ import annotations

from array import array
from typing import Callable, Iterable, Iterator, Sequence

from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError

LETTER_BITS = 0x3F
ACCEPTS = 0x40
LAST = 0x80
TARGET_SHIFT = 8
MAX_ARCS = 1 << 24
#: Longest word a list holds (the board's width).
MAX_WORD = 15

Progress = Callable[[float, str], None]
CancelCheck = Callable[[], bool]


class Cancelled(DuplicateError):
    """The caller asked to stop a long build or search."""

    def __init__(self, template: str = QT_TRANSLATE_NOOP("engine", "the work was cancelled")) -> None:
        super().__init__("cancelled", template)


#: A frozen state's arcs: (letter, target state id), in letter order.
_Edges = tuple[tuple[int, int], ...]
#: A frozen state: (final, edges); equal states are merged (the register's key).
_State = tuple[bool, _Edges]


class _OpenState:
    """A state on the path of the last word, still growing while words share its prefix."""

    __slots__ = ("final", "edges")

    def __init__(self) -> None:
        self.final = False
        #: letter -> frozen state id, or -1 for the one open child (the next state on the path)
        self.edges: dict[int, int] = {}


def build_arcs(
    words: Sequence[tuple[int, ...]],
    progress: Progress | None = None,
    cancel: CancelCheck | None = None,
) -> array[int]:
    """Build the minimal DAWG of ``words`` (sorted, unique) and pack it into arcs.

    Daciuk's incremental algorithm for sorted input: the states on the path of the last
    word stay open; when the next word leaves that path, the states below the branch point
    are replaced by an equal registered state, or registered themselves.
    """
    register: dict[_State, int] = {}
    states: list[_State] = []  # frozen state id -> its key
    # Open path: per depth a state still growing (see _OpenState).
    path = [_OpenState()]
    path_letters: list[int] = []
    previous: tuple[int, ...] = ()

    def freeze(depth: int) -> None:
        while len(path) - 1 > depth:
            open_state = path.pop()
            letter = path_letters.pop()
            key = (open_state.final, tuple(open_state.edges.items()))
            state = register.get(key)
            if state is None:
                state = len(states)
                states.append(key)
                register[key] = state
            path[-1].edges[letter] = state

    total = len(words)
    step = max(1, total // 100)
    for count, word in enumerate(words):
        if count % step == 0:
            if cancel is not None and cancel():
                raise Cancelled("building the word list was cancelled")
            if progress is not None:
                progress(0.9 * count / max(total, 1), "building the word automaton")
        if word <= previous and count:
            raise ValueError("words must be sorted and unique")
        common = 0
        limit = min(len(word), len(previous))
        while common < limit and word[common] == previous[common]:
            common += 1
        freeze(common)
        for letter in word[common:]:
            path[-1].edges[letter] = -1
            path.append(_OpenState())
            path_letters.append(letter)
        path[-1].final = True
        previous = word
    freeze(0)
    root_edges = tuple(path[0].edges.items())
    return _pack(states, root_edges)


def _pack(states: list[_State], root_edges: _Edges) -> array[int]:
    """Lay the frozen states out as arcs; children are frozen before parents, so in order."""
    arcs = array("I", [0])
    first_arc = [0] * len(states)
    final_of = [s[0] for s in states]

    def emit(edges: _Edges) -> int:
        if not edges:
            return 0
        start = len(arcs)
        for i, (letter, child) in enumerate(edges):
            word = letter | (first_arc[child] << TARGET_SHIFT)
            if final_of[child]:
                word |= ACCEPTS
            if i == len(edges) - 1:
                word |= LAST
            arcs.append(word)
        return start

    for state_id, (_, edges) in enumerate(states):
        first_arc[state_id] = emit(edges)
    root = emit(root_edges)
    if len(arcs) >= MAX_ARCS:
        raise ValueError(f"the word list needs {len(arcs)} arcs, more than the {MAX_ARCS} supported")
    arcs[0] = root << TARGET_SHIFT
    return arcs


class Dawg:
    """A read-only word automaton over letter codes."""

    def __init__(self, arcs: array[int] | memoryview) -> None:
        self.arcs = arcs
        self._arc_list: list[int] | None = None
        #: Cross-check masks already computed, by (letters above, letters below); see MoveSearch.
        self.cross_masks: dict[tuple[tuple[int, ...], tuple[int, ...]], int] = {}

    def arc_list(self) -> list[int]:
        """The arcs as a Python list, for the pure-Python walk (CPython reads a list faster
        than an array, which makes a new integer object on every read). Made on first use:
        a few milliseconds and a few MB, against the 0.1-0.4 s and 30-70 MB that unpacking
        the automaton into dictionaries took."""
        arc_list = self._arc_list
        if arc_list is None:
            arc_list = self._arc_list = self.arcs.tolist()
        return arc_list

    @property
    def root_index(self) -> int:
        return self.arcs[0] >> TARGET_SHIFT

    def _arcs_from(self, index: int) -> Iterator[int]:
        return state_arcs(self.arcs, index)

    def __contains__(self, word: Iterable[int]) -> bool:
        index = self.root_index
        arc = 0
        for letter in word:
            arc = find_arc(self.arcs, index, letter)
            if not arc:
                return False
            index = arc >> TARGET_SHIFT
        return bool(arc & ACCEPTS)

    def words(self) -> Iterator[tuple[int, ...]]:
        """Every word, in sorted order of letter codes (none longer than ``MAX_WORD``)."""
        prefix: list[int] = []
        stack = [self._arcs_from(self.root_index)]
        while stack:
            arc = next(stack[-1], None)
            if arc is None:
                stack.pop()
                if prefix:
                    prefix.pop()
                continue
            prefix.append(arc & LETTER_BITS)
            if arc & ACCEPTS:
                yield tuple(prefix)
            stack.append(self._arcs_from(arc >> TARGET_SHIFT) if len(prefix) < MAX_WORD else iter(()))


def state_arcs(arcs: Sequence[int], index: int) -> Iterator[int]:
    """The arcs leaving the state whose first arc is at ``index`` (none when 0)."""
    while index:
        arc = arcs[index]
        yield arc
        if arc & LAST:
            return
        index += 1


def find_arc(arcs: Sequence[int], index: int, letter: int) -> int:
    """The arc for ``letter`` leaving the state at ``index``, or 0 when there is none."""
    while index:
        arc = arcs[index]
        if arc & LETTER_BITS == letter:
            return arc
        if arc & LAST:
            return 0
        index += 1
    return 0
