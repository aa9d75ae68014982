# The compiled search (built from _search.pyx with Cython; mypy cannot read a .pyx). The
# buffers must be C-contiguous: the graph's arcs as 32-bit unsigned ints (an array('I') or a
# memoryview of format "I"), the board and premiums as 225 bytes.
from array import array
from collections.abc import Callable, Sequence

from typing_extensions import Buffer

MODE_TOP: int
MODE_BEST: int
MODE_ALL: int
FOUND_SIZE: int

class CrossCache:
    def __init__(self, capacity: int = ...) -> None: ...
    def __len__(self) -> int: ...
    def empty(self) -> None: ...

def search(
    graph: Buffer,
    squares: Buffer,
    values: Sequence[int],
    counts: Sequence[int],
    letter_multipliers: Buffer,
    word_multipliers: Buffer,
    mode: int,
    wanted: int,
    both_directions: bool,
    cache: CrossCache,
    cancel: Callable[[], bool] | None = ...,
) -> tuple[list[int], bytes, tuple[int, int, int]] | None: ...
def anchor_bounds(
    graph: Buffer,
    squares: Buffer,
    values: Sequence[int],
    counts: Sequence[int],
    letter_multipliers: Buffer,
    word_multipliers: Buffer,
    both_directions: bool,
    cache: CrossCache,
) -> list[tuple[int, int, int, int, list[int]]]: ...
def bingo_letters(graph: Buffer, values: Sequence[int], counts: Sequence[int]) -> tuple[bool, int] | None: ...
def found_at(packed: Buffer, index: int) -> tuple[int, int, int, int, tuple[int, ...]]: ...
def build_gaddag(dawg_arcs: Buffer, progress: Callable[[float], None] | None = ...) -> array[int]: ...
def checksum(buffer: Buffer) -> int: ...
