"""A small HTTP/1.1 server on the Qt event loop (QTcpServer), for the phones' service.

Why not QHttpServer: with PySide6 6.11 a route handler's returned QHttpServerResponse cannot
be converted back to C++ ("Cannot copy-convert ... to C++": the phone gets an empty answer),
a QHttpServerResponder cannot be kept past the handler (so no long polling), and the whole
body is read before a handler could refuse it. This server reads at most ``MAX_BODY``
bytes of body (a larger Content-Length is refused before anything is read), keeps
connections alive, and lets a handler answer later (``Reply.send``), which long polling
needs. Everything runs on the thread of the event loop, like the session it serves;
requests are queued and handled in short slices so the loop's timers keep their beat.
"""

from __future__ import annotations

import json
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable
from urllib.parse import parse_qsl, unquote, urlsplit

from PySide6.QtCore import QObject, QTimer
from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

from duplicate.base.errors import Message

MAX_BODY = 4096
MAX_HEAD = 8192
#: A connection with no complete request for this long is closed (slow or idle clients).
IDLE_MS = 60_000
#: Queued requests are handled for at most this long before the event loop runs again.
SLICE_SECONDS = 0.010

REASONS = {
    100: "Continue", 200: "OK", 204: "No Content", 304: "Not Modified", 400: "Bad Request",
    401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
    409: "Conflict", 411: "Length Required", 413: "Content Too Large", 429: "Too Many Requests",
    431: "Request Header Fields Too Large", 500: "Internal Server Error", 501: "Not Implemented",
    503: "Service Unavailable",
}


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


class _Connection(QObject):
    """One client connection: reads requests one at a time, writes each answer in order."""

    def __init__(self, socket: QTcpSocket, server: HttpServer) -> None:
        super().__init__(server)
        self.socket: QTcpSocket | None = socket  # None once the connection is gone
        self.server = server
        self.buffer = b""
        self.head: tuple[str, str, dict[str, str], int] | None = None  # method, target, headers, length
        self.keep_alive = True
        self.head_only = False  # the request being answered is a HEAD: headers only
        self.pending: Reply | None = None
        self.idle = QTimer(self, singleShot=True, interval=IDLE_MS)
        self.idle.timeout.connect(self.close)
        self.idle.start()
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(self._gone)

    def _read(self) -> None:
        if self.socket is not None:
            self.buffer += bytes(self.socket.readAll().data())
            self._process()

    def _process(self) -> None:
        while self.pending is None and self.socket is not None:
            if self.head is None:
                end = self.buffer.find(b"\r\n\r\n")
                if end < 0:
                    if len(self.buffer) > MAX_HEAD:
                        self._refuse(431, Message("too_large", "the request's headers are too long"))
                    return
                if end > MAX_HEAD:
                    self._refuse(431, Message("too_large", "the request's headers are too long"))
                    return
                raw, self.buffer = self.buffer[:end], self.buffer[end + 4:]
                if not self._parse_head(raw):
                    return
            assert self.head is not None
            method, target, headers, length = self.head
            if len(self.buffer) < length:
                return
            body, self.buffer = self.buffer[:length], self.buffer[length:]
            self.head = None
            self._dispatch(method, target, headers, body)

    def _parse_head(self, raw: bytes) -> bool:
        try:
            lines = raw.decode("iso-8859-1").split("\r\n")
            method, target, version = lines[0].split(" ")
            if not version.startswith("HTTP/1."):
                raise ValueError(version)
            headers: dict[str, str] = {}
            for line in lines[1:]:
                name, _, value = line.partition(":")
                if not _ or not name.strip() or name != name.strip():
                    raise ValueError(line)
                headers[name.lower()] = value.strip()
        except ValueError:
            self._refuse(400, Message("bad_request", "the request is not HTTP/1.1"))
            return False
        if "transfer-encoding" in headers:
            self._refuse(411, Message("length_required", "send the body with a Content-Length"))
            return False
        try:
            length = int(headers.get("content-length", "0"))
            if length < 0:
                raise ValueError
        except ValueError:
            self._refuse(400, Message("bad_request", "the Content-Length is not a number"))
            return False
        if length > MAX_BODY:
            self._refuse(413, Message("too_large", "a request body may hold at most {most} bytes", most=MAX_BODY))
            return False
        connection = headers.get("connection", "").lower()
        self.keep_alive = connection != "close" and (version == "HTTP/1.1" or connection == "keep-alive")
        if headers.get("expect", "").lower() == "100-continue" and length and self.socket is not None:
            self.socket.write(b"HTTP/1.1 100 Continue\r\n\r\n")
        self.head = (method, target, headers, length)
        return True

    def _dispatch(self, method: str, target: str, headers: dict[str, str], body: bytes) -> None:
        parts = urlsplit(target)
        request = Request(method.upper(), unquote(parts.path), dict(parse_qsl(parts.query)), headers, body,
                          self.peer)
        self.idle.stop()
        self.head_only = request.method == "HEAD"
        self.pending = Reply(self)
        self.server._enqueue(request, self.pending)

    @property
    def peer(self) -> str:
        return self.socket.peerAddress().toString() if self.socket is not None else ""

    def respond(self, response: Response) -> None:
        self.pending = None
        if self.socket is None:
            return
        headers = {
            "Content-Type": response.content_type,
            "Content-Length": str(len(response.body)),
            "X-Content-Type-Options": "nosniff",
            "Connection": "keep-alive" if self.keep_alive else "close",
            **response.headers,
        }
        head = f"HTTP/1.1 {response.status} {REASONS.get(response.status, 'Unknown')}\r\n"
        head += "".join(f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
        self.socket.write(head.encode("iso-8859-1") + (b"" if self.head_only else response.body))
        if not self.keep_alive:
            self.socket.disconnectFromHost()
            return
        self.idle.start()
        if self.buffer:
            QTimer.singleShot(0, self._process)

    def _refuse(self, status: int, refusal: Message) -> None:
        """Refuse a request that is not HTTP as this server reads it: the refusal's code, its
        English text and its values (the page translates by code; its own requests never get here)."""
        self.keep_alive = False
        self.head_only = False
        self.buffer = b""
        self.respond(error_response(status, refusal.code, refusal.text, None, {"values": refusal.to_json()["values"]}))

    def close(self) -> None:
        if self.socket is not None:
            self.socket.disconnectFromHost()

    def _gone(self) -> None:
        if self.socket is None:
            return
        socket, self.socket = self.socket, None
        self.idle.stop()
        if self.pending is not None:
            pending, self.pending = self.pending, None
            pending._lost()
        self.server._forget(self)
        socket.deleteLater()
        self.deleteLater()


class HttpServer(QObject):
    """Serves ``handler(request, reply)`` on a TCP port; the handler calls ``reply.send``."""

    def __init__(self, handler: Callable[[Request, Reply], None], parent: QObject | None = None,
                 max_connections: int = 2000) -> None:
        super().__init__(parent)
        self.handler = handler
        self.max_connections = max_connections
        self._server = QTcpServer(self)
        self._server.setMaxPendingConnections(256)
        self._server.newConnection.connect(self._accept)
        self._connections: set[_Connection] = set()
        # requests wait here and are handled a slice at a time, so a burst of hand-ins (each
        # saved to disk) never holds up the timers in between; requests that change something
        # (a move, a join) go before reads, which a phone repeats anyway
        self._queue: deque[tuple[Request, Reply]] = deque()
        self._urgent: deque[tuple[Request, Reply]] = deque()
        self._pump = QTimer(self, interval=0)
        self._pump.timeout.connect(self._handle_next)

    def listen(self, host: QHostAddress, port: int) -> bool:
        return self._server.listen(host, port)

    @property
    def port(self) -> int:
        return self._server.serverPort()

    @property
    def listening(self) -> bool:
        return self._server.isListening()

    def error_text(self) -> str:
        return self._server.errorString()

    def close(self) -> None:
        self._server.close()
        self._pump.stop()
        self._queue.clear()
        self._urgent.clear()
        for connection in list(self._connections):
            if connection.socket is not None:
                connection.socket.abort()
            connection._gone()

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            if len(self._connections) >= self.max_connections:
                socket.abort()
                socket.deleteLater()
                continue
            self._connections.add(_Connection(socket, self))

    def _enqueue(self, request: Request, reply: Reply) -> None:
        (self._queue if request.method in ("GET", "HEAD") else self._urgent).append((request, reply))
        if not self._pump.isActive():
            self._pump.start()

    def _handle_next(self) -> None:
        end = time.perf_counter() + SLICE_SECONDS
        while (self._urgent or self._queue) and time.perf_counter() < end:
            request, reply = (self._urgent or self._queue).popleft()
            if reply.open:
                self.handler(request, reply)
        if not (self._urgent or self._queue):
            self._pump.stop()

    def _forget(self, connection: _Connection) -> None:
        self._connections.discard(connection)
