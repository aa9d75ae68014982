"""Editions: the tile set, letter values and conventions of one language's Scrabble.

An edition is read from a TOML file in ``resources/editions/``; adding an edition is adding
a file. Internally a letter is a small integer (1..n in the file's order) so that boards,
racks and the move search work on integers; ``BLANK_FLAG`` marks a blank played as a letter.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import cache, cached_property
from enum import Enum
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Iterable, Mapping

from duplicate.base import inputs
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, Message
from duplicate.base.inputs import OPTIONAL, Bounds, InputError, at, problem_error
from duplicate.base.resources import resource_path

#: Bit set on a board square's letter when the tile there is a blank.
BLANK_FLAG = 0x40
#: Mask that recovers the letter index of a board square.
LETTER_MASK = 0x3F
#: Rack code of the blank (letters are 1..n).
BLANK = 0
#: Most letters an edition may have: cross-check sets are bit masks of at most 62 letters.
MAX_LETTERS = 62


class EditionError(DuplicateError):
    """An edition file is missing or broken."""


class Convention(Enum):
    """How squares are named (rules section 3)."""

    #: FISF, German, Dutch: rows A..O, columns 1..15; letter first = across (``H4``).
    EUROPEAN = "european"
    #: English / GCG: columns A..O, rows 1..15; number first = across (``8D``).
    GCG = "gcg"


#: The bundled editions' English names, so that the app can say them in its language
#: (tests/test_engine_messages.py fails when an edition file's name is not here).
EDITION_NAMES = (
    QT_TRANSLATE_NOOP("engine", "Dutch"),
    QT_TRANSLATE_NOOP("engine", "English"),
    QT_TRANSLATE_NOOP("engine", "French"),
    QT_TRANSLATE_NOOP("engine", "German"),
    QT_TRANSLATE_NOOP("engine", "Norwegian"),
)


@dataclass(frozen=True)
class Edition:
    """The tiles and conventions of one edition; immutable and shared freely."""

    code: str
    name: str
    english_name: str
    aliases: tuple[str, ...]
    convention: Convention
    default_lexicon: str
    letters: tuple[str, ...]
    counts: tuple[int, ...]
    values: tuple[int, ...]
    blanks: int
    vowels: frozenset[int]
    consonants: frozenset[int]
    fold_map: Mapping[str, str] = field(default_factory=dict, compare=False)
    #: A first move of this edition in its own notation and language (``H4 FABAcEE`` in French,
    #: ``8D AMAZInG`` in English, where H8 would be a down move), with its points: the hint of
    #: every move field (tests/test_editions.py plays it on an empty board).
    example: str = field(default="", compare=False)
    example_points: int = field(default=0, compare=False)
    ignored: frozenset[str] = frozenset()

    # ``letters``, ``counts`` and ``values`` are indexed by letter code; index 0 is the blank.

    @property
    def size(self) -> int:
        """Number of distinct letters (blank not included)."""
        return len(self.letters) - 1

    @property
    def tile_total(self) -> int:
        return sum(self.counts)

    @property
    def face_total(self) -> int:
        return sum(c * v for c, v in zip(self.counts, self.values))

    def letter_code(self, letter: str) -> int:
        """Code of an uppercase letter name, or raise KeyError."""
        return self._codes[letter]

    @property
    def label(self) -> Message:
        """The edition's name as a value of an engine message (said in the app's language)."""
        return Message("edition", self.english_name)

    def letter_name(self, code: int) -> str:
        """Display form of a board square value: uppercase, lowercase for a blank."""
        name = self.letters[code & LETTER_MASK]
        return name.lower() if code & BLANK_FLAG else name

    def tiles_text(self, tiles: Iterable[int]) -> str:
        """Rack tiles as text: letter names, ``?`` for a blank."""
        return "".join("?" if t == BLANK else self.letters[t] for t in tiles)

    def value(self, square: int) -> int:
        """Points of a tile on a square (a blank is worth 0)."""
        return 0 if square & BLANK_FLAG else self.values[square]

    def is_vowel(self, code: int) -> bool:
        return code == BLANK or code in self.vowels

    def is_consonant(self, code: int) -> bool:
        return code == BLANK or code in self.consonants

    def fold(self, text: str) -> str:
        """Map typed text to tile letters, keeping case (lowercase means a blank).

        Tile letters stay as they are; listed folds apply (``ß`` -> ``SS``); other accents
        are stripped (``é`` -> ``e``); ignored characters (Dutch ``'`` and ``-``) vanish.
        Characters that are none of these are kept, so the caller can name them.
        """
        out: list[str] = []
        for ch in unicodedata.normalize("NFC", text):
            if ch in self.ignored:
                continue
            upper = ch.upper() if len(ch.upper()) == 1 else ch
            # A character without a one-letter capital (``ß``) carries no blank mark.
            lower = ch.islower() and len(ch.upper()) == 1
            if upper in self._codes:
                out.append(ch)
                continue
            mapped = self.fold_map.get(upper) or self.fold_map.get(ch)
            if mapped is None:
                stripped = "".join(
                    c for c in unicodedata.normalize("NFD", upper) if not unicodedata.combining(c)
                )
                mapped = stripped if stripped and all(c in self._codes for c in stripped) else upper
            out.append(mapped.lower() if lower else mapped)
        return "".join(out)

    def plain_tiles(self, text: str) -> list[int] | None:
        """The codes of ``text`` when it is only tile names of one capital letter each (as the
        program writes racks), else None: such text needs neither folding nor splitting."""
        codes = self._plain_codes
        try:
            return [codes[ch] for ch in text]
        except KeyError:
            return None

    @cached_property
    def _plain_codes(self) -> dict[str, int]:
        """The tiles ``plain_tiles`` reads (none when some tile's name has several letters)."""
        if any(len(name) != 1 for name in self.letters[1:]):
            return {}
        return {name: code for name, code in self._codes.items() if name.isupper() and name not in self.ignored}

    @cached_property
    def _codes(self) -> dict[str, int]:
        return {name: i for i, name in enumerate(self.letters) if i != BLANK}

    def tokenize(self, word: str) -> list[str]:
        """Split a word of tile names into tiles, longest names first (for ``CH``-like tiles).

        Raises KeyError naming the first character that is no tile.
        """
        codes = self._codes
        lengths = self._name_lengths
        tiles: list[str] = []
        i = 0
        # Upper-case letter by letter, keeping the length (``ß``.upper() is ``SS``), so that
        # indices into ``upper`` are indices into ``word``.
        upper = "".join(c.upper() if len(c.upper()) == 1 else c for c in word)
        while i < len(word):
            for length in lengths:
                if upper[i : i + length] in codes:
                    tiles.append(word[i : i + length])
                    i += length
                    break
            else:
                raise KeyError(word[i])
        return tiles

    @cached_property
    def _name_lengths(self) -> tuple[int, ...]:
        """The lengths of the tile names, longest first (one lookup per length, not per name)."""
        return tuple(sorted({len(name) for name in self.letters[1:]}, reverse=True))

    def __repr__(self) -> str:
        return f"Edition({self.code!r})"


@dataclass(frozen=True)
class EditionFile:
    """An edition file as written (``resources/editions/*.toml``), each field read by the strict
    reader (``duplicate.base.inputs``) from these types; ``parse_edition`` then checks what the
    fields say together (the vowels are tiles, a fold gives tiles) and builds the ``Edition``."""

    code: str
    name: str
    coordinates: Convention
    blanks: Annotated[int, Bounds(0, 10)]
    vowels: str
    #: letter = [count, value], in the order racks are shown in
    tiles: Mapping[str, tuple[Annotated[int, Bounds(1, 100)], Annotated[int, Bounds(0, 1000)]]]
    english_name: str = field(default="", metadata=OPTIONAL)  # "": the name
    aliases: tuple[str, ...] = field(default=(), metadata=OPTIONAL)
    both: str = field(default="", metadata=OPTIONAL)
    fold: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}), metadata=OPTIONAL)
    ignore: str = field(default="", metadata=OPTIONAL)
    lexicon: str = field(default="", metadata=OPTIONAL)  # "": the code
    example: str = field(default="", metadata=OPTIONAL)
    example_points: int = field(default=0, metadata=OPTIONAL)


def _not_tiles(path: str, characters: str) -> InputError:
    return problem_error(path, Message("edition_not_tiles", "names characters that are no tiles: {characters}",
                                       characters=characters))


def _edition(written: EditionFile) -> Edition:
    """The edition an edition file describes, once its fields agree with each other."""
    if not written.tiles:
        raise problem_error("tiles", Message("edition_no_tiles", "names no tile"))
    if len(written.tiles) > MAX_LETTERS:
        raise problem_error("tiles", Message("edition_too_many_letters", "has {count} letters; at most {limit}",
                                             count=len(written.tiles), limit=MAX_LETTERS))
    letters, counts, values = ["?"], [written.blanks], [0]
    for letter, (count, value) in written.tiles.items():
        if not letter or letter != letter.upper() or not letter.isalpha():
            raise problem_error(at("tiles", letter), Message(
                "edition_tile_name", "a tile's name is one or more capital letters, not {name}", name=repr(letter)))
        letters.append(letter)
        counts.append(count)
        values.append(value)
    codes = {name: i for i, name in enumerate(letters) if i != BLANK}
    for key in ("vowels", "both"):
        unknown = "".join(c for c in getattr(written, key) if c not in codes)
        if unknown:
            raise _not_tiles(key, unknown)
    vowels = frozenset(codes[c] for c in written.vowels + written.both)
    if not vowels:
        raise problem_error("vowels", Message("edition_no_vowel", "names no vowel"))
    for key, target in written.fold.items():
        unknown = "".join(c for c in target.upper() if c not in codes)
        if unknown:
            raise _not_tiles(at("fold", key), unknown)
    return Edition(
        code=written.code,
        name=written.name,
        english_name=written.english_name or written.name,
        aliases=tuple(a.lower() for a in written.aliases),
        convention=written.coordinates,
        default_lexicon=written.lexicon or written.code,
        letters=tuple(letters),
        counts=tuple(counts),
        values=tuple(values),
        blanks=written.blanks,
        vowels=vowels,
        consonants=frozenset(i for i in range(1, len(letters)) if letters[i] not in written.vowels),
        fold_map=MappingProxyType(
            {(k.upper() if len(k.upper()) == 1 else k): v.upper() for k, v in written.fold.items()}
        ),
        ignored=frozenset(written.ignore),
        example=written.example,
        example_points=written.example_points,
    )


def parse_edition(text: str, source: str = "<edition>") -> Edition:
    """Read an edition from TOML text; an EditionError names the file, the line and the value
    refused (``fr.toml, line 31: tiles.A[0]: must be from 1 to 100, not 0``)."""
    try:
        return _edition(inputs.read(EditionFile, inputs.toml_document(text), ""))
    except InputError as exc:
        template, values = inputs.located(exc, source, text)
        raise EditionError("edition_invalid", template, **values) from None


def load_edition_file(path: Path) -> Edition:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise EditionError("edition_invalid", "{source}: cannot be read ({reason})", source=str(path),
            reason=str(exc)) from None
    return parse_edition(text, str(path))


def edition_codes() -> list[str]:
    """Codes of the bundled editions, sorted."""
    return sorted(p.stem for p in resource_path("editions").glob("*.toml"))


@cache
def _bundled_editions() -> tuple[Edition, ...]:
    """The bundled editions, read once (editions are immutable; a session's reopen loads
    one, and reading every file each time was a tenth of a reopen)."""
    return tuple(load_edition_file(resource_path("editions", f"{c}.toml")) for c in edition_codes())


def load_edition(name: str) -> Edition:
    """Load a bundled edition by code (``fr``), English name or alias (``french``)."""
    key = name.strip().lower()
    editions = _bundled_editions()
    for edition in editions:
        if key in (edition.code, edition.english_name.lower(), *edition.aliases):
            return edition
    known = tuple(Message("edition_choice", "{code} ({name})", code=e.code, name=e.label) for e in editions)
    raise EditionError("unknown_edition", "unknown edition {name}; known editions: {known}",
        name=repr(name), known=known)
