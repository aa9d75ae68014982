"""CGP: the one-line position format of crossword-game engines (Scrabble's FEN).

``15/15/.../15 QUEENAB/ 0/0 0 lex NWL20;``: fifteen board rows from the top separated by
``/`` (a number is a run of empty squares, an uppercase letter a tile, a lowercase letter a
blank, ``[CH]`` a tile written with several letters); a space, then the player's rack and the
opponent's rack separated by ``/`` (``?`` is a blank); the two scores; the number of
consecutive scoreless turns; then optional ``opcode value;`` pairs.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping

from duplicate.rules.board import RACK_SIZE, SIZE, Board, Position, Rack
from duplicate.rules.edition import BLANK, BLANK_FLAG, Edition
from duplicate.base.errors import DuplicateError, Message


#: Most digits of a score or a turn count (Python refuses to read numbers of over 4,300).
MAX_DIGITS = 9
#: Longest CGP line read (a full board with bracketed tiles and opcodes is far shorter).
MAX_CGP = 10_000


def _short(text: str) -> str:
    return repr(text) if len(text) <= 40 else repr(text[:37]) + "..."


class CGPError(DuplicateError):
    """Text that is not a valid CGP position for the edition."""

    def __init__(self, template: str | Message, /, **values: object) -> None:
        super().__init__("malformed_cgp", template, **values)


@dataclass(frozen=True)
class CGP:
    """Everything a CGP line says; ``position`` is what the engine works on."""

    position: Position
    opponent_rack: Rack = Rack()
    scores: tuple[int, int] = (0, 0)
    zero_turns: int = 0
    opcodes: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def format(self) -> str:
        return format_cgp(
            self.position, self.opponent_rack, self.scores, self.zero_turns, self.opcodes
        )


def _tile_name(name: str) -> str:
    return name if len(name) == 1 else f"[{name}]"


def format_board(board: Board, edition: Edition) -> str:
    rows = []
    for r in range(SIZE):
        out = []
        empty = 0
        for c in range(SIZE):
            value = board.at(r, c)
            if not value:
                empty += 1
                continue
            if empty:
                out.append(str(empty))
                empty = 0
            out.append(_tile_name(edition.letter_name(value)))
        if empty:
            out.append(str(empty))
        rows.append("".join(out))
    return "/".join(rows)


def format_rack(rack: Rack, edition: Edition) -> str:
    return "".join("?" if t == BLANK else _tile_name(edition.letters[t]) for t in rack.tiles)


def format_cgp(
    position: Position,
    opponent_rack: Rack = Rack(),
    scores: tuple[int, int] = (0, 0),
    zero_turns: int = 0,
    opcodes: Mapping[str, str] | None = None,
) -> str:
    edition = position.edition
    text = (
        f"{format_board(position.board, edition)} "
        f"{format_rack(position.rack, edition)}/{format_rack(opponent_rack, edition)} "
        f"{scores[0]}/{scores[1]} {zero_turns}"
    )
    for op, value in (opcodes or {}).items():
        text += f" {op} {value};" if value else f" {op};"
    return text


_TOKEN = re.compile(r"\[([^\]]*)\]|(\d+)|(.)", re.S)


def _read_tiles(text: str, edition: Edition, row: int | None) -> list[int | None]:
    """Tiles of row number ``row`` (``None`` for empty squares) or, when ``row`` is None, of a
    rack (``?`` allowed)."""
    rack = row is None
    out: list[int | None] = []
    for match in _TOKEN.finditer(text):
        bracket, digits, char = match.groups()
        if digits is not None:
            if rack:
                raise CGPError("the rack {text} has a number in it", text=repr(text))
            run = int(digits) if len(digits) <= 3 else SIZE + 1
            if run > SIZE:  # checked before building the row: a huge number must not exhaust memory
                raise CGPError("row {row} ({text}): {run} empty squares do not fit in a row of {size}",
                    row=row, text=repr(text), run=run, size=SIZE)
            out.extend([None] * run)
            continue
        name = bracket if bracket is not None else char
        if name == "?" and rack:
            out.append(BLANK)
            continue
        upper = name.upper()
        if upper not in edition.letters[1:]:
            if rack:
                raise CGPError("the rack {text}: {name} is not a letter of the {edition} edition",
                    text=repr(text), name=repr(name), edition=edition.label)
            raise CGPError("row {row} {text}: {name} is not a letter of the {edition} edition",
                row=row, text=repr(text), name=repr(name), edition=edition.label)
        code = edition.letter_code(upper)
        if rack:
            if name != upper:
                raise CGPError("the rack {text} has a lowercase letter: write a blank as '?'",
                    text=repr(text))
            out.append(code)
        else:
            out.append(code | BLANK_FLAG if name != upper else code)
    return out


def parse_cgp(text: str, edition: Edition) -> CGP:
    """Read a CGP line; raise CGPError saying exactly what is wrong."""
    if len(text) > MAX_CGP:
        raise CGPError("the CGP position has {count} characters; at most {max_cgp} are read",
            count=len(text), max_cgp=MAX_CGP)
    parts = text.split(None, 4)
    if len(parts) < 4:
        raise CGPError("a CGP position has four fields (board, racks, scores, scoreless turns), this one has {count}",
            count=len(parts))
    board_text, racks_text, scores_text, zero_text = parts[:4]
    rows = board_text.split("/")
    if len(rows) != SIZE:
        raise CGPError("the board has {count} rows separated by '/', not {size}", count=len(rows), size=SIZE)
    squares: list[int] = []
    for number, row_text in enumerate(rows, start=1):
        row = _read_tiles(row_text, edition, number)
        if len(row) != SIZE:
            raise CGPError("row {number} ({row_text}) covers {count} squares, not {size}",
                number=number, row_text=repr(row_text), count=len(row), size=SIZE)
        squares.extend(0 if v is None else v for v in row)
    if racks_text.count("/") != 1:
        raise CGPError("the racks {racks_text} must be two racks separated by one '/', like AEINRST/",
            racks_text=repr(racks_text))
    own_text, other_text = racks_text.split("/")
    racks = []
    for own, rack_text in ((True, own_text), (False, other_text)):
        tiles = _read_tiles(rack_text, edition, None)
        if len(tiles) > RACK_SIZE and own:
            raise CGPError("the rack {rack_text} has {count} tiles; a rack holds at most {rack_size}",
                rack_text=repr(rack_text), count=len(tiles), rack_size=RACK_SIZE)
        if len(tiles) > RACK_SIZE:
            raise CGPError("the opponent's rack {rack_text} has {count} tiles; a rack holds at most {rack_size}",
                rack_text=repr(rack_text), count=len(tiles), rack_size=RACK_SIZE)
        racks.append(Rack.of(t for t in tiles if t is not None))
    score_match = re.fullmatch(r"(-?\d{1,%d})/(-?\d{1,%d})" % (MAX_DIGITS, MAX_DIGITS), scores_text)
    if not score_match:
        raise CGPError("the scores {scores_text} must be two numbers of at most {max_digits} digits separated by '/', like 0/0",
            scores_text=_short(scores_text), max_digits=MAX_DIGITS)
    if not re.fullmatch(r"\d{1,%d}" % MAX_DIGITS, zero_text):  # not str.isdigit(): it accepts "²"
        raise CGPError("the scoreless-turn count {zero_text} must be a whole number of at most {max_digits} digits",
            zero_text=_short(zero_text), max_digits=MAX_DIGITS)
    opcodes: dict[str, str] = {}
    if len(parts) == 5:
        for chunk in parts[4].split(";"):
            chunk = chunk.strip()
            if not chunk:
                continue
            op, _, value = chunk.partition(" ")
            opcodes[op] = value.strip()
    board = Board(tuple(squares))
    used = board.tile_usage() + Counter(racks[0].tiles) + Counter(racks[1].tiles)
    for code, count in sorted(used.items()):
        if count > edition.counts[code]:
            name = "blank" if code == BLANK else edition.letters[code]
            raise CGPError("{count} tiles {name} are on the board and racks, but the {edition} edition has only {count2}",
                count=count, name=name, edition=edition.label, count2=edition.counts[code])
    return CGP(
        Position(edition, board, racks[0]),
        racks[1],
        (int(score_match.group(1)), int(score_match.group(2))),
        int(zero_text),
        MappingProxyType(opcodes),
    )


def position_from_cgp(text: str, edition: Edition) -> Position:
    return parse_cgp(text, edition).position


def position_to_cgp(position: Position) -> str:
    return format_cgp(position)
