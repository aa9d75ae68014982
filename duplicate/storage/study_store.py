"""The study deck's file: the words a player missed and when each is to be asked again.

One SQLite database in the training folder, beside the games (``study.sqlite``). It knows
rows, not the game: a card is a key, its word list's name and its content as JSON text
(``duplicate.training.study`` writes and reads it strictly); its schedule is a few
numbers; every answer is a row of a log. Each answer is one transaction, committed with
``synchronous=FULL`` and the rollback journal (as session files are) before the caller
acknowledges it, so an answer the player saw judged is never lost. The games already read
are remembered (file name, start stamp, turns read) so that only new turns are gathered.

A file that is not ours (another SQLite database, or not SQLite) is refused with a clear
message and never written.

Formats (``PRAGMA user_version``), each one's layout and the upgrade from the one before in one
place, ``_LAYOUTS`` and ``_upgrade``: 1, the first; 2 (issue 41) keeps when a card is due as a
day of the player's calendar (``2026-12-02``, not an instant: a card due "tomorrow" is due
from local midnight, wherever and whenever the player is), and marks the answers the player
counted right after they were judged wrong (``overruled``). A file of format 1 is upgraded
when it is opened for writing, in one transaction: each due instant becomes its day in the
local time zone of that moment (where the player answered), the answers are kept as they were.
Cards found in word lists (``duplicate.training.study.WordCard``) are rows of ``cards`` like
the others, their content telling their kind.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone, tzinfo
from pathlib import Path
from typing import Iterable, Mapping

from duplicate.base.errors import DuplicateError

#: The file's name in the training folder.
STUDY_FILE = "study.sqlite"
#: ``PRAGMA application_id`` of a study file ("DSst"): another program's database is refused.
APPLICATION_ID = 0x44537374
SCHEMA_VERSION = 2

_LAYOUT_1 = (
    "CREATE TABLE cards (key TEXT PRIMARY KEY, lexicon TEXT NOT NULL, data TEXT NOT NULL)",
    """CREATE TABLE schedule (key TEXT PRIMARY KEY, box INTEGER NOT NULL, due TEXT NOT NULL,
                       right INTEGER NOT NULL, wrong INTEGER NOT NULL, last TEXT NOT NULL)""",
    """CREATE TABLE answers (id INTEGER PRIMARY KEY, key TEXT NOT NULL, at TEXT NOT NULL, text TEXT NOT NULL,
                      correct INTEGER NOT NULL)""",
    "CREATE TABLE games (game TEXT PRIMARY KEY, started TEXT NOT NULL, turns INTEGER NOT NULL)",
)
#: Format 2: ``schedule.due`` is a calendar day (see the module's docstring), and an answer
#: counted right by the player after it was judged wrong is marked.
_UPGRADE_TO_2 = ("ALTER TABLE answers ADD COLUMN overruled INTEGER NOT NULL DEFAULT 0",)
#: Each format's layout: the statements that make a file of it from nothing (a new file gets
#: the newest), as an upgrade runs them.
_LAYOUTS = {1: _LAYOUT_1, 2: _LAYOUT_1 + _UPGRADE_TO_2}
_TABLES = frozenset({"cards", "schedule", "answers", "games"})


def due_day(instant: str, zone: tzinfo | None = None) -> str:
    """The calendar day (ISO) of a due instant of format 1, in ``zone`` (None: the system's
    time zone); "" stays "" (never due), and a value that is no instant is kept as it is."""
    if not instant:
        return ""
    try:
        moment = datetime.fromisoformat(instant)
    except ValueError:
        return instant
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(zone).date().isoformat()


def _upgrade(db: sqlite3.Connection, version: int, zone: tzinfo | None) -> None:
    """Bring a file of format ``version`` to the newest, inside the caller's transaction."""
    if version < 2:
        for statement in _UPGRADE_TO_2:
            db.execute(statement)
        rows = db.execute("SELECT key, due FROM schedule").fetchall()
        db.executemany("UPDATE schedule SET due = ? WHERE key = ?", [(due_day(due, zone), key) for key, due in rows])
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


class StudyFileError(DuplicateError):
    """A study file that cannot be opened or written."""


@dataclass(frozen=True)
class StoredCard:
    key: str
    lexicon: str
    data: str  # the card as JSON


@dataclass(frozen=True)
class StoredSchedule:
    """Where a card stands: its Leitner box, the calendar day it is due (ISO ``2026-12-02``, the
    player's local day; "" for a new card due at once, or a learned one), its right and wrong
    answers, the last answer's time (an instant, ISO UTC)."""

    box: int = 0
    due: str = ""
    right: int = 0
    wrong: int = 0
    last: str = ""


def _failed(path: Path, exc: BaseException) -> StudyFileError:
    return StudyFileError("study_file", "the study file {path} cannot be used: {why}", path=str(path), why=str(exc))


class StudyStore:
    """The study file of a training folder, open for reading and writing."""

    def __init__(self, db: sqlite3.Connection, path: Path) -> None:
        self._db = db
        self.path = path

    @classmethod
    def open(cls, path: str | Path, zone: tzinfo | None = None) -> StudyStore:
        """Open the study file, created (with its folder) when absent; a file of an older
        format is upgraded (its due instants read as days in ``zone``, None: the system's)."""
        path = Path(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=10)
        except (OSError, sqlite3.Error) as exc:
            raise _failed(path, exc) from None
        try:
            db.execute("PRAGMA journal_mode = DELETE")
            db.execute("PRAGMA synchronous = FULL")
            tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if not tables:
                db.executescript("BEGIN IMMEDIATE;" + "".join(f"{s};" for s in _LAYOUTS[SCHEMA_VERSION])
                                 + f"PRAGMA application_id = {APPLICATION_ID};"
                                 f"PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
            elif tables != _TABLES or db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                raise StudyFileError("not_study_file", "{path} is not a study file of this program", path=str(path))
            else:
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise StudyFileError("newer_study_file", "{path} was written by a newer version of the program",
                                         path=str(path))
                if version < SCHEMA_VERSION:
                    with _transaction(db):
                        _upgrade(db, version, zone)
        except sqlite3.Error as exc:
            db.close()
            raise _failed(path, exc) from None
        except BaseException:
            db.close()
            raise
        return cls(db, path)

    def close(self) -> None:
        self._db.close()

    # -- reading ---------------------------------------------------------------------------------

    def cards(self) -> list[StoredCard]:
        try:
            return [StoredCard(*row) for row in self._db.execute("SELECT key, lexicon, data FROM cards ORDER BY rowid")]
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None

    def schedules(self) -> dict[str, StoredSchedule]:
        try:
            rows = self._db.execute("SELECT key, box, due, right, wrong, last FROM schedule")
            return {key: StoredSchedule(*rest) for key, *rest in rows}
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None

    def games(self) -> dict[str, tuple[str, int]]:
        """The games already gathered: file name -> (start stamp, turns read)."""
        try:
            return {game: (started, turns) for game, started, turns in self._db.execute("SELECT * FROM games")}
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None

    def answers(self, key: str | None = None) -> list[tuple[str, str, str, bool]]:
        """The answers given (card key, time, text typed, right: as judged, or as the player
        counted it afterwards), oldest first."""
        query = "SELECT key, at, text, correct FROM answers"
        try:
            rows = (self._db.execute(query + " WHERE key = ? ORDER BY id", (key,)) if key is not None
                    else self._db.execute(query + " ORDER BY id"))
            return [(k, at, text, bool(correct)) for k, at, text, correct in rows]
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None

    def overruled(self) -> list[int]:
        """The answers (their ids) the player counted right after they were judged wrong."""
        try:
            return [row[0] for row in self._db.execute("SELECT id FROM answers WHERE overruled = 1 ORDER BY id")]
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None

    # -- writing ---------------------------------------------------------------------------------

    def add_game(self, game: str, started: str, turns: int, cards: Iterable[StoredCard]) -> int:
        """Add a game's new cards (a key already there is kept as it is, its schedule too) and
        remember how many of its turns were read: one transaction. Returns the cards added."""
        try:
            with _transaction(self._db):
                added = self._insert(cards, {})
                self._db.execute("INSERT OR REPLACE INTO games VALUES (?, ?, ?)", (game, started, turns))
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None
        return added

    def record_answer(self, key: str, at: str, text: str, correct: bool, schedule: StoredSchedule) -> int:
        """Log an answer and set the card's new schedule, in one transaction (durable on
        return). Returns the answer's id (to overrule it)."""
        try:
            with _transaction(self._db):
                if self._db.execute("SELECT 1 FROM cards WHERE key = ?", (key,)).fetchone() is None:
                    raise StudyFileError("no_card", "the study file has no card {key}", key=key)
                cursor = self._db.execute("INSERT INTO answers (key, at, text, correct) VALUES (?, ?, ?, ?)",
                                          (key, at, text, int(correct)))
                self._set_schedule(key, schedule)
                return int(cursor.lastrowid or 0)
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None

    def overrule(self, answer: int, key: str, schedule: StoredSchedule) -> None:
        """The player counts answer ``answer`` (judged wrong) right: marked so, and the card's
        schedule replaced, in one transaction."""
        try:
            with _transaction(self._db):
                cursor = self._db.execute("UPDATE answers SET correct = 1, overruled = 1 WHERE id = ? AND key = ?",
                                          (answer, key))
                if cursor.rowcount != 1:
                    raise StudyFileError("no_answer", "the study file has no answer {answer} to card {key}",
                                         answer=str(answer), key=key)
                self._set_schedule(key, schedule)
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None

    def add_cards(self, cards: Iterable[StoredCard], schedules: Mapping[str, StoredSchedule]) -> int:
        """Add cards that belong to no game (found in a word list) with their first schedules
        (a new card's day: a backlog spread over days); a key already there is kept as it is,
        its schedule too. One transaction; returns the cards added."""
        try:
            with _transaction(self._db):
                added = self._insert(cards, schedules)
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None
        return added

    def set_schedules(self, schedules: Mapping[str, StoredSchedule]) -> None:
        """Replace some cards' schedules (a backlog spread again), in one transaction."""
        try:
            with _transaction(self._db):
                for key, schedule in schedules.items():
                    self._set_schedule(key, schedule)
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None

    def _insert(self, cards: Iterable[StoredCard], schedules: Mapping[str, StoredSchedule]) -> int:
        """Insert the cards whose key is new, with their schedule when given (inside the
        caller's transaction); returns how many were new."""
        added = 0
        for card in cards:
            cursor = self._db.execute("INSERT OR IGNORE INTO cards VALUES (?, ?, ?)", (card.key, card.lexicon, card.data))
            if cursor.rowcount and card.key in schedules:
                self._set_schedule(card.key, schedules[card.key])
            added += cursor.rowcount
        return added

    def _set_schedule(self, key: str, schedule: StoredSchedule) -> None:
        self._db.execute("INSERT OR REPLACE INTO schedule VALUES (?, ?, ?, ?, ?, ?)",
                         (key, schedule.box, schedule.due, schedule.right, schedule.wrong, schedule.last))


class _transaction:  # noqa: N801 - read as a function: ``with _transaction(db):``
    """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on an error) on an autocommit connection."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> None:
        if not self._db.in_transaction:
            self._db.execute("BEGIN IMMEDIATE")
            self._own = True
        else:
            self._own = False

    def __exit__(self, kind: object, value: object, trace: object) -> None:
        if not self._own:
            return
        if kind is None:
            self._db.execute("COMMIT")
        elif self._db.in_transaction:
            self._db.execute("ROLLBACK")


__all__ = ["STUDY_FILE", "StoredCard", "StoredSchedule", "StudyFileError", "StudyStore", "due_day"]
