"""Word lists: reading any user list, the bundled lists, their identity, and the cache.

A list is identified by its name and the SHA-256 of its normalised content (the sorted,
unique words joined by newlines), so a session can record exactly which list it used.
Reading folds every word with the edition's rules; words with letters the edition has no
tile for, or longer than 15 letters, are skipped and reported, never a crash.

The compiled automaton is cached in the user's cache folder, keyed by the SHA-256 of the
file's bytes (cheap to compute) and the edition; the cache file carries its own checksum,
so a truncated or corrupt file is detected and rebuilt (with a notice, ``Lexicon.notices``),
never trusted. The automaton is checked to be sound (every arc leads inside it, every
letter is the edition's) once, when it is built, before it is written: a file whose checksum
holds is the one written, and is read without checking every arc again (that check cost
more than the rest of the load). A cache folder that cannot be written is reported too (the
list is then compiled on every load).

Where the compiled search is installed, the cache also holds the list's search graph (the
automaton, its GADDAG and the alphagrams of its words of 7 and 8 letters,
``duplicate.words._search.build_gaddag``) after the automaton, with its own fast checksum;
it is built when missing or damaged. ``CACHE_FORMAT`` is in the file's name: a version that
lays the graph out anew raises it; it builds each list's file again once, then removes the
files older versions wrote for that list.
"""

from __future__ import annotations

import gzip
import codecs
import functools
import hashlib
import io
import json
import mmap
import os
import stat
import sys
import tempfile
import threading
import time
import zlib
from array import array
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from duplicate.rules.board import SIZE
from duplicate.words.dawg import LAST, LETTER_BITS, TARGET_SHIFT, Cancelled, CancelCheck, Dawg, Progress, build_arcs
from duplicate.rules.edition import Edition
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, Message, fill, parse_text
from duplicate.base.resources import resource_path

try:  # the compiled search, when the package was built with a C compiler (typed by _search.pyi)
    from duplicate.words import _search

    _HAVE_COMPILED = True
except ImportError:  # pragma: no cover - the pure-Python installation
    _HAVE_COMPILED = False

CACHE_FORMAT = 3
_MAGIC = b"DUPKWG03"
#: How many skipped words a report quotes.
EXAMPLES = 5
#: Largest word list read, compressed or not (the biggest published lists are about 5 MB).
MAX_LIST_BYTES = 50_000_000


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

    def summary(self) -> Message:
        """The words kept and, when some were skipped, why (one whole sentence per case)."""
        values = {"n": self.words, "letters": self.skipped_letters, "length": self.skipped_length,
                  "size": SIZE, "examples": tuple(self.examples)}
        if self.skipped_letters and self.skipped_length:
            return Message("read_report", "%n word(s); skipped {letters} with letters that are no tiles; {length} "
                                          "shorter than 2 or longer than {size} letters (e.g. {examples})", **values)
        if self.skipped_letters:
            return Message("read_report", "%n word(s); skipped {letters} with letters that are no tiles "
                                          "(e.g. {examples})", **values)
        if self.skipped_length:
            return Message("read_report", "%n word(s); skipped {length} shorter than 2 or longer than {size} "
                                          "letters (e.g. {examples})", **values)
        return Message("read_report", "%n word(s)", **values)


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


def _too_big(path: Path) -> LexiconError:
    return LexiconError("too_big", "the word list {path} is larger than {max_list_bytes} MB: it cannot be a word list",
        path=path, max_list_bytes=MAX_LIST_BYTES // 1000000)


def _read_bytes(path: Path) -> bytes:
    """The bytes of a regular file, refused at once past MAX_LIST_BYTES. Anything else (a
    folder, a device, a pipe without a writer, a socket) is refused before a byte is read:
    opened without waiting, so a FIFO never blocks."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise LexiconError("unreadable", "cannot read the word list {path}: {value}",
            path=path, value=exc.strerror or exc) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise LexiconError("unreadable", "{path} is a folder, not a word list", path=path)
        if not stat.S_ISREG(info.st_mode):
            raise LexiconError("not_a_file", "{path} is not a word list file (a device, a pipe or a socket): give the "
                               "path of a word list", path=path)
        if info.st_size > MAX_LIST_BYTES:
            raise _too_big(path)
        os.set_blocking(fd, True)
        with os.fdopen(fd, "rb") as handle:
            fd = -1
            raw = handle.read(MAX_LIST_BYTES + 1)
    except OSError as exc:
        raise LexiconError("unreadable", "cannot read the word list {path}: {value}",
            path=path, value=exc.strerror or exc) from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > MAX_LIST_BYTES:
        raise _too_big(path)
    return raw


def _mapped(path: Path, limit: int) -> mmap.mmap | None:
    """The regular file ``path`` mapped read-only in memory (its pages shared with the
    system's file cache: nothing is copied), or None when it cannot be (not a regular file,
    empty, larger than ``limit``, or no memory mapping here). The mapping lives as long as
    something holds it; the cache is only ever replaced whole, never rewritten in place."""
    try:  # opened without waiting: a pipe without a writer must not block (it is refused later)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode) or not 0 < status.st_size <= limit:
            return None
        return mmap.mmap(fd, 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError):
        return None
    finally:
        os.close(fd)


def _source_contents(path: Path) -> bytes | mmap.mmap:
    """The list file's bytes (mapped when it can be, to hash it without copying it)."""
    mapped = _mapped(path, MAX_LIST_BYTES)
    return mapped if mapped is not None else _read_bytes(path)


def _decompress(raw: bytes, path: Path) -> bytes:
    """The text of a list file, gunzipped when it starts with the gzip magic bytes."""
    if raw[:2] == b"\x1f\x8b":
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(raw)) as unpacked:
                raw = unpacked.read(MAX_LIST_BYTES + 1)
        except (OSError, EOFError, zlib.error) as exc:
            raise LexiconError("unreadable", "the word list {path} is a damaged gzip file ({reason})",
                path=path, reason=exc) from None
        if len(raw) > MAX_LIST_BYTES:
            raise _too_big(path)
    return raw


def _decode(raw: bytes, name: str) -> str:
    """The list's text: UTF-8 (a BOM is allowed) or UTF-16 with its byte-order mark."""
    if raw.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        raise LexiconError("not_utf8", "{name} is UTF-32 text: save it as UTF-8", name=name)
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError:
            raise LexiconError("not_utf8", "{name} is damaged UTF-16 text: save it as UTF-8", name=name) from None
    if b"\x00" in raw:
        even, odd = raw[0::2], raw[1::2]
        if raw.count(0) * 3 >= len(raw) and (even.count(0) * 4 >= len(even) * 3 or odd.count(0) * 4 >= len(odd) * 3):
            raise LexiconError("not_utf8", "{name} looks like UTF-16 text without a byte-order mark: save it as UTF-8",
                name=name)
        raise LexiconError("binary", "{name} is not a text file (it contains NUL bytes)", name=name)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise LexiconError("not_utf8", "{name} is not UTF-8 text (byte {start} cannot be decoded): save it as UTF-8",
            name=name, start=exc.start) from None


def parse_word_list(raw: bytes, edition: Edition, name: str) -> WordList:
    """Normalise the text of a word list (see the module docstring for the rules)."""
    text = _decode(raw, name)
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
        raise LexiconError("empty", "{name} holds no usable {edition} words",
            name=name, edition=edition.label)
    report = ReadReport(lines, len(words), bad_letters, bad_length, tuple(examples))
    return WordList(name, edition, tuple(sorted(words)), report)


def read_word_list(path: str | Path, edition: Edition, name: str | None = None) -> WordList:
    """Read a UTF-8 (optionally gzipped) word list file."""
    path = Path(path)
    return _parse_file(path, _read_bytes(path), edition, name)


def _parse_file(path: Path, raw: bytes, edition: Edition, name: str | None) -> WordList:
    label = name or path.name.removesuffix(".gz").removesuffix(".txt")
    return parse_word_list(_decompress(raw, path), edition, label)


@functools.cache
def _bundled_digests(folder: Path) -> dict[str, str]:
    """The SHA-256 of each bundled list, as the ``SHA256SUMS`` file shipped beside them says."""
    try:
        lines = (folder / "SHA256SUMS").read_text(encoding="utf-8").splitlines()
    except OSError:
        return {}
    return {name: digest for digest, name in (line.split() for line in lines if len(line.split()) == 2)}


def _bundled_digest(source: Path) -> str | None:
    """The SHA-256 of a bundled list from ``SHA256SUMS`` (the tests check it is the file's):
    the cache is found without reading and hashing the list, a megabyte or two."""
    return _bundled_digests(source.parent).get(source.name)


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
        #: What the user should know about this load (a damaged cache rebuilt, a cache
        #: folder that cannot be written); shown once by whoever loaded the list.
        self.notices: tuple[Message, ...] = ()  # said to the user (duplicate.errors.Message)
        self._codes = {letter: i for i, letter in enumerate(edition.letters) if i}
        self._single_letters = all(len(letter) == 1 for letter in self._codes)
        self._graph: memoryview | None = None
        self._cross_cache: _search.CrossCache | None = None
        self._graph_lock = threading.Lock()

    def search_graph(self) -> tuple[memoryview, _search.CrossCache]:
        """What the compiled search reads: the automaton with its GADDAG (read from the cache
        by ``load_lexicon``; built here, once, for a list made in memory), and the cache of
        cross-check masks its searches share. Needs the compiled search."""
        graph, cross = self._graph, self._cross_cache
        if graph is None or cross is None:
            if not _HAVE_COMPILED:
                raise RuntimeError("the compiled search is not installed")
            with self._graph_lock:
                if self._graph is None:
                    self._graph = memoryview(_search.build_gaddag(self.dawg.arcs))
                if self._cross_cache is None:
                    self._cross_cache = _search.CrossCache()
                graph, cross = self._graph, self._cross_cache
        return graph, cross

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

    def has_tiles(self, codes: tuple[int, ...]) -> bool:
        """Whether the list holds the word of these tile codes (how a move's words are checked:
        a C tile and an H tile do not spell the CH tile's words)."""
        return codes in self.dawg

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        upper = word.upper()
        try:
            if self._single_letters:
                codes = tuple(self._codes[c] for c in upper)
            else:  # an edition with tiles of several letters (a CH tile): read as the list was
                codes = tuple(self._codes[t.upper()] for t in self.edition.tokenize(upper))
        except KeyError:
            return False
        return codes in self.dawg

    def __len__(self) -> int:
        return self.word_count

    def __repr__(self) -> str:
        return f"Lexicon({self.identity.name!r}, {self.word_count} words, {self.edition.code})"


def _cache_file(cache_dir: Path, raw_sha: str, edition: Edition) -> Path:
    return cache_dir / f"{edition.code}-{raw_sha[:32]}-v{CACHE_FORMAT}.kwg"


def _remove_older_versions(cache_dir: Path, raw_sha: str, edition: Edition) -> None:
    """Once this version's cache file of a list is written, the files older versions wrote for
    the same list (3 to 12 MB each) go: nothing reads them any more. One that cannot be
    removed (another program still has it open, on Windows) is left for the next time."""
    for version in range(1, CACHE_FORMAT):
        try:
            (cache_dir / f"{edition.code}-{raw_sha[:32]}-v{version}.kwg").unlink(missing_ok=True)
        except OSError:
            pass


def _write_atomically(path: Path, data: bytes) -> None:
    """A temporary file in the same folder, flushed, then renamed: never half a file."""
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


def _little_endian(arcs: array[int] | memoryview) -> bytes:
    copy = array("I", arcs)
    if sys.byteorder != "little":
        copy.byteswap()
    return copy.tobytes()


def write_cache(path: Path, lexicon: Lexicon, graph: array[int] | memoryview | None = None) -> None:
    """Write the cache file of ``lexicon`` atomically, with its search ``graph`` when given.

    The automaton is checked to be sound first (see the module docstring). The file holds:
    the magic, the description's length, the SHA-256 of the description and the automaton,
    the description (JSON, padded so the arcs start on a multiple of 16 bytes), the
    automaton's arcs, then, when there is a search graph, the arcs it adds after the
    automaton's and a fast checksum (``_search.checksum``) of everything before it.
    """
    try:
        _check_arcs(lexicon.dawg.arcs, len(lexicon.edition.letters))
    except _DamagedCache as exc:
        raise LexiconError("unsound", "the word list {name} was compiled into an unsound automaton ({reason}): it "
                           "was not cached", name=lexicon.identity.name, reason=str(exc)) from None
    dawg = _little_endian(lexicon.dawg.arcs)
    extra = b""
    if graph is not None:
        if not _HAVE_COMPILED:
            raise RuntimeError("the compiled search is not installed")
        if bytes(memoryview(graph)[: len(lexicon.dawg.arcs)].cast("B")) != bytes(memoryview(lexicon.dawg.arcs).cast("B")):
            raise ValueError("the search graph is not this word list's")
        extra = _little_endian(memoryview(graph)[len(lexicon.dawg.arcs) :])
    meta = json.dumps(
        {
            "name": lexicon.identity.name,
            "sha256": lexicon.identity.sha256,
            "words": lexicon.word_count,
            "edition": lexicon.edition.code,
            "letters": list(lexicon.edition.letters),
            "arcs": len(dawg) // 4,
            "graph_arcs": len(extra) // 4,
        }
    ).encode("utf-8")
    meta += b" " * (-(_HEADER + len(meta)) % 16)
    head = _MAGIC + len(meta).to_bytes(4, "little") + hashlib.sha256(meta + dawg).digest()
    body = head + meta + dawg + extra
    if extra:
        body += _search.checksum(body).to_bytes(8, "little")
    _write_atomically(path, body)


_LETTER_OF_BYTE = bytes(b & LETTER_BITS for b in range(256))
#: Magic, the description's length, the SHA-256 of the description and the automaton.
_HEADER = len(_MAGIC) + 4 + 32
#: Largest description read (a few hundred bytes are written).
_MAX_META = 1 << 16


class _DamagedCache(Exception):
    """A cache file that exists but cannot be trusted; the message says why."""


def _check_arcs(arcs: array[int] | memoryview, letters: int) -> None:
    """Raise _DamagedCache unless ``arcs`` is an automaton the search can walk safely.

    As ``_pack`` lays them out, every arc leads to arcs before itself (so no walk loops or
    leaves the array), the last arc closes its state, and each letter is one of the
    edition's. About 30 ms for the largest bundled list: done once, before the automaton
    is cached (the cache's checksum vouches for it afterwards).
    """
    count = len(arcs)
    if count < 2 or not arcs[-1] & LAST:
        raise _DamagedCache("the automaton is cut short")
    if not 0 < arcs[0] >> TARGET_SHIFT < count:
        raise _DamagedCache("the automaton's root is outside it")
    if not all(map(int.__lt__, (arc >> TARGET_SHIFT for arc in arcs[1:]), range(1, count))):
        raise _DamagedCache("an arc of the automaton points outside its place")
    low_bytes = arcs[1:].tobytes()[0 if sys.byteorder == "little" else 3 :: 4]
    codes = low_bytes.translate(_LETTER_OF_BYTE)
    if min(codes) < 1 or max(codes) >= letters:
        raise _DamagedCache("the automaton has letters the edition does not have")


@dataclass(frozen=True)
class _Cached:
    """What a cache file holds: the list, and its search graph when the file has one."""

    lexicon: Lexicon
    graph: memoryview | None


def _meta(data: bytes | mmap.mmap, edition: Edition) -> tuple[dict[str, object], int] | None:
    """The description of a cache file (and where its arcs start); None when it is another
    edition's; _DamagedCache when it cannot be read."""
    meta_len = int.from_bytes(data[len(_MAGIC) : len(_MAGIC) + 4], "little")
    if meta_len > _MAX_META or len(data) < _HEADER + meta_len:
        raise _DamagedCache("it is cut short or not a cache file")
    try:
        meta = json.loads(data[_HEADER : _HEADER + meta_len])
    except (ValueError, RecursionError) as exc:
        raise _DamagedCache(f"its description is not JSON ({exc})") from None
    if not isinstance(meta, dict):
        raise _DamagedCache("its description is not an object")
    if meta.get("edition") != edition.code or meta.get("letters") != list(edition.letters):
        return None
    name, sha, words = meta.get("name"), meta.get("sha256"), meta.get("words")
    counts = meta.get("arcs"), meta.get("graph_arcs")
    if not (isinstance(name, str) and isinstance(sha, str) and len(sha) == 64
            and all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in (words, *counts))
            and words and counts[0]):
        raise _DamagedCache("its description is incomplete")
    return meta, _HEADER + meta_len


def _load_cache(path: Path, edition: Edition) -> _Cached | None:
    """The cached list; None when absent or of another edition; _DamagedCache if damaged.

    With the compiled search, the whole file is read and its fast checksum vouches for it,
    the search graph included (the arcs are used where they lie in the file's bytes); a
    file without a graph (written by a pure-Python installation) is checked as the pure
    path does. Without it, only the description and the automaton are read, and their
    SHA-256 vouches for them.
    """
    data: bytes | mmap.mmap
    try:
        with path.open("rb") as handle:
            head = handle.read(_HEADER)
            if len(head) < _HEADER or not head.startswith(_MAGIC):
                raise _DamagedCache("it is cut short or not a cache file")
            if _HAVE_COMPILED:
                mapped = _mapped(path, 1 << 31)
                data = mapped if mapped is not None else head + handle.read()
                if data[:_HEADER] != head:
                    raise _DamagedCache("it changed while it was read")
            else:
                meta_len = min(int.from_bytes(head[len(_MAGIC) : len(_MAGIC) + 4], "little"), _MAX_META)
                data = head + handle.read(meta_len)
                found = _meta(data, edition)
                if found is None:
                    return None
                data += handle.read(4 * int(found[0]["arcs"]))  # type: ignore[call-overload]
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise _DamagedCache(f"it cannot be read ({exc.strerror or exc})") from None
    found = _meta(data, edition)
    if found is None:
        return None
    meta, start = found
    n_dawg, n_graph = int(meta["arcs"]), int(meta["graph_arcs"])  # type: ignore[call-overload]
    dawg_end = start + 4 * n_dawg
    if n_graph and _HAVE_COMPILED:
        if len(data) != dawg_end + 4 * n_graph + 8:
            raise _DamagedCache("it is cut short")
        if _search.checksum(memoryview(data)[:-8]) != int.from_bytes(data[-8:], "little"):
            raise _DamagedCache("its checksum does not match")
    else:
        if len(data) < dawg_end:
            raise _DamagedCache("it is cut short")
        if hashlib.sha256(memoryview(data)[_HEADER:dawg_end]).digest() != data[len(_MAGIC) + 4 : _HEADER]:
            raise _DamagedCache("its checksum does not match")
    graph: memoryview | None = None
    arcs: array[int] | memoryview
    if n_graph and _HAVE_COMPILED and sys.byteorder == "little":
        # the arcs are used where they lie in the file's bytes (mapped: nothing copied)
        graph = memoryview(data)[start : dawg_end + 4 * n_graph].cast("I")
        arcs = graph[:n_dawg]
    else:
        arcs = array("I")
        arcs.frombytes(data[start:dawg_end])
        if sys.byteorder != "little":
            arcs.byteswap()
        if n_graph and _HAVE_COMPILED:
            swapped = array("I")
            swapped.frombytes(data[start : dawg_end + 4 * n_graph])
            swapped.byteswap()
            graph = memoryview(swapped)
    if len(arcs) < 2 or not arcs[-1] & LAST:
        raise _DamagedCache("the automaton is cut short")
    lexicon = Lexicon(edition, Dawg(arcs), LexiconId(str(meta["name"]), str(meta["sha256"])), int(meta["words"]))  # type: ignore[call-overload]
    return _Cached(lexicon, graph)


#: The name kept in a session file for an edition's bundled list ("French default (fr)").
DEFAULT_LIST_NAME = QT_TRANSLATE_NOOP("engine", "{edition} default ({list})")


def lexicon_label(name: str) -> Message:
    """A word list's name as a message: an edition's bundled list is said in the reader's
    language ("liste par défaut (fr)"), any other list by its name as given."""
    values = parse_text(name, DEFAULT_LIST_NAME)
    if values is None:
        return Message("word_list", name)
    return Message("word_list", DEFAULT_LIST_NAME, edition=Message("edition", str(values["edition"])),
                   list=str(values["list"]))


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
    folder that cannot be written is not an error (the lexicon is simply not cached). Both
    a damaged entry and an unwritable folder leave a line in the lexicon's ``notices``.
    With the compiled search, a cache entry without the search graph gets one.
    """
    source = Path(path) if path is not None else bundled_lexicon_path(edition)
    if name is None and path is None:
        name = fill(DEFAULT_LIST_NAME, {"edition": edition.english_name, "list": edition.default_lexicon})
    raw_file: bytes | mmap.mmap | None = None
    raw_sha = _bundled_digest(source) if path is None else None
    if raw_sha is None:
        raw_file = _source_contents(source)
        raw_sha = hashlib.sha256(raw_file).hexdigest()
    folder = cache_dir or user_cache_dir()
    cache = _cache_file(folder, raw_sha, edition)
    notices: list[Message] = []
    try:
        cached = _load_cache(cache, edition)
    except _DamagedCache as exc:
        cached = None
        notices.append(Message("cache_damaged", "the cached copy of the word list was damaged ({reason}): it was "
                                                "compiled again", reason=str(exc)))
    if cached is not None and (cached.graph is not None or not _HAVE_COMPILED):
        if cached.graph is not None:
            cached.lexicon._graph = cached.graph
        if progress is not None:
            progress(1.0, "word list loaded")
        return cached.lexicon
    started = time.monotonic()
    if cached is not None:
        lexicon = cached.lexicon
    else:
        if progress is not None:
            progress(0.0, "reading the word list")
        if cancel is not None and cancel():
            raise Cancelled("loading the word list was cancelled")
        words = _parse_file(source, bytes(raw_file) if raw_file is not None else _read_bytes(source), edition, name)
        lexicon = Lexicon.from_word_list(words, progress, cancel)
    graph: array[int] | None = None
    if _HAVE_COMPILED:
        graph = _build_graph(lexicon, progress, cancel, 0.0 if cached is not None else 0.9)
        lexicon._graph = memoryview(graph)
    try:
        write_cache(cache, lexicon, graph)
        _remove_older_versions(folder, raw_sha, edition)
    except OSError as exc:
        seconds = max(1, round(time.monotonic() - started))
        notices.append(Message("cache_unwritable", "cannot write the cache in {folder} ({reason}): the list is "
                               "compiled each time, about {seconds} s", folder=folder, reason=exc.strerror or exc,
                               seconds=seconds))
    lexicon.notices = tuple(notices)
    if progress is not None:
        progress(1.0, "word list ready")
    return lexicon


def _build_graph(lexicon: Lexicon, progress: Progress | None, cancel: CancelCheck | None, done: float) -> array[int]:
    """The search graph of ``lexicon`` (a few seconds for the largest lists), reporting from
    the fraction ``done`` of the whole load to the end."""
    assert _HAVE_COMPILED

    def step(fraction: float) -> None:
        if cancel is not None and cancel():
            raise Cancelled("loading the word list was cancelled")
        if progress is not None:
            progress(done + (1.0 - done) * 0.99 * fraction, "building the search graph")

    step(0.0)
    graph: array[int] = _search.build_gaddag(lexicon.dawg.arcs, step)
    return graph


__all__ = [
    "DEFAULT_LIST_NAME",
    "lexicon_label",
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
