"""One writer per session file, checked with real processes (a lock that dies with them)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from duplicate.storage.filelock import LockedError, WriterLock, holder_of, lock_path

REPO = Path(__file__).resolve().parents[1]

HOLDER = textwrap.dedent(
    """
    import sys, time
    from duplicate.storage.filelock import WriterLock
    lock = WriterLock.acquire(sys.argv[1])
    print("held", flush=True)
    sys.stdin.readline()  # until told to stop (or killed)
    lock.release()
    """
)


def _holder(path: Path) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True, cwd=REPO, env={**os.environ, "PYTHONPATH": str(REPO)})
    assert process.stdout is not None and process.stdout.readline().strip() == "held"
    return process


@pytest.mark.skipif(sys.platform == "win32", reason="the holder is killed with a POSIX signal")
def test_second_opener_is_told_who_holds_it_and_a_crash_frees_it(tmp_path):
    path = tmp_path / "club.duplicate"
    other = _holder(path)
    try:
        with pytest.raises(LockedError) as info:
            WriterLock.acquire(path)
        assert info.value.code == "locked"
        assert f"(process {other.pid} on this computer)" in info.value.message
        assert holder_of(path) is not None and holder_of(path).pid == other.pid
        os.kill(other.pid, signal.SIGKILL)  # a crash: no clean release
        other.wait(timeout=30)
        assert lock_path(path).exists()  # the side file stays, but nobody holds its lock
        assert holder_of(path) is None
        mine = WriterLock.acquire(path)
        assert mine.held
        mine.release()
        assert not lock_path(path).exists()
    finally:
        if other.poll() is None:
            other.kill()
            other.wait(timeout=30)


def test_clean_release_lets_the_next_writer_in(tmp_path):
    path = tmp_path / "club.duplicate"
    other = _holder(path)
    assert other.stdin is not None
    other.stdin.write("\n")
    other.stdin.flush()
    assert other.wait(timeout=30) == 0
    assert holder_of(path) is None and not lock_path(path).exists()
    lock = WriterLock.acquire(path)
    with pytest.raises(LockedError, match="another window of this program"):
        WriterLock.acquire(path)  # a second window of the same process is refused too
    lock.release()
