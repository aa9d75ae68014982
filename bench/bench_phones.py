"""Benchmark of the phones' service: 300 phones on 127.x addresses (one each, as on the room's
network) join with their tables' cards, poll the state once a second, and all hand in during
the last 5 seconds of a turn.

    python bench/bench_phones.py [--phones 300] [--seconds 40]

The service runs in its own process, as in the app (a session, its file, the Qt event loop
with a 50 ms timer standing for the arbiter's clock display); the phones are asyncio
clients in this process. Printed: the acknowledged moves (and how many are in the reopened
file), the p50/p99 acknowledgement latency, the longest gap between two timer ticks of the
service's event loop during the burst, and the service's extra memory (resident set size
after the burst less before the service started).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import select
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
PIN = "4821"
BURST = 5.0  # the phones hand in during the last BURST seconds


def rss_mb() -> float:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


# -- the service's process ----------------------------------------------------------------------


def serve(path: Path, seconds: int) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from duplicate.rules.edition import load_edition
    from duplicate.words.lexicon import load_lexicon
    from duplicate.rules.notation import format_move
    from duplicate.rules.presets import load_preset
    from duplicate.session.phones import issue_card
    from duplicate.session.session import Session, SessionSettings
    from ui.phones.service import PhoneService, PhoneSettings

    app = QCoreApplication([])
    edition = load_edition("en")
    rules = load_preset("home").with_changes(seconds_per_turn=seconds)
    lexicon = load_lexicon(edition)
    session = Session.create(path, SessionSettings(edition.code, lexicon.identity, rules, seed=5),
                             lexicon, players=[(t, f"Player {t}") for t in range(1, 301)])
    cards = {t: issue_card(session, t) for t in session.players}  # printed before the evening
    session.draw()
    moves = [format_move(m.move, edition) for m in session.ranked_moves(limit=60)]
    baseline = rss_mb()
    service = PhoneService(session, PhoneSettings(port=0, pin=PIN, local_only=True, allow_new=True))
    port = service.start()
    ticks: list[float] = []
    peak = [baseline]
    end = [0.0]

    def tick() -> None:
        ticks.append(time.monotonic())
        if len(ticks) % 10 == 0:
            peak[0] = max(peak[0], rss_mb())

    clock = QTimer(interval=50)
    clock.timeout.connect(tick)
    clock.start()
    print(json.dumps({"port": port, "moves": moves, "cards": cards}), flush=True)

    def report() -> None:
        burst = [t for t in ticks if end[0] - BURST - 1 <= t <= end[0] + 1]
        gaps = [b - a for a, b in zip(burst, burst[1:])]
        turn_ticks = [t for t in ticks if t >= end[0] - seconds]
        all_gaps = [b - a for a, b in zip(turn_ticks, turn_ticks[1:])]
        peak[0] = max(peak[0], rss_mb())
        print(json.dumps({
            "max_gap_burst_ms": round(1000 * max(gaps), 1) if gaps else None,
            "max_gap_turn_ms": round(1000 * max(all_gaps), 1) if all_gaps else None,
            "extra_mb": round(peak[0] - baseline, 1),
        }), flush=True)
        service.stop()
        session.close()
        app.quit()

    def start_turn() -> None:
        """The phones have joined (they did at the start of the evening): the clock starts."""
        if not select.select([sys.stdin], [], [], 0)[0]:
            return
        sys.stdin.readline()
        waiting.stop()
        session.start_timer()
        turn = session.current_turn
        assert turn is not None
        end[0] = time.monotonic() + turn.timer.remaining()
        print(json.dumps({"left": turn.timer.remaining()}), flush=True)
        QTimer.singleShot(int((turn.timer.remaining() + 2.0) * 1000), report)

    waiting = QTimer(interval=50)
    waiting.timeout.connect(start_turn)
    waiting.start()
    return app.exec()


# -- the phones ----------------------------------------------------------------------------------


class Phone:
    def __init__(self, port: int, table: int) -> None:
        self.port = port
        self.table = table
        self.token = ""
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    @property
    def address(self) -> str:
        """The phone's own address on the loopback network (one device, one address)."""
        return f"127.0.{self.table // 250}.{self.table % 250 + 1}"

    async def call(self, method: str, path: str, body: dict | None = None) -> tuple[int, dict]:
        """One request; on a kept-alive connection the server closed meanwhile (idle), sent again
        on a new one, as browsers do."""
        fresh = self.writer is None
        try:
            return await self._call(method, path, body)
        except (asyncio.IncompleteReadError, ConnectionError):
            if fresh:
                raise
            self.writer = None
            return await self._call(method, path, body)

    async def _call(self, method: str, path: str, body: dict | None = None) -> tuple[int, dict]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port,
                                                                     local_addr=(self.address, 0))
        data = b"" if body is None else json.dumps(body).encode()
        head = f"{method} {path} HTTP/1.1\r\nHost: bench\r\nContent-Length: {len(data)}\r\n"
        if self.token:
            head += f"Authorization: Bearer {self.token}\r\n"
        self.writer.write(head.encode() + b"\r\n" + data)
        await self.writer.drain()
        assert self.reader is not None
        raw = await self.reader.readuntil(b"\r\n\r\n")
        lines = raw.decode("iso-8859-1").split("\r\n")
        status = int(lines[0].split()[1])
        length = next(int(line.split(":")[1]) for line in lines if line.lower().startswith("content-length:"))
        return status, json.loads(await self.reader.readexactly(length))


async def join(port: int, count: int, cards: dict[str, str]) -> list[Phone]:
    """Every phone joins its table with its card's code, all at once (the start of the evening)."""
    crowd = [Phone(port, t) for t in range(1, count + 1)]

    async def one(phone: Phone) -> None:
        status, answer = await phone.call("POST", "/api/join", {"table": phone.table, "code": cards[str(phone.table)]})
        assert status == 200, answer
        phone.token = answer["token"]

    await asyncio.gather(*(one(p) for p in crowd))
    return crowd


async def phones(crowd: list[Phone], moves: list[str], left: float) -> dict:
    started = time.monotonic()
    end = started + left
    latencies: list[float] = []
    failures: list[tuple[int, dict]] = []

    async def life(phone: Phone) -> None:
        hand_in_at = end - BURST + random.uniform(0, BURST - 0.5)
        handed = False
        while time.monotonic() < end + 0.5:
            now = time.monotonic()
            if not handed and now >= hand_in_at:
                sent = time.monotonic()
                status, answer = await phone.call("POST", "/api/move", {"turn": 1, "move": random.choice(moves)})
                latencies.append(time.monotonic() - sent)
                if status != 200 or not answer.get("received"):
                    failures.append((status, answer))
                handed = True
                continue
            status, state = await phone.call("GET", "/api/state")
            if status != 200:
                failures.append((status, state))
            wait = 1.0 if handed else min(1.0, max(0.0, hand_in_at - time.monotonic()))
            await asyncio.sleep(wait + random.uniform(0, 0.05))
        assert phone.writer is not None
        phone.writer.close()

    await asyncio.gather(*(life(p) for p in crowd))
    return {"latencies": latencies, "failures": failures}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--phones", type=int, default=300)
    parser.add_argument("--seconds", type=int, default=40, help="length of the turn")
    parser.add_argument("--serve", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        return serve(args.serve, args.seconds)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.duplicate"
        server = subprocess.Popen([sys.executable, __file__, "--serve", str(path), "--seconds", str(args.seconds)],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=REPO,
                                  env={**os.environ, "PYTHONPATH": str(REPO)})
        assert server.stdout is not None and server.stdin is not None
        hello = json.loads(server.stdout.readline())

        async def evening() -> dict:
            crowd = await join(hello["port"], args.phones, hello["cards"])
            server.stdin.write("start\n")
            server.stdin.flush()
            left = json.loads(await asyncio.get_running_loop().run_in_executor(None, server.stdout.readline))["left"]
            return await phones(crowd, hello["moves"], left)

        try:
            result = asyncio.run(evening())
        except BaseException:
            server.kill()  # not left running on a removed file
            raise
        figures = json.loads(server.stdout.readline())
        server.wait(30)
        from duplicate.session.session import Session

        session = Session.open(path)
        stored = sum(1 for e in session.turn(1).entries.values() if e.source == "phone")
        session.close()
    latencies = result["latencies"]
    acknowledged = len(latencies) - len(result["failures"])
    print(f"phones: {args.phones}, turn {args.seconds} s, all hand in during the last {BURST:.0f} s")
    print(f"acknowledged moves: {acknowledged} of {args.phones}; in the reopened file: {stored} of {args.phones}")
    if result["failures"]:
        print(f"refused or failed requests: {len(result['failures'])}, e.g. {result['failures'][:3]}")
    if latencies:
        print(f"acknowledgement latency: p50 {1000 * percentile(latencies, 0.5):.1f} ms, "
              f"p99 {1000 * percentile(latencies, 0.99):.1f} ms, max {1000 * max(latencies):.1f} ms")
    print(f"longest gap between 50 ms timer ticks of the service: {figures['max_gap_burst_ms']} ms during the "
          f"burst, {figures['max_gap_turn_ms']} ms over the whole turn")
    print(f"extra memory of the service: {figures['extra_mb']} MB")
    return 0 if acknowledged == stored == args.phones else 1


if __name__ == "__main__":
    raise SystemExit(main())
