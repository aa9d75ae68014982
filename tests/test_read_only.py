"""Readers never write: the session file, its -wal and its -shm are byte-for-byte unchanged.

Real files in every state a reader meets: closed cleanly (no -wal), left by a killed writer
(a -wal with the last actions and a -shm), and held open by a live writer in another process.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from duplicate.storage.read_only_connection import connect_read_only

REPO = Path(__file__).resolve().parents[1]

WRITER = textwrap.dedent(
    """
    import sqlite3, sys
    from duplicate.storage.filelock import WriterLock
    path, rows, hold = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "hold"
    lock = WriterLock.acquire(path)
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA wal_autocheckpoint = 0")  # keep the rows in the -wal, as a crash would
    db.execute("CREATE TABLE IF NOT EXISTS actions (seq INTEGER PRIMARY KEY, kind TEXT)")
    for n in range(rows):
        db.execute("INSERT INTO actions (kind) VALUES (?)", (f"action {n}",))
    print("written", flush=True)
    sys.stdin.readline()
    """
)


def _writer(path: Path, rows: int, hold: bool = True) -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(rows), "hold" if hold else "-"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=REPO,
                               env={**os.environ, "PYTHONPATH": str(REPO)})
    assert process.stdout is not None and process.stdout.readline().strip() == "written"
    return process


def _state(path: Path) -> dict[str, tuple[int, bytes] | None]:
    result = {}
    for suffix in ("", "-wal", "-shm"):
        file = path.with_name(path.name + suffix)
        result[suffix] = (file.stat().st_mtime_ns, file.read_bytes()) if file.exists() else None
    return result


def _count(path: Path) -> tuple[int, str]:
    reader = connect_read_only(path)
    try:
        return reader.connection.execute("SELECT COUNT(*) FROM actions").fetchone()[0], reader.how
    finally:
        reader.close()


@pytest.mark.skipif(sys.platform == "win32", reason="kills the writer with SIGKILL")
def test_files_left_by_a_killed_writer_are_read_whole_and_left_alone(tmp_path):
    path = tmp_path / "club.duplicate"
    writer = _writer(path, 25)
    writer.kill()
    writer.wait(timeout=30)
    before = _state(path)
    assert before["-wal"] is not None and before["-shm"] is not None
    assert _count(path) == (25, "copy")  # the -wal's actions are seen
    assert _count(path) == (25, "copy")
    assert _state(path) == before


def test_cleanly_closed_file_is_opened_immutable(tmp_path):
    path = tmp_path / "club.duplicate"
    writer = _writer(path, 5)
    assert writer.stdin is not None
    writer.stdin.write("\n")
    writer.stdin.flush()
    writer.wait(timeout=30)
    before = _state(path)
    assert before["-wal"] is None
    assert _count(path) == (5, "immutable")
    assert _state(path) == before


def test_live_writer_is_shared_not_disturbed(tmp_path):
    path = tmp_path / "club.duplicate"
    writer = _writer(path, 7)
    try:
        assert _count(path) == (7, "live")
        wal = path.with_name(path.name + "-wal")
        assert wal.exists()  # not checkpointed away by the reader
    finally:
        writer.kill()
        writer.wait(timeout=30)
