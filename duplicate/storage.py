"""A session file: one SQLite database holding the settings and the log of arbiter actions.

Every action is committed in its own transaction (WAL journal, synchronous FULL) before the
session reports it done, so reopening after a crash restores every acknowledged action.
A file that is not SQLite, belongs to another program, is damaged or was written by a newer
version gives a clear error and is never written to.

Each action row keeps its payload as canonical JSON and, since file format 2, the CRC32 of
that text beside it: a payload changed by a flipped byte is refused on reading, never
replayed. Files of format 1 (no checksums) are read as they are; the first write to one
adds the checksums and marks it format 2 in the same transaction as the action.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from duplicate.errors import DuplicateError

#: SQLite application_id of our session files ("DUPS").
APPLICATION_ID = 0x44555053
SCHEMA_VERSION = 2
#: The first file format whose action rows carry a checksum.
CHECKSUM_VERSION = 2
FILE_SUFFIX = ".duplicate"


class StorageError(DuplicateError):
    """A session file that cannot be created, opened or written."""


@dataclass(frozen=True)
class StoredAction:
    seq: int
    kind: str
    payload: dict[str, Any]
    undone: bool


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
    """The open session file. Use ``create`` or ``open``; close when done."""

    def __init__(self, path: Path, connection: sqlite3.Connection, version: int = SCHEMA_VERSION) -> None:
        self.path = path
        self._db = connection
        #: The file format; an older one is upgraded by the first write.
        self.version = version

    # -- opening ----------------------------------------------------------------------

    @classmethod
    def create(cls, path: str | Path, settings: dict[str, Any]) -> SessionStore:
        path = Path(path)
        if path.exists():
            raise StorageError("file_exists", f"{path} already exists; choose another name")
        try:
            db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            raise StorageError("cannot_create", f"cannot create {path}: {exc}") from None
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
        except sqlite3.Error as exc:
            db.close()
            raise StorageError("cannot_create", f"cannot create {path}: {exc}") from None
        return cls(path, db)

    @classmethod
    def open(cls, path: str | Path) -> SessionStore:
        path = Path(path)
        if not path.is_file():
            raise StorageError("not_found", f"{path} does not exist or is not a file")
        try:
            with path.open("rb") as handle:
                header = handle.read(16)
        except OSError as exc:
            raise StorageError("unreadable", f"cannot read {path}: {exc.strerror or exc}") from None
        if header != b"SQLite format 3\x00":
            raise StorageError("not_a_session", f"{path} is not a duplicate session file")
        if path.stat().st_size < 100:  # shorter than SQLite's own file header
            raise StorageError("corrupt", f"{path} is damaged: the session file is cut short")
        # a read-only connection to a WAL file creates -wal and -shm files it cannot remove;
        # remove the ones it created when the file is refused, leaving nothing behind
        sidecars = [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm")]
        created = [s for s in sidecars if not s.exists()]
        try:
            return cls._open_checked(path)
        except StorageError:
            for sidecar in created:
                try:
                    sidecar.unlink(missing_ok=True)
                except OSError:
                    pass
            raise

    @classmethod
    def _open_checked(cls, path: Path) -> SessionStore:
        try:
            # read-only first: nothing is written to a file until it has passed every check
            probe = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
            try:
                app_id = probe.execute("PRAGMA application_id").fetchone()[0]
                version = probe.execute("PRAGMA user_version").fetchone()[0]
                if app_id != APPLICATION_ID:
                    raise StorageError("not_a_session", f"{path} is an SQLite file of another program")
                if version > SCHEMA_VERSION:
                    raise StorageError(
                        "newer_version",
                        f"{path} was written by a newer version of this program (file format "
                        f"{version}, this version reads up to {SCHEMA_VERSION}); please update",
                    )
                check = probe.execute("PRAGMA quick_check").fetchone()[0]
                if check != "ok":
                    raise StorageError("corrupt", f"{path} is damaged ({check})")
                tables = {r[0] for r in probe.execute("SELECT name FROM sqlite_master WHERE type='table'")}
                if not {"settings", "actions"} <= tables:
                    raise StorageError("corrupt", f"{path} is damaged (tables are missing)")
                for table, needed in _COLUMNS.items():
                    if version >= CHECKSUM_VERSION:
                        needed = needed | _CHECKSUM_COLUMNS.get(table, set())
                    have = {r[1] for r in probe.execute(f"PRAGMA table_info({table})")}
                    if not needed <= have:
                        missing = ", ".join(sorted(needed - have))
                        raise StorageError("corrupt", f"{path} is damaged (the {table} table lacks {missing})")
            finally:
                probe.close()
            db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            _configure(db)
        except sqlite3.DatabaseError as exc:
            raise StorageError("corrupt", f"{path} is damaged or not a session file ({exc})") from None
        return cls(path, db, version)

    def close(self) -> None:
        self._db.close()

    # -- reading ----------------------------------------------------------------------

    def settings(self) -> dict[str, Any]:
        try:
            rows = self._db.execute("SELECT key, value FROM settings").fetchall()
            return {key: json.loads(value) for key, value in rows}
        except (sqlite3.DatabaseError, ValueError) as exc:
            raise StorageError("corrupt", f"{self.path}: the settings are damaged ({exc})") from None

    def actions(self) -> list[StoredAction]:
        """The log in order; a row whose payload fails its checksum or is not JSON is refused."""
        checked = self.version >= CHECKSUM_VERSION
        crc = "crc" if checked else "NULL"
        try:
            rows = self._db.execute(
                f"SELECT seq, kind, CAST(payload AS BLOB), undone, {crc} FROM actions ORDER BY seq"
            ).fetchall()
        except sqlite3.DatabaseError as exc:
            raise StorageError("corrupt", f"{self.path}: the action log is damaged ({exc})") from None
        actions = []
        for seq, kind, data, undone, stored_crc in rows:
            if checked and stored_crc != payload_crc(data):
                raise StorageError(
                    "corrupt",
                    f"{self.path}: the action log is damaged: action {seq} ({kind}) fails its checksum "
                    "(its stored data changed after it was saved)",
                )
            try:
                payload = json.loads(data.decode("utf-8"))
            except ValueError as exc:
                raise StorageError(
                    "corrupt", f"{self.path}: the action log is damaged: action {seq} ({kind}) is not JSON ({exc})"
                ) from None
            actions.append(StoredAction(seq, kind, payload, bool(undone)))
        return actions

    def redo_stack(self) -> list[int]:
        """Undone actions, the next one to redo last."""
        try:
            rows = self._db.execute(
                "SELECT seq FROM actions WHERE undone = 1 ORDER BY undo_order"
            ).fetchall()
        except sqlite3.DatabaseError as exc:
            raise StorageError("corrupt", f"{self.path}: the action log is damaged ({exc})") from None
        return [r[0] for r in rows]

    # -- writing (each call is one committed transaction) --------------------------------

    def _write(self, statements: list[tuple[str, tuple]]) -> list[int]:
        ids: list[int] = []
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                upgrading = self.version < SCHEMA_VERSION
                if upgrading:
                    self._add_checksums()
                for sql, params in statements:
                    ids.append(self._db.execute(sql, params).lastrowid or 0)
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
        except sqlite3.Error as exc:
            raise StorageError("write_failed", f"could not save to {self.path}: {exc}") from None
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
        statements: list[tuple[str, tuple]] = []
        if drop_redo:
            statements.append(("DELETE FROM actions WHERE undone = 1", ()))
        try:
            text = canonical_json(payload)
        except ValueError as exc:
            raise StorageError("bad_payload", f"the {kind} action cannot be saved ({exc})") from None
        statements.append(("INSERT INTO actions (kind, payload, crc) VALUES (?, ?, ?)",
                           (kind, text, payload_crc(text.encode("utf-8")))))
        return self._write(statements)[-1]

    def set_undone(self, seq: int, undone: bool) -> None:
        if undone:
            self._write([(
                "UPDATE actions SET undone = 1, undo_order = "
                "(SELECT COALESCE(MAX(undo_order), 0) + 1 FROM actions) WHERE seq = ?",
                (seq,),
            )])
        else:
            self._write([("UPDATE actions SET undone = 0, undo_order = NULL WHERE seq = ?", (seq,))])

    def backup(self, path: str | Path) -> None:
        """Write a consistent copy of the session to a new file (SQLite's online backup)."""
        target = Path(path)
        if target.exists():
            raise StorageError("file_exists", f"{target} already exists; choose another name")
        try:
            copy = sqlite3.connect(target)
            try:
                self._db.backup(copy)
            finally:
                copy.close()
        except sqlite3.Error as exc:
            target.unlink(missing_ok=True)
            raise StorageError("write_failed", f"could not write {target}: {exc}") from None

    def set_setting(self, key: str, value: Any) -> None:
        self._write([("INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)",
                      (key, json.dumps(value, ensure_ascii=False)))])


def _configure(db: sqlite3.Connection) -> None:
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = FULL")
    db.execute("PRAGMA foreign_keys = ON")
