"""A session file: one SQLite database holding the settings and the log of arbiter actions.

One writer, and every acknowledged action in the file itself:

- The writer holds an operating-system lock (duplicate.filelock) for as long as the
  session is open; a second opener gets ``LockedError`` naming the holder and may open the
  file read-only. Readers (read-only sessions, previews, ``duplicate sheet``) use
  duplicate.read_only and never change a byte of the file or its side files.
- Every action is committed in its own transaction, with SQLite's rollback journal
  (``journal_mode=DELETE``) and ``synchronous=FULL``, before the session reports it done.
  So when an action is acknowledged it is in the main file: there is no other file that
  holds acknowledged data and could be lost on its own (a deleted or forgotten ``-wal``
  used to lose the last actions silently, and a count kept in the database would have been
  lost with it). The ``-journal`` exists only while one write is under way; a crash in the
  middle leaves it "hot" and the next opener rolls the unacknowledged write back. The cost
  is about three disk syncs per action instead of one (measured ~16 ms against ~5 ms on a
  virtual disk: unnoticed at the arbiter's pace). Files of earlier versions (WAL mode)
  open as they are: reading writes nothing, and the first writer converts them (SQLite
  moves the ``-wal`` into the main file).
- If the file is removed or replaced while the session is open (a cleaner, a copy over
  it), the next write is refused with a message, and nothing is applied.
- A file is created under a temporary name in the same folder and linked to its name only
  once complete, so a create killed midway never leaves a half file under the name. A
  half file left by an earlier version (empty, or SQLite without our tables) is recognised
  and its name can be used again.
- Disk full, a read-only file, folder or disk, a damaged file: each gets a clear message;
  a refused open leaves no file behind, a refused write changes nothing.

A file that is not SQLite, belongs to another program, is damaged or was written by a newer
version gives a clear error and is never written to.

Each action row keeps its payload as canonical JSON and, since file format 2, the CRC32 of
that text beside it: a payload changed by a flipped byte is refused on reading, never
replayed. Files of format 1 (no checksums) are read as they are; the first write to one
adds the checksums and marks it format 2 in the same transaction as the action.

The log is the only stored state: opening a file replays it. Files written by versions
that kept a snapshot of the game at each reveal (a ``reopen_cache`` table) open as they
are: the table is never read, and never written (by a reader or a writer); a version that
wrote it checks it against the log before using it, so it cannot mislead that version
either.
"""

from __future__ import annotations

import errno
import json
import os
import sqlite3
import zlib
from pathlib import Path
from typing import Any, NamedTuple

from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, WriteAccessError
from duplicate.storage.filelock import WriterLock
from duplicate.storage.read_only_connection import LEFTOVER_SUFFIXES, ReadOnlyConnection, connect_read_only

#: SQLite application_id of our session files ("DUPS").
APPLICATION_ID = 0x44555053
SCHEMA_VERSION = 2
#: The first file format whose action rows carry a checksum.
CHECKSUM_VERSION = 2
FILE_SUFFIX = ".duplicate"


#: Side files SQLite may keep beside a session file.
SIDE_SUFFIXES = ("-journal", "-wal", "-shm")
#: The name a file is built under before it gets its own (see ``SessionStore.create``).
CREATING_SUFFIX = "-creating"

DISK_FULL = QT_TRANSLATE_NOOP("engine", "could not save: the disk is full; nothing was lost, free space and retry")


class StorageError(DuplicateError):
    """A session file that cannot be created, opened or written."""


class ReadOnlyFileError(StorageError, WriteAccessError):
    """The file, its folder or its disk cannot be written: it can be opened read-only."""


def _side(path: Path, suffix: str) -> Path:
    return path.with_name(path.name + suffix)


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


#: Whole sentences per file operation (create, open, save, write), so each language words them.
_DISK_FULL = {
    "create": QT_TRANSLATE_NOOP("engine", "could not create {path}: the disk is full; free space and retry"),
    "open": QT_TRANSLATE_NOOP("engine", "could not open {path}: the disk is full; free space and retry"),
    "write": QT_TRANSLATE_NOOP("engine", "could not write {path}: the disk is full; free space and retry"),
}
_READ_ONLY = {
    "create": QT_TRANSLATE_NOOP("engine", "could not create {path}: a read-only folder or disk"),
    "write": QT_TRANSLATE_NOOP("engine", "could not write {path}: a read-only folder or disk"),
}
_FAILED = {
    "create": QT_TRANSLATE_NOOP("engine", "could not create {path}: {detail}"),
    "open": QT_TRANSLATE_NOOP("engine", "could not open {path}: {detail}"),
    "save": QT_TRANSLATE_NOOP("engine", "could not save {path}: {detail}"),
    "write": QT_TRANSLATE_NOOP("engine", "could not write {path}: {detail}"),
}
_NO_FOLDER = {
    "create": QT_TRANSLATE_NOOP("engine", "cannot create {path}: the folder does not exist"),
    "open": QT_TRANSLATE_NOOP("engine", "cannot open {path}: the folder does not exist"),
}


def _write_error(path: Path, exc: BaseException, what: str) -> StorageError:
    """A clear message for a failed write: disk full, read-only, or SQLite's own words."""
    code = getattr(exc, "sqlite_errorcode", None)
    number = getattr(exc, "errno", None)
    if code == sqlite3.SQLITE_FULL or number in (errno.ENOSPC, errno.EDQUOT):
        return StorageError("disk_full", DISK_FULL if what == "save" else _DISK_FULL[what], path=path)
    if code == sqlite3.SQLITE_READONLY or number in (errno.EROFS, errno.EACCES, errno.EPERM) or (
            code is not None and _read_only_place(path)):
        if what == "save":
            return ReadOnlyFileError("read_only_file", "could not save: {path} cannot be written (a read-only file, "
                                     "folder or disk); nothing was lost: use File > Save as to keep the session "
                                     "somewhere writable", path=path)
        if what == "open":
            return ReadOnlyFileError("read_only_file", "{path} cannot be written (a read-only file, folder or disk): "
                                     "it can be opened read-only", path=path)
        return StorageError("read_only_file", _READ_ONLY[what], path=path)
    detail = getattr(exc, "strerror", None) or exc
    return StorageError("write_failed", _FAILED[what], path=path, detail=detail)


def _read_only_place(path: Path) -> bool:
    """Whether the file or its folder cannot be written now: a disk remounted read-only
    while the session was open makes SQLite fail to create its journal, with only
    "unable to open database file" to say why."""
    folder = path.parent
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return True
    except (OSError, AttributeError):  # no statvfs (Windows)
        pass
    return not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK))


class StoredAction(NamedTuple):
    """One row of the action log, checked (a named tuple: a replay reads thousands)."""

    seq: int
    kind: str
    payload: dict[str, Any]
    undone: bool
    crc: int  # the CRC32 of the stored payload text (computed for files of format 1)


_SCHEMA = """
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE actions (
    seq INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    undone INTEGER NOT NULL DEFAULT 0,
    undo_order INTEGER,
    at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    crc INTEGER NOT NULL
);
"""

#: Turns a format-1 file into format 2 (then every row's crc is filled in).
_ADD_CHECKSUMS = "ALTER TABLE actions ADD COLUMN crc INTEGER"


#: An SQL statement and its parameters, one step of a transaction (``_write``).
_Statement = tuple[str, tuple[str | int, ...]]

#: Columns the program reads and writes, checked when a file is opened.
_COLUMNS = {"settings": {"key", "value"}, "actions": {"seq", "kind", "payload", "undone", "undo_order"}}
_CHECKSUM_COLUMNS = {"actions": {"crc"}}


def canonical_json(payload: Any) -> str:
    """The one text of a payload: sorted keys, no spaces, UTF-8 letters kept, no NaN."""
    return json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False)


def payload_crc(text: bytes) -> int:
    """The checksum stored beside an action's payload text (CRC32 of its UTF-8 bytes)."""
    return zlib.crc32(text)


class SessionStore:
    """The open session file. Use ``create`` or ``open``; close when done.

    The writer keeps the log in memory once read (no one else can change the file while it
    holds the lock); a read-only store keeps the log as it was when opened.
    """

    def __init__(self, path: Path, connection: sqlite3.Connection, version: int = SCHEMA_VERSION, *,
                 lock: WriterLock | None = None, reader: ReadOnlyConnection | None = None) -> None:
        self.path = path
        self._db = connection
        #: The file format; an older one is upgraded by the first write.
        self.version = version
        self._lock = lock
        self._reader = reader
        self._identity = _identity(path) if lock is not None else None
        self._log: list[StoredAction] | None = None
        self._redo: list[int] | None = None

    @property
    def read_only(self) -> bool:
        return self._lock is None

    # -- opening ----------------------------------------------------------------------

    @classmethod
    def create(cls, path: str | Path, settings: dict[str, Any]) -> SessionStore:
        """A new file, built under ``NAME-creating`` and linked to its name once complete."""
        path = Path(path)
        lock = _writer_lock(path, "create")
        try:
            if path.exists() or path.is_symlink():
                if not _half_created(path):
                    raise StorageError("file_exists", "{path} already exists; choose another name", path=path)
                _remove_with_sides(path)  # a create killed midway by an earlier version
            building = _side(path, CREATING_SUFFIX)
            _remove_with_sides(building)  # left by a create killed midway: we hold the lock
            try:
                _build(building, settings)
                _publish(building, path)
            except BaseException:
                _remove_with_sides(building)
                raise
            db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            _configure(db)
        except sqlite3.Error as exc:
            lock.release()
            raise _write_error(path, exc, "create") from None
        except OSError as exc:
            lock.release()
            raise _write_error(path, exc, "create") from None
        except BaseException:
            lock.release()
            raise
        return cls(path, db, lock=lock)

    @classmethod
    def open(cls, path: str | Path, *, read_only: bool = False) -> SessionStore:
        """Open for writing (taking the writer lock) or, with ``read_only``, only to read.

        Raises ``LockedError`` when another window holds the file, ``ReadOnlyFileError``
        when it cannot be written here; both can be retried with ``read_only``.
        """
        path = Path(path)
        _check_header(path)
        if read_only:
            reader = _reader(path)
            try:
                version = _check_contents(reader.connection, path)
            except BaseException:
                reader.close()
                raise
            return cls(path, reader.connection, version, reader=reader)
        lock = _writer_lock(path, "open")
        try:
            if not os.access(path, os.W_OK):
                raise ReadOnlyFileError("read_only_file", "{path} is a read-only file: it can be opened read-only",
                    path=path)
            # every check reads through a connection that writes nothing, so a refused file
            # (and its folder) is left exactly as it was
            reader = _reader(path, writer_is_us=True)
            try:
                version = _check_contents(reader.connection, path)
            finally:
                reader.close()
            db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            try:
                _configure(db)
            except BaseException:
                db.close()
                raise
        except sqlite3.Error as exc:
            lock.release()
            if getattr(exc, "sqlite_errorcode", None) in (sqlite3.SQLITE_FULL, sqlite3.SQLITE_READONLY):
                raise _write_error(path, exc, "open") from None
            raise StorageError("corrupt", "{path} is damaged or not a session file ({reason})",
                path=path, reason=exc) from None
        except BaseException:
            lock.release()
            raise
        return cls(path, db, version, lock=lock)

    def close(self) -> None:
        self._db.close()
        if self._reader is not None:
            self._reader.close()
        if self._lock is not None:
            self._lock.release()

    # -- reading ----------------------------------------------------------------------

    def settings(self) -> dict[str, Any]:
        try:
            rows = self._db.execute("SELECT key, value FROM settings").fetchall()
            return {key: json.loads(value) for key, value in rows}
        except (sqlite3.DatabaseError, ValueError) as exc:
            raise StorageError("corrupt", "{path}: the settings are damaged ({reason})",
                path=self.path, reason=exc) from None

    def actions(self) -> list[StoredAction]:
        """The log in order; a row whose payload fails its checksum or is not JSON is refused."""
        if self._log is None:
            self._log = self._read_actions()
        return list(self._log)

    def _read_actions(self, seq: int | None = None) -> list[StoredAction]:
        """Every row, or only the row ``seq``, checked."""
        checked = self.version >= CHECKSUM_VERSION
        crc_column = "crc" if checked else "NULL"
        where = "" if seq is None else f"WHERE seq = {int(seq)}"
        try:
            rows = self._db.execute(
                f"SELECT seq, kind, CAST(payload AS BLOB), undone, {crc_column} FROM actions {where} ORDER BY seq"
            ).fetchall()
        except sqlite3.DatabaseError as exc:
            raise StorageError("corrupt", "{path}: the action log is damaged ({reason})",
                path=self.path, reason=exc) from None
        actions = []
        for seq, kind, data, undone, stored_crc in rows:
            crc = payload_crc(data)
            if checked and stored_crc != crc:
                raise StorageError("corrupt", "{path}: the action log is damaged: action {seq} ({kind}) fails its "
                                   "checksum (its stored data changed after it was saved)",
                                   path=self.path, seq=seq, kind=kind)
            try:
                payload = json.loads(data.decode("utf-8"))
            except ValueError as exc:
                raise StorageError("corrupt", "{path}: the action log is damaged: action {seq} ({kind}) is not JSON "
                                   "({reason})", path=self.path, seq=seq, kind=kind, reason=exc) from None
            actions.append(StoredAction(seq, kind, payload, bool(undone), crc))
        return actions

    def redo_stack(self) -> list[int]:
        """Undone actions, the next one to redo last."""
        if self._redo is None:
            self._redo = self._read_redo_stack()
        return list(self._redo)

    def _read_redo_stack(self) -> list[int]:
        try:
            rows = self._db.execute(
                "SELECT seq FROM actions WHERE undone = 1 ORDER BY undo_order"
            ).fetchall()
        except sqlite3.DatabaseError as exc:
            raise StorageError("corrupt", "{path}: the action log is damaged ({reason})",
                path=self.path, reason=exc) from None
        return [r[0] for r in rows]

    # -- writing (each call is one committed transaction) --------------------------------

    def _write(self, statements: list[_Statement]) -> list[int]:
        """One transaction, committed to the main file before returning (or nothing at all)."""
        if self._lock is None:
            raise StorageError("read_only", "{name} is open read-only: nothing can be changed (open it again for writing when no other window holds it)",
                name=self.path.name)
        if _identity(self.path) != self._identity:
            raise StorageError("file_gone", "{path} was removed or replaced while the session was open: this action was not saved. Use File > Save as to keep the session (everything acknowledged so far) in a new file.",
                path=self.path)
        ids: list[int] = []
        upgrading = self.version < SCHEMA_VERSION
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                if upgrading:
                    self._add_checksums()
                for sql, params in statements:
                    ids.append(self._db.execute(sql, params).lastrowid or 0)
                self._db.execute("COMMIT")
            except BaseException:
                if self._db.in_transaction:
                    try:
                        self._db.execute("ROLLBACK")
                    except sqlite3.Error:
                        pass  # SQLite rolled back already (e.g. a full disk)
                raise
        except sqlite3.Error as exc:
            raise _write_error(self.path, exc, "save") from None
        if upgrading:
            self.version = SCHEMA_VERSION
        return ids

    def _add_checksums(self) -> None:
        """Format 1 -> 2, inside the caller's transaction: a checksum for every row so far."""
        self._db.execute(_ADD_CHECKSUMS)
        rows = self._db.execute("SELECT seq, CAST(payload AS BLOB) FROM actions").fetchall()
        self._db.executemany("UPDATE actions SET crc = ? WHERE seq = ?", [(payload_crc(d), s) for s, d in rows])
        self._db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")

    def append(self, kind: str, payload: dict[str, Any], drop_redo: bool) -> int:
        """Store a new action; with ``drop_redo`` the undone actions are forgotten first."""
        statements: list[_Statement] = []
        if drop_redo:
            statements.append(("DELETE FROM actions WHERE undone = 1", ()))
        try:
            text = canonical_json(payload)
        except ValueError as exc:
            raise StorageError("bad_payload", "the {kind} action cannot be saved ({reason})",
                               kind=kind, reason=exc) from None
        log, redo = self.actions(), self.redo_stack()
        kept = [a for a in log if not a.undone] if drop_redo else log
        crc = payload_crc(text.encode("utf-8"))
        statements.append(("INSERT INTO actions (kind, payload, crc) VALUES (?, ?, ?)", (kind, text, crc)))
        seq = self._write(statements)[-1]
        self._log = [*kept, StoredAction(seq, kind, json.loads(text), False, crc)]
        self._redo = [] if drop_redo else redo
        return seq

    def set_undone(self, seq: int, undone: bool) -> None:
        """Mark an action undone or redone. A redone action is read again from the file: if
        another program changed it meanwhile, the whole log is read again (and checked)."""
        log, redo = self.actions(), self.redo_stack()
        if not undone:
            known = [(a.kind, a.payload) for a in log if a.seq == seq]
            if known != [(a.kind, a.payload) for a in self._read_actions(seq)]:
                self._log = None  # changed behind our back: read everything again
        if undone:
            self._write([(
                "UPDATE actions SET undone = 1, undo_order = "
                "(SELECT COALESCE(MAX(undo_order), 0) + 1 FROM actions) WHERE seq = ?",
                (seq,),
            )])
            redo = [s for s in redo if s != seq] + [seq]
        else:
            self._write([("UPDATE actions SET undone = 0, undo_order = NULL WHERE seq = ?", (seq,))])
            redo = [s for s in redo if s != seq]
        if self._log is not None:
            self._log = [a._replace(undone=undone) if a.seq == seq else a for a in log]
        self._redo = redo

    def backup(self, path: str | Path) -> None:
        """Write a consistent copy of the session to a new file (SQLite's online backup)."""
        target = Path(path)
        if target.exists():
            raise StorageError("file_exists", "{target} already exists; choose another name", target=target)
        try:
            copy = sqlite3.connect(target)
            try:
                self._db.backup(copy)
            finally:
                copy.close()
        except sqlite3.Error as exc:
            target.unlink(missing_ok=True)
            raise _write_error(target, exc, "write") from None

    def set_setting(self, key: str, value: Any) -> None:
        self._write([("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)",
                      (key, json.dumps(value, ensure_ascii=False)))])


def _configure(db: sqlite3.Connection) -> None:
    """The writer's settings: the rollback journal (a WAL file of an earlier version is
    converted here: SQLite moves its -wal into the main file), every commit synced."""
    mode = db.execute("PRAGMA journal_mode = DELETE").fetchone()[0]
    if str(mode).lower() != "delete":
        raise sqlite3.OperationalError(f"cannot switch to the rollback journal (still {mode})")
    db.execute("PRAGMA synchronous = FULL")
    db.execute("PRAGMA foreign_keys = ON")


def _writer_lock(path: Path, what: str) -> WriterLock:
    """The writer lock of ``path`` (LockedError names the holder); a folder that cannot be
    written gives ReadOnlyFileError (or a clear StorageError) instead of SQLite's words."""
    try:
        return WriterLock.acquire(path)
    except FileNotFoundError:
        raise StorageError("not_found", _NO_FOLDER[what], path=path) from None
    except OSError as exc:
        if what == "open" and exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            raise ReadOnlyFileError("read_only_file", "{path} is in a read-only folder or disk: it can be opened read-only",
                path=path) from None
        raise _write_error(path, exc, what) from None


def _build(path: Path, settings: dict[str, Any]) -> None:
    """Write a complete new session file at ``path`` (one transaction, synced)."""
    db = sqlite3.connect(path, isolation_level=None)
    try:
        _configure(db)
        db.execute("BEGIN IMMEDIATE")
        for statement in _SCHEMA.strip().split(";"):
            if statement.strip():
                db.execute(statement)
        db.executemany(
            "INSERT INTO settings (key, value) VALUES (?, ?)",
            [(k, json.dumps(v, ensure_ascii=False)) for k, v in settings.items()],
        )
        db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        db.execute("COMMIT")
    finally:
        db.close()


def _publish(building: Path, path: Path) -> None:
    """Give the finished file its name: a hard link never replaces a file that appeared
    meanwhile; where links are not supported (FAT), a rename under our lock."""
    try:
        os.link(building, path)
    except FileExistsError:
        raise StorageError("file_exists", "{path} already exists; choose another name", path=path) from None
    except OSError:
        if path.exists():
            raise StorageError("file_exists", "{path} already exists; choose another name", path=path) from None
        os.replace(building, path)
        return
    building.unlink()
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _remove_with_sides(path: Path) -> None:
    for candidate in (path, *(_side(path, suffix) for suffix in SIDE_SUFFIXES)):
        try:
            candidate.unlink(missing_ok=True)
        except IsADirectoryError:
            raise StorageError("file_exists", "{candidate} is a folder; choose another name",
                candidate=candidate) from None


def _half_created(path: Path) -> bool:
    """A file whose creation was interrupted (by an earlier version): empty, or an SQLite
    file without our mark and tables, with nothing in a side file."""
    if not path.is_file() or path.is_symlink():
        return False
    size = path.stat().st_size
    if size == 0:
        return True
    if size < 100 or path.read_bytes()[:16] != b"SQLite format 3\x00":
        return False
    try:
        reader = connect_read_only(path, writer_is_us=True)
    except sqlite3.Error:
        return False
    try:
        db = reader.connection
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        tables = db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
        return app_id in (0, APPLICATION_ID) and tables == 0
    except sqlite3.Error:
        return False
    finally:
        reader.close()


def _check_header(path: Path) -> None:
    """The cheap checks before any connection: a file, SQLite's header, not cut short."""
    if not path.is_file():
        raise StorageError("not_found", "{path} does not exist or is not a file", path=path)
    try:
        with path.open("rb") as handle:
            header = handle.read(16)
    except OSError as exc:
        raise StorageError("unreadable", "cannot read {path}: {value}", path=path, value=exc.strerror or exc) from None
    if not header and not any(_side(path, s).exists() for s in LEFTOVER_SUFFIXES):
        raise StorageError("half_created", "{path} is empty, so it is not a duplicate session file: its creation was interrupted before anything was saved. Delete it, or create a new session under this name.",
            path=path)
    if header != b"SQLite format 3\x00":
        raise StorageError("not_a_session", "{path} is not a duplicate session file", path=path)
    if path.stat().st_size < 100:  # shorter than SQLite's own file header
        raise StorageError("corrupt", "{path} is damaged: the session file is cut short", path=path)


def _reader(path: Path, writer_is_us: bool = False) -> ReadOnlyConnection:
    try:
        return connect_read_only(path, writer_is_us=writer_is_us)
    except (sqlite3.Error, OSError) as exc:
        raise StorageError("unreadable", "cannot read {path}: {value}",
            path=path, value=getattr(exc, 'strerror', None) or exc) from None


def _check_contents(db: sqlite3.Connection, path: Path) -> int:
    """Every check of a file's contents, through a connection that writes nothing; its format."""
    try:
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        version: int = db.execute("PRAGMA user_version").fetchone()[0]
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if app_id == 0 and not tables:
            raise StorageError("half_created", "{path} was never finished: its creation was interrupted and it holds nothing. Delete it, or create a new session under this name.",
                path=path)
        if app_id != APPLICATION_ID:
            raise StorageError("not_a_session", "{path} is an SQLite file of another program", path=path)
        if version > SCHEMA_VERSION:
            raise StorageError("newer_version", "{path} was written by a newer version of this program (file format {version}, this version reads up to {schema_version}); please update",
                path=path, version=version, schema_version=SCHEMA_VERSION)
        check = db.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise StorageError("corrupt", "{path} is damaged ({check})", path=path, check=check)
        if not {"settings", "actions"} <= tables:
            raise StorageError("corrupt", "{path} is damaged (tables are missing)", path=path)
        for table, needed in _COLUMNS.items():
            if version >= CHECKSUM_VERSION:
                needed = needed | _CHECKSUM_COLUMNS.get(table, set())
            have = {r[1] for r in db.execute(f"PRAGMA table_info({table})")}
            if not needed <= have:
                missing = ", ".join(sorted(needed - have))
                raise StorageError("corrupt", "{path} is damaged (the {table} table lacks {missing})",
                    path=path, table=table, missing=missing)
    except sqlite3.DatabaseError as exc:
        raise StorageError("corrupt", "{path} is damaged or not a session file ({reason})",
            path=path, reason=exc) from None
    return version
