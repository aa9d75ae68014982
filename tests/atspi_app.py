"""The arbiter's window driven line by line from standard input, for the AT-SPI test
(tests/test_accessibility_bridge.py runs it under Xvfb and a D-Bus session bus; a reader
in Debian's Python, tests/atspi_reader.py, reads it through the real bridge).

Each command on a line of its own is done, then ``ok <command>`` is printed: ``draw``,
``start``, ``call`` (the clock moves past the "write now" call), ``pause``, ``resume``,
``expire`` (past the end), ``reveal``, ``board`` (the focus on the board, two squares up),
``quit``. The session is a new French one (FISF rules, seed 11) in a folder of its own, the
app in English, the clock a fake one the commands move.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QSocketNotifier, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

FOLDER = Path(tempfile.mkdtemp(prefix="atspi-app-"))


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def main() -> int:
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(FOLDER / "settings"))
    app = QApplication(sys.argv)
    app.setOrganizationName("duplicate-scrabble-tests")
    app.setApplicationName("atspi")
    QSettings().setValue("view/mirrored", False)

    from duplicate.rules.edition import load_edition
    from duplicate.rules.presets import load_preset
    from duplicate.session.session import Phase, Session, SessionSettings
    from duplicate.words.lexicon import load_lexicon
    from ui.main_window import MainWindow
    from ui.widgets import questions
    from ui.widgets.language import install_language

    install_language("en")
    questions.ask = lambda *args, **kwargs: True  # reveal with the missing entries as no move
    lexicon = load_lexicon(load_edition("fr"))
    path = FOLDER / "s.duplicate"
    Session.create(path, SessionSettings("fr", lexicon.identity, load_preset("fisf"), seed=11), lexicon,
                   players=[(1, "Ann"), (2, "Bob")]).close()
    clock = Clock()
    window = MainWindow(clock=clock)
    window.resize(1366, 768)
    window.show()
    window.open_path(str(path))
    page = window.page
    session = window.controller.session

    def until(condition, then) -> None:
        """``then`` once ``condition`` holds (the controller's tick reads the fake clock)."""
        if condition():
            then()
        else:
            QTimer.singleShot(50, lambda: until(condition, then))

    def done(command: str) -> None:
        print(f"ok {command}", flush=True)

    def run(command: str) -> None:
        if command == "draw":
            page.draw()
            until(lambda: window.controller.ranked() is not None, lambda: done(command))
        elif command in ("start", "pause", "resume"):
            page.toggle_timer()
            done(command)
        elif command == "call":
            clock.now += session.rules.call_times()[0]  # the call itself: "0:30, Write now"
            until(lambda: page.timer.caption() != "", lambda: done(command))
        elif command == "expire":
            clock.now += session.rules.seconds_per_turn + 1
            until(lambda: session.phase is Phase.EXPIRED, lambda: done(command))
        elif command == "reveal":
            page.reveal()
            done(command)
        elif command == "board":
            window.activateWindow()
            page.board.setFocus()
            for _ in range(2):
                QTest.keyClick(page.board, Qt.Key.Key_Up)
            done(command)
        elif command == "quit":
            done(command)
            window.close_session()
            QCoreApplication.quit()
        else:
            print(f"unknown {command}", flush=True)

    def read_line() -> None:
        line = sys.stdin.readline()
        if not line:
            QCoreApplication.quit()
            return
        run(line.strip())

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(read_line)
    print("ready", flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
