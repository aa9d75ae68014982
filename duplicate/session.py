"""A duplicate session: the arbiter's actions, the turn lifecycle, and the state they build.

The session is event-sourced. Every arbiter action (add a player, draw, enter a move, decide,
choose the master move, commit, ...) is checked against the current state, written to the
session file in its own transaction, and only then applied and announced. The state is what
replaying the active actions gives, so undo and redo mark an action and replay, reopening a
file replays it, and a crash loses nothing that was acknowledged.

Turn lifecycle (``Phase``): AWAITING_DRAW -> DRAWN -> RUNNING <-> PAUSED -> EXPIRED, then the
master move is chosen (by default the first top in master order) and the turn committed:
the master board gets the move, every entry is scored, and the next rack can be drawn.
Entries may be made from the draw on, and corrected in any past turn.
"""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from enum import Enum
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from duplicate.bag import Draw, DrawError, GameEnd, chosen_rack, draw_rack, parse_rack_text, remaining_tiles
from duplicate.board import Board, Position, Rack
from duplicate.edition import BLANK, Edition, load_edition
from duplicate.errors import DuplicateError, MoveError
from duplicate.events import Signal
from duplicate.lexicon import Lexicon, LexiconError, LexiconId, load_lexicon
from duplicate.notation import format_move
from duplicate.rules import ScoredMove, check_move
from duplicate.ruleset import RuleSet, rule_set_from_dict
from duplicate.search import RankedMoves, best
from duplicate.storage import SessionStore, StoredAction
from duplicate.timer import Clock, TimerState, TurnTimer

FORMAT = "duplicate-scrabble session"


class SessionError(DuplicateError):
    """An action that is not allowed now, or names something that does not exist."""


class Phase(Enum):
    AWAITING_DRAW = "awaiting_draw"
    DRAWN = "drawn"
    RUNNING = "running"
    PAUSED = "paused"
    EXPIRED = "expired"
    OVER = "over"


class RackSource(Enum):
    RANDOM = "random"  # seeded draws from the bag
    OWN = "own"  # the arbiter types each rack
    PREPARED = "prepared"  # the racks of an earlier game, replayed


@dataclass(frozen=True)
class Player:
    table: int
    name: str
    joined: int  # first turn the player plays
    left: int | None = None  # first turn the player no longer plays

    def active(self, turn: int) -> bool:
        return self.joined <= turn and (self.left is None or turn < self.left)


@dataclass(frozen=True)
class Entry:
    """What a player handed in for a turn: a move (with the score they wrote) or no move."""

    table: int
    text: str | None  # None: "no move"
    written_score: int | None
    outcome: ScoredMove | DuplicateError | None  # None for "no move"

    @property
    def valid(self) -> bool:
        return isinstance(self.outcome, ScoredMove)


@dataclass(frozen=True)
class Decision:
    """The arbiter's rulings on one player's turn."""

    accept_word: bool = False  # a word the list lacks is accepted (recorded as an override)
    warnings: int = 0
    penalty: int = 0  # points taken off


@dataclass(frozen=True)
class PreparedTurn:
    """One turn of a prepared game: the rack played and the racks rejected before it."""

    rack: str
    rejected: tuple[str, ...] = ()


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


@dataclass(frozen=True)
class SessionSettings:
    edition: str
    lexicon: LexiconId
    lexicon_path: str | None  # None: the edition's bundled list
    rules: RuleSet
    seed: int
    rack_source: RackSource
    prepared: tuple[PreparedTurn, ...] = ()
    title: str = ""
    created: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "edition": self.edition,
            "lexicon": self.lexicon.to_json(),
            "lexicon_path": self.lexicon_path,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "rack_source": self.rack_source.value,
            "prepared": [{"rack": p.rack, "rejected": list(p.rejected)} for p in self.prepared],
            "title": self.title,
            "created": self.created,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SessionSettings:
        try:
            if data.get("format") != FORMAT:
                raise SessionError("not_a_session", "the file holds no duplicate session settings")
            return cls(
                edition=str(data["edition"]),
                lexicon=LexiconId(str(data["lexicon"]["name"]), str(data["lexicon"]["sha256"])),
                lexicon_path=data.get("lexicon_path"),
                rules=rule_set_from_dict(data["rules"]),
                seed=int(data["seed"]),
                rack_source=RackSource(data["rack_source"]),
                prepared=tuple(
                    PreparedTurn(str(p["rack"]), tuple(str(r) for r in p.get("rejected", ())))
                    for p in data.get("prepared", ())
                ),
                title=str(data.get("title", "")),
                created=str(data.get("created", "")),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SessionError("corrupt", f"the session settings are damaged ({exc})") from None


def _optional(value: Any, kind: type, what: str) -> Any:
    """``value`` if it is None or of ``kind`` (checked before an action is saved)."""
    if value is None or (isinstance(value, kind) and not isinstance(value, bool)):
        return value
    raise SessionError("bad_action", f"{what} must be {'text' if kind is str else 'a whole number'}, not {value!r}")


def lexicon_for(settings: SessionSettings, lexicon: Lexicon | None = None,
                cache_dir: Path | None = None) -> Lexicon:
    """The word list a session was played with: loaded unless given, and its SHA-256 checked."""
    if lexicon is None:
        edition = load_edition(settings.edition)
        try:
            lexicon = load_lexicon(edition, settings.lexicon_path, name=settings.lexicon.name, cache_dir=cache_dir)
        except LexiconError as exc:
            raise SessionError(
                "lexicon_missing", f"the session was played with the word list {settings.lexicon.name}: {exc.message}"
            ) from None
    if lexicon.identity.sha256 != settings.lexicon.sha256:
        raise SessionError(
            "lexicon_mismatch",
            f"the session was played with the word list {settings.lexicon.name} "
            f"(SHA-256 {settings.lexicon.sha256[:12]}...), but the list found has "
            f"SHA-256 {lexicon.identity.sha256[:12]}...",
        )
    return lexicon


#: Actions the arbiter can undo; timer actions are recorded but time cannot be undone.
_NOT_UNDOABLE = {"timer"}


@dataclass(frozen=True)
class _Context:
    seq: int
    live: bool
    restore_timers: bool


class Session:
    """A live session bound to its file. Create with ``create`` or ``open``."""

    def __init__(self, store: SessionStore, settings: SessionSettings, lexicon: Lexicon, clock: Clock) -> None:
        self.store = store
        self.settings = settings
        self.edition = load_edition(settings.edition)
        self.lexicon = lexicon
        self.clock = clock
        #: Emitted after every change, with the kind of the action ("draw", "enter", "undo", ...).
        self.changed = Signal()
        self._timers: dict[int, TurnTimer] = {}  # live timers by draw action, kept across replays
        self._fresh_timers: set[TurnTimer] = set()  # timers created by the replay under way
        self._search_cache: dict[tuple, tuple[int, RankedMoves]] = {}
        self._search_lock = threading.Lock()
        self._reset_state()

    # -- creating and opening -----------------------------------------------------------

    @classmethod
    def create(
        cls,
        path: str | Path,
        edition: Edition,
        lexicon: Lexicon,
        rules: RuleSet,
        *,
        lexicon_path: str | None = None,
        seed: int | None = None,
        rack_source: RackSource = RackSource.RANDOM,
        prepared: Sequence[PreparedTurn] = (),
        players: Iterable[tuple[int, str]] = (),
        title: str = "",
        clock: Clock = time.monotonic,
    ) -> Session:
        if lexicon.edition.code != edition.code:
            raise SessionError("wrong_lexicon", "the word list is for another edition")
        if rack_source is RackSource.PREPARED and not prepared:
            raise SessionError("no_prepared_game", "a prepared game needs the racks of an earlier game")
        settings = SessionSettings(
            edition=edition.code,
            lexicon=lexicon.identity,
            lexicon_path=str(lexicon_path) if lexicon_path else None,
            rules=rules,
            seed=seed if seed is not None else random.SystemRandom().randrange(1, 1_000_000_000),
            rack_source=rack_source,
            prepared=tuple(prepared),
            title=title,
            created=datetime.now(timezone.utc).isoformat(timespec="seconds"),
        )
        store = SessionStore.create(path, settings.to_dict())
        session = cls(store, settings, lexicon, clock)
        for table, name in players:
            session.add_player(table, name)
        return session

    @classmethod
    def open(cls, path: str | Path, lexicon: Lexicon | None = None, clock: Clock = time.monotonic,
             cache_dir: Path | None = None) -> Session:
        """Reopen a session file; the word list is loaded (and checked) unless given."""
        store = SessionStore.open(path)
        try:
            settings = SessionSettings.from_dict(store.settings())
            lexicon = lexicon_for(settings, lexicon, cache_dir)
            session = cls(store, settings, lexicon, clock)
            session._replay(restore_timers=True)
        except BaseException:
            store.close()
            raise
        return session

    def close(self) -> None:
        self.store.close()

    # -- state ----------------------------------------------------------------------------

    def _reset_state(self) -> None:
        self.players: dict[int, Player] = {}
        self.turns: list[Turn] = []
        self.end_reason: str | None = None

    @property
    def rules(self) -> RuleSet:
        return self.settings.rules

    @property
    def current_turn(self) -> Turn | None:
        """The turn in progress (drawn, not committed), if any."""
        if self.turns and self.turns[-1].committed is None and self.end_reason is None:
            return self.turns[-1]
        return None

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
        """The master board now (after the last committed turn)."""
        for turn in reversed(self.turns):
            if turn.committed is not None:
                return turn.board.with_tiles(turn.committed.move.placed)
        return Board()

    def leftover(self) -> tuple[int, ...]:
        """Tiles kept for the next draw: the last committed rack less the master move."""
        for turn in reversed(self.turns):
            if turn.committed is not None:
                return turn.rack.without(turn.committed.move.tiles_used).tiles
        return ()

    def bag(self) -> Counter[int]:
        """Tiles in the bag now (not on the board, not on the current or kept rack)."""
        turn = self.current_turn
        if turn is not None:
            return remaining_tiles(self.edition, turn.board, turn.rack.tiles)
        return remaining_tiles(self.edition, self.board, self.leftover())

    def last_master(self) -> Turn | None:
        """The last committed turn (its move is the one to highlight on the board)."""
        for turn in reversed(self.turns):
            if turn.committed is not None:
                return turn
        return None

    def bag_counts(self) -> BagCounts:
        """What is left in the bag, as the arbiter's counter shows it (rule set's vowels)."""
        from duplicate.bag import classify

        bag = self.bag()
        vowels = consonants = 0
        for tile, n in bag.items():
            if tile == BLANK:
                continue
            vowel, consonant = classify(tile, self.edition, self.rules)
            vowels += n * vowel
            consonants += n * consonant
        return BagCounts(sum(bag.values()), vowels, consonants, bag.get(BLANK, 0))

    @property
    def committed_turns(self) -> list[Turn]:
        return [t for t in self.turns if t.committed is not None]

    def turn(self, number: int) -> Turn:
        if not 1 <= number <= len(self.turns):
            raise SessionError("no_such_turn", f"there is no turn {number} (turns so far: {len(self.turns)})")
        return self.turns[number - 1]

    def player(self, table: int) -> Player:
        try:
            return self.players[table]
        except KeyError:
            raise SessionError("no_such_player", f"no player at table {table}") from None

    def active_players(self, turn: int) -> list[Player]:
        return [p for p in self.players.values() if p.active(turn)]

    def missing_entries(self) -> list[Player]:
        """Active players of the current turn with nothing entered yet."""
        turn = self.current_turn
        if turn is None:
            return []
        return [p for p in self.active_players(turn.number) if p.table not in turn.entries]

    # -- search (safe to call from a worker thread) ----------------------------------------

    def ranked_moves(self, limit: int = 500, cancel: Callable[[], bool] | None = None,
                     turn_number: int | None = None) -> RankedMoves:
        """The best moves of a turn's position in master order (every tied top included).

        Results are cached per position; a shorter list is cut from a longer one found
        before (keeping every move tied with its last), so the top list and the default
        master move share one search. Moves are scored when read (``RankedMoves``): a
        position with thousands of tied tops costs only the ones shown.
        """
        turn = self.current_turn if turn_number is None else self.turn(turn_number)
        if turn is None:
            return RankedMoves.empty()
        key = (turn.board, turn.rack)
        with self._search_lock:
            cached = self._search_cache.get(key)
        if cached is None or cached[0] < limit:
            position = turn.position(self.edition)
            moves = best(position, self.lexicon, limit, self.rules.move_rules, cancel)
            cached = (limit, moves)
            with self._search_lock:
                self._search_cache[key] = cached
        return cached[1].cut(limit)

    def tops(self, turn_number: int | None = None) -> RankedMoves:
        """Every move tied at the top score, in master order."""
        return self.ranked_moves(limit=1, turn_number=turn_number).tops()

    def default_master(self) -> ScoredMove | None:
        tops = self.tops()
        return tops[0] if tops else None

    def assess_master(self, text: str) -> tuple[ScoredMove, list[str]]:
        """Check a proposed master move; the warnings an arbiter should confirm."""
        turn = self._need_turn()
        scored = check_move(turn.position(self.edition), text, self.lexicon, self.rules.move_rules)
        return scored, self._master_flags(scored)

    def _master_flags(self, scored: ScoredMove) -> list[str]:
        tops = self.tops()
        if not tops:
            return []
        flags = []
        if scored.points < tops[0].points:
            flags.append(f"not a top: the top scores {tops[0].points}, this move {scored.points}")
        elif scored.move.blanks_used > tops[0].move.blanks_used:  # master order: fewest blanks first
            flags.append("uses a blank that an equal top keeps on the rack")
        return flags

    # -- recording actions ----------------------------------------------------------------

    def _record(self, kind: str, payload: dict[str, Any]) -> None:
        """Check, save, apply, announce: the order that makes every action crash-safe."""
        self._apply(kind, payload, dry_run=True)
        redo = bool(self.store.redo_stack()) and kind not in _NOT_UNDOABLE
        seq = self.store.append(kind, payload, drop_redo=redo)
        self._apply(kind, payload, dry_run=False, seq=seq, live=True)
        self.changed.emit(kind)

    def _replay(self, restore_timers: bool = False) -> None:
        self._reset_state()
        self._fresh_timers = set()
        try:
            for action in self.store.actions():
                if action.undone:
                    continue
                try:
                    self._apply(action.kind, action.payload, dry_run=False, seq=action.seq,
                                restore_timers=restore_timers)
                except DuplicateError as exc:
                    raise SessionError("corrupt", f"action {action.seq} ({action.kind}) cannot be replayed: {exc.message}") from None
        finally:
            self._fresh_timers = set()

    def action_log(self) -> list[tuple[str, dict[str, Any]]]:
        """The active actions in order (what a game record holds)."""
        return [(a.kind, a.payload) for a in self.store.actions() if not a.undone]

    def replay_action(self, kind: str, payload: dict[str, Any]) -> None:
        """Apply an action taken from a game record (checked and saved like any other)."""
        self._record(kind, dict(payload))

    # -- the arbiter's actions ------------------------------------------------------------

    def add_player(self, table: int, name: str) -> Player:
        self._record("add_player", {"table": int(table), "name": str(name)})
        return self.players[int(table)]

    def rename_player(self, table: int, name: str) -> None:
        self._record("rename_player", {"table": int(table), "name": str(name)})

    def remove_player(self, table: int) -> None:
        """The player leaves: from the next turn they play no more (they stay in the standings)."""
        self._record("leave", {"table": int(table)})

    def draw(self) -> Turn | None:
        """Draw the next rack (random or prepared source); None when the game has ended."""
        self._need_phase(Phase.AWAITING_DRAW, "draw a rack")
        number = len(self.turns) + 1
        leftover = self.leftover()
        bag = remaining_tiles(self.edition, self.board, leftover)
        if self.settings.rack_source is RackSource.OWN:
            raise SessionError("own_letters", "this session uses the arbiter's own letters: type the rack")
        if self.settings.rack_source is RackSource.PREPARED:
            if number > len(self.settings.prepared):
                self._record("end", {"turn": number, "reason": "the prepared game has no more racks"})
                return None
            prepared = self.settings.prepared[number - 1]
            tiles = parse_rack_text(prepared.rack, self.edition)
            rejected = [parse_rack_text(r, self.edition) for r in prepared.rejected]
            try:
                result: Draw | GameEnd = chosen_rack(tiles, leftover, bag, number, self.edition, self.rules,
                                                     rejected, check_rule=False)
            except DrawError as exc:
                raise DrawError(
                    exc.code,
                    f"the prepared rack of turn {number} ({prepared.rack}) cannot be drawn: {exc.message}; "
                    "the master moves must have differed from the prepared game's",
                ) from None
        else:
            result = draw_rack(leftover, bag, number, self.edition, self.rules, self.settings.seed)
        if isinstance(result, GameEnd):
            self._record("end", {"turn": number, "reason": result.reason})
            return None
        self._record("draw", self._draw_payload(number, result, self.settings.rack_source.value))
        return self.turns[-1]

    def set_rack(self, text: str) -> Turn:
        """Own letters: the arbiter types this turn's rack (``EEL+IJX`` or ``EELIJX``)."""
        self._need_phase(Phase.AWAITING_DRAW, "type a rack")
        number = len(self.turns) + 1
        leftover = self.leftover()
        bag = remaining_tiles(self.edition, self.board, leftover)
        tiles = parse_rack_text(text, self.edition)
        result = chosen_rack(tiles, leftover, bag, number, self.edition, self.rules)
        self._record("draw", self._draw_payload(number, result, RackSource.OWN.value))
        return self.turns[-1]

    def _draw_payload(self, number: int, draw: Draw, source: str) -> dict[str, Any]:
        text = self.tiles_text
        return {
            "turn": number,
            "leftover": text(draw.leftover),
            "new": text(draw.new),
            "rejected": [text(r) for r in draw.rejected],
            "source": source,
        }

    def tiles_text(self, tiles: Iterable[int]) -> str:
        """Tiles as text, ``?`` for a blank (racks in the file and on screen)."""
        return self.edition.tiles_text(tiles)

    def start_timer(self) -> None:
        self._need_phase(Phase.DRAWN, "start the timer")
        self._timer_action("start")

    def pause_timer(self) -> None:
        self._need_phase(Phase.RUNNING, "pause the timer")
        self._timer_action("pause")

    def resume_timer(self) -> None:
        self._need_phase(Phase.PAUSED, "resume the timer")
        self._timer_action("resume")

    def stop_timer(self) -> None:
        """End the time now (everyone has handed in)."""
        if self.phase not in (Phase.RUNNING, Phase.PAUSED, Phase.DRAWN):
            raise SessionError("not_allowed", f"the timer cannot be stopped now ({self.phase.value})")
        self._timer_action("stop")

    def _timer_action(self, op: str) -> None:
        turn = self._need_turn()
        remaining = 0.0 if op == "stop" else turn.timer.remaining()
        self._record("timer", {"turn": turn.number, "op": op, "remaining": round(remaining, 3),
                               "wall": time.time()})

    def enter_move(self, table: int, text: str, written_score: int | None = None, turn: int | None = None) -> Entry:
        """Store a player's move (checked and scored; an invalid one keeps its error, scores 0)."""
        number = self._entry_turn(turn)
        self._record("enter", {"turn": number, "table": int(table), "text": str(text),
                               "written_score": written_score})
        return self.turn(number).entries[int(table)]

    def enter_no_move(self, table: int, turn: int | None = None) -> Entry:
        number = self._entry_turn(turn)
        self._record("enter", {"turn": number, "table": int(table), "text": None, "written_score": None})
        return self.turn(number).entries[int(table)]

    def clear_entry(self, table: int, turn: int | None = None) -> None:
        number = self._entry_turn(turn)
        self._record("clear", {"turn": number, "table": int(table)})

    def enter_for_remaining(self, master_for_all: bool) -> int:
        """Give every active player without an entry the default top (or "no move"); one action."""
        turn = self._need_turn()
        missing = [p.table for p in self.missing_entries()]
        if not missing:
            return 0
        text = None
        if master_for_all:
            master = turn.master or self.default_master()
            if master is None:
                raise SessionError("no_move", "there is no legal move to give")
            text = format_move(master.move, self.edition)
        self._record("bulk_enter", {"turn": turn.number, "tables": missing, "text": text})
        return len(missing)

    def decide(self, table: int, turn: int | None = None, *, accept_word: bool | None = None,
               warnings: int | None = None, penalty: int | None = None) -> Decision:
        """Set the arbiter's rulings for a player's turn (only the given fields change)."""
        number = self._entry_turn(turn)
        payload: dict[str, Any] = {"turn": number, "table": int(table)}
        if accept_word is not None:
            payload["accept_word"] = bool(accept_word)
        if warnings is not None:
            payload["warnings"] = int(warnings)
        if penalty is not None:
            payload["penalty"] = int(penalty)
        self._record("decide", payload)
        return self.turn(number).decisions.get(int(table), Decision())

    def choose_master(self, text: str) -> ScoredMove:
        """The arbiter picks the master move (any legal move; flags say if it is no top)."""
        turn = self._need_turn()
        scored, flags = self.assess_master(text)
        self._record("master", {"turn": turn.number, "move": format_move(scored.move, self.edition),
                                "flags": flags})
        return scored

    def commit(self) -> ScoredMove:
        """Reveal: the master move (chosen, or the default top) goes on the board; all scored."""
        turn = self._need_turn()
        master = turn.master or self.default_master()
        if master is None:
            raise SessionError("no_move", "no legal move exists for this rack: end the game instead")
        self._record("commit", {"turn": turn.number, "move": format_move(master.move, self.edition),
                                "score": master.points})
        committed = self.turns[turn.number - 1].committed
        assert committed is not None
        return committed

    def record_hint(self, kind: str, answer: str) -> None:
        """Record that a hint was asked this turn and what it said (solo training)."""
        turn = self._need_turn()
        self._record("hint", {"turn": turn.number, "kind": str(kind), "answer": str(answer)})

    def end_game(self, reason: str) -> None:
        """End the game (e.g. no move is possible with the last rack)."""
        if self.end_reason is not None:
            raise SessionError("not_allowed", "the game is already over")
        self._record("end", {"turn": len(self.turns), "reason": str(reason)})

    # -- undo / redo ------------------------------------------------------------------------

    def _undoable(self) -> list[StoredAction]:
        return [a for a in self.store.actions() if not a.undone and a.kind not in _NOT_UNDOABLE]

    @property
    def can_undo(self) -> bool:
        return bool(self._undoable())

    @property
    def can_redo(self) -> bool:
        return bool(self.store.redo_stack())

    def undo(self) -> str:
        """Undo the last arbiter action; returns its kind."""
        actions = self._undoable()
        if not actions:
            raise SessionError("nothing_to_undo", "there is nothing to undo")
        last = actions[-1]
        self.store.set_undone(last.seq, True)
        self._replay()
        self.changed.emit("undo")
        return last.kind

    def redo(self) -> str:
        stack = self.store.redo_stack()
        if not stack:
            raise SessionError("nothing_to_redo", "there is nothing to redo")
        seq = stack[-1]
        self.store.set_undone(seq, False)
        try:
            self._replay()
        except SessionError:
            self.store.set_undone(seq, True)
            self._replay()
            raise
        self.changed.emit("redo")
        return next(a.kind for a in self.store.actions() if a.seq == seq)

    # -- applying ---------------------------------------------------------------------------

    def _need_turn(self) -> Turn:
        turn = self.current_turn
        if turn is None:
            what = "the game is over" if self.end_reason else "no rack has been drawn"
            raise SessionError("not_allowed", f"there is no turn in progress: {what}")
        return turn

    def _need_phase(self, phase: Phase, what: str) -> None:
        if self.phase is not phase:
            raise SessionError("not_allowed", f"cannot {what} now: the session is {self.phase.value.replace('_', ' ')}")

    def _entry_turn(self, turn: int | None) -> int:
        if turn is None:
            return self._need_turn().number
        self.turn(turn)
        return turn

    def _judge_entry(self, turn: Turn, table: int, text: str | None, written: int | None) -> Entry:
        if text is None:
            return Entry(table, None, None, None)
        decision = turn.decisions.get(table, Decision())
        position = turn.position(self.edition)
        lexicon = None if decision.accept_word else self.lexicon
        try:
            outcome: ScoredMove | DuplicateError = check_move(position, text, lexicon, self.rules.move_rules)
        except DuplicateError as exc:
            outcome = exc
        return Entry(table, text, written, outcome)

    def _apply(self, kind: str, p: dict[str, Any], dry_run: bool, seq: int = 0, live: bool = False,
               restore_timers: bool = False) -> None:
        """Check an action against the state and (unless ``dry_run``) apply it.

        ``seq`` is the action's number in the file; ``live`` is true when the arbiter just
        did it (not a replay); ``restore_timers`` when a reopened file is replayed.
        """
        handler = getattr(self, f"_do_{kind}", None)
        if handler is None:
            raise SessionError("corrupt", f"unknown action {kind!r}")
        try:
            handler(p, dry_run, _Context(seq, live, restore_timers))
        except (KeyError, TypeError, ValueError) as exc:
            raise SessionError("corrupt", f"action {kind} has bad data ({exc})") from None

    def _do_add_player(self, p, dry_run, ctx) -> None:
        table, name = int(p["table"]), str(p["name"]).strip()
        if table <= 0:
            raise SessionError("bad_table", "table numbers start at 1")
        if table in self.players:
            raise SessionError("table_taken", f"table {table} is taken by {self.players[table].name}")
        if not name:
            raise SessionError("bad_name", "a player needs a name")
        if dry_run:
            return
        current = self.current_turn
        joined = current.number if current is not None else len(self.turns) + 1
        self.players[table] = Player(table, name, joined)

    def _do_rename_player(self, p, dry_run, ctx) -> None:
        player = self.player(int(p["table"]))
        name = str(p["name"]).strip()
        if not name:
            raise SessionError("bad_name", "a player needs a name")
        if not dry_run:
            self.players[player.table] = Player(player.table, name, player.joined, player.left)

    def _do_leave(self, p, dry_run, ctx) -> None:
        player = self.player(int(p["table"]))
        if player.left is not None:
            raise SessionError("not_allowed", f"{player.name} has already left")
        if dry_run:
            return
        current = self.current_turn
        if current is not None and player.table not in current.entries:
            left = current.number
        else:
            left = (current.number + 1) if current is not None else len(self.turns) + 1
        self.players[player.table] = Player(player.table, player.name, player.joined, max(left, player.joined))

    def _do_draw(self, p, dry_run, ctx) -> None:
        if self.phase is not Phase.AWAITING_DRAW:
            raise SessionError("not_allowed", "a rack is already in play")
        number = int(p["turn"])
        if number != len(self.turns) + 1:
            raise SessionError("corrupt", f"draw for turn {number}, expected {len(self.turns) + 1}")
        parse = lambda text: tuple(parse_rack_text(text, self.edition))  # noqa: E731
        draw = Draw(parse(p["leftover"]), parse(p["new"]), tuple(parse(r) for r in p["rejected"]))
        board = self.board
        if Counter(draw.leftover) - Counter(self.leftover()):
            raise SessionError("corrupt", f"turn {number}: the leftover does not match the last rack")
        remaining_tiles(self.edition, board, draw.rack)  # raises if the tiles do not exist
        if dry_run:
            return
        timer = self._timers.get(ctx.seq)
        if timer is None:
            timer = TurnTimer(self.rules.seconds_per_turn, self.rules.calls, self.clock)
            self._timers[ctx.seq] = timer
            if not ctx.live:  # e.g. a draw redone after reopening: its timer comes from the log
                self._fresh_timers.add(timer)
        self.turns.append(Turn(number, board, draw, str(p.get("source", "random")), timer))

    def _do_timer(self, p, dry_run, ctx) -> None:
        turn = self.current_turn
        if turn is None or turn.number != int(p["turn"]):
            return  # a timer action of an undone turn: nothing to do
        op = p["op"]
        if op not in ("start", "pause", "resume", "stop"):
            raise SessionError("corrupt", f"unknown timer operation {op!r}")
        if dry_run:
            return
        if ctx.restore_timers or turn.timer in self._fresh_timers:
            running = op in ("start", "resume")
            remaining = float(p["remaining"])
            if running:
                remaining -= max(0.0, time.time() - float(p["wall"]))
            turn.timer.set_remaining(remaining, running)
            return
        if not ctx.live:
            return  # replay in the same process: the live timer already holds its state
        if op == "start":
            turn.timer.start()
        elif op == "pause":
            turn.timer.pause()
        elif op == "resume":
            turn.timer.resume()
        else:
            turn.timer.set_remaining(0.0, running=False)

    def _do_enter(self, p, dry_run, ctx) -> None:
        turn = self.turn(int(p["turn"]))
        table = int(p["table"])
        player = self.player(table)
        if not player.active(turn.number):
            raise SessionError("not_playing", f"{player.name} does not play turn {turn.number}")
        text = _optional(p.get("text"), str, "the move")
        written = _optional(p.get("written_score"), int, "the written score")
        if text is not None and not text.strip():
            raise SessionError("empty_move", "the move is empty: type a reference and a word, or use no move")
        if dry_run:
            return
        turn.entries[table] = self._judge_entry(turn, table, text, written)

    def _do_bulk_enter(self, p, dry_run, ctx) -> None:
        turn = self.turn(int(p["turn"]))
        tables = [int(t) for t in p["tables"]]
        text = _optional(p.get("text"), str, "the move")
        for table in tables:
            if not self.player(table).active(turn.number):
                raise SessionError("not_playing", f"table {table} does not play turn {turn.number}")
        if dry_run:
            return
        for table in tables:
            turn.entries[table] = self._judge_entry(turn, table, text, None)

    def _do_clear(self, p, dry_run, ctx) -> None:
        turn = self.turn(int(p["turn"]))
        table = int(p["table"])
        if table not in turn.entries:
            raise SessionError("no_entry", f"table {table} has no entry in turn {turn.number}")
        if not dry_run:
            del turn.entries[table]

    def _do_decide(self, p, dry_run, ctx) -> None:
        turn = self.turn(int(p["turn"]))
        table = int(p["table"])
        self.player(table)
        old = turn.decisions.get(table, Decision())
        new = Decision(
            bool(p.get("accept_word", old.accept_word)),
            int(p.get("warnings", old.warnings)),
            int(p.get("penalty", old.penalty)),
        )
        if new.warnings < 0 or new.penalty < 0:
            raise SessionError("bad_decision", "warnings and penalties cannot be negative")
        if dry_run:
            return
        turn.decisions[table] = new
        entry = turn.entries.get(table)
        if entry is not None and old.accept_word != new.accept_word:
            turn.entries[table] = self._judge_entry(turn, table, entry.text, entry.written_score)

    def _do_master(self, p, dry_run, ctx) -> None:
        turn = self._need_turn()
        if int(p["turn"]) != turn.number:
            raise SessionError("corrupt", "master move for another turn")
        scored = check_move(turn.position(self.edition), str(p["move"]), self.lexicon, self.rules.move_rules)
        if not dry_run:
            turn.master = scored
            turn.master_flags = tuple(str(f) for f in p.get("flags", ()))

    def _do_commit(self, p, dry_run, ctx) -> None:
        turn = self._need_turn()
        if int(p["turn"]) != turn.number:
            raise SessionError("corrupt", "commit for another turn")
        try:
            scored = check_move(turn.position(self.edition), str(p["move"]), self.lexicon, self.rules.move_rules)
        except MoveError as exc:
            raise SessionError("bad_master", f"the master move {p['move']} is not legal: {exc.message}") from None
        if not dry_run:
            turn.committed = scored
            if turn.master is None:
                turn.master = scored

    def _do_end(self, p, dry_run, ctx) -> None:
        if self.end_reason is not None:
            raise SessionError("not_allowed", "the game is already over")
        if not dry_run:
            self.end_reason = str(p["reason"])

    def _do_hint(self, p, dry_run, ctx) -> None:
        turn = self.turn(int(p["turn"]))
        kind = str(p["kind"])
        if not kind:
            raise SessionError("bad_hint", "a hint needs a kind")
        if not dry_run:
            turn.hints = (*turn.hints, (kind, str(p.get("answer", ""))))


__all__ = [
    "BagCounts",
    "Decision",
    "Entry",
    "Phase",
    "Player",
    "PreparedTurn",
    "RackSource",
    "Session",
    "SessionError",
    "SessionSettings",
    "Turn",
    "lexicon_for",
]

