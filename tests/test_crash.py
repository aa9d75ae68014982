"""Crash safety: a process performing arbiter actions is killed (SIGKILL) at random moments;
the file always reopens, and holds every action the process had acknowledged.

The parent first plays the whole plan on a reference session and keeps the state after each
action. After every kill it reopens the file and requires the state to be exactly the
reference state after the acknowledged actions, or after one more (an action saved whose
acknowledgement was not printed yet). The next process continues the plan from there.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

from crash_worker import run_op
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, Session, SessionSettings
from session_helpers import FakeClock, lexicon, log_signature, move_text, state_summary

WORKER = Path(__file__).resolve().with_name("crash_worker.py")
PLAYERS = [(1, "Ann"), (2, "Bob"), (3, "Cy"), (4, "Dee"), (5, "Eve")]
SEED = 77


def _create(path: Path, clock=None) -> Session:
    return Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=SEED),
                          lexicon("en"), players=PLAYERS, clock=clock or FakeClock())


def _snapshot(session: Session) -> tuple:
    return log_signature(session), state_summary(session)


def _choose(session: Session, rng: random.Random) -> list | None:
    """The next operation of the plan, from the state (deterministic given rng)."""
    phase = session.phase
    if phase is Phase.OVER:
        return None
    r = rng.random()
    if r < 0.06 and session.can_undo:
        return ["undo"]
    if r < 0.09 and session.can_redo:
        return ["redo"]
    if phase is Phase.AWAITING_DRAW:
        return ["draw"]
    moves = session.ranked_moves(limit=10)
    if not moves:
        return ["end_game", "no move is possible"]
    missing = [p.table for p in session.missing_entries()]
    if phase is Phase.DRAWN:
        return ["start_timer"]
    if phase is Phase.PAUSED:
        return ["resume_timer"]
    if missing:
        if phase is Phase.RUNNING and r > 0.95:
            return ["pause_timer"]
        table = missing[0]
        if r < 0.2:
            return ["enter_no_move", table]
        move = rng.choice(moves)
        return ["enter_move", table, move_text(move, session.edition), move.points]
    if r < 0.15:
        return ["decide", rng.choice(PLAYERS)[0], {"warnings": rng.randrange(3)}]
    if r < 0.25:
        return ["choose_master", move_text(rng.choice(moves), session.edition)]
    if phase is Phase.RUNNING:
        return ["stop_timer"]
    return ["commit"]


def _make_plan(folder: Path) -> tuple[list, list]:
    session = _create(folder / "reference.duplicate")
    rng = random.Random(SEED)
    plan, states = [], [_snapshot(session)]
    while True:
        op = _choose(session, rng)
        if op is None:
            break
        run_op(session, json.loads(json.dumps(op)))
        plan.append(op)
        states.append(_snapshot(session))
    session.close()
    return plan, states


def _acknowledged(output: str, start: int) -> tuple[int, bool]:
    acked = start
    for line in output.splitlines():
        if line.startswith("ACK "):
            n = int(line.split()[1])
            assert n == acked + 1, f"acknowledgements out of order: {line} after {acked}"
            acked = n
    return acked, "DONE" in output


def test_killed_process_loses_no_acknowledged_action(tmp_path) -> None:
    plan, states = _make_plan(tmp_path)
    assert len(plan) > 120 and {op[0] for op in plan} >= {"draw", "enter_move", "commit", "undo", "redo",
                                                          "start_timer", "stop_timer"}
    plan_file = tmp_path / "plan.json"
    plan_file.write_text(json.dumps(plan), encoding="utf-8")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(WORKER.parent), env.get("PYTHONPATH")]))
    rng = random.Random(2024)
    round_number = 0
    path = tmp_path / f"crash-{round_number}.duplicate"
    _create(path).close()
    done = 0
    kills = 0
    checked = 0  # actions acknowledged by the killed processes, all found again
    positions = []
    ahead = 0  # kills that came after an action was saved but before it was acknowledged
    started = time.monotonic()
    while kills < 20 and time.monotonic() - started < 45:
        start = done
        proc = subprocess.Popen([sys.executable, str(WORKER), str(path), str(plan_file), str(start)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        early = rng.random() < 0.2  # sometimes kill while the file is being opened
        if early:
            time.sleep(rng.uniform(0.0, 0.4))
        else:
            first = proc.stdout.readline()
            assert first.strip() == "READY", first + proc.stderr.read()
            time.sleep(rng.uniform(0.0, 0.3))
        proc.kill()
        proc.wait()
        output = proc.stdout.read()
        errors = proc.stderr.read()
        proc.stdout.close()
        proc.stderr.close()
        assert "Traceback" not in errors, errors
        acked, finished = _acknowledged(output, done)
        kills += not finished

        # the file always reopens, with every acknowledged action
        with Session.open(path, lexicon=lexicon("en")) as reopened:
            state = _snapshot(reopened)
        if state == states[acked]:
            done = acked
        else:
            assert acked + 1 < len(states) and state == states[acked + 1], (
                f"after kill {kills} with {acked} actions acknowledged the file holds another state"
            )
            done = acked + 1
            ahead += 1
        checked += acked - start
        positions.append(acked)
        if done == len(plan):  # the plan is over: start again on a new file
            round_number += 1
            path = tmp_path / f"crash-{round_number}.duplicate"
            _create(path).close()
            done = 0
    print(f"\ncrash test: {kills} kills, {checked} acknowledged actions checked (plan of {len(plan)}, "
          f"{round_number} plans completed, {ahead} saved but unacknowledged), killed after actions {positions}")
    assert kills >= 15
