"""Players' phones as the session sees them: tokens, the PIN, joining a table, handing in a
move, and what a phone may read of the session. Pure Python (the web service is in ui/phones).

A phone holds a table through a 128-bit random token; the session file stores only its
SHA-256, so a phone reconnects after the app restarts while the file holds no secret worth
stealing. A phone's move goes through ``Session.enter_move`` like a typed slip (same
notation, same errors, same written-score rule), marked as from a phone with its time on the
turn's clock. What a phone reads is its own table only: the rack, the master board, the time
left, its own entry and, after the reveal, its own result.

A table is joined with its card: a short code of its own (``CARD_LENGTH`` characters),
printed with a QR code by the arbiter, and stored salted and hashed with scrypt, so the file
does not give the codes away either. Players the arbiter did not announce join a new table
with the room's PIN, where the arbiter allows it, and get that table's code on their phone.
Wrong codes (PINs and card codes) are checked at a bounded rate for the whole room
(``GuessGuard``), so guessing a PIN takes longer than an evening from any number of devices.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable

from duplicate.rules.board import Board, Position, Rack
from duplicate.rules.cgp import position_to_cgp
from duplicate.rules.edition import BLANK, Edition
from duplicate.base import inputs
from duplicate.base.errors import DuplicateError
from duplicate.base.inputs import InputError
from duplicate.rules.notation import canonical_move_text, format_move, format_square
from duplicate.rules.checking import ScoredMove
from duplicate.session.names import check_name
from duplicate.session.session import Entry, Phase, Session, SessionError, Turn
from duplicate.session.standings import Standings, compute_standings, standing_columns

#: The longest name a phone may give (longer names are refused, not cut).
NAME_LIMIT = 40
#: The longest move text a phone may send.
MOVE_LIMIT = 60
#: Highest written score a phone may send.
SCORE_LIMIT = 9999


class PhoneError(DuplicateError):
    """A phone's request the session refuses; ``code`` is the API's error code."""


# -- tokens and PIN --------------------------------------------------------------------------


def new_token() -> str:
    """A fresh 128-bit random token, as 32 hexadecimal digits."""
    return secrets.token_hex(16)


def token_hash(token: str) -> str:
    """What the session file keeps of a token: its SHA-256 in hexadecimal."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def random_pin(digits: int = 4) -> str:
    """A random session PIN of ``digits`` digits (4 to 6)."""
    if not 4 <= digits <= 6:
        raise ValueError("a PIN has 4 to 6 digits")
    return "".join(secrets.choice("0123456789") for _ in range(digits))


_PIN = re.compile(r"[0-9]{4,6}")


def valid_pin(pin: str) -> bool:
    return isinstance(pin, str) and _PIN.fullmatch(pin) is not None


def pin_matches(expected: str, given: Any) -> bool:
    """Constant-time comparison of a PIN sent by a phone."""
    return isinstance(given, str) and secrets.compare_digest(expected.encode(), given.encode())


def clean_name(name: Any) -> str:
    """A player's name from a phone as plain text (``duplicate.session.names``), at most
    ``NAME_LIMIT`` characters.

    Markup stays as typed (``<script>`` is a name like any other): every view shows names
    as plain text, never as rich text or HTML.
    """
    if not isinstance(name, str):
        raise PhoneError("bad_name", "the name must be text")
    try:
        return check_name(name, NAME_LIMIT)
    except SessionError as exc:
        raise PhoneError("bad_name", exc.notice) from None


# -- table cards -------------------------------------------------------------------------------

#: The characters of a card's code: no 0, O, 1 or I, which are mistaken for each other.
CARD_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
#: Characters of a card's code: 32**6, about a billion codes per table.
CARD_LENGTH = 6
#: scrypt's cost (2**11, 2 MB: about 15 ms a check on a slow laptop; a billion codes, hours on a GPU).
_SCRYPT = {"n": 1 << 11, "r": 8, "p": 1, "dklen": 32}


def new_card_code() -> str:
    """A fresh random code for a table's card."""
    return "".join(secrets.choice(CARD_ALPHABET) for _ in range(CARD_LENGTH))


def normal_card_code(text: Any) -> str | None:
    """A code as typed or scanned (any case, spaces or dashes between groups) in its one
    spelling; None when it cannot be a card's code."""
    if not isinstance(text, str) or len(text) > 3 * CARD_LENGTH:
        return None
    code = "".join(c for c in text.upper() if c not in " -")
    if len(code) != CARD_LENGTH or any(c not in CARD_ALPHABET for c in code):
        return None
    return code


def card_record(code: str, salt: bytes | None = None) -> str:
    """What the session file keeps of a card's code: ``scrypt$<salt>$<hash>`` in hexadecimal."""
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.scrypt(code.encode("ascii"), salt=salt, **_SCRYPT)
    return f"scrypt${salt.hex()}${digest.hex()}"


def card_matches(record: str, given: Any) -> bool:
    """Whether ``given`` is the code of the card stored as ``record`` (constant time)."""
    code = normal_card_code(given)
    try:
        kind, salt, digest = record.split("$")
        salt_bytes = bytes.fromhex(salt)
    except ValueError:
        return False
    if code is None or kind != "scrypt":
        return False
    return secrets.compare_digest(card_record(code, salt_bytes).split("$")[2], digest)


def valid_card_record(record: str) -> bool:
    """Whether a stored card record has the shape ``card_record`` writes."""
    parts = record.split("$")
    return (len(parts) == 3 and parts[0] == "scrypt" and len(parts[1]) == 32 and len(parts[2]) == 64
            and all(c in "0123456789abcdef" for c in parts[1] + parts[2]))


def issue_card(session: Session, table: int, code: str | None = None) -> str:
    """A new card for ``table``: its code (``code``, or a new one; to print, the file keeps it
    hashed). The table's earlier card stops working; a phone holding the table keeps it."""
    code = code or new_card_code()
    session.issue_card(table, card_record(code))
    return code


# -- guards of the service (pure logic, with an injected clock) --------------------------------


@dataclass
class RateLimit:
    """At most ``burst`` requests in any ``window`` seconds per key (a token or an address)."""

    burst: int
    window: float
    clock: Callable[[], float]
    _seen: dict[str, deque[float]] = field(default_factory=dict)

    def allow(self, key: str) -> bool:
        now = self.clock()
        times = self._seen.setdefault(key, deque())
        while times and times[0] <= now - self.window:
            times.popleft()
        if len(times) >= self.burst:
            return False
        times.append(now)
        return True

    def forget_idle(self) -> None:
        """Drop keys with no request in the window (keeps memory flat over a long evening)."""
        now = self.clock()
        for key in [k for k, t in self._seen.items() if not t or t[-1] <= now - self.window]:
            del self._seen[key]


@dataclass
class PinGuard:
    """``attempts`` wrong PINs from one address lock it out for ``lockout`` seconds."""

    attempts: int
    lockout: float
    clock: Callable[[], float]
    _failures: dict[str, int] = field(default_factory=dict)
    _locked_until: dict[str, float] = field(default_factory=dict)

    def locked(self, address: str) -> float:
        """Seconds the address stays locked out (0: it may try)."""
        until = self._locked_until.get(address)
        if until is None:
            return 0.0
        left = until - self.clock()
        if left <= 0:
            del self._locked_until[address]
            return 0.0
        return left

    def failed(self, address: str) -> None:
        count = self._failures.get(address, 0) + 1
        if count >= self.attempts:
            self._locked_until[address] = self.clock() + self.lockout
            count = 0
        self._failures[address] = count

    def succeeded(self, address: str) -> None:
        self._failures.pop(address, None)


@dataclass
class GuessGuard:
    """At most ``per_minute`` wrong codes (PINs and card codes) checked in any minute, from
    all addresses together; past that a code is refused unchecked until the oldest wrong
    one is a minute old. So guessing a 4-digit PIN takes ``10000 / per_minute / 2`` minutes
    on average whatever the number of devices, and the arbiter sees it happen (``recent``).
    """

    per_minute: int
    clock: Callable[[], float]
    window: float = 60.0
    alarm_after: int = 5  # wrong codes in a minute that are more than typing mistakes
    in_flight: int = 0  # codes being checked now (counted as wrong until they are known)
    _wrong: deque[float] = field(default_factory=deque)
    _refused: deque[float] = field(default_factory=deque)

    def _forget(self, now: float) -> None:
        for times in (self._wrong, self._refused):
            while times and times[0] <= now - self.window:
                times.popleft()

    def wait(self) -> float:
        """Seconds before a code may be checked (0: now). A code sent before is refused unchecked."""
        now = self.clock()
        self._forget(now)
        if len(self._wrong) + self.in_flight < self.per_minute:
            return 0.0
        if not self._wrong:  # all the minute's share is being checked: a moment
            return 0.001
        return max(0.001, self._wrong[0] + self.window - now)

    def refused(self) -> None:
        """A code was refused without being checked."""
        self._refused.append(self.clock())

    def wrong(self) -> None:
        """A code was checked and was wrong."""
        self._wrong.append(self.clock())

    def recent(self) -> tuple[int, int]:
        """(wrong codes checked, codes refused unchecked) in the last minute."""
        self._forget(self.clock())
        return len(self._wrong), len(self._refused)

    def alarm(self) -> bool:
        """Whether someone seems to be guessing: codes were refused unchecked in the last minute,
        or ``alarm_after`` were wrong (a typo or two is not an alarm)."""
        wrong, refused = self.recent()
        return refused > 0 or wrong >= min(self.alarm_after, self.per_minute)


# -- joining and handing in ---------------------------------------------------------------------


def table_of(session: Session, token: str) -> int:
    """The table a token holds; PhoneError ``bad_token`` if none."""
    if not isinstance(token, str) or not token:
        raise PhoneError("bad_token", "this phone has not joined: send the PIN first")
    table = session.phone_table(token_hash(token))
    if table is None or table not in session.players:
        raise PhoneError("bad_token", "this phone has not joined (or its table was released): join again")
    return table


def _table_number(table: Any) -> int:
    if not isinstance(table, int) or isinstance(table, bool) or not 1 <= table <= 9999:
        raise PhoneError("bad_table", "the table must be a whole number from 1 to 9999")
    return table


def _hold(session: Session, table: int) -> str:
    """A new token for ``table``, taking it from the phone that held it, if any."""
    if table in session.phone_tokens:
        session.release_phone(table)
    token = new_token()
    session.join_phone(table, token_hash(token))
    return token


#: What is checked for a table without a card: scrypt still runs (a quick "no" would tell which
#: tables have cards), and no code gives this hash.
NO_CARD = "scrypt$" + "00" * 16 + "$" + "00" * 32


def card_to_check(session: Session, table: Any) -> tuple[int, str]:
    """A phone's table and the record its code is checked against (``card_matches``, slow: off
    the GUI thread); ``NO_CARD`` for a table without a card or a player."""
    number = _table_number(table)
    record = session.table_cards.get(number)
    return number, record if record is not None and number in session.players else NO_CARD


def join_checked_card(session: Session, table: int, record: str) -> tuple[str, int, str]:
    """The phone whose code matched ``record`` joins ``table``: (token, table, the player's name).

    The card is the table's key: a phone that held the table loses it (the player changed
    phone); the arbiter re-issues a lost card, which stops the old one (a card re-issued while
    the code was being checked: the code is wrong).
    """
    if session.table_cards.get(table) != record or table not in session.players:
        raise PhoneError("bad_code", "this is not the code of that table's card: check both")
    return _hold(session, table), table, session.players[table].name


def join_with_card(session: Session, table: Any, code: Any) -> tuple[str, int, str] | None:
    """``card_to_check``, ``card_matches`` and ``join_checked_card`` in one (on one thread):
    (token, table, name), or None when the code is not that table's."""
    number, record = card_to_check(session, table)
    if not card_matches(record, code):
        return None
    return join_checked_card(session, number, record)


def new_table_name(session: Session, table: Any, name: Any, allow_new: bool) -> tuple[int, str]:
    """What a phone asking for a new table with the PIN sends, checked before the PIN is (so
    no answer tells a right PIN from a wrong one but success): the table and the name."""
    number = _table_number(table)
    if number in session.players:
        raise PhoneError("card_required", "table {table} joins with the code on its card: ask the arbiter for it",
                         table=number)
    if not allow_new:
        raise PhoneError("unknown_table", "there is no table {table} in this session; ask the arbiter",
                         table=number)
    return number, clean_name(name)


def join_new_table(session: Session, table: int, name: str) -> tuple[str, int, str, str]:
    """A new player's phone takes a new table (the PIN has been checked): (token, table, name,
    the table's card code, which the phone shows so its player can join again elsewhere)."""
    session.add_player(table, name)
    code = issue_card(session, table)
    return _hold(session, table), table, session.players[table].name, code


def hand_in(session: Session, table: int, turn: Any, move: Any, score: Any) -> Entry:
    """A phone's move for its table, checked for time and turn, then entered like a slip.

    The request's fields are read by the one strict reader (duplicate.base.inputs): a
    refusal names the field (``score: must be from 0 to 9999, not -3``)."""
    try:
        turn = inputs.whole_number(turn, "turn")
        move = inputs.text(move, "move", MOVE_LIMIT)
        if score is not None:
            score = inputs.whole_number(score, "score", 0, SCORE_LIMIT)
    except InputError as exc:
        raise PhoneError("bad_request", exc.notice) from None
    if not move.strip():
        raise PhoneError("bad_request", "'move' must be a reference and a word (at most {move_limit} characters)",
            move_limit=MOVE_LIMIT)
    if score is None and session.rules.phone_score_required:
        raise PhoneError("score_required", "write your score with your move (the rules ask for it)")
    received = _already_received(session, table, turn, move, score)
    if received is not None:
        return received
    current = session.current_turn
    if current is None or turn != current.number:
        if current is None and turn == len(session.turns) > 0:  # revealed, or the game ended
            raise PhoneError("time_up", "turn {turn} is over", turn=turn)
        now = current.number if current else None
        if now:
            raise PhoneError("wrong_turn", "turn {turn} is not being played (turn {now} is)", turn=turn, now=now)
        raise PhoneError("wrong_turn", "turn {turn} is not being played", turn=turn)
    timer = current.timer
    if session.phase is Phase.EXPIRED and timer.overdue() > session.rules.phone_grace_seconds:
        raise PhoneError("time_up", "the time of turn {turn} is up", turn=turn)
    at_ms = round(timer.elapsed() * 1000)
    try:
        return session.enter_move(table, move.strip(), score, turn, source="phone", at_ms=at_ms)
    except SessionError as exc:
        raise PhoneError(exc.code, exc.notice) from None


def _already_received(session: Session, table: int, turn: int, move: str, score: int | None) -> Entry | None:
    """The entry this very move made already, if it did: a phone whose receipt was lost on the
    way sends the move again, and must get the same receipt (its time of arrival kept), not a
    second stored action nor a "time is up" for a move that came in time."""
    if not 1 <= turn <= len(session.turns):
        return None
    entry = session.turn(turn).entries.get(table)
    if entry is None or entry.source != "phone" or entry.written_score != score:
        return None
    return entry if entry.text == canonical_move_text(move.strip(), session.edition) else None


# -- what a phone reads ------------------------------------------------------------------------


def _tiles(edition: Edition, tiles: tuple[int, ...]) -> list[dict[str, Any]]:
    return [{"letter": "?" if t == BLANK else edition.letter_name(t),
             "value": 0 if t == BLANK else edition.values[t], "blank": t == BLANK} for t in tiles]


def _move(scored: ScoredMove, edition: Edition) -> dict[str, Any]:
    convention = edition.convention
    return {
        "move": format_move(scored.move, edition),
        "score": scored.points,
        "squares": [format_square(r, c, convention) for r, c, _ in scored.move.placed],
    }


def shown_turn(session: Session) -> Turn | None:
    """The turn a phone shows: the one in play, else the last one (revealed)."""
    return session.current_turn or (session.turns[-1] if session.turns else None)


def phase_of(session: Session) -> str:
    """The phase as phones see it: ``revealed`` between a reveal and the next draw."""
    phase = session.phase
    if phase is Phase.AWAITING_DRAW and session.turns and session.turns[-1].committed is not None:
        return "revealed"
    return phase.value


def public_state(session: Session) -> dict[str, Any]:
    """What every phone may read (no entry of anyone): cacheable until the session changes."""
    edition = session.edition
    turn = shown_turn(session)
    board: Board = session.board if turn is None else turn.board
    rack = Rack() if turn is None else turn.rack
    last = None
    if turn is not None and turn.committed is not None:
        last = _move(turn.committed, edition)
        board = turn.board.with_tiles(turn.committed.move.placed)
        rack = Rack(turn.rack.without(turn.committed.move.tiles_used).tiles)
    else:
        previous = session.last_master()
        last = _move(previous.committed, edition) if previous and previous.committed else None
    return {
        "turn": turn.number if turn else 0,
        "phase": phase_of(session),
        "rack": {
            "leftover": _tiles(edition, turn.draw.leftover) if turn else [],
            "new": _tiles(edition, turn.draw.new) if turn else [],
            "text": edition.tiles_text(turn.draw.leftover) + "+" + edition.tiles_text(turn.draw.new) if turn else "",
        },
        "board": position_to_cgp(Position(edition, board, rack)),
        "last_master": last,
        "edition": {
            "code": edition.code,
            "convention": edition.convention.value,
            "values": {edition.letter_name(i): edition.values[i] for i in range(1, len(edition.letters))},
        },
        "score_required": session.rules.phone_score_required,
        "grace_ms": session.rules.phone_grace_seconds * 1000,
        "end_reason": session.end_reason,
    }


def personal_state(session: Session, table: int, feedback: bool, standings: Standings | None = None) -> dict[str, Any]:
    """What one phone reads of its own table: its entry (and, after the reveal, its result).

    ``feedback`` tells the phone before the reveal whether its move is valid and what it
    scores (a session option: off for competitions). ``standings`` may be passed when
    computed once for many phones.
    """
    player = session.player(table)
    turn = shown_turn(session)
    if turn is None:  # before the first rack
        return {"table": table, "name": player.name, "my_entry": None, "reveal": None}
    entry = turn.entries.get(table)
    master = turn.committed  # the master move, once revealed
    mine: dict[str, Any] | None = None
    if entry is not None:
        mine = {"turn": turn.number, "move": entry.text, "score": entry.written_score,
                "at_ms": entry.at_ms, "from_phone": entry.source == "phone"}
        if feedback or master is not None:
            mine["valid"] = entry.valid
            mine["points"] = entry.outcome.points if isinstance(entry.outcome, ScoredMove) else 0
            refused = None if entry.outcome is None or entry.valid else getattr(entry.outcome, "notice", None)
            mine["error"] = None if entry.outcome is None or entry.valid else getattr(entry.outcome, "message", "")
            mine["reason"] = refused.to_json() if refused is not None else None  # code, template and values
    reveal = None
    if master is not None:
        rows = (standings or compute_standings(session)).rows
        row = next((r for r in rows if r.table == table), None)
        cell = next((c for c in row.cells if c.turn == turn.number), None) if row else None
        deviations = "deviation" in standing_columns(session.rules)  # a points-only class: none
        reveal = {
            "master": format_move(master.move, session.edition),
            "top": master.points,
            "my_score": (cell.score + cell.solo) if cell else 0,
            "deviation": None if not deviations else (cell.score + cell.solo - cell.top) if cell else -master.points,
            "game_deviation": row.deviation if row and deviations else None,
            "total": row.total if row else None,
            "rank": row.rank if row else None,
            "players": len(rows),
        }
    final = None
    if session.phase is Phase.OVER:  # the game is over: the player's place in the final standings
        rows = (standings or compute_standings(session)).rows
        row = next((r for r in rows if r.table == table), None)
        if row is not None:
            final = {"rank": row.rank, "players": len(rows), "total": row.total,
                     "deviation": row.deviation if "deviation" in standing_columns(session.rules) else None}
    return {"table": table, "name": player.name, "my_entry": mine, "reveal": reveal, "final": final}


def ms_left(session: Session) -> int:
    turn = session.current_turn
    return round(turn.timer.remaining() * 1000) if turn is not None else 0


__all__ = [
    "CARD_ALPHABET",
    "CARD_LENGTH",
    "GuessGuard",
    "NAME_LIMIT",
    "PhoneError",
    "PinGuard",
    "RateLimit",
    "card_matches",
    "card_record",
    "clean_name",
    "hand_in",
    "issue_card",
    "join_new_table",
    "card_to_check",
    "join_checked_card",
    "join_with_card",
    "new_card_code",
    "new_table_name",
    "normal_card_code",
    "ms_left",
    "new_token",
    "personal_state",
    "phase_of",
    "pin_matches",
    "public_state",
    "random_pin",
    "shown_turn",
    "table_of",
    "token_hash",
    "valid_card_record",
    "valid_pin",
]
