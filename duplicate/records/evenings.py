"""One evening's results as a season sees them, read from a session file without writing it.

A season (duplicate.records.season), a player's progress and a merge of simultaneous games
(duplicate.records.merge) all start from the same summary of a played session: who played,
under which identity, their total, deviation, percentage of the top and rank, the bingos they
found and missed and the turns where they lost most. ``read_evening`` opens the file read-only
(a reader never writes), replays it with the engine and keeps only that summary, so a season
of a hundred evenings holds a hundred small values, not a hundred sessions.

A player's identity across evenings (``player_key``) is their roster identity when the
session has one (``Player.roster_id``), else their name with case and spacing normalised
(accents kept: "Hélène" and "Helene" are two people).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Callable, Sequence

from duplicate.base.errors import DuplicateError, Message, SessionError
from duplicate.base.parallel import ordered_map
from duplicate.rules.checking import ScoredMove
from duplicate.rules.notation import format_move
from duplicate.session.session import Session, SharedJudgements
from duplicate.session.standings import compute_standings
from duplicate.words.lexicon import Lexicon

#: How many of an evening's costliest turns a player's summary keeps.
WORST_TURNS_KEPT = 5


class EveningError(DuplicateError):
    """A session file that cannot be read as an evening: the message names the file."""


def normalised_name(name: str) -> str:
    """A name as it identifies a player across evenings: case folded, spaces collapsed,
    accents kept (NFC, so the same accented letter typed two ways is one letter)."""
    return " ".join(unicodedata.normalize("NFC", name).casefold().split())


def player_key(name: str, roster_id: str | None) -> str:
    """The identity under which a player's evenings are gathered."""
    return f"roster:{roster_id}" if roster_id else f"name:{normalised_name(name)}"


@dataclass(frozen=True)
class TurnLoss:
    """A turn where a player scored less than the top: what they lost, what they played."""

    evening: str  # the evening's title (or file name)
    turn: int
    lost: int  # the top's points less the player's (positive)
    played: str | None  # the player's move, None for no move or nothing handed in
    top: str  # the master move


@dataclass(frozen=True)
class PlayerEvening:
    """One player's evening."""

    key: str
    name: str
    roster_id: str | None
    table: int
    rank: int
    players: int  # how many played the evening
    total: int
    top_total: int  # the tops the player is measured against (a latecomer's own)
    deviation: int
    percent: float
    bingos_found: int  # turns where the player's move placed all seven tiles
    bingos_missed: int  # turns whose master move was a bingo and the player's was not
    worst: tuple[TurnLoss, ...]  # the costliest turns, the costliest first


@dataclass(frozen=True)
class Evening:
    """A played session, summed up."""

    path: str
    title: str
    club: str  # the session's club name, else the file's name
    day: date | None  # when the session was created (UTC), None if the file does not say
    turns: int
    top_total: int
    over: bool  # the game has ended
    players: tuple[PlayerEvening, ...]  # in rank order

    @property
    def label(self) -> str:
        """How a table or a chart names the evening: its date, else its title."""
        return self.day.isoformat() if self.day else self.title


def session_day(created: str) -> date | None:
    """The date a session's ``created`` stamp says (ISO 8601), None when it says none."""
    try:
        return datetime.fromisoformat(created).date()
    except ValueError:
        return None


def evening_of(session: Session, path: str | Path) -> Evening:
    """The summary of an open session (it is only read)."""
    standings = compute_standings(session)
    title = session.settings.title or Path(path).stem
    club = session.settings.club or Path(path).stem
    turns = session.committed_turns
    bingo_turns = {t.number for t in turns if t.committed is not None and t.committed.score.bingo}
    tops = {t.number: format_move(t.committed.move, session.edition) for t in turns if t.committed is not None}
    players = []
    for row in standings.rows:
        player = session.players[row.table]
        found = 0
        for turn in turns:
            entry = turn.entries.get(row.table)
            outcome = entry.outcome if entry is not None else None
            if player.active(turn.number) and isinstance(outcome, ScoredMove) and outcome.score.bingo:
                found += 1
        missed = sum(1 for cell in row.cells if cell.turn in bingo_turns and cell.status != "absent"
                     and not _bingo_played(session, cell.turn, row.table))
        losses = sorted((c for c in row.cells if c.status != "absent" and c.top - c.score > 0),
                        key=lambda c: (c.score - c.top, c.turn))[:WORST_TURNS_KEPT]
        worst = tuple(TurnLoss(title, c.turn, c.top - c.score, c.text if c.status in ("move", "invalid") else None,
                               tops.get(c.turn, "")) for c in losses)
        top_total = row.total - row.deviation
        players.append(PlayerEvening(
            key=player_key(player.name, player.roster_id), name=player.name, roster_id=player.roster_id,
            table=row.table, rank=row.rank, players=len(standings.rows), total=row.total, top_total=top_total,
            deviation=row.deviation, percent=row.percent, bingos_found=found, bingos_missed=missed, worst=worst))
    return Evening(str(path), title, club, session_day(session.settings.created), len(turns),
                   standings.top_total, session.end_reason is not None, tuple(players))


def _bingo_played(session: Session, turn_number: int, table: int) -> bool:
    entry = session.turn(turn_number).entries.get(table)
    return entry is not None and isinstance(entry.outcome, ScoredMove) and entry.outcome.score.bingo


class LexiconShelf:
    """The word lists of the files read, loaded once each (a season's evenings share one)."""

    def __init__(self) -> None:
        self._lists: dict[str, Lexicon] = {}
        #: The entries judged, per word list and move rules: the clubs of a simultaneous game
        #: hand in the same moves on the same positions, judged once for all.
        self._judged: SharedJudgements = {}

    def open(self, path: str | Path) -> Session:
        """The session at ``path``, opened read-only; a readable error naming the file."""
        try:
            for lexicon in [*self._lists.values(), None]:
                try:
                    session = Session.open(path, lexicon, read_only=True, judgements=self._judged)
                    break
                except SessionError as exc:
                    if lexicon is None or exc.code != "lexicon_mismatch":
                        raise
        except DuplicateError as exc:
            raise unreadable(path, exc.notice) from None
        except OSError as exc:
            raise unreadable(path, Message("os_error", "the file cannot be read: {detail}", detail=exc.strerror or str(exc))) from None
        self._lists.setdefault(session.lexicon.identity.sha256, session.lexicon)
        return session


def read_evening(path: str | Path, shelf: LexiconShelf | None = None) -> Evening:
    """The evening a session file holds, read without writing anything."""
    session = (shelf or LexiconShelf()).open(path)
    try:
        return evening_of(session, path)
    finally:
        session.close()


class EveningReader:
    """Reads session files one after the other, sharing word lists and judged moves (a job
    of ``read_evenings``, in this process or a worker)."""

    def __init__(self) -> None:
        self.shelf = LexiconShelf()

    def __call__(self, path: str) -> Evening:
        return read_evening(path, self.shelf)


def read_evenings(paths: Sequence[str | Path], jobs: int = 1,
                  progress: Callable[[int, int], None] | None = None) -> list[Evening]:
    """Every file's evening, in the order given, read on up to ``jobs`` processes;
    EveningError names the first file refused."""
    evenings = []
    for number, evening in enumerate(ordered_map(EveningReader, (), [str(p) for p in paths], jobs), start=1):
        evenings.append(evening)
        if progress is not None:
            progress(number, len(paths))
    return evenings


def unreadable(path: str | Path, reason: Message) -> EveningError:
    """A file refused for ``reason``, named."""
    return EveningError("unreadable", "{file}: {reason}", file=Path(path).name, reason=reason)


__all__ = ["Evening", "EveningError", "EveningReader", "LexiconShelf", "PlayerEvening", "TurnLoss", "evening_of", "normalised_name",
           "player_key", "read_evening", "read_evenings", "session_day", "unreadable"]
