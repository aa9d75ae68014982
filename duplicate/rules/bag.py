"""Drawing racks in duplicate: the leftover stays, the draw rule is checked, a failing rack is
rejected whole and redrawn, and the end of the game is detected and explained.

Draws are reproducible: the random generator of turn ``t`` is seeded from the session seed
and ``t`` only, so the same seed, edition, rules and master moves give the same racks.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Sequence

from duplicate.rules.board import RACK_SIZE, Board
from duplicate.rules.edition import BLANK, Edition
from duplicate.base.errors import QT_TRANSLATE_NOOP, DuplicateError, Message, parse_text
from duplicate.rules.presets import RuleSet

#: How many times a draw is retried before the game is declared blocked (never reached
#: when a valid rack exists: the chance of failing this often is astronomically small).
MAX_ATTEMPTS = 100_000


class DrawError(DuplicateError):
    """A rack that cannot be drawn or typed (letters not in the bag, rule not met)."""


@dataclass(frozen=True)
class Draw:
    """The outcome of drawing one turn's rack."""

    leftover: tuple[int, ...]  # tiles kept from the last turn (empty after a rejection)
    new: tuple[int, ...]  # tiles taken from the bag
    rejected: tuple[tuple[int, ...], ...] = ()  # racks drawn and put back, in order

    @property
    def rack(self) -> tuple[int, ...]:
        return self.leftover + self.new


@dataclass(frozen=True)
class GameEnd:
    """Why no further rack can be drawn."""

    reason: Message


def remaining_tiles(edition: Edition, board: Board, leftover: Sequence[int]) -> Counter[int]:
    """The bag: the edition's tiles less those on the board and the leftover."""
    # counted in a list by tile code (a draw asks this several times: Counter sums cost more)
    counts = list(edition.counts)
    for tile, n in board.tile_counts():
        counts[tile] -= n
    for tile in leftover:
        if not 0 <= tile < len(counts):
            raise ValueError(f"no tile {tile} in this edition")
        counts[tile] -= 1
    if min(counts) < 0:
        raise ValueError("more tiles on the board and rack than the edition has")
    return Counter({code: n for code, n in enumerate(counts) if n})


def classify(tile: int, edition: Edition, rules: RuleSet) -> tuple[bool, bool]:
    """(counts as a vowel, counts as a consonant); the blank and 'both' letters are both."""
    if tile == BLANK:
        return True, True
    name = edition.letters[tile]
    if name in rules.both_letters:
        return True, True
    return edition.is_vowel(tile), edition.is_consonant(tile)


def vowels_consonants(tiles: Iterable[int], edition: Edition, rules: RuleSet) -> tuple[int, int]:
    vowels = consonants = 0
    for tile in tiles:
        v, c = classify(tile, edition, rules)
        vowels += v
        consonants += c
    return vowels, consonants


def satisfies(tiles: Sequence[int], turn: int, edition: Edition, rules: RuleSet) -> bool:
    need_v, need_c = rules.minimum(turn)
    vowels, consonants = vowels_consonants(tiles, edition, rules)
    return vowels >= need_v and consonants >= need_c


def _feasible(pool: Counter[int], size: int, turn: int, edition: Edition, rules: RuleSet) -> bool:
    """Whether some ``size`` tiles of ``pool`` satisfy the rule of ``turn``."""
    need_v, need_c = rules.minimum(turn)
    only_v = only_c = both = neither = 0
    for tile, n in pool.items():
        v, c = classify(tile, edition, rules)
        if v and c:
            both += n
        elif v:
            only_v += n
        elif c:
            only_c += n
        else:
            neither += n
    # a rack of z 'both' tiles, x vowels, y consonants (as many as fit) and w others
    for z in range(min(both, size) + 1):
        for x in range(min(only_v, size - z) + 1):
            y = min(only_c, size - z - x)
            w = size - z - x - y
            if w <= neither and x + z >= need_v and y + z >= need_c:
                return True
    return False


#: Why a game ended, as stored (in English) in the session file; ``end_reason_message``
#: reads one back into its template and values so the app can say it in its language.
NO_MOVE = QT_TRANSLATE_NOOP("engine", "no move is possible")
NO_MOVE_WITH_RACK = QT_TRANSLATE_NOOP("engine", "no move is possible with this rack")
NO_MORE_PREPARED = QT_TRANSLATE_NOOP("engine", "the prepared game has no more racks")
ENDED_BY_PLAYER = QT_TRANSLATE_NOOP("engine", "ended by the player")
TURNS_PLAYED = QT_TRANSLATE_NOOP("engine", "the planned number of turns was played")
#: The arbiter ended the game before its end (the bell rang): the results stand as they are.
ENDED_EARLY = QT_TRANSLATE_NOOP("engine", "ended early by the arbiter")
END_REASONS = (
    QT_TRANSLATE_NOOP("engine", "no tiles are left"),
    QT_TRANSLATE_NOOP("engine", "only %n tile(s) left (the game ends below {minimum})"),
    QT_TRANSLATE_NOOP("engine", "no vowel is left"),
    QT_TRANSLATE_NOOP("engine", "no rack with at least {vowels} and {consonants} can be formed from the %n tile(s) left"),
    QT_TRANSLATE_NOOP("engine", "no valid rack could be drawn"),
    NO_MOVE, NO_MOVE_WITH_RACK, NO_MORE_PREPARED, ENDED_BY_PLAYER, TURNS_PLAYED, ENDED_EARLY,
)
#: Earlier wordings found in older session files, read as today's template.
_OLD_END_REASONS = {"only {n} tiles are left (the game ends below {minimum})": END_REASONS[1]}


def end_reason(pool: Counter[int], turn: int, edition: Edition, rules: RuleSet) -> Message | None:
    """Why the game cannot go on with ``pool`` (leftover + bag) at ``turn``, or None."""
    total = sum(pool.values())
    if total == 0:
        return Message("no_tiles", END_REASONS[0])
    if rules.end_below_tiles and total < rules.end_below_tiles:
        return Message("few_tiles", END_REASONS[1], n=total, minimum=rules.end_below_tiles)
    if rules.end_without_vowel and not any(classify(t, edition, rules)[0] for t in pool.elements()):
        return Message("no_vowel", END_REASONS[2])
    size = min(RACK_SIZE, total)
    if not _feasible(pool, size, turn, edition, rules):
        need_v, need_c = rules.minimum(turn)
        return Message("no_rack", END_REASONS[3], vowels=_vowels(need_v), consonants=_consonants(need_c), n=total)
    return None


def end_reason_message(stored: str) -> Message | None:
    """A stored end reason read back as its message (None: a reason of no known template)."""
    for template in (*END_REASONS, *_OLD_END_REASONS):
        found = parse_text(stored.strip(), template, (_vowels(0).template, _consonants(0).template))
        if found is not None:
            today = _OLD_END_REASONS.get(template, template)
            return Message("end_reason", today, **found)
    return None


def draw_rack(
    leftover: Sequence[int],
    bag: Counter[int],
    turn: int,
    edition: Edition,
    rules: RuleSet,
    seed: int | str,
) -> Draw | GameEnd:
    """Draw turn ``turn``'s rack: leftover plus new tiles, redrawn whole while it fails."""
    pool = +bag
    pool.update(leftover)
    reason = end_reason(pool, turn, edition, rules)
    if reason is not None:
        return GameEnd(reason)
    rng = random.Random(f"duplicate/{seed}/{turn}")
    size = min(RACK_SIZE, sum(pool.values()))
    bag_list = sorted(bag.elements())
    new = tuple(rng.sample(bag_list, size - len(leftover))) if size > len(leftover) else ()
    first = tuple(leftover) + new
    if satisfies(first, turn, edition, rules):
        return Draw(tuple(leftover), new)
    rejected = [first]
    pool_list = sorted(pool.elements())
    for _ in range(MAX_ATTEMPTS):
        rack = tuple(rng.sample(pool_list, size))
        if satisfies(rack, turn, edition, rules):
            return Draw((), rack, tuple(rejected))
        rejected.append(rack)
    return GameEnd(Message("no_valid_rack", END_REASONS[4]))  # pragma: no cover - see MAX_ATTEMPTS


def parse_rack_text(text: str, edition: Edition) -> list[int]:
    """Tiles typed by an arbiter: letters, ``?`` for a blank; ``+``, ``-`` and spaces ignored."""
    kept = "".join(ch for ch in text if ch not in "+- \t")
    plain = edition.plain_tiles(kept.replace("?", ""))
    if plain is not None:  # capitals only, as the program writes racks: read as they are
        return [BLANK] * kept.count("?") + plain
    tiles: list[int] = []
    folded = edition.fold(kept).upper()
    try:
        pieces = edition.tokenize(folded.replace("?", ""))
    except KeyError as exc:
        raise DrawError("malformed_rack", "{text}: {letter} is not a {edition} tile",
            text=repr(text.strip()), letter=repr(exc.args[0]), edition=edition.label) from None
    tiles.extend(BLANK for ch in folded if ch == "?")
    tiles.extend(edition.letter_code(p.upper()) for p in pieces)
    return tiles


def chosen_rack(
    tiles: Sequence[int],
    leftover: Sequence[int],
    bag: Counter[int],
    turn: int,
    edition: Edition,
    rules: RuleSet,
    rejected: Sequence[Sequence[int]] = (),
    check_rule: bool = True,
) -> Draw:
    """A rack given by the arbiter (own letters) or a prepared game, checked against the bag.

    When the rack holds the whole leftover the leftover is kept and the rest comes from the
    bag; otherwise the leftover went back (a redraw) and the whole rack comes from the bag.
    """
    pool = bag + Counter(leftover)
    total = sum(pool.values())
    size = min(RACK_SIZE, total)
    names = edition.tiles_text
    if len(tiles) != size:
        raise DrawError("rack_size", "the rack {names} has {count} tiles; this turn's rack has {size}",
            names=names(tiles), count=len(tiles), size=size)
    wanted = Counter(tiles)
    missing = wanted - pool
    if missing:
        raise DrawError("not_in_bag", "not left in the bag: {names} (bag and leftover: {names2})",
            names=names(sorted(missing.elements())), names2=names(sorted(pool.elements())))
    if check_rule and not satisfies(tiles, turn, edition, rules):
        need_v, need_c = rules.minimum(turn)
        raise DrawError("draw_rule", "the rack {names} breaks the draw rule of turn {turn}: it needs at least {vowels} "
                        "and {consonants}", names=names(tiles), turn=turn, vowels=_vowels(need_v), consonants=_consonants(need_c))
    kept = Counter(leftover)
    if not rejected and not (kept - wanted):
        new = list(tiles)
        for tile in leftover:
            new.remove(tile)
        return Draw(tuple(leftover), tuple(new))
    return Draw((), tuple(tiles), tuple(tuple(r) for r in rejected) or (tuple(leftover),))


def _vowels(n: int) -> Message:
    return Message("vowels", "%n vowel(s)", n=n)


def _consonants(n: int) -> Message:
    return Message("consonants", "%n consonant(s)", n=n)
