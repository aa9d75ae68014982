"""Solo training's game page: play a duplicate game alone against the top.

The page holds the board (shared by both halves of a turn), a header (turn, bag, timer,
running score) and, beside them, one of two panels: the play panel while a move is built
(``ui.training.play_panel``) and the results panel after it (``ui.training.results_panel``).
The page runs the turn's states (play, results, over) through ``duplicate.training``, and
two more on top of them: ``review`` (any played turn shown again, ``review_turn(n)``) and
``exercise`` (a reviewed turn replayed with the clock, never recorded); the panels only
show and gather.

Everything is an action of the session (saved before it is applied), so leaving the window
at any moment loses nothing: the game resumes where it was, the clock paused meanwhile.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QStackedWidget, QVBoxLayout, QWidget,
)

from duplicate.training import game as training
from duplicate.training import review
from duplicate.base.errors import DuplicateError
from duplicate.rules.board import Board
from duplicate.rules.notation import format_move
from duplicate.rules.checking import ScoredMove
from duplicate.session.session import Phase, Session
from duplicate.session.timer import TurnTimer
from duplicate.training.game import TrainingSummary
from ui.training.play_panel import PlayPanel
from ui.training.results_panel import ResultsPanel
from ui.training.review_bar import ReviewBar
from ui.training.style import LOSS_COLOUR, MUTED, PAGE_STYLE, bold, card, deviation_colour, signed, time_label
from ui.training.views import TrainingBoard
from ui.widgets.board_view import font_scale
from ui.widgets.controller import SessionController
from ui.widgets.engine_text import end_reason_text, message_text, rules_name
from ui.widgets.language import format_percent
from ui.widgets.theme import LIGHT
from ui.widgets.timer_view import TimerView


class TrainingGamePage(QWidget):
    """One training game: placing a move, then the results of the turn, turn after turn."""

    gameOver = Signal()
    statusMessage = Signal(str)

    #: what the page was showing before the review: ("play" | "results" | "over", turn shown)
    _base: tuple[str, int | None] = ("play", None)
    exercise_timer: TurnTimer | None = None
    _handing_in = False  # a slip being handed in (the clock's end must not hand in another)
    _exercise_ticker: QTimer | None = None
    #: the hints asked during the exercise (kind, answer): answered, never recorded in the game
    exercise_hints: tuple[tuple[str, str], ...] = ()

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trainingPage")
        self.setStyleSheet(PAGE_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.session = session
        self.edition = session.edition
        self.options = training.training_options(session)
        self.controller = SessionController(session, self)
        self.summary: TrainingSummary = training.summarize(session)
        self.shown_turn: int | None = None  # the turn whose results are shown

        self.board = TrainingBoard(self, theme=LIGHT)
        self.board.set_edition(self.edition)
        self.board.key_handler = self._on_key

        self.play = PlayPanel(session, self.board)
        self.play.submitRequested.connect(self.submit)
        self.play.passRequested.connect(self.pass_turn)
        self.play.hintRequested.connect(self.ask_hint)
        self.play.statusMessage.connect(self.statusMessage)
        self.results = ResultsPanel(session, self.board)
        self.results.nextRequested.connect(self.next_turn)
        self.review_bar = ReviewBar()
        self.review_bar.setVisible(False)
        self.review_bar.turnRequested.connect(self.review_turn)
        self.review_bar.exerciseRequested.connect(self.start_exercise)
        self.review_bar.backRequested.connect(self.back_to_game)
        self.play.turnClicked.connect(self.review_turn)
        self.results_page = QWidget()
        results_column = QVBoxLayout(self.results_page)
        results_column.setContentsMargins(0, 0, 0, 0)
        results_column.addWidget(self.review_bar)
        results_column.addWidget(self.results, 1)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.play)
        self.stack.addWidget(self.results_page)
        # the panels' widgets, by the names the page has always had (tests, the window)
        self.model = self.play.model
        self.rack = self.play.rack
        self.reference_edit = self.play.reference_edit
        self.preview_label = self.play.preview_label
        self.submit_button = self.play.submit_button
        self.hint_buttons = self.play.hint_buttons
        self.hint_label = self.play.hint_label
        self.history_table = self.play.history_table
        self.figure_labels = self.results.figure_labels
        self.result_detail = self.results.result_detail
        self.ranked_table = self.results.ranked_table
        self.mode = "play"  # "play": building a move; "results": a turn's results; "over"

        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(10)
        layout.addWidget(self.board, 11)
        layout.addWidget(self._build_side(), 9)

        self.controller.tick.connect(self._refresh_timer)
        self.controller.timerExpired.connect(self._on_time_up)
        self.controller.failed.connect(self._show_error)
        self._enter_current_state()

    def _build_side(self) -> QWidget:
        """The header (turn, bag, timer, running score) over the panel of the moment."""
        self.turn_label = bold(QLabel(), 1.35)
        self.turn_label.setWordWrap(True)  # "Turn 2 · Game ended early after 4 turns" in French is long
        self.bag_label = QLabel()
        self.bag_label.setStyleSheet(f"color: {MUTED.name()};")
        self.bag_label.setWordWrap(True)  # a replayed game's long name goes to a second line, never cut
        self.score_label = QLabel()
        self.score_label.setTextFormat(Qt.TextFormat.RichText)
        self.score_label.setWordWrap(True)  # at 16 points the running score goes to a second line
        self.timer = TimerView(self, theme=LIGHT)
        self.timer.setMinimumSize(150, 64)
        self.timer.setMaximumHeight(84)
        self.timer.setVisible(self.options.seconds_per_move > 0)
        self.pause_button = QPushButton(self.tr("Pause (F5)"))
        self.pause_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; a click leaves the keyboard be
        self.pause_button.clicked.connect(self.toggle_pause)
        self.pause_button.setVisible(self.options.seconds_per_move > 0)
        for widget in (self.timer, self.pause_button):  # hidden between turns, its place kept
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)

        header_card, header = card()
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

        side = QWidget()
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        column.addWidget(header_card)
        column.addWidget(self.stack, 1)
        side.setMinimumWidth(470)
        # with a large font (16 points) the column scrolls rather than squeeze the rack and cut
        # the texts at 1366x768; at the usual sizes it fits and no scroll bar shows
        scroll = QScrollArea()
        scroll.setWidget(side)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.viewport().setAutoFillBackground(False)
        side.setAutoFillBackground(False)
        scroll.setMinimumWidth(470 + scroll.verticalScrollBar().sizeHint().width())
        return scroll

    @property
    def mode(self) -> str:
        return self._mode

    @mode.setter
    def mode(self, value: str) -> None:
        self._mode = value
        self.play.active = value in ("play", "exercise")
        if self.play.active:
            self.results.before.stop()  # the board is the play panel's

    @property
    def verdict(self) -> ScoredMove | DuplicateError | None:
        """The engine's verdict on the tentative move (None: nothing to judge yet)."""
        return self.play.verdict

    def own_row(self) -> int | None:
        """The row of the ranked list marked as the player's move (tests, accessibility)."""
        return self.results.own_row()

    def resizeEvent(self, event) -> None:
        """The rack grows with the window (it is the thing the player looks at most)."""
        super().resizeEvent(event)
        scale = font_scale(self)  # at 16 points the tiles and the Shuffle and Sort buttons keep room
        self.play.rack.setFixedHeight(max(round(70 * scale), min(round(112 * scale), round(self.height() * 0.1))))

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
        assert self.session.current_turn is not None
        self.board.set_banner("")
        self.mode = "play"
        self.shown_turn = None
        self.stack.setCurrentWidget(self.play)
        self._update_header()
        self._update_hints()
        self.play.show_history(self.summary.results)
        self.play.begin_turn()
        self.play.restore(training.kept_draft(self.session))  # tiles left on the board (Ctrl+W)
        self._show_pause()
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
            turns = self.summary.turns
            if self.summary.ended_early:
                over = self.tr("Game ended early after %n turn(s)", "", turns)
            else:
                over = self.tr("Game over after %n turn(s)", "", turns)
            if self.shown_turn is not None:
                over = self.tr("Turn {0} · {1}").format(self.shown_turn, over)
            self.turn_label.setText(over)
        elif self.mode == "exercise" and self.play.exercise is not None:
            self.turn_label.setText(self.tr("Exercise: turn {0} again (not counted)").format(self.play.exercise.number))
        elif self.mode == "review" and self.shown_turn is not None:
            self.turn_label.setText(self.tr("Review of turn {0}").format(self.shown_turn))
        # a reviewed or replayed turn shows the bag and the totals as they were at that turn
        at = self.play.exercise.number if self.mode == "exercise" and self.play.exercise else (
            self.shown_turn if self.mode in ("review", "over") else None)
        figures = None if at is None else review.turn_figures(session, at, before=self.mode == "exercise")
        s = self.summary if figures is None else figures
        bag = sum(session.bag().values()) if figures is None else figures.bag
        bits = [self.tr("%n tile(s) in the bag", "", bag), rules_name(session.rules), time_label(self.options.seconds_per_move)]
        if self.options.source:
            bits.append(self.tr("racks of {0}").format(self.options.source))
        self.bag_label.setText(" · ".join(bits))
        if s.turns:
            self.score_label.setText(self.tr(
                "Score <b>{0}</b> of <b>{1}</b> &nbsp;<span style='color:{2}'><b>{3}</b></span> &nbsp;·&nbsp; "
                "<b>{4}</b> of the tops").format(s.total, s.top_total, deviation_colour(s.deviation).name(),
                                                  signed(s.deviation), format_percent(s.exact_percent)))
        else:
            self.score_label.setText(self.tr("No turn played yet: find the best move you can."))

    def _on_key(self, event: QKeyEvent) -> bool:
        """Keys on the board: placing a move, or going on after the results."""
        key = event.key()
        if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                                | Qt.KeyboardModifier.MetaModifier):
            return False
        if self.mode not in ("play", "exercise") and self.results.before.handle_key(event):
            return True  # a move placed on the board before a played turn
        if self.review_key(key):
            return True
        if self.mode not in ("play", "exercise"):
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.back_to_game() if self.mode == "review" else self.next_turn()
                return True
            return False
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.submit()
            return True
        return self.play.handle_key(event)

    # -- hints ------------------------------------------------------------------------------------

    def ask_hint(self, kind: str) -> str | None:
        if self.mode == "exercise":
            return self.exercise_hint(kind)
        if self.mode != "play" or self.paused:
            return None
        self.controller.wait_for_search()
        try:
            answer = training.ask_hint(self.session, kind)
        except DuplicateError as exc:
            self._show_error(message_text(exc))
            return None
        self._update_hints()
        self.board.setFocus()
        return answer

    def _update_hints(self) -> None:
        turn = self.session.current_turn
        self.play.show_hints(turn.hints if turn is not None else (), self.mode == "play")

    # -- handing in -------------------------------------------------------------------------------

    def submit(self) -> None:
        """Play the tentative move (only a legal one: the reason is shown otherwise)."""
        if self.mode not in ("play", "exercise") or self.paused:
            return
        if self.play.tournament:  # as in a competition: handed in as it is, judged afterwards
            text = self.play.handed_in_text()
            if text is not None:
                if self.mode == "exercise":
                    late = self.exercise_timer is not None and self.exercise_timer.remaining() <= 0
                    self.finish_exercise(None if late else text, late=text if late else None)
                else:
                    self._finish_turn(text)
            return
        if not isinstance(self.verdict, ScoredMove):
            if isinstance(self.verdict, DuplicateError):
                self.statusMessage.emit(message_text(self.verdict))
            return
        text = format_move(self.verdict.move, self.edition)
        self.finish_exercise(text) if self.mode == "exercise" else self._finish_turn(text)

    def pass_turn(self) -> None:
        if self.paused:
            return
        if self.mode == "play":
            self._finish_turn(None)
        elif self.mode == "exercise":
            self.finish_exercise(None)

    def _on_time_up(self) -> None:
        """Time is up: what is on the board is handed in as it is (an illegal move scores 0)."""
        if self.mode == "review" and self._base[0] == "play":
            self.back_to_game()  # the clock of the game ran out while a turn was reviewed
        if self.mode != "play" or self._handing_in or training.player_entry_made(self.session):
            return  # a slip handed in already (Enter came first): it is judged as it was
        text = self.play.handed_in_text()
        self.statusMessage.emit(self.tr("Time is up: your move was handed in."))
        self._finish_turn(text, at_bell=True)
        self.board.set_banner(self.tr("Time is up: your move was handed in"))

    def _finish_turn(self, text: str | None, at_bell: bool = False) -> None:
        """Hand in ``text`` (the engine voids it when it comes after the time, as in a
        competition, unless the window collects it at the bell: ``at_bell``)."""
        session = self.session
        turn = session.current_turn
        if turn is None or self._handing_in:
            return
        written = self.play.written_score() if text else None
        self._handing_in = True
        try:
            training.hand_in(session, text, written, at_bell=at_bell)  # saved as handed in, before any wait
            self.controller.wait_for_search()  # (the clock may tick meanwhile: the slip is in)
            committed = training.submit(session, text, written, at_bell=at_bell)
        except DuplicateError as exc:
            self._show_error(message_text(exc))
            return
        finally:
            self._handing_in = False
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
            self._show_error(message_text(exc))
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
        self._show_pause()
        self._refresh_timer()
        self.board.setFocus()

    @property
    def paused(self) -> bool:
        """The game's clock is paused while a move is being built."""
        return self.mode == "play" and self.session.phase is Phase.PAUSED

    def _show_pause(self) -> None:
        """A paused turn hides its board and rack (a real pause: no move found meanwhile)."""
        paused = self.paused
        if paused == self.play.paused:
            return
        if paused:
            self.play.set_paused(True)
            self.board.set_board(Board())
            self.board.set_preview([])
            self.board.set_cursor(None)
            self.board.set_banner(self.tr("Paused: F5 resumes"))
        else:
            self.board.set_banner("")
            self.play.set_paused(False)

    # -- results ----------------------------------------------------------------------------------

    def _show_results(self, number: int) -> None:
        """The results of a played turn: the top on the board, the best moves, the deviations."""
        session = self.session
        turn = session.turn(number)
        assert turn.committed is not None
        self.mode = "results"
        self.shown_turn = number
        self.review_bar.setVisible(False)
        self.results.next_button.setVisible(True)
        self.summary = training.summarize(session)
        self.stack.setCurrentWidget(self.results_page)
        self._update_header()
        self.results.show_turn(number, self.summary, [self.play.hint_text(k, a) for k, a in turn.hints])
        self.results.set_game_over(False)
        self.board.setFocus()
        self._refresh_timer()

    def _show_over(self) -> None:
        self.summary = training.store_summary(self.session) if self.session.phase is Phase.OVER else self.summary
        last = self.session.committed_turns[-1].number if self.session.committed_turns else None
        if last is not None:
            self._show_results(last)
        else:
            self.stack.setCurrentWidget(self.results_page)
            self.results.show_no_turn(end_reason_text(self.session.end_reason or ""))
            self.board.set_preview([])
            self.board.set_cursor(None)
        self.mode = "over"
        if last is not None:
            self.review_turn(last)  # every turn of a finished game can be looked at again
        self._update_header()
        self._update_hints()
        self.results.set_game_over(True)
        self._refresh_timer()

    # -- timer ------------------------------------------------------------------------------------

    def _refresh_timer(self) -> None:
        if self.options.seconds_per_move <= 0 or self.exercise_tick():
            return
        turn = self.session.current_turn
        live = self.mode == "play" or (self.mode == "review" and self._base[0] == "play")
        # a clock only while a turn is played (or an exercise runs): a turn's results, its
        # review and a finished game show none (a full 3:00 there said nothing true)
        self.timer.setVisible(live and turn is not None)
        self.pause_button.setVisible(live and turn is not None)
        if turn is None or not live:
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
        self.play.set_preview(message, LOSS_COLOUR.name())

    # -- review and exercise ----------------------------------------------------------------------
    # Any played turn is shown again in the results panel; ``start_exercise`` replays the
    # reviewed turn on the same board and rack with the clock again. An exercise is never
    # recorded in the game: its move is only checked by the engine (``review.what_if``) and
    # shown with its rank.

    def review_turn(self, number: int) -> None:
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

    def back_to_game(self) -> None:
        """Leave a review or an exercise: back to the move being built, or the last results."""
        if self.mode == "exercise":
            self._end_exercise()
            number = self.play.exercise.number if self.play.exercise is not None else self.shown_turn
            self.play.exercise = None
            self.mode = "review"  # back to the review the exercise started from
            if number is not None:
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
            if self.play.paused:  # the board of the review was shown meanwhile: hidden again
                self.play.paused = False
                self._show_pause()
            self._refresh_timer()
            self.board.setFocus()
        elif shown is not None:
            self._show_results(shown)

    def review_step(self, delta: int) -> None:
        """PageUp / PageDown: the turn before or after the one shown."""
        if self.shown_turn is not None and self.mode in ("review", "over", "results"):
            self.review_turn(self.shown_turn + delta)

    def start_exercise(self) -> None:
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

    def finish_exercise(self, text: str | None, late: str | None = None) -> None:
        """The exercise's move: checked and ranked by the engine, shown on the turn's review
        (``late``: a move handed in after the exercise's time, as in a competition: void)."""
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
                                   [self.play.hint_text(kind, answer) for kind, answer in hints], late)

    def exercise_hint(self, kind: str) -> str | None:
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

    def review_key(self, key: int) -> bool:
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

    def _end_exercise(self) -> None:
        """The exercise's clock stopped; the game so far listed in full again."""
        self.exercise_timer = None
        self.play.show_history(self.summary.results)
        if self._exercise_ticker is not None:
            self._exercise_ticker.stop()

    def exercise_tick(self) -> bool:
        """Show the exercise's clock; time up hands in what is on the board. True if shown."""
        timer = self.exercise_timer
        if self.mode != "exercise" or timer is None:
            return False
        remaining = timer.remaining()
        self.timer.setVisible(True)
        self.timer.set_time(remaining, timer.duration, timer.state.value, remaining <= training.WARNING_BEFORE_END)
        if remaining <= 0:
            self.finish_exercise(self.play.handed_in_text())
            self.board.set_banner(self.tr("Time is up: your move was handed in"))
        return True

    # -- leaving ----------------------------------------------------------------------------------

    def leave(self) -> None:
        """Stop the page: a running clock is paused (saved), the search is cancelled."""
        try:
            if self.mode in ("play", "review") and self.session.current_turn is not None \
                    and not training.player_entry_made(self.session):
                training.keep_draft(self.session, self.play.model.placements())  # found again on resuming
            training.suspend(self.session)
        except DuplicateError:
            pass
        self.controller.stop()
        # a search still running would report to a deleted controller: let it see the cancel
        self.controller.wait_for_search(5.0)


__all__ = ["TrainingGamePage"]
