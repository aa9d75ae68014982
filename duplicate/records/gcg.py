"""A game in GCG, the format Quackle, Macondo and the online sites read.

A duplicate game is written as one player's game: the master moves, each with the turn's
rack and the running total of the tops. GCG names squares its own way whatever the
edition (number first = across, ``8D``), writes the letters a move plays through as ``.``
and a blank as a lowercase letter, and ``?`` for a blank in a rack.
"""

from __future__ import annotations

from duplicate.rules.board import Direction, Move
from duplicate.rules.edition import Convention, Edition
from duplicate.rules.notation import format_reference
from duplicate.session.session import Session

#: The player whose moves the file holds: the master moves (the tops), by GCG's nickname.
NICKNAME = "Top"


def gcg_word(move: Move, edition: Edition) -> str:
    """The word as GCG writes it: the tiles the move lays, ``.`` for those already there."""
    dr, dc = (0, 1) if move.direction is Direction.ACROSS else (1, 0)
    laid = {(row, col): value for row, col, value in move.placed}
    squares = ((move.row + dr * i, move.col + dc * i) for i in range(len(move.word)))
    return "".join(edition.letter_name(laid[square]) if square in laid else "." for square in squares)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def game_gcg(session: Session) -> str:
    """The session's committed turns as a GCG file (its text, UTF-8 as its first line says)."""
    settings = session.settings
    edition = session.edition
    lines = ["#character-encoding UTF-8", f"#player1 {NICKNAME} {NICKNAME}"]
    if settings.title:
        lines.append(f"#title {_one_line(settings.title)}")
    lines.append(f"#lexicon {_one_line(settings.lexicon.name)}")
    lines.append(f"#description Duplicate {_one_line(edition.english_name)}, rules {_one_line(session.rules.name)}: "
                 "the master move of each turn")
    total = 0
    for turn in session.committed_turns:
        master = turn.committed
        assert master is not None  # committed_turns
        move = master.move
        total += master.points
        reference = format_reference(move.row, move.col, move.direction, Convention.GCG)
        lines.append(f">{NICKNAME}: {edition.tiles_text(turn.draw.rack)} {reference} {gcg_word(move, edition)} "
                     f"+{master.points} {total}")
    return "\n".join(lines) + "\n"


__all__ = ["NICKNAME", "game_gcg", "gcg_word"]
