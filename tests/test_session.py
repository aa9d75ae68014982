"""The session engine driven like an arbiter: whole games in every edition and preset,
undo/redo round trips, and the turn state machine.

Expected values come from the rules document (sections 4 and 5) through the independent
helpers in ``session_helpers``; the engine's own draw-rule code is never used to decide
what a test expects.
"""

from __future__ import annotations

import random
import zlib
from collections import Counter

import pytest

from duplicate.rules.board import Position, Rack
from duplicate.base.errors import DuplicateError
from duplicate.rules.presets import load_preset
from duplicate.words.search import all_moves
from duplicate.session.session import Phase, Session, SessionError, SessionSettings
from duplicate.session.standings import compute_standings
from session_helpers import (
    EDITIONS,
    PRESETS,
    FakeClock,
    board_tiles,
    count_vc,
    edition,
    edition_tiles,
    lexicon,
    log_signature,
    meets_rule,
    move_text,
    rack_text,
    state_summary,
    sub_multisets,
)

PLAYERS = [(1, "Top"), (2, "Random"), (3, "Nothing"), (4, "Wrong")]


# -- whole games ----------------------------------------------------------------------------


def _check_end_condition(preset: str, ed, pool: Counter, turn: int) -> None:
    """The game ended at the draw of ``turn``: recompute why from the tiles left."""
    total = sum(pool.values())
    size = min(7, total)
    no_valid_rack = not any(meets_rule(ms.elements(), ed, preset, turn) for ms in sub_multisets(pool, size))
    if preset == "home":
        assert total == 0, f"a home game ended with {total} tiles left and no draw rule"
    elif preset == "flemish":
        no_vowel = count_vc(pool.elements(), ed)[0] == 0
        assert total < 7 or no_vowel or no_valid_rack, f"Flemish game ended too early: {rack_text(pool.elements(), ed)}"
    else:
        assert total == 0 or no_valid_rack, (
            f"FISF game ended at turn {turn} though a valid rack exists in {rack_text(sorted(pool.elements()), ed)}"
        )


def _invalid_text(ed, rng: random.Random) -> str:
    centre = "8H" if ed.code == "en" else "H8"
    return rng.choice(["Z99 ABC", centre, f"{centre} {ed.letters[1] * 6}", "A1 " + ed.letters[2] * 3])


def play_game(path, code: str, preset: str, seed: int) -> dict:
    """Play a whole game like an arbiter, checking the rules at every turn; a summary."""
    ed, lex = edition(code), lexicon(code)
    rules = load_preset(preset)
    clock = FakeClock()
    session = Session.create(path, SessionSettings(ed.code, lex.identity, rules, seed=seed), lex, players=PLAYERS,
                             clock=clock)
    rng = random.Random(seed)
    everything = edition_tiles(ed)
    expected_random_total = 0
    wrong_scores = 0
    tops = []
    rejected_racks = 0
    while True:
        number = len(session.turns) + 1
        previous_board = session.board
        kept = Counter(session.leftover())
        bag_before = everything - board_tiles(previous_board) - kept
        assert board_tiles(previous_board) + kept + bag_before == everything
        pool = bag_before + kept
        assert session.phase is Phase.AWAITING_DRAW
        turn = session.draw()
        if turn is None:
            assert session.phase is Phase.OVER and session.end_reason
            _check_end_condition(preset, ed, pool, number)
            break
        draw = turn.draw
        rack = Counter(draw.rack)
        assert session.phase is Phase.DRAWN
        assert len(draw.rack) == min(7, sum(pool.values()))
        assert not rack - pool, "tiles drawn that are not in the bag"
        # the draw rule of this turn holds (section 4), unless the preset has none
        if preset != "home":
            assert meets_rule(draw.rack, ed, preset, number), (
                f"turn {number}: {rack_text(draw.rack, ed)} breaks the draw rule"
            )
        if preset == "flemish":
            assert sum(pool.values()) >= 7 and count_vc(pool.elements(), ed)[0] > 0
        if draw.rejected:
            rejected_racks += len(draw.rejected)
            # a rejected rack goes back whole: the new rack is a fresh draw of leftover + bag
            assert draw.leftover == ()
            assert not kept - Counter(draw.rejected[0]), "the first try must keep the leftover"
            for bad in draw.rejected:
                assert len(bad) == len(draw.rack) and not Counter(bad) - pool
                assert not meets_rule(bad, ed, preset, number)
        else:
            assert Counter(draw.leftover) == kept
            assert not Counter(draw.new) - bag_before
        # tile conservation: bag + rack + board = the edition's tiles, letter by letter
        bag_now = session.bag()
        assert board_tiles(turn.board) + rack + bag_now == everything
        assert bag_now == pool - rack
        assert turn.board == previous_board

        session.start_timer()
        assert session.phase is Phase.RUNNING
        clock.advance(40)
        if number % 3 == 0:
            session.pause_timer()
            clock.advance(500)
            assert session.phase is Phase.PAUSED and turn.timer.remaining() == pytest.approx(140)
            session.resume_timer()
        moves = session.ranked_moves(limit=20)
        if not moves:
            position = Position(ed, turn.board, Rack.of(draw.rack))
            assert all_moves(position, lex, rules.move_rules) == []
            session.end_game("no move is possible")
            assert session.phase is Phase.OVER
            assert session.current_turn is None
            break
        top = moves[0]
        session.enter_move(1, move_text(top, ed), written_score=top.points)
        other = rng.choice(moves)
        written = other.points + (1 if rng.random() < 0.3 else 0)
        wrong_scores += written != other.points
        entry = session.enter_move(2, move_text(other, ed), written_score=written)
        assert entry.valid and entry.outcome.points == other.points
        expected_random_total += other.points
        session.enter_no_move(3)
        wrong = session.enter_move(4, _invalid_text(ed, rng))
        assert not wrong.valid and isinstance(wrong.outcome, DuplicateError)
        assert session.missing_entries() == []
        if number % 2:
            session.stop_timer()
        else:
            clock.advance(200)
        assert session.phase is Phase.EXPIRED
        committed = session.commit()
        assert committed.points == top.points
        assert move_text(committed, ed) in {move_text(m, ed) for m in moves if m.points == top.points}
        assert session.board == turn.board.with_tiles(committed.move.placed)
        assert session.phase is Phase.AWAITING_DRAW
        tops.append(top.points)

    with pytest.raises(SessionError, match="over"):
        session.draw()
    standings = compute_standings(session)
    rows = {r.table: r for r in standings.rows}
    assert standings.top_total == sum(tops)
    assert rows[1].total == sum(tops) and rows[1].deviation == 0 and rows[1].rank == 1
    if sum(tops):
        assert rows[1].percent == 100.0
    assert rows[3].total == 0 and rows[4].total == 0
    assert rows[3].rank == rows[4].rank  # equal totals share a rank
    warning_cost = max(0, wrong_scores - 3) * 5 if preset == "fisf" else 0
    assert rows[2].total == expected_random_total - warning_cost
    assert rows[2].deviation == rows[2].total - sum(tops)
    assert len(standings.rows[0].cells) == len(tops)

    summary = state_summary(session)
    log = log_signature(session)
    end = session.end_reason
    session.close()
    with Session.open(path, lexicon=lex, clock=clock) as reopened:
        assert state_summary(reopened) == summary
        assert log_signature(reopened) == log
    return {"turns": len(tops), "rejected": rejected_racks, "end": end}


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("code", EDITIONS)
def test_whole_game(tmp_path, code: str, preset: str) -> None:
    seed = zlib.crc32(f"{code}/{preset}".encode()) % 1000 + 7  # stable across runs
    result = play_game(tmp_path / f"{code}-{preset}.duplicate", code, preset, seed=seed)
    assert result["turns"] >= 10


def test_games_reject_racks_somewhere(tmp_path) -> None:
    """Over several seeds the FISF rule rejects some racks (the rejection path is exercised)."""
    rejected = 0
    for seed in range(1, 4):
        rejected += play_game(tmp_path / f"fr-{seed}.duplicate", "fr", "fisf", seed)["rejected"]
    assert rejected > 0


# -- undo / redo ----------------------------------------------------------------------------


def _random_action(session: Session, rng: random.Random, clock: FakeClock) -> str | None:
    """Do one random action that is allowed now; its kind (None: nothing was done)."""
    ed = session.edition
    phase = session.phase
    if phase is Phase.OVER:
        return None
    if phase is Phase.AWAITING_DRAW:
        choice = rng.random()
        if choice < 0.08:
            table = max(session.players) + 1
            session.add_player(table, f"Late {table}")
            return "add_player"
        if choice < 0.12:
            session.rename_player(rng.choice(sorted(session.players)), f"Renamed {rng.randrange(100)}")
            return "rename_player"
        if choice < 0.15:
            staying = [t for t, p in session.players.items() if p.left is None]
            if len(staying) > 2:
                session.remove_player(rng.choice(staying))
                return "leave"
        if choice < 0.25 and session.committed_turns:
            past = rng.randrange(1, len(session.turns) + 1)
            session.decide(rng.choice(sorted(session.players)), turn=past, warnings=rng.randrange(3))
            return "decide"
        return "draw" if session.draw() is not None else "end"
    turn = session.current_turn
    playing = [p.table for p in session.active_players(turn.number)]
    options = ["enter", "enter", "enter", "no_move", "decide", "master", "commit", "timer", "clear", "bulk"]
    what = rng.choice(options)
    moves = session.ranked_moves(limit=15)
    if not moves:
        session.end_game("no move")
        return "end"
    if what == "enter":
        move = rng.choice(moves)
        session.enter_move(rng.choice(playing), move_text(move, ed), written_score=move.points + rng.choice((0, 0, 2)))
    elif what == "no_move":
        session.enter_no_move(rng.choice(playing))
    elif what == "decide":
        session.decide(rng.choice(playing), warnings=rng.randrange(3), penalty=rng.choice((0, 5)),
                       accept_word=rng.random() < 0.2)
    elif what == "master":
        session.choose_master(move_text(rng.choice(moves), ed))
    elif what == "commit":
        session.commit()
    elif what == "timer":
        if phase is Phase.DRAWN:
            session.start_timer()
        elif phase is Phase.RUNNING:
            clock.advance(20)
            session.pause_timer()
        elif phase is Phase.PAUSED:
            session.resume_timer()
        else:
            return None
        return "timer"
    elif what == "clear":
        if not turn.entries:
            return None
        session.clear_entry(rng.choice(sorted(turn.entries)))
    else:
        if not session.missing_entries():
            return None
        session.enter_for_remaining(rng.random() < 0.5)
        return "bulk_enter"
    return {"no_move": "enter"}.get(what, what)


def _new_session(path, code="en", preset="fisf", seed=11, clock=None) -> Session:
    """A session of three players in a new file at ``path``, or kept in memory when ``path`` is None."""
    settings = SessionSettings(edition(code).code, lexicon(code).identity, load_preset(preset), seed=seed)
    players = [(1, "Ann"), (2, "Bob"), (3, "Cy")]
    if path is None:
        return Session.create_in_memory(settings, lexicon(code), players=players, clock=clock or FakeClock())
    return Session.create(path, settings, lexicon(code), players=players, clock=clock or FakeClock())


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("in_memory", [False, True], ids=["file", "memory"])
def test_undo_all_then_redo_all_round_trip(tmp_path, seed: int, in_memory: bool) -> None:
    """Also in memory, where no snapshot is kept: every undo replays the game from its start."""
    clock = FakeClock()
    session = _new_session(None if in_memory else tmp_path / "s.duplicate", seed=seed, clock=clock)
    rng = random.Random(seed)
    before: list[dict] = []  # state (without timer-dependent phase) before each undoable action
    done = 0
    while done < 70:
        snapshot = state_summary(session, phase=False)
        kind = _random_action(session, rng, clock)
        if kind is None:
            continue
        if kind != "timer":
            before.append(snapshot)
        done += 1
        if kind == "end":
            break
    final = state_summary(session)
    final_log = log_signature(session)
    for undone in range(1, len(before) + 1):
        session.undo()
        assert state_summary(session, phase=False) == before[-undone], f"undo number {undone}"
    # the players were added by create() through undoable actions too
    assert [session.undo() for _ in range(3)] == ["add_player"] * 3
    assert not session.can_undo
    assert session.turns == [] and session.players == {} and session.phase is Phase.AWAITING_DRAW
    with pytest.raises(SessionError, match="nothing to undo"):
        session.undo()
    while session.can_redo:
        session.redo()
    assert state_summary(session) == final
    assert log_signature(session) == final_log
    with pytest.raises(SessionError, match="nothing to redo"):
        session.redo()
    session.close()


def test_undo_after_reopen_and_redo_stack_survives(tmp_path) -> None:
    path = tmp_path / "s.duplicate"
    clock = FakeClock()
    session = _new_session(path, clock=clock)
    session.draw()
    moves = session.ranked_moves(limit=5)
    session.enter_move(1, move_text(moves[0], session.edition))
    before_commit = state_summary(session, phase=False)
    session.commit()
    after_commit = state_summary(session, phase=False)
    session.undo()
    assert state_summary(session, phase=False) == before_commit
    session.close()

    reopened = Session.open(path, lexicon=lexicon("en"), clock=clock)
    assert state_summary(reopened, phase=False) == before_commit
    assert reopened.can_redo
    assert reopened.redo() == "commit"
    assert state_summary(reopened, phase=False) == after_commit
    assert reopened.undo() == "commit"
    assert reopened.undo() == "enter"
    assert 1 not in reopened.current_turn.entries
    reopened.close()
    again = Session.open(path, lexicon=lexicon("en"), clock=clock)
    assert again.redo() == "enter" and again.redo() == "commit"
    assert state_summary(again, phase=False) == after_commit
    again.close()


def test_new_action_after_undo_drops_the_redo_stack(tmp_path) -> None:
    session = _new_session(tmp_path / "s.duplicate")
    session.draw()
    moves = session.ranked_moves(limit=5)
    ed = session.edition
    session.enter_move(1, move_text(moves[0], ed))
    session.enter_move(2, move_text(moves[-1], ed))
    assert session.undo() == "enter"
    assert session.undo() == "enter"
    assert session.can_redo
    count = len(session.store.actions())
    session.enter_no_move(3)
    assert not session.can_redo
    with pytest.raises(SessionError, match="nothing to redo"):
        session.redo()
    kinds = [kind for kind, _ in session.action_log()]
    assert kinds[-2:] == ["draw", "enter"]
    # the undone actions stay in the log (its history is never rewritten), undone for good
    assert len(session.store.actions()) == count + 1
    assert [a.undone for a in session.store.actions()[-3:]] == [True, True, False]
    session.close()
    reopened = Session.open(tmp_path / "s.duplicate", lexicon=session.lexicon)
    assert not reopened.can_redo and set(reopened.current_turn.entries) == {3}
    reopened.close()



def test_timer_actions_are_not_undoable(tmp_path) -> None:
    clock = FakeClock()
    session = _new_session(tmp_path / "s.duplicate", clock=clock)
    session.draw()
    session.start_timer()
    clock.advance(30)
    session.pause_timer()
    # undo skips the timer actions and undoes the draw; they stay in the log
    assert session.undo() == "draw"
    assert session.phase is Phase.AWAITING_DRAW
    timer_actions = [a for a in session.store.actions() if a.kind == "timer"]
    assert len(timer_actions) == 2 and not any(a.undone for a in timer_actions)
    # the redone draw comes back with its timer as it was (paused at 150 s)
    assert session.redo() == "draw"
    assert session.phase is Phase.PAUSED
    assert session.current_turn.timer.remaining() == pytest.approx(150)
    # a timer action does not drop the redo stack
    session.undo()
    session.redo()
    session.resume_timer()
    session.undo()  # undoes the draw again
    assert session.can_redo


def _kind_setups():
    """(kind, setup, action): the setup brings a fresh session where the action is allowed."""

    def drawn(s):
        s.draw()

    def entered(s):
        s.draw()
        s.enter_move(1, move_text(s.ranked_moves(limit=3)[0], s.edition))

    def top(s):
        return move_text(s.ranked_moves(limit=3)[0], s.edition)

    def last(s):
        return move_text(s.ranked_moves(limit=30)[-1], s.edition)

    return [
        ("add_player", lambda s: None, lambda s: s.add_player(9, "Dee")),
        ("rename_player", lambda s: None, lambda s: s.rename_player(2, "Robert")),
        ("leave", lambda s: None, lambda s: s.remove_player(2)),
        ("change_table", entered, lambda s: s.change_table(1, 7)),
        ("draw", lambda s: None, lambda s: s.draw()),
        ("enter", drawn, lambda s: s.enter_move(1, top(s), written_score=3)),
        ("enter", drawn, lambda s: s.enter_no_move(2)),
        ("clear", entered, lambda s: s.clear_entry(1)),
        ("bulk_enter", drawn, lambda s: s.enter_for_remaining(True)),
        ("bulk_enter", entered, lambda s: s.enter_for_tables([3, 1, 3], top(s))),
        ("decide", drawn, lambda s: s.decide(1, warnings=2, penalty=5)),
        ("master", drawn, lambda s: s.choose_master(last(s))),
        ("commit", drawn, lambda s: s.commit()),
        ("end", drawn, lambda s: s.end_game("the arbiter stops")),
    ]


@pytest.mark.parametrize("kind,setup,action", _kind_setups(),
                         ids=[f"{k}-{i}" for i, (k, _, _) in enumerate(_kind_setups())])
def test_every_kind_of_action_is_undoable(tmp_path, kind, setup, action) -> None:
    session = _new_session(tmp_path / "s.duplicate")
    setup(session)
    before = state_summary(session)
    action(session)
    after = state_summary(session)
    assert after != before, "the action changed nothing"
    assert session.undo() == kind
    assert state_summary(session) == before
    assert session.redo() == kind
    assert state_summary(session) == after
    session.close()


# -- the turn state machine -----------------------------------------------------------------


def _at(phase: str):
    def setup(s: Session, clock: FakeClock) -> None:
        if phase == "awaiting":
            return
        s.draw()
        if phase == "drawn":
            return
        s.start_timer()
        if phase == "running":
            return
        if phase == "paused":
            s.pause_timer()
            return
        if phase == "expired":
            clock.advance(181)
            return
        if phase == "over":
            s.end_game("stop")
            return
        raise AssertionError(phase)

    return setup


NOT_ALLOWED = [
    ("awaiting", lambda s: s.commit(), "no rack has been drawn"),
    ("awaiting", lambda s: s.start_timer(), "cannot start the timer now"),
    ("awaiting", lambda s: s.pause_timer(), "cannot pause the timer now"),
    ("awaiting", lambda s: s.resume_timer(), "cannot resume the timer now"),
    ("awaiting", lambda s: s.stop_timer(), "cannot be stopped"),
    ("awaiting", lambda s: s.enter_move(1, "H8 ABC"), "no rack has been drawn"),
    ("awaiting", lambda s: s.enter_no_move(1), "no rack has been drawn"),
    ("awaiting", lambda s: s.choose_master("H8 ABC"), "no rack has been drawn"),
    ("awaiting", lambda s: s.enter_for_remaining(True), "no rack has been drawn"),
    ("awaiting", lambda s: s.enter_move(1, "H8 ABC", turn=1), "no turn 1"),
    ("drawn", lambda s: s.draw(), "cannot draw a rack now"),
    ("drawn", lambda s: s.set_rack("ABCDEFG"), "cannot type a rack now"),
    ("drawn", lambda s: s.pause_timer(), "cannot pause the timer now: the session is drawn"),
    ("drawn", lambda s: s.resume_timer(), "cannot resume the timer now"),
    ("drawn", lambda s: s.enter_move(7, "H8 ABC"), "no player at table 7"),
    ("drawn", lambda s: s.enter_no_move(0), "no player at table 0"),
    ("drawn", lambda s: s.decide(8, warnings=1), "no player at table 8"),
    ("drawn", lambda s: s.decide(1, warnings=-1), "cannot be negative"),
    ("drawn", lambda s: s.clear_entry(1), "table 1 has no entry"),
    ("drawn", lambda s: s.enter_move(1, "   "), "the move is empty"),
    ("drawn", lambda s: s.enter_move(1, "H8 ABC", turn=2), "no turn 2"),
    ("drawn", lambda s: s.add_player(1, "Again"), "table 1 is taken"),
    ("drawn", lambda s: s.add_player(0, "Zero"), "table numbers start at 1"),
    ("drawn", lambda s: s.add_player(5, "  "), "needs a name"),
    ("drawn", lambda s: s.rename_player(6, "X"), "no player at table 6"),
    ("drawn", lambda s: s.remove_player(6), "no player at table 6"),
    ("running", lambda s: s.start_timer(), "cannot start the timer now: the session is running"),
    ("running", lambda s: s.resume_timer(), "cannot resume the timer now"),
    ("running", lambda s: s.draw(), "cannot draw a rack now"),
    ("paused", lambda s: s.pause_timer(), "cannot pause the timer now: the session is paused"),
    ("paused", lambda s: s.start_timer(), "cannot start the timer now"),
    ("expired", lambda s: s.pause_timer(), "cannot pause the timer now: the session is expired"),
    ("expired", lambda s: s.resume_timer(), "cannot resume"),
    ("expired", lambda s: s.start_timer(), "cannot start"),
    ("expired", lambda s: s.stop_timer(), "cannot be stopped"),
    ("over", lambda s: s.draw(), "the session is over"),
    ("over", lambda s: s.commit(), "the game is over"),
    ("over", lambda s: s.end_game("again"), "already over"),
    ("over", lambda s: s.enter_move(1, "H8 ABC"), "the game is over"),
    ("over", lambda s: s.start_timer(), "cannot start the timer now: the session is over"),
]


@pytest.mark.parametrize("phase,action,message", NOT_ALLOWED,
                         ids=[f"{p}-{m[:20]}" for p, _, m in NOT_ALLOWED])
def test_actions_not_allowed_now_raise_a_clear_error(tmp_path, phase, action, message) -> None:
    clock = FakeClock()
    session = _new_session(tmp_path / "s.duplicate", clock=clock)
    _at(phase)(session, clock)
    before = state_summary(session)
    count = len(session.store.actions())
    with pytest.raises(SessionError) as caught:
        action(session)
    assert message in caught.value.message
    assert caught.value.code
    # a refused action is neither stored nor applied
    assert len(session.store.actions()) == count
    assert state_summary(session) == before
    session.close()


def test_entries_in_past_turns_and_players_who_leave(tmp_path) -> None:
    session = _new_session(tmp_path / "s.duplicate")
    ed = session.edition
    session.draw()
    moves = session.ranked_moves(limit=10)
    session.enter_move(1, move_text(moves[0], ed))
    session.commit()
    # a past turn can be corrected; a player not playing a turn cannot get an entry
    session.enter_move(2, move_text(moves[1], ed), turn=1)
    assert session.turn(1).entries[2].outcome.points == moves[1].points
    session.remove_player(3)
    session.draw()
    with pytest.raises(SessionError, match="does not play turn 2"):
        session.enter_no_move(3)
    with pytest.raises(SessionError, match="already left"):
        session.remove_player(3)
    session.add_player(4, "Dee")
    with pytest.raises(SessionError, match="does not play turn 1"):
        session.enter_no_move(4, turn=1)
    assert {p.table for p in session.missing_entries()} == {1, 2, 4}
    assert session.enter_for_remaining(False) == 3
    assert all(e.text is None for e in session.current_turn.entries.values())
    assert session.enter_for_remaining(True) == 0  # nobody is left without an entry


def test_master_move_choice_and_flags(tmp_path) -> None:
    session = _new_session(tmp_path / "s.duplicate")
    ed = session.edition
    session.draw()
    moves = session.ranked_moves(limit=40)
    lower = next(m for m in moves if m.points < moves[0].points)
    scored, flags = session.assess_master(move_text(lower, ed))
    assert scored.points == lower.points
    assert flags and f"the top scores {moves[0].points}" in flags[0]
    session.choose_master(move_text(lower, ed))
    committed = session.commit()
    assert committed.points == lower.points
    assert compute_standings(session).top_total == lower.points  # the reference is the master move
    session.draw()
    with pytest.raises(DuplicateError):
        session.choose_master("8H QQQQQQQ")
    assert session.current_turn.master is None


def test_session_rejects_a_word_list_of_another_edition(tmp_path) -> None:
    with pytest.raises(SessionError, match="another edition"):
        Session.create(tmp_path / "x.duplicate", SessionSettings("fr", lexicon("en").identity, load_preset("fisf")),
                       lexicon("en"))
    assert not (tmp_path / "x.duplicate").exists()


def test_reopen_with_another_word_list_is_refused(tmp_path) -> None:
    path = tmp_path / "s.duplicate"
    _new_session(path).close()
    from duplicate.words.lexicon import Lexicon

    other = Lexicon.from_words(edition("en"), ["CAT", "DOG"], "tiny")
    with pytest.raises(SessionError, match="SHA-256"):
        Session.open(path, lexicon=other)


def test_a_table_number_changed_takes_the_players_entries_along_and_survives_reopening(tmp_path) -> None:
    path = tmp_path / "s.duplicate"
    session = _new_session(path)
    ed = session.edition
    session.draw()
    moves = session.ranked_moves(limit=5)
    session.enter_move(2, move_text(moves[1], ed), written_score=1)
    session.decide(2, warnings=1)
    session.commit()
    name = session.players[2].name
    with pytest.raises(SessionError, match="taken"):
        session.change_table(2, 1)
    with pytest.raises(SessionError, match="no player at table 5"):
        session.change_table(5, 6)
    session.change_table(2, 12)
    assert 2 not in session.players and session.players[12].name == name
    assert session.turn(1).entries[12].table == 12 and session.turn(1).decisions[12].warnings == 1
    assert session.undo_text().text == "move table 2 to table 12"
    before = state_summary(session)
    session.close()
    reopened = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    assert state_summary(reopened) == before
    reopened.close()


def test_undo_and_redo_say_what_they_would_do(tmp_path) -> None:
    session = _new_session(tmp_path / "s.duplicate")
    ed = session.edition
    assert session.undo_text().text == "add Cy at table 3"
    session.draw()
    top = move_text(session.ranked_moves(limit=1)[0], ed)
    session.enter_move(3, top, written_score=10)
    assert session.undo_text().text == f"enter {top} for table 3"
    session.enter_for_tables([1, 2], None)
    assert session.undo_text().text == "enter no move for tables 1, 2"
    session.undo()
    assert session.redo_text().text == "enter no move for tables 1, 2"
    assert session.undo_text().text == f"enter {top} for table 3"
    session.start_timer()  # time cannot be undone: undo still names the entry
    assert session.undo_text().text == f"enter {top} for table 3"
    with pytest.raises(SessionError):
        session.enter_for_tables([], None)
    session.close()
