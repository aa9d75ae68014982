"""Training review, the rest of issue 16: "what would I have scored with ...?" by placing tiles
on the board before a turn, the board before the turn with your move and the top on it, an
exercise with hints and a written score, and the points lost on premium squares (letter and
word premiums alike).

The window is driven as a player would (clicks on squares, letters typed, rack tiles clicked
and dragged); expected figures come from the engine's search or are worked out by hand.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from conftest import position
from duplicate.training import game as training
from duplicate.rules.edition import BLANK, BLANK_FLAG, LETTER_MASK
from duplicate.base.errors import DuplicateError
from duplicate.rules.notation import format_move
from duplicate.rules.premiums import missed_premium, premium_points
from duplicate.rules.checking import check_move, judge, move_from_placements
from duplicate.rules.scoring import BINGO_BONUS
from duplicate.words.search import all_moves
from duplicate.session.session import SessionSettings
from duplicate.training.game import TurnResult
from duplicate.training.stats import (
    LOST_BINGO, LOST_INVALID, LOST_NO_MOVE, LOST_OTHER, LOST_PENALTY, LOST_PREMIUM, losses, play_stats,
)
from ui.training.dialogs import TrainingChoice
from ui.widgets.engine_text import message_text
from test_training_app import _cell, _click_square, _window, fr, french_lexicon  # noqa: F401 - fixtures
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

SHOTS = Path(__file__).resolve().parent / "output"  # screenshots to look at (not compared)
SHOTS.mkdir(exist_ok=True)


def _choice(seed: int, tournament: bool = False, seconds: int = 0) -> TrainingChoice:
    return TrainingChoice("fr", None, "fisf", seconds, seed, None, "Me", tournament=tournament)


def _play_by_reference(qtbot, page, scored) -> None:
    page.reference_edit.setFocus()
    qtbot.keyClicks(page.reference_edit, format_move(scored.move, page.edition))
    qtbot.keyClick(page.reference_edit, Qt.Key.Key_Return)


def _type_on_board(qtbot, page, scored) -> None:
    """Click the move's first new square, set the direction, type its new tiles (Shift: blank)."""
    before = page.results.before
    row, col, _ = scored.move.placed[0]
    _click_square(qtbot, page, row, col)
    if before.model.across != (scored.move.direction.name == "ACROSS"):
        qtbot.keyClick(page.board, Qt.Key.Key_Space)
    assert before.model.cursor == (row, col)
    for _, _, value in scored.move.placed:
        letter = page.edition.letters[value & LETTER_MASK]
        if value & BLANK_FLAG:
            qtbot.keyClick(page.board, letter, Qt.KeyboardModifier.ShiftModifier)
        else:
            qtbot.keyClick(page.board, letter.lower())


def _drop_from_review_rack(page, slot: int, row: int, col: int) -> None:
    mime = page.results.before.rack.mime_for(slot)
    point = page.board.square_rect(row, col).center()
    enter = QDragEnterEvent(point.toPoint(), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(page.board, enter)
    drop = QDropEvent(QPointF(point), Qt.DropAction.MoveAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(page.board, drop)


def _rows(page) -> list[tuple[str, str, str, str]]:
    model = page.ranked_table.model()
    return [tuple(_cell(page, r, c) for c in range(4)) for r in range(model.rowCount())]


# -- 1. what would I have scored with ... placed on the board ------------------------------------------


def test_what_if_by_placing_tiles_on_the_board_before_the_turn(qtbot, tmp_path, french_lexicon):
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=20))  # turn 1 rack ?AUSRNE: a blank, 1,186 moves
    page = window.page
    edition = page.edition
    every = all_moves(session.turn(1).position(edition), french_lexicon, session.rules.move_rules)
    _play_by_reference(qtbot, page, every[0])
    assert page.mode == "results"
    turn = session.turn(1)
    before = page.results.before
    assert page.board.board == turn.board.with_tiles(turn.committed.move.placed)  # after the turn

    # a legal move below the default list, typed on the board: its score, and a row of its own
    # at the list's end (its exact rank is not known until every move is listed)
    listed = {frozenset(row.scored.move.placed) for row in page.results.ranked.moves()}
    low = next(m for m in every if frozenset(m.move.placed) not in listed and m.points < every[0].points - 20)
    _type_on_board(qtbot, page, low)  # the first click switches to the board before the turn
    assert before.before and page.board.board == turn.board
    text = page.results.what_if_label.text()
    assert f"<b>{low.points}</b>" in text and "below the 500 best" in text, text
    assert page.results.what_if_edit.text() == format_move(low.move, edition)
    rows = _rows(page)
    probe = [i for i, row in enumerate(rows) if "what if" in row[3]]
    assert len(probe) == 1 and rows[probe[0]][:3] == ("…", str(low.points), format_move(low.move, edition))
    shown = [int(p) for _, p, _, _ in rows]
    assert shown == sorted(shown, reverse=True)  # at its place among the others
    assert page.ranked_table.currentIndex().row() == probe[0]
    # every move listed: the same move placed again shows its exact rank, on its own row
    qtbot.mouseClick(page.results.ranked.all_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.ranked_table.model().rowCount() == len(every), timeout=20000)
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    _type_on_board(qtbot, page, low)
    rank = 1 + sum(1 for m in every if m.points > low.points)
    assert f"rank {rank}" in page.results.what_if_label.text()
    current = _rows(page)[page.ranked_table.currentIndex().row()]
    assert current[:3] == (str(rank), str(low.points), format_move(low.move, edition))
    assert not any("what if" in row[3] for row in _rows(page))
    for width, height in ((1366, 768), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(50)
        window.grab().save(str(SHOTS / f"train16-whatif-placed-{width}x{height}.png"))

    # an illegal placement: the engine's reason, and no row for it
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    assert before.placements() == [] and page.results.what_if_label.text() == ""
    letters = [code for _, code in before.model.rack_slots() if code != BLANK][:2]
    _click_square(qtbot, page, 0, 0)
    for code in letters:
        qtbot.keyClick(page.board, edition.letters[code].lower())
    try:
        judge(turn.position(edition), move_from_placements(turn.board, before.placements(), edition),
              french_lexicon, session.rules.move_rules)
        raise AssertionError("two tiles in a corner on the first move are not legal")
    except DuplicateError as exc:
        reason = message_text(exc)
    assert "not a legal move" in page.results.what_if_label.text() and reason in page.results.what_if_label.text()

    # a blank: the rack's blank clicked, then dragged tiles, then its letter typed
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    with_blank = next(m for m in every if m.move.blanks_used == 1 and len(m.move.placed) <= 4)
    for row, col, value in with_blank.move.placed:
        code = BLANK if value & BLANK_FLAG else value
        slot = next(s for s, c in before.model.rack_slots() if c == code)
        _drop_from_review_rack(page, slot, row, col)
        if value & BLANK_FLAG:
            assert "letter the blank stands for" in page.results.what_if_label.text()
            qtbot.keyClick(page.board, edition.letters[value & LETTER_MASK].lower())
    assert set(before.placements()) == set(with_blank.move.placed)
    text = page.results.what_if_label.text()
    blank_rank = 1 + sum(1 for m in every if m.points > with_blank.points)
    assert f"<b>{with_blank.points}</b>" in text and f"rank {blank_rank}" in text, text

    # a rack tile clicked goes to the cursor, as in play
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    _click_square(qtbot, page, 7, 7)
    slot, code = before.model.rack_slots()[0]
    index = next(i for i, (s, _) in enumerate(before.rack._tiles) if s == slot)
    qtbot.mouseClick(before.rack, Qt.MouseButton.LeftButton, pos=before.rack.tile_rect(index).center().toPoint())
    assert before.placements() and before.placements()[0][:2] == (7, 7)
    window.close_game()


# -- 3. the board before the turn, your move and the top on it ---------------------------------------


def review_turn_2_of_seed_7(qtbot, tmp_path):
    """Seed 7: the top of turn 1 played, a weaker move on turn 2, then turn 2 reviewed by a
    click on its row of the game so far. Returns the window, the session and that weaker move."""
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=7))
    page = window.page
    _play_by_reference(qtbot, page, session.tops()[0])
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    weaker = next(m for m in session.ranked_moves(50) if m.points < session.tops()[0].points)
    _play_by_reference(qtbot, page, weaker)
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    assert page.mode == "play" and session.current_turn.number == 3
    history = page.history_table
    row_of_turn_2 = next(r for r in range(history.rowCount()) if history.item(r, 0).text() == "2")
    rect = history.visualRect(history.model().index(row_of_turn_2, 1))
    qtbot.mouseClick(history.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert page.mode == "review" and page.shown_turn == 2
    return window, session, weaker


def test_review_shows_the_board_before_the_turn_with_your_move_and_the_top(qtbot, tmp_path, french_lexicon):
    window, session, weaker = review_turn_2_of_seed_7(qtbot, tmp_path)
    page = window.page
    turn = session.turn(2)
    before = page.results.before
    top = turn.committed
    assert page.board.board == turn.board.with_tiles(top.move.placed)

    qtbot.mouseClick(before.before_button, Qt.MouseButton.LeftButton)
    assert page.board.board == turn.board and page.board._preview == ()
    assert before.rack.isVisible()
    assert sorted(before.rack.text()) == sorted(session.tiles_text(turn.draw.leftover + turn.draw.new))
    qtbot.mouseClick(before.own_button, Qt.MouseButton.LeftButton)
    assert page.board.board == turn.board and set(page.board._preview) == set(weaker.move.placed)
    assert f"<b>{weaker.points}</b>" in page.results.what_if_label.text()
    assert _rows(page)[page.ranked_table.currentIndex().row()][2] == format_move(weaker.move, page.edition)
    qtbot.mouseClick(before.top_button, Qt.MouseButton.LeftButton)
    assert page.board.board == turn.board and set(page.board._preview) == set(top.move.placed)
    assert "rank 1" in page.results.what_if_label.text()
    # a whole word typed through a letter already on the board, as in play
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    through = next(m for m in session.ranked_moves(200, turn_number=2)
                   if any(turn.board.at(r, c) for r, c in m.move.squares()) and m.move.blanks_used == 0)
    first_row, first_col = through.move.squares()[0]
    _click_square(qtbot, page, first_row, first_col)
    if before.model.across != (through.move.direction.name == "ACROSS"):
        qtbot.keyClick(page.board, Qt.Key.Key_Space)
    for value in through.move.word:
        qtbot.keyClick(page.board, page.edition.letters[value & LETTER_MASK].lower())
    assert set(before.placements()) == set(through.move.placed)
    assert f"<b>{through.points}</b>" in page.results.what_if_label.text()
    # a row of the list puts its move on the board before the turn too
    page.ranked_table.selectRow(3)
    assert set(page.board._preview) == set(page.results.ranked.moves()[3].scored.move.placed)
    assert page.board.board == turn.board
    for width, height in ((1366, 768), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(50)
        window.grab().save(str(SHOTS / f"train16-board-before-{width}x{height}.png"))
    qtbot.mouseClick(before.after_button, Qt.MouseButton.LeftButton)
    assert page.board.board == turn.board.with_tiles(top.move.placed) and page.board._preview == ()
    assert not before.rack.isVisible()
    # Esc goes back to the game, whose move is built on its own board again
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    assert page.mode == "play" and page.board.board == session.current_turn.board
    assert page.board._preview == ()
    kept = page.results.before.placements()
    _click_square(qtbot, page, 7, 7)
    assert page.model.cursor == (7, 7) and page.results.before.placements() == kept  # the game's, not the review's
    window.close_game()


# -- 4. an exercise has hints and a written score, like a real turn ----------------------------------


def test_exercise_hints_like_play_and_not_recorded(qtbot, tmp_path, french_lexicon):
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=13))
    page = window.page
    _play_by_reference(qtbot, page, session.tops()[0])
    qtbot.keyClick(page.board, Qt.Key.Key_F6)
    assert page.mode == "exercise" and page.play.hints.isVisible()
    assert "not recorded" in page.play.hints.title.text()
    assert all(b.isEnabled() for b in page.hint_buttons.values())
    hints_before = [a.kind for a in session.store.actions()].count("hint")
    top = session.turn(1).committed
    page.hint_buttons[training.HINT_TOP_SCORE].click()
    page.hint_buttons[training.HINT_BINGO].click()
    assert f"The top scores {top.points}" in page.hint_label.text()
    for width, height in ((1366, 768), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(50)
        window.grab().save(str(SHOTS / f"train16-exercise-hints-{width}x{height}.png"))
    bingo = any(m.move.is_bingo for m in session.ranked_moves(500, turn_number=1))
    assert ("There is a bingo" if bingo else "There is no bingo") in page.hint_label.text()
    assert not page.hint_buttons[training.HINT_TOP_SCORE].isEnabled()
    assert [a.kind for a in session.store.actions()].count("hint") == hints_before  # never recorded
    weaker = next(m for m in session.ranked_moves(50, turn_number=1) if m.points < top.points)
    _play_by_reference(qtbot, page, weaker)
    text = page.results.what_if_label.text()
    assert "Exercise (not counted)" in text and f"<b>{weaker.points}</b>" in text
    assert "Hints used:" in text and f"The top scores {top.points}" in text
    assert set(page.board._preview) == set(weaker.move.placed) and page.board.board == session.turn(1).board
    assert training.summarize(session).hints_used == 0
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)  # the exercise's tiles off the board before the turn
    assert page.results.before.placements() == [] and page.mode == "review"
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)  # back to the results; the next turn's hints are recorded
    assert page.mode == "results"
    qtbot.keyClick(page.board, Qt.Key.Key_Return)
    assert page.mode == "play" and "each one is recorded" in page.play.hints.title.text()
    window.close_game()


def test_exercise_in_competition_asks_the_written_score_and_warns(qtbot, tmp_path, french_lexicon):
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(seed=13, tournament=True))
    page = window.page
    assert session.rules.wrong_score_warning
    _play_by_reference(qtbot, page, session.tops()[0])
    weaker = next(m for m in session.ranked_moves(50, turn_number=1) if m.points < session.tops(1)[0].points)
    for written, expected in ((weaker.points + 2, "a warning"), (weaker.points, "right")):
        qtbot.keyClick(page.board, Qt.Key.Key_F6)
        assert page.mode == "exercise" and page.play.written_edit.isVisible()
        assert not page.play.hints.isVisible() and page.ask_hint(training.HINT_TOP_SCORE) is None
        page.reference_edit.setFocus()
        qtbot.keyClicks(page.reference_edit, format_move(weaker.move, page.edition))
        assert "points" not in page.preview_label.text()  # no live score in a competition
        page.play.written_edit.setFocus()
        qtbot.keyClicks(page.play.written_edit, str(written))
        qtbot.keyClick(page.play.written_edit, Qt.Key.Key_Return)
        text = page.results.what_if_label.text()
        assert "Exercise (not counted)" in text and f"Written score {written}" in text and expected in text, text
        window.resize(1366, 768)
        qtbot.wait(50)
        window.grab().save(str(SHOTS / f"train16-exercise-written-{expected.replace(' ', '-')}-1366x768.png"))
    assert training.summarize(session).results[0].warnings == 0  # the game's turn is untouched
    window.close_game()


# -- 2. missed premium: letter and word premiums ----------------------------------------------------------


def test_premium_points_worked_out_by_hand(english):
    empty = position(english, "ZOOTSQU")
    # 8D ZOOTS: Z on the double letter D8 (20), O O T 3, S on the centre's double word:
    # (20 + 3 + 1) x 2 = 48; the letters alone are 10 + 1 + 1 + 1 + 1 = 14: 34 from premiums
    wide = check_move(empty, "8D ZOOTS", None)
    assert wide.points == 48 and premium_points(empty.board, wide, english) == 34
    # 8E ZOOTS: no letter premium, T on the centre: 14 x 2 = 28, 14 from the word premium
    narrow = check_move(empty, "8E ZOOTS", None)
    assert narrow.points == 28 and premium_points(empty.board, narrow, english) == 14
    # both used a word premium (the old count said nothing was missed); the 20 points lost are
    # the Z doubled on D8, then doubled again by the word
    assert missed_premium(48 - 28, 34, 14) == 20
    # a cross-word: QUEEN on 8D-8H, then 9G XA: X on the double letter I7 (row 9, column G)
    # makes XA (16 + 1) and EX (1 + 16); NA has no premium: 8 + 8 = 16 premium points
    board = position(english, "XAEIOU", (7, 3, "across", "QUEEN"))
    cross = check_move(board, "9G XA", None)
    assert cross.points == 17 + 17 + 2 and premium_points(board.board, cross, english) == 16
    # never more than the points lost, never negative
    assert missed_premium(5, 30, 10) == 5 and missed_premium(10, 10, 30) == 0


def _result(score: int, top: int, top_premium: int | None, own_premium: int | None, **flags) -> TurnResult:
    return TurnResult(1, "", "X", flags.get("status", "move"), score, top, "Y", (), flags.get("bingo_possible", False),
                      flags.get("played_bingo", False), flags.get("top_word", True), flags.get("own_word", True),
                      0, top_premium, own_premium, flags.get("penalty", 0))


@pytest.mark.parametrize("result, expected", [
    (_result(28, 48, 34, 14), {LOST_PREMIUM: 20, LOST_OTHER: 0}),  # the ZOOTS turn above
    (_result(30, 40, 20, 15), {LOST_PREMIUM: 5, LOST_OTHER: 5}),  # 10 lost, 5 of them on premiums
    (_result(30, 40, 10, 25), {LOST_PREMIUM: 0, LOST_OTHER: 10}),  # own move used premiums better
    (_result(20, 80, 30, 5, bingo_possible=True), {LOST_BINGO: 60}),  # a missed bingo takes it all
    (_result(40, 40, 30, 5), {}),  # the top found: nothing lost
    (_result(28, 48, None, None), {LOST_OTHER: 20}),  # an older summary: word premiums only
    (_result(28, 48, None, None, own_word=False), {LOST_PREMIUM: 20}),
    # issue 25: an invalid move or no move loses the whole top under its own cause, never as a
    # missed bingo or premium; a warning penalty is its own kind, on top of the move's loss
    (_result(0, 32, 8, 0, status="invalid", bingo_possible=True), {LOST_INVALID: 32}),
    (_result(0, 42, 31, 0, status="no_move"), {LOST_NO_MOVE: 42}),
    (_result(45, 48, 20, 20, penalty=5), {LOST_OTHER: 3, LOST_PENALTY: 5}),
    (_result(48, 48, 20, 20, penalty=5), {LOST_PENALTY: 5}),
])
def test_points_lost_by_kind(result, expected):
    lost = losses(result)
    assert {k: v for k, v in lost.items() if v} == {k: v for k, v in expected.items() if v}
    assert sum(lost.values()) == max(0, -result.deviation)


def test_stored_premium_points_of_a_real_game(qtbot, tmp_path, fr, french_lexicon):
    from duplicate.rules.presets import load_preset
    from ui.training.dialogs import play_stats_text

    session = training.create_training(tmp_path,
                                       SessionSettings(fr.code, french_lexicon.identity, load_preset("fisf"), seed=11),
                                       french_lexicon)
    picks = []
    for pick in (3, 0, 7):
        training.next_turn(session)
        move = session.ranked_moves(20)[pick]
        picks.append(move)
        training.submit(session, format_move(move.move, fr))
    summary = training.store_summary(session)
    stored = training.TrainingSummary.from_dict(session.store.settings()[training.SUMMARY_KEY])
    assert stored.results == summary.results

    def by_hand(scored) -> int:  # the words' points as scored, less their letters' face values
        plain = sum(fr.value(fr.letter_code(ch.upper()) | (BLANK_FLAG if ch.islower() else 0))
                    for word in scored.score.words for ch in word.word)
        return scored.points - (BINGO_BONUS if scored.score.bingo else 0) - plain

    for result, own in zip(summary.results, picks):
        top = session.turn(result.turn).committed
        assert result.top_premium_points == by_hand(top)
        assert result.played_premium_points == by_hand(own)
    stats = play_stats(summary.results)
    assert sum(stats.lost_by(k) for k in (LOST_BINGO, LOST_PREMIUM, LOST_OTHER)) == -summary.deviation
    shown = play_stats_text(stats)  # what the summary and the history show
    assert f"<b>{stats.lost_by(LOST_PREMIUM)}</b> on premium squares (letter and word)" in shown
    session.close()


@pytest.mark.parametrize("value", ["12", 1.5, True, -1, [3]])
def test_stored_premium_points_are_read_strictly(value):
    from duplicate.base.inputs import InputError

    data = _result(28, 48, 34, 14).to_dict()
    assert TurnResult.from_dict(data) == _result(28, 48, 34, 14)
    data["top_premium_points"] = value
    with pytest.raises(InputError, match="top_premium_points"):
        TurnResult.from_dict(data)
