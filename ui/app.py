"""Start the desktop application: ``duplicate-scrabble`` or ``python -m ui``."""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from ui.main_window import MainWindow, install_error_hook
from ui.phones.http import raise_open_files_limit
from ui.widgets.language import effective_language, install_language


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    # many systems start a process with 1,024 open files at most: the phones' service holds a
    # socket per connection, and the session file must still open when a room is busy
    raise_open_files_limit()
    if len(argv) > 1 and argv[1] == "serve":  # an unattended game: no window, no QApplication
        from ui.phones.serve import main as serve

        return serve(argv[2:])
    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName("duplicate-scrabble")
    app.setApplicationName("Duplicate Scrabble")
    install_language(effective_language())  # before any window: every text is read once
    window = MainWindow()
    install_error_hook(lambda: window)
    window.show()
    for arg in argv[1:]:
        if not arg.startswith("-"):
            window.open_path(arg)
            break
    code = app.exec()
    # the window and its dialogs go before the application does: left to the interpreter's
    # exit, PySide deletes them in no set order after the QApplication (a crash on quit)
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
