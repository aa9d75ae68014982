"""A teacher's class in the engine (issue 28, items 2-5): the "write now" call before the end,
the class preset (points only, teams), hints for the room, and ending the game now."""

from __future__ import annotations

import pytest

from duplicate.base.errors import SessionError
from duplicate.records.bulletins import player_sheets_html
from duplicate.records.sheet import sheet_html, sheet_text, standings_text
from duplicate.rules.edition import load_edition
from duplicate.rules.presets import load_preset, rule_set_from_dict
from duplicate.session.actions import AddPlayer, ShowRoomHint
from duplicate.session.names import read_team
from duplicate.session.session import Phase, Session, SessionSettings
from duplicate.session.standings import compute_standings
from duplicate.words.lexicon import Lexicon

from session_helpers import FakeClock, lexicon

ENGLISH = load_edition("en")
#: A word list small enough to find the top by hand: on the empty board, with the rack
#: QIAXETE, QAT across the centre (Q 10 + A 1 + T 1, double word) is worth 24 wherever it
#: covers the star; TAX (1 + 1 + 8) x 2 = 20, QI (10 + 1) x 2 = 22, AX (1 + 8) x 2 = 18.
TINY = Lexicon.from_words(ENGLISH, ["QI", "QAT", "TAX", "AX"], name="tiny")


def _class_session(tmp_path, players=((1, "Ann"), (2, "Bob")), rules=None, clock=None) -> Session:
    rules = rules or load_preset("class").with_changes(first_move_horizontal=True)
    settings = SessionSettings("en", TINY.identity, rules, seed=5)
    return Session.create(tmp_path / "class.duplicate", settings, TINY, players=players,
                          clock=clock or FakeClock())


# -- item 2: "write now" a fixed time before the end ---------------------------------------------


def test_the_call_comes_thirty_seconds_before_the_end_whatever_the_turn_length(tmp_path) -> None:
    fisf = load_preset("fisf")
    assert fisf.calls_before_end == (30,)
    clock = FakeClock()
    rules = fisf.with_changes(seconds_per_turn=300)
    session = Session.create(tmp_path / "s.duplicate", SessionSettings("fr", lexicon("fr").identity, rules, seed=3),
                             lexicon("fr"), clock=clock)
    session.draw()
    session.start_timer()
    timer = session.current_turn.timer
    assert timer.calls == (270,)  # 300 - 30: not at half time
    clock.advance(150)
    assert timer.due_calls() == []
    clock.advance(120)
    assert timer.due_calls() == [270]


def test_the_class_preset_calls_a_minute_before_the_end_of_five_minutes() -> None:
    rules = load_preset("class")
    assert rules.seconds_per_turn == 300 and rules.call_times() == (240,)
    assert rules.with_changes(seconds_per_turn=120).call_times() == (60,)
    assert rules.with_changes(seconds_per_turn=45).call_times() == ()  # a minute before a 45-s turn: none


def test_an_older_file_with_calls_as_elapsed_seconds_reads_the_same_moments() -> None:
    old = rule_set_from_dict({"name": "Old club", "seconds_per_turn": 180, "calls": [150]})
    assert old.calls_before_end == (30,) and old.call_times() == (150,)
    assert "calls" not in old.to_dict() and rule_set_from_dict(old.to_dict()) == old


# -- item 3: the class preset, points only, teams -----------------------------------------------


def test_points_only_standings_and_sheet_show_no_deviation(tmp_path) -> None:
    session = _class_session(tmp_path)
    session.set_rack("QIAXETE")
    session.enter_move(1, "8G QAT")  # the top, 24
    session.commit()
    row = {r.table: r for r in compute_standings(session).rows}
    assert row[1].total == 24 and row[2].total == 0
    text = standings_text(session)
    header = text.splitlines()[2]
    assert "DEVIATION" not in header and "SOLOS" not in header and "WARNINGS" not in header
    assert "-24" not in text  # Bob played nothing: 0 points, never "-24"
    html = sheet_html(session)
    assert "Deviation" not in html and "Penalties" not in html and "<th>%</th>" not in html
    assert "-24" not in html
    sheets = player_sheets_html(session)
    assert "Rank 2 of 2. Total 0 points." in sheets and "Deviation" not in sheets and "-24" not in sheets
    club = _club_copy(tmp_path)
    assert "DEVIATION" in standings_text(club)  # a club keeps its columns
    assert "deviation -24" in player_sheets_html(club)


def _club_copy(tmp_path) -> Session:
    settings = SessionSettings("en", TINY.identity, load_preset("fisf").with_changes(first_move_horizontal=True), seed=5)
    session = Session.create(tmp_path / "club.duplicate", settings, TINY, players=[(1, "Ann"), (2, "Bob")])
    session.set_rack("QIAXETE")
    session.enter_move(1, "8G QAT")
    session.commit()
    return session


def test_a_team_shares_a_table_and_its_members_are_on_the_sheet(tmp_path) -> None:
    name, members = read_team("Team Blue:  Emma ,Noah")
    assert (name, members) == ("Team Blue", ("Emma", "Noah"))
    assert read_team("Marie Dupont") == ("Marie Dupont", ())
    session = _class_session(tmp_path, players=[(1, name, members), (2, "Team Red", ("Liam", "Mia", "Zoe"))])
    path = session.store.path
    session.set_rack("QIAXETE")
    session.enter_move(1, "8F QAT")
    session.commit()
    session.close()
    reopened = Session.open(path, TINY)
    assert reopened.players[1].members == ("Emma", "Noah")
    assert reopened.players[2].label == "Team Red: Liam, Mia, Zoe"
    assert "Team Blue: Emma, Noah" in sheet_html(reopened)
    assert "Team Red: Liam, Mia, Zoe" in standings_text(reopened)
    reopened.rename_player(2, "Team Red", ["Liam", "Mia"])  # Zoe went home
    assert reopened.players[2].members == ("Liam", "Mia")
    reopened.close()


@pytest.mark.parametrize("members", [("Emma",), ("A", "B", "C", "D", "E"), ("Emma", "emma"), ("Emma", ""),
                                     ("Emma", "No\u202eah")])
def test_a_team_of_the_wrong_size_or_names_is_refused(tmp_path, members) -> None:
    session = _class_session(tmp_path, players=())
    with pytest.raises(SessionError) as caught:
        session.add_player(1, "Team Blue", members)
    assert caught.value.code in ("bad_team", "bad_name")
    assert session.players == {} and not session.store.actions()


def test_a_stored_team_is_read_strictly() -> None:
    assert AddPlayer.from_payload({"table": 3, "name": "Team", "members": ["Emma", "Noah"]}).members == ("Emma", "Noah")
    assert AddPlayer.from_payload({"table": 3, "name": "Ann"}).members is None  # older files
    for bad in ({"table": 3, "name": "T", "members": "Emma, Noah"}, {"table": 3, "name": "T", "members": ["Emma", 7]},
                {"table": 3, "name": "T", "members": None}):
        with pytest.raises(SessionError) as caught:
            AddPlayer.from_payload(bad)
        assert caught.value.code == "bad_action" and "members" in caught.value.message


# -- item 4: hints for the room -------------------------------------------------------------------


def test_hints_state_facts_of_the_top_never_the_move(tmp_path) -> None:
    session = _class_session(tmp_path)
    session.set_rack("QIAXETE")
    hints = {h.kind: h.value for h in session.room_hint_choices()}
    # QAT for 24, across row 8 (the English convention numbers the rows): worked out above
    assert hints == {"worth": "20", "letter": "Q", "row": "8", "bingo": "no", "blank": "no", "tiles": "3",
                     "length": "3"}
    texts = [h.message().text for h in session.room_hint_choices()]
    assert "There is a word worth 20 points or more" in texts and "The top is on row 8" in texts
    assert "The top uses the letter Q" in texts and "The top places 3 letters" in texts
    assert not any("QAT" in t for t in texts)


def test_a_shown_hint_is_in_the_log_survives_reopening_and_undo_takes_it_back(tmp_path) -> None:
    session = _class_session(tmp_path)
    path = session.store.path
    session.set_rack("QIAXETE")
    session.show_room_hint("worth")
    session.show_room_hint("letter")
    assert [(h.kind, h.value) for h in session.current_turn.room_hints] == [("worth", "20"), ("letter", "Q")]
    assert [a.kind for a in session.store.actions()][-2:] == ["room_hint", "room_hint"]
    assert "worth" not in {h.kind for h in session.room_hint_choices()}
    with pytest.raises(SessionError):
        session.show_room_hint("worth")  # already shown
    session.undo()
    assert [h.kind for h in session.current_turn.room_hints] == ["worth"]
    session.close()
    reopened = Session.open(path, TINY)
    assert [(h.kind, h.value) for h in reopened.current_turn.room_hints] == [("worth", "20")]
    reopened.close()


def test_hints_are_refused_outside_a_class_and_when_damaged(tmp_path) -> None:
    club = _class_session(tmp_path, rules=load_preset("fisf").with_changes(first_move_horizontal=True))
    club.set_rack("QIAXETE")
    with pytest.raises(SessionError) as caught:
        club.show_room_hint("worth")
    assert caught.value.code == "not_allowed"
    (tmp_path / "class").mkdir()
    session = _class_session(tmp_path / "class")
    session.set_rack("QIAXETE")
    count = len(session.store.actions())
    for bad in ({"turn": 1, "hint": "answer", "value": "QAT"}, {"turn": 1, "hint": "worth", "value": "lots"},
                {"turn": 1, "hint": "bingo", "value": "maybe"}, {"turn": 1, "hint": "worth", "value": 20},
                {"turn": 1, "hint": "row", "value": "8 QAT at H"}, {"turn": 2, "hint": "row", "value": "8"}):
        with pytest.raises(SessionError):
            session.replay_action(ShowRoomHint.kind, bad)
    assert len(session.store.actions()) == count and session.current_turn.room_hints == ()


def test_the_letter_hint_never_names_a_blank(tmp_path) -> None:
    session = _class_session(tmp_path)
    session.set_rack("?IAXETE")  # no Q: the blank plays it; QAT with a blank Q is 2 + 0... the top is TAX
    hints = {h.kind: h.value for h in session.room_hint_choices()}
    top = session.tops()[0]
    assert hints["letter"] != "q" and hints["letter"].isupper()
    assert hints["letter"] == "X"  # TAX for 20 or qAT for 4: the X is the letter worth most
    assert top.points == 20 and hints["blank"] == "no"


# -- item 5: end the game now ------------------------------------------------------------------------


def test_ending_now_keeps_the_results_and_undo_takes_it_back(tmp_path) -> None:
    session = _class_session(tmp_path)
    path = session.store.path
    session.set_rack("QIAXETE")
    session.enter_move(1, "8G QAT")
    session.enter_move(2, "8H QI")
    session.commit()
    session.set_rack(session.tiles_text(session.leftover()) + "AOR")
    session.enter_no_move(2)  # a turn in play: not counted, the game ends before its reveal
    before = [(r.table, r.total) for r in compute_standings(session).rows]
    session.end_now()
    assert session.phase is Phase.OVER and session.current_turn is None
    assert [(r.table, r.total) for r in compute_standings(session).rows] == before == [(1, 24), (2, 22)]
    text = sheet_text(session)
    assert "ended early by the arbiter" in text and "Turn 2: " in text and "(not played)" in text
    assert session.undo() == "end"
    assert session.phase is Phase.DRAWN and 2 in session.current_turn.entries
    session.end_now()
    session.close()
    reopened = Session.open(path, TINY)
    assert reopened.phase is Phase.OVER and "ended early" in (reopened.end_reason or "")
    with pytest.raises(SessionError):
        reopened.end_now()
    reopened.close()


def test_a_phone_in_a_class_is_told_points_and_rank_never_a_deviation(tmp_path) -> None:
    from duplicate.session.phones import personal_state

    session = _class_session(tmp_path)
    session.set_rack("QIAXETE")
    session.enter_move(1, "8G QAT")
    session.commit()
    reveal = personal_state(session, 2, feedback=False)["reveal"]  # Bob played nothing
    assert reveal["my_score"] == 0 and reveal["total"] == 0 and reveal["rank"] == 2
    assert reveal["deviation"] is None and reveal["game_deviation"] is None
    session.end_now()
    final = personal_state(session, 2, feedback=False)["final"]
    assert final == {"rank": 2, "players": 2, "total": 0, "deviation": None}
    club = _club_copy(tmp_path)  # a club's phones keep their deviations
    assert personal_state(club, 2, feedback=False)["reveal"]["game_deviation"] == -24
