"""Solo training driven through its window, by keyboard and mouse, as a player would.

The placement model is tested on its own first (plain Python); then whole turns are played
in the window: letters typed on the board, a reference typed in the field, tiles dragged
from the rack. Scores shown are compared with the engine's own verdict (``judge`` /
``check_move``), the ranked list and deviations with the session's search and standings.
Screenshots of each screen go to ``tests/output/`` to be looked at.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from duplicate.training import game as training
from duplicate.rules.board import Board, Direction
from duplicate.rules.edition import BLANK, BLANK_FLAG, LETTER_MASK, load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.rules.notation import format_move
from duplicate.rules.checking import ScoredMove, check_move, judge, move_from_placements
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, RackSource, Session, SessionSettings
from duplicate.session.standings import compute_standings
from ui.training.placement import Placement
from ui.training.window import TrainingWindow
from ui.training.dialogs import SummaryDialog, TrainingChoice, TrainingStartDialog
from ui.training.history import HistoryDialog
from session_helpers import percent_figure
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

OUTPUT = Path(__file__).resolve().parent / "output"
SIZES = ((1366, 768), (1920, 1080))


@pytest.fixture(scope="module")
def fr():
    return load_edition("fr")


@pytest.fixture(scope="module")
def french_lexicon(fr):
    return load_lexicon(fr)


def _window(qtbot, tmp_path: Path, clock=None) -> TrainingWindow:
    window = TrainingWindow(folder=tmp_path / "training", clock=clock or FakeClock())
    qtbot.addWidget(window)
    window.show()
    return window


def _choice(seconds: int = 0, seed: int | None = 7, prepared: str | None = None) -> TrainingChoice:
    return TrainingChoice("fr", None, "fisf", seconds, seed, prepared, "Me")


def _click_square(qtbot, page, row: int, col: int) -> None:
    qtbot.mouseClick(page.board, Qt.MouseButton.LeftButton, pos=page.board.square_rect(row, col).center().toPoint())


def _type_move_on_board(qtbot, page, scored: ScoredMove) -> None:
    """Click the move's first new square, set the direction, type its new tiles (Shift: blank)."""
    edition = page.edition
    move = scored.move
    first_row, first_col, _ = move.placed[0]
    _click_square(qtbot, page, first_row, first_col)
    if page.model.across != (move.direction is Direction.ACROSS):
        qtbot.keyClick(page.board, Qt.Key.Key_Space)
    assert page.model.cursor == (first_row, first_col)
    for _, _, value in move.placed:
        letter = edition.letters[value & LETTER_MASK]
        if value & BLANK_FLAG:
            qtbot.keyClick(page.board, letter, Qt.KeyboardModifier.ShiftModifier)
        else:
            qtbot.keyClick(page.board, letter.lower())


def _engine_verdict(page) -> ScoredMove | Exception:
    """What the engine says of the tiles on the board, asked directly."""
    turn = page.session.current_turn
    try:
        move = move_from_placements(turn.board, page.model.placements(), page.edition)
        return judge(turn.position(page.edition), move, page.session.lexicon, page.session.rules.move_rules)
    except Exception as exc:  # noqa: BLE001 - compared with what the page shows
        return exc


def _drop(page, slot: int, row: int, col: int) -> None:
    """A rack tile dropped on a square, as a real drag ends (enter, then drop events)."""
    mime = page.rack.mime_for(slot)
    point = page.board.square_rect(row, col).center()
    enter = QDragEnterEvent(point.toPoint(), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(page.board, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(point), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(page.board, drop)


def _cell(page, row: int, column: int) -> str:
    """The text of a cell of the ranked list."""
    model = page.ranked_table.model()
    return model.data(model.index(row, column))


def _screenshots(qtbot, widget, label: str, sizes=SIZES) -> list[Path]:
    OUTPUT.mkdir(exist_ok=True)
    saved = []
    for width, height in sizes:
        widget.resize(width, height)
        qtbot.wait(60)
        path = OUTPUT / f"training_{label}_{width}x{height}.png"
        assert widget.grab().save(str(path))
        saved.append(path)
    return saved


# -- the placement model (no window) ----------------------------------------------------------------


def _codes(fr, text: str) -> list[int]:
    return [BLANK if ch == "?" else fr.letter_code(ch) for ch in text]


def test_placement_typing_skips_occupied_squares_and_turns(fr):
    board = Board().with_tiles([(7, 7, fr.letter_code("A")), (7, 8, fr.letter_code("S"))])
    model = Placement(fr, board, _codes(fr, "RTEAIS?"))
    assert model.cursor is None  # no cursor until a click on a board with tiles
    assert "Click a square" in model.type_letter("r")
    model.click(7, 6)
    assert model.cursor == (7, 6) and model.across
    for letter in "RT":
        assert model.type_letter(letter) is None
    # R on H7, then T jumps over A and S (H8, H9) to H10
    assert model.placements() == [(7, 6, fr.letter_code("R")), (7, 9, fr.letter_code("T"))]
    assert model.cursor == (7, 10)
    model.backspace()
    assert model.cursor == (7, 9) and len(model.placed) == 1
    model.click(7, 9)  # a click on the cursor turns the direction
    assert not model.across
    model.toggle_direction()
    assert model.across
    model.click(7, 6)  # a click on a tentative tile takes it back
    assert model.placed == [] and model.cursor == (7, 6)
    model.click(7, 7)  # on a tile of the board: typing starts at the next free square
    model.type_letter("e")
    assert model.placements() == [(7, 9, fr.letter_code("E"))]
    model.clear()
    # no Z on the rack, but a blank: the blank is played as Z (issue 25), drawn as a blank
    assert model.type_letter("z") is None
    assert model.placements() == [(7, 9, fr.letter_code("Z") | BLANK_FLAG)]
    assert model.type_letter("z") == "There is no Z left on the rack."  # the blank is taken now


def test_placement_blank_by_question_mark_shift_and_drop(fr):
    model = Placement(fr, Board(), _codes(fr, "EEAT??R"))
    assert model.cursor == (7, 7)
    assert model.request_blank() is None and model.awaiting_blank
    model.type_letter("z")
    assert model.placements() == [(7, 7, fr.letter_code("Z") | BLANK_FLAG)] and not model.awaiting_blank
    model.type_letter("E", blank=True)  # Shift+E
    assert model.placements()[-1] == (7, 8, fr.letter_code("E") | BLANK_FLAG)
    assert model.request_blank() == "There is no blank on the rack."
    model.clear()
    assert model.placed == [] and model.cursor == (7, 7)
    blank_slot = next(s for s, c in model.rack_slots() if c == BLANK)
    assert model.drop(blank_slot, 7, 7) is None
    assert model.pending_blank is not None
    assert model.drop(0, 7, 8) == "Type the letter of the blank first."
    assert model.type_letter("q") is None  # names the dropped blank, places nothing new
    assert model.placements() == [(7, 7, fr.letter_code("Q") | BLANK_FLAG)] and model.pending_blank is None
    assert model.cursor == (7, 8)
    assert model.drop(blank_slot, 7, 9) == "That tile is already on the board."
    assert model.drop(0, 7, 7) == "That square is taken."


def test_placement_edge_arrows_rack_order(fr):
    model = Placement(fr, Board(), _codes(fr, "ABCDEFG"))
    model.click(7, 12)
    for letter in "ABC":
        assert model.type_letter(letter) is None
    assert "edge of the board" in model.type_letter("D")
    model.clear()
    model.move_cursor(-20, 0)
    assert model.cursor == (0, 12)
    model.move_cursor(0, 5)
    assert model.cursor == (0, 14)
    model.sort()
    assert [c for _, c in model.rack_slots()] == sorted(_codes(fr, "ABCDEFG"))
    model.shuffle(random.Random(1))
    assert sorted(c for _, c in model.rack_slots()) == sorted(_codes(fr, "ABCDEFG"))
    assert [c for _, c in model.rack_slots()] != sorted(_codes(fr, "ABCDEFG"))
    model.place_slot(model.rack_slots()[0][0])
    assert len(model.rack_slots()) == 6
    model.click(3, 3)
    assert model.type_letter("é") is None  # accents fold as the edition says
    assert model.placements()[-1] == (3, 3, fr.letter_code("E"))
    assert "not a letter" in model.type_letter("3")


# -- playing in the window --------------------------------------------------------------------------


def test_three_turns_by_keyboard_reference_and_drag(qtbot, tmp_path, french_lexicon, dialogs):
    clock = FakeClock()
    window = _window(qtbot, tmp_path, clock)
    session = window.start_game(_choice(seconds=120))
    assert session is not None
    page = window.page
    edition = session.edition
    assert session.phase is Phase.RUNNING  # the first rack is drawn and the clock runs
    played_total = 0
    tops_total = 0

    # -- turn 1: the top typed letter by letter on the board -------------------------------------
    turn = session.current_turn
    assert page.rack.text() == session.tiles_text(turn.draw.leftover + turn.draw.new)
    top = session.tops()[0]
    page.board.setFocus()
    _type_move_on_board(qtbot, page, top)
    assert isinstance(page.verdict, ScoredMove)
    engine = _engine_verdict(page)
    assert engine.points == page.verdict.points == top.points
    assert f"{top.points} points" in page.preview_label.text()
    assert page.reference_edit.text() == format_move(top.move, edition)
    assert page.submit_button.isEnabled()
    assert set(page.board._preview) == set(top.move.placed)
    clock.now += 40
    qtbot.waitUntil(lambda: page.timer.text() == "1:20", timeout=3000)
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    assert page.mode == "results" and session.turn(1).committed is not None
    played_total += top.points
    tops_total += top.points
    ranked = session.ranked_moves(500, turn_number=1)
    twentieth = sorted({m.points for m in ranked}, reverse=True)[:20][-1]
    assert page.ranked_table.model().rowCount() == sum(1 for m in ranked if m.points >= twentieth)
    assert _cell(page, 0, 1) == str(ranked[0].points)
    assert page.own_row() == 0 and "your move" in _cell(page, 0, 3)
    assert page.figure_labels["turn"].text() == "0"
    assert page.figure_labels["percent"].text() == "100.0%"
    assert page.board.highlight == {(r, c) for r, c, _ in session.turn(1).committed.move.placed}
    _screenshots(qtbot, window, "results_top")

    # -- turn 2: a weaker move typed as a reference ---------------------------------------------
    qtbot.keyClick(page.board, Qt.Key.Key_Return)  # next turn
    assert page.mode == "play" and session.current_turn.number == 2
    ranked = session.ranked_moves(20)
    weaker = next(m for m in ranked if m.points < ranked[0].points and m.move.blanks_used == 0)
    text = format_move(weaker.move, edition)
    page.reference_edit.setFocus()
    qtbot.keyClicks(page.reference_edit, text)
    expected = check_move(session.current_turn.position(edition), text, french_lexicon, session.rules.move_rules)
    assert page.verdict.points == expected.points == weaker.points
    assert set(page.board._preview) == set(weaker.move.placed)  # the typed move shows on the board
    qtbot.keyClick(page.reference_edit, Qt.Key.Key_Return)
    assert page.mode == "results"
    played_total += weaker.points
    tops_total += ranked[0].points
    deviation = weaker.points - ranked[0].points
    assert page.figure_labels["turn"].text() == f"\u2212{-deviation}"
    row = page.own_row()
    assert row is not None and _cell(page, row, 2) == text
    rank = 1 + sum(1 for m in ranked if m.points > weaker.points)
    assert _cell(page, row, 0) == str(rank)
    standings = compute_standings(session).rows[0]
    assert standings.total == played_total and standings.deviation == played_total - tops_total
    assert page.figure_labels["game"].text() == f"\u2212{tops_total - played_total}"
    assert page.figure_labels["percent"].text() == f"{percent_figure(standings.total, tops_total)}%"
    _screenshots(qtbot, window, "results")
    # picking another move in the list shows it on the board of the turn
    page.ranked_table.selectRow(row)
    assert set(page.board._preview) == set(weaker.move.placed)
    page.ranked_table.selectRow(0)  # the top, placed on the board as it was before the turn
    assert set(page.board._preview) == set(session.turn(2).committed.move.placed)
    assert page.board.board == session.turn(2).board
    qtbot.mouseClick(page.results.before.after_button, Qt.MouseButton.LeftButton)
    assert page.board._preview == () and page.board.board != session.turn(2).board  # after the turn

    # -- turn 3: an illegal try (reason shown), Esc, then a move dragged from the rack ----------------
    qtbot.keyClick(page.board, Qt.Key.Key_Space)  # Space also goes on to the next turn
    assert page.mode == "play" and session.current_turn.number == 3
    turn = session.current_turn
    # two tiles far from everything: not connected
    slots = page.model.rack_slots()
    _click_square(qtbot, page, 0, 0)
    for _, code in slots[:2]:
        if code == BLANK:
            qtbot.keyClick(page.board, "?")
            qtbot.keyClick(page.board, "e")
        else:
            qtbot.keyClick(page.board, edition.letters[code].lower())
    assert not isinstance(page.verdict, ScoredMove)
    engine = _engine_verdict(page)
    assert page.verdict.message == engine.message
    assert engine.message in page.preview_label.text()
    assert not page.submit_button.isEnabled()
    qtbot.keyClick(page.board, Qt.Key.Key_Return)  # refused: nothing handed in
    assert page.mode == "play" and 1 not in turn.entries
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    assert page.model.placed == [] and page.reference_edit.text() == ""
    target = session.ranked_moves(20)[0]
    for r, c, value in target.move.placed:
        wanted = BLANK if value & BLANK_FLAG else value & LETTER_MASK
        slot = next(s for s, code in page.model.rack_slots() if code == wanted)
        _drop(page, slot, r, c)
        if value & BLANK_FLAG:
            qtbot.keyClick(page.board, edition.letters[value & LETTER_MASK].lower())
    assert isinstance(page.verdict, ScoredMove) and page.verdict.points == target.points
    assert len(page.model.rack_slots()) == len(turn.rack.tiles) - len(target.move.placed)
    assert [r.turn for r in page.summary.results] == [1, 2]
    assert page.history_table.rowCount() == 2 and page.history_table.item(0, 0).text() == "2"
    clock.now += 75
    qtbot.waitUntil(lambda: page.timer.text() == "0:45", timeout=3000)
    page.ask_hint(training.HINT_BINGO)
    window.statusBar().clearMessage()
    _screenshots(qtbot, window, "placing")
    page.submit_button.click()
    assert page.mode == "results"
    played_total += target.points
    tops_total += target.points
    summary = training.summarize(session)
    assert (summary.turns, summary.total, summary.top_total) == (3, played_total, tops_total)
    stored = training.TrainingSummary.from_dict(session.store.settings()[training.SUMMARY_KEY])
    assert stored == summary  # saved after every move
    assert dialogs == []
    window.close_game()


def test_hints_in_the_window(qtbot, tmp_path, french_lexicon):
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=12))
    page = window.page
    page.controller.wait_for_search()
    expected = {kind: training.hint_answer(session, kind) for kind in training.HINT_KINDS}
    page.hint_buttons[training.HINT_BINGO].click()
    assert not page.hint_buttons[training.HINT_BINGO].isEnabled()
    assert page.hint_buttons[training.HINT_TOP_SCORE].isEnabled()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.keyClick(page.board, Qt.Key.Key_F3)  # the menu's shortcut
    qtbot.waitUntil(lambda: len(session.current_turn.hints) == 2, timeout=2000)
    page.ask_hint(training.HINT_TOP_SQUARE)
    assert session.current_turn.hints == tuple((k, expected[k]) for k in training.HINT_KINDS)
    shown = page.hint_label.text()
    assert f"The top scores {expected[training.HINT_TOP_SCORE]}" in shown
    assert f"The top puts a tile on {expected[training.HINT_TOP_SQUARE]}" in shown
    assert ("There is a bingo" if expected[training.HINT_BINGO] == "yes" else "There is no bingo") in shown
    page.ask_hint(training.HINT_TOP_SCORE)  # asked again: nothing more recorded
    assert [a.kind for a in session.store.actions()].count("hint") == 3
    page.pass_turn()
    assert page.mode == "results" and "hints used" in page.result_detail.text()
    assert not any(b.isEnabled() for b in page.hint_buttons.values())
    assert training.summarize(session).hints_used == 3
    window.close_game()


def test_blank_by_shift_letter_and_question_mark(qtbot, tmp_path, french_lexicon):
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=5))
    page = window.page
    page.pass_turn()
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    top = session.tops()[0]
    assert top.move.blanks_used == 1  # this rack's top plays its blank
    _type_move_on_board(qtbot, page, top)  # the blank with Shift+letter
    assert isinstance(page.verdict, ScoredMove) and page.verdict.move == top.move
    assert page.reference_edit.text() == format_move(top.move, session.edition)  # lowercase blank
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    assert page.model.placed == []
    first_row, first_col, _ = top.move.placed[0]
    _click_square(qtbot, page, first_row, first_col)
    if page.model.across != (top.move.direction is Direction.ACROSS):
        qtbot.keyClick(page.board, Qt.Key.Key_Space)
    for _, _, value in top.move.placed:
        if value & BLANK_FLAG:
            qtbot.keyClick(page.board, "?")
            assert "Blank" in page.preview_label.text()
        qtbot.keyClick(page.board, session.edition.letters[value & LETTER_MASK].lower())
    assert isinstance(page.verdict, ScoredMove) and page.verdict.move == top.move
    # Backspace takes tiles back one by one, the last first
    qtbot.keyClick(page.board, Qt.Key.Key_Backspace)
    assert len(page.model.placed) == len(top.move.placed) - 1
    assert page.model.cursor == top.move.placed[-1][:2]
    window.close_game()


def test_time_running_out_hands_in_the_board(qtbot, tmp_path, french_lexicon):
    clock = FakeClock()
    window = _window(qtbot, tmp_path, clock)
    session = window.start_game(_choice(seconds=60, seed=5))
    page = window.page
    top = session.tops()[0]
    _type_move_on_board(qtbot, page, top)
    clock.now += 45
    qtbot.waitUntil(lambda: page.timer.text() == "0:15", timeout=3000)
    assert page.timer.colour().name().lower() == window.page.timer._theme.timer_called.lower()
    clock.now += 16
    qtbot.waitUntil(lambda: page.mode == "results", timeout=3000)
    assert session.turn(1).entries[1].valid and training.summarize(session).total == top.points
    window.close_game()


def test_leave_and_resume_a_game(qtbot, tmp_path, french_lexicon):
    clock = FakeClock()
    window = _window(qtbot, tmp_path, clock)
    session = window.start_game(_choice(seconds=180, seed=9))
    path = str(session.store.path)
    page = window.page
    page.pass_turn()
    qtbot.keyClick(page.board, Qt.Key.Key_Return)  # turn 2
    page.ask_hint(training.HINT_TOP_SCORE)
    clock.now += 50
    rack = window.page.rack.text()
    window.close_game()  # leaves: the clock is paused and saved
    assert window.page is None and window.home.resume_list.count() == 1
    clock.now += 500  # time away does not count

    again = _window(qtbot, tmp_path, clock)
    assert again.home.resume_list.count() == 1
    item = again.home.resume_list.item(0)
    assert "1 turn played" in item.text()
    again.home.resume_list.setCurrentItem(item)
    again.home.resume_button.click()
    page = again.page
    assert page is not None and page.mode == "play"
    resumed = page.session
    assert str(resumed.store.path) == path and resumed.current_turn.number == 2
    assert resumed.phase is Phase.RUNNING
    assert resumed.current_turn.timer.remaining() == pytest.approx(130, abs=0.5)
    assert page.rack.text() == rack
    assert not page.hint_buttons[training.HINT_TOP_SCORE].isEnabled() and "top scores" in page.hint_label.text()
    top = resumed.tops()[0]
    _type_move_on_board(qtbot, page, top)
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    assert page.mode == "results"
    again.close_game()

    # resumed between turns: the results of the last turn, then the next rack
    third = _window(qtbot, tmp_path, clock)
    third.open_game(path)
    assert third.page.mode == "results" and third.page.shown_turn == 2
    qtbot.keyClick(third.page.board, Qt.Key.Key_Return)
    assert third.page.mode == "play" and third.page.session.current_turn.number == 3
    third.close_game()


def _club_game(path: Path, lexicon, turns: int = 3, title: str = "Club night") -> Path:
    edition = lexicon.edition
    club = Session.create(path,
                          SessionSettings(edition.code, lexicon.identity, load_preset("fisf"), seed=21,
                                          title=title),
                          lexicon, players=[(1, "Ann")])
    for _ in range(turns):
        club.draw()
        club.commit()
    club.close()
    return path


def _finished_games(folder: Path, lexicon, count: int) -> None:
    """Quick finished games with various results, for the history's progress plot."""
    rng = random.Random(4)
    for number in range(count):
        session = training.create_training(folder,
                                           SessionSettings(lexicon.edition.code, lexicon.identity,
                                                           load_preset("fisf"), seed=100 + number),
                                           lexicon, clock=FakeClock())
        for _ in range(4 + number % 3):
            turn = training.next_turn(session)
            if turn is None:
                break
            ranked = session.ranked_moves(20)
            pick = ranked[min(len(ranked) - 1, rng.choice([0, 0, 0, 1, 2, 4, 8]) if number > 3 else rng.randrange(6))]
            training.submit(session, format_move(pick.move, session.edition))
        training.end_training(session, "practice")
        session.close()


def test_end_of_game_summary_and_history_on_a_prepared_game(qtbot, tmp_path, french_lexicon):
    club = _club_game(tmp_path / "club.duplicate", french_lexicon)
    _finished_games(tmp_path / "training", french_lexicon, 7)
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(prepared=str(club)))
    page = window.page
    assert session.settings.title == "Training: Club night"
    assert page.turn_label.text() == "Turn 1 of 3"
    moves = []
    for number in (1, 2, 3):
        ranked = session.ranked_moves(20)
        move = ranked[0] if number != 2 else ranked[min(5, len(ranked) - 1)]
        moves.append(move.points - ranked[0].points)
        page.reference_edit.setFocus()
        qtbot.keyClicks(page.reference_edit, format_move(move.move, session.edition))
        qtbot.keyClick(page.reference_edit, Qt.Key.Key_Return)
        assert page.mode == "results"
        qtbot.keyClick(page.board, Qt.Key.Key_Return)
    # after the third turn the prepared game has no more racks: the game is over
    assert session.phase is Phase.OVER and page.mode == "over"
    dialog = window.summary_dialog
    assert isinstance(dialog, SummaryDialog) and dialog.isVisible()
    summary = dialog.summary
    standings = compute_standings(session).rows[0]
    assert summary.finished and summary.turns == 3
    assert (summary.total, summary.top_total, summary.percent) == (standings.total, compute_standings(session).top_total,
                                                                   standings.percent)
    assert summary.deviations == moves
    assert dialog.percent_figure.findChild(type(dialog.lost_label), "value").text() == f"{percent_figure(summary.total, summary.top_total)}%"
    bars = dialog.chart.chart().series()[0].barSets()[0]
    assert [bars.at(i) for i in range(bars.count())] == [float(d) for d in moves]
    if min(moves) < 0:
        assert "turn 2" in dialog.lost_label.text()
    assert dialog.table.rowCount() == 3
    assert session.store.settings()[training.SUMMARY_KEY]["finished"] is True
    _screenshots(qtbot, dialog, "summary", sizes=((900, 720), (1100, 860)))
    _screenshots(qtbot, window, "over")
    dialog.history_button.click()
    history = window.history_dialog
    assert isinstance(history, HistoryDialog) and history.isVisible()
    assert history.table.rowCount() == 8
    assert history.table.item(0, 8).text() == "finished"  # newest first: the replayed game
    assert history.table.item(0, 6).text() == percent_figure(summary.total, summary.top_total)
    line = history.chart.chart().series()[0]
    assert line.count() == 8 and line.at(7).y() == pytest.approx(summary.percent)
    _screenshots(qtbot, history, "history", sizes=((960, 760), (1200, 900)))
    history.close()
    window.close_game()


def test_start_dialog_remembers_choices(qtbot, tmp_path):
    dialog = TrainingStartDialog()
    qtbot.addWidget(dialog)
    dialog.edition_box.setCurrentIndex(dialog.edition_box.findData("en"))
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("home"))
    dialog.select_time(60)
    dialog.player_edit.setText("Ann")
    qtbot.keyClicks(dialog.seed_edit, "42")
    dialog._accept()
    assert dialog.choice == TrainingChoice("en", None, "home", 60, 42, None, "Ann")
    again = TrainingStartDialog()
    qtbot.addWidget(again)
    assert again.edition_box.currentData() == "en" and again.preset_box.currentData() == "home"
    assert again.time_group.checkedId() == 60 and again.player_edit.text() == "Ann"
    again.prepared_button.setChecked(True)
    again.prepared_edit.setText(str(tmp_path / "club.json"))
    again._accept()
    assert again.choice.prepared_file == str(tmp_path / "club.json") and again.choice.seed is None


def test_main_window_opens_training_and_keys_do_not_clash(qtbot, tmp_path, monkeypatch, french_lexicon):
    """The arbiter's window has application-wide shortcuts (F5, F1, Ctrl+N...): in the training
    window the same keys act on the training game, not ambiguously on neither."""
    from ui import main_window

    monkeypatch.setattr("ui.training.window.default_training_folder", lambda: tmp_path / "training")
    clock = FakeClock()
    window = main_window.MainWindow(clock=clock)
    qtbot.addWidget(window)
    window.show()
    club = Session.create(tmp_path / "club.duplicate",
                          SessionSettings(french_lexicon.edition.code, french_lexicon.identity, load_preset("fisf"),
                                          seed=2),
                          french_lexicon, players=[(1, "A")], clock=clock)
    window._attach(club)
    window.page.draw()
    assert club.phase is Phase.DRAWN
    window.start.training_button.click()
    training_window = window.training_window
    assert isinstance(training_window, TrainingWindow) and training_window.isVisible()
    qtbot.addWidget(training_window)
    assert training_window.folder == tmp_path / "training"
    session = training_window.start_game(_choice(seconds=60))
    training_window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is training_window, timeout=2000)
    page = training_window.page
    page.board.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F5)
    assert session.phase is Phase.PAUSED and club.phase is Phase.DRAWN
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F5)
    assert session.phase is Phase.RUNNING
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F2)
    assert session.current_turn.hints and session.current_turn.hints[0][0] == training.HINT_BINGO
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert club.phase is Phase.DRAWN  # the arbiter's undo does not reach into the training window
    training_window.close()
    assert session.phase is Phase.PAUSED  # left with the clock stopped, to be resumed
    window.close_session()



def test_a_reference_typed_in_lowercase_takes_the_blank_reading_when_only_it_is_legal(qtbot, tmp_path, fr,
                                                                                      french_lexicon):
    """Turn 2's rack has a blank: a move adding one blank whose letter the rack lacks, typed all
    in lowercase (Caps Lock off), is legal only with that blank; the training window reads it
    so, shows it on the board and plays it, rather than calling it illegal."""
    from duplicate.session.settings import PreparedTurn

    rules = load_preset("fisf")
    first = PreparedTurn("DELUTEA")
    probe = training.create_training(tmp_path / "probe",
                                     SessionSettings("fr", french_lexicon.identity, rules,
                                                     rack_source=RackSource.PREPARED, prepared=(first,)),
                                     french_lexicon)
    training.next_turn(probe)
    training.submit(probe, format_move(probe.tops()[0].move, fr))
    second = PreparedTurn(probe.tiles_text(probe.leftover()) + "?EAINRT"[: 7 - len(probe.leftover())])
    probe.close()
    session = training.create_training(tmp_path / "training",
                                       SessionSettings("fr", french_lexicon.identity, rules,
                                                       rack_source=RackSource.PREPARED, prepared=(first, second)),
                                       french_lexicon)
    training.next_turn(session)
    training.submit(session, format_move(session.tops()[0].move, fr))
    training.next_turn(session)
    from duplicate.words.search import all_moves

    rack = session.current_turn.rack
    moves = list(all_moves(session.current_turn.position(fr), french_lexicon))
    plain = next(m for m in moves if m.move.blanks_used == 0 and len(m.move.placed) >= 2)
    lacking = [m for m in moves
               if len(m.move.placed) == 1 and m.move.blanks_used == 1
               and (m.move.placed[0][2] & LETTER_MASK) not in rack.tiles]
    assert lacking, "a one-blank move the rack cannot make in capitals"
    chosen = lacking[0]
    path = session.store.path
    session.close()

    window = _window(qtbot, tmp_path)
    window.open_game(str(path))
    page = window.page
    assert page.mode == "play" and page.session.current_turn.number == 2
    page.reference_edit.setFocus()
    # Caps Lock off: a move the rack makes without its blank reads as capitals
    qtbot.keyClicks(page.reference_edit, format_move(plain.move, fr).lower())
    assert isinstance(page.verdict, ScoredMove) and page.verdict.move == plain.move
    page.reference_edit.clear()
    typed = format_move(chosen.move, fr).lower()
    qtbot.keyClicks(page.reference_edit, typed)
    assert isinstance(page.verdict, ScoredMove) and page.verdict.move == chosen.move
    assert set(page.board._preview) == set(chosen.move.placed)  # the blank shows on the board
    qtbot.keyClick(page.reference_edit, Qt.Key.Key_Return)
    assert page.mode == "results"
    played = page.session.turn(2).entries[training.TABLE]
    assert played.text == format_move(chosen.move, fr) and played.outcome.points == chosen.points
