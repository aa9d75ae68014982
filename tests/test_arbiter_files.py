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
