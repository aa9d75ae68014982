"""The hints card of a training turn: three questions a player may ask before the move.

Each hint is answered by the engine (``duplicate.training.ask_hint``) and recorded in the
game, so a result is never better than it looks; the card only asks and shows the answers.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from duplicate.training.game import HINT_BINGO, HINT_TOP_SCORE, HINT_TOP_SQUARE
from ui.widgets.flow_layout import FlowLayout
from ui.training.style import bold, card


class HintCard(QWidget):
    """Hint buttons (each kind once a turn) and the answers given this turn."""

    hintRequested = Signal(str)  # the hint kind

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        frame, hints = card()
        self.title = bold(QLabel(self.tr("Hints (each one is recorded)")))
        hints.addWidget(self.title)
        row = FlowLayout()  # wraps with a large font rather than cutting the buttons' words
        self.hint_buttons: dict[str, QPushButton] = {}
        for kind, text in ((HINT_BINGO, self.tr("Is there a bingo? (F2)")),
                           (HINT_TOP_SCORE, self.tr("Top score (F3)")),
                           (HINT_TOP_SQUARE, self.tr("A square of the top (F4)"))):
            button = QPushButton(text)
            button.setObjectName("hint")
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; a click leaves the keyboard be
            button.clicked.connect(lambda _checked=False, k=kind: self.hintRequested.emit(k))
            self.hint_buttons[kind] = button
            row.addWidget(button)
        hints.addLayout(row)
        self.hint_label = QLabel()
        self.hint_label.setWordWrap(True)
        self.hint_label.setTextFormat(Qt.TextFormat.RichText)
        hints.addWidget(self.hint_label)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(frame)

    def hint_text(self, kind: str, answer: str) -> str:
        if kind == HINT_BINGO:
            return self.tr("There is a bingo.") if answer == "yes" else self.tr("There is no bingo.")
        if kind == HINT_TOP_SCORE:
            return self.tr("The top scores {0}.").format(answer)
        if kind == HINT_TOP_SQUARE:
            return self.tr("The top puts a tile on {0}.").format(answer)
        return f"{kind}: {answer}"

    def set_exercise(self, exercise: bool) -> None:
        """In an exercise the hints are answered but not recorded in the game."""
        self.title.setText(self.tr("Hints (an exercise: not recorded)") if exercise
                           else self.tr("Hints (each one is recorded)"))

    def show_hints(self, asked: Sequence[tuple[str, str]], can_ask: bool) -> None:
        """The hints asked this turn (kind, answer); each kind can be asked once."""
        kinds = {kind for kind, _ in asked}
        for kind, button in self.hint_buttons.items():
            button.setEnabled(can_ask and kind not in kinds)
        if asked:
            self.hint_label.setText("<br>".join(f"• {self.hint_text(k, a)}" for k, a in asked))
        else:
            self.hint_label.setText(self.tr("<span style='color:#6B7785'>No hint used this turn.</span>"))


__all__ = ["HintCard"]
