"""The phones' HTTP/1.1 server: h11 (a sans-I/O HTTP/1.1 parser) on QTcpSocket, on the Qt loop.

Why h11 here: it reads HTTP strictly (a request line or header it does not understand, two
different Content-Lengths, ``1_0``, a NUL in a header: 400) and leaves the sockets to us,
so every resource a client can make us hold is bounded in this file, on the thread of the
session it serves (no second thread, no marshalling, nothing to stop at quit). Measured
against aiohttp in a thread (its own parser, the session's calls sent to the GUI thread),
the two held the same memory under a pipelining flood and the same latency under 300
phones; h11 needs no compiled packages and no private hooks for the limits below (see
docs/architecture.md). What this file adds to h11:

- only HTTP/1.0 and 1.1, and a request head with bare LF line ends is refused (h11 reads
  both);
- backpressure: a connection is read one request at a time, not at all while its answer is
  pending or while more than ``Limits.max_output`` bytes of answers wait to be taken, and Qt
  reads at most ``Limits.read_buffer`` bytes ahead (the rest waits in the kernel, then the
  client's TCP window closes): one connection holds a few tens of KB whatever it sends;
- time limits: the head of a request must arrive within ``head_seconds`` of its first byte,
  the body within ``body_seconds``, an idle kept-alive connection is closed after
  ``idle_seconds``, and an answer the client does not take within ``write_seconds`` ends
  the connection;
- at most ``per_address`` connections from one address and ``max_connections`` in all
  (below the process's open-files limit, so the session file can always be saved); when
  full, the connection that has waited longest for a request makes room, never one whose
  request is being answered (a phone's long poll).

A handler answers later if it likes (``Reply.send``), which long polling needs. Requests
are queued and handled in short slices so the loop's timers keep their beat.
"""

from __future__ import annotations

import json
import time
from collections import deque
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable
from urllib.parse import parse_qsl, unquote, urlsplit

import h11
import shiboken6
from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from duplicate.base.errors import Message

#: The largest request body read (a phone's move or join is a few hundred bytes).
MAX_BODY = 4096
#: Open files kept free of connections: the session file and its journal, word lists, Qt's own.
FD_RESERVE = 256
#: Queued requests are handled for at most this long before the event loop runs again.
SLICE_SECONDS = 0.010
#: A read waits at most this long behind requests that change something (seconds).
READ_PATIENCE = 0.25
#: How often deadlines are checked.
SWEEP_MS = 250

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
    read_buffer: int = 16384  # bytes read ahead from a socket (Qt's buffer, and ours)
    kernel_buffer: int = 65536  # the system's send and receive buffers of a connection
    max_output: int = 65536  # answer bytes waiting to be taken before a connection stops reading
    head_seconds: float = 10.0
    body_seconds: float = 10.0
    idle_seconds: float = 30.0
    write_seconds: float = 30.0
    per_address: int = 8  # a phone's page needs 2-3 (the long poll, a move, its files)
    max_connections: int | None = None  # None: 2,000, or fewer if the open-files limit is low


def open_files_limit() -> tuple[int, int] | None:
    """The process's (soft, hard) limit of open files; None where the system has none to read."""
    try:
        import resource
    except ImportError:  # Windows: no such limit to read (the C runtime's is 8,192 sockets)
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    return soft, hard


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
    if limit is None:
        return wanted
    soft = limit[0]
    if soft < 0:  # RLIM_INFINITY
        return wanted
    return max(16, min(wanted, soft - FD_RESERVE))


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
    """The answer to one request, sent now or later (once); ``open`` is False once the client left."""

    def __init__(self, connection: _Connection) -> None:
        self._connection: _Connection | None = connection
        self.on_close: Callable[[], None] | None = None

    @property
    def open(self) -> bool:
        return self._connection is not None

    def send(self, response: Response) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            connection.respond(response)

    def _lost(self) -> None:
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


class _Connection(QObject):
    """One client connection: reads one request at a time and writes its answer, within limits."""

    def __init__(self, socket: QTcpSocket, server: HttpServer, address: str) -> None:
        super().__init__(server)
        self.socket: QTcpSocket | None = socket
        self.server = server
        self.limits = server.limits
        self.address = address
        self.parser = self._new_parser()
        self.needs_data = True  # a new parser has nothing to read yet
        self.held_for_output = False  # reading stopped until the client takes its answers
        self.keep_alive = True
        self.headers: dict[str, str] = {}
        self.inbox = bytearray()  # read from the socket, not yet given to the parser
        self.body = bytearray()
        self.body_left = 0
        self.head: h11.Request | None = None
        self.pending: Reply | None = None
        self.stage = Stage.WAITING
        now = time.monotonic()
        self.deadline = now + self.limits.idle_seconds
        self.output_since: float | None = None  # since when answers wait to be taken
        socket.setParent(self)  # the connection owns its socket (not the QTcpServer that made it)
        socket.setReadBufferSize(self.limits.read_buffer)
        # the kernel's buffers too: by default they grow to megabytes for a client that sends
        # without reading (or reads nothing), in the system's memory if not in ours
        socket.setSocketOption(QAbstractSocket.SocketOption.ReceiveBufferSizeSocketOption, self.limits.kernel_buffer)
        socket.setSocketOption(QAbstractSocket.SocketOption.SendBufferSizeSocketOption, self.limits.kernel_buffer)
        socket.readyRead.connect(self._pump)
        socket.bytesWritten.connect(self._on_written)
        socket.disconnected.connect(self._gone)

    # -- reading ----------------------------------------------------------------------------------

    def _new_parser(self) -> h11.Connection:
        """A parser for the next request: each reads one request (its head and exactly its body)."""
        return h11.Connection(h11.SERVER, max_incomplete_event_size=self.limits.max_head)

    def _pump(self) -> None:
        """Read and parse as far as the limits allow: one request at a time, none while its
        answer is pending or while earlier answers are not being taken."""
        while self.socket is not None and self.pending is None and self.stage is not Stage.CLOSING:
            if self.socket.bytesToWrite() > self.limits.max_output:
                self.held_for_output = True
                return  # the client does not read its answers: stop reading its requests
            if self.needs_data:  # what the parser asked for last, or a new request
                if not self._feed():
                    return
                self.needs_data = False
            try:
                event = self.parser.next_event()
            except h11.RemoteProtocolError as exc:
                status = exc.error_status_hint if exc.error_status_hint in (400, 413, 431) else 400
                self._refuse(status, Message("too_large", "the request's headers are too long") if status == 431
                             else NOT_HTTP)
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
            else:  # ConnectionClosed (the client half-closed), or PAUSED, which one request at a time never meets
                self.close()
                return

    def _read(self) -> bool:
        """Move what the socket has into the inbox, up to the read buffer's size."""
        assert self.socket is not None
        room = self.limits.read_buffer - len(self.inbox)
        if room <= 0:
            return False
        data = self.socket.read(room).data()
        if not data:
            return False
        if self.stage is Stage.WAITING:
            self._enter(Stage.HEAD, self.limits.head_seconds)
        self.inbox += data
        return True

    def _feed(self) -> bool:
        """Give the parser the next bytes of the request being read (its head, checked for bare
        LF, then exactly its body), never the next request's: False when none have come."""
        if self.parser.their_state is h11.SEND_BODY:
            if not self.inbox and not self._read():
                return False
            chunk = bytes(self.inbox[:self.body_left])
            del self.inbox[:len(chunk)]
            self.body_left -= len(chunk)
            self.parser.receive_data(chunk)
            return bool(chunk)
        while True:
            end = self.inbox.find(b"\r\n\r\n")
            head = self.inbox if end < 0 else self.inbox[:end + 4]
            if _bare_lf(head):
                self._refuse(400, NOT_HTTP)
                return False
            if end >= 0:
                if end + 4 > self.limits.max_head:
                    break
                self.parser.receive_data(bytes(head))
                del self.inbox[:end + 4]
                return True
            if len(self.inbox) > self.limits.max_head:
                break
            if not self._read():
                return False
        self._refuse(431, Message("too_large", "the request's headers are too long"))
        return False

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
        self.body = bytearray()
        self.body_left = length
        self.headers = headers
        connection = {token.strip() for token in headers.get("connection", "").lower().split(",")}
        self.keep_alive = "close" not in connection and (head.http_version == b"1.1" or "keep-alive" in connection)
        self._enter(Stage.BODY, self.limits.body_seconds)
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
        self.server._enqueue(request, self.pending)

    # -- writing ----------------------------------------------------------------------------------

    def respond(self, response: Response) -> None:
        """Send the answer (its head only to a HEAD request), then read the next request or close.

        The answer is written here rather than through h11: its framing is one Content-Length,
        and writing it directly costs a tenth of the time (300 phones polling add up)."""
        self.pending = None
        if self.socket is None or self.stage is Stage.CLOSING:
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
            self.socket.disconnectFromHost()
            return
        self.parser = self._new_parser()
        self.needs_data = True
        self._enter(Stage.WAITING, self.limits.idle_seconds)
        if self.inbox or self.socket.bytesAvailable():
            self._pump()  # the next request is here already (it is queued, not handled, here)

    def _write(self, data: bytes) -> None:
        if self.socket is None or not data:
            return
        if self.output_since is None:
            self.output_since = time.monotonic()
        self.socket.write(data)

    def _on_written(self, count: int) -> None:
        if self.socket is None:
            return
        waiting = self.socket.bytesToWrite()
        self.output_since = time.monotonic() if waiting else None
        if self.held_for_output and waiting <= self.limits.max_output:
            self.held_for_output = False
            self._pump()

    def _refuse(self, status: int, refusal: Message) -> None:
        """Answer a request this server does not read, then close; what else the client sent is dropped."""
        if self.socket is None:
            return
        self.inbox.clear()
        self.socket.readAll()  # dropped: closing with unread bytes would reset the connection before the answer
        self._write(_refusal(status, refusal))
        self._enter(Stage.CLOSING, self.limits.write_seconds)
        self.socket.disconnectFromHost()

    # -- the end --------------------------------------------------------------------------------

    def _enter(self, stage: Stage, seconds: float | None) -> None:
        was_idle = self.stage in (Stage.WAITING, Stage.HEAD)
        self.stage = stage
        self.deadline = None if seconds is None else time.monotonic() + seconds
        self.server._note_stage(self, was_idle)

    @property
    def idle(self) -> bool:
        """Waiting for a request: the connection may be closed to make room for another."""
        return self.stage in (Stage.WAITING, Stage.HEAD)

    def overdue(self, now: float) -> bool:
        if self.deadline is not None and now > self.deadline:
            return True
        return self.output_since is not None and now - self.output_since > self.limits.write_seconds

    def close(self) -> None:
        if self.socket is not None:
            self.socket.disconnectFromHost()
            if self.stage is not Stage.CLOSING:
                self._enter(Stage.CLOSING, self.limits.write_seconds)

    def abort(self) -> None:
        if self.socket is not None:
            self.socket.abort()
        self._gone()

    def _gone(self) -> None:
        if self.socket is None:
            return
        socket, self.socket = self.socket, None
        if self.pending is not None:
            pending, self.pending = self.pending, None
            pending._lost()
        self.server._forget(self)
        if shiboken6.isValid(socket):  # not when Qt itself is tearing everything down at quit
            socket.disconnect(self)
            socket.deleteLater()
        if shiboken6.isValid(self):
            self.deleteLater()


class HttpServer(QObject):
    """Serves ``handler(request, reply)`` on a TCP port; the handler calls ``reply.send``."""

    def __init__(self, handler: Callable[[Request, Reply], None], parent: QObject | None = None,
                 limits: Limits | None = None) -> None:
        super().__init__(parent)
        self.handler = handler
        self.limits = limits or Limits()
        self.max_connections = self.limits.max_connections or connection_cap()
        self.closing = False
        #: Connections refused or closed to make room since the start (a sign of trouble).
        self.refused = 0
        self._server = QTcpServer(self)
        self._server.setMaxPendingConnections(256)
        self._server.setListenBacklogSize(1024)  # Qt's 50 drops new phones' SYNs when sockets pour in
        self._server.newConnection.connect(self._accept)
        self._connections: set[_Connection] = set()
        self._by_address: dict[str, list[_Connection]] = {}
        self._idle: dict[_Connection, None] = {}  # waiting for a request, longest-waiting first
        # requests wait here and are handled a slice at a time, so a burst of hand-ins (each
        # saved to disk) never holds up the timers in between; requests that change something
        # (a move, a join) go before reads, which a phone repeats anyway, unless a read has
        # waited READ_PATIENCE already (a stream of moves never starves the reads)
        self._queue: deque[tuple[Request, Reply, float]] = deque()
        self._urgent: deque[tuple[Request, Reply, float]] = deque()
        self._last_urgent = False
        self._pump = QTimer(self, interval=0)
        self._pump.timeout.connect(self._handle_next)
        self._sweep = QTimer(self, interval=SWEEP_MS)
        self._sweep.timeout.connect(self._close_overdue)

    def listen(self, host: QHostAddress, port: int) -> bool:
        if not self._server.listen(host, port):
            return False
        self.closing = False
        self._sweep.start()
        return True

    @property
    def port(self) -> int:
        return self._server.serverPort()

    @property
    def listening(self) -> bool:
        return self._server.isListening()

    @property
    def connection_count(self) -> int:
        return len(self._connections)

    def error_text(self) -> str:
        return self._server.errorString()

    def buffered(self) -> tuple[int, int]:
        """(request bytes read and not yet handled, answer bytes not yet taken) over all connections."""
        read = written = 0
        for connection in self._connections:
            if connection.socket is not None:
                read += len(connection.inbox) + connection.socket.bytesAvailable()
                written += connection.socket.bytesToWrite()
        return read, written

    def close(self) -> None:
        self.closing = True
        self._server.close()
        self._pump.stop()
        self._sweep.stop()
        self._queue.clear()
        self._urgent.clear()
        for connection in list(self._connections):
            connection.abort()

    # -- connections ----------------------------------------------------------------------------

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            address = _address_text(socket.peerAddress())
            if not self._make_room(address):
                self.refused += 1
                socket.abort()
                socket.deleteLater()
                continue
            connection = _Connection(socket, self, address)
            self._connections.add(connection)
            self._by_address.setdefault(address, []).append(connection)
            self._idle[connection] = None
            if socket.bytesAvailable():
                connection._pump()

    def _make_room(self, address: str) -> bool:
        """Whether a new connection from ``address`` may be held, closing the connection of that
        address (then of anyone) that has waited longest for a request if need be."""
        mine = self._by_address.get(address, [])
        if len(mine) >= self.limits.per_address:
            victim = next((c for c in self._idle if c.address == address), None)
            if victim is None:
                return False
            self.refused += 1
            victim.abort()
        if len(self._connections) >= self.max_connections:
            victim = next(iter(self._idle), None)
            if victim is None:
                return False
            self.refused += 1
            victim.abort()
        return True

    def _note_stage(self, connection: _Connection, was_idle: bool) -> None:
        """Keep the longest-waiting order: a connection joins it when it starts waiting for a
        request, keeps its place while the request's head comes, leaves it once answered."""
        if connection.stage is Stage.WAITING:
            self._idle.pop(connection, None)
            self._idle[connection] = None
        elif connection.stage is not Stage.HEAD:
            self._idle.pop(connection, None)

    def _close_overdue(self) -> None:
        now = time.monotonic()
        for connection in [c for c in self._connections if c.overdue(now)]:
            connection.abort()

    def _forget(self, connection: _Connection) -> None:
        self._connections.discard(connection)
        self._idle.pop(connection, None)
        mine = self._by_address.get(connection.address)
        if mine is not None:
            if connection in mine:
                mine.remove(connection)
            if not mine:
                del self._by_address[connection.address]

    # -- requests -------------------------------------------------------------------------------

    def _enqueue(self, request: Request, reply: Reply) -> None:
        queue = self._queue if request.method in ("GET", "HEAD") else self._urgent
        queue.append((request, reply, time.perf_counter()))
        if not self._pump.isActive():
            self._pump.start()

    def _handle_next(self) -> None:
        now = time.perf_counter()
        end = now + SLICE_SECONDS
        while (self._urgent or self._queue) and now < end:
            # a read that has waited takes every other turn: moves first, reads never starved
            reads_waited = bool(self._queue) and now - self._queue[0][2] > READ_PATIENCE and self._last_urgent
            queue = self._queue if reads_waited or not self._urgent else self._urgent
            self._last_urgent = queue is self._urgent
            request, reply, _ = queue.popleft()
            if reply.open:
                self.handler(request, reply)
            now = time.perf_counter()
        if not (self._urgent or self._queue):
            self._pump.stop()


def _address_text(address: QHostAddress) -> str:
    """A peer's address as one text per device (an IPv4 address reached over IPv6 as IPv4)."""
    text = address.toString()
    return text[7:] if text.startswith("::ffff:") and "." in text else text
