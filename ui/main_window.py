"""The application window: a start page (new, open, recover, recent) and the session page,
with the menus, shortcuts, projector window, printing and exports.
"""

from __future__ import annotations

import sys
import traceback
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from duplicate.edition import load_edition
from duplicate.errors import DuplicateError
from duplicate.lexicon import Lexicon
from duplicate.session import Phase, RackSource, Session
from duplicate.storage import FILE_SUFFIX
from ui.widgets.controller import SessionController
from ui.widgets.help import ShortcutsDialog, menu_shortcuts
from ui.widgets.loading import load_lexicon_with_progress, open_session_file
from ui.arbiter.new_session import NewSessionChoice, NewSessionDialog
from ui.arbiter.projector import ProjectorWindow
from ui.arbiter.session_page import SessionPage
from ui.widgets.sound import Chime
from ui.widgets.forms import menu_action as add_menu_action

RECENT_MAX = 8


class StartPage(QWidget):
    newRequested = Signal()
    openRequested = Signal()
    recentRequested = Signal(str)
    recoverRequested = Signal()
    trainingRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = QLabel(self.tr("Duplicate Scrabble"))
        font = title.font()
        font.setPointSize(font.pointSize() * 2)
        font.setBold(True)
        title.setFont(font)
        subtitle = QLabel(self.tr("Run a duplicate session: draw, time, enter everyone's moves, reveal the top."))
        self.new_button = QPushButton(self.tr("New session… (Ctrl+N)"))
        self.new_button.clicked.connect(self.newRequested)
        self.open_button = QPushButton(self.tr("Open a session… (Ctrl+O)"))
        self.open_button.clicked.connect(self.openRequested)
        self.recover_button = QPushButton()
        self.recover_button.clicked.connect(self.recoverRequested)
        self.training_button = QPushButton(self.tr("Training… (Ctrl+T)"))
        self.training_button.clicked.connect(self.trainingRequested)
        self.recent_list = QListWidget()
        self.recent_list.itemActivated.connect(lambda item: self.recentRequested.emit(item.data(Qt.ItemDataRole.UserRole)))
        buttons = QVBoxLayout()
        for button in (self.new_button, self.open_button, self.recover_button, self.training_button):
            button.setMinimumHeight(40)
            buttons.addWidget(button)
        buttons.addStretch(1)
        recent = QVBoxLayout()
        recent.addWidget(QLabel(self.tr("Recent sessions")))
        recent.addWidget(self.recent_list, 1)
        body = QHBoxLayout()
        body.addLayout(buttons, 1)
        body.addLayout(recent, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(20)
        layout.addLayout(body, 1)

    def show_recent(self, paths: list[str], recover: str | None) -> None:
        self.recent_list.clear()
        for path in paths:
            item = QListWidgetItem(f"{Path(path).stem}    —    {path}")
            item.setData(Qt.ItemDataRole.UserRole, path)
            self.recent_list.addItem(item)
        self.recover_button.setVisible(bool(recover))
        if recover:
            self.recover_button.setText(self.tr("Recover the last session ({0})").format(Path(recover).name))


class MainWindow(QMainWindow):
    def __init__(self, clock=None) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Duplicate Scrabble"))
        self.settings = QSettings()
        self.clock = clock
        self.controller: SessionController | None = None
        self.page: SessionPage | None = None
        self.projector: ProjectorWindow | None = None
        self.chime = Chime(self)
        self.start = StartPage()
        self.start.newRequested.connect(self.new_session)
        self.start.openRequested.connect(self.open_dialog)
        self.start.recentRequested.connect(self.open_path)
        self.start.recoverRequested.connect(self.recover)
        self.start.trainingRequested.connect(self.open_training)
        self.training_window = None
        self.stack = QStackedWidget()
        self.stack.addWidget(self.start)
        self.setCentralWidget(self.stack)
        self._build_menus()
        self._update_actions()
        self._show_start()
        self.resize(1366, 768)
        geometry = self.settings.value("window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)

    # -- menus and shortcuts ------------------------------------------------------------------

    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        return add_menu_action(self, menu, text, slot, shortcut)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu(self.tr("&File"))
        self._action(file, self.tr("&New session…"), self.new_session, QKeySequence.StandardKey.New)
        self._action(file, self.tr("&Open session…"), self.open_dialog, QKeySequence.StandardKey.Open)
        self._action(file, self.tr("Solo &training…"), self.open_training, "Ctrl+T")
        self.save_as_action = self._action(file, self.tr("Save &as…"), self.save_as, "Ctrl+Shift+S")
        file.addSeparator()
        self.print_sheet_action = self._action(file, self.tr("&Print game sheet…"), self.print_sheet, QKeySequence.StandardKey.Print)
        self.pdf_action = self._action(file, self.tr("Export game sheet as P&DF…"), self.export_pdf)
        self.csv_action = self._action(file, self.tr("Export results as &CSV…"), self.export_csv, "Ctrl+E")
        self.ranking_action = self._action(file, self.tr("Export for the &ranking program…"), self.export_ranking)
        self.record_action = self._action(file, self.tr("Export game &record (JSON)…"), self.export_record)
        file.addSeparator()
        self.close_action = self._action(file, self.tr("&Close session"), self.close_session, "Ctrl+W")
        self._action(file, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)

        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = self._action(edit, self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(edit, self.tr("&Redo"), self.redo, "Ctrl+Shift+Z")

        turn = bar.addMenu(self.tr("&Turn"))
        self.draw_action = self._action(turn, self.tr("&Draw the rack"), lambda: self.page and self.page.draw(), "Ctrl+D")
        self.timer_action = self._action(turn, self.tr("Start / pause the &timer"), lambda: self.page and self.page.toggle_timer(), "F5")
        self.stop_action = self._action(turn, self.tr("&End the time"), lambda: self.page and self.page.stop_timer(), "F6")
        self.reveal_action = self._action(turn, self.tr("&Reveal the top"), lambda: self.page and self.page.reveal(), "F9")
        turn.addSeparator()
        self.entry_action = self._action(turn, self.tr("Enter a &move"), self.focus_entry, "Ctrl+L")
        self.filter_action = self._action(turn, self.tr("&Filter the top list"), self.focus_filter, "Ctrl+F")

        view = bar.addMenu(self.tr("&View"))
        self.projector_action = self._action(view, self.tr("&Projector window"), self.toggle_projector, "F10")
        self.screens_menu = view.addMenu(self.tr("Projector on &screen"))
        self.screens_menu.aboutToShow.connect(self._fill_screens)
        self.full_action = self._action(view, self.tr("Projector &full screen"), self.projector_full_screen, "F11")
        self.grid_action = self._action(view, self.tr("Per-turn &grid"), lambda: self.page and self.page.show_grid(), "Ctrl+G")
        self.standings_action = self._action(view, self.tr("&Standings"), lambda: self.page and self.page.tabs.setCurrentIndex(1), "Ctrl+2")
        self.toplist_action = self._action(view, self.tr("&Top list"), lambda: self.page and self.page.tabs.setCurrentIndex(0), "Ctrl+1")

        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Keyboard shortcuts"), self.show_shortcuts, "F1")

        self.session_actions = [
            self.save_as_action, self.print_sheet_action, self.pdf_action, self.csv_action, self.ranking_action,
            self.record_action, self.close_action, self.draw_action, self.timer_action, self.stop_action,
            self.reveal_action, self.entry_action, self.filter_action, self.projector_action, self.full_action,
            self.grid_action, self.standings_action, self.toplist_action,
        ]

    def shortcut_list(self) -> list[tuple[str, str]]:
        """(keys, what) for every menu action with a shortcut, for the help dialog."""
        rows = menu_shortcuts(self.menuBar())
        rows += [
            (self.tr("Enter (table field)"), self.tr("Go to the move field")),
            (self.tr("Enter (move field)"), self.tr("Store the move")),
            ("F4", self.tr("No move for the typed or selected table")),
            (self.tr("Esc (move field)"), self.tr("Clear the move, back to the table field")),
            (self.tr("Delete (entries)"), self.tr("Delete the selected entry")),
            (self.tr("Double-click (top list)"), self.tr("Make that move the master move")),
            (self.tr("F11 / Esc (projector)"), self.tr("Full screen on / off")),
        ]
        return rows

    def show_shortcuts(self) -> None:
        ShortcutsDialog(self.shortcut_list(), self).exec()

    def _update_actions(self, *_: object) -> None:
        has = self.controller is not None
        for action in self.session_actions:
            action.setEnabled(has)
        self.undo_action.setEnabled(has and self.controller.session.can_undo)  # type: ignore[union-attr]
        self.redo_action.setEnabled(has and self.controller.session.can_redo)  # type: ignore[union-attr]
        if has:
            session = self.controller.session  # type: ignore[union-attr]
            title = session.settings.title or Path(session.store.path).stem
            self.setWindowTitle(self.tr("{0} — Duplicate Scrabble").format(title))
        else:
            self.setWindowTitle(self.tr("Duplicate Scrabble"))

    # -- start page ---------------------------------------------------------------------------

    def _recent(self) -> list[str]:
        value = self.settings.value("recent", [])
        paths = [value] if isinstance(value, str) else list(value or [])
        return [p for p in paths if Path(p).exists()]

    def _remember(self, path: Path) -> None:
        paths = [str(path)] + [p for p in self._recent() if p != str(path)]
        self.settings.setValue("recent", paths[:RECENT_MAX])
        self.settings.setValue("last_session", str(path))
        self.settings.setValue("clean_exit", False)

    def _show_start(self) -> None:
        recover = None
        last = self.settings.value("last_session")
        if last and not self.settings.value("clean_exit", True, type=bool) and Path(str(last)).exists():
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

    def recover(self) -> None:
        last = self.settings.value("last_session")
        if last:
            self.open_path(str(last))

    # -- sessions ---------------------------------------------------------------------------------

    def _load_lexicon(self, edition: str, path: str | None) -> Lexicon | None:
        lexicon, error = load_lexicon_with_progress(self, edition, path)
        if error:
            QMessageBox.critical(self, self.tr("Word list"), error)
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
        prepared = ()
        try:
            if choice.rack_source is RackSource.PREPARED and choice.prepared_file:
                from duplicate.records import prepared_turns, read_record

                source = Path(choice.prepared_file)
                if source.suffix == FILE_SUFFIX:
                    earlier = Session.open(source, lexicon=None)
                    try:
                        prepared = prepared_turns(earlier)
                    finally:
                        earlier.close()
                else:
                    prepared = prepared_turns(read_record(source))
            choice.path.parent.mkdir(parents=True, exist_ok=True)
            kwargs = {} if self.clock is None else {"clock": self.clock}
            session = Session.create(
                choice.path, load_edition(choice.edition), lexicon, choice.rules,
                lexicon_path=choice.lexicon_path, seed=choice.seed, rack_source=choice.rack_source,
                prepared=prepared, players=choice.players, title=choice.title, **kwargs,
            )
        except (DuplicateError, OSError) as exc:
            QMessageBox.critical(self, self.tr("New session"), getattr(exc, "message", str(exc)))
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
            session = open_session_file(path, self.clock)
        except DuplicateError as exc:
            QMessageBox.critical(self, self.tr("Open a session"), exc.message)
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
        self.stack.addWidget(self.page)
        self.stack.setCurrentWidget(self.page)
        self._remember(Path(session.store.path))
        self._update_actions()
        self.page.entry.table_edit.setFocus()

    def close_session(self) -> bool:
        """Close the open session (asks first while a turn is being played); True if closed."""
        if self.controller is None:
            return True
        session = self.controller.session
        if session.phase in (Phase.DRAWN, Phase.RUNNING, Phase.PAUSED, Phase.EXPIRED):
            answer = QMessageBox.question(
                self, self.tr("Close the session"),
                self.tr("A turn is in progress. Everything is saved; close the session anyway?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        self.controller.stop()
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

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        if self.close_session():
            self.settings.setValue("clean_exit", True)
            self.settings.setValue("window/geometry", self.saveGeometry())
            event.accept()
        else:
            event.ignore()

    # -- actions --------------------------------------------------------------------------------

    def _show_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 10000)
        QMessageBox.warning(self, self.tr("Not possible"), message)

    def undo(self) -> None:
        if self.controller is not None:
            self.controller.run(self.controller.session.undo)

    def redo(self) -> None:
        if self.controller is not None:
            self.controller.run(self.controller.session.redo)

    def focus_entry(self) -> None:
        if self.page is not None:
            self.page.entry.table_edit.setFocus()
            self.page.entry.table_edit.selectAll()

    def focus_filter(self) -> None:
        if self.page is not None:
            self.page.tabs.setCurrentIndex(0)
            self.page.top_filter.setFocus()

    def toggle_projector(self) -> None:
        if self.controller is None:
            return
        if self.projector is None:
            self.projector = ProjectorWindow(self.controller)
            screens = QGuiApplication.screens()
            if len(screens) > 1:
                self.projector.move_to_screen(screens[1])
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

    def _fill_screens(self) -> None:
        self.screens_menu.clear()
        for screen in QGuiApplication.screens():
            geometry = screen.geometry()
            action = self.screens_menu.addAction(f"{screen.name()} ({geometry.width()}×{geometry.height()})")
            action.triggered.connect(lambda _checked=False, s=screen: self._projector_to(s))

    def _projector_to(self, screen) -> None:
        if self.projector is None or not self.projector.isVisible():
            self.toggle_projector()
        assert self.projector is not None
        self.projector.move_to_screen(screen)

    def save_as(self) -> None:
        if self.controller is None:
            return
        session = self.controller.session
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save a copy of the session"), str(session.store.path),
            self.tr("Duplicate sessions (*{0})").format(FILE_SUFFIX),
        )
        if not path:
            return
        if not path.endswith(FILE_SUFFIX):
            path += FILE_SUFFIX
        try:
            session.store.backup(path)
        except DuplicateError as exc:
            self._show_error(exc.message)
            return
        self.statusBar().showMessage(self.tr("Saved a copy as {0}").format(path), 8000)

    def _save_text(self, title: str, suffix: str, filter_text: str, content: str) -> None:
        assert self.controller is not None
        base = Path(self.controller.session.store.path).with_suffix(suffix)
        path, _ = QFileDialog.getSaveFileName(self, title, str(base), filter_text)
        if not path:
            return
        try:
            Path(path).write_text(content, encoding="utf-8")
        except OSError as exc:
            self._show_error(self.tr("Could not write {0}: {1}").format(path, exc.strerror or exc))
            return
        self.statusBar().showMessage(self.tr("Written {0}").format(path), 8000)

    def export_csv(self) -> None:
        from duplicate.records import results_csv

        if self.controller is not None:
            self._save_text(self.tr("Export results"), ".csv", self.tr("CSV files (*.csv)"),
                            results_csv(self.controller.session))

    def export_ranking(self) -> None:
        from duplicate.records import ranking_program_csv

        if self.controller is not None:
            self._save_text(self.tr("Export for the ranking program"), ".txt", self.tr("Text files (*.txt *.csv)"),
                            ranking_program_csv(self.controller.session))

    def export_record(self) -> None:
        import json

        from duplicate.records import game_record

        if self.controller is not None:
            record = json.dumps(game_record(self.controller.session), ensure_ascii=False, indent=1)
            self._save_text(self.tr("Export the game record"), ".json", self.tr("Game records (*.json)"), record)

    def print_sheet(self) -> None:
        from ui.widgets.printing import print_html

        if self.controller is not None:
            from duplicate.records import sheet_html

            print_html(self, sheet_html(self.controller.session))

    def export_pdf(self) -> None:
        from ui.widgets.printing import save_pdf

        if self.controller is None:
            return
        from duplicate.records import sheet_html

        base = Path(self.controller.session.store.path).with_suffix(".pdf")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export as PDF"), str(base), self.tr("PDF files (*.pdf)"))
        if path:
            save_pdf(sheet_html(self.controller.session), path)
            self.statusBar().showMessage(self.tr("Written {0}").format(path), 8000)


def install_error_hook(window_getter) -> None:
    """Unexpected errors reach the user as a message (and stderr), never the console only."""

    def hook(kind, value, tb) -> None:
        text = "".join(traceback.format_exception(kind, value, tb))
        sys.__stderr__.write(text)
        parent = window_getter()
        box = QMessageBox(QMessageBox.Icon.Critical, "Duplicate Scrabble",
                          QApplication.translate("main", "An unexpected error happened. Your session is saved."),
                          parent=parent)
        box.setDetailedText(text)
        box.exec()

    sys.excepthook = hook


__all__ = ["MainWindow", "install_error_hook"]
