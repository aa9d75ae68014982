"""Training that makes a player better (issue 16), driven through the window as a player
would: typing a whole word through the board's letters, reviewing turns, the full ranked
list, "what would I have scored with ...?", tournament conditions and the statistics.

Expected figures come from the engine (the session's search, ``judge``/``check_move``), never
from the widgets under test.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from duplicate.training import game as training
from duplicate.rules.board import Board, Direction
from duplicate.rules.edition import BLANK_FLAG, LETTER_MASK
from duplicate.rules.notation import format_move
from duplicate.rules.checking import ScoredMove
from duplicate.session.session import SessionSettings
from ui.training.dialogs import TrainingChoice
from ui.training.placement import Placement
from test_training_app import _cell, _click_square, _codes, _window, fr, french_lexicon  # noqa: F401 - fixtures
from test_training_whatif import _play_by_reference
from session_helpers import percent_figure
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

SHOTS = Path(__file__).resolve().parent / "output"  # screenshots to look at (not compared)
SHOTS.mkdir(exist_ok=True)
FRENCH_TILES = 102  # the French set: 100 letters and 2 blanks


def _choice(seconds: int = 0, seed: int | None = 7, tournament: bool = False) -> TrainingChoice:
    return TrainingChoice("fr", None, "fisf", seconds, seed, None, "Me", tournament=tournament)


def _type_whole_word(qtbot, page, move) -> None:
    """Click the word's first square (a board tile or not) and type every letter of the word."""
    _click_square(qtbot, page, move.row, move.col)
    if page.model.across != (move.direction is Direction.ACROSS):
        qtbot.keyClick(page.board, Qt.Key.Key_Space)
    new = {(r, c): v for r, c, v in move.placed}
    for square, value in zip(move.squares(), move.word):
        letter = page.edition.letters[value & LETTER_MASK]
        if square in new and value & BLANK_FLAG:
            qtbot.keyClick(page.board, letter, Qt.KeyboardModifier.ShiftModifier)
        else:
            qtbot.keyClick(page.board, letter.lower())


def _play_top_by_reference(qtbot, page) -> None:
    top = page.session.tops()[0]
    page.reference_edit.setFocus()
    qtbot.keyClicks(page.reference_edit, format_move(top.move, page.edition))
    qtbot.keyClick(page.reference_edit, Qt.Key.Key_Return)
    assert page.mode == "results"


# -- 1. typing a word through a board letter -----------------------------------------------------


def test_typing_through_a_board_letter_that_is_also_on_the_rack(fr):
    a, c = fr.letter_code("A"), fr.letter_code("C")
    board = Board().with_tiles([(7, 7, a)])
    model = Placement(fr, board, _codes(fr, "CODAIXE"))
    model.click(7, 4)
    for letter in "CODAI":
        assert model.type_letter(letter) is None
    # C O D on H5-H7, the board's A stepped over, I on H9; the rack's A stays on the rack
    assert [(r, col) for r, col, _ in model.placements()] == [(7, 4), (7, 5), (7, 6), (7, 8)]
    assert a in [code for _, code in model.rack_slots()]
    # a letter that differs from the board tile under the cursor goes to the next free square
    model.clear()
    model.click(7, 7)
    assert model.type_letter("c") is None and model.placements() == [(7, 8, c)]
    # a blank on the board, played as A, is stepped over by typing A
    model = Placement(fr, Board().with_tiles([(7, 7, a | BLANK_FLAG)]), _codes(fr, "CODAIXE"))
    model.click(7, 5)
    for letter in "ODAI":
        model.type_letter(letter)
    assert [(r, col) for r, col, _ in model.placements()] == [(7, 5), (7, 6), (7, 8)]
    # Shift+letter (the rack's blank) on a board tile of that letter steps over it too
    model = Placement(fr, Board().with_tiles([(7, 7, a)]), _codes(fr, "CO?AIXE"))
    model.click(7, 6)
    model.type_letter("D", blank=True)
    model.type_letter("A", blank=True)
    assert model.placements() == [(7, 6, fr.letter_code("D") | BLANK_FLAG)] and model.cursor == (7, 8)
    # at the board's edge: the last board letter typed leaves the cursor on the last square
    board = Board().with_tiles([(7, 14, a)])
    model = Placement(fr, board, _codes(fr, "LAIXEOT"))
    model.click(7, 13)
    assert model.type_letter("l") is None and model.type_letter("a") is None
    assert model.placements() == [(7, 13, fr.letter_code("L"))] and model.cursor == (7, 14)
    assert "edge of the board" in model.type_letter("i")


def test_typing_a_whole_word_through_the_board_in_the_window(qtbot, tmp_path, french_lexicon):
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=3))
    page = window.page
    _play_top_by_reference(qtbot, page)
    qtbot.keyClick(page.board, Qt.Key.Key_Return)  # next turn
    turn = session.current_turn
    rack = set(turn.draw.leftover + turn.draw.new)
    board = turn.board

    def through_rack_letter(scored: ScoredMove) -> bool:
        move = scored.move
        through = [board.at(r, c) for r, c in move.squares() if board.at(r, c)]
        return (move.blanks_used == 0 and any(v & LETTER_MASK in rack and not v & BLANK_FLAG for v in through))

    candidates = [m for m in session.ranked_moves(500) if through_rack_letter(m)]
    assert candidates, "the test game has a move through a board letter also on the rack"
    wanted = candidates[0]
    page.board.setFocus()
    _type_whole_word(qtbot, page, wanted.move)
    assert isinstance(page.verdict, ScoredMove), page.preview_label.text()
    assert set(page.verdict.move.placed) == set(wanted.move.placed)
    assert page.verdict.points == wanted.points
    assert page.reference_edit.text() == format_move(wanted.move, page.edition)
    window.close_game()


# -- 3 and 4. the full ranked list, "what would I have scored with ...?" ---------------------------


def _rows(page) -> list[tuple[str, str, str]]:
    model = page.ranked_table.model()
    return [(_cell(page, r, 0), _cell(page, r, 1), _cell(page, r, 2)) for r in range(model.rowCount())]


def test_full_ranked_list_filter_keys_and_what_if(qtbot, tmp_path, french_lexicon):
    from duplicate.words.search import all_moves

    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=17))
    page = window.page
    edition = page.edition
    turn = session.current_turn
    every = all_moves(turn.position(edition), french_lexicon, session.rules.move_rules)
    assert len(every) > training.RANK_DEPTH  # a rich rack: the default list is not every move
    weak = next(m for m in reversed(every) if m.move.blanks_used == 0)
    page.reference_edit.setFocus()
    qtbot.keyClicks(page.reference_edit, format_move(weak.move, edition))
    qtbot.keyClick(page.reference_edit, Qt.Key.Key_Return)
    assert page.mode == "results"

    # the first 20 distinct scores (as far as the 500 best reach), every tie of the last one
    # (never cut in a tie), then the player's move
    scores = sorted({m.points for m in every}, reverse=True)
    cut = max(scores[min(19, len(scores) - 1)], every[training.RANK_DEPTH - 1].points)
    shown = [m for m in every if m.points >= cut]
    rows = _rows(page)
    assert len(rows) == len(shown) + 1
    assert [int(p) for _, p, _ in rows[:-1]] == [m.points for m in shown]
    assert rows[-1][2] == format_move(weak.move, edition) and page.own_row() == len(rows) - 1
    assert rows[-1][0] == "…"  # below the moves searched for the default list: rank not known yet
    for rank, points, _ in rows[:-1]:
        assert int(rank) == 1 + sum(1 for m in every if m.points > int(points))

    # "Show all": every legal move, counted, the player's move at its exact rank
    qtbot.mouseClick(page.results.ranked.all_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.ranked_table.model().rowCount() == len(every), timeout=20000)
    assert f"{len(every):,}" in page.results.ranked.count_label.text()
    own = page.own_row()
    exact = 1 + sum(1 for m in every if m.points > weak.points)
    assert _cell(page, own, 0) == str(exact) and f"your move ranks {exact}" in page.result_detail.text()

    # filtered by points, by word, by square
    filter_edit = page.results.ranked.filter_edit
    filter_edit.setFocus()
    qtbot.keyClicks(filter_edit, str(every[3].points))
    assert {p for _, p, _ in _rows(page)} == {str(every[3].points)}
    assert len(_rows(page)) == sum(1 for m in every if m.points == every[3].points)
    filter_edit.clear()
    word = every[0].move.word_text(edition)[:3]
    qtbot.keyClicks(filter_edit, word.lower())
    expected = [m for m in every if word in m.move.word_text(edition).upper()]
    assert len(_rows(page)) == len(expected) and all(word in text.upper() for _, _, text in _rows(page))
    filter_edit.clear()

    # the keyboard walks the list; each move shows on the board of the turn
    table = page.ranked_table
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualRect(table.model().index(0, 2)).center())
    assert table.currentIndex().row() == 0
    qtbot.keyClick(page.ranked_table, Qt.Key.Key_Down)
    qtbot.keyClick(page.ranked_table, Qt.Key.Key_Down)
    current = page.ranked_table.currentIndex().row()
    assert current == 2
    assert set(page.board._preview) == set(every[2].move.placed)

    # what would I have scored with ...? a legal move: its score and rank; an illegal one: why
    other = every[5]
    field = page.results.what_if_edit
    assert field.text() == format_move(every[2].move, edition)  # the field follows the move shown
    field.setFocus()
    field.clear()
    qtbot.keyClicks(field, format_move(other.move, edition))
    qtbot.keyClick(field, Qt.Key.Key_Return)
    text = page.results.what_if_label.text()
    assert f"<b>{other.points}</b>" in text
    assert f"rank {1 + sum(1 for m in every if m.points > other.points)}" in text
    assert set(page.board._preview) == set(other.move.placed)
    field.clear()
    qtbot.keyClicks(field, "H8 ZZZ")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert "not a legal move" in page.results.what_if_label.text()
    for width, height in ((1366, 768), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(50)
        window.grab().save(str(SHOTS / f"training_full_list_{width}x{height}.png"))
    window.close_game()


# -- 6. confirm before ending a game early -----------------------------------------------------------


def test_ctrl_e_asks_before_ending_the_game(qtbot, tmp_path, french_lexicon, dialogs, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=3))
    page = window.page
    from ui.widgets import questions

    answers = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(questions, "message_box", lambda *a, **k: (dialogs.append((a[1], a[3])), answers[0])[1])
    page.board.setFocus()
    qtbot.keyClick(page.board, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert dialogs and "End this game now?" in dialogs[-1][1]
    assert page.mode == "play" and session.phase is not training.Phase.OVER  # "No": the game goes on
    answers[0] = QMessageBox.StandardButton.Yes
    qtbot.keyClick(page.board, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert len(dialogs) == 2 and page.mode == "over" and session.phase is training.Phase.OVER
    window.close_game()


# -- 2. any turn can be reviewed, and replayed as an exercise ----------------------------------------


def test_review_turns_during_and_after_a_game_and_replay_one(qtbot, tmp_path, french_lexicon, dialogs):
    clock = FakeClock()
    window = _window(qtbot, tmp_path, clock)
    session = window.start_game(_choice(seconds=120, seed=3))
    page = window.page
    _play_top_by_reference(qtbot, page)
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    _play_top_by_reference(qtbot, page)
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    assert page.mode == "play" and session.current_turn.number == 3
    # a tile placed on turn 3, then turn 1 reviewed from the game so far
    page.board.setFocus()
    _click_square(qtbot, page, 0, 0)
    qtbot.mouseClick(page.rack, Qt.MouseButton.LeftButton, pos=page.rack.tile_rect(0).center().toPoint())
    placed = page.model.placements()
    assert len(placed) == 1
    history = page.history_table
    row_of_turn_1 = next(r for r in range(history.rowCount()) if history.item(r, 0).text() == "1")
    rect = history.visualRect(history.model().index(row_of_turn_1, 1))
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.mode == "review" and page.shown_turn == 1 and page.review_bar.isVisible()
    turn1 = session.turn(1)
    assert page.board.highlight == {(r, c) for r, c, _ in turn1.committed.move.placed}
    assert page.own_row() is not None  # the player's move in the ranked list of turn 1
    assert not page.review_bar.exercise_button.isEnabled()  # turn 3's clock is running
    qtbot.keyClick(page.board, Qt.Key.Key_PageDown)
    assert page.shown_turn == 2
    for width, height in ((1366, 768), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(50)
        window.grab().save(str(SHOTS / f"training_review_{width}x{height}.png"))
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)  # back to turn 3, the tile still placed
    assert page.mode == "play" and session.current_turn.number == 3 and page.model.placements() == placed
    assert set(page.board._preview) == set(placed)

    # the game ends (confirmed); its turns stay reviewable and one is replayed as an exercise
    qtbot.keyClick(page.board, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert page.mode == "over" and page.review_bar.isVisible() and page.shown_turn == 2
    assert not page.review_bar.back_button.isVisible()
    qtbot.keyClick(page.board, Qt.Key.Key_PageUp)
    assert page.shown_turn == 1
    summary_before = training.summarize(session)
    actions_before = len(session.store.actions())
    qtbot.keyClick(page.board, Qt.Key.Key_F6)
    assert page.mode == "exercise" and page.timer.text() == "2:00"
    assert page.rack.text() == session.tiles_text(turn1.draw.leftover + turn1.draw.new)
    assert page.board.board == turn1.board  # the board as it was before turn 1
    weaker = next(m for m in session.ranked_moves(50, turn_number=1)
                  if m.points < turn1.committed.points and m.move.blanks_used == 0)
    page.reference_edit.setFocus()
    qtbot.keyClicks(page.reference_edit, format_move(weaker.move, page.edition))
    clock.now += 30
    qtbot.waitUntil(lambda: page.timer.text() == "1:30", timeout=3000)
    qtbot.keyClick(page.reference_edit, Qt.Key.Key_Return)
    assert page.mode == "over" and page.shown_turn == 1
    text = page.results.what_if_label.text()
    every = session.ranked_moves(500, turn_number=1)
    assert "Exercise" in text and f"<b>{weaker.points}</b>" in text
    assert f"rank {1 + sum(1 for m in every if m.points > weaker.points)}" in text
    assert training.summarize(session) == summary_before and len(session.store.actions()) == actions_before

    # the summary's rows open their turn
    dialog = window.show_summary()
    table = dialog.table
    rect = table.visualRect(table.model().index(1, 2))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.shown_turn == 2 and page.mode == "over"
    window.close_game()

    # a finished game opens from the history in the same review view
    history_dialog = window.show_history()
    table = history_dialog.table
    table.selectRow(0)
    assert history_dialog.resume_button.isEnabled()
    qtbot.mouseClick(history_dialog.resume_button, Qt.MouseButton.LeftButton)
    page = window.page
    assert page is not None and page.mode == "over" and page.review_bar.isVisible()
    assert page.shown_turn == 2
    window.close_game()


# -- 5. tournament conditions ---------------------------------------------------------------------------


def test_tournament_conditions_blind_placement_illegal_scores_zero_written_score(qtbot, tmp_path, french_lexicon):
    from itertools import permutations

    from duplicate.base.errors import DuplicateError
    from duplicate.rules.checking import check_move
    from duplicate.session.standings import compute_standings

    clock = FakeClock()
    window = _window(qtbot, tmp_path, clock)
    session = window.start_game(_choice(seconds=120, seed=3, tournament=True))
    page = window.page
    edition = page.edition
    assert training.training_options(session).tournament
    assert not page.play.hints.isVisible() and page.play.written_edit.isVisible()
    qtbot.keyClick(page.board, Qt.Key.Key_F2)  # no hints in a competition
    assert session.current_turn.hints == ()

    # turn 1: an illegal word typed on the board; nothing says it is illegal, nor its score
    turn = session.current_turn
    rack = session.tiles_text(turn.draw.leftover + turn.draw.new).replace("?", "")
    position = turn.position(edition)

    def illegal(word: str) -> bool:
        try:
            check_move(position, f"H8 {word}", french_lexicon, session.rules.move_rules)
        except DuplicateError:
            return True
        return False

    word = next("".join(p) for p in permutations(rack, 3) if illegal("".join(p)))
    _click_square(qtbot, page, 7, 7)
    for letter in word:
        qtbot.keyClick(page.board, letter.lower())
    preview = page.preview_label.text()
    assert word in preview and "points" not in preview and "legal" not in preview
    assert page.submit_button.isEnabled()
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    assert page.mode == "results"
    cell = compute_standings(session).rows[0].cells[0]
    assert cell.status == "invalid" and cell.score == 0  # accepted, and scores 0 as an arbiter rules
    assert page.figure_labels["score"].text() == "0" and "not valid" in page.results.result_heading.text()

    # turn 2: the top with a wrong written score: a warning, as in the preset
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    top = session.tops()[0]
    page.reference_edit.setFocus()
    qtbot.keyClicks(page.reference_edit, format_move(top.move, edition))
    assert "points" not in page.preview_label.text()
    page.play.written_edit.setFocus()
    qtbot.keyClicks(page.play.written_edit, str(top.points + 1))
    for width, height in ((1366, 768), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(50)
        window.grab().save(str(SHOTS / f"training_tournament_{width}x{height}.png"))
    qtbot.keyClick(page.play.written_edit, Qt.Key.Key_Return)
    assert page.mode == "results"
    row = compute_standings(session).rows[0]
    assert row.cells[1].warnings == 1 and session.rules.wrong_score_warning
    summary = training.summarize(session)
    assert summary.results[1].warnings == 1 and summary.tournament
    assert "a warning" in page.result_detail.text()
    window.close_game()


# -- 7. statistics that mean something --------------------------------------------------------------


def _played_game(folder: Path, fr, lexicon, preset: str, seed: int, picks: list[int]):
    """A game played to its end by the engine alone: ``picks[i]`` is the rank of the move of turn i."""
    from duplicate.rules.presets import load_preset

    session = training.create_training(folder,
                                       SessionSettings(fr.code, lexicon.identity, load_preset(preset), seed=seed),
                                       lexicon)
    for pick in picks:
        training.next_turn(session)
        ranked = session.ranked_moves(50)
        training.submit(session, format_move(ranked[min(pick, len(ranked) - 1)].move, fr))
    training.end_training(session, "practice")  # not the player's early end: counts as played out
    summary = training.summarize(session)
    session.close()
    return summary


def test_history_statistics_filters_and_games_ended_early(qtbot, tmp_path, fr, french_lexicon, dialogs):
    from duplicate.training import stats as training_stats
    from duplicate.words.search import all_moves

    folder = tmp_path / "training"
    club = _played_game(folder, fr, french_lexicon, "fisf", 2, [3, 0, 1])
    home = _played_game(folder, fr, french_lexicon, "home", 11, [0, 2])
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=10))
    _play_top_by_reference(qtbot, window.page)
    qtbot.keyClick(window.page.board, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)  # confirmed: early
    early = training.summarize(session)
    # the bingo flags against an independent full search of each turn
    for result in early.results:
        turn = session.turn(result.turn)
        every = all_moves(turn.position(fr), french_lexicon, session.rules.move_rules)
        assert result.bingo_possible == any(m.move.is_bingo for m in every)
    window.close_game()
    assert early.ended_early and not early.completed and club.completed

    dialog = window.show_history()
    states = [dialog.table.item(r, 8).text() for r in range(dialog.table.rowCount())]
    assert states == ["ended early", "finished", "finished"]  # newest first
    counted = dialog.figures_row.itemAt(0).widget().findChild(QLabel, "value")
    average = dialog.figures_row.itemAt(1).widget().findChild(QLabel, "value")
    assert counted.text() == "2" and average.text() == f"{_mean_figure(club, home)}%"
    tops = sum(1 for s in (club, home) for r in s.results if r.score >= r.top)
    turns = len(club.results) + len(home.results)
    assert f"Tops found: <b>{tops}</b> without a hint, <b>0</b> with hints (turns counted: <b>{turns}</b>)" \
        in dialog.play_label.text()
    lost = sum(r.top - r.score for s in (club, home) for r in s.results)
    figures = [int(x) for x in re.findall(r"<b>(\d+)</b>", dialog.play_label.text().split("<br>")[1])]
    assert sum(figures) == lost  # every point lost is of one kind
    qtbot.mouseClick(dialog.early_check, Qt.MouseButton.LeftButton)
    assert counted is not None and dialog.figures_row.itemAt(0).widget().findChild(QLabel, "value").text() == "3"
    # filtered by preset: only the game under the home rules
    rules = dialog.filter_boxes["rules"]
    rules.setCurrentIndex(rules.findData(home.rules))
    assert dialog.table.rowCount() == 1 and dialog.table.item(0, 6).text() == percent_figure(home.total, home.top_total)
    assert [e.edition for e in dialog.stats.editions] == ["fr"] and dialog.stats.editions[0].games == 1
    for width, height in ((1366, 768), (1920, 1080)):
        rules.setCurrentIndex(0)
        dialog.resize(min(width, 1200), height - 60)
        qtbot.wait(50)
        dialog.grab().save(str(SHOTS / f"training_statistics_{width}x{height}.png"))
    assert training_stats.progress_points(training_stats.training_history(folder)) == [
        (club.created, club.percent), (home.created, home.percent)]
    dialog.close()


# -- 8. the rack: leftover and new tiles apart; a rejected draw announced --------------------------------


def test_rack_shows_leftover_apart_and_a_rejected_draw_is_announced(qtbot, tmp_path, french_lexicon):
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=1))
    page = window.page
    racks_with_leftover = 0
    while session.current_turn.draw.rejected == ():
        assert not page.play.draw_note.isVisible()
        _play_top_by_reference(qtbot, page)
        qtbot.keyClick(page.board, Qt.Key.Key_Return)
        turn = session.current_turn
        kept = len(turn.draw.leftover)
        if 0 < kept < len(turn.draw.rack) and not turn.draw.rejected:
            rack = page.rack
            # the leftover first, then a gap, then the new tiles
            assert rack.text() == session.tiles_text(turn.draw.leftover) + session.tiles_text(turn.draw.new)
            before, after, first = rack.tile_rect(kept - 1), rack.tile_rect(kept), rack.tile_rect(0)
            assert after.left() - before.right() > 0.3 * first.width()
            image = rack.grab().toImage()
            old = image.pixelColor(int(before.left() + before.width() * 0.15), int(before.top() + before.height() * 0.2))
            new = image.pixelColor(int(after.left() + after.width() * 0.15), int(after.top() + after.height() * 0.2))
            racks_with_leftover += 1
            assert abs(old.red() - new.red()) + abs(old.green() - new.green()) + abs(old.blue() - new.blue()) > 40
    assert racks_with_leftover > 0
    # the turn whose first draw was put back: said at once, above the rack
    turn = session.current_turn
    assert turn.number == 7 and page.play.draw_note.isVisible()
    note = page.play.draw_note.text()
    assert all(session.tiles_text(rejected) in note for rejected in turn.draw.rejected)
    assert window.statusBar().currentMessage() == note
    window.close_game()


# -- 9. the small ones -----------------------------------------------------------------------------------


def test_small_ones_time_up_on_board_errors_cleared_premiums_hints_minus_help(qtbot, tmp_path, french_lexicon):
    from duplicate.rules.board import PREMIUMS, SIZE

    clock = FakeClock()
    window = _window(qtbot, tmp_path, clock)
    session = window.start_game(_choice(seconds=60, seed=3))
    page = window.page
    # the turn-1 help uses the room the game so far will take: every key is listed
    assert "F1 lists every key" in page.play.help_label.text() and not page.play.game_so_far.isVisible()
    # a hint, then the top: "Top found" says how many hints were used
    qtbot.keyClick(page.board, Qt.Key.Key_F3)
    top = session.tops()[0]
    # an illegal try leaves an error in the status bar; a legal move clears it
    page.reference_edit.setFocus()
    qtbot.keyClicks(page.reference_edit, "H8 ZZ")
    qtbot.keyClick(page.reference_edit, Qt.Key.Key_Return)
    assert window.statusBar().currentMessage() != ""
    page.reference_edit.clear()
    qtbot.keyClicks(page.reference_edit, format_move(top.move, page.edition))
    assert window.statusBar().currentMessage() == ""
    # the score breakdown names the premium squares the move uses
    kinds = {PREMIUMS[r * SIZE + c] for r, c, _ in top.move.placed} - {"."}
    preview = page.preview_label.text()
    for kind, text in (("d", "on 2L"), ("t", "on 3L"), ("D", "×2 word"), ("T", "×3 word")):
        assert (text in preview) == (kind in kinds)
    qtbot.keyClick(page.reference_edit, Qt.Key.Key_Return)
    assert "Top found, with 1 hint." in page.results.result_heading.text()
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    assert "F1 lists every key" not in page.play.help_label.text() and page.play.game_so_far.isVisible()
    # time up: said on the board, not only in the status bar; gone at the next turn
    clock.now += 61
    qtbot.waitUntil(lambda: page.mode == "results", timeout=3000)
    assert page.board.banner.startswith("Time is up")
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    assert page.mode == "play" and page.board.banner == ""
    # the chart's scale is written with a true minus sign
    window.end_game()
    dialog = window.summary_dialog
    axis = dialog.chart.chart().axes(Qt.Orientation.Vertical)[0]
    labels = axis.categoriesLabels()
    assert any(label.startswith("\u2212") for label in labels) and not any("-" in label for label in labels)
    dialog.close()
    window.close_game()


def test_a_what_if_typed_with_markup_is_shown_as_text(qtbot, tmp_path, french_lexicon):
    """What the player types goes into rich-text labels: '<' is shown, never read as markup."""
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=17))
    page = window.page
    top = session.ranked_moves(1)[0]
    page.reference_edit.setFocus()
    qtbot.keyClicks(page.reference_edit, format_move(top.move, page.edition))
    qtbot.keyClick(page.reference_edit, Qt.Key.Key_Return)
    assert page.mode == "results"
    field = page.results.what_if_edit
    field.setFocus()
    field.clear()
    qtbot.keyClicks(field, "H8 <i>ZZ")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    text = page.results.what_if_label.text()
    assert "&lt;i&gt;ZZ" in text and "<i>" not in text
    window.close_game()


def _score_line(total: int, tops: int) -> str:
    return f"Score <b>{total}</b> of <b>{tops}</b>"


def test_the_review_header_shows_the_bag_and_score_of_the_reviewed_turn(qtbot, tmp_path, french_lexicon):
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=7))
    page = window.page
    top1 = session.tops()[0]
    _play_by_reference(qtbot, page, top1)
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    weaker = next(m for m in session.ranked_moves(50) if m.points < session.tops()[0].points)
    top2 = session.tops()[0]
    _play_by_reference(qtbot, page, weaker)
    assert page.mode == "results" and page.shown_turn == 2
    game_bag = sum(session.bag().values())
    game_line = _score_line(top1.points + weaker.points, top1.points + top2.points)
    assert game_line in page.score_label.text()

    qtbot.keyClick(page.board, Qt.Key.Key_PageUp)
    assert page.mode == "review" and page.shown_turn == 1
    assert f"{FRENCH_TILES - 7} tiles in the bag" in page.bag_label.text()
    assert _score_line(top1.points, top1.points) in page.score_label.text()

    qtbot.keyClick(page.board, Qt.Key.Key_F6)  # replayed as an exercise: the figures before it
    assert page.mode == "exercise"
    assert "No turn played yet" in page.score_label.text()
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    assert page.mode == "review" and page.shown_turn == 1

    qtbot.keyClick(page.board, Qt.Key.Key_PageDown)
    assert page.shown_turn == 2
    assert f"{FRENCH_TILES - len(top1.move.placed) - 7} tiles in the bag" in page.bag_label.text()
    assert game_line in page.score_label.text()
    qtbot.keyClick(page.board, Qt.Key.Key_F6)
    assert _score_line(top1.points, top1.points) in page.score_label.text()
    window.resize(1366, 768)
    qtbot.wait(50)
    window.grab().save(str(SHOTS / "training_exercise_header_1366x768.png"))
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)  # the review ends: the game's figures again
    assert page.mode == "results"
    assert f"{game_bag} tiles in the bag" in page.bag_label.text()
    assert game_line in page.score_label.text()
    window.close_game()


def _in_view(table, row: int) -> bool:
    rect = table.visualRect(table.model().index(row, 0))
    return rect.isValid() and table.viewport().rect().intersects(rect)


def test_the_players_rank_in_the_summary_jumps_to_their_row(qtbot, tmp_path, french_lexicon):
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=7))
    page = window.page
    window.resize(1366, 768)
    moves = session.ranked_moves(500)
    low = moves[len(moves) // 2]  # a move far down the list, below what the view shows
    _play_by_reference(qtbot, page, low)
    assert page.mode == "results"
    table = page.ranked_table
    own = page.own_row()
    assert own is not None and own > 20
    assert _in_view(table, 0) and not _in_view(table, own)  # the list opens on the tops
    detail = page.results.result_detail
    assert "href='#own'" in detail.text()
    detail.linkActivated.emit("#own")  # what a click on "your move ranks N" sends
    assert _in_view(table, own) and table.currentIndex().row() == own
    assert set(page.board._preview) == set(low.move.placed)  # and on the board before the turn
    qtbot.wait(50)
    window.grab().save(str(SHOTS / "training_own_rank_link_1366x768.png"))
    window.close_game()


def _mean_figure(*summaries) -> str:
    """The average of the games' percentages, recomputed independently and rounded once."""
    from fractions import Fraction

    mean = sum((Fraction(100 * s.total, s.top_total) for s in summaries), Fraction(0)) / len(summaries)
    return percent_figure(mean.numerator, 100 * mean.denominator)
