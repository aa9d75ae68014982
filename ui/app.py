"""Start the desktop application: ``duplicate-scrabble`` or ``python -m ui``.

``--help`` and ``--version`` answer before anything of Qt is loaded, so they need no screen; on
Linux, the libraries Qt's X11 plugin needs are checked before it loads (ui/platform_check.py);
``--self-test`` plays one round of a session file through the window (ui/self_test.py);
``duplicate-scrabble serve ...`` runs an unattended game with no window (ui/phones/serve.py).
"""

from __future__ import annotations

import argparse
import io
import sys
from contextlib import redirect_stdout
from pathlib import Path

from duplicate.base.version import VERSION


def raise_open_files_limit() -> None:
    """Many systems start a process with 1,024 open files at most: the phones' service holds a
    socket per connection, and the session file must still open when a room is busy."""
    from ui.phones.http import raise_open_files_limit as raise_limit

    raise_limit()


def parser() -> argparse.ArgumentParser:
    """The command's options (Qt's own, such as ``-platform offscreen``, are Qt's)."""
    p = argparse.ArgumentParser(
        prog="duplicate-scrabble",
        description="Duplicate Scrabble: run a club session (the arbiter's screen, the projector, moves "
                    "handed in from phones) or train alone against the top. Without a session file, "
                    "the start page opens.",
        epilog="duplicate-scrabble serve --help: a whole game with no window, the moves handed in from "
               "phones. The engine on the command line (JSON): duplicate --help. Qt's own options "
               "(such as -platform offscreen) are passed on to Qt.",
    )
    p.add_argument("session", nargs="?", metavar="SESSIONFILE", help="a session file (.duplicate) to open")
    p.add_argument("--self-test", action="store_true",
                   help="check this installation: play one round of SESSIONFILE through the window (the file "
                        "gains a turn: use a copy or a new session), save it and quit; status 0 when it worked")
    p.add_argument("--version", action="version", version=f"duplicate-scrabble {VERSION}")
    return p


def _answer_without_a_window(args: list[str]) -> None:
    """``--help`` and ``--version``: print the answer and exit 0 (SystemExit), before Qt.

    Started without a console (Windows' pythonw), there is nowhere to print: the answer is
    shown in a message box instead."""
    if not {"-h", "--help", "--version"} & set(args):
        return
    if sys.stdout is not None:
        parser().parse_known_args(args)  # argparse prints the answer and exits
    text = io.StringIO()
    with redirect_stdout(text):
        try:
            parser().parse_known_args(args)
        except SystemExit:
            pass
    from PySide6.QtWidgets import QApplication, QMessageBox

    keep = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 - alive while the box shows
    QMessageBox.information(None, "duplicate-scrabble", text.getvalue())
    raise SystemExit(0)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv if argv is None else argv)
    if len(argv) > 1 and argv[1] == "serve":  # an unattended game: no window, no QApplication
        raise_open_files_limit()
        from ui.phones.serve import main as serve

        return serve(argv[2:])
    _answer_without_a_window(argv[1:])
    raise_open_files_limit()
    from ui.platform_check import check_or_exit

    check_or_exit(argv)  # a missing system library is said in words: Qt would abort

    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from ui.main_window import MainWindow, install_error_hook
    from ui.widgets import focus
    from ui.widgets.language import effective_language, install_language

    existing = QApplication.instance()
    app = existing or QApplication(argv)
    # what is left once Qt took its own options (-platform, -style, ...) is ours, read strictly
    args = parser().parse_args(argv[1:] if existing else app.arguments()[1:])
    app.setOrganizationName("duplicate-scrabble")
    app.setApplicationName("Duplicate Scrabble")
    install_language(effective_language())  # before any window: every text is read once
    focus.install(app)  # the 2-pixel focus frame, before the first widget is polished
    window = MainWindow()
    install_error_hook(lambda: window)
    window.show()
    if args.self_test:
        from ui import self_test

        if not args.session:
            parser().error("--self-test needs a SESSIONFILE")
        code = self_test.run(window, Path(args.session))
        window.close()
    else:
        if args.session:
            window.open_path(args.session)
        code = app.exec()
    # the window and its dialogs go before the application does: left to the interpreter's
    # exit, PySide deletes them in no set order after the QApplication (a crash on quit)
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
