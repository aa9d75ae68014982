"""The projector window: what the room sees. Board, rack, timer and phase messages in a
high-contrast dark theme; after the reveal the top as French clubs announce it (points,
reference, word) and the head of the standings. It never shows any player's entry before
the reveal: it reads only the master board, the rack, the timer and committed turns.

The layout never depends on the names: the right column has a fixed share of the width,
names are elided to the space, and the announcement's font is chosen so it fits on one line.
Between turns the rack and the timer give their place to what comes next.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QKeySequence, QScreen, QShortcut
from PySide6.QtWidgets import QLabel, QSizePolicy, QStackedLayout, QVBoxLayout, QWidget

from duplicate.rules.notation import format_reference
from duplicate.session.session import Phase
from duplicate.session.standings import compute_standings, pages, standing_columns
from ui.arbiter.standings_board import StandingsBoard
from ui.phones.qr import JoinScreen
from ui.widgets.board_view import BoardView
from ui.widgets.controller import SessionController, show_master_board
from ui.widgets.engine_text import end_reason_text, message_text
from ui.widgets.language import current_language
from ui.widgets.rack_view import RackView
from ui.widgets.theme import PROJECTOR
from ui.widgets.timer_view import TimerView

#: Least share of the window's width the right column (rack, timer, messages, standings) takes.
SIDE_SHARE = 0.3
MARGIN = 16
#: How long each page of the standings stays up when they take more than one.
PAGE_SECONDS = 8


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
        self.board.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # shown to the room: no focus ring on the screen
        self.rack = RackView(self, theme=PROJECTOR)
        self.timer = TimerView(self, theme=PROJECTOR)
        self.rack.announces = self.timer.announces = False  # the arbiter's window announces them
        self.phase_label = self._label()
        self.top_label = self._label()
        #: The hints the teacher showed the room this turn (a class).
        self.hints_label = self._label()
        self.hints_label.setTextFormat(Qt.TextFormat.PlainText)
        self.hints_label.setStyleSheet("color: #ffe082;")
        self.handed_in_label = self._label()
        self.handed_in_label.hide()
        self._handed_in: tuple[int, int] | None = None
        self.standings = StandingsBoard(self)
        # measured after layout: whenever the board's size or font changes, the pages follow
        self.standings.space_changed.connect(self._show_standings)
        # standings longer than the column turn like pages, so every player finds their rank
        self._page = 0
        self._page_rows = 0  # players on a page: as many as the board paints at its present size
        self._page_start = 0  # the first player of the page shown (kept when the pages change size)
        self._paged_turns: int | None = None  # the standings being paged (after which turn)
        self.page_timer = QTimer(self)
        self.page_timer.setInterval(PAGE_SECONDS * 1000)
        self.page_timer.timeout.connect(self.next_page)

        self.side = QWidget(self)
        self.side.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        # the standings take most of the column, so that during a turn (rack and timer shown)
        # a page still holds nine players or more and a tie of that many stays on one page
        side.addWidget(self.rack, 2)
        side.addWidget(self.timer, 2)
        side.addWidget(self.phase_label, 1)
        side.addWidget(self.handed_in_label, 1)
        side.addWidget(self.hints_label, 2)
        side.addWidget(self.top_label, 1)
        side.addWidget(self.standings, 10)
        # the game page has no layout manager: the board and the column are placed when it is
        # resized (eventFilter), so nothing they show (a long name, a long announcement) can
        # change their sizes
        self.game = QWidget(self)
        self.board.setParent(self.game)
        self.side.setParent(self.game)
        self.game.installEventFilter(self)
        # the room's game, or (while players join from their phones) the QR code screen
        self.join_screen = JoinScreen(self)
        self.pages = QStackedLayout(self)
        self.pages.setContentsMargins(0, 0, 0, 0)
        self.pages.addWidget(self.game)
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

    @staticmethod
    def _label(wrap: bool = True) -> QLabel:
        label = QLabel()
        label.setWordWrap(wrap)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        label.setMinimumWidth(1)
        return label

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

    def show_join(self, address: str, pin: str | None) -> None:
        """Fill the screen with the join address, its QR code and the PIN (None: no new players)."""
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

    def _board_side(self) -> int:
        """The board's side: as large as the height allows, leaving the column its share."""
        width, height = max(self.game.width(), 400), max(self.game.height(), 300)
        return max(100, min(height - 2 * MARGIN, int((width - 3 * MARGIN) * (1 - SIDE_SHARE))))

    def side_width(self) -> int:
        return max(120, max(self.game.width(), 400) - 3 * MARGIN - self._board_side())

    def minimumSizeHint(self) -> QSize:
        return QSize(400, 300)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.game and event.type() == QEvent.Type.Resize:
            self._place()
        return super().eventFilter(watched, event)

    def _place(self) -> None:
        side = self._board_side()
        self.board.setGeometry(MARGIN, MARGIN, side, side)
        self.side.setGeometry(2 * MARGIN + side, MARGIN, self.side_width(), max(100, self.game.height() - 2 * MARGIN))
        height = max(self.game.height(), 300)
        for label, share in ((self.phase_label, 0.04), (self.handed_in_label, 0.035), (self.hints_label, 0.032),
                             (self.standings, 0.034)):
            font = QFont(label.font())
            font.setPixelSize(max(12, int(height * share)))
            font.setBold(label is not self.standings)
            label.setFont(font)
        self.refresh()

    # -- content --------------------------------------------------------------------------

    def refresh(self, kind: str = "") -> None:
        session = self.controller.session
        show_master_board(session, self.board, self.rack, leftover_between_turns=False)
        turn = session.current_turn
        phase = session.phase
        messages = {
            Phase.AWAITING_DRAW: self.tr("Next: turn {0}, the rack is coming").format(len(session.turns) + 1),
            Phase.DRAWN: self.tr("Turn {0}: get ready").format(turn.number if turn else ""),
            Phase.RUNNING: self.tr("Turn {0}: find your move").format(turn.number if turn else ""),
            Phase.PAUSED: self.tr("Paused"),
            Phase.EXPIRED: self.tr("Time is up: hand in your moves"),
            Phase.OVER: self.tr("Game over: {0}").format(end_reason_text(session.end_reason or "")),
        }
        self.phase_label.setText(messages[phase])
        self._refresh_handed_in()
        between = turn is None  # between turns: what comes next takes the rack's and timer's place
        self.rack.setVisible(not between)
        self.timer.setVisible(not between)
        self._show_announcement(phase)
        self._show_hints()
        layout = self.side.layout()
        if layout is not None:
            layout.activate()  # the column follows what shows now, before the board is measured
        self._show_standings()
        self._refresh_timer()

    def _show_announcement(self, phase: Phase) -> None:
        """The top as clubs announce it, on one line: the font shrinks to fit the width."""
        session = self.controller.session
        last = session.last_master()
        if last is None or last.committed is None or phase not in (Phase.AWAITING_DRAW, Phase.OVER):
            self.top_label.setText("")
            self.top_label.hide()  # its room goes to the standings
            return
        self.top_label.show()
        edition = session.edition
        move = last.committed.move
        ref = format_reference(move.row, move.col, move.direction, edition.convention)
        text = self.tr("Turn {0}: for {1} points, at {2}, {3}").format(
            last.number, last.committed.points, ref, move.word_text(edition))
        self.top_label.setWordWrap(False)
        self.top_label.setFont(fitted_font(self.top_label.font(), text, self.side_width() - 8,
                                           max(14, int(max(self.height(), 300) * 0.05)), 12))
        self.top_label.setText(text)

    def _show_hints(self) -> None:
        """The hints the teacher chose this turn, one a line, until the reveal."""
        turn = self.controller.session.current_turn
        hints = [message_text(h.message()) for h in turn.room_hints] if turn is not None else []
        self.hints_label.setText("\n".join(self.tr("Hint: {0}").format(text) for text in hints))
        self.hints_label.setVisible(bool(hints))

    def next_page(self) -> None:
        """The next page of the standings (after the last, the first again)."""
        self._page += 1
        self._page_start = -1  # the next page, whatever its size
        self._show_standings()

    def _show_standings(self) -> None:
        """The standings, a page of as many players as the board paints at its present size
        (measured after layout, again whenever its size or font changes; ties never cut when
        they fit on a page): the pages turn every few seconds and say which places they show
        ("1–14 of 21")."""
        standings = compute_standings(self.controller.session, language=current_language())
        if not standings.turns:
            self.standings.clear()
            self.page_timer.stop()
            self._paged_turns = None
            return
        rows = self.standings.rows_that_fit(note=False)
        if len(standings.rows) > rows:
            rows = self.standings.rows_that_fit(note=True)  # a line says which page this is
        cuts = pages(standings.rows, rows)
        if standings.turns != self._paged_turns:  # new standings: page 1
            self._page, self._paged_turns, self._page_start = 0, standings.turns, 0
            self.page_timer.start()
        elif self._page_start >= 0 and rows != self._page_rows:  # pages of another size: the same players first
            self._page = next((n for n, (start, stop) in enumerate(cuts) if start <= self._page_start < stop), 0)
        self._page_rows = rows
        self._page %= len(cuts)
        if len(cuts) == 1:
            self.page_timer.stop()
        elif not self.page_timer.isActive():
            self.page_timer.start()
        start, stop = cuts[self._page]
        self._page_start = start
        points_only = "deviation" not in standing_columns(self.controller.session.rules)
        headings = (self.tr("Rank"), self.tr("Name"), self.tr("Points") if points_only else self.tr("Total"),
                    "" if points_only else self.tr("Deviation"))
        title = (self.tr("Standings after turn {0}").format(standings.turns) if points_only
                 else self.tr("Standings after turn {0} (top {1})").format(standings.turns, standings.top_total))
        if len(cuts) == 1:
            place = ""
        elif stop - start == 1:  # one player on the page: "25 of 25", never "25–25"
            place = self.tr("{0} of {1} (page {2}/{3})").format(stop, len(standings.rows), self._page + 1, len(cuts))
        else:
            place = self.tr("{0}–{1} of {2} (page {3}/{4})").format(
                start + 1, stop, len(standings.rows), self._page + 1, len(cuts))
        self.standings.set_standings(title, headings, [
            (f"{r.rank}.", r.label, str(r.total), "" if points_only else f"{r.deviation:+d}")
            for r in standings.rows[start:stop]], place)

    def _refresh_timer(self) -> None:
        session = self.controller.session
        turn = session.current_turn
        if turn is None:
            self.timer.set_time(session.rules.seconds_per_turn, session.rules.seconds_per_turn, "idle")
            return
        timer = turn.timer
        called = any(c <= timer.elapsed() for c in timer.calls)
        self.timer.set_time(timer.remaining(), timer.duration, timer.state.value, called)


def fitted_font(base: QFont, text: str, width: int, largest: int, smallest: int) -> QFont:
    """The largest bold font (pixel size from ``largest`` down to ``smallest``) showing
    ``text`` on one line within ``width``."""
    font = QFont(base)
    font.setBold(True)
    for size in range(largest, smallest - 1, -1):
        font.setPixelSize(size)
        if QFontMetrics(font).horizontalAdvance(text) <= width:
            break
    return font



