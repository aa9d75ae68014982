"""Solo training: one player plays a duplicate game alone against the top.

A training game is an ordinary session file (same format, same replay, same records) with
one player at table 1 and two extra settings: ``training`` (the options the player chose:
time per move, where the racks came from) and ``training_summary`` (the result so far,
written after every move and when the game ends). Keeping the result in the file means the
history can list every game, finished or not, from the files alone: no word list has to be
loaded and nothing is replayed, so a folder of a hundred games lists at once.

The turn is driven by a few functions the window calls (``next_turn``, ``submit``,
``end_training``, ``suspend``/``resume``): each is a short sequence of session actions, each
action saved before the next, so leaving at any moment (or a crash) loses nothing and the
game resumes where it was.

Hints ("is there a bingo?", "the top scores N", "the top uses square X") are answered from the
search and recorded (``Session.record_hint``): a result is never better than it looks.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from fractions import Fraction
from pathlib import Path
from typing import Annotated, Any, Sequence

from duplicate.rules import bag
from duplicate.rules.board import SIZE
from duplicate.base import inputs
from duplicate.base.errors import DuplicateError
from duplicate.base.inputs import OPTIONAL, Bounds, InputError, optional
from duplicate.base.percentage import percentage
from duplicate.words.lexicon import Lexicon
from duplicate.rules.notation import format_move, format_square
from duplicate.rules.premiums import on_word_premium, premium_points
from duplicate.rules.checking import ScoredMove
from duplicate.rules.presets import RuleSet
from duplicate.session.session import Phase, PreparedTurn, Session, SessionSettings, Turn
from duplicate.session.standings import compute_standings
from duplicate.storage.session_file import FILE_SUFFIX
from duplicate.session.timer import Clock, TimerState
from duplicate.training.room import Room, room_of, store_room, stored_room
from duplicate.words.search import RankedMoves

#: The player's table: a training game has exactly one player.
TABLE = 1
#: Session settings keys (``SessionStore.set_setting``) of a training game.
OPTIONS_KEY = "training"
SUMMARY_KEY = "training_summary"
#: The tiles placed on the board but not handed in when the player left the game.
DRAFT_KEY = "training_draft"
#: The slips handed in after the time in a game played as in a competition (void).
LATE_KEY = "training_late"
SUMMARY_VERSION = 1

#: Hint kinds, as recorded in the session (stable: files keep them).
HINT_BINGO = "bingo"
HINT_TOP_SCORE = "top_score"
HINT_TOP_SQUARE = "top_square"
HINT_KINDS = (HINT_BINGO, HINT_TOP_SCORE, HINT_TOP_SQUARE)

#: The end reason of a game the player ended before its last turn.
ENDED_BY_PLAYER = bag.ENDED_BY_PLAYER
#: Times per move a player can choose, in seconds; 0 means no time limit.
TIME_CHOICES = (0, 60, 120, 180)
#: The timer turns to its "hurry" colour this many seconds before the end.
WARNING_BEFORE_END = 30
#: How far the search looks to rank the player's own move and to answer "is there a bingo?".
#: A bingo scores at least the 50-point bonus, so once the list reaches below 50 points it
#: holds every bingo; only then (rarely) is a full enumeration needed.
RANK_DEPTH = 500


class TrainingError(DuplicateError):
    """A training action that is not possible now (a hint after the move, no game, ...)."""


# -- options and creation ---------------------------------------------------------------------


@dataclass(frozen=True)
class TrainingOptions:
    """What the player chose for a game, kept in the session file under ``training``.

    ``seconds_per_move`` is 0 when the game is not timed (the session's rule set still
    carries a time, since a rule set needs one; it is simply never started).
    """

    seconds_per_move: Annotated[int, Bounds(0)] = field(default=0, metadata=OPTIONAL)
    player: str = field(default="Me", metadata=OPTIONAL)
    #: Name of the prepared/earlier game the racks come from, "" for random.
    source: str = field(default="", metadata=OPTIONAL)
    #: When the game was started, to the microsecond: orders games started within one second
    #: (the session's own creation date is to the second).
    started: str = field(default="", metadata=OPTIONAL)
    #: As in a competition: no live check or score while placing, an illegal move is handed
    #: in and scores 0, the written score may be given (a wrong one is a warning if the
    #: preset says so), no hints.
    tournament: bool = field(default=False, metadata=OPTIONAL)

    def to_dict(self) -> dict[str, Any]:
        return inputs.to_json(self)

    @classmethod
    def from_dict(cls, data: Any) -> TrainingOptions:
        """The stored options, read strictly: InputError names a bad field."""
        return inputs.read(cls, data, OPTIONS_KEY, unknown="ignore")

    @classmethod
    def stored(cls, data: Any) -> TrainingOptions:
        """The stored options, or the defaults when they are absent or damaged: they are the
        player's choices for the clock and the hints, not the game, which the log holds."""
        try:
            return cls.from_dict(data)
        except InputError:
            return cls()


def training_rules(rules: RuleSet, seconds_per_move: int) -> RuleSet:
    """The preset's rules with the chosen time; the only timer call is a warning near the end.

    A club's "write now" call at 2'30 means nothing to a player alone; a colour change 30
    seconds before the end does.
    """
    if seconds_per_move <= 0:
        return rules.with_changes(calls_before_end=[])
    return rules.with_changes(seconds_per_turn=seconds_per_move, calls_before_end=[WARNING_BEFORE_END])


def new_game_path(folder: str | Path, now: datetime | None = None, name: str = "Training") -> Path:
    """A fresh file ``name`` + the date in the training folder (never an existing one; the app
    passes ``name`` in the user's language)."""
    folder, stamp = Path(folder), (now or datetime.now()).strftime("%Y-%m-%d %H.%M.%S")
    path = folder / f"{name} {stamp}{FILE_SUFFIX}"
    number = 2
    while path.exists():
        path = folder / f"{name} {stamp} ({number}){FILE_SUFFIX}"
        number += 1
    return path


def create_training(folder: str | Path, settings: SessionSettings, lexicon: Lexicon,
                    options: TrainingOptions = TrainingOptions(), *, path: str | Path | None = None,
                    clock: Clock = time.monotonic, room: Room | None = None) -> Session:
    """Create a training game file in ``folder`` (created if needed) and return its session.

    ``settings`` are the game's (racks replayed from ``settings.prepared`` when the rack
    source is prepared: a club game to compare with; else drawn from ``settings.seed``),
    with the preset's time replaced by the player's (``options.seconds_per_move``) and,
    when it has none, the title "Training" (or "Training: <source>"). The first rack is not
    drawn yet: ``next_turn`` does it, so that the timer starts when the player sees the
    rack. The player's name and the title are stored and shown: the app passes them in the
    user's language (English defaults here); the file is ``path``, else a new name in
    ``folder``. ``room``: the players of the club game whose racks are replayed, kept in the
    file to rank the player among them."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    target = Path(path) if path is not None else new_game_path(folder)
    seconds = max(0, options.seconds_per_move)
    player = options.player.strip() or "Me"
    title = settings.title or (f"Training: {options.source}" if options.source else "Training")
    session = Session.create(target, replace(settings, rules=training_rules(settings.rules, seconds), title=title),
                             lexicon, players=[(TABLE, player)], clock=clock)
    started = datetime.now(timezone.utc).isoformat(timespec="microseconds")
    stored = replace(options, seconds_per_move=seconds, player=player, started=started)
    session.store.set_setting(OPTIONS_KEY, stored.to_dict())
    if room is not None:
        store_room(session, room)
    store_summary(session)
    return session


def is_training(session: Session) -> bool:
    """True for a session created by ``create_training`` (it carries the training options)."""
    return OPTIONS_KEY in session.store.settings()


def training_options(session: Session) -> TrainingOptions:
    return TrainingOptions.stored(session.store.settings().get(OPTIONS_KEY))


@dataclass(frozen=True)
class PreparedGame:
    """The racks of an earlier game, to be played again; ``edition`` must be the training's."""

    edition: str
    turns: tuple[PreparedTurn, ...]
    name: str  # how the game is named to the player (its title, else the file name)
    top_total: int | None = None  # the sum of the earlier game's master moves, when known
    rules: RuleSet | None = None  # the club's rules and time, to play the racks under them
    room: Room | None = None  # the players who were there, turn by turn (a club's game)
    #: the word list the game was played with, to replay it with the same (None: the
    #: edition's bundled list, or unknown)
    lexicon_path: str | None = None
    #: why the game's own word list cannot be used here (a record whose list is missing):
    #: its racks can still be replayed with another list, without the room, and its tops
    #: may differ; None when the list was found
    word_list_problem: DuplicateError | None = None


def prepared_game(path: str | Path, cache_dir: Path | None = None, word_list: str | None = None) -> PreparedGame:
    """Read the racks of a session file or a game record (JSON), for a training replay.

    A session file is opened with its own word list (its racks are what matter, but the
    session engine checks the list it replays with); its rules and its room (the players'
    results, ``duplicate.training.room``) come with the racks. A record's racks need only its
    edition; its room is read by replaying it in a scratch file, with its word list (without
    that list, the racks alone, and ``word_list_problem`` names the list: ``word_list``, a
    list the player chose, is used when it is that list). Neither file is written.
    """
    from duplicate.records.game_record import prepared_turns, read_record, record_settings, record_top_total
    from duplicate.records.sheet import sheet_rows

    path = Path(path)
    top_total: int | None
    if path.suffix == FILE_SUFFIX:
        earlier, lexicon_path = _open_earlier(path, cache_dir, word_list)
        try:
            turns = prepared_turns(earlier)
            rows = sheet_rows(earlier)
            name = earlier.settings.title or path.stem
            edition = earlier.settings.edition
            top_total = rows[-1].top_total if rows else 0
            rules, room = earlier.settings.rules, None if is_training(earlier) else room_of(earlier)
        finally:
            earlier.close()
        problem = None
    else:
        from duplicate.session.settings import lexicon_for

        record = read_record(path)
        turns = prepared_turns(record)
        settings = record_settings(record)
        edition, name, rules = settings.edition, settings.title or path.stem, settings.rules
        top_total = record_top_total(record)
        lexicon_path, room, problem = settings.lexicon_path, None, None
        try:
            lexicon = lexicon_for(settings, cache_dir=cache_dir)
        except DuplicateError as exc:
            lexicon, problem = None, exc
            if word_list:  # the list the player chose, when it is the record's (same SHA-256)
                try:
                    lexicon = lexicon_for(replace(settings, lexicon_path=word_list), cache_dir=cache_dir)
                    lexicon_path = word_list
                except DuplicateError:
                    pass
        if lexicon is None:
            lexicon_path = None
            problem = TrainingError(
                "record_word_list", "{path} was played with the word list {name}, which cannot be used here "
                "({reason}). Its racks can be replayed with another list, but without the players' results, "
                "and its tops may differ: to replay it as the room played it, choose that list's file as the "
                "word list of the new game.", path=path.name, name=settings.lexicon.name,
                reason=problem.notice if problem is not None else "")
        else:
            problem = None
            room = _record_room(record, lexicon, cache_dir)
    if not turns:
        raise TrainingError("no_prepared_game", "{path} has no played turn whose racks could be replayed", path=path.name)
    return PreparedGame(edition, turns, name, top_total, rules, room, lexicon_path, problem)


def _open_earlier(path: Path, cache_dir: Path | None, word_list: str | None) -> tuple[Session, str | None]:
    """A club's session file opened read-only with its own word list, and that list's file;
    when the list is not where the file says, with ``word_list`` (the player's choice) if it
    is the same list. The first error stands when neither can be used (it names the list)."""
    from duplicate.session.settings import lexicon_for
    from duplicate.storage.session_file import SessionStore

    try:
        earlier = Session.open(path, cache_dir=cache_dir, read_only=True)
        return earlier, earlier.settings.lexicon_path
    except DuplicateError as exc:
        if not word_list:
            raise
        first = exc
    try:
        store = SessionStore.open(path, read_only=True)
        try:
            settings = SessionSettings.from_dict(store.settings())
        finally:
            store.close()
        lexicon = lexicon_for(replace(settings, lexicon_path=word_list), cache_dir=cache_dir)
        return Session.open(path, lexicon, cache_dir=cache_dir, read_only=True), word_list
    except DuplicateError:
        raise first from None


def _record_room(record: dict[str, Any], lexicon: Lexicon, cache_dir: Path | None) -> Room | None:
    """The room of a game record, replayed in a scratch folder with its word list (None when
    the record does not replay)."""
    import tempfile

    from duplicate.records.game_record import session_from_record

    with tempfile.TemporaryDirectory() as scratch:
        try:
            replayed = session_from_record(record, Path(scratch) / f"room{FILE_SUFFIX}", lexicon, cache_dir=cache_dir)
        except DuplicateError:
            return None
        try:
            return room_of(replayed)
        finally:
            replayed.close()


# -- playing a turn ------------------------------------------------------------------------------


def next_turn(session: Session) -> Turn | None:
    """Draw the next rack and start its clock; None when the game is over (summary stored).

    A rack with no legal move at all ends the game at once, as the arbiter would.
    """
    if session.phase is Phase.OVER:
        return None
    if session.current_turn is None:
        turn = session.draw()
        if turn is None:
            store_summary(session)
            return None
    turn = session.current_turn
    assert turn is not None
    if not session.tops():
        session.end_game(bag.NO_MOVE_WITH_RACK)
        store_summary(session)
        return None
    if training_options(session).seconds_per_move > 0 and session.phase is Phase.DRAWN:
        session.start_timer()
    return turn


@dataclass(frozen=True)
class LateSlip:
    """A move handed in after the time ran out, in a game played as in a competition: void,
    as FISF rules a slip written after time (the turn counts as no move)."""

    turn: Annotated[int, Bounds(1)]
    move: str
    seconds: Annotated[float, Bounds(0)]  # how long after the end of the time


@dataclass(frozen=True)
class _LateSlips:
    slips: tuple[LateSlip, ...]


def late_slips(session: Session) -> dict[int, LateSlip]:
    """The late slips of a game, by turn (none when the stored value is damaged)."""
    try:
        stored = inputs.read(_LateSlips, session.store.settings().get(LATE_KEY, {"slips": []}), LATE_KEY)
    except InputError:
        return {}
    return {slip.turn: slip for slip in stored.slips}


def handed_in_late(session: Session, turn: Turn) -> bool:
    """Whether a move handed in now on ``turn`` comes after its time in a game played as in a
    competition: the clock's deadline has passed, whatever the window's last tick showed."""
    return training_options(session).tournament and turn.timer.state is TimerState.EXPIRED


def player_entry_made(session: Session) -> bool:
    """Whether the player has handed in a move (or "no move") for the current turn."""
    turn = session.current_turn
    return turn is not None and TABLE in turn.entries


def hand_in(session: Session, text: str | None, written_score: int | None = None, *, at_bell: bool = False) -> None:
    """The player's slip for the current turn, saved now (the moment that counts for the
    time), unless one is in already: the move, "no move" (``None``), or, in a game played as in
    a competition, a move after the time, kept as a late slip while the turn counts as no move
    (``submit`` says more). The top is revealed by ``submit``."""
    turn = session.current_turn
    if turn is None:
        raise TrainingError("no_turn", "there is no turn in progress")
    if TABLE in turn.entries:
        return
    if text is None or not text.strip():
        session.enter_no_move(TABLE)
    elif not at_bell and handed_in_late(session, turn):
        slips = late_slips(session)
        slips[turn.number] = LateSlip(turn.number, text.strip(), round(turn.timer.overdue(), 1))
        session.store.set_setting(LATE_KEY, inputs.to_json(_LateSlips(tuple(slips.values()))))
        session.enter_no_move(TABLE)
    else:
        session.enter_move(TABLE, text, written_score)


def submit(session: Session, text: str | None, written_score: int | None = None, *,
           at_bell: bool = False) -> ScoredMove | None:
    """Hand in the player's move (``None``: no move), stop the clock and reveal the top.

    In a game played as in a competition, a move handed in after the time is void (FISF: a
    slip written after time scores nothing): it is kept as a late slip (``late_slips``) and
    the turn counts as no move, however late the window noticed the end of the time. What was
    on the board when the time ran out is handed in by the window with ``at_bell``, as the
    arbiter collects the slips at the bell. Each step is its own saved action; if the
    player's entry is already stored (a crash between the steps, or the time ran out) it is
    kept and only the rest is done. Returns the committed top, or None when no move was
    possible and the game ended.
    """
    turn = session.current_turn
    if turn is None:
        raise TrainingError("no_turn", "there is no turn in progress")
    hand_in(session, text, written_score, at_bell=at_bell)
    if session.phase in (Phase.RUNNING, Phase.PAUSED):
        session.stop_timer()
    if not session.tops():
        session.end_game(bag.NO_MOVE_WITH_RACK)
        store_summary(session)
        return None
    committed = session.commit()
    store_summary(session)
    return committed


def end_training(session: Session, reason: str = ENDED_BY_PLAYER) -> TrainingSummary:
    """End the game now (an open turn is not counted) and store its summary."""
    if session.phase is not Phase.OVER:
        session.end_game(reason)
    return store_summary(session)


def suspend(session: Session) -> None:
    """The player leaves: a running clock is paused so the turn resumes with the time it had."""
    if session.phase is Phase.RUNNING:
        session.pause_timer()


#: A row or column of the board.
_Line = Annotated[int, Bounds(0, SIZE - 1)]


@dataclass(frozen=True)
class Draft:
    """The tiles a player had placed (not handed in) on turn ``turn`` when leaving the game:
    ``(row, col, tile)`` with the edition's tile codes, a blank flagged as on the board."""

    turn: Annotated[int, Bounds(1)]
    tiles: tuple[tuple[_Line, _Line, Annotated[int, Bounds(0, 255)]], ...]


def keep_draft(session: Session, tiles: Sequence[tuple[int, int, int]]) -> None:
    """Keep the tiles placed on the current turn (the player leaves: Ctrl+W), or forget them."""
    turn = session.current_turn
    if turn is None:
        return
    draft = Draft(turn.number, tuple((row, col, value) for row, col, value in tiles))
    session.store.set_setting(DRAFT_KEY, inputs.to_json(draft))


def kept_draft(session: Session) -> tuple[tuple[int, int, int], ...]:
    """The tiles kept by ``keep_draft`` for the current turn, if the move is not handed in
    yet (nothing for another turn, or when the stored value is damaged)."""
    turn = session.current_turn
    stored = session.store.settings().get(DRAFT_KEY)
    if turn is None or stored is None or TABLE in turn.entries:
        return ()
    try:
        draft = inputs.read(Draft, stored, DRAFT_KEY)
    except InputError:
        return ()
    return draft.tiles if draft.turn == turn.number else ()


def resume(session: Session) -> None:
    """The player is back: a clock paused by ``suspend`` runs again."""
    if session.phase is Phase.PAUSED:
        session.resume_timer()


# -- hints ---------------------------------------------------------------------------------------


def _full_ranking(session: Session, turn_number: int | None = None) -> RankedMoves:
    return session.ranked_moves(RANK_DEPTH, turn_number=turn_number)


def has_bingo(session: Session, turn_number: int | None = None) -> bool:
    """Whether any legal move of the turn plays all seven tiles (not only among the tops)."""
    moves = _full_ranking(session, turn_number)
    if any(m.move.is_bingo for m in moves):
        return True
    if len(moves) < RANK_DEPTH or moves[-1].points < 50:
        return False  # the list holds every move scoring 50 or more, so every bingo
    from duplicate.words.search import all_moves

    turn = session.current_turn if turn_number is None else session.turn(turn_number)
    if turn is None:
        return False
    every = all_moves(turn.position(session.edition), session.lexicon, session.rules.move_rules)
    return any(m.move.is_bingo for m in every)


def hint_answer(session: Session, kind: str, turn_number: int | None = None) -> str:
    """The answer to a hint for the current turn (or played turn ``turn_number`` replayed as an exercise).

    Computed from the search, not recorded. Answers are short and stable, as stored in the
    file: ``yes``/``no`` for a bingo, the points of the top, a square (``H4``) of the default top.
    """
    if turn_number is None and session.current_turn is None:
        raise TrainingError("no_turn", "there is no turn in progress")
    if kind == HINT_BINGO:
        return "yes" if has_bingo(session, turn_number) else "no"
    tops = session.tops(turn_number)
    if not tops:
        raise TrainingError("no_move", "no move is possible with this rack")
    if kind == HINT_TOP_SCORE:
        return str(tops[0].points)
    if kind == HINT_TOP_SQUARE:
        row, col, _ = tops[0].move.placed[0]
        return format_square(row, col, session.edition.convention)
    raise TrainingError("bad_hint", "unknown hint {kind}; hints are {items}", kind=repr(kind), items=HINT_KINDS)


def ask_hint(session: Session, kind: str) -> str:
    """Answer a hint and record it as used (asking the same hint again records nothing new).

    Hints are for before the move: once the player has handed in, they are refused.
    """
    turn = session.current_turn
    if turn is None:
        raise TrainingError("no_turn", "there is no turn in progress")
    if TABLE in turn.entries:
        raise TrainingError("already_played", "the move is already handed in: hints are for before the move")
    if training_options(session).tournament:
        raise TrainingError("tournament", "no hints in a game played as in a competition")
    for asked, answer in turn.hints:
        if asked == kind:
            return answer
    answer = hint_answer(session, kind)
    session.record_hint(kind, answer)
    return answer


# -- a turn's result -----------------------------------------------------------------------------


def same_move(a: ScoredMove, b: ScoredMove) -> bool:
    """Two moves are the same when they put the same tiles on the same squares."""
    return frozenset(a.move.placed) == frozenset(b.move.placed)


def player_move(session: Session, turn_number: int) -> ScoredMove | None:
    """The player's legal move of a turn (None for no move, an illegal move or nothing)."""
    entry = session.turn(turn_number).entries.get(TABLE)
    if entry is None or not isinstance(entry.outcome, ScoredMove):
        return None
    return entry.outcome


def move_rank(session: Session, turn_number: int, scored: ScoredMove) -> int | None:
    """The rank of a move among all the turn's moves (moves with equal points share a rank).

    None when the move scores below every move the ranking looked at (deeper than
    ``RANK_DEPTH``): it is then simply "further down".
    """
    moves = _full_ranking(session, turn_number)
    return rank_among(scored.points, moves, complete=len(moves) < RANK_DEPTH)


def rank_among(points: int, moves: Sequence[ScoredMove], complete: bool) -> int | None:
    """The rank a move of ``points`` takes among ``moves`` (best first): one more than the
    number of moves scoring more. None when it is below a list that is not complete."""
    if not complete and moves and points < moves[-1].points:
        return None
    return 1 + sum(1 for m in moves if m.points > points)


# -- summary -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnResult:
    """One played turn, as the player sees it afterwards.

    The flags after ``hints`` feed the statistics (``duplicate.training_stats``); they are
    None in summaries stored before they existed (unknown, left out of the counts), and
    read strictly otherwise, as every field (``from_dict``).
    """

    turn: Annotated[int, Bounds(1)]
    rack: str = field(metadata=optional(""))  # ``old+new``, ``?`` for a blank
    #: what the player handed in (canonical text for a legal move)
    move: str | None = field(metadata=optional(None))
    status: str = field(metadata=optional("move"))  # "move", "invalid", "no_move", "missing" (as in the standings)
    score: int
    top: int
    top_move: str = field(metadata=optional(""))  # the committed master move (the default top)
    hints: tuple[tuple[str, str], ...] = field(default=(), metadata=OPTIONAL)  # (kind, answer) of each hint
    bingo_possible: bool | None = field(default=None, metadata=OPTIONAL)  # some legal move plays all seven tiles
    played_bingo: bool | None = field(default=None, metadata=OPTIONAL)
    top_premium: bool | None = field(default=None, metadata=OPTIONAL)  # the top puts a new tile on 2W or 3W
    played_premium: bool | None = field(default=None, metadata=OPTIONAL)
    warnings: Annotated[int, Bounds(0)] = field(default=0, metadata=OPTIONAL)  # a wrong written score (tournament)
    #: points the premiums add to the top / the player's move (``duplicate.premiums``)
    top_premium_points: Annotated[int, Bounds(0)] | None = field(default=None, metadata=OPTIONAL)
    played_premium_points: Annotated[int, Bounds(0)] | None = field(default=None, metadata=OPTIONAL)
    #: points taken off the game at this turn: the warning that went beyond the tolerated
    #: ones (the preset's cost each) and any penalty; the turn's deviation includes them, so
    #: the turns' deviations add up to the game's
    penalty: Annotated[int, Bounds(0)] = field(default=0, metadata=OPTIONAL)
    #: a move handed in after the time in a game played as in a competition (void: the turn
    #: counts as no move), and how many seconds late
    late: str | None = field(default=None, metadata=OPTIONAL)
    late_by: Annotated[float, Bounds(0)] = field(default=0.0, metadata=OPTIONAL)

    @property
    def move_deviation(self) -> int:
        """The move's points against the top's, the penalty left out."""
        return self.score - self.top

    @property
    def deviation(self) -> int:
        """What the turn cost the game: the move's deviation less the points taken off."""
        return self.score - self.top - self.penalty

    @property
    def top_found(self) -> bool:
        """A legal move scoring as much as the top (with or without hints: see ``hints``)."""
        return self.status == "move" and self.score >= self.top

    def to_dict(self) -> dict[str, Any]:
        return inputs.to_json(self)

    @classmethod
    def from_dict(cls, data: Any, path: str = "result") -> TurnResult:
        """Read a stored result strictly (InputError names the bad field)."""
        return inputs.read(cls, data, path, unknown="ignore")


@dataclass(frozen=True)
class TrainingSummary:
    """A game's result: what the history lists and the end-of-game page shows.

    It is stored in the file (``training_summary``) as plain JSON so that it can be read
    back without the word list; a key an older version did not write reads as its default.
    """

    created: str = field(metadata=optional(""))  # ISO date and time (UTC) the game was created
    edition: str = field(metadata=optional(""))
    lexicon: str = field(metadata=optional(""))
    rules: str = field(metadata=optional(""))
    turns: int = field(metadata=optional(0))  # turns played (revealed)
    total: int = field(metadata=optional(0))
    top_total: int = field(metadata=optional(0))
    percent: float = field(metadata=optional(0.0))
    finished: bool = field(metadata=optional(False))
    end_reason: str | None = field(default=None, metadata=OPTIONAL)
    hints_used: int = field(default=0, metadata=OPTIONAL)
    source: str = field(default="", metadata=OPTIONAL)
    seconds_per_move: int = field(default=0, metadata=OPTIONAL)
    results: tuple[TurnResult, ...] = field(default=(), metadata=OPTIONAL)
    tournament: bool = field(default=False, metadata=OPTIONAL)
    #: a replayed club game: the rank among the players who were there after the last turn
    #: played, and how many were ranked (them and the player); None otherwise
    room_rank: int | None = field(default=None, metadata=OPTIONAL)
    room_size: int | None = field(default=None, metadata=OPTIONAL)

    @property
    def exact_percent(self) -> Fraction:
        """The total as a percentage of the sum of the tops, exactly (``percent`` is it as a
        float, kept in the file): shown through ``duplicate.base.percentage.rounded``."""
        return percentage(self.total, self.top_total)

    @property
    def ended_early(self) -> bool:
        """Ended by the player before the last turn: not a finished game for the statistics."""
        return self.finished and self.end_reason == ENDED_BY_PLAYER

    @property
    def completed(self) -> bool:
        """Played to its end (the bag, or a rack with no move): what the averages count."""
        return self.finished and not self.ended_early

    @property
    def deviation(self) -> int:
        return self.total - self.top_total

    @property
    def warnings(self) -> int:
        """Warnings received in the game (wrong written scores where the preset says so)."""
        return sum(r.warnings for r in self.results)

    @property
    def penalty(self) -> int:
        """Points taken off the game for warnings beyond the tolerated ones (and penalties)."""
        return sum(r.penalty for r in self.results)

    @property
    def deviations(self) -> list[int]:
        """The deviation of each turn, in order (the end-of-game chart)."""
        return [r.deviation for r in self.results]

    def lost_most(self, count: int = 3) -> list[TurnResult]:
        """The turns where the most points were lost, worst first (turns with no loss left out)."""
        losing = [r for r in self.results if r.deviation < 0]
        return sorted(losing, key=lambda r: (r.deviation, r.turn))[:count]

    def to_dict(self) -> dict[str, Any]:
        return {"version": SUMMARY_VERSION, **inputs.to_json(self)}

    @classmethod
    def from_dict(cls, data: Any, path: str = SUMMARY_KEY) -> TrainingSummary:
        """Read a stored summary strictly (InputError names the bad field)."""
        return inputs.read(cls, data, path, unknown="ignore")


def summarize(session: Session) -> TrainingSummary:
    """The game so far, from the engine's standings (the player's row) and the turns played."""
    from duplicate.records.sheet import draw_mark

    standings = compute_standings(session)
    row = next((r for r in standings.rows if r.table == TABLE), None)
    cells = {c.turn: c for c in row.cells} if row is not None else {}
    known = _stored_results(session)
    late = late_slips(session)
    results = []
    rules = session.rules
    warnings_so_far = 0
    for turn in session.committed_turns:
        cell = cells.get(turn.number)
        # the warning cost is the standings' (beyond the tolerated warnings, each costs the
        # preset's points), taken at the turn where each such warning was received
        warnings_before, warnings_so_far = warnings_so_far, warnings_so_far + (cell.warnings if cell else 0)
        cost = (max(0, warnings_so_far - rules.warnings_tolerated)
                - max(0, warnings_before - rules.warnings_tolerated)) * rules.warning_cost
        penalty = cost + (cell.penalty if cell is not None else 0)
        entry = turn.entries.get(TABLE)
        text: str | None = None
        if entry is not None and entry.text is not None:
            text = format_move(entry.outcome.move, session.edition) if isinstance(entry.outcome, ScoredMove) else entry.text
        assert turn.committed is not None
        top_move = format_move(turn.committed.move, session.edition)
        before = known.get(turn.number)
        if before is not None and before.top_move == top_move and before.bingo_possible is not None:
            bingo_possible = before.bingo_possible  # a search per turn is not redone on every move
        else:
            bingo_possible = has_bingo(session, turn.number)
        own = entry.outcome if entry is not None and isinstance(entry.outcome, ScoredMove) else None
        results.append(TurnResult(
            turn=turn.number,
            rack=draw_mark(turn.draw, session.edition),
            move=text,
            status=cell.status if cell is not None else "missing",
            score=cell.score if cell is not None else 0,
            top=turn.committed.points,
            top_move=top_move,
            hints=turn.hints,
            bingo_possible=bingo_possible,
            played_bingo=own is not None and own.move.is_bingo,
            top_premium=on_word_premium(turn.committed),
            played_premium=own is not None and on_word_premium(own),
            warnings=cell.warnings if cell is not None else 0,
            top_premium_points=premium_points(turn.board, turn.committed, session.edition),
            played_premium_points=premium_points(turn.board, own, session.edition) if own is not None else 0,
            penalty=penalty,
            late=late[turn.number].move if turn.number in late and text is None else None,
            late_by=late[turn.number].seconds if turn.number in late and text is None else 0.0,
        ))
    options = training_options(session)
    total = row.total if row is not None else 0
    room = stored_room(session)
    room_rank = room_size = None
    # ranked among the room only as in a competition: in practice the live check and the hints
    # make the figures of another game (the room's words are still shown)
    if room is not None and options.tournament and results and results[-1].turn <= room.turns:
        room_rank, room_size = room.standing(results[-1].turn, total)
    return TrainingSummary(
        created=session.settings.created,
        edition=session.settings.edition,
        lexicon=session.settings.lexicon.name,
        rules=session.rules.name,
        turns=standings.turns,
        total=row.total if row is not None else 0,
        top_total=standings.top_total,
        percent=row.percent if row is not None else 0.0,
        finished=session.phase is Phase.OVER,
        end_reason=session.end_reason,
        hints_used=sum(len(t.hints) for t in session.turns),
        source=options.source,
        seconds_per_move=options.seconds_per_move,
        results=tuple(results),
        tournament=options.tournament,
        room_rank=room_rank,
        room_size=room_size,
    )


def room_ranks(summary: TrainingSummary, room: Room) -> tuple[tuple[int, int] | None, ...]:
    """The player's rank among the room after each turn of ``summary`` and how many were
    ranked (None for a turn the room did not play, and for every turn of a game played in
    practice: ranked only as in a competition): the total after a turn is the moves' points
    less the points taken off so far, as the standings count it."""
    if not summary.tournament:
        return tuple(None for _ in summary.results)
    ranks: list[tuple[int, int] | None] = []
    total = 0
    for result in summary.results:
        total += result.score - result.penalty
        ranks.append(room.standing(result.turn, total) if result.turn <= room.turns else None)
    return tuple(ranks)


def _stored_results(session: Session) -> dict[int, TurnResult]:
    """The turn results of the summary stored in the file, by turn (empty if unreadable)."""
    stored = session.store.settings().get(SUMMARY_KEY)
    try:
        results = TrainingSummary.from_dict(stored).results if isinstance(stored, dict) else ()
    except DuplicateError:  # damaged: every flag is computed again
        return {}
    return {r.turn: r for r in results}


def store_summary(session: Session) -> TrainingSummary:
    """Write the summary into the file (after every move, and at the end) and return it."""
    summary = summarize(session)
    session.store.set_setting(SUMMARY_KEY, summary.to_dict())
    return summary


__all__ = [
    "DRAFT_KEY",
    "Draft",
    "ENDED_BY_PLAYER",
    "HINT_BINGO",
    "HINT_KINDS",
    "HINT_TOP_SCORE",
    "HINT_TOP_SQUARE",
    "LATE_KEY",
    "LateSlip",
    "PreparedGame",
    "TABLE",
    "TIME_CHOICES",
    "TrainingError",
    "TrainingOptions",
    "TrainingSummary",
    "TurnResult",
    "ask_hint",
    "create_training",
    "end_training",
    "hand_in",
    "handed_in_late",
    "has_bingo",
    "hint_answer",
    "is_training",
    "keep_draft",
    "late_slips",
    "kept_draft",
    "move_rank",
    "new_game_path",
    "next_turn",
    "player_entry_made",
    "player_move",
    "prepared_game",
    "rank_among",
    "resume",
    "room_ranks",
    "same_move",
    "store_summary",
    "submit",
    "suspend",
    "summarize",
    "training_options",
    "training_rules",
]
