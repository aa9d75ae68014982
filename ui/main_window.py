"""The application window: it switches between the start page (new, open, recover, recent)
and the arbiter's session page, opens and closes sessions, the projector window and the
training window. Its menus are built in ``ui.main_menus``; the file copy, printing and
exports are ``ui.arbiter.file_actions``.
"""

from __future__ import annotations

import sys
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtGui import QCloseEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLabel, QMainWindow, QMessageBox, QStackedWidget

from duplicate.base.errors import DuplicateError
from duplicate.words.lexicon import Lexicon
from duplicate.session.disclosure import SHOW_ALL, Disclosure
from duplicate.session.session import Phase, PreparedTurn, RackSource, Session, SessionSettings
from duplicate.session.settings import new_seed
from duplicate.session.timer import Clock
from duplicate.storage.session_file import FILE_SUFFIX
from ui.arbiter.file_actions import SessionFiles
from ui.arbiter.new_session import NewSessionChoice, NewSessionDialog
from ui.arbiter.phone_link import PhoneScreens
from ui.arbiter.projector import ProjectorWindow
from ui.arbiter.session_page import SessionPage
from ui.main_menus import MainMenus
from ui.phones.dialog import PhonesDialog
from ui.phones.service import PhoneService
from ui.start_page import StartPage
from ui.widgets.engine_text import message_text
from ui.widgets.controller import SessionController
from ui.widgets.loading import load_lexicon_with_progress, open_session_or_read_only
from ui.widgets.preferences import stored_bool, stored_paths
from ui.widgets.sound import Chime
from ui.widgets import questions

if TYPE_CHECKING:
    from ui.training.window import TrainingWindow  # imported when training is first opened

RECENT_MAX = 8


class MainWindow(QMainWindow):
    """The start page or the open session's page; the projector and training windows."""

    def __init__(self, clock: Clock | None = None) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Duplicate Scrabble"))
        self.settings = QSettings()
        #: the sessions' clock (tests give a fake one)
        self.clock: Clock = time.monotonic if clock is None else clock
        self.controller: SessionController | None = None
        self.page: SessionPage | None = None
        self.projector: ProjectorWindow | None = None
        self.phones: PhoneService | None = None  # the phones' service, while the arbiter runs it
        self.phone_screens: PhoneScreens | None = None
        self.chime = Chime(self)
        self.start = StartPage()
        self.start.newRequested.connect(self.new_session)
        self.start.openRequested.connect(self.open_dialog)
        self.start.recentRequested.connect(self.open_path)
        self.start.recoverRequested.connect(self.recover)
        self.start.trainingRequested.connect(self.open_training)
        self.training_window: TrainingWindow | None = None
        self.roster_window: QDialog | None = None
        self.stack = QStackedWidget()
        self.stack.addWidget(self.start)
        self.setCentralWidget(self.stack)
        self.files = SessionFiles(self, lambda: self.controller.session if self.controller is not None else None)
        self.files.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.files.failed.connect(self._show_error)
        self.menus = MainMenus(self)
        self.read_only_label = QLabel(self.tr("Read-only: nothing can be changed"))
        self.read_only_label.setStyleSheet("font-weight: bold; padding: 0 8px;")
        self.statusBar().addPermanentWidget(self.read_only_label)
        self._update_actions()
        self._show_start()
        self.resize(1366, 768)
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

    def shortcut_list(self) -> list[tuple[str, str]]:
        """(keys, what) for every menu action with a shortcut, for the help dialog."""
        return self.menus.shortcut_list()

    def _update_actions(self, *_: object) -> None:
        self.menus.update(self.controller.session if self.controller is not None else None,
                          self.controller is None or self.controller.writable)
        self.read_only_label.setVisible(self.controller is not None and not self.controller.writable)
        if self.controller is not None:
            session = self.controller.session
            title = session.settings.title or Path(session.store.path).stem
            if session.read_only:
                self.setWindowTitle(self.tr("{0} (read-only) — Duplicate Scrabble").format(title))
            else:
                self.setWindowTitle(self.tr("{0} — Duplicate Scrabble").format(title))
        else:
            self.setWindowTitle(self.tr("Duplicate Scrabble"))

    # -- start page ---------------------------------------------------------------------------

    def _recent(self) -> list[str]:
        return [p for p in stored_paths(self.settings, "recent") if Path(p).exists()]

    def _remember(self, path: Path) -> None:
        paths = [str(path)] + [p for p in self._recent() if p != str(path)]
        self.settings.setValue("recent", paths[:RECENT_MAX])
        self.settings.setValue("last_session", str(path))
        self.settings.setValue("clean_exit", False)

    def _show_start(self) -> None:
        recover = None
        last = self.settings.value("last_session")
        if last and not stored_bool(self.settings, "clean_exit", True) and Path(str(last)).exists():
            recover = str(last)
        self.start.show_recent(self._recent(), recover)
        self.stack.setCurrentWidget(self.start)

    def open_training(self) -> None:
        """Solo training opens in its own window (one at a time)."""
        from ui.training.window import TrainingWindow

        if self.training_window is None:
            self.training_window = TrainingWindow(clock=self.clock)
        self.training_window.show()
        self.training_window.raise_()
        self.training_window.activateWindow()

    def show_roster(self) -> None:
        """The club's roster in a window of its own (it opens the roster file each time, so a
        roster that cannot be opened says why there and never stops the app)."""
        from ui.arbiter.roster_window import RosterWindow

        if self.roster_window is None:
            self.roster_window = RosterWindow(self)
        self.roster_window.show()
        self.roster_window.raise_()
        self.roster_window.activateWindow()

    def open_season(self, tab: int = 0) -> None:
        """The club's season and simultaneous games open in their own window (one at a time)."""
        from ui.season.window import SeasonWindow

        if getattr(self, "season_window", None) is None:
            self.season_window = SeasonWindow()
        self.season_window.tabs.setCurrentIndex(tab)
        self.season_window.show()
        self.season_window.raise_()
        self.season_window.activateWindow()

    def recover(self) -> None:
        last = self.settings.value("last_session")
        if last:
            self.open_path(str(last))

    # -- sessions ---------------------------------------------------------------------------------

    def _load_lexicon(self, edition: str, path: str | None) -> Lexicon | None:
        lexicon, error = load_lexicon_with_progress(self, edition, path)
        if error:
            questions.critical(self, self.tr("Word list"), error)
        return lexicon

    def new_session(self) -> None:
        if not self.close_session():
            return
        dialog = NewSessionDialog(self)
        if dialog.exec() != NewSessionDialog.DialogCode.Accepted or dialog.choice is None:
            return
        self.create_session(dialog.choice)

    def create_session(self, choice: NewSessionChoice) -> Session | None:
        lexicon = self._load_lexicon(choice.edition, choice.lexicon_path)
        if lexicon is None:
            return None
        prepared: tuple[PreparedTurn, ...] = ()
        try:
            if choice.rack_source is RackSource.PREPARED and choice.prepared_file:
                from duplicate.records.game_record import prepared_turns, read_record

                source = Path(choice.prepared_file)
                if source.suffix == FILE_SUFFIX:
                    with Session.open(source, lexicon=None, read_only=True) as earlier:
                        prepared = prepared_turns(earlier)
                else:
                    prepared = prepared_turns(read_record(source))
            choice.path.parent.mkdir(parents=True, exist_ok=True)
            settings = SessionSettings(
                choice.edition, lexicon.identity, choice.rules,
                seed=choice.seed if choice.seed is not None else new_seed(), rack_source=choice.rack_source,
                prepared=prepared, lexicon_path=choice.lexicon_path, title=choice.title,
            )
            session = Session.create(choice.path, settings, lexicon, players=choice.players, clock=self.clock)
        except (DuplicateError, OSError) as exc:
            questions.critical(self, self.tr("New session"), message_text(exc))
            return None
        self._attach(session)
        return session

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open a session"), str(Path.home()),
            self.tr("Duplicate sessions (*{0});;All files (*)").format(FILE_SUFFIX),
        )
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> Session | None:
        if not self.close_session():
            return None
        try:
            session = open_session_or_read_only(self, path, self.clock)
        except DuplicateError as exc:
            questions.critical(self, self.tr("Open a session"), message_text(exc))
            return None
        if session is None:
            return None
        self._attach(session)
        return session

    def _attach(self, session: Session) -> None:
        self.controller = SessionController(session, self)
        self.controller.failed.connect(self._show_error)
        self.controller.changed.connect(self._update_actions)
        self.controller.timerCall.connect(lambda _s: self.chime.call())
        self.controller.timerExpired.connect(self.chime.end)
        self.page = SessionPage(self.controller)
        self.page.statusMessage.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.page.disclosureChanged.connect(self._update_actions)
        self.stack.addWidget(self.page)
        self.stack.setCurrentWidget(self.page)
        self._remember(Path(session.store.path))
        self._update_actions()
        self.page.entry.table_edit.setFocus()
        if session.read_only:
            self.statusBar().showMessage(self.tr("Opened read-only: nothing can be changed. "
                                                 "File > Save as keeps a copy you can continue in."))

    def close_session(self) -> bool:
        """Close the open session (asks first while a turn is being played); True if closed."""
        if self.controller is None:
            return True
        session = self.controller.session
        if session.phase in (Phase.DRAWN, Phase.RUNNING, Phase.PAUSED, Phase.EXPIRED):
            if not questions.yes_no(
                self, self.tr("Close the session"),
                self.tr("A turn is in progress. Everything is saved; close the session anyway?"),
            ):
                return False
        self.controller.stop()
        if self.phones is not None:
            self.phones.stop()
            self.phones.deleteLater()
            self.phones = None
        if self.phone_screens is not None:
            self.phone_screens.deleteLater()
            self.phone_screens = None
        if self.projector is not None:
            self.projector.close()
            self.projector.deleteLater()
            self.projector = None
        if self.page is not None:
            self.stack.removeWidget(self.page)
            self.page.deleteLater()
            self.page = None
        session.close()
        self.controller.deleteLater()
        self.controller = None
        self.settings.setValue("clean_exit", True)
        self._update_actions()
        self._show_start()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.close_session():
            self.settings.setValue("clean_exit", True)
            self.settings.setValue("window/geometry", self.saveGeometry())
            event.accept()
        else:
            event.ignore()

    # -- actions --------------------------------------------------------------------------------

    def show_phones(self) -> None:
        """Session -> Phones...: turn the phones' service on or off, see the join address."""
        if self.controller is None:
            return
        dialog = PhonesDialog(self.controller.session, self.phones, self)
        dialog.serviceChanged.connect(self._set_phones)
        self._phone_screens().attach(dialog.join_panel)
        dialog.exec()
        dialog.deleteLater()  # a new one each time: the service outlives it

    def _set_phones(self, service: PhoneService | None) -> None:
        self.phones = service
        if self.page is not None:
            self.page.phone_service = service
        self._phone_screens().set_service(service)

    def _phone_screens(self) -> PhoneScreens:
        """The link between the phones' service and the entries table and projector."""
        assert self.controller is not None and self.page is not None
        if self.phone_screens is None:
            self.phone_screens = PhoneScreens(self.controller, self.page.entry, self.projector_window, self)
        return self.phone_screens

    def _show_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 10000)
        questions.warn(self, self.tr("Not possible"), message)

    def undo(self) -> None:
        if self.controller is not None:
            session = self.controller.session
            text = session.undo_text(self._shown())
            if self.controller.run(session.undo) is not None:
                self.statusBar().showMessage(self.tr("Undone: {0}").format(message_text(text)), 8000)

    def redo(self) -> None:
        if self.controller is not None:
            session = self.controller.session
            text = session.redo_text(self._shown())
            if self.controller.run(session.redo) is not None:
                self.statusBar().showMessage(self.tr("Redone: {0}").format(message_text(text)), 8000)

    def _shown(self) -> Disclosure:
        """What the arbiter's window may show now (a mirrored screen during the turn hides the moves)."""
        return self.page.disclosure() if self.page is not None else SHOW_ALL

    def focus_entry(self) -> None:
        if self.page is not None:
            self.page.entry.table_edit.setFocus()
            self.page.entry.table_edit.selectAll()

    def focus_filter(self) -> None:
        if self.page is not None:
            self.page.tabs.setCurrentIndex(0)
            self.page.top_filter.setFocus()

    def projector_window(self, create: bool = False) -> ProjectorWindow | None:
        """The projector window (opened on the second screen, if any, when ``create``)."""
        if self.projector is None and create and self.controller is not None:
            self.projector = ProjectorWindow(self.controller)
            screens = QGuiApplication.screens()
            if len(screens) > 1:
                self.projector.move_to_screen(screens[1])
            if self.phone_screens is not None:
                self.phone_screens.refresh_projector()
        return self.projector

    def toggle_projector(self) -> None:
        if self.controller is None:
            return
        self.projector_window(True)
        assert self.projector is not None
        if self.projector.isVisible():
            self.projector.hide()
        else:
            self.projector.show()
            self.projector.raise_()

    def projector_full_screen(self) -> None:
        if self.controller is None:
            return
        if self.projector is None or not self.projector.isVisible():
            self.toggle_projector()
        assert self.projector is not None
        self.projector.toggle_full_screen()

    def projector_to(self, screen) -> None:
        if self.projector is None or not self.projector.isVisible():
            self.toggle_projector()
        assert self.projector is not None
        self.projector.move_to_screen(screen)


def install_error_hook(window_getter) -> None:
    """Unexpected errors reach the user as a message (and stderr), never the console only."""

    def hook(kind, value, tb) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        if sys.__stderr__ is not None:  # None in a windowed app on Windows (pythonw)
            sys.__stderr__.write(text)
        parent = window_getter()
        box = QMessageBox(QMessageBox.Icon.Critical, "Duplicate Scrabble",
                          QApplication.translate("main", "An unexpected error happened. Your session is saved."),
                          parent=parent)
        box.setDetailedText(text)
        box.exec()

    sys.excepthook = hook


__all__ = ["MainWindow", "install_error_hook"]
