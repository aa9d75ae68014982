"""The word tool: what a word list holds, asked as a training player asks it.

Anagrams of a rack (``?`` a blank), the words a rack makes with one letter more (7+1) or
one letter less (8-1), the words of a pattern (``?`` or ``.`` one letter, ``*`` any letters,
none included), the words containing, starting or ending with some letters, and a word's
hooks (the letters that make a word before or after it); and how likely a rack is to be
drawn from a full bag of the edition (``ways``), to order what a search found.

It reads the list's automaton (``duplicate.words.dawg``, the one the move search walks)
through its published layout, never the search's own structures:

- a rack's anagrams, 7+1 and 8-1, and the hooks walk the automaton itself, tile by tile,
  the rack's letters pruning the walk at once (a few milliseconds on the largest list);
- patterns, "containing" and "ending with" would have to walk all of it, every path of
  every word (a second or more in Python on the 679,619 Norwegian words), so the words are
  read out of the automaton once into an index (``WordIndex``, built on first use, about a
  second and 38 MB for the largest list): the words one per line, in the list's order and
  reversed, and by length, where the standard library's compiled regular expressions and
  binary search find a pattern's candidates in a few milliseconds. A search stops once it
  has ``limit`` words (``Found.complete`` says whether it saw every match).

Words come back as the edition writes them, in the list's order (the edition's alphabet);
a blank's letter is lowercase in a rack's answers.
"""

from __future__ import annotations

import re
import threading
from array import array
from bisect import bisect_left, bisect_right
from collections import Counter
from dataclasses import dataclass
from itertools import accumulate
from math import comb
from typing import Callable, Iterator, Sequence

from duplicate.base.errors import DuplicateError
from duplicate.rules.edition import Edition
from duplicate.words.dawg import ACCEPTS, LAST, LETTER_BITS, MAX_WORD, TARGET_SHIFT, find_arc
from duplicate.words.lexicon import Lexicon

#: One letter in a pattern (``.`` also), any letters (none included), a blank in a rack.
ONE = "?"
ANY = "*"
#: How many words a search lists by default before it stops (``Found.complete`` is then False).
LIMIT = 1000
#: The longest rack or pattern read (the board's width, with room for ``*``).
MAX_TEXT = 40
#: The most blanks a rack may hold in a search (each one multiplies the walk by the alphabet).
MAX_BLANKS = 2

_WILD = 0  # a wildcard tile: a blank in a rack, ``?`` in a pattern
_STAR = -1  # ``*`` in a pattern


class WordToolError(DuplicateError):
    """A question the word tool cannot read (a letter that is no tile, too long, ...)."""


@dataclass(frozen=True)
class Found:
    """Words found: ``words`` in the list's order, ``complete`` when they are every match
    (False: the search stopped at its limit, there are more)."""

    words: tuple[str, ...]
    complete: bool = True


@dataclass(frozen=True)
class Hooks:
    """A word's hooks: the letters that make a word before it and after it, and whether the
    word itself is in the list."""

    word: str
    front: tuple[str, ...]
    back: tuple[str, ...]
    valid: bool

    @property
    def words(self) -> tuple[str, ...]:
        """The hooked words, front ones first."""
        return tuple(letter + self.word for letter in self.front) + tuple(self.word + letter for letter in self.back)


def _char(code: int) -> str:
    """A tile code as one character of the index's text (never a newline)."""
    return chr(0x40 + code)


class WordIndex:
    """The words of a list read once out of its automaton, for the searches the automaton
    cannot answer without reading all of it: one string per kind, a word a line, framed by
    newlines (``"\\nWORD\\n..."``), each tile one character (``_char``)."""

    def __init__(self, lexicon: Lexicon, cancel: Callable[[], bool] | None = None) -> None:
        words = _read_out(lexicon, cancel)
        backward = sorted(word[::-1] for word in words)
        self.forward, self.forward_starts = _framed(words)
        self.backward, self.backward_starts = _framed(backward)
        by_length: dict[int, list[str]] = {}
        for word in words:
            by_length.setdefault(len(word), []).append(word)
        self.by_length = {length: "\n" + "\n".join(group) + "\n" for length, group in by_length.items()}
        self.counts = {length: len(group) for length, group in by_length.items()}
        self.letter_counts = {_char(code): self.forward.count(_char(code)) for code in range(1, len(lexicon.edition.letters))}

    def _range(self, text: str, starts: array[int], prefix: str) -> tuple[int, int]:
        """The lines of ``text`` starting with ``prefix``, as a slice of ``starts``."""
        size = len(prefix)
        def key(i: int) -> str:
            return text[starts[i]:starts[i] + size]

        return bisect_left(range(len(starts) - 1), prefix, key=key), bisect_right(range(len(starts) - 1), prefix, key=key)

    def prefixed(self, prefix: str, backward: bool = False) -> tuple[str, int, int]:
        """The text and the offsets (from, to) of its lines starting with ``prefix``."""
        text, starts = (self.backward, self.backward_starts) if backward else (self.forward, self.forward_starts)
        first, last = self._range(text, starts, prefix)
        return text, starts[first], starts[last]


def _read_out(lexicon: Lexicon, cancel: Callable[[], bool] | None) -> list[str]:
    """Every word of the automaton, in its order, a character a tile: one walk of its arcs
    (``duplicate.words.dawg``'s layout), each word built from its prefix's string."""
    arcs = lexicon.dawg.arc_list()
    chars = [_char(code) for code in range(LETTER_BITS + 1)]
    words: list[str] = []

    def visit(index: int, prefix: str) -> None:
        if cancel is not None and len(prefix) == 1 and cancel():
            raise WordToolError("cancelled", "the work was cancelled")
        while index:
            arc = arcs[index]
            word = prefix + chars[arc & LETTER_BITS]
            if arc & ACCEPTS:
                words.append(word)
            target = arc >> TARGET_SHIFT
            if target and len(word) < MAX_WORD:
                visit(target, word)
            if arc & LAST:
                return
            index += 1

    visit(lexicon.dawg.root_index, "")
    return words


def _framed(words: Sequence[str]) -> tuple[str, array[int]]:
    """The words a line each, framed by newlines, and where each line starts (and one past
    the last)."""
    return "\n" + "\n".join(words) + "\n", array("I", accumulate((len(w) + 1 for w in words), initial=1))


class WordTool:
    """The questions a player asks of one word list (see the module's docstring)."""

    def __init__(self, lexicon: Lexicon) -> None:
        self.lexicon = lexicon
        self.edition: Edition = lexicon.edition
        self._index: WordIndex | None = None
        self._lock = threading.Lock()
        self._arcs = lexicon.dawg.arc_list()
        self._root = lexicon.dawg.root_index
        #: the index's characters back to the edition's letters
        self._letters = str.maketrans({_char(code): letter for code, letter in enumerate(self.edition.letters) if code})

    # -- reading what is typed -------------------------------------------------------------------

    def codes(self, text: str, *, pattern: bool = False) -> list[int]:
        """The tiles of typed ``text`` (case and accents as the player likes), ``_WILD`` for
        ``?`` (and ``.`` in a pattern), ``_STAR`` for ``*`` in a pattern. WordToolError
        names a character that is no tile."""
        text = "".join(text.split())
        if not text:
            raise WordToolError("empty_question", "type some letters")
        if len(text) > MAX_TEXT:
            raise WordToolError("question_too_long", "at most {limit} letters", limit=MAX_TEXT)
        wild = "?." if pattern else "?"
        codes: list[int] = []
        for part in re.split(r"([?.*])", text):
            if part == "*" and pattern:
                codes.append(_STAR)
            elif part and part in wild:
                codes.append(_WILD)
            elif part:
                folded = self.edition.fold(part).upper()
                try:
                    codes.extend(self.edition.letter_code(tile.upper()) for tile in self.edition.tokenize(folded))
                except (KeyError, ValueError) as exc:
                    bad = exc.args[0] if exc.args else part
                    raise WordToolError("not_a_tile", "{letter} is no tile of the {edition} edition",
                                        letter=str(bad), edition=self.edition.label) from None
        return codes

    def text(self, codes: Sequence[int], blanks: Sequence[bool] = ()) -> str:
        """Tile codes as the edition writes them (a blank's letter lowercase)."""
        letters = self.edition.letters
        return "".join(letters[c].lower() if i < len(blanks) and blanks[i] else letters[c] for i, c in enumerate(codes))

    def _word(self, line: str) -> str:
        return line.translate(self._letters)

    def _rack(self, rack: str) -> tuple[list[int], int]:
        codes = self.codes(rack)
        blanks = codes.count(_WILD)
        if blanks > MAX_BLANKS:
            raise WordToolError("too_many_blanks", "at most {limit} blanks in a rack", limit=MAX_BLANKS)
        if len(codes) > 15:
            raise WordToolError("question_too_long", "at most {limit} letters", limit=15)
        return [c for c in codes if c != _WILD], blanks

    # -- the automaton: racks and hooks ---------------------------------------------------------

    def _walk(self, letters: Sequence[int], blanks: int, lengths: range) -> list[tuple[tuple[int, ...], tuple[bool, ...]]]:
        """Every word made of some of the rack's tiles (``blanks`` wildcards) whose length is
        in ``lengths``, in the list's order, each with where its blanks are: a blank stands
        for a letter only when the rack has none of it left, so each word is found once, with
        as few blanks as it needs."""
        arcs = self._arcs
        counts = [0] * 64
        for code in letters:
            counts[code] += 1
        longest = min(lengths.stop - 1, len(letters) + blanks)
        found: dict[tuple[int, ...], tuple[bool, ...]] = {}
        word: list[int] = []
        flags: list[bool] = []
        free = [blanks]

        def visit(index: int) -> None:
            depth = len(word) + 1
            while index:
                arc = arcs[index]
                letter = arc & LETTER_BITS
                # the rack's own tile when it has one (keeping a blank is never worse), else a blank
                use_blank = not counts[letter]
                if not use_blank or free[0]:
                    if use_blank:
                        free[0] -= 1
                    else:
                        counts[letter] -= 1
                    word.append(letter)
                    flags.append(use_blank)
                    if arc & ACCEPTS and depth in lengths:
                        found.setdefault(tuple(word), tuple(flags))
                    target = arc >> TARGET_SHIFT
                    if target and depth < longest:
                        visit(target)
                    word.pop()
                    flags.pop()
                    if use_blank:
                        free[0] += 1
                    else:
                        counts[letter] += 1
                if arc & LAST:
                    return
                index += 1

        visit(self._root)
        return sorted(found.items())

    def anagrams(self, rack: str, *, shorter: bool = False, limit: int | None = LIMIT) -> Found:
        """The words of every tile of ``rack`` (``?`` a blank); with ``shorter``, every word
        of two letters or more the rack makes (longest first)."""
        letters, blanks = self._rack(rack)
        total = len(letters) + blanks
        lengths = range(2, total + 1) if shorter else range(total, total + 1)
        found = [self.text(codes, flags) for codes, flags in self._walk(letters, blanks, lengths)]
        if shorter:
            found.sort(key=len, reverse=True)  # stable: the list's order within a length
        return _limited(found, limit)

    def plus_one(self, rack: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """7+1: for each letter of the edition, the words of the rack's tiles and that letter
        (only the letters that make some)."""
        letters, blanks = self._rack(rack)
        size = len(letters) + blanks + 1
        # one walk with one wildcard more: a word is the rack and letter L exactly when L is
        # among the letters it has beyond the rack's own tiles (the blanks' and the added one)
        have = Counter(letters)
        added: dict[int, list[str]] = {}
        for codes, _ in self._walk(letters, blanks + 1, range(size, size + 1)):
            for code in sorted(Counter(codes) - have):
                left, extra, flags = Counter(have), {code: 1}, []
                for c in codes:  # the rack's tiles and the added letter in capitals, blanks lowercase
                    if left[c] > 0:
                        left[c] -= 1
                    elif extra.get(c):
                        extra[c] -= 1
                    else:
                        flags.append(True)
                        continue
                    flags.append(False)
                added.setdefault(code, []).append(self.text(codes, flags))
        return tuple((self.edition.letters[code], tuple(words)) for code, words in sorted(added.items()))

    def minus_one(self, rack: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """8-1: for each tile of the rack (each once), the words of the other tiles (the tiles
        whose removal leaves some)."""
        letters, blanks = self._rack(rack)
        groups = []
        tiles = list(dict.fromkeys(letters)) + ([_WILD] if blanks else [])
        for tile in tiles:
            rest = list(letters)
            if tile == _WILD:
                left = blanks - 1
            else:
                rest.remove(tile)
                left = blanks
            size = len(rest) + left
            words = self._walk(rest, left, range(size, size + 1))
            if words:
                groups.append(("?" if tile == _WILD else self.edition.letters[tile],
                               tuple(self.text(c, f) for c, f in words)))
        return tuple(groups)

    def _state(self, codes: Sequence[int]) -> tuple[int, bool] | None:
        """The automaton's state after ``codes`` (its first arc) and whether they are a word;
        None when no word starts so."""
        index, arc = self._root, 0
        for code in codes:
            arc = find_arc(self._arcs, index, code)
            if not arc:
                return None
            index = arc >> TARGET_SHIFT
        return index, bool(arc & ACCEPTS)

    def hooks(self, word: str) -> Hooks:
        """The letters that make a word before ``word`` and after it."""
        codes = self.codes(word)
        if _WILD in codes:
            raise WordToolError("hook_blank", "hooks are asked of a word, without ?")
        text = self.text(codes)
        state = self._state(codes)
        back: list[str] = []
        if state is not None and state[0]:
            index = state[0]
            while index:
                arc = self._arcs[index]
                if arc & ACCEPTS:
                    back.append(self.edition.letters[arc & LETTER_BITS])
                if arc & LAST:
                    break
                index += 1
        front = tuple(self.edition.letters[c] for c in range(1, len(self.edition.letters))
                      if (found := self._state([c, *codes])) is not None and found[1])
        return Hooks(text, front, tuple(back), state is not None and state[1])

    # -- the index: patterns ------------------------------------------------------------------------

    def index(self, cancel: Callable[[], bool] | None = None) -> WordIndex:
        """The list's word index, built on first use (about a second for the largest list)."""
        with self._lock:
            if self._index is None:
                self._index = WordIndex(self.lexicon, cancel)
            return self._index

    @property
    def indexed(self) -> bool:
        return self._index is not None

    def matching(self, pattern: str, limit: int | None = LIMIT) -> Found:
        """The words of ``pattern``: letters, ``?`` (or ``.``) for one letter, ``*`` for any
        letters (none included): ``CH??E``, ``*ING``, ``?*Q*``, in the list's order."""
        codes = self.codes(pattern, pattern=True)
        while len(codes) > 1 and codes[0] == _STAR == codes[1]:
            codes.pop(0)
        index = self.index()
        regex = "".join("[^\n]*" if c == _STAR else "[^\n]" if c == _WILD else re.escape(_char(c)) for c in codes)
        lines = self._candidates(index, codes, regex)
        words: list[str] = []
        complete = True
        for line in lines:
            if limit is not None and len(words) >= limit:
                complete = False
                break
            words.append(line)
        if not lines_sorted(codes):
            words.sort()
        return Found(tuple(self._word(line) for line in words), complete)

    def _candidates(self, index: WordIndex, codes: list[int], regex: str) -> Iterator[str]:
        """The lines of the index matching ``regex`` (the pattern ``codes``), found from the
        narrowest start: a length's block, a prefix's or a suffix's range, or the rarest run
        of letters."""
        if _STAR not in codes:
            block = index.by_length.get(len(codes), "")
            return (m.group(1) for m in re.finditer(f"\n({regex})(?=\n)", block))
        prefix = _run(codes)
        suffix = _run(codes[::-1])
        fixed = sum(1 for c in codes if c != _STAR)
        if prefix or not suffix:
            if prefix:
                text, start, stop = index.prefixed("".join(map(_char, prefix)))
            else:
                text, start, stop = index.forward, 0, len(index.forward)
            found = re.compile(f"\n({regex})(?=\n)").finditer(text, start - 1 if start else 0, stop)
            if prefix or not any(c > 0 for c in codes):
                return (m.group(1) for m in found if len(m.group(1)) >= fixed)
            return self._by_run(index, codes, regex, fixed)
        text, start, stop = index.prefixed("".join(map(_char, suffix)), backward=True)
        backward = "".join("[^\n]*" if c == _STAR else "[^\n]" if c == _WILD else re.escape(_char(c))
                           for c in codes[::-1])
        found = re.compile(f"\n({backward})(?=\n)").finditer(text, start - 1 if start else 0, stop)
        return (m.group(1)[::-1] for m in found)

    def _by_run(self, index: WordIndex, codes: list[int], regex: str, fixed: int) -> Iterator[str]:
        """Lines holding the pattern's rarest run of letters (``?*Q*``: the Q's), each once."""
        runs, current = [], []
        for code in codes + [_STAR]:
            if code > 0:
                current.append(code)
            elif current:
                runs.append(current)
                current = []
        counts = index.letter_counts
        rarest = min(runs, key=lambda run: min(counts[_char(c)] for c in run) / (1 + len(run)))
        needle = re.escape("".join(map(_char, rarest)))
        whole = re.compile(regex)
        text = index.forward
        seen = -1
        for match in re.finditer(needle, text):
            start = text.rfind("\n", 0, match.start()) + 1
            if start == seen:
                continue
            seen = start
            line = text[start:text.find("\n", match.end())]
            if len(line) >= fixed and whole.fullmatch(line):
                yield line

    def containing(self, letters: str, limit: int | None = LIMIT) -> Found:
        return self.matching(f"*{letters}*", limit)

    def starting(self, letters: str, limit: int | None = LIMIT) -> Found:
        return self.matching(f"{letters}*", limit)

    def ending(self, letters: str, limit: int | None = LIMIT) -> Found:
        return self.matching(f"*{letters}", limit)

    # -- probability ----------------------------------------------------------------------------

    def ways(self, word: str) -> int:
        """How many draws of as many tiles from a full bag of the edition can make ``word``
        (its letters, any of them a blank): the larger, the likelier the rack. A draw is a set
        of physical tiles, so two E's of fifteen can be drawn C(15, 2) ways."""
        return ways(self.edition, [c for c in self.codes(word) if c != _WILD])

    def alphagram(self, word: str) -> str:
        """The word's tiles in the edition's order (the rack that makes it)."""
        return self.text(sorted(c for c in self.codes(word) if c != _WILD))


def ways(edition: Edition, letters: Sequence[int]) -> int:
    """How many draws of ``len(letters)`` tiles from a full bag of ``edition`` hold these
    letters, each either its own tile or one of the blanks: the sum, over how many blanks
    the draw holds, of the ways to pick those blanks times the ways to pick the letters' own
    tiles for the rest (a product over the letters, taken for every split of the blanks
    among them: the coefficients of a polynomial in the blanks used)."""
    blanks = min(edition.blanks, len(letters))
    # by_blanks[b]: ways to draw the letters' own tiles when b of the letters are blanks
    by_blanks = [1] + [0] * blanks
    for code, wanted in Counter(letters).items():
        count = edition.counts[code]
        step = [0] * (blanks + 1)
        for used, ways_so_far in enumerate(by_blanks):
            if ways_so_far:
                for by_blank in range(0, min(wanted, blanks - used) + 1):
                    step[used + by_blank] += ways_so_far * comb(count, wanted - by_blank)
        by_blanks = step
    return sum(comb(edition.blanks, used) * ways_so_far for used, ways_so_far in enumerate(by_blanks))


def _run(codes: Sequence[int]) -> list[int]:
    """The letters at the start of a pattern, up to its first ``?`` or ``*``."""
    run = []
    for code in codes:
        if code <= 0:
            break
        run.append(code)
    return run


def lines_sorted(codes: Sequence[int]) -> bool:
    """Whether the candidates of a pattern come in the list's order (all but a suffix's)."""
    return _STAR not in codes or bool(_run(codes)) or not _run(codes[::-1])


def _limited(words: list[str], limit: int | None) -> Found:
    if limit is not None and len(words) > limit:
        return Found(tuple(words[:limit]), False)
    return Found(tuple(words))


__all__ = ["ANY", "Found", "Hooks", "LIMIT", "ONE", "WordIndex", "WordTool", "WordToolError", "ways"]
