"""Benchmark of a federation's merge of a simultaneous game (issue 26, item 5).

Run from a checkout or an installed copy:

    python bench/bench_merge.py [--clubs 300] [--players 30] [--edition fr] [--jobs N] [--repeat 3]

It plays one seeded game (``duplicate simulate``'s machinery, the top as master move), takes
its racks as a prepared game, and has ``--clubs`` clubs play it, each with ``--players``
simulated players choosing their own moves (a seed per club), each club's evening written as
a session file in a temporary folder (building them is not timed). Then it times
``merge_sessions`` over all the files: each read read-only (its hash chain checked, every
stored action read strictly and replayed), its log checked for turns changed after the draw,
its identity and master moves compared with the first file's, and all the players ranked
together. It prints the time on the clock (median of ``--repeat`` runs), the CPU time of this
process and of its worker processes, and the peak memory: the largest resident size of this
process and of any worker (``getrusage``), and the peak of Python's allocations in this
process (``tracemalloc``, one extra run: tracing slows it down).
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from duplicate.base.parallel import default_jobs, ordered_map
from duplicate.cli import simulate_game
from duplicate.records.game_record import prepared_turns
from duplicate.records.merge import merge_sessions, short_identity
from duplicate.rules.edition import load_edition
from duplicate.rules.presets import load_preset
from duplicate.session.session import RackSource, Session, SessionSettings
from duplicate.words.lexicon import Lexicon, load_lexicon


def simulated_session_file(path: Path, settings: SessionSettings, lexicon: Lexicon, names: Iterable[str],
                           seed: int) -> None:
    """A new session file at ``path``: these players at tables 1, 2, ..., the game played to its
    end by ``simulate_game``. It is played in memory and written once at the end (a club's
    evening for this benchmark, made in a fraction of the time of a file synced at every
    action; the file is the same)."""
    with Session.create_in_memory(settings, lexicon, players=list(enumerate(names, start=1))) as session:
        simulate_game(session, seed)
        session.store.backup(path)


class ClubMaker:
    """Writes one club's evening of the prepared game (a job of ``ordered_map``)."""

    def __init__(self, edition: str, folder: str, players: int, settings: SessionSettings) -> None:
        self.lexicon = load_lexicon(load_edition(edition))
        self.folder = Path(folder)
        self.players = players
        self.settings = settings

    def __call__(self, club: int) -> str:
        path = self.folder / f"club-{club:03d}.duplicate"
        names = [f"Player {club}-{table}" for table in range(1, self.players + 1)]
        simulated_session_file(path, replace(self.settings, club=f"Club {club}"), self.lexicon, names, 1000 + club)
        return str(path)


def prepared_game(edition_code: str, seed: int) -> SessionSettings:
    """The settings of a prepared game: the racks of one seeded game played with the top."""
    edition = load_edition(edition_code)
    lexicon = load_lexicon(edition)
    settings = SessionSettings(edition.code, lexicon.identity, load_preset("fisf"), seed=seed)
    with Session.create_in_memory(settings, lexicon) as origin:
        simulate_game(origin, seed)
        racks = prepared_turns(origin)
    return replace(settings, rack_source=RackSource.PREPARED, prepared=racks)


def cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


def measure(paths: list[str], jobs: int, repeat: int) -> None:
    """Time the merge of ``paths`` and print its peak memory (run in a process of its own, so
    that the resident sizes are the merge's, not the building's)."""
    times = []
    for _ in range(repeat):
        own_before, children_before = cpu()
        started = time.perf_counter()
        merged = merge_sessions(paths, jobs)
        times.append(time.perf_counter() - started)
        own_after, children_after = cpu()
        print(f"  merge: {times[-1]:.2f} s (CPU: this process {own_after - own_before:.2f} s, "
              f"workers {children_after - children_before:.2f} s)")
    print(f"merge of {len(paths)} files, {len(merged.rows)} players ranked, identity "
          f"{short_identity(merged.identity)}, jobs {jobs}: median {statistics.median(times):.2f} s")
    tracemalloc.start()
    merge_sessions(paths, jobs)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    workers = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"peak memory: Python allocations in this process {peak / 1e6:.1f} MB; resident size: "
          f"this process {own:.0f} MB, largest worker {workers:.0f} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clubs", type=int, default=300)
    parser.add_argument("--players", type=int, default=30)
    parser.add_argument("--edition", default="fr")
    parser.add_argument("--jobs", type=int, default=default_jobs(), help="processes reading the files (default: cores)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--measure", metavar="FOLDER", help=argparse.SUPPRESS)  # the timed part, in its own process
    args = parser.parse_args()
    if args.measure:
        measure(sorted(str(p) for p in Path(args.measure).glob("*.duplicate")), args.jobs, args.repeat)
        return
    with tempfile.TemporaryDirectory(prefix="bench-merge-") as folder:
        started = time.perf_counter()
        settings = prepared_game(args.edition, 7)
        paths = list(ordered_map(ClubMaker, (args.edition, folder, args.players, settings),
                                 range(1, args.clubs + 1), default_jobs()))
        size = sum(Path(p).stat().st_size for p in paths)
        print(f"{args.clubs} club files x {args.players} players, {len(settings.prepared)} turns "
              f"({size / 1e6:.1f} MB) built in {time.perf_counter() - started:.0f} s (not timed)", flush=True)
        subprocess.run([sys.executable, __file__, "--measure", folder, "--jobs", str(args.jobs),
                        "--repeat", str(args.repeat)], check=True)


if __name__ == "__main__":
    main()
