"""Racks: the FISF draw rule against Eliot's French game records, seeded draws with
rejection, the end of the game, typed racks (own letters) and prepared games.

Whether a rack meets the rule is decided by the independent counting of
``session_helpers`` (rules section 4: the blank and Y count as both).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from duplicate.rules.bag import Draw, DrawError, GameEnd, chosen_rack, draw_rack, end_reason, parse_rack_text, satisfies
from duplicate.rules.board import Board, Position, Rack
from duplicate.rules.edition import BLANK
from duplicate.rules.notation import parse_move
from duplicate.rules.checking import check_move
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, PreparedTurn, RackSource, Session, SessionError, SessionSettings
from session_helpers import (
    FakeClock,
    board_tiles,
    count_vc,
    edition,
    edition_tiles,
    eliot_dir,
    lexicon,
    meets_rule,
    move_text,
    rack_text,
    sub_multisets,
)

FRENCH = edition("fr")
FISF = load_preset("fisf")


def tiles_of(text: str, ed=FRENCH) -> list[int]:
    return [BLANK if ch == "?" else ed.letter_code(ch) for ch in text]


def pool_of(text: str, ed=FRENCH) -> Counter:
    return Counter(tiles_of(text, ed))


# -- the FISF rule on Eliot's records -------------------------------------------------------

ELIOT = eliot_dir()
HEADER = re.compile(r"^\s*N \|\s*RACK\s*\|\s*SOLUTION\s*\|\s*REF\s*\|\s*PTS\s*\|\s*BONUS\s*$")
ROW = re.compile(r"^\s*(\d+) \|\s*(\S+)\s*\|\s*(\S+)\s*\|\s*(\S+)\s*\|\s*(\d+)\s*\|\s*(\*?)\s*$")


def _eliot_files() -> list[Path]:
    files = []
    for folder in ("duplicate", "arbitration"):
        for path in sorted((ELIOT / folder).glob("*.ref")) if (ELIOT / folder).is_dir() else []:
            if "variant" not in path.name:
                files.append(path)
    return files


def _history_tables(path: Path) -> list[list[tuple[int, str, str, str, int]]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    tables = []
    for i, line in enumerate(lines):
        if HEADER.match(line):
            rows = []
            for row_line in lines[i + 2:]:
                m = ROW.match(row_line)
                if not m:
                    break
                n, rack, solution, ref, points, _ = m.groups()
                rows.append((int(n), rack, solution, ref, int(points)))
            tables.append(rows)
    return tables


ELIOT_FILES = _eliot_files()


@pytest.mark.skipif(not ELIOT_FILES, reason=f"Eliot transcripts not found in {ELIOT}")
def test_eliot_racks_meet_the_fisf_draw_rule(capsys) -> None:
    checked = 0
    distinct = set()
    rejected_rows = 0
    everything = edition_tiles(FRENCH)
    for path in ELIOT_FILES:
        for table in _history_tables(path):
            board = Board()
            leftover: Counter = Counter()
            for n, rack, solution, ref, points in table:
                where = f"{path.relative_to(ELIOT)} turn {n} {rack}"
                rejected = rack.startswith("-")
                body = rack.lstrip("-")
                old, new = body.split("+") if "+" in body else ("", body)
                tiles = tiles_of(old + new)
                bag = everything - board_tiles(board) - leftover
                pool = bag + leftover
                # every rack meets the FISF rule of its turn (independent count, and the engine)
                assert meets_rule(tiles, FRENCH, "fisf", n), where
                assert satisfies(tiles, n, FRENCH, FISF), where
                assert not Counter(tiles) - pool, f"{where}: tiles that are not left"
                if rejected:
                    # a redrawn rack is a fresh draw: nothing is kept, the rack is full
                    rejected_rows += 1
                    assert old == "" and len(tiles) == min(7, sum(pool.values())), where
                    draw = chosen_rack(tiles, list(leftover.elements()), bag, n, FRENCH, FISF,
                                       rejected=[list(leftover.elements())])
                    assert draw.leftover == () and Counter(draw.new) == Counter(tiles)
                else:
                    # the leftover of the last turn is the "old" part; no "+" means nothing was kept
                    assert pool_of(old) == leftover, f"{where}: leftover {rack_text(leftover.elements(), FRENCH)}"
                    draw = chosen_rack(tiles, list(leftover.elements()), bag, n, FRENCH, FISF)
                    assert Counter(draw.leftover) == leftover and Counter(draw.new) == pool_of(new), where
                    assert draw.rejected == ()
                checked += 1
                distinct.add((path.name, n, rack))
                position = Position(FRENCH, board, Rack.of(tiles))
                scored = check_move(position, parse_move(f"{ref} {solution}", FRENCH), lexicon=None)
                assert scored.points == points, where
                board = board.with_tiles(scored.move.placed)
                leftover = Counter(Rack.of(tiles).without(scored.move.tiles_used).tiles)
    with capsys.disabled():
        print(f"\nEliot: {checked} racks checked against the FISF rule ({len(distinct)} distinct, "
              f"{rejected_rows} redrawn) in {len(ELIOT_FILES)} files")
    assert checked >= 50 and len(distinct) >= 30


# -- seeded draws -----------------------------------------------------------------------------


def test_draws_are_reproducible_and_follow_the_rule() -> None:
    bag = edition_tiles(FRENCH)
    first = draw_rack((), bag, 1, FRENCH, FISF, seed=42)
    again = draw_rack((), bag, 1, FRENCH, FISF, seed=42)
    assert isinstance(first, Draw) and first == again
    others = {tuple(sorted(draw_rack((), bag, 1, FRENCH, FISF, seed=s).rack)) for s in range(20)}
    assert len(others) > 15, "different seeds give different racks"
    for seed in range(200):
        draw = draw_rack((), bag, 1 + seed % 20, FRENCH, FISF, seed=seed)
        assert len(draw.rack) == 7 and not Counter(draw.rack) - bag
        assert meets_rule(draw.rack, FRENCH, "fisf", 1 + seed % 20)
        for bad in draw.rejected:
            assert not meets_rule(bad, FRENCH, "fisf", 1 + seed % 20)


def test_a_leftover_that_cannot_make_a_valid_rack_is_put_back() -> None:
    # six consonants kept at turn 1: one new tile can never bring the second vowel
    leftover = tiles_of("BCDFGH")
    bag = pool_of("AEIOUAEIOULMNRST")
    for seed in range(30):
        draw = draw_rack(leftover, bag, 1, FRENCH, FISF, seed=seed)
        assert isinstance(draw, Draw)
        assert draw.leftover == () and draw.rejected
        assert Counter(draw.rejected[0][:6]) == Counter(leftover)
        assert meets_rule(draw.rack, FRENCH, "fisf", 1)
        assert not Counter(draw.rack) - (bag + Counter(leftover))
    # the same leftover at turn 16 (1 + 1) is kept
    kept = draw_rack(leftover, bag, 16, FRENCH, FISF, seed=1)
    assert kept.leftover == tuple(leftover) and len(kept.new) == 1 and not kept.rejected


def test_rack_is_short_when_few_tiles_are_left() -> None:
    draw = draw_rack(tiles_of("E"), pool_of("RS"), 20, FRENCH, FISF, seed=3)
    assert isinstance(draw, Draw) and sorted(draw.rack) == sorted(tiles_of("ERS"))


@pytest.mark.parametrize("preset", ["fisf", "flemish", "home"])
def test_end_of_game_matches_brute_force(preset: str) -> None:
    """end_reason is None exactly when the rules document says the game goes on."""
    rules = load_preset(preset)
    rng = random.Random(preset)
    letters = "??AAEEIIOUYBCDFGHJKLMNPRSTVWXZ"
    ended = going = 0
    for _ in range(400):
        pool = Counter(tiles_of("".join(rng.sample(letters, rng.randrange(0, 12)))))
        turn = rng.choice((1, 10, 15, 16, 25))
        total = sum(pool.values())
        size = min(7, total)
        rack_exists = any(meets_rule(ms.elements(), FRENCH, preset, turn) for ms in sub_multisets(pool, size))
        if preset == "home":
            expected_end = total == 0
        elif preset == "flemish":
            expected_end = total < 7 or count_vc(pool.elements(), FRENCH)[0] == 0 or not rack_exists
        else:
            expected_end = total == 0 or not rack_exists
        reason = end_reason(pool, turn, FRENCH, rules)
        assert (reason is not None) == expected_end, (rack_text(sorted(pool.elements()), FRENCH), turn, reason)
        result = draw_rack((), pool, turn, FRENCH, rules, seed=rng.randrange(1000))
        if expected_end:
            ended += 1
            assert isinstance(result, GameEnd) and result.reason == reason
        else:
            going += 1
            assert isinstance(result, Draw) and len(result.rack) == size
            assert meets_rule(result.rack, FRENCH, preset, turn)
    assert ended > 20 and going > 20


def test_end_reasons_are_explained() -> None:
    flemish = load_preset("flemish")
    few = end_reason(pool_of("ABCDEF"), 3, FRENCH, flemish)
    assert few is not None and "6 tiles" in few.text and few.count == 6 and few.args["minimum"] == 7
    assert "no vowel" in end_reason(pool_of("BCDFGHJKLM"), 3, FRENCH, flemish).text
    assert end_reason(pool_of("?BCDFGHJ"), 16, FRENCH, flemish) is None  # the blank is a vowel
    assert "2 vowels and 2 consonants" in end_reason(pool_of("?BCDFGHJ"), 15, FRENCH, flemish).text
    message = end_reason(pool_of("BCDFGHJKL"), 16, FRENCH, FISF).text
    assert "1 vowel and 1 consonant" in message and "9 tiles" in message
    assert end_reason(Counter(), 5, FRENCH, FISF).text == "no tiles are left"
    # Y counts as both in French: a lone Y makes a valid last rack
    assert end_reason(pool_of("Y"), 20, FRENCH, FISF) is None


def test_parse_rack_text() -> None:
    assert parse_rack_text("EEL+IJX", FRENCH) == tiles_of("EELIJX")
    assert sorted(parse_rack_text("a?b -c", FRENCH)) == sorted(tiles_of("A?BC"))
    assert parse_rack_text("éça", FRENCH) == tiles_of("ECA")
    german = edition("de")
    assert parse_rack_text("äöü", german) == tiles_of("ÄÖÜ", german)
    with pytest.raises(DrawError) as caught:
        parse_rack_text("AB1CD", FRENCH)
    assert caught.value.code == "malformed_rack" and "'1'" in caught.value.message and "French" in caught.value.message


@pytest.mark.parametrize("code", ["en", "fr", "nl", "de", "nb"])
def test_a_rack_the_program_wrote_reads_as_the_same_rack_typed_by_hand(code) -> None:
    """Racks the program writes (capitals, ``?`` for a blank) are read without folding; the
    same rack typed in lowercase, with separators, goes the long way: the same tiles."""
    chosen = edition(code)
    rng = random.Random(code)
    for _ in range(300):
        tiles = [rng.randrange(chosen.size + 1) for _ in range(rng.randrange(8))]
        written = chosen.tiles_text(tiles)
        read = parse_rack_text(written, chosen)
        assert read == sorted(tiles, key=lambda t: t != BLANK)  # blanks first, then in the written order
        typed = " - ".join(written.lower()) + "+"
        assert parse_rack_text(typed, chosen) == read


# -- own letters ------------------------------------------------------------------------------


def _own_session(tmp_path, rules=FISF) -> Session:
    return Session.create(tmp_path / "own.duplicate",
                          SessionSettings(FRENCH.code, lexicon("fr").identity, rules, seed=1,
                                          rack_source=RackSource.OWN),
                          lexicon("fr"), players=[(1, "Ann")], clock=FakeClock())


@pytest.mark.parametrize(
    "text,code,message",
    [
        ("ZZAEIRS", "not_in_bag", "not left in the bag: Z"),
        ("???AEIR", "not_in_bag", "not left in the bag: ?"),
        ("ABC", "rack_size", "has 3 tiles; this turn's rack has 7"),
        ("ABCDEFGH", "rack_size", "has 8 tiles"),
        ("BCDFGHA", "draw_rule", "needs at least 2 vowels and 2 consonants"),
        ("AEIOUAB", "draw_rule", "breaks the draw rule of turn 1"),
        ("AB1CDEF", "malformed_rack", "'1' is not a French tile"),
    ],
)
def test_own_letters_refuses_bad_racks_clearly(tmp_path, text: str, code: str, message: str) -> None:
    session = _own_session(tmp_path)
    count = len(session.store.actions())
    with pytest.raises(DrawError) as caught:
        session.set_rack(text)
    assert caught.value.code == code
    assert message in caught.value.message
    assert session.phase is Phase.AWAITING_DRAW and len(session.store.actions()) == count


def test_own_letters_keep_the_leftover_or_redraw(tmp_path) -> None:
    # turn 2 on needs only 1 vowel and 1 consonant
    rules = FISF.with_changes(draw_rule=[{"vowels": 2, "consonants": 2, "until_turn": 1},
                                         {"vowels": 1, "consonants": 1}])
    session = _own_session(tmp_path, rules)
    with pytest.raises(SessionError, match="own letters"):
        session.draw()
    turn = session.set_rack("CHARITO")
    assert turn.source == "own" and turn.draw.leftover == () and Counter(turn.draw.new) == pool_of("CHARITO")
    session.choose_master("H5 CHAT")
    committed = session.commit()
    assert committed.points == (3 + 4 + 1 + 1) * 2  # T on the centre star (double word)
    leftover = pool_of("CHARITO") - pool_of("CHAT")
    assert Counter(session.leftover()) == leftover  # R, I, O
    # the rack breaks the turn-1 rule but meets turn 2's (1 + 1)
    turn = session.set_rack("RIO+BCDF")
    assert Counter(turn.draw.leftover) == leftover and Counter(turn.draw.new) == pool_of("BCDF")
    assert not turn.draw.rejected
    everything = edition_tiles(FRENCH)
    assert board_tiles(turn.board) + Counter(turn.draw.rack) + session.bag() == everything
    session.undo()
    # a rack without the leftover: the leftover went back to the bag, a fresh 7 was drawn
    turn = session.set_rack("EAUBCDF")
    assert turn.draw.leftover == () and Counter(turn.draw.new) == pool_of("EAUBCDF")
    assert turn.draw.rejected, "a redraw is marked"
    assert board_tiles(turn.board) + Counter(turn.draw.rack) + session.bag() == everything
    bag = session.bag()
    assert [bag[FRENCH.letter_code(x)] for x in "RIOA"] == [6, 8, 6, 9 - 2]  # R, I, O went back


# -- prepared games ---------------------------------------------------------------------------


def _play_random(tmp_path, turns: int) -> tuple[list[PreparedTurn], list[Draw]]:
    session = Session.create(tmp_path / "original.duplicate",
                             SessionSettings(FRENCH.code, lexicon("fr").identity, FISF, seed=2024), lexicon("fr"),
                             players=[(1, "Ann")], clock=FakeClock())
    prepared, draws = [], []
    for _ in range(turns):
        turn = session.draw()
        draws.append(turn.draw)
        prepared.append(PreparedTurn(rack_text(turn.draw.leftover, FRENCH) + "+" + rack_text(turn.draw.new, FRENCH),
                                     tuple(rack_text(r, FRENCH) for r in turn.draw.rejected)))
        session.commit()
    session.close()
    return prepared, draws


def test_prepared_game_gives_the_racks_as_given(tmp_path) -> None:
    prepared, draws = _play_random(tmp_path, 6)
    session = Session.create(tmp_path / "replay.duplicate",
                             SessionSettings(FRENCH.code, lexicon("fr").identity, FISF, seed=1,
                                             rack_source=RackSource.PREPARED, prepared=prepared),
                             lexicon("fr"), clock=FakeClock())
    for number, original in enumerate(draws, start=1):
        turn = session.draw()
        assert turn.number == number and turn.source == "prepared"
        assert Counter(turn.draw.rack) == Counter(original.rack)
        assert Counter(turn.draw.leftover) == Counter(original.leftover)
        assert [Counter(r) for r in turn.draw.rejected] == [Counter(r) for r in original.rejected]
        session.commit()
    # the prepared game has no more racks: the game ends
    assert session.draw() is None
    assert session.phase is Phase.OVER and "no more racks" in session.end_reason


@pytest.mark.parametrize(
    "rack,message",
    [
        ("ZZEAIRS", "not left in the bag: Z"),
        ("EAIR", "has 4 tiles; this turn's rack has 7"),
    ],
)
def test_prepared_rack_that_cannot_be_drawn_is_a_clear_error(tmp_path, rack: str, message: str) -> None:
    session = Session.create(tmp_path / "p.duplicate",
                             SessionSettings(FRENCH.code, lexicon("fr").identity, FISF, seed=1,
                                             rack_source=RackSource.PREPARED, prepared=[PreparedTurn(rack)]),
                             lexicon("fr"), clock=FakeClock())
    with pytest.raises(DrawError) as caught:
        session.draw()
    assert f"the prepared rack of turn 1 ({rack}) cannot be drawn" in caught.value.message
    assert message in caught.value.message
    assert session.phase is Phase.AWAITING_DRAW and session.turns == []


def test_prepared_game_after_another_master_move(tmp_path) -> None:
    """When the arbiter plays another master move, a later prepared rack may not exist any more."""
    session = Session.create(tmp_path / "p.duplicate",
                             SessionSettings(FRENCH.code, lexicon("fr").identity, FISF, seed=1,
                                             rack_source=RackSource.PREPARED,
                                             prepared=[PreparedTurn("ZEAIRST"), PreparedTurn("ZAEINST")]),
                             lexicon("fr"), clock=FakeClock())
    session.draw()
    z = FRENCH.letter_code("Z")
    # the earlier game kept the Z (its second rack holds it); here the master move plays it
    z_move = next(m for m in session.ranked_moves(limit=300) if z in m.move.tiles_used)
    session.choose_master(move_text(z_move, FRENCH))
    session.commit()
    with pytest.raises(DrawError) as caught:
        session.draw()
    assert "turn 2" in caught.value.message and "not left in the bag" in caught.value.message
    assert "master moves must have differed" in caught.value.message


def test_prepared_session_needs_racks(tmp_path) -> None:
    with pytest.raises(SessionError, match="needs the racks"):
        Session.create(tmp_path / "p.duplicate",
                       SessionSettings(FRENCH.code, lexicon("fr").identity, FISF, rack_source=RackSource.PREPARED),
                       lexicon("fr"))


def test_stored_end_reasons_are_read_back_as_messages() -> None:
    """A session file keeps its end reason in English; reading it back gives the template and
    values the app translates (older files' wording included)."""
    from duplicate.rules.bag import end_reason_message

    flemish = load_preset("flemish")
    for pool, turn, rules in ((pool_of("ABCDEF"), 3, flemish), (pool_of("BCDFGHJKL"), 16, FISF),
                              (pool_of("BCDFGHJKLM"), 3, flemish), (Counter(), 5, FISF)):
        reason = end_reason(pool, turn, FRENCH, rules)
        read = end_reason_message(reason.text)
        assert read is not None and read.template == reason.template and read.text == reason.text
        assert read.args == reason.args
    old = end_reason_message("only 5 tiles are left (the game ends below 7)")
    assert old is not None and old.count == 5 and old.args["minimum"] == 7
    assert end_reason_message("the arbiter stopped the game at 22:00") is None
