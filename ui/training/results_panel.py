"""The results panel of a training game: what a played turn was worth.

After the move the panel shows the player's move against the top, the deviation for the
turn and the game, the percentage of the tops, and the best 20 moves of the turn with the
player's own marked. The board shows the turn after it, or before it with moves placed on it
(``ui.training.board_before``): "what would I have scored with ...?" answers a move typed or
placed there, with its rank in the list. Every figure comes from the engine
(``duplicate.training``, ``duplicate.training_review``).
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from duplicate.base.collation import sorted_for
from duplicate.training import game as training
from duplicate.training import review
from duplicate.base.errors import DuplicateError
from duplicate.rules.notation import format_move, parse_move
from duplicate.rules.checking import ScoredMove, read_typed_move, resolve
from duplicate.session.session import Session
from duplicate.training.game import TrainingSummary
from duplicate.training.room import stored_room
from ui.training.board_before import BoardBefore
from ui.training.breakdown import breakdown_text
from ui.training.ranked_list import RankedListView
from ui.training.room_dialog import RoomTurnDialog
from ui.training.style import (
    ACCENT, GAIN_COLOUR, LOSS_COLOUR, MUTED, TOP_COLOUR, bold, card, deviation_colour, example_reference, signed,
)
from ui.training.views import TrainingBoard
from ui.widgets.engine_text import message_text
from ui.widgets.language import current_language, format_number, format_percent


def _own_link(text: str, target: str = "own") -> str:
    """The player's rank as a link: a click shows their move in the list (it is often below the
    tops the list opens on) and on the board before the turn; ``room``: the room's ranking."""
    return f"<a href='#{target}' style='color: {ACCENT.name()};'>{text}</a>"


class ResultsPanel(QWidget):
    """Heading, key figures, details and the ranked moves of one played turn.

    API for the page: ``show_turn()`` (a played turn), ``show_no_turn()`` (the game ended
    before any), ``show_exercise()``, ``set_game_over()`` and ``own_row()``; it asks for
    the next turn through ``nextRequested``. It draws the page's board while it is shown.
    """

    nextRequested = Signal()

    def __init__(self, session: Session, board: TrainingBoard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.edition = session.edition
        self.turn_number: int | None = None
        self.room = stored_room(session)  # the players of a replayed club game, if any
        self.room_dialog: RoomTurnDialog | None = None
        self._summary: TrainingSummary | None = None

        heading_card, layout = card()
        self.result_heading = bold(QLabel(), 1.15)
        self.result_heading.setWordWrap(True)
        self.result_heading.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.result_heading)
        figures = QGridLayout()
        figures.setHorizontalSpacing(8)
        self.figure_labels: dict[str, QLabel] = {}
        for column, (key, caption) in enumerate((
            ("score", self.tr("your move")), ("top", self.tr("top")),
            ("turn", self.tr("this turn")), ("game", self.tr("game")), ("percent", self.tr("of the tops")),
        )):
            value = QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            bold(value, 1.6)
            label = QLabel(caption)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet(f"color: {MUTED.name()};")
            figures.addWidget(value, 0, column)
            figures.addWidget(label, 1, column)
            self.figure_labels[key] = value
        layout.addLayout(figures)
        self.result_detail = QLabel()
        self.result_detail.setWordWrap(True)
        self.result_detail.setTextFormat(Qt.TextFormat.RichText)
        self.result_detail.linkActivated.connect(self._on_link)  # "your move ranks N", the room's rank
        layout.addWidget(self.result_detail)

        self.before = BoardBefore(session, board)
        self.before.placed.connect(self._on_placed)
        self.before.ownRequested.connect(self._place_own)
        self.before.topRequested.connect(self._place_top)
        self.before.note.connect(lambda message: self._say(message, LOSS_COLOUR))

        self.ranked = RankedListView(session)
        self.ranked.moveSelected.connect(self._on_row_picked)
        self.ranked.allShown.connect(self._on_all_shown)
        self._details: list[str] = []
        self.ranked_table = self.ranked.table

        self.what_if_edit = QLineEdit()
        # the whole sentence did not fit the field at laptop size: short here, in full as the tooltip
        reference = example_reference(self.edition)  # H4 in French, 8D in English
        self.what_if_edit.setPlaceholderText(self.tr(
            "What would I have scored with…? ({0} WORD, Enter; or place it on the board)").format(reference))
        self.what_if_edit.setToolTip(self.tr("What would I have scored with… (type a move: {0} WORD, Enter; "
                                             "or place it on the board before the turn)").format(reference))
        self.what_if_edit.returnPressed.connect(self._what_if)
        self.what_if_edit.setAccessibleName(self.tr("What would I have scored with…?"))
        self.what_if_label = QLabel()
        self.what_if_label.setWordWrap(True)
        self.what_if_label.setTextFormat(Qt.TextFormat.RichText)
        self.what_if: review.WhatIf | None = None
        self._frame, self._extra = "{0}", ""  # how the what-if answer is framed (an exercise's)

        self.next_button = QPushButton(self.tr("Next turn (Enter)"))
        self.next_button.setObjectName("primary")
        self.next_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it; a click leaves the keyboard be
        self.next_button.clicked.connect(self.nextRequested)

        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        page.setSpacing(8)
        page.addWidget(heading_card)
        page.addWidget(self.before)
        page.addWidget(self.ranked, 1)
        page.addWidget(self.what_if_edit)
        page.addWidget(self.what_if_label)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.next_button)
        page.addLayout(row)

    # -- what the page calls ----------------------------------------------------------------------

    def show_turn(self, number: int, summary: TrainingSummary, hints: Sequence[str]) -> None:
        """The results of played turn ``number``; ``hints``: the hints used, as written."""
        session = self.session
        turn = session.turn(number)
        assert turn.committed is not None
        result = next((r for r in summary.results if r.turn == number), None)
        self._summary = summary
        own = training.player_move(session, number)
        top = turn.committed
        entry = turn.entries.get(training.TABLE)
        if own is not None:
            yours = f"<b>{format_move(own.move, self.edition)}</b>"
        elif result is not None and result.late:
            yours = self.tr("<b>{0}</b>, after the time (void)").format(escape(result.late))
        elif entry is not None and entry.text:
            reason = message_text(entry.outcome) if isinstance(entry.outcome, DuplicateError) else ""
            yours = self.tr("<b>{0}</b> (not valid: {1})").format(escape(entry.text), escape(reason))
        else:
            yours = self.tr("no move")
        found = own is not None and own.points >= top.points
        verdict = ""
        if found:
            verdict = (self.tr("Top found, with %n hint(s).", "", len(hints)) if hints
                       else self.tr("Top found without a hint!"))
        self.result_heading.setText(self.tr("Turn {0}: you played {1}; the top is <b>{2}</b>. {3}").format(
            number, yours, format_move(top.move, self.edition), verdict))
        score = result.score if result else 0
        deviation = result.deviation if result else -top.points
        self._set_figure("score", str(score))
        self._set_figure("top", str(top.points), TOP_COLOUR)
        self._set_figure("turn", signed(deviation), deviation_colour(deviation))
        s = review.turn_figures(session, number)  # the game as it stood after this turn, not now
        self._set_figure("game", signed(s.deviation), deviation_colour(s.deviation))
        self._set_figure("percent", format_percent(s.exact_percent), ACCENT)
        details = [self.tr("Rack {0}").format(result.rack if result else session.tiles_text(turn.rack.tiles))]
        if own is not None:
            details.append(self._rank_detail(training.move_rank(session, number, own)))
        tops = session.tops(number)
        if len(tops) > 1:
            details.append(self.tr("%n moves share the top", "", len(tops)))
        if result is not None and result.late:
            late = self.tr("<b>{0}</b> was handed in {1} s after the time: as in a competition, a slip handed in "
                           "late is void and scores 0").format(escape(result.late), format_number(result.late_by, 1))
            details.append(f"<span style='color:{LOSS_COLOUR.name()}'>{late}</span>")
        if hints:
            details.append(self.tr("hints used: {0}").format(" ".join(hints)))
        if entry is not None and entry.written_score is not None:
            if result is not None and result.warnings:
                details.append(self.tr("<b>written score {0}, the move scores {1}: a warning</b>").format(
                    entry.written_score, result.score))
            elif own is not None and entry.written_score != own.points:
                details.append(self.tr("written score {0}, the move scores {1} (no warning under these rules)")
                               .format(entry.written_score, own.points))
            else:
                details.append(self.tr("written score {0}: right").format(entry.written_score))
        if result is not None and result.penalty:
            warning = self.tr("<b>{0} points taken off</b> for a warning beyond the {1} tolerated "
                              "(this move {2}, this turn {3})").format(
                result.penalty, self.session.rules.warnings_tolerated, signed(result.move_deviation),
                signed(result.deviation))
            details.append(f"<span style='color:{LOSS_COLOUR.name()}'>{warning}</span>")
        details.append(self.tr("game: {0} of {1}").format(s.total, s.top_total))
        if self.room is not None and number <= self.room.turns:
            if training.training_options(session).tournament:
                rank, size = self.room.standing(number, s.total)
                details.append(_own_link(self.tr("rank {0} of {1} in the room").format(rank, size), "room"))
            else:
                details.append(_own_link(self.tr("the room's moves (practice: you are not ranked)"), "room"))
            finders = sorted_for(self.room.top_finders(number), current_language())
            present = len(self.room.present(number))
            if finders:
                names = ", ".join(finders[:4])
                if len(finders) > 4:
                    names += " " + self.tr("and %n more", "", len(finders) - 4)
                details.append(self.tr("top found by {0} of {1} in the room: {2}").format(
                    len(finders), present, escape(names)))
            else:
                details.append(self.tr("nobody in the room found the top"))
            details.append(self.tr("the room's average: {0} points").format(format_number(self.room.average(number), 1)))
        self.result_detail.setText(" · ".join(details))
        self._details = details
        self.turn_number = number
        self.ranked.show_turn(number, own)
        self.what_if_edit.clear()
        self.what_if_label.clear()
        self.what_if = None
        self.before.show_turn(turn, own is not None or bool(entry is not None and entry.text))

    def show_no_turn(self, reason: str) -> None:
        """The game ended before any turn was played."""
        self.result_heading.setText(self.tr("The game ended before any turn was played."))
        self.result_detail.setText(reason)
        for label in self.figure_labels.values():
            label.setText("—")
        self.turn_number = None
        self.ranked.clear()

    def set_game_over(self, over: bool) -> None:
        self.next_button.setText(self.tr("Game summary (Enter)") if over else self.tr("Next turn (Enter)"))

    def own_row(self) -> int | None:
        """The row of the ranked list marked as the player's move (tests, accessibility)."""
        return next((i for i, row in enumerate(self.ranked.moves()) if row.own), None)

    # -- the ranked list --------------------------------------------------------------------------

    def _set_figure(self, key: str, text: str, colour: QColor | None = None) -> None:
        label = self.figure_labels[key]
        label.setText(text)
        label.setStyleSheet(f"color: {colour.name()};" if colour else "")

    def _rank_detail(self, rank: int | None) -> str:
        """"your move ranks N" (a link to the player's row), or below the 500th listed."""
        # a count, so that each language writes its ordinal (French "classé 3e", "classé 1er")
        return _own_link(self.tr("your move ranks %n", "", rank) if rank
                         else self.tr("your move ranks below 500th"))

    def _on_all_shown(self) -> None:
        """Every move listed: a rank "below the 500th" is now known exactly, the player's
        and the what-if's (the engine ranks it again among every move)."""
        below = self._rank_detail(None)
        own = next((row for row in self.ranked.ranked.rows if row.own), None)
        if below in self._details and own is not None and own.rank is not None:
            self._details[self._details.index(below)] = self._rank_detail(own.rank)
            self.result_detail.setText(" · ".join(self._details))
        asked = self.what_if
        if asked is not None and asked.scored is not None and self.turn_number is not None:
            moves, complete = self.ranked.found()
            answer = review.what_if(self.session, self.turn_number, asked.text, moves, complete)
            self._show_answer(answer, self._frame, self._extra)

    def show_exercise(self, exercise: review.Exercise, hints: Sequence[str] = (), late: str | None = None) -> None:
        """The move handed in when the turn was replayed as an exercise (not counted), shown
        on the board before the turn, with the written score and the hints used (as written);
        ``late``: a move handed in after the time, as in a competition (void)."""
        extra = []
        if late:
            self.what_if_edit.setText(late)
            self._say(self.tr("Exercise (not counted): <b>{0}</b> was handed in after the time: void, as in a "
                              "competition.").format(escape(late)), LOSS_COLOUR)
            return
        if hints:
            extra.append(self.tr("Hints used: {0}").format(" ".join(hints)))
        if exercise.written is not None and exercise.answer is not None and exercise.answer.scored is not None:
            if exercise.warning:
                warning = self.tr("<b>Written score {0}, the move scores {1}: a warning.</b>").format(
                    exercise.written, exercise.score)
                extra.append(f"<span style='color:{LOSS_COLOUR.name()}'>{warning}</span>")
            elif exercise.written != exercise.score:
                extra.append(self.tr("Written score {0}, the move scores {1} (no warning under these rules).").format(
                    exercise.written, exercise.score))
            else:
                extra.append(self.tr("Written score {0}: right.").format(exercise.written))
        more = "<br>" + " ".join(extra) if extra else ""
        if exercise.answer is None:
            self.what_if_edit.clear()
            self._say(self.tr("Exercise (not counted): no move was handed in.") + more, LOSS_COLOUR)
        else:
            self.what_if_edit.setText(exercise.answer.text)
            self._load_text(exercise.answer)
            self._show_answer(exercise.answer, self.tr("Exercise (not counted): {0}"), more)

    def _what_if(self) -> None:
        """"What would I have scored with ...?" for the typed move: the engine checks it on the
        turn's board and rack; its tiles are put on the board before the turn."""
        text = self.what_if_edit.text().strip()
        if self.turn_number is None or not text:
            return
        session = self.session
        position = session.turn(self.turn_number).position(self.edition)
        text = read_typed_move(position, text, session.lexicon, session.rules.move_rules).text  # as typed in the app
        moves, complete = self.ranked.found()
        answer = review.what_if(session, self.turn_number, text, moves, complete)
        self._load_text(answer)
        self._show_answer(answer)

    def _load_text(self, answer: review.WhatIf) -> None:
        """The tiles of a typed move on the board before the turn (if it can be read)."""
        if self.turn_number is None:
            return
        if answer.scored is not None:
            placed = answer.scored.move.placed
        else:
            try:
                placed = resolve(self.session.turn(self.turn_number).board, parse_move(answer.text, self.edition),
                                 self.edition).placed
            except DuplicateError:
                placed = ()
        self.before.load(placed)

    def _on_placed(self) -> None:
        """Tiles placed on the board before the turn: the engine says what they are worth."""
        if self.turn_number is None:
            return
        if self.before.pending():
            self._say(self.tr("Type the letter the blank stands for."), MUTED)
            return
        placements = self.before.placements()
        if not placements:
            self.what_if_edit.clear()
            self.what_if = None
            self.what_if_label.clear()
            self.ranked.set_probe(None)
            return
        moves, complete = self.ranked.found()
        answer = review.what_if_placed(self.session, self.turn_number, placements, moves, complete)
        self.what_if_edit.setText(answer.text)
        self._show_answer(answer)

    def _on_row_picked(self, move: ScoredMove) -> None:
        """A move picked in the ranked list: on the board before the turn, with its answer."""
        self.before.load(move.move.placed)
        self._on_placed()

    def _place_own(self) -> None:
        """The player's move on the board before the turn (an illegal one: its tiles and why)."""
        if self.turn_number is None:
            return
        own = training.player_move(self.session, self.turn_number)
        entry = self.session.turn(self.turn_number).entries.get(training.TABLE)
        if own is not None:
            self._on_row_picked(own)
        elif entry is not None and entry.text:
            self.what_if_edit.setText(entry.text)
            self._what_if()

    def _on_link(self, link: str) -> None:
        if link == "#room":
            self.show_room()
        else:
            self._place_own()

    def show_room(self) -> RoomTurnDialog | None:
        """The room's ranking of the turn shown, the player among them."""
        number = self.turn_number
        if self.room is None or number is None or number > self.room.turns:
            return None
        figures = review.turn_figures(self.session, number)
        results = self._summary.results if self._summary is not None else ()
        result = next((r for r in results if r.turn == number), None)
        options = training.training_options(self.session)
        entry = self.session.turn(number).entries.get(training.TABLE)
        own = training.player_move(self.session, number)
        move = format_move(own.move, self.edition) if own is not None else (result.late or "") if result else ""
        if not move and entry is not None and entry.text:
            move = entry.text
        rows = self.room.turn_ranking(number, options.player, result.score if result else 0, figures.total, move)
        self.room_dialog = RoomTurnDialog(number, rows, self.room.tops[number - 1], self, room=self.room,
                                          ranked=options.tournament)
        self.room_dialog.open()
        return self.room_dialog

    def _place_top(self) -> None:
        if self.turn_number is not None:
            committed = self.session.turn(self.turn_number).committed
            if committed is not None:
                self._on_row_picked(committed)

    def _say(self, html: str, colour: QColor) -> None:
        self.what_if_label.setStyleSheet(f"color: {colour.name()};")
        self.what_if_label.setText(html)

    def _show_answer(self, answer: review.WhatIf, frame: str = "{0}", extra: str = "") -> None:
        """A move's score and rank (the list shows it at its rank), or why it is not legal;
        ``extra``: more lines after it (an exercise's written score and hints)."""
        self.what_if, self._frame, self._extra = answer, frame, extra
        self.before.set_valid(answer.scored is not None)
        if answer.scored is None:
            self.ranked.set_probe(None)
            reason = message_text(answer.error) if answer.error is not None else answer.reason
            if answer.text:
                sentence = self.tr("<b>{0}</b> is not a legal move: {1}").format(escape(answer.text), escape(reason))
            else:
                sentence = self.tr("These tiles are not a legal move: {0}").format(escape(reason))
            self._say(frame.format(sentence) + extra, LOSS_COLOUR)
            return
        move = format_move(answer.scored.move, self.edition)
        if answer.rank is not None:
            sentence = self.tr("<b>{0}</b> would have scored <b>{1}</b> ({2} against the top), rank {3}.")
            html = sentence.format(move, answer.scored.points, signed(answer.deviation), answer.rank)
        else:
            sentence = self.tr("<b>{0}</b> would have scored <b>{1}</b> ({2} against the top), below the 500 best.")
            html = sentence.format(move, answer.scored.points, signed(answer.deviation))
        board = self.session.turn(self.turn_number).board if self.turn_number is not None else None
        explain = "<br>" + breakdown_text(board, answer.scored, self.edition) if board is not None else ""
        self._say(frame.format(html) + explain + extra, GAIN_COLOUR)
        self.ranked.set_probe(answer.scored)


__all__ = ["ResultsPanel"]
