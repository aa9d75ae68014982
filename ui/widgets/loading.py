"""Loading what a window needs without freezing it: a word list (compiled the first time,
with a progress bar and Cancel) and a session file (with a wait cursor). Used by the
arbiter's window and the training window alike."""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QCoreApplication, Qt, QThread, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog, QWidget

from duplicate.rules.edition import load_edition
from duplicate.base.errors import DuplicateError, WriteAccessError
from duplicate.words.lexicon import Lexicon, load_lexicon
from duplicate.session.session import Session
from duplicate.session.timer import Clock
from ui.widgets.engine_text import message_text
from ui.widgets.worker_gc import track_worker


class LexiconLoader(QThread):
    """Loads (the first time: compiles) a word list off the GUI thread."""

    progress = Signal(float, str)

    def __init__(self, edition_code: str, path: str | None, parent=None) -> None:
        super().__init__(parent)
        self.edition_code = edition_code
        self.path = path
        self.result: Lexicon | None = None
        self.error: str | None = None
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    def run(self) -> None:
        try:
            edition = load_edition(self.edition_code)
            self.result = load_lexicon(edition, self.path, progress=lambda f, s: self.progress.emit(f, s),
                                       cancel=lambda: self.cancelled)
        except DuplicateError as exc:
            self.error = message_text(exc)
        except Exception as exc:  # noqa: BLE001 - reported to the user, never lost
            self.error = str(exc)


def load_lexicon_with_progress(parent: QWidget, edition_code: str, path: str | None) -> tuple[Lexicon | None, str | None]:
    """The word list, or (None, message) — (None, None) when the user cancelled."""
    loader = LexiconLoader(edition_code, path, parent)
    dialog = QProgressDialog(QCoreApplication.translate("loading", "Loading the word list…"), QCoreApplication.translate("loading", "Cancel"), 0, 1000, parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(400)
    done = [False]

    def show_progress(fraction: float, text: str) -> None:
        if not done[0]:  # progress queued before the end must not show the dialog again
            dialog.setValue(int(fraction * 1000))
            dialog.setLabelText(text)

    loader.progress.connect(show_progress)
    dialog.canceled.connect(loader.cancel)
    track_worker(loader.isRunning)
    loader.start()
    while not loader.wait(30):
        QApplication.processEvents()
    done[0] = True
    dialog.reset()
    dialog.hide()
    dialog.deleteLater()
    if loader.error:
        return None, (None if loader.cancelled else loader.error)
    freeze_loaded_objects()
    return loader.result, None


def freeze_loaded_objects() -> None:
    """Move everything alive now out of the garbage collector's sight (``gc.freeze``).

    A full collection walks every object the app holds; with word lists loaded that took
    hundreds of milliseconds, and when it fell during a search or a timer tick the screen
    stuttered. What is loaded by now lives as long as the app, so it need not be walked again.
    """
    gc.freeze()


def open_session_file(path: str, clock: Clock = time.monotonic, read_only: bool = False) -> Session:
    """Open a session file (word list loaded and checked) behind a wait cursor."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        session = Session.open(path, clock=clock, read_only=read_only)
    finally:
        QApplication.restoreOverrideCursor()
    freeze_loaded_objects()  # the session's word list is loaded now
    return session


def open_session_or_read_only(parent: QWidget, path: str, clock: Clock = time.monotonic) -> Session | None:
    """Open a session file for writing; when another window holds it, or the file or its
    disk is read-only, say so and offer to open it read-only (None: the user declined).
    Other errors (a damaged file, say) are raised as DuplicateError."""
    try:
        return open_session_file(path, clock)
    except WriteAccessError as exc:
        box = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("loading", "Open a session"), message_text(exc),
                          QMessageBox.StandardButton.Cancel, parent)
        box.setTextFormat(Qt.TextFormat.PlainText)  # a file's path and name as they are
        box.setInformativeText(QCoreApplication.translate("loading", "Read-only: you can look at the game, print it and save a copy, "
                                         "but not change it."))
        read_only = box.addButton(QCoreApplication.translate("loading", "Open read-only"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(read_only)
        box.exec()
        if box.clickedButton() is not read_only:
            return None
        return open_session_file(path, clock, read_only=True)
