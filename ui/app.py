"""Start the desktop application: ``duplicate-scrabble`` or ``python -m ui``."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from ui.main_window import MainWindow, install_error_hook
from ui.widgets.language import effective_language, install_language


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
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
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
