"""The turn timer (rules section 4: 3 minutes, "write now" called at 2'30) with an injected
clock, its place in the turn's phases, and its state after a session is reopened."""

from __future__ import annotations

import time

import pytest

from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, Session, SessionError, SessionSettings
from duplicate.session.timer import TimerState, TurnTimer
from session_helpers import FakeClock, lexicon


def test_timer_counts_down_pauses_and_expires() -> None:
    clock = FakeClock()
    timer = TurnTimer(180, (150,), clock)
    assert timer.state is TimerState.IDLE and timer.remaining() == 180
    clock.advance(50)  # nothing happens before the start
    assert timer.remaining() == 180
    timer.start()
    assert timer.state is TimerState.RUNNING
    clock.advance(100)
    assert timer.remaining() == 80 and timer.elapsed() == 100
    timer.pause()
    assert timer.state is TimerState.PAUSED
    clock.advance(1000)
    assert timer.remaining() == 80
    timer.resume()
    assert timer.state is TimerState.RUNNING
    clock.advance(79.5)
    assert timer.remaining() == pytest.approx(0.5) and timer.state is TimerState.RUNNING
    clock.advance(0.5)
    assert timer.remaining() == 0 and timer.state is TimerState.EXPIRED
    clock.advance(30)
    assert timer.remaining() == 0 and timer.elapsed() == 180


def test_calls_are_reported_once() -> None:
    clock = FakeClock()
    timer = TurnTimer(180, (150,), clock)
    timer.start()
    clock.advance(149.9)
    assert timer.due_calls() == []
    clock.advance(0.1)
    assert timer.due_calls() == [150]
    assert timer.due_calls() == []
    clock.advance(40)
    assert timer.due_calls() == []


def test_several_calls_and_calls_outside_the_turn() -> None:
    clock = FakeClock()
    # Spanish rules: calls at 1 minute, 30 s and 5 s before the end of 3 minutes
    timer = TurnTimer(180, (0, 120, 150, 175, 180, 400), clock)
    assert timer.calls == (120, 150, 175)
    timer.start()
    clock.advance(121)
    assert timer.due_calls() == [120]
    timer.pause()
    clock.advance(100)
    assert timer.due_calls() == []
    timer.resume()
    clock.advance(58)  # elapsed 179: both remaining calls are due at once
    assert timer.due_calls() == [150, 175]


def test_restoring_a_timer() -> None:
    clock = FakeClock()
    timer = TurnTimer(180, (150,), clock)
    timer.set_remaining(20, running=True)
    assert timer.state is TimerState.RUNNING and timer.remaining() == 20
    assert timer.due_calls() == []  # 150 was already behind: not announced again
    clock.advance(5)
    assert timer.remaining() == 15
    paused = TurnTimer(180, (150,), clock)
    paused.set_remaining(100, running=False)
    assert paused.state is TimerState.PAUSED and paused.remaining() == 100
    full = TurnTimer(180, (150,), clock)
    full.set_remaining(180, running=False)  # paused straight after the start
    assert full.state is TimerState.PAUSED
    over = TurnTimer(180, (150,), clock)
    over.set_remaining(-3, running=True)
    assert over.state is TimerState.EXPIRED and over.remaining() == 0


def _session(path, clock=None, rules=None) -> Session:
    kwargs = {"clock": clock} if clock is not None else {}
    return Session.create(path, SessionSettings("en", lexicon("en").identity, rules or load_preset("fisf"), seed=3),
                          lexicon("en"), players=[(1, "Ann")], **kwargs)


def test_session_phases_follow_the_timer(tmp_path) -> None:
    clock = FakeClock()
    session = _session(tmp_path / "s.duplicate", clock)
    session.draw()
    timer = session.current_turn.timer
    assert session.phase is Phase.DRAWN and timer.duration == 180
    session.start_timer()
    assert session.phase is Phase.RUNNING
    clock.advance(150)
    assert timer.due_calls() == [150] and timer.due_calls() == []
    session.pause_timer()
    assert session.phase is Phase.PAUSED
    clock.advance(600)
    session.resume_timer()
    assert session.phase is Phase.RUNNING and timer.remaining() == 30
    clock.advance(30)
    assert session.phase is Phase.EXPIRED  # time is up without any action
    session.enter_no_move(1)  # late entries can still be typed by the arbiter
    session.commit()
    assert session.phase is Phase.AWAITING_DRAW
    # the next turn has a fresh timer
    session.draw()
    assert session.phase is Phase.DRAWN and session.current_turn.timer.remaining() == 180


def test_turn_length_and_calls_come_from_the_rules(tmp_path) -> None:
    clock = FakeClock()
    rules = load_preset("fisf").with_changes(seconds_per_turn=60, calls_before_end=[10, 30])
    session = _session(tmp_path / "s.duplicate", clock, rules)
    session.draw()
    session.start_timer()
    timer = session.current_turn.timer
    assert timer.duration == 60 and timer.calls == (30, 50)
    clock.advance(60)
    assert session.phase is Phase.EXPIRED and timer.due_calls() == [30, 50]


def test_stop_timer_ends_the_time(tmp_path) -> None:
    clock = FakeClock()
    session = _session(tmp_path / "s.duplicate", clock)
    session.draw()
    session.stop_timer()  # everyone handed in before the start
    assert session.phase is Phase.EXPIRED and session.current_turn.timer.remaining() == 0


def _reopen(path, clock=None) -> Session:
    kwargs = {"clock": clock} if clock is not None else {}
    return Session.open(path, lexicon=lexicon("en"), **kwargs)


def test_reopened_running_timer_has_the_right_time_left(tmp_path) -> None:
    path = tmp_path / "s.duplicate"
    session = _session(path)  # the real monotonic clock
    session.draw()
    started = time.monotonic()
    session.start_timer()
    time.sleep(0.3)
    session.close()
    time.sleep(0.3)
    reopened = _reopen(path)
    expected = 180 - (time.monotonic() - started)
    assert reopened.phase is Phase.RUNNING
    assert reopened.current_turn.timer.remaining() == pytest.approx(expected, abs=0.2)
    reopened.close()


def test_reopened_paused_timer_keeps_its_time(tmp_path) -> None:
    path = tmp_path / "s.duplicate"
    clock = FakeClock()
    session = _session(path, clock)
    session.draw()
    session.start_timer()
    clock.advance(160)
    assert session.current_turn.timer.due_calls() == [150]
    session.pause_timer()
    session.close()
    time.sleep(0.2)
    reopened = _reopen(path, FakeClock(5.0))
    timer = reopened.current_turn.timer
    assert reopened.phase is Phase.PAUSED and timer.remaining() == pytest.approx(20, abs=0.001)
    assert timer.due_calls() == []  # "write now" was already called
    reopened.resume_timer()
    assert reopened.phase is Phase.RUNNING
    reopened.close()


def test_timer_paused_at_once_reopens_paused(tmp_path) -> None:
    path = tmp_path / "s.duplicate"
    clock = FakeClock()
    session = _session(path, clock)
    session.draw()
    session.start_timer()
    session.pause_timer()  # no time went by
    assert session.phase is Phase.PAUSED
    session.close()
    reopened = _reopen(path, clock)
    assert reopened.phase is Phase.PAUSED, "a paused timer must not come back as never started"
    assert reopened.current_turn.timer.remaining() == 180
    reopened.resume_timer()
    assert reopened.phase is Phase.RUNNING
    reopened.close()


def test_time_that_ran_out_while_closed_reopens_expired(tmp_path) -> None:
    path = tmp_path / "s.duplicate"
    clock = FakeClock()
    session = _session(path, clock)
    session.draw()
    session.start_timer()
    clock.advance(179.6)
    session.pause_timer()
    session.resume_timer()  # 0.4 s left, running
    session.close()
    time.sleep(0.6)
    reopened = _reopen(path, clock)
    assert reopened.phase is Phase.EXPIRED
    reopened.close()


def test_stopped_timer_reopens_expired(tmp_path) -> None:
    path = tmp_path / "s.duplicate"
    session = _session(path, FakeClock())
    session.draw()
    session.start_timer()
    session.stop_timer()
    session.close()
    reopened = _reopen(path, FakeClock())
    assert reopened.phase is Phase.EXPIRED and reopened.current_turn.timer.remaining() == 0
    reopened.close()


def test_draw_redone_after_reopening_keeps_its_timer(tmp_path) -> None:
    path = tmp_path / "s.duplicate"
    clock = FakeClock()
    session = _session(path, clock)
    session.draw()
    session.start_timer()
    clock.advance(30)
    session.pause_timer()
    assert session.undo() == "draw"
    session.close()
    reopened = _reopen(path, clock)
    assert reopened.redo() == "draw"
    # as in the session that did it, and as reopening the file again gives
    assert reopened.phase is Phase.PAUSED and reopened.current_turn.timer.remaining() == pytest.approx(150)
    with pytest.raises(SessionError, match="cannot start the timer"):
        reopened.start_timer()  # the time already used cannot be given back by a new start
    reopened.close()
    again = _reopen(path, clock)
    assert again.phase is Phase.PAUSED and again.current_turn.timer.remaining() == pytest.approx(150)
    again.close()
