"""The move search against the brute-force enumerator, plus top/best/tie-break behaviour.

Every search test runs with each walk this installation has (the ``walk`` fixture: the pure
one, and the compiled one when it is built), and a property test compares the two walks.
"""

from __future__ import annotations

import functools
import gzip
import random
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from brute_force import brute_force_moves as _brute_force_moves
from duplicate.rules.board import Board, Direction, Position, Rack
from duplicate.rules.cgp import parse_cgp
from duplicate.words.dawg import Cancelled
from duplicate.rules.edition import BLANK, load_edition
from duplicate.words.lexicon import Lexicon, bundled_lexicon_path
from duplicate.rules.checking import MoveRules, check_move
from duplicate.words.search import WALKS, MoveSearch, all_moves, best, master_order_key, top

ENGLISH = load_edition("en")


def _small_english_words(seed: int, count: int) -> list[str]:
    words = gzip.decompress(bundled_lexicon_path(ENGLISH).read_bytes()).decode().split()
    rng = random.Random(seed)
    short = [w for w in words if len(w) == 2]
    others = [w for w in words if 3 <= len(w) <= 7]
    return sorted(set(short + rng.sample(others, count)))


WORDS = _small_english_words(7, 700)
SMALL = Lexicon.from_words(ENGLISH, WORDS, "small")


@functools.lru_cache(maxsize=None)
def brute_force_moves(position: Position, words: tuple[str, ...] = tuple(WORDS), lexicon: Lexicon = SMALL) -> dict:
    """The slow reference enumeration, done once per position for all the walks."""
    return _brute_force_moves(position, list(words), lexicon)


def _key(scored) -> tuple:
    move = scored.move
    if len(move.placed) == 1:
        return ("single", move.placed)
    return (move.row, move.col, move.direction, move.word)


def _random_position(rng: random.Random, turns: int, blanks_in_rack: int) -> Position:
    """Play ``turns`` random legal moves from random racks (blanks included) on an empty board."""
    bag = [code for code, n in enumerate(ENGLISH.counts) for _ in range(n)]
    rng.shuffle(bag)
    position = Position(ENGLISH, Board(), Rack())
    for _ in range(turns):
        rack = Rack.of(bag[:7])
        moves = all_moves(position.with_rack(rack), SMALL)
        if not moves:
            break
        move = rng.choice(moves[: max(1, len(moves) // 3)]).move
        position = position.with_rack(rack).play(move)
        used = list(move.tiles_used)
        left = list(bag[:7])
        for tile in used:
            left.remove(tile)
        bag = left + bag[7:]
        rng.shuffle(bag)
    letters = [t for t in bag if t != BLANK]
    free_blanks = [t for t in bag if t == BLANK]
    blanks = min(blanks_in_rack, len(free_blanks))
    rack = Rack.of(letters[: 7 - blanks] + [BLANK] * blanks)
    return position.with_rack(rack)


@pytest.mark.parametrize("blanks", [0, 1, 2])
@pytest.mark.parametrize("seed", range(6))
def test_search_finds_exactly_the_brute_force_moves(seed: int, blanks: int, walk: str) -> None:
    rng = random.Random(seed * 31 + blanks)
    position = _random_position(rng, turns=rng.randint(0, 5), blanks_in_rack=blanks)
    expected = brute_force_moves(position)
    moves = all_moves(position, SMALL, walk=walk)
    got = {_key(m): m.points for m in moves}
    assert len(got) == len(moves), "the search returned a move twice"
    assert got == expected
    if expected:
        best_score = max(expected.values())
        tops = top(position, SMALL, walk=walk)
        assert {m.points for m in tops} == {best_score}
        assert {_key(m) for m in tops} == {k for k, v in expected.items() if v == best_score}


def test_blanks_on_board_and_first_move_rules(walk: str) -> None:
    position = parse_cgp("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ?AERST?/ 0/0 0", ENGLISH).position
    across_only = all_moves(position, SMALL, MoveRules(first_move_horizontal=True), walk=walk)
    assert across_only and all(m.move.direction is Direction.ACROSS for m in across_only)
    everything = all_moves(position, SMALL, walk=walk)
    assert any(m.move.direction is Direction.DOWN for m in everything)
    assert all(any((r, c) == (7, 7) for r, c, _ in m.move.placed) for m in everything)
    played = position.play(top(position, SMALL, walk=walk)[0].move)
    assert played.board.tile_count() >= 2


def test_top_prefers_keeping_a_blank(walk: str) -> None:
    # ET over the star scores (1 + 1) x 2 = 4; TEX with the blank as X scores (1 + 1 + 0) x 2 = 4
    # too: the default master move is ET, which keeps the blank.
    lexicon = Lexicon.from_words(ENGLISH, ["ET", "TEX"])
    position = parse_cgp("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ET?/ 0/0 0", ENGLISH).position
    tops = top(position, lexicon, walk=walk)
    assert tops[0].points == 4
    assert tops[0].move.blanks_used == 0
    assert {m.move.word_text(ENGLISH) for m in tops} >= {"ET", "TEx"}
    assert all(m.points == tops[0].points for m in tops)
    assert any(m.move.blanks_used for m in tops)
    assert list(tops) == sorted(tops, key=master_order_key)


def test_best_returns_the_n_best_in_order_with_ties(walk: str) -> None:
    rng = random.Random(3)
    position = _random_position(rng, turns=3, blanks_in_rack=1)
    everything = all_moves(position, SMALL, walk=walk)
    ranked = best(position, SMALL, 10, walk=walk)
    assert list(ranked) == sorted(ranked, key=master_order_key)
    assert len(ranked) >= min(10, len(everything))
    cutoff = ranked[-1].points
    assert [m.points for m in ranked] == [m.points for m in everything if m.points >= cutoff]


def test_every_move_is_accepted_by_the_referee(walk: str) -> None:
    rng = random.Random(11)
    position = _random_position(rng, turns=4, blanks_in_rack=1)
    for scored in all_moves(position, SMALL, walk=walk)[:200]:
        from duplicate.rules.notation import format_move

        again = check_move(position, format_move(scored.move, ENGLISH), SMALL)
        assert again.points == scored.points


def test_no_move_gives_an_empty_top(walk: str) -> None:
    lexicon = Lexicon.from_words(ENGLISH, ["QI"])
    position = parse_cgp("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AEEOUUA/ 0/0 0", ENGLISH).position
    assert len(top(position, lexicon, walk=walk)) == 0
    assert len(best(position, lexicon, 5, walk=walk)) == 0


def test_search_can_be_cancelled(walk: str) -> None:
    position = parse_cgp("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 AERST??/ 0/0 0", ENGLISH).position
    stop = threading.Event()
    stop.set()
    with pytest.raises(Cancelled):
        MoveSearch(position, SMALL, cancel=stop.is_set, walk=walk).all_moves()


def test_searches_in_threads_agree(walk: str) -> None:
    rng = random.Random(5)
    positions = [_random_position(rng, turns=3, blanks_in_rack=b % 3) for b in range(6)]
    expected = [[(_key(m), m.points) for m in top(p, SMALL, walk=walk)] for p in positions]
    results: dict[int, list] = {}

    def run(i: int) -> None:
        results[i] = [(_key(m), m.points) for m in top(positions[i], SMALL, walk=walk)]

    threads = [threading.Thread(target=run, args=(i,)) for i in range(len(positions))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [results[i] for i in range(len(positions))] == expected


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10_000), st.integers(min_value=0, max_value=2))
def test_top_matches_brute_force_on_random_games(seed: int, blanks: int) -> None:
    rng = random.Random(seed)
    position = _random_position(rng, turns=rng.randint(1, 6), blanks_in_rack=blanks)
    expected = brute_force_moves(position)
    tops = top(position, SMALL)  # the default walk (the other one is compared with it below)
    if not expected:
        assert len(tops) == 0
        return
    best_score = max(expected.values())
    assert {_key(m) for m in tops} == {k for k, v in expected.items() if v == best_score}


def _compiled_and_pure() -> None:
    if "compiled" not in WALKS:
        pytest.skip("the compiled walk is not built here (pip install . with a C compiler builds it)")


def _same(a, b) -> bool:
    return [(m.move, m.points, m.score) for m in a] == [(m.move, m.points, m.score) for m in b]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=100_000), st.integers(min_value=0, max_value=2),
       st.integers(min_value=0, max_value=8), st.integers(min_value=1, max_value=30))
def test_the_two_walks_agree_on_random_positions(seed: int, blanks: int, turns: int, n: int) -> None:
    _compiled_and_pure()
    rng = random.Random(seed)
    position = _random_position(rng, turns=turns, blanks_in_rack=blanks)
    for search in (top, all_moves):
        assert _same(search(position, SMALL, walk="pure"), search(position, SMALL, walk="compiled"))
    assert _same(best(position, SMALL, n, walk="pure"), best(position, SMALL, n, walk="compiled"))


@pytest.fixture(scope="module")
def french_lexicon():
    from duplicate.words.lexicon import load_lexicon

    return load_lexicon(load_edition("fr"))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(st.integers(min_value=0, max_value=100_000), st.integers(min_value=0, max_value=2))
def test_the_two_walks_agree_on_the_french_list(french_lexicon, seed: int, blanks: int) -> None:
    """Positions of a real game: a few top moves played from seeded racks, then a rack with blanks."""
    _compiled_and_pure()
    french = load_edition("fr")
    rng = random.Random(seed)
    bag = [code for code, n in enumerate(french.counts) for _ in range(n) if code != BLANK]
    rng.shuffle(bag)
    position = Position(french, Board(), Rack())
    for _ in range(rng.randint(0, 6)):
        position = position.with_rack(Rack.of(bag[:7]))
        tops = top(position, french_lexicon, walk="compiled")
        if len(tops) == 0:
            break
        played = tops[0].move
        position = position.play(played)
        bag = bag[len(played.placed):]
    position = position.with_rack(Rack.of(bag[: 7 - blanks] + [BLANK] * blanks))
    assert _same(top(position, french_lexicon, walk="pure"), top(position, french_lexicon, walk="compiled"))
    assert _same(best(position, french_lexicon, 25, walk="pure"), best(position, french_lexicon, 25, walk="compiled"))


class _CountingSearch(MoveSearch):
    built = 0

    def _to_scored(self, found):
        _CountingSearch.built += 1
        return super()._to_scored(found)


def test_tied_tops_are_scored_only_when_read(walk: str) -> None:
    # every two-letter word on an empty board with two blanks ties at 0 points: many tops
    position = parse_cgp("15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 ??/ 0/0 0", ENGLISH).position
    _CountingSearch.built = 0
    tops = _CountingSearch(position, SMALL, walk=walk).top()
    assert len(tops) > 50 and _CountingSearch.built == 0
    first = tops[0]
    assert _CountingSearch.built == 1 and tops[0] is first
    shown = list(tops[:10])
    assert _CountingSearch.built == 10
    assert {m.points for m in shown} == {0} == set(tops.scores())
    everything = list(tops)
    assert everything == sorted(everything, key=master_order_key)
    assert _CountingSearch.built == len(tops)
