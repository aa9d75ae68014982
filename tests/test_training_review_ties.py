"""Reviewing a training turn, defects found after issue 16: a move tied with the top must stay
in view when a what-if is placed (the list scrolled just far enough to show the asked row and
hid the other move sharing the top above it) and another turn or filter opens the list at its
top; the placement hints and the score breakdown speak the app's language; an exercise does
not show its own turn's top in the game so far; the cursor on a tile leaves it readable.

Driven through the real window as a player would; expected moves come from the engine's search.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from duplicate.rules.edition import BLANK
from duplicate.rules.notation import format_move
from test_training_app import _window, fr, french_lexicon  # noqa: F401 - fixtures
from test_training_whatif import _choice, _play_by_reference, _rows, _type_on_board, review_turn_2_of_seed_7
from ui.widgets.language import install_language
from ui_support import FakeClock, isolated_settings  # noqa: F401 - fixtures


def _visible_rows(table) -> set[int]:
    viewport = table.viewport().rect()
    model = table.model()
    return {r for r in range(model.rowCount()) if viewport.contains(table.visualRect(model.index(r, 0)))}


def test_a_move_tied_with_the_top_stays_in_view_when_a_what_if_is_placed(qtbot, tmp_path, french_lexicon):
    window, session, _ = review_turn_2_of_seed_7(qtbot, tmp_path)
    page = window.page
    window.resize(1366, 768)
    qtbot.wait(50)
    table = page.ranked_table
    moves = session.ranked_moves(20, turn_number=2)
    assert moves[0].points == moves[1].points > moves[2].points  # the premise: two moves share the top
    rows = _rows(page)
    assert [r[:2] for r in rows[:2]] == [("1", str(moves[0].points))] * 2
    qtbot.mouseClick(page.results.before.before_button, Qt.MouseButton.LeftButton)

    # a low move first, so the list is scrolled far down to its row
    low = next(m for m in session.ranked_moves(400, turn_number=2)[300:] if m.move.blanks_used == 0)
    _type_on_board(qtbot, page, low)
    assert table.verticalScrollBar().value() > 0
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)

    # then the second of the two tops, placed tile by tile: its row is picked, and the first
    # top (above it) is still in view, not scrolled away
    second = next(m for m in moves[:2] if format_move(m.move, page.edition) == rows[1][2])
    _type_on_board(qtbot, page, second)
    assert table.currentIndex().row() == 1
    assert {0, 1} <= _visible_rows(table), (table.verticalScrollBar().value(), _visible_rows(table))
    assert table.indexAt(table.viewport().rect().topLeft()).row() == 0
    window.close_game()


def test_another_turn_or_filter_shows_the_list_from_its_top(qtbot, tmp_path, french_lexicon):
    """A list scrolled down by hand: the next turn reviewed (PageUp / PageDown) and a new
    filter open at the top, both tied tops of turn 2 in view (the scroll position was kept)."""
    window, session, _ = review_turn_2_of_seed_7(qtbot, tmp_path)
    page = window.page
    window.resize(1366, 768)
    qtbot.wait(50)
    table = page.ranked_table
    bar = table.verticalScrollBar()
    bar.setValue(bar.maximum())  # the player scrolled to the end of the list
    assert bar.value() > 0
    qtbot.keyClick(page.board, Qt.Key.Key_PageUp)
    assert page.shown_turn == 1 and 0 in _visible_rows(table)
    bar.setValue(bar.maximum())
    qtbot.keyClick(page.board, Qt.Key.Key_PageDown)
    assert page.shown_turn == 2 and {0, 1} <= _visible_rows(table)
    bar.setValue(bar.maximum())
    page.results.ranked.filter_edit.setText("O")
    assert table.model().rowCount() > len(_visible_rows(table)) and 0 in _visible_rows(table)
    window.close_game()


def test_placement_hints_and_premium_names_speak_french(qtbot, tmp_path, french_lexicon):
    install_language("fr")
    try:
        window = _window(qtbot, tmp_path)
        session = window.start_game(_choice(seed=7))
        page = window.page
        edition = page.edition
        turn = session.current_turn
        rack = set(turn.draw.leftover + turn.draw.new)
        absent = next(code for code in range(1, len(edition.letters)) if code not in rack and code != BLANK
                      and edition.letters[code].isalpha() and len(edition.letters[code]) == 1)
        letter = edition.letters[absent]
        page.board.setFocus()
        qtbot.keyClick(page.board, letter.lower())
        shown = page.play.preview_label.text()
        assert f"Il n'y a plus de {letter} sur le chevalet" in shown, shown
        assert "left on the rack" not in shown

        # the score breakdown names letter premiums as the French board does (LD, LT)
        _play_by_reference(qtbot, page, session.tops()[0])
        tips = [page.ranked_table.model().data(page.ranked_table.model().index(r, 2), Qt.ItemDataRole.ToolTipRole)
                for r in range(page.ranked_table.model().rowCount())]
        with_letter_premium = [t for t in tips if " sur L" in t]
        assert with_letter_premium, tips[:5]
        assert not any(" sur 2L" in t or " sur 3L" in t for t in tips)
        window.close_game()
    finally:
        install_language("en")


def test_an_exercise_does_not_list_its_own_turn_in_the_game_so_far(qtbot, tmp_path, french_lexicon):
    """Replaying turn 2 as an exercise: the game so far beside the rack stops at turn 1 (the
    row of turn 2 showed its top, the answer); the whole game is listed again afterwards."""
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=7))
    page = window.page
    for _ in range(3):
        _play_by_reference(qtbot, page, session.tops()[0])
        qtbot.keyClick(page.board, Qt.Key.Key_Return)
    assert page.mode == "play" and session.current_turn.number == 4

    def listed() -> list[str]:
        return [page.history_table.item(r, 0).text() for r in range(page.history_table.rowCount())]

    assert listed() == ["3", "2", "1"]
    row = listed().index("2")
    qtbot.mouseClick(page.history_table.viewport(), Qt.MouseButton.LeftButton,
                     pos=page.history_table.visualRect(page.history_table.model().index(row, 1)).center())
    button = page.review_bar.exercise_button
    # turn 4 in play: a review cannot start an exercise, and the button says why
    assert page.mode == "review" and not button.isEnabled() and "turn in progress" in button.toolTip()
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    _play_by_reference(qtbot, page, session.tops()[0])  # turn 4 played: its results
    qtbot.keyClick(page.board, Qt.Key.Key_PageUp)
    qtbot.keyClick(page.board, Qt.Key.Key_PageUp)
    assert page.mode == "review" and page.shown_turn == 2 and button.isEnabled() and button.toolTip() == ""
    qtbot.keyClick(page.board, Qt.Key.Key_F6)
    assert page.mode == "exercise" and page.history_table.isVisible()
    assert listed() == ["1"]
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    assert page.mode == "review" and listed() == ["4", "3", "2", "1"]
    window.close_game()


def test_the_cursor_on_a_tile_leaves_the_tile_readable(qtbot, fr):
    """The cursor stays on the last tile of a word at the board's edge (and on a board letter
    typed through): its arrow, drawn in the middle of a free square, covered that tile's letter;
    on a tile it is drawn small in the corner, the letter's square keeps its face."""
    from PySide6.QtGui import QColor

    from duplicate.rules.board import Board
    from ui.widgets.board_view import BoardView
    from ui.widgets.theme import LIGHT

    view = BoardView()
    qtbot.addWidget(view)
    view.set_edition(fr)
    view.resize(600, 600)
    view.set_preview([(14, 4, fr.letter_code("S"))])
    arrow = QColor(LIGHT.cursor).rgb()

    def centre_pixel(row: int, col: int) -> int:
        image = view.grab().toImage()
        point = view.square_rect(row, col).center().toPoint()
        return image.pixel(point.x(), point.y())

    view.set_cursor(14, 3, across=True)  # a free square: the arrow in its middle
    assert centre_pixel(14, 3) == arrow
    view.set_cursor(14, 4, across=True)  # the tile at the edge
    assert centre_pixel(14, 4) != arrow
    view.set_board(Board().with_tiles([(7, 7, fr.letter_code("E"))]))
    view.set_cursor(7, 7, across=False)  # a board letter typed through
    assert centre_pixel(7, 7) != arrow
