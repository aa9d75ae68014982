"""The word tools of the training window: questions to a word list, and study cards from them.

The page asks ``duplicate.words.word_tool`` (anagrams of a rack, the shorter words it makes,
7+1 and 8-1, patterns, words containing, starting or ending with letters, hooks) on a worker
thread, and shows the words as the engine finds them, sorted for the edition's readers
(``duplicate.base.collation``). Any search becomes study cards (``duplicate.training.study``):
every word of the letters, or the hooks of each word, the likeliest racks first, spread over
the coming days so that a day asks no more than the player chose.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QSettings, QThread, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from duplicate.base.collation import sorted_for
from duplicate.base.errors import DuplicateError
from duplicate.training import study
from duplicate.training.study import StudyDeck
from duplicate.words.lexicon import Lexicon, lexicon_label
from duplicate.words.word_tool import LIMIT, Found, WordTool
from ui.training.style import ACCENT, LOSS_COLOUR, MUTED, PAGE_STYLE, bold
from ui.widgets.engine_text import message_text
from ui.widgets.forms import default_edition, edition_box, word_list_row
from ui.widgets.language import format_number
from ui.widgets.loading import load_lexicon_with_progress
from ui.widgets.preferences import stored_int
from ui.widgets.worker_gc import track_worker

#: The questions, in the order the box lists them (data of the box).
ANAGRAMS, SHORTER, PLUS_ONE, MINUS_ONE, PATTERN, CONTAINING, STARTING, ENDING, HOOKS = (
    "anagrams", "shorter", "plus_one", "minus_one", "pattern", "containing", "starting", "ending", "hooks")


@dataclass
class Answer:
    """What a question found: the words (sorted for reading), groups (7+1, 8-1: a letter and
    its words), whether every match is listed, and how long the engine took."""

    words: list[str] = field(default_factory=list)
    groups: list[tuple[str, list[str]]] = field(default_factory=list)
    complete: bool = True
    seconds: float = 0.0
    hooks: tuple[tuple[str, ...], tuple[str, ...]] | None = None


def ask(tool: WordTool, kind: str, text: str, limit: int | None = LIMIT) -> Answer:
    """The answer to one question (WordToolError when it cannot be read)."""
    language = tool.edition.code
    started = time.perf_counter()
    if kind in (PLUS_ONE, MINUS_ONE):
        groups = tool.plus_one(text) if kind == PLUS_ONE else tool.minus_one(text)
        seconds = time.perf_counter() - started
        return Answer([w for _, words in groups for w in words],
                      [(letter, sorted_for(words, language)) for letter, words in groups], True, seconds)
    if kind == HOOKS:
        hooks = tool.hooks(text)
        return Answer(list(hooks.words), [], True, time.perf_counter() - started, (hooks.front, hooks.back))
    searches: dict[str, Callable[[str, int | None], Found]] = {
        PATTERN: tool.matching, CONTAINING: tool.containing, STARTING: tool.starting, ENDING: tool.ending}
    if kind in (ANAGRAMS, SHORTER):
        found = tool.anagrams(text, shorter=kind == SHORTER, limit=limit)
    else:
        found = searches[kind](text, limit)
    seconds = time.perf_counter() - started
    words = list(found.words)
    if kind != SHORTER:
        words = sorted_for(words, language)
    return Answer(words, [], found.complete, seconds)


class QueryThread(QThread):
    """One question answered off the GUI thread (the first pattern reads the list's index);
    with ``cards`` (kind, count, search name, folder, clock, per day), the answer made into
    study cards and added to the folder's study file too."""

    def __init__(self, tool: WordTool, kind: str, text: str, limit: int | None, parent: QWidget | None = None,
                 cards: tuple[str, int, str, Path, datetime, int] | None = None) -> None:
        super().__init__(parent)
        self.tool, self.kind, self.text, self.limit, self.cards = tool, kind, text, limit, cards
        self.answer: Answer | None = None
        self.error: DuplicateError | None = None
        self.added = 0
        self.due = 0

    def run(self) -> None:
        try:
            self.answer = ask(self.tool, self.kind, self.text, self.limit)
            if self.cards is not None:
                self.added, self.due = add_cards(self.tool, self.answer.words, *self.cards)
        except DuplicateError as exc:
            self.error = exc


def add_cards(tool: WordTool, words: list[str], kind: str, count: int, search: str, folder: Path, now: datetime,
              per_day: int) -> tuple[int, int]:
    """The study cards of a search's words added to the folder's study file: how many were
    added, and how many of the word cards are due today."""
    cards = study.word_cards(tool, words, kind, count, search)
    deck = StudyDeck.open(folder)
    try:
        added = deck.add_word_cards(cards, now, per_day)
        due = sum(1 for card in deck.due(now, limit=None) if isinstance(card, study.WordCard))
    finally:
        deck.close()
    return added, due


class WordToolsPage(QWidget):
    """Questions to a word list, and study cards made from the answers."""

    backRequested = Signal()
    statusMessage = Signal(str)
    cardsAdded = Signal(int)

    def __init__(self, folder: Path, now: Callable[[], datetime] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trainingPage")
        self.folder = folder
        self.now: Callable[[], datetime] = now or (lambda: datetime.now(timezone.utc))
        self.settings = QSettings()
        self.tool: WordTool | None = None
        self.worker: QueryThread | None = None
        self.answer: Answer | None = None
        self.asked: tuple[str, str] = ("", "")

        title = bold(QLabel(self.tr("Word tools")), 2.0)
        intro = QLabel(self.tr(
            "Ask the word list: anagrams of a rack (? for a blank), 7+1 and 8-1, a pattern (? for one letter, * for "
            "any letters), the words containing, starting or ending with letters, a word's hooks. Any search "
            "becomes study cards, the likeliest racks first."))
        intro.setWordWrap(True)
        intro.setStyleSheet(f"color: {MUTED.name()};")
        self.edition_box = edition_box()
        chosen = str(self.settings.value("training/word_tools_edition", "") or default_edition())
        self.edition_box.setCurrentIndex(max(0, self.edition_box.findData(chosen)))
        self.lexicon_edit, lexicon_row = word_list_row(self)
        self.open_button = QPushButton(self.tr("Open the word list"))
        self.open_button.clicked.connect(self.open_list)
        self.list_label = QLabel()
        self.list_label.setStyleSheet(f"color: {MUTED.name()};")
        source = QHBoxLayout()
        source.addWidget(QLabel(self.tr("Edition")))
        source.addWidget(self.edition_box)
        source.addWidget(QLabel(self.tr("Word list")))
        source.addLayout(lexicon_row, 1)
        source.addWidget(self.open_button)

        self.kind_box = QComboBox()
        for kind, name in ((ANAGRAMS, self.tr("Anagrams of a rack")), (SHORTER, self.tr("Words a rack makes")),
                           (PLUS_ONE, self.tr("7+1: a letter more")), (MINUS_ONE, self.tr("8-1: a letter less")),
                           (PATTERN, self.tr("Pattern (? one letter, * any)")), (CONTAINING, self.tr("Containing")),
                           (STARTING, self.tr("Starting with")), (ENDING, self.tr("Ending with")),
                           (HOOKS, self.tr("Hooks of a word"))):
            self.kind_box.addItem(name, kind)
        self.kind_box.setAccessibleName(self.tr("Question"))
        self.query_edit = QLineEdit()
        self.query_edit.setPlaceholderText(self.tr("Letters, ? and * (Enter)"))
        self.query_edit.setAccessibleName(self.tr("Letters"))
        self.query_edit.returnPressed.connect(self.search)
        self.search_button = QPushButton(self.tr("Search (Enter)"))
        self.search_button.setObjectName("primary")
        self.search_button.clicked.connect(self.search)
        query = QHBoxLayout()
        query.addWidget(self.kind_box)
        query.addWidget(self.query_edit, 1)
        query.addWidget(self.search_button)

        self.count_label = bold(QLabel())
        self.count_label.setWordWrap(True)
        self.results = QListWidget()
        self.results.setAccessibleName(self.tr("Words found"))
        self.results.setFlow(QListWidget.Flow.LeftToRight)
        self.results.setWrapping(True)
        self.results.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.results.setSpacing(4)
        font = self.results.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.results.setFont(font)

        self.card_kind_box = QComboBox()
        self.card_kind_box.addItem(self.tr("every word of the letters"), study.ANAGRAMS)
        self.card_kind_box.addItem(self.tr("the hooks of each word"), study.HOOKS)
        self.card_kind_box.setAccessibleName(self.tr("Cards asking"))
        self.card_count_box = QSpinBox()
        self.card_count_box.setRange(1, 5000)
        self.card_count_box.setValue(stored_int(self.settings, "training/card_count", 500))
        self.card_count_box.setAccessibleName(self.tr("The likeliest"))
        self.cards_button = QPushButton(self.tr("Add to the study cards"))
        self.cards_button.clicked.connect(self.make_cards)
        self.back_button = QPushButton(self.tr("Back to training"))
        self.back_button.clicked.connect(self.backRequested)
        cards = QHBoxLayout()
        cards.addWidget(QLabel(self.tr("Study cards asking")))
        cards.addWidget(self.card_kind_box)
        cards.addWidget(QLabel(self.tr("the likeliest")))
        cards.addWidget(self.card_count_box)
        cards.addWidget(self.cards_button)
        cards.addStretch(1)
        cards.addWidget(self.back_button)
        self.status_label = QLabel()
        self.status_label.setWordWrap(True)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(30, 20, 30, 20)
        layout.addWidget(title)
        layout.addWidget(intro)
        layout.addLayout(source)
        layout.addWidget(self.list_label)
        layout.addSpacing(6)
        layout.addLayout(query)
        layout.addWidget(self.count_label)
        layout.addWidget(self.results, 1)
        layout.addLayout(cards)
        layout.addWidget(self.status_label)
        self.setStyleSheet(PAGE_STYLE)
        self._enable()

    # -- the word list --------------------------------------------------------------------------

    def open_list(self) -> WordTool | None:
        """Load the word list chosen (the edition's own when the field is empty)."""
        code = str(self.edition_box.currentData())
        path = self.lexicon_edit.text().strip() or None
        lexicon, error = load_lexicon_with_progress(self, code, path)
        if lexicon is None:
            if error:
                self.status_label.setText(error)
            return None
        return self.use(lexicon)

    def use(self, lexicon: Lexicon) -> WordTool:
        """Ask ``lexicon`` from now on (the session's word list, or one loaded here)."""
        self.tool = WordTool(lexicon)
        self.settings.setValue("training/word_tools_edition", lexicon.edition.code)
        self.list_label.setText(self.tr("{0}: %n word(s)", "", lexicon.word_count).format(
            message_text(lexicon_label(lexicon.identity.name))))
        self.edition_box.setCurrentIndex(max(0, self.edition_box.findData(lexicon.edition.code)))
        self._enable()
        self.query_edit.setFocus()
        return self.tool

    def _enable(self) -> None:
        ready = self.tool is not None and self.worker is None
        for widget in (self.query_edit, self.search_button, self.kind_box):
            widget.setEnabled(ready)
        self.cards_button.setEnabled(ready and self.answer is not None and bool(self.answer.words))

    # -- questions --------------------------------------------------------------------------------

    def search(self, limit: int | None = LIMIT) -> QueryThread | None:
        """Ask the question typed, off the GUI thread; the words are shown when found."""
        text = self.query_edit.text().strip()
        if self.tool is None or self.worker is not None or not text:
            return None
        kind = str(self.kind_box.currentData())
        self.asked = (kind, text)
        return self._start(QueryThread(self.tool, kind, text, limit, self))

    def _start(self, thread: QueryThread) -> QueryThread:
        thread.finished.connect(self._answered)
        self.worker = thread
        if self.tool is not None and not self.tool.indexed and thread.kind in (PATTERN, CONTAINING, STARTING, ENDING):
            self.count_label.setText(self.tr("Reading the word list for patterns (once)…"))
        self._enable()
        track_worker(thread.isRunning)
        thread.start()
        return thread

    def _answered(self) -> None:
        thread, self.worker = self.worker, None
        self._enable()
        if thread is None:
            return
        if thread.error is not None or thread.answer is None:
            if thread.cards is None:
                self.results.clear()
                self.answer = None
                self._enable()
            self.count_label.setText(message_text(thread.error) if thread.error is not None else "")
            self.count_label.setStyleSheet(f"color: {LOSS_COLOUR.name()};")
            return
        if thread.cards is not None:
            self.settings.setValue("training/card_count", self.card_count_box.value())
            self.status_label.setText(self.tr("%n card(s) added to the words to study", "", thread.added) + " · "
                                      + self.tr("%n word card(s) due today, the others on the coming days", "",
                                                thread.due))
            self.cardsAdded.emit(thread.added)
            self._enable()
            return
        self.show_answer(thread.answer)

    def show_answer(self, answer: Answer) -> None:
        self.answer = answer
        self.count_label.setStyleSheet(f"color: {ACCENT.name()};")
        self.results.clear()
        milliseconds = format_number(answer.seconds * 1000, 1)
        if answer.hooks is not None:
            front, back = answer.hooks
            none = self.tr("none")
            self.count_label.setText(self.tr("Before: {0} · after: {1} · {2} ms").format(
                " ".join(front) or none, " ".join(back) or none, milliseconds))
        elif answer.complete:
            self.count_label.setText(self.tr("%n word(s)", "", len(answer.words)) + f" · {milliseconds} ms")
        else:
            self.count_label.setText(self.tr("More than %n words: the first ones are shown; narrow the search.", "",
                                             len(answer.words)) + f" · {milliseconds} ms")
        if answer.groups:
            for letter, words in answer.groups:
                header = ("+" if self.asked[0] == PLUS_ONE else "−") + letter
                self.results.addItem(f"{header}:")
                item = self.results.item(self.results.count() - 1)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                self.results.addItems(words)
        else:
            self.results.addItems(answer.words)
        self._enable()

    # -- study cards -----------------------------------------------------------------------------

    def make_cards(self) -> QueryThread | None:
        """Cards from the last search (all of its words, not only those shown), the likeliest
        first, added to the study file off the GUI thread, spread over the days (the study
        page's limit a day)."""
        if self.tool is None or self.answer is None or self.worker is not None:
            return None
        kind, text = self.asked
        per_day = stored_int(self.settings, "training/per_day", study.PER_DAY)
        cards = (str(self.card_kind_box.currentData()), self.card_count_box.value(), self.search_name(),
                 self.folder, self.now(), per_day)
        self.status_label.setText(self.tr("Making the cards…"))
        return self._start(QueryThread(self.tool, kind, text, None, self, cards))

    def search_name(self) -> str:
        """The search as the cards name it: the question's kind, short, and its letters."""
        kind, text = self.asked
        short = {ANAGRAMS: self.tr("anagrams"), SHORTER: self.tr("words of"), PLUS_ONE: "7+1", MINUS_ONE: "8-1",
                 PATTERN: self.tr("pattern"), CONTAINING: self.tr("containing"), STARTING: self.tr("starting with"),
                 ENDING: self.tr("ending with"), HOOKS: self.tr("hooks")}
        return f"{short.get(kind, kind)} {text.upper()}"

    def leave(self) -> None:
        if self.worker is not None:
            self.worker.wait()
            self.worker = None


__all__ = ["Answer", "QueryThread", "WordToolsPage", "ask"]
