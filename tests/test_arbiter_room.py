"""The arbiter in a real room (issue 10), driven by keyboard and mouse as an arbiter would:
no slip lost or misfiled, the projector never contradicts the session, long names never move
the layout."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.rules.notation import format_move
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, Session, SessionSettings
from ui.main_window import MainWindow
from ui_support import FakeClock, isolated_settings, answers, press_key, type_line, open_arbiter, draw_rack  # noqa: F401 - fixtures

LONG_NAME = "Marie-Christine Anne-Sophie de la Tour d'Auvergne-Lauraguais"  # 60 characters


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon(load_edition("fr"))


def test_a_mistyped_table_never_overwrites_a_slip(qtbot, tmp_path, lexicon, answers) -> None:
    asked, replies = answers
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    entry = window.page.entry
    draw_rack(qtbot, window)
    ranked = window.controller.ranked()
    first = format_move(ranked[0].move, session.edition)
    other = format_move(next(m for m in ranked if m.points < ranked[0].points).move, session.edition)
    type_line(qtbot, entry.table_edit, "1")
    qtbot.keyClicks(entry.move_edit, f"{first} {ranked[0].points}")
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    # a different move for the same table asks; Enter (the default, "No") keeps the old slip
    replies.append(QMessageBox.StandardButton.No)
    type_line(qtbot, entry.table_edit, "1")
    qtbot.keyClicks(entry.move_edit, other)
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    assert session.current_turn.entries[1].outcome.move == ranked[0].move
    assert asked and asked[-1] == f"Table 1 already has {first} {ranked[0].points}: replace it?"
    assert entry.table_edit.hasFocus() and entry.move_edit.text() == other  # nothing typed is lost
    # the table number alone shows what table 1 already has
    entry.table_edit.clear()
    qtbot.keyClicks(entry.table_edit, "1")
    assert entry.existing_label.isVisible()
    assert f"{first} {ranked[0].points}" in entry.existing_label.full_text()
    # storing the same move again is a no-op: no question, no action
    actions = len(session.action_log())
    entry.move_edit.setText(f"{first} {ranked[0].points}")
    count = len(asked)
    entry.store_button.click()
    assert len(asked) == count and len(session.action_log()) == actions
    # the arbiter chose to edit it (double-click on its row): no question, replaced
    row = entry.model.row_of_table(1)
    rect = entry.table_view.visualRect(entry.model.index(row, entry.model.MOVE))
    qtbot.mouseClick(entry.table_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(entry.table_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert entry.move_edit.text() == f"{first} {ranked[0].points}"  # the written score is kept
    entry.move_edit.setText(other)
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    assert len(asked) == count
    assert format_move(session.current_turn.entries[1].outcome.move, session.edition) == other


def test_correcting_a_past_turn_never_traps_the_next_slips(qtbot, tmp_path, lexicon, answers) -> None:
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    entry = window.page.entry
    draw_rack(qtbot, window)
    top = session.tops()[0]
    press_key(qtbot, window, Qt.Key.Key_F6)
    press_key(qtbot, window, Qt.Key.Key_F9)
    assert session.phase is Phase.AWAITING_DRAW
    draw_rack(qtbot, window)
    # go back to turn 1 with the keyboard: the entry row turns orange and says so
    entry.turn_box.setFocus()
    qtbot.keyClick(entry.turn_box, Qt.Key.Key_Down)
    assert entry.turn_box.value() == 1
    type_line(qtbot, entry.table_edit, "2")
    qtbot.keyClicks(entry.move_edit, format_move(top.move, session.edition))
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    assert session.turn(1).entries[2].valid
    # the next slip goes to the turn in play
    type_line(qtbot, entry.table_edit, "3")
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_F4)
    assert 3 in session.turn(2).entries and 3 not in session.turn(1).entries
    assert entry.turn_box.value() == 2 and not entry.past_turn_banner.isVisible()
    # while a past turn is shown, the entry row says so in orange
    entry.turn_box.setValue(1)
    assert entry.past_turn_banner.isVisible() and "turn 1" in entry.past_turn_banner.full_text()
    # Escape in the table field leaves a past turn at once
    entry.table_edit.setFocus()
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Escape)
    assert entry.turn_box.value() == 2


@pytest.mark.parametrize("ask", [True, False])
def test_revealing_with_missing_entries_asks_once(qtbot, tmp_path, lexicon, answers, ask) -> None:
    asked, replies = answers
    clock = FakeClock()
    players = [(t, f"P{t}") for t in (4, 7, 12, 21)]
    rules = None if ask else load_preset("fisf").with_changes(ask_reveal_missing=False)  # FISF asks
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players, rules=rules, clock=clock)
    entry = window.page.entry
    draw_rack(qtbot, window)
    press_key(qtbot, window, Qt.Key.Key_F5)
    clock.now += 200  # the time runs out by itself
    qtbot.waitUntil(lambda: session.phase is Phase.EXPIRED, timeout=3000)
    type_line(qtbot, entry.table_edit, "12")
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_F4)
    if ask:
        replies.append(QMessageBox.StandardButton.No)
        press_key(qtbot, window, Qt.Key.Key_F9)
        assert len(asked) == 1 and re.fullmatch(
            r"3 player(s|\(s\)) have no entry: Table 4, 7, 21\. Reveal with no move for them\?", asked[0])
        assert session.phase is Phase.EXPIRED and entry.table_edit.hasFocus()
        press_key(qtbot, window, Qt.Key.Key_F9)
        assert len(asked) == 2
    else:
        press_key(qtbot, window, Qt.Key.Key_F9)
        assert asked == []
    assert session.phase is Phase.AWAITING_DRAW


def test_a_move_typed_in_lowercase_reads_as_capitals(qtbot, tmp_path, lexicon, answers) -> None:
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    entry = window.page.entry
    draw_rack(qtbot, window)
    move = next(m for m in window.controller.ranked() if m.move.blanks_used == 0)
    typed = format_move(move.move, session.edition).lower()
    type_line(qtbot, entry.table_edit, "1")
    qtbot.keyClicks(entry.move_edit, typed)
    assert entry.preview_label.text().startswith(f"✓ {move.points} points")
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    stored = session.current_turn.entries[1]
    assert stored.valid and stored.outcome.move == move.move and stored.outcome.points == move.points
    # mixed case keeps "lowercase is a blank": the message counts the blanks and reads it in capitals
    word = move.move.word_text(session.edition)
    mixed = format_move(move.move, session.edition).split()[0] + " " + word[0] + word[1:].lower()
    type_line(qtbot, entry.table_edit, "2")
    qtbot.keyClicks(entry.move_edit, mixed)
    if session.current_turn.rack.blanks < len(word) - 1:
        assert "in capitals it reads " + format_move(move.move, session.edition) in entry.preview_label.text()


def test_a_move_typed_in_lowercase_takes_the_blank_reading_when_only_it_is_legal(qtbot, tmp_path, lexicon,
                                                                                    answers) -> None:
    """DELUTE on the board, a blank but no S on the rack: ``h4 delutes`` typed with Caps Lock
    off is legal only with the blank as its s. The entry says how it was read and stores
    that move, not an illegal H4 DELUTES whose error would ask for a lowercase letter."""
    from duplicate.session.settings import RackSource

    path = tmp_path / "own.duplicate"
    session = Session.create(path,
                             SessionSettings("fr", lexicon.identity, load_preset("fisf"), seed=3,
                                             rack_source=RackSource.OWN),
                             lexicon, players=[(1, "Ann"), (2, "Bob")])
    session.set_rack("DELUTEA")
    session.choose_master("H4 DELUTE")
    session.commit()
    session.set_rack("A+IRT?BN")
    session.close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.open_path(str(path))
    session = window.controller.session
    entry = window.page.entry
    type_line(qtbot, entry.table_edit, "1")
    qtbot.keyClicks(entry.move_edit, "h4 delutes")
    preview = entry.preview_label.text()
    assert preview.startswith("✓ ") and "(read with blanks: H4 DELUTEs)" in preview
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    stored = session.current_turn.entries[1]
    assert stored.text == "H4 DELUTEs" and stored.valid and stored.outcome.move.blanks_used == 1
    # a capitals reading that is legal is kept (no blank spent): R is on the rack
    type_line(qtbot, entry.table_edit, "2")
    qtbot.keyClicks(entry.move_edit, "h4 deluter")
    assert entry.preview_label.text().startswith("✓ ") and "read with blanks" not in entry.preview_label.text()
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    assert session.current_turn.entries[2].text == "H4 DELUTER"


def _phase_texts(window) -> tuple[str, str]:
    return window.page.phase_label.text(), window.projector.phase_label.text()


def test_every_phase_message_follows_the_session_on_both_screens(qtbot, tmp_path, lexicon, answers) -> None:
    clock = FakeClock()
    window, session = open_arbiter(qtbot, tmp_path, lexicon, clock=clock)
    window.toggle_projector()
    projector = window.projector
    expected = {  # phase: (arbiter's message starts, projector's message)
        Phase.AWAITING_DRAW: ("Turn {n}: draw the rack", None),  # None: says nothing of a turn in play
        Phase.DRAWN: ("Turn {n}: rack drawn", "Turn {n}: get ready"),
        Phase.RUNNING: ("Turn {n}: time running", "Turn {n}: find your move"),
        Phase.PAUSED: ("Turn {n}: paused", "Paused"),
        Phase.EXPIRED: ("Turn {n}: time is up", "Time is up: hand in your moves"),
    }

    def check(phase: Phase, n: int) -> None:
        assert session.phase is phase
        mine, room = expected[phase]
        if room is None:
            qtbot.waitUntil(lambda: not any(word in _phase_texts(window)[1]
                                            for word in ("find your move", "Time is up", "get ready", "Paused")),
                            timeout=3000)
        else:
            qtbot.waitUntil(lambda: _phase_texts(window)[1] == room.format(n=n), timeout=3000)
        assert window.page.phase_label.text().startswith(mine.format(n=n))
        texts = " ".join(label.text() for label in projector.findChildren(type(projector.phase_label)))
        if phase is not Phase.RUNNING:
            assert "find your move" not in texts

    check(Phase.AWAITING_DRAW, 1)
    draw_rack(qtbot, window)
    check(Phase.DRAWN, 1)
    press_key(qtbot, window, Qt.Key.Key_F5)
    check(Phase.RUNNING, 1)
    press_key(qtbot, window, Qt.Key.Key_F5)
    check(Phase.PAUSED, 1)
    press_key(qtbot, window, Qt.Key.Key_F5)
    check(Phase.RUNNING, 1)
    clock.now += 200  # no F6: the time runs out by itself
    qtbot.waitUntil(lambda: session.phase is Phase.EXPIRED, timeout=3000)
    check(Phase.EXPIRED, 1)
    press_key(qtbot, window, Qt.Key.Key_F9)
    check(Phase.AWAITING_DRAW, 2)
    draw_rack(qtbot, window)
    press_key(qtbot, window, Qt.Key.Key_F6)  # F6 ends the time too
    check(Phase.EXPIRED, 2)
    window.controller.run(lambda: session.end_game("test over"))
    qtbot.waitUntil(lambda: _phase_texts(window)[1] == "Game over: test over", timeout=3000)
    assert window.page.phase_label.text() == "Game over: test over"


def test_long_player_names_never_change_the_layout(qtbot, tmp_path, lexicon, answers) -> None:
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=((1, "Ann"), (2, LONG_NAME), (3, "Cy")))
    window.toggle_projector()
    projector = window.projector
    window.resize(1366, 768)
    projector.resize(1366, 768)
    draw_rack(qtbot, window)
    entry = window.page.entry
    qtbot.wait(50)
    board_size = window.page.board.size()
    projector_board = projector.board.size()
    assert window.minimumSizeHint().width() <= 1366
    # the long name typed in: elided to the space, nothing moves
    entry.table_edit.setFocus()
    qtbot.keyClicks(entry.table_edit, "2")
    qtbot.wait(50)
    assert window.width() <= 1366 and window.minimumSizeHint().width() <= 1366
    assert window.page.board.size() == board_size
    assert entry.name_label.full_text() == LONG_NAME  # elided on screen, whole in the tooltip
    assert entry.name_label.elided_text() != LONG_NAME or entry.name_label.width() > 400
    # after the reveal the long name heads the projector's standings: its board keeps its size
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(entry.move_edit, format_move(session.tops()[0].move, session.edition))
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    press_key(qtbot, window, Qt.Key.Key_F6)
    press_key(qtbot, window, Qt.Key.Key_F9)
    qtbot.wait(50)
    assert projector.board.size() == projector_board
    assert projector.width() <= 1366 and projector.minimumSizeHint().width() <= 1366
    assert window.page.board.size() == board_size
    assert window.width() <= 1366 and window.minimumSizeHint().width() <= 1366


def test_players_dialog_latecomer_rename_table_change_leaving_and_undo(qtbot, tmp_path, lexicon, answers) -> None:
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    draw_rack(qtbot, window)
    press_key(qtbot, window, Qt.Key.Key_F7)
    dialog = window.page._players
    assert dialog is not None and dialog.isVisible()
    assert dialog.model.rowCount() == 3 and "turn 1" in dialog.rule_label.text()  # FISF: from turn 1
    # a latecomer: the next free table is offered, the name typed, Enter adds them
    assert dialog.table_box.value() == 4
    dialog.name_edit.setFocus()
    dialog.name_edit.clear()
    qtbot.keyClicks(dialog.name_edit, "Late Lou")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert session.players[4].name == "Late Lou" and session.players[4].joined == 1
    assert window.page.entry.model.row_of_table(4) is not None  # the entry table has them at once
    # rename the selected player with the mouse
    dialog.view.selectRow(dialog.model.row_of_table(2))
    dialog.name_edit.setText("Robert")
    qtbot.mouseClick(dialog.rename_button, Qt.MouseButton.LeftButton)
    assert session.players[2].name == "Robert"
    # change a table number: the entry goes along
    window.page.entry.table_edit.setText("2")
    window.page.entry.store_no_move()
    dialog.view.selectRow(dialog.model.row_of_table(2))
    dialog.table_box.setValue(12)
    qtbot.mouseClick(dialog.table_button, Qt.MouseButton.LeftButton)
    assert 12 in session.players and 2 not in session.players
    assert 12 in session.current_turn.entries
    # mark as leaving (asked), then undo it from the dialog
    dialog.view.selectRow(dialog.model.row_of_table(3))
    qtbot.mouseClick(dialog.leave_button, Qt.MouseButton.LeftButton)
    assert session.players[3].left is not None
    assert dialog.undo_button.toolTip() == "table 3 leaves"
    qtbot.mouseClick(dialog.undo_button, Qt.MouseButton.LeftButton)
    assert session.players[3].left is None
    # a taken table number is refused with a message, nothing lost
    dialog.view.selectRow(dialog.model.row_of_table(12))
    dialog.table_box.setValue(1)
    errors: list[str] = []
    window.controller.failed.connect(errors.append)
    qtbot.mouseClick(dialog.table_button, Qt.MouseButton.LeftButton)
    assert errors and "taken" in errors[-1] and 12 in session.players


def test_undo_and_redo_say_what_they_undo(qtbot, tmp_path, lexicon, answers) -> None:
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    entry = window.page.entry
    draw_rack(qtbot, window)
    top = format_move(session.tops()[0].move, session.edition)
    type_line(qtbot, entry.table_edit, "3")
    qtbot.keyClicks(entry.move_edit, top)
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    menus = window.menus
    assert menus.undo_action.text() == f"&Undo: enter {top} for table 3"
    press_key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert 3 not in session.current_turn.entries
    assert window.statusBar().currentMessage() == f"Undone: enter {top} for table 3"
    assert menus.redo_action.text() == f"&Redo: enter {top} for table 3"
    assert menus.undo_action.text() == "&Undo: draw the rack of turn 1"
    press_key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert 3 in session.current_turn.entries
    assert window.statusBar().currentMessage() == f"Redone: enter {top} for table 3"


def test_one_move_for_several_tables(qtbot, tmp_path, lexicon, answers, monkeypatch) -> None:
    from PySide6.QtWidgets import QInputDialog

    players = [(t, f"P{t}") for t in (1, 2, 3, 4, 5)]
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
    page = window.page
    draw_rack(qtbot, window)
    page.tabs.setCurrentIndex(0)
    model = page.top_model
    row = 2
    rect = page.top_view.visualRect(page.top_proxy.mapFromSource(model.index(row, 0)))
    qtbot.mouseClick(page.top_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    typed = iter(["2, 4 5", "x 3"])
    prompts: list[str] = []
    monkeypatch.setattr(QInputDialog, "getText",
                        lambda parent, title, label, *a, **k: (prompts.append(label), (next(typed), True))[1])
    press_key(qtbot, window, Qt.Key.Key_F8)
    chosen = model.moves[row].move
    assert format_move(chosen, session.edition) in prompts[-1]
    assert {t for t, e in session.current_turn.entries.items() if e.valid and e.outcome.move == chosen} == {2, 4, 5}
    assert session.undo_text().text.startswith("enter ") and session.undo_text().text.endswith("for tables 2, 4, 5")
    errors: list[str] = []
    window.controller.failed.connect(errors.append)
    qtbot.mouseClick(page.give_button, Qt.MouseButton.LeftButton)
    assert errors and "'x' is not a table number" in errors[-1] and 3 not in session.current_turn.entries


def test_wrong_written_score_is_explained_and_the_rule_is_a_field(qtbot, tmp_path, lexicon, answers) -> None:
    window, session = open_arbiter(qtbot, tmp_path, lexicon)  # FISF: a wrong written score is a warning
    entry = window.page.entry
    draw_rack(qtbot, window)
    top = session.tops()[0]
    text = format_move(top.move, session.edition)
    type_line(qtbot, entry.table_edit, "1")
    qtbot.keyClicks(entry.move_edit, f"{text} {top.points - 2}")
    assert f"(written {top.points - 2}, real {top.points}: warning)" in entry.preview_label.text()
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    model = entry.model
    row = model.row_of_table(1)
    status = model.data(model.index(row, model.STATUS))
    assert f"written {top.points - 2}, real {top.points}: warning" in status
    assert model.data(model.index(row, model.WRITTEN), Qt.ItemDataRole.BackgroundRole) is not None
    assert model.data(model.index(model.row_of_table(2), model.WRITTEN), Qt.ItemDataRole.BackgroundRole) is None
    # the rule is a field of the new-session dialog like the others
    from ui.arbiter.new_session import NewSessionDialog

    dialog = NewSessionDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("fisf"))
    assert dialog.wrong_score_box.isChecked()
    qtbot.mouseClick(dialog.wrong_score_box, Qt.MouseButton.LeftButton)
    dialog.late_box.setCurrentIndex(dialog.late_box.findData("joined"))
    rules = dialog.rules()
    assert rules.wrong_score_warning is False and rules.late_deviation == "joined"


def test_an_invalid_move_is_previewed_where_it_lands(qtbot, tmp_path, lexicon, answers) -> None:
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    entry = window.page.entry
    board = window.page.board
    draw_rack(qtbot, window)
    move = session.tops()[0].move
    word = move.word_text(session.edition).upper()
    type_line(qtbot, entry.table_edit, "1")
    qtbot.keyClicks(entry.move_edit, f"A1 {word}")  # misplaced: off the centre
    assert entry.preview_label.text().startswith("✗")
    assert board._preview and not board._preview_valid
    assert {(r, c) for r, c, _ in board._preview} == {(0, c) for c in range(len(word))}
    entry.move_edit.clear()
    assert not board._preview


def test_small_ones_placeholder_no_such_table_and_bag_counter(qtbot, tmp_path, answers) -> None:
    english = load_lexicon(load_edition("en"))
    path = tmp_path / "en.duplicate"
    Session.create(path, SessionSettings("en", english.identity, load_preset("home"), seed=3), english,
                   players=[(1, "Ann")]).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.open_path(str(path))
    entry = window.page.entry
    assert entry.move_edit.placeholderText() == "Move: 8D AMAZInG 88"  # English notation: 8D is across
    draw_rack(qtbot, window)
    entry.table_edit.setFocus()
    qtbot.keyClicks(entry.table_edit, "9")
    assert entry.name_label.full_text() == "no such table" and "b71c1c" in entry.name_label.styleSheet()
    assert "(Y counts as both)" in window.page.bag_label.text()
    window.close_session()


def test_french_placeholder(qtbot, tmp_path, lexicon, answers) -> None:
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    assert "H4 FABAcEE" in window.page.entry.move_edit.placeholderText()


def test_projector_announces_on_one_line_with_headed_standings_and_says_what_comes_next(
        qtbot, tmp_path, lexicon, answers) -> None:
    from PySide6.QtGui import QFontMetrics

    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=((1, "Ann"), (2, LONG_NAME)))
    window.toggle_projector()
    projector = window.projector
    for width, height in ((1366, 768), (1920, 1080)):
        projector.resize(width, height)
        draw_rack(qtbot, window)
        assert projector.rack.isVisible() and projector.timer.isVisible()
        press_key(qtbot, window, Qt.Key.Key_F6)
        press_key(qtbot, window, Qt.Key.Key_F9)
        qtbot.wait(20)
        text = projector.top_label.text()
        assert text.startswith(f"Turn {len(session.turns)}: for ") and " points, at " in text
        assert QFontMetrics(projector.top_label.font()).horizontalAdvance(text) <= projector.side_width()
        standings = projector.standings.text()
        assert standings.split("\n")[1] == "Rank\tName\tTotal\tDeviation"
        assert LONG_NAME not in standings and "…" in standings  # elided to the space
        # between turns: what comes next, no idle timer and empty rack
        assert not projector.rack.isVisible() and not projector.timer.isVisible()
        assert projector.phase_label.text() == f"Next: turn {len(session.turns) + 1}, the rack is coming"


def test_a_name_of_stacked_marks_stays_in_its_row_on_the_projector(qtbot, tmp_path, lexicon, answers) -> None:
    """Issue 22, finding 8: a name of 36 combining marks spilled over the rows around it. The
    projector's standings with that name and with the same name without its marks differ only
    inside the name's own row."""
    stacked = "Z" + "\u0301\u0302\u0303\u0304\u0306\u0307" * 6 + "oe"
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=((1, "Ann"), (2, stacked), (3, "Cy")))
    window.toggle_projector()
    projector = window.projector
    projector.resize(1366, 768)
    draw_rack(qtbot, window)
    press_key(qtbot, window, Qt.Key.Key_F6)
    press_key(qtbot, window, Qt.Key.Key_F9)
    qtbot.wait(50)
    board = projector.standings
    stacked = session.players[2].name  # as stored (NFC: the first mark joins the Z)
    assert stacked in board.text()
    with_marks = board.grab().toImage()
    row = next(i for i, r in enumerate(board.rows) if r[1] == stacked)
    board.set_standings(board.title, board.headings, [(r[0], "Zoe" if r[1] == stacked else r[1], r[2], r[3])
                                                      for r in board.rows])
    without = board.grab().toImage()
    ratio = with_marks.devicePixelRatio()
    height = board.row_height()
    top = (height * 1.3 + height * (1 + row)) * ratio  # below the title and the heading
    bottom = top + height * ratio
    differ = [y for y in range(with_marks.height()) for x in range(0, with_marks.width(), 2)
              if with_marks.pixel(x, y) != without.pixel(x, y)]
    assert differ and all(top - 1 <= y <= bottom + 1 for y in differ), (min(differ), max(differ), top, bottom)


def test_questions_name_their_answers_and_enter_or_esc_choose_the_safe_one(qtbot) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QPushButton

    from ui.widgets import questions

    seen: list[list[str]] = []

    def answer(action) -> None:
        box = QApplication.activeModalWidget()
        if box is None:  # not shown yet: try again
            QTimer.singleShot(10, lambda: answer(action))
            return
        seen.append(sorted(b.text() for b in box.findChildren(QPushButton)))
        action(box)

    def press(key):
        return lambda box: qtbot.keyClick(box, key)

    def click(text):
        return lambda box: next(b for b in box.findChildren(QPushButton) if b.text() == text).click()

    for action, expected in ((press(Qt.Key.Key_Return), False), (press(Qt.Key.Key_Escape), False),
                             (click("Reveal"), True), (click("Back to entry"), False)):
        QTimer.singleShot(0, lambda action=action: answer(action))
        assert questions.ask(None, "Reveal", "3 players have no entry", "Reveal", "Back to entry") is expected
    assert seen[0] == ["Back to entry", "Reveal"]
