"""The word-list cache and odd list files: rebuilt with a notice, reported once, never a crash."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import time
from array import array
from pathlib import Path

import pytest

from conftest import rack
from duplicate.rules.board import Board, Position
from duplicate.words.dawg import ACCEPTS, TARGET_SHIFT, build_arcs
from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import LexiconError, load_lexicon, read_word_list
from duplicate.words.search import best

from disk_helpers import read_only_folder

WORDS = ["CAT", "CATS", "DOG", "DOGS", "AT", "TA", "QI", "ACT", "TACO", "COAT",
         "DOGCATS", "DOGCARTS"]  # (words of 7 and 8 letters: the graph has alphagrams, the rack CATSDOG a bingo)


def _list(tmp_path: Path) -> Path:
    path = tmp_path / "small.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return path


def _rewrite_arcs(cache_file: Path, change) -> None:
    """Change the arcs of a cache file (the automaton, then the search graph's own when the
    file has one) and give it valid checksums again, as a crafted file would have."""
    from duplicate.words import lexicon as lexicon_module

    data = bytearray(cache_file.read_bytes())
    header = lexicon_module._HEADER
    meta_len = int.from_bytes(data[8:12], "little")
    meta = json.loads(data[header : header + meta_len])
    start = header + meta_len
    count = meta["arcs"] + meta["graph_arcs"]
    arcs = array("I")
    arcs.frombytes(bytes(data[start : start + 4 * count]))
    change(arcs)
    data[start : start + 4 * count] = arcs.tobytes()
    data[12:header] = hashlib.sha256(data[header : start + 4 * meta["arcs"]]).digest()
    if meta["graph_arcs"]:
        from duplicate.words import _search

        data[-8:] = _search.checksum(bytes(data[:-8])).to_bytes(8, "little")
    cache_file.write_bytes(bytes(data))


FAR = (1 << 24) - 1  # the farthest arc a target can name: 64 MB past a small graph's arcs


def _point_outside(arcs):
    arcs[1] = (arcs[1] & 0xFF) | (FAR << TARGET_SHIFT)


def _loop(arcs):
    last = len(arcs) - 2
    arcs[last] = (arcs[last] & 0xFF) | (last << TARGET_SHIFT)


def _bad_letter(arcs):
    arcs[2] = (arcs[2] & ~0x3F) | 0x3F


def _graph_outside(arcs):
    for i in range(len(arcs) - 12, len(arcs)):
        arcs[i] = (arcs[i] & 0xFF) | ((FAR - i) << TARGET_SHIFT)


def _graph_loops(arcs):
    for i in range(len(arcs) // 2, len(arcs)):
        arcs[i] = (arcs[i] & 0x3F) | (i << TARGET_SHIFT)


def _alphagrams_loop(arcs):
    """The alphagrams (reached from the arc before the last) lead back to their own root, every
    arc: a walk over them that did not stop at eight letters would never end."""
    root = arcs[len(arcs) - 2] >> TARGET_SHIFT
    assert arcs[len(arcs) - 2] & 0x3F == 0x3F and 0 < root < len(arcs) - 2  # the marked arc is there
    for i in range(root, len(arcs) - 2):
        arcs[i] = (arcs[i] & 0xFF) | (root << TARGET_SHIFT) | ACCEPTS


def _alphagrams_outside(arcs):
    """The marked arc leads past the end of the graph."""
    arcs[len(arcs) - 2] = (arcs[len(arcs) - 2] & 0xFF) | (FAR << TARGET_SHIFT)


SEARCH_CRAFTED = """
import sys
from duplicate.base.errors import DuplicateError
from duplicate.rules.board import Board, Position, Rack
from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.words.search import WALKS, best
english = load_edition("en")
from pathlib import Path
lexicon = load_lexicon(english, sys.argv[1], cache_dir=Path(sys.argv[2]))
print(len(lexicon.notices))
for walk in sorted(WALKS):
    for rack in ("CATSDOG", "AT??QI"):
        position = Position(english, Board(), Rack.of(english.letter_code(c) if c != "?" else 0 for c in rack))
        try:
            best(position, lexicon, 5, walk=walk)
        except DuplicateError as exc:
            print(walk, "refused:", exc)
print("searched")
"""


@pytest.mark.parametrize("damage", [_point_outside, _loop, _bad_letter, _graph_outside, _graph_loops,
                                    _alphagrams_loop, _alphagrams_outside])
def test_a_crafted_cache_is_trusted_yet_never_crashes_a_search(tmp_path, damage):
    """The automaton is checked once, when it is built; afterwards a cache file whose checksums
    hold is trusted (checking every arc cost more than the rest of the load). A file crafted
    with valid checksums and arcs leading outside the graph or round in circles may give
    wrong words, but each walk reads only inside the graph and ends: the compiled one bounds
    every read, the pure one turns a read outside into a clear error."""
    english = load_edition("en")
    source = _list(tmp_path)
    cache = tmp_path / "cache"
    load_lexicon(english, source, cache_dir=cache)
    (cache_file,) = cache.iterdir()
    _rewrite_arcs(cache_file, damage)
    run = subprocess.run([sys.executable, "-c", SEARCH_CRAFTED, str(source), str(cache)], capture_output=True,
                         text=True, timeout=120, cwd=tmp_path,
                         env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1])})
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0] == "0", "a file whose checksums hold is read as it is"
    assert lines[-1] == "searched"
    assert all("is damaged: delete the files of the cache folder" in line for line in lines[1:-1])


def test_an_unsound_automaton_is_never_cached(tmp_path, monkeypatch):
    from duplicate.words import lexicon as lexicon_module

    def unsound_build(words, progress=None, cancel=None):
        arcs = build_arcs(words, progress, cancel)
        _point_outside(arcs)
        return arcs

    monkeypatch.setattr(lexicon_module, "build_arcs", unsound_build)
    cache = tmp_path / "cache"
    with pytest.raises(LexiconError, match="unsound automaton .*points outside.*not cached"):
        load_lexicon(load_edition("en"), _list(tmp_path), cache_dir=cache)
    assert not cache.exists() or not list(cache.iterdir())


def test_a_truncated_cache_line_is_rebuilt_with_a_notice(tmp_path):
    english = load_edition("en")
    source = _list(tmp_path)
    cache = tmp_path / "cache"
    load_lexicon(english, source, cache_dir=cache)
    (cache_file,) = cache.iterdir()
    good = cache_file.read_bytes()
    for damaged in (good[:-1], good[:-9], good[: len(good) - 4 * 10], good[:-1] + bytes([good[-1] ^ 1]),
                    good[:-20] + bytes([good[-20] ^ 0x80]) + good[-19:]):
        cache_file.write_bytes(damaged)
        again = load_lexicon(english, source, cache_dir=cache)
        assert len(again.notices) == 1 and "compiled again" in again.notices[0].text
        assert "CATS" in again and "CATZ" not in again
        assert best(Position(english, Board(), rack(english, "CATSDOG")), again, 5)
        assert cache_file.read_bytes() == good  # rewritten whole


def test_read_only_cache_folder_is_reported(tmp_path):
    english = load_edition("en")
    with read_only_folder(tmp_path / "ro") as folder:
        lexicon = load_lexicon(english, _list(tmp_path), cache_dir=folder / "cache")
        assert "CATS" in lexicon
        (notice,) = lexicon.notices
        assert notice.text.startswith("cannot write the cache") and "compiled each time, about" in notice.text


def test_read_only_cache_folder_reported_by_the_cli(tmp_path):
    import os
    import subprocess

    repo = Path(__file__).resolve().parents[1]
    with read_only_folder(tmp_path / "ro") as folder:
        env = {**os.environ, "DUPLICATE_SCRABBLE_CACHE": str(folder), "PYTHONPATH": str(repo)}
        result = subprocess.run(
            [sys.executable, "-m", "duplicate", "score", "--edition", "en", "--lexicon", str(_list(tmp_path)),
             "/".join(["15"] * 15) + " CATSDOG/ 0/0 0", "8G CATS"],
            capture_output=True, text=True, env=env, cwd=repo, timeout=60,
        )
    assert result.returncode == 0, result.stderr
    assert result.stderr.count("cannot write the cache") == 1


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_with_a_byte_order_mark_is_read(tmp_path, encoding):
    english = load_edition("en")
    utf8 = read_word_list(_list(tmp_path), english, "small")
    path = tmp_path / "utf16.txt"
    bom = {"utf-16-le": b"\xff\xfe", "utf-16-be": b"\xfe\xff"}.get(encoding, b"")
    path.write_bytes(bom + "\r\n".join(WORDS).encode(encoding))
    assert read_word_list(path, english, "small").identity == utf8.identity


def test_utf16_without_a_mark_and_utf32_are_refused_by_name(tmp_path):
    english = load_edition("en")
    path = tmp_path / "list.txt"
    path.write_bytes("\n".join(WORDS).encode("utf-16-le"))
    with pytest.raises(LexiconError, match="UTF-16.*save it as UTF-8"):
        read_word_list(path, english)
    path.write_bytes("\n".join(WORDS).encode("utf-32"))
    with pytest.raises(LexiconError, match="UTF-32 text: save it as UTF-8"):
        read_word_list(path, english)


def test_endless_file_refused_at_once(tmp_path):
    started = time.monotonic()
    with pytest.raises(LexiconError, match="not a word list file"):  # a device: refused before reading
        load_lexicon(load_edition("en"), "/dev/zero", cache_dir=tmp_path)
    assert time.monotonic() - started < 10
