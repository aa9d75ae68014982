"""The session's files from the arbiter's window: the game sheet as PDF and the results as
CSV, recovering the last session after a crash, and a damaged file refused with a message
(and left as it was)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from duplicate.rules.edition import load_edition
from duplicate.session.session import Phase
from duplicate.words.lexicon import load_lexicon
from ui.main_window import MainWindow
from ui.widgets.printing import save_pdf
from ui_support import isolated_settings, answers, open_arbiter  # noqa: F401 - fixtures


@pytest.fixture(scope="module")
def lexicon():
    return load_lexicon(load_edition("fr"))


def test_pdf_and_csv_outputs(qtbot, tmp_path, lexicon, answers) -> None:
    from duplicate.records.sheet import results_csv, sheet_html

    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    session.draw()
    session.enter_for_remaining(True)
    session.commit()
    pdf = tmp_path / "sheet.pdf"
    save_pdf(sheet_html(session), str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF") and pdf.stat().st_size > 1000
    lines = results_csv(session).splitlines()
    assert lines[0].startswith("table,name,total") and len(lines) == 4


def test_recover_after_a_crash_is_offered(qtbot, tmp_path, lexicon, answers) -> None:
    window, session = open_arbiter(qtbot, tmp_path, lexicon)
    session.draw()
    path = str(session.store.path)
    # the process dies: nothing closes the session, the "clean exit" flag stays false
    window.controller.stop()
    window.controller = None
    window.page = None
    session.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.start.recover_button.isVisibleTo(again)
    again.recover()
    assert again.controller is not None and str(again.controller.session.store.path) == path
    assert again.controller.session.phase is Phase.DRAWN


def test_open_refuses_a_damaged_file_with_a_message(qtbot, tmp_path, answers) -> None:
    asked, _ = answers
    bad = tmp_path / "bad.duplicate"
    bad.write_bytes(b"this is not a session")
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_path(str(bad)) is None
    assert asked and "not a duplicate session file" in asked[-1]
    assert bad.read_bytes() == b"this is not a session"
    assert QApplication.activeModalWidget() is None


def _session_file(path) -> None:
    from duplicate.rules.presets import load_preset
    from duplicate.session.session import Session, SessionSettings
    from session_helpers import FakeClock
    from session_helpers import lexicon as english

    session = Session.create(path, SessionSettings("en", english("en").identity, load_preset("fisf"), seed=3),
                             english("en"), players=[(1, "Ann"), (2, "Bob")], clock=FakeClock())
    session.draw()
    session.enter_no_move(1)
    session.close()


def test_open_refuses_a_table_number_no_screen_can_show(qtbot, tmp_path, answers) -> None:
    """table = 10**29 with the chain recomputed: on main an OverflowError in the open path."""
    import sqlite3

    from file_formats import forge_chain

    asked, _ = answers
    path = tmp_path / "huge.duplicate"
    _session_file(path)
    db = sqlite3.connect(path)
    db.execute("UPDATE actions SET payload = replace(payload, '\"table\":1', '\"table\":' || ?)", ("1" + "0" * 29,))
    db.commit()
    db.close()
    forge_chain(path)
    before = path.read_bytes()
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_path(str(path)) is None
    assert asked and "must be at most 9,999" in asked[-1], asked
    assert path.read_bytes() == before


def test_open_refuses_a_flipped_bit_in_the_schema_with_a_message(qtbot, tmp_path, answers) -> None:
    """One bit flipped in the schema's text (sqlite_master): on main a UnicodeDecodeError."""
    asked, _ = answers
    good = tmp_path / "good.duplicate"
    _session_file(good)
    data = good.read_bytes()
    start = data.index(b"CREATE TABLE chain")
    window = MainWindow()
    qtbot.addWidget(window)
    for offset in range(start, start + 120, 7):
        path = tmp_path / f"flipped-{offset}.duplicate"
        path.write_bytes(data[:offset] + bytes([data[offset] ^ 0x80]) + data[offset + 1:])
        asked.clear()
        assert window.open_path(str(path)) is None
        assert asked and str(path) in asked[-1], asked
        assert path.read_bytes()[offset] == data[offset] ^ 0x80


def test_open_refuses_a_name_longer_than_the_system_allows(qtbot, tmp_path, answers) -> None:
    asked, _ = answers
    window = MainWindow()
    qtbot.addWidget(window)
    path = tmp_path / ("a" * 300 + ".duplicate")
    assert window.open_path(str(path)) is None
    assert asked and "File name too long" in asked[-1], asked
