"""Reading and writing moves as players write them: a reference (``H4``) and a word.

Two coordinate conventions exist (rules section 3). European: rows are letters, columns
numbers, letter first = across (``H4``), number first = down (``4H``). GCG (English): rows are
numbers, columns letters, number first = across (``8D``), letter first = down (``D8``).

Words are written in full, in the standard notation of Eliot, GCG and other Scrabble programs:
a lowercase letter is a blank (``FABAcEE``; ``ay`` is a word of two blanks). Blanks may also be
marked with parentheses (``FABACE(E)``) or a ``?`` before the letter (``FABACE?E``), and then
case does not matter. A ``.`` stands for a tile already on the board (GCG style). Input is
folded with the edition's rules first. Every reader of the engine reads this one way.

A person typing in the app's windows gets one more reading (``typed=True``): a word typed
entirely in lowercase (Caps Lock off: ``delute``) is read as capitals, its blanks marked the
explicit way; mixed case keeps the standard reading. ``canonical_move_text(typed=True)`` turns
such a text into the standard notation, and ``checking.read_typed_move`` chooses between the two
readings of an all-lowercase word on a given position.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from duplicate.rules.board import SIZE, Direction, Move
from duplicate.rules.edition import BLANK_FLAG, Convention, Edition
from duplicate.base.errors import MoveError

#: Word token for ``.``: whatever tile is already on that square.
THROUGH = -1
#: Longest move text read: a reference and 15 tiles, each written with brackets and all.
MAX_MOVE_TEXT = 200

_COLUMN_LETTERS = "ABCDEFGHIJKLMNO"
_REF = r"(?:[A-Za-z]\s*[0-9]{1,2}|[0-9]{1,2}\s*[A-Za-z])"
_REF_FIRST = re.compile(rf"^\s*({_REF})(?:\s+|(?=[^\s\d]))(.*?)\s*$", re.S)
_REF_LAST = re.compile(rf"^\s*(.*?\S)\s+({_REF})\s*$", re.S)


class NotationError(MoveError):
    """Text that is not a well-formed reference, word or move."""


@dataclass(frozen=True)
class Reference:
    """The first square of a word and the direction it runs in."""

    row: int
    col: int
    direction: Direction

    def format(self, convention: Convention) -> str:
        return format_reference(self.row, self.col, self.direction, convention)


@dataclass(frozen=True)
class MoveText:
    """A parsed move, not yet checked against a board: reference and word tokens."""

    reference: Reference
    tokens: tuple[int, ...]  # letter code, code | BLANK_FLAG, or THROUGH


def _label(index: int) -> str:
    return _COLUMN_LETTERS[index]


def row_label(row: int, convention: Convention) -> str:
    """The label beside row ``row`` (0-based): a letter (European) or a number (GCG)."""
    return _label(row) if convention is Convention.EUROPEAN else str(row + 1)


def col_label(col: int, convention: Convention) -> str:
    """The label above column ``col`` (0-based): a number (European) or a letter (GCG)."""
    return str(col + 1) if convention is Convention.EUROPEAN else _label(col)


def format_square(row: int, col: int, convention: Convention) -> str:
    """Name of a square: ``H4`` (European: row H, column 4) or ``D8`` (GCG: column D, row 8)."""
    if convention is Convention.EUROPEAN:
        return f"{_label(row)}{col + 1}"
    return f"{_label(col)}{row + 1}"


def format_reference(row: int, col: int, direction: Direction, convention: Convention) -> str:
    letter_is_row = convention is Convention.EUROPEAN
    letter = _label(row if letter_is_row else col)
    number = (col if letter_is_row else row) + 1
    letter_first = (direction is Direction.ACROSS) == letter_is_row
    return f"{letter}{number}" if letter_first else f"{number}{letter}"


def parse_reference(text: str, convention: Convention) -> Reference:
    """Read ``H4``/``4H`` (European) or ``8D``/``D8`` (GCG); spaces and case do not matter."""
    compact = "".join(text.split()).upper()
    match = re.fullmatch(r"([A-Z])([0-9]{1,2})|([0-9]{1,2})([A-Z])", compact)
    if not match:
        if convention is Convention.EUROPEAN:
            raise NotationError("malformed_reference", "{text} is not a reference: write a letter and a number, like "
                                "H4 (across) or 4H (down)", text=repr(text.strip()))
        raise NotationError("malformed_reference", "{text} is not a reference: write a letter and a number, like "
                            "8D (across) or D8 (down)", text=repr(text.strip()))
    letter_first = match.group(1) is not None
    letter = match.group(1) or match.group(4)
    number = int(match.group(2) or match.group(3))
    index = ord(letter) - ord("A")
    letter_is_row = convention is Convention.EUROPEAN
    if index >= SIZE:
        if letter_is_row:
            raise NotationError("malformed_reference", "there is no row {letter}: rows go from A to O", letter=letter)
        raise NotationError("malformed_reference", "there is no column {letter}: columns go from A to O", letter=letter)
    if not 1 <= number <= SIZE:
        if letter_is_row:
            raise NotationError("malformed_reference", "there is no column {number}: columns go from 1 to 15",
                                number=number)
        raise NotationError("malformed_reference", "there is no row {number}: rows go from 1 to 15", number=number)
    row, col = (index, number - 1) if letter_is_row else (number - 1, index)
    across = letter_first == letter_is_row
    return Reference(row, col, Direction.ACROSS if across else Direction.DOWN)


def parse_word(text: str, edition: Edition, *, typed: bool = False) -> tuple[int, ...]:
    """Read a written word into tokens: letter codes, ``| BLANK_FLAG`` for blanks, THROUGH.

    In the standard notation a lowercase letter is a blank, even in a word of blanks only
    (``ay``). ``typed``: the word was typed by a person in the app, where a word entirely in
    lowercase is read as capitals (Caps Lock off)."""
    raw = text.strip()
    if not raw:
        raise NotationError("malformed_word", "the word is missing")
    explicit = explicit_blanks(raw) if typed else any(ch in "()?" for ch in raw)
    tokens: list[int] = []
    blank_group = False
    marked = False  # a "?" was just read: the next letter is a blank
    chunk: list[str] = []

    def flush() -> None:
        nonlocal marked
        if not chunk:
            return
        part = edition.fold("".join(chunk))
        chunk.clear()
        try:
            pieces = edition.tokenize(part)
        except KeyError as exc:
            bad = sorted({c for c in part if c.upper() not in edition.letters and not c.isspace()})
            shown = " ".join(bad) or str(exc)
            raise NotationError("malformed_word", "{raw} has characters that are no {edition} tiles: {shown}",
                raw=repr(raw), edition=edition.label, shown=shown) from None
        for index, piece in enumerate(pieces):
            code = edition.letter_code(piece.upper())
            blank = (blank_group or (marked and index == 0)) if explicit else piece != piece.upper()
            tokens.append(code | BLANK_FLAG if blank else code)
        marked = False

    for ch in raw:
        if ch == ".":
            flush()
            if blank_group:
                raise NotationError("malformed_word", "{raw}: '.' cannot stand inside parentheses",
                    raw=repr(raw))
            tokens.append(THROUGH)
        elif ch == "?":
            flush()
            if blank_group or marked:
                raise NotationError("malformed_word", "{raw}: '?' marks the one letter after it as a blank",
                    raw=repr(raw))
            marked = True
        elif ch == "(":
            flush()
            if blank_group:
                raise NotationError("malformed_word", "{raw}: parentheses cannot be nested", raw=repr(raw))
            blank_group = True
        elif ch == ")":
            flush()
            if not blank_group:
                raise NotationError("malformed_word", "{raw}: ')' without '('", raw=repr(raw))
            blank_group = False
        elif ch.isspace():
            raise NotationError("malformed_word", "{raw}: a word has no spaces", raw=repr(raw))
        else:
            chunk.append(ch)
    flush()
    if marked:
        raise NotationError("malformed_word", "{raw}: '?' must be followed by the blank's letter",
            raw=repr(raw))
    if blank_group:
        raise NotationError("malformed_word", "{raw}: '(' is not closed", raw=repr(raw))
    if not tokens:
        raise NotationError("malformed_word", "{raw} has no letters", raw=repr(raw))
    return tuple(tokens)


def explicit_blanks(word: str) -> bool:
    """Whether a typed word marks its blanks explicitly (parentheses or ``?``), or is typed
    entirely in lowercase and so read as capitals: case then carries no meaning."""
    if any(ch in "()?" for ch in word):
        return True
    cased = [ch for ch in word if ch.isalpha() and ch.upper() != ch.lower()]
    return bool(cased) and all(ch.islower() for ch in cased)


def parse_move(text: str, edition: Edition, convention: Convention | None = None, *,
               typed: bool = False) -> MoveText:
    """Read ``"H4 FABAcEE"`` (reference then word; the word first is accepted too) in the
    standard notation; ``typed``: as typed by a person in the app (see parse_word)."""
    convention = convention or edition.convention
    stripped = text.strip()
    if len(stripped) > MAX_MOVE_TEXT:  # refused at once: a longer text cannot fit the board
        raise NotationError("malformed_word", "the move has {count} characters; a move is at most {max_move_text}",
            count=len(stripped), max_move_text=MAX_MOVE_TEXT)
    if not stripped:
        raise NotationError("malformed_reference", "the move is empty: write a reference and a word, like H4 WORD")
    first = _REF_FIRST.match(stripped)
    if first and first.group(2):
        return MoveText(parse_reference(first.group(1), convention), parse_word(first.group(2), edition, typed=typed))
    last = _REF_LAST.match(stripped)
    if last:
        return MoveText(parse_reference(last.group(2), convention), parse_word(last.group(1), edition, typed=typed))
    if first:
        raise NotationError("malformed_word", "{stripped} has a reference but no word",
            stripped=repr(stripped))
    parts = stripped.split(None, 1)
    if len(parts) == 1:
        raise NotationError("malformed_reference", "{stripped} needs a reference and a word, like H4 WORD",
            stripped=repr(stripped))
    parse_reference(parts[0], convention)  # raises the precise reference error
    raise NotationError("malformed_reference", "{stripped} is not a reference followed by a word",
        stripped=repr(stripped))


def format_tokens(tokens: tuple[int, ...], edition: Edition) -> str:
    """A word as written: a lowercase letter is a blank; a word of blanks only puts its blanks
    in parentheses, ``(ab)``, so that it reads the same typed in the app (where ``ab`` would
    read as capitals) and in the standard notation."""
    text = "".join("." if t == THROUGH else edition.letter_name(t) for t in tokens)
    if not explicit_blanks(text):
        return text
    out: list[str] = []
    open_group = False
    for t in tokens:
        blank = t != THROUGH and bool(t & BLANK_FLAG)
        if blank != open_group:
            out.append("(" if blank else ")")
            open_group = blank
        out.append("." if t == THROUGH else edition.letter_name(t))
    return "".join(out) + (")" if open_group else "")


def format_move(move: Move, edition: Edition, convention: Convention | None = None) -> str:
    """Canonical text of a move: ``H4 FABAcEE`` (reference, space, whole word)."""
    convention = convention or edition.convention
    return f"{format_reference(move.row, move.col, move.direction, convention)} {format_tokens(move.word, edition)}"


def canonical_move_text(text: str, edition: Edition, convention: Convention | None = None, *,
                        typed: bool = False) -> str:
    """The text a session file stores for a move: what ``text`` means (in the standard
    notation, or ``typed`` in the app), written so that both readings read it the same. A
    text that cannot be read is kept as it is (stripped): it is refused the same way."""
    convention = convention or edition.convention
    try:
        parsed = parse_move(text, edition, convention, typed=typed)
    except NotationError:
        return text.strip()
    ref = parsed.reference
    return f"{format_reference(ref.row, ref.col, ref.direction, convention)} {format_tokens(parsed.tokens, edition)}"


def parse_tables(text: str) -> tuple[int, ...]:
    """Table numbers typed with spaces or commas between them (``"4, 7 21"``), in order,
    each once."""
    parts = [p for p in re.split(r"[\s,;]+", text.strip()) if p]
    bad = [p for p in parts if not p.isdigit() or int(p) == 0]
    if bad:
        raise NotationError("malformed_tables", "{bad} is not a table number: type numbers separated by spaces or commas",
            bad=repr(bad[0]))
    if not parts:
        raise NotationError("malformed_tables", "no table number given")
    return tuple(dict.fromkeys(int(p) for p in parts))


def split_written_score(text: str) -> tuple[str, int | None]:
    """Separate the score a player wrote after the move (``"H4 FABAcEE 80"``), if any.

    A reference always has a letter, so a last token of digits alone can only be a score.
    """
    parts = text.strip().rsplit(None, 1)
    if len(parts) == 2 and parts[1].isdigit() and len(parts[1]) <= 4:
        return parts[0], int(parts[1])
    return text.strip(), None
