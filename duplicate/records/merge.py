"""Simultaneous games: one prepared game played by many clubs, ranked together.

A game's identity (``game_identity``) is the SHA-256 of what makes two sessions the same game:
the edition, the word list (its SHA-256), the whole rule set and every turn's rack with the
racks rejected before it (each rack's tiles in a fixed order, so ``AB+CDEFG`` and ``ABCDEFG``
are one rack). A prepared session's identity comes from the racks it was prepared with (its
settings: known before the first draw, so the arbiter can read it out or compare it with the
federation's); any other session's from the racks it played, so the club that first played a
game and every club replaying its record share one identity.

``merge_sessions`` reads every club's file (read-only), checks each against the first one
and ranks all the players together, equal totals sharing a rank as in an evening's standings.
It refuses, naming the file: a file that cannot be read, a file whose game identity differs,
a file whose turns were changed after the draw (the action log, undone actions included, is
read: a rack typed instead of the prepared one, a turn drawn again with other letters), a file
whose master moves differ from the first file's, and a file that has not played the same turns.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from duplicate.base.collation import sort_key
from duplicate.base.errors import DuplicateError, Message
from duplicate.base.parallel import ordered_map
from duplicate.records.evenings import Evening, LexiconShelf, evening_of, unreadable
from duplicate.records.game_record import prepared_turns, record_settings
from duplicate.rules.bag import parse_rack_text
from duplicate.rules.edition import Edition, load_edition
from duplicate.rules.notation import format_move
from duplicate.session.actions import Draw as DrawAction
from duplicate.session.actions import parse_action
from duplicate.session.session import Session
from duplicate.session.settings import PreparedTurn, RackSource, SessionSettings

#: How many hexadecimal digits of the identity the arbiter reads out (three groups of four).
SHORT_DIGITS = 12


class MergeError(DuplicateError):
    """A file that cannot join the merge: the message names it and says why."""


def _rack_key(text: str, edition: Edition) -> str:
    """A rack in the one spelling the identity hashes: its tiles in the edition's order."""
    return _rack_spelling(text, edition.code)


@lru_cache(maxsize=4096)
def _rack_spelling(text: str, edition_code: str) -> str:
    """``_rack_key``, once per rack: every club's file of a game holds the same racks."""
    edition = load_edition(edition_code)
    return edition.tiles_text(sorted(parse_rack_text(text, edition)))


def game_identity(settings: SessionSettings, turns: Sequence[PreparedTurn]) -> str:
    """The identity of the game played with ``settings`` and these racks (64 hex digits)."""
    edition = load_edition(settings.edition)
    payload: dict[str, Any] = {
        "edition": settings.edition,
        "lexicon": settings.lexicon.sha256,
        "rules": settings.rules.to_dict(),
        "turns": [[_rack_key(t.rack, edition), [_rack_key(r, edition) for r in t.rejected]] for t in turns],
    }
    text = json.dumps(payload, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def session_identity(session: Session) -> str:
    """A session's game identity: its prepared racks, else the racks it played."""
    if session.settings.rack_source is RackSource.PREPARED:
        return game_identity(session.settings, session.settings.prepared)
    return game_identity(session.settings, prepared_turns(session))


def record_identity(record: dict[str, Any]) -> str:
    """The identity of the game a game record holds (the game the clubs will play)."""
    return game_identity(record_settings(record), prepared_turns(record))


def short_identity(identity: str) -> str:
    """The identity as an arbiter reads it out: ``3F9A-C1D2-77E0``."""
    digits = identity[:SHORT_DIGITS].upper()
    return "-".join(digits[i:i + 4] for i in range(0, len(digits), 4))


def changed_turns(session: Session) -> list[Message]:
    """The turns changed after their draw, read from the whole action log (undone actions too):
    a prepared session's rack that is not the prepared one, or typed; a turn drawn again with
    other letters. Empty when every turn was played as drawn."""
    edition = session.edition
    prepared = session.settings.rack_source is RackSource.PREPARED
    racks: dict[int, set[tuple[str, tuple[str, ...]]]] = defaultdict(set)
    problems: list[Message] = []
    for stored in session.store.actions():
        if stored.kind != DrawAction.kind:
            continue
        action = parse_action(stored.kind, stored.payload)
        assert isinstance(action, DrawAction)
        rack = (_rack_key(action.leftover + action.new, edition), tuple(_rack_key(r, edition) for r in action.rejected))
        number = action.turn
        if prepared:
            plan = session.settings.prepared[number - 1] if number <= len(session.settings.prepared) else None
            wanted = None if plan is None else (_rack_key(plan.rack, edition),
                                               tuple(_rack_key(r, edition) for r in plan.rejected))
            if action.source != RackSource.PREPARED.value or rack != wanted:
                problems.append(Message("rack_not_prepared", "turn {turn} was played with the rack {rack}, "
                                        "not the prepared game's", turn=number, rack=action.leftover + action.new))
                continue
        racks[number].add(rack)
        if len(racks[number]) == 2:
            problems.append(Message("rack_redrawn", "turn {turn} was drawn again with other letters",
                                    turn=number))
    return problems


@dataclass(frozen=True)
class MergedRow:
    rank: int
    name: str
    club: str
    file: str  # the session file's name
    table: int
    total: int
    deviation: int
    percent: float


@dataclass(frozen=True)
class Merge:
    identity: str
    turns: int
    top_total: int
    clubs: tuple[tuple[str, str, int], ...]  # (club, file name, players), in the order given
    rows: tuple[MergedRow, ...]


def _refused(path: str | Path, reason: Message) -> MergeError:
    return MergeError("merge_refused", "{file}: {reason}", file=Path(path).name, reason=reason)


class _Reference:
    """What every file must share with the first one: identity, turns played, master moves."""

    def __init__(self, identity: str, masters: list[str]) -> None:
        self.identity = identity
        self.masters = masters

    def check(self, path: str | Path, identity: str, masters: list[str]) -> None:
        if identity != self.identity:
            raise _refused(path, Message("other_game", "its game identity is {found}, not {wanted}: it is "
                                         "another game", found=short_identity(identity),
                                         wanted=short_identity(self.identity)))
        if len(masters) != len(self.masters):
            raise _refused(path, Message("other_turns", "it has played {found} turns, the first file {wanted}",
                                         found=len(masters), wanted=len(self.masters)))
        for number, (found, wanted) in enumerate(zip(masters, self.masters), start=1):
            if found != wanted:
                raise _refused(path, Message("other_master", "turn {turn}'s master move is {found}, the first "
                                             "file's {wanted}", turn=number, found=found, wanted=wanted))


@dataclass(frozen=True)
class ClubFile:
    """What a merge needs of one club's file, read (in a worker process when there are many)."""

    path: str
    identity: str
    masters: tuple[str, ...]  # each committed turn's master move
    evening: Evening


class ClubReader:
    """Reads clubs' files one after the other, sharing the word list and the judged moves."""

    def __init__(self) -> None:
        self.shelf = LexiconShelf()

    def __call__(self, path: str) -> ClubFile:
        try:
            session = self.shelf.open(path)
        except DuplicateError as exc:
            raise MergeError("merge_refused", exc.notice) from None
        try:
            problems = changed_turns(session)
            if problems:
                raise _refused(path, Message("changed_turns", "its turns were changed after the draw: {detail}",
                                             detail=problems[0]))
            masters = tuple(format_move(t.committed.move, session.edition) for t in session.committed_turns
                            if t.committed is not None)
            return ClubFile(path, session_identity(session), masters, evening_of(session, path))
        except MergeError:
            raise
        except DuplicateError as exc:
            raise _refused(path, exc.notice) from None
        finally:
            session.close()


def merge_sessions(paths: Sequence[str | Path], jobs: int = 1,
                   progress: Callable[[int, int], None] | None = None, language: str = "en") -> Merge:
    """All the players of these clubs' sessions of one game, ranked together (files only
    read, on up to ``jobs`` processes; equal totals by club and name in ``language``'s
    alphabetical order); MergeError names the first file refused."""
    if not paths:
        raise MergeError("no_files", "no session file to merge")
    seen: set[str] = set()
    for path in paths:
        resolved = str(Path(path).resolve())
        if resolved in seen:
            raise _refused(path, Message("given_twice", "the file is given twice"))
        seen.add(resolved)
    reference: _Reference | None = None
    evenings: list[Evening] = []
    for number, club in enumerate(ordered_map(ClubReader, (), [str(p) for p in paths], jobs), start=1):
        if reference is None:
            reference = _Reference(club.identity, list(club.masters))
        else:
            reference.check(club.path, club.identity, list(club.masters))
        evenings.append(club.evening)
        if progress is not None:
            progress(number, len(paths))
    assert reference is not None
    return _ranked(reference.identity, evenings, [Path(p).name for p in paths], language)


def _ranked(identity: str, evenings: list[Evening], names: list[str], language: str = "en") -> Merge:
    players = [(p, evening, name) for evening, name in zip(evenings, names) for p in evening.players]
    players.sort(key=lambda item: (-item[0].total, sort_key(item[1].club, language), item[2],
                                   sort_key(item[0].name, language), item[0].table))
    rows: list[MergedRow] = []
    rank = 0
    previous: int | None = None
    for position, (p, evening, name) in enumerate(players, start=1):
        if p.total != previous:
            rank, previous = position, p.total
        rows.append(MergedRow(rank, p.name, evening.club, name, p.table, p.total, p.deviation, p.percent))
    first = evenings[0]
    clubs = tuple((e.club, name, len(e.players)) for e, name in zip(evenings, names))
    return Merge(identity, first.turns, first.top_total, clubs, tuple(rows))


def read_identity(path: str | Path) -> str:
    """The game identity of a session file or a game record (JSON), read without writing."""
    from duplicate.records.game_record import read_record

    if str(path).lower().endswith(".json"):
        try:
            return record_identity(read_record(path))
        except DuplicateError as exc:
            raise unreadable(path, exc.notice) from None
    session = LexiconShelf().open(path)
    try:
        return session_identity(session)
    finally:
        session.close()


__all__ = ["ClubFile", "ClubReader", "Merge", "MergeError", "MergedRow", "changed_turns", "game_identity", "merge_sessions", "read_identity",
           "record_identity", "session_identity", "short_identity"]
