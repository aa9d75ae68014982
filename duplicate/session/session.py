"""A duplicate session: the arbiter's commands, recorded in the session file and replayed.

The session is event-sourced. Every arbiter action (add a player, draw, enter a move, decide,
choose the master move, commit, ...) is a typed value (duplicate.actions), checked against
the current state, written to the session file in its own transaction, and only then
applied and announced. The state (duplicate.session_state) is what replaying the active
actions gives, so undo and redo mark an action and replay, reopening a file replays it, and
a crash loses nothing that was acknowledged. A stored action is read back as strictly as it
was written: a damaged one makes the file refused, naming the action and the field.

``Session`` is the facade the app and the command line use: the queries (inherited from
``SessionState``), the move search, the commands, undo and redo.
"""

from __future__ import annotations

import gc
import time
from contextlib import contextmanager
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, cast

from duplicate.session.actions import Action, AddPlayer, BulkEnter, ChangeTable, Clear, Commit, Decide, End, Enter, Hint, Leave, Master, PhoneJoin, PhoneRelease, RenamePlayer, ShowRoomHint, TableCard, Timer, is_undoable, parse_action
from duplicate.session.actions import Draw as DrawAction
from duplicate.session.actions import EntrySource, TimerOp

from duplicate.rules.bag import ENDED_EARLY, NO_MORE_PREPARED, Draw, DrawError, GameEnd, chosen_rack, draw_rack, parse_rack_text, remaining_tiles
from duplicate.rules.edition import load_edition
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, Message, SessionError
from duplicate.base.events import Signal
from duplicate.words.lexicon import Lexicon
from duplicate.rules.notation import canonical_move_text, format_move
from duplicate.rules.checking import MoveRules, ScoredMove, check_move
from duplicate.words.search import RankedMoves
from duplicate.session.settings import FORMAT, PreparedTurn, RackSource, SessionSettings, lexicon_for
from duplicate.session.turn_search import TurnSearch
from duplicate.session.state import ActionContext, BagCounts, Decision, Entry, JudgementKey, Phase, Player, SessionState, Turn, phase_word
from duplicate.session.history import History
from duplicate.session.disclosure import SHOW_ALL, Disclosure
from duplicate.session.names import check_members, check_name
from duplicate.session.room_hints import HintKind, RoomHint, facts_of_top
from duplicate.session.snapshots import Snapshots
from duplicate.storage.session_file import DECODED_KEPT, DecodedPayloads, SessionStore, StoredAction
from duplicate.session.timer import Clock

#: A player of a new session: (table, name), (table, name, roster identity or None), or
#: (table, name, roster identity or None, a team's members).
SeatedPlayer = tuple[int, str] | tuple[int, str, str | None] | tuple[int, str, str | None, tuple[str, ...]]


#: Judged entries shared by sessions, per (word list's SHA-256, move rules): see ``Session.open``.
SharedJudgements = dict[tuple[str, MoveRules], dict[JudgementKey, ScoredMove | DuplicateError]]


class SharedReads:
    """What files opened read-only one after the other share (see ``Session.open``): each
    stored text decoded once, and each decoded payload read strictly once per action kind."""

    def __init__(self) -> None:
        self.payloads: DecodedPayloads = {}
        #: (kind, id of the shared payload) -> (that payload, kept alive, and its action)
        self.actions: dict[tuple[str, int], tuple[object, Action]] = {}


@contextmanager
def _without_cycle_collection() -> Iterator[None]:
    """Reopening builds tens of thousands of small objects and no reference cycles: the
    cycle collector would walk every object of the program several times over for nothing
    (a third of a reopen in a running app). It runs again as usual afterwards."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class Session(SessionState):
    """A live session bound to its file. Create with ``create`` or ``open``.

    It holds the file (``store``), its undo and redo (``history``) and the move search on
    its positions (``search``), and answers for all three: the app and the command line
    need only the session.
    """

    def __init__(self, store: SessionStore, settings: SessionSettings, lexicon: Lexicon, clock: Clock) -> None:
        edition = load_edition(settings.edition)
        super().__init__(edition, lexicon, settings.rules, clock)
        self.store = store
        self.settings = settings
        #: Emitted after every change, with the kind of the action ("draw", "enter", "undo", ...).
        self.changed = Signal()
        #: Stored actions already read strictly, by number, with the payload they were read
        #: from (the log read again from the file gives new payloads: read strictly again).
        self._parsed: dict[int, tuple[object, Action]] = {}
        self._shared_actions: dict[tuple[str, int], tuple[object, Action]] | None = None
        #: The states after committed turns, so a replay starts from the latest that holds.
        self._snapshots = Snapshots()
        self.history = History(store, self._snapshots, self._stored)
        self.search = TurnSearch(edition, lexicon, settings.rules.move_rules)

    # -- creating and opening -----------------------------------------------------------

    @classmethod
    def create(cls, path: str | Path, settings: SessionSettings, lexicon: Lexicon, *,
               players: Iterable[SeatedPlayer] = (), clock: Clock = time.monotonic) -> Session:
        """A new session file at ``path``, played with ``settings`` and the word list they
        name (``lexicon``), its players added; ``created`` is stamped now."""
        settings = cls._new_settings(settings, lexicon)
        return cls._started(SessionStore.create(path, settings.to_dict()), settings, lexicon, players, clock)

    @classmethod
    def create_in_memory(cls, settings: SessionSettings, lexicon: Lexicon, *,
                         players: Iterable[SeatedPlayer] = (), clock: Clock = time.monotonic) -> Session:
        """A new session kept in memory only (``SessionStore.create_in_memory``: nothing
        written to disk, gone with the process), for games played straight through only to be
        judged (``duplicate generate``); it keeps no undo snapshots (an undo replays it from
        its start), and takes the search's own top as master move without checking it again
        from its text (``commit``: a typed master move is checked as anywhere). Never for a
        club's session: nothing of it survives a crash."""
        settings = cls._new_settings(settings, lexicon)
        return cls._started(SessionStore.create_in_memory(settings.to_dict()), settings, lexicon, players, clock)

    @staticmethod
    def _new_settings(settings: SessionSettings, lexicon: Lexicon) -> SessionSettings:
        """The settings of a new session, checked against its word list and stamped now."""
        if lexicon.edition.code != settings.edition:
            raise SessionError("wrong_lexicon", "the word list is for another edition")
        lexicon_for(settings, lexicon)  # the very list the settings name
        if settings.rack_source is RackSource.PREPARED and not settings.prepared:
            raise SessionError("no_prepared_game", "a prepared game needs the racks of an earlier game")
        return replace(settings, prepared=tuple(settings.prepared),
                       created=datetime.now(timezone.utc).isoformat(timespec="seconds"))

    @classmethod
    def _started(cls, store: SessionStore, settings: SessionSettings, lexicon: Lexicon,
                 players: Iterable[SeatedPlayer], clock: Clock) -> Session:
        """The session on a new ``store``, its players added."""
        session = cls(store, settings, lexicon, clock)
        for table, name, *more in players:  # (table, name[, roster identity[, members]])
            session.add_player(table, name, *more)
        return session

    @classmethod
    def open(cls, path: str | Path, lexicon: Lexicon | None = None, clock: Clock = time.monotonic,
             cache_dir: Path | None = None, *, read_only: bool = False,
             judgements: SharedJudgements | None = None, reads: SharedReads | None = None) -> Session:
        """Reopen a session file; the word list is loaded (and checked) unless given.

        ``judgements``: judged entries shared by the sessions opened with it, per word list and
        move rules (the clubs of one simultaneous game hand in the same moves on the same
        positions: a merge of their files judges each one once). ``reads`` (read-only only):
        the stored actions decoded and read strictly once for all the files opened with it.

        For writing, the session takes the file's writer lock: ``LockedError`` names the
        window holding it, ``ReadOnlyFileError`` says the file cannot be written here (both
        are ``WriteAccessError``). With ``read_only`` nothing in the file or beside it is
        changed, and every command is refused.
        """
        shared = reads if read_only else None
        store = SessionStore.open(path, read_only=read_only, decoded=shared.payloads if shared else None)
        try:
            settings = SessionSettings.from_dict(store.settings())
            lexicon = lexicon_for(settings, lexicon, cache_dir)
            session = cls(store, settings, lexicon, clock)
            session._shared_actions = shared.actions if shared else None
            if judgements is not None:
                session._judgements = judgements.setdefault((lexicon.identity.sha256, settings.rules.move_rules), {})
            with _without_cycle_collection():
                session._replay(restore_timers=True)
        except BaseException:
            store.close()
            raise
        return session

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Session:
        """``with Session.open(path) as session:``: the file is closed (its lock released) on
        leaving the block, whatever happened in it."""
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    @property
    def read_only(self) -> bool:
        return self.store.read_only

    def _writable(self) -> None:
        if self.store.read_only:
            raise SessionError("read_only", "{name} is open read-only: nothing can be changed (open it again for writing when no other window holds it)",
                name=Path(self.store.path).name)

    # -- recording actions ----------------------------------------------------------------

    def _record(self, action: Action) -> None:
        """Check, save, apply, announce: the order that makes every action crash-safe."""
        self._writable()
        self._apply(action, dry_run=True)
        payload = action.to_payload()
        redo = self.store.can_redo() and is_undoable(action.kind, payload)
        seq = self.store.append(action.kind, payload, drop_redo=redo)
        self._parsed[seq] = (self.store.last_action().payload, action)
        self._apply(action, dry_run=False, seq=seq, live=True, checked=True)
        if isinstance(action, Commit) and not self.store.in_memory:
            self._snapshots.save(self, seq)
        self.changed.emit(action.kind)

    def _replay(self, restore_timers: bool = False) -> None:
        """Rebuild the state from the log: from the latest valid snapshot (duplicate.snapshots)
        on. Every stored action (undone ones too) was read strictly when first met."""
        stored = self.store.actions()
        start = self._snapshots.restore_latest(self)
        stored = [entry for entry in stored if entry.seq > start]
        actions = [self._stored(a) for a in stored]
        self.fresh_timers = set()
        try:
            for entry, action in zip(stored, actions):
                if entry.undone:
                    continue
                try:
                    self._apply(action, dry_run=False, seq=entry.seq, restore_timers=restore_timers)
                except DuplicateError as exc:
                    raise self._unreplayable(entry, exc) from None
                if isinstance(action, Commit) and not self.store.read_only:  # read-only: no undo to start from
                    self._snapshots.save(self, entry.seq)
        finally:
            self.fresh_timers = set()

    def _stored(self, entry: StoredAction) -> Action:
        cached = self._parsed.get(entry.seq)
        if cached is not None and cached[0] is entry.payload:
            return cached[1]
        shared = self._shared_actions
        key = (entry.kind, id(entry.payload))
        if shared is not None:
            cached = shared.get(key)
            if cached is not None and cached[0] is entry.payload:
                return cached[1]
        try:
            action = parse_action(entry.kind, entry.payload)
        except DuplicateError as exc:
            raise self._unreplayable(entry, exc) from None
        if shared is not None:
            if len(shared) >= DECODED_KEPT:
                shared.clear()
            shared[key] = (entry.payload, action)
        else:
            self._parsed[entry.seq] = (entry.payload, action)
        return action

    @staticmethod
    def _unreplayable(entry: StoredAction, exc: DuplicateError) -> SessionError:
        return SessionError("corrupt", "action {seq} ({kind}) cannot be replayed: {reason}",
            seq=entry.seq, kind=entry.kind, reason=exc.notice)

    def action_log(self) -> list[tuple[str, dict[str, Any]]]:
        """The active actions in order (what a game record holds)."""
        return [(a.kind, a.payload) for a in self.store.actions() if not a.undone]

    def replay_action(self, kind: str, payload: dict[str, Any]) -> None:
        """Apply an action taken from a game record (read, checked and saved like any other)."""
        self._record(parse_action(kind, payload))

    # -- undo and redo ----------------------------------------------------------------------

    @property
    def can_undo(self) -> bool:
        return self.history.can_undo

    @property
    def can_redo(self) -> bool:
        return self.history.can_redo

    def undo_text(self, shown: Disclosure = SHOW_ALL) -> Message | None:
        """What Undo would undo, in a few words (None when there is nothing); ``shown``: what
        the screen may show (a mirrored screen during the turn: never the move)."""
        return self.history.undo_text(shown)

    def redo_text(self, shown: Disclosure = SHOW_ALL) -> Message | None:
        """What Redo would redo, in a few words (None when there is nothing), as ``shown`` allows."""
        return self.history.redo_text(shown)

    def undo(self) -> str:
        """Undo the last arbiter action; returns its kind."""
        last = self.history.last_undoable()
        if last is None:
            raise SessionError("nothing_to_undo", "there is nothing to undo")
        self._writable()
        self.history.mark(last, undone=True)
        self._replay()
        self.changed.emit("undo")
        return last.kind

    def redo(self) -> str:
        """Redo the last action undone; returns its kind. An action that no longer applies
        (changed in the file meanwhile) stays undone, and the error says why."""
        undone = self.history.next_redo()
        if undone is None:
            raise SessionError("nothing_to_redo", "there is nothing to redo")
        self._writable()
        self.history.mark(undone, undone=False)
        try:
            self._replay()
        except SessionError:
            self.history.mark(undone, undone=True)
            self._replay()
            raise
        self.changed.emit("redo")
        return next(a.kind for a in self.store.actions() if a.seq == undone.seq)

    # -- the move search --------------------------------------------------------------------

    def ranked_moves(self, limit: int = 500, cancel: Callable[[], bool] | None = None,
                     turn_number: int | None = None) -> RankedMoves:
        """The best moves of a turn's position (the turn in progress by default) in master
        order, every tied top included; searched once per position (``TurnSearch``)."""
        turn = self.current_turn if turn_number is None else self.turn(turn_number)
        return RankedMoves.empty() if turn is None else self.search.ranked(turn, limit, cancel)

    def tops(self, turn_number: int | None = None) -> RankedMoves:
        """Every move tied at the top score, in master order."""
        return self.ranked_moves(limit=1, turn_number=turn_number).tops()

    def default_master(self) -> ScoredMove | None:
        tops = self.tops()
        return tops[0] if tops else None

    def assess_master(self, text: str) -> tuple[ScoredMove, list[str]]:
        """Check a proposed master move; the warnings an arbiter should confirm."""
        turn = self.turn_in_progress()
        scored = check_move(turn.position(self.edition), text, self.lexicon, self.rules.move_rules)
        return scored, self.search.master_flags(turn, scored)

    # -- the arbiter's actions ------------------------------------------------------------

    def add_player(self, table: int, name: str, roster_id: str | None = None,
                   members: Iterable[str] = ()) -> Player:
        """A player takes a table; ``roster_id``: their identity in the club's roster, kept in
        the file; with ``members``, a team of pupils sharing the table under ``name``."""
        team = check_members(tuple(str(m) for m in members))
        self._record(AddPlayer(int(table), check_name(str(name)), roster_id, members=team or None))
        return self.players[int(table)]

    def rename_player(self, table: int, name: str, members: Iterable[str] | None = None) -> None:
        """A new name (and, when given, the team's members; ``()``: one player again)."""
        team = None if members is None else check_members(tuple(str(m) for m in members))
        self._record(RenamePlayer(int(table), check_name(str(name)), team))

    def change_table(self, table: int, new_table: int) -> None:
        """Give a player another table number; their entries and rulings follow them."""
        self._record(ChangeTable(int(table), int(new_table)))

    def remove_player(self, table: int) -> None:
        """The player leaves: from the next turn they play no more (they stay in the standings)."""
        self._record(Leave(int(table)))

    def draw(self) -> Turn | None:
        """Draw the next rack (random or prepared source); None when the game has ended."""
        self._need_phase(Phase.AWAITING_DRAW, QT_TRANSLATE_NOOP("engine", "cannot draw a rack now: the session is {phase}"))
        number = len(self.turns) + 1
        leftover = self.leftover()
        bag = remaining_tiles(self.edition, self.board, leftover)
        if self.settings.rack_source is RackSource.OWN:
            raise SessionError("own_letters", "this session uses the arbiter's own letters: type the rack")
        if self.settings.rack_source is RackSource.PREPARED:
            if number > len(self.settings.prepared):
                self._record(End(number, NO_MORE_PREPARED))
                return None
            prepared = self.settings.prepared[number - 1]
            tiles = parse_rack_text(prepared.rack, self.edition)
            rejected = [parse_rack_text(r, self.edition) for r in prepared.rejected]
            try:
                result: Draw | GameEnd = chosen_rack(tiles, leftover, bag, number, self.edition, self.rules,
                                                     rejected, check_rule=False)
            except DrawError as exc:
                raise DrawError(exc.code, "the prepared rack of turn {number} ({rack}) cannot be drawn: {reason}; the master moves must have differed from the prepared game's",
                    number=number, rack=prepared.rack, reason=exc.notice) from None
        else:
            result = draw_rack(leftover, bag, number, self.edition, self.rules, self.settings.seed)
        if isinstance(result, GameEnd):
            self._record(End(number, result.reason.text))
            return None
        self._record(self._draw_action(number, result, self.settings.rack_source))
        return self.turns[-1]

    def set_rack(self, text: str) -> Turn:
        """Own letters: the arbiter types this turn's rack (``EEL+IJX`` or ``EELIJX``)."""
        self._need_phase(Phase.AWAITING_DRAW, QT_TRANSLATE_NOOP("engine", "cannot type a rack now: the session is {phase}"))
        number = len(self.turns) + 1
        leftover = self.leftover()
        bag = remaining_tiles(self.edition, self.board, leftover)
        tiles = parse_rack_text(text, self.edition)
        result = chosen_rack(tiles, leftover, bag, number, self.edition, self.rules)
        self._record(self._draw_action(number, result, RackSource.OWN))
        return self.turns[-1]

    def _draw_action(self, number: int, draw: Draw, source: RackSource) -> DrawAction:
        text = self.tiles_text
        return DrawAction(number, text(draw.leftover), text(draw.new), tuple(text(r) for r in draw.rejected),
                          source.value)

    def tiles_text(self, tiles: Iterable[int]) -> str:
        """Tiles as text, ``?`` for a blank (racks in the file and on screen)."""
        return self.edition.tiles_text(tiles)

    def start_timer(self) -> None:
        self._need_phase(Phase.DRAWN, QT_TRANSLATE_NOOP("engine", "cannot start the timer now: the session is {phase}"))
        self._timer_action("start")

    def pause_timer(self) -> None:
        self._need_phase(Phase.RUNNING, QT_TRANSLATE_NOOP("engine", "cannot pause the timer now: the session is {phase}"))
        self._timer_action("pause")

    def resume_timer(self) -> None:
        self._need_phase(Phase.PAUSED, QT_TRANSLATE_NOOP("engine", "cannot resume the timer now: the session is {phase}"))
        self._timer_action("resume")

    def stop_timer(self) -> None:
        """End the time now (everyone has handed in)."""
        if self.phase not in (Phase.RUNNING, Phase.PAUSED, Phase.DRAWN):
            raise SessionError("not_allowed", "the timer cannot be stopped now ({phase})", phase=phase_word(self.phase))
        self._timer_action("stop")

    def _timer_action(self, op: TimerOp) -> None:
        turn = self.turn_in_progress()
        remaining = 0.0 if op == "stop" else turn.timer.remaining()
        self._record(Timer(turn.number, op, round(remaining, 3), time.time()))

    def enter_move(self, table: int, text: str, written_score: int | None = None, turn: int | None = None,
                   *, source: EntrySource = "slip", at_ms: int | None = None) -> Entry:
        """Store a player's move (checked and scored; an invalid one keeps its error, scores 0);
        a phone's move has ``source="phone"`` and ``at_ms``, its arrival on the turn's clock.

        ``text`` is in the standard notation (a lowercase letter is a blank); a move typed in
        the app is first read with ``checking.read_typed_move``."""
        number = self._entry_turn(turn)
        stored = canonical_move_text(str(text), self.edition)
        self._record(Enter(number, int(table), stored, written_score, None if source == "slip" else source, at_ms))
        return self.turn(number).entries[int(table)]

    def join_phone(self, table: int, token_hash: str) -> None:
        """A phone takes a table (its token stored hashed, so it reconnects after a restart)."""
        self._record(PhoneJoin(int(table), str(token_hash)))

    def release_phone(self, table: int) -> None:  # the player changes phone
        self._record(PhoneRelease(int(table)))

    def issue_card(self, table: int, code_record: str) -> None:
        """A table's card: its code stored salted and hashed (duplicate.session.phones.issue_card)."""
        self._record(TableCard(int(table), str(code_record)))

    def enter_no_move(self, table: int, turn: int | None = None) -> Entry:
        number = self._entry_turn(turn)
        self._record(Enter(number, int(table), None, None))
        return self.turn(number).entries[int(table)]

    def clear_entry(self, table: int, turn: int | None = None) -> None:
        number = self._entry_turn(turn)
        self._record(Clear(number, int(table)))

    def enter_for_tables(self, tables: Iterable[int], text: str | None, turn: int | None = None) -> None:
        """Give one move (or "no move") to several tables at once, in one action."""
        number = self._entry_turn(turn)
        chosen = tuple(dict.fromkeys(int(t) for t in tables))
        if not chosen:
            raise SessionError("no_tables", "no table given")
        if text is not None and not text.strip():
            raise SessionError("empty_move", "the move is empty: type a reference and a word, or use no move")
        self._record(BulkEnter(number, chosen, None if text is None else canonical_move_text(text, self.edition)))

    def enter_for_remaining(self, master_for_all: bool) -> int:
        """Give every active player without an entry the default top (or "no move"); one action."""
        turn = self.turn_in_progress()
        missing = [p.table for p in self.missing_entries()]
        if not missing:
            return 0
        text = None
        if master_for_all:
            master = turn.master or self.default_master()
            if master is None:
                raise SessionError("no_move", "there is no legal move to give")
            text = format_move(master.move, self.edition)
        self._record(BulkEnter(turn.number, tuple(missing), text))
        return len(missing)

    def decide(self, table: int, turn: int | None = None, *, accept_word: bool | None = None,
               warnings: int | None = None, penalty: int | None = None) -> Decision:
        """Set the arbiter's rulings for a player's turn (only the given fields change)."""
        number = self._entry_turn(turn)
        self._record(Decide(
            number,
            int(table),
            None if accept_word is None else bool(accept_word),
            None if warnings is None else int(warnings),
            None if penalty is None else int(penalty),
        ))
        return self.turn(number).decisions.get(int(table), Decision())

    def choose_master(self, text: str) -> ScoredMove:
        """The arbiter picks the master move (any legal move; flags say if it is no top)."""
        turn = self.turn_in_progress()
        scored, flags = self.assess_master(text)
        self._record(Master(turn.number, format_move(scored.move, self.edition), tuple(flags)))
        return scored

    def commit(self) -> ScoredMove:
        """Reveal: the master move (chosen, or the default top) goes on the board; all scored."""
        turn = self.turn_in_progress()
        master = turn.master or self.default_master()
        if master is None:
            raise SessionError("no_move", "no legal move exists for this rack: end the game instead")
        text = format_move(master.move, self.edition)
        if turn.master is None and self.store.in_memory:
            # A scratch game (``create_in_memory``, never a club's file) takes the search's own
            # top as judged: the search laid it out and scored it with the one scorer. A file's
            # master move is always checked again from its text, and so is this game's when
            # its record is replayed.
            self.trust_judgement(turn, text, master)
        self._record(Commit(turn.number, text, master.points))
        committed = self.turns[turn.number - 1].committed
        assert committed is not None
        return committed

    def record_hint(self, kind: str, answer: str) -> None:
        """Record that a hint was asked this turn and what it said (solo training)."""
        turn = self.turn_in_progress()
        self._record(Hint(turn.number, str(kind), str(answer)))

    def room_hint_choices(self) -> tuple[RoomHint, ...]:
        """The hints the arbiter may show the room about this turn's top (the master move when
        the arbiter chose a top, else the first top in master order); those already shown are
        left out. Empty when there is no legal move."""
        turn = self.turn_in_progress()
        tops = self.tops()
        if not tops:
            return ()
        top = turn.master if turn.master is not None and turn.master.points == tops[0].points else tops[0]
        shown = {hint.kind for hint in turn.room_hints}
        return tuple(hint for hint in facts_of_top(top, self.edition) if hint.kind not in shown)

    def show_room_hint(self, kind: str) -> RoomHint:
        """Show the room the hint ``kind`` about this turn's top (computed from the search)."""
        turn = self.turn_in_progress()
        if not self.rules.room_hints:
            raise SessionError("not_allowed", "these rules show no hints to the room")
        hint = next((h for h in self.room_hint_choices() if h.kind == kind), None)
        if hint is None:
            if any(h.kind == kind for h in turn.room_hints):
                raise SessionError("not_allowed", "this hint is already shown")
            raise SessionError("bad_hint", "no hint {kind} for this turn", kind=repr(kind))
        self._record(ShowRoomHint(turn.number, cast(HintKind, hint.kind), hint.value))
        return hint

    def end_now(self) -> None:
        """End the game at once (the bell): the committed turns stand as they are, a turn in
        play is left unplayed; undo takes the end back."""
        self.end_game(ENDED_EARLY)

    def end_game(self, reason: str) -> None:
        """End the game (e.g. no move is possible with the last rack)."""
        if self.end_reason is not None:
            raise SessionError("not_allowed", "the game is already over")
        self._record(End(len(self.turns), str(reason)))

    # -- applying ---------------------------------------------------------------------------

    def _need_phase(self, phase: Phase, template: str) -> None:
        """Refuses with ``template`` (its ``{phase}``: the phase now) unless the session is in ``phase``."""
        if self.phase is not phase:
            raise SessionError("not_allowed", template, phase=phase_word(self.phase))

    def _entry_turn(self, turn: int | None) -> int:
        if turn is None:
            return self.turn_in_progress().number
        self.turn(turn)
        return turn

    def _apply(self, action: Action, dry_run: bool, seq: int = 0, live: bool = False,
               restore_timers: bool = False, checked: bool = False) -> None:
        """Check an action against the state and (unless ``dry_run``) apply it.

        ``seq`` is the action's number in the file; ``live`` is true when the arbiter just
        did it (not a replay); ``restore_timers`` when a reopened file is replayed;
        ``checked`` when its dry run has just passed on this same state.
        """
        try:
            action.apply(self, dry_run, ActionContext(seq, live, restore_timers, checked))
        except (KeyError, TypeError, ValueError) as exc:
            raise SessionError("corrupt", "action {kind} has bad data ({reason})",
                kind=action.kind, reason=exc) from None


__all__ = [
    "FORMAT",
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
    "SharedReads",
    "Turn",
    "lexicon_for",
]
