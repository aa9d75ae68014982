"""Files written while the program kept a reopen cache (a snapshot of the game at each
reveal, in a ``reopen_cache`` table) open as they are: the log is the only state read, and
the table is never written, by a reader or a writer (the writer's first action converts the
file to the chained log and drops it).

The table is made here as those versions made it, with a snapshot that does not match the
log (players and an end that never were): had it been read, the opened game would differ
from the one the log gives."""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
import zlib
from pathlib import Path

from duplicate.base.version import VERSION
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from file_formats import as_format_2
from session_helpers import FakeClock, lexicon, move_text, state_summary

#: The table as the versions with a reopen cache created it.
OLD_TABLE = """CREATE TABLE IF NOT EXISTS reopen_cache (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL,
    program TEXT NOT NULL,
    covers INTEGER NOT NULL,
    digest TEXT NOT NULL,
    body TEXT NOT NULL,
    crc INTEGER NOT NULL
)"""


def _played(path: Path) -> None:
    with Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=5),
                        lexicon("en"), players=[(1, "Ann"), (2, "Bob"), (3, "Cy")], clock=FakeClock()) as session:
        for _ in range(2):
            session.draw()
            moves = session.ranked_moves(limit=4)
            for table in session.players:
                session.enter_move(table, move_text(moves[table % len(moves)], session.edition))
            session.commit()
        session.undo()  # the last reveal taken back: a snapshot taken at it no longer holds


def _add_old_cache(path: Path) -> None:
    """A reopen cache row as an earlier version wrote it, claiming another game."""
    db = sqlite3.connect(path)
    covers = db.execute("SELECT MAX(seq) FROM actions").fetchone()[0]
    rows = db.execute("SELECT seq, kind, crc, undone FROM actions ORDER BY seq").fetchall()
    digest = hashlib.sha256("".join(f"{s},{k},{c},{u};" for s, k, c, u in rows).encode()).hexdigest()
    body = json.dumps({"players": [[1, "Nobody", 1, None], [9, "Ghost", 1, None]], "turns": [],
                       "end_reason": "a game that never was", "phones": []})
    db.execute(OLD_TABLE)
    db.execute("INSERT OR REPLACE INTO reopen_cache (id, version, program, covers, digest, body, crc) VALUES (1, 1, ?, ?, ?, ?, ?)",
               (VERSION, covers, digest, body, zlib.crc32(body.encode())))
    db.commit()
    db.close()


def _file_state(path: Path) -> dict:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(path.parent.glob(path.name + "*"))}


def test_a_file_with_the_old_reopen_cache_opens_from_its_log_alone(tmp_path):
    plain = tmp_path / "plain" / "club.duplicate"
    plain.parent.mkdir()
    _played(plain)
    as_format_2(plain)  # as those versions wrote it
    old = tmp_path / "old" / "club.duplicate"
    old.parent.mkdir()
    shutil.copyfile(plain, old)
    _add_old_cache(old)

    expected = Session.open(plain, lexicon=lexicon("en"), read_only=True)
    before = _file_state(old)
    reader = Session.open(old, lexicon=lexicon("en"), read_only=True)
    try:
        assert state_summary(reader) == state_summary(expected)
        assert reader.players.keys() == {1, 2, 3} and reader.end_reason is None
        assert (reader.undo_text(), reader.redo_text()) == (expected.undo_text(), expected.redo_text())
    finally:
        reader.close()
        expected.close()
    assert _file_state(old) == before, "a reader changed the file"

    with Session.open(old, lexicon=lexicon("en"), clock=FakeClock()) as writer:
        assert writer.players.keys() == {1, 2, 3}
        writer.redo()  # the reveal again, then a new turn and its reveal
        writer.draw()
        writer.enter_no_move(1)
        writer.commit()
        summary = state_summary(writer)
    db = sqlite3.connect(old)
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    db.close()
    assert tables == {"settings", "actions", "chain"}, "the first write converts the file and drops the old table"
    with Session.open(old, lexicon=lexicon("en"), read_only=True) as reopened:
        assert state_summary(reopened) == summary
