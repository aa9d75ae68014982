"""Word lists: reading any user list, the bundled lists, their identity, and the cache.

A list is identified by its name and the SHA-256 of its normalised content (the sorted,
unique words joined by newlines), so a session can record exactly which list it used.
Reading folds every word with the edition's rules; words with letters the edition has no
tile for, or longer than 15 letters, are skipped and reported, never a crash.

The compiled automaton is cached in the user's cache folder, keyed by the SHA-256 of the
file's bytes (cheap to compute) and the edition; the cache file carries its own checksum,
so a truncated or corrupt file is detected and rebuilt, never trusted.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import sys
import tempfile
import zlib
from array import array
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from duplicate.board import SIZE
from duplicate.dawg import Cancelled, CancelCheck, Dawg, Progress, build_arcs
from duplicate.edition import Edition
from duplicate.errors import DuplicateError
from duplicate.resources import resource_path

CACHE_FORMAT = 1
_MAGIC = b"DUPKWG01"
#: How many skipped words a report quotes.
EXAMPLES = 5


class LexiconError(DuplicateError):
    """A word list that cannot be used: unreadable, binary, empty."""


@dataclass(frozen=True)
class LexiconId:
    """What a session records to know which word list it was played with."""

    name: str
    sha256: str

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "sha256": self.sha256}


@dataclass(frozen=True)
class ReadReport:
    """What reading a list kept and skipped (with a few examples of each reason)."""

    lines: int = 0
    words: int = 0
    skipped_letters: int = 0
    skipped_length: int = 0
    examples: tuple[str, ...] = ()

    @property
    def skipped(self) -> int:
        return self.skipped_letters + self.skipped_length

    def summary(self) -> str:
        text = f"{self.words} words"
        if self.skipped:
            parts = []
            if self.skipped_letters:
                parts.append(f"{self.skipped_letters} with letters that are no tiles")
            if self.skipped_length:
                parts.append(f"{self.skipped_length} shorter than 2 or longer than {SIZE} letters")
            text += f"; skipped {'; '.join(parts)} (e.g. {', '.join(self.examples)})"
        return text


@dataclass(frozen=True)
class WordList:
    """A normalised word list: sorted unique words as tuples of letter codes."""

    name: str
    edition: Edition
    words: tuple[tuple[int, ...], ...]
    report: ReadReport = field(default_factory=ReadReport)

    @property
    def identity(self) -> LexiconId:
        return LexiconId(self.name, content_sha256(self.words, self.edition))


def content_sha256(words: Iterable[tuple[int, ...]], edition: Edition) -> str:
    """SHA-256 of the normalised content: the uppercase words sorted by code point (as
    ``LC_ALL=C sort`` orders UTF-8), each followed by a newline."""
    letters = edition.letters
    texts = sorted("".join(letters[c] for c in word) for word in words)
    return hashlib.sha256("".join(t + "\n" for t in texts).encode("utf-8")).hexdigest()


def _read_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as exc:
        raise LexiconError("unreadable", f"cannot read the word list {path}: {exc.strerror or exc}") from None


def _decompress(raw: bytes, path: Path) -> bytes:
    """The text of a list file, gunzipped when it starts with the gzip magic bytes."""
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError, zlib.error) as exc:
            raise LexiconError("unreadable", f"the word list {path} is a damaged gzip file ({exc})") from None
    return raw


def parse_word_list(raw: bytes, edition: Edition, name: str) -> WordList:
    """Normalise the text of a word list (see the module docstring for the rules)."""
    if b"\x00" in raw:
        raise LexiconError("binary", f"{name} is not a text file (it contains NUL bytes)")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise LexiconError(
            "not_utf8", f"{name} is not UTF-8 text (byte {exc.start} cannot be decoded): save it as UTF-8"
        ) from None
    codes = {letter: i for i, letter in enumerate(edition.letters) if i}
    single = all(len(letter) == 1 for letter in codes)
    words: set[tuple[int, ...]] = set()
    lines = bad_letters = bad_length = 0
    examples: list[str] = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        lines += 1
        token = stripped.split(None, 1)[0]
        folded = edition.fold(token).upper()
        try:
            word = tuple(codes[c] for c in folded) if single else tuple(
                codes[t.upper()] for t in edition.tokenize(folded)
            )
        except KeyError:
            bad_letters += 1
            if len(examples) < EXAMPLES:
                examples.append(token)
            continue
        if not 2 <= len(word) <= SIZE:
            bad_length += 1
            if len(examples) < EXAMPLES:
                examples.append(token)
            continue
        words.add(word)
    if not words:
        raise LexiconError("empty", f"{name} holds no usable {edition.english_name} words")
    report = ReadReport(lines, len(words), bad_letters, bad_length, tuple(examples))
    return WordList(name, edition, tuple(sorted(words)), report)


def read_word_list(path: str | Path, edition: Edition, name: str | None = None) -> WordList:
    """Read a UTF-8 (optionally gzipped) word list file."""
    path = Path(path)
    if path.is_dir():
        raise LexiconError("unreadable", f"{path} is a folder, not a word list")
    return _parse_file(path, _read_bytes(path), edition, name)


def _parse_file(path: Path, raw: bytes, edition: Edition, name: str | None) -> WordList:
    label = name or path.name.removesuffix(".gz").removesuffix(".txt")
    return parse_word_list(_decompress(raw, path), edition, label)


def bundled_lexicon_path(edition: Edition) -> Path:
    return resource_path("lexicons", f"{edition.default_lexicon}.txt.gz")


def user_cache_dir() -> Path:
    """The per-user cache folder (override with DUPLICATE_SCRABBLE_CACHE)."""
    override = os.environ.get("DUPLICATE_SCRABBLE_CACHE")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / "duplicate-scrabble" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "duplicate-scrabble"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "duplicate-scrabble"


class Lexicon:
    """A compiled word list: membership tests on words and the automaton the search walks."""

    def __init__(self, edition: Edition, dawg: Dawg, identity: LexiconId, word_count: int,
                 report: ReadReport | None = None) -> None:
        self.edition = edition
        self.dawg = dawg
        self.identity = identity
        self.word_count = word_count
        self.report = report
        self._codes = {letter: i for i, letter in enumerate(edition.letters) if i}

    @classmethod
    def from_word_list(cls, words: WordList, progress: Progress | None = None,
                       cancel: CancelCheck | None = None) -> Lexicon:
        arcs = build_arcs(words.words, progress, cancel)
        return cls(words.edition, Dawg(arcs), words.identity, len(words.words), words.report)

    @classmethod
    def from_words(cls, edition: Edition, words: Iterable[str], name: str = "words") -> Lexicon:
        """A lexicon from Python strings (tests, small lists)."""
        raw = "\n".join(words).encode("utf-8")
        return cls.from_word_list(parse_word_list(raw, edition, name))

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        try:
            codes = tuple(self._codes[c] for c in word.upper())
        except KeyError:
            return False
        return codes in self.dawg

    def __len__(self) -> int:
        return self.word_count

    def __repr__(self) -> str:
        return f"Lexicon({self.identity.name!r}, {self.word_count} words, {self.edition.code})"


def _cache_file(cache_dir: Path, raw_sha: str, edition: Edition) -> Path:
    return cache_dir / f"{edition.code}-{raw_sha[:32]}-v{CACHE_FORMAT}.kwg"


def write_cache(path: Path, lexicon: Lexicon) -> None:
    """Write atomically: a temporary file in the same folder, flushed, then renamed."""
    meta = json.dumps(
        {
            "name": lexicon.identity.name,
            "sha256": lexicon.identity.sha256,
            "words": lexicon.word_count,
            "edition": lexicon.edition.code,
            "letters": list(lexicon.edition.letters),
        }
    ).encode("utf-8")
    arcs = array("I", lexicon.dawg.arcs)
    if sys.byteorder != "little":
        arcs.byteswap()
    body = _MAGIC + len(meta).to_bytes(4, "little") + meta + arcs.tobytes()
    data = body + hashlib.sha256(body).digest()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_cache(path: Path, edition: Edition) -> Lexicon | None:
    """The cached lexicon, or None when the file is absent, foreign, truncated or corrupt."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    if len(data) < len(_MAGIC) + 4 + 32 or not data.startswith(_MAGIC):
        return None
    body, checksum = data[:-32], data[-32:]
    if hashlib.sha256(body).digest() != checksum:
        return None
    meta_len = int.from_bytes(body[len(_MAGIC) : len(_MAGIC) + 4], "little")
    meta_end = len(_MAGIC) + 4 + meta_len
    try:
        meta = json.loads(body[len(_MAGIC) + 4 : meta_end])
        if meta["edition"] != edition.code or meta["letters"] != list(edition.letters):
            return None
        arcs = array("I")
        arcs.frombytes(body[meta_end:])
        if sys.byteorder != "little":
            arcs.byteswap()
        identity = LexiconId(str(meta["name"]), str(meta["sha256"]))
        return Lexicon(edition, Dawg(arcs), identity, int(meta["words"]))
    except (ValueError, KeyError, TypeError):
        return None


def load_lexicon(
    edition: Edition,
    path: str | Path | None = None,
    *,
    name: str | None = None,
    cache_dir: Path | None = None,
    progress: Progress | None = None,
    cancel: CancelCheck | None = None,
) -> Lexicon:
    """Load a word list (the edition's bundled one by default), from the cache when valid.

    A missing or damaged cache entry is rebuilt from the list and written again; a cache
    folder that cannot be written is not an error (the lexicon is simply not cached).
    """
    source = Path(path) if path is not None else bundled_lexicon_path(edition)
    if name is None and path is None:
        name = f"{edition.english_name} default ({edition.default_lexicon})"
    if source.is_dir():
        raise LexiconError("unreadable", f"{source} is a folder, not a word list")
    raw_file = _read_bytes(source)
    raw_sha = hashlib.sha256(raw_file).hexdigest()
    folder = cache_dir or user_cache_dir()
    cache = _cache_file(folder, raw_sha, edition)
    cached = read_cache(cache, edition)
    if cached is not None:
        if progress is not None:
            progress(1.0, "word list loaded")
        return cached
    if progress is not None:
        progress(0.0, "reading the word list")
    if cancel is not None and cancel():
        raise Cancelled("loading the word list")
    words = _parse_file(source, raw_file, edition, name)
    lexicon = Lexicon.from_word_list(words, progress, cancel)
    try:
        write_cache(cache, lexicon)
    except OSError:
        pass
    if progress is not None:
        progress(1.0, "word list ready")
    return lexicon


__all__ = [
    "Cancelled",
    "Lexicon",
    "LexiconError",
    "LexiconId",
    "ReadReport",
    "WordList",
    "bundled_lexicon_path",
    "load_lexicon",
    "parse_word_list",
    "read_word_list",
    "user_cache_dir",
]
