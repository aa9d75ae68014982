"""The session file's hash chain (issue 21, item 2): an edit, a deletion or a reordering
anywhere in the file, from the settings to the last row, is refused on opening, naming the
first row that no longer follows; undo is a row of its own, covered like the others; the
format is read from the file's structure, whatever ``user_version`` says; a schema object
this program did not make (a trigger, a view, an index, a table) is refused before anything
runs or is written. Each edit here opened silently on the format before the chain (most with
other standings)."""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from duplicate.base.errors import DuplicateError
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from duplicate.storage.session_file import StorageError
from duplicate.translations import say
from file_formats import as_format_2, edit, forge_chain
from session_helpers import FakeClock, lexicon, move_text, state_summary


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> tuple[Path, dict]:
    """Three turns of six players with rulings, an undo and a redo, a fourth turn undone."""
    path = tmp_path_factory.mktemp("chain") / "club.duplicate"
    session = Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=7),
                             lexicon("en"), players=[(t, f"Player {t}") for t in range(1, 7)], clock=FakeClock())
    for turn in range(3):
        session.draw()
        moves = session.ranked_moves(limit=10)
        for table in range(1, 7):
            move = moves[(table + turn) % len(moves)]
            session.enter_move(table, move_text(move, session.edition), written_score=move.points)
        session.decide(2, warnings=1)
        session.undo()
        session.redo()
        session.commit()
    session.draw()
    session.enter_no_move(1)
    session.undo()  # an undone action, still in the log
    summary = state_summary(session)
    session.close()
    return path, summary


def _copy(played, tmp_path: Path) -> Path:
    target = tmp_path / "edited.duplicate"
    shutil.copyfile(played[0], target)
    return target


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _rows(path: Path, where: str = "1") -> list[tuple[int, str, str]]:
    db = sqlite3.connect(path)
    try:
        return db.execute(f"SELECT seq, kind, payload FROM actions WHERE {where} ORDER BY seq").fetchall()
    finally:
        db.close()


def _refused(path: Path, *fragments: str) -> DuplicateError:
    """Refused read-only and for writing, the file and its folder left as they were."""
    digest, listing = _digest(path), sorted(path.parent.iterdir())
    for read_only in (True, False):
        with pytest.raises(DuplicateError) as caught:
            Session.open(path, lexicon=lexicon("en"), clock=FakeClock(), read_only=read_only)
        for fragment in fragments:
            assert fragment in caught.value.message, caught.value.message
        assert _digest(path) == digest, "a refused file was written to"
        assert sorted(path.parent.iterdir()) == listing, "files were left behind"
    return caught.value


def _written_score_row(path: Path) -> tuple[int, str]:
    seq, _, payload = next(r for r in _rows(path, "kind = 'enter'") if json.loads(r[2])["written_score"])
    return seq, payload


def test_the_played_file_opens_with_everything(played, tmp_path) -> None:
    path = _copy(played, tmp_path)
    session = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    assert state_summary(session) == played[1]
    assert session.can_redo  # the undone entry can be redone after reopening
    session.close()


def test_an_edited_action_is_refused_naming_its_row(played, tmp_path) -> None:
    path = _copy(played, tmp_path)
    seq, payload = _written_score_row(path)
    data = json.loads(payload)
    data["written_score"] += 1
    edit(path, "UPDATE actions SET payload = ? WHERE seq = ?", (json.dumps(data, separators=(",", ":")), seq))
    error = _refused(path, f"row {seq} of its log (enter)", "changed outside this program")
    assert isinstance(error, StorageError) and error.code == "chain_broken"


@pytest.mark.parametrize("column,value", [("kind", "leave"), ("at", "2020-01-01T00:00:00.000Z"), ("hash", "0" * 64)])
def test_every_column_is_covered(played, tmp_path, column, value) -> None:
    path = _copy(played, tmp_path)
    seq = _rows(path, "kind = 'commit'")[0][0]
    edit(path, f"UPDATE actions SET {column} = ? WHERE seq = ?", (value, seq))
    _refused(path, f"row {seq} of its log")


def test_a_deleted_row_is_refused_naming_the_row_after_it(played, tmp_path) -> None:
    path = _copy(played, tmp_path)
    seqs = [r[0] for r in _rows(path)]
    removed = seqs[len(seqs) // 2]
    edit(path, "DELETE FROM actions WHERE seq = ?", (removed,))
    _refused(path, f"row {seqs[seqs.index(removed) + 1]} of its log")


def test_deleting_an_undo_mark_is_refused(played, tmp_path) -> None:
    """Undo is an appended fact: taking it away (which would bring the entry back) is seen."""
    path = _copy(played, tmp_path)
    undo = _rows(path, "kind = 'undo'")[0][0]
    edit(path, "DELETE FROM actions WHERE seq = ?", (undo,))
    _refused(path, f"row {undo + 1} of its log")


@pytest.mark.parametrize("count", [1, 3])
def test_the_last_rows_deleted_are_refused(played, tmp_path, count) -> None:
    path = _copy(played, tmp_path)
    seqs = [r[0] for r in _rows(path)]
    edit(path, "DELETE FROM actions WHERE seq > ?", (seqs[-count - 1],))
    _refused(path, f"ends after {len(seqs) - count} rows", "the last rows were removed")


def test_two_rows_swapped_are_refused(played, tmp_path) -> None:
    path = _copy(played, tmp_path)
    rows = _rows(path, "kind = 'enter'")
    (first, _, a), (second, _, b) = rows[0], rows[1]
    db = sqlite3.connect(path)
    hashes = dict(db.execute("SELECT seq, hash FROM actions WHERE seq IN (?, ?)", (first, second)).fetchall())
    db.execute("UPDATE actions SET payload = ?, hash = ? WHERE seq = ?", (b, hashes[second], first))
    db.execute("UPDATE actions SET payload = ?, hash = ? WHERE seq = ?", (a, hashes[first], second))
    db.commit()
    db.close()
    # the rows moved with their own hashes: each hash matches its row alone, only the chain tells
    _refused(path, f"row {first} of its log (enter)")


def test_changed_rules_are_refused(played, tmp_path) -> None:
    """The issue's edit: warning_cost 5 -> 6 gave other standings without a word."""
    path = _copy(played, tmp_path)
    db = sqlite3.connect(path)
    rules = json.loads(db.execute("SELECT value FROM settings WHERE key = 'rules'").fetchone()[0])
    db.close()
    rules["warning_cost"] += 1
    edit(path, "UPDATE settings SET value = ? WHERE key = 'rules'", (json.dumps(rules),))
    error = _refused(path, "its settings", "are not those it was created with")
    assert "réglages" in say(error.notice, "fr"), say(error.notice, "fr")


def test_the_file_identity_is_covered(played, tmp_path) -> None:
    path = _copy(played, tmp_path)
    edit(path, "UPDATE chain SET file_id = ?", ("0" * 32,))
    _refused(path, "its settings")


def test_a_forger_who_recomputes_the_whole_chain_is_not_caught(played, tmp_path) -> None:
    """What the chain cannot do, said in the docs: someone who rewrites every link after their
    edit makes a file that opens (the edit then only meets the replay's own checks)."""
    path = _copy(played, tmp_path)
    seq, payload = _written_score_row(path)
    data = json.loads(payload)
    data["written_score"] += 1
    edit(path, "UPDATE actions SET payload = ? WHERE seq = ?", (json.dumps(data, separators=(",", ":")), seq))
    forge_chain(path)
    session = Session.open(path, lexicon=lexicon("en"), clock=FakeClock(), read_only=True)
    assert state_summary(session) != played[1]
    session.close()


# -- the format is the file's structure -----------------------------------------------------------


def test_user_version_never_turns_the_chain_off(played, tmp_path) -> None:
    path = _copy(played, tmp_path)
    expected = played[1]
    for version in (0, 1, 2):
        edit(path, f"PRAGMA user_version = {version}")
        writer = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
        assert writer.store.version == 3 and state_summary(writer) == expected
        writer.add_player(20 + version, "Late")  # the writer is not misled into an upgrade either
        expected = state_summary(writer)
        writer.close()
    seq, payload = _written_score_row(path)
    edit(path, "UPDATE actions SET payload = ? WHERE seq = ?", (payload.replace('"written_score":', '"written_score":1'), seq))
    edit(path, "PRAGMA user_version = 1")
    _refused(path, f"row {seq} of its log")


def test_user_version_never_turns_the_checksums_of_format_2_off(played, tmp_path) -> None:
    path = _copy(played, tmp_path)
    as_format_2(path)
    edit(path, "PRAGMA user_version = 1")
    writer = Session.open(path, lexicon=lexicon("en"), clock=FakeClock())
    writer.add_player(20, "Late")  # on main: "duplicate column name: crc"
    writer.close()
    (tmp_path / "second").mkdir()
    path = _copy(played, tmp_path / "second")
    as_format_2(path)
    seq, payload = _written_score_row(path)
    edit(path, "UPDATE actions SET payload = ? WHERE seq = ?", (payload.replace('"written_score":', '"written_score":1'), seq))
    edit(path, "PRAGMA user_version = 1")
    _refused(path, f"action {seq} (enter)", "checksum")


FOREIGN = {
    "trigger": "CREATE TRIGGER wipe AFTER INSERT ON actions BEGIN DELETE FROM actions WHERE seq < NEW.seq; END",
    "view": "CREATE VIEW everything AS SELECT * FROM actions",
    "index": "CREATE INDEX by_kind ON actions (kind)",
    "table": "CREATE TABLE notes (text TEXT)",
}


@pytest.mark.parametrize("earlier", [False, True], ids=["format-3", "format-2"])
@pytest.mark.parametrize("kind", sorted(FOREIGN))
def test_foreign_schema_objects_are_refused_before_anything_runs(played, tmp_path, kind, earlier) -> None:
    """The issue's trigger ran on the first write (acknowledged, then the file held one row)."""
    path = _copy(played, tmp_path)
    if earlier:
        as_format_2(path)
    edit(path, FOREIGN[kind])
    error = _refused(path, "holds what a session file never holds", kind)
    assert error.code == "foreign_objects"


# -- the file's own identity, checked in every write (item 1) --------------------------------------


def _club(path: Path, last_player: str) -> Session:
    session = Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=3),
                             lexicon("en"), players=[(1, "Ann"), (2, "Bob"), (3, last_player)], clock=FakeClock())
    session.draw()
    return session


def test_a_session_file_copied_over_the_open_one_is_noticed_at_the_next_action(tmp_path) -> None:
    """``cp`` keeps the inode, and the other file was built the same way (same number of
    writes, same size): on main the action was acknowledged and written into the other file."""
    path, other = tmp_path / "club.duplicate", tmp_path / "other.duplicate"
    _club(other, "Dee").close()
    with _club(path, "Cy") as session:
        before, inode = state_summary(session), path.stat().st_ino
        subprocess.run(["cp", str(other), str(path)], check=True)
        assert path.stat().st_ino == inode
        copied = _digest(path)
        for act in (lambda: session.enter_no_move(1), session.undo, lambda: session.add_player(4, "Eve")):
            with pytest.raises(StorageError) as caught:
                act()
            assert caught.value.code == "file_replaced", caught.value.message
            assert "another session file was copied over it" in caught.value.message
            assert state_summary(session) == before and _digest(path) == copied, "nothing written, nothing applied"
        with pytest.raises(StorageError):
            session.store.backup(tmp_path / "saved.duplicate")  # never the other file saved as this session
        assert not (tmp_path / "saved.duplicate").exists()
    reopened = Session.open(path, lexicon=lexicon("en"), read_only=True)
    assert reopened.player(3).name == "Dee" and not reopened.current_turn.entries
    reopened.close()


def _next_action_refused_as_changed(session: Session, path: Path) -> None:
    """The next action is refused (file_changed), nothing applied, nothing written."""
    before, changed = state_summary(session), _digest(path)
    with pytest.raises(StorageError) as caught:
        session.enter_no_move(2)
    assert caught.value.code == "file_changed", caught.value.message
    assert state_summary(session) == before and _digest(path) == changed


def test_an_older_copy_of_the_same_session_over_it_is_noticed(tmp_path) -> None:
    path, older = tmp_path / "club.duplicate", tmp_path / "older.duplicate"
    with _club(path, "Cy") as session:
        shutil.copyfile(path, older)
        session.enter_no_move(1)
        subprocess.run(["cp", str(older), str(path)], check=True)
        _next_action_refused_as_changed(session, path)


def test_a_row_changed_by_another_process_is_noticed_at_the_next_action(tmp_path) -> None:
    path = tmp_path / "club.duplicate"
    with _club(path, "Cy") as session:
        session.enter_no_move(1)
        script = ("import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); "
                  "db.execute(\"UPDATE actions SET payload = replace(payload, 'Ann', 'Al') WHERE kind = 'add_player'\"); "
                  "db.commit()")
        subprocess.run([sys.executable, "-c", script, str(path)], check=True)
        _next_action_refused_as_changed(session, path)
