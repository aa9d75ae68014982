"""Session files as other hands write them, for the tests of the session file:

- ``as_format_2`` and ``as_format_1``: a session file rewritten exactly as the versions
  before the hash chain wrote it (the rows with their ``undone`` and ``undo_order`` columns,
  a CRC32 per payload in format 2, none in format 1), written out here with plain SQL;
- ``edit``: a change made with SQLite by another program;
- ``forge_chain``: a forger who recomputes the whole chain after an edit (what the chain
  cannot catch, by design), so the tests of the replay's own checks can reach them.
"""

from __future__ import annotations

import json
import sqlite3
import zlib
from pathlib import Path

from duplicate.storage.session_file import APPLICATION_ID, SessionStore, chain_start, row_hash

#: The schema of format 2, as those versions created it.
FORMAT_2_SCHEMA = """
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


def edit(path: Path, sql: str, params: tuple = ()) -> None:
    db = sqlite3.connect(path)
    try:
        db.execute(sql, params)
        db.commit()
    finally:
        db.close()


def as_format_2(path: Path) -> None:
    """Rewrite ``path`` (a closed file) as format 2: the same settings (those changed since
    creation folded in), the same actions and numbers, undone ones with their undo order
    (those that could no longer be redone are gone, as those versions deleted them)."""
    store = SessionStore.open(path, read_only=True)
    try:
        settings, actions, redo = store.settings(), store.actions(), store.redo_stack()
        at = dict(store._db.execute("SELECT seq, at FROM actions").fetchall())
    finally:
        store.close()
    path.unlink()
    db = sqlite3.connect(path)
    db.executescript(FORMAT_2_SCHEMA)
    db.executemany("INSERT INTO settings (key, value) VALUES (?, ?)",
                   [(k, json.dumps(v, ensure_ascii=False)) for k, v in settings.items()])
    for action in actions:
        if action.undone and action.seq not in redo:
            continue
        text = json.dumps(action.payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        order = redo.index(action.seq) + 1 if action.undone else None
        db.execute("INSERT INTO actions (seq, kind, payload, undone, undo_order, at, crc) VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (action.seq, action.kind, text, int(action.undone), order, at[action.seq],
                    zlib.crc32(text.encode("utf-8"))))
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("PRAGMA user_version = 2")
    db.commit()
    db.close()


def as_format_1(path: Path) -> None:
    """Rewrite ``path`` as format 1: format 2 without the crc column, payloads as json.dumps wrote them."""
    as_format_2(path)
    db = sqlite3.connect(path)
    rows = db.execute("SELECT seq, payload FROM actions").fetchall()
    db.executemany("UPDATE actions SET payload = ? WHERE seq = ?",
                   [(json.dumps(json.loads(p), ensure_ascii=False), s) for s, p in rows])
    db.execute("ALTER TABLE actions DROP COLUMN crc")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()


def forge_chain(path: Path) -> None:
    """Recompute every link of the chain of ``path`` (format 3) from its rows as they are now."""
    db = sqlite3.connect(path)
    try:
        file_id = db.execute("SELECT CAST(file_id AS BLOB) FROM chain").fetchone()[0]
        settings = db.execute("SELECT CAST(key AS BLOB), CAST(value AS BLOB) FROM settings").fetchall()
        link = start = chain_start(file_id, settings)
        rows = db.execute("SELECT seq, CAST(kind AS BLOB), CAST(payload AS BLOB), CAST(at AS BLOB) "
                          "FROM actions ORDER BY seq").fetchall()
        for seq, kind, payload, at in rows:
            link = row_hash(link, seq, kind, payload, at)
            db.execute("UPDATE actions SET hash = ? WHERE seq = ?", (link, seq))
        db.execute("UPDATE chain SET start = ?, head = ?, length = ?", (start, link, len(rows)))
        db.commit()
    finally:
        db.close()
