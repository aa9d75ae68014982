"""A file held by another window, seen from solo training and from ``serve`` (issue 11):
they say so the way the arbiter's window does, and never write to it (training offers the
game's summary read-only; ``serve`` explains and exits with status 1, no traceback)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from session_helpers import lexicon
from ui.training.dialogs import TrainingChoice
from ui.training.window import TrainingWindow
from ui_support import FakeClock, click_in_message_box, dialogs, isolated_settings  # noqa: F401 - fixtures

REPO = Path(__file__).resolve().parents[1]


def _files(path: Path) -> dict[str, tuple[int, bytes]]:
    return {p.name: (p.stat().st_mtime_ns, p.read_bytes()) for p in sorted(path.parent.iterdir())
            if p.name.startswith(path.name) and p.is_file()}


def test_training_shows_a_game_held_elsewhere_read_only(qtbot, tmp_path):
    holder = TrainingWindow(folder=tmp_path / "training", clock=FakeClock())
    qtbot.addWidget(holder)
    session = holder.start_game(TrainingChoice("en", None, "fisf", 0, 7, None, "Me"))
    holder.page.pass_turn()
    path = Path(session.store.path)
    before = _files(path)
    other = TrainingWindow(folder=tmp_path / "training", clock=FakeClock())
    qtbot.addWidget(other)
    seen: list[str] = []
    click_in_message_box("Show the summary (read-only)", seen)
    assert other.open_game(str(path)) is None
    assert seen and "open in another window" in seen[0]
    assert other.page is None  # nothing to play here
    dialog = other.summary_dialog
    assert dialog.isVisible() and "(read-only)" in dialog.windowTitle()
    assert dialog.summary.turns == 1
    assert _files(path) == before  # read without changing a byte
    dialog.close()
    holder.close_game()


def test_training_declining_the_offer_opens_nothing(qtbot, tmp_path):
    holder = TrainingWindow(folder=tmp_path / "training", clock=FakeClock())
    qtbot.addWidget(holder)
    path = Path(holder.start_game(TrainingChoice("en", None, "fisf", 0, 7, None, "Me")).store.path)
    other = TrainingWindow(folder=tmp_path / "training", clock=FakeClock())
    qtbot.addWidget(other)
    click_in_message_box("Cancel", [])
    assert other.open_game(str(path)) is None and other.page is None
    holder.close_game()


def test_serve_on_a_held_file_explains_and_exits_without_a_traceback(tmp_path):
    path = tmp_path / "club.duplicate"
    with Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=4),
                        lexicon("en"), players=[(1, "Ann")]) as _holder:
        before = _files(path)
        env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"}
        done = subprocess.run([sys.executable, "-m", "ui", "serve", "--save", str(path), "--pin", "4821",
                               "--port", "0", "--local-only"], cwd=REPO, env=env, capture_output=True, text=True,
                              timeout=120)
        assert _files(path) == before  # the file and its lock file untouched
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr + done.stdout
    assert "open in another window" in done.stderr and "needs the file for writing" in done.stderr
