"""Issue 41, items 5 and 7 in the window: the word tools page (questions answered off the GUI
thread, the words shown sorted for the edition's readers, cards made from a search), the
chart that marks a top found with a hint, the room's top finders sorted for the reader.

Expected words come from the list's text (``test_word_tool._words``); screenshots of the new
and changed screens are written to ``tests/output`` at 1366x768 and 1920x1080.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from duplicate.base.collation import sorted_for
from duplicate.rules.edition import load_edition
from duplicate.rules.notation import format_move
from duplicate.rules.presets import load_preset
from duplicate.session.session import SessionSettings
from duplicate.training import game as training
from duplicate.training import study
from duplicate.training.room import Room, RoomPlayer
from duplicate.training.study import StudyDeck
from duplicate.words.lexicon import load_lexicon
from test_training_app import _window, fr, french_lexicon  # noqa: F401 - fixtures
from test_word_tool import _words
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

OUTPUT = Path(__file__).resolve().parent / "output"
NOW = datetime(2026, 12, 1, 20, 0, tzinfo=timezone.utc)


def _shots(qtbot, widget, name: str) -> None:
    OUTPUT.mkdir(exist_ok=True)
    for width, height in ((1366, 768), (1920, 1080)):
        widget.resize(width, height)
        qtbot.wait(50)
        assert widget.grab().save(str(OUTPUT / f"training41_{name}_{width}x{height}.png"))


def _ask(qtbot, page, kind: str, text: str) -> list[str]:
    page.kind_box.setCurrentIndex(page.kind_box.findData(kind))
    page.query_edit.setText(text)
    qtbot.keyClick(page.query_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: page.worker is None, timeout=60000)
    return [page.results.item(i).text() for i in range(page.results.count())]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_word_tools_answer_in_the_window_and_make_cards(qtbot, tmp_path, language):
    from ui.widgets.language import install_language

    install_language(language)
    try:
        window = _window(qtbot, tmp_path)
        window.study_now = lambda: NOW
        qtbot.keyClick(window.home, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
        page = window.word_tools
        assert page is not None and window.stack.currentWidget() is page
        assert not page.query_edit.isEnabled()  # no list opened yet
        page.use(load_lexicon(load_edition("en")))
        words = _words("en")
        shown = _ask(qtbot, page, "anagrams", "retains")
        assert shown == sorted_for([w for w in words if sorted(w) == sorted("RETAINS")], "en")
        assert page.count_label.text().startswith(f"{len(shown)} ")
        _shots(qtbot, window, f"word_tools_{language}")
        shown = _ask(qtbot, page, "plus_one", "RETAINS")
        assert shown[0] == "+A:" and shown[1:4] == sorted_for(
            [w for w in words if len(w) == 8 and sorted(w) == sorted("RETAINSA")], "en")
        shown = _ask(qtbot, page, "pattern", "*ING")
        assert len(shown) == 1000 and not page.answer.complete
        shown = _ask(qtbot, page, "hooks", "rate")
        assert set(shown) == {w for w in words if len(w) == 5 and (w[1:] == "RATE" or w[:4] == "RATE")}
        _ask(qtbot, page, "pattern", "R1")
        assert page.results.count() == 0 and "1" in page.count_label.text()  # said, not thrown
        # the 40 likeliest racks of seven with a bingo become cards, 25 due a day
        page.settings.setValue("training/per_day", 25)
        _ask(qtbot, page, "pattern", "???????")
        page.card_count_box.setValue(40)
        page.make_cards()
        qtbot.waitUntil(lambda: page.worker is None, timeout=60000)
        deck = StudyDeck.open(window.folder)
        cards = [c for c in deck.cards() if isinstance(c, study.WordCard)]
        assert len(cards) == 40 and [c.rank for c in cards] == list(range(1, 41))
        assert len(deck.due(NOW, limit=None)) == 25
        deck.close()
        _shots(qtbot, window, f"word_tools_cards_{language}")
        # the cards in a round: the letters on tiles, every word typed
        window.close_word_tools()
        study_page = window.show_study()
        qtbot.waitUntil(lambda: study_page.gatherer is None, timeout=30000)
        qtbot.mouseClick(study_page.start_button, Qt.MouseButton.LeftButton)
        current = study_page.round.current
        assert isinstance(current, study.WordCard) and study_page.left_stack.currentIndex() == 1
        _shots(qtbot, window, f"word_card_{language}")
        study_page.answer_edit.setText(" ".join(current.answers[:-1] + ("ZZZZ",)))
        study_page.check()
        assert not study_page.result.right and study_page.overrule_button.isVisible()
        _shots(qtbot, window, f"word_card_missed_{language}")
        study_page.overrule()
        assert study_page.result.right and study_page.result.overruled
    finally:
        install_language("en")


def test_the_word_tools_open_on_the_game_s_word_list(qtbot, tmp_path, french_lexicon):
    from test_training_figures import _choice

    window = _window(qtbot, tmp_path)
    window.start_game(_choice())
    page = window.show_word_tools()
    assert page.tool is not None and page.tool.lexicon.identity == french_lexicon.identity
    assert page.query_edit.isEnabled()


def test_the_chart_marks_a_top_found_with_a_hint_apart(qtbot):
    from ui.training.dialogs import SummaryDialog

    results = tuple(training.TurnResult(turn=n, rack="ABCDEFG", move="H4 X", status="move", score=score, top=20,
                                        top_move="H4 Y", hints=hints)
                    for n, (score, hints) in enumerate([(20, ()), (12, ()), (20, (("top_score", "20"),))], start=1))
    summary = training.TrainingSummary("2026-12-01T20:00:00+00:00", "fr", "ODS", "FISF", 3, 52, 60, 86.67, True,
                                       results=results)
    dialog = SummaryDialog(summary)
    qtbot.addWidget(dialog)
    sets = {s.label(): [s.at(i) for i in range(s.count())] for s in dialog.chart.chart().series()[0].barSets()}
    assert sets["Points lost"] == [0.0, -8.0, 0.0]
    assert [v > 0 for v in sets["Top found"]] == [True, False, False]
    assert [v > 0 for v in sets["Top found with a hint"]] == [False, False, True]  # was painted as found alone
    OUTPUT.mkdir(exist_ok=True)
    dialog.resize(900, 720)
    qtbot.wait(50)
    assert dialog.grab().save(str(OUTPUT / "training41_chart_hints.png"))


def test_the_room_s_top_finders_are_sorted_for_the_reader(qtbot, tmp_path, french_lexicon):
    session = training.create_training(tmp_path / "training", SessionSettings("fr", french_lexicon.identity,
                                                                              load_preset("fisf"), seed=3),
                                       french_lexicon, training.TrainingOptions(tournament=True), clock=FakeClock())
    training.next_turn(session)
    top = session.ranked_moves(500)[0]
    room = Room((top.points,), tuple(RoomPlayer(name, (top.points,), (top.points,), ("H8 X",), ("move",))
                                    for name in ("Zoé", "Élodie", "Ann", "Øystein")))
    from duplicate.training.room import store_room

    store_room(session, room)
    path = session.store.path
    session.close()
    window = _window(qtbot, tmp_path)
    opened = window.open_game(str(path))
    page = window.page
    page.reference_edit.setFocus()
    qtbot.keyClicks(page.reference_edit, format_move(top.move, opened.edition))
    qtbot.keyClick(page.reference_edit, Qt.Key.Key_Return)
    # code points put É and Ø after Z; French readers: Ann, Élodie, Øystein, Zoé
    assert "top found by 4 of 4 in the room: Ann, Élodie, Øystein, Zoé" in page.result_detail.text()
    QApplication.processEvents()
