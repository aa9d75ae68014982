"""Session -> Phones...: the arbiter starts the service, reads the join address and the PIN,
sees phones join, and stops it; closing the session stops it too."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from duplicate.rules.presets import load_preset
from duplicate.session.phones import issue_card
from duplicate.session.session import Session
from phone_client import Phone
from session_helpers import edition, lexicon
from ui_support import dialogs, isolated_settings  # noqa: F401 - fixtures

SHOTS = Path("/work/notes/shots")


@pytest.fixture
def session(tmp_path):
    session = Session.create(tmp_path / "club.duplicate", edition("en"), lexicon("en"), load_preset("fisf"),
                             seed=3, players=[(1, "Ann"), (2, "<b>Bob</b>")])
    yield session
    session.close()


def _shot(widget, name: str) -> None:
    if SHOTS.is_dir() and os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        widget.grab().save(str(SHOTS / name))


def test_the_arbiter_starts_the_service_and_reads_where_phones_join(qtbot, session, dialogs):
    from ui.phones.dialog import PhonesDialog

    dialog = PhonesDialog(session, None)
    dialog.local_only = True  # tests listen on 127.0.0.1 only
    qtbot.addWidget(dialog)
    dialog.port_box.setValue(18765)
    dialog.pin_edit.setText("123")  # too short: refused, nothing started
    dialog.start_button.click()
    assert dialog.service is None and dialogs == [("warning", "The PIN must have 4 to 6 digits.")]
    dialog.pin_edit.setText("5531")
    dialog.start_button.click()
    service = dialog.service
    assert service is not None and service.running and service.port >= 18765
    assert f":{service.port}/" in dialog.address_label.text()
    assert "5531" in dialog.pin_label.text()
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
    Session.create(path, edition("en"), lexicon("en"), load_preset("home"), seed=1).close()
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
