"""Solo training, engine side: hints, the turn cycle, summaries, the history and replays.

Expected values are worked out independently of ``duplicate.training``: bingos by a full
enumeration of the moves (``search.all_moves``), totals by adding the scores of the moves
entered, squares by naming them with the notation module.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from duplicate.training import game as training
from duplicate.training import stats as training_stats
from duplicate.base.errors import DuplicateError
from duplicate.rules.notation import format_move, format_square
from duplicate.records.game_record import write_record
from duplicate.rules.presets import load_preset
from duplicate.words.search import all_moves
from duplicate.session.session import Phase, RackSource, Session, SessionSettings
from duplicate.session.standings import compute_standings
from session_helpers import FakeClock, lexicon


def _game(folder: Path, code: str = "fr", seed: int = 7, seconds: int = 0, clock=None, player: str = "Me",
          prepared=(), source: str = "") -> Session:
    settings = SessionSettings(code, lexicon(code).identity, load_preset("fisf"), seed=seed,
                               rack_source=RackSource.PREPARED if prepared else RackSource.RANDOM, prepared=tuple(prepared))
    options = training.TrainingOptions(seconds_per_move=seconds, player=player, source=source)
    return training.create_training(folder, settings, lexicon(code), options, clock=clock or FakeClock())


def _nth_best(session: Session, n: int) -> str:
    ranked = session.ranked_moves(20)
    return format_move(ranked[min(n, len(ranked) - 1)].move, session.edition)


# -- options, rules, files ------------------------------------------------------------------------


def test_training_rules_time_and_warning_call():
    fisf = load_preset("fisf")
    assert training.training_rules(fisf, 120).seconds_per_turn == 120
    assert training.training_rules(fisf, 120).call_times() == (90,)  # a warning 30 s before the end
    assert training.training_rules(fisf, 60).call_times() == (30,)
    untimed = training.training_rules(fisf, 0)
    assert untimed.call_times() == () and untimed.draw_rule == fisf.draw_rule


def test_new_game_paths_never_collide(tmp_path):
    from datetime import datetime

    now = datetime(2024, 5, 1, 20, 15, 3)
    first = training.new_game_path(tmp_path, now)
    first.write_text("x")
    second = training.new_game_path(tmp_path, now)
    assert first.name == "Training 2024-05-01 20.15.03.duplicate"
    assert second != first and not second.exists()


def test_created_game_is_a_one_player_training_session(tmp_path):
    with _game(tmp_path / "games", seconds=120, player="Ann") as session:
        assert training.is_training(session)
        assert list(session.players) == [training.TABLE] and session.players[1].name == "Ann"
        options = training.training_options(session)
        assert (options.seconds_per_move, options.player, options.source) == (120, "Ann", "")
        assert options.started.startswith(session.settings.created[:10])
        assert session.phase is Phase.AWAITING_DRAW  # the first rack waits for the player
        assert session.store.path.parent == tmp_path / "games"


def test_next_turn_starts_the_clock_only_when_timed(tmp_path):
    clock = FakeClock()
    timed = _game(tmp_path / "a", seconds=60, clock=clock)
    untimed = _game(tmp_path / "b", seconds=0, clock=clock)
    try:
        assert training.next_turn(timed) is not None and timed.phase is Phase.RUNNING
        assert training.next_turn(untimed) is not None and untimed.phase is Phase.DRAWN
        clock.advance(61)
        assert timed.phase is Phase.EXPIRED and untimed.phase is Phase.DRAWN
    finally:
        timed.close()
        untimed.close()


# -- hints ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("code,seed", [("fr", 7), ("en", 3), ("de", 11)])
def test_hint_answers_match_an_independent_enumeration(tmp_path, code, seed):
    with _game(tmp_path, code, seed) as session:
        seen_bingo = {True: 0, False: 0}
        for _ in range(6):
            turn = training.next_turn(session)
            if turn is None:
                break
            every = all_moves(turn.position(session.edition), session.lexicon, session.rules.move_rules)
            best = max(m.points for m in every)
            expected_bingo = any(len(m.move.placed) == 7 for m in every)
            seen_bingo[expected_bingo] += 1
            assert training.hint_answer(session, training.HINT_BINGO) == ("yes" if expected_bingo else "no")
            assert training.hint_answer(session, training.HINT_TOP_SCORE) == str(best)
            square = training.hint_answer(session, training.HINT_TOP_SQUARE)
            default_top = session.tops()[0]
            assert default_top.points == best
            names = {format_square(r, c, session.edition.convention) for r, c, _ in default_top.move.placed}
            assert square in names
            training.submit(session, format_move(default_top.move, session.edition))
        assert sum(seen_bingo.values()) >= 3


def test_square_hint_follows_the_edition_convention(tmp_path):
    with _game(tmp_path, "en", 3) as session:
        training.next_turn(session)
        row, col, _ = session.tops()[0].move.placed[0]
        answer = training.hint_answer(session, training.HINT_TOP_SQUARE)
        assert answer == "ABCDEFGHIJKLMNO"[col] + str(row + 1)  # GCG: column letter, row number


def test_bingo_hint_with_a_short_ranking_enumerates_every_move(tmp_path, monkeypatch):
    """With a ranking too short to hold every bingo, the answer comes from a full enumeration."""
    monkeypatch.setattr(training, "RANK_DEPTH", 1)  # only the tops: a bingo below them is missed
    with _game(tmp_path, "fr", 7) as session:
        answers = []
        for _ in range(8):
            turn = training.next_turn(session)
            if turn is None:
                break
            every = all_moves(turn.position(session.edition), session.lexicon, session.rules.move_rules)
            expected = any(m.move.is_bingo for m in every)
            assert training.has_bingo(session) is expected
            answers.append(expected)
            training.submit(session, None)
        assert True in answers and False in answers


def test_hints_are_recorded_once_and_kept_in_the_file(tmp_path):
    session = _game(tmp_path, seed=7)
    path = session.store.path
    try:
        training.next_turn(session)
        score = training.ask_hint(session, training.HINT_TOP_SCORE)
        assert training.ask_hint(session, training.HINT_TOP_SCORE) == score  # asked twice, recorded once
        bingo = training.ask_hint(session, training.HINT_BINGO)
        assert session.current_turn.hints == ((training.HINT_TOP_SCORE, score), (training.HINT_BINGO, bingo))
        assert [a.kind for a in session.store.actions()].count("hint") == 2
        with pytest.raises(training.TrainingError) as error:
            training.ask_hint(session, "nonsense")
        assert error.value.code == "bad_hint"
    finally:
        session.close()
    with Session.open(path, lexicon=lexicon("fr")) as reopened:
        assert reopened.current_turn.hints == ((training.HINT_TOP_SCORE, score), (training.HINT_BINGO, bingo))
        training.submit(reopened, None)
        summary = training.summarize(reopened)
        assert summary.hints_used == 2 and summary.results[0].hints == reopened.turn(1).hints


def test_hints_are_refused_after_the_move(tmp_path):
    with _game(tmp_path) as session:
        training.next_turn(session)
        session.enter_move(training.TABLE, _nth_best(session, 0))
        with pytest.raises(training.TrainingError) as error:
            training.ask_hint(session, training.HINT_BINGO)
        assert error.value.code == "already_played"
        training.submit(session, None)  # the entry already made is kept
        assert session.turn(1).entries[1].valid
        with pytest.raises(DuplicateError):
            training.ask_hint(session, training.HINT_BINGO)  # no turn in progress


# -- turns, summary -------------------------------------------------------------------------------


def test_turns_summary_and_ranks(tmp_path):
    with _game(tmp_path, seed=7) as session:
        choices = [0, 3, None, 1, 2]  # rank index of the move played; None: no move
        expected_total = 0
        expected_tops = 0
        for number, choice in enumerate(choices, start=1):
            turn = training.next_turn(session)
            assert turn is not None and turn.number == number
            ranked = session.ranked_moves(20)
            played = None if choice is None else ranked[min(choice, len(ranked) - 1)]
            committed = training.submit(session, None if played is None else format_move(played.move, session.edition))
            assert committed is not None and committed.points == ranked[0].points
            expected_total += played.points if played else 0
            expected_tops += ranked[0].points
            if played is not None:
                mine = training.player_move(session, number)
                assert training.same_move(mine, played)
                rank = training.move_rank(session, number, mine)
                assert rank == 1 + sum(1 for m in session.ranked_moves(500, turn_number=number) if m.points > played.points)
            else:
                assert training.player_move(session, number) is None
        summary = training.summarize(session)
        row = compute_standings(session).rows[0]
        assert (summary.total, summary.top_total) == (expected_total, expected_tops) == (row.total, expected_tops)
        assert summary.deviation == expected_total - expected_tops == row.deviation
        assert summary.exact_percent == row.exact_percent == Fraction(100 * expected_total, expected_tops)
        assert summary.turns == 5 and not summary.finished
        assert summary.deviations == [r.score - r.top for r in summary.results]
        assert summary.results[2].status == "no_move" and summary.results[2].move is None
        lost = summary.lost_most(3)
        assert [r.deviation for r in lost] == sorted(d for d in summary.deviations if d < 0)[:3]
        assert lost[0].turn == 3 or lost[0].deviation <= summary.results[2].deviation
        # the summary in the file is the one computed (written after every move)
        stored = session.store.settings()[training.SUMMARY_KEY]
        assert training.TrainingSummary.from_dict(stored) == summary
        final = training.end_training(session)
        assert final.finished and final.end_reason == "ended by the player" and final.turns == 5
        assert session.phase is Phase.OVER


def test_lost_most_orders_worst_first_and_skips_tops():
    results = tuple(
        training.TurnResult(turn=i, rack="", move=None, status="move", score=s, top=t, top_move="")
        for i, (s, t) in enumerate([(20, 20), (10, 40), (30, 35), (0, 30), (50, 50)], start=1)
    )
    summary = training.TrainingSummary("", "fr", "", "", 5, 110, 175, 62.86, True, results=results)
    assert [r.turn for r in summary.lost_most(3)] == [2, 4, 3]
    assert [r.turn for r in summary.lost_most(10)] == [2, 4, 3]
    assert summary.deviations == [0, -30, -5, -30, 0]
    assert training.TrainingSummary.from_dict(summary.to_dict()) == summary


def test_time_out_and_an_invalid_move_score_zero(tmp_path):
    clock = FakeClock()
    with _game(tmp_path, seconds=60, clock=clock) as session:
        training.next_turn(session)
        clock.advance(60.5)
        assert session.phase is Phase.EXPIRED
        training.submit(session, "H8 QWXZ")  # what was on the board when time ran out
        assert session.turn(1).entries[1].valid is False
        assert training.summarize(session).results[0].status == "invalid"
        assert training.summarize(session).total == 0


def test_suspend_and_resume_keep_the_time_left(tmp_path):
    clock = FakeClock()
    session = _game(tmp_path, seconds=120, clock=clock)
    path = session.store.path
    training.next_turn(session)
    clock.advance(50)
    training.suspend(session)
    assert session.phase is Phase.PAUSED
    session.close()
    clock.advance(1000)  # away for a while
    with Session.open(path, lexicon=lexicon("fr"), clock=clock) as reopened:
        assert reopened.phase is Phase.PAUSED
        training.resume(reopened)
        assert reopened.phase is Phase.RUNNING
        assert reopened.current_turn.timer.remaining() == pytest.approx(70, abs=0.01)


# -- history --------------------------------------------------------------------------------------


def test_history_lists_finished_and_unfinished_games_without_a_word_list(tmp_path, monkeypatch):
    folder = tmp_path / "training"
    finished = _game(folder, seed=1)
    for _ in range(2):
        training.next_turn(finished)
        training.submit(finished, _nth_best(finished, 2))
    done = training.end_training(finished)
    finished.close()
    unfinished = _game(folder, seed=2)
    training.next_turn(unfinished)
    training.submit(unfinished, _nth_best(unfinished, 0))
    training.next_turn(unfinished)
    unfinished_path = unfinished.store.path
    # a club session in the same folder is no training game; a damaged file is skipped
    club = Session.create(folder / "club.duplicate",
                          SessionSettings("fr", lexicon("fr").identity, load_preset("fisf"), seed=3), lexicon("fr"),
                          players=[(1, "A")])
    club.close()
    (folder / "broken.duplicate").write_bytes(b"not a session at all")

    import duplicate.words.lexicon as lexicon_module

    def no_word_list(*args, **kwargs):
        raise AssertionError("the history must not load a word list")

    monkeypatch.setattr(lexicon_module, "load_lexicon", no_word_list)
    history = training_stats.training_history(folder)
    assert len(history) == 2
    first, second = history
    # ended by the player: over (not resumable) but not finished, and out of the progress
    assert first.ended_early and not first.finished and not first.resumable and first.summary == done
    assert second.resumable and second.path == unfinished_path and second.summary.turns == 1
    assert second.summary.total == second.summary.top_total  # the top was played
    assert training_stats.progress_points(history) == []
    unfinished.close()


def test_a_history_figure_of_infinity_is_read_as_damage_not_a_crash(tmp_path):
    """Issue 21, item 9: ``seconds_per_move = Infinity`` in a training file (its chain recomputed,
    as a forger would) raised OverflowError in the history. Now the strict reader refuses the
    value: the game is still listed, its time read as untimed, and the history's figures stay
    finite."""
    from file_formats import edit, forge_chain

    folder = tmp_path / "training"
    session = _game(folder, seed=5, seconds=120)
    training.next_turn(session)
    training.submit(session, _nth_best(session, 0))
    training.end_training(session)
    path = session.store.path
    session.close()
    # settings changed after creation are rows of the log (kind 'setting'), covered by the chain
    edit(path, "UPDATE actions SET payload = replace(payload, '\"seconds_per_move\":120', "
               "'\"seconds_per_move\":Infinity') WHERE kind = 'setting'")
    forge_chain(path)
    assert "Infinity" in path.read_bytes().decode("utf-8", "replace")
    history = training_stats.training_history(folder)
    assert [item.path for item in history] == [path]
    assert history[0].summary.seconds_per_move in (0, 120)
    stats = training_stats.history_stats(history)
    assert stats is not None


def test_history_of_a_file_without_stored_summary(tmp_path):
    folder = tmp_path / "t"
    session = _game(folder, seed=4)
    for _ in range(2):
        training.next_turn(session)
        training.submit(session, None)
    tops = sum(t.committed.points for t in session.committed_turns)
    session.store._db.execute("DELETE FROM settings WHERE key = ?", (training.SUMMARY_KEY,))
    session.close()
    [item] = training_stats.training_history(folder)
    assert (item.summary.turns, item.summary.top_total, item.finished) == (2, tops, False)
    assert training_stats.training_history(tmp_path / "missing") == []


# -- replaying the racks of a game ----------------------------------------------------------------


def _club_game(path: Path, turns: int = 3) -> Session:
    club = Session.create(path,
                          SessionSettings("fr", lexicon("fr").identity, load_preset("fisf"), seed=21,
                                          title="Club night"),
                          lexicon("fr"), players=[(1, "Ann"), (2, "Bob")])
    for _ in range(turns):
        club.draw()
        club.enter_move(1, format_move(club.tops()[0].move, club.edition))
        club.commit()
    return club


def test_prepared_game_from_a_session_and_a_record(tmp_path):
    club = _club_game(tmp_path / "club.duplicate")
    racks = [club.tiles_text(t.draw.rack) for t in club.committed_turns]
    tops = sum(t.committed.points for t in club.committed_turns)
    write_record(club, tmp_path / "club.json")
    club.close()
    from_session = training.prepared_game(tmp_path / "club.duplicate")
    from_record = training.prepared_game(tmp_path / "club.json")
    assert from_session.turns == from_record.turns
    assert [p.rack for p in from_session.turns] == racks
    assert (from_session.edition, from_session.name, from_session.top_total) == ("fr", "Club night", tops)
    assert from_record.top_total == tops
    with pytest.raises(DuplicateError):
        training.prepared_game(tmp_path / "nothing.json")
    (tmp_path / "bad.json").write_text(json.dumps({"format": "something else"}))
    with pytest.raises(DuplicateError):
        training.prepared_game(tmp_path / "bad.json")


def test_replayed_game_has_the_same_racks_and_ends_with_them(tmp_path):
    club = _club_game(tmp_path / "club.duplicate")
    club_racks = [club.tiles_text(t.draw.rack) for t in club.committed_turns]
    club.close()
    prepared = training.prepared_game(tmp_path / "club.duplicate")
    with _game(tmp_path / "t", prepared=prepared.turns, source=prepared.name) as session:
        assert session.settings.rack_source is RackSource.PREPARED
        racks = []
        while (turn := training.next_turn(session)) is not None:
            racks.append(session.tiles_text(turn.draw.rack))
            training.submit(session, _nth_best(session, 1))
        assert racks == club_racks
        summary = training.summarize(session)
        assert summary.finished and summary.turns == 3 and summary.source == "Club night"
        assert session.end_reason == "the prepared game has no more racks"
        assert session.store.settings()[training.SUMMARY_KEY]["finished"] is True
