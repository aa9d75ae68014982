"""Benchmark of the word lists and the top-move search (issue: lexicons and top search).

Run from a checkout or an installed copy:

    python bench/bench_search.py [--edition en] [--games 6] [--seed 1] [--lists en,nb]

It plays seeded duplicate games with the engine's own top moves (fresh racks drawn from the
bag, the leftover kept), collects every position met, and times ``top()`` on each, grouped
by the number of blanks in the rack. Game racks rarely hold blanks, so every position is also
timed with one and with two of its rack tiles turned into blanks (when both blanks are still
unplayed). Then it times, for each list, a first build (empty cache), a load from the cache,
and the peak memory of a fresh process that loads the list and runs a search.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from duplicate.board import Board, Position, Rack  # noqa: E402
from duplicate.edition import BLANK, load_edition  # noqa: E402
from duplicate.lexicon import load_lexicon  # noqa: E402
from duplicate.search import top  # noqa: E402


def play_games(edition, lexicon, games: int, seed: int) -> list[Position]:
    positions: list[Position] = []
    for game in range(games):
        rng = random.Random(seed * 1000 + game)
        bag = [code for code, n in enumerate(edition.counts) for _ in range(n)]
        rng.shuffle(bag)
        position = Position(edition, Board(), Rack())
        leftover: list[int] = []
        while True:
            need = 7 - len(leftover)
            rack_tiles, bag = leftover + bag[:need], bag[need:]
            if not rack_tiles:
                break
            position = position.with_rack(Rack.of(rack_tiles))
            positions.append(position)
            tops = top(position, lexicon)
            if not tops:
                break
            move = tops[0].move
            position = position.play(move)
            leftover = list(position.rack.tiles)
    return positions


def with_blanks(position: Position, blanks: int, rng: random.Random) -> Position | None:
    rack = list(position.rack.tiles)
    have = rack.count(BLANK)
    unseen_blanks = position.edition.counts[BLANK] - position.board.tile_usage().get(BLANK, 0)
    if have > blanks or unseen_blanks < blanks or len(rack) < 7:
        return None
    letters = [i for i, t in enumerate(rack) if t != BLANK]
    for i in rng.sample(letters, blanks - have):
        rack[i] = BLANK
    return position.with_rack(Rack.of(rack))


def time_tops(positions: list[Position], lexicon) -> dict[int, list[float]]:
    times: dict[int, list[float]] = {0: [], 1: [], 2: []}
    rng = random.Random(99)
    for position in positions:
        for blanks in (0, 1, 2):
            variant = position if position.rack.blanks == blanks else with_blanks(position, blanks, rng)
            if variant is None or (blanks == 0 and position.rack.blanks):
                continue
            start = time.perf_counter()
            top(variant, lexicon)
            times[blanks].append(time.perf_counter() - start)
    return times


_MEMORY_PROBE = """
import resource, sys, time
from duplicate.edition import load_edition
from duplicate.lexicon import load_lexicon
from duplicate.cgp import parse_cgp
from duplicate.search import top
edition = load_edition(sys.argv[1])
lexicon = load_lexicon(edition)
unpack = 0.0
empty = "/".join(["15"] * 15)
top(parse_cgp(empty + " ??" + "".join(edition.letters[1:6]) + "/ 0/0 0", edition).position, lexicon)
try:  # VmHWM is this process's own peak; ru_maxrss can report the parent's after fork+exec
    peak = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM:")) / 1024
except OSError:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(peak, unpack)
"""


def lexicon_figures(code: str) -> tuple[float, float, float, float]:
    edition = load_edition(code)
    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, DUPLICATE_SCRABBLE_CACHE=cache, PYTHONPATH=str(root))
        start = time.perf_counter()
        load_lexicon(edition, cache_dir=Path(cache))
        build = time.perf_counter() - start
        start = time.perf_counter()
        load_lexicon(edition, cache_dir=Path(cache))
        cached = time.perf_counter() - start
        out = subprocess.run(
            [sys.executable, "-c", _MEMORY_PROBE, code], env=env, capture_output=True, text=True, check=True
        ).stdout.split()
    return build, cached, float(out[1]), float(out[0])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--edition", default="en")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lists", default="en,nb", help="word lists to time build/load/memory for")
    args = parser.parse_args()

    edition = load_edition(args.edition)
    lexicon = load_lexicon(edition)
    start = time.perf_counter()
    positions = play_games(edition, lexicon, args.games, args.seed)
    print(f"played {args.games} games ({len(positions)} positions) in {time.perf_counter() - start:.1f} s")
    times = time_tops(positions, lexicon)
    print()
    print(f"top search, {edition.english_name} list ({lexicon.word_count} words)")
    print(f"{'blanks':>6} {'positions':>9} {'median ms':>10} {'p90 ms':>8} {'max ms':>8}")
    for blanks, values in times.items():
        if not values:
            continue
        values.sort()
        p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
        print(
            f"{blanks:>6} {len(values):>9} {statistics.median(values) * 1000:>10.1f} "
            f"{p90 * 1000:>8.1f} {values[-1] * 1000:>8.1f}"
        )
    if args.lists:
        print()
        print(f"{'list':>5} {'first build s':>14} {'cache load s':>13} {'unpack s':>9} {'peak MB':>8}")
        for code in args.lists.split(","):
            build, cached, unpack, peak = lexicon_figures(code.strip())
            print(f"{code:>5} {build:>14.2f} {cached:>13.3f} {unpack:>9.3f} {peak:>8.0f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
