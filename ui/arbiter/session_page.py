"""The arbiter's screen for a running session: master board, rack, timer, move entry,
top list and standings. Every button sends an action to the session; the widgets redraw
from the session's state when it announces a change.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QSettings, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from duplicate.rules.bag import NO_MOVE
from duplicate.rules.board import SIZE
from duplicate.rules.checking import ScoredMove
from duplicate.session.disclosure import Disclosure, disclosure
from duplicate.session.standings import cell_for
from duplicate.session.session import Phase, RackSource
from ui.widgets import accessible, questions
from ui.widgets.board_view import BoardView, font_scale
from ui.widgets.controller import SessionController, show_master_board
from duplicate.rules.notation import format_move, parse_tables
from ui.arbiter.decisions import tables_text
from ui.arbiter.entry_panel import PAST_TURN_STYLE, EntryPanel
from ui.arbiter.players import PlayersDialog
from ui.phones.service import PhoneService
from ui.arbiter.read_only_page import ReadOnlyBanner, ReadOnlyGuard, page_controls
from ui.arbiter.models import GridModel, StandingsModel, TopListModel, entry_summary
from ui.widgets.engine_text import end_reason_text, message_text
from ui.widgets.flow_layout import FlowLayout
from ui.widgets.focus import follow_screen
from ui.widgets.preferences import stored_bool
from ui.widgets.rack_view import RackView
from ui.widgets.theme import LIGHT
from ui.widgets.timer_view import TimerView


class TopListFilter(QSortFilterProxyModel):
    """Filters the ranked moves by any text (word, reference or points)."""

    def filterAcceptsRow(self, source_row: int, source_parent) -> bool:
        pattern = self.filterRegularExpression().pattern().strip().upper()
        if not pattern:
            return True
        model = self.sourceModel()
        assert isinstance(model, TopListModel)
        return pattern in model.filter_key(source_row).upper()


class GridDialog(QDialog):
    """The per-turn grid: every player's score in every turn."""

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Per-turn grid"))
        self.model = GridModel(controller)
        view = QTableView()
        view.setModel(self.model)
        view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        note = QLabel(self.tr("Each turn's column: the player's points under the turn's number and top. Green: the "
                              "top was found; +solo, −penalty, ! warning. Deviation: the total minus the tops.")
                      + " " + self.tr("—: not playing that turn (joined later or left; the tooltip says why)."))
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addWidget(view)
        controller.changed.connect(lambda _kind: self.model.refresh())
        self.resize(900, 500)


#: The remembered choice of a mirrored screen (the room sees the arbiter's window).
MIRRORED_KEY = "view/mirrored"


def mirrored_screen(settings: QSettings) -> bool:
    """Whether the arbiter's screen is mirrored to the room: as chosen, else when only one
    screen is connected (a laptop showing the same picture on the projector)."""
    return stored_bool(settings, MIRRORED_KEY, len(QGuiApplication.screens()) <= 1)


class SessionPage(QWidget):
    """Everything the arbiter sees and does during a session."""

    statusMessage = Signal(str)
    #: What the window may show changed (a mirrored turn began or ended): menus follow.
    disclosureChanged = Signal()

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._shown: Disclosure | None = None
        session = controller.session
        edition = session.edition

        self.board = BoardView(self, theme=LIGHT)
        self.board.set_edition(edition)
        self.board.set_align_top(True)
        self.rack = RackView(self, theme=LIGHT)
        self.rack.set_edition(edition)
        self.timer = TimerView(self, theme=LIGHT)
        self.bag_label = QLabel()
        self.bag_label.setWordWrap(True)
        self.phase_label = QLabel()
        self.phase_label.setWordWrap(True)
        font = self.phase_label.font()
        font.setBold(True)
        self.phase_label.setFont(font)

        self.draw_button = QPushButton()
        self.draw_button.clicked.connect(self.draw)
        self.timer_button = QPushButton()
        self.timer_button.clicked.connect(self.toggle_timer)
        self.stop_button = QPushButton(self.tr("End time (F6)"))
        self.stop_button.clicked.connect(self.stop_timer)
        self.reveal_button = QPushButton(self.tr("Reveal (F9)"))
        self.reveal_button.clicked.connect(self.reveal)

        self.entry = EntryPanel(controller, self)
        self.entry.previewChanged.connect(self._on_preview)
        self.entry.statusMessage.connect(self.statusMessage)
        self.entry.turn_box.valueChanged.connect(self._on_search)
        self.entry.turn_box.valueChanged.connect(self._show_board)
        self.entry.turn_box.valueChanged.connect(self._show_turn_lines)
        #: Over the board while a past turn is corrected: whose board and rack these are.
        self.past_board_label = QLabel()
        self.past_board_label.setStyleSheet(PAST_TURN_STYLE)
        self.past_board_label.setWordWrap(True)
        self.past_board_label.hide()

        self.top_model = TopListModel(controller)
        self.top_proxy = TopListFilter(self)
        self.top_proxy.setSourceModel(self.top_model)
        self.top_filter = QLineEdit()
        self.top_filter.setPlaceholderText(self.tr("Filter moves (word, reference, points)"))
        self.top_filter.setClearButtonEnabled(True)
        self.top_filter.textChanged.connect(self.top_proxy.setFilterFixedString)
        self.top_view = QTableView()
        self.top_view.setModel(self.top_proxy)
        self.top_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.top_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.top_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.top_view.verticalHeader().setVisible(False)
        self.top_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.top_view.horizontalHeader().setSectionResizeMode(TopListModel.WORD, QHeaderView.ResizeMode.Stretch)
        self.top_view.doubleClicked.connect(self._choose_from_list)
        self.top_status = QLabel()
        self.top_status.setWordWrap(True)  # never wider than the list above it
        self.master_button = QPushButton(self.tr("Make master move"))
        self.master_button.clicked.connect(self.choose_selected_master)
        self.give_button = QPushButton(self.tr("Give to tables… (F8)"))
        self.give_button.setToolTip(self.tr("Enter the selected move for several tables at once"))
        self.give_button.clicked.connect(self.give_move)

        self.standings_model = StandingsModel(controller)
        self.standings_view = QTableView()
        self.standings_view.setModel(self.standings_model)
        self.standings_view.verticalHeader().setVisible(False)
        self.standings_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.standings_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.standings_view.horizontalHeader().setSectionResizeMode(StandingsModel.NAME, QHeaderView.ResizeMode.Stretch)
        self.grid_button = QPushButton(self.tr("Per-turn grid (Ctrl+G)"))
        self.grid_button.clicked.connect(self.show_grid)
        self.top_total_label = QLabel()

        # layout: board on the left; rack, timer, controls, entry and lists on the right
        header = QHBoxLayout()
        header.addWidget(self.rack, 3)
        header.addWidget(self.timer, 2)
        controls = FlowLayout()
        for button in (self.draw_button, self.timer_button, self.stop_button, self.reveal_button):
            # Tab reaches them; a click keeps the keyboard in the entry fields (every button has a key too)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            controls.addWidget(button)
        # with a large font (16 points) the phase line goes under the board too, so that the
        # entries and the top list keep their rows at 1366x768
        large_font = font_scale(self) > 1.2
        #: A very large font (24 points, 200 %): the board shares the left column's tabs with
        #: the lists, so the right column keeps its whole height for the entries at 1366x768.
        self.compact = font_scale(self) > 1.9
        info = QHBoxLayout()
        if not large_font or self.compact:  # (compact: the left column keeps its height for the lists)
            info.addWidget(self.phase_label, 1)
        self._build_room_hints(controls)

        top_tab = QWidget()
        top_layout = QVBoxLayout(top_tab)
        top_row = QHBoxLayout()
        top_row.addWidget(self.top_filter, 1)
        if not self.compact:  # (compact: double-click and F8 do what they do, from the menus too)
            top_row.addWidget(self.master_button)
            top_row.addWidget(self.give_button)
        else:
            self.master_button.hide()
            self.give_button.hide()
            self.top_status.setWordWrap(False)  # one line, cut to the list's width
            self.top_status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        top_layout.addLayout(top_row)
        #: The ranked moves, or (a mirrored screen while the players look) why they are hidden.
        self.top_hidden_note = QLabel(self.tr("Mirrored screen: the moves are hidden while the players look. "
                                              "The top list shows when time is up."))
        self.top_hidden_note.setWordWrap(True)
        self.top_hidden_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.top_stack = QStackedWidget()
        self.top_stack.addWidget(self.top_view)
        self.top_stack.addWidget(self.top_hidden_note)
        top_layout.addWidget(self.top_stack, 1)
        top_layout.addWidget(self.top_status)
        standings_tab = QWidget()
        standings_layout = QVBoxLayout(standings_tab)
        standings_layout.addWidget(self.standings_view, 1)
        self.tabs = QTabWidget()
        self.tabs.addTab(top_tab, self.tr("Top list"))
        self.tabs.addTab(standings_tab, self.tr("Standings"))

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addLayout(header, 0)
        right_layout.addLayout(info)
        right_layout.addLayout(controls)
        lower = QSplitter(Qt.Orientation.Vertical)
        lower.addWidget(self.entry)
        if not self.compact:
            lower.addWidget(self.tabs)
            lower.setStretchFactor(1, 1)
        lower.setStretchFactor(0, 1)
        right_layout.addWidget(lower, 1)

        # under the board: what is missing and the turn's totals (the right column keeps its
        # height for the entries and a dozen standings rows at 1366x768)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.past_board_label)
        if self.compact:  # the board a tab beside the lists, shown first
            self.tabs.addTab(self.board, self.tr("Board"))
            self.tabs.setCurrentWidget(self.board)
            left_layout.addWidget(self.tabs, 1)
        else:
            left_layout.addWidget(self.board, 1)
        # the bag under the board: with a large font the right column keeps its height for rows
        if large_font and not self.compact:
            left_layout.addWidget(self.phase_label)
        left_layout.addWidget(self.bag_label)
        left_layout.addWidget(self.entry.decisions.bulk_bar)
        totals = QHBoxLayout()
        self.top_total_label.setWordWrap(True)
        totals.addWidget(self.top_total_label, 1)
        self.top_total_label.setVisible(not self.compact)  # (compact: the grid button's tooltip says it)
        totals.addWidget(self.grid_button)
        left_layout.addLayout(totals)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        # the board is square and its height is the limit: its column no wider than it needs,
        # the right column keeps the rest (with a large font its rows wrap less); until the
        # arbiter moves the splitter, a resize fits it again
        self._splitter, self._left = splitter, left
        self._split_by_hand = False
        splitter.splitterMoved.connect(lambda *_: setattr(self, "_split_by_hand", True))
        self.read_only_banner = ReadOnlyBanner(controller, self)
        self.read_only = ReadOnlyGuard(self.read_only_banner, page_controls(self))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.read_only_banner)
        layout.addWidget(splitter)

        right_layout.insertWidget(2, self.hints_label)
        self._name_controls()
        # rack and timer grow with the font, but never so tall that the entries lose their rows
        line = self.fontMetrics().height()
        for painted in (self.rack, self.timer):
            painted.setMinimumHeight(line * 3 if large_font else line * 4)
            painted.setMaximumHeight(max(96, line * 3) if large_font else max(110, line * 4))
        # compact rows: at 1366x768 the standings show a dozen players without scrolling, and
        # with a large font the entries keep five rows
        row_height = self.fontMetrics().height() + (2 if large_font else 6)
        for view in (self.top_view, self.standings_view, self.entry.table_view):
            view.verticalHeader().setDefaultSectionSize(row_height)
        # the split between the entries and the lists follows the turn (``_fit_lists``): while a
        # turn is in play the entries keep a dozen rows at 1366x768, between turns the
        # standings do; once the arbiter moves the handle, the split is theirs
        self._lower = lower
        self.tabs.setMinimumHeight(1)  # (its wrapped note would hold it taller than the split asks)
        self.entry.setMinimumHeight(1)
        self._lower_by_hand = False
        self._lists_turn: bool | None = None
        lower.splitterMoved.connect(lambda *_: setattr(self, "_lower_by_hand", True))

        controller.changed.connect(self.refresh)
        controller.tick.connect(self._refresh_timer)
        controller.searchStarted.connect(self._on_search)
        controller.searchFinished.connect(self._on_search)
        controller.timerExpired.connect(self.refresh)  # time is up: what a mirrored screen hid shows
        #: The room sees this window (a mirrored screen): the moves are hidden while players look.
        self.mirrored = mirrored_screen(QSettings())
        self._grid: GridDialog | None = None
        self._players: PlayersDialog | None = None
        #: The phones' service while the arbiter runs it (the main window sets it): a table's new card needs it.
        self.phone_service: PhoneService | None = None
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self._split_by_hand:
            self._fit_board_column()
        self._fit_lists(force=True)

    def _fit_lists(self, force: bool = False) -> None:
        """While a turn is in play the entries take what the lists can spare (their tab bar,
        filter and a few rows); between turns the standings get the larger part."""
        if self._lower_by_hand or self.compact:  # (compact: the entries have the column to themselves)
            return
        session = self.controller.session
        in_play = session.current_turn is not None
        if in_play == self._lists_turn and not force:
            return
        self._lists_turn = in_play
        total = sum(self._lower.sizes()) or self._lower.height()
        if total <= 0:
            return
        row = self.top_view.verticalHeader().defaultSectionSize()
        # the tab bar, the filter row, the header, three rows and the status line
        lists = (self.tabs.tabBar().sizeHint().height() + self.top_filter.sizeHint().height()
                 + self.top_view.horizontalHeader().sizeHint().height() + 3 * row
                 + self.top_status.sizeHint().height() + 4 * self.style().pixelMetric(
                     QStyle.PixelMetric.PM_LayoutVerticalSpacing) + 12)
        if in_play:
            self._lower.setSizes([max(0, total - lists), lists])
        else:
            self._lower.setSizes([total // 3, total - total // 3])

    def _fit_board_column(self) -> None:
        """The board's column as wide as the board can be tall (at most half the page)."""
        total = self._splitter.width()
        if self.compact:  # the left column's tabs: the lists want width too
            self._splitter.setSizes([total * 9 // 20, total - total * 9 // 20])
            return
        below = max(0, self._left.sizeHint().height() - self.board.sizeHint().height())
        side = max(self.board.minimumSizeHint().width(), self._splitter.height() - below)
        left = min(side, total // 2)
        self._splitter.setSizes([left, max(0, total - left - self._splitter.handleWidth())])

    def _name_controls(self) -> None:
        """Names for screen readers where no text or label gives one, and the Tab order in
        the order the page reads (``ui.widgets.focus``)."""
        for widget, name in (
            (self.top_filter, self.tr("Filter moves")),
            (self.top_view, self.tr("Top list")),
            (self.standings_view, self.tr("Standings")),
            (self.entry.table_view, self.tr("Entries of the turn")),
            (self.entry.turn_box, self.tr("Turn")),
            (self.tabs, self.tr("Top list and standings")),
        ):
            widget.setAccessibleName(name)
        for view in (self.top_view, self.standings_view, self.entry.table_view):
            view.setTabKeyNavigation(False)  # arrows move in a table, Tab moves on (no trap)
        # as the page reads, column by column: the arbiter's column first (the turn's buttons,
        # the entry row, the entries and their rulings, the lists), then the board's (the
        # board, the bulk entries, the grid)
        follow_screen([self.draw_button, self.timer_button, self.stop_button, self.reveal_button,
                       self.entry.turn_box, self.entry.table_edit, self.entry.move_edit, self.entry.store_button,
                       self.entry.no_move_button, self.entry.table_view, *self.entry.decisions.ruling_buttons(),
                       self.tabs, self.top_filter, self.master_button, self.give_button, self.top_view,
                       self.standings_view, self.board, *self.entry.decisions.bulk_buttons(), self.grid_button])

    # -- display ---------------------------------------------------------------------------

    def refresh(self, kind: str = "") -> None:
        session = self.controller.session
        self._show_board()
        turn = session.current_turn
        self._show_turn_lines()
        phase = session.phase
        own = session.settings.rack_source is RackSource.OWN
        self.draw_button.setText(self.tr("Type rack (Ctrl+D)") if own else self.tr("Draw rack (Ctrl+D)"))
        self.draw_button.setEnabled(phase is Phase.AWAITING_DRAW)
        self.timer_button.setEnabled(phase in (Phase.DRAWN, Phase.RUNNING, Phase.PAUSED))
        self.timer_button.setText(
            {Phase.RUNNING: self.tr("Pause (F5)"), Phase.PAUSED: self.tr("Resume (F5)")}.get(phase, self.tr("Start timer (F5)"))
        )
        self.stop_button.setEnabled(phase in (Phase.DRAWN, Phase.RUNNING, Phase.PAUSED))
        self.reveal_button.setEnabled(turn is not None)
        self.phase_label.setText(self._phase_text())
        self.standings_model.refresh()
        for column in range(self.standings_model.columnCount()):
            self.standings_view.setColumnHidden(column, column in self.standings_model.hidden_columns())
        standings = self.standings_model.standings
        self.top_total_label.setText(
            self.tr("After %n turn(s) the tops add up to {0}", "", standings.turns).format(standings.top_total)
        )
        self.grid_button.setToolTip(self.top_total_label.text())
        self._apply_disclosure()
        self._fit_lists()
        self._on_search()
        self._refresh_timer()
        self._refresh_room_hints()
        self.read_only.apply()  # last: it overrides what the phase enables

    def _show_turn_lines(self, *_: object) -> None:
        """The lines under the board: the bag (and, through the entry panel, the missing
        tables) of the turn shown, a past turn's while it is corrected."""
        session = self.controller.session
        past = self.entry.correcting_past_turn()
        bag = session.bag_counts(self.entry.turn_box.value() if past else None)
        # one plural form per count ("1 blank", "2 blanks"), each said the language's way
        tiles, vowels = self.tr("%n tile(s)", "", bag.tiles), self.tr("%n vowel(s)", "", bag.vowels)
        consonants, blanks = self.tr("%n consonant(s)", "", bag.consonants), self.tr("%n blank(s)", "", bag.blanks)
        if bag.both:
            text = self.tr("Bag: {0} ({1}, {2} ({4} counts as both), {3})").format(
                tiles, vowels, consonants, blanks, ", ".join(bag.both))
        else:
            text = self.tr("Bag: {0} ({1}, {2}, {3})").format(tiles, vowels, consonants, blanks)
        if past:
            text = self.tr("Turn {0}: {1}").format(self.entry.turn_box.value(), text)
        self.bag_label.setText(text)
        self.entry.decisions.refresh()

    def _show_board(self, *_: object) -> None:
        """The master board and the rack in play; while a past turn is corrected, that turn's
        board (before its move, the previous master move highlighted) and its rack, so the
        correction is read and previewed where it was played."""
        session = self.controller.session
        past = self.entry.correcting_past_turn()
        self.past_board_label.setVisible(past)
        if not past:
            show_master_board(session, self.board, self.rack, leftover_between_turns=True)
            return
        turn = session.turn(self.entry.turn_box.value())
        before = session.turns[turn.number - 2].committed if turn.number > 1 else None
        self.board.set_board(turn.board, [(r, c) for r, c, _ in before.move.placed] if before else [])
        self.rack.set_rack(turn.draw.leftover, turn.draw.new, bool(turn.draw.rejected))
        self.past_board_label.setText(
            self.tr("Board and rack of turn {0}, being corrected (the turn in play is {1})")
            .format(turn.number, self.entry.live_turn()))

    def _phase_text(self) -> str:
        session = self.controller.session
        turn = session.current_turn
        phase = session.phase
        if session.end_reason is not None:  # Phase.OVER
            return self.tr("Game over: {0}").format(end_reason_text(session.end_reason))
        if phase is Phase.AWAITING_DRAW:
            return self.tr("Turn {0}: draw the rack").format(len(session.turns) + 1)
        assert turn is not None
        text = {
            Phase.DRAWN: self.tr("Turn {0}: rack drawn, start the timer"),
            Phase.RUNNING: self.tr("Turn {0}: time running"),
            Phase.PAUSED: self.tr("Turn {0}: paused"),
            Phase.EXPIRED: self.tr("Turn {0}: time is up, enter the moves and reveal"),
        }[phase].format(turn.number)
        if turn.draw.rejected:
            text += " — " + self.tr("rack rejected and redrawn {0}×").format(len(turn.draw.rejected))
        return text

    def _refresh_timer(self) -> None:
        session = self.controller.session
        turn = session.current_turn
        if turn is None:  # between turns: the time the next turn will have
            self.timer.set_time(session.rules.seconds_per_turn, session.rules.seconds_per_turn, "idle")
            return
        timer = turn.timer
        called = any(c <= timer.elapsed() for c in timer.calls)
        self.timer.set_time(timer.remaining(), timer.duration, timer.state.value, called)

    def _on_search(self, *_: object) -> None:
        rows = self.top_view.selectionModel().selectedRows()
        selected = self.top_proxy.data(rows[0], TopListModel.MoveRole) if rows else None
        self.top_model.turn_number = self.entry.shown_turn()  # the turn the arbiter looks at
        self.top_model.refresh()
        row = self.top_model.row_of_move(selected) if selected else None
        if row is not None:  # the arbiter's selection survives the list being redrawn
            self.top_view.selectRow(self.top_proxy.mapFromSource(self.top_model.index(row, 0)).row())
        session = self.controller.session
        turn = self.top_model.shown_turn()
        moves = self.top_model.moves
        if not self.disclosure().top_list:
            self.top_status.setText("")
        elif turn is None:
            self.top_status.setText("")
        elif not moves and self.controller.searching:
            self.top_status.setText(self.tr("Searching the moves…"))
        elif not moves:
            self.top_status.setText(self.tr("No legal move for this rack: the game will end")
                                    if turn is session.current_turn else "")
        else:
            master = turn.committed or turn.master or moves[0]
            flags = ", ".join(turn.master_flags)
            self.top_status.setText(
                self.tr("Turn {5}: %n move(s) listed; top {1}; master: {2} ({3}){4}", "", len(moves)).format(
                    "", moves[0].points, master.move.word_text(session.edition), master.points,
                    f" — {flags}" if flags else "", turn.number,
                )
            )

    def _on_preview(self, placed: list, valid: bool) -> None:
        if not self.disclosure().moves:
            placed = []  # a mirrored screen: the room would see the move on the board
        self.board.set_preview([p for p in placed if 0 <= p[0] < SIZE and 0 <= p[1] < SIZE], valid)

    # -- a mirrored screen -----------------------------------------------------------------------

    def disclosure(self) -> Disclosure:
        """What this window may show now (the engine's rule for a mirrored screen)."""
        return disclosure(self.controller.session.phase, self.mirrored)

    def set_mirrored(self, mirrored: bool) -> None:
        """The arbiter says whether the room sees this window; remembered for next time."""
        self.mirrored = mirrored
        QSettings().setValue(MIRRORED_KEY, mirrored)
        self.refresh()
        self.entry.refresh()

    def _apply_disclosure(self) -> None:
        shown = self.disclosure()
        self.top_stack.setCurrentWidget(self.top_view if shown.top_list else self.top_hidden_note)
        for widget in (self.top_filter, self.master_button, self.give_button):
            widget.setEnabled(shown.top_list)
        self.entry.set_disclosure(shown)
        if not shown.moves:
            self.board.set_preview([], True)
        if shown != self._shown:
            self._shown = shown
            self.disclosureChanged.emit()

    # -- hints for the room (a class) ----------------------------------------------------------

    def _build_room_hints(self, controls: FlowLayout) -> None:
        """The teacher's hints button (rules with room hints only) and the hints shown this turn."""
        self.hint_button = QToolButton()
        self.hint_button.setText(self.tr("Hint for the room"))
        self.hint_button.setToolTip(self.tr("Show the room a fact about the top (never the move) on the projector"))
        self.hint_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.hint_button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Preferred)  # never cut
        self.hint_menu = QMenu(self.hint_button)
        self.hint_menu.aboutToShow.connect(self._fill_hint_menu)
        self.hint_button.setMenu(self.hint_menu)
        controls.addWidget(self.hint_button)
        self.hints_label = QLabel()
        self.hints_label.setWordWrap(True)
        self.hints_label.setTextFormat(Qt.TextFormat.PlainText)

    def room_hint_texts(self) -> list[str]:
        """The hints shown to the room this turn, in the app's language."""
        turn = self.controller.session.current_turn
        return [message_text(h.message()) for h in turn.room_hints] if turn is not None else []

    def _refresh_room_hints(self) -> None:
        session = self.controller.session
        offered = session.rules.room_hints
        self.hint_button.setVisible(offered)
        self.hint_button.setEnabled(offered and session.current_turn is not None)
        shown = self.room_hint_texts()
        self.hints_label.setText(self.tr("Hints shown: {0}").format("; ".join(shown)) if shown else "")
        self.hints_label.setVisible(bool(shown))

    def _fill_hint_menu(self) -> None:
        self.hint_menu.clear()
        session = self.controller.session
        if session.current_turn is None:
            return
        self.controller.wait_for_search()
        choices = self.controller.run(session.room_hint_choices) or ()
        for hint in choices:
            action = self.hint_menu.addAction(message_text(hint.message()))
            action.triggered.connect(lambda _checked=False, kind=hint.kind: self.show_room_hint(kind))
        if not choices:
            self.hint_menu.addAction(self.tr("No more hints for this turn")).setEnabled(False)

    def show_room_hint(self, kind: str) -> None:
        session = self.controller.session
        self.controller.wait_for_search()
        hint = self.controller.run(lambda: session.show_room_hint(kind))
        if hint is not None:
            self.statusMessage.emit(self.tr("On the projector: {0}").format(message_text(hint.message())))

    # -- actions ------------------------------------------------------------------------------

    def draw(self) -> None:
        session = self.controller.session
        if session.phase is not Phase.AWAITING_DRAW:
            return
        if session.settings.rack_source is RackSource.OWN:
            text, ok = QInputDialog.getText(
                self, self.tr("Type the rack"),
                self.tr("Rack of turn {0} (leftover {1}; ? for a blank):").format(
                    len(session.turns) + 1, session.tiles_text(session.leftover()) or "—"),
                text=session.tiles_text(session.leftover()),
            )
            if ok and text.strip():
                self.controller.run(lambda: session.set_rack(text))
            return
        turn = self.controller.run(session.draw)
        self.entry.table_edit.setFocus()
        if turn is None and session.end_reason:
            self.statusMessage.emit(self.tr("Game over: {0}").format(end_reason_text(session.end_reason)))

    def toggle_timer(self) -> None:
        session = self.controller.session
        phase = session.phase
        if phase is Phase.DRAWN:
            self.controller.run(session.start_timer)
        elif phase is Phase.RUNNING:
            self.controller.run(session.pause_timer)
        elif phase is Phase.PAUSED:
            self.controller.run(session.resume_timer)

    def stop_timer(self) -> None:
        self.controller.run(self.controller.session.stop_timer)

    def reveal(self) -> None:
        session = self.controller.session
        turn = session.current_turn
        if turn is None:
            return
        missing = session.missing_entries()
        if missing and session.rules.ask_reveal_missing and not self._confirm_reveal_missing(missing):
            return
        self.controller.wait_for_search()
        if not session.tops():
            if questions.yes_no(
                self, self.tr("No legal move"),
                self.tr("No legal move exists for this rack. End the game?"),
            ):
                self.controller.run(lambda: session.end_game(NO_MOVE))
            return
        master = self.controller.run(session.commit)
        if master is not None:  # says so, over whatever the status bar said before (Back to entry)
            said = self.tr("Turn {0} revealed: {1}, {2} points").format(
                turn.number, format_move(master.move, session.edition), master.points)
            self.statusMessage.emit(said)
            accessible.announce(self.board, said)  # a screen reader hears it wherever the focus is

    def end_now(self) -> None:
        """End the game at once (the bell): the revealed turns stand, a turn in play is left."""
        session = self.controller.session
        if session.end_reason is not None:
            return
        turn = session.current_turn
        text = self.tr("End the game now? The results stand as they are after turn {0}.").format(
            len(session.committed_turns))
        if turn is not None:
            text += " " + self.tr("Turn {0}, in play, is not counted.").format(turn.number)
        if not questions.ask(self, self.tr("End the game now"), text + " " + self.tr("Undo takes it back."),
                             self.tr("End the game"), self.tr("Keep playing")):
            return
        if self.controller.attempt(session.end_now):
            self.statusMessage.emit(self.tr("Game over: {0}").format(end_reason_text(session.end_reason or "")))

    def _confirm_reveal_missing(self, missing) -> bool:
        """Ask once before revealing while players have no entry; the default goes back."""
        tables = tables_text(p.table for p in missing)
        reveal = questions.ask(
            self, self.tr("Reveal"),
            self.tr("%n player(s) have no entry: Table {0}. Reveal with no move for them?", "", len(missing))
            .format(tables),
            self.tr("Reveal"), self.tr("Back to entry"), go_key=QKeySequence(Qt.Key.Key_F9),
        )
        if not reveal:
            self.entry.table_edit.setFocus()
            self.statusMessage.emit(self.tr("Back to entry: the turn is not revealed"))
            return False
        return True

    def _choose_from_list(self, index) -> None:
        self.choose_master(self.top_proxy.data(index, TopListModel.MoveRole))

    def choose_selected_master(self) -> None:
        rows = self.top_view.selectionModel().selectedRows()
        if rows:
            self.choose_master(self.top_proxy.data(rows[0], TopListModel.MoveRole))

    def choose_master(self, text: str | None) -> None:
        if not text or not self.disclosure().top_list:
            return
        session = self.controller.session
        if self.top_model.shown_turn() is not session.current_turn:
            self.statusMessage.emit(self.tr("This is a past turn's list: its master move is played"))
            return
        assessed = self.controller.run(lambda: session.assess_master(text))
        if assessed is None:
            return
        _, flags = assessed
        if flags:
            answer = questions.message_box(
                self, "warning", self.tr("Master move"),
                self.tr("{0}: {1}. Make it the master move anyway?").format(text, "; ".join(flags)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.controller.run(lambda: session.choose_master(text))

    def _selected_move(self) -> str | None:
        """The move to give: the selected row of the top list, else the selected entry's move."""
        rows = self.top_view.selectionModel().selectedRows()
        if self.tabs.currentIndex() == 0 and rows:
            return self.top_proxy.data(rows[0], TopListModel.MoveRole)
        table = self.entry.selected_table()
        entry = self.entry.existing_entry(table)
        return entry.text if entry is not None and entry.text is not None else None

    def give_move(self) -> None:
        """Eliot's assignment: one move for several tables (numbers with spaces or commas).

        The dialog names the turn it writes to (a past turn in the entry row's colour), and
        tables that already have another entry are kept unless the arbiter says replace,
        as for a typed slip."""
        if not self.disclosure().moves:  # inert, as its greyed button and menu entry (F8 too)
            return
        move = self._selected_move()
        turn = self.entry.shown_turn()
        if move is None or turn is None:
            self.statusMessage.emit(self.tr("Select a move in the top list or an entry first"))
            return
        if self.entry.correcting_past_turn():
            heading = self.tr("Turn {0}: a past turn (the turn in play is {1})").format(turn, self.entry.live_turn())
            style = PAST_TURN_STYLE
        else:
            heading, style = self.tr("Turn {0}").format(turn), "font-weight: bold;"
        label = (f'<p style="font-size: x-large; {style}">{html.escape(heading)}</p><p>'
                 + html.escape(self.tr("Give {0} to the tables (numbers separated by spaces or commas):").format(move))
                 + "</p>")
        text, ok = QInputDialog.getText(
            self, self.tr("Give a move to several tables: turn {0}").format(turn), label)
        if not ok or not text.strip():
            return
        tables = self.controller.run(lambda: parse_tables(text))
        if tables is None:
            return
        kept = self._kept_entries(tables, move, turn)
        given = [t for t in tables if t not in kept]
        if not given:
            self.statusMessage.emit(self.tr("Nothing given: the entries of the tables were kept"))
            return
        session = self.controller.session
        if self.controller.attempt(lambda: session.enter_for_tables(given, move, turn=turn)):
            message = self.tr("{0} given to %n table(s): {1} (turn {2})", "", len(given)).format(
                move, tables_text(given), turn)
            if kept:
                message += "; " + self.tr("kept the entries of %n table(s): {0}", "", len(kept)).format(tables_text(kept))
            self.statusMessage.emit(message)

    def _kept_entries(self, tables: tuple[int, ...], move: str, turn: int) -> list[int]:
        """The tables whose other entry the arbiter keeps (asked once, listing them all;
        Enter and Esc keep them); a table with this very move already is left as it is."""
        session = self.controller.session
        shown = session.turn(turn)
        given = self.controller.read_typed(move, turn)
        given_move = given.outcome.move if given is not None and isinstance(given.outcome, ScoredMove) else None
        others = []
        for table in tables:
            entry = shown.entries.get(table)
            if entry is None or table not in session.players:
                continue
            if entry.valid and isinstance(entry.outcome, ScoredMove) and entry.outcome.move == given_move:
                continue  # the same move: nothing to replace
            others.append(table)
        if not others:
            return []
        listed = "\n".join(
            self.tr("Table {0} ({1}): {2}").format(t, session.players[t].name, entry_summary(cell_for(session, shown, t)))
            for t in others)
        replace = questions.ask(
            self, self.tr("Replace entries"),
            self.tr("Turn {0}: %n table(s) already have an entry:", "", len(others)).format(turn)
            + "\n" + listed + "\n\n" + self.tr("Replace them with {0}?").format(move),
            self.tr("Replace"), self.tr("Keep their entries"),
        )
        return [] if replace else others

    def show_players(self) -> None:
        if self._players is None:
            self._players = PlayersDialog(self.controller, self, lambda: self.phone_service, self.disclosure)
            self.disclosureChanged.connect(self._players.refresh)
        self._players.show()
        self._players.raise_()

    def show_grid(self) -> None:
        if self._grid is None:
            self._grid = GridDialog(self.controller, self)
        self._grid.model.refresh()
        self._grid.show()
        self._grid.raise_()
