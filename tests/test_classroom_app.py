"""A class round through the arbiter's window (issue 28, items 1-5): a mirrored screen hides
the moves until time is up, "write now" comes before the end, the class preset from the
new-session dialog with teams, the teacher's hints on the projector, and the bell.

Set CLASSROOM_SHOTS=folder to keep the screens the round passes through as PNGs (the
arbiter's window, the projector and the sheet, at 1366x768 and 1920x1080, English and French).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QInputDialog, QTextBrowser

from duplicate.records.sheet import sheet_html
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase
from ui.arbiter.models import EntriesModel, StandingsModel
from ui.arbiter.new_session import NewSessionDialog
from ui.main_window import MainWindow
from ui.widgets import language
from ui.widgets.engine_text import end_reason_text, sheet_labels
from ui_support import FakeClock, dialogs, isolated_settings, open_arbiter, press_key, type_line  # noqa: F401

from session_helpers import lexicon

SHOTS = os.environ.get("CLASSROOM_SHOTS")
#: The school's word list of the round: small enough that the top is worked out by hand.
#: With the rack QIAXETE on the empty board (first move across), QAT over the star is worth
#: (10 + 1 + 1) x 2 = 24, QI 22, TAX 20, AX 18.
SCHOOL_WORDS = "QI\nQAT\nTAX\nAX\nTAXI\nAXE\nTEA\nEAT\nATE\nTIE\nEXIT\n"


def _entries_column(page, table: int, key: str) -> str:
    model = page.entry.model
    row = model.row_of_table(table)
    return str(model.data(model.index(row, EntriesModel.KEYS.index(key))))


# -- item 1: a mirrored screen ----------------------------------------------------------------


@pytest.fixture(scope="module")
def french_lexicon():
    return lexicon("fr")


def test_one_screen_is_taken_as_mirrored_and_the_moves_stay_hidden_until_time_is_up(qtbot, tmp_path,
                                                                                     french_lexicon) -> None:
    QSettings().remove("view/mirrored")  # never chosen (ui_support sets an extended screen)
    window, session = open_arbiter(qtbot, tmp_path, french_lexicon)
    page = window.page
    assert page.mirrored  # offscreen: one screen, so the room sees this window
    assert window.menus.mirrored_action.isChecked()
    press_key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=20000)
    press_key(qtbot, window, Qt.Key.Key_F5)
    assert session.phase is Phase.RUNNING
    assert page.top_stack.currentWidget() is page.top_hidden_note and not page.top_view.isVisible()
    assert page.top_status.text() == "" and not page.master_button.isEnabled()
    top = session.tops()[0]
    word = top.move.word_text(session.edition)
    type_line(qtbot, page.entry.table_edit, "1")
    text = _move_text(session, top)
    qtbot.keyClicks(page.entry.move_edit, text)
    shown = page.entry.preview_label.text()
    assert shown == "✓ valid (its points show when time is up)" and word not in shown  # legal, no words nor points
    assert word not in page.entry.move_edit.displayText()  # the field masks the slip
    assert page.board._preview == ()  # the room would see the move on the board
    qtbot.keyClick(page.entry.move_edit, Qt.Key.Key_Return)
    assert session.current_turn.entries[1].valid
    assert _entries_column(page, 1, "move") == "handed in" and _entries_column(page, 1, "rank") == ""
    assert _entries_column(page, 1, "points") == "—"  # the top's points would tell who found it
    press_key(qtbot, window, Qt.Key.Key_F6)  # time is up: everything shows
    assert session.phase is Phase.EXPIRED
    assert page.top_stack.currentWidget() is page.top_view and page.top_view.isVisible()
    assert str(top.points) in page.top_status.text()
    assert _entries_column(page, 1, "move") == session.current_turn.entries[1].text
    assert _entries_column(page, 1, "rank") == "1"


def _move_text(session, scored) -> str:
    from duplicate.rules.notation import format_move
    return format_move(scored.move, session.edition)


def test_an_extended_screen_shows_the_top_list_while_the_time_runs_and_the_choice_is_remembered(
        qtbot, tmp_path, french_lexicon) -> None:
    assert QSettings().value("view/mirrored", type=bool) is False  # chosen before (ui_support)
    window, session = open_arbiter(qtbot, tmp_path, french_lexicon)
    page = window.page
    assert not page.mirrored and not window.menus.mirrored_action.isChecked()
    press_key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=20000)
    press_key(qtbot, window, Qt.Key.Key_F5)
    assert page.top_stack.currentWidget() is page.top_view and page.top_model.rowCount() > 0
    window.menus.mirrored_action.trigger()  # the arbiter plugs the projector in mirrored
    assert page.mirrored and page.top_stack.currentWidget() is page.top_hidden_note
    assert QSettings().value("view/mirrored", type=bool) is True


# -- item 2: "write now" before the end --------------------------------------------------------


def test_write_now_shows_thirty_seconds_before_the_end_of_a_five_minute_turn(qtbot, tmp_path, french_lexicon) -> None:
    clock = FakeClock()
    rules = load_preset("fisf").with_changes(seconds_per_turn=300)
    window, session = open_arbiter(qtbot, tmp_path, french_lexicon, rules=rules, clock=clock)
    calls: list[int] = []
    window.controller.timerCall.connect(calls.append)
    press_key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    press_key(qtbot, window, Qt.Key.Key_F5)
    clock.now += 150  # half time: the old fixed call rang here
    qtbot.wait(300)
    assert calls == [] and not window.page.timer._called
    clock.now += 121
    qtbot.waitUntil(lambda: calls == [270], timeout=2000)
    qtbot.waitUntil(lambda: window.page.timer._called, timeout=2000)


# -- items 3-5: a class round with teams and hints ----------------------------------------------


def _new_class_session(qtbot, tmp_path: Path, window: MainWindow, monkeypatch):
    words = tmp_path / "school-words.txt"
    words.write_text(SCHOOL_WORDS, encoding="utf-8")
    QSettings().setValue("new/edition", "fr")  # last night's club session was French
    dialog = NewSessionDialog(window)
    qtbot.addWidget(dialog)
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("class"))
    assert dialog.edition_box.currentData() == language.current_language() == "en"  # the user's language
    assert dialog.seconds_box.value() == 300 and dialog.call_box.value() == 60
    assert not dialog.teams_box.isHidden() and dialog.teams_box.isChecked()
    dialog.lexicon_edit.setText(str(words))
    dialog.horizontal_box.setChecked(True)  # one direction: the hints worked out above hold
    dialog.own_button.setChecked(True)
    dialog.players_edit.setPlainText("Team Blue: Emma, Noah\nTeam Red: Liam, Mia, Zoe\nOlivia")
    dialog.file_edit.setText(str(tmp_path / "class.duplicate"))
    dialog._accept()
    assert dialog.choice is not None
    session = window.create_session(dialog.choice)
    assert session is not None
    again = NewSessionDialog(window)  # the school's list is remembered for the next class
    qtbot.addWidget(again)
    again.preset_box.setCurrentIndex(again.preset_box.findData("class"))
    assert again.lexicon_edit.text() == str(words)
    monkeypatch.setattr(QInputDialog, "getText", lambda *args, **kwargs: (racks.pop(0), True))
    racks = ["QIAXETE", "EEIX+AOR"]
    return session, racks


def class_window(qtbot, tmp_path: Path, monkeypatch):
    """The arbiter's window at 1366x768 on a new class session (``_new_class_session``):
    ``(window, session, racks)``."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    session, racks = _new_class_session(qtbot, tmp_path, window, monkeypatch)
    return window, session, racks


def test_a_class_round_with_teams_hints_and_the_bell(qtbot, tmp_path, monkeypatch) -> None:
    QSettings().remove("view/mirrored")  # one screen: the laptop mirrored to the projector
    window, session, racks = class_window(qtbot, tmp_path, monkeypatch)
    page = window.page
    assert session.players[1].label == "Team Blue: Emma, Noah" and session.players[3].members == ()
    assert session.rules.points_only and session.rules.call_times() == (240,)
    window.toggle_projector()
    projector = window.projector
    projector.resize(1366, 768)
    qtbot.waitExposed(projector)

    press_key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # the teacher types the rack
    qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=20000)
    press_key(qtbot, window, Qt.Key.Key_F5)
    assert page.hint_button.isVisible() and page.hint_button.isEnabled()
    page.hint_menu.aboutToShow.emit()
    offered = [a.text() for a in page.hint_menu.actions()]
    assert "There is a word worth 20 points or more" in offered and "The top is on row 8" in offered
    assert not any("QAT" in text for text in offered)
    for text in ("There is a word worth 20 points or more", "The top is on row 8"):
        next(a for a in page.hint_menu.actions() if a.text() == text).trigger()
    assert [(a.kind, a.payload) for a in session.store.actions()][-2:] == [
        ("room_hint", {"turn": 1, "hint": "worth", "value": "20"}), ("room_hint", {"turn": 1, "hint": "row", "value": "8"})]
    assert projector.hints_label.text() == ("Hint: There is a word worth 20 points or more\n"
                                            "Hint: The top is on row 8")
    assert projector.hints_label.isVisible() and "row 8" in page.hints_label.text()
    type_line(qtbot, page.entry.table_edit, "1")
    type_line(qtbot, page.entry.move_edit, "8G QAT")
    type_line(qtbot, page.entry.table_edit, "2")
    qtbot.keyClicks(page.entry.move_edit, "8h qi")
    assert page.entry.preview_label.text() == "✓ valid (its points show when time is up)"
    qtbot.keyClick(page.entry.move_edit, Qt.Key.Key_Return)
    assert _entries_column(page, 2, "move") == "handed in"
    _shots("running", window, projector, session)

    press_key(qtbot, window, Qt.Key.Key_F6)
    press_key(qtbot, window, Qt.Key.Key_F9)  # Olivia handed in nothing: revealed with no move
    assert session.committed_turns and session.committed_turns[0].committed.points == 24
    assert not projector.hints_label.isVisible()  # the hints were for the turn
    hidden = [page.standings_view.isColumnHidden(c) for c in range(page.standings_model.columnCount())]
    for column in (StandingsModel.DEVIATION, StandingsModel.PERCENT, StandingsModel.SOLOS,
                   StandingsModel.WARNINGS, StandingsModel.PENALTIES):
        assert hidden[column]
    assert not hidden[StandingsModel.TOTAL] and not hidden[StandingsModel.NAME]
    board = projector.standings.text()
    assert "Team Blue: Emma, Noah\t24" in board and "Olivia\t0" in board and "-24" not in board
    assert "Deviation" not in board and "(top" not in board
    html = sheet_html(session, sheet_labels(), end_reason_text)
    assert "Team Red: Liam, Mia, Zoe" in html and "Deviation" not in html and "-24" not in html
    page.show_grid()
    grid = page._grid.model
    assert grid.headers[-1] == "Total" and grid.columnCount() == 4  # rank, player, turn 1, total
    assert grid.data(grid.index(2, 3)) == 0 and grid.data(grid.index(0, 1)) == "Team Blue: Emma, Noah (1)"
    tips = [grid.data(grid.index(row, 2), Qt.ItemDataRole.ToolTipRole) for row in range(grid.rowCount())]
    assert tips and all("top" in tip and "deviation" not in tip for tip in tips), tips  # points only
    page._grid.close()
    page.show_players()  # a team comes in late
    players = page._players
    players.table_box.setValue(4)
    players.name_edit.setText("Team Green: Ava, Leo")
    players.add()
    assert session.players[4].name == "Team Green" and session.players[4].members == ("Ava", "Leo")
    players.close()
    _shots("revealed", window, projector, session)

    press_key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=20000)
    type_line(qtbot, page.entry.table_edit, "3")
    type_line(qtbot, page.entry.move_edit, "-")
    assert window.menus.end_now_action.isEnabled()
    window.menus.end_now_action.trigger()  # the bell
    assert session.phase is Phase.OVER and [r.total for r in page.standings_model.standings.rows] == [24, 22, 0, 0]
    assert "ended early" in page.phase_label.text() and not window.menus.end_now_action.isEnabled()
    html = sheet_html(session, sheet_labels(), end_reason_text)
    assert "ended early by the arbiter" in html and "turn 2: " in html
    _shots("ended", window, projector, session)
    press_key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undo the bell
    assert session.phase is Phase.DRAWN and 3 in session.current_turn.entries
    window.projector.close()


def _shots(name: str, window, projector, session) -> None:
    """The arbiter's window, the projector and the sheet as PNGs (CLASSROOM_SHOTS only)."""
    if not SHOTS:
        return
    folder = Path(SHOTS)
    folder.mkdir(parents=True, exist_ok=True)
    code = language.current_language()
    for width, height in ((1366, 768), (1920, 1080)):
        for widget, what in ((window, "arbiter"), (projector, "projector")):
            widget.resize(width, height)
            widget.grab().save(str(folder / f"{name}-{what}-{width}-{code}.png"))
        sheet = QTextBrowser()
        sheet.setHtml(sheet_html(session, sheet_labels(), end_reason_text))
        sheet.resize(900, height)
        sheet.grab().save(str(folder / f"{name}-sheet-{height}-{code}.png"))
    window.resize(1366, 768)
    projector.resize(1366, 768)
