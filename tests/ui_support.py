"""What the Qt tests share: a clock the test moves, isolated settings, answers to modal
message boxes (which would otherwise wait for a click), and the arbiter's window on a new
French session. Import the fixtures into a test module to use them there."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from ui.widgets import questions


class FakeClock:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, qapp):
    """Each test gets its own QSettings folder: no test sees another's preferences.

    The arbiter's screen is taken as extended (the room sees only the projector): offscreen
    there is one screen, which would otherwise hide the moves while the time runs
    (tests/test_classroom_app.py checks that default)."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    qapp.setOrganizationName("duplicate-scrabble-tests")
    qapp.setApplicationName("tests")
    QSettings().setValue("view/mirrored", False)
    yield


@pytest.fixture(autouse=True)
def dialogs(monkeypatch) -> list[tuple[str, str]]:
    """Modal message boxes answer Yes and record (kind, text) of what they asked."""
    asked: list[tuple[str, str]] = []

    def answer(kind: str):
        def box(parent, title, text, *args, **kwargs):
            asked.append((kind, text))
            return QMessageBox.StandardButton.Yes

        return box

    for kind in ("question", "warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, answer(kind))
    monkeypatch.setattr(questions, "message_box", lambda parent, kind, title, text, *args, **kwargs: answer(kind)(
        parent, title, text))
    monkeypatch.setattr(questions, "ask", lambda parent, title, text, go, stay: bool(asked.append(("ask", text))) or True)
    return asked


@pytest.fixture
def answers(monkeypatch):
    """Modal boxes answer from ``replies`` (Yes when it is empty) and record their texts in
    ``asked``: the fixture gives ``(asked, replies)``."""
    asked: list[str] = []
    replies: list[QMessageBox.StandardButton] = []

    def box(parent, title, text, *args, **kwargs):
        asked.append(text)
        return replies.pop(0) if replies else QMessageBox.StandardButton.Yes

    for kind in ("question", "warning", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, box)
    monkeypatch.setattr(questions, "message_box", lambda parent, kind, title, text, *args, **kwargs: box(
        parent, title, text))
    monkeypatch.setattr(questions, "ask", lambda parent, title, text, go, stay:
                        box(parent, title, text) == QMessageBox.StandardButton.Yes)
    return asked, replies


def press_key(qtbot, widget, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """Press a key in ``widget``'s window, made active first (shortcuts need that)."""
    window = widget.window()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(QApplication.focusWidget() or widget, key, modifier)


def draw_rack(qtbot, window) -> None:
    """Ctrl+D in the arbiter's window, then wait for the turn's moves to be ranked."""
    press_key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=20000)


def type_line(qtbot, widget, text: str) -> None:
    """Type a line in a field and press Enter, as at the keyboard."""
    widget.setFocus()
    widget.selectAll()
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def click_in_message_box(choice: str, seen: list[str]) -> None:
    """Click the button ``choice`` of the next modal QMessageBox as soon as it shows (an
    instance's ``exec()``, which the ``dialogs`` fixture does not answer); its text goes to
    ``seen``."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        {b.text(): b for b in box.buttons()}[choice].click()

    QTimer.singleShot(0, click)


def open_arbiter(qtbot, tmp_path: Path, lexicon, players=((1, "Ann"), (2, "Bob"), (3, "Cy")), rules=None,
                 clock=None):
    """The arbiter's window on a new French session (FISF rules unless given, seed 11):
    ``(window, session)``."""
    from duplicate.rules.presets import load_preset
    from duplicate.session.session import Session, SessionSettings
    from ui.main_window import MainWindow

    path = tmp_path / "s.duplicate"
    session = Session.create(path, SessionSettings("fr", lexicon.identity, rules or load_preset("fisf"), seed=11),
                             lexicon, players=players)
    session.close()
    window = MainWindow(clock=clock)
    qtbot.addWidget(window)
    window.show()
    window.open_path(str(path))
    return window, window.controller.session
