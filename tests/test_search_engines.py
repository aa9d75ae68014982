"""The compiled search against the pure-Python one (the reference) and a brute-force
enumerator, on every edition and on an edition with a two-letter tile, blanks in the rack
and on the board; its bounds against the moves they bound; its word graph (the GADDAG)
against its definition; and the search graph kept in the word-list cache.

The brute-force comparisons use small lists (every two-letter word and a few hundred others
of the edition's own list): the enumerator tries every word on every square. The bounds and
the walks are also compared on the real lists, on positions of games played with the top.
"""

from __future__ import annotations

import functools
import gzip
import random
from array import array
from collections import Counter

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from brute_force import brute_force_moves
from conftest import EDITION_CODES
from duplicate.rules.board import LETTER_MULTIPLIERS, WORD_MULTIPLIERS, Board, Direction, Position, Rack
from duplicate.rules.edition import BLANK, Edition, load_edition, parse_edition
from duplicate.words.dawg import ACCEPTS, LAST, LETTER_BITS, TARGET_SHIFT, Dawg, build_arcs, find_arc
from duplicate.words.lexicon import Lexicon, WordList, bundled_lexicon_path, load_lexicon, parse_word_list
from duplicate.words.search import WALKS, all_moves, best, top

pytestmark = pytest.mark.skipif("compiled" not in WALKS, reason="the compiled search is not built here")

#: An edition with a tile of two letters (CH, as Spanish has): the search works on tile codes.
TWO_LETTER_TILE = parse_edition("""
code = "xc"
name = "Test CH"
coordinates = "european"
blanks = 2
vowels = "AEIO"
both = ""
[tiles]
"A" = [9, 1]
"B" = [3, 3]
"C" = [3, 3]
"CH" = [2, 5]
"D" = [4, 2]
"E" = [12, 1]
"H" = [2, 4]
"I" = [8, 1]
"L" = [5, 1]
"N" = [6, 1]
"O" = [8, 1]
"R" = [6, 1]
"S" = [6, 1]
"T" = [6, 1]
""", "two-letter-tile.toml")

TWO_LETTER_WORDS = (
    "AB AD AH AI AL AN AR AS AT BA BE BI BO CHE CHI CHA DA DE DI DO EH EL EN ER ES ET HA HE HI HO ID IN IS IT LA "
    "LI LO NA NE NO OD OH OI ON OR OS RE SO TA TE TI TO ACHE BACH CHAR CHAT CHIN CHOSE CHEST CHINA LOCH NACHO "
    "TECH RICH RICHE NICHE CHOIR ARCH ACHE CHANT CHARD ORCHID TORCH LATCH NOTCH HATCH DITCH SNATCH CHORD CHORE "
    "ECHO ECHOS ACHOO CHIT CHITS CHOSEN CHOLERA RANCH BENCH BLANCH LEECH SCHOLAR OCHRE CACHE CACHET CHEAT"
).split()


@functools.cache
def small_list(code: str) -> tuple[Edition, Lexicon, tuple[str, ...]]:
    """Every two-letter word of the edition's list and 400 others of 3 to 7 letters."""
    if code == TWO_LETTER_TILE.code:
        edition = TWO_LETTER_TILE
        words = parse_word_list("\n".join(TWO_LETTER_WORDS).encode(), edition, "ch").words
    else:
        edition = load_edition(code)
        listed = parse_word_list(gzip.decompress(bundled_lexicon_path(edition).read_bytes()), edition, code).words
        rng = random.Random(code)
        words = tuple(sorted({w for w in listed if len(w) == 2}
                             | set(rng.sample([w for w in listed if 3 <= len(w) <= 7], 400))))
    lexicon = Lexicon.from_word_list(WordList(f"{code}-small", edition, words))
    texts = tuple("".join(edition.letters[c] for c in w) for w in words)
    return edition, lexicon, texts


@functools.cache
def real_list(code: str) -> Lexicon:
    return load_lexicon(load_edition(code))


def random_position(edition: Edition, lexicon: Lexicon, seed: int, turns: int, blanks: int) -> Position:
    """``turns`` moves among the better ones of random racks (blanks included) from an empty board, then a rack
    with ``blanks`` blanks (as many as are left)."""
    rng = random.Random(seed)
    bag = [code for code, n in enumerate(edition.counts) for _ in range(n)]
    rng.shuffle(bag)
    position = Position(edition, Board(), Rack())
    for _ in range(turns):
        rack = Rack.of(bag[:7])
        moves = best(position.with_rack(rack), lexicon, 30, walk="compiled")
        if not moves:
            break
        move = rng.choice(moves[: max(1, len(moves) // 2)]).move
        position = position.with_rack(rack).play(move)
        left = list(bag[:7])
        for tile in move.tiles_used:
            left.remove(tile)
        bag = left + bag[7:]
        rng.shuffle(bag)
    letters = [t for t in bag if t != BLANK]
    have = min(blanks, bag.count(BLANK))
    return position.with_rack(Rack.of(letters[: 7 - have] + [BLANK] * have))


def _key(move) -> tuple:
    if len(move.placed) == 1:
        return ("single", move.placed)
    return (move.row, move.col, move.direction, move.word)


def _listed(moves) -> list[tuple]:
    return [(m.move, m.points) for m in moves]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from((*EDITION_CODES, TWO_LETTER_TILE.code)), st.integers(0, 10_000), st.integers(0, 5),
       st.integers(0, 2))
# a blank C beside an H tile: "C"+"HI" reads CHI as text, but is not the CH tile's word CHI (the
# referee read the text, the searches the tiles, until the referee read tiles too)
@example("xc", 0, 5, 2)
def test_every_move_of_the_compiled_search_is_the_pure_search_s_and_the_brute_force_s(code, seed, turns, blanks):
    edition, lexicon, words = small_list(code)
    position = random_position(edition, lexicon, seed, turns, blanks)
    compiled = all_moves(position, lexicon, walk="compiled")
    pure = all_moves(position, lexicon, walk="pure")
    assert _listed(compiled) == _listed(pure)  # the same moves, scores and master order
    expected = brute_force_moves(position, list(words), lexicon)
    assert {_key(m.move): m.points for m in compiled} == expected
    assert len(compiled) == len(expected)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from((*EDITION_CODES, TWO_LETTER_TILE.code)), st.integers(0, 10_000), st.integers(0, 8),
       st.integers(0, 2), st.integers(1, 40))
def test_tops_and_ranked_lists_are_the_pure_search_s_with_their_ties(code, seed, turns, blanks, n):
    edition, lexicon, _ = small_list(code)
    position = random_position(edition, lexicon, seed, turns, blanks)
    assert _listed(top(position, lexicon, walk="compiled")) == _listed(top(position, lexicon, walk="pure"))
    ranked = best(position, lexicon, n, walk="compiled")
    assert _listed(ranked) == _listed(best(position, lexicon, n, walk="pure"))
    everything = all_moves(position, lexicon, walk="compiled")
    if len(everything) > n:  # the n best and every move tied with the last of them, no more
        assert ranked.scores() == [s for s in everything.scores() if s >= everything.points(n - 1)]


def _game_position(code: str, seed: int, turns: int, blanks: int) -> Position:
    """A position of a game played with the top on the real list, then a rack with blanks."""
    edition, lexicon = load_edition(code), real_list(code)
    rng = random.Random(seed)
    bag = [c for c, n in enumerate(edition.counts) for _ in range(n) if c != BLANK]
    rng.shuffle(bag)
    position = Position(edition, Board(), Rack())
    for _ in range(turns):
        position = position.with_rack(Rack.of(bag[:7]))
        tops = top(position, lexicon, walk="compiled")
        if not tops:
            break
        played = tops[0].move
        position = position.play(played)
        bag = bag[len(played.placed):]
    return position.with_rack(Rack.of(bag[: 7 - blanks] + [BLANK] * blanks))


def _anchors(position: Position, lexicon: Lexicon, both: bool = True) -> list[tuple[int, int, int, int, list[int]]]:
    from duplicate.words import _search

    graph, cross = lexicon.search_graph()
    return _search.anchor_bounds(graph, position.board.as_bytes(), position.edition.values,
                                 position.rack.counts(position.edition), bytes(LETTER_MULTIPLIERS),
                                 bytes(WORD_MULTIPLIERS), both, cross)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(EDITION_CODES), st.integers(0, 10_000), st.integers(0, 14), st.integers(0, 2))
def test_no_move_of_an_anchor_scores_more_than_its_bound(code, seed, turns, blanks):
    """The top is exact because an anchor is skipped only when its bound is below a move found:
    on the real lists, every move of every anchor scores at most the anchor's bound, and the
    anchors' moves are every move, each once."""
    lexicon = real_list(code)
    position = _game_position(code, seed, turns, blanks)
    anchors = _anchors(position, lexicon)
    for direction, line, square, bound, scores in anchors:
        assert all(score <= bound for score in scores), (direction, line, square, bound, max(scores))
    found = sorted(score for *_, scores in anchors for score in scores)
    assert found == sorted(all_moves(position, lexicon, walk="compiled").scores())


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(EDITION_CODES), st.integers(0, 10_000), st.integers(0, 12), st.integers(0, 2),
       st.integers(1, 30))
def test_on_the_real_lists_the_two_searches_agree(code, seed, turns, blanks, n):
    lexicon = real_list(code)
    position = _game_position(code, seed, turns, blanks)
    assert _listed(top(position, lexicon, walk="compiled")) == _listed(top(position, lexicon, walk="pure"))
    assert _listed(best(position, lexicon, n, walk="compiled")) == _listed(best(position, lexicon, n, walk="pure"))


def test_a_first_move_across_only_and_a_rack_of_blanks(english):
    lexicon = real_list("en")
    for rack in ("??", "?", "QZ??XJK", "EEEEEEE"):
        position = Position(english, Board(), Rack.of(english.letter_code(c) if c != "?" else BLANK for c in rack))
        from duplicate.rules.checking import MoveRules

        for rules in (MoveRules(), MoveRules(first_move_horizontal=True)):
            compiled = best(position, lexicon, 60, rules, walk="compiled")
            assert _listed(compiled) == _listed(best(position, lexicon, 60, rules, walk="pure"))
            if rules.first_move_horizontal:
                assert all(m.move.direction is Direction.ACROSS for m in compiled)


# -- the word graph ---------------------------------------------------------------------------------


def _spelled(arcs, arc: int, prefix: tuple[int, ...], found: set[tuple[int, ...]]) -> None:
    """Add to ``found`` every string spelled from the state ``arc`` leads to, after ``prefix``."""
    index = arc >> TARGET_SHIFT
    while index:
        a = arcs[index]
        word = prefix + (a & LETTER_BITS,)
        if a & ACCEPTS:
            found.add(word)
        _spelled(arcs, a, word, found)
        if a & LAST:
            break
        index += 1


def _strings(arcs, n_dawg: int) -> set[tuple[int, ...]]:
    """Every string the GADDAG part spells, the separator as 0 and what follows it read in the
    automaton: (letters leftwards from a square, 0, letters rightwards)."""
    found: set[tuple[int, ...]] = set()

    def walk(arc: int, prefix: tuple[int, ...]) -> None:
        index = arc >> TARGET_SHIFT
        while index:
            a = arcs[index]
            letter = a & LETTER_BITS
            if letter == 0:
                assert (a >> TARGET_SHIFT) < n_dawg, "a separator leads into the automaton"
                _spelled(arcs, a, prefix + (0,), found)
            else:
                assert index >= n_dawg
                if a & ACCEPTS:
                    found.add(prefix + (letter,))
                walk(a, prefix + (letter,))
            if a & LAST:
                break
            index += 1

    walk(arcs[len(arcs) - 1], ())
    return found


@settings(max_examples=80, deadline=None)
@given(st.sets(st.lists(st.integers(1, 5), min_size=1, max_size=9).map(tuple), min_size=1, max_size=60))
def test_the_graph_holds_every_word_read_from_each_square_and_the_alphagrams_of_seven_and_eight(words):
    """The GADDAG holds exactly every word read from each of its squares; beside it, the
    alphagrams (sorted letters) of exactly the words of seven and eight letters."""
    from duplicate.words import _search

    dawg = build_arcs(sorted(words))
    graph = _search.build_gaddag(dawg)
    assert list(graph[: len(dawg)]) == list(dawg)  # the automaton first, unchanged
    expected = set()
    for word in words:
        for i in range(1, len(word) + 1):
            left = tuple(reversed(word[:i]))
            expected.add(left if i == len(word) else left + (0,) + word[i:])
    assert _strings(graph, len(dawg)) == expected
    assert set(Dawg(graph).words()) == set(words)  # from arc 0, still the automaton
    assert _alphagrams(graph) == {tuple(sorted(w)) for w in words if len(w) in (7, 8)}


def test_the_gaddag_of_a_real_list_reads_its_words_from_any_square():
    lexicon = real_list("fr")
    graph, _ = lexicon.search_graph()
    rng = random.Random(5)
    root = graph[len(graph) - 1]
    for word in rng.sample(list(lexicon.dawg.words()), 300):
        for i in range(1, len(word) + 1):
            arc = root
            for letter in reversed(word[:i]):
                arc = find_arc(graph, arc >> TARGET_SHIFT, letter)
                assert arc
            if i == len(word):
                assert arc & ACCEPTS
                continue
            arc = find_arc(graph, arc >> TARGET_SHIFT, 0)
            for letter in word[i:]:
                arc = find_arc(graph, arc >> TARGET_SHIFT, letter)
                assert arc
            assert arc & ACCEPTS


# -- what the bounds know of bingos ------------------------------------------------------------------


def _alphagrams(arcs) -> set[tuple[int, ...]]:
    """Every string spelled from the arc the graph marks as its alphagrams' root."""
    marker = arcs[len(arcs) - 2]
    assert marker & LETTER_BITS == LETTER_BITS and marker & LAST
    found: set[tuple[int, ...]] = set()
    _spelled(arcs, marker, (), found)
    return found


def _bingo_truth(words: list[Counter], rack: list[int]) -> tuple[bool, int]:
    """The rack's seven tiles make a word of seven letters; the letters that make one of eight
    with them (a blank standing for any letter), by trying every word of the list."""
    real = Counter(t for t in rack if t != BLANK)
    anagram7, letters8 = False, 0
    for word in words:
        if not all(word[letter] >= n for letter, n in real.items()):
            continue
        if word.total() == 7:
            anagram7 = True
        elif word.total() == 8:
            for letter in word - real:
                letters8 |= 1 << letter
    return anagram7, letters8


@pytest.mark.parametrize("code", ["en", "fr"])
def test_what_the_bounds_know_of_a_rack_s_bingos_is_exactly_what_the_list_allows(code):
    """The bounds take the 50 points out where no bingo can be: read from the graph's
    alphagrams, with blanks, it says exactly what trying every word of the real list says."""
    from duplicate.words import _search

    lexicon = real_list(code)
    edition = lexicon.edition
    graph, _ = lexicon.search_graph()
    words = [Counter(w) for w in lexicon.dawg.words() if len(w) in (7, 8)]
    bag = [c for c, n in enumerate(edition.counts) for _ in range(n) if c != BLANK]
    rng = random.Random(7)
    racks = [[BLANK if c == "?" else edition.letter_code(c) for c in rack] for rack in
             (("RETAINS", "SATIRE?", "AEEINRS", "EEEEEEE") if code == "en" else ("ENTRAIS", "AEIRST?", "ZZZZZZZ"))]
    racks += [rng.sample(bag, 7 - blanks) + [BLANK] * blanks for blanks in (0, 0, 0, 1, 1, 1, 2, 2) for _ in range(3)]
    bingos = 0
    for rack in racks:
        counts = Rack.of(rack).counts(edition)
        expected = _bingo_truth(words, rack)
        assert _search.bingo_letters(graph, edition.values, counts) == expected, rack
        bingos += expected[0] + bool(expected[1])
    assert bingos >= 5  # (the racks above do make bingos: the test sees both answers)
    assert _search.bingo_letters(graph, edition.values, Rack.of(racks[0][:6]).counts(edition)) is None


@pytest.mark.parametrize("code", ["en", "fr"])
def test_a_graph_without_alphagrams_finds_the_same_moves_walking_more_anchors(code):
    """A graph built by an older version has no alphagrams: its searches keep the bingo bonus in
    every bound and find the same moves; with them, fewer anchors are walked."""
    from duplicate.words import _search

    lexicon = real_list(code)
    graph, cross = lexicon.search_graph()
    older = array("I", graph)
    older[len(older) - 2] = LAST  # (an arc of no state, where an older graph had its last GADDAG arcs)
    edition = lexicon.edition
    assert _search.bingo_letters(older, edition.values, Rack.of([1] * 7).counts(edition)) is None
    walked = {"with": 0, "without": 0}
    answers = set()
    for seed in range(30):
        position = _game_position(code, seed, seed % 8, seed % 3)
        known = _search.bingo_letters(graph, edition.values, position.rack.counts(edition))
        if known is not None:
            answers.add((known[0], bool(known[1])))
        found = {}
        for name, g in (("with", graph), ("without", older)):
            for mode in (_search.MODE_TOP, _search.MODE_BEST):
                scores, packed, figures = _search.search(
                    g, position.board.as_bytes(), edition.values, position.rack.counts(edition),
                    bytes(LETTER_MULTIPLIERS), bytes(WORD_MULTIPLIERS), mode, 20, True, cross)
                found[name, mode] = [_search.found_at(packed, i) for i in range(len(scores))]
                if mode == _search.MODE_TOP:
                    walked[name] += figures[1]
        for mode in (_search.MODE_TOP, _search.MODE_BEST):
            assert found["with", mode] == found["without", mode]
    assert walked["with"] < walked["without"]
    assert len(answers) >= 3  # racks that make a bingo of seven, of eight, or neither, all met
