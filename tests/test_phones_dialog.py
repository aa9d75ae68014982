"""Session -> Phones...: the arbiter starts the service, reads the join address (and the PIN
where new players may join), prints the table cards, sees phones join and someone guessing
codes, and stops it; closing the session stops it too."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from duplicate.rules.presets import load_preset
from duplicate.session.phones import issue_card
from duplicate.session.session import Session, SessionSettings
from phone_client import Phone
from session_helpers import lexicon
from ui_support import dialogs, isolated_settings  # noqa: F401 - fixtures

SHOTS = os.environ.get("PHONES_DIALOG_SHOTS")  # a folder: save the dialog as seen, to look at


@pytest.fixture
def session(tmp_path):
    session = Session.create(tmp_path / "club.duplicate",
                             SessionSettings("en", lexicon("en").identity, load_preset("fisf"), seed=3),
                             lexicon("en"), players=[(1, "Ann"), (2, "<b>Bob</b>")])
    yield session
    session.close()


def _shot(widget, name: str) -> None:
    if SHOTS and os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(Path(SHOTS) / name))


def test_the_arbiter_starts_the_service_and_reads_where_phones_join(qtbot, session, dialogs):
    from ui.phones.dialog import PhonesDialog

    dialog = PhonesDialog(session, None)
    dialog.local_only = True  # tests listen on 127.0.0.1 only
    qtbot.addWidget(dialog)
    dialog.port_box.setValue(18765)
    assert not dialog.pin_edit.isEnabled()  # the PIN is only for new players
    dialog.allow_new_box.setChecked(True)
    assert dialog.pin_edit.isEnabled()
    dialog.pin_edit.setText("123")  # too short: refused, nothing started
    dialog.start_button.click()
    assert dialog.service is None and dialogs == [("warning", "The PIN must have 4 to 6 digits.")]
    dialog.pin_edit.setText("5531")
    dialog.start_button.click()
    service = dialog.service
    assert service is not None and service.running and service.port >= 18765
    assert f":{service.port}/" in dialog.address_label.text()
    assert dialog.pin_label.text() == "PIN for new players: 5531"
    assert dialog.join_panel.code.text().endswith("/#pin")  # the dialog's code opens the new players' form
    assert not dialog.settings_box.isEnabled()
    phone = Phone(service.port)
    assert phone.join_card(2, issue_card(session, 2)).status == 200
    qtbot.waitUntil(lambda: "1 phone" in dialog.status_label.text(), timeout=3000)
    dialog.show()
    _shot(dialog, "phones-dialog.png")
    dialog.start_button.click()
    assert dialog.service is None and not service.running
    assert dialog.settings_box.isEnabled()


def test_closing_the_session_stops_the_service(qtbot, tmp_path):
    from ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    path = tmp_path / "night.duplicate"
    Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("home"),
                                         seed=1), lexicon("en")).close()
    window.open_path(str(path))
    assert window.menus.phones_action.isEnabled()
    from ui.phones.service import PhoneService, PhoneSettings

    window.phones = PhoneService(window.controller.session, PhoneSettings(port=0, pin="2468", local_only=True), window)
    port = window.phones.start()
    assert Phone(port).join("2468", 1).status == 404  # the service answers while the session is open
    assert window.close_session()
    assert window.phones is None
    with pytest.raises(OSError):
        Phone(port).call("GET", "/api/state", timeout=2)


@pytest.fixture
def running(qtbot, session, tmp_path, monkeypatch):
    """A Phones dialog with the service running (cards only: no new players), and where it saves files."""
    from PySide6.QtWidgets import QFileDialog

    from ui.phones.dialog import PhonesDialog

    dialog = PhonesDialog(session, None)
    dialog.local_only = True
    qtbot.addWidget(dialog)
    dialog.port_box.setValue(18865)
    dialog.start_button.click()
    assert dialog.service is not None and dialog.pin_label.text() == "Players join with their table cards"
    saved = tmp_path / "cards.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(saved), "PDF files (*.pdf)"))
    yield dialog, saved
    if dialog.service is not None:
        dialog.stop()


def _pdf_text(path) -> tuple[int, str]:
    from PySide6.QtPdf import QPdfDocument

    document = QPdfDocument()
    assert document.load(str(path)) == QPdfDocument.Error.None_
    try:
        return document.pageCount(), "\n".join(document.getAllText(p).text() for p in range(document.pageCount()))
    finally:
        document.close()


def test_the_printed_cards_hold_codes_that_join_their_tables(qtbot, session, running, dialogs):
    import re

    dialog, saved = running
    assert dialog.print_cards()
    pages, text = _pdf_text(saved)
    assert pages == 1 and "Table" in text and dialog.service.join_urls()[0] in text.replace("\n", "")
    codes = re.findall(r"\b([2-9A-Z]{3} [2-9A-Z]{3})\b", text)
    assert len(codes) == 2 and set(session.table_cards) == {1, 2}
    assert dialogs[-1][0] == "information" and str(saved) in dialogs[-1][1]
    joined = {Phone(dialog.service.port).join_card(table, code).json()["name"] for table in (1, 2) for code in codes
              if Phone(dialog.service.port, "127.0.0.9").join_card(table, code).status == 200}
    assert joined == {"Ann", "<b>Bob</b>"}  # each printed code opens its own table (and no other)


def test_cards_printed_again_for_every_table_stop_the_old_ones(qtbot, session, running, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    dialog, saved = running
    assert dialog.print_cards()
    old = dict(session.table_cards)
    asked = []

    def choose(box):  # the arbiter chooses new cards for every table
        asked.append(box.text())
        next(b for b in box.buttons() if b.text() == "New cards for every table").click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", choose)
    assert dialog.print_cards()
    assert asked == ["2 tables already have a card. New cards for every table make the printed ones stop working."]
    assert all(session.table_cards[t] != old[t] for t in (1, 2))


def test_the_dialog_says_when_someone_is_guessing_codes(qtbot, session, running):
    dialog, _ = running
    assert dialog.guessing_label.isHidden()
    for n in range(6):
        assert Phone(dialog.service.port, f"127.0.6.{n + 1}").join_card(1, "222222").code == "bad_code"
    qtbot.waitUntil(lambda: not dialog.guessing_label.isHidden(), timeout=3000)
    assert dialog.guessing_label.text().startswith("Someone is guessing codes: 6 wrong in the last minute")
    dialog.show()
    _shot(dialog, "phones-dialog-guessing.png")
