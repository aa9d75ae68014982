"""Worker processes of ``--jobs`` (issue 21, item 7), with real processes and signals: they
end with the command however it ends, there are never more of them than cores, and
``generate`` leaves no scratch folder behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from duplicate.base.parallel import default_jobs

REPO = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def _children(pid: int) -> set[int]:
    found: set[int] = set()
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children") as handle:
                found |= {int(p) for p in handle.read().split()}
    except OSError:
        pass
    return found


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().split(") ")[-1][0] != "Z"
    except OSError:
        return False


def _start(args: list[str], env: dict[str, str] | None = None) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "duplicate", *args], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, cwd=REPO, env={**os.environ, **(env or {})})


def _wait_for_children(process: subprocess.Popen, count: int, seconds: float = 60) -> set[int]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and process.poll() is None:
        children = _children(process.pid)
        if len(children) >= count:
            return children
        time.sleep(0.05)
    pytest.fail(f"the command did not start {count} workers")


GAMES = ["simulate", "--edition", "en", "--players", "3", "--games", "40", "--seed", "3"]


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_workers_end_with_the_command(how) -> None:
    """On main the workers of a command stopped by SIGTERM went on (6 of 6)."""
    process = _start([*GAMES, "--jobs", "2"])
    try:
        workers = _wait_for_children(process, min(2, default_jobs()))
        process.send_signal(how)
        process.wait(timeout=60)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and any(_alive(w) for w in workers):
            time.sleep(0.1)
        assert not [w for w in workers if _alive(w)], "workers outlived the command"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_never_more_workers_than_cores() -> None:
    """``--jobs 40`` on a 2-core machine started 40 workers on main."""
    process = _start([*GAMES, "--jobs", "40"])
    most = 0
    try:
        while process.poll() is None:
            most = max(most, len(_children(process.pid)))
            time.sleep(0.02)
    finally:
        if process.poll() is None:
            process.kill()
        process.wait()
    assert 1 <= most <= default_jobs() + 1  # the workers, and perhaps multiprocessing's resource tracker


def test_generate_leaves_no_scratch_folder(tmp_path) -> None:
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    process = _start(["generate", "--edition", "en", "--games", "3", "--out", str(tmp_path / "games"), "--quiet",
                      "--jobs", "2"], env={"TMPDIR": str(scratch)})
    assert process.wait(timeout=600) == 0
    assert len(list((tmp_path / "games").iterdir())) == 3
    assert list(scratch.iterdir()) == []
