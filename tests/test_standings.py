"""Standings on hand-made turns: every score, rank, solo, warning, penalty, deviation and
percentage below is computed by hand from the rules document (sections 1 and 4).

The games are English, own letters, so every rack is chosen. Scores by hand (GCG
coordinates, number first = across; the centre H8 is a double word, D8 a double letter,
G9 a double letter; C3 A1 T1 S1 O1 D2 G2 I1 E1 U1 R1 N1 B3 L1):

turn 1, rack CATSDOG: 8D COATS (C on D8: 6+1+1+1+1) x2 = 20; 8E CATS (3+1+1+1) x2 = 12;
  8E DOGS (2+1+2+1) x2 = 12; 8H CAT (3+1+1) x2 = 10.
turn 2, rack DG+EIRNU (after COATS): H5 DIGS 2+1+2+1 = 6; E7 DOG 2+1+2 = 5; H8 SIDE 1+1+2+1 = 5.
turn 3, rack ENRU+BAL (after DIGS): G8 TUBE 1+(1x2)+3+1 = 7; D8 CURE 3+1+1+1 = 6; E7 BOA 3+1+1 = 5.
"""

from __future__ import annotations

import pytest

from duplicate.rules.presets import RuleSetError, load_preset
from duplicate.session.session import RackSource, Session, SessionSettings
from duplicate.session.standings import compute_standings
from session_helpers import FakeClock, lexicon

FISF = load_preset("fisf")

TURN_1 = "CATSDOG"
TURN_2 = "DG+EIRNU"
TURN_3 = "ENRU+BAL"


def _session(tmp_path, rules=FISF, players=5, name="s") -> Session:
    return Session.create(tmp_path / f"{name}.duplicate",
                          SessionSettings("en", lexicon("en").identity, rules, rack_source=RackSource.OWN),
                          lexicon("en"), players=[(t, f"Player {t}") for t in range(1, players + 1)],
                          clock=FakeClock())


def _rows(session) -> dict:
    return {row.table: row for row in compute_standings(session).rows}


def _turn_1(session, entries: dict, master: str = "8D COATS") -> None:
    session.set_rack(TURN_1)
    for table, move in entries.items():
        if move is None:
            session.enter_no_move(table)
        else:
            session.enter_move(table, move)
    session.choose_master(master)
    session.commit()


def test_equal_totals_share_a_rank(tmp_path) -> None:
    session = _session(tmp_path)
    _turn_1(session, {1: "8D COATS", 2: "8E CATS", 3: "8E DOGS", 4: "8H CAT", 5: None})
    standings = compute_standings(session)
    assert standings.top_total == 20 and standings.turns == 1
    assert [(r.table, r.rank, r.total) for r in standings.rows] == [
        (1, 1, 20), (2, 2, 12), (3, 2, 12), (4, 4, 10), (5, 5, 0)]
    rows = _rows(session)
    assert [rows[t].deviation for t in range(1, 6)] == [0, -8, -8, -10, -20]
    assert [rows[t].percent for t in range(1, 6)] == [100.0, 60.0, 60.0, 50.0, 0.0]
    assert rows[5].cells[0].status == "no_move"
    assert not any(r.solos for r in standings.rows)  # FISF: solos only from 16 players


def test_missing_and_invalid_entries_score_nothing(tmp_path) -> None:
    session = _session(tmp_path, players=3)
    session.set_rack(TURN_1)
    session.enter_move(1, "8D COATS")
    session.enter_move(2, "8D COATSX")  # not on the rack
    session.commit()  # table 3 handed nothing in
    rows = _rows(session)
    assert rows[2].cells[0].status == "invalid" and rows[2].total == 0 and rows[2].cells[0].error
    assert rows[3].cells[0].status == "missing" and rows[3].total == 0
    # the default master is the top; the reference score is its score (24 for this rack)
    assert compute_standings(session).top_total == session.turn(1).committed.points
    assert rows[1].deviation == 20 - session.turn(1).committed.points


@pytest.mark.parametrize(
    "min_players,entries,expected,soloist",
    [
        # exactly one player reaches the best score of the room: +10
        (3, {1: "8D COATS", 2: "8E CATS", 3: "8H CAT"}, {1: 30, 2: 12, 3: 10}, [1]),
        # the best score of the room need not be the top
        (3, {1: "8E CATS", 2: "8H CAT", 3: None}, {1: 22, 2: 10, 3: 0}, [1]),
        # two players reach the best score: no solo
        (3, {1: "8D COATS", 2: "8D COATS", 3: "8H CAT"}, {1: 20, 2: 20, 3: 10}, []),
        # fewer active players than the minimum: no solo
        (4, {1: "8D COATS", 2: "8E CATS", 3: "8H CAT"}, {1: 20, 2: 12, 3: 10}, []),
        # nobody scores: no solo
        (3, {1: None, 2: None, 3: "8D COATSX"}, {1: 0, 2: 0, 3: 0}, []),
    ],
)
def test_solos(tmp_path, min_players: int, entries: dict, expected: dict, soloist: list) -> None:
    session = _session(tmp_path, FISF.with_changes(solo_min_players=min_players), players=3)
    _turn_1(session, entries)
    rows = _rows(session)
    assert {t: rows[t].total for t in rows} == expected
    assert [t for t in rows if rows[t].solos] == soloist
    for t in soloist:
        assert rows[t].solos == 1 and rows[t].cells[0].solo == 10 and rows[t].deviation == expected[t] - 20


def test_a_player_who_is_absent_does_not_count_for_solos(tmp_path) -> None:
    session = _session(tmp_path, FISF.with_changes(solo_min_players=3), players=3)
    session.remove_player(3)  # before the first draw: never plays
    _turn_1(session, {1: "8D COATS", 2: "8E CATS"})
    rows = _rows(session)
    assert rows[3].cells[0].status == "absent"
    assert rows[1].total == 20 and rows[1].solos == 0


@pytest.mark.parametrize("players,solo", [(15, False), (16, True)])
def test_fisf_solo_needs_sixteen_players(tmp_path, players: int, solo: bool) -> None:
    session = _session(tmp_path, players=players)
    _turn_1(session, {1: "8D COATS", **{t: "8E CATS" for t in range(2, players + 1)}})
    assert _rows(session)[1].total == (30 if solo else 20)


def test_warnings_beyond_the_tolerated_cost_points(tmp_path) -> None:
    session = _session(tmp_path, players=3)
    session.set_rack(TURN_1)
    session.enter_move(1, "8D COATS", written_score=20)
    session.enter_move(2, "8E CATS", written_score=12)
    session.enter_move(3, "8H CAT", written_score=10)
    session.decide(1, warnings=2)
    session.decide(2, warnings=5)
    session.choose_master("8D COATS")
    session.commit()
    session.set_rack(TURN_2)
    session.enter_move(1, "H5 DIGS", written_score=6)
    session.decide(1, warnings=2)  # 4 in all: one beyond the 3 tolerated
    session.choose_master("H5 DIGS")
    session.commit()
    rows = _rows(session)
    assert (rows[1].warnings, rows[1].penalties, rows[1].total) == (4, 5, 26 - 5)
    assert (rows[2].warnings, rows[2].penalties, rows[2].total) == (5, 10, 12 - 10)
    assert (rows[3].warnings, rows[3].penalties, rows[3].total) == (0, 0, 10)
    assert rows[1].deviation == 21 - 26 and rows[1].percent == pytest.approx(100 * 21 / 26, abs=0.005)
    # a ruling can be changed afterwards: back to 3 warnings, nothing to pay
    session.decide(1, turn=2, warnings=1)
    assert _rows(session)[1].total == 26


@pytest.mark.parametrize("preset,warned", [("fisf", True), ("flemish", False), ("home", False)])
def test_wrong_written_score_is_a_warning_under_fisf_only(tmp_path, preset: str, warned: bool) -> None:
    rules = load_preset(preset).with_changes(warnings_tolerated=0, warning_cost=5)
    session = _session(tmp_path, rules, players=4)
    session.set_rack(TURN_1)
    session.enter_move(1, "8D COATS", written_score=21)  # wrong
    session.enter_move(2, "8D COATS", written_score=20)  # right
    session.enter_move(3, "8D COATS")  # no score written
    session.enter_move(4, "8D COATSX", written_score=30)  # invalid move: scores 0 anyway
    session.choose_master("8D COATS")
    session.commit()
    rows = _rows(session)
    assert rows[1].warnings == (1 if warned else 0)
    assert rows[1].total == (15 if warned else 20)
    assert rows[2].warnings == 0 and rows[2].total == 20
    assert rows[3].warnings == 0 and rows[3].total == 20
    assert rows[4].total == 0


def test_penalties(tmp_path) -> None:
    session = _session(tmp_path, players=2)
    session.set_rack(TURN_1)
    session.enter_move(1, "8D COATS")
    session.enter_move(2, "8E CATS")
    session.decide(2, penalty=5)
    session.decide(1, penalty=3, warnings=4)  # 3 points, plus 5 for the fourth warning
    session.choose_master("8D COATS")
    session.commit()
    rows = _rows(session)
    assert (rows[2].total, rows[2].penalties, rows[2].cells[0].penalty) == (7, 5, 5)
    assert (rows[1].total, rows[1].penalties) == (12, 8)
    assert rows[2].rank == 2 and rows[1].rank == 1
    assert rows[1].deviation == -8 and rows[2].deviation == -13
    assert rows[2].percent == 35.0


def test_late_players_players_who_leave_deviation_and_percentage(tmp_path) -> None:
    session = _session(tmp_path, players=4)
    # turn 1: master COATS 20
    session.set_rack(TURN_1)
    for table, move in {1: "8D COATS", 2: "8E CATS", 3: "8E DOGS", 4: "8H CAT"}.items():
        session.enter_move(table, move)
    session.choose_master("8D COATS")
    session.commit()
    session.remove_player(4)  # leaves between turns: plays no more from turn 2
    # turn 2: master DIGS 6
    session.set_rack(TURN_2)
    session.enter_move(1, "H5 DIGS")
    session.enter_move(2, "E7 DOG")
    session.enter_move(3, "H8 SIDE")
    session.choose_master("H5 DIGS")
    session.commit()
    session.add_player(6, "Late")  # joins at turn 3
    # turn 3: master TUBE 7
    session.set_rack(TURN_3)
    session.remove_player(3)  # leaves before handing in: does not play turn 3
    session.enter_move(1, "G8 TUBE")
    session.enter_move(2, "D8 CURE")
    session.enter_move(6, "E7 BOA")
    session.choose_master("G8 TUBE")
    session.commit()

    standings = compute_standings(session)
    assert standings.top_total == 20 + 6 + 7 == 33
    rows = _rows(session)
    expected = {  # table: (rank, total, deviation, percent, statuses, active)
        1: (1, 33, 0, 100.0, ("move", "move", "move"), True),
        2: (2, 23, -10, 69.7, ("move", "move", "move"), True),  # 12 + 5 + 6
        3: (3, 17, -16, 51.52, ("move", "move", "absent"), False),  # 12 + 5
        4: (4, 10, -23, 30.3, ("move", "absent", "absent"), False),
        6: (5, 5, -28, 15.15, ("absent", "absent", "move"), True),
    }
    for table, (rank, total, deviation, percent, statuses, active) in expected.items():
        row = rows[table]
        assert (row.rank, row.total, row.deviation) == (rank, total, deviation), table
        assert row.percent == pytest.approx(percent, abs=0.005), table
        assert tuple(c.status for c in row.cells) == statuses, table
        assert all(c.score == 0 for c in row.cells if c.status == "absent")
        assert [c.top for c in row.cells] == [20, 6, 7]
        assert row.active is active, table
    assert [r.table for r in standings.rows] == [1, 2, 3, 4, 6]
    assert rows[6].last_score == 5 and rows[4].last_score == 0
    # correcting a past turn updates the standings: table 2 now played COATS in turn 1
    session.enter_move(2, "8D COATS", turn=1)
    rows = _rows(session)
    assert rows[2].total == 31 and rows[2].deviation == -2 and rows[2].rank == 2
    # the standings survive reopening the file
    path = session.store.path
    before = compute_standings(session)
    session.close()
    reopened = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    assert compute_standings(reopened) == before
    reopened.close()


@pytest.mark.parametrize("rule, deviation, percent", [("start", 5 - 33, 15.15), ("joined", 5 - 7, 71.43)])
def test_a_latecomers_deviation_follows_the_late_arrival_rule(tmp_path, rule, deviation, percent) -> None:
    """Joined at turn 3 and played BOA for 5 (top 7): the deviation counts the tops of the
    turns missed only under the "start" rule; the others' figures do not change."""
    session = _session(tmp_path, rules=FISF.with_changes(late_deviation=rule), players=2)
    _turn_1(session, {1: "8D COATS", 2: "8E CATS"})
    session.set_rack(TURN_2)
    session.enter_move(1, "H5 DIGS")
    session.choose_master("H5 DIGS")
    session.commit()
    session.add_player(6, "Late")
    session.set_rack(TURN_3)
    session.enter_move(1, "G8 TUBE")
    session.enter_move(6, "E7 BOA")
    session.choose_master("G8 TUBE")
    session.commit()
    rows = _rows(session)
    assert (rows[6].total, rows[6].deviation) == (5, deviation)
    assert rows[6].percent == pytest.approx(percent, abs=0.005)
    assert rows[1].deviation == 0 and rows[2].deviation == 12 - 33


def test_late_arrival_rule_is_checked_when_read() -> None:
    with pytest.raises(RuleSetError):
        FISF.with_changes(late_deviation="sometimes")


def _ranked(ranks: list[int]):
    """Standing rows carrying only the given ranks (the pages read nothing else)."""
    from duplicate.session.standings import StandingRow

    return [StandingRow(rank, table, f"P{table}", 0, 0, 0.0, None, 0, 0, 0, (), True)
            for table, rank in enumerate(ranks, start=1)]


@pytest.mark.parametrize("ranks, size, expected", [
    ([1, 2, 3, 4, 5], 2, ((0, 2), (2, 4), (4, 5))),
    ([1, 2, 2, 4, 5], 2, ((0, 1), (1, 3), (3, 5))),  # the 2nd place tie moves to the next page whole
    ([1, 1, 1, 1, 5], 2, ((0, 2), (2, 4), (4, 5))),  # a tie longer than a page: cut, no way round
    ([1] + [2] * 8 + [10] * 3, 8, ((0, 1), (1, 9), (9, 12))),
    ([], 14, ()),
])
def test_standings_pages_never_split_a_tie(ranks, size, expected) -> None:
    from duplicate.session.standings import pages

    cuts = pages(_ranked(ranks), size)
    assert cuts == expected
    assert [i for start, stop in cuts for i in range(start, stop)] == list(range(len(ranks)))  # each row once
