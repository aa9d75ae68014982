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

The log is evident (file format 3): each row of the log (an action, or a mark: an undo, a
redo, a setting changed) keeps, beside its columns, the SHA-256 of every column and of the
row before it, a chain that starts from the stored settings and the file's own identity (a
random id written at creation) and ends at the head recorded in the file. So an edit, a
deletion or a reordering anywhere (a setting, an action, an undo mark, the last rows) is
refused on opening, naming the first row that no longer follows; undo and redo are appended
marks like any action, never a change to a row. What the chain cannot catch is someone who
rewrites it whole (every hash after their change recomputed): it proves the file was not
changed by accident or by hand, not who wrote it.

The format is read from the file's structure, never from ``user_version``; a file whose
schema holds anything this program did not make (a trigger, a view, an index, a table) is
refused before anything is read or written. Every write transaction first checks that the
file is still the one opened: the same identity and the same head, so a session file
copied over the open one (which keeps its inode) is noticed at the next action, and
nothing is written.

Files of the earlier formats (1: no checksums; 2: a CRC32 per payload; some with the
``reopen_cache`` table of the versions that kept one) open as they are, and reading them
writes nothing: their checksums are checked as before. The first write to such a file (an
action, an undo) converts it in the same transaction, after its rows were read and checked:
its rows are copied as they are into the chained log (an undone row gets an undo mark, in
undo order), the old table (and a reopen cache) dropped, and the file given its identity.
Earlier versions of the program then refuse it as written by a newer version.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import secrets
import sqlite3
import threading
import time
import zlib
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Callable, NamedTuple

from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, WriteAccessError
from duplicate.storage.filelock import LocksRefused, WriterLock
from duplicate.storage.read_only_connection import LEFTOVER_SUFFIXES, ReadOnlyConnection, connect_read_only

#: SQLite application_id of our session files ("DUPS").
APPLICATION_ID = 0x44555053
SCHEMA_VERSION = 3
#: The first file format whose action rows carry a checksum (a CRC32 of the payload).
CHECKSUM_VERSION = 2
#: The first file format whose log is a hash chain.
CHAIN_VERSION = 3
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
    """One action of the log, checked (a named tuple: a replay reads thousands)."""

    seq: int
    kind: str
    payload: dict[str, Any]
    undone: bool


#: The schema of a session file (format 3), exactly as created: a file whose schema differs
#: in any way is refused (see ``_check_contents``).
_TABLES = {
    "settings": "CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "actions": """CREATE TABLE actions (
    seq INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL,
    at TEXT NOT NULL,
    hash TEXT NOT NULL
)""",
    "chain": """CREATE TABLE chain (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    file_id TEXT NOT NULL,
    start TEXT NOT NULL,
    head TEXT NOT NULL,
    length INTEGER NOT NULL
)""",
}
#: The schema objects of a format-3 file: (type, name, table, SQL).
_SCHEMA = frozenset({*(("table", name, name, sql) for name, sql in _TABLES.items()),
                     ("index", "sqlite_autoindex_settings_1", "settings", None)})
#: The objects the earlier formats may hold (the reopen cache is never read).
_EARLIER_OBJECTS = frozenset({("table", "settings"), ("table", "actions"), ("table", "reopen_cache"),
                              ("index", "sqlite_autoindex_settings_1")})

#: Columns the earlier formats read, checked when such a file is opened.
_COLUMNS = {"settings": {"key", "value"}, "actions": {"seq", "kind", "payload", "undone", "undo_order"}}
_CHECKSUM_COLUMNS = {"actions": {"crc"}}

#: The log's own rows (marks), beside the actions: what undo, redo and a changed setting
#: append. An action kind never takes one of these names (duplicate.session.actions).
UNDO, REDO, FORGET_REDO, SETTING = "undo", "redo", "forget_redo", "setting"
MARK_KINDS = frozenset({UNDO, REDO, FORGET_REDO, SETTING})


def canonical_json(payload: Any) -> str:
    """The one text of a payload: sorted keys, no spaces, UTF-8 letters kept, no NaN."""
    return _CANONICAL.encode(payload)


#: The encoder of ``canonical_json`` (made once: every action saved is encoded).
_CANONICAL = json.JSONEncoder(ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False)


def payload_crc(text: bytes) -> int:
    """The checksum stored beside an action's payload text in format 2 (CRC32 of its UTF-8 bytes)."""
    return zlib.crc32(text)


def chain_start(file_id: bytes, settings: list[tuple[bytes, bytes]]) -> str:
    """The chain's first link: the file's identity and every stored setting (key and text)."""
    digest = hashlib.sha256(b"duplicate session file, format 3\n" + _field(file_id))
    for key, value in sorted(settings):
        digest.update(_field(key) + _field(value))
    return digest.hexdigest()


def row_hash(previous: str, seq: int, kind: bytes, payload: bytes, at: bytes) -> str:
    """The link of one log row: every column of it (as stored) and the link before it."""
    # each field as its length and bytes (``_field``), written out: a reopen hashes thousands
    return hashlib.sha256(b"%s\n%d\n%d:%s%d:%s%d:%s" % (previous.encode("ascii", "replace"), seq, len(kind), kind,
                                                      len(payload), payload, len(at), at)).hexdigest()


def _field(data: bytes) -> bytes:
    return b"%d:%s" % (len(data), data)


def _now() -> str:
    """The time a row is written, as the earlier formats' default wrote it (UTC, milliseconds)."""
    seconds, milliseconds = divmod(time.time_ns() // 1_000_000, 1000)
    return _second(seconds) + f"{milliseconds:03d}Z"


@lru_cache(maxsize=1)
def _second(seconds: int) -> str:
    """The text of a second (``_now``): every action writes a time, most in the second before."""
    return time.strftime("%Y-%m-%dT%H:%M:%S.", time.gmtime(seconds))


class _Log(NamedTuple):
    """What a file's log says once checked: the actions (undone marked), the redo stack,
    the settings changed since creation, and where the chain ends (format 3)."""

    actions: list[StoredAction]
    redo: list[int]
    settings: dict[str, Any]
    file_id: str
    head: str
    length: int
    last_seq: int
    places: dict[int, int]  # an action's number -> its place in ``actions``


class SessionStore:
    """The open session file. Use ``create`` or ``open``; close when done.

    The writer keeps the log in memory once read and checks, in every write transaction,
    that the file still ends where its memory does; a read-only store keeps the log as it
    was when opened.
    """

    def __init__(self, path: Path, connection: sqlite3.Connection, version: int = SCHEMA_VERSION, *,
                 lock: WriterLock | None = None, reader: ReadOnlyConnection | None = None,
                 in_memory: bool = False) -> None:
        self.path = path
        self._db = connection
        #: The file format (read from the file's structure); a writer's is always the latest.
        self.version = version
        self._lock = lock
        self._reader = reader
        #: Kept in memory only (``create_in_memory``): no file, nothing survives the process.
        self.in_memory = in_memory
        self._identity = _identity(path) if lock is not None else None
        #: SQLite's count of changes committed by other connections, when the writer opened
        #: the file: it changes only if another program writes to the file.
        self._data_version = self._changes_by_others() if lock is not None else 0
        #: The address the write check reads the file through (worked out once: it costs
        #: more than the check itself).
        self._uri = f"{path.resolve().as_uri()}?mode=ro" if lock is not None else ""
        self._log: _Log | None = None
        self._decoded: DecodedPayloads | None = None
        #: An in-memory store's log rows not yet in its database: nothing reads that database
        #: but a copy (``backup``), which writes them first (a scratch game saves its writes).
        self._unwritten: list[tuple[int, str, str, str, str]] = []

    @property
    def read_only(self) -> bool:
        return self._lock is None and not self.in_memory

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
    def create_in_memory(cls, settings: dict[str, Any]) -> SessionStore:
        """A session kept in SQLite's in-memory database: the same tables, rows and chain as
        a file, but nothing is written to disk and nothing survives the process. For games
        played only to be judged and mostly thrown away (``duplicate generate`` writes the
        ones it keeps as game records), never for a club's session. Its log rows go into the
        database only when it is copied (``backup``): until then the log held in memory,
        the same either way, is all that is read."""
        db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        template, lock = _empty_in_memory(os.getpid())
        with lock:
            template.backup(db)  # the tables, copied: a tenth of the time of making them
        _fill(db, settings, tables=False)
        return cls(Path(":memory:"), db, in_memory=True)

    @classmethod
    def open(cls, path: str | Path, *, read_only: bool = False,
             decoded: DecodedPayloads | None = None) -> SessionStore:
        """Open for writing (taking the writer lock) or, with ``read_only``, only to read.

        ``decoded`` (read-only only): payloads already decoded by stores opened with it, by
        their stored text; equal texts then share one payload, which nobody changes (the
        clubs of a simultaneous game store many of the same actions).

        Raises ``LockedError`` when another window holds the file, ``ReadOnlyFileError``
        when it cannot be written here; both can be retried with ``read_only``. A file of
        an earlier format is converted to the chained log by the first write.
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
            store = cls(path, reader.connection, version, reader=reader)
            store._decoded = decoded
            return store
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
        """The settings stored at creation, with those set since (``set_setting``)."""
        try:
            rows = self._db.execute("SELECT key, value FROM settings").fetchall()
            stored = {key: json.loads(value) for key, value in rows}
        except (sqlite3.DatabaseError, ValueError, UnicodeError) as exc:
            raise StorageError("corrupt", "{path}: the settings are damaged ({reason})",
                path=self.path, reason=exc) from None
        return {**stored, **self._checked_log().settings}

    def actions(self) -> list[StoredAction]:
        """The actions in order, undone ones marked; a log that fails its checks is refused."""
        return list(self._checked_log().actions)

    def redo_stack(self) -> list[int]:
        """Undone actions, the next one to redo last."""
        return list(self._checked_log().redo)

    def can_redo(self) -> bool:
        """Whether some undone action can be redone (``redo_stack`` without its copy)."""
        return bool(self._checked_log().redo)

    def last_action(self) -> StoredAction:
        """The last action stored (``actions()[-1]`` without copying the log); IndexError when none."""
        return self._checked_log().actions[-1]

    def _checked_log(self) -> _Log:
        if self._log is None:
            self._log = self._read_log()
        return self._log

    def _read_log(self) -> _Log:
        try:
            if self.version >= CHAIN_VERSION:
                return self._read_chain()
            return self._read_earlier()
        except UnicodeError as exc:
            raise StorageError("corrupt", "{path}: the action log is damaged ({reason})",
                path=self.path, reason=exc) from None
        except sqlite3.DatabaseError as exc:
            raise StorageError("corrupt", "{path}: the action log is damaged ({reason})",
                path=self.path, reason=exc) from None

    def _read_chain(self) -> _Log:
        """Format 3: every link checked from the settings to the recorded head; the first
        row that does not follow is named."""
        db = self._db
        chain = db.execute("SELECT CAST(file_id AS BLOB), start, head, length FROM chain").fetchall()
        if len(chain) != 1:
            raise StorageError("chain_broken", "{path} is damaged or was changed outside this program: the record of its log's "
                               "chain is missing; the file is refused", path=self.path)
        file_id, start, head, length = chain[0]
        settings = db.execute("SELECT CAST(key AS BLOB), CAST(value AS BLOB) FROM settings").fetchall()
        link = chain_start(file_id, settings)
        if link != start:
            raise StorageError("chain_broken", "{path} is damaged or was changed outside this program: its settings (the rules, "
                               "the word list, the draw) are not those it was created with; the file is refused", path=self.path)
        reader = _LogReader(self.path, decoded=self._decoded)
        rows = db.execute("SELECT seq, CAST(kind AS BLOB), CAST(payload AS BLOB), CAST(at AS BLOB), hash "
                          "FROM actions ORDER BY seq")
        count = 0
        for seq, kind, payload, at, stored in rows:
            link = row_hash(link, seq, kind, payload, at)
            if stored != link:
                raise StorageError("chain_broken", "{path} is damaged or was changed outside this program: row {seq} of its log "
                                   "({kind}) is not the one saved after the row before it (a row changed, removed "
                                   "or moved); the file is refused", path=self.path, seq=seq,
                                   kind=kind.decode("utf-8", "replace"))
            count += 1
            reader.add(seq, kind.decode("utf-8"), payload)
        if count != length or link != head:
            raise StorageError("chain_broken", "{path} is damaged or was changed outside this program: its log ends after "
                               "%n row(s), before the end it recorded (the last rows were removed); the file is "
                               "refused", path=self.path, n=count)
        return reader.result(file_id.decode("utf-8"), head, length)

    def _read_earlier(self) -> _Log:
        """Formats 1 and 2: the rows with their undone marks, each payload's CRC checked (2)."""
        checked = self.version >= CHECKSUM_VERSION
        crc_column = "crc" if checked else "NULL"
        rows = self._db.execute(
            f"SELECT seq, CAST(kind AS BLOB), CAST(payload AS BLOB), undone, {crc_column} FROM actions ORDER BY seq"
        ).fetchall()
        reader = _LogReader(self.path, decoded=self._decoded)
        for seq, kind, data, undone, stored_crc in rows:
            if checked and stored_crc != payload_crc(data):
                raise StorageError("corrupt", "{path}: the action log is damaged: action {seq} ({kind}) fails its "
                                   "checksum (its stored data changed after it was saved)",
                                   path=self.path, seq=seq, kind=kind.decode("utf-8", "replace"))
            reader.add(seq, kind.decode("utf-8"), data, undone=bool(undone))
        order = self._db.execute("SELECT seq FROM actions WHERE undone = 1 ORDER BY undo_order").fetchall()
        return reader.result("", "", 0, redo=[r[0] for r in order])

    # -- writing (each call is one committed transaction) --------------------------------

    def _append(self, rows: list[tuple[str, dict[str, Any]]]) -> list[int]:
        """Append log rows in one transaction, committed to the main file before returning
        (or nothing at all); their numbers."""
        if self.read_only:
            raise StorageError("read_only", "{name} is open read-only: nothing can be changed (open it again for writing when no other window holds it)",
                name=self.path.name)
        log = self._checked_log()
        if not self.in_memory and _identity(self.path) != self._identity:
            raise StorageError("file_gone", "{path} was removed or replaced while the session was open: this action was not saved. Use File > Save as to keep the session (everything acknowledged so far) in a new file.",
                path=self.path)
        texts = []
        for kind, payload in rows:
            try:
                texts.append((kind, canonical_json(payload)))
            except ValueError as exc:
                raise StorageError("bad_payload", "the {kind} action cannot be saved ({reason})",
                                   kind=kind, reason=exc) from None
        at = _now()
        written: list[_Log] = []

        def transaction() -> None:
            if not self.in_memory:  # no other program can reach an in-memory database
                self._check_still_ours(log)
            start = _convert(self._db, log) if self.version < CHAIN_VERSION else log
            link, seq = start.head, start.last_seq
            chained = []
            for kind, text in texts:
                seq += 1
                link = row_hash(link, seq, kind.encode("utf-8"), text.encode("utf-8"), at.encode("utf-8"))
                chained.append((seq, kind, text, at, link))
            end = start._replace(head=link, length=start.length + len(texts))
            if self.in_memory:
                self._unwritten += chained
            else:
                self._write_rows(chained, end)
            written.append(end)

        if self.in_memory:
            transaction()
        else:
            self._transaction(transaction)
        self.version = CHAIN_VERSION
        start = written[0]
        reader = _LogReader(self.path, start)
        numbers = []
        for number, (kind, text) in enumerate(texts, start=start.last_seq + 1):
            reader.add(number, kind, text.encode("utf-8"))
            numbers.append(number)
        self._log = reader.result(start.file_id, start.head, start.length)
        return numbers

    def _write_rows(self, rows: list[tuple[int, str, str, str, str]], end: _Log) -> None:
        """Inside a write transaction: log rows (number, kind, payload, time, link) and the
        chain's new end."""
        self._db.executemany("INSERT INTO actions (seq, kind, payload, at, hash) VALUES (?, ?, ?, ?, ?)", rows)
        self._db.execute("UPDATE chain SET head = ?, length = ?", (end.head, end.length))

    def _write_unwritten(self) -> None:
        """An in-memory store's rows into its database, when something is to read it there."""
        if self._unwritten:
            rows, end = self._unwritten, self._checked_log()
            self._transaction(lambda: self._write_rows(rows, end))
            self._unwritten = []

    def _changes_by_others(self) -> int:
        return int(self._db.execute("PRAGMA data_version").fetchone()[0])

    def _check_still_ours(self, log: _Log) -> None:
        """Inside the write transaction: the file is the one this session opened and holds
        what it wrote, read through a fresh connection (the writer's own cache may not see a
        file copied over it): its identity and head, and, when SQLite counts a change by
        another connection, its whole log, so a write never lands in another file or on
        top of rows changed behind the session's back."""
        others = self._changes_by_others()
        try:
            fresh = sqlite3.connect(self._uri, uri=True)
            try:
                if self.version >= CHAIN_VERSION:
                    row = fresh.execute("SELECT CAST(file_id AS BLOB), head, length FROM chain").fetchone()
                    if row is None or row[0] != log.file_id.encode("utf-8"):
                        raise StorageError("file_replaced", "{path} is no longer this session's file: another session "
                                           "file was copied over it while it was open. This action was not saved and "
                                           "nothing was written to it; this window still shows the session as it "
                                           "was. Put the session's own file back under this name, or close this "
                                           "window.", path=self.path)
                    same = (row[1], row[2]) == (log.head, log.length)
                else:
                    same = True
                if same and others != self._data_version:
                    now = SessionStore(self.path, fresh, self.version)._read_log()
                    same = (now.actions, now.redo, now.settings, now.head) == (
                        log.actions, log.redo, log.settings, log.head)
            finally:
                fresh.close()
        except (sqlite3.Error, UnicodeError):
            same = False
        except StorageError as exc:
            if exc.code == "file_replaced":
                raise
            same = False
        if not same:
            raise StorageError("file_changed", "{path} was changed by another program while the session was open. "
                               "This action was not saved and nothing was written to it; this window still shows "
                               "the session as it was. Close it and open the file again to see what it holds now.",
                               path=self.path)
        self._data_version = others

    def _transaction(self, work: Callable[[], None]) -> None:
        """One transaction, committed to the main file before returning (or nothing at all)."""
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                work()
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

    def append(self, kind: str, payload: dict[str, Any], drop_redo: bool) -> int:
        """Store a new action; with ``drop_redo`` the undone actions can no longer be redone."""
        rows: list[tuple[str, dict[str, Any]]] = [(FORGET_REDO, {})] if drop_redo and self.can_redo() else []
        return self._append([*rows, (kind, payload)])[-1]

    def set_undone(self, seq: int, undone: bool) -> None:
        """Mark an action undone (or redo it): a mark appended to the log, never a change."""
        self._append([(UNDO if undone else REDO, {"seq": seq})])

    def backup(self, path: str | Path) -> None:
        """Write a consistent copy of the session to a new file (SQLite's online backup)."""
        target = Path(path)
        if target.exists():
            raise StorageError("file_exists", "{target} already exists; choose another name", target=target)
        if self._lock is not None and _identity(self.path) == self._identity:
            # the inode this session holds: never a copy of another file as this session (a
            # removed or renamed-over file's inode is still the session's own, and is copied)
            self._check_still_ours(self._checked_log())
        self._write_unwritten()
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
        """Change a setting after creation: a row of the log (the stored settings stay)."""
        self._append([(SETTING, {"key": key, "value": value})])


#: Payloads decoded from their stored text (``SessionStore.open``'s ``decoded``).
DecodedPayloads = dict[bytes, Any]
#: How many decoded payloads a ``DecodedPayloads`` keeps at most (a few megabytes).
DECODED_KEPT = 10_000


class _LogReader:
    """Builds a ``_Log`` from rows in order: actions, and the marks applied to them."""

    def __init__(self, path: Path, start: _Log | None = None, decoded: DecodedPayloads | None = None) -> None:
        """A new log, or ``start`` continued: its lists are taken over, not copied (a write
        appends a row or two to thousands), so ``start`` is not to be used afterwards."""
        self.path = path
        self.decoded = decoded
        self.actions: list[StoredAction] = start.actions if start else []
        self.index: dict[int, int] = start.places if start else {}
        self.redo: list[int] = start.redo if start else []
        self.settings: dict[str, Any] = start.settings if start else {}
        self.last_seq = start.last_seq if start else 0

    def add(self, seq: int, kind: str, data: bytes, undone: bool = False) -> None:
        decoded = self.decoded
        payload: Any = decoded.get(data) if decoded is not None else None
        if payload is None:  # not decoded yet (a payload ``null``, refused later, is decoded again)
            try:
                payload = json.loads(data.decode("utf-8"))
            except ValueError as exc:
                raise StorageError("corrupt", "{path}: the action log is damaged: action {seq} ({kind}) is not JSON "
                                   "({reason})", path=self.path, seq=seq, kind=kind, reason=exc) from None
            if decoded is not None:
                if len(decoded) >= DECODED_KEPT:
                    decoded.clear()  # bounded: many files of other games share little
                decoded[data] = payload
        self.last_seq = seq
        if kind not in MARK_KINDS:
            self.index[seq] = len(self.actions)
            self.actions.append(StoredAction(seq, kind, payload, undone))
        elif not self._mark(kind, payload):
            raise StorageError("corrupt", "{path}: the action log is damaged: row {seq} ({kind}) is not a valid mark",
                               path=self.path, seq=seq, kind=kind)

    def _mark(self, kind: str, payload: Any) -> bool:
        if not isinstance(payload, dict):
            return False
        if kind == SETTING:
            if set(payload) != {"key", "value"} or not isinstance(payload["key"], str):
                return False
            self.settings[payload["key"]] = payload["value"]
            return True
        if kind == FORGET_REDO:
            self.redo = []
            return payload == {}
        target = payload.get("seq")
        if set(payload) != {"seq"} or type(target) is not int or target not in self.index:
            return False
        position = self.index[target]
        action = self.actions[position]
        if kind == UNDO:
            if action.undone:
                return False
            self.redo.append(target)
        else:
            if target not in self.redo:
                return False
            self.redo.remove(target)
        self.actions[position] = action._replace(undone=kind == UNDO)
        return True

    def result(self, file_id: str, head: str, length: int, redo: list[int] | None = None) -> _Log:
        return _Log(self.actions, self.redo if redo is None else redo, self.settings, file_id, head, length,
                    self.last_seq, self.index)


def _convert(db: sqlite3.Connection, log: _Log) -> _Log:
    """An earlier format into the chained log, inside the caller's write transaction (the log
    already read and checked): the rows as they are, then an undo mark per undone row in
    undo order; the log as it then stands."""
    rows = [(seq, kind.decode("utf-8"), payload.decode("utf-8"), (at or b"").decode("utf-8"))
            for seq, kind, payload, at in db.execute(
                "SELECT seq, CAST(kind AS BLOB), CAST(payload AS BLOB), CAST(at AS BLOB) FROM actions ORDER BY seq")]
    file_id = secrets.token_hex(16)
    settings = db.execute("SELECT CAST(key AS BLOB), CAST(value AS BLOB) FROM settings").fetchall()
    link = start = chain_start(file_id.encode("ascii"), settings)
    db.execute("ALTER TABLE actions RENAME TO actions_before_chain")
    db.execute("DROP TABLE IF EXISTS reopen_cache")
    for name, sql in _TABLES.items():
        if name != "settings":
            db.execute(sql)
    at_now = _now()
    last = rows[-1][0] if rows else 0
    marks = [(last + i, UNDO, canonical_json({"seq": seq}), at_now) for i, seq in enumerate(log.redo, start=1)]
    inserts = []
    for seq, kind, payload, at in [*rows, *marks]:
        link = row_hash(link, seq, kind.encode("utf-8"), payload.encode("utf-8"), at.encode("utf-8"))
        inserts.append((seq, kind, payload, at, link))
    db.executemany("INSERT INTO actions (seq, kind, payload, at, hash) VALUES (?, ?, ?, ?, ?)", inserts)
    db.execute("DROP TABLE actions_before_chain")
    db.execute("INSERT INTO chain (id, file_id, start, head, length) VALUES (1, ?, ?, ?, ?)",
               (file_id, start, link, len(inserts)))
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    return log._replace(file_id=file_id, head=link, length=len(inserts), last_seq=marks[-1][0] if marks else last)


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
        if isinstance(exc, LocksRefused):
            if what == "create":
                raise StorageError("no_lock", "cannot create {path}: the file system refuses locks (as some network "
                                   "shares do); choose a folder on a local disk", path=path) from None
            raise ReadOnlyFileError("no_lock", "{path} cannot be locked for writing here (the file system refuses "
                                    "locks, as some network shares do): it can be opened read-only, or copied to a "
                                    "local disk", path=path) from None
        raise _write_error(path, exc, what) from None


def _build(path: Path, settings: dict[str, Any]) -> None:
    """Write a complete new session file at ``path`` (one transaction, synced)."""
    db = sqlite3.connect(path, isolation_level=None)
    try:
        _configure(db)
        _fill(db, settings)
    finally:
        db.close()


def _fill(db: sqlite3.Connection, settings: dict[str, Any], *, tables: bool = True) -> None:
    """The tables of a new session (unless ``db`` has them already), its settings and the
    start of its chain (a new file identity), in one transaction."""
    db.execute("BEGIN IMMEDIATE")
    if tables:
        _make_tables(db)
    stored = [(k, json.dumps(v, ensure_ascii=False)) for k, v in settings.items()]
    db.executemany("INSERT INTO settings (key, value) VALUES (?, ?)", stored)
    file_id = secrets.token_hex(16)
    start = chain_start(file_id.encode("ascii"), [(k.encode("utf-8"), v.encode("utf-8")) for k, v in stored])
    db.execute("INSERT INTO chain (id, file_id, start, head, length) VALUES (1, ?, ?, ?, 0)",
               (file_id, start, start))
    db.execute("COMMIT")


def _make_tables(db: sqlite3.Connection) -> None:
    """The empty tables of the latest format, and its marks in the file's header."""
    for statement in _TABLES.values():
        db.execute(statement)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


@cache
def _empty_in_memory(process: int) -> tuple[sqlite3.Connection, threading.Lock]:
    """An in-memory database with the tables and no rows, which each new in-memory session of
    the process ``process`` copies (``duplicate generate`` makes one a game), and the lock
    that keeps two threads from copying it at once. A process forked from this one makes its
    own (a database connection is never used across a fork)."""
    db = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    db.execute("BEGIN IMMEDIATE")
    _make_tables(db)
    db.execute("COMMIT")
    return db, threading.Lock()


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
    try:
        is_file = path.is_file()
    except OSError as exc:  # a name too long, a loop of links, a folder that cannot be read
        raise StorageError("unreadable", "cannot read {path}: {value}", path=path, value=exc.strerror or exc) from None
    if not is_file:
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
    """Every check of a file's contents, through a connection that writes nothing; its
    format, read from its structure (``user_version`` can only make a file refused as newer)."""
    try:
        app_id = db.execute("PRAGMA application_id").fetchone()[0]
        version: int = db.execute("PRAGMA user_version").fetchone()[0]
        objects = {tuple(None if v is None else v.decode("utf-8") for v in row) for row in db.execute(
            "SELECT CAST(type AS BLOB), CAST(name AS BLOB), CAST(tbl_name AS BLOB), CAST(sql AS BLOB) "
            "FROM sqlite_master")}
        tables = {name for kind, name, _, _ in objects if kind == "table"}
        if app_id == 0 and not objects:
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
        ours = {(kind, name) for kind, name, _, _ in _SCHEMA} | _EARLIER_OBJECTS
        foreign = sorted(f"{kind} {name}" for kind, name, _, _ in objects if (kind, name) not in ours)
        if foreign:
            raise StorageError("foreign_objects", "{path} holds what a session file never holds ({objects}): "
                               "it was changed by another program, and is refused so that nothing in it runs",
                               path=path, objects=tuple(foreign))
        if "chain" in tables:
            changed = sorted({str(name) for _, name, _, _ in objects ^ _SCHEMA})
            if changed:
                raise StorageError("foreign_objects", "{path} was changed by another program: its tables ({tables}) "
                                   "are not as this program makes them; the file is refused",
                                   path=path, tables=tuple(changed))
            return CHAIN_VERSION
        columns = {table: {r[1] for r in db.execute(f"PRAGMA table_info({table})")} for table in _COLUMNS}
        format_ = CHECKSUM_VERSION if "crc" in columns["actions"] else 1
        for table, needed in _COLUMNS.items():
            if format_ >= CHECKSUM_VERSION:
                needed = needed | _CHECKSUM_COLUMNS.get(table, set())
            have = columns[table]
            if not needed <= have:
                missing = ", ".join(sorted(needed - have))
                raise StorageError("corrupt", "{path} is damaged (the {table} table lacks {missing})",
                    path=path, table=table, missing=missing)
    except UnicodeError as exc:
        raise StorageError("corrupt", "{path} is damaged or not a session file ({reason})",
            path=path, reason=exc) from None
    except sqlite3.DatabaseError as exc:
        raise StorageError("corrupt", "{path} is damaged or not a session file ({reason})",
            path=path, reason=exc) from None
    return format_
