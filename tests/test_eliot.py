"""Replay the French game records of Eliot's regression transcripts (rules section 6).

Each ``.ref`` transcript prints the game history as a table (``a p``) and the board
(``a g``). Every table is replayed move by move on a French position without a word list:
the rack comes from the RACK column, the move from SOLUTION at REF, and the engine's score
and bingo flag must equal PTS and BONUS. Board dumps are compared with the replayed board of
the history table printed next to them. Variant games (joker, explosive, 7-among-8) follow
other rules and are left out; free-game passes and exchanges are no moves and are skipped.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import pytest

from duplicate.rules.board import Position, Rack
from duplicate.rules.edition import BLANK, load_edition
from duplicate.rules.notation import parse_move
from duplicate.rules.checking import check_move

ELIOT = Path(__file__).resolve().parents[1].parent / "shared" / "fixtures" / "eliot"
HEADER = re.compile(r"^\s*N \|\s*RACK\s*\|\s*SOLUTION\s*\|\s*REF\s*\|\s*PTS\s*\|\s*BONUS\s*$")
ROW = re.compile(r"^\s*(\d+) \|\s*(\S+)\s*\|\s*(\S+)\s*\|\s*(\S+)\s*\|\s*(\d+)\s*\|\s*(\*?)\s*$")
PROMPT = "commande>"
FRENCH = load_edition("fr")


@dataclass(frozen=True)
class Row:
    number: int
    rack: str
    solution: str
    ref: str
    points: int
    bingo: bool


@dataclass
class Table:
    mode: str
    players: int
    rows: list[Row]


@dataclass
class Transcript:
    tables: list[Table] = field(default_factory=list)
    # (board, index of the table it belongs to)
    boards: list[tuple[tuple[str, ...], int]] = field(default_factory=list)
    unanchored_boards: int = 0


def _board_neutral(command: str) -> bool:
    """Commands that do not change the board: displays (``a ...``), comments, setting a rack."""
    return command.startswith(("a ", "#", "t ")) or command == ""


def parse_transcript(text: str) -> Transcript:
    lines = text.splitlines()
    events: list[tuple[str, object]] = []
    mode, players = "", 1
    i = 0
    while i < len(lines):
        line = lines[i]
        if m := re.match(r"Game: player \d+ out of (\d+)", line):
            players = int(m.group(1))
        elif m := re.match(r"Game: mode=(.+)", line):
            mode = m.group(1).strip()
        if HEADER.match(line):
            assert lines[i + 1].strip().startswith("==="), lines[i + 1]
            rows = []
            i += 2
            while i < len(lines) and lines[i].strip():
                m = ROW.match(lines[i])
                assert m, f"unexpected history line: {lines[i]!r}"
                n, rack, solution, ref, points, bonus = m.groups()
                rows.append(Row(int(n), rack, solution, ref, int(points), bonus == "*"))
                i += 1
            assert [r.number for r in rows] == list(range(1, len(rows) + 1))
            events.append(("table", Table(mode, players, rows)))
            continue
        if line.startswith(PROMPT):
            command = line[len(PROMPT):].strip()
            header = lines[i + 1].split() if i + 1 < len(lines) else []
            if command == "a g" and header == [str(n) for n in range(1, 16)]:
                grid = []
                for r in range(15):
                    cells = lines[i + 2 + r].split()
                    assert cells[0] == "ABCDEFGHIJKLMNO"[r] and len(cells) == 16, lines[i + 2 + r]
                    grid.append("".join(cells[1:]))
                events.append(("board", tuple(grid)))
                i += 17
                continue
            events.append(("command", command))
        i += 1

    transcript = Transcript()
    table_index = {}
    for k, (kind, value) in enumerate(events):
        if kind == "table":
            table_index[k] = len(transcript.tables)
            transcript.tables.append(value)
    for k, (kind, value) in enumerate(events):
        if kind != "board":
            continue
        anchor = None
        for step in (-1, 1):  # the table printed just before, else just after, with no move between
            j = k + step
            while 0 <= j < len(events) and events[j][0] != "table":
                if events[j][0] == "command" and not _board_neutral(events[j][1]):
                    break
                j += step
            else:
                if 0 <= j < len(events):
                    anchor = table_index[j]
            if anchor is not None:
                break
        if anchor is None:
            transcript.unanchored_boards += 1
        else:
            transcript.boards.append((value, anchor))
    return transcript


def _rack(text: str) -> Rack:
    return Rack.of(BLANK if ch == "?" else FRENCH.letter_code(ch) for ch in text)


def _board_text(position: Position) -> tuple[str, ...]:
    board = position.board
    return tuple(
        "".join(FRENCH.letter_name(board.at(r, c)) if board.at(r, c) else "-" for c in range(15))
        for r in range(15)
    )


@dataclass
class Replay:
    moves: int = 0  # moves checked and played (every table, repeats included)
    distinct_moves: int = 0  # the same, counting a move once per file and history prefix
    skipped: Counter = field(default_factory=Counter)  # passes and exchanges
    boards_compared: int = 0
    boards_unanchored: int = 0


def replay_table(table: Table) -> tuple[Position, int, Counter, list[tuple[Row, ...]]]:
    """Replay one history table; return the final position, moves played, rows skipped, prefixes."""
    position = Position(FRENCH)
    # Rack bookkeeping: the leftover of a player's last turn must be the ``old`` part of the
    # next rack (one rack for everyone in duplicate; one per player in a free game).
    streams = table.players if table.mode == "Free game" else 1
    leftover: dict[int, Counter] = {}
    played = 0
    skipped: Counter = Counter()
    prefixes = []
    for row in table.rows:
        who = (row.number - 1) % streams
        rejected = row.rack.startswith("-")
        rack_text = row.rack.lstrip("-")
        tiles = Counter(rack_text.replace("+", ""))
        assert len(rack_text.replace("+", "")) <= 7, row
        if who in leftover and not rejected and table.mode != "Training":
            if "+" in rack_text:
                assert Counter(rack_text.split("+")[0]) == leftover[who], (row, leftover[who])
            else:  # a fresh rack (nothing left over) or the whole rack kept after a pass
                assert not leftover[who] or leftover[who] == tiles, (row, leftover[who])
        if row.ref == "-":
            # No move: "(PASS)", or an exchange "[LETTERS]" in a free game. Both score 0.
            assert row.points == 0 and not row.bingo, row
            if row.solution == "(PASS)":
                skipped["pass"] += 1
                leftover[who] = tiles
            else:
                assert re.fullmatch(r"\[[A-Z?]+\]", row.solution.upper()), row
                exchanged = Counter(row.solution[1:-1].upper())
                assert not exchanged - tiles, row
                skipped["exchange"] += 1
                leftover[who] = tiles - exchanged
            prefixes.append(None)
            continue
        position = position.with_rack(_rack(rack_text.replace("+", "")))
        scored = check_move(position, parse_move(f"{row.ref} {row.solution}", FRENCH), lexicon=None)
        assert scored.points == row.points, (row, scored.score.explain())
        assert scored.score.bingo == row.bingo, row
        # Eliot writes new blanks in lowercase but blanks already on the board in uppercase.
        assert scored.move.word_text(FRENCH).upper() == row.solution.upper(), row
        assert scored.move.blanks_used == sum(ch.islower() for ch in row.solution), row
        position = position.play(scored.move)
        leftover[who] = Counter(position.rack.format(FRENCH))
        played += 1
        prefixes.append(tuple(table.rows[: row.number]))
    return position, played, skipped, prefixes


@lru_cache(maxsize=None)
def replay_file(path: Path) -> Replay:
    transcript = parse_transcript(path.read_text(encoding="utf-8"))
    result = Replay(boards_unanchored=transcript.unanchored_boards)
    seen_prefixes = set()
    finals = []
    for table in transcript.tables:
        final, played, skipped, prefixes = replay_table(table)
        finals.append(_board_text(final))
        result.moves += played
        result.skipped += skipped
        for prefix in prefixes:
            if prefix is not None and prefix not in seen_prefixes:
                seen_prefixes.add(prefix)
                result.distinct_moves += 1
    for board, anchor in transcript.boards:
        assert board == finals[anchor], "\n".join(
            f"{a}   {b}" for a, b in zip(board, finals[anchor])
        )
        result.boards_compared += 1
    return result


def _game_files() -> list[Path]:
    if not ELIOT.is_dir():
        return []
    files = []
    for path in sorted(ELIOT.rglob("*.ref")):
        if "variant" in path.name:
            continue
        if any(HEADER.match(line) for line in path.read_text(encoding="utf-8").splitlines()):
            files.append(path)
    return files


GAME_FILES = _game_files()
needs_eliot = pytest.mark.skipif(not GAME_FILES, reason=f"Eliot transcripts not found in {ELIOT}")


@needs_eliot
@pytest.mark.parametrize(
    "path", GAME_FILES or [None], ids=[str(p.relative_to(ELIOT)) for p in GAME_FILES] or ["absent"]
)
def test_replay(path):
    result = replay_file(path)
    assert result.moves + sum(result.skipped.values()) > 0


@needs_eliot
def test_replayed_a_sensible_number_of_moves():
    results = {path.relative_to(ELIOT): replay_file(path) for path in GAME_FILES}
    moves = sum(r.moves for r in results.values())
    distinct = sum(r.distinct_moves for r in results.values())
    boards = sum(r.boards_compared for r in results.values())
    skipped = sum((r.skipped for r in results.values()), Counter())
    print(
        f"\nEliot: {moves} moves replayed ({distinct} distinct) from {len(results)} files, "
        f"{boards} boards compared, skipped rows: {dict(skipped)}"
    )
    assert len(results) >= 10
    assert {p.parts[0] for p in results} >= {"duplicate", "freegame", "training", "arbitration"}
    assert distinct >= 100
    assert moves >= distinct
    assert boards >= 30
    # The free games hold passes and exchanges; they were recognised, not silently dropped.
    assert skipped["pass"] > 0 and skipped["exchange"] > 0
    # The 20-turn computer game is all there.
    assert results[Path("duplicate/2_ai.ref")].distinct_moves == 20


def test_parser_reads_rows_and_anchors_boards():
    """The transcript parser on a small hand-written sample (runs without the fixtures)."""
    empty = ["-  " * 15] * 15
    board = list(empty)
    board[7] = "-  " * 7 + "S  E  A  U  X  " + "-  " * 3
    text = "\n".join(
        [
            "commande> j SEAUX H8",
            "commande> a g",
            "     " + "  ".join(str(n) for n in range(1, 16)),
            *(f" {'ABCDEFGHIJKLMNO'[r]}   {board[r]}" for r in range(15)),
            "commande> a p",
            "Game: player 1 out of 1",
            "Game: mode=Duplicate",
            "    N |   RACK   |    SOLUTION    | REF | PTS | BONUS",
            "   ===|==========|================|=====|=====|======",
            "    1 |  UAXEHTS | SEAUX          |  H8 |  48 |  ",
            "",
            "commande> j HUTIN i9",
            "commande> a g",
            "     " + "  ".join(str(n) for n in range(1, 16)),
            *(f" {'ABCDEFGHIJKLMNO'[r]}   {empty[r]}" for r in range(15)),
            "commande> q",
        ]
    )
    transcript = parse_transcript(text)
    assert len(transcript.tables) == 1
    assert transcript.tables[0].rows == [Row(1, "UAXEHTS", "SEAUX", "H8", 48, False)]
    assert transcript.tables[0].mode == "Duplicate"
    assert len(transcript.boards) == 1 and transcript.unanchored_boards == 1
    final, played, skipped, _ = replay_table(transcript.tables[0])
    assert played == 1 and not skipped
    assert _board_text(final) == transcript.boards[0][0]
