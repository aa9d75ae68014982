"""The board of a played turn, after it or as it was before it, and moves placed on it.

The results of a turn (and its review) show the board after the turn, the top played; the
player switches to the board **before the turn**, with that turn's rack, and puts moves on
it: the player's own move or the top (buttons), a move picked in the ranked list, a move
typed in "what would I have scored with ...?", or tiles placed by hand exactly as in play
(click a square and type the whole word, arrows, Space, Backspace, ``?`` or Shift+letter
for a blank, click or drag rack tiles). Each change is reported (``placed``) so the results
panel asks the engine what the tiles are worth (``duplicate.training_review.what_if_placed``);
this widget decides nothing about the game.

``apply_key`` is the keyboard of placing a move, shared with the play panel.
"""

from __future__ import annotations

from typing import Iterable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QButtonGroup, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from duplicate.session.session import Session, Turn
from ui.training.placement import Placement
from ui.training.style import MUTED
from ui.training.views import TrainingBoard, TrainingRack
from ui.widgets.theme import LIGHT

ARROW_STEPS: dict[int, tuple[int, int]] = {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1), Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}


def apply_key(model: Placement, event: QKeyEvent) -> tuple[bool, str | None]:
    """A key on the board while a move is built (Esc and Enter are the caller's): whether it
    was used, and why nothing was placed (None when something was)."""
    key = event.key()
    if key == Qt.Key.Key_Backspace:
        model.backspace()
    elif key == Qt.Key.Key_Space:
        model.toggle_direction()
    elif key in ARROW_STEPS:
        model.move_cursor(*ARROW_STEPS[key])
    else:
        text = event.text()
        if text == "?":
            return True, model.request_blank()
        if len(text) == 1 and text.isalpha():
            shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
            return True, model.type_letter(text, blank=shift)
        return False, None
    return True, None


class BoardBefore(QWidget):
    """The after/before switch, "your move" / "the top" / "clear", and the turn's rack.

    API for the results panel: ``show_turn(turn)``, ``show_after()``, ``show_before()``,
    ``load(placed)``, ``handle_key(event)``, ``placements()``, ``set_valid()``; it tells
    through ``placed`` (the tiles changed), ``ownRequested``, ``topRequested`` and ``note``.
    """

    placed = Signal()
    ownRequested = Signal()
    topRequested = Signal()
    note = Signal(str)  # why a key or a click placed nothing

    def __init__(self, session: Session, board: TrainingBoard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.board = board
        self.model = Placement(session.edition)
        self.turn: Turn | None = None
        self.before = False  # the board before the turn is shown (tiles may be placed)
        self.enabled = False  # the results panel is on screen
        self._valid = True
        board.squareClicked.connect(self._on_square)
        board.tileDropped.connect(self._on_drop)

        self.after_button = QPushButton(self.tr("After the turn"))
        self.before_button = QPushButton(self.tr("Before the turn"))
        self.after_button.setToolTip(self.tr("The board with the top played"))
        self.before_button.setToolTip(self.tr("The board as it was before the turn, with its rack: place any move on it"))
        group = QButtonGroup(self)
        for button in (self.after_button, self.before_button):
            button.setCheckable(True)
            group.addButton(button)
        self.after_button.setChecked(True)
        self.after_button.clicked.connect(self.show_after)
        self.before_button.clicked.connect(lambda: self.show_before())
        self.own_button = QPushButton(self.tr("Your move"))
        self.own_button.setToolTip(self.tr("Your move on the board before the turn"))
        self.own_button.clicked.connect(self.ownRequested)
        self.top_button = QPushButton(self.tr("The top"))
        self.top_button.setToolTip(self.tr("The top on the board before the turn"))
        self.top_button.clicked.connect(self.topRequested)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.clicked.connect(self.clear)
        for button in (self.after_button, self.before_button, self.own_button, self.top_button, self.clear_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; a click leaves the keyboard be
        self.rack = TrainingRack(self, theme=LIGHT)
        self.rack.set_edition(session.edition)
        self.rack.setFixedHeight(54)
        self.rack.tileClicked.connect(self._on_rack_click)
        self.help = QLabel(self.tr("Place a move as in play: click a square and type the word, or drag "
                                   "tiles from the rack. Its score and rank appear below."))
        self.help.setWordWrap(True)
        self.help.setStyleSheet(f"color: {MUTED.name()};")

        switch = QHBoxLayout()
        switch.setSpacing(4)
        caption = QLabel(self.tr("Board:"))
        switch.addWidget(caption)
        switch.addWidget(self.after_button)
        switch.addWidget(self.before_button)
        switch.addSpacing(10)
        switch.addWidget(self.own_button)
        switch.addWidget(self.top_button)
        switch.addWidget(self.clear_button)
        switch.addStretch(1)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(4)
        column.addLayout(switch)
        column.addWidget(self.rack)
        column.addWidget(self.help)
        self._show_parts()

    # -- what the results panel calls ----------------------------------------------------------------

    @property
    def placing(self) -> bool:
        """Tiles may be placed now: the board before the turn is on screen."""
        return self.enabled and self.before and self.turn is not None

    def show_turn(self, turn: Turn, own_known: bool) -> None:
        """A played turn: its board after the turn first, nothing placed."""
        self.turn = turn
        self.enabled = True
        self.model.reset(turn.board, turn.draw.leftover + turn.draw.new)
        self.own_button.setEnabled(own_known)
        self.show_after()

    def show_after(self) -> None:
        """The board after the turn, its top highlighted."""
        self.before = False
        self.after_button.setChecked(True)
        self._show_parts()
        turn = self.turn
        if turn is None or turn.committed is None:
            return
        placed = turn.committed.move.placed
        self.board.set_board(turn.board.with_tiles(placed), [(r, c) for r, c, _ in placed])
        self.board.set_preview([])
        self.board.set_cursor(None)

    def show_before(self) -> None:
        """The board before the turn with the tiles placed on it and the rack left."""
        if self.turn is None:
            return
        self.before = True
        self.before_button.setChecked(True)
        self._show_parts()
        self.redraw()

    def load(self, placed: Iterable[tuple[int, int, int]]) -> None:
        """Put a move's tiles on the board before the turn (taking them from the rack)."""
        self.model.load(placed)
        self.model.cursor = None  # the tiles stay readable; a click starts typing again
        self.show_before()

    def placements(self) -> list[tuple[int, int, int]]:
        return self.model.placements()

    def pending(self) -> bool:
        """A blank waits for its letter: nothing to judge yet."""
        return self.model.pending_blank is not None

    def set_valid(self, valid: bool) -> None:
        """How the placed tiles are drawn: a legal move, or not (the engine said)."""
        self._valid = valid
        if self.placing:
            self.board.set_preview(self.model.placements(), valid)

    def clear(self) -> None:
        self.model.clear()
        if self.before:
            self._changed()

    def stop(self) -> None:
        """The panel leaves the screen: the board is the play panel's again."""
        self.enabled = False

    def handle_key(self, event: QKeyEvent) -> bool:
        """A key while the board before the turn is shown: True if used (Esc clears placed
        tiles; with none it is left to the page)."""
        if not self.placing:
            return False
        key = event.key()
        if key == Qt.Key.Key_Escape:
            if not self.model.placed:
                return False
            self.clear()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return bool(self.model.placed)  # a move being placed: Enter does not leave the turn
        used, message = apply_key(self.model, event)
        if used:
            self._changed(message)
        return used

    # -- inside ----------------------------------------------------------------------------------

    def _show_parts(self) -> None:
        self.rack.setVisible(self.before)
        self.help.setVisible(self.before)
        self.clear_button.setEnabled(self.before)

    def redraw(self) -> None:
        turn = self.turn
        if not self.placing or turn is None:
            return
        self.board.set_board(turn.board, [])
        self.board.set_preview(self.model.placements(), self._valid)
        cursor = self.model.cursor
        self.board.set_cursor(*cursor, self.model.across) if cursor is not None else self.board.set_cursor(None)
        kept = set(range(len(turn.draw.leftover)))
        self.rack.set_tiles(self.model.rack_slots(), len(self.model.rack), kept)

    def _changed(self, message: str | None = None) -> None:
        self.redraw()
        self.placed.emit()
        if message:
            self.note.emit(message)

    def _on_square(self, row: int, col: int) -> None:
        if not self.enabled or self.turn is None:
            return
        if not self.before:  # a click on the board after the turn starts placing before it
            self.model.clear()
            self.show_before()
        self.model.click(row, col)
        self._changed()

    def _on_drop(self, slot: int, row: int, col: int) -> None:
        if self.placing:
            self._changed(self.model.drop(slot, row, col))

    def _on_rack_click(self, slot: int) -> None:
        if self.placing:
            self._changed(self.model.place_slot(slot))
            self.board.setFocus()


__all__ = ["ARROW_STEPS", "BoardBefore", "apply_key"]
