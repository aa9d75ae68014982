"""The arbiter's evening, second pass (issue 23), played through the real window on a real
session file: what a club evening needs between the features (F8 never replaces a slip
unasked, corrections on the right board, every missing table and every player's rank in
sight, a status bar that never contradicts the reveal)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from duplicate.rules.edition import load_edition
from duplicate.rules.notation import format_move
from duplicate.words.lexicon import load_lexicon
from ui_support import isolated_settings, answers, press_key, type_line, open_arbiter, draw_rack  # noqa: F401 - fixtures


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon(load_edition("fr"))


def _slip(qtbot, entry, table: int, move: str) -> None:
    type_line(qtbot, entry.table_edit, str(table))
    qtbot.keyClicks(entry.move_edit, move)
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)


def _select_top_row(qtbot, page, row: int) -> str:
    page.tabs.setCurrentIndex(0)
    rect = page.top_view.visualRect(page.top_proxy.mapFromSource(page.top_model.index(row, 0)))
    qtbot.mouseClick(page.top_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    return format_move(page.top_model.moves[row].move, page.controller.session.edition)


def _give(qtbot, window, monkeypatch, tables: str) -> list[tuple[str, str]]:
    """F8 and the table numbers typed; the dialog's (title, label) are returned."""
    prompts: list[tuple[str, str]] = []
    monkeypatch.setattr(QInputDialog, "getText",
                        lambda parent, title, label, *a, **k: (prompts.append((title, label)), (tables, True))[1])
    press_key(qtbot, window, Qt.Key.Key_F8)
    return prompts


def test_f8_never_replaces_a_typed_slip_unasked(qtbot, tmp_path, lexicon, answers, monkeypatch) -> None:
    asked, replies = answers
    players = [(t, f"Joueur {t}") for t in (1, 2, 3, 4, 5)]
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
    page, entry = window.page, window.page.entry
    draw_rack(qtbot, window)
    press_key(qtbot, window, Qt.Key.Key_F6)  # time is up: the slips come in
    ranked = window.controller.ranked()
    slips = {2: format_move(ranked[1].move, session.edition), 3: format_move(ranked[2].move, session.edition),
             4: f"{format_move(ranked[3].move, session.edition)} {ranked[3].points}"}
    for table, move in slips.items():
        _slip(qtbot, entry, table, move)
    top = _select_top_row(qtbot, page, 0)
    # Keep (what Enter and Esc answer): the slips stay, the table without one gets the move
    replies.append(QMessageBox.StandardButton.No)
    prompts = _give(qtbot, window, monkeypatch, "2 3 4 5")
    assert "turn 1" in prompts[-1][0] and "Turn 1" in prompts[-1][1]
    question = asked[-1]
    assert question.startswith("Turn 1: 3 tables already have an entry:")
    for table in (2, 3, 4):
        assert f"Table {table} (Joueur {table}): " in question
    assert f"{slips[4]}" in question and f"Replace them with {top}?" in question
    entries = session.current_turn.entries
    assert [entries[t].text for t in (2, 3)] == [slips[2], slips[3]]
    assert entries[4].written_score == ranked[3].points
    assert entries[5].outcome.move == ranked[0].move
    assert "given to 1 table: 5 (turn 1); kept the entries of 3 tables: 2–4" in window.statusBar().currentMessage()
    # Replace: every listed table gets the move; a table that has it already is not asked about
    replies.append(QMessageBox.StandardButton.Yes)
    before = len(asked)
    _give(qtbot, window, monkeypatch, "2, 3, 4, 5")
    assert len(asked) == before + 1 and "Table 5" not in asked[-1]
    assert all(entries[t].outcome.move == ranked[0].move for t in (2, 3, 4, 5))
    # the same move again over the same tables: nothing to ask
    _give(qtbot, window, monkeypatch, "2 3")
    assert len(asked) == before + 1


def test_f8_on_a_past_turn_says_so_and_keeps_its_entries(qtbot, tmp_path, lexicon, answers, monkeypatch) -> None:
    asked, replies = answers
    players = [(t, f"Joueur {t}") for t in (1, 2, 3)]
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
    page, entry = window.page, window.page.entry
    draw_rack(qtbot, window)
    ranked = window.controller.ranked()
    second = format_move(ranked[1].move, session.edition)
    _slip(qtbot, entry, 1, f"{second} {ranked[1].points + 3}")  # a wrong written score: a warning
    _slip(qtbot, entry, 2, second)
    _slip(qtbot, entry, 3, second)
    press_key(qtbot, window, Qt.Key.Key_F9)
    draw_rack(qtbot, window)
    entry.turn_box.setValue(1)  # correcting turn 1 while turn 2 is in play
    top = _select_top_row(qtbot, page, 0)
    replies.append(QMessageBox.StandardButton.No)
    prompts = _give(qtbot, window, monkeypatch, "1")
    title, label = prompts[-1]
    assert "turn 1" in title and "Turn 1: a past turn (the turn in play is 2)" in label
    assert asked[-1].startswith("Turn 1: 1 table already has an entry:") and f"Replace them with {top}?" in asked[-1]
    kept = session.turn(1).entries[1]
    assert kept.text == second and kept.written_score == ranked[1].points + 3
    assert "Nothing given" in window.statusBar().currentMessage()


def test_correcting_a_past_turn_shows_its_board_and_rack(qtbot, tmp_path, lexicon, answers) -> None:
    players = [(t, f"Joueur {t}") for t in range(1, 7)]
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
    page, entry = window.page, window.page.entry
    draw_rack(qtbot, window)
    ranked = window.controller.ranked()
    for table in range(1, 7):
        _slip(qtbot, entry, table, format_move(ranked[table].move, session.edition))
    press_key(qtbot, window, Qt.Key.Key_F9)
    first = session.turn(1)
    draw_rack(qtbot, window)
    second = session.turn(2)
    assert page.board.board == second.board and page.board.board != first.board
    # turn box to 1, double-click table 6: turn 1's board (before its move) and turn 1's rack
    entry.turn_box.setValue(1)
    index = entry.model.index(entry.model.row_of_table(6), entry.model.MOVE)
    entry.table_view.scrollTo(index)
    rect = entry.table_view.visualRect(index)
    qtbot.mouseClick(entry.table_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(entry.table_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert entry.move_edit.text().startswith(format_move(ranked[6].move, session.edition))
    assert page.board.board == first.board
    assert page.rack.text() == _rack_text(first, session)
    assert page.past_board_label.isVisible() and "turn 1" in page.past_board_label.text()
    # the move being corrected is previewed on turn 1's board, where it was played
    assert {(r, c) for r, c, _ in page.board._preview} == {(r, c) for r, c, _ in ranked[6].move.placed}
    # storing the correction goes back to the turn in play: its board and rack again
    entry.move_edit.setText(format_move(ranked[0].move, session.edition))
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    assert session.turn(1).entries[6].outcome.move == ranked[0].move
    assert entry.turn_box.value() == 2 and not page.past_board_label.isVisible()
    assert page.board.board == session.turn(2).board and page.rack.text() == _rack_text(session.turn(2), session)


def _rack_text(turn, session) -> str:
    """A rack as the rack view writes it (``old+new``), from the turn's draw."""
    from ui.widgets.rack_view import RackView

    view = RackView()
    view.set_edition(session.edition)
    view.set_rack(turn.draw.leftover, turn.draw.new, bool(turn.draw.rejected))
    return view.text()


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_missing_tables_stay_in_sight_with_phones_at_laptop_size(qtbot, tmp_path, lexicon, answers,
                                                                     language) -> None:
    import hashlib

    from ui.widgets.language import install_language

    install_language(language)
    try:
        players = [(t, f"Joueur numéro {t}") for t in range(1, 22)]
        window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
        window.resize(1366, 768)
        draw_rack(qtbot, window)
        for table in (2, 9):  # phones joined: their counter shares the row
            window.controller.attempt(lambda t=table: session.join_phone(t, hashlib.sha256(b"%d" % t).hexdigest()))
        entry = window.page.entry
        ranked = window.controller.ranked()
        for table in (2, 5, 6, 7, 20):
            _slip(qtbot, entry, table, format_move(ranked[0].move, session.edition))
        qtbot.wait(30)
        counter, label = entry.phones_counter, entry.decisions.missing_label
        assert counter.isVisible()
        word = {"fr": "Bulletins manquants\u00a0: 16 (tables ", "en": "Missing entries: 16 (tables "}[language]
        assert label.text() == word + "1, 3, 4, 8–19, 21)"
        # seen whole: a real width, and tall enough for every line of its text
        assert label.isVisible() and label.width() >= 300
        assert label.height() >= label.heightForWidth(label.width())
        assert label.geometry().right() <= window.page.board.parentWidget().width()
    finally:
        install_language("en")


def test_the_status_bar_follows_the_reveal_after_back_to_entry(qtbot, tmp_path, lexicon, answers) -> None:
    asked, replies = answers
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    draw_rack(qtbot, window)
    press_key(qtbot, window, Qt.Key.Key_F6)
    _slip(qtbot, window.page.entry, 1, format_move(window.controller.ranked()[0].move, session.edition))
    replies.append(QMessageBox.StandardButton.No)  # F9 with entries missing: back to entry
    press_key(qtbot, window, Qt.Key.Key_F9)
    assert session.turn(1).committed is None
    assert window.statusBar().currentMessage() == "Back to entry: the turn is not revealed"
    press_key(qtbot, window, Qt.Key.Key_Return)  # Enter in the entry fields
    replies.append(QMessageBox.StandardButton.Yes)  # F9 again: Reveal
    press_key(qtbot, window, Qt.Key.Key_F9)
    master = session.turn(1).committed
    assert master is not None
    assert window.statusBar().currentMessage() == (
        f"Turn 1 revealed: {format_move(master.move, session.edition)}, {master.points} points")


def test_the_projector_pages_the_standings_so_every_player_finds_their_rank(qtbot, tmp_path, lexicon,
                                                                           answers) -> None:
    players = [(t, f"Joueur {t:02d}") for t in range(1, 22)]
    window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
    draw_rack(qtbot, window)
    ranked = window.controller.ranked()
    second = next(m for m in ranked if m.points < ranked[0].points)
    edition = session.edition
    # ten tops, then eight players tied on 11th place (across the 14th row), three with no move
    assert window.controller.attempt(lambda: session.enter_for_tables(range(1, 11), format_move(ranked[0].move, edition)))
    assert window.controller.attempt(lambda: session.enter_for_tables(range(11, 19), format_move(second.move, edition)))
    assert window.controller.attempt(lambda: session.enter_for_tables(range(19, 22), None))
    press_key(qtbot, window, Qt.Key.Key_F9)
    assert session.turn(1).committed is not None
    press_key(qtbot, window, Qt.Key.Key_F10)
    projector = window.projector
    qtbot.waitUntil(projector.isVisible)
    projector.resize(1366, 768)
    qtbot.wait(50)
    board = projector.standings
    projector.page_timer.setInterval(20)  # the pages turn by themselves (every few seconds)
    shown: list[list[str]] = []  # each page's players, until the first page comes round again
    notes: list[str] = []
    while not notes or board.note != notes[0]:
        notes.append(board.note)
        shown.append([row[1] for row in board.rows])
        assert len(board.rows) <= board.rows_that_fit(note=True)  # every row of the page painted
        before = board.text()
        qtbot.waitUntil(lambda before=before: board.text() != before, timeout=2000)
    names = [name for page in shown for name in page]
    assert sorted(names) == sorted(name for _table, name in players)  # everyone, each once
    assert len(shown) >= 2 and notes[0].startswith(f"1–{len(shown[0])} of 21 (page 1/{len(shown)})")
    # the tie for 11th place (Joueur 11 to 18) is never cut: all on one page
    tie = {f"Joueur {t:02d}" for t in range(11, 19)}
    assert any(tie <= set(page) for page in shown)
    assert len(shown[0]) == 10  # the first page stops before the tie rather than cut it


def test_drawing_and_reopening_never_reset_the_top_list_inside_a_reset(qtbot, tmp_path, lexicon, answers,
                                                                        qtlog) -> None:
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    draw_rack(qtbot, window)
    press_key(qtbot, window, Qt.Key.Key_F9)
    draw_rack(qtbot, window)
    path = tmp_path / "s.duplicate"  # open_arbiter's file
    window.close_session()
    window.open_path(str(path))  # the past turns' moves are searched again
    window.page.entry.turn_box.setValue(1)
    qtbot.waitUntil(lambda: window.controller.ranked(1) is not None, timeout=20000)
    resets = [r.message for r in qtlog.records if "ResetModel called" in r.message]
    assert resets == []


def test_delete_asks_before_removing_a_slip(qtbot, tmp_path, lexicon, answers) -> None:
    asked, replies = answers
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    entry = window.page.entry
    draw_rack(qtbot, window)
    top = window.controller.ranked()[0]
    move = format_move(top.move, session.edition)
    _slip(qtbot, entry, 2, f"{move} {top.points}")
    index = entry.model.index(entry.model.row_of_table(2), entry.model.MOVE)
    qtbot.mouseClick(entry.table_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=entry.table_view.visualRect(index).center())
    replies.append(QMessageBox.StandardButton.No)  # Enter and Esc: keep it
    qtbot.keyClick(entry.table_view, Qt.Key.Key_Delete)
    assert asked[-1] == f"Delete the entry of table 2 (Bob) for turn 1: {move} {top.points}?"
    assert session.current_turn.entries[2].text == move
    replies.append(QMessageBox.StandardButton.Yes)
    qtbot.keyClick(entry.table_view, Qt.Key.Key_Delete)
    assert 2 not in session.current_turn.entries
    assert session.undo_text().text == "delete the entry of table 2"
    session.undo()
    assert session.current_turn.entries[2].written_score == top.points  # nothing lost: Undo brings it back


def test_a_lowercase_move_the_rack_lays_only_with_its_blanks_is_read_with_them(qtbot, tmp_path, answers) -> None:
    from duplicate.rules.presets import load_preset
    from duplicate.session.session import RackSource, Session, SessionSettings
    from ui.main_window import MainWindow

    english = load_lexicon(load_edition("en"))
    path = tmp_path / "home.duplicate"
    session = Session.create(path, SessionSettings("en", english.identity, load_preset("home"),
                                                   rack_source=RackSource.OWN), english, players=[(1, "Ann"), (2, "Bob")])
    session.set_rack("MADEI??")  # a two-blank rack: MADEIRA needs them for R and one A
    session.close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.open_path(str(path))
    session, entry = window.controller.session, window.page.entry
    type_line(qtbot, entry.table_edit, "1")
    qtbot.keyClicks(entry.move_edit, "8b madeira")
    preview = entry.preview_label.text()
    assert "(read with blanks: 8B MaDEIrA)" in preview and "blank is written" not in preview
    assert preview.startswith("✓ 70 points")
    qtbot.keyClick(entry.move_edit, Qt.Key.Key_Return)
    stored = session.current_turn.entries[1]
    assert stored.text == "8B MaDEIrA" and stored.valid and stored.outcome.points == 70
    # the letters typed in capitals are read as written: a missing letter stays an error
    type_line(qtbot, entry.table_edit, "2")
    qtbot.keyClicks(entry.move_edit, "8B MADEIRA")
    assert entry.preview_label.text().startswith("✗ ")


@pytest.mark.parametrize("language", ["fr", "de", "nl", "nb", "en"])
def test_the_prepared_game_field_is_wide_enough_to_read_in_every_language(qtbot, language) -> None:
    from ui.arbiter.new_session import NewSessionDialog
    from ui.widgets.language import install_language

    install_language(language)
    try:
        dialog = NewSessionDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.prepared_edit.setText("/home/club/parties/2026-12-01 mardi soir.duplicate")
        assert dialog.prepared_edit.width() >= 300
        assert dialog.width() <= 1366  # and the dialog still fits a laptop
    finally:
        install_language("en")


def test_the_grid_shows_a_dash_for_turns_a_latecomer_or_a_leaver_did_not_play(qtbot, tmp_path, lexicon,
                                                                             answers) -> None:
    window, session = open_arbiter(qtbot, tmp_path, lexicon)  # FISF: a latecomer's missed tops count
    entry = window.page.entry
    draw_rack(qtbot, window)
    top = format_move(window.controller.ranked()[0].move, session.edition)
    for table in (1, 2, 3):
        _slip(qtbot, entry, table, top)
    press_key(qtbot, window, Qt.Key.Key_F9)
    assert window.controller.attempt(lambda: session.remove_player(3))  # Cy leaves after turn 1
    draw_rack(qtbot, window)
    assert window.controller.attempt(lambda: session.add_player(4, "Dee"))  # Dee comes in at turn 2
    second = format_move(window.controller.ranked()[0].move, session.edition)
    for table in (1, 2, 4):
        _slip(qtbot, entry, table, second)
    press_key(qtbot, window, Qt.Key.Key_F9)
    assert (session.players[4].joined, session.players[3].left) == (2, 2)
    press_key(qtbot, window, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    grid = window.page._grid
    assert grid is not None and grid.isVisible()
    model = grid.model
    rows = {model.data(model.index(r, 1)): r for r in range(model.rowCount())}
    tops = [session.turn(n).top_score for n in (1, 2)]

    def cell(name: str, turn: int, role=Qt.ItemDataRole.DisplayRole):
        return model.data(model.index(rows[name], 1 + turn), role)

    assert cell("Dee (4)", 1) == "—" and cell("Dee (4)", 2) == str(tops[1])
    assert cell("Dee (4)", 1, Qt.ItemDataRole.ToolTipRole) == (
        f"Not playing: joined at turn 2. The turn's top ({tops[0]}) counts in the deviation.")
    assert cell("Cy (3)", 2) == "—" and cell("Cy (3)", 1) == str(tops[0])
    assert cell("Cy (3)", 2, Qt.ItemDataRole.ToolTipRole).startswith("Not playing: left before turn 2.")
    assert cell("Ann (1)", 1) == str(tops[0])  # a real score stays a number


@pytest.mark.parametrize("language, delimiter, decimal", [("fr", ";", ","), ("de", ";", ","), ("en", ",", ".")])
def test_the_results_csv_opens_in_the_languages_spreadsheet(qtbot, tmp_path, lexicon, answers, monkeypatch,
                                                            language, delimiter, decimal) -> None:
    import csv

    from PySide6.QtWidgets import QFileDialog

    from duplicate.session.standings import compute_standings
    from ui.widgets.language import install_language

    install_language(language)
    try:
        players = [(1, "Zoé Lefèvre"), (2, "Dupont, Marie"), (3, "Cy")]
        window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
        draw_rack(qtbot, window)
        ranked = window.controller.ranked()
        second = next(m for m in ranked if m.points < ranked[0].points)
        window.controller.attempt(lambda: session.enter_for_tables([1], format_move(ranked[0].move, session.edition)))
        window.controller.attempt(lambda: session.enter_for_tables([2], format_move(second.move, session.edition)))
        window.controller.attempt(lambda: session.enter_for_tables([3], None))
        press_key(qtbot, window, Qt.Key.Key_F9)
        target = tmp_path / "results.csv"
        filters: list[str] = []
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            lambda parent, title, base, filter_text, *a, **k: (filters.append(filter_text), (str(target), ""))[1])
        press_key(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
        raw = target.read_bytes()
        assert raw.startswith(b"\xef\xbb\xbf")  # a byte-order mark: the accents read as UTF-8
        rows = list(csv.reader(raw.decode("utf-8-sig").splitlines(), delimiter=delimiter))
        assert all(len(row) == 6 for row in rows)  # one field a column, not one column
        standings = {r.table: r for r in compute_standings(session).rows}
        by_table = {int(row[0]): row for row in rows[1:]}
        assert by_table[2][1] == "Dupont, Marie" and by_table[1][1] == "Zoé Lefèvre"
        assert by_table[2][4] == f"{standings[2].percent:.2f}".replace(".", decimal) and decimal in by_table[2][4]
        assert f"separator {delimiter}" in filters[-1] or language != "en"
    finally:
        install_language("en")


def test_the_master_moves_export_as_gcg_from_the_file_menu(qtbot, tmp_path, lexicon, answers, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    from session_helpers import board_from_gcg, board_letters

    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    for _turn in range(3):
        draw_rack(qtbot, window)
        window.controller.attempt(lambda: session.enter_for_remaining(True))
        press_key(qtbot, window, Qt.Key.Key_F9)
    target = tmp_path / "game.gcg"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.menus.gcg_action.trigger()
    text = target.read_text(encoding="utf-8")
    moves = [line for line in text.splitlines() if line.startswith(">Top:")]
    assert len(moves) == 3 and text.startswith("#character-encoding UTF-8\n")
    # the file's moves, read as GCG reads them, build the master board; the racks are the turns'
    assert board_from_gcg(text, session.edition) == board_letters(session.board, session.edition)
    assert [line.split()[1] for line in moves] == [session.edition.tiles_text(t.draw.rack) for t in session.turns]
    assert moves[-1].split()[-1] == str(sum(t.committed.points for t in session.turns))


def _pdf_pages(path) -> list[str]:
    """The text of each page of a PDF file, as Qt's PDF reader extracts it."""
    from PySide6.QtPdf import QPdfDocument

    document = QPdfDocument()
    document.load(str(path))
    pages = [document.getAllText(page).text() for page in range(document.pageCount())]
    document.close()
    return pages


def _standing_lines(session, language: str) -> list[str]:
    """Each player's standings line as the sheet prints it (rank, table, name as printed, total)."""
    from duplicate.records.sheet import sheet_name
    from duplicate.session.standings import compute_standings

    return [f"{r.rank} {r.table} {sheet_name(r.name)} {r.total} " for r in compute_standings(session).rows]


def test_the_pdf_game_sheet_puts_thirty_players_on_one_page_names_and_headings_whole(qtbot, tmp_path, lexicon,
                                                                                      answers, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    from ui.widgets.language import install_language

    long_name = "Marie-Christine Anne-Sophie de la Tour d'Auvergne-Lauraguais"
    install_language("fr")
    try:
        players = [(t, long_name if t == 7 else f"Jean Martin {t}") for t in range(1, 31)]
        window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
        for turn in range(7):
            session.draw()
            ranked = session.ranked_moves()
            for table in range(1, 31):
                session.enter_move(table, format_move(ranked[(table * 7 + turn) % 12].move, session.edition))
            session.commit()
        target = tmp_path / "feuille.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
        window.menus.pdf_action.trigger()
        pages = _pdf_pages(target)
        assert len(pages) <= 2
        text = pages[0]
        assert "Rang Table Nom Total Négatif % Solos Avertissements Pénalités" in text  # headings whole
        for line in _standing_lines(session, "fr"):  # every name on one line, none broken in a word
            assert line in text, line
        assert "Marie-Christine Anne…" in text and "Lauraguais" not in text  # cut at a word
        # the final board follows, on the next page: its coordinates and the last move's letters
        board = pages[1] if len(pages) > 1 else text
        assert "La grille après le coup 7" in board
    finally:
        install_language("en")


def test_thirty_players_standings_stay_on_one_page_after_a_long_game(qtbot, tmp_path) -> None:
    import io

    from duplicate.cli import main
    from duplicate.records.sheet import sheet_html
    from duplicate.session.session import Session
    from ui.widgets.printing import save_pdf

    saved = tmp_path / "long.duplicate"
    assert main(["simulate", "--edition", "fr", "--seed", "5", "--players", "30", "--save", str(saved)],
                out=io.StringIO()) == 0
    with Session.open(saved, read_only=True) as session:
        assert len(session.committed_turns) >= 19  # the sheet and the standings cannot share a page
        pdf = tmp_path / "long.pdf"
        save_pdf(sheet_html(session), str(pdf))
        pages = _pdf_pages(pdf)
        lines = _standing_lines(session, "en")
        holding = [n for n, text in enumerate(pages) if "Standings" in text]
        assert len(holding) == 1 and all(line in pages[holding[0]] for line in lines)


def test_every_player_gets_their_own_sheet_one_to_a_page(qtbot, tmp_path, lexicon, answers, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    from duplicate.session.standings import compute_standings
    from duplicate.translations import number
    from ui.widgets.language import install_language

    install_language("fr")
    try:
        players = [(t, f"Joueur {t}") for t in range(1, 7)]
        window, session = open_arbiter(qtbot, tmp_path, lexicon, players=players)
        edition = session.edition
        for turn in range(2):
            session.draw()
            ranked = session.ranked_moves()
            top = ranked[0]
            session.enter_move(1, format_move(top.move, edition), top.points + 1)  # a wrong written score: warning
            session.enter_move(2, format_move(ranked[3].move, edition))
            session.enter_no_move(3)
            session.enter_move(4, "H8 QQQ")  # invalid
            session.commit()
            if turn == 0:
                session.add_player(7, "Retardataire")  # joins at turn 2: turn 1 reads "not playing"
        target = tmp_path / "fiches.pdf"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
        window.menus.players_pdf_action.trigger()
        pages = _pdf_pages(target)
        standings = compute_standings(session)
        assert len(pages) == len(standings.rows) == 7  # one page each
        shared = {r.rank for r in standings.rows if [x.rank for x in standings.rows].count(r.rank) > 1}
        for page, row in zip(pages, standings.rows):
            assert f"{row.name}, table {row.table}" in page
            rank = f"{row.rank} ex aequo" if row.rank in shared else str(row.rank)  # a shared rank says so
            assert (f"Rang {rank} sur 7. Total {row.total} sur {standings.top_total} "
                    f"({number(row.percent, 'fr', 2)} %), négatif {row.deviation}") in page
            for _cell, turn in zip(row.cells, session.committed_turns):
                assert format_move(turn.committed.move, edition) in page  # each turn's master move
        by_table = {row.table: page for page, row in zip(pages, standings.rows)}
        assert "avertissements : 1" in by_table[1] and "pas de solution" in by_table[3]
        assert "H8 QQQ (invalide)" in by_table[4] and "pas de bulletin" in by_table[5]
        assert "ne joue pas" in by_table[7]
    finally:
        install_language("en")
