"""The play panel of a training game: building a move.

The player builds a move the way word-game apps do: click a square or move the cursor with
the arrow keys, type letters (Space turns the direction, Backspace takes a tile back, Esc
clears, ``?`` or Shift+letter plays the blank), click or drag tiles from the rack, or type a
reference and word (``H4 FABAcEE``). The engine judges and scores the tentative move live.
The panel also shows the hints asked this turn and the turns played so far.

It owns the placement model of the tentative move and draws it on the page's board; the
game page decides when a turn starts and what handing in means.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from duplicate.board import Direction
from duplicate.errors import DuplicateError
from duplicate.notation import format_move, format_reference, parse_move
from duplicate.rules import ScoredMove, check_move, judge, move_from_placements, resolve
from duplicate.session import Session
from duplicate.training import HINT_BINGO, HINT_TOP_SCORE, HINT_TOP_SQUARE, TurnResult
from ui.training.placement import Placement
from ui.training.style import GAIN_COLOUR, LOSS_COLOUR, MUTED, bold, card, deviation_colour, signed
from ui.training.views import TrainingBoard, TrainingRack
from ui.widgets.engine_text import error_text, score_text
from ui.widgets.theme import LIGHT

ARROW_STEPS = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}


class PlayPanel(QWidget):
    """Rack, typed reference, live verdict, hint buttons and the game so far.

    API for the page: ``begin_turn()`` when a rack is drawn, ``active`` while a move may be
    built, ``verdict`` (the engine's judgement of the tentative move), ``handed_in_text()``
    when time is up, ``show_hints()``, ``show_history()``, ``set_preview()``; it asks the page
    through ``submitRequested``, ``passRequested`` and ``hintRequested``.
    """

    submitRequested = Signal()
    passRequested = Signal()
    hintRequested = Signal(str)  # the hint kind
    statusMessage = Signal(str)

    def __init__(self, session: Session, board: TrainingBoard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.edition = session.edition
        self.board = board
        self.model = Placement(session.edition)
        self.verdict: ScoredMove | DuplicateError | None = None
        self.active = False  # a move may be built (the page's "play" mode)
        self._typed = False  # the tentative tiles come from the reference field
        board.squareClicked.connect(self._on_square)
        board.tileDropped.connect(self._on_drop)

        move_card, layout = card()
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
        self.reference_edit.returnPressed.connect(self.submitRequested)
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
        self.pass_button.clicked.connect(self.passRequested)
        self.clear_button = QPushButton(self.tr("Clear (Esc)"))
        self.clear_button.clicked.connect(self.clear)
        self.submit_button = QPushButton(self.tr("Play this move (Enter)"))
        self.submit_button.setObjectName("primary")
        self.submit_button.clicked.connect(self.submitRequested)
        for button in (self.pass_button, self.clear_button, self.submit_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        buttons.addWidget(self.pass_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.submit_button)
        layout.addLayout(buttons)

        hint_card, hints = card()
        hints.addWidget(bold(QLabel(self.tr("Hints (each one is recorded)"))))
        row = QHBoxLayout()
        self.hint_buttons: dict[str, QPushButton] = {}
        for kind, text in ((HINT_BINGO, self.tr("Is there a bingo? (F2)")),
                           (HINT_TOP_SCORE, self.tr("Top score (F3)")),
                           (HINT_TOP_SQUARE, self.tr("A square of the top (F4)"))):
            button = QPushButton(text)
            button.setObjectName("hint")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, k=kind: self.hintRequested.emit(k))
            self.hint_buttons[kind] = button
            row.addWidget(button)
        hints.addLayout(row)
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setTextFormat(Qt.TextFormat.RichText)
        hints.addWidget(self.hint_label)

        help_card, help_layout = card()
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

        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        column.addWidget(move_card)
        column.addWidget(hint_card)
        column.addWidget(help_card)
        column.addWidget(self.history_caption)
        column.addWidget(self.history_table, 1)

    # -- what the page calls ----------------------------------------------------------------------

    def begin_turn(self) -> None:
        """A rack was drawn (or a game resumed): an empty move on the current turn's board."""
        turn = self.session.current_turn
        assert turn is not None
        self.model.reset(turn.board, turn.draw.leftover + turn.draw.new)
        self.reference_edit.setText("")
        self._typed = False
        self.update_placement(from_board=True)

    def handed_in_text(self) -> str | None:
        """What time up hands in: the legal move built, else the typed text as it is."""
        if isinstance(self.verdict, ScoredMove):
            return format_move(self.verdict.move, self.edition)
        return self.reference_edit.text().strip() or None

    def hint_text(self, kind: str, answer: str) -> str:
        if kind == HINT_BINGO:
            return self.tr("There is a bingo.") if answer == "yes" else self.tr("There is no bingo.")
        if kind == HINT_TOP_SCORE:
            return self.tr("The top scores {0}.").format(answer)
        if kind == HINT_TOP_SQUARE:
            return self.tr("The top puts a tile on {0}.").format(answer)
        return f"{kind}: {answer}"

    def show_hints(self, asked: Sequence[tuple[str, str]], can_ask: bool) -> None:
        """The hints asked this turn (kind, answer); each kind can be asked once."""
        kinds = {kind for kind, _ in asked}
        for kind, button in self.hint_buttons.items():
            button.setEnabled(can_ask and kind not in kinds)
        if asked:
            self.hint_label.setText("<br>".join(f"• {self.hint_text(k, a)}" for k, a in asked))
        else:
            self.hint_label.setText(self.tr("<span style='color:#6B7785'>No hint used this turn.</span>"))

    def show_history(self, results: Iterable[TurnResult]) -> None:
        """The turns played so far, newest first (their results come from the engine's summary)."""
        table = self.history_table
        results = list(reversed(list(results)))
        table.setRowCount(len(results))
        for row, result in enumerate(results):
            move = result.move or self.tr("no move")
            if result.status == "invalid":
                move = self.tr("{0} (not valid)").format(result.move)
            cells = [QTableWidgetItem(str(result.turn)), QTableWidgetItem(move), QTableWidgetItem(str(result.score)),
                     QTableWidgetItem(f"{result.top_move}  {result.top}"), QTableWidgetItem(signed(result.deviation))]
            for column in (0, 2, 4):
                cells[column].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            cells[4].setForeground(QBrush(deviation_colour(result.deviation)))
            for column, cell in enumerate(cells):
                table.setItem(row, column, cell)
        self.history_caption.setVisible(bool(results))
        table.setVisible(bool(results))

    def set_preview(self, html: str, colour: str) -> None:
        self.preview_label.setStyleSheet(f"color: {colour};")
        self.preview_label.setText(html)

    def shuffle(self) -> None:
        if self.active:
            self.model.shuffle()
            self._show_rack()

    def sort(self) -> None:
        if self.active:
            self.model.sort()
            self._show_rack()

    def clear(self) -> None:
        if not self.active:
            return
        self.model.clear()
        self.update_placement(from_board=True)
        self.board.setFocus()

    # -- the tentative move -----------------------------------------------------------------------

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

    def update_placement(self, from_board: bool) -> None:
        """Redraw the tentative move and ask the engine for its verdict.

        ``from_board``: the change came from the board or rack (the reference field is then
        rewritten from the tiles); else from the typed reference (the tiles follow the text).
        """
        if not self.active or self.session.current_turn is None:
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
            self.set_preview(self.tr("Type the letter the blank stands for."), "#1C5FB8")
        elif self.model.awaiting_blank:
            self.set_preview(self.tr("Blank: type the letter it stands for."), "#1C5FB8")
        elif isinstance(verdict, ScoredMove):
            text = format_move(verdict.move, self.edition)
            explain = score_text(verdict.score)
            bingo = self.tr(" — bingo!") if verdict.score.bingo else ""
            self.set_preview(
                self.tr("<span style='font-size:15pt'><b>{0}</b> &nbsp; <b>{1} points</b>{2}</span><br>{3}")
                .format(text, verdict.points, bingo, explain), GAIN_COLOUR.name())
        elif isinstance(verdict, DuplicateError):
            self.set_preview(self.tr("<b>Not a legal move:</b> {0}").format(error_text(verdict)), LOSS_COLOUR.name())
        elif self.model.cursor is None:
            self.set_preview(self.tr("Click a square where your word starts (or press an arrow key)."), MUTED.name())
        else:
            direction = self.tr("across") if self.model.across else self.tr("down")
            row, col = self.model.cursor
            self.set_preview(self.tr("Type your word from {0}, {1} (Space turns the direction).").format(
                format_reference(row, col, Direction.ACROSS if self.model.across else Direction.DOWN,
                                 self.edition.convention),
                direction), MUTED.name())

    def _note(self, message: str | None) -> None:
        if message:
            self.statusMessage.emit(message)
            self.set_preview(message[:1].upper() + message[1:] + ".", LOSS_COLOUR.name())

    # -- input ------------------------------------------------------------------------------------

    def handle_key(self, event: QKeyEvent) -> bool:
        """A key on the board while a move is built (Enter is the page's): True if used."""
        key = event.key()
        if key == Qt.Key.Key_Escape:
            self.clear()
            return True
        if key == Qt.Key.Key_Backspace:
            self.model.backspace()
        elif key == Qt.Key.Key_Space:
            self.model.toggle_direction()
        elif key in ARROW_STEPS:
            self.model.move_cursor(*ARROW_STEPS[key])
        else:
            text = event.text()
            if text == "?":
                self._note(self.model.request_blank())
            elif len(text) == 1 and text.isalpha():
                shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                message = self.model.type_letter(text, blank=shift)
                if message:
                    self.update_placement(from_board=True)
                    self._note(message)
                    return True
            else:
                return False
        self.update_placement(from_board=True)
        return True

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        """Esc in the reference field clears the move (as on the board)."""
        if watched is self.reference_edit and event.type() == event.Type.KeyPress and event.key() == Qt.Key.Key_Escape:
            self.clear()
            return True
        return super().eventFilter(watched, event)

    def _on_square(self, row: int, col: int) -> None:
        if not self.active:
            return
        self.model.click(row, col)
        self.update_placement(from_board=True)

    def _on_drop(self, slot: int, row: int, col: int) -> None:
        if not self.active:
            return
        message = self.model.drop(slot, row, col)
        self.update_placement(from_board=True)
        self._note(message)

    def _on_rack_click(self, slot: int) -> None:
        if not self.active:
            return
        message = self.model.place_slot(slot)
        self.update_placement(from_board=True)
        self._note(message)
        self.board.setFocus()

    def _on_reference_typed(self, text: str) -> None:
        """The player types a move: its tiles appear on the board, the engine judges it."""
        turn = self.session.current_turn
        if not self.active or turn is None:
            return
        self._typed = True
        placed: tuple = ()
        if text.strip():
            try:
                placed = resolve(turn.board, parse_move(text, self.edition), self.edition).placed
            except DuplicateError:
                placed = ()
        self.model.load(placed)
        self.update_placement(from_board=False)


__all__ = ["PlayPanel"]
