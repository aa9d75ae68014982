"""Issue 41, items 1, 5 and 7: study cards that never give the answer, cards from word-list
searches, and the study page's small defects.

Games are played on the real French list; the expected cards and words are recomputed here
from the session's full ranking, the list's text and the test's own combinatorics. What the
page shows is scanned as a reader sees it: every label, button, field, tooltip, list and
table cell of the window.
"""

from __future__ import annotations

import csv
import io
import itertools
import re
from collections import Counter
from datetime import datetime, timedelta, timezone
from math import comb
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QLineEdit, QListWidget, QTableWidget, QWidget

from duplicate.records.sheet import DECIMAL_COMMA
from duplicate.rules.notation import format_move
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from duplicate.training import game as training
from duplicate.training import study
from duplicate.training.study import StudyCard, StudyDeck, StudyRound, WordCard, judge
from duplicate.words.word_tool import WordTool
from test_training_app import _window, fr, french_lexicon  # noqa: F401 - fixtures
from test_word_tool import _words
from test_word_tools_app import _shots
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

OUTPUT = Path(__file__).resolve().parent / "output"
NOW = datetime(2026, 12, 1, 20, 0, tzinfo=timezone.utc)


def _game_with_the_top_word_elsewhere(folder: Path, lexicon) -> tuple[Path, dict]:
    """A training game whose first turns are played as a player who finds the top's word but
    puts it elsewhere (fewer points), or, where the turn has no such move, finds the top after
    the F3 hint, or plays the lowest move listed. Returns the file and, per turn, what was
    played and the top's moves."""
    for seed in range(1, 60):
        session = training.create_training(folder, SessionSettings("fr", lexicon.identity, load_preset("fisf"),
                                                                   seed=seed), lexicon, clock=FakeClock())
        turns: dict[int, dict] = {}
        elsewhere = hinted = low = False
        for _ in range(6):
            turn = training.next_turn(session)
            if turn is None:
                break
            ranked = session.ranked_moves(500)
            top = ranked[0]
            other = next((m for m in ranked if m.move.word == top.move.word and m.points < top.points), None)
            if other is not None and not elsewhere:
                move, elsewhere, kind = other, True, "elsewhere"
            elif not hinted:
                training.ask_hint(session, training.HINT_TOP_SCORE)
                move, hinted, kind = top, True, "hinted"
            elif not low:
                move, low, kind = ranked[-1], True, "low"  # below the sub-top: a card for each
            else:
                move, kind = top, "top"
            training.submit(session, format_move(move.move, session.edition))
            tops = [format_move(m.move, session.edition) for m in ranked if m.points == top.points]
            turns[turn.number] = {"kind": kind, "played": format_move(move.move, session.edition), "tops": tops,
                                  "word": move.move.word_text(session.edition).upper()}
        path = Path(session.store.path)
        session.close()
        if elsewhere and hinted and low:
            return path, turns
        path.unlink()
    raise AssertionError("no seed gives a turn whose top's word can be played elsewhere")


@pytest.fixture(scope="module")
def played(tmp_path_factory, french_lexicon):
    folder = tmp_path_factory.mktemp("study-cards") / "training"
    path, turns = _game_with_the_top_word_elsewhere(folder, french_lexicon)
    return folder, path, turns


def _fresh(played, tmp_path: Path) -> Path:
    """A copy of the played game's folder without its study file (each test its own deck)."""
    import shutil

    folder = tmp_path / "training"
    folder.mkdir(parents=True)
    shutil.copy(played[1], folder / played[1].name)
    return folder


def _study_page(qtbot, folder: Path):
    """The training window on ``folder``, its study page open, the games read."""
    window = _window(qtbot, folder.parent)
    window.study_now = lambda: NOW
    page = window.show_study()
    qtbot.waitUntil(lambda: page.gatherer is None, timeout=30000)
    return window, page


def _deck(folder: Path) -> StudyDeck:
    deck = StudyDeck.open(folder, timezone.utc)
    deck.gather(folder, lambda p: Session.open(p, read_only=True))
    return deck


def test_the_word_played_elsewhere_asks_for_its_square_and_a_hinted_top_is_found_again(played, tmp_path):
    _, _, turns = played
    folder = _fresh(played, tmp_path)
    deck = _deck(folder)
    cards = {(c.turn, c.level): c for c in deck.cards()}
    elsewhere = next(n for n, t in turns.items() if t["kind"] == "elsewhere")
    card = cards[(elsewhere, study.TOP)]
    assert card.played == turns[elsewhere]["played"] and card.played_word == turns[elsewhere]["word"]
    assert card.played not in card.answers and turns[elsewhere]["word"] in card.words
    assert judge(card, turns[elsewhere]["word"].lower()) == study.GIVE_THE_SQUARE  # was accepted: the card's answer
    assert judge(card, card.played) == study.WRONG  # the move played: not the top
    assert judge(card, card.answers[0]) == study.RIGHT  # its square with the word
    hinted = next(n for n, t in turns.items() if t["kind"] == "hinted")
    card = cards[(hinted, study.TOP)]
    assert card.played_is_answer and judge(card, turns[hinted]["word"]) == study.RIGHT
    # a sub-top card: the top typed (word or move) is said to be the top, not judged
    sub = next(c for c in deck.cards() if c.level == study.SUB_TOP and not c.played_is_answer)
    top_move = turns[sub.turn]["tops"][0]
    assert judge(sub, top_move) == study.IS_THE_TOP
    assert judge(sub, top_move.partition(" ")[2]) == study.IS_THE_TOP
    rounds = StudyRound(deck, NOW)
    while rounds.current is not None and rounds.current.key != sub.key:
        rounds.answer("", NOW)
    before = len(deck.store.answers())
    result = rounds.answer(top_move, NOW)
    assert not result.saved and rounds.current.key == sub.key and len(deck.store.answers()) == before
    deck.close()


def test_a_card_written_before_it_kept_the_top_still_says_the_top(played, tmp_path):
    _, _, turns = played
    folder = _fresh(played, tmp_path / "copy")
    deck = _deck(folder)
    sub = next(c for c in deck.cards() if c.level == study.SUB_TOP)
    old = StudyCard.from_json(sub.to_json().replace('"tops": [', '"old_tops": ['))  # as format 1 wrote it
    assert old.tops == ()
    deck.close()
    other = StudyDeck.open(tmp_path, timezone.utc)
    from duplicate.storage.study_store import StoredCard

    top = next((c for c in _deck(folder).cards() if c.level == study.TOP and c.turn == sub.turn), None)
    rows = [StoredCard(old.key, old.lexicon, old.to_json())] + ([StoredCard(top.key, top.lexicon, top.to_json())]
                                                                if top is not None else [])
    other.store.add_game(old.game, "x", old.turn, rows)
    mended = next(c for c in other.cards() if c.key == old.key)
    assert judge(mended, turns[sub.turn]["tops"][0]) == study.IS_THE_TOP
    other.close()


def _texts(window: QWidget) -> list[str]:
    """Every text a reader can see or hear on the window: labels, buttons, fields, tooltips,
    accessible names, lists, combo boxes and table cells."""
    texts = [window.windowTitle()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        texts += [widget.toolTip(), widget.accessibleName()]
        if isinstance(widget, QLabel):
            texts.append(widget.text())
        elif isinstance(widget, QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
        elif isinstance(widget, QTableWidget):
            texts += [widget.item(r, c).text() for r in range(widget.rowCount()) for c in range(widget.columnCount())
                      if widget.item(r, c) is not None]
    return texts


def _shown_words(window: QWidget) -> set[str]:
    return {token.upper() for text in _texts(window) for token in re.findall(r"\w+", text)}


def test_no_answer_is_on_the_page_before_it_is_given(qtbot, tmp_path, played):
    _, _, turns = played
    folder = _fresh(played, tmp_path)
    window, page = _study_page(qtbot, folder)
    cards = page.deck.cards()
    secret = {w for c in cards for w in c.words if len(w) > 2} | {t["word"] for t in turns.values()}
    assert secret and not secret & _shown_words(window)  # the overview: counts, not words
    assert re.fullmatch(r"\d+ words?", page.cards_table.item(0, 3).text())
    _shots(qtbot, window, "study_overview")
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    seen = 0
    while page.round is not None and page.result is None:
        current = page.round.current
        if current.played_word and not current.played_is_answer and seen < 99:
            _shots(qtbot, window, "study_card_own_move")
            seen += 100
        secret = {w for w in current.words if len(w) > 2} | {current.played_word} - {""}
        assert not secret & _shown_words(window), current.key
        if current.played_word and not current.played_is_answer:
            assert "Not the move you played" in page.source_label.text()
        seen += 1
        page.answer_edit.setText(current.words[0] if not current.played_word or current.played_is_answer
                                 else current.answers[0])
        page.check()
        qtbot.keyClick(page.answer_edit, Qt.Key.Key_Return)
    assert seen % 100 == len(cards)


def test_the_sub_top_card_says_the_top_was_typed_and_asks_again(qtbot, tmp_path, played):
    _, _, turns = played
    folder = _fresh(played, tmp_path)
    window, page = _study_page(qtbot, folder)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    while page.round.current.level != study.SUB_TOP:
        page.check(give_up=True)
        page.next_card()
    current = page.round.current
    page.answer_edit.setText(turns[current.turn]["tops"][0].partition(" ")[2].lower())
    page.check()
    assert page.result is None and page.round.current is current and "That is the top" in page.verdict_label.text()
    assert page.deck.store.answers(current.key) == []


# -- item 5: cards from a search of the word list -------------------------------------------------------


def _ways(edition, letters: str) -> int:
    """Draws of a full bag holding these letters (a blank for any of them): for each letter,
    how many of its own tiles are drawn, the rest being blanks."""
    need = Counter(letters)
    total = 0
    for real in itertools.product(*(range(k + 1) for k in need.values())):
        blanks = sum(need.values()) - sum(real)
        if blanks <= edition.blanks:
            ways = comb(edition.blanks, blanks)
            for (letter, _), count in zip(need.items(), real):
                ways *= comb(edition.counts[edition.letter_code(letter)], count)
            total += ways
    return total


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_500_likeliest_racks_of_seven_with_a_bingo(code):
    from duplicate.rules.edition import load_edition
    from duplicate.words.lexicon import load_lexicon

    edition = load_edition(code)
    tool = WordTool(load_lexicon(edition))
    found = tool.matching("???????", limit=None)
    cards = study.word_cards(tool, found.words, study.ANAGRAMS, 500, "???????")
    order = {letter: i for i, letter in enumerate(edition.letters)}
    racks: dict[str, list[str]] = {}
    for word in _words(code):
        if len(word) == 7:
            racks.setdefault("".join(sorted(word, key=order.__getitem__)), []).append(word)
    expected = sorted(racks, key=lambda rack: (-_ways(edition, rack), [order[c] for c in rack]))[:500]
    assert [c.question for c in cards] == expected
    assert [c.answers for c in cards] == [tuple(racks[rack]) for rack in expected]
    assert [c.rank for c in cards] == list(range(1, 501)) and all(c.kind == study.ANAGRAMS for c in cards)
    assert [c.ways for c in cards] == [_ways(edition, rack) for rack in expected]
    assert cards[0].ways >= cards[-1].ways > 0


def test_word_cards_are_spread_over_the_days_asked_and_overruled(tmp_path):
    from duplicate.rules.edition import load_edition
    from duplicate.words.lexicon import load_lexicon

    tool = WordTool(load_lexicon(load_edition("en")))
    cards = study.word_cards(tool, tool.matching("???????", limit=None).words, study.ANAGRAMS, 120, "???????")
    deck = StudyDeck.open(tmp_path, timezone.utc)
    assert deck.add_word_cards(cards, NOW, per_day=50) == 120
    assert deck.add_word_cards(cards, NOW, per_day=50) == 0  # kept as they are
    day = timedelta(days=1)
    assert [len(deck.due(NOW + n * day, limit=None)) for n in range(3)] == [50, 100, 120]
    assert [c.key for c in deck.due(NOW, limit=None)] == [c.key for c in cards[:50]]  # likeliest first
    # a round of 7: the words of the card, any order and case; one typo counted right by the player
    rounds = StudyRound(deck, NOW, size=7)
    assert rounds.asked == 7
    first = rounds.current
    assert rounds.answer(" ".join(reversed(first.answers)).lower(), NOW).right
    second = rounds.current
    typo = " ".join(second.answers[:-1] + (second.answers[-1] + "X",))
    wrong = rounds.answer(typo, NOW)
    assert not wrong.right and wrong.missing == (second.answers[-1],) and wrong.extra == (second.answers[-1] + "X",)
    assert rounds.queue[-1].key == second.key  # would come back at the end of the round
    counted = rounds.overrule(NOW)
    assert counted.right and counted.overruled and counted.schedule.box == 1 and counted.schedule.due == "2026-12-02"
    assert rounds.queue[-1].key != second.key and (rounds.right, rounds.wrong) == (2, 0)
    assert deck.store.answers(second.key) == [(second.key, "2026-12-01T20:00:00+00:00", typo, True)]
    assert deck.store.overruled() == [2]
    # a backlog: 70 left due today are spread, 30 a day, the most overdue first
    later = NOW + 3 * day
    due = deck.due(later, limit=None)
    assert deck.spread(later, per_day=30) == len(due) - 30
    assert [c.key for c in deck.due(later, limit=None)] == [c.key for c in due[:30]]
    assert len(deck.due(later + day, limit=None)) == 60 and len(deck.due(later + 4 * day, limit=None)) == len(due)
    deck.close()


# -- item 7: the study page's small defects -----------------------------------------------------------


def test_the_study_csv_names_the_list_in_french_and_a_rack_drawn_again_is_its_tiles(qtbot, tmp_path, played):
    from ui.widgets.language import install_language

    folder = _fresh(played, tmp_path / "copy")
    deck = _deck(folder)
    card = deck.cards()[0]
    redrawn = StudyCard.from_json(card.to_json().replace(f'"rack": "{card.rack}"', '"rack": "-ILFCNES"'))
    other = StudyDeck.open(tmp_path, timezone.utc)
    from duplicate.storage.study_store import StoredCard

    other.store.add_game("x", "x", 1, [StoredCard(redrawn.key, redrawn.lexicon, redrawn.to_json())])
    install_language("fr")
    try:
        from ui.training.study_page import study_words

        text = study.study_csv(other, study_words(), DECIMAL_COMMA)
    finally:
        install_language("en")
    rows = list(csv.reader(io.StringIO(text), delimiter=";"))
    assert rows[1][0] == "liste par défaut (fr)"  # was "French default (fr)"
    assert rows[1][1] == "ILFCNES"  # was "'-ILFCNES" in a spreadsheet
    deck.close()
    other.close()


def test_the_start_button_counts_the_cards_due_when_the_page_is_left_open_overnight(qtbot, tmp_path):
    from ui.training.study_page import StudyPage

    deck = StudyDeck.open(tmp_path)
    deck.add_word_cards([WordCard(study.ANAGRAMS, "en", "TWL", f"{'A' * (n + 2)}", ("AA",)) for n in range(47)],
                        NOW, per_day=500)
    for card in deck.due(NOW, limit=None):
        deck.answer(card, "AA", NOW)
    deck.close()
    clock = [NOW]
    page = StudyPage(tmp_path, lambda: clock[0])
    qtbot.addWidget(page)
    page.show()
    assert not page.start_button.isEnabled() and "(0 cards due)" in page.start_button.text()
    clock[0] = NOW + timedelta(days=2)  # the next morning, the page still open
    page.refresh_timer.setInterval(20)
    page.size_box.setValue(30)
    qtbot.waitUntil(lambda: "(30 cards due)" in page.start_button.text(), timeout=3000)
    assert page.start_button.isEnabled()
    page.size_box.setValue(60)
    assert "(47 cards due)" in page.start_button.text()
    page.leave()
