"""Benchmark of the club's roster at a federation's size: a CSV of N players read by the strict
reader, imported into a new roster file in one transaction, imported again (every row an
update), and a search through all of them (what each keystroke of the new-session dialog's
search field costs).

    python bench/bench_roster.py [--players 20000]

Printed: the seconds of each step (a club's roster of 30 to 300 players takes a hundredth of these).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from duplicate.roster.csv_file import read_csv
from duplicate.roster.store import Roster


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=20_000)
    count = parser.parse_args().players
    data = ("name,licence,category,club\n" + "".join(
        f"Joueur {n},L{n:06d},Senior,Club {n % 50}\n" for n in range(count))).encode()
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        players = read_csv(data)
        read = time.perf_counter()
        with Roster.open(Path(folder) / "roster.sqlite") as roster:
            added = roster.import_players(players)
            imported = time.perf_counter()
            updated = roster.import_players(players)
            again = time.perf_counter()
            found = roster.search("joueur 1999")
            searched = time.perf_counter()
    print(f"{count} players: CSV read {read - started:.2f} s; imported {added} in {imported - read:.2f} s; "
          f"imported again {updated} in {again - imported:.2f} s; a search ({len(found)} found) "
          f"{searched - again:.3f} s")


if __name__ == "__main__":
    main()
