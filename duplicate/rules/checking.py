"""Checking a submitted move against a position: the scored move, or an error saying why not.

Error codes are stable (programs and session files keep them); messages name the detail a
player or arbiter needs: the square, the letters missing from the rack, the unknown words.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations, product
from typing import Container, Iterable, Protocol, runtime_checkable

from duplicate.rules.board import CENTRE, SIZE, Board, Direction, Move, Position, on_board, rack_tile
from duplicate.rules.edition import BLANK, BLANK_FLAG, LETTER_MASK, Convention, Edition
from duplicate.base.errors import DuplicateError, Message, MoveError
from duplicate.rules.notation import (THROUGH, MoveText, canonical_move_text, format_move, format_reference, format_square,
                                      parse_move)
from duplicate.rules.scoring import FormedWord, Score, formed_words, score_move

#: Every code a MoveError can carry, for documentation and tests.
MOVE_ERROR_CODES = (
    "malformed_reference",
    "malformed_word",
    "too_short",
    "off_board",
    "letter_mismatch",
    "word_extends",
    "occupied",
    "not_in_line",
    "gap",
    "no_tile_placed",
    "not_on_rack",
    "first_move_not_centre",
    "first_move_vertical",
    "not_connected",
    "not_in_lexicon",
)


@dataclass(frozen=True)
class ScoredMove:
    """A legal move with its score and the words it forms."""

    move: Move
    score: Score

    @property
    def points(self) -> int:
        return self.score.total


@dataclass(frozen=True)
class MoveRules:
    """The few switches of a club's rules that change which moves are legal, all that the
    check and the move search need to know. A session's whole rule set (draw rule, timer,
    solos, warnings: ``presets.RuleSet``) gives its own with ``RuleSet.move_rules``."""

    first_move_horizontal: bool = False


def _name(index: int, edition: Edition) -> str:
    return format_square(index // SIZE, index % SIZE, edition.convention)


def resolve(board: Board, text: MoveText, edition: Edition) -> Move:
    """Lay a parsed move on the board: check it fits and agrees with the tiles there."""
    ref = text.reference
    tokens = text.tokens
    if len(tokens) < 2:
        raise MoveError("too_short", "a word has at least two letters")
    step = ref.direction.step
    dr, dc = (0, 1) if ref.direction is Direction.ACROSS else (1, 0)
    end_row, end_col = ref.row + dr * (len(tokens) - 1), ref.col + dc * (len(tokens) - 1)
    if not on_board(end_row, end_col):
        room = SIZE - (ref.col if ref.direction is Direction.ACROSS else ref.row)
        raise MoveError("off_board", "the word has {count} letters but only {room} squares are left from {square} to the edge",
            count=len(tokens), room=room, square=_name(ref.row * SIZE + ref.col, edition))
    start = ref.row * SIZE + ref.col
    word: list[int] = []
    placed: list[tuple[int, int, int]] = []
    for i, token in enumerate(tokens):
        index = start + i * step
        on_square = board.squares[index]
        if on_square:
            if token != THROUGH and (token & LETTER_MASK) != (on_square & LETTER_MASK):
                raise MoveError("letter_mismatch", "{square} holds {letter}, not {letter2}",
                    square=_name(index, edition), letter=edition.letter_name(on_square), letter2=edition.letter_name(token))
            word.append(on_square)
        else:
            if token == THROUGH:
                raise MoveError("letter_mismatch", "{square} is empty: '.' stands for a tile already there",
                    square=_name(index, edition))
            word.append(token)
            placed.append((index // SIZE, index % SIZE, token))
    before = (ref.row - dr, ref.col - dc)
    after = (end_row + dr, end_col + dc)
    for row, col in (before, after):
        if on_board(row, col) and board.at(row, col):
            raise MoveError("word_extends", "the word goes on: {square} holds {letter}; write the whole word",
                square=format_square(row, col, edition.convention), letter=edition.letter_name(board.at(row, col)))
    if not placed:
        raise MoveError("no_tile_placed", "every letter of the word is already on the board: no tile is placed")
    return Move(ref.row, ref.col, ref.direction, tuple(word), tuple(placed))


def move_from_placements(board: Board, placements: Iterable[tuple[int, int, int]], edition: Edition) -> Move:
    """Build a move from tiles put on squares (as on a board widget): ``(row, col, value)``."""
    tiles = sorted(set(placements))
    if not tiles:
        raise MoveError("no_tile_placed", "no tile is placed")
    for row, col, _ in tiles:
        if not on_board(row, col):
            raise MoveError("off_board", "square {row},{col} is not on the board", row=row, col=col)
        if board.at(row, col):
            raise MoveError("occupied", "{square} is already occupied",
                square=format_square(row, col, edition.convention))
    if len({(r, c) for r, c, _ in tiles}) != len(tiles):
        raise MoveError("occupied", "two tiles are on the same square")
    rows = {r for r, _, _ in tiles}
    cols = {c for _, c, _ in tiles}
    if len(rows) > 1 and len(cols) > 1:
        raise MoveError("not_in_line", "the tiles must be in one row or one column")
    if len(tiles) > 1:
        direction = Direction.ACROSS if len(rows) == 1 else Direction.DOWN
    else:
        row, col, _ = tiles[0]
        across = (col > 0 and board.at(row, col - 1)) or (col < SIZE - 1 and board.at(row, col + 1))
        direction = Direction.ACROSS if across else Direction.DOWN
    placed = {r * SIZE + c: v for r, c, v in tiles}
    step = direction.step
    first, last = min(placed), max(placed)
    while first - step >= 0 and (step == SIZE or (first - 1) // SIZE == first // SIZE) and board.squares[first - step]:
        first -= step
    while last + step < SIZE * SIZE and (step == SIZE or (last + 1) // SIZE == last // SIZE) and board.squares[last + step]:
        last += step
    word = []
    for index in range(first, last + 1, step):
        value = placed.get(index) or board.squares[index]
        if not value:
            raise MoveError("gap", "{square} is empty: the tiles must form one unbroken line",
                square=_name(index, edition))
        word.append(value)
    return Move(
        first // SIZE, first % SIZE, direction, tuple(word), tuple((i // SIZE, i % SIZE, placed[i]) for i in sorted(placed))
    )


@runtime_checkable
class TileWords(Protocol):
    """A word list that reads a word as its tiles (``duplicate.words.lexicon.Lexicon``)."""

    def has_tiles(self, codes: tuple[int, ...]) -> bool: ...


def _listed(lexicon: Container[str], word: FormedWord, edition: Edition) -> bool:
    """Whether the list holds ``word``, read as its tiles where the list can: in an edition with a
    tile of two letters (CH), a C tile and an H tile are not the CH tile, as the move search
    reads them too; read as text, "CHI" would be found either way."""
    if isinstance(lexicon, TileWords):
        return lexicon.has_tiles(tuple(v & LETTER_MASK for v in word.values))
    return word.text(edition) in lexicon


def judge(
    position: Position,
    move: Move,
    lexicon: Container[str] | None,
    rules: MoveRules = MoveRules(),
) -> ScoredMove:
    """Check a laid-out move against the rack, the placement rules and the word list; score it."""
    edition = position.edition
    board = position.board
    if len(move.word) < 2:
        raise MoveError("too_short", "a word has at least two letters")
    missing = Counter(rack_tile(v) for _, _, v in move.placed) - Counter(position.rack.tiles)
    if missing:
        names = tuple(_missing_tile(tile, n, edition) for tile, n in sorted(missing.items()))
        rack = position.rack.format(edition) or Message("empty_rack", "(empty)")
        if BLANK not in missing and position.rack.blanks:
            raise MoveError("not_on_rack", "not on the rack {rack}: {names} (a blank is written as a lowercase letter)",
                            rack=rack, names=names)
        if BLANK in missing:
            capitals = format_reference(move.row, move.col, move.direction, edition.convention) + " " + "".join(
                edition.letters[v & LETTER_MASK] for v in move.word
            )
            if position.rack.blanks:
                raise MoveError("not_on_rack", "not on the rack {rack}: {names}; the move asks for {used} blanks and "
                                "the rack has {blanks}: a lowercase letter is a blank; in capitals it reads {capitals}",
                                rack=rack, names=names, used=move.blanks_used, blanks=position.rack.blanks,
                                capitals=capitals)
            raise MoveError("not_on_rack", "not on the rack {rack}: {names}; the move asks for {used} blanks and "
                            "the rack has none: a lowercase letter is a blank; in capitals it reads {capitals}",
                            rack=rack, names=names, used=move.blanks_used, capitals=capitals)
        raise MoveError("not_on_rack", "not on the rack {rack}: {names}", rack=rack, names=names)
    new_squares = {r * SIZE + c for r, c, _ in move.placed}
    if board.is_empty:
        if CENTRE not in new_squares:
            raise MoveError("first_move_not_centre", "the first move must cover the centre square {square}",
                square=_name(CENTRE, edition))
        if rules.first_move_horizontal and move.direction is Direction.DOWN:
            raise MoveError("first_move_vertical", "the first move must be horizontal under these rules")
    elif len(new_squares) == len(move.word) and not _touches(board, new_squares):
        raise MoveError("not_connected", "the move must touch a tile already on the board")
    words = formed_words(board, move)
    if not any(w.main for w in words):
        raise MoveError("too_short", "a word has at least two letters")
    if lexicon is not None:
        unknown = [w.text(edition) for w in words if not _listed(lexicon, w, edition)]
        if unknown:
            raise MoveError("not_in_lexicon", "not in the word list: {items}", items=', '.join(unknown))
    return ScoredMove(move, score_move(board, move, edition, words))


def _missing_tile(tile: int, count: int, edition: Edition) -> str | Message:
    """One tile missing from the rack, with how many times when more than once."""
    if tile == BLANK:
        return Message("blank", "a blank") if count == 1 else Message("blanks", "a blank x{count}", count=count)
    return edition.letters[tile] + (f" x{count}" if count > 1 else "")


def _touches(board: Board, squares: set[int]) -> bool:
    for index in squares:
        row, col = divmod(index, SIZE)
        for r, c in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1)):
            if on_board(r, c) and board.at(r, c):
                return True
    return False


def check_move(
    position: Position,
    text: str | MoveText,
    lexicon: Container[str] | None,
    rules: MoveRules = MoveRules(),
    convention: Convention | None = None,
) -> ScoredMove:
    """Parse (standard notation: lowercase is a blank), lay out and judge a written move;
    raise MoveError (or NotationError) if illegal."""
    parsed = parse_move(text, position.edition, convention) if isinstance(text, str) else text
    return judge(position, resolve(position.board, parsed, position.edition), lexicon, rules)


def lay_out(position: Position, text: str, convention: Convention | None = None) -> Move | None:
    """Where a written move would go on the board, legal or not (None if it cannot be laid
    out at all): so a misplaced word can be seen where it lands."""
    try:
        return resolve(position.board, parse_move(text, position.edition, convention), position.edition)
    except DuplicateError:
        return None


def try_move(
    position: Position,
    text: str | MoveText,
    lexicon: Container[str] | None,
    rules: MoveRules = MoveRules(),
    convention: Convention | None = None,
) -> ScoredMove | DuplicateError:
    """Like check_move, but hand back the error instead of raising it."""
    try:
        return check_move(position, text, lexicon, rules, convention)
    except DuplicateError as error:
        return error


@dataclass(frozen=True)
class TypedMove:
    """A move typed by a person in the app, read: the text it stands for in the standard
    notation (what a session stores) and the verdict on it."""

    text: str
    outcome: ScoredMove | DuplicateError
    #: typed all in lowercase, and legal only with its letters as blanks: read that way
    read_as_blanks: bool = False


def _with_blanks_for_missing(position: Position, text: str, lexicon: Container[str] | None,
                             rules: MoveRules) -> ScoredMove | None:
    """A word typed in capitals whose letters the rack lacks, read with the rack's blanks
    standing for them (as few as needed): the best-scoring legal reading, if any. A word
    typed all in lowercase reads in capitals; when the rack cannot lay it but its blanks
    can, that is what the player wrote without marking the blanks."""
    move = lay_out(position, text)
    if move is None or not position.rack.blanks or any(v & BLANK_FLAG for _, _, v in move.placed):
        return None
    have = Counter(position.rack.tiles)
    needed = Counter(v for _, _, v in move.placed)
    short = {letter: count - have[letter] for letter, count in needed.items() if count > have[letter]}
    if not short or sum(short.values()) > position.rack.blanks:
        return None
    spots = {letter: [i for i, (_, _, v) in enumerate(move.placed) if v == letter] for letter in short}
    best: ScoredMove | None = None
    for choice in product(*(combinations(spots[letter], count) for letter, count in short.items())):
        as_blank = {i for chosen in choice for i in chosen}
        placed = {(r, c): v | BLANK_FLAG if i in as_blank else v for i, (r, c, v) in enumerate(move.placed)}
        word = tuple(placed.get(square, value) for square, value in zip(_squares(move), move.word))
        reading = Move(move.row, move.col, move.direction, word,
                       tuple((r, c, placed[(r, c)]) for r, c, _ in move.placed))
        outcome = try_move(position, format_move(reading, position.edition), lexicon, rules)
        if isinstance(outcome, ScoredMove) and (best is None or outcome.points > best.points):
            best = outcome
    return best


def _squares(move: Move) -> list[tuple[int, int]]:
    """The squares of a move's whole word, in order."""
    dr, dc = (0, 1) if move.direction is Direction.ACROSS else (1, 0)
    return [(move.row + dr * i, move.col + dc * i) for i in range(len(move.word))]


def read_typed_move(position: Position, text: str, lexicon: Container[str] | None,
                    rules: MoveRules = MoveRules()) -> TypedMove:
    """What a person typing in the app means by ``text``, on this position.

    A word typed entirely in lowercase reads as capitals (Caps Lock off: ``h4 delute``),
    unless only its standard reading (every lowercase letter a blank) is legal here, as
    ``8b madeira`` adding a blank ``a`` to MADEIR on the board: that reading is taken, rather
    than an illegal move in capitals; or unless the rack lacks letters its blanks can stand
    for (``8b madeira`` with MADEI?? on the rack): then the blanks take the missing letters
    (the best-scoring way, ``8B MADEIra``), and ``read_as_blanks`` says so. Mixed case and
    marked blanks read as written."""
    edition = position.edition
    capitals = canonical_move_text(text, edition, typed=True)
    outcome = try_move(position, capitals, lexicon, rules)
    standard = canonical_move_text(text, edition)
    if standard == capitals or isinstance(outcome, ScoredMove):
        return TypedMove(capitals, outcome)
    as_blanks = try_move(position, standard, lexicon, rules)
    if isinstance(as_blanks, ScoredMove):  # (written from the board: its tiles keep their own case)
        return TypedMove(format_move(as_blanks.move, edition), as_blanks, read_as_blanks=True)
    blanks_for_missing = _with_blanks_for_missing(position, capitals, lexicon, rules)
    if blanks_for_missing is not None:  # ``8b madeira`` with MADEI?? on the rack: 8B MADEIra
        return TypedMove(format_move(blanks_for_missing.move, edition), blanks_for_missing, read_as_blanks=True)
    if isinstance(outcome, MoveError) and outcome.code == "not_on_rack" and position.rack.blanks:
        # the standard hint ("a blank is written as a lowercase letter") would contradict
        # what was typed: say how to type one instead
        outcome = MoveError("not_on_rack", "not on the rack {rack}: {names} (a word typed all in lowercase reads "
                            "as capitals: type a blank as ?e or (e))", **outcome.notice.args)
    return TypedMove(capitals, outcome)


__all__ = [
    "MOVE_ERROR_CODES",
    "lay_out",
    "MoveError",
    "MoveRules",
    "ScoredMove",
    "check_move",
    "judge",
    "move_from_placements",
    "read_typed_move",
    "resolve",
    "try_move",
    "TypedMove",
]
