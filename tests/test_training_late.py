"""Issue 41, item 4: in a game played as in a competition, a slip handed in after the time is
void, as FISF rules it, whatever the window's clock tick showed; the reason is on the turn's
results. What the window collects at the bell (the tiles on the board when the time ran
out) is handed in; a practice game keeps handing in late moves, scored.

The clock is fixed (``FakeClock``) and moved by hand; the expected figures come from the
turn's ranked moves and the standings, not from the code under test.
"""

from __future__ import annotations

from duplicate.rules.notation import format_move
from duplicate.rules.presets import load_preset
from duplicate.session.session import SessionSettings
from duplicate.session.standings import compute_standings
from duplicate.training import game as training
from duplicate.training.stats import LOST_NO_MOVE, losses
from test_training_app import _window, fr, french_lexicon  # noqa: F401 - fixtures
from test_training_figures import _choice
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures


def _game(tmp_path, lexicon, clock, tournament: bool):
    return training.create_training(tmp_path / "training", SessionSettings("fr", lexicon.identity, load_preset("fisf"),
                                                                           seed=5), lexicon,
                                    training.TrainingOptions(seconds_per_move=180, tournament=tournament), clock=clock)


def test_a_slip_handed_in_after_the_time_is_void_in_a_competition(tmp_path, french_lexicon):
    clock = FakeClock()
    session = _game(tmp_path, french_lexicon, clock, tournament=True)
    training.next_turn(session)
    top = session.ranked_moves(500)[0]
    text = format_move(top.move, session.edition)
    clock.now += 200  # handed in at 3:20 of a 3:00 turn (the window had not ticked)
    training.submit(session, text)
    result = training.summarize(session).results[0]
    assert (result.status, result.score, result.move, result.late, result.late_by) == ("no_move", 0, None, text, 20.0)
    assert compute_standings(session).rows[0].total == 0
    assert losses(result)[LOST_NO_MOVE] == top.points
    # the file keeps it: reopened, the summary still says so
    path = session.store.path
    session.close()
    from duplicate.session.session import Session

    again = Session.open(path, read_only=True)
    assert training.summarize(again).results[0].late == text
    again.close()


def test_what_was_on_the_board_at_the_bell_is_handed_in_and_practice_is_lenient(tmp_path, french_lexicon):
    clock = FakeClock()
    session = _game(tmp_path, french_lexicon, clock, tournament=True)
    training.next_turn(session)
    top = session.ranked_moves(500)[0]
    clock.now += 180.05  # the bell: the window collects the slip written in time
    training.submit(session, format_move(top.move, session.edition), at_bell=True)
    assert training.summarize(session).results[0].score == top.points
    session.close()
    clock = FakeClock()
    practice = _game(tmp_path / "practice", french_lexicon, clock, tournament=False)
    training.next_turn(practice)
    top = practice.ranked_moves(500)[0]
    clock.now += 200
    training.submit(practice, format_move(top.move, practice.edition))
    result = training.summarize(practice).results[0]
    assert result.score == top.points and result.late is None
    practice.close()


def test_enter_after_the_time_before_the_window_ticks_voids_the_slip_with_its_reason(qtbot, tmp_path, french_lexicon):
    clock = FakeClock()
    window = _window(qtbot, tmp_path, clock)
    session = window.start_game(_choice(seconds=180, tournament=True))
    page = window.page
    top = session.ranked_moves(500)[0]
    text = format_move(top.move, session.edition)
    page.reference_edit.setFocus()
    qtbot.keyClicks(page.reference_edit, text)
    clock.now += 200  # 3:20: Enter comes before the window's next tick (its handler, called as Enter calls it)
    page.submit()
    assert page.mode == "results"
    detail = page.result_detail.text()
    assert f"<b>{text}</b> was handed in 20.0 s after the time" in detail and "void and scores 0" in detail
    assert "after the time (void)" in page.results.result_heading.text()
    assert page.figure_labels["score"].text() == "0"
    assert training.summarize(session).results[0].late == text
    from test_word_tools_app import _shots

    _shots(qtbot, window, "late_slip")
