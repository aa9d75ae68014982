"""The room's submission service: the phones' JSON API and their page, on the Qt event loop.

Every route calls the engine (``duplicate.phones`` and the ``Session``) on the GUI thread, so
a phone's move is saved by the session (one SQLite transaction) before the answer leaves.
Phones learn of changes by long polling ``GET /api/state?since=VERSION``: the answer is held
until the state the phone sees changes (a new rack, a pause, the reveal, its own entry) or
``wait`` seconds have passed. The API is described in docs/phones-api.md: keep it stable.

A phone never reads an internal message: the engine's refusals meant for phones (``STATUS``)
are said as they are, a failure to save as "the arbiter's computer could not save" (the
arbiter is told the reason, ``saveFailed``), anything else as "the service failed".
Wrong codes are bounded for the whole room (``duplicate.session.phones.GuessGuard``) and
the arbiter's screens hear of them (``guessing``).
"""

from __future__ import annotations

import math
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
import time
import json
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

from duplicate.session import phones
from duplicate.base import inputs
from duplicate.base.errors import DuplicateError, Message, WriteAccessError
from duplicate.session.phones import GuessGuard, PhoneError, PinGuard, RateLimit
from duplicate.base.resources import resource_path
from duplicate.session.session import Session
from duplicate.session.standings import Standings, compute_standings
from ui.phones.http import HttpServer, Limits, Reply, Request, Response, error_response, json_response
from ui.phones.texts import texts_script
from ui.widgets.engine_text import message_text
from ui.widgets.language import LANGUAGES

DEFAULT_PORT = 8765
#: Ports tried after the chosen one when it is taken.
PORT_TRIES = 20
#: Longest a long-polling request is held (seconds).
MAX_WAIT = 30
#: A phone counts as connected while it waits for news or asked within this many seconds.
CONNECTED_SECONDS = 5.0

#: Wrong PINs checked per minute for the whole room (a 4-digit PIN then takes 8 hours on average).
PIN_GUESSES_PER_MINUTE = 10
#: Wrong card codes checked per minute for the whole room (a card's code, one of 32**6, then takes
#: 8,500 years on average; the room's thirty phones may all join in the same minute); apart from
#: the PIN's, so guessing the PIN never keeps a card out.
CARD_GUESSES_PER_MINUTE = 120
#: Join requests one address may make per minute.
JOINS_PER_MINUTE = 10
#: Longest path looked for among the page's files.
MAX_PATH = 200

#: HTTP status of each error code of the API: the refusals a phone reads as they are.
STATUS = {
    "bad_request": 400, "bad_json": 400, "bad_name": 400, "bad_table": 400, "score_required": 400,
    "empty_move": 400, "bad_token": 401, "bad_pin": 403, "bad_code": 403, "card_required": 403,
    "not_found": 404, "unknown_table": 404, "method_not_allowed": 405, "table_taken": 409, "time_up": 409,
    "wrong_turn": 409, "not_playing": 409, "not_allowed": 409, "too_large": 413, "rate_limited": 429,
    "locked_out": 429, "guessing_limited": 429, "save_failed": 503, "internal": 500,
}
#: What a phone reads when its action could not be saved (the arbiter reads why).
SAVE_FAILED = Message("save_failed", "the arbiter's computer could not save this: call the arbiter")
#: What a phone reads when the service failed in any other way (the arbiter's log says how).
INTERNAL = Message("internal", "the service failed on this request: call the arbiter")

CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8", ".json": "application/json; charset=utf-8",
    ".svg": "image/svg+xml", ".png": "image/png", ".ico": "image/x-icon", ".webp": "image/webp",
    ".woff2": "font/woff2", ".webmanifest": "application/manifest+json", ".txt": "text/plain; charset=utf-8",
}
#: The page's own scripts and styles only: a name a phone sends can never run as script.
PAGE_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
               "img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'")


@dataclass(frozen=True)
class PhoneSettings:
    """How the arbiter turned the service on."""

    port: int = DEFAULT_PORT
    pin: str = field(default_factory=phones.random_pin)
    allow_new: bool = False  # players may join with a table the session does not have yet
    feedback: bool = False  # phones are told before the reveal whether their move is valid, and its score
    local_only: bool = False  # listen on 127.0.0.1 only (tests, benchmarks), not on the LAN


@dataclass
class _Waiter:
    reply: Reply
    token: str
    table: int
    since: str
    deadline: float
    language: str | None = None  # the page's language (its Accept-Language)


def _language(request: Request) -> str | None:
    """The language the page asks its texts in (its Accept-Language), if the app speaks it."""
    first = request.headers.get("accept-language", "").split(",")[0].split(";")[0].strip()
    code = first.replace("_", "-").split("-")[0].lower()
    code = "nb" if code in ("no", "nn") else code
    return code if code in LANGUAGES else None


def _said(error: DuplicateError, language: str | None) -> dict[str, Any]:
    """An error's values, and its text in the phone's language (the page shows it)."""
    detail: dict[str, Any] = {"values": error.notice.to_json()["values"]}
    if language:
        detail["text"] = message_text(error, language)
    return detail


class PhoneService(QObject):
    """The phones' web service for one session. ``start()`` listens, ``stop()`` ends it."""

    #: Phones joined, handed in, connected or left: the arbiter's view refreshes.
    activity = Signal()
    #: Wrong codes checked and codes refused unchecked in the last minute (someone may be guessing).
    guessing = Signal(int, int)
    #: A phone's action could not be saved: why, for the arbiter (the phone was told to call them).
    saveFailed = Signal(str)
    #: A card's code was checked on a worker thread (request, reply, table, record, matched or None).
    _card_checked = Signal(object)

    def __init__(self, session: Session, settings: PhoneSettings, parent: QObject | None = None,
                 clock: Callable[[], float] = time.monotonic, web_root: Path | None = None,
                 limits: Limits | None = None) -> None:
        super().__init__(parent)
        if not phones.valid_pin(settings.pin):
            raise PhoneError("bad_pin", "the PIN must have 4 to 6 digits")
        self.session = session
        self.settings = settings
        self.clock = clock
        self.web_root = web_root or resource_path("web")
        self.texts = texts_script(LANGUAGES)  # the page's words in every language (/texts.js)
        self.rate = RateLimit(burst=5, window=1.0, clock=clock)
        self.joins = RateLimit(burst=JOINS_PER_MINUTE, window=60.0, clock=clock)
        self.pins = PinGuard(attempts=5, lockout=60.0, clock=clock)
        self.pin_guesses = GuessGuard(PIN_GUESSES_PER_MINUTE, clock)
        self.card_guesses = GuessGuard(CARD_GUESSES_PER_MINUTE, clock)
        self._guessing = (0, 0)
        self._checker = ThreadPoolExecutor(max_workers=2, thread_name_prefix="card-check")
        self.last_seen: dict[int, float] = {}
        self._waiters: list[_Waiter] = []
        self._public: dict[str, Any] | None = None
        self._public_version = 0
        self._public_stale = True  # the session changed since the public state was computed
        self._standings: Standings | None = None
        self._connected: frozenset[int] = frozenset()
        #: The guards are read and counted on the HTTP thread too (``_prefilter``).
        self._guards = threading.Lock()
        self._server = HttpServer(self._handle, self, limits, prefilter=self._prefilter)
        self._card_checked.connect(lambda checked: self._server.schedule(lambda: self._finish_card_join(checked)))
        self._flush_soon = QTimer(self, singleShot=True, interval=30)
        self._flush_soon.timeout.connect(self._flush)
        self._tick = QTimer(self, interval=200)
        self._tick.timeout.connect(self._on_tick)
        session.changed.connect(self._on_session_changed)

    # -- running ------------------------------------------------------------------------------

    def start(self) -> int:
        """Listen on the chosen port or the next free one; returns the port."""
        host = "127.0.0.1" if self.settings.local_only else "0.0.0.0"
        first = self.settings.port
        for port in range(first, first + PORT_TRIES) if first else (0,):
            if port <= 65535 and self._server.listen(host, port):
                self._tick.start()
                self._refresh_public()
                return self._server.port
        reason = self._server.error_text()
        self._server.close()
        raise PhoneError("port_busy", "no free port from {first} to {last}: {reason}", first=str(first),
                         last=str(first + PORT_TRIES - 1), reason=reason)

    def stop(self) -> None:
        self._tick.stop()
        self._server.close()
        self._checker.shutdown(wait=True, cancel_futures=True)
        self._waiters.clear()
        self.session.changed.disconnect(self._on_session_changed)

    @property
    def port(self) -> int:
        return self._server.port

    @property
    def running(self) -> bool:
        return self._server.listening

    def join_urls(self) -> list[str]:
        """The addresses phones type or scan: one per LAN address of this computer."""
        if self.settings.local_only:
            return [f"http://127.0.0.1:{self.port}/"]
        return [f"http://{address}:{self.port}/" for address in lan_addresses()] or [f"http://127.0.0.1:{self.port}/"]

    def connected_tables(self) -> frozenset[int]:
        """Tables whose phone is waiting for news or asked in the last few seconds."""
        now = self.clock()
        recent = {t for t, seen in self.last_seen.items() if now - seen <= CONNECTED_SECONDS}
        return frozenset(recent | {w.table for w in self._waiters if w.reply.open})

    def release(self, table: int) -> None:
        """Free a table (the player changes phone): the old phone's token stops working."""
        self.session.release_phone(table)

    # -- requests ---------------------------------------------------------------------------------

    def _routes(self) -> dict[str, tuple[str, Callable[[Request, Reply], Response | None]]]:
        """The API's routes: the method each takes (HEAD goes wherever GET does) and its handler."""
        return {"/api/join": ("POST", self._join), "/api/state": ("GET", self._state),
                "/api/move": ("POST", self._move)}

    def _handle(self, request: Request, reply: Reply) -> None:
        def route() -> Response | None:
            if not request.path.startswith("/api/"):
                return self._static(request)
            found = self._routes().get(request.path)
            if found is None:
                raise PhoneError("not_found", "there is no such address in the API")
            method, handler = found
            allowed = (method, "HEAD") if method == "GET" else (method,)
            if request.method not in allowed:
                raise _NotAllowed(allowed)
            return handler(request, reply)

        self._answer(request, reply, route)

    def _answer(self, request: Request, reply: Reply, work: Callable[[], Response | None]) -> None:
        """Send what ``work()`` answers (None: it answers later), or the refusal it raises."""
        language = _language(request)
        try:
            response = work()
        except _NotAllowed as exc:
            response = self._refusal(PhoneError("method_not_allowed", "this address takes {methods} requests",
                                                methods=", ".join(exc.allowed)), request, language,
                                     {"Allow": ", ".join(exc.allowed)})
        except DuplicateError as exc:  # a PhoneError, the session's refusal, or a failure to save
            response = self._refusal(exc, request, language)
        except Exception as exc:  # noqa: BLE001 - a phone never sees a traceback; the log does
            print(f"phones: error on {request.method} {request.path[:80]!r}: {exc!r}"[:400], file=sys.stderr)
            response = self._refusal(DuplicateError(INTERNAL.code, INTERNAL), request, language)
        if response is not None:
            reply.send(response)

    def _refusal(self, exc: DuplicateError, request: Request | None, language: str | None,
                 headers: dict[str, str] | None = None) -> Response:
        """The answer to a refused request: the refusals meant for phones as they are, a failure
        to save or anything else in words that show nothing of the arbiter's computer."""
        if exc.code not in STATUS:
            saving = exc.code == "write_failed" or isinstance(exc, WriteAccessError)
            if saving:
                self.saveFailed.emit(message_text(exc))
            else:
                print(f"phones: refused with {exc.code}: {exc.message}"[:400], file=sys.stderr)
            exc = DuplicateError(SAVE_FAILED.code, SAVE_FAILED) if saving else DuplicateError(INTERNAL.code, INTERNAL)
        extra = {**(headers or {}), **(self._retry_after(exc.code, request) or {})}
        return error_response(STATUS[exc.code], exc.code, exc.message, extra or None, _said(exc, language))

    def _retry_after(self, code: str, request: Request | None) -> dict[str, str] | None:
        """When a phone held back (too many requests, too many wrong codes) may ask again."""
        if code == "rate_limited":
            return {"Retry-After": "1" if request is None or request.path != "/api/join" else "60"}
        with self._guards:
            if code == "locked_out" and request is not None:
                return {"Retry-After": str(max(1, round(self.pins.locked(request.peer))))}
            if code == "guessing_limited":
                waits = [guard.wait() for guard in (self.pin_guesses, self.card_guesses)]
                return {"Retry-After": str(max(1, math.ceil(max(waits))))}
        return None

    def _body(self, request: Request) -> dict[str, Any]:
        try:
            data = inputs.loads(request.body, max_depth=4)
        except inputs.InputError as exc:
            raise PhoneError("bad_json", exc.notice) from None
        if not isinstance(data, dict):
            raise PhoneError("bad_json", "the body must be a JSON object")
        return data

    @staticmethod
    def _token(request: Request) -> str:
        auth = request.headers.get("authorization", "")
        return auth[7:].strip() if auth[:7].lower() == "bearer " else ""

    def _table(self, request: Request) -> int:
        token = self._token(request)
        table = phones.table_of(self.session, token)
        if not self.rate.allow(token):
            raise PhoneError("rate_limited", "too many requests: wait a second")
        self.last_seen[table] = self.clock()
        return table

    # -- joining --------------------------------------------------------------------------------

    def _prefilter(self, request: Request) -> Response | None:
        """On the HTTP thread, before a join reaches the GUI thread: the refusals that need no
        session (too many joins from the device, its lock-out, the room's share of wrong codes
        used up), so a flood of guesses costs the GUI thread nothing. Both a right and a wrong
        code get the same answers here: none is checked."""
        if request.path != "/api/join" or request.method != "POST":
            return None
        language = _language(request)
        try:
            with self._guards:
                if not self.joins.allow(request.peer):
                    raise PhoneError("rate_limited", "too many joins from this device: wait a minute")
                if self.pins.locked(request.peer):
                    raise PhoneError("locked_out", "too many wrong codes from this device: wait a minute")
            data = self._body(request)
            self._may_check(self.card_guesses if "code" in data else self.pin_guesses, tell=False)
        except DuplicateError as exc:
            return self._refusal(exc, request, language)
        return None

    def _join(self, request: Request, reply: Reply) -> Response | None:
        """A table's card, or the PIN for a new table (``_prefilter`` has let it through). Every
        refusal that does not depend on the code comes before it is checked, so only success
        tells a right PIN. A card's code is checked (scrypt, tens of ms) on a worker thread; the
        join is answered when it is done."""
        peer = request.peer
        data = self._body(request)
        if "code" in data:
            number, record = phones.card_to_check(self.session, data.get("table"))
            self._may_check(self.card_guesses)
            code = data.get("code")
            job = self._checker.submit(self._check_card, request.peer, record, code)
            job.add_done_callback(lambda done: self._emit_checked(request, reply, number, record, done))
            return None
        table, name = phones.new_table_name(self.session, data.get("table"), data.get("name"), self.settings.allow_new)
        self._may_check(self.pin_guesses)
        if not phones.pin_matches(self.settings.pin, data.get("pin")):
            self._wrong_code(peer, self.pin_guesses)
            raise PhoneError("bad_pin", "wrong PIN: ask the arbiter")
        token, table, name, card = phones.join_new_table(self.session, table, name)
        return self._joined(peer, token, table, name, card)

    def _check_card(self, peer: str, record: str, code: Any) -> bool | None:
        """On a worker thread: whether ``code`` is the card's; None if the room's share of wrong
        codes was used up when its turn came (then it is not checked). The codes being checked
        count with the wrong ones, so never more than the share is checked in a minute."""
        guard = self.card_guesses
        with self._guards:
            if guard.wait() > 0:
                guard.refused()
                return None
            guard.in_flight += 1
        matched = False
        try:
            matched = phones.card_matches(record, code)
        finally:
            with self._guards:
                guard.in_flight -= 1
                if not matched:
                    guard.wrong()
                    self.pins.failed(peer)
        return matched

    def _emit_checked(self, request: Request, reply: Reply, number: int, record: str, done: Any) -> None:
        """On the worker thread: the card's check is done; the rest is the GUI thread's."""
        try:
            matched = done.result()
        except Exception:  # noqa: BLE001 - a failed check is a wrong code
            matched = False
        try:
            self._card_checked.emit((request, reply, number, record, matched))
        except RuntimeError:  # the service is gone
            pass

    def _finish_card_join(self, checked: tuple[Request, Reply, int, str, bool | None]) -> None:
        request, reply, number, record, matched = checked

        def join() -> Response:
            self._tell_guessing()
            if matched is None:
                raise PhoneError("guessing_limited", "too many wrong codes in the room: wait a minute and try again")
            if not matched:
                raise PhoneError("bad_code", "this is not the code of that table's card: check both")
            token, table, name = phones.join_checked_card(self.session, number, record)
            return self._joined(request.peer, token, table, name, None)

        self._answer(request, reply, join)

    def _joined(self, peer: str, token: str, table: int, name: str, card: str | None) -> Response:
        with self._guards:
            self.pins.succeeded(peer)
        self.last_seen[table] = self.clock()
        self.activity.emit()
        return json_response(200, {"token": token, "table": table, "name": name, "card": card})

    def _may_check(self, guard: GuessGuard, tell: bool = True) -> None:
        """Refuse a code unchecked while the room has had its share of wrong ones this minute
        (``tell``: on the GUI thread, which tells the arbiter's screens)."""
        with self._guards:
            refused = guard.wait() > 0
            if refused:
                guard.refused()
        if refused:
            if tell:
                self._tell_guessing()
            raise PhoneError("guessing_limited", "too many wrong codes in the room: wait a minute and try again")

    def _wrong_code(self, peer: str, guard: GuessGuard) -> None:
        with self._guards:
            self.pins.failed(peer)
            guard.wrong()
        self._tell_guessing()

    def _tell_guessing(self) -> None:
        recent = self.guessing_now()
        if recent != self._guessing:
            self._guessing = recent
            self.guessing.emit(*recent)

    def guessing_now(self) -> tuple[int, int]:
        """(wrong codes checked, codes refused unchecked) in the last minute, PINs and cards, over the whole room."""
        with self._guards:
            pins, cards = self.pin_guesses.recent(), self.card_guesses.recent()
        return pins[0] + cards[0], pins[1] + cards[1]

    def guessing_alarm(self) -> bool:
        """Whether someone seems to be guessing codes (the arbiter's screens say so)."""
        with self._guards:
            return self.pin_guesses.alarm() or self.card_guesses.alarm()

    def issue_card(self, table: int, code: str | None = None) -> str:
        """A new card for ``table`` (its code, ``code`` or a new one; the earlier card stops working)."""
        code = phones.issue_card(self.session, table, code)
        self.activity.emit()
        return code

    def card_url(self, table: int, code: str) -> str:
        """What a table's QR code holds: the page, with the table and code after ``#`` (a
        fragment never leaves the phone in a request line or a Referer)."""
        return f"{self.join_urls()[0]}#t={table}&c={code}"

    def _move(self, request: Request, reply: Reply) -> Response:
        table = self._table(request)
        data = self._body(request)
        if "move" not in data or "turn" not in data:
            raise PhoneError("bad_request", "send the turn and the move")
        entry = phones.hand_in(self.session, table, data["turn"], data["move"], data.get("score"))
        answer: dict[str, Any] = {"received": True, "turn": data["turn"], "move": entry.text,
                                  "score": entry.written_score, "at_ms": entry.at_ms}
        if self.settings.feedback:
            answer["valid"] = entry.valid
            answer["points"] = getattr(entry.outcome, "points", 0) if entry.valid else 0
        self.activity.emit()
        return json_response(200, answer)

    def _state(self, request: Request, reply: Reply) -> Response | None:
        table = self._table(request)
        state = self.state_for(table, _language(request))
        since = request.query.get("since")
        if since is None or since != state["version"] or request.method == "HEAD":
            return json_response(200, state)
        try:
            wait = min(MAX_WAIT, max(0.0, float(request.query.get("wait", "25"))))
        except ValueError:
            raise PhoneError("bad_request", "'wait' must be a number of seconds") from None
        waiter = _Waiter(reply, self._token(request), table, since, self.clock() + wait, _language(request))
        self._waiters.append(waiter)
        reply.on_close = lambda: self._drop(waiter)
        return None

    def _drop(self, waiter: _Waiter) -> None:
        if waiter in self._waiters:
            self._waiters.remove(waiter)

    def state_for(self, table: int, language: str | None = None) -> dict[str, Any]:
        """Everything one phone may read now, with a version that changes when any of it does;
        a refused move's reason is also said in the phone's ``language`` (``error_text``)."""
        if self._public is None or self._public_stale:
            self._refresh_public()
        assert self._public is not None
        if self._standings is None and phones.shown_turn(self.session) is not None \
                and phones.phase_of(self.session) in ("revealed", "over"):
            self._standings = compute_standings(self.session)
        personal = phones.personal_state(self.session, table, self.settings.feedback, self._standings)
        fingerprint = zlib.crc32(json.dumps(personal, sort_keys=True).encode("utf-8"))
        mine = personal.get("my_entry")
        if language and mine and mine.get("reason"):
            reason = message_text(Message.from_json(mine["reason"]), language)
            personal = {**personal, "my_entry": {**mine, "error_text": reason}}
        return {**self._public, **personal, "ms_left": phones.ms_left(self.session),
                "version": f"{self._public_version}.{fingerprint:08x}"}

    # -- news ---------------------------------------------------------------------------------------

    def _refresh_public(self) -> bool:
        """Recompute what every phone sees; True if it changed."""
        self._public_stale = False
        public = phones.public_state(self.session)
        if public == self._public:
            return False
        self._public = public
        self._public_version += 1
        return True

    def _on_session_changed(self, kind: str) -> None:
        self._standings = None
        self._public_stale = True
        if not self._flush_soon.isActive():
            self._flush_soon.start()

    def _flush(self) -> None:
        """Answer the waiting phones whose view changed."""
        self._refresh_public()
        self._answer_waiters(lambda waiter, state: state["version"] != waiter.since)

    def _on_tick(self) -> None:
        changed = self._refresh_public()  # the time ran out, a timer was paused elsewhere...
        now = self.clock()
        self._answer_waiters(lambda w, state: changed and state["version"] != w.since or now >= w.deadline)
        self._tell_guessing()  # the count of the last minute falls as time passes
        connected = self.connected_tables()
        if connected != self._connected:
            self._connected = connected
            self.activity.emit()
        if int(now) % 60 == 0:
            self.rate.forget_idle()

    def _answer_waiters(self, due: Callable[[_Waiter, dict[str, Any]], bool]) -> None:
        keep = []
        for waiter in self._waiters:
            if not waiter.reply.open:
                continue
            try:
                phones.table_of(self.session, waiter.token)  # the table may have been released meanwhile
                state = self.state_for(waiter.table, waiter.language)
            except DuplicateError as exc:
                waiter.reply.send(self._refusal(exc, None, waiter.language))
                continue
            if due(waiter, state):
                waiter.reply.send(json_response(200, state))
            else:
                keep.append(waiter)
        self._waiters = keep

    # -- the page ----------------------------------------------------------------------------------

    def _static(self, request: Request) -> Response:
        if request.method not in ("GET", "HEAD"):
            raise _NotAllowed(("GET", "HEAD"))
        path = request.path
        if path == "/texts.js":  # the page's words, from the app's catalogue (ui/phones/texts.py)
            return Response(200, self.texts, CONTENT_TYPES[".js"],
                            {"Cache-Control": "no-cache", "Referrer-Policy": "no-referrer"})
        if path.endswith("/"):
            path += "index.html"
        parts = path.split("/")[1:]
        if len(path) > MAX_PATH or any(not p or p.startswith(".") or "\\" in p or "\0" in p for p in parts):
            raise PhoneError("not_found", "no such page")
        content_type = CONTENT_TYPES.get(Path(parts[-1]).suffix.lower())
        if content_type is None:
            raise PhoneError("not_found", "no such page")
        try:
            root = self.web_root.resolve()
            file = root.joinpath(*parts).resolve()
            if not file.is_relative_to(root) or not file.is_file():
                raise PhoneError("not_found", "no such page")
            body = file.read_bytes()
        except (OSError, ValueError):  # a name the system refuses (too long, not encodable): no such page
            raise PhoneError("not_found", "no such page") from None
        headers = {"Cache-Control": "no-cache" if file.suffix == ".html" else "max-age=300",
                   "Referrer-Policy": "no-referrer"}
        if file.suffix == ".html":
            headers["Content-Security-Policy"] = PAGE_POLICY
        return Response(200, body, content_type, headers)


class _NotAllowed(Exception):
    """A method an address does not take (405, with the ones it takes in ``Allow``)."""

    def __init__(self, allowed: tuple[str, ...]) -> None:
        super().__init__(allowed)
        self.allowed = allowed


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (not loopback, not link-local)."""
    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol or address.isLoopback():
            continue
        text = address.toString()
        if not text.startswith("169.254."):
            found.append(text)
    return found
