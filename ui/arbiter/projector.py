"""The projector window: what the room sees. Board, rack, timer and phase messages in a
high-contrast dark theme; after the reveal the top as French clubs announce it (points,
reference, word) and the head of the standings. It never shows any player's entry before
the reveal: it reads only the master board, the rack, the timer and committed turns.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication, QKeySequence, QScreen, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStackedLayout, QVBoxLayout, QWidget

from duplicate.notation import format_reference
from duplicate.session import Phase
from duplicate.standings import compute_standings
from ui.phones.qr import JoinScreen
from ui.widgets.board_view import BoardView
from ui.widgets.controller import SessionController, show_master_board
from ui.widgets.engine_text import end_reason_text
from ui.widgets.rack_view import RackView
from ui.widgets.theme import PROJECTOR
from ui.widgets.timer_view import TimerView

STANDINGS_SHOWN = 5


class ProjectorWindow(QWidget):
    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.controller = controller
        self.setWindowTitle(self.tr("Duplicate — projector"))
        self.setObjectName("projector")
        self.setStyleSheet(
            f"#projector {{ background: {PROJECTOR.background}; }}"
            "QLabel { color: #f5f5f5; }"
        )
        self.board = BoardView(self, theme=PROJECTOR)
        self.rack = RackView(self, theme=PROJECTOR)
        self.timer = TimerView(self, theme=PROJECTOR)
        self.phase_label = QLabel()
        self.phase_label.setWordWrap(True)
        self.phase_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.top_label = QLabel()
        self.top_label.setWordWrap(True)
        self.top_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.handed_in_label = QLabel()
        self.handed_in_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.handed_in_label.hide()
        self._handed_in: tuple[int, int] | None = None
        self.standings_label = QLabel()
        self.standings_label.setTextFormat(Qt.TextFormat.RichText)
        self.standings_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)

        side = QVBoxLayout()
        side.addWidget(self.rack, 2)
        side.addWidget(self.timer, 3)
        side.addWidget(self.phase_label, 1)
        side.addWidget(self.handed_in_label, 1)
        side.addWidget(self.top_label, 2)
        side.addWidget(self.standings_label, 4)
        game = QWidget(self)
        layout = QHBoxLayout(game)
        layout.setContentsMargins(16, 16, 16, 16)
        layout.addWidget(self.board, 3)
        layout.addLayout(side, 2)
        # the room's game, or (while players join from their phones) the QR code screen
        self.join_screen = JoinScreen(self)
        self.pages = QStackedLayout(self)
        self.pages.addWidget(game)
        self.pages.addWidget(self.join_screen)

        edition = controller.session.edition
        self.board.set_edition(edition)
        self.rack.set_edition(edition)
        QShortcut(QKeySequence(Qt.Key.Key_F11), self, self.toggle_full_screen)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self._leave_full_screen)
        controller.changed.connect(self.refresh)
        controller.tick.connect(self._refresh_timer)
        self.resize(1280, 720)
        self.refresh()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def _leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()

    def move_to_screen(self, screen: QScreen) -> None:
        """Put the window on ``screen`` (full screen there when it was)."""
        full = self.isFullScreen()
        if full:
            self.showNormal()
        handle = self.windowHandle()
        if handle is not None:
            handle.setScreen(screen)
        self.setGeometry(screen.availableGeometry())
        if full:
            self.showFullScreen()

    def show_join(self, address: str, pin: str) -> None:
        """Fill the screen with the join address, the PIN and their QR code."""
        self.join_screen.set_join(address, pin)
        self.pages.setCurrentWidget(self.join_screen)

    def hide_join(self) -> None:
        self.pages.setCurrentIndex(0)

    def showing_join(self) -> bool:
        return self.pages.currentWidget() is self.join_screen

    def set_handed_in(self, count: tuple[int, int] | None) -> None:
        """Show "handed in: 12 of 18" while the clock runs (``None``: not shown). Never who."""
        self._handed_in = count
        self._refresh_handed_in()

    def _refresh_handed_in(self) -> None:
        phase = self.controller.session.phase
        if self._handed_in is None or phase not in (Phase.RUNNING, Phase.PAUSED, Phase.EXPIRED):
            self.handed_in_label.hide()
            return
        handed, total = self._handed_in
        self.handed_in_label.setText(self.tr("handed in: %n of {0}", "", handed).format(total))
        self.handed_in_label.show()

    @staticmethod
    def screens() -> list[QScreen]:
        return QGuiApplication.screens()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        height = max(self.height(), 300)
        for label, share in (
            (self.phase_label, 0.035), (self.handed_in_label, 0.035), (self.top_label, 0.05), (self.standings_label, 0.032)
        ):
            font = QFont(label.font())
            font.setPixelSize(max(12, int(height * share)))
            font.setBold(label is not self.standings_label)
            label.setFont(font)

    # -- content --------------------------------------------------------------------------

    def refresh(self, kind: str = "") -> None:
        session = self.controller.session
        edition = session.edition
        show_master_board(session, self.board, self.rack, leftover_between_turns=False)
        last = session.last_master()
        turn = session.current_turn
        phase = session.phase
        messages = {
            Phase.AWAITING_DRAW: self.tr("Next rack coming"),
            Phase.DRAWN: self.tr("Turn {0}: get ready").format(turn.number if turn else ""),
            Phase.RUNNING: self.tr("Turn {0}: find your move").format(turn.number if turn else ""),
            Phase.PAUSED: self.tr("Paused"),
            Phase.EXPIRED: self.tr("Time is up: hand in your moves"),
            Phase.OVER: self.tr("Game over: {0}").format(end_reason_text(session.end_reason or "")),
        }
        self.phase_label.setText(messages[phase])
        self._refresh_handed_in()
        if last is not None and last.committed is not None and phase in (Phase.AWAITING_DRAW, Phase.OVER):
            move = last.committed.move
            ref = format_reference(move.row, move.col, move.direction, edition.convention)
            self.top_label.setText(
                self.tr("Turn {0}: for {1} points, at {2}, {3}").format(
                    last.number, last.committed.points, ref, move.word_text(edition)
                )
            )
        else:
            self.top_label.setText("")
        standings = compute_standings(session)
        if standings.turns:
            rows = "".join(
                f"<tr><td align='right'>{r.rank}.</td><td>&nbsp;{_escape(r.name)}</td>"
                f"<td align='right'>&nbsp;{r.total}</td><td align='right'>&nbsp;{r.deviation}</td></tr>"
                for r in standings.rows[:STANDINGS_SHOWN]
            )
            title = self.tr("Standings after turn {0} (top {1})").format(standings.turns, standings.top_total)
            self.standings_label.setText(f"<p><b>{_escape(title)}</b></p><table>{rows}</table>")
        else:
            self.standings_label.setText("")
        self._refresh_timer()

    def _refresh_timer(self) -> None:
        session = self.controller.session
        turn = session.current_turn
        if turn is None:
            self.timer.set_time(session.rules.seconds_per_turn, session.rules.seconds_per_turn, "idle")
            return
        timer = turn.timer
        called = any(c <= timer.elapsed() for c in timer.calls)
        self.timer.set_time(timer.remaining(), timer.duration, timer.state.value, called)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
