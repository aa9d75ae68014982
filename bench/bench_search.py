"""Benchmark of the top-move search with each walk, the word-list load, and generating games.

Run from a checkout (with the compiled search built in place) or an installed copy:

    python bench/bench_search.py [--editions en,fr,nl] [--games 2] [--seed 1]
                                 [--lists en,fr,nl,nb] [--generate 100 [--generate-editions fr,en]]
    python bench/bench_search.py --side-by-side [--editions en,fr] [--games 10] [--repeat 3]
                                 [--every-move]

For each edition it plays seeded duplicate games with the engine's own top moves (fresh racks
drawn from the bag, the leftover kept) and collects every position met. Game racks rarely
hold blanks, so every position is also searched with one and with two of its rack tiles
turned into blanks (when both blanks are still unplayed). Each position is timed with
``top()`` and every search installed (compiled, pure), grouped by the number of blanks.

Then, for each list, a fresh process per search measures the load (cache read to the end of
the first search; the cache is filled first) and its own peak memory (VmHWM). With
``--generate N`` it times ``duplicate generate`` of N games (French unless told; FISF rules,
no bounds: every game kept and written, every core), on the wall clock and in CPU time of
all its processes (the wall clock of a machine other work shares says little);
``bench/bench_generate.py`` times it side by side with another checkout.

Search and load times are the CPU time of this process (``time.process_time``): on an idle
machine that is the wall-clock time of these single-threaded searches, and on a shared one
it is far less disturbed by the other programs than the wall clock (``--wall`` measures the
wall clock instead).

Side by side with wolges (``--side-by-side``): the same positions and the same word list are
searched by our top search (the compiled one) and by wolges (github andy-k/wolges, MIT, the
fastest open-source move generator: its pruned search for the single best move), in one run,
each position ``--repeat`` times, each engine's time per position being the least of its
repeats (CPU time of the searching process). Ours is timed twice: as it searches in a game
(the cross-check masks of the fragments met before are kept by the word list) and cold (that
store emptied before each search, as wolges keeps nothing from one search to the next). It
prints medians, p90 and max per blank count, the ratios, each engine's time to have the list ready for a first search, and every position
whose top score differs (there should be none); ``--every-move`` also counts every legal
move of every position with both engines. wolges is not part of this project: the bench runs
a small timing program built from its public source, found through the
``DUPLICATE_WOLGES_BENCH`` environment variable (its folder, with ``wbench`` and ``mkkwg``);
without it the bench says how to build it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from duplicate.rules.board import Board, Position, Rack
from duplicate.rules.cgp import format_cgp
from duplicate.rules.edition import BLANK, load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.words.search import WALKS, top

from bench_generate import generate_figure


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


def variants(positions: list[Position]) -> dict[int, list[Position]]:
    """The positions by number of blanks in the rack (0: as played; 1, 2: blanks put in)."""
    result: dict[int, list[Position]] = {0: [], 1: [], 2: []}
    rng = random.Random(99)
    for position in positions:
        for blanks in (0, 1, 2):
            variant = position if position.rack.blanks == blanks else with_blanks(position, blanks, rng)
            if variant is None or (blanks == 0 and position.rack.blanks):
                continue
            result[blanks].append(variant)
    return result


def time_tops(groups: dict[int, list[Position]], lexicon, walk: str, clock) -> dict[int, list[float]]:
    top(groups[0][0], lexicon, walk=walk)  # the first search of a walk pays its one-off set-up
    times: dict[int, list[float]] = {}
    for blanks, group in groups.items():
        times[blanks] = []
        for position in group:
            start = clock()
            top(position, lexicon, walk=walk)
            times[blanks].append(clock() - start)
    return times


_LOAD_PROBE = """
import resource, sys, time
clock = time.perf_counter if sys.argv[3] == "wall" else time.process_time
from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.rules.cgp import parse_cgp
from duplicate.words.search import top
edition = load_edition(sys.argv[1])
empty = "/".join(["15"] * 15)
position = parse_cgp(empty + " " + "".join(edition.letters[1:3]) + "/ 0/0 0", edition).position
imported = clock()
lexicon = load_lexicon(edition)
top(position, lexicon, walk=sys.argv[2])  # a tiny first search: what it costs is the walk's set-up
loaded = clock() - imported
top(parse_cgp(empty + " ??" + "".join(edition.letters[1:6]) + "/ 0/0 0", edition).position, lexicon, walk=sys.argv[2])
try:  # VmHWM is this process's own peak; ru_maxrss can report the parent's after fork+exec
    peak = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM:")) / 1024
except OSError:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(loaded, peak)
"""


def load_figures(code: str, walk: str, wall: bool) -> tuple[float, float]:
    """(seconds from the cache read to the end of a first small search, peak MB after a
    two-blank search on the empty board) in a fresh process."""
    load_lexicon(load_edition(code))  # the cache is filled
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", _LOAD_PROBE, code, walk, "wall" if wall else "cpu"], env=env,
                         capture_output=True, text=True, check=True).stdout.split()
    return float(out[0]), float(out[1])


WOLGES_VARIABLE = "DUPLICATE_WOLGES_BENCH"

WOLGES_HOWTO = f"""\
The side-by-side bench needs a timing program built from wolges's public source
(github andy-k/wolges, MIT; not part of this project and never committed to it):

  wbench LANG KWG POSITIONS.jsonl OUT.tsv MODE[,MODE...]
      times wolges's move generation on each line's "cgp" field (board, space, rack);
      MODE top1 is its pruned search for the single best move (score only, no opponent);
      writes rows: mode, index, wall_ns, cpu_ns, top_score, n_moves (five warm-up
      searches first, not written).
  mkkwg LANG WORDS.txt OUT.kwg
      builds wolges's word graph from a word list (one upper-case word a line).

Build both with cargo (release, LTO) against a copy of wolges's source trimmed of the
crates no registry here can provide, put them in one folder and set
{WOLGES_VARIABLE}=that/folder (the project's shared tools folder has the steps).
"""


def wolges_tools() -> tuple[Path, Path] | None:
    folder = os.environ.get(WOLGES_VARIABLE)
    if not folder:
        return None
    wbench, mkkwg = Path(folder) / "wbench", Path(folder) / "mkkwg"
    return (wbench, mkkwg) if wbench.is_file() and mkkwg.is_file() else None


def _quantiles(values: list[float]) -> tuple[float, float, float]:
    values = sorted(values)
    return statistics.median(values), values[min(len(values) - 1, int(0.9 * len(values)))], values[-1]


def _figures(quantiles: tuple[float, float, float]) -> str:
    """Median / p90 / max in milliseconds."""
    return f"{quantiles[0] * 1e3:.3f} / {quantiles[1] * 1e3:.3f} / {quantiles[2] * 1e3:.2f}"


def side_by_side(codes: list[str], games: int, seed: int, repeat: int, tools: tuple[Path, Path],
                 every_move: bool) -> int:
    """Time our top search and wolges's on the same positions and list; 1 if a top differs
    (or, with ``every_move``, the number of legal moves of a position)."""
    wbench, mkkwg = tools
    differences = 0
    rows: list[str] = []
    loads: list[str] = []
    with tempfile.TemporaryDirectory(prefix="bench-wolges-") as scratch:
        folder = Path(scratch)
        for code in codes:
            edition = load_edition(code)
            lexicon = load_lexicon(edition)
            words = folder / f"{code}.txt"
            words.write_text("".join("".join(edition.letters[c] for c in w) + "\n" for w in lexicon.dawg.words()),
                             encoding="utf-8")
            kwg = folder / f"{code}.kwg"
            built = subprocess.run([str(mkkwg), code, str(words), str(kwg)], capture_output=True)
            if built.returncode != 0:  # the timing programs know the editions wolges was built for
                print(f"{code}: wolges's word-list builder refused this edition (it was built for other "
                      f"alphabets): skipped. {built.stderr.decode('utf-8', 'replace').strip()[-200:]}")
                continue
            groups = variants(play_games(edition, lexicon, games, seed))
            order = [(blanks, position) for blanks, group in groups.items() for position in group]
            jsonl = folder / f"{code}.jsonl"
            jsonl.write_text("".join(json.dumps({"cgp": format_cgp(p)}) + "\n" for _, p in order), encoding="utf-8")
            ours = [float("inf")] * len(order)
            cold = [float("inf")] * len(order)
            theirs = [float("inf")] * len(order)
            our_tops = [0] * len(order)
            their_tops = [0] * len(order)
            their_loads: list[float] = []
            our_loads: list[float] = []

            def run_theirs() -> None:
                out = folder / f"{code}.tsv"
                run = subprocess.run([str(wbench), code, str(kwg), str(jsonl), str(out), "top1"], check=True,
                                     capture_output=True, text=True)
                their_loads.append(float(run.stderr.split("cpu_ms=")[1].split()[0]))
                for line in out.read_text().splitlines():
                    _, index, _, cpu_ns, score, _ = line.split("\t")
                    theirs[int(index)] = min(theirs[int(index)], int(cpu_ns) / 1e9)
                    their_tops[int(index)] = int(score)

            def run_ours() -> None:
                our_loads.append(load_figures(code, "compiled", False)[0] * 1000)
                for _, position in order[:5]:
                    top(position, lexicon)
                for i, (_, position) in enumerate(order):
                    start = time.process_time()
                    tops = top(position, lexicon)
                    ours[i] = min(ours[i], time.process_time() - start)
                    our_tops[i] = tops.points(0) if len(tops) else -1
                cross_checks = lexicon.search_graph()[1]
                for i, (_, position) in enumerate(order):  # as wolges: nothing kept from other searches
                    cross_checks.empty()
                    start = time.process_time()
                    top(position, lexicon)
                    cold[i] = min(cold[i], time.process_time() - start)

            for turn in range(repeat):  # each engine first every other time: neither gets the quieter moments
                for run_one in ((run_theirs, run_ours) if turn % 2 == 0 else (run_ours, run_theirs)):
                    run_one()
            loads.append(f"| {code} | {min(our_loads):.1f} ms | {min(their_loads):.1f} ms |")
            for i, (blanks, position) in enumerate(order):
                if our_tops[i] != their_tops[i]:
                    differences += 1
                    print(f"top differs ({code}, {blanks} blanks): ours {our_tops[i]}, wolges {their_tops[i]}: "
                          f"{format_cgp(position)}")
            if every_move:
                differences += compare_every_move(code, lexicon, order, wbench, kwg, jsonl, folder)
            for blanks in groups:
                picked = [i for i, (b, _) in enumerate(order) if b == blanks]
                if not picked:
                    continue
                a = _quantiles([ours[i] for i in picked])
                c = _quantiles([cold[i] for i in picked])
                b = _quantiles([theirs[i] for i in picked])
                rows.append(f"| {code} | {blanks} | {len(picked)} | {_figures(a)} | {_figures(c)} | {_figures(b)} "
                            f"| {a[0] / b[0]:.2f} / {a[1] / b[1]:.2f} / {a[2] / b[2]:.2f} "
                            f"| {c[0] / b[0]:.2f} / {c[1] / b[1]:.2f} / {c[2] / b[2]:.2f} |")
    print(f"side by side: {repeat} repeat(s), least CPU time per position; load average {os.getloadavg()[0]:.1f}")
    print("| list | blanks | positions | ours ms: median / p90 / max | ours, cross-checks cold | "
          "wolges top1 ms: median / p90 / max | ours / wolges | cold / wolges |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        print(row)
    print()
    print("| list | word list ready for the first search, ours | wolges |")
    print("|---|---|---|")
    for row in loads:
        print(row)
    print(f"differences: {differences}")
    return 1 if differences else 0


def compare_every_move(code: str, lexicon, order: list[tuple[int, Position]], wbench: Path, kwg: Path,
                       jsonl: Path, folder: Path) -> int:
    """Count every legal move of each position with both engines (wolges: ``all``); the number of
    positions where the counts or the tops differ. wolges keeps only the across moves of the
    empty board (the down ones are the same, mirrored): there it counts half of ours."""
    from duplicate.words.search import all_moves

    out = folder / f"{code}-all.tsv"
    subprocess.run([str(wbench), code, str(kwg), str(jsonl), str(out), "all"], check=True, capture_output=True)
    theirs = {int(index): (int(score), int(n)) for _, index, _, _, score, n in
              (line.split("\t") for line in out.read_text().splitlines())}
    differing = empty = 0
    for i, (_, position) in enumerate(order):
        moves = all_moves(position, lexicon)
        score, n = (moves.points(0) if len(moves) else -1), len(moves)
        if position.board.is_empty and (score, n) == (theirs[i][0], 2 * theirs[i][1]):
            empty += 1
            continue
        if (score, n) != theirs[i]:
            differing += 1
            print(f"moves differ ({code}): ours {n} (top {score}), wolges {theirs[i][1]} (top {theirs[i][0]}): "
                  f"{format_cgp(position)}")
    print(f"{code}: every move of {len(order)} positions counted by both engines: {differing} differ "
          f"({empty} empty boards, where wolges counts the across moves only)")
    return differing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--editions", default="en,fr,nl", help="editions whose searches are timed")
    parser.add_argument("--games", type=int, default=2, help="games played per edition for positions")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--walks", default=",".join(sorted(WALKS)), help="walks to time (default: every one installed)")
    parser.add_argument("--lists", default="en,fr,nl,nb", help="word lists whose load and memory are measured")
    parser.add_argument("--generate", type=int, default=0, metavar="N", help="also time generating N games")
    parser.add_argument("--generate-editions", default="fr", metavar="CODES",
                        help="editions of the games --generate makes (default fr)")
    parser.add_argument("--wall", action="store_true", help="time searches and loads on the wall clock")
    parser.add_argument("--side-by-side", action="store_true",
                        help=f"time our search and wolges's on the same positions (needs {WOLGES_VARIABLE})")
    parser.add_argument("--repeat", type=int, default=3, help="searches per position in --side-by-side")
    parser.add_argument("--every-move", action="store_true",
                        help="in --side-by-side, also count every legal move of each position with both engines")
    args = parser.parse_args()
    if args.side_by_side:
        tools = wolges_tools()
        if tools is None:
            print(WOLGES_HOWTO, file=sys.stderr)
            return 2
        return side_by_side([c.strip() for c in args.editions.split(",")], args.games, args.seed, args.repeat, tools,
                            args.every_move)
    clock = time.perf_counter if args.wall else time.process_time
    walks = [w.strip() for w in args.walks.split(",") if w.strip()]
    unknown = [w for w in walks if w not in WALKS]
    if unknown:
        parser.error(f"no {', '.join(unknown)} walk installed here (have: {', '.join(sorted(WALKS))})")

    print(f"walks: {', '.join(walks)}; {os.cpu_count()} cores; Python {sys.version.split()[0]}; "
          f"{'wall-clock' if args.wall else 'CPU'} times; load average {os.getloadavg()[0]:.1f}")
    print()
    print(f"{'list':>4} {'walk':>8} {'blanks':>6} {'positions':>9} {'median ms':>10} {'p90 ms':>8} {'max ms':>8}")
    for code in args.editions.split(","):
        edition = load_edition(code.strip())
        lexicon = load_lexicon(edition)
        groups = variants(play_games(edition, lexicon, args.games, args.seed))
        for walk in walks:
            for blanks, values in time_tops(groups, lexicon, walk, clock).items():
                if not values:
                    continue
                values.sort()
                p90 = values[min(len(values) - 1, int(0.9 * len(values)))]
                print(f"{edition.code:>4} {walk:>8} {blanks:>6} {len(values):>9} "
                      f"{statistics.median(values) * 1000:>10.1f} {p90 * 1000:>8.1f} {values[-1] * 1000:>8.1f}")
    if args.lists:
        print()
        print(f"{'list':>4} {'walk':>8} {'load to first top ms':>21} {'peak MB':>8}")
        for code in args.lists.split(","):
            for walk in walks:
                load, peak = load_figures(code.strip(), walk, args.wall)
                print(f"{code.strip():>4} {walk:>8} {load * 1000:>21.0f} {peak:>8.0f}")
    if args.generate:
        print()
        for code in args.generate_editions.split(","):
            wall, cpu = generate_figure(args.generate, code.strip())
            cores = os.cpu_count() or 1
            print(f"duplicate generate --edition {code.strip()} --preset fisf --games {args.generate}: "
                  f"{args.generate / wall:.1f} games/s on the wall clock ({wall:.1f} s, default --jobs); "
                  f"{cpu / args.generate * 1000:.0f} ms of CPU per game in all its processes, so "
                  f"{cores * args.generate / cpu:.0f} games/s on {cores} idle cores; "
                  f"load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
