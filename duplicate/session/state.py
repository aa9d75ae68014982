"""The state a session's actions build, and every question asked of it.

A session is event-sourced (see duplicate.session): its players, turns and end are what
applying the active actions (duplicate.actions) in order gives. This module holds those
values and ``SessionState``, the read side the screens query: the phase of the turn, the
master board, the bag, who has not handed in yet.

Turn lifecycle (``Phase``): AWAITING_DRAW -> DRAWN -> RUNNING <-> PAUSED -> EXPIRED, then the
master move is chosen (by default the first top in master order) and the turn committed:
the master board gets the move, every entry is scored, and the next rack can be drawn.
Entries may be made from the draw on, and corrected in any past turn.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum

from duplicate.rules.bag import Draw, classify, remaining_tiles
from duplicate.rules.board import Board, Position, Rack
from duplicate.rules.edition import BLANK, Edition
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, Message, SessionError
from duplicate.words.lexicon import Lexicon
from duplicate.rules.checking import ScoredMove, check_move
from duplicate.rules.presets import RuleSet
from duplicate.session.names import team_label
from duplicate.session.room_hints import RoomHint
from duplicate.session.timer import Clock, TimerState, TurnTimer


class Phase(Enum):
    AWAITING_DRAW = "awaiting_draw"
    DRAWN = "drawn"
    RUNNING = "running"
    PAUSED = "paused"
    EXPIRED = "expired"
    OVER = "over"


#: The phases as the engine's messages name them ("cannot draw a rack now: the session is running").
PHASE_WORDS = {
    Phase.AWAITING_DRAW: QT_TRANSLATE_NOOP("engine", "awaiting draw"),
    Phase.DRAWN: QT_TRANSLATE_NOOP("engine", "drawn"),
    Phase.RUNNING: QT_TRANSLATE_NOOP("engine", "running"),
    Phase.PAUSED: QT_TRANSLATE_NOOP("engine", "paused"),
    Phase.EXPIRED: QT_TRANSLATE_NOOP("engine", "expired"),
    Phase.OVER: QT_TRANSLATE_NOOP("engine", "over"),
}


def phase_word(phase: Phase) -> Message:
    """A phase's name as a value of an engine message."""
    return Message("phase", PHASE_WORDS[phase])


@dataclass(frozen=True)
class Player:
    """A table's player: one person, or a team (``members``: the pupils sharing the table
    under the team's ``name``)."""

    table: int
    name: str
    joined: int  # first turn the player plays
    left: int | None = None  # first turn the player no longer plays
    roster_id: str | None = None  # the club roster's identity of the player, if the session has one
    members: tuple[str, ...] = ()  # a team's members; () for one player

    def active(self, turn: int) -> bool:
        return self.joined <= turn and (self.left is None or turn < self.left)

    @property
    def label(self) -> str:
        """The name as the sheet and the standings show it: a team's with its members."""
        return team_label(self.name, self.members)


@dataclass(frozen=True)
class Entry:
    """What a player handed in for a turn: a move (with the score they wrote) or no move."""

    table: int
    text: str | None  # None: "no move"
    written_score: int | None
    outcome: ScoredMove | DuplicateError | None  # None for "no move"
    source: str = "slip"  # "slip" (typed by the arbiter) or "phone" (handed in from the player's phone)
    at_ms: int | None = None  # a phone's entry: when it arrived, in ms on the turn's clock

    @property
    def valid(self) -> bool:
        return isinstance(self.outcome, ScoredMove)


@dataclass(frozen=True)
class Decision:
    """The arbiter's rulings on one player's turn."""

    accept_word: bool = False  # a word the list lacks is accepted (recorded as an override)
    warnings: int = 0
    penalty: int = 0  # points taken off


#: The rulings of a player the arbiter has not ruled on.
NO_DECISION = Decision()


@dataclass
class Turn:
    number: int
    board: Board  # the master board before this turn
    draw: Draw
    source: str
    timer: TurnTimer
    entries: dict[int, Entry] = field(default_factory=dict)
    decisions: dict[int, Decision] = field(default_factory=dict)
    master: ScoredMove | None = None  # chosen by the arbiter; None: the default top
    master_flags: tuple[str, ...] = ()
    committed: ScoredMove | None = None
    hints: tuple[tuple[str, str], ...] = ()  # (kind, answer) of each hint asked (solo training)
    room_hints: tuple[RoomHint, ...] = ()  # the hints the arbiter showed the room this turn (a class)
    drawn_seq: int = 0  # the number of the draw action in the file

    @property
    def rack(self) -> Rack:
        return Rack(self.draw.rack)

    def position(self, edition: Edition) -> Position:
        return Position(edition, self.board, self.rack)

    @property
    def top_score(self) -> int | None:
        """The turn's reference score: the committed master move's."""
        return self.committed.points if self.committed else None


@dataclass(frozen=True)
class BagCounts:
    """Tiles left in the bag; a letter that counts as both is in both counts."""

    tiles: int
    vowels: int
    consonants: int
    blanks: int
    both: tuple[str, ...] = ()  # letters in the bag counted as vowel and consonant (``Y``)


@dataclass(frozen=True)
class ActionContext:
    """How an action is being applied."""

    seq: int  # the action's number in the file (0 while it is only checked)
    live: bool  # the arbiter just did it (not a replay)
    restore_timers: bool  # a reopened file is replayed: timers take their state from the log
    #: The dry run has just checked the action on this very state (a new action, checked,
    #: saved, then applied): an apply may skip the checks that cost the most.
    checked: bool = False


#: A judged entry's key: the board (its squares as bytes: equal boards of other sessions compare
#: in one step), the rack, the text entered and whether the word was accepted by ruling.
JudgementKey = tuple[bytes, tuple[int, ...], str, bool]


def _judgement_key(turn: Turn, text: str, accept_word: bool) -> JudgementKey:
    """Where a judged move is kept: the board's bytes (equal boards of two files compare in
    one step), the rack, the text and whether the word is accepted by a ruling."""
    return (turn.board.as_bytes(), turn.draw.rack, text, accept_word)


class SessionState:
    """Players, turns and the end of the game, with the queries on them.

    Actions change the three fields; everything else is derived. The turn timers live
    beside them: time cannot be replayed, so a timer belongs to its draw action and is kept
    when the state is rebuilt (after an undo, say).
    """

    def __init__(self, edition: Edition, lexicon: Lexicon, rules: RuleSet, clock: Clock) -> None:
        self.edition = edition
        self.lexicon = lexicon
        self.rules = rules
        self.clock = clock
        self.timers: dict[int, TurnTimer] = {}  # live timers by draw action, kept across replays
        self.fresh_timers: set[TurnTimer] = set()  # timers created by the replay under way
        #: Judgements of entered moves by (board, rack, text, word accepted): many players
        #: hand in the same move, and a replay judges them again. Derived, never stored.
        self._judgements: dict[JudgementKey, ScoredMove | DuplicateError] = {}
        self._board_after: tuple[Turn, ScoredMove, Board] | None = None  # see ``board``
        self.reset()

    def reset(self) -> None:
        """Back to the state before the first action. Every field set here is the state
        the actions build: duplicate.snapshots keeps each one (``KEPT_FIELDS``)."""
        self.players: dict[int, Player] = {}
        self.turns: list[Turn] = []
        self.end_reason: str | None = None
        #: The phone holding each table: the SHA-256 (hex) of its token, never the token.
        self.phone_tokens: dict[int, str] = {}
        self._phone_index: dict[str, int] = {}  # the reverse of phone_tokens, for phone_table
        #: Each table's card: its code salted and hashed (duplicate.session.phones.card_record).
        self.table_cards: dict[int, str] = {}

    @property
    def current_turn(self) -> Turn | None:
        """The turn in progress (drawn, not committed), if any."""
        if self.turns and self.turns[-1].committed is None and self.end_reason is None:
            return self.turns[-1]
        return None

    def turn_in_progress(self) -> Turn:
        """The current turn; a SessionError saying why there is none."""
        turn = self.current_turn
        if turn is None:
            if self.end_reason:
                raise SessionError("not_allowed", "there is no turn in progress: the game is over")
            raise SessionError("not_allowed", "there is no turn in progress: no rack has been drawn")
        return turn

    @property
    def phase(self) -> Phase:
        if self.end_reason is not None:
            return Phase.OVER
        turn = self.current_turn
        if turn is None:
            return Phase.AWAITING_DRAW
        state = turn.timer.state
        return {
            TimerState.IDLE: Phase.DRAWN,
            TimerState.RUNNING: Phase.RUNNING,
            TimerState.PAUSED: Phase.PAUSED,
            TimerState.EXPIRED: Phase.EXPIRED,
        }[state]

    @property
    def board(self) -> Board:
        """The master board now (after the last committed turn); the same object while that
        turn and its master move stay the same (a turn asks for it several times, and a
        board counts its tiles and packs its squares once)."""
        last = self.last_master()
        if not (last and last.committed):
            return Board()
        made = self._board_after
        if made is not None and made[0] is last and made[1] is last.committed:
            return made[2]
        board = last.board.with_tiles(last.committed.move.placed)
        self._board_after = (last, last.committed, board)
        return board

    def leftover(self) -> tuple[int, ...]:
        """Tiles kept for the next draw: the last committed rack less the master move."""
        last = self.last_master()
        return last.rack.without(last.committed.move.tiles_used).tiles if last and last.committed else ()

    def bag(self, turn_number: int | None = None) -> Counter[int]:
        """Tiles in the bag now (not on the board, not on the current or kept rack), or while
        turn ``turn_number`` was played (not on its board, not on its rack)."""
        turn = self.current_turn if turn_number is None else self.turn(turn_number)
        if turn is not None:
            return remaining_tiles(self.edition, turn.board, turn.rack.tiles)
        return remaining_tiles(self.edition, self.board, self.leftover())

    def last_master(self) -> Turn | None:
        """The last committed turn (its move is the one to highlight on the board)."""
        for turn in reversed(self.turns):
            if turn.committed is not None:
                return turn
        return None

    def bag_counts(self, turn_number: int | None = None) -> BagCounts:
        """What is left in the bag, as the arbiter's counter shows it (rule set's vowels): now,
        or while turn ``turn_number`` was played (a past turn being corrected)."""
        bag = self.bag(turn_number)
        vowels = consonants = 0
        both: list[str] = []
        for tile, n in bag.items():
            if tile == BLANK:
                continue
            vowel, consonant = classify(tile, self.edition, self.rules)
            vowels += n * vowel
            consonants += n * consonant
            if vowel and consonant:
                both.append(self.edition.letters[tile])
        return BagCounts(sum(bag.values()), vowels, consonants, bag.get(BLANK, 0), tuple(sorted(both)))

    @property
    def committed_turns(self) -> list[Turn]:
        return [t for t in self.turns if t.committed is not None]

    def turn(self, number: int) -> Turn:
        if not 1 <= number <= len(self.turns):
            raise SessionError("no_such_turn", "there is no turn {number} (turns so far: {count})",
                number=number, count=len(self.turns))
        return self.turns[number - 1]

    def player(self, table: int) -> Player:
        try:
            return self.players[table]
        except KeyError:
            raise SessionError("no_such_player", "no player at table {table}", table=table) from None

    def active_players(self, turn: int) -> list[Player]:
        return [p for p in self.players.values() if p.active(turn)]

    def missing_entries(self, turn_number: int | None = None) -> list[Player]:
        """Active players of the current turn (or of turn ``turn_number``) with nothing entered."""
        turn = self.current_turn if turn_number is None else self.turn(turn_number)
        if turn is None:
            return []
        return [p for p in self.active_players(turn.number) if p.table not in turn.entries]

    def phone_table(self, token_hash: str) -> int | None:
        """The table a phone's token (by its hash) holds, if any."""
        table = self._phone_index.get(token_hash)
        if table is None or self.phone_tokens.get(table) != token_hash:  # rebuilt after joins and releases
            self._phone_index = {held: t for t, held in self.phone_tokens.items()}
            table = self._phone_index.get(token_hash)
        return table

    def judge_entry(self, turn: Turn, table: int, text: str | None, written: int | None,
                    source: str = "slip", at_ms: int | None = None) -> Entry:
        """A player's entry checked and scored on the turn's position (their rulings apply)."""
        if text is None:
            return Entry(table, None, None, None, source, at_ms)
        decision = turn.decisions.get(table, NO_DECISION)
        return Entry(table, text, written, self._judged(turn, text, decision.accept_word), source, at_ms)

    def judge_master(self, turn: Turn, text: str) -> ScoredMove:
        """A master move as stored, checked and scored on the turn's position (MoveError if it
        is not legal); checking an action before it is saved and applying it after judge it once."""
        outcome = self._judged(turn, text, False)
        if isinstance(outcome, DuplicateError):
            raise outcome.with_traceback(None)  # kept for the next check: no traceback piles up on it
        return outcome

    def trust_judgement(self, turn: Turn, text: str, scored: ScoredMove) -> None:
        """Take ``scored`` as the judgement of ``text`` on the turn's position, unchecked: only
        for a move the search itself found (a scratch game's default top, see ``Session.commit``)."""
        self._judgements[_judgement_key(turn, text, False)] = scored

    def _judged(self, turn: Turn, text: str, accept_word: bool) -> ScoredMove | DuplicateError:
        key = _judgement_key(turn, text, accept_word)
        outcome = self._judgements.get(key)
        if outcome is None:
            lexicon = None if accept_word else self.lexicon
            try:
                outcome = check_move(turn.position(self.edition), text, lexicon, self.rules.move_rules)
            except DuplicateError as exc:
                outcome = exc
            self._judgements[key] = outcome
        return outcome


__all__ = ["ActionContext", "BagCounts", "Decision", "Entry", "Phase", "Player", "SessionState", "Turn"]
