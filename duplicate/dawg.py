"""A minimal DAWG of a word list, built once and kept as flat 32-bit arcs (like wolges' KWG).

Words are sequences of letter codes (1..62). The automaton is stored as one array of arcs;
the arcs leaving a state are contiguous, and each arc packs:

    bits 0-5   letter code
    bit  6     ACCEPTS: the word read so far, this letter included, is in the list
    bit  7     LAST: this is the last arc of its state
    bits 8-31  index of the first arc of the target state (0: the target has no arcs)

Arc 0 is a header whose target is the root state. For searching, ``Dawg.nodes()`` unpacks
the arcs into Python dictionaries once (``{letter: node}`` with key 0 marking a final
state), which CPython walks much faster than it decodes integers.
"""

from __future__ import annotations

from array import array
from typing import Callable, Iterable, Iterator, Sequence

from duplicate.errors import DuplicateError

LETTER_BITS = 0x3F
ACCEPTS = 0x40
LAST = 0x80
TARGET_SHIFT = 8
MAX_ARCS = 1 << 24
#: Key of a runtime node that marks it final (letter codes start at 1).
FINAL = 0

Progress = Callable[[float, str], None]
CancelCheck = Callable[[], bool]


class Cancelled(DuplicateError):
    """The caller asked to stop a long build or search."""

    def __init__(self, what: str = "the work") -> None:
        super().__init__("cancelled", f"{what} was cancelled")


def build_arcs(
    words: Sequence[tuple[int, ...]],
    progress: Progress | None = None,
    cancel: CancelCheck | None = None,
) -> array:
    """Build the minimal DAWG of ``words`` (sorted, unique) and pack it into arcs.

    Daciuk's incremental algorithm for sorted input: the states on the path of the last
    word stay open; when the next word leaves that path, the states below the branch point
    are replaced by an equal registered state, or registered themselves.
    """
    register: dict[tuple, int] = {}
    states: list[tuple] = []  # frozen state id -> (final, ((letter, child id), ...))
    # Open path: per depth a mutable [final, edges dict]; edges map letter -> id, or -1
    # for the one open child (the next state on the path).
    path: list[list] = [[False, {}]]
    path_letters: list[int] = []
    previous: tuple[int, ...] = ()

    def freeze(depth: int) -> None:
        while len(path) - 1 > depth:
            final, edges = path.pop()
            letter = path_letters.pop()
            key = (final, tuple(edges.items()))
            state = register.get(key)
            if state is None:
                state = len(states)
                states.append(key)
                register[key] = state
            path[-1][1][letter] = state

    total = len(words)
    step = max(1, total // 100)
    for count, word in enumerate(words):
        if count % step == 0:
            if cancel is not None and cancel():
                raise Cancelled("building the word list")
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
            path[-1][1][letter] = -1
            path.append([False, {}])
            path_letters.append(letter)
        path[-1][0] = True
        previous = word
    freeze(0)
    root_edges = tuple(path[0][1].items())
    return _pack(states, root_edges)


def _pack(states: list[tuple], root_edges: tuple) -> array:
    """Lay the frozen states out as arcs; children are frozen before parents, so in order."""
    arcs = array("I", [0])
    first_arc = [0] * len(states)
    final_of = [s[0] for s in states]

    def emit(edges: tuple) -> int:
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

    def __init__(self, arcs: array) -> None:
        self.arcs = arcs
        self._nodes: dict | None = None

    @property
    def root_index(self) -> int:
        return self.arcs[0] >> TARGET_SHIFT

    def _arcs_from(self, index: int) -> Iterator[int]:
        arcs = self.arcs
        while index:
            arc = arcs[index]
            yield arc
            if arc & LAST:
                return
            index += 1

    def __contains__(self, word: Iterable[int]) -> bool:
        index = self.root_index
        accepted = False
        empty = True
        for letter in word:
            empty = False
            for arc in self._arcs_from(index):
                if arc & LETTER_BITS == letter:
                    index = arc >> TARGET_SHIFT
                    accepted = bool(arc & ACCEPTS)
                    break
            else:
                return False
        return accepted and not empty

    def words(self) -> Iterator[tuple[int, ...]]:
        """Every word, in sorted order of letter codes."""
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
            stack.append(self._arcs_from(arc >> TARGET_SHIFT))

    def node_count(self) -> int:
        return sum(1 for arc in self.arcs[1:] if arc & LAST) + 1

    def nodes(self) -> dict:
        """The root of the runtime form: nested dicts ``{letter: child}``, ``FINAL`` if final.

        Built once per Dawg (a few hundred ms for the largest lists) and shared by searches.
        """
        if self._nodes is None:
            self._nodes = _unpack(self.arcs)
        return self._nodes


def _unpack(arcs: array) -> dict:
    made: dict[tuple[int, bool], dict] = {}

    def node_for(index: int, final: bool) -> dict:
        node = made.get((index, final))
        if node is None:
            node = {FINAL: True} if final else {}
            at = index
            while at:
                arc = arcs[at]
                node[arc & LETTER_BITS] = node_for(arc >> TARGET_SHIFT, bool(arc & ACCEPTS))
                if arc & LAST:
                    break
                at += 1
            made[(index, final)] = node
        return node

    return node_for(arcs[0] >> TARGET_SHIFT, False)
