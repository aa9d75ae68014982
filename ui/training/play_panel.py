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

import html
from typing import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QIntValidator, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from duplicate.rules.board import Direction
from duplicate.base.errors import DuplicateError
from duplicate.rules.notation import format_move, format_reference, parse_move
from duplicate.rules.checking import ScoredMove, TypedMove, judge, move_from_placements, read_typed_move, resolve
from duplicate.session.session import Session, Turn
from duplicate.training.game import TurnResult, training_options
from ui.training.board_before import apply_key
from ui.training.breakdown import breakdown_text
from ui.training.game_so_far import GameSoFar
from ui.training.hint_card import HintCard
from ui.training.placement import Placement
from ui.training.style import GAIN_COLOUR, LOSS_COLOUR, MUTED, card
from ui.training.views import TrainingBoard, TrainingRack
from ui.widgets.engine_text import message_text
from ui.widgets.theme import LIGHT

def help_text(full: bool, example: str) -> str:
    """How to place a move; ``full`` (before the first turn is played, when there is room):
    the other keys too. ``example``: a move of the edition, in its notation."""
    text = QCoreApplication.translate("PlayPanel", "<b>Place a move:</b> click a square (click again or press Space to turn the direction), "
              "or move the cursor with the arrow keys; type the whole word, the letters already on the board "
              "included. Backspace takes the last tile back, Esc clears. <b>?</b> then a letter, or "
              "<b>Shift+letter</b>, plays the blank. Tiles can also be clicked or dragged from the rack.")
    if not full:
        return text
    more = QCoreApplication.translate("PlayPanel", "<p><b>Or type the move:</b> Ctrl+L goes to the move field: a reference and the word, "
              "<i>{0}</i> (lowercase for a blank). <b>Enter</b> plays the move.</p>"
              "<p><b>After each turn:</b> the top, your rank, every legal move (filter it, click one to see it "
              "on the board) and \"what would I have scored with...?\". Click a turn of the game so far, or "
              "press PageUp, to review it; F6 replays it as an exercise.</p>"
              "<p><b>Keys:</b> F2-F4 hints, F5 pause, F7 shuffle, F8 sort, Ctrl+E ends the game, Ctrl+W leaves "
              "it to resume later, F1 lists every key.</p>")
    return text + more.format(html.escape(example))


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
    turnClicked = Signal(int)  # a played turn of the game so far, to review

    def __init__(self, session: Session, board: TrainingBoard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.edition = session.edition
        self.board = board
        self.model = Placement(session.edition)
        self.verdict: ScoredMove | DuplicateError | None = None
        self.active = False  # a move may be built (the page's "play" mode)
        self.paused = False  # the clock is paused: rack and move hidden, nothing can be placed
        self.exercise: Turn | None = None  # a played turn replayed as an exercise
        self._typed = False  # the tentative tiles come from the reference field
        board.squareClicked.connect(self._on_square)
        board.tileDropped.connect(self._on_drop)

        move_card, layout = card()
        self.draw_note = QLabel()  # a rejected draw, announced when it happens
        self.draw_note.setWordWrap(True)
        self.draw_note.setStyleSheet(f"color: {LOSS_COLOUR.name()}; font-weight: bold;")
        self.draw_note.setVisible(False)
        layout.addWidget(self.draw_note)
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
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; a click leaves the keyboard be
            rack_buttons.addWidget(button)
        rack_row.addWidget(self.rack, 1)
        rack_row.addLayout(rack_buttons)
        layout.addLayout(rack_row)

        self.reference_edit = QLineEdit()
        self.reference_edit.setPlaceholderText(self.tr("or type a reference and a word: {0} (lowercase = blank)").format(
            session.edition.example))
        self.reference_edit.setClearButtonEnabled(True)
        self.reference_edit.setAccessibleName(self.tr("Move"))
        self.reference_edit.textEdited.connect(self._on_reference_typed)
        self.reference_edit.returnPressed.connect(self.submitRequested)
        self.reference_edit.installEventFilter(self)
        layout.addWidget(self.reference_edit)

        self.tournament = training_options(session).tournament
        self.written_edit = QLineEdit()
        self.written_edit.setPlaceholderText(self.tr("your score (optional)"))
        self.written_edit.setAccessibleName(self.tr("Your score"))
        self.written_edit.setValidator(QIntValidator(0, 9999, self.written_edit))
        self.written_edit.setMaximumWidth(170)
        self.written_edit.returnPressed.connect(self.submitRequested)
        written_row = QHBoxLayout()
        written_label = QLabel(self.tr("Written score:"))
        written_label.setBuddy(self.written_edit)
        written_row.addWidget(written_label)
        written_row.addWidget(self.written_edit)
        written_row.addStretch(1)
        for widget in (written_label, self.written_edit):
            widget.setVisible(self.tournament)
        layout.addLayout(written_row)

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
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; a click leaves the keyboard be
        buttons.addWidget(self.pass_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.submit_button)
        layout.addLayout(buttons)

        self.hints = HintCard()
        self.hints.setVisible(not self.tournament)  # no hints in a competition
        self.hints.hintRequested.connect(self.hintRequested)
        self.hint_buttons = self.hints.hint_buttons
        self.hint_label = self.hints.hint_label

        help_card, help_layout = card()
        self.help_label = QLabel(help_text(True, session.edition.example))
        self.help_label.setTextFormat(Qt.TextFormat.RichText)
        self.help_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.help_label.setWordWrap(True)
        self.help_label.setStyleSheet(f"color: {MUTED.name()};")
        help_layout.addWidget(self.help_label)

        self.game_so_far = GameSoFar()
        self.game_so_far.turnClicked.connect(self.turnClicked)
        self.history_table = self.game_so_far.table
        self.help_card = help_card

        self.move_card = move_card
        self.pause_card, pause_layout = card()
        self.pause_label = QLabel(self.tr("<b>Paused.</b> The rack and the board are hidden until you resume "
                                          "the clock (F5)."))
        self.pause_label.setWordWrap(True)
        self.pause_label.setTextFormat(Qt.TextFormat.RichText)
        pause_layout.addWidget(self.pause_label)
        self.pause_card.setVisible(False)

        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        column.addWidget(self.pause_card)
        column.addWidget(move_card)
        column.addWidget(self.hints)
        column.addWidget(help_card)
        column.addWidget(self.game_so_far, 1)
        self.column = column

    # -- what the page calls ----------------------------------------------------------------------

    @property
    def turn(self) -> Turn | None:
        """The turn a move is built for: the game's current one, or a played turn replayed as
        an exercise (``exercise``)."""
        return self.exercise if self.exercise is not None else self.session.current_turn

    def begin_turn(self, exercise: Turn | None = None) -> None:
        """A rack was drawn (or a game resumed): an empty move on the current turn's board.
        ``exercise``: a played turn, replayed on its board and rack (not counted)."""
        self.exercise = exercise
        self.hints.set_exercise(exercise is not None)
        turn = self.turn
        assert turn is not None
        rejected = turn.draw.rejected if exercise is None else ()
        note = self.tr("Rack redrawn: {0} did not meet the draw rule and went back to the bag.").format(
            ", ".join(self.session.tiles_text(r) for r in rejected)) if rejected else ""
        self.draw_note.setText(note)
        self.draw_note.setVisible(bool(note))
        if note:
            self.statusMessage.emit(note)
        self.model.reset(turn.board, turn.draw.leftover + turn.draw.new)
        self.reference_edit.setText("")
        self.written_edit.clear()
        self._typed = False
        self.update_placement(from_board=True)

    def restore(self, tiles: Sequence[tuple[int, int, int]]) -> None:
        """Put back the tiles the player had placed when they left the game (Ctrl+W)."""
        turn = self.turn
        if not tiles or turn is None:
            return
        self.model.load(tiles)
        if any(tile.slot is None for tile in self.model.placed):
            self.model.load(())  # not this rack's tiles (a damaged file): nothing restored
        self.update_placement(from_board=True)

    def set_paused(self, paused: bool) -> None:
        """A real pause: the rack, the move and the hints are hidden and nothing can be
        placed or handed in until the clock runs again; the page hides the board."""
        self.paused = paused
        self.pause_card.setVisible(paused)
        self.move_card.setVisible(not paused)
        self.hints.setVisible(not paused and not self.tournament)
        if not paused:
            self.update_placement(from_board=not self._typed)

    def written_score(self) -> int | None:
        """The score the player wrote (tournament conditions), None if none."""
        text = self.written_edit.text().strip()
        return int(text) if text.isdigit() else None

    def handed_in_text(self) -> str | None:
        """What time up hands in: the legal move built, else what the typed text stands for
        (in the standard notation, as the session stores it)."""
        if isinstance(self.verdict, ScoredMove):
            return format_move(self.verdict.move, self.edition)
        typed = self._read_typed(self.reference_edit.text())
        return typed.text if typed is not None else None

    def _read_typed(self, text: str) -> TypedMove | None:
        """The move typed in the reference field, read on this turn's position."""
        turn = self.turn
        if turn is None or not text.strip():
            return None
        return read_typed_move(turn.position(self.edition), text, self.session.lexicon, self.session.rules.move_rules)

    def hint_text(self, kind: str, answer: str) -> str:
        return self.hints.hint_text(kind, answer)

    def show_hints(self, asked: Sequence[tuple[str, str]], can_ask: bool) -> None:
        self.hints.show_hints(asked, can_ask)

    def show_history(self, results: Iterable[TurnResult]) -> None:
        """The turns played so far; before the first one the help takes their place, in full."""
        results = list(results)
        self.game_so_far.show_results(results)
        self.column.setStretchFactor(self.help_card, 0 if results else 1)
        self.help_label.setText(help_text(not results, self.session.edition.example))

    def set_preview(self, html: str, colour: str) -> None:
        self.preview_label.setStyleSheet(f"color: {colour};")
        self.preview_label.setText(html)

    def shuffle(self) -> None:
        if self.active and not self.paused:
            self.model.shuffle()
            self._show_rack()

    def sort(self) -> None:
        if self.active and not self.paused:
            self.model.sort()
            self._show_rack()

    def clear(self) -> None:
        if not self.active or self.paused:
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
        turn = self.turn
        assert turn is not None
        try:
            move = move_from_placements(turn.board, placements, self.edition)
            return judge(turn.position(self.edition), move, self.session.lexicon, self.session.rules.move_rules)
        except DuplicateError as exc:
            return exc

    def _board_move_text(self) -> str:
        """The tentative tiles written as a move (``H4 WORD``), if they lie in one line."""
        turn = self.turn
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
        turn = self.turn
        if not self.active or self.paused or turn is None:
            return
        if from_board:
            self._typed = False
            self.verdict = self._evaluate_board()
            self.reference_edit.setText(self._board_move_text())
        else:
            typed = self._read_typed(self.reference_edit.text())
            self.verdict = typed.outcome if typed is not None else None
        if isinstance(self.verdict, ScoredMove):
            self.statusMessage.emit("")  # a legal move: an earlier error no longer applies
        self.board.set_board(turn.board, self._last_master_squares())
        valid = (isinstance(self.verdict, ScoredMove) or self.tournament
                 or (self.verdict is None and self.model.pending_blank is None))
        self.board.set_preview(self.model.placements(), valid)
        if self.model.cursor is not None:
            self.board.set_cursor(self.model.cursor[0], self.model.cursor[1], self.model.across)
        else:
            self.board.set_cursor(None)
        self._show_rack()
        self._show_verdict()

    def _show_rack(self) -> None:
        turn = self.turn
        kept = set(range(len(turn.draw.leftover))) if turn is not None else set()
        self.rack.set_tiles(self.model.rack_slots(), len(self.model.rack), kept)

    def _last_master_squares(self) -> list[tuple[int, int]]:
        """The squares of the top played just before the turn being built."""
        turn = self.turn
        if turn is None or turn.number < 2:
            return []
        before = self.session.turn(turn.number - 1).committed
        return [(r, c) for r, c, _ in before.move.placed] if before is not None else []

    def _show_verdict(self) -> None:
        verdict = self.verdict
        pending = self.model.pending_blank
        self.submit_button.setEnabled(isinstance(verdict, ScoredMove)
                                      or (self.tournament and self.handed_in_text() is not None))
        if pending is not None:
            self.set_preview(self.tr("Type the letter the blank stands for."), "#1C5FB8")
        elif self.model.awaiting_blank:
            self.set_preview(self.tr("Blank: type the letter it stands for."), "#1C5FB8")
        elif self.tournament and self.handed_in_text() is not None:
            self.set_preview(self.tr("Your move: <b>{0}</b><br>It is checked when you hand it in, "
                                     "as in a competition.").format(self.handed_in_text()), MUTED.name())
        elif isinstance(verdict, ScoredMove):
            text = format_move(verdict.move, self.edition)
            explain = breakdown_text(self.turn.board, verdict, self.edition) if self.turn else ""
            bingo = self.tr(" — bingo!") if verdict.score.bingo else ""
            self.set_preview(
                self.tr("<span style='font-size:15pt'><b>{0}</b> &nbsp; <b>{1} points</b>{2}</span><br>{3}")
                .format(text, verdict.points, bingo, explain), GAIN_COLOUR.name())
        elif isinstance(verdict, DuplicateError) and not self.tournament:
            self.set_preview(self.tr("<b>Not a legal move:</b> {0}").format(message_text(verdict)), LOSS_COLOUR.name())
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
            self.set_preview(message, LOSS_COLOUR.name())

    # -- input ------------------------------------------------------------------------------------

    def handle_key(self, event: QKeyEvent) -> bool:
        """A key on the board while a move is built (Enter is the page's): True if used."""
        if self.paused:
            return True  # nothing is placed on a hidden board
        if event.key() == Qt.Key.Key_Escape:
            self.clear()
            return True
        used, message = apply_key(self.model, event)
        if used:
            self.update_placement(from_board=True)
            self._note(message)
        return used

    def eventFilter(self, watched, event) -> bool:
        """Esc in the reference field clears the move (as on the board)."""
        if watched is self.reference_edit and event.type() == event.Type.KeyPress and event.key() == Qt.Key.Key_Escape:
            self.clear()
            return True
        return super().eventFilter(watched, event)

    def _on_square(self, row: int, col: int) -> None:
        if not self.active or self.paused:
            return
        self.model.click(row, col)
        self.update_placement(from_board=True)

    def _on_drop(self, slot: int, row: int, col: int) -> None:
        if not self.active or self.paused:
            return
        message = self.model.drop(slot, row, col)
        self.update_placement(from_board=True)
        self._note(message)

    def _on_rack_click(self, slot: int) -> None:
        if not self.active or self.paused:
            return
        message = self.model.place_slot(slot)
        self.update_placement(from_board=True)
        self._note(message)
        self.board.setFocus()

    def _on_reference_typed(self, text: str) -> None:
        """The player types a move: its tiles appear on the board, the engine judges it."""
        turn = self.turn
        if not self.active or turn is None:
            return
        self._typed = True
        placed: tuple = ()
        typed = self._read_typed(text)
        if typed is not None:
            try:
                placed = resolve(turn.board, parse_move(typed.text, self.edition), self.edition).placed
            except DuplicateError:
                placed = ()
        self.model.load(placed)
        self.update_placement(from_board=False)


__all__ = ["PlayPanel"]
