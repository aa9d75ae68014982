"""The phones' HTTP/1.1 server: h11 (a sans-I/O HTTP/1.1 parser) on an asyncio loop in a thread
of its own; each request is handed to the GUI thread, where the session lives.

Why this shape (measured; see docs/architecture.md, "The phones' HTTP server"):

- h11 reads HTTP strictly (a request line or header it does not understand, two different
  Content-Lengths, ``1_0``, a NUL in a header: 400) and leaves the sockets to us, so every
  resource a client can make us hold is bounded in this file;
- the sockets are served from their own thread: a flood of connections from a hostile
  player costs that thread, not the GUI thread, whose timers (the turn's clock) keep their
  beat; asyncio's sockets cost a tenth of Qt's from Python (no QObject, no signal per
  connection), so floods are shed cheaply;
- the session is still read and written only from the GUI thread: a request is passed to it
  by a queued signal, and its handler answers with ``Reply.send`` (now or later: long
  polling), which goes back to the loop's thread. A phone's move is saved before its answer
  leaves, as before.

What this file adds to h11:

- only HTTP/1.0 and 1.1, and a request head with bare LF line ends is refused (h11 reads
  both);
- backpressure: a connection is read one request at a time and its socket not read at all
  while its answer is pending or while more than ``Limits.max_output`` bytes of answers wait
  to be taken; at most ``Limits.read_buffer`` bytes are read ahead, and the system's buffers
  of a connection are ``Limits.kernel_buffer`` (the rest waits with the client, whose TCP
  window closes): one connection holds a few tens of KB whatever it sends;
- time limits: the head of a request must arrive within ``head_seconds`` of its first byte,
  the body within ``body_seconds``, an idle kept-alive connection is closed after
  ``idle_seconds``, and an answer the client does not take within ``write_seconds`` ends
  the connection;
- at most ``per_address`` connections from one address, an allowance of new connections per
  address (``new_per_address``, then one every ``new_every_seconds``), and ``max_connections``
  in all (below the process's open-files limit, so the session file can always be saved);
  when full, the connection that has waited longest for a request makes room, never one whose
  request is being answered (a phone's long poll), and only for an address below its fair share.

On the GUI thread requests are handled in short slices so its timers keep their beat;
requests that change something (a move, a join) go first, reads take every other turn once
they have waited ``READ_PATIENCE``.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable
from urllib.parse import parse_qsl, unquote, urlsplit

import h11
from PySide6.QtCore import QObject, QTimer, Signal

from duplicate.base.errors import Message

#: The largest request body read (a phone's move or join is a few hundred bytes).
MAX_BODY = 4096
#: Connections the system queues before they are accepted, and asyncio accepts in one go.
ACCEPT_BACKLOG = 128
#: Open files kept free of connections: a backlog's worth being accepted, the session file and
#: its journal, word lists, Qt's own.
FD_RESERVE = ACCEPT_BACKLOG + 128
#: Queued requests are handled on the GUI thread for at most this long before its loop runs again.
SLICE_SECONDS = 0.010
#: A read waits at most this long behind requests that change something (seconds).
READ_PATIENCE = 0.25
#: Bytes read at a time (a request's head and body are a few hundred).
READ_CHUNK = 4096
#: How often deadlines are checked (seconds).
SWEEP_SECONDS = 0.25

REASONS = {
    100: "Continue", 200: "OK", 204: "No Content", 304: "Not Modified", 400: "Bad Request",
    401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
    408: "Request Timeout", 409: "Conflict", 411: "Length Required", 413: "Content Too Large",
    429: "Too Many Requests", 431: "Request Header Fields Too Large", 500: "Internal Server Error",
    501: "Not Implemented", 503: "Service Unavailable",
}


@dataclass(frozen=True)
class Limits:
    """What one client may make the server hold, and for how long."""

    max_head: int = 8192  # request line and headers
    max_body: int = MAX_BODY
    read_buffer: int = 16384  # bytes read ahead from a connection
    kernel_buffer: int = 65536  # the system's send and receive buffers of a connection
    max_output: int = 65536  # answer bytes waiting to be taken before a connection stops reading
    head_seconds: float = 10.0
    body_seconds: float = 10.0
    idle_seconds: float = 30.0
    write_seconds: float = 30.0
    per_address: int = 8  # a phone's page needs 2-3 (the long poll, a move, its files)
    new_per_address: int = 8  # connections an address may open at once, then one every...
    new_every_seconds: float = 4.0  # ...this many seconds (a browser keeps its connections)
    fair_share: int = 2  # when the server is full, an address holding this many gets no more
    max_connections: int | None = None  # None: 2,000, or fewer if the open-files limit is low


def open_files_limit() -> tuple[int, int] | None:
    """The process's (soft, hard) limit of open files; None where the system has none to read."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to read (the C runtime's is 8,192 sockets)
        return None
    return resource.getrlimit(resource.RLIMIT_NOFILE)


def raise_open_files_limit() -> int | None:
    """Raise the soft limit of open files to the hard one (many systems start processes at
    1,024, which one client could fill with idle sockets); the soft limit now in force."""
    try:
        import resource
    except ImportError:
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY:
        hard = max(soft, 1 << 20) if soft != resource.RLIM_INFINITY else soft
    if soft != resource.RLIM_INFINITY and soft < hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
            soft = hard
        except (ValueError, OSError):
            pass  # kept as it was: the connection cap follows the limit in force
    return soft


def connection_cap(wanted: int = 2000) -> int:
    """How many connections the server may hold: ``wanted``, less if the open-files limit
    leaves fewer than ``FD_RESERVE`` free for the rest of the app."""
    limit = open_files_limit()
    if limit is None or limit[0] < 0:  # none, or RLIM_INFINITY
        return wanted
    return max(16, min(wanted, limit[0] - FD_RESERVE))


@dataclass(frozen=True)
class Request:
    method: str
    path: str  # decoded, without the query
    query: dict[str, str]
    headers: dict[str, str]  # names in lower case
    body: bytes
    peer: str  # the client's address


@dataclass
class Response:
    status: int
    body: bytes = b""
    content_type: str = "application/json; charset=utf-8"
    headers: dict[str, str] = field(default_factory=dict)


def json_response(status: int, data: Any, headers: dict[str, str] | None = None) -> Response:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return Response(status, body, headers={"Cache-Control": "no-store", **(headers or {})})


def error_response(status: int, code: str, message: str, headers: dict[str, str] | None = None,
                   detail: dict[str, Any] | None = None) -> Response:
    """``{"error": {"code", "message", ...}}``: ``message`` in English (stable), ``detail`` adds
    the values and the text in the phone's language."""
    return json_response(status, {"error": {"code": code, "message": message, **(detail or {})}}, headers)


class Reply:
    """The answer to one request, sent now or later (once), from the GUI thread; ``open`` is
    False once the client left (then ``on_close`` is called, on the GUI thread too)."""

    def __init__(self, connection: _Connection) -> None:
        self._connection: _Connection | None = connection
        self.on_close: Callable[[], None] | None = None

    @property
    def open(self) -> bool:
        return self._connection is not None

    def send(self, response: Response) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            connection.server.call_soon(connection.respond, response)

    def _lost(self) -> None:
        """On the GUI thread: the client left before its answer."""
        self._connection = None
        if self.on_close is not None:
            self.on_close()


class Stage(Enum):
    WAITING = "waiting"  # for the first byte of a request (kept alive between requests)
    HEAD = "head"  # part of a request's head has come
    BODY = "body"  # the head has come, the body is being read
    ANSWERING = "answering"  # the request is with the handler (a long poll waits here)
    CLOSING = "closing"  # the last answer is going out


def _bare_lf(head: bytes | bytearray) -> bool:
    """Whether a request head has a line ending in LF alone (HTTP's lines end in CR LF)."""
    return head.count(b"\n") != head.count(b"\r\n")


def _refusal(status: int, refusal: Message) -> bytes:
    """A whole answer refusing a request this server does not read: its code, English text and
    values (the page translates by code; its own requests never get here); the connection closes."""
    body = json.dumps({"error": {"code": refusal.code, "message": refusal.text,
                                 "values": refusal.to_json()["values"]}}, separators=(",", ":")).encode("utf-8")
    head = (f"HTTP/1.1 {status} {REASONS.get(status, 'Error')}\r\nContent-Type: application/json; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
            "Connection: close\r\n\r\n")
    return head.encode("ascii") + body


NOT_HTTP = Message("bad_request", "the request is not HTTP/1.1")
HEAD_TOO_LONG = Message("too_large", "the request's headers are too long")


def _address_text(peer: Any) -> str:
    """A peer's address as one text per device (an IPv4 address reached over IPv6 as IPv4)."""
    text = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
    return text[7:] if text.startswith("::ffff:") and "." in text else text


class _Connection(asyncio.BufferedProtocol):
    """One client connection, on the loop's thread: reads one request at a time and writes its
    answer, within the limits."""

    def __init__(self, server: HttpServer) -> None:
        self.server = server
        self.limits = server.limits
        self.transport: asyncio.Transport | None = None
        self.address = ""
        self.parser: h11.Connection | None = None  # made when a request's first bytes come
        self.needs_data = True  # a new parser has nothing to read yet
        self.inbox = bytearray()  # read from the socket, not yet given to the parser
        self._incoming = bytearray()  # what asyncio reads into
        self.reading = True
        self.writing_held = False  # the client does not take its answers: no request is read
        self.body = bytearray()
        self.body_left = 0
        self.head: h11.Request | None = None
        self.headers: dict[str, str] = {}
        self.keep_alive = True
        self.pending: Reply | None = None
        self.stage = Stage.WAITING
        self.deadline: float | None = None
        self.output_since: float | None = None  # since when answers wait to be taken
        self.output_left = 0

    # -- asyncio's calls ---------------------------------------------------------------------------

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.address = _address_text(transport.get_extra_info("peername"))
        if not self.server._admit(self.address):
            transport.abort()
            return
        self.transport = transport
        sock = transport.get_extra_info("socket")
        if sock is not None:
            try:  # the system's buffers too: by default they grow to megabytes for a client
                # that sends without reading, or reads nothing
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, self.limits.kernel_buffer)
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.limits.kernel_buffer)
            except OSError:
                pass
        transport.set_write_buffer_limits(high=self.limits.max_output)
        self.server._hold(self)
        self._enter(Stage.WAITING, self.limits.idle_seconds)

    def get_buffer(self, sizehint: int) -> memoryview:
        """Where the next read goes: no more than the read buffer has room for, so a connection
        never holds more than ``Limits.read_buffer`` bytes of requests, whatever it sends."""
        self._incoming = bytearray(max(1, min(self.limits.read_buffer - len(self.inbox), READ_CHUNK)))
        return memoryview(self._incoming)

    def buffer_updated(self, nbytes: int) -> None:
        if self.transport is None or self.stage is Stage.CLOSING:
            return
        if self.stage is Stage.WAITING:
            self._enter(Stage.HEAD, self.limits.head_seconds)
        self.inbox += memoryview(self._incoming)[:nbytes]
        self._incoming = bytearray()  # not kept between reads: 2,000 trickling sockets would hold 16 KB each
        if len(self.inbox) >= self.limits.read_buffer and self.reading:
            self.reading = False
            self.transport.pause_reading()  # read no further ahead: the client waits
        self._pump()

    def eof_received(self) -> bool:
        return False  # the client closed its side: close ours (an answer pending is dropped)

    def pause_writing(self) -> None:
        self.writing_held = True

    def resume_writing(self) -> None:
        self.writing_held = False
        self._pump()

    def connection_lost(self, exc: Exception | None) -> None:
        self._gone()

    # -- reading ----------------------------------------------------------------------------------

    def _new_parser(self) -> h11.Connection:
        """A parser for the next request: each reads one request (its head and exactly its body)."""
        return h11.Connection(h11.SERVER, max_incomplete_event_size=self.limits.max_head)

    def _pump(self) -> None:
        """Parse as far as the limits allow: one request at a time, none while its answer is
        pending or while earlier answers are not being taken."""
        while self.transport is not None and self.pending is None and self.stage is not Stage.CLOSING \
                and not self.writing_held:
            if self.parser is None:
                if not self.inbox:
                    break
                self.parser = self._new_parser()
            if self.needs_data:  # what the parser asked for last, or a new request
                if not self._feed():
                    break
                self.needs_data = False
            try:
                event = self.parser.next_event()  # type: ignore[union-attr]
            except h11.RemoteProtocolError as exc:
                status = exc.error_status_hint if exc.error_status_hint in (400, 413, 431) else 400
                self._refuse(status, HEAD_TOO_LONG if status == 431 else NOT_HTTP)
                return
            if event is h11.NEED_DATA:
                self.needs_data = True
            elif isinstance(event, h11.Request):
                if not self._begin(event):
                    return
            elif isinstance(event, h11.Data):
                self.body += event.data
            elif isinstance(event, h11.EndOfMessage):
                self._dispatch()
            else:  # PAUSED, which one request at a time never meets
                self.close()
                return
        if self.transport is not None and not self.reading and len(self.inbox) < self.limits.read_buffer \
                and self.pending is None:
            self.reading = True
            self.transport.resume_reading()

    def _feed(self) -> bool:
        """Give the parser the next bytes of the request being read (its head, checked for bare
        LF, then exactly its body), never the next request's: False when none have come."""
        assert self.parser is not None
        if self.parser.their_state is h11.SEND_BODY:
            chunk = bytes(self.inbox[:self.body_left])
            if not chunk:  # (an empty chunk would tell h11 the client closed)
                return False
            del self.inbox[:len(chunk)]
            self.body_left -= len(chunk)
            self.parser.receive_data(chunk)
            return True
        end = self.inbox.find(b"\r\n\r\n")
        head = self.inbox if end < 0 else self.inbox[:end + 4]
        if _bare_lf(head):
            self._refuse(400, NOT_HTTP)
            return False
        if end < 0:
            if len(self.inbox) > self.limits.max_head:
                self._refuse(431, HEAD_TOO_LONG)
            return False
        if end + 4 > self.limits.max_head:
            self._refuse(431, HEAD_TOO_LONG)
            return False
        self.parser.receive_data(bytes(head))
        del self.inbox[:end + 4]
        return True

    def _begin(self, head: h11.Request) -> bool:
        """A request's head has come: refuse what this server does not take, else read its body."""
        if head.http_version not in (b"1.0", b"1.1") or not head.target.startswith(b"/"):
            self._refuse(400, NOT_HTTP)
            return False
        headers: dict[str, str] = {}
        for name, value in head.headers:
            key = name.decode("ascii")
            text = value.decode("iso-8859-1")
            headers[key] = f"{headers[key]}, {text}" if key in headers else text
        if "transfer-encoding" in headers:
            self._refuse(411, Message("length_required", "send the body with a Content-Length"))
            return False
        length = int(headers.get("content-length", "0").split(",")[0])
        if length > self.limits.max_body:
            self._refuse(413, Message("too_large", "a request body may hold at most {most} bytes",
                                      most=self.limits.max_body))
            return False
        self.head = head
        self.headers = headers
        self.body = bytearray()
        self.body_left = length
        connection = {token.strip() for token in headers.get("connection", "").lower().split(",")}
        self.keep_alive = "close" not in connection and (head.http_version == b"1.1" or "keep-alive" in connection)
        self._enter(Stage.BODY, self.limits.body_seconds)
        assert self.parser is not None
        if self.parser.they_are_waiting_for_100_continue and length:
            self._write(b"HTTP/1.1 100 Continue\r\n\r\n")
        return True

    def _dispatch(self) -> None:
        head = self.head
        assert head is not None
        parts = urlsplit(head.target.decode("ascii"))
        request = Request(head.method.decode("ascii").upper(), unquote(parts.path), dict(parse_qsl(parts.query)),
                          self.headers, bytes(self.body), self.address)
        self.body = bytearray()
        self._enter(Stage.ANSWERING, None)
        self.pending = Reply(self)
        refusal = self.server.prefilter(request) if self.server.prefilter is not None else None
        if refusal is not None:
            self.respond(refusal)
            return
        self.server._hand_over(request, self.pending)

    # -- writing ----------------------------------------------------------------------------------

    def respond(self, response: Response) -> None:
        """Send the answer (its head only to a HEAD request), then read the next request or close.

        The answer is written here rather than through h11: its framing is one Content-Length,
        and writing it directly costs a tenth of the time (300 phones polling add up)."""
        self.pending = None
        if self.transport is None or self.stage is Stage.CLOSING:
            return
        head = self.head
        assert head is not None
        keep_alive = self.keep_alive and not self.server.closing
        headers = {
            "Content-Type": response.content_type,
            "Content-Length": str(len(response.body)),
            "X-Content-Type-Options": "nosniff",
            **response.headers,
            "Connection": "keep-alive" if keep_alive else "close",
        }
        lines = [f"HTTP/1.1 {response.status} {REASONS.get(response.status, 'Unknown')}"]
        lines += [f"{name}: {value}" for name, value in headers.items()]
        data = ("\r\n".join(lines) + "\r\n\r\n").encode("iso-8859-1")
        self._write(data if head.method == b"HEAD" else data + response.body)
        self.head = None
        if not keep_alive:
            self._enter(Stage.CLOSING, self.limits.write_seconds)
            self.transport.close()  # once the answer is out
            return
        self.parser = None
        self.needs_data = True
        self._enter(Stage.WAITING, self.limits.idle_seconds)
        if self.inbox:
            self._enter(Stage.HEAD, self.limits.head_seconds)
        self._pump()  # the next request may be here already (it is handed over, not handled, here)

    def _write(self, data: bytes) -> None:
        if self.transport is not None and data:
            self.transport.write(data)

    def _refuse(self, status: int, refusal: Message) -> None:
        """Answer a request this server does not read, then close; what else the client sent is dropped."""
        if self.transport is None:
            return
        self.inbox.clear()
        self._write(_refusal(status, refusal))
        self._enter(Stage.CLOSING, self.limits.write_seconds)
        self.transport.close()

    # -- the end --------------------------------------------------------------------------------

    def _enter(self, stage: Stage, seconds: float | None) -> None:
        self.stage = stage
        self.deadline = None if seconds is None else time.monotonic() + seconds
        self.server._note_stage(self)

    @property
    def idle(self) -> bool:
        """Waiting for a request: the connection may be closed to make room for another."""
        return self.stage in (Stage.WAITING, Stage.HEAD)

    def check(self, now: float) -> bool:
        """Every sweep: False when the connection is past a time limit (its head, its body, idle,
        or answers the client has not taken for ``write_seconds``)."""
        if self.deadline is not None and now > self.deadline:
            return False
        waiting = self.transport.get_write_buffer_size() if self.transport is not None else 0
        if not waiting:
            self.output_since = None
        elif self.output_since is None or waiting < self.output_left:
            self.output_since = now
        self.output_left = waiting
        return self.output_since is None or now - self.output_since <= self.limits.write_seconds

    def close(self) -> None:
        if self.transport is not None and self.stage is not Stage.CLOSING:
            self._enter(Stage.CLOSING, self.limits.write_seconds)
            self.transport.close()

    def abort(self) -> None:
        if self.transport is not None:
            self.transport.abort()  # connection_lost follows

    def _gone(self) -> None:
        if self.transport is None:
            return
        self.transport = None
        self.server._forget(self)
        if self.pending is not None:
            pending, self.pending = self.pending, None
            self.server._lost(pending)


class _Bridge(QObject):
    """Wakes the GUI thread when requests or lost replies wait for it (a queued signal, sent
    once for a batch: each delivery costs the GUI thread a turn of the interpreter's lock,
    which the loop's thread holds much of the time under a flood)."""

    wake = Signal()


class HttpServer(QObject):
    """Serves ``handler(request, reply)`` (called on the GUI thread) on a TCP port; the handler
    calls ``reply.send``. The sockets live on an asyncio loop in a thread of this server's own."""

    def __init__(self, handler: Callable[[Request, Reply], None], parent: QObject | None = None,
                 limits: Limits | None = None, prefilter: Callable[[Request], Response | None] | None = None) -> None:
        super().__init__(parent)
        self.handler = handler
        #: Called on the loop's thread before a request is handed over: an answer refuses it there
        #: (cheap refusals that need no session: a flood of them never reaches the GUI thread).
        self.prefilter = prefilter
        self.limits = limits or Limits()
        self.max_connections = self.limits.max_connections or connection_cap()
        self.closing = False
        #: Connections refused or closed to make room since the start (a sign of trouble).
        self.refused = 0
        self._error = ""
        self._port = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._server: asyncio.base_events.Server | None = None
        # on the loop's thread only:
        self._connections: set[_Connection] = set()
        self._by_address: dict[str, list[_Connection]] = {}
        self._idle: dict[_Connection, None] = {}  # waiting for a request, longest-waiting first
        #: Each address's allowance of new connections: (what is left, when last counted).
        self._allowance: dict[str, tuple[float, float]] = {}
        # on the GUI thread: requests wait here and are handled a slice at a time, so a burst
        # of hand-ins (each saved to disk) never holds up the timers in between; requests that
        # change something (a move, a join) go before reads, which a phone repeats anyway,
        # unless a read has waited READ_PATIENCE already (a stream of moves never starves them)
        self._queue: deque[tuple[Request, Reply, float]] = deque()
        self._urgent: deque[tuple[Request, Reply, float]] = deque()
        self._strangers: deque[tuple[Request, Reply, float]] = deque()
        self._last_urgent = False
        self._pump = QTimer(self, interval=0)
        self._pump.timeout.connect(self._handle_next)
        self._bridge = _Bridge(self)
        self._bridge.wake.connect(self._take_handed_over)
        #: From the loop's thread to the GUI thread: ("request", request, reply) or ("lost", reply).
        self._handed_over: deque[tuple[Any, ...]] = deque()
        self._handed_lock = threading.Lock()

    # -- running (GUI thread) -----------------------------------------------------------------------

    def listen(self, host: str, port: int) -> bool:
        """Listen on ``host`` ("127.0.0.1", "0.0.0.0") and ``port`` (0: any free one); False with
        ``error_text`` if it cannot."""
        if self._thread is None:
            ready = threading.Event()

            def run() -> None:
                loop = asyncio.new_event_loop()
                self._loop = loop
                asyncio.set_event_loop(loop)
                ready.set()
                loop.run_forever()
                loop.close()

            self._thread = threading.Thread(target=run, name="phones-http", daemon=True)
            self._thread.start()
            ready.wait()
        assert self._loop is not None
        try:
            self._server = asyncio.run_coroutine_threadsafe(self._start(host, port), self._loop).result(10)
        except OSError as exc:
            self._error = exc.strerror or str(exc)
            return False
        self._port = self._server.sockets[0].getsockname()[1]
        self.closing = False
        return True

    async def _start(self, host: str, port: int) -> asyncio.base_events.Server:
        # the backlog is also how many connections asyncio accepts in one go, before any is
        # refused: FD_RESERVE leaves room for that many on top of max_connections
        server = await asyncio.get_running_loop().create_server(
            lambda: _Connection(self), host, port, backlog=ACCEPT_BACKLOG, reuse_address=True)
        asyncio.get_running_loop().call_later(SWEEP_SECONDS, self._sweep)
        return server

    @property
    def port(self) -> int:
        return self._port

    @property
    def listening(self) -> bool:
        return self._server is not None

    def error_text(self) -> str:
        return self._error

    def close(self) -> None:
        """Stop listening, drop every connection, end the loop's thread (waits for it)."""
        self.closing = True
        self._pump.stop()
        self._queue.clear()
        self._urgent.clear()
        self._strangers.clear()
        loop, thread, self._loop, self._thread = self._loop, self._thread, None, None
        server, self._server = self._server, None
        if loop is None or thread is None:
            return

        async def shut() -> None:
            if server is not None:
                server.close()
            for connection in list(self._connections):
                connection.abort()
            await asyncio.sleep(0)

        try:
            asyncio.run_coroutine_threadsafe(shut(), loop).result(5)
        except (RuntimeError, TimeoutError, asyncio.TimeoutError):
            pass
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)

    def call_soon(self, callback: Callable[..., None], *args: Any) -> None:
        """Run ``callback(*args)`` on the loop's thread (an answer leaving)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(callback, *args)
            except RuntimeError:  # the loop was closed meanwhile: the service stopped
                pass

    def _on_loop(self, work: Callable[[], Any]) -> Any:
        """``work()`` done on the loop's thread, its result here (for figures and tests)."""
        loop = self._loop
        if loop is None:
            return work()

        async def run() -> Any:
            return work()

        return asyncio.run_coroutine_threadsafe(run(), loop).result(5)

    @property
    def connection_count(self) -> int:
        return self._on_loop(lambda: len(self._connections))

    def connections_from(self) -> dict[str, int]:
        """How many connections each address holds now."""
        return self._on_loop(lambda: {a: len(c) for a, c in self._by_address.items()})

    def buffered(self) -> tuple[int, int]:
        """(request bytes read and not yet handled, answer bytes not yet taken) over all connections."""
        def count() -> tuple[int, int]:
            read = sum(len(c.inbox) for c in self._connections)
            written = sum(c.transport.get_write_buffer_size() for c in self._connections if c.transport is not None)
            return read, written

        return self._on_loop(count)

    # -- connections (the loop's thread) ---------------------------------------------------------

    def _admit(self, address: str) -> bool:
        """Whether a new connection from ``address`` may be held: within the address's allowance
        of new connections, and room made by closing the connection (of that address, else of
        anyone) that has waited longest for a request; when the server is full, only an address
        with fewer than its fair share gets in."""
        if self.closing:
            return False
        now = time.monotonic()
        limits = self.limits
        left, then = self._allowance.get(address, (float(limits.new_per_address), now))
        left = min(float(limits.new_per_address), left + (now - then) / limits.new_every_seconds)
        if left < 1:
            self._allowance[address] = (left, now)
            self.refused += 1
            return False
        self._allowance[address] = (left - 1, now)
        mine = self._by_address.get(address, [])
        if len(mine) >= limits.per_address:
            victim = next((c for c in mine if c.idle), None)
            if victim is None:
                self.refused += 1
                return False
            self.refused += 1
            victim.abort()
            victim._gone()
        if len(self._connections) >= self.max_connections:
            victim = next(iter(self._idle), None)
            if victim is None or len(mine) >= limits.fair_share:
                self.refused += 1
                return False
            self.refused += 1
            victim.abort()
            victim._gone()
        return True

    def _hold(self, connection: _Connection) -> None:
        self._connections.add(connection)
        self._by_address.setdefault(connection.address, []).append(connection)

    def _note_stage(self, connection: _Connection) -> None:
        """Keep the longest-waiting order: a connection joins it when it starts waiting for a
        request, keeps its place while the request's head comes, leaves it once answered."""
        if connection.stage is Stage.WAITING:
            self._idle.pop(connection, None)
            self._idle[connection] = None
        elif connection.stage is not Stage.HEAD:
            self._idle.pop(connection, None)

    def _sweep(self) -> None:
        now = time.monotonic()
        for connection in [c for c in self._connections if not c.check(now)]:
            connection.abort()
            connection._gone()
        limits = self.limits
        if len(self._allowance) > 1000:  # addresses back to a full allowance are forgotten
            full = now - limits.new_per_address * limits.new_every_seconds
            self._allowance = {a: v for a, v in self._allowance.items() if v[1] > full or a in self._by_address}
        if not self.closing and self._loop is not None:
            self._loop.call_later(SWEEP_SECONDS, self._sweep)

    def _forget(self, connection: _Connection) -> None:
        self._connections.discard(connection)
        self._idle.pop(connection, None)
        mine = self._by_address.get(connection.address)
        if mine is not None:
            if connection in mine:
                mine.remove(connection)
            if not mine:
                del self._by_address[connection.address]

    def _hand_over(self, request: Request, reply: Reply) -> None:
        """From the loop's thread to the GUI thread, where the handler runs."""
        self._to_gui(("request", request, reply))

    def _lost(self, reply: Reply) -> None:
        self._to_gui(("lost", reply))

    def _to_gui(self, item: tuple[Any, ...]) -> None:
        with self._handed_lock:
            first = not self._handed_over
            self._handed_over.append(item)
        if first:
            try:
                self._bridge.wake.emit()
            except RuntimeError:  # the server is gone (the app is quitting)
                pass

    def _take_handed_over(self) -> None:
        """On the GUI thread: everything handed over since the last wake."""
        with self._handed_lock:
            items = list(self._handed_over)
            self._handed_over.clear()
        for item in items:
            if item[0] == "request":
                self._enqueue(item[1], item[2])
            else:
                item[1]._lost()

    # -- requests (GUI thread) ----------------------------------------------------------------------

    def schedule(self, work: Callable[[], None]) -> None:
        """Run ``work()`` on the GUI thread in the slices with the moves (work that saves, like a
        join whose card was checked elsewhere: thirty at once never hold up the timers)."""
        self._urgent.append((work, None, time.perf_counter()))  # type: ignore[arg-type]
        if not self._pump.isActive():
            self._pump.start()

    def _enqueue(self, request: Request, reply: Reply) -> None:
        if "authorization" not in request.headers:  # a join, the page's files: after the phones at their tables
            queue = self._strangers
        else:
            queue = self._queue if request.method in ("GET", "HEAD") else self._urgent
        queue.append((request, reply, time.perf_counter()))
        if not self._pump.isActive():
            self._pump.start()

    def _next_queue(self, now: float) -> deque[tuple[Request, Reply, float]]:
        """Which request goes next: moves first; a read, then a request without a token (a join,
        the page), that has waited its patience takes every other turn (none is starved)."""
        waited = [q for q, patience in ((self._queue, READ_PATIENCE), (self._strangers, 2 * READ_PATIENCE))
                  if q and now - q[0][2] > patience]
        if waited and (self._last_urgent or not self._urgent):
            return waited[0]
        return next(q for q in (self._urgent, self._queue, self._strangers) if q)

    def _handle_next(self) -> None:
        now = time.perf_counter()
        end = now + SLICE_SECONDS
        while (self._urgent or self._queue or self._strangers) and now < end:
            queue = self._next_queue(now)
            self._last_urgent = queue is self._urgent
            request, reply, _ = queue.popleft()
            if reply is None:  # scheduled work
                request()  # type: ignore[operator]
            elif reply.open:
                self.handler(request, reply)
            now = time.perf_counter()
        if not (self._urgent or self._queue or self._strangers):
            self._pump.stop()
