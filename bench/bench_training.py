"""Training review figures: how long "Show all moves" searches, how long the ranked list and
its filter take, what a move placed on the board before the turn costs ("what would I have
scored?" and the list rebuilt with that move at its rank, on every tile placed), and what the
per-turn statistics cost the summary written after each move.

    python bench/bench_training.py --seeds 2,10,11,20 --turns 8

Prints one line per first rack (moves, full search, its rows built, filter, a what-if on a
placed move and the rows rebuilt with it, against every move) and the
summary times of a game played with the tops (flags computed / reused from the file).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time

from duplicate.training import game as training
from duplicate.training import review
from duplicate.rules.edition import load_edition
from duplicate.words.lexicon import load_lexicon
from duplicate.rules.notation import format_move
from duplicate.rules.presets import load_preset
from duplicate.session.session import SessionSettings


def timed(work):
    start = time.perf_counter()
    result = work()
    return result, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="2,10,11,20")
    parser.add_argument("--turns", type=int, default=8)
    args = parser.parse_args()
    fr = load_edition("fr")
    lexicon = load_lexicon(fr)
    rules = load_preset("fisf")
    print("seed  rack      moves   search     rows    filter   what-if  with it")
    for seed in (int(s) for s in args.seeds.split(",")):
        session = training.create_training(tempfile.mkdtemp(),
                                           SessionSettings(fr.code, lexicon.identity, rules, seed=seed), lexicon)
        training.next_turn(session)
        rack = session.tiles_text(session.current_turn.draw.rack)
        training.submit(session, None)
        (moves, _), search = timed(lambda: review.turn_moves(session, 1, every=True))
        ranked, listing = timed(lambda: review.ranked_list(moves, None, complete=True, distinct=None))
        _, filtering = timed(lambda: review.filter_rows(ranked, "E", session))
        probe = moves[len(moves) // 2]
        _, asking = timed(lambda: review.what_if_placed(session, 1, probe.move.placed, moves, True))
        _, probing = timed(lambda: review.ranked_list(moves, None, complete=True, distinct=None, probe=probe))
        print(f"{seed:>4}  {rack:<8} {len(moves):>6}  {search:8.2f} s {listing * 1000:6.1f} ms {filtering * 1000:6.1f} ms"
              f" {asking * 1000:6.1f} ms {probing * 1000:6.1f} ms")
        session.close()
    session = training.create_training(tempfile.mkdtemp(),
                                       SessionSettings(fr.code, lexicon.identity, rules, seed=5), lexicon)
    fresh, reused = [], []
    for _ in range(args.turns):
        if training.next_turn(session) is None:
            break
        training.submit(session, format_move(session.tops()[0].move, fr))
        session.search.forget()  # as after reopening the file: no search cached
        session.store.set_setting(training.SUMMARY_KEY, {})
        fresh.append(timed(lambda: training.store_summary(session))[1])
        reused.append(timed(lambda: training.summarize(session))[1])
    print(f"summary after {len(fresh)} turns: flags computed {max(fresh):.2f} s (worst), "
          f"reused from the file {statistics.median(reused) * 1000:.1f} ms (median)")
    session.close()


if __name__ == "__main__":
    main()
