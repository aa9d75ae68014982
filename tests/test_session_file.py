"""The session file under real faults (issue 11, items 1, 2, 4, 5, 10): one writer across real
processes, readers that change no byte, every acknowledged action in the main file, clear
messages for a full disk, a read-only disk, a half-created file and a damaged schema, and
undo/redo from snapshots giving exactly what a fresh replay of the file gives."""

from __future__ import annotations

import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from disk_helpers import fill, read_only_folder, small_disk, turns_read_only
from duplicate.training import game as training
from duplicate.training import stats as training_stats
from duplicate.base.errors import SessionError, WriteAccessError
from duplicate.storage.filelock import LockedError, lock_path
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, Session, SessionSettings
from duplicate.storage.session_file import SessionStore, StorageError
from session_helpers import FakeClock, edition, lexicon, log_signature, move_text, state_summary

REPO = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYTHONPATH": str(REPO)}
SIDE_FILES = ("", "-journal", "-wal", "-shm", "-lock")

# A writer in another process: plays one turn, then (with "wal") turns the file into a file of
# an earlier version (write-ahead log, no checkpoints) and adds players, so the last actions
# are only in the -wal; prints "ready" and waits to be told to stop, or killed.
WRITER = textwrap.dedent(
    """
    import sys
    from duplicate.rules.edition import load_edition
    from duplicate.words.lexicon import load_lexicon
    from duplicate.rules.notation import format_move
    from duplicate.rules.presets import load_preset
    from duplicate.session.session import Session, SessionSettings
    path, mode = sys.argv[1], sys.argv[2]
    ed = load_edition("en")
    if mode == "reopen":
        session = Session.open(path)
    else:
        settings = SessionSettings("en", load_lexicon(ed).identity, load_preset("fisf"), seed=3, title="Club")
        session = Session.create(path, settings, load_lexicon(ed), players=[(1, "Ann"), (2, "Bob")])
        session.draw()
        session.enter_move(1, format_move(session.ranked_moves(limit=1)[0].move, ed))
        session.commit()
    if mode == "wal":
        db = session.store._db
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA wal_autocheckpoint = 0")
        for table in range(3, 8):
            session.add_player(table, f"Late {table}")
    print("ready", flush=True)
    sys.stdin.readline()
    session.close()
    """
)


def _writer(path: Path, mode: str = "hold") -> subprocess.Popen:
    process = subprocess.Popen([sys.executable, "-c", WRITER, str(path), mode], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True, cwd=REPO, env=ENV)
    assert process.stdout is not None and process.stdout.readline().strip() == "ready"
    return process


def _stop(process: subprocess.Popen, kill: bool = False) -> None:
    if process.poll() is None:
        if kill:
            process.kill()
        else:
            assert process.stdin is not None
            process.stdin.write("\n")
            process.stdin.flush()
    process.wait(timeout=60)


def _files(path: Path) -> dict[str, tuple[int, bytes] | None]:
    """Bytes and modification time of the file and every side file."""
    out = {}
    for suffix in SIDE_FILES:
        file = path.with_name(path.name + suffix)
        out[suffix] = (file.stat().st_mtime_ns, file.read_bytes()) if file.exists() else None
    return out


def _listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def _new(path: Path, players: int = 4) -> Session:
    return Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=11),
                          lexicon("en"), players=[(t, f"Player {t}") for t in range(1, players + 1)],
                          clock=FakeClock())


def _play_turn(session: Session) -> None:
    session.draw()
    moves = session.ranked_moves(limit=5)
    for table in session.players:
        session.enter_move(table, move_text(moves[table % len(moves)], session.edition))
    session.commit()


# -- item 1: one writer ----------------------------------------------------------------------


@pytest.mark.skipif(sys.platform == "win32", reason="the writer is killed with a POSIX signal")
def test_second_writer_is_refused_naming_the_holder_can_read_and_a_kill_frees_the_file(tmp_path):
    path = tmp_path / "club.duplicate"
    writer = _writer(path)
    try:
        with pytest.raises(LockedError) as caught:
            Session.open(path, lexicon=lexicon("en"))
        assert isinstance(caught.value, WriteAccessError)
        assert f"another window (process {writer.pid} on this computer)" in caught.value.message
        assert "read-only" in caught.value.message
        with Session.open(path, lexicon=lexicon("en"), read_only=True) as reader:
            assert reader.read_only and len(reader.committed_turns) == 1 and len(reader.players) == 2
            before = state_summary(reader)
            for command in (lambda: reader.add_player(9, "Zoe"), reader.draw, reader.undo,
                            lambda: reader.rename_player(1, "X"), lambda: reader.enter_no_move(1, turn=1)):
                with pytest.raises(SessionError) as refused:
                    command()
                assert refused.value.code == "read_only" and "read-only" in refused.value.message
            assert state_summary(reader) == before
        os.kill(writer.pid, signal.SIGKILL)  # a crash: the lock goes with the process
        writer.wait(timeout=30)
        session = Session.open(path, lexicon=lexicon("en"))
        session.add_player(3, "Cy")  # the new writer writes
        session.close()
    finally:
        _stop(writer, kill=True)
    assert not lock_path(path).exists()


def test_the_same_file_twice_in_one_program(tmp_path):
    path = tmp_path / "club.duplicate"
    with _new(path) as _first:
        with pytest.raises(LockedError, match="another window of this program"):
            Session.open(path, lexicon=lexicon("en"))
        with pytest.raises(LockedError):
            _new(tmp_path / "club.duplicate")
        second = Session.open(path, lexicon=lexicon("en"), read_only=True)
        assert sorted(second.players) == [1, 2, 3, 4]
        second.close()
    Session.open(path, lexicon=lexicon("en")).close()  # closed: free again


# -- item 2: readers never write ---------------------------------------------------------------


def _readers(path: Path) -> list[tuple[str, object]]:
    """Every way the program reads a session file without meaning to change it."""
    def sheet() -> str:
        result = subprocess.run([sys.executable, "-m", "duplicate", "sheet", str(path)], capture_output=True,
                                text=True, cwd=REPO, env=ENV, timeout=120)
        assert result.returncode == 0, result.stderr
        return result.stdout

    def read_only() -> int:
        with Session.open(path, lexicon=lexicon("en"), read_only=True) as session:
            return len(session.players)

    def prepared() -> int:
        return len(training.prepared_game(path).turns)

    def history() -> object:
        return training_stats.read_history_item(path)

    def store() -> int:
        opened = SessionStore.open(path, read_only=True)
        try:
            return len(opened.actions())
        finally:
            opened.close()

    return [("sheet", sheet), ("read_only", read_only), ("prepared", prepared), ("history", history),
            ("store", store)]


@pytest.mark.skipif(sys.platform == "win32", reason="the writer is killed with a POSIX signal")
@pytest.mark.parametrize("state", ["closed", "live_writer", "killed_wal_writer"])
def test_readers_change_no_byte_of_the_file_or_its_side_files(tmp_path, state):
    path = tmp_path / "club.duplicate"
    writer = _writer(path, "wal" if state == "killed_wal_writer" else "hold")
    try:
        if state == "closed":
            _stop(writer)
        elif state == "killed_wal_writer":
            _stop(writer, kill=True)
            assert path.with_name(path.name + "-wal").stat().st_size > 0
        before = _files(path)
        expected_players = 7 if state == "killed_wal_writer" else 2
        for name, reader in _readers(path):
            result = reader()
            if name == "read_only":
                assert result == expected_players, "a reader must see every acknowledged action"
            assert _files(path) == before, f"{name} changed a file"
        assert sorted(n for n in _listing(tmp_path)) == sorted(path.name + s for s, v in before.items() if v)
    finally:
        _stop(writer, kill=True)
    if state == "killed_wal_writer":  # the next writer takes the file over, every action kept
        session = Session.open(path, lexicon=lexicon("en"))
        assert len(session.players) == 7
        session.close()
        assert _listing(tmp_path) == ["club.duplicate"]  # converted: no -wal any more


# -- item 4: every acknowledged action is in the main file --------------------------------------


def test_the_main_file_alone_holds_every_acknowledged_action(tmp_path):
    path = tmp_path / "club.duplicate"
    session = _new(path, players=3)
    copies = tmp_path / "copies"
    copies.mkdir()
    steps = [session.draw, lambda: session.enter_no_move(1), lambda: session.enter_no_move(2),
             session.undo, session.redo, session.commit, lambda: session.add_player(4, "Dee")]
    try:
        for number, step in enumerate(steps):
            step()
            assert _listing(tmp_path) == ["club.duplicate", "club.duplicate-lock", "copies"]
            copy = copies / f"step{number}.duplicate"
            shutil.copyfile(path, copy)  # only the main file, as a careless copy would
            reopened = Session.open(copy, lexicon=lexicon("en"), read_only=True)
            assert log_signature(reopened) == log_signature(session)
            assert state_summary(reopened, phase=False) == state_summary(session, phase=False)
            reopened.close()
    finally:
        session.close()


@pytest.mark.parametrize("how", ["deleted", "replaced"])
def test_a_file_removed_or_replaced_while_open_is_noticed_at_the_next_write(tmp_path, how):
    path = tmp_path / "club.duplicate"
    with _new(path) as session:
        session.draw()
        before, log = state_summary(session), log_signature(session)
        if how == "deleted":
            path.unlink()
        else:
            other = _new(tmp_path / "other.duplicate", players=1)
            other.close()
            os.replace(tmp_path / "other.duplicate", path)
        with pytest.raises(StorageError) as caught:
            session.enter_no_move(1)
        assert caught.value.code == "file_gone"
        assert "was removed or replaced while the session was open" in caught.value.message
        assert "Save as" in caught.value.message
        assert state_summary(session) == before and log_signature(session) == log  # not applied
        rescue = tmp_path / "rescued.duplicate"
        session.store.backup(rescue)  # Save as keeps everything acknowledged
    reopened = Session.open(rescue, lexicon=lexicon("en"))
    assert state_summary(reopened, phase=False) == state_summary(session, phase=False)
    reopened.close()


# -- item 5: disk faults ------------------------------------------------------------------------


def test_a_full_disk_refuses_the_action_keeps_the_state_and_retrying_after_freeing_works(tmp_path):
    folder = tmp_path / "small"
    with small_disk(folder, "512k"):
        path = folder / "club.duplicate"
        with _new(path, players=30) as session:
            session.draw()
            fill(folder)
            before, log = state_summary(session), log_signature(session)
            refused = 0
            for table in range(1, 31):  # a page split needs room at some point
                try:
                    session.enter_move(table, "H8 " + "X" * 190)
                except StorageError as exc:
                    assert exc.code == "disk_full", exc.message
                    assert exc.message == "could not save: the disk is full; nothing was lost, free space and retry"
                    refused += 1
                    break
                before, log = state_summary(session), log_signature(session)
            assert refused, "the disk never filled"
            assert state_summary(session) == before and log_signature(session) == log  # not applied
            (folder / "filler").unlink()
            session.enter_no_move(table)  # retry after freeing space
            after = state_summary(session)
        reopened = Session.open(path, lexicon=lexicon("en"))
        assert state_summary(reopened, phase=False) == {k: v for k, v in after.items() if k != "phase"}
        reopened.close()
        assert sorted(p.name for p in folder.iterdir()) == ["club.duplicate"]


def test_a_read_only_disk_offers_read_only_and_leaves_nothing(tmp_path):
    source = tmp_path / "club.duplicate"
    session = _new(source)
    _play_turn(session)
    session.close()
    folder = tmp_path / "ro"
    with read_only_folder(folder, {"club.duplicate": source.read_bytes()}):
        path = folder / "club.duplicate"
        with pytest.raises(WriteAccessError) as caught:
            Session.open(path, lexicon=lexicon("en"))
        assert caught.value.code == "read_only_file"
        assert "read-only" in caught.value.message and "unable to open" not in caught.value.message
        reader = Session.open(path, lexicon=lexicon("en"), read_only=True)
        assert len(reader.committed_turns) == 1
        reader.close()
        with pytest.raises(StorageError) as created:
            _new(folder / "new.duplicate")
        assert "unable to open" not in created.value.message and "read-only" in created.value.message
        assert _listing(folder) == ["club.duplicate"]


@pytest.mark.skipif(sys.platform != "linux", reason="bind mounts are Linux's")
def test_a_disk_turning_read_only_midway_refuses_the_next_action_and_loses_nothing(tmp_path):
    folder = tmp_path / "stick"
    with turns_read_only(folder) as make_read_only:
        path = folder / "club.duplicate"
        with _new(path) as session:
            _play_turn(session)
            session.draw()
            session.enter_no_move(1)
            before, log = state_summary(session), log_signature(session)
            make_read_only()
            with pytest.raises(WriteAccessError) as caught:
                session.enter_no_move(2)
            message = caught.value.message
            assert caught.value.code == "read_only_file", message
            assert "cannot be written" in message and "nothing was lost" in message and "Save as" in message
            assert state_summary(session) == before and log_signature(session) == log  # nothing applied
            with pytest.raises(WriteAccessError):
                session.undo()  # undo writes too: refused the same way
            assert state_summary(session) == before
            copy = tmp_path / "copy.duplicate"
            session.store.backup(copy)  # File > Save as, somewhere writable
        for kept in (copy, path):  # the copy, and the file itself: everything acknowledged
            reopened = Session.open(kept, lexicon=lexicon("en"), clock=FakeClock(), read_only=True)
            assert state_summary(reopened, phase=False) == {k: v for k, v in before.items() if k != "phase"}
            assert log_signature(reopened) == log
            reopened.close()


@pytest.mark.skipif(sys.platform == "win32", reason="the creator is killed with a POSIX signal")
def test_a_create_killed_midway_leaves_no_file_under_the_name(tmp_path):
    path = tmp_path / "club.duplicate"
    creator = subprocess.Popen([sys.executable, "-c", textwrap.dedent("""
        import sys, time
        import duplicate.storage.session_file as storage
        def hang(building, path):
            print("built", flush=True)
            time.sleep(120)
        storage._publish = hang
        storage.SessionStore.create(sys.argv[1], {"format": "x"})
        """), str(path)], stdout=subprocess.PIPE, text=True, cwd=REPO, env=ENV)
    try:
        assert creator.stdout is not None and creator.stdout.readline().strip() == "built"
    finally:
        creator.kill()
        creator.wait(timeout=30)
    assert not path.exists()
    with pytest.raises(StorageError, match="does not exist"):
        Session.open(path, lexicon=lexicon("en"))
    session = _new(path)  # the name is free; the leftover is cleared
    session.close()
    assert _listing(tmp_path) == ["club.duplicate"]


@pytest.mark.parametrize("leftover", ["empty", "no_tables"])
def test_half_files_of_earlier_versions_are_recognised_and_the_name_reused(tmp_path, leftover):
    path = tmp_path / "club.duplicate"
    if leftover == "empty":
        path.write_bytes(b"")
    else:
        db = sqlite3.connect(path)
        db.execute("PRAGMA journal_mode = WAL")  # what an interrupted create used to leave
        db.close()
    with pytest.raises(StorageError) as caught:
        Session.open(path, lexicon=lexicon("en"))
    assert caught.value.code == "half_created" and "interrupted" in caught.value.message
    session = _new(path)
    assert sorted(session.players) == [1, 2, 3, 4]
    session.close()


@pytest.mark.parametrize("read_only", [False, True])
def test_a_damaged_schema_byte_is_refused_without_leaving_side_files(tmp_path, read_only):
    path = tmp_path / "club.duplicate"
    _new(path).close()
    data = path.read_bytes()
    assert data.count(b"CREATE TABLE actions") == 1
    path.write_bytes(data.replace(b"CREATE TABLE actions", b"CREATE TABLX actions"))
    before = _files(path)
    with pytest.raises(StorageError) as caught:
        Session.open(path, lexicon=lexicon("en"), read_only=read_only)
    assert caught.value.code == "corrupt" and "damaged" in caught.value.message
    assert _files(path) == before and _listing(tmp_path) == ["club.duplicate"]


# -- item 10: undo and redo from snapshots ------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_undo_redo_and_corrections_match_a_fresh_replay_of_the_file(tmp_path, seed):
    rng = random.Random(seed)
    path = tmp_path / "club.duplicate"
    with _new(path, players=6) as session:
        for step in range(90):
            phase = session.phase
            choice = rng.random()
            try:
                if choice < 0.2 and session.can_undo:
                    session.undo()
                elif choice < 0.3 and session.can_redo:
                    session.redo()
                elif phase is Phase.AWAITING_DRAW:
                    if session.draw() is None:
                        break
                elif choice < 0.45 and session.committed_turns:  # a correction in a past turn
                    past = rng.choice(session.committed_turns)
                    moves = session.ranked_moves(limit=6, turn_number=past.number)
                    session.enter_move(rng.randrange(1, 7), move_text(rng.choice(moves), session.edition),
                                       turn=past.number)
                elif choice < 0.85:
                    moves = session.ranked_moves(limit=6)
                    session.enter_move(rng.randrange(1, 7), move_text(rng.choice(moves), session.edition))
                else:
                    session.commit()
            except SessionError:
                continue
            if step % 6 == 0 or choice < 0.3:
                fresh = Session.open(path, lexicon=lexicon("en"), read_only=True)
                assert state_summary(fresh, phase=False) == state_summary(session, phase=False), f"step {step}"
                fresh.close()


def test_snapshots_keep_every_field_of_the_state_and_phones_survive_undo(tmp_path):
    from duplicate.session.state import SessionState
    from duplicate.session.snapshots import KEPT_FIELDS

    state = SessionState(edition("en"), lexicon("en"), load_preset("fisf"), FakeClock())
    state.__dict__.clear()
    state.reset()
    assert {name for name in vars(state) if not name.startswith("_")} == KEPT_FIELDS
    with _new(tmp_path / "club.duplicate", players=3) as session:
        session.join_phone(2, "a" * 64)
        _play_turn(session)
        session.join_phone(3, "b" * 64)
        session.draw()
        session.enter_no_move(1)
        session.undo()
        session.undo()  # back across the draw: restored from the snapshot of turn 1
        assert session.phone_tokens == {2: "a" * 64, 3: "b" * 64}
        fresh = Session.open(tmp_path / "club.duplicate", lexicon=lexicon("en"), read_only=True)
        assert fresh.phone_tokens == session.phone_tokens
        assert state_summary(fresh, phase=False) == state_summary(session, phase=False)
        fresh.close()
