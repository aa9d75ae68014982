"""Quitting the app with the phones' service started, as a real process (``ui.app.main``), many
times in a row: with the Phones dialog opened and the service started, with and without phones
joined (one waiting for news), the window is closed and the process must end with 0. Before
issue 22 it died with a segmentation fault in 3 runs of 4 (PySide deleted the dialog after the
QApplication at the interpreter's exit)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings
from session_helpers import lexicon

REPO = Path(__file__).resolve().parents[1]

#: The user's path through the app: open the session, Session > Phones..., start the service,
#: phones join with their cards (one waits for news), close the dialog, close the window.
DRIVER = r'''
import http.client, json, sys, threading
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from duplicate.session.phones import issue_card
from ui import app
from ui.main_window import MainWindow
from ui.phones.dialog import PhonesDialog

path, phones = sys.argv[1], int(sys.argv[2])
PhonesDialog.local_only = True
shown = MainWindow.show

def show(window):
    shown(window)

    def in_dialog():
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PhonesDialog) and w.isVisible())
        dialog.port_box.setValue(20000 + (hash(path) % 20000))
        dialog.start_button.click()
        port = dialog.service.port
        cards = {t: issue_card(window.controller.session, t) for t in range(1, phones + 1)}

        def join():
            for table, code in cards.items():
                c = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                c.request("POST", "/api/join", json.dumps({"table": table, "code": code}))
                token = json.loads(c.getresponse().read())["token"]
                waiting = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                waiting.request("GET", "/api/state?since=x&wait=30", headers={"Authorization": "Bearer " + token})

        threading.Thread(target=join, daemon=True).start()
        QTimer.singleShot(1000, dialog.accept)

    def when_open():  # the session opens after the window shows (a word list may be built first)
        if window.controller is None:
            QTimer.singleShot(50, when_open)
            return
        QTimer.singleShot(100, in_dialog)
        window.show_phones()  # the dialog is modal: in_dialog runs while it is open
        QTimer.singleShot(1500, window.close)

    QTimer.singleShot(0, when_open)

MainWindow.show = show
sys.exit(app.main(["duplicate-scrabble", path]))
'''


@pytest.mark.parametrize("phones", [0, 3, 0, 3, 0, 3, 0, 3])
def test_quitting_with_the_phone_service_started_ends_cleanly(tmp_path, phones):
    path = tmp_path / "club.duplicate"
    Session.create(path, SessionSettings("en", lexicon("en").identity, load_preset("home"), seed=1), lexicon("en"),
                   players=[(1, "Ann"), (2, "Bob"), (3, "Cy")]).close()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO), "XDG_CONFIG_HOME": str(tmp_path)}
    run = subprocess.run([sys.executable, "-c", DRIVER, str(path), str(phones)], cwd=REPO, env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, (run.returncode, run.stderr[-2000:])
    with Session.open(path, lexicon("en"), read_only=True) as session:
        assert len(session.phone_tokens) == phones
