"""Reading a session file without changing a byte of it, its ``-wal`` or its ``-shm``.

SQLite's ``mode=ro`` is not enough: a read-only connection still writes its read marks into
the ``-shm`` file, and the last connection to close would checkpoint and delete the ``-wal``
if it could. ``immutable=1`` writes nothing but ignores the ``-wal``, so it is only safe when
there is no ``-wal`` with content. Hence three ways, chosen per open:

- a writer holds the file (``filelock``): ``mode=ro``, sharing the writer's live ``-shm``
  (the writer changes these files anyway);
- no writer and no ``-wal`` with content: ``mode=ro&immutable=1``, nothing touched at all;
- no writer but a ``-wal`` left by a crash or copied along: the file and its ``-wal`` are
  copied into a private temporary folder and read there, so the log's last actions are seen
  and the originals stay exactly as they were (the next writer recovers them).
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from pathlib import Path

from duplicate.filelock import holder_of


class ReadOnlyConnection:
    """An SQLite connection that cannot change the session file; close to clean up."""

    def __init__(self, connection: sqlite3.Connection, copy_folder: tempfile.TemporaryDirectory | None, how: str):
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


def connect_read_only(path: str | Path) -> ReadOnlyConnection:
    """A connection that reads everything acknowledged in ``path`` and writes nothing there."""
    path = Path(path)
    wal = path.with_name(path.name + "-wal")
    if holder_of(path) is not None:
        return ReadOnlyConnection(
            sqlite3.connect(_uri(path, "mode=ro"), uri=True, isolation_level=None, check_same_thread=False),
            None, "live")
    try:
        wal_size = wal.stat().st_size
    except FileNotFoundError:
        wal_size = 0
    if wal_size == 0:
        return ReadOnlyConnection(
            sqlite3.connect(_uri(path, "mode=ro&immutable=1"), uri=True, isolation_level=None,
                            check_same_thread=False),
            None, "immutable")
    folder = tempfile.TemporaryDirectory(prefix="duplicate-read-")
    try:
        copy = Path(folder.name) / path.name
        shutil.copyfile(path, copy)
        shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
        connection = sqlite3.connect(copy, isolation_level=None, check_same_thread=False)
    except BaseException:
        folder.cleanup()
        raise
    return ReadOnlyConnection(connection, folder, "copy")


__all__ = ["ReadOnlyConnection", "connect_read_only"]
