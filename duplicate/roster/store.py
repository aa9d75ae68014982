"""The roster file: one small SQLite database a club keeps beside its sessions (or on a USB stick).

One writer at a time, and every edit in the file before it is acknowledged, as for session
files (duplicate.storage.session_file): each edit is one ``BEGIN IMMEDIATE`` transaction (SQLite's
own write lock, which two windows or two programs share through the file), committed with the
rollback journal and ``synchronous=FULL`` before the call returns. A second writer waits for the
first (a few seconds at most), then is refused with a message; nothing is half written.

No edit is lost to another window's: every entry carries a ``revision`` counted up by each edit,
and an edit made from an older copy than the file's is refused (``RosterChanged``), so the window
shows the other's edit instead of writing over it. Everything is read from the file at each call:
there is no copy of the roster that could go stale.

Merging two entries of one person keeps the second's identity as an alias of the first, so the
sessions played under either identity are still that person's (``resolve``).

The roster never reads or writes a session file. Opening an existing roster writes nothing; a
file that is not a roster, is damaged or is of a newer version gives a clear ``RosterError``.
"""

from __future__ import annotations

import os
import secrets
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence, TypeVar

from duplicate.base.errors import DuplicateError, Message
from duplicate.roster.player import FIELD_LIMIT, IDENTITY_PATTERN, NAME_LIMIT, RosterPlayer, folded, new_identity
from duplicate.session.names import check_name
from duplicate.storage.session_file import _write_error

T = TypeVar("T")

#: SQLite application_id of a roster file ("DUPR").
APPLICATION_ID = 0x44555052
FORMAT = 1
#: The roster's file name in its folder.
FILE_NAME = "roster.sqlite"
#: How long a writer waits for another window's edit to end before it is refused.
WAIT_SECONDS = 5.0
#: The most entries and categories a roster holds (a federation's list, not more).
MAX_PLAYERS = 20_000
MAX_CATEGORIES = 100

_SCHEMA = (
    "CREATE TABLE roster (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE players (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    licence TEXT NOT NULL,
    category TEXT NOT NULL,
    club TEXT NOT NULL,
    active INTEGER NOT NULL,
    last_table INTEGER,
    revision INTEGER NOT NULL
)""",
    "CREATE INDEX players_licence ON players (licence)",  # an import finds a player by licence
    "CREATE TABLE aliases (alias TEXT PRIMARY KEY, player TEXT NOT NULL)",
    "CREATE TABLE categories (position INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
)
_TABLES = frozenset({"roster", "players", "aliases", "categories"})


class RosterError(DuplicateError):
    """A roster file that cannot be created, opened or written, or an edit it refuses."""


class RosterChanged(RosterError):
    """The entry was changed (or merged) in another window since it was read: nothing written."""


#: How an error names each field of an entry.
LICENCE = Message("roster_licence", "licence number")
CATEGORY = Message("roster_category", "category")
CLUB = Message("roster_club", "club")


def _field(value: str, what: Message) -> str:
    text = " ".join(str(value).split())
    if len(text) > FIELD_LIMIT:
        raise RosterError("roster_field", "the {what} has at most {limit} characters", what=what, limit=FIELD_LIMIT)
    return check_name(text) if text else ""


def clean_name(name: str) -> str:
    """A roster name as stored: the session's one check of a name, at most ``NAME_LIMIT`` characters."""
    return check_name(str(name), NAME_LIMIT)


def checked(player: RosterPlayer) -> RosterPlayer:
    """``player`` as stored: its name checked as every player's name is, its fields folded and bounded."""
    if not IDENTITY_PATTERN.fullmatch(player.identity):
        raise RosterError("bad_identity", "{identity} is not a roster identity (a UUID)", identity=player.identity[:40])
    return replace(player, name=clean_name(player.name), licence=_field(player.licence, LICENCE),
                   category=_field(player.category, CATEGORY), club=_field(player.club, CLUB))


def _player(row: tuple[Any, ...]) -> RosterPlayer:
    identity, name, licence, category, club, active, last_table, revision = row
    return RosterPlayer(str(identity), str(name), str(licence), str(category), str(club), bool(active),
                        last_table if isinstance(last_table, int) else None, int(revision))


class Roster:
    """The roster file at ``path``, open for reading and (one edit at a time) writing."""

    def __init__(self, path: Path, connection: sqlite3.Connection, file_id: str) -> None:
        self.path = path
        self._db = connection
        self._file_id = file_id

    # -- opening ----------------------------------------------------------------------------

    @classmethod
    def open(cls, path: str | Path, default_categories: Sequence[str] = (), *,
             wait_seconds: float = WAIT_SECONDS) -> Roster:
        """The roster at ``path``, created (with ``default_categories``) when there is none yet;
        an edit waits up to ``wait_seconds`` for another window's to end."""
        path = Path(path)
        if not path.exists():
            cls._create(path, default_categories)
        try:
            connection = sqlite3.connect(path, timeout=wait_seconds, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            raise _write_error(path, exc, "open") from None
        try:
            file_id = cls._check(path, connection)
            connection.execute("PRAGMA synchronous=FULL")
        except BaseException:
            connection.close()
            raise
        return cls(path, connection, file_id)

    @staticmethod
    def _create(path: Path, categories: Sequence[str]) -> None:
        """Build the file under a temporary name, then give it its name (never a half file)."""
        if not path.parent.is_dir():
            raise RosterError("no_folder", "cannot create {path}: the folder does not exist", path=path)
        temporary = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}-creating")
        try:
            connection = sqlite3.connect(temporary, isolation_level=None)
            try:
                connection.execute(f"PRAGMA application_id={APPLICATION_ID}")
                connection.execute(f"PRAGMA user_version={FORMAT}")
                connection.execute("PRAGMA journal_mode=DELETE")
                connection.execute("BEGIN")
                for statement in _SCHEMA:
                    connection.execute(statement)
                connection.execute("INSERT INTO roster VALUES ('file_id', ?)", (secrets.token_hex(16),))
                for position, name in enumerate(dict.fromkeys(_field(c, CATEGORY) for c in categories if c.strip())):
                    connection.execute("INSERT INTO categories VALUES (?, ?)", (position, name))
                connection.execute("COMMIT")
            finally:
                connection.close()
            try:
                os.link(temporary, path)  # fails if another window made it meanwhile: theirs is kept
            except FileExistsError:
                pass
        except (sqlite3.Error, OSError) as exc:
            raise _write_error(path, exc, "create") from None
        finally:
            try:
                temporary.unlink(missing_ok=True)
            except OSError:
                pass

    @staticmethod
    def _check(path: Path, connection: sqlite3.Connection) -> str:
        """The file's identity, once it is known to be a sound roster of this version."""
        try:
            application_id = connection.execute("PRAGMA application_id").fetchone()[0]
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            if application_id != APPLICATION_ID or not _TABLES <= tables:
                raise RosterError("not_a_roster", "{path} is not a roster file of this program", path=path)
            if version > FORMAT:
                raise RosterError("newer_roster", "{path} was written by a newer version of the program", path=path)
            problems = [row[0] for row in connection.execute("PRAGMA quick_check")]
            if problems != ["ok"]:
                raise RosterError("damaged_roster", "{path} is damaged ({detail})", path=path, detail=problems[0])
            row = connection.execute("SELECT value FROM roster WHERE key = 'file_id'").fetchone()
            if row is None:
                raise RosterError("damaged_roster", "{path} is damaged ({detail})", path=path, detail="no identity")
            return str(row[0])
        except sqlite3.DatabaseError as exc:
            raise RosterError("damaged_roster", "{path} is damaged or is not a roster file ({detail})",
                              path=path, detail=str(exc)) from None

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Roster:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    # -- reading ----------------------------------------------------------------------------

    def _read(self, sql: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._db.execute(sql, parameters).fetchall()
        except sqlite3.Error as exc:
            raise RosterError("damaged_roster", "{path} is damaged or is not a roster file ({detail})",
                              path=self.path, detail=str(exc)) from None

    def players(self, *, active_only: bool = False) -> tuple[RosterPlayer, ...]:
        """Every entry (or only the active ones), by name."""
        rows = self._read("SELECT * FROM players" + (" WHERE active" if active_only else ""))
        return tuple(sorted((_player(row) for row in rows), key=lambda p: (p.name.casefold(), p.identity)))

    def search(self, query: str, *, active_only: bool = False) -> tuple[RosterPlayer, ...]:
        """The entries whose name, licence, category or club hold every word of ``query``."""
        return tuple(p for p in self.players(active_only=active_only) if p.matches(query))

    def find_by_name(self, name: str) -> RosterPlayer | None:
        """The one entry called ``name`` (case and accents aside), None when none or several are."""
        wanted = folded(" ".join(name.split()))
        found = [p for p in self.players() if folded(p.name) == wanted]
        return found[0] if len(found) == 1 else None

    def resolve(self, identity: str) -> str | None:
        """The identity of the entry that ``identity`` is now (itself, or the entry it was merged
        into); None when the roster does not know it (a session from another club)."""
        if self._read("SELECT 1 FROM players WHERE id = ?", (identity,)):
            return identity
        rows = self._read("SELECT player FROM aliases WHERE alias = ?", (identity,))
        return str(rows[0][0]) if rows else None

    def player(self, identity: str) -> RosterPlayer:
        """The entry ``identity`` is (after merges); RosterError when the roster does not know it."""
        resolved = self.resolve(identity)
        rows = self._read("SELECT * FROM players WHERE id = ?", (resolved,)) if resolved else []
        if not rows:
            raise RosterError("unknown_player", "the roster has no such player")
        return _player(rows[0])

    def aliases(self, identity: str) -> tuple[str, ...]:
        """The identities merged into ``identity`` (the sessions under them are this person's)."""
        return tuple(sorted(str(r[0]) for r in self._read("SELECT alias FROM aliases WHERE player = ?", (identity,))))

    def categories(self) -> tuple[str, ...]:
        return tuple(str(r[0]) for r in self._read("SELECT name FROM categories ORDER BY position"))

    # -- writing ----------------------------------------------------------------------------

    def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """``work`` in one transaction, committed before returning (or nothing written at all)."""
        try:
            self._db.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as exc:
            if getattr(exc, "sqlite_errorcode", None) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                raise RosterError("roster_busy", "the roster is being changed in another window; nothing was "
                                  "changed here: try again in a moment") from None
            raise _write_error(self.path, exc, "write") from None
        except sqlite3.Error as exc:
            raise _write_error(self.path, exc, "write") from None
        try:
            row = self._db.execute("SELECT value FROM roster WHERE key = 'file_id'").fetchone()
            if row is None or row[0] != self._file_id:
                raise RosterError("roster_replaced", "{path} was replaced by another file while it was open; "
                                  "nothing was changed: open the roster again", path=self.path)
            result = work(self._db)
            self._db.execute("COMMIT")
        except BaseException as exc:
            try:
                self._db.execute("ROLLBACK")
            except sqlite3.Error:
                pass
            if isinstance(exc, sqlite3.Error):
                raise _write_error(self.path, exc, "write") from None
            raise
        return result

    @staticmethod
    def _stored(db: sqlite3.Connection, identity: str) -> RosterPlayer | None:
        row = db.execute("SELECT * FROM players WHERE id = ?", (identity,)).fetchone()
        return _player(row) if row else None

    @staticmethod
    def _put(db: sqlite3.Connection, player: RosterPlayer) -> None:
        db.execute("INSERT OR REPLACE INTO players VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                   (player.identity, player.name, player.licence, player.category, player.club, int(player.active),
                    player.last_table, player.revision))

    @staticmethod
    def _add_category(db: sqlite3.Connection, category: str) -> None:
        if category and db.execute("SELECT 1 FROM categories WHERE name = ?", (category,)).fetchone() is None:
            count = db.execute("SELECT count(*), coalesce(max(position), -1) FROM categories").fetchone()
            if count[0] >= MAX_CATEGORIES:
                raise RosterError("too_many_categories", "a roster has at most {limit} categories", limit=MAX_CATEGORIES)
            db.execute("INSERT INTO categories VALUES (?, ?)", (count[1] + 1, category))

    def _new(self, db: sqlite3.Connection, player: RosterPlayer, count: int | None = None) -> None:
        """Add ``player`` (``count``: the number of players now, when the caller keeps it)."""
        if (count if count is not None else db.execute("SELECT count(*) FROM players").fetchone()[0]) >= MAX_PLAYERS:
            raise RosterError("roster_full", "a roster holds at most {limit} players", limit=MAX_PLAYERS)
        if db.execute("SELECT 1 FROM players WHERE id = ? UNION SELECT 1 FROM aliases WHERE alias = ?",
                      (player.identity, player.identity)).fetchone():
            raise RosterError("identity_taken", "the roster already has a player with this identity")
        self._add_category(db, player.category)
        self._put(db, player)

    def add(self, name: str, licence: str = "", category: str = "", club: str = "", *, active: bool = True,
            identity: str | None = None) -> RosterPlayer:
        """A new entry, saved; ``identity`` keeps one given elsewhere (another computer's roster)."""
        player = checked(RosterPlayer(identity or new_identity(), name, licence, category, club, active))
        self._write(lambda db: self._new(db, player))
        return player

    def update(self, edited: RosterPlayer) -> RosterPlayer:
        """Save ``edited`` (a copy read earlier, then changed) unless the entry changed meanwhile:
        ``RosterChanged`` then, and the file keeps the other window's edit."""
        edited = checked(edited)

        def work(db: sqlite3.Connection) -> RosterPlayer:
            stored = self._current(db, edited)
            saved = replace(edited, last_table=stored.last_table, revision=stored.revision + 1)
            self._add_category(db, saved.category)
            self._put(db, saved)
            return saved
        return self._write(work)

    def set_active(self, player: RosterPlayer, active: bool) -> RosterPlayer:
        return self.update(replace(player, active=active))

    def _current(self, db: sqlite3.Connection, copy: RosterPlayer) -> RosterPlayer:
        """The stored entry of ``copy`` when ``copy`` is as recent as it; else RosterChanged."""
        stored = self._stored(db, copy.identity)
        if stored is None:
            merged = db.execute("SELECT player FROM aliases WHERE alias = ?", (copy.identity,)).fetchone()
            if merged is not None:
                raise RosterChanged("roster_changed", "{name} was merged with another player in another window "
                                    "meanwhile; nothing was changed", name=copy.name)
            raise RosterError("unknown_player", "the roster has no such player")
        if stored.revision != copy.revision:
            raise RosterChanged("roster_changed", "{name} was changed in another window meanwhile; nothing was "
                                "changed: the roster now shows that edit, make yours again if it is still needed",
                                name=stored.name)
        return stored

    def merge(self, kept: RosterPlayer, other: RosterPlayer) -> RosterPlayer:
        """One person entered twice: ``other`` becomes an alias of ``kept`` (with every alias of
        its own), and ``kept`` takes the licence, category and club it lacks from ``other``."""
        if kept.identity == other.identity:
            raise RosterError("merge_same", "choose two different players to merge")

        def work(db: sqlite3.Connection) -> RosterPlayer:
            stored, gone = self._current(db, kept), self._current(db, other)
            merged = replace(stored, licence=stored.licence or gone.licence, category=stored.category or gone.category,
                             club=stored.club or gone.club, active=stored.active or gone.active,
                             last_table=stored.last_table if stored.last_table is not None else gone.last_table,
                             revision=stored.revision + 1)
            db.execute("DELETE FROM players WHERE id = ?", (gone.identity,))
            db.execute("UPDATE aliases SET player = ? WHERE player = ?", (merged.identity, gone.identity))
            db.execute("INSERT INTO aliases VALUES (?, ?)", (gone.identity, merged.identity))
            self._put(db, merged)
            return merged
        return self._write(work)

    def set_categories(self, categories: Iterable[str]) -> tuple[str, ...]:
        """The editable list of categories, in this order (the players keep theirs)."""
        names = tuple(dict.fromkeys(_field(c, CATEGORY) for c in categories if str(c).strip()))
        if len(names) > MAX_CATEGORIES:
            raise RosterError("too_many_categories", "a roster has at most {limit} categories", limit=MAX_CATEGORIES)

        def work(db: sqlite3.Connection) -> tuple[str, ...]:
            db.execute("DELETE FROM categories")
            db.executemany("INSERT INTO categories VALUES (?, ?)", enumerate(names))
            return names
        return self._write(work)

    def remember_tables(self, tables: Mapping[str, int]) -> None:
        """Each player's table of tonight (by identity), offered again next time. Not an edit of
        the entry (its revision stays): a window editing the player meanwhile loses nothing."""
        def work(db: sqlite3.Connection) -> None:
            for identity, table in tables.items():
                merged = db.execute("SELECT player FROM aliases WHERE alias = ?", (identity,)).fetchone()
                db.execute("UPDATE players SET last_table = ? WHERE id = ?",
                           (int(table), str(merged[0]) if merged else identity))
        self._write(work)

    def import_players(self, players: Sequence[RosterPlayer]) -> tuple[int, int]:
        """New entries and updates (by identity, or by licence number) all saved at once, or
        none: (added, updated)."""
        entries = [checked(p) for p in players]

        def work(db: sqlite3.Connection) -> tuple[int, int]:
            added = updated = 0
            count = db.execute("SELECT count(*) FROM players").fetchone()[0]
            for player in entries:
                target = self._match(db, player)
                if target is None:
                    self._new(db, player, count + added)
                    added += 1
                else:
                    self._add_category(db, player.category)
                    self._put(db, replace(player, identity=target.identity, last_table=target.last_table,
                                          revision=target.revision + 1))
                    updated += 1
            return added, updated
        return self._write(work)

    def _match(self, db: sqlite3.Connection, player: RosterPlayer) -> RosterPlayer | None:
        """The stored entry an imported row is: the same identity (or one merged into it), else the same licence."""
        row = db.execute("SELECT player FROM aliases WHERE alias = ?", (player.identity,)).fetchone()
        found = self._stored(db, str(row[0]) if row else player.identity)
        if found is None and player.licence:
            match = db.execute("SELECT * FROM players WHERE licence = ?", (player.licence,)).fetchone()
            found = _player(match) if match else None
        return found


__all__ = ["APPLICATION_ID", "FILE_NAME", "Roster", "RosterChanged", "RosterError", "checked", "clean_name"]
