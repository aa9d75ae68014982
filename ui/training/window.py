"""The training window: its home page (new game, unfinished games to resume, history), then
one game at a time (``ui.training.game_page``), with the menus and keys of training.

Everything is an action of the session (saved before it is applied), so leaving the window
at any moment loses nothing: the game resumes where it was, the clock paused meanwhile.
"""

from __future__ import annotations

import time
from datetime import datetime
from pathlib import Path
from typing import Callable, TypeVar

from PySide6.QtCore import QEvent, QSettings, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from duplicate.training import game as training
from duplicate.words.lexicon import Lexicon
from duplicate.base.errors import DuplicateError, WriteAccessError
from duplicate.rules.presets import load_preset
from duplicate.session.session import Phase, RackSource, Session, SessionSettings
from duplicate.session.settings import new_seed
from duplicate.session.timer import Clock
from duplicate.training.game import HINT_BINGO, HINT_TOP_SCORE, HINT_TOP_SQUARE, TrainingSummary
from duplicate.training.room import stored_room
from duplicate.training.stats import HistoryItem, training_history
from ui.training.dialogs import SummaryDialog, TrainingChoice, TrainingStartDialog
from ui.training.history import HistoryDialog
from ui.training.game_page import TrainingGamePage
from ui.training.study_page import StudyPage
from ui.training.word_tools import WordToolsPage
from ui.training.style import MUTED, PAGE_STYLE, bold, edition_label, local_date
from ui.widgets.engine_text import message_text
from ui.widgets.forms import menu_action as add_menu_action
from ui.widgets.help import ShortcutsDialog, menu_shortcuts
from ui.widgets.language import format_percent
from ui.widgets.loading import load_lexicon_with_progress, open_session_file
from ui.widgets import questions

#: A page shown in place of the game: the study mode or the word tools.
Page = TypeVar("Page", StudyPage, WordToolsPage)


def default_training_folder() -> Path:
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents or Path.home()) / "Duplicate training"


# -- home page ----------------------------------------------------------------------------------------


class TrainingHome(QWidget):
    """Start a game, resume an unfinished one, or look at the history."""

    newRequested = Signal()
    historyRequested = Signal()
    studyRequested = Signal()
    wordsRequested = Signal()
    resumeRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = bold(QLabel(self.tr("Solo training")), 2.0)
        subtitle = QLabel(self.tr("Play a duplicate game alone against the top: after each move see the best "
                                  "moves, your deviation and your percentage of the tops."))
        subtitle.setWordWrap(True)
        self.new_button = QPushButton(self.tr("New training game… (Ctrl+N)"))
        self.new_button.setObjectName("primary")
        self.new_button.clicked.connect(self.newRequested)
        self.history_button = QPushButton(self.tr("History and progress… (Ctrl+H)"))
        self.history_button.clicked.connect(self.historyRequested)
        self.study_button = QPushButton(self.tr("The words you missed, to study… (F9)"))
        self.study_button.clicked.connect(self.studyRequested)
        self.words_button = QPushButton(self.tr("Word tools: anagrams, patterns, hooks… (Ctrl+K)"))
        self.words_button.clicked.connect(self.wordsRequested)
        self.resume_list = QListWidget()
        self.resume_list.itemActivated.connect(lambda item: self.resumeRequested.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.resume_button = QPushButton(self.tr("Resume"))
        self.resume_button.clicked.connect(self._resume_selected)
        self.summary_label = QLabel()
        self.summary_label.setStyleSheet(f"color: {MUTED.name()};")
        buttons = QVBoxLayout()
        for button in (self.new_button, self.history_button, self.study_button, self.words_button):
            button.setMinimumHeight(40)
            buttons.addWidget(button)
        buttons.addWidget(self.summary_label)
        buttons.addStretch(1)
        resume = QVBoxLayout()
        resume.addWidget(bold(QLabel(self.tr("Unfinished games"))))
        resume.addWidget(self.resume_list, 1)
        resume.addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignRight)
        body = QHBoxLayout()
        body.addLayout(buttons, 1)
        body.addSpacing(20)
        body.addLayout(resume, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 30, 40, 30)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(20)
        layout.addLayout(body, 1)
        self.setStyleSheet(PAGE_STYLE)

    def show_history(self, history: list[HistoryItem]) -> None:
        self.resume_list.clear()
        for item in reversed(history):
            if not item.resumable:
                continue
            s = item.summary
            text = self.tr("{0} — {1}, %n turn(s) played, {3} of {4}", "", s.turns).format(
                local_date(s.created), edition_label(s.edition), "", s.total, s.top_total)
            entry = QListWidgetItem(text)
            entry.setData(Qt.ItemDataRole.UserRole, str(item.path))
            self.resume_list.addItem(entry)
        self.resume_button.setEnabled(self.resume_list.count() > 0)
        if self.resume_list.count() == 0:
            empty = QListWidgetItem(self.tr("No unfinished game: every game you leave can be resumed from here."))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.resume_list.addItem(empty)
        finished = [i for i in history if i.finished and i.summary.turns]
        if finished:
            last = finished[-1].summary
            self.summary_label.setText(self.tr("Games finished: {0}. Last one: {1} of the tops.").format(
                len(finished), format_percent(last.exact_percent)))
        else:
            self.summary_label.setText(self.tr("No finished game yet."))

    def _resume_selected(self) -> None:
        item = self.resume_list.currentItem() or self.resume_list.item(0)
        if item is not None and item.data(Qt.ItemDataRole.UserRole):
            self.resumeRequested.emit(item.data(Qt.ItemDataRole.UserRole))


# -- the window ---------------------------------------------------------------------------------------


class TrainingWindow(QMainWindow):
    """The training window: its home page, then one game at a time."""

    def __init__(self, folder: str | Path | None = None, clock: Clock | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Solo training — Duplicate Scrabble"))
        self.settings = QSettings()
        configured = self.settings.value("training/folder", "")
        self.folder = Path(folder) if folder is not None else (Path(str(configured)) if configured else default_training_folder())
        #: the games' clock (tests give a fake one)
        self.clock: Clock = time.monotonic if clock is None else clock
        self.page: TrainingGamePage | None = None
        self.study: StudyPage | None = None
        self.word_tools: WordToolsPage | None = None
        #: the study mode's clock (tests give a fixed one)
        self.study_now: Callable[[], datetime] | None = None
        self.summary_dialog: SummaryDialog | None = None
        self.history_dialog: HistoryDialog | None = None
        self.home = TrainingHome()
        self.home.newRequested.connect(self.new_game)
        self.home.historyRequested.connect(self.show_history)
        self.home.studyRequested.connect(self.show_study)
        self.home.wordsRequested.connect(self.show_word_tools)
        self.home.resumeRequested.connect(self.open_game)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.home)
        self.setCentralWidget(self.stack)
        self._build_menus()
        self._show_home()
        self.resize(1366, 768)
        # The arbiter's window gives its actions application-wide shortcuts (F5, Ctrl+N, F1...):
        # the same keys here would be ambiguous and do nothing, so keys pressed in this window
        # are claimed for this window's actions first. Only the widget with the keyboard focus
        # is watched (key events go to it), so other events never pass through Python.
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)

    # -- menus ------------------------------------------------------------------------------------

    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:
        return add_menu_action(self, menu, text, slot, shortcut)

    def _on_page(self, act: Callable[[TrainingGamePage], object]) -> Callable[[], None]:
        """A menu slot doing ``act`` on the game page, when a game is open."""
        def run() -> None:
            if self.page is not None:
                act(self.page)
        return run

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New training game…"), self.new_game, QKeySequence.StandardKey.New)
        self._action(game, self.tr("&History and progress…"), self.show_history, "Ctrl+H")
        self._action(game, self.tr("&The words you missed, to study…"), self.show_study, "F9")
        self._action(game, self.tr("&Word tools…"), self.show_word_tools, "Ctrl+K")
        self._action(game, self.tr("Training &folder…"), self.choose_folder)
        game.addSeparator()
        self.end_action = self._action(game, self.tr("&End this game"), self.end_game, "Ctrl+E")
        self.close_action = self._action(game, self.tr("&Leave this game (resume later)"), self.close_game, "Ctrl+W")
        game.addSeparator()
        self._action(game, self.tr("&Close the window"), self.close)
        move = bar.addMenu(self.tr("&Move"))
        self.hint_actions = [
            self._action(move, self.tr("Hint: is there a &bingo?"), self._on_page(lambda page: page.ask_hint(HINT_BINGO)), "F2"),
            self._action(move, self.tr("Hint: the top's &score"), self._on_page(lambda page: page.ask_hint(HINT_TOP_SCORE)), "F3"),
            self._action(move, self.tr("Hint: a s&quare of the top"), self._on_page(lambda page: page.ask_hint(HINT_TOP_SQUARE)), "F4"),
        ]
        move.addSeparator()
        self.pause_action = self._action(move, self.tr("&Pause / resume the clock"), self._on_page(TrainingGamePage.toggle_pause), "F5")
        self.shuffle_action = self._action(move, self.tr("S&huffle the rack"), self._on_page(lambda page: page.play.shuffle()), "F7")
        self.sort_action = self._action(move, self.tr("S&ort the rack"), self._on_page(lambda page: page.play.sort()), "F8")
        self.pass_action = self._action(move, self.tr("&No move"), self._on_page(TrainingGamePage.pass_turn), "Ctrl+Shift+N")
        self.next_action = self._action(move, self.tr("Ne&xt turn"), self._on_page(TrainingGamePage.next_turn), "Ctrl+Return")
        self.reference_action = self._action(move, self.tr("&Type a reference"), self._focus_reference, "Ctrl+L")
        move.addSeparator()
        self.exercise_action = self._action(move, self.tr("&Replay the turn shown as an exercise"),
                                            self._on_page(TrainingGamePage.start_exercise), "F6")
        self.game_actions = [self.end_action, self.close_action, *self.hint_actions, self.pause_action,
                             self.shuffle_action, self.sort_action, self.pass_action, self.next_action,
                             self.reference_action, self.exercise_action]
        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Keys"), self.show_keys, "F1")

    def _own_action(self, event: QKeyEvent) -> QAction | None:
        pressed = QKeySequence(event.keyCombination())
        for action in self.findChildren(QAction):
            if action.isEnabled() and not action.shortcut().isEmpty() and action.shortcut() == pressed:
                return action
        return None

    @staticmethod
    def _claimed(event: QKeyEvent) -> bool:
        """Keys kept from other windows' application-wide shortcuts: Ctrl combinations and
        function keys (the arbiter's Ctrl+Z must not undo its session while one trains here).
        Alt combinations stay free for the menu bar's mnemonics."""
        modifiers = event.modifiers()
        if modifiers & Qt.KeyboardModifier.AltModifier:
            return False
        return bool(modifiers & Qt.KeyboardModifier.ControlModifier) or Qt.Key.Key_F1 <= event.key() <= Qt.Key.Key_F35

    def _on_focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        if old is not None:
            old.removeEventFilter(self)
        if new is not None and new.window() is self:
            new.installEventFilter(self)

    def _claim_key(self, event: QEvent) -> bool:
        """Handle a key event of this window: True when it was claimed."""
        kind = event.type()
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) or not isinstance(event, QKeyEvent):
            return False
        action = self._own_action(event)
        if kind == QEvent.Type.ShortcutOverride and (action is not None or self._claimed(event)):
            event.accept()  # delivered as a key press (below, or to the widget), not as a shortcut
            return True
        if kind == QEvent.Type.KeyPress and action is not None:
            action.trigger()
            return True
        return False

    def eventFilter(self, watched, event) -> bool:
        if isinstance(watched, QWidget) and watched.window() is self and self._claim_key(event):
            return True
        return super().eventFilter(watched, event)

    def event(self, event: QEvent) -> bool:
        """Keys reach the window itself when no widget of it has the focus."""
        if self._claim_key(event):
            return True
        return super().event(event)

    def key_list(self) -> list[tuple[str, str]]:
        rows = [
            (self.tr("Click a square"), self.tr("Put the cursor there (again: turn the direction)")),
            (self.tr("Arrow keys"), self.tr("Move the cursor")),
            (self.tr("Letters"), self.tr("Put the rack tile on the cursor's square")),
            (self.tr("? then a letter, Shift+letter"), self.tr("Play the blank as that letter")),
            (self.tr("Space"), self.tr("Turn the direction (across / down)")),
            (self.tr("Backspace"), self.tr("Take the last tile back")),
            (self.tr("Esc"), self.tr("Clear the move")),
            (self.tr("Enter"), self.tr("Play the move; after the results: next turn")),
            (self.tr("Drag or click a rack tile"), self.tr("Put it on a square / on the cursor")),
            (self.tr("Click a turn of the game so far"), self.tr("Review that turn")),
            (self.tr("PageUp / PageDown"), self.tr("Review the turn before / after")),
            (self.tr("Esc (in a review)"), self.tr("Back to the game")),
        ]
        rows += menu_shortcuts(self.menuBar())
        return rows

    def show_keys(self) -> None:
        ShortcutsDialog(self.key_list(), self).exec()

    def _update_actions(self) -> None:
        has = self.page is not None
        for action in self.game_actions:
            action.setEnabled(has)

    def _focus_reference(self) -> None:
        if self.page is not None and self.page.mode == "play":
            self.page.play.reference_edit.setFocus()
            self.page.play.reference_edit.selectAll()

    # -- pages ------------------------------------------------------------------------------------

    def show_study(self) -> StudyPage | None:
        """The study mode (the game shown is left, saved, to resume later); the games' new
        missed turns are read first, off the GUI thread."""
        if not self.close_game():
            return None
        self.study = self._show_page(StudyPage(self.folder, self.study_now), self.close_study,
                                     self.tr("The words you missed — Solo training"))
        self.study.gather()
        return self.study

    def _show_page(self, page: Page, close: Callable[[], None], title: str) -> Page:
        """Show a page of the window (study, word tools) in place of the one shown."""
        self.close_study()
        self.close_word_tools()
        page.backRequested.connect(close)
        page.statusMessage.connect(self._status)
        self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.setWindowTitle(title)
        return page

    def show_word_tools(self) -> WordToolsPage | None:
        """The word tools, on the word list of the game shown (left, saved, to resume later),
        else on the list the player opens."""
        lexicon = self.page.session.lexicon if self.page is not None else None
        if not self.close_game():
            return None
        self.word_tools = self._show_page(WordToolsPage(self.folder, self.study_now), self.close_word_tools,
                                          self.tr("Word tools — Solo training"))
        if lexicon is not None:
            self.word_tools.use(lexicon)
        return self.word_tools

    def close_word_tools(self) -> None:
        if self.word_tools is None:
            return
        tools, self.word_tools = self.word_tools, None
        tools.leave()
        self.stack.removeWidget(tools)
        tools.deleteLater()
        self.setWindowTitle(self.tr("Solo training — Duplicate Scrabble"))

    def close_study(self) -> None:
        if self.study is None:
            return
        study, self.study = self.study, None
        study.leave()
        self.stack.removeWidget(study)
        study.deleteLater()
        self.setWindowTitle(self.tr("Solo training — Duplicate Scrabble"))
        self._show_home()

    def _show_home(self) -> None:
        self.home.show_history(training_history(self.folder))
        self.stack.setCurrentWidget(self.home)
        self._update_actions()

    def _status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _error(self, title: str, message: str) -> None:
        self.statusBar().showMessage(message, 10000)
        questions.warn(self, title, message)

    def _load_lexicon(self, edition: str, path: str | None) -> Lexicon | None:
        lexicon, error = load_lexicon_with_progress(self, edition, path)
        if error:
            self._error(self.tr("Word list"), error)
        return lexicon

    def new_game(self) -> None:
        dialog = TrainingStartDialog(self)
        if dialog.exec() != TrainingStartDialog.DialogCode.Accepted or dialog.choice is None:
            return
        self.start_game(dialog.choice)

    def start_game(self, choice: TrainingChoice) -> Session | None:
        """Create a training game from the start options and show it (its first rack drawn)."""
        if not self.close_game():
            return None
        self.close_study()
        self.close_word_tools()
        edition, lexicon_path = choice.edition, choice.lexicon_path
        prepared = None
        if choice.prepared_file:
            try:
                QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
                try:
                    prepared = training.prepared_game(choice.prepared_file, word_list=choice.lexicon_path)
                finally:
                    QApplication.restoreOverrideCursor()
            except DuplicateError as exc:
                self._error(self.tr("Replay a game"), message_text(exc))
                return None
            if prepared.edition != edition:
                edition = prepared.edition
                self._status(self.tr("The game to replay is in {0}: its edition is used.").format(edition_label(edition)))
            if prepared.word_list_problem is not None:
                # the record's own list is missing: say which one, and replay only if asked
                if not questions.ask(self, self.tr("Replay a game"), message_text(prepared.word_list_problem),
                                     self.tr("Replay its racks with another list"), self.tr("Cancel")):
                    return None
                if prepared.edition != choice.edition:
                    lexicon_path = None
            else:
                lexicon_path = prepared.lexicon_path  # the club's own list, as the room played
        lexicon = self._load_lexicon(edition, lexicon_path)
        if lexicon is None:
            return None
        # a club's game is replayed under its own rules and time, as the room played it
        rules = prepared.rules if prepared is not None and prepared.rules is not None else load_preset(choice.preset)
        seconds = rules.seconds_per_turn if prepared is not None and prepared.rules is not None else choice.seconds_per_move
        try:
            source = prepared.name if prepared else ""
            settings = SessionSettings(
                edition, lexicon.identity, rules,
                seed=choice.seed if choice.seed is not None else new_seed(),
                rack_source=RackSource.PREPARED if prepared else RackSource.RANDOM,
                prepared=prepared.turns if prepared else (), lexicon_path=lexicon_path,
                # the game's stored title, named in the user's language (shown when it is replayed)
                title=self.tr("Training: {0}").format(source) if source else self.tr("Training"),
            )
            options = training.TrainingOptions(seconds_per_move=seconds, player=choice.player,
                                               source=source, tournament=choice.tournament)
            session = training.create_training(
                self.folder, settings, lexicon, options,
                path=training.new_game_path(self.folder, name=self.tr("Training")),  # the file's name too
                clock=self.clock, room=prepared.room if prepared is not None else None,
            )
        except (DuplicateError, OSError) as exc:
            self._error(self.tr("New training game"), message_text(exc))
            return None
        self._attach(session)
        return session

    def open_game(self, path: str) -> Session | None:
        """Resume a saved training game where it was left."""
        if not self.close_game():
            return None
        self.close_study()
        self.close_word_tools()
        try:
            session = open_session_file(path, self.clock)
        except WriteAccessError as exc:  # open in another window, or on a read-only disk
            self.review_read_only(path, message_text(exc))
            return None
        except DuplicateError as exc:
            self._error(self.tr("Resume a game"), message_text(exc))
            return None
        if not training.is_training(session):
            session.close()
            self._error(self.tr("Resume a game"), self.tr("{0} is not a training game.").format(path))
            return None
        self._attach(session)
        if session.phase is Phase.OVER:
            self.show_summary()
        return session

    def review_read_only(self, path: str, why: str) -> SummaryDialog | None:
        """A game that cannot be played here (another window holds it, or it cannot be
        written): say so, and offer its summary, read without changing the file."""
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Resume a game"), why, QMessageBox.StandardButton.Cancel,
                          self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # a file's path and name as they are
        box.setInformativeText(self.tr("This game cannot be played here, but its summary can be looked at "
                                       "(read-only: nothing in the file changes)."))
        look = box.addButton(self.tr("Show the summary (read-only)"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(look)
        box.exec()
        if box.clickedButton() is not look:
            return None
        try:
            session = open_session_file(path, self.clock, read_only=True)
        except DuplicateError as exc:
            self._error(self.tr("Resume a game"), message_text(exc))
            return None
        try:
            if not training.is_training(session):
                self._error(self.tr("Resume a game"), self.tr("{0} is not a training game.").format(path))
                return None
            summary = training.summarize(session)
            ranks = _room_ranks(session, summary)
        finally:
            session.close()
        dialog = self._summary_dialog(summary, ranks)
        dialog.setWindowTitle(self.tr("{0} (read-only)").format(Path(path).stem))
        dialog.open()
        return dialog

    def _attach(self, session: Session) -> None:
        self.page = TrainingGamePage(session)
        self.page.statusMessage.connect(self._status)
        self.page.gameOver.connect(self.show_summary)
        self.stack.addWidget(self.page)
        self.stack.setCurrentWidget(self.page)
        self.setWindowTitle(self.tr("{0} — Solo training").format(Path(session.store.path).stem))
        self._update_actions()
        self.page.board.setFocus()

    def close_game(self) -> bool:
        """Leave the game shown (it stays saved, resumable); back to the home page."""
        if self.page is None:
            return True
        page = self.page
        page.leave()
        self.stack.removeWidget(page)
        page.session.close()
        page.deleteLater()
        self.page = None
        self.setWindowTitle(self.tr("Solo training — Duplicate Scrabble"))
        self._show_home()
        return True

    def end_game(self) -> None:
        """End the game before its last turn, once the player confirms (Ctrl+E sits next to
        Ctrl+W; a game ended early is shown as such in the history and left out of averages)."""
        if self.page is None or self.page.mode == "over":
            return
        answer = questions.message_box(
            self, "question", self.tr("End this game?"),
            self.tr("End this game now? The turn in progress is not counted, and the game is listed as "
                    "ended early (left out of the averages). To stop for now and come back later, "
                    "close the game instead (Ctrl+W)."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.page.end_game()

    def choose_folder(self) -> None:
        """Where training games are saved (and the history read from); remembered."""
        from PySide6.QtWidgets import QFileDialog

        path = QFileDialog.getExistingDirectory(self, self.tr("Training folder"), str(self.folder))
        if path:
            self.folder = Path(path)
            self.settings.setValue("training/folder", path)
            if self.page is None:
                self._show_home()

    # -- summary and history ------------------------------------------------------------------------

    def show_summary(self) -> SummaryDialog | None:
        if self.page is None:
            return None
        summary = training.store_summary(self.page.session) if self.page.session.phase is Phase.OVER \
            else self.page.summary
        dialog = self._summary_dialog(summary, _room_ranks(self.page.session, summary))
        dialog.turnRequested.connect(self._on_page_turn)
        dialog.open()
        return dialog

    def _summary_dialog(self, summary: TrainingSummary,
                        ranks: tuple[tuple[int, int] | None, ...] = ()) -> SummaryDialog:
        """A game's summary dialog (the one shown, as ``summary_dialog``), its "history" and "new game" wired."""
        dialog = SummaryDialog(summary, self, ranks)
        dialog.folder = str(self.folder)
        dialog.historyRequested.connect(self.show_history)
        dialog.newGameRequested.connect(self.new_game)
        self.summary_dialog = dialog
        return dialog

    def _on_page_turn(self, number: int) -> None:
        if self.page is not None:
            self.page.review_turn(number)

    def show_history(self) -> HistoryDialog:
        dialog = HistoryDialog(training_history(self.folder), self.folder, self)
        dialog.resumeRequested.connect(self.open_game)
        self.history_dialog = dialog
        dialog.open()
        return dialog

    def closeEvent(self, event: QCloseEvent) -> None:
        self.close_game()
        self.close_study()
        self.close_word_tools()
        event.accept()


def _room_ranks(session: Session, summary: TrainingSummary) -> tuple[tuple[int, int] | None, ...]:
    """The rank among the room after each turn, for a club's game replayed at home."""
    room = stored_room(session)
    return training.room_ranks(summary, room) if room is not None else ()


__all__ = ["TrainingHome", "TrainingWindow", "default_training_folder"]
