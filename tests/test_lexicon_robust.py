"""The word-list cache and odd list files: rebuilt with a notice, reported once, never a crash."""

from __future__ import annotations

import hashlib
import sys
import time
from array import array
from pathlib import Path

import pytest

from conftest import rack
from duplicate.rules.board import Board, Position
from duplicate.words.dawg import LAST, TARGET_SHIFT
from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import LexiconError, load_lexicon, read_word_list
from duplicate.words.search import best

from disk_helpers import read_only_folder

WORDS = ["CAT", "CATS", "DOG", "DOGS", "AT", "TA", "QI", "ACT", "TACO", "COAT"]


def _list(tmp_path: Path) -> Path:
    path = tmp_path / "small.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return path


def _rewrite_arcs(cache_file: Path, change) -> None:
    """Change the automaton of a cache file and give it a valid checksum again."""
    data = cache_file.read_bytes()
    body = data[:-32]
    meta_end = 8 + 4 + int.from_bytes(body[8:12], "little")
    arcs = array("I")
    arcs.frombytes(body[meta_end:])
    if sys.byteorder != "little":
        arcs.byteswap()
    change(arcs)
    if sys.byteorder != "little":
        arcs.byteswap()
    body = body[:meta_end] + arcs.tobytes()
    cache_file.write_bytes(body + hashlib.sha256(body).digest())


def _point_outside(arcs):
    arcs[1] = (arcs[1] & 0xFF) | ((len(arcs) + 5) << TARGET_SHIFT)


def _loop(arcs):
    last = len(arcs) - 1
    arcs[last] = (arcs[last] & 0xFF) | (last << TARGET_SHIFT)


def _bad_letter(arcs):
    arcs[2] = (arcs[2] & ~0x3F) | 0x3F


def _unclosed(arcs):
    arcs[-1] &= ~LAST


@pytest.mark.parametrize("damage", [_point_outside, _loop, _bad_letter, _unclosed])
def test_sound_checksum_unsound_automaton_is_rebuilt_with_a_notice(tmp_path, damage):
    english = load_edition("en")
    source = _list(tmp_path)
    cache = tmp_path / "cache"
    first = load_lexicon(english, source, cache_dir=cache)
    assert first.notices == ()
    (cache_file,) = cache.iterdir()
    good = cache_file.read_bytes()
    _rewrite_arcs(cache_file, damage)
    again = load_lexicon(english, source, cache_dir=cache)
    assert len(again.notices) == 1 and "compiled again" in again.notices[0].text
    assert set(WORDS) <= {w for w in WORDS if w in again} and "CATZ" not in again
    assert best(Position(english, Board(), rack(english, "CATSDOG")), again, 5)  # searchable
    assert cache_file.read_bytes() == good  # rewritten whole
    assert load_lexicon(english, source, cache_dir=cache).notices == ()


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
