"""Word lists: the bundled lists stay exactly the published lists, user lists are read
forgivingly, and the compiled cache is never trusted when damaged."""

from __future__ import annotations

import gzip
import hashlib
import threading
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from duplicate.words.dawg import ACCEPTS, TARGET_SHIFT, Cancelled, Dawg, build_arcs, find_arc
from duplicate.rules.edition import edition_codes, load_edition
from duplicate.words.lexicon import Lexicon, LexiconError, bundled_lexicon_path, load_lexicon, parse_word_list, read_word_list
from duplicate.base.resources import resource_path

SHARED_SUMS = Path(__file__).resolve().parents[1].parent / "shared" / "lexicons" / "SHA256SUMS"


def _sums(path: Path) -> dict[str, str]:
    return {name: digest for digest, name in (line.split() for line in path.read_text().splitlines() if line)}


@pytest.fixture(scope="session")
def cache_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("lexicon-cache")


def test_bundled_files_are_the_published_lists() -> None:
    shipped = _sums(resource_path("lexicons", "SHA256SUMS"))
    assert set(shipped) == {f"{code}.txt.gz" for code in edition_codes()}
    if SHARED_SUMS.exists():
        assert shipped == _sums(SHARED_SUMS)
    for name, digest in shipped.items():
        assert hashlib.sha256(resource_path("lexicons", name).read_bytes()).hexdigest() == digest, name
    for code in edition_codes():
        assert bundled_lexicon_path(load_edition(code)).name in shipped
        assert any(p.name.startswith(code) for p in resource_path("lexicons", "licenses").iterdir())


@pytest.mark.parametrize("code", ["en", "fr", "de", "nl", "nb"])
def test_compiled_list_holds_exactly_the_bundled_words(code: str, cache_dir: Path) -> None:
    edition = load_edition(code)
    text = gzip.decompress(bundled_lexicon_path(edition).read_bytes()).decode("utf-8")
    expected = hashlib.sha256(("\n".join(sorted(set(text.split()))) + "\n").encode()).hexdigest()
    lexicon = load_lexicon(edition, cache_dir=cache_dir)
    # the identity is the checksum of the sorted words ...
    assert lexicon.identity.sha256 == expected
    # ... and the automaton really holds those words, no more, no fewer
    held = sorted("".join(edition.letters[c] for c in word) for word in lexicon.dawg.words())
    assert hashlib.sha256("".join(w + "\n" for w in held).encode()).hexdigest() == expected
    assert len(lexicon) == len(set(text.split()))
    # reloading from the cache gives the same identity
    assert load_lexicon(edition, cache_dir=cache_dir).identity == lexicon.identity


def test_user_list_rules(tmp_path: Path) -> None:
    french = load_edition("fr")
    path = tmp_path / "mine.txt"
    path.write_text(
        "# my club's list\n\n"
        "été\n"
        "Ça  some comment\n"
        "   coeur\n"
        "noël\n"
        "ANTICONSTITUTIONNELLEMENT\n"  # 25 letters: too long
        "smørbrød\n"  # ø is no French tile
        "a\n"  # one letter: no word
        "ÉTÉ\n",
        encoding="utf-8",
    )
    words = read_word_list(path, french)
    texts = {"".join(french.letters[c] for c in w) for w in words.words}
    assert texts == {"ETE", "CA", "COEUR", "NOEL"}
    assert words.report.skipped_length == 2
    assert words.report.skipped_letters == 1
    assert "smørbrød" in words.report.examples
    assert "skipped" in words.report.summary().text


def test_identity_depends_only_on_the_normalised_words(tmp_path: Path) -> None:
    english = load_edition("en")
    a = tmp_path / "a.txt"
    b = tmp_path / "b.txt.gz"
    a.write_text("zebra\nApple\n# c\napple\n", encoding="utf-8")
    b.write_bytes(gzip.compress("APPLE x\nZEBRA\n".encode()))
    first = read_word_list(a, english, "club").identity
    second = read_word_list(b, english, "club").identity
    assert first == second
    assert first.sha256 == hashlib.sha256(b"APPLE\nZEBRA\n").hexdigest()
    c = tmp_path / "c.txt"
    c.write_text("APPLE\nZEBRAS\n", encoding="utf-8")
    assert read_word_list(c, english, "club").identity != first


@pytest.mark.parametrize(
    "content, code",
    [
        (b"\x00\x01\x02binary\x00", "binary"),
        ("café\n".encode("latin-1"), "not_utf8"),
        (b"", "empty"),
        (b"# only a comment\n\n", "empty"),
        (b"123\n!!!\n", "empty"),
    ],
)
def test_bad_files_give_clear_errors(tmp_path: Path, content: bytes, code: str) -> None:
    path = tmp_path / "list.txt"
    path.write_bytes(content)
    with pytest.raises(LexiconError) as info:
        read_word_list(path, load_edition("en"))
    assert info.value.code == code
    assert "list" in info.value.message


def test_missing_folder_and_damaged_gzip(tmp_path: Path) -> None:
    english = load_edition("en")
    with pytest.raises(LexiconError, match="cannot read"):
        load_lexicon(english, tmp_path / "absent.txt", cache_dir=tmp_path)
    with pytest.raises(LexiconError, match="folder"):
        load_lexicon(english, tmp_path, cache_dir=tmp_path)
    broken = tmp_path / "broken.txt.gz"
    whole = gzip.compress(b"WORD\n" * 100)
    broken.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(LexiconError, match="damaged gzip"):
        load_lexicon(english, broken, cache_dir=tmp_path)


def _small_list(tmp_path: Path) -> Path:
    path = tmp_path / "small.txt"
    path.write_text("\n".join(["CAT", "CATS", "DOG", "DOGS", "AT", "TA", "QI"]), encoding="utf-8")
    return path


def test_cache_is_reused_and_damage_is_rebuilt(tmp_path: Path) -> None:
    english = load_edition("en")
    source = _small_list(tmp_path)
    cache = tmp_path / "cache"
    stages: list[str] = []
    first = load_lexicon(english, source, cache_dir=cache, progress=lambda f, s: stages.append(s))
    files = list(cache.iterdir())
    assert len(files) == 1 and files[0].suffix == ".kwg"
    assert any("building" in s for s in stages)

    stages.clear()
    again = load_lexicon(english, source, cache_dir=cache, progress=lambda f, s: stages.append(s))
    assert not any("building" in s for s in stages)
    assert again.identity == first.identity and "CATS" in again

    data = files[0].read_bytes()
    for damaged in (data[: len(data) // 2], data[:-1], data[:40] + bytes([data[40] ^ 0xFF]) + data[41:], b"junk"):
        files[0].write_bytes(damaged)
        stages.clear()
        rebuilt = load_lexicon(english, source, cache_dir=cache, progress=lambda f, s: stages.append(s))
        assert any("building" in s for s in stages), "a damaged cache file was trusted"
        assert rebuilt.identity == first.identity and "DOGS" in rebuilt and "DOGZ" not in rebuilt
        assert files[0].read_bytes() == data  # rewritten whole
    assert [p.name for p in cache.iterdir()] == [files[0].name]  # no temporary files left


def test_an_older_version_s_cache_file_of_the_list_goes_when_this_one_is_written(tmp_path: Path) -> None:
    """A new version lays the search graph out anew (``CACHE_FORMAT``): it builds its own file
    once, and the older versions' files of that list, which nothing reads any more, go; another
    list's files and other files stay."""
    from duplicate.words.lexicon import CACHE_FORMAT

    english = load_edition("en")
    source = _small_list(tmp_path)
    cache = tmp_path / "cache"
    load_lexicon(english, source, cache_dir=cache)
    (current,) = cache.iterdir()
    older = [current.with_name(current.name.replace(f"-v{CACHE_FORMAT}.", f"-v{v}.")) for v in range(1, CACHE_FORMAT)]
    assert older and all(p != current for p in older)
    kept = [cache / ("fr" + current.name[2:].replace(f"-v{CACHE_FORMAT}.", "-v1.")), cache / "notes.txt"]
    for path in older + kept:
        path.write_bytes(b"an older version's file")
    current.unlink()
    assert "CATS" in load_lexicon(english, source, cache_dir=cache)  # built again, written
    assert sorted(p.name for p in cache.iterdir()) == sorted([current.name] + [p.name for p in kept])
    for path in older:  # while this version's file is there, they are left alone
        path.write_bytes(b"an older version's file")
    load_lexicon(english, source, cache_dir=cache)
    assert all(p.exists() for p in older)


def test_cache_for_another_edition_is_not_used(tmp_path: Path) -> None:
    source = tmp_path / "words.txt"
    source.write_text("ETE\nAS\n", encoding="utf-8")
    cache = tmp_path / "cache"
    french = load_lexicon(load_edition("fr"), source, cache_dir=cache)
    english = load_lexicon(load_edition("en"), source, cache_dir=cache)
    assert french.edition.code == "fr" and english.edition.code == "en"
    assert len(list(cache.iterdir())) == 2


def test_cache_path_that_is_a_file_is_not_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    lexicon = load_lexicon(load_edition("en"), _small_list(tmp_path), cache_dir=blocker / "cache")
    assert "CAT" in lexicon


def test_progress_and_cancel(tmp_path: Path) -> None:
    english = load_edition("en")
    fractions: list[float] = []
    load_lexicon(english, cache_dir=tmp_path / "a", progress=lambda f, s: fractions.append(f))
    assert fractions == sorted(fractions) and fractions[-1] == 1.0 and len(fractions) > 10

    stop = threading.Event()

    def progress(fraction: float, stage: str) -> None:
        if fraction > 0.2:
            stop.set()

    with pytest.raises(Cancelled):
        load_lexicon(english, cache_dir=tmp_path / "b", progress=progress, cancel=stop.is_set)
    assert not (tmp_path / "b").exists() or not list((tmp_path / "b").iterdir())


def test_membership() -> None:
    lexicon = Lexicon.from_words(load_edition("de"), ["Straße", "Bär", "ÖL"])
    assert "STRASSE" in lexicon and "BÄR" in lexicon and "ÖL" in lexicon
    assert "bär" in lexicon  # membership ignores case
    assert "BAR" not in lexicon and "STRASS" not in lexicon and "" not in lexicon
    assert 42 not in lexicon  # type: ignore[operator]
    assert "B?R" not in lexicon


_words = st.lists(st.lists(st.integers(1, 5), min_size=1, max_size=8).map(tuple), max_size=60)


@settings(max_examples=60, deadline=None)
@given(_words, st.lists(st.lists(st.integers(1, 5), min_size=0, max_size=8).map(tuple), max_size=30))
def test_dawg_holds_exactly_its_words(words: list[tuple[int, ...]], probes: list[tuple[int, ...]]) -> None:
    unique = sorted(set(words))
    dawg = Dawg(build_arcs(unique))
    assert list(dawg.words()) == unique
    for probe in probes + unique:
        assert (probe in dawg) == (probe in set(unique))
    # the arc-by-arc reading the search uses agrees too
    for probe in probes + unique:
        index, arc = dawg.root_index, 0
        for letter in probe:
            arc = find_arc(dawg.arcs, index, letter)
            index = arc >> TARGET_SHIFT
        assert (len(probe) > 0 and bool(arc & ACCEPTS)) == (probe in set(unique))


def test_parse_word_list_counts_lines() -> None:
    words = parse_word_list(b"ab\ncd ef\n\n#x\n", load_edition("en"), "t")
    assert words.report.lines == 2 and words.report.words == 2


def test_the_read_report_is_one_sentence_in_the_language(tmp_path: Path) -> None:
    """What reading kept and skipped: whole sentences (a count with its plural form), French too."""
    from duplicate.translations import say

    french = load_edition("fr")
    path = tmp_path / "mots.txt"
    path.write_text("ETE\nCA\nA\nSMØRBRØD\n", encoding="utf-8")
    report = read_word_list(path, french).report
    assert report.summary().text == ("2 words; skipped 1 with letters that are no tiles; 1 shorter than 2 or "
                                     f"longer than 15 letters (e.g. {', '.join(report.examples)})")
    assert say(report.summary(), "fr").startswith("2 mots\u00a0; écartés\u00a0: 1 avec des lettres absentes du jeu\u00a0;")
    path.write_text("ETE\n", encoding="utf-8")
    assert say(read_word_list(path, french).report.summary(), "fr") == "1 mot"
