"""Reading a session file without changing a byte of it or of its side files.

Session files use SQLite's rollback journal (see duplicate.storage): the ``-journal`` exists
only while a write is under way, or after a crash in the middle of one (a "hot" journal that
the next writer rolls back). Files of earlier versions used a write-ahead log, with ``-wal``
and ``-shm`` files. A plain read-only connection is not enough for either: it may need to
roll back a hot journal, and in WAL mode it writes its read marks into ``-shm`` and the last
connection to close checkpoints and deletes the ``-wal``. ``immutable=1`` writes nothing but
ignores a ``-wal`` or hot journal. Hence three ways, chosen per open:

- a writer holds the file (``filelock``): ``mode=ro``, sharing the writer's files (the
  writer changes them anyway; in rollback mode a reader takes only a shared lock);
- no writer and no ``-wal`` or ``-journal`` with content: ``mode=ro&immutable=1``, nothing
  touched at all;
- no writer but a ``-wal`` or ``-journal`` left by a crash (or copied along): the file and
  those side files are copied into a private temporary folder and read there, so the
  reader sees exactly what the next writer will, and the originals stay as they were.
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from pathlib import Path

from duplicate.storage.filelock import holder_of


class ReadOnlyConnection:
    """An SQLite connection that cannot change the session file; close to clean up."""

    def __init__(self, connection: sqlite3.Connection, copy_folder: tempfile.TemporaryDirectory[str] | None, how: str) -> None:
        self.connection = connection
        self.how = how  # "live", "immutable" or "copy" (see the module docstring)
        self._copy_folder = copy_folder

    def close(self) -> None:
        self.connection.close()
        if self._copy_folder is not None:
            self._copy_folder.cleanup()
            self._copy_folder = None


def _uri(path: Path, options: str) -> str:
    return f"{path.resolve().as_uri()}?{options}"


#: Side files whose content a reader must take into account when no writer is live.
LEFTOVER_SUFFIXES = ("-wal", "-journal")


def _with_content(path: Path) -> list[str]:
    found = []
    for suffix in LEFTOVER_SUFFIXES:
        try:
            if path.with_name(path.name + suffix).stat().st_size > 0:
                found.append(suffix)
        except OSError:
            pass
    return found


def connect_read_only(path: str | Path, *, writer_is_us: bool = False) -> ReadOnlyConnection:
    """A connection that reads everything acknowledged in ``path`` and writes nothing there.

    ``writer_is_us``: this process holds the writer lock and has not opened the file yet
    (the checks before a writer opens), so no other writer can be live.
    """
    path = Path(path)
    if not writer_is_us and holder_of(path) is not None:
        return ReadOnlyConnection(
            sqlite3.connect(_uri(path, "mode=ro"), uri=True, isolation_level=None, check_same_thread=False),
            None, "live")
    leftovers = _with_content(path)
    if not leftovers:
        return ReadOnlyConnection(
            sqlite3.connect(_uri(path, "mode=ro&immutable=1"), uri=True, isolation_level=None,
                            check_same_thread=False),
            None, "immutable")
    folder = tempfile.TemporaryDirectory(prefix="duplicate-read-")
    try:
        copy = Path(folder.name) / path.name
        shutil.copyfile(path, copy)
        for suffix in leftovers:
            shutil.copyfile(path.with_name(path.name + suffix), copy.with_name(copy.name + suffix))
        connection = sqlite3.connect(copy, isolation_level=None, check_same_thread=False)
    except BaseException:
        folder.cleanup()
        raise
    return ReadOnlyConnection(connection, folder, "copy")


__all__ = ["LEFTOVER_SUFFIXES", "ReadOnlyConnection", "connect_read_only"]
