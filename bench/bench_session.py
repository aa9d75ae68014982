"""Benchmark of a big session file: reopening it, undo and redo (issue 11, item 10; issue 20).

Run from a checkout or an installed copy:

    python bench/bench_session.py [--players 300] [--turns 20] [--edition en] [--repeat 5]

It plays a seeded game like ``duplicate simulate`` (every player enters a move or "no move"
each turn; the default top is committed), once, into a session file in a temporary folder
(building it is not timed: the arbiter's ~6,000 saved actions take a while). Then it times:
reopening the file (word list from the cache): cold, as the first open in a new process,
then again in this process, for writing and read-only; undoing the last entry, redoing it,
undoing a whole commit and redoing it, and a commit. Figures are the median of
``--repeat`` runs, in milliseconds: the time on the clock and, beside it, the CPU time of
this process (on a machine shared with other work, the part that is ours).

The log is the only stored state, so reopening is a full replay: every stored action is
read (its checksum checked, its payload read strictly by duplicate.base.inputs) and
applied, and each distinct move judged once. Undo and redo each save one mark in the file
(a synced write, like every action), then rebuild the state from the snapshot of the last
committed turn kept in memory (duplicate.session.snapshots), so "one saved action" is
printed too: the part of each figure that is the disk's.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from duplicate.cli import simulate_game
from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.rules.presets import load_preset
from duplicate.session.session import Session, SessionSettings


def build(path: Path, edition, lexicon, players: int, turns: int) -> None:
    session = Session.create(path, SessionSettings(edition.code, lexicon.identity, load_preset("fisf"), seed=7),
                             lexicon, players=[(t, f"Player {t}") for t in range(1, players + 1)])
    session.store._db.execute("PRAGMA synchronous = OFF")  # building only: not what is timed
    played = 0

    class Stop(Exception):
        pass

    def count(kind: str) -> None:
        nonlocal played
        if kind == "commit":
            played += 1
            if played >= turns:
                raise Stop

    session.changed.connect(count)
    try:
        simulate_game(session, seed=7)
    except Stop:
        pass
    session.close()


def timed(action, repeat: int) -> str:
    """The median time of ``action`` on the clock and in CPU, in milliseconds, as printed."""
    walls, cpus = [], []
    for _ in range(repeat):
        start, cpu = time.perf_counter(), time.process_time()
        action()
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    return f"{statistics.median(walls) * 1000:8.1f} ms  (CPU {statistics.median(cpus) * 1000:6.1f} ms)"


def reopen_once(path: str, edition_code: str) -> int:
    """In a fresh process: load the word list (from its cache), then time the first reopen."""
    lexicon = load_lexicon(load_edition(edition_code))
    start, cpu = time.perf_counter(), time.process_time()
    Session.open(path, lexicon).close()
    print(f"{(time.perf_counter() - start) * 1000:.1f} {(time.process_time() - cpu) * 1000:.1f}")
    return 0


def cold_reopen(path: Path, edition_code: str, repeat: int) -> str:
    """The median first reopen in a new process (no judged move or parsed action cached)."""
    walls, cpus = [], []
    for _ in range(repeat):
        done = subprocess.run([sys.executable, __file__, "--reopen-once", str(path), "--edition", edition_code],
                              capture_output=True, text=True, check=True)
        wall, cpu = done.stdout.split()[-2:]
        walls.append(float(wall))
        cpus.append(float(cpu))
    return f"{statistics.median(walls):8.1f} ms  (CPU {statistics.median(cpus):6.1f} ms)"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--turns", type=int, default=20)
    parser.add_argument("--edition", default="en")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--reopen-once", metavar="PATH", help=argparse.SUPPRESS)  # the cold reopen's own process
    args = parser.parse_args()
    if args.reopen_once:
        return reopen_once(args.reopen_once, args.edition)
    edition = load_edition(args.edition)
    lexicon = load_lexicon(edition)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.duplicate"
        start = time.perf_counter()
        build(path, edition, lexicon, args.players, args.turns)
        session = Session.open(path, lexicon)
        actions = len(session.action_log())
        print(f"{args.players} players, {len(session.committed_turns)} turns, {actions} actions "
              f"(built in {time.perf_counter() - start:.0f} s)")
        session.close()

        def reopen() -> None:
            Session.open(path, lexicon).close()

        reopen()  # once untimed: the first open in this process also warms its caches

        def reopen_read_only() -> None:
            Session.open(path, lexicon, read_only=True).close()

        print(f"{'reopen, cold (new process)':<28} {cold_reopen(path, args.edition, args.repeat)}")
        print(f"{'reopen':<28} {timed(reopen, args.repeat)}")
        print(f"{'reopen read-only':<28} {timed(reopen_read_only, args.repeat)}")
        session = Session.open(path, lexicon)
        last = session.committed_turns[-1].number
        print(f"{'one saved action':<28} {timed(lambda: session.enter_no_move(2, turn=last), args.repeat)}")
        session.enter_no_move(1, turn=last)  # a correction in the last turn: undoable

        def undo_redo_entry() -> None:
            session.undo()
            session.redo()

        print(f"{'undo + redo an entry':<28} {timed(undo_redo_entry, args.repeat)}")
        print(f"{'undo an entry':<28} {timed(session.undo, 1)}")
        print(f"{'redo it':<28} {timed(session.redo, 1)}")
        session.undo()  # the correction
        while session.can_undo and session.action_log()[-1][0] != "commit":
            session.undo()  # the end of the game, if any
        print(f"{'undo a commit':<28} {timed(session.undo, 1)}")
        print(f"{'redo the commit':<28} {timed(session.redo, 1)}")

        def commit_again() -> None:  # the commit taken back (not timed), then made again: a new action
            session.undo()
            start = time.perf_counter()
            session.commit()
            commits.append(time.perf_counter() - start)

        commits: list[float] = []
        for _ in range(args.repeat):
            commit_again()
        print(f"{'commit':<28} {statistics.median(commits) * 1000:8.1f} ms")
        session.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
