"""The app and a session file held by another window: the message names the holder, and
"Open read-only" shows the game with every change refused (issue 11, item 1)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Iterator

import pytest
from PySide6.QtCore import Qt

from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from disk_helpers import turns_read_only
from session_helpers import lexicon
from ui.main_window import MainWindow
from ui_support import FakeClock, click_in_message_box, dialogs, isolated_settings, type_line  # noqa: F401 - fixtures


@pytest.fixture
def held(qtbot, tmp_path) -> Iterator[tuple[MainWindow, Path]]:
    """A main window, and a session file held open for writing by another session."""
    path = tmp_path / "club.duplicate"
    holder = Session.create(path,
                            SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=4,
                                            title="Club night"),
                            lexicon("en"), players=[(1, "Ann"), (2, "Bob")])
    holder.draw()
    window = MainWindow(clock=FakeClock())
    qtbot.addWidget(window)
    try:
        yield window, path
    finally:
        holder.close()


def test_a_held_file_is_offered_read_only(held, dialogs):
    window, path = held
    seen: list[str] = []
    click_in_message_box("Open read-only", seen)
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
    click_in_message_box("Cancel", seen)
    assert window.open_path(str(path)) is None
    assert seen and window.controller is None


def _writing_controls(window: MainWindow):
    from ui.arbiter.read_only_page import page_controls
    return page_controls(window.page)


def _menu_writes(window: MainWindow):
    menus = window.menus
    return [menus.draw_action, menus.reveal_action, menus.entry_action, menus.players_action,
            menus.give_action, menus.phones_action, menus.undo_action]


def test_a_read_only_session_page_disables_what_writes_and_says_why(held, qtbot):
    window, path = held
    click_in_message_box("Open read-only", [])
    session = window.open_path(str(path))
    assert session is not None and session.read_only
    page = window.page
    banner = page.read_only_banner
    assert banner.isVisibleTo(window) and "Read-only" in banner.label.text() and "Save as" in banner.label.text()
    assert not banner.retry_button.isVisibleTo(window)  # nothing to retry: opened read-only
    for control in _writing_controls(window):
        assert not control.isEnabled(), control
        assert "read-only" in control.toolTip()
    assert not any(action.isEnabled() for action in _menu_writes(window))
    assert window.menus.save_as_action.isEnabled() and window.menus.csv_action.isEnabled()
    assert page.entry.turn_box.isEnabled() and page.tabs.isEnabled()  # looking stays possible
    window.close_session()


def test_a_writable_session_page_has_no_banner_and_its_controls_enabled(held, qtbot):
    window, path = held
    copy = path.with_name("copy.duplicate")  # the held file cannot be written here: a copy can
    reader = Session.open(path, lexicon=lexicon("en"), read_only=True)
    reader.store.backup(copy)
    reader.close()
    session = window.open_path(str(copy))
    assert session is not None and not session.read_only
    page = window.page
    assert not page.read_only_banner.isVisibleTo(window)
    assert page.reveal_button.isEnabled() and page.entry.move_edit.isEnabled() and window.menus.reveal_action.isEnabled()
    assert page.entry.move_edit.toolTip() and "read-only" not in page.entry.move_edit.toolTip()
    window.close_session()


@pytest.mark.skipif(sys.platform != "linux", reason="bind mounts are Linux's")
def test_a_disk_turning_read_only_midway_is_shown_and_the_page_turns_read_only(qtbot, tmp_path, dialogs):
    folder = tmp_path / "stick"
    with turns_read_only(folder) as make_read_only:
        path = folder / "club.duplicate"
        Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=4),
                       lexicon("en"), players=[(1, "Ann"), (2, "Bob")]).close()
        window = MainWindow(clock=FakeClock())
        qtbot.addWidget(window)
        session = window.open_path(str(path))
        page = window.page
        page.draw()
        assert page.reveal_button.isEnabled() and not page.read_only_banner.isVisibleTo(window)
        make_read_only()
        type_line(qtbot, page.entry.table_edit, "1")
        qtbot.keyClick(page.entry.table_edit, Qt.Key.Key_Return)
        page.entry.move_edit.setText("H8 ZZZ")
        page.entry.store()
        assert any("cannot be written" in text and "nothing was lost" in text for _kind, text in dialogs)
        assert 1 not in session.turn(1).entries  # nothing applied
        assert page.entry.move_edit.text() == "H8 ZZZ"  # the typed move is kept
        banner = page.read_only_banner
        assert banner.isVisibleTo(window) and "can no longer be written" in banner.label.text()
        assert banner.retry_button.isVisibleTo(window)
        assert not page.reveal_button.isEnabled() and not page.entry.move_edit.isEnabled()
        assert not window.menus.reveal_action.isEnabled() and window.menus.save_as_action.isEnabled()
        assert window.read_only_label.isVisibleTo(window)
        banner.retry_button.click()  # still read-only: the banner goes until the next refusal
        assert page.entry.move_edit.isEnabled() and not banner.isVisibleTo(window)
        page.entry.store()
        assert banner.isVisibleTo(window) and 1 not in session.turn(1).entries
        window.close_session()
