"""The reopen cache (duplicate.reopen_cache): derived from the log, checked, ignored when
anything does not match, written only by the writer in the commit's own transaction.

Every comparison is against a FULL replay: a copy of the file with the cache table dropped,
opened read-only, so the expected values come from the log alone."""

from __future__ import annotations

import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from duplicate.base.version import VERSION
from duplicate.base.errors import DuplicateError, SessionError
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, Session
from duplicate.storage.session_file import canonical_json, payload_crc
from session_helpers import FakeClock, edition, lexicon, move_text, state_summary

REPO = Path(__file__).resolve().parents[1]


def _new(path: Path, players: int = 6) -> Session:
    return Session.create(path, edition("en"), lexicon("en"), load_preset("fisf"), seed=5, clock=FakeClock(),
                          players=[(t, f"Player {t}") for t in range(1, players + 1)])


def _full_replay(path: Path, tmp: Path) -> Session:
    """The session as the log alone gives it: a copy without the cache, opened read-only."""
    copy = tmp / f"replay-{time.monotonic_ns()}.duplicate"
    shutil.copyfile(path, copy)
    journal = path.with_name(path.name + "-journal")
    if journal.exists():  # a crash midway: SQLite rolls it back before dropping the table
        shutil.copyfile(journal, copy.with_name(copy.name + "-journal"))
    db = sqlite3.connect(copy)
    db.execute("DROP TABLE IF EXISTS reopen_cache")
    db.commit()
    db.close()
    session = Session.open(copy, lexicon=lexicon("en"), read_only=True)
    assert session.reopen_cache_status == "absent"
    return session


def _outcomes(session: Session) -> list:
    """Every entry's full judgement (a ScoredMove compares field by field; an error by its
    code, English text, template and values)."""
    out = []
    for turn in session.turns:
        for table, entry in turn.entries.items():  # in the dict's own order
            outcome = entry.outcome
            if isinstance(outcome, DuplicateError):
                outcome = (type(outcome).__name__, outcome.code, outcome.message,
                           getattr(outcome, "template", None), getattr(outcome, "values", None))
            out.append((turn.number, table, entry.text, entry.written_score, entry.source, entry.at_ms, outcome))
    return out


def _observed(session: Session) -> tuple:
    return (state_summary(session), _outcomes(session), session.undo_text(), session.redo_text(),
            session.can_undo, session.can_redo, list(session.players.items()), list(session.phone_tokens.items()),
            [(t.number, t.master_flags, t.hints, t.drawn_seq, list(t.decisions.items()), t.master, t.committed)
             for t in session.turns])


def _assert_same_as_full_replay(path: Path, tmp: Path, expect: str | None = None) -> str:
    cached = Session.open(path, lexicon=lexicon("en"), read_only=True)
    full = _full_replay(path, tmp)
    try:
        if expect is not None:
            assert cached.reopen_cache_status == expect
        assert _observed(cached) == _observed(full)
        for mine, theirs in zip(cached.turns, full.turns, strict=True):  # time goes on between the opens
            assert mine.timer.state == theirs.timer.state
            assert mine.timer.remaining() == pytest.approx(theirs.timer.remaining(), abs=0.5)
        return cached.reopen_cache_status
    finally:
        cached.close()
        full.close()


def _random_step(session: Session, rng: random.Random) -> None:
    """One arbiter action of many kinds (some refused: that is part of the game)."""
    choice = rng.random()
    players = sorted(session.players)
    try:
        if choice < 0.12 and session.can_undo:
            session.undo()
        elif choice < 0.18 and session.can_redo:
            session.redo()
        elif session.phase is Phase.AWAITING_DRAW:
            session.draw()
        elif choice < 0.26 and session.committed_turns:  # a correction in a past turn
            past = rng.choice(session.committed_turns)
            moves = session.ranked_moves(limit=8, turn_number=past.number) or [None]
            session.enter_move(rng.choice(players), move_text(rng.choice(moves), session.edition), turn=past.number)
        elif choice < 0.30:  # a latecomer
            session.add_player(max(players) + 1, f"Late {max(players) + 1}")
        elif choice < 0.36:  # a word the list lacks, or a move that does not fit
            session.enter_move(rng.choice(players), rng.choice(["H8 QXZ", "A1 ZZZZZ", "H4 CAT", "8H XYLOPHONE"]))
        elif choice < 0.40:
            session.decide(rng.choice(players), accept_word=rng.random() < 0.5, warnings=rng.randrange(2))
        elif choice < 0.44:
            session.enter_no_move(rng.choice(players))
        elif choice < 0.78:
            moves = session.ranked_moves(limit=8) or [None]
            session.enter_move(rng.choice(players), move_text(rng.choice(moves), session.edition),
                               written_score=rng.choice([None, 10, 30]))
        elif choice < 0.80:
            session.enter_for_remaining(master_for_all=rng.random() < 0.5)
        elif choice < 0.86:  # the clock, a master move, a hint, a phone, a seat
            other = rng.randrange(8)
            if other < 4:
                getattr(session, ("start_timer", "pause_timer", "resume_timer", "stop_timer")[other])()
            elif other == 4:
                session.choose_master(move_text(rng.choice(session.ranked_moves(limit=3)), session.edition))
            elif other == 5:
                session.record_hint("letters", "AE")
            elif other == 6:
                session.join_phone(rng.choice(players), f"{rng.randrange(16):x}" * 64)
            else:
                session.change_table(rng.choice(players), max(players) + 1)
        else:
            session.commit()
    except (SessionError, AttributeError):  # AttributeError: no move left to choose (None)
        pass


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_reopening_with_the_cache_equals_a_full_replay(tmp_path, seed):
    rng = random.Random(seed)
    path = tmp_path / "club.duplicate"
    session = _new(path)
    statuses = set()
    try:
        for step in range(140):
            _random_step(session, rng)
            if step % 10 == 9:
                statuses.add(_assert_same_as_full_replay(path, tmp_path))
    finally:
        session.close()
    statuses.add(_assert_same_as_full_replay(path, tmp_path))
    assert "used" in statuses  # the cache was really exercised, not only ignored


def _played(tmp_path: Path, turns: int = 3) -> Path:
    path = tmp_path / "club.duplicate"
    session = _new(path)
    rng = random.Random(7)
    try:
        for _ in range(turns):
            session.draw()
            moves = session.ranked_moves(limit=6)
            for table in session.players:
                session.enter_move(table, move_text(rng.choice(moves), session.edition))
            session.enter_move(1, "H8 QXZ")  # an error: judged again at every reopen
            session.commit()
        session.draw()
        session.enter_move(2, move_text(session.ranked_moves(limit=1)[0], session.edition))
    finally:
        session.close()
    return path


def _edit(path: Path, sql: str, params: tuple = ()) -> None:
    db = sqlite3.connect(path)
    db.execute(sql, params)
    db.commit()
    db.close()


def _flip_a_byte(path: Path) -> None:
    db = sqlite3.connect(path)
    body = db.execute("SELECT body FROM reopen_cache").fetchone()[0]
    at = body.index('"scored":[[') + 12
    flipped = body[:at] + chr(ord(body[at]) ^ 1) + body[at + 1:]
    db.execute("UPDATE reopen_cache SET body = ?", (flipped,))
    db.commit()
    db.close()


def _change_an_entry_by_hand(path: Path) -> None:
    """A row of the log changed with a valid checksum (as a hand edit would): the log is
    still read, but the cache's digest no longer matches it."""
    db = sqlite3.connect(path)
    seq, payload = db.execute("SELECT seq, payload FROM actions WHERE kind = 'enter' ORDER BY seq LIMIT 1").fetchone()
    import json
    data = json.loads(payload)
    data["written_score"] = 99
    text = canonical_json(data)
    db.execute("UPDATE actions SET payload = ?, crc = ? WHERE seq = ?", (text, payload_crc(text.encode()), seq))
    db.commit()
    db.close()


def _rewrite_body(path: Path, old: str, new: str) -> None:
    """A body changed with its checksum recomputed: not what the program wrote for this file."""
    db = sqlite3.connect(path)
    body = db.execute("SELECT body FROM reopen_cache").fetchone()[0]
    forged = body.replace(old, new, 1)
    assert forged != body
    db.execute("UPDATE reopen_cache SET body = ?, crc = ?", (forged, payload_crc(forged.encode())))
    db.commit()
    db.close()


TAMPERINGS = {
    "a flipped byte": (_flip_a_byte, "ignored: fails its checksum"),
    "a row changed by hand": (_change_an_entry_by_hand, "ignored: the log it covers has changed"),
    "another program version": (lambda p: _edit(p, "UPDATE reopen_cache SET program = '0.0.0-old'"),
                                "ignored: another version (1, program 0.0.0-old)"),
    "a field of the wrong type": (lambda p: _rewrite_body(p, '"judged":[[0,', '"judged":[["0",'),
                                  "ignored: a number out of place ('0')"),
    "a player's table as true": (lambda p: _rewrite_body(p, '"players":[[1,', '"players":[[true,'),
                                 "ignored: a number out of place (True)"),
    "a field missing": (lambda p: _rewrite_body(p, ',"end_reason":null', ''), "ignored: not a snapshot"),
    "another word list": (lambda p: _rewrite_body(p, '"lexicon":"', '"lexicon":"0'),
                          "ignored: made for another word list, edition or rule set"),
    "another cache version": (lambda p: _edit(p, "UPDATE reopen_cache SET version = 99"),
                              f"ignored: another version (99, program {VERSION})"),
}


@pytest.mark.parametrize("how", sorted(TAMPERINGS))
def test_a_tampered_cache_is_ignored_and_the_log_replayed(tmp_path, how):
    path = _played(tmp_path)
    _assert_same_as_full_replay(path, tmp_path, expect="used")
    tamper, expected = TAMPERINGS[how]
    tamper(path)
    status = _assert_same_as_full_replay(path, tmp_path, expect=expected)
    assert status.startswith("ignored: ")
    # the writer replaces it at the next commit, and it is used again
    session = Session.open(path, lexicon=lexicon("en"))
    assert session.reopen_cache_status == status
    session.commit()
    session.close()
    _assert_same_as_full_replay(path, tmp_path, expect="used")


def test_the_cache_skips_judging_again(tmp_path, monkeypatch):
    """With the cache, no valid move is judged again at reopen (only errors are)."""
    import duplicate.session.state as session_state

    path = _played(tmp_path)
    judged: list[str] = []
    real = session_state.check_move

    def counting(position, text, *args, **kwargs):
        judged.append(text)
        return real(position, text, *args, **kwargs)

    monkeypatch.setattr(session_state, "check_move", counting)
    Session.open(path, lexicon=lexicon("en"), read_only=True).close()
    assert judged and set(judged) <= {"H8 QXZ", judged[-1]}  # the error, and the move after the last commit
    judged.clear()
    _full_replay(path, tmp_path).close()
    assert len(set(judged)) > 3


def _file_state(path: Path) -> dict:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(path.parent.glob(path.name + "*"))}


def test_readers_never_write_the_cache_even_when_it_is_stale_or_absent(tmp_path):
    path = _played(tmp_path)
    session = Session.open(path, lexicon=lexicon("en"))
    for _ in range(4):  # the entry, the draw, the commit, and an entry the cache covers:
        session.undo()  # the cache no longer matches the log
    session.close()
    before = _file_state(path)
    reader = Session.open(path, lexicon=lexicon("en"), read_only=True)
    assert reader.reopen_cache_status == "ignored: the log it covers has changed"
    reader.close()
    assert _file_state(path) == before
    # a file of an earlier version: no cache table; readers leave it so
    _edit(path, "DROP TABLE reopen_cache")
    before = _file_state(path)
    reader = Session.open(path, lexicon=lexicon("en"), read_only=True)
    assert reader.reopen_cache_status == "absent"
    reader.close()
    assert _file_state(path) == before
    db = sqlite3.connect(path)
    assert not db.execute("SELECT name FROM sqlite_master WHERE name = 'reopen_cache'").fetchall()
    db.close()


def test_an_old_file_without_the_table_replays_and_gets_it_at_the_next_commit(tmp_path):
    path = _played(tmp_path)
    _edit(path, "DROP TABLE reopen_cache")
    session = Session.open(path, lexicon=lexicon("en"))
    assert session.reopen_cache_status == "absent"
    session.enter_no_move(3)  # an ordinary action writes no cache
    db = sqlite3.connect(path)
    assert not db.execute("SELECT name FROM sqlite_master WHERE name = 'reopen_cache'").fetchall()
    db.close()
    session.commit()
    session.close()
    _assert_same_as_full_replay(path, tmp_path, expect="used")


WRITER = textwrap.dedent(
    """
    import random, sys
    from duplicate.rules.notation import format_move
    from duplicate.session.session import Phase, Session
    session = Session.open(sys.argv[1])
    rng = random.Random(int(sys.argv[2]))
    while session.phase is not Phase.OVER:
        if session.current_turn is None and session.draw() is None:
            break
        for table in list(session.players):
            move = rng.choice(session.ranked_moves(limit=4))
            session.enter_move(table, format_move(move.move, session.edition))
        session.commit()
        print("COMMITTED", flush=True)
    print("OVER", flush=True)
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="the writer is killed with a POSIX signal")
@pytest.mark.parametrize("seed", [1, 2])
def test_a_writer_killed_at_any_moment_leaves_a_consistent_file(tmp_path, seed):
    path = tmp_path / "club.duplicate"
    _new(path, players=3).close()
    rng = random.Random(seed)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    for _ in range(3):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(rng.randrange(1000))],
                                  stdout=subprocess.PIPE, text=True, env=env)
        try:
            assert writer.stdout is not None
            line = writer.stdout.readline()  # at least one commit, with its cache
            assert line.strip() in ("COMMITTED", "OVER"), line
            time.sleep(rng.random() * 0.3)  # then somewhere in the middle of an action
        finally:
            writer.send_signal(signal.SIGKILL)
            writer.wait()
            writer.stdout.close()
        status = _assert_same_as_full_replay(path, tmp_path)
        assert status == "used" or status.startswith("ignored: ")


def test_undo_and_redo_across_the_restored_point_equal_a_full_replay(tmp_path):
    """After a reopen from the cache, undoing actions it covers replays from the start."""
    path = _played(tmp_path, turns=4)
    session = Session.open(path, lexicon=lexicon("en"))
    try:
        assert session.reopen_cache_status == "used"
        for _ in range(6):  # the last entry, the draw, the commit, then entries the cache covers
            session.undo()
            _assert_same_as_full_replay(path, tmp_path)
            full = _full_replay(path, tmp_path)
            assert _observed(session) == _observed(full)
            full.close()
        for _ in range(3):
            session.redo()
            full = _full_replay(path, tmp_path)
            assert _observed(session) == _observed(full)
            full.close()
        session.commit()  # a new commit: the cache is written again and matches
    finally:
        session.close()
    _assert_same_as_full_replay(path, tmp_path, expect="used")
