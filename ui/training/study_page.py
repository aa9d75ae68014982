"""The words you missed, to study: the training window's study mode.

The page shows what ``duplicate.training.study`` decides: the cards gathered from every game
of the training folder (read off the GUI thread) and those made from the word tool's
searches, the progress per word list, and a round of the cards due: the board and the rack
before the turn and the score to find (or the letters of a word card); the player types the
word (or the move, or the words), the engine judges it and saves the answer with the card's
new schedule before the page says right or wrong. Nothing on the page gives an answer away
before it is given: the overview counts the words, the card names its game and turn, not the
move played. The round's size and the cards due a day are the player's; the list exports as
text and as CSV.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QSettings, QThread, QTimer, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStackedWidget,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from duplicate import translations
from duplicate.base.errors import DuplicateError
from duplicate.session.session import Session
from duplicate.base.spreadsheet import spreadsheet_file
from duplicate.storage.safe_write import replace_file
from duplicate.training import study
from duplicate.training.study import AnswerResult, Card, StudyCard, StudyDeck, StudyRound, StudyWords, WordCard
from duplicate.words.lexicon import lexicon_label
from ui.training.dialogs import _item
from ui.training.style import (
    ACCENT, GAIN_COLOUR, LOSS_COLOUR, MUTED, PAGE_STYLE, bold, card, edition_label, local_date, read_only_table,
)
from ui.widgets.board_view import BoardView
from ui.widgets.engine_text import csv_style, message_text, records_text
from ui.widgets.language import current_language
from ui.widgets.preferences import stored_int
from ui.widgets.rack_view import RackView
from ui.widgets.worker_gc import track_worker

#: How often the overview reads the deck again while it is shown (a page left open overnight
#: counts the cards due the next morning).
REFRESH_MS = 60_000


def list_name(lexicon: str) -> str:
    """A word list's name in the app's language (a bundled list's translated)."""
    return message_text(lexicon_label(lexicon))


def study_words() -> StudyWords:
    """The exported list's words in the app's language (the catalogue's ``records`` texts)."""
    code = current_language()
    return StudyWords(tuple(records_text(h) for h in study.STUDY_HEADERS),
                      tuple((level, records_text(name)) for level, name in study.LEVEL_NAMES.items()),
                      records_text(study.LEARNED_NAME), lambda iso: translations.iso_date_text(iso, code), list_name)


class GatherThread(QThread):
    """Reads the games' missed turns into the study file, off the GUI thread (each game is
    opened read-only with its word list)."""

    progressed = Signal(int, int)

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.added = 0
        self.problems: list[study.GatherProblem] = []
        self.error: DuplicateError | None = None
        self.cancelled = False

    def run(self) -> None:
        try:
            deck = StudyDeck.open(self.folder)
        except DuplicateError as exc:
            self.error = exc
            return
        try:
            self.added, self.problems = deck.gather(
                self.folder, lambda path: Session.open(path, read_only=True),
                progress=lambda done, total: self.progressed.emit(done, total), cancel=lambda: self.cancelled)
        except DuplicateError as exc:
            self.error = exc
        finally:
            deck.close()


class AnswerEdit(QLineEdit):
    """The answer field: Enter checks, then goes to the next card."""

    entered = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.entered.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class StudyPage(QWidget):
    """The study mode: progress per word list, a round of the cards due, the exports."""

    backRequested = Signal()
    statusMessage = Signal(str)

    def __init__(self, folder: Path, now: Callable[[], datetime] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trainingPage")
        self.folder = folder
        self.now: Callable[[], datetime] = now or (lambda: datetime.now(timezone.utc))
        self.deck: StudyDeck | None = None
        self.round: StudyRound | None = None
        self.result: AnswerResult | None = None
        self.gatherer: GatherThread | None = None
        self.settings = QSettings()
        self.progress: tuple[study.ListProgress, ...] = ()
        self.stack = QStackedWidget()
        self.stack.addWidget(self._overview())
        self.stack.addWidget(self._round_page())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(30, 20, 30, 20)
        layout.addWidget(self.stack)
        self.setStyleSheet(PAGE_STYLE)
        try:
            self.deck = StudyDeck.open(folder)
        except DuplicateError as exc:
            self.status_label.setText(message_text(exc))
        self.refresh()
        # the overview follows the clock: cards come due at midnight while it is shown
        self.refresh_timer = QTimer(self)
        self.refresh_timer.setInterval(REFRESH_MS)
        self.refresh_timer.timeout.connect(self._refresh_overview)
        self.refresh_timer.start()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._refresh_overview()

    def _refresh_overview(self) -> None:
        if self.stack.currentIndex() == 0 and self.gatherer is None and self.deck is not None:
            self.refresh()

    # -- the overview ----------------------------------------------------------------------------

    def _overview(self) -> QWidget:
        page = QWidget()
        title = bold(QLabel(self.tr("The words you missed")), 2.0)
        intro = QLabel(self.tr(
            "Every top you did not find alone in your games, and every sub-top (the best move of another word) "
            "you did not reach, is a card: the board and the rack before the turn, and the score to find; so is "
            "every search of the word tools you keep. A card found comes back 1, 2, 4, 8 then 16 days later, "
            "from midnight of that day, and is learned after that; a card missed comes back at the end of the "
            "round and the next day."))
        intro.setWordWrap(True)
        intro.setStyleSheet(f"color: {MUTED.name()};")
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)
        self.progress_table = QTableWidget(0, 6)
        self.progress_table.setHorizontalHeaderLabels([self.tr("Word list"), self.tr("Edition"), self.tr("Cards"),
                                                       self.tr("Due now"), self.tr("New"), self.tr("Learned")])
        read_only_table(self.progress_table, stretch=0)
        self.progress_table.setAccessibleName(self.tr("Progress per word list"))
        self.progress_table.setMaximumHeight(150)
        self.cards_table = QTableWidget(0, 7)
        self.cards_table.setHorizontalHeaderLabels([self.tr("Rack"), self.tr("Asked"), self.tr("Points"),
                                                    self.tr("Answers"), self.tr("From"), self.tr("Box"),
                                                    self.tr("Next time")])
        read_only_table(self.cards_table, stretch=3)
        self.cards_table.setAccessibleName(self.tr("The cards"))
        self.list_box = QComboBox()
        self.list_box.currentIndexChanged.connect(self._list_chosen)
        self.start_button = QPushButton()
        self.start_button.setObjectName("primary")
        self.start_button.setMinimumHeight(40)
        self.start_button.clicked.connect(self.start_round)
        self.text_button = QPushButton(self.tr("Export the list as text…"))
        self.text_button.clicked.connect(lambda: self.export("text"))
        self.csv_button = QPushButton(self.tr("Export the list as CSV…"))
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.back_button = QPushButton(self.tr("Back to training"))
        self.back_button.clicked.connect(self.backRequested)
        self.size_box = QSpinBox()
        self.size_box.setRange(*study.ROUND_SIZES)
        self.size_box.setValue(stored_int(self.settings, "training/round_size", study.ROUND_SIZE))
        self.size_box.setAccessibleName(self.tr("Cards in a round"))
        self.size_box.valueChanged.connect(self._size_chosen)
        self.per_day_box = QSpinBox()
        self.per_day_box.setRange(*study.ROUND_SIZES)
        self.per_day_box.setValue(stored_int(self.settings, "training/per_day", study.PER_DAY))
        self.per_day_box.setAccessibleName(self.tr("Cards due a day at most"))
        self.per_day_box.valueChanged.connect(lambda value: self.settings.setValue("training/per_day", value))
        self.spread_button = QPushButton(self.tr("Spread the cards due over the coming days"))
        self.spread_button.setToolTip(self.tr("Keep today's share of the cards due, the most overdue first, and give "
                                              "the others the next days, so many a day at most"))
        self.spread_button.clicked.connect(self.spread)
        choose = QHBoxLayout()
        choose.addWidget(QLabel(self.tr("Word list")))
        choose.addWidget(self.list_box, 1)
        choose.addWidget(self.start_button, 1)
        options = QHBoxLayout()
        options.addWidget(QLabel(self.tr("Cards in a round")))
        options.addWidget(self.size_box)
        options.addSpacing(16)
        options.addWidget(QLabel(self.tr("At most a day")))
        options.addWidget(self.per_day_box)
        options.addWidget(self.spread_button)
        options.addStretch(1)
        exports = QHBoxLayout()
        exports.addWidget(self.text_button)
        exports.addWidget(self.csv_button)
        exports.addStretch(1)
        exports.addWidget(self.back_button)
        layout = QVBoxLayout(page)
        layout.addWidget(title)
        layout.addWidget(intro)
        layout.addSpacing(8)
        layout.addWidget(self.status_label)
        layout.addWidget(self.progress_table)
        layout.addWidget(bold(QLabel(self.tr("The cards"))))
        layout.addWidget(self.cards_table, 1)
        layout.addLayout(choose)
        layout.addLayout(options)
        layout.addLayout(exports)
        return page

    def gather(self) -> GatherThread:
        """Read the games' new missed turns (off the GUI thread), then show the progress."""
        if self.gatherer is not None:
            return self.gatherer
        thread = GatherThread(self.folder, self)
        thread.progressed.connect(lambda done, total: self.status_label.setText(
            self.tr("Reading your games for the words you missed… {0} of {1}").format(done + 1, total)))
        thread.finished.connect(self._gathered)
        self.gatherer = thread
        self.start_button.setEnabled(False)
        self.status_label.setText(self.tr("Reading your games for the words you missed…"))
        track_worker(thread.isRunning)
        thread.start()
        return thread

    def _gathered(self) -> None:
        thread = self.gatherer
        self.gatherer = None
        if thread is None:
            return
        self.refresh()
        if thread.error is not None:
            self.status_label.setText(message_text(thread.error))
            return
        notes = [self.tr("%n new card(s) from your games.", "", thread.added)] if thread.added else []
        for problem in thread.problems:
            notes.append(self.tr("{0} could not be read: {1}").format(Path(problem.game).stem, message_text(problem.error)))
        self.status_label.setText(" ".join(notes))

    def refresh(self) -> None:
        """The progress per word list and the round's choice, from the study file."""
        progress = self.deck.progress(self.now()) if self.deck is not None else ()
        self.progress_table.setRowCount(0)
        for row, item in enumerate(progress):
            self.progress_table.insertRow(row)
            cells = [_item(list_name(item.lexicon)), _item(edition_label(item.edition)), _item(item.cards, True),
                     _item(item.due, True), _item(item.new, True), _item(item.learned, True)]
            for column, cell in enumerate(cells):
                self.progress_table.setItem(row, column, cell)
        chosen = self.list_box.currentData()
        self.list_box.blockSignals(True)
        self.list_box.clear()
        self.list_box.addItem(self.tr("Every word list ({0} due)").format(sum(p.due for p in progress)), "")
        for item in progress:
            self.list_box.addItem(self.tr("{0} ({1} due)").format(list_name(item.lexicon), item.due), item.lexicon)
        self.list_box.setCurrentIndex(max(0, self.list_box.findData(chosen)))
        self.list_box.blockSignals(False)
        self._fill_cards()
        self.progress = progress
        has_cards = any(p.cards for p in progress)
        self.text_button.setEnabled(has_cards)
        self.csv_button.setEnabled(has_cards)
        if not has_cards and self.gatherer is None and not self.status_label.text():
            self.status_label.setText(self.tr("No word to study yet: play a training game (or replay a club's game); "
                                              "every top you miss comes here."))
        self._update_start()

    def _fill_cards(self) -> None:
        """Every card of the word list chosen (all lists by default): what is asked, how many
        answers it has (never the words: the list is shown before the round), the box and when
        it comes back (the study list's rows, as exported)."""
        self.cards_table.setRowCount(0)
        if self.deck is None:
            return
        rows = study.study_rows(self.deck, study_words(), str(self.list_box.currentData() or ""))
        for number, row in enumerate(rows):
            self.cards_table.insertRow(number)
            rack, asked, points, words, game, turn, box, due = row[1], row[2], row[3], row[4], row[8], row[9], row[10], row[11]
            count = len(str(words).split())
            source = (self.tr("{0}, turn {1}").format(game, turn) if points != ""
                      else self.tr("search {0}, no. {1}").format(game, turn))
            cells = [_item(rack), _item(asked), _item(points, True), _item(self.tr("%n word(s)", "", count)),
                     _item(source), _item(box, True), _item(due or self.tr("now"))]
            for column, cell in enumerate(cells):
                self.cards_table.setItem(number, column, cell)

    def _list_chosen(self) -> None:
        self._fill_cards()
        self._update_start()

    def _update_start(self) -> None:
        """The Start button counts the cards the round will ask: those due now of the list
        chosen, as many as a round holds."""
        wanted = str(self.list_box.currentData() or "")
        due = sum(p.due for p in self.progress if not wanted or p.lexicon == wanted)
        self.start_button.setText(self.tr("Start a round (%n card(s) due)", "", min(due, self.size_box.value())))
        self.start_button.setEnabled(due > 0 and self.gatherer is None and self.deck is not None)
        self.spread_button.setEnabled(due > self.per_day_box.value() and self.gatherer is None)

    def _size_chosen(self, value: int) -> None:
        self.settings.setValue("training/round_size", value)
        self._update_start()

    def spread(self) -> int:
        """Spread the cards due over the coming days (at most the day's number each day)."""
        if self.deck is None:
            return 0
        try:
            moved = self.deck.spread(self.now(), self.per_day_box.value(), str(self.list_box.currentData() or ""))
        except DuplicateError as exc:
            self.status_label.setText(message_text(exc))
            return 0
        self.refresh()
        self.status_label.setText(self.tr("%n card(s) moved to the coming days.", "", moved))
        return moved

    def export(self, kind: str, path: str | None = None) -> str | None:
        """Save the study list as text or CSV (asking where unless ``path``); the file written."""
        if self.deck is None:
            return None
        lexicon = str(self.list_box.currentData() or "")
        if kind == "csv":
            style = csv_style()
            title, suffix = self.tr("Export the list as CSV"), ".csv"
            filter_text = self.tr("CSV files, separator {0}, decimal mark {1} (*.csv)").format(style.delimiter, style.decimal)
            content = spreadsheet_file(study.study_csv(self.deck, study_words(), style, lexicon))
        else:
            title, suffix = self.tr("Export the list as text"), ".txt"
            filter_text = self.tr("Text files (*.txt)")
            content = study.study_text(self.deck, study_words(), lexicon)
        if path is None:
            base = self.folder / (self.tr("Words to study") + suffix)
            path, _ = QFileDialog.getSaveFileName(self, title, str(base), filter_text)
            if not path:
                return None
        try:
            replace_file(path, content)
        except DuplicateError as exc:
            self.status_label.setText(message_text(exc))
            return None
        self.statusMessage.emit(self.tr("Written {0}").format(path))
        return path

    # -- a round -----------------------------------------------------------------------------------

    def _round_page(self) -> QWidget:
        page = QWidget()
        self.board = BoardView()
        self.rack = RackView()
        self.rack.setMaximumHeight(80)
        position = QWidget()
        left = QVBoxLayout(position)
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(self.board, 1)
        left.addWidget(self.rack)
        # a word card: its letters, large, on tiles (anagrams) or as a word (hooks)
        words_side = QWidget()
        word_layout = QVBoxLayout(words_side)
        self.word_label = bold(QLabel(), 3.0)
        self.word_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.word_label.setWordWrap(True)
        self.word_rack = RackView()
        self.word_rack.setMinimumHeight(90)
        self.word_rack.setMaximumHeight(120)
        self.word_rack.setAccessibleName(self.tr("The letters"))
        word_layout.addStretch(1)
        word_layout.addWidget(self.word_label)
        word_layout.addWidget(self.word_rack)
        word_layout.addStretch(2)
        self.left_stack = QStackedWidget()
        self.left_stack.addWidget(position)
        self.left_stack.addWidget(words_side)
        panel, right = card()
        self.count_label = QLabel()
        self.count_label.setStyleSheet(f"color: {MUTED.name()};")
        self.question_label = bold(QLabel(), 1.5)
        self.question_label.setWordWrap(True)
        self.source_label = QLabel()
        self.source_label.setWordWrap(True)
        self.source_label.setStyleSheet(f"color: {MUTED.name()};")
        self.answer_edit = AnswerEdit()
        self.answer_edit.setPlaceholderText(self.tr("The word (or the move: H4 WORD)"))
        font = self.answer_edit.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        self.answer_edit.setFont(font)
        self.answer_edit.entered.connect(self._enter)
        self.answer_edit.setAccessibleName(self.tr("Your answer"))
        self.board.setAccessibleName(self.tr("The board before the turn"))
        self.rack.setAccessibleName(self.tr("The rack"))
        self.check_button = QPushButton(self.tr("Check (Enter)"))
        self.check_button.setObjectName("primary")
        self.check_button.clicked.connect(self.check)
        self.unknown_button = QPushButton(self.tr("I do not know"))
        self.unknown_button.clicked.connect(lambda: self.check(give_up=True))
        self.next_button = QPushButton(self.tr("Next card (Enter)"))
        self.next_button.setObjectName("primary")
        self.next_button.clicked.connect(self.next_card)
        self.overrule_button = QPushButton(self.tr("Count it right"))
        self.overrule_button.setToolTip(self.tr("A typo, or a word you knew: count this answer right (it is saved so)"))
        self.overrule_button.clicked.connect(self.overrule)
        self.verdict_label = bold(QLabel(), 1.3)
        self.verdict_label.setWordWrap(True)
        self.answers_label = QLabel()
        self.answers_label.setWordWrap(True)
        self.answers_label.setTextFormat(Qt.TextFormat.PlainText)
        self.stop_button = QPushButton(self.tr("End the round"))
        self.stop_button.clicked.connect(self.end_round)
        buttons = QHBoxLayout()
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.unknown_button)
        buttons.addWidget(self.overrule_button)
        buttons.addWidget(self.next_button)
        right.addWidget(self.count_label)
        right.addWidget(self.question_label)
        right.addWidget(self.source_label)
        right.addSpacing(10)
        right.addWidget(self.answer_edit)
        right.addLayout(buttons)
        right.addSpacing(10)
        right.addWidget(self.verdict_label)
        right.addWidget(self.answers_label)
        right.addStretch(1)
        right.addWidget(self.stop_button, 0, Qt.AlignmentFlag.AlignRight)
        layout = QHBoxLayout(page)
        layout.addWidget(self.left_stack, 3)
        layout.addWidget(panel, 2)
        return page

    def start_round(self) -> StudyRound | None:
        if self.deck is None:
            return None
        self.round = StudyRound(self.deck, self.now(), str(self.list_box.currentData() or ""), self.size_box.value())
        if self.round.done:
            self.round = None
            return None
        self.stack.setCurrentIndex(1)
        self._show_card()
        return self.round

    def _show_card(self) -> None:
        assert self.round is not None
        current = self.round.current
        if current is None:
            self.end_round()
            return
        self.result = None
        if isinstance(current, WordCard):
            self._show_word_card(current)
        else:
            try:
                edition, board, rack = current.board_and_rack()
            except DuplicateError as exc:  # a damaged card: said, and answered as not known
                self.statusMessage.emit(message_text(exc))
                self.round.answer("", self.now())
                self._show_card()
                return
            self.left_stack.setCurrentIndex(0)
            self.board.set_edition(edition)
            self.board.set_board(board)
            self.board.set_preview(())
            self.rack.set_edition(edition)
            self.rack.set_rack((), rack.tiles)
            self.answer_edit.setPlaceholderText(self.tr("The word (or the move: H4 WORD)"))
            self.source_label.setText(self.source(current))
        answered = len(self.round.results)
        self.count_label.setText(self.tr("Card {0} · {1} right, {2} missed · {3} left").format(
            answered + 1, self.round.right, self.round.wrong, len(self.round.queue)))
        self.question_label.setText(self.question(current))
        self.answer_edit.clear()
        self.answer_edit.setReadOnly(False)
        self.verdict_label.clear()
        self.answers_label.clear()
        self.check_button.setVisible(True)
        self.unknown_button.setVisible(True)
        self.overrule_button.setVisible(False)
        self.next_button.setVisible(False)
        self.answer_edit.setFocus()

    def _show_word_card(self, current: WordCard) -> None:
        from duplicate.rules.edition import load_edition

        edition = load_edition(current.edition)
        self.left_stack.setCurrentIndex(1)
        self.word_rack.set_edition(edition)
        if current.kind == study.ANAGRAMS:
            self.word_label.clear()
            self.word_rack.setVisible(True)
            tiles = [edition.letter_code(letter) for letter in edition.tokenize(current.question)]
            self.word_rack.set_rack((), tiles)
            self.answer_edit.setPlaceholderText(self.tr("Every word, separated by spaces"))
        else:
            self.word_label.setText(current.question)
            self.word_rack.setVisible(False)
            self.answer_edit.setPlaceholderText(self.tr("Every hooked word, separated by spaces (- for none)"))
        self.source_label.setText(self.tr("{0} · search {1}, no. {2} by probability").format(
            list_name(current.lexicon), current.search, current.rank))

    def source(self, current: StudyCard) -> str:
        """Where a card of a game comes from: the game, the turn, the word list (never the move
        played, which may be the answer); and, when the player handed in a legal move, that
        it is not the answer."""
        game = current.title or (self.tr("game of {0}").format(local_date(current.date)) if current.date
                                 else Path(current.game).stem)
        line = self.tr("{0}, turn {1} · {2}").format(game, current.turn, list_name(current.lexicon))
        if current.played_word and not current.played_is_answer:
            line += "\n" + self.tr("Not the move you played that turn: another placement or another word.")
        return line

    def question(self, current: Card) -> str:
        if isinstance(current, WordCard):
            if current.kind == study.ANAGRAMS:
                return self.tr("Find every word of these letters")
            return self.tr("Find every hook of {0}: the words a letter before or after it makes").format(
                current.question)
        if current.level == study.TOP:
            return self.tr("Find the top: %n point(s)", "", current.points)
        return self.tr("Find the sub-top (another word than the top): %n point(s)", "", current.points)

    def _enter(self) -> None:
        if self.result is None:
            self.check()
        else:
            self.next_card()

    def check(self, give_up: bool = False) -> AnswerResult | None:
        """Judge the answer typed (saved before it is shown), then show right or wrong; an
        answer the card does not judge (the top on a sub-top card, the word the player played
        alone) is said, and the card asked again."""
        if self.round is None or self.round.current is None or self.result is not None:
            return None
        typed = "" if give_up else self.answer_edit.text()
        if not give_up and not typed.strip():
            return None
        try:
            result = self.round.answer(typed, self.now())
        except DuplicateError as exc:  # not saved: not judged either
            self.verdict_label.setText(message_text(exc))
            return None
        if not result.saved:
            self.verdict_label.setStyleSheet(f"color: {ACCENT.name()};")
            if result.verdict == study.IS_THE_TOP:
                self.verdict_label.setText(self.tr("That is the top: this card asks for the sub-top, another word. "
                                                   "Try again."))
            else:
                self.verdict_label.setText(self.tr("That is the word you played that turn: where does it score "
                                                   "these points? Give the move with its square (H4 WORD)."))
            self.answer_edit.selectAll()
            self.answer_edit.setFocus()
            return result
        self._show_verdict(result)
        return result

    def _show_verdict(self, result: AnswerResult) -> None:
        self.result = result
        typed = result.typed
        if result.right:
            self.verdict_label.setText(self.tr("Counted right.") if result.overruled else self.tr("Right!"))
            self.verdict_label.setStyleSheet(f"color: {GAIN_COLOUR.name()};")
        else:
            self.verdict_label.setText(self.tr("Not this time: it comes back at the end of the round.")
                                       if typed.strip() else self.tr("It comes back at the end of the round."))
            self.verdict_label.setStyleSheet(f"color: {LOSS_COLOUR.name()};")
        card_ = result.card
        if isinstance(card_, WordCard):
            words = ", ".join(card_.words) if card_.words else self.tr("none")
            lines = [self.tr("The words: {0}").format(words)]
            if result.missing and typed.strip():
                lines.append(self.tr("Missing: {0}").format(", ".join(result.missing)))
            if result.extra:
                lines.append(self.tr("Not among them: {0}").format(", ".join(result.extra)))
            lines.append(self.tr("Next time: {0}").format(self.schedule_text(result)))
            self.answers_label.setText("\n".join(lines))
        else:
            self.answers_label.setText(self.tr("{0} ({1}); on the board: {2}\nNext time: {3}").format(
                ", ".join(card_.words), self.tr("%n move(s)", "", len(card_.answers)), card_.answers[0],
                self.schedule_text(result)))
            self.board.set_preview(card_.answer_tiles())
        self.answer_edit.setReadOnly(True)
        self.check_button.setVisible(False)
        self.unknown_button.setVisible(False)
        self.overrule_button.setVisible(not result.right and bool(typed.strip()))
        self.next_button.setVisible(True)
        self.answer_edit.setFocus()  # Enter goes on to the next card

    def overrule(self) -> AnswerResult | None:
        """Count the answer just judged wrong right (saved; the card does not come back)."""
        if self.round is None or self.result is None or self.result.right:
            return None
        try:
            result = self.round.overrule(self.now())
        except DuplicateError as exc:
            self.verdict_label.setText(message_text(exc))
            return None
        if result is not None:
            self._show_verdict(result)
        return result

    def schedule_text(self, result: AnswerResult) -> str:
        schedule = result.schedule
        if schedule.box >= study.LEARNED:
            return self.tr("learned")
        if not result.right:
            return self.tr("soon")
        return self.tr("in %n day(s)", "", study.LEITNER_DAYS[schedule.box - 1])

    def next_card(self) -> None:
        if self.round is None:
            return
        if self.round.done:
            self.end_round()
        else:
            self._show_card()

    def end_round(self) -> None:
        """Back to the overview, with the round's figures."""
        finished = self.round
        self.round = None
        self.result = None
        self.stack.setCurrentIndex(0)
        self.refresh()
        if finished is not None and finished.results:
            self.status_label.setText(self.tr("Round over: {0} right, {1} missed.").format(
                finished.right, finished.wrong))
            self.status_label.setStyleSheet(f"color: {ACCENT.name()}; font-weight: bold;")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc ends the round (every answer given is kept)."""
        if event.key() == Qt.Key.Key_Escape and self.round is not None:
            self.end_round()
            event.accept()
            return
        super().keyPressEvent(event)

    def leave(self) -> None:
        """The page closes: stop gathering (what was read is kept), close the study file."""
        if self.gatherer is not None:
            self.gatherer.cancelled = True
            self.gatherer.wait()
            self.gatherer = None
        if self.deck is not None:
            self.deck.close()
            self.deck = None


__all__ = ["GatherThread", "StudyPage", "list_name", "study_words"]
