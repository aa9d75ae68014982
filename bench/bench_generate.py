"""Benchmark of ``duplicate generate``: games a second as a user runs the command, and the CPU
time each game costs, for this checkout and, side by side, for others (an earlier version).

Run from a checkout (with the compiled search built in place):

    python bench/bench_generate.py [--games 400] [--editions fr,en] [--rounds 3]
                                   [--against PATH ...] [--in-process 100]

Each run is the command itself, ``python -m duplicate generate --edition E --preset fisf
--games N --out TMP --quiet`` with no bounds (every game kept and written) and the default
``--jobs`` (every core), in a fresh process: process start, imports, word lists, the worker
processes and writing the records are all counted. Printed per run: games a second on the
wall clock, the CPU milliseconds per game of all its processes (the part of a shared
machine's time that is the command's own; ``cores * 1000 / ms`` is the rate on that many
idle cores) and the load average before it. With ``--against PATH`` (another checkout with
its compiled search built, e.g. an export of the version before a change) the checkouts take
turns, round after round, so that both meet the same machine; each checkout's best and
median are summed up at the end, and the games each wrote are compared: the same racks,
master moves and scores for the same seeds, or the bench says where they differ.

``--in-process N`` also plays N games in one process per checkout (``GamePlayer``: no
process start, no pool, no writing) and prints the CPU milliseconds of a game there, and
how much of it was the move search.

Python's compiled bytecode is kept in a folder of its own (``PYTHONPYCACHEPREFIX``) and
every checkout runs once before it is timed, so no run compiles the sources (an installed
copy has its bytecode; a developer's environment may not write it).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def _environment(checkout: Path, pycache: Path) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=str(checkout), PYTHONPYCACHEPREFIX=str(pycache))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def generate_figure(games: int, edition: str = "fr", checkout: Path = ROOT, pycache: Path | None = None,
                    out: Path | None = None) -> tuple[float, float]:
    """(wall-clock seconds, CPU seconds of every process) of ``duplicate generate`` of ``games``
    games with no bounds (every game kept and written) and the default ``--jobs``, run from
    ``checkout``; the records are written into ``out`` (a temporary folder by default)."""
    with tempfile.TemporaryDirectory() as scratch:
        folder = out or Path(scratch) / "games"
        env = _environment(checkout, pycache or Path(scratch) / "pycache")
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "duplicate", "generate", "--edition", edition, "--preset", "fisf",
                        "--games", str(games), "--out", str(folder), "--quiet"],
                       env=env, cwd=scratch, check=True, capture_output=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return wall, cpu


_IN_PROCESS = """
import sys, time
from duplicate.records.generate import GamePlayer, GameRequest
from duplicate.words.search import MoveSearch
edition, games = sys.argv[1], int(sys.argv[2])
player = GamePlayer(GameRequest(edition))
player(10**6)  # the first game pays for first calls (caches, imports made on use)
searching = [0.0]
compiled = MoveSearch._compiled
def timed(self, *args):
    start = time.process_time()
    try:
        return compiled(self, *args)
    finally:
        searching[0] += time.process_time() - start
MoveSearch._compiled = timed
start = time.process_time()
for seed in range(1, games + 1):
    player(seed)
print((time.process_time() - start) / games, searching[0] / games)
"""


def in_process_figure(games: int, edition: str, checkout: Path, pycache: Path) -> tuple[float, float]:
    """(CPU seconds per game, of which searching) of ``games`` games played in one process."""
    with tempfile.TemporaryDirectory() as scratch:
        out = subprocess.run([sys.executable, "-c", _IN_PROCESS, edition, str(games)],
                             env=_environment(checkout, pycache), cwd=scratch, check=True, capture_output=True,
                             text=True).stdout.split()
    return float(out[0]), float(out[1])


def _games(folder: Path) -> dict[str, Any]:
    """Each record written in ``folder`` by its file name: what makes the game (its settings
    but the time it was made, its actions and its summary)."""
    games = {}
    for path in sorted(folder.glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        settings = {k: v for k, v in record["settings"].items() if k != "created"}
        games[path.name] = (settings, record["actions"], record["summary"])
    return games


def _compare(reference: dict[str, Any], other: dict[str, Any], label: str) -> bool:
    if reference == other:
        return True
    names = sorted(set(reference) ^ set(other)) or [n for n in sorted(reference) if reference[n] != other.get(n)]
    print(f"  DIFFERENT GAMES from {label}: {len(names)} record(s), first {names[0]}")
    return False


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=400, help="games per run (default 400)")
    parser.add_argument("--editions", default="fr,en", help="editions of the games (default fr,en)")
    parser.add_argument("--rounds", type=int, default=3, help="timed runs per checkout and edition (default 3)")
    parser.add_argument("--against", action="append", default=[], metavar="PATH",
                        help="another checkout to time in turn with this one (repeatable)")
    parser.add_argument("--in-process", type=int, default=0, metavar="N",
                        help="also time N games played in one process per checkout")
    args = parser.parse_args()
    checkouts = [ROOT, *(Path(p).resolve() for p in args.against)]
    for checkout in checkouts:
        if not (checkout / "duplicate" / "__init__.py").is_file():
            parser.error(f"{checkout} is not a checkout of this project")
    cores = os.cpu_count() or 1
    print(f"{cores} cores; Python {sys.version.split()[0]}; {args.games} games a run, default --jobs; "
          f"load average {os.getloadavg()[0]:.1f}")
    same = True
    with tempfile.TemporaryDirectory() as scratch:
        pycache = Path(scratch) / "pycache"
        for code in (c.strip() for c in args.editions.split(",")):
            written: dict[Path, dict[str, Any]] = {}
            for checkout in checkouts:  # compiles the bytecode, fills the word-list cache
                folder = Path(scratch) / f"{code}-{len(written)}"
                generate_figure(args.games, code, checkout, pycache, folder)
                written[checkout] = _games(folder)
            for checkout in checkouts[1:]:
                same &= _compare(written[ROOT], written[checkout], str(checkout))
            figures: dict[Path, list[tuple[float, float]]] = {c: [] for c in checkouts}
            print()
            print(f"{'edition':>7} {'checkout':<28} {'games/s':>8} {'CPU ms/game':>12} {'load':>5}")
            for _ in range(args.rounds):
                for checkout in checkouts:
                    load = os.getloadavg()[0]
                    wall, cpu = generate_figure(args.games, code, checkout, pycache)
                    figures[checkout].append((args.games / wall, cpu / args.games * 1000))
                    print(f"{code:>7} {str(checkout)[-28:]:<28} {args.games / wall:>8.1f} "
                          f"{cpu / args.games * 1000:>12.1f} {load:>5.1f}")
            for checkout in checkouts:
                rates = [r for r, _ in figures[checkout]]
                costs = [c for _, c in figures[checkout]]
                print(f"{code:>7} {str(checkout)[-28:]:<28} best {max(rates):.1f} games/s, median "
                      f"{statistics.median(rates):.1f}; CPU {min(costs):.1f} ms/game (median "
                      f"{statistics.median(costs):.1f}): {cores * 1000 / min(costs):.0f} games/s on {cores} idle cores")
            if args.in_process:
                for checkout in checkouts:
                    game, search = in_process_figure(args.in_process, code, checkout, pycache)
                    print(f"{code:>7} {str(checkout)[-28:]:<28} in one process: {game * 1000:.1f} ms of CPU a "
                          f"game, {search * 1000:.1f} of them searching")
    print()
    print(f"load average {os.getloadavg()[0]:.1f}; "
          + ("the same games from every checkout" if same else "THE GAMES DIFFER between checkouts"))
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
