"""The arbiter's rulings in the window: choosing the master move from the top list (asked when
it is no top), filtering the list, giving the top or "no move" to every remaining table,
warnings, correcting a past turn (the standings follow), "no move" and undo."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from duplicate.rules.edition import load_edition
from duplicate.rules.notation import format_move
from duplicate.session.session import Phase
from duplicate.words.lexicon import load_lexicon
from ui.arbiter.models import TopListModel
from ui_support import isolated_settings, answers, open_arbiter  # noqa: F401 - fixtures


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon(load_edition("fr"))


def test_master_choice_from_the_top_list_asks_when_not_a_top(qtbot, tmp_path, lexicon, answers) -> None:
    asked, replies = answers
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
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
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
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
