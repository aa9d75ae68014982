"""More of the arbiter's app: choosing the master move from the top list, bulk entries,
decisions, past-turn corrections, the help dialog, PDF and CSV outputs, crash recovery."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.rules.notation import format_move
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, Session, SessionSettings
from ui.widgets.help import ShortcutsDialog
from ui.main_window import MainWindow
from ui.arbiter.models import TopListModel
from ui.widgets.printing import save_pdf
from ui_support import isolated_settings, answers  # noqa: F401 - fixtures


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon(load_edition("fr"))


def _open(qtbot, tmp_path: Path, lexicon, players=((1, "Ann"), (2, "Bob"), (3, "Cy"))) -> tuple[MainWindow, Session]:
    path = tmp_path / "s.duplicate"
    session = Session.create(path, SessionSettings("fr", lexicon.identity, load_preset("fisf"), seed=11), lexicon,
                             players=players)
    session.close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.open_path(str(path))
    return window, window.controller.session


def test_master_choice_from_the_top_list_asks_when_not_a_top(qtbot, tmp_path, lexicon, answers) -> None:
    asked, replies = answers
    window, session = _open(qtbot, tmp_path, lexicon)
    window.page.draw()
    qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=20000)
    page = window.page
    model = page.top_model
    assert model.rowCount() > 3
    tops = session.tops()
    # the default master move is starred and the tops are red
    assert model.data(model.index(0, TopListModel.RANK)).startswith("★")
    assert model.data(model.index(0, TopListModel.POINTS)) == tops[0].points
    # pick a lower move: the arbiter is asked; "No" keeps the top
    lower_row = next(r for r in range(model.rowCount()) if model.moves[r].points < tops[0].points)
    replies.append(QMessageBox.StandardButton.No)
    page._choose_from_list(page.top_proxy.mapFromSource(model.index(lower_row, 0)))
    assert asked and "not a top" in asked[-1]
    assert session.current_turn.master is None
    # "Yes" makes it the master move, with its flag recorded
    page._choose_from_list(page.top_proxy.mapFromSource(model.index(lower_row, 0)))
    assert session.current_turn.master.move == model.moves[lower_row].move
    assert session.current_turn.master_flags
    # filtering the list by the word keeps that move
    word = model.moves[lower_row].move.word_text(session.edition)
    page.top_filter.setText(word)
    assert 0 < page.top_proxy.rowCount() <= model.rowCount()
    assert all(word.upper() in page.top_proxy.data(page.top_proxy.index(r, TopListModel.WORD)).upper()
               for r in range(page.top_proxy.rowCount()))
    chosen = model.moves[lower_row].move
    session.stop_timer()
    page.reveal()
    assert session.turns[0].committed.move == chosen


def test_bulk_entries_decisions_and_past_turn_correction(qtbot, tmp_path, lexicon, answers) -> None:
    window, session = _open(qtbot, tmp_path, lexicon)
    page = window.page
    entry = page.entry
    page.draw()
    qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=20000)
    top = session.tops()[0]
    entry.table_edit.setText("1")
    entry.move_edit.setText("H8 ZZZZ")
    entry.store()
    entry.decisions.top_all_button.click()
    assert {t: e.valid for t, e in session.current_turn.entries.items()} == {1: False, 2: True, 3: True}
    # a warning and a penalty on the selected entry
    entry.table_view.selectRow(entry.model.row_of_table(2))
    entry.decisions.warning_button.click()
    entry.decisions.warning_button.click()
    assert session.current_turn.decisions[2].warnings == 2
    entry.decisions.unwarn_button.click()
    assert session.current_turn.decisions[2].warnings == 1
    session.stop_timer()
    page.reveal()
    assert session.phase is Phase.AWAITING_DRAW
    # correct turn 1 of table 1 afterwards: the standings follow
    entry.turn_box.setValue(1)
    entry.table_edit.setText("1")
    entry.move_edit.setText(format_move(top.move, session.edition))
    entry.store()
    assert session.turn(1).entries[1].valid
    rows = {r.table: r for r in page.standings_model.standings.rows}
    assert rows[1].total == top.points and rows[3].total == top.points
    # F4 gives "no move" to the typed table; undo brings the move back
    entry.table_edit.setText("1")
    entry.store_no_move()
    assert session.turn(1).entries[1].text is None
    window.undo()
    assert session.turn(1).entries[1].valid


def test_shortcuts_are_listed_and_unique(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    rows = window.shortcut_list()
    keys = [k for k, _ in rows]
    for needed in ("Ctrl+D", "F5", "F6", "F9", "F4", "Ctrl+Z", "Ctrl+Shift+Z", "F10", "F11", "Ctrl+G", "F1"):
        assert any(needed == k or k.startswith(needed + " ") for k in keys), needed
    menu_keys = [k for k, _ in rows if not k.startswith(("Enter", "Esc", "Delete", "Double", "F11 /"))]
    assert len(menu_keys) == len(set(menu_keys)), "two actions share a shortcut"
    dialog = ShortcutsDialog(rows, window)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == len(rows)


def test_pdf_and_csv_outputs(qtbot, tmp_path, lexicon, answers) -> None:
    from duplicate.records.sheet import results_csv, sheet_html

    window, session = _open(qtbot, tmp_path, lexicon)
    session.draw()
    session.enter_for_remaining(True)
    session.commit()
    pdf = tmp_path / "sheet.pdf"
    save_pdf(sheet_html(session), str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 1000
    lines = results_csv(session).splitlines()
    assert lines[0].startswith("table,name,total") and len(lines) == 4


def test_recover_after_a_crash_is_offered(qtbot, tmp_path, lexicon, answers) -> None:
    window, session = _open(qtbot, tmp_path, lexicon)
    session.draw()
    path = str(session.store.path)
    # the process dies: nothing closes the session, the "clean exit" flag stays false
    window.controller.stop()
    window.controller = None
    window.page = None
    session.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.start.recover_button.isVisibleTo(again)
    again.recover()
    assert again.controller is not None and str(again.controller.session.store.path) == path
    assert again.controller.session.phase is Phase.DRAWN


def test_open_refuses_a_damaged_file_with_a_message(qtbot, tmp_path, answers) -> None:
    asked, _ = answers
    bad = tmp_path / "bad.duplicate"
    bad.write_bytes(b"this is not a session")
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_path(str(bad)) is None
    assert asked and "not a duplicate session file" in asked[-1]
    assert bad.read_bytes() == b"this is not a session"
    assert QApplication.activeModalWidget() is None

