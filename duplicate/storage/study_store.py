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
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from duplicate.base.errors import DuplicateError

#: The file's name in the training folder.
STUDY_FILE = "study.sqlite"
#: ``PRAGMA application_id`` of a study file ("DSst"): another program's database is refused.
APPLICATION_ID = 0x44537374
SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE cards (key TEXT PRIMARY KEY, lexicon TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE schedule (key TEXT PRIMARY KEY, box INTEGER NOT NULL, due TEXT NOT NULL,
                       right INTEGER NOT NULL, wrong INTEGER NOT NULL, last TEXT NOT NULL);
CREATE TABLE answers (id INTEGER PRIMARY KEY, key TEXT NOT NULL, at TEXT NOT NULL, text TEXT NOT NULL,
                      correct INTEGER NOT NULL);
CREATE TABLE games (game TEXT PRIMARY KEY, started TEXT NOT NULL, turns INTEGER NOT NULL);
"""
_TABLES = frozenset({"cards", "schedule", "answers", "games"})


class StudyFileError(DuplicateError):
    """A study file that cannot be opened or written."""


@dataclass(frozen=True)
class StoredCard:
    key: str
    lexicon: str
    data: str  # the card as JSON


@dataclass(frozen=True)
class StoredSchedule:
    """Where a card stands: its Leitner box, when it is due (ISO UTC; "" when never), its
    right and wrong answers, the last answer's time."""

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
    def open(cls, path: str | Path) -> StudyStore:
        """Open the study file, created (with its folder) when absent."""
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
                db.executescript("BEGIN IMMEDIATE;" + _SCHEMA + f"PRAGMA application_id = {APPLICATION_ID};"
                                 f"PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
            elif tables != _TABLES or db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                raise StudyFileError("not_study_file", "{path} is not a study file of this program", path=str(path))
            elif db.execute("PRAGMA user_version").fetchone()[0] > SCHEMA_VERSION:
                raise StudyFileError("newer_study_file", "{path} was written by a newer version of the program",
                                     path=str(path))
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
        """The answers given (card key, time, text typed, right), oldest first."""
        query = "SELECT key, at, text, correct FROM answers"
        try:
            rows = (self._db.execute(query + " WHERE key = ? ORDER BY id", (key,)) if key is not None
                    else self._db.execute(query + " ORDER BY id"))
            return [(k, at, text, bool(correct)) for k, at, text, correct in rows]
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None

    # -- writing ---------------------------------------------------------------------------------

    def add_game(self, game: str, started: str, turns: int, cards: Iterable[StoredCard]) -> int:
        """Add a game's new cards (a key already there is kept as it is, its schedule too) and
        remember how many of its turns were read: one transaction. Returns the cards added."""
        added = 0
        try:
            with _transaction(self._db):
                for card in cards:
                    cursor = self._db.execute("INSERT OR IGNORE INTO cards VALUES (?, ?, ?)",
                                              (card.key, card.lexicon, card.data))
                    added += cursor.rowcount
                self._db.execute("INSERT OR REPLACE INTO games VALUES (?, ?, ?)", (game, started, turns))
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None
        return added

    def record_answer(self, key: str, at: str, text: str, correct: bool, schedule: StoredSchedule) -> None:
        """Log an answer and set the card's new schedule, in one transaction (durable on return)."""
        try:
            with _transaction(self._db):
                if self._db.execute("SELECT 1 FROM cards WHERE key = ?", (key,)).fetchone() is None:
                    raise StudyFileError("no_card", "the study file has no card {key}", key=key)
                self._db.execute("INSERT INTO answers (key, at, text, correct) VALUES (?, ?, ?, ?)",
                                 (key, at, text, int(correct)))
                self._db.execute("INSERT OR REPLACE INTO schedule VALUES (?, ?, ?, ?, ?, ?)",
                                 (key, schedule.box, schedule.due, schedule.right, schedule.wrong, schedule.last))
        except sqlite3.Error as exc:
            raise _failed(self.path, exc) from None


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


__all__ = ["STUDY_FILE", "StoredCard", "StoredSchedule", "StudyFileError", "StudyStore"]
