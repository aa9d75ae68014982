"""``duplicate-scrabble --self-test``: the round the packaged app's smoke test plays, through the
real window in a process of its own, offscreen; and a failing step said, with status 1."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from duplicate.rules.edition import load_edition
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from duplicate.words.lexicon import load_lexicon

REPO = Path(__file__).resolve().parents[1]


def _self_test(path: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"), LANGUAGE="en")
    return subprocess.run([sys.executable, "-m", "ui", "--self-test", str(path)], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=600)


def test_one_round_is_played_saved_and_the_status_is_0(tmp_path):
    edition = load_edition("en")
    lexicon = load_lexicon(edition)
    path = tmp_path / "club.duplicate"
    settings = SessionSettings(edition.code, lexicon.identity, load_preset("home"), seed=11)
    with Session.create(path, settings, lexicon, players=[(1, "Ann"), (2, "Bob")]):
        pass
    result = _self_test(path, tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "self-test: opened club.duplicate: 2 players, turns played: 0"
    assert lines[-1] == "self-test: saved: the file holds the round (turns played: 1)"
    with Session.open(path, read_only=True) as saved:
        (turn,) = saved.committed_turns
        master = turn.committed
        assert master is not None
        # every table got the revealed top, as the panel typed it
        assert sorted(turn.entries) == [1, 2] and all(entry.valid for entry in turn.entries.values())
        assert all(entry.outcome.points == master.points for entry in turn.entries.values())
    assert f", {master.points} points" in result.stdout and "self-test: search: " in result.stdout


def test_a_file_that_is_no_session_fails_with_the_dialog_s_words(tmp_path):
    path = tmp_path / "notes.duplicate"
    path.write_text("not a session file", encoding="utf-8")
    result = _self_test(path, tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"self-test failed: open {path}: a dialog stopped the round (Open a session" in result.stderr
    assert "Traceback" not in result.stderr
