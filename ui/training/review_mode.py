"""Reviewing played turns and replaying one as an exercise, for the training game page.

A mix-in of ``TrainingGamePage`` (kept apart so that the page's turn cycle stays readable):
``review_turn(n)`` shows any played turn in the results panel (its board, rack, the player's
move, the top, the ranked list, "what would I have scored?"), ``back_to_game()`` returns to
what the game was doing, ``start_exercise()`` replays the reviewed turn on the same board
and rack with the clock again. An exercise is never recorded in the game: its move is only
checked by the engine (``duplicate.training_review.what_if``) and shown with its rank.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer

from duplicate.training import game as training
from duplicate.training import review
from duplicate.base.errors import DuplicateError
from duplicate.session.timer import TurnTimer
from ui.widgets.engine_text import message_text

if TYPE_CHECKING:
    from ui.training.game_page import TrainingGamePage


class ReviewMode:
    """Review and exercise states of the page: modes ``"review"`` and ``"exercise"``."""

    #: what the page was showing before the review: ("play" | "results" | "over", turn shown)
    _base: tuple[str, int | None] = ("play", None)
    exercise_timer: TurnTimer | None = None
    _exercise_ticker: QTimer | None = None
    #: the hints asked during the exercise (kind, answer): answered, never recorded in the game
    exercise_hints: tuple[tuple[str, str], ...] = ()

    def review_turn(self: TrainingGamePage, number: int) -> None:
        """Show played turn ``number`` (the game's state is kept, to go back to)."""
        committed = [t.number for t in self.session.committed_turns]
        if number not in committed or self.mode == "exercise":
            return
        if self.mode not in ("review",):
            self._base = (self.mode, self.shown_turn)
        base = self._base[0]
        self.board.set_banner("")
        self._show_results(number)
        self.mode = "review" if base != "over" else "over"
        self.review_bar.show_turn(number, len(committed), base != "over")
        self.review_bar.setVisible(True)
        # an exercise while the game's own clock runs would let that clock run out unseen
        self.review_bar.exercise_button.setEnabled(base != "play")
        waiting = QCoreApplication.translate(
            "ReviewMode", "Finish the turn in progress first (play or pass): then any turn can be replayed.")
        self.review_bar.exercise_button.setToolTip(waiting if base == "play" else "")
        self.results.set_game_over(base == "over")
        self.results.next_button.setVisible(base == "over")
        self._update_header()

    def back_to_game(self: TrainingGamePage) -> None:
        """Leave a review or an exercise: back to the move being built, or the last results."""
        if self.mode == "exercise":
            self._end_exercise()
            number = self.play.exercise.number if self.play.exercise is not None else self.shown_turn
            self.play.exercise = None
            self.mode = "review"  # back to the review the exercise started from
            self.review_turn(number)
            return
        if self.mode != "review":
            return
        base, shown = self._base
        self.review_bar.setVisible(False)
        self.results.next_button.setVisible(True)
        if base == "play" and self.session.current_turn is not None:
            self.mode = "play"
            self.shown_turn = None
            self.stack.setCurrentWidget(self.play)
            self._update_header()
            self.play.update_placement(from_board=True)
            self._refresh_timer()
            self.board.setFocus()
        elif shown is not None:
            self._show_results(shown)

    def review_step(self: TrainingGamePage, delta: int) -> None:
        """PageUp / PageDown: the turn before or after the one shown."""
        if self.shown_turn is not None and self.mode in ("review", "over", "results"):
            self.review_turn(self.shown_turn + delta)

    def start_exercise(self: TrainingGamePage) -> None:
        """Replay the reviewed turn: same board and rack, the clock again, not counted."""
        if self.mode not in ("review", "over", "results") or self.shown_turn is None:
            return
        if self.mode == "review" and self._base[0] == "play":
            return  # a turn of the game is being played: finish it first
        if self.mode != "review":
            self._base = (self.mode, self.shown_turn)
        turn = self.session.turn(self.shown_turn)
        self.mode = "exercise"
        self.review_bar.setVisible(False)
        self.stack.setCurrentWidget(self.play)
        self.play.begin_turn(exercise=turn)
        # the game so far stops before the replayed turn: its own row would give the top away
        self.play.show_history([r for r in self.summary.results if r.turn < turn.number])
        self.exercise_hints = ()
        self.play.show_hints((), not self.options.tournament)  # as in play: no hints in a competition
        seconds = self.options.seconds_per_move
        self.exercise_timer = TurnTimer(float(seconds), (), self.session.clock) if seconds > 0 else None
        if self.exercise_timer is not None:
            self.exercise_timer.start()
            if self._exercise_ticker is None:
                self._exercise_ticker = QTimer(self)
                self._exercise_ticker.setInterval(100)
                self._exercise_ticker.timeout.connect(self._refresh_timer)
            self._exercise_ticker.start()
        self._update_header()
        self._refresh_timer()
        self.board.setFocus()

    def finish_exercise(self: TrainingGamePage, text: str | None) -> None:
        """The exercise's move: checked and ranked by the engine, shown on the turn's review."""
        turn = self.play.exercise
        if self.mode != "exercise" or turn is None:
            return
        self._end_exercise()
        written = self.play.written_score() if text else None
        hints = self.exercise_hints
        self.play.exercise = None
        self.mode = "review"
        self.review_turn(turn.number)
        self.results.show_exercise(review.exercise_result(self.session, turn.number, text, written, hints),
                                   [self.play.hint_text(kind, answer) for kind, answer in hints])

    def exercise_hint(self: TrainingGamePage, kind: str) -> str | None:
        """A hint during an exercise: answered from the turn's search like in play, shown, and
        kept with the exercise (never recorded in the game); none in a competition."""
        turn = self.play.exercise
        if self.mode != "exercise" or turn is None or self.options.tournament:
            return None
        for asked, answer in self.exercise_hints:
            if asked == kind:
                return answer
        try:
            answer = training.hint_answer(self.session, kind, turn.number)
        except DuplicateError as exc:
            self._show_error(message_text(exc))
            return None
        self.exercise_hints += ((kind, answer),)
        self.play.show_hints(self.exercise_hints, True)
        self.board.setFocus()
        return answer

    def review_key(self: TrainingGamePage, key: Qt.Key) -> bool:
        """PageUp/PageDown (turn before/after), F6 (exercise), Esc (back): True if used."""
        if key in (Qt.Key.Key_PageUp, Qt.Key.Key_PageDown):
            self.review_step(-1 if key == Qt.Key.Key_PageUp else 1)
        elif key == Qt.Key.Key_F6:
            self.start_exercise()
        elif self.mode in ("review", "exercise") and key == Qt.Key.Key_Escape:
            self.back_to_game()
        else:
            return False
        return True

    def _end_exercise(self: TrainingGamePage) -> None:
        """The exercise's clock stopped; the game so far listed in full again."""
        self.exercise_timer = None
        self.play.show_history(self.summary.results)
        if self._exercise_ticker is not None:
            self._exercise_ticker.stop()

    def exercise_tick(self: TrainingGamePage) -> bool:
        """Show the exercise's clock; time up hands in what is on the board. True if shown."""
        timer = self.exercise_timer
        if self.mode != "exercise" or timer is None:
            return False
        remaining = timer.remaining()
        self.timer.set_time(remaining, timer.duration, timer.state.value, remaining <= training.WARNING_BEFORE_END)
        if remaining <= 0:
            self.finish_exercise(self.play.handed_in_text())
            self.board.set_banner(self.tr("Time is up: your move was handed in"))
        return True


__all__ = ["ReviewMode"]
