"""The unattended game (``duplicate-scrabble serve``) as a real process: phones join and hand
in over 127.0.0.1; a move acknowledged just before the process is killed (SIGKILL) is in
the reopened file; a game where everyone has handed in is revealed without waiting."""

from __future__ import annotations

import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from ui.widgets.worker_gc import track_worker
from duplicate.session.session import Session
from phone_client import request
from session_helpers import lexicon

REPO = Path(__file__).resolve().parents[1]
PIN = "4821"


class Served:
    """A ``serve`` process and the lines it prints."""

    def __init__(self, save: Path, *extra: str, preexec=None) -> None:
        env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"}
        command = [sys.executable, "-m", "ui", "serve", "--edition", "en", "--preset", "fisf", "--seed", "7",
                   "--pin", PIN, "--port", "0", "--save", str(save), "--local-only", *extra]
        self.process = subprocess.Popen(command, cwd=REPO, env=env, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True, preexec_fn=preexec)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        reader = threading.Thread(target=self._read, daemon=True)
        track_worker(reader.is_alive)  # no garbage collection in this thread (see worker_gc)
        reader.start()
        self.port = int(re.search(r"127\.0\.0\.1:(\d+)/", self.wait_for("join: ")).group(1))

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def wait_for(self, start: str, timeout: float = 60) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.2)
            except queue.Empty:
                if self.process.poll() is not None and self.lines.empty():
                    break
                continue
            self.seen.append(line)
            if line.startswith(start):
                return line
        raise AssertionError(f"no line starting with {start!r}; printed: {self.seen}")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(10)


@pytest.fixture
def served(tmp_path):
    processes: list[Served] = []

    def start(*extra: str) -> Served:
        processes.append(Served(tmp_path / "night.duplicate", *extra))
        return processes[-1]

    yield start
    for process in processes:
        process.stop()


def _join(port: int, table: int, name: str) -> str:
    answer = request(port, "POST", "/api/join", {"pin": PIN, "table": table, "name": name}, address=_device(table))
    assert answer.status == 200, answer.body
    return answer.json()["token"]


def _device(table: int) -> str:
    """Each table's phone on an address of its own (the test's client opens a connection per request)."""
    return f"127.0.3.{table}"


def test_a_move_acknowledged_just_before_kill_9_is_in_the_reopened_file(served, tmp_path):
    game = served("--time", "120", "--turns", "1")
    game.wait_for("turn 1: rack")
    token = _join(game.port, 5, "Zoe")
    turn = request(game.port, "GET", "/api/state", token=token).json()["turn"]
    answer = request(game.port, "POST", "/api/move", {"turn": turn, "move": "8D ZOE", "score": 24}, token=token)
    assert answer.status == 200 and answer.json()["received"] is True
    game.process.send_signal(signal.SIGKILL)  # at once, before anything else can run
    game.process.wait(10)
    with Session.open(tmp_path / "night.duplicate", lexicon("en")) as session:
        entry = session.turn(1).entries[5]
        assert (entry.text, entry.written_score, entry.source) == ("8D ZOE", 24, "phone")
        assert session.players[5].name == "Zoe" and 5 in session.phone_tokens
    # and the game goes on from the file, the phone still holding its table
    again = served("--time", "120", "--turns", "1")
    state = request(again.port, "GET", "/api/state", token=token)
    assert state.status == 200 and state.json()["my_entry"]["move"] == "8D ZOE"


def test_the_turn_is_revealed_when_every_joined_player_has_handed_in(served, tmp_path):
    game = served("--time", "600", "--turns", "1", "--pause", "0")
    game.wait_for("turn 1: rack")
    token = _join(game.port, 3, "Ann")
    state = request(game.port, "GET", "/api/state", token=token).json()
    assert state["phase"] == "running" and state["ms_left"] > 500_000
    assert request(game.port, "POST", "/api/move", {"turn": 1, "move": "8H QI"}, token=token).status == 200
    line = game.wait_for("turn 1: top", timeout=60)  # long before the ten minutes
    assert "1 of 1 handed in" in line
    game.wait_for("game over")
    assert game.process.wait(30) == 0
    with Session.open(tmp_path / "night.duplicate", lexicon("en")) as session:
        assert len(session.committed_turns) == 1 and session.turns[0].entries[3].source == "phone"


def test_the_phones_see_the_end_of_the_game_for_the_pause_before_the_program_leaves(served, tmp_path):
    """Issue 22, finding 9: when --turns ended the game, phones stayed on 'revealed' and then
    lost the connection. The end is the phase 'over', with each phone's final rank, answered
    to the phones waiting for news, for --pause seconds before the program leaves."""
    game = served("--time", "600", "--turns", "1", "--pause", "3")
    game.wait_for("turn 1: rack")
    token = _join(game.port, 3, "Ann")
    other = _join(game.port, 4, "Bo")
    ann, bo = _device(3), _device(4)
    assert request(game.port, "POST", "/api/move", {"turn": 1, "move": "8H QI"}, token=token, address=ann).status == 200
    assert request(game.port, "POST", "/api/move", {"turn": 1, "move": "8H ZZZ"}, token=other, address=bo).status == 200
    state = request(game.port, "GET", "/api/state", token=token, address=ann).json()
    while state["phase"] != "over":  # long polling: each change comes as it happens
        state = request(game.port, "GET", f"/api/state?since={state['version']}&wait=20", token=token,
                        address=ann).json()
    ended = time.monotonic()
    assert state["end_reason"] == "the planned number of turns was played"
    assert state["final"] == {"rank": state["reveal"]["rank"], "players": 2, "total": state["reveal"]["total"],
                              "deviation": state["reveal"]["game_deviation"]}
    theirs = request(game.port, "GET", "/api/state", token=other, address=bo).json()
    assert theirs["phase"] == "over" and theirs["final"]["rank"] == theirs["reveal"]["rank"]
    assert game.process.wait(30) == 0
    assert time.monotonic() - ended >= 2.5  # the phones had the pause to read it
    with Session.open(tmp_path / "night.duplicate", lexicon("en"), read_only=True) as session:
        assert session.end_reason == "the planned number of turns was played"
