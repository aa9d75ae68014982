"""The app and a session file held by another window: the message names the holder, and
"Open read-only" shows the game with every change refused (issue 11, item 1)."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from duplicate.ruleset import load_preset
from duplicate.session import Session
from session_helpers import edition, lexicon
from ui.main_window import MainWindow
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures


def _answer_offer(choice: str, seen: list[str]) -> None:
    """Click ``choice`` in the offer box as soon as it shows (it is modal)."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        buttons = {b.text(): b for b in box.buttons()}
        buttons[choice].click()

    QTimer.singleShot(0, click)


@pytest.fixture
def held(qtbot, tmp_path) -> Iterator[tuple[MainWindow, Path]]:
    """A main window, and a session file held open for writing by another session."""
    path = tmp_path / "club.duplicate"
    holder = Session.create(path, edition("en"), lexicon("en"), load_preset("fisf"), seed=4,
                            players=[(1, "Ann"), (2, "Bob")], title="Club night")
    holder.draw()
    window = MainWindow(clock=FakeClock())
    qtbot.addWidget(window)
    try:
        yield window, path
    finally:
        holder.close()


def test_a_held_file_is_offered_read_only(held, dialogs):  # noqa: F811
    window, path = held
    seen: list[str] = []
    _answer_offer("Open read-only", seen)
    session = window.open_path(str(path))
    assert seen and "This session is open in another window of this program" in seen[0]
    assert session is not None and session.read_only and window.controller.session is session
    assert "(read-only)" in window.windowTitle() and window.read_only_label.isVisibleTo(window)
    assert len(session.turns) == 1 and sorted(session.players) == [1, 2]
    window.controller.attempt(lambda: session.add_player(3, "Cy"))  # refused, shown as a message
    assert any("read-only" in text for _kind, text in dialogs)
    assert sorted(session.players) == [1, 2]
    window.close_session()
    assert not window.read_only_label.isVisibleTo(window)


def test_declining_the_offer_opens_nothing(held):
    window, path = held
    seen: list[str] = []
    _answer_offer("Cancel", seen)
    assert window.open_path(str(path)) is None
    assert seen and window.controller is None
