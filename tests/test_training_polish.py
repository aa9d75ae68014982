"""Training polish: the review's header at the reviewed turn, the app's own names in the
user's language, the player's own row of the ranked list within reach.

The window is driven as a player would (keys and clicks); expected figures are worked out from
the tile count and the moves played, not from the function under test.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from duplicate.records.game_record import read_record
from ui.arbiter.generate_dialog import GenerateGamesDialog
from ui.arbiter.new_session import NewSessionDialog
from duplicate.training import game as training
from ui.training.dialogs import SummaryDialog, TrainingChoice
from ui.widgets.language import install_language
from test_training_app import _window, fr, french_lexicon  # noqa: F401 - fixtures
from test_training_whatif import _choice, _play_by_reference
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

SHOTS = Path("/work/notes/shots")
FRENCH_TILES = 102  # the French set: 100 letters and 2 blanks


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
    window.grab().save(str(SHOTS / "polish-exercise-header-1366x768.png"))
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)
    qtbot.keyClick(page.board, Qt.Key.Key_Escape)  # the review ends: the game's figures again
    assert page.mode == "results"
    assert f"{game_bag} tiles in the bag" in page.bag_label.text()
    assert game_line in page.score_label.text()
    window.close_game()


def test_the_names_the_app_makes_up_are_in_french(qtbot, tmp_path, french_lexicon):
    """A training game's stored title, shown as "racks of ..." when it is replayed, and a
    generated game's title are named in the user's language."""
    install_language("fr")
    try:
        window = _window(qtbot, tmp_path)
        first = window.start_game(_choice(seed=7))
        assert first.settings.title == "Entraînement"
        assert first.store.path.name.startswith("Entraînement 20"), first.store.path.name
        assert window.windowTitle().startswith("Entraînement 20")
        _play_by_reference(qtbot, window.page, first.tops()[0])  # a turn played: a game to replay
        summary = SummaryDialog(training.summarize(first))  # the end-of-game summary's statistics
        qtbot.addWidget(summary)
        assert "Tops trouvés\u00a0: <b>1</b> (coups comptés\u00a0: <b>1</b>)." in summary.play_label.text()
        assert "Scrabbles trouvés" in summary.play_label.text() and "found" not in summary.play_label.text()
        path = str(first.store.path)
        window.close_game()
        replay = TrainingChoice("fr", None, "fisf", 0, None, path, "Moi")
        second = window.start_game(replay)
        shown = window.page.bag_label.text()
        assert "tirages de «\u00a0Entraînement\u00a0»" in shown and "Training" not in shown, shown
        assert second.settings.title == "Entraînement\u00a0: Entraînement"
        window.resize(1366, 768)
        qtbot.wait(50)
        window.grab().save(str(SHOTS / "polish-fr-replay-header-1366x768.png"))
        window.close_game()

        dialog = GenerateGamesDialog("fr", "fisf", None, tmp_path / "games", jobs=1)
        qtbot.addWidget(dialog)
        dialog.games_box.setValue(1)
        dialog.generate_button.click()
        qtbot.waitUntil(lambda: dialog.run is not None and dialog.run.state().finished
                        and not dialog.timer.isActive(), timeout=60_000)
        record = read_record(dialog.games_list.item(0).data(0x0100))
        assert record["settings"]["title"].startswith("Partie générée, graine "), record["settings"]

        new_session = NewSessionDialog()
        qtbot.addWidget(new_session)
        offered = Path(new_session.file_edit.text()).name  # the file the arbiter's new session offers
        assert offered.startswith("Partie 20") and offered.endswith(".duplicate"), offered
    finally:
        install_language("en")


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
    window.grab().save(str(SHOTS / "polish-own-rank-link-1366x768.png"))
    window.close_game()
