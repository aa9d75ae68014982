"""The phones' service against a hostile player on the room's network, over real sockets on
127.x addresses (each address stands for another device): a client that never reads its
answers, a body streamed behind a long poll, idle and trickling sockets by the thousand, a
flood of joins, PIN guessing from many addresses, hostile bodies and paths, lenient HTTP.
Each test is one of the findings of issue 22; the unattended game (``serve``) is attacked
in a process of its own, with the usual limit of 1,024 open files."""

from __future__ import annotations

import json
import resource
import socket
import time

import pytest

from phone_client import Phone, raw_exchange, request, run_off_loop
from test_phones import PIN, Room, joined
from test_phones_serve import Served
from ui.phones.http import Limits


@pytest.fixture
def room(tmp_path, qapp):
    room = Room(tmp_path / "game.duplicate", qapp, limits=Limits())  # the real limits
    yield room
    room.close()


def pump(seconds: float) -> None:
    """Let the event loop (where the service lives) run for a while."""
    run_off_loop(lambda: time.sleep(seconds))


def rss_mb(pid: int | str = "self") -> float:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


def connect(port: int, address: str, small_buffers: bool = True) -> socket.socket:
    """A client socket from ``address``; small buffers of its own, so what the server does not
    read stays with the client rather than in this machine's buffers."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if small_buffers:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 65536)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.bind((address, 0))
    sock.connect(("127.0.0.1", port))
    return sock


def push(sock: socket.socket, data: bytes, total: int, seconds: float) -> int:
    """Send ``data`` again and again (``total`` bytes at most) for ``seconds``; bytes sent."""
    sock.settimeout(0.1)
    sent = 0
    end = time.monotonic() + seconds
    while sent < total and time.monotonic() < end:
        try:
            sent += sock.send(data)
        except socket.timeout:
            continue
        except OSError:
            break
    return sent


def read_answer(sock: socket.socket, seconds: float = 5.0) -> bytes:
    """What the server sends until it closes (or ``seconds`` pass)."""
    sock.settimeout(seconds)
    chunks = []
    try:
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    except (socket.timeout, ConnectionResetError):
        pass
    return b"".join(chunks)


# -- 1. memory: a client that does not read, a body behind a long poll -------------------------------


def test_a_client_that_never_reads_its_answers_stops_being_read(room):
    """Finding 1: pipelined requests whose answers are never read grew the server by 2.3 MB
    per KB sent. Now the connection is not read while its answers wait to be taken."""
    before = rss_mb()
    requests = b"GET /api/nothing HTTP/1.1\r\nHost: x\r\n\r\n" * 500
    sockets = [connect(room.port, "127.0.0.7") for _ in range(4)]
    sent = run_off_loop(lambda: [push(s, requests, 16 << 20, 3.0) for s in sockets], timeout=40)
    pump(0.5)
    held_in, held_out = room.service._server.buffered()
    for sock in sockets:
        sock.close()
    assert max(sent) < 2 << 20, sent  # the server stopped reading: the client's sends block
    assert held_in <= 4 * 2 * Limits().read_buffer and held_out <= 4 * (Limits().max_output + 4096)
    assert rss_mb() - before < 30
    assert joined(room, 2).state().status == 200  # and everyone else is served


def test_a_body_streamed_behind_a_long_poll_is_not_read_while_the_poll_waits(room):
    """Finding 1: a held long poll accepted an unlimited stream (268 MB in 3 s)."""
    ann = joined(room)
    version = ann.state().json()["version"]
    before = rss_mb()
    sock = connect(room.port, "127.0.0.1")
    poll = (f"GET /api/state?since={version}&wait=4 HTTP/1.1\r\nHost: x\r\n"
            f"Authorization: Bearer {ann.token}\r\n\r\n").encode()
    sock.sendall(poll)
    sent = run_off_loop(lambda: push(sock, b"x" * 65536, 64 << 20, 2.5), timeout=30)
    assert sent < 2 << 20, sent
    assert room.service._server.buffered()[0] <= 2 * Limits().read_buffer
    assert rss_mb() - before < 30
    room.service_clock.advance(5)  # the poll's wait is over
    answer = run_off_loop(lambda: read_answer(sock, 8), timeout=20)  # the poll's answer, then a refusal
    sock.close()
    assert answer.startswith(b"HTTP/1.1 200 ") and b"HTTP/1.1 431 " in answer  # the "head" that followed


# -- 2. open files: the unattended game with 1,024 of them ---------------------------------------------


def _limited(soft: int, hard: int):
    return lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def _open_files_limit(pid: int) -> tuple[int, int]:
    with open(f"/proc/{pid}/limits", encoding="ascii") as limits:
        for line in limits:
            if line.startswith("Max open files"):
                soft, hard = line.split()[3:5]
                return int(soft), int(hard)
    raise AssertionError("no open files limit")


@pytest.fixture
def serve_limited(tmp_path):
    processes: list[Served] = []

    def start(soft: int, hard: int, *extra: str) -> Served:
        processes.append(Served(tmp_path / "night.duplicate", "--time", "60", *extra, preexec=_limited(soft, hard)))
        return processes[-1]

    yield start
    for process in processes:
        process.stop()


def test_the_game_raises_its_open_files_limit_to_the_hard_one(serve_limited):
    served = serve_limited(1024, 4096)
    assert _open_files_limit(served.process.pid) == (4096, 4096)


def test_a_thousand_idle_sockets_leave_room_for_the_phones_and_their_moves(serve_limited):
    """Finding 2: about 1,020 idle sockets from one address kept new phones out, and a phone's
    move then got '503 could not save /full/path' while the game ended. With 1,024 files at
    most (soft and hard), one address holds a few connections; a thousand from many addresses
    make the longest-waiting ones close; phones join, hand in, and the game goes on."""
    served = serve_limited(1024, 1024)
    port = served.port
    held = []
    for _ in range(1020):  # one address
        try:
            held.append(connect(port, "127.0.0.2", small_buffers=False))
        except OSError:
            break
    for i in range(1000):  # then a thousand addresses, one socket each
        try:
            held.append(connect(port, f"127.1.{i // 250}.{i % 250 + 1}", small_buffers=False))
        except OSError:
            pass
    time.sleep(1.0)
    phones = [Phone(port, f"127.2.0.{n}") for n in range(1, 6)]
    for n, phone in enumerate(phones, start=1):
        answer = request(port, "POST", "/api/join", {"pin": PIN, "table": n, "name": f"P{n}"}, address=phone.address,
                         timeout=5)
        assert answer.status == 200, answer.body
        phone.token = answer.json()["token"]
    line = served.wait_for("turn 1: rack")
    assert line
    for phone in phones:
        state = request(port, "GET", "/api/state", token=phone.token, address=phone.address, timeout=5).json()
        answer = request(port, "POST", "/api/move", {"turn": state["turn"], "move": "H8 ZZZZ"}, token=phone.token,
                         address=phone.address, timeout=5)
        assert answer.status == 200, answer.body
    for sock in held:
        sock.close()
    assert served.process.poll() is None  # still running the game
    assert not any("could not save" in line for line in served.seen)


# -- 3. slow connections ---------------------------------------------------------------------------------


def test_trickling_sockets_are_closed_and_never_keep_a_phone_out(tmp_path, qapp):
    """Finding 3: sockets trickling a byte every few seconds filled the connection cap and
    kept new phones out. A request's head must come within its time limit, one address holds
    a few connections, and a new phone makes room by closing the longest-waiting one."""
    room = Room(tmp_path / "slow.duplicate", qapp, limits=Limits(head_seconds=1.0, max_connections=24))
    server = room.service._server
    try:
        def open_all():
            one_address = [connect(room.port, "127.0.0.9") for _ in range(30)]
            many = [connect(room.port, f"127.0.1.{n}") for n in range(1, 25)]
            for sock in one_address + many:
                try:
                    sock.send(b"GET / HTTP/1.1\r\n")
                except OSError:
                    pass  # one the server closed to make room
            return one_address, many

        one_address, many = run_off_loop(open_all)
        pump(0.3)
        assert server.connection_count <= 24
        assert server.connections_from().get("127.0.0.9", 0) <= Limits().per_address
        phone = room.phone("127.0.2.1")  # the server is full of trickling sockets: one makes room
        assert phone.join_card(1, room.cards[1]).status == 200
        def trickle():
            for _ in range(3):  # a byte now and then does not extend the head's time
                for sock in many:
                    try:
                        sock.send(b"X")
                    except OSError:
                        pass
                time.sleep(0.5)

        run_off_loop(trickle)
        assert all(a.startswith("127.0.2.") for a in server.connections_from()), server.connections_from()
        for sock in one_address + many:
            sock.close()
        assert phone.state().status == 200
    finally:
        room.close()


# -- 4. and 5.: joins and guessing --------------------------------------------------------------------


def test_joins_from_one_address_are_limited(room):
    """Finding 4: 44 joins a second from one address took every table in minutes. A device
    gets 10 joins a minute, and (not keeping its connections) 8 new connections, then one every 4 s."""
    import http.client

    def on_one_connection():
        connection = http.client.HTTPConnection("127.0.0.1", room.port, timeout=10, source_address=("127.0.0.11", 0))
        answers = []
        for _ in range(12):
            connection.request("POST", "/api/join", json.dumps({"table": 1, "code": "222222"}))
            response = connection.getresponse()
            answers.append((json.loads(response.read())["error"]["code"], response.getheader("Retry-After")))
        connection.close()
        return answers

    answers = run_off_loop(on_one_connection)
    codes = [code for code, _ in answers]
    assert codes.count("bad_code") + codes.count("locked_out") == 10 and codes[10:] == ["rate_limited"] * 2
    assert answers[-1][1] == "60"

    def new_connections():
        answered = 0
        for _ in range(12):
            try:
                reply = raw_exchange(room.port, b"GET /api/state HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                                     timeout=3, address="127.0.0.13")
            except OSError:
                continue  # refused at once: the device opened too many
            answered += reply.startswith(b"HTTP/1.1 ")
        return answered

    assert run_off_loop(new_connections) in (8, 9)  # 8 at once, one more every 4 s
    assert room.phone("127.0.0.12").join_card(1, room.cards[1]).status == 200  # another device is not held back


def test_guessing_the_pin_from_many_addresses_is_bounded_for_the_whole_room(room):
    """Finding 5: the lock-out was per address, and 965 addresses found a 4-digit PIN in 5.7 s.
    Now at most 10 wrong codes are checked a minute in the whole room; the others, the right
    one included, are refused unchecked, and the arbiter's screens are told."""
    room.service.stop()
    room.start_service(allow_new=True)
    heard: list[tuple[int, int]] = []
    room.service.guessing.connect(lambda wrong, refused: heard.append((wrong, refused)))
    codes = []
    for n in range(40):
        pin = f"{n:04d}" if f"{n:04d}" != PIN else "9999"
        answer = room.phone(f"127.0.3.{n + 1}").join(pin, 20 + n, "Eve")
        codes.append(answer.code)
    assert codes.count("bad_pin") == 10 and codes.count("guessing_limited") == 30
    right = room.phone("127.0.4.1").join(PIN, 90, "Eve")  # the right PIN, while the room is held back
    assert (right.status, right.code) == (429, "guessing_limited") and int(right.headers["retry-after"]) > 0
    assert room.service.guessing_now() == (10, 31)
    pump(0.5)  # the arbiter's screens hear of it within a tick
    assert heard[-1] == (10, 31)
    assert not any(t >= 20 for t in room.session.players)
    assert room.phone("127.0.4.2").join_card(2, room.cards[2]).status == 200  # the PIN's guessing keeps no card out
    room.service_clock.advance(61)  # a minute later the right PIN works again
    assert room.phone("127.0.4.1").join(PIN, 90, "Ann").status == 200


def test_a_right_pin_is_told_from_a_wrong_one_only_by_joining(room):
    """Finding 5: a right PIN with a bad name got 400 bad_name, a wrong one 403 bad_pin."""
    room.service.stop()
    room.start_service(allow_new=True)
    for table, name in ((30, ""), (1, "Ann"), (31, "x" * 41), (0, "Ann")):  # bad name, announced, too long, bad table
        right = room.phone("127.0.5.1").join(PIN, table, name)
        wrong = room.phone("127.0.5.2").join("0000", table, name)
        assert (right.status, right.body) == (wrong.status, wrong.body), (table, name)
        assert right.status != 200
    assert room.service.guessing_now() == (0, 0)  # none of these checked a code


# -- 6. hostile bodies and paths ----------------------------------------------------------------------


def test_hostile_bodies_and_paths_are_refused_with_4xx_and_never_logged_whole(room, capfd):
    """Finding 6: a body of 4,000 '[' (RecursionError) and a 7,000-character path (file name too
    long, the path written to stderr) got 500 internal."""
    ann = joined(room)
    room.draw_and_start()
    deep = ann.call("POST", "/api/move", raw=b"[" * 4000)
    assert (deep.status, deep.code) == (400, "bad_json")
    long_path = "/" + "a" * 7000 + ".js"
    assert ann.call("GET", long_path).status == 404
    assert ann.call("GET", "/" + "b" * 300 + "/" * 100 + "index.html").status == 404
    assert "a" * 200 not in capfd.readouterr().err


def test_a_save_failure_tells_the_phone_to_call_the_arbiter_and_the_arbiter_why(room, monkeypatch):
    """Finding 2: the phone read '503 write_failed: could not save /full/path/of/the/session...'."""
    from duplicate.storage.session_file import StorageError

    ann = joined(room)
    room.draw_and_start()
    reasons: list[str] = []
    room.service.saveFailed.connect(reasons.append)

    def broken(*args, **kw):
        raise StorageError("write_failed", "could not save {path}: {detail}", path=str(room.path),
                           detail="unable to open database file")

    monkeypatch.setattr(room.session.store, "append", broken)
    answer = ann.move(1, room.top_text())
    assert (answer.status, answer.code) == (503, "save_failed")
    assert str(room.path) not in answer.body.decode() and "database" not in answer.body.decode()
    assert answer.json()["error"]["message"] == "the arbiter's computer could not save this: call the arbiter"
    assert reasons and str(room.path) in reasons[0]


# -- 7. strict HTTP -------------------------------------------------------------------------------------


@pytest.mark.parametrize("raw", [
    b"GET / HTTP/1.9\r\nHost: x\r\n\r\n",
    b"GET / HTTP/2.0\r\nHost: x\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: x\r\nX-A: a\x00b\r\n\r\n",
    b"POST /api/join HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd",
    b"POST /api/join HTTP/1.1\r\nHost: x\r\nContent-Length: 1_0\r\n\r\n0123456789",
    b"GET / HTTP/1.1\nHost: x\n\n",
    b"GET / HTTP/1.1\r\nHost: x\nX: y\r\n\r\n",
    b"GET / HTTP/1.1\r\n\r\n",  # HTTP/1.1 without Host
    b"GET http://x/ HTTP/1.1\r\nHost: x\r\n\r\n",
    b"POST /api/join HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
], ids=["1.9", "2.0", "nul", "two-lengths", "1_0", "bare-lf", "one-bare-lf", "no-host", "absolute", "chunked"])
def test_requests_that_are_not_strict_http_1_1_are_refused_at_once(room, raw):
    """Finding 7: HTTP/1.9, NUL in headers, two Content-Lengths (the last won), ``1_0`` read as
    10 were accepted, and bare-LF requests hung for 60 s."""
    started = time.monotonic()
    answer = run_off_loop(lambda: raw_exchange(room.port, raw, timeout=5))
    assert answer.split(b"\r\n")[0] in (b"HTTP/1.1 400 Bad Request", b"HTTP/1.1 411 Length Required"), answer[:80]
    assert time.monotonic() - started < 3
    assert b"Traceback" not in answer


def test_405_says_which_methods_an_address_takes_and_head_goes_wherever_get_goes(room):
    ann = joined(room)
    for method, path, allow in (("DELETE", "/api/state", "GET, HEAD"), ("GET", "/api/move", "POST"),
                                ("PUT", "/index.html", "GET, HEAD")):
        answer = ann.call(method, path)
        assert (answer.status, answer.headers.get("allow")) == (405, allow), (method, path)
    head = ann.call("HEAD", "/api/state")
    get = ann.call("GET", "/api/state")
    assert head.status == 200 and head.body == b"" and int(head.headers["content-length"]) == len(get.body)
    assert room.phone().call("HEAD", "/api/state").status == 401
