# The compiled walk's signature (the extension is built from _walk.pyx; mypy cannot read it).
from collections.abc import Sequence

from duplicate.words.walk import Record

# arcs: the word list's array('I'), read through its buffer: any C-contiguous buffer of
# 32-bit unsigned ints works and a list raises TypeError. No static type says "a buffer of
# uint32", and Sequence[int] is what both walks share (the search gives this walk the array).
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
) -> int: ...
