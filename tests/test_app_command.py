"""The ``duplicate-scrabble`` command: ``--help`` and ``--version`` answer and exit without a
window (nor a screen), a session file given opens, anything else is a usage error."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from duplicate.base.version import VERSION
from ui_support import dialogs, isolated_settings  # noqa: F401 - fixtures

ROOT = Path(__file__).resolve().parents[1]


def _command() -> list[str]:
    """The installed entry point next to this Python (a venv's), else ``python -m ui``."""
    script = Path(sys.executable).parent / ("duplicate-scrabble.exe" if os.name == "nt" else "duplicate-scrabble")
    return [str(script)] if script.exists() else [sys.executable, "-m", "ui"]


def _run(*args: str, platform: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": platform, "PYTHONPATH": str(ROOT)}
    return subprocess.run([*_command(), *args], capture_output=True, text=True, encoding="utf-8", env=env,
                          timeout=120, cwd=ROOT)


@pytest.mark.parametrize("option", ["--help", "-h"])
def test_help_prints_the_usage_and_opens_no_window(option: str) -> None:
    # a platform Qt cannot load: had the command made a QApplication, Qt would abort
    done = _run(option, platform="no-such-platform")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: duplicate-scrabble")
    assert "SESSIONFILE" in done.stdout and "serve --help" in done.stdout and "--version" in done.stdout
    assert "Traceback" not in done.stderr


def test_version_prints_the_version_and_opens_no_window() -> None:
    done = _run("--version", platform="no-such-platform")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"duplicate-scrabble {VERSION}"


def test_an_unknown_option_is_a_usage_error() -> None:
    done = _run("--no-such-option", platform="offscreen")
    assert done.returncode == 2
    assert "unrecognized arguments: --no-such-option" in done.stderr and "usage: duplicate-scrabble" in done.stderr


def test_without_a_console_help_is_shown_in_a_message_box(monkeypatch, dialogs) -> None:
    """Started without a console (pythonw on Windows: no stdout), the answer is shown."""
    from ui.app import main

    monkeypatch.setattr(sys, "stdout", None)
    with pytest.raises(SystemExit) as ended:
        main(["duplicate-scrabble", "--version"])
    assert ended.value.code == 0
    assert dialogs == [("information", f"duplicate-scrabble {VERSION}\n")]


def test_a_session_file_given_is_opened(monkeypatch, qapp) -> None:
    from ui.app import main
    from ui.main_window import MainWindow

    opened: list[str] = []
    monkeypatch.setattr(MainWindow, "open_path", lambda self, path: opened.append(path))
    monkeypatch.setattr(QApplication, "exec", lambda self: 0)  # no event loop: the window is built, not run
    assert main(["duplicate-scrabble", "club.duplicate"]) == 0
    assert opened == ["club.duplicate"]
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow):
            widget.close()
            widget.deleteLater()
