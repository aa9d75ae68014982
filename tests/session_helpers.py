"""Helpers shared by the session-engine tests: word lists, a fake clock, independent
vowel/consonant counting, a comparable summary of a session's state, multiset racks.

Nothing here reuses the engine's own draw-rule or bag code: the expected values of the tests
are computed from the rules document (section 4) with the plain code below.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import product
from pathlib import Path
from typing import Iterable, Iterator

from duplicate.rules.board import Board
from duplicate.rules.edition import BLANK, BLANK_FLAG, LETTER_MASK, Edition, load_edition
from duplicate.words.lexicon import Lexicon, load_lexicon
from duplicate.rules.notation import format_move
from duplicate.rules.checking import ScoredMove

EDITIONS = ("en", "fr", "de", "nl", "nb")
PRESETS = ("fisf", "flemish", "home")

#: Vowels of each edition (rules section 2 tile tables), written out here independently of
#: the engine; "both" letters count as vowel and consonant (Y, rules section 4).
VOWELS = {"en": "AEIOU", "fr": "AEIOU", "de": "AEIOUÄÖÜ", "nl": "AEIOU", "nb": "AEIOUYÆØÅ"}
BOTH = {"en": "Y", "fr": "Y", "de": "Y", "nl": "Y", "nb": ""}


def rule_minimum(preset: str, turn: int) -> tuple[int, int]:
    """Minimum (vowels, consonants) per turn, from the rules document: FISF and Flemish
    need 2 + 2 for turns 1-15, then 1 + 1; home play has no rule."""
    if preset == "home":
        return 0, 0
    return (2, 2) if turn <= 15 else (1, 1)


@lru_cache(maxsize=None)
def edition(code: str) -> Edition:
    return load_edition(code)


@lru_cache(maxsize=None)
def lexicon(code: str) -> Lexicon:
    """The bundled word list (built once, then read from the user cache)."""
    return load_lexicon(edition(code))


class FakeClock:
    """A monotonic clock the test moves by hand."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def letter_of(tile: int, ed: Edition) -> str:
    return "?" if tile == BLANK else ed.letters[tile]


def rack_text(tiles: Iterable[int], ed: Edition) -> str:
    return "".join(letter_of(t, ed) for t in tiles)


def count_vc(tiles: Iterable[int], ed: Edition) -> tuple[int, int]:
    """(vowels, consonants) of tiles: the blank and "both" letters count as each."""
    vowels = consonants = 0
    for tile in tiles:
        name = letter_of(tile, ed)
        if name == "?" or name in BOTH[ed.code]:
            vowels += 1
            consonants += 1
        elif name in VOWELS[ed.code]:
            vowels += 1
        else:
            consonants += 1
    return vowels, consonants


def meets_rule(tiles: Iterable[int], ed: Edition, preset: str, turn: int) -> bool:
    need_v, need_c = rule_minimum(preset, turn)
    v, c = count_vc(tiles, ed)
    return v >= need_v and c >= need_c


def sub_multisets(pool: Counter, size: int) -> Iterator[Counter]:
    """Every multiset of ``size`` tiles taken from ``pool`` (brute force over kinds)."""
    kinds = sorted(pool)
    for counts in product(*(range(min(pool[k], size) + 1) for k in kinds)):
        if sum(counts) == size:
            yield Counter({k: n for k, n in zip(kinds, counts) if n})


def edition_tiles(ed: Edition) -> Counter:
    return Counter({code: n for code, n in enumerate(ed.counts) if n})


def board_tiles(board: Board) -> Counter:
    """Tiles on a board, read square by square (a blank counts as a blank)."""
    out: Counter = Counter()
    for value in board.squares:
        if value:
            out[BLANK if value & BLANK_FLAG else value & LETTER_MASK] += 1
    return out


def move_text(scored: ScoredMove, ed: Edition) -> str:
    return format_move(scored.move, ed)


def state_summary(session, *, phase: bool = True, standings: bool = True) -> dict:
    """Everything an arbiter sees, as plain comparable data."""
    ed = session.edition
    from duplicate.session.standings import compute_standings

    def outcome(entry) -> tuple:
        if entry.text is None:
            return ("no_move",)
        if entry.valid:
            return ("move", entry.text, entry.written_score, entry.outcome.points,
                    format_move(entry.outcome.move, ed))
        return ("invalid", entry.text, entry.written_score, getattr(entry.outcome, "code", "?"))

    turns = []
    for turn in session.turns:
        turns.append({
            "number": turn.number,
            "board": turn.board.squares,
            "leftover": rack_text(turn.draw.leftover, ed),
            "new": rack_text(turn.draw.new, ed),
            "rejected": tuple(rack_text(r, ed) for r in turn.draw.rejected),
            "source": turn.source,
            "entries": {t: outcome(e) for t, e in sorted(turn.entries.items())},
            "decisions": {t: (d.accept_word, d.warnings, d.penalty) for t, d in sorted(turn.decisions.items())},
            "master": None if turn.master is None else (format_move(turn.master.move, ed), turn.master.points),
            "flags": turn.master_flags,
            "committed": None if turn.committed is None else (format_move(turn.committed.move, ed),
                                                              turn.committed.points),
        })
    summary = {
        "players": {t: (p.name, p.joined, p.left) for t, p in sorted(session.players.items())},
        "turns": turns,
        "end": session.end_reason,
        "board": session.board.squares,
        "leftover": rack_text(session.leftover(), ed),
        "bag": dict(sorted(session.bag().items())),
    }
    if phase:
        summary["phase"] = session.phase
    if standings:
        st = compute_standings(session)
        summary["standings"] = (st.top_total, st.turns, tuple(
            (r.rank, r.table, r.name, r.total, r.deviation, r.percent, r.solos, r.warnings, r.penalties,
             tuple((c.status, c.score, c.top, c.solo, c.warnings, c.penalty) for c in r.cells))
            for r in st.rows))
    return summary


def log_signature(session) -> list[tuple]:
    """The stored action log without the clock readings of timer actions."""
    out = []
    for action in session.store.actions():
        payload = {k: v for k, v in action.payload.items() if not (action.kind == "timer" and k in ("wall", "remaining"))}
        out.append((action.seq, action.kind, payload, action.undone))
    return out


def eliot_dir() -> Path:
    return Path(__file__).resolve().parents[1].parent / "shared" / "fixtures" / "eliot"


def board_from_gcg(text: str, ed: Edition) -> dict[tuple[int, int], str]:
    """The board a GCG file's moves build, read the way GCG writes them (number first =
    across, ``.`` for a letter already there, lowercase for a blank): square -> letter as
    written. Each ``.`` must land on a letter already laid; the totals must add up."""
    from duplicate.rules.edition import Convention
    from duplicate.rules.notation import parse_reference
    from duplicate.rules.board import Direction

    board: dict[tuple[int, int], str] = {}
    total = 0
    for line in text.splitlines():
        if not line.startswith(">") or line.split()[2:4] == ["-", "+0"]:  # the room passes
            continue
        _nick, rack, position, word, points, running = line.split()
        ref = parse_reference(position, Convention.GCG)
        dr, dc = (0, 1) if ref.direction is Direction.ACROSS else (1, 0)
        for i, letter in enumerate(word):
            square = (ref.row + dr * i, ref.col + dc * i)
            if letter == ".":
                assert square in board, f"{line}: nothing to play through at {square}"
            else:
                assert square not in board, f"{line}: {square} is taken"
                board[square] = letter
        total += int(points.lstrip("+"))
        assert int(running) == total and len(rack) <= 7
    return board


def board_letters(board: Board, ed: Edition) -> dict[tuple[int, int], str]:
    """A board's tiles as letters (lowercase for a blank), by square."""
    return {(row, col): ed.letter_name(value) for row, col, value in board.tiles()}


def percent_figure(total: int, tops: int, decimals: int = 1) -> str:
    """``total`` as a percentage of ``tops`` as a screen writes it in English (``97.3``): an
    independent recomputation (60-digit decimals, rounded half up once), never the engine's."""
    from decimal import ROUND_HALF_UP, Decimal, localcontext

    if not tops:
        return f"{0:.{decimals}f}"
    with localcontext() as context:
        context.prec = 60
        return str((Decimal(100 * total) / Decimal(tops)).quantize(Decimal(1).scaleb(-decimals),
                                                                   rounding=ROUND_HALF_UP))
