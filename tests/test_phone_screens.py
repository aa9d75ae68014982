"""What the arbiter and the room see of the phones: the QR code, the projector's join screen
and hand-in count, the entries table's phone columns and counter, releasing a table, and
the question when a typed slip and a phone's move meet on one table.

Real pieces throughout: the main window with a session file, the phones' service on
127.0.0.1 and phones speaking HTTP to it (tests/phone_client.py).
Set PHONE_SCREEN_SHOTS=<folder> to save the documentation's screenshots (docs/phones.md).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import segno
from PySide6.QtWidgets import QApplication, QMessageBox

from duplicate.rules.presets import load_preset
from duplicate.session.phones import issue_card
from duplicate.session.session import Phase, RackSource, Session, SessionSettings
from phone_client import Phone
from test_phones import TESTS_LIMITS
from session_helpers import lexicon
from ui.phones.qr import QUIET_ZONE, JoinScreen, QrCodeView
from ui_support import FakeClock, dialogs, isolated_settings  # noqa: F401 - fixtures

PIN = "4821"
SHOTS = os.environ.get("PHONE_SCREEN_SHOTS")


def _shot(widget, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        QApplication.processEvents()
        widget.grab().save(str(Path(SHOTS) / name))


def _painted_modules(view: QrCodeView) -> list[list[bool]]:
    """Read the code back from the widget's pixels: the centre of each module, dark or not."""
    image = view.grab().toImage()
    unit = view.module_pixels()
    count = view.modules()
    left = (view.width() - unit * count) // 2
    top = (view.height() - unit * count) // 2
    return [[image.pixelColor(left + c * unit + unit // 2, top + r * unit + unit // 2).lightness() < 128
             for c in range(count)] for r in range(count)]


def test_the_qr_code_is_painted_module_for_module_with_its_quiet_zone(qtbot):
    address = "http://192.168.1.20:8765/"
    view = QrCodeView()
    qtbot.addWidget(view)
    view.resize(300, 300)
    view.set_text(address)
    expected = [[bool(m) for m in row] for row in segno.make_qr(address, error="m").matrix]
    painted = _painted_modules(view)
    size = len(expected)
    assert len(painted) == size + 2 * QUIET_ZONE
    assert all(not any(row) for row in painted[:QUIET_ZONE] + painted[-QUIET_ZONE:])
    assert all(not any(row[:QUIET_ZONE] + row[-QUIET_ZONE:]) for row in painted)
    assert [row[QUIET_ZONE:-QUIET_ZONE] for row in painted[QUIET_ZONE:-QUIET_ZONE]] == expected


def test_the_projector_code_is_large_enough_to_scan_from_the_back_of_the_room(qtbot):
    # a 1920-pixel picture is about 2 m wide in a club room, so a pixel is about 1 mm; phone
    # cameras read a code from about ten times its width: 5 m needs modules of 12 mm or more
    screen = JoinScreen()
    qtbot.addWidget(screen)
    screen.resize(1920, 1080)
    screen.set_join("http://192.168.100.200:8765/", "4821")
    screen.show()
    qtbot.waitExposed(screen)
    assert screen.code.module_pixels() >= 12
    assert screen.pin.text() == "PIN 4821"


class Room:
    """The arbiter's window with a French session (own racks), its phones' service on 127.0.0.1."""

    def __init__(self, qtbot, path: Path) -> None:
        from ui.main_window import MainWindow
        from ui.phones.service import PhoneService, PhoneSettings

        Session.create(path,
                       SessionSettings("fr", lexicon("fr").identity, load_preset("fisf"), seed=3,
                                       rack_source=RackSource.OWN),
                       lexicon("fr"), players=[(1, "Anne"), (2, "Bruno"), (3, "Chloé")]).close()
        self.clock = FakeClock()
        self.window = MainWindow(clock=self.clock)
        qtbot.addWidget(self.window)
        self.window.open_path(str(path))
        self.session = self.window.controller.session
        #: The codes on the tables' cards, as the arbiter printed them.
        self.cards = {table: issue_card(self.session, table) for table in (1, 2, 3)}
        self.service = PhoneService(self.session, PhoneSettings(port=0, pin=PIN, local_only=True), self.window,
                                    limits=TESTS_LIMITS)
        self.port = self.service.start()
        self.window._set_phones(self.service)  # what the Phones dialog's serviceChanged does
        self.panel = self.window.page.entry
        self.model = self.panel.model

    def cell(self, table: int, column: int) -> str:
        return str(self.model.data(self.model.index(self.model.row_of_table(table), column)) or "")

    def phone(self, table: int) -> Phone:
        phone = Phone(self.port)
        assert phone.join_card(table, self.cards[table]).status == 200
        return phone


@pytest.fixture
def room(qtbot, tmp_path):
    room = Room(qtbot, tmp_path / "club.duplicate")
    yield room
    room.window.close_session()


def _answer_question(monkeypatch, choice: str) -> list[str]:
    """Modal questions built by hand answer with the button whose text starts with ``choice``."""
    asked: list[str] = []

    def exec_(box: QMessageBox) -> int:
        asked.append(box.text())
        button = next(b for b in box.buttons() if b.text().startswith(choice))
        button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked


def test_the_entries_table_shows_phones_connected_and_handed_in_and_the_projector_counts(qtbot, room):
    session = room.session
    session.set_rack("DELUTE?")
    session.start_timer()
    anne = room.phone(1)
    room.phone(3)
    qtbot.waitUntil(lambda: room.cell(1, room.model.PHONE) == "connected", timeout=3000)
    assert room.cell(2, room.model.PHONE) == ""  # Bruno plays on paper
    assert room.panel.phones_counter.text() == "phones: 2 connected, 0 handed in"

    room.clock.now += 19.4
    assert anne.move(1, "H4 DELUTEs").status == 200
    qtbot.waitUntil(lambda: room.cell(1, room.model.HANDED_IN) != "", timeout=3000)
    assert room.cell(1, room.model.HANDED_IN) == "phone 2:41"  # the countdown read 2:41 (160.6 s left)
    assert room.cell(1, room.model.MOVE) == "H4 DELUTEs"
    assert room.cell(3, room.model.HANDED_IN) == ""
    assert room.panel.phones_counter.text() == "phones: 2 connected, 1 handed in"

    # the projector: "handed in: 1 of 2" while the clock runs, never who
    room.window.phone_screens.show_handed_in(True)
    projector = room.window.projector_window(True)
    projector.show()
    label = projector.handed_in_label
    assert label.isVisibleTo(projector) and label.text() == "handed in: 1 of 2"
    assert not any(name in label.text() for name in ("Anne", "Chloé", "DELUTE"))
    room.window.page.resize(1366, 768)
    _shot(room.window, "arbiter-phones-panel.png")
    session.stop_timer()
    session.commit()
    assert not label.isVisibleTo(projector)  # after the reveal, the count goes
    room.window.phone_screens.show_handed_in(False)


def test_the_join_screen_goes_to_the_projector_from_the_phones_dialog(qtbot, room):
    from ui.phones.dialog import PhonesDialog

    dialog = PhonesDialog(room.session, room.service, room.window)
    qtbot.addWidget(dialog)
    room.window._phone_screens().attach(dialog.join_panel)
    address = room.service.join_urls()[0]
    assert dialog.join_panel.code.text() == address
    dialog.join_panel.project_button.click()
    projector = room.window.projector
    assert projector is not None and projector.isVisible() and projector.showing_join()
    assert projector.join_screen.address.text() == address
    # the announced players join with their cards: no PIN on the projector (nobody joins with it)
    assert projector.join_screen.pin.isHidden() and projector.join_screen.code.text() == address
    assert "table card" in projector.join_screen.hint.text()
    dialog.show()
    _shot(dialog, "phones-dialog.png")
    projector.resize(1920, 1080)
    _shot(projector, "projector-join.png")
    dialog.join_panel.project_button.click()
    assert not projector.showing_join()
    # stopping the service takes the join screen off the projector
    dialog.join_panel.project_button.click()
    room.window._set_phones(None)
    assert not projector.showing_join()
    dialog.service = None  # stopped by the window's link, not by the dialog


def test_where_new_players_may_join_the_projector_shows_the_pin_and_its_code_opens_their_form(qtbot, room):
    from ui.phones.service import PhoneService, PhoneSettings

    room.service.stop()
    room.service = PhoneService(room.session, PhoneSettings(port=0, pin=PIN, local_only=True, allow_new=True),
                                room.window)
    room.service.start()
    room.window._set_phones(room.service)
    room.window._phone_screens().project_join(True)
    screen = room.window.projector.join_screen
    address = room.service.join_urls()[0]
    assert (screen.code.text(), screen.address.text(), screen.pin.text()) == (address + "#pin", address, f"PIN {PIN}")
    assert screen.hint.text().startswith("New players: scan this code")
    room.window._set_phones(None)

def test_releasing_a_table_is_one_action_and_the_old_phone_must_join_again(qtbot, room):
    session = room.session
    session.set_rack("DELUTE?")
    old = room.phone(1)
    qtbot.waitUntil(lambda: room.cell(1, room.model.PHONE) != "", timeout=3000)
    room.panel.table_view.selectRow(room.model.row_of_table(1))
    room.panel.release_button.click()
    assert 1 not in session.phone_tokens
    assert old.state().status == 401
    assert Phone(room.port).join_card(1, room.cards[1]).status == 200  # the new phone takes the table


def test_a_typed_slip_over_a_phone_move_asks_which_counts(qtbot, room, monkeypatch):
    session = room.session
    session.set_rack("DELUTE?")
    session.start_timer()
    assert room.phone(1).move(1, "H4 DELUTEs").status == 200
    asked = _answer_question(monkeypatch, "The phone")
    room.panel.table_edit.setText("1")
    room.panel.move_edit.setText("H4 DELUTE")
    room.panel.store()
    assert len(asked) == 1 and "H4 DELUTEs" in asked[0] and "Anne" in asked[0]
    entry = session.current_turn.entries[1]
    assert (entry.text, entry.source) == ("H4 DELUTEs", "phone")
    # editing the move in the table asks too
    index = room.model.index(room.model.row_of_table(1), room.model.MOVE)
    assert room.model.setData(index, "H4 DELUTE") is False
    assert len(asked) == 2 and session.current_turn.entries[1].source == "phone"
    asked = _answer_question(monkeypatch, "The typed slip")
    room.panel.table_edit.setText("1")
    room.panel.move_edit.setText("H4 DELUTE")
    room.panel.store()
    entry = session.current_turn.entries[1]
    assert (entry.text, entry.source) == ("H4 DELUTE", "slip")


def test_a_phone_move_over_a_typed_slip_asks_without_holding_up_the_phones(qtbot, room):
    session = room.session
    session.set_rack("DELUTE?")
    session.start_timer()
    room.panel.table_edit.setText("2")
    room.panel.move_edit.setText("H4 DELUTE")
    room.panel.store()
    bruno = room.phone(2)
    assert bruno.move(1, "H4 DELUTEs").status == 200  # the phone has its receipt at once
    watcher = room.panel.phone_over_slip
    qtbot.waitUntil(lambda: len(watcher.open_questions) == 1, timeout=3000)
    box = watcher.open_questions[0]
    assert "H4 DELUTEs" in box.text() and "H4 DELUTE;" not in box.text() and "Bruno" in box.text()
    next(b for b in box.buttons() if b.text().startswith("The typed slip")).click()
    entry = session.current_turn.entries[2]
    assert (entry.text, entry.source) == ("H4 DELUTE", "slip")
    assert watcher.open_questions == []
    assert session.phase is Phase.RUNNING
