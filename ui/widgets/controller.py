"""The bridge between the engine's Session and the Qt views.

It re-announces the session's changes as Qt signals, polls the turn timer from a QTimer
(the timer itself is a deadline on a monotonic clock, so polling never drifts), runs the
move search in a worker thread, and turns engine errors into messages. It computes no rule
and no score itself: everything comes from the session.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Sequence
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal

from duplicate.base.errors import DuplicateError, WriteAccessError
from duplicate.rules.board import Board, Rack
from duplicate.rules.checking import ScoredMove, TypedMove, lay_out, read_typed_move
from duplicate.session.session import Phase, Session
from duplicate.words.search import RankedMoves
from ui.widgets.engine_text import message_text
from ui.widgets.worker_gc import track_worker

#: How many moves the top list shows (every tied top is always included).
RANKED_LIMIT = 500
TICK_MS = 100
#: The kind ``changed`` carries when the phase moved on by itself (the time ran out).
PHASE_CHANGE = "phase"
#: The kind ``changed`` carries when saving became impossible (or is to be tried again).
WRITE_BLOCKED = "write_blocked"
#: While the search computes in Python, the GUI thread waits up to the interpreter's switch
#: interval (5 ms by default) each time it needs the GIL back; a painted board needs it
#: hundreds of times, so the searching process uses 1 ms to keep the timer and board fluid.
GUI_SWITCH_INTERVAL = 0.001


class SessionController(QObject):
    changed = Signal(str)  # the kind of action that changed the session (or PHASE_CHANGE)
    tick = Signal()  # about ten times a second while a turn is in progress
    timerCall = Signal(int)  # a call is due (seconds elapsed, e.g. 150 for "write now")
    timerExpired = Signal()
    searchStarted = Signal(int)  # turn number
    searchFinished = Signal(int)  # turn number; ranked moves are then available
    failed = Signal(str)  # a message for the arbiter

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        # turn number -> (rack, board, moves): checked on use, since undo can redraw a turn
        self._ranked: dict[int, tuple[Rack, Board, RankedMoves]] = {}
        self._search_turn: int | None = None
        self._cancel: threading.Event | None = None
        self._expired_announced: set[int] = set()
        self._phase = session.phase  # the phase the views last heard of
        #: A save was refused because the file cannot be written any more (see ``writable``).
        self.write_blocked = False
        # worker results wait here until the GUI thread's tick picks them up: the worker never
        # touches a Qt object, so closing a window during a search cannot crash it
        self._outcomes: dict[int, tuple[tuple[Rack, Board, RankedMoves] | None, BaseException | None]] = {}
        self._outcomes_lock = threading.Lock()
        self._thread: threading.Thread | None = None
        session.changed.connect(self._on_session_changed)
        self._ticker = QTimer(self)
        self._ticker.setInterval(TICK_MS)
        self._ticker.timeout.connect(self._on_tick)
        self._ticker.start()
        self._start_search()

    # -- actions: each runs through the session, errors become messages -----------------------

    def run(self, action: Callable[[], Any]) -> Any:
        """Call a session action; on a refused action emit ``failed`` and return None."""
        try:
            return action()
        except DuplicateError as exc:
            self._refused(exc)
            return None

    def attempt(self, action: Callable[[], Any]) -> bool:
        """Like ``run``, but say whether the action was accepted."""
        try:
            action()
        except DuplicateError as exc:
            self._refused(exc)
            return False
        return True

    def _refused(self, exc: DuplicateError) -> None:
        self.failed.emit(message_text(exc))
        if isinstance(exc, WriteAccessError) and not self.session.read_only:
            # the file became unwritable under us (a disk remounted read-only): the screens
            # turn read-only until the arbiter tries again
            self.write_blocked = True
            self.changed.emit(WRITE_BLOCKED)

    @property
    def writable(self) -> bool:
        """Whether actions can be saved: not opened read-only, and no save refused by the disk."""
        return not self.session.read_only and not self.write_blocked

    def retry_writing(self) -> None:
        """The arbiter says the disk may be writable again: the next action will tell."""
        self.write_blocked = False
        self.changed.emit(WRITE_BLOCKED)

    def read_typed(self, text: str, turn_number: int | None = None) -> TypedMove | None:
        """A move as typed in the app, read on a turn's position (nothing is stored): the text
        it stands for in the standard notation, and the verdict on it."""
        session = self.session
        turn = session.current_turn if turn_number is None else session.turn(turn_number)
        if turn is None or not text.strip():
            return None
        return read_typed_move(turn.position(session.edition), text, session.lexicon, session.rules.move_rules)

    def placement(self, text: str, turn_number: int | None = None) -> list[tuple[int, int, int]]:
        """The tiles a move (standard notation) would put on the board, legal or not (for the
        preview)."""
        session = self.session
        turn = session.current_turn if turn_number is None else session.turn(turn_number)
        if turn is None or not text.strip():
            return []
        move = lay_out(turn.position(session.edition), text)
        return list(move.placed) if move is not None else []

    # -- search ---------------------------------------------------------------------------------

    def ranked(self, turn_number: int | None = None) -> Sequence[ScoredMove] | None:
        """The ranked moves of a turn, or None while the search is still running."""
        turn = self.session.current_turn if turn_number is None else self.session.turn(turn_number)
        if turn is None:
            return None
        cached = self._ranked.get(turn.number)
        if cached is None or cached[0] != turn.rack or cached[1] != turn.board:
            return None
        return cached[2]

    @property
    def searching(self) -> bool:
        return self._search_turn is not None

    def request_ranked(self, turn_number: int) -> None:
        """Search a past turn's moves (e.g. a reopened file) when no search is running."""
        if not self.searching and 1 <= turn_number <= len(self.session.turns) and self.ranked(turn_number) is None:
            self._start_search(turn_number)

    def _start_search(self, turn_number: int | None = None) -> None:
        turn = self.session.current_turn if turn_number is None else self.session.turn(turn_number)
        if turn is None or self.ranked(turn.number) is not None or self._search_turn == turn.number:
            return
        if self._cancel is not None:
            self._cancel.set()
        cancel = threading.Event()
        self._cancel = cancel
        self._search_turn = turn.number
        number = turn.number
        session = self.session
        self.searchStarted.emit(number)

        rack, board = turn.rack, turn.board

        def work() -> None:
            outcome: tuple[tuple[Rack, Board, RankedMoves] | None, BaseException | None]
            try:
                moves = session.ranked_moves(RANKED_LIMIT, cancel.is_set, turn_number=number)
                outcome = ((rack, board, moves), None)
            except Exception as exc:  # noqa: BLE001 - cancelled, or shown to the arbiter, never lost
                outcome = (None, exc)
            with self._outcomes_lock:
                self._outcomes[number] = outcome

        if sys.getswitchinterval() > GUI_SWITCH_INTERVAL:
            sys.setswitchinterval(GUI_SWITCH_INTERVAL)
        self._thread = threading.Thread(target=work, name=f"search-turn-{number}", daemon=True)
        track_worker(self._thread.is_alive)
        self._thread.start()

    def _collect_search(self) -> None:
        """Take a finished search's outcome (called from the GUI thread's tick)."""
        with self._outcomes_lock:
            if not self._outcomes:
                return
            outcomes = list(self._outcomes.items())
            self._outcomes.clear()
        for number, (moves, error) in outcomes:
            if self._search_turn == number:
                self._search_turn = None
            if moves is not None:
                self._ranked[number] = moves
                self.searchFinished.emit(number)
            elif error is not None and getattr(error, "code", "") != "cancelled":
                self.failed.emit(self.tr("The move search failed: {0}").format(error))
        self._start_search()

    def wait_for_search(self, timeout: float = 30.0) -> None:
        """Block until the running search ends (tests and shutdown)."""
        from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop

        deadline = QDeadlineTimer(int(timeout * 1000))
        while self.searching and not deadline.hasExpired():
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            self._collect_search()

    def stop(self) -> None:
        """Stop ticking and end a running search (it stops at its next check)."""
        self._ticker.stop()
        if self._cancel is not None:
            self._cancel.set()
        if self._thread is not None:
            self._thread.join(timeout=5)

    # -- notifications ----------------------------------------------------------------------------

    def _on_session_changed(self, kind: str) -> None:
        self._phase = self.session.phase
        self.changed.emit(kind)
        self._start_search()

    def _on_tick(self) -> None:
        self._collect_search()
        turn = self.session.current_turn
        if turn is None:
            return
        for call in turn.timer.due_calls():
            self.timerCall.emit(call)
        if self.session.phase is Phase.EXPIRED and turn.number not in self._expired_announced:
            self._expired_announced.add(turn.number)
            self.timerExpired.emit()
        if self.session.phase is not self._phase:
            # the phase changed without an action (the time ran out by itself): every view
            # hears it as a change, so no screen keeps an old phase message
            self._phase = self.session.phase
            self.changed.emit(PHASE_CHANGE)
        self.tick.emit()


def show_master_board(session: Session, board_view, rack_view, leftover_between_turns: bool) -> None:
    """Show the master board (last master move highlighted) and the rack in play; between
    turns the rack shows the leftover, or nothing (the projector)."""
    last = session.last_master()
    highlight = [(r, c) for r, c, _ in last.committed.move.placed] if last and last.committed else []
    board_view.set_board(session.board, highlight)
    turn = session.current_turn
    if turn is not None:
        rack_view.set_rack(turn.draw.leftover, turn.draw.new, bool(turn.draw.rejected))
    else:
        rack_view.set_rack(session.leftover() if leftover_between_turns else (), (), False)
