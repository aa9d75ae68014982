"""The bar over a reviewed turn: which turn, the turns before and after, replay, back.

Any played turn of a game can be looked at again (from the game so far, the summary, or a
finished game opened from the history): the results panel shows it, this bar moves between
turns (PageUp / PageDown), replays it as an exercise (F6: same board and rack, the clock
again, not counted) and goes back to the game (Esc).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ui.training.style import bold


class ReviewBar(QWidget):
    """``show_turn(number, count, can_go_back)``; asks through its signals."""

    turnRequested = Signal(int)
    exerciseRequested = Signal()
    backRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.number = 0
        self.count = 0
        self.previous_button = QPushButton(self.tr("◀ Turn before"))
        self.previous_button.setToolTip(self.tr("PageUp"))
        self.next_button = QPushButton(self.tr("Turn after ▶"))
        self.next_button.setToolTip(self.tr("PageDown"))
        self.title = bold(QLabel(), 1.05)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.exercise_button = QPushButton(self.tr("Replay as an exercise (F6)"))
        self.back_button = QPushButton(self.tr("Back to the game (Esc)"))
        self.back_button.setObjectName("primary")
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.exercise_button.clicked.connect(self.exerciseRequested)
        self.back_button.clicked.connect(self.backRequested)
        for button in (self.previous_button, self.next_button, self.exercise_button, self.back_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; a click leaves the keyboard be
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        walk = QHBoxLayout()
        walk.addWidget(self.previous_button)
        walk.addWidget(self.title, 1)
        walk.addWidget(self.next_button)
        actions = QHBoxLayout()
        actions.addStretch(1)
        actions.addWidget(self.exercise_button)
        actions.addWidget(self.back_button)
        layout.addLayout(walk)
        layout.addLayout(actions)

    def show_turn(self, number: int, count: int, can_go_back: bool) -> None:
        """Turn ``number`` of ``count`` played turns; ``can_go_back``: a game is running."""
        self.number, self.count = number, count
        self.title.setText(self.tr("Review of turn {0} of {1}").format(number, count))
        self.previous_button.setEnabled(number > 1)
        self.next_button.setEnabled(number < count)
        self.back_button.setVisible(can_go_back)

    def step(self, delta: int) -> None:
        target = self.number + delta
        if 1 <= target <= self.count:
            self.turnRequested.emit(target)


__all__ = ["ReviewBar"]
