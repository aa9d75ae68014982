"""The phones' service under attack: the attacks of issue 22 against ``duplicate-scrabble serve``
started with a soft limit of 1,024 open files, while 30 honest phones play a turn.

    python bench/bench_phones_hostile.py [--seconds 75] [--hard-limit 1024]

Everything runs on loopback addresses of this machine (127.x: each address stands for a device
on the room's network) and stops by itself. The attacks, all at once, for ``--seconds``:

1. memory: 4 connections from one address pipeline ``GET /phone.js`` and never read the
   answers; a player with the PIN holds a long poll and streams a body behind it;
2. open files: 1,020 idle sockets from one address, and 1,000 more from 1,000 addresses;
3. slow connections: 2,000 sockets from 500 addresses trickle a byte every 5 s (and come
   back when closed);
4. tables: one address tries to join the tables with made-up card codes and to create
   tables with the PIN, 44 times a second;
5. the PIN: 965 addresses guess it, each as fast as it is answered.

After 10 s of attacks the 30 honest phones (their tables announced, their cards printed) join
with their cards and hand in, each from its own address. Printed: the server's extra memory
(peak resident size less before the attacks; target under 50 MB), whether every honest phone
joined and handed in within 2 s (target: all), the PIN guesses checked per minute over all
addresses, and the longest gap between two ticks of a 50 ms timer in the server (target
under 200 ms), with what each attack got.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
PIN = "4821"
HONEST = 30
TICK_MS = 50


# -- the server: `duplicate-scrabble serve` with a probe timer -------------------------------------


def serve_child(argv: list[str]) -> int:
    """``ui.app.main`` running ``serve``, with a 50 ms timer whose longest gap it prints now and then."""
    from PySide6.QtCore import QCoreApplication, QTimer

    from ui import app

    QCoreApplication(["duplicate-scrabble"])
    last = [time.monotonic()]
    gaps: list[float] = [0.0]

    def tick() -> None:
        now = time.monotonic()
        gaps[0] = max(gaps[0], now - last[0])
        last[0] = now

    def report() -> None:
        print("probe " + json.dumps({"max_gap_ms": round(1000 * gaps[0], 1)}), flush=True)
        gaps[0] = 0.0

    probe = QTimer(interval=TICK_MS)
    probe.timeout.connect(tick)
    probe.start()
    reporter = QTimer(interval=1000)
    reporter.timeout.connect(report)
    reporter.start()
    if os.environ.get("HOSTILE_PROFILE"):  # where the server's time goes (a developer's tool)
        import cProfile
        import pstats

        profile = cProfile.Profile()
        profile.enable()
        try:
            return app.main(["duplicate-scrabble", "serve", *argv])
        finally:
            profile.disable()
            with open(os.environ["HOSTILE_PROFILE"], "w", encoding="utf-8") as out:
                pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(40)
    return app.main(["duplicate-scrabble", "serve", *argv])


def usual_priority() -> None:
    """The honest phones' process back at the usual priority (where the system allows it)."""
    try:
        os.setpriority(os.PRIO_PROCESS, 0, 0)
    except OSError:
        pass  # not allowed here: the phones then run at the attackers' low priority, a harder test


def rss_mb(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


# -- HTTP from a given address ----------------------------------------------------------------------


def address(net: int, index: int) -> str:
    """The ``index``-th address of the attacker (or phone) group ``net``: 127.net.x.y."""
    return f"127.{net}.{index // 250}.{index % 250 + 1}"


async def request(port: int, source: str, method: str, path: str, body: dict | None = None,
                  token: str | None = None, timeout: float = 10.0) -> tuple[int, dict]:
    """One request on a new connection from ``source``: (status, JSON answer); (0, {}) if none came."""
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0)), timeout)
    except (OSError, asyncio.TimeoutError):
        return 0, {}
    try:
        data = b"" if body is None else json.dumps(body).encode()
        head = f"{method} {path} HTTP/1.1\r\nHost: room\r\nContent-Length: {len(data)}\r\nConnection: close\r\n"
        if token:
            head += f"Authorization: Bearer {token}\r\n"
        writer.write(head.encode() + b"\r\n" + data)
        raw = await asyncio.wait_for(reader.read(-1), timeout)
        status = int(raw.split(b" ", 2)[1]) if raw.startswith(b"HTTP/1.1 ") else 0
        payload = raw.split(b"\r\n\r\n", 1)[1] if b"\r\n\r\n" in raw else b""
        return status, json.loads(payload) if payload.startswith(b"{") else {}
    except (OSError, asyncio.TimeoutError, ValueError, IndexError):
        return 0, {}
    finally:
        writer.close()


async def hold(port: int, source: str, first: bytes = b"") -> asyncio.StreamWriter | None:
    """A connection from ``source`` that sends ``first`` and is kept open; None if refused."""
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0)), 5)
        if first:
            writer.write(first)
        return writer
    except (OSError, asyncio.TimeoutError):
        return None


class Attacks:
    def __init__(self, port: int, end: float) -> None:
        self.port = port
        self.end = end
        self.held: list[asyncio.StreamWriter] = []
        self.figures: dict[str, object] = {}
        self.token: str | None = None

    def running(self) -> bool:
        return time.monotonic() < self.end

    async def pipelining(self) -> None:
        """1: four connections pipeline GET /phone.js and never read what comes back."""
        sent = [0] * 4
        request_bytes = b"GET /phone.js HTTP/1.1\r\nHost: room\r\n\r\n" * 100

        async def flood(i: int) -> None:
            writer = await hold(self.port, address(66, 0))
            if writer is None:
                return
            self.held.append(writer)
            while self.running():
                writer.write(request_bytes)
                try:
                    await asyncio.wait_for(writer.drain(), 1.0)
                    sent[i] += len(request_bytes)
                except (asyncio.TimeoutError, OSError):
                    await asyncio.sleep(0.2)  # the server stopped reading: keep trying
                    if writer.is_closing():
                        return

        await asyncio.gather(*(flood(i) for i in range(4)))
        self.figures["pipelined_kb_sent_into_socket_buffers"] = [round(n / 1024) for n in sent]

    async def join_with_pin(self) -> str | None:
        """The player with the PIN who streams behind a long poll joins (before the other attacks)."""
        status, joined = await request(self.port, address(66, 1), "POST", "/api/join",
                                       {"pin": PIN, "table": 900, "name": "Mallory"})
        self.token = joined.get("token") if status == 200 else None
        return self.token

    async def stream_behind_poll(self) -> None:
        """1: a player with the PIN holds a long poll and streams a body behind it."""
        token = self.token
        if token is None:
            self.figures["stream_behind_poll"] = "could not join"
            return
        _, state = await request(self.port, address(66, 1), "GET", "/api/state", token=token)
        writer = await hold(self.port, address(66, 1), (
            f"GET /api/state?since={state.get('version')}&wait=30 HTTP/1.1\r\nHost: room\r\n"
            f"Authorization: Bearer {token}\r\n\r\n").encode())
        if writer is None:
            return
        self.held.append(writer)
        sent = 0
        chunk = b"x" * 65536
        while self.running():
            writer.write(chunk)
            try:
                await asyncio.wait_for(writer.drain(), 1.0)
                sent += len(chunk)
            except (asyncio.TimeoutError, OSError):
                if writer.is_closing():
                    break
        self.figures["streamed_behind_poll_kb_sent_into_socket_buffers"] = round(sent / 1024)

    async def idle_sockets(self) -> None:
        """2: 1,020 idle sockets from one address, then 1,000 from as many addresses."""
        one = many = 0
        for _ in range(1020):
            writer = await hold(self.port, address(66, 2))
            if writer is not None:
                self.held.append(writer)
                one += 1
        for i in range(1000):
            writer = await hold(self.port, address(67, i))
            if writer is not None:
                self.held.append(writer)
                many += 1
        self.figures["idle_sockets_opened"] = {"one address": one, "1,000 addresses": many}

    async def trickle(self) -> None:
        """3: 2,000 sockets from 500 addresses send a byte every 5 s, and come back when closed."""
        opened = [0]

        async def one(source: str) -> None:
            while self.running():
                writer = await hold(self.port, source, b"GET / HTTP/1.1\r\n")
                if writer is None:
                    await asyncio.sleep(1.0)
                    continue
                opened[0] += 1
                while self.running() and not writer.is_closing():
                    await asyncio.sleep(5.0)
                    try:
                        writer.write(b"X")
                        await asyncio.wait_for(writer.drain(), 1.0)
                    except (OSError, asyncio.TimeoutError):
                        break
                writer.close()

        await asyncio.gather(*(one(address(68, i // 4)) for i in range(2000)))
        self.figures["trickling_connections_opened"] = opened[0]

    async def join_flood(self) -> None:
        """4: one address tries cards it does not have, and the PIN for new tables, 44 times a second."""
        answers: dict[str, int] = {}
        n = 0
        while self.running():
            n += 1
            body = ({"table": random.randint(1, HONEST), "code": "".join(random.choice("23456789ABCDEFGH") for _ in range(6))}
                    if n % 2 else {"pin": PIN, "table": 1000 + n, "name": f"junk {n}"})
            status, answer = await request(self.port, address(66, 3), "POST", "/api/join", body)
            code = "joined" if status == 200 else answer.get("error", {}).get("code", str(status))
            answers[code] = answers.get(code, 0) + 1
            await asyncio.sleep(1 / 44)
        self.figures["join_flood"] = answers

    async def guess_pin(self) -> None:
        """5: 965 addresses guess the PIN, each as fast as it is answered."""
        checked: list[float] = []
        answers: dict[str, int] = {}
        found: list[str] = []

        async def guesser(i: int) -> None:
            source = address(69, i)
            while self.running() and not found:
                guess = f"{random.randrange(10000):04d}"
                status, answer = await request(self.port, source, "POST", "/api/join",
                                               {"pin": guess, "table": 2000 + i, "name": "Eve"})
                code = "joined" if status == 200 else answer.get("error", {}).get("code", str(status))
                answers[code] = answers.get(code, 0) + 1
                if code in ("bad_pin", "joined"):
                    checked.append(time.monotonic())
                if code == "joined":
                    found.append(guess)
                if code in ("locked_out", "rate_limited", "guessing_limited"):
                    await asyncio.sleep(1.0)

        started = time.monotonic()
        await asyncio.gather(*(guesser(i) for i in range(965)))
        minutes = max(1e-9, (time.monotonic() - started) / 60)
        first_minute = sum(1 for t in checked if t - started <= 60)
        self.figures["pin_guessing"] = {"answers": answers, "checked": len(checked),
                                        "checked_in_the_first_minute": first_minute,
                                        "checked_per_minute": round(len(checked) / minutes, 1),
                                        "pin_found": bool(found)}


async def honest_phones(port: int, cards: dict[str, str]) -> dict[str, object]:
    """30 phones, each from its own address: join with the card, read the state, hand in."""
    results: list[dict[str, object]] = []

    async def phone(table: int) -> None:
        source = address(10, table)
        started = time.monotonic()
        status, joined = await request(port, source, "POST", "/api/join", {"table": table, "code": cards[str(table)]},
                                       timeout=10)
        join_s = time.monotonic() - started
        if status != 200:
            results.append({"table": table, "joined": False, "status": status, "answer": joined})
            return
        token = joined["token"]
        _, state = await request(port, source, "GET", "/api/state", token=token)
        started = time.monotonic()
        status, answer = await request(port, source, "POST", "/api/move", {"turn": state.get("turn", 1), "move": "H8 ZOE"},
                                       token=token, timeout=10)
        results.append({"table": table, "joined": True, "join_s": join_s, "handed_in": status == 200,
                        "hand_in_s": time.monotonic() - started, "status": status})

    await asyncio.gather(*(phone(t) for t in range(1, HONEST + 1)))
    within = [r for r in results if r.get("joined") and r.get("handed_in") and r["join_s"] <= 2 and r["hand_in_s"] <= 2]
    return {"within_2_s": len(within), "slowest_join_s": round(max((r.get("join_s", 99) for r in results)), 3),
            "slowest_hand_in_s": round(max((r.get("hand_in_s", 99) for r in results)), 3),
            "failed": [r for r in results if r not in within]}


def prepare(path: Path) -> dict[int, str]:
    """The evening's session: 30 announced players and their cards (printed before the evening)."""
    from duplicate.rules.edition import load_edition
    from duplicate.rules.presets import load_preset
    from duplicate.session.phones import issue_card
    from duplicate.session.session import Session, SessionSettings
    from duplicate.words.lexicon import load_lexicon

    lexicon = load_lexicon(load_edition("en"))
    rules = load_preset("home").with_changes(seconds_per_turn=600)
    session = Session.create(path, SessionSettings("en", lexicon.identity, rules, seed=7), lexicon,
                             players=[(t, f"Player {t}") for t in range(1, HONEST + 1)])
    cards = {t: issue_card(session, t) for t in session.players}
    session.close()
    return cards


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=75.0, help="how long the attacks last")
    parser.add_argument("--hard-limit", type=int, default=None,
                        help="also lower the hard limit of open files to this (the server cannot raise past it)")
    parser.add_argument("--honest", nargs=2, metavar=("PORT", "CARDS"), help=argparse.SUPPRESS)
    parser.add_argument("--serve-child", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve_child is not None:
        return serve_child(args.serve_child)
    if args.honest is not None:  # the phones are devices of their own: a process apart from the attackers
        print(json.dumps(asyncio.run(honest_phones(int(args.honest[0]), json.loads(args.honest[1])))), flush=True)
        return 0
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # this process holds thousands of sockets
    server_limit = (1024, args.hard_limit or hard)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "evening.duplicate"
        cards = prepare(path)
        env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"}
        server = subprocess.Popen(
            [sys.executable, __file__, "--serve-child", "--save", str(path), "--pin", PIN, "--port", "0",
             "--local-only", "--turns", "1", "--pause", "2"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=REPO, env=env,
            preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_NOFILE, server_limit))
        assert server.stdout is not None
        port = 0
        lines: list[str] = []
        while not port:
            line = server.stdout.readline()
            if not line:
                print("the server did not start:", "".join(lines))
                return 1
            lines.append(line)
            if line.startswith("join: "):
                port = int(line.split(":")[3].split("/")[0])
        gaps: list[float] = []
        import threading

        def read_server() -> None:
            for line in server.stdout:  # type: ignore[union-attr]
                if line.startswith("probe "):
                    gaps.append(json.loads(line[6:])["max_gap_ms"])
                else:
                    lines.append(line)

        threading.Thread(target=read_server, daemon=True).start()
        with open(f"/proc/{server.pid}/limits", encoding="ascii") as limits:
            open_files = next(line for line in limits if line.startswith("Max open files")).split()[3:5]
        # the attackers' devices are not the server's: on this one machine they run at the lowest
        # priority, so their own work does not count as the server's delays (the honest phones,
        # a process of their own, keep the usual priority)
        os.nice(19)
        time.sleep(1.0)
        baseline = rss_mb(server.pid)
        peak = [baseline]

        async def evening() -> tuple[Attacks, dict[str, object]]:
            attacks = Attacks(port, time.monotonic() + args.seconds)
            await attacks.join_with_pin()

            async def sample() -> None:
                while attacks.running():
                    peak[0] = max(peak[0], rss_mb(server.pid))
                    await asyncio.sleep(0.2)

            running = [asyncio.ensure_future(c) for c in (
                attacks.pipelining(), attacks.stream_behind_poll(), attacks.idle_sockets(), attacks.trickle(),
                attacks.join_flood(), attacks.guess_pin(), sample())]
            await asyncio.sleep(min(10.0, args.seconds / 3))
            phones = await asyncio.create_subprocess_exec(
                sys.executable, __file__, "--honest", str(port), json.dumps({str(k): v for k, v in cards.items()}),
                stdout=asyncio.subprocess.PIPE, cwd=REPO, env=env, preexec_fn=usual_priority)
            out, _ = await phones.communicate()
            honest = json.loads(out.decode().strip().splitlines()[-1])
            await asyncio.gather(*running)
            for writer in attacks.held:
                writer.close()
            return attacks, honest

        attacks, honest = asyncio.run(evening())
        server.terminate()  # the turn would go on for ten minutes: Ctrl+C, as the arbiter would
        code = server.wait(60)
    print(f"serve: open files {open_files[0]} (soft) / {open_files[1]} (hard) once started with a soft limit of "
          f"{server_limit[0]}; exit code {code}")
    print(f"extra memory of the server: {peak[0] - baseline:.1f} MB (peak {peak[0]:.1f} MB, {baseline:.1f} MB before)")
    print(f"honest phones that joined and handed in within 2 s: {honest['within_2_s']} of {HONEST} "
          f"(slowest join {honest['slowest_join_s']} s, slowest hand-in {honest['slowest_hand_in_s']} s)")
    if honest["failed"]:
        print(f"  not within 2 s: {honest['failed'][:5]}")
    guessing = attacks.figures.get("pin_guessing", {})
    print(f"PIN guesses checked: {guessing.get('checked')} in {args.seconds:.0f} s "
          f"({guessing.get('checked_per_minute')} a minute, {guessing.get('checked_in_the_first_minute')} in the "
          f"first minute, over all 965 addresses); PIN found: {guessing.get('pin_found')}")
    print(f"longest gap between {TICK_MS} ms timer ticks in the server: {max(gaps) if gaps else None} ms")
    print("the attacks got:", json.dumps({k: v for k, v in attacks.figures.items() if k != "pin_guessing"}))
    print("PIN guesses answered:", json.dumps(guessing.get("answers", {})))
    said = [line.rstrip() for line in lines if line.startswith(("warning:", "error:"))]
    print("serve said:", said[:5])
    return 0 if honest["within_2_s"] == HONEST and not guessing.get("pin_found") else 1


if __name__ == "__main__":
    raise SystemExit(main())
