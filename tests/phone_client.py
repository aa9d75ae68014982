"""A test client for the phones' service: real HTTP over 127.0.0.1 from a worker thread,
while the test's thread keeps the Qt event loop (where the service lives) turning."""

from __future__ import annotations

import http.client
import json
import socket
import threading
from typing import Any

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, QEventLoop

from ui.widgets.worker_gc import track_worker


def run_off_loop(work, timeout: float = 20.0) -> Any:
    """Run ``work()`` in a thread and process Qt events until it returns; its result."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - re-raised in the test's thread
            box["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    # like the app's workers: no garbage collection in this thread, or a Qt object of an earlier
    # test (a service and its timers) could be freed here, outside the GUI thread
    track_worker(thread.is_alive)
    thread.start()
    deadline = QDeadlineTimer(int(timeout * 1000))
    while thread.is_alive() and not deadline.hasExpired():
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    thread.join(0.1)
    if thread.is_alive():
        raise TimeoutError("the request got no answer")
    if "error" in box:
        raise box["error"]
    return box["value"]


class Answer:
    def __init__(self, status: int, headers: dict[str, str], body: bytes) -> None:
        self.status = status
        self.headers = headers
        self.body = body

    def json(self) -> Any:
        return json.loads(self.body.decode("utf-8"))

    @property
    def code(self) -> str | None:
        """The API's error code, if the answer is an error."""
        try:
            return self.json()["error"]["code"]
        except (ValueError, KeyError, TypeError):
            return None


def request(port: int, method: str, path: str, body: Any = None, token: str | None = None,
            raw: bytes | None = None, timeout: float = 20.0, address: str = "127.0.0.1") -> Answer:
    """One HTTP request (in the calling thread; wrap in ``run_off_loop`` from the Qt thread),
    from ``address`` (any 127.x address: each stands for another device on the room's network)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=(address, 0))
    headers = {}
    data = raw if raw is not None else (None if body is None else json.dumps(body).encode("utf-8"))
    if data is not None:
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = f"Bearer {token}"
    try:
        connection.request(method, path, body=data, headers=headers)
        response = connection.getresponse()
        return Answer(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
    finally:
        connection.close()


def raw_exchange(port: int, data: bytes, timeout: float = 10.0, address: str = "127.0.0.1") -> bytes:
    """Send raw bytes and read the whole answer (until the server closes)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=(address, 0)) as sock:
        sock.sendall(data)
        chunks = []
        while True:
            try:
                chunk = sock.recv(65536)
            except (ConnectionResetError, socket.timeout):
                break
            if not chunk:
                break
            chunks.append(chunk)
    return b"".join(chunks)


class Phone:
    """A phone of the tests: calls the service from a worker thread."""

    def __init__(self, port: int, address: str = "127.0.0.1") -> None:
        self.port = port
        self.address = address
        self.token: str | None = None

    def call(self, method: str, path: str, body: Any = None, **kw: Any) -> Answer:
        kw.setdefault("address", self.address)
        return run_off_loop(lambda: request(self.port, method, path, body, self.token, **kw))

    def join(self, pin: str, table: int, name: str = "") -> Answer:
        """Join a new table with the room's PIN."""
        return self._joined(self.call("POST", "/api/join", {"pin": pin, "table": table, "name": name}))

    def join_card(self, table: int, code: str) -> Answer:
        """Join a table with its card's code."""
        return self._joined(self.call("POST", "/api/join", {"table": table, "code": code}))

    def _joined(self, answer: Answer) -> Answer:
        if answer.status == 200:
            self.token = answer.json()["token"]
        return answer

    def state(self, since: str | None = None, wait: float | None = None) -> Answer:
        query = []
        if since is not None:
            query.append(f"since={since}")
        if wait is not None:
            query.append(f"wait={wait}")
        return self.call("GET", "/api/state" + ("?" + "&".join(query) if query else ""))

    def move(self, turn: int, move: str, score: int | None = None) -> Answer:
        body: dict[str, Any] = {"turn": turn, "move": move}
        if score is not None:
            body["score"] = score
        return self.call("POST", "/api/move", body)
