"""Issue 41, item 5: the word tool, checked against a brute force over the list's own words.

The expected words are found here from the word list's text (``read_word_list``: the file
read again, no automaton), by multisets and regular expressions written for the test; the
probability of a rack by counting, tile by tile, every draw from the bag.
"""

from __future__ import annotations

import functools
import itertools
import random
import re
from collections import Counter

import pytest

from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import bundled_lexicon_path, load_lexicon, read_word_list
from duplicate.words.word_tool import WordTool, WordToolError, ways


@functools.cache
def _tool(code: str) -> WordTool:
    return WordTool(load_lexicon(load_edition(code)))


@functools.cache
def _words(code: str) -> tuple[str, ...]:
    edition = load_edition(code)
    listed = read_word_list(bundled_lexicon_path(edition), edition)
    # in the edition's alphabet (Norwegian: Æ Ø Å after Z), as the list is ordered
    return tuple("".join(edition.letters[c] for c in word) for word in sorted(listed.words))


def _fits(word: str, rack: str, extra: int = 0) -> bool:
    """Whether ``word`` uses every tile of ``rack`` (``?`` any letter) and ``extra`` more letters."""
    letters = Counter(rack.replace("?", ""))
    blanks = rack.count("?")
    if len(word) != len(rack) + extra:
        return False
    missing = sum((Counter(word) - letters).values())
    return not (letters - Counter(word)) and missing == blanks + extra


RACKS = ["AEINRST", "RETAINS", "AEINRS?", "QUIZ?", "ETAOIN?", "??", "SATIRE?", "XYZ"]


@pytest.mark.parametrize("rack", RACKS)
def test_anagrams_are_every_word_of_the_rack(rack):
    tool = _tool("en")
    found = tool.anagrams(rack, limit=None)
    assert found.complete
    assert [w.upper() for w in found.words] == [w for w in _words("en") if _fits(w, rack)]
    # a blank's letter is the lowercase one, and only letters the rack lacks are blanks
    for word in found.words:
        assert sorted(c for c in word if c.isupper()) == sorted((Counter(word.upper()) & Counter(rack)).elements())


def test_the_shorter_words_of_a_rack():
    found = _tool("en").anagrams("AEINRS?", shorter=True, limit=None)
    expected = {w for w in _words("en") if 2 <= len(w) <= 7
                and sum((Counter(w) - Counter("AEINRS")).values()) <= 1}
    assert {w.upper() for w in found.words} == expected
    assert [len(w) for w in found.words] == sorted((len(w) for w in found.words), reverse=True)


@pytest.mark.parametrize("code", ["en", "nb"])
def test_seven_plus_one_and_eight_minus_one(code):
    tool = _tool(code)
    rng = random.Random(41)
    letters = [letter for letter, count in zip(load_edition(code).letters[1:], load_edition(code).counts[1:])
               for _ in range(count)]
    words = _words(code)
    for _ in range(4):
        rack = "".join(rng.sample(letters, 7))
        plus = dict(tool.plus_one(rack))
        expected: dict[str, list[str]] = {}
        for word in words:
            if len(word) == 8 and not Counter(rack) - Counter(word):
                expected.setdefault(next(iter((Counter(word) - Counter(rack)).elements())), []).append(word)
        assert {k: list(v) for k, v in plus.items()} == expected
        eight = rack + rng.choice(letters)
        minus = dict(tool.minus_one(eight))
        for tile in set(eight):
            rest = eight.replace(tile, "", 1)
            wanted = [w for w in words if len(w) == 7 and sorted(w) == sorted(rest)]
            assert list(minus.get(tile, ())) == wanted
    # with a blank in the rack, 7+1 is asked letter by letter: T added is the rack's words with a T
    assert dict(tool.plus_one("AEINRS?" if code == "en" else "AEINRS?"))["T"] == tool.anagrams("AEINRST?",
                                                                                              limit=None).words


def _regex(pattern: str) -> re.Pattern[str]:
    return re.compile("".join(".*" if c == "*" else "." if c in "?." else re.escape(c) for c in pattern))


PATTERNS = {
    "en": ["CH??E", "*ING", "?*Q*", "*A*E*Z", "RE*", "??", "*", "A?B*", "*OXY*", "Z*Z", "*?*?*", "....S",
           "*ZZ*", "Q*", "*QI"],
    "nb": ["*SKE", "?*Å*", "BØ*", "*KJ*", "??????", "Æ*", "*ÆR", "*Ø*Å*"],
}


@pytest.mark.parametrize(("code", "pattern"), [(c, p) for c, ps in PATTERNS.items() for p in ps])
def test_patterns_are_the_words_a_regular_expression_finds(code, pattern):
    tool = _tool(code)
    wanted = [w for w in _words(code) if _regex(pattern).fullmatch(w)]
    found = tool.matching(pattern, limit=None)
    assert found.complete and list(found.words) == wanted
    limited = tool.matching(pattern, limit=50)
    assert limited.complete == (len(wanted) <= 50)
    assert len(limited.words) == min(50, len(wanted)) and set(limited.words) <= set(wanted)
    assert list(limited.words) == sorted(limited.words, key=wanted.index)


def test_containing_starting_ending_and_case_and_accents_as_typed():
    tool = _tool("en")
    words = _words("en")
    assert tool.containing("oxy", limit=None).words == tuple(w for w in words if "OXY" in w)
    assert tool.starting("Qi", limit=None).words == tuple(w for w in words if w.startswith("QI"))
    assert tool.ending("ZZ", limit=None).words == tuple(w for w in words if w.endswith("ZZ"))
    french = _tool("fr")
    assert french.matching("été", limit=None).words == ("ETE",)  # accents fold to the tiles


@pytest.mark.parametrize(("code", "word"), [("en", "RATE"), ("en", "QI"), ("en", "XYZZY"), ("nb", "ANE"),
                                            ("nb", "SKJÆR"), ("fr", "AIME")])
def test_hooks_are_the_letters_that_make_words(code, word):
    tool = _tool(code)
    hooks = tool.hooks(word.lower())
    words = set(_words(code))
    letters = load_edition(code).letters[1:]
    assert hooks.front == tuple(c for c in letters if c + word in words)
    assert hooks.back == tuple(c for c in letters if word + c in words)
    assert hooks.valid == (word in words)
    assert set(hooks.words) == {c + word for c in hooks.front} | {word + c for c in hooks.back}


def test_bad_questions_are_said_not_thrown():
    tool = _tool("en")
    for question, code in [("A1", "not_a_tile"), ("", "empty_question"), ("A" * 50, "question_too_long"),
                           ("AB???", "too_many_blanks"), ("R?TE", "hook_blank")]:
        with pytest.raises(WordToolError) as raised:
            tool.hooks(question) if code == "hook_blank" else tool.anagrams(question)
        assert raised.value.code == code
    with pytest.raises(WordToolError):
        _tool("nb").matching("Q*")  # no Q in Norwegian


@pytest.mark.parametrize(("code", "rack"), [("en", "QI"), ("en", "EE"), ("fr", "ZE"), ("nb", "ÆR"), ("en", "AEE")])
def test_the_probability_of_a_rack_counts_every_draw_of_physical_tiles(code, rack):
    edition = load_edition(code)
    bag = [letter for letter, count in zip(edition.letters, edition.counts) for _ in range(count)]
    assert len(bag) == sum(edition.counts) and bag.count("?") == edition.blanks

    def makes(draw: tuple[str, ...]) -> bool:
        letters = Counter(t for t in draw if t != "?")
        return not letters - Counter(rack) and sum((Counter(rack) - letters).values()) == draw.count("?")

    expected = sum(1 for draw in itertools.combinations(bag, len(rack)) if makes(draw))
    assert _tool(code).ways(rack) == expected
    assert ways(edition, [edition.letter_code(c) for c in rack]) == expected


# -- the command line ---------------------------------------------------------------------------------


def _run(*argv: str) -> tuple[int, str, str]:
    import contextlib
    import io

    from duplicate import cli

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err):
        status = cli.main(list(argv), out=out)
    return status, out.getvalue(), err.getvalue()


def test_the_command_line_asks_the_same_questions():
    import json

    from duplicate.base.collation import sorted_for

    words = _words("en")
    status, out, err = _run("words", "--edition", "en", "anagrams", "retains")
    assert status == 0 and out.split() == sorted_for([w for w in words if sorted(w) == sorted("RETAINS")], "en")
    assert err.strip() == f"{len(out.split())} words"
    status, out, err = _run("words", "--edition", "en", "pattern", "Q*", "--limit", "5")
    assert status == 0 and len(out.split()) == 5 and "more than 5 words" in err
    status, out, _ = _run("words", "--edition", "en", "ending", "zz", "--limit", "0", "--json")
    assert json.loads(out) == {"words": [w for w in words if w.endswith("ZZ")], "complete": True}
    status, out, _ = _run("words", "--edition", "en", "plus-one", "RETAINS")
    assert status == 0 and out.splitlines()[0] == "+A: " + " ".join(sorted_for(
        [w for w in words if len(w) == 8 and sorted(w) == sorted("RETAINSA")], "en"))
    status, out, _ = _run("--language", "fr", "words", "--edition", "fr", "hooks", "aime")
    assert status == 0 and out.splitlines()[0] == "AIME\u00a0: avant aucune · après E R S Z"
    status, out, err = _run("words", "--edition", "nb", "pattern", "Q*")  # no Q in Norwegian: said, no traceback
    assert status == 1 and out == "" and err.strip() == "duplicate words: Q is no tile of the Norwegian edition"
    status, _, err = _run("words", "--edition", "en", "anagrams", "AB", "--limit", "-1")
    assert status == 2 and "--limit" in err
