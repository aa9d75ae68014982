"""Scoring a move exactly as rules section 1 says, with a breakdown that explains it.

Per word formed (the main word and every cross-word of a new tile): letter values, a letter
premium only under a tile placed this turn; then every word premium under a new tile
multiplies the word (two DW = x4, two TW = x9, DW + TW = x6). A blank is worth 0 but its
word premium counts. The +50 for placing all seven rack tiles comes after the multipliers.
"""

from __future__ import annotations

from dataclasses import dataclass

from duplicate.rules.board import BINGO_BONUS, LETTER_MULTIPLIERS, SIZE, WORD_MULTIPLIERS, Board, Move
from duplicate.rules.edition import LETTER_MASK, Edition


@dataclass(frozen=True)
class FormedWord:
    """A line of two or more tiles that a move makes or extends."""

    squares: tuple[int, ...]  # square indices, in reading order
    values: tuple[int, ...]  # square values after the move
    new: frozenset[int]  # which of the squares got their tile this turn
    main: bool  # along the move's direction (else a cross-word)

    def text(self, edition: Edition) -> str:
        """The word in plain uppercase letters, as a word list holds it."""
        return "".join(edition.letters[v & LETTER_MASK] for v in self.values)

    def display(self, edition: Edition) -> str:
        """The word with blanks in lowercase."""
        return "".join(edition.letter_name(v) for v in self.values)


@dataclass(frozen=True)
class WordScore:
    word: str  # blanks in lowercase
    score: int
    main: bool


@dataclass(frozen=True)
class Score:
    """The points of a move and how they add up."""

    total: int
    words: tuple[WordScore, ...]
    bingo: bool

    def explain(self) -> str:
        parts = [f"{w.word} {w.score}" for w in self.words]
        if self.bingo:
            parts.append(f"bingo {BINGO_BONUS}")
        return " + ".join(parts) + f" = {self.total}"


def _line(squares: tuple[int, ...], placed: dict[int, int], start: int, step: int) -> tuple[int, ...]:
    """Squares of the maximal line of tiles through ``start`` along ``step`` (``squares``: the
    board's before the move, ``placed``: the move's new tiles by square)."""
    if step == 1:  # along the row: stop at its ends
        low, high = start - start % SIZE, start - start % SIZE + SIZE - 1
    else:
        low, high = start % SIZE, SIZE * SIZE - 1
    first = start
    while first - step >= low and (squares[first - step] or first - step in placed):
        first -= step
    last = start
    while last + step <= high and (squares[last + step] or last + step in placed):
        last += step
    return tuple(range(first, last + 1, step))


def formed_words(board: Board, move: Move) -> list[FormedWord]:
    """Every word of two or more letters the move forms: the main word first, then cross-words."""
    placed = {r * SIZE + c: v for r, c, v in move.placed}
    if not placed:
        return []
    squares = board.squares
    step = move.direction.step
    cross = move.direction.other.step
    lines = [(_line(squares, placed, next(iter(placed)), step), True)]
    lines += [(_line(squares, placed, index, cross), False) for index in placed]
    words = []
    for line, main in lines:
        if len(line) < 2:
            continue
        values = tuple(placed.get(i) or squares[i] for i in line)
        words.append(FormedWord(line, values, frozenset(placed.keys() & set(line)), main))
    return words


def score_word(word: FormedWord, edition: Edition) -> int:
    total = 0
    multiplier = 1
    for index, value in zip(word.squares, word.values):
        points = edition.value(value)
        if index in word.new:
            total += points * LETTER_MULTIPLIERS[index]
            multiplier *= WORD_MULTIPLIERS[index]
        else:
            total += points
    return total * multiplier


def score_move(board: Board, move: Move, edition: Edition, words: list[FormedWord] | None = None) -> Score:
    """Score ``move`` on ``board`` (which must not hold its new tiles yet); ``words`` are its
    formed words when the caller has them already (judging a move finds them first)."""
    if words is None:
        words = formed_words(board, move)
    scored = tuple(WordScore(w.display(edition), score_word(w, edition), w.main) for w in words)
    bingo = move.is_bingo
    total = sum(w.score for w in scored) + (BINGO_BONUS if bingo else 0)
    return Score(total, scored, bingo)

