"""Benchmark of the word tool (issue 41, item 5): each question's time on each bundled list.

Run from a checkout or an installed copy:

    python bench/bench_word_tool.py [--editions nb,fr,de,nl,en] [--repeat 7]

Per edition: the list's size, loading it from the cache, reading its word index out of the
automaton (once per list, on the first pattern), then each kind of question on a handful of
racks, patterns and words typical of that question (the word tool's default limit: the
first 1,000 words of a search), and the likeliest 500 racks of seven letters made into study
cards. Each figure is the slowest of the question's inputs, each taken as the median of
``--repeat`` runs, in milliseconds of CPU time of this process (the part that is ours on a
machine shared with other work), with the wall-clock time beside it.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from duplicate.rules.edition import load_edition
from duplicate.training import study
from duplicate.words.lexicon import load_lexicon
from duplicate.words.word_tool import WordTool

#: Inputs of each question, per edition (their letters are the edition's).
RACKS = {"en": ["AEINRST", "RETAINS", "AEINRS?", "QUIZ?", "ETAOIN??"], "fr": ["AEINRST", "ESTRANI", "AEINRS?", "WAGONS?", "EEIRST??"],
         "de": ["AEINRST", "ERNSTIA", "AEINRS?", "ÄÖÜSTE?", "EEINRS??"], "nl": ["AEINRST", "ENTRAIS", "AEINRS?", "QUIZEN?", "EEINRS??"],
         "nb": ["AEINRST", "ERNSTIA", "AEINRS?", "ÆØÅSTE?", "EEINRS??"]}
PATTERNS = {"en": ["CH??E", "*ING", "?*Q*", "*A*E*Z", "???????", "RE*"], "fr": ["CH??E", "*ONS", "?*W*", "*A*E*Z", "???????", "RE*"],
            "de": ["SCH??E", "*UNG", "?*Q*", "*Ä*E*Z", "???????", "VER*"], "nl": ["CH??E", "*HEID", "?*Q*", "*A*E*Z", "???????", "ON*"],
            "nb": ["SKJ??E", "*SKE", "?*Å*", "*Æ*E*Ø", "???????", "U*"]}
LETTERS = {"en": ["OXY", "QU", "E"], "fr": ["OXY", "QU", "E"], "de": ["SCH", "QU", "E"], "nl": ["IJ", "QU", "E"],
           "nb": ["KJ", "ØY", "E"]}
HOOKS = {"en": ["RATE", "QI", "AE"], "fr": ["AIME", "ZEN", "QI"], "de": ["ARM", "ZUG", "OH"], "nl": ["KAT", "ZON", "OK"],
         "nb": ["ANE", "SKJÆR", "BØ"]}


def _median_ms(run: Callable[[], object], repeat: int) -> tuple[float, float]:
    cpu, wall = [], []
    for _ in range(repeat):
        c, w = time.process_time(), time.perf_counter()
        run()
        cpu.append(time.process_time() - c)
        wall.append(time.perf_counter() - w)
    return statistics.median(cpu) * 1000, statistics.median(wall) * 1000


def _slowest(runs: list[Callable[[], object]], repeat: int) -> tuple[float, float]:
    figures = [_median_ms(run, repeat) for run in runs]
    return max(f[0] for f in figures), max(f[1] for f in figures)


def bench(code: str, repeat: int) -> None:
    edition = load_edition(code)
    started = time.perf_counter()
    lexicon = load_lexicon(edition)
    loaded = time.perf_counter() - started
    tool = WordTool(lexicon)
    c, w = time.process_time(), time.perf_counter()
    tool.index()
    index_cpu, index_wall = time.process_time() - c, time.perf_counter() - w
    print(f"{code}: {lexicon.word_count:,} words; loaded in {loaded * 1000:.0f} ms; word index read once in "
          f"{index_cpu * 1000:.0f} ms CPU ({index_wall * 1000:.0f} ms wall)")
    racks, patterns, letters, hooks = RACKS[code], PATTERNS[code], LETTERS[code], HOOKS[code]
    rows = [
        ("anagrams", [lambda r=r: tool.anagrams(r) for r in racks]),
        ("words a rack makes", [lambda r=r: tool.anagrams(r, shorter=True) for r in racks]),
        ("7+1", [lambda r=r: tool.plus_one(r) for r in racks if len(r) <= 7]),
        ("8-1", [lambda r=r: tool.minus_one(r + "E") for r in racks if len(r) <= 7]),
        ("pattern", [lambda p=p: tool.matching(p) for p in patterns]),
        ("containing", [lambda t=t: tool.containing(t) for t in letters]),
        ("starting with", [lambda t=t: tool.starting(t) for t in letters]),
        ("ending with", [lambda t=t: tool.ending(t) for t in letters]),
        ("hooks", [lambda h=h: tool.hooks(h) for h in hooks]),
        ("every 7-letter word (unlimited)", [lambda: tool.matching("???????", None)]),
    ]
    for name, runs in rows:
        cpu, wall = _slowest(runs, repeat)
        print(f"  {name:<32} {cpu:7.1f} ms CPU  {wall:7.1f} ms wall  (slowest of {len(runs)})")
    sevens = tool.matching("???????", None).words
    cpu, wall = _median_ms(lambda: study.word_cards(tool, sevens, study.ANAGRAMS, 500, "???????"), max(1, repeat // 3))
    print(f"  {'500 likeliest racks as cards':<32} {cpu:7.1f} ms CPU  {wall:7.1f} ms wall")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--editions", default="nb,fr,de,nl,en")
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    for code in args.editions.split(","):
        bench(code.strip(), args.repeat)


if __name__ == "__main__":
    main()
