"""Names and words in the order people of a language expect: ``Élodie`` before ``Zoé``,
``Øystein`` after ``Zoe`` in Norwegian, ``Straße`` beside ``Strasse``.

Code-point order puts every accented capital after ``z``; this is the Unicode Collation
Algorithm instead (pyuca: the Unicode Consortium's default table, pure Python, MIT), with the
tailorings CLDR gives the app's languages. Dutch, English, French and German use the default
table as CLDR does (``ß`` reads as ``ss``, ``IJ`` as ``I`` then ``J``, accents only break ties);
Norwegian puts ``Æ Ø Å`` after ``Z`` (with ``Ä Ö`` as ``Æ Ø`` and ``Aa`` as ``Å``), ``Ü`` as
``Y`` and ``Đ Ð`` as ``D``. Every list of names or words the program shows or prints is sorted
here, with the reader's language (the app's, or the command line's ``--language``).

Why pyuca rather than ICU: it needs nothing compiled (the teacher's laptop), its table is the
algorithm's own, and the app's five languages need three small tailorings, kept below. Its
table is read once a process, on the first sort (about half a second).
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Callable, Iterable
from typing import Protocol, TypeVar, cast

__all__ = ["SortKey", "sort_key", "sorted_for"]

#: A key that orders strings as the language does (compare keys of the same language only).
SortKey = tuple[float, ...]

T = TypeVar("T")

#: A collation element: primary, secondary and tertiary weight.
_Element = list[float]


class _Collator(Protocol):
    """What this module uses of ``pyuca.Collator`` (an untyped library)."""

    def sort_key(self, string: str) -> tuple[int, ...]: ...

    def collation_elements(self, normalized_string: str) -> list[_Element]: ...

    def sort_key_from_collation_elements(self, collation_elements: list[_Element]) -> tuple[float, ...]: ...


@functools.cache
def _default_table() -> _Collator:
    import pyuca  # type: ignore[import-untyped]  # no type information: _Collator states what is used

    return cast(_Collator, pyuca.Collator())


#: Norwegian (CLDR ``nb``/``no``): the letters that follow ``z``, and the letters read as them
#: with an accent (``ä`` is ``æ`` with its dots, a difference only between otherwise equal names).
_AFTER_Z = "æøå"
_READ_AS_AFTER_Z = {"ä": "æ", "ö": "ø", "ő": "ø"}
#: ... and the letters read as an earlier one with an accent (DUCET already reads ``đ ð`` as ``d``).
_READ_AS_EARLIER = {"ü": "y", "ű": "y"}


class _Tailored:
    """The default table with some letters' weights replaced, as a CLDR tailoring does."""

    def __init__(self, table: _Collator, weights: dict[str, list[_Element]]) -> None:
        self._table = table
        self._weights = weights
        self._longest = max(len(spelling) for spelling in weights)

    def sort_key(self, string: str) -> SortKey:
        text = unicodedata.normalize("NFD", string)
        elements: list[_Element] = []
        plain_start = 0
        index = 0
        while index < len(text):
            for length in range(min(self._longest, len(text) - index), 0, -1):
                tailored = self._weights.get(text[index:index + length])
                if tailored is not None:
                    break
            else:
                index += 1
                continue
            if plain_start < index:
                elements.extend(self._table.collation_elements(text[plain_start:index]))
            elements.extend(tailored)
            index += length
            plain_start = index
        if plain_start < len(text):
            elements.extend(self._table.collation_elements(text[plain_start:]))
        return tuple(self._table.sort_key_from_collation_elements(elements))


def _norwegian(table: _Collator) -> _Tailored:
    """CLDR's Norwegian order: ``… X Y Z Æ Ø Å``, ``Aa`` read as ``Å`` (``Aasen`` after ``Øen``)."""
    lower, upper = (table.collation_elements(z)[0] for z in ("z", "Z"))
    # three new first-level weights between z's and the next letter's
    primary = {letter: lower[0] + (rank + 1) / (len(_AFTER_Z) + 1) for rank, letter in enumerate(_AFTER_Z)}
    weights: dict[str, list[_Element]] = {}
    for spelling in (*_AFTER_Z, *_READ_AS_AFTER_Z, *_READ_AS_EARLIER):
        for cased, case in ((spelling, lower), (spelling.upper(), upper)):
            decomposed = unicodedata.normalize("NFD", cased)
            accents = table.collation_elements(decomposed[1:]) if len(decomposed) > 1 else []
            if spelling in _READ_AS_EARLIER:
                letter = _READ_AS_EARLIER[spelling]
                weights[decomposed] = [*table.collation_elements(letter if case is lower else letter.upper()), *accents]
            else:
                letter = _READ_AS_AFTER_Z.get(spelling, spelling)
                weights[decomposed] = [[primary[letter], case[1], case[2]],
                                       *(accents if letter != spelling else [])]
    # å <<< Å <<< aa <<< Aa <<< AA: the same letter, the spelled-out forms after it
    for rank, cased in enumerate(("aa", "Aa", "AA"), start=1):
        weights[cased] = [[primary["å"], upper[1], upper[2] + rank]]
    return _Tailored(table, weights)


@functools.cache
def _collator(language: str) -> _Collator | _Tailored:
    table = _default_table()
    if language.split("_")[0].split("-")[0].lower() in ("nb", "no", "nn"):
        return _norwegian(table)
    return table


def sort_key(text: str, language: str) -> SortKey:
    """The key that sorts ``text`` as readers of ``language`` (``fr``, ``nb``...) expect.

    Ties are broken as the algorithm does (accents, then case), and any text that still ties
    is ordered by its code points, so a sort is the same on every machine.
    """
    return (*_collator(language).sort_key(text), -1, *map(ord, text))


def sorted_for(items: Iterable[T], language: str, key: Callable[[T], str] | None = None) -> list[T]:
    """``items`` sorted for readers of ``language``; ``key`` gives each item's text (the item
    itself when it is a string)."""
    text_of: Callable[[T], str] = key if key is not None else (lambda item: cast(str, item))
    return sorted(items, key=lambda item: sort_key(text_of(item), language))
