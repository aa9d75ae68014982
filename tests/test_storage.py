"""Session files: a damaged, foreign, truncated or newer file gives a clear error and is
never written to; a good file keeps every action across reopening."""

from __future__ import annotations

import hashlib
import json
import random
import shutil
import sqlite3
from pathlib import Path

import pytest

from duplicate.base.errors import DuplicateError
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from duplicate.storage.session_file import APPLICATION_ID, SCHEMA_VERSION, SessionStore, StorageError
from file_formats import as_format_2, forge_chain
from session_helpers import FakeClock, lexicon, log_signature, move_text, state_summary


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.fixture(scope="module")
def good_file(tmp_path_factory) -> tuple[Path, dict]:
    """A closed session file with a few turns played (several pages long)."""
    path = tmp_path_factory.mktemp("good") / "game.duplicate"
    session = Session.create(path,
                             SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=5,
                                             title="Club night"),
                             lexicon("en"), players=[(t, f"Player number {t}") for t in range(1, 9)],
                             clock=FakeClock())
    for _ in range(4):
        session.draw()
        moves = session.ranked_moves(limit=20)
        for table in range(1, 9):
            move = moves[table % len(moves)]
            session.enter_move(table, move_text(move, session.edition), written_score=move.points)
        session.commit()
    summary = state_summary(session)
    session.close()
    assert path.stat().st_size > 4 * 4096
    return path, summary


def _copy(good_file, tmp_path) -> Path:
    target = tmp_path / "copy.duplicate"
    shutil.copyfile(good_file[0], target)
    return target


def _refused(path: Path, *fragments: str, kind: type = DuplicateError) -> DuplicateError:
    """Opening fails with a clear error naming ``fragments``; the file is left as it was."""
    digest = _digest(path) if path.is_file() else None
    listing = _listing(path.parent)
    with pytest.raises(kind) as caught:
        Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    error = caught.value
    assert isinstance(error, DuplicateError) and error.code and error.message
    for fragment in fragments:
        assert fragment in error.message, error.message
    if digest is not None:
        assert _digest(path) == digest, "the file was written to"
    assert _listing(path.parent) == listing, "files were left behind"
    return error


def test_good_file_reopens_with_everything(good_file, tmp_path) -> None:
    path = _copy(good_file, tmp_path)
    digest = _digest(path)
    session = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    assert state_summary(session) == good_file[1]
    assert session.settings.title == "Club night" and len(session.committed_turns) == 4
    session.close()
    assert _digest(path) == digest, "reopening and closing without an action changes nothing"


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"hello, this is a text file\n" * 40,
        random.Random(1).randbytes(8192),
        b"SQLite format 3",  # a header cut short
    ],
    ids=["empty", "text", "random", "short-header"],
)
def test_files_that_are_not_sessions(tmp_path, content: bytes) -> None:
    path = tmp_path / "not.duplicate"
    path.write_bytes(content)
    error = _refused(path, "is not a duplicate session file", kind=StorageError)
    # an empty file is what a create killed at once used to leave: its name can be used again
    assert error.code == ("half_created" if not content else "not_a_session")


def test_sqlite_header_with_garbage_behind(tmp_path) -> None:
    path = tmp_path / "garbage.duplicate"
    path.write_bytes(b"SQLite format 3\x00" + random.Random(2).randbytes(4000))
    _refused(path, str(path), kind=StorageError)


def test_missing_file_and_folder(tmp_path) -> None:
    with pytest.raises(StorageError, match="does not exist"):
        Session.open(tmp_path / "absent.duplicate", lexicon=lexicon("en"))
    assert not (tmp_path / "absent.duplicate").exists()
    with pytest.raises(StorageError, match="not a file"):
        Session.open(tmp_path, lexicon=lexicon("en"))


def test_create_never_overwrites(good_file, tmp_path) -> None:
    path = _copy(good_file, tmp_path)
    digest = _digest(path)
    with pytest.raises(StorageError, match="already exists"):
        Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("home")), lexicon("en"))
    assert _digest(path) == digest


@pytest.mark.parametrize("application_id", [0, 0x12345678])
def test_sqlite_file_of_another_program(tmp_path, application_id: int) -> None:
    path = tmp_path / "other.db"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA application_id = {application_id}")
    db.execute("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    db.execute("CREATE TABLE actions (seq INTEGER PRIMARY KEY, kind TEXT, payload TEXT, undone INTEGER)")
    db.execute("INSERT INTO settings VALUES ('owner', '\"someone else\"')")
    db.commit()
    db.close()
    error = _refused(path, "another program", kind=StorageError)
    assert error.code == "not_a_session"


def test_our_application_id_without_tables(tmp_path) -> None:
    path = tmp_path / "empty-db.duplicate"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("CREATE TABLE notes (x)")
    db.commit()
    db.close()
    _refused(path, "tables are missing", kind=StorageError)


@pytest.mark.parametrize(
    "sql,missing",
    [
        ("ALTER TABLE actions DROP COLUMN undo_order", "the actions table lacks undo_order"),
        ("ALTER TABLE actions RENAME COLUMN payload TO data", "the actions table lacks payload"),
        ("ALTER TABLE settings RENAME COLUMN value TO v", "the settings table lacks value"),
    ],
)
def test_earlier_format_tables_with_missing_columns(good_file, tmp_path, sql: str, missing: str) -> None:
    path = _copy(good_file, tmp_path)
    as_format_2(path)
    _edit(path, sql)
    _refused(path, missing, kind=StorageError)


@pytest.mark.parametrize(
    "sql",
    [
        "ALTER TABLE actions DROP COLUMN at",
        "ALTER TABLE actions RENAME COLUMN payload TO data",
        "ALTER TABLE actions ADD COLUMN undone INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE settings RENAME COLUMN value TO v",
    ],
)
def test_tables_not_as_made_are_refused(good_file, tmp_path, sql: str) -> None:
    path = _copy(good_file, tmp_path)
    _edit(path, sql)
    error = _refused(path, "not as this program makes them", kind=StorageError)
    assert error.code == "foreign_objects"


def test_newer_version(good_file, tmp_path) -> None:
    path = _copy(good_file, tmp_path)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    error = _refused(path, "newer version", f"file format {SCHEMA_VERSION + 1}", "please update", kind=StorageError)
    assert error.code == "newer_version"


def test_truncated_files(good_file, tmp_path) -> None:
    original = good_file[0].read_bytes()
    size = len(original)
    cuts = sorted({0, 10, 16, 50, 100, 1024, 4096, 4096 + 100, 8192, size // 3, size // 2, size - 4096,
                   size - 4096 - 7, size - 1000, size - 1})
    refused = 0
    for cut in cuts:
        path = tmp_path / f"cut-{cut}.duplicate"
        path.write_bytes(original[:cut])
        digest = _digest(path)
        listing = _listing(tmp_path)
        try:
            session = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
        except DuplicateError as error:
            refused += 1
            assert str(path) in error.message, error.message
            assert "session file" in error.message or "damaged" in error.message, error.message
        else:
            # a cut that only removes bytes SQLite never reads is acceptable when nothing was lost
            assert cut > size - 4096, f"cut at {cut}: a file missing whole pages was opened"
            assert state_summary(session) == good_file[1], f"cut at {cut}: data silently lost"
            session.close()
        assert _digest(path) == digest, f"cut at {cut}: the file was written to"
        assert _listing(tmp_path) == listing, f"cut at {cut}: files were left behind"
        path.unlink()
    assert refused >= len(cuts) - 2


def _edit(path: Path, sql: str, params: tuple = ()) -> None:
    db = sqlite3.connect(path)
    db.execute(sql, params)
    db.commit()
    db.close()


def _settings_value(path: Path, key: str):
    db = sqlite3.connect(path)
    value = json.loads(db.execute("SELECT value FROM settings WHERE key = ?", (key,)).fetchone()[0])
    db.close()
    return value


@pytest.mark.parametrize(
    "sql,params,fragments",
    [
        ("UPDATE settings SET value = ? WHERE key = 'rules'", ('{"name": "FISF", ',), ["settings are damaged"]),
        ("UPDATE settings SET value = ? WHERE key = 'format'", ('"something else"',), ["no duplicate session settings"]),
        ("DELETE FROM settings WHERE key = 'edition'", (), ["settings are damaged", "edition"]),
        ("UPDATE settings SET value = ? WHERE key = 'seed'", ('"many"',), ["settings are damaged"]),
        ("UPDATE settings SET value = ? WHERE key = 'rack_source'", ('"magic"',), ["settings are damaged"]),
        ("UPDATE settings SET value = ? WHERE key = 'edition'", ('"klingon"',), ["klingon"]),
        ("UPDATE settings SET value = ? WHERE key = 'lexicon'", ('{"name": "ENABLE", "sha256": "00ff"}',),
         ["word list", "SHA-256"]),
    ],
    ids=["not-json", "format", "missing-edition", "seed", "rack-source", "edition", "lexicon"],
)
def test_damaged_settings(good_file, tmp_path, sql, params, fragments) -> None:
    """Settings changed and the chain recomputed (a forger, test_chain.py has the rest):
    the settings' own reading still refuses them, naming what is wrong."""
    path = _copy(good_file, tmp_path)
    _edit(path, sql, params)
    forge_chain(path)
    _refused(path, *fragments)


def test_damaged_rules_name_the_field(good_file, tmp_path) -> None:
    path = _copy(good_file, tmp_path)
    rules = _settings_value(path, "rules")
    rules["seconds_per_turn"] = "three minutes"
    _edit(path, "UPDATE settings SET value = ? WHERE key = 'rules'", (json.dumps(rules),))
    forge_chain(path)
    _refused(path, "seconds_per_turn")


def _action_seq(path: Path, kind: str, index: int = 0) -> int:
    db = sqlite3.connect(path)
    seqs = [r[0] for r in db.execute("SELECT seq FROM actions WHERE kind = ? ORDER BY seq", (kind,))]
    db.close()
    return seqs[index]


@pytest.mark.parametrize(
    "kind,payload,fragments",
    [
        ("enter", "{not json", ["action log is damaged"]),
        ("enter", '{"turn": 1}', ["cannot be replayed", "bad data"]),
        ("enter", '{"turn": 1, "table": 99, "text": "8H AT", "written_score": null}', ["no player at table 99"]),
        ("draw", '{"turn": 1, "leftover": "", "new": "QQQQQQQ", "rejected": [], "source": "random"}',
         ["cannot be replayed"]),
        ("draw", '{"turn": 7, "leftover": "", "new": "ABCDEFG", "rejected": [], "source": "random"}',
         ["draw for turn 7"]),
        ("draw", '{"turn": 1, "leftover": "", "new": "AB1", "rejected": [], "source": "random"}', ["'1'"]),
        ("commit", '{"turn": 1, "move": "8H ZZZZZZZ", "score": 3}', ["not legal"]),
        ("add_player", '[1, 2, 3]', ["cannot be replayed"]),
    ],
    ids=["not-json", "missing-key", "unknown-table", "tiles-not-in-edition", "wrong-turn", "bad-letter",
         "illegal-master", "not-an-object"],
)
def test_damaged_actions(good_file, tmp_path, kind, payload, fragments) -> None:
    path = _copy(good_file, tmp_path)
    seq = _action_seq(path, kind)
    # the chain recomputed: the damage is in what was saved (test_chain has the edits it catches)
    _edit(path, "UPDATE actions SET payload = ? WHERE seq = ?", (payload, seq))
    forge_chain(path)
    error = _refused(path, *fragments)
    if "cannot be replayed" in fragments:
        assert f"action {seq} ({kind})" in error.message


def test_unknown_action_kind(good_file, tmp_path) -> None:
    path = _copy(good_file, tmp_path)
    _edit(path, "UPDATE actions SET kind = 'teleport' WHERE seq = ?", (_action_seq(path, "commit"),))
    forge_chain(path)
    _refused(path, "unknown action 'teleport'")


def test_store_keeps_actions_in_order_and_undo_marks(tmp_path) -> None:
    store = SessionStore.create(tmp_path / "raw.duplicate", {"format": "x", "n": 1})
    first = store.append("a", {"i": 1}, drop_redo=False)
    second = store.append("b", {"i": 2}, drop_redo=False)
    store.set_undone(second, True)
    store.set_undone(first, True)
    assert store.redo_stack() == [second, first]  # the last undone is redone first
    store.set_undone(first, False)
    third = store.append("c", {"é": "ü"}, drop_redo=True)
    store.set_setting("n", 2)
    store.close()
    reopened = SessionStore.open(tmp_path / "raw.duplicate")
    actions = reopened.actions()
    # b stays in the log, undone for good: its redo was forgotten when c was saved
    assert [(a.kind, a.undone) for a in actions] == [("a", False), ("b", True), ("c", False)]
    assert reopened.redo_stack() == []
    assert actions[2].seq == third and actions[2].payload == {"é": "ü"}
    assert reopened.settings() == {"format": "x", "n": 2}
    reopened.close()


def test_every_action_is_saved_before_it_is_acknowledged(tmp_path) -> None:
    """A second connection sees each action as soon as the call returns."""
    path = tmp_path / "live.duplicate"
    session = Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("home"), seed=3),
                             lexicon("en"), players=[(1, "Ann")], clock=FakeClock())
    session.draw()
    reader = sqlite3.connect(path)
    count = lambda: reader.execute("SELECT COUNT(*) FROM actions").fetchone()[0]  # noqa: E731
    before = count()
    session.enter_no_move(1)
    assert count() == before + 1
    session.undo()
    assert count() == before + 2  # undo is a row of its own
    assert reader.execute("SELECT kind, payload FROM actions ORDER BY seq DESC LIMIT 1").fetchone() == (
        "undo", json.dumps({"seq": session.store.actions()[-1].seq}, separators=(",", ":")))
    reader.close()
    expected = log_signature(session)
    session.close()
    reopened = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    assert log_signature(reopened) == expected
    reopened.close()
