"""Solo training: play a duplicate game alone against the top.

The window has a home page (new game, unfinished games to resume, history) and the game
page. On the game page the player builds a move the way word-game apps do: click a square
or move the cursor with the arrow keys, type letters (Space turns the direction, Backspace
takes a tile back, Esc clears, ``?`` or Shift+letter plays the blank), click or drag tiles
from the rack, or type a reference and word (``H4 FABAcEE``). The engine judges and scores
the tentative move live; after the move the page shows the top on the board, the best 20
moves with the player's own marked, and the deviation for the turn and the game.

Everything is an action of the session (saved before it is applied), so leaving the window
at any moment loses nothing: the game resumes where it was, the clock paused meanwhile.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from PySide6.QtCore import QEvent, QSettings, QStandardPaths, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QCloseEvent, QColor, QFont, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from duplicate import training
from duplicate.board import Direction
from duplicate.edition import load_edition
from duplicate.errors import DuplicateError
from duplicate.lexicon import Lexicon
from duplicate.notation import format_move, format_reference, parse_move
from duplicate.rules import ScoredMove, check_move, judge, move_from_placements, resolve
from duplicate.ruleset import load_preset
from duplicate.session import Phase, Session
from duplicate.training import HINT_BINGO, HINT_TOP_SCORE, HINT_TOP_SQUARE, TrainingSummary
from ui.widgets.loading import load_lexicon_with_progress, open_session_file
from ui.widgets.controller import SessionController
from ui.training.placement import Placement
from ui.widgets.theme import LIGHT
from ui.widgets.timer_view import TimerView
from ui.training.dialogs import (
    ACCENT,
    GAIN_COLOUR,
    LOSS_COLOUR,
    MUTED,
    HistoryDialog,
    SummaryDialog,
    TrainingChoice,
    TrainingStartDialog,
    edition_label,
    local_date,
    signed,
    time_label,
)
from ui.training.views import TrainingBoard, TrainingRack
from ui.widgets.forms import menu_action as add_menu_action
from ui.widgets.help import menu_shortcuts

TOP_COLOUR = QColor("#C62828")
OWN_BACKGROUND = QColor("#FFE9A8")
PAGE_STYLE = """
QWidget#trainingPage { background: #F3F0E8; }
QFrame#card { background: #FBFAF6; border: 1px solid #DDD8CC; border-radius: 10px; }
QLabel#heading { font-weight: bold; }
QPushButton#primary { background: #24584A; color: white; font-weight: bold; border-radius: 6px;
                      padding: 7px 18px; border: 1px solid #1B4539; }
QPushButton#primary:disabled { background: #9DB3AB; border-color: #9DB3AB; }
QPushButton#primary:hover { background: #2D6B5A; }
QPushButton#hint { padding: 5px 10px; }
"""


def default_training_folder() -> Path:
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents or Path.home()) / "Duplicate training"


def _card() -> tuple[QFrame, QVBoxLayout]:
    frame = QFrame()
    frame.setObjectName("card")
    layout = QVBoxLayout(frame)
    layout.setContentsMargins(14, 10, 14, 12)
    layout.setSpacing(6)
    return frame, layout


def _bold(label: QLabel, scale: float = 1.0) -> QLabel:
    font = label.font()
    font.setBold(True)
    if scale != 1.0:
        font.setPointSizeF(font.pointSizeF() * scale)
    label.setFont(font)
    return label


# -- the game page ----------------------------------------------------------------------------------


class TrainingGamePage(QWidget):
    """One training game: placing a move, then the results of the turn, turn after turn."""

    gameOver = Signal()
    statusMessage = Signal(str)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trainingPage")
        self.setStyleSheet(PAGE_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.session = session
        self.edition = session.edition
        self.options = training.training_options(session)
        self.controller = SessionController(session, self)
        self.model = Placement(session.edition)
        self.mode = "play"  # "play": building a move; "results": a turn's results; "over"
        self.verdict: ScoredMove | DuplicateError | None = None
        self.summary: TrainingSummary = training.summarize(session)
        self.shown_turn: int | None = None  # the turn whose results are shown
        self._typed = False  # the tentative tiles come from the reference field
        self._ranked_rows: list[ScoredMove] = []

        self.board = TrainingBoard(self, theme=LIGHT)
        self.board.set_edition(self.edition)
        self.board.key_handler = self._on_key
        self.board.squareClicked.connect(self._on_square)
        self.board.tileDropped.connect(self._on_drop)

        # header: turn, bag, timer, running score
        self.turn_label = _bold(QLabel(), 1.35)
        self.bag_label = QLabel()
        self.bag_label.setStyleSheet(f"color: {MUTED.name()};")
        self.score_label = QLabel()
        self.score_label.setTextFormat(Qt.TextFormat.RichText)
        self.timer = TimerView(self, theme=LIGHT)
        self.timer.setMinimumSize(150, 64)
        self.timer.setMaximumHeight(84)
        self.timer.setVisible(self.options.seconds_per_move > 0)
        self.pause_button = QPushButton(self.tr("Pause (F5)"))
        self.pause_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pause_button.clicked.connect(self.toggle_pause)
        self.pause_button.setVisible(self.options.seconds_per_move > 0)

        self.play_panel = self._build_play_panel()
        self.results_panel = self._build_results_panel()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.play_panel)
        self.stack.addWidget(self.results_panel)

        header_card, header = _card()
        top = QHBoxLayout()
        titles = QVBoxLayout()
        titles.setSpacing(2)
        titles.addWidget(self.turn_label)
        titles.addWidget(self.bag_label)
        titles.addWidget(self.score_label)
        top.addLayout(titles, 1)
        timer_box = QVBoxLayout()
        timer_box.addWidget(self.timer)
        timer_box.addWidget(self.pause_button, 0, Qt.AlignmentFlag.AlignHCenter)
        top.addLayout(timer_box)
        header.addLayout(top)

        right = QVBoxLayout()
        right.setSpacing(8)
        right.addWidget(header_card)
        right.addWidget(self.stack, 1)
        right_widget = QWidget()
        right_widget.setLayout(right)
        right_widget.setMinimumWidth(470)
        right.setContentsMargins(0, 0, 0, 0)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(10)
        layout.addWidget(self.board, 11)
        layout.addWidget(right_widget, 9)

        self.controller.tick.connect(self._refresh_timer)
        self.controller.timerExpired.connect(self._on_time_up)
        self.controller.failed.connect(self._show_error)
        self._enter_current_state()

    # -- building ---------------------------------------------------------------------------------

    def _build_play_panel(self) -> QWidget:
        card, layout = _card()
        rack_row = QHBoxLayout()
        self.rack = TrainingRack(self, theme=LIGHT)
        self.rack.set_edition(self.edition)
        self.rack.setFixedHeight(78)
        self.rack.tileClicked.connect(self._on_rack_click)
        self.shuffle_button = QPushButton(self.tr("Shuffle (F7)"))
        self.shuffle_button.clicked.connect(self.shuffle)
        self.sort_button = QPushButton(self.tr("Sort (F8)"))
        self.sort_button.clicked.connect(self.sort)
        rack_buttons = QVBoxLayout()
        for button in (self.shuffle_button, self.sort_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            rack_buttons.addWidget(button)
        rack_row.addWidget(self.rack, 1)
        rack_row.addLayout(rack_buttons)
        layout.addLayout(rack_row)

        self.reference_edit = QLineEdit()
        self.reference_edit.setPlaceholderText(self.tr("or type a reference and a word: H4 FABAcEE (lowercase = blank)"))
        self.reference_edit.setClearButtonEnabled(True)
        self.reference_edit.textEdited.connect(self._on_reference_typed)
        self.reference_edit.returnPressed.connect(self.submit)
        self.reference_edit.installEventFilter(self)
        layout.addWidget(self.reference_edit)

        self.preview_label = QLabel()
        self.preview_label.setWordWrap(True)
        self.preview_label.setTextFormat(Qt.TextFormat.RichText)
        self.preview_label.setMinimumHeight(48)
        self.preview_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.preview_label)

        buttons = QHBoxLayout()
        self.pass_button = QPushButton(self.tr("No move"))
        self.pass_button.setToolTip(self.tr("Hand in no move for this turn (scores 0)"))
        self.pass_button.clicked.connect(self.pass_turn)
        self.clear_button = QPushButton(self.tr("Clear (Esc)"))
        self.clear_button.clicked.connect(self.clear)
        self.submit_button = QPushButton(self.tr("Play this move (Enter)"))
        self.submit_button.setObjectName("primary")
        self.submit_button.clicked.connect(self.submit)
        for button in (self.pass_button, self.clear_button, self.submit_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        buttons.addWidget(self.pass_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.submit_button)
        layout.addLayout(buttons)

        hint_card, hints = _card()
        hints.addWidget(_bold(QLabel(self.tr("Hints (each one is recorded)"))))
        row = QHBoxLayout()
        self.hint_buttons: dict[str, QPushButton] = {}
        for kind, text in ((HINT_BINGO, self.tr("Is there a bingo? (F2)")),
                           (HINT_TOP_SCORE, self.tr("Top score (F3)")),
                           (HINT_TOP_SQUARE, self.tr("A square of the top (F4)"))):
            button = QPushButton(text)
            button.setObjectName("hint")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, k=kind: self.ask_hint(k))
            self.hint_buttons[kind] = button
            row.addWidget(button)
        hints.addLayout(row)
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setTextFormat(Qt.TextFormat.RichText)
        hints.addWidget(self.hint_label)

        help_card, help_layout = _card()
        self.help_label = QLabel(self.tr(
            "<b>Place a move:</b> click a square (click again or press Space to turn the direction), "
            "or move the cursor with the arrow keys; type the letters. Backspace takes the last tile back, "
            "Esc clears. <b>?</b> then a letter, or <b>Shift+letter</b>, plays the blank. "
            "Tiles can also be clicked or dragged from the rack."))
        self.help_label.setWordWrap(True)
        self.help_label.setStyleSheet(f"color: {MUTED.name()};")
        help_layout.addWidget(self.help_label)

        self.history_table = QTableWidget(0, 5)
        self.history_table.setHorizontalHeaderLabels(
            [self.tr("Turn"), self.tr("Your move"), self.tr("Points"), self.tr("Top"), self.tr("Deviation")])
        self.history_table.verticalHeader().setVisible(False)
        self.history_table.verticalHeader().setDefaultSectionSize(22)
        self.history_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.history_table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.history_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.history_table.setAlternatingRowColors(True)
        header = self.history_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.history_caption = QLabel(self.tr("This game so far (last turn first)"))
        self.history_caption.setStyleSheet(f"color: {MUTED.name()};")

        panel = QWidget()
        column = QVBoxLayout(panel)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        column.addWidget(card)
        column.addWidget(hint_card)
        column.addWidget(help_card)
        column.addWidget(self.history_caption)
        column.addWidget(self.history_table, 1)
        return panel

    def _fill_history(self) -> None:
        """The turns played so far, newest first (their results come from the engine's summary)."""
        table = self.history_table
        results = list(reversed(self.summary.results))
        table.setRowCount(len(results))
        for row, result in enumerate(results):
            move = result.move or self.tr("no move")
            if result.status == "invalid":
                move = self.tr("{0} (not valid)").format(result.move)
            cells = [QTableWidgetItem(str(result.turn)), QTableWidgetItem(move), QTableWidgetItem(str(result.score)),
                     QTableWidgetItem(f"{result.top_move}  {result.top}"), QTableWidgetItem(signed(result.deviation))]
            for column in (0, 2, 4):
                cells[column].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            cells[4].setForeground(QBrush(LOSS_COLOUR if result.deviation < 0 else GAIN_COLOUR))
            for column, cell in enumerate(cells):
                table.setItem(row, column, cell)
        self.history_caption.setVisible(bool(results))
        table.setVisible(bool(results))

    def _build_results_panel(self) -> QWidget:
        card, layout = _card()
        self.result_heading = _bold(QLabel(), 1.15)
        self.result_heading.setWordWrap(True)
        self.result_heading.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.result_heading)
        figures = QGridLayout()
        figures.setHorizontalSpacing(8)
        self.figure_labels: dict[str, QLabel] = {}
        for column, (key, caption) in enumerate((
            ("score", self.tr("your move")), ("top", self.tr("top")),
            ("turn", self.tr("this turn")), ("game", self.tr("game")), ("percent", self.tr("of the tops")),
        )):
            value = QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            _bold(value, 1.6)
            label = QLabel(caption)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet(f"color: {MUTED.name()};")
            figures.addWidget(value, 0, column)
            figures.addWidget(label, 1, column)
            self.figure_labels[key] = value
        layout.addLayout(figures)
        self.result_detail = QLabel()
        self.result_detail.setWordWrap(True)
        self.result_detail.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.result_detail)

        self.ranked_table = QTableWidget(0, 4)
        self.ranked_table.setHorizontalHeaderLabels([self.tr("Rank"), self.tr("Points"), self.tr("Move"), self.tr("Note")])
        self.ranked_table.verticalHeader().setVisible(False)
        self.ranked_table.verticalHeader().setDefaultSectionSize(22)
        self.ranked_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.ranked_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.ranked_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.ranked_table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.ranked_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.ranked_table.itemSelectionChanged.connect(self._show_selected_move)
        self.ranked_caption = QLabel(self.tr("Best moves of the turn — click one to see it on the board"))
        self.ranked_caption.setStyleSheet(f"color: {MUTED.name()};")

        self.next_button = QPushButton(self.tr("Next turn (Enter)"))
        self.next_button.setObjectName("primary")
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next_button.clicked.connect(self.next_turn)

        panel = QWidget()
        column = QVBoxLayout(panel)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        column.addWidget(card)
        column.addWidget(self.ranked_caption)
        column.addWidget(self.ranked_table, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.next_button)
        column.addLayout(row)
        return panel

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        """The rack grows with the window (it is the thing the player looks at most)."""
        super().resizeEvent(event)
        self.rack.setFixedHeight(max(70, min(112, round(self.height() * 0.1))))

    # -- state ------------------------------------------------------------------------------------

    def _enter_current_state(self) -> None:
        """Show what the saved game is at: a turn to play, a turn's results, or the end."""
        session = self.session
        if session.phase is Phase.OVER:
            self._show_over()
            return
        turn = session.current_turn
        if turn is None:
            if session.committed_turns:
                self._show_results(session.committed_turns[-1].number)
            else:
                self.next_turn()
            return
        if training.player_entry_made(session):
            self._finish_turn(None)  # the move was handed in but the top not yet revealed
            return
        training.resume(session)
        self._start_play()

    def _start_play(self) -> None:
        session = self.session
        turn = session.current_turn
        assert turn is not None
        self.mode = "play"
        self.shown_turn = None
        self.model.reset(turn.board, turn.draw.leftover + turn.draw.new)
        self.reference_edit.setText("")
        self._typed = False
        self.stack.setCurrentWidget(self.play_panel)
        self._update_header()
        self._update_hints()
        self._fill_history()
        self._update_placement(from_board=True)
        self._refresh_timer()
        self.board.setFocus()

    def _update_header(self) -> None:
        session = self.session
        turn = session.current_turn
        number = turn.number if turn is not None else (self.shown_turn or len(session.turns))
        total_turns = len(session.settings.prepared)
        if total_turns:
            self.turn_label.setText(self.tr("Turn {0} of {1}").format(number, total_turns))
        else:
            self.turn_label.setText(self.tr("Turn {0}").format(number))
        if self.mode == "over":
            self.turn_label.setText(self.tr("Game over after {0} turns").format(self.summary.turns))
        bag = sum(session.bag().values())
        bits = [self.tr("{0} tiles in the bag").format(bag), session.rules.name, time_label(self.options.seconds_per_move)]
        if self.options.source:
            bits.append(self.tr("racks of {0}").format(self.options.source))
        self.bag_label.setText(" · ".join(bits))
        s = self.summary
        if s.turns:
            colour = LOSS_COLOUR if s.deviation < 0 else GAIN_COLOUR
            self.score_label.setText(self.tr(
                "Score <b>{0}</b> of <b>{1}</b> &nbsp;<span style='color:{2}'><b>{3}</b></span> &nbsp;·&nbsp; "
                "<b>{4:.1f} %</b> of the tops").format(s.total, s.top_total, colour.name(), signed(s.deviation), s.percent))
        else:
            self.score_label.setText(self.tr("No turn played yet: find the best move you can."))

    # -- placing a move ---------------------------------------------------------------------------

    def _position(self):
        turn = self.session.current_turn
        assert turn is not None
        return turn.position(self.edition)

    def _evaluate_board(self) -> ScoredMove | DuplicateError | None:
        """The engine's verdict on the tentative tiles (None: nothing placed yet)."""
        placements = self.model.placements()
        if not placements or self.model.pending_blank is not None:
            return None
        turn = self.session.current_turn
        assert turn is not None
        try:
            move = move_from_placements(turn.board, placements, self.edition)
            return judge(turn.position(self.edition), move, self.session.lexicon, self.session.rules.move_rules)
        except DuplicateError as exc:
            return exc

    def _board_move_text(self) -> str:
        """The tentative tiles written as a move (``H4 WORD``), if they lie in one line."""
        turn = self.session.current_turn
        placements = self.model.placements()
        if turn is None or not placements or self.model.pending_blank is not None:
            return ""
        try:
            move = move_from_placements(turn.board, placements, self.edition)
        except DuplicateError:
            return ""
        return format_move(move, self.edition)

    def _update_placement(self, from_board: bool) -> None:
        """Redraw the tentative move and ask the engine for its verdict.

        ``from_board``: the change came from the board or rack (the reference field is then
        rewritten from the tiles); else from the typed reference (the tiles follow the text).
        """
        if self.mode != "play" or self.session.current_turn is None:
            return
        turn = self.session.current_turn
        if from_board:
            self._typed = False
            self.verdict = self._evaluate_board()
            self.reference_edit.setText(self._board_move_text())
        else:
            text = self.reference_edit.text()
            self.verdict = None
            if text.strip():
                try:
                    self.verdict = check_move(turn.position(self.edition), text, self.session.lexicon,
                                              self.session.rules.move_rules)
                except DuplicateError as exc:
                    self.verdict = exc
        self.board.set_board(turn.board, self._last_master_squares())
        valid = isinstance(self.verdict, ScoredMove) or (self.verdict is None and self.model.pending_blank is None)
        self.board.set_preview(self.model.placements(), valid)
        if self.model.cursor is not None:
            self.board.set_cursor(self.model.cursor[0], self.model.cursor[1], self.model.across)
        else:
            self.board.set_cursor(None)
        self._show_rack()
        self._show_verdict()

    def _show_rack(self) -> None:
        turn = self.session.current_turn
        kept = set(range(len(turn.draw.leftover))) if turn is not None else set()
        self.rack.set_tiles(self.model.rack_slots(), len(self.model.rack), kept)

    def _last_master_squares(self) -> list[tuple[int, int]]:
        committed = self.session.committed_turns
        if committed and committed[-1].committed is not None:
            return [(r, c) for r, c, _ in committed[-1].committed.move.placed]
        return []

    def _show_verdict(self) -> None:
        verdict = self.verdict
        pending = self.model.pending_blank
        self.submit_button.setEnabled(isinstance(verdict, ScoredMove))
        if pending is not None:
            self._set_preview(self.tr("Type the letter the blank stands for."), "#1C5FB8")
        elif self.model.awaiting_blank:
            self._set_preview(self.tr("Blank: type the letter it stands for."), "#1C5FB8")
        elif isinstance(verdict, ScoredMove):
            text = format_move(verdict.move, self.edition)
            explain = verdict.score.explain()
            bingo = self.tr(" — bingo!") if verdict.score.bingo else ""
            self._set_preview(
                self.tr("<span style='font-size:15pt'><b>{0}</b> &nbsp; <b>{1} points</b>{2}</span><br>{3}")
                .format(text, verdict.points, bingo, explain), GAIN_COLOUR.name())
        elif isinstance(verdict, DuplicateError):
            self._set_preview(self.tr("<b>Not a legal move:</b> {0}").format(verdict.message), LOSS_COLOUR.name())
        elif self.model.cursor is None:
            self._set_preview(self.tr("Click a square where your word starts (or press an arrow key)."), MUTED.name())
        else:
            direction = self.tr("across") if self.model.across else self.tr("down")
            row, col = self.model.cursor
            self._set_preview(self.tr("Type your word from {0}, {1} (Space turns the direction).").format(
                format_reference(row, col, Direction.ACROSS if self.model.across else Direction.DOWN,
                                 self.edition.convention),
                direction), MUTED.name())

    def _set_preview(self, html: str, colour: str) -> None:
        self.preview_label.setStyleSheet(f"color: {colour};")
        self.preview_label.setText(html)

    def _note(self, message: str | None) -> None:
        if message:
            self.statusMessage.emit(message)
            self._set_preview(message[:1].upper() + message[1:] + ".", LOSS_COLOUR.name())

    def _on_key(self, event: QKeyEvent) -> bool:
        """Keys on the board: placing a move, or going on after the results."""
        key = event.key()
        modifiers = event.modifiers()
        if modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                        | Qt.KeyboardModifier.MetaModifier):
            return False
        if self.mode != "play":
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.next_turn()
                return True
            return False
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return True
        if key == Qt.Key.Key_Escape:
            self.clear()
            return True
        if key == Qt.Key.Key_Backspace:
            self.model.backspace()
        elif key == Qt.Key.Key_Space:
            self.model.toggle_direction()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
            self.model.move_cursor(*step[key])
        else:
            text = event.text()
            if text == "?":
                self._note(self.model.request_blank())
            elif len(text) == 1 and text.isalpha():
                shift = bool(modifiers & Qt.KeyboardModifier.ShiftModifier)
                message = self.model.type_letter(text, blank=shift)
                if message:
                    self._update_placement(from_board=True)
                    self._note(message)
                    return True
            else:
                return False
        self._update_placement(from_board=True)
        return True

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        """Esc in the reference field clears the move (as on the board)."""
        if watched is self.reference_edit and event.type() == event.Type.KeyPress and event.key() == Qt.Key.Key_Escape:
            self.clear()
            return True
        return super().eventFilter(watched, event)

    def _on_square(self, row: int, col: int) -> None:
        if self.mode != "play":
            return
        self.model.click(row, col)
        self._update_placement(from_board=True)

    def _on_drop(self, slot: int, row: int, col: int) -> None:
        if self.mode != "play":
            return
        message = self.model.drop(slot, row, col)
        self._update_placement(from_board=True)
        self._note(message)

    def _on_rack_click(self, slot: int) -> None:
        if self.mode != "play":
            return
        message = self.model.place_slot(slot)
        self._update_placement(from_board=True)
        self._note(message)
        self.board.setFocus()

    def _on_reference_typed(self, text: str) -> None:
        """The player types a move: its tiles appear on the board, the engine judges it."""
        turn = self.session.current_turn
        if self.mode != "play" or turn is None:
            return
        self._typed = True
        placed: tuple = ()
        if text.strip():
            try:
                placed = resolve(turn.board, parse_move(text, self.edition), self.edition).placed
            except DuplicateError:
                placed = ()
        self.model.load(placed)
        self._update_placement(from_board=False)

    def shuffle(self) -> None:
        if self.mode == "play":
            self.model.shuffle()
            self._show_rack()

    def sort(self) -> None:
        if self.mode == "play":
            self.model.sort()
            self._show_rack()

    def clear(self) -> None:
        if self.mode != "play":
            return
        self.model.clear()
        self._update_placement(from_board=True)
        self.board.setFocus()

    # -- hints ------------------------------------------------------------------------------------

    def ask_hint(self, kind: str) -> str | None:
        if self.mode != "play":
            return None
        self.controller.wait_for_search()
        try:
            answer = training.ask_hint(self.session, kind)
        except DuplicateError as exc:
            self._show_error(exc.message)
            return None
        self._update_hints()
        self.board.setFocus()
        return answer

    def hint_text(self, kind: str, answer: str) -> str:
        if kind == HINT_BINGO:
            return self.tr("There is a bingo.") if answer == "yes" else self.tr("There is no bingo.")
        if kind == HINT_TOP_SCORE:
            return self.tr("The top scores {0}.").format(answer)
        if kind == HINT_TOP_SQUARE:
            return self.tr("The top puts a tile on {0}.").format(answer)
        return f"{kind}: {answer}"

    def _update_hints(self) -> None:
        turn = self.session.current_turn
        asked = dict(turn.hints) if turn is not None else {}
        for kind, button in self.hint_buttons.items():
            button.setEnabled(self.mode == "play" and kind not in asked)
        if asked:
            self.hint_label.setText("<br>".join(f"• {self.hint_text(k, a)}" for k, a in turn.hints))
        else:
            self.hint_label.setText(self.tr("<span style='color:#6B7785'>No hint used this turn.</span>"))

    # -- handing in -------------------------------------------------------------------------------

    def submit(self) -> None:
        """Play the tentative move (only a legal one: the reason is shown otherwise)."""
        if self.mode != "play":
            return
        if not isinstance(self.verdict, ScoredMove):
            if isinstance(self.verdict, DuplicateError):
                self.statusMessage.emit(self.verdict.message)
            return
        self._finish_turn(format_move(self.verdict.move, self.edition))

    def pass_turn(self) -> None:
        if self.mode == "play":
            self._finish_turn(None)

    def _on_time_up(self) -> None:
        """Time is up: what is on the board is handed in as it is (an illegal move scores 0)."""
        if self.mode != "play":
            return
        text: str | None = None
        if isinstance(self.verdict, ScoredMove):
            text = format_move(self.verdict.move, self.edition)
        elif self.reference_edit.text().strip():
            text = self.reference_edit.text().strip()
        self.statusMessage.emit(self.tr("Time is up: your move was handed in."))
        self._finish_turn(text)

    def _finish_turn(self, text: str | None) -> None:
        session = self.session
        turn = session.current_turn
        if turn is None:
            return
        self.controller.wait_for_search()
        try:
            committed = training.submit(session, text)
        except DuplicateError as exc:
            self._show_error(exc.message)
            return
        self.summary = training.summarize(session)
        if committed is None:
            self._show_over()
            return
        self._show_results(turn.number)

    def next_turn(self) -> None:
        """Draw the next rack (after the results), or end the game when none can be drawn."""
        if self.mode == "over":
            self.gameOver.emit()
            return
        if self.mode == "play" and self.session.current_turn is not None:
            return
        try:
            turn = training.next_turn(self.session)
        except DuplicateError as exc:
            self._show_error(exc.message)
            return
        self.summary = training.summarize(self.session)
        if turn is None:
            self._show_over()
            self.gameOver.emit()
            return
        self._start_play()

    def end_game(self) -> TrainingSummary:
        """The player stops here: the open turn is not counted."""
        self.summary = training.end_training(self.session)
        self._show_over()
        self.gameOver.emit()
        return self.summary

    def toggle_pause(self) -> None:
        session = self.session
        if self.mode != "play":
            return
        if session.phase is Phase.RUNNING:
            self.controller.run(session.pause_timer)
        elif session.phase is Phase.PAUSED:
            self.controller.run(session.resume_timer)
        self._refresh_timer()
        self.board.setFocus()

    # -- results ----------------------------------------------------------------------------------

    def _show_results(self, number: int) -> None:
        """The results of a played turn: the top on the board, the best moves, the deviations."""
        session = self.session
        turn = session.turn(number)
        assert turn.committed is not None
        self.mode = "results"
        self.shown_turn = number
        self.summary = training.summarize(session)
        result = next((r for r in self.summary.results if r.turn == number), None)
        self.stack.setCurrentWidget(self.results_panel)
        self._update_header()
        self.board.set_cursor(None)
        self.board.set_preview([])
        self.board.set_board(turn.board.with_tiles(turn.committed.move.placed),
                             [(r, c) for r, c, _ in turn.committed.move.placed])
        own = training.player_move(session, number)
        top = turn.committed
        entry = turn.entries.get(training.TABLE)
        if own is not None:
            yours = f"<b>{format_move(own.move, self.edition)}</b>"
        elif entry is not None and entry.text:
            yours = self.tr("<b>{0}</b> (not valid: {1})").format(entry.text, getattr(entry.outcome, "message", ""))
        else:
            yours = self.tr("no move")
        found = own is not None and own.points >= top.points
        verdict = self.tr("Top found!") if found else ""
        self.result_heading.setText(self.tr("Turn {0}: you played {1}; the top is <b>{2}</b>. {3}").format(
            number, yours, format_move(top.move, self.edition), verdict))
        score = result.score if result else 0
        deviation = score - top.points
        self._set_figure("score", str(score))
        self._set_figure("top", str(top.points), TOP_COLOUR)
        self._set_figure("turn", signed(deviation), LOSS_COLOUR if deviation < 0 else GAIN_COLOUR)
        s = self.summary
        self._set_figure("game", signed(s.deviation), LOSS_COLOUR if s.deviation < 0 else GAIN_COLOUR)
        self._set_figure("percent", f"{s.percent:.1f} %", ACCENT)
        details = [self.tr("Rack {0}").format(result.rack if result else session.tiles_text(turn.rack.tiles))]
        if own is not None:
            rank = training.move_rank(session, number, own)
            details.append(self.tr("your move ranks {0}").format(rank) if rank else self.tr("your move ranks below 500th"))
        tops = session.tops(number)
        if len(tops) > 1:
            details.append(self.tr("{0} moves share the top").format(len(tops)))
        if turn.hints:
            details.append(self.tr("hints used: {0}").format(", ".join(self.hint_text(k, a) for k, a in turn.hints)))
        details.append(self.tr("game: {0} of {1}").format(s.total, s.top_total))
        self.result_detail.setText(" · ".join(details))
        self._fill_ranked(number, own)
        self.next_button.setText(self.tr("Next turn (Enter)"))
        self.board.setFocus()
        self._refresh_timer()

    def _set_figure(self, key: str, text: str, colour: QColor | None = None) -> None:
        label = self.figure_labels[key]
        label.setText(text)
        label.setStyleSheet(f"color: {colour.name()};" if colour else "")

    def _fill_ranked(self, number: int, own: ScoredMove | None) -> None:
        session = self.session
        every = training.ranked_for_turn(session, number)
        moves = every[:training.RANKED_SHOWN]  # exactly 20 rows; ties further down are not shown
        table = self.ranked_table
        table.blockSignals(True)
        table.setRowCount(0)
        self._ranked_rows = []
        top_points = moves[0].points if moves else 0
        own_listed = False
        previous_points, rank = None, 0
        for index, move in enumerate(moves, start=1):
            if move.points != previous_points:
                rank, previous_points = index, move.points
            is_own = own is not None and training.same_move(move, own)
            own_listed = own_listed or is_own
            self._add_ranked_row(str(rank), move, is_own, move.points == top_points)
        if own is not None and not own_listed:
            rank_value = training.move_rank(session, number, own)
            self._add_ranked_row(str(rank_value) if rank_value else "…", own, True, False)
        table.blockSignals(False)
        table.clearSelection()

    def _add_ranked_row(self, rank: str, move: ScoredMove, is_own: bool, is_top: bool) -> None:
        table = self.ranked_table
        row = table.rowCount()
        table.insertRow(row)
        notes = [self.tr("bingo")] if move.score.bingo else []
        if is_own:
            notes.append(self.tr("◀ your move"))
        cells = [QTableWidgetItem(rank), QTableWidgetItem(str(move.points)),
                 QTableWidgetItem(format_move(move.move, self.edition)), QTableWidgetItem("  ".join(notes))]
        cells[2].setToolTip(move.score.explain())
        cells[0].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        cells[1].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        for column, cell in enumerate(cells):
            if is_top:
                cell.setForeground(QBrush(TOP_COLOUR))
            if is_own:
                cell.setBackground(QBrush(OWN_BACKGROUND))
                font = QFont(cell.font())
                font.setBold(True)
                cell.setFont(font)
            cell.setData(Qt.ItemDataRole.UserRole, row)
            table.setItem(row, column, cell)
        self._ranked_rows.append(move)

    def own_row(self) -> int | None:
        """The row of the ranked list marked as the player's move (tests, accessibility)."""
        marker = self.tr("◀ your move")
        for row in range(self.ranked_table.rowCount()):
            if marker in self.ranked_table.item(row, 3).text():
                return row
        return None

    def _show_selected_move(self) -> None:
        """A move picked in the list is shown on the board as it was before the turn."""
        if self.shown_turn is None:
            return
        turn = self.session.turn(self.shown_turn)
        rows = self.ranked_table.selectionModel().selectedRows()
        if not rows or turn.committed is None:
            return
        move = self._ranked_rows[rows[0].row()]
        if training.same_move(move, turn.committed):
            self.board.set_preview([])
            self.board.set_board(turn.board.with_tiles(turn.committed.move.placed),
                                 [(r, c) for r, c, _ in turn.committed.move.placed])
        else:
            self.board.set_board(turn.board, [])
            self.board.set_preview(move.move.placed, True)

    def _show_over(self) -> None:
        self.summary = training.store_summary(self.session) if self.session.phase is Phase.OVER else self.summary
        last = self.session.committed_turns[-1].number if self.session.committed_turns else None
        if last is not None:
            self._show_results(last)
        else:
            self.stack.setCurrentWidget(self.results_panel)
            self.result_heading.setText(self.tr("The game ended before any turn was played."))
            self.result_detail.setText(self.session.end_reason or "")
            for label in self.figure_labels.values():
                label.setText("—")
            self.ranked_table.setRowCount(0)
            self.board.set_preview([])
            self.board.set_cursor(None)
        self.mode = "over"
        self._update_header()
        self._update_hints()
        self.next_button.setText(self.tr("Game summary (Enter)"))
        self._refresh_timer()

    # -- timer ------------------------------------------------------------------------------------

    def _refresh_timer(self) -> None:
        if self.options.seconds_per_move <= 0:
            return
        turn = self.session.current_turn
        if turn is None or self.mode != "play":
            seconds = float(self.options.seconds_per_move)
            self.timer.set_time(seconds, seconds, "idle")
            self.pause_button.setEnabled(False)
            return
        timer = turn.timer
        called = any(c <= timer.elapsed() for c in timer.calls)
        self.timer.set_time(timer.remaining(), timer.duration, timer.state.value, called)
        phase = self.session.phase
        self.pause_button.setEnabled(phase in (Phase.RUNNING, Phase.PAUSED))
        self.pause_button.setText(self.tr("Resume (F5)") if phase is Phase.PAUSED else self.tr("Pause (F5)"))

    def _show_error(self, message: str) -> None:
        self.statusMessage.emit(message)
        self._set_preview(message, LOSS_COLOUR.name())

    # -- leaving ----------------------------------------------------------------------------------

    def leave(self) -> None:
        """Stop the page: a running clock is paused (saved), the search is cancelled."""
        try:
            training.suspend(self.session)
        except DuplicateError:
            pass
        self.controller.stop()
        # a search still running would report to a deleted controller: let it see the cancel
        self.controller.wait_for_search(5.0)


# -- home page ----------------------------------------------------------------------------------------


class TrainingHome(QWidget):
    """Start a game, resume an unfinished one, or look at the history."""

    newRequested = Signal()
    historyRequested = Signal()
    resumeRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        title = _bold(QLabel(self.tr("Solo training")), 2.0)
        subtitle = QLabel(self.tr("Play a duplicate game alone against the top: after each move see the best "
                                  "moves, your deviation and your percentage of the tops."))
        subtitle.setWordWrap(True)
        self.new_button = QPushButton(self.tr("New training game… (Ctrl+N)"))
        self.new_button.setObjectName("primary")
        self.new_button.clicked.connect(self.newRequested)
        self.history_button = QPushButton(self.tr("History and progress… (Ctrl+H)"))
        self.history_button.clicked.connect(self.historyRequested)
        self.resume_list = QListWidget()
        self.resume_list.itemActivated.connect(lambda item: self.resumeRequested.emit(item.data(Qt.ItemDataRole.UserRole)))
        self.resume_button = QPushButton(self.tr("Resume"))
        self.resume_button.clicked.connect(self._resume_selected)
        self.summary_label = QLabel()
        self.summary_label.setStyleSheet(f"color: {MUTED.name()};")
        buttons = QVBoxLayout()
        for button in (self.new_button, self.history_button):
            button.setMinimumHeight(40)
            buttons.addWidget(button)
        buttons.addWidget(self.summary_label)
        buttons.addStretch(1)
        resume = QVBoxLayout()
        resume.addWidget(_bold(QLabel(self.tr("Unfinished games"))))
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

    def show_history(self, history: list[training.HistoryItem]) -> None:
        self.resume_list.clear()
        for item in reversed(history):
            if not item.resumable:
                continue
            s = item.summary
            text = self.tr("{0} — {1}, {2} turns played, {3} of {4}").format(
                local_date(s.created), edition_label(s.edition), s.turns, s.total, s.top_total)
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
            self.summary_label.setText(self.tr("Games finished: {0}. Last one: {1:.1f} % of the tops.").format(
                len(finished), last.percent))
        else:
            self.summary_label.setText(self.tr("No finished game yet."))

    def _resume_selected(self) -> None:
        item = self.resume_list.currentItem() or self.resume_list.item(0)
        if item is not None and item.data(Qt.ItemDataRole.UserRole):
            self.resumeRequested.emit(item.data(Qt.ItemDataRole.UserRole))


# -- the window ---------------------------------------------------------------------------------------


class TrainingWindow(QMainWindow):
    """The training window: its home page, then one game at a time."""

    def __init__(self, folder: str | Path | None = None, clock: Callable[[], float] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Solo training — Duplicate Scrabble"))
        self.settings = QSettings()
        configured = self.settings.value("training/folder", "")
        self.folder = Path(folder) if folder is not None else (Path(str(configured)) if configured else default_training_folder())
        self.clock = clock
        self.page: TrainingGamePage | None = None
        self.summary_dialog: SummaryDialog | None = None
        self.history_dialog: HistoryDialog | None = None
        self.home = TrainingHome()
        self.home.newRequested.connect(self.new_game)
        self.home.historyRequested.connect(self.show_history)
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

    def _on_page(self, method: str) -> Callable[[], None]:
        def run() -> None:
            if self.page is not None:
                getattr(self.page, method)()
        return run

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu(self.tr("&Game"))
        self._action(game, self.tr("&New training game…"), self.new_game, QKeySequence.StandardKey.New)
        self._action(game, self.tr("&History and progress…"), self.show_history, "Ctrl+H")
        self._action(game, self.tr("Training &folder…"), self.choose_folder)
        game.addSeparator()
        self.end_action = self._action(game, self.tr("&End this game"), self.end_game, "Ctrl+E")
        self.close_action = self._action(game, self.tr("&Leave this game (resume later)"), self.close_game, "Ctrl+W")
        game.addSeparator()
        self._action(game, self.tr("&Close the window"), self.close)
        move = bar.addMenu(self.tr("&Move"))
        self.hint_actions = [
            self._action(move, self.tr("Hint: is there a &bingo?"), lambda: self.page and self.page.ask_hint(HINT_BINGO), "F2"),
            self._action(move, self.tr("Hint: the top's &score"), lambda: self.page and self.page.ask_hint(HINT_TOP_SCORE), "F3"),
            self._action(move, self.tr("Hint: a s&quare of the top"), lambda: self.page and self.page.ask_hint(HINT_TOP_SQUARE), "F4"),
        ]
        move.addSeparator()
        self.pause_action = self._action(move, self.tr("&Pause / resume the clock"), self._on_page("toggle_pause"), "F5")
        self.shuffle_action = self._action(move, self.tr("S&huffle the rack"), self._on_page("shuffle"), "F7")
        self.sort_action = self._action(move, self.tr("S&ort the rack"), self._on_page("sort"), "F8")
        self.pass_action = self._action(move, self.tr("&No move"), self._on_page("pass_turn"), "Ctrl+Shift+N")
        self.next_action = self._action(move, self.tr("Ne&xt turn"), self._on_page("next_turn"), "Ctrl+Return")
        self.reference_action = self._action(move, self.tr("&Type a reference"), self._focus_reference, "Ctrl+L")
        self.game_actions = [self.end_action, self.close_action, *self.hint_actions, self.pause_action,
                             self.shuffle_action, self.sort_action, self.pass_action, self.next_action,
                             self.reference_action]
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

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        if isinstance(watched, QWidget) and watched.window() is self and self._claim_key(event):
            return True
        return super().eventFilter(watched, event)

    def event(self, event: QEvent) -> bool:  # noqa: N802 - Qt override
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
        ]
        rows += menu_shortcuts(self.menuBar())
        return rows

    def show_keys(self) -> None:
        from ui.widgets.help import ShortcutsDialog

        ShortcutsDialog(self.key_list(), self).exec()

    def _update_actions(self) -> None:
        has = self.page is not None
        for action in self.game_actions:
            action.setEnabled(has)

    def _focus_reference(self) -> None:
        if self.page is not None and self.page.mode == "play":
            self.page.reference_edit.setFocus()
            self.page.reference_edit.selectAll()

    # -- pages ------------------------------------------------------------------------------------

    def _show_home(self) -> None:
        self.home.show_history(training.training_history(self.folder))
        self.stack.setCurrentWidget(self.home)
        self._update_actions()

    def _status(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _error(self, title: str, message: str) -> None:
        self.statusBar().showMessage(message, 10000)
        QMessageBox.warning(self, title, message)

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
        edition, lexicon_path = choice.edition, choice.lexicon_path
        prepared = None
        if choice.prepared_file:
            try:
                QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
                try:
                    prepared = training.prepared_game(choice.prepared_file)
                finally:
                    QApplication.restoreOverrideCursor()
            except DuplicateError as exc:
                self._error(self.tr("Replay a game"), exc.message)
                return None
            if prepared.edition != edition:
                edition, lexicon_path = prepared.edition, None
                self._status(self.tr("The game to replay is in {0}: its edition is used.").format(edition_label(edition)))
        lexicon = self._load_lexicon(edition, lexicon_path)
        if lexicon is None:
            return None
        try:
            kwargs = {} if self.clock is None else {"clock": self.clock}
            session = training.create_training(
                self.folder, load_edition(edition), lexicon, load_preset(choice.preset),
                seconds_per_move=choice.seconds_per_move, seed=choice.seed,
                prepared=prepared.turns if prepared else (), source=prepared.name if prepared else "",
                lexicon_path=lexicon_path, player=choice.player, **kwargs,
            )
        except (DuplicateError, OSError) as exc:
            self._error(self.tr("New training game"), getattr(exc, "message", str(exc)))
            return None
        self._attach(session)
        return session

    def open_game(self, path: str) -> Session | None:
        """Resume a saved training game where it was left."""
        if not self.close_game():
            return None
        try:
            session = open_session_file(path, self.clock)
        except DuplicateError as exc:
            self._error(self.tr("Resume a game"), exc.message)
            return None
        if not training.is_training(session):
            session.close()
            self._error(self.tr("Resume a game"), self.tr("{0} is not a training game.").format(path))
            return None
        self._attach(session)
        if session.phase is Phase.OVER:
            self.show_summary()
        return session

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
        if self.page is not None and self.page.mode != "over":
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
        dialog = SummaryDialog(summary, self)
        dialog.historyRequested.connect(self.show_history)
        dialog.newGameRequested.connect(self.new_game)
        self.summary_dialog = dialog
        dialog.open()
        return dialog

    def show_history(self) -> HistoryDialog:
        dialog = HistoryDialog(training.training_history(self.folder), self.folder, self)
        dialog.resumeRequested.connect(self.open_game)
        self.history_dialog = dialog
        dialog.open()
        return dialog

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self.close_game()
        event.accept()


__all__ = ["TrainingGamePage", "TrainingHome", "TrainingWindow", "default_training_folder"]
