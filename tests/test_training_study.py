"""Issue 25, items 12 and 13: the words you missed, to study (spaced repetition over every game
of the training folder), and the summary printable (PDF) with the history's figures as CSV.

The expected cards are worked out here from a full enumeration of each turn's legal moves
(``all_moves``, not the session's ranked search the study code uses): the top, and the
sub-top as the best move of another word. The schedule's days are the issue's Leitner boxes
(1, 2, 4, 8, 16 days). The study round and the exports are driven through the real window.
"""

from __future__ import annotations

import csv
import io
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from duplicate.base.errors import DuplicateError
from duplicate.records.sheet import DECIMAL_COMMA
from duplicate.rules.notation import format_move
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from duplicate.storage.study_store import StudyFileError, StudyStore
from duplicate.training import game as training
from duplicate.training import stats, study
from duplicate.training.study import StudyDeck, StudyRound
from duplicate.words.search import all_moves
from test_training_app import _window, fr, french_lexicon  # noqa: F401 - fixtures
from test_training_figures import _choice, _club_night, _hand_in
from session_helpers import percent_figure
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

OUTPUT = Path(__file__).resolve().parent / "output"
NOW = datetime(2026, 12, 1, 20, 0, tzinfo=timezone.utc)


def _levels(session: Session, turn: int) -> tuple[int, set[str], int | None, set[str]]:
    """The top's points and words, the sub-top's (best move of another word) points and
    words, from every legal move of the turn."""
    edition = session.edition
    every = sorted(all_moves(session.turn(turn).position(edition), session.lexicon, session.rules.move_rules),
                   key=lambda m: -m.points)
    top = every[0].points
    top_words = {m.move.word for m in every if m.points == top}
    others = [m for m in every if m.move.word not in top_words]
    sub = others[0].points if others else None
    return (top, {m.move.word_text(edition).upper() for m in every if m.points == top},
            sub, {m.move.word_text(edition).upper() for m in others if m.points == sub})


def _game(folder: Path, lexicon, seed: int, plays: list[str]) -> tuple[Path, list[tuple[int, int, int | None]]]:
    """A training game whose turns are played as ``plays`` says: "pass", "low" (the lowest
    listed move), "top", "hinted" (the top after the F3 hint). Returns the file and, per
    turn, (the player's points, the top, the sub-top)."""
    session = training.create_training(folder, SessionSettings(lexicon.edition.code, lexicon.identity,
                                                               load_preset("fisf"), seed=seed),
                                       lexicon, clock=FakeClock())
    played = []
    for kind in plays:
        turn = training.next_turn(session)
        assert turn is not None
        ranked = session.ranked_moves(500)
        if kind == "hinted":
            training.ask_hint(session, training.HINT_TOP_SCORE)
        move = None if kind == "pass" else ranked[-1] if kind == "low" else ranked[0]
        training.submit(session, format_move(move.move, session.edition) if move else None)
        top, _, sub, _ = _levels(session, turn.number)
        played.append((move.points if move else 0, top, sub))
    path = Path(session.store.path)
    session.close()
    return path, played


def _open(path: Path) -> Session:
    return Session.open(path, read_only=True)


# -- 12: the cards, the schedule, the file ----------------------------------------------------------


def test_the_missed_tops_and_sub_tops_of_every_game_become_cards(tmp_path, french_lexicon):
    folder = tmp_path / "training"
    path, played = _game(folder, french_lexicon, 11, ["pass", "low", "top", "hinted"])
    deck = StudyDeck.open(folder)
    opened = []
    added, problems = deck.gather(folder, lambda p: opened.append(p) or _open(p))
    assert problems == [] and opened == [path]
    cards = {(c.turn, c.level): c for c in deck.cards()}
    session = _open(path)
    expected = set()
    for turn, (points, top, _sub) in enumerate(played, start=1):
        top_points, top_words, sub_points, sub_words = _levels(session, turn)
        hinted = turn == 4
        if points < top or hinted:
            expected.add((turn, study.TOP))
            card = cards[(turn, study.TOP)]
            assert card.points == top_points and set(card.words) == top_words
        if sub_points is not None and points < sub_points:
            expected.add((turn, study.SUB_TOP))
            card = cards[(turn, study.SUB_TOP)]
            assert card.points == sub_points and set(card.words) == sub_words
    session.close()
    # turn 1 (passed) and 2 (the lowest move) give both; turn 3 (the top) none; turn 4 the top only
    assert (1, study.TOP) in expected and (1, study.SUB_TOP) in expected and (2, study.TOP) in expected
    assert not any(turn == 3 for turn, _ in expected) and (4, study.SUB_TOP) not in expected
    assert set(cards) == expected and added == len(expected)
    # the card holds the board before the turn and its rack: the position of that turn
    session = _open(path)
    edition, board, rack = cards[(2, study.TOP)].board_and_rack()
    assert board == session.turn(2).board and sorted(rack.tiles) == sorted(session.turn(2).rack.tiles)
    session.close()
    # gathered again: nothing new, no game opened
    opened.clear()
    assert deck.gather(folder, lambda p: opened.append(p) or _open(p)) == (0, []) and opened == []
    deck.close()


def test_a_word_found_moves_up_the_leitner_boxes_and_a_word_missed_comes_back_soon(tmp_path, french_lexicon):
    folder = tmp_path / "training"
    _game(folder, french_lexicon, 11, ["pass"])
    deck = StudyDeck.open(folder, timezone.utc)
    deck.gather(folder, _open)
    card = next(c for c in deck.cards() if c.level == study.TOP)
    assert deck.due(NOW, limit=None)[0] == card  # new: due at once
    now = NOW
    # right answers: asked again 1, 2, 4, 8, 16 days later, from that day's midnight, then learned
    for days in (1, 2, 4, 8, 16):
        result = deck.answer(card, card.words[0].lower(), now)  # the word, in any case
        assert result.right
        day = now.date() + timedelta(days=days)
        assert result.schedule.due == day.isoformat()
        midnight = datetime(day.year, day.month, day.day, tzinfo=timezone.utc)
        assert card not in deck.due(midnight - timedelta(seconds=1), limit=None)
        assert card in deck.due(midnight, limit=None)
        now = midnight + timedelta(hours=20)
    result = deck.answer(card, f"{card.answers[0]}", now)  # the move with its square is right too
    assert result.right and result.schedule.box == study.LEARNED
    assert card not in deck.due(now + timedelta(days=400), limit=None)
    # a wrong answer: back to the first box, due at once
    other = next(c for c in deck.cards() if c.level == study.SUB_TOP)
    deck.answer(other, other.words[0], now)
    wrong = deck.answer(other, "ZZZZ", now + timedelta(days=1))
    assert not wrong.right and wrong.schedule.box == 1 and other in deck.due(now + timedelta(days=1), limit=None)
    found = deck.answer(other, other.words[0], now + timedelta(days=1, minutes=2))  # found just after: box 1 again
    assert found.schedule.box == 1
    assert found.schedule.due == (now + timedelta(days=2)).date().isoformat()
    wrong = deck.answer(other, "ZZZZ", now + timedelta(days=1))
    progress = deck.progress(now + timedelta(days=1))
    assert [(p.cards, p.learned, p.due, p.new) for p in progress] == [(2, 1, 1, 0)]
    deck.close()


def test_every_answer_is_in_the_file_when_it_is_judged(tmp_path, french_lexicon):
    folder = tmp_path / "training"
    _game(folder, french_lexicon, 12, ["pass", "pass"])
    deck = StudyDeck.open(folder, timezone.utc)
    deck.gather(folder, _open)
    rounds = StudyRound(deck, NOW)
    first = rounds.current
    result = rounds.answer("NOTAWORD", NOW)
    # another connection (another process could be it) reads the answer and the schedule now
    db = sqlite3.connect(study.study_path(folder))
    assert db.execute("SELECT key, text, correct FROM answers").fetchall() == [(first.key, "NOTAWORD", 0)]
    assert db.execute("SELECT box, due FROM schedule WHERE key = ?", (first.key,)).fetchone() == (1, NOW.date().isoformat())
    db.close()
    assert not result.right and rounds.queue[-1] == first  # missed: asked again at the end of the round
    count = len(deck.cards())
    deck.close()
    # a damaged card (edited by hand, half written by another program) is left out, never a crash
    db = sqlite3.connect(study.study_path(folder))
    db.execute("UPDATE cards SET data = '{\"game\": 3' WHERE key = ?", (first.key,))
    db.commit()
    db.close()
    deck = StudyDeck.open(folder)
    assert len(deck.cards()) == count - 1 and deck.skipped == 1
    assert all(c.key != first.key for c in deck.due(NOW, limit=None))
    deck.close()
    # a file that is not ours is refused, never written
    foreign = tmp_path / "study.sqlite"
    other = sqlite3.connect(foreign)
    other.execute("CREATE TABLE notes (x)")
    other.commit()
    other.close()
    before = foreign.read_bytes()
    with pytest.raises(StudyFileError):
        StudyStore.open(foreign)
    assert foreign.read_bytes() == before


def test_the_list_exports_as_text_and_as_csv_in_the_spreadsheet_convention(tmp_path, french_lexicon):
    folder = tmp_path / "training"
    _game(folder, french_lexicon, 13, ["pass", "low"])
    deck = StudyDeck.open(folder)
    deck.gather(folder, _open)
    cards = deck.cards()
    text = study.study_text(deck)
    for card in cards:
        assert f"{card.rack}" in text and " ".join(card.words) in text
    rows = list(csv.reader(io.StringIO(study.study_csv(deck, style=DECIMAL_COMMA)), delimiter=";"))
    assert rows[0] == list(study.STUDY_HEADERS) and len(rows) == len(cards) + 1
    assert sorted((r[1], int(r[3])) for r in rows[1:]) == sorted((c.rack, c.points) for c in cards)
    deck.close()


# -- 12 through the window: a whole study round ------------------------------------------------------


def _shot(widget, name: str, size=(1366, 768)) -> Path:
    OUTPUT.mkdir(exist_ok=True)
    widget.resize(*size)
    QApplication.processEvents()
    path = OUTPUT / f"training25_{name}.png"
    assert widget.grab().save(str(path))
    return path


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_study_round_through_the_window(qtbot, tmp_path, french_lexicon, language):
    from ui.widgets.language import install_language

    folder = tmp_path / "training"
    _game(folder, french_lexicon, 11, ["pass", "low", "top"])
    install_language(language)
    try:
        window = _window(qtbot, tmp_path)
        window.study_now = lambda: NOW
        qtbot.keyClick(window.home, Qt.Key.Key_F9)
        page = window.study
        assert page is not None and window.stack.currentWidget() is page
        qtbot.waitUntil(lambda: page.gatherer is None, timeout=30000)
        table = page.progress_table
        cards = page.deck.cards()
        assert table.rowCount() == 1 and int(table.item(0, 2).text()) == len(cards) == int(table.item(0, 3).text())
        if language == "en":
            _shot(window, "study_overview_en")
        # a round started and left with Esc: back to the progress, nothing answered
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
        assert page.round is not None and page.stack.currentIndex() == 1
        qtbot.keyClick(page.answer_edit, Qt.Key.Key_Escape)
        assert page.round is None and page.stack.currentIndex() == 0 and page.deck.store.answers() == []
        qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
        assert page.round is not None
        asked, shots = [], 0
        while page.round is not None:
            current = page.round.current
            edition, board, rack = current.board_and_rack()
            assert page.board.board == board and sorted(page.rack._new) == sorted(rack.tiles)
            # the tops are found (typed as a player types them), the sub-tops missed once
            again = current.key in {c.key for c in asked}
            typed = current.words[0].lower() if current.level == study.TOP or again else "zzz"
            page.answer_edit.setFocus()
            qtbot.keyClicks(page.answer_edit, typed)
            if shots == 0:
                _shot(window, f"study_card_{language}")
            qtbot.keyClick(page.answer_edit, Qt.Key.Key_Return)
            assert page.result is not None and page.result.right == (typed != "zzz")
            if shots == 0:
                _shot(window, f"study_answer_{language}")
                shots += 1
            asked.append(current)
            qtbot.keyClick(page.answer_edit, Qt.Key.Key_Return)
        assert page.stack.currentIndex() == 0  # the round over: back to the progress
        subs = [c for c in cards if c.level == study.SUB_TOP]
        assert len(asked) == len(cards) + len(subs)  # each missed sub-top came back once
        # the file holds every answer; nothing is due now, every card in box 1
        deck = StudyDeck.open(folder)
        assert len(deck.store.answers()) == len(asked)
        assert {s.box for s in deck.store.schedules().values()} == {1}
        deck.close()
        assert int(table.item(0, 3).text()) == 0  # every card found in the end: due tomorrow
        _shot(window, f"study_done_{language}")
        # exports
        target = tmp_path / "words.csv"
        assert page.export("csv", str(target)) == str(target)
        delimiter = ";" if language == "fr" else ","
        rows = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8-sig")), delimiter=delimiter))
        assert len(rows) == len(cards) + 1
        window.close_study()
        assert window.stack.currentWidget() is window.home
    finally:
        install_language("en")


# -- 13: the summary printable, the history's figures as CSV ------------------------------------------


def _pdf(path: Path) -> tuple[int, str, object]:
    from PySide6.QtCore import QSize
    from PySide6.QtPdf import QPdfDocument

    document = QPdfDocument()
    document.load(str(path))
    count = document.pageCount()
    text = document.getAllText(0).text()
    image = document.render(0, QSize(1240, 1754))
    document.close()
    return count, text, image


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_summary_of_a_replayed_club_game_prints_on_one_a4_page(qtbot, tmp_path, french_lexicon, monkeypatch,
                                                                  language):
    from ui.widgets.language import install_language

    club = tmp_path / "club.duplicate"
    points, tops = _club_night(club, french_lexicon)
    install_language(language)
    try:
        window = _window(qtbot, tmp_path)
        session = window.start_game(_choice(prepared=str(club), tournament=True))  # ranked only so (issue 41)
        page = window.page
        mine, moves = [], []
        for number in (1, 2, 3):
            ranked = session.ranked_moves(500)
            scores = sorted({m.points for m in ranked}, reverse=True)
            move = next(m for m in ranked if m.points == scores[2]) if number != 2 else ranked[0]
            text = format_move(move.move, session.edition)
            _hand_in(qtbot, page, text)
            mine.append(move.points)
            moves.append(text)
            qtbot.keyClick(page.board, Qt.Key.Key_Return)
        dialog = window.summary_dialog
        target = tmp_path / "summary.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
        qtbot.mouseClick(dialog.pdf_button, Qt.MouseButton.LeftButton)
        count, text, image = _pdf(target)
        assert count == 1
        OUTPUT.mkdir(exist_ok=True)
        image.save(str(OUTPUT / f"training25_summary_pdf_{language}.png"))
        flat = " ".join(text.split())
        for move in moves:
            assert move.split()[1] in flat
        total = sum(mine)
        assert str(total) in flat and str(sum(tops)) in flat
        # the rank among the room after each turn, from the club's own totals
        of = "of" if language == "en" else "sur"
        for number in (1, 2, 3):
            totals = [sum(p[:number]) for p in points.values()]
            rank = 1 + sum(1 for t in totals if t > sum(mine[:number]))
            assert f"{rank} {of} 4" in flat
        dialog.close()
        window.close_game()
    finally:
        install_language("en")


def test_the_history_exports_its_figures_as_csv_in_the_language_convention(qtbot, tmp_path, french_lexicon,
                                                                        monkeypatch):
    from ui.widgets.language import install_language

    folder = tmp_path / "training"
    games = [_game(folder, french_lexicon, seed, plays) for seed, plays in ((21, ["top", "low", "pass"]),
                                                                           (22, ["low", "top"]))]
    install_language("fr")
    try:
        window = _window(qtbot, tmp_path)
        dialog = window.show_history()
        target = tmp_path / "history.csv"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
        qtbot.mouseClick(dialog.csv_button, Qt.MouseButton.LeftButton)
        raw = target.read_text(encoding="utf-8")
        assert raw.startswith("\ufeff")
        rows = list(csv.reader(io.StringIO(raw[1:]), delimiter=";"))
        header, body = rows[0], rows[1:]
        assert len(header) == len(stats.HISTORY_HEADERS)
        assert len(body) == 2
        for row, (_path, played) in zip(body, games):
            total = sum(p for p, _, _ in played)
            top_total = sum(t for _, t, _ in played)
            turns = len(played)
            index = {name: i for i, name in enumerate(stats.HISTORY_HEADERS)}
            assert int(row[index["turns"]]) == turns and int(row[index["total"]]) == total
            assert int(row[index["sum of the tops"]]) == top_total
            assert int(row[index["deviation"]]) == total - top_total
            assert row[index["percent"]] == percent_figure(total, top_total, 2).replace(".", ",")
            tops = sum(1 for p, t, _ in played if p == t)
            assert int(row[index["tops found without a hint"]]) == tops
        dialog.close()
    finally:
        install_language("en")


def test_a_whole_competition_game_with_warnings_prints_on_one_page(qtbot, tmp_path, french_lexicon):
    from ui.training.dialogs import SummaryDialog

    session = training.create_training(tmp_path / "training",
                                       SessionSettings("fr", french_lexicon.identity, load_preset("fisf"), seed=3),
                                       french_lexicon, training.TrainingOptions(tournament=True), clock=FakeClock())
    played = []
    while (turn := training.next_turn(session)) is not None:
        ranked = session.ranked_moves(500)
        move = ranked[0] if turn.number % 3 else ranked[min(4, len(ranked) - 1)]
        # a wrong written score on turns 2, 4, 6, 8 and 10: FISF tolerates 3, the 4th and 5th cost 5 each
        written = move.points + 1 if turn.number in (2, 4, 6, 8, 10) else move.points
        training.submit(session, format_move(move.move, session.edition), written)
        played.append((format_move(move.move, session.edition), move.points))
    summary = training.store_summary(session)
    session.close()
    assert len(played) >= 18 and summary.penalty == 10
    from ui.widgets.language import install_language

    install_language("en")  # the English plural forms ("23 turns")
    dialog = SummaryDialog(summary)
    qtbot.addWidget(dialog)
    target = tmp_path / "long.pdf"
    dialog.save_pdf(str(target))
    count, text, image = _pdf(target)
    assert count == 1
    image.save(str(OUTPUT / "training25_summary_pdf_long.png"))
    flat = " ".join(text.split())
    for move, _ in played:
        assert move.split()[1] in flat
    assert f"{sum(p for _, p in played) - 10}" in flat and f"{len(played)} turns" in flat
    # a place that cannot be written is said, not passed over
    assert dialog.save_pdf(str(tmp_path / "no such folder" / "x.pdf")) is None
    assert "no such folder" in dialog.saved_label.text()


# -- after 12 and 13: no clock where no turn is played ---------------------------------------------


def test_a_finished_game_reviewed_shows_no_clock_at_three_minutes(qtbot, tmp_path, french_lexicon):
    from test_training_app import _club_game

    club = _club_game(tmp_path / "club.duplicate", french_lexicon)  # FISF: 3 minutes a turn
    window = _window(qtbot, tmp_path)
    session = window.start_game(_choice(prepared=str(club)))
    page = window.page
    assert session.rules.seconds_per_turn == 180
    assert page.timer.isVisible() and page.timer.text() == "3:00"  # the turn in play has its clock
    for _ in range(3):
        _hand_in(qtbot, page, format_move(session.tops()[0].move, session.edition))
        assert not page.timer.isVisible()  # the turn's results: no clock
        qtbot.keyClick(page.board, Qt.Key.Key_Return)
    window.summary_dialog.close()
    assert page.mode == "over"
    for _ in range(2):
        qtbot.keyClick(page.board, Qt.Key.Key_PageUp)
    assert page.shown_turn == 1 and not page.timer.isVisible() and not page.pause_button.isVisible()
    # an exercise of that turn has its own clock again
    qtbot.keyClick(page.board, Qt.Key.Key_F6)
    assert page.mode == "exercise" and page.timer.isVisible() and page.timer.text() == "3:00"
    window.close_game()


# -- a game record replayed without its word list says which list it needs ---------------------------


def test_a_game_record_without_its_word_list_says_which_list_it_needs(qtbot, tmp_path, dialogs):
    import gzip

    from duplicate.base.resources import resource_path
    from duplicate.records.game_record import write_record
    from duplicate.rules.edition import load_edition
    from duplicate.translations import say
    from duplicate.words.lexicon import load_lexicon
    from ui.training.dialogs import TrainingChoice

    en = load_edition("en")
    words = gzip.open(resource_path("lexicons") / "en.txt.gz", "rt").read().split()
    own = tmp_path / "club-words.txt"
    own.write_text("\n".join(w for w in words if len(w) <= 5) + "\n", encoding="utf-8")
    lexicon = load_lexicon(en, str(own), cache_dir=tmp_path / "cache")
    club = Session.create(tmp_path / "club.duplicate",
                          SessionSettings("en", lexicon.identity, load_preset("fisf"), seed=5, lexicon_path=str(own),
                                          title="Club night"), lexicon, players=[(1, "Ann")])
    for _ in range(3):
        club.draw()
        club.enter_move(1, format_move(club.tops()[0].move, en))
        club.commit()
    record = tmp_path / "club.json"
    write_record(club, record)
    club.close()
    moved = own.rename(tmp_path / "elsewhere.txt")  # the list is no longer where the record says
    prepared = training.prepared_game(record, cache_dir=tmp_path / "cache")
    assert prepared.room is None and prepared.word_list_problem is not None
    said = say(prepared.word_list_problem.notice, "en")
    assert "club-words" in said and "club.json" in said
    # the list chosen by the player is used when it is the record's (same SHA-256): the room is read
    prepared = training.prepared_game(record, cache_dir=tmp_path / "cache", word_list=str(moved))
    assert prepared.word_list_problem is None and prepared.lexicon_path == str(moved)
    assert prepared.room is not None and [p.name for p in prepared.room.players] == ["Ann"]
    # the club's session file itself: refused naming the list, or opened with the list chosen
    with pytest.raises(DuplicateError) as refused:
        training.prepared_game(tmp_path / "club.duplicate", cache_dir=tmp_path / "cache")
    assert "club-words" in say(refused.value.notice, "en")
    prepared = training.prepared_game(tmp_path / "club.duplicate", cache_dir=tmp_path / "cache", word_list=str(moved))
    assert prepared.lexicon_path == str(moved) and prepared.room is not None
    # through the window, without the list: asked first, naming the list; the racks then replayed
    window = _window(qtbot, tmp_path)
    session = window.start_game(TrainingChoice("en", None, "fisf", 0, None, str(record), "Me"))
    asked = [text for kind, text in dialogs if kind == "ask"]
    assert len(asked) == 1 and "club-words" in asked[0]
    assert session is not None and session.settings.lexicon.name != "club-words"
    window.close_game()
    # with the list chosen in the start dialog: no question, the club's list is used
    dialogs.clear()
    session = window.start_game(TrainingChoice("en", str(moved), "fisf", 0, None, str(record), "Me"))
    assert [kind for kind, _ in dialogs] == [] and session.settings.lexicon.name == "club-words"
    window.close_game()
