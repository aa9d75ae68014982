"""Reviewing a training turn: the ranked list of its moves and "what would I have scored?".

A player who trains to improve looks back at a turn: every legal move ranked (moves with
equal points share a rank and a list is never cut inside a tie), the player's own move at its
rank, any other move checked against the same board and rack. All of it is computed here,
from the session's search, so the window only shows it.

The default list holds the first ``RANKED_SCORES`` distinct scores; the full list comes from
``duplicate.search.all_moves`` and can take a moment on a rich rack, so the app runs
``turn_moves(..., every=True)`` off its GUI thread.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Iterable, Sequence

from duplicate.rules.bag import remaining_tiles
from duplicate.rules.board import LETTER_MULTIPLIERS, WORD_MULTIPLIERS, Board
from duplicate.rules.edition import Edition
from duplicate.base.errors import DuplicateError
from duplicate.base.percentage import percentage
from duplicate.rules.notation import format_move
from duplicate.rules.checking import ScoredMove, check_move, judge, move_from_placements
from duplicate.rules.scoring import formed_words, score_word
from duplicate.session.session import Session
from duplicate.session.standings import compute_standings, wrong_written_score
from duplicate.training.game import RANK_DEPTH, TABLE, rank_among, same_move
from duplicate.words.search import RankedMoves

#: How many distinct scores the ranked list shows before "show all".
RANKED_SCORES = 20


@dataclass(frozen=True)
class RankedMove:
    """One row of a ranked list: ``rank`` is shared by moves with equal points (None: the
    move scores below every move the list looked at, so its rank is not known). ``probe``:
    the move asked about in "what would I have scored with ...?"."""

    rank: int | None
    scored: ScoredMove
    own: bool = False
    top: bool = False
    probe: bool = False

    @property
    def points(self) -> int:
        return self.scored.points


@dataclass(frozen=True)
class RankedList:
    """The ranked moves of a turn as shown: ``complete`` when ``total`` counts every legal move."""

    rows: tuple[RankedMove, ...]
    total: int
    complete: bool

    def own_row(self) -> int | None:
        return next((i for i, row in enumerate(self.rows) if row.own), None)


@dataclass(frozen=True)
class TurnFigures:
    """The game's figures as they were at a played turn (the header of its review)."""

    bag: int  # tiles left in the bag once the turn's rack was drawn
    turns: int  # turns counted in the totals
    total: int
    top_total: int
    percent: float

    @property
    def deviation(self) -> int:
        return self.total - self.top_total

    @property
    def exact_percent(self) -> Fraction:
        """The total as a percentage of the tops, exactly (shown rounded once)."""
        return percentage(self.total, self.top_total)


def turn_figures(session: Session, turn_number: int, *, before: bool = False) -> TurnFigures:
    """The bag and the totals at ``turn_number``: after it for a review, before it for an
    exercise (whose header must not give the turn's top away by the totals' difference)."""
    turn = session.turn(turn_number)
    bag = sum(remaining_tiles(session.edition, turn.board, turn.rack.tiles).values())
    standings = compute_standings(session, turn_number - 1 if before else turn_number)
    row = next((r for r in standings.rows if r.table == TABLE), None)
    return TurnFigures(bag, standings.turns, row.total if row else 0, standings.top_total, row.percent if row else 0.0)


def turn_moves(session: Session, turn_number: int, every: bool = False,
               cancel: Callable[[], bool] | None = None) -> tuple[RankedMoves, bool]:
    """The moves of a turn best first, and whether they are all of its legal moves.

    Without ``every`` the session's cached search (``RANK_DEPTH`` moves and their ties) is
    used: enough for the first ``RANKED_SCORES`` scores and the rank of any move above it.
    """
    if every:
        from duplicate.words.search import all_moves

        turn = session.turn(turn_number)
        moves = all_moves(turn.position(session.edition), session.lexicon, session.rules.move_rules, cancel)
        return moves, True
    moves = session.ranked_moves(RANK_DEPTH, cancel, turn_number=turn_number)
    return moves, len(moves) < RANK_DEPTH


def ranked_list(moves: Sequence[ScoredMove], own: ScoredMove | None = None, *, complete: bool,
                distinct: int | None = RANKED_SCORES, probe: ScoredMove | None = None) -> RankedList:
    """The rows to show: the moves of the first ``distinct`` scores (every move when None),
    ties never cut, the top marked, and the player's own move always present at its rank; so
    is ``probe`` (a move asked about), marked as such."""
    top_points = moves[0].points if moves else None
    rows: list[RankedMove] = []
    scores_seen: list[int] = []
    rank = 0
    own_listed = probe_listed = False
    for index, scored in enumerate(moves, start=1):
        if not scores_seen or scores_seen[-1] != scored.points:
            if distinct is not None and len(scores_seen) >= distinct:
                break
            scores_seen.append(scored.points)
            rank = index
        is_own = own is not None and not own_listed and same_move(scored, own)
        is_probe = probe is not None and not probe_listed and same_move(scored, probe)
        own_listed, probe_listed = own_listed or is_own, probe_listed or is_probe
        rows.append(RankedMove(rank, scored, is_own, scored.points == top_points, is_probe))
    extra = [(own, True, False)] if own is not None and not own_listed else []
    if probe is not None and not probe_listed:
        if extra and own is not None and same_move(own, probe):
            extra = [(own, True, True)]
        else:
            extra.append((probe, False, True))
    for scored, is_own, is_probe in extra:
        row = RankedMove(rank_among(scored.points, moves, complete), scored, is_own,
                         scored.points == top_points, is_probe)
        at = next((i for i, r in enumerate(rows) if r.points < scored.points), len(rows))
        rows.insert(at, row)
    return RankedList(tuple(rows), len(moves), complete)


def matches(scored: ScoredMove, query: str, session: Session) -> bool:
    """Whether a move answers a filter: a number is its points, else a part of its word or
    the start of its square reference (``H4``), accents folded as the edition says."""
    query = query.strip()
    if not query:
        return True
    if query.isdigit():
        return scored.points == int(query)
    edition = session.edition
    wanted = edition.fold(query).upper()
    reference, _, word = format_move(scored.move, edition).partition(" ")
    return wanted in word.upper() or reference.upper().startswith(wanted)


def filter_rows(ranked: RankedList, query: str, session: Session) -> tuple[RankedMove, ...]:
    """The rows that answer ``query`` (see ``matches``)."""
    return tuple(row for row in ranked.rows if matches(row.scored, query, session))


@dataclass(frozen=True)
class WhatIf:
    """The answer to "what would I have scored with ...?" on a played turn's board and rack."""

    text: str
    scored: ScoredMove | None  # None: not a legal move (``reason`` says why)
    rank: int | None = None  # None for an illegal move, or one below the ranking's depth
    top: int = 0
    reason: str = ""
    error: DuplicateError | None = None  # why it is not legal, for the app to say in its language

    @property
    def deviation(self) -> int:
        return (self.scored.points if self.scored else 0) - self.top


def _answer(session: Session, turn_number: int, text: str, check: Callable[[], ScoredMove],
            moves: Sequence[ScoredMove] | None, complete: bool | None) -> WhatIf:
    if moves is None or complete is None:
        moves, complete = turn_moves(session, turn_number)
    top = moves[0].points if moves else 0
    try:
        scored = check()
    except DuplicateError as exc:
        return WhatIf(text, None, None, top, exc.message, exc)
    return WhatIf(format_move(scored.move, session.edition), scored, rank_among(scored.points, moves, complete), top)


def what_if(session: Session, turn_number: int, text: str,
            moves: Sequence[ScoredMove] | None = None, complete: bool | None = None) -> WhatIf:
    """Check ``text`` (``H4 WORD``) against the board and rack of turn ``turn_number``:
    its score and rank among the turn's moves, or the reason it is not legal."""
    position = session.turn(turn_number).position(session.edition)
    return _answer(session, turn_number, text,
                   lambda: check_move(position, text, session.lexicon, session.rules.move_rules), moves, complete)


def what_if_placed(session: Session, turn_number: int, placements: Iterable[tuple[int, int, int]],
                   moves: Sequence[ScoredMove] | None = None, complete: bool | None = None) -> WhatIf:
    """The same for tiles put on the board before turn ``turn_number`` (``(row, col, value)``,
    lowercase-flagged for a blank), as a player places them on the board."""
    turn = session.turn(turn_number)
    placements = list(placements)

    def check() -> ScoredMove:
        move = move_from_placements(turn.board, placements, session.edition)
        return judge(turn.position(session.edition), move, session.lexicon, session.rules.move_rules)

    return _answer(session, turn_number, "", check, moves, complete)


@dataclass(frozen=True)
class Exercise:
    """A played turn replayed as an exercise (not counted): the move handed in, judged as a
    turn of the game would be, and the written score (a warning when the rules make a wrong
    one a warning, as in a competition)."""

    answer: WhatIf | None  # None: no move handed in
    written: int | None = None
    warning: bool = False
    hints: tuple[tuple[str, str], ...] = ()

    @property
    def score(self) -> int:
        """What the exercise scores: an illegal move or no move scores 0, as an arbiter rules."""
        return self.answer.scored.points if self.answer is not None and self.answer.scored else 0


def exercise_result(session: Session, turn_number: int, text: str | None, written: int | None = None,
                    hints: Sequence[tuple[str, str]] = ()) -> Exercise:
    """Judge an exercise's move on turn ``turn_number`` (see ``Exercise``)."""
    answer = what_if(session, turn_number, text) if text and text.strip() else None
    points = answer.scored.points if answer is not None and answer.scored else 0
    warning = answer is not None and answer.scored is not None and wrong_written_score(session.rules, written, points)
    return Exercise(answer, written, warning, tuple(hints))


@dataclass(frozen=True)
class PremiumUse:
    """A new tile on a letter premium: ``kind`` is ``2L`` or ``3L``, ``points`` its value there."""

    letter: str
    kind: str
    points: int


@dataclass(frozen=True)
class WordBreakdown:
    """How one word of a move scores: the letter premiums used, the word multiplier, the total."""

    word: str
    letters: tuple[PremiumUse, ...]
    word_multiplier: int
    score: int


def breakdown(board: Board, scored: ScoredMove, edition: Edition) -> tuple[WordBreakdown, ...]:
    """The words of a move with the premium squares they use (``KAOTA: K on 3L 15, x2 word``);
    the bingo bonus is ``scored.score.bingo`` on top."""
    words = []
    for word in formed_words(board, scored.move):
        letters = []
        multiplier = 1
        for index, value in zip(word.squares, word.values):
            if index not in word.new:
                continue
            multiplier *= WORD_MULTIPLIERS[index]
            if LETTER_MULTIPLIERS[index] > 1:
                letters.append(PremiumUse(edition.letter_name(value), f"{LETTER_MULTIPLIERS[index]}L",
                                          edition.value(value) * LETTER_MULTIPLIERS[index]))
        words.append(WordBreakdown(word.display(edition), tuple(letters), multiplier, score_word(word, edition)))
    return tuple(words)


__all__ = [
    "TurnFigures",
    "turn_figures",
    "PremiumUse",
    "RANKED_SCORES",
    "WordBreakdown",
    "breakdown",
    "RankedList",
    "RankedMove",
    "WhatIf",
    "Exercise",
    "exercise_result",
    "what_if_placed",
    "filter_rows",
    "matches",
    "rank_among",
    "ranked_list",
    "turn_moves",
    "what_if",
]
