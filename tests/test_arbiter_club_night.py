"""A whole club night as an arbiter runs it, scripted through the window: thirty players,
slips typed after the bell, a typo, a mistyped table, a latecomer, a correction of a past
turn; the top list and grid answer the room's questions; screenshots of both windows at
laptop and projector size, mid-turn, at time up and after the reveal (set
DUPLICATE_SCREENSHOTS to a folder to keep them)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.rules.notation import format_move
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, Session, SessionSettings
from duplicate.session.standings import compute_standings
from ui.arbiter.models import EntriesModel, GridModel, TopListModel
from ui.main_window import MainWindow
from ui_support import FakeClock, isolated_settings, answers, press_key  # noqa: F401 - fixtures

LONG_NAME = "Marie-Christine Anne-Sophie de la Tour d'Auvergne-Lauraguais"
assert len(LONG_NAME) == 60
NAMES = [LONG_NAME] + [f"Player {n:02d}" for n in range(2, 31)]


def _slip(qtbot, entry, table: int, move: str) -> None:
    """Type one slip: table, Enter, move, Enter."""
    entry.table_edit.setFocus()
    entry.table_edit.selectAll()
    qtbot.keyClicks(entry.table_edit, str(table))
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(entry.move_edit, move)
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)


def _shots(qtbot, window, projector, folder: Path, label: str) -> None:
    for width, height in ((1366, 768), (1920, 1080)):
        window.resize(width, height)
        projector.resize(width, height)
        qtbot.wait(60)
        assert window.width() <= width, f"{label}: the window grew wider than {width}"
        assert window.grab().save(str(folder / f"{label}_arbiter_{width}x{height}.png"))
        assert projector.grab().save(str(folder / f"{label}_projector_{width}x{height}.png"))
    window.resize(1366, 768)
    projector.resize(1366, 768)


def test_a_club_night_with_thirty_players(qtbot, tmp_path, answers) -> None:
    asked, replies = answers
    folder = Path(os.environ.get("DUPLICATE_SCREENSHOTS") or tmp_path / "shots")
    folder.mkdir(parents=True, exist_ok=True)
    lexicon = load_lexicon(load_edition("fr"))
    path = tmp_path / "club.duplicate"
    Session.create(path,
                   SessionSettings("fr", lexicon.identity, load_preset("fisf"), seed=2024, title="Club night"),
                   lexicon, players=list(enumerate(NAMES, start=1))).close()
    clock = FakeClock()
    window = MainWindow(clock=clock)
    qtbot.addWidget(window)
    window.show()
    window.open_path(str(path))
    window.resize(1366, 768)
    window.toggle_projector()
    projector = window.projector
    session = window.controller.session
    page = window.page
    entry = page.entry
    ed = session.edition

    def ranked():
        qtbot.waitUntil(lambda: window.controller.ranked() is not None, timeout=30000)
        return window.controller.ranked()

    # -- turn 1: the bell rings by itself; thirty slips after it, one with a typo
    press_key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    moves = ranked()
    press_key(qtbot, window, Qt.Key.Key_F5)
    clock.now += 90
    qtbot.wait(150)
    _shots(qtbot, window, projector, folder, "1_mid_turn")
    clock.now += 100  # time is up: no F6
    qtbot.waitUntil(lambda: session.phase is Phase.EXPIRED, timeout=3000)
    qtbot.waitUntil(lambda: projector.phase_label.text() == "Time is up: hand in your moves", timeout=3000)
    _shots(qtbot, window, projector, folder, "2_time_up")
    plays = {}
    for table in range(1, 31):
        scored = moves[(table * 7) % min(len(moves), 40)]
        plays[table] = scored
        text = format_move(scored.move, ed)
        if table % 3 == 0:
            text = text.lower() if scored.move.blanks_used == 0 else text  # Caps Lock off
        if table == 5:  # a typo: stored as invalid (red); the arbiter edits it (F2) and retypes
            _slip(qtbot, entry, table, text[:-1] + "Z")
            assert not session.current_turn.entries[5].valid
            count = len(asked)
            entry.table_view.setFocus()
            entry.table_view.selectRow(entry.model.row_of_table(5))
            qtbot.keyClick(entry.table_view, Qt.Key.Key_F2)
            assert entry.move_edit.hasFocus() and entry.move_edit.text().endswith("Z")
            entry.move_edit.setText(text)
            qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
            assert len(asked) == count  # editing on purpose: no question
        elif table == 17:  # written score given
            _slip(qtbot, entry, table, f"{text} {scored.points}")
        else:
            _slip(qtbot, entry, table, text)
    assert len(session.current_turn.entries) == 30
    assert all(session.current_turn.entries[t].outcome.move == plays[t].move for t in plays)
    # a mistyped table: 12 again instead of 21 — the arbiter is asked, Enter keeps slip 12
    count = len(asked)
    replies.append(QMessageBox.StandardButton.No)
    entry.table_edit.setFocus()
    qtbot.keyClicks(entry.table_edit, "12")
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(entry.move_edit, format_move(moves[0].move, ed))
    _shots(qtbot, window, projector, folder, "2b_entering")
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    assert len(asked) == count + 1 and asked[-1].startswith("Table 12 already has")
    assert session.current_turn.entries[12].outcome.move == plays[12].move
    qtbot.wait(50)
    page.tabs.setCurrentIndex(1)
    press_key(qtbot, window, Qt.Key.Key_F9)
    qtbot.wait(100)
    _shots(qtbot, window, projector, folder, "3_revealed")
    standings = compute_standings(session)
    assert standings.turns == 1 and len(standings.rows) == 30

    # -- the top list stays after the reveal, the master starred, each move's tables shown
    top_model = page.top_model
    assert top_model.rowCount() > 0 and top_model.data(top_model.index(0, TopListModel.RANK)).startswith("★")
    rank_of_12 = top_model.rank_of(plays[12].move)
    row = rank_of_12 - 1
    assert "12" in top_model.data(top_model.index(row, TopListModel.TABLES)).split(", ")
    entries = entry.model
    assert entries.data(entries.index(entries.row_of_table(12), EntriesModel.KEYS.index("rank"))) == rank_of_12
    # at 1366x768 the standings tab shows at least 12 players without scrolling
    page.tabs.setCurrentIndex(1)
    qtbot.wait(50)
    view = page.standings_view
    assert view.rowAt(view.viewport().height() - 2) == -1 or view.rowAt(view.viewport().height() - 2) >= 11

    # -- turn 2: a latecomer arrives, then a correction of turn 1
    press_key(qtbot, window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    moves2 = ranked()
    session_players = len(session.players)
    press_key(qtbot, window, Qt.Key.Key_F7)
    dialog = page._players
    dialog.table_box.setValue(31)
    dialog.name_edit.setText("Latecomer")
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    dialog.close()
    assert len(session.players) == session_players + 1 and session.players[31].joined == 2
    entry.turn_box.setValue(1)  # a player disputes turn 1: table 8 wrote another move
    assert entry.past_turn_banner.isVisible()
    # the past turn's list answers "what did my move rank?"
    assert page.top_model.shown_turn().number == 1
    replies.append(QMessageBox.StandardButton.Yes)  # "Table 8 already has ...: replace it?" Yes
    _slip(qtbot, entry, 8, format_move(moves[0].move, ed))
    assert session.turn(1).entries[8].outcome.move == moves[0].move
    assert entry.turn_box.value() == 2  # back to the turn in play
    for table in range(1, 32):
        _slip(qtbot, entry, table, format_move(moves2[table % 5].move, ed))
    press_key(qtbot, window, Qt.Key.Key_F6)
    press_key(qtbot, window, Qt.Key.Key_F9)
    standings = compute_standings(session)
    late = next(r for r in standings.rows if r.table == 31)
    assert late.deviation == late.total - standings.top_total  # FISF: counted from turn 1
    grid = GridModel(window.controller)
    assert grid.headers[0] == "Rank" and grid.headers[-1] == "Deviation" and grid.headers[2].startswith("Turn 1")
    assert grid.data(grid.index(0, 0)) == 1
    _shots(qtbot, window, projector, folder, "4_after_turn_2")
    window.close_session()
