"""The arbiter's app driven through its widgets, by keyboard, as an arbiter would."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.rules.notation import format_move, format_reference
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, Session, SessionSettings
from duplicate.session.standings import compute_standings
from ui.widgets.controller import SessionController
from ui.main_window import MainWindow
from duplicate.base.inputs import InputError, parse_players
from ui.arbiter.new_session import NewSessionDialog
from ui_support import FakeClock, dialogs, isolated_settings, press_key, type_line  # noqa: F401 - fixtures

OUTPUT = Path(__file__).resolve().parent / "output"


@pytest.fixture(scope="module")
def french_lexicon():
    return load_lexicon(load_edition("fr"))


def _screenshots(qtbot, window, projector, label: str) -> None:
    """Save the main and projector windows at laptop and projector sizes, for looking at."""
    OUTPUT.mkdir(exist_ok=True)
    for width, height in ((1366, 768), (1920, 1080)):
        window.resize(width, height)
        projector.resize(width, height)
        qtbot.wait(50)
        assert window.grab().save(str(OUTPUT / f"arbiter_{label}_main_{width}x{height}.png"))
        assert projector.grab().save(str(OUTPUT / f"arbiter_{label}_projector_{width}x{height}.png"))


def _create_by_dialog(qtbot, window: MainWindow, path: Path, players: str):
    dialog = NewSessionDialog(window)
    qtbot.addWidget(dialog)
    dialog.edition_box.setCurrentIndex(dialog.edition_box.findData("fr"))
    dialog.preset_box.setCurrentIndex(dialog.preset_box.findData("fisf"))
    dialog.players_edit.setFocus()
    dialog.players_edit.insertPlainText(players)  # pasted, as clubs paste their list
    dialog.random_button.setChecked(True)
    qtbot.keyClicks(dialog.seed_edit, "7")
    dialog.file_edit.setText(str(path))
    dialog._accept()
    assert dialog.choice is not None
    return window.create_session(dialog.choice)


def test_three_turns_by_keyboard(qtbot, tmp_path: Path, french_lexicon) -> None:
    clock = FakeClock()
    window = MainWindow(clock=clock)
    qtbot.addWidget(window)
    window.show()
    path = tmp_path / "club.duplicate"
    session = _create_by_dialog(qtbot, window, path, "1 Marie Dupont\n2 Jean Martin\n3 Zoé Leroy")
    assert session is not None and sorted(session.players) == [1, 2, 3]
    page = window.page
    entry = page.entry
    edition = session.edition
    window.toggle_projector()
    projector = window.projector
    assert projector is not None
    reference_totals = {1: 0, 2: 0, 3: 0}

    for turn_number in (1, 2, 3):
        # draw with the keyboard shortcut
        press_key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
        assert session.phase is Phase.DRAWN, f"turn {turn_number}: Ctrl+D did not draw"
        turn = session.current_turn
        assert page.rack.text().replace("+", "") == session.tiles_text(turn.rack.tiles)
        qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=20000)
        tops = session.tops()
        top = tops[0]

        # timer: F5 starts it; the "write now" call at 2'30 and the end come from the clock
        press_key(qtbot, window, Qt.Key.Key_F5)
        assert session.phase is Phase.RUNNING
        clock.now += 100
        qtbot.waitUntil(lambda: page.timer.text() == "1:20", timeout=3000)
        played_before = list(window.chime.played)
        clock.now += 55
        qtbot.waitUntil(lambda played_before=played_before: window.chime.played[len(played_before):] == ["call"], timeout=3000)
        assert projector.timer.text() == "0:25"

        # a valid move with its written score, an invalid one, and "no move" (F4)
        type_line(qtbot, entry.table_edit, "1")
        assert entry.name_label.text() == "Marie Dupont"
        assert entry.move_edit.hasFocus()
        top_text = format_move(top.move, edition)
        qtbot.keyClicks(entry.move_edit, f"{top_text} {top.points}")
        assert entry.preview_label.text().startswith("✓")
        qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
        assert entry.table_edit.hasFocus()
        type_line(qtbot, entry.table_edit, "2")
        qtbot.keyClicks(entry.move_edit, "H8 QWXZ")
        assert entry.preview_label.text().startswith("✗")
        qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
        entry.table_edit.setFocus()
        qtbot.keyClicks(entry.table_edit, "3")
        press_key(qtbot, entry.table_edit, Qt.Key.Key_F4)
        entries = session.current_turn.entries
        assert entries[1].valid and entries[1].written_score == top.points
        assert not entries[2].valid and entries[2].outcome.code in ("letter_mismatch", "not_on_rack", "malformed_word", "not_in_lexicon", "first_move_not_centre")
        assert entries[3].text is None
        assert session.missing_entries() == []
        assert entry.model.rowCount() == 3

        # the projector shows no entry before the reveal
        for label in (projector.phase_label, projector.top_label, projector.standings):
            assert "QWXZ" not in label.text() and top.move.word_text(edition) not in label.text()

        if turn_number == 3:
            # the screens of the README and docs/arbiter.md: a turn under way, a correction being typed
            entry.table_edit.setText("2")
            entry.move_edit.setText(top_text)
            assert page.board._preview and all(p in top.move.placed for p in page.board._preview)
            _screenshots(qtbot, window, projector, "turn")
            entry.move_edit.setText("")
            entry.table_edit.setText("")

        clock.now += 30
        qtbot.waitUntil(lambda: session.phase is Phase.EXPIRED, timeout=3000)
        qtbot.waitUntil(lambda: window.chime.played[-1] == "end", timeout=3000)

        # reveal
        press_key(qtbot, window, Qt.Key.Key_F9)
        committed = session.turns[turn_number - 1].committed
        assert committed is not None and committed.move == top.move
        reference_totals[1] += top.points

        # the board shows the move, the standings and the projector follow
        for r, c, value in top.move.placed:
            assert session.board.at(r, c) == value
        assert page.board.board == session.board
        assert set(page.board.highlight) == {(r, c) for r, c, _ in top.move.placed}
        ref = format_reference(top.move.row, top.move.col, top.move.direction, edition.convention)
        announced = projector.top_label.text()
        assert str(top.points) in announced and ref in announced and top.move.word_text(edition) in announced
        assert announced.index(str(top.points)) < announced.index(ref) < announced.index(top.move.word_text(edition))
        model = page.standings_model
        rows = {model.data(model.index(r, model.TABLE)): r for r in range(model.rowCount())}
        assert model.data(model.index(rows[1], model.TOTAL)) == reference_totals[1]
        assert model.data(model.index(rows[2], model.TOTAL)) == 0
        assert model.data(model.index(rows[1], model.DEVIATION)) == 0
        assert "Marie Dupont" in projector.standings.text()

    standings = compute_standings(session)
    assert standings.turns == 3 and standings.top_total == reference_totals[1]
    assert [r.table for r in standings.rows][0] == 1
    _screenshots(qtbot, window, projector, "revealed")

    # reopened from its file, the session shows the same state
    shown_before = [
        [entry.model.data(entry.model.index(r, c)) for c in range(entry.model.columnCount())]
        for r in range(entry.model.rowCount())
    ]
    window.close_session()
    window.open_path(str(path))
    reopened = window.controller.session
    assert reopened.board == session.board
    assert compute_standings(reopened) == standings
    again = window.page.entry.model
    # (the rank column fills in once the reopened turn's moves are ranked again)
    qtbot.waitUntil(lambda: [
        [again.data(again.index(r, c)) for c in range(again.columnCount())] for r in range(again.rowCount())
    ] == shown_before, timeout=20000)
    window.close_session()


def test_undo_redo_by_keyboard(qtbot, tmp_path: Path, french_lexicon) -> None:
    window = MainWindow(clock=FakeClock())
    qtbot.addWidget(window)
    window.show()
    session = _create_by_dialog(qtbot, window, tmp_path / "u.duplicate", "Ann\nBob")
    press_key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert session.current_turn is not None
    press_key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.current_turn is None and session.phase is Phase.AWAITING_DRAW
    press_key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert session.current_turn is not None


class SlowSession(Session):
    """A session whose move search does several times the real work (a slow machine)."""

    def ranked_moves(self, limit=500, cancel=None, turn_number=None):
        from duplicate.words.search import all_moves

        turn = self.current_turn if turn_number is None else self.turn(turn_number)
        deadline = time.monotonic() + 1.5
        while time.monotonic() < deadline:
            all_moves(turn.position(self.edition), self.lexicon, cancel=cancel)
        return super().ranked_moves(limit, cancel, turn_number)


def test_event_loop_ticks_during_a_slow_search(qtbot, tmp_path: Path, french_lexicon) -> None:
    edition = load_edition("fr")
    session = SlowSession.create(tmp_path / "slow.duplicate",
                                 SessionSettings(edition.code, french_lexicon.identity, load_preset("fisf"), seed=4),
                                 french_lexicon, players=[(1, "A")])
    session.draw()
    ticks: list[float] = []
    controller = SessionController(session)
    controller.tick.connect(lambda: ticks.append(time.monotonic()))
    assert controller.searching
    started = time.monotonic()
    while controller.searching and time.monotonic() - started < 30:
        qtbot.wait(200)
    duration = time.monotonic() - started
    assert duration >= 1.4
    # a blocked event loop would tick not at all while the search runs; allow for a loaded machine
    assert len(ticks) >= 0.3 * duration / 0.1, f"only {len(ticks)} ticks in {duration:.1f} s"
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert max(gaps) < 1.0, f"the event loop stalled for {max(gaps):.2f} s"
    assert controller.ranked() is not None
    controller.stop()
    session.close()


def test_players_list_parsing() -> None:
    assert parse_players("3 Marie\n1;Jean\nZoé\n\n") == [(1, "Jean"), (3, "Marie"), (4, "Zoé")]
    with pytest.raises(InputError, match="line 3: table 1 is used twice") as refused:
        parse_players("1 A\n\n1 B")
    assert (refused.value.code, dict(refused.value.values)) == ("table_used_twice", {"line": 3, "table": 1})
    with pytest.raises(InputError, match="line 1: table numbers start at 1"):
        parse_players("0 A")


def test_an_unexpected_error_is_shown_when_there_is_no_console(qtbot, monkeypatch) -> None:
    """A windowed app on Windows (pythonw) has no stderr: the error still reaches the user."""
    import sys

    from PySide6.QtWidgets import QMessageBox

    from ui.main_window import install_error_hook

    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.detailedText())) or 0)
    monkeypatch.setattr(sys, "__stderr__", None)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    install_error_hook(lambda: None)
    try:
        raise RuntimeError("a bug")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    assert len(shown) == 1
    text, details = shown[0]
    assert "Your session is saved" in text and "RuntimeError: a bug" in details
